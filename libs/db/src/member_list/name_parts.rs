//! The one-word name search over the whole register (or the archive) answered from
//! `member_name_part`: the word it applies to, its conditions, count and page statement.

use stopa_domain::policy::MemberScope;

use super::query::{
    COUNT_CAP, FIRST_NAME, KeyColumn, LAST_NAME, MemberFilter, MemberListQuery, OrderColumn,
    PagePosition, resolve_order,
};
use super::statement::{Bound, DETAIL_COLUMNS, DETAIL_JOINS, Statement, push_order_by, push_seek};

/// The one search word of a list that `member_name_part` answers: the whole register (or the
/// whole archive) with no filter but a search of one word of three letters or digits (a
/// trigram's entries are then the matches themselves; no wildcard, no combining accent that
/// folding would drop).
pub fn name_parts_word(scope: MemberScope, filter: &MemberFilter) -> Option<&str> {
    if scope != MemberScope::All || filter.narrows_beyond_name() {
        return None;
    }
    let mut words = filter.search.as_deref()?.split_whitespace();
    let word = words.next()?;
    let single = words.next().is_none();
    (single && word.chars().count() == 3 && word.chars().all(char::is_alphanumeric)).then_some(word)
}

/// The search word when a page is read from `member_name_part`: [`name_parts_word`] in an
/// order its indexes hold. The one routing rule of [`page_statement`](super::page_statement)
/// and [`list_members`](super::list_members).
pub(super) fn name_parts_page_word(query: &MemberListQuery) -> Option<&str> {
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
pub(super) fn push_name_parts_count(statement: &mut Statement, archived: bool, word: &str) {
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
pub(super) fn name_parts_page_statement(query: &MemberListQuery, word: &str) -> Statement {
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
