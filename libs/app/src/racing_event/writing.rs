//! Writing an event: the form's values checked, creation, update, state changes and publication in
//! the calendar.

use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::racing_event::{self as db, EventRow, EventValues};
use stopa_domain::country::is_country_code;
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::racing_event::{
    self as rules, DateChange, EventCategory, EventKind, EventState, OrganiserKind,
    PublicationStatus,
};
use stopa_domain::validation::FormCheck;

use super::NAME_CHARS;
use super::race::{EventDays, RaceInput, checked_races, race_error};
use super::reading::{
    EventDetail, EventFilterRequest, EventPage, actions, event, facts, locked, page_of,
};
use crate::error::{AppError, AppResult};
use crate::notification::{self, EventChange, Notice};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

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
    /// None: the region of the place (see [`season_and_region`]).
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
    pub(super) fn values(&self, season_id: i64, region_id: Option<i64>) -> AppResult<EventValues> {
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
pub(super) const EVENT_REFERENCES: &[crate::write::ReferenceRule] = &[
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
pub(super) async fn season_and_region(
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
    let region_id = match input.region_id {
        Some(region) => Some(region),
        None => region_of_place(&mut *connection, input).await?,
    };
    Ok((season_id, region_id))
}

/// The region of an event whose form chose none, from where it is held (issue 29). The rule:
/// - abroad (a country other than CZ): none, whoever organises it (Muonio is in no Czech region);
/// - in the Czech Republic: the region of the clubs seated in the place's municipality (its part
///   before the first comma, "Nové Město na Moravě, Vysočina Arena"), the one most of them are
///   in; the register knows no other gazetteer of municipalities and regions;
/// - else the organising club's region, as before;
/// - else none.
///
/// Coordinates do not decide: without the regions' boundaries they could only name the nearest
/// club's seat, which is no better than the place's name. The form's hint says the rule.
async fn region_of_place(
    connection: &mut sqlx::PgConnection,
    input: &EventInput,
) -> AppResult<Option<i64>> {
    if !input.country.trim().eq_ignore_ascii_case("CZ") {
        return Ok(None);
    }
    let municipality = input.place.split(',').next().unwrap_or("").trim();
    if !municipality.is_empty()
        && let Some(region) =
            stopa_db::club::region_of_municipality(&mut *connection, municipality).await?
    {
        return Ok(Some(region));
    }
    Ok(match (input.organiser_kind, input.organiser_club_id) {
        (OrganiserKind::Club, Some(club_id)) => {
            stopa_db::club::find_club(&mut *connection, club_id)
                .await?
                .map(|club| club.region_id)
        }
        _ => None,
    })
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
    // The entrants' clubs hear of a published event's new dates.
    let moved = before.publication_status == Some(PublicationStatus::Published)
        && (before.date_from, before.date_to) != (values.date_from, values.date_to);
    let notice = if moved {
        Some(
            notification::record(
                &mut write,
                actor,
                Notice::EventChanged {
                    racing_event_id,
                    change: EventChange::DateChanged {
                        before: (before.date_from, before.date_to),
                        after: (values.date_from, values.date_to),
                        changed_at: Utc::now(),
                    },
                },
            )
            .await?,
        )
    } else {
        None
    };
    write.commit().await?;
    app.queues.push_recorded(&app.pool, notice.as_slice()).await;
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
    // The clubs with athletes entered hear of a cancellation, in the calendar or not.
    let notice = if to == EventState::Canceled && (before.published() || before.entry_count > 0) {
        Some(canceled_notice(&mut write, actor, racing_event_id).await?)
    } else {
        None
    };
    write.commit().await?;
    app.queues.push_recorded(&app.pool, notice.as_slice()).await;
    event(app, actor, racing_event_id).await
}

/// The notice of a cancelled event, to its entrants' clubs.
async fn canceled_notice(
    write: &mut AuditedWrite,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<stopa_jobs::Recorded> {
    notification::record(
        write,
        actor,
        Notice::EventChanged {
            racing_event_id,
            change: EventChange::Canceled,
        },
    )
    .await
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
    let mut notices = Vec::new();
    match status {
        _ if before.publication_status == Some(status) => {}
        PublicationStatus::Published => {
            notices.push(
                notification::record(
                    &mut write,
                    actor,
                    Notice::EventChanged {
                        racing_event_id,
                        change: EventChange::Published,
                    },
                )
                .await?,
            );
            // Results published while the event was out of the calendar are told of now
            // (their pages open only now); results told of before are not told again.
            for result_race_id in
                stopa_db::notification::published_result_races(write.tx(), racing_event_id).await?
            {
                notices.push(
                    notification::record(
                        &mut write,
                        actor,
                        Notice::ResultsPublished { result_race_id },
                    )
                    .await?,
                );
            }
        }
        PublicationStatus::Canceled => {
            notices.push(canceled_notice(&mut write, actor, racing_event_id).await?);
        }
        PublicationStatus::Hidden => {}
    }
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
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
    let (rows, total_count) = db::list_events(
        &app.pool,
        scope,
        &filter,
        db::EventOrder::Earliest,
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
