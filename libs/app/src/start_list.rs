//! Start lists (issue 29; the rules: `stopa_domain::start_list`): the event's managers choose
//! how each race starts and publish its start list; everybody who sees the event reads the
//! published ones at its `startovni-listina` tab and downloads them as CSV or XLSX. Who may
//! change them is who may change the event (`policy::racing_event_access`, as for bibs); the
//! managers also see the lists not yet published, marked so.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use stopa_db::racing_event::{self as db, EntryFilter, EntryRow, RaceRow, StartListRow};
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::start_list::{StartMode, StartSettings};
use stopa_formats::workbook::{Cell, ListSheet};

use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::racing_event::{facts, visible, writable};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// One starter of a start list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Starter {
    /// The place in the race's start order, from 1.
    pub order: i32,
    pub bib: Option<i32>,
    /// The member's public page; none for a non-member.
    pub member_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    /// The register's club, else what a non-member wrote.
    pub club_name: String,
    /// ISO alpha-3.
    pub nation: String,
    /// None without start times (bibs only).
    pub start_time: Option<NaiveTime>,
    /// The wave (from 1) of a mass start in waves.
    pub wave: Option<i32>,
}

/// The starters of one category, in start order.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct StartCategory {
    pub racing_category_id: i64,
    pub name: String,
    pub starters: Vec<Starter>,
}

/// A race's start list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RaceStartList {
    pub race_id: i64,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub mode: StartMode,
    pub mode_label: String,
    pub first_start: Option<NaiveTime>,
    pub interval_seconds: Option<i32>,
    pub wave_size: Option<i32>,
    /// None: not public (only the managers see it).
    pub published_at: Option<DateTime<Utc>>,
    /// Entered athletes without a bib (the list is published only without any).
    pub without_bib: i32,
    pub categories: Vec<StartCategory>,
}

/// What the asker reads of an event's start lists.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct EventStartLists {
    /// The asker may change the start lists (and sees those not published).
    pub can_manage: bool,
    /// The races' lists: every race for the managers, the published ones for everybody else.
    pub races: Vec<RaceStartList>,
}

/// A race's start settings as the managers send them.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "StartListInput"))]
pub struct StartListRequest {
    pub racing_event_id: i64,
    pub race_id: i64,
    pub mode: StartMode,
    pub first_start: Option<NaiveTime>,
    pub interval_seconds: Option<i32>,
    pub wave_size: Option<i32>,
}

fn settings_of(row: Option<&StartListRow>) -> StartSettings {
    row.map_or(StartSettings::bibs_only(), |row| StartSettings {
        mode: row.start_mode,
        first_start: row.first_start,
        interval_seconds: row.interval_seconds,
        wave_size: row.wave_size,
    })
}

/// The start list of `race` from the event's entries (those of other races are skipped):
/// the start order is the bib order, then the name (entries without a bib last).
fn race_list(
    race: &RaceRow,
    row: Option<&StartListRow>,
    categories: &[db::CategoryRow],
    entries: &[EntryRow],
) -> RaceStartList {
    let settings = settings_of(row);
    let mut own: Vec<&EntryRow> = entries
        .iter()
        .filter(|entry| entry.race_id == race.race_id)
        .collect();
    own.sort_by_key(|entry| (entry.bib.is_none(), entry.bib));
    let mut lists: Vec<StartCategory> = categories
        .iter()
        .filter(|category| category.race_id == race.race_id)
        .map(|category| StartCategory {
            racing_category_id: category.racing_category_id,
            name: category.name.clone(),
            starters: Vec::new(),
        })
        .collect();
    let mut without_bib = 0;
    for (position, entry) in own.iter().enumerate() {
        if entry.bib.is_none() {
            without_bib += 1;
        }
        let starter = Starter {
            order: i32::try_from(position + 1).unwrap_or(i32::MAX),
            bib: entry.bib,
            member_id: entry.member_id,
            first_name: entry.first_name.clone(),
            last_name: entry.last_name.clone(),
            birth_year: entry.birth_year,
            club_name: entry.club(),
            nation: entry.nation.clone(),
            start_time: entry.bib.and_then(|_| settings.start_time(position)),
            wave: entry
                .bib
                .and_then(|_| settings.wave(position))
                .map(|wave| i32::try_from(wave).unwrap_or(i32::MAX)),
        };
        if let Some(list) = lists
            .iter_mut()
            .find(|list| list.racing_category_id == entry.racing_category_id)
        {
            list.starters.push(starter);
        }
    }
    lists.retain(|list| !list.starters.is_empty());
    RaceStartList {
        race_id: race.race_id,
        race_name: race.name.clone(),
        race_date: race.race_date,
        mode: settings.mode,
        mode_label: settings.mode.label().to_owned(),
        first_start: settings.first_start,
        interval_seconds: settings.interval_seconds,
        wave_size: settings.wave_size,
        published_at: row.and_then(|row| row.published_at),
        without_bib,
        categories: lists,
    }
}

