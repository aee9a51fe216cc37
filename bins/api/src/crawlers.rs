//! What crawlers read: `robots.txt` and the sitemaps (`/sitemap.xml`, an index of
//! `/sitemaps/{name}.xml`, app::sitemap).

use std::fmt::Write as _;

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

fn xml(body: String) -> Response {
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
    let names = match stopa_app::sitemap::sitemap_names(&state.inner.app).await {
        Ok(names) => names,
        Err(error) => return RestError(error).into_response(),
    };
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
    xml(body)
}

/// `/sitemaps/{name}.xml`: one sitemap of the index.
pub async fn sitemap(State(state): State<AppState>, Path(file): Path<String>) -> Response {
    let Some(name) = file.strip_suffix(".xml") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let urls = match stopa_app::sitemap::sitemap(&state.inner.app, name).await {
        Ok(Some(urls)) => urls,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(error) => return RestError(error).into_response(),
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
    xml(body)
}
