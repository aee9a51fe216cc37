//! Member imports through the public surface: the GraphQL upload with its preview, the
//! worker's run, the outcomes of spec §3 with their Czech messages, the skipped rows download
//! and its re-upload, and who may import (every identity type).

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::collections::BTreeMap;

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, add_address_point, call, start_worker, upload};

pub(crate) const UPLOAD: &str = "mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) { uploadMemberImport(input: $input, file: $file) { id state progress layout encoding fileKind totalRows counts { outcome message count } columns { header field fieldLabel } warnings skippedRowsUrl } }";
const CONFIRM: &str = "mutation ConfirmMemberImport($id: Int!) { confirmMemberImport(id: $id) { id state progress } }";
const IMPORT: &str = "query MemberImport($id: Int!) { memberImport(id: $id) { id state progress processedRows totalRows counts { outcome count } } }";
pub(crate) const ROWS: &str = "query MemberImportRows($input: MemberImportRowsInput!) { memberImportRows(input: $input) { totalCount nodes { line name outcome predicted message detail memberId } } }";

/// The NSA register's V3 header.
pub(crate) const NSA_V3: &str = "[JMENO];[PRIJMENI];[TITUL_PRED];[TITUL_ZA];[RODNE_CISLO];[OBCANSTVI];[DATUM_NAROZENI];[POHLAVI];[NAZEV_OBCE];[NAZEV_CASTI_OBCE];[NAZEV_ULICE];[CISLO_POPISNE];[CISLO_ORIENTACNI];[PSC];[SPORTOVEC];[SPORTOVCEM_OD];[SPORTOVCEM_DO];[SPORTOVEC_CETNOST];[SPORTOVEC_DRUH_SPORTU];[SPORTOVEC_CINNOST_OD];[SPORTOVEC_CINNOST_DO];[SPORTOVEC_UCAST_SOUTEZE_POCET];[TRENER];[TRENEREM_OD];[TRENEREM_DO];[TRENER_CETNOST];[TRENER_DRUH_SPORTU];[TRENER_CINNOST_OD];[TRENER_CINNOST_DO];[EXT_ID];[SVAZ_ICO_SKTJ];[STAV]";

/// One NSA V3 row: name, surname, birth number, citizenship, birth date, sex, municipality,
/// street, house number, orientation number, postcode (the other columns empty).
pub(crate) fn nsa_row(cells: [&str; 11]) -> String {
    let [
        first,
        last,
        number,
        citizenship,
        born,
        sex,
        town,
        street,
        house,
        orientation,
        postcode,
    ] = cells;
    let mut row = vec![""; 32];
    row[0] = first;
    row[1] = last;
    row[4] = number;
    row[5] = citizenship;
    row[6] = born;
    row[7] = sex;
    row[8] = town;
    row[10] = street;
    row[11] = house;
    row[12] = orientation;
    row[13] = postcode;
    row.join(";")
}

pub(crate) fn cp1250(text: &str) -> Vec<u8> {
    let (bytes, _, unmappable) = encoding_rs::WINDOWS_1250.encode(text);
    assert!(!unmappable);
    bytes.into_owned()
}

