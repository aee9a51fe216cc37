//! E-mail notifications about racing events (who gets which, and when: the table of
//! [`stopa_domain::notification`]).
//!
//! A change that causes a notice records a [`Notify`](crate::job::Notify) job in its own
//! transaction ([`record`]), so the notice exists exactly when the change commits; the worker
//! runs it ([`deliver`]): it reads who gets what *then* (an entry withdrawn meanwhile is still
//! told as entered, because it was), logs each e-mail in `notification_sent` and records the
//! e-mail jobs in one transaction. The log makes a notice run twice send once. The daily run of
//! the worker reminds clubs of entry deadlines ([`run_entry_deadline_reminders`]).
//!
//! An account switches each kind off on `/evidence/oznameni` ([`notification_settings`],
//! [`set_notification`]).

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use stopa_db::notification::{self as db, EntryNoticeRow, Recipient};
use stopa_domain::notification::{ENTRY_DEADLINE_DAYS_BEFORE, NotificationKind};
use stopa_domain::policy;
use stopa_domain::text_enum::TextEnum as _;
use stopa_jobs::{JobQueues, Recorded};
use stopa_mail::templates::{self, EventChangeText, EventNotice};

use crate::error::{AppError, AppResult};
use crate::job::{Notify, SendEmail};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Days the log of sent notification e-mails keeps an address (the worker's purge).
pub const SENT_LOG_DAYS: i32 = 400;

/// Where an account switches its notifications off.
pub const SETTINGS_PATH: &str = "/evidence/oznameni";

/// What a notice is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "notice",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Notice {
    /// Entries made (or withdrawn) by one request, all of one event.
    Entries {
        race_entry_ids: Vec<i64>,
        withdrawn: bool,
    },
    /// An event published, moved or cancelled.
    EventChanged {
        racing_event_id: i64,
        change: EventChange,
    },
    /// A result race published.
    ResultsPublished { result_race_id: i64 },
}

/// What changed on an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "change",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum EventChange {
    Published,
    /// The dates of a published event changed from `before` to `after` (from, to) at
    /// `changed_at` (which makes each change its own subject: moved there and back again, the
    /// clubs hear of every move).
    DateChanged {
        before: (NaiveDate, NaiveDate),
        after: (NaiveDate, NaiveDate),
        changed_at: chrono::DateTime<chrono::Utc>,
    },
    Canceled,
}

/// Records the notice in the transaction of the change that causes it; push the returned job
/// after the commit (`app.queues.push_recorded`).
pub(crate) async fn record(
    write: &mut AuditedWrite,
    actor: &Actor,
    notice: Notice,
) -> AppResult<Recorded> {
    JobQueues::record(write.tx(), &Notify { notice }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)
}

/// What a notice or a run sent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Delivery {
    /// E-mails recorded (each logged once per subject and address).
    pub emails: usize,
}

/// The links of the e-mails.
struct Links {
    base: String,
}

impl Links {
    fn new(app: &App) -> Self {
        Self {
            base: app.public_url.trim_end_matches('/').to_owned(),
        }
    }

    fn settings(&self) -> String {
        format!("{}{SETTINGS_PATH}", self.base)
    }

    /// The athlete's own races (opens whatever the event's publication).
    fn own_races(&self) -> String {
        format!("{}/evidence/clen/moje-zavody", self.base)
    }

    fn event(&self, racing_event_id: i64, tab: &str) -> String {
        format!("{}/evidence/zavody/{racing_event_id}/{tab}", self.base)
    }
}

/// One e-mail to be sent: its recipient and what it says.
type Letter = (Recipient, stopa_mail::EmailMessage);

/// Sends a notice: logs and records each e-mail not sent before, in one transaction.
pub async fn deliver(app: &App, notice: &Notice) -> AppResult<Delivery> {
    let links = Links::new(app);
    let mut tx = stopa_db::begin(&app.pool).await?;
    let letters = match notice {
        Notice::Entries {
            race_entry_ids,
            withdrawn,
        } => entry_letters(&mut tx, &links, race_entry_ids, *withdrawn).await?,
        Notice::EventChanged {
            racing_event_id,
            change,
        } => event_letters(&mut tx, &links, *racing_event_id, *change).await?,
        Notice::ResultsPublished { result_race_id } => {
            result_letters(&mut tx, &links, *result_race_id).await?
        }
    };
    let recorded = record_letters(&mut tx, letters).await?;
    stopa_db::commit(tx).await?;
    app.queues.push_recorded(&app.pool, &recorded).await;
    Ok(Delivery {
        emails: recorded.len(),
    })
}

