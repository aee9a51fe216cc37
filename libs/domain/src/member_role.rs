//! Department roles and licences: coaches, instructors, referees, technical delegates and
//! health checks beside the Athlete role (spec §2 `role-v-usecich`, `role-v-useku`; §3 member
//! role kinds, coach levels, instructor licences, referee and technical-delegate types).
//!
//! Rules chosen for Stopa (the spec names the kinds and their qualifications, nothing more):
//! - Every role is held in a department, except an instructor's licence (cvičitel), which is
//!   the federation's own: the spec's `role-v-useku/cvicitele` route has no department.
//! - A role's period: `valid_from` is the day of the course, appointment or medical
//!   examination (never in the future: a licence is recorded once it is granted); `valid_to`
//!   is the day its validity ends — an Athlete role or a licence without an expiry has none
//!   until it is ended. A health check always has one (the examination's validity).
//! - The qualification the kind needs, and no other: a coach's level (LEVEL0 = graduate coach
//!   … LEVEL4), an instructor's licence (CL, DUL, IL, ILP, UL), a referee's type (REFEREE,
//!   REFEREE_SPECIALIST), a technical delegate's type (TECHNICAL_DELEGATE,
//!   TECHNICAL_DELEGATE_FIS); athletes and health checks have none.
//! - The fields a federation keeps of a licence: its number (at most 50 characters), the
//!   course or body that issued it (at most 200) and a note (at most 500); all optional. A
//!   scanned document is not kept yet.
//! - A member holds at most one role of a kind in a department at a time: the periods of the
//!   same kind and department do not overlap (the database enforces it too). A higher coach
//!   level is a new role after the lower one is ended.
//! - Extending (`prodloužit platnost`) moves `valid_to` later, for one role or for a course's
//!   graduates at once.
//! - Reminders: the worker e-mails a role's holder and its department's managers holding the
//!   kind's flag ([`crate::policy::role_manager_flag`]) [`REMINDER_DAYS_BEFORE`] days before the role's `valid_to`, once per role,
//!   threshold and expiry day (a renewed licence is reminded of again).
//! - Racing eligibility does not read health checks: SLČR's rules leave the medical fitness to
//!   the athlete (or its parents), declared with the entry, so no department requires a
//!   recorded health check to enter a race.

use chrono::{Days, NaiveDate};

use crate::member::MemberRoleKind;
use crate::text_enum::text_enum;
use crate::validation::{FieldError, FormCheck};

text_enum! {
    /// A coach's level, spec §3 (LEVEL0 is a graduate of the coaches' course).
    pub enum CoachLevel as "CoachLevel" {
        Level0 => "LEVEL0" : "Trenér – absolvent",
        Level1 => "LEVEL1" : "Trenér 1. stupně",
        Level2 => "LEVEL2" : "Trenér 2. stupně",
        Level3 => "LEVEL3" : "Trenér 3. stupně",
        Level4 => "LEVEL4" : "Trenér 4. stupně",
    }
}

text_enum! {
    /// An instructor's licence, spec §3 (the federation's own abbreviations).
    pub enum InstructorLicence as "InstructorLicence" {
        Cl => "CL" : "CL",
        Dul => "DUL" : "DUL",
        Il => "IL" : "IL",
        Ilp => "ILP" : "ILP",
        Ul => "UL" : "UL",
    }
}

text_enum! {
    /// A referee's type, spec §3.
    pub enum RefereeType as "RefereeType" {
        Referee => "REFEREE" : "Rozhodčí",
        RefereeSpecialist => "REFEREE_SPECIALIST" : "Rozhodčí specialista",
    }
}

text_enum! {
    /// A technical delegate's type, spec §3.
    pub enum TechnicalDelegateType as "TechnicalDelegateType" {
        TechnicalDelegate => "TECHNICAL_DELEGATE" : "Technický delegát",
        TechnicalDelegateFis => "TECHNICAL_DELEGATE_FIS" : "Technický delegát FIS",
    }
}

text_enum! {
    /// Which holders a department grid shows, judged on today.
    pub enum RoleValidity as "RoleValidity" {
        /// In force today.
        Valid => "VALID" : "Platné",
        /// Ending within 30 days.
        Expiring => "EXPIRING" : "Končí do 30 dnů",
        /// Ended before today.
        Expired => "EXPIRED" : "Neplatné",
        All => "ALL" : "Všechny",
    }
}

