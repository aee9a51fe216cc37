//! The users list and an account's page over `stopa_app::user` (where the rules are written
//! down).

use async_graphql::{Context, Object};
use stopa_app::user::{self as app};
pub use stopa_app::user::{
    UserDetail, UserIdentity, UserInvitation, UserSummary, UsersPage, UsersRequest as UsersInput,
};

use crate::context::asked;
use crate::error::ApiResult;

#[derive(Default)]
pub struct UsersQuery;

#[Object]
impl UsersQuery {
    /// The accounts the asker may list (Admin every account; staff holding
    /// MEMBER_AND_CLUB_MANAGER the managers of their scope's clubs and their own region's or
    /// department's staff; a club's managers its managers), in name order.
    async fn users(&self, ctx: &Context<'_>, input: UsersInput) -> ApiResult<UsersPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::users(services, request, input).await?)
    }

    /// One account of the asker's list; NOT_FOUND outside its scope.
    async fn user(&self, ctx: &Context<'_>, id: i64) -> ApiResult<UserDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::user(services, request, id).await?)
    }

    /// Invitations of the asker's scope not accepted yet (open, or expired within 30 days),
    /// newest first.
    async fn user_invitations(&self, ctx: &Context<'_>) -> ApiResult<Vec<UserInvitation>> {
        let (services, request) = asked(ctx)?;
        Ok(app::user_invitations(services, request).await?)
    }
}

#[derive(Default)]
pub struct UsersMutation;

#[Object]
impl UsersMutation {
    /// Sends an invitation again with a new link valid 7 days (the old link stops working).
    async fn resend_invitation(&self, ctx: &Context<'_>, id: i64) -> ApiResult<UserInvitation> {
        let (services, request) = asked(ctx)?;
        Ok(app::resend_invitation(services, request, id).await?)
    }

    /// Revokes an invitation: its link stops working at once.
    async fn revoke_invitation(&self, ctx: &Context<'_>, id: i64) -> ApiResult<UserInvitation> {
        let (services, request) = asked(ctx)?;
        Ok(app::revoke_invitation(services, request, id).await?)
    }

    /// Blocks (its logins stop, its sessions end) or unblocks an account; Admin only.
    async fn set_account_blocked(
        &self,
        ctx: &Context<'_>,
        id: i64,
        blocked: bool,
    ) -> ApiResult<UserDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::set_account_blocked(services, request, id, blocked).await?)
    }

    /// Ends an identity of an account: a club manager's by the club managers' rule, any other
    /// by Admin; never the identity the asker acts as.
    async fn revoke_identity(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::revoke_identity(services, request, id).await?;
        Ok(true)
    }
}
