//! Transfers and hostings (`/evidence/prestupy-a-hostovani`): the receiving club asks, the
//! releasing club releases or rejects, the federation approves transfers, the hourly run
//! expires forgotten inquiries, completes approved transfers on their day and ends hostings
//! after their last day. The states and the rules: [`stopa_domain::transfer`]; who may take
//! which step: [`stopa_domain::policy::transfer_actions`].
//!
//! Every step is one transaction: the inquiry is read under its row lock (and the member's
//! transfer lock), the step is checked against that state, written with its history row and
//! audit entry, and the e-mails to both clubs' transfer managers are recorded as jobs in it, so
//! they go exactly when it commits.

use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::transfer::{self as db, TransferFilter, TransferRow};
use stopa_domain::policy::{self, ClubFacts, TransferFacts};
use stopa_domain::transfer::{
    self as rules, TransferAction, TransferKind, TransferRequestInput, TransferState,
};
use stopa_jobs::{JobQueues, Recorded};

use crate::club::{facts as club_facts, find_club};
use crate::error::{AppError, AppResult};
use crate::job::SendEmail;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The policy's view of an inquiry.
fn transfer_facts(row: &TransferRow) -> TransferFacts<'_> {
    TransferFacts {
        member_id: row.member_id,
        from_club: ClubFacts {
            club_id: row.from_club_id,
            region_id: row.from_club_region_id,
            department_ids: &row.from_club_department_ids,
        },
        to_club: ClubFacts {
            club_id: row.to_club_id,
            region_id: row.to_club_region_id,
            department_ids: &row.to_club_department_ids,
        },
        department_id: row.department_id,
        requested_by_identity_id: row.requested_by_identity_id,
    }
}

/// One step of an inquiry's history.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct TransferHistoryStep {
    pub state: TransferState,
    pub state_label: String,
    pub at: DateTime<Utc>,
    pub note: String,
    /// Who took it; none for the hourly run.
    pub actor_name: Option<String>,
}

/// An inquiry as the page shows it, with the steps the asker may take.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Transfer {
    pub id: i64,
    pub kind: TransferKind,
    pub kind_label: String,
    pub state: TransferState,
    pub state_label: String,
    pub member_id: i64,
    pub registration_number: i32,
    pub member_name: String,
    pub birth_year: i32,
    pub from_club_id: i64,
    pub from_club_name: String,
    pub to_club_id: i64,
    pub to_club_name: String,
    pub department_id: i64,
    pub department_name: String,
    /// A transfer's effective date, a hosting's first day.
    pub valid_from: NaiveDate,
    /// A hosting's last day.
    pub valid_to: Option<NaiveDate>,
    pub note: String,
    /// Why it was rejected.
    pub reason: Option<String>,
    /// Departments whose Athlete roles the completed transfer ended (the new club lacks them).
    pub ended_department_ids: Vec<i64>,
    /// Their names.
    pub ended_department_names: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// The steps the asker may take now.
    pub actions: Vec<TransferAction>,
    pub history: Vec<TransferHistoryStep>,
}

fn view(actor: &Actor, row: TransferRow, history: Vec<TransferHistoryStep>) -> Transfer {
    let actions =
        policy::transfer_actions(&actor.identity, &transfer_facts(&row), row.kind, row.state);
    Transfer {
        id: row.transfer_inquiry_id,
        kind: row.kind,
        kind_label: row.kind.label().to_owned(),
        state: row.state,
        state_label: row.state.label().to_owned(),
        member_id: row.member_id,
        registration_number: row.registration_number,
        member_name: format!("{} {}", row.first_name, row.last_name),
        birth_year: row.birth_year,
        from_club_id: row.from_club_id,
        from_club_name: row.from_club_name,
        to_club_id: row.to_club_id,
        to_club_name: row.to_club_name,
        department_id: row.department_id,
        department_name: row.department_name,
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        note: row.note,
        reason: row.reason,
        ended_department_ids: row.ended_department_ids,
        ended_department_names: row.ended_department_names,
        created_at: row.created_at,
        updated_at: row.updated_at,
        actions,
        history,
    }
}

