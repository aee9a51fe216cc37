//! Set-based inserts used by the demo-data seeder. Every insert is idempotent on a natural key
//! (club code, birth number, e-mail), so seeding twice changes nothing.

use crate::{DbError, DbResult};
use chrono::NaiveDate;
use sqlx::PgExecutor;
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;

/// Ids of the regions by their NUTS code.
pub async fn region_ids(executor: impl PgExecutor<'_>) -> DbResult<Vec<(i64, String)>> {
    let rows = sqlx::query!("select region_id, code from region order by code")
        .fetch_all(executor)
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.region_id, row.code))
        .collect())
}

/// Ids of the departments by their code.
pub async fn department_ids(executor: impl PgExecutor<'_>) -> DbResult<Vec<(i64, String)>> {
    let rows = sqlx::query!("select department_id, code from department order by department_id")
        .fetch_all(executor)
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.department_id, row.code))
        .collect())
}

/// Clubs to insert, column by column.
#[derive(Debug, Default)]
pub struct NewClubs {
    pub codes: Vec<String>,
    pub names: Vec<String>,
    pub short_names: Vec<String>,
    pub region_ids: Vec<i64>,
    pub streets: Vec<String>,
    pub municipalities: Vec<String>,
    pub postcodes: Vec<String>,
    pub emails: Vec<String>,
}

/// Inserts clubs that do not exist yet (by code); returns how many were new.
pub async fn insert_clubs(executor: impl PgExecutor<'_>, clubs: &NewClubs) -> DbResult<u64> {
    let result = sqlx::query!(
        r#"insert into club (code, name, short_name, region_id, street, municipality, postcode, email)
           select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[],
                                $6::text[], $7::text[], $8::text[])
           on conflict (code) do nothing"#,
        &clubs.codes,
        &clubs.names,
        &clubs.short_names,
        &clubs.region_ids,
        &clubs.streets,
        &clubs.municipalities,
        &clubs.postcodes,
        &clubs.emails
    )
    .execute(executor)
    .await?;
    Ok(result.rows_affected())
}

/// Links clubs (by code) to departments (by code).
pub async fn insert_club_departments(
    executor: impl PgExecutor<'_>,
    club_codes: &[String],
    department_codes: &[String],
) -> DbResult<()> {
    sqlx::query!(
        r#"insert into club_department (club_id, department_id)
           select c.club_id, d.department_id
           from unnest($1::text[], $2::text[]) as x(club_code, department_code)
           join club c on c.code = x.club_code
           join department d on d.code = x.department_code
           on conflict do nothing"#,
        club_codes,
        department_codes
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Members to insert with their home club, column by column.
#[derive(Debug, Default)]
pub struct NewMembers {
    pub first_names: Vec<String>,
    pub last_names: Vec<String>,
    pub sexes: Vec<String>,
    pub birth_dates: Vec<NaiveDate>,
    pub birth_numbers: Vec<String>,
    pub club_codes: Vec<String>,
    pub member_since: Vec<NaiveDate>,
    /// Address as the NSA register wants it; empty texts for members without one.
    pub municipalities: Vec<String>,
    pub streets: Vec<String>,
    pub house_numbers: Vec<String>,
    pub postcodes: Vec<String>,
}

impl NewMembers {
    pub fn len(&self) -> usize {
        self.first_names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.first_names.is_empty()
    }
}

/// Inserts members that do not exist yet (by birth number) and opens their membership in
/// their club; returns how many members were new.
pub async fn insert_members(
    transaction: &mut sqlx::Transaction<'_, sqlx::Postgres>,
    members: &NewMembers,
) -> DbResult<u64> {
    let inserted = sqlx::query!(
        r#"insert into member (first_name, last_name, sex, birth_date, birth_number,
                              municipality, street, house_number, postcode)
           select first_name, last_name, sex, birth_date, birth_number,
                  nullif(municipality, ''), nullif(street, ''), nullif(house_number, ''),
                  nullif(postcode, '')
           from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[],
                       $7::text[], $8::text[], $9::text[])
                as x(first_name, last_name, sex, birth_date, birth_number, municipality, street,
                     house_number, postcode)
           on conflict (birth_number) do nothing"#,
        &members.first_names,
        &members.last_names,
        &members.sexes,
        &members.birth_dates,
        &members.birth_numbers,
        &members.municipalities,
        &members.streets,
        &members.house_numbers,
        &members.postcodes
    )
    .execute(&mut **transaction)
    .await?
    .rows_affected();
    sqlx::query!(
        r#"insert into membership (member_id, club_id, valid_from)
           select m.member_id, c.club_id, x.valid_from
           from unnest($1::text[], $2::text[], $3::date[]) as x(birth_number, club_code, valid_from)
           join member m on m.birth_number = x.birth_number
           join club c on c.code = x.club_code
           where not exists (select 1 from membership ms where ms.member_id = m.member_id)"#,
        &members.birth_numbers,
        &members.club_codes,
        &members.member_since
    )
    .execute(&mut **transaction)
    .await?;
    Ok(inserted)
}

