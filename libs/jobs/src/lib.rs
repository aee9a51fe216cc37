//! Job payloads, queue names and enqueue helpers: the only library that names apalis.
//!
//! Every job has a row in the `job` table (created here, before the push) holding its input,
//! and the message in Redis carries that row's id. The worker claims the row under a lease and
//! marks it COMPLETED or FAILED; a redelivered job whose row completed, or runs under another
//! worker's live lease, is skipped, which makes every job safe to deliver twice.
//!
//! Redis may lose a queue (a restart without persistence, a flush) or be down when a job is
//! enqueued: the row stays QUEUED, and the worker's sweep pushes it again from the row
//! ([`JobQueues::requeue`]). So an enqueue succeeds once the row is stored, and the user action
//! that caused it succeeds too: the e-mail follows when Redis is back.

use std::time::Duration;

use apalis::prelude::TaskSink as _;
use apalis_redis::{ConnectionManager, RedisStorage};
use serde::{Deserialize, Serialize};
use stopa_db::{DbError, PgPool};
use stopa_mail::EmailMessage;

pub use apalis_redis::Config as QueueConfig;

/// Kind of the e-mail job, as stored in `job.kind`.
pub const SEND_EMAIL: &str = "send_email";
/// Kind of the password-renewal job, as stored in `job.kind`.
pub const PASSWORD_RESET: &str = "password_reset";
/// Kind of the member-import job, as stored in `job.kind`.
pub const MEMBER_IMPORT: &str = "member_import";
/// Kind of the birth-number check of the data cleanup, as stored in `job.kind`.
pub const BIRTH_NUMBER_CHECK: &str = "birth_number_check";
/// Kind of the result-import job (a result file read into result races and paired), as
/// stored in `job.kind`.
pub const RESULT_IMPORT: &str = "result_import";

/// Every job kind.
pub const KINDS: [&str; 5] = [
    SEND_EMAIL,
    PASSWORD_RESET,
    MEMBER_IMPORT,
    BIRTH_NUMBER_CHECK,
    RESULT_IMPORT,
];

/// Runs an uploaded result file (the file is in the database; the job carries the id).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ResultImport {
    pub job_id: i64,
    pub result_import_id: i64,
}

/// The input of a result-import job, as stored in `job.payload`.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct ResultImportPayload {
    result_import_id: i64,
}

/// Runs a confirmed member import (its rows are in the database; the job carries the id).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MemberImport {
    pub job_id: i64,
    pub member_import_id: i64,
}

/// The input of a member-import job, as stored in `job.payload`.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct MemberImportPayload {
    member_import_id: i64,
}

/// Checks every stored birth number against today's rules (the cleanup worklist).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BirthNumberCheck {
    pub job_id: i64,
}

/// Sends one e-mail.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendEmail {
    pub job_id: i64,
    pub message: EmailMessage,
}

/// Sends a password-renewal link to an address if it belongs to an active account. The api
/// queues one for every request, whether or not the account exists, so that the request takes
/// the same time either way; the worker drops the ones for unknown addresses.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PasswordReset {
    pub job_id: i64,
    pub email: String,
}

/// The input of a password-renewal job, as stored in `job.payload`.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct PasswordResetPayload {
    email: String,
}

/// The Redis queue settings of a job kind: a name under the installation's namespace (never
/// the Rust type path) and a short heartbeat, because an idle apalis-redis worker only looks
/// for new jobs on its heartbeat.
pub fn queue_config(namespace: &str, kind: &str) -> QueueConfig {
    QueueConfig::default()
        .queue(format!("{namespace}:{kind}"))
        .heartbeat_interval(Duration::from_secs(1))
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
    namespace: String,
    email: RedisStorage<SendEmail>,
    password_reset: RedisStorage<PasswordReset>,
    member_import: RedisStorage<MemberImport>,
    birth_number_check: RedisStorage<BirthNumberCheck>,
    result_import: RedisStorage<ResultImport>,
}

