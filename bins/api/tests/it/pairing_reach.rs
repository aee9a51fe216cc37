//! How far a person's pairing decision reaches (issue 24): an organising club's decision holds
//! for its own event's later imports only, Admin's for every import, and a FIS code wins over
//! any decision.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, gql, grant, ok, start_worker};

use crate::results::{
    CREATE, EVENT_RESULTS, PAIR, PUBLISH, RACE, SPRINT_XML, finished, member, published_event, row,
    upload_file,
};

/// A second event with the same sprint, organised by the department (no club).
async fn department_event(app: &TestApp, admin: &Cookies) -> i64 {
    let input = json!({
        "kind": "RACING",
        "name": "Český pohár ve sprintu",
        "departmentId": app.fixture.department_cc,
        "category": "A",
        "organiserKind": "DEPARTMENT",
        "place": "Nové Město na Moravě",
        "country": "CZ",
        "dateFrom": "2026-01-18",
        "dateTo": "2026-01-18",
    });
    let races = json!([{
        "name": "Sprint klasicky",
        "racingDisciplineId": 4,
        "racingTechniqueId": null,
        "racingTypeId": null,
        "genderGroup": "BOTH",
        "raceDate": "2026-01-18",
        "startTime": "10:00",
        "categories": [{ "name": "Muži", "birthYearFrom": 1900, "birthYearTo": 2010, "genderGroup": "MALE" }]
    }]);
    let answer = gql(
        app,
        admin,
        CREATE,
        json!({ "input": input, "races": races }),
    )
    .await;
    let id = ok(&answer)["createRacingEvent"]["event"]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(
        app,
        admin,
        PUBLISH,
        json!({ "id": id, "status": "PUBLISHED" }),
    )
    .await);
    id
}

/// Imports the sprint into an event as `cookies` and returns its one result race.
async fn import_sprint(app: &TestApp, cookies: &Cookies, event_id: i64) -> Value {
    let answer = upload_file(app, cookies, event_id, "sprint.xml", SPRINT_XML).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    let import = finished(app, cookies, import_id).await;
    assert_eq!(import["state"], "COMPLETED", "{import}");
    let results = gql(app, cookies, EVENT_RESULTS, json!({ "id": event_id })).await;
    let race_id = ok(&results)["eventResults"]["races"][0]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(app, cookies, RACE, json!({ "id": race_id })).await)["resultRace"].clone()
}

async fn pair(app: &TestApp, cookies: &Cookies, race: &Value, last_name: &str, member_id: i64) {
    let race_id = race["race"]["id"].as_i64().unwrap();
    let ordinal = row(race, last_name)["ordinal"].as_i64().unwrap();
    ok(&gql(
        app,
        cookies,
        PAIR,
        json!({ "race": race_id, "ordinal": ordinal, "member": member_id }),
    )
    .await);
}

fn paired(race: &Value, last_name: &str) -> (Value, Value) {
    let row = row(race, last_name);
    (row["memberId"].clone(), row["pairing"].clone())
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_clubs_pairing_decision_stays_with_its_event_and_a_fis_code_wins(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::TEAM, &["RACE_MANAGER"]).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let club_event = published_event(&app, &admin).await;
    let other_event = department_event(&app, &admin).await;

    let bartu = member(&app, "Vojtěch", "Bártů", 2003, Some("3150903")).await;
    let kratochvil = member(&app, "Šimon", "Kratochvíl", 2000, None).await;
    let sebek_1 = member(&app, "Lukáš", "Šebek", 2001, None).await;
    member(&app, "Lukáš", "Šebek", 2001, None).await;
    // Two members of club A whom its manager may choose: wrong for either athlete.
    let decoy = member(&app, "Karel", "Podvržený", 1990, None).await;
    let other_decoy = member(&app, "Pavel", "Záměna", 1991, None).await;

    // The club pairs two rows of its event wrongly, by hand.
    let race = import_sprint(&app, &team, club_event).await;
    assert_eq!(paired(&race, "Bártů"), (json!(bartu), json!("FIS_CODE")));
    assert_eq!(
        paired(&race, "Kratochvíl"),
        (json!(kratochvil), json!("AUTO"))
    );
    pair(&app, &team, &race, "Bártů", decoy).await;
    pair(&app, &team, &race, "Kratochvíl", other_decoy).await;

    // Another organiser's import is not touched by the club's decisions.
    let other = import_sprint(&app, &admin, other_event).await;
    assert_eq!(paired(&other, "Bártů"), (json!(bartu), json!("FIS_CODE")));
    assert_eq!(
        paired(&other, "Kratochvíl"),
        (json!(kratochvil), json!("AUTO"))
    );
    // Admin's decision holds everywhere.
    assert!(
        paired(&other, "Šebek").0.is_null(),
        "namesakes are only suggested"
    );
    pair(&app, &admin, &other, "Šebek", sebek_1).await;

    // The club's own event imported again: its decision holds there, but not over a FIS code;
    // Admin's decision holds too.
    let again = import_sprint(&app, &team, club_event).await;
    assert_eq!(paired(&again, "Bártů"), (json!(bartu), json!("FIS_CODE")));
    assert_eq!(
        paired(&again, "Kratochvíl"),
        (json!(other_decoy), json!("MANUAL"))
    );
    assert_eq!(paired(&again, "Šebek"), (json!(sebek_1), json!("MANUAL")));
}