/// Adds the history of `rows` and the asker's steps.
async fn views(
    executor: impl stopa_db::PgExecutor<'_>,
    actor: &Actor,
    rows: Vec<TransferRow>,
) -> AppResult<Vec<Transfer>> {
    let ids: Vec<i64> = rows.iter().map(|row| row.transfer_inquiry_id).collect();
    let mut events = db::list_transfer_events(executor, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let history = events
                .extract_if(.., |(id, _)| *id == row.transfer_inquiry_id)
                .map(|(_, event)| TransferHistoryStep {
                    state: event.state,
                    state_label: event.state.label().to_owned(),
                    at: event.created_at,
                    note: event.note,
                    actor_name: event.actor_name,
                })
                .collect();
            view(actor, row, history)
        })
        .collect())
}

/// The page of inquiries: filters, page and page size.
#[derive(Debug, Clone, Default)]
pub struct TransfersRequest {
    pub filter: TransferFilter,
    /// Inquiries starting within the season (its days replace `filter.starts_between`).
    pub season_id: Option<i64>,
    /// From 1.
    pub page: i32,
    /// At most 200.
    pub per_page: i32,
}

/// A page of inquiries, newest first.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct TransferPage {
    pub items: Vec<Transfer>,
    pub page: i32,
    pub per_page: i32,
    /// Whether a next page has rows (no count over the table).
    pub has_more: bool,
    /// Whether the asker may ask for transfers and hostings (the page offers the form).
    pub can_request: bool,
}

/// The inquiries the asker may list (Admin all; a region's or department's staff theirs; a
/// club those it is on either side of; a Person its own), newest first.
pub async fn list_transfers(
    app: &App,
    actor: &Actor,
    request: TransfersRequest,
) -> AppResult<TransferPage> {
    let scope = policy::transfer_list_scope(&actor.identity)?;
    let mut filter = request.filter;
    if let Some(season_id) = request.season_id {
        filter.starts_between = Some(
            db::season_days(&app.pool, season_id)
                .await?
                .ok_or_else(|| AppError::field("seasonId", "Sezóna neexistuje."))?,
        );
    }
    let per_page = request.per_page.clamp(1, 200);
    let page = request.page.clamp(1, 10_000);
    let offset = i64::from(page - 1) * i64::from(per_page);
    let mut rows =
        db::list_transfers(&app.pool, scope, &filter, i64::from(per_page) + 1, offset).await?;
    let has_more = rows.len() > usize::try_from(per_page).unwrap_or(usize::MAX);
    rows.truncate(usize::try_from(per_page).unwrap_or(usize::MAX));
    Ok(TransferPage {
        items: views(&app.pool, actor, rows).await?,
        page,
        per_page,
        has_more,
        can_request: policy::may_request_transfers(&actor.identity),
    })
}

/// One inquiry; NOT_FOUND outside the asker's scope.
pub async fn transfer(app: &App, actor: &Actor, transfer_inquiry_id: i64) -> AppResult<Transfer> {
    let scope = policy::transfer_list_scope(&actor.identity)?;
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    let row = db::find_transfer(&mut connection, transfer_inquiry_id, false)
        .await?
        .filter(|row| scope.contains(&transfer_facts(row)))
        .ok_or(AppError::NotFound)?;
    let mut found = views(&mut *connection, actor, vec![row]).await?;
    found.pop().ok_or(AppError::NotFound)
}

/// A member a club may ask for, found by its registration number.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct TransferCandidate {
    pub member_id: i64,
    pub registration_number: i32,
    pub member_name: String,
    pub birth_year: i32,
    pub club_id: i64,
    pub club_name: String,
}

