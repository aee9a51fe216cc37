//! Racing events (spec §3, §4): their kinds, states and the transitions a Czech federation
//! allows, publication in the calendar, and who may start in a race (eligibility, spec §5/§8).
//!
//! # States
//!
//! ```text
//!   HIDDEN ──▶ REGISTRATIONS_ENABLED ──▶ REGISTRATIONS_CLOSED ──▶ RESULTS ──▶ DIGITAL_RESULTS
//!     │  ▲            │    ▲                    │    │                ▲            │
//!     │  └────────────┘    └────────────────────┘    │                └────────────┘
//!     │   (back while nobody entered)  (reopened)     │
//!     └──────────┬──────────────────────────────┬────┘
//!                ▼                              ▼
//!             CANCELED  (from any state before results; final)
//! ```
//!
//! - A racing event starts HIDDEN (entries closed), opens its entries
//!   (REGISTRATIONS_ENABLED), closes them (REGISTRATIONS_CLOSED; they may be reopened), and
//!   gets its results (RESULTS; DIGITAL_RESULTS once results are imported as data, and back).
//! - Opened entries may go back to HIDDEN only while nobody has entered.
//! - RESULTS may also follow HIDDEN or REGISTRATIONS_ENABLED directly (an event without entries
//!   in Stopa, a result-only event).
//! - CANCELED is reachable from every state before RESULTS and is final: a cancelled event is
//!   kept (the calendar shows it as cancelled) and a new event is created if it takes place
//!   after all.
//! - A result-only event (kind RESULT) never takes entries: its only moves are to RESULTS,
//!   DIGITAL_RESULTS and CANCELED.

use chrono::{DateTime, NaiveDate, Utc};

use crate::error_code::ErrorCode;
use crate::member::Sex;
use crate::text_enum::text_enum;

text_enum! {
    /// Racing event kind (spec §3): an event with entries, or one that only takes results.
    pub enum EventKind as "RacingEventKind" {
        /// An event with entries.
        Racing => "RACING",
        /// An event that only takes results.
        Result => "RESULT",
    }
}

text_enum! {
    /// Event categories (spec §3): A national, B regional, C and D public, JUNIOR "Mládež".
    pub enum EventCategory as "EventCategory" {
        A => "A" : "A – celostátní",
        B => "B" : "B – oblastní",
        C => "C" : "C – veřejný",
        D => "D" : "D – veřejný",
        Junior => "JUNIOR" : "Mládež",
    }
}

impl EventCategory {
    /// Public races (C, D): open to anybody who is not a registered athlete, who may enter
    /// themselves.
    pub fn is_public(self) -> bool {
        matches!(self, Self::C | Self::D)
    }
}

text_enum! {
    /// Organiser kinds (spec §3).
    pub enum OrganiserKind as "OrganiserKind" {
        Club => "CLUB",
        Department => "DEPARTMENT",
        Other => "OTHER",
    }
}

text_enum! {
    /// Racing event state (spec §4).
    pub enum EventState as "RacingEventState" {
        Hidden => "HIDDEN" : "Přihlášky neotevřeny",
        RegistrationsEnabled => "REGISTRATIONS_ENABLED" : "Přihlášky otevřeny",
        RegistrationsClosed => "REGISTRATIONS_CLOSED" : "Přihlášky uzavřeny",
        Canceled => "CANCELED" : "Zrušeno",
        Results => "RESULTS" : "Výsledky",
        DigitalResults => "DIGITAL_RESULTS" : "Digitální výsledky",
    }
}

text_enum! {
    /// Event publication status (spec §4, RacingEventForPublication).
    pub enum PublicationStatus as "EventPublicationStatus" {
        Published => "PUBLISHED",
        Hidden => "HIDDEN",
        Canceled => "CANCELED",
    }
}

text_enum! {
    /// Event date-change status (spec §4): the calendar's label of a published event
    /// ("Published" is an event taking place as announced).
    pub enum DateChange as "EventDateChange" {
        Published => "PUBLISHED" : "Koná se",
        Changed => "CHANGED" : "Změna termínu",
        Moved => "MOVED" : "Změna místa",
        Canceled => "CANCELED" : "Zrušeno",
    }
}

text_enum! {
    /// What the public calendar shows (issue 29): the events to come (nearest first), the
    /// events that are over (latest first) or the events with published results (latest
    /// published first).
    pub enum CalendarView as "CalendarView" {
        Upcoming => "UPCOMING" : "Nadcházející",
        Past => "PAST" : "Proběhlé",
        Results => "RESULTS" : "Výsledky",
    }
}

