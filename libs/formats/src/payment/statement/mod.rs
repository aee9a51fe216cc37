//! Bank statements: the transactions of the federation's account, read from the three forms
//! Czech banks give them in (`testdata/payments`, from `shared/refs/payments`):
//!
//! - **Fio API JSON** (`…/transactions.json` of the Fio REST API): `accountStatement.info` and
//!   `transactionList.transaction[]`, each field a `columnN` object with its `value`.
//! - **Fio CSV**: the internet banking's export (four quoted lines about the statement, an
//!   empty line, the header) or the API's `transactions.csv` (a `key;value` block, an empty
//!   line, the header); `;`-separated, decimal comma, dates `DD.MM.YYYY`, UTF-8 or CP1250.
//! - **ABO / GPC**: fixed-width lines of 128 characters, a `074` header and a `075` line per
//!   transaction, CP1250; amounts in haléře with an accounting code for the direction.
//!
//! Every text read is cleaned and cut ([`stopa_domain::text::clean_line`]); a file is at most
//! [`MAX_STATEMENT_BYTES`] and [`MAX_TRANSACTIONS`] transactions, refused as soon as it is more.
//! A line that cannot be read is reported with its number and the rest is read.

use chrono::NaiveDate;
use stopa_domain::error_code::ErrorCode;
use stopa_domain::money::Czk;
use stopa_domain::payment::{StatementFormat, normalize_symbol};

mod abo;
mod fio_csv;
mod fio_json;
#[cfg(test)]
mod tests;

/// A statement file larger than this is refused unread (10 MiB: a year of a busy account).
pub const MAX_STATEMENT_BYTES: usize = 10 * 1024 * 1024;
/// Transactions a statement may have.
pub const MAX_TRANSACTIONS: usize = 100_000;
/// Unreadable lines a statement may have before it is refused as no statement at all (a list
/// of every bad line of a 10 MB file would cost more than the file).
pub const MAX_PROBLEMS: usize = 1_000;
/// Names of accounts and messages are cut to this many characters.
const MAX_TEXT: usize = 140;

/// A statement read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub format: StatementFormat,
    /// The account the statement is of, as the file names it (`2500834780/2010`).
    pub account: Option<String>,
    pub transactions: Vec<BankTransaction>,
    /// Lines that could not be read, with the Czech reason.
    pub problems: Vec<StatementProblem>,
}

/// One movement of the account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankTransaction {
    /// The line of the file (for ABO and CSV) or the position in the list (JSON), from 1.
    pub line: u32,
    /// The bank's id of the movement, unique within the account ("ID pohybu", the ABO
    /// document number); a statement read twice is known by it.
    pub reference: String,
    pub booked_on: NaiveDate,
    /// Positive for money coming in, negative for money going out.
    pub amount: Czk,
    pub currency: String,
    /// Digits without leading zeros.
    pub variable_symbol: Option<String>,
    pub constant_symbol: Option<String>,
    pub specific_symbol: Option<String>,
    /// The other party's account (`prefix-number/bank`).
    pub counter_account: Option<String>,
    pub counter_name: Option<String>,
    /// The message for the recipient.
    pub message: Option<String>,
}

/// A line that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementProblem {
    pub line: u32,
    pub message: String,
}

/// Why a statement cannot be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatementError {
    #[error("Soubor je větší než {} MB.", MAX_STATEMENT_BYTES / (1024 * 1024))]
    TooLarge,
    #[error("Výpis má více než {} pohybů.", crate::czech::grouped_number(MAX_TRANSACTIONS as u64))]
    TooManyTransactions,
    #[error("Výpis má více než {} nečitelných řádků; je to opravdu výpis účtu?", crate::czech::grouped_number(MAX_PROBLEMS as u64))]
    TooManyProblems,
    #[error("Soubor je prázdný.")]
    Empty,
    #[error("Soubor není bankovní výpis ve známém formátu (Fio API JSON, Fio CSV nebo ABO/GPC).")]
    UnknownFormat,
    #[error("Výpis nelze přečíst: {0}")]
    Unreadable(String),
}

