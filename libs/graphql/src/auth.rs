//! Accounts and sessions: resolving who asks, `me`, login and logout, password reset and
//! change, identity switching.
//!
//! The active identity comes from the `identity` cookie. Rules: no cookie means the account's
//! first identity; a cookie naming an identity the account does not hold, or one that cannot
//! be read, means PUBLIC/0 (spec §6). Bearer clients may send the cookie too.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{DateTime, Duration, Utc};
use percent_encoding::{NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use stopa_db::account::{self, IdentityRow};
use stopa_db::audit::{AuditEntry, insert_audit};
use stopa_db::session;
use stopa_domain::auth as crypto;
use stopa_domain::identity::{Identity, IdentityType, Scope};

use crate::context::{
    Credential, IDENTITY_COOKIE, RequestContext, SESSION_COOKIE, Services, SessionInfo,
};
use crate::error::{ApiError, ApiResult};

/// Failed logins per account e-mail allowed within the window.
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
/// Failed logins per client address allowed within the window.
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;
/// The window of the login limits, in seconds.
pub const LOGIN_WINDOW_SECONDS: i64 = 15 * 60;
/// How long a password-reset link works.
pub const RESET_TOKEN_HOURS: i64 = 2;
/// Reset e-mails an account gets per hour at most; further requests send nothing (and still
/// get the same answer), so nobody can flood a mailbox through the form.
pub const MAX_RESETS_PER_HOUR: i64 = 3;

/// The wire form of the identity cookie: `{"identityType":"TEAM","identityId":5}`,
/// percent-encoded.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct IdentityCookie {
    pub identity_type: String,
    pub identity_id: i64,
}

impl IdentityCookie {
    pub fn encode(&self) -> String {
        let json = serde_json::to_string(self).expect("plain struct serialises");
        utf8_percent_encode(&json, NON_ALPHANUMERIC).to_string()
    }

    pub fn decode(value: &str) -> Option<Self> {
        let json = percent_decode_str(value).decode_utf8().ok()?;
        serde_json::from_str(&json).ok()
    }
}