text_enum! {
    /// Racing gender group (spec §3).
    pub enum GenderGroup as "RacingGenderGroup" {
        Male => "MALE",
        Female => "FEMALE",
        Both => "BOTH",
    }
}

impl GenderGroup {
    /// Whether a person of `sex` belongs to the group.
    pub fn admits(self, sex: Sex) -> bool {
        match self {
            Self::Both => true,
            Self::Male => sex == Sex::Male,
            Self::Female => sex == Sex::Female,
        }
    }
}

text_enum! {
    /// Event document kinds (spec §3).
    pub enum DocumentKind as "EventDocumentKind" {
        Proposition => "PROPOSITION" : "Rozpis",
        StartList => "START_LIST" : "Startovní listina",
        Result => "RESULT" : "Výsledky",
        Other => "OTHER" : "Jiný dokument",
    }
}

text_enum! {
    /// Racing event suggestion and offer kinds (spec §3).
    pub enum SuggestionKind as "RacingEventSuggestionKind" {
        Offer => "OFFER",
        Request => "REQUEST",
    }
}

text_enum! {
    /// State of a suggestion.
    pub enum SuggestionState as "RacingEventSuggestionState" {
        Open => "OPEN",
        Accepted => "ACCEPTED",
        Rejected => "REJECTED",
    }
}

text_enum! {
    /// How an entry was made: by a club, by the event's managers for a member, by a person
    /// itself, a non-member, or the organiser.
    pub enum EntryVia as "EntryVia" {
        Club => "CLUB",
        Member => "MEMBER",
        SelfEntry => "SELF",
        NonMember => "NON_MEMBER",
        Organiser => "ORGANISER",
    }
}

text_enum! {
    /// State of an entry.
    pub enum EntryState as "EntryState" {
        Entered => "ENTERED",
        Withdrawn => "WITHDRAWN",
    }
}

/// Why a state change is refused: the Czech message.
pub fn check_transition(
    kind: EventKind,
    from: EventState,
    to: EventState,
    entries: i64,
) -> Result<(), String> {
    use EventState::{
        Canceled, DigitalResults, Hidden, RegistrationsClosed, RegistrationsEnabled, Results,
    };
    if from == to {
        return Ok(());
    }
    let by_state = match from {
        Hidden => matches!(to, RegistrationsEnabled | Results | Canceled),
        RegistrationsEnabled => {
            matches!(to, RegistrationsClosed | Results | Canceled) || (to == Hidden && entries == 0)
        }
        RegistrationsClosed => matches!(to, RegistrationsEnabled | Results | Canceled),
        Results => to == DigitalResults,
        DigitalResults => to == Results,
        // Cancelled is final.
        Canceled => false,
    };
    // A result-only event takes no entries.
    let allowed = by_state
        && !(kind == EventKind::Result && matches!(to, RegistrationsEnabled | RegistrationsClosed));
    if allowed {
        return Ok(());
    }
    Err(match (from, to) {
        (Canceled, _) => "Zrušenou událost nelze obnovit; založte novou.".to_owned(),
        (Results | DigitalResults, Canceled) => "Událost s výsledky nelze zrušit.".to_owned(),
        (RegistrationsEnabled, Hidden) => {
            "Přihlášky nelze skrýt, když už se někdo přihlásil; uzavřete je.".to_owned()
        }
        (_, RegistrationsEnabled | RegistrationsClosed) if kind == EventKind::Result => {
            "Výsledková událost nepřijímá přihlášky.".to_owned()
        }
        _ => format!(
            "Stav nelze změnit z „{}“ na „{}“.",
            from.label(),
            to.label()
        ),
    })
}

/// Why an event may not move to another department (úsek) now, in Czech. The department decides
/// which section publishes the event, whose disciplines its races are of and whose athletes
/// may enter, so an event moves only while it is out of the public calendar (a published one
/// is hidden by its section first), nobody has entered and it has no results; its races must
/// then be of the new department's disciplines (checked with the races).
pub fn check_department_change(
    in_calendar: bool,
    entries: i64,
    state: EventState,
) -> Result<(), &'static str> {
    if in_calendar {
        return Err(
            "Událost zveřejněnou v kalendáři nelze přesunout do jiného úseku; nejdřív ji musí úsek skrýt.",
        );
    }
    if matches!(
        state,
        EventState::Results | EventState::DigitalResults | EventState::Canceled
    ) {
        return Err("Událost s výsledky ani zrušenou událost nelze přesunout do jiného úseku.");
    }
    if entries > 0 {
        return Err("Událost s přihláškami nelze přesunout do jiného úseku.");
    }
    Ok(())
}

