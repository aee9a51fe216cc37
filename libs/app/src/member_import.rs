//! Importing a club's members from a file (spec §2 `/evidence/clenove/import`, §3 encodings
//! and outcomes, §8 skip messages).
//!
//! The flow: [`upload_member_import`] reads the file (CSV in UTF-8, Windows-1250 or ASCII;
//! XLSX, XLS or ODS), maps its header, and stores every row with its predicted outcome as a
//! DRAFT — the preview, nothing written yet. [`confirm_member_import`] queues the import as a
//! job; the worker (or `stopa-admin import members`) runs [`run_member_import`], which decides
//! every row again against the register as it is then and writes batch by batch.
//!
//! Safety: a batch's members, memberships, audit entries and row outcomes commit in one
//! transaction, and a batch takes only rows without an outcome, so a job delivered twice or a
//! worker killed mid-file never writes a row twice. One row's problem never stops the others:
//! it becomes that row's outcome. The rules of a row are `stopa_domain::member_import`.

use crate::job;
use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{Datelike as _, NaiveDate};
use sqlx::PgConnection;
use stopa_db::member::MemberValues;
use stopa_db::member_import::{
    self as db, AuditBatch, ExistingMember, ImportRow, ImportRowBatch, ImportRowView,
    NewImportedMember, OutcomeBatch,
};
use stopa_db::ruian::UnresolvedAddressValues;
use stopa_domain::address::WrittenAddress;
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::member::AnswerStatus;
use stopa_domain::member_import::{
    ImportOutcome, ImportState, MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS,
    MAX_PREVIEW_ROWS_PER_HOUR, MAX_PREVIEWS_PER_HOUR, same_person,
};
use stopa_domain::policy;
use stopa_domain::text::fold;
use stopa_formats::member_import::{self as columns, HeaderMapping, ImportedMember, MemberColumn};
use stopa_formats::table::{Encoding, ReadOptions, read_table};

use crate::address::{Resolution, resolve_addresses};
use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::write::audit_access;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Rows written in one transaction by the run.
pub const BATCH_ROWS: usize = 1_000;
/// Drafts (uploaded, never confirmed) are deleted after this many hours.
pub const DRAFT_HOURS: i32 = 24;

/// An upload of an import file.
#[derive(Debug, Clone)]
pub struct UploadMemberImport {
    pub club_id: i64,
    pub file_name: String,
    pub bytes: Vec<u8>,
    /// The user's choice; None detects it.
    pub encoding: Option<Encoding>,
}

/// One column of the file and what Stopa reads from it.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct MappedColumn {
    pub index: usize,
    pub header: String,
    /// The member column's code (`FIRST_NAME`, …); None when the column is ignored.
    pub column: Option<String>,
}

/// An import as its page shows it, with what the asker may do.
#[derive(Debug, Clone)]
pub struct MemberImport {
    pub row: ImportRow,
    pub mapping: Vec<MappedColumn>,
    pub warnings: Vec<String>,
}

impl MemberImport {
    fn of(row: ImportRow) -> Self {
        let mapping = serde_json::from_value(row.mapping.clone()).unwrap_or_default();
        Self {
            row,
            mapping,
            warnings: Vec::new(),
        }
    }

    /// Rows per outcome: the run's where it ran, else the preview's.
    pub fn counts(&self) -> Vec<(ImportOutcome, i64)> {
        let source = if self.row.state == ImportState::Draft {
            &self.row.predicted_counts
        } else {
            &self.row.outcome_counts
        };
        ImportOutcome::ALL
            .iter()
            .copied()
            .map(|outcome| {
                let count = source
                    .get(outcome.as_str())
                    .and_then(serde_json::Value::as_i64)
                    .unwrap_or(0);
                (outcome, count)
            })
            .collect()
    }
}

fn column_by_code(code: &str) -> Option<MemberColumn> {
    MemberColumn::ALL
        .into_iter()
        .find(|column| column.code() == code)
}

fn stored_mapping(mapping: &HeaderMapping) -> Vec<MappedColumn> {
    mapping
        .columns
        .iter()
        .map(|column| MappedColumn {
            index: column.index,
            header: column.header.clone(),
            column: column.column.map(|c| c.code().to_owned()),
        })
        .collect()
}

/// The member of a stored row: its cells read through the stored mapping.
fn member_of_cells(
    line: i32,
    cells: &serde_json::Value,
    mapping: &[MappedColumn],
) -> ImportedMember {
    let cells: Vec<String> = cells
        .as_array()
        .map(|cells| {
            cells
                .iter()
                .map(|cell| cell.as_str().unwrap_or("").to_owned())
                .collect()
        })
        .unwrap_or_default();
    let mut values = BTreeMap::new();
    for mapped in mapping {
        let Some(column) = mapped.column.as_deref().and_then(column_by_code) else {
            continue;
        };
        if let Some(text) = cells.get(mapped.index).map(|text| text.trim())
            && !text.is_empty()
        {
            values.entry(column).or_insert_with(|| text.to_owned());
        }
    }
    ImportedMember {
        line: line as u32,
        values,
    }
}

