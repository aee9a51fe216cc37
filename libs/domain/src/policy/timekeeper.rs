//! Timekeeping companies: Admin manages them; a timekeeper reads its own.

use super::{AccessLevel, Denied};
use crate::identity::{ClubPermission, Identity, IdentityType, Scope};

/// Decides whether `identity` may manage the timekeeping companies (`/evidence/casomiry`):
/// Admin only (spec §3: timekeeping company is admin-only); a Timekeeper reads its own.
pub fn timekeeping_company_access(identity: &Identity, company_id: i64) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin => AccessLevel::Write,
        IdentityType::Timekeeper if identity.scope == Scope::TimekeepingCompany(company_id) => {
            AccessLevel::Read
        }
        // Staff and clubs' race managers choose an event's timekeeper.
        IdentityType::Section | IdentityType::Area => AccessLevel::Read,
        IdentityType::Team if identity.has_club_permission(ClubPermission::RaceManager) => {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    }
}

/// Which timekeeping companies an identity may list: every one (Admin keeps them; staff and
/// clubs' race managers assign them to events) or its own (a Timekeeper).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimekeeperScope {
    All,
    Own(i64),
}

/// The timekeepers list (`/evidence/casomiry`).
pub fn timekeeper_list_scope(identity: &Identity) -> Result<TimekeeperScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        (IdentityType::Timekeeper, Scope::TimekeepingCompany(id)) => Ok(TimekeeperScope::Own(id)),
        _ if timekeeping_company_access(identity, 0).can_read() => Ok(TimekeeperScope::All),
        _ => Err(Denied::Forbidden),
    }
}

/// Adding and changing timekeeping companies: Admin only.
pub fn check_timekeeper_write(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
