//! Codebooks of `/evidence/ciselniky`. Each codebook has a list query, a query of one item,
//! and create, update and delete mutations; Admin writes, the policy says who reads
//! ([`stopa_domain::policy::codebook_access`]). Every change is written to the audit log in
//! the same transaction. Deleting an item in use is refused with code IN_USE.

mod types;
mod write;

use async_graphql::{Context, MergedObject, Object};
use stopa_db::codebook as db;
use stopa_domain::codebook::Codebook;

pub use types::*;
use write::{CodebookWrite, check_read, deleting, saving};

use crate::context::Services;
use crate::error::{ApiError, ApiResult};

fn pool<'a>(ctx: &Context<'a>) -> Result<&'a sqlx::PgPool, ApiError> {
    ctx.data::<Services>()
        .map(|services| &services.pool)
        .map_err(|error| ApiError::Internal(error.message))
}

/// Generates the create, update and delete mutations of one codebook. Every codebook writes
/// the same way: check the policy, validate, write, audit, read back, commit; only the types
/// and the database functions differ.
macro_rules! codebook_mutations {
    (
        $name:ident: $codebook:expr, $output:ty, $input:ty, $update:ty,
        $create:ident, $update_fn:ident, $delete:ident,
        db: $find:path, $insert:path, $save:path, $remove:path
    ) => {
        #[derive(Default)]
        pub struct $name;

        #[Object]
        impl $name {
            /// Creates an item (Admin).
            async fn $create(&self, ctx: &Context<'_>, input: $input) -> ApiResult<$output> {
                let mut write = CodebookWrite::begin(ctx, $codebook).await?;
                let values = input.values().map_err(ApiError::from)?;
                let id = $insert(&mut *write.transaction, &values)
                    .await
                    .map_err(saving)?;
                write
                    .audit("create", id, None::<&()>, Some(&values))
                    .await?;
                let row = $find(&mut *write.transaction, id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or(ApiError::NotFound)?;
                write.commit().await?;
                Ok(row.into())
            }

            /// Changes an item (Admin).
            async fn $update_fn(&self, ctx: &Context<'_>, input: $update) -> ApiResult<$output> {
                let mut write = CodebookWrite::begin(ctx, $codebook).await?;
                let values = input.item.values().map_err(ApiError::from)?;
                let before = $find(&mut *write.transaction, input.id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or(ApiError::NotFound)?;
                $save(&mut *write.transaction, input.id, &values)
                    .await
                    .map_err(saving)?
                    .ok_or(ApiError::NotFound)?;
                write
                    .audit("update", input.id, Some(&before), Some(&values))
                    .await?;
                let row = $find(&mut *write.transaction, input.id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or(ApiError::NotFound)?;
                write.commit().await?;
                Ok(row.into())
            }

            /// Deletes an item that nothing uses (Admin); returns it as it was.
            async fn $delete(&self, ctx: &Context<'_>, id: i64) -> ApiResult<$output> {
                let mut write = CodebookWrite::begin(ctx, $codebook).await?;
                let before = $find(&mut *write.transaction, id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or(ApiError::NotFound)?;
                $remove(&mut *write.transaction, id)
                    .await
                    .map_err(deleting)?
                    .ok_or(ApiError::NotFound)?;
                write
                    .audit("delete", id, Some(&before), None::<&()>)
                    .await?;
                write.commit().await?;
                Ok(before.into())
            }
        }
    };
}

/// Generates the list query and the one-item query of a codebook without list filters.
macro_rules! codebook_queries {
    (
        $name:ident: $codebook:expr, $output:ty, $list:ident, $one:ident,
        db: $list_db:path, $find:path
    ) => {
        #[derive(Default)]
        pub struct $name;

        #[Object]
        impl $name {
            /// Every item, in Czech order.
            async fn $list(&self, ctx: &Context<'_>) -> ApiResult<Vec<$output>> {
                check_read(ctx, $codebook)?;
                let rows = $list_db(pool(ctx)?).await.map_err(ApiError::from)?;
                Ok(rows.into_iter().map(Into::into).collect())
            }

            /// One item; NOT_FOUND when there is none.
            async fn $one(&self, ctx: &Context<'_>, id: i64) -> ApiResult<$output> {
                check_read(ctx, $codebook)?;
                let row = $find(pool(ctx)?, id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or(ApiError::NotFound)?;
                Ok(row.into())
            }
        }
    };
}

codebook_queries!(DepartmentsQuery: Codebook::Department, Department, departments, department,
        db: db::list_departments, db::find_department);

codebook_queries!(SubDepartmentsQuery: Codebook::SubDepartment, SubDepartment, sub_departments, sub_department,
        db: db::list_sub_departments, db::find_sub_department);

codebook_queries!(EvidenceSeasonsQuery: Codebook::EvidenceSeason, EvidenceSeason, evidence_seasons,
        evidence_season, db: db::list_evidence_seasons, db::find_evidence_season);

codebook_queries!(SeasonsQuery: Codebook::Season, Season, seasons, season,
        db: db::list_seasons, db::find_season);

codebook_queries!(RacingDisciplinesQuery: Codebook::RacingDiscipline, RacingDiscipline, racing_disciplines,
        racing_discipline, db: db::list_racing_disciplines, db::find_racing_discipline);

codebook_queries!(RacingTechniquesQuery: Codebook::RacingTechnique, RacingTechnique, racing_techniques,
        racing_technique, db: db::list_racing_techniques, db::find_racing_technique);

codebook_queries!(RacingTypesQuery: Codebook::RacingType, RacingType, racing_types, racing_type,
        db: db::list_racing_types, db::find_racing_type);

#[derive(Default)]
pub struct FilteredCodebooksQuery;

#[Object]
impl FilteredCodebooksQuery {
    /// Racing seasons, newest first; optionally of one season and one department.
    async fn racing_seasons(
        &self,
        ctx: &Context<'_>,
        season_id: Option<i64>,
        department_id: Option<i64>,
    ) -> ApiResult<Vec<RacingSeason>> {
        check_read(ctx, Codebook::RacingSeason)?;
        let rows = db::list_racing_seasons(pool(ctx)?, season_id, department_id)
            .await
            .map_err(ApiError::from)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// One racing season; NOT_FOUND when there is none.
    async fn racing_season(&self, ctx: &Context<'_>, id: i64) -> ApiResult<RacingSeason> {
        check_read(ctx, Codebook::RacingSeason)?;
        let row = db::find_racing_season(pool(ctx)?, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        Ok(row.into())
    }

    /// Sport centers, newest evidence season first; optionally of one evidence season and
    /// one department.
    async fn sport_centers(
        &self,
        ctx: &Context<'_>,
        evidence_season_id: Option<i64>,
        department_id: Option<i64>,
    ) -> ApiResult<Vec<SportCenter>> {
        check_read(ctx, Codebook::SportCenter)?;
        let rows = db::list_sport_centers(pool(ctx)?, evidence_season_id, department_id)
            .await
            .map_err(ApiError::from)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// One sport center; NOT_FOUND when there is none.
    async fn sport_center(&self, ctx: &Context<'_>, id: i64) -> ApiResult<SportCenter> {
        check_read(ctx, Codebook::SportCenter)?;
        let row = db::find_sport_center(pool(ctx)?, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        Ok(row.into())
    }
}

codebook_mutations!(DepartmentMutation: Codebook::Department, Department, DepartmentInput, UpdateDepartmentInput,
        create_department, update_department, delete_department,
        db: db::find_department, db::insert_department, db::update_department,
        db::delete_department);

codebook_mutations!(SubDepartmentMutation: Codebook::SubDepartment, SubDepartment, SubDepartmentInput,
        UpdateSubDepartmentInput, create_sub_department, update_sub_department,
        delete_sub_department,
        db: db::find_sub_department, db::insert_sub_department, db::update_sub_department,
        db::delete_sub_department);

codebook_mutations!(EvidenceSeasonMutation: Codebook::EvidenceSeason, EvidenceSeason, EvidenceSeasonInput,
        UpdateEvidenceSeasonInput, create_evidence_season, update_evidence_season,
        delete_evidence_season,
        db: db::find_evidence_season, db::insert_evidence_season, db::update_evidence_season,
        db::delete_evidence_season);

codebook_mutations!(SeasonMutation: Codebook::Season, Season, SeasonInput, UpdateSeasonInput,
        create_season, update_season, delete_season,
        db: db::find_season, db::insert_season, db::update_season, db::delete_season);

codebook_mutations!(RacingSeasonMutation: Codebook::RacingSeason, RacingSeason, RacingSeasonInput,
        UpdateRacingSeasonInput, create_racing_season, update_racing_season,
        delete_racing_season,
        db: db::find_racing_season, db::insert_racing_season, db::update_racing_season,
        db::delete_racing_season);

codebook_mutations!(RacingDisciplineMutation: Codebook::RacingDiscipline, RacingDiscipline, RacingDisciplineInput,
        UpdateRacingDisciplineInput, create_racing_discipline, update_racing_discipline,
        delete_racing_discipline,
        db: db::find_racing_discipline, db::insert_racing_discipline,
        db::update_racing_discipline, db::delete_racing_discipline);

codebook_mutations!(RacingTechniqueMutation: Codebook::RacingTechnique, RacingTechnique, RacingTechniqueInput,
        UpdateRacingTechniqueInput, create_racing_technique, update_racing_technique,
        delete_racing_technique,
        db: db::find_racing_technique, db::insert_racing_technique,
        db::update_racing_technique, db::delete_racing_technique);

codebook_mutations!(RacingTypeMutation: Codebook::RacingType, RacingType, RacingTypeInput, UpdateRacingTypeInput,
        create_racing_type, update_racing_type, delete_racing_type,
        db: db::find_racing_type, db::insert_racing_type, db::update_racing_type,
        db::delete_racing_type);

codebook_mutations!(SportCenterMutation: Codebook::SportCenter, SportCenter, SportCenterInput,
        UpdateSportCenterInput, create_sport_center, update_sport_center, delete_sport_center,
        db: db::find_sport_center, db::insert_sport_center, db::update_sport_center,
        db::delete_sport_center);

/// Every codebook query.
#[derive(MergedObject, Default)]
pub struct CodebooksQuery(
    DepartmentsQuery,
    SubDepartmentsQuery,
    EvidenceSeasonsQuery,
    SeasonsQuery,
    RacingDisciplinesQuery,
    RacingTechniquesQuery,
    RacingTypesQuery,
    FilteredCodebooksQuery,
);

/// Every codebook mutation.
#[derive(MergedObject, Default)]
pub struct CodebooksMutation(
    DepartmentMutation,
    SubDepartmentMutation,
    EvidenceSeasonMutation,
    SeasonMutation,
    RacingSeasonMutation,
    RacingDisciplineMutation,
    RacingTechniqueMutation,
    RacingTypeMutation,
    SportCenterMutation,
);
