//! Feedback reports with their history, and the release notes (`stopa_domain::feedback`).

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::feedback::{FeedbackKind, FeedbackStatus};
use stopa_domain::identity::IdentityType;

use crate::DbResult;

/// A report without its screenshot's bytes.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct FeedbackRow {
    pub feedback_id: i64,
    pub account_id: i64,
    pub reporter_name: String,
    #[serde(skip)]
    pub reporter_first_name: String,
    #[serde(skip)]
    pub reporter_email: String,
    /// Whether the reporter's account may still log in (an inactive one gets no e-mail).
    #[serde(skip)]
    pub reporter_active: bool,
    pub identity_type: IdentityType,
    pub kind: FeedbackKind,
    pub status: FeedbackStatus,
    pub text: String,
    pub page: Option<String>,
    pub browser: Option<String>,
    pub screenshot_type: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

macro_rules! feedback_select {
    () => {
        "select f.feedback_id, f.account_id, a.first_name || ' ' || a.last_name as reporter_name, \
         a.first_name as reporter_first_name, a.email as reporter_email, a.active as reporter_active, f.identity_type, f.kind, f.status, f.text, f.page, f.browser, \
         f.screenshot_type, f.created_at, f.updated_at \
         from feedback f join account a on a.account_id = f.account_id "
    };
}

/// What narrows the list.
#[derive(Debug, Clone, Default)]
pub struct FeedbackFilter {
    /// The reports of one account only.
    pub account_id: Option<i64>,
    pub status: Option<FeedbackStatus>,
    pub kind: Option<FeedbackKind>,
    /// Reports older than this one (the next page).
    pub before_id: Option<i64>,
}

/// Reports newest first, `limit` of them, from the primary key or the status and account
/// indexes.
pub async fn list(
    executor: impl PgExecutor<'_>,
    filter: &FeedbackFilter,
    limit: i64,
) -> DbResult<Vec<FeedbackRow>> {
    Ok(sqlx::query_as::<_, FeedbackRow>(concat!(
        feedback_select!(),
        "where ($1::bigint is null or f.account_id = $1) \
           and ($2::text is null or f.status = $2) \
           and ($3::text is null or f.kind = $3) \
           and ($4::bigint is null or f.feedback_id < $4) \
         order by f.feedback_id desc limit $5"
    ))
    .bind(filter.account_id)
    .bind(filter.status)
    .bind(filter.kind)
    .bind(filter.before_id)
    .bind(limit)
    .fetch_all(executor)
    .await?)
}

pub async fn find(
    executor: impl PgExecutor<'_>,
    feedback_id: i64,
) -> DbResult<Option<FeedbackRow>> {
    Ok(
        sqlx::query_as::<_, FeedbackRow>(concat!(feedback_select!(), "where f.feedback_id = $1"))
            .bind(feedback_id)
            .fetch_optional(executor)
            .await?,
    )
}

/// A report locked for a change; with `account_id`, only a report of that account (nobody
/// locks, even briefly, a report it may not read).
pub async fn lock(
    connection: &mut PgConnection,
    feedback_id: i64,
    account_id: Option<i64>,
) -> DbResult<Option<FeedbackRow>> {
    Ok(sqlx::query_as::<_, FeedbackRow>(concat!(
        feedback_select!(),
        "where f.feedback_id = $1 and ($2::bigint is null or f.account_id = $2) \
         for update of f"
    ))
    .bind(feedback_id)
    .bind(account_id)
    .fetch_optional(connection)
    .await?)
}

/// A new report.
#[derive(Debug, Clone)]
pub struct NewFeedback<'a> {
    pub account_id: i64,
    pub identity_type: IdentityType,
    pub kind: FeedbackKind,
    pub text: &'a str,
    pub page: Option<&'a str>,
    pub browser: Option<&'a str>,
    /// The bytes with their type.
    pub screenshot: Option<(&'a [u8], &'a str)>,
}

pub async fn insert(connection: &mut PgConnection, new: &NewFeedback<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "insert into feedback (account_id, identity_type, kind, text, page, browser, screenshot, \
         screenshot_type) values ($1, $2, $3, $4, $5, $6, $7, $8) returning feedback_id",
    )
    .bind(new.account_id)
    .bind(new.identity_type)
    .bind(new.kind)
    .bind(new.text)
    .bind(new.page)
    .bind(new.browser)
    .bind(new.screenshot.map(|(bytes, _)| bytes))
    .bind(new.screenshot.map(|(_, content_type)| content_type))
    .fetch_one(connection)
    .await?)
}

pub async fn set_status(
    connection: &mut PgConnection,
    feedback_id: i64,
    status: FeedbackStatus,
) -> DbResult<()> {
    sqlx::query("update feedback set status = $2, updated_at = now() where feedback_id = $1")
        .bind(feedback_id)
        .bind(status)
        .execute(connection)
        .await?;
    Ok(())
}

/// Marks a report changed (a comment).
pub async fn touch(connection: &mut PgConnection, feedback_id: i64) -> DbResult<()> {
    sqlx::query("update feedback set updated_at = now() where feedback_id = $1")
        .bind(feedback_id)
        .execute(connection)
        .await?;
    Ok(())
}

/// A report's screenshot with its type.
pub async fn screenshot(
    executor: impl PgExecutor<'_>,
    feedback_id: i64,
) -> DbResult<Option<(Vec<u8>, String)>> {
    Ok(sqlx::query_as::<_, (Vec<u8>, String)>(
        "select screenshot, screenshot_type from feedback \
         where feedback_id = $1 and screenshot is not null",
    )
    .bind(feedback_id)
    .fetch_optional(executor)
    .await?)
}