/// An event's start lists as the asker may read them.
pub async fn start_lists(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventStartLists> {
    let event = visible(app, actor, racing_event_id).await?;
    let can_manage =
        policy::racing_event_access(&actor.identity, &facts(&event)) == AccessLevel::Write;
    let rows = db::start_lists_of_event(&app.pool, racing_event_id).await?;
    let races: Vec<RaceRow> = db::races_of_events(&app.pool, &[racing_event_id])
        .await?
        .into_iter()
        .filter(|race| {
            can_manage
                || rows
                    .iter()
                    .any(|row| row.race_id == race.race_id && row.published_at.is_some())
        })
        .collect();
    if races.is_empty() {
        return Ok(EventStartLists {
            can_manage,
            races: Vec::new(),
        });
    }
    let race_ids: Vec<i64> = races.iter().map(|race| race.race_id).collect();
    let categories = db::categories_of_races(&app.pool, &race_ids).await?;
    let entries = db::list_entries(&app.pool, racing_event_id, EntryFilter::default()).await?;
    Ok(EventStartLists {
        can_manage,
        races: races
            .iter()
            .map(|race| {
                let row = rows.iter().find(|row| row.race_id == race.race_id);
                race_list(race, row, &categories, &entries)
            })
            .collect(),
    })
}

/// The race of the event, read inside the write (the event is locked by `writable`).
async fn race_of(
    write: &mut AuditedWrite,
    racing_event_id: i64,
    race_id: i64,
) -> AppResult<RaceRow> {
    db::races_of_events(write.tx(), &[racing_event_id])
        .await?
        .into_iter()
        .find(|race| race.race_id == race_id)
        .ok_or_else(|| AppError::field("raceId", "Závod nepatří k této události."))
}

/// Saves how a race starts (the event's managers); a published list shows the new times at
/// once.
pub async fn save_start_list(app: &App, actor: &Actor, request: StartListRequest) -> AppResult<()> {
    let settings = StartSettings {
        mode: request.mode,
        first_start: request.first_start,
        interval_seconds: request.interval_seconds,
        wave_size: request.wave_size,
    }
    .checked()
    .map_err(|problem| AppError::field(problem.field, problem.message))?;
    let mut write = AuditedWrite::begin(app, actor, "race_start_list").await?;
    writable(&mut write, actor, request.racing_event_id).await?;
    race_of(&mut write, request.racing_event_id, request.race_id).await?;
    db::save_start_settings(
        write.tx(),
        request.race_id,
        settings.mode,
        settings.first_start,
        settings.interval_seconds,
        settings.wave_size,
    )
    .await?;
    write
        .audit(
            "update",
            request.race_id,
            None::<&()>,
            Some(&serde_json::json!({
                "mode": settings.mode,
                "firstStart": settings.first_start,
                "intervalSeconds": settings.interval_seconds,
                "waveSize": settings.wave_size,
            })),
        )
        .await?;
    write.commit().await
}

/// Publishes a race's start list or takes it back (the event's managers). A list is published
/// only when every entered athlete has a bib (read under the event's lock, which every entry
/// change takes too).
pub async fn publish_start_list(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    race_id: i64,
    published: bool,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "race_start_list").await?;
    writable(&mut write, actor, racing_event_id).await?;
    let race = race_of(&mut write, racing_event_id, race_id).await?;
    if published {
        let missing = db::entries_without_bib(write.tx(), race_id).await?;
        if missing > 0 {
            return Err(AppError::field(
                "raceId",
                format!(
                    "Startovní listinu závodu {} nelze zveřejnit: {} bez startovního čísla. \
                     Nejdřív přidělte čísla.",
                    race.name,
                    without_bib_text(missing)
                ),
            ));
        }
    }
    db::set_start_list_published(write.tx(), race_id, published, actor.account_id()).await?;
    write
        .audit(
            if published { "publish" } else { "unpublish" },
            race_id,
            None::<&()>,
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// "1 přihlášený je", "3 přihlášení jsou", "5 přihlášených je".
fn without_bib_text(count: i64) -> String {
    match count {
        1 => "1 přihlášený je".to_owned(),
        2..=4 => format!("{count} přihlášení jsou"),
        _ => format!("{count} přihlášených je"),
    }
}

/// The files of the start lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartListFile {
    Csv,
    Xlsx,
    /// A4, a page per category under the event, its days, place and timing.
    Pdf,
}

impl StartListFile {
    /// The file of an export path's last segment (`start-list-csv`, `start-list-xlsx`).
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "start-list-csv" => Some(Self::Csv),
            "start-list-xlsx" => Some(Self::Xlsx),
            "start-list-pdf" => Some(Self::Pdf),
            _ => None,
        }
    }
}

