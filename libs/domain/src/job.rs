//! Background work as the `job` table records it: Redis only carries the queue, this is what
//! the pages and the CLI show and what makes a redelivered job a no-op once it completed.

use crate::text_enum::text_enum;

text_enum! {
    /// The state of a job: waiting, running under a lease, done, or failed for good.
    pub enum JobStatus as "JobStatus" {
        Queued => "QUEUED",
        Running => "RUNNING",
        Completed => "COMPLETED",
        Failed => "FAILED",
    }
}
