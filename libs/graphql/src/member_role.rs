//! Members' roles in departments (`role-v-usecich`) and a club's racing members, over
//! `stopa_app::member_roles` (where the rules are written down).

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::NaiveDate;
use stopa_app::member_role as app;
use stopa_db::member_role::MemberRoleRow;

use crate::club::AgeGroupCount;
use crate::codebook::Department;
use crate::context::asked;
use crate::error::ApiResult;
use stopa_domain::member::MemberRoleKind;
use stopa_domain::member::Sex;

/// One role of a member in a department.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberRole {
    pub id: i64,
    pub member_id: i64,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub kind: MemberRoleKind,
    pub valid_from: NaiveDate,
    /// None while the role lasts.
    pub valid_to: Option<NaiveDate>,
}

impl From<MemberRoleRow> for MemberRole {
    fn from(row: MemberRoleRow) -> Self {
        Self {
            id: row.member_department_role_id,
            member_id: row.member_id,
            department_id: row.department_id,
            department_code: row.department_code,
            department_name: row.department_name,
            kind: row.kind,
            valid_from: row.valid_from,
            valid_to: row.valid_to,
        }
    }
}

/// The member's roles and whether the asker may change them.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberRoles {
    pub nodes: Vec<MemberRole>,
    pub can_edit: bool,
    /// Departments where an Athlete role may be given now (the current club's departments
    /// without an open Athlete role); empty when the asker may not give roles.
    pub athlete_departments: Vec<Department>,
}

/// Giving a member an Athlete role in a department.
#[derive(InputObject, Debug, Clone)]
pub struct AddAthleteRoleInput {
    pub member_id: i64,
    pub department_id: i64,
    /// Today when left out.
    pub valid_from: Option<NaiveDate>,
}

/// Ending a role on a day.
#[derive(InputObject, Debug, Clone)]
pub struct EndMemberRoleInput {
    pub role_id: i64,
    pub valid_to: NaiveDate,
}

/// Racing members of one department by age group.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingDepartmentCount {
    pub department: Department,
    pub age_groups: Vec<AgeGroupCount>,
    pub total: i64,
}

/// One racing member of the club.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingMember {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    pub department_codes: Vec<String>,
}

/// The club's racing members: counts per department and age group, and the list.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubRacingMembers {
    pub departments: Vec<RacingDepartmentCount>,
    pub members: Vec<RacingMember>,
    /// Distinct racing members (a member racing in two departments counts once).
    pub total: i64,
}

#[derive(Default)]
pub struct MemberRolesQuery;

#[Object]
impl MemberRolesQuery {
    /// The member's department roles, for those who may read the record.
    async fn member_roles(&self, ctx: &Context<'_>, member_id: i64) -> ApiResult<MemberRoles> {
        let (services, request) = asked(ctx)?;
        let roles = app::member_roles(services, request, member_id).await?;
        Ok(MemberRoles {
            nodes: roles.nodes.into_iter().map(Into::into).collect(),
            can_edit: roles.can_edit,
            athlete_departments: roles
                .athlete_departments
                .into_iter()
                .map(Into::into)
                .collect(),
        })
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
        let racing =
            app::club_racing_members(services, request, club_id, department_code.as_deref())
                .await?;
        Ok(ClubRacingMembers {
            departments: racing
                .departments
                .into_iter()
                .map(|count| RacingDepartmentCount {
                    department: count.department.into(),
                    age_groups: count.age_groups.into_iter().map(Into::into).collect(),
                    total: count.total,
                })
                .collect(),
            total: racing.total,
            members: racing
                .members
                .into_iter()
                .map(|member| RacingMember {
                    member_id: member.row.member_id,
                    sex: member.sex,
                    first_name: member.row.first_name,
                    last_name: member.row.last_name,
                    birth_year: member.row.birth_year,
                    department_codes: member.row.department_codes,
                })
                .collect(),
        })
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
        let row = app::add_athlete_role(
            services,
            request,
            app::AddAthleteRole {
                member_id: input.member_id,
                department_id: input.department_id,
                valid_from: input.valid_from,
            },
        )
        .await?;
        Ok(row.into())
    }

    /// Ends an open role on `validTo` (not before it began, not in the future).
    async fn end_member_role(
        &self,
        ctx: &Context<'_>,
        input: EndMemberRoleInput,
    ) -> ApiResult<MemberRole> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::end_member_role(services, request, input.role_id, input.valid_to)
                .await?
                .into(),
        )
    }
}
