//! ČÚZK RÚIAN address points ("adresní místa") CSV: `;` between cells, Windows-1250 (or
//! UTF-8), one file per municipality, shipped in a zip. Columns are found by their header
//! names, so the current layout (19 columns), the older one (16, with `Název MOP`) and the
//! "sestava" exports (decimal commas, `DD.MM.YYYY` dates, extra columns) all read. Samples
//! are in `testdata/ruian/`.

use std::io::{self, BufRead as _, BufReader, Chain, Cursor, Read, Seek};

use chrono::NaiveDate;
use encoding_rs::{Decoder, UTF_8, WINDOWS_1250};

use crate::member_import::parse_date;
use crate::table::{
    ArchiveEntry, MAX_ARCHIVE_ENTRIES, archive_entries, check_archive_entry, header_key,
};

/// Input up to this size is read into memory to detect its encoding; beyond it the
/// detection relies on the first 64 MiB and the rest is streamed.
const DETECTION_BYTES: u64 = 64 * 1024 * 1024;
/// Bytes read from the source at a time while decoding.
const CHUNK_BYTES: usize = 64 * 1024;

pub use stopa_domain::address::BuildingType;

/// One address point of RÚIAN.
#[derive(Debug, Clone, PartialEq)]
pub struct AddressPoint {
    /// Kód ADM, the address point's code.
    pub code: i64,
    pub municipality_code: i32,
    pub municipality_name: String,
    /// Městský obvod nebo městská část (MOMC).
    pub momc_name: Option<String>,
    /// Obvod Prahy (MOP, "Praha 7").
    pub prague_district_name: Option<String>,
    pub part_code: Option<i32>,
    pub part_name: Option<String>,
    pub street_code: Option<i32>,
    pub street_name: Option<String>,
    pub building_type: BuildingType,
    /// Číslo domovní: popisné or evidenční by `building_type`.
    pub house_number: i32,
    pub orientation_number: Option<i32>,
    /// The letter after the orientation number ("a" of 3a).
    pub orientation_letter: Option<String>,
    /// Five digits.
    pub postcode: String,
    /// S-JTSK coordinates in metres, as the file gives them.
    pub y: Option<f64>,
    pub x: Option<f64>,
    pub valid_from: Option<NaiveDate>,
}

/// A row or file that cannot be read: its line (from 1; 0 when the problem is not on a line,
/// e.g. of a zip) and a Czech message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.description())]
pub struct RuianError {
    pub line: u64,
    pub message: String,
}

impl RuianError {
    fn new(line: u64, message: impl Into<String>) -> Self {
        Self {
            line,
            message: message.into(),
        }
    }

    /// "Řádek 5: …", or the message alone when it is not of a line.
    fn description(&self) -> String {
        if self.line == 0 {
            self.message.clone()
        } else {
            format!("Řádek {}: {}", self.line, self.message)
        }
    }
}

/// Where each column is in the file's header.
#[derive(Debug, Default)]
struct Columns {
    code: Option<usize>,
    municipality_code: Option<usize>,
    municipality_name: Option<usize>,
    momc_name: Option<usize>,
    prague_district_name: Option<usize>,
    part_code: Option<usize>,
    part_name: Option<usize>,
    street_code: Option<usize>,
    street_name: Option<usize>,
    building_type: Option<usize>,
    house_number: Option<usize>,
    orientation_number: Option<usize>,
    orientation_letter: Option<usize>,
    postcode: Option<usize>,
    y: Option<usize>,
    x: Option<usize>,
    valid_from: Option<usize>,
}

