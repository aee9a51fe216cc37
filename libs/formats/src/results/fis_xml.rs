//! FIS Data Exchange XML result files (formats FIS_XML and FIS_XML_DATASET): reading them into
//! the [results model](super), and writing a race back as a file our reader (and FIS's) reads.
//!
//! # What is read
//!
//! `<Fisresults>` holding a `<Raceheader>` and one `<XX_race>` for sector XX (AL, CC, JP, NK, SB,
//! FS); several header-and-race pairs in one file are read as several races, and a ZIP of such
//! files ([`parse_dataset`]) as one upload. Element and attribute names are matched without
//! regard to case, because producers differ: VOLA writes `Raceheader`, `Fiscode`,
//! `Yearofbirth`, `Timerun1`, `Totaltime`, `Racepoints`, the current protocols (AL 2.11,
//! CC 3.7, JP 2.7) `RaceHeader`, `FisCode`, `YearOfBirth`, `TimeRun1`, `TotalTime`,
//! `RacePoints`. The older (v1) layout and the current one differ in where things sit, not in
//! what a row holds, so both are read the same way:
//!
//! - v1: the race's runs as `<Course Run="1">`, the sex as `Sex`, a not-ranked row's run as
//!   `<Run>2</Run>`; current: runs as `<Runinfo No="1">` inside `XX_raceinfo`, `Gender`.
//! - Women are `L` (v1, and the real VOLA files), `W` (current header) or `F` (current
//!   competitor); men `M`; a mixed race `A`.
//! - Run times sit in `XX_result` as `TimerunN` (alpine, snowboard) or in `XX_resultdetail` as
//!   `<Run No="N">` with `<Time>` (cross-country), `<Jump No="N">` with `<Distance>` and points
//!   (jumping), `<Race>` (the cross-country part of Nordic combined). A run may hold a status
//!   word instead of a time (`<Timerun1>DNF</Timerun1>`).
//!
//! # Safety
//!
//! The reader streams events (no document tree), expands no entity but the five predefined
//! ones and character references, and refuses a `<!DOCTYPE>` that declares anything or points
//! to an outside file, before reading further: a "billion laughs" file or an external entity
//! never gets expanded or fetched. Files are limited to [`MAX_FILE_BYTES`]; a ZIP dataset to
//! [`MAX_DATASET_ENTRIES`] entries and [`MAX_DATASET_BYTES`] inflated, checked on what its
//! directory declares before anything is inflated (and zip 9.8 stops an entry inflating past
//! its declared size, see `table.rs`).
//!
//! # Encodings
//!
//! A byte-order mark wins; otherwise the XML declaration's `encoding` is used: UTF-8 (also the
//! default), Windows-1250, ISO-8859-1 (read as its superset Windows-1252, as browsers do) or
//! ISO-8859-2. Bytes that do not fit are refused with the line, rather than guessed.

use std::borrow::Cow;
use std::io::{Cursor, Read};

use chrono::NaiveDate;
use encoding_rs::{Encoding, ISO_8859_2, UTF_8, WINDOWS_1250, WINDOWS_1252};
use quick_xml::events::{BytesRef, BytesStart, BytesText, Event};
use quick_xml::{Reader, XmlVersion};
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;

use super::time::{format_fis, parse_time};
use super::{
    Hundredths, ParseError, ParsedResults, Race, ResultRow, ResultStatus, RowProblem, Run, RunKind,
    RunTime, Sector,
};
use crate::table::{archive_entries, check_archive_entry};

/// A single result file larger than this is refused unread (50 MiB; a FIS race of 200 athletes
/// is about 200 kB).
pub const MAX_FILE_BYTES: usize = 50 * 1024 * 1024;
/// A ZIP dataset may inflate to at most this in total (50 MiB).
pub const MAX_DATASET_BYTES: u64 = 50 * 1024 * 1024;
/// A ZIP dataset may hold at most this many entries.
pub const MAX_DATASET_ENTRIES: usize = 200;

/// The most of one element's text that is kept while reading (longer text is cut).
const MAX_ELEMENT_TEXT: usize = 4 * 1024;

/// Reads one FIS result file.
pub fn parse(bytes: &[u8]) -> Result<ParsedResults, ParseError> {
    parse_file(bytes, None).map(ParsedResults::cleaned)
}

/// Reads an upload of format FIS_XML_DATASET: a ZIP of result files (one race each, as FIS
/// asks results to be sent), or a single file. Entries that are folders, hidden files
/// (`.DS_Store`, `__MACOSX/`) or not `.xml` are skipped; an error in any XML file refuses the
/// whole upload, naming the file, so that an event's races are never imported half.
pub fn parse_dataset(bytes: &[u8]) -> Result<ParsedResults, ParseError> {
    if !bytes.starts_with(b"PK\x03\x04") {
        return parse(bytes);
    }
    let archive_error = |detail: String| ParseError::Archive { detail };
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes))
        .map_err(|error| archive_error(format!("archiv je poškozený ({error})")))?;
    if archive.len() > MAX_DATASET_ENTRIES {
        return Err(archive_error(format!(
            "obsahuje {} souborů, povoleno je nejvýše {MAX_DATASET_ENTRIES}",
            archive.len()
        )));
    }
    let entries = archive_entries(&archive);
    let declared = entries
        .iter()
        .fold(0u64, |total, entry| total.saturating_add(entry.size));
    if declared > MAX_DATASET_BYTES {
        return Err(archive_error(too_large_detail(declared)));
    }
    for entry in &entries {
        check_archive_entry(entry).map_err(|problem| archive_error(problem.message()))?;
    }
    let mut results = ParsedResults::default();
    let mut inflated: u64 = 0;
    for index in 0..archive.len() {
        let mut file = archive.by_index(index).map_err(|error| {
            archive_error(format!("soubor č. {} nelze rozbalit ({error})", index + 1))
        })?;
        let name = String::from_utf8_lossy(file.name_raw()).into_owned();
        if file.is_dir() || !is_result_entry(&name) {
            continue;
        }
        let mut content = Vec::new();
        file.by_ref()
            .take(MAX_DATASET_BYTES - inflated + 1)
            .read_to_end(&mut content)
            .map_err(|error| archive_error(format!("soubor {name} nelze rozbalit ({error})")))?;
        inflated += content.len() as u64;
        if inflated > MAX_DATASET_BYTES {
            return Err(archive_error(too_large_detail(inflated)));
        }
        let parsed = parse_file(&content, Some(&name)).map_err(|error| ParseError::InArchive {
            file: name.clone(),
            error: Box::new(error),
        })?;
        let offset = results.races.len();
        results.races.extend(parsed.races);
        results
            .problems
            .extend(parsed.problems.into_iter().map(|mut problem| {
                problem.race += offset;
                problem
            }));
    }
    if results.races.is_empty() {
        return Err(archive_error(
            "neobsahuje žádný soubor XML s výsledky".to_owned(),
        ));
    }
    Ok(results.cleaned())
}

fn too_large_detail(bytes: u64) -> String {
    format!(
        "po rozbalení by měl {} MB, povoleno je nejvýše {} MB",
        bytes.div_ceil(1024 * 1024),
        MAX_DATASET_BYTES / (1024 * 1024)
    )
}

/// An entry of a dataset worth reading: an `.xml` file that is not hidden.
fn is_result_entry(name: &str) -> bool {
    let hidden = name
        .split('/')
        .any(|part| part.starts_with('.') || part == "__MACOSX");
    !hidden && name.to_ascii_lowercase().ends_with(".xml")
}

fn parse_file(bytes: &[u8], source_file: Option<&str>) -> Result<ParsedResults, ParseError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ParseError::TooLarge {
            max_bytes: MAX_FILE_BYTES,
        });
    }
    let text = decode(bytes)?;
    XmlParser::new(&text, source_file).run()
}

// ---------------------------------------------------------------------------------------------
// Encodings

/// The text of a file, decoded as its byte-order mark or its declaration says.
fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, ParseError> {
    if let Some((encoding, bom_length)) = Encoding::for_bom(bytes) {
        let text = decode_as(encoding, &bytes[bom_length..])?;
        if !text.trim_start().starts_with('<') {
            return Err(not_xml(1));
        }
        return Ok(text);
    }
    match bytes.iter().position(|byte| !byte.is_ascii_whitespace()) {
        None => {
            return Err(ParseError::NotResults {
                line: 1,
                detail: "soubor je prázdný".to_owned(),
            });
        }
        Some(start) if bytes[start] != b'<' => return Err(not_xml(line_at(bytes, start))),
        Some(_) => {}
    }
    let encoding = match declared_encoding(bytes) {
        None => UTF_8,
        Some(label) => supported_encoding(&label).ok_or_else(|| ParseError::Encoding {
            line: 1,
            detail: format!(
                "soubor deklaruje kódování „{label}“, Stopa čte UTF-8, windows-1250, \
                 ISO-8859-1 a ISO-8859-2"
            ),
        })?,
    };
    decode_as(encoding, bytes)
}

fn not_xml(line: u32) -> ParseError {
    ParseError::NotResults {
        line,
        detail: "soubor nezačíná značkou XML, nejde o soubor XML".to_owned(),
    }
}

/// The encodings a FIS file may declare.
fn supported_encoding(label: &str) -> Option<&'static Encoding> {
    Encoding::for_label(label.trim().as_bytes())
        .filter(|encoding| [UTF_8, WINDOWS_1250, WINDOWS_1252, ISO_8859_2].contains(encoding))
}

fn decode_as<'a>(encoding: &'static Encoding, bytes: &'a [u8]) -> Result<Cow<'a, str>, ParseError> {
    if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
        return Ok(text);
    }
    let line = if encoding == UTF_8 {
        std::str::from_utf8(bytes)
            .err()
            .map_or(1, |error| line_at(bytes, error.valid_up_to()))
    } else {
        1
    };
    Err(ParseError::Encoding {
        line,
        detail: format!(
            "bajty neodpovídají kódování {}; uložte soubor znovu v UTF-8, nebo v deklaraci \
             <?xml … encoding=\"…\"?> uveďte jeho skutečné kódování (např. windows-1250)",
            encoding.name()
        ),
    })
}

