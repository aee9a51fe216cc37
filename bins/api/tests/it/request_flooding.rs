//! What anybody may ask for cannot flood the job queue (issue 24): a mutation repeated under
//! aliases is refused before it runs, and password renewals are counted per client address
//! and per e-mail across requests, whether the account exists or not.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::fmt::Write as _;

use serde_json::Value;
use sqlx::PgPool;
use stopa_testkit::app::{Call, Cookies, TestApp};

/// `requestPasswordReset` for each e-mail, under aliases, in one request from `client`.
async fn resets(app: &TestApp, client: [u8; 4], emails: &[&str]) -> Value {
    let mut fields = String::new();
    for (index, email) in emails.iter().enumerate() {
        write!(
            fields,
            "r{index}: requestPasswordReset(input: {{ email: \"{email}\" }}) "
        )
        .unwrap();
    }
    let query = format!("mutation Resets {{ {fields}}}");
    let call = Call {
        operation: "Resets",
        operation_type: "mutation",
        query: &query,
        variables: Value::Null,
    };
    app.send_from(TestApp::graphql_request(&call, &Cookies::default()), client)
        .await
        .json()
}

fn codes(answer: &Value) -> Vec<String> {
    answer["errors"]
        .as_array()
        .map(|errors| {
            errors
                .iter()
                .map(|error| error["extensions"]["code"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

async fn reset_jobs(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from job where kind = 'password_reset'")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn fifty_aliased_renewals_are_refused_before_they_run(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let emails: Vec<String> = (0..50)
        .map(|index| format!("nikdo{index}@test.cz"))
        .collect();
    let emails: Vec<&str> = emails.iter().map(String::as_str).collect();
    let answer = resets(&app, [10, 1, 1, 1], &emails).await;
    assert_eq!(codes(&answer), ["QUERY_TOO_COMPLEX"], "{answer}");
    assert_eq!(reset_jobs(&app).await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn renewals_are_counted_per_address_and_per_email(pool: PgPool) {
    let app = TestApp::new(pool).await;
    // One address: ten an hour, aliases counted one by one.
    let client = [10, 2, 2, 2];
    let mut answered = 0;
    let mut refused = 0;
    for round in 0..3 {
        let emails: Vec<String> = (0..5)
            .map(|index| format!("a{round}-{index}@test.cz"))
            .collect();
        let emails: Vec<&str> = emails.iter().map(String::as_str).collect();
        let answer = resets(&app, client, &emails).await;
        let refusals = codes(&answer);
        assert!(
            refusals.iter().all(|code| code == "TOO_MANY_ATTEMPTS"),
            "{answer}"
        );
        refused += refusals.len();
        answered += 5 - refusals.len();
    }
    assert_eq!((answered, refused), (10, 5));
    assert_eq!(reset_jobs(&app).await, 10);

    // One e-mail: three an hour, from wherever they come; the account need not exist.
    for (index, expected) in [(1, true), (2, true), (3, true), (4, false)] {
        let answer = resets(&app, [10, 3, 3, index], &["nekdo@test.cz"]).await;
        assert_eq!(codes(&answer).is_empty(), expected, "{answer}");
    }
    assert_eq!(reset_jobs(&app).await, 13);
}
