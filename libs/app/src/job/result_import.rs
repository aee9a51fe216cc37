//! Runs an uploaded result file: every race of it replaces its result race in one
//! transaction, so a redelivered job (a worker killed, Redis restarted) runs the file again to
//! the same end.

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Runs an uploaded result file (the file is in the database).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ResultImport {
    pub result_import_id: i64,
}

impl Job for ResultImport {
    const KIND: &'static str = "result_import";
    const LONG: bool = true;
}

impl RunJob for ResultImport {
    async fn run(self, app: &App, mut progress: Progress) -> AppResult<Outcome> {
        let id = self.result_import_id;
        let state = crate::results::run_result_import(app, id, move |done| {
            progress(done.processed, done.total);
        })
        .await?;
        Ok(Outcome::Done(
            serde_json::json!({ "result_import_id": id, "state": state }),
        ))
    }

    async fn give_up(&self, app: &App) -> AppResult<()> {
        crate::results::fail_result_import(
            app,
            self.result_import_id,
            "Výsledky se nepodařilo načíst. Nahrajte prosím soubor znovu.",
        )
        .await
    }
}
