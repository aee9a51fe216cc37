//! Racing events: the private grid and the public calendar, one event with its races and
//! categories, entries (with what eligibility needs to know of the members), documents,
//! suggestions, the category defaults of a season and the timekeeping companies' records.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor, PgPool, Postgres, QueryBuilder};
use stopa_domain::member::Sex;
use stopa_domain::policy::EventListScope;
use stopa_domain::racing_event::{
    DateChange, DocumentKind, EntryState, EntryVia, EventCategory, EventKind, EventState,
    GenderGroup, OrganiserKind, PublicationStatus, SuggestionKind, SuggestionState,
};

use crate::{DbError, DbResult};

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
}

/// A page of events (by date, newest season first is the caller's filter) and how many match.
/// An event list is small (a season holds hundreds), so counting it is cheap.
pub async fn list_events(
    pool: &PgPool,
    scope: EventListScope,
    filter: &EventFilter,
    descending: bool,
    limit: i64,
    offset: i64,
) -> DbResult<(Vec<EventRow>, i64)> {
    let mut count = QueryBuilder::new("select count(*) from racing_event e");
    push_conditions(&mut count, scope, filter);
    let total: i64 = count.build_query_scalar().fetch_one(pool).await?;
    let mut select = QueryBuilder::new("select ");
    select.push(EVENT_COLUMNS).push(EVENT_FROM);
    push_conditions(&mut select, scope, filter);
    select.push(if descending {
        " order by e.date_from desc, e.racing_event_id desc"
    } else {
        " order by e.date_from, e.racing_event_id"
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

// ---------------------------------------------------------------------------------------------
// Races and categories
// ---------------------------------------------------------------------------------------------

/// A race of an event with its codebook names.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RaceRow {
    pub race_id: i64,
    pub racing_event_id: i64,
    pub name: String,
    pub racing_discipline_id: i64,
    pub discipline_code: String,
    pub discipline_name: String,
    pub racing_technique_id: Option<i64>,
    pub technique_code: Option<String>,
    pub technique_name: Option<String>,
    pub racing_type_id: Option<i64>,
    pub type_code: Option<String>,
    pub type_name: Option<String>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    pub start_time: Option<NaiveTime>,
    pub ordinal: i32,
    pub entry_count: i64,
}

pub async fn races_of_events(
    executor: impl PgExecutor<'_>,
    event_ids: &[i64],
) -> DbResult<Vec<RaceRow>> {
    Ok(sqlx::query_as::<_, RaceRow>(
        r"select ra.race_id, ra.racing_event_id, ra.name, ra.racing_discipline_id,
                  di.code as discipline_code, di.name as discipline_name,
                  ra.racing_technique_id, te.code as technique_code, te.name as technique_name,
                  ra.racing_type_id, ty.code as type_code, ty.name as type_name,
                  ra.gender_group, ra.race_date, ra.start_time, ra.ordinal,
                  (select count(*) from race_entry en
                   where en.race_id = ra.race_id and en.state = 'ENTERED') as entry_count
           from race ra
           join racing_discipline di on di.racing_discipline_id = ra.racing_discipline_id
           left join racing_technique te on te.racing_technique_id = ra.racing_technique_id
           left join racing_type ty on ty.racing_type_id = ra.racing_type_id
           where ra.racing_event_id = any($1)
           order by ra.racing_event_id, ra.race_date, ra.ordinal, ra.race_id",
    )
    .bind(event_ids)
    .fetch_all(executor)
    .await?)
}

/// A racing category of a race.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct CategoryRow {
    pub racing_category_id: i64,
    pub race_id: i64,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
    pub ordinal: i32,
    pub entry_count: i64,
}

pub async fn categories_of_races(
    executor: impl PgExecutor<'_>,
    race_ids: &[i64],
) -> DbResult<Vec<CategoryRow>> {
    Ok(sqlx::query_as::<_, CategoryRow>(
        r"select k.racing_category_id, k.race_id, k.name, k.birth_year_from, k.birth_year_to,
                  k.gender_group, k.ordinal,
                  (select count(*) from race_entry en
                   where en.racing_category_id = k.racing_category_id and en.state = 'ENTERED')
                      as entry_count
           from racing_category k
           where k.race_id = any($1)
           order by k.race_id, k.ordinal, k.birth_year_to desc, k.name",
    )
    .bind(race_ids)
    .fetch_all(executor)
    .await?)
}

/// What a race is written from, with its categories (an id: an existing one to keep).
#[derive(Debug, Clone, Serialize)]
pub struct RaceValues {
    pub race_id: Option<i64>,
    pub name: String,
    pub racing_discipline_id: i64,
    pub racing_technique_id: Option<i64>,
    pub racing_type_id: Option<i64>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    pub start_time: Option<NaiveTime>,
    pub categories: Vec<CategoryValues>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CategoryValues {
    pub racing_category_id: Option<i64>,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
}

/// Writes an event's races and categories as given: the listed ones are updated or inserted
/// in order, the others deleted (a race or category with entries cannot be deleted: the
/// foreign key of its entries refuses, and the caller says so).
pub async fn replace_races(
    connection: &mut PgConnection,
    racing_event_id: i64,
    races: &[RaceValues],
) -> DbResult<()> {
    let kept: Vec<i64> = races.iter().filter_map(|race| race.race_id).collect();
    // Categories of removed races go with them (cascade), unless entries hold them.
    sqlx::query!(
        r"delete from racing_category k using race ra
           where k.race_id = ra.race_id and ra.racing_event_id = $1 and not (ra.race_id = any($2))",
        racing_event_id,
        &kept
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        "delete from race where racing_event_id = $1 and not (race_id = any($2))",
        racing_event_id,
        &kept
    )
    .execute(&mut *connection)
    .await?;
    for (ordinal, race) in races.iter().enumerate() {
        let race_id = match race.race_id {
            Some(race_id) => {
                let updated = sqlx::query_scalar!(
                    r"update race set name = $3, racing_discipline_id = $4,
                           racing_technique_id = $5, racing_type_id = $6, gender_group = $7,
                           race_date = $8, start_time = $9, ordinal = $10, updated_at = now()
                       where race_id = $1 and racing_event_id = $2 returning race_id",
                    race_id,
                    racing_event_id,
                    race.name,
                    race.racing_discipline_id,
                    race.racing_technique_id,
                    race.racing_type_id,
                    race.gender_group.as_str(),
                    race.race_date,
                    race.start_time,
                    ordinal as i32
                )
                .fetch_optional(&mut *connection)
                .await?;
                updated.ok_or(DbError::ForeignKey {
                    constraint: "race_event_fkey".to_owned(),
                })?
            }
            None => {
                sqlx::query_scalar!(
                    r"insert into race (racing_event_id, name, racing_discipline_id,
                           racing_technique_id, racing_type_id, gender_group, race_date,
                           start_time, ordinal)
                       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning race_id",
                    racing_event_id,
                    race.name,
                    race.racing_discipline_id,
                    race.racing_technique_id,
                    race.racing_type_id,
                    race.gender_group.as_str(),
                    race.race_date,
                    race.start_time,
                    ordinal as i32
                )
                .fetch_one(&mut *connection)
                .await?
            }
        };
        let kept_categories: Vec<i64> = race
            .categories
            .iter()
            .filter_map(|category| category.racing_category_id)
            .collect();
        sqlx::query!(
            "delete from racing_category where race_id = $1 and not (racing_category_id = any($2))",
            race_id,
            &kept_categories
        )
        .execute(&mut *connection)
        .await?;
        // Names are unique in a race: a renamed pair would collide mid-way, so kept
        // categories take a temporary name first.
        sqlx::query!(
            r"update racing_category set name = '~' || racing_category_id::text
               where race_id = $1 and racing_category_id = any($2)",
            race_id,
            &kept_categories
        )
        .execute(&mut *connection)
        .await?;
        for (index, category) in race.categories.iter().enumerate() {
            match category.racing_category_id {
                Some(id) => {
                    let updated = sqlx::query!(
                        r"update racing_category set name = $3, birth_year_from = $4,
                               birth_year_to = $5, gender_group = $6, ordinal = $7,
                               updated_at = now()
                           where racing_category_id = $1 and race_id = $2",
                        id,
                        race_id,
                        category.name,
                        category.birth_year_from,
                        category.birth_year_to,
                        category.gender_group.as_str(),
                        index as i32
                    )
                    .execute(&mut *connection)
                    .await?
                    .rows_affected();
                    if updated == 0 {
                        return Err(DbError::ForeignKey {
                            constraint: "racing_category_race_fkey".to_owned(),
                        });
                    }
                }
                None => {
                    sqlx::query!(
                        r"insert into racing_category (race_id, name, birth_year_from,
                               birth_year_to, gender_group, ordinal)
                           values ($1, $2, $3, $4, $5, $6)",
                        race_id,
                        category.name,
                        category.birth_year_from,
                        category.birth_year_to,
                        category.gender_group.as_str(),
                        index as i32
                    )
                    .execute(&mut *connection)
                    .await?;
                }
            }
        }
    }
    Ok(())
}

