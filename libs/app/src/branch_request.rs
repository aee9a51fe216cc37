//! Applications to found a basic-skiing branch association (the rules and the fields are
//! written down in `stopa_domain::branch`): the public form, the e-mailed confirmation, the
//! lists of Admin and area staff and Admin's decisions. Who reads and decides follows the
//! club registration requests: `policy::club_requests_scope`, `policy::club_request_access`
//! and `policy::club_request_contacts_access` (the chair's e-mail and phone).

use crate::job::SendEmail;
use stopa_db::branch_request::{self as db, BranchRequestRow, BranchRequestValues};
use stopa_db::club::{self as club_db, ClubValues};
use stopa_db::invitation::NewInvitation;
use stopa_domain::auth::{hash_token, new_token};
use stopa_domain::branch::{
    self as rules, BranchRequestState, CONFIRM_HOURS, CONSENT_VERSION, MAX_ACTIVITIES_CHARS,
};
use stopa_domain::club::{ClubState, LegalForm, is_valid_club_code, is_valid_ico};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::identity::{ClubPermission, IdentityType};
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::error::{AppError, AppResult};
use crate::manager::{create_invitation, send_invitation};
use crate::write::{AuditedWrite, ReferenceRule, constraint_error};
use crate::{Actor, App};

/// An application as the asker may see it.
#[derive(Debug, Clone)]
pub struct BranchRequest {
    pub row: BranchRequestRow,
    pub department_names: Vec<String>,
    /// Whether the asker may see the chair's e-mail and phone (emptied otherwise).
    pub contacts_visible: bool,
    /// Whether the asker may decide it now.
    pub can_decide: bool,
}

async fn to_requests(
    app: &App,
    actor: &Actor,
    rows: Vec<BranchRequestRow>,
) -> AppResult<Vec<BranchRequest>> {
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    let identity = &actor.identity;
    Ok(rows
        .into_iter()
        .map(|mut row| {
            let contacts_visible =
                policy::club_request_contacts_access(identity, row.region_id).can_read();
            if !contacts_visible {
                row.chair_email = String::new();
                row.chair_phone = String::new();
            }
            BranchRequest {
                department_names: departments
                    .iter()
                    .filter(|department| row.department_ids.contains(&department.department_id))
                    .map(|department| department.name.clone())
                    .collect(),
                contacts_visible,
                can_decide: row.state == BranchRequestState::Pending
                    && policy::club_request_access(identity, row.region_id) == AccessLevel::Write,
                row,
            }
        })
        .collect())
}

/// Confirmed applications: Admin all, area staff those of their region. Unconfirmed ones are
/// nobody's business until the chair confirms them.
pub async fn branch_requests(
    app: &App,
    actor: &Actor,
    state: Option<BranchRequestState>,
) -> AppResult<Vec<BranchRequest>> {
    let region = policy::club_requests_scope(&actor.identity)?;
    let rows = db::list(&app.pool, region, state).await?;
    to_requests(app, actor, rows).await
}

/// The public form `/pobocny-spolek-zakladniho-lyzovani`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SubmitBranchRequestInput"))]
pub struct SubmitBranchRequest {
    pub name: String,
    pub ico: Option<String>,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub department_ids: Vec<i64>,
    pub email: String,
    pub phone: String,
    pub web: Option<String>,
    pub chair_first_name: String,
    pub chair_last_name: String,
    pub chair_email: String,
    pub chair_phone: String,
    pub expected_members: i32,
    pub instructor_count: i32,
    pub activities: String,
    /// The version of the consent text the chair agreed to (`branchConsent.version`); an
    /// older version than the current one is refused, so nobody agrees to a text they did
    /// not see.
    pub consent_version: String,
}

fn required_email(check: &mut FormCheck, field: &str, value: &str) -> String {
    check.optional_email(field, Some(value)).unwrap_or_else(|| {
        check.add(field, REQUIRED);
        String::new()
    })
}

fn required_phone(check: &mut FormCheck, field: &str, value: &str) -> String {
    check.optional_phone(field, Some(value)).unwrap_or_else(|| {
        check.add(field, REQUIRED);
        String::new()
    })
}

