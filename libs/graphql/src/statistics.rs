//! Statistics of an evidence season over `stopa_app::statistics`: the tables of the pages
//! `/evidence/statistiky/{kluby|kraje}` and the snapshot Admin asks for.

use async_graphql::{Context, Object};
use stopa_app::statistics as app;
pub use stopa_app::statistics::{AgeFigure, StatisticsInput, StatisticsRow, StatisticsTable};

use crate::context::asked;
use crate::error::ApiResult;

#[derive(Default)]
pub struct StatisticsQuery;

#[Object]
impl StatisticsQuery {
    /// A season's statistics of one kind by club or region, in the asker's scope (Admin,
    /// Area, Section, Team), with the previous season's figures beside.
    async fn statistics(
        &self,
        ctx: &Context<'_>,
        input: StatisticsInput,
    ) -> ApiResult<StatisticsTable> {
        let (services, request) = asked(ctx)?;
        Ok(app::statistics(services, request, input).await?)
    }

    /// The years of the evidence seasons, the latest first.
    async fn statistics_seasons(&self, ctx: &Context<'_>) -> ApiResult<Vec<i32>> {
        let (services, request) = asked(ctx)?;
        Ok(app::statistics_seasons(services, request).await?)
    }
}

#[derive(Default)]
pub struct StatisticsMutation;

#[Object]
impl StatisticsMutation {
    /// Takes the season's statistics snapshot again (a job; Admin); returns the job's id.
    async fn take_statistics_snapshot(&self, ctx: &Context<'_>, year: i32) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        Ok(app::request_statistics_snapshot(services, request, year).await?)
    }
}
