//! The inputs of events: the grid's filter, the event form, its races and categories.

use async_graphql::{InputObject, SimpleObject};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use stopa_app::racing_event::{CategoryInput, EventFilterRequest, EventInput, RaceInput};

use crate::error::{ApiError, ApiResult};
use stopa_domain::racing_event::EventCategory;
use stopa_domain::racing_event::EventKind;
use stopa_domain::racing_event::EventState;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::racing_event::OrganiserKind;
use stopa_domain::racing_event::PublicationStatus;

/// Filters of the events grid and the calendar.
#[derive(InputObject, Debug, Default)]
pub struct RacingEventFilterInput {
    /// Words of the name or place.
    pub search: Option<String>,
    pub season_id: Option<i64>,
    pub department_id: Option<i64>,
    pub region_id: Option<i64>,
    pub state: Option<EventState>,
    pub category: Option<EventCategory>,
    pub organiser_club_id: Option<i64>,
    pub publication_status: Option<PublicationStatus>,
    /// `YYYY-MM`.
    pub month: Option<String>,
    /// Events ending on or after this day.
    pub from: Option<NaiveDate>,
}

impl From<RacingEventFilterInput> for EventFilterRequest {
    fn from(input: RacingEventFilterInput) -> Self {
        Self {
            search: input.search,
            season_id: input.season_id,
            department_id: input.department_id,
            region_id: input.region_id,
            state: input.state,
            category: input.category,
            organiser_club_id: input.organiser_club_id,
            publication: input.publication_status,
            month: input.month,
            from: input.from,
        }
    }
}

/// An event as its form sends it.
#[derive(InputObject, Debug)]
pub struct RacingEventInput {
    pub kind: EventKind,
    pub name: String,
    pub department_id: i64,
    pub category: EventCategory,
    pub organiser_kind: OrganiserKind,
    pub organiser_club_id: Option<i64>,
    pub organiser_name: Option<String>,
    /// Null: the organising club's region.
    pub region_id: Option<i64>,
    pub place: String,
    /// ISO 3166 alpha-2.
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

impl From<RacingEventInput> for EventInput {
    fn from(input: RacingEventInput) -> Self {
        Self {
            kind: input.kind,
            name: input.name,
            department_id: input.department_id,
            category: input.category,
            organiser_kind: input.organiser_kind,
            organiser_club_id: input.organiser_club_id,
            organiser_name: input.organiser_name,
            region_id: input.region_id,
            place: input.place,
            country: input.country,
            latitude: input.latitude,
            longitude: input.longitude,
            date_from: input.date_from,
            date_to: input.date_to,
            registration_deadline: input.registration_deadline,
            timekeeping_company_id: input.timekeeping_company_id,
            description: input.description,
            contact_email: input.contact_email,
            contact_phone: input.contact_phone,
            web: input.web,
        }
    }
}

/// A category as the races form sends it (and as the season's defaults come).
#[derive(InputObject, SimpleObject, Debug, Clone)]
#[graphql(input_name = "RacingCategoryInput", name = "RacingCategoryDraft")]
pub struct RacingCategoryInput {
    /// Null: a new category.
    pub id: Option<i64>,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
}

impl From<RacingCategoryInput> for CategoryInput {
    fn from(input: RacingCategoryInput) -> Self {
        Self {
            racing_category_id: input.id,
            name: input.name,
            birth_year_from: input.birth_year_from,
            birth_year_to: input.birth_year_to,
            gender_group: input.gender_group,
        }
    }
}

impl From<CategoryInput> for RacingCategoryInput {
    fn from(input: CategoryInput) -> Self {
        Self {
            id: input.racing_category_id,
            name: input.name,
            birth_year_from: input.birth_year_from,
            birth_year_to: input.birth_year_to,
            gender_group: input.gender_group,
        }
    }
}

/// A race as its form sends it.
#[derive(InputObject, Debug)]
pub struct RaceInputObject {
    /// Null: a new race.
    pub id: Option<i64>,
    pub name: String,
    pub racing_discipline_id: i64,
    pub racing_technique_id: Option<i64>,
    pub racing_type_id: Option<i64>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    /// `HH:MM`.
    pub start_time: Option<String>,
    pub categories: Vec<RacingCategoryInput>,
}

pub(super) fn races(input: Vec<RaceInputObject>) -> ApiResult<Vec<RaceInput>> {
    input
        .into_iter()
        .enumerate()
        .map(|(index, race)| {
            let start_time = match race.start_time.as_deref().map(str::trim) {
                None | Some("") => None,
                Some(text) => Some(NaiveTime::parse_from_str(text, "%H:%M").map_err(|_| {
                    ApiError::field(
                        &format!("races.{index}.startTime"),
                        "Čas startu zadejte jako HH:MM.",
                    )
                })?),
            };
            Ok(RaceInput {
                race_id: race.id,
                name: race.name,
                racing_discipline_id: race.racing_discipline_id,
                racing_technique_id: race.racing_technique_id,
                racing_type_id: race.racing_type_id,
                gender_group: race.gender_group,
                race_date: race.race_date,
                start_time,
                categories: race.categories.into_iter().map(Into::into).collect(),
            })
        })
        .collect()
}
