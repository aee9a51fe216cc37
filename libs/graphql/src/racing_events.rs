//! Racing events over `stopa_app::racing_events`, `entries` and `timekeepers`: the private
//! grid and the public calendar, one event with races, categories and documents, its state
//! and publication, suggestions, entries (club, member, non-member, self) and their
//! management, timekeeping companies.

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use stopa_app::entries::{self, ClubEntry, NonMemberInput};
use stopa_app::racing_events::{
    self as app, CategoryInput, EventActions, EventDetail, EventFilterRequest, EventInput,
    EventPage, RaceInput, SuggestionInput,
};
use stopa_app::timekeepers::{self, TimekeeperInput};
use stopa_db::racing_event::{
    CategoryRow, DocumentRow, EntryRow, EventRow, RaceRow, SuggestionRow, TimekeeperRow,
};

use crate::context::asked;
use crate::error::{ApiError, ApiResult};
use stopa_domain::member::Sex;
use stopa_domain::policy::AccessLevel;
use stopa_domain::racing_event::DateChange;
use stopa_domain::racing_event::DocumentKind;
use stopa_domain::racing_event::EntryState;
use stopa_domain::racing_event::EntryVia;
use stopa_domain::racing_event::EventCategory;
use stopa_domain::racing_event::EventKind;
use stopa_domain::racing_event::EventState;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::racing_event::OrganiserKind;
use stopa_domain::racing_event::PublicationStatus;
use stopa_domain::racing_event::SuggestionKind;
use stopa_domain::racing_event::SuggestionState;

/// What the asker may do with an event (the web shows only these actions).
#[derive(SimpleObject, Debug, Clone)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "GraphQL fields: one per action of the policy"
)]
pub struct RacingEventActions {
    pub can_edit: bool,
    pub can_publish: bool,
    /// Enter its club's athletes (`prihlaska/klub`) now.
    pub can_enter_club: bool,
    /// The club whose athletes the asker enters.
    pub entry_club_id: Option<i64>,
    /// Enter members and non-members, manage entries (`sprava-prihlasek`).
    pub can_manage_entries: bool,
    /// Enter itself (a Person, to a public race).
    pub can_enter_self: bool,
    /// The states the event may move to now.
    pub next_states: Vec<EventState>,
    /// Entries are open now.
    pub entries_open: bool,
}

impl From<EventActions> for RacingEventActions {
    fn from(actions: EventActions) -> Self {
        Self {
            can_edit: actions.can_edit,
            can_publish: actions.can_publish,
            can_enter_club: actions.can_enter_club,
            entry_club_id: actions.entry_club_id,
            can_manage_entries: actions.can_manage_entries,
            can_enter_self: actions.can_enter_self,
            next_states: actions.next_states.into_iter().collect(),
            entries_open: actions.entries_open,
        }
    }
}

/// A racing event (událost) as lists and its pages show it.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEvent {
    pub id: i64,
    pub kind: EventKind,
    pub name: String,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub season_id: i64,
    pub season_name: String,
    pub category: EventCategory,
    /// The category in Czech ("A – celostátní", "Mládež").
    pub category_label: String,
    pub organiser_kind: OrganiserKind,
    pub organiser_club_id: Option<i64>,
    /// The organiser as the calendar shows it (the club, the department, another).
    pub organiser: String,
    /// The organiser's name when it is neither a club nor the department.
    pub organiser_name: Option<String>,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub place: String,
    /// ISO 3166 alpha-2.
    pub country: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub registration_deadline: Option<DateTime<Utc>>,
    pub state: EventState,
    /// The state in Czech.
    pub state_label: String,
    /// Null: never proposed to the calendar.
    pub publication_status: Option<PublicationStatus>,
    pub date_change: DateChange,
    /// The calendar's label in Czech ("Koná se", "Změna termínu"…).
    pub date_change_label: String,
    pub published_at: Option<DateTime<Utc>>,
    pub timekeeping_company_id: Option<i64>,
    pub timekeeping_company_name: Option<String>,
    pub description: Option<String>,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    pub web: Option<String>,
    pub race_count: i64,
    pub entry_count: i64,
    pub updated_at: DateTime<Utc>,
    pub actions: RacingEventActions,
}