/// The `encoding` of an XML declaration at the start of the bytes, if any. Every encoding Stopa
/// reads writes the declaration in ASCII, so it is read before decoding.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let head = &bytes[..bytes.len().min(1024)];
    let start = head.iter().position(|byte| !byte.is_ascii_whitespace())?;
    let head = &head[start..];
    if !head.starts_with(b"<?xml") {
        return None;
    }
    let end = head.windows(2).position(|pair| pair == b"?>")?;
    let declaration = std::str::from_utf8(&head[..end]).ok()?;
    let after = &declaration[declaration.find("encoding")? + "encoding".len()..];
    let after = after.trim_start().strip_prefix('=')?.trim_start();
    let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &after[1..];
    Some(value[..value.find(quote)?].to_owned())
}

/// The 1-based line of a byte offset.
fn line_at(bytes: &[u8], offset: usize) -> u32 {
    let lines = bytes[..offset.min(bytes.len())]
        .split(|byte| *byte == b'\n')
        .count();
    u32::try_from(lines).unwrap_or(u32::MAX)
}

/// Lines of a text, for turning the reader's offsets into line numbers quickly.
struct LineIndex {
    newlines: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> Self {
        Self {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, byte)| *byte == b'\n')
                .map(|(index, _)| index)
                .collect(),
        }
    }

    fn line(&self, offset: u64) -> u32 {
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        let line = self.newlines.partition_point(|newline| *newline < offset) + 1;
        u32::try_from(line).unwrap_or(u32::MAX)
    }
}

// ---------------------------------------------------------------------------------------------
// Reading

/// An open element: its lower-case local name and the line of its start tag.
struct Frame {
    name: String,
    line: u32,
}

/// What a `Raceheader` says.
#[derive(Default, Clone)]
struct Header {
    gender: Option<String>,
    season: Option<String>,
    codex: Option<String>,
    national_code: Option<String>,
    nation: Option<String>,
    discipline: Option<String>,
    category: Option<String>,
    event_name: Option<String>,
    place: Option<String>,
    day: Option<String>,
    month: Option<String>,
    year: Option<String>,
    date_line: u32,
}

/// A race being read.
struct RaceBuilder {
    sector: Sector,
    declared_runs: u8,
    penalty: Option<Hundredths>,
    f_value: Option<Hundredths>,
    rows: Vec<ResultRow>,
}

/// A row being read.
struct RowBuilder {
    /// The stack depth of its element.
    depth: usize,
    line: u32,
    ranked: bool,
    status: Option<String>,
    row: ResultRow,
    /// A status word written as the total time.
    total_status: Option<ResultStatus>,
    has_team: bool,
    has_competitor: bool,
    problems: Vec<(u32, String)>,
}

/// A `Run`, `Jump` or `Race` element of a row's result detail being read.
struct RunContext {
    depth: usize,
    kind: RunKind,
    number: u8,
}

struct XmlParser<'t> {
    reader: Reader<&'t [u8]>,
    lines: LineIndex,
    source_file: Option<String>,
    stack: Vec<Frame>,
    text: String,
    root_closed: bool,
    /// While reading inside an element that is skipped (a team member's nested row, a total
    /// run), the stack depth of that element.
    skip_depth: Option<usize>,
    header: Option<Header>,
    race: Option<RaceBuilder>,
    row: Option<RowBuilder>,
    run: Option<RunContext>,
    output: ParsedResults,
}

impl<'t> XmlParser<'t> {
    fn new(text: &'t str, source_file: Option<&str>) -> Self {
        let mut reader = Reader::from_str(text);
        reader.config_mut().check_end_names = true;
        Self {
            reader,
            lines: LineIndex::new(text),
            source_file: source_file.map(str::to_owned),
            stack: Vec::new(),
            text: String::new(),
            root_closed: false,
            skip_depth: None,
            header: None,
            race: None,
            row: None,
            run: None,
            output: ParsedResults::default(),
        }
    }

    fn run(mut self) -> Result<ParsedResults, ParseError> {
        loop {
            let line = self.lines.line(self.reader.buffer_position());
            let event = match self.reader.read_event() {
                Ok(event) => event,
                Err(error) => {
                    let line = self.lines.line(self.reader.error_position());
                    return Err(xml_error(&error, line));
                }
            };
            match event {
                Event::Start(element) => self.open(&element, line)?,
                Event::Empty(element) => {
                    self.open(&element, line)?;
                    self.close()?;
                }
                Event::End(_) => self.close()?,
                Event::Text(text) => self.push_text(&text.xml10_content(), line)?,
                Event::CData(data) => self.push_text(&data.xml10_content(), line)?,
                Event::GeneralRef(reference) => self.push_reference(&reference, line)?,
                Event::DocType(doctype) => check_doctype(&doctype, line)?,
                Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
                Event::Eof => break,
            }
        }
        if let Some(frame) = self.stack.last() {
            return Err(ParseError::Malformed {
                line: self.lines.line(self.reader.buffer_position()),
                detail: format!("soubor končí dřív, než se uzavře prvek {}", frame.name),
            });
        }
        if !self.root_closed {
            return Err(ParseError::NotResults {
                line: 1,
                detail: "chybí prvek Fisresults".to_owned(),
            });
        }
        Ok(self.output)
    }

    fn push_text(&mut self, text: &str, line: u32) -> Result<(), ParseError> {
        if self.stack.is_empty() && !text.trim().is_empty() {
            return Err(ParseError::Malformed {
                line,
                detail: "mimo kořenový prvek je text".to_owned(),
            });
        }
        // An element's text is a name or a number: a longer one is cut here, as it is read,
        // so that a file cannot make a value of megabytes (the model cleans it to its limit).
        let room = MAX_ELEMENT_TEXT.saturating_sub(self.text.len());
        if room > 0 {
            let mut end = text.len().min(room);
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            self.text.push_str(&text[..end]);
        }
        Ok(())
    }

    /// Only the predefined entities and character references are expanded; any other
    /// reference refuses the file.
    fn push_reference(&mut self, reference: &BytesRef<'_>, line: u32) -> Result<(), ParseError> {
        match reference.resolve_char_ref() {
            Ok(Some(character)) => {
                if self.text.len() < MAX_ELEMENT_TEXT {
                    self.text.push(character);
                }
                return Ok(());
            }
            Ok(None) => {}
            Err(error) => {
                return Err(ParseError::Malformed {
                    line,
                    detail: format!("neplatný odkaz na znak ({error})"),
                });
            }
        }
        let name: &str = reference;
        let character = match name {
            "lt" => '<',
            "gt" => '>',
            "amp" => '&',
            "apos" => '\'',
            "quot" => '"',
            _ => {
                return Err(ParseError::Entities {
                    line,
                    detail: format!("soubor používá entitu &{name};, kterou nerozvíjíme"),
                });
            }
        };
        if self.text.len() < MAX_ELEMENT_TEXT {
            self.text.push(character);
        }
        Ok(())
    }

    fn open(&mut self, element: &BytesStart<'_>, line: u32) -> Result<(), ParseError> {
        let original = element.local_name().as_ref().to_owned();
        let name = original.to_ascii_lowercase();
        self.text.clear();
        if self.skip_depth.is_none() {
            match self.stack.len() {
                0 => self.open_root(&original, &name, line)?,
                1 => self.open_race_level(element, &name, line)?,
                _ => self.open_inner(element, &name, line)?,
            }
        }
        self.stack.push(Frame { name, line });
        Ok(())
    }

    fn open_root(&self, original: &str, name: &str, line: u32) -> Result<(), ParseError> {
        if self.root_closed {
            return Err(ParseError::Malformed {
                line,
                detail: "za kořenovým prvkem následuje další prvek".to_owned(),
            });
        }
        if name != "fisresults" {
            return Err(ParseError::NotResults {
                line,
                detail: format!("chybí prvek Fisresults, soubor začíná prvkem {original}"),
            });
        }
        Ok(())
    }

    fn open_race_level(
        &mut self,
        element: &BytesStart<'_>,
        name: &str,
        line: u32,
    ) -> Result<(), ParseError> {
        if name == "raceheader" {
            // The sector is taken from the race element (AL_race), which every file has.
            self.header = Some(Header {
                gender: match attribute(element, "gender", line)? {
                    Some(gender) => Some(gender),
                    None => attribute(element, "sex", line)?,
                },
                ..Header::default()
            });
        } else if let Some(prefix) = name.strip_suffix("_race") {
            let sector = Sector::parse(prefix).ok_or_else(|| ParseError::NotResults {
                line,
                detail: format!(
                    "závod sektoru {}, Stopa čte sektory AL, CC, JP, NK, SB a FS",
                    prefix.to_ascii_uppercase()
                ),
            })?;
            if self.header.is_none() {
                return Err(ParseError::NotResults {
                    line,
                    detail: format!("chybí prvek Raceheader před prvkem {prefix}_race"),
                });
            }
            self.race = Some(RaceBuilder {
                sector,
                declared_runs: 0,
                penalty: None,
                f_value: None,
                rows: Vec::new(),
            });
        }
        Ok(())
    }

