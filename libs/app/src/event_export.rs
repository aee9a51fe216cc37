//! The downloads of an event's entries (spec §7 `/api/public/export/racing/event/{event}/…`)
//! and the public calendar as iCalendar.
//!
//! Everybody who sees the event downloads its entries (a published event: everybody; a hidden
//! one: its managers, its organising club and its timekeeping company — `visible`). The files
//! carry names, birth years, sex, clubs, categories, bibs and the register's and FIS numbers —
//! never birth dates or birth numbers. Withdrawn entries are never in them.
//!
//! The layouts (also in the README):
//! - `registration-csv`: every entry by race, category and bib/name — UTF-8 CSV for Czech Excel
//!   (BOM, `;`), columns `Závod;Datum;Kategorie;St. číslo;Příjmení;Jméno;Ročník;Pohlaví;Klub;
//!   Kód klubu;Stát;Reg. číslo;FIS kód;Pozdní přihláška`.
//! - `registration-csv-by-club`: the same entries grouped by club (what a club's leader checks
//!   and pays), columns `Klub;Kód klubu;Příjmení;Jméno;Ročník;Pohlaví;Závod;Kategorie;St. číslo`.
//! - `registration-old-csv`: the previous system's file that older timing and results tools
//!   still read — Windows-1250, `;`, ASCII headers `PRIJMENI;JMENO;ROCNIK;POHLAVI;ODDIL;
//!   KATEGORIE;ZAVOD;REG_CISLO;STC` (POHLAVI `M`/`Z`, ODDIL the club's short name).
//! - `registration-csv-cx?race={race}&encoding=utf8|cp1250`: the cross-country timing import
//!   (one race; English headers the timing programs map by name) `Bib;Lastname;Firstname;
//!   Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race`, Gender `M`/`L`
//!   as FIS writes it, Nation ISO alpha-3; UTF-8 without BOM by default (`cp1250` for the
//!   older programs).

use chrono::Utc;
use stopa_db::racing_event::{self as db, EntryFilter, EntryRow, EventFilter};
use stopa_domain::member::Sex;
use stopa_domain::policy::EventListScope;
use stopa_formats::ical::{self, CalendarEvent};

use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::racing_event::visible;
use crate::{Actor, App};

/// The four entry downloads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryLayout {
    Registration,
    ByClub,
    Old,
    CrossCountry,
}

impl EntryLayout {
    /// The layout of a URL's last segment.
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "registration-csv" => Self::Registration,
            "registration-csv-by-club" => Self::ByClub,
            "registration-old-csv" => Self::Old,
            "registration-csv-cx" => Self::CrossCountry,
            _ => return None,
        })
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::Registration => "registration-csv",
            Self::ByClub => "registration-csv-by-club",
            Self::Old => "registration-old-csv",
            Self::CrossCountry => "registration-csv-cx",
        }
    }
}

/// The text encoding of the cross-country file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CxEncoding {
    #[default]
    Utf8,
    Cp1250,
}

impl CxEncoding {
    pub fn parse(text: &str) -> Option<Self> {
        match text.to_ascii_lowercase().as_str() {
            "utf8" | "utf-8" => Some(Self::Utf8),
            "cp1250" | "windows-1250" => Some(Self::Cp1250),
            _ => None,
        }
    }
}

/// What the cx download asks for.
#[derive(Debug, Clone, Copy, Default)]
pub struct CxRequest {
    pub race_id: Option<i64>,
    pub encoding: CxEncoding,
}

fn bib(entry: &EntryRow) -> String {
    entry.bib.map(|bib| bib.to_string()).unwrap_or_default()
}

fn number(value: Option<i32>) -> String {
    value.map(|value| value.to_string()).unwrap_or_default()
}

fn club_code(entry: &EntryRow) -> String {
    entry.club_code.clone().unwrap_or_default()
}

fn short_club(entry: &EntryRow) -> String {
    entry
        .club_short_name
        .clone()
        .filter(|name| !name.trim().is_empty())
        .unwrap_or_else(|| entry.club())
}

