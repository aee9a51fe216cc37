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

use crate::jobs;
use std::collections::{BTreeMap, HashMap, HashSet};

use stopa_db::racing_event::{EventRow, RaceRow};
use stopa_db::results::{
    self as db, CandidateRow, MemberResultRow, MemberResultStatsRow, ResultImportRow,
    ResultRaceDetails, ResultRaceRow, ResultRaceValues, ResultRowBatch, ResultRowView,
    SuggestionView,
};
use stopa_domain::member::Sex;
use stopa_domain::member_import::ImportProgress;
use stopa_domain::policy;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::{
    MemberIdentity, PairingDecision, ResultFormat, ResultRaceStatus, RowIdentity,
    check_result_race_transition, pairing_decision, pairing_score,
};
use stopa_domain::results::{PairingMethod, ResultImportState};
use stopa_domain::text::fold;
use stopa_formats::results::{
    self as formats, ParseError, ParsedResults, Race, ResultRow, RunKind, RunTime, cc_json,
    fis_xml, time, xlsx,
};

use crate::error::{AppError, AppResult};
use crate::exports::Download;
use crate::racing_events::{facts, visible};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

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

// ---------------------------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------------------------

/// An uploaded result file.
#[derive(Debug, Clone)]
pub struct UploadResults {
    pub racing_event_id: i64,
    /// The event's race the file is for, when it holds one race.
    pub race_id: Option<i64>,
    pub file_name: String,
    pub bytes: Vec<u8>,
    /// The user's choice; None tells it from the bytes.
    pub format: Option<ResultFormat>,
}

/// An import as its page shows it.
#[derive(Debug, Clone)]
pub struct ResultImport {
    pub row: ResultImportRow,
}

impl ResultImport {
    /// The spec's progress: COMPLETED, IN_PROGRESS or UNKNOWN (failed).
    pub fn progress(&self) -> ImportProgress {
        self.row.state.progress()
    }

    /// The counts in [`COUNT_KEYS`] order with their Czech labels.
    pub fn counts(&self) -> Vec<(&'static str, &'static str, i64)> {
        COUNT_KEYS
            .iter()
            .map(|(key, label)| {
                let count = self
                    .row
                    .outcome_counts
                    .get(*key)
                    .and_then(serde_json::Value::as_i64)
                    .unwrap_or(0);
                (*key, *label, count)
            })
            .collect()
    }

