//! The data-cleanup zone (Admin only): the hub's counts, birth numbers that fail today's rules
//! and their fix, unresolved addresses with suggestions (GraphQL and the REST calls of spec
//! §7), possible duplicates and their merge, and the nicknames codebook — each run as every
//! identity type.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, add_address_point, call, cookies_of, run};

const OVERVIEW: &str = "query CleanupOverview { cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates } }";
const PROBLEMS: &str = "query BirthNumberProblems { birthNumberProblems { totalCount nodes { memberId birthNumber reason } } }";
const FIX: &str =
    "mutation FixBirthNumber($input: FixBirthNumberInput!) { fixBirthNumber(input: $input) }";
const UNRESOLVED: &str = "query UnresolvedAddresses { unresolvedAddresses { totalCount nodes { id key text members importRows } } }";
const UNRESOLVED_ONE: &str = "query UnresolvedAddress($id: Int!) { unresolvedAddress(id: $id) { address { text } suggestions { code text } } }";
const RESOLVE: &str = "mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) { resolveUnresolvedAddress(input: $input) }";
const DUPLICATES: &str = "query PossibleDuplicates { possibleDuplicates { totalCount nodes { first { memberId } second { memberId } } } }";
const MERGE: &str =
    "mutation MergeMembers($input: MergeMembersInput!) { mergeMembers(input: $input) }";
const NICKNAMES: &str =
    "query SuggestionNicknames { suggestionNicknames { nickname fullName ambiguous } }";
const CREATE_NICKNAME: &str = "mutation CreateSuggestionNickname($input: SuggestionNicknameInput!) { createSuggestionNickname(input: $input) { id nickname fullName } }";
const UPDATE_MEMBER_ADDRESS: &str =
    "mutation UpdateMember($input: UpdateMemberInput!) { updateMember(input: $input) { id } }";

/// Every account of the fixture and nobody: only Admin works in the cleanup zone.
const EVERYONE: [Option<&str>; 10] = [
    None,
    Some(accounts::ADMIN),
    Some(accounts::TEAM),
    Some(accounts::TEAM_NO_FLAGS),
    Some(accounts::AREA),
    Some(accounts::AREA_NO_FLAGS),
    Some(accounts::SECTION),
    Some(accounts::TIMEKEEPER),
    Some(accounts::PERSON),
    Some(accounts::MULTI),
];

fn expected_refusal(account: Option<&str>) -> Option<&'static str> {
    match account {
        None => Some("UNAUTHENTICATED"),
        Some(accounts::ADMIN) => None,
        Some(_) => Some("FORBIDDEN"),
    }
}

