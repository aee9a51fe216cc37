//! Statistics of an evidence season for the state's funding programmes and the general meeting
//! (spec §3 statistics kinds; issue 30).
//!
//! # Who counts
//!
//! Everything is counted from the season's **paid members**: a member counts in an evidence
//! season (a calendar year) when the season's fee is paid for them (`member_paid_season`), and
//! counts in the club the fee was paid through, whatever happened later (a transfer, an ended
//! membership, archiving). That is what the federation reports: the members it had that year,
//! in the clubs that paid for them. A member without a paid fee is in no figure.
//!
//! - **Member** (`Členové`): the paid members.
//! - **Competitor** (`Závodníci`): paid members holding an Athlete role in some department on
//!   at least one day of the season (a role from 1 March to 30 June counts: the athlete raced
//!   that year). One person once, however many departments.
//! - **Competitor6To19**, **Competitor11To16**: competitors aged 6–19 and 11–16 on the key date.
//! - **CompetitorPerDepartment**: competitors per department of their Athlete roles; a member
//!   racing in two departments counts in each (the departments' figures do not add up to
//!   Competitor).
//! - **CoachPerDepartment**, **RefereePerDepartment**, **TechnicalDelegatePerDepartment**: paid
//!   members holding that role in the department on at least one day of the season (a licence
//!   valid that year).
//! - **InstructorPerDepartment**: paid members holding an instructor's licence on some day of
//!   the season. An instructor's licence belongs to no department in the register (spec §3, the
//!   role lists), so the figure is one for all departments, and a department chosen does not
//!   narrow it.
//! - **RacingEvent** (`Závody`): racing events held in the season (starting in its year) that
//!   were published and not cancelled, per department, organising club and the event's region:
//!   the events, their races, the entries not withdrawn, and the starters (athletes' rows of
//!   published result lists but those who did not start, DNS and NPS). A region's figures are
//!   the events held in it (Area staff see the events in their region, whoever organised them);
//!   a department's are its events, whoever organised them (events of no club included).
//!
//! # Age
//!
//! The key date is **31 December** of the season's year, the date the funding programmes count
//! ages on; the age is the year minus the birth year (the age reached that year). A member born
//! on 31 December 2013 is 6 in 2019's figures, and so is one born on 1 January 2013.
//!
//! # Stored figures
//!
//! The figures are stored (`statistics_figure`), not computed per request: a worker job takes a
//! season's snapshot (nightly for the current season, and on demand by Admin); the first run
//! after a season ended takes its last snapshot and freezes it, so a closed season's figures do
//! not move when members are edited later. Admin may take a closed season's snapshot again on
//! purpose (late payments); the job's row records who asked. Pages read stored figures only.
//! A club's region is the one it had when the snapshot was taken; a department's clubs (what
//! Section staff see of the kinds that are not per department) are its clubs today.

use chrono::NaiveDate;

use crate::member::MemberRoleKind;
use crate::text_enum::text_enum;

text_enum! {
    /// The statistics kinds of spec §3.
    pub enum StatisticsKind as "StatisticsKind" {
        Member => "MEMBER" : "Členové",
        Competitor => "COMPETITOR" : "Závodníci",
        Competitor6To19 => "COMPETITOR_6_TO_19" : "Závodníci 6–19 let",
        Competitor11To16 => "COMPETITOR_11_TO_16" : "Závodníci 11–16 let",
        CompetitorPerDepartment => "COMPETITOR_PER_DEPARTMENT" : "Závodníci podle úseků",
        CoachPerDepartment => "COACH_PER_DEPARTMENT" : "Trenéři podle úseků",
        InstructorPerDepartment => "INSTRUCTOR_PER_DEPARTMENT" : "Cvičitelé podle úseků",
        RefereePerDepartment => "REFEREE_PER_DEPARTMENT" : "Rozhodčí podle úseků",
        TechnicalDelegatePerDepartment => "TECHNICAL_DELEGATE_PER_DEPARTMENT" : "Techničtí delegáti podle úseků",
        RacingEvent => "RACING_EVENT" : "Závody",
    }
}

