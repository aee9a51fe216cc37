//! Linking an account to a member already in the register, through GraphQL and the real
//! worker: the search (all four facts, never a birth number, limited per address, similar
//! timing found or not), the link to the register's e-mail that links at once and sets the new
//! account's password, the club's approval where the register holds no e-mail, as every
//! identity type, and links used twice.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use std::time::{Duration, Instant};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, call, start_worker, wait_for_mails};

const FIND: &str = "query FindMember($input: FindMemberInput!) { findMember(input: $input) { uuid name clubName maskedEmail } }";
const CLAIM: &str = "mutation ClaimMember($uuid: UUID!, $email: String) { claimMember(uuid: $uuid, email: $email) }";
const CONFIRM: &str = "mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) { confirmMemberClaim(uuid: $uuid, token: $token) { state memberFirstName registrationNumber email welcomeToken } }";
const LIST: &str = "query MemberClaims($clubId: Int!) { memberClaims(clubId: $clubId) { id firstName email stateLabel canDecide } }";
const APPROVE: &str =
    "mutation ApproveMemberClaim($id: Int!) { approveMemberClaim(id: $id) { stateLabel } }";
const RESET: &str =
    "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }";

fn search(app: &TestApp, first: &str, last: &str, birth: &str) -> Value {
    json!({ "input": {
        "firstName": first,
        "lastName": last,
        "birthDate": birth,
        "clubId": app.fixture.club_a,
    }})
}

