//! Members: who lists which members and sees their personal data, who reads, adds, changes,
//! releases, archives and restores a member, and who cleans the register's data.

use super::club::{ClubFacts, ClubScope, club_list_scope};
use super::{AccessLevel, Denied};
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};
use crate::text_enum::text_enum;

/// The part of the member register an identity may list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberScope {
    All,
    /// Members of clubs in the region.
    Region(i64),
    /// Members of clubs active in the department.
    Department(i64),
    /// Current members of the club.
    Club(i64),
}

/// What an identity may see of the members list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberListAccess {
    pub scope: MemberScope,
    pub personal_info: AccessLevel,
}

/// Decides whether and how `identity` may list members.
pub fn member_list_access(identity: &Identity) -> Result<MemberListAccess, Denied> {
    let scope = match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => return Err(Denied::Unauthenticated),
        (IdentityType::Admin | IdentityType::Timekeeper, _) => MemberScope::All,
        (IdentityType::Area, Scope::Region(region_id)) => MemberScope::Region(region_id),
        (IdentityType::Section, Scope::Department(department_id)) => {
            MemberScope::Department(department_id)
        }
        (IdentityType::Team, Scope::Club(club_id)) => MemberScope::Club(club_id),
        _ => return Err(Denied::Forbidden),
    };
    Ok(MemberListAccess {
        scope,
        personal_info: member_personal_info_access(identity),
    })
}

/// Access to members' personal data (birth number, birth date, address, contacts) in lists
/// and exports the identity is allowed to see at all.
pub fn member_personal_info_access(identity: &Identity) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin => AccessLevel::Read,
        IdentityType::Team
            if identity.has_club_permission(ClubPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        IdentityType::Area | IdentityType::Section
            if identity.has_staff_permission(StaffPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    }
}

/// What the policy needs to know of a member: who it is and its current club.
#[derive(Debug, Clone, Copy)]
pub struct MemberFacts<'a> {
    pub member_id: i64,
    pub club: Option<ClubFacts<'a>>,
    /// Archived members are kept for the records only (see [`check_member_archive`]).
    pub archived: bool,
}

/// What an identity may do with one member's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberRecordAccess {
    /// Write: edit the record; Read: see it; Hidden: not at all.
    pub record: AccessLevel,
    /// Birth number, birth date, address, e-mail and phone.
    pub personal_info: AccessLevel,
}

const HIDDEN_MEMBER: MemberRecordAccess = MemberRecordAccess {
    record: AccessLevel::Hidden,
    personal_info: AccessLevel::Hidden,
};

/// Decides what `identity` may do with a member's record. Staff see the members of their list
/// scope (a member without a club only when their scope is everything); they edit them with
/// MEMBER_CREATE_EDIT (Team) or MEMBER_AND_CLUB_MANAGER (Area, Section), Admin always. A Person
/// reads its own record with its personal data. An archived member is read by Admin only (and
/// by the member itself); nobody edits it until Admin restores it.
pub fn member_record_access(identity: &Identity, member: &MemberFacts<'_>) -> MemberRecordAccess {
    if let (IdentityType::Person, Scope::Member(own)) = (identity.identity_type, identity.scope) {
        return if own == member.member_id {
            MemberRecordAccess {
                record: AccessLevel::Read,
                personal_info: AccessLevel::Read,
            }
        } else {
            HIDDEN_MEMBER
        };
    }
    if member.archived {
        return if identity.identity_type == IdentityType::Admin {
            MemberRecordAccess {
                record: AccessLevel::Read,
                personal_info: AccessLevel::Read,
            }
        } else {
            HIDDEN_MEMBER
        };
    }
    let Ok(scope) = club_list_scope(identity) else {
        return HIDDEN_MEMBER;
    };
    let visible = match (scope, member.club) {
        (ClubScope::All, _) => true,
        (scope, Some(club)) => scope.contains(&club),
        (_, None) => false,
    };
    if !visible {
        return HIDDEN_MEMBER;
    }
    let writes = match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::MemberCreateEdit),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        _ => false,
    };
    MemberRecordAccess {
        record: if writes {
            AccessLevel::Write
        } else {
            AccessLevel::Read
        },
        personal_info: member_personal_info_access(identity),
    }
}

