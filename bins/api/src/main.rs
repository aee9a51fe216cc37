//! stopa-api: serves GraphQL, exports and the web app.

use std::net::SocketAddr;

use anyhow::Context as _;
use axum::serve::ListenerExt as _;
use clap::Parser as _;
use stopa_api::{ApiSettings, AppState, ServeOptions, router};
use stopa_app::App;

/// mimalloc gives freed memory back to the system: with glibc's allocator, argon2's 19 MiB
/// per login stayed in the allocator's arenas (a login burst kept the api at 200+ MiB).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    stopa_config::process::init_logging("info,sqlx=warn");
    let settings = ApiSettings::parse();
    let pool = stopa_db::connect(
        settings.database.database_url.expose(),
        settings.database.max_connections,
    )
    .await
    .context("while connecting to PostgreSQL")?;
    let redis = stopa_jobs::connect_redis(settings.redis.redis_url.expose())
        .await
        .context("while connecting to Redis")?;
    let app = App {
        pool,
        queues: stopa_jobs::JobQueues::new(redis, &settings.redis.queue_namespace),
        public_url: settings.public.public_url.clone(),
        session_seconds: settings.session_seconds,
        contact_email: settings.public.contact_email.clone(),
        file_work: stopa_app::file_work::FileWork::default(),
        payment: stopa_app::payment::PaymentAccount::new(
            &settings.payment.account,
            &settings.payment.recipient,
        )
        .map_err(anyhow::Error::msg)?,
    };
    let options = ServeOptions {
        web_dir: settings.web_dir.clone(),
        dev: settings.dev,
        trust_proxy: settings.trust_proxy,
        authorization_header: settings.authorization_header.clone(),
    };
    let state = AppState::new(app, options);
    let listener = tokio::net::TcpListener::bind(&settings.listen)
        .await
        .with_context(|| format!("while binding {}", settings.listen))?;
    // Without TCP_NODELAY a response written in two parts waits for the client's delayed
    // ACK (40 ms) whenever requests overlap on a connection.
    let listener = listener.tap_io(|tcp| {
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::warn!(error.detail = %error, "could not set TCP_NODELAY");
        }
    });
    tracing::info!(listen = %settings.listen, "stopa-api listening");
    axum::serve(
        listener,
        router(state).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await
    .context("while serving")?;
    Ok(())
}

async fn shutdown_signal() {
    stopa_config::process::shutdown_signal().await;
    tracing::info!("stopa-api shutting down");
}
