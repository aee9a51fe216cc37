//! Linking an account to a member already in the register (`/vyhledat-clena`,
//! `/registrace/{memberUuid}`); the rules are written down in `stopa_domain::registration`.

use chrono::NaiveDate;
use stopa_db::registration::{self as db, ClaimRow};
use stopa_domain::auth::{hash_token, new_token};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::policy;
use stopa_domain::registration::{self as rules, CONFIRM_HOURS, RegistrationState, mask_email};
use stopa_domain::validation::FormCheck;
use uuid::Uuid;

use crate::error::{AppError, AppResult};
use crate::job::SendEmail;
use crate::registration::{grant_member, welcome_link};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The search form of `/vyhledat-clena`: every field required.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "FindMemberInput"))]
pub struct FindMember {
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub club_id: i64,
}

/// A member the search found, as the public may see it.
#[derive(Debug, Clone)]
pub struct FoundMember {
    pub uuid: Uuid,
    pub name: String,
    pub club_name: String,
    /// The register's e-mail, masked; `None` when it holds none (the club will approve).
    pub masked_email: Option<String>,
}

fn too_many() -> AppError {
    AppError::coded(
        ErrorCode::TooManyAttempts,
        "Z této adresy přišlo v poslední hodině příliš mnoho žádostí. Zkuste to prosím později.",
    )
}

async fn allowance(app: &App, kind: &str, key: &str, limit: i64, seconds: i64) -> AppResult<()> {
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    if stopa_db::request_limit::take_allowance(&mut connection, kind, key, limit, seconds).await? {
        Ok(())
    } else {
        Err(too_many())
    }
}

/// Finds the members of a club with this name and birth date (public, limited per client
/// address). An empty answer says only that nobody matches all four.
pub async fn find_member(
    app: &App,
    actor: &Actor,
    input: FindMember,
) -> AppResult<Vec<FoundMember>> {
    let mut check = FormCheck::new();
    let first_name = check.text("firstName", &input.first_name, 100);
    let last_name = check.text("lastName", &input.last_name, 100);
    check.finish()?;
    allowance(
        app,
        "member_search_address",
        &actor.client_address,
        rules::MAX_SEARCHES_PER_ADDRESS_PER_HOUR,
        3600,
    )
    .await?;
    Ok(db::find_members(
        &app.pool,
        &first_name,
        &last_name,
        input.birth_date,
        input.club_id,
    )
    .await?
    .into_iter()
    .map(|found| FoundMember {
        uuid: found.uuid,
        name: format!("{} {}", found.first_name, found.last_name),
        club_name: found.club_name,
        masked_email: found.email.as_deref().map(mask_email),
    })
    .collect())
}

/// Asks to link an account to the member `uuid` (public). The link goes to the e-mail the
/// register holds (answered masked); where it holds none, to `email` (required then), and the
/// member's club approves after the confirmation. Limited per client address and per e-mail.
pub async fn claim_member(
    app: &App,
    actor: &Actor,
    uuid: Uuid,
    email: Option<String>,
) -> AppResult<String> {
    let member = db::find_member_by_uuid(&app.pool, uuid)
        .await?
        .ok_or(AppError::NotFound)?;
    let (target, via_club, answer) = match member.email.as_deref() {
        Some(registered) if !registered.trim().is_empty() => (
            registered.trim().to_lowercase(),
            false,
            mask_email(registered.trim()),
        ),
        _ => {
            let mut check = FormCheck::new();
            let given = check.optional_email("email", email.as_deref());
            if email
                .as_deref()
                .map(str::trim)
                .unwrap_or_default()
                .is_empty()
            {
                check.add(
                    "email",
                    "V evidenci u člena není e-mail. Zadejte svůj; propojení pak schválí klub.",
                );
            }
            if member.club_id.is_none() {
                check.add(
                    "email",
                    "Člen není v žádném klubu, propojení nemá kdo schválit. Obraťte se na sekretariát svazu.",
                );
            }
            check.finish()?;
            let given = given.unwrap_or_default().to_lowercase();
            (given.clone(), true, given)
        }
    };
    allowance(
        app,
        "member_registration_address",
        &actor.client_address,
        rules::MAX_PER_ADDRESS_PER_HOUR,
        3600,
    )
    .await?;
    // Counted per e-mail and member, apart from the registrations: claiming one member
    // repeatedly cannot lock its holder out of registering a child or claiming another.
    allowance(
        app,
        "member_claim_email",
        &crate::auth::hex_sha256(&format!("{target}:{}", member.member_id)),
        rules::MAX_CLAIMS_PER_EMAIL_AND_MEMBER_PER_DAY,
        86_400,
    )
    .await?;
    let (token, token_hash) = new_token();
    let mut write = AuditedWrite::begin(app, actor, "member_claim").await?;
    let id = db::insert_claim(
        write.tx(),
        member.member_id,
        &target,
        via_club,
        member.club_id,
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
            Some(&serde_json::json!({ "memberId": member.member_id, "viaClub": via_club })),
        )
        .await?;
    write.commit().await?;
    let link = format!(
        "{}/registrace/{uuid}?token={token}",
        app.public_url.trim_end_matches('/')
    );
    let message = stopa_mail::templates::member_claim_confirm(
        &target,
        &format!("{} {}", member.first_name, member.last_name),
        &link,
        CONFIRM_HOURS,
        via_club,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, None)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(answer)
}

