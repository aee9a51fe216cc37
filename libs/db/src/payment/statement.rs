//! Bank statements and their transactions: uploads and fetches waiting for the worker, the
//! set-based matching of a chunk of transactions to orders, and the review list.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor, Postgres, QueryBuilder};
use stopa_domain::money::Czk;
use stopa_domain::payment::{OrderState, PaymentMatch, ReviewState, StatementFormat};
use stopa_domain::policy::ClubScope;
use stopa_domain::results::ResultImportState;

use crate::{DbError, DbResult};

/// A statement waiting for the worker.
#[derive(Debug, Clone)]
pub struct NewStatement<'a> {
    pub format: StatementFormat,
    pub file_name: &'a str,
    /// `UPLOAD` or `FIO_API`.
    pub source: &'a str,
    pub account: Option<&'a str>,
    /// The orders it may settle.
    pub scope: ClubScope,
    pub content: &'a [u8],
    pub total_rows: i32,
    pub created_by_account_id: Option<i64>,
}

pub async fn insert_bank_statement(
    connection: &mut PgConnection,
    statement: &NewStatement<'_>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"insert into bank_statement (format, file_name, source, account, content, total_rows,
                                       created_by_account_id, scope_region_id, scope_department_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           returning bank_statement_id"#,
        statement.format as StatementFormat,
        statement.file_name,
        statement.source,
        statement.account,
        statement.content,
        statement.total_rows,
        statement.created_by_account_id,
        match statement.scope {
            ClubScope::Region(region_id) => Some(region_id),
            _ => None,
        },
        match statement.scope {
            ClubScope::Department(department_id) => Some(department_id),
            _ => None,
        }
    )
    .fetch_one(connection)
    .await?)
}

