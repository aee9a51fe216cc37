//! How each race of an event starts and whether its start list is public
//! (`race_start_list`, libs/domain start_list.rs).

use chrono::{DateTime, NaiveTime, Utc};
use sqlx::PgExecutor;
use stopa_domain::start_list::StartMode;

use crate::DbResult;

/// A race's start settings; a race without a row starts by bibs only, unpublished.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StartListRow {
    pub race_id: i64,
    pub start_mode: StartMode,
    pub first_start: Option<NaiveTime>,
    pub interval_seconds: Option<i32>,
    pub wave_size: Option<i32>,
    pub published_at: Option<DateTime<Utc>>,
}

/// The start settings of the event's races that have them.
pub async fn start_lists_of_event(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<StartListRow>> {
    Ok(sqlx::query_as::<_, StartListRow>(
        "select s.race_id, s.start_mode, s.first_start, s.interval_seconds, s.wave_size,
                s.published_at
           from race_start_list s
           join race ra on ra.race_id = s.race_id
          where ra.racing_event_id = $1",
    )
    .bind(racing_event_id)
    .fetch_all(executor)
    .await?)
}

/// Writes a race's start settings (its publication stays as it was).
pub async fn save_start_settings(
    executor: impl PgExecutor<'_>,
    race_id: i64,
    mode: StartMode,
    first_start: Option<NaiveTime>,
    interval_seconds: Option<i32>,
    wave_size: Option<i32>,
) -> DbResult<()> {
    sqlx::query(
        "insert into race_start_list (race_id, start_mode, first_start, interval_seconds, wave_size)
         values ($1, $2, $3, $4, $5)
         on conflict (race_id) do update
            set start_mode = excluded.start_mode, first_start = excluded.first_start,
                interval_seconds = excluded.interval_seconds, wave_size = excluded.wave_size,
                updated_at = now()",
    )
    .bind(race_id)
    .bind(mode)
    .bind(first_start)
    .bind(interval_seconds)
    .bind(wave_size)
    .execute(executor)
    .await?;
    Ok(())
}

/// Publishes a race's start list (`published`, by `account_id`) or takes it back.
pub async fn set_start_list_published(
    executor: impl PgExecutor<'_>,
    race_id: i64,
    published: bool,
    account_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query(
        "insert into race_start_list (race_id, published_at, published_by_account_id)
         values ($1, case when $2 then now() end, $3)
         on conflict (race_id) do update
            set published_at = case when $2 then now() end,
                published_by_account_id = $3, updated_at = now()",
    )
    .bind(race_id)
    .bind(published)
    .bind(account_id.filter(|_| published))
    .execute(executor)
    .await?;
    Ok(())
}

/// How many entered athletes of the race have no bib (a start list is published without none).
pub async fn entries_without_bib(executor: impl PgExecutor<'_>, race_id: i64) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "select count(*) from race_entry where race_id = $1 and state = 'ENTERED' and bib is null",
    )
    .bind(race_id)
    .fetch_one(executor)
    .await?)
}
