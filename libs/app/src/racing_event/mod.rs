//! Racing events (spec §2 `/evidence/zavody…`, `/kalendar-a-vysledky…`): the calendar, one
//! event with its races and categories, its state and publication, documents, suggestions.
//! Entries are `entry`; the downloads `event_export`. Who may do what:
//! `policy::racing_event_access` and the `policy::check_racing_event_*` rules; the states and
//! their transitions: `stopa_domain::racing_event`.
//!
//! Rules chosen here (the spec is silent):
//! - A new event starts HIDDEN and is proposed to the calendar (publication HIDDEN) whoever
//!   creates it; the section's race managers (or Admin) publish it. Its season is the season
//!   of its first day; its region is its organising club's region unless the organiser chose
//!   one.
//! - Cancelling an event in the calendar (publication CANCELED) also cancels the event itself
//!   (state CANCELED) and labels it cancelled in the calendar.
//! - A published event keeps its calendar label up to date: a new place is "Změna místa", new
//!   dates "Změna termínu" (`racing_event::date_change_after_edit`).
//! - Hidden events answer NOT_FOUND to those who may not see them (nobody learns they exist).

/// Longest name of an event or race.
const NAME_CHARS: usize = 200;
/// Largest event document (10 MiB; the database checks it too).
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;
/// Most races an event may have.
const MAX_RACES: usize = 30;
/// Most categories a race may have.
const MAX_CATEGORIES: usize = 60;

mod document;
mod race;
mod reading;
mod suggestion;
#[cfg(test)]
mod tests;
mod writing;

pub use document::{delete_document, document, document_content_type, upload_document};
pub use race::{CategoryInput, RaceInput, default_categories, update_races};
pub use reading::{
    EventActions, EventDetail, EventFilterRequest, EventPage, calendar, event, events, facts,
    public_event,
};
pub(crate) use reading::{locked_visible, visible};
pub use suggestion::{
    SuggestionInput, accept_suggestion, reject_suggestion, suggest_event, suggestions,
};
pub(crate) use writing::writable;
pub use writing::{
    EventInput, change_event_state, create_event, publication_list, set_publication, update_event,
};
