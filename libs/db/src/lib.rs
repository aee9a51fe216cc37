//! Stopa's data access: the pool, the migrations and all SQL of the project, one module per
//! aggregate. Functions take an executor so callers can compose transactions.

pub mod account;
pub mod audit;
pub mod branch_request;
pub mod cleanup;
pub mod club;
pub mod club_request;
pub mod codebook;
pub mod content;
pub mod feedback;
pub mod fis_list;
pub mod invitation;
pub mod job;
pub mod maintenance;
pub mod member;
pub mod member_import;
pub mod member_list;
pub mod member_role;
pub mod notification;
pub mod payment;
pub mod racing_event;
pub mod ranking;
pub mod region;
pub mod registration;
pub mod request_limit;
pub mod results;
pub mod ruian;
pub mod season;
pub mod seed;
pub mod session;
pub mod sitemap;
pub mod sport_center;
pub mod statistics;
pub mod timekeeping;
pub mod transfer;
pub mod user;
pub mod workspace;

mod error;

pub use error::{DbError, DbResult};
pub use sqlx::{PgConnection, PgExecutor, PgPool, Postgres};

/// A transaction of the pool, as use cases hold one.
pub type Transaction = sqlx::Transaction<'static, Postgres>;

/// Starts a transaction.
pub async fn begin(pool: &PgPool) -> DbResult<Transaction> {
    Ok(pool.begin().await?)
}

/// Commits a transaction.
pub async fn commit(transaction: Transaction) -> DbResult<()> {
    Ok(transaction.commit().await?)
}

/// Marks a point of the transaction that a failed step returns to
/// ([`rollback_to_savepoint`]): a statement that fails inside a transaction aborts all of it
/// unless it ran after a savepoint.
pub async fn savepoint(connection: &mut sqlx::PgConnection) -> DbResult<()> {
    sqlx::query!("savepoint step").execute(connection).await?;
    Ok(())
}

/// Undoes what the transaction did since its last [`savepoint`]; the transaction goes on.
pub async fn rollback_to_savepoint(connection: &mut sqlx::PgConnection) -> DbResult<()> {
    sqlx::query!("rollback to savepoint step")
        .execute(&mut *connection)
        .await?;
    sqlx::query!("release savepoint step")
        .execute(connection)
        .await?;
    Ok(())
}

/// Keeps what the transaction did since its last [`savepoint`] and forgets the savepoint.
pub async fn release_savepoint(connection: &mut sqlx::PgConnection) -> DbResult<()> {
    sqlx::query!("release savepoint step")
        .execute(connection)
        .await?;
    Ok(())
}

use std::time::Duration;

use sqlx::postgres::PgPoolOptions;

/// The migrations of `migrations/`, embedded in every binary that runs them.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// Opens a connection pool. Its sessions run in the federation's time zone, so that
/// `current_date` in SQL is Prague's date (as [`stopa_domain::time::today`] is), whatever the
/// server's own setting.
///
/// A database on the same machine (`localhost`, `127.0.0.1`, `::1`) is reached without TLS
/// unless the URL asks for it (`sslmode=`): TLS on loopback protects nothing, and sqlx writes a
/// large statement (an import batch's arrays) as several TLS records without TCP_NODELAY, so
/// Nagle's algorithm held each such statement for a delayed ACK — 40 ms a statement, half of
/// an import's time.
pub async fn connect(url: &str, max_connections: u32) -> DbResult<PgPool> {
    let mut options: sqlx::postgres::PgConnectOptions = url.parse().map_err(DbError::Other)?;
    if is_loopback(options.get_host()) && !url.contains("sslmode=") {
        options = options.ssl_mode(sqlx::postgres::PgSslMode::Disable);
    }
    let options = options.options([("timezone", stopa_domain::time::TIME_ZONE_NAME)]);
    PgPoolOptions::new()
        .max_connections(max_connections)
        // A ping before every checkout doubles the round trips of short queries; a broken
        // connection fails its query instead and the pool replaces it.
        .test_before_acquire(false)
        // While the database is unreachable requests fail fast (the api answers 503) instead
        // of piling up behind the pool.
        .acquire_timeout(Duration::from_secs(3))
        .connect_with(options)
        .await
        .map_err(DbError::from)
}

/// Whether a database host is this machine.
fn is_loopback(host: &str) -> bool {
    matches!(host, "localhost" | "127.0.0.1" | "::1" | "[::1]")
}

/// Creates the database of `url` when it does not exist yet.
pub async fn create_database_if_missing(url: &str) -> DbResult<()> {
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

/// Whether the database answers (readiness checks).
pub async fn ping(pool: &PgPool) -> DbResult<()> {
    sqlx::query_scalar::<_, i32>("select 1")
        .fetch_one(pool)
        .await?;
    Ok(())
}

/// Holds a lock on `key` until the caller's transaction ends, so that a check and the write
/// it allows (a count under a limit, then an insert) cannot interleave with another
/// transaction doing the same for the same key.
pub async fn lock_for_transaction(connection: &mut PgConnection, key: &str) -> DbResult<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind(key)
        .execute(connection)
        .await?;
    Ok(())
}
