//! Races and categories of an event (replaced together from the form), and the category
//! defaults of a season.

use chrono::{NaiveDate, NaiveTime};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::racing_event::GenderGroup;

use crate::{DbError, DbResult};

/// A race of an event with its codebook names.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RaceRow {
    pub race_id: i64,
    pub racing_event_id: i64,
    pub name: String,
    pub racing_discipline_id: i64,
    pub discipline_code: String,
    pub discipline_name: String,
    pub racing_technique_id: Option<i64>,
    pub technique_code: Option<String>,
    pub technique_name: Option<String>,
    pub racing_type_id: Option<i64>,
    pub type_code: Option<String>,
    pub type_name: Option<String>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    pub start_time: Option<NaiveTime>,
    pub ordinal: i32,
    pub entry_count: i64,
}

pub async fn races_of_events(
    executor: impl PgExecutor<'_>,
    event_ids: &[i64],
) -> DbResult<Vec<RaceRow>> {
    Ok(sqlx::query_as::<_, RaceRow>(
        r"select ra.race_id, ra.racing_event_id, ra.name, ra.racing_discipline_id,
                  di.code as discipline_code, di.name as discipline_name,
                  ra.racing_technique_id, te.code as technique_code, te.name as technique_name,
                  ra.racing_type_id, ty.code as type_code, ty.name as type_name,
                  ra.gender_group, ra.race_date, ra.start_time, ra.ordinal,
                  (select count(*) from race_entry en
                   where en.race_id = ra.race_id and en.state = 'ENTERED') as entry_count
           from race ra
           join racing_discipline di on di.racing_discipline_id = ra.racing_discipline_id
           left join racing_technique te on te.racing_technique_id = ra.racing_technique_id
           left join racing_type ty on ty.racing_type_id = ra.racing_type_id
           where ra.racing_event_id = any($1)
           order by ra.racing_event_id, ra.race_date, ra.ordinal, ra.race_id",
    )
    .bind(event_ids)
    .fetch_all(executor)
    .await?)
}

/// A category of a race.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingCategory"))]
pub struct CategoryRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub racing_category_id: i64,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub race_id: i64,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub ordinal: i32,
    pub entry_count: i64,
}

pub async fn categories_of_races(
    executor: impl PgExecutor<'_>,
    race_ids: &[i64],
) -> DbResult<Vec<CategoryRow>> {
    Ok(sqlx::query_as::<_, CategoryRow>(
        r"select k.racing_category_id, k.race_id, k.name, k.birth_year_from, k.birth_year_to,
                  k.gender_group, k.ordinal,
                  (select count(*) from race_entry en
                   where en.racing_category_id = k.racing_category_id and en.state = 'ENTERED')
                      as entry_count
           from racing_category k
           where k.race_id = any($1)
           order by k.race_id, k.ordinal, k.birth_year_to desc, k.name",
    )
    .bind(race_ids)
    .fetch_all(executor)
    .await?)
}

