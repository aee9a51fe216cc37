//! Every statement of `testdata/payments`, the limits and broken files.

use super::*;

static FIO_JSON: &[u8] = include_bytes!("../../../testdata/payments/fio-api-periods-sample.json");
static ABO_SAMPLE: &[u8] = include_bytes!("../../../testdata/payments/abo-gpc_basic_format.gpc");
static ABO_OURS: &[u8] = include_bytes!("../../../testdata/payments/abo-statement.ours.cp1250.gpc");
static FIO_CSV_BANKING: &[u8] =
    include_bytes!("../../../testdata/payments/fio-internet-banking.ours.csv");
static FIO_CSV_API: &[u8] =
    include_bytes!("../../../testdata/payments/fio-api-transactions.ours.cp1250.csv");

fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("date")
}

#[test]
fn the_fio_api_sample_reads_its_two_card_payments() {
    let statement = read_statement(FIO_JSON).expect("statement");
    assert_eq!(statement.format, StatementFormat::FioJson);
    assert_eq!(statement.account.as_deref(), Some("1234567890/2010"));
    assert!(statement.problems.is_empty());
    let amounts: Vec<i64> = statement
        .transactions
        .iter()
        .map(|t| t.amount.halere())
        .collect();
    assert_eq!(amounts, [-13_000, -35_329]);
    let first = &statement.transactions[0];
    assert_eq!(first.reference, "10000000002");
    assert_eq!(first.booked_on, date("2016-08-03"));
    assert_eq!(first.currency, "CZK");
    assert_eq!(first.variable_symbol.as_deref(), Some("5678"));
    assert!(
        first
            .message
            .as_deref()
            .is_some_and(|m| m.starts_with("Nákup: ORDR"))
    );
}

#[test]
fn the_abo_sample_reads_despite_its_long_header() {
    let statement = read_statement(ABO_SAMPLE).expect("statement");
    assert_eq!(statement.format, StatementFormat::Abo);
    assert_eq!(statement.account.as_deref(), Some("1234567"));
    assert!(statement.problems.is_empty(), "{:?}", statement.problems);
    assert_eq!(statement.transactions.len(), 2);
    let first = &statement.transactions[0];
    assert_eq!(first.reference, "1865283798");
    // Accounting code 5: a reversed credit, money going out.
    assert_eq!(first.amount, Czk::from_halere(-110_001));
    assert_eq!(first.variable_symbol.as_deref(), Some("1746581670"));
    assert_eq!(first.constant_symbol.as_deref(), Some("558"));
    assert_eq!(first.specific_symbol.as_deref(), Some("9999"));
    assert_eq!(first.booked_on, date("2025-08-21"));
    assert_eq!(first.counter_account.as_deref(), Some("100785108"));
}

