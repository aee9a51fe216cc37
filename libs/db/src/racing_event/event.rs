//! The events: the private grid and the public calendar (filters, scopes), one event, its
//! values, state, publication and season.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor, PgPool, Postgres, QueryBuilder};
use stopa_domain::policy::EventListScope;
use stopa_domain::racing_event::{
    DateChange, EventCategory, EventKind, EventState, OrganiserKind, PublicationStatus,
};

use crate::DbResult;

/// Filters of the events grid and the calendar.
#[derive(Debug, Clone, Default)]
pub struct EventFilter {
    /// Words of the name or place, without regard to case or diacritics.
    pub search: Option<String>,
    pub season_id: Option<i64>,
    pub department_id: Option<i64>,
    pub region_id: Option<i64>,
    pub state: Option<EventState>,
    pub category: Option<EventCategory>,
    pub organiser_club_id: Option<i64>,
    pub publication: Option<PublicationStatus>,
    /// Events that end on or after this day.
    pub from: Option<NaiveDate>,
    /// Events that begin on or before this day.
    pub to: Option<NaiveDate>,
    /// Events that ended before this day.
    pub until: Option<NaiveDate>,
    /// Only events with published results.
    pub with_results: bool,
}

/// The order of an event list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventOrder {
    /// The earliest first (the calendar's upcoming events).
    Earliest,
    /// The latest first (grids, past events).
    Latest,
    /// The latest published results first.
    LatestResults,
}

/// An event as lists and its page show it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct EventRow {
    pub racing_event_id: i64,
    pub kind: EventKind,
    pub name: String,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub season_id: i64,
    pub season_name: String,
    pub category: EventCategory,
    pub organiser_kind: OrganiserKind,
    pub organiser_club_id: Option<i64>,
    pub organiser_club_name: Option<String>,
    pub organiser_club_code: Option<String>,
    pub organiser_name: Option<String>,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub place: String,
    pub country: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub registration_deadline: Option<DateTime<Utc>>,
    pub state: EventState,
    pub publication_status: Option<PublicationStatus>,
    pub date_change: DateChange,
    pub published_at: Option<DateTime<Utc>>,
    pub timekeeping_company_id: Option<i64>,
    pub timekeeping_company_name: Option<String>,
    pub description: Option<String>,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    pub web: Option<String>,
    pub race_count: i64,
    pub entry_count: i64,
    /// When results of the event were last published; None without published results.
    pub results_published_at: Option<DateTime<Utc>>,
    /// A start list of one of its races is published.
    pub has_start_list: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl EventRow {
    /// The organiser's name as the calendar shows it.
    pub fn organiser(&self) -> String {
        match self.organiser_kind {
            OrganiserKind::Club => self.organiser_club_name.clone().unwrap_or_default(),
            OrganiserKind::Department => format!("SLČR – úsek {}", self.department_name),
            OrganiserKind::Other => self.organiser_name.clone().unwrap_or_default(),
        }
    }

    /// The values it was written from.
    pub fn values(&self) -> EventValues {
        EventValues {
            kind: self.kind,
            name: self.name.clone(),
            department_id: self.department_id,
            season_id: self.season_id,
            category: self.category,
            organiser_kind: self.organiser_kind,
            organiser_club_id: self.organiser_club_id,
            organiser_name: self.organiser_name.clone(),
            region_id: self.region_id,
            place: self.place.clone(),
            country: self.country.clone(),
            latitude: self.latitude,
            longitude: self.longitude,
            date_from: self.date_from,
            date_to: self.date_to,
            registration_deadline: self.registration_deadline,
            timekeeping_company_id: self.timekeeping_company_id,
            description: self.description.clone(),
            contact_email: self.contact_email.clone(),
            contact_phone: self.contact_phone.clone(),
            web: self.web.clone(),
        }
    }

    /// In the public calendar.
    pub fn published(&self) -> bool {
        matches!(
            self.publication_status,
            Some(PublicationStatus::Published | PublicationStatus::Canceled)
        )
    }
}

const EVENT_COLUMNS: &str = "e.racing_event_id, e.kind, e.name, e.department_id, \
     d.code as department_code, d.name as department_name, e.season_id, s.name as season_name, \
     e.category, e.organiser_kind, e.organiser_club_id, c.name as organiser_club_name, \
     c.code as organiser_club_code, e.organiser_name, e.region_id, r.name as region_name, \
     e.place, e.country, e.latitude::float8 as latitude, e.longitude::float8 as longitude, \
     e.date_from, e.date_to, e.registration_deadline, e.state, e.publication_status, \
     e.date_change, e.published_at, e.timekeeping_company_id, \
     t.name as timekeeping_company_name, e.description, e.contact_email, e.contact_phone, e.web, \
     (select count(*) from race ra where ra.racing_event_id = e.racing_event_id) as race_count, \
     (select count(*) from race_entry en join race ra using (race_id) \
      where ra.racing_event_id = e.racing_event_id and en.state = 'ENTERED') as entry_count, \
     (select max(rr.published_at) from result_race rr \
      where rr.racing_event_id = e.racing_event_id and rr.status = 'PUBLISHED') \
      as results_published_at, \
     exists (select 1 from race_start_list sl join race sr on sr.race_id = sl.race_id \
      where sr.racing_event_id = e.racing_event_id and sl.published_at is not null) \
      as has_start_list, \
     e.created_at, e.updated_at";