impl Columns {
    /// Finds the columns by name; the first of a name wins.
    fn of_header(header: &[String], line: u64) -> Result<Self, RuianError> {
        let mut columns = Self::default();
        for (index, name) in header.iter().enumerate() {
            let slot = match header_key(name).as_str() {
                "kodadm" => &mut columns.code,
                "kodobce" => &mut columns.municipality_code,
                "nazevobce" => &mut columns.municipality_name,
                "nazevmomc" => &mut columns.momc_name,
                "nazevobvoduprahy" | "nazevmop" => &mut columns.prague_district_name,
                "kodcastiobce" => &mut columns.part_code,
                "nazevcastiobce" => &mut columns.part_name,
                "kodulice" => &mut columns.street_code,
                "nazevulice" => &mut columns.street_name,
                "typso" => &mut columns.building_type,
                "cislodomovni" => &mut columns.house_number,
                "cisloorientacni" => &mut columns.orientation_number,
                "znakcislaorientacniho" => &mut columns.orientation_letter,
                "psc" => &mut columns.postcode,
                "souradnicey" => &mut columns.y,
                "souradnicex" => &mut columns.x,
                "platiod" => &mut columns.valid_from,
                _ => continue,
            };
            slot.get_or_insert(index);
        }
        let required = [
            (columns.code, "Kód ADM"),
            (columns.municipality_code, "Kód obce"),
            (columns.municipality_name, "Název obce"),
            (columns.building_type, "Typ SO"),
            (columns.house_number, "Číslo domovní"),
            (columns.postcode, "PSČ"),
        ];
        let missing: Vec<&str> = required
            .iter()
            .filter(|(index, _)| index.is_none())
            .map(|(_, name)| *name)
            .collect();
        if missing.is_empty() {
            Ok(columns)
        } else {
            Err(RuianError::new(
                line,
                format!(
                    "Soubor nemá záhlaví adresních míst RÚIAN, chybí sloupce: {}.",
                    missing.join(", ")
                ),
            ))
        }
    }

    /// The address point of a row, or what is wrong with it (Czech).
    fn point(&self, record: &[String]) -> Result<AddressPoint, String> {
        let text = |index: Option<usize>| {
            index
                .and_then(|index| record.get(index))
                .map(|text| text.trim())
                .filter(|text| !text.is_empty())
        };
        let owned = |index| text(index).map(str::to_owned);
        let required = |index, name: &str| text(index).ok_or_else(|| format!("chybí {name}"));
        let number = |index, name: &str| -> Result<Option<i64>, String> {
            text(index)
                .map(|value| {
                    parse_integer(value)
                        .ok_or_else(|| format!("neplatné číslo „{value}“ ve sloupci {name}"))
                })
                .transpose()
        };
        let small = |index, name: &str| -> Result<Option<i32>, String> {
            number(index, name)?
                .map(|value| {
                    i32::try_from(value)
                        .map_err(|_| format!("příliš velké číslo ve sloupci {name}"))
                })
                .transpose()
        };
        let coordinate = |index, name: &str| -> Result<Option<f64>, String> {
            text(index)
                .map(|value| {
                    value
                        .replace(',', ".")
                        .parse::<f64>()
                        .ok()
                        .filter(|value| value.is_finite())
                        .ok_or_else(|| format!("neplatná souřadnice „{value}“ ve sloupci {name}"))
                })
                .transpose()
        };

        required(self.code, "Kód ADM")?;
        let code = number(self.code, "Kód ADM")?.unwrap_or_default();
        required(self.municipality_code, "Kód obce")?;
        let municipality_code = small(self.municipality_code, "Kód obce")?.unwrap_or_default();
        let municipality_name = required(self.municipality_name, "Název obce")?.to_owned();
        let building_type_text = required(self.building_type, "Typ SO")?;
        let building_type = match header_key(building_type_text).as_str() {
            "cp" | "cislopopisne" => BuildingType::HouseNumber,
            "cev" | "cisloevidencni" => BuildingType::RegistrationNumber,
            _ => {
                return Err(format!(
                    "neznámý typ stavebního objektu „{building_type_text}“ (čeká se č.p. nebo \
                     č.ev.)"
                ));
            }
        };
        required(self.house_number, "Číslo domovní")?;
        let house_number = small(self.house_number, "Číslo domovní")?.unwrap_or_default();
        let postcode_text = required(self.postcode, "PSČ")?;
        let postcode: String = postcode_text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if postcode.len() != 5 || !postcode.chars().all(|c| c.is_ascii_digit()) {
            return Err(format!("neplatné PSČ „{postcode_text}“"));
        }
        let valid_from = text(self.valid_from)
            .map(|value| {
                parse_date(value)
                    .ok_or_else(|| format!("neplatné datum „{value}“ ve sloupci Platí od"))
            })
            .transpose()?;
        Ok(AddressPoint {
            code,
            municipality_code,
            municipality_name,
            momc_name: owned(self.momc_name),
            prague_district_name: owned(self.prague_district_name),
            part_code: small(self.part_code, "Kód části obce")?,
            part_name: owned(self.part_name),
            street_code: small(self.street_code, "Kód ulice")?,
            street_name: owned(self.street_name),
            building_type,
            house_number,
            orientation_number: small(self.orientation_number, "Číslo orientační")?,
            orientation_letter: owned(self.orientation_letter),
            postcode,
            y: coordinate(self.y, "Souřadnice Y")?,
            x: coordinate(self.x, "Souřadnice X")?,
            valid_from,
        })
    }
}

