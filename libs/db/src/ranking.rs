//! Rankings of a department: their rules, the standings the worker computes, the results they
//! are computed from, and the ranking documents (`stopa_domain::ranking`).

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member::Sex;
use stopa_domain::ranking::{RankingCategory, RankingRule, Rating};

use crate::DbResult;

/// A ranking's rule and state.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RankingRow {
    pub ranking_id: i64,
    pub department_id: i64,
    pub season: i32,
    pub name: String,
    pub rule: RankingRule,
    pub rating: Rating,
    pub best_results: Option<i16>,
    pub discipline: Option<String>,
    pub race_categories: Vec<String>,
    pub published: bool,
    pub published_at: Option<DateTime<Utc>>,
    pub source: Option<String>,
    pub computed_at: Option<DateTime<Utc>>,
    pub entry_count: i32,
    pub updated_at: DateTime<Utc>,
}

macro_rules! ranking_columns {
    () => {
        "ranking_id, department_id, season, name, rule, rating, best_results, \
     discipline, race_categories, published, published_at, source, computed_at, entry_count, \
     updated_at"
    };
}

/// The rankings of a department's season (the published ones only where asked), by name.
pub async fn rankings_of(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    season: i32,
    published_only: bool,
) -> DbResult<Vec<RankingRow>> {
    Ok(sqlx::query_as::<_, RankingRow>(concat!(
        "select ",
        ranking_columns!(),
        " from ranking \
         where department_id = $1 and season = $2 and (published or not $3) \
         order by name collate \"cs-x-icu\", ranking_id"
    ))
    .bind(department_id)
    .bind(season)
    .bind(published_only)
    .fetch_all(executor)
    .await?)
}

/// The seasons a department has rankings or documents of (the published ones where asked),
/// the latest first.
pub async fn ranking_seasons(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    published_only: bool,
) -> DbResult<Vec<i32>> {
    Ok(sqlx::query_scalar::<_, i32>(
        "select season from ranking where department_id = $1 and (published or not $2) \
         union select season from ranking_document where department_id = $1 and (published or not $2) \
         order by season desc",
    )
    .bind(department_id)
    .bind(published_only)
    .fetch_all(executor)
    .await?)
}

pub async fn find_ranking(
    executor: impl PgExecutor<'_>,
    ranking_id: i64,
) -> DbResult<Option<RankingRow>> {
    Ok(sqlx::query_as::<_, RankingRow>(concat!(
        "select ",
        ranking_columns!(),
        " from ranking where ranking_id = $1"
    ))
    .bind(ranking_id)
    .fetch_optional(executor)
    .await?)
}

/// The ranking locked for a change or a recomputation.
pub async fn lock_ranking(
    connection: &mut PgConnection,
    ranking_id: i64,
) -> DbResult<Option<RankingRow>> {
    Ok(sqlx::query_as::<_, RankingRow>(concat!(
        "select ",
        ranking_columns!(),
        " from ranking where ranking_id = $1 for update"
    ))
    .bind(ranking_id)
    .fetch_optional(connection)
    .await?)
}

/// Whether another ranking of the department's season has this name (any case).
pub async fn ranking_name_taken(
    connection: &mut PgConnection,
    department_id: i64,
    season: i32,
    name: &str,
    except: Option<i64>,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar::<_, bool>(
        "select exists (select 1 from ranking where department_id = $1 and season = $2 \
         and lower(name) = lower($3) and ranking_id is distinct from $4)",
    )
    .bind(department_id)
    .bind(season)
    .bind(name)
    .bind(except)
    .fetch_one(connection)
    .await?)
}

/// A ranking's rule as written by its department.
#[derive(Debug, Clone)]
pub struct RankingFields<'a> {
    pub name: &'a str,
    pub rule: RankingRule,
    pub best_results: Option<i16>,
    pub discipline: Option<&'a str>,
    pub race_categories: &'a [String],
}

pub async fn insert_ranking(
    connection: &mut PgConnection,
    department_id: i64,
    season: i32,
    fields: &RankingFields<'_>,
    account_id: Option<i64>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "insert into ranking (department_id, season, name, rule, rating, best_results, discipline, \
         race_categories, created_by_account_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         returning ranking_id",
    )
    .bind(department_id)
    .bind(season)
    .bind(fields.name)
    .bind(fields.rule)
    .bind(fields.rule.rating())
    .bind(fields.best_results)
    .bind(fields.discipline)
    .bind(fields.race_categories)
    .bind(account_id)
    .fetch_one(connection)
    .await?)
}

