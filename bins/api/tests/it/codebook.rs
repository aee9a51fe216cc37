//! Codebooks through GraphQL and the racing-seasons export: CRUD of every codebook, who may
//! read and write them, the Czech errors of bad input, the in-use delete refusal, the audit
//! log, and the seeded values.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::app::{Cookies, TestApp, capitalise, cookies_of, run};
use stopa_testkit::{Fixture, accounts};

/// A mutation of one codebook: `create`, `update` or `delete` + the type name.
async fn write(
    app: &TestApp,
    cookies: &Cookies,
    action: &str,
    type_name: &str,
    variables: Value,
) -> stopa_testkit::app::TestResponse {
    let field = format!("{action}{type_name}");
    let operation = format!("{}{type_name}", capitalise(action));
    let query = if action == "delete" {
        format!("mutation {operation}($id: Int!) {{ {field}(id: $id) {{ id name }} }}")
    } else {
        let input_type = if action == "update" {
            format!("Update{type_name}Input")
        } else {
            format!("{type_name}Input")
        };
        format!(
            "mutation {operation}($input: {input_type}!) {{ {field}(input: $input) {{ id name }} }}"
        )
    };
    run(app, cookies, &operation, "mutation", &query, variables).await
}

/// Lists a codebook: (list field, operation).
async fn list(app: &TestApp, cookies: &Cookies, field: &str) -> stopa_testkit::app::TestResponse {
    let operation = format!("List{}", capitalise(field));
    let query = format!("query {operation} {{ {field} {{ id name }} }}");
    run(app, cookies, &operation, "query", &query, json!({})).await
}

fn names(response: &stopa_testkit::app::TestResponse, field: &str) -> Vec<String> {
    let json = response.json();
    assert!(json["errors"].is_null(), "{json}");
    json["data"][field]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["name"].as_str().unwrap().to_owned())
        .collect()
}

/// One codebook: its GraphQL type, list field, a valid new item and a change of it.
struct Case {
    type_name: &'static str,
    list_field: &'static str,
    audit_entity: &'static str,
    create: Value,
    update: Value,
}

async fn first_id(pool: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(pool)
        .await
        .unwrap()
}

async fn cases(pool: &PgPool, fixture: &Fixture) -> Vec<Case> {
    let department = fixture.department_al;
    let season = first_id(
        pool,
        "select season_id from season where name = '2024/2025'",
    )
    .await;
    let evidence_season = first_id(
        pool,
        "select evidence_season_id from evidence_season where year = 2026",
    )
    .await;
    vec![
        Case {
            type_name: "Department",
            list_field: "departments",
            audit_entity: "department",
            create: json!({ "code": "bt", "name": "Biatlon" }),
            update: json!({ "code": "bt", "name": "Biatlon (letní)" }),
        },
        Case {
            type_name: "SubDepartment",
            list_field: "subDepartments",
            audit_entity: "sub_department",
            create: json!({ "departmentId": department, "code": "al-rych", "name": "Rychlostní disciplíny" }),
            update: json!({ "departmentId": department, "code": "al-rych", "name": "Rychlostní disciplíny a kombinace" }),
        },
        Case {
            type_name: "EvidenceSeason",
            list_field: "evidenceSeasons",
            audit_entity: "evidence_season",
            create: json!({ "year": 2028, "name": "Evidenční sezóna 2028", "validFrom": "2028-01-01", "validTo": "2028-12-31" }),
            update: json!({ "year": 2028, "name": "Evidenční sezóna 2028 (upravená)", "validFrom": "2028-01-01", "validTo": "2028-12-31" }),
        },
        Case {
            type_name: "Season",
            list_field: "seasons",
            audit_entity: "season",
            create: json!({ "name": "2027/2028", "startDate": "2027-05-01", "endDate": "2028-04-30" }),
            update: json!({ "name": "2027/2028 upravená", "startDate": "2027-05-01", "endDate": "2028-04-30" }),
        },
        Case {
            type_name: "RacingSeason",
            list_field: "racingSeasons",
            audit_entity: "racing_season",
            // The seeded 2024/2025 season has a racing season of every department but biathlon...
            // so a fresh one needs a department without one: delete happens first below.
            create: json!({ "seasonId": season, "departmentId": department, "name": "Alpské lyžování 2024/2025 B", "startDate": "2024-11-15", "endDate": "2025-04-15" }),
            update: json!({ "seasonId": season, "departmentId": department, "name": "Alpské lyžování 2024/2025 C", "startDate": "2024-11-15", "endDate": "2025-04-20" }),
        },
        Case {
            type_name: "RacingDiscipline",
            list_field: "racingDisciplines",
            audit_entity: "racing_discipline",
            create: json!({ "departmentId": department, "code": "al-pgs", "name": "Paralelní obří slalom" }),
            update: json!({ "departmentId": department, "code": "al-pgs", "name": "Paralelní obří slalom družstev", "team": true }),
        },
        Case {
            type_name: "RacingTechnique",
            list_field: "racingTechniques",
            audit_entity: "racing_technique",
            create: json!({ "code": "CF", "name": "Kombinovaná technika" }),
            update: json!({ "code": "CF", "name": "Klasická i volná technika" }),
        },
        Case {
            type_name: "RacingType",
            list_field: "racingTypes",
            audit_entity: "racing_type",
            create: json!({ "departmentId": department, "code": "AL_CITY_EVENT", "name": "City event" }),
            update: json!({ "departmentId": department, "code": "AL_CITY_EVENT", "name": "Paralelní city event" }),
        },
        Case {
            type_name: "SportCenter",
            list_field: "sportCenters",
            audit_entity: "sport_center",
            create: json!({ "evidenceSeasonId": evidence_season, "departmentId": department, "name": "SCM Jeseníky", "organisationType": "SCM", "regionId": fixture.region_a }),
            update: json!({ "evidenceSeasonId": evidence_season, "departmentId": department, "name": "VSCM Jeseníky", "organisationType": "VSCM", "regionId": null }),
        },
    ]
}

