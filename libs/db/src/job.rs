//! Background job state. Redis carries the queue; this table is the truth the UI and the CLI
//! show, and what makes a redelivered job a no-op once it completed.
//!
//! Reliability rules:
//! - a job row keeps its input (`payload`) until it completes, so a job whose push to Redis
//!   failed, or whose Redis queue was lost, is pushed again by the worker's sweep
//!   ([`take_stale_jobs`]); the payload is erased on completion (an e-mail may hold a link);
//! - a worker claims a job with a lease ([`start_job`]); a second delivery of a job that runs
//!   under a live lease, or that completed, is skipped; a worker that died leaves an expired
//!   lease, and the sweep hands the job to another worker.

use crate::{DbError, DbResult};
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use stopa_domain::job::JobStatus;

#[derive(Debug, Clone)]
pub struct JobRow {
    pub job_id: i64,
    pub kind: String,
    pub status: JobStatus,
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

/// Records a new QUEUED job with its input.
pub async fn insert_job(
    executor: impl PgExecutor<'_>,
    kind: &str,
    payload: &serde_json::Value,
    created_by_account_id: Option<i64>,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        "insert into job (kind, payload, created_by_account_id) values ($1, $2, $3) returning job_id",
        kind,
        payload,
        created_by_account_id
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Notes that the job was handed to the queue now.
pub async fn mark_enqueued(executor: impl PgExecutor<'_>, job_id: i64) -> DbResult<()> {
    sqlx::query!(
        "update job set enqueued_at = now() where job_id = $1",
        job_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// A job the sweep queues again.
#[derive(Debug, Clone)]
pub struct StaleJob {
    pub job_id: i64,
    pub kind: String,
    pub payload: serde_json::Value,
}

/// Takes up to `limit` unfinished jobs that need queueing again: QUEUED ones not handed to
/// Redis for `queued_for_secs` seconds (their push failed, or the queue lost them), and
/// RUNNING ones whose lease expired (their worker died). Marks them enqueued now, so that
/// the next sweep does not take them again before `queued_for_secs` passes; several workers
/// may sweep at once (`skip locked`).
pub async fn take_stale_jobs(
    executor: impl PgExecutor<'_>,
    queued_for_secs: f64,
    limit: i64,
) -> DbResult<Vec<StaleJob>> {
    let rows = sqlx::query!(
        r#"update job set enqueued_at = now()
           where job_id in (
               select job_id from job
               where status in ('QUEUED', 'RUNNING') and payload is not null
                 and ((status = 'QUEUED'
                       and coalesce(enqueued_at, created_at) < now() - make_interval(secs => $1))
                   or (status = 'RUNNING' and lease_until < now()
                       and coalesce(enqueued_at, created_at) < now() - make_interval(secs => $1)))
               order by job_id
               limit $2
               for update skip locked)
           returning job_id, kind, payload as "payload!""#,
        queued_for_secs,
        limit
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| StaleJob {
            job_id: row.job_id,
            kind: row.kind,
            payload: row.payload,
        })
        .collect())
}

pub async fn find_job(executor: impl PgExecutor<'_>, job_id: i64) -> DbResult<Option<JobRow>> {
    sqlx::query_as!(
        JobRow,
        r#"select job_id, kind, status as "status: JobStatus", progress, counts, outcome, error, attempts,
                  created_by_account_id, created_at, started_at, finished_at
           from job where job_id = $1"#,
        job_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Claims a job for running under a lease of `lease_secs` seconds and returns its input.
/// Returns none when the job completed or failed for good, or another worker runs it under a
/// live lease (a redelivery), so the caller skips the work.
pub async fn start_job(
    executor: impl PgExecutor<'_>,
    job_id: i64,
    lease_secs: f64,
) -> DbResult<Option<serde_json::Value>> {
    let claimed = sqlx::query_scalar!(
        r#"update job
           set status = 'RUNNING', attempts = attempts + 1,
               lease_until = now() + make_interval(secs => $2),
               started_at = coalesce(started_at, now()), updated_at = now(), error = null
           where job_id = $1
             and (status = 'QUEUED' or (status = 'RUNNING' and lease_until < now()))
           returning coalesce(payload, 'null'::jsonb) as "payload!""#,
        job_id,
        lease_secs
    )
    .fetch_optional(executor)
    .await?;
    Ok(claimed)
}

pub async fn complete_job(
    executor: impl PgExecutor<'_>,
    job_id: i64,
    outcome: &serde_json::Value,
) -> DbResult<()> {
    sqlx::query!(
        r#"update job
           set status = 'COMPLETED', progress = 100, outcome = $2, finished_at = now(),
               updated_at = now(), payload = null, lease_until = null
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
) -> DbResult<()> {
    sqlx::query!(
        r#"update job
           set status = case when $3 then 'FAILED' else 'QUEUED' end, error = $2,
               finished_at = case when $3 then now() end, updated_at = now(),
               lease_until = null, payload = case when $3 then null else payload end
           where job_id = $1 and status <> 'COMPLETED'"#,
        job_id,
        error,
        final_failure
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Extends the lease of a running job (a long import renews it after every batch, so no other
/// worker takes it over while it makes progress) and records its progress in percent.
pub async fn renew_lease(
    executor: impl PgExecutor<'_>,
    job_id: i64,
    lease_secs: f64,
    progress: i32,
) -> DbResult<()> {
    sqlx::query!(
        r#"update job
           set lease_until = now() + make_interval(secs => $2), progress = $3, updated_at = now()
           where job_id = $1 and status = 'RUNNING'"#,
        job_id,
        lease_secs,
        progress.clamp(0, 100)
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Deletes the rows of jobs that finished (completed or failed for good) more than
/// `retention_days` ago; an import keeps its own state without its job.
pub async fn purge_finished(pool: &sqlx::PgPool, retention_days: i32) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"delete from job
           where status in ('COMPLETED', 'FAILED')
             and finished_at < now() - make_interval(days => $1)"#,
        retention_days
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Claims the run of a scheduled job at `tick` (its scheduled time): true for the one worker
/// that claims it first, false for every other worker keeping the same schedule.
pub async fn claim_scheduled_run(
    pool: &sqlx::PgPool,
    name: &str,
    tick: DateTime<Utc>,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        "insert into scheduled_run (name, tick) values ($1, $2) on conflict do nothing",
        name,
        tick
    )
    .execute(pool)
    .await?
    .rows_affected()
        == 1)
}

/// Forgets the claims of ticks older than a week.
pub async fn purge_scheduled_runs(pool: &sqlx::PgPool) -> DbResult<u64> {
    Ok(
        sqlx::query!("delete from scheduled_run where tick < now() - interval '7 days'")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
