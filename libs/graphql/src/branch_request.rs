//! Applications to found a basic-skiing branch association over `stopa_app::branch_request`
//! (the rules are in `stopa_domain::branch`): the public form and its consent text, the
//! e-mailed confirmation, the lists of Admin and area staff and Admin's decisions.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
pub use stopa_app::branch_request::SubmitBranchRequest as SubmitBranchRequestInput;
use stopa_app::branch_request::{self as app, BranchConfirmation};
use stopa_domain::branch::{BranchRequestState, CONSENT_TEXT, CONSENT_VERSION};

use crate::context::asked;
use crate::error::ApiResult;

#[derive(SimpleObject, Debug, Clone)]
pub struct BranchRequest {
    pub id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub department_names: Vec<String>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub chair_first_name: String,
    pub chair_last_name: String,
    /// Personal: null unless the asker may see the applicant's contacts.
    pub chair_email: Option<String>,
    /// Personal: null unless the asker may see the applicant's contacts.
    pub chair_phone: Option<String>,
    pub expected_members: i32,
    pub instructor_count: i32,
    pub activities: String,
    pub consent_version: String,
    pub consented_at: DateTime<Utc>,
    pub state: BranchRequestState,
    pub state_label: String,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub club_id: Option<i64>,
    pub club_code: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Whether the asker may decide it.
    pub can_decide: bool,
}

impl From<app::BranchRequest> for BranchRequest {
    fn from(request: app::BranchRequest) -> Self {
        let row = request.row;
        let visible = request.contacts_visible;
        Self {
            id: row.branch_request_id,
            name: row.name,
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
            chair_first_name: row.chair_first_name,
            chair_last_name: row.chair_last_name,
            chair_email: visible.then_some(row.chair_email),
            chair_phone: visible.then_some(row.chair_phone),
            expected_members: row.expected_members,
            instructor_count: row.instructor_count,
            activities: row.activities,
            consent_version: row.consent_version,
            consented_at: row.consented_at,
            state: row.state,
            state_label: row.state.label().to_owned(),
            confirmed_at: row.confirmed_at,
            rejection_reason: row.rejection_reason,
            decided_at: row.decided_at,
            club_id: row.club_id,
            club_code: row.club_code,
            created_at: row.created_at,
            can_decide: request.can_decide,
        }
    }
}

/// The consent the form shows and the chair agrees to.
#[derive(SimpleObject, Debug, Clone)]
pub struct BranchConsent {
    /// Sent back as `consentVersion` with the application.
    pub version: String,
    pub text: String,
}

#[derive(InputObject, Debug)]
pub struct ApproveBranchRequestInput {
    pub id: i64,
    /// The federation code the new club gets (four capital letters).
    pub code: String,
    /// The club's short name; the name when left empty (and short enough).
    pub short_name: Option<String>,
}

#[derive(InputObject, Debug)]
pub struct RejectBranchRequestInput {
    pub id: i64,
    pub reason: String,
}

#[derive(Default)]
pub struct BranchRequestsQuery;

#[Object]
impl BranchRequestsQuery {
    /// Confirmed applications to found a basic-skiing branch association: Admin all, area
    /// staff those of their region.
    async fn branch_requests(
        &self,
        ctx: &Context<'_>,
        state: Option<BranchRequestState>,
    ) -> ApiResult<Vec<BranchRequest>> {
        let (services, request) = asked(ctx)?;
        Ok(app::branch_requests(services, request, state)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The consent text of the application form (public).
    async fn branch_consent(&self) -> BranchConsent {
        BranchConsent {
            version: CONSENT_VERSION.to_owned(),
            text: CONSENT_TEXT.to_owned(),
        }
    }
}

#[derive(Default)]
pub struct BranchRequestsMutation;

#[Object]
impl BranchRequestsMutation {
    /// Sends an application (public); the chair gets a confirmation link by e-mail. A club or
    /// a confirmed application with the same name or IČO is a CONFLICT. Returns the e-mail the
    /// link went to.
    async fn submit_branch_request(
        &self,
        ctx: &Context<'_>,
        input: SubmitBranchRequestInput,
    ) -> ApiResult<String> {
        let (services, request) = asked(ctx)?;
        Ok(app::submit_branch_request(services, request, input).await?)
    }

    /// Confirms the chair's e-mail by the token of the e-mailed link (public); the link works
    /// once within 48 hours, a second click answers ALREADY_CONFIRMED.
    async fn confirm_branch_request(
        &self,
        ctx: &Context<'_>,
        token: String,
    ) -> ApiResult<BranchConfirmation> {
        let (services, request) = asked(ctx)?;
        Ok(app::confirm_branch_request(services, request, &token).await?)
    }

    /// Approves an application (Admin): creates the branch as a club with the given code,
    /// invites the chair as its manager and e-mails the next steps. Deciding twice is refused.
    async fn approve_branch_request(
        &self,
        ctx: &Context<'_>,
        input: ApproveBranchRequestInput,
    ) -> ApiResult<BranchRequest> {
        let (services, request) = asked(ctx)?;
        Ok(app::approve_branch_request(
            services,
            request,
            input.id,
            &input.code,
            input.short_name.as_deref(),
        )
        .await?
        .into())
    }

    /// Rejects an application with a reason (Admin); the reason is e-mailed to the chair.
    async fn reject_branch_request(
        &self,
        ctx: &Context<'_>,
        input: RejectBranchRequestInput,
    ) -> ApiResult<BranchRequest> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::reject_branch_request(services, request, input.id, &input.reason)
                .await?
                .into(),
        )
    }
}
