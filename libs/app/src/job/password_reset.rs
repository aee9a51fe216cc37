//! Sends a password-renewal link to an address if it belongs to an active account. The api
//! queues one for every request, whether or not the account exists, so that the request takes
//! the same time either way ([`crate::auth::request_password_reset`]); the job drops the ones
//! for unknown or inactive accounts and those over an account's hourly limit, without telling
//! anyone.

use chrono::Utc;
use serde::{Deserialize, Serialize};

use super::{Job, Outcome, Progress, RunJob};
use crate::{App, AppResult};

/// Reset e-mails an account gets per hour at most; further requests send nothing (and the
/// api's answer is the same), so nobody can flood a mailbox through the form.
pub const MAX_RESETS_PER_HOUR: i64 = 3;
/// How long a renewal link works.
pub const RESET_TOKEN_HOURS: i64 = 2;

/// A password renewal for an address (trimmed and lower-case).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PasswordReset {
    pub email: String,
}

impl Job for PasswordReset {
    const KIND: &'static str = "password_reset";
}

impl RunJob for PasswordReset {
    async fn run(self, app: &App, _progress: Progress) -> AppResult<Outcome> {
        let dropped = |reason: &str| {
            tracing::info!(reason, "password reset dropped");
            Ok(Outcome::Done(serde_json::json!({ "dropped": reason })))
        };
        let Some(found) = stopa_db::account::find_account_by_email(&app.pool, &self.email).await?
        else {
            return dropped("unknown address");
        };
        if !found.active {
            return dropped("inactive account");
        }
        let (token, token_hash) = stopa_domain::auth::new_token();
        let expires_at = Utc::now() + chrono::Duration::hours(RESET_TOKEN_HOURS);
        let stored = stopa_db::account::insert_password_reset_token_within_limit(
            &app.pool,
            found.account_id,
            &token_hash,
            expires_at,
            MAX_RESETS_PER_HOUR,
        )
        .await?;
        if !stored {
            tracing::warn!(
                account.id = found.account_id,
                "password reset requests over the hourly limit"
            );
            return dropped("hourly limit");
        }
        let link = format!(
            "{}/obnova-hesla/{token}",
            app.public_url.trim_end_matches('/')
        );
        Ok(Outcome::Send(Box::new(
            stopa_mail::templates::password_reset(
                &found.email,
                &found.first_name,
                &link,
                RESET_TOKEN_HOURS,
            ),
        )))
    }
}
