//! The download endpoints under `/api/{role}/export/...` and `/api/members/{id}/...`: thin
//! adapters over `stopa_app::exports` and `stopa_app::member_files`. They read the URL, call
//! the use case and send its [`Download`]; every rule is in the use case.

use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, header};
use axum::response::Response;
use futures::StreamExt as _;
use serde::Deserialize;
use stopa_app::AppError;
use stopa_app::export::{self, Caching, ClubFilterRequest, Download, DownloadBody};
use stopa_app::member::MemberFilterRequest;
use stopa_db::payment::OrderFilter;
use stopa_domain::club::ClubState;
use stopa_domain::member::{AgeGroup, MemberRoleKind, Sex};
use stopa_domain::payment::{OrderSortKey, OrderState};
use stopa_formats::download::content_disposition;

use crate::AppState;
use crate::request::{Asker, RestError};

/// What a download handler answers.
type Answer = Result<Response, RestError>;

/// The HTTP response of a download.
fn send(download: Download) -> Response {
    let body = match download.body {
        DownloadBody::Bytes(bytes) => Body::from(bytes),
        DownloadBody::Stream(chunks) => Body::from_stream(chunks.map(|chunk| {
            chunk.map_err(|error| {
                // The answer has begun: the client sees a cut-off download.
                tracing::warn!(error.code = %error.code(), "download stopped");
                std::io::Error::other(error.code().as_str())
            })
        })),
    };
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&download.content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(match download.caching {
            Caching::NoStore => "no-store",
            Caching::PrivateRevalidate => "private, no-cache",
            Caching::PublicImmutable => "public, max-age=31536000, immutable",
        }),
    );
    if download.sandboxed {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'"),
        );
    }
    if let Some(file_name) = &download.file_name {
        let disposition = content_disposition(file_name);
        let disposition = if download.inline {
            disposition.replacen("attachment", "inline", 1)
        } else {
            disposition
        };
        if let Ok(value) = HeaderValue::from_str(&disposition) {
            headers.insert(header::CONTENT_DISPOSITION, value);
        }
    }
    response
}

/// Query parameters of the members export: the grid's filters.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct MembersExportQuery {
    pub search: Option<String>,
    pub registration_number: Option<i32>,
    /// The grid's selection: member ids separated by commas.
    pub member_ids: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<String>,
    pub birth_year: Option<i32>,
    pub age_group: Option<String>,
    pub department_id: Option<i64>,
    pub role_kind: Option<String>,
    pub paid_season_id: Option<i64>,
    /// `false` with `paidSeasonId`: those who did not pay.
    pub paid: Option<bool>,
}

impl MembersExportQuery {
    fn filter(self) -> Result<MemberFilterRequest, AppError> {
        let sex = match self.sex.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                Sex::parse(text)
                    .ok_or_else(|| AppError::field("sex", "Pohlaví musí být MALE nebo FEMALE."))?,
            ),
        };
        let age_group = match self.age_group.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                AgeGroup::parse(text)
                    .ok_or_else(|| AppError::field("ageGroup", "Neznámá věková kategorie."))?,
            ),
        };
        let role_kind = match self.role_kind.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                MemberRoleKind::parse(text)
                    .ok_or_else(|| AppError::field("roleKind", "Neznámá role."))?,
            ),
        };
        let member_ids = match self.member_ids.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                text.split(',')
                    .take(stopa_app::member::MAX_SELECTED_MEMBERS + 1)
                    .map(|id| id.trim().parse::<i64>())
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|_| {
                        AppError::field(
                            "memberIds",
                            "Vybraní členové musí být čísla oddělená čárkou.",
                        )
                    })?,
            ),
        };
        Ok(MemberFilterRequest {
            search: self.search,
            registration_number: self.registration_number,
            member_ids,
            club_id: self.club_id,
            region_id: self.region_id,
            sex,
            birth_year: self.birth_year,
            age_group,
            department_id: self.department_id,
            role_kind,
            paid_season_id: self.paid_season_id,
            paid: self.paid.unwrap_or(true),
            archived: false,
        })
    }
}

/// GET /api/{role}/export/members-all-csv
pub async fn members_all_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<MembersExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let filter = query.filter()?;
    Ok(send(
        export::members_all_csv(&state.inner.app, &actor, &role, filter).await?,
    ))
}

/// Query parameters of the orders export: the grid's filters and sort.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct OrdersExportQuery {
    pub state: Option<String>,
    pub club_id: Option<i64>,
    pub evidence_season_id: Option<i64>,
    pub search: Option<String>,
    /// A sort key of the grid (`CREATED_AT`, `AMOUNT`…) and `desc` or `asc`.
    pub sort: Option<String>,
    pub direction: Option<String>,
}

