//! Transfers and guest starts between clubs (spec §2 `prestupy-a-hostovani`, §3
//! TransferInquiry with kinds Hosting and Transfer, §6 CREATE_APPROVE_TRANSFER and
//! TRANSFER_MANAGER).
//!
//! A **transfer** (přestup) moves a member from its club (the releasing club) to another (the
//! receiving club) from an effective date. A **hosting** (hostování) lets a member start for a
//! host club in one department for a period while it stays in its home club.
//!
//! # States
//!
//! ```text
//!  REQUESTED ──(releasing club: release)──▶ RELEASED ──(federation: approve)──▶ APPROVED ──▶ DONE
//!     │   └──── hosting: release ──────────────────────────────────────────────▶ APPROVED ──▶ ENDED
//!     ├──(releasing club or federation: reject with a reason)──▶ REJECTED
//!     ├──(the requesting side: withdraw)──▶ WITHDRAWN
//!     └──(nobody acted for the expiry days)──▶ EXPIRED           (RELEASED likewise)
//! ```
//!
//! Rules chosen for Stopa, as Czech federations keep them:
//! - The receiving club asks (its managers holding CREATE_APPROVE_TRANSFER; or the
//!   federation's staff holding TRANSFER_MANAGER, or Admin, on a club's behalf).
//! - The releasing club releases or rejects (its managers holding CREATE_APPROVE_TRANSFER).
//!   The federation's staff may do it for a club that does not act.
//! - A **transfer** then needs the federation's approval: Area staff of either club's region
//!   or Section staff of the inquiry's department holding TRANSFER_MANAGER, or Admin. A
//!   **hosting** is approved by the release alone (it changes no membership).
//! - A rejection needs a reason, shown to both clubs. The federation may reject until it
//!   approves; the releasing club only what it has not released.
//! - An inquiry nobody acts on expires after [`DEFAULT_EXPIRY_DAYS`] days since its last
//!   change (the worker's hourly run; `STOPA_TRANSFER_EXPIRY_DAYS`).
//! - A transfer takes effect on its requested date, or on the day of its approval when that is
//!   later ([`effective_date`]): approved earlier, it waits in APPROVED and the hourly run
//!   completes it on the day. Completing ends the old membership the day before, opens the new
//!   one, ends the Athlete roles in departments the new club lacks (listed on the inquiry),
//!   leaves paid fees with the club that paid them and keeps entries already made.
//! - A hosting is in force from its first to its last day (the host club sees the member and
//!   enters it for races of the hosting's department in that period); after its last day the
//!   hourly run (or the season rollover) ends it. A hosting lasts at most
//!   [`MAX_HOSTING_DAYS`] days.
//! - A member has one inquiry waiting at a time, and no second transfer while an approved one
//!   waits for its day (the database refuses it; hostings in force do not block a transfer).

use chrono::{Days, NaiveDate};

use crate::text_enum::text_enum;
use crate::validation::{FieldError, FormCheck};

/// Days without a decision after which an inquiry expires, unless configured otherwise.
pub const DEFAULT_EXPIRY_DAYS: u32 = 30;
/// The longest hosting: one year (a season).
pub const MAX_HOSTING_DAYS: u64 = 366;
/// How far ahead a transfer or a hosting may start.
pub const MAX_DAYS_AHEAD: u64 = 366;
/// The longest note and reason.
pub const MAX_NOTE_CHARS: usize = 2000;

text_enum! {
    /// The kind of an inquiry (spec §3: Hosting, Transfer).
    pub enum TransferKind as "TransferKind" {
        Hosting => "HOSTING" : "Hostování",
        Transfer => "TRANSFER" : "Přestup",
    }
}

text_enum! {
    /// The state of an inquiry (the `transfer-state` field of the spec).
    pub enum TransferState as "TransferState" {
        /// The receiving club asked; the releasing club decides.
        Requested => "REQUESTED" : "Čeká na uvolnění",
        /// The releasing club released the member; the federation decides (transfers only).
        Released => "RELEASED" : "Čeká na schválení svazem",
        /// Approved: a transfer waiting for its effective date, a hosting in force.
        Approved => "APPROVED" : "Schváleno",
        /// The transfer took effect.
        Done => "DONE" : "Provedeno",
        /// The hosting's period is over.
        Ended => "ENDED" : "Ukončeno",
        Rejected => "REJECTED" : "Zamítnuto",
        Withdrawn => "WITHDRAWN" : "Staženo",
        /// Nobody acted in time.
        Expired => "EXPIRED" : "Propadlo",
    }
}

impl TransferState {
    /// Whether the inquiry still waits for somebody's decision.
    pub fn is_waiting(self) -> bool {
        matches!(self, Self::Requested | Self::Released)
    }
}

