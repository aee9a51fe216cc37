//! FIS points lists and the proposals of FIS codes for members.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor};

use crate::{DbError, DbResult};

/// A list's header, as a new version.
#[derive(Debug, Clone)]
pub struct NewList<'a> {
    pub sector: &'a str,
    pub list_key: &'a str,
    pub name: &'a str,
    pub calculated_on: Option<NaiveDate>,
    pub file_name: &'a str,
    pub row_count: i32,
}

/// Inserts a list; `None` when this version of the sector's list is already loaded.
pub async fn insert_list(
    connection: &mut PgConnection,
    list: &NewList<'_>,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar!(
        r#"insert into fis_points_list (sector, list_key, name, calculated_on, file_name, row_count)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (sector, list_key) do nothing
           returning fis_points_list_id"#,
        list.sector,
        list.list_key,
        list.name,
        list.calculated_on,
        list.file_name,
        list.row_count
    )
    .fetch_optional(connection)
    .await?)
}

/// A list's athletes, column by column.
#[derive(Debug, Clone, Default)]
pub struct ListRowBatch {
    pub fis_codes: Vec<String>,
    pub last_names: Vec<String>,
    pub first_names: Vec<String>,
    pub nations: Vec<String>,
    pub genders: Vec<Option<String>>,
    pub birth_dates: Vec<Option<NaiveDate>>,
    pub birth_years: Vec<Option<i32>>,
    pub clubs: Vec<Option<String>>,
    pub points: Vec<serde_json::Value>,
}

/// Inserts the athletes a list does not hold yet; gives how many.
pub async fn insert_rows(
    connection: &mut PgConnection,
    list_id: i64,
    rows: &ListRowBatch,
) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"insert into fis_points_row (fis_points_list_id, fis_code, last_name, first_name, nation,
               gender, birth_date, birth_year, club, points)
           select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
               $7::date[], $8::int[], $9::text[], $10::jsonb[])
           on conflict do nothing"#,
        list_id,
        &rows.fis_codes,
        &rows.last_names,
        &rows.first_names,
        &rows.nations,
        &rows.genders as &[Option<String>],
        &rows.birth_dates as &[Option<NaiveDate>],
        &rows.birth_years as &[Option<i32>],
        &rows.clubs as &[Option<String>],
        &rows.points
    )
    .execute(connection)
    .await?
    .rows_affected())
}

/// The id of a loaded list version.
pub async fn find_list(
    connection: &mut PgConnection,
    sector: &str,
    list_key: &str,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar!(
        "select fis_points_list_id from fis_points_list where sector = $1 and list_key = $2",
        sector,
        list_key
    )
    .fetch_optional(connection)
    .await?)
}

/// Sets a list's athlete count after more of its rows came in another file.
pub async fn recount_list(connection: &mut PgConnection, list_id: i64) -> DbResult<()> {
    sqlx::query!(
        r#"update fis_points_list set row_count =
               (select count(*) from fis_points_row where fis_points_list_id = $1)
           where fis_points_list_id = $1"#,
        list_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// An athlete of a list whom no member carries the FIS code of yet.
#[derive(Debug, Clone)]
pub struct UnpairedAthlete {
    pub fis_code: String,
    pub last_name: String,
    pub first_name: String,
    pub gender: Option<String>,
    pub birth_year: Option<i32>,
    pub club: Option<String>,
}

/// The Czech athletes of a list whose FIS code no member has.
pub async fn unpaired_czech_athletes(
    executor: impl PgExecutor<'_>,
    list_id: i64,
) -> DbResult<Vec<UnpairedAthlete>> {
    sqlx::query_as!(
        UnpairedAthlete,
        r#"select r.fis_code, r.last_name, r.first_name, r.gender, r.birth_year, r.club
           from fis_points_row r
           where r.fis_points_list_id = $1 and r.nation = 'CZE'
             and not exists (select 1 from member m where m.fis_code = r.fis_code)
           order by r.fis_code"#,
        list_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// The rejected (member, FIS code) pairs of these codes.
pub async fn rejections_of(
    executor: impl PgExecutor<'_>,
    fis_codes: &[String],
) -> DbResult<Vec<(i64, String)>> {
    Ok(sqlx::query!(
        "select member_id, fis_code from fis_pairing_rejection where fis_code = any($1)",
        fis_codes
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.member_id, row.fis_code))
    .collect())
}

/// Writes proposals (a proposal made before gets the new score and list); gives how many are
/// new.
pub async fn upsert_proposals(
    connection: &mut PgConnection,
    list_id: i64,
    member_ids: &[i64],
    fis_codes: &[String],
    scores: &[i16],
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"with written as (
               insert into fis_pairing_proposal (member_id, fis_code, score, fis_points_list_id)
               select m, c, s, $1 from unnest($2::bigint[], $3::text[], $4::smallint[]) as t(m, c, s)
               on conflict (member_id, fis_code) do update
               set score = excluded.score, fis_points_list_id = excluded.fis_points_list_id
               returning (xmax = 0) as inserted
           )
           select count(*) filter (where inserted) as "new!" from written"#,
        list_id,
        member_ids,
        fis_codes,
        scores
    )
    .fetch_one(connection)
    .await?)
}

