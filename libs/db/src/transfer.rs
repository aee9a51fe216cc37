//! Transfers and hostings: inquiries with their history, the list of a scope, what completing
//! a transfer writes, the hourly run's worklists and the hostings the host club's entries read.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor, Postgres, QueryBuilder};
use stopa_domain::policy::TransferScope;
use stopa_domain::transfer::{TransferKind, TransferState};

use crate::{DbError, DbResult};

/// One inquiry with the names and facts its page and the policy need.
#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
pub struct TransferRow {
    pub transfer_inquiry_id: i64,
    pub kind: TransferKind,
    pub state: TransferState,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub from_club_id: i64,
    pub from_club_name: String,
    pub from_club_region_id: i64,
    pub from_club_department_ids: Vec<i64>,
    pub to_club_id: i64,
    pub to_club_name: String,
    pub to_club_region_id: i64,
    pub to_club_department_ids: Vec<i64>,
    pub department_id: i64,
    pub department_name: String,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub note: String,
    pub reason: Option<String>,
    pub requested_by_identity_id: Option<i64>,
    pub ended_department_ids: Vec<i64>,
    pub ended_department_names: Vec<String>,
    pub completed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The select of [`TransferRow`] up to its `where`.
const SELECT: &str = "select t.transfer_inquiry_id, t.kind, t.state, t.member_id,
       m.registration_number, m.first_name, m.last_name,
       extract(year from m.birth_date)::int as birth_year,
       t.from_club_id, fc.name as from_club_name, fc.region_id as from_club_region_id,
       array(select cd.department_id from club_department cd where cd.club_id = t.from_club_id
             order by 1) as from_club_department_ids,
       t.to_club_id, tc.name as to_club_name, tc.region_id as to_club_region_id,
       array(select cd.department_id from club_department cd where cd.club_id = t.to_club_id
             order by 1) as to_club_department_ids,
       t.department_id, d.name as department_name, t.valid_from, t.valid_to, t.note, t.reason,
       t.requested_by_identity_id, t.ended_department_ids,
       array(select ed.name from department ed
             where ed.department_id = any(t.ended_department_ids) order by ed.name)
           as ended_department_names,
       t.completed_at, t.created_at,
       t.updated_at
from transfer_inquiry t
join member m on m.member_id = t.member_id
join club fc on fc.club_id = t.from_club_id
join club tc on tc.club_id = t.to_club_id
join department d on d.department_id = t.department_id
where true";

/// One inquiry; with `lock`, its row stays locked until the transaction ends (every state
/// change reads the state under this lock).
pub async fn find_transfer(
    connection: &mut PgConnection,
    transfer_inquiry_id: i64,
    lock: bool,
) -> DbResult<Option<TransferRow>> {
    let mut select = QueryBuilder::<Postgres>::new(SELECT);
    select
        .push(" and t.transfer_inquiry_id = ")
        .push_bind(transfer_inquiry_id);
    if lock {
        select.push(" for update of t");
    }
    Ok(select
        .build_query_as::<TransferRow>()
        .fetch_optional(connection)
        .await?)
}

/// The inquiries of a list: filters combined with `and`.
#[derive(Debug, Clone, Default)]
pub struct TransferFilter {
    pub state: Option<TransferState>,
    pub kind: Option<TransferKind>,
    /// Either side.
    pub club_id: Option<i64>,
    /// The receiving (host) club only.
    pub to_club_id: Option<i64>,
    pub department_id: Option<i64>,
    /// Inquiries starting within the days (a season).
    pub starts_between: Option<(NaiveDate, NaiveDate)>,
    pub member_id: Option<i64>,
}

fn push_scope(select: &mut QueryBuilder<Postgres>, scope: TransferScope) {
    match scope {
        TransferScope::All => {}
        TransferScope::Region(region_id) => {
            select
                .push(" and (fc.region_id = ")
                .push_bind(region_id)
                .push(" or tc.region_id = ")
                .push_bind(region_id)
                .push(")");
        }
        TransferScope::Department(department_id) => {
            select
                .push(" and t.department_id = ")
                .push_bind(department_id);
        }
        TransferScope::Club(club_id) => {
            select
                .push(" and (t.from_club_id = ")
                .push_bind(club_id)
                .push(" or t.to_club_id = ")
                .push_bind(club_id)
                .push(")");
        }
        TransferScope::Member(member_id) => {
            select.push(" and t.member_id = ").push_bind(member_id);
        }
    }
}

/// The inquiries of `scope` matching `filter`, newest first: `limit` of them from `offset`.
pub async fn list_transfers(
    executor: impl PgExecutor<'_>,
    scope: TransferScope,
    filter: &TransferFilter,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<TransferRow>> {
    let mut select = QueryBuilder::<Postgres>::new(SELECT);
    push_scope(&mut select, scope);
    if let Some(state) = filter.state {
        select.push(" and t.state = ").push_bind(state);
    }
    if let Some(kind) = filter.kind {
        select.push(" and t.kind = ").push_bind(kind);
    }
    if let Some(club_id) = filter.club_id {
        select
            .push(" and (t.from_club_id = ")
            .push_bind(club_id)
            .push(" or t.to_club_id = ")
            .push_bind(club_id)
            .push(")");
    }
    if let Some(department_id) = filter.department_id {
        select
            .push(" and t.department_id = ")
            .push_bind(department_id);
    }
    if let Some((from, to)) = filter.starts_between {
        select
            .push(" and t.valid_from between ")
            .push_bind(from)
            .push(" and ")
            .push_bind(to);
    }
    if let Some(member_id) = filter.member_id {
        select.push(" and t.member_id = ").push_bind(member_id);
    }
    select
        .push(" order by t.created_at desc, t.transfer_inquiry_id desc limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    Ok(select
        .build_query_as::<TransferRow>()
        .fetch_all(executor)
        .await?)
}

/// Holds the member's transfers until the transaction ends: two requests of one member, or a
/// request racing a completion, run one after the other.
pub async fn lock_member_transfers(connection: &mut PgConnection, member_id: i64) -> DbResult<()> {
    crate::lock_for_transaction(connection, &format!("transfer:member:{member_id}")).await
}

/// A new inquiry.
#[derive(Debug, Clone)]
pub struct NewTransfer<'a> {
    pub kind: TransferKind,
    pub member_id: i64,
    pub from_club_id: i64,
    pub to_club_id: i64,
    pub department_id: i64,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub note: &'a str,
    pub requested_by_identity_id: Option<i64>,
}

/// Stores an inquiry (REQUESTED); a member with one waiting violates
/// `transfer_inquiry_one_open_per_member_key`.
pub async fn insert_transfer(
    connection: &mut PgConnection,
    transfer: &NewTransfer<'_>,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into transfer_inquiry (kind, member_id, from_club_id, to_club_id, department_id,
                                         valid_from, valid_to, note, requested_by_identity_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           returning transfer_inquiry_id"#,
        transfer.kind as TransferKind,
        transfer.member_id,
        transfer.from_club_id,
        transfer.to_club_id,
        transfer.department_id,
        transfer.valid_from,
        transfer.valid_to,
        transfer.note,
        transfer.requested_by_identity_id
    )
    .fetch_one(connection)
    .await
    .map_err(DbError::from)
}

