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
//!   ([`Codebook::is_public`]). Regions are read-only for everybody.

use crate::codebook::Codebook;
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};
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

/// The part of the member register an identity may list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberScope {
    All,
    /// Members of clubs in the region.
    Region(i64),
    /// Members of clubs active in the department.
    Department(i64),
    /// Current members of the club.
    Club(i64),
}

/// What an identity may see of the members list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberListAccess {
    pub scope: MemberScope,
    pub personal_info: AccessLevel,
}

/// Decides whether and how `identity` may list members.
pub fn member_list_access(identity: &Identity) -> Result<MemberListAccess, Denied> {
    let scope = match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => return Err(Denied::Unauthenticated),
        (IdentityType::Admin | IdentityType::Timekeeper, _) => MemberScope::All,
        (IdentityType::Area, Scope::Region(region_id)) => MemberScope::Region(region_id),
        (IdentityType::Section, Scope::Department(department_id)) => {
            MemberScope::Department(department_id)
        }
        (IdentityType::Team, Scope::Club(club_id)) => MemberScope::Club(club_id),
        _ => return Err(Denied::Forbidden),
    };
    Ok(MemberListAccess {
        scope,
        personal_info: member_personal_info_access(identity),
    })
}

/// Access to members' personal data (birth number, birth date, address, contacts) in lists
/// and exports the identity is allowed to see at all.
pub fn member_personal_info_access(identity: &Identity) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin => AccessLevel::Read,
        IdentityType::Team
            if identity.has_club_permission(ClubPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        IdentityType::Area | IdentityType::Section
            if identity.has_staff_permission(StaffPermission::MemberPersonalInfoView) =>
        {
            AccessLevel::Read
        }
        _ => AccessLevel::Hidden,
    }
}

/// Access of `identity` to a codebook: Write, Read or Hidden.
pub fn codebook_access(identity: &Identity, codebook: Codebook) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin if codebook.is_editable() => AccessLevel::Write,
        IdentityType::Admin => AccessLevel::Read,
        _ if codebook.is_admin_only() => AccessLevel::Hidden,
        IdentityType::Public if !codebook.is_public() => AccessLevel::Hidden,
        _ => AccessLevel::Read,
    }
}

/// Refuses unless `identity` may read the codebook.
pub fn check_codebook_read(identity: &Identity, codebook: Codebook) -> Result<(), Denied> {
    if codebook_access(identity, codebook).can_read() {
        Ok(())
    } else if identity.identity_type == IdentityType::Public {
        Err(Denied::Unauthenticated)
    } else {
        Err(Denied::Forbidden)
    }
}

