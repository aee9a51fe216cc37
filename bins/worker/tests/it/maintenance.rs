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