/// The name a row is listed by: "Novák Jan".
fn row_name(member: &ImportedMember) -> String {
    let name = [
        member.get(MemberColumn::LastName),
        member.get(MemberColumn::FirstName),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ");
    if name.is_empty() {
        "(bez jména)".to_owned()
    } else {
        name
    }
}

/// Checks the asker may import into the club; returns nothing but the refusal.
async fn check_club(app: &App, actor: &Actor, club_id: i64) -> AppResult<()> {
    // The policy refuses nobody-logged-in (PUBLIC) as UNAUTHENTICATED; the terminal's
    // operator acts as Admin.
    let club = stopa_db::club::find_club(&app.pool, club_id)
        .await?
        .ok_or_else(|| AppError::field("clubId", "Vybraný klub neexistuje."))?;
    policy::check_member_import(&actor.identity, &crate::club::facts(&club))?;
    Ok(())
}

/// Reads an uploaded file, maps its header and stores its rows with their predicted outcomes
/// as a draft (the preview). Nothing of the register changes.
pub async fn upload_member_import(
    app: &App,
    actor: &Actor,
    request: UploadMemberImport,
) -> AppResult<MemberImport> {
    check_club(app, actor, request.club_id).await?;
    if request.bytes.len() > MAX_IMPORT_BYTES {
        return Err(AppError::coded(
            ErrorCode::FileTooLarge,
            "Soubor je větší než 20 MB. Rozdělte ho prosím na menší části.",
        ));
    }
    // A preview tells which birth numbers the register knows: a limited number an hour.
    let limited = policy::member_import_previews_limited(&actor.identity)
        .then(|| actor.account_id())
        .flatten();
    let earlier_rows = match limited {
        Some(account_id) => {
            let (previews, rows) = db::recent_previews(&app.pool, account_id).await?;
            if previews >= MAX_PREVIEWS_PER_HOUR {
                return Err(too_many_previews());
            }
            rows
        }
        None => 0,
    };
    let options = ReadOptions {
        encoding: request.encoding,
        max_bytes: MAX_IMPORT_BYTES,
        max_rows: MAX_IMPORT_ROWS,
        max_columns: MAX_IMPORT_COLUMNS,
        ..ReadOptions::default()
    };
    let file_name = request.file_name.clone();
    let bytes = request.bytes;
    // Parsing a 20 MB spreadsheet takes a while: off the request threads, a few at a time.
    let table = app
        .file_work
        .run("reading the import file", move || {
            read_table(&file_name, &bytes, &options)
        })
        .await?
        .map_err(|error| AppError::coded(error.code(), error.message()))?;
    if limited.is_some()
        && earlier_rows.saturating_add(table.rows.len() as i64) > MAX_PREVIEW_ROWS_PER_HOUR
    {
        return Err(too_many_previews());
    }
    let mapping = columns::map_header(&table.header);
    if !mapping.missing.is_empty() {
        let missing = mapping
            .missing
            .iter()
            .map(|column| column.label())
            .collect::<Vec<_>>()
            .join(", ");
        return Err(AppError::coded(
            ErrorCode::MissingColumns,
            format!(
                "V souboru chybí sloupce: {missing}. Stáhněte si šablonu importu, nebo pojmenujte sloupce jako v ní."
            ),
        ));
    }
    if table.rows.is_empty() {
        return Err(AppError::coded(
            ErrorCode::EmptyFile,
            "Soubor nemá žádné řádky se členy.",
        ));
    }
    let stored = stored_mapping(&mapping);
    let members: Vec<ImportedMember> = table
        .rows
        .iter()
        .map(|row| columns::imported_member(row, &mapping))
        .collect();
    let today = crate::today();
    let mut transaction = stopa_db::begin(&app.pool).await?;
    // Predictions batch by batch, remembering what earlier rows of the file would do.
    let mut seen = SeenInFile::default();
    let mut rows = ImportRowBatch::default();
    let mut predicted: BTreeMap<&'static str, i64> = BTreeMap::new();
    for (chunk, table_rows) in members
        .chunks(BATCH_ROWS)
        .zip(table.rows.chunks(BATCH_ROWS))
    {
        let plans = plan_rows(
            &mut transaction,
            request.club_id,
            chunk,
            today,
            &mut seen,
            &app.contact_email,
        )
        .await?;
        for ((plan, member), table_row) in plans.iter().zip(chunk).zip(table_rows) {
            *predicted.entry(plan.outcome.as_str()).or_default() += 1;
            rows.lines.push(member.line as i32);
            rows.cells
                .push(serde_json::Value::from(table_row.cells.clone()));
            rows.names.push(row_name(member));
            rows.predicted_outcomes.push(plan.outcome);
            rows.predicted_details.push(plan.detail.clone());
        }
    }
    let predicted_counts = serde_json::Value::Object(
        predicted
            .into_iter()
            .map(|(key, count)| (key.to_owned(), serde_json::Value::from(count)))
            .collect(),
    );
    let import_id = db::insert_import(
        &mut transaction,
        &db::NewImport {
            club_id: request.club_id,
            file_name: &request.file_name,
            file_kind: table.kind.as_str(),
            encoding: table.encoding.map(Encoding::as_str),
            layout: mapping.layout.code(),
            mapping: serde_json::to_value(&stored)
                .map_err(|error| AppError::Internal(format!("mapping: {error}")))?,
            header: serde_json::Value::from(table.header.clone()),
            total_rows: rows.lines.len() as i32,
            predicted_counts,
            created_by_account_id: actor.account_id(),
            created_by_identity_id: (actor.identity.identity_id != 0)
                .then_some(actor.identity.identity_id),
        },
    )
    .await?;
    db::insert_import_rows(&mut transaction, import_id, &rows).await?;
    stopa_db::audit::insert_audit(
        &mut *transaction,
        &stopa_db::audit::AuditEntry {
            account_id: actor.account_id(),
            identity_id: Some(actor.identity.identity_id),
            action: "upload",
            entity: "member_import",
            entity_id: Some(import_id),
            detail: serde_json::json!({
                "club_id": request.club_id,
                "file_name": request.file_name,
                "rows": rows.lines.len(),
            }),
        },
    )
    .await?;
    stopa_db::commit(transaction).await?;
    let row = db::find_import(&app.pool, import_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let mut import = MemberImport::of(row);
    import.warnings = table.warnings;
    Ok(import)
}

/// Loads an import the asker may see (those who may import into its club).
async fn readable(app: &App, actor: &Actor, member_import_id: i64) -> AppResult<ImportRow> {
    let row = db::find_import(&app.pool, member_import_id)
        .await?
        .ok_or(AppError::NotFound)?;
    check_club(app, actor, row.club_id).await?;
    Ok(row)
}

/// One import with its counts and state.
pub async fn member_import(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
) -> AppResult<MemberImport> {
    Ok(MemberImport::of(
        readable(app, actor, member_import_id).await?,
    ))
}

/// The finished and running imports into a club, newest first.
pub async fn club_imports(app: &App, actor: &Actor, club_id: i64) -> AppResult<Vec<MemberImport>> {
    check_club(app, actor, club_id).await?;
    Ok(db::list_club_imports(&app.pool, club_id)
        .await?
        .into_iter()
        .map(MemberImport::of)
        .collect())
}

/// A page of an import's rows.
pub async fn member_import_rows(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
    outcome: Option<ImportOutcome>,
    page: i64,
    per_page: i64,
) -> AppResult<(Vec<ImportRowView>, i64)> {
    readable(app, actor, member_import_id).await?;
    let per_page = per_page.clamp(1, 500);
    let offset = (page.max(1) - 1) * per_page;
    Ok(db::list_import_rows(&app.pool, member_import_id, outcome, per_page, offset).await?)
}

/// Confirms a draft: the import is queued for the worker.
pub async fn confirm_member_import(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
) -> AppResult<MemberImport> {
    readable(app, actor, member_import_id).await?;
    let mut transaction = stopa_db::begin(&app.pool).await?;
    if !db::confirm_import(&mut transaction, member_import_id).await? {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Import už byl spuštěn. Pro nový import nahrajte soubor znovu.",
        ));
    }
    stopa_db::audit::insert_audit(
        &mut *transaction,
        &stopa_db::audit::AuditEntry {
            account_id: actor.account_id(),
            identity_id: Some(actor.identity.identity_id),
            action: "confirm",
            entity: "member_import",
            entity_id: Some(member_import_id),
            detail: serde_json::json!({}),
        },
    )
    .await?;
    stopa_db::commit(transaction).await?;
    let enqueued = app
        .queues
        .enqueue(
            &app.pool,
            &job::MemberImport { member_import_id },
            actor.account_id(),
        )
        .await
        .map_err(crate::job::enqueue_error)?;
    db::set_import_job(&app.pool, member_import_id, enqueued.job_id).await?;
    member_import(app, actor, member_import_id).await
}

