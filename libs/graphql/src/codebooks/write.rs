//! Codebook writes: the policy check, and the constraints of the codebooks with their Czech
//! messages.

use async_graphql::Context;
use stopa_domain::codebook::Codebook;
use stopa_domain::policy;

use crate::context::RequestContext;
use crate::error::ApiError;
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error, in_use_error};

/// A codebook change in progress: allowed by the policy, inside a transaction.
pub struct CodebookWrite;

impl CodebookWrite {
    /// Checks that the active identity may change `codebook` and opens the transaction.
    pub async fn begin(ctx: &Context<'_>, codebook: Codebook) -> Result<AuditedWrite, ApiError> {
        let request = ctx.data::<RequestContext>().map_err(internal)?;
        policy::check_codebook_write(&request.identity, codebook)?;
        AuditedWrite::begin(ctx, codebook.entity()).await
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

/// Unique constraints of the codebooks: the field they guard and the Czech message naming it.
const UNIQUE: &[UniqueRule] = &[
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
const REFERENCES: &[ReferenceRule] = &[
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

/// Translates a failed codebook insert or update.
pub fn saving(error: sqlx::Error) -> ApiError {
    constraint_error(error, UNIQUE, REFERENCES)
}

/// Translates a failed codebook delete.
pub fn deleting(error: sqlx::Error) -> ApiError {
    in_use_error(error, REFERENCES)
}