/// An integer, also as the "sestava" exports write them (`10,0`).
fn parse_integer(text: &str) -> Option<i64> {
    if let Ok(number) = text.parse() {
        return Some(number);
    }
    let (whole, fraction) = text.split_once([',', '.'])?;
    if fraction.is_empty() || !fraction.chars().all(|c| c == '0') {
        return None;
    }
    whole.parse().ok()
}

/// Decodes a byte stream into UTF-8 as it is read.
struct DecodingReader<R> {
    inner: R,
    decoder: Decoder,
    input: Vec<u8>,
    output: Vec<u8>,
    position: usize,
    finished: bool,
}

impl<R: Read> DecodingReader<R> {
    fn new(inner: R, decoder: Decoder) -> Self {
        Self {
            inner,
            decoder,
            input: vec![0; CHUNK_BYTES],
            output: Vec::new(),
            position: 0,
            finished: false,
        }
    }

    /// Decodes the next chunk of the source into `output`.
    fn fill(&mut self) -> io::Result<()> {
        let read = loop {
            match self.inner.read(&mut self.input) {
                Ok(read) => break read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        };
        let last = read == 0;
        // Room for the whole chunk, so the decoder consumes all of it in one call.
        let room = self
            .decoder
            .max_utf8_buffer_length(read)
            .unwrap_or(read * 3 + 16);
        self.output.clear();
        self.output.resize(room, 0);
        let (_, _, written, _) =
            self.decoder
                .decode_to_utf8(&self.input[..read], &mut self.output, last);
        self.output.truncate(written);
        self.position = 0;
        self.finished = last;
        Ok(())
    }
}

impl<R: Read> Read for DecodingReader<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        while self.position == self.output.len() {
            if self.finished || buffer.is_empty() {
                return Ok(0);
            }
            self.fill()?;
        }
        let count = buffer.len().min(self.output.len() - self.position);
        buffer[..count].copy_from_slice(&self.output[self.position..self.position + count]);
        self.position += count;
        Ok(count)
    }
}

/// Whether the start of a file reads as UTF-8 (a sequence cut off at the end of a longer
/// file's sample counts as UTF-8).
fn looks_like_utf8(sample: &[u8], cut_off: bool) -> bool {
    match std::str::from_utf8(sample) {
        Ok(_) => true,
        Err(error) => cut_off && error.error_len().is_none(),
    }
}

/// Reads address points from a RÚIAN CSV, one per item. The header is read and checked by
/// [`RuianReader::new`]; a bad row is an `Err` item and the reading goes on.
///
/// Records are split here, line by line (`;` between cells, `"` quoting with `""` inside,
/// a quoted cell may go on over lines), so that every error names the line it is on.
pub struct RuianReader<R: Read> {
    lines: BufReader<DecodingReader<Chain<Cursor<Vec<u8>>, R>>>,
    /// Lines read so far.
    line: u64,
    buffer: String,
    columns: Columns,
    done: bool,
}

impl<R: Read> std::fmt::Debug for RuianReader<R> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("RuianReader")
            .field("line", &self.line)
            .field("columns", &self.columns)
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

