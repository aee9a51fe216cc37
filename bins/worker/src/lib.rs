//! The Stopa worker: job handlers over apalis-redis. `main.rs` reads settings and runs
//! [`run_worker`] until a shutdown signal; tests run the same function in-process.
//!
//! Failure policy:
//! - a job that cannot ever succeed (bad address) returns `AbortError`, so that neither the
//!   retry layer nor the Redis backend tries it again, and its row is FAILED;
//! - a transient failure is retried by apalis' retry layer with exponential backoff and
//!   jitter ([`retry_backoff`]), [`ATTEMPTS`] attempts in all, each recorded in the `job` row;
//! - a job runs under a lease ([`WorkerState::lease`]); its row is the only claim, so a
//!   second delivery (a redelivery, or the sweep's push) is skipped while the first runs or
//!   after it completed;
//! - the sweep ([`run_sweep`]) pushes again, from the `job` row, every job that Redis lost or
//!   never got and every job whose worker died (expired lease). Together with the claim this
//!   delivers every job, and e-mails carry the job id as their `Message-ID` and outbox file
//!   name, so a job that runs twice after a crash still leaves one e-mail.

use std::pin::Pin;
use std::time::Duration;

use apalis::layers::retry::RetryPolicy;
use apalis::prelude::*;
use chrono::Utc;
use sqlx::PgPool;
use stopa_app::job::{
    BankStatementImport, BirthNumberCheck, MemberImport, Notify, Outcome, PasswordReset, Progress,
    RankingRecompute, ResultImport, RunJob, SendEmail, StatisticsSnapshot,
};
use stopa_jobs::{JobMessage, JobQueues, queue_storage};
use stopa_mail::{EmailMessage, Mailer};
use tower::retry::backoff::{ExponentialBackoff, ExponentialBackoffMaker, MakeBackoff as _};
use tower::util::rng::HasherRng;

/// What the handlers need.
#[derive(Clone, Debug)]
pub struct WorkerState {
    pub pool: PgPool,
    pub mailer: Mailer,
    pub mail_from: String,
    /// Where people reach the web app; links in e-mails start with it.
    pub public_url: String,
    /// How long a claimed job may run before another worker may take it over.
    pub lease: Duration,
    /// The federation's address named in import messages (see `STOPA_CONTACT_EMAIL`).
    pub contact_email: String,
    /// The federation's account that fees are paid to.
    pub payment: stopa_app::payment::PaymentAccount,
}

/// The application layer as the worker's jobs use it.
#[derive(Clone, Debug)]
pub struct JobServices {
    pub app: stopa_app::App,
}

/// Attempts of a job within this worker before the failure is final.
pub const ATTEMPTS: usize = 3;

/// The retry layer's waits between attempts: exponential from 1 s to 60 s with jitter.
///
/// # Panics
/// Never: the bounds are constants that the constructor accepts.
pub fn retry_backoff() -> ExponentialBackoff {
    ExponentialBackoffMaker::new(
        Duration::from_secs(1),
        Duration::from_secs(60),
        0.5,
        HasherRng::default(),
    )
    .expect("valid backoff bounds")
    .make_backoff()
}

/// One queue the worker serves: a kind of job and how to start its apalis worker.
#[derive(Clone, Copy)]
pub struct Queue {
    pub kind: &'static str,
    start: fn(QueueStart) -> QueueRun,
}

/// The queue workers of one round, until the round ends.
type QueueRun = Pin<Box<dyn Future<Output = Result<(), WorkerError>> + Send>>;

/// What starting a queue's apalis worker needs.
struct QueueStart {
    state: WorkerState,
    services: JobServices,
    redis: apalis_redis::ConnectionManager,
    namespace: String,
    concurrency: usize,
    instance: uuid::Uuid,
    until: Pin<Box<dyn Future<Output = Result<(), std::io::Error>> + Send>>,
}

impl Queue {
    /// The queue of job `J`.
    pub const fn of<J: RunJob>() -> Self {
        Self {
            kind: J::KIND,
            start: start_queue::<J>,
        }
    }
}

