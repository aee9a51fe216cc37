//! File downloads under `/api/{role}/export/...`, streamed from SQL to the client.

use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use chrono::{Datelike as _, Utc};
use futures::TryStreamExt as _;
use serde::Deserialize;
use stopa_db::audit::{AuditEntry, insert_audit};
use stopa_db::club::{ClubFilter, ClubRow, select_clubs};
use stopa_db::codebook::list_racing_seasons;
use stopa_db::member::{MemberFilter, MemberListRow, select_members};
use stopa_domain::club::{ClubState, LegalForm};
use stopa_domain::identity::Scope;
use stopa_domain::member::Sex;
use stopa_domain::policy::{self, Denied, Export};
use stopa_formats::csv_excel::ExcelCsvWriter;
use stopa_formats::download::content_disposition;
use stopa_formats::nsa;
use stopa_graphql::context::RequestContext;

use crate::AppState;
use crate::request::{json_error, request_context};

/// Bytes gathered before a chunk goes to the client.
const CHUNK_BYTES: usize = 64 * 1024;

pub(crate) fn denied_response(denied: Denied) -> Response {
    match denied {
        Denied::Unauthenticated => json_error(
            StatusCode::UNAUTHORIZED,
            "UNAUTHENTICATED",
            &denied.to_string(),
        ),
        Denied::Forbidden => json_error(StatusCode::FORBIDDEN, "FORBIDDEN", &denied.to_string()),
    }
}

/// Logs a failed export once and answers with the generic Czech error.
pub(crate) fn failure(status: StatusCode, what: &str, error: &dyn std::fmt::Display) -> Response {
    tracing::error!(error.detail = %error, "{what}");
    json_error(status, "INTERNAL", "Vyskytla se chyba")
}

/// Why a streamed export stopped.
#[derive(Debug, thiserror::Error)]
enum ExportError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("writing: {0}")]
    Io(#[from] std::io::Error),
    #[error("the client went away")]
    ClientGone,
}

/// Query parameters of the members export: the grid's filters.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct MembersExportQuery {
    pub search: Option<String>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<String>,
    pub birth_year: Option<i32>,
}

impl MembersExportQuery {
    #[expect(
        clippy::result_large_err,
        reason = "the error is the finished HTTP response"
    )]
    fn to_filter(&self) -> Result<MemberFilter, Response> {
        let sex = match self.sex.as_deref().filter(|text| !text.is_empty()) {
            None => None,
            Some(text) => Some(
                Sex::parse(text)
                    .ok_or_else(|| {
                        json_error(
                            StatusCode::BAD_REQUEST,
                            "VALIDATION",
                            "Pohlaví musí být MALE nebo FEMALE.",
                        )
                    })?
                    .as_str()
                    .to_owned(),
            ),
        };
        Ok(MemberFilter {
            search: self
                .search
                .as_deref()
                .map(str::trim)
                .filter(|text| !text.is_empty())
                .map(str::to_owned),
            club_id: self.club_id,
            region_id: self.region_id,
            sex,
            birth_year: self.birth_year,
            archived: false,
        })
    }
}

async fn authorise(
    state: &AppState,
    request: &Parts,
    export: Export,
    role: &str,
) -> Result<RequestContext, Response> {
    let context = request_context(state, request).await.map_err(|error| {
        failure(
            StatusCode::SERVICE_UNAVAILABLE,
            "authentication failed",
            &error,
        )
    })?;
    policy::check_export(&context.identity, export, role).map_err(denied_response)?;
    Ok(context)
}

fn member_record(row: &MemberListRow, personal: bool) -> Vec<String> {
    let sex = Sex::parse(&row.sex).map_or("", Sex::label);
    let mut record = vec![
        row.registration_number.to_string(),
        row.last_name.clone(),
        row.first_name.clone(),
        sex.to_owned(),
        row.birth_date.year().to_string(),
    ];
    if personal {
        record.push(row.birth_date.format("%-d.%-m.%Y").to_string());
        record.push(row.birth_number.clone().unwrap_or_default());
    }
    record.push(row.club_short_name.clone().unwrap_or_default());
    record.push(row.club_name.clone().unwrap_or_default());
    record.push(row.region_name.clone().unwrap_or_default());
    record.push(
        row.member_since
            .map(|date| date.format("%-d.%-m.%Y").to_string())
            .unwrap_or_default(),
    );
    record
}