impl<R: Read> RuianReader<R> {
    /// Reads the header. The encoding is UTF-8 when the file starts with a UTF-8 BOM or its
    /// first 64 MiB are valid UTF-8, else Windows-1250. Up to 64 MiB are held in memory; the
    /// rest of a larger file is decoded as it is read.
    pub fn new(mut reader: R) -> Result<Self, RuianError> {
        let mut sample = Vec::new();
        (&mut reader)
            .take(DETECTION_BYTES)
            .read_to_end(&mut sample)
            .map_err(|error| RuianError::new(0, format!("Soubor se nepodařilo číst: {error}.")))?;
        let cut_off = sample.len() as u64 == DETECTION_BYTES;
        let encoding = if looks_like_utf8(&sample, cut_off) {
            UTF_8
        } else {
            WINDOWS_1250
        };
        let decoded = DecodingReader::new(
            Cursor::new(sample).chain(reader),
            encoding.new_decoder_with_bom_removal(),
        );
        let mut reader = Self {
            lines: BufReader::new(decoded),
            line: 0,
            buffer: String::new(),
            columns: Columns::default(),
            done: false,
        };
        let unreadable =
            |error: io::Error| RuianError::new(0, format!("Soubor se nepodařilo číst: {error}."));
        loop {
            let Some((line, header)) = reader.read_record().map_err(unreadable)? else {
                return Err(RuianError::new(0, "Soubor je prázdný."));
            };
            if header.iter().any(|cell| !cell.trim().is_empty()) {
                reader.columns = Columns::of_header(&header, line)?;
                return Ok(reader);
            }
        }
    }

    /// The next record: the line it starts on and its cells; `None` at the end.
    fn read_record(&mut self) -> io::Result<Option<(u64, Vec<String>)>> {
        let mut cells = Vec::new();
        let mut cell = String::new();
        let mut quoted = false;
        let mut first_line = None;
        loop {
            self.buffer.clear();
            if self.lines.read_line(&mut self.buffer)? == 0 {
                let Some(first_line) = first_line else {
                    return Ok(None);
                };
                cells.push(cell);
                return Ok(Some((first_line, cells)));
            }
            self.line += 1;
            first_line.get_or_insert(self.line);
            let text = self.buffer.strip_suffix('\n').unwrap_or(&self.buffer);
            let text = text.strip_suffix('\r').unwrap_or(text);
            let mut characters = text.chars().peekable();
            while let Some(character) = characters.next() {
                match character {
                    '"' if quoted => {
                        if characters.next_if_eq(&'"').is_some() {
                            cell.push('"');
                        } else {
                            quoted = false;
                        }
                    }
                    '"' if cell.trim().is_empty() => {
                        cell.clear();
                        quoted = true;
                    }
                    ';' if !quoted => cells.push(std::mem::take(&mut cell)),
                    _ => cell.push(character),
                }
            }
            if quoted {
                // The quoted cell goes on over the next line.
                cell.push('\n');
                continue;
            }
            cells.push(cell);
            return Ok(Some((first_line.unwrap_or(self.line), cells)));
        }
    }
}

impl<R: Read> Iterator for RuianReader<R> {
    type Item = Result<AddressPoint, RuianError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            let (line, record) = match self.read_record() {
                Ok(Some(record)) => record,
                Ok(None) => {
                    self.done = true;
                    continue;
                }
                Err(error) => {
                    // A failing source would fail again.
                    self.done = true;
                    return Some(Err(RuianError::new(
                        self.line + 1,
                        format!("Soubor se nepodařilo dočíst: {error}."),
                    )));
                }
            };
            if record.iter().all(|cell| cell.trim().is_empty()) {
                continue;
            }
            return Some(
                self.columns
                    .point(&record)
                    .map_err(|message| RuianError::new(line, message)),
            );
        }
        None
    }
}