/// Every queue the worker serves: one line per kind of job (`stopa_app::job`).
pub const QUEUES: [Queue; 9] = [
    Queue::of::<SendEmail>(),
    Queue::of::<Notify>(),
    Queue::of::<PasswordReset>(),
    Queue::of::<MemberImport>(),
    Queue::of::<BirthNumberCheck>(),
    Queue::of::<ResultImport>(),
    Queue::of::<BankStatementImport>(),
    Queue::of::<StatisticsSnapshot>(),
    Queue::of::<RankingRecompute>(),
];

/// Every kind of job the worker runs.
pub fn kinds() -> Vec<&'static str> {
    QUEUES.iter().map(|queue| queue.kind).collect()
}

/// How often an idle worker asks its queues for new tasks. apalis-redis alone looks only on
/// its heartbeat (1 s), so a job would wait half a second on average before it starts; a fetch
/// is one short script call per queue.
const QUEUE_POLL: Duration = Duration::from_millis(200);

/// Starts the apalis worker of `J`'s queue. A short job runs several at once and is retried
/// by the retry layer; a long one ([`stopa_app::job::Job::LONG`]) runs one at a time and is not retried by
/// the layer (the handler decides; the sweep hands a dead worker's job to another).
fn start_queue<J: RunJob>(start: QueueStart) -> QueueRun {
    let storage =
        queue_storage(&start.redis, &start.namespace, J::KIND).poll_with_interval(QUEUE_POLL);
    let builder = WorkerBuilder::new(format!("stopa-{}-{}", J::KIND, start.instance))
        .backend(storage)
        .data(start.state)
        .data(start.services);
    if J::LONG {
        let worker = builder
            .concurrency(1)
            .enable_tracing()
            .catch_panic()
            .build(handle::<J>);
        Box::pin(worker.run_until(start.until))
    } else {
        let worker = builder
            .concurrency(start.concurrency.max(1))
            .retry(RetryPolicy::retries(ATTEMPTS - 1).with_backoff(retry_backoff()))
            .enable_tracing()
            .catch_panic()
            .build(handle::<J>);
        Box::pin(worker.run_until(start.until))
    }
}

/// Runs one job of kind `J`: claims its row (a job completed, or running under another
/// worker's live lease, is skipped), reads its input from the row, runs it — a long job
/// renewing its lease with its progress, so that a long file is never taken over while this
/// worker makes progress — sends the e-mail it asks for, and records the outcome.
///
/// A failure is final when it cannot ever succeed (any error but the database away, a bad
/// address) or after [`ATTEMPTS`] attempts: the row is FAILED, the job gives up (marks what it
/// worked on failed) and neither the retry layer nor Redis tries it again. Otherwise the row
/// goes back to QUEUED and the job is tried again.
pub async fn handle<J: RunJob>(
    message: JobMessage,
    state: Data<WorkerState>,
    services: Data<JobServices>,
) -> Result<(), BoxDynError> {
    let job_id = message.job_id;
    let kind = J::KIND;
    let Some(payload) =
        stopa_db::job::start_job(&state.pool, job_id, state.lease.as_secs_f64()).await?
    else {
        tracing::info!(
            job.id = job_id,
            job.kind = kind,
            "job completed or running elsewhere; skipped"
        );
        return Ok(());
    };
    let job: J = match serde_json::from_value(payload) {
        Ok(job) => job,
        Err(error) => {
            let detail = format!("the job's input cannot be read: {error}");
            stopa_db::job::fail_job(&state.pool, job_id, &detail, true).await?;
            tracing::error!(job.id = job_id, job.kind = kind, error.detail = %detail, "job fault");
            return Err(Box::new(AbortError::new(std::io::Error::other(detail))));
        }
    };
    let (progress, renewer) = if J::LONG {
        renew_lease_with_progress(&state, job_id)
    } else {
        (Box::new(|_, _| {}) as Progress, None)
    };
    let give_up = job.clone();
    let result = job.run(&services.app, progress).await;
    if let Some(renewer) = renewer {
        let _ = renewer.await;
    }
    match result {
        Ok(Outcome::Done(outcome)) => {
            stopa_db::job::complete_job(&state.pool, job_id, &outcome).await?;
            tracing::info!(job.id = job_id, job.kind = kind, "job finished");
            Ok(())
        }
        Ok(Outcome::Send(message)) => deliver(&state, job_id, kind, &message).await,
        Err(error) => {
            let detail = format!("{}: {}", error.code(), error.message());
            let final_failure = !matches!(error, stopa_app::AppError::Unavailable)
                || attempts(&state, job_id).await? >= ATTEMPTS as i32;
            stopa_db::job::fail_job(&state.pool, job_id, &detail, final_failure).await?;
            tracing::warn!(job.id = job_id, job.kind = kind, error.code = %error.code(), final_failure, "job failed");
            if !final_failure {
                return Err(Box::new(std::io::Error::other(detail)));
            }
            if let stopa_app::AppError::Internal(internal) = &error {
                tracing::error!(job.id = job_id, error.detail = %internal, "job fault");
            }
            give_up
                .give_up(&services.app)
                .await
                .map_err(|error| error.code().as_str().to_owned())?;
            Err(Box::new(AbortError::new(std::io::Error::other(detail))))
        }
    }
}

