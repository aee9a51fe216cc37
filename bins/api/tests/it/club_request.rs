//! Club registration requests, invitations and club managers, through GraphQL and the real
//! worker: request → approval → invitation e-mail → accepted → the manager edits its club;
//! rejection with an e-mailed reason; who may decide, invite, change flags and revoke.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{
    Call, Cookies, TestApp, call, password_link_token, start_worker, wait_for_mails,
};

const SUBMIT: &str = "mutation SubmitClubRequest($input: SubmitClubRequestInput!) { submitClubRequest(input: $input) }";
const LIST: &str = "query ClubRequests { clubRequests { id name stateLabel canDecide regionName departmentNames } }";
const APPROVE: &str = "mutation ApproveClubRequest($input: ApproveClubRequestInput!) { approveClubRequest(input: $input) { stateLabel clubId } }";
const REJECT: &str = "mutation RejectClubRequest($input: RejectClubRequestInput!) { rejectClubRequest(input: $input) { stateLabel rejectionReason } }";
const ACCEPT: &str =
    "mutation AcceptInvitation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) }";
const MANAGERS: &str = "query ClubManagers($clubId: Int!) { clubManagers(clubId: $clubId) { canManage managers { identityId email permissions } invitations { email permissions } } }";
const INVITE: &str = "mutation InviteUser($input: InviteUserInput!) { inviteUser(input: $input) }";

