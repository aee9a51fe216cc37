//! Result lists read from the files timekeepers upload (issue 15): FIS Data Exchange XML
//! ([`fis_xml`], one race a file or a ZIP of several) and the JSON of the Czech clubs' timing
//! tool ([`cc_json`]), both into one model: a [`ParsedResults`] holds races, a [`Race`] its
//! identification and [`ResultRow`]s.
//!
//! Parsing is all-or-nothing for the file (a file that is not results, is not well-formed or
//! tries entity tricks is refused with a Czech [`ParseError`] naming the line) and row by row
//! for its content: a row that cannot be read (an unreadable time, an unknown status word)
//! becomes a [`RowProblem`] with its line, and the other rows are read on, so the import can
//! report an outcome for every row.

pub mod cc_json;
pub mod fis_xml;
pub mod time;
pub mod xlsx;

use std::fmt;

use chrono::{NaiveDate, NaiveDateTime};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;

/// Everything read from one upload.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParsedResults {
    /// In file order (a ZIP dataset: entry by entry).
    pub races: Vec<Race>,
    /// Rows that could not be read, in file order; they are not in any race's `rows`.
    pub problems: Vec<RowProblem>,
}

impl ParsedResults {
    /// The results with every text read from the file made fit to store
    /// ([`stopa_domain::text::clean_line`]): no control characters or noncharacters (which
    /// would break the FIS XML written back), and each field within its limit (a 5 MB name
    /// would break every download of the race).
    #[must_use]
    pub fn cleaned(mut self) -> Self {
        for race in &mut self.races {
            race.clean_texts();
        }
        for problem in &mut self.problems {
            clean(&mut problem.last_name, limits::NAME);
            clean(&mut problem.first_name, limits::NAME);
            clean_opt(&mut problem.source_file, limits::FILE_NAME);
            clean(&mut problem.message, limits::MESSAGE);
        }
        self
    }
}

/// The most characters of each text a result file gives.
pub mod limits {
    /// A first or last name.
    pub const NAME: usize = 100;
    /// A club's name, a place, an organiser.
    pub const CLUB: usize = 150;
    /// An event's name.
    pub const EVENT: usize = 200;
    /// A code: FIS codex, FIS code, national code, nation, discipline, a club's code.
    pub const CODE: usize = 30;
    /// A category or a race's style.
    pub const CATEGORY: usize = 100;
    /// A file's name inside a dataset.
    pub const FILE_NAME: usize = 255;
    /// A problem's message (it may quote the file).
    pub const MESSAGE: usize = 500;
}

fn clean(text: &mut String, max_chars: usize) {
    if text.len() > max_chars || !text.chars().all(stopa_domain::text::is_printable) {
        *text = stopa_domain::text::clean_line(text, max_chars);
    }
}

fn clean_opt(text: &mut Option<String>, max_chars: usize) {
    if let Some(value) = text {
        clean(value, max_chars);
        if value.is_empty() {
            *text = None;
        }
    }
}

impl Race {
    fn clean_texts(&mut self) {
        clean_opt(&mut self.source_file, limits::FILE_NAME);
        clean_opt(&mut self.codex, limits::CODE);
        clean_opt(&mut self.national_code, limits::CODE);
        clean_opt(&mut self.discipline, limits::CODE);
        clean_opt(&mut self.place, limits::CLUB);
        clean_opt(&mut self.nation, limits::CODE);
        clean_opt(&mut self.category, limits::CATEGORY);
        clean_opt(&mut self.event_name, limits::EVENT);
        if let Some(tool) = &mut self.club_tool {
            clean(&mut tool.unique_id, limits::CATEGORY);
            clean(&mut tool.results_layout, limits::CATEGORY);
            clean_opt(&mut tool.organizer, limits::CLUB);
            clean_opt(&mut tool.style, limits::CATEGORY);
        }
        for row in &mut self.rows {
            clean_opt(&mut row.fis_code, limits::CODE);
            clean_opt(&mut row.national_code, limits::CODE);
            clean(&mut row.last_name, limits::NAME);
            clean(&mut row.first_name, limits::NAME);
            clean_opt(&mut row.nation, limits::CODE);
            clean_opt(&mut row.club, limits::CLUB);
            clean_opt(&mut row.club_code, limits::CODE);
        }
    }
}

/// A FIS sector: the discipline family a result file belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sector {
    Alpine,
    CrossCountry,
    SkiJumping,
    NordicCombined,
    Snowboard,
    Freestyle,
}

