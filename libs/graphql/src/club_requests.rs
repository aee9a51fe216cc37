//! Club registration requests: anybody sends one from `/registrace-klubu`; Admin approves it
//! (the club is created and its contact person invited as its manager with every club flag)
//! or rejects it with a reason (e-mailed). Area staff read the requests of their region.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::club::{self as club_db, ClubValues};
use stopa_db::club_request::{self as db, ClubRequestRow, ClubRequestValues};
use stopa_db::invitation::NewInvitation;
use stopa_domain::club::{ClubState, LegalForm, is_valid_club_code, is_valid_ico};
use stopa_domain::identity::{ClubPermission, IdentityType, Scope};
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::clubs::LegalFormEnum;
use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::managers::{create_invitation, send_invitation};
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error};

/// State of a request.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "ClubRequestState")]
pub enum ClubRequestStateEnum {
    Pending,
    Approved,
    Rejected,
}

impl ClubRequestStateEnum {
    fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "PENDING",
            Self::Approved => "APPROVED",
            Self::Rejected => "REJECTED",
        }
    }

    fn parse(text: &str) -> Self {
        match text {
            "APPROVED" => Self::Approved,
            "REJECTED" => Self::Rejected,
            _ => Self::Pending,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Self::Pending => "Čeká na vyřízení",
            Self::Approved => "Schválena",
            Self::Rejected => "Zamítnuta",
        }
    }
}

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
    pub contact_email: String,
    pub contact_phone: Option<String>,
    pub state: ClubRequestStateEnum,
    pub state_label: String,
    pub rejection_reason: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub club_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    /// Whether the asker may decide it.
    pub can_decide: bool,
}

async fn to_requests(
    services: &Services,
    rows: Vec<ClubRequestRow>,
    can_decide: bool,
) -> Result<Vec<ClubRequest>, ApiError> {
    let departments = stopa_db::codebook::list_departments(&services.pool).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let state = ClubRequestStateEnum::parse(&row.state);
            ClubRequest {
                id: row.club_request_id,
                legal_form_label: LegalForm::parse(&row.legal_form)
                    .map_or("", LegalForm::label)
                    .to_owned(),
                department_names: departments
                    .iter()
                    .filter(|department| row.department_ids.contains(&department.department_id))
                    .map(|department| department.name.clone())
                    .collect(),
                name: row.name,
                ico: row.ico,
                street: row.street,
                municipality: row.municipality,
                postcode: row.postcode,
                region_id: row.region_id,
                region_name: row.region_name,
                email: row.email,
                phone: row.phone,
                web: row.web,
                contact_first_name: row.contact_first_name,
                contact_last_name: row.contact_last_name,
                contact_email: row.contact_email,
                contact_phone: row.contact_phone,
                state,
                state_label: state.label().to_owned(),
                rejection_reason: row.rejection_reason,
                decided_at: row.decided_at,
                club_id: row.club_id,
                created_at: row.created_at,
                can_decide: can_decide && state == ClubRequestStateEnum::Pending,
            }
        })
        .collect())
}

/// The public registration form `/registrace-klubu`.
#[derive(InputObject, Debug)]
pub struct SubmitClubRequestInput {
    pub name: String,
    pub legal_form: LegalFormEnum,
    pub ico: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub contact_first_name: String,
    pub contact_last_name: String,
    pub contact_email: String,
    pub contact_phone: Option<String>,
}

fn required_email(check: &mut FormCheck, field: &str, value: &str) -> String {
    check.optional_email(field, Some(value)).unwrap_or_else(|| {
        check.add(field, REQUIRED);
        String::new()
    })
}

impl SubmitClubRequestInput {
    fn values(&self) -> Result<ClubRequestValues, ApiError> {
        let mut check = FormCheck::new();
        let ico: String = self.ico.chars().filter(|c| !c.is_whitespace()).collect();
        if ico.is_empty() {
            check.add("ico", REQUIRED);
        } else if !is_valid_ico(&ico) {
            check.add("ico", "IČO není platné.");
        }
        if self.department_ids.is_empty() {
            check.add("departmentIds", "Vyberte alespoň jeden úsek.");
        }
        let phone = check
            .optional_phone("phone", Some(&self.phone))
            .unwrap_or_else(|| {
                check.add("phone", REQUIRED);
                String::new()
            });
        let values = ClubRequestValues {
            name: check.text("name", &self.name, 200),
            legal_form: LegalForm::from(self.legal_form).as_str().to_owned(),
            ico,
            street: check.text("street", &self.street, 200),
            municipality: check.text("municipality", &self.municipality, 100),
            postcode: check.postcode("postcode", &self.postcode),
            region_id: self.region_id,
            department_ids: self.department_ids.clone(),
            email: required_email(&mut check, "email", &self.email),
            phone,
            web: check.optional_url("web", self.web.as_deref()),
            contact_first_name: check.text("contactFirstName", &self.contact_first_name, 100),
            contact_last_name: check.text("contactLastName", &self.contact_last_name, 100),
            contact_email: required_email(&mut check, "contactEmail", &self.contact_email),
            contact_phone: check.optional_phone("contactPhone", self.contact_phone.as_deref()),
        };
        check.finish().map_err(ApiError::from)?;
        Ok(values)
    }
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

const CLUB_UNIQUE: &[UniqueRule] = &[
    ("club_code_key", "code", "Kód už má jiný klub."),
    ("club_ico_key", "ico", "IČO už má jiný klub."),
];
/// Registration requests accepted from one client address in an hour; more get
/// TOO_MANY_ATTEMPTS (a club registers once, so honest clients never meet the limit).
pub const MAX_CLUB_REQUESTS_PER_ADDRESS: i64 = 5;

const REQUEST_REFERENCES: &[ReferenceRule] = &[("club_request_region_fkey", "", "regionId")];

fn request_context<'a>(ctx: &Context<'a>) -> Result<&'a RequestContext, ApiError> {
    ctx.data::<RequestContext>()
        .map_err(|error| ApiError::Internal(error.message))
}

