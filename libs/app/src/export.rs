//! The file exports of spec §7 (`/api/{role}/export/...`): each one checks the policy with the
//! URL's role prefix, reads its rows within the actor's scope, writes the file and, when it
//! carries personal data, the audit entry. The REST adapter only sends the [`Download`].
//!
//! Every CSV cell goes through `stopa_formats::csv_excel::escape_formula`, whichever writer
//! (Excel UTF-8 or the NSA register's Windows-1250) writes it.

use std::pin::Pin;

use chrono::{Datelike as _, NaiveDate};
use futures::{Stream, StreamExt as _};
use stopa_db::club::{ClubFilter, ClubRow};
use stopa_db::member::NsaMemberRow;
use stopa_db::member_list::MemberListRow;
use stopa_domain::club::ClubState;
use stopa_domain::member::Sex;
use stopa_domain::policy::{self, ClubScope, Denied, Export};
use stopa_formats::csv_excel::ExcelCsvWriter;
use stopa_formats::czech;
use stopa_formats::nsa;

use crate::error::{AppError, AppResult};
use crate::member::MemberFilterRequest;
use crate::write::audit_access;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Bytes gathered before a chunk of a streamed export goes to the client.
const CHUNK_BYTES: usize = 64 * 1024;

/// The body of a download: whole, or streamed chunk by chunk.
pub enum DownloadBody {
    Bytes(Vec<u8>),
    Stream(Pin<Box<dyn Stream<Item = AppResult<Vec<u8>>> + Send>>),
}

impl std::fmt::Debug for DownloadBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Bytes(bytes) => write!(f, "Bytes({})", bytes.len()),
            Self::Stream(_) => f.write_str("Stream"),
        }
    }
}

/// How a client should keep a download.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caching {
    /// Never stored (exports, printed records: they may hold personal data).
    NoStore,
    /// Kept privately but checked each time (photos).
    PrivateRevalidate,
    /// Public and never changing (the content area's images, whose address holds a random key
    /// made for each upload): kept by browsers and proxies for a year.
    PublicImmutable,
}

/// A file to send.
#[derive(Debug)]
pub struct Download {
    /// The file name offered to save it under (with Czech letters); None for inline media.
    pub file_name: Option<String>,
    pub content_type: String,
    /// Shown in the browser (PDF, photos) rather than saved.
    pub inline: bool,
    pub caching: Caching,
    /// Served with `Content-Security-Policy: default-src 'none'`: never a document that may
    /// run anything (uploaded photos).
    pub sandboxed: bool,
    pub body: DownloadBody,
}

impl Download {
    fn csv(file_name: String, body: DownloadBody) -> Self {
        Self {
            file_name: Some(file_name),
            content_type: "text/csv; charset=utf-8".to_owned(),
            inline: false,
            caching: Caching::NoStore,
            sandboxed: false,
            body,
        }
    }

    /// A CSV built in memory.
    pub fn csv_bytes(file_name: String, bytes: Vec<u8>) -> Self {
        Self::csv(file_name, DownloadBody::Bytes(bytes))
    }

    /// A stored document (an event's proposition, start list…), saved rather than shown, and
    /// never run as a page (`default-src 'none'`).
    pub fn document(file_name: String, content_type: String, bytes: Vec<u8>) -> Self {
        Self {
            file_name: Some(file_name),
            content_type,
            inline: false,
            caching: Caching::PrivateRevalidate,
            sandboxed: true,
            body: DownloadBody::Bytes(bytes),
        }
    }

    /// A printed list (A4 PDF) to save: never kept by a browser or proxy, so a list taken back
    /// does not linger on a shared computer.
    pub fn pdf(file_name: String, bytes: Vec<u8>) -> Self {
        Self {
            file_name: Some(file_name),
            content_type: "application/pdf".to_owned(),
            inline: false,
            caching: Caching::NoStore,
            sandboxed: true,
            body: DownloadBody::Bytes(bytes),
        }
    }

    /// An iCalendar feed: shown to the calendar program that subscribes, checked each time.
    pub fn calendar(file_name: String, bytes: Vec<u8>) -> Self {
        Self {
            file_name: Some(file_name),
            content_type: "text/calendar; charset=utf-8".to_owned(),
            inline: true,
            caching: Caching::PrivateRevalidate,
            sandboxed: true,
            body: DownloadBody::Bytes(bytes),
        }
    }

