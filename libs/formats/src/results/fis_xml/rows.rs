//! What the elements of a result row mean: the competitor, the result (times, points, a status
//! word in place of a time) and the result detail's runs, jumps and races, read into a row
//! with a problem noted for each value that cannot be read.

use stopa_domain::member::Sex;

use crate::results::time::parse_time;
use crate::results::{Hundredths, ResultRow, ResultStatus, Run, RunKind, RunTime};

/// A row being read.
pub(super) struct RowBuilder {
    /// The stack depth of its element.
    pub(super) depth: usize,
    pub(super) line: u32,
    pub(super) ranked: bool,
    pub(super) status: Option<String>,
    pub(super) row: ResultRow,
    /// A status word written as the total time.
    pub(super) total_status: Option<ResultStatus>,
    pub(super) has_team: bool,
    pub(super) has_competitor: bool,
    pub(super) problems: Vec<(u32, String)>,
}

/// A `Run`, `Jump` or `Race` element of a row's result detail being read.
pub(super) struct RunContext {
    pub(super) depth: usize,
    pub(super) kind: RunKind,
    pub(super) number: u8,
}

pub(super) fn is_row_element(name: &str) -> bool {
    name.ends_with("_ranked") || name.ends_with("_notranked")
}

pub(super) fn empty_row() -> ResultRow {
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

pub(super) fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

pub(super) fn unknown_status(word: &str) -> String {
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
pub(super) fn run_number(text: &str) -> Option<u8> {
    text.trim()
        .parse()
        .ok()
        .filter(|number| (1..=99).contains(number))
}

/// The run of a kind and number, added if the row has none yet.
pub(super) fn run_entry(runs: &mut Vec<Run>, kind: RunKind, number: u8) -> &mut Run {
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

pub(super) fn read_number<T: std::str::FromStr>(
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

pub(super) fn read_competitor_value(row: &mut RowBuilder, name: &str, value: &str, line: u32) {
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

pub(super) fn read_result_value(row: &mut RowBuilder, name: &str, value: &str, line: u32) {
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

pub(super) fn read_run_value(
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
