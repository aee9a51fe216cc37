//! The `/graphql` endpoint as the GraphQL-over-HTTP specification describes it
//! (<https://graphql.github.io/graphql-over-http/draft/>), so that standard clients and tools
//! work: POST of JSON (multipart only for uploads), GET for queries, and answers in
//! `application/graphql-response+json` or `application/json` as the `Accept` header asks. In
//! front of the schema: size limits, the CSRF guard, the operation headers, authentication and
//! the cost check.
//!
//! The CSRF guard. A request carrying Stopa's cookies (the session or the identity cookie) must
//! carry `X-GQL-Operation` (the operation's name) and `X-GQL-Operation-Type` (`query` or
//! `mutation`) matching the document, and a POST must be JSON or multipart. A browser attaches
//! the cookies to a cross-site request by itself, but a cross-site page can set neither custom
//! headers nor the JSON content type without a CORS preflight, which this api never grants; so
//! a forged cookie request is refused before anything runs, and cookie sessions need no token.
//! The same holds for GET: a cookie GET without the headers is refused too, as a link or an
//! image of another site sends the cookies along.
//!
//! A request without the cookies needs no headers: an anonymous one, or an API client's with
//! its bearer token (`X-Authorization: Bearer …`). This is safe because forgery borrows the
//! victim's credentials, and a browser adds only cookies to a forged request, never a bearer
//! header: a forged request without cookies acts as nobody and gains the forger nothing he
//! could not do from his own machine. A request with both cookies and a bearer token counts as
//! a cookie request. Headers sent by a client that needs none must still match the document.
//!
//! Status codes. With `application/graphql-response+json` the spec's: 4xx for a request that
//! is refused before execution (malformed, over the cost budget, invalid, not allowed) without
//! a `data` entry, 200 once the operation ran, even with field errors. With `application/json`
//! (also for a missing `Accept` or a wildcard) the answers stay what they were before the spec
//! was followed: the same 4xx codes with `"data": null`, which the spec allows legacy servers
//! (a SHOULD asks for 200), so the web app and existing clients get what they always got. An
//! `Accept` without either type gets 406, a POST of another content type 415, a mutation over
//! GET 405 with `Allow: POST`.

use async_graphql::http::{GraphiQLSource, MultipartOptions};
use async_graphql::parser::types::{
    DocumentOperations, ExecutableDocument, OperationDefinition, OperationType, Selection,
};
use async_graphql::{Name, Positioned};
use axum::body::Body;
use axum::extract::{Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

use stopa_app::actor::Credential;
use stopa_app::auth::{IDENTITY_COOKIE, SESSION_COOKIE};
use stopa_app::{Actor, AppError};
use stopa_domain::policy;
use stopa_graphql::cost;

use crate::AppState;
use crate::request::{EXPIRE_HEADER, actor_of, cookie_value};
use stopa_domain::error_code::ErrorCode;

/// Largest JSON request body.
pub const MAX_JSON_BODY: usize = 1024 * 1024;
/// Largest multipart request body: a member import file (20 MB, the largest upload) with the
/// operation and headroom. Multipart is accepted only from a logged-in client and only for
/// [`UPLOAD_MUTATIONS`]; each use case limits its own file (a photo to 2 MiB).
pub const MAX_MULTIPART_BODY: usize = stopa_domain::member_import::MAX_IMPORT_BYTES + 1024 * 1024;
/// Longest query string of a GET request (the encoded document and variables); larger
/// documents go by POST.
pub const MAX_QUERY_STRING: usize = 16 * 1024;
/// The mutations that take a file (`Upload`), the only operations sent as multipart.
pub const UPLOAD_MUTATIONS: &[&str] = &[
    "uploadMemberPhoto",
    "uploadMemberImport",
    "uploadRacingEventDocument",
    "uploadResults",
    "matchResultFile",
    "uploadFisPointsList",
    "uploadBankStatement",
    "uploadRankingDocument",
    "reportFeedback",
    "uploadContentImage",
];

/// The preferred media type of a GraphQL response (GraphQL over HTTP).
pub const GRAPHQL_RESPONSE_JSON: &str = "application/graphql-response+json";
/// Header with the name of the operation a cookie request runs.
pub const OPERATION_HEADER: &str = "x-gql-operation";
/// Header with the type (`query`, `mutation`) of the operation a cookie request runs.
pub const OPERATION_TYPE_HEADER: &str = "x-gql-operation-type";

/// The media type of a GraphQL answer, chosen by the request's `Accept` header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseType {
    /// `application/json`: the legacy type, with the status codes the api always gave.
    Json,
    /// `application/graphql-response+json`: the spec's status codes; a refused request has no
    /// `data` entry.
    GraphqlResponse,
}

