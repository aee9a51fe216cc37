//! The built web app, health checks and the JSON 404 of unknown API paths.

use std::convert::Infallible;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{Method, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower_http::services::ServeDir;

use crate::AppState;
use crate::first_paint;
use crate::request::{RestError, client_address, json_error};
use stopa_domain::error_code::ErrorCode;

/// Serves `web_dir`; every other path gets the app's `index.html`, so the app's Czech routes
/// work on reload: with status 200 when the path is one the app serves (`routes.json` of the
/// web build), else with 404 (the app then shows its Czech 404 page). A public page gets its
/// first paint (`first_paint.rs`): its head, its content and its first data.
pub fn service(state: &AppState) -> ServeDir<AppIndex> {
    let web_dir = &state.inner.web_dir;
    let routes = match AppRoutes::load(&web_dir.join("routes.json")) {
        Ok(routes) => routes.map(Arc::new),
        Err(error) => {
            tracing::error!(%error, "routes.json of the web app is not valid; every path gets the app");
            None
        }
    };
    // `/` too is the app's page (with its first paint), not the directory's index.html.
    ServeDir::new(web_dir)
        .append_index_html_on_directories(false)
        .fallback(AppIndex {
            index: web_dir.join("index.html"),
            routes,
            operations: Arc::new(first_paint::Operations::load(web_dir)),
            state: state.clone(),
        })
}

/// The app's `index.html` for every path that is not a file of the build.
#[derive(Clone)]
pub struct AppIndex {
    index: PathBuf,
    /// `None` when the build has no `routes.json`: every path is served with 200.
    routes: Option<Arc<AppRoutes>>,
    operations: Arc<first_paint::Operations>,
    state: AppState,
}

impl<B: Send + 'static> tower::Service<Request<B>> for AppIndex {
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let path = request.uri().path();
        // A hashed file that is not in the build (an old tab after a deploy) is missing, not the
        // app: the browser must not keep an HTML page a year under a script's name.
        let status = if path.starts_with("/assets/") {
            StatusCode::NOT_FOUND
        } else {
            match &self.routes {
                Some(routes) if !routes.serves(path) => StatusCode::NOT_FOUND,
                _ => StatusCode::OK,
            }
        };
        let head = request.method() == Method::HEAD;
        let paints = status == StatusCode::OK && (request.method() == Method::GET || head);
        let index = self.index.clone();
        let operations = self.operations.clone();
        let state = self.state.clone();
        let (parts, _) = request.into_parts();
        Box::pin(async move {
            let Ok(html) = tokio::fs::read_to_string(&index).await else {
                return Ok(StatusCode::NOT_FOUND.into_response());
            };
            let mut status = status;
            let mut html = html;
            if paints && let Some(page) = first_paint(&state, &operations, &parts).await {
                status = page.status;
                html = first_paint::inject(&html, &page);
            }
            let body = if head {
                Body::empty()
            } else {
                Body::from(html)
            };
            Ok((
                status,
                [
                    (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                    // The page names the build's hashed scripts: always ask for the current one.
                    (header::CACHE_CONTROL, "no-cache"),
                    // The embedded answers are an anonymous visitor's (see `first_paint`).
                    (header::VARY, "Cookie"),
                ],
                body,
            )
                .into_response())
        })
    }
}

/// How long a page's first paint may take before the plain app is served instead.
const FIRST_PAINT_TIME: Duration = Duration::from_millis(1500);

/// The first paint of the requested page, when it has one and it can be rendered now: only
/// `FIRST_PAINTS_AT_ONCE` render at a time and each within `FIRST_PAINT_TIME`; otherwise the
/// plain app is served and asks for its data itself. A request with the session's or the
/// identity's cookie gets the page without the embedded answers: they are an anonymous
/// visitor's (a signed-in user's event page says what that user may do).
async fn first_paint(
    state: &AppState,
    operations: &first_paint::Operations,
    parts: &axum::http::request::Parts,
) -> Option<first_paint::Page> {
    let _permit = state.inner.first_paints.clone().try_acquire_owned().ok()?;
    let client = client_address(parts, state.inner.trust_proxy);
    let rendering = first_paint::page(state, operations, &parts.uri, &client);
    let mut page = tokio::time::timeout(FIRST_PAINT_TIME, rendering)
        .await
        .ok()??;
    if crate::graphql::carries_cookies(parts) {
        page.answers.clear();
    }
    Some(page)
}

/// Hashed files of the build (`/assets/…`, named after their content) never change: a browser
/// keeps them a year without asking again.
pub async fn immutable_assets(request: Request<Body>, next: axum::middleware::Next) -> Response {
    let hashed = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|kind| kind.as_bytes().starts_with(b"text/html"));
    if hashed && response.status() == StatusCode::OK && !html {
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            header::HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
    }
    response
}

/// The paths the app serves, from `routes.json` (written by the web app's unit tests from its
/// router, see `web/src/app/served-routes.ts`): `/`-separated segments, where `{id}` is an
/// integer, `{text}` any one segment, `{a|b}` one of the values and a last segment ending in
/// `?` may be left out.
#[derive(Debug)]
pub struct AppRoutes {
    patterns: Vec<Vec<Segment>>,
}

