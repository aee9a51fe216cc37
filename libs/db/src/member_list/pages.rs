//! The statement of a page, whichever way it is read (name parts, the trigram search, the name
//! buckets from an offset, the sort index walked), and the capped count.

use stopa_domain::policy::MemberScope;

use super::name_parts::{
    name_parts_page_statement, name_parts_page_word, name_parts_word, push_name_parts_count,
};
use super::query::{
    COUNT_CAP, FIRST_NAME, LAST_NAME, MemberFilter, MemberListQuery, OrderColumn, PagePosition,
    SEARCH_SORT_CAP, resolve_order, starts_from_search,
};
use super::statement::{
    Bound, DETAIL_COLUMNS, DETAIL_JOINS, Statement, push_conditions, push_order_by, push_seek,
};

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
        && !filter.narrows_beyond_name()
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
