//! Members' roles in departments (`member_department_role`) and the club's racing members, the
//! members holding an open Athlete role.

use crate::{DbError, DbResult};
use chrono::NaiveDate;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member::{MemberRoleKind, Sex};
use stopa_domain::member_role::{
    CoachLevel, InstructorLicence, RefereeType, RoleValidity, RoleValues, TechnicalDelegateType,
};
#[cfg(feature = "graphql")]
use stopa_domain::text_enum::label_of;

/// One role of a member in a department (an instructor's in none).
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "MemberRole"))]
pub struct MemberRoleRow {
    #[cfg_attr(feature = "graphql", graphql(name = "id"))]
    pub member_department_role_id: i64,
    pub member_id: i64,
    /// None for an instructor's licence (the federation's own).
    pub department_id: Option<i64>,
    pub department_code: Option<String>,
    pub department_name: Option<String>,
    #[cfg_attr(
        feature = "graphql",
        graphql(derived(owned, name = "kind_label", into = "String", with = "label_of"))
    )]
    pub kind: MemberRoleKind,
    pub valid_from: NaiveDate,
    /// None while the role lasts without an end.
    pub valid_to: Option<NaiveDate>,
    pub coach_level: Option<CoachLevel>,
    pub instructor_licence: Option<InstructorLicence>,
    pub referee_type: Option<RefereeType>,
    pub technical_delegate_type: Option<TechnicalDelegateType>,
    pub licence_number: Option<String>,
    pub course: Option<String>,
    pub note: Option<String>,
}

impl MemberRoleRow {
    /// The Czech label of the role's qualification (a coach's level, ...), if it has one.
    pub fn qualification_label(&self) -> Option<&'static str> {
        self.coach_level
            .map(CoachLevel::label)
            .or(self.instructor_licence.map(InstructorLicence::label))
            .or(self.referee_type.map(RefereeType::label))
            .or(self
                .technical_delegate_type
                .map(TechnicalDelegateType::label))
    }
}

