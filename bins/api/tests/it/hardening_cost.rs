//! Issue 11 item 1: a document's cost (expanded fields, depth, aliases) is measured on the
//! parsed document before the schema validates it, so an exponential fragment fan-out is
//! refused at once.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, ME, TestApp};

/// 29 fragments, each spreading the previous one twice: 2^29 fields once expanded, in 1.7 KB.
fn fan_out_query(levels: usize) -> String {
    let mut lines = vec!["fragment F1 on Me { permissions }".to_owned()];
    for level in 2..=levels {
        let previous = level - 1;
        lines.push(format!(
            "fragment F{level} on Me {{ ...F{previous} x: permissions ...F{previous} }}"
        ));
    }
    lines.push(format!("query Me {{ me {{ ...F{levels} }} }}"));
    lines.join("\n")
}

#[sqlx::test(migrations = "../../migrations")]
async fn exponential_fragment_fan_out_is_refused_at_once(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let query = fan_out_query(29);
    assert!(query.len() < 2500, "{} bytes", query.len());
    let started = Instant::now();
    let response = app
        .graphql(
            &Call {
                operation: "Me",
                operation_type: "query",
                query: &query,
                variables: Value::Null,
            },
            &Cookies::default(),
        )
        .await;
    let elapsed = started.elapsed();
    println!("29-level fan-out answered in {elapsed:?}");
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
    assert_eq!(response.error_code().as_deref(), Some("QUERY_TOO_COMPLEX"));
    assert!(
        response
            .error_message()
            .unwrap()
            .contains("příliš rozsáhlý"),
        "{}",
        response.text()
    );
    assert!(elapsed < Duration::from_millis(500), "took {elapsed:?}");
}

#[sqlx::test(migrations = "../../migrations")]
async fn many_aliases_are_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let aliases: String = (0..500)
        .map(|index| format!("a{index}: me {{ sessionExpiresAt }} "))
        .collect::<Vec<_>>()
        .concat();
    let query = format!("query Me {{ {aliases} }}");
    let response = app
        .graphql(
            &Call {
                operation: "Me",
                operation_type: "query",
                query: &query,
                variables: Value::Null,
            },
            &Cookies::default(),
        )
        .await;
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
    assert_eq!(response.error_code().as_deref(), Some("QUERY_TOO_COMPLEX"));
    assert!(response.error_message().unwrap().contains("aliasů"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn fragment_cycles_are_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let response = app
        .graphql(
            &Call {
                operation: "Me",
                operation_type: "query",
                query: "fragment A on Me { ...B } fragment B on Me { ...A } query Me { me { ...A } }",
                variables: Value::Null,
            },
            &Cookies::default(),
        )
        .await;
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
    assert_eq!(
        response.error_code().as_deref(),
        Some("GRAPHQL_VALIDATION_FAILED")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn batches_are_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let body = json!([{ "query": ME.query }, { "query": ME.query }]).to_string();
    let request = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", "application/json")
        .header("x-gql-operation", "Me")
        .header("x-gql-operation-type", "query")
        .body(Body::from(body))
        .unwrap();
    let response = app.send(request).await;
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
}

/// The largest document the budget allows (1000 fields in one selection set) is still
/// validated and run quickly; the figure is printed for the README.
#[sqlx::test(migrations = "../../migrations")]
async fn largest_allowed_document_stays_cheap(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    let fields = "__typename ".repeat(stopa_graphql::cost::BUDGET.max_fields - 2);
    let query = format!("query Me {{ me {{ {fields} }} }}");
    let started = Instant::now();
    let response = app
        .graphql(
            &Call {
                operation: "Me",
                operation_type: "query",
                query: &query,
                variables: Value::Null,
            },
            &cookies,
        )
        .await;
    let elapsed = started.elapsed();
    println!(
        "{} fields answered in {elapsed:?}",
        stopa_graphql::cost::BUDGET.max_fields - 1
    );
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(response.json()["data"]["me"]["__typename"], "Me");
    // The app's own query still passes.
    let me = app.me(&cookies).await;
    assert_eq!(me["account"]["email"], accounts::ADMIN);
}
