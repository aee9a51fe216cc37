//! Contact persons of a club (chairman, secretary): read with the club, changed by those who
//! may edit the club ([`stopa_domain::policy::club_access`]).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use stopa_db::club::{self as db, ClubContactRow, ClubContactValues};
use stopa_domain::club::ContactRole;
use stopa_domain::policy::{self, AccessLevel, ClubFacts};
use stopa_domain::validation::FormCheck;

use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error};

/// Role of a club contact, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "ContactRole")]
pub enum ContactRoleEnum {
    Chairman,
    Secretary,
}

impl From<ContactRoleEnum> for ContactRole {
    fn from(role: ContactRoleEnum) -> Self {
        match role {
            ContactRoleEnum::Chairman => Self::Chairman,
            ContactRoleEnum::Secretary => Self::Secretary,
        }
    }
}

/// A contact person of a club.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubContact {
    pub id: i64,
    pub club_id: i64,
    pub role: ContactRoleEnum,
    pub role_label: String,
    /// The member of the register the contact is, if any.
    pub member_id: Option<i64>,
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

impl From<ClubContactRow> for ClubContact {
    fn from(row: ClubContactRow) -> Self {
        let role = ContactRole::parse(&row.role).unwrap_or(ContactRole::Secretary);
        Self {
            id: row.club_contact_id,
            club_id: row.club_id,
            role: if role == ContactRole::Chairman {
                ContactRoleEnum::Chairman
            } else {
                ContactRoleEnum::Secretary
            },
            role_label: role.label().to_owned(),
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
    pub role: ContactRoleEnum,
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

const UNIQUE: &[UniqueRule] = &[(
    "club_contact_club_role_key",
    "role",
    "Klub už má kontaktní osobu v této roli.",
)];
const REFERENCES: &[ReferenceRule] = &[("club_contact_member_fkey", "", "memberId")];

/// Checks that the asker may read (`write` false) or change the club; returns nothing else.
async fn check_club(
    ctx: &Context<'_>,
    executor: impl sqlx::PgExecutor<'_>,
    club_id: i64,
    write: bool,
) -> Result<(), ApiError> {
    let request = ctx
        .data::<RequestContext>()
        .map_err(|error| ApiError::Internal(error.message))?;
    let club = db::find_club(executor, club_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let facts = ClubFacts {
        club_id: club.club_id,
        region_id: club.region_id,
        department_ids: &club.department_ids,
    };
    let access = policy::club_access(&request.identity, &facts);
    let needed = if write {
        AccessLevel::Write
    } else {
        AccessLevel::Read
    };
    if access < needed {
        return Err(if request.session.is_none() {
            ApiError::Unauthenticated
        } else {
            ApiError::Forbidden
        });
    }
    Ok(())
}

/// The checked values; a contact linked to a member takes the member's name.
async fn contact_values(
    connection: &mut sqlx::PgConnection,
    club_id: i64,
    input: &ClubContactInput,
) -> Result<ClubContactValues, ApiError> {
    let mut check = FormCheck::new();
    let email = check.optional_email("email", input.email.as_deref());
    let phone = check.optional_phone("phone", input.phone.as_deref());
    let full_name = match input.member_id {
        Some(member_id) => {
            let name = db::find_club_member_name(&mut *connection, club_id, member_id).await?;
            name.unwrap_or_else(|| {
                check.add("memberId", "Vybraná osoba není členem klubu.");
                String::new()
            })
        }
        None => check.text("fullName", &input.full_name, 200),
    };
    check.finish().map_err(ApiError::from)?;
    Ok(ClubContactValues {
        role: ContactRole::from(input.role).as_str().to_owned(),
        member_id: input.member_id,
        full_name,
        email,
        phone,
    })
}

#[derive(Default)]
pub struct ClubContactsQuery;

#[Object]
impl ClubContactsQuery {
    /// The contact persons of a club.
    async fn club_contacts(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<Vec<ClubContact>> {
        let services = ctx.data::<Services>()?;
        check_club(ctx, &services.pool, club_id, false).await?;
        let rows = db::list_club_contacts(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// One contact person.
    async fn club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let services = ctx.data::<Services>()?;
        let row = db::find_club_contact(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        check_club(ctx, &services.pool, row.club_id, false).await?;
        Ok(row.into())
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
        let mut write = AuditedWrite::begin(ctx, "club_contact").await?;
        check_club(ctx, &mut *write.transaction, input.club_id, true).await?;
        let values = contact_values(&mut write.transaction, input.club_id, &input.item).await?;
        let id = db::insert_club_contact(&mut *write.transaction, input.club_id, &values)
            .await
            .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?;
        write
            .audit("create", id, None::<&()>, Some(&values))
            .await?;
        let row = db::find_club_contact(&mut *write.transaction, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write.commit().await?;
        Ok(row.into())
    }

    /// Changes a contact person.
    async fn update_club_contact(
        &self,
        ctx: &Context<'_>,
        input: UpdateClubContactInput,
    ) -> ApiResult<ClubContact> {
        let mut write = AuditedWrite::begin(ctx, "club_contact").await?;
        let before = db::find_club_contact(&mut *write.transaction, input.id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        check_club(ctx, &mut *write.transaction, before.club_id, true).await?;
        let values = contact_values(&mut write.transaction, before.club_id, &input.item).await?;
        db::update_club_contact(&mut *write.transaction, input.id, &values)
            .await
            .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?
            .ok_or(ApiError::NotFound)?;
        write
            .audit("update", input.id, Some(&before), Some(&values))
            .await?;
        let row = db::find_club_contact(&mut *write.transaction, input.id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write.commit().await?;
        Ok(row.into())
    }

    /// Removes a contact person; returns it as it was.
    async fn delete_club_contact(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ClubContact> {
        let mut write = AuditedWrite::begin(ctx, "club_contact").await?;
        let before = db::find_club_contact(&mut *write.transaction, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        check_club(ctx, &mut *write.transaction, before.club_id, true).await?;
        db::delete_club_contact(&mut *write.transaction, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write
            .audit("delete", id, Some(&before), None::<&()>)
            .await?;
        write.commit().await?;
        Ok(before.into())
    }
}
