//! Takes a season's statistics snapshot (`stopa_app::statistics`), asked for by Admin.

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// The snapshot of the evidence season of `year`. Safe to run again: it replaces the season's
/// figures in one transaction.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StatisticsSnapshot {
    pub year: i32,
}

impl Job for StatisticsSnapshot {
    const KIND: &'static str = "statistics_snapshot";
    const LONG: bool = true;
}

impl RunJob for StatisticsSnapshot {
    async fn run(self, app: &App, _progress: Progress) -> AppResult<Outcome> {
        let today = stopa_domain::time::today();
        let figures = crate::statistics::take_statistics_snapshot(app, self.year, today).await?;
        Ok(Outcome::Done(
            serde_json::json!({ "year": self.year, "figures": figures }),
        ))
    }
}
