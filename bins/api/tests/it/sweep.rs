//! The sweep (issue 24): no input, however absurd, is answered INTERNAL or with HTTP 500.
//!
//! Every query and mutation of the committed `schema.graphql` is called with arguments
//! generated from its types — boundary and absurd numbers, empty, very long and
//! control-character strings, every enum value, ids of other scopes and of nothing, empty and
//! long lists, garbage files for uploads — as every identity type; then every download URL is
//! fetched for every stored event, race, result race, member and import (and for ids that do
//! not exist), under every role prefix, as every identity type. The arguments come from a
//! seeded generator (`STOPA_SWEEP_SEED`, 24 by default), so a failure repeats; the number of
//! variants per operation bounds the time (`STOPA_SWEEP_VARIANTS`, 3 by default). A report of
//! every failure is written to `STOPA_SWEEP_REPORT` when set.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use async_graphql::parser::types::{BaseType, Type, TypeKind, TypeSystemDefinition};
use axum::http::StatusCode;
use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp, gql, ok, start_worker, upload};

use crate::racing_event::{ENTER_CLUB, EVENT, open_event, race_app, racer, with_fields};
use crate::results::{EVENT_RESULTS, SPRINT_XML, finished, upload_file};

/// Operations a sweep does not call: they end the caller's own session, which the sweep
/// needs for the calls after (they are tested on their own).
const NOT_SWEPT: &[&str] = &["logout"];

/// What the schema says of its types, for generating values and selections.
struct Schema {
    types: BTreeMap<String, Kind>,
    query: Vec<Field>,
    mutation: Vec<Field>,
}

#[derive(Clone)]
struct Field {
    name: String,
    arguments: Vec<Argument>,
    ty: Type,
}

#[derive(Clone)]
struct Argument {
    name: String,
    ty: Type,
}

enum Kind {
    Scalar,
    Enum(Vec<String>),
    Object(Vec<Field>),
    Input(Vec<Argument>),
    Union,
}

fn read_schema() -> Schema {
    let sdl = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../libs/graphql/schema.graphql"
    ))
    .unwrap();
    let document = async_graphql::parser::parse_schema(sdl).unwrap();
    let mut types = BTreeMap::new();
    for definition in document.definitions {
        let TypeSystemDefinition::Type(definition) = definition else {
            continue;
        };
        let definition = definition.node;
        let kind = match definition.kind {
            TypeKind::Scalar => Kind::Scalar,
            TypeKind::Enum(values) => Kind::Enum(
                values
                    .values
                    .into_iter()
                    .map(|value| value.node.value.node.to_string())
                    .collect(),
            ),
            TypeKind::Object(object) => Kind::Object(
                object
                    .fields
                    .into_iter()
                    .map(|field| Field {
                        name: field.node.name.node.to_string(),
                        arguments: field
                            .node
                            .arguments
                            .into_iter()
                            .map(|argument| Argument {
                                name: argument.node.name.node.to_string(),
                                ty: argument.node.ty.node,
                            })
                            .collect(),
                        ty: field.node.ty.node,
                    })
                    .collect(),
            ),
            TypeKind::InputObject(input) => Kind::Input(
                input
                    .fields
                    .into_iter()
                    .map(|field| Argument {
                        name: field.node.name.node.to_string(),
                        ty: field.node.ty.node,
                    })
                    .collect(),
            ),
            TypeKind::Interface(_) | TypeKind::Union(_) => Kind::Union,
        };
        types.insert(definition.name.node.to_string(), kind);
    }
    let root = |name: &str| match types.get(name) {
        Some(Kind::Object(fields)) => fields.clone(),
        _ => Vec::new(),
    };
    let query = root("Query");
    let mutation = root("Mutation");
    Schema {
        types,
        query,
        mutation,
    }
}

fn named(ty: &Type) -> &str {
    match &ty.base {
        BaseType::Named(name) => name.as_str(),
        BaseType::List(inner) => named(inner),
    }
}

/// The ids that exist (of every kind: events, races, members, clubs, …) and some that do not.
struct Pools {
    ids: Vec<i64>,
}

