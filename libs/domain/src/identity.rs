//! Identity (principal) types and permission flags, exactly as spec §6 names them.

use crate::text_enum::text_enum;

text_enum! {
    /// The kind of an identity an account can act as (spec §6). `Public` is nobody logged in
    /// (id 0).
    #[derive(Default)]
    pub enum IdentityType as "IdentityType" {
        /// Nobody logged in (spec §6: the default).
        #[default]
        Public => "PUBLIC",
        Admin => "ADMIN",
        Person => "PERSON",
        Team => "TEAM",
        Area => "AREA",
        Section => "SECTION",
        Timekeeper => "TIMEKEEPER",
    }
}

impl IdentityType {
    /// The prefix of per-resource access names and of export URLs (`admin`, `area`, ...).
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

    /// Reads the identity cookie's type in any case (`TEAM`, the spec's `Team`).
    pub fn parse_any_case(text: &str) -> Option<Self> {
        Self::parse(&text.to_ascii_uppercase())
    }
}

text_enum! {
    /// A permission flag of a club manager (Team identity), spec §6.
    pub enum ClubPermission as "ClubPermission" {
        /// Access to personal information.
        MemberPersonalInfoView => "MEMBER_PERSONAL_INFO_VIEW",
        /// Releasing members from the club.
        MemberTerminate => "MEMBER_TERMINATE",
        /// Adding and editing members.
        MemberCreateEdit => "MEMBER_CREATE_EDIT",
        /// Approving and creating transfers.
        CreateApproveTransfer => "CREATE_APPROVE_TRANSFER",
        /// Registering for races.
        RaceRegistration => "RACE_REGISTRATION",
        /// Managing the club's own races.
        RaceManager => "RACE_MANAGER",
        /// Paying contributions.
        Payments => "PAYMENTS",
    }
}

text_enum! {
    /// A permission flag of area (region) and section (department) staff, spec §6.
    pub enum StaffPermission as "StaffPermission" {
        RaceManager => "RACE_MANAGER",
        MemberAndClubManager => "MEMBER_AND_CLUB_MANAGER",
        MemberPersonalInfoView => "MEMBER_PERSONAL_INFO_VIEW",
        HealthCheckManager => "HEALTH_CHECK_MANAGER",
        TransferManager => "TRANSFER_MANAGER",
        CoachManager => "COACH_MANAGER",
        TechnicalDelegateManager => "TECHNICAL_DELEGATE_MANAGER",
        RefereeManager => "REFEREE_MANAGER",
        Payments => "PAYMENTS",
    }
}

text_enum! {
    /// The kind of identity an invitation grants.
    pub enum InvitedRole as "InvitedRole" {
        /// Club manager: needs `clubId` and club flags.
        Team => "TEAM",
        /// Area staff: needs `regionId` and staff flags.
        Area => "AREA",
        /// Section staff: needs `departmentId` and staff flags.
        Section => "SECTION",
        /// Timekeeping company: needs `timekeepingCompanyId`.
        Timekeeper => "TIMEKEEPER",
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
    fn the_identity_cookie_type_is_read_in_any_case() {
        assert_eq!(IdentityType::parse("TEAM"), Some(IdentityType::Team));
        assert_eq!(IdentityType::parse("Team"), None);
        assert_eq!(
            IdentityType::parse_any_case("Team"),
            Some(IdentityType::Team)
        );
        assert_eq!(IdentityType::parse_any_case("Club"), None);
    }
}
