//! Applications to found a basic-skiing branch association, through GraphQL and the real
//! worker: the form's checks (§ 228 name, consent version), the e-mailed confirmation (once,
//! expiring), who reads and decides as every identity type, approval into a club with an
//! invited chair, rejection with an e-mailed reason, and the limits per address and e-mail.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, call, start_worker, wait_for_mails};

const SUBMIT: &str = "mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) { submitBranchRequest(input: $input) }";
const CONSENT: &str = "query BranchConsent { branchConsent { version text } }";
const CONFIRM: &str =
    "mutation ConfirmBranchRequest($token: String!) { confirmBranchRequest(token: $token) }";
const LIST: &str = "query BranchRequests { branchRequests { id name stateLabel canDecide regionName departmentNames chairEmail chairPhone instructorCount consentVersion } }";
const APPROVE: &str = "mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) { approveBranchRequest(input: $input) { stateLabel clubId clubCode } }";
const REJECT: &str = "mutation RejectBranchRequest($input: RejectBranchRequestInput!) { rejectBranchRequest(input: $input) { stateLabel rejectionReason } }";

fn input(app: &TestApp, name: &str, chair: &str, consent: &str) -> Value {
    json!({ "input": {
        "name": name,
        "ico": null,
        "street": "Bublava 12",
        "municipality": "Bublava",
        "postcode": "358 01",
        "regionId": app.fixture.region_a,
        "departmentIds": [app.fixture.department_al],
        "email": "info@lsbublava.cz",
        "phone": "+420 352 000 111",
        "web": null,
        "chairFirstName": "Petra",
        "chairLastName": "Šimková",
        "chairEmail": chair,
        "chairPhone": "+420 603 111 222",
        "expectedMembers": 40,
        "instructorCount": 6,
        "activities": "Lyžařská škola pro děti, školní kurzy.",
        "consentVersion": consent,
    }})
}

fn confirm_token(text: &str) -> String {
    let prefix = "http://stopa.test/pobocny-spolek-zakladniho-lyzovani/v-poradku?token=";
    text.lines()
        .find(|line| line.starts_with(prefix))
        .expect("link")
        .trim_start_matches(prefix)
        .trim()
        .to_owned()
}

