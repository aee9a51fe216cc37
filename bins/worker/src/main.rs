//! stopa-worker: runs the background jobs (e-mails now; imports and syncs later).

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
    /// Jobs run at once per queue.
    #[arg(long, env = "STOPA_WORKER_CONCURRENCY", default_value_t = 4)]
    concurrency: usize,
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
    };
    let options = WorkerOptions {
        concurrency: settings.concurrency,
        namespace: settings.redis.queue_namespace.clone(),
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
