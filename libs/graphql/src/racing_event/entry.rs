//! Entries as GraphQL shows them: a race's entries, a club's athletes and their eligibility, the
//! club and non-member entry inputs.

use async_graphql::{InputObject, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
pub use stopa_app::entry::ClubEntry as ClubEntryInput;
use stopa_db::racing_event::EntryRow;

use stopa_domain::member::Sex;
use stopa_domain::racing_event::EntryState;
use stopa_domain::racing_event::EntryVia;

/// An entry of an event (names, birth years, clubs — never birth dates or numbers).
#[derive(SimpleObject, Debug, Clone)]
pub struct RaceEntry {
    pub id: i64,
    pub race_id: i64,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub racing_category_id: i64,
    pub category_name: String,
    pub member_id: Option<i64>,
    pub registration_number: Option<i32>,
    pub fis_code: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    /// The register's club, else what a non-member wrote.
    pub club_name: String,
    /// ISO alpha-3.
    pub nation: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    /// Entered after the deadline by the organiser.
    pub late: bool,
    pub entered_via: EntryVia,
    pub created_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
}

impl From<EntryRow> for RaceEntry {
    fn from(row: EntryRow) -> Self {
        Self {
            club_name: row.club(),
            id: row.race_entry_id,
            race_id: row.race_id,
            race_name: row.race_name,
            race_date: row.race_date,
            racing_category_id: row.racing_category_id,
            category_name: row.category_name,
            member_id: row.member_id,
            registration_number: row.registration_number,
            fis_code: row.fis_code,
            first_name: row.first_name,
            last_name: row.last_name,
            birth_year: row.birth_year,
            sex: row.sex,
            club_id: row.club_id,
            nation: row.nation,
            bib: row.bib,
            state: row.state,
            late: row.late,
            entered_via: row.entered_via,
            created_at: row.created_at,
            withdrawn_at: row.withdrawn_at,
        }
    }
}

/// What eligibility says of an athlete for one race.
#[derive(SimpleObject, Debug, Clone)]
pub struct RaceEligibility {
    pub race_id: i64,
    /// NOT_ATHLETE, NOT_PAID, ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER or
    /// ATHLETE_NOT_IN_ANY_CATEGORY; null when the athlete may start.
    pub refusal_code: Option<String>,
    /// The refusal's Czech message.
    pub refusal_message: Option<String>,
    /// Categories of the race that admit the athlete.
    pub category_ids: Vec<i64>,
    /// Entered already.
    pub entered: bool,
}

/// An athlete of the club entry form.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubEntryAthlete {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    /// An open Athlete role in the event's department.
    pub athlete: bool,
    pub races: Vec<RaceEligibility>,
}

/// What became of one requested entry.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubEntryOutcome {
    pub member_id: i64,
    pub race_id: i64,
    /// The entry made; null when refused.
    pub race_entry_id: Option<i64>,
    /// Why it was refused (an eligibility code, CONFLICT…).
    pub code: Option<String>,
    pub message: Option<String>,
}

/// A non-member as `prihlaska/neclen` sends it.
#[derive(InputObject, Debug)]
pub struct NonMemberEntryInput {
    pub race_id: i64,
    pub racing_category_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_text: Option<String>,
    /// ISO alpha-3 (CZE, SVK…) or alpha-2.
    pub nation: String,
}
