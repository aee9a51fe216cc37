//! The users list (`/evidence/uzivatele`) and an account's page (`/evidence/uzivatele/{id}`):
//! accounts with their live identities and flags, the last login, the pending invitations
//! with resending and revoking, blocking an account and ending one of its identities.
//!
//! Who sees what: `policy::user_list_access` (Admin every account; staff holding
//! MEMBER_AND_CLUB_MANAGER the managers of their scope's clubs and their own region's or
//! department's staff; a club's managers their club's managers). An account outside the
//! asker's scope is NOT_FOUND, and of an account in it the asker sees only the identities in
//! its scope (a club manager learns nothing of a colleague's other roles).
//!
//! The rules of the changes (documented here, as the spec names only the pages):
//!
//! * **Resending** an invitation gives it a new link valid [`INVITATION_DAYS`] days (the old
//!   link stops working) and e-mails it again; an expired invitation can be resent too.
//!   **Revoking** stops its link at once; the invitation leaves the list. One invitation is
//!   resent at most [`RESENDS_PER_DAY`] times in 24 hours (it mails somebody else's address). Both are allowed to
//!   whoever could send that invitation: for a club manager's, `check_manage_club_managers`
//!   with its flags; for staff, Admin.
//! * **Blocking** an account (Admin, never its own) stops its logins and ends its sessions at
//!   once; its identities stay and work again when unblocked.
//! * **Ending an identity**: a club manager's through `manager::revoke_manager` (its rule);
//!   any other identity (Admin, Person, Area, Section, Timekeeper) is the federation's: Admin,
//!   never the identity it acts as.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use stopa_db::club::ClubRow;
use stopa_db::invitation::NewInvitation;
use stopa_db::user::{self as db, UserFilter, UserIdentityRow, UserInvitationRow, UserRow};
use stopa_domain::auth as crypto;
use stopa_domain::error_code::ErrorCode;
use stopa_domain::identity::{ClubPermission, IdentityType};
use stopa_domain::policy::{self, UserListAccess};

use crate::club::{facts, find_club};
use crate::error::{AppError, AppResult};
use crate::manager::{INVITATION_DAYS, club_flags, role_description, send_invitation};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Longest search text of the list.
pub const SEARCH_MAX_CHARS: usize = 100;

/// How many times one invitation may be sent again within 24 hours.
pub const RESENDS_PER_DAY: i64 = 3;

/// The list's filters and page.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "UsersInput"))]
pub struct UsersRequest {
    /// Words of a name or an e-mail address.
    pub search: Option<String>,
    /// Accounts with a live identity of this type.
    pub identity_type: Option<IdentityType>,
    /// Only blocked (true) or only active (false) accounts.
    pub blocked: Option<bool>,
    /// From 1.
    #[cfg_attr(feature = "graphql", graphql(default = 1))]
    pub page: i32,
    /// At most 200.
    #[cfg_attr(feature = "graphql", graphql(default = 50))]
    pub per_page: i32,
}

/// A live identity of an account, as the list shows it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct UserIdentity {
    pub id: i64,
    pub identity_type: IdentityType,
    /// "správce klubu Ski klub Liberec", "člen Jana Nováková".
    pub role: String,
    pub club_id: Option<i64>,
    pub member_id: Option<i64>,
    /// Flags by their spec names (club or staff permissions).
    pub permissions: Vec<String>,
    pub created_at: DateTime<Utc>,
    /// Whether the asker may end this identity (only filled on the account's page).
    pub can_revoke: bool,
}

/// An account of the list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct UserSummary {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    /// Personal: null unless the asker may see the contacts (`policy::user_list_access`).
    pub email: Option<String>,
    /// False when the account is blocked.
    pub active: bool,
    /// Whether the account has set a password (it can log in).
    pub has_password: bool,
    pub last_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// Its live identities within the asker's scope.
    pub identities: Vec<UserIdentity>,
}

/// A page of accounts in name order.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct UsersPage {
    pub items: Vec<UserSummary>,
    pub page: i32,
    pub per_page: i32,
    /// Whether a next page has rows (no count over the accounts).
    pub has_more: bool,
    /// Whether the asker may invite area, section and timekeeper staff ("Pozvat uživatele").
    pub can_invite_staff: bool,
}

/// An account's page.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct UserDetail {
    pub user: UserSummary,
    /// Whether the asker may block or unblock the account.
    pub can_block: bool,
}

