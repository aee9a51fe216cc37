//! The queue: the [`Job`] trait, the one message every queue carries, and enqueueing. The only
//! library that names apalis.
//!
//! Every job has a row in the `job` table (created here, before the push) holding its kind and
//! its input (the job's own type, serialized), and the message in Redis carries only that row's
//! id ([`JobMessage`]). The worker claims the row under a lease, reads the input from it and
//! marks it COMPLETED or FAILED; a redelivered job whose row completed, or runs under another
//! worker's live lease, is skipped, which makes every job safe to deliver twice.
//!
//! Redis may lose a queue (a restart without persistence, a flush) or be down when a job is
//! enqueued: the row stays QUEUED, and the worker's sweep pushes it again from the row
//! ([`JobQueues::requeue`]). So an enqueue succeeds once the row is stored, and the user action
//! that caused it succeeds too: the e-mail follows when Redis is back.
//!
//! A new kind of job is one type implementing [`Job`] (in `stopa_app::job`, with what it
//! does) and one line in the worker's list of queues.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use apalis::prelude::TaskSink as _;
use apalis_redis::{ConnectionManager, RedisStorage};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use stopa_db::{DbError, PgPool};

pub use apalis_redis::Config as QueueConfig;

/// A kind of job: its input, stored in `job.payload` as JSON, and its kind, stored in
/// `job.kind` and naming its queue.
pub trait Job: Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The kind, as stored in `job.kind` (`send_email`); never change a released one.
    const KIND: &'static str;
    /// A long, heavy job (an import): one at a time per worker, its lease renewed with its
    /// progress, and not retried by the queue (a worker that died leaves it to the sweep).
    const LONG: bool = false;
}

/// What a queue carries: the id of the job's row, which holds the input. (Messages queued by
/// earlier versions carried the input too; it is ignored.)
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct JobMessage {
    pub job_id: i64,
}

/// The Redis queue settings of a job kind: a name under the installation's namespace (never
/// the Rust type path) and a short heartbeat, because an idle apalis-redis worker only looks
/// for new jobs on its heartbeat.
pub fn queue_config(namespace: &str, kind: &str) -> QueueConfig {
    QueueConfig::default()
        .queue(format!("{namespace}:{kind}"))
        .heartbeat_interval(Duration::from_secs(1))
}

/// The queue of a job kind.
pub fn queue_storage(
    connection: &ConnectionManager,
    namespace: &str,
    kind: &str,
) -> RedisStorage<JobMessage> {
    RedisStorage::new(connection.clone()).with_config(queue_config(namespace, kind))
}

/// How long a push to Redis may take before the job is left to the sweep.
pub const PUSH_TIMEOUT: Duration = Duration::from_secs(2);

/// Why a job could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum EnqueueError {
    #[error("database: {0}")]
    Database(#[from] DbError),
    #[error("queue: {0}")]
    Queue(String),
    #[error("payload: {0}")]
    Payload(#[from] serde_json::Error),
}

/// Connects to Redis.
pub async fn connect_redis(url: &str) -> Result<ConnectionManager, EnqueueError> {
    apalis_redis::connect(url)
        .await
        .map_err(|error| EnqueueError::Queue(error.to_string()))
}

/// The producer side of the queues, shared by the api, the CLI and the worker's sweep.
#[derive(Clone)]
pub struct JobQueues {
    connection: ConnectionManager,
    namespace: Arc<str>,
    /// The queues pushed to so far, by kind.
    storages: Arc<std::sync::Mutex<HashMap<String, RedisStorage<JobMessage>>>>,
}

impl std::fmt::Debug for JobQueues {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JobQueues")
    }
}

/// A job recorded in a transaction, to be queued after its commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recorded {
    pub job_id: i64,
    pub kind: &'static str,
}

/// A job recorded in the `job` table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Enqueued {
    pub job_id: i64,
    /// False when Redis did not take it now: the worker's sweep queues it later.
    pub queued_now: bool,
}

impl JobQueues {
    pub fn new(connection: ConnectionManager, namespace: &str) -> Self {
        Self {
            connection,
            namespace: namespace.into(),
            storages: Arc::default(),
        }
    }

