//! Reading results: an event's result races and one result race, for those who may see them.

use stopa_db::racing_event::EventRow;
use stopa_db::results::{self as db, ResultRaceRow, ResultRowView};
use stopa_domain::policy;
use stopa_domain::results::{ResultRaceStatus, check_result_race_transition};

use super::upload::ResultImport;
use crate::error::{AppError, AppResult};
use crate::racing_event::{facts, visible};
use crate::{Actor, App};

/// What the asker may do with an event's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ResultActions {
    // Upload result files.
    pub can_import: bool,
    // Check, publish, hide and cancel result races; decide pairing suggestions.
    pub can_manage: bool,
    // See the result work (unpublished races, imports): managers and the timekeeper.
    pub can_see_work: bool,
}

pub(super) fn result_actions(actor: &Actor, event: &EventRow) -> ResultActions {
    let facts = facts(event);
    ResultActions {
        can_import: policy::check_result_import(&actor.identity, &facts).is_ok(),
        can_manage: policy::check_result_manage(&actor.identity, &facts).is_ok(),
        can_see_work: policy::result_work_access(&actor.identity, &facts).can_read(),
    }
}

/// An event's results: its result races (the published ones for most), the latest imports
/// for those who upload, and what the asker may do.
#[derive(Debug, Clone)]
pub struct EventResults {
    pub racing_event_id: i64,
    pub races: Vec<ResultRaceRow>,
    pub imports: Vec<ResultImport>,
    pub actions: ResultActions,
}

pub async fn event_results(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
) -> AppResult<EventResults> {
    let event = visible(app, actor, racing_event_id).await?;
    let actions = result_actions(actor, &event);
    let races = db::list_result_races(&app.pool, racing_event_id, !actions.can_see_work).await?;
    let imports = if actions.can_see_work {
        db::list_result_imports(&app.pool, racing_event_id)
            .await?
            .into_iter()
            .map(|row| ResultImport { row })
            .collect()
    } else {
        Vec::new()
    };
    Ok(EventResults {
        racing_event_id,
        races,
        imports,
        actions,
    })
}

/// A result race with its rows.
#[derive(Debug, Clone)]
pub struct ResultRaceDetail {
    pub race: ResultRaceRow,
    pub event_name: String,
    pub rows: Vec<ResultRowView>,
    pub actions: ResultActions,
    /// The statuses it may move to now (for its managers).
    pub next_statuses: Vec<ResultRaceStatus>,
}

/// The statuses a result race may move to from `status`.
pub fn next_statuses(status: ResultRaceStatus) -> Vec<ResultRaceStatus> {
    ResultRaceStatus::ALL
        .iter()
        .copied()
        .filter(|to| check_result_race_transition(status, *to).is_ok())
        .collect()
}

/// Loads a result race the asker may see with its event: a published one for whoever reads
/// the event, the others for its managers and timekeeper (NOT_FOUND for the rest).
pub(super) async fn visible_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<(ResultRaceRow, EventRow)> {
    let race = db::find_result_race(&app.pool, result_race_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = visible(app, actor, race.racing_event_id).await?;
    if race.status.is_public()
        || policy::result_work_access(&actor.identity, &facts(&event)).can_read()
    {
        Ok((race, event))
    } else {
        Err(AppError::NotFound)
    }
}

pub async fn result_race(
    app: &App,
    actor: &Actor,
    result_race_id: i64,
) -> AppResult<ResultRaceDetail> {
    let (race, event) = visible_race(app, actor, result_race_id).await?;
    let actions = result_actions(actor, &event);
    let rows = db::result_rows(&app.pool, result_race_id).await?;
    let next_statuses = if actions.can_manage {
        next_statuses(race.status)
    } else {
        Vec::new()
    };
    let mut rows = rows;
    if !actions.can_see_work {
        // The public sees who the athlete is in the file, not the register's pairing work.
        for row in &mut rows {
            row.pairing = None;
            row.suggestion_count = 0;
        }
    }
    Ok(ResultRaceDetail {
        race,
        event_name: event.name,
        rows,
        actions,
        next_statuses,
    })
}