/// An invitation not accepted yet.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct UserInvitation {
    pub id: i64,
    /// Personal: null unless the asker may see the contacts.
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub identity_type: IdentityType,
    /// What it grants: "správce klubu Ski klub Liberec".
    pub role: String,
    pub permissions: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The link no longer works (it can be resent).
    pub expired: bool,
    pub invited_by: Option<String>,
    /// Whether the asker may resend and revoke it.
    pub can_change: bool,
}

fn search_text(search: Option<&str>) -> AppResult<Option<String>> {
    let Some(text) = search.map(str::trim).filter(|text| !text.is_empty()) else {
        return Ok(None);
    };
    if text.chars().count() > SEARCH_MAX_CHARS {
        return Err(AppError::field(
            "search",
            format!("Hledaný text může mít nejvýše {SEARCH_MAX_CHARS} znaků."),
        ));
    }
    Ok(Some(text.to_owned()))
}

fn identity_view(row: UserIdentityRow) -> UserIdentity {
    let role = match row.identity_type {
        IdentityType::Person => format!("člen {}", row.scope_name.as_deref().unwrap_or_default()),
        other => role_description(other, row.scope_name.as_deref()),
    };
    UserIdentity {
        id: row.identity_id,
        identity_type: row.identity_type,
        role,
        club_id: row.club_id,
        member_id: row.member_id,
        permissions: row.permissions,
        created_at: row.created_at,
        can_revoke: false,
    }
}

fn summary(access: UserListAccess, row: UserRow, identities: Vec<UserIdentity>) -> UserSummary {
    UserSummary {
        id: row.account_id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: access.contacts.can_read().then_some(row.email),
        active: row.active,
        has_password: row.has_password,
        last_login_at: row.last_login_at,
        created_at: row.created_at,
        identities,
    }
}

/// Summaries of `rows` with their identities in the asker's scope.
async fn summaries(
    app: &App,
    access: UserListAccess,
    rows: Vec<UserRow>,
) -> AppResult<Vec<UserSummary>> {
    let ids: Vec<i64> = rows.iter().map(|row| row.account_id).collect();
    let mut identities: HashMap<i64, Vec<UserIdentity>> = HashMap::new();
    for row in db::list_user_identities(&app.pool, access.scope, &ids).await? {
        identities
            .entry(row.account_id)
            .or_default()
            .push(identity_view(row));
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let own = identities.remove(&row.account_id).unwrap_or_default();
            summary(access, row, own)
        })
        .collect())
}

/// The accounts the asker may list, in name order, a page at a time.
pub async fn users(app: &App, actor: &Actor, request: UsersRequest) -> AppResult<UsersPage> {
    let access = policy::user_list_access(&actor.identity)?;
    let filter = UserFilter {
        search: search_text(request.search.as_deref())?,
        identity_type: request.identity_type,
        blocked: request.blocked,
        account_id: None,
        search_email: access.contacts.can_read(),
    };
    let per_page = request.per_page.clamp(1, 200);
    let page = request.page.clamp(1, 10_000);
    let offset = i64::from(page - 1) * i64::from(per_page);
    let mut rows = db::list_users(
        &app.pool,
        access.scope,
        &filter,
        i64::from(per_page) + 1,
        offset,
    )
    .await?;
    let shown = usize::try_from(per_page).unwrap_or(usize::MAX);
    let has_more = rows.len() > shown;
    rows.truncate(shown);
    Ok(UsersPage {
        items: summaries(app, access, rows).await?,
        page,
        per_page,
        has_more,
        can_invite_staff: policy::check_invite_staff(&actor.identity).is_ok(),
    })
}

/// Clubs by id, each loaded once (for the club managers' rule).
#[derive(Default)]
struct Clubs(HashMap<i64, ClubRow>);

impl Clubs {
    async fn get(&mut self, app: &App, club_id: i64) -> AppResult<&ClubRow> {
        Ok(match self.0.entry(club_id) {
            std::collections::hash_map::Entry::Occupied(entry) => entry.into_mut(),
            std::collections::hash_map::Entry::Vacant(entry) => {
                entry.insert(find_club(&app.pool, club_id).await?)
            }
        })
    }
}

/// Whether the asker may end `identity` (see the module's rules).
async fn may_revoke(
    app: &App,
    actor: &Actor,
    clubs: &mut Clubs,
    identity: &UserIdentity,
) -> AppResult<bool> {
    if policy::check_not_own_identity(&actor.identity, identity.id).is_err() {
        return Ok(false);
    }
    match (identity.identity_type, identity.club_id) {
        (IdentityType::Team, Some(club_id)) => {
            let club = clubs.get(app, club_id).await?;
            let flags = club_flags(&identity.permissions);
            Ok(policy::check_manage_club_managers(&actor.identity, &facts(club), &flags).is_ok())
        }
        _ => Ok(policy::check_invite_staff(&actor.identity).is_ok()),
    }
}