/// The id of a timekeeping company by name, created when missing.
pub async fn ensure_timekeeping_company(
    executor: impl PgExecutor<'_>,
    name: &str,
) -> DbResult<i64> {
    sqlx::query_scalar!(
        r#"with inserted as (
               insert into timekeeping_company (name) values ($1)
               on conflict (name) do nothing
               returning timekeeping_company_id
           )
           select timekeeping_company_id as "id!" from inserted
           union all
           select timekeeping_company_id from timekeeping_company where name = $1
           limit 1"#,
        name
    )
    .fetch_one(executor)
    .await
    .map_err(DbError::from)
}

pub async fn find_club_id(executor: impl PgExecutor<'_>, code: &str) -> DbResult<Option<i64>> {
    sqlx::query_scalar!("select club_id from club where code = $1", code)
        .fetch_optional(executor)
        .await
        .map_err(DbError::from)
}

/// A member of a club, for demo accounts (the Person demo login is one of them).
pub async fn find_first_member_of_club(
    executor: impl PgExecutor<'_>,
    club_id: i64,
) -> DbResult<Option<i64>> {
    sqlx::query_scalar!(
        r#"select ms.member_id from membership ms
           where ms.club_id = $1 and ms.valid_to is null
           order by ms.member_id limit 1"#,
        club_id
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// How many rows the main tables hold (seeding reports it, tests compare it).
pub async fn count_rows(executor: impl PgExecutor<'_>) -> DbResult<[i64; 5]> {
    let row = sqlx::query!(
        r#"select (select count(*) from club) as "clubs!",
                  (select count(*) from member) as "members!",
                  (select count(*) from membership) as "memberships!",
                  (select count(*) from account) as "accounts!",
                  (select count(*) from identity) as "identities!""#
    )
    .fetch_one(executor)
    .await?;
    Ok([
        row.clubs,
        row.members,
        row.memberships,
        row.accounts,
        row.identities,
    ])
}

/// Sport centers of every evidence season: the national team (reprezentace) of each
/// department and the army resort center ASC Dukla Liberec for the nordic sports. Inserting
/// again changes nothing.
pub async fn insert_sport_centers(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    let result = sqlx::query!(
        r#"insert into sport_center
               (evidence_season_id, department_id, name, organisation_type, region_id)
           select season.evidence_season_id, department.department_id,
                  'Reprezentace ČR – ' || department.name, 'REPRESENTATION', null
           from evidence_season season cross join department
           union all
           select season.evidence_season_id, department.department_id,
                  'ASC Dukla Liberec', 'RESORT',
                  (select region_id from region where code = 'CZ051')
           from evidence_season season
           join department on department.code in ('cc', 'jp', 'nk')
           on conflict on constraint sport_center_name_key do nothing"#
    )
    .execute(executor)
    .await?;
    Ok(result.rows_affected())
}

/// Demo national teams: in the national-team center of each department in every evidence
/// season that has begun, the department's eight youngest adult-age athletes (born 20 to 30
/// years before the season) for the whole season and its first coach. Deterministic by ids
/// and idempotent: a center that has members is left alone.
pub async fn insert_demo_center_members(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    let done = sqlx::query!(
        r#"insert into sport_center_member (sport_center_id, member_id, role, valid_from, valid_to)
           select c.sport_center_id, picked.member_id, picked.role, s.valid_from, s.valid_to
           from sport_center c
           join evidence_season s on s.evidence_season_id = c.evidence_season_id
           cross join lateral (
               (select r.member_id, 'ATHLETE' as role
                from member_department_role r join member m on m.member_id = r.member_id
                where r.kind = 'ATHLETE' and r.department_id = c.department_id
                  and r.valid_to is null and not m.archived
                  and extract(year from m.birth_date) between s.year - 30 and s.year - 20
                order by m.birth_date desc, m.member_id limit 8)
               union all
               (select r.member_id, 'COACH'
                from member_department_role r join member m on m.member_id = r.member_id
                where r.kind = 'COACH' and r.department_id = c.department_id
                  and not m.archived
                order by r.member_id limit 1)) picked
           where c.organisation_type = 'REPRESENTATION' and s.valid_from <= current_date
             and not exists (select 1 from sport_center_member x
                             where x.sport_center_id = c.sport_center_id)"#
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

/// Demo athletes: two of three current members up to 45 years race in their club's first
/// department (every seventh also in its second), from the day they joined. Deterministic by
/// ids and idempotent: members who already hold a role are left alone.
pub async fn insert_athlete_roles(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    let done = sqlx::query!(
        r#"insert into member_department_role (member_id, department_id, kind, valid_from)
           select m.member_id, d.department_id, 'ATHLETE', ms.valid_from
           from member m
           join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           cross join lateral (
               select cd.department_id, row_number() over (order by cd.department_id) as n
               from club_department cd where cd.club_id = ms.club_id) d
           where not m.archived
             and m.member_id % 3 <> 0
             and m.birth_date > current_date - interval '45 years'
             and (d.n = 1 or (d.n = 2 and m.member_id % 7 = 0))
             and not exists (select 1 from member_department_role r
                             where r.member_id = m.member_id)"#
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

/// Demo licences: adults of the clubs' first department hold a few — every 11th a coach's
/// level (by id), every 17th a referee's type, every 29th a technical delegate's type, every
/// 23rd an instructor's licence (no department) and every 13th a health check that ends within
/// the next 60 days (so the overview has some ending soon). Deterministic by ids and
/// idempotent: members who already hold a role of the kind are left alone.
pub async fn insert_demo_licences(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    let done = sqlx::query!(
        r#"insert into member_department_role
               (member_id, department_id, kind, valid_from, valid_to, coach_level,
                instructor_licence, referee_type, technical_delegate_type, licence_number,
                course)
           select m.member_id,
                  case when k.kind = 'INSTRUCTOR' then null else d.department_id end,
                  k.kind,
                  case when k.kind = 'HEALTH_CHECK'
                       then current_date - 300 + (m.member_id % 60)::int
                       else date '2024-05-01' + (m.member_id % 300)::int end,
                  case when k.kind = 'HEALTH_CHECK'
                       then current_date + (m.member_id % 60)::int
                       when k.kind = 'COACH' and m.member_id % 4 = 0
                       then date '2028-04-30' end,
                  case when k.kind = 'COACH'
                       then 'LEVEL' || (m.member_id % 5)::text end,
                  case when k.kind = 'INSTRUCTOR'
                       then (array['CL', 'DUL', 'IL', 'ILP', 'UL'])[1 + m.member_id % 5] end,
                  case when k.kind = 'REFEREE'
                       then case when m.member_id % 2 = 0 then 'REFEREE'
                                 else 'REFEREE_SPECIALIST' end end,
                  case when k.kind = 'TECHNICAL_DELEGATE'
                       then case when m.member_id % 3 = 0 then 'TECHNICAL_DELEGATE_FIS'
                                 else 'TECHNICAL_DELEGATE' end end,
                  case when k.kind <> 'HEALTH_CHECK'
                       then 'SLČR-' || (1000 + m.member_id)::text end,
                  case when k.kind in ('COACH', 'INSTRUCTOR')
                       then 'Školení trenérů a cvičitelů SLČR 2024' end
           from member m
           join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           cross join lateral (
               select cd.department_id from club_department cd where cd.club_id = ms.club_id
               order by cd.department_id limit 1) d
           cross join lateral (
               select kind from (values ('COACH', 11), ('REFEREE', 17),
                                        ('TECHNICAL_DELEGATE', 29), ('INSTRUCTOR', 23),
                                        ('HEALTH_CHECK', 13)) as k (kind, every)
               where m.member_id % every = 0) k
           where not m.archived
             and m.birth_date < current_date - interval '20 years'
             and not exists (select 1 from member_department_role r
                             where r.member_id = m.member_id and r.kind = k.kind)"#
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

/// Refreshes the planner's statistics of the tables the fees are computed from (after a bulk
/// insert, before [`insert_member_payments`]).
pub async fn analyze_for_payments(executor: impl PgExecutor<'_>) -> DbResult<()> {
    sqlx::raw_sql(
        "analyze member, membership, member_department_role, member_payment, order_payment_item, \
         evidence_season, fee_schedule",
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Demo fees: four of five current members paid the fee of every evidence season that has
/// begun since they joined, and of 2027 — the demo calendar's winter — in advance, as clubs
/// pay before the racing season. They were paid by orders, one a club and season, paid by hand
/// (the demo has no bank statements): each member's fee as the season's schedule says
/// (`stopa_domain::payment::FeeSchedule`, age in the season's year, active members hold an
/// Athlete role in it), paid on the season's first day, the day they joined or today when paid
/// in advance. Deterministic by ids and idempotent: members paid or held by an order are left.
pub async fn insert_member_payments(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    let done = sqlx::query!(
        r#"with due as (
               select m.member_id, ms.club_id, s.evidence_season_id, s.year,
                      least(greatest(s.valid_from, ms.valid_from), current_date) as paid_on,
                      exists (select 1 from member_department_role r
                              where r.member_id = m.member_id and r.kind = 'ATHLETE'
                                and r.valid_from <= s.valid_to
                                and (r.valid_to is null or r.valid_to >= s.valid_from)) as active,
                      s.year - extract(year from m.birth_date)::int as age,
                      f.basic_fee, f.adult_fee, f.child_fee, f.senior_fee,
                      f.child_max_age, f.senior_min_age
               from member m
               join membership ms on ms.member_id = m.member_id and ms.valid_to is null
               join evidence_season s on s.valid_from <= greatest(current_date, date '2027-01-01')
                                     and s.valid_to >= ms.valid_from
               join fee_schedule f on f.evidence_season_id = s.evidence_season_id
               where not m.archived and m.member_id % 5 <> 0
                 and not exists (select 1 from member_paid_season p
                                 where p.member_id = m.member_id
                                   and p.evidence_season_id = s.evidence_season_id)
                 and not exists (select 1 from order_payment_item i
                                 where i.member_id = m.member_id
                                   and i.evidence_season_id = s.evidence_season_id and i.held)
           ),
           fee as (
               select due.*,
                      case when not active then 'BASIC'
                           when age <= child_max_age then 'CHILD'
                           when age >= senior_min_age then 'SENIOR'
                           else 'ADULT' end as fee_kind,
                      case when not active then basic_fee
                           when age <= child_max_age then child_fee
                           when age >= senior_min_age then senior_fee
                           else adult_fee end as amount
               from due
           ),
           orders as (
               insert into order_payment (club_id, evidence_season_id, state, amount,
                                          member_count, variable_symbol, paid_on, paid_at)
               select club_id, evidence_season_id, 'PAID', sum(amount), count(*),
                      lpad((year % 100)::text, 2, '0')
                          || lpad(nextval('order_payment_number_seq')::text, 8, '0'),
                      max(paid_on), now()
               from fee group by club_id, evidence_season_id, year
               returning order_payment_id, club_id, evidence_season_id
           ),
           items as (
               insert into order_payment_item (order_payment_id, member_id, evidence_season_id,
                                               fee_kind, amount)
               select o.order_payment_id, fee.member_id, fee.evidence_season_id, fee.fee_kind,
                      fee.amount
               from fee join orders o using (club_id, evidence_season_id)
           ),
           history as (
               insert into order_payment_event (order_payment_id, action, from_state, to_state, note)
               select order_payment_id, step.action, step.from_state, step.to_state, step.note
               from orders
               cross join (values ('CREATE', null, 'CREATED', null),
                                  ('PAY_BY_HAND', 'CREATED', 'PAID', 'Ukázková data'))
                    as step (action, from_state, to_state, note)
           )
           insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on,
                                       order_payment_id)
           select fee.member_id, fee.club_id, fee.evidence_season_id, fee.amount, fee.paid_on,
                  o.order_payment_id
           from fee join orders o using (club_id, evidence_season_id)
           on conflict (member_id, evidence_season_id) where refunded_at is null do nothing"#
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

/// A distinct address of the members (or of the import demo) that has no address point yet.
#[derive(Debug, Clone)]
pub struct MemberAddress {
    pub municipality: String,
    pub street: String,
    pub house_number: i32,
    pub orientation_number: Option<i32>,
    pub postcode: String,
}

/// The members' distinct addresses with a numeric house number that no address point holds.
pub async fn addresses_without_points(
    executor: impl PgExecutor<'_>,
) -> DbResult<Vec<MemberAddress>> {
    let rows = sqlx::query!(
        r#"select distinct m.municipality as "municipality!", m.street as "street!",
                  m.house_number::int as "house_number!", m.postcode as "postcode!"
           from member m
           where m.municipality is not null and m.street is not null
             and m.house_number ~ '^[0-9]{1,6}$' and m.postcode ~ '^[0-9]{5}$'
             and m.ruian_address_code is null
             and not exists (select 1 from ruian_address a
                             where a.municipality_name = m.municipality
                               and a.street_name = m.street
                               and a.house_number = m.house_number::int
                               and a.postcode = m.postcode)
           order by 1, 2, 3"#
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| MemberAddress {
            municipality: row.municipality,
            street: row.street,
            house_number: row.house_number,
            orientation_number: None,
            postcode: row.postcode,
        })
        .collect())
}

/// The next free code of a demo address point (demo points are numbered from 900,000,001, far
/// above ČÚZK's codes of today).
pub async fn next_demo_address_code(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select greatest(coalesce(max(ruian_address_code), 0), 900000000) + 1 as "code!"
           from ruian_address where source = 'DEMO'"#
    )
    .fetch_one(executor)
    .await?)
}

/// Links members to the address point of their written address (exact spelling).
pub async fn link_members_to_points(executor: impl PgExecutor<'_>) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"update member m set ruian_address_code = a.ruian_address_code
           from ruian_address a
           where m.ruian_address_code is null and m.house_number ~ '^[0-9]{1,6}$'
             and a.municipality_name = m.municipality and a.street_name = m.street
             and a.house_number = m.house_number::int and a.postcode = m.postcode
             and a.orientation_number is null"#
    )
    .execute(executor)
    .await?
    .rows_affected())
}

/// A fixed member of the import demo (see `stopa-admin seed`).
#[derive(Debug, Clone)]
pub struct FixedMember<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub sex: &'a str,
    pub birth_date: NaiveDate,
    pub birth_number: &'a str,
    pub club_code: &'a str,
    /// The membership: from, and to (None: open).
    pub member_from: NaiveDate,
    pub member_to: Option<NaiveDate>,
    pub archived: bool,
}

/// Inserts a fixed member once (by its birth number) with its membership; returns whether it
/// was new.
pub async fn insert_fixed_member(
    connection: &mut sqlx::PgConnection,
    member: &FixedMember<'_>,
) -> DbResult<bool> {
    let member_id = sqlx::query_scalar!(
        r#"insert into member (first_name, last_name, sex, birth_date, birth_number, archived,
               archived_at, archive_reason)
           values ($1, $2, $3, $4, $5, $6, case when $6 then now() end,
                   case when $6 then 'Ukončil činnost (demo)' end)
           on conflict (birth_number) do nothing
           returning member_id"#,
        member.first_name,
        member.last_name,
        member.sex,
        member.birth_date,
        member.birth_number,
        member.archived
    )
    .fetch_optional(&mut *connection)
    .await?;
    let Some(member_id) = member_id else {
        return Ok(false);
    };
    sqlx::query!(
        r#"insert into membership (member_id, club_id, valid_from, valid_to)
           select $1, club_id, $3, $4 from club where code = $2"#,
        member_id,
        member.club_code,
        member.member_from,
        member.member_to
    )
    .execute(connection)
    .await?;
    Ok(true)
}

/// Adds a second record (the same name and birth date, no birth number) of the `count` members
/// with the lowest birth numbers — the same members for a seed whatever ran before — as
/// duplicate registrations of an old register look; returns how many were new.
pub async fn insert_duplicate_records(executor: impl PgExecutor<'_>, count: i64) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"insert into member (first_name, last_name, sex, birth_date, citizenship)
           select m.first_name, m.last_name, m.sex, m.birth_date, 'SK'
           from member m
           where m.member_id in (
                   select member_id from member
                   where birth_number ~ '^[0-9]{10}$' and not archived
                   order by birth_number limit $1)
             and not exists (select 1 from member d
                             where d.search_name = m.search_name and d.birth_date = m.birth_date
                               and d.member_id <> m.member_id)"#,
        count
    )
    .execute(executor)
    .await?
    .rows_affected())
}

/// Moves `count` members to a street the register does not know ("Pod Ještědem"), as a typo
/// or a renamed street leaves an address; their link to an address point is cleared.
pub async fn misplace_addresses(executor: impl PgExecutor<'_>, count: i64) -> DbResult<u64> {
    Ok(sqlx::query!(
        r#"update member set street = 'Pod Ještědem', ruian_address_code = null,
               unresolved_address_id = null
           where member_id in (
               select member_id from member
               where member_id % 100 = 41 and street is not null and not archived
               order by member_id limit $1)
             and street <> 'Pod Ještědem'"#,
        count
    )
    .execute(executor)
    .await?
    .rows_affected())
}

/// An address point as a sample import row writes it.
#[derive(Debug, Clone)]
pub struct SampleAddress {
    pub municipality: String,
    pub street: Option<String>,
    pub house_number: i32,
    pub orientation_number: Option<i32>,
    pub postcode: String,
}

/// Up to `limit` address points, for sample import files.
pub async fn sample_addresses(
    executor: impl PgExecutor<'_>,
    limit: i64,
) -> DbResult<Vec<SampleAddress>> {
    let rows = sqlx::query!(
        r#"select municipality_name, street_name, house_number, orientation_number, postcode
           from ruian_address order by ruian_address_code limit $1"#,
        limit
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| SampleAddress {
            municipality: row.municipality_name,
            street: row.street_name,
            house_number: row.house_number,
            orientation_number: row.orientation_number,
            postcode: row.postcode,
        })
        .collect())
}

