//! Sends the e-mails of a notice (an entry, an event's change, published results): reads who
//! gets what when it runs, and sends each e-mail once however often it runs
//! ([`crate::notification::deliver`]).

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::notification::{Notice, deliver};
use crate::{App, AppResult};

/// The notice; stored as the notice itself.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Notify {
    pub notice: Notice,
}

impl Job for Notify {
    const KIND: &'static str = "notify";
}

impl RunJob for Notify {
    async fn run(self, app: &App, _progress: Progress) -> AppResult<Outcome> {
        let delivery = deliver(app, &self.notice).await?;
        Ok(Outcome::Done(
            serde_json::json!({ "emails": delivery.emails }),
        ))
    }
}