impl RacingEvent {
    fn of(row: EventRow, actions: EventActions) -> Self {
        Self {
            organiser: row.organiser(),
            id: row.racing_event_id,
            kind: row.kind,
            department_id: row.department_id,
            department_code: row.department_code,
            department_name: row.department_name,
            season_id: row.season_id,
            season_name: row.season_name,
            category: row.category,
            category_label: row.category.label().to_owned(),
            organiser_kind: row.organiser_kind,
            organiser_club_id: row.organiser_club_id,
            organiser_name: row.organiser_name,
            region_id: row.region_id,
            region_name: row.region_name,
            place: row.place,
            country: row.country,
            latitude: row.latitude,
            longitude: row.longitude,
            date_from: row.date_from,
            date_to: row.date_to,
            registration_deadline: row.registration_deadline,
            state: row.state,
            state_label: row.state.label().to_owned(),
            publication_status: row.publication_status,
            date_change: row.date_change,
            date_change_label: row.date_change.label().to_owned(),
            published_at: row.published_at,
            timekeeping_company_id: row.timekeeping_company_id,
            timekeeping_company_name: row.timekeeping_company_name,
            description: row.description,
            contact_email: row.contact_email,
            contact_phone: row.contact_phone,
            web: row.web,
            race_count: row.race_count,
            entry_count: row.entry_count,
            updated_at: row.updated_at,
            name: row.name,
            actions: actions.into(),
        }
    }
}

/// A category of a race.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingCategory {
    pub id: i64,
    pub name: String,
    pub birth_year_from: i32,
    pub birth_year_to: i32,
    pub gender_group: GenderGroup,
    pub entry_count: i64,
}

impl From<CategoryRow> for RacingCategory {
    fn from(row: CategoryRow) -> Self {
        Self {
            id: row.racing_category_id,
            name: row.name,
            birth_year_from: row.birth_year_from,
            birth_year_to: row.birth_year_to,
            gender_group: row.gender_group,
            entry_count: row.entry_count,
        }
    }
}

/// A race (závod) of an event.
#[derive(SimpleObject, Debug, Clone)]
pub struct Race {
    pub id: i64,
    pub name: String,
    pub racing_discipline_id: i64,
    pub discipline_code: String,
    pub discipline_name: String,
    pub racing_technique_id: Option<i64>,
    pub technique_name: Option<String>,
    pub racing_type_id: Option<i64>,
    pub type_name: Option<String>,
    pub gender_group: GenderGroup,
    pub race_date: NaiveDate,
    /// `HH:MM`.
    pub start_time: Option<String>,
    pub entry_count: i64,
    pub categories: Vec<RacingCategory>,
}

impl Race {
    fn of(row: RaceRow, categories: Vec<CategoryRow>) -> Self {
        Self {
            id: row.race_id,
            name: row.name,
            racing_discipline_id: row.racing_discipline_id,
            discipline_code: row.discipline_code,
            discipline_name: row.discipline_name,
            racing_technique_id: row.racing_technique_id,
            technique_name: row.technique_name,
            racing_type_id: row.racing_type_id,
            type_name: row.type_name,
            gender_group: row.gender_group,
            race_date: row.race_date,
            start_time: row.start_time.map(|time| time.format("%H:%M").to_string()),
            entry_count: row.entry_count,
            categories: categories.into_iter().map(Into::into).collect(),
        }
    }
}

/// A document of an event.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventDocument {
    pub id: i64,
    pub kind: DocumentKind,
    /// The kind in Czech.
    pub kind_label: String,
    pub title: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i32,
    pub created_at: DateTime<Utc>,
    /// Where it downloads.
    pub url: String,
}

impl From<DocumentRow> for RacingEventDocument {
    fn from(row: DocumentRow) -> Self {
        Self {
            url: format!(
                "/api/racing-event-documents/{}",
                row.racing_event_document_id
            ),
            id: row.racing_event_document_id,
            kind: row.kind,
            kind_label: row.kind.label().to_owned(),
            title: row.title,
            file_name: row.file_name,
            content_type: row.content_type,
            size: row.size,
            created_at: row.created_at,
        }
    }
}

/// The downloads of an event's entries (spec §7).
#[derive(SimpleObject, Debug, Clone)]
pub struct EntryDownloads {
    pub registration_csv: String,
    pub registration_csv_by_club: String,
    pub registration_old_csv: String,
    /// Add `?race={id}` (one race) and `&encoding=cp1250` for older timing programs.
    pub registration_csv_cx: String,
}

/// An event with its races, categories and documents.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventDetail {
    pub event: RacingEvent,
    pub races: Vec<Race>,
    pub documents: Vec<RacingEventDocument>,
    pub access: AccessLevel,
    pub downloads: EntryDownloads,
}

