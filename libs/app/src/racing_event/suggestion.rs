//! Suggested events: anybody signed in proposes an event to the calendar; the section's staff
//! accept or reject it.

use chrono::NaiveDate;
use stopa_db::racing_event::{self as db, SuggestionRow, SuggestionValues};
use stopa_domain::policy::{self, EventFacts};
use stopa_domain::racing_event::{
    EventCategory, EventKind, EventState, OrganiserKind, PublicationStatus, SuggestionKind,
    SuggestionState,
};
use stopa_domain::validation::FormCheck;

use super::NAME_CHARS;
use super::writing::{EventInput, season_and_region};
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

// A suggestion as its form sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingEventSuggestionInput"))]
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

/// Foreign keys of an accepted suggestion's event: the organising club comes from `clubId`.
const ACCEPT_REFERENCES: &[crate::write::ReferenceRule] = &[
    (
        "racing_event_department_fkey",
        "v událostech",
        "departmentId",
    ),
    ("racing_event_organiser_club_fkey", "v událostech", "clubId"),
];

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
    .await
    .map_err(|error| crate::write::constraint_error(error, &[], ACCEPT_REFERENCES))?;
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
