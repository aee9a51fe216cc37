//! CSV text: decoded in the chosen or detected encoding, its separator found (Excel's `sep=`
//! line or the most frequent), records read with the line each starts on.

use std::borrow::Cow;

use encoding_rs::WINDOWS_1250;

use super::cells::cell_text;
use super::{
    Encoding, FileKind, ReadOptions, Table, TableError, TableRow, UTF8_BOM, detect_encoding,
    unreadable,
};

/// The line (from 1) of a byte offset.
fn line_of(bytes: &[u8], offset: usize) -> u32 {
    let lines = bytes[..offset.min(bytes.len())]
        .split(|byte| *byte == b'\n')
        .count();
    u32::try_from(lines).unwrap_or(u32::MAX)
}

/// Decodes CSV bytes (without a BOM) in the encoding, or says where they do not fit it.
fn decode<'a>(
    bytes: &'a [u8],
    encoding: Encoding,
    had_bom: bool,
    warnings: &mut Vec<String>,
) -> Result<Cow<'a, str>, TableError> {
    match encoding {
        Encoding::Utf8 => std::str::from_utf8(bytes)
            .map(Cow::Borrowed)
            .map_err(|error| TableError::InvalidEncoding {
                chosen: Encoding::Utf8,
                suggestion: Some(Encoding::Cp1250),
                line: line_of(bytes, error.valid_up_to()),
            }),
        Encoding::Ascii => match bytes.iter().position(|byte| !byte.is_ascii()) {
            Some(offset) => Err(TableError::InvalidEncoding {
                chosen: Encoding::Ascii,
                suggestion: Some(if std::str::from_utf8(bytes).is_ok() {
                    Encoding::Utf8
                } else {
                    Encoding::Cp1250
                }),
                line: line_of(bytes, offset),
            }),
            None => std::str::from_utf8(bytes)
                .map(Cow::Borrowed)
                .map_err(unreadable),
        },
        Encoding::Cp1250 => {
            if had_bom || (!bytes.is_ascii() && std::str::from_utf8(bytes).is_ok()) {
                warnings.push(
                    "Soubor vypadá jako UTF-8, ale bylo zvoleno kódování CP1250 (Windows), \
                     takže se česká písmena mohou načíst chybně (např. „Ä›“ místo „ě“). \
                     Zkuste zvolit kódování UTF-8."
                        .to_owned(),
                );
            }
            Ok(WINDOWS_1250.decode_without_bom_handling(bytes).0)
        }
    }
}

/// The cell separator of a CSV: Excel's `sep=X` first line, or the most frequent of `;`,
/// `,` and tab outside quotes on the first non-blank line (`;` on a tie or when none is
/// there). The flag says whether the text starts with a `sep=` line.
fn detect_delimiter(text: &str) -> (u8, bool) {
    const CANDIDATES: [u8; 3] = [b';', b',', b'\t'];
    let first_line = text.lines().next().unwrap_or_default().trim();
    if let Some(separator) = first_line
        .get(..4)
        .filter(|prefix| prefix.eq_ignore_ascii_case("sep="))
        .and_then(|_| first_line.get(4..))
        .filter(|separator| separator.len() == 1)
    {
        return (separator.as_bytes()[0], true);
    }
    let mut counts = [0usize; 3];
    let mut quoted = false;
    let mut line_has_text = false;
    for byte in text.bytes() {
        match byte {
            b'"' => {
                quoted = !quoted;
                line_has_text = true;
            }
            b'\n' | b'\r' if !quoted => {
                if line_has_text {
                    break;
                }
            }
            _ if quoted => {}
            _ => {
                if let Some(index) = CANDIDATES.iter().position(|c| *c == byte) {
                    counts[index] += 1;
                }
                line_has_text |= !byte.is_ascii_whitespace();
            }
        }
    }
    let mut best = 0;
    for index in 1..CANDIDATES.len() {
        if counts[index] > counts[best] {
            best = index;
        }
    }
    (CANDIDATES[best], false)
}

/// Counts lines up to the start of each record. The csv crate's own `Position::line` is
/// where the parser stood before the record: it misses blank lines skipped before the
/// record and, with CRLF, the LF of the previous record's end.
#[derive(Debug)]
struct LineCounter {
    offset: usize,
    line: u32,
}

impl Default for LineCounter {
    fn default() -> Self {
        Self { offset: 0, line: 1 }
    }
}

impl LineCounter {
    /// The line (from 1) a record starts on; records must come in order.
    fn line_of_record(&mut self, text: &[u8], position: Option<&csv::Position>) -> u32 {
        let mut start = position.map_or(0, |position| {
            usize::try_from(position.byte()).unwrap_or(usize::MAX)
        });
        // A record never starts with a line end: csv skips those as blank lines.
        while matches!(text.get(start), Some(b'\r' | b'\n')) {
            start += 1;
        }
        let start = start.min(text.len()).max(self.offset);
        for index in self.offset..start {
            let line_break = match text[index] {
                b'\n' => true,
                b'\r' => text.get(index + 1) != Some(&b'\n'),
                _ => false,
            };
            if line_break {
                self.line = self.line.saturating_add(1);
            }
        }
        self.offset = start;
        self.line
    }
}

/// Reads CSV text: strips a UTF-8 BOM, decodes, finds the separator, skips empty rows.
pub(super) fn read_csv(bytes: &[u8], options: &ReadOptions) -> Result<Table, TableError> {
    let had_bom = bytes.starts_with(UTF8_BOM);
    let body = if had_bom {
        &bytes[UTF8_BOM.len()..]
    } else {
        bytes
    };
    let encoding = options.encoding.unwrap_or_else(|| detect_encoding(bytes));
    let mut warnings = Vec::new();
    let text = decode(body, encoding, had_bom, &mut warnings)?;
    let (delimiter, has_separator_line) = detect_delimiter(&text);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut record = csv::StringRecord::new();
    let mut header: Option<Vec<String>> = None;
    let mut rows = Vec::new();
    let mut first_record = true;
    let mut lines = LineCounter::default();
    while reader.read_record(&mut record).map_err(unreadable)? {
        if std::mem::take(&mut first_record) && has_separator_line {
            continue;
        }
        let mut cells: Vec<String> = record.iter().map(cell_text).collect();
        if cells.iter().all(String::is_empty) {
            continue;
        }
        let line = lines.line_of_record(text.as_bytes(), record.position());
        match &header {
            None => {
                while cells.last().is_some_and(String::is_empty) {
                    cells.pop();
                }
                if cells.len() > options.max_columns {
                    return Err(TableError::TooManyColumns {
                        max_columns: options.max_columns,
                    });
                }
                header = Some(cells);
            }
            Some(header) => {
                if rows.len() >= options.max_rows {
                    return Err(TableError::TooManyRows {
                        max_rows: options.max_rows,
                    });
                }
                if (rows.len() + 1).saturating_mul(header.len().max(1)) > options.max_cells {
                    return Err(TableError::TooManyCells {
                        max_cells: options.max_cells,
                    });
                }
                cells.resize(header.len(), String::new());
                if cells.iter().any(|cell| !cell.is_empty()) {
                    rows.push(TableRow { line, cells });
                }
            }
        }
    }
    let header = header.ok_or(TableError::Empty)?;
    Ok(Table {
        kind: FileKind::Csv,
        encoding: Some(encoding),
        delimiter: Some(delimiter),
        header,
        rows,
        warnings,
    })
}
