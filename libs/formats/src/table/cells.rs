//! A cell as the text it is kept as: one trimmed line of at most [`MAX_CELL_CHARS`]; numbers,
//! dates and booleans of a spreadsheet written as people type them.

use calamine::{Data, DataRef, ExcelDateTime};
use chrono::{NaiveDateTime, NaiveTime};

/// The most characters of a cell that are kept (no value of an import is longer).
pub const MAX_CELL_CHARS: usize = 1_000;

/// A cell's text as it is kept: one line without control characters, trimmed, at most
/// [`MAX_CELL_CHARS`] long ([`stopa_domain::text::clean_line`]).
pub(super) fn cell_text(text: &str) -> String {
    stopa_domain::text::clean_line(text, MAX_CELL_CHARS)
}

/// A cell as text: integral numbers without `.0` (a birth number typed as a number stays
/// digits), dates as `YYYY-MM-DD`, booleans as `1`/`0`, errors as nothing.
pub(super) fn data_text(value: &Data) -> String {
    match value {
        Data::Int(number) => number.to_string(),
        Data::Float(number) => number_text(*number),
        Data::String(text) | Data::DurationIso(text) => cell_text(text),
        Data::Bool(value) => bool_text(*value),
        Data::DateTime(datetime) => excel_datetime_text(datetime),
        Data::DateTimeIso(text) => iso_datetime_text(text),
        Data::Error(_) | Data::Empty => String::new(),
    }
}

/// [`data_text`] of a streamed XLSX cell.
pub(super) fn data_ref_text(value: &DataRef<'_>) -> String {
    match value {
        DataRef::Int(number) => number.to_string(),
        DataRef::Float(number) => number_text(*number),
        DataRef::String(text) | DataRef::DurationIso(text) => cell_text(text),
        DataRef::SharedString(text) => cell_text(text),
        DataRef::Bool(value) => bool_text(*value),
        DataRef::DateTime(datetime) => excel_datetime_text(datetime),
        DataRef::DateTimeIso(text) => iso_datetime_text(text),
        DataRef::Error(_) | DataRef::Empty => String::new(),
    }
}

fn bool_text(value: bool) -> String {
    if value { "1" } else { "0" }.to_owned()
}

/// A number as a spreadsheet shows it: integral ones as digits (9001011234, not
/// 9.001011234e9), others with `.` and at most 15 significant digits (0.1 + 0.2 is 0.3).
pub(super) fn number_text(number: f64) -> String {
    if !number.is_finite() {
        return String::new();
    }
    #[expect(clippy::float_cmp, reason = "an exact test of an integral value")]
    if number.trunc() == number && number.abs() < 1e15 {
        return format!("{}", number as i64);
    }
    let magnitude = number.abs().log10().floor() as i32;
    let decimals = (14 - magnitude).clamp(0, 30) as usize;
    let text = format!("{number:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// A date or date and time cell; a duration as its number of days.
fn excel_datetime_text(datetime: &ExcelDateTime) -> String {
    if datetime.is_duration() {
        return number_text(datetime.as_f64());
    }
    datetime
        .as_datetime()
        .map(datetime_text)
        .unwrap_or_default()
}

/// An ISO date or date and time (as ODS stores them), its time dropped when midnight.
fn iso_datetime_text(text: &str) -> String {
    let text = text.trim();
    for format in ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"] {
        if let Ok(datetime) = NaiveDateTime::parse_from_str(text, format) {
            return datetime_text(datetime);
        }
    }
    text.to_owned()
}

fn datetime_text(datetime: NaiveDateTime) -> String {
    if datetime.time() == NaiveTime::MIN {
        datetime.format("%Y-%m-%d").to_string()
    } else {
        datetime.format("%Y-%m-%d %H:%M:%S").to_string()
    }
}