const EVENT_FROM: &str = " from racing_event e \
     join department d on d.department_id = e.department_id \
     join season s on s.season_id = e.season_id \
     left join club c on c.club_id = e.organiser_club_id \
     left join region r on r.region_id = e.region_id \
     left join timekeeping_company t on t.timekeeping_company_id = e.timekeeping_company_id";

fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// The calendar's events: published, or cancelled after publication.
const IN_CALENDAR: &str = "e.publication_status in ('PUBLISHED', 'CANCELED')";

fn push_conditions(
    builder: &mut QueryBuilder<Postgres>,
    scope: EventListScope,
    filter: &EventFilter,
) {
    builder.push(" where (");
    if let EventListScope::TimekeepingCompany(id) = scope {
        // A timekeeping company's grid is its own events (the calendar is public anyway).
        builder.push("e.timekeeping_company_id = ").push_bind(id);
    } else {
        builder.push(IN_CALENDAR);
    }
    match scope {
        EventListScope::All => {
            builder.push(" or true");
        }
        EventListScope::Department(id) => {
            builder.push(" or e.department_id = ").push_bind(id);
        }
        EventListScope::Region(id) => {
            builder.push(" or e.region_id = ").push_bind(id);
        }
        EventListScope::Club(id) => {
            builder.push(" or e.organiser_club_id = ").push_bind(id);
        }
        EventListScope::TimekeepingCompany(_) | EventListScope::PublishedOnly => {}
    }
    builder.push(")");
    if let Some(search) = &filter.search {
        for word in search.split_whitespace().take(5) {
            builder
                .push(" and fold_text(e.name || ' ' || e.place) like (select '%' || fold_text(")
                .push_bind(escape_like(word))
                .push(") || '%')");
        }
    }
    if let Some(id) = filter.season_id {
        builder.push(" and e.season_id = ").push_bind(id);
    }
    if let Some(id) = filter.department_id {
        builder.push(" and e.department_id = ").push_bind(id);
    }
    if let Some(id) = filter.region_id {
        builder.push(" and e.region_id = ").push_bind(id);
    }
    if let Some(state) = filter.state {
        builder.push(" and e.state = ").push_bind(state);
    }
    if let Some(category) = filter.category {
        builder.push(" and e.category = ").push_bind(category);
    }
    if let Some(id) = filter.organiser_club_id {
        builder.push(" and e.organiser_club_id = ").push_bind(id);
    }
    if let Some(publication) = filter.publication {
        builder
            .push(" and e.publication_status = ")
            .push_bind(publication);
    }
    if let Some(from) = filter.from {
        builder.push(" and e.date_to >= ").push_bind(from);
    }
    if let Some(to) = filter.to {
        builder.push(" and e.date_from <= ").push_bind(to);
    }
    if let Some(until) = filter.until {
        builder.push(" and e.date_to < ").push_bind(until);
    }
    if filter.with_results {
        builder.push(
            " and exists (select from result_race rr where rr.racing_event_id = e.racing_event_id \
             and rr.status = 'PUBLISHED')",
        );
    }
}

