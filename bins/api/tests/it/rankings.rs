//! Rankings of a department (issue 30): each rule on a result set checked by hand, the
//! recomputation by the worker when a result race is published or hidden, the categories, who
//! manages and who reads (every identity type), the workbook and the ranking documents.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, start_worker, upload};

use crate::results::{STATUS, published_event};

const CREATE: &str = "mutation C($department: Int!, $season: Int!, $input: RankingInput!) { \
    createRanking(departmentId: $department, season: $season, input: $input) { id name rule rating } }";
const UPDATE: &str =
    "mutation U($id: Int!, $input: RankingInput!) { updateRanking(id: $id, input: $input) { id } }";
const PUBLISH: &str = "mutation P($id: Int!, $published: Boolean!) { setRankingPublished(id: $id, published: $published) { id published } }";
const DELETE: &str = "mutation D($id: Int!) { deleteRanking(id: $id) }";
const PAGE: &str = "query R($department: Int!, $season: Int) { rankings(departmentId: $department, season: $season) { \
    season seasonLabel canManage seasons { season label } rankings { id name published computedAt athleteCount definition source } \
    documents { id title published url } } }";
const STANDINGS: &str = "query S($id: Int!, $category: RankingCategory!, $sex: Sex!) { \
    rankingStandings(rankingId: $id, category: $category, sex: $sex) { total downloadUrl \
    rows { position memberId name points resultCount countedCount } } }";
const UPLOAD: &str = "mutation UploadRankingDocument($department: Int!, $season: Int!, $file: Upload!) { \
    uploadRankingDocument(departmentId: $department, season: $season, title: \"Listina bodů\", file: $file) { id published url } }";
const DOCUMENT_PUBLISH: &str = "mutation DP($id: Int!) { setRankingDocumentPublished(id: $id, published: true) { id published } }";

