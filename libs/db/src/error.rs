//! The one error of `stopa_db`: what went wrong, classified so that callers can answer it
//! (a taken unique value, a missing reference, the database away) without looking at
//! `sqlx::Error`, which never leaves this crate.

/// Why a database call failed.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The database cannot be reached now (no connection within the pool's timeout, a broken
    /// connection, a server shutting down or refusing connections): try again later.
    #[error("the database is unavailable: {0}")]
    Unavailable(#[source] sqlx::Error),
    /// A unique constraint refused the row.
    #[error("unique constraint {constraint} violated")]
    Unique { constraint: String },
    /// A foreign key refused the row: it refers to a missing row, or a row is still in use.
    #[error("foreign key {constraint} violated")]
    ForeignKey { constraint: String },
    /// A check constraint refused the row.
    #[error("check constraint {constraint} violated")]
    Check { constraint: String },
    /// An exclusion constraint refused the row (periods that must not overlap).
    #[error("exclusion constraint {constraint} violated")]
    Exclusion { constraint: String },
    /// Text PostgreSQL cannot store (a NUL character, bytes the encoding cannot hold).
    #[error("text the database cannot store")]
    InvalidText,
    /// Anything else: a fault of ours.
    #[error("database: {0}")]
    Other(#[source] sqlx::Error),
}

/// Result of a database call.
pub type DbResult<T> = Result<T, DbError>;

/// SQLSTATEs of text PostgreSQL refuses: invalid byte sequence (a NUL in a text value) and a
/// character the database encoding cannot hold.
const INVALID_TEXT_STATES: [&str; 2] = ["22021", "22P05"];

impl From<sqlx::Error> for DbError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => Self::Unavailable(error),
            sqlx::Error::Database(database) => {
                let code = database
                    .code()
                    .map(std::borrow::Cow::into_owned)
                    .unwrap_or_default();
                let constraint = database.constraint().unwrap_or_default().to_owned();
                if database.is_unique_violation() {
                    Self::Unique { constraint }
                } else if database.is_foreign_key_violation() {
                    Self::ForeignKey { constraint }
                } else if database.is_check_violation() {
                    Self::Check { constraint }
                } else if code == "23P01" {
                    Self::Exclusion { constraint }
                } else if INVALID_TEXT_STATES.contains(&code.as_str()) {
                    Self::InvalidText
                } else if code.starts_with("08")
                    || matches!(code.as_str(), "57P01" | "57P02" | "57P03" | "53300")
                {
                    // 08: connection exception; 57P01-57P03: shutdown, crash, cannot connect
                    // now; 53300: too many connections.
                    Self::Unavailable(error)
                } else {
                    Self::Other(error)
                }
            }
            _ => Self::Other(error),
        }
    }
}

impl DbError {
    /// The unique constraint that refused the row, if that is what happened.
    pub fn unique_constraint(&self) -> Option<&str> {
        match self {
            Self::Unique { constraint } => Some(constraint),
            _ => None,
        }
    }

    /// The constraint that refused the row (unique, foreign key, check or exclusion), if that
    /// is what happened.
    pub fn constraint(&self) -> Option<&str> {
        match self {
            Self::Unique { constraint }
            | Self::ForeignKey { constraint }
            | Self::Check { constraint }
            | Self::Exclusion { constraint } => Some(constraint),
            _ => None,
        }
    }

    /// The foreign key that refused the row, if that is what happened.
    pub fn foreign_key(&self) -> Option<&str> {
        match self {
            Self::ForeignKey { constraint } => Some(constraint),
            _ => None,
        }
    }
}
