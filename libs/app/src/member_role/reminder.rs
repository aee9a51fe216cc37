//! Reminders of licences and health checks about to expire: the worker's daily run e-mails the
//! holder (the member's address and those of the accounts acting as the member) and the
//! department's Section staff holding the kind's flag (any section for instructors), a given
//! number of days before the role's `valid_to` ([`stopa_domain::member_role::REMINDER_DAYS_BEFORE`]
//! by default). Each reminder is recorded with its e-mails in one transaction, keyed by the
//! role, the threshold and the end day, so a second run (or two workers at once) sends nothing
//! more, and a role extended later is reminded of again before its new end.

use stopa_db::member_role as db;
use stopa_domain::policy;
use stopa_jobs::JobQueues;

use crate::error::AppResult;
use crate::job::SendEmail;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Most reminders of one threshold in one run (the rest wait for the next run).
const MAX_PER_RUN: i64 = 2_000;

/// What a run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReminderReport {
    /// Roles reminded of.
    pub roles: usize,
    /// E-mails recorded.
    pub emails: usize,
}

/// Reminds of the roles ending within each of `thresholds` days (e.g. `[30]` or `[60, 7]`).
pub async fn run_role_reminders(app: &App, thresholds: &[u32]) -> AppResult<ReminderReport> {
    let today = crate::today();
    let operator = Actor::operator();
    let mut report = ReminderReport::default();
    let base = app.public_url.trim_end_matches('/').to_owned();
    for &days in thresholds {
        let days_before = i32::try_from(days).unwrap_or(i32::MAX);
        let due = db::due_reminders(&app.pool, today, days_before, MAX_PER_RUN).await?;
        for role in due {
            let mut write = AuditedWrite::begin(app, &operator, "member_department_role").await?;
            if !db::record_reminder(
                write.tx(),
                role.member_department_role_id,
                days_before,
                role.valid_to,
            )
            .await?
            {
                continue;
            }
            let role_name = match &role.department_name {
                Some(department) => format!("{} – {department}", role.kind.label()),
                None => role.kind.label().to_owned(),
            };
            let member_name = format!("{} {}", role.first_name, role.last_name);
            let valid_to = stopa_formats::czech::date(role.valid_to);
            let days_left = (role.valid_to - today).num_days();
            let managers = match policy::role_manager_flag(role.kind) {
                Some(flag) => {
                    db::role_manager_emails(write.tx(), role.department_id, flag.as_str()).await?
                }
                None => Vec::new(),
            };
            let grid = match (role.kind.route_word(), role.department_id) {
                (Some(word), Some(department_id)) => {
                    format!("{base}/evidence/role-v-useku/{department_id}/{word}")
                }
                (Some(word), None) => format!("{base}/evidence/role-v-useku/{word}"),
                _ => format!("{base}/evidence/clenove/{}/role-v-usecich", role.member_id),
            };
            let own = format!("{base}/evidence/clen/role-v-usecich");
            let mut recorded = Vec::new();
            let letters = role
                .holder_emails
                .iter()
                .map(|email| (email, true, own.as_str()))
                .chain(managers.iter().map(|email| (email, false, grid.as_str())));
            for (email, holder, link) in letters {
                let message = stopa_mail::templates::role_expiry(
                    email,
                    holder,
                    &stopa_mail::templates::RoleExpiry {
                        role: &role_name,
                        member_name: &member_name,
                        valid_to: &valid_to,
                        days_left,
                        link,
                    },
                );
                recorded.push(
                    JobQueues::record(write.tx(), &SendEmail { message }, None)
                        .await
                        .map_err(crate::job::enqueue_error)?,
                );
            }
            write
                .audit(
                    "remind",
                    role.member_department_role_id,
                    None::<&()>,
                    Some(&serde_json::json!({
                        "daysBefore": days_before,
                        "validTo": role.valid_to,
                        "emails": recorded.len(),
                    })),
                )
                .await?;
            write.commit().await?;
            report.roles += 1;
            report.emails += recorded.len();
            app.queues.push_recorded(&app.pool, &recorded).await;
        }
    }
    Ok(report)
}