/// One account the asker may list; NOT_FOUND outside its scope.
pub async fn user(app: &App, actor: &Actor, account_id: i64) -> AppResult<UserDetail> {
    let access = policy::user_list_access(&actor.identity)?;
    let filter = UserFilter {
        account_id: Some(account_id),
        ..UserFilter::default()
    };
    let rows = db::list_users(&app.pool, access.scope, &filter, 1, 0).await?;
    let mut user = summaries(app, access, rows)
        .await?
        .pop()
        .ok_or(AppError::NotFound)?;
    let mut clubs = Clubs::default();
    for identity in &mut user.identities {
        identity.can_revoke = may_revoke(app, actor, &mut clubs, identity).await?;
    }
    let own = actor.account_id() == Some(account_id);
    Ok(UserDetail {
        can_block: policy::check_block_account(&actor.identity, own).is_ok(),
        user,
    })
}

/// Whether the asker may resend or revoke `invitation`: whoever could send it.
async fn may_change_invitation(
    app: &App,
    actor: &Actor,
    clubs: &mut Clubs,
    invitation: &UserInvitationRow,
) -> AppResult<bool> {
    match (invitation.identity_type, invitation.club_id) {
        (IdentityType::Team, Some(club_id)) => {
            let club = clubs.get(app, club_id).await?;
            let flags: Vec<ClubPermission> = club_flags(&invitation.permissions);
            Ok(policy::check_manage_club_managers(&actor.identity, &facts(club), &flags).is_ok())
        }
        _ => Ok(policy::check_invite_staff(&actor.identity).is_ok()),
    }
}

fn invitation_view(
    access: UserListAccess,
    row: UserInvitationRow,
    can_change: bool,
    now: DateTime<Utc>,
) -> UserInvitation {
    UserInvitation {
        id: row.invitation_id,
        email: access.contacts.can_read().then_some(row.email),
        role: role_description(row.identity_type, row.scope_name.as_deref()),
        first_name: row.first_name,
        last_name: row.last_name,
        identity_type: row.identity_type,
        permissions: row.permissions,
        created_at: row.created_at,
        expired: row.expires_at <= now,
        expires_at: row.expires_at,
        invited_by: row.invited_by,
        can_change,
    }
}

/// The invitations of the asker's scope not accepted yet: open ones and those expired within
/// the last `EXPIRED_INVITATION_DAYS` days, newest first.
pub async fn user_invitations(app: &App, actor: &Actor) -> AppResult<Vec<UserInvitation>> {
    let access = policy::user_list_access(&actor.identity)?;
    let rows = db::list_user_invitations(&app.pool, access.scope).await?;
    let now = Utc::now();
    let mut clubs = Clubs::default();
    let mut views = Vec::with_capacity(rows.len());
    for row in rows {
        let can_change = may_change_invitation(app, actor, &mut clubs, &row).await?;
        views.push(invitation_view(access, row, can_change, now));
    }
    Ok(views)
}

/// Locks a pending invitation of the asker's scope and checks that the asker may change it.
async fn pending_invitation(
    app: &App,
    actor: &Actor,
    write: &mut AuditedWrite,
    invitation_id: i64,
) -> AppResult<(UserListAccess, UserInvitationRow)> {
    let access = policy::user_list_access(&actor.identity)?;
    let row = db::lock_pending_invitation(write.tx(), access.scope, invitation_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !may_change_invitation(app, actor, &mut Clubs::default(), &row).await? {
        return Err(AppError::coded(
            ErrorCode::Forbidden,
            "Tuto pozvánku můžete jen vidět; změnit ji smí ten, kdo smí takovou pozvánku poslat.",
        ));
    }
    Ok((access, row))
}

/// Sends an invitation again with a new link (the old one stops working).
pub async fn resend_invitation(
    app: &App,
    actor: &Actor,
    invitation_id: i64,
) -> AppResult<UserInvitation> {
    let mut write = AuditedWrite::begin(app, actor, "invitation").await?;
    let (access, row) = pending_invitation(app, actor, &mut write, invitation_id).await?;
    // An invitation is an e-mail to somebody else's address: not a way to flood it.
    let allowed = stopa_db::request_limit::take_allowance(
        write.tx(),
        "invitation_resend",
        &invitation_id.to_string(),
        RESENDS_PER_DAY,
        24 * 3600,
    )
    .await?;
    if !allowed {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            format!("Pozvánku lze poslat znovu nejvýše {RESENDS_PER_DAY}krát za 24 hodin."),
        ));
    }
    let (token, token_hash) = crypto::new_token();
    let expires_at = Utc::now() + Duration::days(INVITATION_DAYS);
    db::renew_invitation(write.tx(), invitation_id, &token_hash, expires_at).await?;
    write
        .audit(
            "resend",
            invitation_id,
            Some(&serde_json::json!({ "expiresAt": row.expires_at })),
            Some(&serde_json::json!({ "expiresAt": expires_at })),
        )
        .await?;
    write.commit().await?;
    let invitation = NewInvitation {
        email: row.email.clone(),
        first_name: row.first_name.clone(),
        last_name: row.last_name.clone(),
        identity_type: row.identity_type,
        club_id: row.club_id,
        region_id: row.region_id,
        department_id: row.department_id,
        timekeeping_company_id: row.timekeeping_company_id,
        permissions: row.permissions.clone(),
    };
    send_invitation(
        app,
        &invitation,
        row.scope_name.as_deref(),
        &token,
        actor.account_id(),
    )
    .await?;
    let mut view = invitation_view(access, row, true, Utc::now());
    view.expires_at = expires_at;
    view.expired = false;
    Ok(view)
}

