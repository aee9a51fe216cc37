//! Checks every stored birth number against today's rules (the data cleanup's worklist).

use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Checks every stored birth number; no input.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct BirthNumberCheck {}

impl Job for BirthNumberCheck {
    const KIND: &'static str = "birth_number_check";
    const LONG: bool = true;
}

impl RunJob for BirthNumberCheck {
    async fn run(self, app: &App, _progress: Progress) -> AppResult<Outcome> {
        let problems = crate::cleanup::check_birth_numbers(&app.pool).await?;
        Ok(Outcome::Done(serde_json::json!({ "problems": problems })))
    }
}
