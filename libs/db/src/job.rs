//! Background job state. Redis carries the queue; this table is the truth the UI and the CLI
//! show, and what makes a redelivered job a no-op once it completed.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

/// Job statuses.
pub mod status {
    pub const QUEUED: &str = "QUEUED";
    pub const RUNNING: &str = "RUNNING";
    pub const COMPLETED: &str = "COMPLETED";
    pub const FAILED: &str = "FAILED";
}

#[derive(Debug, Clone)]
pub struct JobRow {
    pub job_id: i64,
    pub kind: String,
    pub status: String,
    pub progress: i32,
    pub counts: serde_json::Value,
    pub outcome: Option<serde_json::Value>,
    pub error: Option<String>,
    pub attempts: i32,
    pub created_by_account_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

pub async fn insert_job(
    executor: impl PgExecutor<'_>,
    kind: &str,
    created_by_account_id: Option<i64>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "insert into job (kind, created_by_account_id) values ($1, $2) returning job_id",
        kind,
        created_by_account_id
    )
    .fetch_one(executor)
    .await
}

pub async fn find_job(
    executor: impl PgExecutor<'_>,
    job_id: i64,
) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as!(
        JobRow,
        r#"select job_id, kind, status, progress, counts, outcome, error, attempts,
                  created_by_account_id, created_at, started_at, finished_at
           from job where job_id = $1"#,
        job_id
    )
    .fetch_optional(executor)
    .await
}

/// Claims a job for running. Returns false when it already completed (a redelivery), so the
/// caller skips the work.
pub async fn start_job(executor: impl PgExecutor<'_>, job_id: i64) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query_scalar!(
        r#"update job
           set status = 'RUNNING', attempts = attempts + 1,
               started_at = coalesce(started_at, now()), updated_at = now(), error = null
           where job_id = $1 and status <> 'COMPLETED'
           returning job_id"#,
        job_id
    )
    .fetch_optional(executor)
    .await?;
    Ok(claimed.is_some())
}

pub async fn complete_job(
    executor: impl PgExecutor<'_>,
    job_id: i64,
    outcome: &serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"update job
           set status = 'COMPLETED', progress = 100, outcome = $2, finished_at = now(),
               updated_at = now()
           where job_id = $1"#,
        job_id,
        outcome
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Records a failure. `final_failure` marks the job FAILED; otherwise it goes back to QUEUED
/// for the next attempt.
pub async fn fail_job(
    executor: impl PgExecutor<'_>,
    job_id: i64,
    error: &str,
    final_failure: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"update job
           set status = case when $3 then 'FAILED' else 'QUEUED' end, error = $2,
               finished_at = case when $3 then now() end, updated_at = now()
           where job_id = $1 and status <> 'COMPLETED'"#,
        job_id,
        error,
        final_failure
    )
    .execute(executor)
    .await?;
    Ok(())
}
