//! What a list is asked and answers: the filters, the sort orders and their key columns, keyset
//! positions, the page and the count.

use chrono::NaiveDate;
use stopa_domain::member::{MemberRoleKind, Sex};
use stopa_domain::policy::MemberScope;

/// Counting stops here: a list of more matches says "more than 10,000".
pub const COUNT_CAP: i64 = 10_000;

/// Filters of the members list.
#[derive(Debug, Clone, Default)]
pub struct MemberFilter {
    /// Words matched against the name without regard to case or diacritics.
    pub search: Option<String>,
    /// The member of this registration number (exactly).
    pub registration_number: Option<i32>,
    /// Only these members (the rows selected in the grid), within the rest of the filter.
    pub member_ids: Option<Vec<i64>>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<Sex>,
    pub birth_year: Option<i32>,
    /// Members born in these years (both included): an age group, as the caller reckons it.
    pub birth_years: Option<(i32, i32)>,
    /// Members holding a role today (valid from on or before today, not ended before it): of
    /// this kind, in this department, or both.
    pub role: Option<RoleCondition>,
    /// Members who paid the fee of this evidence season (`true`), or who did not (`false`).
    pub paid_season: Option<(i64, bool)>,
    /// List archived members instead of the others (Admin only, decided by the caller).
    pub archived: bool,
}

/// A role a listed member must hold on `today`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleCondition {
    pub kind: Option<MemberRoleKind>,
    pub department_id: Option<i64>,
    pub today: NaiveDate,
}

impl MemberFilter {
    /// Whether the filter asks for more than a name search (and the archive or not): only
    /// such a list may be read and counted from the name and register indexes, which know
    /// nothing of the rest.
    pub fn narrows_beyond_name(&self) -> bool {
        let Self {
            search: _,
            archived: _,
            registration_number,
            member_ids,
            club_id,
            region_id,
            sex,
            birth_year,
            birth_years,
            role,
            paid_season,
        } = self;
        registration_number.is_some()
            || member_ids.is_some()
            || club_id.is_some()
            || region_id.is_some()
            || sex.is_some()
            || birth_year.is_some()
            || birth_years.is_some()
            || role.is_some()
            || paid_season.is_some()
    }
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

/// The type of a sort key's values (and of a keyset position's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    Text,
    Int,
    Date,
}

/// One column of a sort order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct KeyColumn {
    pub(super) sql: &'static str,
    pub(super) kind: KeyKind,
}

pub(super) const LAST_NAME: KeyColumn = KeyColumn {
    sql: "m.last_name_sort",
    kind: KeyKind::Text,
};
pub(super) const FIRST_NAME: KeyColumn = KeyColumn {
    sql: "m.first_name_sort",
    kind: KeyKind::Text,
};
const REGISTRATION_NUMBER: KeyColumn = KeyColumn {
    sql: "m.registration_number",
    kind: KeyKind::Int,
};
const BIRTH_DATE: KeyColumn = KeyColumn {
    sql: "m.birth_date",
    kind: KeyKind::Date,
};
const CLUB_NAME: KeyColumn = KeyColumn {
    sql: "m.club_name_sort",
    kind: KeyKind::Text,
};

impl MemberSortField {
    /// The columns that order by the field. Names sort by `czech_sort_key` columns (Czech
    /// alphabetical order in plain byte order), and a name orders by the other name next, as
    /// a list of people is read; a club orders its members by name.
    pub(super) fn columns(self) -> &'static [KeyColumn] {
        match self {
            Self::LastName => &[LAST_NAME, FIRST_NAME],
            Self::FirstName => &[FIRST_NAME, LAST_NAME],
            Self::RegistrationNumber => &[REGISTRATION_NUMBER],
            Self::BirthDate => &[BIRTH_DATE],
            Self::ClubName => &[CLUB_NAME, LAST_NAME, FIRST_NAME],
        }
    }
}

/// One sort key.
#[derive(Debug, Clone, Copy)]
pub struct MemberSort {
    pub field: MemberSortField,
    pub descending: bool,
}