/// A ČÚZK zip of RÚIAN CSVs (one per municipality), opened with the zip-bomb limits of
/// [`crate::table`]: at most [`MAX_ARCHIVE_ENTRIES`] entries, and each entry read within the
/// size and compression ratio limits ([`check_archive_entry`]). The total of the entries is not
/// limited: the whole country inflates to more than an upload may, and entries are read one at
/// a time.
pub struct RuianArchive<R: Read + Seek> {
    archive: zip::ZipArchive<R>,
    entries: Vec<ArchiveEntry>,
}

impl<R: Read + Seek> std::fmt::Debug for RuianArchive<R> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("RuianArchive")
            .field("entries", &self.entries.len())
            .finish_non_exhaustive()
    }
}

impl<R: Read + Seek> RuianArchive<R> {
    /// Opens the zip and reads its central directory.
    pub fn new(reader: R) -> Result<Self, RuianError> {
        let archive = zip::ZipArchive::new(reader).map_err(|error| {
            RuianError::new(0, format!("Archiv ZIP se nepodařilo otevřít: {error}."))
        })?;
        if archive.len() > MAX_ARCHIVE_ENTRIES {
            return Err(RuianError::new(
                0,
                format!(
                    "Archiv ZIP má {} souborů, povoleno je nejvýše {MAX_ARCHIVE_ENTRIES}.",
                    archive.len()
                ),
            ));
        }
        let entries = archive_entries(&archive);
        Ok(Self { archive, entries })
    }

    /// The names of the `.csv` entries, in the archive's order.
    pub fn csv_entries(&self) -> Vec<String> {
        self.entries
            .iter()
            .filter(|entry| {
                !entry.name.ends_with('/')
                    && entry
                        .name
                        .rsplit_once('.')
                        .is_some_and(|(_, extension)| extension.eq_ignore_ascii_case("csv"))
            })
            .map(|entry| entry.name.clone())
            .collect()
    }

    /// The inflated bytes of an entry, for [`RuianReader::new`]. Refused when the entry
    /// declares more than the limits allow; zip caps the inflation at the declared size.
    pub fn read_entry(&mut self, name: &str) -> Result<Vec<u8>, RuianError> {
        let entry = self
            .entries
            .iter()
            .find(|entry| entry.name == name)
            .ok_or_else(|| RuianError::new(0, format!("Archiv neobsahuje soubor „{name}“.")))?;
        check_archive_entry(entry).map_err(|problem| {
            RuianError::new(
                0,
                format!("Soubor „{name}“ nelze rozbalit: {}.", problem.message()),
            )
        })?;
        let size = entry.size;
        let index = self
            .archive
            .index_for_name(name)
            .ok_or_else(|| RuianError::new(0, format!("Archiv neobsahuje soubor „{name}“.")))?;
        let unreadable = |error: &dyn std::fmt::Display| {
            RuianError::new(
                0,
                format!("Soubor „{name}“ se nepodařilo rozbalit: {error}."),
            )
        };
        let file = self
            .archive
            .by_index(index)
            .map_err(|error| unreadable(&error))?;
        let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
        file.take(size.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(|error| unreadable(&error))?;
        Ok(bytes)
    }
}

/// The names of the `.csv` entries of a ČÚZK zip ([`RuianArchive::csv_entries`]).
pub fn csv_entries_of_zip<R: Read + Seek>(zip: R) -> Result<Vec<String>, RuianError> {
    Ok(RuianArchive::new(zip)?.csv_entries())
}

/// One entry of a ČÚZK zip, inflated within the limits ([`RuianArchive::read_entry`]). To
/// read many entries, open a [`RuianArchive`] once instead.
pub fn read_zip_entry<R: Read + Seek>(zip: R, name: &str) -> Result<Vec<u8>, RuianError> {
    RuianArchive::new(zip)?.read_entry(name)
}

#[cfg(test)]
mod tests {
    use std::io::Write as _;

    use super::*;
    use crate::table::tests::zip_of;

    static CURRENT: &[u8] = include_bytes!("../testdata/ruian/OB_599999_ADR_excerpt.cp1250.csv");
    static SESTAVA: &[u8] = include_bytes!("../testdata/ruian/sestava-VO_excerpt.utf8.csv");