impl SubmitBranchRequest {
    fn values(&self) -> AppResult<BranchRequestValues> {
        let mut check = FormCheck::new();
        let name = check.line("name", &self.name, 200);
        if !name.is_empty()
            && let Some(problem) = rules::branch_name_problem(&name)
        {
            check.add("name", problem);
        }
        let ico = self
            .ico
            .as_deref()
            .map(|ico| {
                ico.chars()
                    .filter(|c| !c.is_whitespace())
                    .collect::<String>()
            })
            .filter(|ico| !ico.is_empty());
        if ico.as_deref().is_some_and(|ico| !is_valid_ico(ico)) {
            check.add("ico", "IČO není platné.");
        }
        if self.department_ids.is_empty() {
            check.add("departmentIds", "Vyberte alespoň jeden úsek.");
        }
        if self.department_ids.len() > 20 {
            check.add("departmentIds", "Úseků je příliš mnoho.");
        }
        check.number("expectedMembers", self.expected_members, 1, 100_000);
        check.number("instructorCount", self.instructor_count, 0, 10_000);
        if self.consent_version != CONSENT_VERSION {
            check.add(
                "consentVersion",
                "Bez souhlasu se stanovami a se zpracováním osobních údajů žádost odeslat nelze. \
                 Obnovte prosím stránku a souhlas potvrďte.",
            );
        }
        let values = BranchRequestValues {
            name,
            ico,
            street: check.line("street", &self.street, 200),
            municipality: check.line("municipality", &self.municipality, 100),
            postcode: check.postcode("postcode", &self.postcode),
            region_id: self.region_id,
            department_ids: self.department_ids.clone(),
            email: required_email(&mut check, "email", &self.email),
            phone: required_phone(&mut check, "phone", &self.phone),
            web: check.optional_url("web", self.web.as_deref()),
            chair_first_name: check.line("chairFirstName", &self.chair_first_name, 100),
            chair_last_name: check.line("chairLastName", &self.chair_last_name, 100),
            chair_email: required_email(&mut check, "chairEmail", &self.chair_email),
            chair_phone: required_phone(&mut check, "chairPhone", &self.chair_phone),
            expected_members: self.expected_members,
            instructor_count: self.instructor_count,
            activities: check.text("activities", &self.activities, MAX_ACTIVITIES_CHARS),
            consent_version: CONSENT_VERSION.to_owned(),
        };
        check.finish()?;
        Ok(values)
    }
}

const REFERENCES: &[ReferenceRule] = &[("branch_request_region_fkey", "", "regionId")];

fn too_many() -> AppError {
    AppError::coded(
        ErrorCode::TooManyAttempts,
        "Žádostí bylo v poslední době odesláno příliš mnoho. Zkuste to prosím později.",
    )
}

