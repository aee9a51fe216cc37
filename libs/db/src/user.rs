//! The users list (`/evidence/uzivatele`): accounts with their live identities, the open and
//! lately expired invitations, and the account changes made from it (blocking, last login,
//! resending and revoking an invitation).
//!
//! A scope other than the whole register is a handful of identities (a club's managers, a
//! region's staff): the statements start from the live identities' partial indexes
//! (migration `20261205000001_users_list`), one indexed branch per kind of identity, and sort
//! what they find. The whole register is walked in name order from `account_name_idx`, a
//! search starts from the folded text's trigram index; a page is `limit + 1` rows from an
//! offset (the list tells only whether more follow, never counts the accounts; a page deep in
//! the whole register costs its offset — accounts are staff and members who log in, far fewer
//! than the register's members).

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, PgPool, Postgres, QueryBuilder};
use stopa_domain::identity::IdentityType;
use stopa_domain::policy::ClubScope;

use crate::DbResult;
use crate::club::escape_like;

/// Invitations the list shows: open ones and those that expired in the last this many days.
pub const EXPIRED_INVITATION_DAYS: i64 = 30;

/// Most invitations the list shows.
pub const INVITATION_LIMIT: i64 = 200;

/// The users list's filters.
#[derive(Debug, Clone, Default)]
pub struct UserFilter {
    /// Words of a name or an e-mail (each must occur, diacritics and case aside).
    pub search: Option<String>,
    /// Accounts holding a live identity of this type (within the scope).
    pub identity_type: Option<IdentityType>,
    /// Only blocked (`true`) or only active (`false`) accounts.
    pub blocked: Option<bool>,
    /// One account (the detail page).
    pub account_id: Option<i64>,
    /// Whether the search looks at the e-mail too (only for those who see the e-mails).
    pub search_email: bool,
}

/// An account of the list.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub account_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub active: bool,
    /// Whether a password is set (an account made for a member before its first login has none).
    pub has_password: bool,
    pub last_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A live identity of a listed account.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserIdentityRow {
    pub identity_id: i64,
    pub account_id: i64,
    pub identity_type: IdentityType,
    pub member_id: Option<i64>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub permissions: Vec<String>,
    /// The club, region, department, company or member it is bound to.
    pub scope_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// An invitation not accepted and not revoked (open, or expired lately).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserInvitationRow {
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
    pub scope_name: Option<String>,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    /// Who sent it ("Jana Nováková").
    pub invited_by: Option<String>,
}

/// `and` the condition that the identity or invitation `alias` (same columns) lies in `scope`.
fn push_identity_scope(builder: &mut QueryBuilder<Postgres>, alias: &str, scope: ClubScope) {
    match scope {
        ClubScope::All => {}
        ClubScope::Club(club_id) => {
            builder
                .push(format!(
                    " and {alias}.identity_type = 'TEAM' and {alias}.club_id = "
                ))
                .push_bind(club_id);
        }
        ClubScope::Region(region_id) => {
            builder
                .push(format!(
                    " and (({alias}.identity_type = 'TEAM' and {alias}.club_id in \
                     (select c.club_id from club c where c.region_id = "
                ))
                .push_bind(region_id)
                .push(format!(
                    ")) or ({alias}.identity_type = 'AREA' and {alias}.region_id = "
                ))
                .push_bind(region_id)
                .push("))");
        }
        ClubScope::Department(department_id) => {
            builder
                .push(format!(
                    " and (({alias}.identity_type = 'TEAM' and {alias}.club_id in \
                     (select cd.club_id from club_department cd where cd.department_id = "
                ))
                .push_bind(department_id)
                .push(format!(
                    ")) or ({alias}.identity_type = 'SECTION' and {alias}.department_id = "
                ))
                .push_bind(department_id)
                .push("))");
        }
    }
}

const USER_COLUMNS: &str = "select a.account_id, a.email, a.first_name, a.last_name, a.active, \
     a.password_hash is not null as has_password, a.last_login_at, a.created_at from account a";