/// Days before a role's `valid_to` when its holder and managers are reminded (the worker's
/// default; `STOPA_ROLE_REMINDER_DAYS` may list others, e.g. `60,30,7`).
pub const REMINDER_DAYS_BEFORE: u32 = 30;
/// Longest licence number.
pub const MAX_LICENCE_NUMBER_CHARS: usize = 50;
/// Longest name of the issuing course.
pub const MAX_COURSE_CHARS: usize = 200;
/// Longest note.
pub const MAX_NOTE_CHARS: usize = 500;

impl MemberRoleKind {
    /// Whether a role of this kind is held in a department (all but instructors).
    pub fn has_department(self) -> bool {
        self != Self::Instructor
    }

    /// The word of the spec's `role-v-useku` route listing this kind (none for athletes and
    /// health checks, which have no grid of their own).
    pub fn route_word(self) -> Option<&'static str> {
        match self {
            Self::Coach => Some("treneri"),
            Self::TechnicalDelegate => Some("technicti-delegati"),
            Self::Referee => Some("rozhodci"),
            Self::Instructor => Some("cvicitele"),
            Self::Athlete | Self::HealthCheck => None,
        }
    }

    /// The name of the kind's workbook in the spec's export URLs (`coach`, `instructor`,
    /// `referee`, `technical-delegate`).
    pub fn export_word(self) -> Option<&'static str> {
        match self {
            Self::Coach => Some("coach"),
            Self::Instructor => Some("instructor"),
            Self::Referee => Some("referee"),
            Self::TechnicalDelegate => Some("technical-delegate"),
            Self::Athlete | Self::HealthCheck => None,
        }
    }

    /// The kind of an export URL's word.
    pub fn from_export_word(word: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|kind| kind.export_word() == Some(word))
    }
}

/// A role as typed in a form (new or changed).
#[derive(Debug, Clone, Default)]
pub struct RoleInput<'a> {
    pub kind: Option<MemberRoleKind>,
    pub department_id: Option<i64>,
    pub valid_from: Option<NaiveDate>,
    pub valid_to: Option<NaiveDate>,
    pub coach_level: Option<CoachLevel>,
    pub instructor_licence: Option<InstructorLicence>,
    pub referee_type: Option<RefereeType>,
    pub technical_delegate_type: Option<TechnicalDelegateType>,
    pub licence_number: Option<&'a str>,
    pub course: Option<&'a str>,
    pub note: Option<&'a str>,
}

/// A checked role, ready to be stored.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RoleValues {
    pub kind: MemberRoleKind,
    pub department_id: Option<i64>,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub coach_level: Option<CoachLevel>,
    pub instructor_licence: Option<InstructorLicence>,
    pub referee_type: Option<RefereeType>,
    pub technical_delegate_type: Option<TechnicalDelegateType>,
    pub licence_number: Option<String>,
    pub course: Option<String>,
    pub note: Option<String>,
}

const NOT_OF_KIND: &str = "Tento údaj k roli nepatří.";

