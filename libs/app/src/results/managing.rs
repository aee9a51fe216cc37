//! Checking and publishing: status changes, details, deletion, manual pairing, suggestions, a
//! member's results and statistics.

use stopa_db::racing_event::{EventRow, RaceRow};
use stopa_db::results::{
    self as db, MemberResultRow, MemberResultStatsRow, ResultRaceDetails, ResultRaceRow,
    SuggestionView,
};
use stopa_domain::policy;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::PairingMethod;
use stopa_domain::results::{ResultRaceStatus, check_result_race_transition};

use super::SUGGESTION_LIST_LIMIT;
use super::pairing::row_key;
use super::reading::{ResultRaceDetail, result_race, visible_race};
use crate::error::{AppError, AppResult};
use crate::racing_event::{facts, visible};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Loads a result race for a change, locked, refusing unless the asker manages its event.
pub(super) async fn managed_race(
    write: &mut AuditedWrite,
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<(ResultRaceStatus, EventRow)> {
    let status = db::lock_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = visible(app, actor, race.racing_event_id).await?;
    let facts = facts(&event);
    if !status.is_public() && !policy::result_work_access(&actor.identity, &facts).can_read() {
        return Err(AppError::NotFound);
    }
    policy::check_result_manage(&actor.identity, &facts)?;
    Ok((status, event))
}

/// Moves a result race to another status (the transitions of `stopa_domain::results`).
pub async fn change_result_race_status(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    to: ResultRaceStatus,
) -> AppResult<ResultRaceDetail> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (from, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    check_result_race_transition(from, to)
        .map_err(|message| AppError::coded(ErrorCode::InvalidTransition, message))?;
    let race = db::find_result_race(write.tx(), result_race_id).await?;
    let replaces = race.as_ref().and_then(|race| race.replaces_result_race_id);
    // The department's rankings of the race's season follow a race published or unpublished.
    let mut jobs = Vec::new();
    if from == ResultRaceStatus::Published || to == ResultRaceStatus::Published {
        let day = race
            .as_ref()
            .and_then(|race| race.race_date)
            .unwrap_or(event.date_from);
        jobs.push(
            crate::ranking::record_recompute(
                &mut write,
                actor,
                event.department_id,
                stopa_domain::ranking::season_of(day),
            )
            .await?,
        );
    }
    if let (ResultRaceStatus::Published, Some(replaced_id)) = (to, replaces) {
        // A new version published: the race it replaces takes its rows and keeps its id.
        db::lock_result_race(write.tx(), replaced_id).await?;
        db::publish_version(write.tx(), result_race_id, replaced_id).await?;
        write
            .audit(
                "publish_version",
                replaced_id,
                Some(&serde_json::json!({ "version": result_race_id })),
                Some(&to),
            )
            .await?;
        jobs.push(results_notice(&mut write, actor, replaced_id).await?);
        write.commit().await?;
        app.queues.push_recorded(&app.pool, &jobs).await;
        return result_race(app, actor, replaced_id).await;
    }
    db::set_result_race_status(write.tx(), result_race_id, to).await?;
    write
        .audit("change_status", result_race_id, Some(&from), Some(&to))
        .await?;
    if to == ResultRaceStatus::Published {
        jobs.push(results_notice(&mut write, actor, result_race_id).await?);
    }
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &jobs).await;
    result_race(app, actor, result_race_id).await
}

/// The recomputation of the department's rankings of the race's season, where the race is
/// published (its changes move the standings); a race moved to another day moves the season of
/// `also_day` too.
async fn rankings_follow(
    write: &mut AuditedWrite,
    actor: &Actor,
    event: &EventRow,
    day: Option<chrono::NaiveDate>,
    also_day: Option<chrono::NaiveDate>,
) -> AppResult<Vec<stopa_jobs::Recorded>> {
    let mut seasons = vec![stopa_domain::ranking::season_of(
        day.unwrap_or(event.date_from),
    )];
    if let Some(other) = also_day.map(stopa_domain::ranking::season_of)
        && !seasons.contains(&other)
    {
        seasons.push(other);
    }
    let mut jobs = Vec::new();
    for season in seasons {
        jobs.push(
            crate::ranking::record_recompute(write, actor, event.department_id, season).await?,
        );
    }
    Ok(jobs)
}