    /// The rows that could not be read, as Czech sentences.
    pub fn problems(&self) -> Vec<String> {
        self.row
            .problems
            .as_array()
            .map(|problems| {
                problems
                    .iter()
                    .filter_map(|problem| problem.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// The format of a file from its bytes: a ZIP is a FIS dataset, JSON the clubs' tool's
/// export, anything else FIS XML.
pub fn detect_format(bytes: &[u8]) -> ResultFormat {
    if bytes.starts_with(b"PK\x03\x04") {
        return ResultFormat::FisXmlDataset;
    }
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match text.iter().find(|byte| !byte.is_ascii_whitespace()) {
        Some(b'{' | b'[') => ResultFormat::CrossCountryJson,
        _ => ResultFormat::FisXml,
    }
}

fn parse(format: ResultFormat, bytes: &[u8]) -> Result<ParsedResults, ParseError> {
    match format {
        ResultFormat::FisXml => fis_xml::parse(bytes),
        ResultFormat::FisXmlDataset => fis_xml::parse_dataset(bytes),
        ResultFormat::CrossCountryJson => cc_json::parse(bytes),
    }
}

async fn parse_off_thread(
    app: &App,
    format: ResultFormat,
    bytes: Vec<u8>,
) -> AppResult<ParsedResults> {
    app.file_work
        .run("reading a result file", move || parse(format, &bytes))
        .await?
        .map_err(|error| AppError::coded(error.code(), error.message()))
}

/// Reads an uploaded file (refusing one that is not results, with the line) and queues its
/// import. The result races change when the job runs.
pub async fn upload_results(
    app: &App,
    actor: &Actor,
    request: UploadResults,
) -> AppResult<ResultImport> {
    let event = visible(app, actor, request.racing_event_id).await?;
    policy::check_result_import(&actor.identity, &facts(&event))?;
    if let Some(race_id) = request.race_id {
        let races =
            stopa_db::racing_event::races_of_events(&app.pool, &[event.racing_event_id]).await?;
        if !races.iter().any(|race| race.race_id == race_id) {
            return Err(AppError::field(
                "raceId",
                "Vybraný závod k události nepatří.",
            ));
        }
    }
    if request.bytes.is_empty() {
        return Err(AppError::coded(ErrorCode::EmptyFile, "Soubor je prázdný."));
    }
    if request.bytes.len() > MAX_RESULT_FILE_BYTES {
        return Err(AppError::coded(
            ErrorCode::FileTooLarge,
            "Soubor s výsledky je větší než 20 MB.",
        ));
    }
    let format = request
        .format
        .unwrap_or_else(|| detect_format(&request.bytes));
    let parsed = parse_off_thread(app, format, request.bytes.clone()).await?;
    if parsed.races.is_empty() {
        return Err(AppError::coded(
            ErrorCode::NotResults,
            "V souboru nejsou žádné výsledky závodu.",
        ));
    }
    let total_rows: usize = parsed
        .races
        .iter()
        .map(|race| race.rows.len())
        .sum::<usize>()
        + parsed.problems.len();
    let mut write = AuditedWrite::begin(app, actor, "result_import").await?;
    let result_import_id = db::insert_result_import(
        write.tx(),
        &db::NewResultImport {
            racing_event_id: event.racing_event_id,
            race_id: request.race_id,
            file_name: &request.file_name,
            format,
            content: &request.bytes,
            total_rows: i32::try_from(total_rows).unwrap_or(i32::MAX),
            race_count: i32::try_from(parsed.races.len()).unwrap_or(i32::MAX),
            created_by_account_id: actor.account_id(),
            created_by_identity_id: (actor.identity.identity_id != 0)
                .then_some(actor.identity.identity_id),
        },
    )
    .await?;
    write
        .audit(
            "upload",
            result_import_id,
            None::<&()>,
            Some(&serde_json::json!({
                "racing_event_id": event.racing_event_id,
                "file_name": request.file_name,
                "format": format,
                "races": parsed.races.len(),
                "rows": total_rows,
            })),
        )
        .await?;
    write.commit().await?;
    let enqueued = app
        .queues
        .enqueue(
            &app.pool,
            &jobs::ResultImport { result_import_id },
            actor.account_id(),
        )
        .await
        .map_err(crate::jobs::enqueue_error)?;
    db::set_result_import_job(&app.pool, result_import_id, enqueued.job_id).await?;
    result_import(app, actor, result_import_id).await
}

/// One import with its progress and counts: for those who may upload to its event.
pub async fn result_import(
    app: &App,
    actor: &Actor,
    result_import_id: i64,
) -> AppResult<ResultImport> {
    let row = db::find_result_import(&app.pool, result_import_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = visible(app, actor, row.racing_event_id).await?;
    if !policy::result_work_access(&actor.identity, &facts(&event)).can_read() {
        return Err(AppError::NotFound);
    }
    Ok(ResultImport { row })
}

// ---------------------------------------------------------------------------------------------
// Bulk upload: which event a file is for
// ---------------------------------------------------------------------------------------------

/// An event a file may be for, with how well it fits.
#[derive(Debug, Clone)]
pub struct EventCandidate {
    pub event: EventRow,
    /// 0–100: the days (60) and the place (40).
    pub score: u8,
}

/// What a file of a bulk upload holds and which events it may be for.
#[derive(Debug, Clone)]
pub struct FileMatch {
    pub file_name: String,
    pub format: ResultFormat,
    pub races: usize,
    pub rows: usize,
    /// The days and places of its races, for the person choosing.
    pub dates: Vec<chrono::NaiveDate>,
    pub places: Vec<String>,
    /// Events the asker may upload to, best first.
    pub candidates: Vec<EventCandidate>,
    /// The event to take without asking: the only candidate, or one clearly ahead.
    pub chosen: Option<i64>,
    /// Why the file cannot be used (not results), in Czech.
    pub error: Option<String>,
}

/// Reads a file of a bulk upload (`/evidence/zavody/hromadne-nahrani-vysledku`) and finds the
/// events it may be for: those the asker may upload to whose days hold the races' days,
/// ranked by their place. Nothing is stored; the page then uploads the file to the chosen
/// event (`upload_results`).
pub async fn match_result_file(
    app: &App,
    actor: &Actor,
    file_name: &str,
    bytes: Vec<u8>,
) -> AppResult<FileMatch> {
    let scope = policy::racing_event_list_scope(&actor.identity)?;
    let format = detect_format(&bytes);
    let mut found = FileMatch {
        file_name: file_name.to_owned(),
        format,
        races: 0,
        rows: 0,
        dates: Vec::new(),
        places: Vec::new(),
        candidates: Vec::new(),
        chosen: None,
        error: None,
    };
    if bytes.len() > MAX_RESULT_FILE_BYTES {
        found.error = Some("Soubor s výsledky je větší než 20 MB.".to_owned());
        return Ok(found);
    }
    let parsed = match parse_off_thread(app, format, bytes).await {
        Ok(parsed) if !parsed.races.is_empty() => parsed,
        Ok(_) => {
            found.error = Some("V souboru nejsou žádné výsledky závodu.".to_owned());
            return Ok(found);
        }
        Err(error) => {
            found.error = Some(error.message());
            return Ok(found);
        }
    };
    found.races = parsed.races.len();
    found.rows = parsed.races.iter().map(|race| race.rows.len()).sum();
    found.dates = parsed.races.iter().filter_map(|race| race.date).collect();
    found.dates.sort_unstable();
    found.dates.dedup();
    found.places = parsed
        .races
        .iter()
        .filter_map(|race| race.place.clone())
        .collect();
    found.places.sort();
    found.places.dedup();
    let (Some(first), Some(last)) = (found.dates.first().copied(), found.dates.last().copied())
    else {
        found.error = Some("Soubor neuvádí den závodu; vyberte událost ručně.".to_owned());
        return Ok(found);
    };
    let filter = stopa_db::racing_event::EventFilter {
        from: Some(first),
        to: Some(last),
        ..Default::default()
    };
    let (events, _) =
        stopa_db::racing_event::list_events(&app.pool, scope, &filter, false, 100, 0).await?;
    let place_words: Vec<String> = found
        .places
        .iter()
        .flat_map(|place| stopa_domain::text::folded_words(place))
        .filter(|word| word.chars().count() > 2)
        .collect();
    let mut candidates: Vec<EventCandidate> = events
        .into_iter()
        .filter(|event| policy::check_result_import(&actor.identity, &facts(event)).is_ok())
        .map(|event| {
            let all_days = found
                .dates
                .iter()
                .all(|day| (event.date_from..=event.date_to).contains(day));
            let event_words =
                stopa_domain::text::folded_words(&format!("{} {}", event.place, event.name));
            let place = place_words.iter().any(|word| event_words.contains(word));
            let fit = (if all_days { 60 } else { 30 }) + if place { 40 } else { 0 };
            EventCandidate { event, score: fit }
        })
        .collect();
    candidates.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.event.racing_event_id.cmp(&b.event.racing_event_id))
    });
    found.chosen = match candidates.as_slice() {
        [only] if only.score >= 60 => Some(only.event.racing_event_id),
        [best, next, ..] if best.score == 100 && next.score < 100 => {
            Some(best.event.racing_event_id)
        }
        _ => None,
    };
    found.candidates = candidates;
    Ok(found)
}

// ---------------------------------------------------------------------------------------------
// The job
// ---------------------------------------------------------------------------------------------

/// How far a run got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunProgress {
    pub processed: i64,
    pub total: i64,
}

/// Runs an uploaded file to its end (the worker's job): every race of the file replaces its
/// result race in one transaction with its rows paired. A finished import is left alone; a
/// redelivered one runs again from the start with the same end.
pub async fn run_result_import(
    app: &App,
    result_import_id: i64,
    mut progress: impl FnMut(RunProgress),
) -> AppResult<ResultImportState> {
    let Some(import) = db::find_result_import(&app.pool, result_import_id).await? else {
        return Err(AppError::NotFound);
    };
    let Some(content) = db::start_result_import(&app.pool, result_import_id).await? else {
        return Ok(import.state);
    };
    let total = i64::from(import.total_rows);
    progress(RunProgress {
        processed: 0,
        total,
    });
    let parsed = match parse_off_thread(app, import.format, content).await {
        Ok(parsed) => parsed,
        Err(error) => {
            let message = error.message();
            db::finish_result_import(
                &app.pool,
                result_import_id,
                &serde_json::json!({}),
                &serde_json::json!([]),
                Some(&message),
            )
            .await?;
            return Ok(ResultImportState::Failed);
        }
    };
    let event = stopa_db::racing_event::find_event(&app.pool, import.racing_event_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let source = ImportSource {
        result_import_id: Some(result_import_id),
        race_id: import.race_id,
        file_name: &import.file_name,
    };
    let mut counts = store_races(&app.pool, &event, &parsed.races, &source, |processed| {
        progress(RunProgress { processed, total });
    })
    .await?;
    counts.insert("PROBLEMS", parsed.problems.len() as i64);
    let problems: Vec<String> = parsed
        .problems
        .iter()
        .map(formats::RowProblem::describe)
        .collect();
    db::finish_result_import(
        &app.pool,
        result_import_id,
        &serde_json::to_value(&counts)
            .map_err(|error| AppError::Internal(format!("counts: {error}")))?,
        &serde_json::Value::from(problems),
        None,
    )
    .await?;
    Ok(ResultImportState::Completed)
}

/// Where stored races come from.
#[derive(Debug, Clone, Copy)]
pub struct ImportSource<'a> {
    pub result_import_id: Option<i64>,
    /// The event's race chosen at the upload (for a file of one race).
    pub race_id: Option<i64>,
    /// Names a race that has no other name.
    pub file_name: &'a str,
}

/// Stores races read from a file into an event's result races, each race in one transaction
/// (its rows replaced and paired, with its audit entry); `progress` hears the rows done after
/// every race. Gives the counts of [`COUNT_KEYS`] but PROBLEMS. The worker's import runs it,
/// and the demo seed with the results of past demo events.
pub async fn store_races(
    pool: &sqlx::PgPool,
    event: &EventRow,
    races: &[Race],
    source: &ImportSource<'_>,
    mut progress: impl FnMut(i64),
) -> AppResult<BTreeMap<&'static str, i64>> {
    let event_races =
        stopa_db::racing_event::races_of_events(pool, &[event.racing_event_id]).await?;
    let nicknames = db::folded_nicknames(pool).await?;
    let mut counts: BTreeMap<&'static str, i64> = BTreeMap::new();
    let mut processed = 0_i64;
    let mut used_keys = HashSet::new();
    let single_race = races.len() == 1;
    for (index, race) in races.iter().enumerate() {
        let mut key = source_key(race);
        if !used_keys.insert(key.clone()) {
            key = format!("{key}#{index}");
            used_keys.insert(key.clone());
        }
        let race_id = if single_race && source.race_id.is_some() {
            source.race_id
        } else {
            matching_race(race, &event_races)
        };
        let mut values = race_values(event, race, key, race_id, source);
        let mut transaction = stopa_db::begin(pool).await?;
        // The public keeps reading a published race until its new version is published.
        if let Some((published_id, ResultRaceStatus::Published)) = db::lock_result_race_by_source(
            &mut transaction,
            event.racing_event_id,
            &values.source_key,
        )
        .await?
        {
            values.source_key = version_key(&values.source_key);
            values.replaces_result_race_id = Some(published_id);
        }
        let (result_race_id, existed) = db::upsert_result_race(&mut transaction, &values).await?;
        let pairs = pair_rows(
            &mut transaction,
            &race.rows,
            &nicknames,
            event.racing_event_id,
        )
        .await?;
        let batch = row_batch(&race.rows, &pairs);
        db::replace_result_rows(&mut transaction, result_race_id, &batch).await?;
        let (mut ordinals, mut members, mut scores) = (Vec::new(), Vec::new(), Vec::new());
        for (ordinal, pair) in pairs.iter().enumerate() {
            for (member_id, score) in &pair.suggestions {
                ordinals.push(i32::try_from(ordinal).unwrap_or(i32::MAX));
                members.push(*member_id);
                scores.push(i16::from(*score));
            }
        }
        db::insert_suggestions(
            &mut transaction,
            result_race_id,
            &ordinals,
            &members,
            &scores,
        )
        .await?;
        db::recount_result_race(&mut transaction, result_race_id).await?;
        let paired = pairs.iter().filter(|pair| pair.member_id.is_some()).count() as i64;
        let suggested = pairs
            .iter()
            .filter(|pair| pair.member_id.is_none() && !pair.suggestions.is_empty())
            .count() as i64;
        let rows = race.rows.len() as i64;
        stopa_db::audit::insert_audit(
            &mut *transaction,
            &stopa_db::audit::AuditEntry {
                account_id: None,
                identity_id: None,
                action: if existed { "reimport" } else { "import" },
                entity: "result_race",
                entity_id: Some(result_race_id),
                detail: serde_json::json!({
                    "result_import_id": source.result_import_id,
                    "rows": rows,
                    "paired": paired,
                    "suggested": suggested,
                }),
            },
        )
        .await?;
        stopa_db::commit(transaction).await?;
        *counts.entry("RACES").or_default() += 1;
        *counts.entry("ROWS").or_default() += rows;
        *counts.entry("PAIRED").or_default() += paired;
        *counts.entry("SUGGESTED").or_default() += suggested;
        *counts.entry("UNPAIRED").or_default() += rows - paired - suggested;
        processed += rows;
        if let Some(result_import_id) = source.result_import_id {
            db::set_result_import_progress(
                pool,
                result_import_id,
                i32::try_from(processed).unwrap_or(i32::MAX),
            )
            .await?;
        }
        progress(processed);
    }
    Ok(counts)
}

/// Marks an import FAILED (its job gave up).
pub async fn fail_result_import(app: &App, result_import_id: i64, reason: &str) -> AppResult<()> {
    db::finish_result_import(
        &app.pool,
        result_import_id,
        &serde_json::json!({}),
        &serde_json::json!([]),
        Some(reason),
    )
    .await?;
    Ok(())
}

/// What identifies a race of a file across uploads.
fn source_key(race: &Race) -> String {
    if let Some(tool) = &race.club_tool {
        return format!("CT:{}", tool.unique_id);
    }
    if let Some(codex) = race
        .codex
        .as_deref()
        .filter(|codex| !codex.trim().is_empty())
    {
        return format!("FIS:{}", codex.trim());
    }
    if let Some(code) = race
        .national_code
        .as_deref()
        .filter(|code| !code.trim().is_empty())
    {
        return format!("NAT:{}", code.trim());
    }
    format!(
        "{}|{}|{}|{}|{}",
        race.sector.code(),
        race.date.map(|date| date.to_string()).unwrap_or_default(),
        race.discipline.as_deref().unwrap_or(""),
        race.gender.map_or("", GenderGroup::as_str),
        race.category.as_deref().map(fold).unwrap_or_default(),
    )
}

/// The event's race a result race belongs to: the only race of its day (of its gender, when
/// the day has more).
fn matching_race(race: &Race, event_races: &[RaceRow]) -> Option<i64> {
    let date = race.date?;
    let same_day: Vec<&RaceRow> = event_races
        .iter()
        .filter(|candidate| candidate.race_date == date)
        .collect();
    match same_day.as_slice() {
        [only] => Some(only.race_id),
        [] => None,
        several => {
            let gender = race.gender?;
            let same_gender: Vec<&&RaceRow> = several
                .iter()
                .filter(|candidate| candidate.gender_group == gender)
                .collect();
            match same_gender.as_slice() {
                [only] => Some(only.race_id),
                _ => None,
            }
        }
    }
}

/// The name a result race is listed by: its category, discipline and gender
/// (`Žáci mladší – chlapci`, `SL – ženy`).
fn race_name(race: &Race, file_name: &str) -> String {
    let what = race
        .category
        .clone()
        .filter(|text| !text.trim().is_empty())
        .or_else(|| race.discipline.clone())
        .or_else(|| race.event_name.clone())
        .unwrap_or_else(|| file_name.to_owned());
    let discipline = race.discipline.as_deref().filter(|discipline| {
        Some(*discipline) != race.category.as_deref() && race.club_tool.is_none()
    });
    let gender = match race.gender {
        Some(GenderGroup::Male) => Some("muži"),
        Some(GenderGroup::Female) => Some("ženy"),
        _ => None,
    };
    let mut name = what;
    if let Some(discipline) = discipline
        && !name.contains(discipline)
    {
        name = format!("{name} {discipline}");
    }
    if let Some(gender) = gender {
        name = format!("{name} – {gender}");
    }
    name.chars().take(200).collect()
}

fn race_values(
    event: &EventRow,
    race: &Race,
    source_key: String,
    race_id: Option<i64>,
    source: &ImportSource<'_>,
) -> ResultRaceValues {
    let hundredths =
        |value: Option<formats::Hundredths>| value.and_then(|value| i32::try_from(value.0).ok());
    ResultRaceValues {
        racing_event_id: event.racing_event_id,
        race_id,
        source_key,
        name: race_name(race, source.file_name),
        sector: Some(race.sector.code().to_owned()),
        discipline: race.discipline.clone(),
        gender_group: race.gender,
        race_date: race.date,
        place: race.place.clone(),
        category: race.category.clone(),
        codex: race.codex.clone(),
        birth_year_from: race.club_tool.as_ref().map(|tool| tool.birth_year_from),
        birth_year_to: race.club_tool.as_ref().map(|tool| tool.birth_year_to),
        run_count: i16::from(race.run_count.max(1)),
        penalty: hundredths(race.penalty),
        f_value: hundredths(race.f_value),
        result_import_id: source.result_import_id,
        replaces_result_race_id: None,
    }
}

/// The source key of a published race's new version.
fn version_key(source_key: &str) -> String {
    format!("NEW:{source_key}")
}

// ---------------------------------------------------------------------------------------------
// Pairing
// ---------------------------------------------------------------------------------------------

/// What pairing decided for a row.
#[derive(Debug, Clone, Default)]
struct RowPair {
    member_id: Option<i64>,
    /// MANUAL for a remembered acceptance.
    pairing: Option<PairingMethod>,
    suggestions: Vec<(i64, u8)>,
}

/// The key a person's decision on a row is remembered by: folded last and first name and the
/// birth year.
pub fn row_key(last_name: &str, first_name: &str, birth_year: Option<i32>) -> String {
    format!(
        "{}|{}|{}",
        fold(last_name.trim()),
        fold(first_name.trim()),
        birth_year.map(|year| year.to_string()).unwrap_or_default()
    )
}

/// The keys a surname is looked up by: the whole folded name and, for a double surname
/// (`Nováková-Černá`, `Nováková Černá`), each of its words of three letters or more.
fn surname_keys(name: &str) -> Vec<String> {
    let whole = fold(name.trim());
    if whole.is_empty() {
        return Vec::new();
    }
    let words = stopa_domain::text::folded_words(&whole);
    let mut keys = vec![whole];
    if words.len() > 1 {
        keys.extend(words.into_iter().filter(|word| word.chars().count() > 2));
    }
    keys
}

/// Pairs the rows of a race of the event `racing_event_id`: by FIS code first, then by the
/// decisions remembered for the event (and for every event), then by score.
async fn pair_rows(
    connection: &mut sqlx::PgConnection,
    rows: &[ResultRow],
    nicknames: &[(String, String)],
    racing_event_id: i64,
) -> AppResult<Vec<RowPair>> {
    // Each row's last name, and its first name for names written the other way round, with
    // its birth year.
    let mut wanted: Vec<(String, Option<i32>)> = rows
        .iter()
        .flat_map(|row| {
            surname_keys(&row.last_name)
                .into_iter()
                .chain(surname_keys(&row.first_name))
                .map(|name| (name, row.birth_year))
        })
        .collect();
    wanted.sort();
    wanted.dedup();
    let (names, years): (Vec<String>, Vec<Option<i32>>) = wanted.into_iter().unzip();
    let fis_codes: Vec<String> = rows
        .iter()
        .filter_map(|row| row.fis_code.as_deref().map(str::trim))
        .filter(|code| !code.is_empty())
        .map(str::to_owned)
        .collect();
    let candidates = db::pairing_candidates(&mut *connection, &names, &years, &fis_codes).await?;
    let keys: Vec<String> = rows
        .iter()
        .map(|row| row_key(&row.last_name, &row.first_name, row.birth_year))
        .collect();
    let decisions = db::decisions_of(&mut *connection, &keys, racing_event_id).await?;
    let mut by_last_name: HashMap<String, Vec<usize>> = HashMap::new();
    let mut by_fis_code: HashMap<&str, usize> = HashMap::new();
    for (index, candidate) in candidates.iter().enumerate() {
        for key in surname_keys(&candidate.last_name) {
            by_last_name.entry(key).or_default().push(index);
        }
        if let Some(code) = candidate.fis_code.as_deref() {
            by_fis_code.insert(code, index);
        }
    }
    let mut accepted: HashMap<&str, i64> = HashMap::new();
    let mut rejected: HashSet<(&str, i64)> = HashSet::new();
    for decision in &decisions {
        if decision.accepted {
            accepted.insert(decision.row_key.as_str(), decision.member_id);
        } else {
            rejected.insert((decision.row_key.as_str(), decision.member_id));
        }
    }
    let rejected_keys: HashSet<&str> = rejected.iter().map(|(key, _)| *key).collect();
    let mut paired_members: HashSet<i64> = HashSet::new();
    let mut pairs = Vec::with_capacity(rows.len());
    for (row, key) in rows.iter().zip(&keys) {
        let mut pair = RowPair::default();
        // A FIS code is the athlete's own: it wins over every remembered decision.
        let by_code = row
            .fis_code
            .as_deref()
            .map(str::trim)
            .and_then(|code| by_fis_code.get(code))
            .map(|index| candidates[*index].member_id)
            .filter(|member_id| !rejected.contains(&(key.as_str(), *member_id)));
        if let Some(member_id) = by_code
            && paired_members.insert(member_id)
        {
            pair.member_id = Some(member_id);
            pair.pairing = Some(PairingMethod::FisCode);
            pairs.push(pair);
            continue;
        }
        if let Some(member_id) = accepted.get(key.as_str())
            && paired_members.insert(*member_id)
        {
            pair.member_id = Some(*member_id);
            pair.pairing = Some(PairingMethod::Manual);
            pairs.push(pair);
            continue;
        }
        let mut pool: Vec<usize> = Vec::new();
        if let Some(index) = row
            .fis_code
            .as_deref()
            .map(str::trim)
            .and_then(|code| by_fis_code.get(code))
        {
            pool.push(*index);
        }
        for name in surname_keys(&row.last_name)
            .into_iter()
            .chain(surname_keys(&row.first_name))
        {
            if let Some(indexes) = by_last_name.get(&name) {
                pool.extend(indexes);
            }
        }
        pool.sort_unstable();
        pool.dedup();
        let identity = RowIdentity {
            first_name: &row.first_name,
            last_name: &row.last_name,
            birth_year: row.birth_year,
            sex: row.sex,
            club: row.club_code.as_deref().or(row.club.as_deref()),
            fis_code: row.fis_code.as_deref(),
        };
        let mut scored: Vec<(u8, &CandidateRow)> = pool
            .into_iter()
            .map(|index| &candidates[index])
            .filter(|candidate| !rejected.contains(&(key.as_str(), candidate.member_id)))
            .map(|candidate| (score(&identity, candidate, nicknames), candidate))
            .filter(|(score, _)| *score > 0)
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.member_id.cmp(&b.1.member_id)));
        if let Some((best, candidate)) = scored.first() {
            let by_code = *best == 100
                && row.fis_code.is_some()
                && row.fis_code.as_deref().map(str::trim) == candidate.fis_code.as_deref();
            let mut decision = pairing_decision(*best, scored.get(1).map(|(score, _)| *score));
            // A person rejected a candidate of this athlete: the rest is for a person too.
            if decision == PairingDecision::Auto && rejected_keys.contains(key.as_str()) {
                decision = PairingDecision::Suggest;
            }
            if (by_code || decision == PairingDecision::Auto)
                && paired_members.insert(candidate.member_id)
            {
                pair.member_id = Some(candidate.member_id);
                pair.pairing = Some(if by_code {
                    PairingMethod::FisCode
                } else {
                    PairingMethod::Auto
                });
            } else if decision != PairingDecision::None || by_code {
                pair.suggestions = scored
                    .iter()
                    .filter(|(score, _)| *score >= stopa_domain::results::SUGGEST_SCORE)
                    .take(SUGGESTIONS_PER_ROW)
                    .map(|(score, candidate)| (candidate.member_id, *score))
                    .collect();
            }
        }
        pairs.push(pair);
    }
    Ok(pairs)
}

