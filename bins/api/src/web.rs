//! The built web app, health checks and the JSON 404 of unknown API paths.

use std::path::Path;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use tower_http::services::{ServeDir, ServeFile};

use crate::AppState;
use crate::request::json_error;

/// Serves `web_dir`; every path that is not a file gets `index.html`, so the app's Czech
/// routes work on reload.
pub fn service(web_dir: &Path) -> ServeDir<ServeFile> {
    ServeDir::new(web_dir).fallback(ServeFile::new(web_dir.join("index.html")))
}

/// Any `/api/...` path without a handler.
pub async fn api_not_found() -> Response {
    json_error(StatusCode::NOT_FOUND, "NOT_FOUND", "Adresa neexistuje.")
}

/// Liveness: the process answers.
pub async fn healthz() -> &'static str {
    "ok"
}

/// Readiness: the database answers.
pub async fn readyz(State(state): State<AppState>) -> Response {
    match sqlx::query_scalar::<_, i32>("select 1")
        .fetch_one(&state.inner.services.pool)
        .await
    {
        Ok(_) => "ok".into_response(),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "database unavailable").into_response(),
    }
}