/// GET /api/{role}/export/members-all-csv: every member the identity may list (same scope and
/// filters as the grid), CSV for Czech Excel. Personal columns only for those allowed, and
/// such a download is written to the audit log.
pub async fn members_all_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<MembersExportQuery>,
    request: Parts,
) -> Response {
    let context = match authorise(&state, &request, Export::MembersAllCsv, &role).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let access = match policy::member_list_access(&context.identity) {
        Ok(access) => access,
        Err(denied) => return denied_response(denied),
    };
    let filter = match query.to_filter() {
        Ok(filter) => filter,
        Err(response) => return response,
    };
    let personal = access.personal_info.can_read();
    let pool = state.inner.services.pool.clone();
    if personal {
        let entry = AuditEntry {
            account_id: context.session.as_ref().map(|session| session.account_id),
            identity_id: Some(context.identity.identity_id),
            action: "export_personal_data",
            entity: "members-all-csv",
            entity_id: None,
            detail: serde_json::json!({ "role": role, "filter": format!("{filter:?}") }),
        };
        if let Err(error) = insert_audit(&pool, &entry).await {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "audit log write failed",
                &error,
            );
        }
    }

    let (sender, receiver) = tokio::sync::mpsc::channel::<Result<Vec<u8>, std::io::Error>>(4);
    tokio::spawn(async move {
        let mut writer = ExcelCsvWriter::new();
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
        let result: Result<(), ExportError> = async {
            writer.write_record(header.iter().copied())?;
            let mut query = select_members(access.scope, &filter, &[]);
            let mut rows = query.build_query_as::<MemberListRow>().fetch(&pool);
            while let Some(row) = rows.try_next().await? {
                let record = member_record(&row, personal);
                writer.write_record(record.iter().map(String::as_str))?;
                if writer.buffered_len() >= CHUNK_BYTES {
                    let chunk = writer.take_bytes()?;
                    sender
                        .send(Ok(chunk))
                        .await
                        .map_err(|_| ExportError::ClientGone)?;
                }
            }
            let rest = writer.take_bytes()?;
            sender
                .send(Ok(rest))
                .await
                .map_err(|_| ExportError::ClientGone)?;
            Ok(())
        }
        .await;
        if let Err(error) = result {
            tracing::warn!(error.detail = %error, "members export stopped");
            let _ = sender
                .send(Err(std::io::Error::other(error.to_string())))
                .await;
        }
    });
    let stream = futures::stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|item| (item, receiver))
    });
    let file_name = format!("členové-{}.csv", Utc::now().date_naive().format("%Y-%m-%d"));
    csv_response(Body::from_stream(stream), &file_name)
}

/// A CSV download: content type, no caching, and the Czech file name.
fn csv_response(body: Body, file_name: &str) -> Response {
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Ok(value) = HeaderValue::from_str(&content_disposition(file_name)) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// A CSV for the NSA register: Windows-1250 as the register demands, named `{prefix}-{date}.csv`;
/// or the logged failure.
fn nsa_csv<'a>(
    lines: impl IntoIterator<Item = Vec<&'a str>>,
    prefix: &str,
    what: &str,
) -> Response {
    match nsa::write_cp1250(lines) {
        Ok((bytes, _)) => {
            let file_name = format!(
                "{prefix}-{}.csv",
                Utc::now().date_naive().format("%Y-%m-%d")
            );
            let mut response = csv_response(Body::from(bytes), &file_name);
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=windows-1250"),
            );
            response
        }
        Err(error) => failure(StatusCode::INTERNAL_SERVER_ERROR, what, &error),
    }
}

