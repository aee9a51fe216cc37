//! What every request carries: the application's services and who is asking, both from
//! `stopa_app` (the schema holds the [`Services`], each request the [`RequestContext`]).

pub use stopa_app::App as Services;
pub use stopa_app::actor::{Actor as RequestContext, Credential, SessionInfo};
pub use stopa_app::auth::{DEFAULT_SESSION_SECONDS, IDENTITY_COOKIE, SESSION_COOKIE};

use async_graphql::Context;

use crate::error::ApiResult;

/// The services and who is asking: what nearly every resolver starts with.
pub fn asked<'a>(ctx: &Context<'a>) -> ApiResult<(&'a Services, &'a RequestContext)> {
    Ok((services(ctx)?, requester(ctx)?))
}

/// The application's services.
pub fn services<'a>(ctx: &Context<'a>) -> ApiResult<&'a Services> {
    Ok(ctx.data::<Services>()?)
}

/// Who is asking.
pub fn requester<'a>(ctx: &Context<'a>) -> ApiResult<&'a RequestContext> {
    Ok(ctx.data::<RequestContext>()?)
}
