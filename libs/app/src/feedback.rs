//! Feedback reports and release notes: the rules are in [`stopa_domain::feedback`], who may
//! do what in [`stopa_domain::policy::feedback_scope`] and its kin.

use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::feedback::{self as db, FeedbackEventRow, FeedbackFilter, FeedbackRow};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::feedback::{
    self as rules, FeedbackKind, FeedbackStatus, MAX_COMMENT_CHARS, MAX_CONTEXT_CHARS,
    MAX_RELEASE_NOTE_CHARS, MAX_SCREENSHOT_BYTES, MAX_TEXT_CHARS, MAX_VERSION_CHARS,
};
use stopa_domain::identity::IdentityType;
use stopa_domain::policy::{self, FeedbackScope};
use stopa_domain::text::clean_line;
use stopa_domain::validation::FormCheck;
use stopa_jobs::JobQueues;

use crate::error::{AppError, AppResult};
use crate::export::{Caching, Download, DownloadBody};
use crate::job::SendEmail;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Reports one account may file in an hour: enough for a bad day, not for a flood.
pub const REPORTS_PER_HOUR: i64 = 20;
/// Screenshots one account may attach in a day: at most 100 MB a day.
pub const SCREENSHOTS_PER_DAY: i64 = 10;
/// Comments one account may write in an hour.
pub const COMMENTS_PER_HOUR: i64 = 60;
/// Reports per page of the list.
pub const PAGE_SIZE: i64 = 50;

/// A new report, as the form sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct FeedbackInput {
    pub kind: FeedbackKind,
    pub text: String,
    /// The page the report came from (filled in by the web app).
    pub page: Option<String>,
    /// The browser (filled in by the web app).
    pub browser: Option<String>,
}

/// A state with its Czech name.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct FeedbackStatusOption {
    pub status: FeedbackStatus,
    pub label: String,
}

impl From<FeedbackStatus> for FeedbackStatusOption {
    fn from(status: FeedbackStatus) -> Self {
        Self {
            status,
            label: status.label().to_owned(),
        }
    }
}

/// A report as the list and its page show it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Feedback {
    pub id: i64,
    pub kind: FeedbackKind,
    pub kind_label: String,
    pub status: FeedbackStatus,
    pub status_label: String,
    pub text: String,
    pub page: Option<String>,
    pub browser: Option<String>,
    pub reporter_name: String,
    /// The identity the report was made as ("Správce klubu").
    pub reported_as: String,
    /// Where the screenshot is served, when there is one.
    pub screenshot_url: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Czech name of the identity a report was made as.
fn identity_label(identity_type: IdentityType) -> &'static str {
    match identity_type {
        IdentityType::Admin => "Administrátor",
        IdentityType::Person => "Člen",
        IdentityType::Team => "Správce klubu",
        IdentityType::Area => "Oblast",
        IdentityType::Section => "Úsek",
        IdentityType::Timekeeper => "Časomíra",
        IdentityType::Public => "Veřejnost",
    }
}

impl From<FeedbackRow> for Feedback {
    fn from(row: FeedbackRow) -> Self {
        Self {
            id: row.feedback_id,
            kind_label: row.kind.label().to_owned(),
            kind: row.kind,
            status_label: row.status.label().to_owned(),
            status: row.status,
            text: row.text,
            page: row.page,
            browser: row.browser,
            reporter_name: row.reporter_name,
            reported_as: identity_label(row.identity_type).to_owned(),
            screenshot_url: row
                .screenshot_type
                .map(|_| format!("/api/feedback-screenshots/{}", row.feedback_id)),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// One step of a report's history.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct FeedbackEvent {
    pub id: i64,
    pub author_name: Option<String>,
    /// "Přijato → Řeší svaz", when the state changed.
    pub change: Option<String>,
    pub comment: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<FeedbackEventRow> for FeedbackEvent {
    fn from(row: FeedbackEventRow) -> Self {
        Self {
            id: row.feedback_event_id,
            author_name: row.author_name,
            change: match (row.from_status, row.to_status) {
                (Some(from), Some(to)) => Some(format!("{} → {}", from.label(), to.label())),
                _ => None,
            },
            comment: row.comment,
            created_at: row.created_at,
        }
    }
}

/// A report's page: the report, its history and what the asker may do with it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct FeedbackDetail {
    pub feedback: Feedback,
    pub events: Vec<FeedbackEvent>,
    /// The states Admin may move it to (empty for the others).
    pub next_statuses: Vec<FeedbackStatusOption>,
    pub can_comment: bool,
}

/// A page of the list, newest first.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct FeedbackPage {
    pub items: Vec<Feedback>,
    /// Pass as `beforeId` for the next page; None on the last.
    pub next_before_id: Option<i64>,
    /// Whether the list holds every account's reports (Admin).
    pub all_reports: bool,
}

/// What narrows the list.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct FeedbackListFilter {
    pub status: Option<FeedbackStatus>,
    pub kind: Option<FeedbackKind>,
    /// Admin: only the reports of its own account.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub mine: bool,
    pub before_id: Option<i64>,
}

