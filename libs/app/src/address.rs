//! Resolving written Czech addresses to RÚIAN address points, many at once (an import batch)
//! or one (a member's form). The rules are `stopa_domain::address`; this module asks the
//! register for candidates and for the aliases admins chose in the worklist.

use std::collections::{BTreeMap, HashMap};

use sqlx::PgConnection;
use stopa_db::ruian::{self, AddressPointRow, CandidateQuery, UnresolvedAddressValues};
use stopa_domain::address::{AddressLookup, AddressProblem, WrittenAddress};

use crate::error::AppResult;

/// What became of one written address.
#[derive(Debug, Clone)]
pub enum Resolution {
    /// Nothing was written.
    NoAddress,
    /// The address point, in the register's spelling.
    Resolved(AddressPointRow),
    /// Neither číslo popisné nor orientační.
    MissingHouseNumber,
    /// No single point fits: the worklist entry to record.
    NotFound(UnresolvedAddressValues),
}

/// The worklist entry of a written address.
pub fn unresolved_values(address: &WrittenAddress<'_>) -> UnresolvedAddressValues {
    let owned = |text: Option<&str>| {
        text.map(str::trim)
            .filter(|text| !text.is_empty())
            .map(str::to_owned)
    };
    UnresolvedAddressValues {
        address_key: address.key(),
        address_text: address.display_text(),
        municipality: owned(address.municipality),
        municipality_part: owned(address.municipality_part),
        street: owned(address.street),
        house_number: owned(address.house_number),
        orientation_number: owned(address.orientation_number),
        postcode: owned(address.postcode),
    }
}

/// The LIKE pattern of a street's words, each a prefix: "nám. Míru" → `nam% miru%`.
pub fn street_pattern(words: &[String]) -> Option<String> {
    (!words.is_empty()).then(|| {
        words
            .iter()
            .map(|word| format!("{word}%"))
            .collect::<Vec<_>>()
            .join(" ")
    })
}

fn candidate_query(lookup: &AddressLookup) -> CandidateQuery {
    CandidateQuery {
        postcode: lookup.postcode.clone(),
        municipality_key: lookup.municipality_key.clone(),
        street_pattern: street_pattern(&lookup.street),
        house_number: lookup.house_number,
        orientation_number: lookup.orientation_number,
    }
}

