//! The staff workspace: which worklists an identity's overview (`/evidence/prehled`) counts,
//! and where its global search looks.
//!
//! An item is offered exactly when the page it links to lets the identity in, so every rule
//! here asks that page's own check; a count is never a way round a page's refusal.

use super::{
    Denied, EventListScope, check_data_cleanup, check_payment_admin, club_requests_scope,
    may_request_transfers, order_list_scope, publication_list_scope, racing_event_list_scope,
    suggestion_scope, transfer_list_scope,
};
use crate::identity::{ClubPermission, Identity, IdentityType, Scope};
use crate::text_enum::text_enum;

text_enum! {
    /// A worklist the overview counts; its link opens the list.
    pub enum OverviewItem as "OverviewItem" {
        /// Events of the department never published yet (`zavody-k-publikaci`).
        EventsAwaitingPublication => "EVENTS_AWAITING_PUBLICATION" : "Závody čekající na zveřejnění",
        /// Open offers and requests to organise (`zavody-k-publikaci`).
        EventSuggestions => "EVENT_SUGGESTIONS" : "Nabídky a poptávky pořadatelství",
        /// Result rows waiting for a pairing decision (`cisteni-dat/navrhy-na-parovani`).
        PairingSuggestions => "PAIRING_SUGGESTIONS" : "Výsledky čekající na spárování",
        /// Birth numbers today's rules refuse (`cisteni-dat/validace-rodnych-cisel`).
        BirthNumberProblems => "BIRTH_NUMBER_PROBLEMS" : "Chybná rodná čísla",
        /// Addresses without a RÚIAN point (`cisteni-dat/nezname-adresy`).
        UnresolvedAddresses => "UNRESOLVED_ADDRESSES" : "Neznámé adresy",
        /// FIS codes proposed for members (`cisteni-dat/fis-parovani`).
        FisProposals => "FIS_PROPOSALS" : "Návrhy FIS kódů",
        /// Requests to register a club waiting for a decision.
        ClubRequests => "CLUB_REQUESTS" : "Žádosti o založení klubu",
        /// Bank payments no order claimed (`objednavky-a-platby`, review tab).
        PaymentsToReview => "PAYMENTS_TO_REVIEW" : "Platby k přiřazení",
        /// Orders created and not paid yet.
        OpenOrders => "OPEN_ORDERS" : "Nezaplacené objednávky",
        /// Transfers and hostings waiting for the identity's step (release or approval).
        TransfersWaiting => "TRANSFERS_WAITING" : "Přestupy a hostování čekající na vás",
        /// The club's members who have not paid this season's fee.
        MembersWithoutFee => "MEMBERS_WITHOUT_FEE" : "Členové bez zaplaceného příspěvku",
        /// The club's entries to races not run yet.
        UpcomingEntries => "UPCOMING_ENTRIES" : "Přihlášky na nadcházející závody",
    }
}

/// The worklists `identity`'s overview counts, in the order the page shows them.
pub fn overview_items(identity: &Identity) -> Vec<OverviewItem> {
    let club_manager = matches!(
        (identity.identity_type, identity.scope),
        (IdentityType::Team, Scope::Club(_))
    );
    let mut items = Vec::new();
    let mut offer = |item: OverviewItem, allowed: bool| {
        if allowed {
            items.push(item);
        }
    };
    let publisher = publication_list_scope(identity).is_ok();
    offer(OverviewItem::EventsAwaitingPublication, publisher);
    offer(
        OverviewItem::EventSuggestions,
        publisher && suggestion_scope(identity).is_ok(),
    );
    let cleaner = check_data_cleanup(identity).is_ok();
    offer(OverviewItem::PairingSuggestions, cleaner);
    offer(OverviewItem::BirthNumberProblems, cleaner);
    offer(OverviewItem::UnresolvedAddresses, cleaner);
    offer(OverviewItem::FisProposals, cleaner);
    offer(
        OverviewItem::ClubRequests,
        club_requests_scope(identity).is_ok(),
    );
    offer(
        OverviewItem::PaymentsToReview,
        check_payment_admin(identity).is_ok(),
    );
    offer(OverviewItem::OpenOrders, order_list_scope(identity).is_ok());
    // Those who release (a club's transfer managers) or approve (the federation's).
    offer(
        OverviewItem::TransfersWaiting,
        transfer_list_scope(identity).is_ok() && may_request_transfers(identity),
    );
    offer(
        OverviewItem::MembersWithoutFee,
        club_manager && order_list_scope(identity).is_ok(),
    );
    offer(
        OverviewItem::UpcomingEntries,
        club_manager && identity.has_club_permission(ClubPermission::RaceRegistration),
    );
    items
}

/// The events whose result work the overview lists (unsigned result races, uploads): a coarse
/// scope the database narrows to; every event found is then checked by
/// [`super::result_work_access`]. None: the identity works on no results.
pub fn result_work_scope(identity: &Identity) -> Option<EventListScope> {
    match racing_event_list_scope(identity).ok()? {
        // A club works on the results of the events it organises, with RACE_MANAGER.
        EventListScope::Club(id) if identity.has_club_permission(ClubPermission::RaceManager) => {
            Some(EventListScope::Club(id))
        }
        EventListScope::PublishedOnly | EventListScope::Club(_) => None,
        scope => Some(scope),
    }
}

/// Where `identity`'s global search looks (the header's search box): the lists it may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchReach {
    /// The members list (its scope is [`super::member_list_access`]'s).
    pub members: bool,
    /// The clubs list (its scope is [`super::club_list_scope`]'s).
    pub clubs: bool,
    /// The events list (its scope is [`super::racing_event_list_scope`]'s).
    pub events: bool,
}

/// The [`SearchReach`] of `identity`: each list exactly when its page would let it in.
pub fn search_reach(identity: &Identity) -> SearchReach {
    SearchReach {
        members: super::member_list_access(identity).is_ok(),
        clubs: super::club_list_scope(identity).is_ok(),
        events: racing_event_list_scope(identity).is_ok(),
    }
}

/// Decides whether `identity` may read and change its account's e-mail notification settings
/// (`/evidence/oznameni`): anybody logged in, whatever identity it acts as; the settings are
/// always the session's own account's, never one named in the request.
pub fn check_notification_settings(identity: &Identity) -> Result<(), Denied> {
    if identity.identity_type == IdentityType::Public {
        Err(Denied::Unauthenticated)
    } else {
        Ok(())
    }
}
