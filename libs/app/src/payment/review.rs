//! The review list: bank payments that paid no order exactly (less, more, an unknown symbol, a
//! paid or cancelled order). Admin assigns each to an order it pays, or dismisses it, with a
//! note.

use stopa_db::payment::{self as db, BankTransactionRow};
use stopa_domain::money::Czk;
use stopa_domain::payment::{OrderAction, OrderState, PaymentMatch, ReviewState};
use stopa_domain::policy;
use uuid::Uuid;

use super::notice::record_paid_notices;
use super::order::{invalid_transition, record_step, required_note};
use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Rows of the review list a page may have.
pub(super) const MAX_PER_PAGE: i32 = 200;

/// A bank payment as the review list shows it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ReviewPayment {
    pub id: i64,
    pub booked_on: chrono::NaiveDate,
    /// Haléře.
    pub amount: Czk,
    pub currency: String,
    pub variable_symbol: Option<String>,
    pub counter_account: Option<String>,
    pub counter_name: Option<String>,
    pub message: Option<String>,
    pub matched: PaymentMatch,
    /// Why it waits: "Nedoplatek", "Neznámý variabilní symbol"…
    pub matched_label: String,
    pub review: ReviewState,
    pub review_label: String,
    pub review_note: Option<String>,
    pub reviewed_by_name: Option<String>,
    /// The order of its variable symbol (or the one it was assigned to).
    pub order_uuid: Option<Uuid>,
    pub order_symbol: Option<String>,
    /// Haléře.
    pub order_amount: Option<Czk>,
    pub order_state: Option<OrderState>,
    pub club_name: Option<String>,
}

pub(super) fn review_payment(row: BankTransactionRow) -> ReviewPayment {
    ReviewPayment {
        id: row.bank_transaction_id,
        booked_on: row.booked_on,
        amount: row.amount,
        currency: row.currency,
        variable_symbol: row.variable_symbol,
        counter_account: row.counter_account,
        counter_name: row.counter_name,
        message: row.message,
        matched_label: if row.matched == PaymentMatch::Matched && row.review == ReviewState::Open {
            // An exact payment of a statement staff uploaded: Admin confirms it.
            "Přesná platba – čeká na potvrzení".to_owned()
        } else {
            row.matched.label().to_owned()
        },
        matched: row.matched,
        review_label: row.review.label().to_owned(),
        review: row.review,
        review_note: row.review_note,
        reviewed_by_name: row.reviewed_by_name,
        order_uuid: row.order_uuid,
        order_symbol: row.order_symbol,
        order_amount: row.order_amount,
        order_state: row.order_state,
        club_name: row.club_name,
    }
}

/// A page of the review list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ReviewPage {
    pub nodes: Vec<ReviewPayment>,
    pub total_count: i64,
}

/// The limit and offset of page `page` (from 1) of `per_page` rows (at most 200).
pub(super) fn page_window(page: i32, per_page: i32) -> AppResult<(i64, i64)> {
    if page < 1 || !(1..=MAX_PER_PAGE).contains(&per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Stránka začíná 1 a má nejvýše {MAX_PER_PAGE} řádků."),
        ));
    }
    Ok((
        i64::from(per_page),
        i64::from(page - 1) * i64::from(per_page),
    ))
}

/// The payments in `review` (OPEN: waiting; ASSIGNED and DISMISSED: decided), newest first.
pub async fn review_payments(
    app: &App,
    actor: &Actor,
    review: ReviewState,
    page: i32,
    per_page: i32,
) -> AppResult<ReviewPage> {
    policy::check_payment_admin(&actor.identity)?;
    let (limit, offset) = page_window(page, per_page)?;
    let (rows, total_count) =
        db::list_review_transactions(&app.pool, review, limit, offset).await?;
    Ok(ReviewPage {
        nodes: rows.into_iter().map(review_payment).collect(),
        total_count,
    })
}

/// Admin's decision on a payment of the review list.
#[derive(Debug, Clone)]
pub enum ReviewDecision {
    /// The payment pays this order (an open one): the order becomes PAID on the payment's day.
    Assign { order_uuid: Uuid },
    /// Nothing to pay with it (returned to the payer, not a fee…).
    Dismiss,
}

/// Decides a payment of the review list, with a note; both the payment and the order are read
/// under their locks, so a payment is decided once and an order paid once.
pub async fn resolve_payment(
    app: &App,
    actor: &Actor,
    bank_transaction_id: i64,
    decision: ReviewDecision,
    note: &str,
) -> AppResult<ReviewPayment> {
    policy::check_payment_admin(&actor.identity)?;
    let note = required_note(note)?;
    let mut write = AuditedWrite::begin(app, actor, "bank_transaction").await?;
    let payment = db::lock_bank_transaction(write.tx(), bank_transaction_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if payment.review != ReviewState::Open {
        return Err(AppError::coded(
            stopa_domain::error_code::ErrorCode::AlreadyDecided,
            format!("Platba už je vyřízena ({}).", payment.review.label()),
        ));
    }
    let mut notices = Vec::new();
    let (review, order_payment_id) = match decision {
        ReviewDecision::Dismiss => (ReviewState::Dismissed, None),
        ReviewDecision::Assign { order_uuid } => {
            let order = db::lock_order(write.tx(), order_uuid)
                .await?
                .ok_or_else(|| AppError::field("orderUuid", "Objednávka neexistuje."))?;
            let to = OrderAction::PayByAssignment
                .apply(order.state)
                .map_err(invalid_transition)?;
            db::set_order_state(
                write.tx(),
                order.order_payment_id,
                to,
                Some(payment.booked_on),
            )
            .await?;
            record_step(
                write.tx(),
                &order,
                OrderAction::PayByAssignment,
                to,
                Some(&note),
                actor.account_id(),
                Some(bank_transaction_id),
            )
            .await?;
            db::insert_member_payments_of_orders(write.tx(), &[order.order_payment_id]).await?;
            notices = record_paid_notices(app, write.tx(), &[order.order_payment_id]).await?;
            (ReviewState::Assigned, Some(order.order_payment_id))
        }
    };
    db::resolve_bank_transaction(
        write.tx(),
        bank_transaction_id,
        review,
        order_payment_id,
        &note,
        actor.account_id(),
    )
    .await?;
    write
        .audit(
            "review",
            bank_transaction_id,
            Some(&serde_json::json!({ "review": payment.review })),
            Some(&serde_json::json!({ "review": review, "order_payment_id": order_payment_id, "note": note })),
        )
        .await?;
    let after = db::lock_bank_transaction(write.tx(), bank_transaction_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    Ok(review_payment(after))
}
