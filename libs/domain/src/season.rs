//! Seasons and their rollover: the pure rules of `stopa-admin season rollover` (issue 26).
//!
//! A season (`season`) runs from 1 May to 30 April: season 2026/2027 is May 2026 – April 2027.
//! It belongs to the evidence season (the fee year, `evidence_season`, a calendar year) of its
//! end year: 2026/2027 belongs to evidence season 2027. The use case and its other rules are in
//! `stopa_app::season`.

use chrono::{Datelike as _, NaiveDate};

use crate::member::AnswerStatus;

/// A season by its first year: 2027 is season 2027/2028.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SeasonName {
    start_year: i32,
}

/// Why a season name was refused (the message is Czech, for the operator).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeasonNameError {
    #[error("Sezóna „{0}“ nemá tvar 2027/28 nebo 2027/2028.")]
    Malformed(String),
    #[error("Sezóna „{0}“ nenavazuje: druhý rok musí následovat hned po prvním (2027/2028).")]
    NotConsecutive(String),
}

impl SeasonName {
    /// The season starting in May of `start_year`.
    pub fn starting(start_year: i32) -> Self {
        Self { start_year }
    }

    /// Reads `2027/28` or `2027/2028` (spaces around the slash allowed); the years must follow
    /// each other.
    pub fn parse(text: &str) -> Result<Self, SeasonNameError> {
        let malformed = || SeasonNameError::Malformed(text.to_owned());
        let (first, second) = text.trim().split_once('/').ok_or_else(malformed)?;
        let (first, second) = (first.trim(), second.trim());
        let digits =
            |part: &str| !part.is_empty() && part.bytes().all(|byte| byte.is_ascii_digit());
        if first.len() != 4 || !digits(first) || !(second.len() == 2 || second.len() == 4) {
            return Err(malformed());
        }
        if !digits(second) {
            return Err(malformed());
        }
        let start_year: i32 = first.parse().map_err(|_| malformed())?;
        let short = second.len() == 2;
        let second: i32 = second.parse().map_err(|_| malformed())?;
        if !(1900..=9998).contains(&start_year) {
            return Err(malformed());
        }
        let expected = if short {
            (start_year + 1) % 100
        } else {
            start_year + 1
        };
        if second != expected {
            return Err(SeasonNameError::NotConsecutive(text.trim().to_owned()));
        }
        Ok(Self { start_year })
    }

    /// The first year (May to December).
    pub fn start_year(self) -> i32 {
        self.start_year
    }

    /// 1 May of the first year.
    pub fn start_date(self) -> NaiveDate {
        date(self.start_year, 5, 1)
    }

    /// 30 April of the second year.
    pub fn end_date(self) -> NaiveDate {
        date(self.start_year + 1, 4, 30)
    }

    /// The year of the evidence season (fee year) the season belongs to: its end year.
    pub fn evidence_year(self) -> i32 {
        self.start_year + 1
    }

    /// The season after this one.
    #[must_use]
    pub fn next(self) -> Self {
        Self {
            start_year: self.start_year + 1,
        }
    }

    /// The season before this one.
    #[must_use]
    pub fn previous(self) -> Self {
        Self {
            start_year: self.start_year - 1,
        }
    }

    /// The season that runs on `day`.
    pub fn on(day: NaiveDate) -> Self {
        if day.month() >= 5 {
            Self::starting(day.year())
        } else {
            Self::starting(day.year() - 1)
        }
    }
}

impl std::fmt::Display for SeasonName {
    /// The stored spelling: `2027/2028`.
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "{}/{}", self.start_year, self.start_year + 1)
    }
}

/// The name of an evidence season, as the register writes it: `Evidenční sezóna 2028`.
pub fn evidence_season_name(year: i32) -> String {
    format!("Evidenční sezóna {year}")
}

/// 1 January and 31 December of an evidence season.
pub fn evidence_season_dates(year: i32) -> (NaiveDate, NaiveDate) {
    (date(year, 1, 1), date(year, 12, 31))
}

fn date(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap_or(NaiveDate::MAX)
}

/// Which season a rollover makes, given the latest season there is.
///
/// Stopa keeps one season ahead: while season X runs (or once it has begun), the rollover
/// prepares X+1. Without `--to` the target is the season after the latest one once the latest
/// one has begun; while the latest one has not begun yet (it was made by an earlier rollover),
/// the target is the latest one itself, and running again only completes what is missing —
/// normally nothing. A requested season must be the one after the latest (a new rollover) or
/// the latest itself (a repeated one); any other is refused.
pub fn rollover_target(
    latest: SeasonName,
    requested: Option<SeasonName>,
    today: NaiveDate,
) -> Result<SeasonName, String> {
    match requested {
        None if latest.start_date() <= today => Ok(latest.next()),
        None => Ok(latest),
        Some(season) if season == latest.next() || season == latest => Ok(season),
        Some(season) => Err(format!(
            "Sezónu {season} nelze převést: nejnovější sezóna je {latest}, převést lze jen na \
             následující sezónu {}.",
            latest.next()
        )),
    }
}

/// What the rollover does with a member's membership for its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerOutcome {
    /// The member stays (it wants to, or did not answer).
    Stays,
    /// The membership ends (DOES_NOT_WANT_TO_BE_MEMBER); department roles stay.
    LeavesClub,
    /// The membership and every open department role end (WANTS_TO_LEAVE_SLCR).
    LeavesFederation,
}