/// `and` the condition that the account `a` holds a live identity in `scope` (of
/// `identity_type` when given). Each branch is its own indexed read of the live identities (a
/// club's managers by `identity_club_live_idx`, a region's or department's staff by theirs);
/// an `or` of them would scan every identity.
fn push_account_scope(
    builder: &mut QueryBuilder<Postgres>,
    scope: ClubScope,
    identity_type: Option<IdentityType>,
) {
    const LIVE: &str = "select i.account_id from identity i where i.revoked_at is null";
    let push_type = |builder: &mut QueryBuilder<Postgres>| {
        if let Some(identity_type) = identity_type {
            builder
                .push(" and i.identity_type = ")
                .push_bind(identity_type);
        }
    };
    builder.push(" and a.account_id in (");
    match scope {
        ClubScope::All => {
            builder.push(LIVE);
            push_type(builder);
        }
        ClubScope::Club(club_id) => {
            builder
                .push(LIVE)
                .push(" and i.identity_type = 'TEAM' and i.club_id = ")
                .push_bind(club_id);
            push_type(builder);
        }
        ClubScope::Region(region_id) => {
            builder
                .push(LIVE)
                .push(
                    " and i.identity_type = 'TEAM' and i.club_id = any(array(\
                     select c.club_id from club c where c.region_id = ",
                )
                .push_bind(region_id)
                .push("))");
            push_type(builder);
            builder
                .push(" union all ")
                .push(LIVE)
                .push(" and i.identity_type = 'AREA' and i.region_id = ")
                .push_bind(region_id);
            push_type(builder);
        }
        ClubScope::Department(department_id) => {
            builder
                .push(LIVE)
                .push(
                    " and i.identity_type = 'TEAM' and i.club_id = any(array(\
                     select cd.club_id from club_department cd where cd.department_id = ",
                )
                .push_bind(department_id)
                .push("))");
            push_type(builder);
            builder
                .push(" union all ")
                .push(LIVE)
                .push(" and i.identity_type = 'SECTION' and i.department_id = ")
                .push_bind(department_id);
            push_type(builder);
        }
    }
    builder.push(")");
}

fn push_user_conditions(
    builder: &mut QueryBuilder<Postgres>,
    scope: ClubScope,
    filter: &UserFilter,
) {
    builder.push(" where true");
    if scope != ClubScope::All || filter.identity_type.is_some() {
        push_account_scope(builder, scope, filter.identity_type);
    }
    if let Some(search) = &filter.search {
        // Without the contacts, only the name is searched: the hidden e-mail must not be
        // guessable a piece at a time.
        let column = if filter.search_email {
            "a.search_text"
        } else {
            "fold_text(a.last_name || ' ' || a.first_name)"
        };
        for word in search.split_whitespace().take(5) {
            builder
                .push(format!(" and {column} like '%' || fold_text("))
                .push_bind(escape_like(word))
                .push(") || '%'");
        }
    }
    if let Some(blocked) = filter.blocked {
        builder.push(" and a.active = ").push_bind(!blocked);
    }
    if let Some(account_id) = filter.account_id {
        builder.push(" and a.account_id = ").push_bind(account_id);
    }
}