/// Changes a ranking's rule; it has no lines and counts as not computed until the job ran.
pub async fn update_ranking(
    connection: &mut PgConnection,
    ranking_id: i64,
    fields: &RankingFields<'_>,
) -> DbResult<()> {
    sqlx::query(
        "update ranking set name = $2, rule = $3, rating = $4, best_results = $5, discipline = $6, \
         race_categories = $7, computed_at = null, updated_at = now() where ranking_id = $1",
    )
    .bind(ranking_id)
    .bind(fields.name)
    .bind(fields.rule)
    .bind(fields.rule.rating())
    .bind(fields.best_results)
    .bind(fields.discipline)
    .bind(fields.race_categories)
    .execute(&mut *connection)
    .await?;
    // The old lines follow the old rule: gone until the job computes the new ones.
    sqlx::query("delete from ranking_entry where ranking_id = $1")
        .bind(ranking_id)
        .execute(connection)
        .await?;
    Ok(())
}

pub async fn set_ranking_published(
    connection: &mut PgConnection,
    ranking_id: i64,
    published: bool,
) -> DbResult<()> {
    sqlx::query(
        "update ranking set published = $2, \
         published_at = case when $2 then coalesce(published_at, now()) else null end, \
         updated_at = now() where ranking_id = $1",
    )
    .bind(ranking_id)
    .bind(published)
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn delete_ranking(connection: &mut PgConnection, ranking_id: i64) -> DbResult<()> {
    sqlx::query("delete from ranking where ranking_id = $1")
        .bind(ranking_id)
        .execute(connection)
        .await?;
    Ok(())
}

/// The rankings of a department's season, to recompute.
pub async fn ranking_ids_of(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    season: i32,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select ranking_id from ranking where department_id = $1 and season = $2 order by ranking_id",
    )
    .bind(department_id)
    .bind(season)
    .fetch_all(executor)
    .await?)
}

/// One athlete's result as a ranking reads it, with what its race points are computed from.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RankingResultRow {
    pub member_id: i64,
    pub rank: Option<i32>,
    pub fis_points: Option<i32>,
    pub race_points: Option<i32>,
    pub total_time_ms: Option<i32>,
    pub winner_ms: Option<i32>,
    pub f_value: Option<i32>,
    pub penalty: Option<i32>,
}

/// The athletes' results (rows paired to a member, once per race with the better rank) of the
/// published result races of a department's events shown in the public calendar whose days
/// overlap `from`–`to`, the race's day within them, of a discipline and FIS race categories
/// where given.
pub async fn ranking_results(
    connection: &mut PgConnection,
    department_id: i64,
    (from, to): (NaiveDate, NaiveDate),
    discipline: Option<&str>,
    race_categories: &[String],
) -> DbResult<Vec<RankingResultRow>> {
    Ok(sqlx::query_as::<_, RankingResultRow>(
        "with races as ( \
           select r.result_race_id, r.f_value, r.penalty \
           from racing_event e join result_race r on r.racing_event_id = e.racing_event_id \
           where e.department_id = $1 and e.date_from <= $3 and e.date_to >= $2 \
             and e.publication_status = 'PUBLISHED' and r.status = 'PUBLISHED' \
             and coalesce(r.race_date, e.date_from) between $2 and $3 \
             and ($4::text is null or upper(r.discipline) = upper($4)) \
             and (cardinality($5::text[]) = 0 or upper(r.category) = any($5)) \
         ), winners as ( \
           select w.result_race_id, min(w.total_time_ms) as winner_ms \
           from races join result_row w using (result_race_id) where w.rank = 1 group by 1 \
         ) \
         select distinct on (w.result_race_id, w.member_id) \
                w.member_id, w.rank, w.fis_points, w.race_points, w.total_time_ms, \
                winners.winner_ms, races.f_value, races.penalty \
         from races join result_row w using (result_race_id) \
         left join winners using (result_race_id) \
         where w.member_id is not null and w.role_kind = 'ATHLETE' \
         order by w.result_race_id, w.member_id, w.rank nulls last",
    )
    .bind(department_id)
    .bind(from)
    .bind(to)
    .bind(discipline)
    .bind(race_categories)
    .fetch_all(connection)
    .await?)
}