/// The codes and ids of the racing codebooks the demo calendar names: disciplines, techniques
/// and race types.
#[derive(Debug, Default)]
pub struct RacingCodebookIds {
    pub disciplines: Vec<(String, i64)>,
    pub techniques: Vec<(String, i64)>,
    pub types: Vec<(String, i64)>,
}

pub async fn racing_codebook_ids(
    connection: &mut sqlx::PgConnection,
) -> DbResult<RacingCodebookIds> {
    let read = |table: &'static str, key: &'static str| {
        format!("select code, {key} from {table} order by {key}")
    };
    Ok(RacingCodebookIds {
        disciplines: sqlx::query_as(sqlx::AssertSqlSafe(read(
            "racing_discipline",
            "racing_discipline_id",
        )))
        .fetch_all(&mut *connection)
        .await?,
        techniques: sqlx::query_as(sqlx::AssertSqlSafe(read(
            "racing_technique",
            "racing_technique_id",
        )))
        .fetch_all(&mut *connection)
        .await?,
        types: sqlx::query_as(sqlx::AssertSqlSafe(read("racing_type", "racing_type_id")))
            .fetch_all(&mut *connection)
            .await?,
    })
}

/// A season's id by its name (`2026/2027`).
pub async fn season_by_name(executor: impl PgExecutor<'_>, name: &str) -> DbResult<Option<i64>> {
    Ok(
        sqlx::query_scalar::<_, i64>("select season_id from season where name = $1")
            .bind(name)
            .fetch_optional(executor)
            .await?,
    )
}

