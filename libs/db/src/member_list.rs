//! The members list behind the members grid, the public members list and the members exports:
//! scope and filters, sort orders walked from indexes, keyset positions and capped counts.
//!
//! Its cost must not grow with the register, which keeps everyone who ever was a member:
//!
//! * Every sort order the grid offers has an index over the members that are not archived
//!   (migration `20261125000001_members_grid_indexes`), ending with the member id and
//!   including the filtered columns, so a page is the next `limit` entries of one index, read
//!   from the index alone.
//! * From a keyset position ([`PagePosition::After`]: the sort key of the last row of the
//!   previous page) a page costs the same at any depth. From an offset (a page number without
//!   a position: a link or a jump) the index is walked from its start — except for the whole
//!   register in a name order from [`BUCKET_MIN_OFFSET`] on: `member_sort_bucket` counts the
//!   members by the first three characters of each name key (kept exact by triggers), so the
//!   page seeks to the bucket holding its first row and walks only inside it (page 3,000 of
//!   200,000 members: ≈ 3 ms instead of ≈ 25 ms).
//! * Matches are counted only when asked for ([`count_members`]) and only up to
//!   [`COUNT_CAP`]: beyond it the list says "more than 10,000", as counting further would cost
//!   more than the page. The whole register is counted from the buckets.
//! * A name search with a word of three letters or more starts from its trigram index: its
//!   matches (up to [`SEARCH_SORT_CAP`]) are read, sorted and counted in one statement, since
//!   walking the sort index would touch every member sorted before them (A to N for
//!   "Novák"). With more matches, or words too short for trigrams, the sort index is walked.
//! * Except for the case the trigram index serves worst, and the grid meets first (a clerk has
//!   typed three letters): one word of three letters over the whole register (or the archive),
//!   sorted by name. Its matches are the rows of `member_name_part` (migration
//!   `20261125000003_member_name_parts`: every suffix of every word of the folded names, with
//!   the name sort keys) of one trigram, in name order in an index: the page is read from the
//!   index alone, the total from `member_trigram_count` or the same index
//!   ([`name_parts_word`]). "nov" over 200,000 members has 12,867 matches; the trigram index
//!   fetches all of them from the member table, the name parts read 51 index entries. A longer
//!   word keeps the trigram index: under a common trigram ("ova": 81,000 entries) a rare word
//!   ("ovaz") would have to filter the whole trigram's entries.
//! * Statements are sent unprepared, so PostgreSQL plans each with its values (the search
//!   words' selectivity, the birth-year range).
//!
//! Every statement can also be printed with its values as literals ([`Statement::literal_sql`]):
//! `stopa-admin grid-sql` prints the grid's statements so that `ops/bench` measures the api
//! against exactly the SQL it sends.

use chrono::NaiveDate;
use futures::TryStreamExt as _;
use sqlx::postgres::PgRow;
use sqlx::{FromRow as _, PgPool, Postgres, QueryBuilder, Row as _};
use stopa_domain::member::Sex;
use stopa_domain::policy::MemberScope;

use crate::DbResult;

/// Counting stops here: a list of more matches says "more than 10,000".
pub const COUNT_CAP: i64 = 10_000;

