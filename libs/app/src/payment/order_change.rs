//! Changes of an order's state (the moves of `stopa_domain::payment`): the payer says the
//! transfer was sent or cancels; Admin says a payment failed, marks an order paid by hand, and
//! refunds a member's fee. Each is decided on the order as it is under its lock.

use chrono::NaiveDate;
use stopa_db::payment as db;
use stopa_domain::payment::{OrderAction, OrderState};
use stopa_domain::policy::{self, AccessLevel};
use uuid::Uuid;

use super::notice::record_paid_notices;
use super::order::{Order, invalid_transition, order, record_step, required_note};
use crate::club::{facts, find_club};
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// A change of an order.
#[derive(Debug, Clone)]
pub enum OrderChange {
    /// The payer: the transfer was sent (the order can no longer be cancelled).
    MarkPaymentStarted,
    /// The payer or Admin: the order is not wanted (only CREATED or PAYMENT_FAILED).
    Cancel,
    /// Admin: the payment did not arrive or came back, with why.
    MarkPaymentFailed { note: String },
    /// Admin: paid in cash, or by a payment the bank import missed, on `paid_on`.
    PayByHand { paid_on: NaiveDate, note: String },
}

impl OrderChange {
    fn action(&self) -> OrderAction {
        match self {
            Self::MarkPaymentStarted => OrderAction::MarkPaymentStarted,
            Self::Cancel => OrderAction::Cancel,
            Self::MarkPaymentFailed { .. } => OrderAction::MarkPaymentFailed,
            Self::PayByHand { .. } => OrderAction::PayByHand,
        }
    }

    fn admin_only(&self) -> bool {
        matches!(
            self,
            Self::MarkPaymentFailed { .. } | Self::PayByHand { .. }
        )
    }
}

/// Locks the order of `uuid` in the write's transaction and checks that `actor` may work with
/// it (NOT_FOUND outside its scope).
async fn locked_order(
    write: &mut AuditedWrite,
    actor: &Actor,
    uuid: Uuid,
) -> AppResult<db::OrderRow> {
    let order = db::lock_order(write.tx(), uuid)
        .await?
        .ok_or(AppError::NotFound)?;
    let club = find_club(write.tx(), order.club_id).await?;
    if policy::order_access(&actor.identity, &facts(&club)) != AccessLevel::Write {
        return Err(AppError::NotFound);
    }
    Ok(order)
}

/// Changes an order's state as the rules allow, with its history, audit entry and, when it
/// becomes paid, the fees of its members and the e-mail to the club.
pub async fn change_order(
    app: &App,
    actor: &Actor,
    uuid: Uuid,
    change: OrderChange,
) -> AppResult<Order> {
    actor.signed_in()?;
    if change.admin_only() {
        policy::check_payment_admin(&actor.identity)?;
    }
    let note = match &change {
        OrderChange::MarkPaymentFailed { note } | OrderChange::PayByHand { note, .. } => {
            Some(required_note(note)?)
        }
        _ => None,
    };
    if let OrderChange::PayByHand { paid_on, .. } = &change
        && *paid_on > crate::today()
    {
        return Err(AppError::field(
            "paidOn",
            "Datum zaplacení nemůže být v budoucnosti.",
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "order_payment").await?;
    let order_row = locked_order(&mut write, actor, uuid).await?;
    let action = change.action();
    let to = action.apply(order_row.state).map_err(invalid_transition)?;
    let paid_on = match &change {
        OrderChange::PayByHand { paid_on, .. } => Some(*paid_on),
        _ => None,
    };
    db::set_order_state(write.tx(), order_row.order_payment_id, to, paid_on).await?;
    record_step(
        write.tx(),
        &order_row,
        action,
        to,
        note.as_deref(),
        actor.account_id(),
        None,
    )
    .await?;
    let mut notices = Vec::new();
    match to {
        OrderState::Canceled => {
            db::release_order_items(write.tx(), order_row.order_payment_id).await?;
        }
        OrderState::Paid => {
            db::insert_member_payments_of_orders(write.tx(), &[order_row.order_payment_id]).await?;
            notices = record_paid_notices(app, write.tx(), &[order_row.order_payment_id]).await?;
        }
        _ => {}
    }
    write
        .audit(
            action.as_str(),
            order_row.order_payment_id,
            Some(&serde_json::json!({ "state": order_row.state })),
            Some(&serde_json::json!({ "state": to, "note": note, "paid_on": paid_on })),
        )
        .await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    order(app, actor, uuid).await
}

/// Refunds the fee a paid order paid for one member (Admin, with why): the fee stays on record
/// with the refund, the member is unpaid for the season again and may be ordered anew.
pub async fn refund_fee(
    app: &App,
    actor: &Actor,
    uuid: Uuid,
    member_id: i64,
    note: &str,
) -> AppResult<Order> {
    policy::check_payment_admin(&actor.identity)?;
    let note = required_note(note)?;
    let mut write = AuditedWrite::begin(app, actor, "member_payment").await?;
    let order_row = locked_order(&mut write, actor, uuid).await?;
    if order_row.state != OrderState::Paid {
        return Err(invalid_transition(
            "Vrátit lze jen poplatek zaplacené objednávky.".to_owned(),
        ));
    }
    let payment =
        db::lock_member_payment_of_order(write.tx(), order_row.order_payment_id, member_id)
            .await?
            .ok_or_else(|| {
                AppError::field("memberId", "Člen v objednávce nemá zaplacený poplatek.")
            })?;
    if payment.refunded_at.is_some() {
        return Err(invalid_transition("Poplatek už byl vrácen.".to_owned()));
    }
    db::refund_member_payment(write.tx(), &payment, &note, actor.account_id()).await?;
    write
        .audit(
            "refund",
            payment.member_payment_id,
            Some(&payment),
            Some(&serde_json::json!({ "refund_note": note })),
        )
        .await?;
    write.commit().await?;
    order(app, actor, uuid).await
}