/// How many times a job has been started.
async fn attempts(state: &WorkerState, job_id: i64) -> Result<i32, stopa_db::DbError> {
    Ok(stopa_db::job::find_job(&state.pool, job_id)
        .await?
        .map_or(0, |row| row.attempts))
}

/// A progress report that renews the job's lease and records its percent, and the task doing
/// it (done when the report is dropped).
fn renew_lease_with_progress(
    state: &WorkerState,
    job_id: i64,
) -> (Progress, Option<tokio::task::JoinHandle<()>>) {
    let pool = state.pool.clone();
    let lease = state.lease.as_secs_f64();
    let (sender, mut receiver) = tokio::sync::mpsc::unbounded_channel::<i32>();
    let renewer = tokio::spawn(async move {
        while let Some(progress) = receiver.recv().await {
            if let Err(error) = stopa_db::job::renew_lease(&pool, job_id, lease, progress).await {
                tracing::warn!(job.id = job_id, error.detail = %error, "job lease not renewed");
            }
        }
    });
    let progress: Progress = Box::new(move |processed, total| {
        let percent = if total == 0 {
            100
        } else {
            processed * 100 / total
        };
        let _ = sender.send(i32::try_from(percent.clamp(0, 100)).unwrap_or(100));
    });
    (progress, Some(renewer))
}

/// Sends the message of a claimed job and records the outcome; a bad address is final, other
/// failures are tried again up to [`ATTEMPTS`].
async fn deliver(
    state: &WorkerState,
    job_id: i64,
    kind: &str,
    message: &EmailMessage,
) -> Result<(), BoxDynError> {
    let pool = &state.pool;
    match state
        .mailer
        .send(&state.mail_from, message, &format!("stopa-job-{job_id}"))
        .await
    {
        Ok(()) => {
            stopa_db::job::complete_job(pool, job_id, &serde_json::json!({ "sent": true })).await?;
            tracing::info!(job.id = job_id, job.kind = kind, "e-mail sent");
            Ok(())
        }
        Err(error) => {
            let final_failure =
                error.is_permanent() || attempts(state, job_id).await? >= ATTEMPTS as i32;
            stopa_db::job::fail_job(pool, job_id, &error.to_string(), final_failure).await?;
            tracing::warn!(job.id = job_id, job.kind = kind, error.detail = %error, final_failure, "e-mail failed");
            if final_failure {
                Err(Box::new(AbortError::new(error)))
            } else {
                Err(Box::new(error))
            }
        }
    }
}

