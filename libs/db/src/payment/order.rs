//! Orders: the members a club may order for a season, an order with its members and history,
//! its state changes and the fees they write, and the orders grid.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor, Postgres, QueryBuilder};
use stopa_domain::money::Czk;
use stopa_domain::payment::{FeeKind, OrderAction, OrderSortKey, OrderState};
use stopa_domain::policy::ClubScope;
use uuid::Uuid;

use crate::club::{escape_like, push_club_scope};
use crate::{DbError, DbResult};

/// An evidence season's id and days.
#[derive(Debug, Clone, Copy)]
pub struct SeasonDays {
    pub evidence_season_id: i64,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

/// A member of a club during a season, as the order form offers it.
#[derive(Debug, Clone)]
pub struct OrderableMemberRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    /// Holds an Athlete role at some time of the season.
    pub active: bool,
    /// Departments of those Athlete roles.
    pub athlete_department_ids: Vec<i64>,
    /// The club that paid the season's fee, when it is paid.
    pub paid_club_name: Option<String>,
    /// The open or paid order that holds the member for the season.
    pub held_order_uuid: Option<Uuid>,
    pub held_order_symbol: Option<String>,
}

/// The members of `club_id` during the season (a membership overlapping it), not archived, by
/// name; with `only`, just those members.
pub async fn list_orderable_members(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    season: SeasonDays,
    only: Option<&[i64]>,
) -> DbResult<Vec<OrderableMemberRow>> {
    sqlx::query_as!(
        OrderableMemberRow,
        r#"select m.member_id, m.registration_number, m.first_name, m.last_name, m.birth_date,
                  exists (select 1 from member_department_role r
                          where r.member_id = m.member_id and r.kind = 'ATHLETE'
                            and r.valid_from <= $4 and (r.valid_to is null or r.valid_to >= $3))
                      as "active!",
                  array(select distinct r.department_id from member_department_role r
                        where r.member_id = m.member_id and r.kind = 'ATHLETE'
                          and r.valid_from <= $4 and (r.valid_to is null or r.valid_to >= $3))
                      as "athlete_department_ids!",
                  (select pc.name from member_paid_season p join club pc on pc.club_id = p.club_id
                   where p.member_id = m.member_id and p.evidence_season_id = $2)
                      as "paid_club_name?",
                  o.uuid as "held_order_uuid?", o.variable_symbol as "held_order_symbol?"
           from member m
           left join order_payment_item i
                  on i.member_id = m.member_id and i.evidence_season_id = $2 and i.held
           left join order_payment o on o.order_payment_id = i.order_payment_id
           where not m.archived
             and exists (select 1 from membership ms
                         where ms.member_id = m.member_id and ms.club_id = $1
                           and ms.valid_from <= $4 and (ms.valid_to is null or ms.valid_to >= $3))
             and ($5::bigint[] is null or m.member_id = any($5))
           order by m.last_name_sort, m.first_name_sort, m.member_id"#,
        club_id,
        season.evidence_season_id,
        season.valid_from,
        season.valid_to,
        only as Option<&[i64]>
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Holds the orders of a club and season until the caller's transaction ends, so that two
/// orders made at once see each other's members.
pub async fn lock_club_orders(
    connection: &mut PgConnection,
    club_id: i64,
    evidence_season_id: i64,
) -> DbResult<()> {
    crate::lock_for_transaction(
        connection,
        &format!("order_payment:{club_id}:{evidence_season_id}"),
    )
    .await
}

/// The next order number (for the variable symbol).
pub async fn next_order_number(connection: &mut PgConnection) -> DbResult<i64> {
    sqlx::query_scalar!(r#"select nextval('order_payment_number_seq') as "number!""#)
        .fetch_one(connection)
        .await
        .map_err(DbError::from)
}

/// A new order.
#[derive(Debug, Clone)]
pub struct NewOrder<'a> {
    pub club_id: i64,
    pub evidence_season_id: i64,
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: &'a str,
    pub created_by_account_id: Option<i64>,
}

/// Stores an order (CREATED) and returns its id and uuid.
pub async fn insert_order(
    connection: &mut PgConnection,
    order: &NewOrder<'_>,
) -> DbResult<(i64, Uuid)> {
    let row = sqlx::query!(
        r#"insert into order_payment (club_id, evidence_season_id, amount, member_count,
                                      variable_symbol, created_by_account_id)
           values ($1, $2, $3, $4, $5, $6)
           returning order_payment_id, uuid"#,
        order.club_id,
        order.evidence_season_id,
        order.amount.halere(),
        order.member_count,
        order.variable_symbol,
        order.created_by_account_id
    )
    .fetch_one(connection)
    .await?;
    Ok((row.order_payment_id, row.uuid))
}

/// One member of a new order and its fee.
#[derive(Debug, Clone, Copy)]
pub struct NewOrderItem {
    pub member_id: i64,
    pub fee_kind: FeeKind,
    pub amount: Czk,
}

/// Stores an order's members; a member already held by another order of the season violates
/// `order_payment_item_held_key`.
pub async fn insert_order_items(
    connection: &mut PgConnection,
    order_payment_id: i64,
    evidence_season_id: i64,
    items: &[NewOrderItem],
) -> DbResult<()> {
    let members: Vec<i64> = items.iter().map(|item| item.member_id).collect();
    let kinds: Vec<String> = items
        .iter()
        .map(|item| item.fee_kind.as_str().to_owned())
        .collect();
    let amounts: Vec<i32> = items
        .iter()
        .map(|item| item.amount.to_i32().unwrap_or(i32::MAX))
        .collect();
    sqlx::query!(
        r#"insert into order_payment_item (order_payment_id, member_id, evidence_season_id,
                                           fee_kind, amount)
           select $1, member_id, $2, fee_kind, amount
           from unnest($3::bigint[], $4::text[], $5::int[]) as item (member_id, fee_kind, amount)"#,
        order_payment_id,
        evidence_season_id,
        &members,
        &kinds,
        &amounts
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// An order as its page shows it.
#[derive(Debug, Clone)]
pub struct OrderRow {
    pub order_payment_id: i64,
    pub uuid: Uuid,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub region_id: i64,
    pub evidence_season_id: i64,
    pub season_name: String,
    pub season_year: i32,
    pub state: OrderState,
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: String,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    pub paid_on: Option<NaiveDate>,
    pub paid_at: Option<DateTime<Utc>>,
}

/// An order by its uuid.
pub async fn find_order_by_uuid(
    executor: impl PgExecutor<'_>,
    uuid: Uuid,
) -> DbResult<Option<OrderRow>> {
    Ok(find_orders(executor, Some(uuid), &[]).await?.pop())
}

/// Orders by their ids (the e-mails of orders just paid).
pub async fn find_orders_by_ids(
    executor: impl PgExecutor<'_>,
    ids: &[i64],
) -> DbResult<Vec<OrderRow>> {
    find_orders(executor, None, ids).await
}

/// The order of `uuid` and those of `ids`.
async fn find_orders(
    executor: impl PgExecutor<'_>,
    uuid: Option<Uuid>,
    ids: &[i64],
) -> DbResult<Vec<OrderRow>> {
    sqlx::query_as!(
        OrderRow,
        r#"select o.order_payment_id, o.uuid, o.club_id, c.name as club_name, c.code as club_code,
                  c.region_id, o.evidence_season_id, s.name as season_name, s.year as season_year,
                  o.state as "state: OrderState", o.amount as "amount: Czk", o.member_count,
                  o.variable_symbol, o.created_at,
                  (select a.first_name || ' ' || a.last_name from account a
                   where a.account_id = o.created_by_account_id) as "created_by_name?",
                  o.paid_on, o.paid_at
           from order_payment o
           join club c on c.club_id = o.club_id
           join evidence_season s on s.evidence_season_id = o.evidence_season_id
           where o.uuid = $1 or o.order_payment_id = any($2)
           order by o.order_payment_id"#,
        uuid,
        ids
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Locks an order for a change of its state (the caller's transaction holds the lock) and
/// reads it as it is now.
pub async fn lock_order(connection: &mut PgConnection, uuid: Uuid) -> DbResult<Option<OrderRow>> {
    let locked = sqlx::query_scalar!(
        "select order_payment_id from order_payment where uuid = $1 for update",
        uuid
    )
    .fetch_optional(&mut *connection)
    .await?;
    match locked {
        Some(_) => find_order_by_uuid(connection, uuid).await,
        None => Ok(None),
    }
}

/// A member of an order.
#[derive(Debug, Clone)]
pub struct OrderItemRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub fee_kind: FeeKind,
    pub amount: Czk,
    pub held: bool,
    /// The fee the order paid for the member, once paid.
    pub member_payment_id: Option<i64>,
    pub refunded_at: Option<DateTime<Utc>>,
    pub refund_note: Option<String>,
}

/// The members of an order by name.
pub async fn list_order_items(
    executor: impl PgExecutor<'_>,
    order_payment_id: i64,
) -> DbResult<Vec<OrderItemRow>> {
    sqlx::query_as!(
        OrderItemRow,
        r#"select m.member_id, m.registration_number, m.first_name, m.last_name, m.birth_date,
                  i.fee_kind as "fee_kind: FeeKind", i.amount as "amount: Czk", i.held,
                  p.member_payment_id as "member_payment_id?", p.refunded_at as "refunded_at?",
                  p.refund_note as "refund_note?"
           from order_payment_item i
           join member m on m.member_id = i.member_id
           left join member_payment p on p.order_payment_id = i.order_payment_id
                                     and p.member_id = i.member_id
           where i.order_payment_id = $1
           order by m.last_name_sort, m.first_name_sort, m.member_id"#,
        order_payment_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Changes an order's state; `paid_on` with PAID.
pub async fn set_order_state(
    connection: &mut PgConnection,
    order_payment_id: i64,
    state: OrderState,
    paid_on: Option<NaiveDate>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update order_payment
           set state = $2, paid_on = $3,
               paid_at = case when $2 = 'PAID' then now() else null end, updated_at = now()
           where order_payment_id = $1"#,
        order_payment_id,
        state as OrderState,
        paid_on
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// A step of an order's history.
#[derive(Debug, Clone)]
pub struct NewOrderEvent<'a> {
    pub order_payment_id: i64,
    pub action: OrderAction,
    pub from_state: Option<OrderState>,
    pub to_state: OrderState,
    pub note: Option<&'a str>,
    pub account_id: Option<i64>,
    pub bank_transaction_id: Option<i64>,
}

pub async fn insert_order_event(
    connection: &mut PgConnection,
    event: &NewOrderEvent<'_>,
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into order_payment_event (order_payment_id, action, from_state, to_state, note,
                                            account_id, bank_transaction_id)
           values ($1, $2, $3, $4, $5, $6, $7)"#,
        event.order_payment_id,
        event.action as OrderAction,
        event.from_state as Option<OrderState>,
        event.to_state as OrderState,
        event.note,
        event.account_id,
        event.bank_transaction_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// A step of an order's history as its page shows it.
#[derive(Debug, Clone)]
pub struct OrderEventRow {
    pub action: OrderAction,
    pub from_state: Option<OrderState>,
    pub to_state: OrderState,
    pub note: Option<String>,
    pub account_name: Option<String>,
    pub bank_transaction_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

/// An order's history, oldest first.
pub async fn list_order_events(
    executor: impl PgExecutor<'_>,
    order_payment_id: i64,
) -> DbResult<Vec<OrderEventRow>> {
    sqlx::query_as!(
        OrderEventRow,
        r#"select e.action as "action: OrderAction", e.from_state as "from_state?: OrderState",
                  e.to_state as "to_state: OrderState", e.note,
                  (select a.first_name || ' ' || a.last_name from account a
                   where a.account_id = e.account_id) as "account_name?",
                  e.bank_transaction_id, e.created_at
           from order_payment_event e
           where e.order_payment_id = $1
           order by e.order_payment_event_id"#,
        order_payment_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Lets an order's members go (a cancelled order): they may be ordered again.
pub async fn release_order_items(
    connection: &mut PgConnection,
    order_payment_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update order_payment_item set held = false, updated_at = now() where order_payment_id = $1",
        order_payment_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Writes the fees of paid orders (their `paid_on` set): one `member_payment` per member still
/// held. A member whose season is paid already (a payment recorded before orders existed)
/// keeps that payment. Returns how many fees were written.
pub async fn insert_member_payments_of_orders(
    connection: &mut PgConnection,
    order_ids: &[i64],
) -> DbResult<u64> {
    let done = sqlx::query!(
        r#"insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on,
                                       order_payment_id)
           select i.member_id, o.club_id, i.evidence_season_id, i.amount, o.paid_on,
                  o.order_payment_id
           from order_payment_item i
           join order_payment o on o.order_payment_id = i.order_payment_id
           where o.order_payment_id = any($1) and i.held and o.paid_on is not null
           on conflict (member_id, evidence_season_id) where refunded_at is null do nothing"#,
        order_ids
    )
    .execute(connection)
    .await?;
    Ok(done.rows_affected())
}

/// A fee as a refund needs it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct MemberPaymentRow {
    pub member_payment_id: i64,
    pub member_id: i64,
    pub club_id: i64,
    pub evidence_season_id: i64,
    pub amount: Czk,
    pub paid_on: NaiveDate,
    pub order_payment_id: Option<i64>,
    pub refunded_at: Option<DateTime<Utc>>,
}

/// The fee a paid order paid for a member, locked for a refund.
pub async fn lock_member_payment_of_order(
    connection: &mut PgConnection,
    order_payment_id: i64,
    member_id: i64,
) -> DbResult<Option<MemberPaymentRow>> {
    sqlx::query_as!(
        MemberPaymentRow,
        r#"select member_payment_id, member_id, club_id, evidence_season_id,
                  amount as "amount: Czk", paid_on, order_payment_id, refunded_at
           from member_payment
           where order_payment_id = $1 and member_id = $2
           for update"#,
        order_payment_id,
        member_id
    )
    .fetch_optional(connection)
    .await
    .map_err(DbError::from)
}

/// Records a refund of a fee: the member is unpaid for the season again and may be ordered.
pub async fn refund_member_payment(
    connection: &mut PgConnection,
    member_payment: &MemberPaymentRow,
    note: &str,
    account_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update member_payment
           set refunded_at = now(), refund_note = $2, refunded_by_account_id = $3, updated_at = now()
           where member_payment_id = $1"#,
        member_payment.member_payment_id,
        note,
        account_id
    )
    .execute(&mut *connection)
    .await?;
    if let Some(order_payment_id) = member_payment.order_payment_id {
        sqlx::query!(
            r#"update order_payment_item set held = false, updated_at = now()
               where order_payment_id = $1 and member_id = $2"#,
            order_payment_id,
            member_payment.member_id
        )
        .execute(connection)
        .await?;
    }
    Ok(())
}

/// Filters of the orders grid.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    pub state: Option<OrderState>,
    pub club_id: Option<i64>,
    pub evidence_season_id: Option<i64>,
    /// The start of a variable symbol, or words of the club's name.
    pub search: Option<String>,
}

/// One row of the orders grid and its export.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderListRow {
    pub order_payment_id: i64,
    pub uuid: Uuid,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub evidence_season_id: i64,
    pub season_name: String,
    pub state: OrderState,
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: String,
    pub created_at: DateTime<Utc>,
    pub paid_on: Option<NaiveDate>,
}

fn select_orders(scope: ClubScope, filter: &OrderFilter, count: bool) -> QueryBuilder<Postgres> {
    let mut builder = QueryBuilder::new(if count {
        "select count(*) from order_payment o join club c on c.club_id = o.club_id \
         join evidence_season s on s.evidence_season_id = o.evidence_season_id where true"
    } else {
        "select o.order_payment_id, o.uuid, o.club_id, c.name as club_name, c.code as club_code, \
         o.evidence_season_id, s.name as season_name, o.state, o.amount, o.member_count, \
         o.variable_symbol, o.created_at, o.paid_on \
         from order_payment o join club c on c.club_id = o.club_id \
         join evidence_season s on s.evidence_season_id = o.evidence_season_id where true"
    });
    push_club_scope(&mut builder, scope);
    if let Some(state) = filter.state {
        builder.push(" and o.state = ").push_bind(state);
    }
    if let Some(club_id) = filter.club_id {
        builder.push(" and o.club_id = ").push_bind(club_id);
    }
    if let Some(season_id) = filter.evidence_season_id {
        builder
            .push(" and o.evidence_season_id = ")
            .push_bind(season_id);
    }
    if let Some(search) = filter
        .search
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty())
    {
        if search.bytes().all(|byte| byte.is_ascii_digit()) {
            builder
                .push(" and o.variable_symbol like ")
                .push_bind(format!("{}%", escape_like(search)));
        } else {
            for word in search.split_whitespace().take(5) {
                builder
                    .push(" and c.search_name like (select '%' || fold_text(")
                    .push_bind(escape_like(word))
                    .push(") || '%')");
            }
        }
    }
    builder
}

fn push_order(builder: &mut QueryBuilder<Postgres>, sort: Option<(OrderSortKey, bool)>) {
    let (key, descending) = sort.unwrap_or((OrderSortKey::CreatedAt, true));
    let column = match key {
        OrderSortKey::CreatedAt => "o.created_at",
        OrderSortKey::PaidOn => "o.paid_on",
        OrderSortKey::Amount => "o.amount",
        OrderSortKey::ClubName => "c.name collate \"cs-x-icu\"",
        OrderSortKey::State => "o.state",
        OrderSortKey::VariableSymbol => "o.variable_symbol",
    };
    let direction = if descending {
        " desc nulls last"
    } else {
        " asc nulls last"
    };
    builder
        .push(" order by ")
        .push(column)
        .push(direction)
        .push(", o.order_payment_id")
        .push(if descending { " desc" } else { " asc" });
}

/// A page of the orders in `scope` matching `filter`, and how many match.
pub async fn list_orders(
    executor: &sqlx::PgPool,
    scope: ClubScope,
    filter: &OrderFilter,
    sort: Option<(OrderSortKey, bool)>,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<OrderListRow>, i64)> {
    let total: i64 = select_orders(scope, filter, true)
        .build_query_scalar()
        .fetch_one(executor)
        .await?;
    let mut select = select_orders(scope, filter, false);
    push_order(&mut select, sort);
    select
        .push(" limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    let rows = select
        .build_query_as::<OrderListRow>()
        .fetch_all(executor)
        .await?;
    Ok((rows, total))
}

/// Every order in `scope` matching `filter`, newest first, at most `limit` (the export).
pub async fn list_all_orders(
    executor: &sqlx::PgPool,
    scope: ClubScope,
    filter: &OrderFilter,
    sort: Option<(OrderSortKey, bool)>,
    limit: i64,
) -> DbResult<Vec<OrderListRow>> {
    let mut select = select_orders(scope, filter, false);
    push_order(&mut select, sort);
    select.push(" limit ").push_bind(limit);
    Ok(select
        .build_query_as::<OrderListRow>()
        .fetch_all(executor)
        .await?)
}

/// Who hears of a club's payments: its managers holding PAYMENTS (active accounts, identities
/// not revoked), as (club, e-mail, first name).
pub async fn club_payment_contacts(
    executor: impl PgExecutor<'_>,
    club_ids: &[i64],
) -> DbResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query!(
        r#"select distinct i.club_id as "club_id!", a.email, a.first_name
           from identity i join account a on a.account_id = i.account_id
           where i.identity_type = 'TEAM' and i.club_id = any($1) and i.revoked_at is null
             and a.active and 'PAYMENTS' = any(i.permissions)
           order by 1, 2"#,
        club_ids
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.club_id, row.email, row.first_name))
    .collect())
}
