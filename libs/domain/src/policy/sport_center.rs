//! Sport centers and the national team (spec §2 `stm-reprezentace`, public `reprezentace`):
//! who reads the centers and their members, who puts members into them.
//!
//! Rules decided for Stopa (the spec names no flag for sport centers):
//! - The overview and a center's members are for the federation's staff: Admin every center,
//!   Section staff the centers of their department, Area staff the centers of their region
//!   (regional centers — SCM, SPS — have one; national ones none).
//! - Members are put into a center and taken out by Admin, by Section staff holding
//!   COACH_MANAGER (the department's coaching and representation) for their department's
//!   centers, and by Area staff holding COACH_MANAGER for their region's centers.
//! - The public reads the national team (REPRESENTATION centers): names, clubs and the photos
//!   the members allowed, nothing else.

use super::Denied;
use crate::identity::{Identity, IdentityType, Scope, StaffPermission};

/// Which centers an identity may read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SportCenterScope {
    All,
    /// Centers of the region.
    Region(i64),
    /// Centers of the department.
    Department(i64),
}

/// What the policy needs to know of a center.
#[derive(Debug, Clone, Copy)]
pub struct SportCenterFacts {
    pub department_id: i64,
    pub region_id: Option<i64>,
}

impl SportCenterScope {
    /// Whether the center lies in this scope.
    pub fn contains(self, center: &SportCenterFacts) -> bool {
        match self {
            Self::All => true,
            Self::Region(region_id) => center.region_id == Some(region_id),
            Self::Department(department_id) => center.department_id == department_id,
        }
    }
}

/// Which centers `identity` may read in the evidence.
pub fn sport_center_scope(identity: &Identity) -> Result<SportCenterScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => Ok(SportCenterScope::All),
        (IdentityType::Area, Scope::Region(region_id)) => Ok(SportCenterScope::Region(region_id)),
        (IdentityType::Section, Scope::Department(department_id)) => {
            Ok(SportCenterScope::Department(department_id))
        }
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may put members into `center` and take them out.
pub fn check_sport_center_write(
    identity: &Identity,
    center: &SportCenterFacts,
) -> Result<(), Denied> {
    let scope = sport_center_scope(identity)?;
    let allowed = identity.identity_type == IdentityType::Admin
        || (identity.has_staff_permission(StaffPermission::CoachManager) && scope.contains(center));
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}