fn scope(actor: &Actor) -> AppResult<FeedbackScope> {
    Ok(policy::feedback_scope(&actor.identity, actor.account_id())?)
}

/// The reports the asker may read, newest first, a page at a time.
pub async fn feedback_list(
    app: &App,
    actor: &Actor,
    filter: FeedbackListFilter,
) -> AppResult<FeedbackPage> {
    let scope = scope(actor)?;
    let account_id = match scope {
        FeedbackScope::All => filter.mine.then(|| actor.account_id()).flatten(),
        FeedbackScope::Own(account_id) => Some(account_id),
    };
    let mut rows = db::list(
        &app.pool,
        &FeedbackFilter {
            account_id,
            status: filter.status,
            kind: filter.kind,
            before_id: filter.before_id,
        },
        PAGE_SIZE + 1,
    )
    .await?;
    let more = rows.len() > usize::try_from(PAGE_SIZE).unwrap_or(usize::MAX);
    rows.truncate(usize::try_from(PAGE_SIZE).unwrap_or(usize::MAX));
    Ok(FeedbackPage {
        next_before_id: more
            .then(|| rows.last().map(|row| row.feedback_id))
            .flatten(),
        items: rows.into_iter().map(Feedback::from).collect(),
        all_reports: scope == FeedbackScope::All,
    })
}

/// A report in the asker's scope; any other is not found (its existence is not revealed).
async fn readable(
    app: &App,
    actor: &Actor,
    feedback_id: i64,
) -> AppResult<(FeedbackScope, FeedbackRow)> {
    let scope = scope(actor)?;
    let row = db::find(&app.pool, feedback_id)
        .await?
        .filter(|row| scope.contains(row.account_id))
        .ok_or(AppError::NotFound)?;
    Ok((scope, row))
}

async fn detail(app: &App, actor: &Actor, row: FeedbackRow) -> AppResult<FeedbackDetail> {
    let events = db::events(&app.pool, row.feedback_id).await?;
    let next_statuses = if policy::check_feedback_manage(&actor.identity).is_ok() {
        row.status.next().iter().copied().map(Into::into).collect()
    } else {
        Vec::new()
    };
    Ok(FeedbackDetail {
        feedback: row.into(),
        events: events.into_iter().map(Into::into).collect(),
        next_statuses,
        can_comment: true,
    })
}

/// A report with its history (`/evidence/zpetna-vazba/{id}`).
pub async fn feedback(app: &App, actor: &Actor, feedback_id: i64) -> AppResult<FeedbackDetail> {
    let (_, row) = readable(app, actor, feedback_id).await?;
    detail(app, actor, row).await
}

/// The checked fields of a new report.
fn checked_report(input: &FeedbackInput) -> AppResult<(String, Option<String>, Option<String>)> {
    let mut check = FormCheck::new();
    let text = rules::clean_paragraphs(&input.text);
    if text.is_empty() {
        check.add("text", stopa_domain::validation::REQUIRED);
    } else if text.chars().count() > MAX_TEXT_CHARS {
        check.add(
            "text",
            format!("Popis může mít nejvýše {MAX_TEXT_CHARS} znaků."),
        );
    }
    check.finish()?;
    let context = |value: &Option<String>| {
        value
            .as_deref()
            .map(|value| clean_line(value, MAX_CONTEXT_CHARS))
            .filter(|value| !value.is_empty())
    };
    // The page is a path of Stopa ("/evidence/clenove?…"); anything else (another site, a
    // `javascript:` address) is not kept.
    let page = context(&input.page).filter(|page| {
        page.starts_with('/') && !page.starts_with("//") && !page.starts_with("/\\")
    });
    Ok((text, page, context(&input.browser)))
}