/// Clubs active in a department: (club id, region id), oldest first.
pub async fn clubs_of_department(
    executor: impl PgExecutor<'_>,
    department_id: i64,
) -> DbResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as::<_, (i64, i64)>(
        "select c.club_id, c.region_id from club c
         join club_department cd on cd.club_id = c.club_id
         where cd.department_id = $1 order by c.club_id",
    )
    .bind(department_id)
    .fetch_all(executor)
    .await?)
}

/// How many racing events there are (the demo calendar is seeded into an empty calendar).
pub async fn count_racing_events(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(
        sqlx::query_scalar::<_, i64>("select count(*) from racing_event")
            .fetch_one(executor)
            .await?,
    )
}

/// The first club (the demo manager's).
pub async fn first_club_id(executor: impl PgExecutor<'_>) -> DbResult<Option<i64>> {
    Ok(
        sqlx::query_scalar::<_, i64>("select club_id from club order by club_id limit 1")
            .fetch_optional(executor)
            .await?,
    )
}

/// An adult member of a club with an open Athlete role in a department and the fees paid, for
/// the demo login of a registered athlete.
pub async fn find_adult_athlete_of_club(
    executor: impl PgExecutor<'_>,
    club_id: i64,
    department_code: &str,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "select m.member_id from member m
         join membership ms on ms.member_id = m.member_id and ms.valid_to is null
         join member_department_role r on r.member_id = m.member_id and r.kind = 'ATHLETE'
              and r.valid_to is null
         join department d on d.department_id = r.department_id and d.code = $2
         where ms.club_id = $1 and not m.archived
           and m.birth_date < date '2000-01-01'
           and (select count(*) from member_payment p where p.member_id = m.member_id)
               = (select count(*) from evidence_season s
                  where s.valid_from <= greatest(current_date, date '2027-01-01')
                    and s.valid_to >= ms.valid_from)
         order by m.member_id limit 1",
    )
    .bind(club_id)
    .bind(department_code)
    .fetch_optional(executor)
    .await?)
}

