//! RÚIAN address points and the address texts that did not resolve to one.
//!
//! Points are written in batches by `stopa-admin ruian load` (an upsert by their code, so a
//! reload of the same files changes nothing). A lookup reads candidate points for many
//! addresses in one statement (index probes by postcode, municipality, Prague district or part
//! with the written numbers, or by the street's words); which candidate an address means is
//! decided in `stopa_domain::address`.

use chrono::NaiveDate;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::address::{AddressPointKeys, AddressSource, BuildingType};

use crate::{DbError, DbResult};

/// Address points to write, one vector per column (the loader fills them row by row).
#[derive(Debug, Default, Clone)]
pub struct AddressPointBatch {
    pub codes: Vec<i64>,
    pub municipality_codes: Vec<i32>,
    pub municipality_names: Vec<String>,
    pub momc_names: Vec<Option<String>>,
    pub prague_district_names: Vec<Option<String>>,
    pub part_codes: Vec<Option<i32>>,
    pub part_names: Vec<Option<String>>,
    pub street_codes: Vec<Option<i32>>,
    pub street_names: Vec<Option<String>>,
    pub building_types: Vec<BuildingType>,
    pub house_numbers: Vec<i32>,
    pub orientation_numbers: Vec<Option<i32>>,
    pub orientation_letters: Vec<Option<String>>,
    pub postcodes: Vec<String>,
    pub ys: Vec<Option<f64>>,
    pub xs: Vec<Option<f64>>,
    pub valid_froms: Vec<Option<NaiveDate>>,
    pub municipality_keys: Vec<String>,
    pub district_keys: Vec<Option<String>>,
    pub part_keys: Vec<Option<String>>,
    pub street_keys: Vec<Option<String>>,
}

impl AddressPointBatch {
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }
}

/// Writes a batch of address points (inserted, or updated when the code is known); `source`
/// is RUIAN or DEMO. Returns how many rows were written.
pub async fn upsert_address_points(
    connection: &mut PgConnection,
    batch: &AddressPointBatch,
    source: AddressSource,
) -> DbResult<u64> {
    let written = sqlx::query!(
        r#"insert into ruian_address (ruian_address_code, municipality_code, municipality_name,
               momc_name, prague_district_name, part_code, part_name, street_code, street_name,
               building_type, house_number, orientation_number, orientation_letter, postcode,
               y, x, valid_from, municipality_key, district_key, part_key, street_key, source)
           select *, $22 from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[],
               $6::int[], $7::text[], $8::int[], $9::text[], $10::text[], $11::int[], $12::int[],
               $13::text[], $14::text[], $15::float8[], $16::float8[], $17::date[], $18::text[],
               $19::text[], $20::text[], $21::text[])
           on conflict (ruian_address_code) do update set
               municipality_code = excluded.municipality_code,
               municipality_name = excluded.municipality_name,
               momc_name = excluded.momc_name,
               prague_district_name = excluded.prague_district_name,
               part_code = excluded.part_code, part_name = excluded.part_name,
               street_code = excluded.street_code, street_name = excluded.street_name,
               building_type = excluded.building_type, house_number = excluded.house_number,
               orientation_number = excluded.orientation_number,
               orientation_letter = excluded.orientation_letter, postcode = excluded.postcode,
               y = excluded.y, x = excluded.x, valid_from = excluded.valid_from,
               municipality_key = excluded.municipality_key,
               district_key = excluded.district_key, part_key = excluded.part_key,
               street_key = excluded.street_key, source = excluded.source, updated_at = now()
           where (ruian_address.municipality_name, ruian_address.part_name,
                  ruian_address.street_name, ruian_address.house_number,
                  ruian_address.orientation_number, ruian_address.orientation_letter,
                  ruian_address.postcode, ruian_address.valid_from, ruian_address.source)
                 is distinct from
                 (excluded.municipality_name, excluded.part_name, excluded.street_name,
                  excluded.house_number, excluded.orientation_number,
                  excluded.orientation_letter, excluded.postcode, excluded.valid_from,
                  excluded.source)"#,
        &batch.codes,
        &batch.municipality_codes,
        &batch.municipality_names,
        &batch.momc_names as &[Option<String>],
        &batch.prague_district_names as &[Option<String>],
        &batch.part_codes as &[Option<i32>],
        &batch.part_names as &[Option<String>],
        &batch.street_codes as &[Option<i32>],
        &batch.street_names as &[Option<String>],
        &batch.building_types as _,
        &batch.house_numbers,
        &batch.orientation_numbers as &[Option<i32>],
        &batch.orientation_letters as &[Option<String>],
        &batch.postcodes,
        &batch.ys as &[Option<f64>],
        &batch.xs as &[Option<f64>],
        &batch.valid_froms as &[Option<NaiveDate>],
        &batch.municipality_keys,
        &batch.district_keys as &[Option<String>],
        &batch.part_keys as &[Option<String>],
        &batch.street_keys as &[Option<String>],
        source as _
    )
    .execute(connection)
    .await?
    .rows_affected();
    Ok(written)
}