fn score(row: &RowIdentity<'_>, candidate: &CandidateRow, nicknames: &[(String, String)]) -> u8 {
    let member = MemberIdentity {
        first_name: &candidate.first_name,
        last_name: &candidate.last_name,
        birth_year: candidate.birth_year,
        sex: Some(candidate.sex),
        clubs: candidate.clubs.iter().map(String::as_str).collect(),
        fis_code: candidate.fis_code.as_deref(),
    };
    pairing_score(row, &member, nicknames)
}

fn runs_json(row: &ResultRow) -> serde_json::Value {
    serde_json::Value::Array(
        row.runs
            .iter()
            .map(|run| {
                let (time_ms, status) = match run.time {
                    Some(RunTime::Finished { milliseconds }) => (Some(milliseconds), None),
                    Some(RunTime::Status(status)) => (None, Some(status.code())),
                    None => (None, None),
                };
                serde_json::json!({
                    "kind": match run.kind { RunKind::Run => "RUN", RunKind::Jump => "JUMP" },
                    "number": run.number,
                    "timeMs": time_ms,
                    "status": status,
                    "distance": run.distance.map(|value| value.0),
                    "points": run.points.map(|value| value.0),
                })
            })
            .collect(),
    )
}

fn row_batch(rows: &[ResultRow], pairs: &[RowPair]) -> ResultRowBatch {
    let mut batch = ResultRowBatch::default();
    let int = |value: Option<u32>| value.and_then(|value| i32::try_from(value).ok());
    let hundredths =
        |value: Option<formats::Hundredths>| value.and_then(|value| i32::try_from(value.0).ok());
    for (ordinal, (row, pair)) in rows.iter().zip(pairs).enumerate() {
        batch
            .ordinals
            .push(i32::try_from(ordinal).unwrap_or(i32::MAX));
        batch.ranks.push(int(row.rank));
        batch.bibs.push(int(row.bib));
        batch.fis_codes.push(row.fis_code.clone());
        batch.national_codes.push(row.national_code.clone());
        batch.last_names.push(row.last_name.clone());
        batch.first_names.push(row.first_name.clone());
        batch.nations.push(row.nation.clone());
        batch.clubs.push(row.club.clone());
        batch.club_codes.push(row.club_code.clone());
        batch.birth_years.push(row.birth_year);
        batch.sexes.push(row.sex.map(|sex| match sex {
            Sex::Male => "MALE".to_owned(),
            Sex::Female => "FEMALE".to_owned(),
        }));
        batch.runs.push(runs_json(row));
        batch.total_times.push(int(row.total_time_ms));
        batch.differences.push(int(row.difference_ms));
        batch.fis_points.push(hundredths(row.fis_points));
        batch.race_points.push(hundredths(row.race_points));
        batch.scores.push(hundredths(row.score));
        batch.statuses.push(row.status.code().to_owned());
        batch.status_runs.push(row.status_run.map(i16::from));
        batch.member_ids.push(pair.member_id);
        batch
            .pairings
            .push(pair.pairing.map(|method| method.as_str().to_owned()));
    }
    batch
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/// What the asker may do with an event's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultActions {
    /// Upload result files.
    pub can_import: bool,
    /// Check, publish, hide and cancel result races; decide pairing suggestions.
    pub can_manage: bool,
    /// See the result work (unpublished races, imports): managers and the timekeeper.
    pub can_see_work: bool,
}

