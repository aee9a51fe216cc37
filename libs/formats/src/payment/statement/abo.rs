//! ABO / GPC statements (the Czech banks' fixed-width format, CP1250): a `074` line heads a
//! statement, a `075` line is a transaction. Fields of a `075` line, by character position
//! (from 1): 4–19 the account, 20–35 the other party's account (prefix 6 + number 10), 36–48
//! the document number, 49–60 the amount in haléře, 61 the accounting code (1 debit, 2 credit,
//! 4 reversed debit, 5 reversed credit), 62–71 the variable symbol, 72–81 `00` + the other
//! party's bank code + the constant symbol, 82–91 the specific symbol, 92–97 the value date
//! (`DDMMYY`), 98–117 the other party's name, 118 the change code, 119 the data kind, 120–122
//! the currency's ISO 4217 number (`203` is CZK), 123–128 the due date. Lines shorter than 97 characters are refused; longer ones
//! (some banks pad to 130) are read by position. Other record types (`076`, `078`, `079`: more
//! text) are skipped.

use std::borrow::Cow;

use encoding_rs::WINDOWS_1250;
use stopa_domain::payment::StatementFormat;

use super::{
    BankTransaction, Statement, StatementError, StatementProblem, note_problem, push, symbol, text,
};
use stopa_domain::money::Czk;

fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => WINDOWS_1250.decode_without_bom_handling(bytes).0,
    }
}

/// Characters `from..=to` (positions from 1) of a line, or "" past its end.
fn field(chars: &[char], from: usize, to: usize) -> String {
    chars
        .get(from - 1..to.min(chars.len()))
        .map(|slice| slice.iter().collect())
        .unwrap_or_default()
}

/// `DDMMYY` as a date of this century.
fn date(text: &str) -> Option<chrono::NaiveDate> {
    if text.len() != 6 {
        return None;
    }
    chrono::NaiveDate::parse_from_str(&format!("{}20{}", &text[..4], &text[4..]), "%d%m%Y").ok()
}

/// An account of 16 digits (prefix 6, number 10) as `prefix-number`, leading zeros off; None
/// for zeros.
fn account(digits: &str, bank: &str) -> Option<String> {
    if digits.len() != 16 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let prefix = digits[..6].trim_start_matches('0');
    let number = digits[6..].trim_start_matches('0');
    if number.is_empty() {
        return None;
    }
    let account = if prefix.is_empty() {
        number.to_owned()
    } else {
        format!("{prefix}-{number}")
    };
    let bank = bank.trim();
    Some(if bank.len() == 4 && bank != "0000" {
        format!("{account}/{bank}")
    } else {
        account
    })
}

/// ISO 4217 numeric codes of the currencies a Czech account statement carries.
fn currency(code: &str) -> String {
    match code.trim_start_matches('0') {
        "" | "203" => "CZK",
        "978" => "EUR",
        "840" => "USD",
        "826" => "GBP",
        "985" => "PLN",
        "348" => "HUF",
        "756" => "CHF",
        _ => "?",
    }
    .to_owned()
}

pub(super) fn read(bytes: &[u8]) -> Result<Statement, StatementError> {
    let decoded = decode(bytes);
    let mut account_of_statement = None;
    let mut transactions = Vec::new();
    let mut problems = Vec::new();
    for (index, line) in decoded.lines().enumerate() {
        let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let chars: Vec<char> = line.trim_end_matches('\r').chars().take(200).collect();
        match field(&chars, 1, 3).as_str() {
            "074" if account_of_statement.is_none() => {
                account_of_statement = account(&field(&chars, 4, 19), "");
            }
            "075" => {
                let skipped = |reason: &str| StatementProblem {
                    line: number,
                    message: format!("Řádek {number}: {reason}; byl přeskočen."),
                };
                if chars.len() < 97 {
                    note_problem(
                        &mut problems,
                        skipped("řádek pohybu je kratší než 97 znaků"),
                    )?;
                    continue;
                }
                let halere = field(&chars, 49, 60);
                let Ok(halere) = halere.parse::<i64>() else {
                    note_problem(&mut problems, skipped("částka není číslo"))?;
                    continue;
                };
                let sign = match field(&chars, 61, 61).as_str() {
                    "2" | "4" => 1,
                    "1" | "5" => -1,
                    _ => {
                        note_problem(
                            &mut problems,
                            skipped("neznámý kód účtování (povoleny 1, 2, 4, 5)"),
                        )?;
                        continue;
                    }
                };
                let Some(booked_on) = date(&field(&chars, 92, 97)) else {
                    note_problem(
                        &mut problems,
                        skipped("datum valuty není platné datum DDMMRR"),
                    )?;
                    continue;
                };
                let document = field(&chars, 36, 48);
                let reference = text(document.trim_start_matches('0'))
                    .unwrap_or_else(|| format!("{}-{number}", booked_on.format("%Y%m%d")));
                let constant = field(&chars, 72, 81);
                let bank = constant.get(2..6).unwrap_or_default().to_owned();
                push(
                    &mut transactions,
                    BankTransaction {
                        line: number,
                        reference,
                        booked_on,
                        amount: Czk::from_halere(sign * halere),
                        currency: currency(&field(&chars, 120, 122)),
                        variable_symbol: symbol(&field(&chars, 62, 71)),
                        constant_symbol: constant.get(6..).and_then(symbol),
                        specific_symbol: symbol(&field(&chars, 82, 91)),
                        counter_account: account(&field(&chars, 20, 35), &bank),
                        counter_name: text(&field(&chars, 98, 117)),
                        message: None,
                    },
                )?;
            }
            // Another statement's header, more text of a transaction, an empty line.
            _ => {}
        }
    }
    if account_of_statement.is_none() && transactions.is_empty() && problems.is_empty() {
        return Err(StatementError::UnknownFormat);
    }
    Ok(Statement {
        format: StatementFormat::Abo,
        account: account_of_statement,
        transactions,
        problems,
    })
}
