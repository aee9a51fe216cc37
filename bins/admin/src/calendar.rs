//! The demo season calendar (`demo_calendar.json`, gathered from `refs/racing/`): the
//! 2026/2027 season's default categories per department and 53 events across the
//! departments — published, proposed, cancelled, with results — with races, categories, the
//! demo timekeeping company on some, and club entries of eligible demo athletes on those
//! whose entries are open or over. Seeded once, into an empty calendar.

use anyhow::Context as _;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::Deserialize;
use sqlx::PgPool;
use stopa_db::racing_event::{
    self as db, CategoryDefaultRow, CategoryValues, EntryValues, EventValues, RaceValues,
};
use stopa_db::seed as db_seed;
use stopa_domain::racing_event::{
    self as rules, DateChange, EligibilityFacts, EntryPath, EntryVia, EventCategory, EventKind,
    EventState, GenderGroup, OrganiserKind, PublicationStatus,
};

const CALENDAR: &str = include_str!("demo_calendar.json");

/// Most entries one club makes to one race.
const ENTRIES_PER_CLUB: usize = 6;
/// Clubs that enter an event.
const ENTERING_CLUBS: usize = 5;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Calendar {
    season: String,
    season_end_year: i32,
    category_defaults: Vec<DefaultCategory>,
    events: Vec<Event>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct DefaultCategory {
    department: String,
    name: String,
    age_from: i32,
    age_to: i32,
    gender: GenderGroup,
    order: i32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Organiser {
    kind: OrganiserKind,
    region: Option<String>,
    name: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Event {
    name: String,
    department: String,
    category: EventCategory,
    kind: EventKind,
    organiser: Organiser,
    place: String,
    country: String,
    region: Option<String>,
    latitude: Option<f64>,
    longitude: Option<f64>,
    date_from: NaiveDate,
    date_to: NaiveDate,
    registration_deadline: Option<DateTime<Utc>>,
    state: EventState,
    publication: Option<PublicationStatus>,
    date_change: DateChange,
    timekeeper: bool,
    description: Option<String>,
    races: Vec<Race>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Race {
    name: String,
    discipline: String,
    technique: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    gender: GenderGroup,
    date: NaiveDate,
    start_time: Option<String>,
    categories: Categories,
}

/// A race's categories: its own, or `"DEFAULT"` — the season's defaults of the department.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Categories {
    Own(Vec<Category>),
    Default(DefaultMark),
}

#[derive(Debug, Deserialize)]
enum DefaultMark {
    #[serde(rename = "DEFAULT")]
    Default,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Category {
    name: String,
    birth_year_from: i32,
    birth_year_to: i32,
    gender: GenderGroup,
}

fn id_of(list: &[(String, i64)], code: &str, what: &str) -> anyhow::Result<i64> {
    list.iter()
        .find(|(known, _)| known == code)
        .map(|(_, id)| *id)
        .with_context(|| format!("{what} {code} is not in the codebook"))
}

/// What the calendar seeded: events, entries.
#[derive(Debug, Default, Clone, Copy)]
pub struct Seeded {
    pub events: usize,
    pub entries: usize,
}

/// Seeds the demo calendar into an empty calendar; `first_club` (the demo manager's club)
/// organises the club events of its region and department.
pub async fn seed(pool: &PgPool, first_club: i64, timekeeper: i64) -> anyhow::Result<Seeded> {
    let calendar: Calendar =
        serde_json::from_str(CALENDAR).context("demo_calendar.json does not parse")?;
    let departments = db_seed::department_ids(pool).await?;
    let regions = db_seed::region_ids(pool).await?;
    let season_id = db_seed::season_by_name(pool, &calendar.season)
        .await?
        .with_context(|| format!("season {} missing", calendar.season))?;
    for default in &calendar.category_defaults {
        let department = id_of(
            &departments
                .iter()
                .map(|(id, code)| (code.clone(), *id))
                .collect::<Vec<_>>(),
            &default.department,
            "department",
        )?;
        db::upsert_category_default(
            pool,
            season_id,
            department,
            &CategoryDefaultRow {
                racing_category_default_id: 0,
                name: default.name.clone(),
                age_from: default.age_from,
                age_to: default.age_to,
                gender_group: default.gender,
                ordinal: default.order,
            },
        )
        .await?;
    }
    if db_seed::count_racing_events(pool).await? > 0 {
        return Ok(Seeded::default());
    }
    let department_ids: Vec<(String, i64)> = departments
        .iter()
        .map(|(id, code)| (code.clone(), *id))
        .collect();
    let region_ids: Vec<(String, i64)> = regions
        .iter()
        .map(|(id, code)| (code.clone(), *id))
        .collect();
    let mut seeded = Seeded::default();
    let mut transaction = pool.begin().await?;
    let codebooks = db_seed::racing_codebook_ids(&mut transaction).await?;
    let seasons = db::evidence_seasons(&mut *transaction).await?;
    for (index, event) in calendar.events.iter().enumerate() {
        let department_id = id_of(&department_ids, &event.department, "department")?;
        let clubs = db_seed::clubs_of_department(&mut *transaction, department_id).await?;
        let json_region = event
            .region
            .as_deref()
            .map(|code| id_of(&region_ids, code, "region"))
            .transpose()?;
        let (organiser_kind, organiser_club, region_id) = match event.organiser.kind {
            OrganiserKind::Club => {
                let wanted = event
                    .organiser
                    .region
                    .as_deref()
                    .map(|code| id_of(&region_ids, code, "region"))
                    .transpose()?
                    .or(json_region);
                let in_region: Vec<&(i64, i64)> = clubs
                    .iter()
                    .filter(|(_, region)| Some(*region) == wanted)
                    .collect();
                // The demo manager's club organises the events of its region; others are
                // spread over the region's clubs.
                let club = in_region
                    .iter()
                    .find(|(club, _)| *club == first_club)
                    .or_else(|| in_region.get(index % in_region.len().max(1)))
                    .copied()
                    .or_else(|| clubs.get(index % clubs.len().max(1)));
                match club {
                    Some((club, region)) => (OrganiserKind::Club, Some(*club), Some(*region)),
                    None => (OrganiserKind::Department, None, json_region),
                }
            }
            kind => (kind, None, json_region),
        };
        let values = EventValues {
            kind: event.kind,
            name: event.name.clone(),
            department_id,
            season_id,
            category: event.category,
            organiser_kind,
            organiser_club_id: organiser_club,
            organiser_name: (organiser_kind == OrganiserKind::Other)
                .then(|| event.organiser.name.clone())
                .flatten(),
            region_id,
            place: event.place.clone(),
            country: event.country.clone(),
            latitude: event.latitude,
            longitude: event.longitude,
            date_from: event.date_from,
            date_to: event.date_to,
            registration_deadline: event.registration_deadline,
            timekeeping_company_id: event.timekeeper.then_some(timekeeper),
            description: event.description.clone(),
            contact_email: Some("zavody@stopa.local".to_owned()),
            contact_phone: None,
            web: None,
        };
        let event_id = db::insert_event(
            &mut transaction,
            &values,
            event.state,
            event.publication,
            None,
        )
        .await
        .with_context(|| format!("event {}", event.name))?;
        db::set_publication(
            &mut transaction,
            event_id,
            event.publication,
            event.date_change,
        )
        .await?;
        let races = event
            .races
            .iter()
            .map(|race| {
                Ok(RaceValues {
                    race_id: None,
                    name: race.name.clone(),
                    racing_discipline_id: id_of(
                        &codebooks.disciplines,
                        &race.discipline,
                        "discipline",
                    )?,
                    racing_technique_id: race
                        .technique
                        .as_deref()
                        .map(|code| id_of(&codebooks.techniques, code, "technique"))
                        .transpose()?,
                    racing_type_id: race
                        .kind
                        .as_deref()
                        .map(|code| id_of(&codebooks.types, code, "race type"))
                        .transpose()?,
                    gender_group: race.gender,
                    race_date: race.date,
                    start_time: race
                        .start_time
                        .as_deref()
                        .and_then(|time| NaiveTime::parse_from_str(time, "%H:%M").ok()),
                    categories: match &race.categories {
                        Categories::Own(categories) => categories
                            .iter()
                            .map(|category| CategoryValues {
                                racing_category_id: None,
                                name: category.name.clone(),
                                birth_year_from: category.birth_year_from,
                                birth_year_to: category.birth_year_to,
                                gender_group: category.gender,
                            })
                            .collect(),
                        Categories::Default(DefaultMark::Default) => calendar
                            .category_defaults
                            .iter()
                            .filter(|default| {
                                default.department == event.department
                                    && (race.gender == GenderGroup::Both
                                        || default.gender == race.gender
                                        || default.gender == GenderGroup::Both)
                            })
                            .map(|default| {
                                let (from, to) = rules::birth_years(
                                    calendar.season_end_year,
                                    default.age_from,
                                    default.age_to,
                                );
                                CategoryValues {
                                    racing_category_id: None,
                                    name: default.name.clone(),
                                    birth_year_from: from,
                                    birth_year_to: to,
                                    gender_group: default.gender,
                                }
                            })
                            .collect(),
                    },
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        db::replace_races(&mut transaction, event_id, &races).await?;
        seeded.events += 1;
        let takes_entries = event.kind == EventKind::Racing
            && matches!(
                event.state,
                EventState::RegistrationsEnabled
                    | EventState::RegistrationsClosed
                    | EventState::Results
            );
        if takes_entries {
            seeded.entries += enter_athletes(
                &mut transaction,
                event_id,
                department_id,
                region_id,
                &clubs,
                &seasons,
            )
            .await?;
            if event.state != EventState::RegistrationsEnabled {
                for race in db::races_of_events(&mut *transaction, &[event_id]).await? {
                    db::assign_bibs(&mut transaction, race.race_id, 1).await?;
                }
            }
        }
    }
    transaction.commit().await?;
    Ok(seeded)
}

/// Club entries of eligible athletes: the clubs of the event's region first, a few athletes
/// each, in the first category that admits them.
async fn enter_athletes(
    connection: &mut sqlx::PgConnection,
    event_id: i64,
    department_id: i64,
    region_id: Option<i64>,
    clubs: &[(i64, i64)],
    seasons: &[(i64, NaiveDate, NaiveDate)],
) -> anyhow::Result<usize> {
    let mut ordered: Vec<&(i64, i64)> = clubs
        .iter()
        .filter(|(_, region)| Some(*region) == region_id)
        .collect();
    ordered.extend(
        clubs
            .iter()
            .filter(|(_, region)| Some(*region) != region_id),
    );
    let races = db::races_of_events(&mut *connection, &[event_id]).await?;
    let race_ids: Vec<i64> = races.iter().map(|race| race.race_id).collect();
    let categories = db::categories_of_races(&mut *connection, &race_ids).await?;
    let mut entered = 0;
    for (club_id, _) in ordered.into_iter().take(ENTERING_CLUBS) {
        let entrants = db::entrants(&mut *connection, department_id, None, Some(*club_id)).await?;
        for race in &races {
            let own: Vec<(i64, i32, i32, GenderGroup)> = categories
                .iter()
                .filter(|category| category.race_id == race.race_id)
                .map(|category| {
                    (
                        category.racing_category_id,
                        category.birth_year_from,
                        category.birth_year_to,
                        category.gender_group,
                    )
                })
                .collect();
            let season = rules::season_of(race.race_date, seasons);
            let mut club_entries = 0;
            for entrant in &entrants {
                if club_entries == ENTRIES_PER_CLUB {
                    break;
                }
                let facts = EligibilityFacts {
                    athlete: entrant.athlete,
                    paid: season.is_some_and(|season| entrant.paid_seasons.contains(&season)),
                    sex: entrant.sex,
                    birth_year: entrant.birth_year,
                    categories: &own,
                };
                if rules::check_eligibility(EntryPath::Registered, &facts, None).is_err() {
                    continue;
                }
                let Some(category) = rules::fitting_categories(&facts).first().copied() else {
                    continue;
                };
                db::insert_entry(
                    &mut *connection,
                    &EntryValues {
                        race_id: race.race_id,
                        racing_category_id: category,
                        member_id: Some(entrant.member_id),
                        first_name: entrant.first_name.clone(),
                        last_name: entrant.last_name.clone(),
                        birth_year: entrant.birth_year,
                        sex: entrant.sex,
                        club_id: Some(*club_id),
                        club_text: None,
                        nation: stopa_domain::country::alpha3(&entrant.citizenship)
                            .unwrap_or("CZE")
                            .to_owned(),
                        late: false,
                        entered_via: EntryVia::Club,
                    },
                    None,
                    None,
                )
                .await?;
                club_entries += 1;
                entered += 1;
            }
        }
    }
    Ok(entered)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_calendar_parses_and_holds_a_real_season() {
        let calendar: Calendar = serde_json::from_str(CALENDAR).unwrap();
        assert!(calendar.events.len() >= 40);
        let departments: std::collections::HashSet<&str> = calendar
            .events
            .iter()
            .map(|event| event.department.as_str())
            .collect();
        assert!(departments.len() >= 8, "across departments");
        for event in &calendar.events {
            assert!(!event.races.is_empty(), "{}", event.name);
            assert!(event.date_from <= event.date_to, "{}", event.name);
            assert!(
                rules::check_coordinates(event.latitude, event.longitude).is_ok(),
                "{}",
                event.name
            );
            for race in &event.races {
                assert!(
                    (event.date_from..=event.date_to).contains(&race.date),
                    "{}: {}",
                    event.name,
                    race.name
                );
            }
        }
    }
}
