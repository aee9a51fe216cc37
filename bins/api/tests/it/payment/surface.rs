//! The public surface of payments: GraphQL as the web app calls it, the worker matching an
//! uploaded statement and mailing the club, the public page and PDFs, the orders CSV, and what
//! "paid" changes elsewhere (the members grid's filter, the general-meeting export).

use serde_json::{Value, json};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, start_worker, upload, wait_for_mails};

use super::{athlete, payment_app, statement};

const ORDER_FIELDS: &str = "uuid state stateLabel amount variableSymbol paidOn instructions { iban amount variableSymbol qrText } actions { canMarkSent canCancel canMarkFailed canMarkPaid } confirmationPdfUrl instructionsPdfUrl publicPath";

async fn create(app: &TestApp, cookies: &Cookies, season: i64, members: &[i64]) -> Value {
    let answer = gql(
        app,
        cookies,
        &format!("mutation CreateOrder($input: CreateOrderInput!) {{ createOrder(input: $input) {{ {ORDER_FIELDS} }} }}"),
        json!({ "input": { "clubId": app.fixture.club_a, "evidenceSeasonId": season, "memberIds": members } }),
    )
    .await;
    ok(&answer)["createOrder"].clone()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_club_pays_by_order_and_the_worker_matches_the_statement_and_mails_the_club(
    pool: sqlx::PgPool,
) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let team = app.login(accounts::TEAM).await;
    let form = gql(
        &app,
        &team,
        "query OrderForm($club: Int!, $season: Int!) { orderForm(clubId: $club, evidenceSeasonId: $season) { clubName seasonName fees { adultFee } members { memberId feeKind fee orderable ageGroup } } }",
        json!({ "club": app.fixture.club_a, "season": season }),
    )
    .await;
    let form = &ok(&form)["orderForm"];
    assert_eq!(form["fees"]["adultFee"], 30_000);
    let jan_row = form["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["memberId"] == jan)
        .unwrap();
    assert_eq!(
        (jan_row["feeKind"].as_str(), jan_row["fee"].as_i64()),
        (Some("ADULT"), Some(30_000))
    );

    let order = create(&app, &team, season, &[jan]).await;
    assert_eq!(
        (order["state"].as_str(), order["amount"].as_i64()),
        (Some("CREATED"), Some(30_000))
    );
    assert_eq!(
        order["actions"],
        json!({ "canMarkSent": true, "canCancel": true, "canMarkFailed": false, "canMarkPaid": false })
    );
    let uuid = order["uuid"].as_str().unwrap().to_owned();
    let symbol = order["variableSymbol"].as_str().unwrap().to_owned();
    assert!(
        order["instructions"]["qrText"]
            .as_str()
            .unwrap()
            .starts_with("SPD*1.0*ACC:CZ8120100000002000000018*AM:300.00*CC:CZK*X-VS:")
    );
    // While it can be paid: the instructions print, the confirmation does not yet.
    let instructions = app
        .get(
            &format!("/api/public/export/order/{uuid}/pokyny.pdf"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(instructions.status, 200);
    assert_eq!(instructions.headers["content-type"], "application/pdf");
    let early = app
        .get(
            &format!("/api/public/export/order/{uuid}/potvrzeni.pdf"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(
        (
            early.status.as_u16(),
            early.json()["error"]["code"].as_str()
        ),
        (400, Some("INVALID_TRANSITION"))
    );

    // Admin uploads the bank's statement; the worker matches it.
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let operations = json!({
        "query": "mutation UploadBankStatement($file: Upload!) { uploadBankStatement(file: $file) { id progress } }",
        "variables": { "file": null },
    });
    let uploaded = upload(
        &app,
        &admin,
        "UploadBankStatement",
        &operations,
        "vypis.csv",
        &statement(&[("1", "02.01.2040", 30_000, &symbol)]),
    )
    .await
    .json();
    let statement_id = ok(&uploaded)["uploadBankStatement"]["id"].as_i64().unwrap();
    let mut progress = Value::Null;
    for _ in 0..150 {
        let answer = gql(&app, &admin, "query BankStatement($id: Int!) { bankStatement(id: $id) { progress matched forReview } }", json!({ "id": statement_id })).await;
        progress = ok(&answer)["bankStatement"].clone();
        if progress["progress"] == "COMPLETED" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(
        progress,
        json!({ "progress": "COMPLETED", "matched": 1, "forReview": 0 })
    );
    let paid = gql(
        &app,
        &team,
        &format!("query Order($uuid: UUID!) {{ order(uuid: $uuid) {{ {ORDER_FIELDS} }} }}"),
        json!({ "uuid": uuid }),
    )
    .await;
    let paid = &ok(&paid)["order"];
    assert_eq!(
        (paid["state"].as_str(), paid["paidOn"].as_str()),
        (Some("PAID"), Some("2040-01-02"))
    );
    assert!(paid["instructions"].is_null() && paid["instructionsPdfUrl"].is_null());
    let mails = wait_for_mails(&app, 1).await;
    assert_eq!(mails[0].to, accounts::TEAM);
    assert_eq!(
        mails[0].subject,
        format!("SLČR – objednávka {symbol} je zaplacena")
    );
    assert!(
        mails[0]
            .text
            .contains(&format!("/evidence/objednavky-a-platby/{uuid}"))
    );

    // The public page names the members, nothing more of them; the confirmation prints.
    let public = gql(&app, &Cookies::default(), "query PublicOrder($uuid: UUID!) { publicOrder(uuid: $uuid) { clubName state members { firstName lastName feeLabel amount } } }", json!({ "uuid": uuid })).await;
    assert_eq!(
        ok(&public)["publicOrder"]["members"],
        json!([{ "firstName": "Jan", "lastName": "Novák", "feeLabel": "Aktivní člen – dospělý", "amount": 30_000 }])
    );
    let prying = gql(&app, &Cookies::default(), "query PublicOrder($uuid: UUID!) { publicOrder(uuid: $uuid) { members { registrationNumber } } }", json!({ "uuid": uuid })).await;
    assert_eq!(code(&prying), Some("GRAPHQL_VALIDATION_FAILED"));
    let confirmation = app
        .get(
            &format!("/api/public/export/order/{uuid}/potvrzeni.pdf"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(confirmation.status, 200);
    assert!(confirmation.body.starts_with(b"%PDF-"));
    for missing in [
        "/api/public/export/order/not-a-uuid/potvrzeni.pdf",
        "/api/public/export/order/00000000-0000-0000-0000-000000000000/potvrzeni.pdf",
        &format!("/api/public/export/order/{uuid}/jiny.pdf"),
    ] {
        assert_eq!(
            app.get(missing, &Cookies::default()).await.status,
            404,
            "{missing}"
        );
    }
    let stranger = gql(
        &app,
        &app.login(accounts::TEAM_NO_FLAGS).await,
        "query Order($uuid: UUID!) { order(uuid: $uuid) { uuid } }",
        json!({ "uuid": uuid }),
    )
    .await;
    assert_eq!(code(&stranger), Some("NOT_FOUND"));

    // Paid shows in the members grid's filter and in the general-meeting export.
    let paid_members = gql(
        &app,
        &admin,
        "query Members($input: MembersInput!) { members(input: $input) { nodes { id } } }",
        json!({ "input": { "filter": { "paidSeasonId": season } } }),
    )
    .await;
    assert_eq!(
        ok(&paid_members)["members"]["nodes"],
        json!([{ "id": jan }])
    );
    let unpaid = gql(
        &app,
        &admin,
        "query Members($input: MembersInput!) { members(input: $input) { nodes { id } } }",
        json!({ "input": { "filter": { "paidSeasonId": season, "paid": false } } }),
    )
    .await;
    assert!(
        !ok(&unpaid)["members"]["nodes"]
            .as_array()
            .unwrap()
            .contains(&json!({ "id": jan }))
    );
    let meeting = app.get(&format!("/api/admin/export/members-general-meeting-csv?evidenceSeasonId={season}&meetingDate=2040-06-01"), &admin).await;
    assert_eq!(meeting.status, 200);
    assert!(meeting.text().contains("Novák"), "{}", meeting.text());
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_orders_csv_is_the_grid_of_the_askers_scope(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    sqlx::query("update club set name = '=HYPERLINK(\"x\") klub' where club_id = $1")
        .bind(app.fixture.club_a)
        .execute(&app.pool)
        .await
        .unwrap();
    let team = app.login(accounts::TEAM).await;
    let order = create(&app, &team, season, &[jan]).await;
    let csv = app.get("/api/team/export/orders-csv", &team).await;
    assert_eq!(csv.status, 200);
    let text = csv.text();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "Variabilní symbol;Stav;Kód klubu;Klub;Sezóna;Počet členů;Částka (Kč);Vytvořena;Zaplacena"
    );
    assert_eq!(lines.len(), 2);
    assert!(
        lines[1].starts_with(&format!(
            "{};Vytvořena;LBSK;",
            order["variableSymbol"].as_str().unwrap()
        )),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains(";300,00;"), "{}", lines[1]);
    assert!(
        lines[1].contains("'=HYPERLINK"),
        "a formula is escaped: {}",
        lines[1]
    );
    // Filters narrow it; another role's address, nobody logged in, no PAYMENTS: refused.
    let cancelled = app
        .get("/api/team/export/orders-csv?state=CANCELED", &team)
        .await;
    assert_eq!(
        cancelled
            .text()
            .trim_start_matches('\u{feff}')
            .lines()
            .count(),
        1
    );
    assert_eq!(
        app.get("/api/admin/export/orders-csv", &team).await.status,
        403
    );
    assert_eq!(
        app.get("/api/team/export/orders-csv", &Cookies::default())
            .await
            .status,
        401
    );
    assert_eq!(
        app.get(
            "/api/team/export/orders-csv",
            &app.login(accounts::TEAM_NO_FLAGS).await
        )
        .await
        .status,
        403
    );
    assert_eq!(
        app.get("/api/team/export/orders-csv?state=NIC", &team)
            .await
            .status,
        400
    );
    let area = app.login(accounts::AREA).await;
    assert_eq!(
        app.get("/api/area/export/orders-csv", &area)
            .await
            .text()
            .trim_start_matches('\u{feff}')
            .lines()
            .count(),
        2
    );
}