/// The member's roles, open ones first, then by department.
pub async fn list_member_roles(
    executor: impl PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Vec<MemberRoleRow>> {
    sqlx::query_as!(
        MemberRoleRow,
        r#"select r.member_department_role_id, r.member_id, r.department_id,
                  d.code as "department_code?", d.name as "department_name?",
                  r.kind as "kind: MemberRoleKind",
                  r.valid_from, r.valid_to,
                  r.coach_level as "coach_level: CoachLevel",
                  r.instructor_licence as "instructor_licence: InstructorLicence",
                  r.referee_type as "referee_type: RefereeType",
                  r.technical_delegate_type as "technical_delegate_type: TechnicalDelegateType",
                  r.licence_number, r.course, r.note
           from member_department_role r
           left join department d on d.department_id = r.department_id
           where r.member_id = $1
           order by r.valid_to is not null and r.valid_to < current_date, r.valid_to desc,
                    d.department_id nulls first, r.kind, r.valid_from desc"#,
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
                  d.code as "department_code?", d.name as "department_name?",
                  r.kind as "kind: MemberRoleKind",
                  r.valid_from, r.valid_to,
                  r.coach_level as "coach_level: CoachLevel",
                  r.instructor_licence as "instructor_licence: InstructorLicence",
                  r.referee_type as "referee_type: RefereeType",
                  r.technical_delegate_type as "technical_delegate_type: TechnicalDelegateType",
                  r.licence_number, r.course, r.note
           from member_department_role r
           left join department d on d.department_id = r.department_id
           where r.member_department_role_id = $1"#,
        role_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Gives a member an Athlete role; a second open role of the kind in the department violates
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

/// Whether the member holds a role of `kind` in the department on `on` or after it (an open
/// one, one ending later or one beginning later): another would overlap it.
pub async fn holds_role_on_or_after(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    department_id: i64,
    kind: MemberRoleKind,
    on: NaiveDate,
) -> DbResult<bool> {
    sqlx::query_scalar!(
        r#"select exists (select 1 from member_department_role
                          where member_id = $1 and department_id = $2 and kind = $3
                            and (valid_to is null or valid_to >= $4)) as "holds!""#,
        member_id,
        department_id,
        kind as _,
        on
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Gives a member a checked role of any kind; an overlapping one of the kind in the department
/// violates `member_department_role_no_overlap`.
pub async fn insert_role(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    role: &RoleValues,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into member_department_role
               (member_id, department_id, kind, valid_from, valid_to, coach_level,
                instructor_licence, referee_type, technical_delegate_type, licence_number,
                course, note)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           returning member_department_role_id"#,
        member_id,
        role.department_id,
        role.kind as _,
        role.valid_from,
        role.valid_to,
        role.coach_level as _,
        role.instructor_licence as _,
        role.referee_type as _,
        role.technical_delegate_type as _,
        role.licence_number,
        role.course,
        role.note
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Changes a role's period and details (its member and kind stay).
pub async fn update_role(
    executor: impl PgExecutor<'_>,
    role_id: i64,
    role: &RoleValues,
) -> DbResult<()> {
    sqlx::query!(
        r#"update member_department_role
           set department_id = $2, valid_from = $3, valid_to = $4, coach_level = $5,
               instructor_licence = $6, referee_type = $7, technical_delegate_type = $8,
               licence_number = $9, course = $10, note = $11, updated_at = now()
           where member_department_role_id = $1"#,
        role_id,
        role.department_id,
        role.valid_from,
        role.valid_to,
        role.coach_level as _,
        role.instructor_licence as _,
        role.referee_type as _,
        role.technical_delegate_type as _,
        role.licence_number,
        role.course,
        role.note
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Sets a role's end (ending it, or extending its validity).
pub async fn set_role_valid_to(
    executor: impl PgExecutor<'_>,
    role_id: i64,
    valid_to: NaiveDate,
) -> DbResult<()> {
    sqlx::query!(
        r#"update member_department_role set valid_to = $2, updated_at = now()
           where member_department_role_id = $1"#,
        role_id,
        valid_to
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Another role of the member of `kind` in `department_id` (none: an instructor's) whose
/// period meets `valid_from`..=`valid_to` (none: without an end), leaving out `except`.
pub async fn find_overlapping_role(
    executor: impl PgExecutor<'_>,
    member_id: i64,
    kind: MemberRoleKind,
    department_id: Option<i64>,
    valid_from: NaiveDate,
    valid_to: Option<NaiveDate>,
    except: Option<i64>,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"select member_department_role_id from member_department_role
           where member_id = $1 and kind = $2
             and department_id is not distinct from $3
             and daterange(valid_from, valid_to, '[]') && daterange($4, $5, '[]')
             and member_department_role_id is distinct from $6
           limit 1"#,
        member_id,
        kind as _,
        department_id,
        valid_from,
        valid_to,
        except
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Holds the member's roles until the transaction ends: two writes of one member's roles run
/// one after the other, each deciding on what the other stored.
pub async fn lock_member_roles(connection: &mut PgConnection, member_id: i64) -> DbResult<()> {
    crate::lock_for_transaction(connection, &format!("role:member:{member_id}")).await
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

/// What the department grids (`role-v-useku`) filter by.
#[derive(Debug, Clone)]
pub struct RoleHolderFilter {
    pub kind: MemberRoleKind,
    /// None: instructors.
    pub department_id: Option<i64>,
    /// Only holders who are members of the region's clubs (Area staff).
    pub region_id: Option<i64>,
    /// A word of the name or the registration number.
    pub search: Option<String>,
    pub validity: RoleValidity,
    /// The qualification's literal (a coach's level, ...).
    pub qualification: Option<String>,
    /// A word of the issuing course.
    pub course: Option<String>,
    /// The day validity is judged on.
    pub today: NaiveDate,
}

/// One holder of a role in a department grid.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RoleHolderRow {
    pub member_department_role_id: i64,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub department_id: Option<i64>,
    pub kind: MemberRoleKind,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub coach_level: Option<CoachLevel>,
    pub instructor_licence: Option<InstructorLicence>,
    pub referee_type: Option<RefereeType>,
    pub technical_delegate_type: Option<TechnicalDelegateType>,
    pub licence_number: Option<String>,
    pub course: Option<String>,
    /// Rows matching the filter, on every row.
    pub total: i64,
}

/// A page of the holders of a kind in a department (instructors: none) by name; `limit` rows
/// from `offset`. The holders of one kind are a few thousand at most, so the page is sorted
/// after filtering through `member_department_role_kind_department_idx`.
pub async fn list_role_holders(
    executor: impl PgExecutor<'_>,
    filter: &RoleHolderFilter,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<RoleHolderRow>> {
    sqlx::query_as!(
        RoleHolderRow,
        r#"select r.member_department_role_id, r.member_id, m.registration_number,
                  m.first_name, m.last_name,
                  extract(year from m.birth_date)::int as "birth_year!",
                  c.club_id as "club_id?", c.name as "club_name?", r.department_id,
                  r.kind as "kind: MemberRoleKind", r.valid_from, r.valid_to,
                  r.coach_level as "coach_level: CoachLevel",
                  r.instructor_licence as "instructor_licence: InstructorLicence",
                  r.referee_type as "referee_type: RefereeType",
                  r.technical_delegate_type as "technical_delegate_type: TechnicalDelegateType",
                  r.licence_number, r.course,
                  count(*) over () as "total!"
           from member_department_role r
           join member m on m.member_id = r.member_id and not m.archived
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where r.kind = $1 and r.department_id is not distinct from $2
             and ($3::bigint is null or c.region_id = $3)
             and ($4::text is null
                  or m.search_name like '%' || fold_text($4) || '%'
                  or m.registration_number::text = $4)
             and case $5::text
                     when 'VALID' then r.valid_from <= $9
                                       and (r.valid_to is null or r.valid_to >= $9)
                     when 'EXPIRING' then r.valid_to between $9 and $9 + 30
                     when 'EXPIRED' then r.valid_to < $9
                     else true
                 end
             and ($6::text is null
                  or coalesce(r.coach_level, r.instructor_licence, r.referee_type,
                              r.technical_delegate_type) = $6)
             and ($7::text is null or fold_text(r.course) like '%' || fold_text($7) || '%')
           order by m.last_name_sort, m.first_name_sort, m.member_id, r.valid_from desc
           limit $8 offset $10"#,
        filter.kind as _,
        filter.department_id,
        filter.region_id,
        filter.search,
        filter.validity.as_str(),
        filter.qualification,
        filter.course,
        limit,
        filter.today,
        offset
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Holders of roles per department and kind (athletes left out) for the overview.
#[derive(Debug, Clone)]
pub struct RoleCountRow {
    /// None: instructors.
    pub department_id: Option<i64>,
    pub kind: MemberRoleKind,
    /// In force on the day.
    pub valid: i64,
    /// Ending within 30 days of the day.
    pub expiring: i64,
}

/// Counts the roles in force and ending soon per department and kind, of the members of the
/// region's clubs when `region_id` is given, of the department (and instructors) when
/// `department_id` is.
pub async fn count_roles(
    executor: impl PgExecutor<'_>,
    today: NaiveDate,
    region_id: Option<i64>,
    department_id: Option<i64>,
) -> DbResult<Vec<RoleCountRow>> {
    sqlx::query_as!(
        RoleCountRow,
        r#"select r.department_id, r.kind as "kind: MemberRoleKind",
                  count(*) filter (where r.valid_from <= $1
                                     and (r.valid_to is null or r.valid_to >= $1)) as "valid!",
                  count(*) filter (where r.valid_to between $1 and $1 + 30) as "expiring!"
           from member_department_role r
           join member m on m.member_id = r.member_id and not m.archived
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where r.kind <> 'ATHLETE'
             and ($2::bigint is null or c.region_id = $2)
             and ($3::bigint is null or r.department_id = $3 or r.department_id is null)
           group by r.department_id, r.kind
           order by r.department_id nulls first, r.kind"#,
        today,
        region_id,
        department_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A role whose reminder is due.
#[derive(Debug, Clone)]
pub struct DueReminderRow {
    pub member_department_role_id: i64,
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub kind: MemberRoleKind,
    pub department_id: Option<i64>,
    pub department_name: Option<String>,
    pub valid_to: NaiveDate,
    /// The member's own address and those of the accounts acting as the member.
    pub holder_emails: Vec<String>,
}

/// The roles (athletes left out) ending within `days_before` days of `today` whose reminder
/// of that threshold and end day has not been recorded, oldest end first, at most `limit`.
pub async fn due_reminders(
    executor: impl PgExecutor<'_>,
    today: NaiveDate,
    days_before: i32,
    limit: i64,
) -> DbResult<Vec<DueReminderRow>> {
    sqlx::query_as!(
        DueReminderRow,
        r#"select r.member_department_role_id, r.member_id, m.first_name, m.last_name,
                  r.kind as "kind: MemberRoleKind", r.department_id,
                  d.name as "department_name?", r.valid_to as "valid_to!",
                  array(select e from (
                            select m.email as e where m.email is not null
                            union
                            select a.email from identity i
                            join account a on a.account_id = i.account_id
                            where i.identity_type = 'PERSON' and i.member_id = m.member_id
                              and i.revoked_at is null and a.active) emails
                        order by e) as "holder_emails!"
           from member_department_role r
           join member m on m.member_id = r.member_id and not m.archived
           left join department d on d.department_id = r.department_id
           where r.kind <> 'ATHLETE' and r.valid_to between $1::date and $1::date + $2::int
             and not exists (select 1 from member_role_reminder x
                             where x.member_department_role_id = r.member_department_role_id
                               and x.days_before = $2 and x.valid_to = r.valid_to)
           order by r.valid_to, r.member_department_role_id
           limit $3"#,
        today,
        days_before,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Records a reminder as sent; false when another run recorded it first (it then sends
/// nothing).
pub async fn record_reminder(
    executor: impl PgExecutor<'_>,
    role_id: i64,
    days_before: i32,
    valid_to: NaiveDate,
) -> DbResult<bool> {
    let done = sqlx::query!(
        r#"insert into member_role_reminder (member_department_role_id, days_before, valid_to)
           values ($1, $2, $3) on conflict do nothing"#,
        role_id,
        days_before,
        valid_to
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The addresses of the staff who manage roles of a kind in a department: Section staff of
/// the department (any department for instructors) holding `flag`, active accounts only.
pub async fn role_manager_emails(
    executor: impl PgExecutor<'_>,
    department_id: Option<i64>,
    flag: &str,
) -> DbResult<Vec<String>> {
    sqlx::query_scalar!(
        r#"select distinct a.email
           from identity i join account a on a.account_id = i.account_id
           where i.identity_type = 'SECTION' and i.revoked_at is null and a.active
             and $2 = any(i.permissions)
             and ($1::bigint is null or i.department_id = $1)
           order by 1"#,
        department_id,
        flag
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}
