//! The streaming reader: events of the file (no document tree), the header and each race,
//! and refusing what is unsafe (entities other than the predefined ones, a `<!DOCTYPE>` that
//! declares anything).

use chrono::NaiveDate;
use quick_xml::events::{BytesRef, BytesStart, BytesText, Event};
use quick_xml::{Reader, XmlVersion};
use stopa_domain::racing_event::GenderGroup;

use super::encoding::LineIndex;
use super::rows::{
    RowBuilder, RunContext, empty_row, is_row_element, non_empty, read_competitor_value,
    read_number, read_result_value, read_run_value, run_entry, run_number, unknown_status,
};
use crate::results::{
    Hundredths, ParseError, ParsedResults, Race, ResultRow, ResultStatus, RowProblem, RunKind,
    RunTime, Sector,
};

/// The most of one element's text that is kept while reading (longer text is cut).
const MAX_ELEMENT_TEXT: usize = 4 * 1024;

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

pub(super) struct XmlParser<'t> {
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
    pub(super) fn new(text: &'t str, source_file: Option<&str>) -> Self {
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

    pub(super) fn run(mut self) -> Result<ParsedResults, ParseError> {
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
