//! stopa-worker: runs the background jobs (e-mails now; imports and syncs later).

use std::time::Duration;

use anyhow::Context as _;
use clap::Parser;
use stopa_worker::{WorkerOptions, WorkerState, run_worker};

#[derive(Debug, Parser)]
#[command(name = "stopa-worker", about = "Stopa background worker")]
struct Settings {
    #[command(flatten)]
    database: stopa_config::DatabaseSettings,
    #[command(flatten)]
    redis: stopa_config::RedisSettings,
    #[command(flatten)]
    mail: stopa_config::MailSettings,
    #[command(flatten)]
    public: stopa_config::PublicSettings,
    #[command(flatten)]
    payment: stopa_config::PaymentSettings,
    /// Jobs run at once per queue.
    #[arg(long, env = "STOPA_WORKER_CONCURRENCY", default_value_t = 4)]
    concurrency: usize,
    /// Seconds a job may run before another worker may take it over (its worker died).
    #[arg(long, env = "STOPA_JOB_LEASE_SECONDS", default_value_t = 300)]
    job_lease_seconds: u64,
    /// Seconds between two sweeps for lost and abandoned jobs.
    #[arg(long, env = "STOPA_SWEEP_SECONDS", default_value_t = 30)]
    sweep_seconds: u64,
    /// Seconds a job may wait in the queue before the sweep queues it again.
    #[arg(long, env = "STOPA_STALE_JOB_SECONDS", default_value_t = 120)]
    stale_job_seconds: u64,
    /// Where the worker loads FIS points lists from on its schedule: folders, files and
    /// addresses (https://…) of list files, separated by spaces; no sync without it.
    #[arg(long, env = "STOPA_FIS_LISTS")]
    fis_lists: Option<String>,
    /// When the FIS points lists are synced: a cron expression with seconds (UTC); daily at
    /// 05:30 by default.
    #[arg(long, env = "STOPA_FIS_SYNC_CRON", default_value = "0 30 5 * * *")]
    fis_sync_cron: String,
    /// The Fio API token of the federation's account (read-only); without it no statement is
    /// fetched (statements are uploaded by hand).
    #[arg(long, env = "STOPA_FIO_TOKEN")]
    fio_token: Option<stopa_config::Secret>,
    /// The Fio API's address.
    #[arg(
        long,
        env = "STOPA_FIO_API_URL",
        default_value = "https://fioapi.fio.cz/v1/rest"
    )]
    fio_api_url: String,
    /// When the account's new movements are fetched: a cron expression with seconds (UTC);
    /// every 30 minutes by default (Fio allows one call per 30 seconds).
    #[arg(long, env = "STOPA_FIO_SYNC_CRON", default_value = "0 */30 * * * *")]
    fio_sync_cron: String,
    /// When transfers and hostings are looked after (expired, completed on their day, ended
    /// after their last day): a cron expression with seconds (UTC); hourly by default.
    #[arg(long, env = "STOPA_TRANSFER_CRON", default_value = "0 5 * * * *")]
    transfer_cron: String,
    /// Days after which an inquiry nobody acted on expires.
    #[arg(long, env = "STOPA_TRANSFER_EXPIRY_DAYS", default_value_t = stopa_domain::transfer::DEFAULT_EXPIRY_DAYS)]
    transfer_expiry_days: u32,
    /// When holders and managers are reminded of licences and health checks about to expire:
    /// a cron expression with seconds (UTC); daily at 6:00 by default.
    #[arg(long, env = "STOPA_ROLE_REMINDER_CRON", default_value = "0 0 6 * * *")]
    role_reminder_cron: String,
    /// Days before a role's end when the reminders go, comma-separated (each once).
    #[arg(
        long,
        env = "STOPA_ROLE_REMINDER_DAYS",
        value_delimiter = ',',
        default_value = "30"
    )]
    role_reminder_days: Vec<u32>,
    /// When clubs are reminded of entry deadlines two days ahead: a cron expression with
    /// seconds (UTC); daily at 7:00 UTC (8:00 or 9:00 in Prague) by default.
    #[arg(long, env = "STOPA_ENTRY_DEADLINE_CRON", default_value = "0 0 7 * * *")]
    entry_deadline_cron: String,
    /// When the statistics snapshots are taken (the open season's, and the final one of a
    /// season that ended): a cron expression with seconds (UTC); nightly at 2:30 by default.
    #[arg(long, env = "STOPA_STATISTICS_CRON", default_value = "0 30 2 * * *")]
    statistics_cron: String,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    stopa_config::process::init_logging("info,sqlx=warn");
    let settings = Settings::parse();
    let pool = stopa_db::connect(
        settings.database.database_url.expose(),
        settings.database.max_connections,
    )
    .await
    .context("while connecting to PostgreSQL")?;
    let redis = stopa_jobs::connect_redis(settings.redis.redis_url.expose())
        .await
        .context("while connecting to Redis")?;
    let mailer = stopa_mail::Mailer::new(
        settings
            .mail
            .smtp_url
            .as_ref()
            .map(stopa_config::Secret::expose),
        &settings.mail.outbox_dir,
    )
    .context("while setting up e-mail")?;
    tracing::info!(mailer = ?mailer, concurrency = settings.concurrency, "stopa-worker starting");
    let state = WorkerState {
        pool,
        mailer,
        mail_from: settings.mail.from.clone(),
        public_url: settings.public.public_url.clone(),
        lease: Duration::from_secs(settings.job_lease_seconds.max(1)),
        contact_email: settings.public.contact_email.clone(),
        payment: stopa_app::payment::PaymentAccount::new(
            &settings.payment.account,
            &settings.payment.recipient,
        )
        .map_err(anyhow::Error::msg)?,
    };
    let fis_sync = match &settings.fis_lists {
        Some(sources) => Some(stopa_worker::FisSync {
            sources: stopa_app::fis_list::ListSource::parse_all(sources),
            schedule: std::str::FromStr::from_str(&settings.fis_sync_cron)
                .with_context(|| format!("STOPA_FIS_SYNC_CRON {:?}", settings.fis_sync_cron))?,
        }),
        None => None,
    };
    let statement_fetch = match &settings.fio_token {
        Some(token) => Some(stopa_worker::FioSync {
            api: stopa_app::payment::FioApi {
                base_url: settings.fio_api_url.clone(),
                token: token.expose().to_owned(),
            },
            schedule: std::str::FromStr::from_str(&settings.fio_sync_cron)
                .with_context(|| format!("STOPA_FIO_SYNC_CRON {:?}", settings.fio_sync_cron))?,
        }),
        None => None,
    };
    let transfer_run = stopa_worker::TransferRun {
        schedule: std::str::FromStr::from_str(&settings.transfer_cron)
            .with_context(|| format!("STOPA_TRANSFER_CRON {:?}", settings.transfer_cron))?,
        expiry_days: settings.transfer_expiry_days.max(1),
    };
    let role_reminders = stopa_worker::RoleReminderRun {
        schedule: std::str::FromStr::from_str(&settings.role_reminder_cron).with_context(|| {
            format!("STOPA_ROLE_REMINDER_CRON {:?}", settings.role_reminder_cron)
        })?,
        thresholds: settings.role_reminder_days.clone(),
    };
    let entry_deadlines =
        std::str::FromStr::from_str(&settings.entry_deadline_cron).with_context(|| {
            format!(
                "STOPA_ENTRY_DEADLINE_CRON {:?}",
                settings.entry_deadline_cron
            )
        })?;
    let statistics = std::str::FromStr::from_str(&settings.statistics_cron)
        .with_context(|| format!("STOPA_STATISTICS_CRON {:?}", settings.statistics_cron))?;
    let options = WorkerOptions {
        statistics: Some(statistics),
        role_reminders: Some(role_reminders),
        entry_deadlines: Some(entry_deadlines),
        fis_sync,
        fio_sync: statement_fetch,
        transfer_run: Some(transfer_run),
        sweep_interval: Duration::from_secs(settings.sweep_seconds.max(1)),
        stale_after: Duration::from_secs(settings.stale_job_seconds.max(1)),
        ..WorkerOptions::new(settings.concurrency, settings.redis.queue_namespace.clone())
    };
    run_worker(state, redis, options, async {
        stopa_config::process::shutdown_signal().await;
        tracing::info!("stopa-worker shutting down; running jobs finish first");
    })
    .await
}

#[cfg(test)]
mod tests {
    #[test]
    fn settings_parse_without_conflicts() {
        use clap::CommandFactory as _;
        super::Settings::command().debug_assert();
    }
}