#[test]
fn our_abo_statement_reads_credits_debits_and_the_cp1250_names() {
    let statement = read_statement(ABO_OURS).expect("statement");
    assert_eq!(statement.account.as_deref(), Some("2500834780"));
    assert!(statement.problems.is_empty(), "{:?}", statement.problems);
    let rows: Vec<(&str, i64, Option<&str>)> = statement
        .transactions
        .iter()
        .map(|t| {
            (
                t.reference.as_str(),
                t.amount.halere(),
                t.variable_symbol.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("1001", 300_000, Some("2700000001")),
            ("1002", 100_000, Some("2700000002")),
            ("1003", -11_000, None),
            ("1004", 50_000, None),
        ]
    );
    let first = &statement.transactions[0];
    assert_eq!(first.counter_name.as_deref(), Some("SKI KLUB ŠPINDLERŮV"));
    assert_eq!(first.counter_account.as_deref(), Some("19-2000145399/0800"));
    assert_eq!(first.currency, "CZK");
    assert_eq!(first.booked_on, date("2026-11-03"));
}

#[test]
fn both_fio_csv_layouts_read_in_either_encoding() {
    let banking = read_statement(FIO_CSV_BANKING).expect("internet banking export");
    assert_eq!(banking.format, StatementFormat::FioCsv);
    assert_eq!(banking.account.as_deref(), Some("2500834780/2010"));
    assert!(banking.problems.is_empty(), "{:?}", banking.problems);
    let rows: Vec<(&str, i64, Option<&str>, u32)> = banking
        .transactions
        .iter()
        .map(|t| {
            (
                t.reference.as_str(),
                t.amount.halere(),
                t.variable_symbol.as_deref(),
                t.line,
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("26714150488", 300_000, Some("2700000001"), 7),
            ("26714150489", -11_000, None, 8),
            ("26714150490", 129_050, Some("99999"), 9),
        ]
    );
    let first = &banking.transactions[0];
    assert_eq!(first.counter_account.as_deref(), Some("19-2000145399/0800"));
    assert_eq!(
        first.counter_name.as_deref(),
        Some("SKI KLUB ŠPINDLERŮV MLÝN")
    );
    assert_eq!(first.message.as_deref(), Some("Členské příspěvky 2027"));
    assert_eq!(first.constant_symbol.as_deref(), Some("558"));

    let api = read_statement(FIO_CSV_API).expect("API export");
    assert_eq!(api.account.as_deref(), Some("2500834780/2010"));
    assert_eq!(api.transactions.len(), 1);
    assert_eq!(
        api.transactions[0].counter_name.as_deref(),
        Some("SKI KLUB ŠPINDLERŮV MLÝN")
    );
    assert_eq!(api.transactions[0].amount, Czk::from_crowns(3_000));
    assert_eq!(api.transactions[0].line, 14);
}

#[test]
fn a_broken_line_is_reported_and_the_rest_is_read() {
    let mut csv = String::from_utf8(FIO_CSV_BANKING.to_vec()).expect("utf-8");
    csv.push_str("\"26714150491\";\"31.02.2026\";\"100,00\";\"CZK\"\n");
    csv.push_str("\"26714150492\";\"06.11.2026\";\"sto\";\"CZK\"\n");
    let statement = read_statement(csv.as_bytes()).expect("statement");
    assert_eq!(statement.transactions.len(), 3);
    let lines: Vec<u32> = statement.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [10, 11]);

    let mut abo = String::from_utf8_lossy(ABO_OURS).into_owned();
    abo.push_str("075short\r\n");
    // The first transaction again with accounting code 9, which no bank writes.
    let mut unknown_code: Vec<char> = abo.lines().nth(1).expect("075 line").chars().collect();
    unknown_code[60] = '9';
    abo.push_str(&unknown_code.into_iter().collect::<String>());
    let statement = read_statement(abo.as_bytes()).expect("statement");
    assert_eq!(statement.transactions.len(), 4);
    assert_eq!(statement.problems.len(), 2, "{:?}", statement.problems);
    assert!(statement.problems[0].message.contains("kratší"));
    assert!(statement.problems[1].message.contains("kód účtování"));
}

#[test]
fn files_that_are_no_statements_are_refused_in_czech() {
    assert_eq!(read_statement(b""), Err(StatementError::Empty));
    assert_eq!(read_statement(b"  \n"), Err(StatementError::Empty));
    assert_eq!(
        read_statement(b"jmeno;prijmeni\nJan;Novak\n"),
        Err(StatementError::UnknownFormat)
    );
    assert_eq!(
        read_statement(b"{\"foo\": 1}"),
        Err(StatementError::UnknownFormat)
    );
    let broken = read_statement(b"{\"accountStatement\": ").expect_err("broken JSON");
    assert!(broken.to_string().contains("řádku 1"), "{broken}");
    assert_eq!(broken.code(), ErrorCode::UnreadableFile);
    let huge = vec![b' '; MAX_STATEMENT_BYTES + 1];
    assert_eq!(read_statement(&huge), Err(StatementError::TooLarge));
}

#[test]
fn a_statement_of_too_many_transactions_is_refused_as_it_is_read() {
    let mut csv = String::from("ID pohybu;Datum;Objem;Měna;VS\n");
    for index in 0..=MAX_TRANSACTIONS {
        csv.push_str(&index.to_string());
        csv.push_str(";01.11.2026;1;CZK;1\n");
    }
    assert_eq!(
        read_statement(csv.as_bytes()),
        Err(StatementError::TooManyTransactions)
    );
}

#[test]
fn a_file_of_unreadable_lines_is_refused_after_a_thousand_of_them() {
    let mut abo = String::from_utf8_lossy(ABO_OURS).into_owned();
    abo.push_str(&"075\r\n".repeat(MAX_PROBLEMS + 1));
    assert_eq!(
        read_statement(abo.as_bytes()),
        Err(StatementError::TooManyProblems)
    );
    let json = format!(
        "{{\"accountStatement\": {{\"transactionList\": {{\"transaction\": [{}{{}}]}}}}}}",
        "{},".repeat(MAX_PROBLEMS)
    );
    assert_eq!(
        read_statement(json.as_bytes()),
        Err(StatementError::TooManyProblems)
    );
    let mut csv = String::from("ID pohybu;Datum;Objem;Měna;VS\n");
    csv.push_str(&"x;31.02.2026;1;CZK;1\n".repeat(MAX_PROBLEMS + 1));
    assert_eq!(
        read_statement(csv.as_bytes()),
        Err(StatementError::TooManyProblems)
    );
    // Up to the limit, the lines are reported and the rest is read.
    let mut fewer = String::from_utf8_lossy(ABO_OURS).into_owned();
    fewer.push_str(&"075\r\n".repeat(MAX_PROBLEMS - 1));
    let statement = read_statement(fewer.as_bytes()).expect("statement");
    assert_eq!(statement.problems.len(), MAX_PROBLEMS - 1);
}

#[test]
fn text_from_a_statement_is_cleaned_and_cut() {
    let name = format!("Jan\u{1}Novák\u{202E}{}", "x".repeat(5_000));
    let csv = format!(
        "ID pohybu;Datum;Objem;Měna;Název protiúčtu;VS\n1;01.11.2026;300,00;CZK;{name};27\n"
    );
    let statement = read_statement(csv.as_bytes()).expect("statement");
    let stored = statement.transactions[0]
        .counter_name
        .clone()
        .expect("name");
    assert!(stored.starts_with("Jan Novák x"), "{stored}");
    assert_eq!(stored.chars().count(), 140);
}

#[test]
fn amounts_are_read_exactly_in_halere() {
    let cases = [
        ("1 290,50", Some(129_050)),
        ("-20000", Some(-2_000_000)),
        ("353.29", Some(35_329)),
        ("-130.0", Some(-13_000)),
        ("18\u{a0}204,7", Some(1_820_470)),
        ("+5", Some(500)),
        ("1,234", None),
        ("", None),
        ("abc", None),
        ("99999999999999", None),
    ];
    for (text, expected) in cases {
        assert_eq!(amount(text).map(Czk::halere), expected, "{text:?}");
    }
}
