//! The bulk upload: which event and race a file is for (codex, date, place).

use stopa_db::racing_event::EventRow;
use stopa_domain::policy;
use stopa_domain::results::ResultFormat;

use super::MAX_RESULT_FILE_BYTES;
use super::upload::{detect_format, parse_off_thread};
use crate::error::AppResult;
use crate::racing_event::facts;
use crate::{Actor, App};

/// An event a file may be for, with how well it fits.
#[derive(Debug, Clone)]
pub struct EventCandidate {
    pub event: EventRow,
    /// 0–100: the days (60) and the place (40).
    pub score: u8,
}

/// What a file of a bulk upload holds and which events it may be for.
#[derive(Debug, Clone)]
pub struct FileMatch {
    pub file_name: String,
    pub format: ResultFormat,
    pub races: usize,
    pub rows: usize,
    /// The days and places of its races, for the person choosing.
    pub dates: Vec<chrono::NaiveDate>,
    pub places: Vec<String>,
    /// Events the asker may upload to, best first.
    pub candidates: Vec<EventCandidate>,
    /// The event to take without asking: the only candidate, or one clearly ahead.
    pub chosen: Option<i64>,
    /// Why the file cannot be used (not results), in Czech.
    pub error: Option<String>,
}

/// Reads a file of a bulk upload (`/evidence/zavody/hromadne-nahrani-vysledku`) and finds the
/// events it may be for: those the asker may upload to whose days hold the races' days,
/// ranked by their place. Nothing is stored; the page then uploads the file to the chosen
/// event (`upload_results`).
pub async fn match_result_file(
    app: &App,
    actor: &Actor,
    file_name: &str,
    bytes: Vec<u8>,
) -> AppResult<FileMatch> {
    let scope = policy::racing_event_list_scope(&actor.identity)?;
    let format = detect_format(&bytes);
    let mut found = FileMatch {
        file_name: file_name.to_owned(),
        format,
        races: 0,
        rows: 0,
        dates: Vec::new(),
        places: Vec::new(),
        candidates: Vec::new(),
        chosen: None,
        error: None,
    };
    if bytes.len() > MAX_RESULT_FILE_BYTES {
        found.error = Some("Soubor s výsledky je větší než 20 MB.".to_owned());
        return Ok(found);
    }
    let parsed = match parse_off_thread(app, format, bytes).await {
        Ok(parsed) if !parsed.races.is_empty() => parsed,
        Ok(_) => {
            found.error = Some("V souboru nejsou žádné výsledky závodu.".to_owned());
            return Ok(found);
        }
        Err(error) => {
            found.error = Some(error.message());
            return Ok(found);
        }
    };
    found.races = parsed.races.len();
    found.rows = parsed.races.iter().map(|race| race.rows.len()).sum();
    found.dates = parsed.races.iter().filter_map(|race| race.date).collect();
    found.dates.sort_unstable();
    found.dates.dedup();
    found.places = parsed
        .races
        .iter()
        .filter_map(|race| race.place.clone())
        .collect();
    found.places.sort();
    found.places.dedup();
    let (Some(first), Some(last)) = (found.dates.first().copied(), found.dates.last().copied())
    else {
        found.error = Some("Soubor neuvádí den závodu; vyberte událost ručně.".to_owned());
        return Ok(found);
    };
    let filter = stopa_db::racing_event::EventFilter {
        from: Some(first),
        to: Some(last),
        ..Default::default()
    };
    let (events, _) = stopa_db::racing_event::list_events(
        &app.pool,
        scope,
        &filter,
        stopa_db::racing_event::EventOrder::Earliest,
        100,
        0,
    )
    .await?;
    let place_words: Vec<String> = found
        .places
        .iter()
        .flat_map(|place| stopa_domain::text::folded_words(place))
        .filter(|word| word.chars().count() > 2)
        .collect();
    let mut candidates: Vec<EventCandidate> = events
        .into_iter()
        .filter(|event| policy::check_result_import(&actor.identity, &facts(event)).is_ok())
        .map(|event| {
            let all_days = found
                .dates
                .iter()
                .all(|day| (event.date_from..=event.date_to).contains(day));
            let event_words =
                stopa_domain::text::folded_words(&format!("{} {}", event.place, event.name));
            let place = place_words.iter().any(|word| event_words.contains(word));
            let fit = (if all_days { 60 } else { 30 }) + if place { 40 } else { 0 };
            EventCandidate { event, score: fit }
        })
        .collect();
    candidates.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.event.racing_event_id.cmp(&b.event.racing_event_id))
    });
    found.chosen = match candidates.as_slice() {
        [only] if only.score >= 60 => Some(only.event.racing_event_id),
        [best, next, ..] if best.score == 100 && next.score < 100 => {
            Some(best.event.racing_event_id)
        }
        _ => None,
    };
    found.candidates = candidates;
    Ok(found)
}
