//! Codebooks of `/evidence/ciselniky`: departments, sub-departments, evidence seasons, seasons,
//! racing seasons, disciplines, techniques, race types and sport centers.
//!
//! Every codebook is one [`CodebookTable`]: its row and values types and five statements (list,
//! find, insert, update, delete), written once with `codebook_table!`. Lists are small (tens
//! of rows), so they are returned whole and in Czech order. References are `no action` foreign
//! keys: deleting a row in use fails with [`DbError::ForeignKey`], which the caller turns into
//! a message saying where the row is used.
//!
//! Adding the next reference list: its two structs and one `codebook_table!` block here, one
//! `CodebookSpec` impl in `stopa_app::codebooks`, one line in the GraphQL adapter.

use std::future::Future;

use chrono::NaiveDate;
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use stopa_domain::codebook::OrganisationType;

use crate::{DbError, DbResult};

/// Filters of the codebooks listed per season and department (racing seasons, sport
/// centers); the others ignore them.
#[derive(Debug, Clone, Copy, Default)]
pub struct CodebookFilter {
    pub season_id: Option<i64>,
    pub evidence_season_id: Option<i64>,
    pub department_id: Option<i64>,
}

/// One codebook table: how its rows are listed, read and written.
pub trait CodebookTable {
    /// A row as read, with the names of what it refers to.
    type Row: Serialize + Send + Sync + Unpin + 'static;
    /// What a row is written from.
    type Values: Serialize + Send + Sync + 'static;

    /// Every row (of the filter, where the codebook has one), in Czech order.
    fn list(
        pool: &PgPool,
        filter: CodebookFilter,
    ) -> impl Future<Output = DbResult<Vec<Self::Row>>> + Send;
    /// One row.
    fn find(
        connection: &mut PgConnection,
        id: i64,
    ) -> impl Future<Output = DbResult<Option<Self::Row>>> + Send;
    /// Inserts a row; returns its id.
    fn insert(
        connection: &mut PgConnection,
        values: &Self::Values,
    ) -> impl Future<Output = DbResult<i64>> + Send;
    /// Changes a row; None when it does not exist.
    fn update(
        connection: &mut PgConnection,
        id: i64,
        values: &Self::Values,
    ) -> impl Future<Output = DbResult<Option<i64>>> + Send;
    /// Deletes a row; None when it does not exist.
    fn delete(
        connection: &mut PgConnection,
        id: i64,
    ) -> impl Future<Output = DbResult<Option<i64>>> + Send;
}

/// Describes one codebook table: its marker type, row and values types, and its statements.
/// `list` binds the filter fields named after it; `insert` binds the values' fields as
/// `$1..`, `update` binds the id as `$1` and the fields as `$2..`.
macro_rules! codebook_table {
    (
        $(#[$meta:meta])*
        $table:ident: $row:ident, $values:ident;
        list: $list:literal $(($($filter:ident),*))?;
        find: $find:literal;
        insert: $insert:literal ($($field:ident),*);
        update: $update:literal;
        delete: $delete:literal;
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy)]
        pub struct $table;

        impl CodebookTable for $table {
            type Row = $row;
            type Values = $values;

            #[allow(unused_variables, reason = "only filtered codebooks read the filter")]
            fn list(
                pool: &PgPool,
                filter: CodebookFilter,
            ) -> impl Future<Output = DbResult<Vec<$row>>> + Send {
                async move {
                    sqlx::query_as!($row, $list $($(, filter.$filter)*)?)
                        .fetch_all(pool)
                        .await
                        .map_err(DbError::from)
                }
            }

            fn find(
                connection: &mut PgConnection,
                id: i64,
            ) -> impl Future<Output = DbResult<Option<$row>>> + Send {
                async move {
                    sqlx::query_as!($row, $find, id)
                        .fetch_optional(connection)
                        .await
                        .map_err(DbError::from)
                }
            }

            fn insert(
                connection: &mut PgConnection,
                values: &$values,
            ) -> impl Future<Output = DbResult<i64>> + Send {
                async move {
                    sqlx::query_scalar!($insert, $(values.$field),*)
                        .fetch_one(connection)
                        .await
                        .map_err(DbError::from)
                }
            }

            fn update(
                connection: &mut PgConnection,
                id: i64,
                values: &$values,
            ) -> impl Future<Output = DbResult<Option<i64>>> + Send {
                async move {
                    sqlx::query_scalar!($update, id, $(values.$field),*)
                        .fetch_optional(connection)
                        .await
                        .map_err(DbError::from)
                }
            }

            fn delete(
                connection: &mut PgConnection,
                id: i64,
            ) -> impl Future<Output = DbResult<Option<i64>>> + Send {
                async move {
                    sqlx::query_scalar!($delete, id)
                        .fetch_optional(connection)
                        .await
                        .map_err(DbError::from)
                }
            }
        }
    };
}