/// A file of the NSA's V3 layout in Windows-1250 that meets the test fixture's register so that
/// every outcome happens once, and the line of each.
async fn every_outcome_file(app: &TestApp) -> (Vec<u8>, BTreeMap<&'static str, u32>) {
    let jan = jan_birth_number(app).await;
    let rows = [
        // A new member whose address resolves ("nám." is "Náměstí", 460 01 with a space).
        (
            "CREATED_NEW_MEMBER",
            nsa_row([
                "Adéla",
                "Nováčková",
                "0552030116",
                "CZE",
                "3.2.2005",
                "Ž",
                "Liberec",
                "nám. Míru",
                "5",
                "3",
                "460 01",
            ]),
        ),
        // The fixture's member without a club joins.
        (
            "MEMBER_EXISTS_CREATED_MEMBERSHIP",
            nsa_row([
                "Bez",
                "Klubu",
                "990130/1113",
                "CZE",
                "30.01.1999",
                "M",
                "",
                "",
                "",
                "",
                "",
            ]),
        ),
        (
            "SKIPPED_ALREADY_MEMBER_MY_CLUB",
            nsa_row(["Jan", "Novák", &jan, "CZE", "", "", "", "", "", "", ""]),
        ),
        (
            "SKIPPED_ALREADY_MEMBER_OTHER_CLUB",
            nsa_row([
                "Petr",
                "Dvořák",
                "0503010002",
                "CZE",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
            ]),
        ),
        (
            "SKIPPED_PERSONAL_ID_MISSING",
            nsa_row([
                "Karel",
                "Bezrodný",
                "",
                "CZE",
                "1.1.1990",
                "M",
                "Liberec",
                "Husova",
                "7",
                "",
                "46001",
            ]),
        ),
        (
            "SKIPPED_MISSING_HOUSE_NUMBER",
            nsa_row([
                "Lenka",
                "Bezčíselná",
                "0555050012",
                "CZE",
                "5.5.2005",
                "Ž",
                "Liberec",
                "Husova",
                "",
                "",
                "46001",
            ]),
        ),
        (
            "SKIPPED_CAN_NOT_FOUND_ADDRESS",
            nsa_row([
                "Jan",
                "Neznámý",
                "0201010007",
                "CZE",
                "1.1.2002",
                "M",
                "Liberec",
                "Neexistující",
                "999",
                "",
                "46001",
            ]),
        ),
        (
            "SKIPPED_ARCHIVED",
            nsa_row([
                "Archivní",
                "Novák",
                "9901311112",
                "CZE",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
            ]),
        ),
        (
            "SKIPPED_INVALID_ROW",
            nsa_row([
                "",
                "Bezejmenný",
                "0201010018",
                "CZE",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
            ]),
        ),
    ];
    let mut text = format!("{NSA_V3}\r\n");
    let mut lines = BTreeMap::new();
    for (index, (outcome, row)) in rows.iter().enumerate() {
        text.push_str(row);
        text.push_str("\r\n");
        lines.insert(*outcome, index as u32 + 2);
    }
    (cp1250(&text), lines)
}