/// A member's FIS points in the newest loaded list of a sector: in `discipline`, or the best
/// of the member's disciplines where none is given.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ListPointsRow {
    pub member_id: i64,
    pub points: i64,
}

/// The newest loaded list of a sector calculated by the season's end (its id and name), and its
/// members' points (not below zero).
pub async fn list_points(
    connection: &mut PgConnection,
    sector: &str,
    season_end: NaiveDate,
    discipline: Option<&str>,
) -> DbResult<Option<(String, Vec<ListPointsRow>)>> {
    let Some((list_id, name)) = sqlx::query_as::<_, (i64, String)>(
        "select fis_points_list_id, name from fis_points_list \
         where sector = $1 and (calculated_on is null or calculated_on <= $2) \
         order by calculated_on desc nulls last, loaded_at desc limit 1",
    )
    .bind(sector)
    .bind(season_end)
    .fetch_optional(&mut *connection)
    .await?
    else {
        return Ok(None);
    };
    let rows = sqlx::query_as::<_, ListPointsRow>(
        "select m.member_id, min((p.value)::bigint) as points \
         from fis_points_row f \
         join member m on m.fis_code = f.fis_code \
         cross join lateral jsonb_each_text(f.points) p \
         where f.fis_points_list_id = $1 and ($2::text is null or upper(p.key) = upper($2)) \
           and p.value ~ '^[0-9]+$' and not m.archived \
         group by m.member_id",
    )
    .bind(list_id)
    .bind(discipline)
    .fetch_all(&mut *connection)
    .await?;
    Ok(Some((name, rows)))
}

/// What a ranking's lines need to know of the members: sex and birth year; in Czech name
/// order (what orders equal points).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RankedMemberRow {
    pub member_id: i64,
    pub sex: Sex,
    pub birth_year: Option<i32>,
}

/// The members of `member_ids` not archived, by last and first name in Czech order.
pub async fn ranked_members(
    connection: &mut PgConnection,
    member_ids: &[i64],
) -> DbResult<Vec<RankedMemberRow>> {
    Ok(sqlx::query_as::<_, RankedMemberRow>(
        "select member_id, sex, extract(year from birth_date)::int as birth_year \
         from member where member_id = any($1) and not archived \
         order by last_name collate \"cs-x-icu\", first_name collate \"cs-x-icu\", member_id",
    )
    .bind(member_ids)
    .fetch_all(connection)
    .await?)
}

/// A computed line of a ranking.
#[derive(Debug, Clone, Copy)]
pub struct NewEntry {
    pub category: RankingCategory,
    pub sex: Sex,
    /// The line's ordinal in its category and sex (1, 2, 3 …): positions with names ordering ties.
    pub line: i32,
    pub position: i32,
    pub member_id: i64,
    pub points: i64,
    pub result_count: i32,
    pub counted_count: i32,
}

/// Replaces a ranking's lines, records its source and when it was computed.
pub async fn replace_entries(
    connection: &mut PgConnection,
    ranking_id: i64,
    entries: &[NewEntry],
    source: Option<&str>,
) -> DbResult<()> {
    sqlx::query("delete from ranking_entry where ranking_id = $1")
        .bind(ranking_id)
        .execute(&mut *connection)
        .await?;
    for chunk in entries.chunks(5_000) {
        let categories: Vec<&str> = chunk.iter().map(|entry| entry.category.as_str()).collect();
        let sexes: Vec<&str> = chunk.iter().map(|entry| entry.sex.as_str()).collect();
        let lines: Vec<i32> = chunk.iter().map(|entry| entry.line).collect();
        let positions: Vec<i32> = chunk.iter().map(|entry| entry.position).collect();
        let members: Vec<i64> = chunk.iter().map(|entry| entry.member_id).collect();
        let points: Vec<i64> = chunk.iter().map(|entry| entry.points).collect();
        let results: Vec<i32> = chunk.iter().map(|entry| entry.result_count).collect();
        let counted: Vec<i32> = chunk.iter().map(|entry| entry.counted_count).collect();
        sqlx::query(
            "insert into ranking_entry (ranking_id, category, sex, line, position, member_id, points, \
             result_count, counted_count) \
             select $1, * from unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::bigint[], \
             $7::bigint[], $8::int[], $9::int[])",
        )
        .bind(ranking_id)
        .bind(&categories)
        .bind(&sexes)
        .bind(&lines)
        .bind(&positions)
        .bind(&members)
        .bind(&points)
        .bind(&results)
        .bind(&counted)
        .execute(&mut *connection)
        .await?;
    }
    let athletes = i32::try_from(
        entries
            .iter()
            .filter(|entry| entry.category == RankingCategory::All)
            .count(),
    )
    .unwrap_or(i32::MAX);
    sqlx::query(
        "update ranking set computed_at = now(), source = $2, entry_count = $3 where ranking_id = $1",
    )
    .bind(ranking_id)
    .bind(source)
    .bind(athletes)
    .execute(connection)
    .await?;
    Ok(())
}

