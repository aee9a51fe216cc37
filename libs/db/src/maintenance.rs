//! What the operator's commands read of the database itself: the row counts a backup records
//! and checks, the newest migration, whether a database is empty.

use sqlx::PgPool;

use crate::DbResult;

/// The tables whose rows a backup counts, to check a restore against.
pub const COUNTED_TABLES: [&str; 6] = [
    "member",
    "club",
    "membership",
    "account",
    "audit_log",
    "member_photo",
];

/// The rows of each of [`COUNTED_TABLES`], in that order.
pub async fn table_counts(pool: &PgPool) -> DbResult<Vec<(String, i64)>> {
    let mut counts = Vec::with_capacity(COUNTED_TABLES.len());
    for table in COUNTED_TABLES {
        // The name is one of the constants above, never input.
        let count: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("select count(*) from {table}")))
                .fetch_one(pool)
                .await?;
        counts.push((table.to_owned(), count));
    }
    Ok(counts)
}

/// The version of the newest migration applied (0 for none).
pub async fn newest_migration(pool: &PgPool) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select coalesce(max(version), 0) as "version!" from _sqlx_migrations where success"#
    )
    .fetch_one(pool)
    .await?)
}

/// The tables of the public schema: none in a database a backup may be restored into.
pub async fn public_table_count(pool: &PgPool) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!" from information_schema.tables where table_schema = 'public'"#
    )
    .fetch_one(pool)
    .await?)
}
