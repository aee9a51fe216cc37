//! GraphQL over HTTP: standard clients work without Stopa's operation headers unless they
//! carry its cookies; GET for queries; Accept negotiation with the spec's status codes.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_api::graphql::MAX_QUERY_STRING;
use stopa_testkit::app::{Cookies, ME, TestApp, TestResponse, login_call};
use stopa_testkit::{PASSWORD, accounts};

const GRAPHQL_RESPONSE: &str = "application/graphql-response+json; charset=utf-8";

/// A POST of `body` with only the given headers (no operation headers unless given).
fn post(body: &Value, headers: &[(&str, &str)], cookies: &Cookies) -> Request<Body> {
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", "application/json");
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    builder.body(Body::from(body.to_string())).unwrap()
}

/// Percent-encodes a query-string value.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|byte| {
            if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
                char::from(byte).to_string()
            } else {
                format!("%{byte:02X}")
            }
        })
        .collect()
}

/// A GET of `/graphql` with the parameters in the query string.
fn get(parameters: &[(&str, &str)], headers: &[(&str, &str)], cookies: &Cookies) -> Request<Body> {
    let query = parameters
        .iter()
        .map(|(name, value)| format!("{name}={}", encode(value)))
        .collect::<Vec<_>>()
        .join("&");
    let mut builder = Request::builder()
        .method(Method::GET)
        .uri(format!("/graphql?{query}"));
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    builder.body(Body::empty()).unwrap()
}

