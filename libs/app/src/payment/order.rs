//! Orders: the club's members a manager may pay for, making an order, reading it (privately
//! with its history and publicly by its uuid), the orders grid and its CSV.

use chrono::{DateTime, Datelike as _, NaiveDate, Utc};
use stopa_db::DbError;
use stopa_db::club::ClubRow;
use stopa_db::payment::{
    self as db, FeeScheduleRow, NewOrder, NewOrderEvent, NewOrderItem, OrderFilter, OrderListRow,
    OrderRow, SeasonDays,
};
use stopa_domain::error_code::ErrorCode;
use stopa_domain::member::AgeGroup;
use stopa_domain::money::Czk;
use stopa_domain::payment::{
    FeeKind, OrderAction, OrderSortKey, OrderState, PaymentAvailability, PaymentMatch, ReviewState,
    variable_symbol,
};
use stopa_domain::policy::{self, AccessLevel};
use stopa_formats::csv_excel::ExcelCsvWriter;
use stopa_formats::payment::spayd;
use uuid::Uuid;

use super::notice::record_paid_notices;
use crate::club::{facts, find_club};
use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Members an order may hold at most.
pub const MAX_ORDER_MEMBERS: usize = 2_000;
/// Rows of the orders grid a page may have.
const MAX_PER_PAGE: i32 = 500;
/// Orders an export writes at most.
const MAX_EXPORT_ROWS: i64 = 100_000;

/// A club's member during a season, as the order form offers it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderableMember {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    /// By the season's year minus the birth year.
    pub age_group: AgeGroup,
    /// Holds an Athlete role in the season (an active member).
    pub athlete: bool,
    pub athlete_department_ids: Vec<i64>,
    pub fee_kind: FeeKind,
    pub fee_label: String,
    /// Haléře.
    pub fee: Czk,
    /// The club that paid the season, when it is paid.
    pub paid_by_club: Option<String>,
    /// The variable symbol of the order that holds the member, when one does.
    pub held_by_order: Option<String>,
    /// Whether it may go into a new order (not paid, not held).
    pub orderable: bool,
}

/// The order form of a club and season.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderForm {
    pub club_id: i64,
    pub club_name: String,
    pub evidence_season_id: i64,
    pub season_name: String,
    pub fees: super::FeeScheduleView,
    pub members: Vec<OrderableMember>,
}

/// How to pay an order by bank transfer.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PaymentInstructions {
    /// The federation's account in the Czech form.
    pub account: String,
    pub iban: String,
    pub recipient: String,
    /// Haléře.
    pub amount: Czk,
    pub variable_symbol: String,
    /// The message for the recipient.
    pub message: String,
    /// The QR Platba (SPAYD 1.0) text the QR code carries.
    pub qr_text: String,
}

/// A member of an order.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderMember {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub fee_kind: FeeKind,
    pub fee_label: String,
    /// Haléře.
    pub amount: Czk,
    /// The fee was paid and then refunded (the member is unpaid again).
    pub refunded: bool,
    pub refund_note: Option<String>,
    /// Whether the asker may refund this member's fee (Admin, a paid order).
    pub can_refund: bool,
}

/// A step of an order's history.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderHistoryStep {
    pub action_label: String,
    pub from_state: Option<OrderState>,
    pub to_state: OrderState,
    pub to_state_label: String,
    pub note: Option<String>,
    /// Who did it; none for the bank import.
    pub by_name: Option<String>,
    pub at: DateTime<Utc>,
}

/// A bank payment of an order (its variable symbol's, or assigned to it).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderBankPayment {
    pub bank_transaction_id: i64,
    pub booked_on: NaiveDate,
    /// Haléře.
    pub amount: Czk,
    pub counter_name: Option<String>,
    pub matched: PaymentMatch,
    pub matched_label: String,
    pub review: ReviewState,
    pub review_label: String,
    pub review_note: Option<String>,
}

/// What the asker may do with an order.
#[derive(Debug, Clone, Copy, Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action the page offers"
)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderActions {
    /// The payer says the transfer was sent.
    pub can_mark_sent: bool,
    pub can_cancel: bool,
    /// Admin: the payment did not arrive or came back.
    pub can_mark_failed: bool,
    /// Admin: paid in cash, or by a payment the bank import missed.
    pub can_mark_paid: bool,
}

