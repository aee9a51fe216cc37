//! What every request carries: the shared services and who is asking.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use stopa_domain::identity::Identity;
use stopa_jobs::JobQueues;

/// Name of the session cookie (HttpOnly; the token itself).
pub const SESSION_COOKIE: &str = "stopa_session";
/// Name of the active-identity cookie of spec §6 (readable by the web app).
pub const IDENTITY_COOKIE: &str = "identity";
/// Default session lifetime of spec §9, sliding with every request.
pub const DEFAULT_SESSION_SECONDS: i64 = 3600;

/// Shared services, put into the schema once.
#[derive(Clone, Debug)]
pub struct Services {
    pub pool: PgPool,
    pub queues: JobQueues,
    /// Base URL of the web app for links in e-mails.
    pub public_url: String,
    pub session_seconds: i64,
}

/// How a request authenticated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    Cookie,
    Bearer,
}

/// A live session behind a request.
#[derive(Debug, Clone)]
pub struct SessionInfo {
    pub session_id: i64,
    pub account_id: i64,
    pub expires_at: DateTime<Utc>,
    pub credential: Credential,
}

/// Who is asking, resolved before the operation runs.
#[derive(Debug, Clone)]
pub struct RequestContext {
    pub session: Option<SessionInfo>,
    pub identity: Identity,
    pub client_address: String,
    pub user_agent: Option<String>,
    /// The request came over HTTPS, so cookies get `Secure`.
    pub secure: bool,
}

impl RequestContext {
    /// A request of nobody in particular (tests, CLI).
    pub fn anonymous(client_address: &str) -> Self {
        Self {
            session: None,
            identity: Identity::public(),
            client_address: client_address.to_owned(),
            user_agent: None,
            secure: false,
        }
    }
}
