//! A list as an XLSX workbook, the way a federation clerk opens it in Excel: the header bold
//! and frozen, an autofilter over the columns, widths that fit, dates as dates and numbers as
//! numbers, text always as text (a name such as `=1+1` never becomes a formula), and a sheet
//! "O exportu" saying what the list is (the query, the day it was made).

use chrono::{Datelike, NaiveDate};
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook, XlsxError};

use crate::results::xlsx::{cell_text, sheet_name};

/// A typed cell.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    Date(NaiveDate),
    Empty,
}

impl Cell {
    /// Text, or an empty cell for none.
    pub fn text(value: Option<&str>) -> Self {
        value.map_or(Self::Empty, |text| Self::Text(text.to_owned()))
    }

    /// A date, or an empty cell for none.
    pub fn date(value: Option<NaiveDate>) -> Self {
        value.map_or(Self::Empty, Self::Date)
    }

    fn width(&self) -> usize {
        match self {
            Self::Text(text) => text.chars().count(),
            Self::Number(_) => 8,
            Self::Date(_) => 10,
            Self::Empty => 0,
        }
    }
}

/// One list: its sheet's name, the header and the rows; `about` lines (label, value) go to a
/// second sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct ListSheet<'a> {
    pub name: &'a str,
    pub header: &'a [&'a str],
    pub rows: &'a [Vec<Cell>],
    pub about: &'a [(&'a str, String)],
}

/// One sheet of a workbook of several: its name, the header and the rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet<'a> {
    pub name: &'a str,
    pub header: &'a [&'a str],
    pub rows: &'a [Vec<Cell>],
}

/// Writes the list as a workbook.
pub fn list_workbook(list: &ListSheet<'_>) -> Result<Vec<u8>, XlsxError> {
    sheets_workbook(
        &[Sheet {
            name: list.name,
            header: list.header,
            rows: list.rows,
        }],
        "O exportu",
        list.about,
    )
}

/// Writes several sheets as one workbook, each as [`list_workbook`] writes its list, and the
/// `about` lines on a last sheet named `about_name`.
pub fn sheets_workbook(
    sheets: &[Sheet<'_>],
    about_name: &str,
    about_lines: &[(&str, String)],
) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold().set_background_color("#DDEBF7");
    let date = Format::new().set_num_format("d.m.yyyy");
    let mut taken = Vec::new();
    for list in sheets {
        let sheet = workbook.add_worksheet();
        sheet.set_name(sheet_name(list.name, &mut taken))?;
        for (index, name) in list.header.iter().enumerate() {
            let column = u16::try_from(index).unwrap_or(u16::MAX);
            sheet.write_string_with_format(0, column, cell_text(name), &bold)?;
            let width = list
                .rows
                .iter()
                .filter_map(|row| row.get(index).map(Cell::width))
                .chain(std::iter::once(name.chars().count()))
                .max()
                .unwrap_or(8)
                .clamp(6, 50);
            sheet.set_column_width(column, f64::from(u8::try_from(width).unwrap_or(50)) + 2.0)?;
        }
        for (index, row) in list.rows.iter().enumerate() {
            let line = u32::try_from(index + 1).unwrap_or(u32::MAX);
            for (column, cell) in row.iter().enumerate() {
                let column = u16::try_from(column).unwrap_or(u16::MAX);
                match cell {
                    Cell::Text(text) => {
                        sheet.write_string(line, column, cell_text(text))?;
                    }
                    Cell::Number(number) => {
                        sheet.write_number(line, column, *number)?;
                    }
                    Cell::Date(day) => {
                        let value = ExcelDateTime::from_ymd(
                            u16::try_from(day.year()).unwrap_or(1900),
                            u8::try_from(day.month()).unwrap_or(1),
                            u8::try_from(day.day()).unwrap_or(1),
                        )?;
                        sheet.write_datetime_with_format(line, column, &value, &date)?;
                    }
                    Cell::Empty => {}
                }
            }
        }
        sheet.set_freeze_panes(1, 0)?;
        if !list.header.is_empty() {
            let last_row = u32::try_from(list.rows.len()).unwrap_or(u32::MAX);
            let last_column = u16::try_from(list.header.len() - 1).unwrap_or(u16::MAX);
            sheet.autofilter(0, 0, last_row, last_column)?;
        }
    }
    if !about_lines.is_empty() {
        let about = workbook.add_worksheet();
        about.set_name(sheet_name(about_name, &mut taken))?;
        about.set_column_width(0, 24)?;
        about.set_column_width(1, 100)?;
        for (index, (label, value)) in about_lines.iter().enumerate() {
            let line = u32::try_from(index).unwrap_or(u32::MAX);
            about.write_string_with_format(line, 0, cell_text(label), &bold)?;
            about.write_string(line, 1, cell_text(value))?;
        }
    }
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;
    use calamine::{Data, Reader, Xlsx};

    #[test]
    fn a_list_reads_back_with_typed_cells_and_formula_like_text_as_text() {
        let day = NaiveDate::from_ymd_opt(2027, 3, 31).unwrap();
        let rows = vec![
            vec![
                Cell::Text("=1+1".to_owned()),
                Cell::Number(100_001.0),
                Cell::Date(day),
            ],
            vec![
                Cell::Text("Nováková".to_owned()),
                Cell::Number(2.0),
                Cell::Empty,
            ],
        ];
        let bytes = list_workbook(&ListSheet {
            name: "Trenéři [alpské]",
            header: &["Jméno", "Číslo", "Platnost do"],
            rows: &rows,
            about: &[("Vytvořeno", "28. 11. 2026".to_owned())],
        })
        .unwrap();
        let mut book: Xlsx<_> =
            calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
        assert_eq!(book.sheet_names(), ["Trenéři alpské", "O exportu"]);
        let range = book.worksheet_range("Trenéři alpské").unwrap();
        assert_eq!(
            range.get((0, 2)),
            Some(&Data::String("Platnost do".to_owned()))
        );
        assert_eq!(range.get((1, 0)), Some(&Data::String("=1+1".to_owned())));
        assert_eq!(range.get((1, 1)), Some(&Data::Float(100_001.0)));
        let Some(Data::DateTime(date)) = range.get((1, 2)) else {
            panic!("a date cell: {:?}", range.get((1, 2)));
        };
        assert_eq!(date.as_datetime().map(|at| at.date()), Some(day));
        assert_eq!(range.height(), 3);
    }
}