impl std::fmt::Debug for JobQueues {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JobQueues")
    }
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
        let email =
            RedisStorage::new(connection.clone()).with_config(queue_config(namespace, SEND_EMAIL));
        let password_reset = RedisStorage::new(connection.clone())
            .with_config(queue_config(namespace, PASSWORD_RESET));
        let member_import = RedisStorage::new(connection.clone())
            .with_config(queue_config(namespace, MEMBER_IMPORT));
        let birth_number_check = RedisStorage::new(connection.clone())
            .with_config(queue_config(namespace, BIRTH_NUMBER_CHECK));
        let result_import = RedisStorage::new(connection.clone())
            .with_config(queue_config(namespace, RESULT_IMPORT));
        Self {
            connection,
            namespace: namespace.to_owned(),
            email,
            password_reset,
            member_import,
            birth_number_check,
            result_import,
        }
    }

    /// Records an e-mail job and queues it.
    pub async fn enqueue_email(
        &self,
        pool: &PgPool,
        message: EmailMessage,
        created_by_account_id: Option<i64>,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::to_value(&message)?;
        let job_id =
            stopa_db::job::insert_job(pool, SEND_EMAIL, &payload, created_by_account_id).await?;
        self.push_recorded(pool, job_id, SEND_EMAIL, &payload).await
    }

    /// Records a password-renewal job for `email` and queues it.
    pub async fn enqueue_password_reset(
        &self,
        pool: &PgPool,
        email: &str,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::to_value(PasswordResetPayload {
            email: email.to_owned(),
        })?;
        let job_id = stopa_db::job::insert_job(pool, PASSWORD_RESET, &payload, None).await?;
        self.push_recorded(pool, job_id, PASSWORD_RESET, &payload)
            .await
    }

    /// Records a member-import job and queues it.
    pub async fn enqueue_member_import(
        &self,
        pool: &PgPool,
        member_import_id: i64,
        created_by_account_id: Option<i64>,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::to_value(MemberImportPayload { member_import_id })?;
        let job_id =
            stopa_db::job::insert_job(pool, MEMBER_IMPORT, &payload, created_by_account_id).await?;
        self.push_recorded(pool, job_id, MEMBER_IMPORT, &payload)
            .await
    }

    /// Records a result-import job and queues it.
    pub async fn enqueue_result_import(
        &self,
        pool: &PgPool,
        result_import_id: i64,
        created_by_account_id: Option<i64>,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::to_value(ResultImportPayload { result_import_id })?;
        let job_id =
            stopa_db::job::insert_job(pool, RESULT_IMPORT, &payload, created_by_account_id).await?;
        self.push_recorded(pool, job_id, RESULT_IMPORT, &payload)
            .await
    }

    /// Records a birth-number check job and queues it.
    pub async fn enqueue_birth_number_check(
        &self,
        pool: &PgPool,
        created_by_account_id: Option<i64>,
    ) -> Result<Enqueued, EnqueueError> {
        let payload = serde_json::json!({});
        let job_id =
            stopa_db::job::insert_job(pool, BIRTH_NUMBER_CHECK, &payload, created_by_account_id)
                .await?;
        self.push_recorded(pool, job_id, BIRTH_NUMBER_CHECK, &payload)
            .await
    }

    /// Clears what Redis keeps of finished tasks: their data and metadata (apalis' vacuum) and
    /// the sets of done and dead task ids, which apalis only ever adds to. The `job` table is
    /// the record of every job, so without this Redis would grow with every job run.
    /// Returns the tasks cleared.
    pub async fn vacuum(&self) -> Result<usize, EnqueueError> {
        use apalis_core::backend::Vacuum as _;
        let queue = |error: &dyn std::fmt::Display| EnqueueError::Queue(error.to_string());
        let cleared = [
            self.email.clone().vacuum().await,
            self.password_reset.clone().vacuum().await,
            self.member_import.clone().vacuum().await,
            self.birth_number_check.clone().vacuum().await,
            self.result_import.clone().vacuum().await,
        ]
        .into_iter()
        .try_fold(0, |total, cleared| {
            cleared
                .map(|count| total + count)
                .map_err(|error| queue(&error))
        })?;
        let finished: Vec<String> = KINDS
            .iter()
            .flat_map(|kind| ["done", "dead"].map(|set| format!("{}:{kind}:{set}", self.namespace)))
            .collect();
        let mut connection = self.connection.clone();
        redis::cmd("DEL")
            .arg(&finished)
            .query_async::<i64>(&mut connection)
            .await
            .map_err(|error| queue(&error))?;
        Ok(cleared)
    }

    /// Pushes a recorded job; a Redis failure leaves the row QUEUED for the sweep.
    async fn push_recorded(
        &self,
        pool: &PgPool,
        job_id: i64,
        kind: &str,
        payload: &serde_json::Value,
    ) -> Result<Enqueued, EnqueueError> {
        match self.push(job_id, kind, payload).await {
            Ok(()) => {
                stopa_db::job::mark_enqueued(pool, job_id).await?;
                tracing::debug!(job.id = job_id, job.kind = kind, "job queued");
                Ok(Enqueued {
                    job_id,
                    queued_now: true,
                })
            }
            Err(EnqueueError::Queue(error)) => {
                tracing::warn!(job.id = job_id, job.kind = kind, error.detail = %error,
                    "job recorded but not queued; the worker's sweep queues it later");
                Ok(Enqueued {
                    job_id,
                    queued_now: false,
                })
            }
            Err(error) => Err(error),
        }
    }

    /// Pushes a job already recorded in the `job` table (the sweep's way back into Redis).
    pub async fn requeue(&self, job: &stopa_db::job::StaleJob) -> Result<(), EnqueueError> {
        self.push(job.job_id, &job.kind, &job.payload).await
    }

    /// Pushes one job; gives up after [`PUSH_TIMEOUT`] so that an unreachable Redis never
    /// holds up the request that enqueues.
    async fn push(
        &self,
        job_id: i64,
        kind: &str,
        payload: &serde_json::Value,
    ) -> Result<(), EnqueueError> {
        tokio::time::timeout(PUSH_TIMEOUT, self.push_now(job_id, kind, payload))
            .await
            .map_err(|_| EnqueueError::Queue("Redis did not answer in time".into()))?
    }

    async fn push_now(
        &self,
        job_id: i64,
        kind: &str,
        payload: &serde_json::Value,
    ) -> Result<(), EnqueueError> {
        let queue = |error: &dyn std::fmt::Display| EnqueueError::Queue(error.to_string());
        match kind {
            SEND_EMAIL => {
                let message: EmailMessage = serde_json::from_value(payload.clone())?;
                let mut storage = self.email.clone();
                storage
                    .push(SendEmail { job_id, message })
                    .await
                    .map_err(|error| queue(&error))
            }
            PASSWORD_RESET => {
                let input: PasswordResetPayload = serde_json::from_value(payload.clone())?;
                let mut storage = self.password_reset.clone();
                storage
                    .push(PasswordReset {
                        job_id,
                        email: input.email,
                    })
                    .await
                    .map_err(|error| queue(&error))
            }
            MEMBER_IMPORT => {
                let input: MemberImportPayload = serde_json::from_value(payload.clone())?;
                let mut storage = self.member_import.clone();
                storage
                    .push(MemberImport {
                        job_id,
                        member_import_id: input.member_import_id,
                    })
                    .await
                    .map_err(|error| queue(&error))
            }
            BIRTH_NUMBER_CHECK => {
                let mut storage = self.birth_number_check.clone();
                storage
                    .push(BirthNumberCheck { job_id })
                    .await
                    .map_err(|error| queue(&error))
            }
            RESULT_IMPORT => {
                let input: ResultImportPayload = serde_json::from_value(payload.clone())?;
                let mut storage = self.result_import.clone();
                storage
                    .push(ResultImport {
                        job_id,
                        result_import_id: input.result_import_id,
                    })
                    .await
                    .map_err(|error| queue(&error))
            }
            other => Err(EnqueueError::Queue(format!("unknown job kind {other}"))),
        }
    }
}