/// Filters of the members list.
#[derive(Debug, Clone, Default)]
pub struct MemberFilter {
    /// Words matched against the name without regard to case or diacritics.
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<Sex>,
    pub birth_year: Option<i32>,
    /// List archived members instead of the others (Admin only, decided by the caller).
    pub archived: bool,
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
struct KeyColumn {
    sql: &'static str,
    kind: KeyKind,
}

const LAST_NAME: KeyColumn = KeyColumn {
    sql: "m.last_name_sort",
    kind: KeyKind::Text,
};
const FIRST_NAME: KeyColumn = KeyColumn {
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
    fn columns(self) -> &'static [KeyColumn] {
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
struct OrderColumn {
    column: KeyColumn,
    descending: bool,
}

/// The full order of a sort request: the columns of every field (each column once, where it
/// first appears), then the member id in the direction of the first. Without a request the
/// list sorts by last name. Every column is non-null, so an all-ascending or all-descending
/// order is one index read forwards or backwards.
fn resolve_order(sort: &[MemberSort]) -> (Vec<OrderColumn>, bool) {
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

/// The number of matches, counted up to [`COUNT_CAP`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberCount {
    /// The exact number, or [`COUNT_CAP`] when there are more.
    pub count: i64,
    /// More than [`COUNT_CAP`] members match.
    pub capped: bool,
}

/// Columns of a list row, from `m` (member), `ms` (open membership), `c` (club), `r` (region).
const DETAIL_COLUMNS: &str = "m.member_id, m.uuid, m.registration_number, m.first_name, \
     m.last_name, m.sex, m.birth_date, m.birth_number, c.club_id, c.name as club_name, \
     c.short_name as club_short_name, r.region_id, r.name as region_name, \
     ms.valid_from as member_since";

/// Joins of the current club and region to `m`.
const DETAIL_JOINS: &str = " left join membership ms on ms.member_id = m.member_id and ms.valid_to is null \
     left join club c on c.club_id = ms.club_id \
     left join region r on r.region_id = c.region_id";

/// A value bound into a [`Statement`].
#[derive(Debug, Clone)]
enum Bound {
    Text(String),
    BigInt(i64),
    Int(i32),
    Date(NaiveDate),
    Sex(Sex),
}

/// A statement built once, then either run with its values bound or printed with them as
/// literals (the same text PostgreSQL plans when it plans the bound statement with its
/// values).
pub struct Statement {
    builder: QueryBuilder<Postgres>,
    literal: String,
}

impl Statement {
    pub(crate) fn new(sql: &str) -> Self {
        Self {
            builder: QueryBuilder::new(sql),
            literal: sql.to_owned(),
        }
    }

    pub(crate) fn push(&mut self, sql: &str) -> &mut Self {
        self.builder.push(sql);
        self.literal.push_str(sql);
        self
    }

    fn bind(&mut self, value: Bound) -> &mut Self {
        match value {
            Bound::Text(text) => {
                self.literal.push('\'');
                self.literal.push_str(&text.replace('\'', "''"));
                self.literal.push('\'');
                self.builder.push_bind(text);
            }
            Bound::BigInt(number) => {
                self.literal.push_str(&number.to_string());
                self.builder.push_bind(number);
            }
            Bound::Int(number) => {
                self.literal.push_str(&number.to_string());
                self.builder.push_bind(number);
            }
            Bound::Date(date) => {
                self.literal.push('\'');
                self.literal.push_str(&date.to_string());
                self.literal.push_str("'::date");
                self.builder.push_bind(date);
            }
            Bound::Sex(sex) => {
                self.literal.push('\'');
                self.literal.push_str(sex.as_str());
                self.literal.push('\'');
                self.builder.push_bind(sex);
            }
        }
        self
    }

    /// The statement with its values written in as literals (for pgbench and EXPLAIN).
    pub fn literal_sql(&self) -> &str {
        &self.literal
    }

    /// The statement with `$n` placeholders, as it is sent.
    pub fn sql(&self) -> String {
        self.builder.sql().as_str().to_owned()
    }

    /// The builder, to run the statement as a prepared one.
    pub(crate) fn into_builder(self) -> QueryBuilder<Postgres> {
        self.builder
    }

    /// The query to run: unprepared, so that it is planned with its values.
    fn query(&mut self) -> sqlx::query::Query<'_, Postgres, sqlx::postgres::PgArguments> {
        self.builder.build().persistent(false)
    }
}

/// Escapes LIKE wildcards so that a search for "50%" means the text.
fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// Appends the conditions of a scope and filter (after `where`), referring to `m` only (the
/// club conditions are `exists` subqueries), so the member table and its indexes drive the
/// query.
pub(crate) fn push_conditions(
    statement: &mut Statement,
    scope: MemberScope,
    filter: &MemberFilter,
) {
    statement.push(if filter.archived {
        " m.archived"
    } else {
        " not m.archived"
    });
    let open_membership = " and exists (select 1 from membership ms \
         join club c on c.club_id = ms.club_id \
         where ms.member_id = m.member_id and ms.valid_to is null and ";
    match scope {
        MemberScope::All => {}
        MemberScope::Club(club_id) => {
            statement
                .push(open_membership)
                .push("ms.club_id = ")
                .bind(Bound::BigInt(club_id))
                .push(")");
        }
        MemberScope::Region(region_id) => {
            statement
                .push(open_membership)
                .push("c.region_id = ")
                .bind(Bound::BigInt(region_id))
                .push(")");
        }
        MemberScope::Department(department_id) => {
            statement
                .push(open_membership)
                .push(
                    "exists (select 1 from club_department cd where cd.club_id = c.club_id \
                     and cd.department_id = ",
                )
                .bind(Bound::BigInt(department_id))
                .push("))");
        }
    }
    if let Some(search) = &filter.search {
        for word in search.split_whitespace().take(5) {
            // Planned with its value, `fold_text` of the word is folded once at planning
            // time and the trigram index sees the pattern.
            statement
                .push(" and m.search_name like '%' || fold_text(")
                .bind(Bound::Text(escape_like(word)))
                .push(") || '%'");
        }
    }
    if let Some(club_id) = filter.club_id {
        statement
            .push(open_membership)
            .push("ms.club_id = ")
            .bind(Bound::BigInt(club_id))
            .push(")");
    }
    if let Some(region_id) = filter.region_id {
        statement
            .push(open_membership)
            .push("c.region_id = ")
            .bind(Bound::BigInt(region_id))
            .push(")");
    }
    if let Some(sex) = filter.sex {
        statement.push(" and m.sex = ").bind(Bound::Sex(sex));
    }
    if let Some(year) = filter.birth_year {
        // A date range, so the birth-date index serves it.
        let (from, to) = year_range(year);
        statement
            .push(" and m.birth_date >= ")
            .bind(Bound::Date(from))
            .push(" and m.birth_date < ")
            .bind(Bound::Date(to));
    }
}

/// The first day of `year` and of the year after; years outside chrono's range are clamped
/// (the caller checks the year, this only keeps the function total).
fn year_range(year: i32) -> (NaiveDate, NaiveDate) {
    let first = |year: i32| {
        NaiveDate::from_ymd_opt(year, 1, 1).unwrap_or(if year < 0 {
            NaiveDate::MIN
        } else {
            NaiveDate::MAX
        })
    };
    (first(year), first(year.saturating_add(1)))
}

/// `order by` of the order; `prefix` names the key columns `k0, k1, ...` of a subquery
/// instead.
fn push_order_by(
    statement: &mut Statement,
    order: &[OrderColumn],
    id_descending: bool,
    prefix: Option<&str>,
) {
    statement.push(" order by ");
    for (index, key) in order.iter().enumerate() {
        match prefix {
            Some(prefix) => statement.push(&format!("{prefix}.k{index}")),
            None => statement.push(key.column.sql),
        };
        statement.push(if key.descending { " desc, " } else { ", " });
    }
    statement.push(&match prefix {
        Some(prefix) => format!("{prefix}.member_id"),
        None => "m.member_id".to_owned(),
    });
    if id_descending {
        statement.push(" desc");
    }
}

/// `and` the rows after `key` in the order. With one direction throughout this is one row
/// comparison, which an index in that order seeks to; with mixed directions it is spelled out
/// column by column.
fn push_seek(statement: &mut Statement, order: &[OrderColumn], id_descending: bool, key: &SeekKey) {
    let bound = |value: &KeyValue| match value {
        KeyValue::Text(text) => Bound::Text(text.clone()),
        KeyValue::Int(number) => Bound::Int(*number),
        KeyValue::Date(date) => Bound::Date(*date),
    };
    let uniform = order
        .iter()
        .all(|column| column.descending == id_descending);
    if uniform {
        statement.push(" and (");
        for column in order {
            statement.push(column.column.sql).push(", ");
        }
        statement
            .push("m.member_id) ")
            .push(if id_descending { "<" } else { ">" })
            .push(" (");
        for value in &key.values {
            statement.bind(bound(value)).push(", ");
        }
        statement.bind(Bound::BigInt(key.member_id)).push(")");
        return;
    }
    statement.push(" and (");
    for index in 0..=order.len() {
        if index > 0 {
            statement.push(" or ");
        }
        statement.push("(");
        for (column, value) in order.iter().zip(&key.values).take(index) {
            statement
                .push(column.column.sql)
                .push(" = ")
                .bind(bound(value))
                .push(" and ");
        }
        match order.get(index) {
            Some(column) => {
                statement
                    .push(column.column.sql)
                    .push(if column.descending { " < " } else { " > " })
                    .bind(bound(&key.values[index]));
            }
            None => {
                statement
                    .push("m.member_id")
                    .push(if id_descending { " < " } else { " > " })
                    .bind(Bound::BigInt(key.member_id));
            }
        }
        statement.push(")");
    }
    statement.push(")");
}

/// The one search word of a list that `member_name_part` answers: the whole register (or the
/// whole archive) with no filter but a search of one word of three letters or digits (a
/// trigram's entries are then the matches themselves; no wildcard, no combining accent that
/// folding would drop).
pub fn name_parts_word(scope: MemberScope, filter: &MemberFilter) -> Option<&str> {
    if scope != MemberScope::All
        || filter.club_id.is_some()
        || filter.region_id.is_some()
        || filter.sex.is_some()
        || filter.birth_year.is_some()
    {
        return None;
    }
    let mut words = filter.search.as_deref()?.split_whitespace();
    let word = words.next()?;
    let single = words.next().is_none();
    (single && word.chars().count() == 3 && word.chars().all(char::is_alphanumeric)).then_some(word)
}

/// The search word when a page is read from `member_name_part`: [`name_parts_word`] in an
/// order its indexes hold. The one routing rule of [`page_statement`] and [`list_members`].
fn name_parts_page_word(query: &MemberListQuery) -> Option<&str> {
    let (order, id_descending) = resolve_order(&query.sort);
    name_parts_word(query.scope, &query.filter).filter(|_| name_parts_order(&order, id_descending))
}

/// Whether `member_name_part`'s indexes hold an order: by last name then first name, or the
/// other way round, every column (the member id too) in one direction.
fn name_parts_order(order: &[OrderColumn], id_descending: bool) -> bool {
    let columns: Vec<KeyColumn> = order.iter().map(|column| column.column).collect();
    (columns == [LAST_NAME, FIRST_NAME] || columns == [FIRST_NAME, LAST_NAME])
        && order
            .iter()
            .all(|column| column.descending == id_descending)
}

/// Whether a search word folds to three letters or digits, that is to its trigram (ASCII
/// letters only lose their case).
fn three_ascii(word: &str) -> bool {
    word.len() == 3 && word.is_ascii()
}

/// Appends the conditions selecting the rows of `member_name_part` (aliased `m`, whose name
/// key columns and `member_id` are named as the member's) of the members matching `word`.
fn push_name_part_conditions(statement: &mut Statement, archived: bool, word: &str) {
    statement
        .push(if archived {
            " m.archived"
        } else {
            " not m.archived"
        })
        .push(" and m.trigram = left(fold_text(")
        .bind(Bound::Text(word.to_owned()))
        .push("), 3)");
    if !three_ascii(word) {
        statement
            .push(" and starts_with(m.part, fold_text(")
            .bind(Bound::Text(word.to_owned()))
            .push("))");
    }
}

/// Appends the count of the members matching `word` up to [`COUNT_CAP`] + 1, from
/// `member_name_part` in the order of its last-name index (a member whose name holds the word
/// twice has two entries there, side by side, grouped into one).
///
/// A word of three ASCII letters or digits is a trigram itself: its total is stored in
/// `member_trigram_count`.
fn push_name_parts_count(statement: &mut Statement, archived: bool, word: &str) {
    if three_ascii(word) {
        statement
            .push(
                "select least(coalesce((select members from member_trigram_count where archived = ",
            )
            .push(if archived { "true" } else { "false" })
            .push(" and trigram = fold_text(")
            .bind(Bound::Text(word.to_owned()))
            .push(")), 0), ")
            .bind(Bound::BigInt(COUNT_CAP + 1))
            .push(")::bigint");
        return;
    }
    statement.push("select count(*) from (select 1 from member_name_part m where");
    push_name_part_conditions(statement, archived, word);
    statement
        .push(" group by m.last_name_sort, m.first_name_sort, m.member_id limit ")
        .bind(Bound::BigInt(COUNT_CAP + 1))
        .push(") capped");
}

/// The page of a one-word name search in a name order, from `member_name_part`: the page's
/// entries of the word's trigram in the order's index (a member whose name holds the word
/// twice has two, grouped into one), then the details of those rows; with a page number, the
/// matches counted up to [`COUNT_CAP`] + 1 from the same index in column `matched`.
fn name_parts_page_statement(query: &MemberListQuery, word: &str) -> Statement {
    let (order, id_descending) = resolve_order(&query.sort);
    let mut statement = Statement::new("select ");
    statement.push(DETAIL_COLUMNS);
    for index in 0..order.len() {
        statement.push(&format!(", p.k{index}"));
    }
    let offset = match &query.position {
        PagePosition::Offset(offset) => Some(*offset),
        PagePosition::After(_) => None,
    };
    if offset.is_some() {
        statement.push(", (");
        push_name_parts_count(&mut statement, query.filter.archived, word);
        statement.push(") as matched");
    }
    statement.push(" from (select m.member_id");
    for (index, column) in order.iter().enumerate() {
        statement.push(&format!(", {} as k{index}", column.column.sql));
    }
    statement.push(" from member_name_part m where");
    push_name_part_conditions(&mut statement, query.filter.archived, word);
    if let PagePosition::After(key) = &query.position {
        push_seek(&mut statement, &order, id_descending, key);
    }
    statement.push(" group by ");
    for column in &order {
        statement.push(column.column.sql).push(", ");
    }
    statement.push("m.member_id");
    push_order_by(&mut statement, &order, id_descending, None);
    statement
        .push(" limit ")
        .bind(Bound::BigInt(query.limit.saturating_add(1)));
    if let Some(offset) = offset.filter(|offset| *offset > 0) {
        statement.push(" offset ").bind(Bound::BigInt(offset));
    }
    statement.push(") p join member m on m.member_id = p.member_id");
    statement.push(DETAIL_JOINS);
    push_order_by(&mut statement, &order, id_descending, Some("p"));
    statement
}

/// The statement of one page: the page's ids and sort keys from the index in the sort order
/// (`limit + 1` rows, to know whether more follow), then the details of those rows only.
pub fn page_statement(query: &MemberListQuery) -> Statement {
    if let Some(word) = name_parts_page_word(query) {
        return name_parts_page_statement(query, word);
    }
    if starts_from_search(&query.filter) {
        search_page_statement(query)
    } else {
        walk_page_statement(query)
    }
}

/// The page of a selective name search: the matches (up to [`SEARCH_SORT_CAP`] + 1) from the
/// trigram index, sorted, and their number in column `matched` on every row. When `matched`
/// exceeds the cap the page is incomplete and [`walk_page_statement`] must read it instead.
///
/// Walking the sort index and filtering would touch every member sorted before the matches
/// (all of A to N for "Novák"); the matches themselves are few.
pub fn search_page_statement(query: &MemberListQuery) -> Statement {
    let (order, id_descending) = resolve_order(&query.sort);
    let mut statement = Statement::new("with matched as materialized (select m.member_id");
    for (index, column) in order.iter().enumerate() {
        statement.push(&format!(", {} as k{index}", column.column.sql));
    }
    statement.push(" from member m where");
    push_conditions(&mut statement, query.scope, &query.filter);
    let offset = match &query.position {
        PagePosition::Offset(offset) => *offset,
        PagePosition::After(key) => {
            push_seek(&mut statement, &order, id_descending, key);
            0
        }
    };
    statement
        .push(" limit ")
        .bind(Bound::BigInt(SEARCH_SORT_CAP + 1))
        .push(") select ");
    statement.push(DETAIL_COLUMNS);
    for index in 0..order.len() {
        statement.push(&format!(", p.k{index}"));
    }
    statement.push(", (select count(*) from matched) as matched from (select * from matched");
    push_order_by(&mut statement, &order, id_descending, Some("matched"));
    statement
        .push(" limit ")
        .bind(Bound::BigInt(query.limit.saturating_add(1)));
    if offset > 0 {
        statement.push(" offset ").bind(Bound::BigInt(offset));
    }
    statement.push(") p join member m on m.member_id = p.member_id");
    statement.push(DETAIL_JOINS);
    push_order_by(&mut statement, &order, id_descending, Some("p"));
    statement
}

/// From this offset on, a page of the whole register in a name order seeks through
/// `member_sort_bucket` instead of walking the index from its start.
pub const BUCKET_MIN_OFFSET: i64 = 1_000;

/// Whether a list is the whole register that is not archived: no scope, no filter. Its
/// members are counted by `member_sort_bucket` (migration `20261125000002_member_sort_buckets`).
fn whole_register(scope: MemberScope, filter: &MemberFilter) -> bool {
    scope == MemberScope::All
        && !filter.archived
        && filter
            .search
            .as_deref()
            .is_none_or(|search| search.trim().is_empty())
        && filter.club_id.is_none()
        && filter.region_id.is_none()
        && filter.sex.is_none()
        && filter.birth_year.is_none()
}

/// The `member_sort_bucket` key counting the first column of `order`, when it has one.
fn bucket_key(order: &[OrderColumn]) -> Option<&'static str> {
    match order.first()?.column {
        LAST_NAME => Some("last_name"),
        FIRST_NAME => Some("first_name"),
        _ => None,
    }
}

