//! Text read from a result file is limited and cleaned at the parser (issue 24): a name of
//! megabytes is cut to its limit and control characters are left out, so that the race's
//! XLSX, the event's workbook and the FIS XML written back all work and stay well-formed.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, gql, ok, start_worker};

use crate::results::{
    EVENT_RESULTS, RACE, SPRINT_XML, STATUS, finished, published_event, upload_file,
};

#[sqlx::test(migrations = "../../migrations")]
async fn a_name_of_megabytes_and_control_characters_do_not_reach_the_downloads(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let event_id = published_event(&app, &admin).await;
    let huge = "Hořejší".repeat(800_000);
    let file = String::from_utf8(SPRINT_XML.to_vec())
        .unwrap()
        .replace(
            "<Lastname>Hořejší</Lastname>",
            &format!("<Lastname>{huge}</Lastname>"),
        )
        .replace(
            "<Firstname>Šimon</Firstname>",
            "<Firstname>Ši&#x1;mon&#x7F;</Firstname>",
        );
    assert!(file.len() > 5_000_000);

    let answer = upload_file(&app, &admin, event_id, "sprint.xml", file.as_bytes()).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    let import = finished(&app, &admin, import_id).await;
    assert_eq!(import["state"], "COMPLETED", "{import}");
    let results = gql(&app, &admin, EVENT_RESULTS, json!({ "id": event_id })).await;
    let race_id = ok(&results)["eventResults"]["races"][0]["id"]
        .as_i64()
        .unwrap();
    for status in ["CHECKED", "PUBLISHED"] {
        ok(&gql(
            &app,
            &admin,
            STATUS,
            json!({ "id": race_id, "status": status }),
        )
        .await);
    }

    let race = gql(&app, &Cookies::default(), RACE, json!({ "id": race_id })).await;
    let rows = ok(&race)["resultRace"]["rows"].as_array().unwrap().clone();
    let long = rows
        .iter()
        .map(|row| row["lastName"].as_str().unwrap().chars().count())
        .max()
        .unwrap();
    assert_eq!(long, 100, "a last name is cut to 100 characters");
    assert!(
        rows.iter().any(|row| row["firstName"] == "Ši mon"),
        "control characters are left out: {rows:?}"
    );

    let xlsx = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.xlsx"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    // Printed, the long names are cut to their column.
    let pdf = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.pdf"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert!(pdf.body.starts_with(b"%PDF-"));
    let workbook = app
        .get(
            &format!("/api/public/export/result/event/{event_id}-vse.xlsx"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(workbook.status, StatusCode::OK);
    let xml = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.xml"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(xml.status, StatusCode::OK);
    assert!(xml.body.len() < 100_000, "{} bytes", xml.body.len());
    let again = stopa_formats::results::fis_xml::parse(&xml.body).expect("well-formed FIS XML");
    assert_eq!(again.races[0].rows.len(), rows.len());
}
