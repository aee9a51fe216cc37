//! A member's files: the photo (`/api/members/{id}/photo`) and the printable record as PDF
//! (`/api/members/{id}/tisk.pdf`). Both go through the member policy: the photo is public only
//! when the member allowed it; the PDF holds personal data only for those who may see it, and
//! printing personal data is written to the audit log.

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use chrono::{Datelike as _, NaiveDate};
use stopa_db::member::{self as db, MemberRecordRow};
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::member::Sex;
use stopa_domain::policy::{self, Denied};
use stopa_formats::member_pdf::{PrintedRecord, PrintedSection, render};
use stopa_graphql::member_record::facts;

use crate::AppState;
use crate::export::{denied_response, failure};
use crate::request::{json_error, request_context};

fn not_found() -> Response {
    json_error(StatusCode::NOT_FOUND, "NOT_FOUND", "Záznam neexistuje.")
}

/// GET /api/members/{id}/photo: the photo, to anyone when the member allowed it on public
/// pages, otherwise to those who read the record.
pub async fn member_photo(
    State(state): State<AppState>,
    Path(member_id): Path<String>,
    request: Parts,
) -> Response {
    let Ok(member_id) = member_id.parse::<i64>() else {
        return not_found();
    };
    let context = match request_context(&state, &request).await {
        Ok(context) => context,
        Err(error) => return failure(StatusCode::SERVICE_UNAVAILABLE, "photo failed", &error),
    };
    let pool = &state.inner.services.pool;
    let (record, photo) = match tokio::try_join!(
        db::find_member_record(pool, member_id),
        db::find_member_photo(pool, member_id)
    ) {
        Ok((Some(record), Some(photo))) => (record, photo),
        Ok(_) => return not_found(),
        Err(error) => return failure(StatusCode::SERVICE_UNAVAILABLE, "photo failed", &error),
    };
    if !policy::member_photo_visible(&context.identity, &facts(&record), photo.photo_public) {
        // The same answer as a missing photo: nothing tells whether a hidden one exists.
        return not_found();
    }
    let mut response = Response::new(Body::from(photo.content));
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&photo.content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-cache"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'"),
    );
    response
}

fn czech_date(date: NaiveDate) -> String {
    format!("{}. {}. {}", date.day(), date.month(), date.year())
}

fn answer_label(status: &str) -> &'static str {
    match status {
        "WantsToBeMember" => "Chce být členem",
        "DoesNotWantToBeMember" => "Nechce být členem",
        "WantsToLeaveSLCR" => "Chce vystoupit ze SLČR",
        _ => "Bez odpovědi",
    }
}

fn optional(value: Option<&String>) -> String {
    value.cloned().unwrap_or_default()
}