/// A small CSV for Czech Excel built in memory: the header, then one line per row; or the
/// logged failure (`what` names the export in the log).
fn excel_csv(
    file_name: &str,
    what: &str,
    header: &[&str],
    rows: impl IntoIterator<Item = Vec<String>>,
) -> Response {
    let mut writer = ExcelCsvWriter::new();
    let result: std::io::Result<Vec<u8>> = (|| {
        writer.write_record(header.iter().copied())?;
        for row in rows {
            writer.write_record(row.iter().map(String::as_str))?;
        }
        writer.take_bytes()
    })();
    match result {
        Ok(bytes) => csv_response(Body::from(bytes), file_name),
        Err(error) => failure(StatusCode::INTERNAL_SERVER_ERROR, what, &error),
    }
}

/// GET /api/section/export/racing-seasons-csv: the racing seasons of the section's department,
/// newest first (season, department, name, start, end), CSV for Czech Excel.
pub async fn racing_seasons_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    request: Parts,
) -> Response {
    let context = match authorise(&state, &request, Export::RacingSeasonsCsv, &role).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let Scope::Department(department_id) = context.identity.scope else {
        return denied_response(Denied::Forbidden);
    };
    let rows =
        match list_racing_seasons(&state.inner.services.pool, None, Some(department_id)).await {
            Ok(rows) => rows,
            Err(error) => {
                return failure(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "racing seasons export failed",
                    &error,
                );
            }
        };
    let date = |value: chrono::NaiveDate| value.format("%-d.%-m.%Y").to_string();
    excel_csv(
        "závodní-sezóny.csv",
        "racing seasons export failed",
        &["Sezóna", "Kód úseku", "Úsek", "Název", "Začátek", "Konec"],
        rows.iter().map(|row| {
            vec![
                row.season_name.clone(),
                row.department_code.clone(),
                row.department_name.clone(),
                row.name.clone(),
                date(row.start_date),
                date(row.end_date),
            ]
        }),
    )
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

/// GET /api/{admin,area,section,timekeeper}/export/clubs-all-csv: every club the identity may
/// list (same scope and filters as the grid), CSV for Czech Excel. Clubs' public contacts only:
/// the bank account stays out.
pub async fn clubs_all_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<ClubsExportQuery>,
    request: Parts,
) -> Response {
    let context = match authorise(&state, &request, Export::ClubsAllCsv, &role).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let scope = match policy::club_list_scope(&context.identity) {
        Ok(scope) => scope,
        Err(denied) => return denied_response(denied),
    };
    let club_state = match query.state.as_deref().filter(|text| !text.is_empty()) {
        None => None,
        Some(text) => match ClubState::parse(text) {
            Some(parsed) => Some(parsed.as_str().to_owned()),
            None => {
                return json_error(
                    StatusCode::BAD_REQUEST,
                    "VALIDATION",
                    "Stav musí být ACTIVE nebo ENDED.",
                );
            }
        },
    };
    let filter = ClubFilter {
        search: query
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty())
            .map(str::to_owned),
        region_id: query.region_id,
        department_id: query.department_id,
        state: club_state,
    };
    let mut select = select_clubs(scope, &filter, &[], None);
    let rows = match select
        .build_query_as::<ClubRow>()
        .fetch_all(&state.inner.services.pool)
        .await
    {
        Ok(rows) => rows,
        Err(error) => {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "clubs export failed",
                &error,
            );
        }
    };
    let mut writer = ExcelCsvWriter::new();
    let result: std::io::Result<Vec<u8>> = (|| {
        writer.write_record([
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
        ])?;
        let date = |value: Option<chrono::NaiveDate>| {
            value
                .map(|date| date.format("%-d.%-m.%Y").to_string())
                .unwrap_or_default()
        };
        for row in &rows {
            let legal_form = LegalForm::parse(&row.legal_form).map_or("", LegalForm::label);
            let club_state = ClubState::parse(&row.state).map_or("", ClubState::label);
            let departments = row.department_codes.join(", ");
            let members = row.member_count.to_string();
            let (founded, ended) = (date(row.founded_on), date(row.ended_on));
            writer.write_record([
                row.code.as_str(),
                row.name.as_str(),
                row.short_name.as_str(),
                row.ico.as_deref().unwrap_or(""),
                legal_form,
                row.street.as_str(),
                row.municipality.as_str(),
                row.postcode.as_str(),
                row.region_name.as_str(),
                row.email.as_deref().unwrap_or(""),
                row.phone.as_deref().unwrap_or(""),
                row.web.as_deref().unwrap_or(""),
                departments.as_str(),
                club_state,
                founded.as_str(),
                ended.as_str(),
                members.as_str(),
            ])?;
        }
        writer.take_bytes()
    })();
    match result {
        Ok(bytes) => {
            let file_name = format!("kluby-{}.csv", Utc::now().date_naive().format("%Y-%m-%d"));
            csv_response(Body::from(bytes), &file_name)
        }
        Err(error) => failure(
            StatusCode::INTERNAL_SERVER_ERROR,
            "clubs export failed",
            &error,
        ),
    }
}