/// Strings no form would send.
fn strange_strings() -> Vec<String> {
    vec![
        String::new(),
        " ".to_owned(),
        "Žluťoučký kůň úpěl ďábelské ódy".to_owned(),
        "a".repeat(20_000),
        "\u{1}\u{7}\u{1b}[31m\u{7f}\u{9c}\u{fffe}".to_owned(),
        "\u{202e}kilc".to_owned(),
        "' or 1=1; drop table member; --".to_owned(),
        "<script>alert(1)</script>".to_owned(),
        "=HYPERLINK(\"http://x\")".to_owned(),
        "%s%n%x{}".to_owned(),
        "9999-99-99".to_owned(),
        "admin@stopa.local".to_owned(),
        "😀".repeat(500),
    ]
}

fn string_literal(text: &str) -> String {
    let mut literal = String::with_capacity(text.len() + 2);
    literal.push('"');
    for c in text.chars() {
        match c {
            '"' => literal.push_str("\\\""),
            '\\' => literal.push_str("\\\\"),
            c if c.is_control() || u32::from(c) > 0xFFFF => {
                // GraphQL escapes a UTF-16 unit at a time.
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    write!(literal, "\\u{unit:04X}").unwrap();
                }
            }
            c => literal.push(c),
        }
    }
    literal.push('"');
    literal
}

struct Generator<'a> {
    schema: &'a Schema,
    pools: &'a Pools,
    rng: ChaCha8Rng,
}

impl Generator<'_> {
    /// A literal of `ty`; `plain` asks for an ordinary value (an existing id, a short text).
    fn value(&mut self, ty: &Type, plain: bool, depth: usize) -> String {
        if ty.nullable && !plain && self.rng.random_bool(0.15) {
            return "null".to_owned();
        }
        match &ty.base {
            BaseType::List(inner) => {
                let count = if plain {
                    1
                } else {
                    [0, 1, 3, 600][self.rng.random_range(0..4)]
                };
                let items: Vec<String> = (0..count)
                    .map(|_| self.value(inner, plain, depth + 1))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            BaseType::Named(name) => self.named_value(name.as_str(), plain, depth),
        }
    }

    fn named_value(&mut self, name: &str, plain: bool, depth: usize) -> String {
        match name {
            "Int" => {
                let pool = &self.pools.ids;
                if plain || self.rng.random_bool(0.5) {
                    pool[self.rng.random_range(0..pool.len())].to_string()
                } else {
                    [
                        0,
                        -1,
                        1,
                        i64::from(i32::MAX),
                        i64::from(i32::MIN),
                        1900,
                        2027,
                        99_999,
                    ][self.rng.random_range(0..8)]
                    .to_string()
                }
            }
            "Float" => ["0", "-1.5", "1e308", "50.79", "-999999999"][self.rng.random_range(0..5)]
                .to_owned(),
            "Boolean" => self.rng.random_bool(0.5).to_string(),
            "String" | "ID" => {
                if plain {
                    string_literal("Test")
                } else {
                    let strings = strange_strings();
                    string_literal(&strings[self.rng.random_range(0..strings.len())])
                }
            }
            "NaiveDate" => string_literal(
                [
                    "2027-01-09",
                    "1900-01-01",
                    "9999-12-31",
                    "0001-01-01",
                    "2026-02-29",
                    "x",
                ][if plain {
                    0
                } else {
                    self.rng.random_range(0..6)
                }],
            ),
            "DateTime" => string_literal(
                [
                    "2027-01-06T23:59:00+01:00",
                    "1970-01-01T00:00:00Z",
                    "9999-12-31T23:59:59Z",
                    "yesterday",
                ][if plain {
                    0
                } else {
                    self.rng.random_range(0..4)
                }],
            ),
            "UUID" => string_literal(
                [
                    "00000000-0000-0000-0000-000000000000",
                    "ffffffff-ffff-ffff-ffff-ffffffffffff",
                    "not-a-uuid",
                ][self.rng.random_range(0..3)],
            ),
            other => match self.schema.types.get(other) {
                Some(Kind::Enum(values)) => values[self.rng.random_range(0..values.len())].clone(),
                Some(Kind::Input(fields)) if depth < 6 => {
                    let fields = fields.clone();
                    let mut parts = Vec::new();
                    for field in &fields {
                        if field.ty.nullable && !plain && self.rng.random_bool(0.3) {
                            continue;
                        }
                        let value = self.value(&field.ty, plain, depth + 1);
                        parts.push(format!("{}: {value}", field.name));
                    }
                    format!("{{ {} }}", parts.join(", "))
                }
                _ => "null".to_owned(),
            },
        }
    }

    /// The fields to select of a value of `ty`: its scalars and, one level down, theirs.
    fn selection(&self, ty: &Type, depth: usize) -> String {
        match self.schema.types.get(named(ty)) {
            Some(Kind::Object(fields)) => {
                let mut selected = vec!["__typename".to_owned()];
                for field in fields {
                    if field.arguments.iter().any(|argument| !argument.ty.nullable) {
                        continue;
                    }
                    match self.schema.types.get(named(&field.ty)) {
                        Some(Kind::Object(_)) if depth < 2 => {
                            selected.push(format!(
                                "{} {}",
                                field.name,
                                self.selection(&field.ty, depth + 1)
                            ));
                        }
                        Some(Kind::Object(_) | Kind::Union) => {}
                        _ => selected.push(field.name.clone()),
                    }
                }
                format!("{{ {} }}", selected.join(" "))
            }
            Some(Kind::Union) => "{ __typename }".to_owned(),
            _ => String::new(),
        }
    }
}