/// How many races of an event have a discipline of another department.
pub async fn races_outside_department(
    connection: &mut PgConnection,
    racing_event_id: i64,
    department_id: i64,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!" from race ra
           join racing_discipline di on di.racing_discipline_id = ra.racing_discipline_id
           where ra.racing_event_id = $1 and di.department_id <> $2"#,
        racing_event_id,
        department_id
    )
    .fetch_one(connection)
    .await?)
}

/// A default category of a season and department.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct CategoryDefaultRow {
    pub racing_category_default_id: i64,
    pub name: String,
    pub age_from: i32,
    pub age_to: i32,
    pub gender_group: GenderGroup,
    pub ordinal: i32,
}

pub async fn category_defaults(
    executor: impl PgExecutor<'_>,
    season_id: i64,
    department_id: i64,
) -> DbResult<Vec<CategoryDefaultRow>> {
    Ok(sqlx::query_as::<_, CategoryDefaultRow>(
        r"select racing_category_default_id, name, age_from, age_to, gender_group, ordinal
           from racing_category_default
           where season_id = $1 and department_id = $2
           order by ordinal, age_from, name",
    )
    .bind(season_id)
    .bind(department_id)
    .fetch_all(executor)
    .await?)
}

/// Writes a default category (the demo seed; a codebook page later).
pub async fn upsert_category_default(
    executor: impl PgExecutor<'_>,
    season_id: i64,
    department_id: i64,
    default: &CategoryDefaultRow,
) -> DbResult<()> {
    let CategoryDefaultRow {
        name,
        age_from,
        age_to,
        gender_group,
        ordinal,
        ..
    } = default;
    sqlx::query!(
        r"insert into racing_category_default (season_id, department_id, name, age_from, age_to,
               gender_group, ordinal)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (season_id, department_id, name) do update set age_from = excluded.age_from,
               age_to = excluded.age_to, gender_group = excluded.gender_group,
               ordinal = excluded.ordinal, updated_at = now()",
        season_id,
        department_id,
        name,
        age_from,
        age_to,
        gender_group.as_str(),
        ordinal
    )
    .execute(executor)
    .await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------------

