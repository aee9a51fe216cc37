//! Pairing rows to members: FIS codes, remembered decisions, scores against members of the same
//! name, suggestions.

use std::collections::{HashMap, HashSet};

use stopa_db::results::{self as db, CandidateRow, ResultRowBatch};
use stopa_domain::member::Sex;
use stopa_domain::results::PairingMethod;
use stopa_domain::results::{
    MemberIdentity, PairingDecision, RowIdentity, pairing_decision, pairing_score,
};
use stopa_domain::text::fold;
use stopa_formats::results::{self as formats, ResultRow, RunKind, RunTime};

use super::SUGGESTIONS_PER_ROW;
use crate::error::AppResult;

/// What pairing decided for a row.
#[derive(Debug, Clone, Default)]
pub(super) struct RowPair {
    pub(super) member_id: Option<i64>,
    /// MANUAL for a remembered acceptance.
    pub(super) pairing: Option<PairingMethod>,
    pub(super) suggestions: Vec<(i64, u8)>,
}

/// The key a person's decision on a row is remembered by: folded last and first name and the
/// birth year.
pub fn row_key(last_name: &str, first_name: &str, birth_year: Option<i32>) -> String {
    format!(
        "{}|{}|{}",
        fold(last_name.trim()),
        fold(first_name.trim()),
        birth_year.map(|year| year.to_string()).unwrap_or_default()
    )
}

/// The keys a surname is looked up by: the whole folded name and, for a double surname
/// (`Nováková-Černá`, `Nováková Černá`), each of its words of three letters or more.
pub(super) fn surname_keys(name: &str) -> Vec<String> {
    let whole = fold(name.trim());
    if whole.is_empty() {
        return Vec::new();
    }
    let words = stopa_domain::text::folded_words(&whole);
    let mut keys = vec![whole];
    if words.len() > 1 {
        keys.extend(words.into_iter().filter(|word| word.chars().count() > 2));
    }
    keys
}

/// Pairs the rows of a race of the event `racing_event_id`: by FIS code first, then by the
/// decisions remembered for the event (and for every event), then by score.
pub(super) async fn pair_rows(
    connection: &mut sqlx::PgConnection,
    rows: &[ResultRow],
    nicknames: &[(String, String)],
    racing_event_id: i64,
) -> AppResult<Vec<RowPair>> {
    // Each row's last name, and its first name for names written the other way round, with
    // its birth year.
    let mut wanted: Vec<(String, Option<i32>)> = rows
        .iter()
        .flat_map(|row| {
            surname_keys(&row.last_name)
                .into_iter()
                .chain(surname_keys(&row.first_name))
                .map(|name| (name, row.birth_year))
        })
        .collect();
    wanted.sort();
    wanted.dedup();
    let (names, years): (Vec<String>, Vec<Option<i32>>) = wanted.into_iter().unzip();
    let fis_codes: Vec<String> = rows
        .iter()
        .filter_map(|row| row.fis_code.as_deref().map(str::trim))
        .filter(|code| !code.is_empty())
        .map(str::to_owned)
        .collect();
    let candidates = db::pairing_candidates(&mut *connection, &names, &years, &fis_codes).await?;
    let keys: Vec<String> = rows
        .iter()
        .map(|row| row_key(&row.last_name, &row.first_name, row.birth_year))
        .collect();
    let decisions = db::decisions_of(&mut *connection, &keys, racing_event_id).await?;
    let mut by_last_name: HashMap<String, Vec<usize>> = HashMap::new();
    let mut by_fis_code: HashMap<&str, usize> = HashMap::new();
    for (index, candidate) in candidates.iter().enumerate() {
        for key in surname_keys(&candidate.last_name) {
            by_last_name.entry(key).or_default().push(index);
        }
        if let Some(code) = candidate.fis_code.as_deref() {
            by_fis_code.insert(code, index);
        }
    }
    let mut accepted: HashMap<&str, i64> = HashMap::new();
    let mut rejected: HashSet<(&str, i64)> = HashSet::new();
    for decision in &decisions {
        if decision.accepted {
            accepted.insert(decision.row_key.as_str(), decision.member_id);
        } else {
            rejected.insert((decision.row_key.as_str(), decision.member_id));
        }
    }
    let rejected_keys: HashSet<&str> = rejected.iter().map(|(key, _)| *key).collect();
    let mut paired_members: HashSet<i64> = HashSet::new();
    let mut pairs = Vec::with_capacity(rows.len());
    for (row, key) in rows.iter().zip(&keys) {
        let mut pair = RowPair::default();
        // A FIS code is the athlete's own: it wins over every remembered decision.
        let by_code = row
            .fis_code
            .as_deref()
            .map(str::trim)
            .and_then(|code| by_fis_code.get(code))
            .map(|index| candidates[*index].member_id)
            .filter(|member_id| !rejected.contains(&(key.as_str(), *member_id)));
        if let Some(member_id) = by_code
            && paired_members.insert(member_id)
        {
            pair.member_id = Some(member_id);
            pair.pairing = Some(PairingMethod::FisCode);
            pairs.push(pair);
            continue;
        }
        if let Some(member_id) = accepted.get(key.as_str())
            && paired_members.insert(*member_id)
        {
            pair.member_id = Some(*member_id);
            pair.pairing = Some(PairingMethod::Manual);
            pairs.push(pair);
            continue;
        }
        let mut pool: Vec<usize> = Vec::new();
        if let Some(index) = row
            .fis_code
            .as_deref()
            .map(str::trim)
            .and_then(|code| by_fis_code.get(code))
        {
            pool.push(*index);
        }
        for name in surname_keys(&row.last_name)
            .into_iter()
            .chain(surname_keys(&row.first_name))
        {
            if let Some(indexes) = by_last_name.get(&name) {
                pool.extend(indexes);
            }
        }
        pool.sort_unstable();
        pool.dedup();
        let identity = RowIdentity {
            first_name: &row.first_name,
            last_name: &row.last_name,
            birth_year: row.birth_year,
            sex: row.sex,
            club: row.club_code.as_deref().or(row.club.as_deref()),
            fis_code: row.fis_code.as_deref(),
        };
        let mut scored: Vec<(u8, &CandidateRow)> = pool
            .into_iter()
            .map(|index| &candidates[index])
            .filter(|candidate| !rejected.contains(&(key.as_str(), candidate.member_id)))
            .map(|candidate| (score(&identity, candidate, nicknames), candidate))
            .filter(|(score, _)| *score > 0)
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.member_id.cmp(&b.1.member_id)));
        if let Some((best, candidate)) = scored.first() {
            let by_code = *best == 100
                && row.fis_code.is_some()
                && row.fis_code.as_deref().map(str::trim) == candidate.fis_code.as_deref();
            let mut decision = pairing_decision(*best, scored.get(1).map(|(score, _)| *score));
            // A person rejected a candidate of this athlete: the rest is for a person too.
            if decision == PairingDecision::Auto && rejected_keys.contains(key.as_str()) {
                decision = PairingDecision::Suggest;
            }
            if (by_code || decision == PairingDecision::Auto)
                && paired_members.insert(candidate.member_id)
            {
                pair.member_id = Some(candidate.member_id);
                pair.pairing = Some(if by_code {
                    PairingMethod::FisCode
                } else {
                    PairingMethod::Auto
                });
            } else if decision != PairingDecision::None || by_code {
                pair.suggestions = scored
                    .iter()
                    .filter(|(score, _)| *score >= stopa_domain::results::SUGGEST_SCORE)
                    .take(SUGGESTIONS_PER_ROW)
                    .map(|(score, candidate)| (candidate.member_id, *score))
                    .collect();
            }
        }
        pairs.push(pair);
    }
    Ok(pairs)
}

