//! Racing events (spec §2 `/evidence/zavody…`, `/kalendar-a-vysledky…`): the calendar, one
//! event with its races and categories, its state and publication, documents, suggestions.
//! Entries are `entries`; the downloads `event_exports`. Who may do what:
//! `policy::racing_event_access` and the `policy::check_racing_event_*` rules; the states and
//! their transitions: `stopa_domain::racing_event`.
//!
//! Rules chosen here (the spec is silent):
//! - A new event starts HIDDEN and is proposed to the calendar (publication HIDDEN) whoever
//!   creates it; the section's race managers (or Admin) publish it. Its season is the season
//!   of its first day; its region is its organising club's region unless the organiser chose
//!   one.
//! - Cancelling an event in the calendar (publication CANCELED) also cancels the event itself
//!   (state CANCELED) and labels it cancelled in the calendar.
//! - A published event keeps its calendar label up to date: a new place is "Změna místa", new
//!   dates "Změna termínu" (`racing_event::date_change_after_edit`).
//! - Hidden events answer NOT_FOUND to those who may not see them (nobody learns they exist).

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use stopa_db::racing_event::{
    self as db, CategoryRow, CategoryValues, DocumentRow, EventFilter, EventRow, EventValues,
    RaceRow, RaceValues, SuggestionRow, SuggestionValues,
};
use stopa_domain::country::is_country_code;
use stopa_domain::policy::{self, AccessLevel, EventFacts};
use stopa_domain::racing_event::{
    self as rules, DateChange, DocumentKind, EventCategory, EventKind, EventState, GenderGroup,
    OrganiserKind, PublicationStatus, SuggestionKind, SuggestionState,
};
use stopa_domain::validation::FormCheck;

use crate::error::{AppError, AppResult};
use crate::exports::Download;
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Longest name of an event or race.
const NAME_CHARS: usize = 200;
/// Largest event document (10 MiB; the database checks it too).
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;
/// Most races an event may have.
const MAX_RACES: usize = 30;
/// Most categories a race may have.
const MAX_CATEGORIES: usize = 60;

/// The policy's facts of an event.
pub fn facts(row: &EventRow) -> EventFacts {
    EventFacts {
        department_id: row.department_id,
        region_id: row.region_id,
        organiser_club_id: row.organiser_club_id,
        timekeeping_company_id: row.timekeeping_company_id,
        published: row.published(),
    }
}

/// What the asker may do with an event; the web shows only these actions.
#[derive(Debug, Clone, PartialEq, Eq)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action of the policy"
)]
pub struct EventActions {
    pub can_edit: bool,
    pub can_publish: bool,
    /// Enter its club's athletes (a club manager with RACE_REGISTRATION) while entries are open.
    pub can_enter_club: bool,
    /// The club whose athletes the asker enters.
    pub entry_club_id: Option<i64>,
    /// Enter any member or a non-member, manage entries (the organisers).
    pub can_manage_entries: bool,
    /// Enter itself (a Person, to a public race while entries are open).
    pub can_enter_self: bool,
    /// The states the event may move to now.
    pub next_states: Vec<EventState>,
    /// Entries are open now.
    pub entries_open: bool,
}

/// An event with its races, categories and documents, as the asker sees it.
#[derive(Debug, Clone)]
pub struct EventDetail {
    pub row: EventRow,
    pub races: Vec<(RaceRow, Vec<CategoryRow>)>,
    pub documents: Vec<DocumentRow>,
    pub actions: EventActions,
    pub access: AccessLevel,
}

fn actions(actor: &Actor, row: &EventRow, now: DateTime<Utc>) -> EventActions {
    let identity = &actor.identity;
    let facts = facts(row);
    let access = policy::racing_event_access(identity, &facts);
    let open = rules::entries_open(row.state, row.registration_deadline, now)
        && row.kind == EventKind::Racing;
    let entry_club_id = match identity.scope {
        stopa_domain::identity::Scope::Club(club_id)
            if policy::check_club_entry(identity, &facts, club_id).is_ok() =>
        {
            Some(club_id)
        }
        _ => None,
    };
    let next_states = if access == AccessLevel::Write {
        EventState::ALL
            .iter()
            .copied()
            .filter(|to| {
                *to != row.state
                    && rules::check_transition(row.kind, row.state, *to, row.entry_count).is_ok()
            })
            .collect()
    } else {
        Vec::new()
    };
    EventActions {
        can_edit: access == AccessLevel::Write,
        can_publish: policy::check_racing_event_publish(identity, &facts).is_ok(),
        can_enter_club: open && entry_club_id.is_some(),
        entry_club_id,
        can_manage_entries: policy::check_entry_management(identity, &facts).is_ok()
            && row.kind == EventKind::Racing,
        can_enter_self: open
            && policy::check_self_entry(identity, &facts, row.category.is_public()).is_ok(),
        next_states,
        entries_open: open,
    }
}

