//! The exports of spec §7 by the role prefix of their URL.

use super::Denied;
use super::member::member_personal_info_access;
use crate::identity::{Identity, IdentityType};

/// An export of spec §7, by the role prefix of its URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Export {
    MembersAllCsv,
    RacingSeasonsCsv,
    ClubsAllCsv,
    ClubsNsaCsv,
    MembersNsaCsv,
    MembersGeneralMeetingCsv,
    /// A coach's card (`coach-card-csv/{member}`): identity, levels and their history.
    CoachCardCsv,
    /// A season's statistics of a kind (`stats/{name}.xlsx`).
    StatsXlsx,
}

impl Export {
    /// The role prefixes under which the spec lists this export.
    fn roles(self) -> &'static [IdentityType] {
        match self {
            Self::MembersAllCsv => &[
                IdentityType::Admin,
                IdentityType::Area,
                IdentityType::Section,
                IdentityType::Team,
                IdentityType::Timekeeper,
            ],
            Self::RacingSeasonsCsv => &[IdentityType::Section],
            Self::ClubsNsaCsv | Self::CoachCardCsv => &[IdentityType::Admin],
            Self::MembersNsaCsv => &[IdentityType::Admin, IdentityType::Team],
            Self::MembersGeneralMeetingCsv | Self::StatsXlsx => &[
                IdentityType::Admin,
                IdentityType::Area,
                IdentityType::Section,
            ],
            Self::ClubsAllCsv => &[
                IdentityType::Admin,
                IdentityType::Area,
                IdentityType::Section,
                IdentityType::Timekeeper,
            ],
        }
    }
}

/// Decides whether `identity` may download `export` from the URL with `role_prefix`
/// (`admin`, `area`, ...). The prefix must name the active identity's type.
pub fn check_export(identity: &Identity, export: Export, role_prefix: &str) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let listed = export.roles().contains(&identity.identity_type);
    if listed && identity.identity_type.access_prefix() == role_prefix {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may download the NSA members export from the URL with
/// `role_prefix`: the export's roles (Admin, Team), and, because it carries birth numbers and
/// addresses, personal-data access.
pub fn check_members_nsa_export(identity: &Identity, role_prefix: &str) -> Result<(), Denied> {
    check_export(identity, Export::MembersNsaCsv, role_prefix)?;
    if member_personal_info_access(identity).can_read() {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}
