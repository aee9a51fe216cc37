//! Work on the members selected in the members grid, all at once: giving them an Athlete role
//! in a department, and ending their memberships.
//!
//! Rules chosen for Stopa (the spec is silent):
//!
//! - All or none: one member the asker may not change, or that cannot take the change (no
//!   club, a club not active in the department, a day before the membership began), refuses the
//!   whole request, naming that member, and nothing is written.
//! - Each member is checked by the same policy as one at a time
//!   (`policy::check_member_role_change`, `policy::check_member_terminate`), read inside the
//!   transaction, and each change has its own audit entry.
//! - A member who already holds the Athlete role in the department (open, or ending or
//!   beginning later) is left as is and counted, not refused: a clerk selecting a whole page
//!   of a club means "all of them are athletes now".
//! - At most [`MAX_BULK_MEMBERS`] members (the largest page of the grid); the ids are sorted
//!   and taken once, so two bulk actions over the same members lock them in one order. Each
//!   member is read under its transfer lock (and, for roles, its role lock), the order the
//!   transfers take them in, so the club checked is the club the change applies to.

use chrono::NaiveDate;
use stopa_db::member::{self as member_db, MemberRecordRow};
use stopa_db::member_role as role_db;
use stopa_domain::member::MemberRoleKind;

use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Most members of one bulk action (the largest page of the members grid).
pub const MAX_BULK_MEMBERS: usize = 200;

/// Giving the selected members an Athlete role.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AddAthleteRolesInput"))]
pub struct AddAthleteRoles {
    /// At most 200 members; all get the role or none.
    pub member_ids: Vec<i64>,
    pub department_id: i64,
}

/// What a bulk Athlete role did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AddAthleteRolesResult"))]
pub struct AthleteRolesAdded {
    /// Members who got the role (from today).
    pub added: i32,
    /// Members who already held it and were left as they were.
    pub already_athletes: i32,
}

/// Ending the selected members' memberships.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "EndMembershipsInput"))]
pub struct EndMemberships {
    /// At most 200 members; every membership ends or none.
    pub member_ids: Vec<i64>,
    /// The last day of the memberships; today when left out (not in the future).
    pub valid_to: Option<NaiveDate>,
}

/// The ids once each, in order, within the limit.
fn selected(member_ids: &[i64]) -> AppResult<Vec<i64>> {
    let mut ids = member_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Err(AppError::field(
            "memberIds",
            "Vyberte alespoň jednoho člena.",
        ));
    }
    if ids.len() > MAX_BULK_MEMBERS {
        return Err(AppError::field(
            "memberIds",
            format!("Najednou lze změnit nejvýše {MAX_BULK_MEMBERS} členů."),
        ));
    }
    Ok(ids)
}

/// The member as the messages name it: "Jan Novák: ".
fn who(member: &MemberRecordRow) -> String {
    format!("{} {}: ", member.first_name, member.last_name)
}

async fn member(write: &mut AuditedWrite, member_id: i64) -> AppResult<MemberRecordRow> {
    member_db::find_member_record(write.tx(), member_id)
        .await?
        .ok_or(AppError::NotFound)
}

/// Gives every selected member an Athlete role in the department from today (those who hold
/// it already are left as they are).
pub async fn add_athlete_roles(
    app: &App,
    actor: &Actor,
    request: &AddAthleteRoles,
) -> AppResult<AthleteRolesAdded> {
    actor.signed_in()?;
    // Refused before any member is read when the identity gives no roles at all.
    if !stopa_domain::policy::may_create_members(&actor.identity) {
        return Err(AppError::Forbidden);
    }
    let ids = selected(&request.member_ids)?;
    let today = crate::today();
    let mut write = AuditedWrite::begin(app, actor, "member_department_role").await?;
    let mut outcome = AthleteRolesAdded {
        added: 0,
        already_athletes: 0,
    };
    for member_id in ids {
        // The member's club is read under its transfer lock: a transfer cannot move it to a
        // club of other departments between the check and the new role.
        stopa_db::transfer::lock_member_transfers(write.tx(), member_id).await?;
        role_db::lock_member_roles(write.tx(), member_id).await?;
        let member = member(&mut write, member_id).await?;
        stopa_domain::policy::check_member_role_change(
            &actor.identity,
            &crate::member_file::facts(&member),
            MemberRoleKind::Athlete,
            Some(request.department_id),
        )?;
        if role_db::holds_role_on_or_after(
            write.tx(),
            member_id,
            request.department_id,
            MemberRoleKind::Athlete,
            today,
        )
        .await?
        {
            outcome.already_athletes += 1;
            continue;
        }
        crate::member_role::add_athlete_in(
            &mut write,
            actor,
            &member,
            request.department_id,
            today,
            &who(&member),
        )
        .await?;
        outcome.added += 1;
    }
    write.commit().await?;
    Ok(outcome)
}

/// Ends the membership of every selected member on the day (today by default). Returns how
/// many ended.
pub async fn end_memberships(app: &App, actor: &Actor, request: &EndMemberships) -> AppResult<i32> {
    actor.signed_in()?;
    if !stopa_domain::policy::may_end_memberships(&actor.identity) {
        return Err(AppError::Forbidden);
    }
    let ids = selected(&request.member_ids)?;
    let valid_to = request.valid_to.unwrap_or_else(crate::today);
    let mut write = AuditedWrite::begin(app, actor, "membership").await?;
    let mut ended = 0;
    for member_id in ids {
        // Read under the member's transfer lock, so the club checked is the club left.
        stopa_db::transfer::lock_member_transfers(write.tx(), member_id).await?;
        let member = member(&mut write, member_id).await?;
        let facts = crate::member_file::facts(&member);
        if member.club_id.is_none()
            && stopa_domain::policy::member_record_access(&actor.identity, &facts)
                .record
                .can_read()
        {
            // Named to those who see the member (its grid row says "bez klubu"); to others the
            // policy answers below, saying nothing of it.
            return Err(AppError::coded(
                stopa_domain::error_code::ErrorCode::NoMembership,
                format!("{}není členem žádného klubu.", who(&member)),
            ));
        }
        crate::member_record::end_membership_in(
            &mut write,
            actor,
            &member,
            valid_to,
            &who(&member),
        )
        .await?;
        ended += 1;
    }
    write.commit().await?;
    Ok(ended)
}