/// Refuses unless `identity` may change the codebook.
pub fn check_codebook_write(identity: &Identity, codebook: Codebook) -> Result<(), Denied> {
    match codebook_access(identity, codebook) {
        AccessLevel::Write => Ok(()),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// An export of spec §7, by the role prefix of its URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Export {
    MembersAllCsv,
    RacingSeasonsCsv,
    ClubsAllCsv,
    ClubsNsaCsv,
    MembersNsaCsv,
    MembersGeneralMeetingCsv,
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
            Self::ClubsNsaCsv => &[IdentityType::Admin],
            Self::MembersNsaCsv => &[IdentityType::Admin, IdentityType::Team],
            Self::MembersGeneralMeetingCsv => &[
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

// ---------------------------------------------------------------------------------------------
// Racing events
// ---------------------------------------------------------------------------------------------

/// What the policy needs to know of a racing event.
#[derive(Debug, Clone, Copy)]
pub struct EventFacts {
    pub department_id: i64,
    pub region_id: Option<i64>,
    pub organiser_club_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    /// In the public calendar (published, or cancelled after publication).
    pub published: bool,
}

/// Whether `identity` manages events of a department, region and organising club: Admin;
/// section staff with RACE_MANAGER for their department; area staff with RACE_MANAGER for
/// their region; a club's manager with RACE_MANAGER for the events its club organises.
fn manages_events(
    identity: &Identity,
    department_id: i64,
    region_id: Option<i64>,
    organiser_club_id: Option<i64>,
) -> bool {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Admin, _) => true,
        (IdentityType::Section, Scope::Department(own)) => {
            own == department_id && identity.has_staff_permission(StaffPermission::RaceManager)
        }
        (IdentityType::Area, Scope::Region(own)) => {
            region_id == Some(own) && identity.has_staff_permission(StaffPermission::RaceManager)
        }
        (IdentityType::Team, Scope::Club(own)) => {
            organiser_club_id == Some(own)
                && identity.has_club_permission(ClubPermission::RaceManager)
        }
        _ => false,
    }
}

/// Access of `identity` to a racing event: Write for those who manage it (see
/// [`check_racing_event_create`]); Read for everybody when it is in the public calendar, for
/// its timekeeping company and for its organising club's managers; Hidden otherwise (a draft
/// or an event awaiting publication).
pub fn racing_event_access(identity: &Identity, event: &EventFacts) -> AccessLevel {
    if manages_events(
        identity,
        event.department_id,
        event.region_id,
        event.organiser_club_id,
    ) {
        return AccessLevel::Write;
    }
    let own_timekeeper = identity.scope != Scope::None
        && event
            .timekeeping_company_id
            .is_some_and(|company| identity.scope == Scope::TimekeepingCompany(company));
    let own_club = identity.identity_type == IdentityType::Team
        && event
            .organiser_club_id
            .is_some_and(|club| identity.scope == Scope::Club(club));
    if event.published || own_timekeeper || own_club {
        AccessLevel::Read
    } else {
        AccessLevel::Hidden
    }
}

/// Decides whether `identity` may create an event of the department, in the region, organised
/// by the club (None: by the department or another organiser): the event's managers.
pub fn check_racing_event_create(
    identity: &Identity,
    department_id: i64,
    region_id: Option<i64>,
    organiser_club_id: Option<i64>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if manages_events(identity, department_id, region_id, organiser_club_id) {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Whether `identity` may create events at all (the "Nová událost" action): Admin, staff and
/// clubs' managers with RACE_MANAGER (for their department, region or club).
pub fn may_create_racing_events(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Section | IdentityType::Area => {
            identity.has_staff_permission(StaffPermission::RaceManager)
        }
        IdentityType::Team => identity.has_club_permission(ClubPermission::RaceManager),
        _ => false,
    }
}

/// Decides whether `identity` may publish, hide or cancel an event in the calendar
/// (`/evidence/zavody-k-publikaci`): Admin and section staff with RACE_MANAGER of the event's
/// department. Clubs and regions propose; the section decides.
pub fn check_racing_event_publish(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => Ok(()),
        (IdentityType::Section, Scope::Department(own))
            if own == event.department_id
                && identity.has_staff_permission(StaffPermission::RaceManager) =>
        {
            Ok(())
        }
        _ => Err(Denied::Forbidden),
    }
}

/// The events of the private grid `identity` sees besides the public calendar: every event
/// (Admin), a department's, a region's, a club's (organised or managed); a timekeeping
/// company sees only the events it times (not the rest of the calendar).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventListScope {
    All,
    Department(i64),
    Region(i64),
    Club(i64),
    TimekeepingCompany(i64),
    /// Only the public calendar.
    PublishedOnly,
}

/// The [`EventListScope`] of `identity` (logged in only; the public reads the calendar).
pub fn racing_event_list_scope(identity: &Identity) -> Result<EventListScope, Denied> {
    Ok(match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => return Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => EventListScope::All,
        (IdentityType::Section, Scope::Department(id))
            if identity.has_staff_permission(StaffPermission::RaceManager) =>
        {
            EventListScope::Department(id)
        }
        (IdentityType::Area, Scope::Region(id))
            if identity.has_staff_permission(StaffPermission::RaceManager) =>
        {
            EventListScope::Region(id)
        }
        (IdentityType::Team, Scope::Club(id)) => EventListScope::Club(id),
        (IdentityType::Timekeeper, Scope::TimekeepingCompany(id)) => {
            EventListScope::TimekeepingCompany(id)
        }
        _ => EventListScope::PublishedOnly,
    })
}