const HEADER: [&str; 11] = [
    "Závod",
    "Datum",
    "Kategorie",
    "Pořadí",
    "St. číslo",
    "Start",
    "Příjmení",
    "Jméno",
    "Ročník",
    "Klub",
    "Stát",
];

fn time_text(time: Option<NaiveTime>) -> String {
    time.map(|time| time.format("%H:%M:%S").to_string())
        .unwrap_or_default()
}

/// The published start lists of an event (for everybody, its managers too: a download is what
/// the public reads) as one CSV (Excel's `;` with a BOM), one workbook or one PDF, a row per
/// starter.
pub async fn start_list_download(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    file: StartListFile,
) -> AppResult<Download> {
    let lists = start_lists(app, actor, racing_event_id).await?;
    let races: Vec<&RaceStartList> = lists
        .races
        .iter()
        .filter(|race| race.published_at.is_some())
        .collect();
    if races.is_empty() {
        return Err(AppError::NotFound);
    }
    let rows = races.iter().flat_map(|race| {
        race.categories.iter().flat_map(move |category| {
            category
                .starters
                .iter()
                .map(move |starter| (*race, category, starter))
        })
    });
    let name = format!("startovni-listina-{racing_event_id}");
    if file == StartListFile::Pdf {
        let event = visible(app, actor, racing_event_id).await?;
        return start_list_pdf(app, &event, &races, name).await;
    }
    match file {
        StartListFile::Pdf => Err(AppError::NotFound),
        StartListFile::Csv => {
            let bytes = crate::event_export::excel(
                &HEADER,
                rows.map(|(race, category, starter)| {
                    vec![
                        race.race_name.clone(),
                        stopa_formats::czech::date(race.race_date),
                        category.name.clone(),
                        starter.order.to_string(),
                        starter.bib.map(|bib| bib.to_string()).unwrap_or_default(),
                        time_text(starter.start_time),
                        starter.last_name.clone(),
                        starter.first_name.clone(),
                        starter.birth_year.to_string(),
                        starter.club_name.clone(),
                        starter.nation.clone(),
                    ]
                }),
            )?;
            Ok(Download::csv_bytes(format!("{name}.csv"), bytes))
        }
        StartListFile::Xlsx => {
            let cells: Vec<Vec<Cell>> = rows
                .map(|(race, category, starter)| {
                    vec![
                        Cell::Text(race.race_name.clone()),
                        Cell::Date(race.race_date),
                        Cell::Text(category.name.clone()),
                        Cell::Number(f64::from(starter.order)),
                        starter
                            .bib
                            .map_or(Cell::Empty, |bib| Cell::Number(f64::from(bib))),
                        Cell::text(
                            starter
                                .start_time
                                .map(|time| time.format("%H:%M:%S").to_string())
                                .as_deref(),
                        ),
                        Cell::Text(starter.last_name.clone()),
                        Cell::Text(starter.first_name.clone()),
                        Cell::Number(f64::from(starter.birth_year)),
                        Cell::Text(starter.club_name.clone()),
                        Cell::Text(starter.nation.clone()),
                    ]
                })
                .collect();
            let event = visible(app, actor, racing_event_id).await?;
            let about = [
                ("Událost", event.name.clone()),
                (
                    "Závody",
                    races
                        .iter()
                        .map(|race| format!("{} ({})", race.race_name, race.mode_label))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                ("Vytvořeno", stopa_formats::czech::date(crate::today())),
                ("Řádků", cells.len().to_string()),
            ];
            let bytes = app
                .file_work
                .run("start list xlsx", move || {
                    stopa_formats::workbook::list_workbook(&ListSheet {
                        name: "Startovní listina",
                        header: &HEADER,
                        rows: &cells,
                        about: &about,
                    })
                })
                .await?
                .map_err(|error| AppError::Internal(format!("start list xlsx: {error}")))?;
            Ok(Download::xlsx_bytes(format!("{name}.xlsx"), bytes))
        }
    }
}

/// The published start lists as an A4 PDF: every page headed by the event, its days and place
/// and its timing; each category of each race on a page of its own.
async fn start_list_pdf(
    app: &App,
    event: &db::EventRow,
    races: &[&RaceStartList],
    name: String,
) -> AppResult<Download> {
    use stopa_formats::table_pdf::{PrintedColumn, PrintedTable, PrintedTableSection};
    let column = |label: &str, width: f32, right: bool| PrintedColumn {
        label: label.to_owned(),
        width,
        right,
    };
    let mut lines = vec![format!(
        "{} · {}",
        stopa_formats::czech::date_range(event.date_from, event.date_to),
        stopa_domain::country::place_with_country(&event.place, &event.country)
    )];
    if let Some(company) = &event.timekeeping_company_name {
        lines.push(format!("Časomíra: {company}"));
    }
    let sections = races
        .iter()
        .flat_map(|race| {
            race.categories
                .iter()
                .map(move |category| PrintedTableSection {
                    heading: format!("{} – {}", race.race_name, category.name),
                    note: format!(
                        "{} · {}",
                        stopa_formats::czech::date(race.race_date),
                        describe(race)
                    ),
                    rows: category
                        .starters
                        .iter()
                        .map(|starter| {
                            vec![
                                starter.bib.map(|bib| bib.to_string()).unwrap_or_default(),
                                time_text(starter.start_time),
                                format!("{} {}", starter.last_name, starter.first_name),
                                starter.birth_year.to_string(),
                                starter.club_name.clone(),
                                starter.nation.clone(),
                            ]
                        })
                        .collect(),
                })
        })
        .collect();
    let table = PrintedTable {
        title: format!("{} – startovní listina", event.name),
        lines,
        columns: vec![
            column("St. č.", 14.0, true),
            column("Start", 20.0, false),
            column("Příjmení a jméno", 56.0, false),
            column("Ročník", 15.0, true),
            column("Klub", 50.0, false),
            column("Stát", 15.0, false),
        ],
        sections,
        footer: format!(
            "Svaz lyžařů ČR · vytištěno {}",
            stopa_formats::czech::date(crate::today())
        ),
        empty: "Startovní listina zatím není zveřejněná.".to_owned(),
    };
    let bytes = app
        .file_work
        .run("start list pdf", move || {
            stopa_formats::table_pdf::render_table(&table)
        })
        .await?
        .map_err(|error| AppError::Internal(format!("start list pdf: {error}")))?;
    Ok(Download::pdf(format!("{name}.pdf"), bytes))
}

/// How the race starts, in a line: "Intervalový start, první start 10:00:00, interval 30 s".
fn describe(race: &RaceStartList) -> String {
    let mut parts = vec![race.mode_label.clone()];
    if let Some(first) = race.first_start {
        parts.push(format!("první start {}", first.format("%H:%M:%S")));
    }
    match race.mode {
        StartMode::Interval => {
            if let Some(seconds) = race.interval_seconds {
                parts.push(format!("interval {seconds} s"));
            }
        }
        StartMode::Mass => {
            if let Some(size) = race.wave_size {
                parts.push(format!(
                    "vlny po {size}, odstup {} s",
                    race.interval_seconds.unwrap_or(0)
                ));
            }
        }
        StartMode::BibsOnly => {}
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::without_bib_text;

    #[test]
    fn counts_athletes_without_a_bib_in_czech() {
        assert_eq!(without_bib_text(1), "1 přihlášený je");
        assert_eq!(without_bib_text(3), "3 přihlášení jsou");
        assert_eq!(without_bib_text(12), "12 přihlášených je");
    }
}
