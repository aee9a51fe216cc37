//! Contact persons of a club (chairman, secretary) over `stopa_app::club_contacts`.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use stopa_app::club_contact as app;

use crate::context::asked;
use crate::error::ApiResult;
use stopa_domain::club::ContactRole;

/// A contact person of a club.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubContact {
    pub id: i64,
    pub club_id: i64,
    pub role: ContactRole,
    pub role_label: String,
    /// The member of the register the contact is, if any.
    pub member_id: Option<i64>,
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

impl From<app::ClubContact> for ClubContact {
    fn from(contact: app::ClubContact) -> Self {
        let row = contact.row;
        Self {
            id: row.club_contact_id,
            club_id: row.club_id,
            role: row.role,
            role_label: row.role.label().to_owned(),
            member_id: row.member_id,
            full_name: row.full_name,
            email: row.email,
            phone: row.phone,
        }
    }
}

/// A contact as forms send it: a member of the club (`memberId`), or a person by name.
#[derive(InputObject, Debug, Clone)]
pub struct ClubContactInput {
    pub role: ContactRole,
    pub member_id: Option<i64>,
    #[graphql(default)]
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

#[derive(InputObject, Debug, Clone)]
pub struct CreateClubContactInput {
    pub club_id: i64,
    #[graphql(flatten)]
    pub item: ClubContactInput,
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateClubContactInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: ClubContactInput,
}

impl From<ClubContactInput> for app::ClubContactInput {
    fn from(input: ClubContactInput) -> Self {
        Self {
            role: input.role,
            member_id: input.member_id,
            full_name: input.full_name,
            email: input.email,
            phone: input.phone,
        }
    }
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
            .map(Into::into)
            .collect())
    }

    /// One contact person.
    async fn club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_contact(services, request, id).await?.into())
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
            app::create_club_contact(services, request, input.club_id, input.item.into())
                .await?
                .into(),
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
            app::update_club_contact(services, request, input.id, input.item.into())
                .await?
                .into(),
        )
    }

    /// Removes a contact person; returns it as it was.
    async fn delete_club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let (services, request) = asked(ctx)?;
        Ok(app::delete_club_contact(services, request, id)
            .await?
            .into())
    }
}
