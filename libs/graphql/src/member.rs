//! The members grid over `stopa_app::members`.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use stopa_app::member::{self as app, MemberSortRequest, MembersRequest};
pub use stopa_app::member::{
    ClubRef, MemberCount, MemberFilterRequest as MemberFilterInput, MemberListActions,
    MemberListItem, RegionRef,
};
use stopa_domain::policy::MemberSortKey;

use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::SortDirection;
use stopa_domain::policy::AccessLevel;

pub use stopa_app::member::MAX_PER_PAGE;

#[derive(InputObject, Debug, Clone, Copy)]
pub struct MemberSortInput {
    pub field: MemberSortKey,
    #[graphql(default)]
    pub direction: SortDirection,
}

/// The grid input of DESIGN §5.
#[derive(InputObject, Debug)]
pub struct MembersInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    /// The `endCursor` of the previous page: the page then starts right after that row (as
    /// fast at page 3,000 as at page 2) and `page` only numbers it. Without it the page
    /// starts after `(page - 1) * perPage` rows.
    pub after: Option<String>,
    #[graphql(default)]
    pub sort: Vec<MemberSortInput>,
    #[graphql(default)]
    pub filter: MemberFilterInput,
}

/// A page of members.
#[derive(SimpleObject, Debug)]
pub struct MemberPage {
    pub nodes: Vec<MemberListItem>,
    /// How many members match, counted up to 10 000 (then `totalCountCapped` is true). The
    /// count is a query of its own, run only when one of the two count fields is asked for.
    pub total_count: i64,
    /// More members match than `totalCount` says ("více než 10 000").
    pub total_count_capped: bool,
    /// More members follow this page.
    pub has_next_page: bool,
    /// Pass as `after` for the next page; null when no page follows.
    pub end_cursor: Option<String>,
    pub page: i32,
    pub per_page: i32,
    /// Whether the personal columns are filled for this asker.
    pub personal_info_access: AccessLevel,
    pub actions: MemberListActions,
}

#[derive(Default)]
pub struct MembersQuery;

#[Object]
impl MembersQuery {
    /// The members grid, scoped to what the active identity may see.
    async fn members(&self, ctx: &Context<'_>, input: MembersInput) -> ApiResult<MemberPage> {
        let (services, request) = asked(ctx)?;
        let filter = input.filter;
        let wants_count = {
            let selection = ctx.look_ahead();
            selection.field("totalCount").exists() || selection.field("totalCountCapped").exists()
        };
        let members_request = MembersRequest {
            page: input.page,
            per_page: input.per_page,
            after: input.after,
            sort: input
                .sort
                .iter()
                .map(|key| MemberSortRequest {
                    key: key.field,
                    descending: key.direction.descending(),
                })
                .collect(),
            filter,
        };
        let (page, count) = if wants_count {
            let (page, count) =
                app::list_members_with_count(services, request, members_request).await?;
            (page, Some(count))
        } else {
            (
                app::list_members(services, request, members_request).await?,
                None,
            )
        };
        Ok(MemberPage {
            nodes: page.nodes,
            total_count: count.map_or(0, |count| count.count),
            total_count_capped: count.is_some_and(|count| count.capped),
            has_next_page: page.has_next_page,
            end_cursor: page.end_cursor,
            page: page.page,
            per_page: page.per_page,
            personal_info_access: page.personal_info_access,
            actions: page.actions,
        })
    }

    /// How many members of the grid match `filter` (counted up to 10 000), for a client that
    /// pages without counting again.
    async fn members_count(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: MemberFilterInput,
    ) -> ApiResult<MemberCount> {
        let (services, request) = asked(ctx)?;
        Ok(app::count_members(services, request, &filter).await?)
    }
}

/// Setting the members' answer to the federation (the season rollover acts on it).
#[derive(InputObject, Debug, Clone)]
pub struct SetMemberAnswersInput {
    /// The members, at most 1,000; all are set or none.
    pub member_ids: Vec<i64>,
    pub answer: stopa_domain::member::AnswerStatus,
}

/// The answer set and the members whose answer it changed.
#[derive(SimpleObject, Debug, Clone)]
pub struct SetMemberAnswersResult {
    pub answer: stopa_domain::member::AnswerStatus,
    pub changed_member_ids: Vec<i64>,
}

#[derive(Default)]
pub struct MemberAnswersMutation;

#[Object]
impl MemberAnswersMutation {
    /// Sets the answer of members: their club's managers with MEMBER_CREATE_EDIT, scoped staff
    /// with MEMBER_AND_CLUB_MANAGER, Admin, or a Person for itself.
    async fn set_member_answers(
        &self,
        ctx: &Context<'_>,
        input: SetMemberAnswersInput,
    ) -> ApiResult<SetMemberAnswersResult> {
        let (services, request) = asked(ctx)?;
        let changed = stopa_app::member_answer::set_member_answers(
            services,
            request,
            &input.member_ids,
            input.answer,
        )
        .await?;
        Ok(SetMemberAnswersResult {
            answer: input.answer,
            changed_member_ids: changed,
        })
    }

    /// Gives the selected members (at most 200) an Athlete role in a department from today,
    /// all or none; those who hold it already are counted and left as they are. Each member
    /// as `addAthleteRole` checks it.
    async fn add_athlete_roles(
        &self,
        ctx: &Context<'_>,
        input: stopa_app::member_bulk::AddAthleteRoles,
    ) -> ApiResult<stopa_app::member_bulk::AthleteRolesAdded> {
        let (services, request) = asked(ctx)?;
        Ok(stopa_app::member_bulk::add_athlete_roles(services, request, &input).await?)
    }

    /// Ends the memberships of the selected members (at most 200) on `validTo` (today when
    /// left out), all or none; answers how many ended. Each member as `endMembership` checks
    /// it.
    async fn end_memberships(
        &self,
        ctx: &Context<'_>,
        input: stopa_app::member_bulk::EndMemberships,
    ) -> ApiResult<i32> {
        let (services, request) = asked(ctx)?;
        Ok(stopa_app::member_bulk::end_memberships(services, request, &input).await?)
    }
}
