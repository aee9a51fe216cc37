//! Results through the public surface: uploading a FIS XML file as every identity type, the
//! worker's import with its report, pairing rows to members (FIS code, name and birth year,
//! suggestions with nicknames, ambiguous namesakes), decisions remembered across a re-import
//! that replaces the race's rows, the result race's statuses, what the public sees, the XLSX
//! download and a member's results.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, grant, ok, start_worker, upload};

pub(crate) const SPRINT_XML: &[u8] =
    include_bytes!("../../../../libs/formats/testdata/results/CC_sprint_current_utf8.xml");

pub(crate) const UPLOAD: &str = "mutation UploadResults($input: UploadResultsInput!, $file: Upload!) { uploadResults(input: $input, file: $file) { id state progress format totalRows raceCount } }";
pub(crate) const IMPORT: &str = "query ResultImport($id: Int!) { resultImport(id: $id) { id state progress processedRows totalRows counts { key label count } problems error } }";
pub(crate) const EVENT_RESULTS: &str = "query EventResults($id: Int!) { eventResults(racingEventId: $id) { races { id name status rowCount pairedCount suggestionCount xlsxUrl } imports { id } actions { canImport canManage canSeeWork } } }";
pub(crate) const RACE: &str = "query ResultRace($id: Int!) { resultRace(id: $id) { race { id status statusLabel discipline codex } nextStatuses rows { ordinal rank bib lastName firstName fisCode status totalTime difference racePoints memberId memberName pairing suggestionCount runs { number time status } } } }";
pub(crate) const STATUS: &str = "mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) { changeResultRaceStatus(id: $id, status: $status) { race { status } } }";
pub(crate) const SUGGESTIONS: &str = "query PairingSuggestions($input: PairingSuggestionsInput!) { pairingSuggestions(input: $input) { resultRaceId ordinal rowName memberId memberName score } }";
pub(crate) const PAIR: &str = "mutation PairResultRow($race: Int!, $ordinal: Int!, $member: Int!) { pairResultRow(resultRaceId: $race, ordinal: $ordinal, memberId: $member) }";
pub(crate) const REJECT: &str = "mutation RejectPairingSuggestion($race: Int!, $ordinal: Int!, $member: Int!) { rejectPairingSuggestion(resultRaceId: $race, ordinal: $ordinal, memberId: $member) }";
const MEMBER_RESULTS: &str = "query MemberResults($id: Int!) { memberResults(memberId: $id) { eventName resultRaceName rank rowCount totalTime status seasonName } }";
pub(crate) const CREATE: &str = "mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) { createRacingEvent(input: $input, races: $races) { event { id } } }";
pub(crate) const PUBLISH: &str = "mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) { setRacingEventPublication(id: $id, status: $status) { event { id } } }";

