//! Club managers and invitations. A club manager is a Team identity with the club permission
//! flags of spec §6. Managers are invited by e-mail (the worker sends it); accepting the
//! invitation sets the account's password and activates the identity. Flags can be changed
//! and identities revoked. Who may do this: [`policy::check_manage_club_managers`]; area,
//! section and timekeeper staff are invited by Admin.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{DateTime, Duration, Utc};
use stopa_db::account::{self, NewIdentity};
use stopa_db::club as club_db;
use stopa_db::invitation::{self as db, ClubManagerRow, InvitationRow, NewInvitation};
use stopa_domain::auth as crypto;
use stopa_domain::identity::{ClubPermission, IdentityType, StaffPermission};
use stopa_domain::policy::{self, ClubFacts};
use stopa_domain::validation::FormCheck;

use crate::auth::check_new_password;
use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::write::{AuditedWrite, ReferenceRule, constraint_error};

/// How long an invitation link works.
pub const INVITATION_DAYS: i64 = 7;

/// A club permission flag, spec §6.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "ClubPermission")]
pub enum ClubPermissionEnum {
    MemberPersonalInfoView,
    MemberTerminate,
    MemberCreateEdit,
    CreateApproveTransfer,
    RaceRegistration,
    RaceManager,
    Payments,
}

impl From<ClubPermissionEnum> for ClubPermission {
    fn from(flag: ClubPermissionEnum) -> Self {
        match flag {
            ClubPermissionEnum::MemberPersonalInfoView => Self::MemberPersonalInfoView,
            ClubPermissionEnum::MemberTerminate => Self::MemberTerminate,
            ClubPermissionEnum::MemberCreateEdit => Self::MemberCreateEdit,
            ClubPermissionEnum::CreateApproveTransfer => Self::CreateApproveTransfer,
            ClubPermissionEnum::RaceRegistration => Self::RaceRegistration,
            ClubPermissionEnum::RaceManager => Self::RaceManager,
            ClubPermissionEnum::Payments => Self::Payments,
        }
    }
}

/// Flags stored on an identity, as GraphQL values (unknown text is dropped).
fn flags_of(stored: &[String]) -> Vec<ClubPermissionEnum> {
    const ALL: [ClubPermissionEnum; 7] = [
        ClubPermissionEnum::MemberPersonalInfoView,
        ClubPermissionEnum::MemberTerminate,
        ClubPermissionEnum::MemberCreateEdit,
        ClubPermissionEnum::CreateApproveTransfer,
        ClubPermissionEnum::RaceRegistration,
        ClubPermissionEnum::RaceManager,
        ClubPermissionEnum::Payments,
    ];
    ALL.into_iter()
        .filter(|flag| {
            stored
                .iter()
                .any(|text| text == ClubPermission::from(*flag).as_str())
        })
        .collect()
}

fn stored_flags(flags: &[ClubPermissionEnum]) -> Vec<String> {
    let mut names: Vec<String> = flags
        .iter()
        .map(|flag| ClubPermission::from(*flag).as_str().to_owned())
        .collect();
    names.sort();
    names.dedup();
    names
}

/// A manager of a club.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubManager {
    pub identity_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermissionEnum>,
}

impl From<ClubManagerRow> for ClubManager {
    fn from(row: ClubManagerRow) -> Self {
        Self {
            identity_id: row.identity_id,
            permissions: flags_of(&row.permissions),
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
        }
    }
}

/// An invitation that has not been accepted yet.
#[derive(SimpleObject, Debug, Clone)]
pub struct PendingInvitation {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermissionEnum>,
    pub expires_at: DateTime<Utc>,
}

impl From<InvitationRow> for PendingInvitation {
    fn from(row: InvitationRow) -> Self {
        Self {
            id: row.invitation_id,
            permissions: flags_of(&row.permissions),
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            expires_at: row.expires_at,
        }
    }
}

