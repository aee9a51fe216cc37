//! Every birth number of the shared test vectors (`tests/data/rodne-cislo-vectors.tsv`),
//! with Stopa's verdict; where Stopa differs from a source, the reason is written here and in
//! `stopa_domain::birth_number`.

use chrono::NaiveDate;
use stopa_domain::birth_number::{BirthNumber, BirthNumberError};
use stopa_domain::member::Sex;

const VECTORS: &str = include_str!("data/rodne-cislo-vectors.tsv");

/// Rows where Stopa's verdict is not the source's, with why.
const STOPA_DECIDES: &[(&str, bool, &str)] = &[
    (
        "852215/7886",
        false,
        "+20 before 2004: the offset exists from 2004 (53/2004 Sb.)",
    ),
    ("857215/5075", false, "+70 before 2004"),
    ("402315/854", false, "+20 in a 9-digit number"),
    ("407315/758", false, "+70 in a 9-digit number"),
    ("5312311235", false, "2053 is in the future"),
    ("991231123", false, "a 9-digit number is never 18YY"),
    ("950101123", false, "a 9-digit number is never 18YY"),
    ("398800/2183", false, "month 88 does not exist"),
];

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default()
}

/// The inputs of a row: the range row of nepada ("000101 / 0000 .. 0008, 0011 .. 0019") stands
/// for 17 numbers.
fn inputs(input: &str) -> Vec<String> {
    if let Some(rest) = input.strip_prefix("000101 / ") {
        let mut numbers = Vec::new();
        for range in rest.split(", ") {
            let (from, to) = range.split_once(" .. ").unwrap_or((range, range));
            let (from, to): (u32, u32) = (from.parse().unwrap_or(0), to.parse().unwrap_or(0));
            numbers.extend((from..=to).map(|serial| format!("000101/{serial:04}")));
        }
        return numbers;
    }
    vec![input.replace("\\t", "\t")]
}

#[test]
fn every_shared_vector_gets_stopas_verdict() {
    let mut checked = 0;
    for line in VECTORS
        .lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
    {
        let cells: Vec<&str> = line.split('\t').collect();
        let (input, source, verdict) = (cells[0], cells[1], cells[2]);
        let birth_date = cells.get(3).copied().unwrap_or("").trim();
        let sex = cells.get(4).copied().unwrap_or("").trim();
        let decided = STOPA_DECIDES.iter().find(|(number, ..)| *number == input);
        let expected_valid = match decided {
            Some((_, valid, _)) => *valid,
            None => verdict.starts_with("valid"),
        };
        for number in inputs(input) {
            let parsed = BirthNumber::parse_on(&number, today());
            assert_eq!(
                parsed.is_ok(),
                expected_valid,
                "{number:?} ({source}, source says {verdict}): {parsed:?}; {}",
                decided.map_or("", |(.., why)| why)
            );
            if let Ok(parsed) = parsed
                && !birth_date.is_empty()
            {
                assert_eq!(parsed.birth_date().to_string(), birth_date, "{number}");
                let expected_sex = if sex == "F" { Sex::Female } else { Sex::Male };
                assert_eq!(parsed.sex(), expected_sex, "{number}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 88, "every row was read ({checked})");
}

#[test]
fn the_remainder_10_exception_holds_in_every_year_and_future_dates_are_refused() {
    for number in ["7801233540", "8801251680", "042101/0030", "000101/0010"] {
        assert!(BirthNumber::parse_on(number, today()).is_ok(), "{number}");
    }
    assert_eq!(
        BirthNumber::parse_on("521111/1114", today()),
        Err(BirthNumberError::FutureDate)
    );
    assert_eq!(
        BirthNumber::parse_on("032101/0008", today()),
        Err(BirthNumberError::ImpossibleDate),
        "+20 before 2004"
    );
}