/// Confirms a draft to be run by the caller itself ([`run_member_import`] in the terminal),
/// not by the worker.
pub async fn confirm_member_import_here(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
) -> AppResult<()> {
    readable(app, actor, member_import_id).await?;
    let mut transaction = stopa_db::begin(&app.pool).await?;
    if !db::confirm_import(&mut transaction, member_import_id).await? {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Import už byl spuštěn.",
        ));
    }
    stopa_db::commit(transaction).await?;
    Ok(())
}

/// Deletes a draft the user does not want (or a terminal dry run).
pub async fn discard_member_import(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
) -> AppResult<()> {
    readable(app, actor, member_import_id).await?;
    if db::delete_draft(&app.pool, member_import_id).await? {
        Ok(())
    } else {
        Err(AppError::coded(
            ErrorCode::Conflict,
            "Spuštěný import nelze zahodit.",
        ))
    }
}

/// How far a run got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunProgress {
    pub processed: i64,
    pub total: i64,
}

/// Runs a confirmed import to its end (the worker's job; the terminal's import). Continues
/// where an earlier run stopped; a completed import is left alone. `progress` hears after
/// every batch, `between_batches` runs after each commit (the worker extends its lease).
pub async fn run_member_import(
    app: &App,
    member_import_id: i64,
    mut progress: impl FnMut(RunProgress),
) -> AppResult<ImportState> {
    let Some(import) = db::find_import(&app.pool, member_import_id).await? else {
        return Err(AppError::NotFound);
    };
    if !db::start_import(&app.pool, member_import_id).await? {
        return Ok(import.state);
    }
    let mapping: Vec<MappedColumn> = serde_json::from_value(import.mapping.clone())
        .map_err(|error| AppError::Internal(format!("stored mapping: {error}")))?;
    let mut processed = i64::from(import.processed_rows);
    let total = i64::from(import.total_rows);
    progress(RunProgress { processed, total });
    let today = crate::today();
    let mut seen = SeenInFile::default();
    loop {
        let mut transaction = stopa_db::begin(&app.pool).await?;
        let pending =
            db::pending_rows(&mut *transaction, member_import_id, BATCH_ROWS as i64).await?;
        if pending.is_empty() {
            break;
        }
        let members: Vec<ImportedMember> = pending
            .iter()
            .map(|row| member_of_cells(row.line, &row.cells, &mapping))
            .collect();
        let plans = plan_rows(
            &mut transaction,
            import.club_id,
            &members,
            today,
            &mut seen,
            &app.contact_email,
        )
        .await?;
        write_batch(&mut transaction, &import, &members, plans, today).await?;
        stopa_db::commit(transaction).await?;
        processed += pending.len() as i64;
        progress(RunProgress { processed, total });
    }
    db::finish_import(&app.pool, member_import_id, None).await?;
    let birth_numbers_checked = crate::cleanup::check_birth_numbers(&app.pool).await;
    if let Err(error) = birth_numbers_checked {
        tracing::warn!(
            member_import.id = member_import_id,
            error.code = %error.code(),
            "birth-number check after the import failed"
        );
    }
    Ok(ImportState::Completed)
}