/// An order as its page shows it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Order {
    pub uuid: Uuid,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub evidence_season_id: i64,
    pub season_name: String,
    pub state: OrderState,
    pub state_label: String,
    /// Whether it can be paid (spec §3); none for a cancelled order.
    pub availability: Option<PaymentAvailability>,
    /// Haléře.
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: String,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    pub paid_on: Option<NaiveDate>,
    pub members: Vec<OrderMember>,
    pub history: Vec<OrderHistoryStep>,
    pub bank_payments: Vec<OrderBankPayment>,
    /// While it can be paid.
    pub instructions: Option<PaymentInstructions>,
    pub actions: OrderActions,
    /// The public page of the order (payment instructions and, once paid, the confirmation).
    pub public_path: String,
    /// The confirmation of payment as PDF, once paid.
    pub confirmation_pdf_url: Option<String>,
    /// The payment instructions with the QR payment as PDF, while it can be paid.
    pub instructions_pdf_url: Option<String>,
}

/// A member of an order as the public page names it: the name only.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PublicOrderMember {
    pub first_name: String,
    pub last_name: String,
    pub fee_label: String,
    /// Haléře.
    pub amount: Czk,
    pub refunded: bool,
}

/// An order as its public page (`/detail-objednavky/{uuid}`) shows it: the club, the payment
/// instructions and the names of its members, nothing else of them.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PublicOrder {
    pub uuid: Uuid,
    pub club_name: String,
    pub season_name: String,
    pub state: OrderState,
    pub state_label: String,
    pub availability: Option<PaymentAvailability>,
    /// Haléře.
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: String,
    pub created_at: DateTime<Utc>,
    pub paid_on: Option<NaiveDate>,
    pub members: Vec<PublicOrderMember>,
    pub instructions: Option<PaymentInstructions>,
    pub confirmation_pdf_url: Option<String>,
    pub instructions_pdf_url: Option<String>,
}

/// One row of the orders grid.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderListItem {
    pub uuid: Uuid,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub evidence_season_id: i64,
    pub season_name: String,
    pub state: OrderState,
    pub state_label: String,
    /// Haléře.
    pub amount: Czk,
    pub member_count: i32,
    pub variable_symbol: String,
    pub created_at: DateTime<Utc>,
    pub paid_on: Option<NaiveDate>,
}

/// A page of the orders grid with what the asker may do.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OrderPage {
    pub nodes: Vec<OrderListItem>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
    /// Where the grid's CSV is (the filters go as query parameters).
    pub export_url: String,
    /// Admin: the review list of bank payments, statements and the fee schedule.
    pub can_manage_payments: bool,
    /// Staff with PAYMENTS may upload the federation's statements for their scope.
    pub can_upload_statements: bool,
}

/// The season an order is for: one with a schedule that has not ended.
async fn orderable_season(app: &App, evidence_season_id: i64) -> AppResult<FeeScheduleRow> {
    let schedule = db::find_fee_schedule(&app.pool, evidence_season_id)
        .await?
        .ok_or_else(|| {
            AppError::field(
                "evidenceSeasonId",
                "Pro tuto evidenční sezónu není stanoven sazebník poplatků.",
            )
        })?;
    if schedule.valid_to < crate::today() {
        return Err(AppError::field(
            "evidenceSeasonId",
            format!(
                "{} už skončila; poplatky za ni nelze objednat.",
                schedule.season_name
            ),
        ));
    }
    Ok(schedule)
}

fn season_days(schedule: &FeeScheduleRow) -> SeasonDays {
    SeasonDays {
        evidence_season_id: schedule.evidence_season_id,
        valid_from: schedule.valid_from,
        valid_to: schedule.valid_to,
    }
}

fn orderable_member(row: db::OrderableMemberRow, schedule: &FeeScheduleRow) -> OrderableMember {
    let birth_year = row.birth_date.year();
    let (fee_kind, fee) = schedule
        .schedule()
        .fee(birth_year, schedule.season_year, row.active);
    OrderableMember {
        orderable: row.paid_club_name.is_none() && row.held_order_symbol.is_none(),
        member_id: row.member_id,
        registration_number: row.registration_number,
        first_name: row.first_name,
        last_name: row.last_name,
        birth_year,
        age_group: AgeGroup::of(birth_year, schedule.season_year),
        athlete: row.active,
        athlete_department_ids: row.athlete_department_ids,
        fee_kind,
        fee_label: fee_kind.label().to_owned(),
        fee,
        paid_by_club: row.paid_club_name,
        held_by_order: row.held_order_symbol,
    }
}