    fn open_inner(
        &mut self,
        element: &BytesStart<'_>,
        name: &str,
        line: u32,
    ) -> Result<(), ParseError> {
        let depth = self.stack.len();
        let parent = self.stack.last().map_or("", |frame| frame.name.as_str());
        let Some(race) = self.race.as_mut() else {
            return Ok(());
        };
        let Some(row) = self.row.as_mut() else {
            if is_row_element(name) {
                self.row = Some(RowBuilder {
                    depth,
                    line,
                    ranked: name.ends_with("_ranked"),
                    status: attribute(element, "status", line)?,
                    row: empty_row(),
                    total_status: None,
                    has_team: false,
                    has_competitor: false,
                    problems: Vec::new(),
                });
            } else if name == "runinfo" || name == "course" {
                // Current layout: <Runinfo No="2">; v1: <Course Run="2">.
                let key = if name == "runinfo" { "no" } else { "run" };
                if let Some(number) = attribute(element, key, line)?.and_then(|no| run_number(&no))
                {
                    race.declared_runs = race.declared_runs.max(number);
                }
            }
            return Ok(());
        };
        if is_row_element(name) {
            // A team's members inside the team's row: Stopa reads individual results only.
            self.skip_depth = Some(depth);
            return Ok(());
        }
        if depth == row.depth + 1 && name == "team" {
            row.has_team = true;
        }
        if name == "competitor" {
            row.has_competitor = true;
        }
        if parent.ends_with("_resultdetail") && matches!(name, "run" | "jump" | "race") {
            let number = attribute(element, "no", line)?;
            if number
                .as_deref()
                .is_some_and(|no| no.eq_ignore_ascii_case("tot"))
            {
                // The total of all runs repeats the row's own total.
                self.skip_depth = Some(depth);
                return Ok(());
            }
            let kind = if name == "jump" {
                RunKind::Jump
            } else {
                RunKind::Run
            };
            let number = match number {
                None => Some(1),
                Some(text) => {
                    let number = run_number(&text);
                    if number.is_none() {
                        row.problems
                            .push((line, format!("neplatné číslo kola „{text}“")));
                    }
                    number
                }
            };
            let Some(number) = number else {
                self.skip_depth = Some(depth);
                return Ok(());
            };
            if let Some(word) = attribute(element, "status", line)? {
                match ResultStatus::parse_word(&word) {
                    Some((status, _)) => {
                        run_entry(&mut row.row.runs, kind, number).time =
                            Some(RunTime::Status(status));
                    }
                    None => row.problems.push((line, unknown_status(&word))),
                }
            }
            run_entry(&mut row.row.runs, kind, number);
            self.run = Some(RunContext {
                depth,
                kind,
                number,
            });
        }
        Ok(())
    }

    fn close(&mut self) -> Result<(), ParseError> {
        let Some(frame) = self.stack.pop() else {
            return Ok(());
        };
        let text = std::mem::take(&mut self.text);
        let value = text.trim();
        let depth = self.stack.len();
        if let Some(skip_depth) = self.skip_depth {
            if depth == skip_depth {
                self.skip_depth = None;
            }
            return Ok(());
        }
        let parent = self
            .stack
            .last()
            .map(|frame| frame.name.clone())
            .unwrap_or_default();
        let parent = parent.as_str();
        match depth {
            0 => {
                self.root_closed = true;
                if self.output.races.is_empty() {
                    return Err(ParseError::NotResults {
                        line: frame.line,
                        detail: "chybí závod (prvek AL_race, CC_race, JP_race, NK_race, SB_race \
                                 nebo FS_race)"
                            .to_owned(),
                    });
                }
            }
            1 => {
                if frame.name.ends_with("_race") {
                    self.finish_race()?;
                }
            }
            _ => {
                if parent == "raceheader" || parent == "racedate" {
                    self.read_header_value(&frame, value)?;
                } else if self.race.is_some() {
                    self.read_race_value(&frame, parent, value, depth);
                }
            }
        }
        Ok(())
    }

    fn read_header_value(&mut self, frame: &Frame, value: &str) -> Result<(), ParseError> {
        let Some(header) = self.header.as_mut() else {
            return Ok(());
        };
        let value = non_empty(value);
        match frame.name.as_str() {
            "season" => header.season = value,
            "codex" => header.codex = value,
            "nat_code" => header.national_code = value,
            "nation" => header.nation = value,
            "discipline" => header.discipline = value,
            "category" => header.category = value,
            "eventname" => header.event_name = value,
            "place" => header.place = value,
            "day" => {
                header.day = value;
                header.date_line = frame.line;
            }
            "month" => header.month = value,
            "year" => header.year = value,
            "type"
                if value
                    .as_deref()
                    .is_some_and(|kind| kind.eq_ignore_ascii_case("startlist")) =>
            {
                return Err(ParseError::NotResults {
                    line: frame.line,
                    detail: "soubor je startovní listina (Type Startlist), ne výsledky".to_owned(),
                });
            }
            _ => {}
        }
        Ok(())
    }

    fn read_race_value(&mut self, frame: &Frame, parent: &str, value: &str, depth: usize) {
        let name = frame.name.as_str();
        if self.row.is_none() {
            if let Some(race) = self.race.as_mut()
                && parent.ends_with("_raceinfo")
            {
                match name {
                    "appliedpenalty" => race.penalty = Hundredths::parse(value),
                    "fvalue" => race.f_value = Hundredths::parse(value),
                    _ => {}
                }
            }
            return;
        }
        if self.run.as_ref().is_some_and(|run| run.depth == depth) {
            self.run = None;
            return;
        }
        if self.row.as_ref().is_some_and(|row| row.depth == depth) {
            if let Some(row) = self.row.take() {
                self.finish_row(row);
            }
            return;
        }
        let run = self
            .run
            .as_ref()
            .filter(|run| run.depth + 1 == depth)
            .map(|run| (run.kind, run.number));
        let Some(row) = self.row.as_mut() else {
            return;
        };
        let line = frame.line;
        if let Some((kind, number)) = run {
            read_run_value(row, kind, number, name, value, line);
        } else if depth == row.depth + 1 {
            match name {
                "rank" => row.row.rank = read_number(row, value, line, "pořadí"),
                "bib" => row.row.bib = read_number(row, value, line, "startovní číslo"),
                "run" => {
                    row.row.status_run = read_number(row, value, line, "číslo kola")
                        .and_then(|number: u32| u8::try_from(number).ok());
                }
                _ => {}
            }
        } else if parent == "competitor" {
            read_competitor_value(row, name, value, line);
        } else if parent.ends_with("_result") {
            read_result_value(row, name, value, line);
        }
    }

    fn finish_row(&mut self, mut builder: RowBuilder) {
        if builder.has_team && !builder.has_competitor {
            builder.problems.push((
                builder.line,
                "výsledek týmu, Stopa načítá jen výsledky jednotlivců".to_owned(),
            ));
        }
        let status = match builder.status.as_deref() {
            Some(word) => {
                let status = ResultStatus::parse_word(word);
                if status.is_none() {
                    builder.problems.push((builder.line, unknown_status(word)));
                }
                status
            }
            None if builder.ranked => Some((ResultStatus::Qlf, None)),
            None => builder
                .row
                .runs
                .iter()
                .find_map(|run| match run.time {
                    Some(RunTime::Status(status)) => Some((status, Some(run.number))),
                    _ => None,
                })
                .or(builder.total_status.map(|status| (status, None))),
        };
        let mut row = builder.row;
        match status {
            Some((status, run)) => {
                row.status = status;
                row.status_run = row.status_run.or(run);
            }
            None if builder.problems.is_empty() => builder.problems.push((
                builder.line,
                "chybí stav výsledku (atribut Status)".to_owned(),
            )),
            None => {}
        }
        if !builder.has_competitor && !builder.has_team {
            builder.problems.push((
                builder.line,
                "chybí údaje o závodníkovi (prvek Competitor)".to_owned(),
            ));
        } else if builder.has_competitor && row.last_name.is_empty() && row.first_name.is_empty() {
            builder
                .problems
                .push((builder.line, "chybí jméno závodníka".to_owned()));
        }
        let race_index = self.output.races.len();
        if builder.problems.is_empty() {
            row.runs.sort_by_key(|run| (run.kind, run.number));
            if let Some(race) = self.race.as_mut() {
                race.rows.push(row);
            }
            return;
        }
        for (line, message) in builder.problems {
            self.output.problems.push(RowProblem {
                source_file: self.source_file.clone(),
                race: race_index,
                line: Some(line),
                position: None,
                bib: row.bib,
                last_name: row.last_name.clone(),
                first_name: row.first_name.clone(),
                message,
            });
        }
    }

    fn finish_race(&mut self) -> Result<(), ParseError> {
        let Some(builder) = self.race.take() else {
            return Ok(());
        };
        let header = self.header.clone().unwrap_or_default();
        let date = match (&header.day, &header.month, &header.year) {
            (None, None, None) => None,
            (day, month, year) => {
                let date = date_of(day.as_deref(), month.as_deref(), year.as_deref());
                Some(date.ok_or_else(|| ParseError::NotResults {
                    line: header.date_line.max(1),
                    detail: format!(
                        "neplatné datum závodu {}. {}. {}",
                        day.as_deref().unwrap_or("?"),
                        month.as_deref().unwrap_or("?"),
                        year.as_deref().unwrap_or("?")
                    ),
                })?)
            }
        };
        let most_runs = builder
            .rows
            .iter()
            .flat_map(|row| row.runs.iter().map(|run| run.number))
            .max()
            .unwrap_or(0);
        self.output.races.push(Race {
            source_file: self.source_file.clone(),
            sector: builder.sector,
            codex: header.codex,
            national_code: header.national_code,
            discipline: header.discipline,
            gender: header.gender.as_deref().and_then(race_gender),
            season: header.season.and_then(|season| season.parse().ok()),
            date,
            place: header.place,
            nation: header.nation,
            category: header.category,
            event_name: header.event_name,
            run_count: builder.declared_runs.max(most_runs),
            penalty: builder.penalty,
            f_value: builder.f_value,
            club_tool: None,
            rows: builder.rows,
        });
        Ok(())
    }
}

fn date_of(day: Option<&str>, month: Option<&str>, year: Option<&str>) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(
        year?.parse().ok()?,
        month?.parse().ok()?,
        day?.parse().ok()?,
    )
}

fn is_row_element(name: &str) -> bool {
    name.ends_with("_ranked") || name.ends_with("_notranked")
}

fn empty_row() -> ResultRow {
    ResultRow {
        rank: None,
        bib: None,
        fis_code: None,
        national_code: None,
        last_name: String::new(),
        first_name: String::new(),
        nation: None,
        club: None,
        club_code: None,
        birth_year: None,
        sex: None,
        runs: Vec::new(),
        total_time_ms: None,
        difference_ms: None,
        fis_points: None,
        race_points: None,
        score: None,
        status: ResultStatus::Qlf,
        status_run: None,
    }
}

fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

