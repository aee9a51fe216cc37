//! The import job: a file's races stored as result races (a published race gets a new version),
//! then paired.

use std::collections::{BTreeMap, HashSet};

use stopa_db::racing_event::{EventRow, RaceRow};
use stopa_db::results::{self as db, ResultRaceValues};
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::ResultImportState;
use stopa_domain::results::ResultRaceStatus;
use stopa_domain::text::fold;
use stopa_formats::results::{self as formats, Race};

use super::pairing::{pair_rows, row_batch};
use super::upload::parse_off_thread;
use crate::App;
use crate::error::{AppError, AppResult};

/// How far a run got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunProgress {
    pub processed: i64,
    pub total: i64,
}

/// Runs an uploaded file to its end (the worker's job): every race of the file replaces its
/// result race in one transaction with its rows paired. A finished import is left alone; a
/// redelivered one runs again from the start with the same end.
pub async fn run_result_import(
    app: &App,
    result_import_id: i64,
    mut progress: impl FnMut(RunProgress),
) -> AppResult<ResultImportState> {
    let Some(import) = db::find_result_import(&app.pool, result_import_id).await? else {
        return Err(AppError::NotFound);
    };
    let Some(content) = db::start_result_import(&app.pool, result_import_id).await? else {
        return Ok(import.state);
    };
    let total = i64::from(import.total_rows);
    progress(RunProgress {
        processed: 0,
        total,
    });
    let parsed = match parse_off_thread(app, import.format, content).await {
        Ok(parsed) => parsed,
        Err(error) => {
            let message = error.message();
            db::finish_result_import(
                &app.pool,
                result_import_id,
                &serde_json::json!({}),
                &serde_json::json!([]),
                Some(&message),
            )
            .await?;
            return Ok(ResultImportState::Failed);
        }
    };
    let event = stopa_db::racing_event::find_event(&app.pool, import.racing_event_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let source = ImportSource {
        result_import_id: Some(result_import_id),
        race_id: import.race_id,
        file_name: &import.file_name,
    };
    let mut counts = store_races(&app.pool, &event, &parsed.races, &source, |processed| {
        progress(RunProgress { processed, total });
    })
    .await?;
    counts.insert("PROBLEMS", parsed.problems.len() as i64);
    let problems: Vec<String> = parsed
        .problems
        .iter()
        .map(formats::RowProblem::describe)
        .collect();
    db::finish_result_import(
        &app.pool,
        result_import_id,
        &serde_json::to_value(&counts)
            .map_err(|error| AppError::Internal(format!("counts: {error}")))?,
        &serde_json::Value::from(problems),
        None,
    )
    .await?;
    Ok(ResultImportState::Completed)
}

/// Where stored races come from.
#[derive(Debug, Clone, Copy)]
pub struct ImportSource<'a> {
    pub result_import_id: Option<i64>,
    /// The event's race chosen at the upload (for a file of one race).
    pub race_id: Option<i64>,
    /// Names a race that has no other name.
    pub file_name: &'a str,
}