/// An entry of a past demo event, as its demo results are made from it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DemoEntry {
    pub race_id: i64,
    pub race_date: NaiveDate,
    /// The department's code (`cc`, `al`, …).
    pub department: String,
    pub category_id: i64,
    pub category: String,
    pub category_gender: GenderGroup,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub fis_code: Option<String>,
    pub club: Option<String>,
    pub bib: Option<i32>,
}

/// Whether any result race exists (the demo results are seeded once).
pub async fn any_result_race(executor: impl PgExecutor<'_>) -> DbResult<bool> {
    Ok(
        sqlx::query_scalar!(r#"select exists (select 1 from result_race) as "any!""#)
            .fetch_one(executor)
            .await?,
    )
}

/// The past events in state RESULTS, oldest first: the demo gives them results.
pub async fn past_result_events(executor: impl PgExecutor<'_>) -> DbResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        "select racing_event_id from racing_event
         where state = 'RESULTS' and date_to < current_date order by date_from, racing_event_id"
    )
    .fetch_all(executor)
    .await?)
}

/// The entries of an event in race and category order.
pub async fn demo_entries(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<Vec<DemoEntry>> {
    Ok(sqlx::query_as!(
        DemoEntry,
        r#"select r.race_id, r.race_date, d.code as department,
                  rc.racing_category_id as category_id, rc.name as category,
                  rc.gender_group as "category_gender: GenderGroup", e.first_name,
                  e.last_name, e.birth_year, e.sex as "sex: Sex", m.fis_code as "fis_code?",
                  c.name as "club?", e.bib
           from race_entry e
           join race r on r.race_id = e.race_id
           join racing_event ev on ev.racing_event_id = r.racing_event_id
           join department d on d.department_id = ev.department_id
           join racing_category rc on rc.racing_category_id = e.racing_category_id
           left join member m on m.member_id = e.member_id
           left join club c on c.club_id = e.club_id
           where r.racing_event_id = $1 and e.state = 'ENTERED'
           order by r.ordinal, rc.ordinal, e.race_entry_id"#,
        racing_event_id
    )
    .fetch_all(executor)
    .await?)
}

/// Publishes every result race of a demo event.
pub async fn publish_demo_results(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
) -> DbResult<u64> {
    Ok(sqlx::query!(
        "update result_race set status = 'PUBLISHED', published_at = coalesce(published_at, now())
         where racing_event_id = $1",
        racing_event_id
    )
    .execute(executor)
    .await?
    .rows_affected())
}

/// A member as a timekeeper's file may name it (the sample result file of the benchmark).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SampleAthlete {
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub fis_code: Option<String>,
    pub club: Option<String>,
}

