//! An uploaded table (CSV, XLSX, XLS or ODS) read into rows of trimmed text cells, with the
//! limits that keep a hostile upload from exhausting the server: the size of the file, the
//! number of rows and columns, and what its zip (XLSX and ODS are zips) would inflate to.
//!
//! On capped reads: zip 9.8 (`src/types.rs`, `ZipFileData::make_reader`, and `src/crc32.rs`,
//! `Crc32Reader::with_size_limit`) fails a read with "File is larger than its declared
//! uncompressed size" as soon as an entry inflates past the size the central directory
//! declares; `read_to_end` takes at most one byte more than declared. The limit is off only for
//! entries read from a stream (`read_zipfile_from_stream`), which neither calamine nor this
//! crate does, and the local header must agree with the central directory. So checking the
//! declared sizes here bounds what calamine can inflate, and nothing more needs wrapping.
//! Test: `a_zip_entry_cannot_inflate_past_its_declared_size`.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Display;
use std::io::{BufReader, Cursor, Read, Seek};

use calamine::{Data, DataRef, ExcelDateTime, Reader as _, Sheet, SheetType};
use chrono::{NaiveDateTime, NaiveTime};
use encoding_rs::WINDOWS_1250;

use crate::csv_excel::UTF8_BOM;
use stopa_domain::error_code::ErrorCode;

/// Uploads larger than this are refused unread (20 MiB).
pub const DEFAULT_MAX_BYTES: usize = 20 * 1024 * 1024;
/// Data rows (below the header) a table may have.
pub const DEFAULT_MAX_ROWS: usize = 100_000;
/// Columns a table may have: bounds the memory of padded rows (rows × columns cells).
pub const DEFAULT_MAX_COLUMNS: usize = 100;
/// Cells (rows × the header's columns) a table may have: a cell costs some 40 bytes read, so
/// this bounds a read table near 100 MB whatever its shape.
pub const DEFAULT_MAX_CELLS: usize = 2_500_000;

/// A zip with more entries than this is refused.
pub const MAX_ARCHIVE_ENTRIES: usize = 10_000;
/// A zip whose entries declare more than this in total when inflated is refused (256 MiB).
pub const MAX_ARCHIVE_BYTES: u64 = 256 * 1024 * 1024;
/// The highest ratio of inflated to compressed size an entry may declare…
pub const MAX_COMPRESSION_RATIO: u64 = 200;
/// …when it inflates to more than this (1 MiB); small files may compress as well as they like.
pub const RATIO_CHECKED_ABOVE_BYTES: u64 = 1024 * 1024;

const OLE_MAGIC: &[u8] = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";
const ODS_MIMETYPE: &str = "application/vnd.oasis.opendocument.spreadsheet";

pub use stopa_domain::member_import::{Encoding, FileKind};

/// How to read an upload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOptions {
    /// The encoding the user chose for a CSV; `None` detects it ([`detect_encoding`]).
    pub encoding: Option<Encoding>,
    /// Larger files are refused unread.
    pub max_bytes: usize,
    /// More data rows than this are refused.
    pub max_rows: usize,
    /// A header wider than this is refused.
    pub max_columns: usize,
    /// More cells (data rows × header columns) than this are refused as they come.
    pub max_cells: usize,
}

impl Default for ReadOptions {
    fn default() -> Self {
        Self {
            encoding: None,
            max_bytes: DEFAULT_MAX_BYTES,
            max_rows: DEFAULT_MAX_ROWS,
            max_columns: DEFAULT_MAX_COLUMNS,
            max_cells: DEFAULT_MAX_CELLS,
        }
    }
}

/// An upload read into text: the header and the non-empty rows below it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub kind: FileKind,
    /// CSV only: the encoding the text was decoded with.
    pub encoding: Option<Encoding>,
    /// CSV only: the cell separator found in the header line.
    pub delimiter: Option<u8>,
    /// The first non-empty row, trimmed, without empty cells at its end.
    pub header: Vec<String>,
    pub rows: Vec<TableRow>,
    /// Non-fatal notes for the user (Czech), e.g. that the chosen encoding looks wrong.
    pub warnings: Vec<String>,
}

/// One non-empty row below the header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    /// The row number as a spreadsheet program shows it (header 1, first data row 2); for a
    /// CSV the line the record starts on, counting from 1.
    pub line: u32,
    /// Trimmed text, as many cells as the header has.
    pub cells: Vec<String>,
}

/// What a zip's central directory declares of one entry (nothing of it is inflated).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchiveEntry {
    pub name: String,
    /// Declared size once inflated.
    pub size: u64,
    pub compressed_size: u64,
}

/// Why an archive looks like a zip bomb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArchiveProblem {
    TooManyEntries {
        entries: usize,
    },
    /// In total, or one entry alone.
    TooLarge {
        bytes: u64,
    },
    TooCompressed {
        name: String,
        ratio: u64,
    },
    /// An ODS whose repeated cells (`number-columns-repeated`, `number-rows-repeated`) or
    /// spaces (`text:s`) would unfold into far more than the file holds.
    RepeatsTooMuch,
}