/// Stores races read from a file into an event's result races, each race in one transaction
/// (its rows replaced and paired, with its audit entry); `progress` hears the rows done after
/// every race. Gives the counts of [`super::COUNT_KEYS`] but PROBLEMS. The worker's import runs it,
/// and the demo seed with the results of past demo events.
pub async fn store_races(
    pool: &sqlx::PgPool,
    event: &EventRow,
    races: &[Race],
    source: &ImportSource<'_>,
    mut progress: impl FnMut(i64),
) -> AppResult<BTreeMap<&'static str, i64>> {
    let event_races =
        stopa_db::racing_event::races_of_events(pool, &[event.racing_event_id]).await?;
    let nicknames = db::folded_nicknames(pool).await?;
    let mut counts: BTreeMap<&'static str, i64> = BTreeMap::new();
    let mut processed = 0_i64;
    let mut used_keys = HashSet::new();
    let single_race = races.len() == 1;
    for (index, race) in races.iter().enumerate() {
        let mut key = source_key(race);
        if !used_keys.insert(key.clone()) {
            key = format!("{key}#{index}");
            used_keys.insert(key.clone());
        }
        let race_id = if single_race && source.race_id.is_some() {
            source.race_id
        } else {
            matching_race(race, &event_races)
        };
        let mut values = race_values(event, race, key, race_id, source);
        let mut transaction = stopa_db::begin(pool).await?;
        // The public keeps reading a published race until its new version is published.
        if let Some((published_id, ResultRaceStatus::Published)) = db::lock_result_race_by_source(
            &mut transaction,
            event.racing_event_id,
            &values.source_key,
        )
        .await?
        {
            values.source_key = version_key(&values.source_key);
            values.replaces_result_race_id = Some(published_id);
        }
        let (result_race_id, existed) = db::upsert_result_race(&mut transaction, &values).await?;
        let pairs = pair_rows(
            &mut transaction,
            &race.rows,
            &nicknames,
            event.racing_event_id,
        )
        .await?;
        let batch = row_batch(&race.rows, &pairs);
        db::replace_result_rows(&mut transaction, result_race_id, &batch).await?;
        let (mut ordinals, mut members, mut scores) = (Vec::new(), Vec::new(), Vec::new());
        for (ordinal, pair) in pairs.iter().enumerate() {
            for (member_id, score) in &pair.suggestions {
                ordinals.push(i32::try_from(ordinal).unwrap_or(i32::MAX));
                members.push(*member_id);
                scores.push(i16::from(*score));
            }
        }
        db::insert_suggestions(
            &mut transaction,
            result_race_id,
            &ordinals,
            &members,
            &scores,
        )
        .await?;
        db::recount_result_race(&mut transaction, result_race_id).await?;
        let paired = pairs.iter().filter(|pair| pair.member_id.is_some()).count() as i64;
        let suggested = pairs
            .iter()
            .filter(|pair| pair.member_id.is_none() && !pair.suggestions.is_empty())
            .count() as i64;
        let rows = race.rows.len() as i64;
        stopa_db::audit::insert_audit(
            &mut *transaction,
            &stopa_db::audit::AuditEntry {
                account_id: None,
                identity_id: None,
                action: if existed { "reimport" } else { "import" },
                entity: "result_race",
                entity_id: Some(result_race_id),
                detail: serde_json::json!({
                    "result_import_id": source.result_import_id,
                    "rows": rows,
                    "paired": paired,
                    "suggested": suggested,
                }),
            },
        )
        .await?;
        stopa_db::commit(transaction).await?;
        *counts.entry("RACES").or_default() += 1;
        *counts.entry("ROWS").or_default() += rows;
        *counts.entry("PAIRED").or_default() += paired;
        *counts.entry("SUGGESTED").or_default() += suggested;
        *counts.entry("UNPAIRED").or_default() += rows - paired - suggested;
        processed += rows;
        if let Some(result_import_id) = source.result_import_id {
            db::set_result_import_progress(
                pool,
                result_import_id,
                i32::try_from(processed).unwrap_or(i32::MAX),
            )
            .await?;
        }
        progress(processed);
    }
    Ok(counts)
}

/// Marks an import FAILED (its job gave up).
pub async fn fail_result_import(app: &App, result_import_id: i64, reason: &str) -> AppResult<()> {
    db::finish_result_import(
        &app.pool,
        result_import_id,
        &serde_json::json!({}),
        &serde_json::json!([]),
        Some(reason),
    )
    .await?;
    Ok(())
}

/// What identifies a race of a file across uploads.
pub(super) fn source_key(race: &Race) -> String {
    if let Some(tool) = &race.club_tool {
        return format!("CT:{}", tool.unique_id);
    }
    if let Some(codex) = race
        .codex
        .as_deref()
        .filter(|codex| !codex.trim().is_empty())
    {
        return format!("FIS:{}", codex.trim());
    }
    if let Some(code) = race
        .national_code
        .as_deref()
        .filter(|code| !code.trim().is_empty())
    {
        return format!("NAT:{}", code.trim());
    }
    format!(
        "{}|{}|{}|{}|{}",
        race.sector.code(),
        race.date.map(|date| date.to_string()).unwrap_or_default(),
        race.discipline.as_deref().unwrap_or(""),
        race.gender.map_or("", GenderGroup::as_str),
        race.category.as_deref().map(fold).unwrap_or_default(),
    )
}

/// The event's race a result race belongs to: the only race of its day (of its gender, when
/// the day has more).
pub(super) fn matching_race(race: &Race, event_races: &[RaceRow]) -> Option<i64> {
    let date = race.date?;
    let same_day: Vec<&RaceRow> = event_races
        .iter()
        .filter(|candidate| candidate.race_date == date)
        .collect();
    match same_day.as_slice() {
        [only] => Some(only.race_id),
        [] => None,
        several => {
            let gender = race.gender?;
            let same_gender: Vec<&&RaceRow> = several
                .iter()
                .filter(|candidate| candidate.gender_group == gender)
                .collect();
            match same_gender.as_slice() {
                [only] => Some(only.race_id),
                _ => None,
            }
        }
    }
}