/// How long the row of a finished job is kept (its outcome shows on its page meanwhile).
pub const JOB_RETENTION_DAYS: i32 = 30;

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
        match stopa_db::job::purge_finished(&pool, JOB_RETENTION_DAYS).await {
            Ok(count) => tracing::info!(count, "finished job rows purged"),
            Err(error) => tracing::warn!(error.detail = %error, "job purge failed"),
        }
        match stopa_db::job::purge_scheduled_runs(&pool).await {
            Ok(count) => tracing::info!(count, "claims of past scheduled runs purged"),
            Err(error) => tracing::warn!(error.detail = %error, "scheduled run purge failed"),
        }
        match stopa_db::request_limit::purge(&pool).await {
            Ok(count) => tracing::info!(count, "counted requests purged"),
            Err(error) => tracing::warn!(error.detail = %error, "request count purge failed"),
        }
        match stopa_db::notification::purge_sent(&pool, stopa_app::notification::SENT_LOG_DAYS)
            .await
        {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "old notification log rows purged"),
            Err(error) => tracing::warn!(error.detail = %error, "notification log purge failed"),
        }
        // Imports uploaded but never confirmed hold personal data nobody imported.
        match stopa_db::member_import::purge_drafts(&pool, stopa_app::member_import::DRAFT_HOURS)
            .await
        {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "abandoned import drafts purged"),
            Err(error) => tracing::warn!(error.detail = %error, "draft purge failed"),
        }
    }
}

/// Jobs the sweep queues again at most per round.
const SWEEP_BATCH: i64 = 500;

/// Every `interval`, pushes again the jobs that Redis lost or never got (QUEUED and not pushed
/// for `stale_after`) and the jobs whose worker died (expired lease). Several workers may
/// sweep at once: each job is taken by one sweep per `stale_after`.
pub async fn run_sweep(pool: PgPool, queues: JobQueues, interval: Duration, stale_after: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        match sweep_once(&pool, &queues, stale_after).await {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "stale jobs queued again"),
            Err(error) => tracing::warn!(error.detail = %error, "job sweep failed; next try soon"),
        }
        // Redis keeps every finished task unless told otherwise; the job table is the record.
        match queues.vacuum(&kinds()).await {
            Ok(0) => {}
            Ok(count) => tracing::debug!(count, "finished tasks cleared from Redis"),
            Err(error) => {
                tracing::warn!(error.detail = %error, "Redis vacuum failed; next try soon");
            }
        }
    }
}

/// One round of [`run_sweep`]; returns how many jobs were pushed again.
///
/// # Errors
/// When the database cannot be read; a job whose push fails stays for the next round.
pub async fn sweep_once(
    pool: &PgPool,
    queues: &JobQueues,
    stale_after: Duration,
) -> Result<usize, stopa_db::DbError> {
    let stale =
        stopa_db::job::take_stale_jobs(pool, stale_after.as_secs_f64(), SWEEP_BATCH).await?;
    let known = kinds();
    let mut pushed = 0;
    for job in &stale {
        if !known.contains(&job.kind.as_str()) {
            // A kind no worker of this version runs (a job of a later version, or one retired):
            // recorded as failed rather than pushed to a queue nobody reads, every round.
            tracing::error!(job.id = job.job_id, job.kind = %job.kind, "job of an unknown kind");
            stopa_db::job::fail_job(pool, job.job_id, "unknown job kind", true).await?;
            continue;
        }
        match queues.requeue(job).await {
            Ok(()) => pushed += 1,
            Err(error) => {
                tracing::warn!(job.id = job.job_id, job.kind = %job.kind, error.detail = %error, "job not queued again; next round");
            }
        }
    }
    Ok(pushed)
}

/// Worker settings that do not come from the shared sections.
#[derive(Debug, Clone)]
pub struct WorkerOptions {
    /// Jobs run at once per queue.
    pub concurrency: usize,
    /// Queue namespace (see `STOPA_QUEUE_NAMESPACE`).
    pub namespace: String,
    /// How often the sweep looks for lost and abandoned jobs.
    pub sweep_interval: Duration,
    /// How long a job may wait in the queue, or hold an expired lease, before the sweep
    /// pushes it again.
    pub stale_after: Duration,
    /// The scheduled FIS points-list sync; none when no list source is configured.
    pub fis_sync: Option<FisSync>,
    /// The scheduled fetch of the federation's account from the Fio API; none without a token.
    pub fio_sync: Option<FioSync>,
    /// The hourly run of transfers and hostings; none in tests that do not want it.
    pub transfer_run: Option<TransferRun>,
    /// The daily reminders of licences and health checks about to expire; none in tests that
    /// do not want them.
    pub role_reminders: Option<RoleReminderRun>,
    /// The daily reminders of entry deadlines; none in tests that do not want them.
    pub entry_deadlines: Option<cron::Schedule>,
    /// The nightly statistics snapshots; none in tests that do not want them.
    pub statistics: Option<cron::Schedule>,
}