    const CURRENT_HEADER: &str = "Kód ADM;Kód obce;Název obce;Kód MOMC;Název MOMC;Kód obvodu Prahy;\
        Název obvodu Prahy;Kód části obce;Název části obce;Kód ulice;Název ulice;Typ SO;\
        Číslo domovní;Číslo orientační;Znak čísla orientačního;PSČ;Souřadnice Y;Souřadnice X;Platí Od";

    fn points(bytes: &[u8]) -> Vec<Result<AddressPoint, RuianError>> {
        RuianReader::new(bytes).unwrap().collect()
    }

    fn date(year: i32, month: u32, day: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(year, month, day)
    }

    #[test]
    fn current_layout_in_windows_1250_reads_every_row() {
        let points: Vec<AddressPoint> = points(CURRENT).into_iter().map(Result::unwrap).collect();
        assert_eq!(points.len(), 3);
        assert_eq!(
            points[0],
            AddressPoint {
                code: 8_338_752,
                municipality_code: 599_999,
                municipality_name: "Trojanovice".into(),
                momc_name: None,
                prague_district_name: None,
                part_code: Some(168_491),
                part_name: Some("Trojanovice".into()),
                street_code: None,
                street_name: None,
                building_type: BuildingType::HouseNumber,
                house_number: 2,
                orientation_number: None,
                orientation_letter: None,
                postcode: "74401".into(),
                y: Some(479_862.17),
                x: Some(1_133_960.17),
                valid_from: date(2022, 8, 24),
            }
        );
        assert_eq!(
            points
                .iter()
                .map(|point| point.house_number)
                .collect::<Vec<_>>(),
            [2, 3, 4]
        );
    }

    #[test]
    fn sestava_export_with_decimal_commas_and_czech_dates_reads() {
        let points: Vec<AddressPoint> = points(SESTAVA).into_iter().map(Result::unwrap).collect();
        assert_eq!(points.len(), 2);
        let first = &points[0];
        assert_eq!(first.code, 22_296_361);
        assert_eq!(first.municipality_name, "Praha");
        assert_eq!(first.momc_name.as_deref(), Some("Praha 7"));
        assert_eq!(first.prague_district_name.as_deref(), Some("Praha 7"));
        assert_eq!(first.part_name.as_deref(), Some("Holešovice"));
        assert_eq!(first.street_name.as_deref(), Some("U elektrárny"));
        assert_eq!(first.street_code, None, "the sestava has no street codes");
        assert_eq!(
            (first.house_number, first.orientation_number),
            (9, Some(10))
        );
        assert_eq!(first.postcode, "17000");
        assert_eq!((first.x, first.y), (Some(741_272.24), Some(1_040_840.65)));
        assert_eq!(first.valid_from, date(2017, 6, 29));
        let second = &points[1];
        assert_eq!(second.building_type, BuildingType::RegistrationNumber);
        assert_eq!(second.house_number, 6);
        assert_eq!(second.street_name.as_deref(), Some("Jankovcova"));
        assert_eq!(
            (second.x, second.y, second.orientation_number),
            (None, None, None)
        );
        assert_eq!(second.valid_from, date(2011, 7, 1));
    }

    #[test]
    fn orientation_letters_and_streets_are_kept() {
        let text = format!(
            "\u{feff}{CURRENT_HEADER}\r\n\
             21710244;563889;Liberec;;;;;413551;Liberec I-Staré Město;470871;Sokolská;č.p.;268;3;a;460 01;;;2019-05-01"
        );
        let points = points(text.as_bytes());
        let point = points[0].as_ref().unwrap();
        assert_eq!(point.street_code, Some(470_871));
        assert_eq!(point.street_name.as_deref(), Some("Sokolská"));
        assert_eq!(
            (
                point.house_number,
                point.orientation_number,
                point.orientation_letter.as_deref()
            ),
            (268, Some(3), Some("a"))
        );
        assert_eq!(point.postcode, "46001");
        assert_eq!(point.valid_from, date(2019, 5, 1));
    }

