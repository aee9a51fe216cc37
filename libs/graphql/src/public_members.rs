//! Members on the public pages (`/clenove`): name, club, birth year, sex and FIS code only.
//! Nothing personal — no birth number, birth date, address or contacts.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::Datelike as _;
use stopa_db::member::{self as db, MemberFilter, MemberListQuery, MemberSort, MemberSortField};
use stopa_domain::club::slug;
use stopa_domain::policy::MemberScope;

use crate::context::Services;
use crate::error::{ApiError, ApiResult};
use crate::members::SexEnum;

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicMemberItem {
    pub id: i64,
    /// The URL segment after the id: `/clenove/{id}/{slug}`.
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: SexEnum,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
}

#[derive(SimpleObject, Debug, Clone)]
pub struct PublicMemberDetail {
    pub id: i64,
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: SexEnum,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_slug: Option<String>,
    pub fis_code: Option<String>,
    /// The member has a photo and allowed it on public pages (`/api/members/{id}/photo`).
    pub has_public_photo: bool,
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
    pub total_count: i64,
}

fn sex(text: &str) -> SexEnum {
    if text == "FEMALE" {
        SexEnum::Female
    } else {
        SexEnum::Male
    }
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
        let services = ctx.data::<Services>()?;
        if input.page < 1 || !(1..=200).contains(&input.per_page) {
            return Err(ApiError::field(
                "perPage",
                "Počet řádků na stránku musí být mezi 1 a 200.",
            )
            .into());
        }
        let query = MemberListQuery {
            scope: MemberScope::All,
            filter: MemberFilter {
                search: input
                    .search
                    .as_deref()
                    .map(str::trim)
                    .filter(|text| !text.is_empty() && text.chars().count() <= 100)
                    .map(str::to_owned),
                club_id: input.club_id,
                region_id: None,
                sex: None,
                birth_year: input.birth_year.filter(|year| (1900..=2100).contains(year)),
                archived: false,
            },
            sort: vec![
                MemberSort {
                    field: MemberSortField::LastName,
                    descending: false,
                },
                MemberSort {
                    field: MemberSortField::FirstName,
                    descending: false,
                },
            ],
            limit: i64::from(input.per_page),
            offset: i64::from(input.page - 1) * i64::from(input.per_page),
        };
        let (rows, total_count) = db::list_members(&services.pool, &query)
            .await
            .map_err(ApiError::from)?;
        Ok(PublicMemberPage {
            nodes: rows
                .into_iter()
                .map(|row| PublicMemberItem {
                    id: row.member_id,
                    slug: slug(&format!("{} {}", row.first_name, row.last_name)),
                    birth_year: row.birth_date.year(),
                    sex: sex(&row.sex),
                    first_name: row.first_name,
                    last_name: row.last_name,
                    club_id: row.club_id,
                    club_name: row.club_name,
                })
                .collect(),
            total_count,
        })
    }

    /// A member's public page; NOT_FOUND for unknown or archived members.
    async fn public_member(&self, ctx: &Context<'_>, id: i64) -> ApiResult<PublicMemberDetail> {
        let services = ctx.data::<Services>()?;
        let row = db::find_member_record(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .filter(|row| !row.archived)
            .ok_or(ApiError::NotFound)?;
        Ok(PublicMemberDetail {
            id: row.member_id,
            slug: slug(&format!("{} {}", row.first_name, row.last_name)),
            birth_year: row.birth_date.year(),
            sex: sex(&row.sex),
            club_slug: row.club_name.as_deref().map(slug),
            first_name: row.first_name,
            last_name: row.last_name,
            club_id: row.club_id,
            club_name: row.club_name,
            fis_code: row.fis_code,
            has_public_photo: row.has_photo && row.photo_public,
        })
    }
}