/// Files a report (`/evidence/zpetna-vazba/nahlasit`), with an optional screenshot (PNG, JPEG
/// or WebP, at most 10 MB, its type read from its bytes).
pub async fn report_feedback(
    app: &App,
    actor: &Actor,
    input: FeedbackInput,
    screenshot: Option<&[u8]>,
) -> AppResult<Feedback> {
    policy::check_feedback_report(&actor.identity, actor.account_id())?;
    let account_id = actor.account_id().ok_or(AppError::Unauthenticated)?;
    let (text, page, browser) = checked_report(&input)?;
    let screenshot = match screenshot.filter(|bytes| !bytes.is_empty()) {
        None => None,
        Some(bytes) if bytes.len() > MAX_SCREENSHOT_BYTES => {
            return Err(AppError::field(
                "screenshot",
                "Snímek obrazovky se nepodařilo nahrát: je větší než 10 MB.",
            ));
        }
        Some(bytes) => match stopa_domain::member::photo_content_type(bytes) {
            Some(content_type) => Some((bytes, content_type)),
            None => {
                return Err(AppError::field(
                    "screenshot",
                    "Snímek obrazovky musí být obrázek PNG, JPEG nebo WebP.",
                ));
            }
        },
    };
    let mut write = AuditedWrite::begin(app, actor, "feedback").await?;
    let allowed = stopa_db::request_limit::take_allowance(
        write.tx(),
        "feedback_report",
        &account_id.to_string(),
        REPORTS_PER_HOUR,
        3600,
    )
    .await?;
    if !allowed {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            format!(
                "Za hodinu lze odeslat nejvýše {REPORTS_PER_HOUR} hlášení. Zkuste to prosím později."
            ),
        ));
    }
    if screenshot.is_some()
        && !stopa_db::request_limit::take_allowance(
            write.tx(),
            "feedback_screenshot",
            &account_id.to_string(),
            SCREENSHOTS_PER_DAY,
            24 * 3600,
        )
        .await?
    {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            format!(
                "Za den lze přiložit nejvýše {SCREENSHOTS_PER_DAY} snímků obrazovky. Odešlete hlášení bez snímku."
            ),
        ));
    }
    let id = db::insert(
        write.tx(),
        &db::NewFeedback {
            account_id,
            identity_type: actor.identity.identity_type,
            kind: input.kind,
            text: &text,
            page: page.as_deref(),
            browser: browser.as_deref(),
            screenshot,
        },
    )
    .await?;
    let row = db::find(write.tx(), id).await?.ok_or(AppError::NotFound)?;
    write.audit("create", id, None::<&()>, Some(&row)).await?;
    write.commit().await?;
    Ok(row.into())
}