    /// An Excel workbook built in memory.
    pub fn xlsx_bytes(file_name: String, bytes: Vec<u8>) -> Self {
        Self {
            content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                .to_owned(),
            ..Self::csv(file_name, DownloadBody::Bytes(bytes))
        }
    }

    pub fn xml_bytes(file_name: String, bytes: Vec<u8>) -> Self {
        Self {
            content_type: "application/xml; charset=utf-8".to_owned(),
            ..Self::csv(file_name, DownloadBody::Bytes(bytes))
        }
    }

    pub(crate) fn cp1250_csv(file_name: String, bytes: Vec<u8>) -> Self {
        Self {
            content_type: "text/csv; charset=windows-1250".to_owned(),
            ..Self::csv(file_name, DownloadBody::Bytes(bytes))
        }
    }
}

/// `{prefix}-{today}.csv`.
fn dated(prefix: &str) -> String {
    format!("{prefix}-{}.csv", crate::today().format("%Y-%m-%d"))
}

/// `D.M.YYYY`, as the NSA register reads dates (the other exports write dates as people
/// read them everywhere: `stopa_formats::czech::date`).
fn nsa_date(date: NaiveDate) -> String {
    date.format("%-d.%-m.%Y").to_string()
}

/// A small CSV for Czech Excel built in memory.
fn excel_csv(header: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> AppResult<Vec<u8>> {
    let mut writer = ExcelCsvWriter::new();
    let write = |writer: &mut ExcelCsvWriter| -> std::io::Result<Vec<u8>> {
        writer.write_record(header.iter().copied())?;
        for row in rows {
            writer.write_record(row.iter().map(String::as_str))?;
        }
        writer.take_bytes()
    };
    write(&mut writer).map_err(|error| AppError::Internal(format!("writing CSV: {error}")))
}

fn member_record(row: &MemberListRow, personal: bool) -> Vec<String> {
    let sex = row.sex.label();
    let mut record = vec![
        row.registration_number.to_string(),
        row.last_name.clone(),
        row.first_name.clone(),
        sex.to_owned(),
        row.birth_date.year().to_string(),
    ];
    if personal {
        record.push(czech::date(row.birth_date));
        record.push(row.birth_number.clone().unwrap_or_default());
    }
    record.push(row.club_short_name.clone().unwrap_or_default());
    record.push(row.club_name.clone().unwrap_or_default());
    record.push(row.region_name.clone().unwrap_or_default());
    record.push(czech::optional_date(row.member_since));
    record
}

/// `members-all-csv`: every member the identity may list (the grid's scope, filter and
/// checks), CSV for Czech Excel, streamed. Personal columns only for those allowed, and such a
/// download is written to the audit log.
pub async fn members_all_csv(
    app: &App,
    actor: &Actor,
    role: &str,
    filter: MemberFilterRequest,
) -> AppResult<Download> {
    policy::check_export(&actor.identity, Export::MembersAllCsv, role)?;
    let filter = MemberFilterRequest {
        archived: false,
        ..filter
    };
    let (access, checked) = crate::member::export_query(actor, &filter)?;
    let personal = access.personal_info.can_read();
    if personal {
        audit_access(
            app,
            actor,
            "export_personal_data",
            "members-all-csv",
            None,
            serde_json::json!({ "role": role, "filter": format!("{checked:?}") }),
        )
        .await?;
    }
    let mut header = vec![
        "Registrační číslo",
        "Příjmení",
        "Jméno",
        "Pohlaví",
        "Rok narození",
    ];
    if personal {
        header.extend(["Datum narození", "Rodné číslo"]);
    }
    header.extend(["Zkratka klubu", "Klub", "Kraj", "Členem od"]);

    let rows =
        stopa_db::member_list::stream_members(app.pool.clone(), access.scope, checked, Vec::new());
    let mut writer = ExcelCsvWriter::new();
    writer
        .write_record(header.iter().copied())
        .map_err(|error| AppError::Internal(format!("writing CSV: {error}")))?;
    let chunks = futures::stream::unfold(
        (Box::pin(rows), writer, false),
        move |(mut rows, mut writer, done)| async move {
            if done {
                return None;
            }
            loop {
                match rows.next().await {
                    Some(Ok(row)) => {
                        let record = member_record(&row, personal);
                        if let Err(error) = writer.write_record(record.iter().map(String::as_str)) {
                            let error = AppError::Internal(format!("writing CSV: {error}"));
                            return Some((Err(error), (rows, writer, true)));
                        }
                        if writer.buffered_len() >= CHUNK_BYTES {
                            let chunk = take(&mut writer);
                            return Some((chunk, (rows, writer, false)));
                        }
                    }
                    Some(Err(error)) => {
                        return Some((Err(AppError::from(error)), (rows, writer, true)));
                    }
                    None => {
                        let chunk = take(&mut writer);
                        return Some((chunk, (rows, writer, true)));
                    }
                }
            }
        },
    );
    Ok(Download::csv(
        dated("členové"),
        DownloadBody::Stream(Box::pin(chunks)),
    ))
}

fn take(writer: &mut ExcelCsvWriter) -> AppResult<Vec<u8>> {
    writer
        .take_bytes()
        .map_err(|error| AppError::Internal(format!("writing CSV: {error}")))
}

// The filters of the clubs list, as the grid and the export send them (a plain comment: the
// GraphQL input has no description).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ClubFilterInput"))]
pub struct ClubFilterRequest {
    /// Words of the name, short name or code; case and diacritics do not matter.
    pub search: Option<String>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub state: Option<ClubState>,
}

impl ClubFilterRequest {
    /// The database filter, after checking the values.
    pub fn checked(&self) -> AppResult<ClubFilter> {
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty());
        if search.is_some_and(|text| text.chars().count() > crate::member::MAX_SEARCH_CHARS) {
            return Err(AppError::field(
                "filter.search",
                format!(
                    "Hledaný text může mít nejvýše {} znaků.",
                    crate::member::MAX_SEARCH_CHARS
                ),
            ));
        }
        Ok(ClubFilter {
            search: search.map(str::to_owned),
            region_id: self.region_id,
            department_id: self.department_id,
            state: self.state,
        })
    }
}

