//! Suggested events and the suggestion form: the db row and the app's input, as they are.

pub use stopa_app::racing_event::SuggestionInput as RacingEventSuggestionInput;
pub use stopa_db::racing_event::SuggestionRow as RacingEventSuggestion;
