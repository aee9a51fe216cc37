//! Heavy file work — reading an uploaded spreadsheet or result file, writing a large workbook or
//! a PDF — runs off the request threads, and at most a few such jobs run at once in a process:
//! reading a file costs many times its size in memory, so a burst of uploads must wait its
//! turn (or be refused, BUSY) rather than exhaust the server.

use std::sync::Arc;
use std::time::Duration;

use stopa_domain::error_code::ErrorCode;
use tokio::sync::Semaphore;

use crate::error::{AppError, AppResult};

/// File jobs that run at once in one process.
pub const DEFAULT_AT_ONCE: usize = 2;
/// How long a request waits for its turn before it is refused as BUSY.
pub const WAIT: Duration = Duration::from_secs(20);

/// The process's turns for heavy file work; cloned cheaply with the services.
#[derive(Debug, Clone)]
pub struct FileWork {
    turns: Arc<Semaphore>,
    wait: Duration,
}

impl Default for FileWork {
    fn default() -> Self {
        Self::new(DEFAULT_AT_ONCE, WAIT)
    }
}

impl FileWork {
    /// Allows `at_once` file jobs at the same time (at least one); a job waits `wait` for its
    /// turn.
    pub fn new(at_once: usize, wait: Duration) -> Self {
        Self {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            wait,
        }
    }

    /// Runs `work` on a blocking thread once a turn is free: waits at most the configured
    /// time ([`WAIT`]), then refuses with BUSY. `what` names the work in the log of a fault.
    pub async fn run<T: Send + 'static>(
        &self,
        what: &'static str,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> AppResult<T> {
        let permit = tokio::time::timeout(self.wait, Arc::clone(&self.turns).acquire_owned())
            .await
            .ok()
            .and_then(Result::ok)
            .ok_or_else(|| {
                AppError::coded(
                    ErrorCode::Busy,
                    "Server právě zpracovává jiné soubory. Zkuste to prosím za chvíli.",
                )
            })?;
        tokio::task::spawn_blocking(move || {
            let _turn = permit;
            work()
        })
        .await
        .map_err(|error| AppError::Internal(format!("{what}: {error}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_waits_for_a_turn_and_is_refused_when_none_comes() {
        let work = FileWork::new(1, Duration::from_millis(50));
        let held = Arc::clone(&work.turns)
            .acquire_owned()
            .await
            .expect("a turn");
        let refused = work.run("test", || 1).await.expect_err("no turn came");
        assert_eq!(refused.code(), ErrorCode::Busy);
        drop(held);
        assert_eq!(work.run("test", || 2).await.expect("a free turn"), 2);
    }
}
