//! The check of the NSA register export over `stopa_app::exports`: which members the
//! register would refuse, and why.

use async_graphql::{Context, Object};
pub use stopa_app::export::{NsaCheck, NsaProblem};

use crate::context::asked;
use crate::error::ApiResult;

#[derive(Default)]
pub struct NsaCheckQuery;

#[Object]
impl NsaCheckQuery {
    /// Which members of the NSA export the register would refuse (Admin, and Team with
    /// MEMBER_PERSONAL_INFO_VIEW: those who may download the export).
    async fn members_nsa_check(&self, ctx: &Context<'_>) -> ApiResult<NsaCheck> {
        let (services, request) = asked(ctx)?;
        Ok(stopa_app::export::members_nsa_check(services, request).await?)
    }
}
