//! Racing events over `stopa_app::racing_event`, `entry` and `timekeeper`: the private
//! grid and the public calendar, one event with races, categories and documents, its state
//! and publication, suggestions, entries (club, member, non-member, self) and their
//! management, timekeeping companies.

mod entry;
mod event;
mod inputs;
mod mutation;
mod query;
mod suggestion;
mod timekeeper;

pub use entry::{
    ClubEntryAthlete, ClubEntryInput, ClubEntryOutcome, NonMemberEntryInput, RaceEligibility,
    RaceEntry,
};
pub use event::{
    EntryDownloads, Race, RacingCategory, RacingEvent, RacingEventActions, RacingEventDetail,
    RacingEventDocument, RacingEventPage,
};
pub use inputs::{RaceInputObject, RacingCategoryInput, RacingEventFilterInput, RacingEventInput};
pub use mutation::RacingEventsMutation;
pub use query::RacingEventsQuery;
pub use suggestion::{RacingEventSuggestion, RacingEventSuggestionInput};
pub use timekeeper::{TimekeepingCompany, TimekeepingCompanyInput};