/// The printed record of `row`, with personal data when `personal`.
pub fn printed_record(
    row: &MemberRecordRow,
    memberships: &[db::MembershipRow],
    personal: bool,
    now: chrono::NaiveDateTime,
) -> PrintedRecord {
    let sex = Sex::parse(&row.sex).unwrap_or(Sex::Male);
    let full_name = [
        row.title_before.as_deref(),
        Some(row.first_name.as_str()),
        row.middle_names.as_deref(),
        Some(row.last_name.as_str()),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ");
    let full_name = match row.title_after.as_deref() {
        Some(after) => format!("{full_name}, {after}"),
        None => full_name,
    };
    let mut person = vec![
        ("Jméno a příjmení".to_owned(), full_name.clone()),
        ("Pohlaví".to_owned(), sex.label().to_owned()),
        ("Státní občanství".to_owned(), row.citizenship.clone()),
    ];
    if personal {
        person.push(("Datum narození".to_owned(), czech_date(row.birth_date)));
        person.push((
            "Rodné číslo".to_owned(),
            row.birth_number
                .as_deref()
                .and_then(|digits| BirthNumber::parse(digits).ok())
                .map(|number| number.formatted())
                .unwrap_or_default(),
        ));
    } else {
        person.push(("Rok narození".to_owned(), row.birth_date.year().to_string()));
    }
    let mut sections = vec![
        PrintedSection {
            heading: "Osobní údaje".to_owned(),
            rows: person,
        },
        PrintedSection {
            heading: "Členství ve SLČR".to_owned(),
            rows: vec![
                (
                    "Registrační číslo".to_owned(),
                    row.registration_number.to_string(),
                ),
                ("Klub".to_owned(), optional(row.club_name.as_ref())),
                (
                    "Člen klubu od".to_owned(),
                    row.member_since.map(czech_date).unwrap_or_default(),
                ),
                ("FIS kód".to_owned(), optional(row.fis_code.as_ref())),
                (
                    "Odpověď člena".to_owned(),
                    answer_label(&row.answer_status).to_owned(),
                ),
                (
                    "Stav".to_owned(),
                    if row.archived {
                        "archivovaný"
                    } else {
                        "aktivní"
                    }
                    .to_owned(),
                ),
            ],
        },
    ];
    if personal {
        sections.push(PrintedSection {
            heading: "Adresa a kontakt".to_owned(),
            rows: vec![
                ("Ulice".to_owned(), optional(row.street.as_ref())),
                (
                    "Číslo popisné".to_owned(),
                    optional(row.house_number.as_ref()),
                ),
                (
                    "Číslo orientační".to_owned(),
                    optional(row.orientation_number.as_ref()),
                ),
                ("Obec".to_owned(), optional(row.municipality.as_ref())),
                (
                    "Část obce".to_owned(),
                    optional(row.municipality_part.as_ref()),
                ),
                ("PSČ".to_owned(), optional(row.postcode.as_ref())),
                ("Stát".to_owned(), row.country.clone()),
                ("E-mail".to_owned(), optional(row.email.as_ref())),
                ("Telefon".to_owned(), optional(row.phone.as_ref())),
            ],
        });
    }
    sections.push(PrintedSection {
        heading: "Klubová historie".to_owned(),
        rows: if memberships.is_empty() {
            vec![("Bez členství v klubu".to_owned(), String::new())]
        } else {
            memberships
                .iter()
                .map(|membership| {
                    let to = membership
                        .valid_to
                        .map_or_else(|| "dosud".to_owned(), czech_date);
                    (
                        format!("{} – {to}", czech_date(membership.valid_from)),
                        format!("{} ({})", membership.club_name, membership.club_code),
                    )
                })
                .collect()
        },
    });
    PrintedRecord {
        title: "Evidenční list člena".to_owned(),
        subtitle: format!(
            "{full_name} · reg. č. {} · Svaz lyžařů České republiky",
            row.registration_number
        ),
        sections,
        footer: format!(
            "Vytištěno ze systému Stopa dne {} v {}",
            czech_date(now.date()),
            now.format("%H:%M")
        ),
    }
}

/// GET /api/members/{id}/tisk.pdf: the printable record as a PDF, for those who read the
/// record; personal data only for those who may see it (and then audited).
pub async fn member_record_pdf(
    State(state): State<AppState>,
    Path(member_id): Path<String>,
    request: Parts,
) -> Response {
    let Ok(member_id) = member_id.parse::<i64>() else {
        return not_found();
    };
    let context = match request_context(&state, &request).await {
        Ok(context) => context,
        Err(error) => return failure(StatusCode::SERVICE_UNAVAILABLE, "print failed", &error),
    };
    let Some(session) = context.session.as_ref() else {
        return denied_response(Denied::Unauthenticated);
    };
    let pool = &state.inner.services.pool;
    let row = match db::find_member_record(pool, member_id).await {
        Ok(Some(row)) => row,
        Ok(None) => return not_found(),
        Err(error) => return failure(StatusCode::SERVICE_UNAVAILABLE, "print failed", &error),
    };
    let access = policy::member_record_access(&context.identity, &facts(&row));
    if !access.record.can_read() {
        return denied_response(Denied::Forbidden);
    }
    let memberships = match db::list_memberships(pool, member_id).await {
        Ok(rows) => rows,
        Err(error) => return failure(StatusCode::SERVICE_UNAVAILABLE, "print failed", &error),
    };
    let personal = access.personal_info.can_read();
    if personal {
        let entry = stopa_db::audit::AuditEntry {
            account_id: Some(session.account_id),
            identity_id: Some(context.identity.identity_id),
            action: "print_personal_data",
            entity: "member",
            entity_id: Some(member_id),
            detail: serde_json::json!({ "format": "pdf" }),
        };
        if let Err(error) = stopa_db::audit::insert_audit(pool, &entry).await {
            return failure(StatusCode::SERVICE_UNAVAILABLE, "print failed", &error);
        }
    }
    let record = printed_record(
        &row,
        &memberships,
        personal,
        // Local time of the server (TZ=Europe/Prague in production).
        chrono::Local::now().naive_local(),
    );
    let bytes = match tokio::task::spawn_blocking(move || render(&record)).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(error)) => {
            return failure(StatusCode::INTERNAL_SERVER_ERROR, "print failed", &error);
        }
        Err(error) => return failure(StatusCode::INTERNAL_SERVER_ERROR, "print failed", &error),
    };
    let file_name = format!(
        "clen-{}-{}.pdf",
        row.registration_number,
        stopa_domain::club::slug(&format!("{} {}", row.last_name, row.first_name))
    );
    let mut response = Response::new(Body::from(bytes));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/pdf"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let disposition = stopa_formats::download::content_disposition(&file_name).replacen(
        "attachment",
        "inline",
        1,
    );
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}
