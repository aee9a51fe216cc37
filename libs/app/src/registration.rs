//! Members registering themselves — or a parent a child — at a club. The rules are written down
//! in `stopa_domain::registration`: the public form, the e-mailed confirmation, the club's
//! worklist and its decisions, the account and the welcome link of an approved member.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use stopa_db::account;
use stopa_db::registration::{self as db, RegistrationRow, RegistrationValues};
use stopa_domain::auth::{hash_token, new_token};
use stopa_domain::club::ClubState;
use stopa_domain::error_code::ErrorCode;
use stopa_domain::member::AnswerStatus;
use stopa_domain::policy;
use stopa_domain::registration::{
    self as rules, CONFIRM_HOURS, CONSENT_VERSION, RegistrationState, Requirement,
};
use stopa_domain::validation::{FormCheck, REQUIRED};
use uuid::Uuid;

use crate::error::{AppError, AppResult};
use crate::job::SendEmail;
use crate::member_record::MemberInput;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The youngest member who sends a request alone; for a younger one a parent does.
pub const SELF_REGISTRATION_AGE: u32 = 15;
/// A child registered by a parent is younger than this.
pub const ADULT_AGE: u32 = 18;

/// The public form `/registrace-clena`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SubmitMemberRegistrationInput"))]
pub struct SubmitMemberRegistration {
    pub club_id: i64,
    /// A parent registers a child (the applicant is the parent).
    pub for_child: bool,
    /// The parent's name; ignored (the member's) when the member registers alone.
    pub applicant_first_name: Option<String>,
    pub applicant_last_name: Option<String>,
    /// Where the confirmation link goes and the account the member will belong to.
    pub applicant_email: String,
    pub applicant_phone: Option<String>,
    pub member: MemberInput,
    /// The version of the consent text agreed to (`registrationConsent.version`).
    pub consent_version: String,
}

fn age_on(birth_date: NaiveDate, today: NaiveDate) -> u32 {
    let mut age = today.year() - birth_date.year();
    if (today.month(), today.day()) < (birth_date.month(), birth_date.day()) {
        age -= 1;
    }
    u32::try_from(age).unwrap_or(0)
}

fn field_error(field: &str, message: &str) -> AppError {
    AppError::field(field, message)
}

impl SubmitMemberRegistration {
    fn values(self, today: NaiveDate) -> AppResult<RegistrationValues> {
        // The register's own checks of the member form; a FIS code and an answer are the
        // club's business, never the applicant's.
        let mut input = self.member;
        input.fis_code = None;
        input.answer_status = AnswerStatus::WithoutAnswer;
        let member = input.values(today)?;
        let mut check = FormCheck::new();
        let applicant_email = check
            .optional_email("applicantEmail", Some(&self.applicant_email))
            .unwrap_or_else(|| {
                check.add("applicantEmail", REQUIRED);
                String::new()
            });
        let applicant_phone =
            check.optional_phone("applicantPhone", self.applicant_phone.as_deref());
        let age = age_on(member.birth_date, today);
        let (applicant_first_name, applicant_last_name) = if self.for_child {
            if age >= ADULT_AGE {
                check.add("forChild", "Zletilý člen podává přihlášku sám za sebe.");
            }
            (
                check.line(
                    "applicantFirstName",
                    self.applicant_first_name.as_deref().unwrap_or_default(),
                    100,
                ),
                check.line(
                    "applicantLastName",
                    self.applicant_last_name.as_deref().unwrap_or_default(),
                    100,
                ),
            )
        } else {
            if age < SELF_REGISTRATION_AGE {
                check.add(
                    "forChild",
                    "Za dítě mladší 15 let podává přihlášku zákonný zástupce.",
                );
            }
            (member.first_name.clone(), member.last_name.clone())
        };
        if self.consent_version != CONSENT_VERSION {
            check.add(
                "consentVersion",
                "Bez souhlasu se zpracováním osobních údajů přihlášku odeslat nelze. Obnovte \
                 prosím stránku a souhlas potvrďte.",
            );
        }
        check.finish()?;
        // The register keeps only an e-mail somebody vouched for: the applicant's own, which
        // the link confirms. A child's own address typed by a parent is not confirmed by
        // anyone; it is kept only when it is the parent's (the club adds it later otherwise).
        let mut member = member;
        let verified = applicant_email.to_lowercase();
        member.email = if self.for_child {
            member
                .email
                .filter(|email| email.to_lowercase() == verified)
        } else {
            Some(verified.clone())
        };
        Ok(RegistrationValues {
            club_id: self.club_id,
            for_child: self.for_child,
            applicant_first_name,
            applicant_last_name,
            applicant_email: applicant_email.to_lowercase(),
            applicant_phone,
            member,
            consent_version: CONSENT_VERSION.to_owned(),
        })
    }
}