/// Refuses unless `actor` may make and read the orders of `club`: UNAUTHENTICATED for
/// visitors, FORBIDDEN otherwise.
fn check_order_access(actor: &Actor, club: &ClubRow) -> AppResult<()> {
    if policy::order_access(&actor.identity, &facts(club)) == AccessLevel::Write {
        Ok(())
    } else {
        Err(actor.refusal())
    }
}

/// The club's members during a season with their fees, for the order form
/// (`/evidence/objednavky-a-platby/platba-za-cleny`).
pub async fn order_form(
    app: &App,
    actor: &Actor,
    club_id: i64,
    evidence_season_id: i64,
) -> AppResult<OrderForm> {
    actor.signed_in()?;
    let club = find_club(&app.pool, club_id).await?;
    check_order_access(actor, &club)?;
    let schedule = orderable_season(app, evidence_season_id).await?;
    let rows = db::list_orderable_members(&app.pool, club_id, season_days(&schedule), None).await?;
    Ok(OrderForm {
        club_id,
        club_name: club.name.clone(),
        evidence_season_id,
        season_name: schedule.season_name.clone(),
        fees: super::fee::fee_view(&schedule, false),
        members: rows
            .into_iter()
            .map(|row| orderable_member(row, &schedule))
            .collect(),
    })
}

/// An order to make.
#[derive(Debug, Clone)]
pub struct CreateOrder {
    pub club_id: i64,
    pub evidence_season_id: i64,
    pub member_ids: Vec<i64>,
}

/// Makes an order of the fees of some of the club's members for a season. Decided under the
/// lock of the club's orders of the season, so two orders made at once never hold the same
/// member; a member paid or held already is refused with the reason (every one at once). An
/// order of nothing to pay is paid at once.
pub async fn create_order(app: &App, actor: &Actor, request: CreateOrder) -> AppResult<Order> {
    actor.signed_in()?;
    let club = find_club(&app.pool, request.club_id).await?;
    check_order_access(actor, &club)?;
    let mut member_ids = request.member_ids.clone();
    member_ids.sort_unstable();
    member_ids.dedup();
    if member_ids.is_empty() {
        return Err(AppError::field(
            "memberIds",
            "Vyberte alespoň jednoho člena.",
        ));
    }
    if member_ids.len() > MAX_ORDER_MEMBERS {
        return Err(AppError::field(
            "memberIds",
            format!("Objednávka může obsahovat nejvýše {MAX_ORDER_MEMBERS} členů."),
        ));
    }
    let schedule = orderable_season(app, request.evidence_season_id).await?;
    let mut write = AuditedWrite::begin(app, actor, "order_payment").await?;
    db::lock_club_orders(write.tx(), club.club_id, schedule.evidence_season_id).await?;
    let rows = db::list_orderable_members(
        write.tx(),
        club.club_id,
        season_days(&schedule),
        Some(&member_ids),
    )
    .await?;
    let members: Vec<OrderableMember> = rows
        .into_iter()
        .map(|row| orderable_member(row, &schedule))
        .collect();
    let mut problems = Vec::new();
    for member_id in &member_ids {
        match members.iter().find(|member| member.member_id == *member_id) {
            None => problems.push(format!(
                "Člen č. {member_id} nebyl v sezóně {} členem klubu {}.",
                schedule.season_name, club.name
            )),
            Some(member) => {
                let name = format!("{} {}", member.first_name, member.last_name);
                if let Some(paid_by) = &member.paid_by_club {
                    problems.push(format!("{name} má sezónu zaplacenou (klub {paid_by})."));
                } else if let Some(symbol) = &member.held_by_order {
                    problems.push(format!("{name} je už v objednávce {symbol}."));
                }
            }
        }
    }
    if !problems.is_empty() {
        return Err(AppError::Validation(
            problems
                .into_iter()
                .map(|message| crate::error::FieldProblem {
                    field: "memberIds".to_owned(),
                    message,
                })
                .collect(),
        ));
    }
    let amount: Czk = members.iter().map(|member| member.fee).sum();
    let number = db::next_order_number(write.tx()).await?;
    let symbol = variable_symbol(schedule.season_year, number);
    let (order_payment_id, uuid) = db::insert_order(
        write.tx(),
        &NewOrder {
            club_id: club.club_id,
            evidence_season_id: schedule.evidence_season_id,
            amount,
            member_count: i32::try_from(members.len()).unwrap_or(i32::MAX),
            variable_symbol: &symbol,
            created_by_account_id: actor.account_id(),
        },
    )
    .await?;
    let items: Vec<NewOrderItem> = members
        .iter()
        .map(|member| NewOrderItem {
            member_id: member.member_id,
            fee_kind: member.fee_kind,
            amount: member.fee,
        })
        .collect();
    db::insert_order_items(
        write.tx(),
        order_payment_id,
        schedule.evidence_season_id,
        &items,
    )
    .await
    .map_err(|error| match error {
        DbError::Unique { constraint } if constraint == "order_payment_item_held_key" => {
            AppError::Conflict {
                field: "memberIds".to_owned(),
                message: "Někdo z vybraných členů je mezitím v jiné objednávce této sezóny. \
                              Načtěte stránku znovu."
                    .to_owned(),
            }
        }
        other => AppError::from(other),
    })?;
    db::insert_order_event(
        write.tx(),
        &NewOrderEvent {
            order_payment_id,
            action: OrderAction::Create,
            from_state: None,
            to_state: OrderState::Created,
            note: None,
            account_id: actor.account_id(),
            bank_transaction_id: None,
        },
    )
    .await?;
    let mut notices = Vec::new();
    if amount == Czk::ZERO {
        let today = crate::today();
        db::set_order_state(write.tx(), order_payment_id, OrderState::Paid, Some(today)).await?;
        db::insert_order_event(
            write.tx(),
            &NewOrderEvent {
                order_payment_id,
                action: OrderAction::PayNothing,
                from_state: Some(OrderState::Created),
                to_state: OrderState::Paid,
                note: None,
                account_id: actor.account_id(),
                bank_transaction_id: None,
            },
        )
        .await?;
        db::insert_member_payments_of_orders(write.tx(), &[order_payment_id]).await?;
        notices = record_paid_notices(app, write.tx(), &[order_payment_id]).await?;
    }
    write
        .audit(
            "create",
            order_payment_id,
            None::<&()>,
            Some(&serde_json::json!({
                "club_id": club.club_id,
                "evidence_season_id": schedule.evidence_season_id,
                "variable_symbol": symbol,
                "amount": amount,
                "member_ids": member_ids,
            })),
        )
        .await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    order(app, actor, uuid).await
}

