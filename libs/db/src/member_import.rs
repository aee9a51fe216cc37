//! Member imports: the uploaded file's rows with their predicted and final outcomes, and the
//! set-based reads and writes of a batch (existing members by birth number or by name, new
//! members with their memberships, the audit entries).

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member_import::{ImportOutcome, ImportState};

use crate::member::MemberValues;
use crate::{DbError, DbResult};

/// A new import, as the upload creates it.
#[derive(Debug, Clone)]
pub struct NewImport<'a> {
    pub club_id: i64,
    pub file_name: &'a str,
    pub file_kind: &'a str,
    pub encoding: Option<&'a str>,
    pub layout: &'a str,
    pub mapping: serde_json::Value,
    pub header: serde_json::Value,
    pub total_rows: i32,
    pub predicted_counts: serde_json::Value,
    pub created_by_account_id: Option<i64>,
    pub created_by_identity_id: Option<i64>,
}

pub async fn insert_import(connection: &mut PgConnection, import: &NewImport<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"insert into member_import (club_id, file_name, file_kind, encoding, layout, mapping,
               header, total_rows, predicted_counts, created_by_account_id,
               created_by_identity_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           returning member_import_id"#,
        import.club_id,
        import.file_name,
        import.file_kind,
        import.encoding,
        import.layout,
        import.mapping,
        import.header,
        import.total_rows,
        import.predicted_counts,
        import.created_by_account_id,
        import.created_by_identity_id
    )
    .fetch_one(connection)
    .await?)
}

/// Rows of an upload with their predicted outcomes, one vector per column.
#[derive(Debug, Default, Clone)]
pub struct ImportRowBatch {
    pub lines: Vec<i32>,
    pub cells: Vec<serde_json::Value>,
    pub names: Vec<String>,
    pub predicted_outcomes: Vec<ImportOutcome>,
    pub predicted_details: Vec<Option<String>>,
}

