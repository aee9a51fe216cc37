//! Matches an uploaded or fetched bank statement to the orders (see
//! `crate::payment::run_statement`): chunk by chunk, so a redelivered job goes on where the
//! last one stopped and reaches the same end.

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Matches a bank statement (the file is in the database).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BankStatementImport {
    pub bank_statement_id: i64,
}

impl Job for BankStatementImport {
    const KIND: &'static str = "bank_statement_import";
    const LONG: bool = true;
}

impl RunJob for BankStatementImport {
    async fn run(self, app: &App, mut progress: Progress) -> AppResult<Outcome> {
        let id = self.bank_statement_id;
        let state = crate::payment::run_statement(app, id, move |done| {
            progress(done.processed, done.total);
        })
        .await?;
        Ok(Outcome::Done(
            serde_json::json!({ "bank_statement_id": id, "state": state }),
        ))
    }

    async fn give_up(&self, app: &App) -> AppResult<()> {
        crate::payment::fail_statement(
            app,
            self.bank_statement_id,
            "Výpis se nepodařilo zpracovat. Nahrajte jej prosím znovu.",
        )
        .await
    }
}