/// The scheduled reminders of roles about to expire (`STOPA_ROLE_REMINDER_CRON`,
/// `STOPA_ROLE_REMINDER_DAYS`).
#[derive(Debug, Clone)]
pub struct RoleReminderRun {
    pub schedule: cron::Schedule,
    /// Days before the end when a reminder goes (each once).
    pub thresholds: Vec<u32>,
}

/// What the reminders' ticks need.
#[derive(Debug, Clone)]
struct RoleReminderData {
    services: JobServices,
    thresholds: Vec<u32>,
}

/// The name of the reminders among the scheduled runs.
const ROLE_REMINDER_RUN: &str = "role_reminders";

/// One tick of the reminders, in the one worker that claims it.
async fn role_reminder_tick(
    tick: apalis_cron::Tick,
    data: Data<RoleReminderData>,
) -> Result<(), BoxDynError> {
    let at = tick_time(tick);
    if !stopa_db::job::claim_scheduled_run(&data.services.app.pool, ROLE_REMINDER_RUN, at).await? {
        return Ok(());
    }
    match stopa_app::member_role::reminder::run_role_reminders(&data.services.app, &data.thresholds)
        .await
    {
        Ok(report) => tracing::info!(
            roles = report.roles,
            emails = report.emails,
            "role reminders"
        ),
        Err(error) => {
            tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "role reminders failed");
        }
    }
    Ok(())
}

/// The name of the entry deadline reminders among the scheduled runs.
const ENTRY_DEADLINE_RUN: &str = "entry_deadlines";

/// One tick of the entry deadline reminders, in the one worker that claims it.
/// The moment a cron tick stands for (now, for a tick out of range): what the scheduled runs
/// claim (`scheduled_run`), so that every worker keeping a schedule claims the same tick.
fn tick_time(tick: apalis_cron::Tick) -> chrono::DateTime<Utc> {
    i64::try_from(tick.get_timestamp())
        .ok()
        .and_then(|seconds| chrono::DateTime::from_timestamp(seconds, 0))
        .unwrap_or_else(Utc::now)
}

/// The name of the nightly statistics run among the scheduled runs.
const STATISTICS_RUN: &str = "statistics";

/// One tick of the nightly statistics (`STOPA_STATISTICS_CRON`): the open season's snapshot,
/// and the final one of a season that ended (`stopa_app::statistics::nightly_statistics`).
async fn statistics_tick(
    tick: apalis_cron::Tick,
    data: Data<JobServices>,
) -> Result<(), BoxDynError> {
    let at = tick_time(tick);
    if !stopa_db::job::claim_scheduled_run(&data.app.pool, STATISTICS_RUN, at).await? {
        return Ok(());
    }
    let today = at
        .with_timezone(&stopa_domain::time::TIME_ZONE)
        .date_naive();
    match stopa_app::statistics::nightly_statistics(&data.app, today).await {
        Ok(years) => tracing::info!(?years, "statistics snapshots"),
        Err(error) => {
            tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "statistics snapshots failed");
        }
    }
    Ok(())
}

async fn entry_deadline_tick(
    tick: apalis_cron::Tick,
    data: Data<JobServices>,
) -> Result<(), BoxDynError> {
    let at = tick_time(tick);
    if !stopa_db::job::claim_scheduled_run(&data.app.pool, ENTRY_DEADLINE_RUN, at).await? {
        return Ok(());
    }
    match stopa_app::notification::run_entry_deadline_reminders(&data.app).await {
        Ok(delivery) => tracing::info!(emails = delivery.emails, "entry deadline reminders"),
        Err(error) => {
            tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "entry deadline reminders failed");
        }
    }
    Ok(())
}

