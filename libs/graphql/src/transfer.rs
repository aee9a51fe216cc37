//! Transfers and hostings: a thin adapter over `stopa_app::transfer`, whose view types are the
//! GraphQL objects (derived there behind its `graphql` feature).

use async_graphql::{Context, InputObject, Object};
use chrono::NaiveDate;
use stopa_app::transfer::{
    self as app, ChangeTransfer, RequestTransfer, Transfer, TransferCandidate, TransferPage,
    TransfersRequest,
};
use stopa_db::transfer::TransferFilter;
use stopa_domain::transfer::{TransferAction, TransferKind, TransferState};

use crate::context::asked;
use crate::error::ApiResult;

/// Filters of the inquiries list.
#[derive(InputObject, Debug, Clone, Default)]
pub struct TransferFilterInput {
    pub state: Option<TransferState>,
    pub kind: Option<TransferKind>,
    /// Either side.
    pub club_id: Option<i64>,
    /// The receiving (host) club only: whom a club hosts, or asks for.
    pub to_club_id: Option<i64>,
    pub department_id: Option<i64>,
    /// Inquiries starting within the season (May to April).
    pub season_id: Option<i64>,
    pub member_id: Option<i64>,
}

#[derive(InputObject, Debug)]
pub struct TransfersInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    #[graphql(default)]
    pub filter: TransferFilterInput,
}

/// A request of the receiving (host) club.
#[derive(InputObject, Debug, Clone)]
pub struct RequestTransferInput {
    pub kind: TransferKind,
    pub member_id: i64,
    pub to_club_id: i64,
    pub department_id: i64,
    /// A transfer's effective date, a hosting's first day (today or later).
    pub valid_from: NaiveDate,
    /// A hosting's last day; none for a transfer.
    pub valid_to: Option<NaiveDate>,
    #[graphql(default)]
    pub note: String,
}

/// A step on an inquiry: RELEASE, APPROVE, REJECT (with a reason in `note`) or WITHDRAW.
#[derive(InputObject, Debug, Clone)]
pub struct ChangeTransferInput {
    pub id: i64,
    pub action: TransferAction,
    #[graphql(default)]
    pub note: String,
}

#[derive(Default)]
pub struct TransfersQuery;

#[Object]
impl TransfersQuery {
    /// The transfer and hosting inquiries the asker may see, newest first, with the steps it
    /// may take on each.
    async fn transfers(&self, ctx: &Context<'_>, input: TransfersInput) -> ApiResult<TransferPage> {
        let (services, request) = asked(ctx)?;
        let filter = input.filter;
        Ok(app::list_transfers(
            services,
            request,
            TransfersRequest {
                filter: TransferFilter {
                    state: filter.state,
                    kind: filter.kind,
                    club_id: filter.club_id,
                    to_club_id: filter.to_club_id,
                    department_id: filter.department_id,
                    starts_between: None,
                    member_id: filter.member_id,
                },
                season_id: filter.season_id,
                page: input.page,
                per_page: input.per_page,
            },
        )
        .await?)
    }

    /// One inquiry with its history; NOT_FOUND outside the asker's scope.
    async fn transfer(&self, ctx: &Context<'_>, id: i64) -> ApiResult<Transfer> {
        let (services, request) = asked(ctx)?;
        Ok(app::transfer(services, request, id).await?)
    }

    /// The member of a registration number with its club, for the request form (those who may
    /// ask only; NOT_FOUND for none, an archived one or one without a club).
    async fn transfer_candidate(
        &self,
        ctx: &Context<'_>,
        registration_number: i32,
    ) -> ApiResult<TransferCandidate> {
        let (services, request) = asked(ctx)?;
        Ok(app::transfer_candidate(services, request, registration_number).await?)
    }
}

#[derive(Default)]
pub struct TransfersMutation;

#[Object]
impl TransfersMutation {
    /// Asks for a member of another club: a transfer, or a hosting for a period.
    async fn request_transfer(
        &self,
        ctx: &Context<'_>,
        input: RequestTransferInput,
    ) -> ApiResult<Transfer> {
        let (services, request) = asked(ctx)?;
        Ok(app::request_transfer(
            services,
            request,
            RequestTransfer {
                kind: input.kind,
                member_id: input.member_id,
                to_club_id: input.to_club_id,
                department_id: input.department_id,
                valid_from: input.valid_from,
                valid_to: input.valid_to,
                note: input.note,
            },
        )
        .await?)
    }

    /// Takes a step on an inquiry (the steps offered in `Transfer.actions`).
    async fn change_transfer(
        &self,
        ctx: &Context<'_>,
        input: ChangeTransferInput,
    ) -> ApiResult<Transfer> {
        let (services, request) = asked(ctx)?;
        Ok(app::change_transfer(
            services,
            request,
            ChangeTransfer {
                transfer_inquiry_id: input.id,
                action: input.action,
                note: input.note,
            },
        )
        .await?)
    }
}