/// One call of the sweep and what it was answered.
struct Outcome {
    status: StatusCode,
    body: String,
}

/// A call failed the sweep: HTTP 500, a body that is not JSON, or INTERNAL.
fn failed(outcome: &Outcome) -> bool {
    if outcome.status == StatusCode::INTERNAL_SERVER_ERROR {
        return true;
    }
    let Ok(answer) = serde_json::from_str::<Value>(&outcome.body) else {
        return true;
    };
    answer["errors"].as_array().is_some_and(|errors| {
        errors
            .iter()
            .any(|error| error["extensions"]["code"] == "INTERNAL")
    })
}

/// Garbage files for upload arguments.
fn garbage_file(rng: &mut ChaCha8Rng) -> (&'static str, Vec<u8>) {
    match rng.random_range(0..5) {
        0 => ("prazdny.csv", Vec::new()),
        1 => ("nahodny.bin", (0..2048).map(|_| rng.random()).collect()),
        2 => ("zip.xlsx", b"PK\x03\x04\x14\x00\x00\x00garbage".to_vec()),
        3 => (
            "vysledky.xml",
            b"<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"aaaa\">]><Fisresults>&a;</Fisresults>"
                .to_vec(),
        ),
        _ => ("clenove.csv", "Jméno;Příjmení\n\u{1};\u{fffe}\n".as_bytes().to_vec()),
    }
}

async fn call_field(
    app: &TestApp,
    cookies: &Cookies,
    operation_type: &str,
    field: &Field,
    generator: &mut Generator<'_>,
    plain: bool,
) -> (String, Outcome) {
    let mut arguments = Vec::new();
    let mut upload_argument = None;
    for argument in &field.arguments {
        if named(&argument.ty) == "Upload" {
            upload_argument = Some(argument.name.clone());
            arguments.push(format!("{}: $file", argument.name));
            continue;
        }
        if argument.ty.nullable && !plain && generator.rng.random_bool(0.2) {
            continue;
        }
        let value = generator.value(&argument.ty, plain, 0);
        arguments.push(format!("{}: {value}", argument.name));
    }
    let arguments = if arguments.is_empty() {
        String::new()
    } else {
        format!("({})", arguments.join(", "))
    };
    let selection = generator.selection(&field.ty, 0);
    let variables = if upload_argument.is_some() {
        "($file: Upload!)"
    } else {
        ""
    };
    let query = format!(
        "{operation_type} Sweep{variables} {{ {}{arguments} {selection} }}",
        field.name
    );
    let response = if upload_argument.is_some() {
        let (file_name, bytes) = garbage_file(&mut generator.rng);
        let operations = json!({ "query": query, "variables": { "file": null } });
        upload(app, cookies, "Sweep", &operations, file_name, &bytes).await
    } else {
        let call = Call {
            operation: "Sweep",
            operation_type,
            query: &query,
            variables: Value::Null,
        };
        app.graphql(&call, cookies).await
    };
    (
        query,
        Outcome {
            status: response.status,
            body: String::from_utf8_lossy(&response.body).into_owned(),
        },
    )
}

