//! Clubs in the private zone over `stopa_app::clubs`: the scoped grid, one club's record, its
//! statistics, creating and editing.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::NaiveDate;
use stopa_app::club::{self as app, ClubSortKey, ClubsRequest};
pub use stopa_app::club::{AgeGroupCount, ClubInput, ClubListActions, ClubStatistics};
pub use stopa_app::export::ClubFilterRequest as ClubFilterInput;

use crate::codebook::Department;
use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::{SortDirection, UpdateClubInput};
use stopa_domain::club::ClubState;
use stopa_domain::club::LegalForm;
use stopa_domain::policy::AccessLevel;
use stopa_domain::policy::ClubField;

/// A club's record as the private zone shows it.
#[derive(SimpleObject, Debug, Clone)]
pub struct Club {
    pub id: i64,
    /// The federation code: four capital letters.
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalForm,
    pub legal_form_label: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    /// Write access only: the club's bank account.
    pub bank_account: Option<String>,
    pub state: ClubState,
    pub state_label: String,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub departments: Vec<Department>,
    pub member_count: i64,
    /// What the asker may do with the record: WRITE (edit) or READ.
    pub access: AccessLevel,
    /// Fields the asker may not change although it edits the record (the form locks them).
    pub reserved_fields: Vec<ClubField>,
}

impl From<app::Club> for Club {
    fn from(club: app::Club) -> Self {
        let row = club.row;
        Self {
            id: row.club_id,
            code: row.code,
            name: row.name,
            short_name: row.short_name,
            ico: row.ico,
            legal_form: row.legal_form,
            legal_form_label: row.legal_form.label().to_owned(),
            street: row.street,
            municipality: row.municipality,
            postcode: row.postcode,
            region_id: row.region_id,
            region_name: row.region_name,
            email: row.email,
            phone: row.phone,
            web: row.web,
            bank_account: row.bank_account,
            state: row.state,
            state_label: row.state.label().to_owned(),
            founded_on: row.founded_on,
            ended_on: row.ended_on,
            departments: club.departments,
            member_count: row.member_count,
            access: club.access,
            reserved_fields: club.reserved_fields.into_iter().collect(),
        }
    }
}

#[derive(InputObject, Debug, Clone, Copy)]
pub struct ClubSortInput {
    pub field: ClubSortKey,
    #[graphql(default)]
    pub direction: SortDirection,
}

/// The grid input of DESIGN §5.
#[derive(InputObject, Debug)]
pub struct ClubsInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    #[graphql(default)]
    pub sort: Vec<ClubSortInput>,
    #[graphql(default)]
    pub filter: ClubFilterInput,
}

#[derive(SimpleObject, Debug)]
pub struct ClubPage {
    pub nodes: Vec<Club>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
    pub actions: ClubListActions,
}

#[derive(Default)]
pub struct ClubsQuery;

#[Object]
impl ClubsQuery {
    /// The clubs grid, scoped to what the active identity may see.
    async fn clubs(&self, ctx: &Context<'_>, input: ClubsInput) -> ApiResult<ClubPage> {
        let (services, request) = asked(ctx)?;
        let page = app::list_clubs(
            services,
            request,
            ClubsRequest {
                page: input.page,
                per_page: input.per_page,
                sort: input
                    .sort
                    .iter()
                    .map(|key| (key.field, key.direction.descending()))
                    .collect(),
                filter: input.filter,
            },
        )
        .await?;
        Ok(ClubPage {
            nodes: page.nodes.into_iter().map(Into::into).collect(),
            total_count: page.total_count,
            page: page.page,
            per_page: page.per_page,
            actions: page.actions,
        })
    }

    /// The club's current members by age group (this year minus the birth year) and sex;
    /// for those who may read the club.
    async fn club_statistics(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<ClubStatistics> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_statistics(services, request, club_id).await?)
    }

    /// One club's record; FORBIDDEN outside the asker's scope.
    async fn club(&self, ctx: &Context<'_>, id: i64) -> ApiResult<Club> {
        let (services, request) = asked(ctx)?;
        Ok(app::club(services, request, id).await?.into())
    }
}

#[derive(Default)]
pub struct ClubsMutation;

#[Object]
impl ClubsMutation {
    /// Creates a club (Admin).
    async fn create_club(&self, ctx: &Context<'_>, input: ClubInput) -> ApiResult<Club> {
        let (services, request) = asked(ctx)?;
        Ok(app::create_club(services, request, input).await?.into())
    }

    /// Changes a club's record. The federation code, the region and the state are the
    /// federation's to change: a Team manager edits the rest of its own club; Area and
    /// Section staff may not move a club out of their scope (region, departments).
    async fn update_club(&self, ctx: &Context<'_>, input: UpdateClubInput) -> ApiResult<Club> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_club(services, request, input.id, input.item)
            .await?
            .into())
    }
}