/// Reads an order for its page: for those who may make the club's orders (and Admin);
/// NOT_FOUND for anybody else, so an order's uuid tells nothing outside its scope.
pub async fn order(app: &App, actor: &Actor, uuid: Uuid) -> AppResult<Order> {
    actor.signed_in()?;
    let row = db::find_order_by_uuid(&app.pool, uuid)
        .await?
        .ok_or(AppError::NotFound)?;
    let club = find_club(&app.pool, row.club_id).await?;
    if policy::order_access(&actor.identity, &facts(&club)) != AccessLevel::Write {
        return Err(AppError::NotFound);
    }
    let admin = policy::check_payment_admin(&actor.identity).is_ok();
    let items = db::list_order_items(&app.pool, row.order_payment_id).await?;
    let events = db::list_order_events(&app.pool, row.order_payment_id).await?;
    let transactions = db::list_order_transactions(&app.pool, row.order_payment_id).await?;
    let allowed = |action: OrderAction| action.apply(row.state).is_ok();
    Ok(Order {
        members: items
            .into_iter()
            .map(|item| OrderMember {
                can_refund: admin
                    && row.state == OrderState::Paid
                    && item.member_payment_id.is_some()
                    && item.refunded_at.is_none(),
                member_id: item.member_id,
                registration_number: item.registration_number,
                first_name: item.first_name,
                last_name: item.last_name,
                fee_label: item.fee_kind.label().to_owned(),
                fee_kind: item.fee_kind,
                amount: item.amount,
                refunded: item.refunded_at.is_some(),
                refund_note: item.refund_note,
            })
            .collect(),
        history: events
            .into_iter()
            .map(|event| OrderHistoryStep {
                action_label: event.action.label().to_owned(),
                from_state: event.from_state,
                to_state: event.to_state,
                to_state_label: event.to_state.label().to_owned(),
                note: event.note,
                by_name: event.account_name,
                at: event.created_at,
            })
            .collect(),
        bank_payments: transactions
            .into_iter()
            .map(|transaction| OrderBankPayment {
                bank_transaction_id: transaction.bank_transaction_id,
                booked_on: transaction.booked_on,
                amount: transaction.amount,
                counter_name: transaction.counter_name,
                matched_label: transaction.matched.label().to_owned(),
                matched: transaction.matched,
                review_label: transaction.review.label().to_owned(),
                review: transaction.review,
                review_note: transaction.review_note,
            })
            .collect(),
        instructions: instructions(app, &row),
        actions: OrderActions {
            can_mark_sent: allowed(OrderAction::MarkPaymentStarted),
            can_cancel: allowed(OrderAction::Cancel),
            can_mark_failed: admin && allowed(OrderAction::MarkPaymentFailed),
            can_mark_paid: admin && allowed(OrderAction::PayByHand),
        },
        public_path: format!("/detail-objednavky/{}", row.uuid),
        confirmation_pdf_url: confirmation_pdf_url(&row),
        instructions_pdf_url: instructions_pdf_url(app, &row),
        uuid: row.uuid,
        club_id: row.club_id,
        club_name: row.club_name,
        club_code: row.club_code,
        evidence_season_id: row.evidence_season_id,
        season_name: row.season_name,
        state_label: row.state.label().to_owned(),
        availability: row.state.availability(),
        state: row.state,
        amount: row.amount,
        member_count: row.member_count,
        variable_symbol: row.variable_symbol,
        created_at: row.created_at,
        created_by_name: row.created_by_name,
        paid_on: row.paid_on,
    })
}

