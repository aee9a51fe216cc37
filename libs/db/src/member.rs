//! Members: one member's record and its writes, memberships, the NSA register's rows. The
//! list behind the grid and the exports is `member_list`.

use crate::member_list::{MemberFilter, Statement, push_conditions};
use crate::{DbError, DbResult};
use chrono::NaiveDate;
use sqlx::{PgPool, Postgres, QueryBuilder};
use stopa_domain::member::{AnswerStatus, Sex};
use stopa_domain::money::Czk;
use stopa_domain::policy::MemberScope;

/// One member's whole record with the current club.
#[derive(Debug, Clone, serde::Serialize)]
pub struct MemberRecordRow {
    pub member_id: i64,
    pub uuid: uuid::Uuid,
    pub registration_number: i32,
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: Sex,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub citizenship: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    pub country: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub fis_code: Option<String>,
    pub answer_status: AnswerStatus,
    pub archived: bool,
    pub archived_at: Option<chrono::DateTime<chrono::Utc>>,
    pub archive_reason: Option<String>,
    pub photo_public: bool,
    pub has_photo: bool,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_region_id: Option<i64>,
    pub club_department_ids: Option<Vec<i64>>,
    pub member_since: Option<NaiveDate>,
}

pub async fn find_member_record(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Option<MemberRecordRow>> {
    sqlx::query_as!(
        MemberRecordRow,
        r#"select m.member_id, m.uuid, m.registration_number, m.title_before, m.first_name,
                  m.middle_names, m.last_name, m.title_after, m.sex as "sex: Sex", m.birth_date,
                  m.birth_number,
                  m.citizenship, m.municipality, m.municipality_part, m.street, m.house_number,
                  m.orientation_number, m.postcode, m.country, m.email, m.phone, m.fis_code,
                  m.answer_status as "answer_status: AnswerStatus", m.archived, m.archived_at,
                  m.archive_reason, m.photo_public,
                  exists(select 1 from member_photo p where p.member_id = m.member_id)
                      as "has_photo!",
                  c.club_id as "club_id?", c.name as "club_name?", c.region_id as "club_region_id?",
                  case when c.club_id is null then null else
                      array(select cd.department_id from club_department cd
                            where cd.club_id = c.club_id) end as club_department_ids,
                  ms.valid_from as "member_since?"
           from member m
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where m.member_id = $1"#,
        member_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// What a member record is written from.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MemberValues {
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: Sex,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub citizenship: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    pub country: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub fis_code: Option<String>,
    pub answer_status: AnswerStatus,
}

/// Creates a member (the registration number comes from its sequence) and, with `club_id`,
/// its membership from `since`.
pub async fn insert_member_record(
    connection: &mut sqlx::PgConnection,
    values: &MemberValues,
    club_id: Option<i64>,
    since: NaiveDate,
) -> DbResult<i64> {
    let member_id = sqlx::query_scalar!(
        r#"insert into member (title_before, first_name, middle_names, last_name, title_after,
               sex, birth_date, birth_number, citizenship, municipality, municipality_part,
               street, house_number, orientation_number, postcode, country, email, phone,
               fis_code, answer_status)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                   $18, $19, $20)
           returning member_id"#,
        values.title_before,
        values.first_name,
        values.middle_names,
        values.last_name,
        values.title_after,
        values.sex as _,
        values.birth_date,
        values.birth_number,
        values.citizenship,
        values.municipality,
        values.municipality_part,
        values.street,
        values.house_number,
        values.orientation_number,
        values.postcode,
        values.country,
        values.email,
        values.phone,
        values.fis_code,
        values.answer_status as _
    )
    .fetch_one(&mut *connection)
    .await?;
    if let Some(club_id) = club_id {
        sqlx::query!(
            "insert into membership (member_id, club_id, valid_from) values ($1, $2, $3)",
            member_id,
            club_id,
            since
        )
        .execute(&mut *connection)
        .await?;
    }
    Ok(member_id)
}

