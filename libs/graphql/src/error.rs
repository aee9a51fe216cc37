//! Errors of the schema: every resolver answers a [`stopa_app::AppError`], turned here — and
//! only here — into a GraphQL error `{ message, extensions: { code, fields | field } }`.

use async_graphql::ErrorExtensions as _;
pub use stopa_app::error::{
    AppError as ApiError, ErrorCode, FieldProblem, INVALID_TEXT_MESSAGE,
    SERVICE_UNAVAILABLE_MESSAGE,
};

/// An [`stopa_app::AppError`] on its way out of a resolver. Resolvers return [`ApiResult`], so
/// every error they give carries a stable code: an error without one does not compile.
#[derive(Debug, Clone)]
pub struct GqlError(pub ApiError);

impl From<ApiError> for GqlError {
    fn from(error: ApiError) -> Self {
        Self(error)
    }
}

impl From<async_graphql::Error> for GqlError {
    /// Only the schema's own plumbing (`ctx.data`, uploads) fails this way: a fault of ours.
    fn from(error: async_graphql::Error) -> Self {
        Self(ApiError::Internal(error.message))
    }
}

impl From<GqlError> for async_graphql::Error {
    fn from(GqlError(error): GqlError) -> Self {
        if let ApiError::Internal(detail) = &error {
            // Logged once here, at the boundary; the client only sees the generic message.
            tracing::error!(error.detail = %detail, "request failed");
        }
        let code = error.code();
        async_graphql::Error::new(error.message()).extend_with(|_, extensions| {
            extensions.set("code", code.as_str());
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
pub type ApiResult<T> = Result<T, GqlError>;