fn result_actions(actor: &Actor, event: &EventRow) -> ResultActions {
    let facts = facts(event);
    ResultActions {
        can_import: policy::check_result_import(&actor.identity, &facts).is_ok(),
        can_manage: policy::check_result_manage(&actor.identity, &facts).is_ok(),
        can_see_work: policy::result_work_access(&actor.identity, &facts).can_read(),
    }
}

/// An event's results: its result races (the published ones for most), the latest imports
/// for those who upload, and what the asker may do.
#[derive(Debug, Clone)]
pub struct EventResults {
    pub racing_event_id: i64,
    pub races: Vec<ResultRaceRow>,
    pub imports: Vec<ResultImport>,
    pub actions: ResultActions,
}

pub async fn event_results(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventResults> {
    let event = visible(app, actor, racing_event_id).await?;
    let actions = result_actions(actor, &event);
    let races = db::list_result_races(&app.pool, racing_event_id, !actions.can_see_work).await?;
    let imports = if actions.can_see_work {
        db::list_result_imports(&app.pool, racing_event_id)
            .await?
            .into_iter()
            .map(|row| ResultImport { row })
            .collect()
    } else {
        Vec::new()
    };
    Ok(EventResults {
        racing_event_id,
        races,
        imports,
        actions,
    })
}

/// A result race with its rows.
#[derive(Debug, Clone)]
pub struct ResultRaceDetail {
    pub race: ResultRaceRow,
    pub event_name: String,
    pub rows: Vec<ResultRowView>,
    pub actions: ResultActions,
    /// The statuses it may move to now (for its managers).
    pub next_statuses: Vec<ResultRaceStatus>,
}

/// The statuses a result race may move to from `status`.
pub fn next_statuses(status: ResultRaceStatus) -> Vec<ResultRaceStatus> {
    ResultRaceStatus::ALL
        .iter()
        .copied()
        .filter(|to| check_result_race_transition(status, *to).is_ok())
        .collect()
}

/// Loads a result race the asker may see with its event: a published one for whoever reads
/// the event, the others for its managers and timekeeper (NOT_FOUND for the rest).
async fn visible_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<(ResultRaceRow, EventRow)> {
    let race = db::find_result_race(&app.pool, result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = visible(app, actor, race.racing_event_id).await?;
    if race.status.is_public()
        || policy::result_work_access(&actor.identity, &facts(&event)).can_read()
    {
        Ok((race, event))
    } else {
        Err(AppError::NotFound)
    }
}

pub async fn result_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<ResultRaceDetail> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    let actions = result_actions(actor, &event);
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let next_statuses = if actions.can_manage {
        next_statuses(race.status)
    } else {
        Vec::new()
    };
    let mut rows = rows;
    if !actions.can_see_work {
        // The public sees who the athlete is in the file, not the register's pairing work.
        for row in &mut rows {
            row.pairing = None;
            row.suggestion_count = 0;
        }
    }
    Ok(ResultRaceDetail {
        race,
        event_name: event.name,
        rows,
        actions,
        next_statuses,
    })
}

// ---------------------------------------------------------------------------------------------
// Status and pairing
// ---------------------------------------------------------------------------------------------

/// Loads a result race for a change, locked, refusing unless the asker manages its event.
async fn managed_race(
    write: &mut AuditedWrite,
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<(ResultRaceStatus, EventRow)> {
    let status = db::lock_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = visible(app, actor, race.racing_event_id).await?;
    let facts = facts(&event);
    if !status.is_public() && !policy::result_work_access(&actor.identity, &facts).can_read() {
        return Err(AppError::NotFound);
    }
    policy::check_result_manage(&actor.identity, &facts)?;
    Ok((status, event))
}

/// Moves a result race to another status (the transitions of `stopa_domain::results`).
pub async fn change_result_race_status(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    to: ResultRaceStatus,
) -> AppResult<ResultRaceDetail> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (from, _) = managed_race(&mut write, app, actor, result_race_id).await?;
    check_result_race_transition(from, to)
        .map_err(|message| AppError::coded(ErrorCode::InvalidTransition, message))?;
    let replaces = db::find_result_race(write.tx(), result_race_id)
        .await?
        .and_then(|race| race.replaces_result_race_id);
    if let (ResultRaceStatus::Published, Some(replaced_id)) = (to, replaces) {
        // A new version published: the race it replaces takes its rows and keeps its id.
        db::lock_result_race(write.tx(), replaced_id).await?;
        db::publish_version(write.tx(), result_race_id, replaced_id).await?;
        write
            .audit(
                "publish_version",
                replaced_id,
                Some(&serde_json::json!({ "version": result_race_id })),
                Some(&to),
            )
            .await?;
        write.commit().await?;
        return result_race(app, actor, replaced_id).await;
    }
    db::set_result_race_status(write.tx(), result_race_id, to).await?;
    write
        .audit("change_status", result_race_id, Some(&from), Some(&to))
        .await?;
    write.commit().await?;
    result_race(app, actor, result_race_id).await
}

/// What a person may correct of a result race by hand
/// (`tvorba-vysledku/uprava-vysledkovych-zavodu`): what the file said wrong or left out.
#[derive(Debug, Clone, Default)]
pub struct ResultRaceDetailsRequest {
    pub name: String,
    /// The event's race the result race belongs to (none: not told).
    pub race_id: Option<i64>,
    pub race_date: Option<chrono::NaiveDate>,
    pub place: Option<String>,
    pub discipline: Option<String>,
    pub category: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
}

/// Longest name of a result race, and of its place and category.
const RESULT_RACE_NAME_MAX: usize = 200;
const RESULT_RACE_TEXT_MAX: usize = 100;
/// Longest discipline (`SL`, `15 km F`, `HS 106`).
const RESULT_RACE_DISCIPLINE_MAX: usize = 30;

/// Checks the details of a result race of `event` (with its races), reporting every problem
/// at once: a name of 1–200 characters; a race of this event; a day within the event's days
/// (a day before or after allowed: a night race, a race moved by the weather); birth years
/// from 1900 to this year, the first not after the second.
fn checked_details(
    request: ResultRaceDetailsRequest,
    event: &EventRow,
    races: &[RaceRow],
    this_year: i32,
) -> AppResult<ResultRaceDetails> {
    let mut problems = Vec::new();
    let mut problem = |field: &str, message: &str| {
        problems.push(crate::error::FieldProblem {
            field: field.to_owned(),
            message: message.to_owned(),
        });
    };
    let optional = |value: Option<String>| {
        value
            .map(|text| text.trim().to_owned())
            .filter(|text| !text.is_empty())
    };
    let name = request.name.trim().to_owned();
    if name.is_empty() {
        problem("name", "Vyplňte název výsledkového závodu.");
    } else if name.chars().count() > RESULT_RACE_NAME_MAX {
        problem("name", "Název může mít nejvýše 200 znaků.");
    }
    let place = optional(request.place);
    if place
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_TEXT_MAX)
    {
        problem("place", "Místo může mít nejvýše 100 znaků.");
    }
    let category = optional(request.category);
    if category
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_TEXT_MAX)
    {
        problem("category", "Kategorie může mít nejvýše 100 znaků.");
    }
    let discipline = optional(request.discipline);
    if discipline
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_DISCIPLINE_MAX)
    {
        problem("discipline", "Disciplína může mít nejvýše 30 znaků.");
    }
    if let Some(race_id) = request.race_id
        && !races.iter().any(|race| race.race_id == race_id)
    {
        problem("raceId", "Vybraný závod nepatří k této akci.");
    }
    if let Some(date) = request.race_date
        && (date < event.date_from - chrono::Days::new(1)
            || date > event.date_to + chrono::Days::new(1))
    {
        problem(
            "raceDate",
            "Datum závodu musí ležet v termínu akce (nejvýše den před nebo po).",
        );
    }
    let year_ok = |year: Option<i32>| year.is_none_or(|year| (1900..=this_year).contains(&year));
    if !year_ok(request.birth_year_from) {
        problem(
            "birthYearFrom",
            "Ročník musí být mezi 1900 a letošním rokem.",
        );
    }
    if !year_ok(request.birth_year_to) {
        problem("birthYearTo", "Ročník musí být mezi 1900 a letošním rokem.");
    }
    if let (Some(from), Some(to)) = (request.birth_year_from, request.birth_year_to)
        && from > to
    {
        problem(
            "birthYearTo",
            "Ročník „do“ nesmí být menší než ročník „od“.",
        );
    }
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    Ok(ResultRaceDetails {
        name,
        race_id: request.race_id,
        race_date: request.race_date,
        place,
        discipline,
        category,
        gender_group: request.gender_group,
        birth_year_from: request.birth_year_from,
        birth_year_to: request.birth_year_to,
    })
}

