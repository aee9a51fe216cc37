//! Bank statements through the use cases: matching by variable symbol and amount, the review
//! list, every format of the refs read twice, uploads of staff for their scope, the account
//! check and the Fio API fetch.

use std::io::{Read as _, Write as _};

use stopa_app::payment::{
    self as payments, FioApi, PaymentAccount, ReviewDecision, UploadStatement, fetch_fio_statement,
    order, resolve_payment, review_payments, run_statement, upload_statement,
};
use stopa_domain::money::Czk;
use stopa_domain::payment::{OrderState, PaymentMatch, ReviewState};
use stopa_formats::payment::bank_account::CzechAccount;
use stopa_testkit::accounts;
use stopa_testkit::app::TestApp;

use super::{athlete, order_of, outcome, payment_app, statement};

/// Uploads `bytes` as `actor` and runs the worker's job to its end; the statement as its page
/// shows it then.
async fn upload_and_run(
    app: &TestApp,
    services: &stopa_app::App,
    actor: &stopa_app::Actor,
    bytes: Vec<u8>,
) -> payments::StatementView {
    let uploaded = upload_statement(
        services,
        actor,
        UploadStatement {
            file_name: "vypis.csv".to_owned(),
            bytes,
        },
    )
    .await
    .unwrap();
    run_statement(services, uploaded.id, |_| {}).await.unwrap();
    let _ = app;
    payments::bank_statement(services, actor, uploaded.id)
        .await
        .unwrap()
}

