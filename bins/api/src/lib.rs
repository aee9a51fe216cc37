//! The Stopa HTTP API: `/graphql`, the export downloads, health checks and the built web app.
//! `main.rs` only reads settings and serves `router`.

// The merged GraphQL schema nests one type per feature part; its future types are deep.
#![recursion_limit = "256"]

pub mod crawlers;
pub mod export;
pub mod first_paint;
pub mod graphql;
pub mod request;
pub mod unresolved_address;
pub mod web;

use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::Response;
use axum::routing::get;
use stopa_app::App;
use stopa_domain::error_code::ErrorCode;
use stopa_graphql::StopaSchema;
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
    #[command(flatten)]
    pub payment: stopa_config::PaymentSettings,
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
    #[arg(long, env = "STOPA_SESSION_SECONDS", default_value_t = stopa_app::auth::DEFAULT_SESSION_SECONDS)]
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
    pub app: App,
    /// The schema for staff and development: its errors suggest field names ("Did you mean").
    pub schema: StopaSchema,
    /// The same schema for everybody else: no suggestions describe it to a stranger.
    pub schema_without_suggestions: StopaSchema,
    pub web_dir: PathBuf,
    pub dev: bool,
    pub trust_proxy: bool,
    /// Cookies get `Secure` when the public URL is HTTPS.
    pub secure_cookies: bool,
    /// Lower-cased name of the bearer-token header.
    pub authorization_header: String,
    /// First paints rendered at once (`web.rs`): a page that finds none free is served as the
    /// plain app, so a burst of anonymous page loads costs at most this many GraphQL runs.
    pub first_paints: Arc<tokio::sync::Semaphore>,
    /// Rendered sitemaps, kept an hour (`crawlers.rs`).
    pub sitemaps: crawlers::SitemapCache,
}

/// First paints rendered at once.
pub const FIRST_PAINTS_AT_ONCE: usize = 4;

impl AppState {
    pub fn new(app: App, options: ServeOptions) -> Self {
        let schema = stopa_graphql::schema_builder().data(app.clone()).finish();
        let schema_without_suggestions = stopa_graphql::schema_builder()
            .data(app.clone())
            .disable_suggestions()
            .finish();
        let secure_cookies = app.public_url.starts_with("https://");
        Self {
            inner: Arc::new(AppStateInner {
                app,
                schema,
                schema_without_suggestions,
                web_dir: options.web_dir,
                dev: options.dev,
                trust_proxy: options.trust_proxy,
                secure_cookies,
                authorization_header: options.authorization_header.to_ascii_lowercase(),
                first_paints: Arc::new(tokio::sync::Semaphore::new(FIRST_PAINTS_AT_ONCE)),
                sitemaps: crawlers::SitemapCache::default(),
            }),
        }
    }
}

/// Every route of the api.
pub fn router(state: AppState) -> Router {
    let web = web::service(&state);
    let api = Router::new()
        .route(
            "/{role}/export/members-all-csv",
            get(export::members_all_csv),
        )
        .route(
            "/{role}/export/members-general-meeting-csv",
            get(export::members_general_meeting_csv),
        )
        .route("/{role}/export/orders-csv", get(export::orders_csv))
        .route(
            "/public/export/order/{uuid}/{file}",
            get(export::order_document),
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
        .route(
            "/{role}/export/sport-center-csv/{center}",
            get(export::sport_center_csv),
        )
        .route(
            "/{role}/export/coach-card-csv/{member}",
            get(export::coach_card_csv),
        )
        .route("/{role}/export/stats/{file}", get(export::statistics_xlsx))
        .route(
            "/{role}/export/{kind}/{file}",
            get(export::role_holders_of_department),
        )
        .route(
            "/{role}/export/{file}",
            get(export::role_holders_of_own_department),
        )
        .route(
            "/{role}/export/racing/event/{event}/{layout}",
            get(export::event_entries),
        )
        .route(
            "/public/export/result/race/{file}",
            get(export::result_race_xlsx),
        )
        .route(
            "/public/export/result/event/{file}",
            get(export::event_results_xlsx),
        )
        .route("/public/export/ranking/{file}", get(export::ranking_xlsx))
        .route("/racing-event-documents/{id}", get(export::event_document))
        .route("/ranking-documents/{id}", get(export::ranking_document))
        .route(
            "/feedback-screenshots/{id}",
            get(export::feedback_screenshot),
        )
        .route("/calendar/{file}", get(export::calendar_feed))
        .route("/members/{id}/photo", get(export::member_photo))
        .route("/obrazky/{key}/{file}", get(export::content_image))
        .route("/members/{id}/tisk.pdf", get(export::member_record_pdf))
        .route(
            "/member-imports/{id}/skipped-rows.csv",
            get(export::member_import_skipped_rows),
        )
        .route(
            "/member-imports/{file}",
            get(export::member_import_template),
        )
        .route("/admin/unresolved-address", get(unresolved_address::list))
        .route(
            "/admin/unresolved-address/{address}",
            axum::routing::put(unresolved_address::resolve),
        )
        .fallback(web::api_not_found);
    Router::new()
        .route(
            "/graphql",
            get(graphql::graphql_get).post(graphql::graphql_post),
        )
        .nest("/api", api)
        .merge(
            Router::new()
                .route("/robots.txt", get(crawlers::robots))
                .route("/sitemap.xml", get(crawlers::sitemap_index))
                .route("/sitemaps/{file}", get(crawlers::sitemap))
                .layer(CompressionLayer::new()),
        )
        .route("/healthz", get(web::healthz))
        .route("/readyz", get(web::readyz))
        // The app's files go compressed; API answers do not pay for compression.
        .fallback_service(
            tower::ServiceBuilder::new()
                .layer(axum::middleware::from_fn(web::immutable_assets))
                .layer(CompressionLayer::new())
                .service(web),
        )
        .layer(axum::middleware::from_fn(refuse_invalid_url_text))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            security_headers,
        ))
        .with_state(state)
}

