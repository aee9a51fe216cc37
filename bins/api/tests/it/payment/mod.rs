//! Fees, orders and bank payments: the use cases called directly with typed requests (every
//! order move as every identity type, orders made at once, statements of every format read
//! twice, scoped uploads, the review list) and the public surface (GraphQL, the PDFs and the
//! orders CSV, the worker matching an uploaded statement).

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

mod orders;
mod statements;
mod surface;

use std::fmt::Write as _;

use sqlx::PgPool;
use stopa_app::payment::{CreateOrder, Order, create_order};
use stopa_app::{Actor, AppError};
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, grant};

/// A far evidence season with the SLČR fees, so that the tests do not depend on today.
pub(crate) const SEASON_YEAR: i32 = 2040;

/// The payment app: club A's team, region A's area and the cross-country section hold
/// PAYMENTS (the `-bez` accounts hold no flag); returns it with the test season's id.
pub(crate) async fn payment_app(pool: PgPool) -> (TestApp, i64) {
    let app = TestApp::new(pool).await;
    for email in [accounts::TEAM, accounts::AREA, accounts::SECTION] {
        grant(&app.pool, email, &["PAYMENTS"]).await;
    }
    let season = season(&app.pool, SEASON_YEAR).await;
    (app, season)
}

/// An evidence season of `year` with the SLČR fee schedule.
pub(crate) async fn season(pool: &PgPool, year: i32) -> i64 {
    let season: i64 = sqlx::query_scalar(
        "insert into evidence_season (year, name, valid_from, valid_to)
         values ($1, 'Evidenční sezóna ' || $1, make_date($1, 1, 1), make_date($1, 12, 31))
         returning evidence_season_id",
    )
    .bind(year)
    .fetch_one(pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee,
                                   senior_fee, child_max_age, senior_min_age)
         values ($1, 0, 30000, 10000, 10000, 18, 65)",
    )
    .bind(season)
    .execute(pool)
    .await
    .unwrap();
    season
}

/// Gives a member an open Athlete role (an active member pays the active fee).
pub(crate) async fn athlete(pool: &PgPool, member_id: i64, department_id: i64) {
    sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from)
         values ($1, $2, 'ATHLETE', '2020-01-01')",
    )
    .bind(member_id)
    .bind(department_id)
    .execute(pool)
    .await
    .unwrap();
}

/// Club A's order of `members` for the test season, made by club A's team.
pub(crate) async fn order_of(app: &TestApp, season: i64, members: &[i64]) -> Order {
    let team = app.actor(accounts::TEAM).await;
    create_order(
        &app.services,
        &team,
        CreateOrder {
            club_id: app.fixture.club_a,
            evidence_season_id: season,
            member_ids: members.to_vec(),
        },
    )
    .await
    .unwrap()
}

/// The actors of the permission tables: nobody, Admin, a Person, a Timekeeper, club A's team
/// with and without PAYMENTS, region A's area with and without it, the cross-country section
/// (club A is in it) with it, and club B's team (no flags) — each with its column name.
pub(crate) async fn actors(app: &TestApp) -> Vec<(&'static str, Actor)> {
    vec![
        ("pub", Actor::anonymous("127.0.0.1")),
        ("adm", app.actor(accounts::ADMIN).await),
        ("per", app.actor(accounts::PERSON).await),
        ("tk", app.actor(accounts::TIMEKEEPER).await),
        ("team", app.actor(accounts::TEAM).await),
        ("team0", app.actor(accounts::TEAM_NO_FLAGS).await),
        ("area", app.actor(accounts::AREA).await),
        ("area0", app.actor(accounts::AREA_NO_FLAGS).await),
        ("sec", app.actor(accounts::SECTION).await),
        ("teamB", app.actor(accounts::MULTI).await),
    ]
}

/// An outcome in the tables' short notation: `ok`, or the error's code.
pub(crate) fn outcome<T>(result: &Result<T, AppError>) -> String {
    match result {
        Ok(_) => "ok".to_owned(),
        Err(error) => error.code().as_str().to_owned(),
    }
}

/// A Fio internet-banking CSV statement of the demo account (`2000000018/2010`, the test app's
/// account) with rows (reference, day `DD.MM.YYYY`, amount in haléře, variable symbol).
pub(crate) fn statement(rows: &[(&str, &str, i64, &str)]) -> Vec<u8> {
    let mut text = String::from(
        "\"Výpis č. 1/2040 z účtu \"\"2000000018/2010\"\"\"\n\"Období: 01.01.2040 - 31.12.2040\"\n\n\
         \"ID operace\";\"Datum\";\"Objem\";\"Měna\";\"Protiúčet\";\"Název protiúčtu\";\"Kód banky\";\"VS\";\"Zpráva pro příjemce\"\n",
    );
    for (reference, day, halere, symbol) in rows {
        let amount = format!("{},{:02}", halere / 100, (halere % 100).abs());
        let _ = writeln!(
            text,
            "\"{reference}\";\"{day}\";\"{amount}\";\"CZK\";\"19-2000145399\";\"SKI KLUB LIBEREC\";\"0800\";\"{symbol}\";\"Příspěvky\""
        );
    }
    text.into_bytes()
}
