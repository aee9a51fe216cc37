//! The jobs: each module is one kind of job — its input (a [`Job`], stored in the job's row)
//! and what it does ([`RunJob`]). The api and the CLI enqueue them
//! (`app.queues.enqueue(&app.pool, &job, by)`); the worker claims, runs, retries and records
//! them the same way for every kind (`stopa_worker`), so a new job is a new module here and
//! one line in the worker's list of queues.

use std::future::Future;

use stopa_mail::EmailMessage;

use crate::{App, AppResult};

pub mod bank_statement_import;
pub mod birth_number_check;
pub mod member_import;
pub mod notify;
pub mod password_reset;
pub mod ranking_recompute;
pub mod result_import;
pub mod send_email;
pub mod statistics_snapshot;

pub use bank_statement_import::BankStatementImport;
pub use birth_number_check::BirthNumberCheck;
pub use member_import::MemberImport;
pub use notify::Notify;
pub use password_reset::PasswordReset;
pub use ranking_recompute::RankingRecompute;
pub use result_import::ResultImport;
pub use send_email::SendEmail;
pub use statistics_snapshot::StatisticsSnapshot;
pub use stopa_jobs::Job;

/// Reports how far a long job got: rows done of all.
pub type Progress = Box<dyn FnMut(i64, i64) + Send>;

/// What a job did.
#[derive(Debug)]
pub enum Outcome {
    /// Done; the value is recorded as the job's outcome.
    Done(serde_json::Value),
    /// An e-mail to send; the job is done once it is sent, and fails like any e-mail.
    Send(Box<EmailMessage>),
}

/// What a kind of job does, run by the worker under the job's claim.
pub trait RunJob: Job + Clone {
    /// Runs the job. Returns an error the worker records: UNAVAILABLE (the database away) is
    /// tried again, any other error is final.
    fn run(self, app: &App, progress: Progress) -> impl Future<Output = AppResult<Outcome>> + Send;

    /// After a final failure: marks what the job worked on as failed, for its page.
    fn give_up(&self, app: &App) -> impl Future<Output = AppResult<()>> + Send {
        let _ = app;
        std::future::ready(Ok(()))
    }
}

/// A job that could not be recorded: the database is away, or a fault of ours.
pub(crate) fn enqueue_error(error: stopa_jobs::EnqueueError) -> crate::AppError {
    match error {
        stopa_jobs::EnqueueError::Database(error) => crate::AppError::from(error),
        other => crate::AppError::Internal(format!("enqueue: {other}")),
    }
}
