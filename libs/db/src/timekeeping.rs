//! Timekeeping companies (časomíry).

use crate::{DbError, DbResult};
use sqlx::PgExecutor;

/// A timekeeping company, for choosing whom a Timekeeper identity belongs to.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "TimekeepingCompanyRef"))]
pub struct TimekeepingCompanyRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub timekeeping_company_id: i64,
    pub name: String,
}

/// Every timekeeping company in Czech order.
pub async fn list_timekeeping_companies(
    executor: impl PgExecutor<'_>,
) -> DbResult<Vec<TimekeepingCompanyRow>> {
    sqlx::query_as!(
        TimekeepingCompanyRow,
        r#"select timekeeping_company_id, name from timekeeping_company
           order by name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