impl Sector {
    /// Every sector Stopa reads.
    pub const ALL: [Self; 6] = [
        Self::Alpine,
        Self::CrossCountry,
        Self::SkiJumping,
        Self::NordicCombined,
        Self::Snowboard,
        Self::Freestyle,
    ];

    /// The FIS code: `AL`, `CC`, `JP`, `NK`, `SB`, `FS`.
    pub fn code(self) -> &'static str {
        match self {
            Self::Alpine => "AL",
            Self::CrossCountry => "CC",
            Self::SkiJumping => "JP",
            Self::NordicCombined => "NK",
            Self::Snowboard => "SB",
            Self::Freestyle => "FS",
        }
    }

    /// The sector of a FIS code, any case.
    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|sector| sector.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The Czech name.
    pub fn label(self) -> &'static str {
        match self {
            Self::Alpine => "sjezdové lyžování",
            Self::CrossCountry => "běh na lyžích",
            Self::SkiJumping => "skoky na lyžích",
            Self::NordicCombined => "severská kombinace",
            Self::Snowboard => "snowboarding",
            Self::Freestyle => "akrobatické lyžování",
        }
    }
}

/// A result status code, exactly the spec's set (§3): the domain's, with the reading of a
/// file's status word (`DNF2`).
pub use stopa_domain::results::ResultStatus;

/// A decimal number with at most two decimals, held exactly as hundredths: FIS and race points
/// (`23.91`), penalties, F-values, jump distances (`125.5`) and judges' scores. Exact, so that
/// points written to a file read back equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hundredths(pub i64);

impl Hundredths {
    /// Reads `23.91`, `-3.4`, `1190`, `12,5` (a decimal comma too); `None` for anything else,
    /// and for more than two decimals unless the rest are zeros (`0.000`).
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (whole, fraction) = match digits.find(['.', ',']) {
            Some(index) => (&digits[..index], &digits[index + 1..]),
            None => (digits, ""),
        };
        let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
        if whole.is_empty() || whole.len() > 15 || !all_digits(whole) || !all_digits(fraction) {
            return None;
        }
        if fraction.len() > 2 && fraction[2..].bytes().any(|byte| byte != b'0') {
            return None;
        }
        let whole: i64 = whole.parse().ok()?;
        let mut cents = fraction.bytes().take(2).map(|byte| i64::from(byte - b'0'));
        let tenths = cents.next().unwrap_or(0);
        let hundredths = cents.next().unwrap_or(0);
        let value = whole.checked_mul(100)? + tenths * 10 + hundredths;
        Some(Self(if negative { -value } else { value }))
    }
}

impl fmt::Display for Hundredths {
    /// `23.91`, `-3.40`, `1190.00`: always two decimals, as FIS files write points.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let absolute = self.0.unsigned_abs();
        write!(formatter, "{sign}{}.{:02}", absolute / 100, absolute % 100)
    }
}

/// One race of a result file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Race {
    /// The file inside a ZIP dataset it came from; `None` for a single file.
    pub source_file: Option<String>,
    pub sector: Sector,
    /// The FIS codex (`Codex`, e.g. `1234`); empty in national races.
    pub codex: Option<String>,
    /// A national race code (`NAT_code`, e.g. USSA `U0392`).
    pub national_code: Option<String>,
    /// The FIS discipline code: `SL`, `GS`, `SG`, `DH` (alpine), `DI`, `SP`, `MS` (cross-country),
    /// `NH`, `LH` (jumping), …
    pub discipline: Option<String>,
    /// Men, women or both (FIS `M`, `W`/`L`, `A`).
    pub gender: Option<GenderGroup>,
    /// FIS season, the year it ends in (2024 = winter 2023/24).
    pub season: Option<i32>,
    /// The race day (`Racedate`; the JSON's `raceDateStart`).
    pub date: Option<NaiveDate>,
    /// The venue (`Place`; the JSON's `raceLocation`).
    pub place: Option<String>,
    /// The organising nation (`CZE`).
    pub nation: Option<String>,
    /// The FIS race category (`FIS`, `NJR`, `NAT`…) in FIS files; the age category's name
    /// (`Žáci mladší`) in the clubs' JSON.
    pub category: Option<String>,
    /// `Eventname`; the clubs' JSON has none.
    pub event_name: Option<String>,
    /// Runs (alpine), rounds (jumps) or legs the race had: the most of what the race declares
    /// and what its rows hold.
    pub run_count: u8,
    /// The applied race penalty (alpine/cross-country FIS points).
    pub penalty: Option<Hundredths>,
    /// The F-value used for the race points.
    pub f_value: Option<Hundredths>,
    /// What only the clubs' JSON tells; `None` for FIS files.
    pub club_tool: Option<ClubToolRace>,
    /// The readable rows in file order: classified first, as FIS files and the clubs' JSON list
    /// them.
    pub rows: Vec<ResultRow>,
}