/// The member of a registration number, for the request form: its name, birth year and club
/// (what a club manager asking for it knows already). Only for those who may ask; an archived
/// member or one without a club is not offered (NOT_FOUND, the same answer as no member).
pub async fn transfer_candidate(
    app: &App,
    actor: &Actor,
    registration_number: i32,
) -> AppResult<TransferCandidate> {
    if !policy::may_request_transfers(&actor.identity) {
        return Err(actor.refusal());
    }
    let row = db::find_transfer_candidate(&app.pool, registration_number)
        .await?
        .filter(|row| !row.archived)
        .ok_or(AppError::NotFound)?;
    let (Some(club_id), Some(club_name)) = (row.club_id, row.club_name) else {
        return Err(AppError::NotFound);
    };
    Ok(TransferCandidate {
        member_id: row.member_id,
        registration_number: row.registration_number,
        member_name: format!("{} {}", row.first_name, row.last_name),
        birth_year: row.birth_year,
        club_id,
        club_name,
    })
}

/// A request of the receiving (host) club.
#[derive(Debug, Clone)]
pub struct RequestTransfer {
    pub kind: TransferKind,
    pub member_id: i64,
    /// The receiving (host) club.
    pub to_club_id: i64,
    pub department_id: i64,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub note: String,
}

const ONE_OPEN: &str = "transfer_inquiry_one_open_per_member_key";
const ONE_OPEN_MESSAGE: &str = "Člen už má rozpracovanou žádost o přestup nebo hostování, nebo schválený přestup čekající na den účinnosti.";

/// Asks for a member of another club: a transfer to `to_club_id`, or a hosting there for a
/// period. The member's transfers are locked while the request is checked and stored, so two
/// requests of one member at once store one and refuse the other (CONFLICT).
pub async fn request_transfer(
    app: &App,
    actor: &Actor,
    request: RequestTransfer,
) -> AppResult<Transfer> {
    let values = TransferRequestInput {
        kind: request.kind,
        valid_from: request.valid_from,
        valid_to: request.valid_to,
        note: &request.note,
    }
    .values(stopa_domain::time::today())?;
    let mut write = AuditedWrite::begin(app, actor, "transfer_inquiry").await?;
    let to_club = find_club(write.tx(), request.to_club_id)
        .await
        .map_err(|error| match error {
            AppError::NotFound => AppError::field("toClubId", "Vybraný klub neexistuje."),
            other => other,
        })?;
    policy::check_request_transfer(
        &actor.identity,
        &club_facts(&to_club),
        request.department_id,
    )?;
    if to_club.state != stopa_domain::club::ClubState::Active {
        return Err(AppError::field("toClubId", "Klub už není činný."));
    }
    if !to_club.department_ids.contains(&request.department_id) {
        return Err(AppError::field(
            "departmentId",
            "Klub v tomto úseku nepůsobí.",
        ));
    }
    db::lock_member_transfers(write.tx(), request.member_id).await?;
    let member = stopa_db::member::find_member_record(write.tx(), request.member_id)
        .await?
        .filter(|member| !member.archived)
        .ok_or_else(|| AppError::field("memberId", "Člen nebyl nalezen."))?;
    let Some((from_club_id, _)) = db::open_membership(write.tx(), member.member_id).await? else {
        return Err(AppError::field(
            "memberId",
            "Člen není v žádném klubu; do klubu ho zapíše svaz.",
        ));
    };
    if from_club_id == to_club.club_id {
        return Err(AppError::field(
            "memberId",
            "Člen už je členem tohoto klubu.",
        ));
    }
    if values.kind == TransferKind::Hosting {
        let running = db::list_transfers(
            write.tx(),
            policy::TransferScope::Member(member.member_id),
            &TransferFilter {
                kind: Some(TransferKind::Hosting),
                state: Some(TransferState::Approved),
                ..TransferFilter::default()
            },
            100,
            0,
        )
        .await?;
        let end = values.valid_to.unwrap_or(values.valid_from);
        if running.iter().any(|hosting| {
            hosting.valid_from <= end && hosting.valid_to.is_some_and(|to| to >= values.valid_from)
        }) {
            return Err(AppError::Conflict {
                field: "validFrom".to_owned(),
                message: "Člen už v tomto období hostuje v jiném klubu.".to_owned(),
            });
        }
    }
    let id = db::insert_transfer(
        write.tx(),
        &db::NewTransfer {
            kind: values.kind,
            member_id: member.member_id,
            from_club_id,
            to_club_id: to_club.club_id,
            department_id: request.department_id,
            valid_from: values.valid_from,
            valid_to: values.valid_to,
            note: &values.note,
            requested_by_identity_id: (actor.identity.identity_id != 0)
                .then_some(actor.identity.identity_id),
        },
    )
    .await
    .map_err(|error| match error.unique_constraint() {
        Some(ONE_OPEN) => AppError::Conflict {
            field: "memberId".to_owned(),
            message: ONE_OPEN_MESSAGE.to_owned(),
        },
        _ => AppError::from(error),
    })?;
    db::insert_transfer_event(
        write.tx(),
        id,
        TransferState::Requested,
        identity_of(actor),
        actor.account_id(),
        &values.note,
    )
    .await?;
    write
        .audit("request", id, None::<&()>, Some(&values))
        .await?;
    let row = db::find_transfer(write.tx(), id, false)
        .await?
        .ok_or(AppError::NotFound)?;
    let notices = record_notices(app, write.tx(), &row).await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    transfer(app, actor, id).await
}

