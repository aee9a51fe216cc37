//! Codebooks of `/evidence/ciselniky` over `stopa_app::codebooks`. Each codebook has a list
//! query, a query of one item, and create, update and delete mutations, generated from one
//! line per codebook by `codebook!`.

mod types;

use async_graphql::{Context, MergedObject, Object};
use stopa_app::codebook as app;
use stopa_db::codebook::{
    CodebookFilter, Departments, EvidenceSeasons, RacingDisciplines, RacingSeasons,
    RacingTechniques, RacingTypes, Seasons, SportCenters, SubDepartments, SuggestionNicknames,
};

pub use types::*;

use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::{
    UpdateDepartmentInput, UpdateEvidenceSeasonInput, UpdateRacingDisciplineInput,
    UpdateRacingSeasonInput, UpdateRacingTechniqueInput, UpdateRacingTypeInput, UpdateSeasonInput,
    UpdateSportCenterInput, UpdateSubDepartmentInput, UpdateSuggestionNicknameInput,
};

/// Generates the create, update and delete mutations of one codebook over the generic use
/// cases of `stopa_app::codebooks`.
macro_rules! codebook_mutations {
    ($name:ident: $table:ty => $output:ty, $input:ty, $update:ty,
        $create:ident, $update_fn:ident, $delete:ident) => {
        #[derive(Default)]
        pub struct $name;

        #[Object]
        impl $name {
            /// Creates an item (Admin).
            async fn $create(&self, ctx: &Context<'_>, input: $input) -> ApiResult<$output> {
                let (services, request) = asked(ctx)?;
                Ok(app::create::<$table>(services, request, input.into())
                    .await?
                    .into())
            }

            /// Changes an item (Admin).
            async fn $update_fn(&self, ctx: &Context<'_>, input: $update) -> ApiResult<$output> {
                let (services, request) = asked(ctx)?;
                Ok(
                    app::update::<$table>(services, request, input.id, input.item.into())
                        .await?
                        .into(),
                )
            }

            /// Deletes an item that nothing uses (Admin); returns it as it was.
            async fn $delete(&self, ctx: &Context<'_>, id: i64) -> ApiResult<$output> {
                let (services, request) = asked(ctx)?;
                Ok(app::delete::<$table>(services, request, id).await?.into())
            }
        }
    };
}

/// Generates the list query and the one-item query of a codebook without list filters.
macro_rules! codebook_queries {
    ($name:ident: $table:ty => $output:ty, $list:ident, $one:ident) => {
        #[derive(Default)]
        pub struct $name;

        #[Object]
        impl $name {
            /// Every item, in Czech order.
            async fn $list(&self, ctx: &Context<'_>) -> ApiResult<Vec<$output>> {
                let (services, request) = asked(ctx)?;
                Ok(
                    app::list::<$table>(services, request, CodebookFilter::default())
                        .await?
                        .into_iter()
                        .map(Into::into)
                        .collect(),
                )
            }

            /// One item; NOT_FOUND when there is none.
            async fn $one(&self, ctx: &Context<'_>, id: i64) -> ApiResult<$output> {
                let (services, request) = asked(ctx)?;
                Ok(app::find::<$table>(services, request, id).await?.into())
            }
        }
    };
}