/// A line of a ranking as its pages show it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EntryView {
    pub position: i32,
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: Option<i32>,
    pub archived: bool,
    pub club_name: Option<String>,
    pub points: i64,
    pub result_count: i32,
    pub counted_count: i32,
}

/// A page of a ranking's lines of one category and sex, by position (from the index).
pub async fn entries(
    executor: impl PgExecutor<'_>,
    ranking_id: i64,
    category: RankingCategory,
    sex: Sex,
    (offset, limit): (i64, i64),
) -> DbResult<Vec<EntryView>> {
    Ok(sqlx::query_as::<_, EntryView>(
        "select e.position, e.member_id, m.first_name, m.last_name, \
                extract(year from m.birth_date)::int as birth_year, m.archived, c.name as club_name, \
                e.points, e.result_count, e.counted_count \
         from (select * from ranking_entry where ranking_id = $1 and category = $2 and sex = $3 \
               order by line offset $4 limit $5) e \
         join member m on m.member_id = e.member_id \
         left join lateral (select cl.name from membership ms join club cl on cl.club_id = ms.club_id \
                            where ms.member_id = e.member_id and ms.valid_to is null \
                            order by ms.valid_from desc limit 1) c on true \
         order by e.line",
    )
    .bind(ranking_id)
    .bind(category)
    .bind(sex)
    .bind(offset)
    .bind(limit)
    .fetch_all(executor)
    .await?)
}

/// How many lines a ranking has in one category and sex.
pub async fn entry_count(
    executor: impl PgExecutor<'_>,
    ranking_id: i64,
    category: RankingCategory,
    sex: Sex,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select count(*) from ranking_entry where ranking_id = $1 and category = $2 and sex = $3",
    )
    .bind(ranking_id)
    .bind(category)
    .bind(sex)
    .fetch_one(executor)
    .await?)
}

/// A ranking document (without its bytes).
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RankingDocumentRow {
    pub ranking_document_id: i64,
    pub department_id: i64,
    pub season: i32,
    pub title: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i32,
    pub published: bool,
    pub created_at: DateTime<Utc>,
}

macro_rules! document_columns {
    () => {
        "ranking_document_id, department_id, season, title, file_name, \
     content_type, octet_length(content) as size, published, created_at"
    };
}

/// A department season's documents (the published ones where asked), the newest first.
pub async fn documents_of(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    season: i32,
    published_only: bool,
) -> DbResult<Vec<RankingDocumentRow>> {
    Ok(sqlx::query_as::<_, RankingDocumentRow>(concat!(
        "select ",
        document_columns!(),
        " from ranking_document \
         where department_id = $1 and season = $2 and (published or not $3) \
         order by created_at desc, ranking_document_id desc"
    ))
    .bind(department_id)
    .bind(season)
    .bind(published_only)
    .fetch_all(executor)
    .await?)
}

pub async fn find_document(
    executor: impl PgExecutor<'_>,
    document_id: i64,
) -> DbResult<Option<RankingDocumentRow>> {
    Ok(sqlx::query_as::<_, RankingDocumentRow>(concat!(
        "select ",
        document_columns!(),
        " from ranking_document where ranking_document_id = $1"
    ))
    .bind(document_id)
    .fetch_optional(executor)
    .await?)
}

