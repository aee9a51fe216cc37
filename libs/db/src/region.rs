//! The 14 regions (kraje), read-only.

use crate::{DbError, DbResult};
use sqlx::PgExecutor;

/// A Czech region with its NUTS 3 and RÚIAN codes.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "Region"))]
pub struct RegionRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub region_id: i64,
    /// NUTS 3 code, e.g. CZ051.
    pub code: String,
    /// RÚIAN (VÚSC) code, e.g. 78.
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