/// Revokes an invitation: its link stops working at once.
pub async fn revoke_invitation(
    app: &App,
    actor: &Actor,
    invitation_id: i64,
) -> AppResult<UserInvitation> {
    let mut write = AuditedWrite::begin(app, actor, "invitation").await?;
    let (access, row) = pending_invitation(app, actor, &mut write, invitation_id).await?;
    db::revoke_invitation(write.tx(), invitation_id).await?;
    write
        .audit(
            "revoke",
            invitation_id,
            Some(&serde_json::json!({ "email": row.email, "expiresAt": row.expires_at })),
            None::<&()>,
        )
        .await?;
    write.commit().await?;
    let now = Utc::now();
    let mut view = invitation_view(access, row, false, now);
    view.expires_at = now;
    view.expired = true;
    Ok(view)
}

/// Blocks or unblocks an account; blocking ends its sessions.
pub async fn set_account_blocked(
    app: &App,
    actor: &Actor,
    account_id: i64,
    blocked: bool,
) -> AppResult<UserDetail> {
    let own = actor.account_id() == Some(account_id);
    policy::check_block_account(&actor.identity, own).map_err(|denied| match (denied, own) {
        (policy::Denied::Forbidden, true) => {
            AppError::coded(ErrorCode::Forbidden, "Vlastní účet zablokovat nelze.")
        }
        (denied, _) => denied.into(),
    })?;
    let mut write = AuditedWrite::begin(app, actor, "account").await?;
    let before = db::lock_user(write.tx(), account_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if before.active == blocked {
        db::set_account_active(write.tx(), account_id, !blocked).await?;
        if blocked {
            stopa_db::session::delete_account_sessions(write.tx(), account_id, None).await?;
        }
        write
            .audit(
                if blocked { "block" } else { "unblock" },
                account_id,
                Some(&serde_json::json!({ "active": before.active })),
                Some(&serde_json::json!({ "active": !blocked })),
            )
            .await?;
    }
    write.commit().await?;
    user(app, actor, account_id).await
}

/// Ends an identity of an account (see the module's rules); a club manager's goes through
/// the club managers' rule. An identity outside the asker's list is NOT_FOUND, whoever asks.
pub async fn revoke_identity(app: &App, actor: &Actor, identity_id: i64) -> AppResult<()> {
    let access = policy::user_list_access(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "identity").await?;
    if !db::identity_in_scope(write.tx(), access.scope, identity_id).await? {
        return Err(AppError::NotFound);
    }
    policy::check_not_own_identity(&actor.identity, identity_id)
        .map_err(|_| AppError::coded(ErrorCode::Forbidden, "Vlastní roli odebrat nelze."))?;
    // Both rows locked in id order before anything else reads them (no crosswise waits).
    crate::manager::lock_with_own_identity(&mut write, actor, identity_id).await?;
    let (before, identity_type, club_id) =
        stopa_db::invitation::find_live_identity(write.tx(), identity_id)
            .await?
            .ok_or(AppError::NotFound)?;
    if identity_type == IdentityType::Team && club_id.is_some() {
        drop(write);
        crate::manager::revoke_manager(app, actor, identity_id).await?;
        return Ok(());
    }
    policy::check_invite_staff(&actor.identity)?;
    stopa_db::invitation::revoke_identity(write.tx(), identity_id).await?;
    write
        .audit("revoke", identity_id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(())
}