/// Whether entries of an event are open now: its state and its deadline.
pub fn entries_open(
    state: EventState,
    deadline: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> bool {
    state == EventState::RegistrationsEnabled && deadline.is_none_or(|deadline| now <= deadline)
}

/// Why an entry may not change now, in Czech; Ok when it may. The event's managers change
/// entries until results (not of a cancelled event); the entry's owner withdraws it only
/// while entries are open (after the deadline it asks the organiser).
pub fn check_entry_change_window(
    manager: bool,
    state: EventState,
    deadline: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(), &'static str> {
    if manager {
        if matches!(
            state,
            EventState::Results | EventState::DigitalResults | EventState::Canceled
        ) {
            return Err("Přihlášky události s výsledky nebo zrušené události už nelze měnit.");
        }
        return Ok(());
    }
    if entries_open(state, deadline, now) {
        Ok(())
    } else {
        Err("Po uzávěrce přihlášek se lze odhlásit jen u pořadatele.")
    }
}

/// The label the public calendar shows after a change of a published event: a new place is
/// a move, new dates a change (a move wins when both change); an unpublished event keeps its
/// label.
pub fn date_change_after_edit(
    published: bool,
    current: DateChange,
    dates_changed: bool,
    place_changed: bool,
) -> DateChange {
    if !published || current == DateChange::Canceled {
        return current;
    }
    if place_changed {
        DateChange::Moved
    } else if dates_changed && current != DateChange::Moved {
        DateChange::Changed
    } else {
        current
    }
}

/// The birth years of an age range in a season ending in `season_end_year` (the age reached in
/// that calendar year): ages 11–12 in 2027 are born 2015–2016.
pub fn birth_years(season_end_year: i32, age_from: i32, age_to: i32) -> (i32, i32) {
    (season_end_year - age_to, season_end_year - age_from)
}

/// A refusal of an entry (spec §5 eligibility reasons, §8 codes), in the spec's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ineligible {
    NotAthlete,
    NotPaid,
    OnlyUnregisteredAthletesCanSelfRegister,
    AthleteNotInAnyCategory,
}

impl Ineligible {
    /// The code of spec §8.
    pub fn code(self) -> ErrorCode {
        match self {
            Self::NotAthlete => ErrorCode::NotAthlete,
            Self::NotPaid => ErrorCode::NotPaid,
            Self::OnlyUnregisteredAthletesCanSelfRegister => {
                ErrorCode::OnlyUnregisteredAthletesCanSelfRegister
            }
            Self::AthleteNotInAnyCategory => ErrorCode::AthleteNotInAnyCategory,
        }
    }

    /// The message of spec §5.
    pub fn message(self) -> &'static str {
        match self {
            Self::NotAthlete => "Není závodník.",
            Self::NotPaid => "Nemá zaplaceno.",
            Self::OnlyUnregisteredAthletesCanSelfRegister => {
                "Pouze neregistrovaní závodníci se mohou přihlašovat sami."
            }
            Self::AthleteNotInAnyCategory => "Závodník nepatří do žádné kategorie závodu",
        }
    }
}

/// How a member is being entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryPath {
    /// By its club's manager, an organiser or staff: the federation's racers.
    Registered,
    /// By the member itself (a Person), to a public race.
    SelfEntry,
}

/// What eligibility needs to know of a member and a race.
#[derive(Debug, Clone)]
pub struct EligibilityFacts<'a> {
    /// An open Athlete role in the event's department.
    pub athlete: bool,
    /// The fee of the evidence season of the race date is paid.
    pub paid: bool,
    pub sex: Sex,
    pub birth_year: i32,
    /// The race's categories: (id, birth years from–to, gender group).
    pub categories: &'a [(i64, i32, i32, GenderGroup)],
}

/// The categories of a race a person fits, in the race's order.
pub fn fitting_categories(facts: &EligibilityFacts<'_>) -> Vec<i64> {
    facts
        .categories
        .iter()
        .filter(|(_, from, to, gender)| {
            (*from..=*to).contains(&facts.birth_year) && gender.admits(facts.sex)
        })
        .map(|(id, ..)| *id)
        .collect()
}

