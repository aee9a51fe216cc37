//! The one error type of the API, mapped to GraphQL errors with stable codes.

use async_graphql::ErrorExtensions as _;
use stopa_domain::policy::Denied;
use stopa_domain::validation::FieldError;

/// A problem with one input field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    pub field: String,
    pub message: String,
}

/// Errors the API answers with. The message is Czech and shown to people; the code is stable
/// and for programs.
/// Deliberately not `Display`: async-graphql converts every `Display` type into an error
/// without a code, and this type must always carry its code.
#[derive(Debug)]
pub enum ApiError {
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
        code: &'static str,
        message: String,
    },
    Internal(String),
}

impl ApiError {
    /// A validation error of one field.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        Self::Validation(vec![FieldProblem {
            field: field.to_owned(),
            message: message.into(),
        }])
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
            Self::Internal(_) => "Vyskytla se chyba".to_owned(),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::Unauthenticated => "UNAUTHENTICATED",
            Self::Forbidden => "FORBIDDEN",
            Self::NotFound => "NOT_FOUND",
            Self::Validation(_) => "VALIDATION",
            Self::Conflict { .. } => "CONFLICT",
            Self::Coded { code, .. } => code,
            Self::Internal(_) => "INTERNAL",
        }
    }
}

impl From<Denied> for ApiError {
    fn from(denied: Denied) -> Self {
        match denied {
            Denied::Unauthenticated => Self::Unauthenticated,
            Denied::Forbidden => Self::Forbidden,
        }
    }
}

impl From<Vec<FieldError>> for ApiError {
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

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        Self::Internal(format!("database: {error}"))
    }
}

impl From<ApiError> for async_graphql::Error {
    fn from(error: ApiError) -> Self {
        if let ApiError::Internal(detail) = &error {
            // Logged once here, at the boundary; the client only sees the generic message.
            tracing::error!(error.detail = %detail, "request failed");
        }
        let code = error.code();
        async_graphql::Error::new(error.message()).extend_with(|_, extensions| {
            extensions.set("code", code);
            match &error {
                ApiError::Validation(problems) => {
                    let fields: Vec<async_graphql::Value> = problems
                        .iter()
                        .map(|problem| {
                            let mut map = async_graphql::indexmap::IndexMap::new();
                            map.insert(
                                async_graphql::Name::new("field"),
                                problem.field.clone().into(),
                            );
                            map.insert(
                                async_graphql::Name::new("message"),
                                problem.message.clone().into(),
                            );
                            async_graphql::Value::Object(map)
                        })
                        .collect();
                    extensions.set("fields", fields);
                }
                ApiError::Conflict { field, .. } => extensions.set("field", field.clone()),
                _ => {}
            }
        })
    }
}

/// Result of resolvers.
pub type ApiResult<T> = Result<T, async_graphql::Error>;