/// A deep page of the whole register in a name order: the buckets before the page's first
/// row are summed, and the index is walked only from the bucket holding it. A descending
/// order is the ascending one read from the other end (every column is reversed, the member
/// id too), so its rows are found at `total - offset` from the start.
fn bucket_page_statement(
    query: &MemberListQuery,
    order: &[OrderColumn],
    id_descending: bool,
    key: &'static str,
    offset: i64,
) -> Statement {
    let take = query.limit.saturating_add(1);
    let mut statement = Statement::new("with w as (select ");
    if id_descending {
        statement
            .push("greatest(0, total - ")
            .bind(Bound::BigInt(offset))
            .push(" - ")
            .bind(Bound::BigInt(take))
            .push(") as start, greatest(0, least(")
            .bind(Bound::BigInt(take))
            .push(", total - ")
            .bind(Bound::BigInt(offset))
            .push(&format!(
                ")) as take from (select coalesce(sum(members), 0)::bigint as total \
                 from member_sort_bucket where sort_key = '{key}') s)"
            ));
    } else {
        statement
            .bind(Bound::BigInt(offset))
            .push("::bigint as start, ")
            .bind(Bound::BigInt(take))
            .push("::bigint as take)");
    }
    statement.push(&format!(
        ", t as (select prefix, before from (select prefix, members, \
         (sum(members) over (order by prefix) - members)::bigint as before \
         from member_sort_bucket where sort_key = '{key}') b \
         where before + members > (select start from w) order by prefix limit 1) select "
    ));
    statement.push(DETAIL_COLUMNS);
    for index in 0..order.len() {
        statement.push(&format!(", p.k{index}"));
    }
    statement.push(" from (select * from (select m.member_id");
    for (index, column) in order.iter().enumerate() {
        statement.push(&format!(", {} as k{index}", column.column.sql));
    }
    let first = order
        .first()
        .map_or(LAST_NAME.sql, |column| column.column.sql);
    statement.push(&format!(
        " from member m where not m.archived and {first} >= (select prefix from t)"
    ));
    let ascending: Vec<OrderColumn> = order
        .iter()
        .map(|column| OrderColumn {
            column: column.column,
            descending: false,
        })
        .collect();
    push_order_by(&mut statement, &ascending, false, None);
    // The limit is written out so that the planner expects a page, not thousands of rows;
    // the last page of a descending order takes fewer (`take`).
    statement
        .push(" limit ")
        .bind(Bound::BigInt(take))
        .push(" offset ((select start from w) - (select before from t))) a");
    push_order_by(&mut statement, &ascending, false, Some("a"));
    statement.push(" limit (select take from w)) p join member m on m.member_id = p.member_id");
    statement.push(DETAIL_JOINS);
    push_order_by(&mut statement, order, id_descending, Some("p"));
    statement
}