/// Data for the sweep to meet: events of two clubs (one published with entries), a result
/// race published and one not, a member-import draft.
async fn stored_data(app: &TestApp) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let open = open_event(app, &admin, "Sweep – otevřená událost", "C").await;
    let draft = open_event(app, &admin, "Sweep – druhá událost", "B").await;
    let race = ok(&gql(app, &admin, &with_fields(EVENT), json!({ "id": open })).await)["racingEvent"]
        ["races"][0]["id"]
        .as_i64()
        .unwrap();
    let athlete = racer(app, ("Tomáš", "Sweep"), "MALE", 2010, true, true).await;
    ok(&gql(
        app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": open, "clubId": app.fixture.club_a, "entries": [{ "memberId": athlete, "raceId": race }] }),
    )
    .await);
    let answer = upload_file(app, &admin, open, "sprint.xml", SPRINT_XML).await;
    let import_id = ok(&answer)["uploadResults"]["id"].as_i64().unwrap();
    finished(app, &admin, import_id).await;
    let results = gql(app, &admin, EVENT_RESULTS, json!({ "id": open })).await;
    let result_race = ok(&results)["eventResults"]["races"][0]["id"]
        .as_i64()
        .unwrap();
    let races: Vec<i64> = sqlx::query_scalar("select race_id from race order by race_id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    (vec![open, draft], races, vec![result_race])
}