/// GET /api/admin/export/clubs-nsa-csv: clubs with an IČO in the NSA register's organisation
/// format (Windows-1250, `;`; see `stopa_formats::nsa`). Clubs without an IČO cannot be
/// registered and are left out. Which sport codes (`CINNOST_VE_SPORTU`) and which umbrella
/// (`CLENSTVI_V_JINE_ORGANIZACI`) the register expects is not in our references, so those
/// cells stay empty for the clerk to fill in the register.
pub async fn clubs_nsa_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    request: Parts,
) -> Response {
    if let Err(response) = authorise(&state, &request, Export::ClubsNsaCsv, &role).await {
        return response;
    }
    let mut select = select_clubs(
        stopa_domain::policy::ClubScope::All,
        &ClubFilter::default(),
        &[],
        None,
    );
    let rows = match select
        .build_query_as::<ClubRow>()
        .fetch_all(&state.inner.services.pool)
        .await
    {
        Ok(rows) => rows,
        Err(error) => {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "NSA clubs export failed",
                &error,
            );
        }
    };
    let records: Vec<[String; 11]> = rows
        .iter()
        .filter_map(|row| {
            let ico = row.ico.clone()?;
            let address = nsa::split_address(&row.street);
            Some([
                row.name.clone(),
                ico,
                String::new(),
                row.ended_on
                    .map(|date| date.format("%-d.%-m.%Y").to_string())
                    .unwrap_or_default(),
                String::new(),
                "ANO".to_owned(),
                row.postcode.clone(),
                address.orientation_number,
                address.house_number,
                address.street,
                row.municipality.clone(),
            ])
        })
        .collect();
    let lines = std::iter::once(nsa::CLUB_HEADER.to_vec()).chain(
        records
            .iter()
            .map(|record| record.iter().map(String::as_str).collect()),
    );
    nsa_csv(lines, "kluby-nsa", "NSA clubs export failed")
}

/// Query of the NSA members export: the register's column version (default V3).
#[derive(Debug, Deserialize, Default)]
pub struct NsaExportQuery {
    pub version: Option<String>,
}

/// GET /api/{admin,team}/export/members-nsa-csv?version=V3: the members of the identity's
/// scope in the NSA register's person format (Windows-1250, `;`, birth numbers without the
/// slash, dates D.M.YYYY), columns by version. It carries personal data, so it also needs
/// MEMBER_PERSONAL_INFO_VIEW (Admin always has it) and is written to the audit log. Rows the
/// register would refuse are still exported; `membersNsaCheck` lists them with the reasons.
pub async fn members_nsa_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<NsaExportQuery>,
    request: Parts,
) -> Response {
    let context = match authorise(&state, &request, Export::MembersNsaCsv, &role).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let Some(version) = nsa::PersonVersion::parse(query.version.as_deref().unwrap_or("V3")) else {
        return json_error(
            StatusCode::BAD_REQUEST,
            "VALIDATION",
            "Verze musí být V1, V2, V2b nebo V3.",
        );
    };
    let access = match policy::member_list_access(&context.identity) {
        Ok(access) => access,
        Err(denied) => return denied_response(denied),
    };
    if !access.personal_info.can_read() {
        return json_error(
            StatusCode::FORBIDDEN,
            "FORBIDDEN",
            "Export pro rejstřík NSA obsahuje osobní údaje; chybí oprávnění k osobním údajům členů.",
        );
    }
    let pool = &state.inner.services.pool;
    let entry = AuditEntry {
        account_id: context.session.as_ref().map(|session| session.account_id),
        identity_id: Some(context.identity.identity_id),
        action: "export_personal_data",
        entity: "members-nsa-csv",
        entity_id: None,
        detail: serde_json::json!({ "role": role, "version": format!("{version:?}") }),
    };
    let mut select = stopa_db::member::select_nsa_members(access.scope);
    let rows = match insert_audit(pool, &entry).await {
        Ok(()) => {
            select
                .build_query_as::<stopa_db::member::NsaMemberRow>()
                .fetch_all(pool)
                .await
        }
        Err(error) => Err(error),
    };
    let rows = match rows {
        Ok(rows) => rows,
        Err(error) => {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "NSA members export failed",
                &error,
            );
        }
    };
    let header = version.header();
    let records: Vec<Vec<String>> = rows
        .iter()
        .map(|row| stopa_graphql::nsa_check::nsa_person(row).record(version))
        .collect();
    let lines = std::iter::once(header.iter().map(String::as_str).collect::<Vec<_>>()).chain(
        records
            .iter()
            .map(|record| record.iter().map(String::as_str).collect()),
    );
    nsa_csv(lines, "clenove-nsa", "NSA members export failed")
}

