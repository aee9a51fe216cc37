//! Members registering themselves (or a parent a child) over `stopa_app::registration` (the
//! rules are in `stopa_domain::registration`): the public form and its consent, the e-mailed
//! confirmation and status, the club's worklist and decisions.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
pub use stopa_app::registration::SubmitMemberRegistration as SubmitMemberRegistrationInput;
use stopa_app::registration::{self as app};
use stopa_domain::registration::{
    CONSENT_TEXT, CONSENT_VERSION, RegistrationState, Requirement as DomainRequirement,
    RequirementState,
};
use uuid::Uuid;

use crate::context::asked;
use crate::error::ApiResult;

/// One condition of a registration (spec §3 Requirement states).
#[derive(SimpleObject, Debug, Clone)]
pub struct Requirement {
    pub label: String,
    pub state: RequirementState,
    pub state_label: String,
}

fn requirements(found: Vec<DomainRequirement>) -> Vec<Requirement> {
    found
        .into_iter()
        .map(|requirement| Requirement {
            label: requirement.label.to_owned(),
            state: requirement.state,
            state_label: requirement.state.label().to_owned(),
        })
        .collect()
}

/// What the applicant sees of a request.
#[derive(SimpleObject, Debug, Clone)]
pub struct RegistrationStatus {
    pub uuid: Uuid,
    pub club_name: String,
    pub member_first_name: String,
    pub state: RegistrationState,
    pub state_label: String,
    pub requirements: Vec<Requirement>,
}

impl From<app::RegistrationStatus> for RegistrationStatus {
    fn from(found: app::RegistrationStatus) -> Self {
        Self {
            uuid: found.uuid,
            club_name: found.club_name,
            member_first_name: found.member_first_name,
            state: found.state,
            state_label: found.state.label().to_owned(),
            requirements: requirements(found.requirements),
        }
    }
}

/// A request as the club's managers see it (they may create the member, so they see the form
/// as sent).
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberRegistration {
    pub id: i64,
    pub club_id: i64,
    pub club_name: String,
    pub for_child: bool,
    pub applicant_first_name: String,
    pub applicant_last_name: String,
    /// Personal: null unless the asker may see personal data (as the birth number, the
    /// street and the member's contacts).
    pub applicant_email: Option<String>,
    pub applicant_phone: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub sex_label: String,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub citizenship: String,
    /// The address as one line ("Hlavní 12, 460 01 Liberec").
    pub address: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub consent_version: String,
    pub consented_at: DateTime<Utc>,
    pub state: RegistrationState,
    pub state_label: String,
    pub requirements: Vec<Requirement>,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub member_id: Option<i64>,
    pub registration_number: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub can_decide: bool,
}

