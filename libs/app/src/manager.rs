//! Club managers and invitations. A club manager is a Team identity with the club permission
//! flags of spec §6. Managers are invited by e-mail (the worker sends it); accepting the
//! invitation sets the password of a new account, or asks an existing account for its own,
//! and activates the identity. Flags can be changed and identities revoked. Who may do this:
//! `policy::check_manage_club_managers`; area, section and timekeeper staff are invited by
//! Admin (`policy::check_invite_staff`).

use crate::job::SendEmail;
use chrono::{DateTime, Duration, Utc};
use stopa_db::DbResult;
use stopa_db::account::{self, NewIdentity};
use stopa_db::invitation::{self as db, NewInvitation};
use stopa_db::timekeeping::TimekeepingCompanyRow;
use stopa_domain::auth as crypto;
use stopa_domain::identity::{ClubPermission, IdentityType, StaffPermission};
use stopa_domain::policy;
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::auth::{check_new_password, check_password_within_limits, hash_password};
use crate::club::{facts, find_club};
use crate::error::{AppError, AppResult};
use crate::write::{AuditedWrite, ReferenceRule, constraint_error};
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// How long an invitation link works.
pub const INVITATION_DAYS: i64 = 7;

/// Flags stored on an identity, in the order of spec §6 (unknown text is dropped).
pub fn club_flags(stored: &[String]) -> Vec<ClubPermission> {
    ClubPermission::ALL
        .iter()
        .copied()
        .filter(|flag| stored.iter().any(|text| text == flag.as_str()))
        .collect()
}

/// Flags as they are stored: spec names, sorted, once each.
fn stored_flags(flags: &[ClubPermission]) -> Vec<String> {
    let mut names: Vec<String> = flags.iter().map(|flag| flag.as_str().to_owned()).collect();
    names.sort();
    names.dedup();
    names
}

/// A manager of a club.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubManager {
    pub identity_id: i64,
    /// Personal: null unless the asker may see the contacts of the club's people.
    // `policy::club_people_contacts_access`.
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermission>,
}

/// An invitation that has not been accepted yet.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PendingInvitation {
    pub id: i64,
    /// Personal: null unless the asker may see the contacts of the club's people.
    // `policy::club_people_contacts_access`.
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermission>,
    pub expires_at: DateTime<Utc>,
}

/// The managers of a club and its open invitations.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubManagers {
    pub managers: Vec<ClubManager>,
    pub invitations: Vec<PendingInvitation>,
    /// Whether the asker may invite, change and revoke managers of this club.
    pub can_manage: bool,
}

/// What an invitation offers, for the page that accepts it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct InvitationInfo {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// E.g. "správce klubu Ski klub Liberec".
    pub role: String,
    /// The e-mail already has an account with a password: accepting asks for that password
    /// (and keeps it) instead of setting a new one.
    pub existing_account: bool,
}

/// The Czech description of what an invitation grants.
pub fn role_description(identity_type: IdentityType, scope_name: Option<&str>) -> String {
    let scope = scope_name.unwrap_or_default();
    match identity_type {
        IdentityType::Team => format!("správce klubu {scope}"),
        IdentityType::Area => format!("pracovník kraje ({scope})"),
        IdentityType::Section => format!("pracovník úseku {scope}"),
        IdentityType::Timekeeper => format!("časomíra {scope}"),
        _ => "administrátor".to_owned(),
    }
}

/// Stores an invitation in the caller's transaction; returns its id and the token for the
/// link.
pub(crate) async fn create_invitation(
    connection: &mut sqlx::PgConnection,
    invitation: &NewInvitation,
    invited_by_account_id: Option<i64>,
) -> DbResult<(i64, String)> {
    let (token, token_hash) = crypto::new_token();
    let expires_at = Utc::now() + Duration::days(INVITATION_DAYS);
    let id = db::insert_invitation(
        &mut *connection,
        invitation,
        &token_hash,
        invited_by_account_id,
        expires_at,
    )
    .await?;
    Ok((id, token))
}

/// Queues the invitation e-mail (after the invitation is committed).
pub(crate) async fn send_invitation(
    app: &App,
    invitation: &NewInvitation,
    scope_name: Option<&str>,
    token: &str,
    invited_by_account_id: Option<i64>,
) -> AppResult<()> {
    let link = format!(
        "{}/obnova-hesla/{token}",
        app.public_url.trim_end_matches('/')
    );
    let message = stopa_mail::templates::invitation(
        &invitation.email,
        &invitation.first_name,
        &role_description(invitation.identity_type, scope_name),
        &link,
        INVITATION_DAYS,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, invited_by_account_id)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(())
}

