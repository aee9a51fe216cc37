//! Who reads the statistics of a season and who takes their snapshots (issue 30).
//!
//! The spec lists the statistics downloads for Admin, Area and Section; a club's manager reads
//! its own club's figures (its statistics tab). Nobody else: a member, a timekeeper and the
//! public have no business with the register's counts. Admin alone takes a snapshot on demand.

use super::Denied;
use super::club::{ClubScope, club_list_scope};
use crate::identity::{Identity, IdentityType};

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
