//! Regions (kraje): public reference data, readable by everybody.

use async_graphql::{Context, Object, SimpleObject};

use crate::context::services;
use crate::error::ApiResult;

/// A Czech region with its NUTS 3 and RÚIAN codes.
#[derive(SimpleObject, Debug, Clone)]
pub struct Region {
    pub id: i64,
    /// NUTS 3 code, e.g. CZ051.
    pub code: String,
    /// RÚIAN (VÚSC) code, e.g. 78.
    pub ruian_code: i32,
    pub name: String,
}

#[derive(Default)]
pub struct RegionsQuery;

#[Object]
impl RegionsQuery {
    /// The 14 regions in Czech alphabetical order.
    async fn regions(&self, ctx: &Context<'_>) -> ApiResult<Vec<Region>> {
        let services = services(ctx)?;
        Ok(stopa_app::public::regions(services)
            .await?
            .into_iter()
            .map(|row| Region {
                id: row.region_id,
                code: row.code,
                ruian_code: row.ruian_code,
                name: row.name,
            })
            .collect())
    }
}
