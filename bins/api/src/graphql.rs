//! The `/graphql` endpoint: size limit, CSRF guard, operation headers, authentication, then
//! the schema.
//!
//! Every POST must carry `X-GQL-Operation` (the operation's name) and `X-GQL-Operation-Type`
//! (`query` or `mutation`) matching the document, and be JSON or multipart. A cross-site form
//! can set neither the headers nor the JSON content type, so cookie sessions are safe without
//! a token; the same rule for every request keeps clients honest.

use async_graphql::http::{GraphiQLSource, MultipartOptions};
use async_graphql::parser::types::{DocumentOperations, OperationType};
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use crate::AppState;
use crate::request::{EXPIRE_HEADER, request_context};

/// Largest JSON request body.
pub const MAX_JSON_BODY: usize = 1024 * 1024;
/// Largest multipart request body (uploads).
pub const MAX_MULTIPART_BODY: usize = 32 * 1024 * 1024;

/// A GraphQL-shaped error response for requests refused before execution.
pub fn graphql_error(status: StatusCode, code: &str, message: &str) -> Response {
    let body = serde_json::json!({
        "data": null,
        "errors": [{ "message": message, "extensions": { "code": code } }]
    });
    (status, axum::Json(body)).into_response()
}

/// GraphiQL in development; nothing otherwise.
pub async fn graphql_get(State(state): State<AppState>) -> Response {
    if state.inner.dev {
        Html(GraphiQLSource::build().endpoint("/graphql").finish()).into_response()
    } else {
        graphql_error(
            StatusCode::METHOD_NOT_ALLOWED,
            "METHOD_NOT_ALLOWED",
            "GraphQL přijímá jen požadavky POST.",
        )
    }
}

fn header_text<'a>(request: &'a Parts, name: &str) -> Option<&'a str> {
    request
        .headers
        .get(name)
        .and_then(|value| value.to_str().ok())
}

#[expect(
    clippy::result_large_err,
    reason = "the error is the finished HTTP response"
)]
/// Checks that the operation the document will run has the name and type of the headers.
fn check_operation(
    graphql_request: &async_graphql::Request,
    name_header: &str,
    type_header: &str,
) -> Result<(), Response> {
    let document = async_graphql::parser::parse_query(&graphql_request.query).map_err(|error| {
        graphql_error(
            StatusCode::BAD_REQUEST,
            "GRAPHQL_PARSE_FAILED",
            &format!("Neplatný dotaz GraphQL: {error}"),
        )
    })?;
    let mismatch = || {
        graphql_error(
            StatusCode::BAD_REQUEST,
            "OPERATION_MISMATCH",
            "Hlavičky X-GQL-Operation a X-GQL-Operation-Type neodpovídají dotazu.",
        )
    };
    let DocumentOperations::Multiple(operations) = &document.operations else {
        // An anonymous operation has no name to match the header.
        return Err(mismatch());
    };
    let chosen = match graphql_request.operation_name.as_deref() {
        Some(name) => operations.iter().find(|(key, _)| key.as_str() == name),
        None if operations.len() == 1 => operations.iter().next(),
        None => None,
    };
    let Some((name, operation)) = chosen else {
        return Err(mismatch());
    };
    let actual_type = match operation.node.ty {
        OperationType::Query => "query",
        OperationType::Mutation => "mutation",
        OperationType::Subscription => "subscription",
    };
    if name.as_str() == name_header && actual_type == type_header.to_ascii_lowercase() {
        Ok(())
    } else {
        Err(mismatch())
    }
}

