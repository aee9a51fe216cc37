//! Downloads: a result race and an event's results as XLSX, a result race as FIS XML; times and
//! points as people read them.

use stopa_db::racing_event::EventRow;
use stopa_db::results::{self as db, ResultRaceRow, ResultRowView};
use stopa_formats::results::{
    self as formats, ParsedResults, Race, ResultRow, RunKind, RunTime, fis_xml, time, xlsx,
};

use super::reading::visible_race;
use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::racing_event::visible;
use crate::{Actor, App};

/// A time in Czech form (`1:02,35`), or the status code for a row without one.
pub fn display_time(milliseconds: Option<i32>) -> Option<String> {
    milliseconds
        .and_then(|value| u32::try_from(value).ok())
        .map(time::format_czech)
}

/// Points in Czech form (`23,91`).
pub fn display_points(hundredths: Option<i32>) -> Option<String> {
    hundredths.map(|value| {
        let sign = if value < 0 { "-" } else { "" };
        let value = value.unsigned_abs();
        format!("{sign}{},{:02}", value / 100, value % 100)
    })
}

/// A run, round or jump of a stored row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunView {
    pub number: i32,
    pub jump: bool,
    pub time_ms: Option<i32>,
    /// The status code written in place of the time.
    pub status: Option<String>,
    /// Hundredths of a metre.
    pub distance: Option<i32>,
    /// Hundredths of a point.
    pub points: Option<i32>,
}

