//! Members' roles in departments (`role-v-usecich`) and a club's racing members
//! (`/evidence/kluby/{clubId}/statistiky/zavodici-clenove`).
//!
//! Rules chosen for Stopa (the spec is silent): an Athlete role is given by those who edit the
//! member's record, only in a department the member's current club is active in, from a date
//! that is not in the future; a member holds one open Athlete role per department. Ending a
//! role keeps it in the history. The other role kinds (coaches, referees, technical delegates,
//! instructors, health checks) are read here but given by their managers' features.

use chrono::NaiveDate;
use stopa_db::codebook::DepartmentRow;
use stopa_db::member_role::{self as db, MemberRoleRow, RacingMemberRow};
use stopa_domain::member::MemberRoleKind;
use stopa_domain::policy::{self, AccessLevel};

use crate::club::{AgeGroupCount, age_group_counts};
use crate::error::{AppError, AppResult};
use crate::member_file::facts;
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// The member's roles and whether the asker may change them.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct MemberRoles {
    pub nodes: Vec<MemberRoleRow>,
    pub can_edit: bool,
    /// Departments where an Athlete role may be given now (the current club's departments
    /// without an open Athlete role); empty when the asker may not give roles.
    pub athlete_departments: Vec<DepartmentRow>,
}

fn is_open_athlete(role: &MemberRoleRow) -> bool {
    role.kind == MemberRoleKind::Athlete && role.valid_to.is_none()
}

/// The member's department roles, for those who may read the record.
pub async fn member_roles(app: &App, actor: &Actor, member_id: i64) -> AppResult<MemberRoles> {
    actor.signed_in()?;
    let member = stopa_db::member::find_member_record(&app.pool, member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let access = policy::member_roles_access(&actor.identity, &facts(&member));
    if !access.can_read() {
        return Err(AppError::Forbidden);
    }
    let nodes = db::list_member_roles(&app.pool, member_id).await?;
    let can_edit = access == AccessLevel::Write;
    let athlete_departments = match (&member.club_department_ids, can_edit) {
        (Some(club_departments), true) => stopa_db::codebook::list_departments(&app.pool)
            .await?
            .into_iter()
            .filter(|department| {
                club_departments.contains(&department.department_id)
                    && !nodes.iter().any(|role| {
                        role.department_id == department.department_id && is_open_athlete(role)
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

/// Racing members of one department by age group.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RacingDepartmentCount {
    pub department: DepartmentRow,
    pub age_groups: Vec<AgeGroupCount>,
    pub total: i64,
}

/// The club's racing members: counts per department and age group, and the list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubRacingMembers {
    pub departments: Vec<RacingDepartmentCount>,
    pub members: Vec<RacingMemberRow>,
    /// Distinct racing members (a member racing in two departments counts once).
    pub total: i64,
}

/// The club's current members racing (open Athlete role) by department and age group,
/// narrowed to one department by its code; for those who may read the club.
pub async fn club_racing_members(
    app: &App,
    actor: &Actor,
    club_id: i64,
    department_code: Option<&str>,
) -> AppResult<ClubRacingMembers> {
    policy::club_list_scope(&actor.identity)?;
    let club = crate::club::find_club(&app.pool, club_id).await?;
    crate::club::check_club_read(actor, &club)?;
    let all = stopa_db::codebook::list_departments(&app.pool).await?;
    let department_id = match department_code.filter(|code| !code.is_empty()) {
        Some(code) => Some(
            all.iter()
                .find(|department| department.code == code)
                .map(|department| department.department_id)
                .ok_or_else(|| AppError::field("departmentCode", "Neznámý úsek."))?,
        ),
        None => None,
    };
    let counts = db::count_club_racing_members(&app.pool, club_id, department_id).await?;
    let members = db::list_club_racing_members(&app.pool, club_id, department_id).await?;
    let departments = all
        .into_iter()
        .filter(|department| {
            counts
                .iter()
                .any(|count| count.department_id == department.department_id)
        })
        .map(|department| {
            let age_groups = age_group_counts(|group| {
                counts
                    .iter()
                    .find(|count| {
                        count.department_id == department.department_id
                            && count.age_group == group.as_str()
                    })
                    .map_or((0, 0), |count| (count.male, count.female))
            });
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
        members,
    })
}

/// Giving a member an Athlete role in a department.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AddAthleteRoleInput"))]
pub struct AddAthleteRole {
    pub member_id: i64,
    pub department_id: i64,
    /// Today when left out.
    pub valid_from: Option<NaiveDate>,
}

/// Makes the member an athlete of a department its club is active in.
pub async fn add_athlete_role(
    app: &App,
    actor: &Actor,
    request: AddAthleteRole,
) -> AppResult<MemberRoleRow> {
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let member = stopa_db::member::find_member_record(write.tx(), request.member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_member_role_change(&actor.identity, &facts(&member), MemberRoleKind::Athlete)?;
    let Some(club_departments) = member.club_department_ids.as_ref() else {
        return Err(AppError::coded(
            ErrorCode::NoMembership,
            "Člen není členem žádného klubu.",
        ));
    };
    if !club_departments.contains(&request.department_id) {
        return Err(AppError::field(
            "departmentId",
            "Klub člena v tomto úseku nepůsobí.",
        ));
    }
    let today = crate::today();
    let valid_from = request.valid_from.unwrap_or(today);
    if valid_from > today {
        return Err(AppError::field(
            "validFrom",
            "Datum nesmí být v budoucnosti.",
        ));
    }
    let role_id = db::insert_member_role(
        write.tx(),
        request.member_id,
        request.department_id,
        MemberRoleKind::Athlete,
        valid_from,
    )
    .await
    .map_err(|error| match error.unique_constraint() {
        Some("member_department_role_one_open_key") => AppError::Conflict {
            field: "departmentId".to_owned(),
            message: "Člen už je v tomto úseku závodníkem.".to_owned(),
        },
        _ => AppError::from(error),
    })?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("create", role_id, None::<&()>, Some(&row))
        .await?;
    write.commit().await?;
    Ok(row)
}

/// Ends an open role on `valid_to` (not before it began, not in the future). Only Athlete
/// roles are ended here; the other kinds belong to their managers' features.
pub async fn end_member_role(
    app: &App,
    actor: &Actor,
    role_id: i64,
    valid_to: NaiveDate,
) -> AppResult<MemberRoleRow> {
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let before = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let member = stopa_db::member::find_member_record(write.tx(), before.member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_member_role_change(&actor.identity, &facts(&member), before.kind)?;
    if before.valid_to.is_some() {
        return Err(AppError::coded(
            ErrorCode::AlreadyEnded,
            "Role už je ukončená.",
        ));
    }
    if valid_to > crate::today() {
        return Err(AppError::field(
            "validTo",
            "Roli lze ukončit nejpozději dnešním dnem.",
        ));
    }
    if valid_to < before.valid_from {
        return Err(AppError::field(
            "validTo",
            stopa_domain::validation::END_BEFORE_START,
        ));
    }
    db::end_member_role(write.tx(), role_id, valid_to).await?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("end", role_id, Some(&before), Some(&row))
        .await?;
    write.commit().await?;
    Ok(row)
}
