//! What every request carries: the application's services and who is asking, both from
//! `stopa_app` (the schema holds the [`Services`], each request the [`RequestContext`]).

pub use stopa_app::App as Services;
pub use stopa_app::actor::{Actor as RequestContext, Credential, SessionInfo};
pub use stopa_app::auth::{DEFAULT_SESSION_SECONDS, IDENTITY_COOKIE, SESSION_COOKIE};
