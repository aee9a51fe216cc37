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
//! its declared size, see [`crate::table`]).
//!
//! # Encodings
//!
//! A byte-order mark wins; otherwise the XML declaration's `encoding` is used: UTF-8 (also the
//! default), Windows-1250, ISO-8859-1 (read as its superset Windows-1252, as browsers do) or
//! ISO-8859-2. Bytes that do not fit are refused with the line, rather than guessed.
//!
//! # Parts
//!
//! - `encoding`: the byte-order mark or the declaration's encoding, decoding, line numbers.
//! - `reader`: the streaming reader: elements of the file, header and race, safety checks.
//! - `rows`: what a row's elements and attributes mean (competitor, result, runs).
//! - `writer`: writing races back as a file in the current layout ([`write()`]).
//! - `tests`: real VOLA files and our fixtures of every sector, encodings, refusals, datasets.

use std::io::{Cursor, Read};

use super::{ParseError, ParsedResults};
use crate::table::{archive_entries, check_archive_entry};

mod encoding;
mod reader;
mod rows;
#[cfg(test)]
mod tests;
mod writer;

pub use writer::write;

use encoding::decode;
use reader::XmlParser;

/// A single result file larger than this is refused unread (50 MiB; a FIS race of 200 athletes
/// is about 200 kB).
pub const MAX_FILE_BYTES: usize = 50 * 1024 * 1024;
/// A ZIP dataset may inflate to at most this in total (50 MiB).
pub const MAX_DATASET_BYTES: u64 = 50 * 1024 * 1024;
/// A ZIP dataset may hold at most this many entries.
pub const MAX_DATASET_ENTRIES: usize = 200;

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