impl From<EventDetail> for RacingEventDetail {
    fn from(detail: EventDetail) -> Self {
        let id = detail.row.racing_event_id;
        let base = format!("/api/public/export/racing/event/{id}");
        Self {
            event: RacingEvent::of(detail.row, detail.actions),
            races: detail
                .races
                .into_iter()
                .map(|(race, categories)| Race::of(race, categories))
                .collect(),
            documents: detail.documents.into_iter().map(Into::into).collect(),
            access: detail.access,
            downloads: EntryDownloads {
                registration_csv: format!("{base}/registration-csv"),
                registration_csv_by_club: format!("{base}/registration-csv-by-club"),
                registration_old_csv: format!("{base}/registration-old-csv"),
                registration_csv_cx: format!("{base}/registration-csv-cx"),
            },
        }
    }
}

/// A page of events.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventPage {
    pub nodes: Vec<RacingEvent>,
    pub total_count: i64,
}

impl From<EventPage> for RacingEventPage {
    fn from(page: EventPage) -> Self {
        Self {
            nodes: page
                .nodes
                .into_iter()
                .map(|(row, actions)| RacingEvent::of(row, actions))
                .collect(),
            total_count: page.total_count,
        }
    }
}

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

fn races(input: Vec<RaceInputObject>) -> ApiResult<Vec<RaceInput>> {
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

/// An entry of an event (names, birth years, clubs — never birth dates or numbers).
#[derive(SimpleObject, Debug, Clone)]
pub struct RaceEntry {
    pub id: i64,
    pub race_id: i64,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub racing_category_id: i64,
    pub category_name: String,
    pub member_id: Option<i64>,
    pub registration_number: Option<i32>,
    pub fis_code: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    /// The register's club, else what a non-member wrote.
    pub club_name: String,
    /// ISO alpha-3.
    pub nation: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    /// Entered after the deadline by the organiser.
    pub late: bool,
    pub entered_via: EntryVia,
    pub created_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
}

impl From<EntryRow> for RaceEntry {
    fn from(row: EntryRow) -> Self {
        Self {
            club_name: row.club(),
            id: row.race_entry_id,
            race_id: row.race_id,
            race_name: row.race_name,
            race_date: row.race_date,
            racing_category_id: row.racing_category_id,
            category_name: row.category_name,
            member_id: row.member_id,
            registration_number: row.registration_number,
            fis_code: row.fis_code,
            first_name: row.first_name,
            last_name: row.last_name,
            birth_year: row.birth_year,
            sex: row.sex,
            club_id: row.club_id,
            nation: row.nation,
            bib: row.bib,
            state: row.state,
            late: row.late,
            entered_via: row.entered_via,
            created_at: row.created_at,
            withdrawn_at: row.withdrawn_at,
        }
    }
}

/// What eligibility says of an athlete for one race.
#[derive(SimpleObject, Debug, Clone)]
pub struct RaceEligibility {
    pub race_id: i64,
    /// NOT_ATHLETE, NOT_PAID, ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER or
    /// ATHLETE_NOT_IN_ANY_CATEGORY; null when the athlete may start.
    pub refusal_code: Option<String>,
    /// The refusal's Czech message.
    pub refusal_message: Option<String>,
    /// Categories of the race that admit the athlete.
    pub category_ids: Vec<i64>,
    /// Entered already.
    pub entered: bool,
}

/// An athlete of the club entry form.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubEntryAthlete {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    /// An open Athlete role in the event's department.
    pub athlete: bool,
    pub races: Vec<RaceEligibility>,
}

/// One requested entry of a club.
#[derive(InputObject, Debug, Clone, Copy)]
pub struct ClubEntryInput {
    pub member_id: i64,
    pub race_id: i64,
    /// Null: the first category that admits the athlete.
    pub racing_category_id: Option<i64>,
}

/// What became of one requested entry.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubEntryOutcome {
    pub member_id: i64,
    pub race_id: i64,
    /// The entry made; null when refused.
    pub race_entry_id: Option<i64>,
    /// Why it was refused (an eligibility code, CONFLICT…).
    pub code: Option<String>,
    pub message: Option<String>,
}

/// A non-member as `prihlaska/neclen` sends it.
#[derive(InputObject, Debug)]
pub struct NonMemberEntryInput {
    pub race_id: i64,
    pub racing_category_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_text: Option<String>,
    /// ISO alpha-3 (CZE, SVK…) or alpha-2.
    pub nation: String,
}

/// A suggestion: a club's offer to organise, a section's request for an organiser.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventSuggestion {
    pub id: i64,
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

