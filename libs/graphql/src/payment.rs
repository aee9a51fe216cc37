//! Fees, orders and bank payments: a thin adapter over `stopa_app::payment`, whose view types
//! are the GraphQL objects (derived there behind its `graphql` feature).

use async_graphql::{Context, Enum, InputObject, Object, Upload};
use chrono::NaiveDate;
use stopa_app::payment::{
    self as app, CreateOrder, FeeScheduleView, Order, OrderChange, OrderForm, OrderPage,
    OrdersRequest, PaidSummary, PublicOrder, ReviewDecision, ReviewPage, ReviewPayment,
    SaveFeeSchedule, StatementView, UploadStatement,
};
use stopa_db::payment::OrderFilter;
use stopa_domain::money::Czk;
use stopa_domain::payment::{FeeSchedule, OrderSortKey, OrderState, ReviewState};
use stopa_formats::payment::statement::MAX_STATEMENT_BYTES;
use uuid::Uuid;

use crate::context::{asked, read_upload, services};
use crate::error::ApiResult;
use crate::shared::SortDirection;

/// Filters of the orders grid.
#[derive(InputObject, Debug, Clone, Default)]
pub struct OrderFilterInput {
    pub state: Option<OrderState>,
    pub club_id: Option<i64>,
    pub evidence_season_id: Option<i64>,
    /// The start of a variable symbol, or words of the club's name.
    pub search: Option<String>,
}

impl From<OrderFilterInput> for OrderFilter {
    fn from(input: OrderFilterInput) -> Self {
        Self {
            state: input.state,
            club_id: input.club_id,
            evidence_season_id: input.evidence_season_id,
            search: input.search,
        }
    }
}

/// The column the orders grid is sorted by.
#[derive(InputObject, Debug, Clone, Copy)]
pub struct OrderSortInput {
    pub field: OrderSortKey,
    #[graphql(default)]
    pub direction: SortDirection,
}

/// The orders grid's input (DESIGN §5).
#[derive(InputObject, Debug)]
pub struct OrdersInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    /// The first sort is used; newest first without one.
    #[graphql(default)]
    pub sort: Vec<OrderSortInput>,
    #[graphql(default)]
    pub filter: OrderFilterInput,
}

/// A season's fees as Admin writes them (amounts in haléře).
#[derive(InputObject, Debug, Clone)]
pub struct FeeScheduleInput {
    pub evidence_season_id: i64,
    pub basic_fee: Czk,
    pub adult_fee: Czk,
    pub child_fee: Czk,
    pub senior_fee: Czk,
    pub child_max_age: i32,
    pub senior_min_age: i32,
}

/// An order to make.
#[derive(InputObject, Debug, Clone)]
pub struct CreateOrderInput {
    pub club_id: i64,
    pub evidence_season_id: i64,
    pub member_ids: Vec<i64>,
}

/// A change of an order's state.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderChangeKind {
    /// The payer: the transfer was sent.
    MarkPaymentStarted,
    /// The payer or Admin: cancel (only CREATED or PAYMENT_FAILED).
    Cancel,
    /// Admin: the payment did not arrive or came back (a note is required).
    MarkPaymentFailed,
    /// Admin: paid in cash or by a payment the import missed (a note and the day are required).
    PayByHand,
}

#[derive(InputObject, Debug, Clone)]
pub struct ChangeOrderInput {
    pub uuid: Uuid,
    pub change: OrderChangeKind,
    /// Why (required for Admin's changes).
    #[graphql(default)]
    pub note: String,
    /// The day it was paid (PAY_BY_HAND; today when not given).
    pub paid_on: Option<NaiveDate>,
}

#[derive(InputObject, Debug, Clone)]
pub struct RefundFeeInput {
    pub uuid: Uuid,
    pub member_id: i64,
    pub note: String,
}

/// Admin's decision on a payment of the review list.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewDecisionKind {
    /// The payment pays the order `orderUuid`.
    Assign,
    /// Nothing to pay with it.
    Dismiss,
}

#[derive(InputObject, Debug, Clone)]
pub struct ResolvePaymentInput {
    pub bank_transaction_id: i64,
    pub decision: ReviewDecisionKind,
    /// The order it pays (ASSIGN).
    pub order_uuid: Option<Uuid>,
    pub note: String,
}

#[derive(Default)]
pub struct PaymentsQuery;

#[Object]
impl PaymentsQuery {
    /// The fee schedule of every evidence season, newest first; for everybody logged in.
    async fn fee_schedules(&self, ctx: &Context<'_>) -> ApiResult<Vec<FeeScheduleView>> {
        let (services, request) = asked(ctx)?;
        Ok(app::fee_schedules(services, request).await?)
    }

