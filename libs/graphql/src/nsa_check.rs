//! The check of the NSA register export over `stopa_app::exports`: which members the
//! register would refuse, and why.

use async_graphql::{Context, Object, SimpleObject};

use crate::context::asked;
use crate::error::ApiResult;

/// A member the register would refuse.
#[derive(SimpleObject, Debug, Clone)]
pub struct NsaProblem {
    pub member_id: i64,
    pub registration_number: i32,
    pub full_name: String,
    /// Czech reasons, e.g. "chybí rodné číslo".
    pub problems: Vec<String>,
}

/// The result of the check.
#[derive(SimpleObject, Debug, Clone)]
pub struct NsaCheck {
    /// Members the export holds.
    pub total: i64,
    pub refused: Vec<NsaProblem>,
}

#[derive(Default)]
pub struct NsaCheckQuery;

#[Object]
impl NsaCheckQuery {
    /// Which members of the NSA export the register would refuse (Admin, and Team with
    /// MEMBER_PERSONAL_INFO_VIEW: those who may download the export).
    async fn members_nsa_check(&self, ctx: &Context<'_>) -> ApiResult<NsaCheck> {
        let (services, request) = asked(ctx)?;
        let check = stopa_app::export::members_nsa_check(services, request).await?;
        Ok(NsaCheck {
            total: check.total,
            refused: check
                .refused
                .into_iter()
                .map(|problem| NsaProblem {
                    member_id: problem.member_id,
                    registration_number: problem.registration_number,
                    full_name: problem.full_name,
                    problems: problem.problems,
                })
                .collect(),
        })
    }
}