async fn rest(
    app: &TestApp,
    method: Method,
    path: &str,
    cookies: &Cookies,
    body: Option<Value>,
) -> stopa_testkit::app::TestResponse {
    let mut builder = Request::builder().method(method).uri(path);
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    let body = match body {
        Some(body) => {
            builder = builder.header("content-type", "application/json");
            Body::from(body.to_string())
        }
        None => Body::empty(),
    };
    app.send(builder.body(body).unwrap()).await
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_cleanup_zone_is_admins_alone(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let queries: [(&str, &str, &str, Value); 6] = [
        ("CleanupOverview", "query", OVERVIEW, Value::Null),
        ("BirthNumberProblems", "query", PROBLEMS, Value::Null),
        ("UnresolvedAddresses", "query", UNRESOLVED, Value::Null),
        ("PossibleDuplicates", "query", DUPLICATES, Value::Null),
        ("SuggestionNicknames", "query", NICKNAMES, Value::Null),
        (
            "MergeMembers",
            "mutation",
            MERGE,
            json!({ "input": { "keepId": app.fixture.jan_novak.member_id, "mergeId": app.fixture.jan_novak.member_id } }),
        ),
    ];
    for account in EVERYONE {
        let cookies = cookies_of(&app, account).await;
        for (operation, kind, query, variables) in &queries {
            let response = run(&app, &cookies, operation, kind, query, variables.clone()).await;
            match expected_refusal(account) {
                // Admin: the merge of a member with itself is a validation error, the rest
                // answers.
                None if *operation == "MergeMembers" => {
                    assert_eq!(response.error_code().as_deref(), Some("VALIDATION"));
                }
                None => assert!(
                    response.json()["errors"].is_null(),
                    "{operation}: {}",
                    response.text()
                ),
                Some(code) => assert_eq!(
                    response.error_code().as_deref(),
                    Some(code),
                    "{operation} as {account:?}"
                ),
            }
        }
        let listed = rest(
            &app,
            Method::GET,
            "/api/admin/unresolved-address",
            &cookies,
            None,
        )
        .await;
        let resolved = rest(
            &app,
            Method::PUT,
            "/api/admin/unresolved-address/anything",
            &cookies,
            Some(json!({ "ruianAddressCode": 1 })),
        )
        .await;
        match expected_refusal(account) {
            None => {
                assert_eq!(listed.status, 200);
                assert_eq!(resolved.status, 404, "no such entry");
            }
            Some("UNAUTHENTICATED") => {
                assert_eq!(listed.status, 401);
                assert_eq!(resolved.status, 401);
                assert_eq!(listed.json()["error"]["code"], "UNAUTHENTICATED");
            }
            Some(_) => {
                assert_eq!(listed.status, 403, "{account:?}");
                assert_eq!(resolved.status, 403, "{account:?}");
                assert_eq!(
                    listed.json()["error"]["message"],
                    "Pro tuto stránku nemáte oprávnění."
                );
            }
        }
    }
    // The zone actions tell the web who sees the zone.
    for (account, can) in [
        (accounts::ADMIN, true),
        (accounts::TEAM, false),
        (accounts::AREA, false),
    ] {
        let cookies = app.login(account).await;
        let response = call(
            &app,
            &cookies,
            "query Zone { me { actions { canCleanData } } }",
            Value::Null,
        )
        .await;
        assert_eq!(
            response.json()["data"]["me"]["actions"]["canCleanData"],
            can,
            "{account}"
        );
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_birth_number_that_fails_todays_rules_is_listed_and_fixed_in_place(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let eliska = app.fixture.eliska_novakova.member_id;
    let (birth_number, birth_date): (String, chrono::NaiveDate) =
        sqlx::query_as("select birth_number, birth_date from member where member_id = $1")
            .bind(eliska)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    // An old register kept a wrong check digit.
    let spoiled = format!(
        "{}{}",
        &birth_number[..9],
        (birth_number[9..].parse::<u32>().unwrap() + 5) % 10
    );
    sqlx::query("update member set birth_number = $2 where member_id = $1")
        .bind(eliska)
        .bind(&spoiled)
        .execute(&app.pool)
        .await
        .unwrap();
    let found = stopa_app::cleanup::check_birth_numbers(&app.pool)
        .await
        .unwrap();
    assert_eq!(found, 1);
    let cookies = app.login(accounts::ADMIN).await;
    let list = call(&app, &cookies, PROBLEMS, Value::Null).await;
    let list = &list.json()["data"]["birthNumberProblems"];
    assert_eq!(list["totalCount"], 1);
    assert_eq!(list["nodes"][0]["memberId"], eliska);
    assert_eq!(list["nodes"][0]["birthNumber"], spoiled);
    assert!(!list["nodes"][0]["reason"].as_str().unwrap().is_empty());

    // A number that still disagrees is refused at its field; the right one fixes the record.
    let refused = call(&app, &cookies, FIX, json!({ "input": { "memberId": eliska, "birthNumber": spoiled, "birthDate": birth_date, "sex": "FEMALE" } }))
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        refused.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "birthNumber"
    );
    let taken = call(&app, &cookies, FIX, json!({ "input": { "memberId": eliska, "birthNumber": "8552155117", "birthDate": "1985-02-15", "sex": "FEMALE" } }))
    .await;
    assert_eq!(
        taken.error_code().as_deref(),
        Some("CONFLICT"),
        "Žofie Černá holds it"
    );
    let fixed = call(&app, &cookies, FIX, json!({ "input": { "memberId": eliska, "birthNumber": birth_number, "birthDate": birth_date, "sex": "FEMALE" } }))
    .await;
    assert_eq!(
        fixed.json()["data"]["fixBirthNumber"],
        true,
        "{}",
        fixed.text()
    );
    let list = call(&app, &cookies, PROBLEMS, Value::Null).await;
    assert_eq!(list.json()["data"]["birthNumberProblems"]["totalCount"], 0);
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where action = 'fix_birth_number' and entity_id = $1",
    )
    .bind(eliska)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 1);
}

