//! Paging the members grid at any depth: cursors (`after`/`endCursor`) give the same pages as
//! page numbers in every sort order, counts stop at 10 000, the club order follows memberships
//! and renames, and `membersCount` answers every identity type as the grid does.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp, cookies_of};

const PAGE_QUERY: &str = "query Members($input: MembersInput!) { members(input: $input) { \
     hasNextPage endCursor page nodes { id registrationNumber lastName firstName birthDate \
     club { name } } } }";

async fn page(app: &TestApp, cookies: &Cookies, input: Value) -> Value {
    let call = Call {
        operation: "Members",
        operation_type: "query",
        query: PAGE_QUERY,
        variables: json!({ "input": input }),
    };
    let response = app.graphql(&call, cookies).await.json();
    assert!(response["errors"].is_null(), "{input}: {response}");
    response["data"]["members"].clone()
}

fn ids(page: &Value) -> Vec<i64> {
    page["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["id"].as_i64().unwrap())
        .collect()
}

/// Adds `count` members to `club_id` with varied names, birth dates and registration numbers
/// (several share a last name, a first name or a birth date, so ties are exercised).
async fn add_members(pool: &PgPool, club_id: Option<i64>, count: i64, from: i64) {
    sqlx::query(
        r"with added as (
              insert into member (first_name, last_name, sex, birth_date)
              select (array['Adam','Čeněk','Chrudoš','Hana','Řehoř','Šárka','Zita'])[1 + n % 7],
                     (array['Bílý','Černý','Chalupa','Hrubý','Novák','Říha','Šimek','Žák'])[1 + n % 8],
                     'MALE',
                     date '1990-01-01' + (n % 37)::int * 11
              from generate_series($1::bigint, $1::bigint + $2::bigint - 1) as n
              returning member_id
          )
          insert into membership (member_id, club_id, valid_from)
          select member_id, $3, date '2020-01-01' from added where $3::bigint is not null",
    )
    .bind(from)
    .bind(count)
    .bind(club_id)
    .execute(pool)
    .await
    .unwrap();
}

/// Every page of a list, once by number and once by cursor: the two agree, no member is
/// listed twice or left out, and the last page says no page follows.
async fn walk(app: &TestApp, cookies: &Cookies, sort: &Value, filter: &Value) -> Vec<i64> {
    let per_page = 7;
    let mut by_number = Vec::new();
    let mut by_cursor = Vec::new();
    let mut cursor: Option<String> = None;
    for number in 1.. {
        let numbered = page(
            app,
            cookies,
            json!({ "page": number, "perPage": per_page, "sort": sort, "filter": filter }),
        )
        .await;
        let sought = page(
            app,
            cookies,
            json!({ "page": number, "perPage": per_page, "sort": sort, "filter": filter,
                    "after": cursor }),
        )
        .await;
        assert_eq!(ids(&numbered), ids(&sought), "page {number} of {sort}");
        assert_eq!(sought["page"], number);
        assert_eq!(numbered["hasNextPage"], sought["hasNextPage"]);
        by_number.extend(ids(&numbered));
        by_cursor.extend(ids(&sought));
        if sought["hasNextPage"] == false {
            assert!(sought["endCursor"].is_null());
            break;
        }
        cursor = Some(sought["endCursor"].as_str().unwrap().to_owned());
    }
    assert_eq!(by_number, by_cursor);
    let mut unique = by_cursor.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        by_cursor.len(),
        "a member listed twice: {sort}"
    );
    by_cursor
}