async fn record_letters(
    connection: &mut stopa_db::PgConnection,
    letters: Vec<Letter>,
) -> AppResult<Vec<Recorded>> {
    let mut recorded = Vec::with_capacity(letters.len());
    for (_, message) in letters {
        recorded.push(
            JobQueues::record(&mut *connection, &SendEmail { message }, None)
                .await
                .map_err(crate::job::enqueue_error)?,
        );
    }
    Ok(recorded)
}

/// The line of an entry: "Jan Novák (2008) – 20 km klasicky, Muži, 12. 1. 2027, st. č. 5".
fn entry_line(entry: &EntryNoticeRow) -> String {
    let bib = entry
        .bib
        .map(|bib| format!(", st. č. {bib}"))
        .unwrap_or_default();
    format!(
        "{} {} ({}) – {}, {}, {}{bib}",
        entry.first_name,
        entry.last_name,
        entry.birth_year,
        entry.race_name,
        entry.category_name,
        stopa_formats::czech::date(entry.race_date),
    )
}

/// Entries: one e-mail per address and event listing the entries it had not heard of; a club's
/// manager hears of its club's entries, an athlete's account of its own.
async fn entry_letters(
    connection: &mut stopa_db::PgConnection,
    links: &Links,
    race_entry_ids: &[i64],
    withdrawn: bool,
) -> AppResult<Vec<Letter>> {
    let entries = db::entries(&mut *connection, race_entry_ids).await?;
    let club_ids: Vec<i64> = unique(entries.iter().filter_map(|entry| entry.club_id));
    let member_ids: Vec<i64> = unique(entries.iter().filter_map(|entry| entry.member_id));
    let clubs = db::club_recipients(&mut *connection, &club_ids, NotificationKind::Entry).await?;
    let members =
        db::member_recipients(&mut *connection, &member_ids, NotificationKind::Entry).await?;
    let action = if withdrawn { "WITHDRAWN" } else { "ENTERED" };
    // (event, address) → the recipient, whether it is a club's manager, the entries.
    let mut letters: BTreeMap<(i64, String), (Recipient, bool, Vec<&EntryNoticeRow>)> =
        BTreeMap::new();
    for entry in &entries {
        let subject = format!("race_entry:{}:{action}", entry.race_entry_id);
        let readers = clubs
            .iter()
            .filter(|r| Some(r.owner_id) == entry.club_id)
            .map(|r| (r, true))
            .chain(
                members
                    .iter()
                    .filter(|r| Some(r.owner_id) == entry.member_id)
                    .map(|r| (r, false)),
            );
        for (recipient, manager) in readers {
            if !db::record_sent(
                &mut *connection,
                NotificationKind::Entry,
                &subject,
                recipient,
            )
            .await?
            {
                continue;
            }
            let letter = letters
                .entry((entry.racing_event_id, recipient.email.clone()))
                .or_insert_with(|| (recipient.clone(), manager, Vec::new()));
            letter.1 |= manager;
            letter.2.push(entry);
        }
    }
    Ok(letters
        .into_iter()
        .map(|((event_id, _), (recipient, manager, entries))| {
            let told: Vec<String> = entries.iter().map(|entry| entry_line(entry)).collect();
            let link = if manager {
                links.event(event_id, "prihlaseni-zavodnici")
            } else {
                links.own_races()
            };
            let message = templates::entries_changed(
                &recipient.email,
                &recipient.first_name,
                entries
                    .first()
                    .map_or("", |entry| entry.event_name.as_str()),
                withdrawn,
                &told,
                &link,
                &links.settings(),
            );
            (recipient, message)
        })
        .collect())
}