fn details_of(race: &ResultRaceRow) -> ResultRaceDetails {
    ResultRaceDetails {
        name: race.name.clone(),
        race_id: race.race_id,
        race_date: race.race_date,
        place: race.place.clone(),
        discipline: race.discipline.clone(),
        category: race.category.clone(),
        gender_group: race.gender_group,
        birth_year_from: race.birth_year_from,
        birth_year_to: race.birth_year_to,
    }
}

/// Corrects a result race's details by hand (its managers, in every status; a published
/// race shows the correction at once). Audited with the details before and after. A later
/// import of the same race's file writes the file's details again.
pub async fn update_result_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    request: ResultRaceDetailsRequest,
) -> AppResult<ResultRaceDetail> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (_, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let races =
        stopa_db::racing_event::races_of_events(write.tx(), &[event.racing_event_id]).await?;
    let this_year = chrono::Datelike::year(&crate::today());
    let details = checked_details(request, &event, &races, this_year)?;
    let before = details_of(&race);
    if before != details {
        db::set_result_race_details(write.tx(), result_race_id, &details).await?;
        write
            .audit("update", result_race_id, Some(&before), Some(&details))
            .await?;
    }
    write.commit().await?;
    result_race(app, actor, result_race_id).await
}

/// Deletes a result race that is not public and never was (a wrong file): only a DRAFT or
/// CANCELED one that was never PUBLISHED, with its rows and suggestions. A race the public
/// once saw stays part of the record: it can be canceled or hidden, not deleted. The
/// decisions on pairs stay (they belong to the athletes, not to the race).
pub async fn delete_result_race(app: &App, actor: &Actor, result_race_id: i64) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (status, _) = managed_race(&mut write, app, actor, result_race_id).await?;
    if !matches!(status, ResultRaceStatus::Draft | ResultRaceStatus::Canceled) {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Smazat lze jen závod ve stavu „Koncept“ nebo „Zrušeno“. Zkontrolovaný nebo \
             zveřejněný závod nejdřív zrušte.",
        ));
    }
    if db::result_race_was_published(write.tx(), result_race_id).await? {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Závod už byl zveřejněn, jeho výsledky jsou součástí evidence: smazat ho nelze, \
             zrušte ho nebo skryjte.",
        ));
    }
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::delete_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "delete",
            result_race_id,
            Some(&details_of(&race)),
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// The event a decision of `actor` is remembered for (None: every event), as the policy says
/// ([`policy::pairing_decision_reach`]).
fn decision_event(actor: &Actor, event: &EventRow) -> Option<i64> {
    match policy::pairing_decision_reach(&actor.identity) {
        policy::PairingDecisionReach::Federation => None,
        policy::PairingDecisionReach::Event => Some(event.racing_event_id),
    }
}