    /// The orders the asker may see (PAYMENTS holders in their club, region or department;
    /// Admin every order).
    async fn orders(&self, ctx: &Context<'_>, input: OrdersInput) -> ApiResult<OrderPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::list_orders(
            services,
            request,
            OrdersRequest {
                page: input.page,
                per_page: input.per_page,
                sort: input
                    .sort
                    .first()
                    .map(|sort| (sort.field, sort.direction.descending())),
                filter: input.filter.into(),
            },
        )
        .await?)
    }

    /// A club's members during a season with their fees, for a new order.
    async fn order_form(
        &self,
        ctx: &Context<'_>,
        club_id: i64,
        evidence_season_id: i64,
    ) -> ApiResult<OrderForm> {
        let (services, request) = asked(ctx)?;
        Ok(app::order_form(services, request, club_id, evidence_season_id).await?)
    }

    /// One order with its members, history and payments; NOT_FOUND outside the asker's scope.
    async fn order(&self, ctx: &Context<'_>, uuid: Uuid) -> ApiResult<Order> {
        let (services, request) = asked(ctx)?;
        Ok(app::order(services, request, uuid).await?)
    }

    /// An order's public page (`/detail-objednavky/{uuid}`): payment instructions, names.
    async fn public_order(&self, ctx: &Context<'_>, uuid: Uuid) -> ApiResult<PublicOrder> {
        Ok(app::public_order(services(ctx)?, uuid).await?)
    }

    /// The fees of a season paid by a day (31 December of its year by default), per club.
    async fn paid_summary(
        &self,
        ctx: &Context<'_>,
        evidence_season_id: i64,
        paid_by: Option<NaiveDate>,
    ) -> ApiResult<PaidSummary> {
        let (services, request) = asked(ctx)?;
        Ok(app::paid_summary(services, request, evidence_season_id, paid_by).await?)
    }

    /// The latest bank statements (Admin every one, staff their own uploads).
    async fn bank_statements(&self, ctx: &Context<'_>) -> ApiResult<Vec<StatementView>> {
        let (services, request) = asked(ctx)?;
        Ok(app::bank_statements(services, request).await?)
    }

    /// One bank statement with its progress and counts.
    async fn bank_statement(&self, ctx: &Context<'_>, id: i64) -> ApiResult<StatementView> {
        let (services, request) = asked(ctx)?;
        Ok(app::bank_statement(services, request, id).await?)
    }

    /// What became of each payment of a bank statement, a page of them in the statement's
    /// order (whoever may see the statement).
    async fn bank_statement_rows(
        &self,
        ctx: &Context<'_>,
        id: i64,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<ReviewPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::bank_statement_rows(services, request, id, page, per_page).await?)
    }

    /// The review list of bank payments (Admin).
    async fn review_payments(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "ReviewState::Open")] review: ReviewState,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 50)] per_page: i32,
    ) -> ApiResult<ReviewPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::review_payments(services, request, review, page, per_page).await?)
    }
}

#[derive(Default)]
pub struct PaymentsMutation;

#[Object]
impl PaymentsMutation {
    /// Writes a season's fee schedule (Admin).
    async fn save_fee_schedule(
        &self,
        ctx: &Context<'_>,
        input: FeeScheduleInput,
    ) -> ApiResult<FeeScheduleView> {
        let (services, request) = asked(ctx)?;
        Ok(app::save_fee_schedule(
            services,
            request,
            SaveFeeSchedule {
                evidence_season_id: input.evidence_season_id,
                schedule: FeeSchedule {
                    basic_fee: input.basic_fee,
                    adult_fee: input.adult_fee,
                    child_fee: input.child_fee,
                    senior_fee: input.senior_fee,
                    child_max_age: input.child_max_age,
                    senior_min_age: input.senior_min_age,
                },
            },
        )
        .await?)
    }

    /// Makes an order of the fees of some of a club's members for a season.
    async fn create_order(&self, ctx: &Context<'_>, input: CreateOrderInput) -> ApiResult<Order> {
        let (services, request) = asked(ctx)?;
        Ok(app::create_order(
            services,
            request,
            CreateOrder {
                club_id: input.club_id,
                evidence_season_id: input.evidence_season_id,
                member_ids: input.member_ids,
            },
        )
        .await?)
    }

    /// Changes an order's state as its rules allow.
    async fn change_order(&self, ctx: &Context<'_>, input: ChangeOrderInput) -> ApiResult<Order> {
        let (services, request) = asked(ctx)?;
        let change = match input.change {
            OrderChangeKind::MarkPaymentStarted => OrderChange::MarkPaymentStarted,
            OrderChangeKind::Cancel => OrderChange::Cancel,
            OrderChangeKind::MarkPaymentFailed => {
                OrderChange::MarkPaymentFailed { note: input.note }
            }
            OrderChangeKind::PayByHand => OrderChange::PayByHand {
                paid_on: input.paid_on.unwrap_or_else(stopa_domain::time::today),
                note: input.note,
            },
        };
        Ok(app::change_order(services, request, input.uuid, change).await?)
    }

    /// Refunds the fee a paid order paid for one member (Admin).
    async fn refund_fee(&self, ctx: &Context<'_>, input: RefundFeeInput) -> ApiResult<Order> {
        let (services, request) = asked(ctx)?;
        Ok(app::refund_fee(services, request, input.uuid, input.member_id, &input.note).await?)
    }

    /// Uploads a bank statement (Fio API JSON, Fio CSV or ABO/GPC; at most 10 MB); the worker
    /// matches it and `bankStatement` shows its progress.
    async fn upload_bank_statement(
        &self,
        ctx: &Context<'_>,
        file: Upload,
    ) -> ApiResult<StatementView> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) = read_upload(ctx, &file, MAX_STATEMENT_BYTES)?;
        Ok(app::upload_statement(services, request, UploadStatement { file_name, bytes }).await?)
    }

    /// Decides a payment of the review list (Admin).
    async fn resolve_payment(
        &self,
        ctx: &Context<'_>,
        input: ResolvePaymentInput,
    ) -> ApiResult<ReviewPayment> {
        let (services, request) = asked(ctx)?;
        let decision = match (input.decision, input.order_uuid) {
            (ReviewDecisionKind::Dismiss, _) => ReviewDecision::Dismiss,
            (ReviewDecisionKind::Assign, Some(order_uuid)) => ReviewDecision::Assign { order_uuid },
            (ReviewDecisionKind::Assign, None) => {
                return Err(stopa_app::AppError::field(
                    "orderUuid",
                    "Vyberte objednávku, kterou platba platí.",
                )
                .into());
            }
        };
        Ok(app::resolve_payment(
            services,
            request,
            input.bank_transaction_id,
            decision,
            &input.note,
        )
        .await?)
    }
}
