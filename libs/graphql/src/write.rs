//! What every audited write of the API shares: one transaction with its audit entry, and the
//! translation of constraint violations into Czech errors.

use async_graphql::Context;
use serde::Serialize;
use stopa_db::audit::{AuditEntry, insert_audit};
use stopa_db::{Postgres, Transaction};

use crate::context::{RequestContext, Services};
use crate::error::ApiError;

/// A change in progress: inside a transaction, recorded in the audit log before it commits.
/// The caller has checked the policy.
pub struct AuditedWrite {
    pub transaction: Transaction<'static, Postgres>,
    entity: &'static str,
    account_id: Option<i64>,
    identity_id: i64,
}

fn internal(error: async_graphql::Error) -> ApiError {
    ApiError::Internal(error.message)
}

impl AuditedWrite {
    /// Opens the transaction of a change of `entity` (the table name).
    pub async fn begin(ctx: &Context<'_>, entity: &'static str) -> Result<Self, ApiError> {
        let services = ctx.data::<Services>().map_err(internal)?;
        let request = ctx.data::<RequestContext>().map_err(internal)?;
        let transaction = services.pool.begin().await?;
        Ok(Self {
            transaction,
            entity,
            account_id: request.session.as_ref().map(|session| session.account_id),
            identity_id: request.identity.identity_id,
        })
    }

    /// Records the change (`create`, `update`, `delete`, ...) with the values before and after.
    pub async fn audit(
        &mut self,
        action: &str,
        entity_id: i64,
        before: Option<&impl Serialize>,
        after: Option<&impl Serialize>,
    ) -> Result<(), ApiError> {
        let entry = AuditEntry {
            account_id: self.account_id,
            identity_id: Some(self.identity_id),
            action,
            entity: self.entity,
            entity_id: Some(entity_id),
            detail: serde_json::json!({ "before": before, "after": after }),
        };
        insert_audit(&mut *self.transaction, &entry).await?;
        Ok(())
    }

    pub async fn commit(self) -> Result<(), ApiError> {
        self.transaction.commit().await?;
        Ok(())
    }
}

/// A unique constraint: its name, the input field it guards and the Czech message naming it.
pub type UniqueRule = (&'static str, &'static str, &'static str);
/// A foreign key: its name, where a row it points at is used (Czech, for delete refusals) and
/// the input field that refers through it (for saves).
pub type ReferenceRule = (&'static str, &'static str, &'static str);

/// Translates a failed insert or update: a taken unique value is CONFLICT naming the field, a
/// reference to a missing row is a validation error of the field.
pub fn constraint_error(
    error: sqlx::Error,
    unique: &[UniqueRule],
    references: &[ReferenceRule],
) -> ApiError {
    if let Some(constraint) = stopa_db::unique_violation(&error)
        && let Some((_, field, message)) = unique.iter().find(|(name, ..)| *name == constraint)
    {
        return ApiError::Conflict {
            field: (*field).to_owned(),
            message: (*message).to_owned(),
        };
    }
    if let Some(constraint) = stopa_db::foreign_key_violation(&error)
        && let Some((.., field)) = references.iter().find(|(name, ..)| *name == constraint)
    {
        return ApiError::field(field, "Vybraný záznam neexistuje.");
    }
    ApiError::from(error)
}

/// Translates a failed delete: a row still in use is refused (IN_USE) with where it is used.
pub fn in_use_error(error: sqlx::Error, references: &[ReferenceRule]) -> ApiError {
    if let Some(constraint) = stopa_db::foreign_key_violation(&error) {
        let place = references
            .iter()
            .find(|(name, ..)| *name == constraint)
            .map_or("v jiných záznamech", |(_, place, _)| place);
        return ApiError::Coded {
            code: "IN_USE",
            message: format!("Záznam nelze smazat, protože je použit {place}."),
        };
    }
    ApiError::from(error)
}