/// Whether a member may start in a race, checked in the spec's order: NOT_ATHLETE (entries of
/// the federation's racers need an open Athlete role in the event's department), NOT_PAID (the
/// fee of the evidence season of the race date), ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER (a
/// member entering itself must not be a registered athlete: the federation's racers are
/// entered by their club), ATHLETE_NOT_IN_ANY_CATEGORY (no category of the race admits the
/// birth year and sex; with `category` given, that category must). A self-entry skips the
/// athlete check (who enters itself is by definition not a registered racer).
pub fn check_eligibility(
    path: EntryPath,
    facts: &EligibilityFacts<'_>,
    category: Option<i64>,
) -> Result<(), Ineligible> {
    if path == EntryPath::Registered && !facts.athlete {
        return Err(Ineligible::NotAthlete);
    }
    if !facts.paid {
        return Err(Ineligible::NotPaid);
    }
    if path == EntryPath::SelfEntry && facts.athlete {
        return Err(Ineligible::OnlyUnregisteredAthletesCanSelfRegister);
    }
    let fitting = fitting_categories(facts);
    let fits = match category {
        Some(category) => fitting.contains(&category),
        None => !fitting.is_empty(),
    };
    if fits {
        Ok(())
    } else {
        Err(Ineligible::AthleteNotInAnyCategory)
    }
}

/// Checks an event's place coordinates (spec §5: "must be entered and valid, current value
/// shown"): both or neither, within the WGS-84 ranges.
pub fn check_coordinates(latitude: Option<f64>, longitude: Option<f64>) -> Result<(), String> {
    match (latitude, longitude) {
        (None, None) => Ok(()),
        (Some(latitude), Some(longitude))
            if (-90.0..=90.0).contains(&latitude) && (-180.0..=180.0).contains(&longitude) =>
        {
            Ok(())
        }
        (Some(latitude), Some(longitude)) => Err(format!(
            "Souřadnice nejsou platné (zadáno {latitude}, {longitude}): zeměpisná šířka je −90 až 90, délka −180 až 180."
        )),
        _ => Err("Zadejte obě souřadnice místa (šířku i délku), nebo žádnou.".to_owned()),
    }
}