/// Comments on a report and, for Admin, moves it to another state (`status`); the reporter
/// is told by e-mail of every change of state and every comment of somebody else.
pub async fn change_feedback(
    app: &App,
    actor: &Actor,
    feedback_id: i64,
    status: Option<FeedbackStatus>,
    comment: Option<String>,
) -> AppResult<FeedbackDetail> {
    let scope = scope(actor)?;
    if status.is_some() {
        policy::check_feedback_manage(&actor.identity)?;
    }
    let comment = comment
        .as_deref()
        .map(rules::clean_paragraphs)
        .filter(|comment| !comment.is_empty());
    if let Some(comment) = &comment
        && comment.chars().count() > MAX_COMMENT_CHARS
    {
        return Err(AppError::field(
            "comment",
            format!("Komentář může mít nejvýše {MAX_COMMENT_CHARS} znaků."),
        ));
    }
    if status.is_none() && comment.is_none() {
        return Err(AppError::field(
            "comment",
            "Napište komentář nebo zvolte nový stav.",
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "feedback").await?;
    let own = match scope {
        FeedbackScope::All => None,
        FeedbackScope::Own(account_id) => Some(account_id),
    };
    let before = db::lock(write.tx(), feedback_id, own)
        .await?
        .filter(|row| scope.contains(row.account_id))
        .ok_or(AppError::NotFound)?;
    if comment.is_some()
        && let Some(account_id) = actor.account_id()
        && !stopa_db::request_limit::take_allowance(
            write.tx(),
            "feedback_comment",
            &account_id.to_string(),
            COMMENTS_PER_HOUR,
            3600,
        )
        .await?
    {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            format!("Za hodinu lze napsat nejvýše {COMMENTS_PER_HOUR} komentářů."),
        ));
    }
    let change = match status {
        Some(to) if to != before.status => Some((
            before.status,
            before
                .status
                .change_to(to)
                .map_err(|message| AppError::field("status", message))?,
        )),
        _ => None,
    };
    if change.is_none() && comment.is_none() {
        return Err(AppError::field(
            "status",
            format!("Hlášení už je ve stavu „{}“.", before.status.label()),
        ));
    }
    db::insert_event(
        write.tx(),
        feedback_id,
        actor.account_id(),
        change,
        comment.as_deref(),
    )
    .await?;
    match change {
        Some((_, to)) => db::set_status(write.tx(), feedback_id, to).await?,
        None => db::touch(write.tx(), feedback_id).await?,
    }
    let after = db::find(write.tx(), feedback_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit(
            if change.is_some() {
                "status"
            } else {
                "comment"
            },
            feedback_id,
            Some(&before),
            Some(&serde_json::json!({ "feedback": &after, "comment": &comment })),
        )
        .await?;
    let tells_reporter =
        after.reporter_active && (change.is_some() || actor.account_id() != Some(after.account_id));
    let mut recorded = Vec::new();
    if tells_reporter {
        let link = format!(
            "{}/evidence/zpetna-vazba/{feedback_id}",
            app.public_url.trim_end_matches('/')
        );
        let message = stopa_mail::templates::feedback_changed(
            &after.reporter_email,
            &after.reporter_first_name,
            &stopa_mail::templates::FeedbackNotice {
                feedback_id,
                kind_label: after.kind.label(),
                status_label: after.status.label(),
                status_changed: change.is_some(),
                comment: comment.as_deref().unwrap_or(""),
                link: &link,
            },
        );
        recorded.push(
            JobQueues::record(write.tx(), &SendEmail { message }, None)
                .await
                .map_err(crate::job::enqueue_error)?,
        );
    }
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &recorded).await;
    detail(app, actor, after).await
}

/// A report's screenshot, to those who read the report; shown, never run.
pub async fn feedback_screenshot(
    app: &App,
    actor: &Actor,
    feedback_id: i64,
) -> AppResult<Download> {
    readable(app, actor, feedback_id).await?;
    let (bytes, content_type) = db::screenshot(&app.pool, feedback_id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Download {
        file_name: None,
        content_type,
        inline: true,
        caching: Caching::PrivateRevalidate,
        sandboxed: true,
        body: DownloadBody::Bytes(bytes),
    })
}

// ---------------------------------------------------------------------------------------------
// Release notes
// ---------------------------------------------------------------------------------------------

/// A release note as `/evidence/seznam-vydani` shows it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ReleaseNote {
    pub id: i64,
    pub version: String,
    pub released_on: NaiveDate,
    /// The Markdown as written (for Admin's form).
    pub body: String,
    /// The Markdown rendered and sanitised.
    pub body_html: String,
    /// Newer than the newest note the asker's account had seen.
    pub unread: bool,
}

/// The release notes, newest first, with the unread ones marked.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ReleaseNotes {
    pub items: Vec<ReleaseNote>,
    pub unread_count: i64,
    pub can_write: bool,
}

/// A release note, as Admin writes it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct ReleaseNoteInput {
    pub version: String,
    pub released_on: NaiveDate,
    /// Markdown.
    pub body: String,
}

fn note(row: db::ReleaseNoteRow, seen: Option<i64>) -> ReleaseNote {
    ReleaseNote {
        unread: row.release_note_id > seen.unwrap_or(0),
        id: row.release_note_id,
        version: row.version,
        released_on: row.released_on,
        body_html: stopa_formats::rich_text::markdown_to_html(&row.body),
        body: row.body,
    }
}

