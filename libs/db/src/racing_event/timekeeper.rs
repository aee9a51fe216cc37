//! The timekeeping companies' records.

use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};

use crate::DbResult;

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct TimekeeperRow {
    pub timekeeping_company_id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
    pub event_count: i64,
    pub account_count: i64,
}

const TIMEKEEPER_SELECT: &str = r"select t.timekeeping_company_id, t.name, t.ico, t.email,
       t.phone, t.web, t.contact_person, t.note,
       (select count(*) from racing_event e
        where e.timekeeping_company_id = t.timekeeping_company_id) as event_count,
       (select count(*) from identity i
        where i.timekeeping_company_id = t.timekeeping_company_id and i.revoked_at is null)
           as account_count
    from timekeeping_company t";

pub async fn list_timekeepers(executor: impl PgExecutor<'_>) -> DbResult<Vec<TimekeeperRow>> {
    Ok(
        sqlx::query_as::<_, TimekeeperRow>(sqlx::AssertSqlSafe(format!(
            "{TIMEKEEPER_SELECT} order by t.name collate \"cs-x-icu\""
        )))
        .fetch_all(executor)
        .await?,
    )
}

pub async fn find_timekeeper(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> DbResult<Option<TimekeeperRow>> {
    Ok(
        sqlx::query_as::<_, TimekeeperRow>(sqlx::AssertSqlSafe(format!(
            "{TIMEKEEPER_SELECT} where t.timekeeping_company_id = $1"
        )))
        .bind(id)
        .fetch_optional(executor)
        .await?,
    )
}

#[derive(Debug, Clone, Serialize)]
pub struct TimekeeperValues {
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
}

pub async fn insert_timekeeper(
    connection: &mut PgConnection,
    values: &TimekeeperValues,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into timekeeping_company (name, ico, email, phone, web, contact_person, note)
           values ($1, $2, $3, $4, $5, $6, $7) returning timekeeping_company_id",
        values.name,
        values.ico,
        values.email,
        values.phone,
        values.web,
        values.contact_person,
        values.note
    )
    .fetch_one(connection)
    .await?)
}

pub async fn update_timekeeper(
    connection: &mut PgConnection,
    id: i64,
    values: &TimekeeperValues,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        r"update timekeeping_company set name = $2, ico = $3, email = $4, phone = $5, web = $6,
               contact_person = $7, note = $8, updated_at = now()
           where timekeeping_company_id = $1",
        id,
        values.name,
        values.ico,
        values.email,
        values.phone,
        values.web,
        values.contact_person,
        values.note
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}
