//! A result list as an XLSX sheet (the public download `/api/public/export/result/race/{id}.xlsx`).
//! Every cell is written as text or a number, never as a formula, so a name such as `=1+1` in a
//! timekeeper's file stays text.

use rust_xlsxwriter::{Format, Workbook, XlsxError};

/// A cell of the sheet.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    Empty,
}

/// One sheet of a result workbook: a title row, an empty row, the header and the rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    pub name: String,
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
}

/// Writes one sheet: a title row, an empty row, the header and the rows.
pub fn result_list(
    sheet_name: &str,
    title: &str,
    header: &[&str],
    rows: &[Vec<Cell>],
) -> Result<Vec<u8>, XlsxError> {
    result_workbook(&[Sheet {
        name: sheet_name.to_owned(),
        title: title.to_owned(),
        header: header.iter().map(|name| (*name).to_owned()).collect(),
        rows: rows.to_vec(),
    }])
}

/// The name a sheet may have: without `[]:*?/\` and control characters, at most 31 UTF-16
/// units as Excel counts them (an emoji takes two), unique in the workbook (a second
/// `SL – muži` becomes `SL – muži (2)`).
pub(crate) fn sheet_name(wanted: &str, taken: &mut Vec<String>) -> String {
    let clean: String = wanted
        .chars()
        .filter(|c| {
            !c.is_control() && !matches!(c, '[' | ']' | ':' | '*' | '?' | '/' | '\\' | '\'')
        })
        .collect();
    let clean = clean.trim();
    let base = if clean.is_empty() { "Výsledky" } else { clean };
    let mut number = 1;
    loop {
        let suffix = if number == 1 {
            String::new()
        } else {
            format!(" ({number})")
        };
        let mut room = 31 - suffix.len();
        let kept: String = base
            .chars()
            .take_while(|c| {
                let fits = c.len_utf16() <= room;
                room = room.saturating_sub(c.len_utf16());
                fits
            })
            .collect();
        let name = format!("{}{suffix}", kept.trim_end());
        if !taken
            .iter()
            .any(|other| other.to_lowercase() == name.to_lowercase())
        {
            taken.push(name.clone());
            return name;
        }
        number += 1;
    }
}

/// The most characters a cell of Excel holds.
const CELL_CHARS: usize = 32_767;

/// A text as a cell may hold it: without characters XML cannot carry, at most
/// [`CELL_CHARS`] long (a longer one makes the workbook fail to write).
pub(crate) fn cell_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.len() <= CELL_CHARS && text.chars().all(stopa_domain::text::is_printable) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(stopa_domain::text::clean_line(text, CELL_CHARS))
    }
}

/// Writes a workbook of result lists, a sheet each (an event's results).
pub fn result_workbook(sheets: &[Sheet]) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold().set_background_color("#DDEBF7");
    let title_format = Format::new().set_bold().set_font_size(14);
    let mut taken = Vec::new();
    for data in sheets {
        let sheet = workbook.add_worksheet();
        sheet.set_name(sheet_name(&data.name, &mut taken))?;
        sheet.write_string_with_format(0, 0, cell_text(&data.title), &title_format)?;
        for (column, name) in data.header.iter().enumerate() {
            let column = u16::try_from(column).unwrap_or(u16::MAX);
            sheet.write_string_with_format(2, column, cell_text(name), &bold)?;
            let width = data
                .rows
                .iter()
                .filter_map(|row| match row.get(usize::from(column)) {
                    Some(Cell::Text(text)) => Some(text.chars().count()),
                    Some(Cell::Number(_)) => Some(8),
                    _ => None,
                })
                .chain(std::iter::once(name.chars().count()))
                .max()
                .unwrap_or(8)
                .clamp(6, 40);
            sheet.set_column_width(column, f64::from(u8::try_from(width).unwrap_or(40)) + 2.0)?;
        }
        for (index, row) in data.rows.iter().enumerate() {
            let line = u32::try_from(index + 3).unwrap_or(u32::MAX);
            for (column, cell) in row.iter().enumerate() {
                let column = u16::try_from(column).unwrap_or(u16::MAX);
                match cell {
                    Cell::Text(text) => {
                        sheet.write_string(line, column, cell_text(text))?;
                    }
                    Cell::Number(number) => {
                        sheet.write_number(line, column, *number)?;
                    }
                    Cell::Empty => {}
                }
            }
        }
        sheet.set_freeze_panes(3, 0)?;
    }
    if sheets.is_empty() {
        let sheet = workbook.add_worksheet();
        sheet.set_name("Výsledky")?;
        sheet.write_string_with_format(0, 0, "Žádné zveřejněné výsledky", &title_format)?;
    }
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_workbook_with_formula_like_names_as_text() {
        let bytes = result_list(
            "Muži [SL]",
            "Výsledky",
            &["Pořadí", "Jméno"],
            &[vec![Cell::Number(1.0), Cell::Text("=1+1".to_owned())]],
        )
        .unwrap();
        assert!(bytes.starts_with(b"PK"));
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut xml = String::new();
        for name in ["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml"] {
            let mut file = archive.by_name(name).unwrap();
            std::io::Read::read_to_string(&mut file, &mut xml).unwrap();
        }
        assert!(!xml.contains("<f>"), "no formula cells");
        assert!(xml.contains("=1+1"));
    }

    #[test]
    fn sheet_names_are_cleaned_shortened_and_unique() {
        let mut taken = Vec::new();
        assert_eq!(sheet_name("Muži [SL]", &mut taken), "Muži SL");
        assert_eq!(sheet_name("muži sl", &mut taken), "muži sl (2)");
        assert_eq!(sheet_name("", &mut taken), "Výsledky");
        let long = "Žáci mladší – chlapci 2012–2013 klasicky";
        let first = sheet_name(long, &mut taken);
        let second = sheet_name(long, &mut taken);
        assert_eq!(first.chars().count(), 31);
        assert!(second.ends_with(" (2)") && second.chars().count() <= 31);
        // Excel counts UTF-16 units: an emoji is two, a control character is dropped.
        let emoji = sheet_name(&format!("\u{7}{}", "⛷️🏔".repeat(12)), &mut taken);
        assert!(emoji.encode_utf16().count() <= 31, "{emoji}");
        assert!(!emoji.starts_with('\u{7}'));
        assert!(
            result_workbook(&[Sheet {
                name: "🏔".repeat(40),
                title: String::new(),
                header: Vec::new(),
                rows: Vec::new(),
            }])
            .is_ok()
        );
    }
}
