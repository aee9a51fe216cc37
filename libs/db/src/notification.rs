//! E-mail notifications (`stopa_domain::notification`): the kinds an account switched off, the
//! log of what was sent (once per subject and address), what a notice is about and who gets it.
//!
//! Recipients are read from the live identities' partial indexes (a club's managers by
//! `identity_club_live_idx`, a member's own accounts by `identity_member_live_idx`), so a
//! notice costs its handful of rows whatever the size of the register.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgExecutor;
use stopa_domain::member::Sex;
use stopa_domain::notification::NotificationKind;

use crate::DbResult;

/// The kinds an account switched off.
pub async fn disabled_kinds(
    executor: impl PgExecutor<'_>,
    account_id: i64,
) -> DbResult<Vec<NotificationKind>> {
    Ok(sqlx::query_scalar::<_, NotificationKind>(
        "select kind from account_notification_off where account_id = $1 order by kind",
    )
    .bind(account_id)
    .fetch_all(executor)
    .await?)
}

/// Switches a kind on or off for an account; false when it already was so.
pub async fn set_enabled(
    executor: impl PgExecutor<'_>,
    account_id: i64,
    kind: NotificationKind,
    enabled: bool,
) -> DbResult<bool> {
    let done = if enabled {
        sqlx::query("delete from account_notification_off where account_id = $1 and kind = $2")
            .bind(account_id)
            .bind(kind)
            .execute(executor)
            .await?
    } else {
        sqlx::query(
            "insert into account_notification_off (account_id, kind) values ($1, $2)
             on conflict do nothing",
        )
        .bind(account_id)
        .bind(kind)
        .execute(executor)
        .await?
    };
    Ok(done.rows_affected() == 1)
}

/// Logs an e-mail about `subject` to `email`; false when one was logged before (nothing is
/// sent then).
pub async fn record_sent(
    executor: impl PgExecutor<'_>,
    kind: NotificationKind,
    subject: &str,
    recipient: &Recipient,
) -> DbResult<bool> {
    let done = sqlx::query(
        "insert into notification_sent (kind, subject, email, account_id) values ($1, $2, $3, $4)
         on conflict do nothing",
    )
    .bind(kind)
    .bind(subject)
    .bind(&recipient.email)
    .bind(recipient.account_id)
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// An account a notice goes to, with what it is reached for: a club (its manager) or a member
/// (acting as the member).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Recipient {
    /// The club or the member the account is reached for.
    pub owner_id: i64,
    pub account_id: i64,
    pub email: String,
    pub first_name: String,
}

/// The active managers of `club_ids` who enter athletes (RACE_REGISTRATION) and did not switch
/// `kind` off.
pub async fn club_recipients(
    executor: impl PgExecutor<'_>,
    club_ids: &[i64],
    kind: NotificationKind,
) -> DbResult<Vec<Recipient>> {
    Ok(sqlx::query_as::<_, Recipient>(
        "select distinct i.club_id as owner_id, a.account_id, a.email, a.first_name
         from identity i join account a on a.account_id = i.account_id
         where i.club_id = any($1) and i.revoked_at is null and i.identity_type = 'TEAM'
           and 'RACE_REGISTRATION' = any(i.permissions) and a.active
           and not exists (select 1 from account_notification_off o
                           where o.account_id = a.account_id and o.kind = $2)
         order by 1, 3",
    )
    .bind(club_ids)
    .bind(kind)
    .fetch_all(executor)
    .await?)
}

/// The active accounts acting as `member_ids` (a Person identity) that did not switch `kind`
/// off.
pub async fn member_recipients(
    executor: impl PgExecutor<'_>,
    member_ids: &[i64],
    kind: NotificationKind,
) -> DbResult<Vec<Recipient>> {
    Ok(sqlx::query_as::<_, Recipient>(
        "select distinct i.member_id as owner_id, a.account_id, a.email, a.first_name
         from identity i join account a on a.account_id = i.account_id
         where i.member_id = any($1) and i.revoked_at is null and i.identity_type = 'PERSON'
           and a.active
           and not exists (select 1 from account_notification_off o
                           where o.account_id = a.account_id and o.kind = $2)
         order by 1, 3",
    )
    .bind(member_ids)
    .bind(kind)
    .fetch_all(executor)
    .await?)
}

/// An entry as its notice tells it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EntryNoticeRow {
    pub race_entry_id: i64,
    pub racing_event_id: i64,
    pub event_name: String,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub category_name: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub bib: Option<i32>,
    pub member_id: Option<i64>,
    pub club_id: Option<i64>,
}

/// The entries `race_entry_ids`, by event, race day and name.
pub async fn entries(
    executor: impl PgExecutor<'_>,
    race_entry_ids: &[i64],
) -> DbResult<Vec<EntryNoticeRow>> {
    Ok(sqlx::query_as::<_, EntryNoticeRow>(
        "select e.race_entry_id, r.racing_event_id, ev.name as event_name, r.name as race_name,
                r.race_date, c.name as category_name, e.first_name, e.last_name, e.birth_year,
                e.sex, e.bib, e.member_id, e.club_id
         from race_entry e
         join race r on r.race_id = e.race_id
         join racing_event ev on ev.racing_event_id = r.racing_event_id
         join racing_category c on c.racing_category_id = e.racing_category_id
         where e.race_entry_id = any($1)
         order by r.race_date, r.ordinal, e.last_name, e.first_name, e.race_entry_id",
    )
    .bind(race_entry_ids)
    .fetch_all(executor)
    .await?)
}

