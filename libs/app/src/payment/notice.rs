//! The e-mails of a paid order: one to each of the club's managers holding PAYMENTS, recorded
//! as jobs in the transaction that pays the order, so that they go exactly when it commits.

use stopa_db::payment as db;
use stopa_jobs::{JobQueues, Recorded};

use crate::App;
use crate::error::AppResult;
use crate::job::SendEmail;

/// Records the e-mails about the paid orders `order_ids` (read in the same transaction).
pub(crate) async fn record_paid_notices(
    app: &App,
    connection: &mut stopa_db::PgConnection,
    order_ids: &[i64],
) -> AppResult<Vec<Recorded>> {
    if order_ids.is_empty() {
        return Ok(Vec::new());
    }
    let orders = db::find_orders_by_ids(&mut *connection, order_ids).await?;
    let club_ids: Vec<i64> = orders.iter().map(|order| order.club_id).collect();
    let contacts = db::club_payment_contacts(&mut *connection, &club_ids).await?;
    let mut recorded = Vec::new();
    for order in &orders {
        let amount = order.amount.to_string();
        let link = format!(
            "{}/evidence/objednavky-a-platby/{}",
            app.public_url.trim_end_matches('/'),
            order.uuid
        );
        for (_, email, first_name) in contacts
            .iter()
            .filter(|(club_id, ..)| *club_id == order.club_id)
        {
            let message = stopa_mail::templates::order_paid(
                email,
                first_name,
                &stopa_mail::templates::PaidOrder {
                    club_name: &order.club_name,
                    season_name: &order.season_name,
                    variable_symbol: &order.variable_symbol,
                    amount: &amount,
                    member_count: order.member_count,
                    link: &link,
                },
            );
            recorded.push(
                JobQueues::record(&mut *connection, &SendEmail { message }, None)
                    .await
                    .map_err(crate::job::enqueue_error)?,
            );
        }
    }
    Ok(recorded)
}
