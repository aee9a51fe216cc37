//! Clubs: the scoped, filtered, sorted and paged list behind the clubs grid and the clubs
//! exports, one club's record, and its writes.

use crate::{DbError, DbResult};
use chrono::NaiveDate;
use serde::Serialize;
use sqlx::{PgExecutor, PgPool, Postgres, QueryBuilder};
use stopa_domain::club::{ClubState, ContactRole, LegalForm};
use stopa_domain::policy::ClubScope;
#[cfg(feature = "graphql")]
use stopa_domain::text_enum::label_of;

/// Filters of the clubs list.
#[derive(Debug, Clone, Default)]
pub struct ClubFilter {
    /// Words matched against name, short name and code without regard to case or diacritics.
    pub search: Option<String>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    /// `ACTIVE` or `ENDED`.
    pub state: Option<ClubState>,
}

/// Columns the list can be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClubSortField {
    Name,
    Code,
    RegionName,
    MemberCount,
}

impl ClubSortField {
    fn sql(self) -> &'static str {
        match self {
            Self::Name => "czech_sort_key(c.name)",
            Self::Code => "c.code",
            Self::RegionName => "r.name collate \"cs-x-icu\"",
            Self::MemberCount => "member_count",
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct ClubSort {
    pub field: ClubSortField,
    pub descending: bool,
}

/// A club as lists and the record page show it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct ClubRow {
    pub club_id: i64,
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalForm,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub bank_account: Option<String>,
    pub state: ClubState,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub department_ids: Vec<i64>,
    pub department_codes: Vec<String>,
    /// Current (open) memberships.
    pub member_count: i64,
}

const CLUB_COLUMNS: &str = "c.club_id, c.code, c.name, c.short_name, c.ico, c.legal_form, \
     c.street, c.municipality, c.postcode, c.region_id, r.name as region_name, c.email, c.phone, \
     c.web, c.bank_account, c.state, c.founded_on, c.ended_on, \
     array(select cd.department_id from club_department cd join department d using (department_id) \
           where cd.club_id = c.club_id order by d.department_id) as department_ids, \
     array(select d.code from club_department cd join department d using (department_id) \
           where cd.club_id = c.club_id order by d.department_id) as department_codes, \
     (select count(*) from membership ms where ms.club_id = c.club_id and ms.valid_to is null) \
         as member_count";

pub(crate) fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// `and` the condition that the club `c` lies in `scope` (after a `where`).
pub(crate) fn push_club_scope(builder: &mut QueryBuilder<Postgres>, scope: ClubScope) {
    match scope {
        ClubScope::All => {}
        ClubScope::Region(region_id) => {
            builder.push(" and c.region_id = ").push_bind(region_id);
        }
        ClubScope::Department(department_id) => {
            builder
                .push(" and exists (select 1 from club_department cd where cd.club_id = c.club_id and cd.department_id = ")
                .push_bind(department_id)
                .push(")");
        }
        ClubScope::Club(club_id) => {
            builder.push(" and c.club_id = ").push_bind(club_id);
        }
    }
}

fn push_conditions(builder: &mut QueryBuilder<Postgres>, scope: ClubScope, filter: &ClubFilter) {
    builder.push(" where true");
    push_club_scope(builder, scope);
    if let Some(search) = &filter.search {
        for word in search.split_whitespace().take(5) {
            builder
                .push(" and c.search_name like (select '%' || fold_text(")
                .push_bind(escape_like(word))
                .push(") || '%')");
        }
    }
    if let Some(region_id) = filter.region_id {
        builder.push(" and c.region_id = ").push_bind(region_id);
    }
    if let Some(department_id) = filter.department_id {
        builder
            .push(" and exists (select 1 from club_department cd where cd.club_id = c.club_id and cd.department_id = ")
            .push_bind(department_id)
            .push(")");
    }
    if let Some(state) = &filter.state {
        builder.push(" and c.state = ").push_bind(*state);
    }
}

/// The select of clubs in `scope` matching `filter`, sorted (by name when no sort is given);
/// with `page` as (limit, offset).
fn select_clubs(
    scope: ClubScope,
    filter: &ClubFilter,
    sort: &[ClubSort],
    page: Option<(i64, i64)>,
) -> QueryBuilder<Postgres> {
    let mut builder = QueryBuilder::new("select ");
    builder
        .push(CLUB_COLUMNS)
        .push(" from club c join region r on r.region_id = c.region_id");
    push_conditions(&mut builder, scope, filter);
    builder.push(" order by ");
    for key in sort {
        builder
            .push(key.field.sql())
            .push(if key.descending { " desc, " } else { " asc, " });
    }
    builder.push("czech_sort_key(c.name), c.club_id");
    if let Some((limit, offset)) = page {
        builder
            .push(" limit ")
            .push_bind(limit)
            .push(" offset ")
            .push_bind(offset);
    }
    builder
}

/// A page of clubs and how many match in all.
pub async fn list_clubs(
    pool: &PgPool,
    scope: ClubScope,
    filter: &ClubFilter,
    sort: &[ClubSort],
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<ClubRow>, i64)> {
    let mut count = QueryBuilder::new("select count(*) from club c");
    push_conditions(&mut count, scope, filter);
    let total: i64 = count.build_query_scalar().fetch_one(pool).await?;
    let mut select = select_clubs(scope, filter, sort, Some((limit, offset)));
    let rows = select.build_query_as::<ClubRow>().fetch_all(pool).await?;
    Ok((rows, total))
}

/// Every club in `scope` matching `filter`, by name (exports: a federation has hundreds of
/// clubs, not more).
pub async fn list_all_clubs(
    pool: &PgPool,
    scope: ClubScope,
    filter: &ClubFilter,
) -> DbResult<Vec<ClubRow>> {
    let mut select = select_clubs(scope, filter, &[], None);
    Ok(select.build_query_as::<ClubRow>().fetch_all(pool).await?)
}

/// One club.
/// The region most clubs seated in `municipality` (compared without case) are in, if any.
pub async fn region_of_municipality(
    executor: impl PgExecutor<'_>,
    municipality: &str,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select region_id from club where lower(municipality) = lower($1) \
         group by region_id order by count(*) desc, region_id limit 1",
    )
    .bind(municipality)
    .fetch_optional(executor)
    .await?)
}

