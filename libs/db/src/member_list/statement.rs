//! A [`Statement`] (run with bound values, or printed with them as literals), and the pieces
//! every list statement shares: the detail columns and joins, the scope and filter conditions,
//! the order and the keyset seek.

use chrono::NaiveDate;
use sqlx::{Postgres, QueryBuilder};
use stopa_domain::member::Sex;
use stopa_domain::policy::MemberScope;

use super::query::{KeyValue, MemberFilter, OrderColumn, SeekKey};

/// Columns of a list row, from `m` (member), `ms` (open membership), `c` (club), `r` (region).
pub(super) const DETAIL_COLUMNS: &str = "m.member_id, m.uuid, m.registration_number, m.first_name, \
     m.last_name, m.sex, m.birth_date, m.birth_number, c.club_id, c.name as club_name, \
     c.short_name as club_short_name, r.region_id, r.name as region_name, \
     ms.valid_from as member_since";

/// Joins of the current club and region to `m`.
pub(super) const DETAIL_JOINS: &str = " left join membership ms on ms.member_id = m.member_id and ms.valid_to is null \
     left join club c on c.club_id = ms.club_id \
     left join region r on r.region_id = c.region_id";

/// A value bound into a [`Statement`].
#[derive(Debug, Clone)]
pub(super) enum Bound {
    Text(String),
    BigInt(i64),
    /// An array (`= any(...)`).
    BigInts(Vec<i64>),
    Int(i32),
    Date(NaiveDate),
    Sex(Sex),
}

/// A statement built once, then either run with its values bound or printed with them as
/// literals (the same text PostgreSQL plans when it plans the bound statement with its
/// values).
pub struct Statement {
    pub(super) builder: QueryBuilder<Postgres>,
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

    pub(super) fn bind(&mut self, value: Bound) -> &mut Self {
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
            Bound::BigInts(numbers) => {
                let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
                self.literal.push_str("array[");
                self.literal.push_str(&list.join(","));
                self.literal.push_str("]::bigint[]");
                self.builder.push_bind(numbers);
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
    pub(super) fn query(
        &mut self,
    ) -> sqlx::query::Query<'_, Postgres, sqlx::postgres::PgArguments> {
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
    if let Some(ids) = &filter.member_ids {
        statement
            .push(" and m.member_id = any(")
            .bind(Bound::BigInts(ids.clone()))
            .push(")");
    }
    if let Some(number) = filter.registration_number {
        statement
            .push(" and m.registration_number = ")
            .bind(Bound::Int(number));
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
    if let Some((evidence_season_id, paid)) = filter.paid_season {
        // "Paid" is what the view says (a fee not refunded), as everywhere else.
        statement
            .push(if paid {
                " and exists"
            } else {
                " and not exists"
            })
            .push(
                " (select 1 from member_paid_season p where p.member_id = m.member_id \
                 and p.evidence_season_id = ",
            )
            .bind(Bound::BigInt(evidence_season_id))
            .push(")");
    }
    if let Some((first, last)) = filter.birth_years {
        let (from, _) = year_range(first);
        let (_, to) = year_range(last);
        statement
            .push(" and m.birth_date >= ")
            .bind(Bound::Date(from))
            .push(" and m.birth_date < ")
            .bind(Bound::Date(to));
    }
    if let Some(role) = filter.role {
        // Served by the member's roles index (`member_department_role_member_idx`).
        statement.push(
            " and exists (select 1 from member_department_role r where r.member_id = m.member_id \
             and r.valid_from <= ",
        );
        statement
            .bind(Bound::Date(role.today))
            .push(" and (r.valid_to is null or r.valid_to >= ")
            .bind(Bound::Date(role.today))
            .push(")");
        if let Some(kind) = role.kind {
            statement
                .push(" and r.kind = ")
                .bind(Bound::Text(kind.as_str().to_owned()));
        }
        if let Some(department_id) = role.department_id {
            statement
                .push(" and r.department_id = ")
                .bind(Bound::BigInt(department_id));
        }
        statement.push(")");
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
pub(super) fn push_order_by(
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
pub(super) fn push_seek(
    statement: &mut Statement,
    order: &[OrderColumn],
    id_descending: bool,
    key: &SeekKey,
) {
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