text_enum! {
    /// What a stored figure counts: people (every kind but RacingEvent), or one of the racing
    /// events' measures.
    pub enum StatisticsMeasure as "StatisticsMeasure" {
        People => "PEOPLE" : "Osoby",
        Events => "EVENTS" : "Akce",
        Races => "RACES" : "Závody",
        Entries => "ENTRIES" : "Přihlášky",
        Starters => "STARTERS" : "Startující",
    }
}

text_enum! {
    /// The grain of a stored figure: per club, sex and age; per club and sex (the ages summed);
    /// per region, sex and age (the clubs summed). Pages read the coarsest grain they can.
    pub enum StatisticsGrain as "StatisticsGrain" {
        Detail => "DETAIL",
        Club => "CLUB",
        Age => "AGE",
    }
}

text_enum! {
    /// How a statistics page groups its figures: its tabs `kluby` and `kraje`.
    pub enum StatisticsGrouping as "StatisticsGrouping" {
        Club => "CLUB" : "Kluby",
        Region => "REGION" : "Kraje",
    }
}

impl StatisticsKind {
    /// The spec's name, as the download's URL writes it (`stats/Competitor6To19.xlsx`).
    pub fn spec_name(self) -> &'static str {
        match self {
            Self::Member => "Member",
            Self::Competitor => "Competitor",
            Self::Competitor6To19 => "Competitor6To19",
            Self::Competitor11To16 => "Competitor11To16",
            Self::CompetitorPerDepartment => "CompetitorPerDepartment",
            Self::CoachPerDepartment => "CoachPerDepartment",
            Self::InstructorPerDepartment => "InstructorPerDepartment",
            Self::RefereePerDepartment => "RefereePerDepartment",
            Self::TechnicalDelegatePerDepartment => "TechnicalDelegatePerDepartment",
            Self::RacingEvent => "RacingEvent",
        }
    }

    /// The kind of a spec name.
    pub fn of_spec_name(name: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|kind| kind.spec_name() == name)
    }

    /// The role a member must hold in the season to count (none: every paid member).
    pub fn role(self) -> Option<MemberRoleKind> {
        match self {
            Self::Member | Self::RacingEvent => None,
            Self::Competitor
            | Self::Competitor6To19
            | Self::Competitor11To16
            | Self::CompetitorPerDepartment => Some(MemberRoleKind::Athlete),
            Self::CoachPerDepartment => Some(MemberRoleKind::Coach),
            Self::InstructorPerDepartment => Some(MemberRoleKind::Instructor),
            Self::RefereePerDepartment => Some(MemberRoleKind::Referee),
            Self::TechnicalDelegatePerDepartment => Some(MemberRoleKind::TechnicalDelegate),
        }
    }

    /// The ages (on the key date, both ends included) the kind counts; none: every age.
    pub fn ages(self) -> Option<(i32, i32)> {
        match self {
            Self::Competitor6To19 => Some((6, 19)),
            Self::Competitor11To16 => Some((11, 16)),
            _ => None,
        }
    }

    /// Whether the figures are per department (else one figure for all departments).
    pub fn per_department(self) -> bool {
        matches!(
            self,
            Self::CompetitorPerDepartment
                | Self::CoachPerDepartment
                | Self::RefereePerDepartment
                | Self::TechnicalDelegatePerDepartment
                | Self::RacingEvent
        )
    }

    /// What the kind's figures count.
    pub fn measures(self) -> &'static [StatisticsMeasure] {
        match self {
            Self::RacingEvent => &[
                StatisticsMeasure::Events,
                StatisticsMeasure::Races,
                StatisticsMeasure::Entries,
                StatisticsMeasure::Starters,
            ],
            _ => &[StatisticsMeasure::People],
        }
    }

    /// The definition, as the download's sheet of definitions and the page's hint write it.
    pub fn definition(self) -> &'static str {
        match self {
            Self::Member => {
                "Členové se zaplaceným členským příspěvkem na evidenční sezónu, v klubu, přes který byl zaplacen."
            }
            Self::Competitor => {
                "Zaplacení členové s rolí Závodník v některém úseku platnou alespoň jeden den sezóny; každý jednou."
            }
            Self::Competitor6To19 => {
                "Závodníci ve věku 6–19 let k 31. 12. (rok sezóny minus rok narození)."
            }
            Self::Competitor11To16 => {
                "Závodníci ve věku 11–16 let k 31. 12. (rok sezóny minus rok narození)."
            }
            Self::CompetitorPerDepartment => {
                "Závodníci podle úseků jejich role Závodník; kdo závodí ve dvou úsecích, je v obou."
            }
            Self::CoachPerDepartment => {
                "Zaplacení členové s rolí Trenér v úseku platnou alespoň jeden den sezóny."
            }
            Self::InstructorPerDepartment => {
                "Zaplacení členové s licencí cvičitele platnou alespoň jeden den sezóny (licence cvičitele nepatří k úseku)."
            }
            Self::RefereePerDepartment => {
                "Zaplacení členové s rolí Rozhodčí v úseku platnou alespoň jeden den sezóny."
            }
            Self::TechnicalDelegatePerDepartment => {
                "Zaplacení členové s rolí Technický delegát v úseku platnou alespoň jeden den sezóny."
            }
            Self::RacingEvent => {
                "Zveřejněné a nezrušené závodní akce začínající v roce sezóny: akce, závody, nezrušené přihlášky a startující (řádky zveřejněných výsledků mimo DNS a NPS), podle pořádajícího klubu a kraje konání."
            }
        }
    }
}

