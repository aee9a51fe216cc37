//! Feedback reports and release notes: every logged-in identity reports and reads the release
//! notes; Admin handles every report and writes the notes; the others read and comment on the
//! reports of their own account (see `crate::feedback`).

use super::Denied;
use crate::identity::{Identity, IdentityType};

/// Which reports an identity lists (`/evidence/zpetna-vazba`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedbackScope {
    /// Every report: Admin.
    All,
    /// The reports of this account.
    Own(i64),
}

impl FeedbackScope {
    /// Whether a report of `reporter_account_id` is in the scope.
    pub fn contains(self, reporter_account_id: i64) -> bool {
        match self {
            Self::All => true,
            Self::Own(account_id) => account_id == reporter_account_id,
        }
    }
}

/// The reports `identity`, logged in as `account_id`, may read and comment on.
pub fn feedback_scope(
    identity: &Identity,
    account_id: Option<i64>,
) -> Result<FeedbackScope, Denied> {
    match (identity.identity_type, account_id) {
        (IdentityType::Public, _) | (_, None) => Err(Denied::Unauthenticated),
        (IdentityType::Admin, _) => Ok(FeedbackScope::All),
        (_, Some(account_id)) => Ok(FeedbackScope::Own(account_id)),
    }
}

/// Reporting a problem (`/evidence/zpetna-vazba/nahlasit`) and reading the release notes:
/// every logged-in identity.
pub fn check_feedback_report(identity: &Identity, account_id: Option<i64>) -> Result<(), Denied> {
    feedback_scope(identity, account_id).map(|_| ())
}

/// Changing a report's state, and writing the release notes: Admin only.
pub fn check_feedback_manage(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
