//! The GraphQL endpoint's guards: CSRF, operation headers, malformed input, size limit.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp, login_call};

fn raw_post(
    body: impl Into<Body>,
    content_type: &str,
    headers: &[(&str, &str)],
    cookies: &Cookies,
) -> Request<Body> {
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", content_type);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    builder.body(body.into()).unwrap()
}

const LOGIN_HEADERS: &[(&str, &str)] = &[
    ("x-gql-operation", "Login"),
    ("x-gql-operation-type", "mutation"),
];

fn wrong_login_body() -> String {
    let call = login_call(accounts::ADMIN, "spatne-heslo");
    json!({ "query": call.query, "variables": call.variables }).to_string()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_request_without_operation_headers_is_refused_and_writes_nothing(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    let response = app
        .send(raw_post(
            wrong_login_body(),
            "application/json",
            &[],
            &cookies,
        ))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));
    assert_eq!(
        app.count("login_failure").await,
        0,
        "the refused login was not even tried"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_cross_site_form_post_is_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    for content_type in ["application/x-www-form-urlencoded", "text/plain"] {
        let response = app
            .send(raw_post(
                wrong_login_body(),
                content_type,
                LOGIN_HEADERS,
                &cookies,
            ))
            .await;
        assert_eq!(
            response.status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{content_type}"
        );
        assert_eq!(response.error_code().as_deref(), Some("CSRF_CHECK_FAILED"));
    }
    assert_eq!(app.count("login_failure").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn operation_headers_must_match_the_document(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cases: [&[(&str, &str)]; 3] = [
        &[
            ("x-gql-operation", "Other"),
            ("x-gql-operation-type", "mutation"),
        ],
        &[
            ("x-gql-operation", "Login"),
            ("x-gql-operation-type", "query"),
        ],
        &[
            ("x-gql-operation", "Login"),
            ("x-gql-operation-type", "subscription"),
        ],
    ];
    for headers in cases {
        let response = app
            .send(raw_post(
                wrong_login_body(),
                "application/json",
                headers,
                &Cookies::default(),
            ))
            .await;
        assert_eq!(response.status, StatusCode::BAD_REQUEST, "{headers:?}");
        assert_eq!(response.error_code().as_deref(), Some("OPERATION_MISMATCH"));
    }
    let anonymous = json!({ "query": "{ me { account { email } } }" }).to_string();
    let headers = &[("x-gql-operation", ""), ("x-gql-operation-type", "query")];
    let response = app
        .send(raw_post(
            anonymous,
            "application/json",
            headers,
            &Cookies::default(),
        ))
        .await;
    assert_eq!(response.error_code().as_deref(), Some("OPERATION_MISMATCH"));
    assert_eq!(app.count("login_failure").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn malformed_json_and_graphql_get_400_with_a_graphql_error_body(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let json_error = app
        .send(raw_post(
            "{\"query\": ",
            "application/json",
            LOGIN_HEADERS,
            &Cookies::default(),
        ))
        .await;
    assert_eq!(json_error.status, StatusCode::BAD_REQUEST);
    assert_eq!(json_error.error_code().as_deref(), Some("BAD_REQUEST"));
    assert!(json_error.json()["data"].is_null());

    let graphql_error = json!({ "query": "mutation Login { login(input: {" }).to_string();
    let response = app
        .send(raw_post(
            graphql_error,
            "application/json",
            LOGIN_HEADERS,
            &Cookies::default(),
        ))
        .await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        response.error_code().as_deref(),
        Some("GRAPHQL_PARSE_FAILED")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_over_large_body_gets_413(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let padding = "x".repeat(stopa_api::graphql::MAX_JSON_BODY + 1);
    let body = json!({ "query": "mutation Login { logout }", "variables": { "padding": padding } })
        .to_string();
    let response = app
        .send(raw_post(
            body.clone(),
            "application/json",
            LOGIN_HEADERS,
            &Cookies::default(),
        ))
        .await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(response.error_code().as_deref(), Some("PAYLOAD_TOO_LARGE"));

    // Without a Content-Length (streamed), the limit holds too.
    let stream = futures::stream::iter(vec![Ok::<_, std::io::Error>(bytes::Bytes::from(body))]);
    let response = app
        .send(raw_post(
            Body::from_stream(stream),
            "application/json",
            LOGIN_HEADERS,
            &Cookies::default(),
        ))
        .await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
}

#[sqlx::test(migrations = "../../migrations")]
async fn errors_carry_stable_codes_and_czech_messages(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let members = Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members { members(input: {}) { totalCount } }",
        variables: json!(null),
    };
    let public = app.graphql(&members, &Cookies::default()).await;
    assert_eq!(public.status, StatusCode::OK);
    assert_eq!(public.error_code().as_deref(), Some("UNAUTHENTICATED"));
    assert_eq!(
        public.error_message().as_deref(),
        Some("Musíte se přihlásit")
    );
    let person = app.login(accounts::PERSON).await;
    let forbidden = app.graphql(&members, &person).await;
    assert_eq!(forbidden.error_code().as_deref(), Some("FORBIDDEN"));
    assert_eq!(
        forbidden.error_message().as_deref(),
        Some("Pro tuto stránku nemáte oprávnění.")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn graphiql_is_off_outside_development_and_unknown_api_paths_are_json_404(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let response = app.get("/graphql", &Cookies::default()).await;
    assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED);
    let response = app
        .get("/api/admin/export/neexistuje", &Cookies::default())
        .await;
    assert_eq!(response.status, StatusCode::NOT_FOUND);
    assert_eq!(response.json()["error"]["code"], "NOT_FOUND");
    assert_eq!(
        app.get("/healthz", &Cookies::default()).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/readyz", &Cookies::default()).await.status,
        StatusCode::OK
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn over_deep_and_over_complex_queries_are_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    // Introspection nests deep enough to cross the depth limit.
    let mut deep = String::from("__typename");
    for _ in 0..stopa_graphql::MAX_DEPTH {
        deep = format!("ofType {{ {deep} }}");
    }
    let query = format!("query Deep {{ __schema {{ types {{ {deep} }} }} }}");
    let call = Call {
        operation: "Deep",
        operation_type: "query",
        query: &query,
        variables: json!(null),
    };
    let response = app.graphql(&call, &cookies).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    // Refused by the cost check before validation (see hardening_cost.rs).
    assert_eq!(response.error_code().as_deref(), Some("QUERY_TOO_COMPLEX"));
    assert!(
        response
            .error_message()
            .unwrap_or_default()
            .contains("příliš hluboký"),
        "{}",
        response.text()
    );

    let fields = "me { account { email firstName lastName id } }";
    let wide = format!(
        "query Wide {{ {} }}",
        (0..300)
            .map(|i| format!("a{i}: {fields}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let call = Call {
        operation: "Wide",
        operation_type: "query",
        query: &wide,
        variables: json!(null),
    };
    let response = app.graphql(&call, &cookies).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert!(
        response
            .error_message()
            .unwrap_or_default()
            .contains("aliasů"),
        "{}",
        response.text()
    );

    let unknown_field = Call {
        operation: "Me",
        operation_type: "query",
        query: "query Me { me { nothing } }",
        variables: json!(null),
    };
    let response = app.graphql(&unknown_field, &cookies).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        response.error_code().as_deref(),
        Some("GRAPHQL_VALIDATION_FAILED")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn app_routes_get_the_web_app_unknown_paths_a_404_and_files_go_compressed(pool: PgPool) {
    let web = tempfile::Builder::new()
        .prefix("stopa-web-")
        .tempdir()
        .unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>SLČR</title>",
    )
    .unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(
        web.path().join("assets/app.js"),
        "console.log('stopa');".repeat(200),
    )
    .unwrap();
    // The web build's own list, so the test follows the router.
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/public/routes.json"),
        web.path().join("routes.json"),
    )
    .unwrap();
    let app = TestApp::with_web_dir(pool, web.path().to_owned()).await;

    for path in [
        "/",
        "/prihlaseni",
        "/evidence/clenove",
        "/evidence/kluby/12/informace-o-klubu",
    ] {
        let response = app.get(path, &Cookies::default()).await;
        assert_eq!(
            response.status,
            StatusCode::OK,
            "{path}: {:?}",
            response.body
        );
        // The home page is a public page with its own title (first_paint.rs).
        let title = if path == "/" {
            "<title>Svaz lyžařů České republiky – SLČR</title>"
        } else {
            "<title>SLČR</title>"
        };
        assert!(response.text().contains(title), "{path}");
        assert_eq!(response.headers["cache-control"], "no-cache", "{path}");
    }
    // Paths the app does not serve get the app (its Czech 404 page) with status 404.
    for path in [
        "/neexistujici-stranka",
        "/evidence/neexistujici-stranka",
        "/evidence/kluby/abc/informace-o-klubu",
        "/evidence/kluby/12/neznama-zalozka",
        "/evidence/ciselniky/neznamy-ciselnik",
        "/assets/chybi.js",
    ] {
        let response = app.get(path, &Cookies::default()).await;
        assert_eq!(response.status, StatusCode::NOT_FOUND, "{path}");
        assert!(response.text().contains("<title>SLČR</title>"), "{path}");
    }
    let request = Request::builder()
        .uri("/assets/app.js")
        .header("accept-encoding", "gzip")
        .body(Body::empty())
        .unwrap();
    let response = app.send(request).await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.headers["content-encoding"], "gzip");
    assert!(
        response.body.len() < 1000,
        "compressed: {} bytes",
        response.body.len()
    );
    let api = app.get("/api/neexistuje", &Cookies::default()).await;
    assert_eq!(api.status, StatusCode::NOT_FOUND);
    assert_eq!(api.json()["error"]["code"], "NOT_FOUND");
}
