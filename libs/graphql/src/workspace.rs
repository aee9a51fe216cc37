//! The staff workspace over `stopa_app::workspace` (where the rules are written down): the
//! overview of what waits for the active identity and the header's global search.

use async_graphql::{Context, Object};
use stopa_app::workspace as app;
pub use stopa_app::workspace::{
    ClubHit, DeadlineLine, EventHit, GlobalSearchResult, MemberHit, OverviewCount, OwnEntryLine,
    ResultWorkLine, WorkspaceOverview,
};

use crate::context::asked;
use crate::error::ApiResult;

#[derive(Default)]
pub struct WorkspaceQuery;

#[Object]
impl WorkspaceQuery {
    /// What waits for the active identity (`/evidence/prehled`): its worklists counted, the
    /// events whose results wait, a club's entry deadlines, a member's entries.
    async fn workspace_overview(&self, ctx: &Context<'_>) -> ApiResult<WorkspaceOverview> {
        let (services, request) = asked(ctx)?;
        Ok(app::overview(services, request).await?)
    }

    /// The header's search: members (name, registration number, birth year), clubs (name or
    /// code) and events (name or place) the active identity may open, a few of each.
    async fn global_search(
        &self,
        ctx: &Context<'_>,
        text: String,
    ) -> ApiResult<GlobalSearchResult> {
        let (services, request) = asked(ctx)?;
        Ok(app::global_search(services, request, &text).await?)
    }
}