async fn audit_count(pool: &PgPool, entity: &str, action: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(
        "select count(*) from audit_log where entity = $1 and action = $2 and account_id is not null",
    )
    .bind(entity)
    .bind(action)
    .fetch_one(pool)
    .await
    .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn admin_creates_changes_and_deletes_an_item_of_every_codebook(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let admin = app.login(accounts::ADMIN).await;
    // Make room for a new racing season of alpine skiing in 2024/2025.
    sqlx::query(
        "delete from racing_season where department_id = $1 and season_id = (select season_id from season where name = '2024/2025')",
    )
    .bind(app.fixture.department_al)
    .execute(&pool)
    .await
    .unwrap();

    for case in cases(&pool, &app.fixture).await {
        let name = case.create["name"].as_str().unwrap();
        let created = write(
            &app,
            &admin,
            "create",
            case.type_name,
            json!({ "input": case.create }),
        )
        .await;
        let json = created.json();
        assert!(json["errors"].is_null(), "{}: {json}", case.type_name);
        let id = json["data"][format!("create{}", case.type_name)]["id"]
            .as_i64()
            .unwrap();
        assert!(
            names(&list(&app, &admin, case.list_field).await, case.list_field)
                .contains(&name.to_owned()),
            "{} lists the new item",
            case.type_name
        );

        let mut update = case.update.clone();
        update["id"] = json!(id);
        let updated = write(
            &app,
            &admin,
            "update",
            case.type_name,
            json!({ "input": update }),
        )
        .await;
        let json = updated.json();
        assert!(json["errors"].is_null(), "{}: {json}", case.type_name);
        assert_eq!(
            json["data"][format!("update{}", case.type_name)]["name"],
            case.update["name"],
            "{}",
            case.type_name
        );

        let deleted = write(&app, &admin, "delete", case.type_name, json!({ "id": id })).await;
        let json = deleted.json();
        assert!(json["errors"].is_null(), "{}: {json}", case.type_name);
        assert_eq!(
            json["data"][format!("delete{}", case.type_name)]["name"],
            case.update["name"]
        );
        let again = write(&app, &admin, "delete", case.type_name, json!({ "id": id })).await;
        assert_eq!(
            again.error_code().as_deref(),
            Some("NOT_FOUND"),
            "{}",
            case.type_name
        );

        for action in ["create", "update", "delete"] {
            assert_eq!(
                audit_count(&pool, case.audit_entity, action).await,
                1,
                "{} {action} is in the audit log",
                case.type_name
            );
        }
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn only_admin_writes_and_each_identity_reads_what_the_policy_allows(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let identities = [
        None,
        Some(accounts::ADMIN),
        Some(accounts::TEAM),
        Some(accounts::AREA),
        Some(accounts::SECTION),
        Some(accounts::TIMEKEEPER),
        Some(accounts::PERSON),
    ];
    let all_lists = [
        "departments",
        "subDepartments",
        "evidenceSeasons",
        "seasons",
        "racingSeasons",
        "racingDisciplines",
        "racingTechniques",
        "racingTypes",
        "sportCenters",
    ];
    let cases = cases(&pool, &app.fixture).await;
    for account in identities {
        let cookies = cookies_of(&app, account).await;
        for field in all_lists {
            let response = list(&app, &cookies, field).await;
            let internal = matches!(field, "subDepartments" | "evidenceSeasons");
            if account.is_none() && internal {
                assert_eq!(
                    response.error_code().as_deref(),
                    Some("UNAUTHENTICATED"),
                    "{field}"
                );
            } else {
                let json = response.json();
                assert!(json["errors"].is_null(), "{account:?} {field}: {json}");
            }
        }
        for case in &cases {
            let response = write(
                &app,
                &cookies,
                "create",
                case.type_name,
                json!({ "input": case.create }),
            )
            .await;
            let expected = match account {
                None => Some("UNAUTHENTICATED"),
                Some(accounts::ADMIN) => None,
                Some(_) => Some("FORBIDDEN"),
            };
            if case.type_name == "RacingSeason" && expected.is_none() {
                // Alpine skiing already has its 2024/2025 racing season: the write is allowed
                // but refused as a duplicate.
                assert_eq!(response.error_code().as_deref(), Some("CONFLICT"));
                continue;
            }
            assert_eq!(
                response.error_code().as_deref(),
                expected,
                "{account:?} creates {}",
                case.type_name
            );
        }
        let response = write(
            &app,
            &cookies,
            "delete",
            "Department",
            json!({ "id": app.fixture.department_cc }),
        )
        .await;
        let expected = match account {
            None => "UNAUTHENTICATED",
            Some(accounts::ADMIN) => "IN_USE",
            Some(_) => "FORBIDDEN",
        };
        assert_eq!(
            response.error_code().as_deref(),
            Some(expected),
            "{account:?}"
        );
    }
    assert_eq!(
        app.count("department where code = 'bt'").await,
        1,
        "only admin created it"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn deleting_an_item_in_use_says_where_and_removes_nothing(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let admin = app.login(accounts::ADMIN).await;
    let departments = app.count("department").await;
    let response = write(
        &app,
        &admin,
        "delete",
        "Department",
        json!({ "id": app.fixture.department_cc }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("IN_USE"));
    let message = response.error_message().unwrap();
    assert!(
        message.starts_with("Záznam nelze smazat, protože je použit "),
        "{message}"
    );
    assert_eq!(app.count("department").await, departments);
    assert_eq!(app.count("racing_season").await, 42, "nothing cascaded");

    let season = first_id(
        &pool,
        "select season_id from season where name = '2025/2026'",
    )
    .await;
    let response = write(&app, &admin, "delete", "Season", json!({ "id": season })).await;
    assert_eq!(response.error_code().as_deref(), Some("IN_USE"));
    assert_eq!(
        response.error_message().as_deref(),
        Some("Záznam nelze smazat, protože je použit v závodních sezónách.")
    );
    assert_eq!(audit_count(&pool, "season", "delete").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_taken_code_is_a_conflict_naming_the_field(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let response = write(
        &app,
        &admin,
        "create",
        "Department",
        json!({ "input": { "code": "cc", "name": "Běh" } }),
    )
    .await;
    let json = response.json();
    assert_eq!(json["errors"][0]["extensions"]["code"], "CONFLICT");
    assert_eq!(json["errors"][0]["extensions"]["field"], "code");
    assert_eq!(json["errors"][0]["message"], "Kód už má jiný úsek.");

    let response = write(&app, &admin, "create", "RacingType", json!({ "input": { "departmentId": app.fixture.department_cc, "code": "CC_SPRINT", "name": "Sprint 2" } })).await;
    assert_eq!(response.json()["errors"][0]["extensions"]["field"], "code");
    assert_eq!(
        response.error_message().as_deref(),
        Some("Kód už má jiný závodní typ.")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn bad_input_gets_czech_messages_per_field_and_stores_nothing(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let seasons = app.count("season").await;

    let response = write(
        &app,
        &admin,
        "create",
        "Season",
        json!({ "input": { "name": "  ", "startDate": "2030-05-01", "endDate": "2030-04-30" } }),
    )
    .await;
    let json = response.json();
    assert_eq!(json["errors"][0]["extensions"]["code"], "VALIDATION");
    let fields = json["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap();
    let problems: Vec<(String, String)> = fields
        .iter()
        .map(|field| {
            (
                field["field"].as_str().unwrap().to_owned(),
                field["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert!(
        problems.contains(&("name".into(), "Toto pole je povinné".into())),
        "{problems:?}"
    );
    assert!(
        problems.contains(&("endDate".into(), "Konec nemůže předcházet začátku.".into())),
        "{problems:?}"
    );
    assert_eq!(app.count("season").await, seasons);

    let response = write(
        &app,
        &admin,
        "create",
        "SubDepartment",
        json!({ "input": { "departmentId": 999_999, "code": "x", "name": "X" } }),
    )
    .await;
    let json = response.json();
    assert_eq!(json["errors"][0]["extensions"]["code"], "VALIDATION");
    assert_eq!(
        json["errors"][0]["extensions"]["fields"][0]["field"],
        "departmentId"
    );

    let response = write(
        &app,
        &admin,
        "create",
        "RacingTechnique",
        json!({ "input": { "code": "klasika ř", "name": "Klasika" } }),
    )
    .await;
    assert_eq!(
        response.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "code"
    );
    assert_eq!(app.count("audit_log where entity <> 'account'").await, 0);
}

#[sqlx::test(migrations = "../../migrations")]
async fn codebooks_are_seeded_with_the_federations_values(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let departments = names(&list(&app, &admin, "departments").await, "departments");
    assert_eq!(departments.len(), 14);
    assert_eq!(departments[0], "Akrobatické lyžování", "Czech order");
    let types = app.count("racing_type").await;
    assert!(
        (45..=55).contains(&types),
        "about 50 race types, got {types}"
    );
    assert_eq!(
        app.count("department where not exists (select 1 from racing_discipline d where d.department_id = department.department_id)").await,
        0,
        "every department has disciplines"
    );
    let techniques = names(
        &list(&app, &admin, "racingTechniques").await,
        "racingTechniques",
    );
    assert_eq!(techniques, ["Klasická technika", "Volná technika"]);
    assert_eq!(
        app.count("racing_season").await,
        42,
        "14 departments in 3 seasons"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn racing_seasons_export_lists_the_sections_department_for_section_staff_only(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let section = app.login(accounts::SECTION).await;
    let response = app
        .get("/api/section/export/racing-seasons-csv", &section)
        .await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.headers["content-type"], "text/csv; charset=utf-8");
    assert!(
        response.headers["content-disposition"]
            .to_str()
            .unwrap()
            .contains("filename*=UTF-8''z%C3%A1vodn%C3%AD-sez%C3%B3ny.csv")
    );
    assert!(response.body.starts_with(b"\xEF\xBB\xBF"));
    let text = response.text();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').split("\r\n").collect();
    assert_eq!(
        lines[..4],
        [
            "Sezóna;Kód úseku;Úsek;Název;Začátek;Konec",
            "2026/2027;cc;Běh na lyžích;Běh na lyžích 2026/2027;1. 11. 2026;30. 4. 2027",
            "2025/2026;cc;Běh na lyžích;Běh na lyžích 2025/2026;1. 11. 2025;30. 4. 2026",
            "2024/2025;cc;Běh na lyžích;Běh na lyžích 2024/2025;1. 11. 2024;30. 4. 2025",
        ]
    );
    assert_eq!(lines[4], "", "the file ends with a line end");

    let admin = app.login(accounts::ADMIN).await;
    let response = app
        .get("/api/admin/export/racing-seasons-csv", &admin)
        .await;
    assert_eq!(response.status, StatusCode::FORBIDDEN);
    let response = app
        .get("/api/section/export/racing-seasons-csv", &admin)
        .await;
    assert_eq!(response.status, StatusCode::FORBIDDEN);
    let response = app
        .get(
            "/api/section/export/racing-seasons-csv",
            &Cookies::default(),
        )
        .await;
    assert_eq!(response.status, StatusCode::UNAUTHORIZED);
}