/// POST /graphql.
pub async fn graphql_post(State(state): State<AppState>, request: Request) -> Response {
    let (request, body) = request.into_parts();
    let content_type = header_text(&request, header::CONTENT_TYPE.as_str())
        .unwrap_or("")
        .to_owned();
    let media_type = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    let limit = match media_type.as_str() {
        "application/json" | "application/graphql-response+json" => MAX_JSON_BODY,
        "multipart/form-data" => MAX_MULTIPART_BODY,
        _ => {
            return graphql_error(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "CSRF_CHECK_FAILED",
                "Požadavek musí být typu application/json nebo multipart/form-data.",
            );
        }
    };
    let (Some(operation_name), Some(operation_type)) = (
        header_text(&request, "x-gql-operation").map(str::to_owned),
        header_text(&request, "x-gql-operation-type").map(str::to_owned),
    ) else {
        return graphql_error(
            StatusCode::BAD_REQUEST,
            "CSRF_CHECK_FAILED",
            "Chybí hlavičky X-GQL-Operation a X-GQL-Operation-Type.",
        );
    };
    let declared_length = header_text(&request, header::CONTENT_LENGTH.as_str())
        .and_then(|value| value.parse::<usize>().ok());
    if declared_length.is_some_and(|length| length > limit) {
        return too_large();
    }
    let context = match request_context(&state, &request).await {
        Ok(context) => context,
        Err(error) => {
            tracing::error!(error.detail = %error, "authentication failed");
            return graphql_error(
                StatusCode::SERVICE_UNAVAILABLE,
                "INTERNAL",
                "Vyskytla se chyba",
            );
        }
    };
    let Ok(body) = axum::body::to_bytes(body, limit).await else {
        return too_large();
    };
    let options = MultipartOptions::default().max_file_size(MAX_MULTIPART_BODY);
    let graphql_request = match async_graphql::http::receive_body(
        Some(&content_type),
        futures::io::Cursor::new(body),
        options,
    )
    .await
    {
        Ok(graphql_request) => graphql_request,
        Err(error) => {
            return graphql_error(
                StatusCode::BAD_REQUEST,
                "BAD_REQUEST",
                &format!("Neplatný požadavek: {error}"),
            );
        }
    };
    if let Err(response) = check_operation(&graphql_request, &operation_name, &operation_type) {
        return response;
    }
    let expires_at = context.session.as_ref().map(|session| session.expires_at);
    let mut graphql_response = state
        .inner
        .schema
        .execute(graphql_request.data(context))
        .await;
    let refused = label_request_errors(&mut graphql_response);

    let mut response = match serde_json::to_vec(&graphql_response) {
        Ok(bytes) => Response::new(Body::from(bytes)),
        Err(error) => {
            tracing::error!(error.detail = %error, "response serialisation failed");
            return graphql_error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "INTERNAL",
                "Vyskytla se chyba",
            );
        }
    };
    if refused {
        *response.status_mut() = StatusCode::BAD_REQUEST;
    }
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    for (name, value) in &graphql_response.http_headers {
        headers.append(name, value.clone());
    }
    if !headers.contains_key(EXPIRE_HEADER)
        && let Some(expires_at) = expires_at
        && let Ok(value) = HeaderValue::from_str(&expires_at.to_rfc3339())
    {
        headers.insert(EXPIRE_HEADER, value);
    }
    response
}

/// Gives every error the schema itself raised (validation, depth, complexity) a stable code
/// and a Czech message. Returns true when the document was refused before any resolver ran,
/// which is answered with 400.
fn label_request_errors(response: &mut async_graphql::Response) -> bool {
    let mut all_request_level = !response.errors.is_empty();
    for error in &mut response.errors {
        let has_code = error
            .extensions
            .as_ref()
            .is_some_and(|extensions| extensions.get("code").is_some());
        if !has_code {
            let (code, message) = if error.path.is_empty() {
                (
                    "GRAPHQL_VALIDATION_FAILED",
                    format!("Neplatný dotaz GraphQL: {}", error.message),
                )
            } else {
                ("INTERNAL", "Vyskytla se chyba".to_owned())
            };
            error.message = message;
            error
                .extensions
                .get_or_insert_with(Default::default)
                .set("code", code);
        }
        all_request_level &= error.path.is_empty();
    }
    all_request_level && response.data == async_graphql::Value::Null
}

fn too_large() -> Response {
    graphql_error(
        StatusCode::PAYLOAD_TOO_LARGE,
        "PAYLOAD_TOO_LARGE",
        "Požadavek je příliš velký.",
    )
}