/// An entry as the lists and exports show it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct EntryRow {
    pub race_entry_id: i64,
    pub race_id: i64,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub racing_category_id: i64,
    pub category_name: String,
    pub member_id: Option<i64>,
    pub registration_number: Option<i32>,
    pub fis_code: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_code: Option<String>,
    pub club_name: Option<String>,
    pub club_short_name: Option<String>,
    pub club_text: Option<String>,
    pub nation: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    pub late: bool,
    pub entered_via: EntryVia,
    pub created_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
}

impl EntryRow {
    /// The club as lists show it: the register's club, else what a non-member wrote.
    pub fn club(&self) -> String {
        self.club_name
            .clone()
            .or_else(|| self.club_text.clone())
            .unwrap_or_default()
    }
}

/// Which entries.
#[derive(Debug, Clone, Copy, Default)]
pub struct EntryFilter {
    pub race_id: Option<i64>,
    pub club_id: Option<i64>,
    /// Withdrawn entries too.
    pub with_withdrawn: bool,
}

/// The entries of an event, by race, category and name.
pub async fn list_entries(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
    filter: EntryFilter,
) -> DbResult<Vec<EntryRow>> {
    Ok(sqlx::query_as::<_, EntryRow>(
        r"select en.race_entry_id, en.race_id, ra.name as race_name, ra.race_date,
                  en.racing_category_id, k.name as category_name, en.member_id,
                  m.registration_number, m.fis_code, en.first_name, en.last_name, en.birth_year,
                  en.sex, en.club_id, c.code as club_code, c.name as club_name,
                  c.short_name as club_short_name, en.club_text, en.nation, en.bib, en.state,
                  en.late, en.entered_via, en.created_at, en.withdrawn_at
           from race_entry en
           join race ra on ra.race_id = en.race_id
           join racing_category k on k.racing_category_id = en.racing_category_id
           left join member m on m.member_id = en.member_id
           left join club c on c.club_id = en.club_id
           where ra.racing_event_id = $1
             and ($2::bigint is null or en.race_id = $2)
             and ($3::bigint is null or en.club_id = $3)
             and ($4 or en.state = 'ENTERED')
           order by ra.race_date, ra.ordinal, ra.race_id, k.ordinal, k.name,
                    en.bib nulls last, czech_sort_key(en.last_name), czech_sort_key(en.first_name),
                    en.race_entry_id",
    )
    .bind(racing_event_id)
    .bind(filter.race_id)
    .bind(filter.club_id)
    .bind(filter.with_withdrawn)
    .fetch_all(executor)
    .await?)
}

