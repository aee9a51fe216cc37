//! The public zone: clubs (`/kluby`), members (`/clenove`) and regions, for everybody. Only
//! what a club publishes about itself and what identifies a member at races — names, club,
//! birth year, sex, FIS code. Nothing personal: no birth numbers or dates, addresses or
//! personal contacts; archived members never show.

use chrono::Datelike as _;
use stopa_db::club::{ClubFilter, ClubRow};
use stopa_db::member_list::{
    COUNT_CAP, MemberCount, MemberFilter, MemberListQuery, MemberSort, MemberSortField,
    PagePosition,
};
use stopa_db::region::RegionRow;
use stopa_domain::club::{ClubState, ContactRole, slug};
use stopa_domain::member::Sex;
use stopa_domain::policy::{ClubScope, MemberScope};
#[cfg(feature = "graphql")]
use stopa_domain::text_enum::label_of;

use crate::App;
use crate::error::{AppError, AppResult};

/// Most rows a public page asks for.
pub const MAX_PUBLIC_PER_PAGE: i32 = 200;
/// Most members a public club page lists.
const PUBLIC_MEMBERS_LIMIT: i64 = 1000;

fn check_page(page: i32, per_page: i32) -> AppResult<(i64, i64)> {
    if page < 1 || !(1..=MAX_PUBLIC_PER_PAGE).contains(&per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Počet řádků na stránku musí být mezi 1 a {MAX_PUBLIC_PER_PAGE}."),
        ));
    }
    Ok((
        i64::from(per_page),
        i64::from(page - 1) * i64::from(per_page),
    ))
}

/// A search text of a public page: trimmed; an empty or over-long one searches nothing.
fn public_search(search: Option<&str>) -> Option<String> {
    search
        .map(str::trim)
        .filter(|text| !text.is_empty() && text.chars().count() <= crate::member::MAX_SEARCH_CHARS)
        .map(str::to_owned)
}

/// A club as the public sees it.
#[derive(Debug, Clone)]
pub struct PublicClub {
    pub row: ClubRow,
    /// The URL segment after the id: `/kluby/{id}/{slug}`.
    pub slug: String,
    pub department_names: Vec<String>,
}

async fn to_public(app: &App, rows: Vec<ClubRow>) -> AppResult<Vec<PublicClub>> {
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(rows
        .into_iter()
        .map(|mut row| {
            // What only its managers see.
            row.bank_account = None;
            PublicClub {
                slug: slug(&row.name),
                department_names: departments
                    .iter()
                    .filter(|department| row.department_ids.contains(&department.department_id))
                    .map(|department| department.name.clone())
                    .collect(),
                row,
            }
        })
        .collect())
}

/// Active clubs for everybody, in Czech order; search by name, short name or code.
pub async fn public_clubs(
    app: &App,
    page: i32,
    per_page: i32,
    search: Option<&str>,
    region_id: Option<i64>,
) -> AppResult<(Vec<PublicClub>, i64)> {
    let (limit, offset) = check_page(page, per_page)?;
    let filter = ClubFilter {
        search: public_search(search),
        region_id,
        department_id: None,
        state: Some(ClubState::Active),
    };
    let (rows, total_count) =
        stopa_db::club::list_clubs(&app.pool, ClubScope::All, &filter, &[], limit, offset).await?;
    Ok((to_public(app, rows).await?, total_count))
}

// A contact person on a club's public page: role and name only (GraphQL shows the role's
// label).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PublicContact {
    #[cfg_attr(
        feature = "graphql",
        graphql(
            skip,
            derived(owned, name = "role_label", into = "String", with = "label_of")
        )
    )]
    pub role: ContactRole,
    pub full_name: String,
}

// A member on a club's public page.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "PublicMember"))]
pub struct PublicClubMember {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
}

/// A club's public page.
#[derive(Debug, Clone)]
pub struct PublicClubDetail {
    pub club: PublicClub,
    pub contacts: Vec<PublicContact>,
    pub members: Vec<PublicClubMember>,
}