#[expect(
    clippy::needless_pass_by_value,
    reason = "used as `map_err(write_error)`"
)]
fn write_error(error: std::io::Error) -> AppError {
    AppError::Internal(format!("writing CSV: {error}"))
}

/// The rows of the Excel layouts.
pub(crate) fn excel(
    header: &[&str],
    rows: impl IntoIterator<Item = Vec<String>>,
) -> AppResult<Vec<u8>> {
    let mut writer = stopa_formats::csv_excel::ExcelCsvWriter::new();
    writer
        .write_record(header.iter().copied())
        .map_err(write_error)?;
    for row in rows {
        writer
            .write_record(row.iter().map(String::as_str))
            .map_err(write_error)?;
    }
    writer.take_bytes().map_err(write_error)
}

/// A plain `;` CSV (no BOM) in UTF-8 or Windows-1250, cells escaped like every other export.
fn plain(header: &[&str], rows: &[Vec<String>], encoding: CxEncoding) -> AppResult<Vec<u8>> {
    let records = std::iter::once(header.to_vec()).chain(
        rows.iter()
            .map(|row| row.iter().map(String::as_str).collect()),
    );
    match encoding {
        CxEncoding::Cp1250 => stopa_formats::nsa::write_cp1250(records)
            .map(|(bytes, _)| bytes)
            .map_err(write_error),
        CxEncoding::Utf8 => stopa_formats::csv_excel::write_plain(records).map_err(write_error),
    }
}

/// The file of `layout` from an event's entries (pure: the tests call it directly).
pub fn entries_file(
    layout: EntryLayout,
    entries: &[EntryRow],
    encoding: CxEncoding,
) -> AppResult<Vec<u8>> {
    match layout {
        EntryLayout::Registration => excel(
            &[
                "Závod",
                "Datum",
                "Kategorie",
                "St. číslo",
                "Příjmení",
                "Jméno",
                "Ročník",
                "Pohlaví",
                "Klub",
                "Kód klubu",
                "Stát",
                "Reg. číslo",
                "FIS kód",
                "Pozdní přihláška",
            ],
            entries.iter().map(|entry| {
                vec![
                    entry.race_name.clone(),
                    stopa_formats::czech::date(entry.race_date),
                    entry.category_name.clone(),
                    bib(entry),
                    entry.last_name.clone(),
                    entry.first_name.clone(),
                    entry.birth_year.to_string(),
                    entry.sex.label().to_owned(),
                    entry.club(),
                    club_code(entry),
                    entry.nation.clone(),
                    number(entry.registration_number),
                    entry.fis_code.clone().unwrap_or_default(),
                    if entry.late { "ano" } else { "" }.to_owned(),
                ]
            }),
        ),
        EntryLayout::ByClub => {
            let mut sorted: Vec<&EntryRow> = entries.iter().collect();
            // Clubs in Czech order, then people; a stable sort keeps races in their order.
            sorted.sort_by_cached_key(|entry| {
                (
                    stopa_domain::text::fold(&entry.club()),
                    stopa_domain::text::fold(&entry.last_name),
                    stopa_domain::text::fold(&entry.first_name),
                )
            });
            excel(
                &[
                    "Klub",
                    "Kód klubu",
                    "Příjmení",
                    "Jméno",
                    "Ročník",
                    "Pohlaví",
                    "Závod",
                    "Kategorie",
                    "St. číslo",
                ],
                sorted.into_iter().map(|entry| {
                    vec![
                        entry.club(),
                        club_code(entry),
                        entry.last_name.clone(),
                        entry.first_name.clone(),
                        entry.birth_year.to_string(),
                        entry.sex.label().to_owned(),
                        entry.race_name.clone(),
                        entry.category_name.clone(),
                        bib(entry),
                    ]
                }),
            )
        }
        EntryLayout::Old => {
            let rows: Vec<Vec<String>> = entries
                .iter()
                .map(|entry| {
                    vec![
                        entry.last_name.clone(),
                        entry.first_name.clone(),
                        entry.birth_year.to_string(),
                        match entry.sex {
                            Sex::Male => "M",
                            Sex::Female => "Z",
                        }
                        .to_owned(),
                        short_club(entry),
                        entry.category_name.clone(),
                        entry.race_name.clone(),
                        number(entry.registration_number),
                        bib(entry),
                    ]
                })
                .collect();
            plain(
                &[
                    "PRIJMENI",
                    "JMENO",
                    "ROCNIK",
                    "POHLAVI",
                    "ODDIL",
                    "KATEGORIE",
                    "ZAVOD",
                    "REG_CISLO",
                    "STC",
                ],
                &rows,
                CxEncoding::Cp1250,
            )
        }
        EntryLayout::CrossCountry => {
            let rows: Vec<Vec<String>> = entries
                .iter()
                .map(|entry| {
                    vec![
                        bib(entry),
                        entry.last_name.clone(),
                        entry.first_name.clone(),
                        entry.birth_year.to_string(),
                        match entry.sex {
                            Sex::Male => "M",
                            Sex::Female => "L",
                        }
                        .to_owned(),
                        entry.nation.clone(),
                        entry.club(),
                        club_code(entry),
                        entry.category_name.clone(),
                        entry.fis_code.clone().unwrap_or_default(),
                        number(entry.registration_number),
                        entry.race_name.clone(),
                    ]
                })
                .collect();
            plain(
                &[
                    "Bib",
                    "Lastname",
                    "Firstname",
                    "Yearofbirth",
                    "Gender",
                    "Nation",
                    "Club",
                    "Clubcode",
                    "Category",
                    "Fiscode",
                    "Regnumber",
                    "Race",
                ],
                &rows,
                encoding,
            )
        }
    }
}

