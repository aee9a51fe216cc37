//! Club registration requests: anybody sends one from `/registrace-klubu`; Admin approves it
//! (the club is created and its contact person invited as its manager with every club flag)
//! or rejects it with a reason (e-mailed). Area staff read the requests of their region
//! (`policy::club_requests_scope`); applicants' e-mails and phones only with personal-data
//! access (`policy::club_request_contacts_access`).

use crate::job::SendEmail;
use stopa_db::club::{self as club_db, ClubValues};
use stopa_db::club_request::{self as db, ClubRequestRow, ClubRequestValues};
use stopa_db::codebook::DepartmentRow;
use stopa_db::invitation::NewInvitation;
use stopa_domain::club::{
    ClubRequestState, ClubState, LegalForm, is_valid_club_code, is_valid_ico,
};
use stopa_domain::identity::{ClubPermission, IdentityType};
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::error::{AppError, AppResult};
use crate::manager::{create_invitation, send_invitation};
use crate::write::{AuditedWrite, ReferenceRule, constraint_error};
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Registration requests accepted from one client address in an hour; more get
/// TOO_MANY_ATTEMPTS (a club registers once, so honest clients never meet the limit).
pub const MAX_CLUB_REQUESTS_PER_ADDRESS: i64 = 5;

/// A request as the asker may see it: the applicant's e-mail and phone emptied unless it may
/// see them.
#[derive(Debug, Clone)]
pub struct ClubRequest {
    pub row: ClubRequestRow,
    pub state: ClubRequestState,
    pub legal_form: LegalForm,
    pub department_names: Vec<String>,
    /// Whether the asker may see the applicant's e-mail and phone.
    pub contacts_visible: bool,
    /// Whether the asker may decide it.
    pub can_decide: bool,
}

fn to_requests(
    rows: Vec<ClubRequestRow>,
    departments: &[DepartmentRow],
    can_decide: bool,
    contacts: impl Fn(&ClubRequestRow) -> bool,
) -> Vec<ClubRequest> {
    rows.into_iter()
        .map(|mut row| {
            let state = row.state;
            let contacts_visible = contacts(&row);
            if !contacts_visible {
                row.contact_email = String::new();
                row.contact_phone = None;
            }
            ClubRequest {
                state,
                legal_form: row.legal_form,
                department_names: departments
                    .iter()
                    .filter(|department| row.department_ids.contains(&department.department_id))
                    .map(|department| department.name.clone())
                    .collect(),
                contacts_visible,
                can_decide: can_decide && state == ClubRequestState::Pending,
                row,
            }
        })
        .collect()
}

/// Requests to register a club: Admin all, area staff those of their region.
pub async fn club_requests(
    app: &App,
    actor: &Actor,
    state: Option<ClubRequestState>,
) -> AppResult<Vec<ClubRequest>> {
    let region = policy::club_requests_scope(&actor.identity)?;
    let rows = db::list_club_requests(&app.pool, region, state).await?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    let identity = &actor.identity;
    Ok(to_requests(rows, &departments, true, |row| {
        policy::club_request_contacts_access(identity, row.region_id).can_read()
    })
    .into_iter()
    .map(|request| ClubRequest {
        can_decide: request.can_decide
            && policy::club_request_access(identity, request.row.region_id) == AccessLevel::Write,
        ..request
    })
    .collect())
}

/// The requests of one club (the registration request it came from), for those who may read
/// the club: its managers see how their club was registered.
pub async fn club_own_requests(
    app: &App,
    actor: &Actor,
    club_id: i64,
) -> AppResult<Vec<ClubRequest>> {
    let club = crate::club::find_club(&app.pool, club_id).await?;
    if !policy::club_access(&actor.identity, &crate::club::facts(&club)).can_read() {
        return Err(actor.refusal());
    }
    let contacts =
        policy::club_people_contacts_access(&actor.identity, &crate::club::facts(&club)).can_read();
    let rows = db::list_requests_of_club(&app.pool, club_id).await?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(to_requests(rows, &departments, false, |_| contacts))
}

/// The public registration form `/registrace-klubu`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SubmitClubRequestInput"))]
pub struct SubmitClubRequest {
    pub name: String,
    pub legal_form: LegalForm,
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

impl SubmitClubRequest {
    fn values(&self) -> AppResult<ClubRequestValues> {
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
            legal_form: self.legal_form,
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
        check.finish()?;
        Ok(values)
    }
}

const REQUEST_REFERENCES: &[ReferenceRule] = &[("club_request_region_fkey", "", "regionId")];

/// Sends a request to register a club (public). A club or a pending request with the same
/// IČO is a CONFLICT; one client address sends at most [`MAX_CLUB_REQUESTS_PER_ADDRESS`] an
/// hour (counted under a lock of the address, so concurrent requests cannot slip past).
/// Returns the e-mail the confirmation goes to.
pub async fn submit_club_request(
    app: &App,
    actor: &Actor,
    request: SubmitClubRequest,
) -> AppResult<String> {
    let values = request.values()?;
    let mut write = AuditedWrite::begin(app, actor, "club_request").await?;
    stopa_db::lock_for_transaction(
        write.tx(),
        &format!("club_request:{}", actor.client_address),
    )
    .await?;
    let recent = db::count_recent_requests_from(write.tx(), &actor.client_address).await?;
    if recent >= MAX_CLUB_REQUESTS_PER_ADDRESS {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            "Z této adresy přišlo v poslední hodině příliš mnoho žádostí. Zkuste to prosím později.",
        ));
    }
    let (club, pending) = db::ico_taken(write.tx(), &values.ico).await?;
    if club || pending {
        return Err(AppError::Conflict {
            field: "ico".to_owned(),
            message: if club {
                "Klub s tímto IČO už je ve svazu registrován.".to_owned()
            } else {
                "Žádost s tímto IČO už čeká na vyřízení.".to_owned()
            },
        });
    }
    let id = db::insert_club_request(write.tx(), &values, &actor.client_address)
        .await
        .map_err(|error| constraint_error(error, &[], REQUEST_REFERENCES))?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    write.commit().await?;
    let message = stopa_mail::templates::club_request_received(&values.email, &values.name);
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, None)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(values.email)
}

