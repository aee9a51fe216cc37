//! Issue 11 item 8: the personal contacts of the people around a club, sorting by hidden
//! fields, and staff moving clubs out of their scope — each decided in `policy/`.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp};

fn call<'a>(
    operation: &'a str,
    operation_type: &'a str,
    query: &'a str,
    variables: Value,
) -> Call<'a> {
    Call {
        operation,
        operation_type,
        query,
        variables,
    }
}

const CONTACTS: &str =
    "query ClubContacts($clubId: Int!) { clubContacts(clubId: $clubId) { fullName email phone } }";
const MANAGERS: &str = "query ClubManagers($clubId: Int!) { clubManagers(clubId: $clubId) { managers { lastName email } } }";

#[sqlx::test(migrations = "../../migrations")]
async fn contacts_of_club_people_are_shown_only_to_those_allowed(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let club = app.fixture.club_a;
    sqlx::query("insert into club_contact (club_id, role, full_name, email, phone) values ($1, 'CHAIRMAN', 'Karel Předseda', 'karel@klub.cz', '+420 777 111 222')")
        .bind(club)
        .execute(&app.pool)
        .await
        .unwrap();
    // (account, sees e-mails and phones)
    let cases = [
        (accounts::ADMIN, true),
        (accounts::TEAM, true),
        (accounts::TEAM_NO_FLAGS, true),
        (accounts::AREA, true),
        (accounts::SECTION, true),
        (accounts::AREA_NO_FLAGS, false),
        (accounts::TIMEKEEPER, false),
    ];
    for (account, sees) in cases {
        let cookies = app.login(account).await;
        let contacts = app
            .graphql(
                &call("ClubContacts", "query", CONTACTS, json!({ "clubId": club })),
                &cookies,
            )
            .await
            .json();
        let contact = &contacts["data"]["clubContacts"][0];
        assert_eq!(
            contact["fullName"], "Karel Předseda",
            "{account}: {contacts}"
        );
        assert_eq!(contact["email"].is_string(), sees, "{account}: {contact}");
        assert_eq!(contact["phone"].is_string(), sees, "{account}: {contact}");
        let managers = app
            .graphql(
                &call("ClubManagers", "query", MANAGERS, json!({ "clubId": club })),
                &cookies,
            )
            .await
            .json();
        let listed = managers["data"]["clubManagers"]["managers"]
            .as_array()
            .unwrap_or_else(|| panic!("{account}: {managers}"));
        assert!(!listed.is_empty());
        for manager in listed {
            assert_eq!(manager["email"].is_string(), sees, "{account}: {manager}");
        }
    }
    let public = app
        .graphql(
            &call("ClubContacts", "query", CONTACTS, json!({ "clubId": club })),
            &Cookies::default(),
        )
        .await;
    assert_eq!(public.error_code().as_deref(), Some("UNAUTHENTICATED"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_writer_without_sight_of_contacts_keeps_them_when_editing(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let club = app.fixture.club_a;
    let contact: i64 = sqlx::query_scalar("insert into club_contact (club_id, role, full_name, email, phone) values ($1, 'SECRETARY', 'Jana Jednatelka', 'jana@klub.cz', '+420 777 333 444') returning club_contact_id")
        .bind(club)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    sqlx::query("update identity set permissions = '{MEMBER_AND_CLUB_MANAGER}' where region_id = $1 and permissions = '{}'")
        .bind(app.fixture.region_a)
        .execute(&app.pool)
        .await
        .unwrap();
    let area = app.login(accounts::AREA_NO_FLAGS).await;
    let update = "mutation UpdateClubContact($input: UpdateClubContactInput!) { updateClubContact(input: $input) { fullName email phone } }";
    let updated = app
        .graphql(
            &call("UpdateClubContact", "mutation", update, json!({ "input": {
                "id": contact, "role": "SECRETARY", "fullName": "Jana Nová", "email": null, "phone": null,
            }})),
            &area,
        )
        .await
        .json();
    assert_eq!(
        updated["data"]["updateClubContact"]["fullName"], "Jana Nová",
        "{updated}"
    );
    assert_eq!(updated["data"]["updateClubContact"]["email"], Value::Null);
    let stored: (Option<String>, Option<String>) =
        sqlx::query_as("select email, phone from club_contact where club_contact_id = $1")
            .bind(contact)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        stored,
        (
            Some("jana@klub.cz".to_owned()),
            Some("+420 777 333 444".to_owned())
        ),
        "what the writer could not see is not wiped"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn applicants_contacts_need_the_personal_data_flag(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let submit = "mutation SubmitClubRequest($input: SubmitClubRequestInput!) { submitClubRequest(input: $input) }";
    let submitted = app
        .graphql(
            &call("SubmitClubRequest", "mutation", submit, json!({ "input": {
                "name": "Lyžařský klub Bedřichov", "legalForm": "ASSOCIATION", "ico": "00469548",
                "street": "Bedřichov 40", "municipality": "Bedřichov", "postcode": "468 12",
                "regionId": app.fixture.region_a, "departmentIds": [app.fixture.department_cc],
                "email": "klub@bedrichov.cz", "phone": "+420 483 000 111", "web": null,
                "contactFirstName": "Hana", "contactLastName": "Horáková",
                "contactEmail": "hana@bedrichov.cz", "contactPhone": "+420 777 000 111",
            }})),
            &Cookies::default(),
        )
        .await;
    assert!(
        submitted.json()["data"]["submitClubRequest"].is_string(),
        "{}",
        submitted.text()
    );
    let list =
        "query ClubRequests { clubRequests { contactLastName contactEmail contactPhone email } }";
    for (account, sees) in [
        (accounts::ADMIN, true),
        (accounts::AREA, true),
        (accounts::AREA_NO_FLAGS, false),
    ] {
        let cookies = app.login(account).await;
        let listed = app
            .graphql(&call("ClubRequests", "query", list, json!({})), &cookies)
            .await
            .json();
        let request = &listed["data"]["clubRequests"][0];
        assert_eq!(
            request["contactLastName"], "Horáková",
            "{account}: {listed}"
        );
        assert_eq!(
            request["email"], "klub@bedrichov.cz",
            "the club's own contact is not personal"
        );
        assert_eq!(
            request["contactEmail"].is_string(),
            sees,
            "{account}: {request}"
        );
        assert_eq!(
            request["contactPhone"].is_string(),
            sees,
            "{account}: {request}"
        );
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn sorting_by_a_hidden_birth_date_is_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let query = "query Members($input: MembersInput!) { members(input: $input) { totalCount nodes { lastName } } }";
    let input = json!({ "input": { "sort": [{ "field": "BIRTH_DATE", "direction": "ASC" }] } });
    for (account, allowed) in [
        (accounts::ADMIN, true),
        (accounts::AREA, true),
        (accounts::TIMEKEEPER, false),
        (accounts::AREA_NO_FLAGS, false),
        (accounts::TEAM_NO_FLAGS, false),
    ] {
        let cookies = app.login(account).await;
        let response = app
            .graphql(&call("Members", "query", query, input.clone()), &cookies)
            .await;
        if allowed {
            assert!(
                response.json()["data"]["members"]["totalCount"].is_i64(),
                "{account}: {}",
                response.text()
            );
        } else {
            assert_eq!(
                response.error_code().as_deref(),
                Some("FORBIDDEN"),
                "{account}: {}",
                response.text()
            );
        }
    }
}

const UPDATE_CLUB: &str =
    "mutation UpdateClub($input: UpdateClubInput!) { updateClub(input: $input) { regionId } }";

fn club_input(app: &TestApp, region_id: i64, department_ids: &[i64]) -> Value {
    json!({ "input": {
        "id": app.fixture.club_a, "code": "TSTA", "name": "Ski klub A", "shortName": "SK A",
        "ico": null, "legalForm": "ASSOCIATION", "street": "Horní 1", "municipality": "Liberec",
        "postcode": "46001", "regionId": region_id, "email": null, "phone": null, "web": null,
        "bankAccount": null, "state": "ACTIVE", "foundedOn": null, "endedOn": null,
        "departmentIds": department_ids,
    }})
}

#[sqlx::test(migrations = "../../migrations")]
async fn staff_cannot_move_a_club_out_of_their_scope(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let fixture = app.fixture.clone();
    sqlx::query("update club set code = 'TSTA' where club_id = $1")
        .bind(fixture.club_a)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("update identity set permissions = array_append(permissions, 'MEMBER_AND_CLUB_MANAGER') where region_id is not null or department_id is not null")
        .execute(&app.pool)
        .await
        .unwrap();
    let same = club_input(&app, fixture.region_a, &[fixture.department_cc]);
    let moved_region = club_input(&app, fixture.region_b, &[fixture.department_cc]);
    let moved_departments = club_input(&app, fixture.region_a, &[fixture.department_al]);
    for account in [accounts::AREA, accounts::SECTION] {
        let cookies = app.login(account).await;
        let kept = app
            .graphql(
                &call("UpdateClub", "mutation", UPDATE_CLUB, same.clone()),
                &cookies,
            )
            .await;
        assert_eq!(
            kept.json()["data"]["updateClub"]["regionId"],
            fixture.region_a,
            "{account}: {}",
            kept.text()
        );
        for (input, field) in [
            (&moved_region, "regionId"),
            (&moved_departments, "departmentIds"),
        ] {
            let refused = app
                .graphql(
                    &call("UpdateClub", "mutation", UPDATE_CLUB, input.clone()),
                    &cookies,
                )
                .await;
            assert_eq!(
                refused.error_code().as_deref(),
                Some("VALIDATION"),
                "{account}: {}",
                refused.text()
            );
            assert_eq!(
                refused.json()["errors"][0]["extensions"]["fields"][0]["field"],
                field,
                "{account}"
            );
        }
    }
    let admin = app.login(accounts::ADMIN).await;
    let moved = app
        .graphql(
            &call("UpdateClub", "mutation", UPDATE_CLUB, moved_region),
            &admin,
        )
        .await;
    assert_eq!(
        moved.json()["data"]["updateClub"]["regionId"],
        fixture.region_b,
        "{}",
        moved.text()
    );
}
