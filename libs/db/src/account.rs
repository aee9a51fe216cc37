//! Accounts, their identities, failed logins and password-reset tokens.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

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
    pub identity_type: String,
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
) -> Result<Option<Account>, sqlx::Error> {
    sqlx::query_as!(
        Account,
        r#"select account_id, email, first_name, last_name, password_hash, active
           from account where email = lower($1)"#,
        email
    )
    .fetch_optional(executor)
    .await
}

pub async fn find_account_by_id(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> Result<Option<Account>, sqlx::Error> {
    sqlx::query_as!(
        Account,
        r#"select account_id, email, first_name, last_name, password_hash, active
           from account where account_id = $1"#,
        account_id
    )
    .fetch_optional(executor)
    .await
}

/// Creates an account; fails with the unique violation `account_email_key` when the e-mail
/// is taken.
pub async fn insert_account(
    executor: impl PgExecutor<'_>,
    email: &str,
    first_name: &str,
    last_name: &str,
    password_hash: Option<&str>,
) -> Result<i64, sqlx::Error> {
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
}

pub async fn update_password_hash(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    password_hash: &str,
) -> Result<(), sqlx::Error> {
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
pub struct NewIdentity<'a> {
    pub identity_type: &'a str,
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
    identity: &NewIdentity<'_>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into identity (account_id, identity_type, member_id, club_id, region_id,
                                 department_id, timekeeping_company_id, permissions)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           returning identity_id"#,
        account_id,
        identity.identity_type,
        identity.member_id,
        identity.club_id,
        identity.region_id,
        identity.department_id,
        identity.timekeeping_company_id,
        &identity.permissions
    )
    .fetch_one(executor)
    .await
}

/// The identities an account holds and may act as (not revoked), oldest first.
pub async fn list_identities(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> Result<Vec<IdentityRow>, sqlx::Error> {
    sqlx::query_as!(
        IdentityRow,
        r#"select i.identity_id, i.account_id, i.identity_type, i.member_id, i.club_id,
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
}

/// Failed logins within `window_seconds`: for the e-mail and for the client address.
pub async fn count_recent_login_failures(
    executor: impl PgExecutor<'_>,
    email: &str,
    client_address: &str,
    window_seconds: i64,
) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query!(
        r#"select
              count(*) filter (where email = lower($1)) as "by_email!",
              count(*) filter (where client_address = $2) as "by_address!"
           from login_failure
           where created_at > now() - make_interval(secs => $3::bigint)
             and (email = lower($1) or client_address = $2)"#,
        email,
        client_address,
        window_seconds
    )
    .fetch_one(executor)
    .await?;
    Ok((row.by_email, row.by_address))
}

pub async fn insert_login_failure(
    executor: impl PgExecutor<'_>,
    email: &str,
    client_address: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "insert into login_failure (email, client_address) values (lower($1), $2)",
        email,
        client_address
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Forgets the failed logins of an e-mail after a successful login.
pub async fn delete_login_failures(
    executor: impl PgExecutor<'_>,
    email: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!("delete from login_failure where email = lower($1)", email)
        .execute(executor)
        .await?;
    Ok(())
}

pub async fn insert_password_reset_token(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
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

/// Reset links sent to an account within `window_seconds`.
pub async fn count_recent_password_resets(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    window_seconds: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select count(*) as "count!" from password_reset_token
           where account_id = $1 and created_at > now() - make_interval(secs => $2::bigint)"#,
        account_id,
        window_seconds
    )
    .fetch_one(executor)
    .await
}

/// Marks a reset token used and returns its account, if the token exists, is unused and has
/// not expired. A token can be consumed once.
pub async fn consume_password_reset_token(
    executor: impl PgExecutor<'_>,
    token_hash: &[u8],
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update password_reset_token set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now()
           returning account_id"#,
        token_hash
    )
    .fetch_optional(executor)
    .await
}
