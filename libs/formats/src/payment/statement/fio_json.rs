//! The Fio REST API's statement (`periods/…/transactions.json`, `last/…/transactions.json`).
//! Columns read (Fio's documentation of the API): 22 ID pohybu, 0 Datum, 1 Objem, 14 Měna,
//! 2 Protiúčet, 3 Kód banky, 10 Název protiúčtu, 4 KS, 5 VS, 6 SS, 16 Zpráva pro příjemce.

use serde_json::Value;
use stopa_domain::payment::StatementFormat;

use super::{
    BankTransaction, Statement, StatementError, StatementProblem, amount, note_problem, push,
    symbol, text,
};

/// A column's value as text (numbers as JSON writes them); None when absent or null.
fn column(transaction: &Value, number: u8) -> Option<String> {
    let value = transaction.get(format!("column{number}"))?.get("value")?;
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

pub(super) fn read(bytes: &[u8]) -> Result<Statement, StatementError> {
    let document: Value = serde_json::from_slice(bytes).map_err(|error| {
        StatementError::Unreadable(format!(
            "JSON je poškozený na řádku {}, sloupci {}.",
            error.line(),
            error.column()
        ))
    })?;
    let statement = document
        .get("accountStatement")
        .ok_or(StatementError::UnknownFormat)?;
    let info = statement.get("info");
    let field = |name: &str| {
        info.and_then(|info| info.get(name))
            .and_then(|value| match value {
                Value::String(text) => Some(text.clone()),
                Value::Number(number) => Some(number.to_string()),
                _ => None,
            })
    };
    let account = match (field("accountId"), field("bankId")) {
        (Some(account), Some(bank)) => text(&format!("{account}/{bank}")),
        _ => None,
    };
    let default_currency = field("currency").unwrap_or_else(|| "CZK".to_owned());
    let list = statement
        .get("transactionList")
        .and_then(|list| list.get("transaction"));
    let items: &[Value] = match list {
        None | Some(Value::Null) => &[],
        Some(Value::Array(items)) => items,
        Some(_) => {
            return Err(StatementError::Unreadable(
                "seznam pohybů (transactionList.transaction) není pole.".to_owned(),
            ));
        }
    };
    let mut transactions = Vec::new();
    let mut problems = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let line = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let reference = column(item, 22).and_then(|id| text(&id));
        let booked_on = column(item, 0)
            .and_then(|date| chrono::NaiveDate::parse_from_str(date.get(..10)?, "%Y-%m-%d").ok());
        let value = column(item, 1).and_then(|value| amount(&value));
        let (Some(reference), Some(booked_on), Some(value)) = (reference, booked_on, value) else {
            note_problem(
                &mut problems,
                StatementProblem {
                    line,
                    message: format!(
                        "Pohyb č. {line} nemá ID pohybu, datum nebo objem; byl přeskočen."
                    ),
                },
            )?;
            continue;
        };
        let counter_account = match (column(item, 2), column(item, 3)) {
            (Some(account), Some(bank)) => text(&format!("{account}/{bank}")),
            (Some(account), None) => text(&account),
            _ => None,
        };
        push(
            &mut transactions,
            BankTransaction {
                line,
                reference,
                booked_on,
                amount: value,
                currency: column(item, 14)
                    .and_then(|currency| text(&currency))
                    .unwrap_or_else(|| default_currency.clone()),
                variable_symbol: column(item, 5).and_then(|value| symbol(&value)),
                constant_symbol: column(item, 4).and_then(|value| symbol(&value)),
                specific_symbol: column(item, 6).and_then(|value| symbol(&value)),
                counter_account,
                counter_name: column(item, 10).and_then(|value| text(&value)),
                message: column(item, 16).and_then(|value| text(&value)),
            },
        )?;
    }
    Ok(Statement {
        format: StatementFormat::FioJson,
        account,
        transactions,
        problems,
    })
}
