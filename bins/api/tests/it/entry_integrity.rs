//! Entries that must stay whole (issue 24): a self-entry reads back everywhere, a club's batch
//! stores exactly what its answer reports, parallel changes of one entry act once, and an entry
//! moves only into a category its athlete fits.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok};

use crate::racing_event::{
    ENTER_CLUB, ENTRIES, EVENT, message, open_event, race_app, racer, with_fields,
};

const WITHDRAW: &str = "mutation WithdrawEntry($id: Int!) { withdrawEntry(id: $id) }";

async fn first_race(app: &TestApp, admin: &Cookies, event: i64) -> serde_json::Value {
    ok(&gql(app, admin, &with_fields(EVENT), json!({ "id": event })).await)["racingEvent"]["races"]
        [0]
    .clone()
}

async fn audit_count(app: &TestApp, action: &str) -> i64 {
    sqlx::query_scalar("select count(*) from audit_log where entity = 'race_entry' and action = $1")
        .bind(action)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_self_entry_reads_back_in_the_entry_list_and_every_download(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let person = app.login(accounts::PERSON).await;
    sqlx::query(
        "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
         select $1, $2, evidence_season_id, 50000, '2026-11-01' from evidence_season where year = 2027",
    )
    .bind(app.fixture.jan_novak.member_id)
    .bind(app.fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
    let event = open_event(&app, &admin, "Lidový běh Bedřichov", "C").await;
    let race = first_race(&app, &admin, event).await["id"]
        .as_i64()
        .unwrap();
    ok(&gql(
        &app,
        &person,
        "mutation EnterMember($racingEventId: Int!, $raceId: Int!) { enterMember(racingEventId: $racingEventId, raceId: $raceId) }",
        json!({ "racingEventId": event, "raceId": race }),
    )
    .await);

    for (who, cookies) in [
        ("admin", &admin),
        ("person", &person),
        ("public", &Cookies::default()),
    ] {
        let list = gql(
            &app,
            cookies,
            ENTRIES,
            json!({ "racingEventId": event, "withWithdrawn": true }),
        )
        .await;
        let rows = ok(&list)["raceEntries"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 1, "{who}: {list}");
        assert_eq!(rows[0]["enteredVia"], "SELF", "{who}");
        assert_eq!(rows[0]["lastName"], "Novák", "{who}");
    }
    let base = format!("/api/public/export/racing/event/{event}");
    for download in [
        "registration-csv",
        "registration-csv-by-club",
        "registration-old-csv",
        "registration-csv-cx",
    ] {
        let answer = app
            .get(&format!("{base}/{download}"), &Cookies::default())
            .await;
        // The old layout is Windows-1250: compare the name without its accent.
        let text = String::from_utf8_lossy(&answer.body);
        assert_eq!(answer.status, StatusCode::OK, "{download}: {text}");
        assert!(text.contains("Nov"), "{download}: {text}");
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_club_batch_stores_exactly_what_its_answer_reports(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let event = open_event(&app, &admin, "Krajský přebor", "B").await;
    let race = first_race(&app, &admin, event).await["id"]
        .as_i64()
        .unwrap();
    let twice = racer(&app, ("Tomáš", "Dvakrát"), "MALE", 2010, true, true).await;
    let before = racer(&app, ("Lukáš", "Předem"), "MALE", 2011, true, true).await;
    let after = racer(&app, ("Karel", "Potom"), "MALE", 2009, true, true).await;
    let enter = async |members: &[i64]| {
        let entries: Vec<_> = members
            .iter()
            .map(|member| json!({ "memberId": member, "raceId": race }))
            .collect();
        gql(
            &app,
            &team,
            ENTER_CLUB,
            json!({ "racingEventId": event, "clubId": app.fixture.club_a, "entries": entries }),
        )
        .await
    };
    ok(&enter(&[before]).await);

    let answer = enter(&[twice, twice, before, after]).await;
    let results: Vec<(i64, Option<String>, bool)> = ok(&answer)["enterClubAthletes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["memberId"].as_i64().unwrap(),
                row["code"].as_str().map(str::to_owned),
                row["raceEntryId"].is_i64(),
            )
        })
        .collect();
    assert_eq!(
        results,
        [
            (twice, None, true),
            (twice, Some("CONFLICT".to_owned()), false),
            (before, Some("CONFLICT".to_owned()), false),
            (after, None, true),
        ],
        "{answer}"
    );
    let stored: Vec<i64> = sqlx::query_scalar(
        "select member_id from race_entry where race_id = $1 and state = 'ENTERED' order by race_entry_id",
    )
    .bind(race)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        stored,
        [before, twice, after],
        "what the answer reports is stored"
    );
    assert_eq!(
        audit_count(&app, "enter").await,
        3,
        "one audit row per entry made"
    );
    let list = gql(
        &app,
        &team,
        ENTRIES,
        json!({ "racingEventId": event, "withWithdrawn": false }),
    )
    .await;
    assert_eq!(ok(&list)["raceEntries"].as_array().unwrap().len(), 3);
}

#[sqlx::test(migrations = "../../migrations")]
async fn parallel_changes_of_one_entry_act_once(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let event = open_event(&app, &admin, "Krajský přebor", "B").await;
    let race = first_race(&app, &admin, event).await["id"]
        .as_i64()
        .unwrap();
    let athlete = racer(&app, ("Tomáš", "Rychlý"), "MALE", 2010, true, true).await;
    let entry = ok(&gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": event, "clubId": app.fixture.club_a, "entries": [{ "memberId": athlete, "raceId": race }] }),
    )
    .await)["enterClubAthletes"][0]["raceEntryId"]
        .as_i64()
        .unwrap();

    let withdrawals = futures::future::join_all(
        (0..6).map(|_| gql(&app, &team, WITHDRAW, json!({ "id": entry }))),
    )
    .await;
    let done = withdrawals
        .iter()
        .filter(|answer| answer["errors"].is_null())
        .count();
    let refused: Vec<_> = withdrawals
        .iter()
        .filter_map(|answer| code(answer))
        .collect();
    assert_eq!(done, 1, "{withdrawals:?}");
    assert_eq!(refused, ["CONFLICT"; 5]);
    assert_eq!(audit_count(&app, "withdraw").await, 1);

    // A bib after the withdrawal is refused and never written.
    let bib = gql(
        &app,
        &admin,
        "mutation SetBib($id: Int!, $bib: Int) { setEntryBib(id: $id, bib: $bib) }",
        json!({ "id": entry, "bib": 7 }),
    )
    .await;
    assert_eq!(code(&bib), Some("CONFLICT"), "{bib}");
    let stored: Option<i32> =
        sqlx::query_scalar("select bib from race_entry where race_entry_id = $1")
            .bind(entry)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored, None);
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_entry_moves_only_into_a_category_its_athlete_fits(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let event = open_event(&app, &admin, "Krajský přebor", "B").await;
    let race = first_race(&app, &admin, event).await;
    let race_id = race["id"].as_i64().unwrap();
    let category = |index: usize| race["categories"][index]["id"].as_i64().unwrap();
    let boy = racer(&app, ("Tomáš", "Malý"), "MALE", 2010, true, true).await;
    let entry = ok(&gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": event, "clubId": app.fixture.club_a, "entries": [{ "memberId": boy, "raceId": race_id }] }),
    )
    .await)["enterClubAthletes"][0]["raceEntryId"]
        .as_i64()
        .unwrap();
    let mv = async |category: i64| {
        gql(
            &app,
            &admin,
            "mutation MoveEntry($id: Int!, $racingCategoryId: Int!) { moveEntry(id: $id, racingCategoryId: $racingCategoryId) }",
            json!({ "id": entry, "racingCategoryId": category }),
        )
        .await
    };
    // Girls of his years, and men born until 1995: neither fits a boy born 2010.
    for other in [category(1), category(2)] {
        let answer = mv(other).await;
        assert_eq!(
            (code(&answer), message(&answer)),
            (
                Some("ATHLETE_NOT_IN_ANY_CATEGORY"),
                "Závodník nepatří do žádné kategorie závodu"
            ),
            "{answer}"
        );
    }
    ok(&mv(category(0)).await);
    let list = gql(
        &app,
        &admin,
        ENTRIES,
        json!({ "racingEventId": event, "withWithdrawn": false }),
    )
    .await;
    assert_eq!(ok(&list)["raceEntries"][0]["racingCategoryId"], category(0));
}