text_enum! {
    /// A step of an inquiry, as its history and the actions offered name it.
    pub enum TransferAction as "TransferAction" {
        /// The receiving club asks.
        Request => "REQUEST" : "Podání žádosti",
        /// The releasing club lets the member go.
        Release => "RELEASE" : "Uvolnit",
        /// The federation approves a released transfer.
        Approve => "APPROVE" : "Schválit",
        Reject => "REJECT" : "Zamítnout",
        /// The requesting side takes it back.
        Withdraw => "WITHDRAW" : "Stáhnout žádost",
        /// The hourly run: nobody acted in time.
        Expire => "EXPIRE" : "Propadnutí",
        /// The hourly run: an approved transfer's day came.
        Complete => "COMPLETE" : "Provedení přestupu",
        /// The hourly run or the rollover: a hosting's last day passed.
        End => "END" : "Ukončení hostování",
    }
}

impl TransferAction {
    /// The state `self` leads an inquiry of `kind` to from `from`, or the Czech reason it is
    /// refused.
    pub fn apply(self, kind: TransferKind, from: TransferState) -> Result<TransferState, String> {
        use TransferState::{Approved, Done, Ended, Expired, Rejected, Released, Requested};
        let to = match self {
            Self::Request => None,
            Self::Release => (from == Requested).then_some(match kind {
                TransferKind::Transfer => Released,
                TransferKind::Hosting => Approved,
            }),
            Self::Approve => {
                (kind == TransferKind::Transfer && from == Released).then_some(Approved)
            }
            Self::Reject => from.is_waiting().then_some(Rejected),
            Self::Withdraw => from.is_waiting().then_some(TransferState::Withdrawn),
            Self::Expire => from.is_waiting().then_some(Expired),
            Self::Complete => (kind == TransferKind::Transfer && from == Approved).then_some(Done),
            Self::End => (kind == TransferKind::Hosting && from == Approved).then_some(Ended),
        };
        to.ok_or_else(|| {
            format!(
                "Žádost ve stavu „{}“ nelze změnit akcí „{}“.",
                from.label(),
                self.label()
            )
        })
    }
}

/// The day a transfer approved on `approved_on` takes effect: its requested date, or the day
/// of approval when that is later (nobody's membership changes in the past).
pub fn effective_date(requested: NaiveDate, approved_on: NaiveDate) -> NaiveDate {
    requested.max(approved_on)
}

/// The day an old membership ends when a transfer takes effect on `effective`: the day
/// before, but never before the membership began (a membership that began that very day
/// ends on it, sharing the day with the new one, which always begins on `effective`).
pub fn membership_end(membership_from: NaiveDate, effective: NaiveDate) -> NaiveDate {
    effective
        .checked_sub_days(Days::new(1))
        .unwrap_or(effective)
        .max(membership_from)
}

/// A request as typed: the period and the note.
#[derive(Debug, Clone)]
pub struct TransferRequestInput<'a> {
    pub kind: TransferKind,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub note: &'a str,
}

/// A checked request.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TransferRequestValues {
    pub kind: TransferKind,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub note: String,
}

impl TransferRequestInput<'_> {
    /// Checks the period against `today`: it starts today or later (at most a year ahead); a
    /// hosting has a last day, at most [`MAX_HOSTING_DAYS`] after its first; a transfer has
    /// none.
    pub fn values(&self, today: NaiveDate) -> Result<TransferRequestValues, Vec<FieldError>> {
        let mut problems = FormCheck::new();
        let note = problems
            .optional_text("note", Some(self.note), MAX_NOTE_CHARS)
            .unwrap_or_default();
        if self.valid_from < today {
            problems.add("validFrom", "Datum nesmí být v minulosti.");
        } else if today
            .checked_add_days(Days::new(MAX_DAYS_AHEAD))
            .is_some_and(|limit| self.valid_from > limit)
        {
            problems.add("validFrom", "Datum může být nejvýše rok dopředu.");
        }
        match (self.kind, self.valid_to) {
            (TransferKind::Transfer, Some(_)) => {
                problems.add("validTo", "Přestup nemá datum konce.");
            }
            (TransferKind::Hosting, None) => {
                problems.add("validTo", "Zadejte poslední den hostování.");
            }
            (TransferKind::Hosting, Some(valid_to)) => {
                if valid_to < self.valid_from {
                    problems.add("validTo", "Konec hostování nesmí být před jeho začátkem.");
                } else if self
                    .valid_from
                    .checked_add_days(Days::new(MAX_HOSTING_DAYS))
                    .is_some_and(|limit| valid_to > limit)
                {
                    problems.add("validTo", "Hostování může trvat nejvýše rok.");
                }
            }
            (TransferKind::Transfer, None) => {}
        }
        problems.finish()?;
        Ok(TransferRequestValues {
            kind: self.kind,
            valid_from: self.valid_from,
            valid_to: self.valid_to,
            note,
        })
    }
}