/// The page read by walking the sort order's index from its start or from a keyset position.
pub fn walk_page_statement(query: &MemberListQuery) -> Statement {
    let (order, id_descending) = resolve_order(&query.sort);
    if let PagePosition::Offset(offset) = query.position {
        let uniform = order
            .iter()
            .all(|column| column.descending == id_descending);
        if let Some(key) = bucket_key(&order)
            && uniform
            && offset >= BUCKET_MIN_OFFSET
            && whole_register(query.scope, &query.filter)
        {
            return bucket_page_statement(query, &order, id_descending, key, offset);
        }
    }
    let mut statement = Statement::new("select ");
    statement.push(DETAIL_COLUMNS);
    for index in 0..order.len() {
        statement.push(&format!(", p.k{index}"));
    }
    statement.push(" from (select m.member_id");
    for (index, column) in order.iter().enumerate() {
        statement.push(&format!(", {} as k{index}", column.column.sql));
    }
    statement.push(" from member m where");
    push_conditions(&mut statement, query.scope, &query.filter);
    let offset = match &query.position {
        PagePosition::Offset(offset) => *offset,
        PagePosition::After(key) => {
            push_seek(&mut statement, &order, id_descending, key);
            0
        }
    };
    push_order_by(&mut statement, &order, id_descending, None);
    statement
        .push(" limit ")
        .bind(Bound::BigInt(query.limit.saturating_add(1)));
    if offset > 0 {
        statement.push(" offset ").bind(Bound::BigInt(offset));
    }
    statement.push(") p join member m on m.member_id = p.member_id");
    statement.push(DETAIL_JOINS);
    push_order_by(&mut statement, &order, id_descending, Some("p"));
    statement
}