impl RoleInput<'_> {
    /// Checks the role against `today`, reporting every problem at once. Athlete roles are
    /// given with the member's record ([`Self::values`] refuses them no differently, the
    /// caller decides who may give them).
    pub fn values(&self, today: NaiveDate) -> Result<RoleValues, Vec<FieldError>> {
        let mut problems = FormCheck::new();
        let Some(kind) = self.kind else {
            problems.add("kind", crate::validation::REQUIRED);
            return Err(problems.finish().err().unwrap_or_default());
        };
        let department_id = match (kind.has_department(), self.department_id) {
            (true, None) => {
                problems.add("departmentId", "Vyberte úsek.");
                None
            }
            (false, Some(_)) => {
                problems.add("departmentId", "Cvičitel se neeviduje v úseku.");
                None
            }
            (_, department_id) => department_id,
        };
        let valid_from = self.valid_from.unwrap_or(today);
        if valid_from > today {
            problems.add("validFrom", "Datum nesmí být v budoucnosti.");
        }
        match (kind, self.valid_to) {
            (MemberRoleKind::HealthCheck, None) => {
                problems.add("validTo", "Zadejte, do kdy prohlídka platí.");
            }
            (_, Some(valid_to)) => problems.date_range("validTo", valid_from, valid_to),
            (_, None) => {}
        }
        let coach_level = qualification(
            &mut problems,
            "coachLevel",
            kind == MemberRoleKind::Coach,
            self.coach_level,
            "Vyberte trenérskou třídu.",
        );
        let instructor_licence = qualification(
            &mut problems,
            "instructorLicence",
            kind == MemberRoleKind::Instructor,
            self.instructor_licence,
            "Vyberte licenci cvičitele.",
        );
        let referee_type = qualification(
            &mut problems,
            "refereeType",
            kind == MemberRoleKind::Referee,
            self.referee_type,
            "Vyberte typ rozhodčího.",
        );
        let technical_delegate_type = qualification(
            &mut problems,
            "technicalDelegateType",
            kind == MemberRoleKind::TechnicalDelegate,
            self.technical_delegate_type,
            "Vyberte typ technického delegáta.",
        );
        let licence = kind != MemberRoleKind::Athlete;
        let mut optional = |field: &str, value: Option<&str>, max_chars: usize| {
            let value = problems.optional_text(field, value, max_chars);
            if value.is_some() && !licence {
                problems.add(field, NOT_OF_KIND);
            }
            value
        };
        let licence_number = optional(
            "licenceNumber",
            self.licence_number,
            MAX_LICENCE_NUMBER_CHARS,
        );
        let course = optional("course", self.course, MAX_COURSE_CHARS);
        let note = optional("note", self.note, MAX_NOTE_CHARS);
        problems.finish()?;
        Ok(RoleValues {
            kind,
            department_id,
            valid_from,
            valid_to: self.valid_to,
            coach_level,
            instructor_licence,
            referee_type,
            technical_delegate_type,
            licence_number,
            course,
            note,
        })
    }
}

/// The qualification of a kind that needs it (required), or none for the other kinds.
fn qualification<T: Copy>(
    problems: &mut FormCheck,
    field: &str,
    needed: bool,
    value: Option<T>,
    missing: &str,
) -> Option<T> {
    match (needed, value) {
        (true, None) => {
            problems.add(field, missing);
            None
        }
        (false, Some(_)) => {
            problems.add(field, NOT_OF_KIND);
            None
        }
        (_, value) => value,
    }
}

/// Checks a new end of validity for extending a role that ends on `current` (none: it has
/// no end) and began on `valid_from`: it must be later than both.
pub fn check_extension(
    valid_from: NaiveDate,
    current: Option<NaiveDate>,
    new_valid_to: NaiveDate,
) -> Result<(), String> {
    if new_valid_to < valid_from {
        return Err(crate::validation::END_BEFORE_START.to_owned());
    }
    match current {
        None => Err("Role platí bez omezení, není co prodlužovat.".to_owned()),
        Some(current) if new_valid_to <= current => {
            Err("Nová platnost musí být pozdější než dosavadní.".to_owned())
        }
        Some(_) => Ok(()),
    }
}

/// Whether a role ending on `valid_to` is due for the reminder `days_before` days ahead on
/// `today`: from that day until (and on) the expiry day itself.
pub fn reminder_due(valid_to: NaiveDate, days_before: u32, today: NaiveDate) -> bool {
    valid_to
        .checked_sub_days(Days::new(u64::from(days_before)))
        .is_some_and(|from| from <= today && today <= valid_to)
}