/// The notice of published results, to the athletes paired in them (once per result race: a
/// new version published under the same id tells nobody again).
async fn results_notice(
    write: &mut AuditedWrite,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<stopa_jobs::Recorded> {
    crate::notification::record(
        write,
        actor,
        crate::notification::Notice::ResultsPublished { result_race_id },
    )
    .await
}

/// The details of a result race corrected by hand.
// What a person may correct (`tvorba-vysledku/uprava-vysledkovych-zavodu`): what the file said
// wrong or left out.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ResultRaceDetailsInput"))]
pub struct ResultRaceDetailsRequest {
    pub name: String,
    /// The event's race it belongs to (none: not told).
    pub race_id: Option<i64>,
    pub race_date: Option<chrono::NaiveDate>,
    pub place: Option<String>,
    pub discipline: Option<String>,
    pub category: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
}

/// Longest name of a result race, and of its place and category.
pub(super) const RESULT_RACE_NAME_MAX: usize = 200;
pub(super) const RESULT_RACE_TEXT_MAX: usize = 100;
/// Longest discipline (`SL`, `15 km F`, `HS 106`).
pub(super) const RESULT_RACE_DISCIPLINE_MAX: usize = 30;

/// Checks the details of a result race of `event` (with its races), reporting every problem
/// at once: a name of 1–200 characters; a race of this event; a day within the event's days
/// (a day before or after allowed: a night race, a race moved by the weather); birth years
/// from 1900 to this year, the first not after the second.
pub(super) fn checked_details(
    request: ResultRaceDetailsRequest,
    event: &EventRow,
    races: &[RaceRow],
    this_year: i32,
) -> AppResult<ResultRaceDetails> {
    let mut problems = Vec::new();
    let mut problem = |field: &str, message: &str| {
        problems.push(crate::error::FieldProblem {
            field: field.to_owned(),
            message: message.to_owned(),
        });
    };
    let optional = |value: Option<String>| {
        value
            .map(|text| text.trim().to_owned())
            .filter(|text| !text.is_empty())
    };
    let name = request.name.trim().to_owned();
    if name.is_empty() {
        problem("name", "Vyplňte název výsledkového závodu.");
    } else if name.chars().count() > RESULT_RACE_NAME_MAX {
        problem("name", "Název může mít nejvýše 200 znaků.");
    }
    let place = optional(request.place);
    if place
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_TEXT_MAX)
    {
        problem("place", "Místo může mít nejvýše 100 znaků.");
    }
    let category = optional(request.category);
    if category
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_TEXT_MAX)
    {
        problem("category", "Kategorie může mít nejvýše 100 znaků.");
    }
    let discipline = optional(request.discipline);
    if discipline
        .as_ref()
        .is_some_and(|text| text.chars().count() > RESULT_RACE_DISCIPLINE_MAX)
    {
        problem("discipline", "Disciplína může mít nejvýše 30 znaků.");
    }
    if let Some(race_id) = request.race_id
        && !races.iter().any(|race| race.race_id == race_id)
    {
        problem("raceId", "Vybraný závod nepatří k této akci.");
    }
    if let Some(date) = request.race_date
        && (date < event.date_from - chrono::Days::new(1)
            || date > event.date_to + chrono::Days::new(1))
    {
        problem(
            "raceDate",
            "Datum závodu musí ležet v termínu akce (nejvýše den před nebo po).",
        );
    }
    let year_ok = |year: Option<i32>| year.is_none_or(|year| (1900..=this_year).contains(&year));
    if !year_ok(request.birth_year_from) {
        problem(
            "birthYearFrom",
            "Ročník musí být mezi 1900 a letošním rokem.",
        );
    }
    if !year_ok(request.birth_year_to) {
        problem("birthYearTo", "Ročník musí být mezi 1900 a letošním rokem.");
    }
    if let (Some(from), Some(to)) = (request.birth_year_from, request.birth_year_to)
        && from > to
    {
        problem(
            "birthYearTo",
            "Ročník „do“ nesmí být menší než ročník „od“.",
        );
    }
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    Ok(ResultRaceDetails {
        name,
        race_id: request.race_id,
        race_date: request.race_date,
        place,
        discipline,
        category,
        gender_group: request.gender_group,
        birth_year_from: request.birth_year_from,
        birth_year_to: request.birth_year_to,
    })
}

pub(super) fn details_of(race: &ResultRaceRow) -> ResultRaceDetails {
    ResultRaceDetails {
        name: race.name.clone(),
        race_id: race.race_id,
        race_date: race.race_date,
        place: race.place.clone(),
        discipline: race.discipline.clone(),
        category: race.category.clone(),
        gender_group: race.gender_group,
        birth_year_from: race.birth_year_from,
        birth_year_to: race.birth_year_to,
    }
}