/// An event of club A timed by the fixture's company, published in the calendar.
pub(crate) async fn published_event(app: &TestApp, admin: &Cookies) -> i64 {
    let input = json!({
        "kind": "RACING",
        "name": "Mistrovství ČR ve sprintu",
        "departmentId": app.fixture.department_cc,
        "category": "A",
        "organiserKind": "CLUB",
        "organiserClubId": app.fixture.club_a,
        "place": "Jablonec nad Nisou",
        "country": "CZ",
        "dateFrom": "2026-01-18",
        "dateTo": "2026-01-18",
        "timekeepingCompanyId": app.fixture.company,
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

pub(crate) async fn member(
    app: &TestApp,
    first: &str,
    last: &str,
    year: i32,
    fis_code: Option<&str>,
) -> i64 {
    let member_id: i64 = sqlx::query_scalar(
        "insert into member (first_name, last_name, sex, birth_date, fis_code)
         values ($1, $2, 'MALE', $3, $4) returning member_id",
    )
    .bind(first)
    .bind(last)
    .bind(chrono::NaiveDate::from_ymd_opt(year, 3, 3).unwrap())
    .bind(fis_code)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2020-01-01')",
    )
    .bind(member_id)
    .bind(app.fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
    member_id
}

pub(crate) async fn upload_file(
    app: &TestApp,
    cookies: &Cookies,
    event_id: i64,
    name: &str,
    bytes: &[u8],
) -> Value {
    let operations = json!({
        "query": UPLOAD,
        "operationName": "UploadResults",
        "variables": { "input": { "racingEventId": event_id }, "file": null }
    });
    upload(app, cookies, "UploadResults", &operations, name, bytes)
        .await
        .json()
}

/// Waits until the worker has finished the import and returns it.
pub(crate) async fn finished(app: &TestApp, cookies: &Cookies, import_id: i64) -> Value {
    for _ in 0..200 {
        let answer = gql(app, cookies, IMPORT, json!({ "id": import_id })).await;
        let import = ok(&answer)["resultImport"].clone();
        if import["progress"] != "IN_PROGRESS" {
            return import;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the import did not finish");
}

pub(crate) fn count(import: &Value, key: &str) -> i64 {
    import["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|count| count["key"] == key)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

pub(crate) fn row<'a>(race: &'a Value, last_name: &str) -> &'a Value {
    race["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["lastName"] == last_name)
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_timekeepers_file_is_imported_paired_checked_and_published(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::TEAM, &["RACE_MANAGER"]).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let timekeeper = app.login(accounts::TIMEKEEPER).await;
    let public = Cookies::default();
    let event_id = published_event(&app, &admin).await;

    // The register: a FIS code, the same name and year, a nickname, a year off, namesakes.
    let horejsi = member(&app, "Matěj", "Hořejší", 2001, Some("3150901")).await;
    let kratochvil = member(&app, "Šimon", "Kratochvíl", 2000, None).await;
    let bartu = member(&app, "Vojta", "Bártů", 2003, None).await;
    // The nickname codebook (seeded by the migrations) knows Vojta = Vojtěch.
    let sebek_1 = member(&app, "Lukáš", "Šebek", 2001, None).await;
    let sebek_2 = member(&app, "Lukáš", "Šebek", 2001, None).await;

    // Not results: refused at once, naming the line; nothing is stored.
    let refused = upload_file(
        &app,
        &timekeeper,
        event_id,
        "start.xml",
        b"<?xml version=\"1.0\"?>\n<Startlist/>",
    )
    .await;
    assert!(code(&refused).is_some(), "{refused}");
    let message = refused["errors"][0]["message"].as_str().unwrap();
    assert!(message.contains("řád"), "{message}");
    assert_eq!(app.count("result_import").await, 0);

    // The timekeeper uploads; the worker imports.
    let answer = upload_file(&app, &timekeeper, event_id, "sprint.xml", SPRINT_XML).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    assert_eq!(ok(&answer)["uploadResults"]["format"], "FIS_XML");
    let import = finished(&app, &timekeeper, import_id).await;
    assert_eq!(import["state"], "COMPLETED", "{import}");
    assert_eq!(import["progress"], "COMPLETED");
    assert_eq!(count(&import, "RACES"), 1);
    let rows = count(&import, "ROWS");
    assert_eq!(rows, 11);
    assert_eq!(count(&import, "PAIRED"), 2, "{import}");
    assert_eq!(count(&import, "SUGGESTED"), 2, "{import}");
    assert_eq!(
        count(&import, "UNPAIRED") + count(&import, "PAIRED") + count(&import, "SUGGESTED"),
        rows
    );

    // The draft is the managers' and the timekeeper's; the public sees no race yet.
    let public_results = gql(&app, &public, EVENT_RESULTS, json!({ "id": event_id })).await;
    assert_eq!(ok(&public_results)["eventResults"]["races"], json!([]));
    assert_eq!(ok(&public_results)["eventResults"]["imports"], json!([]));
    let team_results = gql(&app, &team, EVENT_RESULTS, json!({ "id": event_id })).await;
    let races = &ok(&team_results)["eventResults"]["races"];
    assert_eq!(races.as_array().unwrap().len(), 1);
    assert_eq!(races[0]["status"], "DRAFT");
    assert_eq!(races[0]["rowCount"], 11);
    assert_eq!(races[0]["pairedCount"], 2);
    let race_id = races[0]["id"].as_i64().unwrap();
    assert_eq!(
        code(&gql(&app, &public, RACE, json!({ "id": race_id })).await),
        Some("NOT_FOUND")
    );

    // Rows: the spec's codes, Czech times, the pairs.
    let detail = gql(&app, &team, RACE, json!({ "id": race_id })).await;
    let race = &ok(&detail)["resultRace"];
    assert_eq!(race["race"]["codex"], "5124");
    let first = row(race, "Hořejší");
    assert_eq!(first["rank"], 1);
    assert_eq!(first["memberId"], horejsi);
    assert_eq!(first["pairing"], "FIS_CODE");
    assert!(
        first["totalTime"].as_str().unwrap().contains(','),
        "{first}"
    );
    assert_eq!(row(race, "Kratochvíl")["memberId"], kratochvil);
    assert_eq!(row(race, "Kratochvíl")["pairing"], "AUTO");
    assert!(row(race, "Bártů")["memberId"].is_null());
    assert_eq!(row(race, "Bártů")["suggestionCount"], 1);
    assert_eq!(row(race, "Šebek")["suggestionCount"], 2);
    assert_eq!(row(race, "Fiala")["status"], "DNQ");
    assert_eq!(row(race, "Málek")["status"], "DNF");
    assert!(row(race, "Málek")["rank"].is_null());

    // Suggestions: the organiser accepts one, rejects another.
    let answer = gql(
        &app,
        &team,
        SUGGESTIONS,
        json!({ "input": { "racingEventId": event_id } }),
    )
    .await;
    let suggestions = ok(&answer)["pairingSuggestions"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(suggestions.len(), 3);
    let bartu_suggestion = suggestions.iter().find(|s| s["memberId"] == bartu).unwrap();
    assert!(bartu_suggestion["score"].as_i64().unwrap() >= 50);
    let bartu_ordinal = bartu_suggestion["ordinal"].as_i64().unwrap();
    let sebek_ordinal = suggestions
        .iter()
        .find(|s| s["memberId"] == sebek_1)
        .unwrap()["ordinal"]
        .as_i64()
        .unwrap();
    // Only the event's managers decide; the timekeeper and the public may not.
    for (cookies, expected) in [(&timekeeper, "FORBIDDEN"), (&public, "UNAUTHENTICATED")] {
        let answer = gql(
            &app,
            cookies,
            SUGGESTIONS,
            json!({ "input": { "racingEventId": event_id } }),
        )
        .await;
        assert_eq!(code(&answer), Some(expected));
        let answer = gql(
            &app,
            cookies,
            PAIR,
            json!({ "race": race_id, "ordinal": bartu_ordinal, "member": bartu }),
        )
        .await;
        assert!(code(&answer).is_some(), "{answer}");
    }
    // Cross-event suggestions are the data cleanup's (Admin).
    assert_eq!(
        code(&gql(&app, &team, SUGGESTIONS, json!({ "input": {} })).await),
        Some("FORBIDDEN")
    );
    let all = gql(&app, &admin, SUGGESTIONS, json!({ "input": {} })).await;
    assert_eq!(ok(&all)["pairingSuggestions"].as_array().unwrap().len(), 3);

    ok(&gql(
        &app,
        &team,
        PAIR,
        json!({ "race": race_id, "ordinal": bartu_ordinal, "member": bartu }),
    )
    .await);
    ok(&gql(
        &app,
        &team,
        REJECT,
        json!({ "race": race_id, "ordinal": sebek_ordinal, "member": sebek_1 }),
    )
    .await);
    assert_eq!(
        code(
            &gql(
                &app,
                &team,
                REJECT,
                json!({ "race": race_id, "ordinal": sebek_ordinal, "member": sebek_1 })
            )
            .await
        ),
        Some("NOT_FOUND")
    );

    // Statuses: checked before published; the timekeeper delivers, the organiser signs off.
    let answer = gql(
        &app,
        &team,
        STATUS,
        json!({ "id": race_id, "status": "PUBLISHED" }),
    )
    .await;
    assert_eq!(code(&answer), Some("INVALID_TRANSITION"));
    assert_eq!(
        answer["errors"][0]["message"],
        "Výsledky nejdřív zkontrolujte, teprve potom je lze zveřejnit."
    );
    assert_eq!(
        code(
            &gql(
                &app,
                &timekeeper,
                STATUS,
                json!({ "id": race_id, "status": "CHECKED" })
            )
            .await
        ),
        Some("FORBIDDEN")
    );
    ok(&gql(
        &app,
        &team,
        STATUS,
        json!({ "id": race_id, "status": "CHECKED" }),
    )
    .await);
    ok(&gql(
        &app,
        &team,
        STATUS,
        json!({ "id": race_id, "status": "PUBLISHED" }),
    )
    .await);

    // The public reads the published race without the pairing work, and downloads it.
    let answer = gql(&app, &public, RACE, json!({ "id": race_id })).await;
    let race = &ok(&answer)["resultRace"];
    assert_eq!(race["race"]["status"], "PUBLISHED");
    assert_eq!(race["nextStatuses"], json!([]));
    assert!(row(race, "Hořejší")["pairing"].is_null());
    assert_eq!(row(race, "Hořejší")["memberId"], horejsi);
    let xlsx = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.xlsx"),
            &public,
        )
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(xlsx.body.starts_with(b"PK"));
    let pdf = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.pdf"),
            &public,
        )
        .await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert!(pdf.body.starts_with(b"%PDF-"));
    let xml = app
        .get(
            &format!("/api/public/export/result/race/{race_id}.xml"),
            &public,
        )
        .await;
    assert_eq!(xml.status, StatusCode::OK);
    assert!(
        xml.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/xml")
    );
    let exported = xml.body.clone();
    assert!(String::from_utf8_lossy(&exported).contains("Hořejší"));
    let member_results = gql(&app, &public, MEMBER_RESULTS, json!({ "id": bartu })).await;
    let results = ok(&member_results)["memberResults"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["rank"], 3);
    assert_eq!(results[0]["rowCount"], 11);

    // Re-importing the file of a published race makes its new version: the published race
    // stays public unchanged, the version is a draft holding the file's rows, and the
    // decisions hold in it (Bártů paired, Šebek 1 not suggested again).
    let answer = upload_file(&app, &timekeeper, event_id, "sprint-oprava.xml", SPRINT_XML).await;
    let second = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    assert_eq!(
        finished(&app, &timekeeper, second).await["state"],
        "COMPLETED"
    );
    assert_eq!(app.count("result_race").await, 2);
    assert_eq!(app.count("result_row").await, 22);
    let version: i64 = sqlx::query_scalar(
        "select result_race_id from result_race where replaces_result_race_id = $1",
    )
    .bind(race_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let detail = gql(&app, &team, RACE, json!({ "id": version })).await;
    let race = &ok(&detail)["resultRace"];
    assert_eq!(race["race"]["status"], "DRAFT");
    assert_eq!(row(race, "Bártů")["memberId"], bartu);
    assert_eq!(row(race, "Bártů")["pairing"], "MANUAL");
    let answer = gql(
        &app,
        &team,
        SUGGESTIONS,
        json!({ "input": { "resultRaceId": version } }),
    )
    .await;
    let suggestions = ok(&answer)["pairingSuggestions"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(suggestions.len(), 1, "{suggestions:?}");
    assert_eq!(suggestions[0]["memberId"], sebek_2);
    let member_results = gql(&app, &public, MEMBER_RESULTS, json!({ "id": bartu })).await;
    assert_eq!(
        ok(&member_results)["memberResults"]
            .as_array()
            .unwrap()
            .len(),
        1,
        "the published race stays public while its version is checked"
    );
    // Stopa's own FIS XML reads back into the same version, in place.
    let answer = upload_file(&app, &timekeeper, event_id, "vysledky.xml", &exported).await;
    let third = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    let import = finished(&app, &timekeeper, third).await;
    assert_eq!(import["state"], "COMPLETED");
    assert_eq!(count(&import, "ROWS"), 11);
    assert_eq!(count(&import, "PROBLEMS"), 0);
    assert_eq!(app.count("result_race").await, 2);
    assert_eq!(app.count("result_row").await, 22);
    // Checked and published, the version hands its rows to the published race (same id).
    for status in ["CHECKED", "PUBLISHED"] {
        ok(&gql(
            &app,
            &team,
            STATUS,
            json!({ "id": version, "status": status }),
        )
        .await);
    }
    assert_eq!(app.count("result_race").await, 1);
    assert_eq!(app.count("result_row").await, 11);
    let answer = gql(&app, &public, RACE, json!({ "id": race_id })).await;
    assert_eq!(ok(&answer)["resultRace"]["race"]["status"], "PUBLISHED");
    // Every change is in the audit log.
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity in ('result_race', 'result_import')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(audited >= 8, "{audited}");
}

/// Timing software logs in as an API client and uploads with its bearer token, no cookie and
/// no X-GQL headers (the timekeepers' documentation).
#[sqlx::test(migrations = "../../migrations")]
async fn timing_software_uploads_with_its_bearer_token(pool: PgPool) {
    use axum::body::Body;
    use axum::http::{Method, Request};
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let event_id = published_event(&app, &admin).await;
    let login = app
        .send(
            Request::builder()
                .method(Method::POST)
                .uri("/graphql")
                .header("content-type", "application/json")
                .body(Body::from(
                    json!({
                        "query": "mutation { login(input: {email: $email, password: $password, client: API}) { token } }"
                            .replace("$email", &format!("{:?}", accounts::TIMEKEEPER))
                            .replace("$password", &format!("{:?}", stopa_testkit::PASSWORD))
                    })
                    .to_string(),
                ))
                .unwrap(),
        )
        .await
        .json();
    let token = login["data"]["login"]["token"].as_str().unwrap().to_owned();
    let boundary = "----casomira";
    let operations = json!({ "query": UPLOAD, "variables": { "input": { "racingEventId": event_id }, "file": null } });
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{operations}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\": [\"variables.file\"]}}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"sprint.xml\"\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(SPRINT_XML);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let answer = app
        .send(
            Request::builder()
                .method(Method::POST)
                .uri("/graphql")
                .header(
                    "content-type",
                    format!("multipart/form-data; boundary={boundary}"),
                )
                .header("x-authorization", format!("Bearer {token}"))
                .body(Body::from(body))
                .unwrap(),
        )
        .await
        .json();
    assert_eq!(ok(&answer)["uploadResults"]["raceCount"], 1, "{answer}");
}

/// Who may upload results to an event in the calendar, as every identity type.
#[sqlx::test(migrations = "../../migrations")]
async fn results_are_uploaded_by_the_events_managers_and_its_timekeeper(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::TEAM, &["RACE_MANAGER"]).await;
    grant(&app.pool, accounts::AREA, &["RACE_MANAGER"]).await;
    grant(&app.pool, accounts::SECTION, &["RACE_MANAGER"]).await;
    let admin = app.login(accounts::ADMIN).await;
    let event_id = published_event(&app, &admin).await;
    let expected = [
        (None, "UNAUTHENTICATED"),
        (Some(accounts::ADMIN), "OK"),
        (Some(accounts::TEAM), "OK"),
        (Some(accounts::TEAM_NO_FLAGS), "FORBIDDEN"),
        (Some(accounts::AREA), "OK"),
        (Some(accounts::AREA_NO_FLAGS), "FORBIDDEN"),
        (Some(accounts::SECTION), "OK"),
        (Some(accounts::TIMEKEEPER), "OK"),
        (Some(accounts::PERSON), "FORBIDDEN"),
    ];
    for (account, outcome) in expected {
        let cookies = match account {
            Some(email) => app.login(email).await,
            None => Cookies::default(),
        };
        let answer = upload_file(&app, &cookies, event_id, "sprint.xml", SPRINT_XML).await;
        let got = code(&answer).unwrap_or("OK");
        assert_eq!(got, outcome, "{account:?}: {answer}");
        // What each sees of the event's results.
        let results = gql(&app, &cookies, EVENT_RESULTS, json!({ "id": event_id })).await;
        let actions = &ok(&results)["eventResults"]["actions"];
        assert_eq!(actions["canImport"] == true, outcome == "OK", "{account:?}");
        assert_eq!(
            actions["canManage"] == true,
            outcome == "OK" && account != Some(accounts::TIMEKEEPER),
            "{account:?}"
        );
    }
}

const UPDATE_RACE: &str = "mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) { updateResultRace(id: $id, input: $input) { race { id name raceId raceDate place category genderGroup birthYearFrom birthYearTo } } }";
const DELETE_RACE: &str = "mutation DeleteResultRace($id: Int!) { deleteResultRace(id: $id) }";
const STATS: &str = "query MemberResultStats($id: Int!) { memberResultStats(memberId: $id) { seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked } }";
const OVERVIEW: &str = "query CleanupOverview { cleanupOverview { pairingSuggestionRows } }";

fn fields(answer: &Value) -> Vec<String> {
    answer["errors"][0]["extensions"]["fields"]
        .as_array()
        .map(|fields| {
            fields
                .iter()
                .map(|field| field["field"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The sheets of an XLSX download with their cells as text.
fn workbook(bytes: &[u8]) -> Vec<(String, Vec<Vec<String>>)> {
    use calamine::{Reader as _, Xlsx};
    let mut book = Xlsx::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let names = book.sheet_names();
    names
        .into_iter()
        .map(|name| {
            let range = book.worksheet_range(&name).unwrap();
            let rows = range
                .rows()
                .map(|row| row.iter().map(ToString::to_string).collect())
                .collect();
            (name, rows)
        })
        .collect()
}

/// A result race corrected by hand (every problem reported at once, a race of another event
/// refused), deleted only as a draft or cancelled; manual pairing only to a suggested member
/// or one whose record the manager may open; a double surname found as a candidate; the
/// member's result statistics; the event's workbook of published races; the data cleanup
/// hub's count.
#[sqlx::test(migrations = "../../migrations")]
async fn result_races_are_corrected_paired_by_hand_summed_up_and_downloaded(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::TEAM, &["RACE_MANAGER"]).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let timekeeper = app.login(accounts::TIMEKEEPER).await;
    let public = Cookies::default();
    let event_id = published_event(&app, &admin).await;
    let other_event = published_event(&app, &admin).await;
    let other_race: i64 = sqlx::query_scalar("select race_id from race where racing_event_id = $1")
        .bind(other_event)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let own_race: i64 = sqlx::query_scalar("select race_id from race where racing_event_id = $1")
        .bind(event_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();

    let horejsi = member(&app, "Matěj", "Hořejší", 2001, Some("3150901")).await;
    // "Říha" in the file, "Říha-Novotný" in the register: found by a word of the surname.
    let riha = member(&app, "Tomáš", "Říha-Novotný", 2002, None).await;
    let pokorny = member(&app, "Jiří", "Pokorný", 2004, None).await;
    // A member of another club: the club A team may not open the record.
    let stranger: i64 = sqlx::query_scalar(
        "insert into member (first_name, last_name, sex, birth_date) values ('Jiří', 'Cizí', 'MALE', '2004-05-05')
         returning member_id",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2020-01-01')",
    )
    .bind(stranger)
    .bind(app.fixture.club_b)
    .execute(&app.pool)
    .await
    .unwrap();

    let answer = upload_file(&app, &timekeeper, event_id, "sprint.xml", SPRINT_XML).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    assert_eq!(
        finished(&app, &timekeeper, import_id).await["state"],
        "COMPLETED"
    );
    let answer = gql(&app, &team, EVENT_RESULTS, json!({ "id": event_id })).await;
    let race_id = ok(&answer)["eventResults"]["races"][0]["id"]
        .as_i64()
        .unwrap();

    // The double surname is suggested, not paired: the file says only "Říha".
    let detail = gql(&app, &team, RACE, json!({ "id": race_id })).await;
    let race = &ok(&detail)["resultRace"];
    assert!(row(race, "Říha")["memberId"].is_null());
    assert_eq!(row(race, "Říha")["suggestionCount"], 1, "{race}");
    let riha_ordinal = row(race, "Říha")["ordinal"].as_i64().unwrap();
    let pokorny_ordinal = row(race, "Pokorný")["ordinal"].as_i64().unwrap();
    let suggestions = gql(
        &app,
        &admin,
        SUGGESTIONS,
        json!({ "input": { "resultRaceId": race_id } }),
    )
    .await;
    assert!(
        ok(&suggestions)["pairingSuggestions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["memberId"] == riha && s["ordinal"] == riha_ordinal)
    );
    // The hub counts the rows waiting for a decision (Říha; Pokorný was paired outright).
    let overview = gql(&app, &admin, OVERVIEW, json!({})).await;
    let waiting = ok(&overview)["cleanupOverview"]["pairingSuggestionRows"]
        .as_i64()
        .unwrap();
    assert!(waiting >= 1, "{overview}");

    // Manual pairing: a member of another club, neither suggested nor readable, is refused;
    // a suggested one and a readable one are taken; Admin may pair anyone.
    let unpair = "mutation UnpairResultRow($race: Int!, $ordinal: Int!) { unpairResultRow(resultRaceId: $race, ordinal: $ordinal) }";
    let refused = gql(
        &app,
        &team,
        PAIR,
        json!({ "race": race_id, "ordinal": pokorny_ordinal, "member": stranger }),
    )
    .await;
    assert_eq!(code(&refused), Some("VALIDATION"), "{refused}");
    assert_eq!(fields(&refused), ["memberId"]);
    ok(&gql(
        &app,
        &team,
        PAIR,
        json!({ "race": race_id, "ordinal": riha_ordinal, "member": riha }),
    )
    .await);
    if !row(race, "Pokorný")["memberId"].is_null() {
        ok(&gql(
            &app,
            &team,
            unpair,
            json!({ "race": race_id, "ordinal": pokorny_ordinal }),
        )
        .await);
    }
    ok(&gql(
        &app,
        &team,
        PAIR,
        json!({ "race": race_id, "ordinal": pokorny_ordinal, "member": pokorny }),
    )
    .await);
    ok(&gql(
        &app,
        &admin,
        unpair,
        json!({ "race": race_id, "ordinal": pokorny_ordinal }),
    )
    .await);
    ok(&gql(
        &app,
        &admin,
        PAIR,
        json!({ "race": race_id, "ordinal": pokorny_ordinal, "member": stranger }),
    )
    .await);
    // One athlete, one row of a race: the same member for a second row is refused.
    let twice = gql(
        &app,
        &admin,
        PAIR,
        json!({ "race": race_id, "ordinal": riha_ordinal, "member": stranger }),
    )
    .await;
    assert_eq!(fields(&twice), ["memberId"], "{twice}");
    assert!(
        twice.to_string().contains("už je v tomto závodě"),
        "{twice}"
    );

    // Corrections: every problem at once; a race of another event is refused.
    let bad = gql(
        &app,
        &team,
        UPDATE_RACE,
        json!({ "id": race_id, "input": {
            "name": "  ", "raceId": other_race, "raceDate": "2026-03-01",
            "birthYearFrom": 2012, "birthYearTo": 2010
        } }),
    )
    .await;
    assert_eq!(code(&bad), Some("VALIDATION"), "{bad}");
    assert_eq!(fields(&bad), ["name", "raceId", "raceDate", "birthYearTo"]);
    for (cookies, expected) in [(&timekeeper, "FORBIDDEN"), (&public, "NOT_FOUND")] {
        let answer = gql(
            &app,
            cookies,
            UPDATE_RACE,
            json!({ "id": race_id, "input": { "name": "Sprint" } }),
        )
        .await;
        assert_eq!(code(&answer), Some(expected), "{answer}");
    }
    let updated = gql(
        &app,
        &team,
        UPDATE_RACE,
        json!({ "id": race_id, "input": {
            "name": " Sprint klasicky – muži ", "raceId": own_race, "raceDate": "2026-01-18",
            "place": "Jablonec nad Nisou", "category": "Muži", "genderGroup": "MALE",
            "birthYearFrom": 1990, "birthYearTo": 2008
        } }),
    )
    .await;
    let race = &ok(&updated)["updateResultRace"]["race"];
    assert_eq!(race["name"], "Sprint klasicky – muži");
    assert_eq!(race["raceId"], own_race);
    assert_eq!(race["genderGroup"], "MALE");
    assert_eq!(race["birthYearTo"], 2008);
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'result_race' and action = 'update'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 1);

    // Not published yet: no statistics for the public, the event's workbook is empty.
    let stats = gql(&app, &admin, STATS, json!({ "id": horejsi })).await;
    assert_eq!(ok(&stats)["memberResultStats"], json!([]));
    let empty = app
        .get(
            &format!("/api/public/export/result/event/{event_id}-vse.xlsx"),
            &public,
        )
        .await;
    assert_eq!(empty.status, StatusCode::OK);
    assert_eq!(workbook(&empty.body)[0].0, "Výsledky");

    for status in ["CHECKED", "PUBLISHED"] {
        ok(&gql(
            &app,
            &team,
            STATUS,
            json!({ "id": race_id, "status": status }),
        )
        .await);
    }
    // A published race is not deleted; a draft of a second file is.
    let refused = gql(&app, &team, DELETE_RACE, json!({ "id": race_id })).await;
    assert_eq!(code(&refused), Some("CONFLICT"), "{refused}");

    // The statistics: the winner, counted for the public too (the event is in the calendar).
    for cookies in [&admin, &public] {
        let stats = gql(&app, cookies, STATS, json!({ "id": horejsi })).await;
        let stats = ok(&stats)["memberResultStats"].as_array().unwrap().clone();
        assert_eq!(stats.len(), 1, "{stats:?}");
        assert_eq!(stats[0]["starts"], 1);
        assert_eq!(stats[0]["wins"], 1);
        assert_eq!(stats[0]["podiums"], 1);
        assert_eq!(stats[0]["bestRank"], 1);
        assert_eq!(stats[0]["unranked"], 0);
    }

    // The event's workbook: a sheet per published race, Czech headers, the winner first.
    let download = app
        .get(
            &format!("/api/public/export/result/event/{event_id}-vse.xlsx"),
            &public,
        )
        .await;
    assert_eq!(download.status, StatusCode::OK);
    let sheets = workbook(&download.body);
    assert_eq!(sheets.len(), 1);
    assert_eq!(sheets[0].0, "Sprint klasicky – muži");
    assert_eq!(sheets[0].1[2][0], "Pořadí");
    assert_eq!(sheets[0].1[3][2], "Hořejší");
    assert!(
        sheets[0].1[3].iter().any(|cell| cell.contains(',')),
        "{:?}",
        sheets[0].1[3]
    );
    // The sprint came from a FIS XML file: in `fis`, not in `klub`.
    let fis = app
        .get(
            &format!("/api/public/export/result/event/{event_id}-fis.xlsx"),
            &public,
        )
        .await;
    assert_eq!(workbook(&fis.body).len(), 1);
    let club = app
        .get(
            &format!("/api/public/export/result/event/{event_id}-klub.xlsx"),
            &public,
        )
        .await;
    assert_eq!(workbook(&club.body)[0].0, "Výsledky");
    for path in [
        format!("/api/public/export/result/event/{event_id}-jine.xlsx"),
        format!("/api/public/export/result/event/{event_id}.xlsx"),
        "/api/public/export/result/event/999999-vse.xlsx".to_owned(),
    ] {
        assert_eq!(
            app.get(&path, &public).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }

    // A second upload of another race as a draft is deleted with its rows.
    let second = String::from_utf8(SPRINT_XML.to_vec())
        .unwrap()
        .replace("5124", "5125");
    let answer = upload_file(&app, &team, event_id, "sprint-2.xml", second.as_bytes()).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    assert_eq!(finished(&app, &team, import_id).await["state"], "COMPLETED");
    let answer = gql(&app, &team, EVENT_RESULTS, json!({ "id": event_id })).await;
    let draft = ok(&answer)["eventResults"]["races"]
        .as_array()
        .unwrap()
        .iter()
        .find(|race| race["status"] == "DRAFT")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        code(&gql(&app, &timekeeper, DELETE_RACE, json!({ "id": draft })).await),
        Some("FORBIDDEN")
    );
    ok(&gql(&app, &team, DELETE_RACE, json!({ "id": draft })).await);
    let rows: i64 = sqlx::query_scalar("select count(*) from result_row where result_race_id = $1")
        .bind(draft)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rows, 0);
    assert_eq!(app.count("result_race").await, 1);

    // A race the public once saw is canceled, not deleted: it stays in the record.
    ok(&gql(
        &app,
        &team,
        STATUS,
        json!({ "id": race_id, "status": "CANCELED" }),
    )
    .await);
    let refused = gql(&app, &team, DELETE_RACE, json!({ "id": race_id })).await;
    assert_eq!(code(&refused), Some("CONFLICT"), "{refused}");
    assert!(
        refused.to_string().contains("už byl zveřejněn"),
        "{refused}"
    );
    assert_eq!(app.count("result_race").await, 1);
}
