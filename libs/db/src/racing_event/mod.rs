//! Racing events: the private grid and the public calendar, one event with its races and
//! categories, entries (with what eligibility needs to know of the members), documents,
//! suggestions, the category defaults of a season and the timekeeping companies' records.
//!
//! - `event`: the grid and the calendar, one event, its values, state and publication.
//! - `race`: races and categories of an event, the category defaults of a season.
//! - `entry`: entries, their lists, withdrawals, moves and bibs.
//! - `eligibility`: what eligibility needs to know of the members for an event.
//! - `document`: an event's documents.
//! - `start_list`: how each race starts and whether its start list is public.
//! - `suggestion`: suggested changes of events and their decisions.
//! - `timekeeper`: the timekeeping companies.

mod document;
mod eligibility;
mod entry;
mod event;
mod race;
mod start_list;
mod suggestion;
mod timekeeper;

pub use document::{
    DocumentRow, NewDocument, delete_document, documents_of_event, find_document, insert_document,
};
pub use eligibility::{EntrantRow, entered_members, entrants, evidence_seasons};
pub use entry::{
    EntryFilter, EntryPlace, EntryRow, EntryValues, assign_bibs, event_of_entry, insert_entry,
    list_entries, lock_entry_place, move_entry, set_bib, withdraw_entry,
};
pub use event::{
    EventFilter, EventOrder, EventRow, EventValues, find_event, insert_event, list_events,
    lock_event, season_of, set_publication, set_state, update_event,
};
pub use race::{
    CategoryDefaultRow, CategoryRow, CategoryValues, RaceRow, RaceValues, categories_of_races,
    category_defaults, races_of_events, races_outside_department, replace_races,
    upsert_category_default,
};
pub use start_list::{
    StartListRow, entries_without_bib, save_start_settings, set_start_list_published,
    start_lists_of_event,
};
pub use suggestion::{
    SuggestionRow, SuggestionValues, decide_suggestion, find_suggestion, insert_suggestion,
    list_suggestions,
};
pub use timekeeper::{
    TimekeeperRow, TimekeeperValues, find_timekeeper, insert_timekeeper, list_timekeepers,
    update_timekeeper,
};