    #[test]
    fn older_layout_with_the_prague_district_reads() {
        let text = "Kód ADM;Kód obce;Název obce;Název MOMC;Název MOP;Kód části obce;Název části obce;\
            Název ulice;Typ SO;Číslo domovní;Číslo orientační;Znak čísla orientačního;PSČ;\
            Souřadnice Y;Souřadnice X;Platí Od\n\
            22296361;554782;Praha;Praha 7;Praha 7;490067;Holešovice;U elektrárny;č.p.;9;10;;17000;741272.24;1040840.65;2017-06-29T00:00:00\n";
        let (bytes, _, _) = WINDOWS_1250.encode(text);
        let points = points(&bytes);
        let point = points[0].as_ref().unwrap();
        assert_eq!(point.prague_district_name.as_deref(), Some("Praha 7"));
        assert_eq!(point.part_name.as_deref(), Some("Holešovice"));
        assert_eq!(point.orientation_number, Some(10));
    }

    #[test]
    fn a_bad_row_is_an_error_with_its_line_and_reading_goes_on() {
        let text = format!(
            "{CURRENT_HEADER}\n\
             8338752;599999;Trojanovice;;;;;168491;Trojanovice;;;č.p.;2;;;74401;;;\n\
             \n\
             8338761;599999;Trojanovice;;;;;168491;Trojanovice;;;č.x.;3;;;74401;;;\n\
             8338762;599999;Trojanovice;;;;;168491;Trojanovice;;;č.p.;3;;;7440;;;\n\
             8338763;599999;Trojanovice;;;;;168491;Trojanovice;;;č.p.;dva;;;74401;;;\n\
             8338764;599999;Trojanovice;;;;;168491;Trojanovice;;;č.p.;5;;;74401;;;31.2.2020\n\
             ;599999;Trojanovice;;;;;;;;;č.p.;6;;;74401;;;\n\
             8338779;599999;Trojanovice;;;;;168491;Trojanovice;;;č.ev.;4;;;74401;;;\n"
        );
        let items = points(text.as_bytes());
        let outcome: Vec<Result<i64, (u64, String)>> = items
            .into_iter()
            .map(|item| {
                item.map(|point| point.code)
                    .map_err(|error| (error.line, error.message))
            })
            .collect();
        assert_eq!(
            outcome,
            [
                Ok(8_338_752),
                Err((
                    4,
                    "neznámý typ stavebního objektu „č.x.“ (čeká se č.p. nebo č.ev.)".into()
                )),
                Err((5, "neplatné PSČ „7440“".into())),
                Err((6, "neplatné číslo „dva“ ve sloupci Číslo domovní".into())),
                Err((7, "neplatné datum „31.2.2020“ ve sloupci Platí od".into())),
                Err((8, "chybí Kód ADM".into())),
                Ok(8_338_779),
            ]
        );
        let error = RuianError::new(4, "neplatné PSČ „7440“");
        assert_eq!(error.to_string(), "Řádek 4: neplatné PSČ „7440“");
    }

    #[test]
    fn quoted_cells_may_hold_separators_and_line_breaks() {
        let text = format!(
            "{CURRENT_HEADER}\r\n\
             1;599999;\"Trojanovice; \"\"obec\"\"\";;;;;;\"Horní\r\nčást\";;;č.p.;1;;;74401;;;\r\n\
             \r\n\
             2;599999;Trojanovice;;;;;;;;;č.p.;x;;;74401;;;\r\n"
        );
        let items = points(text.as_bytes());
        let first = items[0].as_ref().unwrap();
        assert_eq!(first.municipality_name, "Trojanovice; \"obec\"");
        assert_eq!(first.part_name.as_deref(), Some("Horní\nčást"));
        assert_eq!(items[1].as_ref().unwrap_err().line, 5);
    }