/// Resolves Czech addresses (the caller leaves out addresses abroad): an alias an admin chose
/// first, else the one best address point.
pub async fn resolve_addresses(
    connection: &mut PgConnection,
    addresses: &[WrittenAddress<'_>],
) -> AppResult<Vec<Resolution>> {
    let mut resolutions: Vec<Option<Resolution>> = vec![None; addresses.len()];
    let mut lookups: Vec<(usize, AddressLookup)> = Vec::new();
    for (index, address) in addresses.iter().enumerate() {
        if address.is_empty() {
            resolutions[index] = Some(Resolution::NoAddress);
            continue;
        }
        match address.lookup() {
            Ok(lookup) => lookups.push((index, lookup)),
            Err(AddressProblem::MissingHouseNumber) => {
                resolutions[index] = Some(Resolution::MissingHouseNumber);
            }
            Err(AddressProblem::NotFound) => {}
        }
    }
    // Aliases chosen in the worklist win over the register's own matching.
    let keys: Vec<String> = addresses.iter().map(WrittenAddress::key).collect();
    let aliases: HashMap<String, i64> = ruian::resolved_aliases(&mut *connection, &keys)
        .await?
        .into_iter()
        .collect();
    let mut chosen: BTreeMap<usize, i64> = BTreeMap::new();
    for (index, key) in keys.iter().enumerate() {
        if resolutions[index].is_none()
            && let Some(code) = aliases.get(key)
        {
            chosen.insert(index, *code);
        }
    }
    lookups.retain(|(index, _)| !chosen.contains_key(index));
    let queries: Vec<CandidateQuery> = lookups.iter().map(|(_, l)| candidate_query(l)).collect();
    let mut candidates: HashMap<i32, Vec<_>> = HashMap::new();
    for (query, point) in ruian::address_candidates(&mut *connection, &queries).await? {
        candidates.entry(query).or_default().push(point);
    }
    for (query, (index, lookup)) in lookups.iter().enumerate() {
        let points = candidates
            .get(&(query as i32))
            .map_or(&[][..], Vec::as_slice);
        if let Some(code) = lookup.choose(points) {
            chosen.insert(*index, code);
        }
    }
    let codes: Vec<i64> = chosen.values().copied().collect();
    let points: HashMap<i64, AddressPointRow> =
        ruian::find_address_points(&mut *connection, &codes)
            .await?
            .into_iter()
            .map(|point| (point.code, point))
            .collect();
    Ok(resolutions
        .into_iter()
        .enumerate()
        .map(|(index, resolution)| {
            resolution.unwrap_or_else(|| {
                chosen
                    .get(&index)
                    .and_then(|code| points.get(code))
                    .map_or_else(
                        || Resolution::NotFound(unresolved_values(&addresses[index])),
                        |point| Resolution::Resolved(point.clone()),
                    )
            })
        })
        .collect())
}

/// Address points that may be what a worklist entry means: those its numbers fit in its
/// municipality or postcode, best first, else the points of its street.
pub async fn suggestions(
    connection: &mut PgConnection,
    address: &WrittenAddress<'_>,
) -> AppResult<Vec<AddressPointRow>> {
    let Ok(lookup) = address.lookup() else {
        return Ok(Vec::new());
    };
    let candidates =
        ruian::address_candidates(&mut *connection, &[candidate_query(&lookup)]).await?;
    let mut scored: Vec<(u32, i64)> = candidates
        .iter()
        .map(|(_, point)| {
            // A point the rules refuse may still be the one (a typo in the street): it comes
            // after those they accept.
            (
                lookup.score(point).map_or(0, |score| score + 10),
                point.code,
            )
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let codes: Vec<i64> = scored.iter().map(|(_, code)| *code).take(10).collect();
    let mut points = ruian::find_address_points(&mut *connection, &codes).await?;
    points.sort_by_key(|point| codes.iter().position(|code| *code == point.code));
    if points.is_empty()
        && let Some(pattern) = street_pattern(&lookup.street)
    {
        points = ruian::address_points_in_street(
            &mut *connection,
            &lookup.municipality_key,
            lookup.postcode.as_deref(),
            &pattern,
            10,
        )
        .await?;
    }
    Ok(points)
}

/// Members resolved per round of [`link_member_addresses`].
const LINK_BATCH: i64 = 2_000;

/// What [`link_member_addresses`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LinkedAddresses {
    pub resolved: usize,
    pub unresolved: usize,
}

/// Resolves the written addresses of members in the Czech Republic: each is linked to its
/// address point, or to the unresolved-addresses worklist (its text stays as written). With
/// `member_ids` those members (a saved record); without, every member whose address points
/// nowhere yet (after a RÚIAN load, the demo seed).
pub async fn link_member_addresses(
    connection: &mut PgConnection,
    member_ids: Option<&[i64]>,
) -> AppResult<LinkedAddresses> {
    let mut linked = LinkedAddresses::default();
    let mut after = 0;
    loop {
        let rows =
            ruian::members_without_address_point(&mut *connection, member_ids, after, LINK_BATCH)
                .await?;
        let Some(last) = rows.last() else { break };
        after = last.member_id;
        let written: Vec<WrittenAddress<'_>> = rows
            .iter()
            .map(|row| WrittenAddress {
                municipality: row.municipality.as_deref(),
                municipality_part: row.municipality_part.as_deref(),
                street: row.street.as_deref(),
                house_number: row.house_number.as_deref(),
                orientation_number: row.orientation_number.as_deref(),
                postcode: row.postcode.as_deref(),
            })
            .collect();
        let resolutions = resolve_addresses(&mut *connection, &written).await?;
        let unresolved: Vec<UnresolvedAddressValues> = resolutions
            .iter()
            .filter_map(|resolution| match resolution {
                Resolution::NotFound(values) => Some(values.clone()),
                _ => None,
            })
            .collect();
        let ids: HashMap<String, i64> =
            ruian::upsert_unresolved_addresses(&mut *connection, &unresolved)
                .await?
                .into_iter()
                .collect();
        let mut member_ids_out = Vec::with_capacity(rows.len());
        let mut codes = Vec::with_capacity(rows.len());
        let mut unresolved_ids = Vec::with_capacity(rows.len());
        for ((row, resolution), address) in rows.iter().zip(&resolutions).zip(&written) {
            member_ids_out.push(row.member_id);
            match resolution {
                Resolution::Resolved(point) => {
                    linked.resolved += 1;
                    codes.push(Some(point.code));
                    unresolved_ids.push(None);
                }
                Resolution::NotFound(_) | Resolution::MissingHouseNumber => {
                    linked.unresolved += 1;
                    codes.push(None);
                    let key = address.key();
                    // An address without a house number is unresolved too: it waits in the
                    // worklist under its text.
                    let id = match ids.get(&key) {
                        Some(id) => Some(*id),
                        None => ruian::upsert_unresolved_addresses(
                            &mut *connection,
                            &[unresolved_values(address)],
                        )
                        .await?
                        .first()
                        .map(|(_, id)| *id),
                    };
                    unresolved_ids.push(id);
                }
                Resolution::NoAddress => {
                    codes.push(None);
                    unresolved_ids.push(None);
                }
            }
        }
        ruian::set_member_address_links(&mut *connection, &member_ids_out, &codes, &unresolved_ids)
            .await?;
        if member_ids.is_some() {
            break;
        }
    }
    Ok(linked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn street_words_become_a_prefix_pattern() {
        assert_eq!(
            street_pattern(&["nam".to_owned(), "miru".to_owned()]).as_deref(),
            Some("nam% miru%")
        );
        assert_eq!(street_pattern(&[]), None);
    }
}
