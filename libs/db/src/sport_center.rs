//! Members of sport centers (`sport_center_member`): a center's athletes and coaches, the
//! overview's counts, a member's centers across seasons and the public national team.

use chrono::NaiveDate;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::codebook::OrganisationType;
use stopa_domain::results::PersonRoleKind;

use crate::{DbError, DbResult};

/// A center with its members counted (those in it today, or at the end of a past season).
#[derive(Debug, Clone)]
pub struct SportCenterCountRow {
    pub sport_center_id: i64,
    pub evidence_season_id: i64,
    pub evidence_season_name: String,
    pub department_id: i64,
    pub department_name: String,
    pub name: String,
    pub organisation_type: OrganisationType,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub athletes: i64,
    pub coaches: i64,
}

/// The centers of an evidence season (and a department), with their members counted as on
/// `day` (or the season's last day when it is over), in the region or department of the
/// asker's scope.
pub async fn list_sport_centers(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
    department_id: Option<i64>,
    region_id: Option<i64>,
    day: NaiveDate,
) -> DbResult<Vec<SportCenterCountRow>> {
    sqlx::query_as!(
        SportCenterCountRow,
        r#"select c.sport_center_id, c.evidence_season_id, s.name as evidence_season_name,
                  c.department_id, d.name as department_name, c.name,
                  c.organisation_type as "organisation_type: OrganisationType",
                  c.region_id, r.name as "region_name?",
                  count(m.member_id) filter (where m.role = 'ATHLETE') as "athletes!",
                  count(m.member_id) filter (where m.role = 'COACH') as "coaches!"
           from sport_center c
           join evidence_season s on s.evidence_season_id = c.evidence_season_id
           join department d on d.department_id = c.department_id
           left join region r on r.region_id = c.region_id
           left join sport_center_member m on m.sport_center_id = c.sport_center_id
                and m.valid_from <= least($4, s.valid_to)
                and (m.valid_to is null or m.valid_to >= least($4, s.valid_to))
           where c.evidence_season_id = $1
             and ($2::bigint is null or c.department_id = $2)
             and ($3::bigint is null or c.region_id = $3)
           group by c.sport_center_id, s.name, d.name, r.name
           order by c.organisation_type, d.name collate "cs-x-icu", c.name collate "cs-x-icu""#,
        evidence_season_id,
        department_id,
        region_id,
        day
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// One member's place in a center.
#[derive(Debug, Clone, serde::Serialize)]
pub struct CenterMemberRow {
    pub sport_center_member_id: i64,
    pub sport_center_id: i64,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_name: Option<String>,
    pub role: PersonRoleKind,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
}

/// The members of a center, every place it has had (athletes first, by name).
pub async fn list_center_members(
    executor: impl PgExecutor<'_>,
    sport_center_id: i64,
) -> DbResult<Vec<CenterMemberRow>> {
    sqlx::query_as!(
        CenterMemberRow,
        r#"select x.sport_center_member_id, x.sport_center_id, x.member_id,
                  m.registration_number, m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!",
                  c.name as "club_name?", x.role as "role: PersonRoleKind",
                  x.valid_from, x.valid_to
           from sport_center_member x
           join member m on m.member_id = x.member_id
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where x.sport_center_id = $1
           order by x.role, m.last_name_sort, m.first_name_sort, x.valid_from"#,
        sport_center_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_center_member(
    executor: impl PgExecutor<'_>,
    sport_center_member_id: i64,
) -> DbResult<Option<CenterMemberRow>> {
    sqlx::query_as!(
        CenterMemberRow,
        r#"select x.sport_center_member_id, x.sport_center_id, x.member_id,
                  m.registration_number, m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!",
                  c.name as "club_name?", x.role as "role: PersonRoleKind",
                  x.valid_from, x.valid_to
           from sport_center_member x
           join member m on m.member_id = x.member_id
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where x.sport_center_member_id = $1"#,
        sport_center_member_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Puts a member into a center; an overlapping place of the same role violates
/// `sport_center_member_no_overlap`.
pub async fn insert_center_member(
    executor: impl PgExecutor<'_>,
    sport_center_id: i64,
    member_id: i64,
    role: PersonRoleKind,
    valid_from: NaiveDate,
    valid_to: Option<NaiveDate>,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into sport_center_member (sport_center_id, member_id, role, valid_from, valid_to)
           values ($1, $2, $3, $4, $5) returning sport_center_member_id"#,
        sport_center_id,
        member_id,
        role as _,
        valid_from,
        valid_to
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Ends a member's place in a center on `valid_to`.
pub async fn end_center_member(
    executor: impl PgExecutor<'_>,
    sport_center_member_id: i64,
    valid_to: NaiveDate,
) -> DbResult<()> {
    sqlx::query!(
        r#"update sport_center_member set valid_to = $2, updated_at = now()
           where sport_center_member_id = $1"#,
        sport_center_member_id,
        valid_to
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Removes a place entered by mistake.
pub async fn delete_center_member(
    executor: impl PgExecutor<'_>,
    sport_center_member_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "delete from sport_center_member where sport_center_member_id = $1",
        sport_center_member_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Holds a center's members until the transaction ends.
pub async fn lock_center(connection: &mut PgConnection, sport_center_id: i64) -> DbResult<()> {
    crate::lock_for_transaction(connection, &format!("sport_center:{sport_center_id}")).await
}

/// A member's place in a center of some season (its history across seasons).
#[derive(Debug, Clone)]
pub struct MemberCenterRow {
    pub sport_center_id: i64,
    pub center_name: String,
    pub organisation_type: OrganisationType,
    pub evidence_season_name: String,
    pub department_name: String,
    pub role: PersonRoleKind,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
}

/// The centers of members across seasons, newest first.
pub async fn list_member_centers(
    executor: impl PgExecutor<'_>,
    member_ids: &[i64],
) -> DbResult<Vec<(i64, MemberCenterRow)>> {
    let rows = sqlx::query!(
        r#"select x.member_id, x.sport_center_id, c.name as center_name,
                  c.organisation_type as "organisation_type: OrganisationType",
                  s.name as evidence_season_name, d.name as department_name,
                  x.role as "role: PersonRoleKind", x.valid_from, x.valid_to
           from sport_center_member x
           join sport_center c on c.sport_center_id = x.sport_center_id
           join evidence_season s on s.evidence_season_id = c.evidence_season_id
           join department d on d.department_id = c.department_id
           where x.member_id = any($1)
           order by x.member_id, s.year desc, x.valid_from desc"#,
        member_ids
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            (
                row.member_id,
                MemberCenterRow {
                    sport_center_id: row.sport_center_id,
                    center_name: row.center_name,
                    organisation_type: row.organisation_type,
                    evidence_season_name: row.evidence_season_name,
                    department_name: row.department_name,
                    role: row.role,
                    valid_from: row.valid_from,
                    valid_to: row.valid_to,
                },
            )
        })
        .collect())
}

/// One member of the national team for the public page.
#[derive(Debug, Clone)]
pub struct RepresentationRow {
    pub sport_center_id: i64,
    pub center_name: String,
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub role: PersonRoleKind,
    /// The member has a photo and allowed it on public pages.
    pub has_public_photo: bool,
}

/// The members of the REPRESENTATION centers of a department in an evidence season who are in
/// them on `day` (or on the season's last day when it is over), archived members left out.
pub async fn list_representation(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
    department_id: i64,
    day: NaiveDate,
) -> DbResult<Vec<RepresentationRow>> {
    sqlx::query_as!(
        RepresentationRow,
        r#"select c.sport_center_id, c.name as center_name, m.member_id, m.first_name,
                  m.last_name, extract(year from m.birth_date)::int as "birth_year!",
                  cl.club_id as "club_id?", cl.name as "club_name?",
                  x.role as "role: PersonRoleKind",
                  (m.photo_public and exists (select 1 from member_photo p
                                              where p.member_id = m.member_id)) as "has_public_photo!"
           from sport_center c
           join evidence_season s on s.evidence_season_id = c.evidence_season_id
           join sport_center_member x on x.sport_center_id = c.sport_center_id
                and x.valid_from <= least($3, s.valid_to)
                and (x.valid_to is null or x.valid_to >= least($3, s.valid_to))
           join member m on m.member_id = x.member_id and not m.archived
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club cl on cl.club_id = ms.club_id
           where c.evidence_season_id = $1 and c.department_id = $2
             and c.organisation_type = 'REPRESENTATION'
           order by c.name collate "cs-x-icu", x.role, m.last_name_sort, m.first_name_sort"#,
        evidence_season_id,
        department_id,
        day
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// The evidence season `day` falls in, or else the latest that began before it.
pub async fn evidence_season_on(
    executor: impl PgExecutor<'_>,
    day: NaiveDate,
) -> DbResult<Option<crate::codebook::EvidenceSeasonRow>> {
    sqlx::query_as!(
        crate::codebook::EvidenceSeasonRow,
        r#"select evidence_season_id, year, name, valid_from, valid_to
           from evidence_season where valid_from <= $1
           order by (valid_to >= $1) desc, year desc limit 1"#,
        day
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// One sport center of the codebook.
pub async fn find_sport_center(
    pool: &sqlx::PgPool,
    sport_center_id: i64,
) -> DbResult<Option<crate::codebook::SportCenterRow>> {
    use crate::codebook::CodebookTable as _;
    let mut connection = pool.acquire().await?;
    crate::codebook::SportCenters::find(&mut connection, sport_center_id).await
}