/// How many address points there are, by source.
pub async fn count_address_points(executor: impl PgExecutor<'_>) -> DbResult<(i64, i64)> {
    let row = sqlx::query!(
        r#"select count(*) filter (where source = 'RUIAN') as "ruian!",
                  count(*) filter (where source = 'DEMO') as "demo!"
           from ruian_address"#
    )
    .fetch_one(executor)
    .await?;
    Ok((row.ruian, row.demo))
}

/// What one address lookup asks the register for.
#[derive(Debug, Clone, Default)]
pub struct CandidateQuery {
    pub postcode: Option<String>,
    pub municipality_key: String,
    /// A LIKE pattern of the street's words, each a prefix (`nam% miru%`); None without a
    /// street.
    pub street_pattern: Option<String>,
    pub house_number: Option<i32>,
    pub orientation_number: Option<i32>,
}

/// Candidate points for many lookups at once: `(index of the query, point)`, at most 40 a
/// query.
pub async fn address_candidates(
    executor: impl PgExecutor<'_>,
    queries: &[CandidateQuery],
) -> DbResult<Vec<(i32, AddressPointKeys)>> {
    if queries.is_empty() {
        return Ok(Vec::new());
    }
    let indexes: Vec<i32> = (0..queries.len() as i32).collect();
    let postcodes: Vec<Option<String>> = queries.iter().map(|q| q.postcode.clone()).collect();
    let municipalities: Vec<String> = queries.iter().map(|q| q.municipality_key.clone()).collect();
    let streets: Vec<Option<String>> = queries.iter().map(|q| q.street_pattern.clone()).collect();
    let houses: Vec<Option<i32>> = queries.iter().map(|q| q.house_number).collect();
    let orientations: Vec<Option<i32>> = queries.iter().map(|q| q.orientation_number).collect();
    let rows = sqlx::query!(
        r#"select q.idx as "idx!", a.ruian_address_code as "code!",
                  a.municipality_key as "municipality_key!", a.district_key, a.part_key,
                  a.street_key, a.house_number as "house_number!", a.orientation_number,
                  a.orientation_letter, a.postcode as "postcode!"
           from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[])
                as q(idx, postcode, municipality_key, street_pattern, house, orientation)
           cross join lateral (
               select distinct on (c.ruian_address_code) c.* from (
                   select r.* from ruian_address r
                   where r.postcode = q.postcode and r.house_number in (q.house, q.orientation)
                   union all
                   select r.* from ruian_address r
                   where r.postcode = q.postcode and r.orientation_number in (q.house, q.orientation)
                   union all
                   select r.* from ruian_address r
                   where r.municipality_key = q.municipality_key and r.house_number = q.house
                   union all
                   select r.* from ruian_address r
                   where r.district_key = q.municipality_key and r.house_number = q.house
                   union all
                   select r.* from ruian_address r
                   where r.part_key = q.municipality_key and r.house_number = q.house
                   union all
                   select r.* from ruian_address r
                   where r.municipality_key = q.municipality_key
                     and r.street_key like q.street_pattern
                     and (r.orientation_number in (q.house, q.orientation)
                          or r.house_number = q.house)
               ) c
               limit 40
           ) a"#,
        &indexes,
        &postcodes as &[Option<String>],
        &municipalities,
        &streets as &[Option<String>],
        &houses as &[Option<i32>],
        &orientations as &[Option<i32>]
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            (
                row.idx,
                AddressPointKeys {
                    code: row.code,
                    municipality_key: row.municipality_key,
                    district_key: row.district_key,
                    part_key: row.part_key,
                    street_key: row.street_key,
                    house_number: row.house_number,
                    orientation_number: row.orientation_number,
                    orientation_letter: row.orientation_letter,
                    postcode: row.postcode,
                },
            )
        })
        .collect())
}