/// Turns a stored identity row into the domain identity.
pub fn identity_from_row(row: &IdentityRow) -> Option<Identity> {
    let identity_type: IdentityType = row.identity_type.parse().ok()?;
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
    let Ok(wanted_type) = wanted.identity_type.parse::<IdentityType>() else {
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

/// Resolves who asks: the session (sliding its expiry) and the active identity.
pub async fn authenticate(
    pool: &PgPool,
    credentials: &PresentedCredentials<'_>,
    session_seconds: i64,
) -> Result<(Option<SessionInfo>, Identity), sqlx::Error> {
    let (token, credential) = match (credentials.bearer_token, credentials.session_cookie) {
        (Some(token), _) => (token, Credential::Bearer),
        (None, Some(token)) => (token, Credential::Cookie),
        (None, None) => return Ok((None, Identity::public())),
    };
    let Some((row, identities)) =
        session::touch_session_with_identities(pool, &crypto::hash_token(token), session_seconds)
            .await?
    else {
        return Ok((None, Identity::public()));
    };
    let identity = choose_identity(&identities, credentials.identity_cookie);
    let info = SessionInfo {
        session_id: row.session_id,
        account_id: row.account_id,
        expires_at: row.expires_at,
        credential,
    };
    Ok((Some(info), identity))
}

fn cookie_header(
    name: &str,
    value: &str,
    http_only: bool,
    max_age: Option<i64>,
    secure: bool,
) -> String {
    let mut cookie = cookie::Cookie::build((name, value))
        .path("/")
        .http_only(http_only)
        .same_site(cookie::SameSite::Lax)
        .secure(secure);
    if let Some(seconds) = max_age {
        cookie = cookie.max_age(cookie::time::Duration::seconds(seconds));
    }
    cookie.build().to_string()
}

fn set_identity_cookie(
    ctx: &Context<'_>,
    identity: &Identity,
    request: &RequestContext,
    max_age: i64,
) {
    let value = IdentityCookie {
        identity_type: identity_type_enum(identity.identity_type)
            .wire_name()
            .to_owned(),
        identity_id: identity.identity_id,
    }
    .encode();
    ctx.append_http_header(
        "Set-Cookie",
        cookie_header(
            IDENTITY_COOKIE,
            &value,
            false,
            Some(max_age),
            request.secure,
        ),
    );
}

fn set_expiry_header(ctx: &Context<'_>, expires_at: DateTime<Utc>) {
    ctx.insert_http_header("X-Authorization-Expire", expires_at.to_rfc3339());
}

/// Identity types on the wire.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "IdentityType")]
pub enum IdentityTypeEnum {
    Public,
    Admin,
    Person,
    Team,
    Area,
    Section,
    Timekeeper,
}

impl IdentityTypeEnum {
    fn wire_name(self) -> &'static str {
        match self {
            Self::Public => "PUBLIC",
            Self::Admin => "ADMIN",
            Self::Person => "PERSON",
            Self::Team => "TEAM",
            Self::Area => "AREA",
            Self::Section => "SECTION",
            Self::Timekeeper => "TIMEKEEPER",
        }
    }
}

fn identity_type_enum(identity_type: IdentityType) -> IdentityTypeEnum {
    match identity_type {
        IdentityType::Public => IdentityTypeEnum::Public,
        IdentityType::Admin => IdentityTypeEnum::Admin,
        IdentityType::Person => IdentityTypeEnum::Person,
        IdentityType::Team => IdentityTypeEnum::Team,
        IdentityType::Area => IdentityTypeEnum::Area,
        IdentityType::Section => IdentityTypeEnum::Section,
        IdentityType::Timekeeper => IdentityTypeEnum::Timekeeper,
    }
}

/// One identity an account can act as.
#[derive(SimpleObject, Clone, Debug)]
pub struct IdentityInfo {
    pub identity_type: IdentityTypeEnum,
    pub identity_id: i64,
    /// What the identity is bound to: club, region, department, company or member name.
    pub name: Option<String>,
    /// The permission flags it holds (spec §6 names).
    pub permissions: Vec<String>,
    /// Where the web app lands after login with this identity (spec §2).
    pub landing_page: String,
    /// The member a Person identity is (its own profile).
    pub member_id: Option<i64>,
}

fn landing_page(identity: &Identity) -> String {
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

fn identity_info(identity: &Identity, name: Option<String>) -> IdentityInfo {
    IdentityInfo {
        identity_type: identity_type_enum(identity.identity_type),
        identity_id: identity.identity_id,
        name,
        permissions: identity
            .permission_names()
            .into_iter()
            .map(str::to_owned)
            .collect(),
        landing_page: landing_page(identity),
        member_id: match identity.scope {
            Scope::Member(member_id) => Some(member_id),
            _ => None,
        },
    }
}

/// A logged-in account.
#[derive(SimpleObject, Clone, Debug)]
pub struct AccountInfo {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
}

/// Who is asking: the account, its identities and the active one with its permissions.
#[derive(SimpleObject, Clone, Debug)]
pub struct Me {
    /// Null when nobody is logged in.
    pub account: Option<AccountInfo>,
    pub identities: Vec<IdentityInfo>,
    pub active_identity: IdentityInfo,
    /// Permission flags of the active identity.
    pub permissions: Vec<String>,
    /// When the session expires (null when not logged in).
    pub session_expires_at: Option<DateTime<Utc>>,
}

async fn load_me(
    pool: &PgPool,
    session: Option<&SessionInfo>,
    active: &Identity,
    expires_at: Option<DateTime<Utc>>,
) -> Result<Me, ApiError> {
    let Some(session) = session else {
        return Ok(Me {
            account: None,
            identities: Vec::new(),
            active_identity: identity_info(&Identity::public(), None),
            permissions: Vec::new(),
            session_expires_at: None,
        });
    };
    let account = account::find_account_by_id(pool, session.account_id)
        .await?
        .ok_or(ApiError::Unauthenticated)?;
    let rows = account::list_identities(pool, account.account_id).await?;
    let identities: Vec<IdentityInfo> = rows
        .iter()
        .filter_map(|row| {
            identity_from_row(row).map(|identity| identity_info(&identity, row.scope_name.clone()))
        })
        .collect();
    let active_name = rows
        .iter()
        .find(|row| row.identity_id == active.identity_id)
        .and_then(|row| row.scope_name.clone());
    Ok(Me {
        account: Some(AccountInfo {
            id: account.account_id,
            email: account.email,
            first_name: account.first_name,
            last_name: account.last_name,
        }),
        identities,
        active_identity: identity_info(active, active_name),
        permissions: active
            .permission_names()
            .into_iter()
            .map(str::to_owned)
            .collect(),
        session_expires_at: expires_at,
    })
}

/// Queries of this module.
#[derive(Default)]
pub struct AuthQuery;

#[Object]
impl AuthQuery {
    /// Who is asking. Works for everybody; the public gets PUBLIC/0 and no account.
    async fn me(&self, ctx: &Context<'_>) -> ApiResult<Me> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let expires = request.session.as_ref().map(|session| session.expires_at);
        Ok(load_me(
            &services.pool,
            request.session.as_ref(),
            &request.identity,
            expires,
        )
        .await?)
    }
}

/// Who uses the login: a browser gets a cookie, an API client the token in the answer.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LoginClient {
    #[default]
    Browser,
    Api,
}

#[derive(InputObject, Debug)]
pub struct LoginInput {
    pub email: String,
    pub password: String,
    #[graphql(default)]
    pub client: LoginClient,
}

#[derive(SimpleObject, Debug)]
pub struct LoginPayload {
    /// The bearer token, only for `client: API` (browsers get an HttpOnly cookie instead).
    pub token: Option<String>,
    pub expires_at: DateTime<Utc>,
    pub me: Me,
}

#[derive(InputObject, Debug)]
pub struct RequestPasswordResetInput {
    pub email: String,
}

#[derive(InputObject, Debug)]
pub struct ResetPasswordInput {
    pub token: String,
    pub password: String,
    pub again: String,
}

#[derive(InputObject, Debug)]
pub struct ChangePasswordInput {
    pub original: String,
    pub password: String,
    pub again: String,
}

#[derive(InputObject, Debug)]
pub struct SwitchIdentityInput {
    pub identity_type: IdentityTypeEnum,
    pub identity_id: i64,
}

fn invalid_credentials() -> ApiError {
    ApiError::Coded {
        code: "INVALID_CREDENTIALS",
        message: "Nesprávný e-mail nebo heslo.".into(),
    }
}

pub(crate) fn check_new_password(password: &str, again: &str) -> Result<(), ApiError> {
    crypto::check_new_password(password, again)
        .map_err(|(field, problem)| ApiError::field(field, problem.to_string()))
}

/// Mutations of this module.
#[derive(Default)]
pub struct AuthMutation;

#[Object]
impl AuthMutation {
    /// Logs in. A wrong password and an unknown account get the same answer; too many failed
    /// attempts for the account or from the address are refused for a while.
    async fn login(&self, ctx: &Context<'_>, input: LoginInput) -> ApiResult<LoginPayload> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let pool = &services.pool;
        let email = input.email.trim().to_lowercase();
        let (by_email, by_address) = account::count_recent_login_failures(
            pool,
            &email,
            &request.client_address,
            LOGIN_WINDOW_SECONDS,
        )
        .await
        .map_err(ApiError::from)?;
        if by_email >= MAX_FAILURES_PER_ACCOUNT || by_address >= MAX_FAILURES_PER_ADDRESS {
            return Err(ApiError::Coded {
                code: "TOO_MANY_ATTEMPTS",
                message: "Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 minut."
                    .into(),
            }
            .into());
        }
        let found = account::find_account_by_email(pool, &email)
            .await
            .map_err(ApiError::from)?;
        let password_ok = crypto::verify_password(
            found
                .as_ref()
                .and_then(|account| account.password_hash.as_deref()),
            &input.password,
        );
        let account = match found {
            Some(account) if password_ok && account.active => account,
            _ => {
                account::insert_login_failure(pool, &email, &request.client_address)
                    .await
                    .map_err(ApiError::from)?;
                return Err(invalid_credentials().into());
            }
        };
        account::delete_login_failures(pool, &email)
            .await
            .map_err(ApiError::from)?;
        let (token, token_hash) = crypto::new_token();
        let expires_at = session::insert_session(
            pool,
            account.account_id,
            &token_hash,
            services.session_seconds,
            request.user_agent.as_deref(),
            &request.client_address,
        )
        .await
        .map_err(ApiError::from)?;
        let identities = account::list_identities(pool, account.account_id)
            .await
            .map_err(ApiError::from)?;
        let active = choose_identity(&identities, None);
        let session_info = SessionInfo {
            session_id: 0,
            account_id: account.account_id,
            expires_at,
            credential: Credential::Cookie,
        };
        let me = load_me(pool, Some(&session_info), &active, Some(expires_at)).await?;
        set_expiry_header(ctx, expires_at);
        let token = match input.client {
            LoginClient::Browser => {
                ctx.append_http_header(
                    "Set-Cookie",
                    cookie_header(SESSION_COOKIE, &token, true, None, request.secure),
                );
                set_identity_cookie(ctx, &active, request, services.session_seconds);
                None
            }
            LoginClient::Api => Some(token),
        };
        Ok(LoginPayload {
            token,
            expires_at,
            me,
        })
    }

    /// Ends the session and clears the cookies. Always succeeds.
    async fn logout(&self, ctx: &Context<'_>) -> ApiResult<bool> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        if let Some(session_info) = &request.session {
            session::delete_session(&services.pool, session_info.session_id)
                .await
                .map_err(ApiError::from)?;
        }
        ctx.append_http_header(
            "Set-Cookie",
            cookie_header(SESSION_COOKIE, "", true, Some(0), request.secure),
        );
        ctx.append_http_header(
            "Set-Cookie",
            cookie_header(IDENTITY_COOKIE, "", false, Some(0), request.secure),
        );
        Ok(true)
    }

    /// Sends a password-renewal link if the address belongs to an active account. The answer
    /// is the same either way, so it never reveals whether an account exists.
    async fn request_password_reset(
        &self,
        ctx: &Context<'_>,
        input: RequestPasswordResetInput,
    ) -> ApiResult<bool> {
        let services = ctx.data::<Services>()?;
        let pool = &services.pool;
        let email = input.email.trim().to_lowercase();
        let Some(found) = account::find_account_by_email(pool, &email)
            .await
            .map_err(ApiError::from)?
        else {
            return Ok(true);
        };
        if !found.active {
            return Ok(true);
        }
        let recent = account::count_recent_password_resets(pool, found.account_id, 3600)
            .await
            .map_err(ApiError::from)?;
        if recent >= MAX_RESETS_PER_HOUR {
            tracing::warn!(
                account.id = found.account_id,
                "password reset requests over the hourly limit"
            );
            return Ok(true);
        }
        let (token, token_hash) = crypto::new_token();
        let expires_at = Utc::now() + Duration::hours(RESET_TOKEN_HOURS);
        account::insert_password_reset_token(pool, found.account_id, &token_hash, expires_at)
            .await
            .map_err(ApiError::from)?;
        let link = format!(
            "{}/obnova-hesla/{token}",
            services.public_url.trim_end_matches('/')
        );
        let message = stopa_mail::templates::password_reset(
            &found.email,
            &found.first_name,
            &link,
            RESET_TOKEN_HOURS,
        );
        services
            .queues
            .enqueue_email(pool, message, Some(found.account_id))
            .await
            .map_err(|error| ApiError::Internal(format!("enqueue password reset: {error}")))?;
        Ok(true)
    }

    /// Sets a new password with a renewal link's token. The token works once; every session
    /// of the account ends.
    async fn reset_password(
        &self,
        ctx: &Context<'_>,
        input: ResetPasswordInput,
    ) -> ApiResult<bool> {
        let services = ctx.data::<Services>()?;
        check_new_password(&input.password, &input.again)?;
        let mut transaction = services.pool.begin().await.map_err(ApiError::from)?;
        let Some(account_id) = account::consume_password_reset_token(
            &mut *transaction,
            &crypto::hash_token(&input.token),
        )
        .await
        .map_err(ApiError::from)?
        else {
            return Err(ApiError::Coded {
                code: "INVALID_TOKEN",
                message: "Odkaz pro obnovu hesla je neplatný, již použitý nebo vypršel. Požádejte o nový."
                    .into(),
            }
            .into());
        };
        let hash = crypto::hash_password(&input.password);
        account::update_password_hash(&mut *transaction, account_id, &hash)
            .await
            .map_err(ApiError::from)?;
        session::delete_account_sessions(&mut *transaction, account_id, None)
            .await
            .map_err(ApiError::from)?;
        let entry = AuditEntry {
            account_id: Some(account_id),
            identity_id: None,
            action: "password_reset",
            entity: "account",
            entity_id: Some(account_id),
            detail: serde_json::json!({}),
        };
        insert_audit(&mut *transaction, &entry)
            .await
            .map_err(ApiError::from)?;
        transaction.commit().await.map_err(ApiError::from)?;
        Ok(true)
    }

    /// Changes the password of the logged-in account (original, new, new again). Other
    /// sessions of the account end; this one stays.
    async fn change_password(
        &self,
        ctx: &Context<'_>,
        input: ChangePasswordInput,
    ) -> ApiResult<bool> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let session_info = request.session.as_ref().ok_or(ApiError::Unauthenticated)?;
        let found = account::find_account_by_id(&services.pool, session_info.account_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::Unauthenticated)?;
        if !crypto::verify_password(found.password_hash.as_deref(), &input.original) {
            return Err(ApiError::field("original", "Původní heslo není správné.").into());
        }
        check_new_password(&input.password, &input.again)?;
        let hash = crypto::hash_password(&input.password);
        let mut transaction = services.pool.begin().await.map_err(ApiError::from)?;
        account::update_password_hash(&mut *transaction, found.account_id, &hash)
            .await
            .map_err(ApiError::from)?;
        session::delete_account_sessions(
            &mut *transaction,
            found.account_id,
            Some(session_info.session_id),
        )
        .await
        .map_err(ApiError::from)?;
        let entry = AuditEntry {
            account_id: Some(found.account_id),
            identity_id: Some(request.identity.identity_id),
            action: "password_changed",
            entity: "account",
            entity_id: Some(found.account_id),
            detail: serde_json::json!({}),
        };
        insert_audit(&mut *transaction, &entry)
            .await
            .map_err(ApiError::from)?;
        transaction.commit().await.map_err(ApiError::from)?;
        Ok(true)
    }

    /// Makes another identity of the account the active one (sets the identity cookie).
    async fn switch_identity(
        &self,
        ctx: &Context<'_>,
        input: SwitchIdentityInput,
    ) -> ApiResult<Me> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let session_info = request.session.as_ref().ok_or(ApiError::Unauthenticated)?;
        let rows = account::list_identities(&services.pool, session_info.account_id)
            .await
            .map_err(ApiError::from)?;
        let chosen = rows
            .iter()
            .filter_map(identity_from_row)
            .find(|identity| {
                identity.identity_id == input.identity_id
                    && identity_type_enum(identity.identity_type) == input.identity_type
            })
            .ok_or(ApiError::Forbidden)?;
        set_identity_cookie(ctx, &chosen, request, services.session_seconds);
        Ok(load_me(
            &services.pool,
            Some(session_info),
            &chosen,
            Some(session_info.expires_at),
        )
        .await?)
    }
}
