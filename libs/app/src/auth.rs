//! Accounts and sessions: who asks ([`authenticate`]), `me`, logging in and out, password
//! renewal and change, switching identities, and the login limits every password check
//! passes through.
//!
//! The active identity comes from the `identity` cookie. Rules: no cookie means the account's
//! first identity; a cookie naming an identity the account does not hold, or one that cannot
//! be read, means PUBLIC/0 (spec §6). Bearer clients may send the cookie too.

use crate::job::PasswordReset;
use chrono::{DateTime, Utc};
use percent_encoding::{NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use serde::{Deserialize, Serialize};
use stopa_db::account::{self, IdentityRow};
use stopa_db::session;
use stopa_domain::auth as crypto;
use stopa_domain::identity::{Identity, IdentityType, Scope};

use crate::App;
use crate::actor::{Actor, Credential, SessionInfo};
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use stopa_domain::error_code::ErrorCode;

/// Name of the session cookie (HttpOnly; the token itself).
pub const SESSION_COOKIE: &str = "stopa_session";
/// Name of the active-identity cookie of spec §6 (readable by the web app).
pub const IDENTITY_COOKIE: &str = "identity";
/// Default session lifetime of spec §9, sliding with every request.
pub const DEFAULT_SESSION_SECONDS: i64 = 3600;
/// Failed logins per account e-mail allowed within the window.
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
/// Failed logins per client address allowed within the window.
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;
/// The window of the login limits, in seconds.
pub const LOGIN_WINDOW_SECONDS: i64 = 15 * 60;
/// How long an attempt waits for other attempts of the same account or address being checked
/// at the same time before it is refused.
const LOGIN_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// The wire form of the identity cookie: `{"identityType":"TEAM","identityId":5}`,
/// percent-encoded.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct IdentityCookie {
    pub identity_type: String,
    pub identity_id: i64,
}

impl IdentityCookie {
    /// The cookie of an identity.
    pub fn of(identity: &Identity) -> Self {
        Self {
            identity_type: identity.identity_type.as_str().to_owned(),
            identity_id: identity.identity_id,
        }
    }

    pub fn encode(&self) -> String {
        let json = serde_json::to_string(self).unwrap_or_default();
        utf8_percent_encode(&json, NON_ALPHANUMERIC).to_string()
    }

    pub fn decode(value: &str) -> Option<Self> {
        let json = percent_decode_str(value).decode_utf8().ok()?;
        serde_json::from_str(&json).ok()
    }
}

/// Turns a stored identity row into the domain identity.
pub fn identity_from_row(row: &IdentityRow) -> Option<Identity> {
    let identity_type = row.identity_type;
    let scope = match identity_type {
        IdentityType::Public | IdentityType::Admin => Scope::None,
        IdentityType::Person => Scope::Member(row.member_id?),
        IdentityType::Team => Scope::Club(row.club_id?),
        IdentityType::Area => Scope::Region(row.region_id?),
        IdentityType::Section => Scope::Department(row.department_id?),
        IdentityType::Timekeeper => Scope::TimekeepingCompany(row.timekeeping_company_id?),
    };
    Some(Identity::from_stored(
        identity_type,
        row.identity_id,
        scope,
        &row.permissions,
    ))
}

/// Picks the active identity of an account from the identity cookie.
pub fn choose_identity(rows: &[IdentityRow], cookie: Option<&str>) -> Identity {
    let Some(value) = cookie else {
        return rows
            .first()
            .and_then(identity_from_row)
            .unwrap_or_else(Identity::public);
    };
    let Some(wanted) = IdentityCookie::decode(value) else {
        return Identity::public();
    };
    let Some(wanted_type) = IdentityType::parse_any_case(&wanted.identity_type) else {
        return Identity::public();
    };
    rows.iter()
        .filter_map(identity_from_row)
        .find(|identity| {
            identity.identity_id == wanted.identity_id && identity.identity_type == wanted_type
        })
        .unwrap_or_else(Identity::public)
}

/// The credentials a request presented.
#[derive(Debug, Clone, Default)]
pub struct PresentedCredentials<'a> {
    pub bearer_token: Option<&'a str>,
    pub session_cookie: Option<&'a str>,
    pub identity_cookie: Option<&'a str>,
}