/// The scheduled run of transfers and hostings (`STOPA_TRANSFER_CRON`,
/// `STOPA_TRANSFER_EXPIRY_DAYS`): forgotten inquiries expire, approved transfers take effect on
/// their day, hostings end after their last day.
#[derive(Debug, Clone)]
pub struct TransferRun {
    pub schedule: cron::Schedule,
    pub expiry_days: u32,
}

/// What the transfer run's ticks need.
#[derive(Debug, Clone)]
struct TransferRunData {
    services: JobServices,
    expiry_days: u32,
}

/// The name of the transfer run among the scheduled runs.
const TRANSFER_RUN: &str = "transfer_run";

/// One tick of the transfer run, in the one worker that claims it.
async fn transfer_run_tick(
    tick: apalis_cron::Tick,
    data: Data<TransferRunData>,
) -> Result<(), BoxDynError> {
    let at = tick_time(tick);
    if !stopa_db::job::claim_scheduled_run(&data.services.app.pool, TRANSFER_RUN, at).await? {
        return Ok(());
    }
    match stopa_app::transfer::run_due_transfers(&data.services.app, data.expiry_days).await {
        Ok(report) => tracing::info!(
            expired = report.expired,
            completed = report.completed,
            ended = report.ended,
            failed = ?report.failed,
            "transfer run"
        ),
        Err(error) => {
            tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "transfer run failed");
        }
    }
    Ok(())
}

/// The scheduled fetch of the account's new movements (`STOPA_FIO_TOKEN`,
/// `STOPA_FIO_SYNC_CRON`): each tick asks the Fio API for what moved since the last fetch and
/// matches it like an uploaded statement.
#[derive(Debug, Clone)]
pub struct FioSync {
    pub api: stopa_app::payment::FioApi,
    pub schedule: cron::Schedule,
}

/// What the Fio fetch's ticks need.
#[derive(Debug, Clone)]
struct FioSyncData {
    services: JobServices,
    api: stopa_app::payment::FioApi,
}

/// The name of the Fio fetch among the scheduled runs.
const FIO_SYNC: &str = "fio_sync";

/// One tick of the Fio fetch, in the one worker that claims it.
async fn fio_sync_tick(
    tick: apalis_cron::Tick,
    data: Data<FioSyncData>,
) -> Result<(), BoxDynError> {
    let at = tick_time(tick);
    if !stopa_db::job::claim_scheduled_run(&data.services.app.pool, FIO_SYNC, at).await? {
        tracing::info!(tick = %tick.get_timestamp(), "Fio fetch of this tick runs in another worker");
        return Ok(());
    }
    match stopa_app::payment::fetch_fio_statement(&data.services.app, &data.api).await {
        Ok(Some(statement)) => {
            tracing::info!(bank_statement.id = statement, "Fio statement fetched");
        }
        Ok(None) => tracing::info!("Fio fetch: nothing new"),
        Err(error) => {
            tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "Fio fetch failed");
        }
    }
    Ok(())
}

/// The scheduled sync of FIS points lists (`STOPA_FIS_LISTS`, `STOPA_FIS_SYNC_CRON`).
#[derive(Debug, Clone)]
pub struct FisSync {
    /// Folders, files and addresses of list files (CSV or XLSX as FIS publishes them).
    pub sources: Vec<stopa_app::fis_list::ListSource>,
    pub schedule: cron::Schedule,
}

/// What the sync's ticks need.
#[derive(Debug, Clone)]
struct FisSyncData {
    services: JobServices,
    sources: Vec<stopa_app::fis_list::ListSource>,
}

/// The name of the FIS points-list sync among the scheduled runs.
const FIS_SYNC: &str = "fis_sync";