fn identity_of(actor: &Actor) -> Option<i64> {
    (actor.identity.identity_id != 0).then_some(actor.identity.identity_id)
}

/// A step of a person on an inquiry.
#[derive(Debug, Clone)]
pub struct ChangeTransfer {
    pub transfer_inquiry_id: i64,
    pub action: TransferAction,
    /// The reason of a rejection (required), a note otherwise.
    pub note: String,
}

/// Takes a step on an inquiry: release, approve, reject (with a reason) or withdraw. The state
/// is read under the inquiry's lock; a step the state or the asker's rights do not allow is
/// refused (FORBIDDEN outside the asker's steps, a Czech validation error for a state that
/// moved on). An approval whose day came completes the transfer in the same transaction.
pub async fn change_transfer(
    app: &App,
    actor: &Actor,
    change: ChangeTransfer,
) -> AppResult<Transfer> {
    let scope = policy::transfer_list_scope(&actor.identity)?;
    let note = match change.action {
        TransferAction::Reject => rules::rejection_reason(&change.note)?,
        TransferAction::Release | TransferAction::Approve | TransferAction::Withdraw => {
            let mut check = stopa_domain::validation::FormCheck::new();
            let note = check
                .optional_text("note", Some(&change.note), rules::MAX_NOTE_CHARS)
                .unwrap_or_default();
            check.finish()?;
            note
        }
        _ => return Err(AppError::Forbidden),
    };
    let mut write = AuditedWrite::begin(app, actor, "transfer_inquiry").await?;
    // The member's lock first (as a request and the hourly run take it), then the row's.
    let member_id = db::find_transfer(write.tx(), change.transfer_inquiry_id, false)
        .await?
        .filter(|row| scope.contains(&transfer_facts(row)))
        .ok_or(AppError::NotFound)?
        .member_id;
    db::lock_member_transfers(write.tx(), member_id).await?;
    let row = db::find_transfer(write.tx(), change.transfer_inquiry_id, true)
        .await?
        .ok_or(AppError::NotFound)?;
    let to = change
        .action
        .apply(row.kind, row.state)
        .map_err(|message| AppError::field("action", message))?;
    if !policy::transfer_actions(&actor.identity, &transfer_facts(&row), row.kind, row.state)
        .contains(&change.action)
    {
        return Err(AppError::Forbidden);
    }
    let today = stopa_domain::time::today();
    let reason = (change.action == TransferAction::Reject).then_some(note.as_str());
    let (state, valid_from, ended) =
        if to == TransferState::Approved && row.kind == TransferKind::Transfer {
            let effective = rules::effective_date(row.valid_from, today);
            if effective <= today {
                db::insert_transfer_event(
                    write.tx(),
                    row.transfer_inquiry_id,
                    to,
                    identity_of(actor),
                    actor.account_id(),
                    &note,
                )
                .await?;
                let ended = complete(write.tx(), &row, effective).await?;
                (TransferState::Done, effective, ended)
            } else {
                (to, effective, Vec::new())
            }
        } else {
            (to, row.valid_from, Vec::new())
        };
    db::set_transfer_state(
        write.tx(),
        row.transfer_inquiry_id,
        state,
        reason,
        valid_from,
        &ended,
    )
    .await?;
    let event_note = if state == TransferState::Done {
        ""
    } else {
        note.as_str()
    };
    db::insert_transfer_event(
        write.tx(),
        row.transfer_inquiry_id,
        state,
        identity_of(actor),
        actor.account_id(),
        event_note,
    )
    .await?;
    write
        .audit(
            change.action.as_str(),
            row.transfer_inquiry_id,
            Some(&serde_json::json!({ "state": row.state })),
            Some(&serde_json::json!({
                "state": state, "note": note, "validFrom": valid_from,
                "endedDepartmentIds": ended,
            })),
        )
        .await?;
    let after = db::find_transfer(write.tx(), row.transfer_inquiry_id, false)
        .await?
        .ok_or(AppError::NotFound)?;
    let notices = record_notices(app, write.tx(), &after).await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &notices).await;
    transfer(app, actor, row.transfer_inquiry_id).await
}

