//! Issue 11 item 3: no CSV export writes a cell that a spreadsheet would run as a formula.
//! Hostile names (as an import or an old record could bring them) go into every export, and
//! every cell of every answer is checked.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::TestApp;

/// Cells a spreadsheet runs: the formula starters and the control characters before them.
const HOSTILE: [&str; 6] = [
    "=HYPERLINK(\"http://zlo.example\",\"klikni\")",
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    "\tTabulátor",
    "\rNávrat",
];

fn cells(body: &[u8], cp1250: bool) -> Vec<String> {
    let text = if cp1250 {
        encoding_rs::WINDOWS_1250.decode(body).0.into_owned()
    } else {
        String::from_utf8(body.to_vec()).unwrap()
    };
    let text = text.trim_start_matches('\u{feff}').to_owned();
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b';')
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    reader
        .records()
        .flat_map(|record| {
            record
                .unwrap()
                .iter()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_export_escapes_cells_a_spreadsheet_would_run(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let fixture = app.fixture.clone();
    let [equals, plus, minus, at, tab, cr] = HOSTILE;
    sqlx::query(
        "update member set last_name = $1, first_name = $2, street = $3, municipality = $4 where member_id = $5",
    )
    .bind(equals)
    .bind(plus)
    .bind(tab)
    .bind(cr)
    .bind(fixture.jan_novak.member_id)
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "update club set name = $1, short_name = $2, street = $3, municipality = $4, ico = '25596641' where club_id = $5",
    )
    .bind(at)
    .bind(minus)
    .bind(tab)
    .bind(cr)
    .bind(fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
    let season: i64 = sqlx::query_scalar(
        "select evidence_season_id from evidence_season where valid_from <= current_date order by year desc limit 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query("insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on) values ($1, $2, $3, 50000, '2026-01-15')")
        .bind(fixture.jan_novak.member_id)
        .bind(fixture.club_a)
        .bind(season)
        .execute(&app.pool)
        .await
        .unwrap();
    let sport_season: i64 = sqlx::query_scalar("select season_id from season limit 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    sqlx::query("insert into racing_season (season_id, department_id, name, start_date, end_date) values ($1, $2, $3, '2026-11-01', '2027-04-30') on conflict (season_id, department_id) do update set name = excluded.name")
        .bind(sport_season)
        .bind(fixture.department_cc)
        .bind(equals)
        .execute(&app.pool)
        .await
        .unwrap();

    let admin = app.login(accounts::ADMIN).await;
    let section = app.login(accounts::SECTION).await;
    let today = stopa_domain::time::today();
    let exports = [
        (
            "/api/admin/export/members-all-csv".to_owned(),
            &admin,
            false,
        ),
        (
            format!(
                "/api/admin/export/members-general-meeting-csv?evidenceSeasonId={season}&meetingDate={today}"
            ),
            &admin,
            false,
        ),
        ("/api/admin/export/members-nsa-csv".to_owned(), &admin, true),
        ("/api/admin/export/clubs-all-csv".to_owned(), &admin, false),
        ("/api/admin/export/clubs-nsa-csv".to_owned(), &admin, true),
        (
            "/api/section/export/racing-seasons-csv".to_owned(),
            &section,
            false,
        ),
    ];
    for (path, cookies, cp1250) in exports {
        let response = app.get(&path, cookies).await;
        assert_eq!(response.status, 200, "{path}: {}", response.text());
        let cells = cells(&response.body, cp1250);
        let escaped: Vec<&String> = cells.iter().filter(|cell| cell.starts_with('\'')).collect();
        assert!(
            !escaped.is_empty(),
            "{path}: the hostile values are in the export"
        );
        for cell in &cells {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "{path}: {cell:?} would run as a formula"
            );
        }
    }
}
