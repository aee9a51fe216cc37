//! Members' department roles and licences: who reads them, who gives, extends and ends them,
//! and who lists a department's coaches, referees, technical delegates and instructors (the
//! roles themselves: [`crate::member_role`]).
//!
//! Rules decided for Stopa (spec §6 names COACH_MANAGER, TECHNICAL_DELEGATE_MANAGER,
//! REFEREE_MANAGER and HEALTH_CHECK_MANAGER for areas and sections, "licences"):
//! - A member's roles are read with its record (club managers their members', a Person its
//!   own, staff those of their scope).
//! - Athlete roles are given and ended by those who edit the record.
//! - The other kinds are written by Admin everywhere; by Section staff holding the kind's flag
//!   ([`role_manager_flag`]) in their department, for members whose record they
//!   read (an instructor's licence has no department: any section holding COACH_MANAGER); and
//!   by Area staff holding the flag for members of their region's clubs — regional
//!   associations run the lower coaches' and referees' courses and keep health checks —
//!   except technical delegates, whom the federation appoints nationally.
//! - Nobody changes the roles of an archived member.
//! - The department grids (`role-v-useku`) and their workbooks: Admin every department; Section
//!   staff their own department (and every instructor); Area staff the holders in their
//!   region's clubs. Club managers, members and timekeepers have no grid.

use super::member::{MemberFacts, member_record_access};
use super::{AccessLevel, Denied};
use crate::identity::{Identity, IdentityType, Scope, StaffPermission};
use crate::member::MemberRoleKind;

/// The staff flag that lets Area and Section staff write roles of `kind` (spec §6); none for
/// athletes, who are written with the member's record. Instructors are the coaches'
/// education, so COACH_MANAGER writes them.
pub fn role_manager_flag(kind: MemberRoleKind) -> Option<StaffPermission> {
    match kind {
        MemberRoleKind::Athlete => None,
        MemberRoleKind::Coach | MemberRoleKind::Instructor => Some(StaffPermission::CoachManager),
        MemberRoleKind::Referee => Some(StaffPermission::RefereeManager),
        MemberRoleKind::TechnicalDelegate => Some(StaffPermission::TechnicalDelegateManager),
        MemberRoleKind::HealthCheck => Some(StaffPermission::HealthCheckManager),
    }
}

/// Decides what `identity` may do with a member's department roles as a whole: read them with
/// the record; Write where it edits the record (the Athlete roles; the other kinds are decided
/// one by one by [`check_member_role_change`]).
pub fn member_roles_access(identity: &Identity, member: &MemberFacts<'_>) -> AccessLevel {
    member_record_access(identity, member).record
}

/// Decides whether `identity` may give a member a role of `kind` in `department_id` (none for
/// an instructor), or change, extend or end one.
pub fn check_member_role_change(
    identity: &Identity,
    member: &MemberFacts<'_>,
    kind: MemberRoleKind,
    department_id: Option<i64>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    let Some(flag) = role_manager_flag(kind) else {
        return if member_roles_access(identity, member) == AccessLevel::Write {
            Ok(())
        } else {
            Err(Denied::Forbidden)
        };
    };
    let reads = member_record_access(identity, member).record.can_read();
    let allowed = match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => true,
        (IdentityType::Section, Scope::Department(own)) => {
            identity.has_staff_permission(flag)
                && reads
                && (kind == MemberRoleKind::Instructor || department_id == Some(own))
        }
        (IdentityType::Area, Scope::Region(_)) => {
            identity.has_staff_permission(flag)
                && reads
                && kind != MemberRoleKind::TechnicalDelegate
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Which holders of a department's roles an identity may list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleListScope {
    /// Every holder.
    All,
    /// Holders who are members of the region's clubs.
    Region(i64),
}

/// Which holders of `kind` in `department_id` (none for instructors) `identity` may list in
/// the `role-v-useku` grids and workbooks.
pub fn role_list_scope(
    identity: &Identity,
    kind: MemberRoleKind,
    department_id: Option<i64>,
) -> Result<RoleListScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => Ok(RoleListScope::All),
        (IdentityType::Section, Scope::Department(own))
            if kind == MemberRoleKind::Instructor || department_id == Some(own) =>
        {
            Ok(RoleListScope::All)
        }
        (IdentityType::Area, Scope::Region(region_id)) => Ok(RoleListScope::Region(region_id)),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may download the workbook of `kind` from the URL with
/// `role_prefix` (spec §7: Admin `/api/admin/export/coach/{department}.xlsx`, Section
/// `/api/section/export/coach.xlsx` of its own department): the prefix names the identity's
/// type, which must be Admin or Section, and the grid's scope holds.
pub fn check_role_export(
    identity: &Identity,
    kind: MemberRoleKind,
    department_id: Option<i64>,
    role_prefix: &str,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let listed = matches!(
        identity.identity_type,
        IdentityType::Admin | IdentityType::Section
    );
    if !listed || identity.identity_type.access_prefix() != role_prefix {
        return Err(Denied::Forbidden);
    }
    role_list_scope(identity, kind, department_id).map(|_| ())
}
