//! Racing events: the private grid and the public calendar, one event with its races and
//! categories, entries (with what eligibility needs to know of the members), documents,
//! suggestions, the category defaults of a season and the timekeeping companies' records.
//!
//! - `events`: the grid and the calendar, one event, its values, state and publication.
//! - `races`: races and categories of an event, the category defaults of a season.
//! - `entries`: entries, their lists, withdrawals, moves and bibs.
//! - `eligibility`: what eligibility needs to know of the members for an event.
//! - `documents`: an event's documents.
//! - `suggestions`: suggested changes of events and their decisions.
//! - `timekeepers`: the timekeeping companies.

mod documents;
mod eligibility;
mod entries;
mod events;
mod races;
mod suggestions;
mod timekeepers;

pub use documents::{
    DocumentRow, NewDocument, delete_document, documents_of_event, find_document, insert_document,
};
pub use eligibility::{EntrantRow, entered_members, entrants, evidence_seasons};
pub use entries::{
    EntryFilter, EntryPlace, EntryRow, EntryValues, assign_bibs, event_of_entry, insert_entry,
    list_entries, lock_entry_place, move_entry, set_bib, withdraw_entry,
};
pub use events::{
    EventFilter, EventRow, EventValues, find_event, insert_event, list_events, lock_event,
    season_of, set_publication, set_state, update_event,
};
pub use races::{
    CategoryDefaultRow, CategoryRow, CategoryValues, RaceRow, RaceValues, categories_of_races,
    category_defaults, races_of_events, races_outside_department, replace_races,
    upsert_category_default,
};
pub use suggestions::{
    SuggestionRow, SuggestionValues, decide_suggestion, find_suggestion, insert_suggestion,
    list_suggestions,
};
pub use timekeepers::{
    TimekeeperRow, TimekeeperValues, find_timekeeper, insert_timekeeper, list_timekeepers,
    update_timekeeper,
};