codebook_queries!(DepartmentsQuery: Departments => Department, departments, department);
codebook_queries!(SubDepartmentsQuery: SubDepartments => SubDepartment, sub_departments, sub_department);
codebook_queries!(EvidenceSeasonsQuery: EvidenceSeasons => EvidenceSeason, evidence_seasons, evidence_season);
codebook_queries!(SeasonsQuery: Seasons => Season, seasons, season);
codebook_queries!(RacingDisciplinesQuery: RacingDisciplines => RacingDiscipline, racing_disciplines, racing_discipline);
codebook_queries!(RacingTechniquesQuery: RacingTechniques => RacingTechnique, racing_techniques, racing_technique);
codebook_queries!(RacingTypesQuery: RacingTypes => RacingType, racing_types, racing_type);
codebook_queries!(SuggestionNicknamesQuery: SuggestionNicknames => SuggestionNickname, suggestion_nicknames, suggestion_nickname);

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
        let (services, request) = asked(ctx)?;
        let filter = CodebookFilter {
            season_id,
            department_id,
            ..CodebookFilter::default()
        };
        Ok(app::list::<RacingSeasons>(services, request, filter).await?)
    }

    /// One racing season; NOT_FOUND when there is none.
    async fn racing_season(&self, ctx: &Context<'_>, id: i64) -> ApiResult<RacingSeason> {
        let (services, request) = asked(ctx)?;
        Ok(app::find::<RacingSeasons>(services, request, id).await?)
    }

    /// Sport centers, newest evidence season first; optionally of one evidence season and
    /// one department.
    async fn sport_centers(
        &self,
        ctx: &Context<'_>,
        evidence_season_id: Option<i64>,
        department_id: Option<i64>,
    ) -> ApiResult<Vec<SportCenter>> {
        let (services, request) = asked(ctx)?;
        let filter = CodebookFilter {
            evidence_season_id,
            department_id,
            ..CodebookFilter::default()
        };
        Ok(app::list::<SportCenters>(services, request, filter)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// One sport center; NOT_FOUND when there is none.
    async fn sport_center(&self, ctx: &Context<'_>, id: i64) -> ApiResult<SportCenter> {
        let (services, request) = asked(ctx)?;
        Ok(app::find::<SportCenters>(services, request, id)
            .await?
            .into())
    }
}

codebook_mutations!(DepartmentMutation: Departments => Department, DepartmentInput,
    UpdateDepartmentInput, create_department, update_department, delete_department);
codebook_mutations!(SubDepartmentMutation: SubDepartments => SubDepartment, SubDepartmentInput,
    UpdateSubDepartmentInput, create_sub_department, update_sub_department, delete_sub_department);
codebook_mutations!(EvidenceSeasonMutation: EvidenceSeasons => EvidenceSeason, EvidenceSeasonInput,
    UpdateEvidenceSeasonInput, create_evidence_season, update_evidence_season,
    delete_evidence_season);
codebook_mutations!(SeasonMutation: Seasons => Season, SeasonInput, UpdateSeasonInput,
    create_season, update_season, delete_season);
codebook_mutations!(RacingSeasonMutation: RacingSeasons => RacingSeason, RacingSeasonInput,
    UpdateRacingSeasonInput, create_racing_season, update_racing_season, delete_racing_season);
codebook_mutations!(RacingDisciplineMutation: RacingDisciplines => RacingDiscipline,
    RacingDisciplineInput, UpdateRacingDisciplineInput, create_racing_discipline,
    update_racing_discipline, delete_racing_discipline);
codebook_mutations!(RacingTechniqueMutation: RacingTechniques => RacingTechnique,
    RacingTechniqueInput, UpdateRacingTechniqueInput, create_racing_technique,
    update_racing_technique, delete_racing_technique);
codebook_mutations!(RacingTypeMutation: RacingTypes => RacingType, RacingTypeInput,
    UpdateRacingTypeInput, create_racing_type, update_racing_type, delete_racing_type);
codebook_mutations!(SportCenterMutation: SportCenters => SportCenter, SportCenterInput,
    UpdateSportCenterInput, create_sport_center, update_sport_center, delete_sport_center);
codebook_mutations!(SuggestionNicknameMutation: SuggestionNicknames => SuggestionNickname,
    SuggestionNicknameInput, UpdateSuggestionNicknameInput, create_suggestion_nickname,
    update_suggestion_nickname, delete_suggestion_nickname);

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
    SuggestionNicknamesQuery,
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
    SuggestionNicknameMutation,
);
