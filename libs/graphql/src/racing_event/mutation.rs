//! The mutations of events, entries, suggestions and timekeeping companies.

use async_graphql::{Context, Object, Upload};
use stopa_app::entry::{self, NonMemberInput};
use stopa_app::racing_event::{self as app};
use stopa_app::timekeeper::{self};

use super::entry::{ClubEntryInput, ClubEntryOutcome, NonMemberEntryInput};
use super::event::{RacingEventDetail, RacingEventDocument};
use super::inputs::{RaceInputObject, RacingEventInput, races};
use super::suggestion::{RacingEventSuggestion, RacingEventSuggestionInput};
use super::timekeeper::{TimekeepingCompany, TimekeepingCompanyInput};
use crate::context::{asked, read_upload};
use crate::error::{ApiError, ApiResult};
use stopa_domain::racing_event::DocumentKind;
use stopa_domain::racing_event::EventState;
use stopa_domain::racing_event::PublicationStatus;

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
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) = read_upload(ctx, &file, app::MAX_DOCUMENT_BYTES)
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
        Ok(app::suggest_event(services, request, input).await?)
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
        Ok(
            entry::enter_club_athletes(services, request, racing_event_id, club_id, entries)
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
        Ok(entry::enter_member(
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
        Ok(entry::enter_non_member(
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
        entry::withdraw_entry(services, request, id).await?;
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
        entry::move_entry(services, request, id, racing_category_id).await?;
        Ok(true)
    }

    /// Gives an entry its bib (null takes it away).
    async fn set_entry_bib(&self, ctx: &Context<'_>, id: i64, bib: Option<i32>) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        entry::set_bib(services, request, id, bib).await?;
        Ok(true)
    }

    /// Saves how a race starts (interval, mass start in waves, bibs only).
    async fn save_start_list(
        &self,
        ctx: &Context<'_>,
        input: stopa_app::start_list::StartListRequest,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        stopa_app::start_list::save_start_list(services, request, input).await?;
        Ok(true)
    }

    /// Publishes a race's start list (every entered athlete must have a bib) or takes it back.
    async fn publish_start_list(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
        race_id: i64,
        published: bool,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        stopa_app::start_list::publish_start_list(
            services,
            request,
            racing_event_id,
            race_id,
            published,
        )
        .await?;
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
            entry::assign_bibs(services, request, racing_event_id, race_id, first).await?;
        Ok(i64::try_from(numbered).unwrap_or(i64::MAX))
    }

    /// Adds a timekeeping company (Admin).
    async fn create_timekeeping_company(
        &self,
        ctx: &Context<'_>,
        input: TimekeepingCompanyInput,
    ) -> ApiResult<TimekeepingCompany> {
        let (services, request) = asked(ctx)?;
        let (row, access) = timekeeper::create_timekeeper(services, request, input).await?;
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
        let (row, access) = timekeeper::update_timekeeper(services, request, id, input).await?;
        Ok(TimekeepingCompany::of(row, access))
    }
}
