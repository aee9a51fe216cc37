//! The iCal feed, documents checked by their bytes, the event form's problems reported at once.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use super::{CREATE, create, event_input, message, open_event, race_app, races, with_fields};
use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, code, gql, ok, upload};

#[sqlx::test(migrations = "../../migrations")]
async fn the_ical_feed_is_the_public_calendar(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let public = Cookies::default();
    let published = open_event(&app, &admin, "Český pohár, Bedřichov; sprint", "B").await;
    let draft = create(
        &app,
        &admin,
        event_input(&app, "Tajný závod", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let feed = app.get("/api/calendar/cc.ics", &public).await;
    assert_eq!(feed.status, StatusCode::OK);
    assert_eq!(feed.headers["content-type"], "text/calendar; charset=utf-8");
    let text = feed.text();
    assert!(text.starts_with("BEGIN:VCALENDAR\r\n"));
    assert!(text.contains(&format!("UID:stopa-event-{published}@")));
    assert!(
        text.contains("SUMMARY:Český pohár\\, Bedřichov\\; sprint"),
        "{text}"
    );
    assert!(text.contains("DTSTART;VALUE=DATE:20270109"));
    assert!(text.contains("DTEND;VALUE=DATE:20270111"));
    assert!(
        !text.contains(&format!("stopa-event-{draft}@")),
        "drafts are not in the feed"
    );
    assert!(text.lines().all(|line| line.len() <= 75));
    let all = app.get("/api/calendar/vse.ics", &public).await.text();
    assert!(all.contains(&format!("UID:stopa-event-{published}@")));
    let alpine = app.get("/api/calendar/al.ics", &public).await.text();
    assert!(
        !alpine.contains("BEGIN:VEVENT"),
        "another department's feed"
    );
    assert_eq!(
        app.get("/api/calendar/xx.ics", &public).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get("/api/calendar/cc.txt", &public).await.status,
        StatusCode::NOT_FOUND
    );

    // One event for a calendar program, its place with the country abroad; a draft is nobody's
    // but its managers'.
    sqlx::query(
        "update racing_event set place = 'Muonio', country = 'FI' where racing_event_id = $1",
    )
    .bind(published)
    .execute(&app.pool)
    .await
    .unwrap();
    let one = app
        .get(
            &format!("/api/public/export/racing/event/{published}/ical"),
            &public,
        )
        .await;
    assert_eq!(one.status, StatusCode::OK);
    assert_eq!(one.headers["content-type"], "text/calendar; charset=utf-8");
    let text = one.text();
    assert_eq!(text.matches("BEGIN:VEVENT").count(), 1, "{text}");
    assert!(text.contains(&format!("UID:stopa-event-{published}@")));
    assert!(text.contains("LOCATION:Muonio\\, Finsko"), "{text}");
    let feed = app.get("/api/calendar/cc.ics", &public).await.text();
    assert!(feed.contains("LOCATION:Muonio\\, Finsko"), "{feed}");
    assert_eq!(
        app.get(
            &format!("/api/public/export/racing/event/{draft}/ical"),
            &public
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(
            &format!("/api/public/export/racing/event/{draft}/ical"),
            &admin
        )
        .await
        .status,
        StatusCode::OK
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn documents_are_checked_by_their_bytes(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let team_no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    let public = Cookies::default();
    let id = open_event(&app, &admin, "Pohár s rozpisem", "B").await;
    let operations = |kind: &str| {
        json!({
            "query": "mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) { uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id kind kindLabel title fileName url size } }",
            "variables": { "racingEventId": id, "kind": kind, "title": null, "file": null }
        })
    };
    let pdf = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";
    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &operations("PROPOSITION"),
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    let document = ok(&answer)["uploadRacingEventDocument"].clone();
    assert_eq!(document["title"], "Rozpis");
    let url = document["url"].as_str().unwrap().to_owned();
    let download = app.get(&url, &public).await;
    assert_eq!(download.status, StatusCode::OK);
    assert_eq!(download.headers["content-type"], "application/pdf");
    assert_eq!(
        download.headers["content-security-policy"],
        "default-src 'none'"
    );
    assert_eq!(download.body, pdf.to_vec());

    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        b"MZ\x90\x00program",
    )
    .await
    .json();
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert!(
        message(&answer).starts_with("Soubor se nepodařilo nahrát"),
        "{answer}"
    );
    let answer = upload(
        &app,
        &team_no_flags,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    assert_eq!(code(&answer), Some("FORBIDDEN"));
    let answer = upload(
        &app,
        &public,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        pdf,
    )
    .await;
    assert_ne!(
        answer.status,
        StatusCode::OK,
        "no uploads without logging in"
    );

    // A draft's documents are not public.
    let draft = create(
        &app,
        &admin,
        event_input(&app, "Návrh s rozpisem", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let mut draft_operations = operations("PROPOSITION");
    draft_operations["variables"]["racingEventId"] = json!(draft);
    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &draft_operations,
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    let draft_url = ok(&answer)["uploadRacingEventDocument"]["url"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        app.get(&draft_url, &public).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.get(&draft_url, &team).await.status, StatusCode::OK);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_event_form_reports_every_problem_at_once(pool: PgPool) {
    let app = race_app(pool).await;
    let team = app.login(accounts::TEAM).await;
    let mut input = event_input(&app, "", "B", "2027-01-06T23:59:00+01:00");
    input["organiserClubId"] = Value::Null;
    let mut bad_races = races();
    bad_races[0]["raceDate"] = json!("2027-02-01");
    let answer = gql(
        &app,
        &team,
        &with_fields(CREATE),
        json!({ "input": input, "races": bad_races }),
    )
    .await;
    assert_eq!(code(&answer), Some("VALIDATION"), "{answer}");
    let fields: Vec<&str> = answer["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap())
        .collect();
    assert!(fields.contains(&"name"), "{fields:?}");
    assert!(fields.contains(&"organiserClubId"), "{fields:?}");
    assert!(
        fields.iter().any(|field| field.starts_with("races.0")),
        "{fields:?}"
    );
    let public = gql(
        &app,
        &Cookies::default(),
        &with_fields(CREATE),
        json!({ "input": input, "races": bad_races }),
    )
    .await;
    assert_eq!(
        code(&public),
        Some("UNAUTHENTICATED"),
        "nothing is checked for a visitor"
    );
}