/// Where the request comes from, besides its credentials.
#[derive(Debug, Clone, Default)]
pub struct RequestOrigin {
    pub client_address: String,
    pub user_agent: Option<String>,
    /// Over HTTPS: cookies get `Secure`.
    pub secure: bool,
}

/// Resolves who asks: the session (sliding its expiry) and the active identity.
pub async fn authenticate(
    app: &App,
    credentials: &PresentedCredentials<'_>,
    origin: RequestOrigin,
) -> AppResult<Actor> {
    let (token, credential) = match (credentials.bearer_token, credentials.session_cookie) {
        (Some(token), _) => (Some(token), Credential::Bearer),
        (None, Some(token)) => (Some(token), Credential::Cookie),
        (None, None) => (None, Credential::Cookie),
    };
    let found = match token {
        Some(token) => {
            session::touch_session_with_identities(
                &app.pool,
                &crypto::hash_token(token),
                app.session_seconds,
            )
            .await?
        }
        None => None,
    };
    let (session, identity) = match found {
        Some((row, identities)) => (
            Some(SessionInfo {
                session_id: row.session_id,
                account_id: row.account_id,
                expires_at: row.expires_at,
                credential,
            }),
            choose_identity(&identities, credentials.identity_cookie),
        ),
        None => (None, Identity::public()),
    };
    Ok(Actor {
        session,
        identity,
        client_address: origin.client_address,
        user_agent: origin.user_agent,
        secure: origin.secure,
    })
}

/// Where the web app lands after login with an identity (spec §2).
pub fn landing_page(identity: &Identity) -> String {
    match (identity.identity_type, identity.scope) {
        (IdentityType::Public, _) => "/".to_owned(),
        (IdentityType::Team, Scope::Club(club_id)) => {
            format!("/evidence/kluby/{club_id}/informace-o-klubu")
        }
        (IdentityType::Person, Scope::Member(member_id)) => {
            format!("/evidence/clenove/{member_id}/informace-o-clenovi")
        }
        _ => "/evidence/clenove".to_owned(),
    }
}

/// One identity an account can act as, with what it is bound to.
#[derive(Debug, Clone)]
pub struct IdentityView {
    pub identity: Identity,
    /// What the identity is bound to: club, region, department, company or member name.
    pub name: Option<String>,
}

/// A logged-in account.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AccountInfo"))]
pub struct AccountView {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
}

/// What the active identity may do in the evidence (from the permission policy): the web
/// builds its navigation and guards its pages from these.
// So that it cannot disagree with the policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per section of the evidence"
)]
pub struct ZoneActions {
    pub can_list_members: bool,
    pub can_create_members: bool,
    /// Add a member without a club (the others add members only to their clubs).
    pub can_create_members_without_club: bool,
    pub can_list_clubs: bool,
    pub can_create_clubs: bool,
    pub can_read_club_requests: bool,
    pub can_invite_users: bool,
    /// `/evidence/uzivatele`: accounts and invitations (Admin, staff managing club managers,
    /// a club's managers).
    pub can_list_users: bool,
    pub can_manage_codebooks: bool,
    /// The data-cleanup zone (`/evidence/cisteni-dat`).
    pub can_clean_data: bool,
    /// A member's own profile pages (Person).
    pub has_own_profile: bool,
    /// The private events grid (`/evidence/zavody`).
    pub can_list_events: bool,
    /// "Nová událost".
    pub can_create_events: bool,
    /// `/evidence/zavody-k-publikaci`.
    pub can_publish_events: bool,
    /// Offers and requests of events.
    pub can_suggest_events: bool,
    /// `/evidence/casomiry`.
    pub can_list_timekeepers: bool,
    /// Add a timekeeping company.
    pub can_create_timekeepers: bool,
    /// `/evidence/objednavky-a-platby` (PAYMENTS holders and Admin).
    pub can_list_orders: bool,
    /// `/evidence/prestupy-a-hostovani` (clubs, staff, Admin, a Person its own).
    pub can_list_transfers: bool,
    /// The request form of transfers and hostings.
    pub can_request_transfers: bool,
    /// `/evidence/role-v-useku`: the departments' coaches, referees, technical delegates and
    /// instructors (Admin, Area, Section).
    pub can_list_roles: bool,
    /// `/evidence/stm-reprezentace`: sport centers and the national team (Admin, Area,
    /// Section).
    pub can_list_sport_centers: bool,
    /// May read the statistics of a season (`/evidence/statistiky`).
    pub can_read_statistics: bool,
}