    /// Records a job (its row, with the input) and queues it.
    pub async fn enqueue<J: Job>(
        &self,
        pool: &PgPool,
        job: &J,
        created_by_account_id: Option<i64>,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::to_value(job)?;
        let job_id =
            stopa_db::job::insert_job(pool, J::KIND, &payload, created_by_account_id).await?;
        match self.push(job_id, J::KIND).await {
            Ok(()) => {
                stopa_db::job::mark_enqueued(pool, job_id).await?;
                tracing::debug!(job.id = job_id, job.kind = J::KIND, "job queued");
                Ok(Enqueued {
                    job_id,
                    queued_now: true,
                })
            }
            Err(error) => {
                tracing::warn!(job.id = job_id, job.kind = J::KIND, error.detail = %error,
                    "job recorded but not queued; the worker's sweep queues it later");
                Ok(Enqueued {
                    job_id,
                    queued_now: false,
                })
            }
        }
    }

    /// Records a job inside the caller's transaction, so that it exists exactly when the
    /// change that causes it commits (an order paid and the e-mails about it); hand it to
    /// [`JobQueues::push_recorded`] after the commit. A job never pushed is queued by the
    /// worker's sweep.
    pub async fn record<J: Job>(
        connection: &mut stopa_db::PgConnection,
        job: &J,
        created_by_account_id: Option<i64>,
    ) -> Result<Recorded, EnqueueError> {
        let payload = serde_json::to_value(job)?;
        let job_id =
            stopa_db::job::insert_job(connection, J::KIND, &payload, created_by_account_id).await?;
        Ok(Recorded {
            job_id,
            kind: J::KIND,
        })
    }

    /// Queues jobs recorded with [`JobQueues::record`] once their transaction committed; a
    /// job Redis does not take now is left to the sweep.
    pub async fn push_recorded(&self, pool: &PgPool, recorded: &[Recorded]) {
        for job in recorded {
            match self.push(job.job_id, job.kind).await {
                Ok(()) => {
                    if let Err(error) = stopa_db::job::mark_enqueued(pool, job.job_id).await {
                        tracing::warn!(job.id = job.job_id, error.detail = %error, "job queued but not marked");
                    }
                }
                Err(error) => {
                    tracing::warn!(job.id = job.job_id, job.kind = job.kind, error.detail = %error,
                    "job recorded but not queued; the worker's sweep queues it later");
                }
            }
        }
    }

    /// Pushes a job already recorded in the `job` table (the sweep's way back into Redis).
    pub async fn requeue(&self, job: &stopa_db::job::StaleJob) -> Result<(), EnqueueError> {
        self.push(job.job_id, &job.kind).await
    }

    /// Clears what Redis keeps of the finished tasks of `kinds`: their data and metadata
    /// (apalis' vacuum) and the sets of done and dead task ids, which apalis only ever adds
    /// to. The `job` table is the record of every job, so without this Redis would grow with
    /// every job run. Returns the tasks cleared.
    pub async fn vacuum(&self, kinds: &[&str]) -> Result<usize, EnqueueError> {
        use apalis_core::backend::Vacuum as _;
        let queue = |error: &dyn std::fmt::Display| EnqueueError::Queue(error.to_string());
        let mut cleared = 0;
        for kind in kinds {
            cleared += self
                .storage(kind)
                .vacuum()
                .await
                .map_err(|error| queue(&error))?;
        }
        let finished: Vec<String> = kinds
            .iter()
            .flat_map(|kind| ["done", "dead"].map(|set| format!("{}:{kind}:{set}", self.namespace)))
            .collect();
        if !finished.is_empty() {
            let mut connection = self.connection.clone();
            redis::cmd("DEL")
                .arg(&finished)
                .query_async::<i64>(&mut connection)
                .await
                .map_err(|error| queue(&error))?;
        }
        Ok(cleared)
    }

    /// The queue of `kind`.
    fn storage(&self, kind: &str) -> RedisStorage<JobMessage> {
        let mut storages = self
            .storages
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        storages
            .entry(kind.to_owned())
            .or_insert_with(|| queue_storage(&self.connection, &self.namespace, kind))
            .clone()
    }

    /// Pushes one job; gives up after [`PUSH_TIMEOUT`] so that an unreachable Redis never
    /// holds up the request that enqueues.
    async fn push(&self, job_id: i64, kind: &str) -> Result<(), EnqueueError> {
        let mut storage = self.storage(kind);
        tokio::time::timeout(PUSH_TIMEOUT, storage.push(JobMessage { job_id }))
            .await
            .map_err(|_| EnqueueError::Queue("Redis did not answer in time".into()))?
            .map_err(|error| EnqueueError::Queue(error.to_string()))
    }
}
