//! Accounts, their identities, failed logins and password-reset tokens.

use crate::{DbError, DbResult};
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use stopa_domain::identity::IdentityType;

/// An account as login and `me` need it.
#[derive(Debug, Clone)]
pub struct Account {
    pub account_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: Option<String>,
    pub active: bool,
}

/// One identity row of an account.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct IdentityRow {
    pub identity_id: i64,
    pub account_id: i64,
    pub identity_type: IdentityType,
    pub member_id: Option<i64>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub permissions: Vec<String>,
    /// Name of what the identity is bound to (club, region, ...), for identity switchers.
    #[serde(default)]
    pub scope_name: Option<String>,
}

pub async fn find_account_by_email(
    executor: impl PgExecutor<'_>,
    email: &str,
) -> DbResult<Option<Account>> {
    sqlx::query_as!(
        Account,
        r#"select account_id, email, first_name, last_name, password_hash, active
           from account where email = lower($1)"#,
        email
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_account_by_id(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<Option<Account>> {
    sqlx::query_as!(
        Account,
        r#"select account_id, email, first_name, last_name, password_hash, active
           from account where account_id = $1"#,
        account_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Creates an account; fails with the unique violation `account_email_key` when the e-mail
/// is taken.
pub async fn insert_account(
    executor: impl PgExecutor<'_>,
    email: &str,
    first_name: &str,
    last_name: &str,
    password_hash: Option<&str>,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into account (email, first_name, last_name, password_hash)
           values (lower($1), $2, $3, $4)
           returning account_id"#,
        email,
        first_name,
        last_name,
        password_hash
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

pub async fn update_password_hash(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    password_hash: &str,
) -> DbResult<()> {
    sqlx::query!(
        "update account set password_hash = $2, updated_at = now() where account_id = $1",
        account_id,
        password_hash
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// The identity a new identity row gets: what it is bound to and its flags.
#[derive(Debug, Clone, Default)]
pub struct NewIdentity {
    pub identity_type: IdentityType,
    pub member_id: Option<i64>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub permissions: Vec<String>,
}

pub async fn insert_identity(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    identity: &NewIdentity,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into identity (account_id, identity_type, member_id, club_id, region_id,
                                 department_id, timekeeping_company_id, permissions)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           returning identity_id"#,
        account_id,
        identity.identity_type as _,
        identity.member_id,
        identity.club_id,
        identity.region_id,
        identity.department_id,
        identity.timekeeping_company_id,
        &identity.permissions
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// The identities an account holds and may act as (not revoked), oldest first.
pub async fn list_identities(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<Vec<IdentityRow>> {
    sqlx::query_as!(
        IdentityRow,
        r#"select i.identity_id, i.account_id, i.identity_type as "identity_type: IdentityType",
                  i.member_id, i.club_id,
                  i.region_id, i.department_id, i.timekeeping_company_id, i.permissions,
                  coalesce(c.name, r.name, d.name, t.name,
                           m.first_name || ' ' || m.last_name) as scope_name
           from identity i
           left join club c on c.club_id = i.club_id
           left join region r on r.region_id = i.region_id
           left join department d on d.department_id = i.department_id
           left join timekeeping_company t
                  on t.timekeeping_company_id = i.timekeeping_company_id
           left join member m on m.member_id = i.member_id
           where i.account_id = $1 and i.revoked_at is null
           order by i.identity_id"#,
        account_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A login attempt reserved by [`reserve_login_attempt`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginAttempt {
    /// The `login_failure` row that holds the attempt's place.
    pub login_failure_id: i64,
    /// Failures for the e-mail within the window (checks that found a wrong password).
    pub failed_by_email: i64,
    /// Failures from the client address within the window.
    pub failed_by_address: i64,
    /// Failures and attempts being checked now for the e-mail, this one included.
    pub by_email: i64,
    /// Failures and attempts being checked now from the client address, this one included.
    pub by_address: i64,
}

/// Reserves a login attempt (a login, or a password check of a logged-in account): records it
/// as pending first, then counts, within `window_seconds`, the failures and the pending
/// attempts with it included. A pending row older than a minute (its check died with its
/// process) counts as a failure.
///
/// Two statements on purpose: the insert commits before the count runs, so of N attempts
/// racing, the k-th to commit counts at least k rows, and no more attempts than the limit
/// allows are ever checked at once — the limit cannot be raced. The caller turns the row into
/// a failure ([`record_login_failure`]) when the password is wrong, drops it
/// ([`release_login_attempt`]) when the attempt is refused or must wait, and clears the
/// e-mail's rows ([`delete_login_failures`]) on success.
pub async fn reserve_login_attempt(
    pool: &sqlx::PgPool,
    email: &str,
    client_address: &str,
    window_seconds: i64,
) -> DbResult<LoginAttempt> {
    let login_failure_id = sqlx::query_scalar!(
        r#"insert into login_failure (email, client_address, pending) values (lower($1), $2, true)
           returning login_failure_id"#,
        email,
        client_address
    )
    .fetch_one(pool)
    .await?;
    let row = sqlx::query!(
        r#"select
              count(*) filter (where email = lower($1)) as "by_email!",
              count(*) filter (where client_address = $2) as "by_address!",
              count(*) filter (where email = lower($1) and failed) as "failed_by_email!",
              count(*) filter (where client_address = $2 and failed) as "failed_by_address!"
           from (select email, client_address,
                        not pending or created_at < now() - interval '1 minute' as failed
                 from login_failure
                 where created_at > now() - make_interval(secs => $3::bigint)
                   and (email = lower($1) or client_address = $2)) attempts"#,
        email,
        client_address,
        window_seconds
    )
    .fetch_one(pool)
    .await?;
    Ok(LoginAttempt {
        login_failure_id,
        failed_by_email: row.failed_by_email,
        failed_by_address: row.failed_by_address,
        by_email: row.by_email,
        by_address: row.by_address,
    })
}

/// Turns a reserved attempt into a failure: its password was wrong.
pub async fn record_login_failure(
    executor: impl PgExecutor<'_>,
    login_failure_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update login_failure set pending = false where login_failure_id = $1",
        login_failure_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Drops a reserved attempt that was refused or waits for its turn, so that it counts no more.
pub async fn release_login_attempt(
    executor: impl PgExecutor<'_>,
    login_failure_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "delete from login_failure where login_failure_id = $1",
        login_failure_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Forgets the failed logins of an e-mail after a successful login.
pub async fn delete_login_failures(executor: impl PgExecutor<'_>, email: &str) -> DbResult<()> {
    sqlx::query!("delete from login_failure where email = lower($1)", email)
        .execute(executor)
        .await?;
    Ok(())
}

/// Stores a password-reset token unless the account got `max_per_hour` of them within the
/// last hour; returns whether it was stored. The check and the insert hold a lock on the
/// account's row, so concurrent requests cannot both pass the limit.
pub async fn insert_password_reset_token_within_limit(
    pool: &sqlx::PgPool,
    account_id: i64,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
    max_per_hour: i64,
) -> DbResult<bool> {
    let mut transaction = pool.begin().await?;
    sqlx::query!(
        "select account_id from account where account_id = $1 for update",
        account_id
    )
    .fetch_optional(&mut *transaction)
    .await?;
    let recent = sqlx::query_scalar!(
        r#"select count(*) as "count!" from password_reset_token
           where account_id = $1 and created_at > now() - interval '1 hour'"#,
        account_id
    )
    .fetch_one(&mut *transaction)
    .await?;
    if recent >= max_per_hour {
        return Ok(false);
    }
    insert_password_reset_token(&mut *transaction, account_id, token_hash, expires_at).await?;
    transaction.commit().await?;
    Ok(true)
}

/// Stores a password-reset token (tests and [`insert_password_reset_token_within_limit`]).
pub async fn insert_password_reset_token(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into password_reset_token (account_id, token_hash, expires_at)
           values ($1, $2, $3)"#,
        account_id,
        token_hash,
        expires_at
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Marks a reset token used and returns its account, if the token exists, is unused and has
/// not expired. A token can be consumed once.
pub async fn consume_password_reset_token(
    executor: impl PgExecutor<'_>,
    token_hash: &[u8],
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"update password_reset_token set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now()
           returning account_id"#,
        token_hash
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}
