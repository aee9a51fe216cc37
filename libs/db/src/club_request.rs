//! Club registration requests: sent from the public form, decided by an admin.

use crate::{DbError, DbResult};
use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgExecutor;
use stopa_domain::club::{ClubRequestState, LegalForm};

/// A request as the request list and the decision need it.
#[derive(Debug, Clone, Serialize)]
pub struct ClubRequestRow {
    pub club_request_id: i64,
    pub name: String,
    pub legal_form: LegalForm,
    pub ico: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub contact_first_name: String,
    pub contact_last_name: String,
    pub contact_email: String,
    pub contact_phone: Option<String>,
    pub state: ClubRequestState,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub club_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

/// What the public form sends.
#[derive(Debug, Clone, Serialize)]
pub struct ClubRequestValues {
    pub name: String,
    pub legal_form: LegalForm,
    pub ico: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub contact_first_name: String,
    pub contact_last_name: String,
    pub contact_email: String,
    pub contact_phone: Option<String>,
}

pub async fn insert_club_request(
    executor: impl PgExecutor<'_>,
    values: &ClubRequestValues,
    client_address: &str,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into club_request (name, legal_form, ico, street, municipality, postcode,
               region_id, department_ids, email, phone, web, contact_first_name,
               contact_last_name, contact_email, contact_phone, client_address)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           returning club_request_id"#,
        values.name,
        values.legal_form as _,
        values.ico,
        values.street,
        values.municipality,
        values.postcode,
        values.region_id,
        &values.department_ids,
        values.email,
        values.phone,
        values.web,
        values.contact_first_name,
        values.contact_last_name,
        values.contact_email,
        values.contact_phone,
        client_address
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// How many requests came from `client_address` in the last hour.
pub async fn count_recent_requests_from(
    executor: impl PgExecutor<'_>,
    client_address: &str,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"select count(*) as "count!" from club_request
           where client_address = $1 and created_at > now() - interval '1 hour'"#,
        client_address
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Requests, pending first then newest; only those of `region_id` when given, only those in
/// `state` when given.
pub async fn list_club_requests(
    executor: impl PgExecutor<'_>,
    region_id: Option<i64>,
    state: Option<ClubRequestState>,
) -> DbResult<Vec<ClubRequestRow>> {
    sqlx::query_as!(
        ClubRequestRow,
        r#"select q.club_request_id, q.name, q.legal_form as "legal_form: LegalForm", q.ico, q.street, q.municipality,
                  q.postcode, q.region_id, r.name as region_name, q.department_ids, q.email,
                  q.phone, q.web, q.contact_first_name, q.contact_last_name, q.contact_email,
                  q.contact_phone, q.state as "state: ClubRequestState", q.rejection_reason, q.decided_at, q.club_id,
                  q.created_at
           from club_request q join region r on r.region_id = q.region_id
           where ($1::bigint is null or q.region_id = $1)
             and ($2::text is null or q.state = $2)
           order by q.state <> 'PENDING', q.created_at desc"#,
        region_id,
        state as _
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// One request, locked for a decision when `executor` is a transaction.
pub async fn find_club_request_for_update(
    executor: impl PgExecutor<'_>,
    club_request_id: i64,
) -> DbResult<Option<ClubRequestRow>> {
    sqlx::query_as!(
        ClubRequestRow,
        r#"select q.club_request_id, q.name, q.legal_form as "legal_form: LegalForm", q.ico, q.street, q.municipality,
                  q.postcode, q.region_id, r.name as region_name, q.department_ids, q.email,
                  q.phone, q.web, q.contact_first_name, q.contact_last_name, q.contact_email,
                  q.contact_phone, q.state as "state: ClubRequestState", q.rejection_reason, q.decided_at, q.club_id,
                  q.created_at
           from club_request q join region r on r.region_id = q.region_id
           where q.club_request_id = $1
           for update of q"#,
        club_request_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Whether a club or a pending request already has the IČO: `(club, pending request)`.
pub async fn ico_taken(executor: impl PgExecutor<'_>, ico: &str) -> DbResult<(bool, bool)> {
    let row = sqlx::query!(
        r#"select exists (select 1 from club where ico = $1) as "club!",
                  exists (select 1 from club_request where ico = $1 and state = 'PENDING')
                      as "pending!""#,
        ico
    )
    .fetch_one(executor)
    .await?;
    Ok((row.club, row.pending))
}

/// Records the decision: `APPROVED` with the new club, or `REJECTED` with the reason.
pub async fn decide_club_request(
    executor: impl PgExecutor<'_>,
    club_request_id: i64,
    state: ClubRequestState,
    club_id: Option<i64>,
    rejection_reason: Option<&str>,
    decided_by_account_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update club_request
           set state = $2, club_id = $3, rejection_reason = $4, decided_by_account_id = $5,
               decided_at = now(), updated_at = now()
           where club_request_id = $1"#,
        club_request_id,
        state as _,
        club_id,
        rejection_reason,
        decided_by_account_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// The requests that a club came from (its registration request), newest first.
pub async fn list_requests_of_club(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<ClubRequestRow>> {
    sqlx::query_as!(
        ClubRequestRow,
        r#"select q.club_request_id, q.name, q.legal_form as "legal_form: LegalForm", q.ico, q.street, q.municipality,
                  q.postcode, q.region_id, r.name as region_name, q.department_ids, q.email,
                  q.phone, q.web, q.contact_first_name, q.contact_last_name, q.contact_email,
                  q.contact_phone, q.state as "state: ClubRequestState", q.rejection_reason, q.decided_at, q.club_id,
                  q.created_at
           from club_request q join region r on r.region_id = q.region_id
           where q.club_id = $1
           order by q.created_at desc"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