/// References an invitation makes, with the fields that name them.
const REFERENCES: &[ReferenceRule] = &[
    ("invitation_club_fkey", "", "clubId"),
    ("invitation_region_fkey", "", "regionId"),
    ("invitation_department_fkey", "", "departmentId"),
    (
        "invitation_timekeeping_company_fkey",
        "",
        "timekeepingCompanyId",
    ),
];

/// Loads a club and checks that the actor may manage its managers with `flags`; returns the
/// club's name and whether the actor sees the managers' e-mails.
async fn check_club_managers(
    actor: &Actor,
    executor: impl stopa_db::PgExecutor<'_>,
    club_id: i64,
    flags: &[ClubPermission],
) -> AppResult<(String, bool)> {
    let club = find_club(executor, club_id).await?;
    policy::check_manage_club_managers(&actor.identity, &facts(&club), flags)?;
    let contacts = policy::club_people_contacts_access(&actor.identity, &facts(&club)).can_read();
    Ok((club.name, contacts))
}

/// The managers of a club with their flags, and the open invitations; for those who may
/// read the club.
pub async fn club_managers(app: &App, actor: &Actor, club_id: i64) -> AppResult<ClubManagers> {
    let club = find_club(&app.pool, club_id).await?;
    crate::club::check_club_read(actor, &club)?;
    let can_manage =
        policy::check_manage_club_managers(&actor.identity, &facts(&club), &[]).is_ok();
    let contacts = policy::club_people_contacts_access(&actor.identity, &facts(&club)).can_read();
    let managers = db::list_club_managers(&app.pool, club_id).await?;
    let invitations = db::list_open_club_invitations(&app.pool, club_id).await?;
    Ok(ClubManagers {
        managers: managers
            .into_iter()
            .map(|row| ClubManager {
                identity_id: row.identity_id,
                permissions: club_flags(&row.permissions),
                email: contacts.then_some(row.email),
                first_name: row.first_name,
                last_name: row.last_name,
            })
            .collect(),
        invitations: invitations
            .into_iter()
            .map(|row| PendingInvitation {
                id: row.invitation_id,
                permissions: club_flags(&row.permissions),
                email: contacts.then_some(row.email),
                first_name: row.first_name,
                last_name: row.last_name,
                expires_at: row.expires_at,
            })
            .collect(),
        can_manage,
    })
}

/// Timekeeping companies (their names are public: they appear at races); for logged-in
/// identities, to choose whom a Timekeeper identity belongs to.
pub async fn timekeeping_companies(
    app: &App,
    actor: &Actor,
) -> AppResult<Vec<TimekeepingCompanyRow>> {
    actor.signed_in()?;
    Ok(stopa_db::timekeeping::list_timekeeping_companies(&app.pool).await?)
}

/// What an open invitation offers; NOT_FOUND when the link is unknown, used or expired.
pub async fn invitation(app: &App, token: &str) -> AppResult<InvitationInfo> {
    let found = db::find_open_invitation(&app.pool, &crypto::hash_token(token))
        .await?
        .ok_or(AppError::NotFound)?;
    // Only the holder of the e-mailed link learns whether the address has an account.
    let existing_account = account::find_account_by_email(&app.pool, &found.email)
        .await?
        .is_some_and(|account| account.password_hash.is_some());
    Ok(InvitationInfo {
        existing_account,
        role: role_description(found.identity_type, found.scope_name.as_deref()),
        email: found.email,
        first_name: found.first_name,
        last_name: found.last_name,
    })
}

pub use stopa_domain::identity::InvitedRole;

/// The invite-user form of spec §2: name, surname, roles.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "InviteUserInput"))]
pub struct InviteUser {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: InvitedRole,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    /// Flags of a club manager.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub club_permissions: Vec<ClubPermission>,
    /// Flags of area or section staff, by their spec names (RACE_MANAGER, ...).
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub staff_permissions: Vec<String>,
}

