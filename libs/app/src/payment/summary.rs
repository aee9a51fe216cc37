//! What was paid by a day, by club: the state's funding counts the members whose fee of a
//! season was paid by 31 December of the season's year.

use chrono::NaiveDate;
use stopa_db::payment as db;
use stopa_domain::money::Czk;
use stopa_domain::policy;

use crate::error::{AppError, AppResult};
use crate::{Actor, App};

/// The fees of one club paid by the day.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PaidClub {
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub member_count: i64,
    /// Haléře.
    pub amount: Czk,
}

/// The fees of a season paid by a day, per club and in all.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PaidSummary {
    pub evidence_season_id: i64,
    pub season_name: String,
    /// The day counted to (31 December of the season's year unless asked otherwise).
    pub paid_by: NaiveDate,
    pub clubs: Vec<PaidClub>,
    pub member_count: i64,
    /// Haléře.
    pub amount: Czk,
}

/// The fees of `evidence_season_id` paid by `paid_by` (31 December of its year when not
/// given) in the clubs whose orders the asker sees.
pub async fn paid_summary(
    app: &App,
    actor: &Actor,
    evidence_season_id: i64,
    paid_by: Option<NaiveDate>,
) -> AppResult<PaidSummary> {
    let scope = policy::order_list_scope(&actor.identity)?;
    let season = db::list_fee_schedules(&app.pool)
        .await?
        .into_iter()
        .find(|row| row.evidence_season_id == evidence_season_id)
        .ok_or_else(|| AppError::field("evidenceSeasonId", "Evidenční sezóna neexistuje."))?;
    let paid_by = paid_by.unwrap_or(season.valid_to);
    let rows = db::list_paid_summary(&app.pool, scope, evidence_season_id, paid_by).await?;
    let clubs: Vec<PaidClub> = rows
        .into_iter()
        .map(|row| PaidClub {
            club_id: row.club_id,
            club_name: row.club_name,
            club_code: row.club_code,
            member_count: row.member_count,
            amount: row.amount,
        })
        .collect();
    Ok(PaidSummary {
        evidence_season_id,
        season_name: season.season_name,
        paid_by,
        member_count: clubs.iter().map(|club| club.member_count).sum(),
        amount: clubs.iter().map(|club| club.amount).sum(),
        clubs,
    })
}