/// The statement counting the matches of a scope and filter up to [`COUNT_CAP`] + 1.
pub fn count_statement(scope: MemberScope, filter: &MemberFilter) -> Statement {
    if whole_register(scope, filter) {
        let mut statement = Statement::new("select least(coalesce(sum(members), 0), ");
        statement
            .bind(Bound::BigInt(COUNT_CAP + 1))
            .push(")::bigint from member_sort_bucket where sort_key = 'last_name'");
        return statement;
    }
    if let Some(word) = name_parts_word(scope, filter) {
        let mut statement = Statement::new("");
        push_name_parts_count(&mut statement, filter.archived, word);
        return statement;
    }
    let mut statement = Statement::new("select count(*) from (select 1 from member m where");
    push_conditions(&mut statement, scope, filter);
    statement
        .push(" limit ")
        .bind(Bound::BigInt(COUNT_CAP + 1))
        .push(") capped");
    statement
}

fn key_of(row: &PgRow, order: &[OrderColumn], member_id: i64) -> Result<SeekKey, sqlx::Error> {
    let mut values = Vec::with_capacity(order.len());
    for (index, column) in order.iter().enumerate() {
        let name = format!("k{index}");
        values.push(match column.column.kind {
            KeyKind::Text => KeyValue::Text(row.try_get(name.as_str())?),
            KeyKind::Int => KeyValue::Int(row.try_get(name.as_str())?),
            KeyKind::Date => KeyValue::Date(row.try_get(name.as_str())?),
        });
    }
    Ok(SeekKey { values, member_id })
}

