//! The first worksheet of a spreadsheet: an XLSX streamed cell by cell, an XLS or ODS loaded
//! whole by calamine; rows gathered with the limits checked as they come.

use std::collections::BTreeMap;
use std::fmt::Display;
use std::io::Cursor;

use calamine::{Reader as _, Sheet, SheetType};

use super::cells::{data_ref_text, data_text};
use super::{FileKind, ReadOptions, Table, TableError, TableRow, unreadable};

/// The name of the first worksheet (not a chart or macro sheet).
fn first_worksheet(sheets: &[Sheet]) -> Option<String> {
    sheets
        .iter()
        .find(|sheet| sheet.typ == SheetType::WorkSheet)
        .map(|sheet| sheet.name.clone())
}

/// Streams the first worksheet of an XLSX cell by cell.
pub(super) fn read_xlsx(bytes: &[u8], options: &ReadOptions) -> Result<Table, TableError> {
    let mut workbook = calamine::Xlsx::new(Cursor::new(bytes)).map_err(unreadable)?;
    let sheet = first_worksheet(workbook.sheets_metadata()).ok_or(TableError::Empty)?;
    let mut cells = workbook
        .worksheet_cells_reader(&sheet)
        .map_err(unreadable)?;
    let mut collector = SheetCollector::new(options);
    while let Some(cell) = cells.next_cell().map_err(unreadable)? {
        let (row, column) = cell.get_position();
        collector.push(row, column, data_ref_text(cell.get_value()))?;
    }
    collector.finish(FileKind::Xlsx)
}

/// Reads the first worksheet of a format calamine loads whole (XLS, ODS).
pub(super) fn read_whole_sheet<'a, W>(
    bytes: &'a [u8],
    kind: FileKind,
    options: &ReadOptions,
) -> Result<Table, TableError>
where
    W: calamine::Reader<Cursor<&'a [u8]>>,
    W::Error: Display,
{
    let mut workbook = W::new(Cursor::new(bytes)).map_err(unreadable)?;
    let sheet = first_worksheet(workbook.sheets_metadata()).ok_or(TableError::Empty)?;
    let range = workbook.worksheet_range(&sheet).map_err(unreadable)?;
    let (first_row, first_column) = range.start().unwrap_or((0, 0));
    let mut collector = SheetCollector::new(options);
    for (row, column, value) in range.used_cells() {
        collector.push(
            first_row.saturating_add(row as u32),
            first_column.saturating_add(column as u32),
            data_text(value),
        )?;
    }
    collector.finish(kind)
}

/// Gathers a sheet's non-empty cells (in any order), refusing too many rows as they come.
struct SheetCollector {
    max_rows: usize,
    max_columns: usize,
    max_cells: usize,
    /// Non-empty cells pushed so far.
    cells: usize,
    rows: BTreeMap<u32, Vec<(u32, String)>>,
    /// The first row with a non-empty cell beyond `max_columns` (such cells are dropped).
    first_wide_row: Option<u32>,
}

impl SheetCollector {
    fn new(options: &ReadOptions) -> Self {
        Self {
            max_rows: options.max_rows,
            max_columns: options.max_columns,
            max_cells: options.max_cells,
            cells: 0,
            rows: BTreeMap::new(),
            first_wide_row: None,
        }
    }

    fn push(&mut self, row: u32, column: u32, text: String) -> Result<(), TableError> {
        if text.is_empty() {
            return Ok(());
        }
        if column as usize >= self.max_columns {
            self.first_wide_row = Some(self.first_wide_row.map_or(row, |wide| wide.min(row)));
            return Ok(());
        }
        if !self.rows.contains_key(&row) && self.rows.len() > self.max_rows {
            return Err(TableError::TooManyRows {
                max_rows: self.max_rows,
            });
        }
        self.cells += 1;
        if self.cells > self.max_cells {
            return Err(TableError::TooManyCells {
                max_cells: self.max_cells,
            });
        }
        self.rows.entry(row).or_default().push((column, text));
        Ok(())
    }

    fn finish(self, kind: FileKind) -> Result<Table, TableError> {
        let too_wide = TableError::TooManyColumns {
            max_columns: self.max_columns,
        };
        let data_rows = self.rows.len().saturating_sub(1);
        let mut rows = self.rows.into_iter();
        let Some((header_row, header_cells)) = rows.next() else {
            return Err(if self.first_wide_row.is_some() {
                too_wide
            } else {
                TableError::Empty
            });
        };
        if self
            .first_wide_row
            .is_some_and(|wide_row| wide_row <= header_row)
        {
            return Err(too_wide);
        }
        let width = header_cells
            .iter()
            .map(|(column, _)| *column as usize + 1)
            .max()
            .unwrap_or(0);
        // Every row is padded to the header's width.
        if data_rows.saturating_mul(width) > self.max_cells {
            return Err(TableError::TooManyCells {
                max_cells: self.max_cells,
            });
        }
        let header = placed(header_cells, width);
        let rows = rows
            .map(|(row, cells)| TableRow {
                line: row.saturating_add(1),
                cells: placed(cells, width),
            })
            .filter(|row| row.cells.iter().any(|cell| !cell.is_empty()))
            .collect();
        Ok(Table {
            kind,
            encoding: None,
            delimiter: None,
            header,
            rows,
            warnings: Vec::new(),
        })
    }
}

/// Sparse cells placed into a row `width` cells wide; cells beyond it are dropped.
fn placed(cells: Vec<(u32, String)>, width: usize) -> Vec<String> {
    let mut row = vec![String::new(); width];
    for (column, text) in cells {
        if let Some(cell) = row.get_mut(column as usize) {
            *cell = text;
        }
    }
    row
}
