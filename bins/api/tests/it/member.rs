//! The members grid and the members export: scoping and personal data for every identity
//! type, search, filters, and the CSV bytes.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::collections::BTreeSet;

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp};

fn members_call(input: Value) -> Call<'static> {
    Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members($input: MembersInput!) { members(input: $input) { totalCount personalInfoAccess nodes { id firstName lastName birthYear birthDate birthNumber club { name } } } }",
        variables: Value::Object([("input".to_owned(), input)].into_iter().collect()),
    }
}

fn names(response: &Value) -> BTreeSet<String> {
    response["data"]["members"]["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .map(|node| {
            format!(
                "{} {}",
                node["firstName"].as_str().unwrap(),
                node["lastName"].as_str().unwrap()
            )
        })
        .collect()
}

fn last_names(response: &Value) -> Vec<Value> {
    let nodes = response["data"]["members"]["nodes"]
        .as_array()
        .expect("nodes");
    nodes.iter().map(|node| node["lastName"].clone()).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|item| (*item).to_owned()).collect()
}

const CLUB_A: &[&str] = &["Jan Novák", "Eliška Nováková"];
const CLUB_B: &[&str] = &["Petr Dvořák", "Žofie Černá"];
const EVERYBODY: &[&str] = &[
    "Jan Novák",
    "Eliška Nováková",
    "Petr Dvořák",
    "Žofie Černá",
    "Bez Klubu",
];

/// An account (None: the public) and what it may list: the members and whether it sees
/// personal data, or the error code.
type Case = (
    Option<&'static str>,
    Result<(&'static [&'static str], bool), &'static str>,
);

/// Who may list whom, and whether they see personal data.
fn matrix() -> Vec<Case> {
    vec![
        (None, Err("UNAUTHENTICATED")),
        (Some(accounts::ADMIN), Ok((EVERYBODY, true))),
        (Some(accounts::TEAM), Ok((CLUB_A, true))),
        (Some(accounts::TEAM_NO_FLAGS), Ok((CLUB_A, false))),
        (Some(accounts::MULTI), Ok((CLUB_B, false))),
        (Some(accounts::AREA), Ok((CLUB_A, true))),
        (Some(accounts::AREA_NO_FLAGS), Ok((CLUB_A, false))),
        (Some(accounts::SECTION), Ok((CLUB_A, true))),
        (Some(accounts::TIMEKEEPER), Ok((EVERYBODY, false))),
        (Some(accounts::PERSON), Err("FORBIDDEN")),
    ]
}