impl ArchiveProblem {
    /// What is wrong, in Czech, to be put into a sentence.
    pub fn message(&self) -> String {
        match self {
            Self::TooManyEntries { entries } => format!(
                "archiv obsahuje {} souborů, povoleno je nejvýše {}",
                crate::czech::grouped_number(*entries as u64),
                crate::czech::grouped_number(MAX_ARCHIVE_ENTRIES as u64)
            ),
            Self::TooLarge { bytes } => format!(
                "po rozbalení by měl {} MB, povoleno je nejvýše {} MB",
                bytes.div_ceil(1024 * 1024),
                MAX_ARCHIVE_BYTES / (1024 * 1024)
            ),
            Self::TooCompressed { name, ratio } => format!(
                "část „{name}“ je zkomprimována {ratio}krát, povoleno je nejvýše \
                 {MAX_COMPRESSION_RATIO}krát"
            ),
            Self::RepeatsTooMuch => {
                "opakované buňky by se po rozbalení neúměrně zvětšily".to_owned()
            }
        }
    }
}

/// Why an upload cannot be read. [`TableError::message`] is for people, [`TableError::code`]
/// for the API.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{}", self.message())]
    TooLarge { max_bytes: usize },
    #[error("{}", self.message())]
    TooManyRows { max_rows: usize },
    #[error("{}", self.message())]
    TooManyColumns { max_columns: usize },
    #[error("{}", self.message())]
    TooManyCells { max_cells: usize },
    /// The bytes are not text in the chosen encoding.
    #[error("{}", self.message())]
    InvalidEncoding {
        chosen: Encoding,
        /// The encoding the bytes would fit.
        suggestion: Option<Encoding>,
        /// The line of the first byte that does not fit.
        line: u32,
    },
    #[error("{}", self.message())]
    SuspiciousArchive(ArchiveProblem),
    /// Not a spreadsheet, or a corrupt one; the detail comes from the reader.
    #[error("{}", self.message())]
    Spreadsheet(String),
    /// No header row.
    #[error("{}", self.message())]
    Empty,
}

impl TableError {
    /// The Czech message for people.
    pub fn message(&self) -> String {
        match self {
            Self::TooLarge { max_bytes } => {
                format!("Soubor je větší než {} MB.", max_bytes / (1024 * 1024))
            }
            Self::TooManyRows { max_rows } => {
                format!(
                    "Soubor má více než {} řádků.",
                    crate::czech::grouped_number(*max_rows as u64)
                )
            }
            Self::TooManyColumns { max_columns } => {
                format!(
                    "Soubor má více než {} sloupců.",
                    crate::czech::grouped_number(*max_columns as u64)
                )
            }
            Self::TooManyCells { max_cells } => format!(
                "Soubor má více než {} buněk (řádků krát sloupců). Rozdělte ho prosím na menší \
                 části nebo z něj odstraňte sloupce, které import nepotřebuje.",
                crate::czech::grouped_number(*max_cells as u64)
            ),
            Self::InvalidEncoding {
                chosen,
                suggestion,
                line,
            } => {
                let advice = suggestion
                    .map(|suggestion| format!(" Zkuste zvolit kódování {}.", suggestion.label()))
                    .unwrap_or_default();
                format!(
                    "Soubor není v kódování {} (první chyba na řádku {line}).{advice}",
                    chosen.label()
                )
            }
            Self::SuspiciousArchive(problem) => format!(
                "Soubor nelze přijmout: {}. Uložte tabulku znovu, nebo ji nahrajte jako CSV.",
                problem.message()
            ),
            Self::Spreadsheet(detail) => {
                format!("Soubor se nepodařilo přečíst jako tabulku ({detail}).")
            }
            Self::Empty => "Soubor je prázdný nebo v něm chybí řádek se záhlavím.".to_owned(),
        }
    }

    /// A stable code for the API.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::TooLarge { .. } => ErrorCode::FileTooLarge,
            Self::TooManyRows { .. } => ErrorCode::TooManyRows,
            Self::TooManyColumns { .. } => ErrorCode::TooManyColumns,
            Self::TooManyCells { .. } => ErrorCode::TooManyCells,
            Self::InvalidEncoding { .. } => ErrorCode::InvalidEncoding,
            Self::SuspiciousArchive(_) => ErrorCode::SuspiciousArchive,
            Self::Spreadsheet(_) => ErrorCode::UnreadableFile,
            Self::Empty => ErrorCode::EmptyFile,
        }
    }
}

/// The encoding of CSV bytes: a UTF-8 byte-order mark, or valid UTF-8 with a non-ASCII byte,
/// is UTF-8; bytes all below 0x80 are ASCII; anything else is Windows-1250 (which every byte
/// sequence is).
pub fn detect_encoding(bytes: &[u8]) -> Encoding {
    if bytes.starts_with(UTF8_BOM) {
        Encoding::Utf8
    } else if bytes.is_ascii() {
        Encoding::Ascii
    } else if std::str::from_utf8(bytes).is_ok() {
        Encoding::Utf8
    } else {
        Encoding::Cp1250
    }
}