/// An address point as people read it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct AddressPointRow {
    pub code: i64,
    pub municipality_name: String,
    pub part_name: Option<String>,
    pub momc_name: Option<String>,
    pub street_name: Option<String>,
    pub building_type: BuildingType,
    pub house_number: i32,
    pub orientation_number: Option<i32>,
    pub orientation_letter: Option<String>,
    pub postcode: String,
}

impl AddressPointRow {
    /// The street (or, in a village without streets, the part) as the member record keeps it.
    pub fn street_or_part(&self) -> String {
        self.street_name
            .clone()
            .or_else(|| self.part_name.clone())
            .unwrap_or_else(|| self.municipality_name.clone())
    }

    /// "12/3a" or "12" (č.ev. numbers are written "ev. 6").
    pub fn house_text(&self) -> String {
        let house = if self.building_type == BuildingType::RegistrationNumber {
            format!("ev. {}", self.house_number)
        } else {
            self.house_number.to_string()
        };
        match self.orientation_text() {
            Some(orientation) => format!("{house}/{orientation}"),
            None => house,
        }
    }

    /// Číslo orientační with its letter.
    pub fn orientation_text(&self) -> Option<String> {
        self.orientation_number.map(|number| {
            format!(
                "{number}{}",
                self.orientation_letter.as_deref().unwrap_or("")
            )
        })
    }

    /// The whole address on one line: "Husova 57/12, Liberec I-Staré Město, 460 01 Liberec".
    pub fn display_text(&self) -> String {
        let postcode = format!("{} {}", &self.postcode[..3], &self.postcode[3..]);
        let mut parts = vec![format!("{} {}", self.street_or_part(), self.house_text())];
        if let Some(part) = &self.part_name
            && self.street_name.is_some()
            && part != &self.municipality_name
        {
            parts.push(part.clone());
        }
        let town = self.momc_name.as_ref().unwrap_or(&self.municipality_name);
        parts.push(format!("{postcode} {town}"));
        parts.join(", ")
    }
}

