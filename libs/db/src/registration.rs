//! Members' registration requests (`stopa_domain::registration`).

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::registration::RegistrationState;
use uuid::Uuid;

use crate::DbResult;
use crate::member::MemberValues;

/// A request as the club's list, the decision and the public status page need it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RegistrationRow {
    pub member_registration_id: i64,
    pub registration_uuid: Uuid,
    pub club_id: i64,
    pub club_name: String,
    pub for_child: bool,
    pub applicant_first_name: String,
    pub applicant_last_name: String,
    pub applicant_email: String,
    pub applicant_phone: Option<String>,
    pub member_values: sqlx::types::Json<MemberValues>,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub consent_version: String,
    pub consented_at: DateTime<Utc>,
    pub state: RegistrationState,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub member_id: Option<i64>,
    pub registration_number: Option<i32>,
    pub created_at: DateTime<Utc>,
}

macro_rules! registration_select {
    () => {
        "select q.member_registration_id, q.registration_uuid, q.club_id, c.name as club_name, \
         q.for_child, q.applicant_first_name, q.applicant_last_name, q.applicant_email, \
         q.applicant_phone, q.member_values, q.first_name, q.last_name, q.birth_date, \
         q.consent_version, q.consented_at, q.state, q.confirmed_at, q.rejection_reason, \
         q.decided_at, q.member_id, m.registration_number, q.created_at \
         from member_registration q join club c on c.club_id = q.club_id \
         left join member m on m.member_id = q.member_id "
    };
}

/// What the public form sends, checked.
#[derive(Debug, Clone, Serialize)]
pub struct RegistrationValues {
    pub club_id: i64,
    pub for_child: bool,
    pub applicant_first_name: String,
    pub applicant_last_name: String,
    pub applicant_email: String,
    pub applicant_phone: Option<String>,
    pub member: MemberValues,
    pub consent_version: String,
}

/// Stores a request; returns its id and public uuid.
pub async fn insert(
    executor: impl PgExecutor<'_>,
    values: &RegistrationValues,
    token_hash: &[u8],
    confirm_hours: i64,
    client_address: &str,
) -> DbResult<(i64, Uuid)> {
    Ok(sqlx::query_as(
        "insert into member_registration (club_id, for_child, applicant_first_name, \
             applicant_last_name, applicant_email, applicant_phone, member_values, first_name, \
             last_name, birth_date, consent_version, consented_at, confirm_token_hash, \
             confirm_expires_at, client_address) \
         values ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10, $11, now(), $12, \
             now() + make_interval(hours => $13::int), $14) \
         returning member_registration_id, registration_uuid",
    )
    .bind(values.club_id)
    .bind(values.for_child)
    .bind(&values.applicant_first_name)
    .bind(&values.applicant_last_name)
    .bind(&values.applicant_email)
    .bind(&values.applicant_phone)
    .bind(sqlx::types::Json(&values.member))
    .bind(&values.member.first_name)
    .bind(&values.member.last_name)
    .bind(values.member.birth_date)
    .bind(&values.consent_version)
    .bind(token_hash)
    .bind(i32::try_from(confirm_hours).unwrap_or(72))
    .bind(client_address)
    .fetch_one(executor)
    .await?)
}

/// What a confirmation token finds, locked for the confirmation.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TokenMatch {
    pub member_registration_id: i64,
    pub state: RegistrationState,
    pub expired: bool,
}

/// The request of `uuid` whose token is `token_hash`, locked.
pub async fn find_by_token_for_update(
    executor: impl PgExecutor<'_>,
    uuid: Uuid,
    token_hash: &[u8],
) -> DbResult<Option<TokenMatch>> {
    Ok(sqlx::query_as(
        "select member_registration_id, state, confirm_expires_at <= now() as expired \
         from member_registration where registration_uuid = $1 and confirm_token_hash = $2 \
         for update",
    )
    .bind(uuid)
    .bind(token_hash)
    .fetch_optional(executor)
    .await?)
}

