//! The queries of events, entries, suggestions and timekeeping companies.

use async_graphql::{Context, Object};
use stopa_app::entry::{self};
use stopa_app::racing_event::{self as app};
use stopa_app::timekeeper::{self};
use stopa_domain::racing_event::CalendarView;

use super::entry::{ClubEntryAthlete, RaceEligibility, RaceEntry};
use super::event::{RacingEventDetail, RacingEventPage};
use super::inputs::{RacingCategoryInput, RacingEventFilterInput};
use super::suggestion::RacingEventSuggestion;
use super::timekeeper::TimekeepingCompany;
use crate::context::asked;
use crate::error::ApiResult;

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

    /// The public calendar (`/kalendar-a-vysledky`): published events to come (nearest first),
    /// past ones (latest first) or those with published results (latest published first).
    async fn public_calendar(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: RacingEventFilterInput,
        #[graphql(default_with = "CalendarView::Upcoming")] view: CalendarView,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<RacingEventPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::calendar(
            services,
            request,
            &filter.into(),
            view,
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
            entry::entries(services, request, racing_event_id, club_id, with_withdrawn)
                .await?
                .into_iter()
                .map(Into::into)
                .collect(),
        )
    }

    /// An event's start lists: the published ones, and every race's for the event's managers.
    async fn start_lists(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
    ) -> ApiResult<stopa_app::start_list::EventStartLists> {
        let (services, request) = asked(ctx)?;
        Ok(stopa_app::start_list::start_lists(services, request, racing_event_id).await?)
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
            entry::club_entry_form(services, request, racing_event_id, club_id)
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
        Ok(app::suggestions(services, request).await?)
    }

    /// The timekeeping companies the asker may read.
    async fn timekeeping_companies(&self, ctx: &Context<'_>) -> ApiResult<Vec<TimekeepingCompany>> {
        let (services, request) = asked(ctx)?;
        Ok(timekeeper::timekeepers(services, request)
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
        let (row, access) = timekeeper::timekeeper(services, request, id).await?;
        Ok(TimekeepingCompany::of(row, access))
    }
}