fn request_input(app: &TestApp, ico: &str, contact: &str) -> Value {
    json!({ "input": {
        "name": "Lyžařský klub Bedřichov",
        "legalForm": "ASSOCIATION",
        "ico": ico,
        "street": "Bedřichov 40",
        "municipality": "Bedřichov",
        "postcode": "468 12",
        "regionId": app.fixture.region_a,
        "departmentIds": [app.fixture.department_cc],
        "email": "klub@bedrichov.cz",
        "phone": "+420 483 000 111",
        "web": "www.lkbedrichov.cz",
        "contactFirstName": "Hana",
        "contactLastName": "Horáková",
        "contactEmail": contact,
        "contactPhone": null,
    }})
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_approved_request_becomes_a_club_whose_invited_contact_manages_it(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let response = call(
        &app,
        &public,
        SUBMIT,
        request_input(&app, "25596641", "hana@bedrichov.cz"),
    )
    .await;
    assert_eq!(
        response.json()["data"]["submitClubRequest"],
        "klub@bedrichov.cz",
        "{}",
        response.text()
    );
    let again = call(
        &app,
        &public,
        SUBMIT,
        request_input(&app, "25596641", "x@bedrichov.cz"),
    )
    .await;
    assert_eq!(again.error_code().as_deref(), Some("CONFLICT"));
    assert_eq!(
        again.error_message().as_deref(),
        Some("Žádost s tímto IČO už čeká na vyřízení.")
    );
    let bad = call(
        &app,
        &public,
        SUBMIT,
        request_input(&app, "25596642", "hana@"),
    )
    .await;
    let fields: Vec<String> = bad.json()["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(fields, ["ico", "contactEmail"]);

    // Area staff of the region read the request; they cannot decide it. Others do not see it.
    let area = app.login(accounts::AREA).await;
    let listed = call(&app, &area, LIST, json!({})).await.json();
    assert_eq!(
        listed["data"]["clubRequests"][0]["stateLabel"],
        "Čeká na vyřízení"
    );
    assert_eq!(listed["data"]["clubRequests"][0]["canDecide"], false);
    let request_id = listed["data"]["clubRequests"][0]["id"].as_i64().unwrap();
    let approve = json!({ "input": { "id": request_id, "code": "LKBE" } });
    let refused = call(&app, &area, APPROVE, approve.clone()).await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));
    let team = app.login(accounts::TEAM).await;
    let refused = call(&app, &team, LIST, json!({})).await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));

    let admin = app.login(accounts::ADMIN).await;
    let approved = call(&app, &admin, APPROVE, approve.clone()).await.json();
    assert_eq!(
        approved["data"]["approveClubRequest"]["stateLabel"], "Schválena",
        "{approved}"
    );
    let club_id = approved["data"]["approveClubRequest"]["clubId"]
        .as_i64()
        .unwrap();
    let twice = call(&app, &admin, APPROVE, approve).await;
    assert_eq!(twice.error_code().as_deref(), Some("ALREADY_DECIDED"));
    assert_eq!(
        app.count("club where code = 'LKBE'").await,
        1,
        "approving twice makes one club"
    );

    let mails = wait_for_mails(&app, 2).await;
    let invitation = mails
        .iter()
        .find(|mail| mail.to == "hana@bedrichov.cz")
        .expect("invitation");
    assert_eq!(invitation.subject, "SLČR – pozvánka do evidence");
    assert!(
        invitation
            .text
            .contains("jako správce klubu Lyžařský klub Bedřichov."),
        "{}",
        invitation.text
    );
    assert!(
        mails
            .iter()
            .any(|mail| mail.to == "klub@bedrichov.cz" && mail.subject.contains("přijata"))
    );
    let token = password_link_token(&invitation.text);

    let info = call(
        &app,
        &public,
        "query Invitation($token: String!) { invitation(token: $token) { email role } }",
        json!({ "token": token }),
    )
    .await
    .json();
    assert_eq!(
        info["data"]["invitation"]["role"],
        "správce klubu Lyžařský klub Bedřichov"
    );
    let short = call(
        &app,
        &public,
        ACCEPT,
        json!({ "input": { "token": token, "password": "kratke", "again": "kratke" } }),
    )
    .await;
    assert_eq!(
        short.error_message().as_deref(),
        Some("Heslo musí mít alespoň 8 znaků")
    );
    let accepted = call(&app, &public, ACCEPT, json!({ "input": { "token": token, "password": "nove-heslo-klubu", "again": "nove-heslo-klubu" } })).await;
    assert_eq!(
        accepted.json()["data"]["acceptInvitation"],
        true,
        "{}",
        accepted.text()
    );
    let reused = call(&app, &public, ACCEPT, json!({ "input": { "token": token, "password": "jine-heslo-klubu", "again": "jine-heslo-klubu" } })).await;
    assert_eq!(
        reused.error_code().as_deref(),
        Some("INVALID_TOKEN"),
        "the link works once"
    );

    let (login, manager) = app
        .login_with("hana@bedrichov.cz", "nove-heslo-klubu")
        .await;
    let me = login.json()["data"]["login"]["me"]["activeIdentity"].clone();
    assert_eq!(me["identityType"], "TEAM");
    let update = json!({ "input": {
        "id": club_id, "code": "LKBE", "name": "Lyžařský klub Bedřichov", "shortName": "LK Bedřichov",
        "ico": "25596641", "legalForm": "ASSOCIATION", "street": "Bedřichov 40", "municipality": "Bedřichov",
        "postcode": "46812", "regionId": app.fixture.region_a, "email": "klub@bedrichov.cz", "phone": null,
        "web": null, "bankAccount": null, "state": "ACTIVE", "foundedOn": "1946-11-01", "endedOn": null,
        "departmentIds": [app.fixture.department_cc],
    }});
    let edited = call(&app, &manager, "mutation UpdateClub($input: UpdateClubInput!) { updateClub(input: $input) { shortName foundedOn } }", update).await.json();
    assert_eq!(
        edited["data"]["updateClub"]["shortName"], "LK Bedřichov",
        "{edited}"
    );

    let managers = call(&app, &manager, MANAGERS, json!({ "clubId": club_id }))
        .await
        .json();
    assert_eq!(
        managers["data"]["clubManagers"]["managers"][0]["permissions"]
            .as_array()
            .unwrap()
            .len(),
        7
    );
    assert_eq!(managers["data"]["clubManagers"]["canManage"], true);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_rejected_request_is_emailed_with_its_reason(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    call(
        &app,
        &public,
        SUBMIT,
        request_input(&app, "00469548", "hana@bedrichov.cz"),
    )
    .await;
    let admin = app.login(accounts::ADMIN).await;
    let listed = call(&app, &admin, LIST, json!({})).await.json();
    let id = listed["data"]["clubRequests"][0]["id"].as_i64().unwrap();
    let empty = call(
        &app,
        &admin,
        REJECT,
        json!({ "input": { "id": id, "reason": " " } }),
    )
    .await;
    assert_eq!(
        empty.json()["errors"][0]["extensions"]["fields"][0]["message"],
        "Toto pole je povinné"
    );
    let rejected = call(
        &app,
        &admin,
        REJECT,
        json!({ "input": { "id": id, "reason": "Klub nedoložil stanovy." } }),
    )
    .await
    .json();
    assert_eq!(
        rejected["data"]["rejectClubRequest"]["stateLabel"],
        "Zamítnuta"
    );
    let mails = wait_for_mails(&app, 2).await;
    let rejection = mails
        .iter()
        .find(|mail| mail.subject.contains("zamítnuta"))
        .expect("rejection");
    assert_eq!(rejection.to, "klub@bedrichov.cz");
    assert!(rejection.text.contains("Důvod: Klub nedoložil stanovy."));
    let approve = call(
        &app,
        &admin,
        APPROVE,
        json!({ "input": { "id": id, "code": "LKBE" } }),
    )
    .await;
    assert_eq!(approve.error_code().as_deref(), Some("ALREADY_DECIDED"));
    assert_eq!(app.count("club where code = 'LKBE'").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn managers_grant_only_flags_they_hold_and_cannot_touch_other_clubs(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let club = app.fixture.club_a;
    let invite = |flags: Value, club_id: i64| {
        json!({ "input": {
            "email": "novy.spravce@test.cz", "firstName": "Nový", "lastName": "Správce", "role": "TEAM",
            "clubId": club_id, "clubPermissions": flags,
        }})
    };
    // TEAM holds only MEMBER_PERSONAL_INFO_VIEW.
    let team = app.login(accounts::TEAM).await;
    let escalate = call(&app, &team, INVITE, invite(json!(["PAYMENTS"]), club)).await;
    assert_eq!(escalate.error_code().as_deref(), Some("FORBIDDEN"));
    let allowed = call(
        &app,
        &team,
        INVITE,
        invite(json!(["MEMBER_PERSONAL_INFO_VIEW"]), club),
    )
    .await;
    assert_eq!(
        allowed.json()["data"]["inviteUser"],
        "novy.spravce@test.cz",
        "{}",
        allowed.text()
    );
    let other = call(&app, &team, INVITE, invite(json!([]), app.fixture.club_b)).await;
    assert_eq!(other.error_code().as_deref(), Some("FORBIDDEN"));
    let staff = call(&app, &team, INVITE, json!({ "input": {
        "email": "kraj@test.cz", "firstName": "K", "lastName": "R", "role": "AREA", "regionId": app.fixture.region_a,
    }})).await;
    assert_eq!(
        staff.error_code().as_deref(),
        Some("FORBIDDEN"),
        "staff are invited by Admin"
    );

    let managers = call(&app, &team, MANAGERS, json!({ "clubId": club }))
        .await
        .json();
    assert_eq!(
        managers["data"]["clubManagers"]["invitations"][0]["permissions"],
        json!(["MEMBER_PERSONAL_INFO_VIEW"])
    );
    let listed = managers["data"]["clubManagers"]["managers"]
        .as_array()
        .unwrap()
        .clone();
    let without_flags = listed
        .iter()
        .find(|manager| manager["email"] == accounts::TEAM_NO_FLAGS)
        .unwrap()["identityId"]
        .as_i64()
        .unwrap();
    let own = listed
        .iter()
        .find(|manager| manager["email"] == accounts::TEAM)
        .unwrap()["identityId"]
        .as_i64()
        .unwrap();

    let change = "mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) { updateManagerPermissions(input: $input) { permissions } }";
    let grant = call(
        &app,
        &team,
        change,
        json!({ "input": { "identityId": without_flags, "permissions": ["RACE_MANAGER"] } }),
    )
    .await;
    assert_eq!(grant.error_code().as_deref(), Some("FORBIDDEN"));
    let grant = call(&app, &team, change, json!({ "input": { "identityId": without_flags, "permissions": ["MEMBER_PERSONAL_INFO_VIEW"] } })).await;
    assert_eq!(
        grant.json()["data"]["updateManagerPermissions"]["permissions"],
        json!(["MEMBER_PERSONAL_INFO_VIEW"])
    );
    let own_change = call(
        &app,
        &team,
        change,
        json!({ "input": { "identityId": own, "permissions": [] } }),
    )
    .await;
    assert_eq!(own_change.error_code().as_deref(), Some("FORBIDDEN"));

    // Area staff without MEMBER_AND_CLUB_MANAGER read the managers but cannot change them.
    let area = app.login(accounts::AREA).await;
    let read = call(&app, &area, MANAGERS, json!({ "clubId": club }))
        .await
        .json();
    assert_eq!(read["data"]["clubManagers"]["canManage"], false);
    let revoke = "mutation RevokeManager($identityId: Int!) { revokeManager(identityId: $identityId) { email } }";
    let refused = call(&app, &area, revoke, json!({ "identityId": without_flags })).await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));

    let admin = app.login(accounts::ADMIN).await;
    let revoked = call(&app, &admin, revoke, json!({ "identityId": without_flags })).await;
    assert_eq!(
        revoked.json()["data"]["revokeManager"]["email"],
        accounts::TEAM_NO_FLAGS
    );
    let (login, _) = app
        .login_with(accounts::TEAM_NO_FLAGS, stopa_testkit::PASSWORD)
        .await;
    assert_ne!(
        login.json()["data"]["login"]["me"]["activeIdentity"]["identityType"],
        "TEAM",
        "the revoked identity is gone"
    );
    assert_eq!(app.count("audit_log where entity = 'identity'").await, 2);
    assert_eq!(
        app.count("audit_log where entity = 'invitation' and action = 'invite'")
            .await,
        1
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn admin_invites_area_section_and_timekeeper_staff(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let companies = call(
        &app,
        &admin,
        "query TimekeepingCompanies { timekeepingCompanies { id name } }",
        json!({}),
    )
    .await
    .json();
    assert_eq!(
        companies["data"]["timekeepingCompanies"][0]["name"],
        "Časomíra Test"
    );
    let cases = [
        (
            "AREA",
            json!({ "regionId": app.fixture.region_b, "staffPermissions": ["MEMBER_AND_CLUB_MANAGER"] }),
            "pracovník kraje (Hlavní město Praha)",
        ),
        (
            "SECTION",
            json!({ "departmentId": app.fixture.department_al, "staffPermissions": ["RACE_MANAGER"] }),
            "pracovník úseku Alpské lyžování",
        ),
        (
            "TIMEKEEPER",
            json!({ "timekeepingCompanyId": app.fixture.company }),
            "časomíra Časomíra Test",
        ),
    ];
    for (index, (role, scope, description)) in cases.iter().enumerate() {
        let mut input = json!({ "email": format!("staff{index}@test.cz"), "firstName": "Nový", "lastName": "Pracovník", "role": role });
        for (key, value) in scope.as_object().unwrap() {
            input[key] = value.clone();
        }
        let response = call(&app, &admin, INVITE, json!({ "input": input })).await;
        assert!(
            response.json()["errors"].is_null(),
            "{role}: {}",
            response.text()
        );
        let mails = wait_for_mails(&app, index + 1).await;
        let mail = mails
            .iter()
            .find(|mail| mail.to == format!("staff{index}@test.cz"))
            .expect("invitation");
        assert!(
            mail.text.contains(&format!("jako {description}.")),
            "{}",
            mail.text
        );
    }
    let missing = call(&app, &admin, INVITE, json!({ "input": { "email": "x@test.cz", "firstName": "A", "lastName": "B", "role": "SECTION" } })).await;
    assert_eq!(
        missing.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "departmentId"
    );
    let unknown = call(&app, &admin, INVITE, json!({ "input": { "email": "x@test.cz", "firstName": "A", "lastName": "B", "role": "SECTION", "departmentId": 999_999 } })).await;
    assert_eq!(
        unknown.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "departmentId"
    );
}

/// A valid IČO (mod-11 check digit) from seven digits.
fn ico(seven: u32) -> String {
    let digits: Vec<u32> = format!("{seven:07}")
        .chars()
        .filter_map(|c| c.to_digit(10))
        .collect();
    let sum: u32 = digits
        .iter()
        .zip((2..=8).rev())
        .map(|(digit, weight)| digit * weight)
        .sum();
    let check = match 11 - sum % 11 {
        10 => 0,
        11 => 1,
        value => value,
    };
    format!("{seven:07}{check}")
}

#[sqlx::test(migrations = "../../migrations")]
async fn one_address_cannot_flood_the_federation_with_requests(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let anonymous = Cookies::default();
    let submit = |number: u32, client: [u8; 4]| {
        let input = request_input(&app, &ico(1_234_500 + number), "hana@bedrichov.cz");
        let request = TestApp::graphql_request(
            &Call {
                operation: "SubmitClubRequest",
                operation_type: "mutation",
                query: SUBMIT,
                variables: input,
            },
            &anonymous,
        );
        app.send_from(request, client)
    };
    for number in 0..5 {
        let response = submit(number, [192, 0, 2, 7]).await;
        assert_eq!(response.json()["errors"], Value::Null, "request {number}");
    }
    let sixth = submit(5, [192, 0, 2, 7]).await;
    assert_eq!(sixth.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
    assert_eq!(app.count("club_request").await, 5, "nothing stored");
    let elsewhere = submit(6, [192, 0, 2, 8]).await;
    assert_eq!(
        elsewhere.json()["errors"],
        Value::Null,
        "another address is not limited"
    );
}