/// The file's name: `prihlasky-{event}.csv`, `-po-klubech`, `-puvodni-format`, and
/// `-casomira` (with `-zavod-{race}` for one race).
fn file_name(racing_event_id: i64, layout: EntryLayout, race_id: Option<i64>) -> String {
    let suffix = match (layout, race_id) {
        (EntryLayout::Registration, _) => String::new(),
        (EntryLayout::ByClub, _) => "-po-klubech".to_owned(),
        (EntryLayout::Old, _) => "-puvodni-format".to_owned(),
        (EntryLayout::CrossCountry, Some(race)) => format!("-zavod-{race}-casomira"),
        (EntryLayout::CrossCountry, None) => "-casomira".to_owned(),
    };
    format!("prihlasky-{racing_event_id}{suffix}.csv")
}

/// An event's entries as `layout` (spec §7 public downloads).
pub async fn entries_download(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    layout: EntryLayout,
    cx: CxRequest,
) -> AppResult<Download> {
    let event = visible(app, actor, racing_event_id).await?;
    if let Some(race_id) = cx.race_id {
        let races = db::races_of_events(&app.pool, &[event.racing_event_id]).await?;
        if !races.iter().any(|race| race.race_id == race_id) {
            return Err(AppError::field("race", "Závod nepatří k této události."));
        }
    }
    let entries = db::list_entries(
        &app.pool,
        racing_event_id,
        EntryFilter {
            race_id: if layout == EntryLayout::CrossCountry {
                cx.race_id
            } else {
                None
            },
            club_id: None,
            with_withdrawn: false,
        },
    )
    .await?;
    let bytes = entries_file(layout, &entries, cx.encoding)?;
    let name = file_name(racing_event_id, layout, cx.race_id);
    let windows = layout == EntryLayout::Old
        || (layout == EntryLayout::CrossCountry && cx.encoding == CxEncoding::Cp1250);
    Ok(if windows {
        Download::cp1250_csv(name, bytes)
    } else {
        Download::csv_bytes(name, bytes)
    })
}

/// An event as calendar programs read it: its link, its place with the country's name abroad.
fn calendar_event(app: &App, row: &db::EventRow) -> CalendarEvent {
    let host = app
        .public_url
        .split("://")
        .nth(1)
        .unwrap_or("stopa")
        .trim_end_matches('/');
    let base = app.public_url.trim_end_matches('/');
    CalendarEvent {
        uid: format!("stopa-event-{}@{host}", row.racing_event_id),
        summary: row.name.clone(),
        location: stopa_domain::country::place_with_country(&row.place, &row.country),
        description: format!(
            "{} · {} · pořadatel: {}",
            row.department_name,
            row.category.label(),
            row.organiser()
        ),
        url: format!(
            "{base}/kalendar-a-vysledky/{}/informace-o-zavode",
            row.racing_event_id
        ),
        date_from: row.date_from,
        date_to: row.date_to,
        latitude: row.latitude,
        longitude: row.longitude,
        cancelled: row.publication_status
            == Some(stopa_domain::racing_event::PublicationStatus::Canceled),
        updated_at: row.updated_at,
    }
}

