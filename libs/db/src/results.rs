//! Results: uploaded result files, result races with their rows, and the pairing of rows to
//! members (candidates, suggestions, remembered decisions).

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::{PairingMethod, ResultImportState};
use stopa_domain::results::{ResultFormat, ResultRaceStatus, ResultStatus};

use crate::{DbError, DbResult};

// ---------------------------------------------------------------------------------------------
// Imports
// ---------------------------------------------------------------------------------------------

/// A new upload.
#[derive(Debug, Clone)]
pub struct NewResultImport<'a> {
    pub racing_event_id: i64,
    pub race_id: Option<i64>,
    pub file_name: &'a str,
    pub format: ResultFormat,
    pub content: &'a [u8],
    pub total_rows: i32,
    pub race_count: i32,
    pub created_by_account_id: Option<i64>,
    pub created_by_identity_id: Option<i64>,
}

pub async fn insert_result_import(
    connection: &mut PgConnection,
    import: &NewResultImport<'_>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"insert into result_import (racing_event_id, race_id, file_name, format, content,
               total_rows, race_count, created_by_account_id, created_by_identity_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           returning result_import_id"#,
        import.racing_event_id,
        import.race_id,
        import.file_name,
        import.format as ResultFormat,
        import.content,
        import.total_rows,
        import.race_count,
        import.created_by_account_id,
        import.created_by_identity_id
    )
    .fetch_one(connection)
    .await?)
}

