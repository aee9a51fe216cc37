//! Who reads the statistics of a season and who takes their snapshots, and who manages a
//! department's rankings (issue 30).
//!
//! The spec lists the statistics downloads for Admin, Area and Section; a club's manager reads
//! its own club's figures (its statistics tab). Nobody else: a member, a timekeeper and the
//! public have no business with the register's counts. Admin alone takes a snapshot on demand.

use super::Denied;
use super::club::{ClubScope, club_list_scope};
use crate::identity::{Identity, IdentityType, Scope};

/// Which clubs' figures `identity` may read: Admin all, Area its region's clubs, Section the
/// clubs active in its department (and only its department's per-department figures), Team its
/// own club; refused otherwise.
pub fn statistics_scope(identity: &Identity) -> Result<ClubScope, Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin | IdentityType::Area | IdentityType::Section | IdentityType::Team => {
            club_list_scope(identity)
        }
        IdentityType::Person | IdentityType::Timekeeper => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may take a season's statistics snapshot on demand: Admin only.
pub fn check_statistics_snapshot(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` manages the rankings and ranking documents of a department
/// (creates, changes, publishes and hides them, and sees the hidden ones): Admin, and the
/// Section staff of that department.
pub fn check_ranking_manage(identity: &Identity, department_id: i64) -> Result<(), Denied> {
    match (identity.identity_type, &identity.scope) {
        (IdentityType::Admin, _) => Ok(()),
        (IdentityType::Section, Scope::Department(own)) if *own == department_id => Ok(()),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
