//! Results: who uploads result files, works on an event's result races and signs them off.

use super::racing_event::{EventFacts, racing_event_access};
use super::{AccessLevel, Denied};
use crate::identity::{Identity, IdentityType, Scope};

/// Decides whether `identity` may upload result files to an event (from the page, or from
/// timing software over the API with its bearer token): the event's managers and its
/// timekeeping company.
pub fn check_result_import(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        return Err(Denied::Unauthenticated);
    }
    if racing_event_access(identity, event) == AccessLevel::Write || own_timekeeper(identity, event)
    {
        Ok(())
    } else {
        Err(Denied::Forbidden)
    }
}

fn own_timekeeper(identity: &Identity, event: &EventFacts) -> bool {
    identity.identity_type == IdentityType::Timekeeper
        && event
            .timekeeping_company_id
            .is_some_and(|company| identity.scope == Scope::TimekeepingCompany(company))
}

/// Access of `identity` to an event's result work (`tvorba-vysledku`): unpublished result
/// races, imports and pairing suggestions. Write for the event's managers (they check,
/// publish and pair); Read for its timekeeping company (it uploads and sees what it
/// delivered); Hidden otherwise. Published result races are read by whoever reads the event.
pub fn result_work_access(identity: &Identity, event: &EventFacts) -> AccessLevel {
    if racing_event_access(identity, event) == AccessLevel::Write {
        AccessLevel::Write
    } else if own_timekeeper(identity, event) {
        AccessLevel::Read
    } else {
        AccessLevel::Hidden
    }
}

/// Whose later imports a person's pairing decision holds for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingDecisionReach {
    /// Every later import of every event: a decision of the register's keepers.
    Federation,
    /// Later imports of the same event only.
    Event,
}

/// How far a pairing decision of `identity` reaches (who may decide at all is
/// [`check_result_manage`]). Admin and section staff keep the register: their decision that a
/// row is (or is not) a member holds for every later import. An organising club's or a
/// region's manager decides for its own event's imports only, so that its choice never pairs
/// rows of other organisers' results.
pub fn pairing_decision_reach(identity: &Identity) -> PairingDecisionReach {
    match identity.identity_type {
        IdentityType::Admin | IdentityType::Section => PairingDecisionReach::Federation,
        _ => PairingDecisionReach::Event,
    }
}

/// Decides whether `identity` may change a result race's status (check, publish, hide,
/// cancel) and decide its pairing suggestions: the event's managers. The timekeeper delivers;
/// the organiser signs off.
pub fn check_result_manage(identity: &Identity, event: &EventFacts) -> Result<(), Denied> {
    match result_work_access(identity, event) {
        AccessLevel::Write => Ok(()),
        _ if identity.identity_type == IdentityType::Public => Err(Denied::Unauthenticated),
        _ => Err(Denied::Forbidden),
    }
}