impl From<SuggestionRow> for RacingEventSuggestion {
    fn from(row: SuggestionRow) -> Self {
        Self {
            id: row.racing_event_suggestion_id,
            kind: row.kind,
            department_id: row.department_id,
            department_name: row.department_name,
            club_id: row.club_id,
            club_name: row.club_name,
            name: row.name,
            place: row.place,
            date_from: row.date_from,
            date_to: row.date_to,
            category: row.category,
            note: row.note,
            state: row.state,
            racing_event_id: row.racing_event_id,
            created_at: row.created_at,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct RacingEventSuggestionInput {
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

/// A timekeeping company.
#[derive(SimpleObject, Debug, Clone)]
pub struct TimekeepingCompany {
    pub id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
    /// Events it is assigned to.
    pub event_count: i64,
    /// Its login accounts.
    pub account_count: i64,
    pub access: AccessLevel,
}

impl TimekeepingCompany {
    fn of(row: TimekeeperRow, access: stopa_domain::policy::AccessLevel) -> Self {
        Self {
            id: row.timekeeping_company_id,
            name: row.name,
            ico: row.ico,
            email: row.email,
            phone: row.phone,
            web: row.web,
            contact_person: row.contact_person,
            note: row.note,
            event_count: row.event_count,
            account_count: row.account_count,
            access,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct TimekeepingCompanyInput {
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
}

impl From<TimekeepingCompanyInput> for TimekeeperInput {
    fn from(input: TimekeepingCompanyInput) -> Self {
        Self {
            name: input.name,
            ico: input.ico,
            email: input.email,
            phone: input.phone,
            web: input.web,
            contact_person: input.contact_person,
            note: input.note,
        }
    }
}

#[derive(Default)]
pub struct RacingEventsQuery;

#[Object]
impl RacingEventsQuery {
    /// The private events grid (`/evidence/zavody`): the calendar and the events the asker
    /// manages or times, newest first.
    async fn racing_events(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: RacingEventFilterInput,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<RacingEventPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::events(
            services,
            request,
            &filter.into(),
            i64::from(page),
            i64::from(per_page),
        )
        .await?
        .into())
    }

    /// The public calendar (`/kalendar-a-vysledky`): published events, upcoming first.
    async fn public_calendar(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: RacingEventFilterInput,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<RacingEventPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::calendar(
            services,
            request,
            &filter.into(),
            i64::from(page),
            i64::from(per_page),
        )
        .await?
        .into())
    }

    /// The events a section decides (`/evidence/zavody-k-publikaci`).
    async fn racing_events_for_publication(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: RacingEventFilterInput,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<RacingEventPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::publication_list(
            services,
            request,
            &filter.into(),
            i64::from(page),
            i64::from(per_page),
        )
        .await?
        .into())
    }

    /// One event the asker may see.
    async fn racing_event(&self, ctx: &Context<'_>, id: i64) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::event(services, request, id).await?.into())
    }

    /// One event of the public calendar.
    async fn public_racing_event(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::public_event(services, request, id).await?.into())
    }

    /// An event's entries by race, category and name (withdrawn ones for its managers).
    async fn race_entries(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        club_id: Option<i64>,
        #[graphql(default = false)] with_withdrawn: bool,
    ) -> ApiResult<Vec<RaceEntry>> {
        let (services, request) = asked(ctx)?;
        Ok(
            entries::entries(services, request, racing_event_id, club_id, with_withdrawn)
                .await?
                .into_iter()
                .map(Into::into)
                .collect(),
        )
    }

    /// The club entry form: the club's members with each one's eligibility per race.
    async fn club_entry_form(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        club_id: i64,
    ) -> ApiResult<Vec<ClubEntryAthlete>> {
        let (services, request) = asked(ctx)?;
        Ok(
            entries::club_entry_form(services, request, racing_event_id, club_id)
                .await?
                .into_iter()
                .map(|athlete| ClubEntryAthlete {
                    member_id: athlete.entrant.member_id,
                    registration_number: athlete.entrant.registration_number,
                    first_name: athlete.entrant.first_name,
                    last_name: athlete.entrant.last_name,
                    sex: athlete.entrant.sex,
                    birth_year: athlete.entrant.birth_year,
                    athlete: athlete.entrant.athlete,
                    races: athlete
                        .races
                        .into_iter()
                        .map(
                            |(race_id, refusal, category_ids, entered)| RaceEligibility {
                                race_id,
                                refusal_code: refusal
                                    .map(|reason| reason.code().as_str().to_owned()),
                                refusal_message: refusal.map(|reason| reason.message().to_owned()),
                                category_ids,
                                entered,
                            },
                        )
                        .collect(),
                })
                .collect(),
        )
    }

    /// The season's default categories for an event's races form.
    async fn default_racing_categories(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
    ) -> ApiResult<Vec<RacingCategoryInput>> {
        let (services, request) = asked(ctx)?;
        Ok(app::default_categories(services, request, racing_event_id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The suggestions the asker deals with.
    async fn racing_event_suggestions(
        &self,
        ctx: &Context<'_>,
    ) -> ApiResult<Vec<RacingEventSuggestion>> {
        let (services, request) = asked(ctx)?;
        Ok(app::suggestions(services, request)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The timekeeping companies the asker may read.
    async fn timekeeping_companies(&self, ctx: &Context<'_>) -> ApiResult<Vec<TimekeepingCompany>> {
        let (services, request) = asked(ctx)?;
        Ok(timekeepers::timekeepers(services, request)
            .await?
            .into_iter()
            .map(|(row, access)| TimekeepingCompany::of(row, access))
            .collect())
    }

    /// One timekeeping company.
    async fn timekeeping_company(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> ApiResult<TimekeepingCompany> {
        let (services, request) = asked(ctx)?;
        let (row, access) = timekeepers::timekeeper(services, request, id).await?;
        Ok(TimekeepingCompany::of(row, access))
    }
}

#[derive(Default)]
pub struct RacingEventsMutation;

#[Object]
impl RacingEventsMutation {
    /// Creates an event (HIDDEN, proposed to the calendar) with its races.
    async fn create_racing_event(
        &self,
        ctx: &Context<'_>,
        input: RacingEventInput,
        #[graphql(default)] races: Vec<RaceInputObject>,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        let id = app::create_event(services, request, input.into(), self::races(races)?).await?;
        Ok(app::event(services, request, id).await?.into())
    }

    /// Changes an event's information (`editace-udalosti`).
    async fn update_racing_event(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: RacingEventInput,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_event(services, request, id, input.into())
            .await?
            .into())
    }

    /// Writes an event's races and categories (`editace-zavodu`).
    async fn update_races(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        races: Vec<RaceInputObject>,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::update_races(services, request, racing_event_id, self::races(races)?)
                .await?
                .into(),
        )
    }

    /// Moves an event to another state (INVALID_TRANSITION when the rules refuse it).
    async fn change_racing_event_state(
        &self,
        ctx: &Context<'_>,
        id: i64,
        state: EventState,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::change_event_state(services, request, id, state)
            .await?
            .into())
    }

    /// Publishes, hides or cancels an event in the calendar.
    async fn set_racing_event_publication(
        &self,
        ctx: &Context<'_>,
        id: i64,
        status: PublicationStatus,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::set_publication(services, request, id, status)
            .await?
            .into())
    }

    /// Adds a document (PDF, image, office file; at most 10 MB) to an event.
    async fn upload_racing_event_document(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        kind: DocumentKind,
        title: Option<String>,
        file: Upload,
    ) -> ApiResult<RacingEventDocument> {
        use std::io::Read as _;
        let (services, request) = asked(ctx)?;
        let upload = file
            .value(ctx)
            .map_err(|_| ApiError::field("file", "Soubor se nepodařilo nahrát."))?;
        let file_name = upload.filename.clone();
        let mut bytes = Vec::new();
        upload
            .into_read()
            .take(app::MAX_DOCUMENT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|_| ApiError::field("file", "Soubor se nepodařilo nahrát."))?;
        Ok(app::upload_document(
            services,
            request,
            racing_event_id,
            kind,
            title,
            &file_name,
            &bytes,
        )
        .await?
        .into())
    }

    /// Removes a document of an event.
    async fn delete_racing_event_document(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::delete_document(services, request, id).await?;
        Ok(true)
    }

    /// Records an offer to organise or a request for an organiser.
    async fn suggest_racing_event(
        &self,
        ctx: &Context<'_>,
        input: RacingEventSuggestionInput,
    ) -> ApiResult<RacingEventSuggestion> {
        let (services, request) = asked(ctx)?;
        Ok(app::suggest_event(
            services,
            request,
            SuggestionInput {
                kind: input.kind,
                department_id: input.department_id,
                club_id: input.club_id,
                name: input.name,
                place: input.place,
                date_from: input.date_from,
                date_to: input.date_to,
                category: input.category,
                note: input.note,
            },
        )
        .await?
        .into())
    }

    /// Accepts a suggestion; the event's draft is created. A request is accepted for the
    /// club that will organise it (`clubId`). Returns the event.
    async fn accept_racing_event_suggestion(
        &self,
        ctx: &Context<'_>,
        id: i64,
        club_id: Option<i64>,
    ) -> ApiResult<RacingEventDetail> {
        let (services, request) = asked(ctx)?;
        let event_id = app::accept_suggestion(services, request, id, club_id).await?;
        Ok(app::event(services, request, event_id).await?.into())
    }

    /// Rejects a suggestion.
    async fn reject_racing_event_suggestion(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::reject_suggestion(services, request, id).await?;
        Ok(true)
    }

    /// Enters a club's athletes: each requested entry is made or refused with its reason.
    async fn enter_club_athletes(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        club_id: i64,
        entries: Vec<ClubEntryInput>,
    ) -> ApiResult<Vec<ClubEntryOutcome>> {
        let (services, request) = asked(ctx)?;
        let requested = entries
            .into_iter()
            .map(|entry| ClubEntry {
                member_id: entry.member_id,
                race_id: entry.race_id,
                racing_category_id: entry.racing_category_id,
            })
            .collect();
        Ok(
            entries::enter_club_athletes(services, request, racing_event_id, club_id, requested)
                .await?
                .into_iter()
                .map(|result| ClubEntryOutcome {
                    member_id: result.entry.member_id,
                    race_id: result.entry.race_id,
                    race_entry_id: result.race_entry_id,
                    code: result
                        .refusal
                        .as_ref()
                        .map(|(code, _)| code.as_str().to_owned()),
                    message: result.refusal.map(|(_, message)| message),
                })
                .collect(),
        )
    }

    /// Enters one member (an event's manager: anybody; a Person: itself to a public race).
    /// Refusals carry the eligibility codes. Returns the entry's id.
    async fn enter_member(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        member_id: Option<i64>,
        race_id: i64,
        racing_category_id: Option<i64>,
    ) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        Ok(entries::enter_member(
            services,
            request,
            racing_event_id,
            member_id,
            race_id,
            racing_category_id,
        )
        .await?)
    }

    /// Enters a non-member (the event's managers). Returns the entry's id.
    async fn enter_non_member(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        input: NonMemberEntryInput,
    ) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        Ok(entries::enter_non_member(
            services,
            request,
            racing_event_id,
            input.race_id,
            input.racing_category_id,
            NonMemberInput {
                first_name: input.first_name,
                last_name: input.last_name,
                birth_year: input.birth_year,
                sex: input.sex,
                club_text: input.club_text,
                nation: input.nation,
            },
        )
        .await?)
    }

    /// Withdraws an entry.
    async fn withdraw_entry(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        entries::withdraw_entry(services, request, id).await?;
        Ok(true)
    }

    /// Moves an entry to another category of its race.
    async fn move_entry(
        &self,
        ctx: &Context<'_>,
        id: i64,
        racing_category_id: i64,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        entries::move_entry(services, request, id, racing_category_id).await?;
        Ok(true)
    }

    /// Gives an entry its bib (null takes it away).
    async fn set_entry_bib(&self, ctx: &Context<'_>, id: i64, bib: Option<i32>) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        entries::set_bib(services, request, id, bib).await?;
        Ok(true)
    }

    /// Numbers a race's entries without a bib from `first`; returns how many got one.
    async fn assign_bibs(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        race_id: i64,
        first: i32,
    ) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        let numbered =
            entries::assign_bibs(services, request, racing_event_id, race_id, first).await?;
        Ok(i64::try_from(numbered).unwrap_or(i64::MAX))
    }

    /// Adds a timekeeping company (Admin).
    async fn create_timekeeping_company(
        &self,
        ctx: &Context<'_>,
        input: TimekeepingCompanyInput,
    ) -> ApiResult<TimekeepingCompany> {
        let (services, request) = asked(ctx)?;
        let (row, access) = timekeepers::create_timekeeper(services, request, input.into()).await?;
        Ok(TimekeepingCompany::of(row, access))
    }

    /// Changes a timekeeping company (Admin).
    async fn update_timekeeping_company(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: TimekeepingCompanyInput,
    ) -> ApiResult<TimekeepingCompany> {
        let (services, request) = asked(ctx)?;
        let (row, access) =
            timekeepers::update_timekeeper(services, request, id, input.into()).await?;
        Ok(TimekeepingCompany::of(row, access))
    }
}