/// What a confirmed link did.
#[derive(Debug, Clone)]
pub struct ClaimOutcome {
    pub state: RegistrationState,
    pub member_first_name: String,
    pub registration_number: i64,
    /// The account's e-mail (the confirmer reads that mailbox).
    pub email: String,
    /// The welcome link's password token, when the account has no password yet; given once,
    /// on the confirmation that linked the member.
    pub welcome_token: Option<String>,
}

fn outcome(row: &ClaimRow, welcome_token: Option<String>) -> ClaimOutcome {
    ClaimOutcome {
        state: row.state,
        member_first_name: row.first_name.clone(),
        registration_number: i64::from(row.registration_number),
        email: row.email.clone(),
        welcome_token,
    }
}

fn invalid_link() -> AppError {
    AppError::coded(
        ErrorCode::InvalidToken,
        "Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.",
    )
}

/// Confirms a claim by the link's member uuid and token (public; once, [`CONFIRM_HOURS`]).
/// A claim to the register's e-mail links the member at once; one via the club waits for it.
pub async fn confirm_member_claim(
    app: &App,
    actor: &Actor,
    uuid: Uuid,
    token: &str,
) -> AppResult<ClaimOutcome> {
    let token = token.trim();
    if token.is_empty() || token.len() > 200 {
        return Err(invalid_link());
    }
    let mut write = AuditedWrite::begin(app, actor, "member_claim").await?;
    let row = db::find_claim_by_token_for_update(write.tx(), uuid, &hash_token(token))
        .await?
        .ok_or_else(invalid_link)?;
    if row.state != RegistrationState::Unconfirmed {
        return Ok(outcome(&row, None));
    }
    if row.expired {
        return Err(AppError::coded(
            ErrorCode::InvalidToken,
            "Platnost odkazu vypršela. Požádejte o propojení znovu.",
        ));
    }
    let (state, welcome_token) = if row.via_club {
        (RegistrationState::Pending, None)
    } else {
        let (_, token) = grant_member(
            write.tx(),
            &row.email,
            &row.first_name,
            &row.last_name,
            row.member_id,
        )
        .await?;
        (RegistrationState::Approved, token)
    };
    db::set_claim_state(write.tx(), row.member_claim_id, state, true, None, None).await?;
    write
        .audit("confirm", row.member_claim_id, None::<&()>, Some(&state))
        .await?;
    write.commit().await?;
    if let (true, Some(club_id)) = (row.via_club, row.club_id) {
        crate::registration::notify_club(
            app,
            club_id,
            &format!(
                "Někdo žádá o propojení účtu {} se členem {} {} (reg. č. {}).",
                row.email, row.first_name, row.last_name, row.registration_number
            ),
        )
        .await;
    }
    Ok(ClaimOutcome {
        state,
        ..outcome(&row, welcome_token)
    })
}

