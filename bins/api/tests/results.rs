//! Results through the public surface: uploading a FIS XML file as every identity type, the
//! worker's import with its report, pairing rows to members (FIS code, name and birth year,
//! suggestions with nicknames, ambiguous namesakes), decisions remembered across a re-import
//! that replaces the race's rows, the result race's statuses, what the public sees, the XLSX
//! download and a member's results.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

mod common;

use axum::http::StatusCode;
use common::{Cookies, TestApp, run, start_worker, upload};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;

const SPRINT_XML: &[u8] =
    include_bytes!("../../../libs/formats/testdata/results/CC_sprint_current_utf8.xml");

const UPLOAD: &str = "mutation UploadResults($input: UploadResultsInput!, $file: Upload!) { uploadResults(input: $input, file: $file) { id state progress format totalRows raceCount } }";
const IMPORT: &str = "query ResultImport($id: Int!) { resultImport(id: $id) { id state progress processedRows totalRows counts { key label count } problems error } }";
const EVENT_RESULTS: &str = "query EventResults($id: Int!) { eventResults(racingEventId: $id) { races { id name status rowCount pairedCount suggestionCount xlsxUrl } imports { id } actions { canImport canManage canSeeWork } } }";
const RACE: &str = "query ResultRace($id: Int!) { resultRace(id: $id) { race { id status statusLabel discipline codex } nextStatuses rows { ordinal rank bib lastName firstName fisCode status totalTime difference racePoints memberId memberName pairing suggestionCount runs { number time status } } } }";
const STATUS: &str = "mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) { changeResultRaceStatus(id: $id, status: $status) { race { status } } }";
const SUGGESTIONS: &str = "query PairingSuggestions($input: PairingSuggestionsInput!) { pairingSuggestions(input: $input) { resultRaceId ordinal rowName memberId memberName score } }";
const PAIR: &str = "mutation PairResultRow($race: Int!, $ordinal: Int!, $member: Int!) { pairResultRow(resultRaceId: $race, ordinal: $ordinal, memberId: $member) }";
const REJECT: &str = "mutation RejectPairingSuggestion($race: Int!, $ordinal: Int!, $member: Int!) { rejectPairingSuggestion(resultRaceId: $race, ordinal: $ordinal, memberId: $member) }";
const MEMBER_RESULTS: &str = "query MemberResults($id: Int!) { memberResults(memberId: $id) { eventName resultRaceName rank rowCount totalTime status seasonName } }";
const CREATE: &str = "mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) { createRacingEvent(input: $input, races: $races) { event { id } } }";
const PUBLISH: &str = "mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) { setRacingEventPublication(id: $id, status: $status) { event { id } } }";

async fn gql(app: &TestApp, cookies: &Cookies, query: &str, variables: Value) -> Value {
    let (operation_type, rest) = query.split_once(' ').unwrap();
    let operation = rest.split(|c: char| !c.is_alphanumeric()).next().unwrap();
    run(app, cookies, operation, operation_type, query, variables)
        .await
        .json()
}

fn code(answer: &Value) -> Option<&str> {
    answer["errors"][0]["extensions"]["code"].as_str()
}

fn ok(answer: &Value) -> &Value {
    assert!(answer["errors"].is_null(), "unexpected error: {answer}");
    &answer["data"]
}

async fn grant(pool: &PgPool, email: &str, flags: &[&str]) {
    let flags: Vec<String> = flags.iter().map(|flag| (*flag).to_owned()).collect();
    sqlx::query(
        "update identity set permissions = permissions || $2::text[]
         where account_id = (select account_id from account where email = $1)",
    )
    .bind(email)
    .bind(&flags)
    .execute(pool)
    .await
    .unwrap();
}

/// An event of club A timed by the fixture's company, published in the calendar.
async fn published_event(app: &TestApp, admin: &Cookies) -> i64 {
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

async fn member(app: &TestApp, first: &str, last: &str, year: i32, fis_code: Option<&str>) -> i64 {
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

async fn upload_file(
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
async fn finished(app: &TestApp, cookies: &Cookies, import_id: i64) -> Value {
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

fn count(import: &Value, key: &str) -> i64 {
    import["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|count| count["key"] == key)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

fn row<'a>(race: &'a Value, last_name: &str) -> &'a Value {
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

    // Re-importing the file replaces the race's rows in place: no second race, no duplicate
    // rows, back to a draft; the decisions hold (Bártů paired, Šebek 1 not suggested again).
    let answer = upload_file(&app, &timekeeper, event_id, "sprint-oprava.xml", SPRINT_XML).await;
    let second = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    assert_eq!(
        finished(&app, &timekeeper, second).await["state"],
        "COMPLETED"
    );
    assert_eq!(app.count("result_race").await, 1);
    assert_eq!(app.count("result_row").await, 11);
    let detail = gql(&app, &team, RACE, json!({ "id": race_id })).await;
    let race = &ok(&detail)["resultRace"];
    assert_eq!(race["race"]["status"], "DRAFT");
    assert_eq!(row(race, "Bártů")["memberId"], bartu);
    assert_eq!(row(race, "Bártů")["pairing"], "MANUAL");
    let answer = gql(
        &app,
        &team,
        SUGGESTIONS,
        json!({ "input": { "resultRaceId": race_id } }),
    )
    .await;
    let suggestions = ok(&answer)["pairingSuggestions"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(suggestions.len(), 1, "{suggestions:?}");
    assert_eq!(suggestions[0]["memberId"], sebek_2);
    // A draft again: the member's public results drop it until it is published again.
    let member_results = gql(&app, &public, MEMBER_RESULTS, json!({ "id": bartu })).await;
    assert_eq!(ok(&member_results)["memberResults"], json!([]));
    // Stopa's own FIS XML reads back into the same race.
    let answer = upload_file(&app, &timekeeper, event_id, "vysledky.xml", &exported).await;
    let third = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    let import = finished(&app, &timekeeper, third).await;
    assert_eq!(import["state"], "COMPLETED");
    assert_eq!(count(&import, "ROWS"), 11);
    assert_eq!(count(&import, "PROBLEMS"), 0);
    assert_eq!(app.count("result_race").await, 1);
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
