//! Members registering themselves, or a parent a child, through GraphQL and the real worker:
//! the form's checks, the answer that never tells what the register holds (same text, similar
//! timing), the e-mailed link (once, expiring), the Requirement states, the club's worklist as
//! every identity type, approval into a member with a new account and a welcome link that sets
//! the password, approval onto an existing account, and the birth-number conflict.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use std::time::{Duration, Instant};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, call, start_worker, wait_for_mails};

const SUBMIT: &str = "mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) { submitMemberRegistration(input: $input) }";
const CONSENT: &str = "query RegistrationConsent { registrationConsent { version text } }";
const CONFIRM: &str = "mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) { confirmMemberRegistration(uuid: $uuid, token: $token) { clubName memberFirstName state stateLabel requirements { label state } } }";
const STATUS: &str = "query RegistrationStatus($uuid: UUID!) { registrationStatus(uuid: $uuid) { state requirements { label state } } }";
const LIST: &str = "query MemberRegistrations($clubId: Int!) { memberRegistrations(clubId: $clubId) { id firstName lastName forChild applicantEmail birthNumber address stateLabel canDecide requirements { label state } registrationNumber } }";
const APPROVE: &str = "mutation ApproveMemberRegistration($id: Int!) { approveMemberRegistration(id: $id) { stateLabel registrationNumber memberId } }";
const REJECT: &str = "mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) { rejectMemberRegistration(input: $input) { stateLabel rejectionReason } }";
const RESET: &str =
    "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }";

struct Child<'a> {
    first_name: &'a str,
    birth_date: &'a str,
    birth_number: &'a str,
    sex: &'a str,
}

const EMA: Child<'static> = Child {
    first_name: "Adam",
    birth_date: "2016-08-20",
    birth_number: "1608204576",
    sex: "MALE",
};

fn input(app: &TestApp, child: &Child<'_>, parent_email: &str, consent: &str) -> Value {
    json!({ "input": {
        "clubId": app.fixture.club_a,
        "forChild": true,
        "applicantFirstName": "Lucie",
        "applicantLastName": "Dvořáková",
        "applicantEmail": parent_email,
        "applicantPhone": "+420 777 123 456",
        "consentVersion": consent,
        "member": {
            "firstName": child.first_name,
            "lastName": "Dvořáková",
            "sex": child.sex,
            "birthDate": child.birth_date,
            "birthNumber": child.birth_number,
            "citizenship": "CZ",
            "municipality": "Liberec",
            "street": "Husova",
            "houseNumber": "12",
            "postcode": "460 01",
            "email": "dite@example.cz",
            "fisCode": "999999",
        },
    }})
}

/// The uuid and token of the confirmation link in an e-mail.
fn link(text: &str) -> (String, String) {
    let prefix = "http://stopa.test/registrace-clena-dokonceni/";
    let line = text
        .lines()
        .find(|line| line.starts_with(prefix))
        .expect("link")
        .trim_start_matches(prefix)
        .trim();
    let (uuid, token) = line.split_once("?token=").unwrap();
    (uuid.to_owned(), token.to_owned())
}