/// Address points by their codes.
pub async fn find_address_points(
    executor: impl PgExecutor<'_>,
    codes: &[i64],
) -> DbResult<Vec<AddressPointRow>> {
    sqlx::query_as!(
        AddressPointRow,
        r#"select ruian_address_code as code, municipality_name, part_name, momc_name,
                  street_name, building_type as "building_type: BuildingType", house_number,
                  orientation_number, orientation_letter, postcode
           from ruian_address where ruian_address_code = any($1)
           order by municipality_name, street_name, house_number, orientation_number"#,
        codes
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Address points of a municipality (or postcode) whose street starts with the pattern's
/// words, for the worklist's suggestions when no number fits: at most `limit`.
pub async fn address_points_in_street(
    executor: impl PgExecutor<'_>,
    municipality_key: &str,
    postcode: Option<&str>,
    street_pattern: &str,
    limit: i64,
) -> DbResult<Vec<AddressPointRow>> {
    sqlx::query_as!(
        AddressPointRow,
        r#"select ruian_address_code as code, municipality_name, part_name, momc_name,
                  street_name, building_type as "building_type: BuildingType", house_number,
                  orientation_number, orientation_letter, postcode
           from ruian_address
           where (municipality_key = $1 or postcode = $2) and street_key like $3
           order by street_name, house_number, orientation_number
           limit $4"#,
        municipality_key,
        postcode,
        street_pattern,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// An address as written, for the unresolved-addresses worklist.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct UnresolvedAddressValues {
    pub address_key: String,
    pub address_text: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
}

/// Records unresolved addresses (known keys keep their row); returns the ids by key.
pub async fn upsert_unresolved_addresses(
    connection: &mut PgConnection,
    addresses: &[UnresolvedAddressValues],
) -> DbResult<Vec<(String, i64)>> {
    if addresses.is_empty() {
        return Ok(Vec::new());
    }
    let column = |get: fn(&UnresolvedAddressValues) -> Option<String>| -> Vec<Option<String>> {
        addresses.iter().map(get).collect()
    };
    let keys: Vec<String> = addresses.iter().map(|a| a.address_key.clone()).collect();
    let texts: Vec<String> = addresses.iter().map(|a| a.address_text.clone()).collect();
    let rows = sqlx::query!(
        r#"with input as (
               select distinct on (key) * from unnest($1::text[], $2::text[], $3::text[],
                   $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
                   as x(key, text, municipality, part, street, house, orientation, postcode)
               order by key
           ), inserted as (
               insert into unresolved_address (address_key, address_text, municipality,
                   municipality_part, street, house_number, orientation_number, postcode)
               select key, text, municipality, part, street, house, orientation, postcode
               from input
               on conflict (address_key) do update set updated_at = now()
               returning address_key, unresolved_address_id
           )
           select address_key as "address_key!", unresolved_address_id as "id!" from inserted"#,
        &keys,
        &texts,
        &column(|a| a.municipality.clone()) as &[Option<String>],
        &column(|a| a.municipality_part.clone()) as &[Option<String>],
        &column(|a| a.street.clone()) as &[Option<String>],
        &column(|a| a.house_number.clone()) as &[Option<String>],
        &column(|a| a.orientation_number.clone()) as &[Option<String>],
        &column(|a| a.postcode.clone()) as &[Option<String>]
    )
    .fetch_all(connection)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.address_key, row.id))
        .collect())
}

/// The points chosen for address texts an admin resolved (aliases), by key.
pub async fn resolved_aliases(
    executor: impl PgExecutor<'_>,
    keys: &[String],
) -> DbResult<Vec<(String, i64)>> {
    let rows = sqlx::query!(
        r#"select address_key, resolved_ruian_address_code as "code!"
           from unresolved_address
           where address_key = any($1) and resolved_ruian_address_code is not null"#,
        keys
    )
    .fetch_all(executor)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.address_key, row.code))
        .collect())
}