/// One tick of the schedule: loads the lists of the source and proposes FIS codes, in the one
/// worker that claims the tick (several workers keep the same schedule).
async fn fis_sync_tick(
    tick: apalis_cron::Tick,
    data: Data<FisSyncData>,
) -> Result<(), BoxDynError> {
    let sources: Vec<String> = data.sources.iter().map(ToString::to_string).collect();
    let at = tick_time(tick);
    // Every worker keeps the schedule; the first to claim the tick runs it.
    if !stopa_db::job::claim_scheduled_run(&data.services.app.pool, FIS_SYNC, at).await? {
        tracing::info!(tick = %tick.get_timestamp(), "FIS points-list sync of this tick runs in another worker");
        return Ok(());
    }
    tracing::info!(tick = %tick.get_timestamp(), sources = ?sources, "FIS points-list sync");
    let reports = stopa_app::fis_list::sync(
        &data.services.app.pool,
        &data.services.app.file_work,
        &data.sources,
        |_, _, _| {},
    )
    .await
    .map_err(|error| std::io::Error::other(format!("{}: {}", error.code(), error.message())))?;
    let new_sectors: Vec<String> = reports
        .iter()
        .filter_map(|report| report.as_ref().ok())
        .filter(|report| report.new_list)
        .map(|report| report.sector.clone())
        .collect();
    if !new_sectors.is_empty() {
        // The rankings computed from the sectors' points lists follow.
        stopa_app::ranking::after_points_lists(&data.services.app, &new_sectors, None)
            .await
            .map_err(|error| {
                std::io::Error::other(format!("{}: {}", error.code(), error.message()))
            })?;
    }
    for report in reports {
        match report {
            Ok(report) if report.added > 0 => tracing::info!(
                file = %report.file_name,
                sector = %report.sector,
                list = %report.list_key,
                added = report.added,
                proposals = report.proposals,
                "FIS points list loaded"
            ),
            Ok(_) => {}
            Err(error) => {
                tracing::warn!(error.code = %error.code(), error.detail = %error.message(), "FIS points list not loaded");
            }
        }
    }
    Ok(())
}

impl WorkerOptions {
    /// Production defaults: sweep every 30 s, queue again after 2 minutes.
    pub fn new(concurrency: usize, namespace: String) -> Self {
        Self {
            concurrency,
            namespace,
            sweep_interval: Duration::from_secs(30),
            stale_after: Duration::from_secs(120),
            fis_sync: None,
            fio_sync: None,
            transfer_run: None,
            role_reminders: None,
            entry_deadlines: None,
            statistics: None,
        }
    }
}

/// Longest wait before the queue workers start again after Redis failed them.
const MAX_RESTART_DELAY: Duration = Duration::from_secs(30);

