//! Bank statements: uploaded by Admin (or by staff with PAYMENTS for their scope) or fetched
//! from the Fio API by the worker, read at once to refuse what is no statement, then matched
//! by the worker ([`run_statement`]) in chunks: each chunk in one transaction that locks the
//! orders its variable symbols name, records its new transactions (each once per account, by
//! the bank's id), pays the orders paid exactly (statements of Admin and the Fio fetch; those
//! of staff only propose, in the review list) and records the e-mails about them. A worker
//! killed halfway leaves whole chunks behind; the job run again skips what is recorded.

use std::collections::{HashMap, HashSet};

use stopa_db::payment::{self as db, BankPayment, NewBankTransaction, NewStatement, StatementRow};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::member_import::ImportProgress;
use stopa_domain::payment::{
    OrderState, PaymentMatch, ReviewState, StatementFormat, match_payment,
};
use stopa_domain::policy::{self, ClubFacts, ClubScope};
use stopa_domain::results::ResultImportState;
use stopa_formats::payment::statement::{self as formats, BankTransaction, MAX_STATEMENT_BYTES};

use super::notice::record_paid_notices;
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App, job};

/// Transactions matched in one database transaction.
const CHUNK: usize = 1_000;

/// A statement as its page shows it.
#[derive(Debug, Clone)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BankStatement")
)]
pub struct StatementView {
    pub id: i64,
    pub format: StatementFormat,
    pub format_label: String,
    pub file_name: String,
    /// Uploaded, or fetched from the Fio API.
    pub fetched: bool,
    pub account: Option<String>,
    pub state: ResultImportState,
    /// COMPLETED, IN_PROGRESS or UNKNOWN (failed), as imports report it.
    pub progress: ImportProgress,
    pub total_rows: i32,
    pub processed_rows: i32,
    /// Paid orders.
    pub matched: i64,
    /// Waiting in the review list.
    pub for_review: i64,
    /// Outgoing payments and other currencies: recorded, nothing to do.
    pub ignored: i64,
    /// Recorded before (the statement or part of it was read already).
    pub already_imported: i64,
    /// Left for Admin: payments of orders outside the uploader's scope, or of none.
    pub out_of_scope: i64,
    /// Lines that could not be read, in Czech.
    pub problems: Vec<String>,
    pub error: Option<String>,
    pub created_by_name: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub finished_at: Option<chrono::DateTime<chrono::Utc>>,
}

fn count(row: &StatementRow, key: &str) -> i64 {
    row.outcome_counts
        .get(key)
        .and_then(serde_json::Value::as_i64)
        .unwrap_or(0)
}