/// What a race is written from, with its categories (an id: an existing one to keep).
#[derive(Debug, Clone, Serialize)]
pub struct RaceValues {
    pub race_id: Option<i64>,
    pub name: String,
    pub racing_discipline_id: i64,
    pub racing_technique_id: Option<i64>,
    pub racing_type_id: Option<i64>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    pub start_time: Option<NaiveTime>,
    pub categories: Vec<CategoryValues>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CategoryValues {
    pub racing_category_id: Option<i64>,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
}

/// Writes an event's races and categories as given: the listed ones are updated or inserted
/// in order, the others deleted (a race or category with entries cannot be deleted: the
/// foreign key of its entries refuses, and the caller says so).
pub async fn replace_races(
    connection: &mut PgConnection,
    racing_event_id: i64,
    races: &[RaceValues],
) -> DbResult<()> {
    let kept: Vec<i64> = races.iter().filter_map(|race| race.race_id).collect();
    // Categories of removed races go with them (cascade), unless entries hold them.
    sqlx::query!(
        r"delete from racing_category k using race ra
           where k.race_id = ra.race_id and ra.racing_event_id = $1 and not (ra.race_id = any($2))",
        racing_event_id,
        &kept
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        "delete from race where racing_event_id = $1 and not (race_id = any($2))",
        racing_event_id,
        &kept
    )
    .execute(&mut *connection)
    .await?;
    for (ordinal, race) in races.iter().enumerate() {
        let race_id = match race.race_id {
            Some(race_id) => {
                let updated = sqlx::query_scalar!(
                    r"update race set name = $3, racing_discipline_id = $4,
                           racing_technique_id = $5, racing_type_id = $6, gender_group = $7,
                           race_date = $8, start_time = $9, ordinal = $10, updated_at = now()
                       where race_id = $1 and racing_event_id = $2 returning race_id",
                    race_id,
                    racing_event_id,
                    race.name,
                    race.racing_discipline_id,
                    race.racing_technique_id,
                    race.racing_type_id,
                    race.gender_group.as_str(),
                    race.race_date,
                    race.start_time,
                    ordinal as i32
                )
                .fetch_optional(&mut *connection)
                .await?;
                updated.ok_or(DbError::ForeignKey {
                    constraint: "race_event_fkey".to_owned(),
                })?
            }
            None => {
                sqlx::query_scalar!(
                    r"insert into race (racing_event_id, name, racing_discipline_id,
                           racing_technique_id, racing_type_id, gender_group, race_date,
                           start_time, ordinal)
                       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning race_id",
                    racing_event_id,
                    race.name,
                    race.racing_discipline_id,
                    race.racing_technique_id,
                    race.racing_type_id,
                    race.gender_group.as_str(),
                    race.race_date,
                    race.start_time,
                    ordinal as i32
                )
                .fetch_one(&mut *connection)
                .await?
            }
        };
        let kept_categories: Vec<i64> = race
            .categories
            .iter()
            .filter_map(|category| category.racing_category_id)
            .collect();
        sqlx::query!(
            "delete from racing_category where race_id = $1 and not (racing_category_id = any($2))",
            race_id,
            &kept_categories
        )
        .execute(&mut *connection)
        .await?;
        // Names are unique in a race: a renamed pair would collide mid-way, so kept
        // categories take a temporary name first.
        sqlx::query!(
            r"update racing_category set name = '~' || racing_category_id::text
               where race_id = $1 and racing_category_id = any($2)",
            race_id,
            &kept_categories
        )
        .execute(&mut *connection)
        .await?;
        for (index, category) in race.categories.iter().enumerate() {
            match category.racing_category_id {
                Some(id) => {
                    let updated = sqlx::query!(
                        r"update racing_category set name = $3, birth_year_from = $4,
                               birth_year_to = $5, gender_group = $6, ordinal = $7,
                               updated_at = now()
                           where racing_category_id = $1 and race_id = $2",
                        id,
                        race_id,
                        category.name,
                        category.birth_year_from,
                        category.birth_year_to,
                        category.gender_group.as_str(),
                        index as i32
                    )
                    .execute(&mut *connection)
                    .await?
                    .rows_affected();
                    if updated == 0 {
                        return Err(DbError::ForeignKey {
                            constraint: "racing_category_race_fkey".to_owned(),
                        });
                    }
                }
                None => {
                    sqlx::query!(
                        r"insert into racing_category (race_id, name, birth_year_from,
                               birth_year_to, gender_group, ordinal)
                           values ($1, $2, $3, $4, $5, $6)",
                        race_id,
                        category.name,
                        category.birth_year_from,
                        category.birth_year_to,
                        category.gender_group.as_str(),
                        index as i32
                    )
                    .execute(&mut *connection)
                    .await?;
                }
            }
        }
    }
    Ok(())
}

/// How many races of an event have a discipline of another department.
pub async fn races_outside_department(
    connection: &mut PgConnection,
    racing_event_id: i64,
    department_id: i64,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!" from race ra
           join racing_discipline di on di.racing_discipline_id = ra.racing_discipline_id
           where ra.racing_event_id = $1 and di.department_id <> $2"#,
        racing_event_id,
        department_id
    )
    .fetch_one(connection)
    .await?)
}

/// A default category of a season and department.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct CategoryDefaultRow {
    pub racing_category_default_id: i64,
    pub name: String,
    pub age_from: i32,
    pub age_to: i32,
    pub gender_group: GenderGroup,
    pub ordinal: i32,
}

pub async fn category_defaults(
    executor: impl PgExecutor<'_>,
    season_id: i64,
    department_id: i64,
) -> DbResult<Vec<CategoryDefaultRow>> {
    Ok(sqlx::query_as::<_, CategoryDefaultRow>(
        r"select racing_category_default_id, name, age_from, age_to, gender_group, ordinal
           from racing_category_default
           where season_id = $1 and department_id = $2
           order by ordinal, age_from, name",
    )
    .bind(season_id)
    .bind(department_id)
    .fetch_all(executor)
    .await?)
}

/// Writes a default category (the demo seed; a codebook page later).
pub async fn upsert_category_default(
    executor: impl PgExecutor<'_>,
    season_id: i64,
    department_id: i64,
    default: &CategoryDefaultRow,
) -> DbResult<()> {
    let CategoryDefaultRow {
        name,
        age_from,
        age_to,
        gender_group,
        ordinal,
        ..
    } = default;
    sqlx::query!(
        r"insert into racing_category_default (season_id, department_id, name, age_from, age_to,
               gender_group, ordinal)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (season_id, department_id, name) do update set age_from = excluded.age_from,
               age_to = excluded.age_to, gender_group = excluded.gender_group,
               ordinal = excluded.ordinal, updated_at = now()",
        season_id,
        department_id,
        name,
        age_from,
        age_to,
        gender_group.as_str(),
        ordinal
    )
    .execute(executor)
    .await?;
    Ok(())
}
