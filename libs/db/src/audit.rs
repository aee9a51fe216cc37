//! The audit log: who did what, to which record.

use crate::DbResult;
use sqlx::PgExecutor;

/// One audit entry.
#[derive(Debug, Clone)]
pub struct AuditEntry<'a> {
    pub account_id: Option<i64>,
    pub identity_id: Option<i64>,
    pub action: &'a str,
    pub entity: &'a str,
    pub entity_id: Option<i64>,
    pub detail: serde_json::Value,
}

pub async fn insert_audit(executor: impl PgExecutor<'_>, entry: &AuditEntry<'_>) -> DbResult<()> {
    sqlx::query!(
        r#"insert into audit_log (account_id, identity_id, action, entity, entity_id, detail)
           values ($1, $2, $3, $4, $5, $6)"#,
        entry.account_id,
        entry.identity_id,
        entry.action,
        entry.entity,
        entry.entity_id,
        entry.detail
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Writes many audit entries of one kind of change (`entity`, `action`) by one actor in one
/// statement: each entity id with its detail.
pub async fn insert_audit_entries(
    connection: &mut sqlx::PgConnection,
    account_id: Option<i64>,
    identity_id: Option<i64>,
    action: &str,
    entity: &str,
    entries: &[(i64, serde_json::Value)],
) -> DbResult<()> {
    let ids: Vec<i64> = entries.iter().map(|(id, _)| *id).collect();
    let details: Vec<serde_json::Value> =
        entries.iter().map(|(_, detail)| detail.clone()).collect();
    sqlx::query!(
        r#"insert into audit_log (account_id, identity_id, action, entity, entity_id, detail)
           select $1, $2, $3, $4, entry.id, entry.detail
           from unnest($5::bigint[], $6::jsonb[]) as entry (id, detail)"#,
        account_id,
        identity_id,
        action,
        entity,
        &ids,
        &details
    )
    .execute(connection)
    .await?;
    Ok(())
}
