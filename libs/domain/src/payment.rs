//! Season fees, orders and bank payments (spec §2 `objednavky-a-platby`, §3 OrderPayment and
//! MemberPayment, §4 order states, §6 PAYMENTS).
//!
//! # Fees
//!
//! A fee is for one member, one club and one evidence season (a calendar year). The schedule
//! of a season ([`FeeSchedule`]) says what a basic member pays (0 Kč) and what an active
//! member pays: adults one amount, children and seniors another. Rules chosen for Stopa:
//!
//! - An **active member** is one who holds an Athlete role (a registered racer) in some
//!   department at any time of the season; everybody else is a basic member.
//! - **Age** is the age reached in the season's year, i.e. on 31 December (season year minus
//!   birth year), as the federation's racing categories count it: a child born in 2009 pays the
//!   child's fee through all of 2027 if the limit is 18, even after the birthday.
//! - A child is at most [`FeeSchedule::child_max_age`] years old, a senior at least
//!   [`FeeSchedule::senior_min_age`].
//! - A member is paid once a season: a fee paid by one club is never paid again by another
//!   (the database refuses a second live payment of the member and season).
//!
//! # Order states
//!
//! ```text
//!             ┌──────────── payment arrives / Admin marks paid ─────────────┐
//!             │                                                              ▼
//!  CREATED ──(payer: "sent")──▶ PAYMENT_STARTED ──(Admin: failed)──▶ PAYMENT_FAILED
//!     │  ▲                          │       │                          │     │
//!     │  └──────────────────────────┘       └────────▶ PAID ◀──────────┘     │
//!     │                                                                      │
//!     └────────────────▶ CANCELED ◀────────────(payer or Admin)───────────────┘
//! ```
//!
//! - CREATED: the order is made; its members are held for it (nobody orders them again that
//!   season) and it shows the payment instructions.
//! - PAYMENT_STARTED: the payer says the transfer was sent; the order can no longer be
//!   cancelled, because money may be on its way.
//! - PAYMENT_FAILED: Admin says the payment did not arrive or came back; the payer may send it
//!   again (back to PAYMENT_STARTED) or cancel.
//! - PAID: a bank payment of the order's variable symbol and exact amount arrived, Admin
//!   assigned a payment from the review list, or Admin marked it paid by hand (cash, a payment
//!   the bank import missed). The fees are written in the same transaction. Final.
//! - CANCELED (Stopa's addition to the spec's four states, so that a cancelled order keeps
//!   its history and variable symbol): from CREATED and PAYMENT_FAILED only; its members may
//!   be ordered again. A payment arriving for it goes to the review list. Final.
//! - An order of nothing to pay (only basic members) is PAID when it is made.
//!
//! A paid fee is never deleted: a refund is recorded on it by Admin, and the member is unpaid
//! again for that season.
//!
//! # Bank payments
//!
//! Every incoming payment of a statement is matched by its variable symbol and amount
//! ([`match_payment`]): the exact amount of an open order pays it; anything else (less, more,
//! an unknown symbol, an order already paid or cancelled) waits in the review list for Admin to
//! assign or dismiss with a note. Outgoing payments and other currencies are recorded and left
//! alone. A transaction is known by the bank's id, so a statement read twice changes nothing.

use crate::money::Czk;
use crate::text_enum::text_enum;

text_enum! {
    /// State of an order (spec §4: CREATED, PAYMENT_STARTED, PAYMENT_FAILED, PAID; CANCELED is
    /// Stopa's).
    pub enum OrderState as "OrderState" {
        Created => "CREATED" : "Vytvořena",
        PaymentStarted => "PAYMENT_STARTED" : "Platba odeslána",
        PaymentFailed => "PAYMENT_FAILED" : "Platba se nezdařila",
        Paid => "PAID" : "Zaplacena",
        Canceled => "CANCELED" : "Zrušena",
    }
}

text_enum! {
    /// Whether an order can be paid (spec §3: payment availability).
    pub enum PaymentAvailability as "PaymentAvailability" {
        CanBePaid => "CAN_BE_PAID" : "Lze zaplatit",
        Failed => "FAILED" : "Platba se nezdařila",
        Paid => "PAID" : "Zaplaceno",
    }
}