/// The [`ZoneActions`] of an identity, all from the policy.
pub fn zone_actions(identity: &Identity) -> ZoneActions {
    use stopa_domain::policy;
    ZoneActions {
        can_list_members: policy::member_list_access(identity).is_ok(),
        can_create_members: policy::may_create_members(identity),
        can_create_members_without_club: policy::check_member_create(identity, None).is_ok(),
        can_list_clubs: policy::club_list_scope(identity).is_ok(),
        can_create_clubs: policy::check_club_create(identity).is_ok(),
        can_read_club_requests: policy::club_requests_scope(identity).is_ok(),
        can_invite_users: policy::check_invite_staff(identity).is_ok(),
        can_list_users: policy::user_list_access(identity).is_ok(),
        can_manage_codebooks: policy::may_manage_codebooks(identity),
        can_clean_data: policy::check_data_cleanup(identity).is_ok(),
        has_own_profile: policy::own_member(identity).is_ok(),
        can_list_events: policy::racing_event_list_scope(identity).is_ok(),
        can_create_events: policy::may_create_racing_events(identity),
        can_publish_events: policy::publication_list_scope(identity).is_ok(),
        can_suggest_events: policy::suggestion_scope(identity).is_ok(),
        can_list_timekeepers: policy::timekeeper_list_scope(identity).is_ok(),
        can_create_timekeepers: policy::check_timekeeper_write(identity).is_ok(),
        can_list_orders: policy::order_list_scope(identity).is_ok(),
        can_list_transfers: policy::transfer_list_scope(identity).is_ok(),
        can_request_transfers: policy::may_request_transfers(identity),
        can_list_roles: policy::role_list_scope(
            identity,
            stopa_domain::member::MemberRoleKind::Instructor,
            None,
        )
        .is_ok(),
        can_list_sport_centers: policy::sport_center_scope(identity).is_ok(),
        can_read_statistics: policy::statistics_scope(identity).is_ok(),
    }
}

/// Who is asking: the account, its identities and the active one.
#[derive(Debug, Clone)]
pub struct Me {
    /// None when nobody is logged in.
    pub account: Option<AccountView>,
    pub identities: Vec<IdentityView>,
    pub active: IdentityView,
    /// When the session expires (None when not logged in).
    pub session_expires_at: Option<DateTime<Utc>>,
}

async fn load_me(
    app: &App,
    session: Option<&SessionInfo>,
    active: &Identity,
    expires_at: Option<DateTime<Utc>>,
) -> AppResult<Me> {
    let Some(session) = session else {
        return Ok(Me {
            account: None,
            identities: Vec::new(),
            active: IdentityView {
                identity: Identity::public(),
                name: None,
            },
            session_expires_at: None,
        });
    };
    let account = account::find_account_by_id(&app.pool, session.account_id)
        .await?
        .ok_or(AppError::Unauthenticated)?;
    let rows = account::list_identities(&app.pool, account.account_id).await?;
    let identities = rows
        .iter()
        .filter_map(|row| {
            identity_from_row(row).map(|identity| IdentityView {
                identity,
                name: row.scope_name.clone(),
            })
        })
        .collect();
    let active_name = rows
        .iter()
        .find(|row| row.identity_id == active.identity_id)
        .and_then(|row| row.scope_name.clone());
    Ok(Me {
        account: Some(AccountView {
            id: account.account_id,
            email: account.email,
            first_name: account.first_name,
            last_name: account.last_name,
        }),
        identities,
        active: IdentityView {
            identity: active.clone(),
            name: active_name,
        },
        session_expires_at: expires_at,
    })
}

/// Who is asking. Works for everybody; the public gets PUBLIC/0 and no account.
pub async fn me(app: &App, actor: &Actor) -> AppResult<Me> {
    let expires = actor.session.as_ref().map(|session| session.expires_at);
    load_me(app, actor.session.as_ref(), &actor.identity, expires).await
}

/// Logging in.
#[derive(Debug)]
pub struct Login {
    pub email: String,
    pub password: String,
}

