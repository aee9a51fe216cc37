//! Uploading a result file: its format told from the bytes, the file read off the async threads,
//! the import recorded and its job queued.

use crate::job;

use stopa_db::results::{self as db, ResultImportRow};
use stopa_domain::member_import::ImportProgress;
use stopa_domain::policy;
use stopa_domain::results::ResultFormat;
use stopa_formats::results::{ParseError, ParsedResults, cc_json, fis_xml};

use super::{COUNT_KEYS, MAX_RESULT_FILE_BYTES};
use crate::error::{AppError, AppResult};
use crate::racing_event::{facts, visible};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

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

pub(super) fn parse(format: ResultFormat, bytes: &[u8]) -> Result<ParsedResults, ParseError> {
    match format {
        ResultFormat::FisXml => fis_xml::parse(bytes),
        ResultFormat::FisXmlDataset => fis_xml::parse_dataset(bytes),
        ResultFormat::CrossCountryJson => cc_json::parse(bytes),
    }
}

pub(super) async fn parse_off_thread(
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
            &job::ResultImport { result_import_id },
            actor.account_id(),
        )
        .await
        .map_err(crate::job::enqueue_error)?;
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