/// What the rollover does with an answer.
pub fn answer_outcome(answer: AnswerStatus) -> AnswerOutcome {
    match answer {
        AnswerStatus::WithoutAnswer | AnswerStatus::WantsToBeMember => AnswerOutcome::Stays,
        AnswerStatus::DoesNotWantToBeMember => AnswerOutcome::LeavesClub,
        AnswerStatus::WantsToLeaveSlcr => AnswerOutcome::LeavesFederation,
    }
}

/// The last day of a membership (or role) the rollover ends: the day of the rollover, or the
/// old evidence season's last day (31 December) when the rollover runs after it; never before
/// the membership began (one dated ahead ends on its first day). Never a day ahead otherwise:
/// the register counts a membership as current while it has no end, so an end in the future
/// would take the member off its club's lists at once while its record still showed it a
/// member, and a club ends memberships only up to today too.
pub fn ending_day(valid_from: NaiveDate, last_day: NaiveDate, today: NaiveDate) -> NaiveDate {
    today.min(last_day).max(valid_from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn season_names_are_read_in_both_spellings_and_stored_in_the_long_one() {
        let cases = [
            ("2027/28", Some(2027)),
            ("2027/2028", Some(2027)),
            (" 2027 / 28 ", Some(2027)),
            ("2099/00", Some(2099)),
            ("2099/2100", Some(2099)),
            ("2027", None),
            ("2027-28", None),
            ("27/28", None),
            ("2027/8", None),
            ("2027/028", None),
            ("abcd/ef", None),
            ("", None),
            ("2027/+28", None),
        ];
        for (text, start) in cases {
            assert_eq!(
                SeasonName::parse(text).ok().map(SeasonName::start_year),
                start,
                "{text:?}"
            );
        }
        assert_eq!(
            SeasonName::parse("2027/28").unwrap().to_string(),
            "2027/2028"
        );
    }

    #[test]
    fn a_season_whose_years_do_not_follow_is_refused_as_not_consecutive() {
        for text in ["2027/29", "2027/2029", "2027/2027", "2027/27"] {
            assert!(
                matches!(
                    SeasonName::parse(text),
                    Err(SeasonNameError::NotConsecutive(_))
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn a_season_runs_may_to_april_and_belongs_to_the_fee_year_of_its_end() {
        let season = SeasonName::starting(2026);
        assert_eq!(season.start_date(), day("2026-05-01"));
        assert_eq!(season.end_date(), day("2027-04-30"));
        assert_eq!(season.evidence_year(), 2027);
        assert_eq!(SeasonName::on(day("2027-04-30")), season);
        assert_eq!(SeasonName::on(day("2027-05-01")), season.next());
        assert_eq!(evidence_season_name(2028), "Evidenční sezóna 2028");
    }

    #[test]
    fn the_rollover_prepares_the_season_after_the_latest_once_the_latest_has_begun() {
        let latest = SeasonName::starting(2026);
        let december = day("2026-12-01");
        assert_eq!(rollover_target(latest, None, december), Ok(latest.next()));
        // Run again after it made 2027/2028, which has not begun: the same season.
        assert_eq!(
            rollover_target(latest.next(), None, december),
            Ok(latest.next())
        );
        assert_eq!(
            rollover_target(latest, Some(latest.next()), december),
            Ok(latest.next())
        );
        assert_eq!(
            rollover_target(latest.next(), Some(latest.next()), december),
            Ok(latest.next())
        );
        let skipping = rollover_target(latest, Some(latest.next().next()), december);
        assert!(skipping.unwrap_err().contains("2027/2028"));
        assert!(rollover_target(latest, Some(latest.previous()), december).is_err());
    }

    #[test]
    fn answers_decide_who_leaves() {
        let cases = [
            (AnswerStatus::WithoutAnswer, AnswerOutcome::Stays),
            (AnswerStatus::WantsToBeMember, AnswerOutcome::Stays),
            (
                AnswerStatus::DoesNotWantToBeMember,
                AnswerOutcome::LeavesClub,
            ),
            (
                AnswerStatus::WantsToLeaveSlcr,
                AnswerOutcome::LeavesFederation,
            ),
        ];
        for (answer, outcome) in cases {
            assert_eq!(answer_outcome(answer), outcome, "{answer:?}");
        }
    }

    #[test]
    fn a_membership_ends_on_the_rollover_day_never_ahead_nor_before_it_began() {
        let last = day("2027-12-31");
        // A rollover in spring: the members leave that day.
        let spring = day("2027-04-20");
        assert_eq!(ending_day(day("2020-01-01"), last, spring), spring);
        assert_eq!(ending_day(spring, last, spring), spring);
        // One dated ahead ends on its first day.
        assert_eq!(
            ending_day(day("2027-06-01"), last, spring),
            day("2027-06-01")
        );
        // A rollover run late, after the old fee year: its last day.
        let late = day("2028-05-02");
        assert_eq!(ending_day(day("2020-01-01"), last, late), last);
        assert_eq!(ending_day(day("2028-02-01"), last, late), day("2028-02-01"));
    }
}
