//! Documents of an event (the file kept in the database).

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::racing_event::DocumentKind;

use crate::DbResult;

/// A document of an event (without its bytes).
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct DocumentRow {
    pub racing_event_document_id: i64,
    pub racing_event_id: i64,
    pub kind: DocumentKind,
    pub title: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i32,
    pub created_at: DateTime<Utc>,
}

pub async fn documents_of_event(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<DocumentRow>> {
    Ok(sqlx::query_as::<_, DocumentRow>(
        r"select racing_event_document_id, racing_event_id, kind, title, file_name,
                  content_type, octet_length(content) as size, created_at
           from racing_event_document where racing_event_id = $1
           order by created_at, racing_event_document_id",
    )
    .bind(racing_event_id)
    .fetch_all(executor)
    .await?)
}

/// A document to store.
#[derive(Debug, Clone, Copy)]
pub struct NewDocument<'a> {
    pub racing_event_id: i64,
    pub kind: DocumentKind,
    pub title: &'a str,
    pub file_name: &'a str,
    pub content_type: &'a str,
    pub content: &'a [u8],
    pub account_id: Option<i64>,
}

pub async fn insert_document(
    connection: &mut PgConnection,
    document: &NewDocument<'_>,
) -> DbResult<i64> {
    let NewDocument {
        racing_event_id,
        kind,
        title,
        file_name,
        content_type,
        content,
        account_id,
    } = *document;
    Ok(sqlx::query_scalar!(
        r"insert into racing_event_document (racing_event_id, kind, title, file_name,
               content_type, content, created_by_account_id)
           values ($1, $2, $3, $4, $5, $6, $7) returning racing_event_document_id",
        racing_event_id,
        kind.as_str(),
        title,
        file_name,
        content_type,
        content,
        account_id
    )
    .fetch_one(connection)
    .await?)
}

/// A document with its bytes.
#[derive(sqlx::FromRow)]
struct DocumentWithContent {
    #[sqlx(flatten)]
    row: DocumentRow,
    content: Vec<u8>,
}

/// A document with its bytes: (row, content).
pub async fn find_document(
    executor: impl PgExecutor<'_>,
    document_id: i64,
) -> DbResult<Option<(DocumentRow, Vec<u8>)>> {
    let found = sqlx::query_as::<_, DocumentWithContent>(
        r"select racing_event_document_id, racing_event_id, kind, title, file_name,
                 content_type, octet_length(content) as size, created_at, content
          from racing_event_document where racing_event_document_id = $1",
    )
    .bind(document_id)
    .fetch_optional(executor)
    .await?;
    Ok(found.map(|found| (found.row, found.content)))
}

pub async fn delete_document(connection: &mut PgConnection, document_id: i64) -> DbResult<bool> {
    Ok(sqlx::query!(
        "delete from racing_event_document where racing_event_document_id = $1",
        document_id
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}
