//! Clubs: who lists which clubs, reads and changes a club's record and its people, creates
//! clubs, decides registration requests and manages club managers.

use super::member::{MemberScope, member_list_access};
use super::{AccessLevel, Denied};
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};
use crate::text_enum::text_enum;

/// The part of the club register an identity may list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClubScope {
    All,
    /// Clubs in the region.
    Region(i64),
    /// Clubs active in the department.
    Department(i64),
    /// The one club.
    Club(i64),
}

/// Decides whether and which clubs `identity` may list in the private zone. The same staff
/// who list members list clubs, with the same scopes.
pub fn club_list_scope(identity: &Identity) -> Result<ClubScope, Denied> {
    member_list_access(identity).map(|access| match access.scope {
        MemberScope::All => ClubScope::All,
        MemberScope::Region(region_id) => ClubScope::Region(region_id),
        MemberScope::Department(department_id) => ClubScope::Department(department_id),
        MemberScope::Club(club_id) => ClubScope::Club(club_id),
    })
}

/// What the policy needs to know of a club.
#[derive(Debug, Clone, Copy)]
pub struct ClubFacts<'a> {
    pub club_id: i64,
    pub region_id: i64,
    pub department_ids: &'a [i64],
}

impl ClubScope {
    /// Whether the club lies in this scope.
    pub fn contains(self, club: &ClubFacts<'_>) -> bool {
        match self {
            Self::All => true,
            Self::Region(region_id) => club.region_id == region_id,
            Self::Department(department_id) => club.department_ids.contains(&department_id),
            Self::Club(club_id) => club.club_id == club_id,
        }
    }
}

/// Access of `identity` to a club's record (information, contacts): Write for Admin, for
/// Area and Section staff holding MEMBER_AND_CLUB_MANAGER within their scope, and for the
/// club's own Team managers; Read for the rest of the scope (Timekeeper reads every club);
/// Hidden otherwise.
pub fn club_access(identity: &Identity, club: &ClubFacts<'_>) -> AccessLevel {
    let Ok(scope) = club_list_scope(identity) else {
        return AccessLevel::Hidden;
    };
    if !scope.contains(club) {
        return AccessLevel::Hidden;
    }
    match identity.identity_type {
        IdentityType::Admin | IdentityType::Team => AccessLevel::Write,
        IdentityType::Area | IdentityType::Section
            if identity.has_staff_permission(StaffPermission::MemberAndClubManager) =>
        {
            AccessLevel::Write
        }
        _ => AccessLevel::Read,
    }
}

/// Creating clubs and deciding registration requests is the federation's: Admin only.
pub fn check_club_create(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Access to club registration requests of a region: Admin decides (Write), area staff of the
/// region read them, nobody else sees them.
pub fn club_request_access(identity: &Identity, region_id: i64) -> AccessLevel {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => AccessLevel::Write,
        (IdentityType::Area, Scope::Region(own)) if own == region_id => AccessLevel::Read,
        _ => AccessLevel::Hidden,
    }
}

/// Decides whether `identity` may invite a manager of `club` with `permissions`, or change or
/// revoke one. Admin may; area and section staff holding MEMBER_AND_CLUB_MANAGER may for
/// clubs in their scope; a club's own manager may, but only with flags it holds itself (no
/// one grants more than they have). Nobody changes their own identity here.
pub fn check_manage_club_managers(
    identity: &Identity,
    club: &ClubFacts<'_>,
    permissions: &[ClubPermission],
) -> Result<(), Denied> {
    let scope = club_list_scope(identity)?;
    if !scope.contains(club) {
        return Err(Denied::Forbidden);
    }
    let allowed = match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        IdentityType::Team => permissions
            .iter()
            .all(|flag| identity.has_club_permission(*flag)),
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Inviting area, section and timekeeper staff is the federation's: Admin only.
pub fn check_invite_staff(identity: &Identity) -> Result<(), Denied> {
    check_club_create(identity)
}

/// What the users list (`/evidence/uzivatele`) shows an identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UserListAccess {
    /// Whose accounts and invitations: with `All` every account (also those whose identities
    /// all ended); otherwise the accounts holding a live identity in the scope, and the open
    /// invitations to one — a club's managers (Team), and for `Region` or `Department` also
    /// the region's Area or the department's Section staff.
    pub scope: ClubScope,
    /// Whether the accounts' e-mail addresses are shown (they are personal contacts).
    pub contacts: AccessLevel,
}