/// One event as iCalendar (`zavod-{id}.ics`, "Přidat do kalendáře"): whoever sees the event.
/// Its UID is the feeds', so a calendar subscribed to a feed keeps one copy.
pub async fn event_ical(app: &App, actor: &Actor, racing_event_id: i64) -> AppResult<Download> {
    let row = visible(app, actor, racing_event_id).await?;
    let text = ical::calendar(&row.name, &[calendar_event(app, &row)], Utc::now());
    Ok(Download::calendar(
        format!("zavod-{racing_event_id}.ics"),
        text.into_bytes(),
    ))
}

/// The most events a feed holds.
const FEED_EVENTS: i64 = 1000;

/// The public calendar of a department (None: every department) as iCalendar: published and
/// cancelled events from 30 days back on. `public_url` makes each event's link.
pub async fn calendar_feed(app: &App, department_code: Option<&str>) -> AppResult<Download> {
    let department = match department_code {
        None => None,
        Some(code) => Some(
            stopa_db::codebook::department_by_code(&app.pool, code)
                .await?
                .ok_or(AppError::NotFound)?,
        ),
    };
    let filter = EventFilter {
        department_id: department.as_ref().map(|(id, _)| *id),
        from: crate::today().checked_sub_days(chrono::Days::new(30)),
        ..EventFilter::default()
    };
    let (rows, _) = db::list_events(
        &app.pool,
        EventListScope::PublishedOnly,
        &filter,
        db::EventOrder::Earliest,
        FEED_EVENTS,
        0,
    )
    .await?;
    let events: Vec<CalendarEvent> = rows.iter().map(|row| calendar_event(app, row)).collect();
    let name = department.map_or_else(
        || "SLČR – kalendář závodů".to_owned(),
        |(_, name)| format!("SLČR – {name}"),
    );
    let text = ical::calendar(&name, &events, Utc::now());
    Ok(Download::calendar(
        format!("kalendar-{}.ics", department_code.unwrap_or("vse")),
        text.into_bytes(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use stopa_domain::racing_event::{EntryState, EntryVia};

    fn entry(last: &str, first: &str, club: Option<&str>, bib: Option<i32>) -> EntryRow {
        EntryRow {
            race_entry_id: 1,
            race_id: 10,
            race_name: "Sprint volně".to_owned(),
            race_date: NaiveDate::from_ymd_opt(2027, 1, 9).unwrap(),
            racing_category_id: 5,
            category_name: "Žákyně mladší".to_owned(),
            member_id: Some(7),
            registration_number: Some(512_345),
            fis_code: None,
            first_name: first.to_owned(),
            last_name: last.to_owned(),
            birth_year: 2014,
            sex: Sex::Female,
            club_id: club.map(|_| 3),
            club_code: club.map(|_| "LBC".to_owned()),
            club_name: club.map(str::to_owned),
            club_short_name: club.map(|_| "SKI Jizerská".to_owned()),
            club_text: None,
            nation: "CZE".to_owned(),
            bib,
            state: EntryState::Entered,
            late: false,
            entered_via: EntryVia::Club,
            created_at: Utc::now(),
            withdrawn_at: None,
        }
    }

    #[test]
    fn the_registration_file_is_excel_csv_with_czech_headers() {
        let rows = [entry(
            "Nováková",
            "Eliška",
            Some("Ski klub Jizerská, z. s."),
            Some(12),
        )];
        let text = String::from_utf8(
            entries_file(EntryLayout::Registration, &rows, CxEncoding::Utf8).unwrap(),
        )
        .unwrap();
        assert!(text.starts_with('\u{feff}'));
        let mut lines = text.trim_start_matches('\u{feff}').split("\r\n");
        assert!(
            lines
                .next()
                .unwrap()
                .starts_with("Závod;Datum;Kategorie;St. číslo;Příjmení")
        );
        assert_eq!(
            lines.next().unwrap(),
            "Sprint volně;9. 1. 2027;Žákyně mladší;12;Nováková;Eliška;2014;žena;Ski klub Jizerská, z. s.;LBC;CZE;512345;;"
        );
    }

    #[test]
    fn the_old_file_is_windows_1250_with_ascii_headers() {
        let rows = [entry("Šťastná", "Žofie", Some("Ski klub"), None)];
        let bytes = entries_file(EntryLayout::Old, &rows, CxEncoding::Utf8).unwrap();
        let (text, _, bad) = encoding_rs::WINDOWS_1250.decode(&bytes);
        assert!(!bad);
        assert!(bytes.iter().all(|b| *b != 0xC5), "not UTF-8");
        assert_eq!(
            text,
            "PRIJMENI;JMENO;ROCNIK;POHLAVI;ODDIL;KATEGORIE;ZAVOD;REG_CISLO;STC\r\n\
             Šťastná;Žofie;2014;Z;SKI Jizerská;Žákyně mladší;Sprint volně;512345;\r\n"
        );
    }

    #[test]
    fn the_cx_file_names_columns_for_timing_software_and_escapes_formulas() {
        let mut guest = entry("=HYPERLINK(\"x\")", "Anna", None, Some(3));
        guest.club_text = Some("@SK Oberwiesenthal".to_owned());
        guest.nation = "GER".to_owned();
        let text = String::from_utf8(
            entries_file(EntryLayout::CrossCountry, &[guest], CxEncoding::Utf8).unwrap(),
        )
        .unwrap();
        let mut lines = text.split("\r\n");
        assert_eq!(
            lines.next().unwrap(),
            "Bib;Lastname;Firstname;Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race"
        );
        assert_eq!(
            lines.next().unwrap(),
            "3;\"'=HYPERLINK(\"\"x\"\")\";Anna;2014;L;GER;'@SK Oberwiesenthal;;Žákyně mladší;;512345;Sprint volně"
        );
    }

    #[test]
    fn the_club_file_groups_by_club_in_czech_order() {
        let rows = [
            entry("Adam", "Petr", Some("Žilina"), None),
            entry("Černý", "Jan", Some("Bedřichov"), None),
            entry("Bílý", "Jan", Some("Bedřichov"), None),
        ];
        let text =
            String::from_utf8(entries_file(EntryLayout::ByClub, &rows, CxEncoding::Utf8).unwrap())
                .unwrap();
        let names: Vec<&str> = text
            .split("\r\n")
            .skip(1)
            .filter(|line| !line.is_empty())
            .map(|line| line.split(';').nth(2).unwrap())
            .collect();
        assert_eq!(names, ["Bílý", "Černý", "Adam"]);
    }

    #[test]
    fn files_are_named_in_czech() {
        assert_eq!(
            file_name(7, EntryLayout::Registration, None),
            "prihlasky-7.csv"
        );
        assert_eq!(
            file_name(7, EntryLayout::ByClub, None),
            "prihlasky-7-po-klubech.csv"
        );
        assert_eq!(
            file_name(7, EntryLayout::Old, None),
            "prihlasky-7-puvodni-format.csv"
        );
        assert_eq!(
            file_name(7, EntryLayout::CrossCountry, Some(3)),
            "prihlasky-7-zavod-3-casomira.csv"
        );
    }

    #[test]
    fn layouts_parse_from_their_url_segment() {
        for layout in [
            EntryLayout::Registration,
            EntryLayout::ByClub,
            EntryLayout::Old,
            EntryLayout::CrossCountry,
        ] {
            assert_eq!(EntryLayout::parse(layout.code()), Some(layout));
        }
        assert_eq!(EntryLayout::parse("registration.xlsx"), None);
        assert_eq!(CxEncoding::parse("CP1250"), Some(CxEncoding::Cp1250));
    }
}
