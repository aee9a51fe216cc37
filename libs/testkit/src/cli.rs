//! The binaries as a user runs them: `stopa-admin`, `stopa-worker` and `stopa-api` against the
//! test's own database.

use std::path::PathBuf;
use std::process::{Command, Output};

use sqlx::PgPool;

/// The URL of the test's own database (`#[sqlx::test]` names it; the server is the one of
/// `DATABASE_URL`).
pub fn database_url(pool: &PgPool) -> String {
    format!(
        "{}/{}",
        server_url(),
        pool.connect_options()
            .get_database()
            .expect("test database name")
    )
}

/// The PostgreSQL server of `DATABASE_URL`, without a database.
pub fn server_url() -> String {
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL is set for tests");
    url.rsplit_once('/')
        .map_or(url.as_str(), |(server, _)| server)
        .to_owned()
}

/// The Redis of the tests.
pub fn redis_url() -> String {
    std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".to_owned())
}

/// A workspace binary built beside the running test (`cargo test --workspace` builds every
/// binary whose package has integration tests).
pub fn binary(name: &str) -> PathBuf {
    let test = std::env::current_exe().expect("the test binary");
    // target/debug/deps/it-…: the binaries are in target/debug.
    let path = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the build folder")
        .join(name);
    assert!(
        path.exists(),
        "{} is not built: run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

/// `stopa-admin` with `args` against the test's database; panics unless it succeeds.
pub fn admin(pool: &PgPool, args: &[&str]) -> Output {
    admin_at(&database_url(pool), args)
}

/// `stopa-admin` with `args` against the database at `database_url`; panics unless it
/// succeeds.
pub fn admin_at(database_url: &str, args: &[&str]) -> Output {
    let output = admin_command(database_url, args)
        .output()
        .expect("stopa-admin runs");
    assert!(
        output.status.success(),
        "stopa-admin {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The `stopa-admin` command with `args` against `database_url`, to run as the test likes
/// (with input, expecting a failure).
pub fn admin_command(database_url: &str, args: &[&str]) -> Command {
    let mut command = Command::new(binary("stopa-admin"));
    command
        .args(args)
        .env("DATABASE_URL", database_url)
        .env_remove("STOPA_DEMO_PASSWORD");
    command
}

/// The standard output as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}