/// The evidence season a race date falls in: the one whose days include it.
pub fn season_of(date: NaiveDate, seasons: &[(i64, NaiveDate, NaiveDate)]) -> Option<i64> {
    seasons
        .iter()
        .find(|(_, from, to)| (*from..=*to).contains(&date))
        .map(|(id, ..)| *id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use EventState::*;

    #[test]
    fn every_transition_follows_the_federations_rules() {
        // (kind, from, to, entries, allowed)
        let racing = EventKind::Racing;
        let all = EventState::ALL;
        let allowed: &[(EventState, EventState)] = &[
            (Hidden, RegistrationsEnabled),
            (Hidden, Results),
            (Hidden, Canceled),
            (RegistrationsEnabled, RegistrationsClosed),
            (RegistrationsEnabled, Results),
            (RegistrationsEnabled, Canceled),
            (RegistrationsClosed, RegistrationsEnabled),
            (RegistrationsClosed, Results),
            (RegistrationsClosed, Canceled),
            (Results, DigitalResults),
            (DigitalResults, Results),
        ];
        for from in all {
            for to in all {
                let expected = from == to || allowed.contains(&(*from, *to));
                let result = check_transition(racing, *from, *to, 3);
                assert_eq!(result.is_ok(), expected, "{from:?} → {to:?}: {result:?}");
                if let Err(message) = result {
                    assert!(!message.is_empty());
                }
            }
        }
        // Back to hidden only while nobody entered.
        assert!(check_transition(racing, RegistrationsEnabled, Hidden, 0).is_ok());
        assert_eq!(
            check_transition(racing, RegistrationsEnabled, Hidden, 1).unwrap_err(),
            "Přihlášky nelze skrýt, když už se někdo přihlásil; uzavřete je."
        );
        assert_eq!(
            check_transition(racing, Canceled, Hidden, 0).unwrap_err(),
            "Zrušenou událost nelze obnovit; založte novou."
        );
        // A result-only event takes no entries.
        let result = EventKind::Result;
        assert!(check_transition(result, Hidden, Results, 0).is_ok());
        assert!(check_transition(result, Hidden, Canceled, 0).is_ok());
        assert_eq!(
            check_transition(result, Hidden, RegistrationsEnabled, 0).unwrap_err(),
            "Výsledková událost nepřijímá přihlášky."
        );
    }

    #[test]
    fn entries_close_at_the_deadline_and_with_the_state() {
        let now = DateTime::parse_from_rfc3339("2026-12-01T12:00:00Z")
            .unwrap()
            .to_utc();
        let later = DateTime::parse_from_rfc3339("2026-12-02T00:00:00Z")
            .unwrap()
            .to_utc();
        let earlier = DateTime::parse_from_rfc3339("2026-12-01T11:59:59Z")
            .unwrap()
            .to_utc();
        assert!(entries_open(RegistrationsEnabled, Some(later), now));
        assert!(entries_open(RegistrationsEnabled, None, now));
        assert!(!entries_open(RegistrationsEnabled, Some(earlier), now));
        assert!(!entries_open(RegistrationsClosed, Some(later), now));
        assert!(!entries_open(Hidden, None, now));
    }

    #[test]
    fn a_published_events_new_place_is_a_move_and_new_dates_a_change() {
        use DateChange as D;
        assert_eq!(
            date_change_after_edit(true, D::Published, true, false),
            D::Changed
        );
        assert_eq!(
            date_change_after_edit(true, D::Published, false, true),
            D::Moved
        );
        assert_eq!(
            date_change_after_edit(true, D::Changed, true, true),
            D::Moved
        );
        assert_eq!(
            date_change_after_edit(true, D::Moved, true, false),
            D::Moved
        );
        assert_eq!(
            date_change_after_edit(true, D::Canceled, true, true),
            D::Canceled
        );
        assert_eq!(
            date_change_after_edit(false, D::Published, true, true),
            D::Published
        );
        assert_eq!(
            date_change_after_edit(true, D::Published, false, false),
            D::Published
        );
    }

    #[test]
    fn ages_in_the_seasons_end_year_give_birth_years() {
        assert_eq!(birth_years(2027, 11, 12), (2015, 2016));
        assert_eq!(birth_years(2027, 21, 99), (1928, 2006));
    }

    type EligibilityCase<'a> = (
        EntryPath,
        EligibilityFacts<'a>,
        Option<i64>,
        Result<(), Ineligible>,
    );

    #[test]
    fn eligibility_is_checked_in_the_specs_order() {
        use EntryPath::{Registered, SelfEntry};
        use Ineligible::*;
        let categories = [
            (1, 2015, 2016, GenderGroup::Male),
            (2, 2015, 2016, GenderGroup::Female),
            (3, 1928, 2006, GenderGroup::Both),
        ];
        let facts = |athlete, paid, sex, birth_year| EligibilityFacts {
            athlete,
            paid,
            sex,
            birth_year,
            categories: &categories,
        };
        let table: &[EligibilityCase<'_>] = &[
            (Registered, facts(true, true, Sex::Male, 2015), None, Ok(())),
            (
                Registered,
                facts(true, true, Sex::Male, 2015),
                Some(1),
                Ok(()),
            ),
            (
                Registered,
                facts(true, true, Sex::Male, 2015),
                Some(2),
                Err(AthleteNotInAnyCategory),
            ),
            (
                Registered,
                facts(false, false, Sex::Male, 2015),
                None,
                Err(NotAthlete),
            ),
            (
                Registered,
                facts(true, false, Sex::Male, 2015),
                None,
                Err(NotPaid),
            ),
            (
                Registered,
                facts(true, true, Sex::Female, 2010),
                None,
                Err(AthleteNotInAnyCategory),
            ),
            (
                SelfEntry,
                facts(false, true, Sex::Female, 1990),
                None,
                Ok(()),
            ),
            (
                SelfEntry,
                facts(false, false, Sex::Female, 1990),
                None,
                Err(NotPaid),
            ),
            (
                SelfEntry,
                facts(true, true, Sex::Female, 1990),
                None,
                Err(OnlyUnregisteredAthletesCanSelfRegister),
            ),
            (
                SelfEntry,
                facts(false, true, Sex::Female, 2010),
                None,
                Err(AthleteNotInAnyCategory),
            ),
        ];
        for (path, facts, category, expected) in table {
            assert_eq!(
                check_eligibility(*path, facts, *category),
                *expected,
                "{path:?} {facts:?}"
            );
        }
        assert_eq!(NotPaid.message(), "Nemá zaplaceno.");
        assert_eq!(
            OnlyUnregisteredAthletesCanSelfRegister.code().as_str(),
            "ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER"
        );
    }

    #[test]
    fn coordinates_are_both_or_none_and_within_range() {
        assert!(check_coordinates(None, None).is_ok());
        assert!(check_coordinates(Some(50.79), Some(15.14)).is_ok());
        assert!(check_coordinates(Some(50.79), None).is_err());
        let message = check_coordinates(Some(150.0), Some(15.0)).unwrap_err();
        assert!(
            message.contains("150"),
            "the current value is shown: {message}"
        );
    }
}