/// Runs every queue's worker and the sweep until `shutdown` completes, then lets running jobs
/// finish.
///
/// A Redis that restarts or goes away stops apalis' workers (their registration is gone with
/// the server's memory). They are built again and registered anew, after a delay growing from
/// one second to `MAX_RESTART_DELAY`, so the process outlives any Redis outage; jobs pushed
/// meanwhile wait in Redis, and jobs Redis lost are pushed again by the sweep.
pub async fn run_worker(
    state: WorkerState,
    redis: apalis_redis::ConnectionManager,
    options: WorkerOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let purges = tokio::spawn(run_purges(state.pool.clone()));
    let queues = JobQueues::new(redis.clone(), &options.namespace);
    let services = JobServices {
        app: stopa_app::App {
            pool: state.pool.clone(),
            queues: queues.clone(),
            public_url: state.public_url.clone(),
            session_seconds: 3600,
            contact_email: state.contact_email.clone(),
            file_work: stopa_app::file_work::FileWork::default(),
            payment: state.payment.clone(),
        },
    };
    let sweep = tokio::spawn(run_sweep(
        state.pool.clone(),
        queues,
        options.sweep_interval,
        options.stale_after,
    ));
    let fis_sync = options.fis_sync.clone().map(|sync| {
        let worker = WorkerBuilder::new(format!("stopa-fis-sync-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(sync.schedule))
            .data(FisSyncData {
                services: services.clone(),
                sources: sync.sources,
            })
            .enable_tracing()
            .build(fis_sync_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the FIS points-list schedule stopped");
            }
        })
    });
    let statement_fetch = options.fio_sync.clone().map(|sync| {
        let worker = WorkerBuilder::new(format!("stopa-fio-sync-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(sync.schedule))
            .data(FioSyncData {
                services: services.clone(),
                api: sync.api,
            })
            .enable_tracing()
            .build(fio_sync_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the Fio fetch schedule stopped");
            }
        })
    });
    let transfer_run = options.transfer_run.clone().map(|run| {
        let worker = WorkerBuilder::new(format!("stopa-transfer-run-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(run.schedule))
            .data(TransferRunData {
                services: services.clone(),
                expiry_days: run.expiry_days,
            })
            .enable_tracing()
            .build(transfer_run_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the transfer run schedule stopped");
            }
        })
    });
    let role_reminders = options.role_reminders.clone().map(|run| {
        let worker = WorkerBuilder::new(format!("stopa-role-reminders-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(run.schedule))
            .data(RoleReminderData {
                services: services.clone(),
                thresholds: run.thresholds,
            })
            .enable_tracing()
            .build(role_reminder_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the role reminder schedule stopped");
            }
        })
    });
    let entry_deadlines = options.entry_deadlines.clone().map(|schedule| {
        let worker = WorkerBuilder::new(format!("stopa-entry-deadlines-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(schedule))
            .data(services.clone())
            .enable_tracing()
            .build(entry_deadline_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the entry deadline schedule stopped");
            }
        })
    });
    let (stop, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stop.send(true);
    });
    let mut delay = Duration::from_secs(1);
    loop {
        let failure = Box::pin(run_queue_workers(
            &state,
            &services,
            &redis,
            &options,
            stopped.clone(),
        ))
        .await;
        if *stopped.borrow() {
            break;
        }
        let error = failure.map_or_else(|| "stopped".to_owned(), |error| error.to_string());
        tracing::warn!(error.detail = %error, delay_secs = delay.as_secs(), "queue workers stopped; starting them again");
        let mut wait = stopped.clone();
        tokio::select! {
            () = tokio::time::sleep(delay) => {}
            _ = wait.wait_for(|stop| *stop) => break,
        }
        delay = (delay * 2).min(MAX_RESTART_DELAY);
    }
    purges.abort();
    sweep.abort();
    let statistics = options.statistics.clone().map(|schedule| {
        let worker = WorkerBuilder::new(format!("stopa-statistics-{}", uuid::Uuid::new_v4()))
            .backend(apalis_cron::CronScheduler::new(schedule))
            .data(services.clone())
            .enable_tracing()
            .build(statistics_tick);
        tokio::spawn(async move {
            if let Err(error) = worker.run().await {
                tracing::warn!(error.detail = %error, "the statistics schedule stopped");
            }
        })
    });
    for schedule in [
        fis_sync,
        statement_fetch,
        transfer_run,
        role_reminders,
        entry_deadlines,
        statistics,
    ]
    .into_iter()
    .flatten()
    {
        schedule.abort();
    }
    Ok(())
}

/// One round of the queue workers: runs them until `stopped` turns true or one of them fails
/// (then the others stop too); returns the failure, if any.
async fn run_queue_workers(
    state: &WorkerState,
    services: &JobServices,
    redis: &apalis_redis::ConnectionManager,
    options: &WorkerOptions,
    stopped: tokio::sync::watch::Receiver<bool>,
) -> Option<anyhow::Error> {
    let (failed, round_over) = tokio::sync::watch::channel(false);
    let until = || {
        let mut stopped = stopped.clone();
        let mut round_over = round_over.clone();
        async move {
            tokio::select! {
                _ = stopped.wait_for(|stop| *stop) => {}
                _ = round_over.wait_for(|over| *over) => {}
            }
            Ok::<(), std::io::Error>(())
        }
    };
    // Worker names must be unique per registration: apalis-redis keeps a dead worker's name
    // taken.
    let instance = uuid::Uuid::new_v4();
    let runs = QUEUES.iter().map(|queue| {
        let run = (queue.start)(QueueStart {
            state: state.clone(),
            services: services.clone(),
            redis: redis.clone(),
            namespace: options.namespace.clone(),
            concurrency: options.concurrency,
            instance,
            until: Box::pin(until()),
        });
        let failed = &failed;
        async move {
            let result = run.await;
            let _ = failed.send(true);
            result
                .err()
                .map(|error| anyhow::anyhow!("{} worker: {error}", queue.kind))
        }
    });
    futures::future::join_all(runs)
        .await
        .into_iter()
        .flatten()
        .next()
}
