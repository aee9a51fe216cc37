//! Racing events: who sees, creates, changes and publishes an event, who proposes one, and
//! who enters whom.

use super::{AccessLevel, Denied, own_member};
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};

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

/// Decides whether `identity` may move an event to another department (úsek): whoever manages
/// the event now and may also create events of the new department, in the event's region and
/// for its organiser. A club's race manager moves its own draft (the new department's section
/// then decides its publication); section staff never move an event out of their
/// department. When an event may move at all is the domain's rule
/// ([`crate::racing_event::check_department_change`]).
pub fn check_racing_event_department_change(
    identity: &Identity,
    event: &EventFacts,
    department_id: i64,
) -> Result<(), Denied> {
    match racing_event_access(identity, event) {
        AccessLevel::Write => check_racing_event_create(
            identity,
            department_id,
            event.region_id,
            event.organiser_club_id,
        ),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
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

/// As whom an identity changes an entry ([`entry_change_role`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryChanger {
    /// The event's managers: every change of every entry, until results.
    Manager,
    /// The entry's owner: the manager (with RACE_REGISTRATION) of the club that entered the
    /// athlete, or the Person who is its member; it withdraws the entry while entries are open.
    Owner,
}

/// What the policy needs to know of an entry.
#[derive(Debug, Clone, Copy)]
pub struct EntryFacts {
    /// The club that entered the athlete (None: a non-member, or an entry of the organiser).
    pub club_id: Option<i64>,
    pub member_id: Option<i64>,
}

/// Decides as whom `identity` may change an entry of `event`: the event's managers change
/// every entry (withdraw, move to another category, bibs); its owner ([`EntryChanger::Owner`])
/// only withdraws it, so `withdrawal` says whether the change is one.
pub fn entry_change_role(
    identity: &Identity,
    event: &EventFacts,
    entry: &EntryFacts,
    withdrawal: bool,
) -> Result<EntryChanger, Denied> {
    if check_entry_management(identity, event).is_ok() {
        return Ok(EntryChanger::Manager);
    }
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    let own_club = identity.identity_type == IdentityType::Team
        && entry
            .club_id
            .is_some_and(|club| identity.scope == Scope::Club(club))
        && identity.has_club_permission(ClubPermission::RaceRegistration);
    let own_entry = entry
        .member_id
        .is_some_and(|member| own_member(identity).ok() == Some(member));
    if withdrawal && (own_club || own_entry) {
        Ok(EntryChanger::Owner)
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