impl OrderState {
    /// Whether the order still holds its members (nobody may order them again this season).
    pub fn holds_members(self) -> bool {
        self != Self::Canceled
    }

    /// Whether a payment may still settle it.
    pub fn is_open(self) -> bool {
        matches!(
            self,
            Self::Created | Self::PaymentStarted | Self::PaymentFailed
        )
    }

    /// What the payer is told: payable, failed (pay again) or paid; a cancelled order is not
    /// payable at all.
    pub fn availability(self) -> Option<PaymentAvailability> {
        match self {
            Self::Created | Self::PaymentStarted => Some(PaymentAvailability::CanBePaid),
            Self::PaymentFailed => Some(PaymentAvailability::Failed),
            Self::Paid => Some(PaymentAvailability::Paid),
            Self::Canceled => None,
        }
    }
}

text_enum! {
    /// A change of an order's state, as its history records it.
    pub enum OrderAction as "OrderAction" {
        /// The order was made.
        Create => "CREATE" : "Vytvoření objednávky",
        /// The payer says the transfer was sent.
        MarkPaymentStarted => "MARK_PAYMENT_STARTED" : "Platba odeslána",
        /// Admin: the payment did not arrive or came back.
        MarkPaymentFailed => "MARK_PAYMENT_FAILED" : "Platba se nezdařila",
        /// A bank payment of the exact amount arrived.
        PayByBank => "PAY_BY_BANK" : "Zaplaceno bankovním převodem",
        /// Admin assigned a payment from the review list.
        PayByAssignment => "PAY_BY_ASSIGNMENT" : "Platba přiřazena ručně",
        /// Admin marked it paid by hand (cash, a payment the import missed).
        PayByHand => "PAY_BY_HAND" : "Zaplaceno ručně",
        /// Nothing to pay: paid when made.
        PayNothing => "PAY_NOTHING" : "Nic k zaplacení",
        Cancel => "CANCEL" : "Zrušení objednávky",
    }
}

impl OrderAction {
    /// The state the action leads to from `from`, or the Czech reason it is refused.
    pub fn apply(self, from: OrderState) -> Result<OrderState, String> {
        use OrderState::{Canceled, Created, Paid, PaymentFailed, PaymentStarted};
        let to = match self {
            Self::Create | Self::PayNothing => None,
            Self::MarkPaymentStarted => {
                matches!(from, Created | PaymentFailed).then_some(PaymentStarted)
            }
            Self::MarkPaymentFailed => (from == PaymentStarted).then_some(PaymentFailed),
            Self::PayByBank | Self::PayByAssignment | Self::PayByHand => {
                from.is_open().then_some(Paid)
            }
            Self::Cancel => matches!(from, Created | PaymentFailed).then_some(Canceled),
        };
        to.ok_or_else(|| match (self, from) {
            (_, Paid) => "Objednávka je už zaplacena.".to_owned(),
            (_, Canceled) => "Objednávka je zrušena.".to_owned(),
            (Self::Cancel, PaymentStarted) => {
                "Objednávku s odeslanou platbou nelze zrušit; počkejte na platbu nebo ať \
                 administrátor označí platbu jako nezdařenou."
                    .to_owned()
            }
            (action, state) => format!(
                "Akci „{}“ nelze provést u objednávky ve stavu „{}“.",
                action.label(),
                state.label()
            ),
        })
    }
}

text_enum! {
    /// The fee a member pays in an order.
    pub enum FeeKind as "FeeKind" {
        Basic => "BASIC" : "Základní člen",
        Adult => "ADULT" : "Aktivní člen – dospělý",
        Child => "CHILD" : "Aktivní člen – dítě",
        Senior => "SENIOR" : "Aktivní člen – senior",
    }
}

/// The fees of one evidence season.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeeSchedule {
    pub basic_fee: Czk,
    pub adult_fee: Czk,
    pub child_fee: Czk,
    pub senior_fee: Czk,
    /// A child is at most this old in the season's year.
    pub child_max_age: i32,
    /// A senior is at least this old in the season's year.
    pub senior_min_age: i32,
}

