//! Club managers and invitations over `stopa_app::managers` (where the rules are written
//! down).

use async_graphql::{Context, InputObject, Object};
use stopa_app::manager::{self as app};
pub use stopa_app::manager::{
    AcceptInvitation as AcceptInvitationInput, ClubManager, ClubManagers, InvitationInfo,
    InviteUser as InviteUserInput, PendingInvitation,
};
pub use stopa_db::timekeeping::TimekeepingCompanyRow as TimekeepingCompanyRef;
use stopa_domain::identity::ClubPermission;

use crate::context::{asked, services};
use crate::error::ApiResult;

#[derive(InputObject, Debug)]
pub struct UpdateManagerPermissionsInput {
    pub identity_id: i64,
    pub permissions: Vec<ClubPermission>,
}

#[derive(Default)]
pub struct ManagersQuery;

#[Object]
impl ManagersQuery {
    /// The managers of a club with their flags, and the open invitations; for those who may
    /// read the club.
    async fn club_managers(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<ClubManagers> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_managers(services, request, club_id).await?)
    }

    /// What an open invitation offers; NOT_FOUND when the link is unknown, used or expired.
    async fn invitation(&self, ctx: &Context<'_>, token: String) -> ApiResult<InvitationInfo> {
        let services = services(ctx)?;
        Ok(app::invitation(services, &token).await?)
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
        Ok(app::invite_user(services, request, input).await?)
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
        .await?)
    }

    /// Ends a club manager's identity; its sessions lose it at once.
    async fn revoke_manager(&self, ctx: &Context<'_>, identity_id: i64) -> ApiResult<ClubManager> {
        let (services, request) = asked(ctx)?;
        Ok(app::revoke_manager(services, request, identity_id).await?)
    }

    /// Accepts an invitation: a new account sets its password; an existing account proves
    /// itself with its current password, which stays. The link works once.
    async fn accept_invitation(
        &self,
        ctx: &Context<'_>,
        input: AcceptInvitationInput,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::accept_invitation(services, request, input).await?;
        Ok(true)
    }
}