async fn all_ids(pool: &PgPool) -> Vec<i64> {
    let mut ids: BTreeSet<i64> = [0, -1, 999_999, i64::from(i32::MAX)].into();
    for table in [
        "member",
        "club",
        "region",
        "department",
        "racing_event",
        "race",
        "racing_category",
        "race_entry",
        "result_race",
        "result_import",
        "member_import",
        "identity",
        "timekeeping_company",
        "evidence_season",
        "season",
    ] {
        let found: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "select {table}_id from {table} order by 1 limit 20"
        )))
        .fetch_all(pool)
        .await
        .unwrap();
        ids.extend(found);
    }
    ids.into_iter().collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn no_input_as_any_identity_is_answered_internal(pool: PgPool) {
    let app = race_app(pool).await;
    let _worker = start_worker(&app);
    let (events, races, result_races) = stored_data(&app).await;
    let schema = read_schema();
    let pools = Pools {
        ids: all_ids(&app.pool).await,
    };
    let variants: usize = std::env::var("STOPA_SWEEP_VARIANTS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(3);
    let mut identities = vec![("public", Cookies::default())];
    for (name, email) in [
        ("admin", accounts::ADMIN),
        ("person", accounts::PERSON),
        ("team", accounts::TEAM),
        ("team without flags", accounts::TEAM_NO_FLAGS),
        ("area", accounts::AREA),
        ("section", accounts::SECTION),
        ("timekeeper", accounts::TIMEKEEPER),
    ] {
        identities.push((name, app.login(email).await));
    }
    let mut generator = Generator {
        schema: &schema,
        pools: &pools,
        rng: ChaCha8Rng::seed_from_u64(
            std::env::var("STOPA_SWEEP_SEED")
                .ok()
                .and_then(|text| text.parse().ok())
                .unwrap_or(24),
        ),
    };
    let mut failures = Vec::new();
    let mut calls = 0;
    for (operation_type, fields) in [("query", &schema.query), ("mutation", &schema.mutation)] {
        for field in fields {
            if NOT_SWEPT.contains(&field.name.as_str()) {
                continue;
            }
            for (who, cookies) in &identities {
                for variant in 0..variants {
                    let (query, outcome) = call_field(
                        &app,
                        cookies,
                        operation_type,
                        field,
                        &mut generator,
                        variant == 0,
                    )
                    .await;
                    calls += 1;
                    if failed(&outcome) {
                        let mut query = query;
                        query.truncate(400);
                        let mut body = outcome.body;
                        body.truncate(400);
                        failures.push(format!(
                            "{operation_type} {} as {who}: {} {body}\n    {query}",
                            field.name, outcome.status
                        ));
                    }
                }
            }
        }
    }

    // Every download of every stored thing, and of things that do not exist.
    let roles = [
        "admin",
        "area",
        "section",
        "team",
        "timekeeper",
        "public",
        "person",
        "x",
    ];
    let mut paths = Vec::new();
    for role in roles {
        for export in [
            "members-all-csv",
            "members-general-meeting-csv",
            "members-general-meeting-csv?season=-1&date=9999-99-99",
            "clubs-all-csv",
            "clubs-nsa-csv",
            "members-nsa-csv",
            "members-nsa-csv?encoding=latin2",
            "racing-seasons-csv",
        ] {
            paths.push(format!("/api/{role}/export/{export}"));
        }
        for event in events.iter().copied().chain([0, -1, 999_999]) {
            for layout in [
                "registration-csv",
                "registration-csv-by-club",
                "registration-old-csv",
                "registration-csv-cx",
                "registration-csv-cx?race=-5&encoding=cp1250",
                "registration-csv-cx?race=abc",
                "unknown",
            ] {
                paths.push(format!("/api/{role}/export/racing/event/{event}/{layout}"));
            }
        }
    }
    for race in result_races.iter().copied().chain([0, -1, 999_999]) {
        for extension in ["xlsx", "xml", "pdf", ""] {
            paths.push(format!("/api/public/export/result/race/{race}.{extension}"));
        }
    }
    for event in events.iter().copied().chain([0, 999_999]) {
        for source in ["vse", "fis", "klub", "x", ""] {
            paths.push(format!(
                "/api/public/export/result/event/{event}-{source}.xlsx"
            ));
        }
    }
    for id in pools.ids.iter().take(40) {
        paths.push(format!("/api/racing-event-documents/{id}"));
        paths.push(format!("/api/members/{id}/photo"));
        paths.push(format!("/api/members/{id}/tisk.pdf"));
        paths.push(format!("/api/member-imports/{id}/skipped-rows.csv"));
    }
    for race in races.iter().take(5) {
        paths.push(format!("/api/calendar/zavod-{race}.ics"));
    }
    paths.extend(
        [
            "/api/calendar/kalendar.ics",
            "/api/calendar/x.ics",
            "/api/calendar/%00.ics",
            "/api/member-imports/sablona.csv",
            "/api/member-imports/sablona.xlsx",
            "/api/member-imports/%2e%2e%2f.csv",
            "/api/admin/unresolved-address",
            "/api/admin/unresolved-address?limit=-1&offset=abc",
            "/healthz",
            "/readyz",
        ]
        .map(str::to_owned),
    );
    for path in &paths {
        for (who, cookies) in &identities {
            let response = app.get(path, cookies).await;
            calls += 1;
            if response.status == StatusCode::INTERNAL_SERVER_ERROR {
                let mut body = String::from_utf8_lossy(&response.body).into_owned();
                body.truncate(300);
                failures.push(format!("GET {path} as {who}: 500 {body}"));
            }
        }
    }
    if let Ok(path) = std::env::var("STOPA_SWEEP_REPORT") {
        std::fs::write(path, failures.join("\n")).unwrap();
    }
    assert!(calls > 3_000, "the sweep made only {calls} calls");
    assert!(
        failures.is_empty(),
        "{} of {calls} calls were answered INTERNAL or 500:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
