//! FIS points lists and the FIS-code proposals of the data cleanup
//! (`/evidence/cisteni-dat/fis-parovani`) over `stopa_app::fis_lists`. Admin only.

use async_graphql::{Context, Object, SimpleObject, Upload};
use chrono::{DateTime, NaiveDate, Utc};
use stopa_app::fis_list as app;
use stopa_db::fis_list::{ListRow, ProposalView};

use crate::context::{asked, read_upload};
use crate::error::ApiResult;

/// A loaded version of a FIS points list.
#[derive(SimpleObject, Debug, Clone)]
pub struct FisPointsList {
    pub id: i64,
    /// AL, CC, JP, NK, SB, FS.
    pub sector: String,
    /// FIS's number of the list (413).
    pub list_key: String,
    pub name: String,
    pub calculated_on: Option<NaiveDate>,
    pub file_name: String,
    pub athletes: i32,
    pub loaded_at: DateTime<Utc>,
}

impl From<ListRow> for FisPointsList {
    fn from(row: ListRow) -> Self {
        Self {
            id: row.fis_points_list_id,
            sector: row.sector,
            list_key: row.list_key,
            name: row.name,
            calculated_on: row.calculated_on,
            file_name: row.file_name,
            athletes: row.row_count,
            loaded_at: row.loaded_at,
        }
    }
}

/// What loading a list did.
#[derive(SimpleObject, Debug, Clone)]
pub struct FisPointsListLoad {
    pub file_name: String,
    pub sector: String,
    pub list_key: String,
    pub list_name: String,
    pub athletes: i32,
    /// False when this version was loaded before.
    pub new_list: bool,
    /// Athletes the version did not hold yet.
    pub added: i32,
    pub proposals: i32,
}

impl From<app::LoadReport> for FisPointsListLoad {
    fn from(report: app::LoadReport) -> Self {
        Self {
            file_name: report.file_name,
            sector: report.sector,
            list_key: report.list_key,
            list_name: report.list_name,
            athletes: i32::try_from(report.athletes).unwrap_or(i32::MAX),
            new_list: report.new_list,
            added: i32::try_from(report.added).unwrap_or(i32::MAX),
            proposals: i32::try_from(report.proposals).unwrap_or(i32::MAX),
        }
    }
}

/// A proposal: a member without a FIS code may be this athlete of a points list.
#[derive(SimpleObject, Debug, Clone)]
pub struct FisPairingProposal {
    pub member_id: i64,
    pub member_name: String,
    pub member_birth_date: NaiveDate,
    pub member_club: Option<String>,
    pub fis_code: String,
    /// As FIS writes it (ASCII, last name first).
    pub athlete_name: String,
    pub athlete_birth_year: Option<i32>,
    pub athlete_club: Option<String>,
    pub list_name: String,
    /// 0–100.
    pub score: i32,
}

impl From<ProposalView> for FisPairingProposal {
    fn from(view: ProposalView) -> Self {
        Self {
            member_id: view.member_id,
            member_name: view.member_name,
            member_birth_date: view.member_birth_date,
            member_club: view.member_club,
            fis_code: view.fis_code,
            athlete_name: view.athlete_name,
            athlete_birth_year: view.athlete_birth_year,
            athlete_club: view.athlete_club,
            list_name: view.list_name,
            score: i32::from(view.score),
        }
    }
}

/// The proposals, best first, and how many there are in all.
#[derive(SimpleObject, Debug, Clone)]
pub struct FisPairingProposalPage {
    pub nodes: Vec<FisPairingProposal>,
    pub total_count: i64,
}

#[derive(Default)]
pub struct FisListsQuery;

#[Object]
impl FisListsQuery {
    /// The loaded FIS points list versions, newest first (Admin).
    async fn fis_points_lists(&self, ctx: &Context<'_>) -> ApiResult<Vec<FisPointsList>> {
        let (services, request) = asked(ctx)?;
        Ok(app::points_lists(services, request)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The FIS-code proposals, best first (Admin).
    async fn fis_pairing_proposals(&self, ctx: &Context<'_>) -> ApiResult<FisPairingProposalPage> {
        let (services, request) = asked(ctx)?;
        let (nodes, total_count) = app::proposals(services, request).await?;
        Ok(FisPairingProposalPage {
            nodes: nodes.into_iter().map(Into::into).collect(),
            total_count,
        })
    }
}

#[derive(Default)]
pub struct FisListsMutation;

#[Object]
impl FisListsMutation {
    /// Uploads a FIS points list (CSV or XLSX as FIS publishes it, at most 20 MB here) and
    /// proposes FIS codes from it (Admin).
    async fn upload_fis_points_list(
        &self,
        ctx: &Context<'_>,
        file: Upload,
    ) -> ApiResult<FisPointsListLoad> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) =
            read_upload(ctx, &file, stopa_formats::fis_points::MAX_LIST_BYTES)?;
        Ok(
            app::upload_points_list(services, request, &file_name, bytes)
                .await?
                .into(),
        )
    }

    /// Gives the member the proposed FIS code (Admin).
    async fn accept_fis_pairing(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        fis_code: String,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::accept_proposal(services, request, member_id, &fis_code).await?;
        Ok(true)
    }

    /// Rejects a proposal; it is not proposed again (Admin).
    async fn reject_fis_pairing(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        fis_code: String,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::reject_proposal(services, request, member_id, &fis_code).await?;
        Ok(true)
    }
}