/// Moves an inquiry to `state`; a rejection keeps its reason, a transfer made the day it took
/// effect, the departments whose Athlete roles it ended and (when it changed) its start.
pub async fn set_transfer_state(
    connection: &mut PgConnection,
    transfer_inquiry_id: i64,
    state: TransferState,
    reason: Option<&str>,
    valid_from: NaiveDate,
    ended_department_ids: &[i64],
) -> DbResult<()> {
    sqlx::query!(
        r#"update transfer_inquiry
           set state = $2, reason = $3, valid_from = $4, ended_department_ids = $5,
               completed_at = case when $2 = 'DONE' then now() else completed_at end,
               updated_at = now()
           where transfer_inquiry_id = $1"#,
        transfer_inquiry_id,
        state as TransferState,
        reason,
        valid_from,
        ended_department_ids
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// One step of an inquiry's history.
#[derive(Debug, Clone, serde::Serialize)]
pub struct TransferEventRow {
    pub state: TransferState,
    pub created_at: DateTime<Utc>,
    pub note: String,
    /// Who: the account's name, none for the system's runs.
    pub actor_name: Option<String>,
}

/// Records a step of an inquiry's history.
pub async fn insert_transfer_event(
    connection: &mut PgConnection,
    transfer_inquiry_id: i64,
    state: TransferState,
    identity_id: Option<i64>,
    account_id: Option<i64>,
    note: &str,
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into transfer_inquiry_event (transfer_inquiry_id, state, identity_id, account_id,
                                               note)
           values ($1, $2, $3, $4, $5)"#,
        transfer_inquiry_id,
        state as TransferState,
        identity_id,
        account_id,
        note
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// The history of the inquiries `ids`, oldest step first, as (inquiry, step).
pub async fn list_transfer_events(
    executor: impl PgExecutor<'_>,
    ids: &[i64],
) -> DbResult<Vec<(i64, TransferEventRow)>> {
    Ok(sqlx::query!(
        r#"select e.transfer_inquiry_id, e.state as "state: TransferState", e.created_at, e.note,
                  case when a.account_id is null then null
                       else a.first_name || ' ' || a.last_name end as actor_name
           from transfer_inquiry_event e
           left join account a on a.account_id = e.account_id
           where e.transfer_inquiry_id = any($1)
           order by e.transfer_inquiry_id, e.created_at, e.transfer_inquiry_event_id"#,
        ids
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| {
        (
            row.transfer_inquiry_id,
            TransferEventRow {
                state: row.state,
                created_at: row.created_at,
                note: row.note,
                actor_name: row.actor_name,
            },
        )
    })
    .collect())
}

/// Ends the member's open Athlete roles in departments `club_id` is not active in, on `day`
/// (or the day the role began, when later); returns their departments.
pub async fn end_athlete_roles_outside_club(
    connection: &mut PgConnection,
    member_id: i64,
    club_id: i64,
    day: NaiveDate,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        r#"update member_department_role r
           set valid_to = greatest(r.valid_from, $3), updated_at = now()
           where r.member_id = $1 and r.kind = 'ATHLETE' and r.valid_to is null
             and not exists (select 1 from club_department cd
                             where cd.club_id = $2 and cd.department_id = r.department_id)
           returning r.department_id as "department_id!""#,
        member_id,
        club_id,
        day
    )
    .fetch_all(connection)
    .await?)
}

/// The member's open membership: (club, first day).
pub async fn open_membership(
    connection: &mut PgConnection,
    member_id: i64,
) -> DbResult<Option<(i64, NaiveDate)>> {
    Ok(sqlx::query!(
        r#"select club_id, valid_from from membership where member_id = $1 and valid_to is null"#,
        member_id
    )
    .fetch_optional(connection)
    .await?
    .map(|row| (row.club_id, row.valid_from)))
}

/// Ends the member's open membership on `valid_to` whatever day it began (the caller computed
/// a day not before it).
pub async fn close_open_membership(
    connection: &mut PgConnection,
    member_id: i64,
    valid_to: NaiveDate,
) -> DbResult<()> {
    sqlx::query!(
        r#"update membership set valid_to = $2, updated_at = now()
           where member_id = $1 and valid_to is null"#,
        member_id,
        valid_to
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// The hourly run's worklist: inquiries waiting without a change since `before`, approved
/// transfers whose day came by `today`, hostings whose last day passed before `today`; as
/// (inquiry, member) ids.
pub async fn due_transfers(
    executor: impl PgExecutor<'_>,
    before: DateTime<Utc>,
    today: NaiveDate,
) -> DbResult<Vec<(i64, i64)>> {
    Ok(sqlx::query!(
        r#"select transfer_inquiry_id, member_id from transfer_inquiry
           where (state in ('REQUESTED', 'RELEASED') and updated_at < $1)
              or (state = 'APPROVED' and kind = 'TRANSFER' and valid_from <= $2)
              or (state = 'APPROVED' and kind = 'HOSTING' and valid_to < $2)
           order by transfer_inquiry_id"#,
        before,
        today
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.transfer_inquiry_id, row.member_id))
    .collect())
}

/// Who hears of a club's transfers: its managers holding CREATE_APPROVE_TRANSFER (active
/// accounts, identities not revoked), as (club, e-mail, first name).
pub async fn club_transfer_contacts(
    executor: impl PgExecutor<'_>,
    club_ids: &[i64],
) -> DbResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query!(
        r#"select distinct i.club_id as "club_id!", a.email, a.first_name
           from identity i join account a on a.account_id = i.account_id
           where i.identity_type = 'TEAM' and i.club_id = any($1) and i.revoked_at is null
             and a.active and 'CREATE_APPROVE_TRANSFER' = any(i.permissions)
           order by 1, 2"#,
        club_ids
    )
    .fetch_all(executor)
    .await?
    .into_iter()
    .map(|row| (row.club_id, row.email, row.first_name))
    .collect())
}

