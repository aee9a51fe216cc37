//! What was paid: members and money by club for a season, up to a day. The state's funding
//! counts the fees paid by 31 December of the season's year.

use chrono::NaiveDate;
use sqlx::{Postgres, QueryBuilder};
use stopa_domain::money::Czk;
use stopa_domain::policy::ClubScope;

use crate::DbResult;
use crate::club::push_club_scope;

/// Fees of a season paid to a club by a day.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PaidSummaryRow {
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub member_count: i64,
    pub amount: Czk,
}

/// The fees of `evidence_season_id` paid by `by` (inclusive) per club in `scope`, by club
/// name; clubs with nothing paid are left out.
pub async fn list_paid_summary(
    executor: &sqlx::PgPool,
    scope: ClubScope,
    evidence_season_id: i64,
    by: NaiveDate,
) -> DbResult<Vec<PaidSummaryRow>> {
    let mut builder: QueryBuilder<Postgres> = QueryBuilder::new(
        "select c.club_id, c.name as club_name, c.code as club_code, \
         count(*) as member_count, coalesce(sum(p.amount), 0)::bigint as amount \
         from member_paid_season p join club c on c.club_id = p.club_id \
         where p.evidence_season_id = ",
    );
    builder
        .push_bind(evidence_season_id)
        .push(" and p.paid_on <= ")
        .push_bind(by);
    push_club_scope(&mut builder, scope);
    builder.push(
        " group by c.club_id, c.name, c.code order by c.name collate \"cs-x-icu\", c.club_id",
    );
    Ok(builder
        .build_query_as::<PaidSummaryRow>()
        .fetch_all(executor)
        .await?)
}