impl From<app::Registration> for MemberRegistration {
    fn from(found: app::Registration) -> Self {
        let row = found.row;
        let values = row.member_values.0;
        let street = [values.street.as_deref(), values.house_number.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ");
        // Czech postcodes are stored as five digits and written "460 01".
        let postcode = values.postcode.as_deref().map(|code| {
            if code.len() == 5 && code.chars().all(|c| c.is_ascii_digit()) {
                format!("{} {}", &code[..3], &code[3..])
            } else {
                code.to_owned()
            }
        });
        let town = [postcode.as_deref(), values.municipality.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ");
        let address = [street, town]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join(", ");
        Self {
            id: row.member_registration_id,
            club_id: row.club_id,
            club_name: row.club_name,
            for_child: row.for_child,
            applicant_first_name: row.applicant_first_name,
            applicant_last_name: row.applicant_last_name,
            applicant_email: found.personal_visible.then_some(row.applicant_email),
            applicant_phone: row.applicant_phone,
            first_name: row.first_name,
            last_name: row.last_name,
            sex_label: values.sex.label().to_owned(),
            birth_date: row.birth_date,
            birth_number: values.birth_number,
            citizenship: values.citizenship,
            address: (!address.is_empty()).then_some(address),
            email: values.email,
            phone: values.phone,
            consent_version: row.consent_version,
            consented_at: row.consented_at,
            state: row.state,
            state_label: row.state.label().to_owned(),
            requirements: requirements(found.requirements),
            confirmed_at: row.confirmed_at,
            rejection_reason: row.rejection_reason,
            decided_at: row.decided_at,
            member_id: row.member_id,
            registration_number: row.registration_number.map(i64::from),
            created_at: row.created_at,
            can_decide: found.can_decide,
        }
    }
}

/// The consent the registration form shows.
#[derive(SimpleObject, Debug, Clone)]
pub struct RegistrationConsent {
    /// Sent back as `consentVersion` with the request.
    pub version: String,
    pub text: String,
}

#[derive(InputObject, Debug)]
pub struct RejectMemberRegistrationInput {
    pub id: i64,
    pub reason: String,
}

#[derive(Default)]
pub struct RegistrationQuery;

#[Object]
impl RegistrationQuery {
    /// The consent text of the registration form (public).
    async fn registration_consent(&self) -> RegistrationConsent {
        RegistrationConsent {
            version: CONSENT_VERSION.to_owned(),
            text: CONSENT_TEXT.to_owned(),
        }
    }

    /// The status of a request by the uuid of its link (public).
    async fn registration_status(
        &self,
        ctx: &Context<'_>,
        uuid: Uuid,
    ) -> ApiResult<RegistrationStatus> {
        let (services, _) = asked(ctx)?;
        Ok(app::registration_status(services, uuid).await?.into())
    }

    /// The confirmed registration requests of a club, undecided first: for who may create the
    /// club's members.
    async fn member_registrations(
        &self,
        ctx: &Context<'_>,
        club_id: i64,
        state: Option<RegistrationState>,
    ) -> ApiResult<Vec<MemberRegistration>> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_registrations(services, request, club_id, state)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

#[derive(Default)]
pub struct RegistrationMutation;

#[Object]
impl RegistrationMutation {
    /// Sends a registration request (public). Answers the applicant's e-mail whatever the
    /// register holds; the confirmation link goes there.
    async fn submit_member_registration(
        &self,
        ctx: &Context<'_>,
        input: SubmitMemberRegistrationInput,
    ) -> ApiResult<String> {
        let (services, request) = asked(ctx)?;
        Ok(app::submit_member_registration(services, request, input).await?)
    }

    /// Confirms the applicant's e-mail by the link's uuid and token (public; once, 72 hours).
    async fn confirm_member_registration(
        &self,
        ctx: &Context<'_>,
        uuid: Uuid,
        token: String,
    ) -> ApiResult<RegistrationStatus> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::confirm_member_registration(services, request, uuid, &token)
                .await?
                .into(),
        )
    }

    /// Approves a request (the club): the member is written, the applicant's account gets it
    /// and the welcome e-mail goes out.
    async fn approve_member_registration(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> ApiResult<MemberRegistration> {
        let (services, request) = asked(ctx)?;
        Ok(app::approve_member_registration(services, request, id)
            .await?
            .into())
    }

    /// Rejects a request with a reason (the club); the reason is e-mailed to the applicant.
    async fn reject_member_registration(
        &self,
        ctx: &Context<'_>,
        input: RejectMemberRegistrationInput,
    ) -> ApiResult<MemberRegistration> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::reject_member_registration(services, request, input.id, &input.reason)
                .await?
                .into(),
        )
    }
}

use stopa_app::member_claim as claims;
pub use stopa_app::member_claim::FindMember as FindMemberInput;

/// A member the public search found.
#[derive(SimpleObject, Debug, Clone)]
pub struct FoundMember {
    /// The handle of `/registrace/{memberUuid}`.
    pub uuid: Uuid,
    pub name: String,
    pub club_name: String,
    /// The register's e-mail, masked (`j***@s***.cz`); null when it holds none and the club
    /// will approve the link.
    pub masked_email: Option<String>,
}

