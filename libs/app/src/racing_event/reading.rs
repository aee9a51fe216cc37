//! Reading events: the policy's facts of an event, what an actor may do with it, one event, the
//! filtered list, the calendar and the public page.

use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::racing_event::{
    self as db, CategoryRow, DocumentRow, EventFilter, EventRow, RaceRow,
};
use stopa_domain::policy::{self, AccessLevel, EventFacts};
use stopa_domain::racing_event::{
    self as rules, CalendarView, EventCategory, EventKind, EventState, PublicationStatus,
};

use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};

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

/// What the asker may do with an event (the web shows only these actions).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingEventActions"))]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action of the policy"
)]
pub struct EventActions {
    pub can_edit: bool,
    pub can_publish: bool,
    /// Enter its club's athletes (`prihlaska/klub`) now.
    // A club manager with RACE_REGISTRATION, while entries are open.
    pub can_enter_club: bool,
    /// The club whose athletes the asker enters.
    pub entry_club_id: Option<i64>,
    /// Enter members and non-members, manage entries (`sprava-prihlasek`).
    // The organisers: any member or a non-member.
    pub can_manage_entries: bool,
    /// Enter itself (a Person, to a public race).
    // While entries are open.
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
    /// A member's (a Person's) own entries to the event that stand.
    pub own_entries: Vec<crate::workspace::OwnEntryLine>,
    /// The member may withdraw them now (its own entries while entries are open).
    pub can_withdraw_own_entries: bool,
}

pub(super) fn actions(actor: &Actor, row: &EventRow, now: DateTime<Utc>) -> EventActions {
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
pub(super) async fn locked(write: &mut AuditedWrite, racing_event_id: i64) -> AppResult<EventRow> {
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

pub(super) async fn detail(app: &App, actor: &Actor, row: EventRow) -> AppResult<EventDetail> {
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
    let actions = actions(actor, &row, Utc::now());
    let own = match policy::own_member(&actor.identity) {
        Ok(member_id) => {
            stopa_db::workspace::member_event_entries(&app.pool, member_id, row.racing_event_id)
                .await?
        }
        Err(_) => Vec::new(),
    };
    // Withdrawing is the entry's owner's step while entries are open (the withdrawal use case
    // checks the same again).
    let can_withdraw_own_entries = actions.entries_open
        && !own.is_empty()
        && own.iter().all(|entry| {
            policy::entry_change_role(
                &actor.identity,
                &facts(&row),
                &policy::EntryFacts {
                    club_id: entry.club_id,
                    member_id: policy::own_member(&actor.identity).ok(),
                },
                true,
            )
            .is_ok()
        });
    Ok(EventDetail {
        actions,
        access,
        row,
        races,
        documents,
        own_entries: own
            .into_iter()
            .map(crate::workspace::own_entry_line)
            .collect(),
        can_withdraw_own_entries,
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
    pub(super) fn checked(&self) -> AppResult<EventFilter> {
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
            until: None,
            with_results: false,
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

pub(super) fn page_of(page: i64, per_page: i64) -> (i64, i64) {
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
    let (rows, total_count) = db::list_events(
        &app.pool,
        scope,
        &filter.checked()?,
        db::EventOrder::Latest,
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

/// The public calendar (`/kalendar-a-vysledky`): published (and cancelled) events as `view`
/// asks — upcoming ones from today on (nearest first), past ones that ended before today (latest
/// first), or those with published results (latest published first). A month or a day asked
/// for replaces today's bound.
pub async fn calendar(
    app: &App,
    actor: &Actor,
    filter: &EventFilterRequest,
    view: CalendarView,
    page: i64,
    per_page: i64,
) -> AppResult<EventPage> {
    let mut checked = filter.checked()?;
    let dated = filter
        .month
        .as_deref()
        .is_some_and(|month| !month.is_empty())
        || filter.from.is_some();
    let order = match view {
        CalendarView::Upcoming => {
            if !dated {
                checked.from = Some(crate::today());
            }
            db::EventOrder::Earliest
        }
        CalendarView::Past => {
            if !dated {
                checked.until = Some(crate::today());
            }
            db::EventOrder::Latest
        }
        CalendarView::Results => {
            checked.with_results = true;
            db::EventOrder::LatestResults
        }
    };
    let (limit, offset) = page_of(page, per_page);
    let (rows, total_count) = db::list_events(
        &app.pool,
        policy::EventListScope::PublishedOnly,
        &checked,
        order,
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
