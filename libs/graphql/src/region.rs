//! Regions (kraje): public reference data, readable by everybody.

use async_graphql::{Context, Object};
pub use stopa_db::region::RegionRow as Region;

use crate::context::services;
use crate::error::ApiResult;

#[derive(Default)]
pub struct RegionsQuery;

#[Object]
impl RegionsQuery {
    /// The 14 regions in Czech alphabetical order.
    async fn regions(&self, ctx: &Context<'_>) -> ApiResult<Vec<Region>> {
        let services = services(ctx)?;
        Ok(stopa_app::public::regions(services).await?)
    }
}
