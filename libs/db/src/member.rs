//! Members: the scoped, filtered, sorted and paged list behind the members grid and the
//! members exports.

use chrono::NaiveDate;
use sqlx::{PgPool, Postgres, QueryBuilder};
use stopa_domain::policy::MemberScope;

/// Filters of the members list.
#[derive(Debug, Clone, Default)]
pub struct MemberFilter {
    /// Words matched against the name without regard to case or diacritics.
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    /// `MALE` or `FEMALE`.
    pub sex: Option<String>,
    pub birth_year: Option<i32>,
}

/// Columns the list can be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberSortField {
    LastName,
    FirstName,
    RegistrationNumber,
    BirthDate,
    ClubName,
}

impl MemberSortField {
    fn sql(self) -> &'static str {
        match self {
            Self::LastName => "m.last_name collate \"cs-x-icu\"",
            Self::FirstName => "m.first_name collate \"cs-x-icu\"",
            Self::RegistrationNumber => "m.registration_number",
            Self::BirthDate => "m.birth_date",
            Self::ClubName => "c.name collate \"cs-x-icu\"",
        }
    }
}

/// One sort key.
#[derive(Debug, Clone, Copy)]
pub struct MemberSort {
    pub field: MemberSortField,
    pub descending: bool,
}

/// A page request of the members list.
#[derive(Debug, Clone)]
pub struct MemberListQuery {
    pub scope: MemberScope,
    pub filter: MemberFilter,
    pub sort: Vec<MemberSort>,
    pub limit: i64,
    pub offset: i64,
}

/// A row of the members list, with the member's current club.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MemberListRow {
    pub member_id: i64,
    pub uuid: uuid::Uuid,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: String,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_short_name: Option<String>,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub member_since: Option<NaiveDate>,
}

const SELECT_COLUMNS: &str = "select m.member_id, m.uuid, m.registration_number, m.first_name, \
     m.last_name, m.sex, m.birth_date, m.birth_number, c.club_id, c.name as club_name, \
     c.short_name as club_short_name, r.region_id, r.name as region_name, \
     ms.valid_from as member_since ";

/// Escapes LIKE wildcards so that a search for "50%" means the text.
fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// Appends `from ... where ...` for a scope and filter.
fn push_from_where(
    builder: &mut QueryBuilder<Postgres>,
    scope: MemberScope,
    filter: &MemberFilter,
) {
    builder.push(
        "from member m \
         left join membership ms on ms.member_id = m.member_id and ms.valid_to is null \
         left join club c on c.club_id = ms.club_id \
         left join region r on r.region_id = c.region_id \
         where not m.archived",
    );
    match scope {
        MemberScope::All => {}
        MemberScope::Club(club_id) => {
            builder.push(" and ms.club_id = ").push_bind(club_id);
        }
        MemberScope::Region(region_id) => {
            builder.push(" and c.region_id = ").push_bind(region_id);
        }
        MemberScope::Department(department_id) => {
            builder
                .push(
                    " and exists (select 1 from club_department cd \
                     where cd.club_id = ms.club_id and cd.department_id = ",
                )
                .push_bind(department_id)
                .push(")");
        }
    }
    if let Some(search) = &filter.search {
        for word in search.split_whitespace().take(5) {
            builder
                .push(" and m.search_name like '%' || fold_text(")
                .push_bind(escape_like(word))
                .push(") || '%'");
        }
    }
    if let Some(club_id) = filter.club_id {
        builder.push(" and ms.club_id = ").push_bind(club_id);
    }
    if let Some(region_id) = filter.region_id {
        builder.push(" and c.region_id = ").push_bind(region_id);
    }
    if let Some(sex) = &filter.sex {
        builder.push(" and m.sex = ").push_bind(sex.clone());
    }
    if let Some(year) = filter.birth_year {
        builder
            .push(" and m.birth_date >= make_date(")
            .push_bind(year)
            .push(", 1, 1) and m.birth_date < make_date(")
            .push_bind(year)
            .push(" + 1, 1, 1)");
    }
}

fn push_order_by(builder: &mut QueryBuilder<Postgres>, sort: &[MemberSort]) {
    builder.push(" order by ");
    let default = [
        MemberSort {
            field: MemberSortField::LastName,
            descending: false,
        },
        MemberSort {
            field: MemberSortField::FirstName,
            descending: false,
        },
    ];
    let keys = if sort.is_empty() { &default[..] } else { sort };
    for key in keys {
        builder.push(key.field.sql());
        builder.push(if key.descending {
            " desc nulls last, "
        } else {
            " asc nulls last, "
        });
    }
    builder.push("m.member_id");
}

/// One page of the members list and the number of all matching members.
pub async fn list_members(
    pool: &PgPool,
    query: &MemberListQuery,
) -> Result<(Vec<MemberListRow>, i64), sqlx::Error> {
    let mut page = QueryBuilder::new(SELECT_COLUMNS);
    push_from_where(&mut page, query.scope, &query.filter);
    push_order_by(&mut page, &query.sort);
    page.push(" limit ")
        .push_bind(query.limit)
        .push(" offset ")
        .push_bind(query.offset);

    let mut count = QueryBuilder::new("select count(*) ");
    push_from_where(&mut count, query.scope, &query.filter);

    let (rows, total) = futures::try_join!(
        page.build_query_as::<MemberListRow>().fetch_all(pool),
        count.build_query_scalar::<i64>().fetch_one(pool),
    )?;
    Ok((rows, total))
}

/// The query of every member of a scope and filter in sort order, for exports: the caller
/// runs it with `build_query_as::<MemberListRow>().fetch(..)` and streams the rows, so the
/// whole result is never held in memory.
pub fn select_members(
    scope: MemberScope,
    filter: &MemberFilter,
    sort: &[MemberSort],
) -> QueryBuilder<Postgres> {
    let mut builder = QueryBuilder::new(SELECT_COLUMNS);
    push_from_where(&mut builder, scope, filter);
    push_order_by(&mut builder, sort);
    builder
}
