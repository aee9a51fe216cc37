//! The fee schedule of an evidence season: what a basic member and an active adult, child and
//! senior pay, and the age limits (rules in `stopa_domain::payment`).

use stopa_db::payment::{self as db, FeeScheduleRow};
use stopa_domain::money::Czk;
use stopa_domain::payment::FeeSchedule;
use stopa_domain::policy::{self, AccessLevel};

use crate::error::{AppError, AppResult, FieldProblem};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// A season's fees as the fee page shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "FeeSchedule")
)]
pub struct FeeScheduleView {
    pub evidence_season_id: i64,
    pub season_name: String,
    pub season_year: i32,
    /// False when the season has no schedule yet (the SLČR defaults are shown).
    pub defined: bool,
    /// Haléře.
    pub basic_fee: Czk,
    /// Haléře.
    pub adult_fee: Czk,
    /// Haléře.
    pub child_fee: Czk,
    /// Haléře.
    pub senior_fee: Czk,
    /// A child is at most this old in the season's year (its year minus the birth year).
    pub child_max_age: i32,
    /// A senior is at least this old in the season's year.
    pub senior_min_age: i32,
    /// Whether the asker may change it (Admin).
    pub can_edit: bool,
}

pub(crate) fn fee_view(row: &FeeScheduleRow, can_edit: bool) -> FeeScheduleView {
    FeeScheduleView {
        evidence_season_id: row.evidence_season_id,
        season_name: row.season_name.clone(),
        season_year: row.season_year,
        defined: row.defined,
        basic_fee: row.basic_fee,
        adult_fee: row.adult_fee,
        child_fee: row.child_fee,
        senior_fee: row.senior_fee,
        child_max_age: row.child_max_age,
        senior_min_age: row.senior_min_age,
        can_edit,
    }
}

/// The schedules of every evidence season, newest first; for everybody logged in.
pub async fn fee_schedules(app: &App, actor: &Actor) -> AppResult<Vec<FeeScheduleView>> {
    let access = policy::fee_schedule_access(&actor.identity);
    if !access.can_read() {
        return Err(actor.refusal());
    }
    let rows = db::list_fee_schedules(&app.pool).await?;
    Ok(rows
        .iter()
        .map(|row| fee_view(row, access == AccessLevel::Write))
        .collect())
}

/// A season's schedule as Admin writes it.
#[derive(Debug, Clone)]
pub struct SaveFeeSchedule {
    pub evidence_season_id: i64,
    pub schedule: FeeSchedule,
}

/// Writes a season's schedule (Admin), every problem reported at once. Orders made before
/// keep the fees they were made with.
pub async fn save_fee_schedule(
    app: &App,
    actor: &Actor,
    request: SaveFeeSchedule,
) -> AppResult<FeeScheduleView> {
    policy::check_payment_admin(&actor.identity)?;
    let problems = request.schedule.problems();
    if !problems.is_empty() {
        return Err(AppError::Validation(
            problems
                .into_iter()
                .map(|(field, message)| FieldProblem {
                    field: field.to_owned(),
                    message,
                })
                .collect(),
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "fee_schedule").await?;
    let seasons = db::list_fee_schedules(write.tx()).await?;
    let Some(before) = seasons
        .into_iter()
        .find(|row| row.evidence_season_id == request.evidence_season_id)
    else {
        return Err(AppError::field(
            "evidenceSeasonId",
            "Evidenční sezóna neexistuje.",
        ));
    };
    db::save_fee_schedule(write.tx(), request.evidence_season_id, &request.schedule).await?;
    let after = db::find_fee_schedule(write.tx(), request.evidence_season_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit(
            "update",
            request.evidence_season_id,
            Some(&schedule_json(&before)),
            Some(&schedule_json(&after)),
        )
        .await?;
    write.commit().await?;
    Ok(fee_view(&after, true))
}

fn schedule_json(row: &FeeScheduleRow) -> serde_json::Value {
    serde_json::json!({
        "defined": row.defined,
        "basic_fee": row.basic_fee,
        "adult_fee": row.adult_fee,
        "child_fee": row.child_fee,
        "senior_fee": row.senior_fee,
        "child_max_age": row.child_max_age,
        "senior_min_age": row.senior_min_age,
    })
}