/// `clubs-all-csv`: every club the identity may list (the grid's scope and filter), CSV for
/// Czech Excel. Clubs' public contacts only: the bank account stays out.
pub async fn clubs_all_csv(
    app: &App,
    actor: &Actor,
    role: &str,
    filter: ClubFilterRequest,
) -> AppResult<Download> {
    policy::check_export(&actor.identity, Export::ClubsAllCsv, role)?;
    let scope = policy::club_list_scope(&actor.identity)?;
    let rows = stopa_db::club::list_all_clubs(&app.pool, scope, &filter.checked()?).await?;
    let bytes = excel_csv(
        &[
            "Kód",
            "Název",
            "Zkratka",
            "IČO",
            "Právní forma",
            "Ulice",
            "Obec",
            "PSČ",
            "Kraj",
            "E-mail",
            "Telefon",
            "Web",
            "Úseky",
            "Stav",
            "Založen",
            "Ukončen",
            "Počet členů",
        ],
        rows.into_iter().map(|row| {
            let legal_form = row.legal_form.label();
            let club_state = row.state.label();
            vec![
                row.code,
                row.name,
                row.short_name,
                row.ico.unwrap_or_default(),
                legal_form.to_owned(),
                row.street,
                row.municipality,
                czech::postcode(&row.postcode),
                row.region_name,
                row.email.unwrap_or_default(),
                row.phone.unwrap_or_default(),
                row.web.unwrap_or_default(),
                row.department_codes.join(", "),
                club_state.to_owned(),
                czech::optional_date(row.founded_on),
                czech::optional_date(row.ended_on),
                row.member_count.to_string(),
            ]
        }),
    )?;
    Ok(Download::csv(dated("kluby"), DownloadBody::Bytes(bytes)))
}

/// A CSV for the NSA register in Windows-1250.
fn nsa_csv(lines: &[Vec<String>]) -> AppResult<Vec<u8>> {
    let (bytes, _) = nsa::write_cp1250(
        lines
            .iter()
            .map(|line| line.iter().map(String::as_str).collect()),
    )
    .map_err(|error| AppError::Internal(format!("writing NSA CSV: {error}")))?;
    Ok(bytes)
}

fn club_nsa_record(row: &ClubRow) -> Option<Vec<String>> {
    let ico = row.ico.clone()?;
    let address = nsa::split_address(&row.street);
    Some(vec![
        row.name.clone(),
        ico,
        String::new(),
        row.ended_on.map(nsa_date).unwrap_or_default(),
        String::new(),
        "ANO".to_owned(),
        row.postcode.clone(),
        address.orientation_number,
        address.house_number,
        address.street,
        row.municipality.clone(),
    ])
}

