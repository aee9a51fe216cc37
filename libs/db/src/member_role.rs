//! Members' roles in departments (`member_department_role`) and the club's racing members, the
//! members holding an open Athlete role.

use crate::{DbError, DbResult};
use chrono::NaiveDate;
use sqlx::PgExecutor;
use stopa_domain::member::{MemberRoleKind, Sex};

/// One role of a member in a department.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "MemberRole"))]
pub struct MemberRoleRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub member_department_role_id: i64,
    pub member_id: i64,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub kind: MemberRoleKind,
    pub valid_from: NaiveDate,
    /// None while the role lasts.
    pub valid_to: Option<NaiveDate>,
}

/// The member's roles, open ones first, then by department.
pub async fn list_member_roles(
    executor: impl PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Vec<MemberRoleRow>> {
    sqlx::query_as!(
        MemberRoleRow,
        r#"select r.member_department_role_id, r.member_id, r.department_id,
                  d.code as department_code, d.name as department_name,
                  r.kind as "kind: MemberRoleKind",
                  r.valid_from, r.valid_to
           from member_department_role r join department d on d.department_id = r.department_id
           where r.member_id = $1
           order by r.valid_to is not null, r.valid_to desc, d.department_id, r.kind"#,
        member_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_member_role(
    executor: impl PgExecutor<'_>,
    role_id: i64,
) -> DbResult<Option<MemberRoleRow>> {
    sqlx::query_as!(
        MemberRoleRow,
        r#"select r.member_department_role_id, r.member_id, r.department_id,
                  d.code as department_code, d.name as department_name,
                  r.kind as "kind: MemberRoleKind",
                  r.valid_from, r.valid_to
           from member_department_role r join department d on d.department_id = r.department_id
           where r.member_department_role_id = $1"#,
        role_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Gives a member a role; a second open role of the kind in the department violates
/// `member_department_role_one_open_key`.
pub async fn insert_member_role(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    department_id: i64,
    kind: MemberRoleKind,
    valid_from: NaiveDate,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into member_department_role (member_id, department_id, kind, valid_from)
           values ($1, $2, $3, $4) returning member_department_role_id"#,
        member_id,
        department_id,
        kind as _,
        valid_from
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Ends an open role on `valid_to`; false when it was not open.
pub async fn end_member_role(
    executor: impl PgExecutor<'_>,
    role_id: i64,
    valid_to: NaiveDate,
) -> DbResult<bool> {
    let done = sqlx::query!(
        r#"update member_department_role set valid_to = $2, updated_at = now()
           where member_department_role_id = $1 and valid_to is null"#,
        role_id,
        valid_to
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Racing members of a club by department, age group and sex.
#[derive(Debug, Clone)]
pub struct RacingCountRow {
    pub department_id: i64,
    /// `YOUTH`, `TEENAGERS`, `JUNIORS` or `ADULTS`.
    pub age_group: String,
    pub male: i64,
    pub female: i64,
}

/// Counts the club's current members with an open Athlete role, per department of the role
/// (a member racing in two departments counts in both), by age group as
/// [`crate::club::count_club_members_by_age_group`] defines them. `department_id` narrows the
/// count to one department.
pub async fn count_club_racing_members(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    department_id: Option<i64>,
) -> DbResult<Vec<RacingCountRow>> {
    sqlx::query_as!(
        RacingCountRow,
        r#"select department_id as "department_id!",
                  case when age <= 11 then 'YOUTH'
                       when age <= 15 then 'TEENAGERS'
                       when age <= 20 then 'JUNIORS'
                       else 'ADULTS' end as "age_group!",
                  count(*) filter (where sex = 'MALE') as "male!",
                  count(*) filter (where sex = 'FEMALE') as "female!"
           from (select r.department_id, m.sex,
                        extract(year from current_date)::int
                            - extract(year from m.birth_date)::int as age
                 from member m
                 join membership ms on ms.member_id = m.member_id and ms.valid_to is null
                 join member_department_role r on r.member_id = m.member_id
                      and r.kind = 'ATHLETE' and r.valid_to is null
                 where ms.club_id = $1 and not m.archived
                   and ($2::bigint is null or r.department_id = $2)) athletes
           group by 1, 2"#,
        club_id,
        department_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// One racing member of the club.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RacingMember"))]
pub struct RacingMemberRow {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    // Codes of the departments the member races in, in department order.
    pub department_codes: Vec<String>,
}

/// The club's current members with an open Athlete role (in `department_id` when given), in
/// Czech name order.
pub async fn list_club_racing_members(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    department_id: Option<i64>,
) -> DbResult<Vec<RacingMemberRow>> {
    sqlx::query_as!(
        RacingMemberRow,
        r#"select m.member_id, m.first_name, m.last_name, m.sex as "sex: Sex",
                  extract(year from m.birth_date)::int as "birth_year!",
                  array_agg(d.code order by d.department_id) as "department_codes!"
           from member m
           join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           join member_department_role r on r.member_id = m.member_id
                and r.kind = 'ATHLETE' and r.valid_to is null
           join department d on d.department_id = r.department_id
           where ms.club_id = $1 and not m.archived
             and ($2::bigint is null or exists (
                 select 1 from member_department_role f
                 where f.member_id = m.member_id and f.kind = 'ATHLETE'
                   and f.valid_to is null and f.department_id = $2))
           group by m.member_id
           order by m.last_name_sort, m.first_name_sort, m.member_id"#,
        club_id,
        department_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
