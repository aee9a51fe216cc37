//! FIS points lists (issue 15's FIS sync): the CSV or XLSX files FIS publishes per sector and
//! list (`FAL_2025413.csv`: alpine, list 413), in the older layout (32 columns) and the newer
//! one (33, with `listPublished`). Columns are found by their header names, so both layouts and
//! the XLSX read alike; the points are every `…points` column (`DHpoints`, `SLpoints`, …).
//!
//! FIS writes Czech names in ASCII (`BABAKOVA Bara` for Babáková Bára) and some rows have no
//! birth date: pairing folds diacritics and falls back to the birth year.

use chrono::NaiveDate;

use crate::results::Hundredths;
use crate::table::{ReadOptions, TableError, read_table};

/// Largest points list read (a full list of a sector is about 3 MB).
pub const MAX_LIST_BYTES: usize = 30 * 1024 * 1024;
/// Most athletes a list may hold.
pub const MAX_LIST_ROWS: usize = 200_000;

/// One points list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsList {
    /// FIS's number of the list (`Listid`, 413).
    pub list_id: String,
    /// `22nd FIS points list 2024/25`.
    pub name: String,
    /// `AL`, `CC`, `JP`, `NK`, `SB`, `FS`.
    pub sector: String,
    /// The day it was calculated (`Calculationdate`, DD-MM-YYYY), if given.
    pub calculated_on: Option<NaiveDate>,
    pub rows: Vec<PointsRow>,
    /// Rows skipped (no FIS code or no name), by their line.
    pub skipped_lines: Vec<u32>,
}

/// One athlete of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsRow {
    pub fis_code: String,
    pub last_name: String,
    pub first_name: String,
    /// `CZE`.
    pub nation: String,
    /// `M` or `W`/`L` as FIS writes it.
    pub gender: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub birth_year: Option<i32>,
    pub club: Option<String>,
    /// Points per discipline (`SL` → 23.00), the disciplines the athlete has points in.
    pub points: Vec<(String, Hundredths)>,
}

/// Why a file is not a points list (Czech message).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PointsListError {
    #[error("{0}")]
    Table(String),
    #[error("Soubor není bodovací listina FIS: chybí sloupce {0}.")]
    MissingColumns(String),
    #[error("Bodovací listina FIS neobsahuje žádné závodníky.")]
    Empty,
    #[error("Bodovací listina FIS obsahuje více listin nebo sektorů (řádek {0}).")]
    Mixed(u32),
}

impl From<TableError> for PointsListError {
    fn from(error: TableError) -> Self {
        Self::Table(error.message())
    }
}

fn find(header: &[String], name: &str) -> Option<usize> {
    header
        .iter()
        .position(|cell| cell.trim().eq_ignore_ascii_case(name))
}