impl ResponseType {
    fn content_type(self) -> HeaderValue {
        match self {
            Self::Json => HeaderValue::from_static("application/json"),
            Self::GraphqlResponse => {
                HeaderValue::from_static("application/graphql-response+json; charset=utf-8")
            }
        }
    }
}

/// The response type an `Accept` header asks for: of the two types, the one with the higher
/// quality (`q`), where a type's quality is that of the most specific range matching it
/// (`application/json`, then `application/*`, then `*/*`); on a tie the more specific match,
/// then the one listed first, then `application/json` (so `*/*` gets `application/json`).
/// A missing header means `application/json`. None when the header accepts neither (406).
pub fn negotiate(headers: &HeaderMap) -> Option<ResponseType> {
    /// How a type is matched: quality in thousandths, specificity, position in the header.
    type Match = (u16, u8, usize);
    let mut values = headers
        .get_all(header::ACCEPT)
        .iter()
        .map(|value| value.to_str().unwrap_or(""))
        .peekable();
    if values.peek().is_none() {
        return Some(ResponseType::Json);
    }
    let candidates = [
        (ResponseType::Json, "application/json"),
        (ResponseType::GraphqlResponse, GRAPHQL_RESPONSE_JSON),
    ];
    let mut matches: [Option<Match>; 2] = [None, None];
    for (position, range) in values.flat_map(|value| value.split(',')).enumerate() {
        let mut parts = range.split(';');
        let media = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let quality = parts
            .filter_map(|parameter| parameter.split_once('='))
            .find(|(name, _)| name.trim().eq_ignore_ascii_case("q"))
            .map_or(Some(1000), |(_, value)| quality(value.trim()));
        let Some(quality) = quality else {
            continue;
        };
        for ((_, media_type), best) in candidates.iter().zip(matches.iter_mut()) {
            let specificity = if media == *media_type {
                2
            } else if media == "application/*" {
                1
            } else if media == "*/*" {
                0
            } else {
                continue;
            };
            if best.is_none_or(|(_, known, _)| specificity > known) {
                *best = Some((quality, specificity, position));
            }
        }
    }
    let mut chosen: Option<(ResponseType, Match)> = None;
    for ((response_type, _), found) in candidates.iter().zip(matches) {
        let Some(found) = found.filter(|(quality, _, _)| *quality > 0) else {
            continue;
        };
        let better = chosen.is_none_or(|(_, (quality, specificity, position))| {
            (found.0, found.1, std::cmp::Reverse(found.2))
                > (quality, specificity, std::cmp::Reverse(position))
        });
        if better {
            chosen = Some((*response_type, found));
        }
    }
    chosen.map(|(response_type, _)| response_type)
}

