//! Members' roles in departments (`role-v-usecich`) and a club's racing members, over
//! `stopa_app::member_roles` (where the rules are written down).

use async_graphql::{Context, InputObject, Object};
use chrono::NaiveDate;
use stopa_app::member_role as app;
pub use stopa_app::member_role::{
    AddAthleteRole as AddAthleteRoleInput, ClubRacingMembers, MemberRoles, RacingDepartmentCount,
};
pub use stopa_db::member_role::{MemberRoleRow as MemberRole, RacingMemberRow as RacingMember};

use crate::context::asked;
use crate::error::ApiResult;

/// Ending a role on a day.
#[derive(InputObject, Debug, Clone)]
pub struct EndMemberRoleInput {
    pub role_id: i64,
    pub valid_to: NaiveDate,
}

#[derive(Default)]
pub struct MemberRolesQuery;

#[Object]
impl MemberRolesQuery {
    /// The member's department roles, for those who may read the record.
    async fn member_roles(&self, ctx: &Context<'_>, member_id: i64) -> ApiResult<MemberRoles> {
        let (services, request) = asked(ctx)?;
        Ok(app::member_roles(services, request, member_id).await?)
    }

    /// The club's current members racing (open Athlete role) by department and age group,
    /// narrowed to one department by its code; for those who may read the club.
    async fn club_racing_members(
        &self,
        ctx: &Context<'_>,
        club_id: i64,
        department_code: Option<String>,
    ) -> ApiResult<ClubRacingMembers> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::club_racing_members(services, request, club_id, department_code.as_deref())
                .await?,
        )
    }
}

#[derive(Default)]
pub struct MemberRolesMutation;

#[Object]
impl MemberRolesMutation {
    /// Makes the member an athlete of a department its club is active in.
    async fn add_athlete_role(
        &self,
        ctx: &Context<'_>,
        input: AddAthleteRoleInput,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(app::add_athlete_role(services, request, input).await?)
    }

    /// Ends an open role on `validTo` (not before it began, not in the future).
    async fn end_member_role(
        &self,
        ctx: &Context<'_>,
        input: EndMemberRoleInput,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(app::end_member_role(services, request, input.role_id, input.valid_to).await?)
    }
}
