//! Issue 11 items 2 and 9: login limits that concurrent guesses cannot race past, the same
//! limit on the password-change form, and invitations that never overwrite an existing
//! account's password.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::app::{Call, Cookies, TestApp, start_worker, wait_for_mails};
use stopa_testkit::{PASSWORD, accounts};

fn change_password(original: &str) -> Call<'static> {
    Call {
        operation: "ChangePassword",
        operation_type: "mutation",
        query: "mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }",
        variables: json!({ "input": { "original": original, "password": "nove-heslo-1", "again": "nove-heslo-1" } }),
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn concurrent_wrong_logins_cannot_race_past_the_limit(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let attempts = (0..20).map(|_| app.login_with(accounts::ADMIN, "spatne-heslo"));
    let answers = futures::future::join_all(attempts).await;
    let codes: Vec<String> = answers
        .iter()
        .map(|(response, _)| response.error_code().unwrap_or_default())
        .collect();
    let checked = codes
        .iter()
        .filter(|code| *code == "INVALID_CREDENTIALS")
        .count();
    let refused = codes
        .iter()
        .filter(|code| *code == "TOO_MANY_ATTEMPTS")
        .count();
    assert_eq!(
        (checked, refused),
        (5, 15),
        "exactly five passwords checked: {codes:?}"
    );
    assert_eq!(
        app.count("login_failure").await,
        5,
        "refused attempts leave no rows behind"
    );
    let (right, _) = app.login_with(accounts::ADMIN, PASSWORD).await;
    assert_eq!(right.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn concurrent_right_logins_of_one_account_all_succeed(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let attempts = (0..12).map(|_| app.login_with(accounts::ADMIN, PASSWORD));
    let answers = futures::future::join_all(attempts).await;
    for (response, cookies) in &answers {
        assert_eq!(response.error_code(), None, "{}", response.text());
        assert!(!cookies.0.is_empty());
    }
    assert_eq!(app.count("login_failure").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn wrong_original_passwords_count_as_failed_logins(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::PERSON).await;
    for _ in 0..5 {
        let wrong = app.graphql(&change_password("spatne"), &cookies).await;
        assert_eq!(wrong.error_code().as_deref(), Some("VALIDATION"));
    }
    let limited = app.graphql(&change_password(PASSWORD), &cookies).await;
    assert_eq!(
        limited.error_code().as_deref(),
        Some("TOO_MANY_ATTEMPTS"),
        "the form is no way around the login limit"
    );
    let (login, _) = app.login_with(accounts::PERSON, PASSWORD).await;
    assert_eq!(login.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_right_original_password_clears_the_failures(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::PERSON).await;
    for _ in 0..3 {
        app.graphql(&change_password("spatne"), &cookies).await;
    }
    let done = app.graphql(&change_password(PASSWORD), &cookies).await;
    assert_eq!(
        done.json()["data"]["changePassword"],
        true,
        "{}",
        done.text()
    );
    assert_eq!(app.count("login_failure").await, 0);
}

const INVITE: &str = "mutation InviteUser($input: InviteUserInput!) { inviteUser(input: $input) }";
const INVITATION: &str =
    "query Invitation($token: String!) { invitation(token: $token) { email existingAccount } }";
const ACCEPT: &str =
    "mutation AcceptInvitation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) }";

fn call<'a>(
    operation: &'a str,
    operation_type: &'a str,
    query: &'a str,
    variables: serde_json::Value,
) -> Call<'a> {
    Call {
        operation,
        operation_type,
        query,
        variables,
    }
}

/// Invites `email` as a manager of the fixture's first club; returns the token of the link.
async fn invite(app: &TestApp, email: &str) -> String {
    let admin = app.login(accounts::ADMIN).await;
    let invited = app
        .graphql(
            &call(
                "InviteUser",
                "mutation",
                INVITE,
                json!({ "input": {
                    "email": email, "firstName": "Test", "lastName": "Člen", "role": "TEAM",
                    "clubId": app.fixture.club_a, "clubPermissions": ["RACE_REGISTRATION"],
                }}),
            ),
            &admin,
        )
        .await;
    assert_eq!(
        invited.json()["data"]["inviteUser"],
        email,
        "{}",
        invited.text()
    );
    let mails = wait_for_mails(app, 1).await;
    let link = mails[0]
        .text
        .lines()
        .find(|line| line.contains("/obnova-hesla/"))
        .unwrap();
    link.rsplit('/').next().unwrap().trim().to_owned()
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_invitation_into_an_existing_account_asks_for_its_password_and_keeps_it(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let token = invite(&app, accounts::PERSON).await;
    let public = Cookies::default();

    let info = app
        .graphql(
            &call("Invitation", "query", INVITATION, json!({ "token": token })),
            &public,
        )
        .await
        .json();
    assert_eq!(info["data"]["invitation"]["existingAccount"], true);

    let overwrite = app
        .graphql(
            &call(
                "AcceptInvitation",
                "mutation",
                ACCEPT,
                json!({ "input": {
                    "token": token, "password": "prevzate-heslo", "again": "prevzate-heslo",
                }}),
            ),
            &public,
        )
        .await;
    assert_eq!(overwrite.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        overwrite.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "currentPassword"
    );
    let wrong = app
        .graphql(
            &call(
                "AcceptInvitation",
                "mutation",
                ACCEPT,
                json!({ "input": {
                    "token": token, "currentPassword": "spatne-heslo",
                }}),
            ),
            &public,
        )
        .await;
    assert_eq!(
        wrong.error_message().as_deref(),
        Some("Heslo není správné.")
    );
    let accepted = app
        .graphql(
            &call(
                "AcceptInvitation",
                "mutation",
                ACCEPT,
                json!({ "input": {
                    "token": token, "currentPassword": PASSWORD,
                    "password": "prevzate-heslo", "again": "prevzate-heslo",
                }}),
            ),
            &public,
        )
        .await;
    assert_eq!(
        accepted.json()["data"]["acceptInvitation"],
        true,
        "{}",
        accepted.text()
    );

    let (stolen, _) = app.login_with(accounts::PERSON, "prevzate-heslo").await;
    assert_eq!(stolen.error_code().as_deref(), Some("INVALID_CREDENTIALS"));
    let cookies = app.login(accounts::PERSON).await;
    let me = app.me(&cookies).await;
    let types: Vec<&str> = me["identities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|identity| identity["identityType"].as_str().unwrap())
        .collect();
    assert!(
        types.contains(&"PERSON") && types.contains(&"TEAM"),
        "{types:?}"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_invitation_to_a_new_address_sets_the_password(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let token = invite(&app, "novy.spravce@test.cz").await;
    let public = Cookies::default();
    let info = app
        .graphql(
            &call("Invitation", "query", INVITATION, json!({ "token": token })),
            &public,
        )
        .await
        .json();
    assert_eq!(info["data"]["invitation"]["existingAccount"], false);
    let accepted = app
        .graphql(
            &call(
                "AcceptInvitation",
                "mutation",
                ACCEPT,
                json!({ "input": {
                    "token": token, "password": "nove-heslo-klubu", "again": "nove-heslo-klubu",
                }}),
            ),
            &public,
        )
        .await;
    assert_eq!(
        accepted.json()["data"]["acceptInvitation"],
        true,
        "{}",
        accepted.text()
    );
    app.login_with("novy.spravce@test.cz", "nove-heslo-klubu")
        .await;
}
