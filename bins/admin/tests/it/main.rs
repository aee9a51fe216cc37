//! The admin CLI's integration tests, one binary: `stopa-admin` run as a user runs it against
//! a fresh database per test (`stopa_testkit::cli`).

mod backup;
mod import;
mod rollover;
mod seed;