/// A member of club A born on 3 March of `year`.
async fn athlete(app: &TestApp, last: &str, sex: &str, year: i32) -> i64 {
    sqlx::query_scalar(
        "with m as (insert into member (first_name, last_name, sex, birth_date) \
                    values ('Test', $1, $2, make_date($3, 3, 3)) returning member_id), \
              s as (insert into membership (member_id, club_id, valid_from) \
                    select member_id, $4, '2020-01-01' from m) \
         select member_id from m",
    )
    .bind(last)
    .bind(sex)
    .bind(year)
    .bind(app.fixture.club_a)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// A result row: the member, the rank, the FIS points and the time in ms.
type Row = (Option<i64>, Option<i32>, Option<i32>, Option<i32>);

/// A CHECKED result race of `event` on `day` with rows (member, rank, FIS points, time in ms);
/// a row without a member is an athlete nobody paired.
async fn race(
    app: &TestApp,
    event: i64,
    key: &str,
    (day, f_value, penalty): (&str, Option<i32>, Option<i32>),
    rows: &[Row],
) -> i64 {
    let race_id: i64 = sqlx::query_scalar(
        "insert into result_race (racing_event_id, source_key, name, sector, discipline, race_date, \
             category, f_value, penalty, status, row_count) \
         values ($1, $2, $2, 'CC', 'SP', $3::date, 'FIS', $4, $5, 'CHECKED', $6) returning result_race_id",
    )
    .bind(event)
    .bind(key)
    .bind(day)
    .bind(f_value)
    .bind(penalty)
    .bind(i32::try_from(rows.len()).unwrap())
    .fetch_one(&app.pool)
    .await
    .unwrap();
    for (ordinal, (member, rank, points, time)) in rows.iter().enumerate() {
        sqlx::query(
            "insert into result_row (result_race_id, ordinal, rank, last_name, first_name, status, \
                 fis_points, total_time_ms, member_id, pairing) \
             values ($1, $2, $3, 'Row', 'Test', case when $3 is null then 'DNF' else 'QLF' end, $4, $5, \
                 $6, case when $6 is null then null else 'MANUAL' end)",
        )
        .bind(race_id)
        .bind(i32::try_from(ordinal + 1).unwrap())
        .bind(rank)
        .bind(points)
        .bind(time)
        .bind(member)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    race_id
}

/// Waits until no ranking job is left to run.
async fn settled(app: &TestApp) {
    for _ in 0..400 {
        let (open, failed): (i64, i64) = sqlx::query_as(
            "select count(*) filter (where status not in ('COMPLETED', 'FAILED')), \
                    count(*) filter (where status = 'FAILED') \
             from job where kind = 'ranking_recompute'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!(failed, 0, "a ranking job failed");
        if open == 0 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the ranking jobs did not finish");
}

async fn status(app: &TestApp, cookies: &Cookies, race: i64, to: &str) {
    ok(&gql(app, cookies, STATUS, json!({ "id": race, "status": to })).await);
    settled(app).await;
}

async fn standings(app: &TestApp, cookies: &Cookies, id: i64, category: &str, sex: &str) -> Value {
    let answer = gql(
        app,
        cookies,
        STANDINGS,
        json!({ "id": id, "category": category, "sex": sex }),
    )
    .await;
    ok(&answer)["rankingStandings"].clone()
}

/// The lines as (member, position, points text, results, counted).
fn lines(standings: &Value) -> Vec<(i64, i64, String, i64, i64)> {
    standings["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["memberId"].as_i64().unwrap(),
                row["position"].as_i64().unwrap(),
                row["points"].as_str().unwrap().to_owned(),
                row["resultCount"].as_i64().unwrap(),
                row["countedCount"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn create(app: &TestApp, cookies: &Cookies, department: i64, input: Value) -> Value {
    gql(
        app,
        cookies,
        CREATE,
        json!({ "department": department, "season": 2026, "input": input }),
    )
    .await
}

#[sqlx::test(migrations = "../../migrations")]
async fn rankings_follow_their_rules_and_the_published_races(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let section = app.login(accounts::SECTION).await;
    let cc = app.fixture.department_cc;
    // An event of 18 January 2026: the season 2025/26 (2026).
    let event = published_event(&app, &admin).await;
    let ann = athlete(&app, "Adamcová", "FEMALE", 2010).await;
    let bara = athlete(&app, "Benešová", "FEMALE", 2009).await;
    let cyril = athlete(&app, "Cibulka", "MALE", 1990).await;
    let dana = athlete(&app, "Dvořáková", "FEMALE", 1990).await;
    let eva = athlete(&app, "Exnerová", "FEMALE", 1995).await;
    // Race 1 gives FIS points; race 2 gives times (F 1000.00 stored in hundredths, penalty
    // 20.00, the winner 100 s).
    let first = race(
        &app,
        event,
        "R1",
        ("2026-01-18", None, None),
        &[
            (Some(ann), Some(1), Some(2500), None),
            (Some(bara), Some(2), Some(4000), None),
            (Some(dana), Some(3), Some(5000), None),
            (None, Some(4), Some(6000), None),
            (Some(eva), None, None, None),
            (Some(cyril), Some(1), Some(1000), None),
            // Paired twice by mistake: counts once, with the better rank.
            (Some(cyril), Some(7), Some(9000), None),
        ],
    )
    .await;
    let second = race(
        &app,
        event,
        "R2",
        ("2026-01-19", Some(100_000), Some(2000)),
        &[
            (Some(bara), Some(1), None, Some(100_000)),
            (Some(ann), Some(2), None, Some(101_000)),
            (Some(dana), Some(2), None, Some(101_000)),
        ],
    )
    .await;
    // A race of the season before (2025/26 ends 30 June 2026; this is 2024/25).
    let old = race(
        &app,
        event,
        "R0",
        ("2025-03-01", None, None),
        &[(Some(dana), Some(1), Some(100), None)],
    )
    .await;

    let cup = create(
        &app,
        &section,
        cc,
        json!({ "name": "Český pohár", "rule": "CUP_POINTS" }),
    )
    .await;
    let cup = ok(&cup)["createRanking"].clone();
    assert_eq!(cup["rating"], "POSITIVE");
    let cup = cup["id"].as_i64().unwrap();
    let fis = create(
        &app,
        &section,
        cc,
        json!({ "name": "FIS body", "rule": "FIS_POINTS", "raceCategories": ["fis"] }),
    )
    .await;
    let fis = ok(&fis)["createRanking"]["id"].as_i64().unwrap();
    settled(&app).await;
    assert!(
        lines(&standings(&app, &section, cup, "ALL", "FEMALE").await).is_empty(),
        "nothing published yet"
    );

    for race_id in [first, second, old] {
        status(&app, &admin, race_id, "PUBLISHED").await;
    }
    // Cup points: Ann 100 + 80, Bára 80 + 100, Dana 60 + 80; Eva did not finish; the row of
    // nobody counts for nobody; equal points share the first place, by name.
    assert_eq!(
        lines(&standings(&app, &section, cup, "ALL", "FEMALE").await),
        vec![
            (ann, 1, "180".into(), 2, 2),
            (bara, 1, "180".into(), 2, 2),
            (dana, 3, "140".into(), 2, 2),
        ]
    );
    assert_eq!(
        lines(&standings(&app, &section, cup, "ALL", "MALE").await),
        vec![(cyril, 1, "100".into(), 1, 1)],
        "men stand apart"
    );
    // Age in 2026: Ann 16, Bára 17 (U18); Dana 36 (adults).
    assert_eq!(
        lines(&standings(&app, &section, cup, "U18", "FEMALE").await)
            .iter()
            .map(|line| (line.0, line.1))
            .collect::<Vec<_>>(),
        vec![(ann, 1), (bara, 1)]
    );
    assert_eq!(
        lines(&standings(&app, &section, cup, "ADULT", "FEMALE").await)
            .iter()
            .map(|line| (line.0, line.1))
            .collect::<Vec<_>>(),
        vec![(dana, 1)]
    );
    // FIS points: race 2 from times — Bára 0 + 20.00, Ann and Dana 1 % × 1000 = 10.00 + 20.00.
    // The average of the best two: Ann (25.00 + 30.00) / 2, Bára (20.00 + 40.00) / 2, Dana
    // (30.00 + 50.00) / 2; the race of 2024/25 counts for no one.
    assert_eq!(
        lines(&standings(&app, &section, fis, "ALL", "FEMALE").await),
        vec![
            (ann, 1, "27,50".into(), 2, 2),
            (bara, 2, "30,00".into(), 2, 2),
            (dana, 3, "40,00".into(), 2, 2),
        ]
    );

    // Race 2 hidden: the worker computes both rankings again.
    status(&app, &admin, second, "HIDDEN").await;
    assert_eq!(
        lines(&standings(&app, &section, cup, "ALL", "FEMALE").await),
        vec![
            (ann, 1, "100".into(), 1, 1),
            (bara, 2, "80".into(), 1, 1),
            (dana, 3, "60".into(), 1, 1),
        ]
    );
    // One result: its points raised by a fifth.
    assert_eq!(
        lines(&standings(&app, &section, fis, "ALL", "FEMALE").await),
        vec![
            (ann, 1, "30,00".into(), 1, 1),
            (bara, 2, "48,00".into(), 1, 1),
            (dana, 3, "60,00".into(), 1, 1),
        ]
    );

    // A pair undone in a published race: Dana's only counted race is gone.
    ok(&gql(
        &app,
        &admin,
        "mutation X($race: Int!, $ordinal: Int!) { unpairResultRow(resultRaceId: $race, ordinal: $ordinal) }",
        json!({ "race": first, "ordinal": 3 }),
    )
    .await);
    settled(&app).await;
    assert_eq!(
        lines(&standings(&app, &section, cup, "ALL", "FEMALE").await),
        vec![(ann, 1, "100".into(), 1, 1), (bara, 2, "80".into(), 1, 1)]
    );

    // The best one race only, and a category of races the results do not have.
    ok(&gql(
        &app,
        &section,
        UPDATE,
        json!({ "id": cup, "input": { "name": "Český pohár", "rule": "CUP_POINTS", "bestResults": 1, "raceCategories": ["NC"] } }),
    )
    .await);
    settled(&app).await;
    assert!(lines(&standings(&app, &section, cup, "ALL", "FEMALE").await).is_empty());
    let page = ok(&gql(
        &app,
        &section,
        PAGE,
        json!({ "department": cc, "season": 2026 }),
    )
    .await)["rankings"]
        .clone();
    assert_eq!(page["canManage"], true);
    assert_eq!(page["seasonLabel"], "2025/26");
    assert_eq!(
        page["rankings"][0]["name"], "Český pohár",
        "Czech order: Č before F"
    );
    assert_eq!(
        page["rankings"][0]["definition"],
        "Součet pohárových bodů za umístění v závodech (1. místo 100 bodů, 2. místo 80, 3. místo 60 \
         … 30. místo 1 bod). Započítává se nejlepší výsledek. Počítají se zveřejněné výsledky závodů \
         úseku v sezóně 2025/26, kategorie závodů FIS: NC."
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn rankings_are_managed_by_their_department_and_read_by_everybody_once_published(
    pool: PgPool,
) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let section = app.login(accounts::SECTION).await;
    let cc = app.fixture.department_cc;
    let al = app.fixture.department_al;

    // Who may create a ranking of cross-country: Admin and its Section staff.
    let input = json!({ "name": "Pohár", "rule": "CUP_POINTS" });
    let mut created = Vec::new();
    for (account, expected) in [
        (None, Some("UNAUTHENTICATED")),
        (Some(accounts::PERSON), Some("FORBIDDEN")),
        (Some(accounts::TIMEKEEPER), Some("FORBIDDEN")),
        (Some(accounts::TEAM), Some("FORBIDDEN")),
        (Some(accounts::AREA), Some("FORBIDDEN")),
        (Some(accounts::SECTION), None),
        (Some(accounts::ADMIN), None),
    ] {
        let cookies = match account {
            Some(account) => app.login(account).await,
            None => Cookies::default(),
        };
        let name = format!("Pohár {}", account.unwrap_or("veřejnost"));
        let answer = create(
            &app,
            &cookies,
            cc,
            json!({ "name": name, "rule": "CUP_POINTS" }),
        )
        .await;
        assert_eq!(code(&answer), expected, "{account:?}: {answer}");
        if expected.is_none() {
            created.push(ok(&answer)["createRanking"]["id"].as_i64().unwrap());
        }
    }
    // Another department's Section staff are refused; the name is unique in any case.
    assert_eq!(
        code(&create(&app, &section, al, input.clone()).await),
        Some("FORBIDDEN")
    );
    let taken = create(
        &app,
        &admin,
        cc,
        json!({ "name": "pohár section@test.cz", "rule": "CUP_POINTS" }),
    )
    .await;
    assert_eq!(code(&taken), Some("CONFLICT"), "{taken}");
    let bad = create(
        &app,
        &admin,
        cc,
        json!({ "name": "", "rule": "CUP_POINTS", "bestResults": 0 }),
    )
    .await;
    assert_eq!(code(&bad), Some("VALIDATION"), "{bad}");
    let far = gql(
        &app,
        &admin,
        CREATE,
        json!({ "department": cc, "season": 2100, "input": input }),
    )
    .await;
    assert_eq!(code(&far), Some("VALIDATION"), "{far}");
    settled(&app).await;

    let hidden = created[0];
    let shown = created[1];
    ok(&gql(
        &app,
        &section,
        PUBLISH,
        json!({ "id": shown, "published": true }),
    )
    .await);
    // A document uploaded hidden, published after.
    let operations = json!({
        "query": UPLOAD,
        "variables": { "department": cc, "season": 2026, "file": null }
    });
    let refused = upload(
        &app,
        &section,
        "UploadRankingDocument",
        &operations,
        "listina.exe",
        b"MZ\x90\x00",
    )
    .await;
    assert_eq!(
        code(&refused.json()),
        Some("VALIDATION"),
        "{}",
        refused.json()
    );
    let uploaded = upload(
        &app,
        &section,
        "UploadRankingDocument",
        &operations,
        "listina.pdf",
        b"%PDF-1.4\n%%EOF\n",
    )
    .await
    .json();
    let document = ok(&uploaded)["uploadRankingDocument"].clone();
    let document_url = document["url"].as_str().unwrap().to_owned();
    let hidden_document = document_url.clone();

    // What each identity reads of the season: the hidden only for managers.
    for (account, manages) in [
        (None, false),
        (Some(accounts::PERSON), false),
        (Some(accounts::TIMEKEEPER), false),
        (Some(accounts::TEAM), false),
        (Some(accounts::AREA), false),
        (Some(accounts::SECTION), true),
        (Some(accounts::ADMIN), true),
    ] {
        let cookies = match account {
            Some(account) => app.login(account).await,
            None => Cookies::default(),
        };
        let page = gql(
            &app,
            &cookies,
            PAGE,
            json!({ "department": cc, "season": 2026 }),
        )
        .await;
        let page = ok(&page)["rankings"].clone();
        assert_eq!(page["canManage"], manages, "{account:?}");
        let ids: Vec<i64> = page["rankings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|ranking| ranking["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids.contains(&hidden), manages, "{account:?}: {ids:?}");
        assert!(ids.contains(&shown), "{account:?}");
        assert_eq!(
            page["documents"].as_array().unwrap().len(),
            usize::from(manages),
            "{account:?}"
        );
        let standings = gql(
            &app,
            &cookies,
            STANDINGS,
            json!({ "id": hidden, "category": "ALL", "sex": "MALE" }),
        )
        .await;
        assert_eq!(
            code(&standings),
            if manages { None } else { Some("NOT_FOUND") },
            "{account:?}"
        );
        let download = app
            .get(
                &format!("/api/public/export/ranking/{hidden}-all-male.xlsx"),
                &cookies,
            )
            .await;
        assert_eq!(
            download.status,
            if manages { 200 } else { 404 },
            "{account:?}"
        );
        let file = app.get(&hidden_document, &cookies).await;
        assert_eq!(file.status, if manages { 200 } else { 404 }, "{account:?}");
        // Changing a published ranking is refused plainly; a hidden one does not exist.
        let change = gql(
            &app,
            &cookies,
            PUBLISH,
            json!({ "id": shown, "published": false }),
        )
        .await;
        if manages {
            ok(&gql(
                &app,
                &cookies,
                PUBLISH,
                json!({ "id": shown, "published": true }),
            )
            .await);
        } else {
            assert_eq!(
                code(&change),
                Some(if account.is_none() {
                    "UNAUTHENTICATED"
                } else {
                    "FORBIDDEN"
                }),
                "{account:?}"
            );
            let change = gql(&app, &cookies, DELETE, json!({ "id": hidden })).await;
            assert_eq!(code(&change), Some("NOT_FOUND"), "{account:?}");
        }
    }
    let public = Cookies::default();
    let xlsx = app
        .get(
            &format!("/api/public/export/ranking/{shown}-all-male.xlsx"),
            &public,
        )
        .await;
    assert_eq!(xlsx.status, 200);
    assert!(xlsx.body.starts_with(b"PK"));
    for bad in [
        "x-all-male.xlsx",
        "1-all.xlsx",
        "1-all-male-x.xlsx",
        "1-u99-male.xlsx",
    ] {
        let answer = app
            .get(&format!("/api/public/export/ranking/{bad}"), &public)
            .await;
        assert_eq!(answer.status, 404, "{bad}");
    }
    ok(&gql(
        &app,
        &section,
        DOCUMENT_PUBLISH,
        json!({ "id": document["id"] }),
    )
    .await);
    let file = app.get(&document_url, &public).await;
    assert_eq!(file.status, 200);
    assert_eq!(file.body, b"%PDF-1.4\n%%EOF\n");
    // The sitemap lists the department's public rankings page, and no other department's.
    let pages = app.get("/sitemaps/stranky.xml", &public).await.text();
    assert!(
        pages.contains(&format!("/zebricky-a-listiny-bodu/{cc}</loc>")),
        "{pages}"
    );
    assert!(!pages.contains(&format!("/zebricky-a-listiny-bodu/{al}</loc>")));
    ok(&gql(&app, &admin, DELETE, json!({ "id": hidden })).await);
    let audit: i64 = sqlx::query_scalar("select count(*) from audit_log where entity = 'ranking'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(audit >= 5, "every change is audited: {audit}");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_points_list_ranking_takes_the_newest_list_of_the_sector(pool: PgPool) {
    const LIST: &[u8] =
        include_bytes!("../../../../libs/formats/testdata/fis/FAL_2025413_CZE_only.csv");
    const UPLOAD_LIST: &str = "mutation UploadFisPointsList($file: Upload!) { uploadFisPointsList(file: $file) { newList } }";
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let al = app.fixture.department_al;
    let season = stopa_domain::ranking::season_of(stopa_domain::time::today());
    let mut members = Vec::new();
    for (last, sex, code) in [
        ("Balejová", "FEMALE", "156143"),
        ("Balšínková", "FEMALE", "156057"),
        ("Babor", "MALE", "151553"),
    ] {
        let id = athlete(&app, last, sex, 2005).await;
        sqlx::query("update member set fis_code = $2 where member_id = $1")
            .bind(id)
            .bind(code)
            .execute(&app.pool)
            .await
            .unwrap();
        members.push(id);
    }
    let create_list = |name: &str, discipline: Option<&str>| {
        json!({ "department": al, "season": season,
                "input": { "name": name, "rule": "FIS_LIST", "discipline": discipline } })
    };
    let best = ok(&gql(&app, &admin, CREATE, create_list("Listina FIS", None)).await)
        ["createRanking"]["id"]
        .as_i64()
        .unwrap();
    settled(&app).await;
    assert!(lines(&standings(&app, &admin, best, "ALL", "FEMALE").await).is_empty());
    // The list uploaded: the worker computes the sector's rankings.
    let operations = json!({ "query": UPLOAD_LIST, "variables": { "file": null } });
    let loaded = upload(
        &app,
        &admin,
        "UploadFisPointsList",
        &operations,
        "FAL_2025413_CZE_only.csv",
        LIST,
    )
    .await
    .json();
    assert_eq!(ok(&loaded)["uploadFisPointsList"]["newList"], true);
    settled(&app).await;
    // The best discipline of each: Balejová SL 143.58, Balšínková SL 165.14, Babor SL 155.34.
    assert_eq!(
        lines(&standings(&app, &admin, best, "ALL", "FEMALE").await),
        vec![
            (members[0], 1, "143,58".into(), 1, 1),
            (members[1], 2, "165,14".into(), 1, 1),
        ]
    );
    let giant = ok(&gql(&app, &admin, CREATE, create_list("Obří slalom", Some("gs"))).await)
        ["createRanking"]["id"]
        .as_i64()
        .unwrap();
    settled(&app).await;
    assert_eq!(
        lines(&standings(&app, &admin, giant, "ALL", "FEMALE").await),
        vec![
            (members[0], 1, "153,96".into(), 1, 1),
            (members[1], 2, "224,84".into(), 1, 1),
        ]
    );
    assert_eq!(
        lines(&standings(&app, &admin, best, "ALL", "MALE").await),
        vec![(members[2], 1, "155,34".into(), 1, 1)]
    );
    let page = ok(&gql(
        &app,
        &admin,
        PAGE,
        json!({ "department": al, "season": season }),
    )
    .await)["rankings"]
        .clone();
    assert!(
        page["rankings"]
            .as_array()
            .unwrap()
            .iter()
            .all(|ranking| ranking["computedAt"].is_string()
                && ranking["source"] == "22nd FIS points list 2024/25"),
        "{page}"
    );
}