/// Czech (and the files' English) words that say a category's gender: a name that says its
/// race's gender, and not the other one, is not followed by "– muži"/"– ženy" again
/// (`Minižačky`, not `Minižačky – ženy`; but `Muži a ženy – ženy` for the women's half of a
/// mixed category). Czech words are matched by their ending (`minižačky`), English ones whole.
const MALE_ENDINGS: [&str; 10] = [
    "muži",
    "junioři",
    "dorostenci",
    "žáci",
    "žáčci",
    "chlapci",
    "hoši",
    "veteráni",
    "benjamínci",
    "senioři",
];
const FEMALE_ENDINGS: [&str; 9] = [
    "ženy",
    "juniorky",
    "dorostenky",
    "žákyně",
    "žačky",
    "dívky",
    "veteránky",
    "benjamínky",
    "seniorky",
];
const MALE_WORDS: [&str; 2] = ["men", "herren"];
const FEMALE_WORDS: [&str; 3] = ["women", "ladies", "damen"];

/// Whether a category's name says `gender` (and only it).
fn names_gender(text: &str, gender: GenderGroup) -> bool {
    let says = |endings: &[&str], words: &[&str]| {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|word| !word.is_empty())
            .map(str::to_lowercase)
            .any(|word| {
                endings.iter().any(|ending| word.ends_with(ending))
                    || words.contains(&word.as_str())
            })
    };
    let male = says(&MALE_ENDINGS, &MALE_WORDS);
    let female = says(&FEMALE_ENDINGS, &FEMALE_WORDS);
    match gender {
        GenderGroup::Male => male && !female,
        GenderGroup::Female => female && !male,
        GenderGroup::Both => false,
    }
}

/// The name a result race is listed by: its category (or discipline) and its gender where the
/// name does not say it already (`Žáci mladší`, `Minižačky`, `U16 – ženy`, `SL – ženy`).
pub(super) fn race_name(race: &Race, file_name: &str) -> String {
    let what = race
        .category
        .clone()
        .filter(|text| !text.trim().is_empty())
        .or_else(|| race.discipline.clone())
        .or_else(|| race.event_name.clone())
        .unwrap_or_else(|| file_name.to_owned());
    let discipline = race.discipline.as_deref().filter(|discipline| {
        Some(*discipline) != race.category.as_deref() && race.club_tool.is_none()
    });
    let gender = match race.gender {
        Some(GenderGroup::Male) => Some((GenderGroup::Male, "muži")),
        Some(GenderGroup::Female) => Some((GenderGroup::Female, "ženy")),
        _ => None,
    };
    let mut name = what;
    if let Some(discipline) = discipline
        && !name.contains(discipline)
    {
        name = format!("{name} {discipline}");
    }
    if let Some((group, gender)) = gender
        && !names_gender(&name, group)
    {
        name = format!("{name} – {gender}");
    }
    name.chars().take(200).collect()
}

pub(super) fn race_values(
    event: &EventRow,
    race: &Race,
    source_key: String,
    race_id: Option<i64>,
    source: &ImportSource<'_>,
) -> ResultRaceValues {
    let hundredths =
        |value: Option<formats::Hundredths>| value.and_then(|value| i32::try_from(value.0).ok());
    ResultRaceValues {
        racing_event_id: event.racing_event_id,
        race_id,
        source_key,
        name: race_name(race, source.file_name),
        sector: Some(race.sector.code().to_owned()),
        discipline: race.discipline.clone(),
        gender_group: race.gender,
        race_date: race.date,
        place: race.place.clone(),
        category: race.category.clone(),
        codex: race.codex.clone(),
        birth_year_from: race.club_tool.as_ref().map(|tool| tool.birth_year_from),
        birth_year_to: race.club_tool.as_ref().map(|tool| tool.birth_year_to),
        run_count: i16::from(race.run_count.max(1)),
        penalty: hundredths(race.penalty),
        f_value: hundredths(race.f_value),
        result_import_id: source.result_import_id,
        replaces_result_race_id: None,
    }
}

/// The source key of a published race's new version.
pub(super) fn version_key(source_key: &str) -> String {
    format!("NEW:{source_key}")
}

#[cfg(test)]
mod naming_tests {
    use super::names_gender;
    use stopa_domain::racing_event::GenderGroup::{Female, Male};

    #[test]
    fn knows_the_categories_that_say_their_gender() {
        for (name, gender) in [
            ("Minižačky", Female),
            ("Minižáčci", Male),
            ("Žáci mladší", Male),
            ("Mladší žákyně", Female),
            ("Juniorky", Female),
            ("Ženy a juniorky", Female),
            ("Muži 35+", Male),
            ("Dorostenci 2008–2009", Male),
            ("Ladies U16", Female),
        ] {
            assert!(names_gender(name, gender), "{name}");
        }
        for (name, gender) in [
            ("U16", Male),
            ("Open", Female),
            ("SL", Male),
            ("Masters", Female),
            // A mixed category's halves keep their gender apart.
            ("Muži a ženy", Male),
            ("Žáci a žákyně", Female),
            // A name of the other gender (a file's mistake) is not taken for this one.
            ("Juniorky", Male),
        ] {
            assert!(!names_gender(name, gender), "{name}");
        }
    }
}