fn too_many() -> AppError {
    AppError::coded(
        ErrorCode::TooManyAttempts,
        "Přihlášek bylo v poslední době odesláno příliš mnoho. Zkuste to prosím později.",
    )
}

/// Sends a registration request (public) and e-mails the applicant the confirmation link.
/// The answer is the applicant's e-mail whatever the register holds: sending looks up no
/// member and no account (spec: no enumeration by text or timing). Limits per client address
/// and per e-mail as [`rules::MAX_PER_ADDRESS_PER_HOUR`] and [`rules::MAX_PER_EMAIL_PER_DAY`].
pub async fn submit_member_registration(
    app: &App,
    actor: &Actor,
    request: SubmitMemberRegistration,
) -> AppResult<String> {
    let today = crate::today();
    let values = request.values(today)?;
    let club = stopa_db::club::find_club(&app.pool, values.club_id)
        .await?
        .filter(|club| club.state == ClubState::Active)
        .ok_or_else(|| field_error("clubId", "Vyberte klub, do kterého se hlásíte."))?;
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    let allowed = stopa_db::request_limit::take_allowance(
        &mut connection,
        "member_registration_address",
        &actor.client_address,
        rules::MAX_PER_ADDRESS_PER_HOUR,
        3600,
    )
    .await?
        && stopa_db::request_limit::take_allowance(
            &mut connection,
            "member_registration_email",
            &crate::auth::hex_sha256(&values.applicant_email),
            rules::MAX_PER_EMAIL_PER_DAY,
            86_400,
        )
        .await?;
    drop(connection);
    if !allowed {
        return Err(too_many());
    }
    let (token, token_hash) = new_token();
    let mut write = AuditedWrite::begin(app, actor, "member_registration").await?;
    let (id, uuid) = db::insert(
        write.tx(),
        &values,
        &token_hash,
        CONFIRM_HOURS,
        &actor.client_address,
    )
    .await?;
    write
        .audit(
            "create",
            id,
            None::<&()>,
            Some(&serde_json::json!({
                "clubId": values.club_id,
                "forChild": values.for_child,
                "consentVersion": values.consent_version,
            })),
        )
        .await?;
    write.commit().await?;
    let link = format!(
        "{}/registrace-clena-dokonceni/{uuid}?token={token}",
        app.public_url.trim_end_matches('/')
    );
    let message = stopa_mail::templates::registration_confirm(
        &values.applicant_email,
        &values.applicant_first_name,
        &format!("{} {}", values.member.first_name, values.member.last_name),
        &club.name,
        &link,
        CONFIRM_HOURS,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, None)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(values.applicant_email)
}

/// What the applicant sees of a request at `/registrace-clena-dokonceni/{memberUuid}`: the
/// club, the member's first name, the state and the conditions (no birth number, no address).
#[derive(Debug, Clone)]
pub struct RegistrationStatus {
    pub uuid: Uuid,
    pub club_name: String,
    pub member_first_name: String,
    pub state: RegistrationState,
    pub requirements: Vec<Requirement>,
}

