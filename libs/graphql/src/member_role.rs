//! Members' roles in departments (`role-v-usecich`), the department grids of licence holders
//! (`role-v-useku`) and a club's racing members, over `stopa_app::member_role` (where the
//! rules are written down).

use async_graphql::{Context, InputObject, Object};
use chrono::NaiveDate;
use stopa_app::member_role as app;
pub use stopa_app::member_role::holder::{
    QualificationOption, RoleCount, RoleHolder, RoleHolderPage, RoleHoldersQuery,
};
pub use stopa_app::member_role::{
    AddAthleteRole as AddAthleteRoleInput, ClubRacingMembers, GrantableRole, MemberRoleFields,
    MemberRoles, RacingDepartmentCount,
};
pub use stopa_db::member_role::{MemberRoleRow as MemberRole, RacingMemberRow as RacingMember};
use stopa_domain::member::MemberRoleKind;

use crate::context::asked;
use crate::error::ApiResult;

/// Ending a role on a day.
#[derive(InputObject, Debug, Clone)]
pub struct EndMemberRoleInput {
    pub role_id: i64,
    pub valid_to: NaiveDate,
}

/// Extending roles' validity (`prodloužit platnost`).
#[derive(InputObject, Debug, Clone)]
pub struct ExtendMemberRolesInput {
    pub role_ids: Vec<i64>,
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

    /// A page of the holders of a kind (COACH, REFEREE, TECHNICAL_DELEGATE, INSTRUCTOR) in a
    /// department (none for instructors), in the asker's scope, by name.
    async fn role_holders(
        &self,
        ctx: &Context<'_>,
        kind: MemberRoleKind,
        department_id: Option<i64>,
        filter: Option<RoleHoldersQuery>,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<RoleHolderPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::holder::role_holders(
            services,
            request,
            kind,
            department_id,
            &filter.unwrap_or_default(),
            page,
            per_page,
        )
        .await?)
    }

    /// Per department and kind the holders in force and those ending within 30 days, in the
    /// asker's scope (`role-v-useku`).
    async fn role_overview(&self, ctx: &Context<'_>) -> ApiResult<Vec<RoleCount>> {
        let (services, request) = asked(ctx)?;
        Ok(app::holder::role_overview(services, request).await?)
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

    /// Gives a member a licence or a health check (its managers: see the policy).
    async fn add_member_role(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        input: MemberRoleFields,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(app::add_member_role(services, request, member_id, input).await?)
    }

    /// Corrects a licence or a health check (its kind stays).
    async fn update_member_role(
        &self,
        ctx: &Context<'_>,
        role_id: i64,
        input: MemberRoleFields,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_member_role(services, request, role_id, input).await?)
    }

    /// Extends the validity of roles to `validTo` (a course's graduates): all or none.
    async fn extend_member_roles(
        &self,
        ctx: &Context<'_>,
        input: ExtendMemberRolesInput,
    ) -> ApiResult<Vec<MemberRole>> {
        let (services, request) = asked(ctx)?;
        Ok(app::extend_member_roles(services, request, &input.role_ids, input.valid_to).await?)
    }

    /// Ends a role on `validTo` (not before it began, not in the future).
    async fn end_member_role(
        &self,
        ctx: &Context<'_>,
        input: EndMemberRoleInput,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(app::end_member_role(services, request, input.role_id, input.valid_to).await?)
    }
}