/// An event's change: one e-mail per address of the entrants' clubs' managers.
async fn event_letters(
    connection: &mut stopa_db::PgConnection,
    links: &Links,
    racing_event_id: i64,
    change: EventChange,
) -> AppResult<Vec<Letter>> {
    let Some(event) = db::event(&mut *connection, racing_event_id).await? else {
        return Ok(Vec::new());
    };
    let club_ids = db::entrant_clubs(&mut *connection, racing_event_id).await?;
    let recipients =
        db::club_recipients(&mut *connection, &club_ids, NotificationKind::EventChange).await?;
    let (subject, dates, before) = match change {
        EventChange::Published => (
            format!("racing_event:{racing_event_id}:PUBLISHED"),
            stopa_formats::czech::date_range(event.date_from, event.date_to),
            None,
        ),
        EventChange::DateChanged {
            before,
            after,
            changed_at,
        } => (
            format!(
                "racing_event:{racing_event_id}:DATE:{}:{}:{}",
                after.0,
                after.1,
                changed_at.timestamp_micros()
            ),
            stopa_formats::czech::date_range(after.0, after.1),
            Some(stopa_formats::czech::date_range(before.0, before.1)),
        ),
        EventChange::Canceled => (
            format!("racing_event:{racing_event_id}:CANCELED"),
            stopa_formats::czech::date_range(event.date_from, event.date_to),
            None,
        ),
    };
    let text = match (change, before.as_deref()) {
        (EventChange::DateChanged { .. }, Some(before)) => EventChangeText::DateChanged { before },
        (EventChange::Canceled, _) => EventChangeText::Canceled,
        _ => EventChangeText::Published,
    };
    let link = links.event(racing_event_id, "informace");
    let settings = links.settings();
    let notice = EventNotice {
        event_name: &event.name,
        dates: &dates,
        place: &event.place,
        link: &link,
        settings_link: &settings,
    };
    letters_once(
        connection,
        NotificationKind::EventChange,
        &subject,
        recipients,
        |recipient| {
            templates::event_changed(&recipient.email, &recipient.first_name, &notice, text)
        },
    )
    .await
}

/// A published result race: one e-mail per account acting as a member paired in it.
async fn result_letters(
    connection: &mut stopa_db::PgConnection,
    links: &Links,
    result_race_id: i64,
) -> AppResult<Vec<Letter>> {
    let Some(race) = db::result_race(&mut *connection, result_race_id).await? else {
        return Ok(Vec::new());
    };
    if !race.published || !race.event_in_calendar {
        // Hidden again before the notice ran, or the event not in the calendar yet (its pages
        // would not open): nothing to tell now; publishing the event tells of its results.
        return Ok(Vec::new());
    }
    let member_ids = db::result_race_members(&mut *connection, result_race_id).await?;
    let recipients =
        db::member_recipients(&mut *connection, &member_ids, NotificationKind::Results).await?;
    let subject = format!("result_race:{result_race_id}");
    let link = format!(
        "{}/evidence/zavody/{}/vysledky/{result_race_id}/vysledky",
        links.base, race.racing_event_id
    );
    let settings = links.settings();
    let race_date = stopa_formats::czech::optional_date(race.race_date);
    letters_once(
        connection,
        NotificationKind::Results,
        &subject,
        recipients,
        |recipient| {
            templates::results_published(
                &recipient.email,
                &recipient.first_name,
                &race.event_name,
                &race.name,
                &race_date,
                &link,
                &settings,
            )
        },
    )
    .await
}

/// Reminds the clubs of the entry deadlines within [`ENTRY_DEADLINE_DAYS_BEFORE`] days: each
/// published event open for entries whose deadline falls from today to that day (and has not
/// passed), to the managers of the clubs whose athletes fit its categories, once per event,
/// deadline day and address. A window rather than one day: a run missed (a deploy, a worker
/// down) or a deadline set late is still reminded of.
pub async fn run_entry_deadline_reminders(app: &App) -> AppResult<Delivery> {
    let today = crate::today();
    let until = today + chrono::Days::new(ENTRY_DEADLINE_DAYS_BEFORE.unsigned_abs());
    let events = db::events_with_deadline_between(&app.pool, today, until).await?;
    let mut delivery = Delivery::default();
    for event in events {
        // One event failing leaves the others to be reminded of.
        match remind_of_deadline(app, &event).await {
            Ok(emails) => delivery.emails += emails,
            Err(error) => tracing::warn!(
                racing_event.id = event.racing_event_id,
                error.detail = %error.message(),
                "entry deadline reminder failed"
            ),
        }
    }
    Ok(delivery)
}