// ---------------------------------------------------------------------------------------------
// Departments (úseky)
// ---------------------------------------------------------------------------------------------

/// A department (úsek): one of the federation's sports sections.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "Department"))]
pub struct DepartmentRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub department_id: i64,
    /// The discipline code of spec §3 (cc, al, sb, ...).
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "DepartmentInput"))]
pub struct DepartmentValues {
    pub code: String,
    pub name: String,
}

codebook_table! {
    /// Departments (úseky): the sports of the federation.
    Departments: DepartmentRow, DepartmentValues;
    list: r#"select department_id, code, name from department order by name collate "cs-x-icu""#;
    find: "select department_id, code, name from department where department_id = $1";
    insert: "insert into department (code, name) values ($1, $2) returning department_id"
        (code, name);
    update: r#"update department set code = $2, name = $3, updated_at = now()
               where department_id = $1 returning department_id"#;
    delete: "delete from department where department_id = $1 returning department_id";
}

/// Every department in Czech order (forms, filters and the names of clubs' departments).
pub async fn list_departments(pool: &PgPool) -> DbResult<Vec<DepartmentRow>> {
    Departments::list(pool, CodebookFilter::default()).await
}

// ---------------------------------------------------------------------------------------------
// Sub-departments (poduseky)
// ---------------------------------------------------------------------------------------------

/// A sub-department (podúsek): a commission of a department.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SubDepartment"))]
pub struct SubDepartmentRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub sub_department_id: i64,
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SubDepartmentInput"))]
pub struct SubDepartmentValues {
    pub department_id: i64,
    pub code: String,
    pub name: String,
}

codebook_table! {
    /// Sub-departments (podúseky): commissions of a department.
    SubDepartments: SubDepartmentRow, SubDepartmentValues;
    list: r#"select sub.sub_department_id, sub.department_id, department.name as department_name,
                    sub.code, sub.name
             from sub_department sub join department using (department_id)
             order by department.name collate "cs-x-icu", sub.name collate "cs-x-icu""#;
    find: r#"select sub.sub_department_id, sub.department_id, department.name as department_name,
                    sub.code, sub.name
             from sub_department sub join department using (department_id)
             where sub.sub_department_id = $1"#;
    insert: r#"insert into sub_department (department_id, code, name) values ($1, $2, $3)
               returning sub_department_id"# (department_id, code, name);
    update: r#"update sub_department set department_id = $2, code = $3, name = $4, updated_at = now()
               where sub_department_id = $1 returning sub_department_id"#;
    delete: "delete from sub_department where sub_department_id = $1 returning sub_department_id";
}

// ---------------------------------------------------------------------------------------------
// Evidence seasons (membership years)
// ---------------------------------------------------------------------------------------------

