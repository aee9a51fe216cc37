//! Members' roles in departments (`role-v-usecich`), the department grids of coaches,
//! referees, technical delegates and instructors (`role-v-useku`, [`holder`]), the reminders
//! of licences about to expire ([`reminder`]) and a club's racing members
//! (`/evidence/kluby/{clubId}/statistiky/zavodici-clenove`).
//!
//! Rules chosen for Stopa (the spec is silent): an Athlete role is given by those who edit the
//! member's record, only in a department the member's current club is active in, from a date
//! that is not in the future; a member holds one open Athlete role per department. The other
//! kinds (licences and health checks) follow [`stopa_domain::member_role`] and are written by
//! their managers ([`stopa_domain::policy::check_member_role_change`]). Every write reads the
//! member's roles under the member's role lock, so two writes of one member run one after the
//! other; ending or changing a role keeps it in the history and the audit log.

pub mod holder;
pub mod reminder;

use chrono::NaiveDate;
use stopa_db::codebook::DepartmentRow;
use stopa_db::member::MemberRecordRow;
use stopa_db::member_role::{self as db, MemberRoleRow, RacingMemberRow};
use stopa_domain::member::MemberRoleKind;
use stopa_domain::member_role::{
    CoachLevel, InstructorLicence, RefereeType, RoleInput, RoleValues, TechnicalDelegateType,
};
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
    /// The licences and health checks the asker may give this member, each with the
    /// departments it may give them in (none for an instructor's licence).
    pub grantable: Vec<GrantableRole>,
    /// The roles of [`Self::nodes`] the asker may change, extend or end.
    pub changeable_role_ids: Vec<i64>,
}