pub async fn find_club(executor: impl PgExecutor<'_>, club_id: i64) -> DbResult<Option<ClubRow>> {
    let mut builder = QueryBuilder::new("select ");
    builder
        .push(CLUB_COLUMNS)
        .push(" from club c join region r on r.region_id = c.region_id where c.club_id = ")
        .push_bind(club_id);
    builder
        .build_query_as::<ClubRow>()
        .fetch_optional(executor)
        .await
        .map_err(DbError::from)
}

/// What a club record is written from.
#[derive(Debug, Clone, Serialize)]
pub struct ClubValues {
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalForm,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub bank_account: Option<String>,
    pub state: ClubState,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub department_ids: Vec<i64>,
}

pub async fn insert_club(
    connection: &mut sqlx::PgConnection,
    values: &ClubValues,
) -> DbResult<i64> {
    let club_id = sqlx::query_scalar!(
        r#"insert into club (code, name, short_name, ico, legal_form, street, municipality,
               postcode, region_id, email, phone, web, bank_account, state, founded_on, ended_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           returning club_id"#,
        values.code,
        values.name,
        values.short_name,
        values.ico,
        values.legal_form as _,
        values.street,
        values.municipality,
        values.postcode,
        values.region_id,
        values.email,
        values.phone,
        values.web,
        values.bank_account,
        values.state as _,
        values.founded_on,
        values.ended_on
    )
    .fetch_one(&mut *connection)
    .await?;
    replace_club_departments(connection, club_id, &values.department_ids).await?;
    Ok(club_id)
}

/// Changes a club; `None` when it does not exist.
pub async fn update_club(
    connection: &mut sqlx::PgConnection,
    club_id: i64,
    values: &ClubValues,
) -> DbResult<Option<i64>> {
    let updated = sqlx::query_scalar!(
        r#"update club set code = $2, name = $3, short_name = $4, ico = $5, legal_form = $6,
               street = $7, municipality = $8, postcode = $9, region_id = $10, email = $11,
               phone = $12, web = $13, bank_account = $14, state = $15, founded_on = $16,
               ended_on = $17, updated_at = now()
           where club_id = $1 returning club_id"#,
        club_id,
        values.code,
        values.name,
        values.short_name,
        values.ico,
        values.legal_form as _,
        values.street,
        values.municipality,
        values.postcode,
        values.region_id,
        values.email,
        values.phone,
        values.web,
        values.bank_account,
        values.state as _,
        values.founded_on,
        values.ended_on
    )
    .fetch_optional(&mut *connection)
    .await?;
    if updated.is_some() {
        replace_club_departments(connection, club_id, &values.department_ids).await?;
    }
    Ok(updated)
}

/// Sets the departments a club is active in to exactly `department_ids`.
async fn replace_club_departments(
    connection: &mut sqlx::PgConnection,
    club_id: i64,
    department_ids: &[i64],
) -> DbResult<()> {
    sqlx::query!(
        "delete from club_department where club_id = $1 and department_id <> all($2::bigint[])",
        club_id,
        department_ids
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        r#"insert into club_department (club_id, department_id)
           select $1, unnest($2::bigint[]) on conflict do nothing"#,
        club_id,
        department_ids
    )
    .execute(&mut *connection)
    .await?;
    Ok(())
}

