//! The 14 regions (kraje), read-only.

use crate::{DbError, DbResult};
use sqlx::PgExecutor;

#[derive(Debug, Clone)]
pub struct RegionRow {
    pub region_id: i64,
    pub code: String,
    pub ruian_code: i32,
    pub name: String,
}

/// Every region in Czech alphabetical order.
pub async fn list_regions(executor: impl PgExecutor<'_>) -> DbResult<Vec<RegionRow>> {
    sqlx::query_as!(
        RegionRow,
        r#"select region_id, code, ruian_code, name from region order by name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
