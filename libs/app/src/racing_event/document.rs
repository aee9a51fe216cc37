//! An event's documents: the kinds of file accepted (told from their bytes), upload, deletion and
//! download.

use stopa_db::racing_event::{self as db, DocumentRow};
use stopa_domain::racing_event::DocumentKind;

use super::MAX_DOCUMENT_BYTES;
use super::reading::visible;
use super::writing::writable;
use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The media type of a document from its first bytes: PDF, images, office files (OOXML and
/// OpenDocument zips, the old OLE files), plain text; None for anything else.
pub fn document_content_type(file_name: &str, bytes: &[u8]) -> Option<&'static str> {
    let extension = file_name
        .rsplit_once('.')
        .map(|(_, extension)| extension.to_ascii_lowercase())
        .unwrap_or_default();
    if bytes.starts_with(b"%PDF-") {
        return Some("application/pdf");
    }
    if let Some(image) = stopa_domain::member::photo_content_type(bytes) {
        return Some(image);
    }
    if bytes.starts_with(b"PK\x03\x04") {
        return match extension.as_str() {
            "docx" => {
                Some("application/vnd.openxmlformats-officedocument.wordprocessingml.document")
            }
            "xlsx" => Some("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
            "odt" => Some("application/vnd.oasis.opendocument.text"),
            "ods" => Some("application/vnd.oasis.opendocument.spreadsheet"),
            _ => None,
        };
    }
    if bytes.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
        return match extension.as_str() {
            "doc" => Some("application/msword"),
            "xls" => Some("application/vnd.ms-excel"),
            _ => None,
        };
    }
    if extension == "txt" && std::str::from_utf8(bytes).is_ok() {
        return Some("text/plain; charset=utf-8");
    }
    None
}

/// Adds a document to an event (its managers).
pub async fn upload_document(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    kind: DocumentKind,
    title: Option<String>,
    file_name: &str,
    bytes: &[u8],
) -> AppResult<DocumentRow> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::field(
            "file",
            "Soubor se nepodařilo nahrát: je větší než 10 MB.",
        ));
    }
    let Some(content_type) = document_content_type(file_name, bytes) else {
        return Err(AppError::field(
            "file",
            "Soubor se nepodařilo nahrát: povolené jsou PDF, obrázky (JPEG, PNG, WebP), dokumenty Word, Excel a OpenDocument a text.",
        ));
    };
    let mut write = AuditedWrite::begin(app, actor, "racing_event_document").await?;
    writable(&mut write, actor, racing_event_id).await?;
    let file_name: String = file_name
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '/' | '\\'))
        .take(200)
        .collect();
    let title = title
        .map(|title| title.trim().chars().take(200).collect::<String>())
        .filter(|title| !title.is_empty())
        .unwrap_or_else(|| kind.label().to_owned());
    let id = db::insert_document(
        write.tx(),
        &db::NewDocument {
            racing_event_id,
            kind,
            title: &title,
            file_name: &file_name,
            content_type,
            content: bytes,
            account_id: actor.account_id(),
        },
    )
    .await?;
    write
        .audit(
            "upload_document",
            racing_event_id,
            None::<&()>,
            Some(&serde_json::json!({ "document": id, "kind": kind, "file": file_name })),
        )
        .await?;
    write.commit().await?;
    db::documents_of_event(&app.pool, racing_event_id)
        .await?
        .into_iter()
        .find(|document| document.racing_event_document_id == id)
        .ok_or(AppError::NotFound)
}

/// Removes a document of an event.
pub async fn delete_document(app: &App, actor: &Actor, document_id: i64) -> AppResult<()> {
    let (document, _) = db::find_document(&app.pool, document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let mut write = AuditedWrite::begin(app, actor, "racing_event_document").await?;
    writable(&mut write, actor, document.racing_event_id).await?;
    db::delete_document(write.tx(), document_id).await?;
    write
        .audit(
            "delete_document",
            document.racing_event_id,
            Some(&document),
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// A document to download: to everybody who sees its event.
pub async fn document(app: &App, actor: &Actor, document_id: i64) -> AppResult<Download> {
    let (document, content) = db::find_document(&app.pool, document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    visible(app, actor, document.racing_event_id).await?;
    Ok(Download::document(
        document.file_name,
        document.content_type,
        content,
    ))
}