/// Logs in as an API client (`client: API`), without operation headers, and returns the
/// `X-Authorization` value with its bearer token.
async fn api_login(app: &TestApp, email: &str) -> String {
    let login = login_call(email, PASSWORD);
    let mut variables = login.variables;
    variables["input"]["client"] = json!("API");
    let response = app
        .send(post(
            &json!({ "query": login.query, "variables": variables }),
            &[],
            &Cookies::default(),
        ))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert!(
        response.headers.get("set-cookie").is_none(),
        "an API client gets no cookie"
    );
    let token = response.json()["data"]["login"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    format!("Bearer {token}")
}

fn content_type(response: &TestResponse) -> &str {
    response.headers["content-type"].to_str().unwrap()
}

const ME_QUERY: &str = "query Me { me { account { email } } }";
const ME_HEADERS: &[(&str, &str)] = &[("x-gql-operation", "Me"), ("x-gql-operation-type", "query")];

#[sqlx::test(migrations = "../../migrations")]
async fn anonymous_and_bearer_requests_need_no_operation_headers(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let response = app
        .send(post(&json!({ "query": "{ __typename }" }), &[], &anonymous))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(response.json()["data"]["__typename"], "Query");
    assert_eq!(content_type(&response), "application/json");

    // An API client logs in and uses its bearer token, neither time with the headers.
    let bearer = api_login(&app, accounts::ADMIN).await;
    let response = app
        .send(post(
            &json!({ "query": ME_QUERY }),
            &[("x-authorization", &bearer)],
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["me"]["account"]["email"],
        accounts::ADMIN
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn cookie_requests_need_matching_operation_headers(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    let body = json!({ "query": ME_QUERY });

    let response = app.send(post(&body, &[], &cookies)).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));

    // One header of the two is not enough.
    let response = app
        .send(post(&body, &[("x-gql-operation", "Me")], &cookies))
        .await;
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));

    // The identity cookie alone counts as a cookie too.
    let identity = Cookies::default().with(stopa_app::auth::IDENTITY_COOKIE, "TEAM/1");
    let response = app.send(post(&body, &[], &identity)).await;
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));

    // A bearer token beside the cookie does not lift the guard.
    let bearer = api_login(&app, accounts::ADMIN).await;
    let response = app
        .send(post(&body, &[("x-authorization", &bearer)], &cookies))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));

    // With the headers matching the document it works.
    let response = app.send(post(&body, ME_HEADERS, &cookies)).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["me"]["account"]["email"],
        accounts::TEAM
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn headers_sent_without_cookies_must_still_match(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let wrong: &[(&str, &str)] = &[
        ("x-gql-operation", "Other"),
        ("x-gql-operation-type", "query"),
    ];
    let response = app
        .send(post(&json!({ "query": ME_QUERY }), wrong, &anonymous))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("OPERATION_MISMATCH"));
    // A lone header is refused as well.
    let response = app
        .send(post(
            &json!({ "query": ME_QUERY }),
            &[("x-gql-operation-type", "query")],
            &anonymous,
        ))
        .await;
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));
    // Over GET too.
    let response = app
        .send(get(&[("query", ME_QUERY)], wrong, &anonymous))
        .await;
    assert_eq!(response.error_code().as_deref(), Some("OPERATION_MISMATCH"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn queries_work_over_get(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let response = app
        .send(get(&[("query", "{ __typename }")], &[], &anonymous))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(response.json()["data"]["__typename"], "Query");
    assert_eq!(response.headers["cache-control"], "no-store");

    // operationName picks the operation; variables are a JSON string.
    let document = "query A { __typename } \
        query B($x: Boolean!) { me @include(if: $x) { activeIdentity { identityType } } }";
    let response = app
        .send(get(
            &[
                ("query", document),
                ("operationName", "B"),
                ("variables", r#"{"x": true}"#),
            ],
            &[("accept", "application/graphql-response+json")],
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["me"]["activeIdentity"]["identityType"],
        "PUBLIC"
    );
    assert_eq!(content_type(&response), GRAPHQL_RESPONSE);

    // Variables that are not a JSON object.
    let response = app
        .send(get(
            &[("query", document), ("variables", "[1]")],
            &[],
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("BAD_REQUEST"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn get_requests_keep_the_cost_and_introspection_rules_and_a_length_limit(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let mut deep = String::from("__typename");
    for _ in 0..stopa_graphql::MAX_DEPTH {
        deep = format!("ofType {{ {deep} }}");
    }
    let query = format!("{{ __schema {{ types {{ {deep} }} }} }}");
    let response = app.send(get(&[("query", &query)], &[], &anonymous)).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("QUERY_TOO_COMPLEX"));

    let response = app
        .send(get(
            &[("query", "{ __schema { types { name } } }")],
            &[],
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::FORBIDDEN);
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));

    let long = format!("{{ __typename }} # {}", "x".repeat(MAX_QUERY_STRING));
    let response = app.send(get(&[("query", &long)], &[], &anonymous)).await;
    assert_eq!(response.status, StatusCode::URI_TOO_LONG);
}

#[sqlx::test(migrations = "../../migrations")]
async fn mutations_over_get_get_405_and_run_nothing(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let login = login_call(accounts::ADMIN, "spatne-heslo");
    let variables = login.variables.to_string();
    for accept in ["application/json", "application/graphql-response+json"] {
        let response = app
            .send(get(
                &[("query", login.query), ("variables", &variables)],
                &[("accept", accept)],
                &Cookies::default(),
            ))
            .await;
        assert_eq!(
            response.status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{}",
            response.text()
        );
        assert_eq!(response.headers["allow"], "POST");
        assert_eq!(response.error_code().as_deref(), Some("METHOD_NOT_ALLOWED"));
    }
    assert_eq!(app.count("login_failure").await, 0, "the login never ran");
}

#[sqlx::test(migrations = "../../migrations")]
async fn cookie_get_requests_need_the_headers(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    let response = app.send(get(&[("query", ME_QUERY)], &[], &cookies)).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));

    let response = app
        .send(get(&[("query", ME_QUERY)], ME_HEADERS, &cookies))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["me"]["account"]["email"],
        accounts::TEAM
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn graphql_response_json_gets_the_specs_status_codes(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let accept: &[(&str, &str)] = &[(
        "accept",
        "application/graphql-response+json; charset=utf-8, application/json; charset=utf-8",
    )];

    let response = app
        .send(post(
            &json!({ "query": "{ __typename }" }),
            accept,
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(content_type(&response), GRAPHQL_RESPONSE);
    assert_eq!(response.headers["vary"], "Accept");

    // A document that does not parse or validate: 400 without a data entry.
    for (query, code) in [
        ("{", "GRAPHQL_PARSE_FAILED"),
        ("{ nothingHere }", "GRAPHQL_VALIDATION_FAILED"),
    ] {
        let response = app
            .send(post(&json!({ "query": query }), accept, &anonymous))
            .await;
        assert_eq!(response.status, StatusCode::BAD_REQUEST, "{query}");
        assert_eq!(content_type(&response), GRAPHQL_RESPONSE);
        assert_eq!(response.error_code().as_deref(), Some(code));
        assert!(response.json().get("data").is_none(), "{}", response.text());
    }
    // Variables that do not coerce: the same.
    let response = app
        .send(post(
            &json!({ "query": "query Q($id: ID!) { __typename }", "variables": { "id": null } }),
            accept,
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert!(response.json().get("data").is_none());
    // Malformed JSON.
    let request = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", "application/json")
        .header("accept", "application/graphql-response+json")
        .body(Body::from("{ \"not JSON"))
        .unwrap();
    let response = app.send(request).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(content_type(&response), GRAPHQL_RESPONSE);
    // Over the cost budget, or not allowed.
    let wide = format!(
        "{{ {} }}",
        (0..300)
            .map(|i| format!("a{i}: __typename"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let response = app
        .send(post(&json!({ "query": wide }), accept, &anonymous))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert!(response.json().get("data").is_none());
    let response = app
        .send(post(
            &json!({ "query": "{ __schema { types { name } } }" }),
            accept,
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::FORBIDDEN);
    assert_eq!(content_type(&response), GRAPHQL_RESPONSE);

    // Executed with a field error (members need a login): 200 with the error.
    let response = app
        .send(post(
            &json!({ "query": "query Members { members(input: {}) { totalCount } }" }),
            accept,
            &anonymous,
        ))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn application_json_keeps_the_legacy_answers(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    for accept in [None, Some("application/json"), Some("*/*")] {
        let headers: Vec<(&str, &str)> = accept.map(|a| ("accept", a)).into_iter().collect();
        let response = app
            .send(post(
                &json!({ "query": "{ __typename }" }),
                &headers,
                &anonymous,
            ))
            .await;
        assert_eq!(response.status, StatusCode::OK, "{accept:?}");
        assert_eq!(content_type(&response), "application/json", "{accept:?}");

        let response = app
            .send(post(&json!({ "query": "{" }), &headers, &anonymous))
            .await;
        assert_eq!(response.status, StatusCode::BAD_REQUEST, "{accept:?}");
        assert_eq!(content_type(&response), "application/json");
        assert_eq!(
            response.error_code().as_deref(),
            Some("GRAPHQL_PARSE_FAILED")
        );
        assert_eq!(response.json().get("data"), Some(&Value::Null));
    }
    // The web app's requests are unchanged.
    let cookies = app.login(accounts::TEAM).await;
    let response = app.graphql(&ME, &cookies).await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(content_type(&response), "application/json");
}

#[sqlx::test(migrations = "../../migrations")]
async fn other_content_types_get_415_and_other_accepts_406(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let body = json!({ "query": "{ __typename }" }).to_string();
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        None,
    ] {
        let mut builder = Request::builder().method(Method::POST).uri("/graphql");
        if let Some(content_type) = content_type {
            builder = builder.header("content-type", content_type);
        }
        let response = app
            .send(builder.body(Body::from(body.clone())).unwrap())
            .await;
        assert_eq!(
            response.status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{content_type:?}"
        );
    }
    // The JSON content type with a charset is fine.
    let request = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", "application/json; charset=utf-8")
        .body(Body::from(body.clone()))
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::OK);

    for accept in ["text/html", "application/xml", "application/json;q=0"] {
        let response = app
            .send(post(
                &json!({ "query": "{ __typename }" }),
                &[("accept", accept)],
                &Cookies::default(),
            ))
            .await;
        assert_eq!(response.status, StatusCode::NOT_ACCEPTABLE, "{accept}");
        let response = app
            .send(get(
                &[("query", "{ __typename }")],
                &[("accept", accept)],
                &Cookies::default(),
            ))
            .await;
        assert_eq!(response.status, StatusCode::NOT_ACCEPTABLE, "{accept}");
    }
}
