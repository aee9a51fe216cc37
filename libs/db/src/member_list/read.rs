//! Running the statements: a page with its keyset position for the next, a count, and the
//! stream of every member of a list (for exports).

use futures::TryStreamExt as _;
use sqlx::postgres::PgRow;
use sqlx::{FromRow as _, PgPool, Row as _};
use stopa_domain::policy::MemberScope;

use super::name_parts::{name_parts_page_statement, name_parts_page_word};
use super::pages::{count_statement, search_page_statement, walk_page_statement};
use super::query::{
    COUNT_CAP, KeyKind, KeyValue, MemberCount, MemberFilter, MemberListPage, MemberListQuery,
    MemberListRow, MemberSort, OrderColumn, PagePosition, SEARCH_SORT_CAP, SeekKey, key_kinds,
    resolve_order, starts_from_search,
};
use super::statement::{DETAIL_COLUMNS, DETAIL_JOINS, Statement, push_conditions, push_order_by};
use crate::DbResult;

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