/// The reminders of one event's deadline; returns the e-mails recorded.
async fn remind_of_deadline(app: &App, event: &db::EventNoticeRow) -> AppResult<usize> {
    let links = Links::new(app);
    let Some(deadline) = event.registration_deadline else {
        return Ok(0);
    };
    let local = deadline.with_timezone(&stopa_domain::time::TIME_ZONE);
    let day = local.date_naive();
    let mut tx = stopa_db::begin(&app.pool).await?;
    let club_ids = db::clubs_with_fitting_athletes(&mut *tx, event.racing_event_id).await?;
    let recipients =
        db::club_recipients(&mut *tx, &club_ids, NotificationKind::EntryDeadline).await?;
    let subject = format!("deadline:{}:{day}", event.racing_event_id);
    let dates = stopa_formats::czech::date_range(event.date_from, event.date_to);
    let link = links.event(event.racing_event_id, "prihlaska/klub");
    let settings = links.settings();
    let notice = EventNotice {
        event_name: &event.name,
        dates: &dates,
        place: &event.place,
        link: &link,
        settings_link: &settings,
    };
    let deadline = format!(
        "{} v {}",
        stopa_formats::czech::date(local.date_naive()),
        local.format("%-H:%M")
    );
    let letters = letters_once(
        &mut tx,
        NotificationKind::EntryDeadline,
        &subject,
        recipients,
        |recipient| {
            templates::entry_deadline(&recipient.email, &recipient.first_name, &notice, &deadline)
        },
    )
    .await?;
    let recorded = record_letters(&mut tx, letters).await?;
    stopa_db::commit(tx).await?;
    app.queues.push_recorded(&app.pool, &recorded).await;
    Ok(recorded.len())
}

/// One e-mail to each address of `recipients` not told of `subject` before (logged now).
async fn letters_once(
    connection: &mut stopa_db::PgConnection,
    kind: NotificationKind,
    subject: &str,
    recipients: Vec<Recipient>,
    write: impl Fn(&Recipient) -> stopa_mail::EmailMessage,
) -> AppResult<Vec<Letter>> {
    let mut letters = Vec::new();
    for recipient in unique_addresses(recipients) {
        if db::record_sent(&mut *connection, kind, subject, &recipient).await? {
            let message = write(&recipient);
            letters.push((recipient, message));
        }
    }
    Ok(letters)
}

/// Each value once, in order.
fn unique(values: impl Iterator<Item = i64>) -> Vec<i64> {
    values.collect::<BTreeSet<_>>().into_iter().collect()
}

/// Each address once (a manager of two clubs, a manager who is also the athlete).
fn unique_addresses(recipients: Vec<Recipient>) -> Vec<Recipient> {
    let mut seen = BTreeSet::new();
    recipients
        .into_iter()
        .filter(|recipient| seen.insert(recipient.email.clone()))
        .collect()
}

/// A kind of notification with whether the account gets it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct NotificationSetting {
    pub kind: NotificationKind,
    pub label: String,
    pub description: String,
    pub enabled: bool,
}

/// The asker's account's notification settings: every kind, on unless switched off.
pub async fn notification_settings(
    app: &App,
    actor: &Actor,
) -> AppResult<Vec<NotificationSetting>> {
    policy::check_notification_settings(&actor.identity)?;
    let account_id = actor.account_id().ok_or(AppError::Unauthenticated)?;
    let off = db::disabled_kinds(&app.pool, account_id).await?;
    Ok(NotificationKind::all()
        .iter()
        .map(|&kind| NotificationSetting {
            kind,
            label: kind.label().to_owned(),
            description: kind.description().to_owned(),
            enabled: !off.contains(&kind),
        })
        .collect())
}

/// Switches a kind of notification on or off for the asker's account.
pub async fn set_notification(
    app: &App,
    actor: &Actor,
    kind: NotificationKind,
    enabled: bool,
) -> AppResult<Vec<NotificationSetting>> {
    policy::check_notification_settings(&actor.identity)?;
    let account_id = actor.account_id().ok_or(AppError::Unauthenticated)?;
    let mut write = AuditedWrite::begin(app, actor, "account").await?;
    if db::set_enabled(write.tx(), account_id, kind, enabled).await? {
        write
            .audit(
                "notification",
                account_id,
                None::<&()>,
                Some(&serde_json::json!({ "kind": kind, "enabled": enabled })),
            )
            .await?;
    }
    write.commit().await?;
    notification_settings(app, actor).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_is_stored_as_tagged_json() {
        let notice = Notice::EventChanged {
            racing_event_id: 5,
            change: EventChange::Canceled,
        };
        let json = serde_json::to_value(&notice).unwrap_or_default();
        assert_eq!(
            json,
            serde_json::json!({"notice": "eventChanged", "racingEventId": 5, "change": {"change": "canceled"}})
        );
        let back: Notice =
            serde_json::from_value(json).unwrap_or(Notice::ResultsPublished { result_race_id: 0 });
        assert_eq!(back, notice);
    }
}
