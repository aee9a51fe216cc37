//! Zips (XLSX and ODS are zips): what the central directory declares is checked against the
//! limits before anything is inflated, the kind is told from the entries, and an ODS's
//! repeated cells and spaces are counted before calamine would unfold them.

use std::io::{BufReader, Cursor, Read, Seek};

use super::{
    ArchiveEntry, ArchiveProblem, FileKind, MAX_ARCHIVE_BYTES, MAX_ARCHIVE_ENTRIES,
    MAX_COMPRESSION_RATIO, RATIO_CHECKED_ABOVE_BYTES, ReadOptions, TableError, unreadable,
};

pub(super) const ODS_MIMETYPE: &str = "application/vnd.oasis.opendocument.spreadsheet";

/// Checks what a zip's entries declare against the limits: the number of entries, their
/// total inflated size, and each entry ([`check_archive_entry`]).
pub fn check_archive(entries: &[ArchiveEntry]) -> Result<(), ArchiveProblem> {
    if entries.len() > MAX_ARCHIVE_ENTRIES {
        return Err(ArchiveProblem::TooManyEntries {
            entries: entries.len(),
        });
    }
    let mut total = 0u64;
    for entry in entries {
        check_archive_entry(entry)?;
        total = total.saturating_add(entry.size);
    }
    if total > MAX_ARCHIVE_BYTES {
        return Err(ArchiveProblem::TooLarge { bytes: total });
    }
    Ok(())
}

/// Checks one entry: it may not inflate to more than [`MAX_ARCHIVE_BYTES`], nor, when over
/// [`RATIO_CHECKED_ABOVE_BYTES`], more than [`MAX_COMPRESSION_RATIO`] times its compressed
/// size.
pub fn check_archive_entry(entry: &ArchiveEntry) -> Result<(), ArchiveProblem> {
    if entry.size > MAX_ARCHIVE_BYTES {
        return Err(ArchiveProblem::TooLarge { bytes: entry.size });
    }
    if entry.size > RATIO_CHECKED_ABOVE_BYTES
        && u128::from(entry.size)
            > u128::from(entry.compressed_size) * u128::from(MAX_COMPRESSION_RATIO)
    {
        return Err(ArchiveProblem::TooCompressed {
            name: entry.name.clone(),
            ratio: entry.size / entry.compressed_size.max(1),
        });
    }
    Ok(())
}

/// What the central directory of an open zip declares of its entries.
pub fn archive_entries<R: Read + Seek>(archive: &zip::ZipArchive<R>) -> Vec<ArchiveEntry> {
    (0..archive.len())
        .filter_map(|index| archive.by_index_data(index).ok())
        .map(|entry| ArchiveEntry {
            name: String::from_utf8_lossy(entry.name_raw()).into_owned(),
            size: entry.size(),
            compressed_size: entry.compressed_size(),
        })
        .collect()
}

/// Opens a zip and checks its central directory before anything is inflated.
pub(super) fn open_checked_zip(bytes: &[u8]) -> Result<zip::ZipArchive<Cursor<&[u8]>>, TableError> {
    let archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(unreadable)?;
    if archive.len() > MAX_ARCHIVE_ENTRIES {
        return Err(TableError::SuspiciousArchive(
            ArchiveProblem::TooManyEntries {
                entries: archive.len(),
            },
        ));
    }
    check_archive(&archive_entries(&archive)).map_err(TableError::SuspiciousArchive)?;
    Ok(archive)
}

/// XLSX by `[Content_Types].xml`, ODS by its `mimetype` entry; `None` for other zips.
pub(super) fn zip_kind<R: Read + Seek>(archive: &mut zip::ZipArchive<R>) -> Option<FileKind> {
    if let Ok(mimetype) = archive.by_name("mimetype") {
        let mut text = String::new();
        let is_ods =
            mimetype.take(128).read_to_string(&mut text).is_ok() && text.trim() == ODS_MIMETYPE;
        return is_ods.then_some(FileKind::Ods);
    }
    archive
        .index_for_name("[Content_Types].xml")
        .map(|_| FileKind::Xlsx)
}

