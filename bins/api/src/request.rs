//! Reading who asks from an HTTP request (credentials, client address) and the REST side of
//! errors: the one place that writes `{"error": {message, code}}` with its status.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use stopa_app::auth::{IDENTITY_COOKIE, PresentedCredentials, RequestOrigin, SESSION_COOKIE};
use stopa_app::{Actor, AppError};

use crate::AppState;
use stopa_domain::error_code::ErrorCode;

/// Default header carrying API clients' tokens (spec §7); `STOPA_AUTHORIZATION_HEADER` changes it.
pub const DEFAULT_AUTHORIZATION_HEADER: &str = "X-Authorization";
/// Response header with the session's expiry (spec §7).
pub const EXPIRE_HEADER: &str = "x-authorization-expire";

/// The value of a cookie of the request.
pub fn cookie_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
        .filter(|value| !value.is_empty())
}

/// The bearer token of `<header>: Bearer <token>`.
pub fn bearer_token<'a>(headers: &'a HeaderMap, header: &str) -> Option<&'a str> {
    headers
        .get(header)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|token| !token.is_empty())
}

/// The client's address: the TCP peer, or the first X-Forwarded-For hop behind a trusted proxy.
pub fn client_address(request: &Parts, trust_proxy: bool) -> String {
    if trust_proxy
        && let Some(forwarded) = request
            .headers
            .get("x-forwarded-for")
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(',').next())
    {
        return forwarded.trim().to_owned();
    }
    request
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_owned(), |info| info.0.ip().to_string())
}

/// Resolves the session and identity of a request.
pub async fn actor_of(state: &AppState, request: &Parts) -> Result<Actor, AppError> {
    let headers = &request.headers;
    let credentials = PresentedCredentials {
        bearer_token: bearer_token(headers, &state.inner.authorization_header),
        session_cookie: cookie_value(headers, SESSION_COOKIE),
        identity_cookie: cookie_value(headers, IDENTITY_COOKIE),
    };
    let origin = RequestOrigin {
        client_address: client_address(request, state.inner.trust_proxy),
        user_agent: headers
            .get(axum::http::header::USER_AGENT)
            .and_then(|value| value.to_str().ok())
            .map(|agent| agent.chars().take(300).collect()),
        secure: state.inner.secure_cookies,
    };
    stopa_app::auth::authenticate(&state.inner.app, &credentials, origin).await
}

/// Who asks, as an extractor of the REST handlers.
pub struct Asker(pub Actor);

impl FromRequestParts<AppState> for Asker {
    type Rejection = RestError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(Self(actor_of(state, parts).await?))
    }
}

/// The REST error body of spec §7/§8: `{ "error": { "message", "code" } }`.
pub fn json_error(status: StatusCode, code: ErrorCode, message: &str) -> Response {
    let body = serde_json::json!({ "error": { "message": message, "code": code } });
    (status, axum::Json(body)).into_response()
}

/// An [`AppError`] answered by a REST handler.
#[derive(Debug)]
pub struct RestError(pub AppError);

impl From<AppError> for RestError {
    fn from(error: AppError) -> Self {
        Self(error)
    }
}

impl IntoResponse for RestError {
    fn into_response(self) -> Response {
        let error = self.0;
        match &error {
            AppError::Internal(detail) => {
                // Logged once here, at the boundary; the client sees the generic message.
                tracing::error!(error.detail = %detail, "request failed");
            }
            AppError::Unavailable => tracing::warn!("request refused: service unavailable"),
            _ => {}
        }
        let status =
            StatusCode::from_u16(error.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        json_error(status, error.code(), &error.message())
    }
}
