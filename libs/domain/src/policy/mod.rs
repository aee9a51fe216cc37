//! The one permission policy: for an identity and a resource it decides Write, Read or Hidden,
//! and which part of a list the identity may see. GraphQL resolvers and exports ask here and
//! nowhere else.
//!
//! Rules decided for Stopa where the spec is silent:
//! - The members list (grid and `members-all-csv`) is for staff: Admin sees every member, Area
//!   the members of clubs in its region, Section the members of clubs active in its department,
//!   Team the current members of its club, Timekeeper every member (it must identify athletes
//!   at races) but never personal data. A Person reads only itself, on its own profile pages.
//! - Personal data (birth number, birth date, address, contacts) is Read for Admin and for
//!   Team/Area/Section holding MEMBER_PERSONAL_INFO_VIEW, Hidden for everybody else.
//! - An export URL's role prefix must equal the active identity type.
//! - Codebooks are written by Admin only. Every logged-in identity reads them (forms and
//!   filters of every zone need them); visitors read those that public pages show
//!   ([`crate::codebook::Codebook::is_public`]). Regions are read-only for everybody.

mod club;
mod codebook;
mod content;
mod export;
mod feedback;
mod member;
mod member_role;
mod payment;
mod racing_event;
mod results;
mod sport_center;
mod statistics;
mod timekeeper;
mod transfer;
mod workspace;

pub use club::*;
pub use codebook::*;
pub use content::*;
pub use export::*;
pub use feedback::*;
pub use member::*;
pub use member_role::*;
pub use payment::*;
pub use racing_event::*;
pub use results::*;
pub use sport_center::*;
pub use statistics::*;
pub use timekeeper::*;
pub use transfer::*;
pub use workspace::*;

use crate::identity::{Identity, IdentityType, Scope};
use crate::text_enum::text_enum;

text_enum! {
    /// Access level of a resource or field, spec §6 (ordered: Hidden < Read < Write).
    pub enum AccessLevel as "AccessLevel" {
        Hidden => "HIDDEN",
        Read => "READ",
        Write => "WRITE",
    }
}

impl AccessLevel {
    pub fn can_read(self) -> bool {
        self >= Self::Read
    }
}

/// Why a request is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Denied {
    #[error("Musíte se přihlásit")]
    Unauthenticated,
    #[error("Pro tuto stránku nemáte oprávnění.")]
    Forbidden,
}

/// Decides whether `identity` may introspect the GraphQL schema (`__schema`, `__type`): the
/// federation's staff (Admin, Area, Section), or anybody when the api runs in development mode
/// (`STOPA_DEV`). Visitors, club managers (Team), members (Person) and timekeepers use the web
/// app, whose operations are compiled from the committed schema file, so they need no
/// introspection; refusing it keeps the full API surface out of anonymous hands.
pub fn may_introspect(identity: &Identity, dev: bool) -> bool {
    dev || matches!(
        identity.identity_type,
        IdentityType::Admin | IdentityType::Area | IdentityType::Section
    )
}

/// The department of a Section identity (its exports and lists are of that department);
/// refused for every other identity.
pub fn own_department(identity: &Identity) -> Result<i64, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Section, Scope::Department(department_id)) => Ok(department_id),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// The member a Person identity is (its own profile); refused for every other identity.
pub fn own_member(identity: &Identity) -> Result<i64, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Person, Scope::Member(member_id)) => Ok(member_id),
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Refuses a change of `identity` itself through the managers' forms: nobody changes its own
/// flags or revokes its own identity (another manager or Admin does).
pub fn check_not_own_identity(identity: &Identity, target_identity_id: i64) -> Result<(), Denied> {
    if identity.identity_id == target_identity_id {
        Err(Denied::Forbidden)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod table_tests;
