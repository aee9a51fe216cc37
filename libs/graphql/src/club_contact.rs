//! Contact persons of a club (chairman, secretary) over `stopa_app::club_contacts`.

use async_graphql::{Context, InputObject, Object};
use stopa_app::club_contact as app;
pub use stopa_app::club_contact::ClubContactInput;
pub use stopa_db::club::ClubContactRow as ClubContact;

use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::UpdateClubContactInput;

#[derive(InputObject, Debug, Clone)]
pub struct CreateClubContactInput {
    pub club_id: i64,
    #[graphql(flatten)]
    pub item: ClubContactInput,
}

#[derive(Default)]
pub struct ClubContactsQuery;

#[Object]
impl ClubContactsQuery {
    /// The contact persons of a club.
    async fn club_contacts(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<Vec<ClubContact>> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_contacts(services, request, club_id)
            .await?
            .into_iter()
            .map(|contact| contact.row)
            .collect())
    }

    /// One contact person.
    async fn club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_contact(services, request, id).await?.row)
    }
}

#[derive(Default)]
pub struct ClubContactsMutation;

#[Object]
impl ClubContactsMutation {
    /// Adds a contact person to a club.
    async fn create_club_contact(
        &self,
        ctx: &Context<'_>,
        input: CreateClubContactInput,
    ) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::create_club_contact(services, request, input.club_id, input.item)
                .await?
                .row,
        )
    }

    /// Changes a contact person.
    async fn update_club_contact(
        &self,
        ctx: &Context<'_>,
        input: UpdateClubContactInput,
    ) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::update_club_contact(services, request, input.id, input.item)
                .await?
                .row,
        )
    }

    /// Removes a contact person; returns it as it was.
    async fn delete_club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(app::delete_club_contact(services, request, id).await?.row)
    }
}