/// Invites a person to a role; the e-mail goes through the worker after the commit. Returns
/// the e-mail invited.
pub async fn invite_user(app: &App, actor: &Actor, input: InviteUser) -> AppResult<String> {
    let mut check = FormCheck::new();
    let email = check
        .optional_email("email", Some(&input.email))
        .unwrap_or_else(|| {
            check.add("email", REQUIRED);
            String::new()
        });
    let first_name = check.text("firstName", &input.first_name, 100);
    let last_name = check.text("lastName", &input.last_name, 100);
    let staff_flags: Vec<String> = input
        .staff_permissions
        .iter()
        .filter_map(|text| StaffPermission::parse(text).map(|flag| flag.as_str().to_owned()))
        .collect();
    if staff_flags.len() != input.staff_permissions.len() {
        check.add("staffPermissions", "Neznámé oprávnění.");
    }
    let (identity_type, scope_field, scope) = match input.role {
        InvitedRole::Team => (IdentityType::Team, "clubId", input.club_id),
        InvitedRole::Area => (IdentityType::Area, "regionId", input.region_id),
        InvitedRole::Section => (IdentityType::Section, "departmentId", input.department_id),
        InvitedRole::Timekeeper => (
            IdentityType::Timekeeper,
            "timekeepingCompanyId",
            input.timekeeping_company_id,
        ),
    };
    if scope.is_none() {
        check.add(scope_field, REQUIRED);
    }
    check.finish()?;

    let mut write = AuditedWrite::begin(app, actor, "invitation").await?;
    let (permissions, scope_name) = if identity_type == IdentityType::Team {
        let (name, _) = check_club_managers(
            actor,
            write.tx(),
            input.club_id.unwrap_or_default(),
            &input.club_permissions,
        )
        .await?;
        (stored_flags(&input.club_permissions), Some(name))
    } else {
        policy::check_invite_staff(&actor.identity)?;
        (staff_flags, None)
    };
    let scope_of = |kind: IdentityType, id: Option<i64>| id.filter(|_| identity_type == kind);
    let invitation = NewInvitation {
        email,
        first_name,
        last_name,
        identity_type,
        club_id: scope_of(IdentityType::Team, input.club_id),
        region_id: scope_of(IdentityType::Area, input.region_id),
        department_id: scope_of(IdentityType::Section, input.department_id),
        timekeeping_company_id: scope_of(IdentityType::Timekeeper, input.timekeeping_company_id),
        permissions,
    };
    let inviter = actor.account_id();
    let (invitation_id, token) = create_invitation(write.tx(), &invitation, inviter)
        .await
        .map_err(|error| constraint_error(error, &[], REFERENCES))?;
    let scope_name = match scope_name {
        Some(name) => Some(name),
        None => db::invitation_scope_name(write.tx(), invitation_id).await?,
    };
    write
        .audit("invite", invitation_id, None::<&()>, Some(&invitation))
        .await?;
    write.commit().await?;
    send_invitation(app, &invitation, scope_name.as_deref(), &token, inviter).await?;
    Ok(invitation.email)
}