/// Corrects a result race's details by hand (its managers, in every status; a published
/// race shows the correction at once). Audited with the details before and after. A later
/// import of the same race's file writes the file's details again.
pub async fn update_result_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    request: ResultRaceDetailsRequest,
) -> AppResult<ResultRaceDetail> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (status, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let races =
        stopa_db::racing_event::races_of_events(write.tx(), &[event.racing_event_id]).await?;
    let this_year = chrono::Datelike::year(&crate::today());
    let details = checked_details(request, &event, &races, this_year)?;
    let before = details_of(&race);
    let mut jobs = Vec::new();
    if before != details {
        db::set_result_race_details(write.tx(), result_race_id, &details).await?;
        write
            .audit("update", result_race_id, Some(&before), Some(&details))
            .await?;
        // A published race's day, discipline or category decide which rankings it counts in.
        if status == ResultRaceStatus::Published {
            jobs = rankings_follow(
                &mut write,
                actor,
                &event,
                details.race_date,
                race.race_date.or(Some(event.date_from)),
            )
            .await?;
        }
    }
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &jobs).await;
    result_race(app, actor, result_race_id).await
}

/// Deletes a result race that is not public and never was (a wrong file): only a DRAFT or
/// CANCELED one that was never PUBLISHED, with its rows and suggestions. A race the public
/// once saw stays part of the record: it can be canceled or hidden, not deleted. The
/// decisions on pairs stay (they belong to the athletes, not to the race).
pub async fn delete_result_race(app: &App, actor: &Actor, result_race_id: i64) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (status, _) = managed_race(&mut write, app, actor, result_race_id).await?;
    if !matches!(status, ResultRaceStatus::Draft | ResultRaceStatus::Canceled) {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Smazat lze jen závod ve stavu „Koncept“ nebo „Zrušeno“. Zkontrolovaný nebo \
             zveřejněný závod nejdřív zrušte.",
        ));
    }
    if db::result_race_was_published(write.tx(), result_race_id).await? {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Závod už byl zveřejněn, jeho výsledky jsou součástí evidence: smazat ho nelze, \
             zrušte ho nebo skryjte.",
        ));
    }
    let race = db::find_result_race(write.tx(), result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::delete_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "delete",
            result_race_id,
            Some(&details_of(&race)),
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// The event a decision of `actor` is remembered for (None: every event), as the policy says
/// ([`policy::pairing_decision_reach`]).
pub(super) fn decision_event(actor: &Actor, event: &EventRow) -> Option<i64> {
    match policy::pairing_decision_reach(&actor.identity) {
        policy::PairingDecisionReach::Federation => None,
        policy::PairingDecisionReach::Event => Some(event.racing_event_id),
    }
}

/// Pairs a row to a member (accepting a suggestion, or a member chosen by hand); remembered
/// for the athlete's later results (of this event, or of every event: `decision_event`).
pub async fn pair_result_row(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (status, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    // The member is one the pairing suggested for the row, or one whose record the asker
    // may open (found by the member search): never any number typed in.
    let suggested = db::suggestion_exists(write.tx(), result_race_id, ordinal, member_id).await?;
    if !suggested {
        match crate::member_record::readable(app, actor, member_id).await {
            Ok(_) => {}
            Err(AppError::NotFound | AppError::Forbidden) => {
                return Err(AppError::field(
                    "memberId",
                    "Vybraného člena nemůžete k výsledku přiřadit: není mezi návrhy a jeho \
                     záznam nemáte k dispozici.",
                ));
            }
            Err(error) => return Err(error),
        }
    }
    // One athlete, one row of a race (the race is locked: two pairings cannot both pass).
    if let Some((rank, name)) =
        db::other_row_of_member(write.tx(), result_race_id, ordinal, member_id).await?
    {
        let place = rank.map_or_else(String::new, |rank| format!(" ({rank}. místo)"));
        return Err(AppError::field(
            "memberId",
            format!(
                "Vybraný člen už je v tomto závodě přiřazen k řádku {name}{place}. \
                 Nejdřív zrušte to přiřazení."
            ),
        ));
    }
    db::set_row_member(
        write.tx(),
        result_race_id,
        ordinal,
        Some(member_id),
        Some(PairingMethod::Manual),
    )
    .await?;
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        true,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    db::recount_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "pair",
            result_race_id,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": row.member_id })),
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
        )
        .await?;
    // An athlete paired after the results were published hears of them now (those told
    // before are not told again: the notice's log).
    let mut jobs = Vec::new();
    if status == ResultRaceStatus::Published {
        jobs.push(results_notice(&mut write, actor, result_race_id).await?);
        let day = db::find_result_race(write.tx(), result_race_id)
            .await?
            .and_then(|race| race.race_date);
        jobs.extend(rankings_follow(&mut write, actor, &event, day, None).await?);
    }
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &jobs).await;
    Ok(())
}