#[sqlx::test(migrations = "../../migrations")]
async fn cursors_give_the_pages_numbers_give_in_every_order(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    add_members(&pool, Some(app.fixture.club_a), 40, 0).await;
    add_members(&pool, Some(app.fixture.club_b), 15, 40).await;
    add_members(&pool, None, 6, 55).await;
    let cookies = app.login(accounts::ADMIN).await;
    let total: i64 = sqlx::query_scalar("select count(*) from member where not archived")
        .fetch_one(&pool)
        .await
        .unwrap();

    let registration_numbers: Vec<i64> = sqlx::query_scalar(
        "select member_id from member where not archived order by registration_number desc",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let orders = [
        json!([]),
        json!([{ "field": "LAST_NAME" }]),
        json!([{ "field": "LAST_NAME", "direction": "DESC" }]),
        json!([{ "field": "FIRST_NAME" }]),
        json!([{ "field": "REGISTRATION_NUMBER", "direction": "DESC" }]),
        json!([{ "field": "BIRTH_DATE" }]),
        json!([{ "field": "BIRTH_DATE", "direction": "DESC" }]),
        json!([{ "field": "CLUB_NAME" }]),
        json!([{ "field": "CLUB_NAME", "direction": "DESC" }]),
        json!([{ "field": "BIRTH_DATE", "direction": "DESC" }, { "field": "FIRST_NAME" }]),
    ];
    for sort in &orders {
        let listed = walk(&app, &cookies, sort, &json!({})).await;
        assert_eq!(listed.len() as i64, total, "{sort}");
        if *sort == orders[4] {
            assert_eq!(listed, registration_numbers);
        }
    }

    // Czech order of last names: C < Č < H < Ch < R < Ř < S < Š < Z < Ž, then first names.
    let by_name = page(&app, &cookies, json!({ "perPage": 500 })).await;
    let names: Vec<(String, String)> = by_name["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| {
            (
                node["lastName"].as_str().unwrap().to_owned(),
                node["firstName"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let mut last_names: Vec<&str> = names.iter().map(|(last, _)| last.as_str()).collect();
    last_names.dedup();
    assert_eq!(
        last_names,
        [
            "Bílý",
            "Černá",
            "Černý",
            "Dvořák",
            "Hrubý",
            "Chalupa",
            "Klubu",
            "Novák",
            "Nováková",
            "Říha",
            "Šimek",
            "Žák"
        ]
    );
    let adam_to_zita: Vec<&str> = names
        .iter()
        .filter(|(last, _)| last == "Žák")
        .map(|(_, first)| first.as_str())
        .collect();
    assert!(adam_to_zita.windows(2).all(|pair| {
        let rank = |name: &str| {
            ["Adam", "Čeněk", "Hana", "Chrudoš", "Řehoř", "Šárka", "Zita"]
                .iter()
                .position(|known| *known == name)
                .unwrap()
        };
        rank(pair[0]) <= rank(pair[1])
    }));

    // Birth dates ascending, and a filtered walk (a search and a birth year) by cursor.
    let by_birth = page(&app, &cookies, json!({ "perPage": 500, "sort": orders[5] })).await;
    let dates: Vec<&str> = by_birth["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["birthDate"].as_str().unwrap())
        .collect();
    assert!(dates.windows(2).all(|pair| pair[0] <= pair[1]));
    let filtered = walk(
        &app,
        &cookies,
        &orders[5],
        &json!({ "search": "ha", "birthYear": 1990 }),
    )
    .await;
    let expected: Vec<i64> = sqlx::query_scalar(
        "select member_id from member where not archived and search_name like '%ha%' \
         and extract(year from birth_date) = 1990 order by birth_date, member_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(filtered, expected);
    assert!(!expected.is_empty());

    // Members of no club come after every club, and first in the reverse order.
    let by_club = page(&app, &cookies, json!({ "perPage": 500, "sort": orders[7] })).await;
    let clubs: Vec<Option<&str>> = by_club["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["club"]["name"].as_str())
        .collect();
    let mut runs = clubs.clone();
    runs.dedup();
    assert_eq!(runs, [Some("Alpine Praha"), Some("Ski klub Liberec"), None]);
    let reversed = page(&app, &cookies, json!({ "perPage": 500, "sort": orders[8] })).await;
    assert!(reversed["nodes"][0]["club"].is_null());
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_club_order_follows_transfers_renames_and_departures(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let cookies = app.login(accounts::ADMIN).await;
    let by_club = json!({ "perPage": 50, "sort": [{ "field": "CLUB_NAME" }] });
    let first_club = |page: &Value| page["nodes"][0]["club"]["name"].clone();
    assert_eq!(
        first_club(&page(&app, &cookies, by_club.clone()).await),
        "Alpine Praha"
    );

    sqlx::query("update club set name = 'Zimní klub Praha' where club_id = $1")
        .bind(app.fixture.club_b)
        .execute(&pool)
        .await
        .unwrap();
    assert_eq!(
        first_club(&page(&app, &cookies, by_club.clone()).await),
        "Ski klub Liberec"
    );

    // Jan Novák leaves club A: he goes to the end; then he joins club B.
    let jan = app.fixture.jan_novak.member_id;
    sqlx::query(
        "update membership set valid_to = '2025-01-01' where member_id = $1 and valid_to is null",
    )
    .bind(jan)
    .execute(&pool)
    .await
    .unwrap();
    let listed = page(&app, &cookies, by_club.clone()).await;
    let nodes = listed["nodes"].as_array().unwrap();
    let position = |id: i64| nodes.iter().position(|node| node["id"] == id).unwrap();
    assert!(position(jan) > position(app.fixture.zofie_cerna.member_id));
    assert!(nodes[position(jan)]["club"].is_null());

    sqlx::query(
        "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2025-01-02')",
    )
    .bind(jan)
    .bind(app.fixture.club_b)
    .execute(&pool)
    .await
    .unwrap();
    let listed = page(&app, &cookies, by_club).await;
    let jan_row = listed["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|node| node["id"] == jan)
        .unwrap()
        .clone();
    assert_eq!(jan_row["club"]["name"], "Zimní klub Praha");
    let stored: String =
        sqlx::query_scalar("select club_name_sort from member where member_id = $1")
            .bind(jan)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(stored, "zimni klub praha");
}

#[sqlx::test(migrations = "../../migrations")]
async fn counts_stop_at_ten_thousand(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    add_members(&pool, Some(app.fixture.club_a), 10_020, 0).await;
    let count_call = |filter: Value| Call {
        operation: "MembersCount",
        operation_type: "query",
        query: "query MembersCount($filter: MemberFilterInput!) { membersCount(filter: $filter) { count capped } }",
        variables: json!({ "filter": filter }),
    };
    let admin = app.login(accounts::ADMIN).await;
    let everybody = app.graphql(&count_call(json!({})), &admin).await.json();
    assert_eq!(
        everybody["data"]["membersCount"],
        json!({ "count": 10_000, "capped": true })
    );
    let page_with_count = app
        .graphql(
            &Call {
                operation: "Members",
                operation_type: "query",
                query: "query Members { members(input: {perPage: 5}) { totalCount totalCountCapped hasNextPage } }",
                variables: json!({}),
            },
            &admin,
        )
        .await
        .json();
    assert_eq!(
        page_with_count["data"]["members"],
        json!({ "totalCount": 10_000, "totalCountCapped": true, "hasNextPage": true })
    );
    // Under the cap the count is exact.
    let few = app
        .graphql(&count_call(json!({ "search": "novak jan" })), &admin)
        .await
        .json();
    let expected: i64 = sqlx::query_scalar(
        "select count(*) from member where not archived and search_name like '%novak%' and search_name like '%jan%'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(
        few["data"]["membersCount"],
        json!({ "count": expected, "capped": false })
    );

    // The public list says "more than 10 000" and pages no further than its first 10 000.
    let public = |page_number: i64| Call {
        operation: "PublicMembers",
        operation_type: "query",
        query: "query PublicMembers($input: PublicMembersInput!) { publicMembers(input: $input) { totalCount totalCountCapped nodes { id } } }",
        variables: json!({ "input": { "page": page_number, "perPage": 50 } }),
    };
    let anonymous = Cookies::default();
    let first = app.graphql(&public(1), &anonymous).await.json();
    assert_eq!(first["data"]["publicMembers"]["totalCount"], 10_000);
    assert_eq!(first["data"]["publicMembers"]["totalCountCapped"], true);
    let last = app.graphql(&public(200), &anonymous).await.json();
    assert_eq!(
        last["data"]["publicMembers"]["nodes"]
            .as_array()
            .unwrap()
            .len(),
        50
    );
    let beyond = app.graphql(&public(201), &anonymous).await;
    assert_eq!(beyond.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        beyond.error_message().as_deref(),
        Some("Veřejný seznam má nejvýše 10 000 členů; upřesněte hledání.")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn members_count_answers_every_identity_type_as_the_grid_does(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cases: [(Option<&str>, Result<i64, &str>); 10] = [
        (None, Err("UNAUTHENTICATED")),
        (Some(accounts::ADMIN), Ok(5)),
        (Some(accounts::TEAM), Ok(2)),
        (Some(accounts::TEAM_NO_FLAGS), Ok(2)),
        (Some(accounts::MULTI), Ok(2)),
        (Some(accounts::AREA), Ok(2)),
        (Some(accounts::AREA_NO_FLAGS), Ok(2)),
        (Some(accounts::SECTION), Ok(2)),
        (Some(accounts::TIMEKEEPER), Ok(5)),
        (Some(accounts::PERSON), Err("FORBIDDEN")),
    ];
    for (account, expected) in cases {
        let cookies = cookies_of(&app, account).await;
        let response = app
            .graphql(
                &Call {
                    operation: "MembersCount",
                    operation_type: "query",
                    query: "query MembersCount { membersCount { count capped } }",
                    variables: json!({}),
                },
                &cookies,
            )
            .await;
        match expected {
            Ok(count) => assert_eq!(
                response.json()["data"]["membersCount"],
                json!({ "count": count, "capped": false }),
                "{account:?}"
            ),
            Err(code) => assert_eq!(response.error_code().as_deref(), Some(code), "{account:?}"),
        }
    }
    // Archived members only for those who may list them.
    let team = app.login(accounts::TEAM).await;
    let archived = app
        .graphql(
            &Call {
                operation: "MembersCount",
                operation_type: "query",
                query: "query MembersCount { membersCount(filter: {archived: true}) { count } }",
                variables: json!({}),
            },
            &team,
        )
        .await;
    assert_eq!(archived.error_code().as_deref(), Some("FORBIDDEN"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_cursor_of_another_order_or_a_forged_one_is_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cookies = app.login(accounts::ADMIN).await;
    let first = page(&app, &cookies, json!({ "perPage": 2 })).await;
    let cursor = first["endCursor"].as_str().unwrap().to_owned();
    let refused = |input: Value| {
        let app = &app;
        let cookies = &cookies;
        async move {
            app.graphql(
                &Call {
                    operation: "Members",
                    operation_type: "query",
                    query: PAGE_QUERY,
                    variables: json!({ "input": input }),
                },
                cookies,
            )
            .await
        }
    };
    for input in [
        json!({ "page": 2, "perPage": 2, "after": cursor, "sort": [{ "field": "FIRST_NAME" }] }),
        json!({ "page": 2, "perPage": 2, "after": "eyJvIjoiIiwiayI6WzFdLCJpIjoxfQ" }),
        json!({ "page": 2, "perPage": 2, "after": "not a cursor" }),
    ] {
        let response = refused(input.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("VALIDATION"),
            "{input}"
        );
        assert_eq!(
            response.json()["errors"][0]["extensions"]["fields"][0]["field"],
            "after",
            "{input}"
        );
    }
    // A timekeeper (no personal data) may not sort by birth date, with or without a cursor.
    let timekeeper = app.login(accounts::TIMEKEEPER).await;
    let call = Call {
        operation: "Members",
        operation_type: "query",
        query: PAGE_QUERY,
        variables: json!({ "input": { "sort": [{ "field": "BIRTH_DATE" }] } }),
    };
    assert_eq!(
        app.graphql(&call, &timekeeper)
            .await
            .error_code()
            .as_deref(),
        Some("FORBIDDEN")
    );
}

/// A name search of three letters or more reads its matches from the trigram index, sorts
/// them and counts them on the way (libs/db `search_page_statement`): its pages agree with
/// the SQL order by number and by cursor, the total comes with the page, a page past the
/// matches is empty, and a search matching nobody says so.
#[sqlx::test(migrations = "../../migrations")]
async fn a_selective_search_pages_and_counts_from_its_matches(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    add_members(&pool, Some(app.fixture.club_a), 300, 0).await;
    let cookies = app.login(accounts::ADMIN).await;
    for (sort, order_by) in [
        (json!([]), "last_name_sort, first_name_sort, member_id"),
        (
            json!([{ "field": "FIRST_NAME", "direction": "DESC" }]),
            "first_name_sort desc, last_name_sort desc, member_id desc",
        ),
        (
            json!([{ "field": "REGISTRATION_NUMBER" }]),
            "registration_number, member_id",
        ),
    ] {
        let listed = walk(&app, &cookies, &sort, &json!({ "search": "novak" })).await;
        let expected: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "select member_id from member where not archived and search_name like '%novak%' \
             order by {order_by}"
        )))
        .fetch_all(&pool)
        .await
        .unwrap();
        assert!(expected.len() > 20, "{}", expected.len());
        assert_eq!(listed, expected, "{sort}");
    }

    let with_total = |input: Value| Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members($input: MembersInput!) { members(input: $input) { totalCount totalCountCapped hasNextPage nodes { id } } }",
        variables: json!({ "input": input }),
    };
    let expected: i64 = sqlx::query_scalar(
        "select count(*) from member where not archived and search_name like '%novak%' \
         and search_name like '%zita%'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert!(expected > 0);
    let first = app
        .graphql(
            &with_total(json!({ "perPage": 5, "filter": { "search": "Novák Zita" } })),
            &cookies,
        )
        .await
        .json();
    assert_eq!(first["data"]["members"]["totalCount"], expected);
    assert_eq!(first["data"]["members"]["totalCountCapped"], false);
    let past = app
        .graphql(
            &with_total(json!({ "page": 100, "perPage": 50, "filter": { "search": "novak" } })),
            &cookies,
        )
        .await
        .json();
    assert_eq!(past["data"]["members"]["nodes"], json!([]));
    assert_eq!(past["data"]["members"]["hasNextPage"], false);
    assert!(past["data"]["members"]["totalCount"].as_i64().unwrap() > 20);
    let nobody = app
        .graphql(
            &with_total(json!({ "filter": { "search": "xyzzy" } })),
            &cookies,
        )
        .await
        .json();
    assert_eq!(
        nobody["data"]["members"],
        json!({ "totalCount": 0, "totalCountCapped": false, "hasNextPage": false, "nodes": [] })
    );
}

/// Deep pages of the whole register in a name order seek through `member_sort_bucket` (the
/// counts of members by the first letters of their name keys, kept by triggers): they agree
/// with the SQL order in both directions, to the last (short) page and past it, while members
/// are added, renamed, archived and deleted; the register's total comes from the same counts.
#[sqlx::test(migrations = "../../migrations")]
async fn deep_pages_of_the_register_seek_through_name_buckets(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    add_members(&pool, Some(app.fixture.club_a), 1_500, 0).await;
    add_members(&pool, None, 230, 5_000).await;
    let cookies = app.login(accounts::ADMIN).await;

    let check = |label: &'static str| {
        let pool = pool.clone();
        let app = &app;
        let cookies = &cookies;
        async move {
            let stored: Vec<(String, String, i64)> = sqlx::query_as(
                "select sort_key, prefix, members from member_sort_bucket where members <> 0 \
                 order by 1, 2",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            let counted: Vec<(String, String, i64)> = sqlx::query_as(
                "select k.sort_key, k.prefix::text, count(*) from member m \
                 cross join lateral (values ('last_name', left(m.last_name_sort, 3)), \
                 ('first_name', left(m.first_name_sort, 3))) k(sort_key, prefix) \
                 where not m.archived group by 1, 2 order by 1, 2",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            assert_eq!(stored, counted, "{label}: bucket counts");
            let total: i64 = sqlx::query_scalar("select count(*) from member where not archived")
                .fetch_one(&pool)
                .await
                .unwrap();
            for (sort, order_by) in [
                (json!([]), "last_name_sort, first_name_sort, member_id"),
                (
                    json!([{ "field": "LAST_NAME", "direction": "DESC" }]),
                    "last_name_sort desc, first_name_sort desc, member_id desc",
                ),
                (
                    json!([{ "field": "FIRST_NAME" }]),
                    "first_name_sort, last_name_sort, member_id",
                ),
                (
                    json!([{ "field": "FIRST_NAME", "direction": "DESC" }]),
                    "first_name_sort desc, last_name_sort desc, member_id desc",
                ),
            ] {
                let expected: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                    "select member_id from member where not archived order by {order_by}"
                )))
                .fetch_all(&pool)
                .await
                .unwrap();
                let per_page = 100;
                let last = (total + per_page - 1) / per_page;
                for number in [11, 13, last - 1, last, last + 1] {
                    let listed = page(
                        app,
                        cookies,
                        json!({ "page": number, "perPage": per_page, "sort": sort }),
                    )
                    .await;
                    let from = usize::try_from((number - 1) * per_page).unwrap();
                    let to = usize::try_from(number * per_page).unwrap();
                    let want: Vec<i64> = expected
                        .iter()
                        .copied()
                        .skip(from)
                        .take(to.saturating_sub(from))
                        .collect();
                    assert_eq!(ids(&listed), want, "{label}: page {number} of {sort}");
                    assert_eq!(
                        listed["hasNextPage"],
                        json!(to < expected.len()),
                        "{label}: page {number} of {sort}"
                    );
                }
            }
            let counted = app
                .graphql(
                    &Call {
                        operation: "MembersCount",
                        operation_type: "query",
                        query: "query MembersCount { membersCount(filter: {}) { count capped } }",
                        variables: json!({}),
                    },
                    cookies,
                )
                .await
                .json();
            assert_eq!(
                counted["data"]["membersCount"],
                json!({ "count": total, "capped": false }),
                "{label}"
            );
        }
    };
    check("seeded").await;

    sqlx::query(
        "update member set last_name = 'Ábelová' where member_id in \
         (select member_id from member order by member_id desc limit 40)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "update member set archived = true where member_id in \
         (select member_id from member where not archived order by member_id limit 60)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query("update member set first_name = 'Zuzana' where member_id % 7 = 0")
        .execute(&pool)
        .await
        .unwrap();
    check("renamed and archived").await;

    sqlx::query(
        "delete from member where member_id % 3 = 0 and member_id in \
         (select member_id from member order by member_id desc limit 230)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query("update member set archived = false where member_id % 2 = 0 and archived")
        .execute(&pool)
        .await
        .unwrap();
    check("deleted and restored").await;
}

/// A one-word name search of the whole register (or the archive) in a name order reads
/// `member_name_part` (every suffix of every word of the folded names, kept by triggers): its
/// pages and totals agree with `search_name like '%word%'` in both name orders and directions,
/// by page number and by cursor, while members are added, renamed, archived, restored and
/// deleted; and the parts agree with the names they come from.
#[sqlx::test(migrations = "../../migrations")]
async fn one_word_searches_read_the_name_parts(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    add_members(&pool, Some(app.fixture.club_a), 200, 0).await;
    add_members(&pool, None, 40, 1_000).await;
    // A word twice in one name, a word across the name's words, diacritics and case.
    sqlx::query(
        "insert into member (first_name, last_name, sex, birth_date) values \
         ('Novomír', 'Novák', 'MALE', date '1990-05-05'), \
         ('Ivanov', 'Ivanovová', 'FEMALE', date '1991-06-06'), \
         ('Jan', 'Nováknovák', 'MALE', date '1992-07-07')",
    )
    .execute(&pool)
    .await
    .unwrap();
    let cookies = app.login(accounts::ADMIN).await;

    let check = |label: &'static str| {
        let pool = pool.clone();
        let app = &app;
        let cookies = &cookies;
        async move {
            let stored: Vec<(i64, bool, String, String, String, String)> = sqlx::query_as(
                "select member_id, archived, trigram, part, last_name_sort, first_name_sort \
                 from member_name_part order by member_id, part",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            let derived: Vec<(i64, bool, String, String, String, String)> = sqlx::query_as(
                "select m.member_id, m.archived, left(p.part, 3), p.part, m.last_name_sort, \
                 m.first_name_sort from member m cross join lateral name_parts(m.search_name) \
                 p(part) order by 1, 4",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            assert_eq!(stored, derived, "{label}: name parts");
            let counts: Vec<(bool, String, i64)> = sqlx::query_as(
                "select archived, trigram, members from member_trigram_count \
                 where members <> 0 order by 1, 2",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            let recounted: Vec<(bool, String, i64)> = sqlx::query_as(
                "select archived, trigram, count(distinct member_id) from member_name_part \
                 group by 1, 2 order by 1, 2",
            )
            .fetch_all(&pool)
            .await
            .unwrap();
            assert_eq!(counts, recounted, "{label}: trigram counts");
            for archived in [false, true] {
                // Three letters (ASCII, accented, upper case) read the name parts; longer
                // words the trigram index — the same answers either way.
                for word in [
                    "nov", "NOV", "Žák", "říh", "ova", "zzz", "NOVÁK", "hrub", "ivanov",
                ] {
                    let filter = json!({ "search": word, "archived": archived });
                    for (sort, order_by) in [
                        (json!([]), "last_name_sort, first_name_sort, member_id"),
                        (
                            json!([{ "field": "LAST_NAME", "direction": "DESC" }]),
                            "last_name_sort desc, first_name_sort desc, member_id desc",
                        ),
                        (
                            json!([{ "field": "FIRST_NAME" }]),
                            "first_name_sort, last_name_sort, member_id",
                        ),
                        (
                            json!([{ "field": "FIRST_NAME", "direction": "DESC" }]),
                            "first_name_sort desc, last_name_sort desc, member_id desc",
                        ),
                    ] {
                        let expected: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                            "select member_id from member where archived = $1 \
                                 and search_name like '%' || fold_text($2) || '%' \
                                 order by {order_by}"
                        )))
                        .bind(archived)
                        .bind(word)
                        .fetch_all(&pool)
                        .await
                        .unwrap();
                        let listed = walk(app, cookies, &sort, &filter).await;
                        assert_eq!(listed, expected, "{label}: {word} {archived} {sort}");
                        let total = app
                            .graphql(
                                &Call {
                                    operation: "Members",
                                    operation_type: "query",
                                    query: "query Members($input: MembersInput!) { \
                                            members(input: $input) { totalCount } }",
                                    variables: json!({ "input": { "perPage": 5, "sort": sort,
                                                                  "filter": filter } }),
                                },
                                cookies,
                            )
                            .await
                            .json();
                        let count = i64::try_from(expected.len()).unwrap();
                        assert_eq!(
                            total["data"]["members"]["totalCount"],
                            json!(count),
                            "{label}: {word} {archived}: {total}"
                        );
                    }
                    let counted = app
                        .graphql(
                            &Call {
                                operation: "MembersCount",
                                operation_type: "query",
                                query: "query MembersCount($filter: MemberFilterInput!) { \
                                        membersCount(filter: $filter) { count capped } }",
                                variables: json!({ "filter": filter }),
                            },
                            cookies,
                        )
                        .await
                        .json();
                    let expected: i64 = sqlx::query_scalar(
                        "select count(*) from member where archived = $1 \
                         and search_name like '%' || fold_text($2) || '%'",
                    )
                    .bind(archived)
                    .bind(word)
                    .fetch_one(&pool)
                    .await
                    .unwrap();
                    assert_eq!(
                        counted["data"]["membersCount"],
                        json!({ "count": expected, "capped": false }),
                        "{label}: {word} {archived}: {counted}"
                    );
                }
            }
        }
    };
    check("seeded").await;

    sqlx::query(
        "update member set last_name = 'Hrubovský' where member_id in \
         (select member_id from member order by member_id desc limit 25)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "update member set archived = true where member_id in \
         (select member_id from member where search_name like '%nov%' order by member_id \
          limit 9)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query("update member set first_name = 'Ivanova' where member_id % 11 = 0")
        .execute(&pool)
        .await
        .unwrap();
    check("renamed and archived").await;

    sqlx::query("delete from member where member_id % 5 = 0 and member_id not in (select member_id from membership)")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("update member set archived = false where member_id % 2 = 0 and archived")
        .execute(&pool)
        .await
        .unwrap();
    check("deleted and restored").await;
}
