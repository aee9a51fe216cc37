//! The data-cleanup zone over `stopa_app::cleanup` (Admin only): the hub's counts, the
//! birth-number worklist with its fix, unresolved addresses with suggestions, and possible
//! duplicates with their merge.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
use stopa_app::cleanup::{self as app, UnresolvedAddressRef};
pub use stopa_app::cleanup::{
    CleanupCounts as CleanupOverview, FixBirthNumber as FixBirthNumberInput,
};
pub use stopa_db::cleanup::{
    BirthNumberProblemRow as BirthNumberProblem, DuplicateMember, DuplicatePair,
};
use stopa_db::ruian::{AddressPointRow, UnresolvedAddressRow};

use crate::context::asked;
use crate::error::ApiResult;
use crate::shared::Page;

/// A RÚIAN address point.
#[derive(SimpleObject, Debug, Clone)]
pub struct AddressPoint {
    /// The RÚIAN code of the address point (kód adresního místa).
    pub code: i64,
    /// The whole address on one line.
    pub text: String,
    pub municipality: String,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: i32,
    pub orientation_number: Option<String>,
    pub postcode: String,
}

impl From<AddressPointRow> for AddressPoint {
    fn from(row: AddressPointRow) -> Self {
        Self {
            text: row.display_text(),
            orientation_number: row.orientation_text(),
            code: row.code,
            municipality: row.municipality_name,
            municipality_part: row.part_name,
            street: row.street_name,
            house_number: row.house_number,
            postcode: row.postcode,
        }
    }
}

/// An address text that did not resolve to an address point.
#[derive(SimpleObject, Debug, Clone)]
pub struct UnresolvedAddress {
    pub id: i64,
    /// The folded key that groups the same address written differently (the REST path's
    /// `{address}`).
    pub key: String,
    /// The address as it was written.
    pub text: String,
    /// Members whose record waits on it.
    pub members: i64,
    /// Import rows skipped because of it.
    pub import_rows: i64,
    pub created_at: DateTime<Utc>,
}

impl From<UnresolvedAddressRow> for UnresolvedAddress {
    fn from(row: UnresolvedAddressRow) -> Self {
        Self {
            id: row.id,
            key: row.address_key,
            text: row.address_text,
            members: row.members,
            import_rows: row.import_rows,
            created_at: row.created_at,
        }
    }
}

/// An unresolved address with the address points it may mean, best first.
#[derive(SimpleObject, Debug, Clone)]
pub struct UnresolvedAddressDetail {
    pub address: UnresolvedAddress,
    pub suggestions: Vec<AddressPoint>,
}

#[derive(InputObject, Debug)]
pub struct WorklistInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
}

impl Default for WorklistInput {
    fn default() -> Self {
        Self {
            page: 1,
            per_page: 50,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct ResolveUnresolvedAddressInput {
    pub id: i64,
    /// The chosen RÚIAN address point.
    pub ruian_address_code: i64,
}

#[derive(InputObject, Debug)]
pub struct MergeMembersInput {
    /// The record that stays.
    pub keep_id: i64,
    /// The record merged into it (archived with a link).
    pub merge_id: i64,
}

#[derive(Default)]
pub struct CleanupQuery;

#[Object]
impl CleanupQuery {
    /// How many items wait in each worklist.
    async fn cleanup_overview(&self, ctx: &Context<'_>) -> ApiResult<CleanupOverview> {
        let (services, request) = asked(ctx)?;
        Ok(app::cleanup_counts(services, request).await?)
    }

    /// Members whose birth number fails today's rules (as the last check found them).
    async fn birth_number_problems(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] input: WorklistInput,
    ) -> ApiResult<Page<BirthNumberProblem>> {
        let (services, request) = asked(ctx)?;
        let (rows, total_count) = app::birth_number_problems(
            services,
            request,
            i64::from(input.page),
            i64::from(input.per_page),
        )
        .await?;
        Ok(Page {
            nodes: rows,
            total_count,
        })
    }

    /// Address texts that did not resolve to a RÚIAN address point, oldest first.
    async fn unresolved_addresses(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] input: WorklistInput,
    ) -> ApiResult<Page<UnresolvedAddress>> {
        let (services, request) = asked(ctx)?;
        let (rows, total_count) = app::unresolved_addresses(
            services,
            request,
            i64::from(input.page),
            i64::from(input.per_page),
        )
        .await?;
        Ok(Page {
            nodes: rows.into_iter().map(Into::into).collect(),
            total_count,
        })
    }

    /// One unresolved address with the points it may mean.
    async fn unresolved_address(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> ApiResult<UnresolvedAddressDetail> {
        let (services, request) = asked(ctx)?;
        let detail =
            app::unresolved_address(services, request, UnresolvedAddressRef::Id(id)).await?;
        Ok(UnresolvedAddressDetail {
            address: detail.row.into(),
            suggestions: detail.suggestions.into_iter().map(Into::into).collect(),
        })
    }

    /// Address points a written address may mean ("Husova 12, Liberec"), best first.
    async fn address_point_suggestions(
        &self,
        ctx: &Context<'_>,
        text: String,
    ) -> ApiResult<Vec<AddressPoint>> {
        let (services, request) = asked(ctx)?;
        Ok(app::address_point_suggestions(services, request, &text)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// Pairs of members with the same name and birth date.
    async fn possible_duplicates(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] input: WorklistInput,
    ) -> ApiResult<Page<DuplicatePair>> {
        let (services, request) = asked(ctx)?;
        let (pairs, total_count) = app::possible_duplicates(
            services,
            request,
            i64::from(input.page),
            i64::from(input.per_page),
        )
        .await?;
        Ok(Page {
            nodes: pairs,
            total_count,
        })
    }
}

#[derive(Default)]
pub struct CleanupMutation;

#[Object]
impl CleanupMutation {
    /// Checks every stored birth number again (a job); returns the job's id.
    async fn check_birth_numbers(&self, ctx: &Context<'_>) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        Ok(app::request_birth_number_check(services, request).await?)
    }

    /// Corrects a member's birth number, birth date and sex in place.
    async fn fix_birth_number(
        &self,
        ctx: &Context<'_>,
        input: FixBirthNumberInput,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::fix_birth_number(services, request, input).await?;
        Ok(true)
    }

    /// Chooses the address point of an unresolved address: every member waiting on it gets the
    /// address, and the text resolves to the point from now on. Returns how many members
    /// changed.
    async fn resolve_unresolved_address(
        &self,
        ctx: &Context<'_>,
        input: ResolveUnresolvedAddressInput,
    ) -> ApiResult<i32> {
        let (services, request) = asked(ctx)?;
        let members = app::resolve_unresolved_address(
            services,
            request,
            UnresolvedAddressRef::Id(input.id),
            input.ruian_address_code,
        )
        .await?;
        Ok(members as i32)
    }

    /// Merges two records of one person: `mergeId` into `keepId`.
    async fn merge_members(&self, ctx: &Context<'_>, input: MergeMembersInput) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::merge_members(services, request, input.keep_id, input.merge_id).await?;
        Ok(true)
    }
}