/// What an entry is written from.
#[derive(Debug, Clone, Serialize)]
pub struct EntryValues {
    pub race_id: i64,
    pub racing_category_id: i64,
    pub member_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_text: Option<String>,
    pub nation: String,
    pub late: bool,
    pub entered_via: EntryVia,
}

pub async fn insert_entry(
    connection: &mut PgConnection,
    values: &EntryValues,
    account_id: Option<i64>,
    identity_id: Option<i64>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into race_entry (race_id, racing_category_id, member_id, first_name, last_name,
               birth_year, sex, club_id, club_text, nation, late, entered_via,
               entered_by_account_id, entered_by_identity_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           returning race_entry_id",
        values.race_id,
        values.racing_category_id,
        values.member_id,
        values.first_name,
        values.last_name,
        values.birth_year,
        values.sex.as_str(),
        values.club_id,
        values.club_text,
        values.nation,
        values.late,
        values.entered_via.as_str(),
        account_id,
        identity_id
    )
    .fetch_one(connection)
    .await?)
}

/// The event, race and state of an entry (to check it before a change).
#[derive(Debug, Clone, Copy)]
pub struct EntryPlace {
    pub racing_event_id: i64,
    pub race_id: i64,
    pub club_id: Option<i64>,
    pub member_id: Option<i64>,
    pub birth_year: i32,
    pub sex: Sex,
    pub state: EntryState,
}

/// Where an entry is and what it is now, its row locked until the transaction ends: read it
/// after locking its event ([`lock_event`]), so that a change committed meanwhile (a
/// withdrawal by another request) is seen.
pub async fn lock_entry_place(
    connection: &mut PgConnection,
    race_entry_id: i64,
) -> DbResult<Option<EntryPlace>> {
    Ok(sqlx::query!(
        r#"select ra.racing_event_id, en.race_id, en.club_id, en.member_id, en.birth_year,
                  en.sex as "sex: Sex", en.state as "state: EntryState"
           from race_entry en join race ra on ra.race_id = en.race_id
           where en.race_entry_id = $1
           for update of en"#,
        race_entry_id
    )
    .fetch_optional(connection)
    .await?
    .map(|row| EntryPlace {
        racing_event_id: row.racing_event_id,
        race_id: row.race_id,
        club_id: row.club_id,
        member_id: row.member_id,
        birth_year: row.birth_year,
        sex: row.sex,
        state: row.state,
    }))
}

/// The event of an entry, to lock it before the entry is read ([`lock_entry_place`]).
pub async fn event_of_entry(
    executor: impl PgExecutor<'_>,
    race_entry_id: i64,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar!(
        "select ra.racing_event_id from race_entry en join race ra on ra.race_id = en.race_id
         where en.race_entry_id = $1",
        race_entry_id
    )
    .fetch_optional(executor)
    .await?)
}

