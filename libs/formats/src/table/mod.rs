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
//!
//! # Parts
//!
//! - `archive`: what a zip declares checked before inflating (zip bombs), XLSX or ODS, ODS
//!   repeats.
//! - `spreadsheet`: the first worksheet of an XLSX (streamed), XLS or ODS (via calamine).
//! - `cells`: a spreadsheet cell as trimmed text (numbers, dates, booleans), its length limit.
//! - `csv`: CSV text: its encoding, its separator, the line each record starts on.
//! - `tests`: every format, encodings, separators, the limits and zip bombs.

use std::fmt::Display;

use crate::csv_excel::UTF8_BOM;
use stopa_domain::error_code::ErrorCode;

mod archive;
mod cells;
mod csv;
mod spreadsheet;
#[cfg(test)]
pub(crate) mod tests;

pub use archive::{archive_entries, check_archive, check_archive_entry};
pub use cells::MAX_CELL_CHARS;

use self::csv::read_csv;
use archive::{check_ods_repeats, open_checked_zip, zip_kind};
use spreadsheet::{read_whole_sheet, read_xlsx};

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

fn unreadable(error: impl Display) -> TableError {
    TableError::Spreadsheet(error.to_string())
}
