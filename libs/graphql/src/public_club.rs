//! Clubs on the public pages (`/kluby`) over `stopa_app::public`: only what a club publishes
//! about itself — names, seat, official contacts, departments — its contact persons by name
//! and role, and its members by name and birth year. Nothing personal.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use stopa_app::public as app;
pub use stopa_app::public::{PublicClubMember as PublicMember, PublicContact};

use crate::context::services;
use crate::error::ApiResult;
use crate::shared::Page;

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicClub {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub short_name: String,
    /// The URL segment after the id: `/kluby/{id}/{slug}`.
    pub slug: String,
    pub municipality: String,
    pub region_name: String,
    /// The club's official contacts.
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub department_names: Vec<String>,
    pub member_count: i64,
    pub state_label: String,
}

/// A club's public page: the club, its contact persons and its members.
#[derive(SimpleObject, Debug, Clone)]
pub struct PublicClubDetail {
    pub club: PublicClub,
    pub contacts: Vec<PublicContact>,
    pub members: Vec<PublicMember>,
}

impl From<app::PublicClub> for PublicClub {
    fn from(club: app::PublicClub) -> Self {
        let row = club.row;
        Self {
            id: row.club_id,
            slug: club.slug,
            code: row.code,
            name: row.name,
            short_name: row.short_name,
            municipality: row.municipality,
            region_name: row.region_name,
            email: row.email,
            phone: row.phone,
            web: row.web,
            department_names: club.department_names,
            member_count: row.member_count,
            state_label: row.state.label().to_owned(),
        }
    }
}

#[derive(InputObject, Debug)]
pub struct PublicClubsInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    pub search: Option<String>,
    pub region_id: Option<i64>,
}

#[derive(Default)]
pub struct PublicClubsQuery;

#[Object]
impl PublicClubsQuery {
    /// Active clubs for everybody, in Czech order; search by name, short name or code.
    async fn public_clubs(
        &self,
        ctx: &Context<'_>,
        input: PublicClubsInput,
    ) -> ApiResult<Page<PublicClub>> {
        let services = services(ctx)?;
        let (clubs, total_count) = app::public_clubs(
            services,
            input.page,
            input.per_page,
            input.search.as_deref(),
            input.region_id,
        )
        .await?;
        Ok(Page {
            nodes: clubs.into_iter().map(Into::into).collect(),
            total_count,
        })
    }

    /// A club's public page; NOT_FOUND when there is no such club.
    async fn public_club(&self, ctx: &Context<'_>, id: i64) -> ApiResult<PublicClubDetail> {
        let services = services(ctx)?;
        let detail = app::public_club(services, id).await?;
        Ok(PublicClubDetail {
            club: detail.club.into(),
            contacts: detail.contacts,
            members: detail.members,
        })
    }
}