pub async fn mark_confirmed(executor: impl PgExecutor<'_>, id: i64) -> DbResult<()> {
    sqlx::query(
        "update member_registration set state = 'PENDING', confirmed_at = now(), \
             updated_at = now() \
         where member_registration_id = $1 and state = 'UNCONFIRMED'",
    )
    .bind(id)
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn find_by_uuid(
    executor: impl PgExecutor<'_>,
    uuid: Uuid,
) -> DbResult<Option<RegistrationRow>> {
    Ok(sqlx::query_as::<_, RegistrationRow>(concat!(
        registration_select!(),
        "where q.registration_uuid = $1"
    ))
    .bind(uuid)
    .fetch_optional(executor)
    .await?)
}

pub async fn find(executor: impl PgExecutor<'_>, id: i64) -> DbResult<Option<RegistrationRow>> {
    Ok(sqlx::query_as::<_, RegistrationRow>(concat!(
        registration_select!(),
        "where q.member_registration_id = $1"
    ))
    .bind(id)
    .fetch_optional(executor)
    .await?)
}

/// Locks a request for a decision and reads it under the lock.
pub async fn find_for_update(
    connection: &mut PgConnection,
    id: i64,
) -> DbResult<Option<RegistrationRow>> {
    sqlx::query("select 1 from member_registration where member_registration_id = $1 for update")
        .bind(id)
        .execute(&mut *connection)
        .await?;
    find(connection, id).await
}

/// The confirmed requests of a club, undecided first, then newest (at most 500).
pub async fn list_of_club(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    state: Option<RegistrationState>,
) -> DbResult<Vec<RegistrationRow>> {
    Ok(sqlx::query_as::<_, RegistrationRow>(concat!(
        registration_select!(),
        "where q.club_id = $1 and q.state <> 'UNCONFIRMED' \
           and ($2::text is null or q.state = $2) \
         order by q.state = 'PENDING' desc, q.member_registration_id desc limit 500"
    ))
    .bind(club_id)
    .bind(state)
    .fetch_all(executor)
    .await?)
}

pub async fn decide(
    executor: impl PgExecutor<'_>,
    id: i64,
    state: RegistrationState,
    member_id: Option<i64>,
    reason: Option<&str>,
    decided_by: Option<i64>,
) -> DbResult<()> {
    sqlx::query(
        "update member_registration set state = $2, member_id = $3, rejection_reason = $4, \
             decided_by_account_id = $5, decided_at = now(), updated_at = now() \
         where member_registration_id = $1",
    )
    .bind(id)
    .bind(state)
    .bind(member_id)
    .bind(reason)
    .bind(decided_by)
    .execute(executor)
    .await?;
    Ok(())
}

/// A member found by the public search (`/vyhledat-clena`).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FoundMember {
    pub member_id: i64,
    pub uuid: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub club_name: String,
    pub email: Option<String>,
}

/// The live members of `club_id` with this name (folded) and birth date, from the
/// (birth_date, search_name) index; at most 5.
pub async fn find_members(
    executor: impl PgExecutor<'_>,
    first_name: &str,
    last_name: &str,
    birth_date: NaiveDate,
    club_id: i64,
) -> DbResult<Vec<FoundMember>> {
    Ok(sqlx::query_as(
        "select m.member_id, m.uuid, m.first_name, m.last_name, c.name as club_name, m.email \
         from member m \
         join membership s on s.member_id = m.member_id and s.valid_to is null \
         join club c on c.club_id = s.club_id \
         where m.birth_date = $3 and m.search_name = fold_text($2 || ' ' || $1) \
           and s.club_id = $4 and not m.archived \
         order by m.member_id limit 5",
    )
    .bind(first_name)
    .bind(last_name)
    .bind(birth_date)
    .bind(club_id)
    .fetch_all(executor)
    .await?)
}

/// A member as a claim needs it: its e-mail and current club.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ClaimedMember {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub registration_number: i32,
    pub email: Option<String>,
    pub club_id: Option<i64>,
}

pub async fn find_member_by_uuid(
    executor: impl PgExecutor<'_>,
    uuid: Uuid,
) -> DbResult<Option<ClaimedMember>> {
    Ok(sqlx::query_as(
        "select m.member_id, m.first_name, m.last_name, m.registration_number, m.email, \
                s.club_id \
         from member m \
         left join membership s on s.member_id = m.member_id and s.valid_to is null \
         where m.uuid = $1 and not m.archived",
    )
    .bind(uuid)
    .fetch_optional(executor)
    .await?)
}

#[allow(clippy::too_many_arguments, reason = "one row's columns")]
pub async fn insert_claim(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    email: &str,
    via_club: bool,
    club_id: Option<i64>,
    token_hash: &[u8],
    confirm_hours: i64,
    client_address: &str,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "insert into member_claim (member_id, email, via_club, club_id, confirm_token_hash, \
             confirm_expires_at, client_address) \
         values ($1, lower($2), $3, $4, $5, now() + make_interval(hours => $6::int), $7) \
         returning member_claim_id",
    )
    .bind(member_id)
    .bind(email)
    .bind(via_club)
    .bind(club_id)
    .bind(token_hash)
    .bind(i32::try_from(confirm_hours).unwrap_or(72))
    .bind(client_address)
    .fetch_one(executor)
    .await?)
}