/// A page of events (by date, newest season first is the caller's filter) and how many match.
/// An event list is small (a season holds hundreds), so counting it is cheap.
pub async fn list_events(
    pool: &PgPool,
    scope: EventListScope,
    filter: &EventFilter,
    order: EventOrder,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<EventRow>, i64)> {
    let mut count = QueryBuilder::new("select count(*) from racing_event e");
    push_conditions(&mut count, scope, filter);
    let total: i64 = count.build_query_scalar().fetch_one(pool).await?;
    let mut select = QueryBuilder::new("select ");
    select.push(EVENT_COLUMNS).push(EVENT_FROM);
    push_conditions(&mut select, scope, filter);
    select.push(match order {
        EventOrder::Earliest => " order by e.date_from, e.racing_event_id",
        EventOrder::Latest => " order by e.date_from desc, e.racing_event_id desc",
        EventOrder::LatestResults => {
            " order by results_published_at desc nulls last, e.racing_event_id desc"
        }
    });
    select
        .push(" limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    let rows = select.build_query_as::<EventRow>().fetch_all(pool).await?;
    Ok((rows, total))
}

/// One event.
pub async fn find_event(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Option<EventRow>> {
    let mut builder = QueryBuilder::new("select ");
    builder
        .push(EVENT_COLUMNS)
        .push(EVENT_FROM)
        .push(" where e.racing_event_id = ")
        .push_bind(racing_event_id);
    Ok(builder
        .build_query_as::<EventRow>()
        .fetch_optional(executor)
        .await?)
}

/// Locks an event's row for a change of it or of its entries (a state change and an entry
/// cannot interleave).
pub async fn lock_event(connection: &mut PgConnection, racing_event_id: i64) -> DbResult<bool> {
    Ok(sqlx::query_scalar!(
        "select racing_event_id from racing_event where racing_event_id = $1 for update",
        racing_event_id
    )
    .fetch_optional(connection)
    .await?
    .is_some())
}

/// What an event is written from.
#[derive(Debug, Clone, Serialize)]
pub struct EventValues {
    pub kind: EventKind,
    pub name: String,
    pub department_id: i64,
    pub season_id: i64,
    pub category: EventCategory,
    pub organiser_kind: OrganiserKind,
    pub organiser_club_id: Option<i64>,
    pub organiser_name: Option<String>,
    pub region_id: Option<i64>,
    pub place: String,
    pub country: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub registration_deadline: Option<DateTime<Utc>>,
    pub timekeeping_company_id: Option<i64>,
    pub description: Option<String>,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    pub web: Option<String>,
}

pub async fn insert_event(
    connection: &mut PgConnection,
    values: &EventValues,
    state: EventState,
    publication: Option<PublicationStatus>,
    account_id: Option<i64>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into racing_event (kind, name, department_id, season_id, category,
               organiser_kind, organiser_club_id, organiser_name, region_id, place, country,
               latitude, longitude, date_from, date_to, registration_deadline,
               timekeeping_company_id, description, contact_email, contact_phone, web, state,
               publication_status, published_at, created_by_account_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::float8, $13::float8, $14,
                   $15, $16, $17, $18, $19, $20, $21, $22, $23,
                   case when $23 = 'PUBLISHED' then now() end, $24)
           returning racing_event_id",
        values.kind.as_str(),
        values.name,
        values.department_id,
        values.season_id,
        values.category.as_str(),
        values.organiser_kind.as_str(),
        values.organiser_club_id,
        values.organiser_name,
        values.region_id,
        values.place,
        values.country,
        values.latitude,
        values.longitude,
        values.date_from,
        values.date_to,
        values.registration_deadline,
        values.timekeeping_company_id,
        values.description,
        values.contact_email,
        values.contact_phone,
        values.web,
        state.as_str(),
        publication.map(PublicationStatus::as_str),
        account_id
    )
    .fetch_one(connection)
    .await?)
}

pub async fn update_event(
    connection: &mut PgConnection,
    racing_event_id: i64,
    values: &EventValues,
    date_change: DateChange,
) -> DbResult<()> {
    sqlx::query!(
        r"update racing_event set kind = $2, name = $3, department_id = $4, season_id = $5,
               category = $6, organiser_kind = $7, organiser_club_id = $8, organiser_name = $9,
               region_id = $10, place = $11, country = $12, latitude = $13::float8,
               longitude = $14::float8, date_from = $15, date_to = $16,
               registration_deadline = $17, timekeeping_company_id = $18, description = $19,
               contact_email = $20, contact_phone = $21, web = $22, date_change = $23,
               updated_at = now()
           where racing_event_id = $1",
        racing_event_id,
        values.kind.as_str(),
        values.name,
        values.department_id,
        values.season_id,
        values.category.as_str(),
        values.organiser_kind.as_str(),
        values.organiser_club_id,
        values.organiser_name,
        values.region_id,
        values.place,
        values.country,
        values.latitude,
        values.longitude,
        values.date_from,
        values.date_to,
        values.registration_deadline,
        values.timekeeping_company_id,
        values.description,
        values.contact_email,
        values.contact_phone,
        values.web,
        date_change.as_str()
    )
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn set_state(
    connection: &mut PgConnection,
    racing_event_id: i64,
    state: EventState,
) -> DbResult<()> {
    sqlx::query!(
        "update racing_event set state = $2, updated_at = now() where racing_event_id = $1",
        racing_event_id,
        state.as_str()
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Sets the calendar status (and the cancellation label with it).
pub async fn set_publication(
    connection: &mut PgConnection,
    racing_event_id: i64,
    publication: Option<PublicationStatus>,
    date_change: DateChange,
) -> DbResult<()> {
    sqlx::query!(
        r"update racing_event set publication_status = $2, date_change = $3,
               published_at = case when $2 = 'PUBLISHED' then coalesce(published_at, now())
                                   else published_at end,
               updated_at = now()
           where racing_event_id = $1",
        racing_event_id,
        publication.map(PublicationStatus::as_str),
        date_change.as_str()
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// The season of a day: the one whose dates include it.
pub async fn season_of(
    executor: impl PgExecutor<'_>,
    date: NaiveDate,
) -> DbResult<Option<(i64, NaiveDate)>> {
    Ok(sqlx::query!(
        r"select season_id, end_date from season where $1 between start_date and end_date
           order by start_date desc limit 1",
        date
    )
    .fetch_optional(executor)
    .await?
    .map(|row| (row.season_id, row.end_date)))
}