/// A club's public page; NOT_FOUND when there is no such club.
pub async fn public_club(app: &App, club_id: i64) -> AppResult<PublicClubDetail> {
    let row = crate::club::find_club(&app.pool, club_id).await?;
    let contacts = stopa_db::club::list_club_contacts(&app.pool, club_id)
        .await?
        .into_iter()
        .map(|contact| PublicContact {
            role: contact.role,
            full_name: contact.full_name,
        })
        .collect();
    let members =
        stopa_db::club::list_public_club_members(&app.pool, club_id, PUBLIC_MEMBERS_LIMIT)
            .await?
            .into_iter()
            .map(|member| PublicClubMember {
                id: member.member_id,
                first_name: member.first_name,
                last_name: member.last_name,
                birth_year: member.birth_year,
            })
            .collect();
    let club = to_public(app, vec![row])
        .await?
        .pop()
        .ok_or(AppError::NotFound)?;
    Ok(PublicClubDetail {
        club,
        contacts,
        members,
    })
}

// A member's public page (the list shows a part of it).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "PublicMemberDetail"))]
pub struct PublicMember {
    pub id: i64,
    // The URL segment after the id: `/clenove/{id}/{slug}`.
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_slug: Option<String>,
    pub fis_code: Option<String>,
    /// The member has a photo and allowed it on public pages (`/api/members/{id}/photo`).
    pub has_public_photo: bool,
}

/// Members for everybody: search by name, club and birth year; archived members are left out.
/// The list pages through its first [`COUNT_CAP`] members only (200 pages of 50): past them a
/// visitor searches, and nobody can make the server walk the whole register page by page.
pub async fn public_members(
    app: &App,
    page: i32,
    per_page: i32,
    search: Option<&str>,
    club_id: Option<i64>,
    birth_year: Option<i32>,
) -> AppResult<(Vec<PublicMember>, MemberCount)> {
    let (limit, offset) = check_page(page, per_page)?;
    if offset >= COUNT_CAP {
        return Err(AppError::field(
            "page",
            "Veřejný seznam má nejvýše 10 000 členů; upřesněte hledání.",
        ));
    }
    let query = MemberListQuery {
        scope: MemberScope::All,
        filter: MemberFilter {
            search: public_search(search),
            registration_number: None,
            member_ids: None,
            club_id,
            region_id: None,
            sex: None,
            birth_year: birth_year.filter(|year| (1900..=2100).contains(year)),
            birth_years: None,
            role: None,
            paid_season: None,
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
        limit,
        position: PagePosition::Offset(offset),
    };
    let found = stopa_db::member_list::list_members(&app.pool, &query).await?;
    // A name search counts its matches while it reads the page.
    let count = match found.count {
        Some(count) => count,
        None => stopa_db::member_list::count_members(&app.pool, query.scope, &query.filter).await?,
    };
    Ok((
        found
            .rows
            .into_iter()
            .map(|row| PublicMember {
                id: row.member_id,
                slug: slug(&format!("{} {}", row.first_name, row.last_name)),
                birth_year: row.birth_date.year(),
                sex: row.sex,
                first_name: row.first_name,
                last_name: row.last_name,
                club_id: row.club_id,
                club_slug: row.club_name.as_deref().map(slug),
                club_name: row.club_name,
                fis_code: None,
                has_public_photo: false,
            })
            .collect(),
        count,
    ))
}

/// A member's public page; NOT_FOUND for unknown or archived members.
pub async fn public_member(app: &App, member_id: i64) -> AppResult<PublicMember> {
    let row = stopa_db::member::find_member_record(&app.pool, member_id)
        .await?
        .filter(|row| !row.archived)
        .ok_or(AppError::NotFound)?;
    Ok(PublicMember {
        id: row.member_id,
        slug: slug(&format!("{} {}", row.first_name, row.last_name)),
        birth_year: row.birth_date.year(),
        sex: row.sex,
        club_slug: row.club_name.as_deref().map(slug),
        first_name: row.first_name,
        last_name: row.last_name,
        club_id: row.club_id,
        club_name: row.club_name,
        fis_code: row.fis_code,
        has_public_photo: row.has_photo && row.photo_public,
    })
}

/// The 14 regions in Czech alphabetical order (public reference data).
pub async fn regions(app: &App) -> AppResult<Vec<RegionRow>> {
    Ok(stopa_db::region::list_regions(&app.pool).await?)
}
