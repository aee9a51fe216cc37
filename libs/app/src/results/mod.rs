//! Results (spec §2 `tvorba-vysledku`, `vysledky`, `navrhy-na-parovani`; issue 15): result
//! files uploaded to an event, read into result races by a worker job, rows paired to
//! members, the races checked and published, and the published results read by everybody.
//!
//! Rules chosen here (the spec is silent):
//! - Who uploads: the event's managers and its timekeeping company (also from timing software
//!   over the API, with the company's bearer token); who checks, publishes and pairs: the
//!   event's managers (`policy::check_result_import`, `policy::check_result_manage`).
//! - A file is read once at the upload (a file that is not results is refused at once with
//!   the parser's Czech message naming the line) and again by the job, which writes it. Each
//!   race of the file replaces the rows of the result race with the same source (FIS codex,
//!   national code, the timing tool's id; else date, discipline, gender and category) in one
//!   transaction, and goes back to DRAFT (a cancelled one stays cancelled). Running the job
//!   again gives the same end, so a redelivered job is harmless.
//! - A race whose results are PUBLISHED is never taken off the public pages by a new upload:
//!   the file's race becomes its new version, a DRAFT result race of its own (source key
//!   `NEW:…`, `replaces_result_race_id`) that is checked like any draft; published, it hands
//!   its details, rows and suggestions to the published race, which keeps its id (its public
//!   addresses) and first publication, and the version is gone. An upload again before then
//!   replaces the version's rows; a version may be cancelled and deleted like a draft.
//! - A result race hangs under the event's race of the same day (the one chosen at the upload
//!   when the file holds one race).
//! - Pairing (`stopa_domain::results`): a row with a member's FIS code is paired at once, and
//!   a FIS code wins over every remembered decision; the others are scored against the members
//!   of the same last name (or first name, for names written the other way round). A clear
//!   best is paired automatically; uncertain ones become suggestions. A person's decision is
//!   remembered by the athlete's name and birth year: a rejected member is not suggested
//!   again, an accepted one is paired in later files, and an athlete with a rejected
//!   candidate is never paired automatically by name again (its other candidates are
//!   suggested). How far a decision reaches is the policy's
//!   (`policy::pairing_decision_reach`): one of Admin or section staff holds for every later
//!   import; one of an organising club or a region only for the same event's later imports,
//!   so that a club's choice never pairs rows of another organiser's results.
//! - Published result races are public with the event; the rest only for its managers and
//!   timekeeper. A member's results list the published races only.

/// Largest result file (a ZIP dataset of a whole event included); the upload limit of the
/// GraphQL endpoint, as for member imports.
pub const MAX_RESULT_FILE_BYTES: usize = 20 * 1024 * 1024;
/// Most suggestions kept per row.
const SUGGESTIONS_PER_ROW: usize = 3;
/// Most suggestions a list shows at once.
const SUGGESTION_LIST_LIMIT: i64 = 500;

/// The counts an import reports (keys of `outcome_counts`).
pub const COUNT_KEYS: [(&str, &str); 6] = [
    ("RACES", "Závodů"),
    ("ROWS", "Řádků výsledků"),
    ("PAIRED", "Spárováno automaticky"),
    ("SUGGESTED", "Návrhů na spárování"),
    ("UNPAIRED", "Nespárováno"),
    ("PROBLEMS", "Nepřečtených řádků"),
];

mod downloads;
mod job;
mod managing;
mod matching;
mod pairing;
mod reading;
#[cfg(test)]
mod tests;
mod upload;

pub use downloads::{
    ResultSource, RunView, display_points, display_time, event_results_xlsx, result_race_pdf,
    result_race_xlsx, result_race_xml, runs_of,
};
pub use job::{ImportSource, RunProgress, fail_result_import, run_result_import, store_races};
pub use managing::{
    ResultRaceDetailsRequest, SuggestionScope, change_result_race_status, delete_result_race,
    member_result_stats, member_results, pair_result_row, pairing_suggestions, reject_pairing,
    unpair_result_row, update_result_race,
};
pub use matching::{EventCandidate, FileMatch, match_result_file};
pub use pairing::row_key;
pub use reading::{
    EventResults, ResultActions, ResultRaceDetail, event_results, next_statuses, result_race,
};
pub use upload::{ResultImport, UploadResults, detect_format, result_import, upload_results};