/// Checks a rejection's reason: required, at most [`MAX_NOTE_CHARS`] characters.
pub fn rejection_reason(reason: &str) -> Result<String, Vec<FieldError>> {
    let mut problems = FormCheck::new();
    let reason = problems.text("reason", reason, MAX_NOTE_CHARS);
    problems.finish()?;
    Ok(reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use TransferAction as A;
    use TransferKind::{Hosting, Transfer};
    use TransferState as S;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_transfer_goes_through_the_club_and_the_federation() {
        let released = A::Release.apply(Transfer, S::Requested).unwrap();
        assert_eq!(released, S::Released);
        let approved = A::Approve.apply(Transfer, released).unwrap();
        assert_eq!(approved, S::Approved);
        assert_eq!(A::Complete.apply(Transfer, approved), Ok(S::Done));
    }

    #[test]
    fn a_hosting_is_approved_by_the_release_and_ends() {
        let approved = A::Release.apply(Hosting, S::Requested).unwrap();
        assert_eq!(approved, S::Approved);
        assert!(A::Approve.apply(Hosting, S::Released).is_err());
        assert!(A::Complete.apply(Hosting, approved).is_err());
        assert_eq!(A::End.apply(Hosting, approved), Ok(S::Ended));
        assert!(A::End.apply(Transfer, S::Approved).is_err());
    }

    #[test]
    fn only_waiting_inquiries_are_rejected_withdrawn_or_expire() {
        for action in [A::Reject, A::Withdraw, A::Expire] {
            for kind in [Hosting, Transfer] {
                for state in TransferState::ALL {
                    let result = action.apply(kind, *state);
                    assert_eq!(
                        result.is_ok(),
                        state.is_waiting(),
                        "{action:?} {kind:?} {state:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn final_states_accept_nothing() {
        let finals = [S::Done, S::Ended, S::Rejected, S::Withdrawn, S::Expired];
        for action in TransferAction::ALL {
            for kind in [Hosting, Transfer] {
                for state in finals {
                    assert!(action.apply(kind, state).is_err(), "{action:?} {state:?}");
                }
            }
        }
        assert_eq!(
            A::Release.apply(Transfer, S::Done).unwrap_err(),
            "Žádost ve stavu „Provedeno“ nelze změnit akcí „Uvolnit“."
        );
    }

    #[test]
    fn approval_after_the_requested_day_takes_effect_on_its_own_day() {
        assert_eq!(
            effective_date(date("2026-12-10"), date("2026-12-01")),
            date("2026-12-10")
        );
        assert_eq!(
            effective_date(date("2026-12-01"), date("2026-12-05")),
            date("2026-12-05")
        );
        assert_eq!(
            membership_end(date("2020-01-01"), date("2026-12-05")),
            date("2026-12-04")
        );
        assert_eq!(
            membership_end(date("2026-12-05"), date("2026-12-05")),
            date("2026-12-05")
        );
    }

    #[test]
    fn a_request_checks_its_period() {
        let today = date("2026-12-01");
        let input = |kind, from: &str, to: Option<&str>| TransferRequestInput {
            kind,
            valid_from: date(from),
            valid_to: to.map(date),
            note: "",
        };
        assert!(input(Transfer, "2026-12-01", None).values(today).is_ok());
        let fields = |result: Result<_, Vec<FieldError>>| {
            result
                .unwrap_err()
                .into_iter()
                .map(|error| error.field)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            fields(input(Transfer, "2026-11-30", None).values(today)),
            ["validFrom"]
        );
        assert_eq!(
            fields(input(Transfer, "2028-01-01", None).values(today)),
            ["validFrom"]
        );
        assert_eq!(
            fields(input(Transfer, "2026-12-02", Some("2026-12-31")).values(today)),
            ["validTo"]
        );
        assert_eq!(
            fields(input(Hosting, "2026-12-02", None).values(today)),
            ["validTo"]
        );
        assert_eq!(
            fields(input(Hosting, "2026-12-02", Some("2026-12-01")).values(today)),
            ["validTo"]
        );
        assert_eq!(
            fields(input(Hosting, "2026-12-02", Some("2028-01-01")).values(today)),
            ["validTo"]
        );
        assert!(
            input(Hosting, "2026-12-02", Some("2027-04-30"))
                .values(today)
                .is_ok()
        );
        assert!(rejection_reason("  ").is_err());
        assert_eq!(
            rejection_reason(" Dluží příspěvky ").unwrap(),
            "Dluží příspěvky"
        );
    }
}
