//! The members grid over `stopa_app::members`.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::NaiveDate;
use stopa_app::member::{self as app, MemberFilterRequest, MemberSortRequest, MembersRequest};
use stopa_domain::policy::MemberSortKey;

use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::SortDirection;
use stopa_domain::member::Sex;
use stopa_domain::policy::AccessLevel;

pub use stopa_app::member::MAX_PER_PAGE;

#[derive(InputObject, Debug, Clone, Copy)]
pub struct MemberSortInput {
    pub field: MemberSortKey,
    #[graphql(default)]
    pub direction: SortDirection,
}

#[derive(InputObject, Debug, Clone, Default)]
pub struct MemberFilterInput {
    /// Words of the name; case and diacritics do not matter ("novak" finds "Novák").
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<Sex>,
    pub birth_year: Option<i32>,
    /// True: the archived members instead (Admin only).
    #[graphql(default)]
    pub archived: bool,
}

impl From<MemberFilterInput> for MemberFilterRequest {
    fn from(input: MemberFilterInput) -> Self {
        Self {
            search: input.search,
            club_id: input.club_id,
            region_id: input.region_id,
            sex: input.sex,
            birth_year: input.birth_year,
            archived: input.archived,
        }
    }
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

#[derive(SimpleObject, Debug, Clone)]
pub struct ClubRef {
    pub id: i64,
    pub name: String,
    pub short_name: String,
}

#[derive(SimpleObject, Debug, Clone)]
pub struct RegionRef {
    pub id: i64,
    pub name: String,
}

/// A row of the members grid. Personal fields are null when the asker may not see them.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberListItem {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_date: Option<NaiveDate>,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_number: Option<String>,
    pub club: Option<ClubRef>,
    pub region: Option<RegionRef>,
    pub member_since: Option<NaiveDate>,
}

impl From<app::MemberListItem> for MemberListItem {
    fn from(item: app::MemberListItem) -> Self {
        Self {
            id: item.id,
            uuid: item.uuid,
            registration_number: item.registration_number,
            first_name: item.first_name,
            last_name: item.last_name,
            sex: item.sex,
            birth_year: item.birth_year,
            birth_date: item.birth_date,
            birth_number: item.birth_number,
            club: item.club.map(|club| ClubRef {
                id: club.id,
                name: club.name,
                short_name: club.short_name,
            }),
            region: item.region.map(|region| RegionRef {
                id: region.id,
                name: region.name,
            }),
            member_since: item.member_since,
        }
    }
}

/// What the asker may do with the members list; the web shows only these actions.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberListActions {
    /// Add a member.
    pub can_create: bool,
    /// Import a file of members (`/evidence/clenove/import`).
    pub can_import: bool,
    /// Where the list's CSV export is (the grid's filters go as query parameters); null when
    /// the asker may not download it.
    pub export_url: Option<String>,
    /// Where the NSA register export is; null when not allowed.
    pub nsa_export_url: Option<String>,
    /// Where the general-meeting export is; null when not allowed.
    pub general_meeting_export_url: Option<String>,
    /// The archived members may be listed (to restore them).
    pub can_list_archived: bool,
}

impl From<app::MemberListActions> for MemberListActions {
    fn from(actions: app::MemberListActions) -> Self {
        Self {
            can_create: actions.can_create,
            can_import: actions.can_import,
            export_url: actions.export_url,
            nsa_export_url: actions.nsa_export_url,
            general_meeting_export_url: actions.general_meeting_export_url,
            can_list_archived: actions.can_list_archived,
        }
    }
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

/// The number of members matching a filter.
#[derive(SimpleObject, Debug, Clone, Copy)]
pub struct MemberCountResult {
    /// Counted up to 10 000.
    pub count: i64,
    /// More than 10 000 members match.
    pub capped: bool,
}

#[derive(Default)]
pub struct MembersQuery;

#[Object]
impl MembersQuery {
    /// The members grid, scoped to what the active identity may see.
    async fn members(&self, ctx: &Context<'_>, input: MembersInput) -> ApiResult<MemberPage> {
        let (services, request) = asked(ctx)?;
        let filter: MemberFilterRequest = input.filter.into();
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
            nodes: page.nodes.into_iter().map(Into::into).collect(),
            total_count: count.map_or(0, |count| count.count),
            total_count_capped: count.is_some_and(|count| count.capped),
            has_next_page: page.has_next_page,
            end_cursor: page.end_cursor,
            page: page.page,
            per_page: page.per_page,
            personal_info_access: page.personal_info_access,
            actions: page.actions.into(),
        })
    }

    /// How many members of the grid match `filter` (counted up to 10 000), for a client that
    /// pages without counting again.
    async fn members_count(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: MemberFilterInput,
    ) -> ApiResult<MemberCountResult> {
        let (services, request) = asked(ctx)?;
        let count = app::count_members(services, request, &filter.into()).await?;
        Ok(MemberCountResult {
            count: count.count,
            capped: count.capped,
        })
    }
}