fn unknown_status(word: &str) -> String {
    format!(
        "neznámý stav „{word}“, Stopa zná {}",
        ResultStatus::ALL
            .iter()
            .map(|status| status.code())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// `1`…`99`.
fn run_number(text: &str) -> Option<u8> {
    text.trim()
        .parse()
        .ok()
        .filter(|number| (1..=99).contains(number))
}

/// The run of a kind and number, added if the row has none yet.
fn run_entry(runs: &mut Vec<Run>, kind: RunKind, number: u8) -> &mut Run {
    let existing = runs
        .iter()
        .position(|run| run.kind == kind && run.number == number);
    let index = existing.unwrap_or_else(|| {
        runs.push(Run {
            kind,
            number,
            time: None,
            distance: None,
            points: None,
        });
        runs.len() - 1
    });
    &mut runs[index]
}

fn read_number<T: std::str::FromStr>(
    row: &mut RowBuilder,
    value: &str,
    line: u32,
    what: &str,
) -> Option<T> {
    if value.is_empty() {
        return None;
    }
    let number = value.parse().ok();
    if number.is_none() {
        row.problems
            .push((line, format!("{what} „{value}“ není číslo")));
    }
    number
}

fn read_points(row: &mut RowBuilder, value: &str, line: u32, what: &str) -> Option<Hundredths> {
    if value.is_empty() {
        return None;
    }
    let points = Hundredths::parse(value);
    if points.is_none() {
        row.problems
            .push((line, format!("{what} „{value}“ nelze přečíst jako číslo")));
    }
    points
}

/// A run's time or the status word in its place.
fn read_run_time(row: &mut RowBuilder, value: &str, line: u32, number: u8) -> Option<RunTime> {
    if value.is_empty() {
        return None;
    }
    if let Ok(milliseconds) = parse_time(value) {
        return Some(RunTime::Finished { milliseconds });
    }
    if let Some((status, _)) = ResultStatus::parse_word(value) {
        return Some(RunTime::Status(status));
    }
    row.problems.push((
        line,
        format!("čas {number}. kola „{value}“ nelze přečíst ani jako čas, ani jako stav"),
    ));
    None
}

fn read_competitor_value(row: &mut RowBuilder, name: &str, value: &str, line: u32) {
    match name {
        "fiscode" => row.row.fis_code = non_empty(value),
        "nat_code" => row.row.national_code = non_empty(value),
        "lastname" => value.clone_into(&mut row.row.last_name),
        "firstname" => value.clone_into(&mut row.row.first_name),
        "nation" => row.row.nation = non_empty(value),
        "clubname" | "club" => row.row.club = non_empty(value),
        "gender" | "sex" => {
            row.row.sex = match value.to_ascii_uppercase().as_str() {
                "" => None,
                "M" => Some(Sex::Male),
                "F" | "W" | "L" => Some(Sex::Female),
                _ => {
                    row.problems.push((
                        line,
                        format!("neznámé pohlaví „{value}“ (čekáme M, F, W nebo L)"),
                    ));
                    None
                }
            };
        }
        // VOLA writes 0 for an unknown year.
        "yearofbirth" => {
            row.row.birth_year =
                read_number::<i32>(row, value, line, "rok narození").filter(|year| *year > 0);
        }
        _ => {}
    }
}

fn read_result_value(row: &mut RowBuilder, name: &str, value: &str, line: u32) {
    if let Some(number) = name.strip_prefix("timerun") {
        let Some(number) = run_number(number) else {
            return;
        };
        let time = read_run_time(row, value, line, number);
        run_entry(&mut row.row.runs, RunKind::Run, number).time = time;
        return;
    }
    match name {
        "totaltime" => {
            if value.is_empty() {
                return;
            }
            if let Ok(milliseconds) = parse_time(value) {
                row.row.total_time_ms = Some(milliseconds);
            } else if let Some((status, _)) = ResultStatus::parse_word(value) {
                row.total_status = Some(status);
            } else {
                row.problems
                    .push((line, format!("celkový čas „{value}“ nelze přečíst")));
            }
        }
        "diff" if !value.is_empty() => match parse_time(value) {
            Ok(milliseconds) => row.row.difference_ms = Some(milliseconds),
            Err(error) => row.problems.push((line, format!("ztráta: {error}"))),
        },
        "racepoints" | "racepoint" => {
            row.row.race_points = read_points(row, value, line, "body závodu");
        }
        "fispoints" => row.row.fis_points = read_points(row, value, line, "body FIS"),
        "totalpoints" | "totalscore" | "points" | "score" => {
            row.row.score = read_points(row, value, line, "celkové body");
        }
        _ => {}
    }
}

fn read_run_value(
    row: &mut RowBuilder,
    kind: RunKind,
    number: u8,
    name: &str,
    value: &str,
    line: u32,
) {
    match name {
        "time" => {
            let time = read_run_time(row, value, line, number);
            let run = run_entry(&mut row.row.runs, kind, number);
            // A status given as the run's attribute stays when the run also has an empty time.
            if time.is_some() {
                run.time = time;
            }
        }
        "distance" => {
            let distance = read_points(row, value, line, "délka skoku");
            run_entry(&mut row.row.runs, kind, number).distance = distance;
        }
        "points" | "totalpoints" | "jumppoints" | "score" | "totalscore" => {
            let points = read_points(row, value, line, "body kola");
            run_entry(&mut row.row.runs, kind, number).points = points;
        }
        _ => {}
    }
}

fn race_gender(text: &str) -> Option<GenderGroup> {
    match text.trim().to_ascii_uppercase().as_str() {
        "M" => Some(GenderGroup::Male),
        "W" | "L" | "F" => Some(GenderGroup::Female),
        "A" => Some(GenderGroup::Both),
        _ => None,
    }
}

/// An attribute's value by its local name, any case.
fn attribute(
    element: &BytesStart<'_>,
    name: &str,
    line: u32,
) -> Result<Option<String>, ParseError> {
    for attribute in element.attributes() {
        let attribute = attribute.map_err(|error| ParseError::Malformed {
            line,
            detail: format!("chybný atribut ({error})"),
        })?;
        if attribute
            .key
            .local_name()
            .as_ref()
            .eq_ignore_ascii_case(name)
        {
            let value = attribute
                .normalized_value(XmlVersion::Implicit1_0)
                .map_err(|error| xml_error(&error, line))?;
            return Ok(non_empty(value.trim()));
        }
    }
    Ok(None)
}

fn xml_error(error: &quick_xml::Error, line: u32) -> ParseError {
    match error {
        quick_xml::Error::Escape(escape) => ParseError::Entities {
            line,
            detail: format!("soubor používá entitu, kterou nerozvíjíme ({escape})"),
        },
        _ => ParseError::Malformed {
            line,
            detail: format!("chyba zápisu XML ({error})"),
        },
    }
}

/// Refuses a document type that declares entities or points to an outside file; a bare
/// `<!DOCTYPE Fisresults>` declares nothing and is let through.
fn check_doctype(doctype: &BytesText<'_>, line: u32) -> Result<(), ParseError> {
    let content = doctype.xml10_content();
    let upper = content.to_ascii_uppercase();
    if content.contains('[') || upper.contains("SYSTEM") || upper.contains("PUBLIC") {
        return Err(ParseError::Entities {
            line,
            detail: "soubor obsahuje deklaraci DOCTYPE s vlastními entitami nebo odkazem na \
                     vnější soubor"
                .to_owned(),
        });
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Writing

/// Writes results as FIS Data Exchange XML in the current layout, UTF-8. One race makes a
/// standard file; several races are written as several header-and-race pairs under one
/// `<Fisresults>`, which [`parse`] reads back but FIS itself expects as separate files (zip
/// them for FIS). [`parse`] reads the bytes back into equal races (the `source_file` and the
/// clubs' JSON details aside, which FIS files have no place for).
pub fn write(results: &ParsedResults) -> Vec<u8> {
    let mut out = XmlOut::default();
    out.text
        .push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.open("Fisresults", &[]);
    for race in &results.races {
        write_race(&mut out, race);
    }
    out.close("Fisresults");
    out.text.into_bytes()
}

fn write_race(out: &mut XmlOut, race: &Race) {
    let sector = race.sector.code();
    let gender = race.gender.map(|gender| match gender {
        GenderGroup::Male => "M",
        GenderGroup::Female => "W",
        GenderGroup::Both => "A",
    });
    let mut attributes = vec![("Sector", sector.to_owned())];
    if let Some(gender) = gender {
        attributes.push(("Gender", gender.to_owned()));
    }
    out.open("Raceheader", &attributes);
    out.leaf_opt("Season", race.season.map(|season| season.to_string()));
    out.leaf_opt("Codex", race.codex.clone());
    out.leaf_opt("NAT_code", race.national_code.clone());
    out.leaf_opt("Nation", race.nation.clone());
    out.leaf_opt("Discipline", race.discipline.clone());
    out.leaf_opt("Category", race.category.clone());
    out.leaf("Type", "Official");
    out.leaf_opt("Eventname", race.event_name.clone());
    out.leaf_opt("Place", race.place.clone());
    if let Some(date) = race.date {
        use chrono::Datelike as _;
        out.open("Racedate", &[]);
        out.leaf("Day", &date.day().to_string());
        out.leaf("Month", &date.month().to_string());
        out.leaf("Year", &date.year().to_string());
        out.close("Racedate");
    }
    out.close("Raceheader");

    let race_element = format!("{sector}_race");
    out.open(&race_element, &[]);
    let info = format!("{sector}_raceinfo");
    out.open(&info, &[]);
    for number in 1..=race.run_count {
        out.empty("Runinfo", &[("No", number.to_string())]);
    }
    out.leaf_opt(
        "AppliedPenalty",
        race.penalty.map(|points| points.to_string()),
    );
    out.leaf_opt("Fvalue", race.f_value.map(|points| points.to_string()));
    out.close(&info);
    let (classified, not_classified): (Vec<&ResultRow>, Vec<&ResultRow>) = race
        .rows
        .iter()
        .partition(|row| row.status == ResultStatus::Qlf || row.rank.is_some());
    for (rows, section, element) in [
        (&classified, "classified", "ranked"),
        (&not_classified, "notclassified", "notranked"),
    ] {
        if rows.is_empty() {
            continue;
        }
        let section = format!("{sector}_{section}");
        out.open(&section, &[]);
        for row in rows {
            write_row(out, race.sector, &format!("{sector}_{element}"), row);
        }
        out.close(&section);
    }
    out.close(&race_element);
}

fn write_row(out: &mut XmlOut, sector: Sector, element: &str, row: &ResultRow) {
    let code = sector.code();
    out.open(element, &[("Status", row.status.code().to_owned())]);
    out.leaf_opt("Rank", row.rank.map(|rank| rank.to_string()));
    out.leaf_opt("Run", row.status_run.map(|run| run.to_string()));
    out.leaf_opt("Bib", row.bib.map(|bib| bib.to_string()));
    out.open("Competitor", &[]);
    out.leaf_opt("FisCode", row.fis_code.clone());
    out.leaf("Lastname", &row.last_name);
    out.leaf("Firstname", &row.first_name);
    out.leaf_opt(
        "Gender",
        row.sex.map(|sex| match sex {
            Sex::Male => "M".to_owned(),
            Sex::Female => "F".to_owned(),
        }),
    );
    out.leaf_opt("Nation", row.nation.clone());
    out.leaf_opt("YearOfBirth", row.birth_year.map(|year| year.to_string()));
    out.leaf_opt("ClubName", row.club.clone());
    out.leaf_opt("NAT_code", row.national_code.clone());
    out.close("Competitor");

    // Alpine and snowboard files carry plain run times in the result (TimeRunN); everything
    // else about runs goes into the result detail.
    let in_result = |run: &Run| {
        matches!(sector, Sector::Alpine | Sector::Snowboard)
            && run.kind == RunKind::Run
            && run.time.is_some()
            && run.distance.is_none()
            && run.points.is_none()
    };
    let mut result = XmlOut::nested(out.depth + 1);
    for run in row.runs.iter().filter(|run| in_result(run)) {
        result.leaf_opt(
            &format!("TimeRun{}", run.number),
            run.time.map(run_time_text),
        );
    }
    result.leaf_opt("TotalTime", row.total_time_ms.map(format_fis));
    result.leaf_opt("Diff", row.difference_ms.map(format_fis));
    result.leaf_opt(
        "RacePoints",
        row.race_points.map(|points| points.to_string()),
    );
    result.leaf_opt("FisPoints", row.fis_points.map(|points| points.to_string()));
    let score_element = match sector {
        Sector::Snowboard | Sector::Freestyle => "Totalscore",
        _ => "Totalpoints",
    };
    result.leaf_opt(score_element, row.score.map(|points| points.to_string()));
    if !result.text.is_empty() {
        let element = format!("{code}_result");
        out.open(&element, &[]);
        out.text.push_str(&result.text);
        out.close(&element);
    }

    let detail: Vec<&Run> = row.runs.iter().filter(|run| !in_result(run)).collect();
    if !detail.is_empty() {
        let element = format!("{code}_resultdetail");
        out.open(&element, &[]);
        for run in detail {
            let name = match (run.kind, sector) {
                (RunKind::Jump, _) => "Jump",
                (RunKind::Run, Sector::NordicCombined) => "Race",
                (RunKind::Run, _) => "Run",
            };
            let mut attributes = vec![("No", run.number.to_string())];
            if let Some(RunTime::Status(status)) = run.time {
                attributes.push(("Status", status.code().to_owned()));
            }
            out.open(name, &attributes);
            if let Some(RunTime::Finished { milliseconds }) = run.time {
                out.leaf("Time", &format_fis(milliseconds));
            }
            out.leaf_opt(
                "Distance",
                run.distance.map(|distance| distance.to_string()),
            );
            out.leaf_opt("Points", run.points.map(|points| points.to_string()));
            out.close(name);
        }
        out.close(&element);
    }
    out.close(element);
}

fn run_time_text(time: RunTime) -> String {
    match time {
        RunTime::Finished { milliseconds } => format_fis(milliseconds),
        RunTime::Status(status) => status.code().to_owned(),
    }
}

/// A stored text as XML 1.0 may carry it: a character it cannot (a control character, a
/// noncharacter) is left out, so the file stays well-formed whatever an old row holds.
fn xml_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().all(stopa_domain::text::is_printable) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(
            text.chars()
                .filter(|c| stopa_domain::text::is_printable(*c))
                .collect(),
        )
    }
}

/// An indented XML text being written.
#[derive(Default)]
struct XmlOut {
    text: String,
    depth: usize,
}

impl XmlOut {
    fn nested(depth: usize) -> Self {
        Self {
            text: String::new(),
            depth,
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
    }

    fn start_tag(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.indent();
        self.text.push('<');
        self.text.push_str(name);
        for (key, value) in attributes {
            self.text.push(' ');
            self.text.push_str(key);
            self.text.push_str("=\"");
            self.text
                .push_str(&quick_xml::escape::escape(xml_text(value)));
            self.text.push('"');
        }
    }

    fn open(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.start_tag(name, attributes);
        self.text.push_str(">\n");
        self.depth += 1;
    }

    fn empty(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.start_tag(name, attributes);
        self.text.push_str("/>\n");
    }

    fn close(&mut self, name: &str) {
        self.depth = self.depth.saturating_sub(1);
        self.indent();
        self.text.push_str("</");
        self.text.push_str(name);
        self.text.push_str(">\n");
    }

    fn leaf(&mut self, name: &str, value: &str) {
        self.indent();
        self.text.push('<');
        self.text.push_str(name);
        self.text.push('>');
        self.text
            .push_str(&quick_xml::escape::escape(xml_text(value)));
        self.text.push_str("</");
        self.text.push_str(name);
        self.text.push_str(">\n");
    }

    fn leaf_opt(&mut self, name: &str, value: Option<String>) {
        if let Some(value) = value {
            self.leaf(name, &value);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;
    use std::io::Write as _;
    use std::time::{Duration, Instant};

    use zip::write::SimpleFileOptions;

    use super::*;

    /// The XML comment our own fixtures carry, so nobody mistakes them for real results.
    const FIXTURE_MARK: &str =
        "Vytvořeno pro testy Stopy podle dokumentace FIS Data Exchange, nejde o skutečné výsledky";

    static U0392: &[u8] = include_bytes!("../../testdata/results/AL_vola-pacup-U0392.xml");
    static U0389: &[u8] = include_bytes!("../../testdata/results/AL_vola-pacup-U0389.xml");
    static N0249: &[u8] = include_bytes!("../../testdata/results/AL_vola-agegroup-N0249.xml");
    static CC_INTERVAL: &[u8] =
        include_bytes!("../../testdata/results/CC_interval-start_v1_cp1250.xml");
    static CC_SPRINT: &[u8] = include_bytes!("../../testdata/results/CC_sprint_current_utf8.xml");
    static JP: &[u8] = include_bytes!("../../testdata/results/JP_two-jumps_current_utf8.xml");
    static NK: &[u8] = include_bytes!("../../testdata/results/NK_gundersen_current_utf8.xml");
    static SB: &[u8] = include_bytes!("../../testdata/results/SB_giant-slalom_two-runs_utf8.xml");

    const REAL_FILES: [(&str, &[u8]); 3] = [("U0392", U0392), ("U0389", U0389), ("N0249", N0249)];
    const FIXTURES: [(&str, &[u8]); 5] = [
        ("CC interval", CC_INTERVAL),
        ("CC sprint", CC_SPRINT),
        ("JP", JP),
        ("NK", NK),
        ("SB", SB),
    ];

    /// The only race of a file that must read without row problems.
    fn only_race(bytes: &[u8]) -> Race {
        let mut parsed = parse(bytes).unwrap();
        assert_eq!(parsed.problems, [], "row problems");
        assert_eq!(parsed.races.len(), 1, "races");
        parsed.races.remove(0)
    }

    fn row<'a>(race: &'a Race, last_name: &str, first_name: &str) -> &'a ResultRow {
        race.rows
            .iter()
            .find(|row| row.last_name == last_name && row.first_name == first_name)
            .unwrap_or_else(|| panic!("no row of {last_name} {first_name}"))
    }

    fn count(race: &Race, status: ResultStatus) -> usize {
        race.rows.iter().filter(|row| row.status == status).count()
    }

    fn finished(milliseconds: u32) -> RunTime {
        RunTime::Finished { milliseconds }
    }

    fn run(kind: RunKind, number: u8, time: Option<RunTime>) -> Run {
        Run {
            kind,
            number,
            time,
            distance: None,
            points: None,
        }
    }

    fn points(text: &str) -> Hundredths {
        Hundredths::parse(text).unwrap()
    }

    /// A minimal result file around the given rows of an alpine race.
    fn alpine_file(declaration: &str, rows: &str) -> String {
        format!(
            "{declaration}\n<Fisresults>\n<Raceheader Sector=\"AL\" Gender=\"M\">\
             <Discipline>SL</Discipline></Raceheader>\n<AL_race>\n<AL_classified>\n{rows}\n\
             </AL_classified>\n</AL_race>\n</Fisresults>\n"
        )
    }

    fn alpine_row(last_name: &str, first_name: &str, time: &str) -> String {
        format!(
            "<AL_ranked Status=\"QLF\"><Rank>1</Rank><Bib>1</Bib><Competitor>\
             <Lastname>{last_name}</Lastname><Firstname>{first_name}</Firstname></Competitor>\
             <AL_result><Timerun1>{time}</Timerun1><Totaltime>{time}</Totaltime></AL_result>\
             </AL_ranked>"
        )
    }

    fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, content) in entries {
            writer
                .start_file(*name, SimpleFileOptions::default())
                .unwrap();
            writer.write_all(content).unwrap();
        }
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn vola_womens_super_g_has_31_ranked_rows_8_dns_and_1_dnf() {
        let race = only_race(U0392);
        assert_eq!(race.sector, Sector::Alpine);
        assert_eq!(race.discipline.as_deref(), Some("SG"));
        assert_eq!(race.gender, Some(GenderGroup::Female));
        assert_eq!(race.date, NaiveDate::from_ymd_opt(2024, 2, 2));
        assert_eq!(race.season, Some(2024));
        assert_eq!(race.codex, None);
        assert_eq!(race.national_code.as_deref(), Some("U0392"));
        assert_eq!(race.category.as_deref(), Some("NAT"));
        assert_eq!(race.event_name.as_deref(), Some("PA Cup 3 Womens Super G"));
        assert_eq!(race.place.as_deref(), Some("Blue Mountain Resort"));
        assert_eq!(race.run_count, 1);
        assert_eq!(race.penalty, Some(points("375.01")));
        assert_eq!(race.f_value, Some(points("1190")));
        assert_eq!(race.rows.len(), 40);
        assert_eq!(count(&race, ResultStatus::Qlf), 31);
        assert_eq!(count(&race, ResultStatus::Dns), 8);
        assert_eq!(count(&race, ResultStatus::Dnf), 1);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Dalton", "Blake")
        );
        assert_eq!((winner.rank, winner.bib), (Some(1), Some(5)));
        assert_eq!(winner.total_time_ms, Some(51_270));
        assert_eq!(winner.runs, [run(RunKind::Run, 1, Some(finished(51_270)))]);
        assert_eq!(winner.race_points, Some(points("0.00")));
        assert_eq!(winner.sex, Some(Sex::Female), "L is a woman");
        assert_eq!(winner.birth_year, Some(2007));
        assert_eq!(winner.club.as_deref(), Some("WTSEF"));
        assert_eq!(winner.national_code.as_deref(), Some("E6577923"));
        assert_eq!(winner.fis_code, None);

        let dnf = row(&race, "Brandt", "Brook");
        assert_eq!(dnf.first_name, "Brook");
        assert_eq!(
            (dnf.status, dnf.status_run, dnf.rank),
            (ResultStatus::Dnf, Some(1), None)
        );
        assert_eq!(
            dnf.runs,
            [run(
                RunKind::Run,
                1,
                Some(RunTime::Status(ResultStatus::Dnf))
            )]
        );
        assert_eq!(dnf.total_time_ms, None);

        // Tied at 5th, and nobody 6th.
        let ranks: Vec<Option<u32>> = race.rows.iter().map(|row| row.rank).collect();
        assert_eq!(ranks[4..7], [Some(5), Some(5), Some(7)]);
        assert!(race.rows.iter().any(|row| row.last_name == "O'Walsh"));
    }

    #[test]
    fn vola_mens_super_g_has_46_ranked_rows_a_tie_at_10th_and_6_dnf() {
        let race = only_race(U0389);
        assert_eq!(race.gender, Some(GenderGroup::Male));
        assert_eq!(race.event_name.as_deref(), Some("PA Cup 3 Men's Super G"));
        assert_eq!(race.rows.len(), 56);
        assert_eq!(count(&race, ResultStatus::Qlf), 46);
        assert_eq!(count(&race, ResultStatus::Dns), 4);
        assert_eq!(count(&race, ResultStatus::Dnf), 6);
        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Colby", "Kai")
        );
        assert_eq!(winner.total_time_ms, Some(47_960));
        assert_eq!(winner.sex, Some(Sex::Male));
        let tied: Vec<&str> = race
            .rows
            .iter()
            .filter(|row| row.rank == Some(10))
            .map(|row| row.last_name.as_str())
            .collect();
        assert_eq!(tied.len(), 2);
        assert!(race.rows.iter().all(|row| row.rank != Some(11)));
        let dnf = row(&race, "Lang", "Owen");
        assert_eq!(dnf.bib, Some(49));
        assert_eq!(dnf.status, ResultStatus::Dnf);
        // VOLA writes 0 for an unknown year of birth.
        let unknown_year = race
            .rows
            .iter()
            .filter(|row| row.last_name == "Oakes" && row.birth_year.is_none())
            .count();
        assert_eq!(unknown_year, 1);
    }

    #[test]
    fn vola_two_run_slalom_keeps_both_runs_and_the_run_of_each_non_finish() {
        let race = only_race(N0249);
        assert_eq!(race.discipline.as_deref(), Some("SL"));
        assert_eq!(race.run_count, 2);
        assert_eq!(race.f_value, Some(points("0")));
        assert_eq!(race.rows.len(), 96);
        assert_eq!(count(&race, ResultStatus::Qlf), 64);
        assert_eq!(count(&race, ResultStatus::Dsq), 16);
        assert_eq!(count(&race, ResultStatus::Dns), 9);
        assert_eq!(count(&race, ResultStatus::Dnf), 7);
        let in_second_run = race
            .rows
            .iter()
            .filter(|row| row.status_run == Some(2))
            .count();
        assert_eq!(in_second_run, 9);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Ashby", "Cody")
        );
        assert_eq!(
            winner.runs,
            [
                run(RunKind::Run, 1, Some(finished(43_980))),
                run(RunKind::Run, 2, Some(finished(43_550))),
            ]
        );
        assert_eq!(winner.total_time_ms, Some(87_530));

        // Out in run 1, yet timed in run 2: both kept as written.
        let dnf = row(&race, "Upton", "Uma");
        assert_eq!(dnf.first_name, "Uma");
        assert_eq!((dnf.status, dnf.status_run), (ResultStatus::Dnf, Some(1)));
        assert_eq!(
            dnf.runs,
            [
                run(RunKind::Run, 1, Some(RunTime::Status(ResultStatus::Dnf))),
                run(RunKind::Run, 2, Some(finished(69_300))),
            ]
        );
    }

    #[test]
    fn cp1250_cross_country_file_in_the_v1_layout_reads_czech_names_a_tie_and_non_finishers() {
        let race = only_race(CC_INTERVAL);
        assert_eq!(race.sector, Sector::CrossCountry);
        assert_eq!(race.discipline.as_deref(), Some("DI"));
        assert_eq!(race.gender, Some(GenderGroup::Female), "Sex=\"L\"");
        assert_eq!(race.codex.as_deref(), Some("5123"));
        assert_eq!(race.date, NaiveDate::from_ymd_opt(2026, 1, 17));
        assert_eq!(
            race.event_name.as_deref(),
            Some("Memoriál Zdeňka Šťastného – 10 km volně")
        );
        assert_eq!(race.place.as_deref(), Some("Nové Město na Moravě"));
        assert_eq!(race.penalty, Some(points("68.42")));
        assert_eq!(race.f_value, Some(points("800")));
        assert_eq!(race.rows.len(), 10);
        assert_eq!(count(&race, ResultStatus::Qlf), 7);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("DVOŘÁKOVÁ", "Kateřina")
        );
        assert_eq!(winner.total_time_ms, Some(1_513_400), "25:13.4");
        assert_eq!(winner.fis_code.as_deref(), Some("3155901"));
        assert_eq!(winner.sex, Some(Sex::Female));
        assert_eq!(winner.club.as_deref(), Some("Dukla Liberec"));

        let tied: Vec<&str> = race
            .rows
            .iter()
            .filter(|row| row.rank == Some(3))
            .map(|row| row.last_name.as_str())
            .collect();
        assert_eq!(tied, ["NOVÁKOVÁ", "ŽÁKOVÁ"]);
        assert_eq!(row(&race, "RŮŽIČKOVÁ", "Eliška").rank, Some(5));
        assert_eq!(
            row(&race, "ŽÁKOVÁ", "Barbora").race_points,
            Some(points("25.95"))
        );

        assert_eq!(row(&race, "KUBÍČKOVÁ", "Ludmila").status, ResultStatus::Dnf);
        let dns = row(&race, "HRUBÁ", "Věra");
        assert_eq!(
            (dns.status, dns.first_name.as_str()),
            (ResultStatus::Dns, "Věra")
        );
        assert_eq!(dns.nation.as_deref(), Some("SVK"));
        assert_eq!(row(&race, "PEŠKOVÁ", "Zdeňka").status, ResultStatus::Dsq);
    }

    #[test]
    fn cross_country_sprint_keeps_qualified_not_qualified_and_relegated_athletes() {
        let race = only_race(CC_SPRINT);
        assert_eq!(race.discipline.as_deref(), Some("SP"));
        assert_eq!(race.gender, Some(GenderGroup::Male));
        assert_eq!(race.rows.len(), 11);
        assert_eq!(count(&race, ResultStatus::Qlf), 6);
        assert_eq!(count(&race, ResultStatus::Dnq), 2);
        assert_eq!(race.run_count, 2, "one declared run, a heat in the rows");

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Hořejší", "Matěj")
        );
        assert_eq!(winner.total_time_ms, Some(178_410), "2:58.41");
        assert_eq!(winner.runs, [run(RunKind::Run, 1, Some(finished(175_300)))]);
        assert_eq!(row(&race, "Kratochvíl", "Šimon").difference_ms, Some(360));

        let relegated = row(&race, "Pokorný", "Jiří");
        assert_eq!(relegated.status, ResultStatus::Qlf);
        assert_eq!(
            relegated.runs[1],
            run(RunKind::Run, 2, Some(RunTime::Status(ResultStatus::Ral)))
        );

        let not_qualified = row(&race, "Fiala", "Adam");
        assert_eq!(
            (not_qualified.status, not_qualified.rank),
            (ResultStatus::Dnq, None)
        );
        assert_eq!(
            not_qualified.runs,
            [run(RunKind::Run, 1, Some(finished(185_120)))]
        );

        let dnf = row(&race, "Málek", "Radim");
        assert_eq!(dnf.status, ResultStatus::Dnf);
        assert_eq!(
            dnf.runs,
            [run(
                RunKind::Run,
                1,
                Some(RunTime::Status(ResultStatus::Dnf))
            )]
        );
        assert_eq!(row(&race, "Kučera", "Daniel").status, ResultStatus::Dns);
        assert_eq!(row(&race, "Vondráček", "Petr").status, ResultStatus::Dsq);
    }

    #[test]
    fn ski_jumping_reads_two_jumps_with_distances_and_points() {
        let race = only_race(JP);
        assert_eq!(race.sector, Sector::SkiJumping);
        assert_eq!(race.discipline.as_deref(), Some("NH"));
        assert_eq!(race.rows.len(), 8);
        assert_eq!(race.run_count, 2);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Vrba", "Štěpán")
        );
        assert_eq!(winner.score, Some(points("249.8")));
        assert_eq!(winner.total_time_ms, None);
        // The judges' own total (55.5) is not the jump's points.
        assert_eq!(
            winner.runs,
            [
                Run {
                    kind: RunKind::Jump,
                    number: 1,
                    time: None,
                    distance: Some(points("101.5")),
                    points: Some(points("124.9")),
                },
                Run {
                    kind: RunKind::Jump,
                    number: 2,
                    time: None,
                    distance: Some(points("99.0")),
                    points: Some(points("124.9")),
                },
            ]
        );

        let first_round_only = row(&race, "Lang", "Tobias");
        assert_eq!(first_round_only.rank, Some(6));
        assert_eq!(first_round_only.runs.len(), 1);

        let disqualified = row(&race, "Procházka", "Jakub");
        assert_eq!(disqualified.status, ResultStatus::Dsq);
        assert_eq!(
            disqualified.runs[0].time,
            Some(RunTime::Status(ResultStatus::Dsq))
        );
        assert_eq!(disqualified.runs[0].distance, Some(points("95.5")));
        assert_eq!(row(&race, "Čermák", "Jan").status, ResultStatus::Dns);
    }

    #[test]
    fn nordic_combined_reads_the_jump_the_race_and_a_dnf_in_the_race() {
        let race = only_race(NK);
        assert_eq!(race.sector, Sector::NordicCombined);
        assert_eq!(race.discipline.as_deref(), Some("GU"));
        assert_eq!(race.rows.len(), 7);
        assert_eq!(count(&race, ResultStatus::Qlf), 5);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Müller", "Jörg")
        );
        assert_eq!(winner.total_time_ms, Some(1_462_800), "24:22.8");
        assert_eq!(
            winner.runs,
            [
                run(RunKind::Run, 1, Some(finished(1_443_800))),
                Run {
                    kind: RunKind::Jump,
                    number: 1,
                    time: None,
                    distance: Some(points("98.0")),
                    points: Some(points("121.3")),
                },
            ]
        );
        assert_eq!(row(&race, "Hájek", "Jan").difference_ms, Some(8_400));

        let dnf = row(&race, "Fiala", "Adam");
        assert_eq!(dnf.status, ResultStatus::Dnf);
        assert_eq!(dnf.runs[0].time, Some(RunTime::Status(ResultStatus::Dnf)));
        assert_eq!(dnf.runs[1].points, Some(points("119.2")));
        assert_eq!(row(&race, "Kováts", "Bálint").status, ResultStatus::Dns);
    }

    #[test]
    fn snowboard_giant_slalom_reads_two_runs_a_tie_and_non_finishers() {
        let race = only_race(SB);
        assert_eq!(race.sector, Sector::Snowboard);
        assert_eq!(race.gender, Some(GenderGroup::Female), "Gender=\"W\"");
        assert_eq!(race.run_count, 2);
        assert_eq!(race.rows.len(), 8);

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Kolaříková", "Adéla")
        );
        assert_eq!(winner.total_time_ms, Some(85_220), "1:25.22");
        assert_eq!(
            winner.runs,
            [
                run(RunKind::Run, 1, Some(finished(42_170))),
                run(RunKind::Run, 2, Some(finished(43_050))),
            ]
        );
        assert_eq!(
            winner.race_points,
            Some(points("100")),
            "singular Racepoint"
        );
        assert_eq!(winner.sex, Some(Sex::Female));

        let ranks: Vec<Option<u32>> = race.rows[..5].iter().map(|row| row.rank).collect();
        assert_eq!(ranks, [Some(1), Some(2), Some(2), Some(4), Some(5)]);

        let dnf = row(&race, "Dušková", "Tereza");
        assert_eq!((dnf.status, dnf.status_run), (ResultStatus::Dnf, Some(2)));
        assert_eq!(
            dnf.runs,
            [
                run(RunKind::Run, 1, Some(finished(43_550))),
                run(RunKind::Run, 2, Some(RunTime::Status(ResultStatus::Dnf))),
            ]
        );
        assert_eq!(row(&race, "Vacková", "Jana").status, ResultStatus::Dsq);
        assert_eq!(row(&race, "Šimková", "Zuzana").status, ResultStatus::Dns);
    }

    #[test]
    fn every_fixture_is_marked_as_made_for_stopas_tests() {
        for (name, bytes) in FIXTURES {
            let text = decode(bytes).unwrap();
            assert!(text.contains(&format!("<!-- {FIXTURE_MARK} -->")), "{name}");
        }
    }

    #[test]
    fn every_real_file_and_fixture_reads_back_equal_from_what_stopa_writes() {
        for (name, bytes) in REAL_FILES.into_iter().chain(FIXTURES) {
            let parsed = parse(bytes).unwrap();
            let written = write(&parsed);
            let reread = parse(&written).unwrap_or_else(|error| {
                panic!("{name}: {error}\n{}", String::from_utf8_lossy(&written))
            });
            assert_eq!(reread, parsed, "{name}");
            assert_eq!(write(&reread), written, "{name}: writing is stable");
        }
    }

    #[test]
    fn written_files_use_the_current_layout_in_utf8() {
        let written = String::from_utf8(write(&parse(U0392).unwrap())).unwrap();
        assert!(written.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Fisresults>\n"));
        for expected in [
            "<Raceheader Sector=\"AL\" Gender=\"W\">",
            "<NAT_code>U0392</NAT_code>",
            "<Racedate>",
            "<AL_raceinfo>",
            "<Runinfo No=\"1\"/>",
            "<AppliedPenalty>375.01</AppliedPenalty>",
            "<AL_ranked Status=\"QLF\">",
            "<Gender>F</Gender>",
            "<YearOfBirth>2007</YearOfBirth>",
            "<TimeRun1>51.27</TimeRun1>",
            "<TotalTime>51.27</TotalTime>",
            "<RacePoints>0.00</RacePoints>",
            "<AL_notranked Status=\"DNF\">",
            "<TimeRun1>DNF</TimeRun1>",
            "<Lastname>O&apos;Walsh</Lastname>",
        ] {
            assert!(written.contains(expected), "{expected}");
        }
        assert!(
            !written.contains("<FisCode>"),
            "empty FIS codes are left out"
        );
    }

    #[test]
    fn several_races_in_one_file_are_read_as_several() {
        let mut both = parse(U0392).unwrap();
        both.races.extend(parse(CC_INTERVAL).unwrap().races);
        let reread = parse(&write(&both)).unwrap();
        assert_eq!(reread.races.len(), 2);
        assert_eq!(reread, both);
    }

    #[test]
    fn iso_8859_1_declared_file_is_decoded() {
        let text = alpine_file(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
            &alpine_row("Müller", "Jörg", "51.27"),
        );
        let (bytes, _, unmappable) = WINDOWS_1252.encode(&text);
        assert!(!unmappable);
        assert!(std::str::from_utf8(&bytes).is_err(), "really single-byte");
        let race = only_race(&bytes);
        assert_eq!(
            (
                race.rows[0].last_name.as_str(),
                race.rows[0].first_name.as_str()
            ),
            ("Müller", "Jörg")
        );
    }

    #[test]
    fn windows_1250_declared_in_single_quotes_any_case_is_decoded() {
        let text = alpine_file(
            "<?xml version='1.0' encoding='WINDOWS-1250'?>",
            &alpine_row("Šťastný", "Řehoř", "51.27"),
        );
        let (bytes, _, unmappable) = WINDOWS_1250.encode(&text);
        assert!(!unmappable);
        let race = only_race(&bytes);
        assert_eq!(race.rows[0].last_name, "Šťastný");
        assert_eq!(race.rows[0].first_name, "Řehoř");
    }

    #[test]
    fn a_byte_order_mark_wins_over_the_declared_encoding() {
        let text = alpine_file(
            "<?xml version=\"1.0\" encoding=\"windows-1250\"?>",
            &alpine_row("Žák", "Tomáš", "51.27"),
        );
        let mut utf8 = b"\xEF\xBB\xBF".to_vec();
        utf8.extend_from_slice(text.as_bytes());
        assert_eq!(only_race(&utf8).rows[0].last_name, "Žák");

        let mut utf16 = vec![0xFF, 0xFE];
        utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        assert_eq!(only_race(&utf16).rows[0].first_name, "Tomáš");
    }

    #[test]
    fn bytes_that_are_not_the_declared_utf8_are_refused_with_their_line() {
        let text = alpine_file(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            &alpine_row("Šťastný", "Jan", "51.27"),
        );
        let (bytes, _, _) = WINDOWS_1250.encode(&text);
        let error = parse(&bytes).unwrap_err();
        assert_eq!(error.code(), "ENCODING");
        assert!(error.message().contains("(řádek 6:"), "{}", error.message());
        assert!(
            error.message().contains("windows-1250"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn an_encoding_stopa_does_not_read_is_refused() {
        let text = alpine_file(
            "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>",
            &alpine_row("Sato", "Ken", "51.27"),
        );
        let error = parse(text.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "ENCODING");
        assert!(
            error.message().contains("„Shift_JIS“"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn billion_laughs_file_is_refused_quickly_without_expanding_anything() {
        let mut entities = String::from("<!ENTITY lol0 \"lol\">\n");
        for level in 1..10 {
            let previous = format!("&lol{};", level - 1).repeat(10);
            writeln!(entities, "<!ENTITY lol{level} \"{previous}\">").unwrap();
        }
        let text = format!(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults [\n{entities}]>\n<Fisresults>\
             <Raceheader><Eventname>&lol9;</Eventname></Raceheader></Fisresults>"
        );
        let started = Instant::now();
        let error = parse(text.as_bytes()).unwrap_err();
        assert!(started.elapsed() < Duration::from_secs(1));
        assert_eq!(error.code(), "ENTITIES_REFUSED");
        assert!(
            error
                .message()
                .starts_with("Soubor odmítáme z bezpečnostních důvodů (řádek 2:")
        );
    }

    #[test]
    fn an_external_entity_is_never_resolved() {
        let declared = "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults [<!ENTITY xxe SYSTEM \
                        \"file:///etc/passwd\">]>\n<Fisresults><Raceheader><Eventname>&xxe;\
                        </Eventname></Raceheader></Fisresults>";
        let error = parse(declared.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "ENTITIES_REFUSED");
        assert!(!error.message().contains("root:"));

        let external_dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults SYSTEM \
                            \"http://example.com/fis.dtd\">\n<Fisresults/>";
        assert_eq!(
            parse(external_dtd.as_bytes()).unwrap_err().code(),
            "ENTITIES_REFUSED"
        );

        // Without a declaration the reference is just unknown, and refused on its line.
        let undeclared = alpine_file(
            "<?xml version=\"1.0\"?>",
            &alpine_row("&xxe;", "Jan", "51.27"),
        );
        let error = parse(undeclared.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "ENTITIES_REFUSED");
        assert!(
            error
                .message()
                .contains("(řádek 6: soubor používá entitu &xxe;"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn predefined_entities_and_character_references_are_expanded() {
        let text = alpine_file(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults>",
            &alpine_row("O&apos;Brien &amp; &#x10C;ech", "&#282;va", "51.27"),
        );
        let race = only_race(text.as_bytes());
        assert_eq!(race.rows[0].last_name, "O'Brien & Čech");
        assert_eq!(race.rows[0].first_name, "Ěva");
    }

    #[test]
    fn a_file_that_is_not_results_is_refused_naming_the_line() {
        let other_root = "<?xml version=\"1.0\"?>\n<!-- IOF -->\n<ResultList>\n</ResultList>\n";
        assert_eq!(
            parse(other_root.as_bytes()).unwrap_err().message(),
            "Soubor není výsledková listina FIS (řádek 3: chybí prvek Fisresults, soubor začíná \
             prvkem ResultList)."
        );

        let without_race = "<?xml version=\"1.0\"?>\n<Fisresults>\n<Raceheader/>\n</Fisresults>";
        let error = parse(without_race.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "NOT_RESULTS");
        assert!(
            error.message().contains("(řádek 2: chybí závod"),
            "{}",
            error.message()
        );

        let start_list = "<Fisresults>\n<Raceheader>\n<Type>Startlist</Type>\n</Raceheader>\n\
                          <AL_race/></Fisresults>";
        let error = parse(start_list.as_bytes()).unwrap_err();
        assert!(
            error
                .message()
                .contains("(řádek 3: soubor je startovní listina"),
            "{}",
            error.message()
        );

        let telemark = "<Fisresults>\n<Raceheader/>\n<TM_race/>\n</Fisresults>";
        let error = parse(telemark.as_bytes()).unwrap_err();
        assert!(
            error.message().contains("(řádek 3: závod sektoru TM"),
            "{}",
            error.message()
        );

        let race_without_header = "<Fisresults>\n<AL_race/>\n</Fisresults>";
        let error = parse(race_without_header.as_bytes()).unwrap_err();
        assert!(
            error.message().contains("chybí prvek Raceheader"),
            "{}",
            error.message()
        );

        for bytes in [
            &b""[..],
            b"   \n",
            b"{\"races\": []}",
            b"%PDF-1.7\n\xE2\xE3\xCF\xD3",
        ] {
            let error = parse(bytes).unwrap_err();
            assert_eq!(error.code(), "NOT_RESULTS", "{bytes:?}");
            assert!(error.message().contains("(řádek 1:"), "{}", error.message());
        }
    }

    #[test]
    fn xml_that_is_not_well_formed_is_refused_naming_the_line() {
        let mismatched = "<Fisresults>\n<Raceheader>\n</Racehead>\n</Fisresults>";
        let error = parse(mismatched.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "MALFORMED");
        assert!(
            error
                .message()
                .starts_with("Soubor není platné XML (řádek 3:"),
            "{}",
            error.message()
        );

        let truncated = &U0392[..U0392.len() / 2];
        let error = parse(truncated).unwrap_err();
        assert_eq!(error.code(), "MALFORMED", "{}", error.message());

        let mut two_roots = write(&parse(U0392).unwrap());
        two_roots.extend_from_slice(b"<Fisresults/>\n");
        assert_eq!(parse(&two_roots).unwrap_err().code(), "MALFORMED");
    }

    #[test]
    fn a_row_that_cannot_be_read_is_reported_with_its_line_and_the_others_are_kept() {
        let text = String::from_utf8(U0392.to_vec())
            .unwrap()
            .replacen(
                "<Timerun1>51.43</Timerun1>",
                "<Timerun1>51;43</Timerun1>",
                1,
            )
            .replacen(
                "<AL_notranked Status=\"DNF\">",
                "<AL_notranked Status=\"OUT\">",
                1,
            );
        let parsed = parse(text.as_bytes()).unwrap();
        assert_eq!(parsed.races[0].rows.len(), 38);
        let reports: Vec<String> = parsed.problems.iter().map(RowProblem::describe).collect();
        assert_eq!(
            reports,
            [
                "řádek 176 (Ashby Brook, st. č. 14): čas 1. kola „51;43“ nelze přečíst ani jako \
                 čas, ani jako stav",
                "řádek 973 (Brandt Brook, st. č. 29): neznámý stav „OUT“, Stopa zná DNF, DNQ, \
                 DNS, DQB, DSQ, LAP, NCL, NPS, QLF, RAL",
            ]
        );
        assert!(parsed.problems.iter().all(|problem| problem.race == 0));
    }

    #[test]
    fn team_rows_are_reported_and_their_members_not_read_as_individuals() {
        let rows = "<AL_ranked Status=\"QLF\"><Rank>1</Rank><Team><Name>CZE</Name></Team>\
                    <AL_team><AL_ranked Status=\"QLF\"><Competitor><Lastname>Novák</Lastname>\
                    </Competitor></AL_ranked></AL_team></AL_ranked>";
        let parsed = parse(alpine_file("", rows).as_bytes()).unwrap();
        assert_eq!(parsed.races[0].rows, []);
        assert_eq!(parsed.problems.len(), 1);
        assert!(parsed.problems[0].message.contains("výsledek týmu"));
    }

    #[test]
    fn a_zip_dataset_reads_every_race_and_names_its_file() {
        let bytes = zip_of(&[
            ("CZE5123.xml", CC_INTERVAL),
            ("__MACOSX/._CZE5123.xml", b"\x00\x05\x16\x07"),
            ("vysledky/CZE6012.XML", JP),
            ("readme.txt", b"Vysledky"),
            ("CZE2045.xml", SB),
        ]);
        let parsed = parse_dataset(&bytes).unwrap();
        let files: Vec<Option<&str>> = parsed
            .races
            .iter()
            .map(|race| race.source_file.as_deref())
            .collect();
        assert_eq!(
            files,
            [
                Some("CZE5123.xml"),
                Some("vysledky/CZE6012.XML"),
                Some("CZE2045.xml")
            ]
        );
        assert_eq!(parsed.races[1].sector, Sector::SkiJumping);
        assert_eq!(parsed.problems, []);

        // A row problem points at its file and its race in the whole upload.
        let broken = String::from_utf8(SB.to_vec()).unwrap().replacen(
            "<Timerun1>43.55</Timerun1>",
            "<Timerun1>43:5</Timerun1>",
            1,
        );
        let bytes = zip_of(&[("a.xml", CC_INTERVAL), ("b.xml", broken.as_bytes())]);
        let parsed = parse_dataset(&bytes).unwrap();
        assert_eq!(parsed.problems.len(), 1);
        assert_eq!(parsed.problems[0].race, 1);
        assert!(
            parsed.problems[0]
                .describe()
                .starts_with("soubor b.xml, řádek ")
        );

        // A single file is a dataset of one race.
        assert_eq!(parse_dataset(JP).unwrap().races.len(), 1);
    }

    #[test]
    fn an_error_in_one_file_of_a_dataset_refuses_the_upload_naming_the_file() {
        let bytes = zip_of(&[
            ("CZE5123.xml", CC_INTERVAL),
            ("CZE9999.xml", b"<ResultList/>"),
        ]);
        let error = parse_dataset(&bytes).unwrap_err();
        assert_eq!(error.code(), "NOT_RESULTS");
        assert_eq!(
            error.message(),
            "V archivu je chybný soubor CZE9999.xml: Soubor není výsledková listina FIS \
             (řádek 1: chybí prvek Fisresults, soubor začíná prvkem ResultList)."
        );
        let empty = zip_of(&[("readme.txt", b"nic")]);
        assert_eq!(parse_dataset(&empty).unwrap_err().code(), "ARCHIVE");
        assert_eq!(
            parse_dataset(b"PK\x03\x04broken").unwrap_err().code(),
            "ARCHIVE"
        );
    }

    #[test]
    fn zip_bombs_are_refused_before_anything_is_inflated() {
        // 4 MiB of zeros deflate to a few kilobytes.
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file("CZE0001.xml", SimpleFileOptions::default())
            .unwrap();
        writer.write_all(&vec![0u8; 4 * 1024 * 1024]).unwrap();
        let compressed = writer.finish().unwrap().into_inner();
        let error = parse_dataset(&compressed).unwrap_err();
        assert_eq!(error.code(), "ARCHIVE");
        assert!(
            error.message().contains("zkomprimována"),
            "{}",
            error.message()
        );

        // Entries declaring more than the limit together.
        let mut declared = zip_of(&[("a.xml", CC_INTERVAL), ("b.xml", JP)]);
        for (signature, offset) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
            let starts: Vec<usize> = declared
                .windows(4)
                .enumerate()
                .filter(|(_, window)| window == signature)
                .map(|(start, _)| start)
                .collect();
            for start in starts {
                declared[start + offset..start + offset + 4]
                    .copy_from_slice(&(30u32 * 1024 * 1024).to_le_bytes());
            }
        }
        let error = parse_dataset(&declared).unwrap_err();
        assert_eq!(
            error.message(),
            "Archiv ZIP nelze načíst: po rozbalení by měl 60 MB, povoleno je nejvýše 50 MB."
        );

        let many: Vec<(String, &[u8])> = (0..=MAX_DATASET_ENTRIES)
            .map(|index| (format!("{index}.xml"), &b""[..]))
            .collect();
        let many: Vec<(&str, &[u8])> = many
            .iter()
            .map(|(name, bytes)| (name.as_str(), *bytes))
            .collect();
        let error = parse_dataset(&zip_of(&many)).unwrap_err();
        assert!(
            error.message().contains("obsahuje 201 souborů"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn files_over_the_size_limit_are_refused_unread() {
        let bytes = vec![b' '; MAX_FILE_BYTES + 1];
        assert_eq!(parse(&bytes).unwrap_err().code(), "TOO_LARGE");
    }
}