/// A `q` value (`0`, `0.5`, `1.000`) in thousandths; None when it is not one.
fn quality(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{fraction:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// A GraphQL-shaped error response (`application/json`, `"data": null`) for requests refused
/// before execution.
pub fn graphql_error(status: StatusCode, code: ErrorCode, message: &str) -> Response {
    refusal(ResponseType::Json, status, code, message)
}

/// A request refused before execution, in the negotiated type.
fn refusal(
    response_type: ResponseType,
    status: StatusCode,
    code: ErrorCode,
    message: &str,
) -> Response {
    let errors = serde_json::json!([{ "message": message, "extensions": { "code": code } }]);
    refusal_with(response_type, status, &errors)
}

/// A refusal with the given `errors`: with `"data": null` in `application/json` as always;
/// without the `data` entry in `application/graphql-response+json`, the spec's sign that
/// nothing ran.
fn refusal_with(
    response_type: ResponseType,
    status: StatusCode,
    errors: &serde_json::Value,
) -> Response {
    let body = match response_type {
        ResponseType::Json => serde_json::json!({ "data": null, "errors": errors }),
        ResponseType::GraphqlResponse => serde_json::json!({ "errors": errors }),
    };
    let mut response = (status, axum::Json(body)).into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, response_type.content_type());
    response
}

/// 405 with `Allow: POST`.
fn method_not_allowed(response_type: ResponseType, message: &str) -> Response {
    let mut response = refusal(
        response_type,
        StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::MethodNotAllowed,
        message,
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("POST"));
    response
}

fn not_acceptable() -> Response {
    refusal(
        ResponseType::Json,
        StatusCode::NOT_ACCEPTABLE,
        ErrorCode::NotAcceptable,
        "Odpověď GraphQL je jen typu application/graphql-response+json nebo application/json.",
    )
}

fn csrf_refusal(response_type: ResponseType) -> Response {
    refusal(
        response_type,
        StatusCode::BAD_REQUEST,
        ErrorCode::CsrfCheckFailed,
        "Chybí hlavičky X-GQL-Operation a X-GQL-Operation-Type.",
    )
}

/// Every answer of `/graphql` depends on `Accept` and is never cached.
fn finished(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("Accept"));
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The operation a request declares in its headers.
struct DeclaredOperation {
    name: String,
    operation_type: String,
}

/// Whether the request carries Stopa's cookies, read as authentication reads them.
/// Whether the request carries the session's or the identity's cookie.
pub(crate) fn carries_cookies(request: &Parts) -> bool {
    cookie_value(&request.headers, SESSION_COOKIE).is_some()
        || cookie_value(&request.headers, IDENTITY_COOKIE).is_some()
}

#[expect(
    clippy::result_large_err,
    reason = "the error is the finished HTTP response"
)]
/// The CSRF guard: the operation a request declares, None when it declares none and may (it
/// carries no cookies). A request with cookies, or with one header of the two, must send both.
fn declared_operation(
    request: &Parts,
    response_type: ResponseType,
) -> Result<Option<DeclaredOperation>, Response> {
    let text = |name: &str| {
        request
            .headers
            .get(name)
            .map(|value| value.to_str().unwrap_or("").to_owned())
    };
    match (text(OPERATION_HEADER), text(OPERATION_TYPE_HEADER)) {
        (Some(name), Some(operation_type)) => Ok(Some(DeclaredOperation {
            name,
            operation_type,
        })),
        (None, None) if !carries_cookies(request) => Ok(None),
        _ => Err(csrf_refusal(response_type)),
    }
}

/// Who asks; a failure of authentication is the answer.
async fn authenticate(
    state: &AppState,
    request: &Parts,
    response_type: ResponseType,
) -> Result<Actor, Response> {
    actor_of(state, request).await.map_err(|error| {
        if let AppError::Internal(detail) = &error {
            tracing::error!(error.detail = %detail, "authentication failed");
        }
        let status =
            StatusCode::from_u16(error.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        refusal(response_type, status, error.code(), &error.message())
    })
}

/// The parameters of a GET request, as the spec encodes them in the query string.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct GetParameters {
    query: Option<String>,
    operation_name: Option<String>,
    variables: Option<String>,
    extensions: Option<String>,
}

/// GET /graphql: a query with its parameters in the query string (never a mutation);
/// GraphiQL in development when there is no query.
pub async fn graphql_get(State(state): State<AppState>, request: Request) -> Response {
    let (request, _) = request.into_parts();
    finished(get(&state, &request).await)
}

