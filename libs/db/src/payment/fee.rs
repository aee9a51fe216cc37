//! The fee schedule of an evidence season.

use sqlx::PgExecutor;
use stopa_domain::money::Czk;
use stopa_domain::payment::FeeSchedule;

use crate::{DbError, DbResult};

/// A season's schedule as the fee page lists it.
#[derive(Debug, Clone)]
pub struct FeeScheduleRow {
    pub evidence_season_id: i64,
    pub season_name: String,
    pub season_year: i32,
    pub valid_from: chrono::NaiveDate,
    pub valid_to: chrono::NaiveDate,
    /// Whether the season has a schedule (the page offers to write one when not).
    pub defined: bool,
    pub basic_fee: Czk,
    pub adult_fee: Czk,
    pub child_fee: Czk,
    pub senior_fee: Czk,
    pub child_max_age: i32,
    pub senior_min_age: i32,
}

impl FeeScheduleRow {
    pub fn schedule(&self) -> FeeSchedule {
        FeeSchedule {
            basic_fee: self.basic_fee,
            adult_fee: self.adult_fee,
            child_fee: self.child_fee,
            senior_fee: self.senior_fee,
            child_max_age: self.child_max_age,
            senior_min_age: self.senior_min_age,
        }
    }
}

/// Every evidence season with its schedule (SLČR's defaults where it has none), newest first.
pub async fn list_fee_schedules(executor: impl PgExecutor<'_>) -> DbResult<Vec<FeeScheduleRow>> {
    sqlx::query_as!(
        FeeScheduleRow,
        r#"select s.evidence_season_id, s.name as season_name, s.year as season_year,
                  s.valid_from, s.valid_to, (f.fee_schedule_id is not null) as "defined!",
                  coalesce(f.basic_fee, 0) as "basic_fee!: Czk",
                  coalesce(f.adult_fee, 30000) as "adult_fee!: Czk",
                  coalesce(f.child_fee, 10000) as "child_fee!: Czk",
                  coalesce(f.senior_fee, 10000) as "senior_fee!: Czk",
                  coalesce(f.child_max_age, 18) as "child_max_age!",
                  coalesce(f.senior_min_age, 65) as "senior_min_age!"
           from evidence_season s
           left join fee_schedule f on f.evidence_season_id = s.evidence_season_id
           order by s.year desc"#
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// The schedule of a season, when it has one.
pub async fn find_fee_schedule(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
) -> DbResult<Option<FeeScheduleRow>> {
    sqlx::query_as!(
        FeeScheduleRow,
        r#"select s.evidence_season_id, s.name as season_name, s.year as season_year,
                  s.valid_from, s.valid_to, true as "defined!",
                  f.basic_fee as "basic_fee: Czk", f.adult_fee as "adult_fee: Czk",
                  f.child_fee as "child_fee: Czk", f.senior_fee as "senior_fee: Czk",
                  f.child_max_age, f.senior_min_age
           from fee_schedule f
           join evidence_season s on s.evidence_season_id = f.evidence_season_id
           where f.evidence_season_id = $1"#,
        evidence_season_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Writes a season's schedule (a new one or over the old).
pub async fn save_fee_schedule(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
    schedule: &FeeSchedule,
) -> DbResult<()> {
    let fee = |amount: Czk| amount.to_i32().unwrap_or(i32::MAX);
    sqlx::query!(
        r#"insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee,
                                     senior_fee, child_max_age, senior_min_age)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (evidence_season_id) do update
           set basic_fee = excluded.basic_fee, adult_fee = excluded.adult_fee,
               child_fee = excluded.child_fee, senior_fee = excluded.senior_fee,
               child_max_age = excluded.child_max_age, senior_min_age = excluded.senior_min_age,
               updated_at = now()"#,
        evidence_season_id,
        fee(schedule.basic_fee),
        fee(schedule.adult_fee),
        fee(schedule.child_fee),
        fee(schedule.senior_fee),
        schedule.child_max_age,
        schedule.senior_min_age
    )
    .execute(executor)
    .await?;
    Ok(())
}