pub(super) fn score(
    row: &RowIdentity<'_>,
    candidate: &CandidateRow,
    nicknames: &[(String, String)],
) -> u8 {
    let member = MemberIdentity {
        first_name: &candidate.first_name,
        last_name: &candidate.last_name,
        birth_year: candidate.birth_year,
        sex: Some(candidate.sex),
        clubs: candidate.clubs.iter().map(String::as_str).collect(),
        fis_code: candidate.fis_code.as_deref(),
    };
    pairing_score(row, &member, nicknames)
}

pub(super) fn runs_json(row: &ResultRow) -> serde_json::Value {
    serde_json::Value::Array(
        row.runs
            .iter()
            .map(|run| {
                let (time_ms, status) = match run.time {
                    Some(RunTime::Finished { milliseconds }) => (Some(milliseconds), None),
                    Some(RunTime::Status(status)) => (None, Some(status.code())),
                    None => (None, None),
                };
                serde_json::json!({
                    "kind": match run.kind { RunKind::Run => "RUN", RunKind::Jump => "JUMP" },
                    "number": run.number,
                    "timeMs": time_ms,
                    "status": status,
                    "distance": run.distance.map(|value| value.0),
                    "points": run.points.map(|value| value.0),
                })
            })
            .collect(),
    )
}

pub(super) fn row_batch(rows: &[ResultRow], pairs: &[RowPair]) -> ResultRowBatch {
    let mut batch = ResultRowBatch::default();
    let int = |value: Option<u32>| value.and_then(|value| i32::try_from(value).ok());
    let hundredths =
        |value: Option<formats::Hundredths>| value.and_then(|value| i32::try_from(value.0).ok());
    for (ordinal, (row, pair)) in rows.iter().zip(pairs).enumerate() {
        batch
            .ordinals
            .push(i32::try_from(ordinal).unwrap_or(i32::MAX));
        batch.ranks.push(int(row.rank));
        batch.bibs.push(int(row.bib));
        batch.fis_codes.push(row.fis_code.clone());
        batch.national_codes.push(row.national_code.clone());
        batch.last_names.push(row.last_name.clone());
        batch.first_names.push(row.first_name.clone());
        batch.nations.push(row.nation.clone());
        batch.clubs.push(row.club.clone());
        batch.club_codes.push(row.club_code.clone());
        batch.birth_years.push(row.birth_year);
        batch.sexes.push(row.sex.map(|sex| match sex {
            Sex::Male => "MALE".to_owned(),
            Sex::Female => "FEMALE".to_owned(),
        }));
        batch.runs.push(runs_json(row));
        batch.total_times.push(int(row.total_time_ms));
        batch.differences.push(int(row.difference_ms));
        batch.fis_points.push(hundredths(row.fis_points));
        batch.race_points.push(hundredths(row.race_points));
        batch.scores.push(hundredths(row.score));
        batch.statuses.push(row.status.code().to_owned());
        batch.status_runs.push(row.status_run.map(i16::from));
        batch.member_ids.push(pair.member_id);
        batch
            .pairings
            .push(pair.pairing.map(|method| method.as_str().to_owned()));
    }
    batch
}
