//! Identity (principal) types and permission flags, exactly as spec §6 names them.

use std::fmt;
use std::str::FromStr;

/// The kind of an identity an account can act as. `Public` is nobody logged in (id 0).
/// Stored as `Admin`, `Team`, ... (spec §6).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "sqlx", derive(sqlx::Type), sqlx(type_name = "text"))]
pub enum IdentityType {
    /// Nobody logged in (spec §6: the default).
    #[default]
    Public,
    Admin,
    Person,
    Team,
    Area,
    Section,
    Timekeeper,
}

impl IdentityType {
    /// The stored and wire name (`Admin`, `Team`, ...; `PUBLIC` for nobody).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Public => "PUBLIC",
            Self::Admin => "Admin",
            Self::Person => "Person",
            Self::Team => "Team",
            Self::Area => "Area",
            Self::Section => "Section",
            Self::Timekeeper => "Timekeeper",
        }
    }

    /// The prefix of per-resource access names and of export URLs (`admin`, `area`, ...).
    /// The upper-case spelling of the GraphQL enum and the identity cookie (`TEAM`).
    pub fn wire_name(self) -> &'static str {
        match self {
            Self::Public => "PUBLIC",
            Self::Admin => "ADMIN",
            Self::Person => "PERSON",
            Self::Team => "TEAM",
            Self::Area => "AREA",
            Self::Section => "SECTION",
            Self::Timekeeper => "TIMEKEEPER",
        }
    }

    pub fn access_prefix(self) -> &'static str {
        match self {
            Self::Public => "public",
            Self::Admin => "admin",
            Self::Person => "person",
            Self::Team => "team",
            Self::Area => "area",
            Self::Section => "section",
            Self::Timekeeper => "timekeeper",
        }
    }
}

impl fmt::Display for IdentityType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A text that names no identity type.
#[derive(Debug, thiserror::Error)]
#[error("unknown identity type {0:?}")]
pub struct UnknownIdentityType(pub String);

impl FromStr for IdentityType {
    type Err = UnknownIdentityType;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        // Accept the spec's mixed case and the upper-case GraphQL enum spelling.
        match text.to_ascii_lowercase().as_str() {
            "public" => Ok(Self::Public),
            "admin" => Ok(Self::Admin),
            "person" => Ok(Self::Person),
            "team" => Ok(Self::Team),
            "area" => Ok(Self::Area),
            "section" => Ok(Self::Section),
            "timekeeper" => Ok(Self::Timekeeper),
            _ => Err(UnknownIdentityType(text.to_owned())),
        }
    }
}

/// A permission flag of a club manager (Team identity), spec §6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubPermission {
    MemberPersonalInfoView,
    MemberTerminate,
    MemberCreateEdit,
    CreateApproveTransfer,
    RaceRegistration,
    RaceManager,
    Payments,
}

impl ClubPermission {
    pub const ALL: [Self; 7] = [
        Self::MemberPersonalInfoView,
        Self::MemberTerminate,
        Self::MemberCreateEdit,
        Self::CreateApproveTransfer,
        Self::RaceRegistration,
        Self::RaceManager,
        Self::Payments,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::MemberPersonalInfoView => "MEMBER_PERSONAL_INFO_VIEW",
            Self::MemberTerminate => "MEMBER_TERMINATE",
            Self::MemberCreateEdit => "MEMBER_CREATE_EDIT",
            Self::CreateApproveTransfer => "CREATE_APPROVE_TRANSFER",
            Self::RaceRegistration => "RACE_REGISTRATION",
            Self::RaceManager => "RACE_MANAGER",
            Self::Payments => "PAYMENTS",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|flag| flag.as_str() == text)
    }
}

/// A permission flag of area (region) and section (department) staff, spec §6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StaffPermission {
    RaceManager,
    MemberAndClubManager,
    MemberPersonalInfoView,
    HealthCheckManager,
    TransferManager,
    CoachManager,
    TechnicalDelegateManager,
    RefereeManager,
    Payments,
}