/// Completes a transfer taking effect on `effective`, inside the caller's transaction (the
/// member's transfer lock held): the old membership ends the day before (a membership that
/// began that very day ends on it, so the two share the day), the new one opens on it,
/// Athlete roles in departments the new club lacks end; fees and entries stay as they are.
/// Returns the departments whose roles ended.
async fn complete(
    connection: &mut stopa_db::PgConnection,
    row: &TransferRow,
    effective: NaiveDate,
) -> AppResult<Vec<i64>> {
    let Some((club_id, since)) = db::open_membership(&mut *connection, row.member_id).await? else {
        return Err(AppError::field(
            "action",
            "Člen mezitím z klubu vystoupil; přestup nelze provést.",
        ));
    };
    if club_id != row.from_club_id {
        return Err(AppError::field(
            "action",
            "Člen mezitím změnil klub; přestup nelze provést.",
        ));
    }
    let last_day = rules::membership_end(since, effective);
    db::close_open_membership(&mut *connection, row.member_id, last_day).await?;
    stopa_db::member::insert_membership(&mut *connection, row.member_id, row.to_club_id, effective)
        .await?;
    Ok(
        db::end_athlete_roles_outside_club(connection, row.member_id, row.to_club_id, last_day)
            .await?,
    )
}

/// What one hourly run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TransferRunReport {
    pub expired: usize,
    pub completed: usize,
    pub ended: usize,
    /// Inquiries a step could not be taken on (a member that left its club meanwhile), with
    /// why; they stay as they were.
    pub failed: Vec<(i64, String)>,
}