/// Locks a pending request for a decision by Admin.
async fn pending_request(
    actor: &Actor,
    connection: &mut sqlx::PgConnection,
    id: i64,
) -> AppResult<ClubRequestRow> {
    let row = db::find_club_request_for_update(&mut *connection, id)
        .await?
        .ok_or(AppError::NotFound)?;
    if policy::club_request_access(&actor.identity, row.region_id) != AccessLevel::Write {
        return Err(actor.refusal());
    }
    if row.state != ClubRequestState::Pending {
        return Err(AppError::coded(
            ErrorCode::AlreadyDecided,
            "Žádost už byla vyřízena.",
        ));
    }
    Ok(row)
}

/// The request as Admin sees it after a decision.
async fn decided(app: &App, id: i64) -> AppResult<ClubRequest> {
    let rows: Vec<ClubRequestRow> = db::list_club_requests(&app.pool, None, None)
        .await?
        .into_iter()
        .filter(|found| found.club_request_id == id)
        .collect();
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    to_requests(rows, &departments, true, |_| true)
        .pop()
        .ok_or(AppError::NotFound)
}

/// Approves a request (Admin): creates the club with `code` (and `short_name`, the name when
/// left empty and short enough) and invites the contact person as its manager with every
/// club flag. Deciding twice is refused.
pub async fn approve_club_request(
    app: &App,
    actor: &Actor,
    id: i64,
    code: &str,
    short_name: Option<&str>,
) -> AppResult<ClubRequest> {
    let mut write = AuditedWrite::begin(app, actor, "club_request").await?;
    let row = pending_request(actor, write.tx(), id).await?;
    let code = code.trim().to_owned();
    let mut check = FormCheck::new();
    if !is_valid_club_code(&code) {
        check.add(
            "code",
            "Kód klubu tvoří čtyři velká písmena bez diakritiky.",
        );
    }
    let short_name = match short_name.map(str::trim) {
        Some(short) if !short.is_empty() => check.text("shortName", short, 60),
        _ if row.name.chars().count() <= 60 => row.name.clone(),
        _ => {
            check.add("shortName", REQUIRED);
            String::new()
        }
    };
    check.finish()?;
    let club = ClubValues {
        code,
        name: row.name.clone(),
        short_name,
        ico: Some(row.ico.clone()),
        legal_form: row.legal_form,
        street: row.street.clone(),
        municipality: row.municipality.clone(),
        postcode: row.postcode.clone(),
        region_id: row.region_id,
        email: Some(row.email.clone()),
        phone: Some(row.phone.clone()),
        web: row.web.clone(),
        bank_account: None,
        state: ClubState::Active,
        founded_on: None,
        ended_on: None,
        department_ids: row.department_ids.clone(),
    };
    let club_id = club_db::insert_club(&mut write.transaction, &club)
        .await
        .map_err(|error| constraint_error(error, crate::club::UNIQUE, &[]))?;
    let invitation = NewInvitation {
        email: row.contact_email.clone(),
        first_name: row.contact_first_name.clone(),
        last_name: row.contact_last_name.clone(),
        identity_type: IdentityType::Team,
        club_id: Some(club_id),
        region_id: None,
        department_id: None,
        timekeeping_company_id: None,
        permissions: ClubPermission::ALL
            .iter()
            .map(|flag| flag.as_str().to_owned())
            .collect(),
    };
    let decided_by = actor.account_id();
    let (_, token) = create_invitation(write.tx(), &invitation, decided_by).await?;
    db::decide_club_request(
        write.tx(),
        id,
        ClubRequestState::Approved,
        Some(club_id),
        None,
        decided_by,
    )
    .await?;
    write.audit("approve", id, Some(&row), Some(&club)).await?;
    write.commit().await?;
    send_invitation(app, &invitation, Some(&row.name), &token, decided_by).await?;
    decided(app, id).await
}

/// Rejects a request with a reason (Admin); the reason is e-mailed to the applicant.
pub async fn reject_club_request(
    app: &App,
    actor: &Actor,
    id: i64,
    reason: &str,
) -> AppResult<ClubRequest> {
    let mut write = AuditedWrite::begin(app, actor, "club_request").await?;
    let row = pending_request(actor, write.tx(), id).await?;
    let mut check = FormCheck::new();
    let reason = check.text("reason", reason, 2000);
    check.finish()?;
    let decided_by = actor.account_id();
    db::decide_club_request(
        write.tx(),
        id,
        ClubRequestState::Rejected,
        None,
        Some(&reason),
        decided_by,
    )
    .await?;
    write.audit("reject", id, Some(&row), Some(&reason)).await?;
    write.commit().await?;
    let message = stopa_mail::templates::club_request_rejected(&row.email, &row.name, &reason);
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, decided_by)
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, id).await
}