fn fields(response: &Value) -> Vec<String> {
    response["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|problem| problem["field"].as_str().unwrap().to_owned())
        .collect()
}

fn states(requirements: &Value) -> Vec<String> {
    requirements
        .as_array()
        .unwrap()
        .iter()
        .map(|requirement| requirement["state"].as_str().unwrap().to_owned())
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_parent_registers_a_child_the_club_approves_and_the_parent_logs_in(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let consent = call(&app, &public, CONSENT, json!({})).await.json();
    let version = consent["data"]["registrationConsent"]["version"]
        .as_str()
        .unwrap()
        .to_owned();

    // The form's checks: the consent must be the current one; an adult is no child; the birth
    // number must agree with the birth date.
    let old = call(
        &app,
        &public,
        SUBMIT,
        input(&app, &EMA, "lucie@example.cz", "2020"),
    )
    .await;
    assert_eq!(fields(&old.json()), ["consentVersion"], "{}", old.text());
    let adult = Child {
        birth_date: "1985-06-01",
        birth_number: "8506013219",
        ..EMA
    };
    let refused = call(
        &app,
        &public,
        SUBMIT,
        input(&app, &adult, "lucie@example.cz", &version),
    )
    .await;
    assert_eq!(fields(&refused.json()), ["forChild"]);
    let wrong = Child {
        birth_date: "2016-08-21",
        ..EMA
    };
    let refused = call(
        &app,
        &public,
        SUBMIT,
        input(&app, &wrong, "lucie@example.cz", &version),
    )
    .await;
    assert_eq!(fields(&refused.json()), ["birthDate"]);
    let mut injected = input(&app, &EMA, "lucie@example.cz", &version);
    injected["input"]["applicantFirstName"] = json!("Lucie\n\nKlikněte na http://zlo.example");
    let refused = call(&app, &public, SUBMIT, injected).await;
    assert_eq!(
        fields(&refused.json()),
        ["applicantFirstName"],
        "no line breaks in names"
    );
    assert_eq!(app.count("member_registration").await, 0);

    let sent = call(
        &app,
        &public,
        SUBMIT,
        input(&app, &EMA, "Lucie@Example.cz", &version),
    )
    .await;
    assert_eq!(
        sent.json()["data"]["submitMemberRegistration"],
        "lucie@example.cz",
        "{}",
        sent.text()
    );
    let team = app.login(accounts::TEAM).await;
    let club = json!({ "clubId": app.fixture.club_a });
    let listed = call(&app, &team, LIST, club.clone()).await.json();
    assert_eq!(
        listed["data"]["memberRegistrations"],
        json!([]),
        "unconfirmed requests are not the club's business: {listed}"
    );

    let mails = wait_for_mails(&app, 1).await;
    assert_eq!(mails[0].to, "lucie@example.cz");
    assert_eq!(mails[0].subject, "SLČR – potvrďte registraci člena");
    let (uuid, token) = link(&mails[0].text);
    let before = call(&app, &public, STATUS, json!({ "uuid": uuid }))
        .await
        .json();
    assert_eq!(
        states(&before["data"]["registrationStatus"]["requirements"]),
        ["COMPLETED", "COMPLETED", "REQUIRED", "REQUIRED"]
    );
    let bad = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": "nope" }),
    )
    .await;
    assert_eq!(bad.error_code().as_deref(), Some("INVALID_TOKEN"));
    let confirmed = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await
    .json();
    let status = &confirmed["data"]["confirmMemberRegistration"];
    assert_eq!(
        status["stateLabel"], "Čeká na schválení klubem",
        "{confirmed}"
    );
    assert_eq!(status["memberFirstName"], "Adam");
    assert_eq!(
        states(&status["requirements"]),
        ["COMPLETED", "COMPLETED", "COMPLETED", "REQUIRED"]
    );
    let again = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await
    .json();
    assert_eq!(
        again["data"]["confirmMemberRegistration"]["state"], "PENDING",
        "a second click changes nothing"
    );

    // The club's worklist, as every identity type.
    let listed = call(&app, &team, LIST, club.clone()).await.json();
    let row = &listed["data"]["memberRegistrations"][0];
    assert_eq!(row["firstName"], "Adam", "{listed}");
    assert_eq!(row["forChild"], true);
    assert_eq!(row["birthNumber"], "1608204576");
    assert_eq!(row["address"], "Husova 12, 460 01 Liberec");
    assert_eq!(row["canDecide"], true);
    let id = row["id"].as_i64().unwrap();
    let refused = call(&app, &public, LIST, club.clone()).await;
    assert_eq!(refused.error_code().as_deref(), Some("UNAUTHENTICATED"));
    for login in [
        accounts::TEAM_NO_FLAGS,
        accounts::AREA_NO_FLAGS,
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
        let refused = call(&app, &cookies, APPROVE, json!({ "id": id })).await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{login}"
        );
    }
    let admin = app.login(accounts::ADMIN).await;
    let seen = call(&app, &admin, LIST, club.clone()).await.json();
    assert_eq!(seen["data"]["memberRegistrations"][0]["id"], id);

    // The club approves: the member, a new account, the welcome link that sets its password.
    let approved = call(&app, &team, APPROVE, json!({ "id": id })).await.json();
    let decided = &approved["data"]["approveMemberRegistration"];
    assert_eq!(decided["stateLabel"], "Schválena", "{approved}");
    let number = decided["registrationNumber"].as_i64().unwrap();
    let member_id = decided["memberId"].as_i64().unwrap();
    let twice = call(&app, &team, APPROVE, json!({ "id": id })).await;
    assert_eq!(twice.error_code().as_deref(), Some("ALREADY_DECIDED"));
    let fis: Option<String> =
        sqlx::query_scalar("select fis_code from member where member_id = $1")
            .bind(member_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(fis, None, "the applicant sets no FIS code");
    let email: Option<String> = sqlx::query_scalar("select email from member where member_id = $1")
        .bind(member_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(email, None, "nobody confirmed the child's own address");
    // The confirmation link, the club managers' notice (only those who may create members),
    // the welcome.
    let mails = wait_for_mails(&app, 3).await;
    let notices: Vec<&str> = mails
        .iter()
        .filter(|mail| mail.subject == "SLČR – nová žádost čeká na klub")
        .map(|mail| mail.to.as_str())
        .collect();
    assert_eq!(notices, [accounts::TEAM]);
    let welcome = mails
        .iter()
        .find(|mail| mail.subject == "SLČR – registrace člena schválena")
        .unwrap();
    assert!(
        welcome
            .text
            .contains(&format!("Registrační číslo: {number}"))
    );
    let prefix = format!("http://stopa.test/vitej?approved=1&registrationNumber={number}&token=");
    let welcome_token = welcome
        .text
        .lines()
        .find(|line| line.starts_with(&prefix))
        .expect("welcome link with a token")
        .trim_start_matches(&prefix)
        .trim()
        .to_owned();
    let set = call(
        &app,
        &public,
        RESET,
        json!({ "input": { "token": welcome_token, "password": "Lyze-2026-bezky", "again": "Lyze-2026-bezky" } }),
    )
    .await;
    assert_eq!(set.json()["data"]["resetPassword"], true, "{}", set.text());
    let (logged_in, cookies) = app.login_with("lucie@example.cz", "Lyze-2026-bezky").await;
    assert!(logged_in.json()["errors"].is_null(), "{}", logged_in.text());
    let me = app.me(&cookies).await;
    assert_eq!(me["activeIdentity"]["identityType"], "PERSON", "{me}");

    // Read back as the club reads its members.
    let record = call(
        &app,
        &team,
        "query Member($id: Int!) { member(id: $id) { firstName registrationNumber birthNumber } }",
        json!({ "id": member_id }),
    )
    .await
    .json();
    assert_eq!(
        record["data"]["member"]["registrationNumber"], number,
        "{record}"
    );
    let status = call(&app, &public, STATUS, json!({ "uuid": uuid }))
        .await
        .json();
    assert_eq!(
        states(&status["data"]["registrationStatus"]["requirements"]),
        ["COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED"]
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_answer_never_tells_what_the_register_holds(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let version = stopa_domain::registration::CONSENT_VERSION;
    // A member with EMA's birth number is in the register already; the account of
    // person@test.cz exists. Neither changes the answer's text, and sending looks neither up.
    stopa_testkit::insert_member(
        &app.pool,
        "Adam",
        "Dvořáková",
        "MALE",
        "2016-08-20",
        EMA.birth_number,
        None,
    )
    .await;
    let other = Child {
        first_name: "Jan",
        birth_date: "2015-03-12",
        birth_number: "1503127758",
        sex: "MALE",
    };
    let mut known = Vec::new();
    let mut unknown = Vec::new();
    for round in 0..4 {
        let started = Instant::now();
        let first = call(
            &app,
            &public,
            SUBMIT,
            input(&app, &EMA, accounts::PERSON, version),
        )
        .await;
        known.push(started.elapsed());
        let started = Instant::now();
        let second = call(
            &app,
            &public,
            SUBMIT,
            input(&app, &other, &format!("nikdo{round}@example.cz"), version),
        )
        .await;
        unknown.push(started.elapsed());
        assert_eq!(
            first.json()["data"]["submitMemberRegistration"],
            accounts::PERSON
        );
        assert_eq!(
            second.json()["data"]["submitMemberRegistration"],
            format!("nikdo{round}@example.cz")
        );
        assert_eq!(first.status, second.status);
    }
    known.sort();
    unknown.sort();
    let (a, b) = (known[1], unknown[1]);
    let gap = a.abs_diff(b);
    assert!(
        gap < Duration::from_millis(150) || gap < a.max(b) / 2,
        "the answers for a known and an unknown birth number and e-mail take similar time: {known:?} {unknown:?}"
    );
    let mails = wait_for_mails(&app, 8).await;
    let subjects: std::collections::BTreeSet<&str> =
        mails.iter().map(|mail| mail.subject.as_str()).collect();
    assert_eq!(subjects.len(), 1, "every applicant gets the same e-mail");

    // The club finds the taken birth number on approval: CONFLICT, nothing written.
    let team = app.login(accounts::TEAM).await;
    let ema_mail = mails
        .iter()
        .find(|mail| mail.to == accounts::PERSON)
        .unwrap();
    let (uuid, token) = link(&ema_mail.text);
    call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await;
    let listed = call(&app, &team, LIST, json!({ "clubId": app.fixture.club_a }))
        .await
        .json();
    let id = listed["data"]["memberRegistrations"][0]["id"]
        .as_i64()
        .unwrap();
    let members = app.count("member").await;
    let conflict = call(&app, &team, APPROVE, json!({ "id": id })).await;
    assert_eq!(
        conflict.error_code().as_deref(),
        Some("CONFLICT"),
        "{}",
        conflict.text()
    );
    assert_eq!(app.count("member").await, members);
    assert_eq!(
        app.count("member_registration where state = 'PENDING'")
            .await,
        1
    );
    let rejected = call(
        &app,
        &team,
        REJECT,
        json!({ "input": { "id": id, "reason": "Adam už je členem, domluvíme přestup." } }),
    )
    .await
    .json();
    assert_eq!(
        rejected["data"]["rejectMemberRegistration"]["stateLabel"], "Zamítnuta",
        "{rejected}"
    );

    // An existing account gets the member without a new password: the link has no token.
    let jan_mail = mails
        .iter()
        .find(|mail| mail.to == "nikdo0@example.cz")
        .unwrap();
    let (uuid, token) = link(&jan_mail.text);
    call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await;
    sqlx::query(
        "update member_registration set applicant_email = $1 where registration_uuid = $2::uuid",
    )
    .bind(accounts::PERSON)
    .bind(&uuid)
    .execute(&app.pool)
    .await
    .unwrap();
    let listed = call(&app, &team, LIST, json!({ "clubId": app.fixture.club_a }))
        .await
        .json();
    let id = listed["data"]["memberRegistrations"][0]["id"]
        .as_i64()
        .unwrap();
    let approved = call(&app, &team, APPROVE, json!({ "id": id })).await.json();
    assert_eq!(
        approved["data"]["approveMemberRegistration"]["stateLabel"], "Schválena",
        "{approved}"
    );
    // Eight links, two notices to the club, the rejection, the welcome.
    let mails = wait_for_mails(&app, 12).await;
    let welcome = mails
        .iter()
        .find(|mail| mail.subject == "SLČR – registrace člena schválena")
        .unwrap();
    assert!(welcome.text.contains("přihlaste se svým dosavadním heslem"));
    assert!(!welcome.text.contains("token="));
    let person = app.login(accounts::PERSON).await;
    let me = app.me(&person).await;
    assert_eq!(me["identities"].as_array().unwrap().len(), 2, "{me}");

    // Links expire.
    sqlx::query("update member_registration set confirm_expires_at = now() - interval '1 minute' where state = 'UNCONFIRMED'")
        .execute(&app.pool)
        .await
        .unwrap();
    let late = mails
        .iter()
        .find(|mail| mail.to == "nikdo1@example.cz")
        .unwrap();
    let (uuid, token) = link(&late.text);
    let expired = call(
        &app,
        &public,
        CONFIRM,
        json!({ "uuid": uuid, "token": token }),
    )
    .await;
    assert_eq!(
        expired.error_message().as_deref(),
        Some("Platnost odkazu vypršela. Vyplňte prosím přihlášku znovu.")
    );
}
