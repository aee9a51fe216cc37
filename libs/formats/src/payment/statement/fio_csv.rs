//! Fio banka's CSV statements: the internet banking's export and the API's
//! `transactions.csv`. Both start with lines about the statement (the account in them), then
//! an empty line and the header; columns are found by their names, in any order.

use std::borrow::Cow;

use encoding_rs::WINDOWS_1250;
use stopa_domain::payment::StatementFormat;

use super::{
    BankTransaction, Statement, StatementError, StatementProblem, amount, note_problem, push,
    symbol, text,
};
use crate::csv_excel::UTF8_BOM;
use crate::table::header_key;

/// Header keys ([`header_key`]) of the columns read.
const REFERENCE: [&str; 2] = ["idpohybu", "idoperace"];

/// The text of the file: UTF-8 (with or without a BOM) when it is valid UTF-8, else CP1250
/// (the internet banking's older exports).
fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => WINDOWS_1250.decode_without_bom_handling(bytes).0,
    }
}

/// The cells of a line split at `;` with their quotes taken off (enough to recognise a header).
fn rough_cells(line: &str) -> Vec<String> {
    line.split(';')
        .map(|cell| header_key(cell.trim().trim_matches('"')))
        .collect()
}

fn is_header(line: &str) -> bool {
    let cells = rough_cells(line);
    let has = |key: &str| cells.iter().any(|cell| cell == key);
    has("datum") && has("objem") && REFERENCE.iter().any(|key| has(key))
}

/// Whether the start of a file has a Fio CSV header.
pub(super) fn looks_like_fio_csv(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(8 * 1024)];
    decode(head).lines().take(40).any(is_header)
}

/// The account named above the header: `z účtu "2500834780/2010"` or the `accountId` and
/// `bankId` lines.
fn account_of(preamble: &[&str]) -> Option<String> {
    let mut account_id = None;
    let mut bank_id = None;
    for line in preamble {
        let cells: Vec<&str> = line
            .split(';')
            .map(|cell| cell.trim().trim_matches('"'))
            .collect();
        match cells.as_slice() {
            ["accountId", value, ..] => account_id = Some((*value).to_owned()),
            ["bankId", value, ..] => bank_id = Some((*value).to_owned()),
            _ => {
                if let Some(position) = line.find("účtu") {
                    let rest: String = line[position..]
                        .chars()
                        .skip_while(|c| !c.is_ascii_digit())
                        .take_while(|c| c.is_ascii_digit() || *c == '/' || *c == '-')
                        .collect();
                    if rest.contains('/') {
                        return text(&rest);
                    }
                }
            }
        }
    }
    match (account_id, bank_id) {
        (Some(account), Some(bank)) => text(&format!("{account}/{bank}")),
        _ => None,
    }
}

/// Lines (from 1) of byte offsets in a text, for offsets that only grow: counts the line
/// breaks once.
struct LineCounter<'a> {
    text: &'a [u8],
    offset: usize,
    line: u32,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text: text.as_bytes(),
            offset: 0,
            line: 1,
        }
    }

    /// The line a record at `position` starts on.
    fn line_of(&mut self, position: Option<&csv::Position>) -> u32 {
        let mut target = position
            .map_or(0, |position| usize::try_from(position.byte()).unwrap_or(0))
            .min(self.text.len());
        // After a "\r\n", the csv reader starts the next record at the "\n".
        if self.text.get(target) == Some(&b'\n') {
            target += 1;
        }
        if target > self.offset {
            let breaks = self.text[self.offset..target]
                .split(|byte| *byte == b'\n')
                .count()
                - 1;
            self.line = self
                .line
                .saturating_add(u32::try_from(breaks).unwrap_or(u32::MAX));
            self.offset = target;
        }
        self.line
    }
}

pub(super) fn read(bytes: &[u8]) -> Result<Statement, StatementError> {
    let decoded = decode(bytes);
    let mut preamble = Vec::new();
    let mut body_start = None;
    let mut offset = 0;
    for line in decoded.split_inclusive('\n') {
        let content = line.trim_end_matches(['\r', '\n']);
        if is_header(content) {
            body_start = Some(offset);
            break;
        }
        preamble.push(content);
        offset += line.len();
    }
    let body_start = body_start.ok_or(StatementError::UnknownFormat)?;
    let header_index = preamble.len();
    let account = account_of(&preamble);
    let body = &decoded[body_start..];
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b';')
        .has_headers(true)
        .flexible(true)
        .from_reader(body.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .map_err(|error| StatementError::Unreadable(error.to_string()))?
        .iter()
        .map(header_key)
        .collect();
    let find = |keys: &[&str]| header.iter().position(|cell| keys.contains(&cell.as_str()));
    let (Some(reference_column), Some(date_column), Some(amount_column)) =
        (find(&REFERENCE), find(&["datum"]), find(&["objem"]))
    else {
        return Err(StatementError::UnknownFormat);
    };
    let currency_column = find(&["mena"]);
    let counter_column = find(&["protiucet"]);
    let bank_column = find(&["kodbanky"]);
    let name_column = find(&["nazevprotiuctu"]);
    let constant_column = find(&["ks"]);
    let variable_column = find(&["vs"]);
    let specific_column = find(&["ss"]);
    let message_column = find(&["zpravaproprijemce"]);
    let first_line = u32::try_from(header_index).unwrap_or(u32::MAX);
    let mut transactions = Vec::new();
    let mut problems = Vec::new();
    let mut lines = LineCounter::new(body);
    for record in reader.records() {
        let record = match record {
            Ok(record) => record,
            Err(error) => {
                note_problem(
                    &mut problems,
                    StatementProblem {
                        line: first_line.saturating_add(lines.line_of(error.position())),
                        message: "Řádek nelze přečíst.".to_owned(),
                    },
                )?;
                continue;
            }
        };
        let line = first_line.saturating_add(lines.line_of(record.position()));
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        let cell =
            |column: Option<usize>| column.and_then(|column| record.get(column)).map(str::trim);
        let reference = cell(Some(reference_column)).and_then(text);
        let booked_on = cell(Some(date_column))
            .and_then(|date| chrono::NaiveDate::parse_from_str(date, "%d.%m.%Y").ok());
        let value = cell(Some(amount_column)).and_then(amount);
        let (Some(reference), Some(booked_on), Some(value)) = (reference, booked_on, value) else {
            note_problem(
                &mut problems,
                StatementProblem {
                    line,
                    message: "Řádek nemá ID pohybu, datum (DD.MM.RRRR) nebo objem; byl přeskočen."
                        .to_owned(),
                },
            )?;
            continue;
        };
        let counter_account = match (cell(counter_column), cell(bank_column)) {
            (Some(account), Some(bank)) if !account.is_empty() && !bank.is_empty() => {
                text(&format!("{account}/{bank}"))
            }
            (Some(account), _) => text(account),
            _ => None,
        };
        push(
            &mut transactions,
            BankTransaction {
                line,
                reference,
                booked_on,
                amount: value,
                currency: cell(currency_column)
                    .and_then(text)
                    .unwrap_or_else(|| "CZK".to_owned()),
                variable_symbol: cell(variable_column).and_then(symbol),
                constant_symbol: cell(constant_column).and_then(symbol),
                specific_symbol: cell(specific_column).and_then(symbol),
                counter_account,
                counter_name: cell(name_column).and_then(text),
                message: cell(message_column).and_then(text),
            },
        )?;
    }
    Ok(Statement {
        format: StatementFormat::FioCsv,
        account,
        transactions,
        problems,
    })
}
