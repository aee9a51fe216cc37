//! The overview's reads (`/evidence/prehled`): small worklists and the rows of its lists.
//!
//! Every statement starts from an index holding only what waits (events by publication, result
//! races in DRAFT, a club's or a member's entries, the calendar by date), so an overview costs
//! the same with 200,000 members and 2 million result rows as with the demo data.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgPool, Postgres, QueryBuilder};
use stopa_domain::member::Sex;
use stopa_domain::policy::EventListScope;
use stopa_domain::racing_event::{EntryState, PublicationStatus};

use crate::DbResult;

/// Most events an overview list shows.
pub const LIST_LIMIT: i64 = 10;

fn push_event_scope(builder: &mut QueryBuilder<Postgres>, scope: EventListScope) {
    match scope {
        EventListScope::All => builder.push(" true"),
        EventListScope::Department(id) => builder.push(" e.department_id = ").push_bind(id),
        EventListScope::Region(id) => builder.push(" e.region_id = ").push_bind(id),
        EventListScope::Club(id) => builder.push(" e.organiser_club_id = ").push_bind(id),
        EventListScope::TimekeepingCompany(id) => {
            builder.push(" e.timekeeping_company_id = ").push_bind(id)
        }
        EventListScope::PublishedOnly => builder.push(" false"),
    };
}

/// Events of `scope` that have not ended and were never published (an event is created
/// HIDDEN): what `zavody-k-publikaci` lists first, waiting for a decision.
pub async fn count_events_awaiting_publication(
    pool: &PgPool,
    scope: EventListScope,
    today: NaiveDate,
) -> DbResult<i64> {
    let mut builder = QueryBuilder::new(
        "select count(*) from racing_event e where e.publication_status = 'HIDDEN' \
         and e.published_at is null and e.date_to >= ",
    );
    builder.push_bind(today).push(" and");
    push_event_scope(&mut builder, scope);
    Ok(builder.build_query_scalar().fetch_one(pool).await?)
}

/// An event with result work waiting: result races not signed off.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ResultWorkRow {
    pub racing_event_id: i64,
    pub name: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub department_id: i64,
    pub region_id: Option<i64>,
    pub organiser_club_id: Option<i64>,
    pub timekeeping_company_id: Option<i64>,
    pub publication_status: Option<PublicationStatus>,
    /// Result races in DRAFT or CHECKED (not published, hidden or cancelled).
    pub unsigned_races: i64,
    /// Result races in the public results.
    pub published_races: i64,
    /// When the newest result file of the event was uploaded, if any.
    pub last_upload_at: Option<DateTime<Utc>>,
    /// Whether the newest upload failed.
    pub last_upload_failed: bool,
}

impl ResultWorkRow {
    /// In the public calendar (as [`crate::racing_event::EventRow::published`]).
    pub fn published(&self) -> bool {
        matches!(
            self.publication_status,
            Some(PublicationStatus::Published | PublicationStatus::Canceled)
        )
    }
}

const RESULT_WORK_COLUMNS: &str = "e.racing_event_id, e.name, e.date_from, e.date_to, \
     e.department_id, e.region_id, e.organiser_club_id, e.timekeeping_company_id, \
     e.publication_status, \
     (select count(*) from result_race r where r.racing_event_id = e.racing_event_id \
        and r.status in ('DRAFT', 'CHECKED')) as unsigned_races, \
     (select count(*) from result_race r where r.racing_event_id = e.racing_event_id \
        and r.status = 'PUBLISHED') as published_races, \
     last.created_at as last_upload_at, coalesce(last.state = 'FAILED', false) as last_upload_failed \
     from racing_event e \
     left join lateral (select i.created_at, i.state from result_import i \
        where i.racing_event_id = e.racing_event_id order by i.created_at desc limit 1) last on true";

/// Events of `scope` with result races not signed off (DRAFT or CHECKED), the oldest race day
/// first. Found from the partial index of unsigned result races.
pub async fn events_with_unsigned_results(
    pool: &PgPool,
    scope: EventListScope,
) -> DbResult<Vec<ResultWorkRow>> {
    let mut builder = QueryBuilder::new("select ");
    builder.push(RESULT_WORK_COLUMNS).push(
        " where e.racing_event_id in (select r.racing_event_id from result_race r \
         where r.status in ('DRAFT', 'CHECKED')) and",
    );
    push_event_scope(&mut builder, scope);
    builder
        .push(" order by e.date_from, e.racing_event_id limit ")
        .push_bind(LIST_LIMIT * 5);
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// A timekeeping company's events around `today` (30 days back, 30 ahead) with what it has
/// delivered, by date.
pub async fn timekeeping_events(
    pool: &PgPool,
    company_id: i64,
    today: NaiveDate,
) -> DbResult<Vec<ResultWorkRow>> {
    let mut builder = QueryBuilder::new("select ");
    builder
        .push(RESULT_WORK_COLUMNS)
        .push(" where e.timekeeping_company_id = ")
        .push_bind(company_id)
        .push(" and e.date_to >= ")
        .push_bind(today - chrono::Days::new(30))
        .push(" and e.date_from <= ")
        .push_bind(today + chrono::Days::new(30))
        .push(" order by e.date_from, e.racing_event_id limit ")
        .push_bind(LIST_LIMIT * 2);
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// The entries of `club_id` to races of events that have not ended.
pub async fn count_club_upcoming_entries(
    pool: &PgPool,
    club_id: i64,
    today: NaiveDate,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "select count(*) from race_entry x \
         join race r on r.race_id = x.race_id \
         join racing_event e on e.racing_event_id = r.racing_event_id \
         where x.club_id = $1 and x.state = $2 and e.date_to >= $3",
    )
    .bind(club_id)
    .bind(EntryState::Entered)
    .bind(today)
    .fetch_one(pool)
    .await?)
}