    #[test]
    fn a_file_without_the_address_point_header_is_refused() {
        let error = RuianReader::new(&b"Jmeno;Prijmeni\nJan;Novak\n"[..]).unwrap_err();
        assert_eq!(error.line, 1);
        assert!(
            error.message.contains("chybí sloupce: Kód ADM, Kód obce"),
            "{error}"
        );
        let error = RuianReader::new(&b"\r\n"[..]).unwrap_err();
        assert_eq!(error.message, "Soubor je prázdný.");
    }

    /// A reader that gives one byte at a time, to cut multi-byte characters apart.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let Some((first, rest)) = self.0.split_first() else {
                return Ok(0);
            };
            if buffer.is_empty() {
                return Ok(0);
            }
            buffer[0] = *first;
            self.0 = rest;
            Ok(1)
        }
    }

    #[test]
    fn decoding_a_stream_keeps_characters_cut_between_reads() {
        let text = "Žluťoučký kůň úpěl ďábelské ódy";
        for (bytes, encoding) in [
            (text.as_bytes().to_vec(), UTF_8),
            (WINDOWS_1250.encode(text).0.into_owned(), WINDOWS_1250),
        ] {
            let mut decoded = String::new();
            DecodingReader::new(Trickle(&bytes), encoding.new_decoder_with_bom_removal())
                .read_to_string(&mut decoded)
                .unwrap();
            assert_eq!(decoded, text);
        }
        assert!(looks_like_utf8(&"ž".as_bytes()[..1], true));
        assert!(!looks_like_utf8(&"ž".as_bytes()[..1], false));
    }

    #[test]
    fn a_zip_of_municipalities_lists_and_reads_its_csv_entries() {
        let second = format!(
            "{CURRENT_HEADER}\r\n21710244;563889;Liberec;;;;;413551;Liberec I-Staré Město;;;č.p.;268;;;46001;;;\r\n"
        );
        let zip = zip_of(&[
            ("20250131_OB_599999_ADR.csv", CURRENT),
            ("README.txt", b"ahoj"),
            ("20250131_OB_563889_ADR.CSV", second.as_bytes()),
        ]);
        assert_eq!(
            csv_entries_of_zip(Cursor::new(&zip)).unwrap(),
            ["20250131_OB_599999_ADR.csv", "20250131_OB_563889_ADR.CSV"]
        );
        let mut archive = RuianArchive::new(Cursor::new(&zip)).unwrap();
        let mut codes = Vec::new();
        for name in archive.csv_entries() {
            let bytes = archive.read_entry(&name).unwrap();
            for point in RuianReader::new(bytes.as_slice()).unwrap() {
                codes.push(point.unwrap().code);
            }
        }
        assert_eq!(codes, [8_338_752, 8_338_761, 8_338_779, 21_710_244]);
        assert_eq!(
            read_zip_entry(Cursor::new(&zip), "README.txt").unwrap(),
            b"ahoj"
        );
        let missing = read_zip_entry(Cursor::new(&zip), "nic.csv").unwrap_err();
        assert_eq!(missing.to_string(), "Archiv neobsahuje soubor „nic.csv“.");
    }

    #[test]
    fn a_zip_entry_compressed_like_a_bomb_is_not_inflated() {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file("OB_1_ADR.csv", zip::write::SimpleFileOptions::default())
            .unwrap();
        writer.write_all(&vec![b';'; 4 * 1024 * 1024]).unwrap();
        let zip = writer.finish().unwrap().into_inner();
        let error = read_zip_entry(Cursor::new(&zip), "OB_1_ADR.csv").unwrap_err();
        assert!(
            error.message.starts_with(
                "Soubor „OB_1_ADR.csv“ nelze rozbalit: část „OB_1_ADR.csv“ je zkomprimována"
            ),
            "{error}"
        );
        assert!(RuianArchive::new(Cursor::new(b"not a zip")).is_err());
    }

    #[test]
    fn integers_may_carry_a_zero_decimal_part() {
        let cases = [
            ("10", Some(10)),
            ("10,0", Some(10)),
            ("7001,00", Some(7001)),
            ("10.0", Some(10)),
            ("10,5", None),
            ("10,", None),
            ("x", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_integer(text), expected, "{text}");
        }
    }
}