/// What the clubs' timing tool's JSON tells of a race beyond the common model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClubToolRace {
    /// The timekeeper's own id of the race (`uniqueId`).
    pub unique_id: String,
    /// `CROSS_COUNTRY_INDIVIDUAL_MASS_START`, `CROSS_COUNTRY_INDIVIDUAL_DISTANCE`, …
    pub results_layout: String,
    /// The category's birth years, oldest first (`categoryYearFrom`, `categoryYearTo`).
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    /// The counts the race declares (0 where the JSON leaves one out).
    pub counts: StatusCounts,
    pub organizer: Option<String>,
    /// The start, local time (`raceDateStart`).
    pub start: Option<NaiveDateTime>,
    /// `trackLengthKm` in metres (0.3 km = 300 m).
    pub track_length_meters: Option<u32>,
    /// `Přespolní běh`, `Volná technika`, …
    pub style: Option<String>,
    /// The federation's event id the tool uploads to (`eventId`).
    pub event_id: Option<i64>,
}

/// The counts a race of the clubs' JSON declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StatusCounts {
    pub registered: u32,
    pub started: u32,
    pub classified: u32,
    pub dns: u32,
    pub dnf: u32,
    pub dsq: u32,
    pub dqb: u32,
    pub nps: u32,
    pub lap: u32,
}

/// One athlete's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultRow {
    /// The place; tied athletes share it and the next place is skipped (10, 10, 12).
    pub rank: Option<u32>,
    pub bib: Option<u32>,
    pub fis_code: Option<String>,
    /// A national federation's id of the athlete (`NAT_code`, e.g. a USSA number).
    pub national_code: Option<String>,
    pub last_name: String,
    pub first_name: String,
    pub nation: Option<String>,
    /// The club's name as the file writes it (FIS `ClubName`, JSON `clubName`).
    pub club: Option<String>,
    /// The federation's 4-letter club code (JSON `clubAbbreviation`, e.g. `DULI`).
    pub club_code: Option<String>,
    pub birth_year: Option<i32>,
    /// FIS `M`, `F`, `W` or `L` (women are `L` in older files).
    pub sex: Option<Sex>,
    /// Per run, round or jump, in order.
    pub runs: Vec<Run>,
    pub total_time_ms: Option<u32>,
    /// Behind the winner.
    pub difference_ms: Option<u32>,
    pub fis_points: Option<Hundredths>,
    pub race_points: Option<Hundredths>,
    /// Total points where the result is points rather than a time (jumping, judged events).
    pub score: Option<Hundredths>,
    /// `QLF` for a classified row, otherwise why it has no result.
    pub status: ResultStatus,
    /// The run a non-finish happened in (`<Run>2</Run>`, `DNF2`).
    pub status_run: Option<u8>,
}

/// Whether a run is a timed run or a jump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RunKind {
    /// A timed or judged run, round, heat or (Nordic combined) the cross-country race.
    Run,
    /// A ski jump (jumping, Nordic combined).
    Jump,
}

/// One run, round or jump of a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub kind: RunKind,
    /// From 1.
    pub number: u8,
    /// The run's time, or the status word written in its place; `None` for a jump.
    pub time: Option<RunTime>,
    /// Jump distance in metres.
    pub distance: Option<Hundredths>,
    /// Points of the jump or judged run.
    pub points: Option<Hundredths>,
}

/// A run's time, or the status word a file writes in its place (`DNF`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunTime {
    Finished { milliseconds: u32 },
    Status(ResultStatus),
}

/// A row that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProblem {
    /// The file inside a ZIP dataset; `None` for a single file.
    pub source_file: Option<String>,
    /// The index of the race in [`ParsedResults::races`] it belongs to.
    pub race: usize,
    /// The line of the file where the problem is (XML); `None` where the reader gives none.
    pub line: Option<u32>,
    /// Where in the file, for formats without useful lines: `results[8]` of the 4th race.
    pub position: Option<String>,
    /// What is known of the row, for the report.
    pub bib: Option<u32>,
    pub last_name: String,
    pub first_name: String,
    /// What is wrong, in Czech.
    pub message: String,
}

