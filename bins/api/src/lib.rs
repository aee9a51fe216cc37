//! The Stopa HTTP API: `/graphql`, the export downloads, health checks and the built web app.
//! `main.rs` only reads settings and serves `router`.

// The merged GraphQL schema nests one type per feature part; its future types are deep.
#![recursion_limit = "256"]

pub mod export;
pub mod graphql;
pub mod member_files;
pub mod request;
pub mod web;

use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use stopa_graphql::StopaSchema;
use stopa_graphql::context::Services;
use tower_http::compression::CompressionLayer;

/// Settings of the api binary.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "stopa-api",
    about = "Stopa HTTP API: GraphQL, exports and the web app"
)]
pub struct ApiSettings {
    #[command(flatten)]
    pub database: stopa_config::DatabaseSettings,
    #[command(flatten)]
    pub redis: stopa_config::RedisSettings,
    #[command(flatten)]
    pub public: stopa_config::PublicSettings,
    /// Address to listen on.
    #[arg(long, env = "STOPA_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// The built web app (index.html and assets).
    #[arg(long, env = "STOPA_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,
    /// Development mode: GraphiQL at GET /graphql.
    #[arg(long, env = "STOPA_DEV", default_value_t = false)]
    pub dev: bool,
    /// Take the client address from X-Forwarded-For (only behind a proxy you run).
    #[arg(long, env = "STOPA_TRUST_PROXY", default_value_t = false)]
    pub trust_proxy: bool,
    /// Header carrying API clients' bearer tokens (spec §7: X-Authorization by default).
    #[arg(long, env = "STOPA_AUTHORIZATION_HEADER", default_value = request::DEFAULT_AUTHORIZATION_HEADER)]
    pub authorization_header: String,
    /// Session lifetime in seconds, sliding with every request.
    #[arg(long, env = "STOPA_SESSION_SECONDS", default_value_t = stopa_graphql::context::DEFAULT_SESSION_SECONDS)]
    pub session_seconds: i64,
}

/// How the api serves, beside its services.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub web_dir: PathBuf,
    pub dev: bool,
    pub trust_proxy: bool,
    pub authorization_header: String,
}

impl Default for ServeOptions {
    fn default() -> Self {
        Self {
            web_dir: PathBuf::from("web/dist"),
            dev: false,
            trust_proxy: false,
            authorization_header: request::DEFAULT_AUTHORIZATION_HEADER.to_owned(),
        }
    }
}

/// Shared state of every request.
#[derive(Clone)]
pub struct AppState {
    pub inner: Arc<AppStateInner>,
}

pub struct AppStateInner {
    pub services: Services,
    pub schema: StopaSchema,
    pub web_dir: PathBuf,
    pub dev: bool,
    pub trust_proxy: bool,
    /// Cookies get `Secure` when the public URL is HTTPS.
    pub secure_cookies: bool,
    /// Lower-cased name of the bearer-token header.
    pub authorization_header: String,
}

impl AppState {
    pub fn new(services: Services, options: ServeOptions) -> Self {
        let schema = stopa_graphql::schema_builder()
            .data(services.clone())
            .finish();
        let secure_cookies = services.public_url.starts_with("https://");
        Self {
            inner: Arc::new(AppStateInner {
                services,
                schema,
                web_dir: options.web_dir,
                dev: options.dev,
                trust_proxy: options.trust_proxy,
                secure_cookies,
                authorization_header: options.authorization_header.to_ascii_lowercase(),
            }),
        }
    }
}

/// Every route of the api.
pub fn router(state: AppState) -> Router {
    let web = web::service(&state.inner.web_dir);
    let api = Router::new()
        .route(
            "/{role}/export/members-all-csv",
            get(export::members_all_csv),
        )
        .route(
            "/{role}/export/members-general-meeting-csv",
            get(export::members_general_meeting_csv),
        )
        .route("/{role}/export/clubs-all-csv", get(export::clubs_all_csv))
        .route("/{role}/export/clubs-nsa-csv", get(export::clubs_nsa_csv))
        .route(
            "/{role}/export/members-nsa-csv",
            get(export::members_nsa_csv),
        )
        .route(
            "/{role}/export/racing-seasons-csv",
            get(export::racing_seasons_csv),
        )
        .route("/members/{id}/photo", get(member_files::member_photo))
        .route(
            "/members/{id}/tisk.pdf",
            get(member_files::member_record_pdf),
        )
        .fallback(web::api_not_found);
    Router::new()
        .route(
            "/graphql",
            get(graphql::graphql_get).post(graphql::graphql_post),
        )
        .nest("/api", api)
        .route("/healthz", get(web::healthz))
        .route("/readyz", get(web::readyz))
        // The app's files go compressed; API answers do not pay for compression.
        .fallback_service(
            tower::ServiceBuilder::new()
                .layer(CompressionLayer::new())
                .service(web),
        )
        .with_state(state)
}

#[cfg(test)]
mod tests {
    #[test]
    fn settings_parse_without_conflicts() {
        use clap::CommandFactory as _;
        super::ApiSettings::command().debug_assert();
    }
}