/// The accounts of `scope` matching `filter` in name order: `limit` of them from `offset`.
pub async fn list_users(
    pool: &PgPool,
    scope: ClubScope,
    filter: &UserFilter,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<UserRow>> {
    let mut builder = QueryBuilder::new(USER_COLUMNS);
    push_user_conditions(&mut builder, scope, filter);
    builder
        .push(
            " order by a.last_name collate \"cs-x-icu\", a.first_name collate \"cs-x-icu\", \
             a.account_id limit ",
        )
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// The live identities of `account_ids` that lie in `scope`, in the order they were given.
pub async fn list_user_identities(
    pool: &PgPool,
    scope: ClubScope,
    account_ids: &[i64],
) -> DbResult<Vec<UserIdentityRow>> {
    let mut builder = QueryBuilder::new(
        "select i.identity_id, i.account_id, i.identity_type, i.member_id, i.club_id, \
         i.region_id, i.department_id, i.timekeeping_company_id, i.permissions, \
         coalesce(c.name, r.name, d.name, t.name, m.first_name || ' ' || m.last_name) \
             as scope_name, i.created_at \
         from identity i \
         left join club c on c.club_id = i.club_id \
         left join region r on r.region_id = i.region_id \
         left join department d on d.department_id = i.department_id \
         left join timekeeping_company t on t.timekeeping_company_id = i.timekeeping_company_id \
         left join member m on m.member_id = i.member_id \
         where i.revoked_at is null and i.account_id = any(",
    );
    builder.push_bind(account_ids).push(")");
    push_identity_scope(&mut builder, "i", scope);
    builder.push(" order by i.account_id, i.identity_id");
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

const INVITATION_COLUMNS: &str = "select i.invitation_id, i.email, i.first_name, i.last_name, \
     i.identity_type, i.club_id, i.region_id, i.department_id, i.timekeeping_company_id, \
     i.permissions, coalesce(c.name, r.name, d.name, t.name) as scope_name, i.expires_at, \
     i.created_at, nullif(trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')), '') \
         as invited_by \
     from invitation i \
     left join club c on c.club_id = i.club_id \
     left join region r on r.region_id = i.region_id \
     left join department d on d.department_id = i.department_id \
     left join timekeeping_company t on t.timekeeping_company_id = i.timekeeping_company_id \
     left join account b on b.account_id = i.invited_by_account_id";

/// Invitations of `scope` not accepted and not revoked, open or expired within
/// [`EXPIRED_INVITATION_DAYS`], newest first (at most [`INVITATION_LIMIT`]).
pub async fn list_user_invitations(
    pool: &PgPool,
    scope: ClubScope,
) -> DbResult<Vec<UserInvitationRow>> {
    let mut builder = QueryBuilder::new(INVITATION_COLUMNS);
    builder.push(
        " where i.accepted_at is null and i.revoked_at is null \
         and i.expires_at > now() - make_interval(days => ",
    );
    builder.push_bind(EXPIRED_INVITATION_DAYS as i32).push(")");
    push_identity_scope(&mut builder, "i", scope);
    builder
        .push(" order by i.created_at desc, i.invitation_id desc limit ")
        .push_bind(INVITATION_LIMIT);
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// An invitation of `scope` not accepted and not revoked, locked for a change (resend or
/// revoke).
pub async fn lock_pending_invitation(
    executor: impl PgExecutor<'_>,
    scope: ClubScope,
    invitation_id: i64,
) -> DbResult<Option<UserInvitationRow>> {
    let mut builder = QueryBuilder::new(INVITATION_COLUMNS);
    builder
        .push(" where i.accepted_at is null and i.revoked_at is null and i.invitation_id = ")
        .push_bind(invitation_id);
    push_identity_scope(&mut builder, "i", scope);
    builder.push(" for update of i");
    Ok(builder.build_query_as().fetch_optional(executor).await?)
}

/// Locks the live identities of `identity_ids` in id order (so that two changes locking the
/// same pair never wait for each other crosswise) and returns the ids still live. Two managers
/// ending each other's role at once: the second finds its own role ended and stops.
pub async fn lock_live_identities(
    executor: impl PgExecutor<'_>,
    identity_ids: &[i64],
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "select identity_id from identity where identity_id = any($1) and revoked_at is null \
         order by identity_id for update",
    )
    .bind(identity_ids)
    .fetch_all(executor)
    .await?)
}

/// Whether the live identity lies in `scope` (as the list shows it).
pub async fn identity_in_scope(
    executor: impl PgExecutor<'_>,
    scope: ClubScope,
    identity_id: i64,
) -> DbResult<bool> {
    let mut builder = QueryBuilder::new(
        "select exists (select 1 from identity i where i.revoked_at is null and i.identity_id = ",
    );
    builder.push_bind(identity_id);
    push_identity_scope(&mut builder, "i", scope);
    builder.push(")");
    Ok(builder.build_query_scalar().fetch_one(executor).await?)
}

/// Gives an invitation a new link (the old one stops working) valid until `expires_at`.
pub async fn renew_invitation(
    executor: impl PgExecutor<'_>,
    invitation_id: i64,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> DbResult<()> {
    sqlx::query(
        "update invitation set token_hash = $2, expires_at = $3, updated_at = now() \
         where invitation_id = $1",
    )
    .bind(invitation_id)
    .bind(token_hash)
    .bind(expires_at)
    .execute(executor)
    .await?;
    Ok(())
}

/// Revokes an invitation: its link stops working at once.
pub async fn revoke_invitation(executor: impl PgExecutor<'_>, invitation_id: i64) -> DbResult<()> {
    sqlx::query(
        "update invitation set revoked_at = now(), expires_at = least(expires_at, now()), \
         updated_at = now() where invitation_id = $1",
    )
    .bind(invitation_id)
    .execute(executor)
    .await?;
    Ok(())
}

/// The account's row locked for a change.
pub async fn lock_user(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<Option<UserRow>> {
    let mut builder = QueryBuilder::new(USER_COLUMNS);
    builder
        .push(" where a.account_id = ")
        .push_bind(account_id)
        .push(" for update");
    Ok(builder.build_query_as().fetch_optional(executor).await?)
}

/// Blocks (`active = false`) or unblocks an account.
pub async fn set_account_active(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    active: bool,
) -> DbResult<()> {
    sqlx::query("update account set active = $2, updated_at = now() where account_id = $1")
        .bind(account_id)
        .bind(active)
        .execute(executor)
        .await?;
    Ok(())
}

/// Notes a successful login of the account.
pub async fn record_login(executor: impl PgExecutor<'_>, account_id: i64) -> DbResult<()> {
    sqlx::query("update account set last_login_at = now() where account_id = $1")
        .bind(account_id)
        .execute(executor)
        .await?;
    Ok(())
}