async fn get(state: &AppState, request: &Parts) -> Response {
    let accepted = negotiate(&request.headers);
    let response_type = accepted.unwrap_or(ResponseType::Json);
    if request.uri.query().map_or(0, str::len) > MAX_QUERY_STRING {
        return refusal(
            response_type,
            StatusCode::URI_TOO_LONG,
            ErrorCode::UriTooLong,
            "Dotaz v adrese je příliš dlouhý; pošlete ho metodou POST.",
        );
    }
    let parameters = match Query::<GetParameters>::try_from_uri(&request.uri) {
        Ok(Query(parameters)) => parameters,
        Err(error) => {
            return refusal(
                response_type,
                StatusCode::BAD_REQUEST,
                ErrorCode::BadRequest,
                &format!("Neplatný požadavek: {error}"),
            );
        }
    };
    let Some(query) = parameters.query else {
        return if state.inner.dev {
            Html(GraphiQLSource::build().endpoint("/graphql").finish()).into_response()
        } else {
            method_not_allowed(
                response_type,
                "GraphQL přijímá požadavky POST, nebo GET s parametrem query (jen dotazy).",
            )
        };
    };
    let Some(response_type) = accepted else {
        return not_acceptable();
    };
    let bad_parameter = |name: &str| {
        refusal(
            response_type,
            StatusCode::BAD_REQUEST,
            ErrorCode::BadRequest,
            &format!("Neplatný požadavek: parametr {name} musí být objekt JSON."),
        )
    };
    let variables = match parameters.variables.as_deref().map(serde_json::from_str) {
        None => async_graphql::Variables::default(),
        Some(Ok(variables)) => variables,
        Some(Err(_)) => return bad_parameter("variables"),
    };
    let extensions = match parameters.extensions.as_deref().map(serde_json::from_str) {
        None => async_graphql::Extensions::default(),
        Some(Ok(extensions)) => extensions,
        Some(Err(_)) => return bad_parameter("extensions"),
    };
    let mut graphql_request = async_graphql::Request::new(query).variables(variables);
    // The empty operationName is the same as none.
    graphql_request.operation_name = parameters.operation_name.filter(|name| !name.is_empty());
    graphql_request.extensions = extensions;
    let declared = match declared_operation(request, response_type) {
        Ok(declared) => declared,
        Err(response) => return response,
    };
    let context = match authenticate(state, request, response_type).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let how = Received {
        response_type,
        declared,
        get: true,
        multipart: false,
    };
    run(state, how, context, graphql_request).await
}

/// POST /graphql: JSON, or multipart for an upload.
pub async fn graphql_post(State(state): State<AppState>, request: Request) -> Response {
    finished(post(&state, request).await)
}

async fn post(state: &AppState, request: Request) -> Response {
    let (request, body) = request.into_parts();
    let content_type = request
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
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
            return refusal(
                negotiate(&request.headers).unwrap_or(ResponseType::Json),
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                ErrorCode::CsrfCheckFailed,
                "Požadavek musí být typu application/json nebo multipart/form-data.",
            );
        }
    };
    let Some(response_type) = negotiate(&request.headers) else {
        return not_acceptable();
    };
    let declared = match declared_operation(&request, response_type) {
        Ok(declared) => declared,
        Err(response) => return response,
    };
    let declared_length = request
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok());
    if declared_length.is_some_and(|length| length > limit) {
        return too_large(response_type);
    }
    let context = match authenticate(state, &request, response_type).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let multipart = limit == MAX_MULTIPART_BODY;
    if multipart && context.session.is_none() {
        // Refused before a byte of the body is read.
        return refusal(
            response_type,
            StatusCode::UNAUTHORIZED,
            ErrorCode::Unauthenticated,
            "Soubory může nahrávat jen přihlášený uživatel.",
        );
    }
    let Ok(body) = axum::body::to_bytes(body, limit).await else {
        return too_large(response_type);
    };
    let options = MultipartOptions::default()
        .max_file_size(MAX_MULTIPART_BODY)
        .max_num_files(1);
    let graphql_request = match async_graphql::http::receive_body(
        Some(&content_type),
        futures::io::Cursor::new(body),
        options,
    )
    .await
    {
        Ok(graphql_request) => graphql_request,
        Err(error) => {
            return refusal(
                response_type,
                StatusCode::BAD_REQUEST,
                ErrorCode::BadRequest,
                &format!("Neplatný požadavek: {error}"),
            );
        }
    };
    let how = Received {
        response_type,
        declared,
        get: false,
        multipart,
    };
    run(state, how, context, graphql_request).await
}

