//! The worker's periodic purge of expired authentication rows.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use sqlx::PgPool;

#[sqlx::test(migrations = "../../migrations")]
async fn purge_removes_only_what_expired_a_day_ago(pool: PgPool) {
    let account: i64 = sqlx::query_scalar(
        "insert into account (email, first_name, last_name) values ('a@test.cz', 'A', 'B') returning account_id",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    for (hash, expires) in [
        ("old", "now() - interval '2 days'"),
        ("fresh", "now() - interval '1 hour'"),
        ("live", "now() + interval '1 hour'"),
    ] {
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "insert into session (token_hash, account_id, expires_at) values ('{hash}'::bytea, $1, {expires})"
        )))
        .bind(account)
        .execute(&pool)
        .await
        .unwrap();
    }
    sqlx::query("insert into login_failure (email, client_address, created_at) values ('a@test.cz', 'x', now() - interval '2 days'), ('a@test.cz', 'x', now())")
        .execute(&pool)
        .await
        .unwrap();

    let purged = stopa_db::session::purge_expired(&pool).await.unwrap();
    assert_eq!(
        (purged.sessions, purged.login_failures, purged.reset_tokens),
        (1, 1, 0)
    );
    let left: i64 = sqlx::query_scalar("select count(*) from session")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(left, 2);
    let again = stopa_db::session::purge_expired(&pool).await.unwrap();
    assert_eq!(
        (again.sessions, again.login_failures),
        (0, 0),
        "running twice is harmless"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn finished_jobs_go_after_their_retention_and_their_imports_stay(pool: PgPool) {
    let fixture = stopa_testkit::seed_fixture(&pool).await;
    let mut jobs = Vec::new();
    for (status, finished) in [
        ("COMPLETED", Some("now() - interval '40 days'")),
        ("FAILED", Some("now() - interval '40 days'")),
        ("COMPLETED", Some("now() - interval '1 day'")),
        ("RUNNING", None),
    ] {
        let finished = finished.unwrap_or("null");
        let id: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "insert into job (kind, status, finished_at, created_at)
             values ('send_email', '{status}', {finished}, now() - interval '41 days')
             returning job_id"
        )))
        .fetch_one(&pool)
        .await
        .unwrap();
        jobs.push(id);
    }
    let import_id: i64 = sqlx::query_scalar(
        "insert into member_import (club_id, file_name, file_kind, layout, mapping, header,
                                    state, total_rows, job_id)
         values ($1, 'c.csv', 'CSV', 'STOPA', '[]', '[]', 'COMPLETED', 1, $2)
         returning member_import_id",
    )
    .bind(fixture.club_a)
    .bind(jobs[0])
    .fetch_one(&pool)
    .await
    .unwrap();

    let purged = stopa_db::job::purge_finished(&pool, stopa_worker::JOB_RETENTION_DAYS)
        .await
        .unwrap();
    assert_eq!(purged, 2);
    let left: Vec<i64> = sqlx::query_scalar("select job_id from job order by job_id")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(left, jobs[2..]);
    let (state, job): (String, Option<i64>) =
        sqlx::query_as("select state, job_id from member_import where member_import_id = $1")
            .bind(import_id)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!((state.as_str(), job), ("COMPLETED", None));
}
