//! A member's files: the photo and the printable record as PDF. Both go through the member
//! policy: the photo is public only when the member allowed it; the PDF holds personal data
//! only for those who may see it, and printing personal data is written to the audit log.

use chrono::Datelike as _;
use stopa_db::member::{self as db, MemberRecordRow};
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::policy::{self, ClubFacts, MemberFacts};
use stopa_formats::czech;
use stopa_formats::member_pdf::{PrintedRecord, PrintedSection, render};

use crate::error::{AppError, AppResult};
use crate::export::{Caching, Download, DownloadBody};
use crate::write::audit_access;
use crate::{Actor, App};

/// What the policy needs to know of a member record.
pub fn facts(row: &MemberRecordRow) -> MemberFacts<'_> {
    MemberFacts {
        member_id: row.member_id,
        archived: row.archived,
        club: match (row.club_id, row.club_region_id, &row.club_department_ids) {
            (Some(club_id), Some(region_id), Some(department_ids)) => Some(ClubFacts {
                club_id,
                region_id,
                department_ids,
            }),
            _ => None,
        },
    }
}

/// A member id from a URL: anything but a number is a record that does not exist.
fn member_id(text: &str) -> AppResult<i64> {
    text.parse::<i64>().map_err(|_| AppError::NotFound)
}

/// The photo, to anyone when the member allowed it on public pages, otherwise to those who
/// read the record. A hidden photo gets the same answer as a missing one.
pub async fn member_photo(app: &App, actor: &Actor, member_id_text: &str) -> AppResult<Download> {
    let member_id = member_id(member_id_text)?;
    let (record, photo) = tokio::try_join!(
        db::find_member_record(&app.pool, member_id),
        db::find_member_photo(&app.pool, member_id)
    )?;
    let (Some(record), Some(photo)) = (record, photo) else {
        return Err(AppError::NotFound);
    };
    if !policy::member_photo_visible(&actor.identity, &facts(&record), photo.photo_public) {
        return Err(AppError::NotFound);
    }
    Ok(Download {
        file_name: None,
        content_type: photo.content_type,
        inline: true,
        caching: Caching::PrivateRevalidate,
        sandboxed: true,
        body: DownloadBody::Bytes(photo.content),
    })
}

/// The printable record as a PDF, for those who read the record; personal data only for
/// those who may see it (and then audited).
pub async fn member_record_pdf(
    app: &App,
    actor: &Actor,
    member_id_text: &str,
) -> AppResult<Download> {
    let member_id = member_id(member_id_text)?;
    actor.signed_in()?;
    let row = db::find_member_record(&app.pool, member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let access = policy::member_record_access(&actor.identity, &facts(&row));
    if !access.record.can_read() {
        return Err(AppError::Forbidden);
    }
    let memberships = db::list_memberships(&app.pool, member_id).await?;
    let personal = access.personal_info.can_read();
    if personal {
        audit_access(
            app,
            actor,
            "print_personal_data",
            "member",
            Some(member_id),
            serde_json::json!({ "format": "pdf" }),
        )
        .await?;
    }
    let record = printed_record(
        &row,
        &memberships,
        personal,
        stopa_domain::time::now_local(),
    );
    let bytes = app
        .file_work
        .run("print", move || render(&record))
        .await?
        .map_err(|error| AppError::Internal(format!("print: {error}")))?;
    Ok(Download {
        file_name: Some(format!(
            "clen-{}-{}.pdf",
            row.registration_number,
            stopa_domain::club::slug(&format!("{} {}", row.last_name, row.first_name))
        )),
        content_type: "application/pdf".to_owned(),
        inline: true,
        caching: Caching::NoStore,
        sandboxed: false,
        body: DownloadBody::Bytes(bytes),
    })
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
    let sex = row.sex;
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
        person.push(("Datum narození".to_owned(), czech::date(row.birth_date)));
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
                    row.member_since.map(czech::date).unwrap_or_default(),
                ),
                ("FIS kód".to_owned(), optional(row.fis_code.as_ref())),
                (
                    "Odpověď člena".to_owned(),
                    row.answer_status.label().to_owned(),
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
                (
                    "PSČ".to_owned(),
                    row.postcode
                        .as_deref()
                        .map(czech::postcode)
                        .unwrap_or_default(),
                ),
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
                        .map_or_else(|| "dosud".to_owned(), czech::date);
                    (
                        format!("{} – {to}", czech::date(membership.valid_from)),
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
            czech::date(now.date()),
            now.format("%H:%M")
        ),
        qr: None,
    }
}