/// Up to `limit` members not archived, in an order that is the same every run but unrelated
/// to their names, with their current club.
pub async fn sample_athletes(
    executor: impl PgExecutor<'_>,
    limit: i64,
) -> DbResult<Vec<SampleAthlete>> {
    Ok(sqlx::query_as!(
        SampleAthlete,
        r#"select m.first_name, m.last_name, extract(year from m.birth_date)::int as "birth_year!",
                  m.sex as "sex: Sex", m.fis_code, c.name as "club?"
           from member m
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           where not m.archived
           order by md5(m.member_id::text) limit $1"#,
        limit
    )
    .fetch_all(executor)
    .await?)
}

/// The orders of `ops/bench`'s payment run, made in a season of their own (`year`, with the
/// SLČR fees): `orders` open orders of one member each (300 Kč, members of every club), and one
/// order of `big` new members of the first club (the order page's load). Returns the variable
/// symbols of the small orders (in order) and the big order's uuid. Run once per database.
pub async fn insert_bench_orders(
    executor: &sqlx::PgPool,
    year: i32,
    orders: i64,
    big: i64,
) -> DbResult<(Vec<String>, uuid::Uuid)> {
    let mut transaction = executor.begin().await?;
    let season = sqlx::query_scalar!(
        r#"with season as (
               insert into evidence_season (year, name, valid_from, valid_to)
               values ($1::int, 'Evidenční sezóna ' || $1::int, make_date($1::int, 1, 1),
                       make_date($1::int, 12, 31))
               returning evidence_season_id)
           insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee,
                                     senior_fee, child_max_age, senior_min_age)
           select evidence_season_id, 0, 30000, 10000, 10000, 18, 65 from season
           returning evidence_season_id"#,
        year
    )
    .fetch_one(&mut *transaction)
    .await?;
    let symbols = sqlx::query_scalar!(
        r#"with chosen as (
               select m.member_id, ms.club_id
               from member m join membership ms on ms.member_id = m.member_id and ms.valid_to is null
               where not m.archived
               order by m.member_id limit $2),
           orders as (
               insert into order_payment (club_id, evidence_season_id, amount, member_count,
                                          variable_symbol)
               select club_id, $1, 30000, 1,
                      lpad(($3::int % 100)::text, 2, '0')
                          || lpad(nextval('order_payment_number_seq')::text, 8, '0')
               from chosen order by member_id
               returning order_payment_id, variable_symbol, club_id),
           numbered as (
               select o.order_payment_id, o.variable_symbol, c.member_id
               from (select *, row_number() over (order by order_payment_id) as n from orders) o
               join (select *, row_number() over (order by member_id) as n from chosen) c using (n)),
           items as (
               insert into order_payment_item (order_payment_id, member_id, evidence_season_id,
                                               fee_kind, amount)
               select order_payment_id, member_id, $1, 'ADULT', 30000 from numbered)
           select variable_symbol as "variable_symbol!" from numbered order by order_payment_id"#,
        season,
        orders,
        year
    )
    .fetch_all(&mut *transaction)
    .await?;
    let big_order = sqlx::query_scalar!(
        r#"with club as (select club_id from club order by club_id limit 1),
           members as (
               insert into member (first_name, last_name, sex, birth_date)
               select 'Velká', 'Objednávka ' || n, 'FEMALE', date '1990-01-01' + n::int
               from generate_series(1, $2::bigint) n
               returning member_id),
           memberships as (
               insert into membership (member_id, club_id, valid_from)
               select member_id, (select club_id from club), make_date($3::int - 1, 1, 1) from members),
           big as (
               insert into order_payment (club_id, evidence_season_id, amount, member_count,
                                          variable_symbol)
               select club_id, $1, 30000 * $2::bigint, $2::int,
                      lpad(($3::int % 100)::text, 2, '0')
                          || lpad(nextval('order_payment_number_seq')::text, 8, '0')
               from club
               returning order_payment_id, uuid),
           items as (
               insert into order_payment_item (order_payment_id, member_id, evidence_season_id,
                                               fee_kind, amount)
               select (select order_payment_id from big), member_id, $1, 'ADULT', 30000
               from members)
           select uuid from big"#,
        season,
        big,
        year
    )
    .fetch_one(&mut *transaction)
    .await?;
    transaction.commit().await?;
    Ok((symbols, big_order))
}
