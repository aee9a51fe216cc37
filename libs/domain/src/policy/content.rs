//! The content area: Admin writes the articles and pages and reads their drafts; everybody
//! reads what is public (see `crate::content`), which needs no check.

use super::Denied;
use crate::identity::{Identity, IdentityType};

/// Writing articles and pages, uploading their images and reading the library with its
/// drafts (`/evidence/obsah/…`): Admin only.
pub fn check_content_manage(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