async fn save_address(app: &TestApp, cookies: &Cookies, member_id: i64, street: &str, house: &str) {
    let record: Value = call(app, cookies, "query Member($id: Int!) { member(id: $id) { firstName lastName sex birthDate birthNumber citizenship country answerStatus } }", json!({ "id": member_id }))
    .await
    .json()["data"]["member"]
        .clone();
    let response = call(
        app,
        cookies,
        UPDATE_MEMBER_ADDRESS,
        json!({ "input": {
            "id": member_id,
            "firstName": record["firstName"], "lastName": record["lastName"], "sex": record["sex"],
            "birthDate": record["birthDate"], "birthNumber": record["birthNumber"],
            "citizenship": record["citizenship"], "country": record["country"],
            "answerStatus": record["answerStatus"],
            "municipality": "Liberec", "street": street, "houseNumber": house, "postcode": "46001"
        } }),
    )
    .await;
    assert!(response.json()["errors"].is_null(), "{}", response.text());
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_unresolved_address_is_resolved_once_for_every_member_and_later_imports(pool: PgPool) {
    let app = TestApp::new(pool).await;
    add_address_point(&app.pool, 20_001, "Liberec", "Sokolská", 12, None, "46001").await;
    let cookies = app.login(accounts::ADMIN).await;
    let jan = app.fixture.jan_novak.member_id;
    let eliska = app.fixture.eliska_novakova.member_id;
    // A record whose address resolves is linked to its point.
    save_address(&app, &cookies, jan, "Sokolská", "12").await;
    let code: Option<i64> =
        sqlx::query_scalar("select ruian_address_code from member where member_id = $1")
            .bind(jan)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(code, Some(20_001));
    // Two records with the same misspelt street wait in one worklist entry.
    save_address(&app, &cookies, jan, "Sokolka", "12").await;
    save_address(&app, &cookies, eliska, "SOKOLKA", "12").await;
    let list = call(&app, &cookies, UNRESOLVED, Value::Null).await;
    let list = &list.json()["data"]["unresolvedAddresses"];
    assert_eq!(list["totalCount"], 1, "{list}");
    let entry = &list["nodes"][0];
    assert_eq!(entry["members"], 2);
    let id = entry["id"].as_i64().unwrap();
    // The REST list names it by its key, as the PUT takes it.
    let listed = rest(
        &app,
        Method::GET,
        "/api/admin/unresolved-address",
        &cookies,
        None,
    )
    .await;
    let key = listed.json()["items"][0]["address"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(key, entry["key"].as_str().unwrap());
    // The number and place fit Sokolská 12: a suggestion.
    let detail = call(&app, &cookies, UNRESOLVED_ONE, json!({ "id": id })).await;
    let suggestions = detail.json()["data"]["unresolvedAddress"]["suggestions"].clone();
    assert_eq!(suggestions[0]["code"], 20_001, "{suggestions}");
    assert_eq!(suggestions[0]["text"], "Sokolská 12, 460 01 Liberec");
    // A code that does not exist is refused; the right one fixes both members at once.
    let wrong = call(
        &app,
        &cookies,
        RESOLVE,
        json!({ "input": { "id": id, "ruianAddressCode": 5 } }),
    )
    .await;
    assert_eq!(wrong.error_code().as_deref(), Some("VALIDATION"));
    let path = format!("/api/admin/unresolved-address/{}", percent_encode(&key));
    let resolved = rest(
        &app,
        Method::PUT,
        &path,
        &cookies,
        Some(json!({ "ruianAddressCode": 20_001 })),
    )
    .await;
    assert_eq!(resolved.status, 200, "{}", resolved.text());
    assert_eq!(resolved.json()["membersUpdated"], 2);
    let (street, code): (String, i64) =
        sqlx::query_as("select street, ruian_address_code from member where member_id = $1")
            .bind(eliska)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!((street.as_str(), code), ("Sokolská", 20_001));
    let list = call(&app, &cookies, UNRESOLVED, Value::Null).await;
    assert_eq!(list.json()["data"]["unresolvedAddresses"]["totalCount"], 0);
    // The same text resolves to the chosen point from now on.
    save_address(&app, &cookies, jan, "Sokolka", "12").await;
    let code: Option<i64> =
        sqlx::query_scalar("select ruian_address_code from member where member_id = $1")
            .bind(jan)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(code, Some(20_001));
}

fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|byte| {
            if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
                (byte as char).to_string()
            } else {
                format!("%{byte:02X}")
            }
        })
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn possible_duplicates_merge_keeping_every_membership(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    // A second record of Jan Novák without a birth number and without a club, with an old
    // membership of its own.
    let copy = stopa_testkit::insert_member(
        &app.pool,
        "Jan",
        "Novák",
        "MALE",
        "1980-01-01",
        "8001010002",
        None,
    )
    .await;
    let birth_date: chrono::NaiveDate =
        sqlx::query_scalar("select birth_date from member where member_id = $1")
            .bind(jan)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    sqlx::query("update member set birth_number = null, birth_date = $2, email = 'jan@stary.cz' where member_id = $1")
        .bind(copy)
        .bind(birth_date)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("insert into membership (member_id, club_id, valid_from, valid_to) values ($1, $2, '2010-01-01', '2012-12-31')")
        .bind(copy)
        .bind(app.fixture.club_b)
        .execute(&app.pool)
        .await
        .unwrap();
    let cookies = app.login(accounts::ADMIN).await;
    let list = call(&app, &cookies, DUPLICATES, Value::Null).await;
    let list = &list.json()["data"]["possibleDuplicates"];
    assert_eq!(list["totalCount"], 1, "{list}");
    assert_eq!(list["nodes"][0]["first"]["memberId"], jan);
    assert_eq!(list["nodes"][0]["second"]["memberId"], copy);
    let merged = call(
        &app,
        &cookies,
        MERGE,
        json!({ "input": { "keepId": jan, "mergeId": copy } }),
    )
    .await;
    assert_eq!(
        merged.json()["data"]["mergeMembers"],
        true,
        "{}",
        merged.text()
    );
    let memberships: i64 =
        sqlx::query_scalar("select count(*) from membership where member_id = $1")
            .bind(jan)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(memberships, 2, "Jan keeps his own and gains the old one");
    let (archived, into, email): (bool, Option<i64>, Option<String>) = sqlx::query_as(
        "select m.archived, m.merged_into_member_id, k.email from member m, member k where m.member_id = $1 and k.member_id = $2",
    )
    .bind(copy)
    .bind(jan)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(archived);
    assert_eq!(into, Some(jan));
    assert_eq!(
        email.as_deref(),
        Some("jan@stary.cz"),
        "an empty field filled from the other"
    );
    let list = call(&app, &cookies, DUPLICATES, Value::Null).await;
    assert_eq!(list.json()["data"]["possibleDuplicates"]["totalCount"], 0);

    // Two records both in a club are not merged before one membership ends.
    let second = stopa_testkit::insert_member(
        &app.pool,
        "Petr",
        "Dvořák",
        "MALE",
        "2005-03-01",
        "0503010013",
        Some(app.fixture.club_a),
    )
    .await;
    sqlx::query("update member set birth_number = null where member_id = $1")
        .bind(second)
        .execute(&app.pool)
        .await
        .unwrap();
    let refused = call(
        &app,
        &cookies,
        MERGE,
        json!({ "input": { "keepId": app.fixture.petr_dvorak.member_id, "mergeId": second } }),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("MERGE_CONFLICT"));
    assert!(
        refused
            .error_message()
            .unwrap()
            .contains("oba jsou členy klubu"),
        "{}",
        refused.text()
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_nicknames_are_seeded_and_only_admin_edits_them(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    let list = call(&app, &cookies, NICKNAMES, Value::Null).await;
    let nodes = list.json()["data"]["suggestionNicknames"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(nodes.len(), 95);
    assert!(
        nodes
            .iter()
            .any(|row| row["nickname"] == "Honza" && row["fullName"] == "Jan")
    );
    assert!(
        nodes
            .iter()
            .any(|row| row["nickname"] == "Míra" && row["ambiguous"] == true)
    );
    let input = json!({ "input": { "nickname": "Jeník", "fullName": "Jan", "sex": "MALE" } });
    let created = call(&app, &cookies, CREATE_NICKNAME, input.clone()).await;
    assert_eq!(
        created.json()["data"]["createSuggestionNickname"]["nickname"],
        "Jeník"
    );
    let twice = call(&app, &cookies, CREATE_NICKNAME, input.clone()).await;
    assert_eq!(twice.error_code().as_deref(), Some("CONFLICT"));
    let same = call(
        &app,
        &cookies,
        CREATE_NICKNAME,
        json!({ "input": { "nickname": "JAN", "fullName": "Jan" } }),
    )
    .await;
    assert_eq!(same.error_code().as_deref(), Some("VALIDATION"));
    for account in EVERYONE
        .into_iter()
        .filter(|account| *account != Some(accounts::ADMIN))
    {
        let cookies = cookies_of(&app, account).await;
        let response = call(&app, &cookies, CREATE_NICKNAME, input.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            expected_refusal(account),
            "{account:?}"
        );
    }
}