/// One page of the members list, and the position of the next when there is one.
pub async fn list_members(pool: &PgPool, query: &MemberListQuery) -> DbResult<MemberListPage> {
    let (order, _) = resolve_order(&query.sort);
    if let PagePosition::After(key) = &query.position {
        let kinds: Vec<KeyKind> = key.values.iter().map(KeyValue::kind).collect();
        if kinds != key_kinds(&query.sort) {
            return Err(sqlx::Error::Protocol(
                "a keyset position of another sort order".to_owned(),
            )
            .into());
        }
    }
    let mut count = None;
    let mut fetched: Vec<PgRow> = Vec::new();
    let mut searched = false;
    if let Some(word) = name_parts_page_word(query) {
        fetched = name_parts_page_statement(query, word)
            .query()
            .fetch_all(pool)
            .await?;
        searched = true;
        // A page past the last match has no row to carry the count; the caller counts then.
        let matched = match (&query.position, fetched.first()) {
            (PagePosition::Offset(_), Some(row)) => Some(row.try_get::<i64, _>("matched")?),
            (PagePosition::Offset(0), None) => Some(0),
            _ => None,
        };
        count = matched.map(|matched| MemberCount {
            count: matched.min(COUNT_CAP),
            capped: matched > COUNT_CAP,
        });
    } else if starts_from_search(&query.filter) {
        fetched = search_page_statement(query).query().fetch_all(pool).await?;
        let matched: i64 = match fetched.first() {
            Some(row) => row.try_get("matched")?,
            // No row of the first page (or after a position): nothing matched. No row further
            // on: the page may lie past the matches or past the cap; the walk tells.
            None => match query.position {
                PagePosition::Offset(offset) if offset > 0 => SEARCH_SORT_CAP + 1,
                _ => 0,
            },
        };
        searched = matched <= SEARCH_SORT_CAP;
        if searched && matches!(query.position, PagePosition::Offset(_)) {
            count = Some(MemberCount {
                count: matched.min(COUNT_CAP),
                capped: matched > COUNT_CAP,
            });
        }
    }
    if !searched {
        fetched = walk_page_statement(query).query().fetch_all(pool).await?;
    }
    let limit = usize::try_from(query.limit).unwrap_or(usize::MAX);
    let more = fetched.len() > limit;
    let mut rows = Vec::with_capacity(fetched.len().min(limit));
    let mut next = None;
    for (index, row) in fetched.iter().take(limit).enumerate() {
        let member = MemberListRow::from_row(row)?;
        if more && index + 1 == limit {
            next = Some(key_of(row, &order, member.member_id)?);
        }
        rows.push(member);
    }
    Ok(MemberListPage { rows, next, count })
}