/// Marks an import FAILED (its job gave up).
pub async fn fail_member_import(app: &App, member_import_id: i64, reason: &str) -> AppResult<()> {
    db::finish_import(&app.pool, member_import_id, Some(reason)).await?;
    Ok(())
}

/// The skipped rows of an import as a CSV to fix and upload again: the file's own columns and
/// the reason.
pub async fn skipped_rows_csv(
    app: &App,
    actor: &Actor,
    member_import_id: i64,
) -> AppResult<Download> {
    let import = readable(app, actor, member_import_id).await?;
    let header: Vec<String> = serde_json::from_value(import.header.clone()).unwrap_or_default();
    let rows: Vec<(Vec<String>, String)> = db::skipped_rows(&app.pool, member_import_id)
        .await?
        .into_iter()
        .map(|row| {
            let cells = row
                .cells
                .as_array()
                .map(|cells| {
                    cells
                        .iter()
                        .map(|cell| cell.as_str().unwrap_or("").to_owned())
                        .collect()
                })
                .unwrap_or_default();
            let outcome = row.outcome.unwrap_or(row.predicted_outcome);
            let detail = row.detail.or(row.predicted_detail);
            let mut reason = outcome.message(&app.contact_email);
            if let Some(detail) = detail {
                reason = format!("{reason} ({detail})");
            }
            (cells, reason)
        })
        .collect();
    audit_access(
        app,
        actor,
        "export_personal_data",
        "member_import_skipped_rows",
        Some(member_import_id),
        serde_json::json!({ "rows": rows.len() }),
    )
    .await?;
    let bytes = columns::skipped_rows_csv(&header, &rows);
    let stem = import
        .file_name
        .rsplit_once('.')
        .map_or(import.file_name.as_str(), |(stem, _)| stem);
    Ok(Download::csv_bytes(
        format!("{stem} - přeskočené řádky.csv"),
        bytes,
    ))
}

/// The import template: CSV or XLSX with Stopa's Czech column names.
pub fn template(xlsx: bool) -> AppResult<Download> {
    if xlsx {
        let bytes = columns::template_xlsx()
            .map_err(|error| AppError::Internal(format!("template: {error}")))?;
        Ok(Download::xlsx_bytes(
            "šablona importu členů.xlsx".to_owned(),
            bytes,
        ))
    } else {
        Ok(Download::csv_bytes(
            "šablona importu členů.csv".to_owned(),
            columns::template_csv(),
        ))
    }
}

// ---------------------------------------------------------------------------------------------
// Deciding rows
// ---------------------------------------------------------------------------------------------

