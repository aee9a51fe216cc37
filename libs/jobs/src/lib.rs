//! Job payloads, queue names and enqueue helpers: the only library that names apalis.
//!
//! Every job has a row in the `job` table (created here, before the push), and its payload
//! carries that row's id. The worker marks the row RUNNING, COMPLETED or FAILED; a redelivered
//! job whose row is COMPLETED is skipped, which makes every job safe to retry.

use std::time::Duration;

use apalis::prelude::TaskSink as _;
use apalis_redis::{ConnectionManager, RedisStorage};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use stopa_mail::EmailMessage;

pub use apalis_redis::Config as QueueConfig;

/// Kind of the e-mail job, as stored in `job.kind`.
pub const SEND_EMAIL: &str = "send_email";

/// Sends one e-mail.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendEmail {
    pub job_id: i64,
    pub message: EmailMessage,
}

/// The Redis queue settings of a job kind: a name under the installation's namespace (never
/// the Rust type path) and a short heartbeat, because an idle apalis-redis worker only looks
/// for new jobs on its heartbeat.
pub fn queue_config(namespace: &str, kind: &str) -> QueueConfig {
    QueueConfig::default()
        .queue(format!("{namespace}:{kind}"))
        .heartbeat_interval(Duration::from_secs(1))
}

/// Why a job could not be enqueued.
#[derive(Debug, thiserror::Error)]
pub enum EnqueueError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("queue: {0}")]
    Queue(String),
}

/// Connects to Redis.
pub async fn connect_redis(url: &str) -> Result<ConnectionManager, EnqueueError> {
    apalis_redis::connect(url)
        .await
        .map_err(|error| EnqueueError::Queue(error.to_string()))
}

/// The producer side of the queues, shared by the api and the CLI.
#[derive(Clone)]
pub struct JobQueues {
    email: RedisStorage<SendEmail>,
}

impl std::fmt::Debug for JobQueues {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JobQueues")
    }
}

impl JobQueues {
    pub fn new(connection: ConnectionManager, namespace: &str) -> Self {
        let email = RedisStorage::new(connection).with_config(queue_config(namespace, SEND_EMAIL));
        Self { email }
    }

    /// Records an e-mail job and queues it; returns the job id.
    pub async fn enqueue_email(
        &self,
        pool: &PgPool,
        message: EmailMessage,
        created_by_account_id: Option<i64>,
    ) -> Result<i64, EnqueueError> {
        let job_id = stopa_db::job::insert_job(pool, SEND_EMAIL, created_by_account_id).await?;
        let mut storage = self.email.clone();
        if let Err(error) = storage.push(SendEmail { job_id, message }).await {
            let error = error.to_string();
            stopa_db::job::fail_job(pool, job_id, &format!("queue: {error}"), true).await?;
            return Err(EnqueueError::Queue(error));
        }
        tracing::debug!(job.id = job_id, job.kind = SEND_EMAIL, "job queued");
        Ok(job_id)
    }
}