impl FeeSchedule {
    /// The SLČR fees Stopa starts with: a basic member pays nothing, an active adult 300 Kč,
    /// an active child (up to 18) or senior (65 and older) 100 Kč.
    pub const SLCR: Self = Self {
        basic_fee: Czk::ZERO,
        adult_fee: Czk::from_crowns(300),
        child_fee: Czk::from_crowns(100),
        senior_fee: Czk::from_crowns(100),
        child_max_age: 18,
        senior_min_age: 65,
    };

    /// The fee of a member born in `birth_year` for the season of `season_year`; `active`
    /// when it holds an Athlete role in the season.
    pub fn fee(&self, birth_year: i32, season_year: i32, active: bool) -> (FeeKind, Czk) {
        if !active {
            return (FeeKind::Basic, self.basic_fee);
        }
        let age = season_year - birth_year;
        if age <= self.child_max_age {
            (FeeKind::Child, self.child_fee)
        } else if age >= self.senior_min_age {
            (FeeKind::Senior, self.senior_fee)
        } else {
            (FeeKind::Adult, self.adult_fee)
        }
    }

    /// Every problem of a schedule an Admin wrote, by field, in Czech.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut problems = Vec::new();
        let limit = Czk::from_crowns(100_000);
        for (field, fee) in [
            ("basicFee", self.basic_fee),
            ("adultFee", self.adult_fee),
            ("childFee", self.child_fee),
            ("seniorFee", self.senior_fee),
        ] {
            if fee < Czk::ZERO || fee > limit {
                problems.push((field, format!("Poplatek musí být mezi 0 Kč a {limit}.")));
            }
        }
        if !(0..=30).contains(&self.child_max_age) {
            problems.push((
                "childMaxAge",
                "Věková hranice dětí musí být mezi 0 a 30 lety.".to_owned(),
            ));
        }
        if !(40..=120).contains(&self.senior_min_age) {
            problems.push((
                "seniorMinAge",
                "Věková hranice seniorů musí být mezi 40 a 120 lety.".to_owned(),
            ));
        }
        if self.child_max_age >= self.senior_min_age {
            problems.push((
                "seniorMinAge",
                "Senioři musí být starší než děti.".to_owned(),
            ));
        }
        problems
    }
}

/// The variable symbol of an order: the season's year in two digits and the order's number in
/// eight (`2700000042`): ten digits, unique, never starting with 0 this century.
pub fn variable_symbol(season_year: i32, order_number: i64) -> String {
    format!(
        "{:02}{:08}",
        season_year.rem_euclid(100),
        order_number.rem_euclid(100_000_000)
    )
}

/// A variable symbol as banks write it: digits without the leading zeros (`0000001234` and
/// `1234` are the same symbol); None when nothing is left.
pub fn normalize_symbol(text: &str) -> Option<String> {
    let digits = text.trim();
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    let trimmed = digits.trim_start_matches('0');
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}

text_enum! {
    /// A bank statement's file format.
    pub enum StatementFormat as "StatementFormat" {
        FioJson => "FIO_JSON" : "Fio API (JSON)",
        FioCsv => "FIO_CSV" : "Fio CSV",
        Abo => "ABO" : "ABO / GPC",
    }
}

text_enum! {
    /// What a bank transaction meant for the orders.
    pub enum PaymentMatch as "PaymentMatch" {
        /// The exact amount of an open order: it is paid.
        Matched => "MATCHED" : "Zaplacena objednávka",
        /// Less than the open order's amount.
        Underpaid => "UNDERPAID" : "Nedoplatek",
        /// More than the open order's amount.
        Overpaid => "OVERPAID" : "Přeplatek",
        /// No order has this variable symbol (or none was given).
        UnknownSymbol => "UNKNOWN_SYMBOL" : "Neznámý variabilní symbol",
        /// The order is paid already: a second payment.
        AlreadyPaid => "ALREADY_PAID" : "Objednávka už je zaplacena",
        /// The order was cancelled.
        OrderCanceled => "ORDER_CANCELED" : "Objednávka je zrušena",
        /// Money going out of the account (or a returned payment): not a fee.
        Outgoing => "OUTGOING" : "Odchozí platba",
        /// Not in Czech crowns.
        OtherCurrency => "OTHER_CURRENCY" : "Jiná měna než CZK",
    }
}

impl PaymentMatch {
    /// Whether Admin must look at it.
    pub fn needs_review(self) -> bool {
        matches!(
            self,
            Self::Underpaid
                | Self::Overpaid
                | Self::UnknownSymbol
                | Self::AlreadyPaid
                | Self::OrderCanceled
        )
    }
}