impl RowProblem {
    /// The whole Czech sentence of the report: where, who and what.
    pub fn describe(&self) -> String {
        let mut place = Vec::new();
        if let Some(file) = &self.source_file {
            place.push(format!("soubor {file}"));
        }
        if let Some(line) = self.line {
            place.push(format!("řádek {line}"));
        }
        if let Some(position) = &self.position {
            place.push(position.clone());
        }
        let name = format!("{} {}", self.last_name, self.first_name);
        let mut who = name.trim().to_owned();
        if let Some(bib) = self.bib {
            who = if who.is_empty() {
                format!("st. č. {bib}")
            } else {
                format!("{who}, st. č. {bib}")
            };
        }
        let place = place.join(", ");
        match (place.is_empty(), who.is_empty()) {
            (false, false) => format!("{place} ({who}): {}", self.message),
            (false, true) => format!("{place}: {}", self.message),
            (true, false) => format!("{who}: {}", self.message),
            (true, true) => self.message.clone(),
        }
    }
}

/// Why a whole upload cannot be read. [`ParseError::message`] is for people,
/// [`ParseError::code`] for the API.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// Well-formed, but not a FIS result list (another root, no race, a start list).
    #[error("{}", self.message())]
    NotResults { line: u32, detail: String },
    /// Not well-formed XML, or not XML at all.
    #[error("{}", self.message())]
    Malformed { line: u32, detail: String },
    /// The bytes do not fit the encoding the file declares, or it declares one Stopa does not
    /// read.
    #[error("{}", self.message())]
    Encoding { line: u32, detail: String },
    /// A `<!DOCTYPE>` with declarations, or an entity Stopa does not expand: refused unread so
    /// that no entity is ever expanded or fetched.
    #[error("{}", self.message())]
    Entities { line: u32, detail: String },
    #[error("{}", self.message())]
    TooLarge { max_bytes: usize },
    /// A ZIP dataset that is unreadable, empty or looks like a zip bomb.
    #[error("{}", self.message())]
    Archive { detail: String },
    /// An error in one file of a ZIP dataset.
    #[error("{}", self.message())]
    InArchive {
        file: String,
        error: Box<ParseError>,
    },
    /// The clubs' JSON does not have the expected layout.
    #[error("{}", self.message())]
    Json {
        line: u32,
        column: u32,
        detail: String,
    },
    /// A race of the clubs' JSON has a value Stopa cannot use (a date, a gender).
    #[error("{}", self.message())]
    JsonRace {
        /// From 1, as people count.
        race: usize,
        name: String,
        detail: String,
    },
}

impl ParseError {
    /// The Czech message for people.
    pub fn message(&self) -> String {
        match self {
            Self::NotResults { line, detail } => {
                format!("Soubor není výsledková listina FIS (řádek {line}: {detail}).")
            }
            Self::Malformed { line, detail } => {
                format!("Soubor není platné XML (řádek {line}: {detail}).")
            }
            Self::Encoding { line, detail } => {
                format!("Soubor nelze přečíst v jeho kódování (řádek {line}: {detail}).")
            }
            Self::Entities { line, detail } => format!(
                "Soubor odmítáme z bezpečnostních důvodů (řádek {line}: {detail}). \
                 Výsledkové listiny FIS deklarace DOCTYPE ani vlastní entity nepoužívají."
            ),
            Self::TooLarge { max_bytes } => format!(
                "Soubor je větší než {} MB, tolik výsledků jeden závod nemá.",
                max_bytes / (1024 * 1024)
            ),
            Self::Archive { detail } => format!("Archiv ZIP nelze načíst: {detail}."),
            Self::InArchive { file, error } => {
                format!("V archivu je chybný soubor {file}: {}", error.message())
            }
            Self::Json {
                line,
                column,
                detail,
            } => format!(
                "Soubor není výsledkový JSON běžeckých závodů (řádek {line}, sloupec {column}: \
                 {detail})."
            ),
            Self::JsonRace { race, name, detail } => {
                format!("Soubor nelze načíst: závod č. {race} („{name}“) {detail}.")
            }
        }
    }

