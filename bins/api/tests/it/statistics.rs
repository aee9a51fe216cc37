//! Statistics of a season (issue 30): each definition of `stopa_domain::statistics` on a
//! register built by hand, the snapshot taken by the worker's job, the change against the
//! previous season, and the scope of every identity type.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, start_worker};

const STATISTICS: &str = "query S($input: StatisticsInput!) { statistics(input: $input) { \
    year previousYear kind definition keyDate takenAt finalSnapshot measures \
    rows { id name code values previous male female changePercent } \
    total { name values previous male female changePercent } ages { age male female } } }";
const TAKE: &str = "mutation T($year: Int!) { takeStatisticsSnapshot(year: $year) }";

/// A member born on `born`, paid in `paid` (club, year) seasons, with `roles` (department,
/// kind, from, to).
async fn member(
    app: &TestApp,
    name: &str,
    sex: &str,
    born: &str,
    paid: &[(i64, i32)],
    roles: &[(i64, &str, &str, Option<&str>)],
) -> i64 {
    let id: i64 = sqlx::query_scalar(
        "insert into member (first_name, last_name, sex, birth_date) \
         values ('Test', $1, $2, $3::date) returning member_id",
    )
    .bind(name)
    .bind(sex)
    .bind(born)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    for (club, year) in paid {
        sqlx::query(
            "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on) \
             select $1, $2, evidence_season_id, 50000, valid_from from evidence_season where year = $3",
        )
        .bind(id)
        .bind(club)
        .bind(year)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    for (department, kind, from, to) in roles {
        sqlx::query(
            "insert into member_department_role (member_id, department_id, kind, valid_from, valid_to, \
                 coach_level, instructor_licence, referee_type, technical_delegate_type) \
             values ($1, case when $3 = 'INSTRUCTOR' then null else $2 end, $3, $4::date, $5::date, \
                 case when $3 = 'COACH' then 'LEVEL1' end, case when $3 = 'INSTRUCTOR' then 'IL' end, \
                 case when $3 = 'REFEREE' then 'REFEREE' end, \
                 case when $3 = 'TECHNICAL_DELEGATE' then 'TECHNICAL_DELEGATE' end)",
        )
        .bind(id)
        .bind(department)
        .bind(kind)
        .bind(from)
        .bind(to)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    id
}

async fn table(app: &TestApp, cookies: &Cookies, input: Value) -> Value {
    let answer = gql(app, cookies, STATISTICS, json!({ "input": input })).await;
    ok(&answer)["statistics"].clone()
}

/// Takes a season's snapshot through the job and waits for its figures.
async fn take(app: &TestApp, admin: &Cookies, year: i32) {
    let answer = gql(app, admin, TAKE, json!({ "year": year })).await;
    let job = ok(&answer)["takeStatisticsSnapshot"].as_i64().unwrap();
    for _ in 0..200 {
        let (status, error): (String, Option<String>) =
            sqlx::query_as("select status, error from job where job_id = $1")
                .bind(job)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if status == "COMPLETED" {
            return;
        }
        assert_ne!(status, "FAILED", "the snapshot job failed: {error:?}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the snapshot job did not finish");
}

/// The row of `name` in a table: its values, previous values, men and women.
fn row<'a>(table: &'a Value, name: &str) -> &'a Value {
    table["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["name"] == name)
        .unwrap_or_else(|| panic!("no row {name} in {table}"))
}

#[sqlx::test(migrations = "../../migrations")]
async fn each_statistic_counts_as_its_definition_says(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let f = app.fixture.clone();
    sqlx::query(
        "insert into evidence_season (year, name, valid_from, valid_to) \
         values (2025, 'Evidenční sezóna 2025', '2025-01-01', '2025-12-31') on conflict do nothing",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let (cc, al) = (f.department_cc, f.department_al);
    // 13 on 31 December 2026 (born on the last day of 2013); raced from March to June.
    member(
        &app,
        "A",
        "MALE",
        "2013-12-31",
        &[(f.club_a, 2026)],
        &[(cc, "ATHLETE", "2026-03-01", Some("2026-06-30"))],
    )
    .await;
    // 6 (born on the first day of 2020), an athlete since 2025.
    member(
        &app,
        "B",
        "FEMALE",
        "2020-01-01",
        &[(f.club_a, 2026)],
        &[(cc, "ATHLETE", "2025-05-01", None)],
    )
    .await;
    // 19, racing in two departments, archived since: still one competitor, in both departments.
    let c = member(
        &app,
        "C",
        "FEMALE",
        "2007-01-01",
        &[(f.club_b, 2026)],
        &[
            (cc, "ATHLETE", "2024-01-01", None),
            (al, "ATHLETE", "2024-01-01", None),
        ],
    )
    .await;
    sqlx::query("update member set archived = true, archived_at = now() where member_id = $1")
        .bind(c)
        .execute(&app.pool)
        .await
        .unwrap();
    // A coach; his referee's licence ended before the season.
    member(
        &app,
        "D",
        "MALE",
        "1980-06-15",
        &[(f.club_b, 2026)],
        &[
            (cc, "COACH", "2020-01-01", None),
            (al, "REFEREE", "2020-01-01", Some("2025-12-31")),
            // An instructor's licence has no department.
            (cc, "INSTRUCTOR", "2024-01-01", None),
        ],
    )
    .await;
    // Unpaid: in no figure.
    member(
        &app,
        "E",
        "MALE",
        "2012-02-02",
        &[],
        &[(cc, "ATHLETE", "2020-01-01", None)],
    )
    .await;
    // Paid only in 2025, in club A.
    member(&app, "F", "MALE", "1990-01-01", &[(f.club_a, 2025)], &[]).await;
    // An athlete only from 2027: a member, not a competitor of 2026.
    member(
        &app,
        "G",
        "MALE",
        "2014-01-01",
        &[(f.club_a, 2026)],
        &[(cc, "ATHLETE", "2027-01-01", None)],
    )
    .await;

    take(&app, &admin, 2025).await;
    take(&app, &admin, 2026).await;
    let by_club = |kind: &str| json!({ "year": 2026, "kind": kind, "by": "CLUB" });

    let members = table(&app, &admin, by_club("MEMBER")).await;
    assert_eq!(members["previousYear"], 2025);
    assert_eq!(members["keyDate"], "2026-12-31");
    assert!(members["takenAt"].is_string());
    assert_eq!(members["measures"], json!(["PEOPLE"]));
    assert_eq!(members["total"]["values"], json!([5]), "{members}");
    assert_eq!(members["total"]["previous"], json!([1]));
    assert_eq!(
        (
            members["total"]["male"].clone(),
            members["total"]["female"].clone()
        ),
        (json!(3), json!(2))
    );
    let liberec = row(&members, "Ski klub Liberec");
    assert_eq!(liberec["values"], json!([3]));
    assert_eq!(liberec["previous"], json!([1]));
    assert_eq!(liberec["changePercent"], json!(200.0));
    assert_eq!(liberec["code"], "LBSK");
    assert_eq!(row(&members, "Alpine Praha")["values"], json!([2]));
    assert_eq!(
        row(&members, "Alpine Praha")["changePercent"],
        Value::Null,
        "no figure before"
    );
    assert_eq!(
        members["rows"][0]["name"], "Ski klub Liberec",
        "the largest first"
    );
    assert_eq!(
        members["ages"],
        json!([
            { "age": 6, "male": 0, "female": 1 },
            { "age": 12, "male": 1, "female": 0 },
            { "age": 13, "male": 1, "female": 0 },
            { "age": 19, "male": 0, "female": 1 },
            { "age": 46, "male": 1, "female": 0 },
        ])
    );

    let total = |kind: &'static str, department: Option<i64>| {
        let app = &app;
        let admin = &admin;
        async move {
            table(
                app,
                admin,
                json!({ "year": 2026, "kind": kind, "departmentId": department, "by": "CLUB" }),
            )
            .await["total"]["values"][0]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(total("COMPETITOR", None).await, 3, "A, B and C once");
    assert_eq!(total("COMPETITOR_6_TO_19", None).await, 3, "6 and 19 count");
    assert_eq!(total("COMPETITOR_11_TO_16", None).await, 1, "A only");
    assert_eq!(total("COMPETITOR_PER_DEPARTMENT", Some(cc)).await, 3);
    assert_eq!(total("COMPETITOR_PER_DEPARTMENT", Some(al)).await, 1);
    assert_eq!(
        total("COMPETITOR_PER_DEPARTMENT", None).await,
        4,
        "C in both departments"
    );
    assert_eq!(total("COACH_PER_DEPARTMENT", Some(cc)).await, 1);
    assert_eq!(
        total("REFEREE_PER_DEPARTMENT", None).await,
        0,
        "the licence ended in 2025"
    );
    assert_eq!(total("INSTRUCTOR_PER_DEPARTMENT", None).await, 1);
    assert_eq!(
        total("INSTRUCTOR_PER_DEPARTMENT", Some(al)).await,
        1,
        "no department narrows instructors"
    );

    // By region.
    let regions = table(
        &app,
        &admin,
        json!({ "year": 2026, "kind": "MEMBER", "by": "REGION" }),
    )
    .await;
    assert_eq!(regions["rows"].as_array().unwrap().len(), 2);
    assert_eq!(regions["rows"][0]["id"], json!(f.region_a));
    assert_eq!(regions["rows"][0]["values"], json!([3]));

    // A member edited after the snapshot changes nothing until the next one.
    sqlx::query("update member set birth_date = '2000-01-01' where last_name = 'B'")
        .execute(&app.pool)
        .await
        .unwrap();
    assert_eq!(total("COMPETITOR_11_TO_16", None).await, 1);
    assert_eq!(
        table(&app, &admin, by_club("MEMBER")).await["ages"][0]["age"],
        6
    );

    // A season without a snapshot has no figures, and says so.
    let empty = table(
        &app,
        &admin,
        json!({ "year": 2027, "kind": "MEMBER", "by": "CLUB" }),
    )
    .await;
    assert_eq!(empty["takenAt"], Value::Null);
    assert_eq!(empty["rows"], json!([]));
    assert_eq!(empty["total"]["values"], json!([0]));
    let missing = gql(
        &app,
        &admin,
        STATISTICS,
        json!({ "input": { "year": 1999, "kind": "MEMBER", "by": "CLUB" } }),
    )
    .await;
    assert_eq!(code(&missing), Some("VALIDATION"), "{missing}");
}

/// Who asks, the clubs it reads, or the refusal.
type Expected<'a> = (Option<&'a str>, Option<&'a [&'a str]>, Option<&'a str>);

#[sqlx::test(migrations = "../../migrations")]
async fn every_identity_reads_the_figures_of_its_scope(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let f = app.fixture.clone();
    member(
        &app,
        "A",
        "MALE",
        "2010-01-01",
        &[(f.club_a, 2026)],
        &[(f.department_cc, "COACH", "2026-01-01", None)],
    )
    .await;
    member(
        &app,
        "B",
        "FEMALE",
        "2010-01-01",
        &[(f.club_b, 2026)],
        &[(f.department_al, "COACH", "2026-01-01", None)],
    )
    .await;
    take(&app, &admin, 2026).await;
    let members = json!({ "year": 2026, "kind": "MEMBER", "by": "CLUB" });
    let names = |table: &Value| -> Vec<String> {
        table["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| row["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let expected: [Expected<'_>; 7] = [
        (
            Some(accounts::ADMIN),
            Some(&["Alpine Praha", "Ski klub Liberec"]),
            None,
        ),
        (Some(accounts::AREA), Some(&["Ski klub Liberec"]), None),
        (Some(accounts::SECTION), Some(&["Ski klub Liberec"]), None),
        (Some(accounts::TEAM), Some(&["Ski klub Liberec"]), None),
        (Some(accounts::PERSON), None, Some("FORBIDDEN")),
        (Some(accounts::TIMEKEEPER), None, Some("FORBIDDEN")),
        (None, None, Some("UNAUTHENTICATED")),
    ];
    for (account, clubs, refusal) in expected {
        let cookies = match account {
            Some(email) => app.login(email).await,
            None => Cookies::default(),
        };
        let answer = gql(&app, &cookies, STATISTICS, json!({ "input": members })).await;
        match clubs {
            Some(clubs) => {
                let mut found = names(&ok(&answer)["statistics"]);
                found.sort();
                assert_eq!(found, clubs, "{account:?}");
            }
            None => assert_eq!(code(&answer), refusal, "{account:?}: {answer}"),
        }
        // Only Admin takes a snapshot.
        let take = gql(&app, &cookies, TAKE, json!({ "year": 2026 })).await;
        if account == Some(accounts::ADMIN) {
            ok(&take);
        } else {
            assert_eq!(
                code(&take),
                Some(if account.is_some() {
                    "FORBIDDEN"
                } else {
                    "UNAUTHENTICATED"
                }),
                "{account:?}"
            );
        }
    }
    // Section reads its own department's per-department figures, and no other's.
    let section = app.login(accounts::SECTION).await;
    let coaches = table(
        &app,
        &section,
        json!({ "year": 2026, "kind": "COACH_PER_DEPARTMENT", "by": "CLUB" }),
    )
    .await;
    assert_eq!(coaches["total"]["values"], json!([1]));
    let other = gql(&app, &section, STATISTICS, json!({ "input": { "year": 2026, "kind": "COACH_PER_DEPARTMENT", "departmentId": f.department_al, "by": "CLUB" } })).await;
    assert_eq!(code(&other), Some("FORBIDDEN"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn racing_events_held_in_the_season_are_counted(pool: PgPool) {
    let app = crate::racing_event::race_app(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    // Published, in January 2027: one event of club A with one race.
    crate::racing_event::open_event(&app, &admin, "Český pohár Bedřichov", "B").await;
    // Hidden: not held as far as the calendar knows.
    crate::racing_event::create(
        &app,
        &admin,
        crate::racing_event::event_input(&app, "Návrh", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await;
    take(&app, &admin, 2027).await;
    let events = table(
        &app,
        &admin,
        json!({ "year": 2027, "kind": "RACING_EVENT", "by": "CLUB" }),
    )
    .await;
    assert_eq!(
        events["measures"],
        json!(["EVENTS", "RACES", "ENTRIES", "STARTERS"])
    );
    assert_eq!(events["total"]["values"], json!([1, 1, 0, 0]), "{events}");
    assert_eq!(events["rows"][0]["name"], "Ski klub Liberec");
    assert_eq!(events["ages"], json!([]));
    let regions = table(
        &app,
        &admin,
        json!({ "year": 2027, "kind": "RACING_EVENT", "by": "REGION" }),
    )
    .await;
    assert_eq!(regions["rows"][0]["id"], json!(app.fixture.region_a));
}

/// The nightly run takes the open season's snapshot every night, the final one of a season
/// the first night after it ended, and never touches a final snapshot again.
#[sqlx::test(migrations = "../../migrations")]
async fn the_nightly_run_freezes_a_season_once_it_ended(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let f = app.fixture.clone();
    let day = |text: &str| chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap();
    member(&app, "A", "MALE", "2010-01-01", &[(f.club_a, 2026)], &[]).await;
    let members = json!({ "year": 2026, "kind": "MEMBER", "by": "CLUB" });

    let taken = stopa_app::statistics::nightly_statistics(&app.services, day("2026-12-30"))
        .await
        .unwrap();
    assert_eq!(
        taken,
        vec![2026, 2025],
        "the open season, and the final figures of the ended one (2027 has not begun)"
    );
    let open = table(&app, &admin, members.clone()).await;
    assert_eq!(
        (
            open["total"]["values"].clone(),
            open["finalSnapshot"].clone()
        ),
        (json!([1]), json!(false))
    );

    // A late payment on 31 December; the first night of 2027 freezes 2026 with it.
    member(&app, "B", "FEMALE", "2011-01-01", &[(f.club_a, 2026)], &[]).await;
    let taken = stopa_app::statistics::nightly_statistics(&app.services, day("2027-01-01"))
        .await
        .unwrap();
    assert_eq!(taken, vec![2027, 2026]);
    let frozen = table(&app, &admin, members.clone()).await;
    assert_eq!(
        (
            frozen["total"]["values"].clone(),
            frozen["finalSnapshot"].clone()
        ),
        (json!([2]), json!(true))
    );

    // Edits after the season's end do not reach its figures.
    member(&app, "C", "MALE", "2012-01-01", &[(f.club_a, 2026)], &[]).await;
    let taken = stopa_app::statistics::nightly_statistics(&app.services, day("2027-01-02"))
        .await
        .unwrap();
    assert_eq!(taken, vec![2027], "2026 is final");
    assert_eq!(
        table(&app, &admin, members).await["total"]["values"],
        json!([2])
    );
}

/// The workbook `stats/{name}.xlsx`: the page's numbers on sheets per breakdown, the
/// definition and the key date on a sheet of their own; only Admin, Area and Section under
/// their own prefix.
#[sqlx::test(migrations = "../../migrations")]
async fn the_workbook_holds_the_pages_numbers(pool: PgPool) {
    use calamine::{Data, Reader, Xlsx};

    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let f = app.fixture.clone();
    member(
        &app,
        "A",
        "MALE",
        "2012-05-05",
        &[(f.club_a, 2026)],
        &[(f.department_cc, "ATHLETE", "2026-01-01", None)],
    )
    .await;
    member(
        &app,
        "B",
        "FEMALE",
        "2012-05-05",
        &[(f.club_b, 2026)],
        &[(f.department_al, "ATHLETE", "2026-01-01", None)],
    )
    .await;
    take(&app, &admin, 2026).await;
    let page = table(
        &app,
        &admin,
        json!({ "year": 2026, "kind": "COMPETITOR_11_TO_16", "by": "CLUB" }),
    )
    .await;

    // 2025 has no snapshot here: no previous season's column of zeros.
    assert_eq!(page["previousYear"], Value::Null);

    let download = app
        .get(
            "/api/admin/export/stats/Competitor11To16.xlsx?year=2026",
            &admin,
        )
        .await;
    assert_eq!(download.status, 200, "{}", download.text());
    assert!(
        download.headers["content-disposition"]
            .to_str()
            .unwrap()
            .contains("statistika-Competitor11To16-2026.xlsx")
    );
    let mut workbook = Xlsx::new(std::io::Cursor::new(download.body.clone())).unwrap();
    assert_eq!(
        workbook.sheet_names(),
        ["Kluby", "Kraje", "Věk", "O statistice"]
    );
    let clubs = workbook.worksheet_range("Kluby").unwrap();
    let rows: Vec<Vec<Data>> = clubs.rows().map(<[Data]>::to_vec).collect();
    assert_eq!(
        rows[0][..5],
        [
            Data::String("Klub".into()),
            Data::String("Kód".into()),
            Data::String("Osoby".into()),
            Data::String("Muži".into()),
            Data::String("Ženy".into())
        ]
    );
    let total = rows.last().unwrap();
    assert_eq!(total[0], Data::String("Celkem".into()));
    assert_eq!(
        total[2],
        Data::Float(page["total"]["values"][0].as_f64().unwrap()),
        "the page's total"
    );
    assert_eq!(rows.len(), page["rows"].as_array().unwrap().len() + 2);
    let about = workbook.worksheet_range("O statistice").unwrap();
    let text: Vec<String> = about
        .rows()
        .map(|row| {
            row.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(": ")
        })
        .collect();
    assert!(
        text.contains(&"Rozhodný den: 31. 12. 2026".to_owned()),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|line| line.starts_with("Definice: Závodníci ve věku 11–16 let")),
        "{text:?}"
    );

    for (email, prefix, status) in [
        (accounts::AREA, "area", 200),
        (accounts::SECTION, "section", 200),
        (accounts::AREA, "admin", 403),
        (accounts::TEAM, "team", 403),
        (accounts::PERSON, "person", 403),
    ] {
        let cookies = app.login(email).await;
        let answer = app
            .get(
                &format!("/api/{prefix}/export/stats/Member.xlsx?year=2026"),
                &cookies,
            )
            .await;
        assert_eq!(answer.status, status, "{email} under {prefix}");
    }
    let anonymous = app
        .get(
            "/api/admin/export/stats/Member.xlsx?year=2026",
            &Cookies::default(),
        )
        .await;
    assert_eq!(anonymous.status, 401);
    assert_eq!(
        app.get("/api/admin/export/stats/Nothing.xlsx?year=2026", &admin)
            .await
            .status,
        404
    );
    // A missing or mistyped season is a Czech field error.
    for query in ["", "?year=dva", "?year=2026&departmentId=x"] {
        let answer = app
            .get(
                &format!("/api/admin/export/stats/Member.xlsx{query}"),
                &admin,
            )
            .await;
        assert_eq!(answer.status, 400, "{query}");
        assert!(
            answer.text().contains("Vyberte evidenční sezónu")
                || answer.text().contains("Neznámý úsek"),
            "{query}: {}",
            answer.text()
        );
    }
}