text_enum! {
    /// Where a transaction of the review list stands.
    pub enum ReviewState as "ReviewState" {
        /// Nothing to review (matched automatically, or not a fee).
        None => "NONE" : "Bez kontroly",
        /// Waiting for Admin.
        Open => "OPEN" : "K vyřešení",
        /// Admin assigned it to an order, which it paid.
        Assigned => "ASSIGNED" : "Přiřazeno",
        /// Admin dismissed it (returned to the payer, not a fee, …).
        Dismissed => "DISMISSED" : "Vyřízeno bez přiřazení",
    }
}

text_enum! {
    /// A column the orders grid sorts by.
    pub enum OrderSortKey as "OrderSortKey" {
        CreatedAt => "CREATED_AT",
        PaidOn => "PAID_ON",
        Amount => "AMOUNT",
        ClubName => "CLUB_NAME",
        State => "STATE",
        VariableSymbol => "VARIABLE_SYMBOL",
    }
}

/// What an incoming transaction means for the order of its variable symbol (`order`: its state
/// and amount, None when no order has the symbol).
pub fn match_payment(
    amount: Czk,
    currency: &str,
    order: Option<(OrderState, Czk)>,
) -> PaymentMatch {
    if amount <= Czk::ZERO {
        return PaymentMatch::Outgoing;
    }
    if !currency.eq_ignore_ascii_case("CZK") {
        return PaymentMatch::OtherCurrency;
    }
    match order {
        None => PaymentMatch::UnknownSymbol,
        Some((OrderState::Paid, _)) => PaymentMatch::AlreadyPaid,
        Some((OrderState::Canceled, _)) => PaymentMatch::OrderCanceled,
        Some((_, due)) if amount < due => PaymentMatch::Underpaid,
        Some((_, due)) if amount > due => PaymentMatch::Overpaid,
        Some(_) => PaymentMatch::Matched,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text_enum::TextEnum as _;
    use OrderState::{Canceled, Created, Paid, PaymentFailed, PaymentStarted};

    /// Every action from every state, against the diagram in the module documentation.
    #[test]
    fn every_order_transition_is_allowed_or_refused_as_documented() {
        let table: [(OrderAction, [Option<OrderState>; 5]); 7] = [
            // from:                  CREATED                 PAYMENT_STARTED      PAYMENT_FAILED        PAID  CANCELED
            (
                OrderAction::MarkPaymentStarted,
                [Some(PaymentStarted), None, Some(PaymentStarted), None, None],
            ),
            (
                OrderAction::MarkPaymentFailed,
                [None, Some(PaymentFailed), None, None, None],
            ),
            (
                OrderAction::PayByBank,
                [Some(Paid), Some(Paid), Some(Paid), None, None],
            ),
            (
                OrderAction::PayByAssignment,
                [Some(Paid), Some(Paid), Some(Paid), None, None],
            ),
            (
                OrderAction::PayByHand,
                [Some(Paid), Some(Paid), Some(Paid), None, None],
            ),
            (
                OrderAction::Cancel,
                [Some(Canceled), None, Some(Canceled), None, None],
            ),
            (OrderAction::Create, [None, None, None, None, None]),
        ];
        for (action, outcomes) in table {
            for (from, expected) in OrderState::all().iter().zip(outcomes) {
                let outcome = action.apply(*from);
                assert_eq!(
                    outcome.as_ref().ok().copied(),
                    expected,
                    "{action:?} from {from:?}: {outcome:?}"
                );
                if let Err(message) = outcome {
                    assert!(!message.is_empty());
                }
            }
        }
    }

    #[test]
    fn a_refused_cancel_says_why_in_czech() {
        assert_eq!(
            OrderAction::Cancel.apply(Paid),
            Err("Objednávka je už zaplacena.".to_owned())
        );
        assert!(
            OrderAction::Cancel
                .apply(PaymentStarted)
                .expect_err("refused")
                .contains("odeslanou platbou")
        );
        assert_eq!(
            OrderAction::MarkPaymentFailed.apply(Created),
            Err(
                "Akci „Platba se nezdařila“ nelze provést u objednávky ve stavu „Vytvořena“."
                    .to_owned()
            )
        );
    }

    #[test]
    fn availability_follows_the_state() {
        assert_eq!(Created.availability(), Some(PaymentAvailability::CanBePaid));
        assert_eq!(
            PaymentStarted.availability(),
            Some(PaymentAvailability::CanBePaid)
        );
        assert_eq!(
            PaymentFailed.availability(),
            Some(PaymentAvailability::Failed)
        );
        assert_eq!(Paid.availability(), Some(PaymentAvailability::Paid));
        assert_eq!(Canceled.availability(), None);
        assert!(!Canceled.holds_members() && Paid.holds_members());
    }

    #[test]
    fn fees_go_by_activity_and_the_age_reached_in_the_season() {
        let schedule = FeeSchedule::SLCR;
        // season 2027: born 2009 is 18 all year (child), 2008 is 19 (adult), 1962 is 65.
        let cases = [
            (2009, true, FeeKind::Child, 100),
            (2008, true, FeeKind::Adult, 300),
            (1963, true, FeeKind::Adult, 300),
            (1962, true, FeeKind::Senior, 100),
            (2020, true, FeeKind::Child, 100),
            (1980, false, FeeKind::Basic, 0),
            (2015, false, FeeKind::Basic, 0),
        ];
        for (birth_year, active, kind, crowns) in cases {
            assert_eq!(
                schedule.fee(birth_year, 2027, active),
                (kind, Czk::from_crowns(crowns)),
                "born {birth_year}, active {active}"
            );
        }
    }

    #[test]
    fn a_schedule_reports_every_problem() {
        let schedule = FeeSchedule {
            adult_fee: Czk::from_crowns(-1),
            child_max_age: 70,
            senior_min_age: 65,
            ..FeeSchedule::SLCR
        };
        let fields: Vec<&str> = schedule
            .problems()
            .iter()
            .map(|(field, _)| *field)
            .collect();
        assert_eq!(fields, ["adultFee", "childMaxAge", "seniorMinAge"]);
        assert!(FeeSchedule::SLCR.problems().is_empty());
    }

    #[test]
    fn variable_symbols_have_ten_digits_and_compare_without_leading_zeros() {
        assert_eq!(variable_symbol(2027, 42), "2700000042");
        assert_eq!(variable_symbol(2100, 7), "0000000007");
        assert_eq!(normalize_symbol("0000009999"), Some("9999".to_owned()));
        assert_eq!(
            normalize_symbol(" 2700000042 "),
            Some("2700000042".to_owned())
        );
        assert_eq!(normalize_symbol("0000000000"), None);
        assert_eq!(normalize_symbol("12a"), None);
        assert_eq!(normalize_symbol(""), None);
    }

    #[test]
    fn a_payment_is_matched_by_symbol_and_exact_amount() {
        let due = Czk::from_crowns(3_000);
        let open = Some((Created, due));
        assert_eq!(match_payment(due, "CZK", open), PaymentMatch::Matched);
        assert_eq!(
            match_payment(due, "czk", Some((PaymentFailed, due))),
            PaymentMatch::Matched
        );
        assert_eq!(
            match_payment(Czk::from_crowns(2_999), "CZK", open),
            PaymentMatch::Underpaid
        );
        assert_eq!(
            match_payment(Czk::from_crowns(3_001), "CZK", open),
            PaymentMatch::Overpaid
        );
        assert_eq!(match_payment(due, "CZK", None), PaymentMatch::UnknownSymbol);
        assert_eq!(
            match_payment(due, "CZK", Some((Paid, due))),
            PaymentMatch::AlreadyPaid
        );
        assert_eq!(
            match_payment(due, "CZK", Some((Canceled, due))),
            PaymentMatch::OrderCanceled
        );
        assert_eq!(
            match_payment(Czk::from_crowns(-3_000), "CZK", open),
            PaymentMatch::Outgoing
        );
        assert_eq!(
            match_payment(Czk::ZERO, "CZK", open),
            PaymentMatch::Outgoing
        );
        assert_eq!(match_payment(due, "EUR", open), PaymentMatch::OtherCurrency);
        assert!(PaymentMatch::Underpaid.needs_review() && !PaymentMatch::Matched.needs_review());
        assert!(!PaymentMatch::Outgoing.needs_review());
    }
}