fn fields(response: &Value) -> Vec<String> {
    response["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap().to_owned())
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_confirmed_application_is_approved_into_a_branch_club_whose_chair_is_invited(
    pool: PgPool,
) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let consent = call(&app, &public, CONSENT, json!({})).await.json();
    let version = consent["data"]["branchConsent"]["version"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        consent["data"]["branchConsent"]["text"]
            .as_str()
            .unwrap()
            .contains("stanovy Svazu lyžařů")
    );

    // The name must name the main association and say it is a branch; the consent must be
    // the current one.
    let bad = call(
        &app,
        &public,
        SUBMIT,
        input(
            &app,
            "Lyžařská škola Bublava",
            "petra@lsbublava.cz",
            "2020-01",
        ),
    )
    .await
    .json();
    assert_eq!(fields(&bad), ["name", "consentVersion"], "{bad}");
    assert_eq!(app.count("branch_request").await, 0);

    let name = "Lyžařská škola Bublava, pobočný spolek SLČR";
    let sent = call(
        &app,
        &public,
        SUBMIT,
        input(&app, name, "petra@lsbublava.cz", &version),
    )
    .await;
    assert_eq!(
        sent.json()["data"]["submitBranchRequest"],
        "petra@lsbublava.cz",
        "{}",
        sent.text()
    );

    // Unconfirmed, the application is nobody's business yet.
    let admin = app.login(accounts::ADMIN).await;
    let listed = call(&app, &admin, LIST, json!({})).await.json();
    assert_eq!(listed["data"]["branchRequests"], json!([]), "{listed}");

    let mails = wait_for_mails(&app, 1).await;
    assert_eq!(mails[0].to, "petra@lsbublava.cz");
    let token = confirm_token(&mails[0].text);
    let confirmed = call(&app, &public, CONFIRM, json!({ "token": token })).await;
    assert_eq!(
        confirmed.json()["data"]["confirmBranchRequest"],
        "CONFIRMED",
        "{}",
        confirmed.text()
    );
    let again = call(&app, &public, CONFIRM, json!({ "token": token })).await;
    assert_eq!(
        again.json()["data"]["confirmBranchRequest"],
        "ALREADY_CONFIRMED"
    );
    let unknown = call(&app, &public, CONFIRM, json!({ "token": "x".repeat(43) })).await;
    assert_eq!(unknown.error_code().as_deref(), Some("INVALID_TOKEN"));

    // The same name again is a conflict once the first is confirmed.
    let twice = call(
        &app,
        &public,
        SUBMIT,
        input(&app, name, "jiny@lsbublava.cz", &version),
    )
    .await;
    assert_eq!(twice.error_code().as_deref(), Some("CONFLICT"));

    // Who reads: Admin and area staff of the region (contacts with the personal-data flag);
    // every other identity is refused.
    let listed = call(&app, &admin, LIST, json!({})).await.json();
    let row = &listed["data"]["branchRequests"][0];
    assert_eq!(row["stateLabel"], "Čeká na vyřízení");
    assert_eq!(row["canDecide"], true);
    assert_eq!(row["chairEmail"], "petra@lsbublava.cz");
    assert_eq!(row["departmentNames"], json!(["Alpské lyžování"]));
    assert_eq!(row["instructorCount"], 6);
    assert_eq!(row["consentVersion"], version.as_str());
    let id = row["id"].as_i64().unwrap();
    let area = app.login(accounts::AREA).await;
    let seen = call(&app, &area, LIST, json!({})).await.json();
    assert_eq!(seen["data"]["branchRequests"][0]["canDecide"], false);
    assert_eq!(
        seen["data"]["branchRequests"][0]["chairPhone"],
        "+420 603 111 222"
    );
    let area_plain = app.login(accounts::AREA_NO_FLAGS).await;
    let seen = call(&app, &area_plain, LIST, json!({})).await.json();
    assert_eq!(seen["data"]["branchRequests"][0]["chairEmail"], Value::Null);
    assert_eq!(seen["data"]["branchRequests"][0]["chairPhone"], Value::Null);
    let refused = call(&app, &public, LIST, json!({})).await;
    assert_eq!(refused.error_code().as_deref(), Some("UNAUTHENTICATED"));
    for login in [
        accounts::TEAM,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(login).await;
        let refused = call(&app, &cookies, LIST, json!({})).await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{login}"
        );
        let refused = call(
            &app,
            &cookies,
            APPROVE,
            json!({ "input": { "id": id, "code": "LSBU" } }),
        )
        .await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{login}"
        );
    }
    let refused = call(
        &app,
        &area,
        APPROVE,
        json!({ "input": { "id": id, "code": "LSBU" } }),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));

    // Admin approves: a club with the branch's legal form, the chair invited and told.
    let bad_code = call(
        &app,
        &admin,
        APPROVE,
        json!({ "input": { "id": id, "code": "lsbu" } }),
    )
    .await
    .json();
    assert_eq!(fields(&bad_code), ["code"]);
    let approved = call(
        &app,
        &admin,
        APPROVE,
        json!({ "input": { "id": id, "code": "LSBU" } }),
    )
    .await
    .json();
    let decided = &approved["data"]["approveBranchRequest"];
    assert_eq!(decided["stateLabel"], "Schválena", "{approved}");
    assert_eq!(decided["clubCode"], "LSBU");
    let twice = call(
        &app,
        &admin,
        REJECT,
        json!({ "input": { "id": id, "reason": "Pozdě." } }),
    )
    .await;
    assert_eq!(twice.error_code().as_deref(), Some("ALREADY_DECIDED"));
    let legal_form: String = sqlx::query_scalar("select legal_form from club where code = 'LSBU'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(legal_form, "BRANCH_ASSOCIATION");
    let mails = wait_for_mails(&app, 3).await;
    let approved_mail = mails
        .iter()
        .find(|mail| mail.subject == "SLČR – pobočný spolek schválen")
        .expect("approval e-mail");
    assert!(approved_mail.text.contains("Kód spolku v evidenci: LSBU"));
    assert!(
        approved_mail
            .text
            .contains("/pobocny-spolek-zakladniho-lyzovani/dokonceno")
    );
    assert!(mails.iter().any(
        |mail| mail.to == "petra@lsbublava.cz" && mail.subject == "SLČR – pozvánka do evidence"
    ));
    // Read back as the club's page reads it.
    let club_id = decided["clubId"].as_i64().unwrap();
    let club = call(
        &app,
        &admin,
        "query Club($id: Int!) { club(id: $id) { code name legalFormLabel regionName } }",
        json!({ "id": club_id }),
    )
    .await
    .json();
    assert_eq!(
        club["data"]["club"]["legalFormLabel"], "Pobočný spolek",
        "{club}"
    );
    assert_eq!(club["data"]["club"]["name"], name);
}