/// The managers of a club and its open invitations.
#[derive(SimpleObject, Debug)]
pub struct ClubManagers {
    pub managers: Vec<ClubManager>,
    pub invitations: Vec<PendingInvitation>,
    /// Whether the asker may invite, change and revoke managers of this club.
    pub can_manage: bool,
}

/// What an invitation offers, for the page that accepts it.
#[derive(SimpleObject, Debug)]
pub struct InvitationInfo {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// E.g. "správce klubu Ski klub Liberec".
    pub role: String,
}

/// The Czech description of what an invitation grants.
pub fn role_description(identity_type: &str, scope_name: Option<&str>) -> String {
    let scope = scope_name.unwrap_or_default();
    match identity_type {
        "Team" => format!("správce klubu {scope}"),
        "Area" => format!("pracovník kraje ({scope})"),
        "Section" => format!("pracovník úseku {scope}"),
        "Timekeeper" => format!("časomíra {scope}"),
        _ => "administrátor".to_owned(),
    }
}

/// Stores an invitation in the caller's transaction; returns its id and the token for the
/// link.
pub async fn create_invitation(
    connection: &mut sqlx::PgConnection,
    invitation: &NewInvitation,
    invited_by_account_id: Option<i64>,
) -> Result<(i64, String), sqlx::Error> {
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

/// Queues the invitation e-mail (after the invitation is committed).
pub async fn send_invitation(
    services: &Services,
    invitation: &NewInvitation,
    scope_name: Option<&str>,
    token: &str,
    invited_by_account_id: Option<i64>,
) -> Result<(), ApiError> {
    let link = format!(
        "{}/obnova-hesla/{token}",
        services.public_url.trim_end_matches('/')
    );
    let message = stopa_mail::templates::invitation(
        &invitation.email,
        &invitation.first_name,
        &role_description(&invitation.identity_type, scope_name),
        &link,
        INVITATION_DAYS,
    );
    services
        .queues
        .enqueue_email(&services.pool, message, invited_by_account_id)
        .await
        .map_err(|error| ApiError::Internal(format!("enqueue invitation: {error}")))?;
    Ok(())
}

/// The checked name and e-mail of an invited person.
fn invitee(
    check: &mut FormCheck,
    email: &str,
    first_name: &str,
    last_name: &str,
) -> (String, String, String) {
    let email = check
        .optional_email("email", Some(email))
        .unwrap_or_else(|| {
            check.add("email", stopa_domain::validation::REQUIRED);
            String::new()
        });
    (
        email,
        check.text("firstName", first_name, 100),
        check.text("lastName", last_name, 100),
    )
}

/// The kind of identity an invitation grants.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "InvitedRole")]
pub enum InvitedRole {
    /// Club manager: needs `clubId` and club flags.
    Team,
    /// Area staff: needs `regionId` and staff flags.
    Area,
    /// Section staff: needs `departmentId` and staff flags.
    Section,
    /// Timekeeping company: needs `timekeepingCompanyId`.
    Timekeeper,
}

/// The invite-user form of spec §2: name, surname, roles.
#[derive(InputObject, Debug)]
pub struct InviteUserInput {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: InvitedRole,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    /// Flags of a club manager.
    #[graphql(default)]
    pub club_permissions: Vec<ClubPermissionEnum>,
    /// Flags of area or section staff, by their spec names (RACE_MANAGER, ...).
    #[graphql(default)]
    pub staff_permissions: Vec<String>,
}

#[derive(InputObject, Debug)]
pub struct UpdateManagerPermissionsInput {
    pub identity_id: i64,
    pub permissions: Vec<ClubPermissionEnum>,
}

#[derive(InputObject, Debug)]
pub struct AcceptInvitationInput {
    pub token: String,
    pub password: String,
    pub again: String,
}

fn request_context<'a>(ctx: &Context<'a>) -> Result<&'a RequestContext, ApiError> {
    ctx.data::<RequestContext>()
        .map_err(|error| ApiError::Internal(error.message))
}

