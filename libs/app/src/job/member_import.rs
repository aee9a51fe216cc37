//! Runs a confirmed member import to its end. A redelivered job continues with the rows that
//! have no outcome yet (the import's own rows are the claim); a worker killed mid-batch loses
//! only that batch's uncommitted work.

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Runs a confirmed member import (its rows are in the database).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MemberImport {
    pub member_import_id: i64,
}

impl Job for MemberImport {
    const KIND: &'static str = "member_import";
    const LONG: bool = true;
}

impl RunJob for MemberImport {
    async fn run(self, app: &App, mut progress: Progress) -> AppResult<Outcome> {
        let id = self.member_import_id;
        let state = crate::member_import::run_member_import(app, id, move |done| {
            progress(done.processed, done.total);
        })
        .await?;
        Ok(Outcome::Done(
            serde_json::json!({ "member_import_id": id, "state": state }),
        ))
    }

    async fn give_up(&self, app: &App) -> AppResult<()> {
        crate::member_import::fail_member_import(
            app,
            self.member_import_id,
            "Import se nepodařilo dokončit. Zkuste ho prosím spustit znovu nahráním souboru.",
        )
        .await
    }
}
