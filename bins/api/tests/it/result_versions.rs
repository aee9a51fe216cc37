//! A file uploaded again for a race whose results are published (issue 24): the published
//! results stay public while the new version is a draft of its own, and once the version is
//! published the race keeps its id and shows the new rows.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, gql, ok, start_worker};

use crate::results::{
    EVENT_RESULTS, RACE, SPRINT_XML, STATUS, finished, published_event, upload_file,
};

const RACES: &str = "query EventResults($id: Int!) { eventResults(racingEventId: $id) { races { id status replacesResultRaceId } } }";

async fn import(app: &TestApp, cookies: &Cookies, event_id: i64, bytes: &[u8]) {
    let answer = upload_file(app, cookies, event_id, "sprint.xml", bytes).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    let import = finished(app, cookies, import_id).await;
    assert_eq!(import["state"], "COMPLETED", "{import}");
}

async fn races(app: &TestApp, cookies: &Cookies, event_id: i64) -> Vec<Value> {
    ok(&gql(app, cookies, RACES, json!({ "id": event_id })).await)["eventResults"]["races"]
        .as_array()
        .unwrap()
        .clone()
}

async fn last_names(app: &TestApp, race_id: i64) -> Vec<String> {
    let race = gql(app, &Cookies::default(), RACE, json!({ "id": race_id })).await;
    ok(&race)["resultRace"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["lastName"].as_str().unwrap().to_owned())
        .collect()
}

async fn publish(app: &TestApp, cookies: &Cookies, race_id: i64) -> Value {
    ok(&gql(
        app,
        cookies,
        STATUS,
        json!({ "id": race_id, "status": "CHECKED" }),
    )
    .await);
    ok(&gql(
        app,
        cookies,
        STATUS,
        json!({ "id": race_id, "status": "PUBLISHED" }),
    )
    .await)["changeResultRaceStatus"]
        .clone()
}

#[sqlx::test(migrations = "../../migrations")]
async fn published_results_stay_public_until_their_new_version_is_published(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let event_id = published_event(&app, &admin).await;
    import(&app, &admin, event_id, SPRINT_XML).await;
    let published = races(&app, &admin, event_id).await[0]["id"]
        .as_i64()
        .unwrap();
    publish(&app, &admin, published).await;
    assert!(
        last_names(&app, published)
            .await
            .contains(&"Hořejší".to_owned())
    );

    // The timekeeper's corrected file: a new version, the published race untouched.
    let corrected = String::from_utf8(SPRINT_XML.to_vec()).unwrap().replace(
        "<Lastname>Hořejší</Lastname>",
        "<Lastname>Hořejší-Opravený</Lastname>",
    );
    import(&app, &admin, event_id, corrected.as_bytes()).await;
    let listed = races(&app, &admin, event_id).await;
    assert_eq!(listed.len(), 2, "{listed:?}");
    let version = listed
        .iter()
        .find(|race| race["replacesResultRaceId"] == published)
        .unwrap_or_else(|| panic!("no new version: {listed:?}"));
    assert_eq!(version["status"], "DRAFT");
    let version_id = version["id"].as_i64().unwrap();
    let public = gql(
        &app,
        &Cookies::default(),
        EVENT_RESULTS,
        json!({ "id": event_id }),
    )
    .await;
    let public_races = ok(&public)["eventResults"]["races"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(public_races.len(), 1);
    assert_eq!(public_races[0]["id"], published);
    assert_eq!(public_races[0]["status"], "PUBLISHED");
    assert!(
        last_names(&app, published)
            .await
            .contains(&"Hořejší".to_owned())
    );

    // Uploaded again before it is published: the version's rows are replaced, no third race.
    import(&app, &admin, event_id, corrected.as_bytes()).await;
    assert_eq!(races(&app, &admin, event_id).await.len(), 2);

    // Published, the version hands its rows to the published race, which keeps its id.
    let answer = publish(&app, &admin, version_id).await;
    assert_eq!(answer["race"]["status"], "PUBLISHED");
    let listed = races(&app, &admin, event_id).await;
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["id"], published);
    let names = last_names(&app, published).await;
    assert!(names.contains(&"Hořejší-Opravený".to_owned()), "{names:?}");
    assert!(!names.contains(&"Hořejší".to_owned()), "{names:?}");
    let xlsx = app
        .get(
            &format!("/api/public/export/result/race/{published}.xlsx"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
}
