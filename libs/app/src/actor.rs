//! Who asks: the session behind a request and the active identity, resolved by
//! [`crate::auth::authenticate`] before any use case runs.

use chrono::{DateTime, Utc};
use stopa_domain::identity::Identity;

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

/// Who asks, for every use case.
#[derive(Debug, Clone)]
pub struct Actor {
    pub session: Option<SessionInfo>,
    pub identity: Identity,
    pub client_address: String,
    pub user_agent: Option<String>,
    /// The request came over HTTPS, so cookies get `Secure`.
    pub secure: bool,
}

impl Actor {
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

    /// The operator at the terminal (`stopa-admin`): acts with the Admin's rights, without an
    /// account (audit entries name no account and identity 0).
    pub fn operator() -> Self {
        Self {
            session: None,
            identity: Identity::from_stored(
                stopa_domain::identity::IdentityType::Admin,
                0,
                stopa_domain::identity::Scope::None,
                &[],
            ),
            client_address: "stopa-admin".to_owned(),
            user_agent: None,
            secure: false,
        }
    }

    /// The refusal of what this actor may not do: UNAUTHENTICATED when nobody is signed in
    /// (the web app offers the login), FORBIDDEN for a signed-in identity without the right.
    pub fn refusal(&self) -> crate::AppError {
        if self.session.is_none() {
            crate::AppError::Unauthenticated
        } else {
            crate::AppError::Forbidden
        }
    }

    /// Passes a signed-in actor; UNAUTHENTICATED otherwise.
    pub fn signed_in(&self) -> crate::AppResult<()> {
        if self.session.is_none() {
            return Err(crate::AppError::Unauthenticated);
        }
        Ok(())
    }

    /// The account behind the request, if logged in.
    pub fn account_id(&self) -> Option<i64> {
        self.session.as_ref().map(|session| session.account_id)
    }
}