/// One column of the resolved order.
#[derive(Debug, Clone, Copy)]
pub(super) struct OrderColumn {
    pub(super) column: KeyColumn,
    pub(super) descending: bool,
}

/// The full order of a sort request: the columns of every field (each column once, where it
/// first appears), then the member id in the direction of the first. Without a request the
/// list sorts by last name. Every column is non-null, so an all-ascending or all-descending
/// order is one index read forwards or backwards.
pub(super) fn resolve_order(sort: &[MemberSort]) -> (Vec<OrderColumn>, bool) {
    let default = [MemberSort {
        field: MemberSortField::LastName,
        descending: false,
    }];
    let sort = if sort.is_empty() { &default[..] } else { sort };
    let mut order: Vec<OrderColumn> = Vec::new();
    for key in sort {
        for column in key.field.columns() {
            if !order.iter().any(|known| known.column == *column) {
                order.push(OrderColumn {
                    column: *column,
                    descending: key.descending,
                });
            }
        }
    }
    let id_descending = order.first().is_some_and(|first| first.descending);
    (order, id_descending)
}

/// The kinds of the values of a keyset position for `sort` (the member id not included).
pub fn key_kinds(sort: &[MemberSort]) -> Vec<KeyKind> {
    resolve_order(sort)
        .0
        .iter()
        .map(|column| column.column.kind)
        .collect()
}

/// A value of a sort key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyValue {
    Text(String),
    Int(i32),
    Date(NaiveDate),
}

impl KeyValue {
    pub fn kind(&self) -> KeyKind {
        match self {
            Self::Text(_) => KeyKind::Text,
            Self::Int(_) => KeyKind::Int,
            Self::Date(_) => KeyKind::Date,
        }
    }
}

/// Where a row stands in a sort order: its sort key values (as [`key_kinds`]) and its id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekKey {
    pub values: Vec<KeyValue>,
    pub member_id: i64,
}

/// Where a page starts.
#[derive(Debug, Clone)]
pub enum PagePosition {
    /// After this many rows.
    Offset(i64),
    /// Right after the row with this key. The caller checks the key's kinds against
    /// [`key_kinds`]; a key of other kinds is refused as a programming error.
    After(SeekKey),
}

/// A page request of the members list.
#[derive(Debug, Clone)]
pub struct MemberListQuery {
    pub scope: MemberScope,
    pub filter: MemberFilter,
    pub sort: Vec<MemberSort>,
    pub limit: i64,
    pub position: PagePosition,
}

/// A row of the members list, with the member's current club.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MemberListRow {
    pub member_id: i64,
    pub uuid: uuid::Uuid,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_short_name: Option<String>,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub member_since: Option<NaiveDate>,
}

/// One page of the members list.
#[derive(Debug, Clone)]
pub struct MemberListPage {
    pub rows: Vec<MemberListRow>,
    /// The key of the last row when more rows follow it (the next page's position).
    pub next: Option<SeekKey>,
    /// The number of matches when the page counted them on its way (a selective name search
    /// read from a page number), else `None`.
    pub count: Option<MemberCount>,
}

/// A name search with at most this many matches is read whole from the trigram index and
/// sorted; with more, the sort index is walked (the matches are then dense in it).
pub const SEARCH_SORT_CAP: i64 = 20_000;

/// Whether a page of `filter` starts from the name search's trigram index: when a word has
/// three letters at least (shorter ones have no trigram to look up). Such a page also counts
/// the matches, so that a count alongside it costs nothing more.
pub fn starts_from_search(filter: &MemberFilter) -> bool {
    filter.search.as_deref().is_some_and(|search| {
        search
            .split_whitespace()
            .take(5)
            .any(|word| word.chars().count() >= 3)
    })
}

/// The number of members matching a filter.
// Counted up to [`COUNT_CAP`]: `count` is the exact number, or the cap when there are more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "MemberCountResult"))]
pub struct MemberCount {
    /// Counted up to 10 000.
    pub count: i64,
    /// More than 10 000 members match.
    pub capped: bool,
}
