//! Issue 11 item 7: schema introspection only for the federation's staff or in development.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::Value;
use sqlx::PgPool;
use stopa_api::ServeOptions;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp};

const SCHEMA: Call<'static> = Call {
    operation: "Schema",
    operation_type: "query",
    query: "query Schema { __schema { queryType { name } types { name } } }",
    variables: Value::Null,
};

/// `__type` hidden in a fragment is found as well.
const TYPE: Call<'static> = Call {
    operation: "Type",
    operation_type: "query",
    query: "fragment T on Query { __type(name: \"Me\") { fields { name } } } query Type { ...T }",
    variables: Value::Null,
};

#[sqlx::test(migrations = "../../migrations")]
async fn only_staff_introspect(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let team = app.login(accounts::TEAM).await;
    let admin = app.login(accounts::ADMIN).await;
    let area = app.login(accounts::AREA).await;

    for (who, cookies) in [("anonymous", &anonymous), ("Team", &team)] {
        for call in [&SCHEMA, &TYPE] {
            let response = app.graphql(call, cookies).await;
            assert_eq!(
                response.status,
                StatusCode::FORBIDDEN,
                "{who}: {}",
                response.text()
            );
            assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"), "{who}");
            assert!(response.error_message().unwrap().contains("introspekce"));
            assert!(response.json()["data"].is_null());
        }
        // __typename is no introspection.
        let typename = Call {
            operation: "Typename",
            operation_type: "query",
            query: "query Typename { __typename }",
            variables: Value::Null,
        };
        let response = app.graphql(&typename, cookies).await;
        assert_eq!(response.json()["data"]["__typename"], "Query", "{who}");
    }

    for (who, cookies) in [("Admin", &admin), ("Area", &area)] {
        let response = app.graphql(&SCHEMA, cookies).await;
        assert_eq!(
            response.status,
            StatusCode::OK,
            "{who}: {}",
            response.text()
        );
        assert_eq!(
            response.json()["data"]["__schema"]["queryType"]["name"],
            "Query"
        );
        let response = app.graphql(&TYPE, cookies).await;
        assert!(
            response.json()["data"]["__type"]["fields"]
                .as_array()
                .is_some_and(|fields| !fields.is_empty()),
            "{who}: {}",
            response.text()
        );
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn development_mode_lets_anybody_introspect(pool: PgPool) {
    let app = TestApp::new(pool).await.reconfigured(ServeOptions {
        dev: true,
        ..ServeOptions::default()
    });
    let response = app.graphql(&SCHEMA, &Cookies::default()).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["__schema"]["queryType"]["name"],
        "Query"
    );
}

/// A misspelt field: the schema's answer may suggest the right one ("Did you mean").
const MISSPELT: Call<'static> = Call {
    operation: "Misspelt",
    operation_type: "query",
    query: "query Misspelt { membrs { totalCount } }",
    variables: Value::Null,
};

#[sqlx::test(migrations = "../../migrations")]
async fn field_suggestions_describe_the_schema_only_to_staff(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM).await;
    let admin = app.login(accounts::ADMIN).await;
    for (who, cookies) in [("anonymous", &Cookies::default()), ("Team", &team)] {
        let message = app
            .graphql(&MISSPELT, cookies)
            .await
            .error_message()
            .unwrap();
        assert!(!message.contains("Did you mean"), "{who}: {message}");
        assert!(!message.contains("\"members\""), "{who}: {message}");
    }
    let message = app
        .graphql(&MISSPELT, &admin)
        .await
        .error_message()
        .unwrap();
    assert!(message.contains("Did you mean"), "Admin: {message}");
    let dev = app.reconfigured(ServeOptions {
        dev: true,
        ..ServeOptions::default()
    });
    let message = dev
        .graphql(&MISSPELT, &Cookies::default())
        .await
        .error_message()
        .unwrap();
    assert!(message.contains("Did you mean"), "STOPA_DEV: {message}");
}
