//! Members' roles in departments (`role-v-usecich`) and a club's racing members
//! (`/evidence/kluby/{clubId}/statistiky/zavodici-clenove`).
//!
//! Rules chosen for Stopa (the spec is silent): an Athlete role is given by those who edit the
//! member's record, only in a department the member's current club is active in, from a date
//! that is not in the future; a member holds one open Athlete role per department. Ending a
//! role keeps it in the history. The other role kinds (coaches, referees, technical delegates,
//! instructors, health checks) are read here but given by their managers' features.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::NaiveDate;
use stopa_db::member as member_db;
use stopa_db::member_role::{self as db, MemberRoleRow};
use stopa_domain::policy::{self, AccessLevel};

use crate::clubs::{AgeGroupCount, AgeGroupEnum};
use crate::codebooks::Department;
use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::member_record::{facts, today_date};
use crate::members::SexEnum;
use crate::write::AuditedWrite;

/// Member role kinds, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "MemberRoleKind")]
pub enum MemberRoleKind {
    Athlete,
    Instructor,
    Coach,
    Referee,
    TechnicalDelegate,
    HealthCheck,
}

impl MemberRoleKind {
    fn parse(text: &str) -> Self {
        match text {
            "Instructor" => Self::Instructor,
            "Coach" => Self::Coach,
            "Referee" => Self::Referee,
            "TechnicalDelegate" => Self::TechnicalDelegate,
            "HealthCheck" => Self::HealthCheck,
            _ => Self::Athlete,
        }
    }
}

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
            kind: MemberRoleKind::parse(&row.kind),
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
    pub sex: SexEnum,
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

fn request_context<'a>(ctx: &Context<'a>) -> Result<&'a RequestContext, ApiError> {
    ctx.data::<RequestContext>()
        .map_err(|error| ApiError::Internal(error.message))
}

async fn departments(services: &Services) -> Result<Vec<Department>, ApiError> {
    crate::clubs::all_departments(services).await
}

fn sex(text: &str) -> SexEnum {
    if text == "FEMALE" {
        SexEnum::Female
    } else {
        SexEnum::Male
    }
}

#[derive(Default)]
pub struct MemberRolesQuery;