/// The key a header cell is matched by: lower case, without diacritics, letters and digits
/// only (`[Číslo_popisné]` → `cislopopisne`).
pub fn header_key(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(fold_diacritic)
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// The letter without its diacritic, for the letters of Czech and its neighbours.
fn fold_diacritic(letter: char) -> char {
    match letter {
        'á' | 'ä' | 'ą' | 'à' | 'â' => 'a',
        'č' | 'ć' | 'ç' => 'c',
        'ď' => 'd',
        'é' | 'ě' | 'ë' | 'ę' | 'è' | 'ê' => 'e',
        'í' | 'î' => 'i',
        'ĺ' | 'ľ' | 'ł' => 'l',
        'ň' | 'ń' => 'n',
        'ó' | 'ô' | 'ö' | 'ő' => 'o',
        'ŕ' | 'ř' => 'r',
        'š' | 'ś' => 's',
        'ť' => 't',
        'ú' | 'ů' | 'ü' | 'ű' => 'u',
        'ý' => 'y',
        'ž' | 'ź' | 'ż' => 'z',
        other => other,
    }
}

/// Reads an upload into text cells. The kind comes from the magic bytes (a zip is XLSX or
/// ODS by its `[Content_Types].xml` or `mimetype` entry; `D0 CF 11 E0` is XLS), then from
/// the file name's extension; anything else is CSV text. Only the first worksheet of a
/// spreadsheet is read.
///
/// The limits are checked before the expensive work: the size first, a zip's central
/// directory before any entry is inflated, and an XLSX sheet is streamed so that a sheet
/// with too many rows is refused without being loaded.
pub fn read_table(
    file_name: &str,
    bytes: &[u8],
    options: &ReadOptions,
) -> Result<Table, TableError> {
    if bytes.len() > options.max_bytes {
        return Err(TableError::TooLarge {
            max_bytes: options.max_bytes,
        });
    }
    if bytes.is_empty() {
        return Err(TableError::Empty);
    }
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        let mut archive = open_checked_zip(bytes)?;
        return match zip_kind(&mut archive) {
            Some(FileKind::Ods) => {
                check_ods_repeats(&mut archive, options)?;
                read_whole_sheet::<calamine::Ods<_>>(bytes, FileKind::Ods, options)
            }
            Some(_) => read_xlsx(bytes, options),
            None => Err(TableError::Spreadsheet(
                "archiv ZIP neobsahuje tabulku XLSX ani ODS".to_owned(),
            )),
        };
    }
    if bytes.starts_with(OLE_MAGIC) {
        return read_whole_sheet::<calamine::Xls<_>>(bytes, FileKind::Xls, options);
    }
    let extension = file_name
        .rsplit_once('.')
        .map(|(_, extension)| extension.to_ascii_lowercase());
    match extension.as_deref() {
        Some(extension @ ("xlsx" | "xlsm" | "xls" | "ods")) => Err(TableError::Spreadsheet(
            format!("soubor má příponu .{extension}, ale jeho obsah jí neodpovídá"),
        )),
        _ => read_csv(bytes, options),
    }
}

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

fn unreadable(error: impl Display) -> TableError {
    TableError::Spreadsheet(error.to_string())
}

