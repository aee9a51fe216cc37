//! One member's record: who reads it and its personal data (every opening of personal data in
//! the audit log), creating and editing with the birth-number rules.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, call, cookies_of};

const MEMBER: &str = "query Member($id: Int!) { member(id: $id) { registrationNumber firstName lastName birthYear birthNumber birthDate email access personalInfoAccess clubName } }";
const CREATE: &str = "mutation CreateMember($input: CreateMemberInput!) { createMember(input: $input) { id registrationNumber lastName birthNumber clubName } }";
const UPDATE: &str = "mutation UpdateMember($input: UpdateMemberInput!) { updateMember(input: $input) { lastName email } }";

fn new_member(club_id: Option<i64>) -> Value {
    json!({ "input": {
        "clubId": club_id, "firstName": "Karel", "lastName": "Horák", "sex": "MALE",
        "birthDate": "2001-03-05", "birthNumber": "010305/1234", "citizenship": "CZ",
        "municipality": "Liberec", "street": "Husova", "houseNumber": "12", "postcode": "460 01",
        "email": "karel.horak@example.cz",
    }})
}

/// An account (None: the public) and its (record, personal data) access, or the error code.
type Case = (
    Option<&'static str>,
    Result<(&'static str, &'static str), &'static str>,
);

#[sqlx::test(migrations = "../../migrations")]
async fn each_identity_reads_a_member_with_or_without_personal_data(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    // (account, Ok((record access, personal access)) or the error code)
    let cases: [Case; 9] = [
        (None, Err("UNAUTHENTICATED")),
        (Some(accounts::ADMIN), Ok(("WRITE", "READ"))),
        (Some(accounts::TEAM), Ok(("WRITE", "READ"))),
        (Some(accounts::TEAM_NO_FLAGS), Ok(("READ", "HIDDEN"))),
        (Some(accounts::MULTI), Err("FORBIDDEN")),
        (Some(accounts::AREA), Ok(("READ", "READ"))),
        (Some(accounts::SECTION), Ok(("READ", "READ"))),
        (Some(accounts::TIMEKEEPER), Ok(("READ", "HIDDEN"))),
        (Some(accounts::PERSON), Ok(("READ", "READ"))),
    ];
    let mut personal_openings = 0;
    for (account, expected) in cases {
        let cookies = cookies_of(&app, account).await;
        let response = call(&app, &cookies, MEMBER, json!({ "id": jan })).await;
        match expected {
            Err(code) => assert_eq!(response.error_code().as_deref(), Some(code), "{account:?}"),
            Ok((record, personal)) => {
                let member = response.json()["data"]["member"].clone();
                assert_eq!(member["lastName"], "Novák", "{account:?}");
                assert_eq!(member["access"], record, "{account:?}");
                assert_eq!(member["personalInfoAccess"], personal, "{account:?}");
                assert_eq!(
                    member["birthNumber"].is_string(),
                    personal == "READ",
                    "{account:?}"
                );
                assert_eq!(
                    member["birthDate"].is_string(),
                    personal == "READ",
                    "{account:?}"
                );
                if personal == "READ" {
                    personal_openings += 1;
                }
            }
        }
    }
    assert_eq!(
        app.count("audit_log where action = 'view_personal_data' and entity = 'member'")
            .await,
        personal_openings
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn members_are_created_with_birth_numbers_that_agree_and_are_unique(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let club = app.fixture.club_a;
    let created = call(&app, &admin, CREATE, new_member(Some(club)))
        .await
        .json();
    let member = &created["data"]["createMember"];
    assert_eq!(member["birthNumber"], "0103051234", "{created}");
    assert_eq!(member["clubName"], "Ski klub Liberec");
    assert!(member["registrationNumber"].as_i64().unwrap() >= 100_001);

    let again = call(&app, &admin, CREATE, new_member(Some(club))).await;
    assert_eq!(again.error_code().as_deref(), Some("CONFLICT"));
    assert_eq!(
        again.json()["errors"][0]["extensions"]["field"],
        "birthNumber"
    );
    assert!(
        again
            .error_message()
            .unwrap()
            .contains("Karel Horák, reg. č."),
        "{}",
        again.text()
    );

    let mut mismatch = new_member(Some(club));
    mismatch["input"]["birthDate"] = json!("2001-03-06");
    mismatch["input"]["sex"] = json!("FEMALE");
    let response = call(&app, &admin, CREATE, mismatch).await;
    let fields: Vec<String> = response.json()["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["message"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        fields.contains(&"Datum narození neodpovídá rodnému číslu.".to_owned()),
        "{fields:?}"
    );
    assert!(
        fields.contains(&"Pohlaví neodpovídá rodnému číslu.".to_owned()),
        "{fields:?}"
    );

    let mut czech_without = new_member(Some(club));
    czech_without["input"]["birthNumber"] = Value::Null;
    let response = call(&app, &admin, CREATE, czech_without.clone()).await;
    assert_eq!(
        response.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "birthNumber"
    );
    let mut foreigner = czech_without;
    foreigner["input"]["citizenship"] = json!("SK");
    foreigner["input"]["lastName"] = json!("Horváth");
    let response = call(&app, &admin, CREATE, foreigner).await;
    assert!(
        response.json()["errors"].is_null(),
        "a foreigner needs no Czech birth number: {}",
        response.text()
    );

    // A manager without MEMBER_CREATE_EDIT may not create or edit; the federation's staff scope holds.
    for account in [
        accounts::TEAM_NO_FLAGS,
        accounts::TIMEKEEPER,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let mut input = new_member(Some(club));
        input["input"]["birthNumber"] = json!("0103051245");
        let response = call(&app, &cookies, CREATE, input).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    assert_eq!(
        app.count("audit_log where entity = 'member' and action = 'create'")
            .await,
        2
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn only_those_with_write_access_edit_a_member(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let input = json!({ "input": {
        "id": jan, "firstName": "Jan", "lastName": "Novák", "sex": "MALE", "birthDate": "1992-06-27",
        "birthNumber": "9206278653", "citizenship": "CZ", "email": "jan.novak@example.cz",
    }});
    for account in [
        accounts::TEAM_NO_FLAGS,
        accounts::AREA,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let response = call(&app, &cookies, UPDATE, input.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    let admin = app.login(accounts::ADMIN).await;
    let response = call(&app, &admin, UPDATE, input).await.json();
    assert_eq!(
        response["data"]["updateMember"]["email"], "jan.novak@example.cz",
        "{response}"
    );
    assert_eq!(
        app.count("audit_log where entity = 'member' and action = 'update'")
            .await,
        1
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn public_member_pages_show_no_personal_data_and_the_history_needs_read_access(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let public = Cookies::default();
    let list = call(&app, &public, "query PublicMembers($input: PublicMembersInput!) { publicMembers(input: $input) { totalCount nodes { id slug firstName lastName birthYear clubName } } }", json!({ "input": { "search": "novak" } })).await;
    let body = list.text();
    let json = list.json();
    assert_eq!(json["data"]["publicMembers"]["totalCount"], 2, "{json}");
    assert_eq!(
        json["data"]["publicMembers"]["nodes"][0]["slug"],
        "jan-novak"
    );
    let jan = app.fixture.jan_novak.member_id;
    let detail = call(&app, &public, "query PublicMember($id: Int!) { publicMember(id: $id) { firstName lastName birthYear clubName clubSlug } }", json!({ "id": jan })).await;
    let detail_body = detail.text();
    assert_eq!(
        detail.json()["data"]["publicMember"]["clubSlug"],
        "ski-klub-liberec"
    );
    for secret in ["9206278653", "1992-06-27", "1052150000"] {
        assert!(
            !body.contains(secret) && !detail_body.contains(secret),
            "public pages leak {secret}"
        );
    }
    let sneaky = call(
        &app,
        &public,
        "query PublicMember($id: Int!) { publicMember(id: $id) { birthNumber } }",
        json!({ "id": jan }),
    )
    .await;
    assert_eq!(sneaky.status, axum::http::StatusCode::BAD_REQUEST);

    let history = "query MemberClubHistory($memberId: Int!) { memberClubHistory(memberId: $memberId) { clubName validTo } }";
    let response = call(&app, &public, history, json!({ "memberId": jan })).await;
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));
    let other = app.login(accounts::MULTI).await;
    let response = call(&app, &other, history, json!({ "memberId": jan })).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let person = app.login(accounts::PERSON).await;
    let response = call(&app, &person, history, json!({ "memberId": jan })).await;
    assert_eq!(
        response.json()["data"]["memberClubHistory"],
        json!([{ "clubName": "Ski klub Liberec", "validTo": null }])
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn nsa_members_export_is_windows_1250_by_version_for_those_with_personal_access(
    pool: PgPool,
) {
    let app = TestApp::new(pool.clone()).await;
    sqlx::query("update member set municipality = 'Liberec', house_number = '12', postcode = '46001', street = 'Žižkova' where member_id = $1")
        .bind(app.fixture.jan_novak.member_id)
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("insert into member_department_role (member_id, department_id, kind, valid_from) values ($1, $2, 'ATHLETE', '2021-03-01')")
        .bind(app.fixture.jan_novak.member_id)
        .bind(app.fixture.department_cc)
        .execute(&pool)
        .await
        .unwrap();
    let admin = app.login(accounts::ADMIN).await;
    let response = app.get("/api/admin/export/members-nsa-csv", &admin).await;
    assert_eq!(response.status, axum::http::StatusCode::OK);
    assert_eq!(
        response.headers["content-type"],
        "text/csv; charset=windows-1250"
    );
    let (text, _, malformed) = encoding_rs::WINDOWS_1250.decode(&response.body);
    assert!(!malformed);
    let lines: Vec<&str> = text.split("\r\n").filter(|line| !line.is_empty()).collect();
    assert!(lines[0].starts_with("[JMENO];[PRIJMENI];[TITUL_PRED];[TITUL_ZA];[RODNE_CISLO];[OBCANSTVI];[DATUM_NAROZENI];[POHLAVI];[NAZEV_OBCE]"));
    assert_eq!(lines.len(), 1 + 5, "every member who is not archived");
    let jan = lines
        .iter()
        .find(|line| line.starts_with("Jan;Novák;"))
        .unwrap();
    assert!(
        jan.starts_with(
            "Jan;Novák;;;9206278653;CZE;27.6.1992;M;Liberec;;Žižkova;12;;46001;1;1.3.2021;"
        ),
        "{jan}"
    );
    let eliska = lines
        .iter()
        .find(|line| line.starts_with("Eliška;Nováková;"))
        .unwrap();
    let cells: Vec<&str> = eliska.split(';').collect();
    assert_eq!(
        (cells[5], cells[7], cells[14]),
        ("CZE", "Ž", "0"),
        "{eliska}"
    );
    let v1 = app
        .get("/api/admin/export/members-nsa-csv?version=V1", &admin)
        .await;
    let (text, _, _) = encoding_rs::WINDOWS_1250.decode(&v1.body);
    assert!(text.starts_with("JMENO;DALSI_JMENA;PRIJMENI;RODNE_CISLO"));
    let bad = app
        .get("/api/admin/export/members-nsa-csv?version=V9", &admin)
        .await;
    assert_eq!(bad.status, axum::http::StatusCode::BAD_REQUEST);

    let team = app.login(accounts::TEAM).await;
    let response = app.get("/api/team/export/members-nsa-csv", &team).await;
    let (text, _, _) = encoding_rs::WINDOWS_1250.decode(&response.body);
    assert_eq!(
        text.split("\r\n").filter(|line| !line.is_empty()).count(),
        1 + 2,
        "club A's two members"
    );
    for (account, prefix) in [
        (accounts::TEAM_NO_FLAGS, "team"),
        (accounts::AREA, "area"),
        (accounts::TIMEKEEPER, "timekeeper"),
    ] {
        let cookies = app.login(account).await;
        let response = app
            .get(&format!("/api/{prefix}/export/members-nsa-csv"), &cookies)
            .await;
        assert_eq!(
            response.status,
            axum::http::StatusCode::FORBIDDEN,
            "{account}"
        );
    }
    assert_eq!(
        app.count("audit_log where entity = 'members-nsa-csv'")
            .await,
        3
    );

    let check = call(
        &app,
        &admin,
        "query MembersNsaCheck { membersNsaCheck { total refused { fullName problems } } }",
        json!({}),
    )
    .await
    .json();
    let refused = check["data"]["membersNsaCheck"]["refused"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(check["data"]["membersNsaCheck"]["total"], 5);
    assert_eq!(refused.len(), 4, "only Jan Novák has an address: {check}");
    assert!(refused.iter().all(|row| {
        row["problems"]
            .as_array()
            .unwrap()
            .contains(&json!("chybí obec"))
    }));
    let team_no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    let denied = call(
        &app,
        &team_no_flags,
        "query MembersNsaCheck { membersNsaCheck { total } }",
        json!({}),
    )
    .await;
    assert_eq!(denied.error_code().as_deref(), Some("FORBIDDEN"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_member_changes_only_its_own_contacts(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let mutation = "mutation UpdateOwnContacts($input: OwnContactsInput!) { updateOwnContacts(input: $input) { id email phone } }";
    let person = app.login(accounts::PERSON).await;
    let me = app.me(&person).await;
    assert_eq!(me["activeIdentity"]["identityType"], "PERSON");
    let response = call(
        &app,
        &person,
        mutation,
        json!({ "input": { "email": "JAN@example.cz", "phone": "+420 777 123 456" } }),
    )
    .await
    .json();
    assert_eq!(
        response["data"]["updateOwnContacts"]["id"], app.fixture.jan_novak.member_id,
        "{response}"
    );
    assert_eq!(
        response["data"]["updateOwnContacts"]["email"],
        "jan@example.cz"
    );
    let bad = call(
        &app,
        &person,
        mutation,
        json!({ "input": { "email": "jan@", "phone": null } }),
    )
    .await;
    assert_eq!(
        bad.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "email"
    );
    let admin = app.login(accounts::ADMIN).await;
    let refused = call(
        &app,
        &admin,
        mutation,
        json!({ "input": { "email": null, "phone": null } }),
    )
    .await;
    assert_eq!(
        refused.error_code().as_deref(),
        Some("FORBIDDEN"),
        "Admin is no member"
    );
    assert_eq!(
        app.count("audit_log where action = 'update_own_contacts'")
            .await,
        1
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn ending_a_membership_needs_member_terminate_and_keeps_the_history(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let end = "mutation EndMembership($input: EndMembershipInput!) { endMembership(input: $input) { clubName canEndMembership } }";
    let today = stopa_domain::time::today();
    let input = json!({ "input": { "memberId": jan, "validTo": today.to_string() } });
    // TEAM holds MEMBER_PERSONAL_INFO_VIEW and MEMBER_CREATE_EDIT, not MEMBER_TERMINATE.
    for account in [
        accounts::TEAM,
        accounts::AREA,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(account).await;
        let response = call(&app, &cookies, end, input.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    let admin = app.login(accounts::ADMIN).await;
    let future = json!({ "input": { "memberId": jan, "validTo": (today + chrono::Duration::days(3)).to_string() } });
    let response = call(&app, &admin, end, future).await;
    assert_eq!(
        response.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "validTo"
    );
    let response = call(&app, &admin, end, input.clone()).await.json();
    assert_eq!(
        response["data"]["endMembership"]["clubName"],
        Value::Null,
        "{response}"
    );
    assert_eq!(response["data"]["endMembership"]["canEndMembership"], false);
    let again = call(&app, &admin, end, input).await;
    assert_eq!(
        again.error_code().as_deref(),
        Some("FORBIDDEN"),
        "no club left to end"
    );
    let history = call(&app, &admin, "query MemberClubHistory($memberId: Int!) { memberClubHistory(memberId: $memberId) { clubName validTo } }", json!({ "memberId": jan })).await.json();
    assert_eq!(
        history["data"]["memberClubHistory"][0]["validTo"],
        today.to_string()
    );
    assert_eq!(
        app.count("audit_log where entity = 'membership' and action = 'end'")
            .await,
        1
    );
}