#[Object]
impl MemberRolesQuery {
    /// The member's department roles, for those who may read the record.
    async fn member_roles(&self, ctx: &Context<'_>, member_id: i64) -> ApiResult<MemberRoles> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        if request.session.is_none() {
            return Err(ApiError::Unauthenticated.into());
        }
        let member = member_db::find_member_record(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let access = policy::member_roles_access(&request.identity, &facts(&member));
        if !access.can_read() {
            return Err(ApiError::Forbidden.into());
        }
        let nodes: Vec<MemberRole> = db::list_member_roles(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .map(MemberRole::from)
            .collect();
        let can_edit = access == AccessLevel::Write;
        let athlete_departments = match (&member.club_department_ids, can_edit) {
            (Some(club_departments), true) => departments(services)
                .await?
                .into_iter()
                .filter(|department| {
                    club_departments.contains(&department.id)
                        && !nodes.iter().any(|role| {
                            role.department_id == department.id
                                && role.kind == MemberRoleKind::Athlete
                                && role.valid_to.is_none()
                        })
                })
                .collect(),
            _ => Vec::new(),
        };
        Ok(MemberRoles {
            nodes,
            can_edit,
            athlete_departments,
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
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        policy::club_list_scope(&request.identity).map_err(ApiError::from)?;
        let club = stopa_db::club::find_club(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if !policy::club_access(&request.identity, &crate::clubs::facts(&club)).can_read() {
            return Err(ApiError::Forbidden.into());
        }
        let all = departments(services).await?;
        let department_id = match department_code.as_deref().filter(|code| !code.is_empty()) {
            Some(code) => Some(
                all.iter()
                    .find(|department| department.code == code)
                    .map(|department| department.id)
                    .ok_or_else(|| ApiError::field("departmentCode", "Neznámý úsek."))?,
            ),
            None => None,
        };
        let counts = db::count_club_racing_members(&services.pool, club_id, department_id)
            .await
            .map_err(ApiError::from)?;
        let members = db::list_club_racing_members(&services.pool, club_id, department_id)
            .await
            .map_err(ApiError::from)?;
        let departments = all
            .into_iter()
            .filter(|department| counts.iter().any(|c| c.department_id == department.id))
            .map(|department| {
                let age_groups: Vec<AgeGroupCount> = AgeGroupEnum::ALL
                    .into_iter()
                    .map(|group| {
                        let (male, female) = counts
                            .iter()
                            .find(|c| {
                                c.department_id == department.id && c.age_group == group.as_str()
                            })
                            .map_or((0, 0), |c| (c.male, c.female));
                        AgeGroupCount {
                            age_group: group,
                            label: group.label().to_owned(),
                            male,
                            female,
                            total: male + female,
                        }
                    })
                    .collect();
                RacingDepartmentCount {
                    total: age_groups.iter().map(|group| group.total).sum(),
                    department,
                    age_groups,
                }
            })
            .collect();
        Ok(ClubRacingMembers {
            departments,
            total: i64::try_from(members.len()).unwrap_or(i64::MAX),
            members: members
                .into_iter()
                .map(|row| RacingMember {
                    member_id: row.member_id,
                    sex: sex(&row.sex),
                    first_name: row.first_name,
                    last_name: row.last_name,
                    birth_year: row.birth_year,
                    department_codes: row.department_codes,
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
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member_department_role").await?;
        let member = member_db::find_member_record(&mut *write.transaction, input.member_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if policy::member_roles_access(&request.identity, &facts(&member)) != AccessLevel::Write {
            return Err(ApiError::Forbidden.into());
        }
        let Some(club_departments) = member.club_department_ids.as_ref() else {
            return Err(ApiError::Coded {
                code: "NO_MEMBERSHIP",
                message: "Člen není členem žádného klubu.".to_owned(),
            }
            .into());
        };
        if !club_departments.contains(&input.department_id) {
            return Err(
                ApiError::field("departmentId", "Klub člena v tomto úseku nepůsobí.").into(),
            );
        }
        let today = today_date();
        let valid_from = input.valid_from.unwrap_or(today);
        if valid_from > today {
            return Err(ApiError::field("validFrom", "Datum nesmí být v budoucnosti.").into());
        }
        let role_id = match db::insert_member_role(
            &mut *write.transaction,
            input.member_id,
            input.department_id,
            "Athlete",
            valid_from,
        )
        .await
        {
            Ok(id) => id,
            Err(error)
                if stopa_db::unique_violation(&error)
                    == Some("member_department_role_one_open_key") =>
            {
                return Err(ApiError::Conflict {
                    field: "departmentId".to_owned(),
                    message: "Člen už je v tomto úseku závodníkem.".to_owned(),
                }
                .into());
            }
            Err(error) => return Err(ApiError::from(error).into()),
        };
        let row = db::find_member_role(&mut *write.transaction, role_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write
            .audit("create", role_id, None::<&()>, Some(&row))
            .await?;
        write.commit().await?;
        Ok(row.into())
    }

    /// Ends an open role on `validTo` (not before it began, not in the future).
    async fn end_member_role(
        &self,
        ctx: &Context<'_>,
        input: EndMemberRoleInput,
    ) -> ApiResult<MemberRole> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member_department_role").await?;
        let before = db::find_member_role(&mut *write.transaction, input.role_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let member = member_db::find_member_record(&mut *write.transaction, before.member_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if policy::member_roles_access(&request.identity, &facts(&member)) != AccessLevel::Write
            || before.kind != "Athlete"
        {
            return Err(ApiError::Forbidden.into());
        }
        if before.valid_to.is_some() {
            return Err(ApiError::Coded {
                code: "ALREADY_ENDED",
                message: "Role už je ukončená.".to_owned(),
            }
            .into());
        }
        if input.valid_to > today_date() {
            return Err(
                ApiError::field("validTo", "Roli lze ukončit nejpozději dnešním dnem.").into(),
            );
        }
        if input.valid_to < before.valid_from {
            return Err(
                ApiError::field("validTo", stopa_domain::validation::END_BEFORE_START).into(),
            );
        }
        db::end_member_role(&mut *write.transaction, input.role_id, input.valid_to)
            .await
            .map_err(ApiError::from)?;
        let row = db::find_member_role(&mut *write.transaction, input.role_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write
            .audit("end", input.role_id, Some(&before), Some(&row))
            .await?;
        write.commit().await?;
        Ok(row.into())
    }
}