/// A contact person of a club.
// The chairman, the secretary… `stopa_app::club_contact` empties the e-mail and the phone
// for those who may not see them.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ClubContact"))]
pub struct ClubContactRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub club_contact_id: i64,
    pub club_id: i64,
    #[cfg_attr(
        feature = "graphql",
        graphql(derived(owned, name = "role_label", into = "String", with = "label_of"))
    )]
    pub role: ContactRole,
    /// The member of the register the contact is, if any.
    pub member_id: Option<i64>,
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ClubContactValues {
    pub role: ContactRole,
    pub member_id: Option<i64>,
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

/// The contacts of a club, chairman first.
pub async fn list_club_contacts(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<ClubContactRow>> {
    sqlx::query_as!(
        ClubContactRow,
        r#"select club_contact_id, club_id, role as "role: ContactRole", member_id, full_name,
                  email, phone
           from club_contact where club_id = $1
           order by role = 'SECRETARY', club_contact_id"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_club_contact(
    executor: impl PgExecutor<'_>,
    contact_id: i64,
) -> DbResult<Option<ClubContactRow>> {
    sqlx::query_as!(
        ClubContactRow,
        r#"select club_contact_id, club_id, role as "role: ContactRole", member_id, full_name,
                  email, phone
           from club_contact where club_contact_id = $1"#,
        contact_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

pub async fn insert_club_contact(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    values: &ClubContactValues,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into club_contact (club_id, role, member_id, full_name, email, phone)
           values ($1, $2, $3, $4, $5, $6) returning club_contact_id"#,
        club_id,
        values.role as _,
        values.member_id,
        values.full_name,
        values.email,
        values.phone
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

pub async fn update_club_contact(
    executor: impl PgExecutor<'_>,
    contact_id: i64,
    values: &ClubContactValues,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"update club_contact set role = $2, member_id = $3, full_name = $4, email = $5,
               phone = $6, updated_at = now()
           where club_contact_id = $1 returning club_contact_id"#,
        contact_id,
        values.role as _,
        values.member_id,
        values.full_name,
        values.email,
        values.phone
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

pub async fn delete_club_contact(
    executor: impl PgExecutor<'_>,
    contact_id: i64,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        "delete from club_contact where club_contact_id = $1 returning club_contact_id",
        contact_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The full name of a current member of the club, if the member is one.
pub async fn find_club_member_name(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    member_id: i64,
) -> DbResult<Option<String>> {
    sqlx::query_scalar!(
        r#"select m.first_name || ' ' || m.last_name as "name!"
           from member m join membership ms on ms.member_id = m.member_id
           where m.member_id = $2 and ms.club_id = $1 and ms.valid_to is null and not m.archived"#,
        club_id,
        member_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// A member as public club pages show it: name and birth year only.
#[derive(Debug, Clone)]
pub struct PublicMemberRow {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
}

/// The current members of a club in Czech order of surnames, at most `limit`.
pub async fn list_public_club_members(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    limit: i64,
) -> DbResult<Vec<PublicMemberRow>> {
    sqlx::query_as!(
        PublicMemberRow,
        r#"select m.member_id, m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!"
           from member m join membership ms on ms.member_id = m.member_id
           where ms.club_id = $1 and ms.valid_to is null and not m.archived
           order by m.last_name_sort, m.first_name_sort, m.member_id
           limit $2"#,
        club_id,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Current members of a club by age group and sex.
#[derive(Debug, Clone)]
pub struct AgeGroupCountRow {
    /// `YOUTH`, `TEENAGERS`, `JUNIORS` or `ADULTS`.
    pub age_group: String,
    pub male: i64,
    pub female: i64,
}

/// Counts the club's current members by age group (age = this year minus the birth year, as
/// ski categories count it): Youth up to 11, Teenagers 12–15, Juniors 16–20, Adults 21 and up.
pub async fn count_club_members_by_age_group(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Vec<AgeGroupCountRow>> {
    sqlx::query_as!(
        AgeGroupCountRow,
        r#"select case when age <= 11 then 'YOUTH'
                       when age <= 15 then 'TEENAGERS'
                       when age <= 20 then 'JUNIORS'
                       else 'ADULTS' end as "age_group!",
                  count(*) filter (where sex = 'MALE') as "male!",
                  count(*) filter (where sex = 'FEMALE') as "female!"
           from (select m.sex,
                        extract(year from current_date)::int
                            - extract(year from m.birth_date)::int as age
                 from member m join membership ms on ms.member_id = m.member_id
                 where ms.club_id = $1 and ms.valid_to is null and not m.archived) members
           group by 1"#,
        club_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