/// A row's person, as far as the row identifies one.
#[derive(Debug, Clone)]
struct Person {
    values: MemberValues,
    /// The folded "last first" name (the register's search name).
    search_name: String,
    address: OwnedAddress,
    /// Notes on left-out values (an invalid e-mail).
    notes: Vec<String>,
}

#[derive(Debug, Clone, Default)]
struct OwnedAddress {
    municipality: Option<String>,
    municipality_part: Option<String>,
    street: Option<String>,
    house_number: Option<String>,
    orientation_number: Option<String>,
    postcode: Option<String>,
}

impl OwnedAddress {
    fn written(&self) -> WrittenAddress<'_> {
        WrittenAddress {
            municipality: self.municipality.as_deref(),
            municipality_part: self.municipality_part.as_deref(),
            street: self.street.as_deref(),
            house_number: self.house_number.as_deref(),
            orientation_number: self.orientation_number.as_deref(),
            postcode: self.postcode.as_deref(),
        }
    }
}

/// What to do with one row.
#[derive(Debug, Clone)]
struct RowPlan {
    outcome: ImportOutcome,
    detail: Option<String>,
    action: RowAction,
}

#[derive(Debug, Clone)]
enum RowAction {
    Nothing,
    Create(Box<Person>, Option<i64>),
    Join {
        member_id: i64,
        valid_from: NaiveDate,
    },
    Unresolved(Box<UnresolvedAddressValues>),
}

impl RowPlan {
    fn skip(outcome: ImportOutcome, detail: Option<String>) -> Self {
        Self {
            outcome,
            detail,
            action: RowAction::Nothing,
        }
    }
}

/// Who earlier rows of the same file already are (a person twice in one file is imported
/// once; the second row says it is already a member of this club).
#[derive(Debug, Default)]
struct SeenInFile {
    birth_numbers: HashSet<String>,
    names: HashSet<(String, NaiveDate)>,
}

fn birth_number_of(text: &str, today: NaiveDate) -> Result<BirthNumber, String> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    match BirthNumber::parse_on(&digits, today) {
        Ok(number) => Ok(number),
        Err(error) => {
            // Excel drops the leading zero of numbers born 2000–2009 ("0151011234" became
            // 151011234): such a 9-digit number is read with its zero back.
            let plain: String = digits.chars().filter(char::is_ascii_digit).collect();
            if plain.len() == 9
                && let Ok(number) = BirthNumber::parse_on(&format!("0{plain}"), today)
            {
                return Ok(number);
            }
            Err(error.to_string())
        }
    }
}

