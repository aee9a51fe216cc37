//! `stopa-admin backup` and `restore` as an operator runs them: a backup of a register with
//! members, clubs, photos and an audit log, restored into a fresh database, holds the same.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::process::Output;

use sqlx::PgPool;
use stopa_testkit::cli::{admin_command, server_url};

/// `stopa-admin` against `database_url`, as it ends (a refusal is a result here too).
fn admin(database_url: &str, args: &[&str]) -> Output {
    admin_command(database_url, args)
        .output()
        .expect("stopa-admin runs")
}

/// What must survive: every member, club and audit entry as rows of text.
async fn register(pool: &PgPool) -> Vec<String> {
    sqlx::query_scalar(
        "select 'member ' || m.member_id || ' ' || m.last_name || ' ' || coalesce(m.birth_number, '')
         from member m
         union all select 'club ' || club_id || ' ' || name from club
         union all select 'audit ' || audit_log_id || ' ' || action || ' ' || entity || ' ' || detail::text from audit_log
         union all select 'photo ' || member_id || ' ' || md5(content) from member_photo
         order by 1",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_backup_restored_into_a_fresh_database_holds_the_same_register(pool: PgPool) {
    let fixture = stopa_testkit::seed_fixture(&pool).await;
    sqlx::query("insert into audit_log (action, entity, entity_id, detail) values ('update', 'member', $1, '{\"after\": {\"lastName\": \"Nováková\"}}')")
        .bind(fixture.jan_novak.member_id)
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("insert into member_photo (member_id, content_type, content) values ($1, 'image/png', '\\x89504e47'::bytea)")
        .bind(fixture.jan_novak.member_id)
        .execute(&pool)
        .await
        .unwrap();
    let source = format!(
        "{}/{}",
        server_url(),
        pool.connect_options().get_database().unwrap()
    );
    let folder = tempfile::tempdir().unwrap();
    let backup = admin(
        &source,
        &["backup", "--to", folder.path().to_str().unwrap()],
    );
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    let made: Vec<_> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(made.len(), 1);
    assert!(made[0].join("database.dump").is_file());
    assert!(made[0].join("manifest.json").is_file());

    // PostgreSQL cuts names at 63 bytes; the test database's own name is near that already.
    let target_name = format!("stopa_obnova_{}", std::process::id());
    let target = format!("{}/{target_name}", server_url());
    let restored = admin(&target, &["restore", "--from", made[0].to_str().unwrap()]);
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    assert!(String::from_utf8_lossy(&restored.stderr).contains("je obnovena"));

    let copy = PgPool::connect(&target).await.unwrap();
    let expected = register(&pool).await;
    assert!(expected.len() >= 10, "{expected:?}");
    assert_eq!(register(&copy).await, expected);

    // A second restore into the now filled database is refused and changes nothing.
    let again = admin(&target, &["restore", "--from", made[0].to_str().unwrap()]);
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("není prázdná"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert_eq!(register(&copy).await, expected);
    copy.close().await;
    let server = PgPool::connect(&format!("{}/postgres", server_url()))
        .await
        .unwrap();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "drop database if exists \"{target_name}\" with (force)"
    )))
    .execute(&server)
    .await
    .unwrap();
}
