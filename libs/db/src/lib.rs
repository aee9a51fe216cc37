//! Stopa's data access: the pool, the migrations and all SQL of the project, one module per
//! aggregate. Functions take an executor so callers can compose transactions.

pub mod account;
pub mod audit;
pub mod club;
pub mod club_request;
pub mod codebook;
pub mod invitation;
pub mod job;
pub mod member;
pub mod member_role;
pub mod region;
pub mod seed;
pub mod session;
pub mod timekeeping;

pub use sqlx::{PgPool, Postgres, Transaction};

use std::time::Duration;

use sqlx::postgres::PgPoolOptions;

/// The migrations of `migrations/`, embedded in every binary that runs them.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// Opens a connection pool.
pub async fn connect(url: &str, max_connections: u32) -> Result<PgPool, sqlx::Error> {
    PgPoolOptions::new()
        .max_connections(max_connections)
        // A ping before every checkout doubles the round trips of short queries; a broken
        // connection fails its query instead and the pool replaces it.
        .test_before_acquire(false)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await
}

/// Creates the database of `url` when it does not exist yet.
pub async fn create_database_if_missing(url: &str) -> Result<(), sqlx::Error> {
    use sqlx::migrate::MigrateDatabase as _;
    if !Postgres::database_exists(url).await? {
        Postgres::create_database(url).await?;
    }
    Ok(())
}

/// Applies the migrations that are not applied yet.
pub async fn migrate(pool: &PgPool) -> Result<(), sqlx::migrate::MigrateError> {
    MIGRATOR.run(pool).await
}

/// The name of the unique constraint an error violated, if it is a unique violation.
pub fn unique_violation(error: &sqlx::Error) -> Option<&str> {
    match error {
        sqlx::Error::Database(db) if db.is_unique_violation() => db.constraint(),
        _ => None,
    }
}

/// The name of the foreign-key constraint an error violated, if it is a foreign-key violation
/// (a row still in use, or a reference to a row that does not exist).
pub fn foreign_key_violation(error: &sqlx::Error) -> Option<&str> {
    match error {
        sqlx::Error::Database(db) if db.is_foreign_key_violation() => db.constraint(),
        _ => None,
    }
}
