//! Fees, orders and bank payments: who sees and makes a club's orders, who settles them by
//! hand, who reads the federation's bank statements, who edits the fee schedule.
//!
//! Rules decided for Stopa (spec §6 names the PAYMENTS flag of clubs, areas and sections):
//! - A club's orders are made and read by its managers holding PAYMENTS, by Area and Section
//!   staff holding PAYMENTS for the clubs of their region or department, and by Admin.
//!   Without the flag, nobody but Admin sees a club's orders.
//! - Money is the federation's: marking an order paid by hand, saying a payment failed,
//!   refunding a fee, resolving the review list and editing the fee schedule are Admin's.
//! - Bank statements of the federation's account are read by Admin, and by Area and Section
//!   staff holding PAYMENTS for the orders of their scope only (what a statement holds for
//!   other clubs, or for no order, is left for Admin's upload). A file staff upload is no
//!   proof of payment: it settles nothing by itself, even its exact payments wait in the
//!   review list for Admin (paying an order is the bank's or Admin's, as by hand).
//! - The fee schedule is read by everybody logged in (clubs plan their payments with it).

use super::club::{ClubFacts, ClubScope, club_list_scope};
use super::{AccessLevel, Denied};
use crate::identity::{ClubPermission, Identity, IdentityType, StaffPermission};

/// Whether the identity holds PAYMENTS (Admin needs no flag).
fn holds_payments(identity: &Identity) -> bool {
    match identity.identity_type {
        IdentityType::Admin => true,
        IdentityType::Team => identity.has_club_permission(ClubPermission::Payments),
        IdentityType::Area | IdentityType::Section => {
            identity.has_staff_permission(StaffPermission::Payments)
        }
        _ => false,
    }
}

/// Which clubs' orders `identity` may list.
pub fn order_list_scope(identity: &Identity) -> Result<ClubScope, Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if !matches!(
        identity.identity_type,
        IdentityType::Admin | IdentityType::Team | IdentityType::Area | IdentityType::Section
    ) || !holds_payments(identity)
    {
        return Err(Denied::Forbidden);
    }
    club_list_scope(identity)
}

/// Access of `identity` to the orders of `club`: Write (make, read, cancel, say the payment
/// was sent) within its order scope, Hidden elsewhere.
pub fn order_access(identity: &Identity, club: &ClubFacts<'_>) -> AccessLevel {
    match order_list_scope(identity) {
        Ok(scope) if scope.contains(club) => AccessLevel::Write,
        _ => AccessLevel::Hidden,
    }
}

/// Settling money by hand (an order paid in cash, a failed payment, a refund), resolving the
/// review list of bank payments and editing the fee schedule: Admin only.
pub fn check_payment_admin(identity: &Identity) -> Result<(), Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(()),
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Which orders a bank statement uploaded by `identity` may concern: every order for Admin
/// (whose statements pay them), the orders of its scope for Area and Section staff holding
/// PAYMENTS (whose statements propose payments for Admin to confirm); refused otherwise (a
/// club never holds the federation's statement).
pub fn statement_scope(identity: &Identity) -> Result<ClubScope, Denied> {
    match identity.identity_type {
        IdentityType::Admin => Ok(ClubScope::All),
        IdentityType::Area | IdentityType::Section if holds_payments(identity) => {
            club_list_scope(identity)
        }
        IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}

/// Access to the fee schedule: Admin writes it, everybody logged in reads it.
pub fn fee_schedule_access(identity: &Identity) -> AccessLevel {
    match identity.identity_type {
        IdentityType::Admin => AccessLevel::Write,
        IdentityType::Public => AccessLevel::Hidden,
        _ => AccessLevel::Read,
    }
}