/// A club manager's identity, ready to be changed: its stored row and its club.
async fn live_manager(
    write: &mut AuditedWrite,
    identity_id: i64,
) -> AppResult<(stopa_db::invitation::ClubManagerRow, i64)> {
    let (row, identity_type, club_id) = db::find_live_identity(write.tx(), identity_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let club_id = club_id
        .filter(|_| identity_type == IdentityType::Team)
        .ok_or(AppError::NotFound)?;
    Ok((row, club_id))
}

/// Changes the flags of a club manager. Granting or taking away a flag both need it: a
/// manager cannot strip others of what it does not hold either.
pub async fn update_manager_permissions(
    app: &App,
    actor: &Actor,
    identity_id: i64,
    permissions: &[ClubPermission],
) -> AppResult<ClubManager> {
    let mut write = AuditedWrite::begin(app, actor, "identity").await?;
    let (before, club_id) = live_manager(&mut write, identity_id).await?;
    policy::check_not_own_identity(&actor.identity, identity_id)
        .map_err(|_| AppError::coded(ErrorCode::Forbidden, "Vlastní oprávnění si měnit nelze."))?;
    let mut touched = permissions.to_vec();
    touched.extend(club_flags(&before.permissions));
    let (_, contacts) = check_club_managers(actor, write.tx(), club_id, &touched).await?;
    let stored = stored_flags(permissions);
    db::update_identity_permissions(write.tx(), identity_id, &stored).await?;
    write
        .audit(
            "update_permissions",
            identity_id,
            Some(&before.permissions),
            Some(&stored),
        )
        .await?;
    write.commit().await?;
    Ok(ClubManager {
        identity_id,
        email: contacts.then(|| before.email.clone()),
        first_name: before.first_name,
        last_name: before.last_name,
        permissions: club_flags(&stored),
    })
}

/// Locks the asker's own identity with the target's (in id order) and refuses when the asker's
/// has ended meanwhile: two managers ending each other's role at once leave one of them.
pub(crate) async fn lock_with_own_identity(
    write: &mut AuditedWrite,
    actor: &Actor,
    identity_id: i64,
) -> AppResult<()> {
    let own = actor.identity.identity_id;
    if own == 0 {
        return Ok(());
    }
    let live = stopa_db::user::lock_live_identities(write.tx(), &[own, identity_id]).await?;
    if live.contains(&own) {
        Ok(())
    } else {
        Err(AppError::coded(
            ErrorCode::Forbidden,
            "Vaše role mezitím skončila; přihlaste se prosím znovu.",
        ))
    }
}

/// Ends a club manager's identity; its sessions lose it at once.
pub async fn revoke_manager(app: &App, actor: &Actor, identity_id: i64) -> AppResult<ClubManager> {
    let mut write = AuditedWrite::begin(app, actor, "identity").await?;
    lock_with_own_identity(&mut write, actor, identity_id).await?;
    let (before, club_id) = live_manager(&mut write, identity_id).await?;
    policy::check_not_own_identity(&actor.identity, identity_id)
        .map_err(|_| AppError::coded(ErrorCode::Forbidden, "Vlastní roli odebrat nelze."))?;
    let flags = club_flags(&before.permissions);
    let (_, contacts) = check_club_managers(actor, write.tx(), club_id, &flags).await?;
    db::revoke_identity(write.tx(), identity_id).await?;
    write
        .audit("revoke", identity_id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(ClubManager {
        identity_id,
        email: contacts.then(|| before.email.clone()),
        first_name: before.first_name,
        last_name: before.last_name,
        permissions: flags,
    })
}

/// Accepting an invitation: a new account sets its password (`password`, `again`); an
/// existing account proves itself with its current password (`currentPassword`), which stays.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AcceptInvitationInput"))]
pub struct AcceptInvitation {
    pub token: String,
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub password: String,
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub again: String,
    pub current_password: Option<String>,
}

/// Accepts an invitation and activates its identity; the link works once. An e-mail without
/// an account gets one with the password set here. An existing account is never overwritten:
/// it proves itself with its current password (checked under the login limits) and keeps it,
/// and the new identity joins its others.
pub async fn accept_invitation(
    app: &App,
    actor: &Actor,
    request: AcceptInvitation,
) -> AppResult<()> {
    let invalid_token = || {
        AppError::coded(
            ErrorCode::InvalidToken,
            "Odkaz je neplatný nebo už vypršel.",
        )
    };
    let token_hash = crypto::hash_token(&request.token);
    let invitation = db::find_open_invitation(&app.pool, &token_hash)
        .await?
        .ok_or_else(invalid_token)?;
    let existing = account::find_account_by_email(&app.pool, &invitation.email)
        .await?
        .filter(|found| found.password_hash.is_some());
    let new_hash = if let Some(found) = &existing {
        let Some(current) = request.current_password.filter(|text| !text.is_empty()) else {
            return Err(AppError::field("currentPassword", REQUIRED));
        };
        let password_ok = check_password_within_limits(
            app,
            &found.email,
            &actor.client_address,
            found.password_hash.clone(),
            current,
        )
        .await?;
        if !password_ok {
            return Err(AppError::field("currentPassword", "Heslo není správné."));
        }
        None
    } else {
        check_new_password(&request.password, &request.again)?;
        Some(hash_password(request.password).await?)
    };
    let mut transaction = stopa_db::begin(&app.pool).await?;
    // Read again inside the transaction (and locked): the link works once even when it is
    // used twice at once.
    let invitation = db::find_open_invitation(&mut *transaction, &token_hash)
        .await?
        .ok_or_else(invalid_token)?;
    let account_id = match (&existing, new_hash) {
        (Some(found), _) => found.account_id,
        (None, Some(hash)) => {
            match account::find_account_by_email(&mut *transaction, &invitation.email).await? {
                Some(found) => {
                    account::update_password_hash(&mut *transaction, found.account_id, &hash)
                        .await?;
                    found.account_id
                }
                None => {
                    account::insert_account(
                        &mut *transaction,
                        &invitation.email,
                        &invitation.first_name,
                        &invitation.last_name,
                        Some(&hash),
                    )
                    .await?
                }
            }
        }
        (None, None) => return Err(AppError::Internal("no password to set".into())),
    };
    let identity = NewIdentity {
        identity_type: invitation.identity_type,
        member_id: None,
        club_id: invitation.club_id,
        region_id: invitation.region_id,
        department_id: invitation.department_id,
        timekeeping_company_id: invitation.timekeeping_company_id,
        permissions: invitation.permissions.clone(),
    };
    let identity_id = account::insert_identity(&mut *transaction, account_id, &identity).await?;
    db::mark_invitation_accepted(&mut *transaction, invitation.invitation_id).await?;
    let entry = stopa_db::audit::AuditEntry {
        account_id: Some(account_id),
        identity_id: Some(identity_id),
        action: "accept_invitation",
        entity: "invitation",
        entity_id: Some(invitation.invitation_id),
        detail: serde_json::json!({ "identityType": invitation.identity_type }),
    };
    stopa_db::audit::insert_audit(&mut *transaction, &entry).await?;
    stopa_db::commit(transaction).await?;
    Ok(())
}
