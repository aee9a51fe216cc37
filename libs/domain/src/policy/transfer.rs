//! Transfers and hostings: who lists which inquiries, who asks for one and who takes which
//! step (the steps themselves and their order: [`crate::transfer`]).
//!
//! Rules decided for Stopa (spec §6 names CREATE_APPROVE_TRANSFER for clubs and
//! TRANSFER_MANAGER for areas and sections):
//! - Admin lists every inquiry and may take every step.
//! - A club's managers (Team) list the inquiries their club is on either side of. Those holding
//!   CREATE_APPROVE_TRANSFER ask for members of other clubs (their club receives), withdraw
//!   what their club asked, and release or reject what is asked of their club while the club
//!   has not released it.
//! - Area staff list the inquiries of the clubs of their region (either side), Section staff
//!   those of their department. Holding TRANSFER_MANAGER they ask on a club's behalf, release
//!   or reject for a club that does not act, approve released transfers and withdraw what
//!   they asked.
//! - A Person lists its own inquiries and takes no step (its clubs act for it).
//! - Timekeepers and visitors see none.

use super::Denied;
use super::club::ClubFacts;
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};
use crate::transfer::{TransferAction, TransferState};

/// The inquiries an identity may list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransferScope {
    All,
    /// Either club in the region.
    Region(i64),
    /// Of the department.
    Department(i64),
    /// The club on either side.
    Club(i64),
    /// The member's own.
    Member(i64),
}

/// What the policy needs to know of an inquiry.
#[derive(Debug, Clone, Copy)]
pub struct TransferFacts<'a> {
    pub member_id: i64,
    /// The releasing club.
    pub from_club: ClubFacts<'a>,
    /// The receiving (host) club.
    pub to_club: ClubFacts<'a>,
    pub department_id: i64,
    /// Who asked.
    pub requested_by_identity_id: Option<i64>,
}

impl TransferScope {
    /// Whether the inquiry lies in this scope.
    pub fn contains(self, inquiry: &TransferFacts<'_>) -> bool {
        match self {
            Self::All => true,
            Self::Region(region_id) => {
                inquiry.from_club.region_id == region_id || inquiry.to_club.region_id == region_id
            }
            Self::Department(department_id) => inquiry.department_id == department_id,
            Self::Club(club_id) => {
                inquiry.from_club.club_id == club_id || inquiry.to_club.club_id == club_id
            }
            Self::Member(member_id) => inquiry.member_id == member_id,
        }
    }
}

/// Which inquiries `identity` may list.
pub fn transfer_list_scope(identity: &Identity) -> Result<TransferScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => Ok(TransferScope::All),
        (IdentityType::Area, Scope::Region(region_id)) => Ok(TransferScope::Region(region_id)),
        (IdentityType::Section, Scope::Department(department_id)) => {
            Ok(TransferScope::Department(department_id))
        }
        (IdentityType::Team, Scope::Club(club_id)) => Ok(TransferScope::Club(club_id)),
        (IdentityType::Person, Scope::Member(member_id)) => Ok(TransferScope::Member(member_id)),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Whether `identity` is the federation's transfer manager (Area, Section with
/// TRANSFER_MANAGER) or Admin.
fn federation(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::TransferManager)
        }
        _ => false,
    }
}

/// Whether `identity` is a manager of `club_id` holding CREATE_APPROVE_TRANSFER.
fn club_transfer_manager(identity: &Identity, club_id: i64) -> bool {
    identity.identity_type == IdentityType::Team
        && identity.scope == Scope::Club(club_id)
        && identity.has_club_permission(ClubPermission::CreateApproveTransfer)
}

/// Decides whether `identity` may ask for a member of another club to move to (or be hosted
/// by) `to_club` in `department_id`: the receiving club's managers holding
/// CREATE_APPROVE_TRANSFER, the federation's transfer managers whose scope holds the receiving
/// club (Area: its region; Section: the department), Admin.
pub fn check_request_transfer(
    identity: &Identity,
    to_club: &ClubFacts<'_>,
    department_id: i64,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let allowed = match (identity.identity_type, identity.scope) {
        (IdentityType::Team, _) => club_transfer_manager(identity, to_club.club_id),
        (IdentityType::Area, Scope::Region(region_id)) => {
            federation(identity) && to_club.region_id == region_id
        }
        (IdentityType::Section, Scope::Department(own)) => {
            federation(identity) && own == department_id
        }
        (IdentityType::Admin, _) => true,
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Whether `identity` may ask for transfers at all (the page offers the form): the managers of
/// a club holding CREATE_APPROVE_TRANSFER, transfer managers, Admin.
pub fn may_request_transfers(identity: &Identity) -> bool {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Team, Scope::Club(club_id)) => club_transfer_manager(identity, club_id),
        _ => federation(identity),
    }
}

/// The steps `identity` may take on an inquiry in `state` (none when it may not list it):
/// what the policy allows intersected with what the state allows. The system's steps
/// (expire, complete, end) are nobody's.
pub fn transfer_actions(
    identity: &Identity,
    inquiry: &TransferFacts<'_>,
    kind: crate::transfer::TransferKind,
    state: TransferState,
) -> Vec<TransferAction> {
    let Ok(scope) = transfer_list_scope(identity) else {
        return Vec::new();
    };
    if !scope.contains(inquiry) {
        return Vec::new();
    }
    let staff = federation(identity);
    let releasing = club_transfer_manager(identity, inquiry.from_club.club_id);
    let receiving = club_transfer_manager(identity, inquiry.to_club.club_id);
    let asked_it = inquiry.requested_by_identity_id == Some(identity.identity_id);
    [
        TransferAction::Release,
        TransferAction::Approve,
        TransferAction::Reject,
        TransferAction::Withdraw,
    ]
    .into_iter()
    .filter(|action| {
        let allowed = match action {
            TransferAction::Release => staff || releasing,
            TransferAction::Approve => staff,
            TransferAction::Reject => staff || (releasing && state == TransferState::Requested),
            TransferAction::Withdraw => receiving || (staff && asked_it),
            _ => false,
        };
        allowed && action.apply(kind, state).is_ok()
    })
    .collect()
}