fn link(text: &str) -> (String, String) {
    let prefix = "http://stopa.test/registrace/";
    let line = text
        .lines()
        .find(|line| line.starts_with(prefix))
        .expect("link")
        .trim_start_matches(prefix)
        .trim();
    let (uuid, token) = line.split_once("?token=").unwrap();
    (uuid.to_owned(), token.to_owned())
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_member_with_an_e_mail_in_the_register_links_an_account_by_its_link(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let member_id = stopa_testkit::insert_member(
        &app.pool,
        "Šárka",
        "Nováčková",
        "FEMALE",
        "2001-04-05",
        "0154052228",
        Some(app.fixture.club_a),
    )
    .await;
    sqlx::query("update member set email = 'sarka.n@seznam.cz' where member_id = $1")
        .bind(member_id)
        .execute(&app.pool)
        .await
        .unwrap();

    // Found with the name typed without diacritics; not with another birth date. Both answers
    // take similar time (one index lookup each): medians of three alternating rounds after one
    // warm-up, so a cold first query or a busy machine does not decide.
    let hit = search(&app, "sarka", "NOVACKOVA", "2001-04-05");
    let miss = search(&app, "sarka", "NOVACKOVA", "2001-04-06");
    let found = call(&app, &public, FIND, hit.clone()).await.json();
    let (mut found_times, mut none_times) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        let started = Instant::now();
        call(&app, &public, FIND, hit.clone()).await;
        found_times.push(started.elapsed());
        let started = Instant::now();
        let none = call(&app, &public, FIND, miss.clone()).await.json();
        none_times.push(started.elapsed());
        assert_eq!(none["data"]["findMember"], json!([]));
    }
    found_times.sort();
    none_times.sort();
    let (found_time, none_time) = (found_times[1], none_times[1]);
    let gap = found_time.abs_diff(none_time);
    assert!(
        gap < Duration::from_millis(150),
        "similar timing: {found_time:?} {none_time:?}"
    );
    let member = &found["data"]["findMember"][0];
    assert_eq!(member["name"], "Šárka Nováčková", "{found}");
    assert_eq!(member["maskedEmail"], "s***@s***.cz");
    let uuid = member["uuid"].as_str().unwrap().to_owned();

    // The link goes to the register's e-mail whatever the applicant types.
    let claimed = call(
        &app,
        &public,
        CLAIM,
        json!({ "uuid": uuid, "email": "utocnik@example.cz" }),
    )
    .await;
    assert_eq!(
        claimed.json()["data"]["claimMember"],
        "s***@s***.cz",
        "{}",
        claimed.text()
    );
    let mails = wait_for_mails(&app, 1).await;
    assert_eq!(mails[0].to, "sarka.n@seznam.cz");
    let (link_uuid, token) = link(&mails[0].text);
    assert_eq!(link_uuid, uuid);
    let confirmed = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await
    .json();
    let outcome = &confirmed["data"]["confirmMemberClaim"];
    assert_eq!(outcome["state"], "APPROVED", "{confirmed}");
    let welcome = outcome["welcomeToken"].as_str().unwrap().to_owned();
    let again = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await
    .json();
    assert_eq!(
        again["data"]["confirmMemberClaim"]["welcomeToken"],
        Value::Null
    );
    let set = call(
        &app,
        &public,
        RESET,
        json!({ "input": { "token": welcome, "password": "Sarka-na-lyzich-1", "again": "Sarka-na-lyzich-1" } }),
    )
    .await;
    assert_eq!(set.json()["data"]["resetPassword"], true, "{}", set.text());
    let (logged_in, cookies) = app
        .login_with("sarka.n@seznam.cz", "Sarka-na-lyzich-1")
        .await;
    assert!(logged_in.json()["errors"].is_null(), "{}", logged_in.text());
    let me = app.me(&cookies).await;
    assert_eq!(me["activeIdentity"]["identityType"], "PERSON", "{me}");
    let identities: i64 = sqlx::query_scalar(
        "select count(*) from identity where member_id = $1 and identity_type = 'PERSON'",
    )
    .bind(member_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(identities, 1, "a second click links nothing more");
}

#[sqlx::test(migrations = "../../migrations")]
async fn without_an_e_mail_in_the_register_the_club_approves_the_link(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    stopa_testkit::insert_member(
        &app.pool,
        "Petr",
        "Kos",
        "MALE",
        "1990-01-01",
        "9001010007",
        Some(app.fixture.club_a),
    )
    .await;
    let found = call(
        &app,
        &public,
        FIND,
        search(&app, "Petr", "Kos", "1990-01-01"),
    )
    .await
    .json();
    assert_eq!(
        found["data"]["findMember"][0]["maskedEmail"],
        Value::Null,
        "{found}"
    );
    let uuid = found["data"]["findMember"][0]["uuid"]
        .as_str()
        .unwrap()
        .to_owned();
    let missing = call(&app, &public, CLAIM, json!({ "uuid": uuid })).await;
    assert_eq!(
        missing.error_code().as_deref(),
        Some("VALIDATION"),
        "{}",
        missing.text()
    );
    let claimed = call(
        &app,
        &public,
        CLAIM,
        json!({ "uuid": uuid, "email": "Petr.Kos@example.cz" }),
    )
    .await;
    assert_eq!(claimed.json()["data"]["claimMember"], "petr.kos@example.cz");
    let mails = wait_for_mails(&app, 1).await;
    let (_, token) = link(&mails[0].text);
    let confirmed = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await
    .json();
    assert_eq!(
        confirmed["data"]["confirmMemberClaim"]["state"], "PENDING",
        "{confirmed}"
    );
    assert_eq!(
        confirmed["data"]["confirmMemberClaim"]["welcomeToken"],
        Value::Null
    );

    let club = json!({ "clubId": app.fixture.club_a });
    let refused = call(&app, &public, LIST, club.clone()).await;
    assert_eq!(refused.error_code().as_deref(), Some("UNAUTHENTICATED"));
    for login in [
        accounts::TEAM_NO_FLAGS,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(login).await;
        let refused = call(&app, &cookies, LIST, club.clone()).await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{login}"
        );
    }
    let team = app.login(accounts::TEAM).await;
    let listed = call(&app, &team, LIST, club.clone()).await.json();
    let row = &listed["data"]["memberClaims"][0];
    assert_eq!(row["firstName"], "Petr", "{listed}");
    assert_eq!(row["canDecide"], true);
    let id = row["id"].as_i64().unwrap();
    let approved = call(&app, &team, APPROVE, json!({ "id": id })).await.json();
    assert_eq!(
        approved["data"]["approveMemberClaim"]["stateLabel"], "Schválena",
        "{approved}"
    );
    let twice = call(&app, &team, APPROVE, json!({ "id": id })).await;
    assert_eq!(twice.error_code().as_deref(), Some("ALREADY_DECIDED"));
    // The link request, the club's notice of it, the welcome.
    let mails = wait_for_mails(&app, 3).await;
    assert!(mails.iter().any(|mail| mail.to == accounts::TEAM
        && mail.subject == "SLČR – nová žádost čeká na klub"
        && mail.text.contains("se členem Petr Kos")));
    let welcome = mails
        .iter()
        .find(|mail| mail.subject == "SLČR – propojení účtu schváleno")
        .unwrap();
    assert_eq!(welcome.to, "petr.kos@example.cz");
    assert!(
        welcome
            .text
            .contains("/vitej?approved=1&registrationNumber=")
    );
    assert!(welcome.text.contains("&token="));
}

#[sqlx::test(migrations = "../../migrations")]
async fn searches_are_limited_per_address(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let public = Cookies::default();
    let limit = stopa_domain::registration::MAX_SEARCHES_PER_ADDRESS_PER_HOUR;
    for day in 1..=limit {
        let found = call(
            &app,
            &public,
            FIND,
            search(&app, "Jan", "Novák", &format!("2000-01-{:02}", day.min(28))),
        )
        .await;
        assert!(found.json()["errors"].is_null(), "{}", found.text());
    }
    let refused = call(
        &app,
        &public,
        FIND,
        search(&app, "Jan", "Novák", "2000-02-01"),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
}
