//! The data-cleanup worklists: birth numbers that fail today's rules, possible duplicate
//! members and merging them. (Unresolved addresses are `ruian`; nicknames a codebook.)

use chrono::NaiveDate;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member::Sex;

use crate::{DbError, DbResult};

/// A member's stored birth number with what it must agree with.
#[derive(Debug, Clone)]
pub struct StoredBirthNumber {
    pub member_id: i64,
    pub birth_number: String,
    pub birth_date: NaiveDate,
    pub sex: Sex,
}

/// Members with a birth number after `after_member_id`, in id order, at most `limit` (the
/// check walks the register in pages).
pub async fn birth_numbers_after(
    executor: impl PgExecutor<'_>,
    after_member_id: i64,
    limit: i64,
) -> DbResult<Vec<StoredBirthNumber>> {
    sqlx::query_as!(
        StoredBirthNumber,
        r#"select member_id, birth_number as "birth_number!", birth_date, sex as "sex: Sex"
           from member
           where member_id > $1 and birth_number is not null and not archived
           order by member_id limit $2"#,
        after_member_id,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Replaces the worklist with the problems a full check found.
pub async fn replace_birth_number_problems(
    connection: &mut PgConnection,
    member_ids: &[i64],
    reasons: &[String],
) -> DbResult<()> {
    sqlx::query!("delete from birth_number_problem")
        .execute(&mut *connection)
        .await?;
    sqlx::query!(
        r#"insert into birth_number_problem (member_id, reason)
           select * from unnest($1::bigint[], $2::text[])"#,
        member_ids,
        reasons
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// A member whose stored birth number fails today's rules or disagrees with the record.
// One row of the birth-number worklist.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "BirthNumberProblem"))]
pub struct BirthNumberProblemRow {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_number: Option<String>,
    pub birth_date: NaiveDate,
    pub sex: Sex,
    pub club_name: Option<String>,
    /// What is wrong, in Czech.
    pub reason: String,
    pub checked_at: chrono::DateTime<chrono::Utc>,
}

pub async fn list_birth_number_problems(
    executor: impl PgExecutor<'_>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<BirthNumberProblemRow>> {
    sqlx::query_as!(
        BirthNumberProblemRow,
        r#"select m.member_id, m.registration_number, m.first_name, m.last_name, m.birth_number,
                  m.birth_date, m.sex as "sex: Sex", c.name as "club_name?", p.reason,
                  p.checked_at
           from birth_number_problem p
           join member m on m.member_id = p.member_id
           left join membership ms on ms.member_id = m.member_id and ms.valid_to is null
           left join club c on c.club_id = ms.club_id
           order by m.last_name_sort, m.first_name_sort, m.member_id
           limit $1 offset $2"#,
        limit,
        offset
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

pub async fn count_birth_number_problems(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(
        sqlx::query_scalar!(r#"select count(*) as "count!" from birth_number_problem"#)
            .fetch_one(executor)
            .await?,
    )
}

/// Writes a member's corrected birth number, birth date and sex and takes it off the worklist.
pub async fn fix_birth_number(
    connection: &mut PgConnection,
    member_id: i64,
    birth_number: Option<&str>,
    birth_date: NaiveDate,
    sex: Sex,
) -> DbResult<bool> {
    let updated = sqlx::query!(
        r#"update member set birth_number = $2, birth_date = $3, sex = $4, updated_at = now()
           where member_id = $1"#,
        member_id,
        birth_number,
        birth_date,
        sex.as_str()
    )
    .execute(&mut *connection)
    .await?
    .rows_affected();
    sqlx::query!(
        "delete from birth_number_problem where member_id = $1",
        member_id
    )
    .execute(connection)
    .await?;
    Ok(updated == 1)
}

/// One member of a possible-duplicate pair.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct DuplicateMember {
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub birth_number: Option<String>,
    pub club_name: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// Two members with the same name and birth date; `first` is the older record.
// The name is folded; archived members are left out.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct DuplicatePair {
    pub first: DuplicateMember,
    pub second: DuplicateMember,
}

#[derive(sqlx::FromRow)]
struct DuplicatePairRow {
    a_id: i64,
    a_registration_number: i32,
    a_first_name: String,
    a_last_name: String,
    a_birth_number: Option<String>,
    a_club_name: Option<String>,
    a_created_at: chrono::DateTime<chrono::Utc>,
    b_id: i64,
    b_registration_number: i32,
    b_first_name: String,
    b_last_name: String,
    b_birth_number: Option<String>,
    b_club_name: Option<String>,
    b_created_at: chrono::DateTime<chrono::Utc>,
    birth_date: NaiveDate,
}

/// Possible duplicates, a page of pairs by name. Reads the (birth date, name) index once,
/// which is the worklist's cost at any register size (an admin page, not a grid).
pub async fn list_possible_duplicates(
    executor: impl PgExecutor<'_>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<DuplicatePair>> {
    let rows = sqlx::query_as!(
        DuplicatePairRow,
        r#"select a.member_id as a_id, a.registration_number as a_registration_number,
                  a.first_name as a_first_name, a.last_name as a_last_name,
                  a.birth_number as a_birth_number, ca.name as "a_club_name?",
                  a.created_at as a_created_at,
                  b.member_id as b_id, b.registration_number as b_registration_number,
                  b.first_name as b_first_name, b.last_name as b_last_name,
                  b.birth_number as b_birth_number, cb.name as "b_club_name?",
                  b.created_at as b_created_at, a.birth_date
           from member a
           join member b on b.birth_date = a.birth_date and b.search_name = a.search_name
                        and b.member_id > a.member_id and not b.archived
           left join membership msa on msa.member_id = a.member_id and msa.valid_to is null
           left join club ca on ca.club_id = msa.club_id
           left join membership msb on msb.member_id = b.member_id and msb.valid_to is null
           left join club cb on cb.club_id = msb.club_id
           where not a.archived
           order by a.last_name_sort, a.first_name_sort, a.member_id, b.member_id
           limit $1 offset $2"#,
        limit,
        offset
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| DuplicatePair {
            first: DuplicateMember {
                member_id: row.a_id,
                registration_number: row.a_registration_number,
                first_name: row.a_first_name,
                last_name: row.a_last_name,
                birth_date: row.birth_date,
                birth_number: row.a_birth_number,
                club_name: row.a_club_name,
                created_at: row.a_created_at,
            },
            second: DuplicateMember {
                member_id: row.b_id,
                registration_number: row.b_registration_number,
                first_name: row.b_first_name,
                last_name: row.b_last_name,
                birth_date: row.birth_date,
                birth_number: row.b_birth_number,
                club_name: row.b_club_name,
                created_at: row.b_created_at,
            },
        })
        .collect())
}

pub async fn count_possible_duplicates(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!"
           from member a
           join member b on b.birth_date = a.birth_date and b.search_name = a.search_name
                        and b.member_id > a.member_id and not b.archived
           where not a.archived"#
    )
    .fetch_one(executor)
    .await?)
}

/// What stands in the way of merging two members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MergeFacts {
    pub both_in_a_club: bool,
    /// Evidence seasons both have a fee for.
    pub seasons_paid_twice: Vec<String>,
    /// Departments and kinds of roles both hold open.
    pub roles_held_twice: Vec<String>,
    /// Both are a Person identity's member.
    pub both_have_accounts: bool,
}

/// Locks both members and tells what would conflict in a merge; None when either is missing
/// or archived.
pub async fn merge_facts(
    connection: &mut PgConnection,
    keep_id: i64,
    merge_id: i64,
) -> DbResult<Option<MergeFacts>> {
    let locked = sqlx::query_scalar!(
        r#"select member_id from member where member_id in ($1, $2) and not archived
           order by member_id for update"#,
        keep_id,
        merge_id
    )
    .fetch_all(&mut *connection)
    .await?;
    if locked.len() != 2 {
        return Ok(None);
    }
    let both_in_a_club = sqlx::query_scalar!(
        r#"select count(*) = 2 as "both!" from membership
           where member_id in ($1, $2) and valid_to is null"#,
        keep_id,
        merge_id
    )
    .fetch_one(&mut *connection)
    .await?;
    let seasons_paid_twice = sqlx::query_scalar!(
        r#"select s.name from member_payment a
           join member_payment b on b.evidence_season_id = a.evidence_season_id
           join evidence_season s on s.evidence_season_id = a.evidence_season_id
           where a.member_id = $1 and b.member_id = $2 order by s.name"#,
        keep_id,
        merge_id
    )
    .fetch_all(&mut *connection)
    .await?;
    let roles_held_twice = sqlx::query_scalar!(
        r#"select d.name || ': ' || a.kind as "role!" from member_department_role a
           join member_department_role b on b.department_id = a.department_id
                and b.kind = a.kind and b.valid_to is null
           join department d on d.department_id = a.department_id
           where a.member_id = $1 and b.member_id = $2 and a.valid_to is null"#,
        keep_id,
        merge_id
    )
    .fetch_all(&mut *connection)
    .await?;
    let both_have_accounts = sqlx::query_scalar!(
        r#"select count(distinct member_id) = 2 as "both!" from identity
           where member_id in ($1, $2) and revoked_at is null"#,
        keep_id,
        merge_id
    )
    .fetch_one(&mut *connection)
    .await?;
    Ok(Some(MergeFacts {
        both_in_a_club,
        seasons_paid_twice,
        roles_held_twice,
        both_have_accounts,
    }))
}

/// Merges `merge_id` into `keep_id`: memberships, roles, fees, the member's account, import
/// rows, contact-person records and the photo (when the kept one has none) move; the kept
/// record's empty fields take the other's values; the other is archived with a link to the
/// kept one (its audit entries stay with it). The caller checked [`merge_facts`].
pub async fn merge_members(
    connection: &mut PgConnection,
    keep_id: i64,
    merge_id: i64,
    reason: &str,
) -> DbResult<()> {
    for statement in [
        "update membership set member_id = $1, updated_at = now() where member_id = $2",
        "update member_department_role set member_id = $1, updated_at = now() where member_id = $2",
        "update member_payment set member_id = $1, updated_at = now() where member_id = $2",
        "update identity set member_id = $1, updated_at = now() where member_id = $2",
        "update club_contact set member_id = $1, updated_at = now() where member_id = $2",
        "update member_import_row set member_id = $1 where member_id = $2",
        "update member_photo set member_id = $1, updated_at = now()
           where member_id = $2 and not exists (select 1 from member_photo where member_id = $1)",
    ] {
        sqlx::query(statement)
            .bind(keep_id)
            .bind(merge_id)
            .execute(&mut *connection)
            .await?;
    }
    // The unique values move: cleared on the merged record first.
    let taken = sqlx::query!(
        r#"update member set birth_number = null, fis_code = null, archived = true,
               archived_at = now(), archive_reason = $3, merged_into_member_id = $1,
               updated_at = now()
           where member_id = $2
           returning (select birth_number from member where member_id = $2) as birth_number,
                     (select fis_code from member where member_id = $2) as fis_code"#,
        keep_id,
        merge_id,
        reason
    )
    .fetch_one(&mut *connection)
    .await?;
    sqlx::query!(
        r#"update member k set
               birth_number = coalesce(k.birth_number, $3),
               fis_code = coalesce(k.fis_code, $4),
               title_before = coalesce(k.title_before, m.title_before),
               middle_names = coalesce(k.middle_names, m.middle_names),
               title_after = coalesce(k.title_after, m.title_after),
               municipality = coalesce(k.municipality, m.municipality),
               municipality_part = coalesce(k.municipality_part, m.municipality_part),
               street = coalesce(k.street, m.street),
               house_number = coalesce(k.house_number, m.house_number),
               orientation_number = coalesce(k.orientation_number, m.orientation_number),
               postcode = coalesce(k.postcode, m.postcode),
               ruian_address_code = coalesce(k.ruian_address_code, m.ruian_address_code),
               email = coalesce(k.email, m.email),
               phone = coalesce(k.phone, m.phone),
               updated_at = now()
           from member m
           where k.member_id = $1 and m.member_id = $2"#,
        keep_id,
        merge_id,
        taken.birth_number,
        taken.fis_code
    )
    .execute(&mut *connection)
    .await?;
    Ok(())
}
