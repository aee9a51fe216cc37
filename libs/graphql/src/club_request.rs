//! Club registration requests over `stopa_app::club_requests` (where the rules are written
//! down): the public form, the lists of Admin and area staff, and Admin's decisions.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
pub use stopa_app::club_request::SubmitClubRequest as SubmitClubRequestInput;
use stopa_app::club_request::{self as app};

use crate::context::asked;
use crate::error::ApiResult;
use stopa_domain::club::ClubRequestState;

#[derive(SimpleObject, Debug, Clone)]
pub struct ClubRequest {
    pub id: i64,
    pub name: String,
    pub legal_form_label: String,
    pub ico: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub department_names: Vec<String>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub contact_first_name: String,
    pub contact_last_name: String,
    /// Personal: null unless the asker may see the applicant's contacts.
    pub contact_email: Option<String>,
    /// Personal: null unless the asker may see the applicant's contacts.
    pub contact_phone: Option<String>,
    pub state: ClubRequestState,
    pub state_label: String,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub club_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    /// Whether the asker may decide it.
    pub can_decide: bool,
}

impl From<app::ClubRequest> for ClubRequest {
    fn from(request: app::ClubRequest) -> Self {
        let row = request.row;
        Self {
            id: row.club_request_id,
            name: row.name,
            legal_form_label: request.legal_form.label().to_owned(),
            ico: row.ico,
            street: row.street,
            municipality: row.municipality,
            postcode: row.postcode,
            region_id: row.region_id,
            region_name: row.region_name,
            department_names: request.department_names,
            email: row.email,
            phone: row.phone,
            web: row.web,
            contact_first_name: row.contact_first_name,
            contact_last_name: row.contact_last_name,
            contact_email: request.contacts_visible.then_some(row.contact_email),
            contact_phone: row.contact_phone,
            state: request.state,
            state_label: request.state.label().to_owned(),
            rejection_reason: row.rejection_reason,
            decided_at: row.decided_at,
            club_id: row.club_id,
            created_at: row.created_at,
            can_decide: request.can_decide,
        }
    }
}

fn requests(found: Vec<app::ClubRequest>) -> Vec<ClubRequest> {
    found.into_iter().map(Into::into).collect()
}

#[derive(InputObject, Debug)]
pub struct ApproveClubRequestInput {
    pub id: i64,
    /// The federation code the new club gets (four capital letters).
    pub code: String,
    /// The club's short name; the name when left empty (and short enough).
    pub short_name: Option<String>,
}

#[derive(InputObject, Debug)]
pub struct RejectClubRequestInput {
    pub id: i64,
    pub reason: String,
}

#[derive(Default)]
pub struct ClubRequestsQuery;

#[Object]
impl ClubRequestsQuery {
    /// Requests to register a club: Admin all, area staff those of their region.
    async fn club_requests(
        &self,
        ctx: &Context<'_>,
        state: Option<ClubRequestState>,
    ) -> ApiResult<Vec<ClubRequest>> {
        let (services, request) = asked(ctx)?;
        Ok(requests(
            app::club_requests(services, request, state).await?,
        ))
    }
}

#[derive(Default)]
pub struct ClubRequestsOfClubQuery;

#[Object]
impl ClubRequestsOfClubQuery {
    /// The requests of one club (the registration request it came from), for those who may
    /// read the club: its managers see how their club was registered.
    async fn club_own_requests(
        &self,
        ctx: &Context<'_>,
        club_id: i64,
    ) -> ApiResult<Vec<ClubRequest>> {
        let (services, request) = asked(ctx)?;
        Ok(requests(
            app::club_own_requests(services, request, club_id).await?,
        ))
    }
}

#[derive(Default)]
pub struct ClubRequestsMutation;

#[Object]
impl ClubRequestsMutation {
    /// Sends a request to register a club (public). A club or a pending request with the same
    /// IČO is a CONFLICT. Returns the e-mail the confirmation goes to.
    async fn submit_club_request(
        &self,
        ctx: &Context<'_>,
        input: SubmitClubRequestInput,
    ) -> ApiResult<String> {
        let (services, request) = asked(ctx)?;
        Ok(app::submit_club_request(services, request, input).await?)
    }

    /// Approves a request (Admin): creates the club with the given code and invites the
    /// contact person as its manager with every club flag. Deciding twice is refused.
    async fn approve_club_request(
        &self,
        ctx: &Context<'_>,
        input: ApproveClubRequestInput,
    ) -> ApiResult<ClubRequest> {
        let (services, request) = asked(ctx)?;
        Ok(app::approve_club_request(
            services,
            request,
            input.id,
            &input.code,
            input.short_name.as_deref(),
        )
        .await?
        .into())
    }

    /// Rejects a request with a reason (Admin); the reason is e-mailed to the applicant.
    async fn reject_club_request(
        &self,
        ctx: &Context<'_>,
        input: RejectClubRequestInput,
    ) -> ApiResult<ClubRequest> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::reject_club_request(services, request, input.id, &input.reason)
                .await?
                .into(),
        )
    }
}