/// GET /api/{role}/export/orders-csv: the orders grid as CSV.
pub async fn orders_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<OrdersExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let text_enum = |value: Option<&str>, field: &str| -> Result<Option<String>, AppError> {
        match value.filter(|text| !text.is_empty()) {
            None => Ok(None),
            Some(text) if text.len() <= 40 => Ok(Some(text.to_owned())),
            Some(_) => Err(AppError::field(field, "Neplatná hodnota.")),
        }
    };
    let state_filter = match text_enum(query.state.as_deref(), "state")? {
        None => None,
        Some(text) => Some(
            OrderState::parse(&text)
                .ok_or_else(|| AppError::field("state", "Neznámý stav objednávky."))?,
        ),
    };
    let sort = match text_enum(query.sort.as_deref(), "sort")? {
        None => None,
        Some(text) => Some((
            OrderSortKey::parse(&text)
                .ok_or_else(|| AppError::field("sort", "Podle tohoto sloupce nelze řadit."))?,
            query.direction.as_deref() != Some("asc"),
        )),
    };
    let filter = OrderFilter {
        state: state_filter,
        club_id: query.club_id,
        evidence_season_id: query.evidence_season_id,
        search: query.search,
    };
    Ok(send(
        stopa_app::payment::orders_csv(&state.inner.app, &actor, &role, filter, sort).await?,
    ))
}

/// GET /api/public/export/order/{uuid}/pokyny.pdf and potvrzeni.pdf: an order's payment
/// instructions and confirmation of payment, for anybody with the order's link.
pub async fn order_document(
    State(state): State<AppState>,
    Path((uuid, file)): Path<(String, String)>,
) -> Answer {
    let document = stopa_app::payment::OrderDocument::from_file_name(&file)
        .ok_or(RestError(AppError::NotFound))?;
    Ok(send(
        stopa_app::payment::order_pdf(&state.inner.app, &uuid, document).await?,
    ))
}

/// GET /api/section/export/racing-seasons-csv
pub async fn racing_seasons_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        export::racing_seasons_csv(&state.inner.app, &actor, &role).await?,
    ))
}

/// Query parameters of the clubs export: the grid's filters.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct ClubsExportQuery {
    pub search: Option<String>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub state: Option<String>,
}

/// GET /api/{admin,area,section,timekeeper}/export/clubs-all-csv
pub async fn clubs_all_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<ClubsExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let club_state = match query.state.as_deref().filter(|text| !text.is_empty()) {
        None => None,
        Some(text) => Some(
            ClubState::parse(text)
                .ok_or_else(|| AppError::field("state", "Stav musí být ACTIVE nebo ENDED."))?,
        ),
    };
    let filter = ClubFilterRequest {
        search: query.search,
        region_id: query.region_id,
        department_id: query.department_id,
        state: club_state,
    };
    Ok(send(
        export::clubs_all_csv(&state.inner.app, &actor, &role, filter).await?,
    ))
}

/// GET /api/admin/export/clubs-nsa-csv
pub async fn clubs_nsa_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        export::clubs_nsa_csv(&state.inner.app, &actor, &role).await?,
    ))
}

/// Query of the NSA members export: the register's column version (default V3).
#[derive(Debug, Deserialize, Default)]
pub struct NsaExportQuery {
    pub version: Option<String>,
}

/// GET /api/{admin,team}/export/members-nsa-csv?version=V3
pub async fn members_nsa_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<NsaExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        export::members_nsa_csv(&state.inner.app, &actor, &role, query.version.as_deref()).await?,
    ))
}

/// Query of the general-meeting export: the evidence season whose fee counts and the day of
/// the meeting (YYYY-MM-DD).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct GeneralMeetingQuery {
    pub evidence_season_id: Option<String>,
    pub meeting_date: Option<String>,
}

/// GET /api/{admin,area,section}/export/members-general-meeting-csv?evidenceSeasonId=…&meetingDate=…
pub async fn members_general_meeting_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<GeneralMeetingQuery>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        export::members_general_meeting_csv(
            &state.inner.app,
            &actor,
            &role,
            query.evidence_season_id.as_deref(),
            query.meeting_date.as_deref(),
        )
        .await?,
    ))
}

/// GET /api/members/{id}/photo
pub async fn member_photo(
    State(state): State<AppState>,
    Path(member_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        stopa_app::member_file::member_photo(&state.inner.app, &actor, &member_id).await?,
    ))
}