/// A member found by its registration number for a transfer request: who it is and its club.
#[derive(Debug, Clone)]
pub struct TransferCandidateRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub archived: bool,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
}

/// The member of a registration number with its current club.
pub async fn find_transfer_candidate(
    executor: impl PgExecutor<'_>,
    registration_number: i32,
) -> DbResult<Option<TransferCandidateRow>> {
    sqlx::query_as!(
        TransferCandidateRow,
        r#"select m.member_id, m.registration_number, m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!", m.archived,
                  ms.club_id as "club_id?", c.name as "club_name?"
           from member m
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where m.registration_number = $1"#,
        registration_number
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The hosting in force for the member at `club_id` in `department_id` on `day`, if any.
pub async fn hosting_on(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    member_id: i64,
    department_id: i64,
    day: NaiveDate,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"select exists (select 1 from transfer_inquiry
                          where kind = 'HOSTING' and state = 'APPROVED' and to_club_id = $1
                            and member_id = $2 and department_id = $3
                            and valid_from <= $4 and valid_to >= $4) as "hosted!""#,
        club_id,
        member_id,
        department_id,
        day
    )
    .fetch_one(executor)
    .await?)
}

/// The members hosted by `club_id` in `department_id` on `day`.
pub async fn hosted_member_ids(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    department_id: i64,
    day: NaiveDate,
) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        r#"select member_id from transfer_inquiry
           where kind = 'HOSTING' and state = 'APPROVED' and to_club_id = $1
             and department_id = $2 and valid_from <= $3 and valid_to >= $3
           order by member_id"#,
        club_id,
        department_id,
        day
    )
    .fetch_all(executor)
    .await?)
}

/// A season's first and last day.
pub async fn season_days(
    executor: impl PgExecutor<'_>,
    season_id: i64,
) -> DbResult<Option<(NaiveDate, NaiveDate)>> {
    Ok(sqlx::query!(
        "select start_date, end_date from season where season_id = $1",
        season_id
    )
    .fetch_optional(executor)
    .await?
    .map(|row| (row.start_date, row.end_date)))
}