/// A kind of role the asker may give, and where.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct GrantableRole {
    pub kind: MemberRoleKind,
    pub kind_label: String,
    /// Empty for an instructor's licence, which has no department.
    pub departments: Vec<DepartmentRow>,
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
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    let member_facts = facts(&member);
    let may = |kind: MemberRoleKind, department_id: Option<i64>| {
        policy::check_member_role_change(&actor.identity, &member_facts, kind, department_id)
            .is_ok()
    };
    let grantable = MemberRoleKind::ALL
        .iter()
        .copied()
        .filter(|kind| *kind != MemberRoleKind::Athlete)
        .filter_map(|kind| {
            if !kind.has_department() {
                return may(kind, None).then(|| GrantableRole {
                    kind,
                    kind_label: kind.label().to_owned(),
                    departments: Vec::new(),
                });
            }
            let departments: Vec<DepartmentRow> = departments
                .iter()
                .filter(|department| may(kind, Some(department.department_id)))
                .cloned()
                .collect();
            (!departments.is_empty()).then(|| GrantableRole {
                kind,
                kind_label: kind.label().to_owned(),
                departments,
            })
        })
        .collect();
    let changeable_role_ids = nodes
        .iter()
        .filter(|role| may(role.kind, role.department_id))
        .map(|role| role.member_department_role_id)
        .collect();
    let athlete_departments = match (&member.club_department_ids, can_edit) {
        (Some(club_departments), true) => departments
            .into_iter()
            .filter(|department| {
                club_departments.contains(&department.department_id)
                    && !nodes.iter().any(|role| {
                        role.department_id == Some(department.department_id)
                            && is_open_athlete(role)
                    })
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(MemberRoles {
        nodes,
        can_edit,
        athlete_departments,
        grantable,
        changeable_role_ids,
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
    // The club is read under the member's transfer lock (see `crate::member_bulk`).
    stopa_db::transfer::lock_member_transfers(write.tx(), request.member_id).await?;
    db::lock_member_roles(write.tx(), request.member_id).await?;
    let member = stopa_db::member::find_member_record(write.tx(), request.member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let valid_from = request.valid_from.unwrap_or_else(crate::today);
    let role_id = add_athlete_in(
        &mut write,
        actor,
        &member,
        request.department_id,
        valid_from,
        "",
    )
    .await?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(row)
}

/// Gives a loaded member an Athlete role inside a write (the member's roles locked by the
/// caller): the policy, the club's departments, the day, the insert and its audit entry.
/// `who` begins the messages ("Jan Novák: " in a bulk action, empty for one member).
pub(crate) async fn add_athlete_in(
    write: &mut AuditedWrite,
    actor: &Actor,
    member: &MemberRecordRow,
    department_id: i64,
    valid_from: NaiveDate,
    who: &str,
) -> AppResult<i64> {
    policy::check_member_role_change(
        &actor.identity,
        &facts(member),
        MemberRoleKind::Athlete,
        Some(department_id),
    )?;
    let Some(club_departments) = member.club_department_ids.as_ref() else {
        return Err(AppError::coded(
            ErrorCode::NoMembership,
            if who.is_empty() {
                "Člen není členem žádného klubu.".to_owned()
            } else {
                format!("{who}není členem žádného klubu.")
            },
        ));
    };
    if !club_departments.contains(&department_id) {
        return Err(AppError::field(
            "departmentId",
            format!("{who}Klub člena v tomto úseku nepůsobí."),
        ));
    }
    if valid_from > crate::today() {
        return Err(AppError::field(
            "validFrom",
            "Datum nesmí být v budoucnosti.",
        ));
    }
    let role_id = db::insert_member_role(
        write.tx(),
        member.member_id,
        department_id,
        MemberRoleKind::Athlete,
        valid_from,
    )
    .await
    .map_err(|error| match error.unique_constraint() {
        Some("member_department_role_one_open_key") => AppError::Conflict {
            field: "departmentId".to_owned(),
            message: if who.is_empty() {
                "Člen už je v tomto úseku závodníkem.".to_owned()
            } else {
                format!("{who}už je v tomto úseku závodníkem.")
            },
        },
        _ => AppError::from(error),
    })?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("create", role_id, None::<&()>, Some(&row))
        .await?;
    Ok(role_id)
}

/// Ends a role on `valid_to` (not before it began, not in the future, and before the end it
/// already has): an athlete leaves the department, a licence is withdrawn.
pub async fn end_member_role(
    app: &App,
    actor: &Actor,
    role_id: i64,
    valid_to: NaiveDate,
) -> AppResult<MemberRoleRow> {
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let (before, _) = role_for_change(&mut write, actor, role_id).await?;
    if before.valid_to.is_some_and(|end| end <= valid_to) {
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
    db::set_role_valid_to(write.tx(), role_id, valid_to).await?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("end", role_id, Some(&before), Some(&row))
        .await?;
    write.commit().await?;
    Ok(row)
}

/// Reads a role and its member under the member's role lock and checks that the actor may
/// change it.
async fn role_for_change(
    write: &mut AuditedWrite,
    actor: &Actor,
    role_id: i64,
) -> AppResult<(MemberRoleRow, MemberRecordRow)> {
    let found = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::lock_member_roles(write.tx(), found.member_id).await?;
    let role = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let member = stopa_db::member::find_member_record(write.tx(), role.member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_member_role_change(
        &actor.identity,
        &facts(&member),
        role.kind,
        role.department_id,
    )?;
    Ok((role, member))
}

/// A licence or health check as typed in the role form.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "MemberRoleInput"))]
pub struct MemberRoleFields {
    /// The kind (any but ATHLETE: athletes are given with `addAthleteRole`).
    pub kind: MemberRoleKind,
    /// None for an instructor's licence.
    pub department_id: Option<i64>,
    /// Today when left out.
    pub valid_from: Option<NaiveDate>,
    pub valid_to: Option<NaiveDate>,
    pub coach_level: Option<CoachLevel>,
    pub instructor_licence: Option<InstructorLicence>,
    pub referee_type: Option<RefereeType>,
    pub technical_delegate_type: Option<TechnicalDelegateType>,
    pub licence_number: Option<String>,
    pub course: Option<String>,
    pub note: Option<String>,
}

impl MemberRoleFields {
    fn values(&self) -> AppResult<RoleValues> {
        if self.kind == MemberRoleKind::Athlete {
            return Err(AppError::field(
                "kind",
                "Závodníka přidejte v úseku klubu (Přidat závodníka).",
            ));
        }
        Ok(RoleInput {
            kind: Some(self.kind),
            department_id: self.department_id,
            valid_from: self.valid_from,
            valid_to: self.valid_to,
            coach_level: self.coach_level,
            instructor_licence: self.instructor_licence,
            referee_type: self.referee_type,
            technical_delegate_type: self.technical_delegate_type,
            licence_number: self.licence_number.as_deref(),
            course: self.course.as_deref(),
            note: self.note.as_deref(),
        }
        .values(crate::today())?)
    }
}

/// Refuses a role whose period meets another of its kind in its department.
async fn check_no_overlap(
    write: &mut AuditedWrite,
    member_id: i64,
    role: &RoleValues,
    except: Option<i64>,
) -> AppResult<()> {
    let overlapping = db::find_overlapping_role(
        write.tx(),
        member_id,
        role.kind,
        role.department_id,
        role.valid_from,
        role.valid_to,
        except,
    )
    .await?;
    if overlapping.is_some() {
        return Err(AppError::Conflict {
            field: "validFrom".to_owned(),
            message: format!(
                "Člen už má v tomto období roli „{}“{} – ukončete ji nebo upravte její platnost.",
                role.kind.label(),
                if role.department_id.is_some() {
                    " v tomto úseku"
                } else {
                    ""
                }
            ),
        });
    }
    Ok(())
}

fn overlap_error(error: stopa_db::DbError) -> AppError {
    match error.constraint() {
        Some("member_department_role_no_overlap") => AppError::Conflict {
            field: "validFrom".to_owned(),
            message: "Člen už má v tomto období roli tohoto druhu.".to_owned(),
        },
        Some("member_department_role_department_fkey") => {
            AppError::field("departmentId", "Neznámý úsek.")
        }
        _ => AppError::from(error),
    }
}

/// Gives a member a licence or a health check.
pub async fn add_member_role(
    app: &App,
    actor: &Actor,
    member_id: i64,
    fields: MemberRoleFields,
) -> AppResult<MemberRoleRow> {
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    db::lock_member_roles(write.tx(), member_id).await?;
    let member = stopa_db::member::find_member_record(write.tx(), member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_member_role_change(
        &actor.identity,
        &facts(&member),
        fields.kind,
        fields.department_id,
    )?;
    let values = fields.values()?;
    check_no_overlap(&mut write, member_id, &values, None).await?;
    let role_id = db::insert_role(write.tx(), member_id, &values)
        .await
        .map_err(overlap_error)?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("create", role_id, None::<&()>, Some(&row))
        .await?;
    write.commit().await?;
    Ok(row)
}

/// Corrects a licence or a health check (its kind stays; moving it to another department
/// needs the right there too).
pub async fn update_member_role(
    app: &App,
    actor: &Actor,
    role_id: i64,
    fields: MemberRoleFields,
) -> AppResult<MemberRoleRow> {
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let (before, member) = role_for_change(&mut write, actor, role_id).await?;
    if fields.kind != before.kind {
        return Err(AppError::field(
            "kind",
            "Druh role nelze změnit: ukončete ji a přidejte novou.",
        ));
    }
    policy::check_member_role_change(
        &actor.identity,
        &facts(&member),
        fields.kind,
        fields.department_id,
    )?;
    let values = fields.values()?;
    check_no_overlap(&mut write, before.member_id, &values, Some(role_id)).await?;
    db::update_role(write.tx(), role_id, &values)
        .await
        .map_err(overlap_error)?;
    let row = db::find_member_role(write.tx(), role_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("update", role_id, Some(&before), Some(&row))
        .await?;
    write.commit().await?;
    Ok(row)
}

/// Most roles extended at once (a course's graduates).
pub const MAX_EXTENDED_ROLES: usize = 500;

/// Extends the validity of roles to `valid_to` (`prodloužit platnost`, e.g. the graduates of
/// a refresher course): all or none, each audited.
pub async fn extend_member_roles(
    app: &App,
    actor: &Actor,
    role_ids: &[i64],
    valid_to: NaiveDate,
) -> AppResult<Vec<MemberRoleRow>> {
    actor.signed_in()?;
    let mut ids: Vec<i64> = role_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Err(AppError::field("roleIds", "Vyberte alespoň jednu roli."));
    }
    if ids.len() > MAX_EXTENDED_ROLES {
        return Err(AppError::field(
            "roleIds",
            format!("Najednou lze prodloužit nejvýše {MAX_EXTENDED_ROLES} rolí."),
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let mut rows = Vec::with_capacity(ids.len());
    for role_id in ids {
        let (before, _) = role_for_change(&mut write, actor, role_id).await?;
        if let Err(message) =
            stopa_domain::member_role::check_extension(before.valid_from, before.valid_to, valid_to)
        {
            let who = stopa_db::member::find_member_record(write.tx(), before.member_id)
                .await?
                .map(|member| format!("{} {}: ", member.first_name, member.last_name))
                .unwrap_or_default();
            return Err(AppError::field("validTo", format!("{who}{message}")));
        }
        check_no_overlap(
            &mut write,
            before.member_id,
            &RoleValues {
                valid_from: before.valid_from,
                valid_to: Some(valid_to),
                ..role_values_of(&before)
            },
            Some(role_id),
        )
        .await?;
        db::set_role_valid_to(write.tx(), role_id, valid_to)
            .await
            .map_err(overlap_error)?;
        let row = db::find_member_role(write.tx(), role_id)
            .await?
            .ok_or(AppError::NotFound)?;
        write
            .audit("extend", role_id, Some(&before), Some(&row))
            .await?;
        rows.push(row);
    }
    write.commit().await?;
    Ok(rows)
}

/// The stored role as values (for the overlap check of an extension).
fn role_values_of(role: &MemberRoleRow) -> RoleValues {
    RoleValues {
        kind: role.kind,
        department_id: role.department_id,
        valid_from: role.valid_from,
        valid_to: role.valid_to,
        coach_level: role.coach_level,
        instructor_licence: role.instructor_licence,
        referee_type: role.referee_type,
        technical_delegate_type: role.technical_delegate_type,
        licence_number: role.licence_number.clone(),
        course: role.course.clone(),
        note: role.note.clone(),
    }
}