#[sqlx::test(migrations = "../../migrations")]
async fn links_expire_rejections_are_mailed_and_senders_are_limited(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let public = Cookies::default();
    let version = stopa_domain::branch::CONSENT_VERSION;
    let first = "Lyžařská škola Kvilda, p. s. SLČR";
    let sent = call(
        &app,
        &public,
        SUBMIT,
        input(&app, first, "a@kvilda.cz", version),
    )
    .await;
    assert_eq!(sent.json()["data"]["submitBranchRequest"], "a@kvilda.cz");
    let mails = wait_for_mails(&app, 1).await;
    let token = confirm_token(&mails[0].text);
    sqlx::query("update branch_request set confirm_expires_at = now() - interval '1 minute'")
        .execute(&app.pool)
        .await
        .unwrap();
    let expired = call(&app, &public, CONFIRM, json!({ "token": token })).await;
    assert_eq!(expired.error_code().as_deref(), Some("INVALID_TOKEN"));
    assert_eq!(
        expired.error_message().as_deref(),
        Some("Platnost odkazu vypršela. Odešlete prosím žádost znovu.")
    );
    assert_eq!(
        app.count("branch_request where state = 'UNCONFIRMED'")
            .await,
        1
    );

    // An expired, unconfirmed application does not block sending it again.
    let sent = call(
        &app,
        &public,
        SUBMIT,
        input(&app, first, "a@kvilda.cz", version),
    )
    .await;
    assert!(
        sent.json()["data"]["submitBranchRequest"].is_string(),
        "{}",
        sent.text()
    );
    let mails = wait_for_mails(&app, 2).await;
    let newest = mails
        .iter()
        .map(|mail| confirm_token(&mail.text))
        .find(|found| *found != token)
        .unwrap();
    let confirmed = call(&app, &public, CONFIRM, json!({ "token": newest })).await;
    assert_eq!(
        confirmed.json()["data"]["confirmBranchRequest"],
        "CONFIRMED"
    );

    let admin = app.login(accounts::ADMIN).await;
    let id: i64 =
        sqlx::query_scalar("select branch_request_id from branch_request where state = 'PENDING'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let empty = call(
        &app,
        &admin,
        REJECT,
        json!({ "input": { "id": id, "reason": " " } }),
    )
    .await;
    assert_eq!(fields(&empty.json()), ["reason"]);
    let rejected = call(
        &app,
        &admin,
        REJECT,
        json!({ "input": { "id": id, "reason": "Chybí souhlas valné hromady." } }),
    )
    .await
    .json();
    assert_eq!(
        rejected["data"]["rejectBranchRequest"]["stateLabel"], "Zamítnuta",
        "{rejected}"
    );
    let mails = wait_for_mails(&app, 3).await;
    assert!(mails.iter().any(|mail| mail.subject
        == "SLČR – žádost o založení pobočného spolku zamítnuta"
        && mail.text.contains("Chybí souhlas valné hromady.")));

    // One chair's e-mail is named at most three times a day (two so far).
    let third = call(
        &app,
        &public,
        SUBMIT,
        input(
            &app,
            "Lyžařská škola Zadov, p. s. SLČR",
            "a@kvilda.cz",
            version,
        ),
    )
    .await;
    assert!(third.json()["data"]["submitBranchRequest"].is_string());
    let fourth = call(
        &app,
        &public,
        SUBMIT,
        input(
            &app,
            "Lyžařská škola Churáňov, p. s. SLČR",
            "a@kvilda.cz",
            version,
        ),
    )
    .await;
    assert_eq!(fourth.error_code().as_deref(), Some("TOO_MANY_ATTEMPTS"));
    assert_eq!(app.count("branch_request").await, 3);
}
