//! Reading who asks from an HTTP request (credentials, client address) and the REST side of
//! errors: the one place that writes `{"error": {message, code}}` with its status.

use std::net::{IpAddr, SocketAddr};

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

/// The client's address as the limits count it: the TCP peer or, behind a trusted proxy, the
/// **last** X-Forwarded-For hop — the one our proxy appended; earlier hops are whatever the
/// client sent and would let it choose its own key. It must parse as an IP address (a proxy
/// that appends garbage counts as "unknown", shared by all). IPv6 addresses count per /64, the
/// block one subscriber gets, so a client cannot rotate through its own block.
pub fn client_address(request: &Parts, trust_proxy: bool) -> String {
    if trust_proxy {
        let forwarded = request
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .rfind(|hop| !hop.is_empty());
        if let Some(hop) = forwarded {
            return hop
                .parse::<IpAddr>()
                .map_or_else(|_| "unknown".to_owned(), address_key);
        }
    }
    request
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_owned(), |info| address_key(info.0.ip()))
}

/// An address as a limit's key: IPv4 whole, IPv6 by its /64 (an IPv4-mapped one as IPv4).
fn address_key(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return v4.to_string();
            }
            let [a, b, c, d, ..] = v6.segments();
            format!("{a:x}:{b:x}:{c:x}:{d:x}::/64")
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::Request;

    fn parts(forwarded: &[&str]) -> Parts {
        let mut builder = Request::builder();
        for value in forwarded {
            builder = builder.header("x-forwarded-for", *value);
        }
        let (mut parts, ()) = builder.body(()).unwrap_or_default().into_parts();
        parts
            .extensions
            .insert(ConnectInfo(SocketAddr::from(([10, 0, 0, 1], 4000))));
        parts
    }

    #[test]
    fn the_proxy_appended_hop_counts_never_what_the_client_sent() {
        assert_eq!(
            client_address(&parts(&["1.2.3.4, 5.6.7.8"]), true),
            "5.6.7.8"
        );
        assert_eq!(
            client_address(&parts(&["1.2.3.4", "5.6.7.8"]), true),
            "5.6.7.8"
        );
        assert_eq!(
            client_address(&parts(&["1.2.3.4, nonsense"]), true),
            "unknown"
        );
        assert_eq!(client_address(&parts(&["1.2.3.4"]), false), "10.0.0.1");
        assert_eq!(client_address(&parts(&[]), true), "10.0.0.1");
        assert_eq!(
            client_address(&parts(&["2001:db8:1:2:aaaa::1"]), true),
            "2001:db8:1:2::/64"
        );
        assert_eq!(
            client_address(&parts(&["2001:db8:1:2:ffff::9"]), true),
            client_address(&parts(&["2001:db8:1:2:aaaa::1"]), true),
            "one /64 is one client"
        );
        assert_eq!(client_address(&parts(&["::ffff:1.2.3.4"]), true), "1.2.3.4");
    }
}