/// Rejects a suggestion; the member is not suggested for that athlete again.
pub async fn reject_pairing(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
    member_id: i64,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (_, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    if !db::delete_suggestion(write.tx(), result_race_id, ordinal, member_id).await? {
        return Err(AppError::NotFound);
    }
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        false,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    write
        .audit(
            "reject_pair",
            result_race_id,
            None::<&()>,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
        )
        .await?;
    write.commit().await
}

/// Takes a pair back (a wrong automatic pair); the member is not paired to that athlete again
/// automatically.
pub async fn unpair_result_row(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
    ordinal: i32,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "result_race").await?;
    let (status, event) = managed_race(&mut write, app, actor, result_race_id).await?;
    let row = db::lock_result_row(write.tx(), result_race_id, ordinal)
        .await?
        .ok_or(AppError::NotFound)?;
    let Some(member_id) = row.member_id else {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Řádek není spárovaný.",
        ));
    };
    db::set_row_member(write.tx(), result_race_id, ordinal, None, None).await?;
    let key = row_key(&row.last_name, &row.first_name, row.birth_year);
    db::remember_decision(
        write.tx(),
        &key,
        member_id,
        false,
        actor.account_id(),
        decision_event(actor, &event),
    )
    .await?;
    db::recount_result_race(write.tx(), result_race_id).await?;
    write
        .audit(
            "unpair",
            result_race_id,
            Some(&serde_json::json!({ "ordinal": ordinal, "member_id": member_id })),
            None::<&()>,
        )
        .await?;
    let jobs = if status == ResultRaceStatus::Published {
        let day = db::find_result_race(write.tx(), result_race_id)
            .await?
            .and_then(|race| race.race_date);
        rankings_follow(&mut write, actor, &event, day, None).await?
    } else {
        Vec::new()
    };
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &jobs).await;
    Ok(())
}

/// Whose open suggestions a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SuggestionScope {
    /// Every event's (`/evidence/cisteni-dat/navrhy-na-parovani`, Admin).
    All,
    Event(i64),
    ResultRace(i64),
}

/// Open pairing suggestions, oldest row first, best candidate first within a row.
pub async fn pairing_suggestions(
    app: &App,
    actor: &Actor,
    scope: SuggestionScope,
) -> AppResult<Vec<SuggestionView>> {
    let (event_id, race_id) = match scope {
        SuggestionScope::All => {
            policy::check_data_cleanup(&actor.identity)?;
            (None, None)
        }
        SuggestionScope::Event(event_id) => {
            let event = visible(app, actor, event_id).await?;
            policy::check_result_manage(&actor.identity, &facts(&event))?;
            (Some(event_id), None)
        }
        SuggestionScope::ResultRace(result_race_id) => {
            let (_, event) = visible_race(app, actor, result_race_id).await?;
            policy::check_result_manage(&actor.identity, &facts(&event))?;
            (None, Some(result_race_id))
        }
    };
    Ok(db::list_suggestions(&app.pool, event_id, race_id, SUGGESTION_LIST_LIMIT).await?)
}

/// A member's results in published races, newest first (the member's `vysledky` tab). Those
/// who read the member's record see every published race; everybody else the races of events
/// in the public calendar, of members shown on the public pages.
pub async fn member_results(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MemberResultRow>> {
    let private = results_are_private(app, actor, member_id).await?;
    Ok(db::member_results(&app.pool, member_id, 500, !private).await?)
}

/// Whether the asker sees a member's results as the evidence does (every published race) —
/// those who may open the member's record — or as the public (events in the calendar, of a
/// member shown on the public pages; NOT_FOUND for one who is not).
pub(super) async fn results_are_private(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<bool> {
    let private = actor.session.is_some()
        && crate::member_record::readable(app, actor, member_id)
            .await
            .is_ok();
    if !private {
        crate::public::public_member(app, member_id).await?;
    }
    Ok(private)
}

/// A member's results summed up by season and discipline (the statistiky tab): starts,
/// classified, wins, podiums, top tens, the best rank and FIS points, and the starts
/// without a rank. Counted from the same results the member's vysledky tab lists, but a row
/// of one who did not start (DNS, NPS) is no start, and a coach's row is not counted.
pub async fn member_result_stats(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MemberResultStatsRow>> {
    let private = results_are_private(app, actor, member_id).await?;
    Ok(db::member_result_stats(&app.pool, member_id, !private).await?)
}
