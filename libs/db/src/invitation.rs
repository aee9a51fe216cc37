//! Invitations to take an identity (club manager, area, section or timekeeper staff). Only the
//! SHA-256 of the token is stored; a token works once and until it expires.

use crate::{DbError, DbResult};
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use stopa_domain::identity::IdentityType;

/// What an invitation grants.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewInvitation {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub identity_type: IdentityType,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub permissions: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct InvitationRow {
    pub invitation_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub identity_type: IdentityType,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub permissions: Vec<String>,
    pub expires_at: DateTime<Utc>,
    pub accepted_at: Option<DateTime<Utc>>,
    /// The name of what the identity is bound to (club, region, ...).
    pub scope_name: Option<String>,
}

pub async fn insert_invitation(
    executor: impl PgExecutor<'_>,
    invitation: &NewInvitation,
    token_hash: &[u8],
    invited_by_account_id: Option<i64>,
    expires_at: DateTime<Utc>,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into invitation (token_hash, email, first_name, last_name, identity_type,
               club_id, region_id, department_id, timekeeping_company_id, permissions,
               invited_by_account_id, expires_at)
           values ($1, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           returning invitation_id"#,
        token_hash,
        invitation.email,
        invitation.first_name,
        invitation.last_name,
        invitation.identity_type as _,
        invitation.club_id,
        invitation.region_id,
        invitation.department_id,
        invitation.timekeeping_company_id,
        &invitation.permissions,
        invited_by_account_id,
        expires_at
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// The invitation of a token, if it is still open (not accepted, not expired); locked when
/// `executor` is a transaction.
pub async fn find_open_invitation(
    executor: impl PgExecutor<'_>,
    token_hash: &[u8],
) -> DbResult<Option<InvitationRow>> {
    sqlx::query_as!(
        InvitationRow,
        r#"select i.invitation_id, i.email, i.first_name, i.last_name,
                  i.identity_type as "identity_type: IdentityType",
                  i.club_id, i.region_id, i.department_id, i.timekeeping_company_id,
                  i.permissions, i.expires_at, i.accepted_at,
                  coalesce(c.name, r.name, d.name, t.name) as scope_name
           from invitation i
           left join club c on c.club_id = i.club_id
           left join region r on r.region_id = i.region_id
           left join department d on d.department_id = i.department_id
           left join timekeeping_company t
                  on t.timekeeping_company_id = i.timekeeping_company_id
           where i.token_hash = $1 and i.accepted_at is null and i.expires_at > now()
           for update of i"#,
        token_hash
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

pub async fn mark_invitation_accepted(
    executor: impl PgExecutor<'_>,
    invitation_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update invitation set accepted_at = now(), updated_at = now() where invitation_id = $1",
        invitation_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Open invitations to manage a club, newest first.
pub async fn list_open_club_invitations(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<InvitationRow>> {
    sqlx::query_as!(
        InvitationRow,
        r#"select i.invitation_id, i.email, i.first_name, i.last_name,
                  i.identity_type as "identity_type: IdentityType",
                  i.club_id, i.region_id, i.department_id, i.timekeeping_company_id,
                  i.permissions, i.expires_at, i.accepted_at, c.name as "scope_name?"
           from invitation i join club c on c.club_id = i.club_id
           where i.club_id = $1 and i.identity_type = 'TEAM' and i.accepted_at is null
             and i.expires_at > now()
           order by i.created_at desc"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A manager (Team identity) of a club with the account behind it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ClubManagerRow {
    pub identity_id: i64,
    pub account_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<String>,
}

pub async fn list_club_managers(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<ClubManagerRow>> {
    sqlx::query_as!(
        ClubManagerRow,
        r#"select i.identity_id, a.account_id, a.email, a.first_name, a.last_name, i.permissions
           from identity i join account a on a.account_id = i.account_id
           where i.club_id = $1 and i.identity_type = 'TEAM' and i.revoked_at is null
           order by a.last_name, a.first_name, i.identity_id"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A live identity with its account, for permission changes and revocation.
pub async fn find_live_identity(
    executor: impl PgExecutor<'_>,
    identity_id: i64,
) -> DbResult<Option<(ClubManagerRow, IdentityType, Option<i64>)>> {
    let row = sqlx::query!(
        r#"select i.identity_id, a.account_id, a.email, a.first_name, a.last_name,
                  i.permissions, i.identity_type as "identity_type: IdentityType", i.club_id
           from identity i join account a on a.account_id = i.account_id
           where i.identity_id = $1 and i.revoked_at is null
           for update of i"#,
        identity_id
    )
    .fetch_optional(executor)
    .await?;
    Ok(row.map(|row| {
        (
            ClubManagerRow {
                identity_id: row.identity_id,
                account_id: row.account_id,
                email: row.email,
                first_name: row.first_name,
                last_name: row.last_name,
                permissions: row.permissions,
            },
            row.identity_type,
            row.club_id,
        )
    }))
}

pub async fn update_identity_permissions(
    executor: impl PgExecutor<'_>,
    identity_id: i64,
    permissions: &[String],
) -> DbResult<()> {
    sqlx::query!(
        "update identity set permissions = $2, updated_at = now() where identity_id = $1",
        identity_id,
        permissions
    )
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn revoke_identity(executor: impl PgExecutor<'_>, identity_id: i64) -> DbResult<()> {
    sqlx::query!(
        "update identity set revoked_at = now(), updated_at = now() where identity_id = $1",
        identity_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// The name of what an invitation's identity is bound to (club, region, department or company).
pub async fn invitation_scope_name(
    executor: impl PgExecutor<'_>,
    invitation_id: i64,
) -> DbResult<Option<String>> {
    sqlx::query_scalar!(
        r#"select coalesce(c.name, r.name, d.name, t.name)
           from invitation i
           left join club c on c.club_id = i.club_id
           left join region r on r.region_id = i.region_id
           left join department d on d.department_id = i.department_id
           left join timekeeping_company t
                  on t.timekeeping_company_id = i.timekeeping_company_id
           where i.invitation_id = $1"#,
        invitation_id
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}