/// Decides whether and which accounts `identity` may list. The users list is the tool of
/// those who invite and change managers (`check_manage_club_managers`): Admin lists every
/// account; Area and Section staff holding MEMBER_AND_CLUB_MANAGER list the managers of the
/// clubs in their scope and the staff of their own region or department; a club's manager
/// lists its club's managers (it sees them on the club's page too). E-mails follow
/// `club_people_contacts_access`: Admin and club managers see them, Area and Section staff
/// with MEMBER_PERSONAL_INFO_VIEW. A Person or a Timekeeper manages nobody: refused.
pub fn user_list_access(identity: &Identity) -> Result<UserListAccess, Denied> {
    let manages_managers = identity.has_staff_permission(StaffPermission::MemberAndClubManager);
    let scope = match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => return Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => ClubScope::All,
        (IdentityType::Team, Scope::Club(club_id)) => ClubScope::Club(club_id),
        (IdentityType::Area, Scope::Region(region_id)) if manages_managers => {
            ClubScope::Region(region_id)
        }
        (IdentityType::Section, Scope::Department(department_id)) if manages_managers => {
            ClubScope::Department(department_id)
        }
        _ => return Err(Denied::Forbidden),
    };
    let contacts = match identity.identity_type {
        IdentityType::Admin | IdentityType::Team => AccessLevel::Read,
        _ if identity.has_staff_permission(StaffPermission::MemberPersonalInfoView) => {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    };
    Ok(UserListAccess { scope, contacts })
}

/// Blocking an account (it can no longer log in, its sessions end) and unblocking it is the
/// federation's: Admin only, and never its own account.
pub fn check_block_account(identity: &Identity, own: bool) -> Result<(), Denied> {
    check_club_create(identity)?;
    if own { Err(Denied::Forbidden) } else { Ok(()) }
}

/// Access to the personal contacts (e-mail, phone) of the people around a club: its contact
/// persons, its managers and the invitations of new ones. These are personal data, so they
/// are Read for Admin, for the club's own managers (a Team of the club, whatever its flags:
/// they work with these people) and for Area and Section staff holding
/// MEMBER_PERSONAL_INFO_VIEW within their scope; Hidden for everybody else who reads the club
/// (a Timekeeper, staff without the flag). Names and roles stay visible with the club.
pub fn club_people_contacts_access(identity: &Identity, club: &ClubFacts<'_>) -> AccessLevel {
    if !club_access(identity, club).can_read() {
        return AccessLevel::Hidden;
    }
    match identity.identity_type {
        IdentityType::Admin | IdentityType::Team => AccessLevel::Read,
        IdentityType::Area | IdentityType::Section
            if identity.has_staff_permission(StaffPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    }
}

/// Access to the applicant's personal contacts (e-mail, phone) of a club registration request
/// in `region_id`: Admin, and Area staff of the region holding MEMBER_PERSONAL_INFO_VIEW.
pub fn club_request_contacts_access(identity: &Identity, region_id: i64) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin => AccessLevel::Read,
        IdentityType::Area
            if club_request_access(identity, region_id).can_read()
                && identity.has_staff_permission(StaffPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    }
}

text_enum! {
    /// A field of a club's record that only some writers may change.
    pub enum ClubField as "ClubField" {
        /// The federation code.
        Code => "CODE",
        Region => "REGION",
        Departments => "DEPARTMENTS",
        /// Active or ended, with the end date.
        State => "STATE",
    }
}

/// The fields of a club's record that `identity` may not change even though it may write the
/// club ([`club_access`]). Admin changes everything. A club's own Team manager edits its
/// club's details but not the federation's data: code, region and state. Area and Section
/// staff may not move a club out of their scope: the region and the departments are
/// Admin's to change.
pub fn club_fields_reserved(identity: &Identity) -> &'static [ClubField] {
    match identity.identity_type {
        IdentityType::Admin => &[],
        IdentityType::Team => &[ClubField::Code, ClubField::Region, ClubField::State],
        IdentityType::Area | IdentityType::Section => &[ClubField::Region, ClubField::Departments],
        _ => &[
            ClubField::Code,
            ClubField::Region,
            ClubField::Departments,
            ClubField::State,
        ],
    }
}

/// Which club registration requests `identity` may list: Admin all (None), area staff those
/// of their region (Some(region)); nobody else.
pub fn club_requests_scope(identity: &Identity) -> Result<Option<i64>, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => Ok(None),
        (IdentityType::Area, Scope::Region(region_id)) => Ok(Some(region_id)),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