async fn jan_birth_number(app: &TestApp) -> String {
    sqlx::query_scalar("select birth_number from member where member_id = $1")
        .bind(app.fixture.jan_novak.member_id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

pub(crate) async fn upload_file(
    app: &TestApp,
    cookies: &Cookies,
    club_id: i64,
    encoding: Option<&str>,
    file_name: &str,
    bytes: &[u8],
) -> Value {
    let operations = json!({
        "query": UPLOAD,
        "variables": { "input": { "clubId": club_id, "encoding": encoding }, "file": null }
    });
    upload(
        app,
        cookies,
        "UploadMemberImport",
        &operations,
        file_name,
        bytes,
    )
    .await
    .json()
}

pub(crate) fn counts(import: &Value) -> BTreeMap<String, i64> {
    import["counts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|count| count["count"].as_i64().unwrap() > 0)
        .map(|count| {
            (
                count["outcome"].as_str().unwrap().to_owned(),
                count["count"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn wait_until_done(app: &TestApp, cookies: &Cookies, id: i64) -> Value {
    for _ in 0..300 {
        let response = call(app, cookies, IMPORT, json!({ "id": id })).await;
        let import = response.json()["data"]["memberImport"].clone();
        if import["progress"] != "IN_PROGRESS" {
            return import;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("import {id} did not finish");
}

pub(crate) async fn rows_of(app: &TestApp, cookies: &Cookies, id: i64) -> Vec<Value> {
    let response = call(
        app,
        cookies,
        ROWS,
        json!({ "input": { "memberImportId": id, "perPage": 100 } }),
    )
    .await;
    response.json()["data"]["memberImportRows"]["nodes"]
        .as_array()
        .unwrap()
        .clone()
}

async fn liberec_points(app: &TestApp) {
    add_address_point(
        &app.pool,
        10_001,
        "Liberec",
        "Náměstí Míru",
        5,
        Some(3),
        "46001",
    )
    .await;
    add_address_point(&app.pool, 10_002, "Liberec", "Husova", 7, None, "46001").await;
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_club_manager_imports_an_nsa_file_in_cp1250_and_every_row_gets_its_outcome(pool: PgPool) {
    let app = TestApp::new(pool).await;
    liberec_points(&app).await;
    let worker = start_worker(&app);
    let (file, lines) = every_outcome_file(&app).await;
    let cookies = app.login(accounts::TEAM).await;
    let club_a = app.fixture.club_a;
    let preview = upload_file(&app, &cookies, club_a, Some("CP1250"), "clenove.csv", &file).await;
    let preview = &preview["data"]["uploadMemberImport"];
    assert_eq!(preview["state"], "DRAFT", "{preview}");
    assert_eq!(preview["layout"], "Rejstřík sportu (NSA) V3");
    assert_eq!(preview["encoding"], "CP1250");
    assert_eq!(preview["totalRows"], 9);
    let expected: BTreeMap<String, i64> = lines.keys().map(|key| ((*key).to_owned(), 1)).collect();
    assert_eq!(
        counts(preview),
        expected,
        "the preview predicts every outcome"
    );
    let mapped: Vec<&str> = preview["columns"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|column| column["fieldLabel"].as_str())
        .collect();
    assert!(
        mapped.contains(&"Rodné číslo") && mapped.contains(&"Číslo popisné"),
        "{mapped:?}"
    );
    // The preview wrote nothing.
    let members_before = app.count("member").await;
    let id = preview["id"].as_i64().unwrap();

    let confirmed = call(&app, &cookies, CONFIRM, json!({ "id": id })).await;
    assert_eq!(
        confirmed.json()["data"]["confirmMemberImport"]["progress"],
        "IN_PROGRESS"
    );
    let done = wait_until_done(&app, &cookies, id).await;
    drop(worker);
    assert_eq!(done["state"], "COMPLETED", "{done}");
    assert_eq!(done["progress"], "COMPLETED");
    assert_eq!(done["processedRows"], 9);
    assert_eq!(counts(&done), expected);
    assert_eq!(
        app.count("member").await,
        members_before + 1,
        "one new member"
    );

    let rows = rows_of(&app, &cookies, id).await;
    let by_outcome: BTreeMap<String, &Value> = rows
        .iter()
        .map(|row| (row["outcome"].as_str().unwrap().to_owned(), row))
        .collect();
    for (outcome, line) in &lines {
        let row = by_outcome[*outcome];
        assert_eq!(row["line"], *line, "{outcome}");
        assert_eq!(row["predicted"], false);
    }
    let messages: Vec<&str> = rows
        .iter()
        .map(|row| row["message"].as_str().unwrap())
        .collect();
    for message in [
        "Přeskočen - nepodařilo se najít adresu",
        "Přeskočen - chybějící číslo popisné / orientační v adrese",
        "Přeskočen - již je členem jiného klubu",
        "Přeskočen - již je členem mého klubu",
        "Přeskočen - chybí nebo chybné rodné číslo",
        "Přeskočen - člen je archivován - kontaktuj evidence@stopa.test",
    ] {
        assert!(messages.contains(&message), "{message} in {messages:?}");
    }

    // The new member has the register's spelling of its address and its address point; its
    // membership and creation are in the audit log with the import's id.
    let created = by_outcome["CREATED_NEW_MEMBER"]["memberId"]
        .as_i64()
        .unwrap();
    let (street, orientation, postcode, code): (String, String, String, i64) = sqlx::query_as(
        "select street, orientation_number, postcode, ruian_address_code from member where member_id = $1",
    )
    .bind(created)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        (
            street.as_str(),
            orientation.as_str(),
            postcode.as_str(),
            code
        ),
        ("Náměstí Míru", "3", "46001", 10_001)
    );
    let club: i64 = sqlx::query_scalar(
        "select club_id from membership where member_id = $1 and valid_to is null",
    )
    .bind(created)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(club, club_a);
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'member' and (detail->>'member_import_id')::bigint = $1",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 2, "the new member and the one who joined");
    // The member without a club joined club A.
    let joined: i64 = sqlx::query_scalar(
        "select club_id from membership where member_id = $1 and valid_to is null",
    )
    .bind(app.fixture.without_club.member_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(joined, club_a);
    // The street that does not exist waits in the worklist.
    let waiting: i64 = sqlx::query_scalar(
        "select count(*) from unresolved_address where address_text like 'Neexistující 999%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(waiting, 1);

    // Confirming again is refused; the import is not run twice.
    let again = call(&app, &cookies, CONFIRM, json!({ "id": id })).await;
    assert_eq!(again.error_code().as_deref(), Some("CONFLICT"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_skipped_rows_come_back_as_csv_and_fixed_rows_import_on_a_second_upload(pool: PgPool) {
    let app = TestApp::new(pool).await;
    liberec_points(&app).await;
    let (file, _) = every_outcome_file(&app).await;
    let cookies = app.login(accounts::ADMIN).await;
    let club_a = app.fixture.club_a;
    let preview = upload_file(&app, &cookies, club_a, None, "clenove.csv", &file).await;
    let preview = &preview["data"]["uploadMemberImport"];
    assert_eq!(preview["encoding"], "CP1250", "detected");
    let id = preview["id"].as_i64().unwrap();
    // The terminal's way: the same use case, run here instead of in the worker.
    let actor = stopa_app::Actor::operator();
    stopa_app::member_import::confirm_member_import_here(&app.services, &actor, id)
        .await
        .unwrap();
    stopa_app::member_import::run_member_import(&app.services, id, |_| {})
        .await
        .unwrap();

    let download = app
        .get(
            &format!("/api/member-imports/{id}/skipped-rows.csv"),
            &cookies,
        )
        .await;
    assert_eq!(download.status, 200);
    let text = download.text();
    assert!(text.starts_with('\u{feff}'), "UTF-8 with BOM for Excel");
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert!(lines[0].ends_with(";Důvod"), "{}", lines[0]);
    assert!(lines[0].starts_with("[JMENO];[PRIJMENI]"));
    assert_eq!(lines.len(), 1 + 7, "the header and the seven skipped rows");
    assert!(text.contains("Přeskočen - chybí nebo chybné rodné číslo"));
    // The other identities may not download it.
    for account in [
        accounts::TEAM_NO_FLAGS,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let other = app.login(account).await;
        let refused = app
            .get(
                &format!("/api/member-imports/{id}/skipped-rows.csv"),
                &other,
            )
            .await;
        assert_eq!(refused.status, 403, "{account}");
    }

    // The secretary fixes two rows in Excel and uploads the file again.
    let fixed = text
        .replace("Karel;Bezrodný;;;;", "Karel;Bezrodný;;;9001010007;")
        .replace("Husova;;;46001", "Husova;7;;46001");
    let preview = upload_file(
        &app,
        &cookies,
        club_a,
        None,
        "opravene.csv",
        fixed.as_bytes(),
    )
    .await;
    let preview = &preview["data"]["uploadMemberImport"];
    assert_eq!(preview["encoding"], "UTF8");
    let predicted = counts(preview);
    assert_eq!(
        predicted.get("CREATED_NEW_MEMBER"),
        Some(&2),
        "{predicted:?}"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_xlsx_of_stopas_own_export_imports_members_without_addresses(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let mut workbook = rust_xlsxwriter::Workbook::new();
    let sheet = workbook.add_worksheet();
    let header = [
        "Registrační číslo",
        "Příjmení",
        "Jméno",
        "Pohlaví",
        "Rok narození",
        "Datum narození",
        "Rodné číslo",
        "Zkratka klubu",
        "Klub",
        "Kraj",
        "Členem od",
    ];
    for (column, name) in header.iter().enumerate() {
        sheet.write_string(0, column as u16, *name).unwrap();
    }
    let date = rust_xlsxwriter::ExcelDateTime::from_ymd(2005, 2, 3).unwrap();
    let format = rust_xlsxwriter::Format::new().set_num_format("d. m. yyyy");
    sheet.write_number(1, 0, 100_999).unwrap();
    sheet.write_string(1, 1, "Tabulková").unwrap();
    sheet.write_string(1, 2, "Eva").unwrap();
    sheet.write_string(1, 3, "žena").unwrap();
    sheet.write_number(1, 4, 2005).unwrap();
    sheet
        .write_datetime_with_format(1, 5, &date, &format)
        .unwrap();
    // A birth number typed as a number: Excel dropped its leading zero.
    sheet.write_number(1, 6, 552_030_116).unwrap();
    let bytes = workbook.save_to_buffer().unwrap();

    let cookies = app.login(accounts::TEAM).await;
    let preview = upload_file(
        &app,
        &cookies,
        app.fixture.club_a,
        None,
        "clenove.xlsx",
        &bytes,
    )
    .await;
    let preview = &preview["data"]["uploadMemberImport"];
    assert_eq!(preview["fileKind"], "XLSX", "{preview}");
    assert_eq!(preview["layout"], "Export členů ze Stopy");
    assert_eq!(
        counts(preview),
        BTreeMap::from([("CREATED_NEW_MEMBER".to_owned(), 1)])
    );
    let id = preview["id"].as_i64().unwrap();
    stopa_app::member_import::confirm_member_import_here(
        &app.services,
        &stopa_app::Actor::operator(),
        id,
    )
    .await
    .unwrap();
    stopa_app::member_import::run_member_import(&app.services, id, |_| {})
        .await
        .unwrap();
    let (birth_number, birth_date): (String, chrono::NaiveDate) =
        sqlx::query_as("select birth_number, birth_date from member where last_name = 'Tabulková'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(birth_number, "0552030116");
    assert_eq!(
        birth_date,
        chrono::NaiveDate::from_ymd_opt(2005, 2, 3).unwrap()
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn bad_files_get_a_czech_error_and_leave_nothing_behind(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::TEAM).await;
    let club_a = app.fixture.club_a;
    let (file, _) = every_outcome_file(&app).await;
    let cases: Vec<(&str, Option<&str>, Vec<u8>, &str)> = vec![
        (
            "clenove.csv",
            Some("UTF8"),
            file.clone(),
            "INVALID_ENCODING",
        ),
        ("clenove.csv", Some("ASCII"), file, "INVALID_ENCODING"),
        (
            "clenove.csv",
            None,
            b"Klub;Kraj\r\nA;B\r\n".to_vec(),
            "MISSING_COLUMNS",
        ),
        (
            "clenove.csv",
            None,
            b"Jmeno;Prijmeni;Rodne cislo\r\n".to_vec(),
            "EMPTY_FILE",
        ),
        (
            "clenove.xlsx",
            None,
            b"PK\x03\x04 not really a zip".to_vec(),
            "UNREADABLE_FILE",
        ),
    ];
    for (name, encoding, bytes, code) in cases {
        let operations = json!({
            "query": UPLOAD,
            "variables": { "input": { "clubId": club_a, "encoding": encoding }, "file": null }
        });
        let response = upload(
            &app,
            &cookies,
            "UploadMemberImport",
            &operations,
            name,
            &bytes,
        )
        .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{}",
            response.text()
        );
        let message = response.error_message().unwrap();
        assert!(
            !message.is_empty() && !message.contains("Error"),
            "{message}"
        );
    }
    let invalid = upload_file(
        &app,
        &cookies,
        club_a,
        Some("UTF8"),
        "a.csv",
        &every_outcome_file(&app).await.0,
    )
    .await;
    let message = invalid["errors"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("CP1250"),
        "suggests the other encoding: {message}"
    );
    assert_eq!(app.count("member_import").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn only_those_who_create_members_of_the_club_may_import_into_it(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let club_a = app.fixture.club_a;
    let club_b = app.fixture.club_b;
    let file = cp1250(&format!(
        "{NSA_V3}\r\n{}\r\n",
        nsa_row([
            "Eva",
            "Nová",
            "0552030116",
            "CZE",
            "",
            "",
            "",
            "",
            "",
            "",
            ""
        ])
    ));
    // Club A: Admin; its manager with MEMBER_CREATE_EDIT. Area and Section staff of the fixture
    // lack MEMBER_AND_CLUB_MANAGER; a Person, a Timekeeper and a flagless manager may not.
    let table: [(Option<&str>, i64, Option<&str>); 10] = [
        (None, club_a, Some("UNAUTHENTICATED")),
        (Some(accounts::ADMIN), club_a, None),
        (Some(accounts::TEAM), club_a, None),
        (Some(accounts::TEAM), club_b, Some("FORBIDDEN")),
        (Some(accounts::TEAM_NO_FLAGS), club_a, Some("FORBIDDEN")),
        (Some(accounts::AREA), club_a, Some("FORBIDDEN")),
        (Some(accounts::AREA_NO_FLAGS), club_a, Some("FORBIDDEN")),
        (Some(accounts::SECTION), club_a, Some("FORBIDDEN")),
        (Some(accounts::TIMEKEEPER), club_a, Some("FORBIDDEN")),
        (Some(accounts::PERSON), club_a, Some("FORBIDDEN")),
    ];
    let mut admin_import = None;
    for (account, club, refusal) in table {
        let cookies = stopa_testkit::app::cookies_of(&app, account).await;
        let operations = json!({
            "query": UPLOAD,
            "variables": { "input": { "clubId": club }, "file": null }
        });
        let response = upload(
            &app,
            &cookies,
            "UploadMemberImport",
            &operations,
            "a.csv",
            &file,
        )
        .await;
        match refusal {
            None => {
                let id = response.json()["data"]["uploadMemberImport"]["id"].as_i64();
                assert!(id.is_some(), "{account:?}: {}", response.text());
                if account == Some(accounts::ADMIN) {
                    admin_import = id;
                }
            }
            Some("UNAUTHENTICATED") => {
                // A multipart request without a session is refused before its body is read.
                assert_eq!(response.status, 401, "{}", response.text());
            }
            Some(code) => assert_eq!(response.error_code().as_deref(), Some(code), "{account:?}"),
        }
    }
    // Reading and confirming an import follow the same right.
    let id = admin_import.unwrap();
    for (account, allowed) in [
        (accounts::TEAM, true),
        (accounts::TEAM_NO_FLAGS, false),
        (accounts::AREA, false),
        (accounts::SECTION, false),
        (accounts::TIMEKEEPER, false),
        (accounts::PERSON, false),
    ] {
        let cookies = app.login(account).await;
        let read = call(&app, &cookies, IMPORT, json!({ "id": id })).await;
        let rows = call(
            &app,
            &cookies,
            ROWS,
            json!({ "input": { "memberImportId": id } }),
        )
        .await;
        if allowed {
            assert_eq!(read.json()["data"]["memberImport"]["id"], id);
            assert_eq!(rows.json()["data"]["memberImportRows"]["totalCount"], 1);
        } else {
            assert_eq!(read.error_code().as_deref(), Some("FORBIDDEN"), "{account}");
            assert_eq!(rows.error_code().as_deref(), Some("FORBIDDEN"), "{account}");
            let confirm = call(&app, &cookies, CONFIRM, json!({ "id": id })).await;
            assert_eq!(
                confirm.error_code().as_deref(),
                Some("FORBIDDEN"),
                "{account}"
            );
        }
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_run_stopped_halfway_continues_without_writing_a_row_twice(pool: PgPool) {
    let app = TestApp::new(pool).await;
    // 2,500 new members: three batches of the run.
    let mut text = format!("{NSA_V3}\r\n");
    let start = chrono::NaiveDate::from_ymd_opt(1960, 1, 1).unwrap();
    for index in 0..2_500 {
        let date = start + chrono::Duration::days(index);
        let number = (0..1000)
            .find_map(|serial| {
                stopa_domain::birth_number::BirthNumber::generate(
                    date,
                    stopa_domain::member::Sex::Male,
                    serial,
                )
            })
            .unwrap();
        let born = date.format("%-d.%-m.%Y").to_string();
        text.push_str(&nsa_row([
            "Tomáš",
            &format!("Dávkový{index}"),
            number.digits(),
            "CZE",
            &born,
            "M",
            "",
            "",
            "",
            "",
            "",
        ]));
        text.push_str("\r\n");
    }
    let cookies = app.login(accounts::ADMIN).await;
    let preview = upload_file(
        &app,
        &cookies,
        app.fixture.club_a,
        None,
        "velky.csv",
        &cp1250(&text),
    )
    .await;
    let id = preview["data"]["uploadMemberImport"]["id"]
        .as_i64()
        .unwrap();
    let actor = stopa_app::Actor::operator();
    stopa_app::member_import::confirm_member_import_here(&app.services, &actor, id)
        .await
        .unwrap();
    // The process dies after the first batch committed (the progress callback stands in for
    // the kill: the run's future is dropped mid-way).
    let services = app.services.clone();
    let stopped = tokio::spawn(async move {
        stopa_app::member_import::run_member_import(&services, id, |progress| {
            assert!(progress.processed < 1_000, "killed after the first batch");
        })
        .await
    })
    .await;
    assert!(stopped.is_err(), "the first run died");
    let processed: i32 =
        sqlx::query_scalar("select processed_rows from member_import where member_import_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        processed, 1_000,
        "one batch committed, nothing of the second"
    );
    // Another run continues where it stopped.
    stopa_app::member_import::run_member_import(&app.services, id, |_| {})
        .await
        .unwrap();
    let created: i64 =
        sqlx::query_scalar("select count(*) from member where last_name like 'Dávkový%'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(created, 2_500, "every row written once");
    let outcomes: i64 = sqlx::query_scalar(
        "select count(*) from member_import_row where member_import_id = $1 and outcome = 'CREATED_NEW_MEMBER'",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(outcomes, 2_500);
    // A third run of a completed import does nothing.
    let state = stopa_app::member_import::run_member_import(&app.services, id, |_| {})
        .await
        .unwrap();
    assert_eq!(state, stopa_domain::member_import::ImportState::Completed);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_template_downloads_as_csv_and_xlsx_and_imports_its_own_example(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let csv = app
        .get("/api/member-imports/template.csv", &Cookies::default())
        .await;
    assert_eq!(csv.status, 200);
    assert!(csv.text().contains("Jméno;Další jména;Příjmení") || csv.text().contains("Jméno"));
    let xlsx = app
        .get("/api/member-imports/template.xlsx", &Cookies::default())
        .await;
    assert_eq!(xlsx.status, 200);
    assert!(xlsx.body.starts_with(b"PK"));
    assert_eq!(
        app.get("/api/member-imports/template.pdf", &Cookies::default())
            .await
            .status,
        404
    );
    let cookies = app.login(accounts::TEAM).await;
    for (name, bytes) in [
        ("sablona.csv", csv.body.clone()),
        ("sablona.xlsx", xlsx.body.clone()),
    ] {
        let preview = upload_file(&app, &cookies, app.fixture.club_a, None, name, &bytes).await;
        let preview = &preview["data"]["uploadMemberImport"];
        assert_eq!(preview["layout"], "Šablona Stopy", "{name}: {preview}");
        assert_eq!(preview["totalRows"], 1);
    }
}
