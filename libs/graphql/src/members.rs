//! The members grid: scoped by the permission policy, filtered, sorted and paged in SQL.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{Datelike as _, NaiveDate};
use stopa_db::member::{MemberFilter, MemberListQuery, MemberListRow, MemberSort, MemberSortField};
use stopa_domain::policy::{self, AccessLevel};

use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};

/// Largest page a grid may ask for.
pub const MAX_PER_PAGE: i32 = 500;

/// Sort direction, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SortDirection {
    #[default]
    Asc,
    Desc,
}

/// Field access level, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "AccessLevel")]
pub enum AccessLevelEnum {
    Write,
    Read,
    Hidden,
}

impl From<AccessLevel> for AccessLevelEnum {
    fn from(level: AccessLevel) -> Self {
        match level {
            AccessLevel::Write => Self::Write,
            AccessLevel::Read => Self::Read,
            AccessLevel::Hidden => Self::Hidden,
        }
    }
}

/// Sex, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "Sex")]
pub enum SexEnum {
    Male,
    Female,
}

#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "MemberSortField")]
pub enum MemberSortFieldEnum {
    LastName,
    FirstName,
    RegistrationNumber,
    BirthDate,
    ClubName,
}

#[derive(InputObject, Debug, Clone, Copy)]
pub struct MemberSortInput {
    pub field: MemberSortFieldEnum,
    #[graphql(default)]
    pub direction: SortDirection,
}

#[derive(InputObject, Debug, Clone, Default)]
pub struct MemberFilterInput {
    /// Words of the name; case and diacritics do not matter ("novak" finds "Novák").
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<SexEnum>,
    pub birth_year: Option<i32>,
    /// True: the archived members instead (Admin only).
    #[graphql(default)]
    pub archived: bool,
}

/// The grid input of DESIGN §5.
#[derive(InputObject, Debug)]
pub struct MembersInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    #[graphql(default)]
    pub sort: Vec<MemberSortInput>,
    #[graphql(default)]
    pub filter: MemberFilterInput,
}

impl MemberFilterInput {
    /// The database filter, after checking the values.
    pub fn to_filter(&self) -> Result<MemberFilter, ApiError> {
        if let Some(year) = self.birth_year
            && !(1900..=2100).contains(&year)
        {
            return Err(ApiError::field(
                "filter.birthYear",
                "Rok narození musí být mezi 1900 a 2100.",
            ));
        }
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty());
        if search.is_some_and(|text| text.chars().count() > 100) {
            return Err(ApiError::field(
                "filter.search",
                "Hledaný text může mít nejvýše 100 znaků.",
            ));
        }
        Ok(MemberFilter {
            search: search.map(str::to_owned),
            club_id: self.club_id,
            region_id: self.region_id,
            sex: self.sex.map(|sex| match sex {
                SexEnum::Male => "MALE".to_owned(),
                SexEnum::Female => "FEMALE".to_owned(),
            }),
            birth_year: self.birth_year,
            archived: self.archived,
        })
    }
}

/// Converts grid sort keys to database sort keys.
pub fn to_sort(sort: &[MemberSortInput]) -> Vec<MemberSort> {
    sort.iter()
        .take(3)
        .map(|key| MemberSort {
            field: match key.field {
                MemberSortFieldEnum::LastName => MemberSortField::LastName,
                MemberSortFieldEnum::FirstName => MemberSortField::FirstName,
                MemberSortFieldEnum::RegistrationNumber => MemberSortField::RegistrationNumber,
                MemberSortFieldEnum::BirthDate => MemberSortField::BirthDate,
                MemberSortFieldEnum::ClubName => MemberSortField::ClubName,
            },
            descending: key.direction == SortDirection::Desc,
        })
        .collect()
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
    pub sex: SexEnum,
    pub birth_year: i32,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_date: Option<NaiveDate>,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_number: Option<String>,
    pub club: Option<ClubRef>,
    pub region: Option<RegionRef>,
    pub member_since: Option<NaiveDate>,
}

fn to_item(row: MemberListRow, personal: bool) -> MemberListItem {
    let club = match (row.club_id, row.club_name, row.club_short_name) {
        (Some(id), Some(name), Some(short_name)) => Some(ClubRef {
            id,
            name,
            short_name,
        }),
        _ => None,
    };
    let region = match (row.region_id, row.region_name) {
        (Some(id), Some(name)) => Some(RegionRef { id, name }),
        _ => None,
    };
    MemberListItem {
        id: row.member_id,
        uuid: row.uuid,
        registration_number: row.registration_number,
        first_name: row.first_name,
        last_name: row.last_name,
        sex: if row.sex == "FEMALE" {
            SexEnum::Female
        } else {
            SexEnum::Male
        },
        birth_year: row.birth_date.year(),
        birth_date: personal.then_some(row.birth_date),
        birth_number: if personal { row.birth_number } else { None },
        club,
        region,
        member_since: row.member_since,
    }
}

/// A page of members.
#[derive(SimpleObject, Debug)]
pub struct MemberPage {
    pub nodes: Vec<MemberListItem>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
    /// Whether the personal columns are filled for this asker.
    pub personal_info_access: AccessLevelEnum,
}

#[derive(Default)]
pub struct MembersQuery;

#[Object]
impl MembersQuery {
    /// The members grid, scoped to what the active identity may see.
    async fn members(&self, ctx: &Context<'_>, input: MembersInput) -> ApiResult<MemberPage> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let access = policy::member_list_access(&request.identity).map_err(ApiError::from)?;
        if input.filter.archived {
            policy::check_list_archived_members(&request.identity).map_err(ApiError::from)?;
        }
        if input.page < 1 {
            return Err(ApiError::field("page", "Číslo stránky musí být alespoň 1.").into());
        }
        if !(1..=MAX_PER_PAGE).contains(&input.per_page) {
            return Err(ApiError::field(
                "perPage",
                format!("Počet řádků na stránku musí být mezi 1 a {MAX_PER_PAGE}."),
            )
            .into());
        }
        let query = MemberListQuery {
            scope: access.scope,
            filter: input.filter.to_filter()?,
            sort: to_sort(&input.sort),
            limit: i64::from(input.per_page),
            offset: i64::from(input.page - 1) * i64::from(input.per_page),
        };
        let (rows, total_count) = stopa_db::member::list_members(&services.pool, &query)
            .await
            .map_err(ApiError::from)?;
        let personal = access.personal_info.can_read();
        Ok(MemberPage {
            nodes: rows.into_iter().map(|row| to_item(row, personal)).collect(),
            total_count,
            page: input.page,
            per_page: input.per_page,
            personal_info_access: access.personal_info.into(),
        })
    }
}
