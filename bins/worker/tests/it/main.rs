//! The worker's integration tests, one binary: real `stopa-worker` processes, Redis servers of
//! their own and a fresh database per test.

mod faults;
mod job_kinds;
mod maintenance;
mod processes;
mod statement_faults;