/// The person of a row, or the outcome that skips it (rules 1 and 2 of the module).
fn person_of(member: &ImportedMember, today: NaiveDate) -> Result<Person, RowPlan> {
    let invalid = |detail: String| RowPlan::skip(ImportOutcome::SkippedInvalidRow, Some(detail));
    let missing_id = |detail: &str| {
        RowPlan::skip(
            ImportOutcome::SkippedPersonalIdMissing,
            Some(detail.to_owned()),
        )
    };
    let get = |column| member.get(column);
    let mut problems = Vec::new();
    let first_name = get(MemberColumn::FirstName);
    let last_name = get(MemberColumn::LastName);
    if first_name.is_none() {
        problems.push("chybí jméno".to_owned());
    }
    if last_name.is_none() {
        problems.push("chybí příjmení".to_owned());
    }
    let citizenship_text = get(MemberColumn::Citizenship);
    let citizenship = match citizenship_text {
        Some(text) => columns::parse_country(text).unwrap_or_else(|| {
            problems.push(format!("neznámé státní občanství „{text}“"));
            String::new()
        }),
        None => "CZ".to_owned(),
    };
    let birth_date = get(MemberColumn::BirthDate).and_then(|text| {
        let date = columns::parse_date(text);
        if date.is_none() {
            problems.push(format!("neplatné datum narození „{text}“"));
        }
        date
    });
    let sex = get(MemberColumn::Sex).and_then(|text| {
        let sex = columns::parse_sex(text);
        if sex.is_none() {
            problems.push(format!("neznámé pohlaví „{text}“"));
        }
        sex
    });
    if !problems.is_empty() {
        return Err(invalid(problems.join(", ")));
    }
    let birth_number = get(MemberColumn::BirthNumber).map(|text| birth_number_of(text, today));
    let (birth_number, birth_date, sex) = match (citizenship.as_str(), birth_number) {
        (_, Some(Ok(number))) => {
            if birth_date.is_some_and(|date| date != number.birth_date()) {
                return Err(missing_id("datum narození neodpovídá rodnému číslu"));
            }
            if sex.is_some_and(|sex| sex != number.sex()) {
                return Err(missing_id("pohlaví neodpovídá rodnému číslu"));
            }
            (
                Some(number.digits().to_owned()),
                number.birth_date(),
                number.sex(),
            )
        }
        ("CZ", Some(Err(error))) => return Err(missing_id(&error)),
        ("CZ", None) => return Err(missing_id("chybí rodné číslo")),
        // A foreigner: a birth date and citizenship identify; a wrong birth number of another
        // country's system is left out.
        (_, _) => {
            let Some(birth_date) = birth_date else {
                return Err(missing_id("cizinec potřebuje datum narození"));
            };
            let Some(sex) = sex else {
                return Err(invalid("chybí pohlaví".to_owned()));
            };
            (None, birth_date, sex)
        }
    };
    if birth_date > today || birth_date.year() < 1900 {
        return Err(invalid("datum narození není možné".to_owned()));
    }
    let mut notes = Vec::new();
    let email = get(MemberColumn::Email).and_then(|text| {
        let ok = stopa_domain::validation::is_email(text);
        if !ok {
            notes.push(format!("e-mail „{text}“ není platný, nebyl uložen"));
        }
        ok.then(|| text.to_owned())
    });
    let phone = get(MemberColumn::Phone).and_then(|text| {
        let mut check = stopa_domain::validation::FormCheck::new();
        let phone = check.optional_phone("phone", Some(text));
        if check.finish().is_err() {
            notes.push(format!("telefon „{text}“ není platný, nebyl uložen"));
            None
        } else {
            phone
        }
    });
    let country = match get(MemberColumn::Country) {
        Some(text) => columns::parse_country(text).unwrap_or_else(|| "CZ".to_owned()),
        None => "CZ".to_owned(),
    };
    let parts = member.address();
    let address = OwnedAddress {
        municipality: parts.municipality,
        municipality_part: parts.municipality_part,
        street: parts.street,
        house_number: parts.house_number,
        orientation_number: parts.orientation_number,
        postcode: parts.postcode,
    };
    let limited = |text: Option<&str>, max: usize| {
        text.map(|text| text.chars().take(max).collect::<String>())
    };
    let (first_name, last_name) = (
        first_name.unwrap_or_default(),
        last_name.unwrap_or_default(),
    );
    if first_name.chars().count() > 100 || last_name.chars().count() > 100 {
        return Err(invalid(
            "jméno nebo příjmení je delší než 100 znaků".to_owned(),
        ));
    }
    let fis_code = get(MemberColumn::FisCode)
        .filter(|code| code.len() <= 10 && code.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_owned);
    let values = MemberValues {
        title_before: limited(get(MemberColumn::TitleBefore), 40),
        first_name: first_name.to_owned(),
        middle_names: limited(get(MemberColumn::MiddleNames), 100),
        last_name: last_name.to_owned(),
        title_after: limited(get(MemberColumn::TitleAfter), 40),
        sex,
        birth_date,
        birth_number,
        citizenship,
        municipality: limited(address.municipality.as_deref(), 100),
        municipality_part: limited(address.municipality_part.as_deref(), 100),
        street: limited(address.street.as_deref(), 150),
        house_number: limited(address.house_number.as_deref(), 10),
        orientation_number: limited(address.orientation_number.as_deref(), 10),
        postcode: limited(address.postcode.as_deref(), 12),
        country,
        email,
        phone,
        fis_code,
        answer_status: AnswerStatus::WithoutAnswer,
    };
    Ok(Person {
        search_name: fold(&format!("{last_name} {first_name}")),
        values,
        address,
        notes,
    })
}

/// The refusal of one preview too many within an hour.
fn too_many_previews() -> AppError {
    AppError::coded(
        ErrorCode::TooManyAttempts,
        format!(
            "Za poslední hodinu jste nahráli příliš mnoho náhledů importu (nejvýše \
             {MAX_PREVIEWS_PER_HOUR} souborů a {} řádků za hodinu). Zkuste to prosím později.",
            stopa_formats::czech::grouped_number(MAX_PREVIEW_ROWS_PER_HOUR)
        ),
    )
}

/// The outcome of a person the register knows (rule 3). Of a person outside the uploader's
/// club the import tells only what its file already shows: unless the file's name and birth
/// date are the register's, the row is refused as a birth number that belongs to somebody
/// else, without a word of that person's club or archive (`contact_email` is whom to ask).
fn existing_outcome(
    existing: &ExistingMember,
    person: &Person,
    club_id: i64,
    today: NaiveDate,
    contact_email: &str,
) -> RowPlan {
    if existing.club_id != Some(club_id)
        && !same_person(
            &person.search_name,
            person.values.birth_date,
            &existing.search_name,
            existing.birth_date,
        )
    {
        return RowPlan::skip(
            ImportOutcome::SkippedPersonalIdMissing,
            Some(format!(
                "toto rodné číslo má v evidenci jiná osoba – kontaktuj {contact_email}"
            )),
        );
    }
    if existing.archived {
        return RowPlan::skip(ImportOutcome::SkippedArchived, None);
    }
    match existing.club_id {
        Some(club) if club == club_id => {
            RowPlan::skip(ImportOutcome::SkippedAlreadyMemberMyClub, None)
        }
        Some(_) => RowPlan::skip(ImportOutcome::SkippedAlreadyMemberOtherClub, None),
        None => {
            // Joins from the day after its last membership ended at the earliest.
            let valid_from = existing
                .last_membership_end
                .and_then(|end| end.succ_opt())
                .map_or(today, |next| next.max(today));
            RowPlan {
                outcome: ImportOutcome::MemberExistsCreatedMembership,
                detail: None,
                action: RowAction::Join {
                    member_id: existing.member_id,
                    valid_from,
                },
            }
        }
    }
}