/// Locks an event (entries, state and publication are written one at a time) and loads it.
async fn locked(write: &mut AuditedWrite, racing_event_id: i64) -> AppResult<EventRow> {
    if !db::lock_event(write.tx(), racing_event_id).await? {
        return Err(AppError::NotFound);
    }
    db::find_event(write.tx(), racing_event_id)
        .await?
        .ok_or(AppError::NotFound)
}

/// Locks an event for a write of its entries and loads it; NOT_FOUND for one the asker may
/// not see (nobody learns a draft exists).
pub(crate) async fn locked_visible(
    write: &mut AuditedWrite,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventRow> {
    let row = locked(write, racing_event_id).await?;
    if policy::racing_event_access(&actor.identity, &facts(&row)).can_read() {
        Ok(row)
    } else {
        Err(AppError::NotFound)
    }
}

/// Loads an event the asker may see; NOT_FOUND for a hidden one.
pub(crate) async fn visible(app: &App, actor: &Actor, racing_event_id: i64) -> AppResult<EventRow> {
    let row = db::find_event(&app.pool, racing_event_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if policy::racing_event_access(&actor.identity, &facts(&row)).can_read() {
        Ok(row)
    } else {
        Err(AppError::NotFound)
    }
}

async fn detail(app: &App, actor: &Actor, row: EventRow) -> AppResult<EventDetail> {
    let races = db::races_of_events(&app.pool, &[row.racing_event_id]).await?;
    let race_ids: Vec<i64> = races.iter().map(|race| race.race_id).collect();
    let mut categories = db::categories_of_races(&app.pool, &race_ids).await?;
    let races = races
        .into_iter()
        .map(|race| {
            let (own, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut categories)
                .into_iter()
                .partition(|category| category.race_id == race.race_id);
            categories = rest;
            (race, own)
        })
        .collect();
    let documents = db::documents_of_event(&app.pool, row.racing_event_id).await?;
    let access = policy::racing_event_access(&actor.identity, &facts(&row));
    Ok(EventDetail {
        actions: actions(actor, &row, Utc::now()),
        access,
        row,
        races,
        documents,
    })
}

/// One event with everything its pages show.
pub async fn event(app: &App, actor: &Actor, racing_event_id: i64) -> AppResult<EventDetail> {
    let row = visible(app, actor, racing_event_id).await?;
    detail(app, actor, row).await
}

/// A page of events.
#[derive(Debug, Clone)]
pub struct EventPage {
    pub nodes: Vec<(EventRow, EventActions)>,
    pub total_count: i64,
}

/// The filters of the events grid and the calendar, as the adapters send them.
#[derive(Debug, Clone, Default)]
pub struct EventFilterRequest {
    pub search: Option<String>,
    pub season_id: Option<i64>,
    pub department_id: Option<i64>,
    pub region_id: Option<i64>,
    pub state: Option<EventState>,
    pub category: Option<EventCategory>,
    pub organiser_club_id: Option<i64>,
    pub publication: Option<PublicationStatus>,
    /// `YYYY-MM`: the events of a month.
    pub month: Option<String>,
    /// Events from this day on (the calendar's default: today).
    pub from: Option<NaiveDate>,
}

impl EventFilterRequest {
    fn checked(&self) -> AppResult<EventFilter> {
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty())
            .map(str::to_owned);
        if search
            .as_deref()
            .is_some_and(|text| text.chars().count() > 100)
        {
            return Err(AppError::field(
                "filter.search",
                "Hledaný text může mít nejvýše 100 znaků.",
            ));
        }
        let (mut from, mut to) = (self.from, None);
        if let Some(month) = self.month.as_deref().filter(|month| !month.is_empty()) {
            let first = NaiveDate::parse_from_str(&format!("{month}-01"), "%Y-%m-%d")
                .map_err(|_| AppError::field("filter.month", "Měsíc zadejte jako RRRR-MM."))?;
            let next = first
                .checked_add_months(chrono::Months::new(1))
                .ok_or_else(|| AppError::field("filter.month", "Měsíc zadejte jako RRRR-MM."))?;
            from = Some(from.map_or(first, |day| day.max(first)));
            to = next.pred_opt();
        }
        Ok(EventFilter {
            search,
            season_id: self.season_id,
            department_id: self.department_id,
            region_id: self.region_id,
            state: self.state,
            category: self.category,
            organiser_club_id: self.organiser_club_id,
            publication: self.publication,
            from,
            to,
        })
    }
}

fn page_of(page: i64, per_page: i64) -> (i64, i64) {
    let per_page = per_page.clamp(1, 200);
    (per_page, (page.max(1) - 1) * per_page)
}

/// The private events grid (`/evidence/zavody`): the public calendar and the events the
/// asker manages or times, newest first.
pub async fn events(
    app: &App,
    actor: &Actor,
    filter: &EventFilterRequest,
    page: i64,
    per_page: i64,
) -> AppResult<EventPage> {
    let scope = policy::racing_event_list_scope(&actor.identity)?;
    let (limit, offset) = page_of(page, per_page);
    let (rows, total_count) =
        db::list_events(&app.pool, scope, &filter.checked()?, true, limit, offset).await?;
    let now = Utc::now();
    Ok(EventPage {
        nodes: rows
            .into_iter()
            .map(|row| {
                let actions = actions(actor, &row, now);
                (row, actions)
            })
            .collect(),
        total_count,
    })
}

/// The public calendar (`/kalendar-a-vysledky`): published (and cancelled) events, upcoming
/// first — from today on unless a month or a day is asked for.
pub async fn calendar(
    app: &App,
    actor: &Actor,
    filter: &EventFilterRequest,
    page: i64,
    per_page: i64,
) -> AppResult<EventPage> {
    let mut filter = filter.clone();
    if filter.month.is_none() && filter.from.is_none() {
        filter.from = Some(crate::today());
    }
    let (limit, offset) = page_of(page, per_page);
    let (rows, total_count) = db::list_events(
        &app.pool,
        policy::EventListScope::PublishedOnly,
        &filter.checked()?,
        false,
        limit,
        offset,
    )
    .await?;
    let now = Utc::now();
    Ok(EventPage {
        nodes: rows
            .into_iter()
            .map(|row| {
                let actions = actions(actor, &row, now);
                (row, actions)
            })
            .collect(),
        total_count,
    })
}

/// One event of the public calendar (its public pages): published or cancelled only.
pub async fn public_event(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventDetail> {
    let row = db::find_event(&app.pool, racing_event_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !row.published() {
        return Err(AppError::NotFound);
    }
    detail(app, actor, row).await
}

// ---------------------------------------------------------------------------------------------
// Writing an event
// ---------------------------------------------------------------------------------------------

/// An event as its form sends it.
#[derive(Debug, Clone)]
pub struct EventInput {
    pub kind: EventKind,
    pub name: String,
    pub department_id: i64,
    pub category: EventCategory,
    pub organiser_kind: OrganiserKind,
    pub organiser_club_id: Option<i64>,
    pub organiser_name: Option<String>,
    /// None: the organising club's region.
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

impl EventInput {
    /// The checked values (all problems at once) without the season, region and organiser
    /// checks that need the database.
    fn values(&self, season_id: i64, region_id: Option<i64>) -> AppResult<EventValues> {
        let mut check = FormCheck::new();
        let name = check.text("name", &self.name, NAME_CHARS);
        let place = check.text("place", &self.place, NAME_CHARS);
        check.date_range("dateTo", self.date_from, self.date_to);
        let country = self.country.trim().to_uppercase();
        if !is_country_code(&country) {
            check.add("country", "Vyberte stát.");
        }
        if let Err(message) = rules::check_coordinates(self.latitude, self.longitude) {
            check.add("latitude", message);
        }
        let organiser_name =
            check.optional_text("organiserName", self.organiser_name.as_deref(), NAME_CHARS);
        match self.organiser_kind {
            OrganiserKind::Club if self.organiser_club_id.is_none() => {
                check.add("organiserClubId", stopa_domain::validation::REQUIRED);
            }
            OrganiserKind::Other if organiser_name.is_none() => {
                check.add("organiserName", stopa_domain::validation::REQUIRED);
            }
            _ => {}
        }
        let values = EventValues {
            kind: self.kind,
            name,
            department_id: self.department_id,
            season_id,
            category: self.category,
            organiser_kind: self.organiser_kind,
            organiser_club_id: (self.organiser_kind == OrganiserKind::Club)
                .then_some(self.organiser_club_id)
                .flatten(),
            organiser_name: (self.organiser_kind == OrganiserKind::Other)
                .then_some(organiser_name)
                .flatten(),
            region_id,
            place,
            country,
            latitude: self.latitude,
            longitude: self.longitude,
            date_from: self.date_from,
            date_to: self.date_to,
            registration_deadline: self.registration_deadline,
            timekeeping_company_id: self.timekeeping_company_id,
            description: check.optional_text("description", self.description.as_deref(), 4000),
            contact_email: check.optional_email("contactEmail", self.contact_email.as_deref()),
            contact_phone: check.optional_phone("contactPhone", self.contact_phone.as_deref()),
            web: check.optional_url("web", self.web.as_deref()),
        };
        check.finish()?;
        Ok(values)
    }
}

/// Foreign keys of an event's form, with the field they come from.
const EVENT_REFERENCES: &[crate::write::ReferenceRule] = &[
    (
        "racing_event_department_fkey",
        "v událostech",
        "departmentId",
    ),
    (
        "racing_event_organiser_club_fkey",
        "v událostech",
        "organiserClubId",
    ),
    ("racing_event_region_fkey", "v událostech", "regionId"),
    (
        "racing_event_timekeeping_company_fkey",
        "v událostech",
        "timekeepingCompanyId",
    ),
];

/// The season and region of an event's input: the season of its first day; the organising
/// club's region unless another was chosen.
async fn season_and_region(
    connection: &mut sqlx::PgConnection,
    input: &EventInput,
) -> AppResult<(i64, Option<i64>)> {
    let (season_id, _) = db::season_of(&mut *connection, input.date_from)
        .await?
        .ok_or_else(|| {
            AppError::field(
                "dateFrom",
                "Pro toto datum není založena sezóna (číselník Sezóny).",
            )
        })?;
    let region_id = match (input.region_id, input.organiser_club_id) {
        (Some(region), _) => Some(region),
        (None, Some(club_id)) if input.organiser_kind == OrganiserKind::Club => {
            stopa_db::club::find_club(&mut *connection, club_id)
                .await?
                .map(|club| club.region_id)
        }
        _ => None,
    };
    Ok((season_id, region_id))
}

/// Creates an event (HIDDEN, proposed to the calendar) with its races; returns its id.
pub async fn create_event(
    app: &App,
    actor: &Actor,
    input: EventInput,
    races: Vec<RaceInput>,
) -> AppResult<i64> {
    if !policy::may_create_racing_events(&actor.identity) {
        return Err(actor.refusal());
    }
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    // Every problem of the form at once: the season, the event's fields, its races.
    let mut problems = Vec::new();
    let mut keep = |result: AppResult<()>| match result {
        Err(AppError::Validation(found)) => {
            problems.extend(found);
            Ok(())
        }
        other => other,
    };
    let mut season = None;
    keep(
        season_and_region(write.tx(), &input)
            .await
            .map(|found| season = Some(found)),
    )?;
    let (season_id, region_id) = season.unwrap_or((0, input.region_id));
    let mut values = None;
    keep(
        input
            .values(season_id, region_id)
            .map(|found| values = Some(found)),
    )?;
    let mut checked = None;
    keep(
        checked_races(
            &EventDays {
                kind: input.kind,
                date_from: input.date_from,
                date_to: input.date_to,
            },
            &races,
        )
        .map(|found| checked = Some(found)),
    )?;
    let (Some(values), Some(races)) = (values.filter(|_| problems.is_empty()), checked) else {
        return Err(AppError::Validation(problems));
    };
    policy::check_racing_event_create(
        &actor.identity,
        input.department_id,
        region_id,
        input.organiser_club_id,
    )?;
    let id = db::insert_event(
        write.tx(),
        &values,
        EventState::Hidden,
        Some(PublicationStatus::Hidden),
        actor.account_id(),
    )
    .await
    .map_err(|error| crate::write::constraint_error(error, &[], EVENT_REFERENCES))?;
    db::replace_races(write.tx(), id, &races)
        .await
        .map_err(race_error)?;
    if db::races_outside_department(write.tx(), id, values.department_id).await? > 0 {
        return Err(AppError::field(
            "races",
            "Disciplína závodu musí patřit k úseku události.",
        ));
    }
    write
        .audit("create", id, None::<&()>, Some(&(&values, &races)))
        .await?;
    write.commit().await?;
    Ok(id)
}

/// Loads an event inside a write, locked, refusing unless the asker manages it.
pub(crate) async fn writable(
    write: &mut AuditedWrite,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventRow> {
    let row = locked(write, racing_event_id).await?;
    match policy::racing_event_access(&actor.identity, &facts(&row)) {
        AccessLevel::Write => Ok(row),
        _ if actor.session.is_none() => Err(AppError::Unauthenticated),
        AccessLevel::Read => Err(AppError::Forbidden),
        AccessLevel::Hidden => Err(AppError::NotFound),
    }
}

/// Changes an event's details; a published event's calendar label follows its new dates or
/// place.
pub async fn update_event(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    input: EventInput,
) -> AppResult<EventDetail> {
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    let before = writable(&mut write, actor, racing_event_id).await?;
    let (season_id, region_id) = season_and_region(write.tx(), &input).await?;
    let values = input.values(season_id, region_id)?;
    // Managers may not move an event out of what they manage.
    policy::check_racing_event_create(
        &actor.identity,
        input.department_id,
        region_id,
        input.organiser_club_id,
    )?;
    if values.department_id != before.department_id {
        policy::check_racing_event_department_change(
            &actor.identity,
            &facts(&before),
            values.department_id,
        )?;
        rules::check_department_change(before.published(), before.entry_count, before.state)
            .map_err(|message| AppError::field("departmentId", message))?;
        if db::races_outside_department(write.tx(), racing_event_id, values.department_id).await?
            > 0
        {
            return Err(AppError::field(
                "departmentId",
                "Disciplíny závodů události nepatří k vybranému úseku; nejdřív upravte závody.",
            ));
        }
    }
    if before.kind != values.kind && before.entry_count > 0 {
        return Err(AppError::field(
            "kind",
            "Druh události nelze změnit, když už jsou v ní přihlášky.",
        ));
    }
    let date_change = rules::date_change_after_edit(
        before.publication_status == Some(PublicationStatus::Published),
        before.date_change,
        before.date_from != values.date_from || before.date_to != values.date_to,
        before.place != values.place,
    );
    db::update_event(write.tx(), racing_event_id, &values, date_change)
        .await
        .map_err(|error| crate::write::constraint_error(error, &[], EVENT_REFERENCES))?;
    write
        .audit("update", racing_event_id, Some(&before), Some(&values))
        .await?;
    write.commit().await?;
    event(app, actor, racing_event_id).await
}

/// Moves an event to another state (spec §4; the transitions of `racing_event`).
pub async fn change_event_state(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    to: EventState,
) -> AppResult<EventDetail> {
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    let before = writable(&mut write, actor, racing_event_id).await?;
    if before.state == to {
        return Err(AppError::coded(
            ErrorCode::InvalidTransition,
            format!("Událost už je ve stavu „{}“.", to.label()),
        ));
    }
    rules::check_transition(before.kind, before.state, to, before.entry_count)
        .map_err(|message| AppError::coded(ErrorCode::InvalidTransition, message))?;
    db::set_state(write.tx(), racing_event_id, to).await?;
    if to == EventState::Canceled && before.published() {
        db::set_publication(
            write.tx(),
            racing_event_id,
            Some(PublicationStatus::Canceled),
            DateChange::Canceled,
        )
        .await?;
    }
    write
        .audit(
            "change_state",
            racing_event_id,
            Some(&before.state),
            Some(&to),
        )
        .await?;
    write.commit().await?;
    event(app, actor, racing_event_id).await
}

/// Publishes, hides or cancels an event in the calendar (`/evidence/zavody-k-publikaci`).
pub async fn set_publication(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    status: PublicationStatus,
) -> AppResult<EventDetail> {
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    let before = locked(&mut write, racing_event_id).await?;
    policy::check_racing_event_publish(&actor.identity, &facts(&before))?;
    let date_change = match status {
        PublicationStatus::Canceled => DateChange::Canceled,
        _ if before.date_change == DateChange::Canceled => DateChange::Published,
        _ => before.date_change,
    };
    if status == PublicationStatus::Canceled {
        if before.state != EventState::Canceled {
            rules::check_transition(
                before.kind,
                before.state,
                EventState::Canceled,
                before.entry_count,
            )
            .map_err(|message| AppError::coded(ErrorCode::InvalidTransition, message))?;
            db::set_state(write.tx(), racing_event_id, EventState::Canceled).await?;
        }
    } else if before.state == EventState::Canceled {
        return Err(AppError::coded(
            ErrorCode::InvalidTransition,
            "Zrušenou událost nelze znovu zveřejnit; založte novou.",
        ));
    }
    db::set_publication(write.tx(), racing_event_id, Some(status), date_change).await?;
    write
        .audit(
            "publication",
            racing_event_id,
            Some(&before.publication_status),
            Some(&status),
        )
        .await?;
    write.commit().await?;
    event(app, actor, racing_event_id).await
}

/// The calendar's proposals and publications a section decides
/// (`/evidence/zavody-k-publikaci`): the events of its department (Admin: all) awaiting a
/// decision first.
pub async fn publication_list(
    app: &App,
    actor: &Actor,
    filter: &EventFilterRequest,
    page: i64,
    per_page: i64,
) -> AppResult<EventPage> {
    let scope = policy::publication_list_scope(&actor.identity)?;
    let mut filter = filter.checked()?;
    if let policy::EventListScope::Department(id) = scope {
        filter.department_id = Some(id);
    }
    let (limit, offset) = page_of(page, per_page);
    let (rows, total_count) =
        db::list_events(&app.pool, scope, &filter, false, limit, offset).await?;
    let now = Utc::now();
    Ok(EventPage {
        nodes: rows
            .into_iter()
            .map(|row| {
                let actions = actions(actor, &row, now);
                (row, actions)
            })
            .collect(),
        total_count,
    })
}

// ---------------------------------------------------------------------------------------------
// Races and categories
// ---------------------------------------------------------------------------------------------

/// A race as the form sends it.
#[derive(Debug, Clone)]
pub struct RaceInput {
    pub race_id: Option<i64>,
    pub name: String,
    pub racing_discipline_id: i64,
    pub racing_technique_id: Option<i64>,
    pub racing_type_id: Option<i64>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    pub start_time: Option<NaiveTime>,
    pub categories: Vec<CategoryInput>,
}

/// A category as the form sends it.
#[derive(Debug, Clone)]
pub struct CategoryInput {
    pub racing_category_id: Option<i64>,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
}

/// The days an event's races must fall on.
struct EventDays {
    kind: EventKind,
    date_from: NaiveDate,
    date_to: NaiveDate,
}

fn checked_races(event: &EventDays, races: &[RaceInput]) -> AppResult<Vec<RaceValues>> {
    let mut check = FormCheck::new();
    if races.len() > MAX_RACES {
        check.add(
            "races",
            format!("Událost může mít nejvýše {MAX_RACES} závodů."),
        );
    }
    if event.kind == EventKind::Result && races.is_empty() {
        // A result event gets its races when results come; nothing to check.
    }
    let mut out = Vec::with_capacity(races.len());
    for (index, race) in races.iter().enumerate() {
        let field = |name: &str| format!("races.{index}.{name}");
        let name = check.text(&field("name"), &race.name, NAME_CHARS);
        if race.race_date < event.date_from || race.race_date > event.date_to {
            check.add(&field("raceDate"), "Závod se musí konat ve dnech události.");
        }
        if race.categories.len() > MAX_CATEGORIES {
            check.add(
                &field("categories"),
                format!("Závod může mít nejvýše {MAX_CATEGORIES} kategorií."),
            );
        }
        let mut names = std::collections::HashSet::new();
        let mut categories = Vec::with_capacity(race.categories.len());
        for (position, category) in race.categories.iter().enumerate() {
            let category_field = |name: &str| format!("races.{index}.categories.{position}.{name}");
            let category_name = check.text(&category_field("name"), &category.name, 60);
            if !names.insert(stopa_domain::text::fold(&category_name)) {
                check.add(
                    &category_field("name"),
                    "Kategorie tohoto jména už v závodě je.",
                );
            }
            check.number(
                &category_field("birthYearFrom"),
                category.birth_year_from,
                1900,
                2100,
            );
            check.number(
                &category_field("birthYearTo"),
                category.birth_year_to,
                1900,
                2100,
            );
            if category.birth_year_to < category.birth_year_from {
                check.add(
                    &category_field("birthYearTo"),
                    "Ročník „do“ nemůže předcházet ročníku „od“.",
                );
            }
            if race.gender_group != GenderGroup::Both
                && category.gender_group != GenderGroup::Both
                && category.gender_group != race.gender_group
            {
                check.add(
                    &category_field("genderGroup"),
                    "Kategorie musí být pro pohlaví, pro které je závod.",
                );
            }
            categories.push(CategoryValues {
                racing_category_id: category.racing_category_id,
                name: category_name,
                birth_year_from: category.birth_year_from,
                birth_year_to: category.birth_year_to,
                gender_group: category.gender_group,
            });
        }
        out.push(RaceValues {
            race_id: race.race_id,
            name,
            racing_discipline_id: race.racing_discipline_id,
            racing_technique_id: race.racing_technique_id,
            racing_type_id: race.racing_type_id,
            gender_group: race.gender_group,
            race_date: race.race_date,
            start_time: race.start_time,
            categories,
        });
    }
    check.finish()?;
    Ok(out)
}

fn race_error(error: stopa_db::DbError) -> AppError {
    match error.foreign_key() {
        Some("race_entry_category_fkey" | "race_entry_race_fkey") => AppError::coded(
            ErrorCode::InUse,
            "Závod nebo kategorii s přihláškami nelze smazat; přihlášky nejdřív přesuňte nebo odhlaste.",
        ),
        Some("race_discipline_fkey") => {
            AppError::field("racingDisciplineId", "Vybraná disciplína neexistuje.")
        }
        Some("race_technique_fkey") => {
            AppError::field("racingTechniqueId", "Vybraná technika neexistuje.")
        }
        Some("race_type_fkey") => AppError::field("racingTypeId", "Vybraný typ závodu neexistuje."),
        Some("race_event_fkey" | "racing_category_race_fkey") => {
            AppError::field("races", "Závod nebo kategorie nepatří k této události.")
        }
        _ => AppError::from(error),
    }
}

/// Writes an event's races and their categories (`editace-zavodu`).
pub async fn update_races(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    races: Vec<RaceInput>,
) -> AppResult<EventDetail> {
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    let before = writable(&mut write, actor, racing_event_id).await?;
    if matches!(
        before.state,
        EventState::Results | EventState::DigitalResults | EventState::Canceled
    ) {
        return Err(AppError::coded(
            ErrorCode::InvalidTransition,
            "Závody události s výsledky nebo zrušené události už nelze měnit.",
        ));
    }
    let races = checked_races(
        &EventDays {
            kind: before.kind,
            date_from: before.date_from,
            date_to: before.date_to,
        },
        &races,
    )?;
    stopa_db::racing_event::replace_races(write.tx(), racing_event_id, &races)
        .await
        .map_err(race_error)?;
    // A discipline must be the event's department's; a race type may be another
    // department's (masters race by the alpine rules).
    if db::races_outside_department(write.tx(), racing_event_id, before.department_id).await? > 0 {
        return Err(AppError::field(
            "races",
            "Disciplína závodu musí patřit k úseku události.",
        ));
    }
    write
        .audit("update_races", racing_event_id, None::<&()>, Some(&races))
        .await?;
    write.commit().await?;
    event(app, actor, racing_event_id).await
}

/// The default categories of the event's season and department, as birth years of that
/// season (the races form offers them).
pub async fn default_categories(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<Vec<CategoryInput>> {
    let row = visible(app, actor, racing_event_id).await?;
    let season_end = db::season_of(&app.pool, row.date_from)
        .await?
        .map_or(row.date_from, |(_, end)| end);
    let end_year = chrono::Datelike::year(&season_end);
    Ok(
        db::category_defaults(&app.pool, row.season_id, row.department_id)
            .await?
            .into_iter()
            .map(|default| {
                let (from, to) = rules::birth_years(end_year, default.age_from, default.age_to);
                CategoryInput {
                    racing_category_id: None,
                    name: default.name,
                    birth_year_from: from,
                    birth_year_to: to,
                    gender_group: default.gender_group,
                }
            })
            .collect(),
    )
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

/// A suggestion as its form sends it.
#[derive(Debug, Clone)]
pub struct SuggestionInput {
    pub kind: SuggestionKind,
    pub department_id: i64,
    /// The offering club (OFFER).
    pub club_id: Option<i64>,
    pub name: String,
    pub place: Option<String>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub category: EventCategory,
    pub note: Option<String>,
}

/// Records a suggestion: a club's offer to organise (its race managers), or a section's
/// request for an organiser (its race managers, Admin).
pub async fn suggest_event(
    app: &App,
    actor: &Actor,
    input: SuggestionInput,
) -> AppResult<SuggestionRow> {
    policy::check_suggestion_create(
        &actor.identity,
        input.kind,
        input.department_id,
        input.club_id,
    )?;
    let mut check = FormCheck::new();
    let values = SuggestionValues {
        kind: input.kind,
        department_id: input.department_id,
        club_id: (input.kind == SuggestionKind::Offer)
            .then_some(input.club_id)
            .flatten(),
        name: check.text("name", &input.name, NAME_CHARS),
        place: check.optional_text("place", input.place.as_deref(), NAME_CHARS),
        date_from: input.date_from,
        date_to: input.date_to,
        category: input.category,
        note: check.optional_text("note", input.note.as_deref(), 2000),
    };
    check.date_range("dateTo", input.date_from, input.date_to);
    check.finish()?;
    let mut write = AuditedWrite::begin(app, actor, "racing_event_suggestion").await?;
    let id = db::insert_suggestion(write.tx(), &values, actor.account_id())
        .await
        .map_err(|error| {
            crate::write::constraint_error(
                error,
                &[],
                &[
                    (
                        "racing_event_suggestion_department_fkey",
                        "",
                        "departmentId",
                    ),
                    ("racing_event_suggestion_club_fkey", "", "clubId"),
                ],
            )
        })?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    write.commit().await?;
    db::find_suggestion(&app.pool, id)
        .await?
        .ok_or(AppError::NotFound)
}

/// The suggestions the asker deals with: a section's (Admin: all); a club's own offers and
/// every request.
pub async fn suggestions(app: &App, actor: &Actor) -> AppResult<Vec<SuggestionRow>> {
    let (department, club) = match policy::suggestion_scope(&actor.identity)? {
        policy::SuggestionScope::All => (None, None),
        policy::SuggestionScope::Department(id) => (Some(id), None),
        policy::SuggestionScope::Club(id) => (None, Some(id)),
    };
    Ok(db::list_suggestions(&app.pool, department, club).await?)
}

/// Accepts a suggestion: an offer is accepted by the section (the club organises), a request
/// by a club that will organise it (`club_id`). The event's draft is created; returns its id.
pub async fn accept_suggestion(
    app: &App,
    actor: &Actor,
    suggestion_id: i64,
    club_id: Option<i64>,
) -> AppResult<i64> {
    let suggestion = db::find_suggestion(&app.pool, suggestion_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let organiser_club = match suggestion.kind {
        SuggestionKind::Offer => {
            policy::check_racing_event_publish(
                &actor.identity,
                &EventFacts {
                    department_id: suggestion.department_id,
                    region_id: None,
                    organiser_club_id: suggestion.club_id,
                    timekeeping_company_id: None,
                    published: false,
                },
            )?;
            suggestion.club_id
        }
        SuggestionKind::Request => {
            let club_id = club_id
                .ok_or_else(|| AppError::field("clubId", "Vyberte klub, který závod uspořádá."))?;
            policy::check_racing_event_create(
                &actor.identity,
                suggestion.department_id,
                None,
                Some(club_id),
            )?;
            Some(club_id)
        }
    };
    let input = EventInput {
        kind: EventKind::Racing,
        name: suggestion.name.clone(),
        department_id: suggestion.department_id,
        category: suggestion.category,
        organiser_kind: OrganiserKind::Club,
        organiser_club_id: organiser_club,
        organiser_name: None,
        region_id: None,
        place: suggestion
            .place
            .clone()
            .unwrap_or_else(|| "neurčeno".to_owned()),
        country: "CZ".to_owned(),
        latitude: None,
        longitude: None,
        date_from: suggestion.date_from,
        date_to: suggestion.date_to,
        registration_deadline: None,
        timekeeping_company_id: None,
        description: suggestion.note.clone(),
        contact_email: None,
        contact_phone: None,
        web: None,
    };
    let mut write = AuditedWrite::begin(app, actor, "racing_event").await?;
    let (season_id, region_id) = season_and_region(write.tx(), &input).await?;
    let values = input.values(season_id, region_id)?;
    let id = db::insert_event(
        write.tx(),
        &values,
        EventState::Hidden,
        Some(PublicationStatus::Hidden),
        actor.account_id(),
    )
    .await?;
    if !db::decide_suggestion(
        write.tx(),
        suggestion_id,
        SuggestionState::Accepted,
        Some(id),
    )
    .await?
    {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Návrh už byl vyřízen.",
        ));
    }
    write
        .audit(
            "create_from_suggestion",
            id,
            None::<&()>,
            Some(&serde_json::json!({ "suggestion": suggestion_id, "values": values })),
        )
        .await?;
    write.commit().await?;
    Ok(id)
}

/// Rejects a suggestion (those who could accept it).
pub async fn reject_suggestion(app: &App, actor: &Actor, suggestion_id: i64) -> AppResult<()> {
    let suggestion = db::find_suggestion(&app.pool, suggestion_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_racing_event_publish(
        &actor.identity,
        &EventFacts {
            department_id: suggestion.department_id,
            region_id: None,
            organiser_club_id: suggestion.club_id,
            timekeeping_company_id: None,
            published: false,
        },
    )?;
    let mut write = AuditedWrite::begin(app, actor, "racing_event_suggestion").await?;
    if !db::decide_suggestion(write.tx(), suggestion_id, SuggestionState::Rejected, None).await? {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Návrh už byl vyřízen.",
        ));
    }
    write
        .audit("reject", suggestion_id, Some(&suggestion), None::<&()>)
        .await?;
    write.commit().await
}

#[cfg(test)]
mod tests {
    use super::document_content_type;

    #[test]
    fn documents_are_recognised_by_their_bytes() {
        assert_eq!(
            document_content_type("rozpis.pdf", b"%PDF-1.7 ..."),
            Some("application/pdf")
        );
        assert_eq!(
            document_content_type("rozpis.exe", b"%PDF-1.4"),
            Some("application/pdf")
        );
        assert_eq!(document_content_type("rozpis.pdf", b"MZ\x90\0"), None);
        assert_eq!(
            document_content_type("startovka.xlsx", b"PK\x03\x04...."),
            Some("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        );
        assert_eq!(document_content_type("virus.zip", b"PK\x03\x04...."), None);
        assert_eq!(
            document_content_type("mapa.png", b"\x89PNG\r\n\x1a\n...."),
            Some("image/png")
        );
        assert_eq!(
            document_content_type("info.txt", "Ahoj světe".as_bytes()),
            Some("text/plain; charset=utf-8")
        );
        assert_eq!(document_content_type("page.html", b"<html><script>"), None);
    }
}
