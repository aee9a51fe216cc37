//! Club managers and invitations over `stopa_app::managers` (where the rules are written
//! down).

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
use stopa_app::manager::{self as app};
use stopa_domain::identity::ClubPermission;

use crate::context::{asked, services};
use crate::error::ApiResult;
use stopa_domain::identity::InvitedRole;

/// A manager of a club.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubManager {
    pub identity_id: i64,
    /// Personal: null unless the asker may see the contacts of the club's people.
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermission>,
}

impl From<app::ClubManager> for ClubManager {
    fn from(manager: app::ClubManager) -> Self {
        Self {
            identity_id: manager.identity_id,
            email: manager.email,
            first_name: manager.first_name,
            last_name: manager.last_name,
            permissions: manager.permissions,
        }
    }
}

/// An invitation that has not been accepted yet.
#[derive(SimpleObject, Debug, Clone)]
pub struct PendingInvitation {
    pub id: i64,
    /// Personal: null unless the asker may see the contacts of the club's people.
    pub email: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub permissions: Vec<ClubPermission>,
    pub expires_at: DateTime<Utc>,
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
    /// The e-mail already has an account with a password: accepting asks for that password
    /// (and keeps it) instead of setting a new one.
    pub existing_account: bool,
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
    pub club_permissions: Vec<ClubPermission>,
    /// Flags of area or section staff, by their spec names (RACE_MANAGER, ...).
    #[graphql(default)]
    pub staff_permissions: Vec<String>,
}

#[derive(InputObject, Debug)]
pub struct UpdateManagerPermissionsInput {
    pub identity_id: i64,
    pub permissions: Vec<ClubPermission>,
}

/// Accepting an invitation: a new account sets its password (`password`, `again`); an
/// existing account proves itself with its current password (`currentPassword`), which stays.
#[derive(InputObject, Debug)]
pub struct AcceptInvitationInput {
    pub token: String,
    #[graphql(default)]
    pub password: String,
    #[graphql(default)]
    pub again: String,
    pub current_password: Option<String>,
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
        let (services, request) = asked(ctx)?;
        let found = app::club_managers(services, request, club_id).await?;
        Ok(ClubManagers {
            managers: found.managers.into_iter().map(Into::into).collect(),
            invitations: found
                .invitations
                .into_iter()
                .map(|invitation| PendingInvitation {
                    id: invitation.id,
                    email: invitation.email,
                    first_name: invitation.first_name,
                    last_name: invitation.last_name,
                    permissions: invitation.permissions,
                    expires_at: invitation.expires_at,
                })
                .collect(),
            can_manage: found.can_manage,
        })
    }

    /// Timekeeping companies (their names are public: they appear at races); for logged-in
    /// identities.
    async fn timekeeping_companies(
        &self,
        ctx: &Context<'_>,
    ) -> ApiResult<Vec<TimekeepingCompanyRef>> {
        let (services, request) = asked(ctx)?;
        Ok(app::timekeeping_companies(services, request)
            .await?
            .into_iter()
            .map(|row| TimekeepingCompanyRef {
                id: row.timekeeping_company_id,
                name: row.name,
            })
            .collect())
    }

    /// What an open invitation offers; NOT_FOUND when the link is unknown, used or expired.
    async fn invitation(&self, ctx: &Context<'_>, token: String) -> ApiResult<InvitationInfo> {
        let services = services(ctx)?;
        let found = app::invitation(services, &token).await?;
        Ok(InvitationInfo {
            email: found.email,
            first_name: found.first_name,
            last_name: found.last_name,
            role: found.role,
            existing_account: found.existing_account,
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
        let (services, request) = asked(ctx)?;
        Ok(app::invite_user(
            services,
            request,
            app::InviteUser {
                club_permissions: input.club_permissions,
                email: input.email,
                first_name: input.first_name,
                last_name: input.last_name,
                role: input.role,
                club_id: input.club_id,
                region_id: input.region_id,
                department_id: input.department_id,
                timekeeping_company_id: input.timekeeping_company_id,
                staff_permissions: input.staff_permissions,
            },
        )
        .await?)
    }

    /// Changes the flags of a club manager.
    async fn update_manager_permissions(
        &self,
        ctx: &Context<'_>,
        input: UpdateManagerPermissionsInput,
    ) -> ApiResult<ClubManager> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_manager_permissions(
            services,
            request,
            input.identity_id,
            &input.permissions,
        )
        .await?
        .into())
    }

    /// Ends a club manager's identity; its sessions lose it at once.
    async fn revoke_manager(&self, ctx: &Context<'_>, identity_id: i64) -> ApiResult<ClubManager> {
        let (services, request) = asked(ctx)?;
        Ok(app::revoke_manager(services, request, identity_id)
            .await?
            .into())
    }

    /// Accepts an invitation: a new account sets its password; an existing account proves
    /// itself with its current password, which stays. The link works once.
    async fn accept_invitation(
        &self,
        ctx: &Context<'_>,
        input: AcceptInvitationInput,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::accept_invitation(
            services,
            request,
            app::AcceptInvitation {
                token: input.token,
                password: input.password,
                again: input.again,
                current_password: input.current_password,
            },
        )
        .await?;
        Ok(true)
    }
}