pub async fn document_content(
    executor: impl PgExecutor<'_>,
    document_id: i64,
) -> DbResult<Option<Vec<u8>>> {
    Ok(sqlx::query_scalar::<_, Vec<u8>>(
        "select content from ranking_document where ranking_document_id = $1",
    )
    .bind(document_id)
    .fetch_optional(executor)
    .await?)
}

/// A document to store.
#[derive(Debug, Clone, Copy)]
pub struct NewRankingDocument<'a> {
    pub department_id: i64,
    pub season: i32,
    pub title: &'a str,
    pub file_name: &'a str,
    pub content_type: &'a str,
    pub content: &'a [u8],
    pub account_id: Option<i64>,
}

pub async fn insert_document(
    connection: &mut PgConnection,
    document: &NewRankingDocument<'_>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "insert into ranking_document (department_id, season, title, file_name, content_type, \
         content, created_by_account_id) values ($1, $2, $3, $4, $5, $6, $7) \
         returning ranking_document_id",
    )
    .bind(document.department_id)
    .bind(document.season)
    .bind(document.title)
    .bind(document.file_name)
    .bind(document.content_type)
    .bind(document.content)
    .bind(document.account_id)
    .fetch_one(connection)
    .await?)
}

pub async fn set_document_published(
    connection: &mut PgConnection,
    document_id: i64,
    published: bool,
) -> DbResult<()> {
    sqlx::query("update ranking_document set published = $2 where ranking_document_id = $1")
        .bind(document_id)
        .bind(published)
        .execute(connection)
        .await?;
    Ok(())
}

pub async fn delete_document(connection: &mut PgConnection, document_id: i64) -> DbResult<()> {
    sqlx::query("delete from ranking_document where ranking_document_id = $1")
        .bind(document_id)
        .execute(connection)
        .await?;
    Ok(())
}

/// The department's code (`al`) and name.
pub async fn department(
    executor: impl PgExecutor<'_>,
    department_id: i64,
) -> DbResult<Option<(String, String)>> {
    Ok(sqlx::query_as::<_, (String, String)>(
        "select code, name from department where department_id = $1",
    )
    .bind(department_id)
    .fetch_optional(executor)
    .await?)
}

/// The departments whose code is a points list's sector (`AL` → `al`).
pub async fn departments_of_sector(
    executor: impl PgExecutor<'_>,
    sector: &str,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select department_id from department where upper(code) = upper($1)",
    )
    .bind(sector)
    .fetch_all(executor)
    .await?)
}

/// The departments and racing seasons (by the year they end) that have published result
/// races: what the demo seed gives a ranking.
pub async fn seasons_with_results(executor: impl PgExecutor<'_>) -> DbResult<Vec<(i64, i32)>> {
    Ok(sqlx::query_as::<_, (i64, i32)>(
        "select distinct e.department_id, \
                (extract(year from d.day) + case when extract(month from d.day) >= 7 then 1 else 0 end)::int \
         from result_race r join racing_event e on e.racing_event_id = r.racing_event_id \
         cross join lateral (select coalesce(r.race_date, e.date_from) as day) d \
         where r.status = 'PUBLISHED' order by 1, 2",
    )
    .fetch_all(executor)
    .await?)
}

/// A department's id by its code (`cc`).
pub async fn department_by_code(
    executor: impl PgExecutor<'_>,
    code: &str,
) -> DbResult<Option<i64>> {
    Ok(
        sqlx::query_scalar::<_, i64>("select department_id from department where code = lower($1)")
            .bind(code)
            .fetch_optional(executor)
            .await?,
    )
}

/// The departments with a published ranking or ranking document, and when one last changed
/// (the sitemap).
pub async fn published_departments(
    executor: impl PgExecutor<'_>,
) -> DbResult<Vec<(i64, DateTime<Utc>)>> {
    Ok(sqlx::query_as::<_, (i64, DateTime<Utc>)>(
        "select department_id, max(changed) from ( \
           select department_id, coalesce(computed_at, updated_at) as changed from ranking where published \
           union all select department_id, created_at from ranking_document where published \
         ) published group by department_id order by department_id",
    )
    .fetch_all(executor)
    .await?)
}
