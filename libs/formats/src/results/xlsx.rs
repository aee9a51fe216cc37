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

/// Writes one sheet: a title row, an empty row, the header and the rows.
pub fn result_list(
    sheet_name: &str,
    title: &str,
    header: &[&str],
    rows: &[Vec<Cell>],
) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold().set_background_color("#DDEBF7");
    let title_format = Format::new().set_bold().set_font_size(14);
    let sheet = workbook.add_worksheet();
    // Sheet names may not hold []:*?/\ and have 31 characters at most.
    let name: String = sheet_name
        .chars()
        .filter(|c| !matches!(c, '[' | ']' | ':' | '*' | '?' | '/' | '\\'))
        .take(31)
        .collect();
    sheet.set_name(if name.trim().is_empty() {
        "Výsledky"
    } else {
        name.trim()
    })?;
    sheet.write_string_with_format(0, 0, title, &title_format)?;
    for (column, name) in header.iter().enumerate() {
        let column = u16::try_from(column).unwrap_or(u16::MAX);
        sheet.write_string_with_format(2, column, *name, &bold)?;
        let width = rows
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
    for (index, row) in rows.iter().enumerate() {
        let line = u32::try_from(index + 3).unwrap_or(u32::MAX);
        for (column, cell) in row.iter().enumerate() {
            let column = u16::try_from(column).unwrap_or(u16::MAX);
            match cell {
                Cell::Text(text) => {
                    sheet.write_string(line, column, text)?;
                }
                Cell::Number(number) => {
                    sheet.write_number(line, column, *number)?;
                }
                Cell::Empty => {}
            }
        }
    }
    sheet.set_freeze_panes(3, 0)?;
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
}