/// How a GraphQL request came.
struct Received {
    response_type: ResponseType,
    /// The operation of the headers, None when the request sent none (it has no cookies).
    declared: Option<DeclaredOperation>,
    get: bool,
    multipart: bool,
}

/// The operation a request runs: the only one, or the one named by `operationName`. None when
/// that cannot be told (the schema then refuses the request).
fn chosen_operation<'a>(
    document: &'a ExecutableDocument,
    operation_name: Option<&str>,
) -> Option<(Option<&'a Name>, &'a Positioned<OperationDefinition>)> {
    match (&document.operations, operation_name) {
        (DocumentOperations::Single(operation), _) => Some((None, operation)),
        (DocumentOperations::Multiple(operations), Some(name)) => operations
            .iter()
            .find(|(key, _)| key.as_str() == name)
            .map(|(key, operation)| (Some(key), operation)),
        (DocumentOperations::Multiple(operations), None) if operations.len() == 1 => operations
            .iter()
            .next()
            .map(|(key, operation)| (Some(key), operation)),
        (DocumentOperations::Multiple(_), None) => None,
    }
}

fn type_name(operation_type: OperationType) -> &'static str {
    match operation_type {
        OperationType::Query => "query",
        OperationType::Mutation => "mutation",
        OperationType::Subscription => "subscription",
    }
}