/// An event as its notices tell it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EventNoticeRow {
    pub racing_event_id: i64,
    pub name: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub place: String,
    pub registration_deadline: Option<DateTime<Utc>>,
}

/// One event.
pub async fn event(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Option<EventNoticeRow>> {
    Ok(sqlx::query_as::<_, EventNoticeRow>(
        "select racing_event_id, name, date_from, date_to, place, registration_deadline
         from racing_event where racing_event_id = $1",
    )
    .bind(racing_event_id)
    .fetch_optional(executor)
    .await?)
}

/// The clubs with an athlete entered in the event.
pub async fn entrant_clubs(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select distinct e.club_id from race r
         join race_entry e on e.race_id = r.race_id and e.state = 'ENTERED'
         where r.racing_event_id = $1 and e.club_id is not null",
    )
    .bind(racing_event_id)
    .fetch_all(executor)
    .await?)
}

/// A published result race as its notice tells it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ResultRaceNoticeRow {
    pub result_race_id: i64,
    pub racing_event_id: i64,
    pub event_name: String,
    pub name: String,
    pub race_date: Option<NaiveDate>,
    pub published: bool,
    /// The event is in the calendar (published or cancelled there): its pages open to all.
    pub event_in_calendar: bool,
}

/// One result race.
pub async fn result_race(
    executor: impl PgExecutor<'_>,
    result_race_id: i64,
) -> DbResult<Option<ResultRaceNoticeRow>> {
    Ok(sqlx::query_as::<_, ResultRaceNoticeRow>(
        "select rr.result_race_id, rr.racing_event_id, ev.name as event_name, rr.name,
                rr.race_date, rr.status = 'PUBLISHED' as published,
                coalesce(ev.publication_status in ('PUBLISHED', 'CANCELED'), false)
                    as event_in_calendar
         from result_race rr join racing_event ev on ev.racing_event_id = rr.racing_event_id
         where rr.result_race_id = $1",
    )
    .bind(result_race_id)
    .fetch_optional(executor)
    .await?)
}

/// The members paired in a result race.
pub async fn result_race_members(
    executor: impl PgExecutor<'_>,
    result_race_id: i64,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select distinct member_id from result_row
         where result_race_id = $1 and member_id is not null",
    )
    .bind(result_race_id)
    .fetch_all(executor)
    .await?)
}

/// The published racing events open for entries whose deadline falls between `from` and `to`
/// (days in Prague, both included).
pub async fn events_with_deadline_between(
    executor: impl PgExecutor<'_>,
    from: NaiveDate,
    to: NaiveDate,
) -> DbResult<Vec<EventNoticeRow>> {
    Ok(sqlx::query_as::<_, EventNoticeRow>(
        "select racing_event_id, name, date_from, date_to, place, registration_deadline
         from racing_event
         where kind = 'RACING' and state = 'REGISTRATIONS_ENABLED'
           and publication_status = 'PUBLISHED'
           and (registration_deadline at time zone 'Europe/Prague')::date between $1 and $2
           and registration_deadline > now()
         order by registration_deadline, racing_event_id",
    )
    .bind(from)
    .bind(to)
    .fetch_all(executor)
    .await?)
}

/// The clubs with an athlete who fits a category of the event: a live Athlete role in the
/// event's department, not archived, a birth year and gender of a category of one of its
/// races.
pub async fn clubs_with_fitting_athletes(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "with categories as (
             select distinct c.birth_year_from, c.birth_year_to, c.gender_group
             from race r join racing_category c on c.race_id = r.race_id
             where r.racing_event_id = $1)
         select distinct ms.club_id
         from racing_event ev
         join member_department_role dr on dr.department_id = ev.department_id
              and dr.kind = 'ATHLETE' and dr.valid_to is null
         join member m on m.member_id = dr.member_id and not m.archived
         join membership ms on ms.member_id = m.member_id and ms.valid_to is null
         where ev.racing_event_id = $1
           and exists (select 1 from categories c
                       where extract(year from m.birth_date)::int
                             between c.birth_year_from and c.birth_year_to
                         and (c.gender_group = 'BOTH' or c.gender_group = m.sex))",
    )
    .bind(racing_event_id)
    .fetch_all(executor)
    .await?)
}

/// The published result races of an event (told of when the event reaches the calendar).
pub async fn published_result_races(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select result_race_id from result_race
         where racing_event_id = $1 and status = 'PUBLISHED' order by result_race_id",
    )
    .bind(racing_event_id)
    .fetch_all(executor)
    .await?)
}

/// Forgets the e-mails logged more than `days` ago (the log holds addresses; a notice is run
/// when its change happens, long before). Returns the rows removed.
pub async fn purge_sent(pool: &sqlx::PgPool, days: i32) -> DbResult<u64> {
    Ok(sqlx::query(
        "delete from notification_sent where created_at < now() - make_interval(days => $1)",
    )
    .bind(days)
    .execute(pool)
    .await?
    .rows_affected())
}
