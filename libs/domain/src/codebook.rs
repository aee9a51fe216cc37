//! Codebooks of `/evidence/ciselniky`: which ones there are, the organisation types of sport
//! centers, and the checks every codebook form shares (required text, codes, date ranges).

use chrono::NaiveDate;

/// The codebooks of the federation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Codebook {
    Department,
    SubDepartment,
    EvidenceSeason,
    Season,
    RacingSeason,
    RacingDiscipline,
    RacingTechnique,
    RacingType,
    Region,
    SportCenter,
}

impl Codebook {
    pub const ALL: [Self; 10] = [
        Self::Department,
        Self::SubDepartment,
        Self::EvidenceSeason,
        Self::Season,
        Self::RacingSeason,
        Self::RacingDiscipline,
        Self::RacingTechnique,
        Self::RacingType,
        Self::Region,
        Self::SportCenter,
    ];

    /// The table name, used as the entity of audit entries.
    pub fn entity(self) -> &'static str {
        match self {
            Self::Department => "department",
            Self::SubDepartment => "sub_department",
            Self::EvidenceSeason => "evidence_season",
            Self::Season => "season",
            Self::RacingSeason => "racing_season",
            Self::RacingDiscipline => "racing_discipline",
            Self::RacingTechnique => "racing_technique",
            Self::RacingType => "racing_type",
            Self::Region => "region",
            Self::SportCenter => "sport_center",
        }
    }

    /// Whether visitors who are not logged in read it (public calendar, results, clubs and
    /// representation pages show these). Sub-departments and evidence seasons are internal.
    pub fn is_public(self) -> bool {
        !matches!(self, Self::SubDepartment | Self::EvidenceSeason)
    }

    /// Whether anybody may change it. Regions are the state's 14 kraje and never change.
    pub fn is_editable(self) -> bool {
        self != Self::Region
    }
}

/// Organisation type of a sport center, spec §3, with its Czech label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OrganisationType {
    Representation,
    Resort,
    Vscm,
    Scm,
    Sps,
}

impl OrganisationType {
    pub const ALL: [Self; 5] = [
        Self::Representation,
        Self::Resort,
        Self::Vscm,
        Self::Scm,
        Self::Sps,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Representation => "REPRESENTATION",
            Self::Resort => "RESORT",
            Self::Vscm => "VSCM",
            Self::Scm => "SCM",
            Self::Sps => "SPS",
        }
    }

    /// The label of spec §3.
    pub fn label(self) -> &'static str {
        match self {
            Self::Representation => "Reprezentace",
            Self::Resort => "Resort",
            Self::Vscm => "VSCM",
            Self::Scm => "SCM",
            Self::Sps => "SPS",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

/// Message of a required field left empty, spec §5.
pub const REQUIRED: &str = "Toto pole je povinné";
/// Message of a date range whose end precedes its start, spec §5.
pub const END_BEFORE_START: &str = "Konec nemůže předcházet začátku.";

/// A problem with one field of a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// Collects the problems of one form, so the user sees all of them at once.
#[derive(Debug, Default)]
pub struct FormCheck {
    errors: Vec<FieldError>,
}

impl FormCheck {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.errors.push(FieldError {
            field: field.to_owned(),
            message: message.into(),
        });
    }

    /// The trimmed text; empty or longer than `max_chars` is a problem.
    pub fn text(&mut self, field: &str, value: &str, max_chars: usize) -> String {
        let value = value.trim();
        if value.is_empty() {
            self.add(field, REQUIRED);
        } else if value.chars().count() > max_chars {
            self.add(field, format!("Text může mít nejvýše {max_chars} znaků."));
        }
        value.to_owned()
    }

    /// A code: required, at most `max_chars`, letters of the English alphabet, digits, `-`
    /// and `_` only (codes go into URLs, exports and FIS files).
    pub fn code(&mut self, field: &str, value: &str, max_chars: usize) -> String {
        let value = self.text(field, value, max_chars);
        if !value.is_empty()
            && !value
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            self.add(
                field,
                "Kód může obsahovat jen písmena bez diakritiky, číslice, pomlčku a podtržítko.",
            );
        }
        value
    }

    /// The end of a range may equal its start but not precede it.
    pub fn date_range(&mut self, end_field: &str, start: NaiveDate, end: NaiveDate) {
        if end < start {
            self.add(end_field, END_BEFORE_START);
        }
    }

    /// A whole number within bounds.
    pub fn number(&mut self, field: &str, value: i32, min: i32, max: i32) {
        if value < min {
            self.add(field, format!("Hodnota musí být alespoň {min}."));
        } else if value > max {
            self.add(field, format!("Hodnota může být nejvýše {max}."));
        }
    }

    /// `Ok` when nothing was wrong.
    pub fn finish(self) -> Result<(), Vec<FieldError>> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(self.errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().expect("date")
    }

    #[test]
    fn empty_and_blank_text_is_required() {
        let mut check = FormCheck::new();
        assert_eq!(check.text("name", "  Běh  ", 10), "Běh");
        check.text("name", "   ", 10);
        check.text("code", "", 10);
        let errors = check.finish().expect_err("two problems");
        assert_eq!(errors.len(), 2);
        assert!(errors.iter().all(|error| error.message == REQUIRED));
    }

    #[test]
    fn text_longer_than_the_limit_is_refused_counting_characters_not_bytes() {
        let mut check = FormCheck::new();
        check.text("name", "ěščřž", 5);
        assert!(check.finish().is_ok());
        let mut check = FormCheck::new();
        check.text("name", "ěščřžý", 5);
        assert_eq!(
            check.finish().expect_err("too long")[0].message,
            "Text může mít nejvýše 5 znaků."
        );
    }

    #[test]
    fn codes_allow_only_plain_letters_digits_dash_and_underscore() {
        for (code, ok) in [
            ("cc-sp", true),
            ("CC_SPRINT", true),
            ("běh", false),
            ("a b", false),
        ] {
            let mut check = FormCheck::new();
            check.code("code", code, 40);
            assert_eq!(check.finish().is_ok(), ok, "{code}");
        }
    }

    #[test]
    fn a_range_may_end_on_its_first_day_but_not_before() {
        let mut check = FormCheck::new();
        check.date_range("endDate", date("2026-05-01"), date("2026-05-01"));
        assert!(check.finish().is_ok());
        let mut check = FormCheck::new();
        check.date_range("endDate", date("2026-05-01"), date("2026-04-30"));
        let errors = check.finish().expect_err("end before start");
        assert_eq!(
            errors,
            vec![FieldError {
                field: "endDate".into(),
                message: END_BEFORE_START.into()
            }]
        );
    }

    #[test]
    fn organisation_types_have_the_labels_of_the_spec() {
        let labels: Vec<_> = OrganisationType::ALL
            .iter()
            .map(|kind| (kind.as_str(), kind.label()))
            .collect();
        assert_eq!(
            labels,
            [
                ("REPRESENTATION", "Reprezentace"),
                ("RESORT", "Resort"),
                ("VSCM", "VSCM"),
                ("SCM", "SCM"),
                ("SPS", "SPS")
            ]
        );
        assert_eq!(OrganisationType::parse("SCM"), Some(OrganisationType::Scm));
        assert_eq!(OrganisationType::parse("scm"), None);
    }
}