/// Decides a batch of rows against the register as `connection` sees it.
async fn plan_rows(
    connection: &mut PgConnection,
    club_id: i64,
    members: &[ImportedMember],
    today: NaiveDate,
    seen: &mut SeenInFile,
    contact_email: &str,
) -> AppResult<Vec<RowPlan>> {
    let mut plans: Vec<Option<RowPlan>> = vec![None; members.len()];
    let mut persons: Vec<Option<Person>> = vec![None; members.len()];
    for (index, member) in members.iter().enumerate() {
        match person_of(member, today) {
            Ok(person) => persons[index] = Some(person),
            Err(plan) => plans[index] = Some(plan),
        }
    }
    // Rule 3: who the register knows.
    let birth_numbers: Vec<String> = persons
        .iter()
        .flatten()
        .filter_map(|person| person.values.birth_number.clone())
        .collect();
    let by_number: HashMap<String, ExistingMember> =
        db::members_by_birth_numbers(&mut *connection, &birth_numbers)
            .await?
            .into_iter()
            .filter_map(|member| member.birth_number.clone().map(|number| (number, member)))
            .collect();
    let (dates, names): (Vec<NaiveDate>, Vec<String>) = persons
        .iter()
        .flatten()
        .filter(|person| person.values.birth_number.is_none())
        .map(|person| (person.values.birth_date, person.search_name.clone()))
        .unzip();
    let mut by_name: HashMap<(String, NaiveDate, String), ExistingMember> = HashMap::new();
    for member in db::members_by_name_and_birth_date(&mut *connection, &dates, &names).await? {
        by_name.insert(
            (
                member.search_name.clone(),
                member.birth_date,
                member.citizenship.clone(),
            ),
            member,
        );
    }
    let mut czech_addresses: Vec<usize> = Vec::new();
    for (index, person) in persons.iter().enumerate() {
        let Some(person) = person else { continue };
        let existing = match &person.values.birth_number {
            Some(number) => by_number.get(number),
            None => by_name.get(&(
                person.search_name.clone(),
                person.values.birth_date,
                person.values.citizenship.clone(),
            )),
        };
        let repeated = match &person.values.birth_number {
            Some(number) => seen.birth_numbers.contains(number),
            None => seen
                .names
                .contains(&(person.search_name.clone(), person.values.birth_date)),
        };
        if repeated {
            plans[index] = Some(RowPlan::skip(
                ImportOutcome::SkippedAlreadyMemberMyClub,
                Some("v souboru je už na dřívějším řádku".to_owned()),
            ));
            continue;
        }
        if let Some(existing) = existing {
            let plan = existing_outcome(existing, person, club_id, today, contact_email);
            if matches!(plan.action, RowAction::Join { .. }) {
                remember(seen, person);
            }
            plans[index] = Some(plan);
            continue;
        }
        if person.values.country == "CZ" && !person.address.written().is_empty() {
            czech_addresses.push(index);
        } else {
            remember(seen, person);
            plans[index] = Some(created(person.clone(), None));
        }
    }
    // Rule 4: a new person's Czech address.
    let written: Vec<WrittenAddress<'_>> = czech_addresses
        .iter()
        .filter_map(|index| {
            persons[*index]
                .as_ref()
                .map(|person| person.address.written())
        })
        .collect();
    let resolutions = resolve_addresses(&mut *connection, &written).await?;
    drop(written);
    for (index, resolution) in czech_addresses.iter().zip(resolutions) {
        let Some(person) = persons[*index].take() else {
            continue;
        };
        plans[*index] = Some(match resolution {
            Resolution::NoAddress => {
                remember(seen, &person);
                created(person, None)
            }
            Resolution::MissingHouseNumber => {
                RowPlan::skip(ImportOutcome::SkippedMissingHouseNumber, None)
            }
            Resolution::NotFound(values) => RowPlan {
                outcome: ImportOutcome::SkippedCanNotFoundAddress,
                detail: Some(values.address_text.clone()),
                action: RowAction::Unresolved(Box::new(values)),
            },
            Resolution::Resolved(point) => {
                remember(seen, &person);
                let mut person = person;
                let values = &mut person.values;
                values.municipality = Some(point.municipality_name.clone());
                values.municipality_part.clone_from(&point.part_name);
                values.street = Some(point.street_or_part());
                values.house_number = Some(point.house_number.to_string());
                values.orientation_number = point.orientation_text();
                values.postcode = Some(point.postcode.clone());
                created(person, Some(point.code))
            }
        });
    }
    Ok(plans
        .into_iter()
        .map(|plan| plan.unwrap_or_else(|| RowPlan::skip(ImportOutcome::SkippedInvalidRow, None)))
        .collect())
}