/// The variable symbol and amount (haléře) of an order.
fn due(order: &payments::Order) -> (String, i64) {
    (order.variable_symbol.clone(), order.amount.halere())
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_statement_pays_exact_orders_sends_the_rest_to_review_and_changes_nothing_twice(
    pool: sqlx::PgPool,
) {
    let (app, season) = payment_app(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let members: Vec<i64> = [
        app.fixture.jan_novak.member_id,
        app.fixture.eliska_novakova.member_id,
    ]
    .to_vec();
    for member in &members {
        athlete(&app.pool, *member, app.fixture.department_cc).await;
    }
    let exact = order_of(&app, season, &members[..1]).await;
    let under = order_of(&app, season, &members[1..]).await;
    let (exact_symbol, exact_amount) = due(&exact);
    let (under_symbol, under_amount) = due(&under);
    let file = statement(&[
        ("9001", "03.11.2040", exact_amount, &exact_symbol),
        ("9002", "04.11.2040", under_amount - 100, &under_symbol),
        ("9003", "04.11.2040", 50_000, "1234"),
        ("9004", "05.11.2040", exact_amount, &exact_symbol),
        ("9005", "05.11.2040", -11_000, ""),
    ]);
    let first = upload_and_run(&app, &app.services, &admin, file.clone()).await;
    assert_eq!(first.state.as_str(), "COMPLETED");
    assert_eq!(
        (
            first.matched,
            first.for_review,
            first.ignored,
            first.already_imported
        ),
        (1, 3, 1, 0)
    );

    let paid = order(&app.services, &admin, exact.uuid).await.unwrap();
    assert_eq!(paid.state, OrderState::Paid);
    assert_eq!(paid.paid_on, chrono::NaiveDate::from_ymd_opt(2040, 11, 3));
    assert_eq!(
        paid.history.last().map(|step| step.action_label.as_str()),
        Some("Zaplaceno bankovním převodem")
    );
    let matches: Vec<PaymentMatch> = paid
        .bank_payments
        .iter()
        .map(|payment| payment.matched)
        .collect();
    assert_eq!(matches, [PaymentMatch::Matched, PaymentMatch::AlreadyPaid]);
    assert_eq!(
        order(&app.services, &admin, under.uuid)
            .await
            .unwrap()
            .state,
        OrderState::Created
    );

    let review = review_payments(&app.services, &admin, ReviewState::Open, 1, 50)
        .await
        .unwrap();
    let mut reasons: Vec<PaymentMatch> =
        review.nodes.iter().map(|payment| payment.matched).collect();
    reasons.sort_by_key(|reason| reason.as_str());
    assert_eq!(
        reasons,
        [
            PaymentMatch::AlreadyPaid,
            PaymentMatch::Underpaid,
            PaymentMatch::UnknownSymbol
        ]
    );

    // The statement's rows, page by page, each with what became of it and its order.
    let rows = payments::bank_statement_rows(&app.services, &admin, first.id, 1, 3)
        .await
        .unwrap();
    assert_eq!(rows.total_count, 5);
    let labels: Vec<(&str, Option<&str>)> = rows
        .nodes
        .iter()
        .map(|row| (row.matched_label.as_str(), row.order_symbol.as_deref()))
        .collect();
    assert_eq!(
        labels,
        [
            ("Zaplacena objednávka", Some(exact_symbol.as_str())),
            ("Nedoplatek", Some(under_symbol.as_str())),
            ("Neznámý variabilní symbol", None),
        ]
    );
    let rest = payments::bank_statement_rows(&app.services, &admin, first.id, 2, 3)
        .await
        .unwrap();
    assert_eq!(rest.nodes.len(), 2);
    assert_eq!(rest.nodes[1].amount.halere(), -11_000);
    assert!(
        payments::bank_statement_rows(&app.services, &admin, first.id, 0, 3)
            .await
            .is_err()
    );
    let person = app.actor(accounts::PERSON).await;
    assert!(
        payments::bank_statement_rows(&app.services, &person, first.id, 1, 50)
            .await
            .is_err(),
        "a person does not see the federation's statements"
    );

    // The same statement again: nothing new, nothing paid twice.
    let second = upload_and_run(&app, &app.services, &admin, file).await;
    assert_eq!(
        (second.matched, second.for_review, second.already_imported),
        (0, 0, 5)
    );
    let (transactions, fees, steps): (i64, i64, i64) = sqlx::query_as(
        "select (select count(*) from bank_transaction), (select count(*) from member_payment),
                (select count(*) from order_payment_event where action = 'PAY_BY_BANK')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!((transactions, fees, steps), (5, 1, 1));
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_review_list_is_decided_once_by_admin_with_a_note(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let made = order_of(&app, season, &[jan]).await;
    let (symbol, amount) = due(&made);
    upload_and_run(
        &app,
        &app.services,
        &admin,
        statement(&[
            ("7001", "01.12.2040", amount - 5_000, &symbol),
            ("7002", "02.12.2040", 12_345, "999"),
        ]),
    )
    .await;
    let open = review_payments(&app.services, &admin, ReviewState::Open, 1, 50)
        .await
        .unwrap();
    assert_eq!(open.total_count, 2);
    let underpaid = open
        .nodes
        .iter()
        .find(|payment| payment.matched == PaymentMatch::Underpaid)
        .unwrap();
    assert_eq!(underpaid.order_uuid, Some(made.uuid));
    assert_eq!(underpaid.matched_label, "Nedoplatek");
    let unknown = open
        .nodes
        .iter()
        .find(|payment| payment.matched == PaymentMatch::UnknownSymbol)
        .unwrap();

    // Only Admin decides.
    let team = app.actor(accounts::TEAM).await;
    let refused = resolve_payment(
        &app.services,
        &team,
        underpaid.id,
        ReviewDecision::Dismiss,
        "x",
    )
    .await;
    assert_eq!(outcome(&refused), "FORBIDDEN");
    let note_missing = resolve_payment(
        &app.services,
        &admin,
        underpaid.id,
        ReviewDecision::Dismiss,
        "  ",
    )
    .await;
    assert_eq!(outcome(&note_missing), "VALIDATION");

    let assigned = resolve_payment(
        &app.services,
        &admin,
        underpaid.id,
        ReviewDecision::Assign {
            order_uuid: made.uuid,
        },
        "Klub doplatí rozdíl hotově, uznáno.",
    )
    .await
    .unwrap();
    assert_eq!(
        (assigned.review, assigned.order_state),
        (ReviewState::Assigned, Some(OrderState::Paid))
    );
    let paid = order(&app.services, &admin, made.uuid).await.unwrap();
    assert_eq!(
        paid.history
            .last()
            .map(|step| (step.action_label.as_str(), step.note.as_deref())),
        Some((
            "Platba přiřazena ručně",
            Some("Klub doplatí rozdíl hotově, uznáno.")
        ))
    );
    assert_eq!(paid.paid_on, chrono::NaiveDate::from_ymd_opt(2040, 12, 1));
    let dismissed = resolve_payment(
        &app.services,
        &admin,
        unknown.id,
        ReviewDecision::Dismiss,
        "Vráceno odesílateli.",
    )
    .await
    .unwrap();
    assert_eq!(dismissed.review, ReviewState::Dismissed);
    // Decided once.
    let again = resolve_payment(
        &app.services,
        &admin,
        unknown.id,
        ReviewDecision::Dismiss,
        "znovu",
    )
    .await;
    assert_eq!(outcome(&again), "ALREADY_DECIDED");
    assert_eq!(
        review_payments(&app.services, &admin, ReviewState::Open, 1, 50)
            .await
            .unwrap()
            .total_count,
        0
    );
    assert_eq!(
        review_payments(&app.services, &admin, ReviewState::Assigned, 1, 50)
            .await
            .unwrap()
            .total_count,
        1
    );
}

/// An app whose federation account is `account` (the refs' samples are of other accounts; the
/// Fio sample's is anonymised and fails its checks, so it is set without them).
fn app_of_account(app: &TestApp, account: &str) -> stopa_app::App {
    let account = CzechAccount::parse(account).unwrap();
    stopa_app::App {
        payment: PaymentAccount {
            iban: account.iban(),
            account,
            recipient: "SLČR".to_owned(),
        },
        ..app.services.clone()
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_statement_of_the_refs_is_read_twice_to_the_same_end(pool: sqlx::PgPool) {
    let (app, _) = payment_app(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    // (the account, the file, its movements new and known on the first reading)
    let files: [(&str, &[u8], i64, i64); 5] = [
        (
            "1234567890/2010",
            include_bytes!(
                "../../../../../libs/formats/testdata/payments/fio-api-periods-sample.json"
            ),
            2,
            0,
        ),
        (
            "1234567/0000",
            include_bytes!(
                "../../../../../libs/formats/testdata/payments/abo-gpc_basic_format.gpc"
            ),
            2,
            0,
        ),
        (
            "2500834780/2010",
            include_bytes!(
                "../../../../../libs/formats/testdata/payments/fio-internet-banking.ours.csv"
            ),
            3,
            0,
        ),
        // The API's CSV of the same account holds a movement of the export above (26714150488).
        (
            "2500834780/2010",
            include_bytes!(
                "../../../../../libs/formats/testdata/payments/fio-api-transactions.ours.cp1250.csv"
            ),
            0,
            1,
        ),
        (
            "2500834780/2010",
            include_bytes!(
                "../../../../../libs/formats/testdata/payments/abo-statement.ours.cp1250.gpc"
            ),
            4,
            0,
        ),
    ];
    for (account, bytes, new, known) in files {
        let services = app_of_account(&app, account);
        let first = upload_and_run(&app, &services, &admin, bytes.to_vec()).await;
        assert_eq!(
            first.state.as_str(),
            "COMPLETED",
            "{account}: {:?}",
            first.error
        );
        assert_eq!(
            (
                first.matched + first.for_review + first.ignored,
                first.already_imported
            ),
            (new, known),
            "{account}"
        );
        assert!(first.problems.is_empty(), "{account}: {:?}", first.problems);
        let second = upload_and_run(&app, &services, &admin, bytes.to_vec()).await;
        assert_eq!(
            (
                second.matched + second.for_review + second.ignored,
                second.already_imported
            ),
            (0, new + known),
            "{account}"
        );
    }
    // Every movement once.
    let total: i64 = sqlx::query_scalar("select count(*) from bank_transaction")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(total, 2 + 2 + 3 + 4);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_statement_of_another_account_or_no_statement_is_refused_in_czech(pool: sqlx::PgPool) {
    let (app, _) = payment_app(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let upload = |bytes: &[u8]| {
        upload_statement(
            &app.services,
            &admin,
            UploadStatement {
                file_name: "x".to_owned(),
                bytes: bytes.to_vec(),
            },
        )
    };
    let other = upload(include_bytes!(
        "../../../../../libs/formats/testdata/payments/fio-internet-banking.ours.csv"
    ))
    .await
    .unwrap_err();
    assert_eq!(
        other.message(),
        "Výpis je z účtu 2500834780/2010, ale poplatky se platí na účet 2000000018/2010."
    );
    assert_eq!(
        upload(b"jmeno;prijmeni\n")
            .await
            .unwrap_err()
            .code()
            .as_str(),
        "UNREADABLE_FILE"
    );
    assert_eq!(upload(b"").await.unwrap_err().code().as_str(), "EMPTY_FILE");
    let empty = statement(&[]);
    assert_eq!(
        upload(&empty).await.unwrap_err().message(),
        "Výpis neobsahuje žádné pohyby."
    );
    assert_eq!(app.count("bank_statement").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_upload_of_staff_settles_nothing_by_itself_and_records_only_its_scope(
    pool: sqlx::PgPool,
) {
    let (app, season) = payment_app(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let area = app.actor(accounts::AREA).await;
    let jan = app.fixture.jan_novak.member_id;
    let petr = app.fixture.petr_dvorak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    athlete(&app.pool, petr, app.fixture.department_al).await;
    let club_a_order = order_of(&app, season, &[jan]).await;
    let club_b_order = payments::create_order(
        &app.services,
        &admin,
        payments::CreateOrder {
            club_id: app.fixture.club_b,
            evidence_season_id: season,
            member_ids: vec![petr],
        },
    )
    .await
    .unwrap();
    let (a_symbol, a_amount) = due(&club_a_order);
    let (b_symbol, b_amount) = due(&club_b_order);
    let file = statement(&[
        ("5001", "10.01.2040", a_amount, &a_symbol),
        ("5002", "10.01.2040", b_amount, &b_symbol),
        ("5003", "11.01.2040", 777, "42"),
    ]);
    // Region A's area holds club A, not club B: its file is no proof of payment, so even the
    // exact payment of club A's order waits for Admin; the rest is not recorded at all.
    let by_area = upload_and_run(&app, &app.services, &area, file.clone()).await;
    assert_eq!(
        (by_area.matched, by_area.for_review, by_area.out_of_scope),
        (0, 1, 2)
    );
    assert_eq!(
        order(&app.services, &admin, club_a_order.uuid)
            .await
            .unwrap()
            .state,
        OrderState::Created
    );
    let waiting = review_payments(&app.services, &admin, ReviewState::Open, 1, 50)
        .await
        .unwrap();
    assert_eq!(waiting.nodes.len(), 1);
    assert_eq!(
        waiting.nodes[0].matched_label,
        "Přesná platba – čeká na potvrzení"
    );
    assert_eq!(waiting.nodes[0].order_uuid, Some(club_a_order.uuid));
    // Admin confirms it: the order is paid on the payment's day.
    resolve_payment(
        &app.services,
        &admin,
        waiting.nodes[0].id,
        ReviewDecision::Assign {
            order_uuid: club_a_order.uuid,
        },
        "Potvrzeno podle výpisu banky.",
    )
    .await
    .unwrap();
    let paid = order(&app.services, &admin, club_a_order.uuid)
        .await
        .unwrap();
    assert_eq!(paid.state, OrderState::Paid);
    assert_eq!(paid.paid_on, chrono::NaiveDate::from_ymd_opt(2040, 1, 10));
    assert_eq!(
        order(&app.services, &admin, club_b_order.uuid)
            .await
            .unwrap()
            .state,
        OrderState::Created
    );
    // A file of staff that does not say which account it is of is refused.
    let without_account = String::from_utf8(file.clone())
        .unwrap()
        .lines()
        .skip(3)
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        outcome(
            &upload_statement(
                &app.services,
                &area,
                UploadStatement {
                    file_name: "bez-uctu.csv".to_owned(),
                    bytes: without_account.into_bytes()
                }
            )
            .await
        ),
        "VALIDATION"
    );
    // The area sees its own uploads, not others'; a club never uploads statements.
    let team = app.actor(accounts::TEAM).await;
    assert_eq!(
        outcome(
            &upload_statement(
                &app.services,
                &team,
                UploadStatement {
                    file_name: "x".to_owned(),
                    bytes: file.clone()
                }
            )
            .await
        ),
        "FORBIDDEN"
    );
    assert_eq!(
        payments::bank_statements(&app.services, &area)
            .await
            .unwrap()
            .len(),
        1
    );
    // Admin's upload of the same statement settles the rest.
    let by_admin = upload_and_run(&app, &app.services, &admin, file).await;
    assert_eq!(
        (
            by_admin.matched,
            by_admin.for_review,
            by_admin.already_imported
        ),
        (1, 1, 1)
    );
    assert_eq!(
        order(&app.services, &admin, club_b_order.uuid)
            .await
            .unwrap()
            .state,
        OrderState::Paid
    );
    assert_eq!(
        payments::bank_statements(&app.services, &area)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        payments::bank_statements(&app.services, &admin)
            .await
            .unwrap()
            .len(),
        2
    );
}

/// A tiny HTTP server answering every request with `status` and `body`; returns its address
/// and the request lines it saw.
fn fio_server(
    status: &'static str,
    body: &'static [u8],
) -> (String, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { break };
            let mut buffer = [0_u8; 4096];
            let read = stream.read(&mut buffer).unwrap_or(0);
            let request = String::from_utf8_lossy(&buffer[..read])
                .lines()
                .next()
                .unwrap_or_default()
                .to_owned();
            log.lock().unwrap().push(request);
            let head = format!(
                "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(body);
        }
    });
    (address, seen)
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_fio_api_fetch_stores_new_movements_and_never_shows_the_token(pool: sqlx::PgPool) {
    let (app, _) = payment_app(pool).await;
    let services = app_of_account(&app, "1234567890/2010");
    let body =
        include_bytes!("../../../../../libs/formats/testdata/payments/fio-api-periods-sample.json");
    let (address, seen) = fio_server("200 OK", body);
    let api = FioApi {
        base_url: address,
        token: "tajny/token".to_owned(),
    };
    let statement = fetch_fio_statement(&services, &api)
        .await
        .unwrap()
        .expect("a statement");
    assert_eq!(
        seen.lock().unwrap().as_slice(),
        ["GET /last/tajny%2Ftoken/transactions.json HTTP/1.1"]
    );
    run_statement(&services, statement, |_| {}).await.unwrap();
    let admin = app.actor(accounts::ADMIN).await;
    let view = payments::bank_statement(&services, &admin, statement)
        .await
        .unwrap();
    assert!(view.fetched && view.ignored == 2, "{view:?}");
    assert!(format!("{api:?}").contains("***") && !format!("{api:?}").contains("tajny"));

    // Nothing new: no statement; the bank refusing: a Czech error without the token.
    let (address, _) = fio_server("200 OK", br#"{"accountStatement":{"info":{"accountId":"1234567890","bankId":"2010"},"transactionList":{"transaction":[]}}}"#);
    assert_eq!(
        fetch_fio_statement(
            &services,
            &FioApi {
                base_url: address,
                token: "t".to_owned()
            }
        )
        .await
        .unwrap(),
        None
    );
    let (address, _) = fio_server("409 Conflict", b"");
    let error = fetch_fio_statement(
        &services,
        &FioApi {
            base_url: address,
            token: "tajny".to_owned(),
        },
    )
    .await
    .unwrap_err();
    assert_eq!(error.code().as_str(), "FETCH_FAILED");
    assert_eq!(
        error.message(),
        "Výpis z Fio API nelze stáhnout: server odpověděl 409"
    );
    assert_eq!(Czk::ZERO, Czk::from_halere(0));
}