/// Whether a role is in force on `day`.
pub fn in_force(valid_from: NaiveDate, valid_to: Option<NaiveDate>, day: NaiveDate) -> bool {
    valid_from <= day && valid_to.is_none_or(|to| day <= to)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn fields(errors: &[FieldError]) -> Vec<&str> {
        errors.iter().map(|error| error.field.as_str()).collect()
    }

    fn coach() -> RoleInput<'static> {
        RoleInput {
            kind: Some(MemberRoleKind::Coach),
            department_id: Some(1),
            valid_from: Some(day("2026-05-01")),
            coach_level: Some(CoachLevel::Level2),
            licence_number: Some("  T-2026/15 "),
            ..RoleInput::default()
        }
    }

    #[test]
    fn a_coach_needs_a_department_and_a_level_and_nothing_of_other_kinds() {
        let values = coach().values(day("2026-11-28")).unwrap();
        assert_eq!(values.coach_level, Some(CoachLevel::Level2));
        assert_eq!(values.licence_number.as_deref(), Some("T-2026/15"));
        let errors = RoleInput {
            department_id: None,
            coach_level: None,
            referee_type: Some(RefereeType::Referee),
            ..coach()
        }
        .values(day("2026-11-28"))
        .unwrap_err();
        assert_eq!(
            fields(&errors),
            ["departmentId", "coachLevel", "refereeType"]
        );
    }

    #[test]
    fn an_instructor_has_no_department_and_a_licence() {
        let input = RoleInput {
            kind: Some(MemberRoleKind::Instructor),
            department_id: None,
            coach_level: None,
            instructor_licence: Some(InstructorLicence::Ilp),
            ..coach()
        };
        assert_eq!(input.values(day("2026-11-28")).unwrap().department_id, None);
        let errors = RoleInput {
            department_id: Some(1),
            instructor_licence: None,
            ..input
        }
        .values(day("2026-11-28"))
        .unwrap_err();
        assert_eq!(fields(&errors), ["departmentId", "instructorLicence"]);
    }

    #[test]
    fn a_health_check_needs_its_validity_and_dates_in_order() {
        let check = RoleInput {
            kind: Some(MemberRoleKind::HealthCheck),
            coach_level: None,
            licence_number: None,
            ..coach()
        };
        assert_eq!(
            fields(&check.clone().values(day("2026-11-28")).unwrap_err()),
            ["validTo"]
        );
        let errors = RoleInput {
            valid_from: Some(day("2026-12-01")),
            valid_to: Some(day("2026-11-30")),
            ..check.clone()
        }
        .values(day("2026-11-28"))
        .unwrap_err();
        assert_eq!(fields(&errors), ["validFrom", "validTo"]);
        let ok = RoleInput {
            valid_to: Some(day("2027-05-01")),
            ..check
        };
        assert!(ok.values(day("2026-11-28")).is_ok());
    }

    #[test]
    fn texts_are_limited_and_athletes_keep_none() {
        let long = "x".repeat(MAX_LICENCE_NUMBER_CHARS + 1);
        let errors = RoleInput {
            licence_number: Some(&long),
            ..coach()
        }
        .values(day("2026-11-28"))
        .unwrap_err();
        assert_eq!(fields(&errors), ["licenceNumber"]);
        let errors = RoleInput {
            kind: Some(MemberRoleKind::Athlete),
            coach_level: None,
            ..coach()
        }
        .values(day("2026-11-28"))
        .unwrap_err();
        assert_eq!(fields(&errors), ["licenceNumber"]);
        assert_eq!(
            fields(&RoleInput::default().values(day("2026-11-28")).unwrap_err()),
            ["kind"]
        );
    }

    #[test]
    fn extensions_only_move_the_end_later() {
        let from = day("2025-01-01");
        assert!(check_extension(from, Some(day("2026-12-31")), day("2027-12-31")).is_ok());
        assert!(check_extension(from, Some(day("2026-12-31")), day("2026-12-31")).is_err());
        assert!(check_extension(from, None, day("2027-12-31")).is_err());
        assert!(check_extension(from, Some(day("2026-12-31")), day("2024-12-31")).is_err());
    }

    #[test]
    fn reminders_fall_due_from_the_threshold_to_the_expiry() {
        let expiry = day("2026-12-31");
        assert!(!reminder_due(expiry, 30, day("2026-11-30")));
        assert!(reminder_due(expiry, 30, day("2026-12-01")));
        assert!(reminder_due(expiry, 30, expiry));
        assert!(!reminder_due(expiry, 30, day("2027-01-01")));
        assert!(in_force(day("2026-01-01"), None, expiry));
        assert!(!in_force(
            day("2026-01-01"),
            Some(day("2026-06-30")),
            expiry
        ));
    }

    #[test]
    fn each_kind_has_its_flag_and_words() {
        for kind in MemberRoleKind::ALL {
            if let Some(word) = kind.export_word() {
                assert_eq!(MemberRoleKind::from_export_word(word), Some(*kind));
                assert!(kind.route_word().is_some());
            }
        }
        assert_eq!(MemberRoleKind::from_export_word("athlete"), None);
    }
}