/// Sends an application (public) and e-mails the chair the confirmation link. One client
/// address sends at most [`rules::MAX_PER_ADDRESS_PER_HOUR`] an hour and one chair's e-mail is
/// named at most [`rules::MAX_PER_EMAIL_PER_DAY`] times a day (both counted under a lock, so
/// concurrent sends cannot slip past). A club or a confirmed application with the same name or
/// IČO is a CONFLICT. Returns the e-mail the confirmation went to.
pub async fn submit_branch_request(
    app: &App,
    actor: &Actor,
    request: SubmitBranchRequest,
) -> AppResult<String> {
    let values = request.values()?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    if values.department_ids.iter().any(|id| {
        !departments
            .iter()
            .any(|department| department.department_id == *id)
    }) {
        return Err(AppError::field(
            "departmentIds",
            "Vybraný záznam neexistuje.",
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "branch_request").await?;
    stopa_db::lock_for_transaction(write.tx(), "branch_request:submit").await?;
    let (from_address, for_email) =
        db::count_recent(write.tx(), &actor.client_address, &values.chair_email).await?;
    if from_address >= rules::MAX_PER_ADDRESS_PER_HOUR || for_email >= rules::MAX_PER_EMAIL_PER_DAY
    {
        return Err(too_many());
    }
    let (name_taken, ico_taken) =
        db::name_or_ico_taken(write.tx(), &values.name, values.ico.as_deref()).await?;
    if name_taken {
        return Err(AppError::Conflict {
            field: "name".to_owned(),
            message: "Klub nebo pobočný spolek s tímto názvem už je ve svazu registrován nebo \
                      čeká na vyřízení."
                .to_owned(),
        });
    }
    if ico_taken {
        return Err(AppError::Conflict {
            field: "ico".to_owned(),
            message: "Klub nebo pobočný spolek s tímto IČO už je ve svazu registrován nebo čeká \
                      na vyřízení."
                .to_owned(),
        });
    }
    let (token, token_hash) = new_token();
    let id = db::insert(
        write.tx(),
        &values,
        &token_hash,
        CONFIRM_HOURS,
        &actor.client_address,
    )
    .await
    .map_err(|error| constraint_error(error, &[], REFERENCES))?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    write.commit().await?;
    let link = format!(
        "{}/pobocny-spolek-zakladniho-lyzovani/v-poradku?token={token}",
        app.public_url.trim_end_matches('/')
    );
    let message = stopa_mail::templates::branch_request_confirm(
        &values.chair_email,
        &values.chair_first_name,
        &values.name,
        &link,
        CONFIRM_HOURS,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, None)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(values.chair_email)
}

/// What the confirmation link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
pub enum BranchConfirmation {
    /// The address is confirmed now; the application went to the federation.
    Confirmed,
    /// The link was used before: nothing changes.
    AlreadyConfirmed,
}

/// Confirms the chair's e-mail by the token of the link (public). The token works once within
/// [`CONFIRM_HOURS`]; a second click answers [`BranchConfirmation::AlreadyConfirmed`], an
/// expired link or an unknown token an error that says which (the token is 256 random bits,
/// so telling them apart reveals nothing).
pub async fn confirm_branch_request(
    app: &App,
    actor: &Actor,
    token: &str,
) -> AppResult<BranchConfirmation> {
    let token = token.trim();
    if token.is_empty() || token.len() > 200 {
        return Err(invalid_link());
    }
    let mut write = AuditedWrite::begin(app, actor, "branch_request").await?;
    let found = db::find_by_token_for_update(write.tx(), &hash_token(token))
        .await?
        .ok_or_else(invalid_link)?;
    if found.state != BranchRequestState::Unconfirmed {
        return Ok(BranchConfirmation::AlreadyConfirmed);
    }
    if found.expired {
        return Err(AppError::coded(
            ErrorCode::InvalidToken,
            "Platnost odkazu vypršela. Odešlete prosím žádost znovu.",
        ));
    }
    db::mark_confirmed(write.tx(), found.branch_request_id).await?;
    write
        .audit("confirm", found.branch_request_id, None::<&()>, None::<&()>)
        .await?;
    write.commit().await?;
    Ok(BranchConfirmation::Confirmed)
}

fn invalid_link() -> AppError {
    AppError::coded(
        ErrorCode::InvalidToken,
        "Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.",
    )
}

/// Locks a pending application for a decision by Admin.
async fn pending_request(
    actor: &Actor,
    connection: &mut sqlx::PgConnection,
    id: i64,
) -> AppResult<BranchRequestRow> {
    let row = db::find_for_update(&mut *connection, id)
        .await?
        .filter(|row| row.state != BranchRequestState::Unconfirmed)
        .ok_or(AppError::NotFound)?;
    if policy::club_request_access(&actor.identity, row.region_id) != AccessLevel::Write {
        return Err(actor.refusal());
    }
    if row.state != BranchRequestState::Pending {
        return Err(AppError::coded(
            ErrorCode::AlreadyDecided,
            "Žádost už byla vyřízena.",
        ));
    }
    Ok(row)
}

async fn decided(app: &App, actor: &Actor, id: i64) -> AppResult<BranchRequest> {
    let row = db::find(&app.pool, id).await?.ok_or(AppError::NotFound)?;
    to_requests(app, actor, vec![row])
        .await?
        .pop()
        .ok_or(AppError::NotFound)
}

/// Approves an application (Admin): creates the club (legal form *pobočný spolek*) with
/// `code` and `short_name` (the name when left empty and short enough), invites the chair as
/// its manager with every club flag and e-mails the chair the code and the next steps.
/// Deciding twice is refused.
pub async fn approve_branch_request(
    app: &App,
    actor: &Actor,
    id: i64,
    code: &str,
    short_name: Option<&str>,
) -> AppResult<BranchRequest> {
    let mut write = AuditedWrite::begin(app, actor, "branch_request").await?;
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
        code: code.clone(),
        name: row.name.clone(),
        short_name,
        ico: row.ico.clone(),
        legal_form: LegalForm::BranchAssociation,
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
        email: row.chair_email.clone(),
        first_name: row.chair_first_name.clone(),
        last_name: row.chair_last_name.clone(),
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
    db::decide(
        write.tx(),
        id,
        BranchRequestState::Approved,
        Some(club_id),
        None,
        decided_by,
    )
    .await?;
    write.audit("approve", id, Some(&row), Some(&club)).await?;
    write.commit().await?;
    send_invitation(app, &invitation, Some(&row.name), &token, decided_by).await?;
    let link = format!(
        "{}/pobocny-spolek-zakladniho-lyzovani/dokonceno",
        app.public_url.trim_end_matches('/')
    );
    let message =
        stopa_mail::templates::branch_request_approved(&row.chair_email, &row.name, &code, &link);
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, decided_by)
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, actor, id).await
}

/// Rejects an application with a reason (Admin); the reason is e-mailed to the chair.
pub async fn reject_branch_request(
    app: &App,
    actor: &Actor,
    id: i64,
    reason: &str,
) -> AppResult<BranchRequest> {
    let mut write = AuditedWrite::begin(app, actor, "branch_request").await?;
    let row = pending_request(actor, write.tx(), id).await?;
    let mut check = FormCheck::new();
    let reason = check.text("reason", reason, 2000);
    check.finish()?;
    let decided_by = actor.account_id();
    db::decide(
        write.tx(),
        id,
        BranchRequestState::Rejected,
        None,
        Some(&reason),
        decided_by,
    )
    .await?;
    write.audit("reject", id, Some(&row), Some(&reason)).await?;
    write.commit().await?;
    let message =
        stopa_mail::templates::branch_request_rejected(&row.chair_email, &row.name, &reason);
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, decided_by)
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, actor, id).await
}