/// What a confirmed link to an existing member did.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberClaimOutcome {
    pub state: RegistrationState,
    pub state_label: String,
    pub member_first_name: String,
    pub registration_number: i64,
    /// The account's e-mail (the confirmer reads that mailbox).
    pub email: String,
    /// Set once, when the member was linked to an account without a password: the token of
    /// the welcome page's password form.
    pub welcome_token: Option<String>,
}

/// A request to link an account to a member, as the club sees it.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberClaim {
    pub id: i64,
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub registration_number: i64,
    pub email: String,
    pub state: RegistrationState,
    pub state_label: String,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub can_decide: bool,
}

impl From<claims::Claim> for MemberClaim {
    fn from(found: claims::Claim) -> Self {
        let row = found.row;
        Self {
            id: row.member_claim_id,
            member_id: row.member_id,
            first_name: row.first_name,
            last_name: row.last_name,
            birth_date: row.birth_date,
            registration_number: i64::from(row.registration_number),
            email: row.email,
            state: row.state,
            state_label: row.state.label().to_owned(),
            confirmed_at: row.confirmed_at,
            rejection_reason: row.rejection_reason,
            decided_at: row.decided_at,
            created_at: row.created_at,
            can_decide: found.can_decide,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct RejectMemberClaimInput {
    pub id: i64,
    pub reason: String,
}

#[derive(Default)]
pub struct MemberClaimQuery;

#[Object]
impl MemberClaimQuery {
    /// Finds the members of a club with this name and birth date (public, limited per client
    /// address); never by a birth number.
    async fn find_member(
        &self,
        ctx: &Context<'_>,
        input: FindMemberInput,
    ) -> ApiResult<Vec<FoundMember>> {
        let (services, request) = asked(ctx)?;
        Ok(claims::find_member(services, request, input)
            .await?
            .into_iter()
            .map(|found| FoundMember {
                uuid: found.uuid,
                name: found.name,
                club_name: found.club_name,
                masked_email: found.masked_email,
            })
            .collect())
    }

    /// The confirmed requests to link an account to a member of the club that the club
    /// decides: for who may create the club's members.
    async fn member_claims(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<Vec<MemberClaim>> {
        let (services, request) = asked(ctx)?;
        Ok(claims::club_claims(services, request, club_id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

#[derive(Default)]
pub struct MemberClaimMutation;

#[Object]
impl MemberClaimMutation {
    /// Asks to link an account to the member (public): the link goes to the register's e-mail
    /// (answered masked) or, where it holds none, to `email` and the club approves. Answers the
    /// address the link went to.
    async fn claim_member(
        &self,
        ctx: &Context<'_>,
        uuid: Uuid,
        email: Option<String>,
    ) -> ApiResult<String> {
        let (services, request) = asked(ctx)?;
        Ok(claims::claim_member(services, request, uuid, email).await?)
    }

    /// Confirms a link request by the member's uuid and the token (public; once, 72 hours).
    async fn confirm_member_claim(
        &self,
        ctx: &Context<'_>,
        uuid: Uuid,
        token: String,
    ) -> ApiResult<MemberClaimOutcome> {
        let (services, request) = asked(ctx)?;
        let found = claims::confirm_member_claim(services, request, uuid, &token).await?;
        Ok(MemberClaimOutcome {
            state: found.state,
            state_label: found.state.label().to_owned(),
            member_first_name: found.member_first_name,
            registration_number: found.registration_number,
            email: found.email,
            welcome_token: found.welcome_token,
        })
    }

    /// Approves a link request (the club); the welcome e-mail goes out.
    async fn approve_member_claim(&self, ctx: &Context<'_>, id: i64) -> ApiResult<MemberClaim> {
        let (services, request) = asked(ctx)?;
        Ok(claims::approve_member_claim(services, request, id)
            .await?
            .into())
    }

    /// Rejects a link request with a reason (the club); the reason is e-mailed.
    async fn reject_member_claim(
        &self,
        ctx: &Context<'_>,
        input: RejectMemberClaimInput,
    ) -> ApiResult<MemberClaim> {
        let (services, request) = asked(ctx)?;
        Ok(
            claims::reject_member_claim(services, request, input.id, &input.reason)
                .await?
                .into(),
        )
    }
}