/// An event of the calendar whose entries close soon.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DeadlineRow {
    pub racing_event_id: i64,
    pub name: String,
    pub place: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub registration_deadline: DateTime<Utc>,
    pub department_name: String,
    /// The club's entries to it so far.
    pub club_entries: i64,
}

/// Events of the public calendar open for entries whose deadline falls between `from` and
/// `until`, the nearest first, with `club_id`'s entries so far.
pub async fn entry_deadlines(
    pool: &PgPool,
    club_id: i64,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> DbResult<Vec<DeadlineRow>> {
    Ok(sqlx::query_as(
        "select e.racing_event_id, e.name, e.place, e.date_from, e.date_to, \
         e.registration_deadline, d.name as department_name, \
         (select count(*) from race_entry x join race r on r.race_id = x.race_id \
            where r.racing_event_id = e.racing_event_id and x.club_id = $1 \
            and x.state = 'ENTERED') as club_entries \
         from racing_event e join department d on d.department_id = e.department_id \
         where e.publication_status = 'PUBLISHED' and e.state = 'REGISTRATIONS_ENABLED' \
         and e.date_from >= $2::date - 1 \
         and e.registration_deadline between $2 and $3 \
         order by e.registration_deadline, e.racing_event_id limit $4",
    )
    .bind(club_id)
    .bind(from)
    .bind(until)
    .bind(LIST_LIMIT)
    .fetch_all(pool)
    .await?)
}

/// One of a member's entries.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OwnEntryRow {
    pub race_entry_id: i64,
    pub racing_event_id: i64,
    pub event_name: String,
    pub place: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub race_name: String,
    pub category_name: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    /// The club that entered the athlete (None: entered by itself or the organiser).
    pub club_id: Option<i64>,
    /// The athlete's sex (the page says "přihlášen" or "přihlášena").
    pub sex: Sex,
}

const OWN_ENTRY_COLUMNS: &str = "select x.race_entry_id, e.racing_event_id, e.name as event_name, \
     e.place, e.date_from, e.date_to, r.name as race_name, c.name as category_name, x.bib, \
     x.state, x.club_id, x.sex \
     from race_entry x \
     join race r on r.race_id = x.race_id \
     join racing_event e on e.racing_event_id = r.racing_event_id \
     join racing_category c on c.racing_category_id = x.racing_category_id";

/// The entries of `member_id` to events that have not ended (withdrawn ones too, so the
/// athlete sees it), by date.
pub async fn member_upcoming_entries(
    pool: &PgPool,
    member_id: i64,
    today: NaiveDate,
) -> DbResult<Vec<OwnEntryRow>> {
    let mut builder = QueryBuilder::new(OWN_ENTRY_COLUMNS);
    builder
        .push(" where x.member_id = ")
        .push_bind(member_id)
        .push(" and e.date_to >= ")
        .push_bind(today)
        .push(" order by e.date_from, e.racing_event_id, r.ordinal limit ")
        .push_bind(LIST_LIMIT * 2);
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// The entries of `member_id` to the event that stand (not withdrawn), in race order.
pub async fn member_event_entries(
    pool: &PgPool,
    member_id: i64,
    racing_event_id: i64,
) -> DbResult<Vec<OwnEntryRow>> {
    let mut builder = QueryBuilder::new(OWN_ENTRY_COLUMNS);
    builder
        .push(" where x.member_id = ")
        .push_bind(member_id)
        .push(" and e.racing_event_id = ")
        .push_bind(racing_event_id)
        .push(" and x.state = 'ENTERED' order by r.ordinal, r.race_id");
    Ok(builder.build_query_as().fetch_all(pool).await?)
}

/// The evidence season (the membership-fee year) holding `today`: its id and name.
pub async fn evidence_season_of(
    pool: &PgPool,
    today: NaiveDate,
) -> DbResult<Option<(i64, String)>> {
    Ok(sqlx::query_as(
        "select evidence_season_id, name from evidence_season \
         where valid_from <= $1 and valid_to >= $1 order by valid_from desc limit 1",
    )
    .bind(today)
    .fetch_optional(pool)
    .await?)
}