/// Decides whether `identity` may create a member in `club` (none: without a club, Admin only).
pub fn check_member_create(
    identity: &Identity,
    club: Option<&ClubFacts<'_>>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let allowed = match (identity.identity_type, club) {
        (IdentityType::Admin, _) => true,
        (IdentityType::Team, Some(club)) => {
            identity.scope == Scope::Club(club.club_id)
                && identity.has_club_permission(ClubPermission::MemberCreateEdit)
        }
        (IdentityType::Area | IdentityType::Section, Some(club)) => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
                && club_list_scope(identity).is_ok_and(|scope| scope.contains(club))
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Whether the member-import previews of `identity` are limited per hour
/// ([`crate::member_import::MAX_PREVIEWS_PER_HOUR`]): a preview says whether a birth number is
/// in the register, so everybody but Admin (who reads the whole register anyway) is kept from
/// trying many.
pub fn member_import_previews_limited(identity: &Identity) -> bool {
    identity.identity_type != IdentityType::Admin
}

/// Decides whether `identity` may import a file of members into `club` (spec §2
/// `/evidence/clenove/import`): an import creates members in bulk, so it follows
/// [`check_member_create`] for that club — Admin; the club's own manager with
/// MEMBER_CREATE_EDIT; area and section staff with MEMBER_AND_CLUB_MANAGER for a club of their
/// scope. Reading an import and its rows takes the same right.
pub fn check_member_import(identity: &Identity, club: &ClubFacts<'_>) -> Result<(), Denied> {
    check_member_create(identity, Some(club))
}

/// Decides whether `identity` may use the data-cleanup zone (spec §2 `/evidence/cisteni-dat`:
/// nicknames, birth-number checks, unresolved address, possible duplicates and merging
/// them, FIS pairing): Admin only, as its fixes cross every club and region.
pub fn check_data_cleanup(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may end a member's membership in its club (release it):
/// Admin; a club's manager holding MEMBER_TERMINATE for its own members; area and section
/// staff holding MEMBER_AND_CLUB_MANAGER within their scope.
pub fn check_member_terminate(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    let Some(club) = member.club else {
        return Err(Denied::Forbidden);
    };
    let allowed = match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => {
            identity.scope == Scope::Club(club.club_id)
                && identity.has_club_permission(ClubPermission::MemberTerminate)
        }
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
                && club_list_scope(identity).is_ok_and(|scope| scope.contains(&club))
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may set a member's answer to the federation (stays, does not
/// want to, leaves SLČR; the season rollover acts on it): Admin; a manager of the member's
/// current club holding MEMBER_CREATE_EDIT; area and section staff holding
/// MEMBER_AND_CLUB_MANAGER within their scope; a Person for itself only. Never for an archived
/// member, and (but for the member itself and Admin) only for a member in a club.
pub fn check_member_answer(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    let allowed = match (identity.identity_type, member.club) {
        (IdentityType::Admin, _) => true,
        (IdentityType::Person, _) => identity.scope == Scope::Member(member.member_id),
        (IdentityType::Team, Some(club)) => {
            identity.scope == Scope::Club(club.club_id)
                && identity.has_club_permission(ClubPermission::MemberCreateEdit)
        }
        (IdentityType::Area | IdentityType::Section, Some(club)) => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
                && club_list_scope(identity).is_ok_and(|scope| scope.contains(&club))
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may archive a member (rule chosen for Stopa: archiving ends the
/// current membership, so it needs what ending one needs — MEMBER_TERMINATE for the club's
/// managers, MEMBER_AND_CLUB_MANAGER in scope for Area and Section; Admin may also archive a
/// member without a club). Archived members leave every list, export and public page; their
/// history stays.
pub fn check_member_archive(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    if identity.identity_type == IdentityType::Admin {
        return Ok(());
    }
    check_member_terminate(identity, member)
}

/// Decides whether `identity` may restore an archived member: Admin only.
pub fn check_member_restore(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin if member.archived => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may change a member's photo and its public consent: those who edit
/// the record, and the member itself (a Person) — the consent is the member's own decision.
pub fn check_member_photo_change(
    identity: &Identity,
    member: &MemberFacts<'_>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if identity.identity_type == IdentityType::Person
        && identity.scope == Scope::Member(member.member_id)
        && !member.archived
    {
        return Ok(());
    }
    if member_record_access(identity, member).record == AccessLevel::Write {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may see a member's photo: anyone when the member allowed it on
/// public pages (and is not archived), otherwise those who read the record.
pub fn member_photo_visible(identity: &Identity, member: &MemberFacts<'_>, public: bool) -> bool {
    (public && !member.archived) || member_record_access(identity, member).record.can_read()
}

/// Decides whether `identity` may enrol a member without a club in a club (rule chosen for
/// Stopa: Admin only — a member without a club is outside every other identity's scope; moving
/// between clubs is a transfer, which has its own feature).
pub fn check_member_join_club(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin if !member.archived && member.club.is_none() => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may list archived members (to restore them): Admin only, as
/// only Admin reads an archived record.
pub fn check_list_archived_members(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

text_enum! {
    /// A column of the members list that a grid may sort by.
    pub enum MemberSortKey as "MemberSortField" {
        LastName => "LAST_NAME",
        FirstName => "FIRST_NAME",
        RegistrationNumber => "REGISTRATION_NUMBER",
        BirthDate => "BIRTH_DATE",
        ClubName => "CLUB_NAME",
    }
}

/// Decides whether `access` allows sorting the members list by `key`. Sorting by a field the
/// asker may not see would leak it through the order (members sorted by birth date tell
/// who was born first within a year), so the birth date sorts only with personal data.
pub fn check_member_sort(access: &MemberListAccess, key: MemberSortKey) -> Result<(), Denied> {
    match key {
        MemberSortKey::BirthDate if !access.personal_info.can_read() => Err(Denied::Forbidden),
        _ => Ok(()),
    }
}

/// Whether `identity` may end memberships at all (the members grid then offers ending the
/// selected ones): Admin; a club's managers holding MEMBER_TERMINATE; Area and Section staff
/// holding MEMBER_AND_CLUB_MANAGER. Each member is still checked by
/// [`check_member_terminate`].
pub fn may_end_memberships(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::MemberTerminate),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        _ => false,
    }
}

/// Whether `identity` may add members at all (the form then offers the clubs it may add to):
/// Admin; a club's managers holding MEMBER_CREATE_EDIT; Area and Section staff holding
/// MEMBER_AND_CLUB_MANAGER. Each member's club is still checked by [`check_member_create`].
pub fn may_create_members(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::MemberCreateEdit),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        _ => false,
    }
}
