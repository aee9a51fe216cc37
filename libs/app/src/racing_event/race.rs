//! An event's races and their categories: checked against the event's days, replaced together, the
//! default categories.

use chrono::{NaiveDate, NaiveTime};
use stopa_db::racing_event::{self as db, CategoryValues, RaceValues};
use stopa_domain::racing_event::{self as rules, EventKind, EventState, GenderGroup};
use stopa_domain::validation::FormCheck;

use super::reading::{EventDetail, event, visible};
use super::writing::writable;
use super::{MAX_CATEGORIES, MAX_RACES, NAME_CHARS};
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

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
pub(super) struct EventDays {
    pub(super) kind: EventKind,
    pub(super) date_from: NaiveDate,
    pub(super) date_to: NaiveDate,
}

pub(super) fn checked_races(event: &EventDays, races: &[RaceInput]) -> AppResult<Vec<RaceValues>> {
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

pub(super) fn race_error(error: stopa_db::DbError) -> AppError {
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
