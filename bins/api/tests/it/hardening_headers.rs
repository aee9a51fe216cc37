//! Issue 11 item 4: security headers on the app, `/graphql` and every download.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use sqlx::PgPool;
use stopa_api::{AppState, ServeOptions, router};
use stopa_app::App as Services;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, ME, TestApp, TestResponse};
use tower::ServiceExt as _;

fn header<'a>(response: &'a TestResponse, name: &str) -> Option<&'a str> {
    response
        .headers
        .get(name)
        .map(|value| value.to_str().expect("ASCII header"))
}

/// The headers every answer carries, with the app's strict policy.
fn assert_strict(response: &TestResponse, what: &str) {
    let csp = header(response, "content-security-policy")
        .unwrap_or_else(|| panic!("{what}: no Content-Security-Policy"));
    for directive in [
        "default-src 'self'",
        "script-src 'self';",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "connect-src 'self'",
    ] {
        assert!(csp.contains(directive), "{what}: {csp} lacks {directive}");
    }
    assert!(!csp.contains("unsafe-eval"), "{what}: {csp}");
    assert!(
        !csp.split(';')
            .any(|part| part.contains("script-src") && part.contains("unsafe-inline")),
        "{what}: {csp}"
    );
    assert_eq!(header(response, "x-frame-options"), Some("DENY"), "{what}");
    assert_eq!(
        header(response, "x-content-type-options"),
        Some("nosniff"),
        "{what}"
    );
    assert_eq!(
        header(response, "referrer-policy"),
        Some("strict-origin-when-cross-origin"),
        "{what}"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_answer_carries_the_security_headers(pool: PgPool) {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>Stopa</title><script type=\"module\" src=\"/assets/app.js\"></script>",
    )
    .unwrap();
    let app = TestApp::with_web_dir(pool, web.path().to_owned()).await;
    let admin = app.login(accounts::ADMIN).await;

    let home = app.get("/", &Cookies::default()).await;
    assert_eq!(home.status, StatusCode::OK);
    assert_strict(&home, "/");
    // A Czech route of the app answers with index.html and the same headers.
    assert_strict(&app.get("/evidence/clenove", &admin).await, "app route");
    assert!(
        header(&home, "strict-transport-security").is_none(),
        "no HSTS over http"
    );

    let graphql = app.graphql(&ME, &admin).await;
    assert_eq!(graphql.status, StatusCode::OK);
    assert_strict(&graphql, "/graphql");
    assert_strict(
        &app.get("/graphql", &Cookies::default()).await,
        "GET /graphql",
    );

    let export = app.get("/api/admin/export/members-all-csv", &admin).await;
    assert_eq!(export.status, StatusCode::OK, "{}", export.text());
    assert_strict(&export, "export");
    assert_strict(
        &app.get("/api/neexistuje", &Cookies::default()).await,
        "API 404",
    );

    // The print PDF is framed by the app's print page, and only by it.
    let jan = app.fixture.jan_novak.member_id;
    let pdf = app
        .get(&format!("/api/members/{jan}/tisk.pdf"), &admin)
        .await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert_eq!(
        header(&pdf, "content-security-policy"),
        Some("frame-ancestors 'self'")
    );
    assert_eq!(header(&pdf, "x-frame-options"), Some("SAMEORIGIN"));
    assert_eq!(header(&pdf, "x-content-type-options"), Some("nosniff"));
    // The app may frame its own documents.
    assert!(
        header(&home, "content-security-policy")
            .unwrap()
            .contains("frame-src 'self'")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn https_deployments_send_hsts(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let services = Services {
        public_url: "https://evidence.example.cz".to_owned(),
        ..app.services.clone()
    };
    let router = router(AppState::new(services, ServeOptions::default()));
    let response = router
        .oneshot(
            Request::builder()
                .method(Method::GET)
                .uri("/healthz")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(
        response
            .headers()
            .get("strict-transport-security")
            .and_then(|value| value.to_str().ok()),
        Some("max-age=31536000")
    );
}