/// A claim as the club sees it.
#[derive(Debug, Clone)]
pub struct Claim {
    pub row: ClaimRow,
    pub can_decide: bool,
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

/// The confirmed claims the club decides (the register held no e-mail): for who may create
/// the club's members.
pub async fn club_claims(app: &App, actor: &Actor, club_id: i64) -> AppResult<Vec<Claim>> {
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    club_checked(&mut connection, actor, club_id).await?;
    Ok(db::list_claims_of_club(&mut *connection, club_id)
        .await?
        .into_iter()
        .map(|row| Claim {
            can_decide: row.state == RegistrationState::Pending,
            row,
        })
        .collect())
}

async fn pending_claim(
    actor: &Actor,
    connection: &mut sqlx::PgConnection,
    id: i64,
) -> AppResult<ClaimRow> {
    let row = db::find_claim_for_update(&mut *connection, id)
        .await?
        .filter(|row| row.via_club && row.state != RegistrationState::Unconfirmed)
        .ok_or(AppError::NotFound)?;
    let club_id = row.club_id.ok_or(AppError::NotFound)?;
    club_checked(&mut *connection, actor, club_id).await?;
    if row.state != RegistrationState::Pending {
        return Err(AppError::coded(
            ErrorCode::AlreadyDecided,
            "Žádost už byla vyřízena.",
        ));
    }
    // The member may have left the club or been archived since the request: only its club
    // of now decides.
    let member = db::find_member_by_uuid(&mut *connection, row.member_uuid).await?;
    if member.and_then(|member| member.club_id) != Some(club_id) {
        return Err(AppError::Conflict {
            field: "id".to_owned(),
            message: "Člen už v klubu není. Žádost zamítněte; o propojení rozhodne jeho \
                      současný klub."
                .to_owned(),
        });
    }
    Ok(row)
}

async fn decided(app: &App, id: i64) -> AppResult<Claim> {
    let row = db::find_claim(&app.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Claim {
        can_decide: false,
        row,
    })
}

/// Approves a claim (the club): the account gets the member and the welcome e-mail goes out.
pub async fn approve_member_claim(app: &App, actor: &Actor, id: i64) -> AppResult<Claim> {
    let mut write = AuditedWrite::begin(app, actor, "member_claim").await?;
    let row = pending_claim(actor, write.tx(), id).await?;
    let (account_id, token) = grant_member(
        write.tx(),
        &row.email,
        &row.first_name,
        &row.last_name,
        row.member_id,
    )
    .await?;
    db::set_claim_state(
        write.tx(),
        id,
        RegistrationState::Approved,
        false,
        None,
        actor.account_id(),
    )
    .await?;
    write
        .audit(
            "approve",
            id,
            None::<&()>,
            Some(&serde_json::json!({ "accountId": account_id })),
        )
        .await?;
    write.commit().await?;
    let number = i64::from(row.registration_number);
    let message = stopa_mail::templates::member_claim_approved(
        &row.email,
        &format!("{} {}", row.first_name, row.last_name),
        number,
        &welcome_link(app, number, token.as_deref()),
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, id).await
}

/// Rejects a claim with a reason (the club); the reason is e-mailed.
pub async fn reject_member_claim(
    app: &App,
    actor: &Actor,
    id: i64,
    reason: &str,
) -> AppResult<Claim> {
    let mut write = AuditedWrite::begin(app, actor, "member_claim").await?;
    let row = pending_claim(actor, write.tx(), id).await?;
    let mut check = FormCheck::new();
    let reason = check.text("reason", reason, 2000);
    check.finish()?;
    db::set_claim_state(
        write.tx(),
        id,
        RegistrationState::Rejected,
        false,
        Some(&reason),
        actor.account_id(),
    )
    .await?;
    write
        .audit("reject", id, None::<&()>, Some(&reason))
        .await?;
    write.commit().await?;
    let message = stopa_mail::templates::member_claim_rejected(
        &row.email,
        &format!("{} {}", row.first_name, row.last_name),
        &reason,
    );
    app.queues
        .enqueue(&app.pool, &SendEmail { message }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?;
    decided(app, id).await
}
