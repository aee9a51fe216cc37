//! Tests of reading and writing FIS XML: shared fixtures and helpers here; `files` reads the
//! real VOLA files and our fixtures of every sector and writes them back, `refusals` covers
//! encodings, unsafe and broken files, team rows and ZIP datasets.

mod files;
mod refusals;

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use encoding_rs::{WINDOWS_1250, WINDOWS_1252};
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;
use zip::write::SimpleFileOptions;

use super::*;
use crate::results::{
    Hundredths, Race, ResultRow, ResultStatus, RowProblem, Run, RunKind, RunTime, Sector,
};

/// The XML comment our own fixtures carry, so nobody mistakes them for real results.
const FIXTURE_MARK: &str =
    "Vytvořeno pro testy Stopy podle dokumentace FIS Data Exchange, nejde o skutečné výsledky";

static U0392: &[u8] = include_bytes!("../../../../testdata/results/AL_vola-pacup-U0392.xml");
static U0389: &[u8] = include_bytes!("../../../../testdata/results/AL_vola-pacup-U0389.xml");
static N0249: &[u8] = include_bytes!("../../../../testdata/results/AL_vola-agegroup-N0249.xml");
static CC_INTERVAL: &[u8] =
    include_bytes!("../../../../testdata/results/CC_interval-start_v1_cp1250.xml");
static CC_SPRINT: &[u8] = include_bytes!("../../../../testdata/results/CC_sprint_current_utf8.xml");
static JP: &[u8] = include_bytes!("../../../../testdata/results/JP_two-jumps_current_utf8.xml");
static NK: &[u8] = include_bytes!("../../../../testdata/results/NK_gundersen_current_utf8.xml");
static SB: &[u8] = include_bytes!("../../../../testdata/results/SB_giant-slalom_two-runs_utf8.xml");

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