/// Loads a club and checks that the asker may manage its managers with `flags`.
async fn check_club_managers(
    ctx: &Context<'_>,
    executor: impl sqlx::PgExecutor<'_>,
    club_id: i64,
    flags: &[ClubPermissionEnum],
) -> Result<String, ApiError> {
    let request = request_context(ctx)?;
    let club = club_db::find_club(executor, club_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let facts = ClubFacts {
        club_id: club.club_id,
        region_id: club.region_id,
        department_ids: &club.department_ids,
    };
    let flags: Vec<ClubPermission> = flags.iter().copied().map(Into::into).collect();
    policy::check_manage_club_managers(&request.identity, &facts, &flags)?;
    Ok(club.name)
}

/// A timekeeping company, for choosing whom a Timekeeper identity belongs to.
#[derive(SimpleObject, Debug, Clone)]
pub struct TimekeepingCompanyRef {
    pub id: i64,
    pub name: String,
}

#[derive(Default)]
pub struct ManagersQuery;

#[Object]
impl ManagersQuery {
    /// The managers of a club with their flags, and the open invitations; for those who may
    /// read the club.
    async fn club_managers(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<ClubManagers> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let club = club_db::find_club(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let facts = ClubFacts {
            club_id: club.club_id,
            region_id: club.region_id,
            department_ids: &club.department_ids,
        };
        if !policy::club_access(&request.identity, &facts).can_read() {
            return Err(ApiError::from(
                policy::club_list_scope(&request.identity)
                    .err()
                    .unwrap_or(policy::Denied::Forbidden),
            )
            .into());
        }
        let can_manage = policy::check_manage_club_managers(&request.identity, &facts, &[]).is_ok();
        let managers = db::list_club_managers(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?;
        let invitations = db::list_open_club_invitations(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?;
        Ok(ClubManagers {
            managers: managers.into_iter().map(Into::into).collect(),
            invitations: invitations.into_iter().map(Into::into).collect(),
            can_manage,
        })
    }

    /// Timekeeping companies (their names are public: they appear at races); for logged-in
    /// identities.
    async fn timekeeping_companies(
        &self,
        ctx: &Context<'_>,
    ) -> ApiResult<Vec<TimekeepingCompanyRef>> {
        let services = ctx.data::<Services>()?;
        if request_context(ctx)?.session.is_none() {
            return Err(ApiError::Unauthenticated.into());
        }
        let rows = stopa_db::timekeeping::list_timekeeping_companies(&services.pool)
            .await
            .map_err(ApiError::from)?;
        Ok(rows
            .into_iter()
            .map(|row| TimekeepingCompanyRef {
                id: row.timekeeping_company_id,
                name: row.name,
            })
            .collect())
    }

    /// What an open invitation offers; NOT_FOUND when the link is unknown, used or expired.
    async fn invitation(&self, ctx: &Context<'_>, token: String) -> ApiResult<InvitationInfo> {
        let services = ctx.data::<Services>()?;
        let found = db::find_open_invitation(&services.pool, &crypto::hash_token(&token))
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        Ok(InvitationInfo {
            role: role_description(&found.identity_type, found.scope_name.as_deref()),
            email: found.email,
            first_name: found.first_name,
            last_name: found.last_name,
        })
    }
}

#[derive(Default)]
pub struct ManagersMutation;

#[Object]
impl ManagersMutation {
    /// Invites a person to a role (spec §2 invite-user form); the e-mail goes through the
    /// worker. Returns the e-mail invited.
    async fn invite_user(&self, ctx: &Context<'_>, input: InviteUserInput) -> ApiResult<String> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let mut check = FormCheck::new();
        let (email, first_name, last_name) = invitee(
            &mut check,
            &input.email,
            &input.first_name,
            &input.last_name,
        );
        let staff_flags: Vec<String> = input
            .staff_permissions
            .iter()
            .filter_map(|text| StaffPermission::parse(text).map(|flag| flag.as_str().to_owned()))
            .collect();
        if staff_flags.len() != input.staff_permissions.len() {
            check.add("staffPermissions", "Neznámé oprávnění.");
        }
        let required_scope = match input.role {
            InvitedRole::Team => ("clubId", input.club_id),
            InvitedRole::Area => ("regionId", input.region_id),
            InvitedRole::Section => ("departmentId", input.department_id),
            InvitedRole::Timekeeper => ("timekeepingCompanyId", input.timekeeping_company_id),
        };
        if required_scope.1.is_none() {
            check.add(required_scope.0, stopa_domain::validation::REQUIRED);
        }
        check.finish().map_err(ApiError::from)?;

        let mut write = AuditedWrite::begin(ctx, "invitation").await?;
        let (identity_type, permissions, scope_name) = match input.role {
            InvitedRole::Team => {
                let club_id = input.club_id.unwrap_or_default();
                let name = check_club_managers(
                    ctx,
                    &mut *write.transaction,
                    club_id,
                    &input.club_permissions,
                )
                .await?;
                (
                    IdentityType::Team,
                    stored_flags(&input.club_permissions),
                    Some(name),
                )
            }
            role => {
                policy::check_invite_staff(&request.identity).map_err(ApiError::from)?;
                let kind = match role {
                    InvitedRole::Area => IdentityType::Area,
                    InvitedRole::Section => IdentityType::Section,
                    _ => IdentityType::Timekeeper,
                };
                (kind, staff_flags, None)
            }
        };
        let invitation = NewInvitation {
            email,
            first_name,
            last_name,
            identity_type: identity_type.as_str().to_owned(),
            club_id: input
                .club_id
                .filter(|_| identity_type == IdentityType::Team),
            region_id: input
                .region_id
                .filter(|_| identity_type == IdentityType::Area),
            department_id: input
                .department_id
                .filter(|_| identity_type == IdentityType::Section),
            timekeeping_company_id: input
                .timekeeping_company_id
                .filter(|_| identity_type == IdentityType::Timekeeper),
            permissions,
        };
        let inviter = request.session.as_ref().map(|session| session.account_id);
        let (invitation_id, token) =
            create_invitation(&mut write.transaction, &invitation, inviter)
                .await
                .map_err(|error| constraint_error(error, &[], REFERENCES))?;
        let scope_name = match scope_name {
            Some(name) => Some(name),
            None => db::invitation_scope_name(&mut *write.transaction, invitation_id)
                .await
                .map_err(ApiError::from)?,
        };
        write
            .audit("invite", invitation_id, None::<&()>, Some(&invitation))
            .await?;
        write.commit().await?;
        send_invitation(
            services,
            &invitation,
            scope_name.as_deref(),
            &token,
            inviter,
        )
        .await?;
        Ok(invitation.email)
    }

    /// Changes the flags of a club manager.
    async fn update_manager_permissions(
        &self,
        ctx: &Context<'_>,
        input: UpdateManagerPermissionsInput,
    ) -> ApiResult<ClubManager> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "identity").await?;
        let (before, identity_type, club_id) =
            db::find_live_identity(&mut *write.transaction, input.identity_id)
                .await
                .map_err(ApiError::from)?
                .ok_or(ApiError::NotFound)?;
        let club_id = club_id
            .filter(|_| identity_type == "Team")
            .ok_or(ApiError::NotFound)?;
        if input.identity_id == request.identity.identity_id {
            return Err(ApiError::Coded {
                code: "FORBIDDEN",
                message: "Vlastní oprávnění si měnit nelze.".to_owned(),
            }
            .into());
        }
        // Granting or taking away a flag both need it: a manager cannot strip others of what
        // it does not hold either.
        let mut touched = input.permissions.clone();
        touched.extend(flags_of(&before.permissions));
        check_club_managers(ctx, &mut *write.transaction, club_id, &touched).await?;
        let permissions = stored_flags(&input.permissions);
        db::update_identity_permissions(&mut *write.transaction, input.identity_id, &permissions)
            .await
            .map_err(ApiError::from)?;
        write
            .audit(
                "update_permissions",
                input.identity_id,
                Some(&before.permissions),
                Some(&permissions),
            )
            .await?;
        write.commit().await?;
        Ok(ClubManager {
            permissions: flags_of(&permissions),
            ..ClubManager::from(before)
        })
    }

    /// Ends a club manager's identity; its sessions lose it at once.
    async fn revoke_manager(&self, ctx: &Context<'_>, identity_id: i64) -> ApiResult<ClubManager> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "identity").await?;
        let (before, identity_type, club_id) =
            db::find_live_identity(&mut *write.transaction, identity_id)
                .await
                .map_err(ApiError::from)?
                .ok_or(ApiError::NotFound)?;
        let club_id = club_id
            .filter(|_| identity_type == "Team")
            .ok_or(ApiError::NotFound)?;
        if identity_id == request.identity.identity_id {
            return Err(ApiError::Coded {
                code: "FORBIDDEN",
                message: "Vlastní roli odebrat nelze.".to_owned(),
            }
            .into());
        }
        let flags = flags_of(&before.permissions);
        check_club_managers(ctx, &mut *write.transaction, club_id, &flags).await?;
        db::revoke_identity(&mut *write.transaction, identity_id)
            .await
            .map_err(ApiError::from)?;
        write
            .audit("revoke", identity_id, Some(&before), None::<&()>)
            .await?;
        write.commit().await?;
        Ok(before.into())
    }

    /// Accepts an invitation: sets the account's password (creating the account when the
    /// e-mail has none) and activates the identity. The link works once.
    async fn accept_invitation(
        &self,
        ctx: &Context<'_>,
        input: AcceptInvitationInput,
    ) -> ApiResult<bool> {
        check_new_password(&input.password, &input.again)?;
        let services = ctx.data::<Services>()?;
        let mut transaction = services.pool.begin().await.map_err(ApiError::from)?;
        let Some(invitation) =
            db::find_open_invitation(&mut *transaction, &crypto::hash_token(&input.token))
                .await
                .map_err(ApiError::from)?
        else {
            return Err(ApiError::Coded {
                code: "INVALID_TOKEN",
                message: "Odkaz je neplatný nebo už vypršel.".to_owned(),
            }
            .into());
        };
        let hash = crypto::hash_password(&input.password);
        let account_id = match account::find_account_by_email(&mut *transaction, &invitation.email)
            .await
            .map_err(ApiError::from)?
        {
            Some(found) => {
                account::update_password_hash(&mut *transaction, found.account_id, &hash)
                    .await
                    .map_err(ApiError::from)?;
                found.account_id
            }
            None => account::insert_account(
                &mut *transaction,
                &invitation.email,
                &invitation.first_name,
                &invitation.last_name,
                Some(&hash),
            )
            .await
            .map_err(ApiError::from)?,
        };
        let identity = NewIdentity {
            identity_type: &invitation.identity_type,
            member_id: None,
            club_id: invitation.club_id,
            region_id: invitation.region_id,
            department_id: invitation.department_id,
            timekeeping_company_id: invitation.timekeeping_company_id,
            permissions: invitation.permissions.clone(),
        };
        let identity_id = account::insert_identity(&mut *transaction, account_id, &identity)
            .await
            .map_err(ApiError::from)?;
        db::mark_invitation_accepted(&mut *transaction, invitation.invitation_id)
            .await
            .map_err(ApiError::from)?;
        let entry = stopa_db::audit::AuditEntry {
            account_id: Some(account_id),
            identity_id: Some(identity_id),
            action: "accept_invitation",
            entity: "invitation",
            entity_id: Some(invitation.invitation_id),
            detail: serde_json::json!({ "identityType": invitation.identity_type }),
        };
        stopa_db::audit::insert_audit(&mut *transaction, &entry)
            .await
            .map_err(ApiError::from)?;
        transaction.commit().await.map_err(ApiError::from)?;
        Ok(true)
    }
}