/// An evidence season: the membership (fee) year. Whoever paid for it counts as a paid member
/// from `validFrom` to `validTo`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "EvidenceSeason"))]
pub struct EvidenceSeasonRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub evidence_season_id: i64,
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "EvidenceSeasonInput"))]
pub struct EvidenceSeasonValues {
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

codebook_table! {
    /// Evidence seasons: the membership (fee) years.
    EvidenceSeasons: EvidenceSeasonRow, EvidenceSeasonValues;
    list: r#"select evidence_season_id, year, name, valid_from, valid_to
             from evidence_season order by year desc"#;
    find: r#"select evidence_season_id, year, name, valid_from, valid_to
             from evidence_season where evidence_season_id = $1"#;
    insert: r#"insert into evidence_season (year, name, valid_from, valid_to)
               values ($1, $2, $3, $4) returning evidence_season_id"#
        (year, name, valid_from, valid_to);
    update: r#"update evidence_season
               set year = $2, name = $3, valid_from = $4, valid_to = $5, updated_at = now()
               where evidence_season_id = $1 returning evidence_season_id"#;
    delete: "delete from evidence_season where evidence_season_id = $1 returning evidence_season_id";
}

/// One evidence season.
pub async fn find_evidence_season(pool: &PgPool, id: i64) -> DbResult<Option<EvidenceSeasonRow>> {
    let mut connection = pool.acquire().await?;
    EvidenceSeasons::find(&mut connection, id).await
}

// ---------------------------------------------------------------------------------------------
// Seasons
// ---------------------------------------------------------------------------------------------

/// A season (e.g. 2026/2027, from May to April).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "Season"))]
pub struct SeasonRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub season_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SeasonInput"))]
pub struct SeasonValues {
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

codebook_table! {
    /// Seasons (winters) the racing seasons belong to.
    Seasons: SeasonRow, SeasonValues;
    list: "select season_id, name, start_date, end_date from season order by start_date desc";
    find: "select season_id, name, start_date, end_date from season where season_id = $1";
    insert: r#"insert into season (name, start_date, end_date) values ($1, $2, $3)
               returning season_id"# (name, start_date, end_date);
    update: r#"update season set name = $2, start_date = $3, end_date = $4, updated_at = now()
               where season_id = $1 returning season_id"#;
    delete: "delete from season where season_id = $1 returning season_id";
}

// ---------------------------------------------------------------------------------------------
// Racing seasons
// ---------------------------------------------------------------------------------------------

/// The racing season of one department within a season.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingSeason"))]
pub struct RacingSeasonRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
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
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingSeasonInput"))]
pub struct RacingSeasonValues {
    pub season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

codebook_table! {
    /// Racing seasons of a department within a season, newest first; listed per season and
    /// department.
    RacingSeasons: RacingSeasonRow, RacingSeasonValues;
    list: r#"select racing.racing_season_id, racing.season_id, season.name as season_name,
                    racing.department_id, department.code as department_code,
                    department.name as department_name,
                    racing.name, racing.start_date, racing.end_date
             from racing_season racing
             join season using (season_id)
             join department using (department_id)
             where ($1::bigint is null or racing.season_id = $1)
               and ($2::bigint is null or racing.department_id = $2)
             order by season.start_date desc, department.name collate "cs-x-icu""#
        (season_id, department_id);
    find: r#"select racing.racing_season_id, racing.season_id, season.name as season_name,
                    racing.department_id, department.code as department_code,
                    department.name as department_name,
                    racing.name, racing.start_date, racing.end_date
             from racing_season racing
             join season using (season_id)
             join department using (department_id)
             where racing.racing_season_id = $1"#;
    insert: r#"insert into racing_season (season_id, department_id, name, start_date, end_date)
               values ($1, $2, $3, $4, $5) returning racing_season_id"#
        (season_id, department_id, name, start_date, end_date);
    update: r#"update racing_season
               set season_id = $2, department_id = $3, name = $4, start_date = $5, end_date = $6,
                   updated_at = now()
               where racing_season_id = $1 returning racing_season_id"#;
    delete: "delete from racing_season where racing_season_id = $1 returning racing_season_id";
}

/// Racing seasons, newest season first; only those of `season_id` and `department_id` when
/// given.
pub async fn list_racing_seasons(
    pool: &PgPool,
    season_id: Option<i64>,
    department_id: Option<i64>,
) -> DbResult<Vec<RacingSeasonRow>> {
    let filter = CodebookFilter {
        season_id,
        department_id,
        ..CodebookFilter::default()
    };
    RacingSeasons::list(pool, filter).await
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

codebook_table! {
    /// Racing disciplines of a department (individual or team).
    RacingDisciplines: DepartmentItemRow, DepartmentItemValues;
    list: r#"select item.racing_discipline_id as id, item.department_id,
                    department.name as department_name, item.code, item.name, item.team
             from racing_discipline item join department using (department_id)
             order by department.name collate "cs-x-icu", item.team, item.name collate "cs-x-icu""#;
    find: r#"select item.racing_discipline_id as id, item.department_id,
                    department.name as department_name, item.code, item.name, item.team
             from racing_discipline item join department using (department_id)
             where item.racing_discipline_id = $1"#;
    insert: r#"insert into racing_discipline (department_id, code, name, team)
               values ($1, $2, $3, $4) returning racing_discipline_id"#
        (department_id, code, name, team);
    update: r#"update racing_discipline
               set department_id = $2, code = $3, name = $4, team = $5, updated_at = now()
               where racing_discipline_id = $1 returning racing_discipline_id"#;
    delete: r#"delete from racing_discipline where racing_discipline_id = $1
               returning racing_discipline_id"#;
}

codebook_table! {
    /// Race types of a department (individual or team).
    RacingTypes: DepartmentItemRow, DepartmentItemValues;
    list: r#"select item.racing_type_id as id, item.department_id,
                    department.name as department_name, item.code, item.name, item.team
             from racing_type item join department using (department_id)
             order by department.name collate "cs-x-icu", item.team, item.name collate "cs-x-icu""#;
    find: r#"select item.racing_type_id as id, item.department_id,
                    department.name as department_name, item.code, item.name, item.team
             from racing_type item join department using (department_id)
             where item.racing_type_id = $1"#;
    insert: r#"insert into racing_type (department_id, code, name, team) values ($1, $2, $3, $4)
               returning racing_type_id"# (department_id, code, name, team);
    update: r#"update racing_type
               set department_id = $2, code = $3, name = $4, team = $5, updated_at = now()
               where racing_type_id = $1 returning racing_type_id"#;
    delete: "delete from racing_type where racing_type_id = $1 returning racing_type_id";
}

// ---------------------------------------------------------------------------------------------
// Racing techniques
// ---------------------------------------------------------------------------------------------

/// A racing technique (FIS C classic, F free).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingTechnique"))]
pub struct RacingTechniqueRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub racing_technique_id: i64,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingTechniqueInput"))]
pub struct RacingTechniqueValues {
    pub code: String,
    pub name: String,
}

codebook_table! {
    /// Racing techniques (classic, free, ...).
    RacingTechniques: RacingTechniqueRow, RacingTechniqueValues;
    list: r#"select racing_technique_id, code, name from racing_technique
             order by name collate "cs-x-icu""#;
    find: r#"select racing_technique_id, code, name from racing_technique
             where racing_technique_id = $1"#;
    insert: r#"insert into racing_technique (code, name) values ($1, $2)
               returning racing_technique_id"# (code, name);
    update: r#"update racing_technique set code = $2, name = $3, updated_at = now()
               where racing_technique_id = $1 returning racing_technique_id"#;
    delete: r#"delete from racing_technique where racing_technique_id = $1
               returning racing_technique_id"#;
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
    pub organisation_type: OrganisationType,
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

codebook_table! {
    /// Sport centers of a department in an evidence season, newest season first; listed per
    /// evidence season and department.
    SportCenters: SportCenterRow, SportCenterValues;
    list: r#"select center.sport_center_id, center.evidence_season_id,
                    evidence_season.name as evidence_season_name,
                    center.department_id, department.name as department_name,
                    center.name,
                    center.organisation_type as "organisation_type: OrganisationType",
                    center.region_id, region.name as "region_name?"
             from sport_center center
             join evidence_season using (evidence_season_id)
             join department using (department_id)
             left join region using (region_id)
             where ($1::bigint is null or center.evidence_season_id = $1)
               and ($2::bigint is null or center.department_id = $2)
             order by evidence_season.year desc, department.name collate "cs-x-icu",
                      center.name collate "cs-x-icu""#
        (evidence_season_id, department_id);
    find: r#"select center.sport_center_id, center.evidence_season_id,
                    evidence_season.name as evidence_season_name,
                    center.department_id, department.name as department_name,
                    center.name,
                    center.organisation_type as "organisation_type: OrganisationType",
                    center.region_id, region.name as "region_name?"
             from sport_center center
             join evidence_season using (evidence_season_id)
             join department using (department_id)
             left join region using (region_id)
             where center.sport_center_id = $1"#;
    insert: r#"insert into sport_center
                   (evidence_season_id, department_id, name, organisation_type, region_id)
               values ($1, $2, $3, $4, $5) returning sport_center_id"#
        (evidence_season_id, department_id, name, organisation_type, region_id);
    update: r#"update sport_center
               set evidence_season_id = $2, department_id = $3, name = $4, organisation_type = $5,
                   region_id = $6, updated_at = now()
               where sport_center_id = $1 returning sport_center_id"#;
    delete: "delete from sport_center where sport_center_id = $1 returning sport_center_id";
}

// ---------------------------------------------------------------------------------------------
// Nicknames of the data cleanup
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize)]
pub struct SuggestionNicknameRow {
    pub suggestion_nickname_id: i64,
    pub nickname: String,
    pub full_name: String,
    /// MALE or FEMALE; None when the form is used by both.
    pub sex: Option<String>,
    pub ambiguous: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct SuggestionNicknameValues {
    pub nickname: String,
    pub full_name: String,
    pub sex: Option<String>,
    pub ambiguous: bool,
}

codebook_table! {
    /// Short forms of first names (Honza = Jan), read both ways by the results pairing.
    SuggestionNicknames: SuggestionNicknameRow, SuggestionNicknameValues;
    list: r#"select suggestion_nickname_id, nickname, full_name, sex, ambiguous
             from suggestion_nickname
             order by full_name collate "cs-x-icu", nickname collate "cs-x-icu""#;
    find: r#"select suggestion_nickname_id, nickname, full_name, sex, ambiguous
             from suggestion_nickname where suggestion_nickname_id = $1"#;
    insert: r#"insert into suggestion_nickname (nickname, full_name, sex, ambiguous)
               values ($1, $2, $3, $4) returning suggestion_nickname_id"#
               (nickname, full_name, sex, ambiguous);
    update: r#"update suggestion_nickname set nickname = $2, full_name = $3, sex = $4,
                   ambiguous = $5, updated_at = now()
               where suggestion_nickname_id = $1 returning suggestion_nickname_id"#;
    delete: r#"delete from suggestion_nickname where suggestion_nickname_id = $1
               returning suggestion_nickname_id"#;
}

/// A department by its code (`cc`, `al`…): its id and name.
pub async fn department_by_code(
    executor: impl sqlx::PgExecutor<'_>,
    code: &str,
) -> crate::DbResult<Option<(i64, String)>> {
    Ok(sqlx::query_as::<_, (i64, String)>(
        "select department_id, name from department where code = $1",
    )
    .bind(code)
    .fetch_optional(executor)
    .await?)
}