/// GET /api/members/{id}/tisk.pdf
pub async fn member_record_pdf(
    State(state): State<AppState>,
    Path(member_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    Ok(send(
        stopa_app::member_file::member_record_pdf(&state.inner.app, &actor, &member_id).await?,
    ))
}

/// An id of a path: a non-numeric one is a record that does not exist.
fn path_id(text: &str) -> Result<i64, RestError> {
    text.parse::<i64>()
        .map_err(|_| RestError(AppError::NotFound))
}

/// GET /api/member-imports/{id}/skipped-rows.csv: an import's skipped rows with their reasons,
/// to fix and upload again.
pub async fn member_import_skipped_rows(
    State(state): State<AppState>,
    Path(member_import_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let member_import_id = path_id(&member_import_id)?;
    Ok(send(
        stopa_app::member_import::skipped_rows_csv(&state.inner.app, &actor, member_import_id)
            .await?,
    ))
}

/// GET /api/member-imports/template.csv and template.xlsx: the import template.
pub async fn member_import_template(Path(file): Path<String>) -> Answer {
    let download = match file.as_str() {
        "template.csv" => stopa_app::member_import::template(false)?,
        "template.xlsx" => stopa_app::member_import::template(true)?,
        _ => return Err(RestError(AppError::NotFound)),
    };
    Ok(send(download))
}

/// Query of the cross-country download: `?race={id}&encoding=utf8|cp1250`.
#[derive(Debug, Deserialize, Default)]
pub struct CxQuery {
    pub race: Option<String>,
    pub encoding: Option<String>,
}

/// GET /api/public/export/racing/event/{event}/{layout}: an event's entries in one of the four
/// layouts of `stopa_app::event_exports`, its published start lists (`start-list-csv`,
/// `start-list-xlsx`, `stopa_app::start_list`) or the event as iCalendar (`ical`) — public
/// downloads: whoever sees the event.
pub async fn event_entries(
    State(state): State<AppState>,
    Path((role, racing_event_id, layout)): Path<(String, String, String)>,
    Query(query): Query<CxQuery>,
    Asker(actor): Asker,
) -> Answer {
    use stopa_app::event_export::{self, CxEncoding, CxRequest, EntryLayout};
    if role != "public" {
        return Err(RestError(AppError::NotFound));
    }
    let racing_event_id = path_id(&racing_event_id)?;
    if layout == "ical" {
        return Ok(send(
            event_export::event_ical(&state.inner.app, &actor, racing_event_id).await?,
        ));
    }
    if let Some(file) = stopa_app::start_list::StartListFile::parse(&layout) {
        return Ok(send(
            stopa_app::start_list::start_list_download(
                &state.inner.app,
                &actor,
                racing_event_id,
                file,
            )
            .await?,
        ));
    }
    let layout = EntryLayout::parse(&layout).ok_or(RestError(AppError::NotFound))?;
    let race_id =
        match query.race.as_deref().filter(|race| !race.is_empty()) {
            None => None,
            Some(race) => Some(race.parse::<i64>().map_err(|_| {
                RestError(AppError::field("race", "Závod nepatří k této události."))
            })?),
        };
    let encoding = match query.encoding.as_deref().filter(|text| !text.is_empty()) {
        None => CxEncoding::default(),
        Some(text) => CxEncoding::parse(text).ok_or_else(|| {
            RestError(AppError::field(
                "encoding",
                "Kódování je utf8, nebo cp1250.",
            ))
        })?,
    };
    Ok(send(
        event_export::entries_download(
            &state.inner.app,
            &actor,
            racing_event_id,
            layout,
            CxRequest { race_id, encoding },
        )
        .await?,
    ))
}

/// GET /api/racing-event-documents/{id}: a document of an event (whoever sees the event).
pub async fn event_document(
    State(state): State<AppState>,
    Path(document_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let document_id = path_id(&document_id)?;
    Ok(send(
        stopa_app::racing_event::document(&state.inner.app, &actor, document_id).await?,
    ))
}

/// GET /api/ranking-documents/{id}: a ranking document (a published one to everybody, a hidden
/// one to its department's managers).
pub async fn ranking_document(
    State(state): State<AppState>,
    Path(document_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let document_id = path_id(&document_id)?;
    Ok(send(
        stopa_app::ranking::ranking_document(&state.inner.app, &actor, document_id).await?,
    ))
}

/// GET /api/feedback-screenshots/{id}: a feedback report's screenshot, to those who read the
/// report.
pub async fn feedback_screenshot(
    State(state): State<AppState>,
    Path(feedback_id): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let feedback_id = path_id(&feedback_id)?;
    Ok(send(
        stopa_app::feedback::feedback_screenshot(&state.inner.app, &actor, feedback_id).await?,
    ))
}

/// GET /api/obrazky/{key}/{width}.webp: one width of a content-area image, to anyone, kept a
/// year by browsers (the key is new for every upload).
pub async fn content_image(
    State(state): State<AppState>,
    Path((key, file)): Path<(String, String)>,
) -> Answer {
    Ok(send(
        stopa_app::content::content_image_file(&state.inner.app, &key, &file).await?,
    ))
}

/// GET /api/public/export/ranking/{ranking}-{category}-{sex}.xlsx: a ranking's lines of one
/// category and sex (`7-u16-female.xlsx`); a hidden ranking only to its managers.
pub async fn ranking_xlsx(
    State(state): State<AppState>,
    Path(file): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let (ranking_id, category, sex) = file
        .strip_suffix(".xlsx")
        .and_then(stopa_app::ranking::parse_download_name)
        .ok_or(RestError(AppError::NotFound))?;
    Ok(send(
        stopa_app::ranking::ranking_xlsx(&state.inner.app, &actor, ranking_id, category, sex)
            .await?,
    ))
}

/// GET /api/public/export/result/race/{resultRace}.xlsx|.xml|.pdf: a published result race as
/// XLSX, as FIS XML or printed (A4 PDF).
pub async fn result_race_xlsx(
    State(state): State<AppState>,
    Path(file): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let app = &state.inner.app;
    if let Some(id) = file.strip_suffix(".xlsx") {
        let result_race_id = path_id(id)?;
        return Ok(send(
            stopa_app::results::result_race_xlsx(app, &actor, result_race_id).await?,
        ));
    }
    if let Some(id) = file.strip_suffix(".pdf") {
        let result_race_id = path_id(id)?;
        return Ok(send(
            stopa_app::results::result_race_pdf(app, &actor, result_race_id).await?,
        ));
    }
    let id = file
        .strip_suffix(".xml")
        .ok_or(RestError(AppError::NotFound))?;
    let result_race_id = path_id(id)?;
    Ok(send(
        stopa_app::results::result_race_xml(app, &actor, result_race_id).await?,
    ))
}

/// GET /api/public/export/result/event/{event}-{source}.xlsx: an event's published results
/// as one workbook, a sheet per result race; `{source}` is `vse`, `fis` or `klub`
/// (`stopa_app::results::ResultSource`).
pub async fn event_results_xlsx(
    State(state): State<AppState>,
    Path(file): Path<String>,
    Asker(actor): Asker,
) -> Answer {
    let name = file
        .strip_suffix(".xlsx")
        .ok_or(RestError(AppError::NotFound))?;
    let (event, source) = name.split_once('-').ok_or(RestError(AppError::NotFound))?;
    let racing_event_id = path_id(event)?;
    let source =
        stopa_app::results::ResultSource::parse(source).ok_or(RestError(AppError::NotFound))?;
    Ok(send(
        stopa_app::results::event_results_xlsx(&state.inner.app, &actor, racing_event_id, source)
            .await?,
    ))
}

/// GET /api/calendar/{department}.ics (`vse.ics`: every department): the public calendar as
/// iCalendar for calendar programs to subscribe to.
pub async fn calendar_feed(State(state): State<AppState>, Path(file): Path<String>) -> Answer {
    let code = file
        .strip_suffix(".ics")
        .ok_or(RestError(AppError::NotFound))?;
    let department = (code != "vse").then_some(code);
    Ok(send(
        stopa_app::event_export::calendar_feed(&state.inner.app, department).await?,
    ))
}

/// The department grids' filter as query parameters of their workbooks.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleHoldersExportQuery {
    search: Option<String>,
    validity: Option<String>,
    qualification: Option<String>,
    course: Option<String>,
}

impl RoleHoldersExportQuery {
    fn query(self) -> Result<stopa_app::member_role::holder::RoleHoldersQuery, RestError> {
        let validity = match self.validity.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                stopa_domain::member_role::RoleValidity::parse(text)
                    .ok_or_else(|| AppError::field("validity", "Neznámá platnost."))?,
            ),
        };
        Ok(stopa_app::member_role::holder::RoleHoldersQuery {
            search: self.search,
            validity,
            qualification: self.qualification,
            course: self.course,
        })
    }
}

/// The kind of a workbook's name (`coach`, `instructor`, `referee`, `technical-delegate`).
fn role_kind(word: &str) -> Result<stopa_domain::member::MemberRoleKind, RestError> {
    stopa_domain::member::MemberRoleKind::from_export_word(word)
        .ok_or(RestError(AppError::NotFound))
}

/// GET /api/{role}/export/{kind}/{department}.xlsx (Admin, spec §7): the holders of a kind in a
/// department with the grid's filter (instructors have no department: any number, `0` by
/// the app's link, names their one list).
pub async fn role_holders_of_department(
    State(state): State<AppState>,
    Path((role, kind, file)): Path<(String, String, String)>,
    Query(query): Query<RoleHoldersExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let kind = role_kind(&kind)?;
    let department = file
        .strip_suffix(".xlsx")
        .ok_or(RestError(AppError::NotFound))?;
    let department_id = path_id(department)?;
    let department_id = kind.has_department().then_some(department_id);
    Ok(send(
        stopa_app::member_role::holder::role_holders_workbook(
            &state.inner.app,
            &actor,
            &role,
            kind,
            department_id,
            &query.query()?,
        )
        .await?,
    ))
}

/// GET /api/{role}/export/{kind}.xlsx (Section, spec §7: `coach.xlsx`, `instructor.xlsx`,
/// `referee.xlsx`, `technical-delegate.xlsx`): the holders in the section's own department
/// with the grid's filter.
pub async fn role_holders_of_own_department(
    State(state): State<AppState>,
    Path((role, file)): Path<(String, String)>,
    Query(query): Query<RoleHoldersExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let kind = file
        .strip_suffix(".xlsx")
        .ok_or(RestError(AppError::NotFound))?;
    let kind = role_kind(kind)?;
    let department_id = stopa_domain::policy::own_department(&actor.identity)
        .map_err(|denied| RestError(AppError::from(denied)))?;
    Ok(send(
        stopa_app::member_role::holder::role_holders_workbook(
            &state.inner.app,
            &actor,
            &role,
            kind,
            kind.has_department().then_some(department_id),
            &query.query()?,
        )
        .await?,
    ))
}

/// GET /api/{role}/export/coach-card-csv/{member} (Admin, spec §7): the coach's card.
pub async fn coach_card_csv(
    State(state): State<AppState>,
    Path((role, member)): Path<(String, String)>,
    Asker(actor): Asker,
) -> Answer {
    let member_id = path_id(&member)?;
    Ok(send(
        stopa_app::member_role::holder::coach_card_csv(&state.inner.app, &actor, &role, member_id)
            .await?,
    ))
}

/// GET /api/{role}/export/sport-center-csv/{center}: a sport center's members (its page's
/// export) for the staff who read it.
pub async fn sport_center_csv(
    State(state): State<AppState>,
    Path((role, center)): Path<(String, String)>,
    Asker(actor): Asker,
) -> Answer {
    let sport_center_id = path_id(&center)?;
    Ok(send(
        stopa_app::sport_center::sport_center_csv(&state.inner.app, &actor, &role, sport_center_id)
            .await?,
    ))
}

/// The statistics workbook's query: the page's season and department.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatisticsExportQuery {
    /// Read as text, so that a missing or mistyped season is a Czech field error, not axum's
    /// English rejection.
    year: Option<String>,
    department_id: Option<String>,
}

/// GET /api/{role}/export/stats/{name}.xlsx (Admin, Area, Section; spec §7): a season's
/// statistics of the kind `name` (the spec's name, `Competitor6To19`) with the page's query.
pub async fn statistics_xlsx(
    State(state): State<AppState>,
    Path((role, file)): Path<(String, String)>,
    Query(query): Query<StatisticsExportQuery>,
    Asker(actor): Asker,
) -> Answer {
    let kind = file
        .strip_suffix(".xlsx")
        .and_then(stopa_domain::statistics::StatisticsKind::of_spec_name)
        .ok_or(RestError(AppError::NotFound))?;
    let year = query
        .year
        .as_deref()
        .and_then(|text| text.trim().parse::<i32>().ok())
        .ok_or_else(|| AppError::field("year", "Vyberte evidenční sezónu (rok)."))?;
    let department_id = match query.department_id.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => Some(
            text.parse::<i64>()
                .map_err(|_| AppError::field("departmentId", "Neznámý úsek."))?,
        ),
    };
    Ok(send(
        stopa_app::statistics::statistics_workbook(
            &state.inner.app,
            &actor,
            &role,
            kind,
            year,
            department_id,
        )
        .await?,
    ))
}