/// A proposal as the worklist shows it.
#[derive(Debug, Clone)]
pub struct ProposalView {
    pub member_id: i64,
    pub member_name: String,
    pub member_birth_date: NaiveDate,
    pub member_club: Option<String>,
    pub fis_code: String,
    pub athlete_name: String,
    pub athlete_birth_year: Option<i32>,
    pub athlete_club: Option<String>,
    pub list_name: String,
    pub score: i16,
}

/// The open proposals, best first; at most `limit`, with their total.
pub async fn list_proposals(
    executor: impl PgExecutor<'_> + Copy,
    limit: i64,
) -> DbResult<(Vec<ProposalView>, i64)> {
    let rows = sqlx::query_as!(
        ProposalView,
        r#"select p.member_id, (m.last_name || ' ' || m.first_name) as "member_name!",
                  m.birth_date as member_birth_date,
                  (select c.name from membership ms join club c on c.club_id = ms.club_id
                   where ms.member_id = m.member_id order by ms.valid_to desc nulls first
                   limit 1) as member_club,
                  p.fis_code, (r.last_name || ' ' || r.first_name) as "athlete_name!",
                  r.birth_year as athlete_birth_year, r.club as athlete_club,
                  l.name as list_name, p.score
           from fis_pairing_proposal p
           join member m on m.member_id = p.member_id
           join fis_points_list l on l.fis_points_list_id = p.fis_points_list_id
           join fis_points_row r on r.fis_points_list_id = p.fis_points_list_id and r.fis_code = p.fis_code
           order by p.score desc, m.last_name, m.first_name, p.member_id, p.fis_code
           limit $1"#,
        limit
    )
    .fetch_all(executor)
    .await?;
    let total = sqlx::query_scalar!(r#"select count(*) as "count!" from fis_pairing_proposal"#)
        .fetch_one(executor)
        .await?;
    Ok((rows, total))
}

/// Gives a member the FIS code of a proposal; false when the member has one already or the
/// proposal is gone. The code's other proposals and the member's go with it.
pub async fn accept_proposal(
    connection: &mut PgConnection,
    member_id: i64,
    fis_code: &str,
) -> DbResult<bool> {
    let exists = sqlx::query_scalar!(
        r#"select exists(select 1 from fis_pairing_proposal where member_id = $1 and fis_code = $2) as "exists!""#,
        member_id,
        fis_code
    )
    .fetch_one(&mut *connection)
    .await?;
    if !exists {
        return Ok(false);
    }
    let updated = sqlx::query!(
        "update member set fis_code = $2, updated_at = now() where member_id = $1 and fis_code is null",
        member_id,
        fis_code
    )
    .execute(&mut *connection)
    .await?
    .rows_affected();
    sqlx::query!(
        "delete from fis_pairing_proposal where member_id = $1 or fis_code = $2",
        member_id,
        fis_code
    )
    .execute(connection)
    .await?;
    Ok(updated == 1)
}

/// Rejects a proposal for good; false when there was none (nothing is remembered then).
pub async fn reject_proposal(
    connection: &mut PgConnection,
    member_id: i64,
    fis_code: &str,
    account_id: Option<i64>,
) -> DbResult<bool> {
    let deleted = sqlx::query!(
        "delete from fis_pairing_proposal where member_id = $1 and fis_code = $2",
        member_id,
        fis_code
    )
    .execute(&mut *connection)
    .await?
    .rows_affected();
    if deleted == 0 {
        return Ok(false);
    }
    sqlx::query!(
        r#"insert into fis_pairing_rejection (member_id, fis_code, rejected_by_account_id)
           values ($1, $2, $3) on conflict do nothing"#,
        member_id,
        fis_code,
        account_id
    )
    .execute(connection)
    .await?;
    Ok(deleted == 1)
}

/// A loaded list version.
#[derive(Debug, Clone)]
pub struct ListRow {
    pub fis_points_list_id: i64,
    pub sector: String,
    pub list_key: String,
    pub name: String,
    pub calculated_on: Option<NaiveDate>,
    pub file_name: String,
    pub row_count: i32,
    pub loaded_at: DateTime<Utc>,
}

/// The loaded lists, newest first.
pub async fn list_lists(executor: impl PgExecutor<'_>, limit: i64) -> DbResult<Vec<ListRow>> {
    sqlx::query_as!(
        ListRow,
        r#"select fis_points_list_id, sector, list_key, name, calculated_on, file_name, row_count,
                  loaded_at
           from fis_points_list order by loaded_at desc, fis_points_list_id desc limit $1"#,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
