//! Applications to found a basic-skiing branch association (`stopa_domain::branch`).

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::branch::BranchRequestState;

use crate::DbResult;

/// An application as the list, the decision and the audit need it (without the token).
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct BranchRequestRow {
    pub branch_request_id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub chair_first_name: String,
    pub chair_last_name: String,
    pub chair_email: String,
    pub chair_phone: String,
    pub expected_members: i32,
    pub instructor_count: i32,
    pub activities: String,
    pub consent_version: String,
    pub consented_at: DateTime<Utc>,
    pub state: BranchRequestState,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub club_id: Option<i64>,
    pub club_code: Option<String>,
    pub created_at: DateTime<Utc>,
}

macro_rules! branch_select {
    () => {
        "select q.branch_request_id, q.name, q.ico, q.street, q.municipality, q.postcode, \
         q.region_id, r.name as region_name, q.department_ids, q.email, q.phone, q.web, \
         q.chair_first_name, q.chair_last_name, q.chair_email, q.chair_phone, \
         q.expected_members, q.instructor_count, q.activities, q.consent_version, \
         q.consented_at, q.state, q.confirmed_at, q.rejection_reason, q.decided_at, q.club_id, \
         c.code as club_code, q.created_at \
         from branch_request q join region r on r.region_id = q.region_id \
         left join club c on c.club_id = q.club_id "
    };
}

/// What the public form sends, checked.
#[derive(Debug, Clone, Serialize)]
pub struct BranchRequestValues {
    pub name: String,
    pub ico: Option<String>,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub chair_first_name: String,
    pub chair_last_name: String,
    pub chair_email: String,
    pub chair_phone: String,
    pub expected_members: i32,
    pub instructor_count: i32,
    pub activities: String,
    pub consent_version: String,
}

pub async fn insert(
    executor: impl PgExecutor<'_>,
    values: &BranchRequestValues,
    token_hash: &[u8],
    confirm_hours: i64,
    client_address: &str,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "insert into branch_request (name, ico, street, municipality, postcode, region_id, \
             department_ids, email, phone, web, chair_first_name, chair_last_name, chair_email, \
             chair_phone, expected_members, instructor_count, activities, consent_version, \
             consented_at, confirm_token_hash, confirm_expires_at, client_address) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
             $18, now(), $19, now() + make_interval(hours => $20::int), $21) \
         returning branch_request_id",
    )
    .bind(&values.name)
    .bind(&values.ico)
    .bind(&values.street)
    .bind(&values.municipality)
    .bind(&values.postcode)
    .bind(values.region_id)
    .bind(&values.department_ids)
    .bind(&values.email)
    .bind(&values.phone)
    .bind(&values.web)
    .bind(&values.chair_first_name)
    .bind(&values.chair_last_name)
    .bind(&values.chair_email)
    .bind(&values.chair_phone)
    .bind(values.expected_members)
    .bind(values.instructor_count)
    .bind(&values.activities)
    .bind(&values.consent_version)
    .bind(token_hash)
    .bind(i32::try_from(confirm_hours).unwrap_or(48))
    .bind(client_address)
    .fetch_one(executor)
    .await?)
}

/// Applications sent from `client_address` in the last hour and naming `chair_email` in the
/// last day.
pub async fn count_recent(
    executor: impl PgExecutor<'_>,
    client_address: &str,
    chair_email: &str,
) -> DbResult<(i64, i64)> {
    Ok(sqlx::query_as(
        "select \
           (select count(*) from branch_request \
             where client_address = $1 and created_at > now() - interval '1 hour'), \
           (select count(*) from branch_request \
             where lower(chair_email) = lower($2) and created_at > now() - interval '1 day')",
    )
    .bind(client_address)
    .bind(chair_email)
    .fetch_one(executor)
    .await?)
}

/// Whether a club or a confirmed, undecided application already has this name (folded case)
/// or this IČO.
pub async fn name_or_ico_taken(
    executor: impl PgExecutor<'_>,
    name: &str,
    ico: Option<&str>,
) -> DbResult<(bool, bool)> {
    Ok(sqlx::query_as(
        "select \
           exists (select 1 from club where lower(name) = lower($1)) \
             or exists (select 1 from branch_request \
                        where state = 'PENDING' and lower(name) = lower($1)), \
           $2::text is not null and (exists (select 1 from club where ico = $2) \
             or exists (select 1 from branch_request where state = 'PENDING' and ico = $2))",
    )
    .bind(name)
    .bind(ico)
    .fetch_one(executor)
    .await?)
}

/// What a confirmation token finds: the application's id, state and whether the link still
/// works; locked for the confirmation.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TokenMatch {
    pub branch_request_id: i64,
    pub state: BranchRequestState,
    pub expired: bool,
}

pub async fn find_by_token_for_update(
    executor: impl PgExecutor<'_>,
    token_hash: &[u8],
) -> DbResult<Option<TokenMatch>> {
    Ok(sqlx::query_as(
        "select branch_request_id, state, confirm_expires_at <= now() as expired \
         from branch_request where confirm_token_hash = $1 for update",
    )
    .bind(token_hash)
    .fetch_optional(executor)
    .await?)
}

pub async fn mark_confirmed(executor: impl PgExecutor<'_>, id: i64) -> DbResult<()> {
    sqlx::query(
        "update branch_request set state = 'PENDING', confirmed_at = now(), updated_at = now() \
         where branch_request_id = $1 and state = 'UNCONFIRMED'",
    )
    .bind(id)
    .execute(executor)
    .await?;
    Ok(())
}

/// Confirmed applications (never the unconfirmed ones): undecided first, then newest; only
/// those of `region_id` and in `state` when given.
pub async fn list(
    executor: impl PgExecutor<'_>,
    region_id: Option<i64>,
    state: Option<BranchRequestState>,
) -> DbResult<Vec<BranchRequestRow>> {
    Ok(sqlx::query_as::<_, BranchRequestRow>(concat!(
        branch_select!(),
        "where q.state <> 'UNCONFIRMED' \
           and ($1::bigint is null or q.region_id = $1) \
           and ($2::text is null or q.state = $2) \
         order by q.state = 'PENDING' desc, q.branch_request_id desc limit 500"
    ))
    .bind(region_id)
    .bind(state)
    .fetch_all(executor)
    .await?)
}

pub async fn find(executor: impl PgExecutor<'_>, id: i64) -> DbResult<Option<BranchRequestRow>> {
    Ok(sqlx::query_as::<_, BranchRequestRow>(concat!(
        branch_select!(),
        "where q.branch_request_id = $1"
    ))
    .bind(id)
    .fetch_optional(executor)
    .await?)
}

/// Locks an application for a decision and reads it under the lock.
pub async fn find_for_update(
    connection: &mut PgConnection,
    id: i64,
) -> DbResult<Option<BranchRequestRow>> {
    sqlx::query("select 1 from branch_request where branch_request_id = $1 for update")
        .bind(id)
        .execute(&mut *connection)
        .await?;
    find(connection, id).await
}

pub async fn decide(
    executor: impl PgExecutor<'_>,
    id: i64,
    state: BranchRequestState,
    club_id: Option<i64>,
    reason: Option<&str>,
    decided_by: Option<i64>,
) -> DbResult<()> {
    sqlx::query(
        "update branch_request set state = $2, club_id = $3, rejection_reason = $4, \
             decided_by_account_id = $5, decided_at = now(), updated_at = now() \
         where branch_request_id = $1",
    )
    .bind(id)
    .bind(state)
    .bind(club_id)
    .bind(reason)
    .bind(decided_by)
    .execute(executor)
    .await?;
    Ok(())
}