async fn cookies_of(app: &TestApp, account: Option<&str>) -> Cookies {
    match account {
        Some(email) => app.login(email).await,
        None => Cookies::default(),
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_identity_type_sees_exactly_its_members_and_allowed_fields(pool: PgPool) {
    let app = TestApp::new(pool).await;
    for (account, expected) in matrix() {
        let cookies = cookies_of(&app, account).await;
        let response = app.graphql(&members_call(json!({})), &cookies).await;
        match expected {
            Err(code) => {
                assert_eq!(response.error_code().as_deref(), Some(code), "{account:?}");
                assert!(response.json()["data"].is_null(), "{account:?}");
            }
            Ok((members, personal)) => {
                let json = response.json();
                assert!(json["errors"].is_null(), "{account:?}: {json}");
                assert_eq!(names(&json), set(members), "{account:?}");
                assert_eq!(
                    json["data"]["members"]["totalCount"],
                    members.len(),
                    "{account:?}"
                );
                let access = if personal { "READ" } else { "HIDDEN" };
                assert_eq!(
                    json["data"]["members"]["personalInfoAccess"], access,
                    "{account:?}"
                );
                for node in json["data"]["members"]["nodes"].as_array().unwrap() {
                    assert_eq!(
                        node["birthNumber"].is_string(),
                        personal,
                        "{account:?} {node}"
                    );
                    assert_eq!(
                        node["birthDate"].is_string(),
                        personal,
                        "{account:?} {node}"
                    );
                    assert!(node["birthYear"].is_number());
                }
            }
        }
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_identity_type_may_download_only_its_own_export(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let prefixes = ["admin", "area", "section", "team", "timekeeper", "public"];
    for (account, expected) in matrix() {
        let cookies = cookies_of(&app, account).await;
        let own_prefix = match account {
            Some(accounts::ADMIN) => "admin",
            Some(accounts::TEAM | accounts::TEAM_NO_FLAGS | accounts::MULTI) => "team",
            Some(accounts::AREA | accounts::AREA_NO_FLAGS) => "area",
            Some(accounts::SECTION) => "section",
            Some(accounts::TIMEKEEPER) => "timekeeper",
            _ => "none",
        };
        for prefix in prefixes {
            let response = app
                .get(&format!("/api/{prefix}/export/members-all-csv"), &cookies)
                .await;
            match (&expected, prefix == own_prefix) {
                (Ok((members, personal)), true) => {
                    assert_eq!(response.status, StatusCode::OK, "{account:?} {prefix}");
                    let text = response.text();
                    let mut lines = text.trim_start_matches('\u{feff}').lines();
                    let header = lines.next().unwrap();
                    assert_eq!(
                        header.contains("Rodné číslo"),
                        *personal,
                        "{account:?}: {header}"
                    );
                    let exported: BTreeSet<String> = lines
                        .map(|line| {
                            let cells: Vec<&str> = line.split(';').collect();
                            format!("{} {}", cells[2], cells[1])
                        })
                        .collect();
                    assert_eq!(exported, set(members), "{account:?}");
                }
                (Err("UNAUTHENTICATED"), _) => {
                    assert_eq!(response.status, StatusCode::UNAUTHORIZED, "{prefix}");
                    assert_eq!(response.json()["error"]["code"], "UNAUTHENTICATED");
                    assert_eq!(response.json()["error"]["message"], "Musíte se přihlásit");
                }
                _ => {
                    assert_eq!(
                        response.status,
                        StatusCode::FORBIDDEN,
                        "{account:?} {prefix}"
                    );
                    assert_eq!(response.json()["error"]["code"], "FORBIDDEN");
                }
            }
        }
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn name_search_ignores_case_and_diacritics(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    let cases = [
        ("novak", set(&["Jan Novák", "Eliška Nováková"])),
        ("NOVÁKOVÁ eli", set(&["Eliška Nováková"])),
        ("cerna zofie", set(&["Žofie Černá"])),
        ("dvořák", set(&["Petr Dvořák"])),
        ("100%_", set(&[])),
    ];
    for (search, expected) in cases {
        let response = app
            .graphql(
                &members_call(json!({ "filter": { "search": search } })),
                &cookies,
            )
            .await;
        assert_eq!(names(&response.json()), expected, "{search}");
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn filters_sorting_and_paging_happen_in_the_query(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    let fixture = app.fixture.clone();
    let cases = [
        (
            json!({ "filter": { "clubId": fixture.club_b } }),
            set(CLUB_B),
        ),
        (
            json!({ "filter": { "regionId": fixture.region_a } }),
            set(CLUB_A),
        ),
        (
            json!({ "filter": { "sex": "FEMALE" } }),
            set(&["Eliška Nováková", "Žofie Černá"]),
        ),
        (
            json!({ "filter": { "birthYear": 1992 } }),
            set(&["Jan Novák"]),
        ),
        (
            json!({ "filter": { "sex": "MALE", "regionId": fixture.region_b } }),
            set(&["Petr Dvořák"]),
        ),
    ];
    for (input, expected) in cases {
        let response = app.graphql(&members_call(input.clone()), &cookies).await;
        assert_eq!(names(&response.json()), expected, "{input}");
    }

    let page = |page: i32| {
        members_call(
            json!({ "page": page, "perPage": 2, "sort": [{ "field": "LAST_NAME", "direction": "DESC" }] }),
        )
    };
    let first = app.graphql(&page(1), &cookies).await.json();
    assert_eq!(first["data"]["members"]["totalCount"], 5);
    let order = last_names(&first);
    assert_eq!(
        order,
        vec![json!("Nováková"), json!("Novák")],
        "Czech order, descending"
    );
    let third = app.graphql(&page(3), &cookies).await.json();
    let order = last_names(&third);
    assert_eq!(
        order,
        vec![json!("Černá")],
        "Č sorts after C and before D in Czech"
    );
    let past_the_end = app.graphql(&page(9), &cookies).await.json();
    assert_eq!(past_the_end["data"]["members"]["nodes"], json!([]));
    assert_eq!(
        past_the_end["data"]["members"]["totalCount"], 5,
        "the total holds past the end"
    );
    let searched = app
        .graphql(
            &members_call(json!({ "perPage": 1, "filter": { "search": "novak" } })),
            &cookies,
        )
        .await
        .json();
    assert_eq!(
        searched["data"]["members"]["totalCount"], 2,
        "the total counts the whole search"
    );
    assert_eq!(
        names(&searched),
        set(&["Jan Novák"]),
        "Novák before Nováková"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn invalid_grid_input_gets_validation_errors(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    for (input, field) in [
        (json!({ "perPage": 0 }), "perPage"),
        (json!({ "perPage": 501 }), "perPage"),
        (json!({ "page": 0 }), "page"),
        (
            json!({ "filter": { "birthYear": 1800 } }),
            "filter.birthYear",
        ),
    ] {
        let response = app.graphql(&members_call(input.clone()), &cookies).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("VALIDATION"),
            "{input}"
        );
        assert_eq!(
            response.json()["errors"][0]["extensions"]["fields"][0]["field"],
            field
        );
    }
    let bad_enum = app
        .graphql(
            &members_call(json!({ "sort": [{ "field": "PASSWORD" }] })),
            &cookies,
        )
        .await;
    assert!(bad_enum.json()["errors"].is_array());
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_csv_is_made_for_czech_excel_and_neutralises_formulas(pool: PgPool) {
    let app = TestApp::new(pool).await;
    stopa_testkit::insert_member(
        &app.pool,
        "=HYPERLINK(\"x\")",
        "-Minus; \"Uvozovky\"",
        "MALE",
        "2001-01-01",
        "0101010008",
        Some(app.fixture.club_a),
    )
    .await;
    let cookies = app.login(accounts::TEAM).await;
    let response = app
        .get("/api/team/export/members-all-csv?search=minus", &cookies)
        .await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.headers["content-type"], "text/csv; charset=utf-8");
    let disposition = response.headers["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename=\"clenove-")
            && disposition.contains("filename*=UTF-8''%C4%8Dlenov%C3%A9-"),
        "{disposition}"
    );
    assert!(response.body.starts_with(b"\xEF\xBB\xBF"), "UTF-8 BOM");
    let text = response.text();
    assert!(text.contains("\r\n"), "CRLF line ends");
    let rows: Vec<&str> = text
        .trim_start_matches('\u{feff}')
        .split("\r\n")
        .filter(|line| !line.is_empty())
        .collect();
    assert_eq!(
        rows[0],
        "Registrační číslo;Příjmení;Jméno;Pohlaví;Rok narození;Datum narození;Rodné číslo;Zkratka klubu;Klub;Kraj;Členem od"
    );
    assert_eq!(rows.len(), 2);
    let expected_tail = "\"'-Minus; \"\"Uvozovky\"\"\";\"'=HYPERLINK(\"\"x\"\")\";muž;2001;1. 1. 2001;0101010008;LBSK;Ski klub Liberec;Liberecký kraj;1. 1. 2020";
    assert!(rows[1].ends_with(expected_tail), "{}", rows[1]);

    let audit: i64 =
        sqlx::query_scalar("select count(*) from audit_log where action = 'export_personal_data'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        audit, 1,
        "a download with personal data is in the audit log"
    );
    let no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    app.get("/api/team/export/members-all-csv", &no_flags).await;
    let audit_after: i64 = sqlx::query_scalar("select count(*) from audit_log")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(audit_after, 1, "one without personal data is not");

    let bad = app
        .get("/api/team/export/members-all-csv?sex=X", &cookies)
        .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.json()["error"]["code"], "VALIDATION");
}

#[sqlx::test(migrations = "../../migrations")]
async fn everybody_reads_the_fourteen_regions_in_czech_order(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let call = Call {
        operation: "Regions",
        operation_type: "query",
        query: "query Regions { regions { id code ruianCode name } }",
        variables: json!(null),
    };
    let regions = app.graphql(&call, &Cookies::default()).await.json()["data"]["regions"].clone();
    let names: Vec<&str> = regions
        .as_array()
        .unwrap()
        .iter()
        .map(|region| region["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 14);
    assert_eq!(names[0], "Hlavní město Praha");
    assert_eq!(names[13], "Zlínský kraj");
    let liberec = regions
        .as_array()
        .unwrap()
        .iter()
        .find(|region| region["code"] == "CZ051")
        .unwrap();
    assert_eq!(liberec["ruianCode"], 78);
}
