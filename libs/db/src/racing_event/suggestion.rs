//! Suggestions of changes to an event, and their decisions.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::racing_event::{EventCategory, SuggestionKind, SuggestionState};

use crate::DbResult;

/// A suggestion: a club's offer to organise, a section's request for an organiser.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingEventSuggestion"))]
pub struct SuggestionRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
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
    /// The event created when it was accepted.
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