/// One step of a report's history.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct FeedbackEventRow {
    pub feedback_event_id: i64,
    pub feedback_id: i64,
    pub account_id: Option<i64>,
    pub author_name: Option<String>,
    pub from_status: Option<FeedbackStatus>,
    pub to_status: Option<FeedbackStatus>,
    pub comment: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub async fn events(
    executor: impl PgExecutor<'_>,
    feedback_id: i64,
) -> DbResult<Vec<FeedbackEventRow>> {
    Ok(sqlx::query_as::<_, FeedbackEventRow>(
        "select e.feedback_event_id, e.feedback_id, e.account_id, \
         a.first_name || ' ' || a.last_name as author_name, e.from_status, e.to_status, \
         e.comment, e.created_at \
         from feedback_event e left join account a on a.account_id = e.account_id \
         where e.feedback_id = $1 order by e.feedback_event_id",
    )
    .bind(feedback_id)
    .fetch_all(executor)
    .await?)
}

pub async fn insert_event(
    connection: &mut PgConnection,
    feedback_id: i64,
    account_id: Option<i64>,
    change: Option<(FeedbackStatus, FeedbackStatus)>,
    comment: Option<&str>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "insert into feedback_event (feedback_id, account_id, from_status, to_status, comment) \
         values ($1, $2, $3, $4, $5) returning feedback_event_id",
    )
    .bind(feedback_id)
    .bind(account_id)
    .bind(change.map(|(from, _)| from))
    .bind(change.map(|(_, to)| to))
    .bind(comment)
    .fetch_one(connection)
    .await?)
}

/// A release note.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct ReleaseNoteRow {
    pub release_note_id: i64,
    pub version: String,
    pub released_on: NaiveDate,
    pub body: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Every release note, newest first (there are tens: one a month).
pub async fn release_notes(executor: impl PgExecutor<'_>) -> DbResult<Vec<ReleaseNoteRow>> {
    Ok(sqlx::query_as::<_, ReleaseNoteRow>(
        "select release_note_id, version, released_on, body, created_at, updated_at \
         from release_note order by released_on desc, release_note_id desc limit 500",
    )
    .fetch_all(executor)
    .await?)
}

pub async fn find_release_note(
    executor: impl PgExecutor<'_>,
    release_note_id: i64,
) -> DbResult<Option<ReleaseNoteRow>> {
    Ok(sqlx::query_as::<_, ReleaseNoteRow>(
        "select release_note_id, version, released_on, body, created_at, updated_at \
         from release_note where release_note_id = $1",
    )
    .bind(release_note_id)
    .fetch_optional(executor)
    .await?)
}

/// Whether another release note has the version (in any case).
pub async fn release_note_version_taken(
    connection: &mut PgConnection,
    version: &str,
    except: Option<i64>,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar::<_, bool>(
        "select exists (select 1 from release_note where lower(version) = lower($1) \
           and ($2::bigint is null or release_note_id <> $2))",
    )
    .bind(version)
    .bind(except)
    .fetch_one(connection)
    .await?)
}

/// Serialises the writers of release notes (a version is checked free under it).
pub async fn lock_release_notes(connection: &mut PgConnection) -> DbResult<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended('release_note', 0))")
        .execute(connection)
        .await?;
    Ok(())
}

pub async fn insert_release_note(
    connection: &mut PgConnection,
    version: &str,
    released_on: NaiveDate,
    body: &str,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "insert into release_note (version, released_on, body) values ($1, $2, $3) \
         returning release_note_id",
    )
    .bind(version)
    .bind(released_on)
    .bind(body)
    .fetch_one(connection)
    .await?)
}

pub async fn update_release_note(
    connection: &mut PgConnection,
    release_note_id: i64,
    version: &str,
    released_on: NaiveDate,
    body: &str,
) -> DbResult<bool> {
    Ok(sqlx::query(
        "update release_note set version = $2, released_on = $3, body = $4, updated_at = now() \
         where release_note_id = $1",
    )
    .bind(release_note_id)
    .bind(version)
    .bind(released_on)
    .bind(body)
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}

pub async fn delete_release_note(
    connection: &mut PgConnection,
    release_note_id: i64,
) -> DbResult<bool> {
    Ok(
        sqlx::query("delete from release_note where release_note_id = $1")
            .bind(release_note_id)
            .execute(connection)
            .await?
            .rows_affected()
            == 1,
    )
}

/// The newest release note an account has seen (None: none yet).
pub async fn seen_release_note(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar::<_, Option<i64>>(
        "select release_notes_seen_id from account where account_id = $1",
    )
    .bind(account_id)
    .fetch_optional(executor)
    .await?
    .flatten())
}

/// How many release notes an account has not seen.
pub async fn unread_release_notes(executor: impl PgExecutor<'_>, account_id: i64) -> DbResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select count(*) from release_note r \
         where r.release_note_id > coalesce( \
           (select release_notes_seen_id from account where account_id = $1), 0)",
    )
    .bind(account_id)
    .fetch_one(executor)
    .await?)
}

/// Marks the release notes up to `up_to_id` (the newest the reader was shown; None: the
/// newest there is) as seen by an account; the mark never goes back.
pub async fn mark_release_notes_seen(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    up_to_id: Option<i64>,
) -> DbResult<()> {
    sqlx::query(
        "update account set release_notes_seen_id = \
           greatest(coalesce(release_notes_seen_id, 0), \
                    coalesce((select max(release_note_id) from release_note \
                              where $2::bigint is null or release_note_id <= $2), 0)) \
         where account_id = $1",
    )
    .bind(account_id)
    .bind(up_to_id)
    .execute(executor)
    .await?;
    Ok(())
}
