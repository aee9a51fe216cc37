//! Rankings and points lists of a department over `stopa_app::ranking`: the pages
//! `/evidence/zebricky-a-listiny-bodu/{departmentId}` and `/zebricky-a-listiny-bodu/{departmentId}`
//! (the public reads the published ones), and their management by Admin and the department's
//! Section staff.

use async_graphql::{Context, Object, Upload};
use stopa_app::ranking as app;
pub use stopa_app::ranking::{
    Ranking, RankingDocument, RankingInput, RankingSeason, RankingStandings, RankingsPage, Standing,
};
use stopa_domain::member::Sex;
use stopa_domain::ranking::RankingCategory;

use crate::context::{asked, read_upload};
use crate::error::{ApiError, ApiResult};

/// The largest ranking document read from an upload.
const DOCUMENT_MAX_BYTES: usize = 10 * 1024 * 1024;

#[derive(Default)]
pub struct RankingsQuery;

#[Object]
impl RankingsQuery {
    /// A department's rankings and documents of a racing season (by the year it ends; none:
    /// the latest): the published ones, and the hidden ones too for their managers.
    async fn rankings(
        &self,
        ctx: &Context<'_>,
        department_id: i64,
        season: Option<i32>,
    ) -> ApiResult<RankingsPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::rankings_page(services, request, department_id, season).await?)
    }

    /// A page of a ranking's lines of one category and sex, by position (at most 500).
    async fn ranking_standings(
        &self,
        ctx: &Context<'_>,
        ranking_id: i64,
        category: RankingCategory,
        sex: Sex,
        #[graphql(default = 0)] offset: i64,
        #[graphql(default = 100)] limit: i64,
    ) -> ApiResult<RankingStandings> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::ranking_standings(services, request, ranking_id, category, sex, offset, limit)
                .await?,
        )
    }
}

#[derive(Default)]
pub struct RankingsMutation;

#[Object]
impl RankingsMutation {
    /// A new ranking of a department's season; the worker computes its standings.
    async fn create_ranking(
        &self,
        ctx: &Context<'_>,
        department_id: i64,
        season: i32,
        input: RankingInput,
    ) -> ApiResult<Ranking> {
        let (services, request) = asked(ctx)?;
        Ok(app::create_ranking(services, request, department_id, season, input).await?)
    }

    /// Changes a ranking's rule; the worker computes it again.
    async fn update_ranking(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: RankingInput,
    ) -> ApiResult<Ranking> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_ranking(services, request, id, input).await?)
    }

    /// Publishes a ranking on the public page, or hides it.
    async fn set_ranking_published(
        &self,
        ctx: &Context<'_>,
        id: i64,
        published: bool,
    ) -> ApiResult<Ranking> {
        let (services, request) = asked(ctx)?;
        Ok(app::set_ranking_published(services, request, id, published).await?)
    }

    /// Deletes a ranking.
    async fn delete_ranking(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::delete_ranking(services, request, id).await?;
        Ok(true)
    }

    /// Adds a ranking document (a points list as PDF or a spreadsheet; at most 10 MB) to a
    /// department's season, hidden until published.
    async fn upload_ranking_document(
        &self,
        ctx: &Context<'_>,
        department_id: i64,
        season: i32,
        title: Option<String>,
        file: Upload,
    ) -> ApiResult<RankingDocument> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) = read_upload(ctx, &file, DOCUMENT_MAX_BYTES)
            .map_err(|_| ApiError::field("file", "Soubor se nepodařilo nahrát."))?;
        Ok(app::upload_ranking_document(
            services,
            request,
            department_id,
            season,
            title,
            &file_name,
            &bytes,
        )
        .await?)
    }

    /// Publishes a ranking document, or hides it.
    async fn set_ranking_document_published(
        &self,
        ctx: &Context<'_>,
        id: i64,
        published: bool,
    ) -> ApiResult<RankingDocument> {
        let (services, request) = asked(ctx)?;
        Ok(app::set_ranking_document_published(services, request, id, published).await?)
    }

    /// Deletes a ranking document.
    async fn delete_ranking_document(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::delete_ranking_document(services, request, id).await?;
        Ok(true)
    }
}
