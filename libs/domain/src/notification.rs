//! E-mail notifications about racing events: what is sent, to whom, and how an account switches
//! a kind off.
//!
//! | Kind | When | To whom |
//! |---|---|---|
//! | [`NotificationKind::Entry`] | an athlete is entered or withdrawn | the managers of the athlete's club holding RACE_REGISTRATION, and the accounts acting as the athlete (a Person identity) |
//! | [`NotificationKind::EntryDeadline`] | within [`ENTRY_DEADLINE_DAYS_BEFORE`] days before a published open event's entry deadline (the daily run) | the managers (RACE_REGISTRATION) of every club with an athlete (a live Athlete role in the event's department) fitting a category of the event by birth year and gender |
//! | [`NotificationKind::EventChange`] | an event is published, its dates change while published, or it is cancelled (published, or with entries) | the managers (RACE_REGISTRATION) of the clubs with an athlete entered |
//! | [`NotificationKind::Results`] | a result race is published in an event of the calendar (or the event reaches the calendar with its results published) | the accounts acting as the members paired in it |
//!
//! Every kind is on for every account until the account switches it off
//! (`/evidence/oznameni`); the switch belongs to the account, whichever identity it acts as.
//! Blocked accounts get nothing. Each e-mail is logged per subject and address
//! (`notification_sent`), so a notice run twice, or by two workers at once, sends once: an
//! entry's e-mails are keyed by the entry and what happened to it, an event's by the event and
//! the change (a new date is a new change), results by the result race, a deadline by the event
//! and the deadline's day (a deadline moved later is reminded of again).

use crate::text_enum::text_enum;

text_enum! {
    /// A kind of e-mail notification, each switched off per account.
    pub enum NotificationKind as "NotificationKind" {
        Entry => "ENTRY" : "Přihlášky a odhlášky",
        EntryDeadline => "ENTRY_DEADLINE" : "Blížící se uzávěrka přihlášek",
        EventChange => "EVENT_CHANGE" : "Zveřejnění, změna termínu a zrušení závodu",
        Results => "RESULTS" : "Zveřejněné výsledky",
    }
}

impl NotificationKind {
    /// Who gets it and when, in Czech, for the settings page.
    pub const fn description(self) -> &'static str {
        match self {
            Self::Entry => {
                "Potvrzení přihlášky a odhlášky závodníka: správcům klubu, kteří přihlašují na \
                 závody, a závodníkovi, který má účet."
            }
            Self::EntryDeadline => {
                "Dva dny před uzávěrkou přihlášek: správcům klubů, jejichž závodníci mohou \
                 závod jet."
            }
            Self::EventChange => {
                "Závod, do kterého má klub přihlášené závodníky, je zveřejněn v kalendáři, \
                 změnil termín nebo je zrušen: správcům těchto klubů."
            }
            Self::Results => "Výsledky závodu, ve kterých jste uvedeni, jsou zveřejněné.",
        }
    }
}

/// Days before an entry deadline when the clubs are reminded of it.
pub const ENTRY_DEADLINE_DAYS_BEFORE: i64 = 2;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text_enum::TextEnum as _;

    #[test]
    fn every_kind_is_labelled_and_described() {
        for kind in NotificationKind::all() {
            assert!(!kind.label().is_empty());
            assert!(kind.description().ends_with('.'), "{kind:?}");
        }
    }
}
