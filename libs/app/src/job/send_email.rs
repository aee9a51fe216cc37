//! Sends one e-mail (an invitation, a decision on a club request…).

use serde::{Deserialize, Serialize};
use stopa_mail::EmailMessage;

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Sends one e-mail; stored as the message itself.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SendEmail {
    pub message: EmailMessage,
}

impl Job for SendEmail {
    const KIND: &'static str = "send_email";
}

impl RunJob for SendEmail {
    async fn run(self, _app: &App, _progress: Progress) -> AppResult<Outcome> {
        Ok(Outcome::Send(Box::new(self.message)))
    }
}