#[derive(Debug, PartialEq)]
enum Segment {
    Literal(String),
    Id,
    Text,
    OneOf(Vec<String>),
    Optional(Box<Segment>),
}

impl Segment {
    fn matches(&self, segment: &str) -> bool {
        match self {
            Self::Literal(literal) => literal == segment,
            Self::Id => {
                let digits = segment.strip_prefix('-').unwrap_or(segment);
                !digits.is_empty()
                    && digits.len() <= 16
                    && digits.bytes().all(|b| b.is_ascii_digit())
            }
            Self::Text => !segment.is_empty(),
            Self::OneOf(values) => values.iter().any(|value| value == segment),
            Self::Optional(inner) => inner.matches(segment),
        }
    }
}

#[derive(serde::Deserialize)]
struct RoutesFile {
    patterns: Vec<String>,
}

impl AppRoutes {
    /// Reads `routes.json`; `Ok(None)` when there is none.
    pub fn load(path: &Path) -> Result<Option<Self>, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(format!("{}: {error}", path.display())),
        };
        let file: RoutesFile =
            serde_json::from_str(&text).map_err(|error| format!("{}: {error}", path.display()))?;
        Self::parse(&file.patterns).map(Some)
    }

    fn parse(patterns: &[String]) -> Result<Self, String> {
        let patterns = patterns
            .iter()
            .map(|pattern| {
                let segments: Vec<&str> = split(pattern).ok_or(format!("{pattern}: not a path"))?;
                let last = segments.len().saturating_sub(1);
                segments
                    .iter()
                    .enumerate()
                    .map(|(index, segment)| {
                        let (segment, optional) = match segment.strip_suffix('?') {
                            Some(inner) if index == last => (inner, true),
                            Some(_) => {
                                return Err(format!(
                                    "{pattern}: only the last segment may be optional"
                                ));
                            }
                            None => (*segment, false),
                        };
                        let parsed = match segment {
                            "{id}" => Segment::Id,
                            "{text}" => Segment::Text,
                            _ => {
                                match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                                    Some(values) => Segment::OneOf(
                                        values.split('|').map(str::to_owned).collect(),
                                    ),
                                    None => Segment::Literal(segment.to_owned()),
                                }
                            }
                        };
                        Ok(if optional {
                            Segment::Optional(Box::new(parsed))
                        } else {
                            parsed
                        })
                    })
                    .collect::<Result<Vec<_>, String>>()
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Self { patterns })
    }

    /// Whether the app serves `path` (one trailing slash is ignored, as the app's router does).
    pub fn serves(&self, path: &str) -> bool {
        let Some(segments) = split(path) else {
            return false;
        };
        self.patterns.iter().any(|pattern| {
            let required = pattern
                .iter()
                .filter(|segment| !matches!(segment, Segment::Optional(_)))
                .count();
            (required..=pattern.len()).contains(&segments.len())
                && pattern
                    .iter()
                    .zip(&segments)
                    .all(|(rule, segment)| rule.matches(segment))
        })
    }
}

/// The segments of an absolute path without one trailing slash (`/` has none).
fn split(path: &str) -> Option<Vec<&str>> {
    let rest = path.strip_prefix('/')?;
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    Some(if rest.is_empty() {
        Vec::new()
    } else {
        rest.split('/').collect()
    })
}

/// Any `/api/...` path without a handler.
pub async fn api_not_found() -> Response {
    json_error(
        StatusCode::NOT_FOUND,
        ErrorCode::NotFound,
        "Adresa neexistuje.",
    )
}

/// Liveness: the process answers.
pub async fn healthz() -> &'static str {
    "ok"
}

/// Readiness: the database answers.
pub async fn readyz(State(state): State<AppState>) -> Response {
    match stopa_app::ready(&state.inner.app).await {
        Ok(()) => "ok".into_response(),
        Err(error) => RestError(error).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::AppRoutes;

    fn routes(patterns: &[&str]) -> AppRoutes {
        AppRoutes::parse(&patterns.iter().map(|p| (*p).to_owned()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn matches_literals_ids_values_and_optional_last_segments() {
        let routes = routes(&[
            "/",
            "/evidence",
            "/evidence/kluby/{id}/{informace-o-klubu|clenove-klubu}",
            "/clenove/{id}/{text}/{informace|media}?",
        ]);
        for path in [
            "/",
            "/evidence",
            "/evidence/",
            "/evidence/kluby/12/clenove-klubu",
            "/clenove/7/jan-novak",
            "/clenove/7/jan-novak/media",
            "/clenove/7/%C5%A1t%C4%9Bp%C3%A1n/informace",
        ] {
            assert!(routes.serves(path), "{path}");
        }
        for path in [
            "",
            "/evidence//",
            "/neexistuje",
            "/evidence/kluby/abc/clenove-klubu",
            "/evidence/kluby/12/zavody",
            "/evidence/kluby/12",
            "/evidence/kluby/12/clenove-klubu/dalsi",
            "/clenove/7",
            "/clenove/7/jan-novak/vysledky",
            "/clenove/99999999999999999999/x",
        ] {
            assert!(!routes.serves(path), "{path}");
        }
    }

    #[test]
    fn refuses_an_optional_segment_before_the_last() {
        let patterns = vec!["/a/{b|c}?/d".to_owned()];
        assert!(AppRoutes::parse(&patterns).is_err());
    }
}