/// `clubs-nsa-csv`: clubs with an IČO in the NSA register's organisation format
/// (Windows-1250, `;`; see `stopa_formats::nsa`). Clubs without an IČO cannot be registered
/// and are left out. Which sport codes (`CINNOST_VE_SPORTU`) and which umbrella
/// (`CLENSTVI_V_JINE_ORGANIZACI`) the register expects is not in our references, so those
/// cells stay empty for the clerk to fill in the register.
pub async fn clubs_nsa_csv(app: &App, actor: &Actor, role: &str) -> AppResult<Download> {
    policy::check_export(&actor.identity, Export::ClubsNsaCsv, role)?;
    let rows =
        stopa_db::club::list_all_clubs(&app.pool, ClubScope::All, &ClubFilter::default()).await?;
    let header = nsa::CLUB_HEADER
        .iter()
        .map(|cell| (*cell).to_owned())
        .collect();
    let lines: Vec<Vec<String>> = std::iter::once(header)
        .chain(rows.iter().filter_map(club_nsa_record))
        .collect();
    Ok(Download::cp1250_csv(dated("kluby-nsa"), nsa_csv(&lines)?))
}

/// The NSA register's view of a member row.
pub fn nsa_person(row: &NsaMemberRow) -> nsa::NsaPerson {
    let text = |value: &Option<String>| value.clone().unwrap_or_default();
    nsa::NsaPerson {
        first_name: row.first_name.clone(),
        middle_names: text(&row.middle_names),
        last_name: row.last_name.clone(),
        title_before: text(&row.title_before),
        title_after: text(&row.title_after),
        birth_number: text(&row.birth_number),
        citizenship: stopa_domain::country::alpha3(&row.citizenship)
            .unwrap_or(row.citizenship.as_str())
            .to_owned(),
        birth_date: nsa_date(row.birth_date),
        sex: if row.sex == Sex::Female { "Ž" } else { "M" }.to_owned(),
        municipality: text(&row.municipality),
        municipality_part: text(&row.municipality_part),
        street: text(&row.street),
        house_number: text(&row.house_number),
        orientation_number: text(&row.orientation_number),
        postcode: text(&row.postcode),
        athlete: row.athlete_since.is_some(),
        athlete_since: row.athlete_since.map(nsa_date).unwrap_or_default(),
        club_ico: text(&row.club_ico),
        external_id: row.registration_number.to_string(),
    }
}

/// The NSA export's members of the actor's scope, refusing whom the policy refuses.
async fn nsa_members(app: &App, actor: &Actor, role: &str) -> AppResult<Vec<NsaMemberRow>> {
    policy::check_members_nsa_export(&actor.identity, role).map_err(|denied| match denied {
        Denied::Forbidden if policy::check_export(&actor.identity, Export::MembersNsaCsv, role).is_ok() => {
            AppError::coded(
                ErrorCode::Forbidden,
                "Export pro rejstřík NSA obsahuje osobní údaje; chybí oprávnění k osobním údajům členů.",
            )
        }
        denied => AppError::from(denied),
    })?;
    let access = policy::member_list_access(&actor.identity)?;
    Ok(stopa_db::member::list_nsa_members(&app.pool, access.scope).await?)
}

/// `members-nsa-csv?version=V3`: the members of the identity's scope in the NSA register's
/// person format (Windows-1250, `;`, birth numbers without the slash, dates D.M.YYYY), columns
/// by version. It carries personal data, so it also needs personal-data access and is written
/// to the audit log. Rows the register would refuse are still exported; [`members_nsa_check`]
/// lists them with the reasons.
pub async fn members_nsa_csv(
    app: &App,
    actor: &Actor,
    role: &str,
    version: Option<&str>,
) -> AppResult<Download> {
    // The policy first: a refused identity learns nothing about the parameters.
    policy::check_export(&actor.identity, Export::MembersNsaCsv, role)?;
    let Some(version) = nsa::PersonVersion::parse(version.unwrap_or("V3")) else {
        return Err(AppError::field(
            "version",
            "Verze musí být V1, V2, V2b nebo V3.",
        ));
    };
    let rows = nsa_members(app, actor, role).await?;
    audit_access(
        app,
        actor,
        "export_personal_data",
        "members-nsa-csv",
        None,
        serde_json::json!({ "role": role, "version": format!("{version:?}") }),
    )
    .await?;
    let lines: Vec<Vec<String>> = std::iter::once(version.header())
        .chain(rows.iter().map(|row| nsa_person(row).record(version)))
        .collect();
    Ok(Download::cp1250_csv(dated("clenove-nsa"), nsa_csv(&lines)?))
}