/// One entry of the unresolved-addresses worklist.
#[derive(Debug, Clone, serde::Serialize)]
pub struct UnresolvedAddressRow {
    pub id: i64,
    pub address_key: String,
    pub address_text: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    /// Members whose record waits on this address.
    pub members: i64,
    /// Import rows skipped because of it.
    pub import_rows: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// The open worklist, oldest first, a page of it.
pub async fn list_unresolved_addresses(
    executor: impl PgExecutor<'_>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<UnresolvedAddressRow>> {
    sqlx::query_as!(
        UnresolvedAddressRow,
        r#"select u.unresolved_address_id as id, u.address_key, u.address_text, u.municipality,
                  u.municipality_part, u.street, u.house_number, u.orientation_number,
                  u.postcode,
                  (select count(*) from member m
                   where m.unresolved_address_id = u.unresolved_address_id) as "members!",
                  (select count(*) from member_import_row r
                   where r.unresolved_address_id = u.unresolved_address_id) as "import_rows!",
                  u.created_at
           from unresolved_address u
           where u.resolved_at is null
           order by u.created_at, u.unresolved_address_id
           limit $1 offset $2"#,
        limit,
        offset
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// How many addresses wait in the worklist.
pub async fn count_unresolved_addresses(executor: impl PgExecutor<'_>) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"select count(*) as "count!" from unresolved_address where resolved_at is null"#
    )
    .fetch_one(executor)
    .await?)
}

/// One worklist entry by its key (the REST path names it so) or id.
pub async fn find_unresolved_address(
    executor: impl PgExecutor<'_>,
    id: Option<i64>,
    key: Option<&str>,
) -> DbResult<Option<UnresolvedAddressRow>> {
    sqlx::query_as!(
        UnresolvedAddressRow,
        r#"select u.unresolved_address_id as id, u.address_key, u.address_text, u.municipality,
                  u.municipality_part, u.street, u.house_number, u.orientation_number,
                  u.postcode,
                  (select count(*) from member m
                   where m.unresolved_address_id = u.unresolved_address_id) as "members!",
                  (select count(*) from member_import_row r
                   where r.unresolved_address_id = u.unresolved_address_id) as "import_rows!",
                  u.created_at
           from unresolved_address u
           where u.unresolved_address_id = $1 or u.address_key = $2"#,
        id,
        key
    )
    .fetch_optional(executor)
    .await
    .map_err(DbError::from)
}

/// Resolves a worklist entry to a point: the entry becomes an alias, and every member waiting
/// on it gets the point's address. Returns the ids of those members.
pub async fn resolve_unresolved_address(
    connection: &mut PgConnection,
    unresolved_address_id: i64,
    code: i64,
    account_id: Option<i64>,
) -> DbResult<Vec<i64>> {
    sqlx::query!(
        r#"update unresolved_address
           set resolved_ruian_address_code = $2, resolved_at = now(),
               resolved_by_account_id = $3, updated_at = now()
           where unresolved_address_id = $1"#,
        unresolved_address_id,
        code,
        account_id
    )
    .execute(&mut *connection)
    .await?;
    let members = sqlx::query_scalar!(
        r#"update member m set
               municipality = a.municipality_name,
               municipality_part = a.part_name,
               street = coalesce(a.street_name, a.part_name),
               house_number = a.house_number::text,
               orientation_number = a.orientation_number::text || coalesce(a.orientation_letter, ''),
               postcode = a.postcode,
               ruian_address_code = a.ruian_address_code,
               unresolved_address_id = null,
               updated_at = now()
           from ruian_address a
           where a.ruian_address_code = $2 and m.unresolved_address_id = $1
           returning m.member_id"#,
        unresolved_address_id,
        code
    )
    .fetch_all(&mut *connection)
    .await?;
    Ok(members)
}

/// A member's written address, for resolving it.
#[derive(Debug, Clone)]
pub struct MemberAddressRow {
    pub member_id: i64,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
}

/// Members in the Czech Republic (not archived) with an address that points nowhere yet — or
/// the given members — after `after_member_id`, in id order.
pub async fn members_without_address_point(
    executor: impl PgExecutor<'_>,
    member_ids: Option<&[i64]>,
    after_member_id: i64,
    limit: i64,
) -> DbResult<Vec<MemberAddressRow>> {
    sqlx::query_as!(
        MemberAddressRow,
        r#"select member_id, municipality, municipality_part, street, house_number,
                  orientation_number, postcode
           from member
           where member_id > $2 and country = 'CZ' and not archived
             and ($1::bigint[] is null or member_id = any($1))
             and ($1::bigint[] is not null
                  or (ruian_address_code is null and unresolved_address_id is null))
             and coalesce(municipality, street, house_number, orientation_number, postcode)
                 is not null
           order by member_id limit $3"#,
        member_ids,
        after_member_id,
        limit
    )
    .fetch_all(executor)
    .await
    .map_err(DbError::from)
}

/// Links members to their address point or to the worklist entry they wait on (one of the two,
/// or neither for a member without an address).
pub async fn set_member_address_links(
    connection: &mut PgConnection,
    member_ids: &[i64],
    codes: &[Option<i64>],
    unresolved_ids: &[Option<i64>],
) -> DbResult<()> {
    sqlx::query!(
        r#"update member m set ruian_address_code = x.code,
               unresolved_address_id = x.unresolved_id
           from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as x(member_id, code, unresolved_id)
           where m.member_id = x.member_id"#,
        member_ids,
        codes as &[Option<i64>],
        unresolved_ids as &[Option<i64>]
    )
    .execute(connection)
    .await?;
    Ok(())
}