/// Scans an ODS's `content.xml` for what calamine would unfold: it repeats a cell's value for
/// `number-columns-repeated` and a row for `number-rows-repeated` (up to 100 million cells),
/// and writes `text:c` spaces for `<text:s>`, so a file of a few kilobytes could take
/// gigabytes. Refuses a sheet with more rows or columns than allowed (every sheet: calamine
/// loads them all), and a file whose repeated cells, with their padding, would take more than
/// [`MAX_ARCHIVE_BYTES`].
pub(super) fn check_ods_repeats<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    options: &ReadOptions,
) -> Result<(), TableError> {
    /// What an unfolded cell costs calamine beyond its text: a value and a formula.
    const CELL_COST: u64 = 56;
    let content = archive.by_name("content.xml").map_err(unreadable)?;
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(content));
    reader.config_mut().check_end_names = false;
    let mut buffer = Vec::new();
    let mut unfolded: u64 = 0;
    let mut spaces: u64 = 0;
    let mut sheet = SheetExtent::default();
    // Of the current row and cell.
    let mut row_repeats: u64 = 1;
    let mut row_filled = false;
    let mut column_position: u64 = 0;
    let mut open_cell: Option<(u64, u64)> = None;
    loop {
        if unfolded > MAX_ARCHIVE_BYTES || spaces > MAX_ARCHIVE_BYTES / 16 {
            return Err(TableError::SuspiciousArchive(
                ArchiveProblem::RepeatsTooMuch,
            ));
        }
        buffer.clear();
        let position = reader.buffer_position();
        let event = reader.read_event_into(&mut buffer).map_err(unreadable)?;
        let (element, closed) = match &event {
            quick_xml::events::Event::Start(element) => (element, false),
            quick_xml::events::Event::Empty(element) => (element, true),
            quick_xml::events::Event::End(end) => {
                match end.name().as_ref() {
                    "table:table-cell" | "table:covered-table-cell" => {
                        if let Some((start, repeats)) = open_cell.take() {
                            let length = reader.buffer_position().saturating_sub(start);
                            unfolded = unfolded.saturating_add(
                                length
                                    .saturating_add(CELL_COST)
                                    .saturating_mul(repeats)
                                    .saturating_mul(row_repeats),
                            );
                        }
                    }
                    "table:table-row" => sheet.end_row(row_repeats, row_filled),
                    "table:table" => {
                        // calamine pads the gaps between filled cells with empty ones.
                        unfolded = unfolded.saturating_add(sheet.area().saturating_mul(CELL_COST));
                        check_sheet_size(sheet.filled_rows, sheet.width, options)?;
                        sheet = SheetExtent::default();
                    }
                    _ => {}
                }
                continue;
            }
            quick_xml::events::Event::Eof => break,
            _ => continue,
        };
        match element.name().as_ref() {
            "table:table-row" => {
                row_repeats = repeat_count(element, "table:number-rows-repeated");
                row_filled = false;
                column_position = 0;
                if closed {
                    sheet.end_row(row_repeats, false);
                }
            }
            "table:table-cell" | "table:covered-table-cell" => {
                let repeats = repeat_count(element, "table:number-columns-repeated");
                column_position = column_position.saturating_add(repeats);
                // What calamine reads a value or formula from.
                let filled = element.attributes().with_checks(false).flatten().any(|a| {
                    let key: &str = a.key.as_ref();
                    key.starts_with("office:")
                        || key == "table:formula"
                        || key == "calcext:value-type"
                });
                if !filled {
                    continue;
                }
                row_filled = true;
                sheet.width = sheet.width.max(column_position);
                if closed {
                    unfolded = unfolded.saturating_add(
                        CELL_COST
                            .saturating_mul(repeats)
                            .saturating_mul(row_repeats),
                    );
                } else {
                    open_cell = Some((position, repeats));
                }
            }
            "text:s" => {
                spaces = spaces.saturating_add(repeat_count(element, "text:c"));
            }
            _ => {}
        }
    }
    if unfolded > MAX_ARCHIVE_BYTES || spaces > MAX_ARCHIVE_BYTES / 16 {
        return Err(TableError::SuspiciousArchive(
            ArchiveProblem::RepeatsTooMuch,
        ));
    }
    Ok(())
}

/// How far the filled cells of an ODS sheet reach, in [`check_ods_repeats`].
#[derive(Debug, Default)]
struct SheetExtent {
    /// Rows so far, repeats counted.
    rows: u64,
    first_filled_row: Option<u64>,
    /// The row after the last filled one.
    filled_rows_end: u64,
    /// Filled rows, repeats counted.
    filled_rows: u64,
    /// The column after the last filled cell of any row.
    width: u64,
}

impl SheetExtent {
    fn end_row(&mut self, repeats: u64, filled: bool) {
        if filled {
            self.first_filled_row.get_or_insert(self.rows);
            self.filled_rows = self.filled_rows.saturating_add(repeats);
        }
        self.rows = self.rows.saturating_add(repeats);
        if filled {
            self.filled_rows_end = self.rows;
        }
    }

    /// The cells from the first filled row to the last, as wide as the widest.
    fn area(&self) -> u64 {
        let first = self.first_filled_row.unwrap_or(self.filled_rows_end);
        (self.filled_rows_end - first).saturating_mul(self.width)
    }
}

/// An ODS repeat attribute (1 when absent or unreadable).
fn repeat_count(element: &quick_xml::events::BytesStart<'_>, name: &str) -> u64 {
    element
        .try_get_attribute(name)
        .ok()
        .flatten()
        .and_then(|attribute| attribute.value.trim().parse().ok())
        .unwrap_or(1)
}

/// Refuses a sheet of `filled_rows` non-empty rows (the header among them) `width` columns
/// wide.
fn check_sheet_size(filled_rows: u64, width: u64, options: &ReadOptions) -> Result<(), TableError> {
    if width > options.max_columns as u64 {
        return Err(TableError::TooManyColumns {
            max_columns: options.max_columns,
        });
    }
    if filled_rows > options.max_rows as u64 + 1 {
        return Err(TableError::TooManyRows {
            max_rows: options.max_rows,
        });
    }
    Ok(())
}