/// The Content-Security-Policy of the app and of every other answer: only the app's own
/// scripts (no inline script), inline styles (React and AG Grid set `style` attributes),
/// images from the app, `data:` and `blob:` URLs and OpenStreetMap's tiles (the map of an
/// event's place), requests to the app's own origin, frames of
/// the app's own documents (the member print page shows the PDF in an iframe) and of the two
/// video players the content area embeds (YouTube's cookie-less one and Vimeo's), and no
/// embedding in other sites.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org; font-src 'self' data:; \
    connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; frame-ancestors 'none'; base-uri 'self'; \
    form-action 'self'; object-src 'none'";
/// The policy of the member print PDF, which the app shows in an iframe of its own origin.
pub const FRAMED_CONTENT_SECURITY_POLICY: &str = "frame-ancestors 'self'";
/// HSTS when the public URL is HTTPS: one year.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// Whether `path` is the member print PDF (`/api/members/{id}/tisk.pdf`), the one answer
/// another page (the app's print page) may frame.
fn framed_by_the_app(path: &str) -> bool {
    path.strip_prefix("/api/members/")
        .and_then(|rest| rest.strip_suffix("/tisk.pdf"))
        .is_some_and(|id| !id.contains('/'))
}

/// Decodes `%XX` escapes; None when the result is not UTF-8 or holds a NUL character, which
/// no handler may receive (PostgreSQL cannot store a NUL).
fn decoded_text(raw: &str) -> Option<String> {
    let bytes = raw.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let hex = |at: usize| {
            bytes
                .get(at)
                .and_then(|byte| char::from(*byte).to_digit(16))
        };
        match (bytes[index], hex(index + 1), hex(index + 2)) {
            (b'%', Some(high), Some(low)) => {
                decoded.push(u8::try_from(high * 16 + low).unwrap_or_default());
                index += 3;
            }
            (byte, _, _) => {
                decoded.push(byte);
                index += 1;
            }
        }
    }
    String::from_utf8(decoded)
        .ok()
        .filter(|text| !text.contains('\0'))
}

/// Refuses a URL whose path or query holds a NUL character or bytes that are not UTF-8 with
/// the REST VALIDATION error, before any handler reads it.
async fn refuse_invalid_url_text(request: Request, next: Next) -> Response {
    let uri = request.uri();
    let valid = decoded_text(uri.path()).is_some()
        && uri
            .query()
            .is_none_or(|query| decoded_text(&query.replace('+', " ")).is_some());
    if valid {
        next.run(request).await
    } else {
        request::json_error(
            axum::http::StatusCode::BAD_REQUEST,
            ErrorCode::Validation,
            stopa_app::error::INVALID_TEXT_MESSAGE,
        )
    }
}

/// Adds the security headers to every answer (the app, `/graphql`, downloads, errors).
async fn security_headers(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    // GraphiQL (development only) loads its scripts from a CDN and runs inline script.
    let graphiql = state.inner.dev && request.method() == Method::GET && path == "/graphql";
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let mut set = |name: HeaderName, value: &'static str| {
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    };
    let framed = framed_by_the_app(&path);
    if !graphiql {
        set(
            header::CONTENT_SECURITY_POLICY,
            if framed {
                FRAMED_CONTENT_SECURITY_POLICY
            } else {
                CONTENT_SECURITY_POLICY
            },
        );
    }
    set(
        header::X_FRAME_OPTIONS,
        if framed { "SAMEORIGIN" } else { "DENY" },
    );
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    if state.inner.secure_cookies {
        set(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
    }
    response
}

#[cfg(test)]
mod tests {
    #[test]
    fn url_text_with_nul_or_invalid_utf8_is_refused() {
        assert_eq!(
            super::decoded_text("/api/x?search=Nov%C3%A1k").as_deref(),
            Some("/api/x?search=Novák")
        );
        assert_eq!(super::decoded_text("100%").as_deref(), Some("100%"));
        assert_eq!(super::decoded_text("a%00b"), None);
        assert_eq!(super::decoded_text("a%FFb"), None);
    }

    #[test]
    fn only_the_member_print_pdf_is_framed() {
        assert!(super::framed_by_the_app("/api/members/12/tisk.pdf"));
        assert!(!super::framed_by_the_app("/api/members/12/photo"));
        assert!(!super::framed_by_the_app("/api/members/1/x/tisk.pdf"));
        assert!(!super::framed_by_the_app("/tisk.pdf"));
    }

    #[test]
    fn settings_parse_without_conflicts() {
        use clap::CommandFactory as _;
        super::ApiSettings::command().debug_assert();
    }
}