/// The runs of a stored row (`result_row.runs`).
pub fn runs_of(value: &serde_json::Value) -> Vec<RunView> {
    let int = |run: &serde_json::Value, key: &str| {
        run.get(key)
            .and_then(serde_json::Value::as_i64)
            .and_then(|value| i32::try_from(value).ok())
    };
    value
        .as_array()
        .map(|runs| {
            runs.iter()
                .map(|run| RunView {
                    number: int(run, "number").unwrap_or(0),
                    jump: run.get("kind").and_then(serde_json::Value::as_str) == Some("JUMP"),
                    time_ms: int(run, "timeMs"),
                    status: run
                        .get("status")
                        .and_then(serde_json::Value::as_str)
                        .map(str::to_owned),
                    distance: int(run, "distance"),
                    points: int(run, "points"),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A result race's sheet of a workbook: Czech headers, a column per run where the race has
/// several, times and points in Czech form.
pub(super) fn race_sheet(
    race: &ResultRaceRow,
    event: &EventRow,
    rows: &[ResultRowView],
) -> xlsx::Sheet {
    let run_count = usize::try_from(race.run_count.max(1)).unwrap_or(1);
    let mut header: Vec<String> = [
        "Pořadí",
        "St. č.",
        "Příjmení",
        "Jméno",
        "Ročník",
        "Národ",
        "Klub",
    ]
    .iter()
    .map(|text| (*text).to_owned())
    .collect();
    if run_count > 1 {
        header.extend((1..=run_count).map(|run| format!("{run}. kolo")));
    }
    header.extend(["Čas", "Ztráta", "FIS body", "Body závodu", "Stav"].map(str::to_owned));
    let text = |value: Option<String>| value.map_or(xlsx::Cell::Empty, xlsx::Cell::Text);
    let number =
        |value: Option<i32>| value.map_or(xlsx::Cell::Empty, |v| xlsx::Cell::Number(f64::from(v)));
    let cells: Vec<Vec<xlsx::Cell>> = rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                number(row.rank),
                number(row.bib),
                xlsx::Cell::Text(row.last_name.clone()),
                xlsx::Cell::Text(row.first_name.clone()),
                number(row.birth_year),
                text(row.nation.clone()),
                text(row.club.clone().or_else(|| row.club_code.clone())),
            ];
            if run_count > 1 {
                let runs = runs_of(&row.runs);
                for run in 1..=run_count {
                    let found = runs.iter().find(|value| value.number == run as i32);
                    let shown = found.and_then(|value| {
                        display_time(value.time_ms).or_else(|| value.status.clone())
                    });
                    cells.push(text(shown));
                }
            }
            cells.push(text(display_time(row.total_time_ms)));
            cells.push(text(
                display_time(row.difference_ms).map(|time| format!("+{time}")),
            ));
            cells.push(text(display_points(row.fis_points)));
            cells.push(text(display_points(row.race_points)));
            cells.push(xlsx::Cell::Text(row.status.code().to_owned()));
            cells
        })
        .collect();
    let title = format!(
        "{} – {}{}",
        event.name,
        race.name,
        race.race_date
            .map(|date| format!(", {}", date.format("%-d. %-m. %Y")))
            .unwrap_or_default()
    );
    xlsx::Sheet {
        name: race.name.clone(),
        title,
        header,
        rows: cells,
    }
}

/// A published result race as XLSX (`/api/public/export/result/race/{id}.xlsx`).
pub async fn result_race_xlsx(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<Download> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    if !race.status.is_public() {
        return Err(AppError::NotFound);
    }
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let bytes = xlsx::result_workbook(&[race_sheet(&race, &event, &rows)])
        .map_err(|error| AppError::Internal(format!("result list xlsx: {error}")))?;
    Ok(Download::xlsx_bytes(
        format!("vysledky-{}-{}.xlsx", event.racing_event_id, result_race_id),
        bytes,
    ))
}

/// A published result race as an A4 PDF (`{id}.pdf`): headed on every page by the event, the
/// race, its day and place and the event's timing; FIS points where the list has them.
pub async fn result_race_pdf(app: &App, actor: &Actor, result_race_id: i64) -> AppResult<Download> {
    use stopa_formats::table_pdf::{PrintedColumn, PrintedTable, PrintedTableSection};
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    if !race.status.is_public() {
        return Err(AppError::NotFound);
    }
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let with_points = rows.iter().any(|row| row.fis_points.is_some());
    let column = |label: &str, width: f32, right: bool| PrintedColumn {
        label: label.to_owned(),
        width,
        right,
    };
    let mut columns = vec![
        column("Poř.", 11.0, true),
        column("St. č.", 12.0, true),
        column("Příjmení a jméno", 50.0, false),
        column("Ročník", 13.0, true),
        column("Klub", if with_points { 34.0 } else { 46.0 }, false),
        column("Čas", 20.0, true),
        column("Ztráta", 18.0, true),
    ];
    if with_points {
        columns.push(column("FIS b.", 12.0, true));
    }
    let number = |value: Option<i32>| value.map(|value| value.to_string()).unwrap_or_default();
    let cells = rows
        .iter()
        .map(|row| {
            let time =
                display_time(row.total_time_ms).unwrap_or_else(|| row.status.code().to_owned());
            let mut cells = vec![
                number(row.rank),
                number(row.bib),
                format!("{} {}", row.last_name, row.first_name),
                number(row.birth_year),
                row.club
                    .clone()
                    .or_else(|| row.club_code.clone())
                    .unwrap_or_default(),
                time,
                display_time(row.difference_ms)
                    .map(|time| format!("+{time}"))
                    .unwrap_or_default(),
            ];
            if with_points {
                cells.push(display_points(row.fis_points).unwrap_or_default());
            }
            cells
        })
        .collect();
    let day = race
        .race_date
        .map_or_else(String::new, stopa_formats::czech::date);
    let mut lines = vec![
        [
            day.as_str(),
            race.place.as_deref().unwrap_or(event.place.as_str()),
        ]
        .iter()
        .filter(|part| !part.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" · "),
    ];
    if let Some(company) = &event.timekeeping_company_name {
        lines.push(format!("Časomíra: {company}"));
    }
    let table = PrintedTable {
        title: format!("{} – výsledky", event.name),
        lines,
        columns,
        sections: vec![PrintedTableSection {
            heading: race.name.clone(),
            note: String::new(),
            rows: cells,
        }],
        footer: format!(
            "Svaz lyžařů ČR · vytištěno {}",
            stopa_formats::czech::date(crate::today())
        ),
        empty: String::new(),
    };
    let bytes = app
        .file_work
        .run("result list pdf", move || {
            stopa_formats::table_pdf::render_table(&table)
        })
        .await?
        .map_err(|error| AppError::Internal(format!("result list pdf: {error}")))?;
    Ok(Download::pdf(
        format!("vysledky-{}-{}.pdf", event.racing_event_id, result_race_id),
        bytes,
    ))
}

/// Which result races of an event a workbook holds: `{source}` of
/// `/api/public/export/result/event/{event}-{source}.xlsx`.
///
/// The spec names the download without saying what `{source}` is. An event's results come
/// from two kinds of source, and the federation publishes them apart (the FIS races of a
/// FIS-listed event, the national categories of the clubs' timing tool), so `{source}` is:
/// `vse` (every published race), `fis` (races of FIS XML files) or `klub` (races of the
/// clubs' timing tool JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultSource {
    All,
    FisXml,
    ClubTool,
}

impl ResultSource {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "vse" => Some(Self::All),
            "fis" => Some(Self::FisXml),
            "klub" => Some(Self::ClubTool),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::All => "vse",
            Self::FisXml => "fis",
            Self::ClubTool => "klub",
        }
    }

    /// Whether a result race came from this source (the club tool's races are keyed `CT:`).
    fn holds(self, race: &ResultRaceRow) -> bool {
        let club_tool = race.source_key.starts_with("CT:");
        match self {
            Self::All => true,
            Self::FisXml => !club_tool,
            Self::ClubTool => club_tool,
        }
    }
}