/// Pairs a row to a member (accepting a suggestion, or a member chosen by hand); remembered
/// for the athlete's later results (of this event, or of every event: `decision_event`).
pub async fn pair_result_row(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (_, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    // The member is one the pairing suggested for the row, or one whose record the asker
    // may open (found by the member search): never any number typed in.
    let suggested = db::suggestion_exists(write.tx(), result_race_id, ordinal, member_id).await?;
    if !suggested {
        match crate::member_record::readable(app, actor, member_id).await {
            Ok(_) => {}
            Err(AppError::NotFound | AppError::Forbidden) => {
                return Err(AppError::field(
                    "memberId",
                    "Vybraného člena nemůžete k výsledku přiřadit: není mezi návrhy a jeho \
                     záznam nemáte k dispozici.",
                ));
            }
            Err(error) => return Err(error),
        }
    }
    // One athlete, one row of a race (the race is locked: two pairings cannot both pass).
    if let Some((rank, name)) =
        db::other_row_of_member(write.tx(), result_race_id, ordinal, member_id).await?
    {
        let place = rank.map_or_else(String::new, |rank| format!(" ({rank}. místo)"));
        return Err(AppError::field(
            "memberId",
            format!(
                "Vybraný člen už je v tomto závodě přiřazen k řádku {name}{place}. \
                 Nejdřív zrušte to přiřazení."
            ),
        ));
    }
    db::set_row_member(
        write.tx(),
        result_race_id,
        ordinal,
        Some(member_id),
        Some(PairingMethod::Manual),
    )
    .await?;
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        true,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    db::recount_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "pair",
            result_race_id,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": row.member_id })),
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
        )
        .await?;
    write.commit().await
}

