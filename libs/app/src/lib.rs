//! The application layer: every feature's rules in one place, between the adapters (GraphQL in
//! `stopa-graphql`, the downloads in `stopa-api`) and the data (`stopa-db`).
//!
//! One module per feature. A use case is one function taking the services, the actor and a
//! typed request, returning a typed result or [`AppError`]. It asks the policy
//! (`stopa_domain::policy`, where every permission decision lives), validates, runs the
//! transaction with its audit entry and enqueues jobs. Adapters only translate: input types
//! into requests, results into their output types, [`AppError`] into their error shape.
//!
//! # Writing a use case
//!
//! ```ignore
//! /// Changes a club's contact person.
//! pub async fn update_club_contact(
//!     app: &App,
//!     actor: &Actor,
//!     request: UpdateClubContact,
//! ) -> AppResult<ClubContact> {
//!     // 1. Validate what needs no database (all problems at once, Czech messages).
//!     let values = request.item.values()?;
//!     // 2. Open the audited transaction; read what the decision needs inside it.
//!     let mut write = AuditedWrite::begin(app, actor, "club_contact").await?;
//!     let before = db::find_club_contact(write.tx(), request.id)
//!         .await?
//!         .ok_or(AppError::NotFound)?;
//!     let club = find_club(write.tx(), before.club_id).await?;
//!     // 3. Ask the policy; never decide by identity type here.
//!     if policy::club_access(&actor.identity, &club.facts()) != AccessLevel::Write {
//!         return Err(AppError::Forbidden);
//!     }
//!     // 4. Write, translating named constraints into Czech field errors.
//!     db::update_club_contact(write.tx(), request.id, &values)
//!         .await
//!         .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?;
//!     // 5. Record the change and commit; jobs are enqueued after the commit.
//!     write.audit("update", request.id, Some(&before), Some(&values)).await?;
//!     write.commit().await?;
//!     Ok(...)
//! }
//! ```

pub mod actor;
pub mod address;
pub mod auth;
pub mod branch_request;
pub mod cleanup;
pub mod club;
pub mod club_contact;
pub mod club_request;
pub mod codebook;
pub mod content;
pub mod entry;
pub mod error;
pub mod event_export;
pub mod export;
pub mod feedback;
pub mod file_work;
pub mod fis_list;
pub mod job;
pub mod manager;
pub mod member;
pub mod member_answer;
pub mod member_bulk;
pub mod member_claim;
pub mod member_file;
pub mod member_import;
pub mod member_record;
pub mod member_role;
pub mod notification;
pub mod payment;
pub mod public;
pub mod racing_event;
pub mod ranking;
pub mod registration;
pub mod results;
pub mod season;
pub mod sitemap;
pub mod sport_center;
pub mod start_list;
pub mod statistics;
pub mod timekeeper;
pub mod transfer;
pub mod user;
pub mod workspace;
pub mod write;

pub use actor::Actor;
pub use error::{AppError, AppResult};

use stopa_db::PgPool;
use stopa_jobs::JobQueues;

/// The services every use case may use; one per process, cloned cheaply.
#[derive(Clone, Debug)]
pub struct App {
    pub pool: PgPool,
    pub queues: JobQueues,
    /// Base URL of the web app for links in e-mails.
    pub public_url: String,
    /// Session lifetime in seconds, sliding with every request.
    pub session_seconds: i64,
    /// The federation's address for questions about the register (an archived member's club
    /// is told to write there).
    pub contact_email: String,
    /// Turns for heavy file work: at most a few uploads are read at once.
    pub file_work: file_work::FileWork,
    /// The federation's account that clubs pay their fees to.
    pub payment: payment::PaymentAccount,
}

/// Today's date in Prague.
pub(crate) fn today() -> chrono::NaiveDate {
    stopa_domain::time::today()
}

/// Readiness: whether the database answers.
pub async fn ready(app: &App) -> AppResult<()> {
    Ok(stopa_db::ping(&app.pool).await?)
}
