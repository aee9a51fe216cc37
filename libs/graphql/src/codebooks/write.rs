//! What every codebook write shares: the policy check, one transaction with its audit entry,
//! and the translation of constraint violations into Czech errors.

use async_graphql::Context;
use serde::Serialize;
use stopa_db::audit::{AuditEntry, insert_audit};
use stopa_db::{Postgres, Transaction};
use stopa_domain::codebook::{Codebook, FieldError};
use stopa_domain::policy;

use crate::context::{RequestContext, Services};
use crate::error::{ApiError, FieldProblem};

/// A codebook change in progress: allowed by the policy, inside a transaction.
pub struct CodebookWrite {
    pub transaction: Transaction<'static, Postgres>,
    codebook: Codebook,
    account_id: Option<i64>,
    identity_id: i64,
}

impl CodebookWrite {
    /// Checks that the active identity may change `codebook` and opens the transaction.
    pub async fn begin(ctx: &Context<'_>, codebook: Codebook) -> Result<Self, ApiError> {
        let services = ctx.data::<Services>().map_err(internal)?;
        let request = ctx.data::<RequestContext>().map_err(internal)?;
        policy::check_codebook_write(&request.identity, codebook)?;
        let transaction = services.pool.begin().await?;
        Ok(Self {
            transaction,
            codebook,
            account_id: request.session.as_ref().map(|session| session.account_id),
            identity_id: request.identity.identity_id,
        })
    }

    /// Records the change (`create`, `update`, `delete`) with the values before and after.
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
            entity: self.codebook.entity(),
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

fn internal(error: async_graphql::Error) -> ApiError {
    ApiError::Internal(error.message)
}

/// Checks that the active identity may read `codebook`.
pub fn check_read(ctx: &Context<'_>, codebook: Codebook) -> Result<(), ApiError> {
    let request = ctx.data::<RequestContext>().map_err(internal)?;
    policy::check_codebook_read(&request.identity, codebook)?;
    Ok(())
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

/// Unique constraints of the codebooks: the field they guard and the Czech message naming it.
const UNIQUE: &[(&str, &str, &str)] = &[
    ("department_code_key", "code", "Kód už má jiný úsek."),
    ("sub_department_code_key", "code", "Kód už má jiný podúsek."),
    (
        "evidence_season_year_key",
        "year",
        "Rok už má jiná evidenční sezóna.",
    ),
    ("season_name_key", "name", "Název už má jiná sezóna."),
    (
        "racing_season_season_department_key",
        "departmentId",
        "Úsek už má v této sezóně závodní sezónu.",
    ),
    (
        "racing_discipline_code_key",
        "code",
        "Kód už má jiná závodní disciplína.",
    ),
    (
        "racing_technique_code_key",
        "code",
        "Kód už má jiná závodní technika.",
    ),
    (
        "racing_type_code_key",
        "code",
        "Kód už má jiný závodní typ.",
    ),
    (
        "sport_center_name_key",
        "name",
        "Název už má jiné středisko tohoto úseku v této evidenční sezóně.",
    ),
];

/// Foreign keys that point at codebook rows: where a row is used, in Czech, and the field of
/// the referencing form.
const REFERENCES: &[(&str, &str, &str)] = &[
    ("club_department_department_fkey", "u klubů", "departmentId"),
    (
        "sub_department_department_fkey",
        "v podúsecích",
        "departmentId",
    ),
    (
        "racing_season_department_fkey",
        "v závodních sezónách",
        "departmentId",
    ),
    (
        "racing_season_season_fkey",
        "v závodních sezónách",
        "seasonId",
    ),
    (
        "racing_discipline_department_fkey",
        "v závodních disciplínách",
        "departmentId",
    ),
    (
        "racing_type_department_fkey",
        "v závodních typech",
        "departmentId",
    ),
    (
        "sport_center_department_fkey",
        "ve sportovních střediscích",
        "departmentId",
    ),
    (
        "sport_center_evidence_season_fkey",
        "ve sportovních střediscích",
        "evidenceSeasonId",
    ),
    (
        "sport_center_region_fkey",
        "ve sportovních střediscích",
        "regionId",
    ),
    (
        "identity_department_fkey",
        "u uživatelských rolí úseku",
        "departmentId",
    ),
    (
        "invitation_department_fkey",
        "v pozvánkách uživatelů",
        "departmentId",
    ),
];

/// Translates a failed insert or update: a taken unique value is CONFLICT naming the field, a
/// reference to a missing row is a validation error of the field.
pub fn saving(error: sqlx::Error) -> ApiError {
    if let Some(constraint) = stopa_db::unique_violation(&error)
        && let Some((_, field, message)) = UNIQUE.iter().find(|(name, ..)| *name == constraint)
    {
        return ApiError::Conflict {
            field: (*field).to_owned(),
            message: (*message).to_owned(),
        };
    }
    if let Some(constraint) = stopa_db::foreign_key_violation(&error)
        && let Some((.., field)) = REFERENCES.iter().find(|(name, ..)| *name == constraint)
    {
        return ApiError::field(field, "Vybraný záznam neexistuje.");
    }
    ApiError::from(error)
}

/// Translates a failed delete: a row still in use is refused with where it is used.
pub fn deleting(error: sqlx::Error) -> ApiError {
    if let Some(constraint) = stopa_db::foreign_key_violation(&error) {
        let place = REFERENCES
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
