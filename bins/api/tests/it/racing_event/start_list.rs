//! Start lists through GraphQL and the downloads: the organiser chooses how a race starts,
//! numbers it and publishes its list; everybody reads the published list in start order with
//! its times; unpublished lists stay the organisers'.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use super::{ENTER_CLUB, EVENT, message, open_event, race_app, racer, with_fields};
use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, code, gql, ok};

const LISTS: &str = "query StartLists($racingEventId: Int!) { startLists(racingEventId: $racingEventId) { canManage races { raceId raceName mode modeLabel firstStart publishedAt withoutBib categories { name starters { order bib lastName birthYear clubName startTime wave } } } } }";
const SAVE: &str =
    "mutation SaveStartList($input: StartListInput!) { saveStartList(input: $input) }";
const PUBLISH: &str = "mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) { publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published) }";
const BIBS: &str = "mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) { assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first) }";

/// (category, bib, name, start time) of each starter of the first race.
fn starters(answer: &Value) -> Vec<(String, i64, String, String)> {
    ok(answer)["startLists"]["races"][0]["categories"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|category| {
            category["starters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|starter| {
                    (
                        category["name"].as_str().unwrap().to_owned(),
                        starter["bib"].as_i64().unwrap_or(0),
                        starter["lastName"].as_str().unwrap().to_owned(),
                        starter["startTime"].as_str().unwrap_or("").to_owned(),
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_organiser_publishes_a_start_list_everybody_reads_in_start_order(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let public = Cookies::default();
    let id = open_event(&app, &admin, "Zimní pohár", "B").await;
    let race_id = ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": id })).await)
        ["racingEvent"]["races"][0]["id"]
        .as_i64()
        .unwrap();
    let boy = racer(&app, ("Adam", "Bílý"), "MALE", 2010, true, true).await;
    let girl = racer(&app, ("Bára", "Černá"), "FEMALE", 2011, true, true).await;
    let man = racer(&app, ("Cyril", "Dvořák"), "MALE", 1990, true, true).await;
    let entries: Vec<Value> = [man, girl, boy]
        .iter()
        .map(|member| json!({ "memberId": member, "raceId": race_id }))
        .collect();
    let entered = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": entries }),
    )
    .await;
    assert_eq!(
        ok(&entered)["enterClubAthletes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|outcome| outcome["raceEntryId"].is_i64())
            .count(),
        3,
        "{entered}"
    );
    let lists = |cookies: &Cookies| {
        let cookies = cookies.clone();
        let app = &app;
        async move { gql(app, &cookies, LISTS, json!({ "racingEventId": id })).await }
    };

    // Before anything: the organiser sees the race by bibs only, the public nothing.
    let draft = lists(&team).await;
    assert_eq!(ok(&draft)["startLists"]["canManage"], true);
    assert_eq!(ok(&draft)["startLists"]["races"][0]["mode"], "BIBS_ONLY");
    assert_eq!(ok(&draft)["startLists"]["races"][0]["withoutBib"], 3);
    assert!(ok(&draft)["startLists"]["races"][0]["publishedAt"].is_null());
    let nothing = lists(&public).await;
    assert_eq!(ok(&nothing)["startLists"]["canManage"], false);
    assert_eq!(ok(&nothing)["startLists"]["races"], json!([]));
    let missing = app
        .get(
            &format!("/api/public/export/racing/event/{id}/start-list-csv"),
            &public,
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);

    // Settings a race cannot start by are refused in Czech, nothing stored.
    let refused = gql(
        &app,
        &team,
        SAVE,
        json!({ "input": { "racingEventId": id, "raceId": race_id, "mode": "MASS", "firstStart": "10:00:00", "waveSize": 0 } }),
    )
    .await;
    assert_eq!(code(&refused), Some("VALIDATION"), "{refused}");
    assert_eq!(message(&refused), "Vlna má 1 až 1000 závodníků.");
    assert_eq!(
        ok(&lists(&team).await)["startLists"]["races"][0]["mode"],
        "BIBS_ONLY"
    );
    // An interval start at ten, thirty seconds apart.
    ok(&gql(
        &app,
        &team,
        SAVE,
        json!({ "input": { "racingEventId": id, "raceId": race_id, "mode": "INTERVAL", "firstStart": "10:00:00", "intervalSeconds": 30 } }),
    )
    .await);

    // Not published while an entered athlete has no bib.
    let early = gql(
        &app,
        &team,
        PUBLISH,
        json!({ "racingEventId": id, "raceId": race_id, "published": true }),
    )
    .await;
    assert_eq!(
        message(&early),
        "Startovní listinu závodu Sprint volně nelze zveřejnit: 3 přihlášení jsou bez startovního čísla. Nejdřív přidělte čísla.",
        "{early}"
    );
    ok(&gql(
        &app,
        &team,
        BIBS,
        json!({ "racingEventId": id, "raceId": race_id, "first": 1 }),
    )
    .await);
    ok(&gql(
        &app,
        &team,
        PUBLISH,
        json!({ "racingEventId": id, "raceId": race_id, "published": true }),
    )
    .await);

    // Everybody reads it: categories in the race's order, starters by bib, their times.
    let read = lists(&public).await;
    let race = &ok(&read)["startLists"]["races"][0];
    assert_eq!(race["modeLabel"], "Intervalový start");
    assert!(race["publishedAt"].is_string());
    let got = starters(&read);
    let mut by_bib = got.clone();
    by_bib.sort_by_key(|starter| starter.1);
    let times: Vec<&str> = by_bib.iter().map(|starter| starter.3.as_str()).collect();
    assert_eq!(times, ["10:00:00", "10:00:30", "10:01:00"], "{got:?}");
    let categories: Vec<&str> = got.iter().map(|starter| starter.0.as_str()).collect();
    assert_eq!(
        categories,
        ["Dorostenci", "Dorostenky", "Muži"],
        "the race's order of categories"
    );
    // The event says it has a start list (its documents link it).
    let detail = gql(
        &app,
        &public,
        "query PublicRacingEvent($id: Int!) { publicRacingEvent(id: $id) { event { hasStartList } downloads { startListCsv startListXlsx } } }",
        json!({ "id": id }),
    )
    .await;
    assert_eq!(
        ok(&detail)["publicRacingEvent"]["event"]["hasStartList"],
        true
    );

    // The downloads: a row per starter with the start time.
    let csv_url = ok(&detail)["publicRacingEvent"]["downloads"]["startListCsv"]
        .as_str()
        .unwrap()
        .to_owned();
    let csv = app.get(&csv_url, &public).await;
    assert_eq!(csv.status, StatusCode::OK);
    let text = csv.text();
    assert!(
        text.contains(
            "Závod;Datum;Kategorie;Pořadí;St. číslo;Start;Příjmení;Jméno;Ročník;Klub;Stát"
        ),
        "{text}"
    );
    assert!(text.contains(";Bílý;Adam;2010;"), "{text}");
    assert_eq!(text.lines().count(), 4, "{text}");
    let xlsx_url = ok(&detail)["publicRacingEvent"]["downloads"]["startListXlsx"]
        .as_str()
        .unwrap()
        .to_owned();
    let xlsx = app.get(&xlsx_url, &public).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.body.starts_with(b"PK"), "a workbook");
    let pdf = app
        .get(
            &format!("/api/public/export/racing/event/{id}/start-list-pdf"),
            &public,
        )
        .await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert!(pdf.body.starts_with(b"%PDF-"), "a PDF");
    // Read back: a page per category, each headed by the event and its timing.
    let document = lopdf::Document::load_mem(&pdf.body).unwrap();
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    assert_eq!(pages.len(), 3, "three categories");
    let first = document.extract_text(&pages[..1]).unwrap();
    for expected in [
        "Zimní pohár – startovní listina",
        "Sprint volně – Dorostenci",
        "Intervalový start, první start 10:00:00, interval 30 s",
        "Bílý Adam",
        "10:00:00",
    ] {
        assert!(first.contains(expected), "{expected} in {first}");
    }
    let last = document.extract_text(&pages[2..]).unwrap();
    assert!(last.contains("Zimní pohár – startovní listina"), "{last}");
    assert!(last.contains("Dvořák Cyril"), "{last}");

    // A mass start in waves of two, two minutes apart: the list follows at once.
    ok(&gql(
        &app,
        &team,
        SAVE,
        json!({ "input": { "racingEventId": id, "raceId": race_id, "mode": "MASS", "firstStart": "11:00:00", "intervalSeconds": 120, "waveSize": 2 } }),
    )
    .await);
    let mut waves = starters(&lists(&public).await);
    waves.sort_by_key(|starter| starter.1);
    let times: Vec<&str> = waves.iter().map(|starter| starter.3.as_str()).collect();
    assert_eq!(times, ["11:00:00", "11:00:00", "11:02:00"]);

    // Taken back: the public sees nothing again, the organiser its draft.
    ok(&gql(
        &app,
        &team,
        PUBLISH,
        json!({ "racingEventId": id, "raceId": race_id, "published": false }),
    )
    .await);
    assert_eq!(ok(&lists(&public).await)["startLists"]["races"], json!([]));
    assert!(ok(&lists(&team).await)["startLists"]["races"][0]["publishedAt"].is_null());
    assert_eq!(
        app.get(&csv_url, &public).await.status,
        StatusCode::NOT_FOUND
    );
}
