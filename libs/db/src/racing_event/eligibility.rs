//! What eligibility and the entry form need to know of members for an event: the entrants,
//! the seasons of their evidence, who is entered already.

use chrono::NaiveDate;
use sqlx::PgExecutor;
use stopa_domain::member::Sex;

use crate::DbResult;

/// What eligibility and the entry form need to know of a member for an event.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EntrantRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub citizenship: String,
    pub archived: bool,
    /// An open Athlete role in the event's department.
    pub athlete: bool,
    /// Evidence seasons (ids) whose fee the member paid.
    pub paid_seasons: Vec<i64>,
}

/// Members as entrants of an event's department: the given members, or a club's current
/// members (by name).
pub async fn entrants(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    member_ids: Option<&[i64]>,
    club_id: Option<i64>,
) -> DbResult<Vec<EntrantRow>> {
    Ok(sqlx::query_as::<_, EntrantRow>(
        r"select m.member_id, m.registration_number, m.first_name, m.last_name, m.sex,
                  extract(year from m.birth_date)::int as birth_year, ms.club_id,
                  c.name as club_name, m.citizenship, m.archived,
                  exists (select 1 from member_department_role r
                          where r.member_id = m.member_id and r.department_id = $1
                            and r.kind = 'ATHLETE' and r.valid_to is null) as athlete,
                  array(select p.evidence_season_id from member_paid_season p
                        where p.member_id = m.member_id) as paid_seasons
           from member m
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where ($2::bigint[] is null or m.member_id = any($2))
             and ($3::bigint is null or (ms.club_id = $3 and not m.archived))
           order by m.last_name_sort, m.first_name_sort, m.member_id",
    )
    .bind(department_id)
    .bind(member_ids)
    .bind(club_id)
    .fetch_all(executor)
    .await?)
}

/// The evidence seasons: (id, first day, last day).
pub async fn evidence_seasons(
    executor: impl PgExecutor<'_>,
) -> DbResult<Vec<(i64, NaiveDate, NaiveDate)>> {
    Ok(sqlx::query!(
        "select evidence_season_id, valid_from, valid_to from evidence_season order by valid_from"
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.evidence_season_id, row.valid_from, row.valid_to))
    .collect())
}

/// The members (ids) entered in a race now.
pub async fn entered_members(executor: impl PgExecutor<'_>, race_id: i64) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        r#"select member_id as "member_id!" from race_entry
           where race_id = $1 and state = 'ENTERED' and member_id is not null"#,
        race_id
    )
    .fetch_all(executor)
    .await?)
}