/// Locks a pending request for a decision by Admin.
async fn pending_request(
    ctx: &Context<'_>,
    connection: &mut sqlx::PgConnection,
    id: i64,
) -> Result<ClubRequestRow, ApiError> {
    let request = request_context(ctx)?;
    let row = db::find_club_request_for_update(&mut *connection, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    if policy::club_request_access(&request.identity, row.region_id) != AccessLevel::Write {
        return Err(if request.session.is_none() {
            ApiError::Unauthenticated
        } else {
            ApiError::Forbidden
        });
    }
    if row.state != "PENDING" {
        return Err(ApiError::Coded {
            code: "ALREADY_DECIDED",
            message: "Žádost už byla vyřízena.".to_owned(),
        });
    }
    Ok(row)
}

#[derive(Default)]
pub struct ClubRequestsQuery;

#[Object]
impl ClubRequestsQuery {
    /// Requests to register a club: Admin all, area staff those of their region.
    async fn club_requests(
        &self,
        ctx: &Context<'_>,
        state: Option<ClubRequestStateEnum>,
    ) -> ApiResult<Vec<ClubRequest>> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let region = match (request.identity.identity_type, request.identity.scope) {
            (IdentityType::Admin, _) => None,
            (IdentityType::Area, Scope::Region(region_id)) => Some(region_id),
            (IdentityType::Public, _) => return Err(ApiError::Unauthenticated.into()),
            _ => return Err(ApiError::Forbidden.into()),
        };
        let rows = db::list_club_requests(
            &services.pool,
            region,
            state.map(ClubRequestStateEnum::as_str),
        )
        .await
        .map_err(ApiError::from)?;
        let can_decide = request.identity.identity_type == IdentityType::Admin;
        Ok(to_requests(services, rows, can_decide).await?)
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
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let club = club_db::find_club(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let facts = stopa_domain::policy::ClubFacts {
            club_id: club.club_id,
            region_id: club.region_id,
            department_ids: &club.department_ids,
        };
        if !policy::club_access(&request.identity, &facts).can_read() {
            return Err(if request.session.is_none() {
                ApiError::Unauthenticated
            } else {
                ApiError::Forbidden
            }
            .into());
        }
        let rows = db::list_requests_of_club(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?;
        Ok(to_requests(services, rows, false).await?)
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
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let values = input.values()?;
        let recent = db::count_recent_requests_from(&services.pool, &request.client_address)
            .await
            .map_err(ApiError::from)?;
        if recent >= MAX_CLUB_REQUESTS_PER_ADDRESS {
            return Err(ApiError::Coded {
                code: "TOO_MANY_ATTEMPTS",
                message: "Z této adresy přišlo v poslední hodině příliš mnoho žádostí. Zkuste to prosím později.".to_owned(),
            }
            .into());
        }
        let (club, pending) = db::ico_taken(&services.pool, &values.ico)
            .await
            .map_err(ApiError::from)?;
        if club || pending {
            return Err(ApiError::Conflict {
                field: "ico".to_owned(),
                message: if club {
                    "Klub s tímto IČO už je ve svazu registrován.".to_owned()
                } else {
                    "Žádost s tímto IČO už čeká na vyřízení.".to_owned()
                },
            }
            .into());
        }
        let mut write = AuditedWrite::begin(ctx, "club_request").await?;
        let id = db::insert_club_request(&mut *write.transaction, &values, &request.client_address)
            .await
            .map_err(|error| constraint_error(error, &[], REQUEST_REFERENCES))?;
        write
            .audit("create", id, None::<&()>, Some(&values))
            .await?;
        write.commit().await?;
        let message = stopa_mail::templates::club_request_received(&values.email, &values.name);
        services
            .queues
            .enqueue_email(&services.pool, message, None)
            .await
            .map_err(|error| ApiError::Internal(format!("enqueue request receipt: {error}")))?;
        Ok(values.email)
    }

    /// Approves a request (Admin): creates the club with the given code and invites the
    /// contact person as its manager with every club flag. Deciding twice is refused.
    async fn approve_club_request(
        &self,
        ctx: &Context<'_>,
        input: ApproveClubRequestInput,
    ) -> ApiResult<ClubRequest> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "club_request").await?;
        let row = pending_request(ctx, &mut write.transaction, input.id).await?;
        let code = input.code.trim().to_owned();
        let mut check = FormCheck::new();
        if !is_valid_club_code(&code) {
            check.add(
                "code",
                "Kód klubu tvoří čtyři velká písmena bez diakritiky.",
            );
        }
        let short_name = match input.short_name.as_deref().map(str::trim) {
            Some(short) if !short.is_empty() => check.text("shortName", short, 60),
            _ if row.name.chars().count() <= 60 => row.name.clone(),
            _ => {
                check.add("shortName", REQUIRED);
                String::new()
            }
        };
        check.finish().map_err(ApiError::from)?;
        let club = ClubValues {
            code,
            name: row.name.clone(),
            short_name,
            ico: Some(row.ico.clone()),
            legal_form: row.legal_form.clone(),
            street: row.street.clone(),
            municipality: row.municipality.clone(),
            postcode: row.postcode.clone(),
            region_id: row.region_id,
            email: Some(row.email.clone()),
            phone: Some(row.phone.clone()),
            web: row.web.clone(),
            bank_account: None,
            state: ClubState::Active.as_str().to_owned(),
            founded_on: None::<NaiveDate>,
            ended_on: None,
            department_ids: row.department_ids.clone(),
        };
        let club_id = club_db::insert_club(&mut write.transaction, &club)
            .await
            .map_err(|error| constraint_error(error, CLUB_UNIQUE, &[]))?;
        let invitation = NewInvitation {
            email: row.contact_email.clone(),
            first_name: row.contact_first_name.clone(),
            last_name: row.contact_last_name.clone(),
            identity_type: IdentityType::Team.as_str().to_owned(),
            club_id: Some(club_id),
            region_id: None,
            department_id: None,
            timekeeping_company_id: None,
            permissions: ClubPermission::ALL
                .iter()
                .map(|flag| flag.as_str().to_owned())
                .collect(),
        };
        let decided_by = request.session.as_ref().map(|session| session.account_id);
        let (_, token) = create_invitation(&mut write.transaction, &invitation, decided_by)
            .await
            .map_err(ApiError::from)?;
        db::decide_club_request(
            &mut *write.transaction,
            input.id,
            "APPROVED",
            Some(club_id),
            None,
            decided_by,
        )
        .await
        .map_err(ApiError::from)?;
        write
            .audit("approve", input.id, Some(&row), Some(&club))
            .await?;
        write.commit().await?;
        send_invitation(services, &invitation, Some(&row.name), &token, decided_by).await?;
        let rows = db::list_club_requests(&services.pool, None, None)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .filter(|found| found.club_request_id == input.id)
            .collect();
        to_requests(services, rows, true)
            .await?
            .pop()
            .ok_or_else(|| ApiError::NotFound.into())
    }

    /// Rejects a request with a reason (Admin); the reason is e-mailed to the applicant.
    async fn reject_club_request(
        &self,
        ctx: &Context<'_>,
        input: RejectClubRequestInput,
    ) -> ApiResult<ClubRequest> {
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "club_request").await?;
        let row = pending_request(ctx, &mut write.transaction, input.id).await?;
        let mut check = FormCheck::new();
        let reason = check.text("reason", &input.reason, 2000);
        check.finish().map_err(ApiError::from)?;
        let decided_by = request.session.as_ref().map(|session| session.account_id);
        db::decide_club_request(
            &mut *write.transaction,
            input.id,
            "REJECTED",
            None,
            Some(&reason),
            decided_by,
        )
        .await
        .map_err(ApiError::from)?;
        write
            .audit("reject", input.id, Some(&row), Some(&reason))
            .await?;
        write.commit().await?;
        let message = stopa_mail::templates::club_request_rejected(&row.email, &row.name, &reason);
        services
            .queues
            .enqueue_email(&services.pool, message, decided_by)
            .await
            .map_err(|error| ApiError::Internal(format!("enqueue rejection: {error}")))?;
        let rows = db::list_club_requests(&services.pool, None, None)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .filter(|found| found.club_request_id == input.id)
            .collect();
        to_requests(services, rows, true)
            .await?
            .pop()
            .ok_or_else(|| ApiError::NotFound.into())
    }
}
