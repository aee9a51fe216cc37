//! Issue 11 item 6: a NUL character (which PostgreSQL cannot store) in any text that enters
//! the api is refused as VALIDATION with a Czech message, never INTERNAL.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_app::AppError;
use stopa_app::error::INVALID_TEXT_MESSAGE;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp, TestResponse, login_call};

fn assert_refused(response: &TestResponse, field: &str) {
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
    assert_eq!(response.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        response.error_message().as_deref(),
        Some(INVALID_TEXT_MESSAGE)
    );
    assert_eq!(
        response.json()["errors"][0]["extensions"]["fields"][0]["field"],
        field
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn nul_in_graphql_text_is_a_validation_error(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();

    // The login e-mail, as a variable and written in the document.
    let response = app
        .graphql(&login_call("admin\u{0}@test.cz", "heslo"), &anonymous)
        .await;
    assert_refused(&response, "email");
    let inline = Call {
        operation: "Login",
        operation_type: "mutation",
        query: r#"mutation Login { login(input: { email: "admin\u0000@test.cz", password: "x" }) { expiresAt } }"#,
        variables: Value::Null,
    };
    assert_refused(&app.graphql(&inline, &anonymous).await, "query");

    // The members grid's search.
    let admin = app.login(accounts::ADMIN).await;
    let grid = Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members($input: MembersInput!) { members(input: $input) { totalCount } }",
        variables: json!({ "input": { "filter": { "search": "nov\u{0}ak" } } }),
    };
    assert_refused(&app.graphql(&grid, &admin).await, "filter.search");

    // A name of a new club.
    let create = Call {
        operation: "CreateClub",
        operation_type: "mutation",
        query: "mutation CreateClub($input: ClubInput!) { createClub(input: $input) { id } }",
        variables: json!({ "input": {
            "code": "NUL", "name": "Klub\u{0}", "shortName": "K", "legalForm": "ASSOCIATION",
            "street": "Ulice 1", "municipality": "Praha", "postcode": "110 00",
            "regionId": app.fixture.region_a, "state": "ACTIVE", "departmentIds": []
        } }),
    };
    assert_refused(&app.graphql(&create, &admin).await, "name");
    assert_eq!(app.count("club where code = 'NUL'").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn nul_in_rest_paths_and_queries_is_a_validation_error(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    for path in [
        "/api/admin/export/members-all-csv?search=nov%00ak",
        "/api/admin/export/members-all-csv?search=nov%FFak",
        "/api/members/1%00/photo",
    ] {
        let response = app.get(path, &admin).await;
        assert_eq!(response.status, StatusCode::BAD_REQUEST, "{path}");
        assert_eq!(response.json()["error"]["code"], "VALIDATION", "{path}");
        assert_eq!(
            response.json()["error"]["message"],
            INVALID_TEXT_MESSAGE,
            "{path}"
        );
    }
    let fine = app
        .get(
            "/api/admin/export/members-all-csv?search=nov%C3%A1k",
            &admin,
        )
        .await;
    assert_eq!(fine.status, StatusCode::OK, "{}", fine.text());
}

/// The backstop: PostgreSQL's own refusal of such text maps to VALIDATION too.
#[sqlx::test(migrations = "../../migrations")]
async fn postgres_invalid_text_errors_map_to_validation(pool: PgPool) {
    let error = sqlx::query("select $1::text")
        .bind("a\u{0}b")
        .execute(&pool)
        .await
        .unwrap_err();
    let api_error = AppError::from(stopa_db::DbError::from(error));
    assert_eq!(api_error.code(), "VALIDATION");
    assert_eq!(api_error.message(), INVALID_TEXT_MESSAGE);
}