/// Parses, checks and runs a received request.
async fn run(
    state: &AppState,
    how: Received,
    context: Actor,
    mut graphql_request: async_graphql::Request,
) -> Response {
    let response_type = how.response_type;
    // The guard and authentication read the same cookies, so a cookie session here always
    // declared its operation; this only keeps it so should they ever part.
    let cookie_session = context
        .session
        .as_ref()
        .is_some_and(|session| session.credential == Credential::Cookie);
    if cookie_session && how.declared.is_none() {
        return csrf_refusal(response_type);
    }
    let document = match async_graphql::parser::parse_query(&graphql_request.query) {
        Ok(document) => document,
        Err(error) => {
            return refusal(
                response_type,
                StatusCode::BAD_REQUEST,
                ErrorCode::GraphqlParseFailed,
                &format!("Neplatný dotaz GraphQL: {error}"),
            );
        }
    };
    let operation = chosen_operation(&document, graphql_request.operation_name.as_deref());
    if let Some(declared) = &how.declared {
        // An anonymous operation has no name to match the header.
        let matches = operation.is_some_and(|(name, operation)| {
            name.is_some_and(|name| name.as_str() == declared.name)
                && type_name(operation.node.ty) == declared.operation_type.to_ascii_lowercase()
        });
        if !matches {
            return refusal(
                response_type,
                StatusCode::BAD_REQUEST,
                ErrorCode::OperationMismatch,
                "Hlavičky X-GQL-Operation a X-GQL-Operation-Type neodpovídají dotazu.",
            );
        }
    }
    if how.get
        && operation.is_some_and(|(_, operation)| operation.node.ty == OperationType::Mutation)
    {
        return method_not_allowed(response_type, "Mutace lze poslat jen metodou POST.");
    }
    // The cost budget (expanded fields, depth, aliases) in time linear in the document's size,
    // before the schema's validation walks every fragment expansion.
    let cost = match cost::check(&document, &cost::BUDGET) {
        Ok(cost) => cost,
        Err(error) => {
            return refusal(
                response_type,
                StatusCode::BAD_REQUEST,
                error.code(),
                &error.message(),
            );
        }
    };
    // Introspection only for staff or in development (policy::may_introspect); the web app
    // is compiled against the committed schema file and never introspects.
    let may_introspect = policy::may_introspect(&context.identity, state.inner.dev);
    if cost.introspection && !may_introspect {
        return refusal(
            response_type,
            StatusCode::FORBIDDEN,
            ErrorCode::Forbidden,
            "Popis schématu GraphQL (introspekce) je dostupný jen pracovníkům svazu.",
        );
    }
    if !may_introspect {
        graphql_request = graphql_request.disable_introspection();
    }
    if let Some(nul) = cost::find_nul(&document, &graphql_request.variables) {
        return invalid_text(response_type, &nul.field);
    }
    if how.multipart && !only_uploads(&document, graphql_request.operation_name.as_deref()) {
        return refusal(
            response_type,
            StatusCode::BAD_REQUEST,
            ErrorCode::BadRequest,
            "Jako multipart lze poslat jen nahrání souboru (fotografie člena, import členů, dokument události, výsledky, bodovací listina FIS, bankovní výpis, dokument žebříčku, snímek obrazovky, obrázek obsahu webu).",
        );
    }
    graphql_request.set_parsed_query(document);
    let expires_at = context.session.as_ref().map(|session| session.expires_at);
    // Field suggestions describe the schema as introspection does: staff and development only.
    let schema = if may_introspect {
        &state.inner.schema
    } else {
        &state.inner.schema_without_suggestions
    };
    let mut graphql_response = schema.execute(graphql_request.data(context)).await;
    let refused = label_request_errors(&mut graphql_response);
    // A resolver that could not reach the database: the whole answer is 503 (in the spec's
    // type only when no data came, as data must come with a 2xx code).
    let unavailable = graphql_response.errors.iter().any(|error| {
        error.extensions.as_ref().is_some_and(|extensions| {
            extensions.get("code")
                == Some(&async_graphql::Value::from(
                    ErrorCode::ServiceUnavailable.as_str(),
                ))
        })
    }) && (response_type == ResponseType::Json
        || graphql_response.data == async_graphql::Value::Null);

    let serialised = if refused && response_type == ResponseType::GraphqlResponse {
        // Refused before execution: no data entry.
        serde_json::to_value(&graphql_response).and_then(|mut body| {
            if let Some(body) = body.as_object_mut() {
                body.remove("data");
            }
            serde_json::to_vec(&body)
        })
    } else {
        serde_json::to_vec(&graphql_response)
    };
    let mut response = match serialised {
        Ok(bytes) => Response::new(Body::from(bytes)),
        Err(error) => {
            tracing::error!(error.detail = %error, "response serialisation failed");
            return refusal(
                response_type,
                StatusCode::INTERNAL_SERVER_ERROR,
                ErrorCode::Internal,
                "Vyskytla se chyba",
            );
        }
    };
    if refused {
        *response.status_mut() = StatusCode::BAD_REQUEST;
    }
    if unavailable {
        *response.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
    }
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, response_type.content_type());
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
                    ErrorCode::GraphqlValidationFailed,
                    format!("Neplatný dotaz GraphQL: {}", error.message),
                )
            } else {
                // Every resolver answers with a code; an error of a field without one is the
                // schema refusing an argument it could not read (a date that is no date).
                (ErrorCode::Validation, invalid_input_message(&error.message))
            };
            error.message = message;
            error
                .extensions
                .get_or_insert_with(Default::default)
                .set("code", code.as_str());
        }
        all_request_level &= error.path.is_empty();
    }
    all_request_level && response.data == async_graphql::Value::Null
}

/// The Czech message of an argument the schema could not read, by its type.
fn invalid_input_message(detail: &str) -> String {
    let what = if detail.contains("\"NaiveDate\"") {
        "Neplatné datum: čeká se tvar RRRR-MM-DD, např. 2027-01-09."
    } else if detail.contains("\"DateTime\"") {
        "Neplatný čas: čeká se tvar podle ISO 8601, např. 2027-01-06T23:59:00+01:00."
    } else if detail.contains("\"UUID\"") {
        "Neplatný identifikátor (UUID)."
    } else if detail.contains("\"Upload\"") {
        "Soubor se nepodařilo nahrát."
    } else {
        "Neplatná hodnota vstupu."
    };
    what.to_owned()
}

