//! Clubs on the public pages (`/kluby`): only what a club publishes about itself — names,
//! seat, official contacts, departments — its contact persons by name and role, and its
//! members by name and birth year. Nothing personal: no birth numbers, dates, addresses or
//! personal contacts.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use stopa_db::club::{self as db, ClubFilter, ClubRow};
use stopa_domain::club::{ClubState, ContactRole, slug};
use stopa_domain::policy::ClubScope;

use crate::context::Services;
use crate::error::{ApiError, ApiResult};

/// Most members a public club page lists.
const PUBLIC_MEMBERS_LIMIT: i64 = 1000;

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

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicContact {
    pub role_label: String,
    pub full_name: String,
}

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicMember {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
}

/// A club's public page: the club, its contact persons and its members.
#[derive(SimpleObject, Debug, Clone)]
pub struct PublicClubDetail {
    pub club: PublicClub,
    pub contacts: Vec<PublicContact>,
    pub members: Vec<PublicMember>,
}

async fn to_public(services: &Services, rows: Vec<ClubRow>) -> Result<Vec<PublicClub>, ApiError> {
    let departments = stopa_db::codebook::list_departments(&services.pool).await?;
    Ok(rows
        .into_iter()
        .map(|row| PublicClub {
            id: row.club_id,
            slug: slug(&row.name),
            code: row.code,
            name: row.name,
            short_name: row.short_name,
            municipality: row.municipality,
            region_name: row.region_name,
            email: row.email,
            phone: row.phone,
            web: row.web,
            department_names: departments
                .iter()
                .filter(|department| row.department_ids.contains(&department.department_id))
                .map(|department| department.name.clone())
                .collect(),
            member_count: row.member_count,
            state_label: ClubState::parse(&row.state)
                .map_or("", ClubState::label)
                .to_owned(),
        })
        .collect())
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

#[derive(SimpleObject, Debug)]
pub struct PublicClubPage {
    pub nodes: Vec<PublicClub>,
    pub total_count: i64,
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
    ) -> ApiResult<PublicClubPage> {
        let services = ctx.data::<Services>()?;
        if input.page < 1 || !(1..=200).contains(&input.per_page) {
            return Err(ApiError::field(
                "perPage",
                "Počet řádků na stránku musí být mezi 1 a 200.",
            )
            .into());
        }
        let search = input
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty() && text.chars().count() <= 100)
            .map(str::to_owned);
        let filter = ClubFilter {
            search,
            region_id: input.region_id,
            department_id: None,
            state: Some(ClubState::Active.as_str().to_owned()),
        };
        let (rows, total_count) = db::list_clubs(
            &services.pool,
            ClubScope::All,
            &filter,
            &[],
            i64::from(input.per_page),
            i64::from(input.page - 1) * i64::from(input.per_page),
        )
        .await
        .map_err(ApiError::from)?;
        Ok(PublicClubPage {
            nodes: to_public(services, rows).await?,
            total_count,
        })
    }

    /// A club's public page; NOT_FOUND when there is no such club.
    async fn public_club(&self, ctx: &Context<'_>, id: i64) -> ApiResult<PublicClubDetail> {
        let services = ctx.data::<Services>()?;
        let row = db::find_club(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let contacts = db::list_club_contacts(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .map(|contact| PublicContact {
                role_label: ContactRole::parse(&contact.role)
                    .map_or("", ContactRole::label)
                    .to_owned(),
                full_name: contact.full_name,
            })
            .collect();
        let members = db::list_public_club_members(&services.pool, id, PUBLIC_MEMBERS_LIMIT)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .map(|member| PublicMember {
                id: member.member_id,
                first_name: member.first_name,
                last_name: member.last_name,
                birth_year: member.birth_year,
            })
            .collect();
        let club = to_public(services, vec![row])
            .await?
            .pop()
            .ok_or(ApiError::NotFound)?;
        Ok(PublicClubDetail {
            club,
            contacts,
            members,
        })
    }
}