/// The key date of an evidence season's figures: 31 December of its year.
pub fn key_date(year: i32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(year, 12, 31)
}

/// A member's age on the key date of `year`'s figures: the year minus the birth year.
pub fn age_on_key_date(birth_year: i32, year: i32) -> i32 {
    year - birth_year
}

/// The change of a figure against the previous season, in per cent with one decimal (none
/// when the previous season had none).
pub fn change_percent(now: i64, before: i64) -> Option<f64> {
    if before == 0 {
        return None;
    }
    #[allow(
        clippy::cast_precision_loss,
        reason = "counts of people are far below 2^52"
    )]
    let change = (now - before) as f64 * 100.0 / before as f64;
    Some((change * 10.0).round() / 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text_enum::TextEnum;

    #[test]
    fn ages_are_counted_on_the_last_day_of_the_year() {
        assert_eq!(key_date(2026), NaiveDate::from_ymd_opt(2026, 12, 31));
        // Born on 31 December 2013 or on 1 January 2013: both 6 in 2019.
        assert_eq!(age_on_key_date(2013, 2019), 6);
        assert_eq!(age_on_key_date(2012, 2019), 7);
        let (from, to) = StatisticsKind::Competitor6To19.ages().unwrap();
        assert!((from..=to).contains(&age_on_key_date(2013, 2019)));
        assert!(
            !(from..=to).contains(&age_on_key_date(2014, 2019)),
            "5 is too young"
        );
        assert!(
            (from..=to).contains(&age_on_key_date(2000, 2019)),
            "19 still counts"
        );
        assert!(
            !(from..=to).contains(&age_on_key_date(1999, 2019)),
            "20 does not"
        );
        assert_eq!(StatisticsKind::Competitor11To16.ages(), Some((11, 16)));
        assert_eq!(StatisticsKind::Competitor.ages(), None);
    }

    #[test]
    fn every_kind_has_its_spec_name_role_and_definition() {
        for kind in StatisticsKind::all() {
            assert_eq!(StatisticsKind::of_spec_name(kind.spec_name()), Some(*kind));
            assert!(!kind.definition().is_empty());
            assert_eq!(
                kind.role().is_none(),
                matches!(kind, StatisticsKind::Member | StatisticsKind::RacingEvent)
            );
        }
        assert_eq!(StatisticsKind::all().len(), 10, "the ten kinds of spec §3");
        assert_eq!(
            StatisticsKind::of_spec_name("member"),
            None,
            "the spec's spelling only"
        );
        assert!(StatisticsKind::RefereePerDepartment.per_department());
        assert!(!StatisticsKind::Competitor6To19.per_department());
        assert_eq!(StatisticsKind::RacingEvent.measures().len(), 4);
    }

    #[test]
    fn the_change_against_the_previous_season() {
        assert_eq!(change_percent(110, 100), Some(10.0));
        assert_eq!(change_percent(2, 3), Some(-33.3));
        assert_eq!(change_percent(5, 0), None);
    }
}
