//! Codebooks of `/evidence/ciselniky`: departments, sub-departments, evidence seasons, seasons,
//! racing seasons, disciplines, techniques, race types and sport centers.
//!
//! Every codebook has the same five functions: `list_*`, `find_*`, `insert_*`, `update_*`
//! (`None` when the row does not exist) and `delete_*` (likewise). Lists are small (tens of
//! rows), so they are returned whole and in Czech order. References are `no action` foreign
//! keys: deleting a row in use fails with a foreign-key violation, which the caller turns into
//! a message saying where the row is used ([`crate::foreign_key_violation`]).

use chrono::NaiveDate;
use serde::Serialize;
use sqlx::PgExecutor;

// ---------------------------------------------------------------------------------------------
// Departments (úseky)
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct DepartmentRow {
    pub department_id: i64,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct DepartmentValues {
    pub code: String,
    pub name: String,
}

pub async fn list_departments(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<DepartmentRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentRow,
        r#"select department_id, code, name from department order by name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_department(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<DepartmentRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentRow,
        "select department_id, code, name from department where department_id = $1",
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_department(
    executor: impl PgExecutor<'_>,
    values: &DepartmentValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "insert into department (code, name) values ($1, $2) returning department_id",
        values.code,
        values.name
    )
    .fetch_one(executor)
    .await
}

pub async fn update_department(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &DepartmentValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update department set code = $2, name = $3, updated_at = now()
           where department_id = $1 returning department_id"#,
        id,
        values.code,
        values.name
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_department(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from department where department_id = $1 returning department_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Sub-departments (poduseky)
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct SubDepartmentRow {
    pub sub_department_id: i64,
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SubDepartmentValues {
    pub department_id: i64,
    pub code: String,
    pub name: String,
}

pub async fn list_sub_departments(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<SubDepartmentRow>, sqlx::Error> {
    sqlx::query_as!(
        SubDepartmentRow,
        r#"select sub.sub_department_id, sub.department_id, department.name as department_name,
                  sub.code, sub.name
           from sub_department sub join department using (department_id)
           order by department.name collate "cs-x-icu", sub.name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_sub_department(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<SubDepartmentRow>, sqlx::Error> {
    sqlx::query_as!(
        SubDepartmentRow,
        r#"select sub.sub_department_id, sub.department_id, department.name as department_name,
                  sub.code, sub.name
           from sub_department sub join department using (department_id)
           where sub.sub_department_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_sub_department(
    executor: impl PgExecutor<'_>,
    values: &SubDepartmentValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into sub_department (department_id, code, name) values ($1, $2, $3)
           returning sub_department_id"#,
        values.department_id,
        values.code,
        values.name
    )
    .fetch_one(executor)
    .await
}

pub async fn update_sub_department(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &SubDepartmentValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update sub_department set department_id = $2, code = $3, name = $4, updated_at = now()
           where sub_department_id = $1 returning sub_department_id"#,
        id,
        values.department_id,
        values.code,
        values.name
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_sub_department(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from sub_department where sub_department_id = $1 returning sub_department_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Evidence seasons (membership years)
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct EvidenceSeasonRow {
    pub evidence_season_id: i64,
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

#[derive(Debug, Clone, Serialize)]
pub struct EvidenceSeasonValues {
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

pub async fn list_evidence_seasons(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<EvidenceSeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        EvidenceSeasonRow,
        r#"select evidence_season_id, year, name, valid_from, valid_to
           from evidence_season order by year desc"#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_evidence_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<EvidenceSeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        EvidenceSeasonRow,
        r#"select evidence_season_id, year, name, valid_from, valid_to
           from evidence_season where evidence_season_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_evidence_season(
    executor: impl PgExecutor<'_>,
    values: &EvidenceSeasonValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into evidence_season (year, name, valid_from, valid_to) values ($1, $2, $3, $4)
           returning evidence_season_id"#,
        values.year,
        values.name,
        values.valid_from,
        values.valid_to
    )
    .fetch_one(executor)
    .await
}

pub async fn update_evidence_season(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &EvidenceSeasonValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update evidence_season
           set year = $2, name = $3, valid_from = $4, valid_to = $5, updated_at = now()
           where evidence_season_id = $1 returning evidence_season_id"#,
        id,
        values.year,
        values.name,
        values.valid_from,
        values.valid_to
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_evidence_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from evidence_season where evidence_season_id = $1 returning evidence_season_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Seasons
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct SeasonRow {
    pub season_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

#[derive(Debug, Clone, Serialize)]
pub struct SeasonValues {
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

pub async fn list_seasons(executor: impl PgExecutor<'_>) -> Result<Vec<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        "select season_id, name, start_date, end_date from season order by start_date desc"
    )
    .fetch_all(executor)
    .await
}

pub async fn find_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        "select season_id, name, start_date, end_date from season where season_id = $1",
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_season(
    executor: impl PgExecutor<'_>,
    values: &SeasonValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into season (name, start_date, end_date) values ($1, $2, $3)
           returning season_id"#,
        values.name,
        values.start_date,
        values.end_date
    )
    .fetch_one(executor)
    .await
}

pub async fn update_season(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &SeasonValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update season set name = $2, start_date = $3, end_date = $4, updated_at = now()
           where season_id = $1 returning season_id"#,
        id,
        values.name,
        values.start_date,
        values.end_date
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from season where season_id = $1 returning season_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Racing seasons
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct RacingSeasonRow {
    pub racing_season_id: i64,
    pub season_id: i64,
    pub season_name: String,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

#[derive(Debug, Clone, Serialize)]
pub struct RacingSeasonValues {
    pub season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

/// Racing seasons, newest season first; only those of `season_id` and `department_id` when
/// given.
pub async fn list_racing_seasons(
    executor: impl PgExecutor<'_>,
    season_id: Option<i64>,
    department_id: Option<i64>,
) -> Result<Vec<RacingSeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        RacingSeasonRow,
        r#"select racing.racing_season_id, racing.season_id, season.name as season_name,
                  racing.department_id, department.code as department_code,
                  department.name as department_name,
                  racing.name, racing.start_date, racing.end_date
           from racing_season racing
           join season using (season_id)
           join department using (department_id)
           where ($1::bigint is null or racing.season_id = $1)
             and ($2::bigint is null or racing.department_id = $2)
           order by season.start_date desc, department.name collate "cs-x-icu""#,
        season_id,
        department_id
    )
    .fetch_all(executor)
    .await
}

pub async fn find_racing_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<RacingSeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        RacingSeasonRow,
        r#"select racing.racing_season_id, racing.season_id, season.name as season_name,
                  racing.department_id, department.code as department_code,
                  department.name as department_name,
                  racing.name, racing.start_date, racing.end_date
           from racing_season racing
           join season using (season_id)
           join department using (department_id)
           where racing.racing_season_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_racing_season(
    executor: impl PgExecutor<'_>,
    values: &RacingSeasonValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into racing_season (season_id, department_id, name, start_date, end_date)
           values ($1, $2, $3, $4, $5) returning racing_season_id"#,
        values.season_id,
        values.department_id,
        values.name,
        values.start_date,
        values.end_date
    )
    .fetch_one(executor)
    .await
}

pub async fn update_racing_season(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &RacingSeasonValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update racing_season
           set season_id = $2, department_id = $3, name = $4, start_date = $5, end_date = $6,
               updated_at = now()
           where racing_season_id = $1 returning racing_season_id"#,
        id,
        values.season_id,
        values.department_id,
        values.name,
        values.start_date,
        values.end_date
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_racing_season(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from racing_season where racing_season_id = $1 returning racing_season_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Racing disciplines and race types: both belong to a department and are individual or team.
// ---------------------------------------------------------------------------------------------

/// A racing discipline or a race type.
#[derive(Debug, Clone, Serialize)]
pub struct DepartmentItemRow {
    pub id: i64,
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
    pub team: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct DepartmentItemValues {
    pub department_id: i64,
    pub code: String,
    pub name: String,
    pub team: bool,
}

pub async fn list_racing_disciplines(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<DepartmentItemRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentItemRow,
        r#"select item.racing_discipline_id as id, item.department_id,
                  department.name as department_name, item.code, item.name, item.team
           from racing_discipline item join department using (department_id)
           order by department.name collate "cs-x-icu", item.team, item.name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_racing_discipline(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<DepartmentItemRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentItemRow,
        r#"select item.racing_discipline_id as id, item.department_id,
                  department.name as department_name, item.code, item.name, item.team
           from racing_discipline item join department using (department_id)
           where item.racing_discipline_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_racing_discipline(
    executor: impl PgExecutor<'_>,
    values: &DepartmentItemValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into racing_discipline (department_id, code, name, team) values ($1, $2, $3, $4)
           returning racing_discipline_id"#,
        values.department_id,
        values.code,
        values.name,
        values.team
    )
    .fetch_one(executor)
    .await
}

pub async fn update_racing_discipline(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &DepartmentItemValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update racing_discipline
           set department_id = $2, code = $3, name = $4, team = $5, updated_at = now()
           where racing_discipline_id = $1 returning racing_discipline_id"#,
        id,
        values.department_id,
        values.code,
        values.name,
        values.team
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_racing_discipline(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"delete from racing_discipline where racing_discipline_id = $1
           returning racing_discipline_id"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn list_racing_types(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<DepartmentItemRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentItemRow,
        r#"select item.racing_type_id as id, item.department_id,
                  department.name as department_name, item.code, item.name, item.team
           from racing_type item join department using (department_id)
           order by department.name collate "cs-x-icu", item.team, item.name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_racing_type(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<DepartmentItemRow>, sqlx::Error> {
    sqlx::query_as!(
        DepartmentItemRow,
        r#"select item.racing_type_id as id, item.department_id,
                  department.name as department_name, item.code, item.name, item.team
           from racing_type item join department using (department_id)
           where item.racing_type_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_racing_type(
    executor: impl PgExecutor<'_>,
    values: &DepartmentItemValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into racing_type (department_id, code, name, team) values ($1, $2, $3, $4)
           returning racing_type_id"#,
        values.department_id,
        values.code,
        values.name,
        values.team
    )
    .fetch_one(executor)
    .await
}

pub async fn update_racing_type(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &DepartmentItemValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update racing_type
           set department_id = $2, code = $3, name = $4, team = $5, updated_at = now()
           where racing_type_id = $1 returning racing_type_id"#,
        id,
        values.department_id,
        values.code,
        values.name,
        values.team
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_racing_type(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from racing_type where racing_type_id = $1 returning racing_type_id",
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Racing techniques
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct RacingTechniqueRow {
    pub racing_technique_id: i64,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct RacingTechniqueValues {
    pub code: String,
    pub name: String,
}

pub async fn list_racing_techniques(
    executor: impl PgExecutor<'_>,
) -> Result<Vec<RacingTechniqueRow>, sqlx::Error> {
    sqlx::query_as!(
        RacingTechniqueRow,
        r#"select racing_technique_id, code, name from racing_technique
           order by name collate "cs-x-icu""#
    )
    .fetch_all(executor)
    .await
}

pub async fn find_racing_technique(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<RacingTechniqueRow>, sqlx::Error> {
    sqlx::query_as!(
        RacingTechniqueRow,
        r#"select racing_technique_id, code, name from racing_technique
           where racing_technique_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_racing_technique(
    executor: impl PgExecutor<'_>,
    values: &RacingTechniqueValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into racing_technique (code, name) values ($1, $2)
           returning racing_technique_id"#,
        values.code,
        values.name
    )
    .fetch_one(executor)
    .await
}

pub async fn update_racing_technique(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &RacingTechniqueValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update racing_technique set code = $2, name = $3, updated_at = now()
           where racing_technique_id = $1 returning racing_technique_id"#,
        id,
        values.code,
        values.name
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_racing_technique(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"delete from racing_technique where racing_technique_id = $1
           returning racing_technique_id"#,
        id
    )
    .fetch_optional(executor)
    .await
}

// ---------------------------------------------------------------------------------------------
// Sport centers
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct SportCenterRow {
    pub sport_center_id: i64,
    pub evidence_season_id: i64,
    pub evidence_season_name: String,
    pub department_id: i64,
    pub department_name: String,
    pub name: String,
    pub organisation_type: String,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SportCenterValues {
    pub evidence_season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub organisation_type: String,
    pub region_id: Option<i64>,
}

/// Sport centers, newest evidence season first; only those of the given season and
/// department when given.
pub async fn list_sport_centers(
    executor: impl PgExecutor<'_>,
    evidence_season_id: Option<i64>,
    department_id: Option<i64>,
) -> Result<Vec<SportCenterRow>, sqlx::Error> {
    sqlx::query_as!(
        SportCenterRow,
        r#"select center.sport_center_id, center.evidence_season_id,
                  evidence_season.name as evidence_season_name,
                  center.department_id, department.name as department_name,
                  center.name, center.organisation_type,
                  center.region_id, region.name as "region_name?"
           from sport_center center
           join evidence_season using (evidence_season_id)
           join department using (department_id)
           left join region using (region_id)
           where ($1::bigint is null or center.evidence_season_id = $1)
             and ($2::bigint is null or center.department_id = $2)
           order by evidence_season.year desc, department.name collate "cs-x-icu",
                    center.name collate "cs-x-icu""#,
        evidence_season_id,
        department_id
    )
    .fetch_all(executor)
    .await
}

pub async fn find_sport_center(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<SportCenterRow>, sqlx::Error> {
    sqlx::query_as!(
        SportCenterRow,
        r#"select center.sport_center_id, center.evidence_season_id,
                  evidence_season.name as evidence_season_name,
                  center.department_id, department.name as department_name,
                  center.name, center.organisation_type,
                  center.region_id, region.name as "region_name?"
           from sport_center center
           join evidence_season using (evidence_season_id)
           join department using (department_id)
           left join region using (region_id)
           where center.sport_center_id = $1"#,
        id
    )
    .fetch_optional(executor)
    .await
}

pub async fn insert_sport_center(
    executor: impl PgExecutor<'_>,
    values: &SportCenterValues,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"insert into sport_center
               (evidence_season_id, department_id, name, organisation_type, region_id)
           values ($1, $2, $3, $4, $5) returning sport_center_id"#,
        values.evidence_season_id,
        values.department_id,
        values.name,
        values.organisation_type,
        values.region_id
    )
    .fetch_one(executor)
    .await
}

pub async fn update_sport_center(
    executor: impl PgExecutor<'_>,
    id: i64,
    values: &SportCenterValues,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"update sport_center
           set evidence_season_id = $2, department_id = $3, name = $4, organisation_type = $5,
               region_id = $6, updated_at = now()
           where sport_center_id = $1 returning sport_center_id"#,
        id,
        values.evidence_season_id,
        values.department_id,
        values.name,
        values.organisation_type,
        values.region_id
    )
    .fetch_optional(executor)
    .await
}

pub async fn delete_sport_center(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "delete from sport_center where sport_center_id = $1 returning sport_center_id",
        id
    )
    .fetch_optional(executor)
    .await
}