/// Rejects a suggestion; the member is not suggested for that athlete again.
pub async fn reject_pairing(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (_, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    if !db::delete_suggestion(write.tx(), result_race_id, ordinal, member_id).await? {
        return Err(AppError::NotFound);
    }
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        false,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    write
        .audit(
            "reject_pair",
            result_race_id,
            None::<&()>,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
        )
        .await?;
    write.commit().await
}

/// Takes a pair back (a wrong automatic pair); the member is not paired to that athlete again
/// automatically.
pub async fn unpair_result_row(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (_, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    let Some(member_id) = row.member_id else {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Řádek není spárovaný.",
        ));
    };
    db::set_row_member(write.tx(), result_race_id, ordinal, None, None).await?;
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        false,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    db::recount_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "unpair",
            result_race_id,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// Whose open suggestions a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SuggestionScope {
    /// Every event's (`/evidence/cisteni-dat/navrhy-na-parovani`, Admin).
    All,
    Event(i64),
    ResultRace(i64),
}

/// Open pairing suggestions, oldest row first, best candidate first within a row.
pub async fn pairing_suggestions(
    app: &App,
    actor: &Actor,
    scope: SuggestionScope,
) -> AppResult<Vec<SuggestionView>> {
    let (event_id, race_id) = match scope {
        SuggestionScope::All => {
            policy::check_data_cleanup(&actor.identity)?;
            (None, None)
        }
        SuggestionScope::Event(event_id) => {
            let event = visible(app, actor, event_id).await?;
            policy::check_result_manage(&actor.identity, &facts(&event))?;
            (Some(event_id), None)
        }
        SuggestionScope::ResultRace(result_race_id) => {
            let (_, event) = visible_race(app, actor, result_race_id).await?;
            policy::check_result_manage(&actor.identity, &facts(&event))?;
            (None, Some(result_race_id))
        }
    };
    Ok(db::list_suggestions(&app.pool, event_id, race_id, SUGGESTION_LIST_LIMIT).await?)
}

/// A member's results in published races, newest first (the member's `vysledky` tab). Those
/// who read the member's record see every published race; everybody else the races of events
/// in the public calendar, of members shown on the public pages.
pub async fn member_results(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MemberResultRow>> {
    let private = results_are_private(app, actor, member_id).await?;
    Ok(db::member_results(&app.pool, member_id, 500, !private).await?)
}

/// Whether the asker sees a member's results as the evidence does (every published race) —
/// those who may open the member's record — or as the public (events in the calendar, of a
/// member shown on the public pages; NOT_FOUND for one who is not).
async fn results_are_private(app: &App, actor: &Actor, member_id: i64) -> AppResult<bool> {
    let private = actor.session.is_some()
        && crate::member_record::readable(app, actor, member_id)
            .await
            .is_ok();
    if !private {
        crate::public::public_member(app, member_id).await?;
    }
    Ok(private)
}

/// A member's results summed up by season and discipline (the statistiky tab): starts,
/// classified, wins, podiums, top tens, the best rank and FIS points, and the starts
/// without a rank. Counted from the same results the member's vysledky tab lists, but a row
/// of one who did not start (DNS, NPS) is no start, and a coach's row is not counted.
pub async fn member_result_stats(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MemberResultStatsRow>> {
    let private = results_are_private(app, actor, member_id).await?;
    Ok(db::member_result_stats(&app.pool, member_id, !private).await?)
}

// ---------------------------------------------------------------------------------------------
// Downloads
// ---------------------------------------------------------------------------------------------

/// A time in Czech form (`1:02,35`), or the status code for a row without one.
pub fn display_time(milliseconds: Option<i32>) -> Option<String> {
    milliseconds
        .and_then(|value| u32::try_from(value).ok())
        .map(time::format_czech)
}

/// Points in Czech form (`23,91`).
pub fn display_points(hundredths: Option<i32>) -> Option<String> {
    hundredths.map(|value| {
        let sign = if value < 0 { "-" } else { "" };
        let value = value.unsigned_abs();
        format!("{sign}{},{:02}", value / 100, value % 100)
    })
}

/// A run, round or jump of a stored row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunView {
    pub number: i32,
    pub jump: bool,
    pub time_ms: Option<i32>,
    /// The status code written in place of the time.
    pub status: Option<String>,
    /// Hundredths of a metre.
    pub distance: Option<i32>,
    /// Hundredths of a point.
    pub points: Option<i32>,
}

/// The runs of a stored row (`result_row.runs`).
pub fn runs_of(value: &serde_json::Value) -> Vec<RunView> {
    let int = |run: &serde_json::Value, key: &str| {
        run.get(key)
            .and_then(serde_json::Value::as_i64)
            .and_then(|value| i32::try_from(value).ok())
    };
    value
        .as_array()
        .map(|runs| {
            runs.iter()
                .map(|run| RunView {
                    number: int(run, "number").unwrap_or(0),
                    jump: run.get("kind").and_then(serde_json::Value::as_str) == Some("JUMP"),
                    time_ms: int(run, "timeMs"),
                    status: run
                        .get("status")
                        .and_then(serde_json::Value::as_str)
                        .map(str::to_owned),
                    distance: int(run, "distance"),
                    points: int(run, "points"),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A result race's sheet of a workbook: Czech headers, a column per run where the race has
/// several, times and points in Czech form.
fn race_sheet(race: &ResultRaceRow, event: &EventRow, rows: &[ResultRowView]) -> xlsx::Sheet {
    let run_count = usize::try_from(race.run_count.max(1)).unwrap_or(1);
    let mut header: Vec<String> = [
        "Pořadí",
        "St. č.",
        "Příjmení",
        "Jméno",
        "Ročník",
        "Národ",
        "Klub",
    ]
    .iter()
    .map(|text| (*text).to_owned())
    .collect();
    if run_count > 1 {
        header.extend((1..=run_count).map(|run| format!("{run}. kolo")));
    }
    header.extend(["Čas", "Ztráta", "FIS body", "Body závodu", "Stav"].map(str::to_owned));
    let text = |value: Option<String>| value.map_or(xlsx::Cell::Empty, xlsx::Cell::Text);
    let number =
        |value: Option<i32>| value.map_or(xlsx::Cell::Empty, |v| xlsx::Cell::Number(f64::from(v)));
    let cells: Vec<Vec<xlsx::Cell>> = rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                number(row.rank),
                number(row.bib),
                xlsx::Cell::Text(row.last_name.clone()),
                xlsx::Cell::Text(row.first_name.clone()),
                number(row.birth_year),
                text(row.nation.clone()),
                text(row.club.clone().or_else(|| row.club_code.clone())),
            ];
            if run_count > 1 {
                let runs = runs_of(&row.runs);
                for run in 1..=run_count {
                    let found = runs.iter().find(|value| value.number == run as i32);
                    let shown = found.and_then(|value| {
                        display_time(value.time_ms).or_else(|| value.status.clone())
                    });
                    cells.push(text(shown));
                }
            }
            cells.push(text(display_time(row.total_time_ms)));
            cells.push(text(
                display_time(row.difference_ms).map(|time| format!("+{time}")),
            ));
            cells.push(text(display_points(row.fis_points)));
            cells.push(text(display_points(row.race_points)));
            cells.push(xlsx::Cell::Text(row.status.code().to_owned()));
            cells
        })
        .collect();
    let title = format!(
        "{} – {}{}",
        event.name,
        race.name,
        race.race_date
            .map(|date| format!(", {}", date.format("%-d. %-m. %Y")))
            .unwrap_or_default()
    );
    xlsx::Sheet {
        name: race.name.clone(),
        title,
        header,
        rows: cells,
    }
}

/// A published result race as XLSX (`/api/public/export/result/race/{id}.xlsx`).
pub async fn result_race_xlsx(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<Download> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    if !race.status.is_public() {
        return Err(AppError::NotFound);
    }
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let bytes = xlsx::result_workbook(&[race_sheet(&race, &event, &rows)])
        .map_err(|error| AppError::Internal(format!("result list xlsx: {error}")))?;
    Ok(Download::xlsx_bytes(
        format!("vysledky-{}-{}.xlsx", event.racing_event_id, result_race_id),
        bytes,
    ))
}

/// Which result races of an event a workbook holds: `{source}` of
/// `/api/public/export/result/event/{event}-{source}.xlsx`.
///
/// The spec names the download without saying what `{source}` is. An event's results come
/// from two kinds of source, and the federation publishes them apart (the FIS races of a
/// FIS-listed event, the national categories of the clubs' timing tool), so `{source}` is:
/// `vse` (every published race), `fis` (races of FIS XML files) or `klub` (races of the
/// clubs' timing tool JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultSource {
    All,
    FisXml,
    ClubTool,
}

impl ResultSource {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "vse" => Some(Self::All),
            "fis" => Some(Self::FisXml),
            "klub" => Some(Self::ClubTool),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::All => "vse",
            Self::FisXml => "fis",
            Self::ClubTool => "klub",
        }
    }

    /// Whether a result race came from this source (the club tool's races are keyed `CT:`).
    fn holds(self, race: &ResultRaceRow) -> bool {
        let club_tool = race.source_key.starts_with("CT:");
        match self {
            Self::All => true,
            Self::FisXml => !club_tool,
            Self::ClubTool => club_tool,
        }
    }
}