pub async fn withdraw_entry(connection: &mut PgConnection, race_entry_id: i64) -> DbResult<()> {
    sqlx::query!(
        r"update race_entry set state = 'WITHDRAWN', withdrawn_at = now(), bib = null,
               updated_at = now()
           where race_entry_id = $1",
        race_entry_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn move_entry(
    connection: &mut PgConnection,
    race_entry_id: i64,
    racing_category_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        r"update race_entry set racing_category_id = $2, updated_at = now()
           where race_entry_id = $1",
        race_entry_id,
        racing_category_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn set_bib(
    connection: &mut PgConnection,
    race_entry_id: i64,
    bib: Option<i32>,
) -> DbResult<()> {
    sqlx::query!(
        "update race_entry set bib = $2, updated_at = now() where race_entry_id = $1",
        race_entry_id,
        bib
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Numbers the entries of a race without a bib from `first` in category and name order,
/// after the highest bib given; returns how many got one.
pub async fn assign_bibs(connection: &mut PgConnection, race_id: i64, first: i32) -> DbResult<u64> {
    Ok(sqlx::query!(
        r"with numbered as (
               select en.race_entry_id,
                      greatest($2 - 1, coalesce((select max(bib) from race_entry
                                                 where race_id = $1 and state = 'ENTERED'), 0))
                          + row_number() over (order by k.ordinal, k.name,
                              czech_sort_key(en.last_name), czech_sort_key(en.first_name),
                              en.race_entry_id) as bib
               from race_entry en join racing_category k using (racing_category_id)
               where en.race_id = $1 and en.state = 'ENTERED' and en.bib is null)
           update race_entry en set bib = numbered.bib::int, updated_at = now()
           from numbered where en.race_entry_id = numbered.race_entry_id",
        race_id,
        first
    )
    .execute(connection)
    .await?
    .rows_affected())
}

/// What eligibility and the entry form need to know of a member for an event.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EntrantRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub citizenship: String,
    pub archived: bool,
    /// An open Athlete role in the event's department.
    pub athlete: bool,
    /// Evidence seasons (ids) whose fee the member paid.
    pub paid_seasons: Vec<i64>,
}

/// Members as entrants of an event's department: the given members, or a club's current
/// members (by name).
pub async fn entrants(
    executor: impl PgExecutor<'_>,
    department_id: i64,
    member_ids: Option<&[i64]>,
    club_id: Option<i64>,
) -> DbResult<Vec<EntrantRow>> {
    Ok(sqlx::query_as::<_, EntrantRow>(
        r"select m.member_id, m.registration_number, m.first_name, m.last_name, m.sex,
                  extract(year from m.birth_date)::int as birth_year, ms.club_id,
                  c.name as club_name, m.citizenship, m.archived,
                  exists (select 1 from member_department_role r
                          where r.member_id = m.member_id and r.department_id = $1
                            and r.kind = 'ATHLETE' and r.valid_to is null) as athlete,
                  array(select p.evidence_season_id from member_paid_season p
                        where p.member_id = m.member_id) as paid_seasons
           from member m
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where ($2::bigint[] is null or m.member_id = any($2))
             and ($3::bigint is null or (ms.club_id = $3 and not m.archived))
           order by m.last_name_sort, m.first_name_sort, m.member_id",
    )
    .bind(department_id)
    .bind(member_ids)
    .bind(club_id)
    .fetch_all(executor)
    .await?)
}

/// The evidence seasons: (id, first day, last day).
pub async fn evidence_seasons(
    executor: impl PgExecutor<'_>,
) -> DbResult<Vec<(i64, NaiveDate, NaiveDate)>> {
    Ok(sqlx::query!(
        "select evidence_season_id, valid_from, valid_to from evidence_season order by valid_from"
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.evidence_season_id, row.valid_from, row.valid_to))
    .collect())
}

/// The members (ids) entered in a race now.
pub async fn entered_members(executor: impl PgExecutor<'_>, race_id: i64) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        r#"select member_id as "member_id!" from race_entry
           where race_id = $1 and state = 'ENTERED' and member_id is not null"#,
        race_id
    )
    .fetch_all(executor)
    .await?)
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct SuggestionRow {
    pub racing_event_suggestion_id: i64,
    pub kind: SuggestionKind,
    pub department_id: i64,
    pub department_name: String,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub name: String,
    pub place: Option<String>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub category: EventCategory,
    pub note: Option<String>,
    pub state: SuggestionState,
    pub racing_event_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

/// Suggestions of a department (None: all), open ones first, by date.
pub async fn list_suggestions(
    executor: impl PgExecutor<'_>,
    department_id: Option<i64>,
    club_id: Option<i64>,
) -> DbResult<Vec<SuggestionRow>> {
    Ok(sqlx::query_as::<_, SuggestionRow>(
        r"select g.racing_event_suggestion_id, g.kind, g.department_id,
                  d.name as department_name, g.club_id, c.name as club_name, g.name, g.place,
                  g.date_from, g.date_to, g.category, g.note, g.state, g.racing_event_id,
                  g.created_at
           from racing_event_suggestion g
           join department d on d.department_id = g.department_id
           left join club c on c.club_id = g.club_id
           where ($1::bigint is null or g.department_id = $1)
             and ($2::bigint is null or g.club_id = $2 or g.kind = 'REQUEST')
           order by g.state <> 'OPEN', g.date_from, g.racing_event_suggestion_id",
    )
    .bind(department_id)
    .bind(club_id)
    .fetch_all(executor)
    .await?)
}

pub async fn find_suggestion(
    executor: impl PgExecutor<'_>,
    suggestion_id: i64,
) -> DbResult<Option<SuggestionRow>> {
    Ok(sqlx::query_as::<_, SuggestionRow>(
        r"select g.racing_event_suggestion_id, g.kind, g.department_id,
                  d.name as department_name, g.club_id, c.name as club_name, g.name, g.place,
                  g.date_from, g.date_to, g.category, g.note, g.state, g.racing_event_id,
                  g.created_at
           from racing_event_suggestion g
           join department d on d.department_id = g.department_id
           left join club c on c.club_id = g.club_id
           where g.racing_event_suggestion_id = $1",
    )
    .bind(suggestion_id)
    .fetch_optional(executor)
    .await?)
}

/// What a suggestion is written from.
#[derive(Debug, Clone, Serialize)]
pub struct SuggestionValues {
    pub kind: SuggestionKind,
    pub department_id: i64,
    pub club_id: Option<i64>,
    pub name: String,
    pub place: Option<String>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub category: EventCategory,
    pub note: Option<String>,
}

pub async fn insert_suggestion(
    connection: &mut PgConnection,
    values: &SuggestionValues,
    account_id: Option<i64>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into racing_event_suggestion (kind, department_id, club_id, name, place,
               date_from, date_to, category, note, created_by_account_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           returning racing_event_suggestion_id",
        values.kind.as_str(),
        values.department_id,
        values.club_id,
        values.name,
        values.place,
        values.date_from,
        values.date_to,
        values.category.as_str(),
        values.note,
        account_id
    )
    .fetch_one(connection)
    .await?)
}

/// Decides an open suggestion; false when it was decided already.
pub async fn decide_suggestion(
    connection: &mut PgConnection,
    suggestion_id: i64,
    state: SuggestionState,
    racing_event_id: Option<i64>,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        r"update racing_event_suggestion set state = $2, racing_event_id = $3, updated_at = now()
           where racing_event_suggestion_id = $1 and state = 'OPEN'",
        suggestion_id,
        state.as_str(),
        racing_event_id
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}

// ---------------------------------------------------------------------------------------------
// Timekeeping companies
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct TimekeeperRow {
    pub timekeeping_company_id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
    pub event_count: i64,
    pub account_count: i64,
}

const TIMEKEEPER_SELECT: &str = r"select t.timekeeping_company_id, t.name, t.ico, t.email,
       t.phone, t.web, t.contact_person, t.note,
       (select count(*) from racing_event e
        where e.timekeeping_company_id = t.timekeeping_company_id) as event_count,
       (select count(*) from identity i
        where i.timekeeping_company_id = t.timekeeping_company_id and i.revoked_at is null)
           as account_count
    from timekeeping_company t";

pub async fn list_timekeepers(executor: impl PgExecutor<'_>) -> DbResult<Vec<TimekeeperRow>> {
    Ok(
        sqlx::query_as::<_, TimekeeperRow>(sqlx::AssertSqlSafe(format!(
            "{TIMEKEEPER_SELECT} order by t.name collate \"cs-x-icu\""
        )))
        .fetch_all(executor)
        .await?,
    )
}

pub async fn find_timekeeper(
    executor: impl PgExecutor<'_>,
    id: i64,
) -> DbResult<Option<TimekeeperRow>> {
    Ok(
        sqlx::query_as::<_, TimekeeperRow>(sqlx::AssertSqlSafe(format!(
            "{TIMEKEEPER_SELECT} where t.timekeeping_company_id = $1"
        )))
        .bind(id)
        .fetch_optional(executor)
        .await?,
    )
}

#[derive(Debug, Clone, Serialize)]
pub struct TimekeeperValues {
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
}

pub async fn insert_timekeeper(
    connection: &mut PgConnection,
    values: &TimekeeperValues,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into timekeeping_company (name, ico, email, phone, web, contact_person, note)
           values ($1, $2, $3, $4, $5, $6, $7) returning timekeeping_company_id",
        values.name,
        values.ico,
        values.email,
        values.phone,
        values.web,
        values.contact_person,
        values.note
    )
    .fetch_one(connection)
    .await?)
}

pub async fn update_timekeeper(
    connection: &mut PgConnection,
    id: i64,
    values: &TimekeeperValues,
) -> DbResult<bool> {
    Ok(sqlx::query!(
        r"update timekeeping_company set name = $2, ico = $3, email = $4, phone = $5, web = $6,
               contact_person = $7, note = $8, updated_at = now()
           where timekeeping_company_id = $1",
        id,
        values.name,
        values.ico,
        values.email,
        values.phone,
        values.web,
        values.contact_person,
        values.note
    )
    .execute(connection)
    .await?
    .rows_affected()
        == 1)
}