/// Most result races one event workbook holds (an event has a few dozen).
pub(super) const EVENT_WORKBOOK_RACES: usize = 200;

/// An event's published result races of one source as one workbook, a sheet per race in
/// race order (`/api/public/export/result/event/{event}-{source}.xlsx`). An event without
/// such races gives a workbook saying so, as its page does; an event the asker may not see
/// is NOT_FOUND.
pub async fn event_results_xlsx(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    source: ResultSource,
) -> AppResult<Download> {
    let event = visible(app, actor, racing_event_id).await?;
    let races = db::list_result_races(&app.pool, racing_event_id, true).await?;
    let mut races_rows = Vec::new();
    for race in races
        .into_iter()
        .filter(|race| source.holds(race))
        .take(EVENT_WORKBOOK_RACES)
    {
        let rows = db::result_rows(&app.pool, race.result_race_id).await?;
        races_rows.push((race, rows));
    }
    // Writing a workbook of many races is CPU work: off the request threads.
    let bytes = app
        .file_work
        .run("event results xlsx", move || {
            let sheets: Vec<_> = races_rows
                .iter()
                .map(|(race, rows)| race_sheet(race, &event, rows))
                .collect();
            xlsx::result_workbook(&sheets)
        })
        .await?
        .map_err(|error| AppError::Internal(format!("event results xlsx: {error}")))?;
    Ok(Download::xlsx_bytes(
        format!("vysledky-{}-{}.xlsx", racing_event_id, source.code()),
        bytes,
    ))
}

/// A published result race as FIS XML (`/api/public/export/result/race/{id}.xml`): the
/// current layout of its sector, read back equal by Stopa's own import.
pub async fn result_race_xml(app: &App, actor: &Actor, result_race_id: i64) -> AppResult<Download> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    if !race.status.is_public() {
        return Err(AppError::NotFound);
    }
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let hundredths = |value: Option<i32>| value.map(|value| formats::Hundredths(i64::from(value)));
    let unsigned = |value: Option<i32>| value.and_then(|value| u32::try_from(value).ok());
    let file_rows =
        rows.iter()
            .map(|row| ResultRow {
                rank: unsigned(row.rank),
                bib: unsigned(row.bib),
                fis_code: row.fis_code.clone(),
                national_code: None,
                last_name: row.last_name.clone(),
                first_name: row.first_name.clone(),
                nation: row.nation.clone(),
                club: row.club.clone(),
                club_code: row.club_code.clone(),
                birth_year: row.birth_year,
                sex: row.sex,
                runs: runs_of(&row.runs)
                    .into_iter()
                    .map(|run| formats::Run {
                        kind: if run.jump {
                            RunKind::Jump
                        } else {
                            RunKind::Run
                        },
                        number: u8::try_from(run.number).unwrap_or(1),
                        time: match (run.time_ms, run.status.as_deref()) {
                            (Some(ms), _) => u32::try_from(ms)
                                .ok()
                                .map(|milliseconds| RunTime::Finished { milliseconds }),
                            (None, Some(code)) => stopa_domain::results::ResultStatus::parse(code)
                                .map(RunTime::Status),
                            (None, None) => None,
                        },
                        distance: hundredths(run.distance),
                        points: hundredths(run.points),
                    })
                    .collect(),
                total_time_ms: unsigned(row.total_time_ms),
                difference_ms: unsigned(row.difference_ms),
                fis_points: hundredths(row.fis_points),
                race_points: hundredths(row.race_points),
                score: hundredths(row.score),
                status: row.status,
                status_run: row.status_run.and_then(|run| u8::try_from(run).ok()),
            })
            .collect();
    let file_race = Race {
        source_file: None,
        sector: race
            .sector
            .as_deref()
            .and_then(formats::Sector::parse)
            .unwrap_or(formats::Sector::CrossCountry),
        codex: race.codex.clone(),
        national_code: None,
        discipline: race.discipline.clone(),
        gender: race.gender_group,
        season: None,
        date: race.race_date.or(Some(event.date_from)),
        place: race.place.clone().or_else(|| Some(event.place.clone())),
        nation: None,
        category: race.category.clone(),
        event_name: Some(event.name.clone()),
        run_count: u8::try_from(race.run_count.max(1)).unwrap_or(1),
        penalty: hundredths(race.penalty),
        f_value: hundredths(race.f_value),
        club_tool: None,
        rows: file_rows,
    };
    let bytes = fis_xml::write(&ParsedResults {
        races: vec![file_race],
        problems: Vec::new(),
    });
    Ok(Download::xml_bytes(
        format!("vysledky-{}-{}.xml", event.racing_event_id, result_race_id),
        bytes,
    ))
}
