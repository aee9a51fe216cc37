//! Counted requests: what anybody may ask for (a password renewal) is allowed a number of
//! times per key (a client address, an e-mail's hash) within a window, counted in PostgreSQL
//! so that the limit holds across every api process.

use sqlx::PgConnection;

use crate::DbResult;

/// Takes one of `limit` allowances of `key` for requests of `kind` within the last
/// `window_seconds`: true (and the request is counted) when one was left. Concurrent requests
/// of one key wait for each other, so the limit is exact.
pub async fn take_allowance(
    connection: &mut PgConnection,
    kind: &str,
    key: &str,
    limit: i64,
    window_seconds: i64,
) -> DbResult<bool> {
    let mut transaction = sqlx::Connection::begin(&mut *connection).await?;
    sqlx::query!(
        "select pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))",
        kind,
        key
    )
    .execute(&mut *transaction)
    .await?;
    let used = sqlx::query_scalar!(
        r#"select count(*) as "count!" from request_event
           where kind = $1 and key = $2
             and created_at > now() - make_interval(secs => $3::bigint)"#,
        kind,
        key,
        window_seconds
    )
    .fetch_one(&mut *transaction)
    .await?;
    if used >= limit {
        return Ok(false);
    }
    sqlx::query!(
        "insert into request_event (kind, key) values ($1, $2)",
        kind,
        key
    )
    .execute(&mut *transaction)
    .await?;
    transaction.commit().await?;
    Ok(true)
}

/// Forgets counted requests older than a day.
pub async fn purge(pool: &sqlx::PgPool) -> DbResult<u64> {
    Ok(
        sqlx::query!("delete from request_event where created_at < now() - interval '1 day'")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