impl StatementError {
    /// The stable code of the refusal.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::TooLarge => ErrorCode::FileTooLarge,
            Self::TooManyTransactions => ErrorCode::TooManyRows,
            Self::Empty => ErrorCode::EmptyFile,
            Self::UnknownFormat | Self::Unreadable(_) | Self::TooManyProblems => {
                ErrorCode::UnreadableFile
            }
        }
    }
}

/// The format of a statement by its first bytes: `{` JSON, `074` ABO, otherwise Fio CSV when
/// its header is found.
pub fn detect_format(bytes: &[u8]) -> Option<StatementFormat> {
    let text = bytes
        .strip_prefix(crate::csv_excel::UTF8_BOM)
        .unwrap_or(bytes);
    let start = text.iter().position(|byte| !byte.is_ascii_whitespace())?;
    let text = &text[start..];
    if text.starts_with(b"{") {
        Some(StatementFormat::FioJson)
    } else if text.starts_with(b"074") {
        Some(StatementFormat::Abo)
    } else if fio_csv::looks_like_fio_csv(text) {
        Some(StatementFormat::FioCsv)
    } else {
        None
    }
}

/// Reads a statement in the format its bytes have.
pub fn read_statement(bytes: &[u8]) -> Result<Statement, StatementError> {
    if bytes.len() > MAX_STATEMENT_BYTES {
        return Err(StatementError::TooLarge);
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(StatementError::Empty);
    }
    match detect_format(bytes).ok_or(StatementError::UnknownFormat)? {
        StatementFormat::FioJson => fio_json::read(bytes),
        StatementFormat::FioCsv => fio_csv::read(bytes),
        StatementFormat::Abo => abo::read(bytes),
    }
}

/// Text of a file made fit to store: one line, cut; None when nothing is left.
fn text(value: &str) -> Option<String> {
    let line = stopa_domain::text::clean_line(value, MAX_TEXT);
    (!line.is_empty()).then_some(line)
}

/// A symbol (variable, constant, specific): digits without leading zeros.
fn symbol(value: &str) -> Option<String> {
    normalize_symbol(value)
}

/// An amount written with a decimal comma or point, a sign and thousands separated by spaces
/// (`-1 290,50`, `353.29`, `-20000`), in haléře; None when it is not one.
fn amount(value: &str) -> Option<Czk> {
    let cleaned: String = value
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '\u{a0}' && *c != '\u{202f}')
        .collect();
    let (negative, digits) = match cleaned.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, cleaned.strip_prefix('+').unwrap_or(&cleaned)),
    };
    let (whole, decimals) = digits.split_once([',', '.']).unwrap_or((digits, ""));
    if whole.is_empty()
        || whole.len() > 13
        || decimals.len() > 2
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !decimals.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let cents: i64 = format!("{decimals:0<2}").parse().ok()?;
    let halere = whole * 100 + cents;
    Some(Czk::from_halere(if negative { -halere } else { halere }))
}

/// Notes a line that could not be read; refuses the file past [`MAX_PROBLEMS`] of them.
fn note_problem(
    problems: &mut Vec<StatementProblem>,
    problem: StatementProblem,
) -> Result<(), StatementError> {
    if problems.len() >= MAX_PROBLEMS {
        return Err(StatementError::TooManyProblems);
    }
    problems.push(problem);
    Ok(())
}

/// Checks the count as transactions come.
fn push(
    transactions: &mut Vec<BankTransaction>,
    transaction: BankTransaction,
) -> Result<(), StatementError> {
    if transactions.len() >= MAX_TRANSACTIONS {
        return Err(StatementError::TooManyTransactions);
    }
    transactions.push(transaction);
    Ok(())
}