/// The hourly run: inquiries waiting longer than `expiry_days` since their last change
/// expire, approved transfers whose day came are completed, hostings past their last day end.
/// Each inquiry is its own transaction under the member's lock, re-read there, so a run that
/// overlaps a person's step or another run changes each inquiry once.
pub async fn run_due_transfers(app: &App, expiry_days: u32) -> AppResult<TransferRunReport> {
    let today = stopa_domain::time::today();
    let before = Utc::now() - chrono::Duration::days(i64::from(expiry_days));
    let due = db::due_transfers(&app.pool, before, today).await?;
    let mut report = TransferRunReport::default();
    let operator = Actor::operator();
    for (id, member_id) in due {
        let mut write = AuditedWrite::begin(app, &operator, "transfer_inquiry").await?;
        db::lock_member_transfers(write.tx(), member_id).await?;
        let Some(row) = db::find_transfer(write.tx(), id, true).await? else {
            continue;
        };
        let action = if row.state.is_waiting() && row.updated_at < before {
            TransferAction::Expire
        } else if row.state == TransferState::Approved
            && row.kind == TransferKind::Transfer
            && row.valid_from <= today
        {
            TransferAction::Complete
        } else if row.state == TransferState::Approved
            && row.kind == TransferKind::Hosting
            && row.valid_to.is_some_and(|to| to < today)
        {
            TransferAction::End
        } else {
            // Moved on since the worklist was read.
            continue;
        };
        let Ok(to) = action.apply(row.kind, row.state) else {
            continue;
        };
        let ended = if action == TransferAction::Complete {
            match complete(write.tx(), &row, row.valid_from).await {
                Ok(ended) => ended,
                Err(error) => {
                    report.failed.push((id, error.message()));
                    continue;
                }
            }
        } else {
            Vec::new()
        };
        db::set_transfer_state(write.tx(), id, to, None, row.valid_from, &ended).await?;
        db::insert_transfer_event(write.tx(), id, to, None, None, "").await?;
        write
            .audit(
                action.as_str(),
                id,
                Some(&serde_json::json!({ "state": row.state })),
                Some(&serde_json::json!({ "state": to, "endedDepartmentIds": ended })),
            )
            .await?;
        let after = db::find_transfer(write.tx(), id, false)
            .await?
            .ok_or(AppError::NotFound)?;
        let notices = record_notices(app, write.tx(), &after).await?;
        write.commit().await?;
        app.queues.push_recorded(&app.pool, &notices).await;
        match action {
            TransferAction::Expire => report.expired += 1,
            TransferAction::Complete => report.completed += 1,
            _ => report.ended += 1,
        }
    }
    Ok(report)
}

/// Records the e-mails of an inquiry's new state to both clubs' managers holding
/// CREATE_APPROVE_TRANSFER.
async fn record_notices(
    app: &App,
    connection: &mut stopa_db::PgConnection,
    row: &TransferRow,
) -> AppResult<Vec<Recorded>> {
    let contacts =
        db::club_transfer_contacts(&mut *connection, &[row.from_club_id, row.to_club_id]).await?;
    let period = match row.valid_to {
        Some(to) => format!(
            "{} – {}",
            stopa_formats::czech::date(row.valid_from),
            stopa_formats::czech::date(to)
        ),
        None => format!("od {}", stopa_formats::czech::date(row.valid_from)),
    };
    let member_name = format!("{} {}", row.first_name, row.last_name);
    let link = format!(
        "{}/evidence/prestupy-a-hostovani",
        app.public_url.trim_end_matches('/')
    );
    let note = row.reason.clone().unwrap_or_default();
    let mut recorded = Vec::new();
    for (_, email, first_name) in &contacts {
        let message = stopa_mail::templates::transfer_step(
            email,
            first_name,
            &stopa_mail::templates::TransferStep {
                kind_label: row.kind.label(),
                state_label: row.state.label(),
                member_name: &member_name,
                from_club_name: &row.from_club_name,
                to_club_name: &row.to_club_name,
                period: &period,
                note: &note,
                link: &link,
            },
        );
        recorded.push(
            JobQueues::record(&mut *connection, &SendEmail { message }, None)
                .await
                .map_err(crate::job::enqueue_error)?,
        );
    }
    Ok(recorded)
}
