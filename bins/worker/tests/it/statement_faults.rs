//! A bank statement whose `stopa-worker` is killed in the middle is finished by another:
//! every order paid once, every fee written once, every movement recorded once.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::fmt::Write as _;
use std::time::Duration;

use sqlx::PgPool;
use stopa_jobs::JobQueues;
use stopa_testkit::cli::database_url;
use stopa_testkit::processes::{Mail, ProcessLogs, Redis, Worker, wait_until};

/// Orders paid by the statement (one member each, 300 Kč).
const ORDERS: i64 = 2_000;
/// Movements of the statement: the orders' payments among other movements.
const MOVEMENTS: i64 = 60_000;

/// `ORDERS` open orders of club A for the evidence season 2040, one new member each; returns
/// their variable symbols.
async fn open_orders(pool: &PgPool) -> Vec<String> {
    let fixture = stopa_testkit::seed_fixture(pool).await;
    sqlx::query(
        "with season as (
             insert into evidence_season (year, name, valid_from, valid_to)
             values (2040, 'Evidenční sezóna 2040', '2040-01-01', '2040-12-31')
             returning evidence_season_id),
         schedule as (
             insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee,
                                       senior_fee, child_max_age, senior_min_age)
             select evidence_season_id, 0, 30000, 10000, 10000, 18, 65 from season),
         members as (
             insert into member (first_name, last_name, sex, birth_date)
             select 'Platící', 'Člen ' || n, 'MALE', date '1990-01-01'
             from generate_series(1, $2) n
             returning member_id),
         memberships as (
             insert into membership (member_id, club_id, valid_from)
             select member_id, $1, '2020-01-01' from members),
         orders as (
             insert into order_payment (club_id, evidence_season_id, amount, member_count,
                                        variable_symbol)
             select $1, (select evidence_season_id from season), 30000, 1,
                    '40' || lpad(member_id::text, 8, '0')
             from members
             returning order_payment_id, evidence_season_id,
                       substr(variable_symbol, 3)::bigint as member_id)
         insert into order_payment_item (order_payment_id, member_id, evidence_season_id,
                                         fee_kind, amount)
         select order_payment_id, member_id, evidence_season_id, 'ADULT', 30000 from orders",
    )
    .bind(fixture.club_a)
    .bind(ORDERS)
    .execute(pool)
    .await
    .unwrap();
    sqlx::query_scalar("select variable_symbol from order_payment order by order_payment_id")
        .fetch_all(pool)
        .await
        .unwrap()
}

/// A Fio CSV of the demo account: every order's exact payment, spread among movements of no
/// order.
fn statement(symbols: &[String]) -> Vec<u8> {
    let mut text = String::from(
        "\"Výpis č. 1/2040 z účtu \"\"2000000018/2010\"\"\"\n\n\"ID operace\";\"Datum\";\"Objem\";\"Měna\";\"VS\"\n",
    );
    let every = MOVEMENTS / ORDERS;
    for index in 0..MOVEMENTS {
        let (amount, symbol) = if index % every == 0 {
            (
                "300,00",
                symbols[usize::try_from(index / every).unwrap()].as_str(),
            )
        } else {
            ("-12,50", "")
        };
        writeln!(
            text,
            "\"{}\";\"02.01.2040\";\"{amount}\";\"CZK\";\"{symbol}\"",
            1_000_000 + index
        )
        .unwrap();
    }
    text.into_bytes()
}

async fn progress(pool: &PgPool, id: i64) -> (i32, String) {
    sqlx::query_as("select processed_rows, state from bank_statement where bank_statement_id = $1")
        .bind(id)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_statement_of_a_killed_worker_is_finished_by_another_paying_every_order_once(
    pool: PgPool,
) {
    let database_url = database_url(&pool);
    let redis = Redis::start(false).await;
    let namespace = format!("stopa-fault-{}", uuid::Uuid::new_v4());
    let outbox = tempfile::tempdir().unwrap();
    let logs = ProcessLogs::new();
    let symbols = open_orders(&pool).await;
    let app = stopa_app::App {
        pool: pool.clone(),
        queues: JobQueues::new(
            stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
            &namespace,
        ),
        public_url: "http://stopa.test".to_owned(),
        session_seconds: 3600,
        contact_email: "evidence@stopa.test".to_owned(),
        file_work: stopa_app::file_work::FileWork::default(),
        payment: stopa_app::payment::PaymentAccount::demo(),
    };
    let uploaded = stopa_app::payment::upload_statement(
        &app,
        &stopa_app::Actor::operator(),
        stopa_app::payment::UploadStatement {
            file_name: "vypis.csv".to_owned(),
            bytes: statement(&symbols),
        },
    )
    .await
    .unwrap_or_else(|error| panic!("upload: {}", error.message()));
    let id = uploaded.id;

    let first = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    wait_until(
        "the statement to be halfway",
        Duration::from_secs(60),
        &logs,
        async || progress(&pool, id).await.0 > 0,
    )
    .await;
    first.kill();
    let (at_kill, state) = progress(&pool, id).await;
    assert!(
        at_kill > 0 && i64::from(at_kill) < MOVEMENTS,
        "killed in the middle: {at_kill} of {MOVEMENTS} movements, {state}"
    );

    let rescuer = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    wait_until(
        "the statement to complete",
        Duration::from_secs(120),
        &logs,
        async || progress(&pool, id).await.1 == "COMPLETED",
    )
    .await;
    rescuer.kill();
    let (movements, paid, steps, fees, counts): (i64, i64, i64, i64, serde_json::Value) =
        sqlx::query_as(
            "select (select count(*) from bank_transaction),
                (select count(*) from order_payment where state = 'PAID'),
                (select count(*) from order_payment_event where action = 'PAY_BY_BANK'),
                (select count(*) from member_payment),
                (select outcome_counts from bank_statement where bank_statement_id = $1)",
        )
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(
        (movements, paid, steps, fees),
        (MOVEMENTS, ORDERS, ORDERS, ORDERS)
    );
    assert_eq!(counts["MATCHED"], ORDERS);
    assert_eq!(counts["IGNORED"], MOVEMENTS - ORDERS);
    assert_eq!(
        counts["ALREADY_IMPORTED"], 0,
        "the rescuer's rows recorded by the killed run are this statement's"
    );
    let attempts: i32 = sqlx::query_scalar(
        "select j.attempts from job j join bank_statement s on s.job_id = j.job_id where s.bank_statement_id = $1",
    )
    .bind(id)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(attempts, 2, "the killed run and the one that finished");
}
