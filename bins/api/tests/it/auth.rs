//! Accounts and sessions through the GraphQL endpoint.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::time::Duration;

use axum::http::StatusCode;
use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::app::{Call, Cookies, TestApp, login_call};
use stopa_testkit::{PASSWORD, accounts};

fn members_call() -> Call<'static> {
    Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members { members(input: {}) { totalCount } }",
        variables: json!(null),
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn login_sets_an_http_only_session_cookie_and_me_shows_the_account(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let (response, cookies) = app.login_with(accounts::TEAM, PASSWORD).await;
    let set_cookies: Vec<_> = response
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|value| value.to_str().unwrap().to_owned())
        .collect();
    let session = set_cookies
        .iter()
        .find(|cookie| cookie.starts_with("stopa_session="))
        .expect("session cookie");
    assert!(
        session.contains("HttpOnly") && session.contains("SameSite=Lax"),
        "{session}"
    );
    assert!(
        set_cookies
            .iter()
            .any(|cookie| cookie.starts_with("identity=") && cookie.contains("Max-Age=3600"))
    );
    assert!(response.headers.contains_key("x-authorization-expire"));
    assert!(
        response.json()["data"]["login"]["token"].is_null(),
        "browsers never see the token"
    );

    let me = app.me(&cookies).await;
    assert_eq!(me["account"]["email"], accounts::TEAM);
    assert_eq!(me["activeIdentity"]["identityType"], "TEAM");
    assert_eq!(
        me["activeIdentity"]["landingPage"],
        format!("/evidence/kluby/{}/informace-o-klubu", app.fixture.club_a)
    );
    assert_eq!(
        me["activeIdentity"]["permissions"],
        json!(["MEMBER_PERSONAL_INFO_VIEW", "MEMBER_CREATE_EDIT"])
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn wrong_password_and_unknown_account_get_the_same_answer(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let (wrong, cookies) = app.login_with(accounts::ADMIN, "spatne-heslo").await;
    let (unknown, _) = app.login_with("nikdo@test.cz", "spatne-heslo").await;
    assert_eq!(wrong.error_code().as_deref(), Some("INVALID_CREDENTIALS"));
    assert_eq!(wrong.json()["errors"], unknown.json()["errors"]);
    assert_eq!(
        wrong.error_message().as_deref(),
        Some("Nesprávný e-mail nebo heslo.")
    );
    assert!(cookies.0.is_empty());
    assert_eq!(app.count("session").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn logout_ends_the_session_and_clears_the_cookies(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let mut cookies = app.login(accounts::ADMIN).await;
    let stolen = cookies.clone();
    let logout = Call {
        operation: "Logout",
        operation_type: "mutation",
        query: "mutation Logout { logout }",
        variables: json!(null),
    };
    let response = app.graphql(&logout, &cookies).await;
    assert_eq!(response.json()["data"]["logout"], true);
    cookies.update(&response.headers);
    assert!(cookies.0.is_empty(), "cookies cleared: {cookies:?}");
    assert_eq!(app.count("session").await, 0);
    // The old cookie does not work any more.
    let me = app.me(&stolen).await;
    assert!(me["account"].is_null());
    assert_eq!(me["activeIdentity"]["identityType"], "PUBLIC");
    assert_eq!(me["activeIdentity"]["identityId"], 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_expired_session_is_public_and_an_active_one_slides(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    // Make the session old enough to be slid on the next request.
    sqlx::query("update session set expires_at = now() + interval '10 minutes'")
        .execute(&app.pool)
        .await
        .unwrap();
    let response = app.graphql(&stopa_testkit::app::ME, &cookies).await;
    let expire = response.headers["x-authorization-expire"].to_str().unwrap();
    let expire = chrono::DateTime::parse_from_rfc3339(expire).unwrap();
    assert!(
        expire > chrono::Utc::now() + chrono::Duration::minutes(55),
        "slid to an hour: {expire}"
    );

    let token = cookies.0["stopa_session"].clone();
    stopa_db::session::expire_session(&app.pool, &stopa_domain::auth::hash_token(&token))
        .await
        .unwrap();
    let response = app.graphql(&members_call(), &cookies).await;
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));
    assert_eq!(
        response.error_message().as_deref(),
        Some("Musíte se přihlásit")
    );
    assert!(!response.headers.contains_key("x-authorization-expire"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn api_clients_get_a_bearer_token_for_x_authorization(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let mut call = login_call(accounts::TIMEKEEPER, PASSWORD);
    call.variables["input"]["client"] = json!("API");
    let response = app.graphql(&call, &Cookies::default()).await;
    assert!(
        response.headers.get("set-cookie").is_none(),
        "API clients get no cookie"
    );
    let token = response.json()["data"]["login"]["token"]
        .as_str()
        .expect("token")
        .to_owned();

    let mut request = TestApp::graphql_request(&members_call(), &Cookies::default());
    request.headers_mut().insert(
        "x-authorization",
        format!("Bearer {token}").parse().unwrap(),
    );
    let response = app.send(request).await;
    assert!(response.json()["errors"].is_null(), "{}", response.text());
    assert!(response.headers.contains_key("x-authorization-expire"));

    // The header name comes from the settings (STOPA_AUTHORIZATION_HEADER).
    let renamed = app.reconfigured(stopa_api::ServeOptions {
        authorization_header: "X-Stopa-Token".to_owned(),
        ..stopa_api::ServeOptions::default()
    });
    let mut request = TestApp::graphql_request(&members_call(), &Cookies::default());
    request
        .headers_mut()
        .insert("x-stopa-token", format!("Bearer {token}").parse().unwrap());
    assert!(renamed.send(request).await.json()["errors"].is_null());
    let mut request = TestApp::graphql_request(&members_call(), &Cookies::default());
    request.headers_mut().insert(
        "x-authorization",
        format!("Bearer {token}").parse().unwrap(),
    );
    assert_eq!(
        renamed.send(request).await.error_code().as_deref(),
        Some("UNAUTHENTICATED")
    );

    let mut request = TestApp::graphql_request(&members_call(), &Cookies::default());
    request
        .headers_mut()
        .insert("x-authorization", "Bearer forged".parse().unwrap());
    assert_eq!(
        app.send(request).await.error_code().as_deref(),
        Some("UNAUTHENTICATED")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn failed_logins_are_limited_per_account(pool: PgPool) {
    let app = TestApp::new(pool).await;
    for _ in 0..5 {
        let (response, _) = app.login_with(accounts::ADMIN, "spatne-heslo").await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("INVALID_CREDENTIALS")
        );
    }
    let (response, cookies) = app.login_with(accounts::ADMIN, PASSWORD).await;
    assert_eq!(response.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
    assert!(
        response
            .error_message()
            .unwrap()
            .contains("Příliš mnoho neúspěšných pokusů")
    );
    assert!(cookies.0.is_empty());
    // Another account from the same address is not affected.
    app.login(accounts::TEAM).await;
}

#[sqlx::test(migrations = "../../migrations")]
async fn failed_logins_are_limited_per_client_address(pool: PgPool) {
    let app = TestApp::new(pool).await;
    for attempt in 0..20 {
        let call = login_call(&format!("nikdo{attempt}@test.cz"), "heslo");
        app.send_from(
            TestApp::graphql_request(&call, &Cookies::default()),
            [10, 9, 9, 9],
        )
        .await;
    }
    let call = login_call(accounts::ADMIN, PASSWORD);
    let refused = app
        .send_from(
            TestApp::graphql_request(&call, &Cookies::default()),
            [10, 9, 9, 9],
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
    let other_address = app
        .send_from(
            TestApp::graphql_request(&call, &Cookies::default()),
            [10, 1, 1, 1],
        )
        .await;
    assert!(other_address.json()["errors"].is_null());
}

#[sqlx::test(migrations = "../../migrations")]
async fn switching_identity_changes_what_the_account_may_do(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let mut cookies = app.login(accounts::MULTI).await;
    let me = app.me(&cookies).await;
    assert_eq!(
        me["activeIdentity"]["identityType"], "TEAM",
        "no identity cookie yet: the first one"
    );
    let admin = me["identities"]
        .as_array()
        .unwrap()
        .iter()
        .find(|identity| identity["identityType"] == "ADMIN")
        .unwrap()
        .clone();

    let switch = Call {
        operation: "Switch",
        operation_type: "mutation",
        query: "mutation Switch($input: SwitchIdentityInput!) { switchIdentity(input: $input) { activeIdentity { identityType } } }",
        variables: json!({ "input": { "identityType": "ADMIN", "identityId": admin["identityId"] } }),
    };
    let response = app.graphql(&switch, &cookies).await;
    assert_eq!(
        response.json()["data"]["switchIdentity"]["activeIdentity"]["identityType"],
        "ADMIN"
    );
    cookies.update(&response.headers);
    let members = app.graphql(&members_call(), &cookies).await;
    assert_eq!(
        members.json()["data"]["members"]["totalCount"],
        5,
        "admin sees every member"
    );

    // An identity of another account is refused.
    let foreign = Call {
        variables: json!({ "input": { "identityType": "ADMIN", "identityId": 1 } }),
        ..switch
    };
    assert_eq!(
        app.graphql(&foreign, &cookies)
            .await
            .error_code()
            .as_deref(),
        Some("FORBIDDEN")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_forged_or_unreadable_identity_cookie_falls_back_to_public(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    let forged = stopa_app::auth::IdentityCookie {
        identity_type: "ADMIN".into(),
        identity_id: 1,
    }
    .encode();
    for value in [forged.as_str(), "garbage%7B"] {
        let cookies = cookies.clone().with("identity", value);
        let me = app.me(&cookies).await;
        assert_eq!(me["activeIdentity"]["identityType"], "PUBLIC", "{value}");
        assert_eq!(me["activeIdentity"]["identityId"], 0);
        let members = app.graphql(&members_call(), &cookies).await;
        assert_eq!(members.error_code().as_deref(), Some("UNAUTHENTICATED"));
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn change_password_checks_the_original_and_the_repetition(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::PERSON).await;
    let change = |original: &str, password: &str, again: &str| Call {
        operation: "ChangePassword",
        operation_type: "mutation",
        query: "mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }",
        variables: json!({ "input": { "original": original, "password": password, "again": again } }),
    };
    let wrong = app
        .graphql(&change("spatne", "nove-heslo-1", "nove-heslo-1"), &cookies)
        .await;
    assert_eq!(wrong.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        wrong.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "original"
    );
    let mismatch = app
        .graphql(&change(PASSWORD, "nove-heslo-1", "nove-heslo-2"), &cookies)
        .await;
    assert_eq!(
        mismatch.error_message().as_deref(),
        Some("Hesla musí být stejná")
    );
    let short = app
        .graphql(&change(PASSWORD, "kratke", "kratke"), &cookies)
        .await;
    assert_eq!(
        short.error_message().as_deref(),
        Some("Heslo musí mít alespoň 8 znaků")
    );
    let anonymous = app
        .graphql(
            &change(PASSWORD, "nove-heslo-1", "nove-heslo-1"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(anonymous.error_code().as_deref(), Some("UNAUTHENTICATED"));

    let done = app
        .graphql(&change(PASSWORD, "nove-heslo-1", "nove-heslo-1"), &cookies)
        .await;
    assert_eq!(done.json()["data"]["changePassword"], true);
    assert_eq!(
        app.me(&cookies).await["account"]["email"],
        accounts::PERSON,
        "this session stays"
    );
    let (old, _) = app.login_with(accounts::PERSON, PASSWORD).await;
    assert_eq!(old.error_code().as_deref(), Some("INVALID_CREDENTIALS"));
    app.login_with(accounts::PERSON, "nove-heslo-1").await;
    let audited: Vec<String> =
        sqlx::query_scalar("select action from audit_log where entity = 'account'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        audited,
        vec!["password_changed".to_owned()],
        "only the change that succeeded"
    );
}

fn reset_call(token: &str, password: &str) -> Call<'static> {
    Call {
        operation: "ResetPassword",
        operation_type: "mutation",
        query: "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }",
        variables: json!({ "input": { "token": token, "password": password, "again": password } }),
    }
}

fn request_reset_call(email: &str) -> Call<'static> {
    Call {
        operation: "RequestPasswordReset",
        operation_type: "mutation",
        query: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }",
        variables: json!({ "input": { "email": email } }),
    }
}

async fn wait_for_job(app: &TestApp, status: &str) -> stopa_db::job::JobRow {
    for _ in 0..150 {
        let job_id: Option<i64> = sqlx::query_scalar(
            "select job_id from job where status = $1 order by job_id desc limit 1",
        )
        .bind(status)
        .fetch_optional(&app.pool)
        .await
        .unwrap();
        if let Some(job_id) = job_id {
            return stopa_db::job::find_job(&app.pool, job_id)
                .await
                .unwrap()
                .unwrap();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no job reached {status}");
}

/// Waits until `count` jobs completed; returns their outcomes in job order.
async fn wait_for_completed_jobs(app: &TestApp, count: usize) -> Vec<serde_json::Value> {
    for _ in 0..150 {
        let outcomes: Vec<serde_json::Value> = sqlx::query_scalar(
            "select outcome from job where status = 'COMPLETED' order by job_id",
        )
        .fetch_all(&app.pool)
        .await
        .unwrap();
        if outcomes.len() >= count {
            return outcomes;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("fewer than {count} jobs completed");
}

#[sqlx::test(migrations = "../../migrations")]
async fn password_reset_mail_goes_through_the_worker_and_its_link_works_once(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let old_session = app.login(accounts::PERSON).await;
    let _worker = stopa_testkit::app::start_worker(&app);

    let unknown = app
        .graphql(&request_reset_call("nikdo@test.cz"), &Cookies::default())
        .await;
    let known = app
        .graphql(&request_reset_call(accounts::PERSON), &Cookies::default())
        .await;
    assert_eq!(
        unknown.json(),
        known.json(),
        "the answer never reveals whether an account exists"
    );
    assert_eq!(
        app.count("job").await,
        2,
        "both requests queue the same work, so timing reveals nothing either"
    );
    let outcomes = wait_for_completed_jobs(&app, 2).await;
    assert_eq!(
        outcomes,
        vec![
            json!({ "dropped": "unknown address" }),
            json!({ "sent": true })
        ],
        "only the real account gets an e-mail"
    );
    let mails: Vec<_> = std::fs::read_dir(app.outbox.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "eml"))
        .collect();
    assert_eq!(mails.len(), 1);
    let file = &mails[0];
    let raw = std::fs::read(file.path()).unwrap();
    let message = mail_parser::MessageParser::default()
        .parse(&raw)
        .expect("valid e-mail");
    assert_eq!(message.subject(), Some("SLČR – obnova hesla"));
    let text = message.body_text(0).expect("text body").into_owned();
    assert!(text.starts_with("Dobrý den, Test,"), "{text}");
    let link = text
        .lines()
        .find(|line| line.starts_with("http://stopa.test/obnova-hesla/"))
        .expect("link");
    let token = link
        .trim_start_matches("http://stopa.test/obnova-hesla/")
        .trim();

    let short = app
        .graphql(&reset_call(token, "kratke"), &Cookies::default())
        .await;
    assert_eq!(
        short.error_message().as_deref(),
        Some("Heslo musí mít alespoň 8 znaků")
    );
    let reset = app
        .graphql(&reset_call(token, "obnovene-heslo"), &Cookies::default())
        .await;
    assert_eq!(
        reset.json()["data"]["resetPassword"],
        true,
        "a refused password does not use the token up"
    );
    let again = app
        .graphql(&reset_call(token, "jine-heslo-99"), &Cookies::default())
        .await;
    assert_eq!(again.error_code().as_deref(), Some("INVALID_TOKEN"));
    assert!(again.error_message().unwrap().contains("neplatný"));

    assert!(
        app.me(&old_session).await["account"].is_null(),
        "a reset ends every session"
    );
    app.login_with(accounts::PERSON, "obnovene-heslo").await;
    let (old_password, _) = app.login_with(accounts::PERSON, PASSWORD).await;
    assert_eq!(
        old_password.error_code().as_deref(),
        Some("INVALID_CREDENTIALS")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_expired_reset_token_is_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let (token, hash) = stopa_domain::auth::new_token();
    let account = stopa_db::account::find_account_by_email(&app.pool, accounts::ADMIN)
        .await
        .unwrap()
        .unwrap();
    let past = chrono::Utc::now() - chrono::Duration::minutes(1);
    stopa_db::account::insert_password_reset_token(&app.pool, account.account_id, &hash, past)
        .await
        .unwrap();
    let response = app
        .graphql(&reset_call(&token, "obnovene-heslo"), &Cookies::default())
        .await;
    assert_eq!(response.error_code().as_deref(), Some("INVALID_TOKEN"));
    app.login(accounts::ADMIN).await;
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_undeliverable_mail_fails_once_without_retries(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = stopa_testkit::app::start_worker(&app);
    let redis = stopa_jobs::connect_redis(&stopa_testkit::app::redis_url())
        .await
        .unwrap();
    let queues = stopa_jobs::JobQueues::new(redis, &app.namespace);
    let message = stopa_mail::EmailMessage {
        to: "není adresa".into(),
        subject: "x".into(),
        text: "x".into(),
    };
    queues
        .enqueue(&app.pool, &stopa_app::job::SendEmail { message }, None)
        .await
        .unwrap();
    let job = wait_for_job(&app, "FAILED").await;
    assert_eq!(job.attempts, 1);
    assert!(job.error.unwrap().contains("recipient"));
    assert_eq!(
        std::fs::read_dir(app.outbox.path()).map_or(0, Iterator::count),
        0
    );
    assert_eq!(StatusCode::OK, StatusCode::OK);
}

#[sqlx::test(migrations = "../../migrations")]
async fn reset_requests_are_limited_per_email_whether_the_account_exists_or_not(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = stopa_testkit::app::start_worker(&app);
    for email in [accounts::ADMIN, "nikdo@test.cz"] {
        for attempt in 0..5 {
            let response = app
                .graphql(&request_reset_call(email), &Cookies::default())
                .await;
            if attempt < 3 {
                assert_eq!(response.json()["data"]["requestPasswordReset"], true);
            } else {
                // The same answer for an account and for nobody: the limit tells nothing.
                assert_eq!(response.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
            }
        }
    }
    let outcomes = wait_for_completed_jobs(&app, 6).await;
    let sent = outcomes
        .iter()
        .filter(|outcome| **outcome == json!({ "sent": true }))
        .count();
    assert_eq!(sent, 3, "three e-mails an hour at most: {outcomes:?}");
    assert_eq!(app.count("password_reset_token").await, 3);
}