/// A new session.
#[derive(Debug)]
pub struct LoggedIn {
    /// The session token: the adapter hands it to the client (a cookie or the answer).
    pub token: String,
    pub expires_at: DateTime<Utc>,
    /// The identity the session starts with (for the identity cookie).
    pub active: Identity,
    pub me: Me,
}

fn invalid_credentials() -> AppError {
    AppError::coded(
        ErrorCode::InvalidCredentials,
        "Nesprávný e-mail nebo heslo.",
    )
}

fn too_many_attempts() -> AppError {
    AppError::coded(
        ErrorCode::TooManyAttempts,
        "Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 minut.",
    )
}

/// Logs in. A wrong password and an unknown account get the same answer; too many failed
/// attempts for the account or from the address are refused for a while.
pub async fn login(app: &App, actor: &Actor, request: Login) -> AppResult<LoggedIn> {
    let email = request.email.trim().to_lowercase();
    let found = account::find_account_by_email(&app.pool, &email).await?;
    let stored_hash = found
        .as_ref()
        .and_then(|account| account.password_hash.clone());
    let password_ok = check_password_within_limits(
        app,
        &email,
        &actor.client_address,
        stored_hash,
        request.password,
    )
    .await?;
    let account = match found {
        Some(account) if password_ok && account.active => account,
        _ => return Err(invalid_credentials()),
    };
    let (token, token_hash) = crypto::new_token();
    let expires_at = session::insert_session(
        &app.pool,
        account.account_id,
        &token_hash,
        app.session_seconds,
        actor.user_agent.as_deref(),
        &actor.client_address,
    )
    .await?;
    stopa_db::user::record_login(&app.pool, account.account_id).await?;
    let identities = account::list_identities(&app.pool, account.account_id).await?;
    let active = choose_identity(&identities, None);
    let session = SessionInfo {
        session_id: 0,
        account_id: account.account_id,
        expires_at,
        credential: Credential::Cookie,
    };
    let me = load_me(app, Some(&session), &active, Some(expires_at)).await?;
    Ok(LoggedIn {
        token,
        expires_at,
        active,
        me,
    })
}

/// Ends the actor's session, if any. Always succeeds.
pub async fn logout(app: &App, actor: &Actor) -> AppResult<()> {
    if let Some(session) = &actor.session {
        session::delete_session(&app.pool, session.session_id).await?;
    }
    Ok(())
}

/// Password-renewal requests one client address may send in an hour.
pub const RESETS_PER_ADDRESS_HOUR: i64 = 10;
/// Password-renewal requests for one e-mail in an hour (whoever sends them).
pub const RESETS_PER_EMAIL_HOUR: i64 = 3;

/// Sends a password-renewal link if the address belongs to an active account. The answer is
/// the same either way, and so is the work: every request queues a job, and the worker looks
/// the account up and drops the job for an unknown address, so neither the answer nor its
/// timing reveals whether an account exists. Requests are counted per client address and per
/// e-mail (existing or not, so the limit reveals nothing either): past
/// [`RESETS_PER_ADDRESS_HOUR`] or [`RESETS_PER_EMAIL_HOUR`] an hour they are refused with
/// TOO_MANY_ATTEMPTS and queue nothing — also when a request repeats the mutation under aliases.
pub async fn request_password_reset(app: &App, actor: &Actor, email: &str) -> AppResult<()> {
    let email = email.trim().to_lowercase();
    if email.is_empty() || email.len() > 320 {
        return Ok(());
    }
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    let email_key = hex_sha256(&email);
    let allowed = stopa_db::request_limit::take_allowance(
        &mut connection,
        "password_reset_address",
        &actor.client_address,
        RESETS_PER_ADDRESS_HOUR,
        3600,
    )
    .await?
        && stopa_db::request_limit::take_allowance(
            &mut connection,
            "password_reset_email",
            &email_key,
            RESETS_PER_EMAIL_HOUR,
            3600,
        )
        .await?;
    drop(connection);
    if !allowed {
        return Err(AppError::coded(
            ErrorCode::TooManyAttempts,
            "Žádostí o obnovu hesla bylo v poslední hodině příliš mnoho. Zkuste to prosím později.",
        ));
    }
    app.queues
        .enqueue(&app.pool, &PasswordReset { email }, None)
        .await
        .map_err(crate::job::enqueue_error)?;
    Ok(())
}