/// A member the register would refuse.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct NsaProblem {
    pub member_id: i64,
    pub registration_number: i32,
    pub full_name: String,
    /// Czech reasons, e.g. "chybí rodné číslo".
    pub problems: Vec<String>,
}

/// The result of the check.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct NsaCheck {
    /// Members the export holds.
    pub total: i64,
    pub refused: Vec<NsaProblem>,
}

/// Which members of the NSA export the register would refuse (for those who may download it).
pub async fn members_nsa_check(app: &App, actor: &Actor) -> AppResult<NsaCheck> {
    let role = actor.identity.identity_type.access_prefix();
    let rows = nsa_members(app, actor, role).await?;
    let total = i64::try_from(rows.len()).unwrap_or(i64::MAX);
    let refused = rows
        .iter()
        .filter_map(|row| {
            let problems = nsa_person(row).problems();
            (!problems.is_empty()).then(|| NsaProblem {
                member_id: row.member_id,
                registration_number: row.registration_number,
                full_name: format!("{} {}", row.first_name, row.last_name),
                problems: problems.into_iter().map(str::to_owned).collect(),
            })
        })
        .collect();
    Ok(NsaCheck { total, refused })
}

/// `members-general-meeting-csv?evidenceSeasonId=…&meetingDate=…`: the members entitled to
/// take part in the general meeting (see `stopa_db::member::list_general_meeting_members`),
/// scoped like the members list, CSV for Czech Excel.
pub async fn members_general_meeting_csv(
    app: &App,
    actor: &Actor,
    role: &str,
    evidence_season_id: Option<&str>,
    meeting_date: Option<&str>,
) -> AppResult<Download> {
    policy::check_export(&actor.identity, Export::MembersGeneralMeetingCsv, role)?;
    let season_id = evidence_season_id
        .and_then(|text| text.trim().parse::<i64>().ok())
        .ok_or_else(|| AppError::field("evidenceSeasonId", "Vyberte evidenční sezónu."))?;
    let meeting_date = meeting_date
        .and_then(|text| NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").ok())
        .ok_or_else(|| AppError::field("meetingDate", "Zadejte datum valné hromady."))?;
    let access = policy::member_list_access(&actor.identity)?;
    let season = stopa_db::codebook::find_evidence_season(&app.pool, season_id)
        .await?
        .ok_or_else(|| {
            AppError::field("evidenceSeasonId", "Vybraná evidenční sezóna neexistuje.")
        })?;
    let rows = stopa_db::member::list_general_meeting_members(
        &app.pool,
        access.scope,
        season_id,
        meeting_date,
    )
    .await?;
    let bytes = excel_csv(
        &[
            "Registrační číslo",
            "Příjmení",
            "Jméno",
            "Rok narození",
            "Kód klubu",
            "Klub",
            "Kraj",
            "Příspěvek zaplacen",
        ],
        rows.into_iter().map(|row| {
            vec![
                row.registration_number.to_string(),
                row.last_name,
                row.first_name,
                row.birth_date.year().to_string(),
                row.club_code,
                row.club_name,
                row.region_name,
                czech::date(row.paid_on),
            ]
        }),
    )?;
    Ok(Download::csv(
        format!(
            "valna-hromada-{}-{}.csv",
            stopa_domain::club::slug(&season.name),
            meeting_date.format("%Y-%m-%d")
        ),
        DownloadBody::Bytes(bytes),
    ))
}

/// `racing-seasons-csv`: the racing seasons of the section's department, newest first
/// (season, department, name, start, end), CSV for Czech Excel.
pub async fn racing_seasons_csv(app: &App, actor: &Actor, role: &str) -> AppResult<Download> {
    policy::check_export(&actor.identity, Export::RacingSeasonsCsv, role)?;
    let department_id = policy::own_department(&actor.identity)?;
    let rows =
        stopa_db::codebook::list_racing_seasons(&app.pool, None, Some(department_id)).await?;
    let bytes = excel_csv(
        &["Sezóna", "Kód úseku", "Úsek", "Název", "Začátek", "Konec"],
        rows.into_iter().map(|row| {
            vec![
                row.season_name,
                row.department_code,
                row.department_name,
                row.name,
                czech::date(row.start_date),
                czech::date(row.end_date),
            ]
        }),
    )?;
    Ok(Download::csv(
        "závodní-sezóny.csv".to_owned(),
        DownloadBody::Bytes(bytes),
    ))
}