/// Opens a zip and checks its central directory before anything is inflated.
fn open_checked_zip(bytes: &[u8]) -> Result<zip::ZipArchive<Cursor<&[u8]>>, TableError> {
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
fn zip_kind<R: Read + Seek>(archive: &mut zip::ZipArchive<R>) -> Option<FileKind> {
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
fn check_ods_repeats<R: Read + Seek>(
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

/// The name of the first worksheet (not a chart or macro sheet).
fn first_worksheet(sheets: &[Sheet]) -> Option<String> {
    sheets
        .iter()
        .find(|sheet| sheet.typ == SheetType::WorkSheet)
        .map(|sheet| sheet.name.clone())
}

/// Streams the first worksheet of an XLSX cell by cell.
fn read_xlsx(bytes: &[u8], options: &ReadOptions) -> Result<Table, TableError> {
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
fn read_whole_sheet<'a, W>(
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

/// The most characters of a cell that are kept (no value of an import is longer).
pub const MAX_CELL_CHARS: usize = 1_000;

/// A cell's text as it is kept: one line without control characters, trimmed, at most
/// [`MAX_CELL_CHARS`] long ([`stopa_domain::text::clean_line`]).
fn cell_text(text: &str) -> String {
    stopa_domain::text::clean_line(text, MAX_CELL_CHARS)
}

/// A cell as text: integral numbers without `.0` (a birth number typed as a number stays
/// digits), dates as `YYYY-MM-DD`, booleans as `1`/`0`, errors as nothing.
fn data_text(value: &Data) -> String {
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
fn data_ref_text(value: &DataRef<'_>) -> String {
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
fn number_text(number: f64) -> String {
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
fn read_csv(bytes: &[u8], options: &ReadOptions) -> Result<Table, TableError> {
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

#[cfg(test)]
pub(crate) mod tests {
    use std::io::Write as _;

    use rust_xlsxwriter::{ExcelDateTime as XlsxDate, Format, Workbook};
    use zip::write::SimpleFileOptions;

    use super::*;

    fn read(file_name: &str, bytes: &[u8]) -> Result<Table, TableError> {
        read_table(file_name, bytes, &ReadOptions::default())
    }

    fn with_encoding(encoding: Encoding) -> ReadOptions {
        ReadOptions {
            encoding: Some(encoding),
            ..ReadOptions::default()
        }
    }

    fn cells(table: &Table) -> Vec<(u32, Vec<&str>)> {
        table
            .rows
            .iter()
            .map(|row| (row.line, row.cells.iter().map(String::as_str).collect()))
            .collect()
    }

    /// A zip of the given entries, deflated.
    pub(crate) fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, content) in entries {
            writer
                .start_file(*name, SimpleFileOptions::default())
                .unwrap();
            writer.write_all(content).unwrap();
        }
        writer.finish().unwrap().into_inner()
    }

    /// An ODS spreadsheet whose first sheet has the given `<table:table-row>` elements.
    fn ods_of(rows: &str) -> Vec<u8> {
        let content = format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="List1">{rows}</table:table></office:spreadsheet></office:body></office:document-content>"#
        );
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file(
                "mimetype",
                SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored),
            )
            .unwrap();
        writer.write_all(ODS_MIMETYPE.as_bytes()).unwrap();
        writer
            .start_file("content.xml", SimpleFileOptions::default())
            .unwrap();
        writer.write_all(content.as_bytes()).unwrap();
        writer
            .start_file("META-INF/manifest.xml", SimpleFileOptions::default())
            .unwrap();
        writer
            .write_all(
                br#"<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#,
            )
            .unwrap();
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn cp1250_file_without_bom_is_detected_and_decoded() {
        let text = "Příjmení;Jméno\r\nŽluťoučký;Kůň\r\nNovák;Jan\r\n";
        let (bytes, _, unmappable) = WINDOWS_1250.encode(text);
        assert!(!unmappable);
        for options in [ReadOptions::default(), with_encoding(Encoding::Cp1250)] {
            let table = read_table("clenove.csv", &bytes, &options).unwrap();
            assert_eq!(table.kind, FileKind::Csv);
            assert_eq!(table.encoding, Some(Encoding::Cp1250));
            assert_eq!(table.delimiter, Some(b';'));
            assert_eq!(table.header, ["Příjmení", "Jméno"]);
            assert_eq!(
                cells(&table),
                [(2, vec!["Žluťoučký", "Kůň"]), (3, vec!["Novák", "Jan"])]
            );
            assert!(table.warnings.is_empty());
        }
    }

    #[test]
    fn utf8_file_with_bom_loses_the_bom_from_the_first_header() {
        let bytes = "\u{feff}Jméno;Příjmení\nJan;Novák\n".as_bytes();
        let table = read("clenove.csv", bytes).unwrap();
        assert_eq!(table.encoding, Some(Encoding::Utf8));
        assert_eq!(table.header, ["Jméno", "Příjmení"]);
        assert_eq!(cells(&table), [(2, vec!["Jan", "Novák"])]);
    }

    #[test]
    fn comma_separated_file_keeps_separators_inside_quotes_and_makes_lines_one() {
        let bytes = b"Jmeno,Poznamka,Obec\r\n\
                      Jan,\"a;b, \"\"c\"\"\",Liberec\r\n\
                      Eva,\"prvni\r\ndruhy\",\"Praha\"\r\n\
                      Petr,,Brno\r\n";
        let table = read("clenove.csv", bytes).unwrap();
        assert_eq!(table.encoding, Some(Encoding::Ascii));
        assert_eq!(table.delimiter, Some(b','));
        assert_eq!(
            cells(&table),
            [
                (2, vec!["Jan", "a;b, \"c\"", "Liberec"]),
                // A value is one line: a line break inside quotes becomes a space.
                (3, vec!["Eva", "prvni druhy", "Praha"]),
                (5, vec!["Petr", "", "Brno"]),
            ]
        );
    }

    #[test]
    fn tab_separated_file_and_excel_separator_line_are_understood() {
        let table = read("a.txt", b"Jmeno\tPrijmeni\nJan\tNovak\n").unwrap();
        assert_eq!(table.delimiter, Some(b'\t'));
        assert_eq!(cells(&table), [(2, vec!["Jan", "Novak"])]);

        let table = read("a.csv", b"sep=,\r\nJmeno;x,Prijmeni\r\nJan;y,Novak\r\n").unwrap();
        assert_eq!(table.delimiter, Some(b','));
        assert_eq!(table.header, ["Jmeno;x", "Prijmeni"]);
        assert_eq!(cells(&table), [(3, vec!["Jan;y", "Novak"])]);
    }

    #[test]
    fn empty_rows_are_skipped_and_line_numbers_stay_right() {
        let bytes = b"\r\n;;\r\nJmeno;Prijmeni;;\r\n\r\n ; \r\nJan;Novak;navic;x\r\nEva\r\n";
        let table = read("a.csv", bytes).unwrap();
        assert_eq!(
            table.header,
            ["Jmeno", "Prijmeni"],
            "trailing empty cells dropped"
        );
        assert_eq!(
            cells(&table),
            [(6, vec!["Jan", "Novak"]), (7, vec!["Eva", ""])],
            "rows are padded or cut to the header"
        );
    }

    #[test]
    fn utf8_choice_on_a_cp1250_file_names_the_line_and_suggests_cp1250() {
        let mut text = String::from("Příjmení;Jméno\r\n");
        for _ in 0..12 {
            text.push_str("Novak;Jan\r\n");
        }
        text.push_str("Žák;Petr\r\n");
        let (bytes, _, _) = WINDOWS_1250.encode(&text);
        let error = read_table("a.csv", &bytes, &with_encoding(Encoding::Utf8)).unwrap_err();
        assert_eq!(
            error,
            TableError::InvalidEncoding {
                chosen: Encoding::Utf8,
                suggestion: Some(Encoding::Cp1250),
                line: 1,
            }
        );
        let body = format!("Prijmeni;Jmeno\r\n{}", &text["Příjmení;Jméno\r\n".len()..]);
        let (bytes, _, _) = WINDOWS_1250.encode(&body);
        let error = read_table("a.csv", &bytes, &with_encoding(Encoding::Utf8)).unwrap_err();
        assert_eq!(
            error.message(),
            "Soubor není v kódování UTF-8 (první chyba na řádku 14). Zkuste zvolit kódování \
             CP1250 (Windows)."
        );
        assert_eq!(error.code(), "INVALID_ENCODING");
    }

    #[test]
    fn ascii_choice_on_a_czech_file_suggests_the_encoding_that_fits() {
        let utf8 = "Jmeno\nJan\nŽofie\n".as_bytes();
        let error = read_table("a.csv", utf8, &with_encoding(Encoding::Ascii)).unwrap_err();
        assert_eq!(
            error,
            TableError::InvalidEncoding {
                chosen: Encoding::Ascii,
                suggestion: Some(Encoding::Utf8),
                line: 3,
            }
        );
        let (cp1250, _, _) = WINDOWS_1250.encode("Jmeno\nŽofie\n");
        let error = read_table("a.csv", &cp1250, &with_encoding(Encoding::Ascii)).unwrap_err();
        assert!(matches!(
            error,
            TableError::InvalidEncoding {
                suggestion: Some(Encoding::Cp1250),
                line: 2,
                ..
            }
        ));
    }

    #[test]
    fn cp1250_choice_on_a_utf8_file_is_read_with_a_warning() {
        let bytes = "Příjmení;Jméno\nNovák;Jan\n".as_bytes();
        let table = read_table("a.csv", bytes, &with_encoding(Encoding::Cp1250)).unwrap();
        assert_eq!(table.header[0], "PĹ™Ă\u{ad}jmenĂ\u{ad}");
        assert_eq!(table.warnings.len(), 1);
        assert!(table.warnings[0].contains("Zkuste zvolit kódování UTF-8"));
        let ascii = read_table("a.csv", b"a;b\n1;2\n", &with_encoding(Encoding::Cp1250)).unwrap();
        assert!(ascii.warnings.is_empty());
    }

    #[test]
    fn encodings_are_detected_by_bom_validity_and_bytes() {
        let (cp1250, _, _) = WINDOWS_1250.encode("Žluťoučký");
        let cases: [(&[u8], Encoding); 5] = [
            (b"\xEF\xBB\xBFabc", Encoding::Utf8),
            ("Žluťoučký".as_bytes(), Encoding::Utf8),
            (b"plain;text\r\n", Encoding::Ascii),
            (b"", Encoding::Ascii),
            (&cp1250, Encoding::Cp1250),
        ];
        for (bytes, expected) in cases {
            assert_eq!(detect_encoding(bytes), expected, "{bytes:?}");
        }
    }

    #[test]
    fn encodings_parse_from_their_spec_names_and_common_spellings() {
        for encoding in [Encoding::Utf8, Encoding::Cp1250, Encoding::Ascii] {
            assert_eq!(
                Encoding::parse_any_spelling(encoding.as_str()),
                Some(encoding)
            );
        }
        assert_eq!(Encoding::parse_any_spelling("utf-8"), Some(Encoding::Utf8));
        assert_eq!(
            Encoding::parse_any_spelling("Windows-1250"),
            Some(Encoding::Cp1250)
        );
        assert_eq!(Encoding::parse_any_spelling("latin2"), None);
    }

    #[test]
    fn empty_files_and_files_without_a_header_are_refused() {
        for bytes in [&b""[..], b"\r\n\r\n", b";;\n ; \n", b"\xEF\xBB\xBF"] {
            let error = read("a.csv", bytes).unwrap_err();
            assert_eq!(error, TableError::Empty, "{bytes:?}");
            assert_eq!(error.code(), "EMPTY_FILE");
        }
    }

    #[test]
    fn file_larger_than_the_limit_is_refused_unread() {
        let options = ReadOptions {
            max_bytes: 10,
            ..ReadOptions::default()
        };
        // Not even valid: the size is checked first.
        let error = read_table("a.xlsx", b"PK\x03\x04 not a zip at all", &options).unwrap_err();
        assert_eq!(error, TableError::TooLarge { max_bytes: 10 });
        assert_eq!(
            TableError::TooLarge {
                max_bytes: DEFAULT_MAX_BYTES
            }
            .message(),
            "Soubor je větší než 20 MB."
        );
        assert_eq!(error.code(), "FILE_TOO_LARGE");
    }

    #[test]
    fn csv_with_more_rows_than_the_limit_is_refused() {
        let options = ReadOptions {
            max_rows: 3,
            ..ReadOptions::default()
        };
        let error = read_table("a.csv", b"a\n1\n2\n3\n4\n", &options).unwrap_err();
        assert_eq!(error, TableError::TooManyRows { max_rows: 3 });
        assert!(read_table("a.csv", b"a\n1\n2\n3\n\n\n", &options).is_ok());
        assert_eq!(
            TableError::TooManyRows {
                max_rows: DEFAULT_MAX_ROWS
            }
            .message(),
            "Soubor má více než 100 000 řádků."
        );
    }

    #[test]
    fn table_wider_than_the_limit_is_refused() {
        let options = ReadOptions {
            max_columns: 2,
            ..ReadOptions::default()
        };
        let error = read_table("a.csv", b"a;b;c\n1;2;3\n", &options).unwrap_err();
        assert_eq!(error, TableError::TooManyColumns { max_columns: 2 });
        assert!(read_table("a.csv", b"a;b;;\n1;2;3\n", &options).is_ok());
    }

    #[test]
    fn a_table_of_more_cells_than_allowed_is_refused_as_it_is_read() {
        let options = ReadOptions {
            max_cells: 10,
            ..ReadOptions::default()
        };
        let too_many = TableError::TooManyCells { max_cells: 10 };
        // Five columns: two data rows fit, the third is refused (15 cells).
        let csv = b"a;b;c;d;e\n1;2;3;4;5\n1;2;3;4;5\n1;2;3;4;5\n";
        assert_eq!(read_table("a.csv", csv, &options).unwrap_err(), too_many);
        assert!(read_table("a.csv", &csv[..30], &options).is_ok());
        // A sparse sheet counts as wide as its header: three rows of one cell in five columns.
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        for column in 0..5 {
            sheet.write_string(0, column, format!("S{column}")).unwrap();
        }
        for row in 1..=3 {
            sheet.write_string(row, 0, "x").unwrap();
        }
        let bytes = workbook.save_to_buffer().unwrap();
        assert_eq!(
            read_table("a.xlsx", &bytes, &options).unwrap_err(),
            too_many
        );
        assert_eq!(too_many.code(), "TOO_MANY_CELLS");
        assert!(
            too_many
                .message()
                .starts_with("Soubor má více než 10 buněk")
        );
    }

    /// An XLSX with a header and, below it, the given rows of text.
    fn xlsx_with_rows(rows: usize) -> Vec<u8> {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        sheet.write_string(0, 0, "Jméno").unwrap();
        for row in 1..=rows {
            sheet
                .write_string(row as u32, 0, format!("Člen {row}"))
                .unwrap();
        }
        workbook.save_to_buffer().unwrap()
    }

    #[test]
    fn xlsx_cells_come_out_as_the_text_a_person_typed() {
        let mut workbook = Workbook::new();
        let date = Format::new().set_num_format("d.m.yyyy");
        let sheet = workbook.add_worksheet();
        sheet.set_name("Členové").unwrap();
        for (column, name) in ["Rodné číslo", "Narozen", "Text", "Číslo", "Ano", "Čas"]
            .iter()
            .enumerate()
        {
            sheet.write_string(0, column as u16, *name).unwrap();
        }
        sheet.write_number(1, 0, 9_001_011_234.0).unwrap();
        sheet
            .write_date_with_format(1, 1, XlsxDate::from_ymd(2010, 2, 1).unwrap(), &date)
            .unwrap();
        sheet.write_string(1, 2, "  0151011234 ").unwrap();
        sheet.write_number(1, 3, 1.5).unwrap();
        sheet.write_boolean(1, 4, true).unwrap();
        let datetime = Format::new().set_num_format("d.m.yyyy h:mm");
        sheet
            .write_datetime_with_format(
                1,
                5,
                XlsxDate::from_ymd(2026, 3, 7)
                    .unwrap()
                    .and_hms(9, 30, 0)
                    .unwrap(),
                &datetime,
            )
            .unwrap();
        sheet.write_string(3, 2, "po prázdném řádku").unwrap();
        workbook
            .add_worksheet()
            .write_string(0, 0, "jiný list")
            .unwrap();
        let bytes = workbook.save_to_buffer().unwrap();

        let table = read("clenove.xlsx", &bytes).unwrap();
        assert_eq!(table.kind, FileKind::Xlsx);
        assert_eq!(table.encoding, None);
        assert_eq!(table.delimiter, None);
        assert_eq!(table.header[0], "Rodné číslo");
        assert_eq!(
            cells(&table),
            [
                (
                    2,
                    vec![
                        "9001011234",
                        "2010-02-01",
                        "0151011234",
                        "1.5",
                        "1",
                        "2026-03-07 09:30:00"
                    ]
                ),
                (4, vec!["", "", "po prázdném řádku", "", "", ""]),
            ]
        );
    }

    #[test]
    fn xlsx_with_more_rows_than_the_limit_is_refused() {
        let options = ReadOptions {
            max_rows: 10,
            ..ReadOptions::default()
        };
        assert_eq!(
            read_table("a.xlsx", &xlsx_with_rows(10), &options)
                .unwrap()
                .rows
                .len(),
            10
        );
        let error = read_table("a.xlsx", &xlsx_with_rows(11), &options).unwrap_err();
        assert_eq!(error, TableError::TooManyRows { max_rows: 10 });
    }

    #[test]
    fn xlsx_is_recognised_by_its_content_whatever_its_name() {
        let table = read("export.csv", &xlsx_with_rows(1)).unwrap();
        assert_eq!(table.kind, FileKind::Xlsx);
        assert_eq!(cells(&table), [(2, vec!["Člen 1"])]);
    }

    #[test]
    fn ods_is_read_with_dates_and_numbers_as_text() {
        let bytes = ods_of(
            r#"<table:table-row><table:table-cell office:value-type="string"><text:p>Jméno</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Narozen</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>RČ</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="2"><table:table-cell/></table:table-row>
<table:table-row><table:table-cell office:value-type="string"><text:p>Eva</text:p></table:table-cell><table:table-cell office:value-type="date" office:date-value="2010-02-01"><text:p>1.2.2010</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="9001011234"><text:p>9001011234</text:p></table:table-cell></table:table-row>"#,
        );
        let table = read("clenove.ods", &bytes).unwrap();
        assert_eq!(table.kind, FileKind::Ods);
        assert_eq!(table.header, ["Jméno", "Narozen", "RČ"]);
        assert_eq!(
            cells(&table),
            [(4, vec!["Eva", "2010-02-01", "9001011234"])]
        );
    }

    #[test]
    fn ods_with_cells_repeated_into_millions_is_refused_unopened() {
        let cell =
            r#"<table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell>"#;
        let header = format!("<table:table-row>{cell}</table:table-row>");
        let bomb = ods_of(&format!(
            r#"{header}<table:table-row table:number-rows-repeated="1000000"><table:table-cell table:number-columns-repeated="50" office:value-type="string"><text:p>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</text:p></table:table-cell></table:table-row>"#
        ));
        assert!(bomb.len() < 2000);
        let error = read("a.ods", &bomb).unwrap_err();
        assert_eq!(
            error,
            TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch)
        );

        let rows = ods_of(&format!(
            r#"{header}<table:table-row table:number-rows-repeated="11">{cell}</table:table-row>"#
        ));
        let options = ReadOptions {
            max_rows: 10,
            ..ReadOptions::default()
        };
        let error = read_table("a.ods", &rows, &options).unwrap_err();
        assert_eq!(error, TableError::TooManyRows { max_rows: 10 });

        let wide = ods_of(&format!(
            r#"<table:table-row><table:table-cell table:number-columns-repeated="500"/>{cell}</table:table-row>"#
        ));
        let error = read("a.ods", &wide).unwrap_err();
        assert_eq!(error, TableError::TooManyColumns { max_columns: 100 });

        let spaces = ods_of(
            r#"<table:table-row><table:table-cell office:value-type="string"><text:p>a<text:s text:c="4000000000"/>b</text:p></table:table-cell></table:table-row>"#,
        );
        let error = read("a.ods", &spaces).unwrap_err();
        assert_eq!(
            error,
            TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch)
        );
    }

    #[test]
    fn zip_with_a_highly_compressed_entry_is_refused_as_a_bomb() {
        // 32 MiB of zeros deflate to some 32 KiB: a ratio of about 1000.
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file("[Content_Types].xml", SimpleFileOptions::default())
            .unwrap();
        writer.write_all(b"<Types/>").unwrap();
        writer
            .start_file("xl/worksheets/sheet1.xml", SimpleFileOptions::default())
            .unwrap();
        let zeros = vec![0u8; 1024 * 1024];
        for _ in 0..32 {
            writer.write_all(&zeros).unwrap();
        }
        let bytes = writer.finish().unwrap().into_inner();
        assert!(bytes.len() < 1024 * 1024);
        let error = read("bomba.xlsx", &bytes).unwrap_err();
        let TableError::SuspiciousArchive(ArchiveProblem::TooCompressed { name, ratio }) = &error
        else {
            panic!("not refused as a bomb: {error:?}");
        };
        assert_eq!(name, "xl/worksheets/sheet1.xml");
        assert!(*ratio > MAX_COMPRESSION_RATIO);
        assert_eq!(error.code(), "SUSPICIOUS_ARCHIVE");
        assert!(error.message().starts_with(
            "Soubor nelze přijmout: část „xl/worksheets/sheet1.xml“ je zkomprimována"
        ));
    }

    #[test]
    fn zip_with_too_many_entries_is_refused() {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let stored =
            SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
        for index in 0..=MAX_ARCHIVE_ENTRIES {
            writer.start_file(format!("{index}"), stored).unwrap();
        }
        let bytes = writer.finish().unwrap().into_inner();
        let error = read("a.xlsx", &bytes).unwrap_err();
        assert_eq!(
            error,
            TableError::SuspiciousArchive(ArchiveProblem::TooManyEntries { entries: 10_001 })
        );
        assert_eq!(
            error.message(),
            "Soubor nelze přijmout: archiv obsahuje 10 001 souborů, povoleno je nejvýše \
             10 000. Uložte tabulku znovu, nebo ji nahrajte jako CSV."
        );
    }

    #[test]
    fn archive_limits_apply_to_declared_sizes() {
        const MIB: u64 = 1024 * 1024;
        let entry = |size, compressed_size| ArchiveEntry {
            name: "a".to_owned(),
            size,
            compressed_size,
        };
        let single_cases = [
            (entry(MIB, 1), Ok(())),
            (entry(MIB + 1, 1), Err("TooCompressed")),
            (entry(200 * MIB, MIB), Ok(())),
            (entry(200 * MIB + 1, MIB), Err("TooCompressed")),
            (entry(2 * MIB, 0), Err("TooCompressed")),
            (entry(257 * MIB, 256 * MIB), Err("TooLarge")),
        ];
        for (entry, expected) in single_cases {
            let result =
                check_archive(std::slice::from_ref(&entry)).map_err(|problem| match problem {
                    ArchiveProblem::TooCompressed { .. } => "TooCompressed",
                    ArchiveProblem::TooLarge { .. } => "TooLarge",
                    _ => "other",
                });
            assert_eq!(result, expected, "{entry:?}");
        }
        let many = vec![entry(100 * MIB, 10 * MIB); 3];
        assert_eq!(
            check_archive(&many),
            Err(ArchiveProblem::TooLarge { bytes: 300 * MIB })
        );
        assert_eq!(check_archive(&many[..2]), Ok(()));
    }

    /// Sets the declared uncompressed size of every entry (local and central headers).
    fn declare_size(zip: &mut [u8], size: u32) {
        for (signature, offset) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
            let starts: Vec<usize> = zip
                .windows(4)
                .enumerate()
                .filter(|(_, window)| window == signature)
                .map(|(start, _)| start)
                .collect();
            for start in starts {
                zip[start + offset..start + offset + 4].copy_from_slice(&size.to_le_bytes());
            }
        }
    }

    #[test]
    fn a_zip_entry_cannot_inflate_past_its_declared_size() {
        let mut bytes = zip_of(&[("data.xml", &vec![b'x'; 100_000])]);
        declare_size(&mut bytes, 1000);
        let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
        assert_eq!(archive_entries(&archive)[0].size, 1000);
        let mut inflated = Vec::new();
        let error = archive
            .by_name("data.xml")
            .unwrap()
            .read_to_end(&mut inflated)
            .unwrap_err();
        assert!(
            error.to_string().contains("larger than its declared"),
            "{error}"
        );
        assert!(inflated.len() <= 1001);
    }

    #[test]
    fn corrupt_or_foreign_files_are_unreadable() {
        let cases: [(&str, Vec<u8>); 4] = [
            ("a.xlsx", b"PK\x03\x04 broken".to_vec()),
            ("a.xlsx", b"Jmeno;Prijmeni".to_vec()),
            ("a.zip", zip_of(&[("readme.txt", b"hello")])),
            ("a.xls", b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 broken".to_vec()),
        ];
        for (name, bytes) in cases {
            let error = read(name, &bytes).unwrap_err();
            assert_eq!(error.code(), "UNREADABLE_FILE", "{name}: {error:?}");
            assert!(
                error
                    .message()
                    .starts_with("Soubor se nepodařilo přečíst jako tabulku ("),
                "{error}"
            );
        }
    }

    #[test]
    fn numbers_are_written_as_a_spreadsheet_shows_them() {
        let cases = [
            (9_001_011_234.0, "9001011234"),
            (46001.0, "46001"),
            (-3.0, "-3"),
            (1.5, "1.5"),
            (0.1 + 0.2, "0.3"),
            (1e20, "100000000000000000000"),
            (0.000_125, "0.000125"),
            (f64::NAN, ""),
        ];
        for (number, expected) in cases {
            assert_eq!(number_text(number), expected, "{number}");
        }
    }

    #[test]
    fn header_keys_ignore_case_diacritics_and_punctuation() {
        let cases = [
            ("[ČÍSLO_POPISNÉ]", "cislopopisne"),
            ("Č.p.", "cp"),
            ("E-mail", "email"),
            ("  Státní občanství ", "statniobcanstvi"),
            ("Rok narození", "roknarozeni"),
        ];
        for (header, key) in cases {
            assert_eq!(header_key(header), key, "{header}");
        }
    }

    #[test]
    fn every_error_has_a_czech_message_and_a_code() {
        let errors = [
            TableError::TooLarge {
                max_bytes: DEFAULT_MAX_BYTES,
            },
            TableError::TooManyRows { max_rows: 5 },
            TableError::TooManyColumns { max_columns: 100 },
            TableError::InvalidEncoding {
                chosen: Encoding::Utf8,
                suggestion: None,
                line: 2,
            },
            TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch),
            TableError::Spreadsheet("x".to_owned()),
            TableError::Empty,
        ];
        let codes: Vec<&str> = errors.iter().map(|error| error.code().as_str()).collect();
        assert_eq!(
            codes,
            [
                "FILE_TOO_LARGE",
                "TOO_MANY_ROWS",
                "TOO_MANY_COLUMNS",
                "INVALID_ENCODING",
                "SUSPICIOUS_ARCHIVE",
                "UNREADABLE_FILE",
                "EMPTY_FILE"
            ]
        );
        for error in errors {
            assert_eq!(error.to_string(), error.message());
            assert!(error.message().starts_with("Soubor "), "{error}");
        }
        assert_eq!(
            TableError::InvalidEncoding {
                chosen: Encoding::Utf8,
                suggestion: None,
                line: 2,
            }
            .message(),
            "Soubor není v kódování UTF-8 (první chyba na řádku 2)."
        );
    }
}
