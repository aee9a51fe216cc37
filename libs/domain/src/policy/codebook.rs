//! Codebooks (`/evidence/ciselniky`): who reads and who changes them.

use super::{AccessLevel, Denied};
use crate::codebook::Codebook;
use crate::identity::{Identity, IdentityType};

/// Access of `identity` to a codebook: Write, Read or Hidden.
pub fn codebook_access(identity: &Identity, codebook: Codebook) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin if codebook.is_editable() => AccessLevel::Write,
        IdentityType::Admin => AccessLevel::Read,
        _ if codebook.is_admin_only() => AccessLevel::Hidden,
        IdentityType::Public if !codebook.is_public() => AccessLevel::Hidden,
        _ => AccessLevel::Read,
    }
}

/// Refuses unless `identity` may read the codebook.
pub fn check_codebook_read(identity: &Identity, codebook: Codebook) -> Result<(), Denied> {
    if codebook_access(identity, codebook).can_read() {
        Ok(())
    } else if identity.identity_type == IdentityType::Public {
        Err(Denied::Unauthenticated)
    } else {
        Err(Denied::Forbidden)
    }
}

/// Refuses unless `identity` may change the codebook.
pub fn check_codebook_write(identity: &Identity, codebook: Codebook) -> Result<(), Denied> {
    match codebook_access(identity, codebook) {
        AccessLevel::Write => Ok(()),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Whether `identity` changes any codebook (the codebooks section of the evidence).
pub fn may_manage_codebooks(identity: &Identity) -> bool {
    Codebook::ALL
        .into_iter()
        .any(|codebook| codebook_access(identity, codebook) == AccessLevel::Write)
}
