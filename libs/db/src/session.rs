//! Login sessions: opaque tokens stored as their SHA-256, with a sliding expiry.

use crate::{DbError, DbResult};
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use crate::account::IdentityRow;

/// A live session with its account.
#[derive(Debug, Clone)]
pub struct SessionRow {
    pub session_id: i64,
    pub account_id: i64,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert_session(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    token_hash: &[u8],
    lifetime_seconds: i64,
    user_agent: Option<&str>,
    client_address: &str,
) -> DbResult<DateTime<Utc>> {
    sqlx::query_scalar!(
        r#"insert into session (account_id, token_hash, expires_at, user_agent, client_address)
           values ($1, $2, now() + make_interval(secs => $3::bigint), $4, $5)
           returning expires_at"#,
        account_id,
        token_hash,
        lifetime_seconds,
        user_agent,
        client_address
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Finds the unexpired session of a token whose account is active, slides its expiry to
/// `lifetime_seconds` from now, and returns it with the account's identities (without scope
/// names) in one round trip, as every authenticated request needs both. The row is rewritten
/// at most once a minute so that busy clients do not turn every read into a write.
pub async fn touch_session_with_identities(
    executor: impl PgExecutor<'_>,
    token_hash: &[u8],
    lifetime_seconds: i64,
) -> DbResult<Option<(SessionRow, Vec<IdentityRow>)>> {
    let row = sqlx::query!(
        r#"with live as (
               select s.session_id, s.account_id, s.expires_at
               from session s
               join account a on a.account_id = s.account_id and a.active
               where s.token_hash = $1 and s.expires_at > now()
           ), slid as (
               update session s
               set expires_at = now() + make_interval(secs => $2::bigint), updated_at = now()
               from live
               where s.session_id = live.session_id
                 and live.expires_at < now() + make_interval(secs => $2::bigint - 60)
               returning s.session_id, s.expires_at
           )
           select live.session_id as "session_id!", live.account_id as "account_id!",
                  coalesce(slid.expires_at, live.expires_at) as "expires_at!",
                  coalesce((
                      select json_agg(json_build_object(
                                 'identity_id', i.identity_id, 'account_id', i.account_id,
                                 'identity_type', i.identity_type, 'member_id', i.member_id,
                                 'club_id', i.club_id, 'region_id', i.region_id,
                                 'department_id', i.department_id,
                                 'timekeeping_company_id', i.timekeeping_company_id,
                                 'permissions', i.permissions)
                             order by i.identity_id)
                      from identity i
                      where i.account_id = live.account_id and i.revoked_at is null
                  ), '[]'::json) as "identities!"
           from live left join slid on slid.session_id = live.session_id"#,
        token_hash,
        lifetime_seconds
    )
    .fetch_optional(executor)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let identities: Vec<IdentityRow> = serde_json::from_value(row.identities)
        .map_err(|error| sqlx::Error::Decode(Box::new(error)))?;
    let session = SessionRow {
        session_id: row.session_id,
        account_id: row.account_id,
        expires_at: row.expires_at,
    };
    Ok(Some((session, identities)))
}

pub async fn delete_session(executor: impl PgExecutor<'_>, session_id: i64) -> DbResult<()> {
    sqlx::query!("delete from session where session_id = $1", session_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// Ends every session of an account (after a password reset), except `keep_session_id`.
pub async fn delete_account_sessions(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    keep_session_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query!(
        r#"delete from session
           where account_id = $1 and session_id is distinct from $2"#,
        account_id,
        keep_session_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Makes a session expire now (tests and the admin CLI use it).
pub async fn expire_session(executor: impl PgExecutor<'_>, token_hash: &[u8]) -> DbResult<()> {
    sqlx::query!(
        "update session set expires_at = now() - interval '1 second' where token_hash = $1",
        token_hash
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// What [`purge_expired`] removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Purged {
    pub sessions: u64,
    pub login_failures: u64,
    pub reset_tokens: u64,
    /// Registrations, link requests and branch applications never confirmed, a day after
    /// their link expired (they hold a third party's data nobody vouched for).
    pub unconfirmed_requests: u64,
}

/// Deletes sessions expired for a day, failed logins older than a day, reset tokens
/// expired for a day and requests whose confirmation link expired a day ago unused. Safe to run from several workers at once.
pub async fn purge_expired(pool: &sqlx::PgPool) -> DbResult<Purged> {
    let sessions = sqlx::query!("delete from session where expires_at < now() - interval '1 day'")
        .execute(pool)
        .await?
        .rows_affected();
    let login_failures =
        sqlx::query!("delete from login_failure where created_at < now() - interval '1 day'")
            .execute(pool)
            .await?
            .rows_affected();
    let reset_tokens = sqlx::query!(
        "delete from password_reset_token where expires_at < now() - interval '1 day'"
    )
    .execute(pool)
    .await?
    .rows_affected();
    let mut unconfirmed_requests = 0;
    for statement in [
        "delete from member_registration where state = 'UNCONFIRMED' \
         and confirm_expires_at < now() - interval '1 day'",
        "delete from member_claim where state = 'UNCONFIRMED' \
         and confirm_expires_at < now() - interval '1 day'",
        "delete from branch_request where state = 'UNCONFIRMED' \
         and confirm_expires_at < now() - interval '1 day'",
    ] {
        unconfirmed_requests += sqlx::query(statement).execute(pool).await?.rows_affected();
    }
    Ok(Purged {
        sessions,
        login_failures,
        reset_tokens,
        unconfirmed_requests,
    })
}