/// Reads a points list (CSV or XLSX by the file's name and bytes).
pub fn parse(file_name: &str, bytes: &[u8]) -> Result<PointsList, PointsListError> {
    let options = ReadOptions {
        max_bytes: MAX_LIST_BYTES,
        max_rows: MAX_LIST_ROWS,
        max_columns: 100,
        ..ReadOptions::default()
    };
    let table = read_table(file_name, bytes, &options)?;
    let header = &table.header;
    let required = [
        "Listid",
        "Listname",
        "Sectorcode",
        "Fiscode",
        "Lastname",
        "Firstname",
        "Nationcode",
    ];
    let missing: Vec<&str> = required
        .iter()
        .copied()
        .filter(|name| find(header, name).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(PointsListError::MissingColumns(missing.join(", ")));
    }
    let column = |name: &str| find(header, name);
    let [
        list_column,
        title_column,
        sector,
        fis_code,
        surname_column,
        first_name,
        nation,
    ] = required.map(|name| column(name).unwrap_or(0));
    let (gender, birth_date, birth_year, club, calculated) = (
        column("Gender"),
        column("Birthdate"),
        column("Birthyear"),
        column("Skiclub"),
        column("Calculationdate"),
    );
    let points_columns: Vec<(usize, String)> = header
        .iter()
        .enumerate()
        .filter_map(|(index, name)| {
            let name = name.trim();
            let discipline = name.strip_suffix("points")?;
            (!discipline.is_empty()).then(|| (index, discipline.to_uppercase()))
        })
        .collect();
    let cell = |row: &[String], index: Option<usize>| -> Option<String> {
        index
            .and_then(|index| row.get(index))
            .map(|text| text.trim().to_owned())
            .filter(|text| !text.is_empty())
    };
    let mut found_list: Option<PointsList> = None;
    let mut skipped_lines = Vec::new();
    let mut rows = Vec::with_capacity(table.rows.len());
    for row in &table.rows {
        let cells = &row.cells;
        let (Some(code), Some(surname)) = (
            cell(cells, Some(fis_code)),
            cell(cells, Some(surname_column)),
        ) else {
            skipped_lines.push(row.line);
            continue;
        };
        let this_list = cell(cells, Some(list_column)).unwrap_or_default();
        let this_sector = cell(cells, Some(sector)).unwrap_or_default().to_uppercase();
        match &found_list {
            None => {
                found_list = Some(PointsList {
                    list_id: this_list,
                    name: cell(cells, Some(title_column)).unwrap_or_default(),
                    sector: this_sector,
                    calculated_on: cell(cells, calculated)
                        .and_then(|text| NaiveDate::parse_from_str(&text, "%d-%m-%Y").ok()),
                    rows: Vec::new(),
                    skipped_lines: Vec::new(),
                });
            }
            Some(found) if found.list_id != this_list || found.sector != this_sector => {
                return Err(PointsListError::Mixed(row.line));
            }
            Some(_) => {}
        }
        let birth_date = cell(cells, birth_date)
            .and_then(|text| NaiveDate::parse_from_str(&text, "%Y-%m-%d").ok());
        let birth_year = cell(cells, birth_year)
            .and_then(|text| text.parse::<i32>().ok())
            .or_else(|| birth_date.map(|date| chrono::Datelike::year(&date)));
        let points = points_columns
            .iter()
            .filter_map(|(index, discipline)| {
                let value = cells.get(*index)?.trim();
                Hundredths::parse(value).map(|points| (discipline.clone(), points))
            })
            .collect();
        rows.push(PointsRow {
            fis_code: code,
            last_name: surname,
            first_name: cell(cells, Some(first_name)).unwrap_or_default(),
            nation: cell(cells, Some(nation)).unwrap_or_default().to_uppercase(),
            gender: cell(cells, gender),
            birth_date,
            birth_year,
            club: cell(cells, club),
            points,
        });
    }
    let mut list = found_list.ok_or(PointsListError::Empty)?;
    list.rows = rows;
    list.skipped_lines = skipped_lines;
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(name: &str) -> Vec<u8> {
        let path = format!("{}/testdata/fis/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
    }

    #[test]
    fn the_newer_layout_reads_every_athlete_with_points_per_discipline() {
        let list = parse("FAL_2025413_abbrev.csv", &refs("FAL_2025413_abbrev.csv")).unwrap();
        assert_eq!(list.list_id, "413");
        assert_eq!(list.name, "22nd FIS points list 2024/25");
        assert_eq!(list.sector, "AL");
        assert_eq!(list.calculated_on, NaiveDate::from_ymd_opt(2025, 5, 1));
        assert_eq!(list.rows.len(), 19);
        let first = &list.rows[0];
        assert_eq!(first.fis_code, "820069");
        assert_eq!(first.birth_year, Some(2006));
        assert_eq!(
            first.points,
            vec![
                ("SL".to_owned(), Hundredths(68026)),
                ("GS".to_owned(), Hundredths(45443))
            ]
        );
    }

    #[test]
    fn the_older_layout_and_unquoted_names_read_the_same() {
        let old = parse(
            "FIS-points-list-AL-2022-331_excerpt.csv",
            &refs("FIS-points-list-AL-2022-331_excerpt.csv"),
        )
        .unwrap();
        assert_eq!(old.list_id, "331");
        assert_eq!(old.rows.len(), 9);
        let unquoted = parse("FAL_2025412_abbrev.csv", &refs("FAL_2025412_abbrev.csv")).unwrap();
        assert_eq!(unquoted.name, "21st FIS points list 2024/25");
        assert_eq!(
            unquoted.rows[0].club.as_deref(),
            Some("University of Colorado Ski Team")
        );
    }

    #[test]
    fn the_xlsx_reads_like_the_csv() {
        let csv = parse("FAL_2025413_abbrev.csv", &refs("FAL_2025413_abbrev.csv")).unwrap();
        let xlsx = parse("FAL_abbrev_2025413.xlsx", &refs("FAL_abbrev_2025413.xlsx")).unwrap();
        // The XLSX abbreviation holds more athletes of the same list.
        assert_eq!((xlsx.list_id.as_str(), xlsx.sector.as_str()), ("413", "AL"));
        assert_eq!(xlsx.rows.len(), 99);
        let first = xlsx
            .rows
            .iter()
            .find(|row| row.fis_code == csv.rows[0].fis_code);
        assert_eq!(first.map(|row| &row.points), Some(&csv.rows[0].points));
    }

    #[test]
    fn czech_athletes_of_the_full_list_are_read() {
        let list = parse(
            "FAL_2025413_CZE_only.csv",
            &refs("FAL_2025413_CZE_only.csv"),
        )
        .unwrap();
        assert_eq!(list.rows.len(), 461);
        assert!(list.rows.iter().all(|row| row.nation == "CZE"));
    }

    #[test]
    fn a_file_that_is_not_a_points_list_is_refused_in_czech() {
        let error = parse("clenove.csv", b"Jmeno;Prijmeni\nJan;Novak\n").unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("Soubor není bodovací listina FIS")
        );
    }
}
