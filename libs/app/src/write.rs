//! What every audited change shares: one transaction with its audit entry, and the
//! translation of constraint violations into Czech errors.

use serde::Serialize;
use stopa_db::audit::{AuditEntry, insert_audit};
use stopa_db::{DbError, Transaction};

use crate::App;
use crate::actor::Actor;
use crate::error::{AppError, AppResult};
use stopa_domain::error_code::ErrorCode;

/// A change in progress: inside a transaction, recorded in the audit log before it commits.
/// The use case checks the policy with what it reads inside the transaction.
pub struct AuditedWrite {
    pub transaction: Transaction,
    entity: &'static str,
    account_id: Option<i64>,
    identity_id: Option<i64>,
}

impl AuditedWrite {
    /// Opens the transaction of a change of `entity` (the table name) by `actor`.
    pub async fn begin(app: &App, actor: &Actor, entity: &'static str) -> AppResult<Self> {
        Ok(Self {
            transaction: stopa_db::begin(&app.pool).await?,
            entity,
            account_id: actor.account_id(),
            identity_id: Some(actor.identity.identity_id),
        })
    }

    /// Records the change as the account's own (a password renewed through an e-mailed link,
    /// where nobody is logged in).
    pub fn on_behalf_of(&mut self, account_id: i64) {
        self.account_id = Some(account_id);
        self.identity_id = None;
    }

    /// The transaction, for `stopa_db` functions (`write.tx()`).
    pub fn tx(&mut self) -> &mut sqlx::PgConnection {
        &mut self.transaction
    }

    /// Records the change (`create`, `update`, `delete`, ...) with the values before and after.
    pub async fn audit(
        &mut self,
        action: &str,
        entity_id: i64,
        before: Option<&impl Serialize>,
        after: Option<&impl Serialize>,
    ) -> AppResult<()> {
        let entry = AuditEntry {
            account_id: self.account_id,
            identity_id: self.identity_id,
            action,
            entity: self.entity,
            entity_id: Some(entity_id),
            detail: serde_json::json!({ "before": before, "after": after }),
        };
        insert_audit(&mut *self.transaction, &entry).await?;
        Ok(())
    }

    /// Records many changes of another table than the write's own (a rollover ends memberships,
    /// roles and hostings in one transaction), each entity id with its values before and after,
    /// in one statement.
    pub async fn audit_many(
        &mut self,
        entity: &str,
        action: &str,
        changes: impl IntoIterator<Item = (i64, serde_json::Value, serde_json::Value)>,
    ) -> AppResult<()> {
        let entries: Vec<(i64, serde_json::Value)> = changes
            .into_iter()
            .map(|(id, before, after)| {
                (id, serde_json::json!({ "before": before, "after": after }))
            })
            .collect();
        if entries.is_empty() {
            return Ok(());
        }
        stopa_db::audit::insert_audit_entries(
            &mut self.transaction,
            self.account_id,
            self.identity_id,
            action,
            entity,
            &entries,
        )
        .await?;
        Ok(())
    }

    /// Runs one step of a change of many rows so that its failure leaves the rest whole: in a
    /// savepoint, undone with its audit entry when the step fails. What the answer reports as
    /// done is then exactly what the commit stores.
    pub async fn step<T>(
        &mut self,
        step: impl AsyncFnOnce(&mut Self) -> AppResult<T>,
    ) -> AppResult<T> {
        stopa_db::savepoint(self.tx()).await?;
        match step(self).await {
            Ok(value) => {
                stopa_db::release_savepoint(self.tx()).await?;
                Ok(value)
            }
            Err(error) => {
                stopa_db::rollback_to_savepoint(self.tx()).await?;
                Err(error)
            }
        }
    }

    pub async fn commit(self) -> AppResult<()> {
        stopa_db::commit(self.transaction).await?;
        Ok(())
    }
}

/// Writes one audit entry outside a change (reading personal data, downloading an export).
pub async fn audit_access(
    app: &App,
    actor: &Actor,
    action: &str,
    entity: &str,
    entity_id: Option<i64>,
    detail: serde_json::Value,
) -> AppResult<()> {
    let entry = AuditEntry {
        account_id: actor.account_id(),
        identity_id: Some(actor.identity.identity_id),
        action,
        entity,
        entity_id,
        detail,
    };
    insert_audit(&app.pool, &entry).await?;
    Ok(())
}

/// A unique constraint: its name, the input field it guards and the Czech message naming it.
pub type UniqueRule = (&'static str, &'static str, &'static str);
/// A foreign key: its name, where a row it points at is used (Czech, for delete refusals) and
/// the input field that refers through it (for saves).
pub type ReferenceRule = (&'static str, &'static str, &'static str);

/// Translates a failed insert or update: a taken unique value is CONFLICT naming the field, a
/// reference to a missing row is a validation error of the field.
pub fn constraint_error(
    error: DbError,
    unique: &[UniqueRule],
    references: &[ReferenceRule],
) -> AppError {
    if let DbError::Unique { constraint } = &error
        && let Some((_, field, message)) = unique.iter().find(|(name, ..)| name == constraint)
    {
        return AppError::Conflict {
            field: (*field).to_owned(),
            message: (*message).to_owned(),
        };
    }
    if let DbError::ForeignKey { constraint } = &error
        && let Some((.., field)) = references.iter().find(|(name, ..)| name == constraint)
    {
        return AppError::field(field, "Vybraný záznam neexistuje.");
    }
    AppError::from(error)
}

/// Translates a failed delete: a row still in use is refused (IN_USE) with where it is used.
pub fn in_use_error(error: DbError, references: &[ReferenceRule]) -> AppError {
    if let DbError::ForeignKey { constraint } = &error {
        let place = references
            .iter()
            .find(|(name, ..)| name == constraint)
            .map_or("v jiných záznamech", |(_, place, _)| place);
        return AppError::coded(
            ErrorCode::InUse,
            format!("Záznam nelze smazat, protože je použit {place}."),
        );
    }
    AppError::from(error)
}
