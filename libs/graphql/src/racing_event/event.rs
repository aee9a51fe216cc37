//! An event as GraphQL shows it: what the asker may do with it, its races, categories and
//! documents, the detail and the grid's page.

use async_graphql::SimpleObject;
use chrono::{DateTime, NaiveDate, Utc};
pub use stopa_app::racing_event::EventActions as RacingEventActions;
use stopa_app::racing_event::{EventDetail, EventPage};
pub use stopa_db::racing_event::CategoryRow as RacingCategory;
use stopa_db::racing_event::{DocumentRow, EventRow, RaceRow};

use stopa_domain::policy::AccessLevel;
use stopa_domain::racing_event::DateChange;
use stopa_domain::racing_event::DocumentKind;
use stopa_domain::racing_event::EventCategory;
use stopa_domain::racing_event::EventKind;
use stopa_domain::racing_event::EventState;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::racing_event::OrganiserKind;
use stopa_domain::racing_event::PublicationStatus;

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
    /// A start list of one of its races is published (its `startovni-listina` tab).
    pub has_start_list: bool,
    /// Whether results of the event are published (the calendar links them).
    pub has_results: bool,
    /// When results were last published.
    pub results_published_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub actions: RacingEventActions,
}

impl RacingEvent {
    fn of(row: EventRow, actions: RacingEventActions) -> Self {
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
            has_results: row.results_published_at.is_some(),
            has_start_list: row.has_start_list,
            results_published_at: row.results_published_at,
            updated_at: row.updated_at,
            name: row.name,
            actions,
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
    fn of(row: RaceRow, categories: Vec<RacingCategory>) -> Self {
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
            categories,
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
    /// The published start lists (404 while none is).
    pub start_list_csv: String,
    pub start_list_xlsx: String,
    pub start_list_pdf: String,
    /// The event as iCalendar (one event for a calendar program).
    pub ical: String,
}

/// An event with its races, categories and documents.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingEventDetail {
    pub event: RacingEvent,
    pub races: Vec<Race>,
    pub documents: Vec<RacingEventDocument>,
    pub access: AccessLevel,
    pub downloads: EntryDownloads,
    /// The asker's (a member's) own entries to the event that stand.
    pub own_entries: Vec<stopa_app::workspace::OwnEntryLine>,
    /// The asker may withdraw its own entries now.
    pub can_withdraw_own_entries: bool,
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
            own_entries: detail.own_entries,
            can_withdraw_own_entries: detail.can_withdraw_own_entries,
            downloads: EntryDownloads {
                registration_csv: format!("{base}/registration-csv"),
                registration_csv_by_club: format!("{base}/registration-csv-by-club"),
                registration_old_csv: format!("{base}/registration-old-csv"),
                registration_csv_cx: format!("{base}/registration-csv-cx"),
                start_list_csv: format!("{base}/start-list-csv"),
                start_list_xlsx: format!("{base}/start-list-xlsx"),
                start_list_pdf: format!("{base}/start-list-pdf"),
                ical: format!("{base}/ical"),
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
