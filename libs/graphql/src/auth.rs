//! Accounts and sessions in the schema: `me`, login and logout, password renewal and change,
//! identity switching — over `stopa_app::auth`. What is HTTP stays here: the session and
//! identity cookies and the expiry header.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
use stopa_app::auth::{self as app, IdentityCookie, IdentityView};
pub use stopa_app::auth::{
    AccountView as AccountInfo, ChangePassword as ChangePasswordInput,
    ResetPassword as ResetPasswordInput, ZoneActions,
};
use stopa_domain::identity::{Identity, IdentityType, Scope};

use crate::context::{IDENTITY_COOKIE, RequestContext, SESSION_COOKIE};
use crate::context::{asked, requester, services};
use crate::error::ApiResult;

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
    ctx.append_http_header(
        "Set-Cookie",
        cookie_header(
            IDENTITY_COOKIE,
            &IdentityCookie::of(identity).encode(),
            false,
            Some(max_age),
            request.secure,
        ),
    );
}

fn set_expiry_header(ctx: &Context<'_>, expires_at: DateTime<Utc>) {
    ctx.insert_http_header("X-Authorization-Expire", expires_at.to_rfc3339());
}

/// One identity an account can act as.
#[derive(SimpleObject, Clone, Debug)]
pub struct IdentityInfo {
    pub identity_type: IdentityType,
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

impl From<IdentityView> for IdentityInfo {
    fn from(view: IdentityView) -> Self {
        let identity = view.identity;
        Self {
            identity_type: identity.identity_type,
            identity_id: identity.identity_id,
            name: view.name,
            permissions: permission_names(&identity),
            landing_page: app::landing_page(&identity),
            member_id: match identity.scope {
                Scope::Member(member_id) => Some(member_id),
                _ => None,
            },
        }
    }
}

fn permission_names(identity: &Identity) -> Vec<String> {
    identity
        .permission_names()
        .into_iter()
        .map(str::to_owned)
        .collect()
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
    /// What the active identity may do.
    pub actions: ZoneActions,
}

impl From<app::Me> for Me {
    fn from(me: app::Me) -> Self {
        Self {
            account: me.account,
            identities: me.identities.into_iter().map(Into::into).collect(),
            permissions: permission_names(&me.active.identity),
            actions: app::zone_actions(&me.active.identity),
            active_identity: me.active.into(),
            session_expires_at: me.session_expires_at,
        }
    }
}

/// Queries of this module.
#[derive(Default)]
pub struct AuthQuery;

#[Object]
impl AuthQuery {
    /// Who is asking. Works for everybody; the public gets PUBLIC/0 and no account.
    async fn me(&self, ctx: &Context<'_>) -> ApiResult<Me> {
        let (services, request) = asked(ctx)?;
        Ok(app::me(services, request).await?.into())
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
pub struct SwitchIdentityInput {
    pub identity_type: IdentityType,
    pub identity_id: i64,
}

/// Mutations of this module.
#[derive(Default)]
pub struct AuthMutation;

#[Object]
impl AuthMutation {
    /// Logs in. A wrong password and an unknown account get the same answer; too many failed
    /// attempts for the account or from the address are refused for a while.
    async fn login(&self, ctx: &Context<'_>, input: LoginInput) -> ApiResult<LoginPayload> {
        let (services, request) = asked(ctx)?;
        let logged_in = app::login(
            services,
            request,
            app::Login {
                email: input.email,
                password: input.password,
            },
        )
        .await?;
        set_expiry_header(ctx, logged_in.expires_at);
        let token = match input.client {
            LoginClient::Browser => {
                ctx.append_http_header(
                    "Set-Cookie",
                    cookie_header(SESSION_COOKIE, &logged_in.token, true, None, request.secure),
                );
                set_identity_cookie(ctx, &logged_in.active, request, services.session_seconds);
                None
            }
            LoginClient::Api => Some(logged_in.token),
        };
        Ok(LoginPayload {
            token,
            expires_at: logged_in.expires_at,
            me: logged_in.me.into(),
        })
    }

    /// Ends the session and clears the cookies. Always succeeds.
    async fn logout(&self, ctx: &Context<'_>) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::logout(services, request).await?;
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
    /// is the same either way, and so is the work: every request queues a job, and the worker
    /// looks the account up and drops the job for an unknown address, so neither the answer
    /// nor its timing reveals whether an account exists.
    async fn request_password_reset(
        &self,
        ctx: &Context<'_>,
        input: RequestPasswordResetInput,
    ) -> ApiResult<bool> {
        let services = services(ctx)?;
        app::request_password_reset(services, requester(ctx)?, &input.email).await?;
        Ok(true)
    }

    /// Sets a new password with a renewal link's token. The token works once; every session
    /// of the account ends.
    async fn reset_password(
        &self,
        ctx: &Context<'_>,
        input: ResetPasswordInput,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::reset_password(services, request, input).await?;
        Ok(true)
    }

    /// Changes the password of the logged-in account (original, new, new again). Other
    /// sessions of the account end; this one stays.
    async fn change_password(
        &self,
        ctx: &Context<'_>,
        input: ChangePasswordInput,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::change_password(services, request, input).await?;
        Ok(true)
    }

    /// Makes another identity of the account the active one (sets the identity cookie).
    async fn switch_identity(
        &self,
        ctx: &Context<'_>,
        input: SwitchIdentityInput,
    ) -> ApiResult<Me> {
        let (services, request) = asked(ctx)?;
        let me =
            app::switch_identity(services, request, input.identity_type, input.identity_id).await?;
        set_identity_cookie(ctx, &me.active.identity, request, services.session_seconds);
        Ok(me.into())
    }
}