/// A claim as its confirmation, the club's list and the decision need it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct ClaimRow {
    pub member_claim_id: i64,
    pub member_id: i64,
    pub member_uuid: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub registration_number: i32,
    pub email: String,
    pub via_club: bool,
    pub club_id: Option<i64>,
    pub state: RegistrationState,
    pub expired: bool,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

macro_rules! claim_select {
    () => {
        "select q.member_claim_id, q.member_id, m.uuid as member_uuid, m.first_name, \
         m.last_name, m.birth_date, m.registration_number, q.email, q.via_club, q.club_id, \
         q.state, q.confirm_expires_at <= now() as expired, q.confirmed_at, \
         q.rejection_reason, q.decided_at, q.created_at \
         from member_claim q join member m on m.member_id = q.member_id "
    };
}

/// The claim of the member `uuid` whose token is `token_hash`, locked.
pub async fn find_claim_by_token_for_update(
    connection: &mut PgConnection,
    uuid: Uuid,
    token_hash: &[u8],
) -> DbResult<Option<ClaimRow>> {
    Ok(sqlx::query_as::<_, ClaimRow>(concat!(
        claim_select!(),
        "where m.uuid = $1 and q.confirm_token_hash = $2 for update of q"
    ))
    .bind(uuid)
    .bind(token_hash)
    .fetch_optional(connection)
    .await?)
}

pub async fn find_claim_for_update(
    connection: &mut PgConnection,
    id: i64,
) -> DbResult<Option<ClaimRow>> {
    Ok(sqlx::query_as::<_, ClaimRow>(concat!(
        claim_select!(),
        "where q.member_claim_id = $1 for update of q"
    ))
    .bind(id)
    .fetch_optional(connection)
    .await?)
}

pub async fn find_claim(executor: impl PgExecutor<'_>, id: i64) -> DbResult<Option<ClaimRow>> {
    Ok(
        sqlx::query_as::<_, ClaimRow>(concat!(claim_select!(), "where q.member_claim_id = $1"))
            .bind(id)
            .fetch_optional(executor)
            .await?,
    )
}

/// The confirmed claims a club decides, undecided first (at most 500).
pub async fn list_claims_of_club(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<ClaimRow>> {
    Ok(sqlx::query_as::<_, ClaimRow>(concat!(
        claim_select!(),
        "where q.club_id = $1 and q.via_club and q.state <> 'UNCONFIRMED' \
         order by q.state = 'PENDING' desc, q.member_claim_id desc limit 500"
    ))
    .bind(club_id)
    .fetch_all(executor)
    .await?)
}

/// Moves a claim to `state`; `confirmed` also stamps the confirmation.
pub async fn set_claim_state(
    executor: impl PgExecutor<'_>,
    id: i64,
    state: RegistrationState,
    confirmed: bool,
    reason: Option<&str>,
    decided_by: Option<i64>,
) -> DbResult<()> {
    sqlx::query(
        "update member_claim set state = $2, \
             confirmed_at = case when $3 then now() else confirmed_at end, \
             rejection_reason = coalesce($4, rejection_reason), \
             decided_by_account_id = coalesce($5, decided_by_account_id), \
             decided_at = case when $2 in ('APPROVED', 'REJECTED') then now() else decided_at end, \
             updated_at = now() \
         where member_claim_id = $1",
    )
    .bind(id)
    .bind(state)
    .bind(confirmed)
    .bind(reason)
    .bind(decided_by)
    .execute(executor)
    .await?;
    Ok(())
}

/// Gives the account a live Person identity of the member unless it has one (the partial
/// unique index `identity_person_member_key` makes a racing second insert do nothing).
pub async fn insert_person_identity(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    member_id: i64,
) -> DbResult<()> {
    sqlx::query(
        "insert into identity (account_id, identity_type, member_id) values ($1, 'PERSON', $2) \
         on conflict (account_id, member_id) where identity_type = 'PERSON' and revoked_at is null \
         do nothing",
    )
    .bind(account_id)
    .bind(member_id)
    .execute(executor)
    .await?;
    Ok(())
}
