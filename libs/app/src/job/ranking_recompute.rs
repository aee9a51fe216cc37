//! Computes a department season's rankings again (`stopa_app::ranking`): recorded when a result
//! race is published or unpublished, a ranking is created or changed, or a points list loaded.

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// The rankings of a department's racing season (by the year it ends). Safe to run again:
/// each ranking's lines are replaced in one transaction.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RankingRecompute {
    pub department_id: i64,
    pub season: i32,
}

impl Job for RankingRecompute {
    const KIND: &'static str = "ranking_recompute";
}

impl RunJob for RankingRecompute {
    async fn run(self, app: &App, _progress: Progress) -> AppResult<Outcome> {
        let rankings =
            crate::ranking::recompute_rankings(app, self.department_id, self.season).await?;
        Ok(Outcome::Done(serde_json::json!({
            "departmentId": self.department_id,
            "season": self.season,
            "rankings": rankings,
        })))
    }
}