impl StaffPermission {
    pub const ALL: [Self; 9] = [
        Self::RaceManager,
        Self::MemberAndClubManager,
        Self::MemberPersonalInfoView,
        Self::HealthCheckManager,
        Self::TransferManager,
        Self::CoachManager,
        Self::TechnicalDelegateManager,
        Self::RefereeManager,
        Self::Payments,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::RaceManager => "RACE_MANAGER",
            Self::MemberAndClubManager => "MEMBER_AND_CLUB_MANAGER",
            Self::MemberPersonalInfoView => "MEMBER_PERSONAL_INFO_VIEW",
            Self::HealthCheckManager => "HEALTH_CHECK_MANAGER",
            Self::TransferManager => "TRANSFER_MANAGER",
            Self::CoachManager => "COACH_MANAGER",
            Self::TechnicalDelegateManager => "TECHNICAL_DELEGATE_MANAGER",
            Self::RefereeManager => "REFEREE_MANAGER",
            Self::Payments => "PAYMENTS",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|flag| flag.as_str() == text)
    }
}

/// What an identity is bound to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Public and Admin identities are bound to nothing.
    None,
    Member(i64),
    Club(i64),
    Region(i64),
    Department(i64),
    TimekeepingCompany(i64),
}

/// The identity a request acts as, after the server checked that the account holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub identity_type: IdentityType,
    /// The `identity` row id; 0 for the public identity.
    pub identity_id: i64,
    pub scope: Scope,
    pub club_permissions: Vec<ClubPermission>,
    pub staff_permissions: Vec<StaffPermission>,
}

impl Identity {
    /// Nobody logged in: PUBLIC with id 0.
    pub fn public() -> Self {
        Self {
            identity_type: IdentityType::Public,
            identity_id: 0,
            scope: Scope::None,
            club_permissions: Vec::new(),
            staff_permissions: Vec::new(),
        }
    }

    /// Builds an identity from its stored form; flags that do not belong to the type are
    /// dropped, unknown flag names are ignored.
    pub fn from_stored(
        identity_type: IdentityType,
        identity_id: i64,
        scope: Scope,
        flags: &[String],
    ) -> Self {
        let club_permissions = if identity_type == IdentityType::Team {
            flags
                .iter()
                .filter_map(|flag| ClubPermission::parse(flag))
                .collect()
        } else {
            Vec::new()
        };
        let staff_permissions =
            if matches!(identity_type, IdentityType::Area | IdentityType::Section) {
                flags
                    .iter()
                    .filter_map(|flag| StaffPermission::parse(flag))
                    .collect()
            } else {
                Vec::new()
            };
        Self {
            identity_type,
            identity_id,
            scope,
            club_permissions,
            staff_permissions,
        }
    }

    pub fn has_club_permission(&self, flag: ClubPermission) -> bool {
        self.club_permissions.contains(&flag)
    }

    pub fn has_staff_permission(&self, flag: StaffPermission) -> bool {
        self.staff_permissions.contains(&flag)
    }

    /// The names of the flags this identity holds, in the spec's order.
    pub fn permission_names(&self) -> Vec<&'static str> {
        self.club_permissions
            .iter()
            .map(|flag| flag.as_str())
            .chain(self.staff_permissions.iter().map(|flag| flag.as_str()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_of_another_identity_type_are_dropped() {
        let flags = vec!["MEMBER_TERMINATE".to_owned(), "COACH_MANAGER".to_owned()];
        let team = Identity::from_stored(IdentityType::Team, 1, Scope::Club(1), &flags);
        assert_eq!(team.club_permissions, vec![ClubPermission::MemberTerminate]);
        assert!(team.staff_permissions.is_empty());
        let area = Identity::from_stored(IdentityType::Area, 2, Scope::Region(1), &flags);
        assert_eq!(area.staff_permissions, vec![StaffPermission::CoachManager]);
        let admin = Identity::from_stored(IdentityType::Admin, 3, Scope::None, &flags);
        assert!(admin.permission_names().is_empty());
    }

    #[test]
    fn identity_type_parses_both_spellings() {
        assert_eq!(
            "TEAM".parse::<IdentityType>().ok(),
            Some(IdentityType::Team)
        );
        assert_eq!(
            "Team".parse::<IdentityType>().ok(),
            Some(IdentityType::Team)
        );
        assert!("Club".parse::<IdentityType>().is_err());
    }
}