/// The payment instructions of an order that can be paid.
fn instructions(app: &App, row: &OrderRow) -> Option<PaymentInstructions> {
    if !row.state.is_open() || row.amount == Czk::ZERO {
        return None;
    }
    let message = format!("Clenske prispevky {} {}", row.season_year, row.club_code);
    Some(PaymentInstructions {
        account: app.payment.account.to_string(),
        iban: app.payment.iban.clone(),
        recipient: app.payment.recipient.clone(),
        amount: row.amount,
        variable_symbol: row.variable_symbol.clone(),
        qr_text: spayd::payment_text(&spayd::PaymentRequest {
            iban: &app.payment.iban,
            amount: row.amount,
            variable_symbol: &row.variable_symbol,
            message: &message,
            recipient: &app.payment.recipient,
        }),
        message,
    })
}

fn instructions_pdf_url(app: &App, row: &OrderRow) -> Option<String> {
    instructions(app, row).map(|_| format!("/api/public/export/order/{}/pokyny.pdf", row.uuid))
}

fn confirmation_pdf_url(row: &OrderRow) -> Option<String> {
    (row.state == OrderState::Paid)
        .then(|| format!("/api/public/export/order/{}/potvrzeni.pdf", row.uuid))
}

/// An order's public page by its uuid (the link is the key): payment instructions while it can
/// be paid, and once paid, the confirmation. Only names of members, nothing else of them.
pub async fn public_order(app: &App, uuid: Uuid) -> AppResult<PublicOrder> {
    let row = db::find_order_by_uuid(&app.pool, uuid)
        .await?
        .ok_or(AppError::NotFound)?;
    let items = db::list_order_items(&app.pool, row.order_payment_id).await?;
    Ok(PublicOrder {
        members: items
            .into_iter()
            .map(|item| PublicOrderMember {
                first_name: item.first_name,
                last_name: item.last_name,
                fee_label: item.fee_kind.label().to_owned(),
                amount: item.amount,
                refunded: item.refunded_at.is_some(),
            })
            .collect(),
        instructions: instructions(app, &row),
        confirmation_pdf_url: confirmation_pdf_url(&row),
        instructions_pdf_url: instructions_pdf_url(app, &row),
        uuid: row.uuid,
        club_name: row.club_name,
        season_name: row.season_name,
        state_label: row.state.label().to_owned(),
        availability: row.state.availability(),
        state: row.state,
        amount: row.amount,
        member_count: row.member_count,
        variable_symbol: row.variable_symbol,
        created_at: row.created_at,
        paid_on: row.paid_on,
    })
}

/// The orders grid's request.
#[derive(Debug, Clone)]
pub struct OrdersRequest {
    pub page: i32,
    pub per_page: i32,
    /// The column and whether descending; newest first without it.
    pub sort: Option<(OrderSortKey, bool)>,
    pub filter: OrderFilter,
}

fn list_item(row: OrderListRow) -> OrderListItem {
    OrderListItem {
        uuid: row.uuid,
        club_id: row.club_id,
        club_name: row.club_name,
        club_code: row.club_code,
        evidence_season_id: row.evidence_season_id,
        season_name: row.season_name,
        state_label: row.state.label().to_owned(),
        state: row.state,
        amount: row.amount,
        member_count: row.member_count,
        variable_symbol: row.variable_symbol,
        created_at: row.created_at,
        paid_on: row.paid_on,
    }
}