/// The SHA-256 of a text in hex: how an e-mail is counted without being stored.
pub(crate) fn hex_sha256(text: &str) -> String {
    use std::fmt::Write as _;
    stopa_domain::auth::hash_token(text)
        .iter()
        .fold(String::with_capacity(64), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}

// Setting a new password with a renewal link's token. (A plain comment: the GraphQL input has no description.)
#[derive(Debug)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ResetPasswordInput"))]
pub struct ResetPassword {
    pub token: String,
    pub password: String,
    pub again: String,
}

/// Checks a new password and its repetition (spec §5 messages).
pub fn check_new_password(password: &str, again: &str) -> AppResult<()> {
    crypto::check_new_password(password, again)
        .map_err(|(field, problem)| AppError::field(field, problem.to_string()))
}

/// Sets a new password with a renewal link's token. The token works once; every session of
/// the account ends.
pub async fn reset_password(app: &App, actor: &Actor, request: ResetPassword) -> AppResult<()> {
    check_new_password(&request.password, &request.again)?;
    let hash = hash_password(request.password).await?;
    let mut write = AuditedWrite::begin(app, actor, "account").await?;
    let Some(account_id) =
        account::consume_password_reset_token(write.tx(), &crypto::hash_token(&request.token))
            .await?
    else {
        return Err(AppError::coded(
            ErrorCode::InvalidToken,
            "Odkaz pro obnovu hesla je neplatný, již použitý nebo vypršel. Požádejte o nový.",
        ));
    };
    account::update_password_hash(write.tx(), account_id, &hash).await?;
    session::delete_account_sessions(write.tx(), account_id, None).await?;
    write.on_behalf_of(account_id);
    write
        .audit("password_reset", account_id, None::<&()>, None::<&()>)
        .await?;
    write.commit().await
}

// Changing the password of the logged-in account. (A plain comment: the GraphQL input has no description.)
#[derive(Debug)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ChangePasswordInput"))]
pub struct ChangePassword {
    pub original: String,
    pub password: String,
    pub again: String,
}

/// Changes the password of the logged-in account (original, new, new again). Other sessions
/// of the account end; this one stays. A wrong original password counts as a failed login:
/// the form must not become a way to guess a password past the login limits.
pub async fn change_password(app: &App, actor: &Actor, request: ChangePassword) -> AppResult<()> {
    let session = actor.session.as_ref().ok_or(AppError::Unauthenticated)?;
    let found = account::find_account_by_id(&app.pool, session.account_id)
        .await?
        .ok_or(AppError::Unauthenticated)?;
    check_new_password(&request.password, &request.again)?;
    let original_ok = check_password_within_limits(
        app,
        &found.email,
        &actor.client_address,
        found.password_hash.clone(),
        request.original,
    )
    .await?;
    if !original_ok {
        return Err(AppError::field("original", "Původní heslo není správné."));
    }
    let hash = hash_password(request.password).await?;
    let mut write = AuditedWrite::begin(app, actor, "account").await?;
    account::update_password_hash(write.tx(), found.account_id, &hash).await?;
    session::delete_account_sessions(write.tx(), found.account_id, Some(session.session_id))
        .await?;
    write
        .audit(
            "password_changed",
            found.account_id,
            None::<&()>,
            None::<&()>,
        )
        .await?;
    write.commit().await
}

/// Makes another identity of the account the active one; the adapter sets the identity
/// cookie of the answer's active identity.
pub async fn switch_identity(
    app: &App,
    actor: &Actor,
    identity_type: IdentityType,
    identity_id: i64,
) -> AppResult<Me> {
    let session = actor.session.as_ref().ok_or(AppError::Unauthenticated)?;
    let rows = account::list_identities(&app.pool, session.account_id).await?;
    let chosen = rows
        .iter()
        .filter_map(identity_from_row)
        .find(|identity| {
            identity.identity_id == identity_id && identity.identity_type == identity_type
        })
        .ok_or(AppError::Forbidden)?;
    load_me(app, Some(session), &chosen, Some(session.expires_at)).await
}

/// Checks a password of the account with `email` under the login limits. Logins, password
/// changes and invitations accepted into an existing account all check passwords here.
///
/// The attempt reserves its place first ([`account::reserve_login_attempt`]): when the
/// failures alone reach a limit it is refused (TOO_MANY_ATTEMPTS) without checking the
/// password; when failures and attempts being checked right now would exceed it, it steps
/// back and waits for them (up to `LOGIN_WAIT`), because each of them might still fail.
/// So at most as many passwords are ever checked as the limit allows, and concurrent right
/// logins of one account wait a moment instead of being refused. A wrong password stays
/// counted as a failure; a right one clears the e-mail's failures.
pub async fn check_password_within_limits(
    app: &App,
    email: &str,
    client_address: &str,
    stored_hash: Option<String>,
    password: String,
) -> AppResult<bool> {
    let pool = &app.pool;
    let started = std::time::Instant::now();
    let attempt = loop {
        let attempt =
            account::reserve_login_attempt(pool, email, client_address, LOGIN_WINDOW_SECONDS)
                .await?;
        let refused = attempt.failed_by_email >= MAX_FAILURES_PER_ACCOUNT
            || attempt.failed_by_address >= MAX_FAILURES_PER_ADDRESS;
        let crowded = attempt.by_email > MAX_FAILURES_PER_ACCOUNT
            || attempt.by_address > MAX_FAILURES_PER_ADDRESS;
        if !refused && !crowded {
            break attempt;
        }
        account::release_login_attempt(pool, attempt.login_failure_id).await?;
        if refused || started.elapsed() >= LOGIN_WAIT {
            return Err(too_many_attempts());
        }
        // The attempts being checked finish in tens of milliseconds; a little jitter keeps
        // the waiting ones from coming back together.
        let jitter = u64::from(std::process::id() ^ started.elapsed().subsec_nanos()) % 40;
        tokio::time::sleep(std::time::Duration::from_millis(40 + jitter)).await;
    };
    let checked = verify_password(stored_hash, password).await;
    match checked {
        Ok(true) => account::delete_login_failures(pool, email).await?,
        Ok(false) => account::record_login_failure(pool, attempt.login_failure_id).await?,
        Err(_) => account::release_login_attempt(pool, attempt.login_failure_id).await?,
    }
    checked
}

/// A piece of password work for [`PASSWORD_THREADS`].
type PasswordJob = Box<dyn FnOnce() + Send>;

/// Threads of their own for argon2, one per core. Each run takes about 19 MiB and a core for
/// tens of milliseconds: a burst of logins queues here instead of taking every core and the
/// memory, and the async workers that serve other requests are never stalled.
static PASSWORD_THREADS: std::sync::LazyLock<std::sync::mpsc::SyncSender<PasswordJob>> =
    std::sync::LazyLock::new(|| {
        let (sender, receiver) = std::sync::mpsc::sync_channel::<PasswordJob>(1024);
        let receiver = std::sync::Arc::new(std::sync::Mutex::new(receiver));
        let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        for index in 0..threads {
            let receiver = receiver.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("stopa-password-{index}"))
                .spawn(move || {
                    loop {
                        let job = match receiver.lock() {
                            Ok(receiver) => receiver.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if let Err(error) = spawned {
                tracing::error!(error.detail = %error, "password thread not started");
            }
        }
        sender
    });

/// Runs argon2 work on [`PASSWORD_THREADS`] and waits for it without blocking the runtime.
async fn password_work<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> AppResult<T> {
    let (done, result) = tokio::sync::oneshot::channel();
    let job: PasswordJob = Box::new(move || {
        let _ = done.send(work());
    });
    PASSWORD_THREADS
        .try_send(job)
        .map_err(|error| match error {
            // A thousand logins waiting: the api is overloaded, the client may try again.
            std::sync::mpsc::TrySendError::Full(_) => AppError::Unavailable,
            std::sync::mpsc::TrySendError::Disconnected(_) => {
                AppError::Internal("password threads stopped".to_owned())
            }
        })?;
    result
        .await
        .map_err(|error| AppError::Internal(format!("password work: {error}")))
}

/// Verifies a password (see `password_work`).
pub async fn verify_password(stored_hash: Option<String>, password: String) -> AppResult<bool> {
    password_work(move || crypto::verify_password(stored_hash.as_deref(), &password)).await
}

/// Hashes a new password (see `password_work`).
pub async fn hash_password(password: String) -> AppResult<String> {
    password_work(move || crypto::hash_password(&password)).await
}
