//! A member-import preview tells no more than the uploader may read (issue 24): a birth number
//! of somebody outside the club is answered by its owner's club or archive only when the
//! file's name and birth date are the register's; otherwise only "it belongs to somebody
//! else, ask the office". Previews are limited per hour (but Admin's), and a file wider than
//! the import needs is refused before it is read.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::Value;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::TestApp;

use crate::member_import::{NSA_V3, cp1250, nsa_row, rows_of, upload_file};

fn file(rows: &[String]) -> Vec<u8> {
    let mut text = format!("{NSA_V3}\r\n");
    for row in rows {
        text.push_str(row);
        text.push_str("\r\n");
    }
    cp1250(&text)
}

fn bare(first: &str, last: &str, number: &str) -> String {
    nsa_row([first, last, number, "CZE", "", "", "", "", "", "", ""])
}

fn code(answer: &Value) -> Option<&str> {
    answer["errors"][0]["extensions"]["code"].as_str()
}

async fn club_b_name(app: &TestApp) -> String {
    sqlx::query_scalar("select name from club where club_id = $1")
        .bind(app.fixture.club_b)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_preview_tells_nothing_of_a_birth_number_under_another_name(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM).await;
    let rows = [
        // Made-up names with the birth numbers of another club's member and of a member
        // without a club.
        bare("Karel", "Vymyšlený", "0503010002"),
        bare("Josef", "Cizí", "9901301113"),
        // The other club's member as the register knows him.
        bare("Petr", "Dvořák", "0503010002"),
    ];
    let answer = upload_file(&app, &team, app.fixture.club_a, None, "c.csv", &file(&rows)).await;
    let id = answer["data"]["uploadMemberImport"]["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("{answer}"));
    let rows = rows_of(&app, &team, id).await;
    let club_b = club_b_name(&app).await;
    for row in &rows {
        let text = row.to_string();
        assert!(!text.contains(&club_b), "no word of the other club: {text}");
    }
    let outcome = |line: i64| {
        let row = rows.iter().find(|row| row["line"] == line).unwrap();
        (
            row["outcome"].as_str().unwrap().to_owned(),
            row["detail"].as_str().unwrap_or_default().to_owned(),
        )
    };
    for line in [2, 3] {
        let (predicted, detail) = outcome(line);
        assert_eq!(predicted, "SKIPPED_PERSONAL_ID_MISSING", "line {line}");
        assert!(detail.contains("jiná osoba"), "line {line}: {detail}");
        assert!(
            detail.contains("evidence@stopa.test"),
            "line {line}: {detail}"
        );
    }
    assert_eq!(outcome(4).0, "SKIPPED_ALREADY_MEMBER_OTHER_CLUB");
}

/// Records `previews` uploads of `rows` rows each by the account in the last hour, as the
/// upload's audit entries do.
async fn earlier_previews(app: &TestApp, email: &str, previews: i64, rows: i64) {
    sqlx::query(
        "insert into audit_log (account_id, action, entity, entity_id, detail)
         select account_id, 'upload', 'member_import', null, jsonb_build_object('rows', $3::bigint)
         from account, generate_series(1, $2::bigint)
         where email = $1",
    )
    .bind(email)
    .bind(previews)
    .bind(rows)
    .execute(&app.pool)
    .await
    .unwrap();
}

#[sqlx::test(migrations = "../../migrations")]
async fn previews_are_limited_per_hour_but_admins(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM).await;
    let admin = app.login(accounts::ADMIN).await;
    let one = file(&[bare("Nový", "Člen", "0552030116")]);
    let club = app.fixture.club_a;
    let accepted = upload_file(&app, &team, club, None, "c.csv", &one).await;
    assert!(accepted["errors"].is_null(), "{accepted}");

    // Rows: 4,999 more previewed rows this hour, and a file of two is one row too many.
    earlier_previews(&app, accounts::TEAM, 1, 4_999).await;
    let two = file(&[
        bare("Nový", "Člen", "0552030116"),
        bare("Druhý", "Člen", "0201010007"),
    ]);
    let refused = upload_file(&app, &team, club, None, "c.csv", &two).await;
    assert_eq!(code(&refused), Some("TOO_MANY_ATTEMPTS"), "{refused}");
    assert!(
        refused["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("za hodinu"),
        "{refused}"
    );

    // Files: 20 previews an hour.
    earlier_previews(&app, accounts::TEAM, 18, 0).await;
    let refused = upload_file(&app, &team, club, None, "c.csv", &one).await;
    assert_eq!(code(&refused), Some("TOO_MANY_ATTEMPTS"), "{refused}");

    // Admin reads the whole register anyway.
    earlier_previews(&app, accounts::ADMIN, 50, 100_000).await;
    let accepted = upload_file(&app, &admin, club, None, "c.csv", &one).await;
    assert!(accepted["errors"].is_null(), "{accepted}");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_file_wider_than_the_import_needs_is_refused(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM).await;
    let header: Vec<String> = (1..=61).map(|column| format!("S{column}")).collect();
    let text = format!("{}\r\n{}\r\n", header.join(";"), vec!["x"; 61].join(";"));
    let answer = upload_file(
        &app,
        &team,
        app.fixture.club_a,
        None,
        "siroky.csv",
        text.as_bytes(),
    )
    .await;
    assert_eq!(code(&answer), Some("TOO_MANY_COLUMNS"), "{answer}");
}