fn checked_filter(filter: &OrderFilter) -> OrderFilter {
    let search = filter
        .search
        .as_deref()
        .map(|text| stopa_domain::text::clean_line(text, 100))
        .filter(|text| !text.is_empty());
    OrderFilter {
        search,
        ..filter.clone()
    }
}

/// A page of the orders the asker may see (its clubs' with PAYMENTS; Admin every order).
pub async fn list_orders(app: &App, actor: &Actor, request: OrdersRequest) -> AppResult<OrderPage> {
    let scope = policy::order_list_scope(&actor.identity)?;
    if request.page < 1 {
        return Err(AppError::field("page", "Číslo stránky musí být alespoň 1."));
    }
    if !(1..=MAX_PER_PAGE).contains(&request.per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Počet řádků na stránku musí být mezi 1 a {MAX_PER_PAGE}."),
        ));
    }
    let filter = checked_filter(&request.filter);
    let (rows, total_count) = db::list_orders(
        &app.pool,
        scope,
        &filter,
        request.sort,
        i64::from(request.per_page),
        i64::from(request.page - 1) * i64::from(request.per_page),
    )
    .await?;
    Ok(OrderPage {
        nodes: rows.into_iter().map(list_item).collect(),
        total_count,
        page: request.page,
        per_page: request.per_page,
        export_url: format!(
            "/api/{}/export/orders-csv",
            actor.identity.identity_type.access_prefix()
        ),
        can_manage_payments: policy::check_payment_admin(&actor.identity).is_ok(),
        can_upload_statements: policy::statement_scope(&actor.identity).is_ok(),
    })
}

/// The orders grid as CSV for Czech Excel, with the grid's filter (`/api/{role}/export/orders-csv`).
pub async fn orders_csv(
    app: &App,
    actor: &Actor,
    role: &str,
    filter: OrderFilter,
    sort: Option<(OrderSortKey, bool)>,
) -> AppResult<Download> {
    let scope = policy::order_list_scope(&actor.identity)?;
    if actor.identity.identity_type.access_prefix() != role {
        return Err(AppError::Forbidden);
    }
    let filter = checked_filter(&filter);
    let rows = db::list_all_orders(&app.pool, scope, &filter, sort, MAX_EXPORT_ROWS).await?;
    let mut writer = ExcelCsvWriter::new();
    let failed = |error: std::io::Error| AppError::Internal(format!("orders csv: {error}"));
    writer
        .write_record([
            "Variabilní symbol",
            "Stav",
            "Kód klubu",
            "Klub",
            "Sezóna",
            "Počet členů",
            "Částka (Kč)",
            "Vytvořena",
            "Zaplacena",
        ])
        .map_err(failed)?;
    for row in rows {
        let halere = row.amount.halere();
        writer
            .write_record([
                row.variable_symbol.as_str(),
                row.state.label(),
                row.club_code.as_str(),
                row.club_name.as_str(),
                row.season_name.as_str(),
                &row.member_count.to_string(),
                &format!("{},{:02}", halere / 100, halere % 100),
                &stopa_formats::czech::date_time(row.created_at),
                &stopa_formats::czech::optional_date(row.paid_on),
            ])
            .map_err(failed)?;
    }
    Ok(Download::csv_bytes(
        format!("objednavky-{}.csv", crate::today().format("%Y-%m-%d")),
        writer.take_bytes().map_err(failed)?,
    ))
}

/// Records that `order_payment_id` changed state (its history).
pub(crate) async fn record_step(
    connection: &mut stopa_db::PgConnection,
    order: &OrderRow,
    action: OrderAction,
    to_state: OrderState,
    note: Option<&str>,
    account_id: Option<i64>,
    bank_transaction_id: Option<i64>,
) -> AppResult<()> {
    db::insert_order_event(
        connection,
        &NewOrderEvent {
            order_payment_id: order.order_payment_id,
            action,
            from_state: Some(order.state),
            to_state,
            note,
            account_id,
            bank_transaction_id,
        },
    )
    .await?;
    Ok(())
}

/// Refuses text no person would send as a note, and a missing one.
pub(crate) fn required_note(note: &str) -> AppResult<String> {
    let note = stopa_domain::text::clean_line(note, 500);
    if note.is_empty() {
        return Err(AppError::field("note", "Toto pole je povinné"));
    }
    Ok(note)
}

/// The refusal of a state change the rules do not allow.
pub(crate) fn invalid_transition(message: String) -> AppError {
    AppError::coded(ErrorCode::InvalidTransition, message)
}