fn statement_view(row: StatementRow) -> StatementView {
    StatementView {
        id: row.bank_statement_id,
        format_label: row.format.label().to_owned(),
        format: row.format,
        fetched: row.source == "FIO_API",
        progress: row.state.progress(),
        matched: count(&row, "MATCHED"),
        for_review: count(&row, "REVIEW"),
        ignored: count(&row, "IGNORED"),
        already_imported: count(&row, "ALREADY_IMPORTED"),
        out_of_scope: count(&row, "OUT_OF_SCOPE"),
        problems: row
            .problems
            .as_array()
            .map(|problems| {
                problems
                    .iter()
                    .filter_map(|problem| problem.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default(),
        file_name: row.file_name,
        account: row.account,
        state: row.state,
        total_rows: row.total_rows,
        processed_rows: row.processed_rows,
        error: row.error,
        created_by_name: row.created_by_name,
        created_at: row.created_at,
        finished_at: row.finished_at,
    }
}

/// A statement file uploaded.
#[derive(Debug, Clone)]
pub struct UploadStatement {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// Reads a statement off the async threads.
async fn read_off_thread(app: &App, bytes: Vec<u8>) -> AppResult<formats::Statement> {
    app.file_work
        .run("reading a bank statement", move || {
            formats::read_statement(&bytes)
        })
        .await?
        .map_err(|error| AppError::coded(error.code(), error.to_string()))
}

/// Checks an uploaded statement (a statement of the federation's account, with movements) and
/// queues its matching; the orders change when the worker runs it.
pub async fn upload_statement(
    app: &App,
    actor: &Actor,
    request: UploadStatement,
) -> AppResult<StatementView> {
    let scope = policy::statement_scope(&actor.identity)?;
    if request.bytes.len() > MAX_STATEMENT_BYTES {
        return Err(AppError::coded(
            ErrorCode::FileTooLarge,
            format!(
                "Výpis je větší než {} MB.",
                MAX_STATEMENT_BYTES / (1024 * 1024)
            ),
        ));
    }
    let statement = read_off_thread(app, request.bytes.clone()).await?;
    if let Some(account) = &statement.account
        && !app.payment.is_account(account)
    {
        return Err(AppError::field(
            "file",
            format!(
                "Výpis je z účtu {account}, ale poplatky se platí na účet {}.",
                app.payment.account
            ),
        ));
    }
    if statement.account.is_none() && scope != ClubScope::All {
        return Err(AppError::field(
            "file",
            "Výpis neuvádí, ze kterého účtu je; nahrajte výpis s číslem účtu (Fio CSV z \
             internetového bankovnictví, JSON z Fio API nebo ABO s hlavičkou 074).",
        ));
    }
    if statement.transactions.is_empty() && statement.problems.is_empty() {
        return Err(AppError::coded(
            ErrorCode::EmptyFile,
            "Výpis neobsahuje žádné pohyby.",
        ));
    }
    let file_name = stopa_domain::text::clean_line(&request.file_name, 200);
    let statement_id = store_statement(
        app,
        actor,
        &statement,
        &file_name,
        "UPLOAD",
        scope,
        &request.bytes,
    )
    .await?;
    statement_by_id(app, actor, statement_id).await
}

/// Records a statement read and queues its job.
async fn store_statement(
    app: &App,
    actor: &Actor,
    statement: &formats::Statement,
    file_name: &str,
    source: &str,
    scope: ClubScope,
    bytes: &[u8],
) -> AppResult<i64> {
    let total = statement.transactions.len() + statement.problems.len();
    let mut write = AuditedWrite::begin(app, actor, "bank_statement").await?;
    let statement_id = db::insert_bank_statement(
        write.tx(),
        &NewStatement {
            format: statement.format,
            file_name: if file_name.is_empty() {
                "vypis"
            } else {
                file_name
            },
            source,
            account: statement.account.as_deref(),
            scope,
            content: bytes,
            total_rows: i32::try_from(total).unwrap_or(i32::MAX),
            created_by_account_id: actor.account_id(),
        },
    )
    .await?;
    write
        .audit(
            "upload",
            statement_id,
            None::<&()>,
            Some(&serde_json::json!({
                "file_name": file_name,
                "format": statement.format,
                "source": source,
                "transactions": statement.transactions.len(),
            })),
        )
        .await?;
    write.commit().await?;
    let enqueued = app
        .queues
        .enqueue(
            &app.pool,
            &job::BankStatementImport {
                bank_statement_id: statement_id,
            },
            actor.account_id(),
        )
        .await
        .map_err(crate::job::enqueue_error)?;
    db::set_bank_statement_job(&app.pool, statement_id, enqueued.job_id).await?;
    Ok(statement_id)
}

/// One statement: for Admin, and for the staff member who uploaded it.
async fn statement_by_id(app: &App, actor: &Actor, statement_id: i64) -> AppResult<StatementView> {
    policy::statement_scope(&actor.identity)?;
    let row = db::find_bank_statement(&app.pool, statement_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let admin = policy::check_payment_admin(&actor.identity).is_ok();
    if !admin && row.created_by_account_id != actor.account_id() {
        return Err(AppError::NotFound);
    }
    Ok(statement_view(row))
}

/// One statement with its progress and counts (polled while the worker runs it).
pub async fn bank_statement(
    app: &App,
    actor: &Actor,
    statement_id: i64,
) -> AppResult<StatementView> {
    statement_by_id(app, actor, statement_id).await
}

/// What became of each payment a statement recorded, in the statement's order (a page of
/// them): paid an order, waits in the review list, or ignored; for whoever may see the
/// statement. Payments recorded by an earlier statement are that statement's rows.
pub async fn bank_statement_rows(
    app: &App,
    actor: &Actor,
    statement_id: i64,
    page: i32,
    per_page: i32,
) -> AppResult<super::ReviewPage> {
    statement_by_id(app, actor, statement_id).await?;
    let (limit, offset) = super::review::page_window(page, per_page)?;
    let (rows, total_count) =
        db::list_statement_transactions(&app.pool, statement_id, limit, offset).await?;
    Ok(super::ReviewPage {
        nodes: rows
            .into_iter()
            .map(super::review::review_payment)
            .collect(),
        total_count,
    })
}

/// The latest statements: every one for Admin, one's own uploads for staff.
pub async fn bank_statements(app: &App, actor: &Actor) -> AppResult<Vec<StatementView>> {
    policy::statement_scope(&actor.identity)?;
    let admin = policy::check_payment_admin(&actor.identity).is_ok();
    let created_by = if admin {
        None
    } else {
        Some(actor.account_id().unwrap_or(0))
    };
    let rows = db::list_bank_statements(&app.pool, created_by, 50).await?;
    Ok(rows.into_iter().map(statement_view).collect())
}

/// How far a statement's run got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatementProgress {
    pub processed: i64,
    pub total: i64,
}

/// What one chunk did.
#[derive(Debug, Default)]
struct ChunkCounts {
    already_imported: i64,
    out_of_scope: i64,
}

/// Runs a statement to its end (the worker's job). A finished statement is left alone; a
/// redelivered one goes through the file again, skipping what was recorded.
pub async fn run_statement(
    app: &App,
    statement_id: i64,
    mut progress: impl FnMut(StatementProgress),
) -> AppResult<ResultImportState> {
    let Some(row) = db::find_bank_statement(&app.pool, statement_id).await? else {
        return Err(AppError::NotFound);
    };
    let Some(content) = db::start_bank_statement(&app.pool, statement_id).await? else {
        return Ok(row.state);
    };
    let statement = match read_off_thread(app, content).await {
        Ok(statement) => statement,
        Err(error) => {
            db::finish_bank_statement(
                &app.pool,
                statement_id,
                &serde_json::json!({}),
                &serde_json::json!([]),
                Some(&error.message()),
            )
            .await?;
            return Ok(ResultImportState::Failed);
        }
    };
    let total = statement.transactions.len() as i64;
    progress(StatementProgress {
        processed: 0,
        total,
    });
    let account = row.account.clone().unwrap_or_default();
    let scope = row.scope();
    let mut counts = ChunkCounts::default();
    let mut seen = HashSet::new();
    for (index, chunk) in statement.transactions.chunks(CHUNK).enumerate() {
        // The same movement twice in one file counts once.
        let chunk: Vec<&BankTransaction> = chunk
            .iter()
            .filter(|transaction| seen.insert(transaction.reference.clone()))
            .collect();
        let done = match_chunk(app, statement_id, &account, scope, &chunk).await?;
        counts.already_imported += done.already_imported;
        counts.out_of_scope += done.out_of_scope;
        let processed = ((index + 1) * CHUNK).min(statement.transactions.len()) as i64;
        db::set_bank_statement_progress(
            &app.pool,
            statement_id,
            i32::try_from(processed).unwrap_or(i32::MAX),
        )
        .await?;
        progress(StatementProgress { processed, total });
    }
    let mut outcome = serde_json::Map::new();
    let (mut matched, mut review, mut ignored) = (0, 0, 0);
    for (kind, waits, number) in db::count_statement_transactions(&app.pool, statement_id).await? {
        match kind {
            _ if waits => review += number,
            PaymentMatch::Matched => matched += number,
            _ => ignored += number,
        }
        let key = if waits && kind == PaymentMatch::Matched {
            "MATCHED_TO_CONFIRM"
        } else {
            kind.as_str()
        };
        let before = outcome
            .get(key)
            .and_then(serde_json::Value::as_i64)
            .unwrap_or(0);
        outcome.insert(key.to_owned(), (before + number).into());
    }
    outcome.insert("MATCHED".to_owned(), matched.into());
    outcome.insert("REVIEW".to_owned(), review.into());
    outcome.insert("IGNORED".to_owned(), ignored.into());
    outcome.insert(
        "ALREADY_IMPORTED".to_owned(),
        counts.already_imported.into(),
    );
    outcome.insert("OUT_OF_SCOPE".to_owned(), counts.out_of_scope.into());
    let problems: Vec<String> = statement
        .problems
        .iter()
        .map(|problem| problem.message.clone())
        .collect();
    db::finish_bank_statement(
        &app.pool,
        statement_id,
        &serde_json::Value::Object(outcome),
        &serde_json::json!(problems),
        None,
    )
    .await?;
    Ok(ResultImportState::Completed)
}

/// Matches one chunk in one transaction.
async fn match_chunk(
    app: &App,
    statement_id: i64,
    account: &str,
    scope: ClubScope,
    chunk: &[&BankTransaction],
) -> AppResult<ChunkCounts> {
    let mut transaction = stopa_db::begin(&app.pool).await?;
    let mut symbols: Vec<String> = chunk
        .iter()
        .filter_map(|transaction| transaction.variable_symbol.clone())
        .collect();
    symbols.sort_unstable();
    symbols.dedup();
    let mut orders: HashMap<String, db::SymbolOrderRow> =
        db::lock_orders_by_symbols(&mut transaction, &symbols)
            .await?
            .into_iter()
            .map(|order| (order.variable_symbol.clone(), order))
            .collect();
    let references: Vec<String> = chunk
        .iter()
        .map(|transaction| transaction.reference.clone())
        .collect();
    let known: HashMap<String, i64> = db::known_references(&mut transaction, account, &references)
        .await?
        .into_iter()
        .collect();
    let trusted = scope == ClubScope::All;
    let mut counts = ChunkCounts::default();
    let mut rows = Vec::new();
    let mut paying: HashMap<&str, (i64, OrderState)> = HashMap::new();
    for bank in chunk {
        if let Some(recorded_by) = known.get(&bank.reference) {
            if *recorded_by != statement_id {
                counts.already_imported += 1;
            }
            continue;
        }
        let order = bank
            .variable_symbol
            .as_ref()
            .and_then(|symbol| orders.get_mut(symbol));
        if scope != ClubScope::All {
            let in_scope = order.as_ref().is_some_and(|order| {
                scope.contains(&ClubFacts {
                    club_id: order.club_id,
                    region_id: order.region_id,
                    department_ids: &order.department_ids,
                })
            });
            // Only incoming payments in crowns of the uploader's orders are recorded: a file of
            // staff cannot claim movements of the account that are no business of theirs.
            if !in_scope
                || bank.amount <= stopa_domain::money::Czk::ZERO
                || !bank.currency.eq_ignore_ascii_case("CZK")
            {
                counts.out_of_scope += 1;
                continue;
            }
        }
        let matched = match_payment(
            bank.amount,
            &bank.currency,
            order.as_ref().map(|order| (order.state, order.amount)),
        );
        // A statement uploaded by staff is a file they made or passed on, not the bank's
        // word: even its exact payments wait for Admin in the review list, who pays the order
        // by assigning the payment (paying is Admin's or the bank's, as by hand).
        let review = if matched.needs_review() || (matched == PaymentMatch::Matched && !trusted) {
            ReviewState::Open
        } else {
            ReviewState::None
        };
        let order_payment_id = order.map(|order| {
            if matched == PaymentMatch::Matched && trusted {
                paying.insert(
                    bank.reference.as_str(),
                    (order.order_payment_id, order.state),
                );
                order.state = OrderState::Paid;
            }
            order.order_payment_id
        });
        rows.push(NewBankTransaction {
            reference: &bank.reference,
            booked_on: bank.booked_on,
            amount: bank.amount,
            currency: &bank.currency,
            variable_symbol: bank.variable_symbol.as_deref(),
            constant_symbol: bank.constant_symbol.as_deref(),
            specific_symbol: bank.specific_symbol.as_deref(),
            counter_account: bank.counter_account.as_deref(),
            counter_name: bank.counter_name.as_deref(),
            message: bank.message.as_deref(),
            matched,
            review,
            order_payment_id,
        });
    }
    let recorded =
        db::insert_bank_transactions(&mut transaction, statement_id, account, &rows).await?;
    let booked: HashMap<&str, chrono::NaiveDate> = chunk
        .iter()
        .map(|bank| (bank.reference.as_str(), bank.booked_on))
        .collect();
    let payments: Vec<BankPayment> = recorded
        .iter()
        .filter_map(|(reference, bank_transaction_id)| {
            let (order_payment_id, from_state) = paying.get(reference.as_str())?;
            Some(BankPayment {
                order_payment_id: *order_payment_id,
                from_state: *from_state,
                paid_on: *booked.get(reference.as_str())?,
                bank_transaction_id: *bank_transaction_id,
            })
        })
        .collect();
    db::pay_orders_by_bank(&mut transaction, &payments).await?;
    let paid: Vec<i64> = payments
        .iter()
        .map(|payment| payment.order_payment_id)
        .collect();
    let notices = record_paid_notices(app, &mut transaction, &paid).await?;
    stopa_db::commit(transaction).await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    Ok(counts)
}

/// Marks a statement failed after its job gave up.
pub async fn fail_statement(app: &App, statement_id: i64, message: &str) -> AppResult<()> {
    db::finish_bank_statement(
        &app.pool,
        statement_id,
        &serde_json::json!({}),
        &serde_json::json!([]),
        Some(message),
    )
    .await?;
    Ok(())
}

/// The Fio API of the federation's account.
#[derive(Clone)]
pub struct FioApi {
    /// `https://fioapi.fio.cz/v1/rest` (a test server elsewhere).
    pub base_url: String,
    /// The account's API token; never logged or shown.
    pub token: String,
}

impl std::fmt::Debug for FioApi {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("FioApi")
            .field("base_url", &self.base_url)
            .field("token", &"***")
            .finish()
    }
}

/// How long a fetch may take.
const FETCH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(60);

/// Fetches the account's new movements from the Fio API (`last/{token}/transactions.json`:
/// the bank remembers what it gave last time) and queues them as a statement, matched like an
/// upload of Admin's. Returns the statement, or None when nothing moved. The answer is stored
/// before anything else happens, so movements the bank gave are never lost with the process.
pub async fn fetch_fio_statement(app: &App, fio: &FioApi) -> AppResult<Option<i64>> {
    let failed = |detail: String| {
        AppError::coded(
            ErrorCode::FetchFailed,
            format!("Výpis z Fio API nelze stáhnout: {detail}"),
        )
    };
    // reqwest takes the TLS provider installed for the process: ring, as sqlx and lettre use.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::builder()
        .timeout(FETCH_TIMEOUT)
        .user_agent("Stopa (SLČR) statement sync")
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|error| failed(error.without_url().to_string()))?;
    let url = format!(
        "{}/last/{}/transactions.json",
        fio.base_url.trim_end_matches('/'),
        percent_encoding::utf8_percent_encode(&fio.token, percent_encoding::NON_ALPHANUMERIC)
    );
    let mut response = client
        .get(url)
        .send()
        .await
        .map_err(|error| failed(error.without_url().to_string()))?;
    if !response.status().is_success() {
        // Fio answers 409 to a second call within 30 seconds.
        return Err(failed(format!(
            "server odpověděl {}",
            response.status().as_u16()
        )));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|error| failed(error.without_url().to_string()))?
    {
        if bytes.len() + chunk.len() > MAX_STATEMENT_BYTES {
            return Err(failed("odpověď je větší než 10 MB".to_owned()));
        }
        bytes.extend_from_slice(&chunk);
    }
    let statement = read_off_thread(app, bytes.clone()).await?;
    if statement.transactions.is_empty() {
        return Ok(None);
    }
    let file_name = format!("fio-api-{}.json", crate::today().format("%Y-%m-%d"));
    let id = store_statement(
        app,
        &Actor::operator(),
        &statement,
        &file_name,
        "FIO_API",
        ClubScope::All,
        &bytes,
    )
    .await?;
    Ok(Some(id))
}