/// Query of the general-meeting export: the evidence season whose fee counts and the day of
/// the meeting (YYYY-MM-DD).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct GeneralMeetingQuery {
    pub evidence_season_id: Option<String>,
    pub meeting_date: Option<String>,
}

/// GET /api/{admin,area,section}/export/members-general-meeting-csv?evidenceSeasonId=…&meetingDate=…:
/// the members entitled to take part in the general meeting (see
/// [`stopa_db::member::select_general_meeting_members`]), scoped like the members list, CSV for
/// Czech Excel.
pub async fn members_general_meeting_csv(
    State(state): State<AppState>,
    Path(role): Path<String>,
    Query(query): Query<GeneralMeetingQuery>,
    request: Parts,
) -> Response {
    let context = match authorise(&state, &request, Export::MembersGeneralMeetingCsv, &role).await {
        Ok(context) => context,
        Err(response) => return response,
    };
    let Some(season_id) = query
        .evidence_season_id
        .as_deref()
        .and_then(|text| text.trim().parse::<i64>().ok())
    else {
        return json_error(
            StatusCode::BAD_REQUEST,
            "VALIDATION",
            "Vyberte evidenční sezónu.",
        );
    };
    let Some(meeting_date) = query
        .meeting_date
        .as_deref()
        .and_then(|text| chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").ok())
    else {
        return json_error(
            StatusCode::BAD_REQUEST,
            "VALIDATION",
            "Zadejte datum valné hromady.",
        );
    };
    let access = match policy::member_list_access(&context.identity) {
        Ok(access) => access,
        Err(denied) => return denied_response(denied),
    };
    let pool = &state.inner.services.pool;
    let season = match stopa_db::codebook::find_evidence_season(pool, season_id).await {
        Ok(Some(season)) => season,
        Ok(None) => {
            return json_error(
                StatusCode::BAD_REQUEST,
                "VALIDATION",
                "Vybraná evidenční sezóna neexistuje.",
            );
        }
        Err(error) => {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "general meeting export failed",
                &error,
            );
        }
    };
    let rows = match stopa_db::member::select_general_meeting_members(
        access.scope,
        season_id,
        meeting_date,
    )
    .build_query_as::<stopa_db::member::GeneralMeetingRow>()
    .fetch_all(pool)
    .await
    {
        Ok(rows) => rows,
        Err(error) => {
            return failure(
                StatusCode::SERVICE_UNAVAILABLE,
                "general meeting export failed",
                &error,
            );
        }
    };
    excel_csv(
        &format!(
            "valna-hromada-{}-{}.csv",
            stopa_domain::club::slug(&season.name),
            meeting_date.format("%Y-%m-%d")
        ),
        "general meeting export failed",
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
                row.paid_on.format("%-d.%-m.%Y").to_string(),
            ]
        }),
    )
}