/// The events of `/evidence/zavody-k-publikaci` an identity decides: every one (Admin), its
/// department's (section staff with RACE_MANAGER); nobody else publishes.
pub fn publication_list_scope(identity: &Identity) -> Result<EventListScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => Ok(EventListScope::All),
        (IdentityType::Section, Scope::Department(id))
            if identity.has_staff_permission(StaffPermission::RaceManager) =>
        {
            Ok(EventListScope::Department(id))
        }
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may record a suggestion (spec §3 RacingEventSuggestion): an
/// OFFER to organise comes from a club's RACE_MANAGER for its own club (or Admin on its
/// behalf); a REQUEST for an organiser from those who publish the department's events.
pub fn check_suggestion_create(
    identity: &Identity,
    kind: crate::racing_event::SuggestionKind,
    department_id: i64,
    club_id: Option<i64>,
) -> Result<(), Denied> {
    use crate::racing_event::SuggestionKind;
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let allowed = match kind {
        SuggestionKind::Offer => club_id.is_some_and(|club| match identity.identity_type {
            IdentityType::Admin => true,
            IdentityType::Team => {
                identity.scope == Scope::Club(club)
                    && identity.has_club_permission(ClubPermission::RaceManager)
            }
            _ => false,
        }),
        SuggestionKind::Request => check_racing_event_publish(
            identity,
            &EventFacts {
                department_id,
                region_id: None,
                organiser_club_id: None,
                timekeeping_company_id: None,
                published: false,
            },
        )
        .is_ok(),
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// The suggestions an identity deals with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SuggestionScope {
    /// Admin.
    All,
    /// A section's race managers: their department's offers and requests.
    Department(i64),
    /// A club's race managers: the club's own offers and every open request.
    Club(i64),
}

/// The [`SuggestionScope`] of `identity`.
pub fn suggestion_scope(identity: &Identity) -> Result<SuggestionScope, Denied> {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => Ok(SuggestionScope::All),
        (IdentityType::Section, Scope::Department(id))
            if identity.has_staff_permission(StaffPermission::RaceManager) =>
        {
            Ok(SuggestionScope::Department(id))
        }
        (IdentityType::Team, Scope::Club(id))
            if identity.has_club_permission(ClubPermission::RaceManager) =>
        {
            Ok(SuggestionScope::Club(id))
        }
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may enter a club's athletes to an event
/// (`prihlaska/klub`): the club's manager with RACE_REGISTRATION, and the event's managers
/// (an organiser adds late entries of any club).
pub fn check_club_entry(
    identity: &Identity,
    event: &EventFacts,
    club_id: i64,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let own_club = identity.identity_type == IdentityType::Team
        && identity.scope == Scope::Club(club_id)
        && identity.has_club_permission(ClubPermission::RaceRegistration);
    if own_club || racing_event_access(identity, event) == AccessLevel::Write {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may enter any member or a non-member (`prihlaska/clen`,
/// `prihlaska/neclen`) and manage the event's entries (`sprava-prihlasek`: move, withdraw,
/// bibs, late entries): the event's managers.
pub fn check_entry_management(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    match racing_event_access(identity, event) {
        AccessLevel::Write => Ok(()),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may enter itself (a Person, its own member) to an event: only a
/// public race (categories C and D) in the calendar; the eligibility rules then refuse a
/// registered athlete (its club enters it).
pub fn check_self_entry(
    identity: &Identity,
    event: &EventFacts,
    public_race: bool,
) -> Result<i64, Denied> {
    let member_id = own_member(identity)?;
    if event.published && public_race {
        Ok(member_id)
    } else {
        Err(Denied::Forbidden)
    }
}

/// Access of `identity` to an event's entry list with the entrants' clubs and birth years:
/// Write for its managers; Read for its timekeeping company, for logged-in staff and club
/// managers, and for everybody once it is in the calendar (birth years only, never birth
/// dates); Hidden otherwise.
pub fn entries_access(identity: &Identity, event: &EventFacts) -> AccessLevel {
    racing_event_access(identity, event)
}

/// Decides whether `identity` may upload result files to an event (from the page, or from
/// timing software over the API with its bearer token): the event's managers and its
/// timekeeping company.
pub fn check_result_import(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if racing_event_access(identity, event) == AccessLevel::Write || own_timekeeper(identity, event)
    {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

fn own_timekeeper(identity: &Identity, event: &EventFacts) -> bool {
    identity.identity_type == IdentityType::Timekeeper
        && event
            .timekeeping_company_id
            .is_some_and(|company| identity.scope == Scope::TimekeepingCompany(company))
}

/// Access of `identity` to an event's result work (`tvorba-vysledku`): unpublished result
/// races, imports and pairing suggestions. Write for the event's managers (they check,
/// publish and pair); Read for its timekeeping company (it uploads and sees what it
/// delivered); Hidden otherwise. Published result races are read by whoever reads the event.
pub fn result_work_access(identity: &Identity, event: &EventFacts) -> AccessLevel {
    if racing_event_access(identity, event) == AccessLevel::Write {
        AccessLevel::Write
    } else if own_timekeeper(identity, event) {
        AccessLevel::Read
    } else {
        AccessLevel::Hidden
    }
}

/// Decides whether `identity` may change a result race's status (check, publish, hide,
/// cancel) and decide its pairing suggestions: the event's managers. The timekeeper delivers;
/// the organiser signs off.
pub fn check_result_manage(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    match result_work_access(identity, event) {
        AccessLevel::Write => Ok(()),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::identity::Scope;

    fn identity(identity_type: IdentityType, scope: Scope, flags: &[&str]) -> Identity {
        let flags: Vec<String> = flags.iter().map(|flag| (*flag).to_owned()).collect();
        Identity::from_stored(identity_type, 1, scope, &flags)
    }

    #[test]
    fn member_list_is_scoped_per_identity_type() {
        let cases = [
            (
                identity(IdentityType::Public, Scope::None, &[]),
                Err(Denied::Unauthenticated),
            ),
            (
                identity(IdentityType::Admin, Scope::None, &[]),
                Ok(MemberScope::All),
            ),
            (
                identity(IdentityType::Timekeeper, Scope::TimekeepingCompany(4), &[]),
                Ok(MemberScope::All),
            ),
            (
                identity(IdentityType::Area, Scope::Region(7), &[]),
                Ok(MemberScope::Region(7)),
            ),
            (
                identity(IdentityType::Section, Scope::Department(2), &[]),
                Ok(MemberScope::Department(2)),
            ),
            (
                identity(IdentityType::Team, Scope::Club(9), &[]),
                Ok(MemberScope::Club(9)),
            ),
            (
                identity(IdentityType::Person, Scope::Member(3), &[]),
                Err(Denied::Forbidden),
            ),
        ];
        for (identity, expected) in cases {
            let actual = member_list_access(&identity).map(|access| access.scope);
            assert_eq!(actual, expected, "{:?}", identity.identity_type);
        }
    }

    #[test]
    fn personal_info_needs_the_flag_or_admin() {
        let view = "MEMBER_PERSONAL_INFO_VIEW";
        let cases = [
            (
                identity(IdentityType::Admin, Scope::None, &[]),
                AccessLevel::Read,
            ),
            (
                identity(IdentityType::Team, Scope::Club(1), &[view]),
                AccessLevel::Read,
            ),
            (
                identity(IdentityType::Team, Scope::Club(1), &["MEMBER_CREATE_EDIT"]),
                AccessLevel::Hidden,
            ),
            (
                identity(IdentityType::Area, Scope::Region(1), &[view]),
                AccessLevel::Read,
            ),
            (
                identity(IdentityType::Area, Scope::Region(1), &[]),
                AccessLevel::Hidden,
            ),
            (
                identity(IdentityType::Section, Scope::Department(1), &[view]),
                AccessLevel::Read,
            ),
            (
                identity(
                    IdentityType::Timekeeper,
                    Scope::TimekeepingCompany(1),
                    &[view],
                ),
                AccessLevel::Hidden,
            ),
            (
                identity(IdentityType::Public, Scope::None, &[]),
                AccessLevel::Hidden,
            ),
        ];
        for (identity, expected) in cases {
            assert_eq!(
                member_personal_info_access(&identity),
                expected,
                "{identity:?}"
            );
        }
    }

    #[test]
    fn codebooks_are_written_by_admin_and_read_by_everybody_logged_in() {
        let identities = [
            identity(IdentityType::Admin, Scope::None, &[]),
            identity(IdentityType::Person, Scope::Member(1), &[]),
            identity(IdentityType::Team, Scope::Club(1), &["MEMBER_CREATE_EDIT"]),
            identity(
                IdentityType::Area,
                Scope::Region(1),
                &["MEMBER_AND_CLUB_MANAGER"],
            ),
            identity(
                IdentityType::Section,
                Scope::Department(1),
                &["RACE_MANAGER"],
            ),
            identity(IdentityType::Timekeeper, Scope::TimekeepingCompany(1), &[]),
            Identity::public(),
        ];
        for codebook in Codebook::ALL {
            for identity in &identities {
                let expected = match identity.identity_type {
                    IdentityType::Admin if codebook == Codebook::Region => AccessLevel::Read,
                    IdentityType::Admin => AccessLevel::Write,
                    // The data cleanup's nicknames are Admin's alone.
                    _ if codebook == Codebook::SuggestionNickname => AccessLevel::Hidden,
                    IdentityType::Public
                        if matches!(
                            codebook,
                            Codebook::SubDepartment | Codebook::EvidenceSeason
                        ) =>
                    {
                        AccessLevel::Hidden
                    }
                    _ => AccessLevel::Read,
                };
                assert_eq!(
                    codebook_access(identity, codebook),
                    expected,
                    "{codebook:?} {:?}",
                    identity.identity_type
                );
            }
        }
        let public = Identity::public();
        assert_eq!(
            check_codebook_write(&public, Codebook::Department),
            Err(Denied::Unauthenticated)
        );
        let section = identity(IdentityType::Section, Scope::Department(1), &[]);
        assert_eq!(
            check_codebook_write(&section, Codebook::RacingSeason),
            Err(Denied::Forbidden)
        );
    }

    #[test]
    fn racing_seasons_export_is_for_section_staff_only() {
        let section = identity(IdentityType::Section, Scope::Department(1), &[]);
        assert_eq!(
            check_export(&section, Export::RacingSeasonsCsv, "section"),
            Ok(())
        );
        let admin = identity(IdentityType::Admin, Scope::None, &[]);
        assert_eq!(
            check_export(&admin, Export::RacingSeasonsCsv, "admin"),
            Err(Denied::Forbidden)
        );
    }

    #[test]
    fn export_prefix_must_match_the_active_identity() {
        let team = identity(IdentityType::Team, Scope::Club(1), &[]);
        assert_eq!(check_export(&team, Export::MembersAllCsv, "team"), Ok(()));
        assert_eq!(
            check_export(&team, Export::MembersAllCsv, "admin"),
            Err(Denied::Forbidden)
        );
        let person = identity(IdentityType::Person, Scope::Member(1), &[]);
        assert_eq!(
            check_export(&person, Export::MembersAllCsv, "person"),
            Err(Denied::Forbidden)
        );
        let public = Identity::public();
        assert_eq!(
            check_export(&public, Export::MembersAllCsv, "admin"),
            Err(Denied::Unauthenticated)
        );
    }
}

#[cfg(test)]
#[path = "policy_tests.rs"]
mod table_tests;

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

/// What the policy needs to know of a member: who it is and its current club.
#[derive(Debug, Clone, Copy)]
pub struct MemberFacts<'a> {
    pub member_id: i64,
    pub club: Option<ClubFacts<'a>>,
    /// Archived members are kept for the records only (see [`check_member_archive`]).
    pub archived: bool,
}

/// What an identity may do with one member's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberRecordAccess {
    /// Write: edit the record; Read: see it; Hidden: not at all.
    pub record: AccessLevel,
    /// Birth number, birth date, address, e-mail and phone.
    pub personal_info: AccessLevel,
}

const HIDDEN_MEMBER: MemberRecordAccess = MemberRecordAccess {
    record: AccessLevel::Hidden,
    personal_info: AccessLevel::Hidden,
};

/// Decides what `identity` may do with a member's record. Staff see the members of their list
/// scope (a member without a club only when their scope is everything); they edit them with
/// MEMBER_CREATE_EDIT (Team) or MEMBER_AND_CLUB_MANAGER (Area, Section), Admin always. A Person
/// reads its own record with its personal data. An archived member is read by Admin only (and
/// by the member itself); nobody edits it until Admin restores it.
pub fn member_record_access(identity: &Identity, member: &MemberFacts<'_>) -> MemberRecordAccess {
    if let (IdentityType::Person, Scope::Member(own)) = (identity.identity_type, identity.scope) {
        return if own == member.member_id {
            MemberRecordAccess {
                record: AccessLevel::Read,
                personal_info: AccessLevel::Read,
            }
        } else {
            HIDDEN_MEMBER
        };
    }
    if member.archived {
        return if identity.identity_type == IdentityType::Admin {
            MemberRecordAccess {
                record: AccessLevel::Read,
                personal_info: AccessLevel::Read,
            }
        } else {
            HIDDEN_MEMBER
        };
    }
    let Ok(scope) = club_list_scope(identity) else {
        return HIDDEN_MEMBER;
    };
    let visible = match (scope, member.club) {
        (ClubScope::All, _) => true,
        (scope, Some(club)) => scope.contains(&club),
        (_, None) => false,
    };
    if !visible {
        return HIDDEN_MEMBER;
    }
    let writes = match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::MemberCreateEdit),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        _ => false,
    };
    MemberRecordAccess {
        record: if writes {
            AccessLevel::Write
        } else {
            AccessLevel::Read
        },
        personal_info: member_personal_info_access(identity),
    }
}

/// Decides whether `identity` may create a member in `club` (none: without a club, Admin only).
pub fn check_member_create(
    identity: &Identity,
    club: Option<&ClubFacts<'_>>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let allowed = match (identity.identity_type, club) {
        (IdentityType::Admin, _) => true,
        (IdentityType::Team, Some(club)) => {
            identity.scope == Scope::Club(club.club_id)
                && identity.has_club_permission(ClubPermission::MemberCreateEdit)
        }
        (IdentityType::Area | IdentityType::Section, Some(club)) => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
                && club_list_scope(identity).is_ok_and(|scope| scope.contains(club))
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may import a file of members into `club` (spec §2
/// `/evidence/clenove/import`): an import creates members in bulk, so it follows
/// [`check_member_create`] for that club — Admin; the club's own manager with
/// MEMBER_CREATE_EDIT; area and section staff with MEMBER_AND_CLUB_MANAGER for a club of their
/// scope. Reading an import and its rows takes the same right.
pub fn check_member_import(identity: &Identity, club: &ClubFacts<'_>) -> Result<(), Denied> {
    check_member_create(identity, Some(club))
}

/// Decides whether `identity` may use the data-cleanup zone (spec §2 `/evidence/cisteni-dat`:
/// nicknames, birth-number checks, unresolved addresses, possible duplicates and merging
/// them, FIS pairing): Admin only, as its fixes cross every club and region.
pub fn check_data_cleanup(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may end a member's membership in its club (release it):
/// Admin; a club's manager holding MEMBER_TERMINATE for its own members; area and section
/// staff holding MEMBER_AND_CLUB_MANAGER within their scope.
pub fn check_member_terminate(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    let Some(club) = member.club else {
        return Err(Denied::Forbidden);
    };
    let allowed = match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => {
            identity.scope == Scope::Club(club.club_id)
                && identity.has_club_permission(ClubPermission::MemberTerminate)
        }
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
                && club_list_scope(identity).is_ok_and(|scope| scope.contains(&club))
        }
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may archive a member (rule chosen for Stopa: archiving ends the
/// current membership, so it needs what ending one needs — MEMBER_TERMINATE for the club's
/// managers, MEMBER_AND_CLUB_MANAGER in scope for Area and Section; Admin may also archive a
/// member without a club). Archived members leave every list, export and public page; their
/// history stays.
pub fn check_member_archive(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if member.archived {
        return Err(Denied::Forbidden);
    }
    if identity.identity_type == IdentityType::Admin {
        return Ok(());
    }
    check_member_terminate(identity, member)
}

/// Decides whether `identity` may restore an archived member: Admin only.
pub fn check_member_restore(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin if member.archived => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may change a member's photo and its public consent: those who edit
/// the record, and the member itself (a Person) — the consent is the member's own decision.
pub fn check_member_photo_change(
    identity: &Identity,
    member: &MemberFacts<'_>,
) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if identity.identity_type == IdentityType::Person
        && identity.scope == Scope::Member(member.member_id)
        && !member.archived
    {
        return Ok(());
    }
    if member_record_access(identity, member).record == AccessLevel::Write {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

/// Decides whether `identity` may see a member's photo: anyone when the member allowed it on
/// public pages (and is not archived), otherwise those who read the record.
pub fn member_photo_visible(identity: &Identity, member: &MemberFacts<'_>, public: bool) -> bool {
    (public && !member.archived) || member_record_access(identity, member).record.can_read()
}

/// Decides what `identity` may do with a member's department roles: read with the record;
/// give and end them with the record's write access (for now only Athlete roles; the other
/// kinds come with their managers' features).
pub fn member_roles_access(identity: &Identity, member: &MemberFacts<'_>) -> AccessLevel {
    member_record_access(identity, member).record
}

/// Decides whether `identity` may enrol a member without a club in a club (rule chosen for
/// Stopa: Admin only — a member without a club is outside every other identity's scope; moving
/// between clubs is a transfer, which has its own feature).
pub fn check_member_join_club(identity: &Identity, member: &MemberFacts<'_>) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin if !member.archived && member.club.is_none() => Ok(()),
        _ => Err(Denied::Forbidden),
    }
}

/// Decides whether `identity` may list archived members (to restore them): Admin only, as
/// only Admin reads an archived record.
pub fn check_list_archived_members(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Public => Err(Denied::Unauthenticated),
        IdentityType::Admin => Ok(()),
        _ => Err(Denied::Forbidden),
    }
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
    /// A column of the members list that a grid may sort by.
    pub enum MemberSortKey as "MemberSortField" {
        LastName => "LAST_NAME",
        FirstName => "FIRST_NAME",
        RegistrationNumber => "REGISTRATION_NUMBER",
        BirthDate => "BIRTH_DATE",
        ClubName => "CLUB_NAME",
    }
}

/// Decides whether `access` allows sorting the members list by `key`. Sorting by a field the
/// asker may not see would leak it through the order (members sorted by birth date tell
/// who was born first within a year), so the birth date sorts only with personal data.
pub fn check_member_sort(access: &MemberListAccess, key: MemberSortKey) -> Result<(), Denied> {
    match key {
        MemberSortKey::BirthDate if !access.personal_info.can_read() => Err(Denied::Forbidden),
        _ => Ok(()),
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

/// Whether `identity` may add members at all (the form then offers the clubs it may add to):
/// Admin; a club's managers holding MEMBER_CREATE_EDIT; Area and Section staff holding
/// MEMBER_AND_CLUB_MANAGER. Each member's club is still checked by [`check_member_create`].
pub fn may_create_members(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::MemberCreateEdit),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::MemberAndClubManager)
        }
        _ => false,
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

/// Whether `identity` changes any codebook (the codebooks section of the evidence).
pub fn may_manage_codebooks(identity: &Identity) -> bool {
    Codebook::ALL
        .into_iter()
        .any(|codebook| codebook_access(identity, codebook) == AccessLevel::Write)
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
