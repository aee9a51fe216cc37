//! Suggested events and the suggestion form.

use async_graphql::{InputObject, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::racing_event::SuggestionRow;

use stopa_domain::racing_event::EventCategory;
use stopa_domain::racing_event::SuggestionKind;
use stopa_domain::racing_event::SuggestionState;

/// A suggestion: a club's offer to organise, a section's request for an organiser.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventSuggestion {
    pub id: i64,
    pub kind: SuggestionKind,
    pub department_id: i64,
    pub department_name: String,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub name: String,
    pub place: Option<String>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub category: EventCategory,
    pub note: Option<String>,
    pub state: SuggestionState,
    /// The event created when it was accepted.
    pub racing_event_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

impl From<SuggestionRow> for RacingEventSuggestion {
    fn from(row: SuggestionRow) -> Self {
        Self {
            id: row.racing_event_suggestion_id,
            kind: row.kind,
            department_id: row.department_id,
            department_name: row.department_name,
            club_id: row.club_id,
            club_name: row.club_name,
            name: row.name,
            place: row.place,
            date_from: row.date_from,
            date_to: row.date_to,
            category: row.category,
            note: row.note,
            state: row.state,
            racing_event_id: row.racing_event_id,
            created_at: row.created_at,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct RacingEventSuggestionInput {
    pub kind: SuggestionKind,
    pub department_id: i64,
    /// The offering club (OFFER).
    pub club_id: Option<i64>,
    pub name: String,
    pub place: Option<String>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub category: EventCategory,
    pub note: Option<String>,
}