/// A statement as its page shows it (without the file). The state uses the import states
/// (QUEUED, RUNNING, COMPLETED, FAILED).
#[derive(Debug, Clone)]
pub struct StatementRow {
    pub bank_statement_id: i64,
    pub format: StatementFormat,
    pub file_name: String,
    pub source: String,
    pub account: Option<String>,
    pub state: ResultImportState,
    pub total_rows: i32,
    pub processed_rows: i32,
    pub outcome_counts: serde_json::Value,
    pub problems: serde_json::Value,
    pub error: Option<String>,
    pub created_by_account_id: Option<i64>,
    pub created_by_name: Option<String>,
    pub scope_region_id: Option<i64>,
    pub scope_department_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl StatementRow {
    /// The orders the statement may settle.
    pub fn scope(&self) -> ClubScope {
        match (self.scope_region_id, self.scope_department_id) {
            (Some(region_id), _) => ClubScope::Region(region_id),
            (None, Some(department_id)) => ClubScope::Department(department_id),
            (None, None) => ClubScope::All,
        }
    }
}

pub async fn find_bank_statement(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
) -> DbResult<Option<StatementRow>> {
    sqlx::query_as!(
        StatementRow,
        r#"select b.bank_statement_id, b.format as "format: StatementFormat", b.file_name, b.source,
                  b.account, b.state as "state: ResultImportState", b.total_rows, b.processed_rows,
                  b.outcome_counts, b.problems, b.error, b.created_by_account_id,
                  (select a.first_name || ' ' || a.last_name from account a
                   where a.account_id = b.created_by_account_id) as "created_by_name?",
                  b.scope_region_id, b.scope_department_id, b.created_at, b.finished_at
           from bank_statement b where b.bank_statement_id = $1"#,
        bank_statement_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The latest statements, newest first; with `created_by`, only those that account uploaded.
pub async fn list_bank_statements(
    executor: impl PgExecutor<'_>,
    created_by: Option<i64>,
    limit: i64,
) -> DbResult<Vec<StatementRow>> {
    sqlx::query_as!(
        StatementRow,
        r#"select b.bank_statement_id, b.format as "format: StatementFormat", b.file_name, b.source,
                  b.account, b.state as "state: ResultImportState", b.total_rows, b.processed_rows,
                  b.outcome_counts, b.problems, b.error, b.created_by_account_id,
                  (select a.first_name || ' ' || a.last_name from account a
                   where a.account_id = b.created_by_account_id) as "created_by_name?",
                  b.scope_region_id, b.scope_department_id, b.created_at, b.finished_at
           from bank_statement b
           where ($1::bigint is null or b.created_by_account_id = $1)
           order by b.created_at desc, b.bank_statement_id desc
           limit $2"#,
        created_by,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn set_bank_statement_job(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
    job_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        "update bank_statement set job_id = $2, updated_at = now() where bank_statement_id = $1",
        bank_statement_id,
        job_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Starts (or, for a redelivered job, restarts) a statement: its file, None when it is done.
pub async fn start_bank_statement(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
) -> DbResult<Option<Vec<u8>>> {
    Ok(sqlx::query_scalar!(
        r#"update bank_statement set state = 'RUNNING', updated_at = now()
           where bank_statement_id = $1 and state in ('QUEUED', 'RUNNING')
           returning content"#,
        bank_statement_id
    )
    .fetch_optional(executor)
    .await?
    .flatten())
}

pub async fn set_bank_statement_progress(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
    processed_rows: i32,
) -> DbResult<()> {
    sqlx::query!(
        r#"update bank_statement set processed_rows = least($2, total_rows), updated_at = now()
           where bank_statement_id = $1"#,
        bank_statement_id,
        processed_rows
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Ends a statement: COMPLETED with its counts, or FAILED with the reason; the file is dropped.
pub async fn finish_bank_statement(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
    outcome_counts: &serde_json::Value,
    problems: &serde_json::Value,
    error: Option<&str>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update bank_statement
           set state = case when $4::text is null then 'COMPLETED' else 'FAILED' end,
               outcome_counts = $2, problems = $3, error = $4, content = null,
               processed_rows = case when $4::text is null then total_rows else processed_rows end,
               finished_at = now(), updated_at = now()
           where bank_statement_id = $1 and state in ('QUEUED', 'RUNNING')"#,
        bank_statement_id,
        outcome_counts,
        problems,
        error
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// An order a variable symbol names, with what the policy needs of its club.
#[derive(Debug, Clone)]
pub struct SymbolOrderRow {
    pub order_payment_id: i64,
    pub variable_symbol: String,
    pub state: OrderState,
    pub amount: Czk,
    pub club_id: i64,
    pub region_id: i64,
    pub department_ids: Vec<i64>,
}

/// Locks the orders of these variable symbols (in the order of their ids, so that two
/// statements never wait for each other in a circle) and reads them.
pub async fn lock_orders_by_symbols(
    connection: &mut PgConnection,
    symbols: &[String],
) -> DbResult<Vec<SymbolOrderRow>> {
    sqlx::query_as!(
        SymbolOrderRow,
        r#"select o.order_payment_id, o.variable_symbol, o.state as "state: OrderState",
                  o.amount as "amount: Czk", o.club_id, c.region_id,
                  array(select cd.department_id from club_department cd where cd.club_id = o.club_id)
                      as "department_ids!"
           from order_payment o join club c on c.club_id = o.club_id
           where o.variable_symbol = any($1)
           order by o.order_payment_id
           for update of o"#,
        symbols
    )
    .fetch_all(connection)
    .await
    .map_err(DbError::from)
}

/// Which of these references of the account are recorded already, with the statement that
/// recorded each.
pub async fn known_references(
    connection: &mut PgConnection,
    account: &str,
    references: &[String],
) -> DbResult<Vec<(String, i64)>> {
    Ok(sqlx::query!(
        "select reference, bank_statement_id from bank_transaction where account = $1 and reference = any($2)",
        account,
        references
    )
    .fetch_all(connection)
    .await?
    .into_iter()
    .map(|row| (row.reference, row.bank_statement_id))
    .collect())
}

/// A transaction to record, with what it meant.
#[derive(Debug, Clone)]
pub struct NewBankTransaction<'a> {
    pub reference: &'a str,
    pub booked_on: NaiveDate,
    pub amount: Czk,
    pub currency: &'a str,
    pub variable_symbol: Option<&'a str>,
    pub constant_symbol: Option<&'a str>,
    pub specific_symbol: Option<&'a str>,
    pub counter_account: Option<&'a str>,
    pub counter_name: Option<&'a str>,
    pub message: Option<&'a str>,
    pub matched: PaymentMatch,
    /// OPEN when it waits for Admin in the review list.
    pub review: ReviewState,
    pub order_payment_id: Option<i64>,
}

/// Records transactions of a statement, each once per account (a reference recorded meanwhile
/// is left alone); returns the references recorded now with their ids.
pub async fn insert_bank_transactions(
    connection: &mut PgConnection,
    bank_statement_id: i64,
    account: &str,
    rows: &[NewBankTransaction<'_>],
) -> DbResult<Vec<(String, i64)>> {
    fn texts<'a>(
        rows: &'a [NewBankTransaction<'a>],
        get: impl Fn(&'a NewBankTransaction<'a>) -> Option<&'a str>,
    ) -> Vec<Option<String>> {
        rows.iter().map(|row| get(row).map(str::to_owned)).collect()
    }
    let references: Vec<String> = rows.iter().map(|row| row.reference.to_owned()).collect();
    let booked: Vec<NaiveDate> = rows.iter().map(|row| row.booked_on).collect();
    let amounts: Vec<i64> = rows.iter().map(|row| row.amount.halere()).collect();
    let currencies: Vec<String> = rows.iter().map(|row| row.currency.to_owned()).collect();
    let matches: Vec<String> = rows
        .iter()
        .map(|row| row.matched.as_str().to_owned())
        .collect();
    let reviews: Vec<String> = rows
        .iter()
        .map(|row| row.review.as_str().to_owned())
        .collect();
    let orders: Vec<Option<i64>> = rows.iter().map(|row| row.order_payment_id).collect();
    let recorded = sqlx::query!(
        r#"insert into bank_transaction (bank_statement_id, account, reference, booked_on, amount,
               currency, variable_symbol, constant_symbol, specific_symbol, counter_account,
               counter_name, message, match, review, order_payment_id)
           select $1, $2, t.reference, t.booked_on, t.amount, t.currency, t.vs, t.ks, t.ss,
                  t.counter_account, t.counter_name, t.message, t.match, t.review, t.order_id
           from unnest($3::text[], $4::date[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                       $15::bigint[])
                as t (reference, booked_on, amount, currency, vs, ks, ss, counter_account,
                      counter_name, message, match, review, order_id)
           on conflict (account, reference) do nothing
           returning reference, bank_transaction_id"#,
        bank_statement_id,
        account,
        &references,
        &booked,
        &amounts,
        &currencies,
        &texts(rows, |row| row.variable_symbol) as &[Option<String>],
        &texts(rows, |row| row.constant_symbol) as &[Option<String>],
        &texts(rows, |row| row.specific_symbol) as &[Option<String>],
        &texts(rows, |row| row.counter_account) as &[Option<String>],
        &texts(rows, |row| row.counter_name) as &[Option<String>],
        &texts(rows, |row| row.message) as &[Option<String>],
        &matches,
        &reviews,
        &orders as &[Option<i64>]
    )
    .fetch_all(connection)
    .await?;
    Ok(recorded
        .into_iter()
        .map(|row| (row.reference, row.bank_transaction_id))
        .collect())
}

/// An order paid by a bank transaction.
#[derive(Debug, Clone, Copy)]
pub struct BankPayment {
    pub order_payment_id: i64,
    pub from_state: OrderState,
    pub paid_on: NaiveDate,
    pub bank_transaction_id: i64,
}

/// Marks orders PAID by their bank transactions, with their history and fees, in one go.
pub async fn pay_orders_by_bank(
    connection: &mut PgConnection,
    payments: &[BankPayment],
) -> DbResult<()> {
    if payments.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = payments
        .iter()
        .map(|payment| payment.order_payment_id)
        .collect();
    let from: Vec<String> = payments
        .iter()
        .map(|payment| payment.from_state.as_str().to_owned())
        .collect();
    let paid_on: Vec<NaiveDate> = payments.iter().map(|payment| payment.paid_on).collect();
    let transactions: Vec<i64> = payments
        .iter()
        .map(|payment| payment.bank_transaction_id)
        .collect();
    sqlx::query!(
        r#"update order_payment o
           set state = 'PAID', paid_on = p.paid_on, paid_at = now(), updated_at = now()
           from unnest($1::bigint[], $2::date[]) as p (id, paid_on)
           where o.order_payment_id = p.id"#,
        &ids,
        &paid_on
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        r#"insert into order_payment_event (order_payment_id, action, from_state, to_state,
                                            bank_transaction_id)
           select id, 'PAY_BY_BANK', from_state, 'PAID', transaction_id
           from unnest($1::bigint[], $2::text[], $3::bigint[]) as e (id, from_state, transaction_id)"#,
        &ids,
        &from,
        &transactions
    )
    .execute(&mut *connection)
    .await?;
    super::insert_member_payments_of_orders(connection, &ids).await?;
    Ok(())
}

/// How many transactions of a statement meant what, and whether they wait for review (true
/// for a row still or once in the review list).
pub async fn count_statement_transactions(
    executor: impl PgExecutor<'_>,
    bank_statement_id: i64,
) -> DbResult<Vec<(PaymentMatch, bool, i64)>> {
    let rows = sqlx::query!(
        r#"select match as "matched: PaymentMatch", review <> 'NONE' as "waits!",
                  count(*) as "count!"
           from bank_transaction where bank_statement_id = $1 group by 1, 2"#,
        bank_statement_id
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.matched, row.waits, row.count))
        .collect())
}

/// A transaction as the review list and an order's page show it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BankTransactionRow {
    pub bank_transaction_id: i64,
    pub bank_statement_id: i64,
    pub reference: String,
    pub booked_on: NaiveDate,
    pub amount: Czk,
    pub currency: String,
    pub variable_symbol: Option<String>,
    pub counter_account: Option<String>,
    pub counter_name: Option<String>,
    pub message: Option<String>,
    pub matched: PaymentMatch,
    pub review: ReviewState,
    pub review_note: Option<String>,
    pub reviewed_by_name: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub order_payment_id: Option<i64>,
    pub order_uuid: Option<uuid::Uuid>,
    pub order_symbol: Option<String>,
    pub order_amount: Option<Czk>,
    pub order_state: Option<OrderState>,
    pub club_name: Option<String>,
}

/// The select of [`BankTransactionRow`]s, to be followed by a `where`.
fn select_transactions() -> QueryBuilder<Postgres> {
    QueryBuilder::new(TRANSACTION_SELECT)
}

const TRANSACTION_SELECT: &str = "select t.bank_transaction_id, t.bank_statement_id, t.reference, \
    t.booked_on, t.amount, t.currency, t.variable_symbol, t.counter_account, t.counter_name, \
    t.message, t.match as matched, t.review, t.review_note, \
    (select a.first_name || ' ' || a.last_name from account a \
     where a.account_id = t.reviewed_by_account_id) as reviewed_by_name, t.reviewed_at, \
    o.order_payment_id, o.uuid as order_uuid, o.variable_symbol as order_symbol, \
    o.amount as order_amount, o.state as order_state, c.name as club_name \
    from bank_transaction t \
    left join order_payment o on o.order_payment_id = t.order_payment_id \
    left join club c on c.club_id = o.club_id";

/// The review list: transactions in `review` (OPEN by default), newest first, a page and the
/// count.
pub async fn list_review_transactions(
    executor: &sqlx::PgPool,
    review: ReviewState,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<BankTransactionRow>, i64)> {
    let total = sqlx::query_scalar!(
        r#"select count(*) as "count!" from bank_transaction where review = $1"#,
        review as ReviewState
    )
    .fetch_one(executor)
    .await?;
    let mut select = select_transactions();
    select
        .push(" where t.review = ")
        .push_bind(review)
        .push(" order by t.booked_on desc, t.bank_transaction_id desc limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    let rows = select
        .build_query_as::<BankTransactionRow>()
        .fetch_all(executor)
        .await?;
    Ok((rows, total))
}

/// A page of the transactions a statement recorded (`limit` from `offset`), in the
/// statement's order, with their number (bounded by the statement's size).
pub async fn list_statement_transactions(
    executor: &sqlx::PgPool,
    bank_statement_id: i64,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<BankTransactionRow>, i64)> {
    let total = sqlx::query_scalar!(
        r#"select count(*) as "count!" from bank_transaction where bank_statement_id = $1"#,
        bank_statement_id
    )
    .fetch_one(executor)
    .await?;
    let mut select = select_transactions();
    select
        .push(" where t.bank_statement_id = ")
        .push_bind(bank_statement_id)
        .push(" order by t.bank_transaction_id limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    let rows = select
        .build_query_as::<BankTransactionRow>()
        .fetch_all(executor)
        .await?;
    Ok((rows, total))
}

/// The bank transactions of an order (its variable symbol's, or assigned to it).
pub async fn list_order_transactions(
    executor: impl PgExecutor<'_>,
    order_payment_id: i64,
) -> DbResult<Vec<BankTransactionRow>> {
    let mut select = select_transactions();
    select
        .push(" where t.order_payment_id = ")
        .push_bind(order_payment_id)
        .push(" order by t.booked_on, t.bank_transaction_id");
    Ok(select
        .build_query_as::<BankTransactionRow>()
        .fetch_all(executor)
        .await?)
}

/// Locks a transaction for its review and reads it.
pub async fn lock_bank_transaction(
    connection: &mut PgConnection,
    bank_transaction_id: i64,
) -> DbResult<Option<BankTransactionRow>> {
    let locked = sqlx::query_scalar!(
        "select bank_transaction_id from bank_transaction where bank_transaction_id = $1 for update",
        bank_transaction_id
    )
    .fetch_optional(&mut *connection)
    .await?;
    if locked.is_none() {
        return Ok(None);
    }
    let mut select = select_transactions();
    select
        .push(" where t.bank_transaction_id = ")
        .push_bind(bank_transaction_id);
    Ok(select
        .build_query_as::<BankTransactionRow>()
        .fetch_optional(connection)
        .await?)
}

/// Records Admin's decision on a transaction of the review list.
pub async fn resolve_bank_transaction(
    connection: &mut PgConnection,
    bank_transaction_id: i64,
    review: ReviewState,
    order_payment_id: Option<i64>,
    note: &str,
    account_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query!(
        r#"update bank_transaction
           set review = $2, order_payment_id = coalesce($3, order_payment_id), review_note = $4,
               reviewed_by_account_id = $5, reviewed_at = now(), updated_at = now()
           where bank_transaction_id = $1"#,
        bank_transaction_id,
        review as ReviewState,
        order_payment_id,
        note,
        account_id
    )
    .execute(connection)
    .await?;
    Ok(())
}
