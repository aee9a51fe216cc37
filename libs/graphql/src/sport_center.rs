//! Sport centers and the national team (`stm-reprezentace`, public `reprezentace`), over
//! `stopa_app::sport_center` (where the rules are written down). The codebook's own
//! `sportCenters` and `sportCenter` list and edit the centers; these fields read their
//! members.

use async_graphql::{Context, InputObject, Object};
use chrono::NaiveDate;
use stopa_app::sport_center as app;
pub use stopa_app::sport_center::{
    AddCenterMember as AddSportCenterMemberInput, CenterMember, CenterPlace, Representation,
    RepresentationMember, RepresentationTeam, SportCenterDetail, SportCenterItem,
    SportCenterOverview, SportCenterTypeCount,
};

use crate::context::{asked, services};
use crate::error::ApiResult;

/// Taking a member out of a center on a day.
#[derive(InputObject, Debug, Clone)]
pub struct EndSportCenterMemberInput {
    pub id: i64,
    pub valid_to: NaiveDate,
}

#[derive(Default)]
pub struct SportCentersQuery;

#[Object]
impl SportCentersQuery {
    /// The centers of an evidence season (the current one when left out) in the asker's scope,
    /// narrowed to a department, with their members counted.
    async fn sport_center_overview(
        &self,
        ctx: &Context<'_>,
        evidence_season_id: Option<i64>,
        department_id: Option<i64>,
    ) -> ApiResult<SportCenterOverview> {
        let (services, request) = asked(ctx)?;
        Ok(app::sport_centers(services, request, evidence_season_id, department_id).await?)
    }

    /// A center with its members (every place it has had) and their other centers.
    async fn sport_center_detail(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> ApiResult<SportCenterDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::sport_center(services, request, id).await?)
    }

    /// The national team of a department (REPRESENTATION centers) in an evidence season, the
    /// current one when left out: for everybody.
    async fn representation(
        &self,
        ctx: &Context<'_>,
        department_id: i64,
        evidence_season_id: Option<i64>,
    ) -> ApiResult<Representation> {
        let services = services(ctx)?;
        Ok(app::representation(services, department_id, evidence_season_id).await?)
    }
}

#[derive(Default)]
pub struct SportCentersMutation;

#[Object]
impl SportCentersMutation {
    /// Puts a member (by its registration number) into a center for a period of its season.
    async fn add_sport_center_member(
        &self,
        ctx: &Context<'_>,
        input: AddSportCenterMemberInput,
    ) -> ApiResult<CenterMember> {
        let (services, request) = asked(ctx)?;
        Ok(app::add_center_member(services, request, input).await?)
    }

    /// Takes a member out of a center on `validTo` (its place stays in the history).
    async fn end_sport_center_member(
        &self,
        ctx: &Context<'_>,
        input: EndSportCenterMemberInput,
    ) -> ApiResult<CenterMember> {
        let (services, request) = asked(ctx)?;
        Ok(app::end_center_member(services, request, input.id, input.valid_to).await?)
    }

    /// Removes a place entered by mistake.
    async fn remove_sport_center_member(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        Ok(app::remove_center_member(services, request, id).await?)
    }
}