/// An import as its page shows it (without the file).
#[derive(Debug, Clone)]
pub struct ResultImportRow {
    pub result_import_id: i64,
    pub racing_event_id: i64,
    pub race_id: Option<i64>,
    pub file_name: String,
    pub format: ResultFormat,
    pub state: ResultImportState,
    pub total_rows: i32,
    pub processed_rows: i32,
    pub race_count: i32,
    pub outcome_counts: serde_json::Value,
    pub problems: serde_json::Value,
    pub job_id: Option<i64>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

pub async fn find_result_import(
    executor: impl PgExecutor<'_>,
    result_import_id: i64,
) -> DbResult<Option<ResultImportRow>> {
    sqlx::query_as!(
        ResultImportRow,
        r#"select result_import_id, racing_event_id, race_id, file_name,
                  format as "format: ResultFormat", state as "state: ResultImportState", total_rows, processed_rows, race_count,
                  outcome_counts, problems, job_id, error, created_at, finished_at
           from result_import where result_import_id = $1"#,
        result_import_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The latest imports of an event, newest first.
pub async fn list_result_imports(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<ResultImportRow>> {
    sqlx::query_as!(
        ResultImportRow,
        r#"select result_import_id, racing_event_id, race_id, file_name,
                  format as "format: ResultFormat", state as "state: ResultImportState", total_rows, processed_rows, race_count,
                  outcome_counts, problems, job_id, error, created_at, finished_at
           from result_import where racing_event_id = $1
           order by created_at desc, result_import_id desc limit 20"#,
        racing_event_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn set_result_import_job(
    executor: impl PgExecutor<'_>,
    result_import_id: i64,
    job_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update result_import set job_id = $2, updated_at = now() where result_import_id = $1",
        result_import_id,
        job_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// The file of an import still to run, marking it RUNNING; `None` when it is finished (a
/// redelivered job of a completed import).
pub async fn start_result_import(
    executor: impl PgExecutor<'_>,
    result_import_id: i64,
) -> DbResult<Option<Vec<u8>>> {
    Ok(sqlx::query_scalar!(
        r#"update result_import set state = 'RUNNING', processed_rows = 0, updated_at = now()
           where result_import_id = $1 and state in ('QUEUED', 'RUNNING')
           returning content"#,
        result_import_id
    )
    .fetch_optional(executor)
    .await?
    .flatten())
}

pub async fn set_result_import_progress(
    executor: impl PgExecutor<'_>,
    result_import_id: i64,
    processed_rows: i32,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_import set processed_rows = least($2, total_rows), updated_at = now()
           where result_import_id = $1"#,
        result_import_id,
        processed_rows
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Ends an import: COMPLETED with its counts (the file is dropped), or FAILED with the reason
/// (the file is dropped too: a failed import is uploaded again).
pub async fn finish_result_import(
    executor: impl PgExecutor<'_>,
    result_import_id: i64,
    outcome_counts: &serde_json::Value,
    problems: &serde_json::Value,
    error: Option<&str>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_import
           set state = case when $4::text is null then 'COMPLETED' else 'FAILED' end,
               outcome_counts = $2, problems = $3, error = $4, content = null,
               processed_rows = case when $4::text is null then total_rows else processed_rows end,
               finished_at = now(), updated_at = now()
           where result_import_id = $1 and state in ('QUEUED', 'RUNNING')"#,
        result_import_id,
        outcome_counts,
        problems,
        error
    )
    .execute(executor)
    .await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Result races
// ---------------------------------------------------------------------------------------------

/// A race of an uploaded file, as the import stores it.
#[derive(Debug, Clone)]
pub struct ResultRaceValues {
    pub racing_event_id: i64,
    pub race_id: Option<i64>,
    pub source_key: String,
    pub name: String,
    pub sector: Option<String>,
    pub discipline: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub category: Option<String>,
    pub codex: Option<String>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
    pub run_count: i16,
    pub penalty: Option<i32>,
    pub f_value: Option<i32>,
    pub result_import_id: Option<i64>,
    /// For a new version of a published race: the race it replaces.
    pub replaces_result_race_id: Option<i64>,
}

/// The result race of an event's source with its status, locked until the transaction ends
/// (an import of the same race waits).
pub async fn lock_result_race_by_source(
    connection: &mut PgConnection,
    racing_event_id: i64,
    source_key: &str,
) -> DbResult<Option<(i64, ResultRaceStatus)>> {
    Ok(sqlx::query!(
        r#"select result_race_id, status as "status: ResultRaceStatus" from result_race
           where racing_event_id = $1 and source_key = $2
           for update"#,
        racing_event_id,
        source_key
    )
    .fetch_optional(connection)
    .await?
    .map(|row| (row.result_race_id, row.status)))
}

/// Publishes a new version: the race it replaces keeps its id (its addresses) and first
/// publication, takes the version's details, rows and their suggestions, and is PUBLISHED;
/// the version is gone.
pub async fn publish_version(
    connection: &mut PgConnection,
    version_id: i64,
    replaced_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_race o
           set race_id = coalesce(v.race_id, o.race_id), name = v.name, sector = v.sector,
               discipline = v.discipline, gender_group = v.gender_group,
               race_date = v.race_date, place = v.place, category = v.category,
               codex = v.codex, birth_year_from = v.birth_year_from,
               birth_year_to = v.birth_year_to, run_count = v.run_count,
               penalty = v.penalty, f_value = v.f_value, result_import_id = v.result_import_id,
               row_count = v.row_count, paired_count = v.paired_count, status = 'PUBLISHED',
               published_at = coalesce(o.published_at, now()), updated_at = now()
           from result_race v
           where o.result_race_id = $2 and v.result_race_id = $1"#,
        version_id,
        replaced_id
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        "delete from result_row where result_race_id = $1",
        replaced_id
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        "update result_row set result_race_id = $2 where result_race_id = $1",
        version_id,
        replaced_id
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        "delete from result_race where result_race_id = $1",
        version_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Inserts the race, or takes the one of the same source and puts it back to DRAFT (a
/// cancelled race stays cancelled), locking it for the replacement of its rows. Gives its id
/// and whether it existed.
pub async fn upsert_result_race(
    connection: &mut PgConnection,
    race: &ResultRaceValues,
) -> DbResult<(i64, bool)> {
    let row = sqlx::query!(
        r#"insert into result_race (racing_event_id, race_id, source_key, name, sector,
               discipline, gender_group, race_date, place, category, codex, birth_year_from,
               birth_year_to, run_count, penalty, f_value, result_import_id,
               replaces_result_race_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                   $18)
           on conflict (racing_event_id, source_key) do update set
               race_id = coalesce(excluded.race_id, result_race.race_id),
               name = excluded.name, sector = excluded.sector, discipline = excluded.discipline,
               gender_group = excluded.gender_group, race_date = excluded.race_date,
               place = excluded.place, category = excluded.category, codex = excluded.codex,
               birth_year_from = excluded.birth_year_from, birth_year_to = excluded.birth_year_to,
               run_count = excluded.run_count, penalty = excluded.penalty,
               f_value = excluded.f_value, result_import_id = excluded.result_import_id,
               status = case when result_race.status = 'CANCELED'
                                  and result_race.replaces_result_race_id is null
                             then 'CANCELED' else 'DRAFT' end,
               updated_at = now()
           returning result_race_id, (xmax <> 0) as "existed!""#,
        race.racing_event_id,
        race.race_id,
        race.source_key,
        race.name,
        race.sector,
        race.discipline,
        race.gender_group as Option<GenderGroup>,
        race.race_date,
        race.place,
        race.category,
        race.codex,
        race.birth_year_from,
        race.birth_year_to,
        race.run_count,
        race.penalty,
        race.f_value,
        race.result_import_id,
        race.replaces_result_race_id
    )
    .fetch_one(connection)
    .await?;
    Ok((row.result_race_id, row.existed))
}

/// A result race as lists and pages show it.
#[derive(Debug, Clone)]
pub struct ResultRaceRow {
    pub result_race_id: i64,
    pub racing_event_id: i64,
    pub race_id: Option<i64>,
    pub race_name: Option<String>,
    /// What identifies the race across uploads: `FIS:{codex}`, `NAT:{code}`, `CT:{id}` (the
    /// clubs' timing tool) or the race's own description.
    pub source_key: String,
    pub name: String,
    pub sector: Option<String>,
    pub discipline: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub category: Option<String>,
    pub codex: Option<String>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
    pub run_count: i16,
    pub penalty: Option<i32>,
    pub f_value: Option<i32>,
    pub status: ResultRaceStatus,
    pub row_count: i32,
    pub paired_count: i32,
    pub suggestion_count: i64,
    pub updated_at: DateTime<Utc>,
    /// When the race was first made public (`None`: never).
    pub published_at: Option<DateTime<Utc>>,
    /// A new version of this published race (a file uploaded again) replaces it once
    /// published: the race it replaces.
    pub replaces_result_race_id: Option<i64>,
}

/// The result races of an event in race order; `public_only` leaves out all but PUBLISHED.
pub async fn list_result_races(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
    public_only: bool,
) -> DbResult<Vec<ResultRaceRow>> {
    sqlx::query_as!(
        ResultRaceRow,
        r#"select rr.result_race_id, rr.racing_event_id, rr.race_id, ra.name as "race_name?",
                  rr.source_key, rr.name, rr.sector, rr.discipline,
                  rr.gender_group as "gender_group: GenderGroup",
                  rr.race_date, rr.place, rr.category, rr.codex, rr.birth_year_from,
                  rr.birth_year_to, rr.run_count, rr.penalty, rr.f_value,
                  rr.status as "status: ResultRaceStatus", rr.row_count, rr.paired_count,
                  (select count(distinct ps.ordinal) from pairing_suggestion ps
                   where ps.result_race_id = rr.result_race_id) as "suggestion_count!",
                  rr.updated_at, rr.published_at, rr.replaces_result_race_id
           from result_race rr left join race ra on ra.race_id = rr.race_id
           where rr.racing_event_id = $1 and (not $2 or rr.status = 'PUBLISHED')
           order by rr.race_date nulls last, ra.ordinal nulls last, rr.name collate "cs-x-icu",
                    rr.result_race_id"#,
        racing_event_id,
        public_only
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_result_race(
    executor: impl PgExecutor<'_>,
    result_race_id: i64,
) -> DbResult<Option<ResultRaceRow>> {
    sqlx::query_as!(
        ResultRaceRow,
        r#"select rr.result_race_id, rr.racing_event_id, rr.race_id, ra.name as "race_name?",
                  rr.source_key, rr.name, rr.sector, rr.discipline,
                  rr.gender_group as "gender_group: GenderGroup",
                  rr.race_date, rr.place, rr.category, rr.codex, rr.birth_year_from,
                  rr.birth_year_to, rr.run_count, rr.penalty, rr.f_value,
                  rr.status as "status: ResultRaceStatus", rr.row_count, rr.paired_count,
                  (select count(distinct ps.ordinal) from pairing_suggestion ps
                   where ps.result_race_id = rr.result_race_id) as "suggestion_count!",
                  rr.updated_at, rr.published_at, rr.replaces_result_race_id
           from result_race rr left join race ra on ra.race_id = rr.race_id
           where rr.result_race_id = $1"#,
        result_race_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Locks a result race for a change; its status, or `None` when it is gone.
pub async fn lock_result_race(
    connection: &mut PgConnection,
    result_race_id: i64,
) -> DbResult<Option<ResultRaceStatus>> {
    Ok(sqlx::query_scalar!(
        r#"select status as "status: ResultRaceStatus" from result_race
           where result_race_id = $1 for update"#,
        result_race_id
    )
    .fetch_optional(connection)
    .await?)
}

pub async fn set_result_race_status(
    connection: &mut PgConnection,
    result_race_id: i64,
    status: ResultRaceStatus,
) -> DbResult<()> {
    sqlx::query!(
        "update result_race
         set status = $2, updated_at = now(),
             published_at = case when $2 = 'PUBLISHED' then coalesce(published_at, now())
                                 else published_at end
         where result_race_id = $1",
        result_race_id,
        status as ResultRaceStatus
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Whether the result race ever was public (it stays part of the record).
pub async fn result_race_was_published(
    connection: &mut PgConnection,
    result_race_id: i64,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"select published_at is not null as "published!" from result_race
           where result_race_id = $1"#,
        result_race_id
    )
    .fetch_optional(connection)
    .await?
    .unwrap_or(false))
}

/// The details of a result race a person may correct by hand
/// (`tvorba-vysledku/uprava-vysledkovych-zavodu`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ResultRaceDetails {
    pub name: String,
    pub race_id: Option<i64>,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub discipline: Option<String>,
    pub category: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
}

pub async fn set_result_race_details(
    connection: &mut PgConnection,
    result_race_id: i64,
    details: &ResultRaceDetails,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_race set name = $2, race_id = $3, race_date = $4, place = $5,
               discipline = $6, category = $7, gender_group = $8, birth_year_from = $9,
               birth_year_to = $10, updated_at = now()
           where result_race_id = $1"#,
        result_race_id,
        details.name,
        details.race_id,
        details.race_date,
        details.place,
        details.discipline,
        details.category,
        details.gender_group as Option<GenderGroup>,
        details.birth_year_from,
        details.birth_year_to
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Deletes a result race with its rows and suggestions.
pub async fn delete_result_race(
    connection: &mut PgConnection,
    result_race_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "delete from result_race where result_race_id = $1",
        result_race_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Whether `member_id` is an open suggestion of the row.
pub async fn suggestion_exists(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"select exists (select 1 from pairing_suggestion
                          where result_race_id = $1 and ordinal = $2 and member_id = $3) as "found!""#,
        result_race_id,
        ordinal,
        member_id
    )
    .fetch_one(connection)
    .await?)
}

/// How many result rows wait for a pairing decision (the data cleanup hub).
pub async fn count_suggestion_rows(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!" from
               (select distinct result_race_id, ordinal from pairing_suggestion) s"#
    )
    .fetch_one(executor)
    .await?)
}

/// Recounts a race's rows and paired rows.
pub async fn recount_result_race(
    connection: &mut PgConnection,
    result_race_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_race rr set
               row_count = (select count(*) from result_row r where r.result_race_id = rr.result_race_id),
               paired_count = (select count(*) from result_row r
                               where r.result_race_id = rr.result_race_id and r.member_id is not null),
               updated_at = now()
           where rr.result_race_id = $1"#,
        result_race_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/// The rows of a race, column by column, for one insert.
#[derive(Debug, Clone, Default)]
pub struct ResultRowBatch {
    pub ordinals: Vec<i32>,
    pub ranks: Vec<Option<i32>>,
    pub bibs: Vec<Option<i32>>,
    pub fis_codes: Vec<Option<String>>,
    pub national_codes: Vec<Option<String>>,
    pub last_names: Vec<String>,
    pub first_names: Vec<String>,
    pub nations: Vec<Option<String>>,
    pub clubs: Vec<Option<String>>,
    pub club_codes: Vec<Option<String>>,
    pub birth_years: Vec<Option<i32>>,
    pub sexes: Vec<Option<String>>,
    pub runs: Vec<serde_json::Value>,
    pub total_times: Vec<Option<i32>>,
    pub differences: Vec<Option<i32>>,
    pub fis_points: Vec<Option<i32>>,
    pub race_points: Vec<Option<i32>>,
    pub scores: Vec<Option<i32>>,
    pub statuses: Vec<String>,
    pub status_runs: Vec<Option<i16>>,
    pub member_ids: Vec<Option<i64>>,
    pub pairings: Vec<Option<String>>,
}

/// Replaces the rows of a race (and with them its suggestions) by `rows`.
pub async fn replace_result_rows(
    connection: &mut PgConnection,
    result_race_id: i64,
    rows: &ResultRowBatch,
) -> DbResult<()> {
    sqlx::query!(
        "delete from result_row where result_race_id = $1",
        result_race_id
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        r#"insert into result_row (result_race_id, ordinal, rank, bib, fis_code, national_code,
               last_name, first_name, nation, club, club_code, birth_year, sex, runs,
               total_time_ms, difference_ms, fis_points, race_points, score, status, status_run,
               member_id, pairing)
           select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[],
               $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[],
               $13::text[], $14::jsonb[], $15::int[], $16::int[], $17::int[], $18::int[],
               $19::int[], $20::text[], $21::smallint[], $22::bigint[], $23::text[])"#,
        result_race_id,
        &rows.ordinals,
        &rows.ranks as &[Option<i32>],
        &rows.bibs as &[Option<i32>],
        &rows.fis_codes as &[Option<String>],
        &rows.national_codes as &[Option<String>],
        &rows.last_names,
        &rows.first_names,
        &rows.nations as &[Option<String>],
        &rows.clubs as &[Option<String>],
        &rows.club_codes as &[Option<String>],
        &rows.birth_years as &[Option<i32>],
        &rows.sexes as &[Option<String>],
        &rows.runs,
        &rows.total_times as &[Option<i32>],
        &rows.differences as &[Option<i32>],
        &rows.fis_points as &[Option<i32>],
        &rows.race_points as &[Option<i32>],
        &rows.scores as &[Option<i32>],
        &rows.statuses,
        &rows.status_runs as &[Option<i16>],
        &rows.member_ids as &[Option<i64>],
        &rows.pairings as &[Option<String>]
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// A result row as the result list shows it, with the paired member's name.
#[derive(Debug, Clone)]
pub struct ResultRowView {
    pub result_race_id: i64,
    pub ordinal: i32,
    pub rank: Option<i32>,
    pub bib: Option<i32>,
    pub fis_code: Option<String>,
    pub last_name: String,
    pub first_name: String,
    pub nation: Option<String>,
    pub club: Option<String>,
    pub club_code: Option<String>,
    pub birth_year: Option<i32>,
    pub sex: Option<Sex>,
    pub runs: serde_json::Value,
    pub total_time_ms: Option<i32>,
    pub difference_ms: Option<i32>,
    pub fis_points: Option<i32>,
    pub race_points: Option<i32>,
    pub score: Option<i32>,
    pub status: ResultStatus,
    pub status_run: Option<i16>,
    pub member_id: Option<i64>,
    pub member_name: Option<String>,
    pub pairing: Option<PairingMethod>,
    pub suggestion_count: i64,
}

/// The rows of a race in file order (the file's order is the discipline's: classified by
/// rank, then the others).
pub async fn result_rows(
    executor: impl PgExecutor<'_>,
    result_race_id: i64,
) -> DbResult<Vec<ResultRowView>> {
    sqlx::query_as!(
        ResultRowView,
        r#"select r.result_race_id, r.ordinal, r.rank, r.bib, r.fis_code, r.last_name,
                  r.first_name, r.nation, r.club, r.club_code, r.birth_year,
                  r.sex as "sex: Sex", r.runs, r.total_time_ms, r.difference_ms, r.fis_points,
                  r.race_points, r.score, r.status as "status: ResultStatus", r.status_run,
                  r.member_id, (m.last_name || ' ' || m.first_name) as "member_name?",
                  r.pairing as "pairing: PairingMethod",
                  (select count(*) from pairing_suggestion ps
                   where ps.result_race_id = r.result_race_id and ps.ordinal = r.ordinal) as "suggestion_count!"
           from result_row r left join member m on m.member_id = r.member_id
           where r.result_race_id = $1
           order by r.ordinal"#,
        result_race_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// What a pairing decision needs of a row.
#[derive(Debug, Clone)]
pub struct RowIdentityRow {
    pub last_name: String,
    pub first_name: String,
    pub birth_year: Option<i32>,
    pub member_id: Option<i64>,
}

pub async fn lock_result_row(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinal: i32,
) -> DbResult<Option<RowIdentityRow>> {
    sqlx::query_as!(
        RowIdentityRow,
        r#"select last_name, first_name, birth_year, member_id from result_row
           where result_race_id = $1 and ordinal = $2 for update"#,
        result_race_id,
        ordinal
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// Another row of the race the member is paired to: its rank and name (`None`: none is).
pub async fn other_row_of_member(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> DbResult<Option<(Option<i32>, String)>> {
    Ok(sqlx::query!(
        r#"select rank, last_name || ' ' || first_name as "name!" from result_row
           where result_race_id = $1 and member_id = $3 and ordinal <> $2
           order by ordinal limit 1"#,
        result_race_id,
        ordinal,
        member_id
    )
    .fetch_optional(connection)
    .await?
    .map(|row| (row.rank, row.name)))
}

/// Pairs a row to a member (or unpairs it with `None`); its open suggestions go.
pub async fn set_row_member(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinal: i32,
    member_id: Option<i64>,
    pairing: Option<PairingMethod>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update result_row set member_id = $3, pairing = $4
           where result_race_id = $1 and ordinal = $2"#,
        result_race_id,
        ordinal,
        member_id,
        pairing.map(PairingMethod::as_str)
    )
    .execute(&mut *connection)
    .await?;
    if member_id.is_some() {
        sqlx::query!(
            "delete from pairing_suggestion where result_race_id = $1 and ordinal = $2",
            result_race_id,
            ordinal
        )
        .execute(connection)
        .await?;
    }
    Ok(())
}

/// Removes one suggestion; false when there was none.
pub async fn delete_suggestion(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        r#"delete from pairing_suggestion
           where result_race_id = $1 and ordinal = $2 and member_id = $3"#,
        result_race_id,
        ordinal,
        member_id
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}

/// Remembers a person's decision on a pair (the last one counts).
/// Remembers a person's decision on a row for the event `racing_event_id` (None: for every
/// event).
pub async fn remember_decision(
    connection: &mut PgConnection,
    row_key: &str,
    member_id: i64,
    accepted: bool,
    account_id: Option<i64>,
    racing_event_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into pairing_decision
               (row_key, member_id, accepted, decided_by_account_id, racing_event_id)
           values ($1, $2, $3, $4, $5)
           on conflict on constraint pairing_decision_key do update
           set accepted = excluded.accepted, decided_by_account_id = excluded.decided_by_account_id,
               created_at = now()"#,
        row_key,
        member_id,
        accepted,
        account_id,
        racing_event_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Remembered decisions of rows.
#[derive(Debug, Clone)]
pub struct DecisionRow {
    pub row_key: String,
    pub member_id: i64,
    pub accepted: bool,
}

/// The decisions that hold for rows of an event: those for every event first, then the
/// event's own (which a reader lets win).
pub async fn decisions_of(
    executor: impl PgExecutor<'_>,
    row_keys: &[String],
    racing_event_id: i64,
) -> DbResult<Vec<DecisionRow>> {
    sqlx::query_as!(
        DecisionRow,
        r#"select row_key, member_id, accepted from pairing_decision
           where row_key = any($1) and (racing_event_id is null or racing_event_id = $2)
           order by racing_event_id nulls first"#,
        row_keys,
        racing_event_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn insert_suggestions(
    connection: &mut PgConnection,
    result_race_id: i64,
    ordinals: &[i32],
    member_ids: &[i64],
    scores: &[i16],
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into pairing_suggestion (result_race_id, ordinal, member_id, score)
           select $1, * from unnest($2::int[], $3::bigint[], $4::smallint[])
           on conflict do nothing"#,
        result_race_id,
        ordinals,
        member_ids,
        scores
    )
    .execute(connection)
    .await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Pairing candidates
// ---------------------------------------------------------------------------------------------

/// A member who may be the athlete of a row, with what pairing compares.
#[derive(Debug, Clone)]
pub struct CandidateRow {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub fis_code: Option<String>,
    /// Codes, names and short names of the member's clubs, now and before.
    pub clubs: Vec<String>,
}

/// The members with one of the folded last names (or with a double surname holding one of
/// them as a word), born within a year of the year given with it (any year when none is
/// given), or with one of the FIS codes. The years keep a common
/// surname (Novák) from bringing in every namesake of the register.
pub async fn pairing_candidates(
    executor: impl PgExecutor<'_>,
    folded_last_names: &[String],
    birth_years: &[Option<i32>],
    fis_codes: &[String],
) -> DbResult<Vec<CandidateRow>> {
    sqlx::query_as!(
        CandidateRow,
        r#"with wanted as (
               select distinct k.name, k.year
               from unnest($1::text[], $2::int[]) as k(name, year)
           ),
           found as (
               select m.member_id from wanted w
               join member m on fold_text(m.last_name) = w.name
               where w.year is null
                  or m.birth_date >= make_date(w.year - 1, 1, 1)
                     and m.birth_date < make_date(w.year + 2, 1, 1)
               union
               -- Members with a double surname, by one of its words ("Nováková" finds
               -- "Nováková-Černá"; the partial index holds only such members).
               select m.member_id from member m
               join wanted w on w.name = any(surname_words(m.last_name))
               where (strpos(m.last_name, '-') > 0 or strpos(btrim(m.last_name), ' ') > 0)
                 and surname_words(m.last_name) && $1::text[]
                 and (w.year is null
                      or m.birth_date >= make_date(w.year - 1, 1, 1)
                         and m.birth_date < make_date(w.year + 2, 1, 1))
               union
               select member_id from member where fis_code = any($3)
           )
           select m.member_id, m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!",
                  m.sex as "sex: Sex", m.fis_code,
                  coalesce((select array_agg(distinct t.text) from membership ms
                            join club c on c.club_id = ms.club_id
                            cross join lateral unnest(array[c.code, c.name, c.short_name]) as t(text)
                            where ms.member_id = m.member_id), '{}') as "clubs!"
           from (select distinct member_id from found) f
           join member m on m.member_id = f.member_id"#,
        folded_last_names,
        birth_years as &[Option<i32>],
        fis_codes
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Every nickname pair, folded (`honza`, `jan`).
pub async fn folded_nicknames(executor: impl PgExecutor<'_>) -> DbResult<Vec<(String, String)>> {
    Ok(sqlx::query!(
        r#"select fold_text(nickname) as "nickname!", fold_text(full_name) as "full_name!"
           from suggestion_nickname"#
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.nickname, row.full_name))
    .collect())
}

// ---------------------------------------------------------------------------------------------
// Suggestions and a member's results
// ---------------------------------------------------------------------------------------------

/// An open suggestion with the row and the suggested member.
#[derive(Debug, Clone)]
pub struct SuggestionView {
    pub racing_event_id: i64,
    pub event_name: String,
    pub result_race_id: i64,
    pub result_race_name: String,
    pub ordinal: i32,
    pub row_last_name: String,
    pub row_first_name: String,
    pub row_birth_year: Option<i32>,
    pub row_club: Option<String>,
    pub row_rank: Option<i32>,
    pub member_id: i64,
    pub member_name: String,
    pub member_birth_year: i32,
    pub member_club: Option<String>,
    pub score: i16,
}

/// Open suggestions of an event, of one of its result races, or of every event (`None`,
/// `None`), best first within a row; at most `limit`.
pub async fn list_suggestions(
    executor: impl PgExecutor<'_>,
    racing_event_id: Option<i64>,
    result_race_id: Option<i64>,
    limit: i64,
) -> DbResult<Vec<SuggestionView>> {
    sqlx::query_as!(
        SuggestionView,
        r#"select rr.racing_event_id, e.name as event_name, rr.result_race_id,
                  rr.name as result_race_name, r.ordinal, r.last_name as row_last_name,
                  r.first_name as row_first_name, r.birth_year as row_birth_year,
                  coalesce(r.club_code, r.club) as row_club, r.rank as row_rank,
                  m.member_id, (m.last_name || ' ' || m.first_name) as "member_name!",
                  extract(year from m.birth_date)::int as "member_birth_year!",
                  (select c.name from membership ms join club c on c.club_id = ms.club_id
                   where ms.member_id = m.member_id
                   order by ms.valid_to desc nulls first limit 1) as member_club,
                  ps.score
           from pairing_suggestion ps
           join result_row r on r.result_race_id = ps.result_race_id and r.ordinal = ps.ordinal
           join result_race rr on rr.result_race_id = ps.result_race_id
           join racing_event e on e.racing_event_id = rr.racing_event_id
           join member m on m.member_id = ps.member_id
           where ($1::bigint is null or rr.racing_event_id = $1)
             and ($2::bigint is null or rr.result_race_id = $2)
           order by ps.created_at, ps.result_race_id, ps.ordinal, ps.score desc, m.member_id
           limit $3"#,
        racing_event_id,
        result_race_id,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// One result of a member, with its race and event.
#[derive(Debug, Clone)]
pub struct MemberResultRow {
    pub racing_event_id: i64,
    pub event_name: String,
    pub result_race_id: i64,
    pub result_race_name: String,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub discipline: Option<String>,
    pub season_name: String,
    pub rank: Option<i32>,
    pub bib: Option<i32>,
    pub total_time_ms: Option<i32>,
    pub difference_ms: Option<i32>,
    pub fis_points: Option<i32>,
    pub race_points: Option<i32>,
    pub score: Option<i32>,
    pub status: ResultStatus,
    pub row_count: i32,
}

/// A member's results in published races, newest first; at most `limit`. `calendar_only`
/// keeps only events in the public calendar (the public pages).
pub async fn member_results(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    limit: i64,
    calendar_only: bool,
) -> DbResult<Vec<MemberResultRow>> {
    sqlx::query_as!(
        MemberResultRow,
        r#"select e.racing_event_id, e.name as event_name, rr.result_race_id,
                  rr.name as result_race_name, coalesce(rr.race_date, e.date_from) as race_date,
                  coalesce(rr.place, e.place) as place, rr.discipline, s.name as season_name,
                  r.rank, r.bib, r.total_time_ms, r.difference_ms, r.fis_points, r.race_points,
                  r.score, r.status as "status: ResultStatus", rr.row_count
           from result_row r
           join result_race rr on rr.result_race_id = r.result_race_id
           join racing_event e on e.racing_event_id = rr.racing_event_id
           join season s on s.season_id = e.season_id
           where r.member_id = $1 and rr.status = 'PUBLISHED'
             and (not $3 or e.publication_status = 'PUBLISHED')
           order by coalesce(rr.race_date, e.date_from) desc, rr.result_race_id desc
           limit $2"#,
        member_id,
        limit,
        calendar_only
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A member's results of one season and discipline, summed up (the member's statistiky tab).
#[derive(Debug, Clone)]
pub struct MemberResultStatsRow {
    pub season_name: String,
    pub discipline: Option<String>,
    /// Starts: the athlete's result rows but those who did not start (DNS) or were not
    /// allowed to (NPS); a coach's row (a forerunner, a team official) is not a start.
    pub starts: i64,
    /// Rows with a rank (classified).
    pub ranked: i64,
    pub wins: i64,
    pub podiums: i64,
    pub top_tens: i64,
    pub best_rank: Option<i32>,
    /// The lowest (best) FIS points, in hundredths.
    pub best_fis_points: Option<i32>,
    /// Starts without a rank: DNF, DSQ and the like.
    pub unranked: i64,
}

/// A member's published results summed up by season (newest first) and discipline.
/// `calendar_only` keeps only events in the public calendar, as [`member_results`].
pub async fn member_result_stats(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    calendar_only: bool,
) -> DbResult<Vec<MemberResultStatsRow>> {
    sqlx::query_as!(
        MemberResultStatsRow,
        r#"select s.name as season_name, nullif(upper(btrim(rr.discipline)), '') as discipline,
                  count(*) filter (where r.status not in ('DNS', 'NPS')) as "starts!",
                  count(r.rank) as "ranked!",
                  count(*) filter (where r.rank = 1) as "wins!",
                  count(*) filter (where r.rank <= 3) as "podiums!",
                  count(*) filter (where r.rank <= 10) as "top_tens!",
                  min(r.rank) as best_rank,
                  min(r.fis_points) as best_fis_points,
                  count(*) filter (where r.rank is null and r.status not in ('DNS', 'NPS'))
                      as "unranked!"
           from result_row r
           join result_race rr on rr.result_race_id = r.result_race_id
           join racing_event e on e.racing_event_id = rr.racing_event_id
           join season s on s.season_id = e.season_id
           where r.member_id = $1 and r.role_kind = 'ATHLETE' and rr.status = 'PUBLISHED'
             and (not $2 or e.publication_status = 'PUBLISHED')
           group by s.season_id, s.name, s.start_date, 2
           having count(*) filter (where r.status not in ('DNS', 'NPS')) > 0
           order by s.start_date desc, s.season_id desc, 2 nulls last"#,
        member_id,
        calendar_only
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