    /// A stable code for the API.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::NotResults { .. } => ErrorCode::NotResults,
            Self::Malformed { .. } => ErrorCode::Malformed,
            Self::Encoding { .. } => ErrorCode::Encoding,
            Self::Entities { .. } => ErrorCode::EntitiesRefused,
            Self::TooLarge { .. } => ErrorCode::TooLarge,
            Self::Archive { .. } => ErrorCode::Archive,
            Self::InArchive { error, .. } => error.code(),
            Self::Json { .. } => ErrorCode::JsonLayout,
            Self::JsonRace { .. } => ErrorCode::JsonRace,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_words_of_files_map_to_the_spec_codes_with_their_run() {
        let cases = [
            ("DNF", Some((ResultStatus::Dnf, None))),
            ("dns", Some((ResultStatus::Dns, None))),
            ("DNF2", Some((ResultStatus::Dnf, Some(2)))),
            ("DSQ1", Some((ResultStatus::Dsq, Some(1)))),
            ("DNQ2", Some((ResultStatus::Dnq, Some(2)))),
            (" QLF ", Some((ResultStatus::Qlf, None))),
            ("RAL", Some((ResultStatus::Ral, None))),
            ("LAP", Some((ResultStatus::Lap, None))),
            ("NCL", Some((ResultStatus::Ncl, None))),
            ("NPS", Some((ResultStatus::Nps, None))),
            ("DQB", Some((ResultStatus::Dqb, None))),
            ("DPO", None),
            ("DQO", None),
            ("OUT", None),
            ("IRF", None),
            ("DNF0", None),
            ("DNF12", None),
            ("1:02.35", None),
            ("", None),
        ];
        for (word, expected) in cases {
            assert_eq!(ResultStatus::parse_word(word), expected, "{word}");
        }
        for &status in ResultStatus::ALL {
            assert_eq!(
                ResultStatus::parse_word(status.code()),
                Some((status, None))
            );
            assert!(!status.label().is_empty());
        }
    }

    #[test]
    fn hundredths_are_read_exactly_and_written_with_two_decimals() {
        let cases = [
            ("23.91", 2391, "23.91"),
            ("0.00", 0, "0.00"),
            ("1190", 119_000, "1190.00"),
            ("-3.4", -340, "-3.40"),
            ("125,5", 12_550, "125.50"),
            ("+7.2", 720, "7.20"),
            ("375.010", 37_501, "375.01"),
        ];
        for (text, hundredths, written) in cases {
            let value = Hundredths::parse(text).unwrap();
            assert_eq!(value, Hundredths(hundredths), "{text}");
            assert_eq!(value.to_string(), written);
            assert_eq!(Hundredths::parse(written), Some(value));
        }
        for text in [
            "",
            "abc",
            "1.234",
            "1.2.3",
            "-",
            ".5",
            "99999999999999999999",
        ] {
            assert_eq!(Hundredths::parse(text), None, "{text}");
        }
    }

    #[test]
    fn sectors_are_read_from_their_fis_codes_in_any_case() {
        for sector in Sector::ALL {
            assert_eq!(Sector::parse(sector.code()), Some(sector));
            assert_eq!(Sector::parse(&sector.code().to_lowercase()), Some(sector));
            assert!(!sector.label().is_empty());
        }
        assert_eq!(Sector::parse("TM"), None);
    }

    #[test]
    fn a_row_problem_reads_as_one_czech_sentence() {
        let problem = RowProblem {
            source_file: Some("CZE1234.xml".into()),
            race: 0,
            line: Some(140),
            position: None,
            bib: Some(12),
            last_name: "Novák".into(),
            first_name: "Jan".into(),
            message: "neznámý stav „OUT“".into(),
        };
        assert_eq!(
            problem.describe(),
            "soubor CZE1234.xml, řádek 140 (Novák Jan, st. č. 12): neznámý stav „OUT“"
        );
    }

    #[test]
    fn every_error_has_a_czech_message_and_a_code() {
        let errors = [
            ParseError::NotResults {
                line: 3,
                detail: "chybí prvek Fisresults".into(),
            },
            ParseError::Malformed {
                line: 1,
                detail: "x".into(),
            },
            ParseError::Encoding {
                line: 1,
                detail: "x".into(),
            },
            ParseError::Entities {
                line: 2,
                detail: "x".into(),
            },
            ParseError::TooLarge {
                max_bytes: 50 * 1024 * 1024,
            },
            ParseError::Archive { detail: "x".into() },
            ParseError::InArchive {
                file: "a.xml".into(),
                error: Box::new(ParseError::Malformed {
                    line: 1,
                    detail: "x".into(),
                }),
            },
            ParseError::Json {
                line: 1,
                column: 1,
                detail: "x".into(),
            },
            ParseError::JsonRace {
                race: 1,
                name: "Žáci".into(),
                detail: "má neznámé pohlaví „X“".into(),
            },
        ];
        for error in &errors {
            assert!(error.message().ends_with('.'), "{}", error.message());
            assert_eq!(error.to_string(), error.message());
            assert!(!error.code().as_str().is_empty());
        }
        assert_eq!(
            errors[0].message(),
            "Soubor není výsledková listina FIS (řádek 3: chybí prvek Fisresults)."
        );
    }
}