/// The number of members of a scope and filter, counted up to [`COUNT_CAP`].
pub async fn count_members(
    pool: &PgPool,
    scope: MemberScope,
    filter: &MemberFilter,
) -> DbResult<MemberCount> {
    let mut statement = count_statement(scope, filter);
    let found: i64 = statement.query().fetch_one(pool).await?.try_get(0)?;
    Ok(MemberCount {
        count: found.min(COUNT_CAP),
        capped: found > COUNT_CAP,
    })
}

/// Every member of a scope and filter in sort order, streamed (for exports: the whole result
/// is never held in memory). The stream owns its query and a pool handle.
pub fn stream_members(
    pool: PgPool,
    scope: MemberScope,
    filter: MemberFilter,
    sort: Vec<MemberSort>,
) -> impl futures::Stream<Item = DbResult<MemberListRow>> + Send + 'static {
    async_stream::try_stream! {
        let (order, id_descending) = resolve_order(&sort);
        let mut statement = Statement::new("select ");
        statement.push(DETAIL_COLUMNS).push(" from member m").push(DETAIL_JOINS).push(" where");
        push_conditions(&mut statement, scope, &filter);
        push_order_by(&mut statement, &order, id_descending, None);
        let mut rows = statement.builder.build_query_as::<MemberListRow>().fetch(&pool);
        while let Some(row) = rows.try_next().await? {
            yield row;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sort(field: MemberSortField, descending: bool) -> MemberSort {
        MemberSort { field, descending }
    }

    #[test]
    fn orders_resolve_to_index_columns_and_the_member_id() {
        let (order, id_descending) = resolve_order(&[]);
        let columns: Vec<&str> = order.iter().map(|column| column.column.sql).collect();
        assert_eq!(columns, ["m.last_name_sort", "m.first_name_sort"]);
        assert!(!id_descending);

        let (order, id_descending) = resolve_order(&[
            sort(MemberSortField::ClubName, true),
            sort(MemberSortField::FirstName, false),
        ]);
        let columns: Vec<(&str, bool)> = order
            .iter()
            .map(|column| (column.column.sql, column.descending))
            .collect();
        assert_eq!(
            columns,
            [
                ("m.club_name_sort", true),
                ("m.last_name_sort", true),
                ("m.first_name_sort", true),
            ]
        );
        assert!(id_descending);
    }

    #[test]
    fn a_uniform_order_seeks_with_one_row_comparison() {
        let query = MemberListQuery {
            scope: MemberScope::All,
            filter: MemberFilter::default(),
            sort: vec![sort(MemberSortField::BirthDate, true)],
            limit: 50,
            position: PagePosition::After(SeekKey {
                values: vec![KeyValue::Date(NaiveDate::from_ymd_opt(2008, 5, 1).unwrap())],
                member_id: 7,
            }),
        };
        let statement = page_statement(&query);
        let sql = statement.literal_sql();
        assert!(
            sql.contains("and (m.birth_date, m.member_id) < ('2008-05-01'::date, 7)"),
            "{sql}"
        );
        assert!(
            sql.contains("order by m.birth_date desc, m.member_id desc limit 51)"),
            "{sql}"
        );
    }

    #[test]
    fn a_mixed_order_seeks_column_by_column() {
        let query = MemberListQuery {
            scope: MemberScope::Club(3),
            filter: MemberFilter {
                search: Some("O'Neil".to_owned()),
                ..MemberFilter::default()
            },
            sort: vec![
                sort(MemberSortField::RegistrationNumber, false),
                sort(MemberSortField::BirthDate, true),
            ],
            limit: 20,
            position: PagePosition::After(SeekKey {
                values: vec![
                    KeyValue::Int(100_020),
                    KeyValue::Date(NaiveDate::from_ymd_opt(2010, 1, 2).unwrap()),
                ],
                member_id: 9,
            }),
        };
        let statement = page_statement(&query);
        let sql = statement.literal_sql();
        assert!(sql.contains("ms.club_id = 3)"), "{sql}");
        assert!(sql.contains("fold_text('O''Neil')"), "{sql}");
        assert!(
            sql.contains(
                "and ((m.registration_number > 100020) or (m.registration_number = 100020 and \
                 m.birth_date < '2010-01-02'::date) or (m.registration_number = 100020 and \
                 m.birth_date = '2010-01-02'::date and m.member_id > 9))"
            ),
            "{sql}"
        );
        // The bound statement has the same shape with placeholders.
        assert!(
            statement.sql().contains("fold_text($2)"),
            "{}",
            statement.sql()
        );
    }

    #[test]
    fn counts_stop_after_the_cap() {
        let statement = count_statement(
            MemberScope::Region(4),
            &MemberFilter {
                birth_year: Some(2008),
                sex: Some(Sex::Female),
                ..MemberFilter::default()
            },
        );
        assert_eq!(
            statement.literal_sql(),
            "select count(*) from (select 1 from member m where not m.archived and exists \
             (select 1 from membership ms join club c on c.club_id = ms.club_id where \
             ms.member_id = m.member_id and ms.valid_to is null and c.region_id = 4) and m.sex \
             = 'FEMALE' and m.birth_date >= '2008-01-01'::date and m.birth_date < \
             '2009-01-01'::date limit 10001) capped"
        );
    }

    #[test]
    fn one_word_over_the_register_in_a_name_order_reads_the_name_parts() {
        let query = |scope, search: &str, sort: Vec<MemberSort>, sex| MemberListQuery {
            scope,
            filter: MemberFilter {
                search: Some(search.to_owned()),
                sex,
                ..MemberFilter::default()
            },
            sort,
            limit: 50,
            position: PagePosition::Offset(0),
        };
        let reads_parts = |query: &MemberListQuery| {
            page_statement(query)
                .literal_sql()
                .contains("member_name_part")
        };
        let by_last = vec![sort(MemberSortField::LastName, false)];
        assert!(reads_parts(&query(MemberScope::All, " nov ", vec![], None)));
        assert!(reads_parts(&query(
            MemberScope::All,
            "Žák",
            vec![sort(MemberSortField::FirstName, true)],
            None
        )));
        // Two words, a short word, a wildcard, a scope, a filter or another order: the
        // member table's indexes.
        for other in [
            query(MemberScope::All, "jan nov", by_last.clone(), None),
            query(MemberScope::All, "nova", by_last.clone(), None),
            query(MemberScope::All, "no", by_last.clone(), None),
            query(MemberScope::All, "no%", by_last.clone(), None),
            query(MemberScope::Club(3), "nov", by_last.clone(), None),
            query(MemberScope::All, "nov", by_last.clone(), Some(Sex::Male)),
            query(
                MemberScope::All,
                "nov",
                vec![sort(MemberSortField::BirthDate, false)],
                None,
            ),
            query(
                MemberScope::All,
                "nov",
                vec![
                    sort(MemberSortField::LastName, false),
                    sort(MemberSortField::BirthDate, true),
                ],
                None,
            ),
        ] {
            assert!(!reads_parts(&other), "{other:?}");
        }
        assert_eq!(
            count_statement(
                MemberScope::All,
                &query(MemberScope::All, "nov", vec![], None).filter
            )
            .literal_sql(),
            "select least(coalesce((select members from member_trigram_count where archived \
             = false and trigram = fold_text('nov')), 0), 10001)::bigint"
        );
        let accented = MemberFilter {
            search: Some("Žák".to_owned()),
            archived: true,
            ..MemberFilter::default()
        };
        assert_eq!(
            count_statement(MemberScope::All, &accented).literal_sql(),
            "select count(*) from (select 1 from member_name_part m where m.archived and \
             m.trigram = left(fold_text('Žák'), 3) and starts_with(m.part, \
             fold_text('Žák')) group by m.last_name_sort, m.first_name_sort, m.member_id \
             limit 10001) capped"
        );
    }
}
