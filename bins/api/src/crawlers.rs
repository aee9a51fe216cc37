//! What crawlers read: `robots.txt` and the sitemaps (`/sitemap.xml`, an index of
//! `/sitemaps/{name}.xml`, app::sitemap). A rendered sitemap is kept an hour in memory and only
//! one is rendered at a time, so crawlers asking often cost one database read an hour per file.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::request::RestError;

/// Crawlers may read the public zone; the evidence, the api and GraphQL are not for them.
pub async fn robots(State(state): State<AppState>) -> Response {
    let public_url = state.inner.app.public_url.trim_end_matches('/');
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        format!(
            "User-agent: *\nAllow: /\nDisallow: /evidence\nDisallow: /api/\nDisallow: /graphql\n\
             Disallow: /detail-objednavky/\nDisallow: /registrace/\nDisallow: /obnova-hesla/\n\n\
             Sitemap: {public_url}/sitemap.xml\n"
        ),
    )
        .into_response()
}

/// How long a rendered sitemap is served again.
const KEPT: Duration = Duration::from_secs(3600);

/// Rendered sitemaps by name (`sitemap` for the index): only names the index lists are kept,
/// so the map holds a handful of entries.
#[derive(Default)]
pub struct SitemapCache {
    rendered: Mutex<HashMap<String, (Instant, Bytes)>>,
    /// Held while one sitemap is rendered.
    rendering: tokio::sync::Mutex<()>,
}

impl SitemapCache {
    fn fresh(&self, name: &str) -> Option<Bytes> {
        let rendered = self
            .rendered
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        rendered
            .get(name)
            .filter(|(at, _)| at.elapsed() < KEPT)
            .map(|(_, body)| body.clone())
    }

    fn keep(&self, name: &str, body: Bytes) {
        let mut rendered = self
            .rendered
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        rendered.retain(|_, (at, _)| at.elapsed() < KEPT);
        rendered.insert(name.to_owned(), (Instant::now(), body));
    }

    /// The sitemap `name`, rendered by `render` when none was kept within the hour; `render`
    /// answers None for a name that is no sitemap (not kept).
    async fn get<F, Fut>(&self, name: &str, render: F) -> Result<Option<Bytes>, Response>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Option<String>, Response>>,
    {
        if let Some(body) = self.fresh(name) {
            return Ok(Some(body));
        }
        let _rendering = self.rendering.lock().await;
        if let Some(body) = self.fresh(name) {
            return Ok(Some(body));
        }
        let Some(body) = render().await? else {
            return Ok(None);
        };
        let body = Bytes::from(body);
        self.keep(name, body.clone());
        Ok(Some(body))
    }
}

fn xml(body: Bytes) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// Text for XML: `&`, `<`, `>`, `"` and `'` escaped.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// `/sitemap.xml`: the index of the sitemaps.
pub async fn sitemap_index(State(state): State<AppState>) -> Response {
    let rendered = state
        .inner
        .sitemaps
        .get("sitemap", || render_index(&state))
        .await;
    match rendered {
        Ok(Some(body)) => xml(body),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(response) => response,
    }
}

async fn render_index(state: &AppState) -> Result<Option<String>, Response> {
    let names = stopa_app::sitemap::sitemap_names(&state.inner.app)
        .await
        .map_err(|error| RestError(error).into_response())?;
    let public_url = state.inner.app.public_url.trim_end_matches('/');
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for name in names {
        let _ = writeln!(
            body,
            "  <sitemap><loc>{}</loc></sitemap>",
            escaped(&format!("{public_url}/sitemaps/{name}.xml"))
        );
    }
    body.push_str("</sitemapindex>\n");
    Ok(Some(body))
}

/// `/sitemaps/{name}.xml`: one sitemap of the index.
pub async fn sitemap(State(state): State<AppState>, Path(file): Path<String>) -> Response {
    let Some(name) = file.strip_suffix(".xml") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let rendered = state
        .inner
        .sitemaps
        .get(name, || render_sitemap(&state, name))
        .await;
    match rendered {
        Ok(Some(body)) => xml(body),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(response) => response,
    }
}

async fn render_sitemap(state: &AppState, name: &str) -> Result<Option<String>, Response> {
    let urls = match stopa_app::sitemap::sitemap(&state.inner.app, name).await {
        Ok(Some(urls)) => urls,
        Ok(None) => return Ok(None),
        Err(error) => return Err(RestError(error).into_response()),
    };
    let public_url = state.inner.app.public_url.trim_end_matches('/');
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for url in urls {
        let _ = write!(
            body,
            "  <url><loc>{}</loc>",
            escaped(&format!("{public_url}{}", url.path))
        );
        if let Some(day) = url.last_modified {
            let _ = write!(body, "<lastmod>{day}</lastmod>");
        }
        let _ = writeln!(
            body,
            "<changefreq>{}</changefreq><priority>{}.{}</priority></url>",
            url.change_frequency,
            url.priority_tenths / 10,
            url.priority_tenths % 10
        );
    }
    body.push_str("</urlset>\n");
    Ok(Some(body))
}