pub async fn insert_import_rows(
    connection: &mut PgConnection,
    member_import_id: i64,
    rows: &ImportRowBatch,
) -> DbResult<()> {
    let outcomes: Vec<&str> = rows.predicted_outcomes.iter().map(|o| o.as_str()).collect();
    sqlx::query!(
        r#"insert into member_import_row (member_import_id, line, cells, name, predicted_outcome,
               predicted_detail)
           select $1, * from unnest($2::int[], $3::jsonb[], $4::text[], $5::text[], $6::text[])"#,
        member_import_id,
        &rows.lines,
        &rows.cells,
        &rows.names,
        &outcomes as &[&str],
        &rows.predicted_details as &[Option<String>]
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// An import as its page shows it.
#[derive(Debug, Clone)]
pub struct ImportRow {
    pub member_import_id: i64,
    pub club_id: i64,
    pub club_name: String,
    pub file_name: String,
    pub file_kind: String,
    pub encoding: Option<String>,
    pub layout: String,
    pub mapping: serde_json::Value,
    pub header: serde_json::Value,
    pub state: ImportState,
    pub total_rows: i32,
    pub processed_rows: i32,
    pub predicted_counts: serde_json::Value,
    pub outcome_counts: serde_json::Value,
    pub job_id: Option<i64>,
    pub created_by_account_id: Option<i64>,
    pub created_by_identity_id: Option<i64>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

pub async fn find_import(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
) -> DbResult<Option<ImportRow>> {
    sqlx::query_as!(
        ImportRow,
        r#"select i.member_import_id, i.club_id, c.name as club_name, i.file_name, i.file_kind,
                  i.encoding, i.layout, i.mapping, i.header, i.state as "state: ImportState",
                  i.total_rows, i.processed_rows, i.predicted_counts, i.outcome_counts, i.job_id,
                  i.created_by_account_id, i.created_by_identity_id, i.error, i.created_at, i.confirmed_at, i.finished_at
           from member_import i join club c on c.club_id = i.club_id
           where i.member_import_id = $1"#,
        member_import_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The imports into a club, newest first (at most 50).
pub async fn list_club_imports(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<ImportRow>> {
    sqlx::query_as!(
        ImportRow,
        r#"select i.member_import_id, i.club_id, c.name as club_name, i.file_name, i.file_kind,
                  i.encoding, i.layout, i.mapping, i.header, i.state as "state: ImportState",
                  i.total_rows, i.processed_rows, i.predicted_counts, i.outcome_counts, i.job_id,
                  i.created_by_account_id, i.created_by_identity_id, i.error, i.created_at, i.confirmed_at, i.finished_at
           from member_import i join club c on c.club_id = i.club_id
           where i.club_id = $1 and i.state <> 'DRAFT'
           order by i.created_at desc, i.member_import_id desc
           limit 50"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Confirms a draft: QUEUED with its job. False when it was no longer a draft (confirmed twice).
pub async fn confirm_import(
    connection: &mut PgConnection,
    member_import_id: i64,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        r#"update member_import set state = 'QUEUED', confirmed_at = now(), updated_at = now()
           where member_import_id = $1 and state = 'DRAFT'"#,
        member_import_id
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}

pub async fn set_import_job(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
    job_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update member_import set job_id = $2, updated_at = now() where member_import_id = $1",
        member_import_id,
        job_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Marks a confirmed import RUNNING (a QUEUED one, or a RUNNING one resumed after its worker
/// died). False when it is completed, failed or still a draft.
pub async fn start_import(executor: impl PgExecutor<'_>, member_import_id: i64) -> DbResult<bool> {
    Ok(sqlx::query!(
        r#"update member_import set state = 'RUNNING', updated_at = now()
           where member_import_id = $1 and state in ('QUEUED', 'RUNNING')"#,
        member_import_id
    )
    .execute(executor)
    .await?
    .rows_affected()
        == 1)
}

/// Ends an import: COMPLETED, or FAILED with the reason.
pub async fn finish_import(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
    error: Option<&str>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update member_import
           set state = case when $2::text is null then 'COMPLETED' else 'FAILED' end,
               error = $2, finished_at = now(), updated_at = now()
           where member_import_id = $1 and state in ('QUEUED', 'RUNNING')"#,
        member_import_id,
        error
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Deletes drafts older than `hours` (their rows hold personal data nobody imported).
/// How many member-import previews the account uploaded in the last hour, and how many rows
/// they had: read from the audit log, which keeps them when a draft is deleted.
pub async fn recent_previews(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<(i64, i64)> {
    let row = sqlx::query!(
        r#"select count(*) as "previews!",
                  coalesce(sum((detail->>'rows')::bigint), 0)::bigint as "rows!"
           from audit_log
           where account_id = $1 and created_at > now() - interval '1 hour'
             and entity = 'member_import' and action = 'upload'"#,
        account_id
    )
    .fetch_one(executor)
    .await?;
    Ok((row.previews, row.rows))
}

pub async fn purge_drafts(executor: impl PgExecutor<'_>, hours: i32) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"delete from member_import
           where state = 'DRAFT' and created_at < now() - make_interval(hours => $1)"#,
        hours
    )
    .execute(executor)
    .await?
    .rows_affected())
}

/// Deletes one draft (a dry run from the terminal, a draft the user abandoned).
pub async fn delete_draft(executor: impl PgExecutor<'_>, member_import_id: i64) -> DbResult<bool> {
    Ok(sqlx::query!(
        "delete from member_import where member_import_id = $1 and state = 'DRAFT'",
        member_import_id
    )
    .execute(executor)
    .await?
    .rows_affected()
        == 1)
}

/// A row still to be imported.
#[derive(Debug, Clone)]
pub struct PendingRow {
    pub line: i32,
    pub cells: serde_json::Value,
}

/// The next rows without an outcome, in file order.
pub async fn pending_rows(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
    limit: i64,
) -> DbResult<Vec<PendingRow>> {
    sqlx::query_as!(
        PendingRow,
        r#"select line, cells from member_import_row
           where member_import_id = $1 and outcome is null
           order by line limit $2"#,
        member_import_id,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Every row's cells in file order (the preview's predictions are made from them).
pub async fn all_rows(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
) -> DbResult<Vec<PendingRow>> {
    sqlx::query_as!(
        PendingRow,
        r#"select line, cells from member_import_row where member_import_id = $1 order by line"#,
        member_import_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// The outcomes of a batch, one vector per column.
#[derive(Debug, Default, Clone)]
pub struct OutcomeBatch {
    pub lines: Vec<i32>,
    pub outcomes: Vec<ImportOutcome>,
    pub details: Vec<Option<String>>,
    pub member_ids: Vec<Option<i64>>,
    pub unresolved_address_ids: Vec<Option<i64>>,
}

/// Records a batch's outcomes and adds them to the import's counts and processed rows.
pub async fn record_outcomes(
    connection: &mut PgConnection,
    member_import_id: i64,
    batch: &OutcomeBatch,
) -> DbResult<()> {
    let outcomes: Vec<&str> = batch.outcomes.iter().map(|o| o.as_str()).collect();
    let updated = sqlx::query!(
        r#"update member_import_row r
           set outcome = x.outcome, detail = x.detail, member_id = x.member_id,
               unresolved_address_id = x.unresolved_address_id
           from unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::bigint[])
                as x(line, outcome, detail, member_id, unresolved_address_id)
           where r.member_import_id = $1 and r.line = x.line and r.outcome is null"#,
        member_import_id,
        &batch.lines,
        &outcomes as &[&str],
        &batch.details as &[Option<String>],
        &batch.member_ids as &[Option<i64>],
        &batch.unresolved_address_ids as &[Option<i64>]
    )
    .execute(&mut *connection)
    .await?
    .rows_affected();
    let mut counts: BTreeMap<&str, i64> = BTreeMap::new();
    for outcome in &outcomes {
        *counts.entry(outcome).or_default() += 1;
    }
    let counts: serde_json::Map<String, serde_json::Value> = counts
        .into_iter()
        .map(|(outcome, count)| (outcome.to_owned(), serde_json::Value::from(count)))
        .collect();
    let counts = serde_json::Value::Object(counts);
    sqlx::query!(
        r#"update member_import
           set processed_rows = processed_rows + $2,
               outcome_counts = (
                   select coalesce(jsonb_object_agg(key, total), '{}')
                   from (select key, sum(value::bigint) as total
                         from (select * from jsonb_each_text(outcome_counts)
                               union all select * from jsonb_each_text($3)) c
                         group by key) s),
               updated_at = now()
           where member_import_id = $1"#,
        member_import_id,
        updated as i32,
        counts
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// One row of an import as its page lists it.
#[derive(Debug, Clone)]
pub struct ImportRowView {
    pub line: i32,
    pub name: String,
    pub cells: serde_json::Value,
    pub predicted_outcome: ImportOutcome,
    pub predicted_detail: Option<String>,
    pub outcome: Option<ImportOutcome>,
    pub detail: Option<String>,
    pub member_id: Option<i64>,
}

/// A page of an import's rows in file order, optionally of one outcome (the final one once
/// the row ran, else the predicted one). Returns the page and the count of the filter.
pub async fn list_import_rows(
    executor: impl PgExecutor<'_> + Copy,
    member_import_id: i64,
    outcome: Option<ImportOutcome>,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<ImportRowView>, i64)> {
    let outcome = outcome.map(ImportOutcome::as_str);
    let rows = sqlx::query_as!(
        ImportRowView,
        r#"select line, name, cells, predicted_outcome as "predicted_outcome: ImportOutcome",
                  predicted_detail, outcome as "outcome: ImportOutcome", detail, member_id
           from member_import_row
           where member_import_id = $1
             and ($2::text is null or coalesce(outcome, predicted_outcome) = $2)
           order by line limit $3 offset $4"#,
        member_import_id,
        outcome,
        limit,
        offset
    )
    .fetch_all(executor)
    .await?;
    let total = sqlx::query_scalar!(
        r#"select count(*) as "count!" from member_import_row
           where member_import_id = $1
             and ($2::text is null or coalesce(outcome, predicted_outcome) = $2)"#,
        member_import_id,
        outcome
    )
    .fetch_one(executor)
    .await?;
    Ok((rows, total))
}

/// The skipped rows of a finished import with their reasons, in file order.
pub async fn skipped_rows(
    executor: impl PgExecutor<'_>,
    member_import_id: i64,
) -> DbResult<Vec<ImportRowView>> {
    sqlx::query_as!(
        ImportRowView,
        r#"select line, name, cells, predicted_outcome as "predicted_outcome: ImportOutcome",
                  predicted_detail, outcome as "outcome: ImportOutcome", detail, member_id
           from member_import_row
           where member_import_id = $1
             and coalesce(outcome, predicted_outcome) not in
                 ('CREATED_NEW_MEMBER', 'MEMBER_EXISTS_CREATED_MEMBERSHIP')
           order by line"#,
        member_import_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A person of the register an import row may be.
#[derive(Debug, Clone)]
pub struct ExistingMember {
    pub member_id: i64,
    pub birth_number: Option<String>,
    /// The folded "last first" name.
    pub search_name: String,
    pub birth_date: NaiveDate,
    pub citizenship: String,
    pub archived: bool,
    /// The club of the open membership.
    pub club_id: Option<i64>,
    /// The day the last membership ended.
    pub last_membership_end: Option<NaiveDate>,
}

/// Members holding any of the birth numbers.
pub async fn members_by_birth_numbers(
    executor: impl PgExecutor<'_>,
    birth_numbers: &[String],
) -> DbResult<Vec<ExistingMember>> {
    sqlx::query_as!(
        ExistingMember,
        r#"select m.member_id, m.birth_number, m.search_name as "search_name!", m.birth_date,
                  m.citizenship, m.archived,
                  (select ms.club_id from membership ms
                   where ms.member_id = m.member_id and ms.valid_to is null) as club_id,
                  (select max(ms.valid_to) from membership ms
                   where ms.member_id = m.member_id) as last_membership_end
           from member m where m.birth_number = any($1)"#,
        birth_numbers
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Members without a birth number of the given birth dates and folded names (foreigners).
pub async fn members_by_name_and_birth_date(
    executor: impl PgExecutor<'_>,
    birth_dates: &[NaiveDate],
    search_names: &[String],
) -> DbResult<Vec<ExistingMember>> {
    sqlx::query_as!(
        ExistingMember,
        r#"select m.member_id, m.birth_number, m.search_name as "search_name!", m.birth_date,
                  m.citizenship, m.archived,
                  (select ms.club_id from membership ms
                   where ms.member_id = m.member_id and ms.valid_to is null) as club_id,
                  (select max(ms.valid_to) from membership ms
                   where ms.member_id = m.member_id) as last_membership_end
           from unnest($1::date[], $2::text[]) as x(birth_date, search_name)
           join member m on m.birth_date = x.birth_date and m.search_name = x.search_name
           where m.birth_number is null"#,
        birth_dates,
        search_names
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A new member of an import with what the record keeps beyond [`MemberValues`].
#[derive(Debug, Clone)]
pub struct NewImportedMember {
    pub uuid: uuid::Uuid,
    pub values: MemberValues,
    pub ruian_address_code: Option<i64>,
}

/// Creates members and their memberships in `club_id` from `since`; returns the new ids by
/// uuid. The members are written with their club's sort key already, so that the membership
/// trigger finds nothing to rewrite (it would update every new member row once more).
pub async fn insert_imported_members(
    connection: &mut PgConnection,
    members: &[NewImportedMember],
    club_id: i64,
    since: NaiveDate,
) -> DbResult<Vec<(uuid::Uuid, i64)>> {
    if members.is_empty() {
        return Ok(Vec::new());
    }
    macro_rules! column {
        ($field:ident) => {
            members
                .iter()
                .map(|m| m.values.$field.clone())
                .collect::<Vec<_>>()
        };
    }
    let uuids: Vec<uuid::Uuid> = members.iter().map(|m| m.uuid).collect();
    let sexes: Vec<&str> = members.iter().map(|m| m.values.sex.as_str()).collect();
    let birth_dates: Vec<NaiveDate> = members.iter().map(|m| m.values.birth_date).collect();
    let answers: Vec<String> = members
        .iter()
        .map(|m| m.values.answer_status.as_str().to_owned())
        .collect();
    let codes: Vec<Option<i64>> = members.iter().map(|m| m.ruian_address_code).collect();
    let rows = sqlx::query!(
        r#"insert into member (uuid, title_before, first_name, middle_names, last_name,
               title_after, sex, birth_date, birth_number, citizenship, municipality,
               municipality_part, street, house_number, orientation_number, postcode, country,
               email, phone, fis_code, answer_status, ruian_address_code, club_name_sort)
           select x.*, (select name_sort from club where club_id = $23)
           from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[],
               $6::text[], $7::text[], $8::date[], $9::text[], $10::text[], $11::text[],
               $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[],
               $18::text[], $19::text[], $20::text[], $21::text[], $22::bigint[]) as x
           returning uuid, member_id"#,
        &uuids,
        &column!(title_before) as &[Option<String>],
        &column!(first_name),
        &column!(middle_names) as &[Option<String>],
        &column!(last_name),
        &column!(title_after) as &[Option<String>],
        &sexes as &[&str],
        &birth_dates,
        &column!(birth_number) as &[Option<String>],
        &column!(citizenship),
        &column!(municipality) as &[Option<String>],
        &column!(municipality_part) as &[Option<String>],
        &column!(street) as &[Option<String>],
        &column!(house_number) as &[Option<String>],
        &column!(orientation_number) as &[Option<String>],
        &column!(postcode) as &[Option<String>],
        &column!(country),
        &column!(email) as &[Option<String>],
        &column!(phone) as &[Option<String>],
        &column!(fis_code) as &[Option<String>],
        &answers,
        &codes as &[Option<i64>],
        club_id
    )
    .fetch_all(&mut *connection)
    .await?;
    let ids: Vec<i64> = rows.iter().map(|row| row.member_id).collect();
    sqlx::query!(
        r#"insert into membership (member_id, club_id, valid_from)
           select member_id, $2, $3 from unnest($1::bigint[]) as x(member_id)"#,
        &ids,
        club_id,
        since
    )
    .execute(connection)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.uuid, row.member_id))
        .collect())
}

/// Opens memberships of existing members in `club_id`, each from its own day.
pub async fn insert_memberships(
    connection: &mut PgConnection,
    member_ids: &[i64],
    club_id: i64,
    valid_froms: &[NaiveDate],
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into membership (member_id, club_id, valid_from)
           select member_id, $2, valid_from from unnest($1::bigint[], $3::date[])
               as x(member_id, valid_from)"#,
        member_ids,
        club_id,
        valid_froms
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Audit entries of many records at once (an import's members and memberships).
#[derive(Debug, Default, Clone)]
pub struct AuditBatch {
    pub actions: Vec<String>,
    pub entities: Vec<String>,
    pub entity_ids: Vec<i64>,
    pub details: Vec<serde_json::Value>,
}

pub async fn insert_audit_batch(
    connection: &mut PgConnection,
    account_id: Option<i64>,
    identity_id: Option<i64>,
    batch: &AuditBatch,
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into audit_log (account_id, identity_id, action, entity, entity_id, detail)
           select $1, $2, * from unnest($3::text[], $4::text[], $5::bigint[], $6::jsonb[])"#,
        account_id,
        identity_id,
        &batch.actions,
        &batch.entities,
        &batch.entity_ids,
        &batch.details
    )
    .execute(connection)
    .await?;
    Ok(())
}
