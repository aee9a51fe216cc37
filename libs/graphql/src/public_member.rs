//! Members on the public pages (`/clenove`) over `stopa_app::public`: name, club, birth year,
//! sex and FIS code only. Nothing personal.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use stopa_app::public as app;
pub use stopa_app::public::PublicMember as PublicMemberDetail;

use crate::context::services;
use crate::error::ApiResult;
use stopa_domain::member::Sex;

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicMemberItem {
    pub id: i64,
    /// The URL segment after the id: `/clenove/{id}/{slug}`.
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
}

#[derive(InputObject, Debug)]
pub struct PublicMembersInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub birth_year: Option<i32>,
}

#[derive(SimpleObject, Debug)]
pub struct PublicMemberPage {
    pub nodes: Vec<PublicMemberItem>,
    /// How many members match, counted up to 10 000 (the public list pages through no more).
    pub total_count: i64,
    /// More members match than `totalCount` says ("více než 10 000").
    pub total_count_capped: bool,
}

#[derive(Default)]
pub struct PublicMembersQuery;

#[Object]
impl PublicMembersQuery {
    /// Members for everybody: search by name, club and birth year; archived members are left
    /// out.
    async fn public_members(
        &self,
        ctx: &Context<'_>,
        input: PublicMembersInput,
    ) -> ApiResult<PublicMemberPage> {
        let services = services(ctx)?;
        let (members, count) = app::public_members(
            services,
            input.page,
            input.per_page,
            input.search.as_deref(),
            input.club_id,
            input.birth_year,
        )
        .await?;
        Ok(PublicMemberPage {
            nodes: members
                .into_iter()
                .map(|member| PublicMemberItem {
                    id: member.id,
                    slug: member.slug,
                    first_name: member.first_name,
                    last_name: member.last_name,
                    birth_year: member.birth_year,
                    sex: member.sex,
                    club_id: member.club_id,
                    club_name: member.club_name,
                })
                .collect(),
            total_count: count.count,
            total_count_capped: count.capped,
        })
    }

    /// A member's public page; NOT_FOUND for unknown or archived members.
    async fn public_member(&self, ctx: &Context<'_>, id: i64) -> ApiResult<PublicMemberDetail> {
        let services = services(ctx)?;
        Ok(app::public_member(services, id).await?)
    }
}