/// Changes a member's record; `None` when there is no such member.
pub async fn update_member_record(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    values: &MemberValues,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"update member set title_before = $2, first_name = $3, middle_names = $4,
               last_name = $5, title_after = $6, sex = $7, birth_date = $8, birth_number = $9,
               citizenship = $10, municipality = $11, municipality_part = $12, street = $13,
               house_number = $14, orientation_number = $15, postcode = $16, country = $17,
               email = $18, phone = $19, fis_code = $20, answer_status = $21, updated_at = now()
           where member_id = $1 returning member_id"#,
        member_id,
        values.title_before,
        values.first_name,
        values.middle_names,
        values.last_name,
        values.title_after,
        values.sex as _,
        values.birth_date,
        values.birth_number,
        values.citizenship,
        values.municipality,
        values.municipality_part,
        values.street,
        values.house_number,
        values.orientation_number,
        values.postcode,
        values.country,
        values.email,
        values.phone,
        values.fis_code,
        values.answer_status as _
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// The member holding a birth number, for conflict messages: id, registration number, name.
pub async fn find_member_by_birth_number(
    executor: impl sqlx::PgExecutor<'_>,
    birth_number: &str,
) -> DbResult<Option<(i64, i32, String)>> {
    let row = sqlx::query!(
        r#"select member_id, registration_number, first_name || ' ' || last_name as "name!"
           from member where birth_number = $1"#,
        birth_number
    )
    .fetch_optional(executor)
    .await?;
    Ok(row.map(|row| (row.member_id, row.registration_number, row.name)))
}

/// One membership of a member in a club (MemberPerClub).
#[derive(Debug, Clone)]
pub struct MembershipRow {
    pub membership_id: i64,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
}

/// A member's club history, the current membership first, then newest first.
pub async fn list_memberships(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Vec<MembershipRow>> {
    sqlx::query_as!(
        MembershipRow,
        r#"select ms.membership_id, ms.club_id, c.name as club_name, c.code as club_code,
                  ms.valid_from, ms.valid_to
           from membership ms join club c on c.club_id = ms.club_id
           where ms.member_id = $1
           order by ms.valid_to is not null, ms.valid_from desc, ms.membership_id desc"#,
        member_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// A member as the NSA register export needs it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct NsaMemberRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: Sex,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub citizenship: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    pub member_since: Option<NaiveDate>,
    /// Since when the member races (its earliest open Athlete role); None when it does not.
    pub athlete_since: Option<NaiveDate>,
    /// The IČO of the member's club.
    pub club_ico: Option<String>,
}

/// The members of `scope` (not archived) for the NSA register export, in Czech order.
pub async fn list_nsa_members(pool: &PgPool, scope: MemberScope) -> DbResult<Vec<NsaMemberRow>> {
    let mut select = select_nsa_members(scope).into_builder();
    Ok(select
        .build_query_as::<NsaMemberRow>()
        .fetch_all(pool)
        .await?)
}

fn select_nsa_members(scope: MemberScope) -> Statement {
    let mut statement = Statement::new(
        "select m.member_id, m.registration_number, m.title_before, m.first_name, \
         m.middle_names, m.last_name, m.title_after, m.sex, m.birth_date, m.birth_number, \
         m.citizenship, m.municipality, m.municipality_part, m.street, m.house_number, \
         m.orientation_number, m.postcode, ms.valid_from as member_since, \
         (select min(r.valid_from) from member_department_role r where r.member_id = m.member_id \
          and r.kind = 'ATHLETE' and r.valid_to is null) as athlete_since, \
         (select c.ico from club c where c.club_id = ms.club_id) as club_ico \
         from member m left join membership ms on ms.member_id = m.member_id \
         and ms.valid_to is null where",
    );
    push_conditions(&mut statement, scope, &MemberFilter::default());
    statement.push(" order by m.last_name_sort, m.first_name_sort, m.member_id");
    statement
}

/// Changes a member's own contact details; `None` when there is no such member.
pub async fn update_member_contacts(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    email: Option<&str>,
    phone: Option<&str>,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"update member set email = $2, phone = $3, updated_at = now()
           where member_id = $1 returning member_id"#,
        member_id,
        email,
        phone
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Ends the member's open membership in `club_id` on `valid_to`; returns the club, or `None`
/// when the member has no open membership there that began on or before that day (the club
/// the caller checked the permission for: a transfer committed in between ends nothing).
pub async fn end_membership(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    club_id: i64,
    valid_to: NaiveDate,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"update membership set valid_to = $2, updated_at = now()
           where member_id = $1 and club_id = $3 and valid_to is null and valid_from <= $2
           returning club_id"#,
        member_id,
        valid_to,
        club_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Archives a member in one statement set: ends its open membership and open department roles
/// on `on` and marks it archived with the reason. Returns the club it left, if any.
/// Call inside a transaction.
pub async fn archive_member(
    connection: &mut sqlx::PgConnection,
    member_id: i64,
    on: NaiveDate,
    reason: &str,
) -> DbResult<Option<i64>> {
    let club_id = sqlx::query_scalar!(
        r#"update membership set valid_to = greatest(valid_from, $2), updated_at = now()
           where member_id = $1 and valid_to is null
           returning club_id"#,
        member_id,
        on
    )
    .fetch_optional(&mut *connection)
    .await?;
    sqlx::query!(
        r#"update member_department_role set valid_to = greatest(valid_from, $2), updated_at = now()
           where member_id = $1 and valid_to is null"#,
        member_id,
        on
    )
    .execute(&mut *connection)
    .await?;
    sqlx::query!(
        r#"update member set archived = true, archived_at = now(), archive_reason = $2,
                  updated_at = now()
           where member_id = $1 and not archived"#,
        member_id,
        reason
    )
    .execute(&mut *connection)
    .await?;
    Ok(club_id)
}

/// Restores an archived member (without a club; it joins one as a new member would).
pub async fn restore_member(executor: impl sqlx::PgExecutor<'_>, member_id: i64) -> DbResult<bool> {
    let done = sqlx::query!(
        r#"update member set archived = false, archived_at = null, archive_reason = null,
                  updated_at = now()
           where member_id = $1 and archived"#,
        member_id
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A member's photo.
#[derive(Debug, Clone)]
pub struct MemberPhotoRow {
    pub content_type: String,
    pub content: Vec<u8>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub photo_public: bool,
    pub archived: bool,
}

pub async fn find_member_photo(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Option<MemberPhotoRow>> {
    sqlx::query_as!(
        MemberPhotoRow,
        r#"select p.content_type, p.content, p.updated_at, m.photo_public, m.archived
           from member_photo p join member m on m.member_id = p.member_id
           where p.member_id = $1"#,
        member_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Stores (or replaces) a member's photo.
pub async fn upsert_member_photo(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    content_type: &str,
    content: &[u8],
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into member_photo (member_id, content_type, content) values ($1, $2, $3)
           on conflict (member_id) do update
               set content_type = excluded.content_type, content = excluded.content,
                   updated_at = now()"#,
        member_id,
        content_type,
        content
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Removes a member's photo; false when there was none.
pub async fn delete_member_photo(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<bool> {
    let done = sqlx::query!("delete from member_photo where member_id = $1", member_id)
        .execute(executor)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether the member allows its photo on public pages.
pub async fn set_photo_public(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    public: bool,
) -> DbResult<()> {
    sqlx::query!(
        "update member set photo_public = $2, updated_at = now() where member_id = $1",
        member_id,
        public
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// A member entitled to take part in the general meeting.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GeneralMeetingRow {
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub club_code: String,
    pub club_name: String,
    pub region_name: String,
    pub paid_on: NaiveDate,
}

/// The members entitled to the general meeting on `meeting_date` (rule chosen for Stopa, after
/// the federation's statutes: a member who is 18 or older that day, not archived, a member of a
/// club that day, and who paid the fee of `evidence_season_id`), within `scope` by the club of
/// that membership; in Czech order of clubs and names.
pub async fn list_general_meeting_members(
    pool: &PgPool,
    scope: MemberScope,
    evidence_season_id: i64,
    meeting_date: NaiveDate,
) -> DbResult<Vec<GeneralMeetingRow>> {
    let mut select = select_general_meeting_members(scope, evidence_season_id, meeting_date);
    Ok(select
        .build_query_as::<GeneralMeetingRow>()
        .fetch_all(pool)
        .await?)
}

fn select_general_meeting_members(
    scope: MemberScope,
    evidence_season_id: i64,
    meeting_date: NaiveDate,
) -> QueryBuilder<Postgres> {
    let mut builder = QueryBuilder::new(
        "select m.registration_number, m.first_name, m.last_name, m.birth_date, \
         c.code as club_code, c.name as club_name, r.name as region_name, p.paid_on \
         from member m \
         join membership ms on ms.member_id = m.member_id and ms.valid_from <= ",
    );
    builder
        .push_bind(meeting_date)
        .push(" and (ms.valid_to is null or ms.valid_to >= ")
        .push_bind(meeting_date)
        .push(
            ") join club c on c.club_id = ms.club_id \
             join region r on r.region_id = c.region_id \
             join member_paid_season p on p.member_id = m.member_id and p.evidence_season_id = ",
        )
        .push_bind(evidence_season_id)
        .push(" where not m.archived and m.birth_date <= ")
        .push_bind(meeting_date)
        .push(" - interval '18 years'");
    match scope {
        MemberScope::All => {}
        MemberScope::Club(club_id) => {
            builder.push(" and c.club_id = ").push_bind(club_id);
        }
        MemberScope::Region(region_id) => {
            builder.push(" and c.region_id = ").push_bind(region_id);
        }
        MemberScope::Department(department_id) => {
            builder
                .push(" and exists (select 1 from club_department cd where cd.club_id = c.club_id and cd.department_id = ")
                .push_bind(department_id)
                .push(")");
        }
    }
    builder.push(
        " order by c.name collate \"cs-x-icu\", m.last_name_sort, m.first_name_sort, m.member_id",
    );
    builder
}

/// The last day of the member's latest ended membership, if any.
pub async fn last_membership_end(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Option<NaiveDate>> {
    sqlx::query_scalar!(
        r#"select max(valid_to) from membership where member_id = $1"#,
        member_id
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// Opens a membership; a member with an open one violates `membership_one_open_per_member_key`.
pub async fn insert_membership(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    club_id: i64,
    valid_from: NaiveDate,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"insert into membership (member_id, club_id, valid_from) values ($1, $2, $3)
           returning membership_id"#,
        member_id,
        club_id,
        valid_from
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

/// One evidence season of a member's overview.
#[derive(Debug, Clone)]
pub struct MemberSeasonRow {
    pub evidence_season_id: i64,
    pub season_name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
    /// Names of the clubs the member belonged to during the season, in order of joining.
    pub club_names: Vec<String>,
    pub paid_on: Option<NaiveDate>,
    pub amount: Option<Czk>,
    pub paid_club_name: Option<String>,
    /// Names of the departments where the member held an Athlete role during the season.
    pub athlete_departments: Vec<String>,
}

/// The evidence seasons that have begun and overlap any of the member's memberships, newest
/// first: clubs, the fee paid and the departments it raced in.
pub async fn member_seasons(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
) -> DbResult<Vec<MemberSeasonRow>> {
    sqlx::query_as!(
        MemberSeasonRow,
        r#"select s.evidence_season_id, s.name as season_name, s.valid_from, s.valid_to,
                  array(select c.name from membership ms join club c on c.club_id = ms.club_id
                        where ms.member_id = $1 and ms.valid_from <= s.valid_to
                          and (ms.valid_to is null or ms.valid_to >= s.valid_from)
                        order by ms.valid_from) as "club_names!",
                  p.paid_on as "paid_on?", p.amount as "amount?: Czk",
                  pc.name as "paid_club_name?",
                  array(select d.name from member_department_role r
                        join department d on d.department_id = r.department_id
                        where r.member_id = $1 and r.kind = 'ATHLETE'
                          and r.valid_from <= s.valid_to
                          and (r.valid_to is null or r.valid_to >= s.valid_from)
                        group by d.department_id, d.name order by d.department_id)
                      as "athlete_departments!"
           from evidence_season s
           left join member_paid_season p on p.evidence_season_id = s.evidence_season_id
                and p.member_id = $1
           left join club pc on pc.club_id = p.club_id
           where s.valid_from <= current_date
             and (p.member_id is not null or exists (
                 select 1 from membership ms where ms.member_id = $1
                   and ms.valid_from <= s.valid_to
                   and (ms.valid_to is null or ms.valid_to >= s.valid_from)))
           order by s.valid_from desc"#,
        member_id
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Sets the answer of a member; returns its answer before, or `None` when there is no such
/// member.
pub async fn set_answer_status(
    executor: impl sqlx::PgExecutor<'_>,
    member_id: i64,
    answer: AnswerStatus,
) -> DbResult<Option<AnswerStatus>> {
    sqlx::query_scalar!(
        r#"update member m set answer_status = $2, updated_at = now()
           from (select member_id, answer_status from member where member_id = $1 for update) old
           where m.member_id = old.member_id
           returning old.answer_status as "answer_status: AnswerStatus""#,
        member_id,
        answer as _
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}