/// Most result races one event workbook holds (an event has a few dozen).
const EVENT_WORKBOOK_RACES: usize = 200;

/// An event's published result races of one source as one workbook, a sheet per race in
/// race order (`/api/public/export/result/event/{event}-{source}.xlsx`). An event without
/// such races gives a workbook saying so, as its page does; an event the asker may not see
/// is NOT_FOUND.
pub async fn event_results_xlsx(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    source: ResultSource,
) -> AppResult<Download> {
    let event = visible(app, actor, racing_event_id).await?;
    let races = db::list_result_races(&app.pool, racing_event_id, true).await?;
    let mut races_rows = Vec::new();
    for race in races
        .into_iter()
        .filter(|race| source.holds(race))
        .take(EVENT_WORKBOOK_RACES)
    {
        let rows = db::result_rows(&app.pool, race.result_race_id).await?;
        races_rows.push((race, rows));
    }
    // Writing a workbook of many races is CPU work: off the request threads.
    let bytes = app
        .file_work
        .run("event results xlsx", move || {
            let sheets: Vec<_> = races_rows
                .iter()
                .map(|(race, rows)| race_sheet(race, &event, rows))
                .collect();
            xlsx::result_workbook(&sheets)
        })
        .await?
        .map_err(|error| AppError::Internal(format!("event results xlsx: {error}")))?;
    Ok(Download::xlsx_bytes(
        format!("vysledky-{}-{}.xlsx", racing_event_id, source.code()),
        bytes,
    ))
}

/// A published result race as FIS XML (`/api/public/export/result/race/{id}.xml`): the
/// current layout of its sector, read back equal by Stopa's own import.
pub async fn result_race_xml(app: &App, actor: &Actor, result_race_id: i64) -> AppResult<Download> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    if !race.status.is_public() {
        return Err(AppError::NotFound);
    }
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let hundredths = |value: Option<i32>| value.map(|value| formats::Hundredths(i64::from(value)));
    let unsigned = |value: Option<i32>| value.and_then(|value| u32::try_from(value).ok());
    let file_rows =
        rows.iter()
            .map(|row| ResultRow {
                rank: unsigned(row.rank),
                bib: unsigned(row.bib),
                fis_code: row.fis_code.clone(),
                national_code: None,
                last_name: row.last_name.clone(),
                first_name: row.first_name.clone(),
                nation: row.nation.clone(),
                club: row.club.clone(),
                club_code: row.club_code.clone(),
                birth_year: row.birth_year,
                sex: row.sex,
                runs: runs_of(&row.runs)
                    .into_iter()
                    .map(|run| formats::Run {
                        kind: if run.jump {
                            RunKind::Jump
                        } else {
                            RunKind::Run
                        },
                        number: u8::try_from(run.number).unwrap_or(1),
                        time: match (run.time_ms, run.status.as_deref()) {
                            (Some(ms), _) => u32::try_from(ms)
                                .ok()
                                .map(|milliseconds| RunTime::Finished { milliseconds }),
                            (None, Some(code)) => stopa_domain::results::ResultStatus::parse(code)
                                .map(RunTime::Status),
                            (None, None) => None,
                        },
                        distance: hundredths(run.distance),
                        points: hundredths(run.points),
                    })
                    .collect(),
                total_time_ms: unsigned(row.total_time_ms),
                difference_ms: unsigned(row.difference_ms),
                fis_points: hundredths(row.fis_points),
                race_points: hundredths(row.race_points),
                score: hundredths(row.score),
                status: row.status,
                status_run: row.status_run.and_then(|run| u8::try_from(run).ok()),
            })
            .collect();
    let file_race = Race {
        source_file: None,
        sector: race
            .sector
            .as_deref()
            .and_then(formats::Sector::parse)
            .unwrap_or(formats::Sector::CrossCountry),
        codex: race.codex.clone(),
        national_code: None,
        discipline: race.discipline.clone(),
        gender: race.gender_group,
        season: None,
        date: race.race_date.or(Some(event.date_from)),
        place: race.place.clone().or_else(|| Some(event.place.clone())),
        nation: None,
        category: race.category.clone(),
        event_name: Some(event.name.clone()),
        run_count: u8::try_from(race.run_count.max(1)).unwrap_or(1),
        penalty: hundredths(race.penalty),
        f_value: hundredths(race.f_value),
        club_tool: None,
        rows: file_rows,
    };
    let bytes = fis_xml::write(&ParsedResults {
        races: vec![file_race],
        problems: Vec::new(),
    });
    Ok(Download::xml_bytes(
        format!("vysledky-{}-{}.xml", event.racing_event_id, result_race_id),
        bytes,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_told_from_the_bytes() {
        assert_eq!(
            detect_format(b"PK\x03\x04rest"),
            ResultFormat::FisXmlDataset
        );
        assert_eq!(
            detect_format(b"\xEF\xBB\xBF  {\"a\":1}"),
            ResultFormat::CrossCountryJson
        );
        assert_eq!(detect_format(b"[{}]"), ResultFormat::CrossCountryJson);
        assert_eq!(
            detect_format(b"<?xml version=\"1.0\"?><Fisresults/>"),
            ResultFormat::FisXml
        );
    }

    #[test]
    fn decisions_are_remembered_by_folded_name_and_birth_year() {
        assert_eq!(row_key(" NOVÁK ", "Jan", Some(2010)), "novak|jan|2010");
        assert_eq!(row_key("Nováková", "Eliška", None), "novakova|eliska|");
    }

    #[test]
    fn double_surnames_are_looked_up_by_each_word() {
        assert_eq!(surname_keys(" Nováková "), ["novakova"]);
        assert_eq!(
            surname_keys("Nováková-Černá"),
            ["novakova-cerna", "novakova", "cerna"]
        );
        // Short particles are no key of their own.
        assert_eq!(surname_keys("de la Cruz"), ["de la cruz", "cruz"]);
        assert!(surname_keys("  ").is_empty());
    }

    #[test]
    fn points_are_written_with_a_decimal_comma() {
        assert_eq!(display_points(Some(2391)).as_deref(), Some("23,91"));
        assert_eq!(display_points(Some(-5)).as_deref(), Some("-0,05"));
        assert_eq!(display_points(None), None);
        assert_eq!(display_time(Some(62_350)).as_deref(), Some("1:02,35"));
    }
}