/// Whether the operation to run is a mutation of [`UPLOAD_MUTATIONS`] only.
fn only_uploads(document: &ExecutableDocument, operation_name: Option<&str>) -> bool {
    let operation = match (&document.operations, operation_name) {
        (DocumentOperations::Single(operation), _) => Some(operation),
        (DocumentOperations::Multiple(operations), Some(name)) => operations
            .iter()
            .find(|(key, _)| key.as_str() == name)
            .map(|(_, operation)| operation),
        (DocumentOperations::Multiple(operations), None) => operations.values().next(),
    };
    operation.is_some_and(|operation| {
        operation.node.ty == OperationType::Mutation
            && operation.node.selection_set.node.items.iter().all(|item| {
                matches!(&item.node, Selection::Field(field)
                    if UPLOAD_MUTATIONS.contains(&field.node.name.node.as_str()))
            })
    })
}

/// The VALIDATION error of a text with a NUL character, in the shape resolvers give it.
fn invalid_text(response_type: ResponseType, field: &str) -> Response {
    let message = cost::NulText::message();
    let errors = serde_json::json!([{
        "message": message,
        "extensions": {
            "code": ErrorCode::Validation.as_str(),
            "fields": [{ "field": field, "message": message }]
        }
    }]);
    refusal_with(response_type, StatusCode::BAD_REQUEST, &errors)
}

fn too_large(response_type: ResponseType) -> Response {
    refusal(
        response_type,
        StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::PayloadTooLarge,
        "Požadavek je příliš velký.",
    )
}

#[cfg(test)]
mod tests {
    use super::{ResponseType, negotiate, quality};
    use axum::http::{HeaderMap, HeaderValue, header};

    fn accept(value: &str) -> Option<ResponseType> {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT,
            HeaderValue::from_str(value).expect("a header value"),
        );
        negotiate(&headers)
    }

    #[test]
    fn accept_chooses_the_preferred_supported_type() {
        use ResponseType::{GraphqlResponse, Json};
        assert_eq!(negotiate(&HeaderMap::new()), Some(Json));
        assert_eq!(accept("*/*"), Some(Json));
        assert_eq!(accept("application/*"), Some(Json));
        assert_eq!(accept("application/json"), Some(Json));
        assert_eq!(
            accept("application/graphql-response+json"),
            Some(GraphqlResponse)
        );
        assert_eq!(
            accept(
                "application/graphql-response+json; charset=utf-8, application/json; charset=utf-8"
            ),
            Some(GraphqlResponse)
        );
        assert_eq!(
            accept("application/json, application/graphql-response+json"),
            Some(Json)
        );
        assert_eq!(
            accept("application/json;q=0.9, application/graphql-response+json"),
            Some(GraphqlResponse)
        );
        assert_eq!(
            accept("application/graphql-response+json, */*;q=0.1"),
            Some(GraphqlResponse)
        );
        assert_eq!(
            accept("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"),
            Some(Json)
        );
        assert_eq!(accept("*/*, application/json;q=0"), Some(GraphqlResponse));
        assert_eq!(accept("text/html"), None);
        assert_eq!(accept("application/json;q=0"), None);
        assert_eq!(accept("application/xml, text/plain"), None);
    }

    #[test]
    fn quality_values_are_read_in_thousandths() {
        assert_eq!(quality("1"), Some(1000));
        assert_eq!(quality("1.000"), Some(1000));
        assert_eq!(quality("0.5"), Some(500));
        assert_eq!(quality("0"), Some(0));
        assert_eq!(quality("0.125"), Some(125));
        assert_eq!(quality("1.5"), None);
        assert_eq!(quality("0.1234"), None);
        assert_eq!(quality("x"), None);
    }
}
