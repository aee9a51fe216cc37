//! The one error of every use case: a stable code for programs and a Czech message for people.
//! The adapters turn it into their shape — GraphQL `{message, extensions: {code, fields}}`,
//! REST `{"error": {message, code}}` with its HTTP status — in one place each.

use stopa_db::DbError;
pub use stopa_domain::error_code::ErrorCode;
use stopa_domain::policy::Denied;
use stopa_domain::validation::FieldError;

/// A problem with one input field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    pub field: String,
    pub message: String,
}

/// Why a use case refused or failed. Deliberately not `Display`: async-graphql turns every
/// `Display` type into an error without a code, and this one must always carry its code.
#[derive(Debug, Clone)]
pub enum AppError {
    Unauthenticated,
    Forbidden,
    NotFound,
    Validation(Vec<FieldProblem>),
    Conflict {
        field: String,
        message: String,
    },
    /// An error with its own stable code (INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, ...).
    Coded {
        code: ErrorCode,
        message: String,
    },
    /// The database (or another service) cannot be reached now: try again later.
    Unavailable,
    /// A fault of ours; the detail is logged once by the adapter, never shown.
    Internal(String),
}

/// Result of a use case.
pub type AppResult<T> = Result<T, AppError>;

/// Message of an answer while the database cannot be reached.
pub const SERVICE_UNAVAILABLE_MESSAGE: &str =
    "Služba je dočasně nedostupná. Zkuste to prosím za chvíli.";
/// The message of text PostgreSQL cannot store: a NUL character (or bytes that are not UTF-8).
pub const INVALID_TEXT_MESSAGE: &str =
    "Text obsahuje nepovolený znak NUL (\\0) nebo neplatné znaky. Odstraňte je prosím.";

impl AppError {
    /// A validation error of one field.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        Self::Validation(vec![FieldProblem {
            field: field.to_owned(),
            message: message.into(),
        }])
    }

    /// An error with its own code.
    pub fn coded(code: ErrorCode, message: impl Into<String>) -> Self {
        Self::Coded {
            code,
            message: message.into(),
        }
    }

    /// The Czech message shown to people.
    pub fn message(&self) -> String {
        match self {
            Self::Unauthenticated => "Musíte se přihlásit".to_owned(),
            Self::Forbidden => "Pro tuto stránku nemáte oprávnění.".to_owned(),
            Self::NotFound => "Záznam nebyl nalezen.".to_owned(),
            Self::Validation(problems) => problems.first().map_or_else(
                || "Neplatné údaje.".to_owned(),
                |problem| problem.message.clone(),
            ),
            Self::Conflict { message, .. } | Self::Coded { message, .. } => message.clone(),
            Self::Unavailable => SERVICE_UNAVAILABLE_MESSAGE.to_owned(),
            Self::Internal(_) => "Vyskytla se chyba".to_owned(),
        }
    }

    /// The stable code.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::Unauthenticated => ErrorCode::Unauthenticated,
            Self::Forbidden => ErrorCode::Forbidden,
            Self::NotFound => ErrorCode::NotFound,
            Self::Validation(_) => ErrorCode::Validation,
            Self::Conflict { .. } => ErrorCode::Conflict,
            Self::Coded { code, .. } => *code,
            Self::Unavailable => ErrorCode::ServiceUnavailable,
            Self::Internal(_) => ErrorCode::Internal,
        }
    }

    /// The HTTP status an adapter answers with.
    pub fn http_status(&self) -> u16 {
        self.code().http_status()
    }
}

impl From<Denied> for AppError {
    fn from(denied: Denied) -> Self {
        match denied {
            Denied::Unauthenticated => Self::Unauthenticated,
            Denied::Forbidden => Self::Forbidden,
        }
    }
}

impl From<Vec<FieldError>> for AppError {
    fn from(errors: Vec<FieldError>) -> Self {
        Self::Validation(
            errors
                .into_iter()
                .map(|error| FieldProblem {
                    field: error.field,
                    message: error.message,
                })
                .collect(),
        )
    }
}

impl From<DbError> for AppError {
    fn from(error: DbError) -> Self {
        match error {
            DbError::Unavailable(detail) => {
                tracing::warn!(error.detail = %detail, "database unavailable");
                Self::Unavailable
            }
            // A backstop: the adapters refuse NUL in every text before it reaches a query.
            DbError::InvalidText => Self::field("text", INVALID_TEXT_MESSAGE),
            other => Self::Internal(format!("database: {other}")),
        }
    }
}
