//! The season rollover's SQL (`stopa_app::season`): the next season and its set-up copied from
//! the previous one, and the members' answers carried out. Every function runs inside the
//! rollover's one transaction; the copies are `insert ... on conflict do nothing`, so a
//! repeated rollover finds its rows and inserts none.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;
use stopa_domain::member::MemberRoleKind;

use crate::{DbError, DbResult};

/// A season (`season`).
#[derive(Debug, Clone)]
pub struct SeasonRow {
    pub season_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// When a rollover made it (or completed it) and took the members' answers.
    pub rolled_over_at: Option<DateTime<Utc>>,
}

/// Holds the rollover's lock until the transaction ends: two rollovers never interleave.
pub async fn lock_rollover(connection: &mut PgConnection) -> DbResult<()> {
    crate::lock_for_transaction(connection, "season_rollover").await
}

/// The season that starts last.
pub async fn find_latest_season(connection: &mut PgConnection) -> DbResult<Option<SeasonRow>> {
    sqlx::query_as!(
        SeasonRow,
        r#"select season_id, name, start_date, end_date, rolled_over_at from season
           order by start_date desc, season_id desc limit 1"#
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// The season of a name (`2027/2028`).
pub async fn find_season_by_name(
    connection: &mut PgConnection,
    name: &str,
) -> DbResult<Option<SeasonRow>> {
    sqlx::query_as!(
        SeasonRow,
        r#"select season_id, name, start_date, end_date, rolled_over_at from season
           where name = $1"#,
        name
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// Inserts a season; `None` when one of its name is there already.
pub async fn insert_season(
    connection: &mut PgConnection,
    name: &str,
    start_date: NaiveDate,
    end_date: NaiveDate,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"insert into season (name, start_date, end_date) values ($1, $2, $3)
           on conflict on constraint season_name_key do nothing
           returning season_id"#,
        name,
        start_date,
        end_date
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// Records that the rollover took the members' answers for the season.
pub async fn mark_rolled_over(connection: &mut PgConnection, season_id: i64) -> DbResult<()> {
    sqlx::query!(
        r#"update season set rolled_over_at = now(), updated_at = now() where season_id = $1"#,
        season_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// The jobs of `kinds` waiting or running: kind and count.
pub async fn count_active_jobs(
    connection: &mut PgConnection,
    kinds: &[&str],
) -> DbResult<Vec<(String, i64)>> {
    let kinds: Vec<String> = kinds.iter().map(|kind| (*kind).to_owned()).collect();
    let rows = sqlx::query!(
        r#"select kind, count(*) as "count!" from job
           where kind = any($1) and status in ('QUEUED', 'RUNNING')
           group by kind order by kind"#,
        &kinds
    )
    .fetch_all(connection)
    .await?;
    Ok(rows.into_iter().map(|row| (row.kind, row.count)).collect())
}

/// The evidence season of a year, if there is one.
pub async fn find_evidence_season_id(
    connection: &mut PgConnection,
    year: i32,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        "select evidence_season_id from evidence_season where year = $1",
        year
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// Inserts the evidence season of a year; `None` when it is there already.
pub async fn insert_evidence_season(
    connection: &mut PgConnection,
    year: i32,
    name: &str,
    valid_from: NaiveDate,
    valid_to: NaiveDate,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"insert into evidence_season (year, name, valid_from, valid_to) values ($1, $2, $3, $4)
           on conflict on constraint evidence_season_year_key do nothing
           returning evidence_season_id"#,
        year,
        name,
        valid_from,
        valid_to
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// A copied row: its id and the values it was made with (for the audit log).
#[derive(Debug, Clone, serde::Serialize)]
pub struct CopiedRacingSeason {
    pub racing_season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

/// How many rows a copy found in its source, and the ones it made.
#[derive(Debug, Clone)]
pub struct Copied<T> {
    pub source: i64,
    pub created: Vec<T>,
}

/// Copies the racing season of every department that had one in season `from` to season `to`,
/// its dates a year later and its name with the new season's name in place of the old one
/// (`Běh na lyžích 2026/2027` → `Běh na lyžích 2027/2028`; a name without the season's name
/// gets the department's name and the season's). Departments that have one in `to` keep it.
pub async fn copy_racing_seasons(
    connection: &mut PgConnection,
    from: &SeasonRow,
    to_season_id: i64,
    to_name: &str,
) -> DbResult<Copied<CopiedRacingSeason>> {
    let source = sqlx::query_scalar!(
        r#"select count(*) as "count!" from racing_season where season_id = $1"#,
        from.season_id
    )
    .fetch_one(&mut *connection)
    .await?;
    let created = sqlx::query_as!(
        CopiedRacingSeason,
        r#"insert into racing_season (season_id, department_id, name, start_date, end_date)
           select $2, r.department_id,
                  case when strpos(r.name, $3) > 0 then replace(r.name, $3, $4)
                       else d.name || ' ' || $4 end,
                  (r.start_date + interval '1 year')::date,
                  (r.end_date + interval '1 year')::date
           from racing_season r join department d on d.department_id = r.department_id
           where r.season_id = $1
           order by r.department_id
           on conflict on constraint racing_season_season_department_key do nothing
           returning racing_season_id, department_id, name, start_date, end_date"#,
        from.season_id,
        to_season_id,
        from.name,
        to_name
    )
    .fetch_all(connection)
    .await?;
    Ok(Copied { source, created })
}

/// A fee schedule as copied.
#[derive(Debug, Clone, serde::Serialize)]
pub struct CopiedFeeSchedule {
    pub fee_schedule_id: i64,
    pub evidence_season_id: i64,
    pub basic_fee: i32,
    pub adult_fee: i32,
    pub child_fee: i32,
    pub senior_fee: i32,
    pub child_max_age: i32,
    pub senior_min_age: i32,
}

/// Copies the fee schedule of evidence season `from` to `to` unless `to` has one.
pub async fn copy_fee_schedule(
    connection: &mut PgConnection,
    from: i64,
    to: i64,
) -> DbResult<Copied<CopiedFeeSchedule>> {
    let source = sqlx::query_scalar!(
        r#"select count(*) as "count!" from fee_schedule where evidence_season_id = $1"#,
        from
    )
    .fetch_one(&mut *connection)
    .await?;
    let created = sqlx::query_as!(
        CopiedFeeSchedule,
        r#"insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee,
                                     senior_fee, child_max_age, senior_min_age)
           select $2, basic_fee, adult_fee, child_fee, senior_fee, child_max_age, senior_min_age
           from fee_schedule where evidence_season_id = $1
           on conflict on constraint fee_schedule_evidence_season_key do nothing
           returning fee_schedule_id, evidence_season_id, basic_fee, adult_fee, child_fee,
                     senior_fee, child_max_age, senior_min_age"#,
        from,
        to
    )
    .fetch_all(connection)
    .await?;
    Ok(Copied { source, created })
}

/// A sport center as copied.
#[derive(Debug, Clone, serde::Serialize)]
pub struct CopiedSportCenter {
    pub sport_center_id: i64,
    pub evidence_season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub organisation_type: String,
    pub region_id: Option<i64>,
}

/// Copies the sport centers of evidence season `from` to `to`; a center of the same department
/// and name in `to` is kept.
pub async fn copy_sport_centers(
    connection: &mut PgConnection,
    from: i64,
    to: i64,
) -> DbResult<Copied<CopiedSportCenter>> {
    let source = sqlx::query_scalar!(
        r#"select count(*) as "count!" from sport_center where evidence_season_id = $1"#,
        from
    )
    .fetch_one(&mut *connection)
    .await?;
    let created = sqlx::query_as!(
        CopiedSportCenter,
        r#"insert into sport_center (evidence_season_id, department_id, name, organisation_type,
                                     region_id)
           select $2, department_id, name, organisation_type, region_id
           from sport_center where evidence_season_id = $1
           order by sport_center_id
           on conflict on constraint sport_center_name_key do nothing
           returning sport_center_id, evidence_season_id, department_id, name, organisation_type,
                     region_id"#,
        from,
        to
    )
    .fetch_all(connection)
    .await?;
    Ok(Copied { source, created })
}

/// Open department roles (no end), which the rollover leaves as they are.
pub async fn count_open_roles(connection: &mut PgConnection) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"select count(*) as "count!" from member_department_role where valid_to is null"#
    )
    .fetch_one(connection)
    .await
    .map_err(DbError::from)
}

/// Members with an open membership, by their answer.
pub async fn count_answers(connection: &mut PgConnection) -> DbResult<Vec<(String, i64)>> {
    let rows = sqlx::query!(
        r#"select m.answer_status, count(*) as "count!"
           from member m join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           group by m.answer_status order by m.answer_status"#
    )
    .fetch_all(connection)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.answer_status, row.count))
        .collect())
}

/// A membership the rollover ended.
#[derive(Debug, Clone)]
pub struct EndedMembershipRow {
    pub membership_id: i64,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub club_id: i64,
    pub club_name: String,
    pub answer_status: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

/// Ends the open membership of every member whose answer is one of `answers`, on `last_day`
/// (31 December of the old evidence season); one that began after it ends on `today`, or on its
/// own first day when that is later (`stopa_domain::season::ending_day`).
pub async fn end_memberships_by_answer(
    connection: &mut PgConnection,
    answers: &[&str],
    last_day: NaiveDate,
    today: NaiveDate,
) -> DbResult<Vec<EndedMembershipRow>> {
    let answers: Vec<String> = answers.iter().map(|answer| (*answer).to_owned()).collect();
    sqlx::query_as!(
        EndedMembershipRow,
        r#"update membership ms
           set valid_to = case when ms.valid_from <= $2 then $2
                               else greatest(ms.valid_from, $3) end,
               updated_at = now()
           from member m, club c
           where m.member_id = ms.member_id and c.club_id = ms.club_id
             and ms.valid_to is null and m.answer_status = any($1)
           returning ms.membership_id, ms.member_id, m.registration_number, m.first_name,
                     m.last_name, ms.club_id, c.name as club_name, m.answer_status,
                     ms.valid_from, ms.valid_to as "valid_to!""#,
        &answers,
        last_day,
        today
    )
    .fetch_all(connection)
    .await
    .map_err(DbError::from)
}

/// A department role the rollover ended.
#[derive(Debug, Clone)]
pub struct EndedRoleRow {
    pub member_department_role_id: i64,
    pub member_id: i64,
    pub department_name: String,
    pub kind: MemberRoleKind,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

/// Ends every department role of `member_ids` still in force (open, or a licence valid
/// beyond the day) as [`end_memberships_by_answer`] ends memberships: a member leaving the
/// federation keeps no licence.
pub async fn end_roles_of_members(
    connection: &mut PgConnection,
    member_ids: &[i64],
    last_day: NaiveDate,
    today: NaiveDate,
) -> DbResult<Vec<EndedRoleRow>> {
    sqlx::query_as!(
        EndedRoleRow,
        r#"update member_department_role r
           set valid_to = case when r.valid_from <= $2 then $2
                               else greatest(r.valid_from, $3) end,
               updated_at = now()
           where r.member_id = any($1)
             and (r.valid_to is null
                  or r.valid_to > case when r.valid_from <= $2 then $2
                                       else greatest(r.valid_from, $3) end)
           returning r.member_department_role_id, r.member_id,
                     coalesce((select d.name from department d
                               where d.department_id = r.department_id),
                              'bez úseku') as "department_name!",
                     r.kind as "kind: MemberRoleKind", r.valid_from, r.valid_to as "valid_to!""#,
        member_ids,
        last_day,
        today
    )
    .fetch_all(connection)
    .await
    .map_err(DbError::from)
}

/// An answer the rollover reset: the member and what it had answered.
#[derive(Debug, Clone)]
pub struct ResetAnswerRow {
    pub member_id: i64,
    pub answer_status: String,
}

/// Resets to WITHOUT_ANSWER the answer of every member with an open membership and of
/// `also_member_ids` (those whose membership the rollover just ended).
pub async fn reset_answers(
    connection: &mut PgConnection,
    also_member_ids: &[i64],
) -> DbResult<Vec<ResetAnswerRow>> {
    sqlx::query_as!(
        ResetAnswerRow,
        r#"update member m set answer_status = 'WITHOUT_ANSWER', updated_at = now()
           from (select member_id, answer_status from member
                 where answer_status <> 'WITHOUT_ANSWER'
                   and (member_id = any($1)
                        or exists (select 1 from membership ms
                                   where ms.member_id = member.member_id
                                     and ms.valid_to is null))
                 for update) old
           where m.member_id = old.member_id
           returning m.member_id, old.answer_status"#,
        also_member_ids
    )
    .fetch_all(connection)
    .await
    .map_err(DbError::from)
}

/// A hosting the rollover ended.
#[derive(Debug, Clone)]
pub struct EndedHostingRow {
    pub transfer_inquiry_id: i64,
    pub member_id: i64,
    pub valid_to: NaiveDate,
}

/// Ends the approved hostings that are over (their last day before `today`) and whose last day
/// is on or before `season_end`, each with its history step (`note`).
pub async fn end_hostings(
    connection: &mut PgConnection,
    season_end: NaiveDate,
    today: NaiveDate,
    note: &str,
) -> DbResult<Vec<EndedHostingRow>> {
    let ended = sqlx::query_as!(
        EndedHostingRow,
        r#"update transfer_inquiry set state = 'ENDED', updated_at = now()
           where kind = 'HOSTING' and state = 'APPROVED' and valid_to <= $1 and valid_to < $2
           returning transfer_inquiry_id, member_id, valid_to as "valid_to!""#,
        season_end,
        today
    )
    .fetch_all(&mut *connection)
    .await?;
    let ids: Vec<i64> = ended.iter().map(|row| row.transfer_inquiry_id).collect();
    sqlx::query!(
        r#"insert into transfer_inquiry_event (transfer_inquiry_id, state, note)
           select id, 'ENDED', $2 from unnest($1::bigint[]) as id"#,
        &ids,
        note
    )
    .execute(connection)
    .await?;
    Ok(ended)
}
