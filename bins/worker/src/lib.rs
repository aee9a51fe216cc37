//! The Stopa worker: job handlers over apalis-redis. `main.rs` reads settings and runs
//! [`run_worker`] until a shutdown signal; tests run the same function in-process.
//!
//! Failure policy: a job that cannot ever succeed (bad address) returns `AbortError` so that
//! neither the retry layer nor the Redis backend tries it again; a transient failure is
//! retried by the retry layer (3 attempts), and the `job` row records each attempt.

use std::time::Duration;

use apalis::prelude::*;
use apalis_redis::RedisStorage;
use sqlx::PgPool;
use stopa_jobs::{SEND_EMAIL, SendEmail, queue_config};
use stopa_mail::Mailer;

/// What the handlers need.
#[derive(Clone, Debug)]
pub struct WorkerState {
    pub pool: PgPool,
    pub mailer: Mailer,
    pub mail_from: String,
}

/// Attempts of a job within this worker before the failure is final.
pub const ATTEMPTS: usize = 3;

/// Sends one e-mail and records the outcome in the `job` row. A job whose row is already
/// COMPLETED (a redelivery) is skipped.
pub async fn send_email(job: SendEmail, state: Data<WorkerState>) -> Result<(), BoxDynError> {
    let pool = &state.pool;
    if !stopa_db::job::start_job(pool, job.job_id).await? {
        tracing::info!(job.id = job.job_id, "job already completed; skipped");
        return Ok(());
    }
    match state.mailer.send(&state.mail_from, &job.message).await {
        Ok(()) => {
            stopa_db::job::complete_job(pool, job.job_id, &serde_json::json!({ "sent": true }))
                .await?;
            tracing::info!(job.id = job.job_id, job.kind = SEND_EMAIL, "e-mail sent");
            Ok(())
        }
        Err(error) => {
            let permanent = error.is_permanent();
            let attempts = stopa_db::job::find_job(pool, job.job_id)
                .await?
                .map_or(0, |row| row.attempts);
            let final_failure = permanent || attempts >= ATTEMPTS as i32;
            stopa_db::job::fail_job(pool, job.job_id, &error.to_string(), final_failure).await?;
            tracing::warn!(job.id = job.job_id, job.kind = SEND_EMAIL, error.detail = %error, final_failure, "e-mail failed");
            if final_failure {
                Err(Box::new(AbortError::new(error)))
            } else {
                Err(Box::new(error))
            }
        }
    }
}

/// How often expired sessions, old failed logins and used-up reset tokens are purged.
pub const PURGE_INTERVAL: Duration = Duration::from_secs(3600);

/// Purges expired authentication rows now and then every [`PURGE_INTERVAL`]; the purge is
/// idempotent, so several workers may run it.
pub async fn run_purges(pool: PgPool) {
    let mut interval = tokio::time::interval(PURGE_INTERVAL);
    loop {
        interval.tick().await;
        match stopa_db::session::purge_expired(&pool).await {
            Ok(purged) => tracing::info!(?purged, "expired authentication rows purged"),
            Err(error) => {
                tracing::warn!(error.detail = %error, "purge failed; next try in an hour");
            }
        }
    }
}

/// Worker settings that do not come from the shared sections.
#[derive(Debug, Clone)]
pub struct WorkerOptions {
    /// Jobs run at once per queue.
    pub concurrency: usize,
    /// Queue namespace (see `STOPA_QUEUE_NAMESPACE`).
    pub namespace: String,
}

/// Runs every queue's worker until `shutdown` completes, then lets running jobs finish.
pub async fn run_worker(
    state: WorkerState,
    redis: apalis_redis::ConnectionManager,
    options: WorkerOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let purges = tokio::spawn(run_purges(state.pool.clone()));
    let storage: RedisStorage<SendEmail> =
        RedisStorage::new(redis).with_config(queue_config(&options.namespace, SEND_EMAIL));
    // Worker names must be unique per process: apalis-redis keeps a dead worker's name taken.
    let name = format!("stopa-{SEND_EMAIL}-{}", uuid::Uuid::new_v4());
    let worker = WorkerBuilder::new(name)
        .backend(storage)
        .data(state)
        .concurrency(options.concurrency.max(1))
        .retry(RetryPolicy::retries(ATTEMPTS - 1))
        .enable_tracing()
        .catch_panic()
        .build(send_email);
    worker
        .run_until(async move {
            shutdown.await;
            Ok::<(), std::io::Error>(())
        })
        .await
        .map_err(|error| anyhow::anyhow!("worker stopped: {error}"))?;
    purges.abort();
    Ok(())
}