/// The release notes (`/evidence/seznam-vydani`), for every logged-in identity.
pub async fn release_notes(app: &App, actor: &Actor) -> AppResult<ReleaseNotes> {
    policy::check_feedback_report(&actor.identity, actor.account_id())?;
    let account_id = actor.account_id().ok_or(AppError::Unauthenticated)?;
    let (rows, seen) = tokio::try_join!(
        db::release_notes(&app.pool),
        db::seen_release_note(&app.pool, account_id)
    )?;
    let items: Vec<ReleaseNote> = rows.into_iter().map(|row| note(row, seen)).collect();
    Ok(ReleaseNotes {
        unread_count: i64::try_from(items.iter().filter(|item| item.unread).count())
            .unwrap_or(i64::MAX),
        items,
        can_write: policy::check_feedback_manage(&actor.identity).is_ok(),
    })
}

/// How many release notes the asker's account has not seen (the menu's marker); 0 for
/// visitors.
pub async fn unread_release_notes(app: &App, actor: &Actor) -> AppResult<i64> {
    match actor.account_id() {
        Some(account_id) if actor.identity.identity_type != IdentityType::Public => {
            Ok(db::unread_release_notes(&app.pool, account_id).await?)
        }
        _ => Ok(0),
    }
}

/// Marks the release notes up to `up_to_id` (the newest the list showed; None: all) read by
/// the asker's account (opening the list does it).
pub async fn mark_release_notes_read(
    app: &App,
    actor: &Actor,
    up_to_id: Option<i64>,
) -> AppResult<()> {
    policy::check_feedback_report(&actor.identity, actor.account_id())?;
    let account_id = actor.account_id().ok_or(AppError::Unauthenticated)?;
    db::mark_release_notes_seen(&app.pool, account_id, up_to_id).await?;
    Ok(())
}

fn checked_note(input: &ReleaseNoteInput) -> AppResult<(String, String)> {
    let mut check = FormCheck::new();
    let version = check.text(
        "version",
        &clean_line(&input.version, 100),
        MAX_VERSION_CHARS,
    );
    let body = rules::clean_markdown(&input.body);
    if body.is_empty() {
        check.add("body", stopa_domain::validation::REQUIRED);
    } else if body.chars().count() > MAX_RELEASE_NOTE_CHARS {
        check.add(
            "body",
            format!("Text může mít nejvýše {MAX_RELEASE_NOTE_CHARS} znaků."),
        );
    }
    let year = chrono::Datelike::year(&input.released_on);
    if !(2020..=2200).contains(&year) {
        check.add("releasedOn", "Zadejte platné datum vydání.");
    }
    check.finish()?;
    Ok((version, body))
}

/// Whether another note has the version (under the lock of the notes' writers).
async fn check_version_free(
    write: &mut AuditedWrite,
    version: &str,
    except: Option<i64>,
) -> AppResult<()> {
    db::lock_release_notes(write.tx()).await?;
    if db::release_note_version_taken(write.tx(), version, except).await? {
        return Err(AppError::Conflict {
            field: "version".to_owned(),
            message: format!("Vydání {version} už v seznamu je."),
        });
    }
    Ok(())
}

/// Adds a release note (`id` None) or changes one: Admin only.
pub async fn save_release_note(
    app: &App,
    actor: &Actor,
    id: Option<i64>,
    input: ReleaseNoteInput,
) -> AppResult<ReleaseNote> {
    policy::check_feedback_manage(&actor.identity)?;
    let (version, body) = checked_note(&input)?;
    let mut write = AuditedWrite::begin(app, actor, "release_note").await?;
    check_version_free(&mut write, &version, id).await?;
    let (before, id) = match id {
        None => (
            None,
            db::insert_release_note(write.tx(), &version, input.released_on, &body).await?,
        ),
        Some(id) => {
            let before = db::find_release_note(write.tx(), id)
                .await?
                .ok_or(AppError::NotFound)?;
            db::update_release_note(write.tx(), id, &version, input.released_on, &body).await?;
            (Some(before), id)
        }
    };
    let after = db::find_release_note(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit(
            if before.is_some() { "update" } else { "create" },
            id,
            before.as_ref(),
            Some(&after),
        )
        .await?;
    write.commit().await?;
    let seen = match actor.account_id() {
        Some(account_id) => db::seen_release_note(&app.pool, account_id).await?,
        None => None,
    };
    Ok(note(after, seen))
}

/// Deletes a release note: Admin only.
pub async fn delete_release_note(app: &App, actor: &Actor, id: i64) -> AppResult<()> {
    policy::check_feedback_manage(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "release_note").await?;
    let before = db::find_release_note(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::delete_release_note(write.tx(), id).await?;
    write
        .audit("delete", id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(())
}