fn remember(seen: &mut SeenInFile, person: &Person) {
    match &person.values.birth_number {
        Some(number) => {
            seen.birth_numbers.insert(number.clone());
        }
        None => {
            seen.names
                .insert((person.search_name.clone(), person.values.birth_date));
        }
    }
}

fn created(person: Person, ruian_address_code: Option<i64>) -> RowPlan {
    let detail = (!person.notes.is_empty()).then(|| person.notes.join("; "));
    RowPlan {
        outcome: ImportOutcome::CreatedNewMember,
        detail,
        action: RowAction::Create(Box::new(person), ruian_address_code),
    }
}

/// Writes a batch's plans: new members with memberships, joins, worklist entries, the audit
/// entries and the rows' outcomes.
async fn write_batch(
    connection: &mut PgConnection,
    import: &ImportRow,
    members: &[ImportedMember],
    plans: Vec<RowPlan>,
    today: NaiveDate,
) -> AppResult<()> {
    let mut new_members = Vec::new();
    let mut new_lines = Vec::new();
    let mut joins: Vec<(i64, NaiveDate, i32)> = Vec::new();
    let mut unresolved = Vec::new();
    let mut outcomes = OutcomeBatch::default();
    for (member, plan) in members.iter().zip(plans) {
        let line = member.line as i32;
        outcomes.lines.push(line);
        outcomes.outcomes.push(plan.outcome);
        outcomes.details.push(plan.detail);
        outcomes.member_ids.push(None);
        outcomes.unresolved_address_ids.push(None);
        match plan.action {
            RowAction::Nothing => {}
            RowAction::Create(person, code) => {
                new_lines.push((outcomes.lines.len() - 1, line));
                new_members.push(NewImportedMember {
                    uuid: uuid::Uuid::new_v4(),
                    values: person.values,
                    ruian_address_code: code,
                });
            }
            RowAction::Join {
                member_id,
                valid_from,
            } => {
                *outcomes.member_ids.last_mut().expect("pushed") = Some(member_id);
                joins.push((member_id, valid_from, line));
            }
            RowAction::Unresolved(values) => {
                unresolved.push((outcomes.lines.len() - 1, *values));
            }
        }
    }
    let mut audit = AuditBatch::default();
    let ids: HashMap<uuid::Uuid, i64> =
        db::insert_imported_members(connection, &new_members, import.club_id, today)
            .await?
            .into_iter()
            .collect();
    for ((position, line), member) in new_lines.iter().zip(&new_members) {
        let member_id = ids.get(&member.uuid).copied();
        outcomes.member_ids[*position] = member_id;
        if let Some(member_id) = member_id {
            audit.actions.push("import_create".to_owned());
            audit.entities.push("member".to_owned());
            audit.entity_ids.push(member_id);
            audit.details.push(serde_json::json!({
                "member_import_id": import.member_import_id,
                "line": line,
                "club_id": import.club_id,
                "membership_valid_from": today,
                "after": member.values,
            }));
        }
    }
    if !joins.is_empty() {
        let member_ids: Vec<i64> = joins.iter().map(|(id, ..)| *id).collect();
        let valid_froms: Vec<NaiveDate> = joins.iter().map(|(_, from, _)| *from).collect();
        db::insert_memberships(connection, &member_ids, import.club_id, &valid_froms).await?;
        for (member_id, valid_from, line) in &joins {
            audit.actions.push("import_join_club".to_owned());
            audit.entities.push("member".to_owned());
            audit.entity_ids.push(*member_id);
            audit.details.push(serde_json::json!({
                "member_import_id": import.member_import_id,
                "line": line,
                "club_id": import.club_id,
                "membership_valid_from": valid_from,
            }));
        }
    }
    if !unresolved.is_empty() {
        let values: Vec<UnresolvedAddressValues> = unresolved
            .iter()
            .map(|(_, values)| values.clone())
            .collect();
        let ids: HashMap<String, i64> =
            stopa_db::ruian::upsert_unresolved_addresses(connection, &values)
                .await?
                .into_iter()
                .collect();
        for (position, values) in &unresolved {
            outcomes.unresolved_address_ids[*position] = ids.get(&values.address_key).copied();
        }
    }
    db::insert_audit_batch(
        connection,
        import.created_by_account_id,
        import.created_by_identity_id,
        &audit,
    )
    .await?;
    db::record_outcomes(connection, import.member_import_id, &outcomes).await?;
    Ok(())
}

/// Counts of a run for the terminal: outcome code and rows.
pub fn outcome_lines(import: &MemberImport) -> Vec<(ImportOutcome, i64)> {
    import
        .counts()
        .into_iter()
        .filter(|(_, count)| *count > 0)
        .collect()
}