fn status(row: &RegistrationRow) -> RegistrationStatus {
    RegistrationStatus {
        uuid: row.registration_uuid,
        club_name: row.club_name.clone(),
        member_first_name: row.first_name.clone(),
        state: row.state,
        requirements: rules::requirements(row.state, row.member_values.birth_number.is_some()),
    }
}

fn invalid_link() -> AppError {
    AppError::coded(
        ErrorCode::InvalidToken,
        "Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.",
    )
}

/// Confirms the applicant's e-mail by the link's uuid and token (public). The token works
/// once within [`CONFIRM_HOURS`]; a second click shows the status again and changes nothing.
pub async fn confirm_member_registration(
    app: &App,
    actor: &Actor,
    uuid: Uuid,
    token: &str,
) -> AppResult<RegistrationStatus> {
    let token = token.trim();
    if token.is_empty() || token.len() > 200 {
        return Err(invalid_link());
    }
    let mut write = AuditedWrite::begin(app, actor, "member_registration").await?;
    let found = db::find_by_token_for_update(write.tx(), uuid, &hash_token(token))
        .await?
        .ok_or_else(invalid_link)?;
    if found.state == RegistrationState::Unconfirmed {
        if found.expired {
            return Err(AppError::coded(
                ErrorCode::InvalidToken,
                "Platnost odkazu vypršela. Vyplňte prosím přihlášku znovu.",
            ));
        }
        db::mark_confirmed(write.tx(), found.member_registration_id).await?;
        write
            .audit(
                "confirm",
                found.member_registration_id,
                None::<&()>,
                None::<&()>,
            )
            .await?;
        write.commit().await?;
        let row = db::find(&app.pool, found.member_registration_id)
            .await?
            .ok_or(AppError::NotFound)?;
        notify_club(
            app,
            row.club_id,
            &format!(
                "Do klubu {} se přihlásil nový člen: {} {}.",
                row.club_name, row.first_name, row.last_name
            ),
        )
        .await;
        return Ok(status(&row));
    }
    drop(write);
    let row = db::find(&app.pool, found.member_registration_id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(status(&row))
}

/// Tells the club's managers who may create its members that a request waits for them
/// (after the applicant confirmed it). Failing to queue is logged, never the applicant's error.
pub(crate) async fn notify_club(app: &App, club_id: i64, what: &str) {
    let managers = match stopa_db::invitation::list_club_managers(&app.pool, club_id).await {
        Ok(managers) => managers,
        Err(error) => {
            tracing::error!(%error, club_id, "club managers not read for a notification");
            return;
        }
    };
    let link = format!(
        "{}/evidence/kluby/{club_id}/zadosti",
        app.public_url.trim_end_matches('/')
    );
    for manager in managers.iter().filter(|manager| {
        manager
            .permissions
            .iter()
            .any(|flag| flag == stopa_domain::identity::ClubPermission::MemberCreateEdit.as_str())
    }) {
        let message = stopa_mail::templates::club_request_waiting(
            &manager.email,
            &manager.first_name,
            what,
            &link,
        );
        if let Err(error) = app
            .queues
            .enqueue(&app.pool, &SendEmail { message }, None)
            .await
        {
            tracing::error!(%error, club_id, "club notification not queued");
        }
    }
}

/// The status of a request by its uuid (public: the uuid is the applicant's handle, 122
/// random bits). An unknown uuid is NOT_FOUND.
pub async fn registration_status(app: &App, uuid: Uuid) -> AppResult<RegistrationStatus> {
    let row = db::find_by_uuid(&app.pool, uuid)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(status(&row))
}

/// A request as the club sees it.
#[derive(Debug, Clone)]
pub struct Registration {
    pub row: RegistrationRow,
    pub requirements: Vec<Requirement>,
    pub can_decide: bool,
    /// Whether the asker may see personal data (birth number, address, contacts); they are
    /// emptied otherwise (`policy::member_personal_info_access`).
    pub personal_visible: bool,
}

async fn club_checked(
    connection: &mut sqlx::PgConnection,
    actor: &Actor,
    club_id: i64,
) -> AppResult<()> {
    let club = stopa_db::club::find_club(&mut *connection, club_id)
        .await?
        .ok_or(AppError::NotFound)?;
    policy::check_member_create(&actor.identity, Some(&crate::club::facts(&club)))?;
    Ok(())
}

fn registration(mut row: RegistrationRow, personal_visible: bool) -> Registration {
    let requirements = rules::requirements(row.state, row.member_values.birth_number.is_some());
    if !personal_visible {
        let values = &mut row.member_values.0;
        values.birth_number = None;
        values.street = None;
        values.house_number = None;
        values.orientation_number = None;
        values.municipality_part = None;
        values.email = None;
        values.phone = None;
        row.applicant_email = String::new();
        row.applicant_phone = None;
    }
    Registration {
        requirements,
        can_decide: row.state == RegistrationState::Pending,
        personal_visible,
        row,
    }
}

/// The confirmed requests of a club: for those who may create members of the club (its
/// managers with MEMBER_CREATE_EDIT, staff with MEMBER_AND_CLUB_MANAGER in scope, Admin).
pub async fn club_registrations(
    app: &App,
    actor: &Actor,
    club_id: i64,
    state: Option<RegistrationState>,
) -> AppResult<Vec<Registration>> {
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    club_checked(&mut connection, actor, club_id).await?;
    Ok(db::list_of_club(&mut *connection, club_id, state)
        .await?
        .into_iter()
        .map(|row| registration(row, personal(actor)))
        .collect())
}

async fn pending(
    actor: &Actor,
    connection: &mut sqlx::PgConnection,
    id: i64,
) -> AppResult<RegistrationRow> {
    let row = db::find_for_update(&mut *connection, id)
        .await?
        .filter(|row| row.state != RegistrationState::Unconfirmed)
        .ok_or(AppError::NotFound)?;
    club_checked(&mut *connection, actor, row.club_id).await?;
    if row.state != RegistrationState::Pending {
        return Err(AppError::coded(
            ErrorCode::AlreadyDecided,
            "Přihláška už byla vyřízena.",
        ));
    }
    Ok(row)
}

fn personal(actor: &Actor) -> bool {
    policy::member_personal_info_access(&actor.identity).can_read()
}

async fn decided(app: &App, actor: &Actor, id: i64) -> AppResult<Registration> {
    Ok(registration(
        db::find(&app.pool, id).await?.ok_or(AppError::NotFound)?,
        personal(actor),
    ))
}

/// Gives the account of `email` — created without a password when there is none — a Person
/// identity of the member (unless it has one). Returns the account and, when the account has
/// no password yet, the token of the welcome link that sets it.
pub(crate) async fn grant_member(
    connection: &mut sqlx::PgConnection,
    email: &str,
    first_name: &str,
    last_name: &str,
    member_id: i64,
) -> AppResult<(i64, Option<String>)> {
    let existing = account::find_account_by_email(&mut *connection, email).await?;
    let (account_id, new_account) = match existing {
        Some(found) if !found.active => {
            return Err(AppError::Conflict {
                field: "email".to_owned(),
                message: "Účet s touto e-mailovou adresou je zablokovaný. Obraťte se na \
                          sekretariát svazu."
                    .to_owned(),
            });
        }
        Some(found) => (found.account_id, found.password_hash.is_none()),
        None => (
            account::insert_account(&mut *connection, email, first_name, last_name, None).await?,
            true,
        ),
    };
    // At most one live Person identity per account and member, also when two approvals
    // or confirmations race (a unique index; the second insert does nothing).
    db::insert_person_identity(&mut *connection, account_id, member_id).await?;
    if !new_account {
        return Ok((account_id, None));
    }
    let (token, token_hash) = new_token();
    account::insert_password_reset_token(
        &mut *connection,
        account_id,
        &token_hash,
        Utc::now() + Duration::days(rules::WELCOME_TOKEN_DAYS),
    )
    .await?;
    Ok((account_id, Some(token)))
}

/// The welcome page's address: the registration number, and the token when there is one.
pub(crate) fn welcome_link(app: &App, registration_number: i64, token: Option<&str>) -> String {
    let mut link = format!(
        "{}/vitej?approved=1&registrationNumber={registration_number}",
        app.public_url.trim_end_matches('/')
    );
    if let Some(token) = token {
        link.push_str("&token=");
        link.push_str(token);
    }
    link
}

/// Approves a request (the club): writes the member with a new registration number and its
/// membership from today, gives the applicant's account (a new one without a password when
/// the e-mail has none) a Person identity of the member, and e-mails the welcome link — with a
/// token that sets the password when the account is new. A birth number already in the
/// register is a CONFLICT (nothing is written).
pub async fn approve_member_registration(
    app: &App,
    actor: &Actor,
    id: i64,
) -> AppResult<Registration> {
    let today = crate::today();
    let mut write = AuditedWrite::begin(app, actor, "member_registration").await?;
    let row = pending(actor, write.tx(), id).await?;
    let values = row.member_values.0.clone();
    let member_id =
        match stopa_db::member::insert_member_record(write.tx(), &values, Some(row.club_id), today)
            .await
        {
            Ok(member_id) => member_id,
            Err(error) if error.unique_constraint() == Some("member_birth_number_key") => {
                return Err(AppError::Conflict {
                    field: "birthNumber".to_owned(),
                    message: "Člen s tímto rodným číslem už je v evidenci. Přihlášku zamítněte a \
                              domluvte se s žadatelem na přestupu nebo na propojení účtu s \
                              existujícím členem."
                        .to_owned(),
                });
            }
            Err(error) => return Err(error.into()),
        };
    stopa_db::ruian::set_member_address_links(write.tx(), &[member_id], &[None], &[None]).await?;
    crate::address::link_member_addresses(write.tx(), Some(&[member_id])).await?;
    let (account_id, token) = grant_member(
        write.tx(),
        &row.applicant_email,
        &row.applicant_first_name,
        &row.applicant_last_name,
        member_id,
    )
    .await?;
    let new_account = token.is_some();
    db::decide(
        write.tx(),
        id,
        RegistrationState::Approved,
        Some(member_id),
        None,
        actor.account_id(),
    )
    .await?;
    write
        .audit(
            "approve",
            id,
            None::<&()>,
            Some(&serde_json::json!({ "memberId": member_id, "accountId": account_id })),
        )
        .await?;
    write.commit().await?;
    let approved = decided(app, actor, id).await?;
    let registration_number = i64::from(approved.row.registration_number.unwrap_or_default());
    let link = welcome_link(app, registration_number, token.as_deref());
    let message = stopa_mail::templates::registration_approved(
        &row.applicant_email,
        &format!("{} {}", row.first_name, row.last_name),
        &row.club_name,
        registration_number,
        &link,
        new_account,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(approved)
}

/// Rejects a request with a reason (the club); the reason is e-mailed to the applicant.
pub async fn reject_member_registration(
    app: &App,
    actor: &Actor,
    id: i64,
    reason: &str,
) -> AppResult<Registration> {
    let mut write = AuditedWrite::begin(app, actor, "member_registration").await?;
    let row = pending(actor, write.tx(), id).await?;
    let mut check = FormCheck::new();
    let reason = check.text("reason", reason, 2000);
    check.finish()?;
    db::decide(
        write.tx(),
        id,
        RegistrationState::Rejected,
        None,
        Some(&reason),
        actor.account_id(),
    )
    .await?;
    write
        .audit("reject", id, None::<&()>, Some(&reason))
        .await?;
    write.commit().await?;
    let message = stopa_mail::templates::registration_rejected(
        &row.applicant_email,
        &format!("{} {}", row.first_name, row.last_name),
        &row.club_name,
        &reason,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, actor, id).await
}
