//! The results JSON of the Czech clubs' cross-country timing tools (format CROSS_COUNTRY_JSON),
//! accepted exactly as the tools already upload it to the federation (see
//! `../shared/refs/racing/slcr-results-export.*.sample.json`): an array with one race per
//! category, each with the category's birth years, gender, `resultsLayout`, the counts of
//! starters and non-finishers, and `results` with times in milliseconds and 4-letter club codes.
//!
//! Fields Stopa does not know are ignored (tools add fields over time); missing required ones
//! ([`CROSS_COUNTRY_JSON_SCHEMA`] names them) refuse the file with a Czech message.
//!
//! A row has no status field in that layout: a row with a rank is classified (QLF), a row
//! without rank and time is a non-finisher, and which kind comes from the race's counts — the
//! tool that wrote the sample lists only starters, so its rows without rank are its `dnfCount`.
//! A row may also carry `status` (a spec code); where the counts leave more than one
//! possibility and no status is given, the row is reported rather than guessed.

use chrono::{NaiveDate, NaiveDateTime};
use serde::Deserialize;
use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;

use super::{
    ClubToolRace, ParseError, ParsedResults, Race, ResultRow, ResultStatus, RowProblem, Sector,
    StatusCounts,
};

/// A JSON upload larger than this is refused unread (20 MiB).
pub const MAX_FILE_BYTES: usize = 20 * 1024 * 1024;

/// The JSON Schema (draft 2020-12) of the layout, published on the timekeepers' `dokumentace`
/// page. Its `required` lists are exactly what [`parse`] requires.
pub const CROSS_COUNTRY_JSON_SCHEMA: &str = r#"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://stopa.example/schemas/cross-country-results.json",
  "title": "Výsledky běžeckých závodů (CROSS_COUNTRY_JSON)",
  "description": "Výsledky jedné akce: pole závodů, jeden závod za každou kategorii. Neznámé položky se ignorují.",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "uniqueId",
      "resultsLayout",
      "categoryYearFrom",
      "categoryYearTo",
      "gender",
      "raceName",
      "raceDateStart",
      "results"
    ],
    "properties": {
      "uniqueId": {
        "type": ["string", "integer"],
        "description": "Interní ID závodu časoměřiče."
      },
      "resultsLayout": {
        "type": "string",
        "description": "Layout závodu, např. CROSS_COUNTRY_INDIVIDUAL_MASS_START nebo CROSS_COUNTRY_INDIVIDUAL_DISTANCE."
      },
      "categoryYearFrom": {
        "type": "integer",
        "description": "Kategorie: ročník narození od (nejstarší)."
      },
      "categoryYearTo": {
        "type": "integer",
        "description": "Kategorie: ročník narození do (nejmladší)."
      },
      "gender": {
        "type": "string",
        "enum": ["M", "F", "W", "L"],
        "description": "Pohlaví kategorie: M muži, F (také W nebo L) ženy."
      },
      "registeredCount": { "type": "integer", "description": "Počet přihlášených závodníků." },
      "startedCount": { "type": "integer", "description": "Počet odstartovaných závodníků." },
      "classifiedCount": { "type": "integer", "description": "Počet klasifikovaných závodníků." },
      "dnsCount": { "type": "integer", "description": "Počet závodníků DNS." },
      "dnfCount": { "type": "integer", "description": "Počet závodníků DNF." },
      "dsqCount": { "type": "integer", "description": "Počet diskvalifikovaných závodníků (DSQ)." },
      "dqbCount": { "type": "integer", "description": "Počet závodníků DQB." },
      "npsCount": { "type": "integer", "description": "Počet závodníků NPS." },
      "lapCount": { "type": "integer", "description": "Počet předjetých závodníků (LAP)." },
      "organizer": { "type": "string", "description": "Pořadatel závodu." },
      "raceName": { "type": "string", "description": "Název závodu, tj. kategorie (např. Žáci mladší)." },
      "raceDateStart": {
        "type": "string",
        "description": "Datum a čas startu závodu, YYYY-MM-DDTHH:MM:SS (místní čas)."
      },
      "raceLocation": { "type": "string", "description": "Místo závodu." },
      "trackLengthKm": { "type": "number", "description": "Délka trati v kilometrech." },
      "style": { "type": "string", "description": "Styl (např. Přespolní běh, Volná technika)." },
      "eventId": { "type": "integer", "description": "ID akce ve Stopě, do které se výsledky nahrávají." },
      "results": {
        "type": "array",
        "description": "Výsledky jednotlivců v pořadí výsledkové listiny.",
        "items": {
          "type": "object",
          "required": ["lastName", "firstName", "gender", "yearOfBirth"],
          "properties": {
            "rank": { "type": "integer", "description": "Pořadí; chybí u závodníků bez výsledku (DNF, DNS…)." },
            "lastName": { "type": "string", "description": "Příjmení." },
            "firstName": { "type": "string", "description": "Jméno." },
            "gender": { "type": "string", "enum": ["M", "F", "W", "L"], "description": "Pohlaví." },
            "yearOfBirth": { "type": "integer", "description": "Rok narození." },
            "clubAbbreviation": { "type": "string", "description": "Čtyřpísmenná zkratka klubu ve svazu (např. DULI)." },
            "clubName": { "type": "string", "description": "Název klubu." },
            "timeMilliseconds": { "type": "integer", "description": "Čas v milisekundách; chybí u závodníků bez výsledku." },
            "diffMilliseconds": { "type": "integer", "description": "Ztráta na vítěze v milisekundách." },
            "status": {
              "type": "string",
              "enum": ["DNF", "DNQ", "DNS", "DQB", "DSQ", "LAP", "NCL", "NPS", "QLF", "RAL"],
              "description": "Nepovinný stav výsledku; bez něj platí QLF u řádku s pořadím a u řádku bez pořadí stav, který plyne z počtů závodu."
            },
            "bib": { "type": "integer", "description": "Nepovinné startovní číslo." },
            "fisCode": { "type": ["string", "integer"], "description": "Nepovinný FIS kód." },
            "nation": { "type": "string", "description": "Nepovinná země (kód IOC, např. CZE)." }
          }
        }
      }
    }
  }
}"#;

/// A race as the JSON writes it. Unknown fields are ignored (no `deny_unknown_fields`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct JsonRace {
    unique_id: TextOrNumber,
    results_layout: String,
    category_year_from: i32,
    category_year_to: i32,
    gender: String,
    registered_count: Option<u32>,
    started_count: Option<u32>,
    classified_count: Option<u32>,
    dns_count: Option<u32>,
    dnf_count: Option<u32>,
    dsq_count: Option<u32>,
    dqb_count: Option<u32>,
    nps_count: Option<u32>,
    lap_count: Option<u32>,
    organizer: Option<String>,
    race_name: String,
    race_date_start: String,
    race_location: Option<String>,
    track_length_km: Option<f64>,
    style: Option<String>,
    event_id: Option<i64>,
    results: Vec<JsonRow>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct JsonRow {
    rank: Option<u32>,
    last_name: String,
    first_name: String,
    gender: String,
    year_of_birth: i32,
    club_abbreviation: Option<String>,
    club_name: Option<String>,
    time_milliseconds: Option<u32>,
    diff_milliseconds: Option<u32>,
    status: Option<String>,
    bib: Option<u32>,
    fis_code: Option<TextOrNumber>,
    nation: Option<String>,
}

/// An id some tools write as a string and others as a number.
#[derive(Deserialize)]
#[serde(untagged)]
enum TextOrNumber {
    Text(String),
    Number(i64),
}

impl TextOrNumber {
    fn to_text(&self) -> String {
        match self {
            Self::Text(text) => text.trim().to_owned(),
            Self::Number(number) => number.to_string(),
        }
    }
}

/// Reads the clubs' results JSON.
pub fn parse(bytes: &[u8]) -> Result<ParsedResults, ParseError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ParseError::TooLarge {
            max_bytes: MAX_FILE_BYTES,
        });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let races: Vec<JsonRace> = serde_json::from_slice(bytes).map_err(|error| json_error(&error))?;
    let mut results = ParsedResults::default();
    for (index, race) in races.into_iter().enumerate() {
        let race = read_race(index, race, &mut results.problems)?;
        results.races.push(race);
    }
    Ok(results.cleaned())
}

fn read_race(
    index: usize,
    race: JsonRace,
    problems: &mut Vec<RowProblem>,
) -> Result<Race, ParseError> {
    let invalid = |detail: String| ParseError::JsonRace {
        race: index + 1,
        name: race.race_name.clone(),
        detail,
    };
    let gender = race_gender(&race.gender)
        .ok_or_else(|| invalid(format!("má neznámé pohlaví „{}“", race.gender)))?;
    let start = parse_start(&race.race_date_start).ok_or_else(|| {
        invalid(format!(
            "má datum startu „{}“, čekáme tvar 2025-09-20T10:00:00",
            race.race_date_start
        ))
    })?;
    let counts = StatusCounts {
        registered: race.registered_count.unwrap_or(0),
        started: race.started_count.unwrap_or(0),
        classified: race.classified_count.unwrap_or(0),
        dns: race.dns_count.unwrap_or(0),
        dnf: race.dnf_count.unwrap_or(0),
        dsq: race.dsq_count.unwrap_or(0),
        dqb: race.dqb_count.unwrap_or(0),
        nps: race.nps_count.unwrap_or(0),
        lap: race.lap_count.unwrap_or(0),
    };
    let implied_status = implied_status(&counts, &race.results);
    let mut rows = Vec::with_capacity(race.results.len());
    for (position, row) in race.results.into_iter().enumerate() {
        match read_row(&row, implied_status) {
            Ok(row) => rows.push(row),
            Err(message) => problems.push(RowProblem {
                source_file: None,
                race: index,
                line: None,
                position: Some(format!("závod č. {}, results[{position}]", index + 1)),
                bib: row.bib,
                last_name: row.last_name.trim().to_owned(),
                first_name: row.first_name.trim().to_owned(),
                message,
            }),
        }
    }
    let discipline = match race.results_layout.as_str() {
        "CROSS_COUNTRY_INDIVIDUAL_MASS_START" => Some("MS".to_owned()),
        "CROSS_COUNTRY_INDIVIDUAL_DISTANCE" => Some("DI".to_owned()),
        _ => None,
    };
    let track_length_meters = race
        .track_length_km
        .filter(|kilometres| kilometres.is_finite() && *kilometres >= 0.0 && *kilometres < 1000.0)
        .map(|kilometres| (kilometres * 1000.0).round() as u32);
    Ok(Race {
        source_file: None,
        sector: Sector::CrossCountry,
        codex: None,
        national_code: None,
        discipline,
        gender: Some(gender),
        season: None,
        date: Some(start.date()),
        place: non_empty(race.race_location.as_deref()),
        nation: None,
        category: Some(race.race_name.trim().to_owned()),
        event_name: None,
        run_count: 0,
        penalty: None,
        f_value: None,
        club_tool: Some(ClubToolRace {
            unique_id: race.unique_id.to_text(),
            results_layout: race.results_layout,
            birth_year_from: race.category_year_from,
            birth_year_to: race.category_year_to,
            counts,
            organizer: non_empty(race.organizer.as_deref()),
            start: Some(start),
            track_length_meters,
            style: non_empty(race.style.as_deref()),
            event_id: race.event_id,
        }),
        rows,
    })
}

/// The status of rows without rank and without status, where the race's counts name exactly
/// one kind of non-finisher and as many as there are such rows.
fn implied_status(counts: &StatusCounts, rows: &[JsonRow]) -> Option<ResultStatus> {
    let unranked = rows
        .iter()
        .filter(|row| row.rank.is_none() && row.status.is_none())
        .count();
    let candidates: Vec<(ResultStatus, u32)> = [
        (ResultStatus::Dns, counts.dns),
        (ResultStatus::Dnf, counts.dnf),
        (ResultStatus::Dsq, counts.dsq),
        (ResultStatus::Dqb, counts.dqb),
        (ResultStatus::Nps, counts.nps),
        (ResultStatus::Lap, counts.lap),
    ]
    .into_iter()
    .filter(|(_, count)| *count > 0)
    .collect();
    match candidates.as_slice() {
        [(status, count)] if *count as usize == unranked => Some(*status),
        _ => None,
    }
}

fn read_row(row: &JsonRow, implied_status: Option<ResultStatus>) -> Result<ResultRow, String> {
    let sex = match row.gender.trim().to_ascii_uppercase().as_str() {
        "M" => Sex::Male,
        "F" | "W" | "L" => Sex::Female,
        _ => {
            return Err(format!(
                "neznámé pohlaví „{}“ (čekáme M nebo F)",
                row.gender
            ));
        }
    };
    let status = match (&row.status, row.rank) {
        (Some(word), _) => {
            let Some((status, _)) = ResultStatus::parse_word(word) else {
                return Err(format!(
                    "neznámý stav „{word}“, Stopa zná {}",
                    ResultStatus::ALL
                        .iter()
                        .map(|status| status.code())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            };
            status
        }
        (None, Some(_)) => ResultStatus::Qlf,
        (None, None) => implied_status.ok_or_else(|| {
            "řádek nemá pořadí ani stav a z počtů DNS, DNF, DSQ… závodu nelze určit, jaký \
             výsledek má"
                .to_owned()
        })?,
    };
    if row.last_name.trim().is_empty() && row.first_name.trim().is_empty() {
        return Err("chybí jméno závodníka".to_owned());
    }
    Ok(ResultRow {
        rank: row.rank,
        bib: row.bib,
        fis_code: row
            .fis_code
            .as_ref()
            .map(TextOrNumber::to_text)
            .filter(|code| !code.is_empty()),
        national_code: None,
        last_name: row.last_name.trim().to_owned(),
        first_name: row.first_name.trim().to_owned(),
        nation: non_empty(row.nation.as_deref()),
        club: non_empty(row.club_name.as_deref()),
        club_code: non_empty(row.club_abbreviation.as_deref()),
        birth_year: Some(row.year_of_birth).filter(|year| *year > 0),
        sex: Some(sex),
        runs: Vec::new(),
        total_time_ms: row.time_milliseconds,
        difference_ms: row.diff_milliseconds,
        fis_points: None,
        race_points: None,
        score: None,
        status,
        status_run: None,
    })
}

fn race_gender(text: &str) -> Option<GenderGroup> {
    match text.trim().to_ascii_uppercase().as_str() {
        "M" => Some(GenderGroup::Male),
        "F" | "W" | "L" => Some(GenderGroup::Female),
        _ => None,
    }
}

/// `2025-09-20T10:00:00`, also without seconds, with a space, or a date alone (start at
/// midnight).
fn parse_start(text: &str) -> Option<NaiveDateTime> {
    let text = text.trim();
    [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
    .or_else(|| {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .and_then(|date| date.and_hms_opt(0, 0, 0))
    })
}

fn non_empty(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|text| !text.is_empty())
        .map(str::to_owned)
}

/// A serde_json error in Czech, with its line and column.
fn json_error(error: &serde_json::Error) -> ParseError {
    let full = error.to_string();
    let text = full
        .rfind(" at line ")
        .map_or(full.as_str(), |index| &full[..index]);
    let detail = if let Some(field) = text
        .strip_prefix("missing field `")
        .and_then(|rest| rest.strip_suffix('`'))
    {
        format!("chybí povinná položka „{field}“")
    } else {
        match error.classify() {
            serde_json::error::Category::Eof => "soubor nečekaně končí".to_owned(),
            serde_json::error::Category::Syntax => format!("chyba zápisu JSON ({text})"),
            serde_json::error::Category::Data => {
                format!("položka má nesprávný typ nebo hodnotu ({text})")
            }
            serde_json::error::Category::Io => format!("soubor nelze přečíst ({text})"),
        }
    };
    ParseError::Json {
        line: u32::try_from(error.line()).unwrap_or(u32::MAX),
        column: u32::try_from(error.column()).unwrap_or(u32::MAX),
        detail,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::results::fis_xml;

    static SAMPLE: &[u8] = include_bytes!(
        "../../testdata/results/slcr-results-export.hooshek-2025-setkani-mistru.sample.json"
    );

    fn sample() -> Value {
        serde_json::from_slice(SAMPLE).unwrap()
    }

    fn parse_value(value: &Value) -> Result<ParsedResults, ParseError> {
        parse(&serde_json::to_vec_pretty(value).unwrap())
    }

    fn schema() -> Value {
        serde_json::from_str(CROSS_COUNTRY_JSON_SCHEMA).unwrap()
    }

    fn schema_names(schema: &Value, list: &str) -> Vec<String> {
        match &schema[list] {
            Value::Array(names) => names
                .iter()
                .map(|name| name.as_str().unwrap().to_owned())
                .collect(),
            Value::Object(properties) => properties.keys().cloned().collect(),
            _ => Vec::new(),
        }
    }

    /// Checks a value against the parts of JSON Schema the layout's schema uses: `type`, `enum`,
    /// `required`, `properties` (every field of the value must be described) and `items`.
    fn validate(schema: &Value, value: &Value, path: &str, errors: &mut Vec<String>) {
        if let Some(types) = schema.get("type") {
            let allowed: Vec<&str> = match types {
                Value::String(name) => vec![name.as_str()],
                Value::Array(names) => names.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            let actual = match value {
                Value::Null => "null",
                Value::Bool(_) => "boolean",
                Value::Number(number) if number.is_i64() || number.is_u64() => "integer",
                Value::Number(_) => "number",
                Value::String(_) => "string",
                Value::Array(_) => "array",
                Value::Object(_) => "object",
            };
            let accepted =
                allowed.contains(&actual) || (actual == "integer" && allowed.contains(&"number"));
            if !accepted {
                errors.push(format!("{path}: {actual}, schema says {allowed:?}"));
            }
        }
        if let Some(Value::Array(options)) = schema.get("enum")
            && !options.contains(value)
        {
            errors.push(format!("{path}: {value} is not one of {options:?}"));
        }
        if let Value::Object(object) = value {
            for name in schema_names(schema, "required") {
                if !object.contains_key(&name) {
                    errors.push(format!("{path}: required {name} is missing"));
                }
            }
            let properties = schema.get("properties").and_then(Value::as_object);
            for (key, item) in object {
                match properties.and_then(|properties| properties.get(key)) {
                    Some(property) => validate(property, item, &format!("{path}.{key}"), errors),
                    None => errors.push(format!("{path}.{key}: not described by the schema")),
                }
            }
        }
        if let (Some(items), Value::Array(array)) = (schema.get("items"), value) {
            for (index, item) in array.iter().enumerate() {
                validate(items, item, &format!("{path}[{index}]"), errors);
            }
        }
    }

    #[test]
    fn club_tool_sample_reads_18_races_with_165_classified_rows_and_6_dnf() {
        let parsed = parse(SAMPLE).unwrap();
        assert_eq!(parsed.problems, []);
        assert_eq!(parsed.races.len(), 18);
        let rows: Vec<&ResultRow> = parsed.races.iter().flat_map(|race| &race.rows).collect();
        assert_eq!(rows.len(), 171);
        let classified = rows
            .iter()
            .filter(|row| row.status == ResultStatus::Qlf)
            .count();
        let dnf = rows
            .iter()
            .filter(|row| row.status == ResultStatus::Dnf)
            .count();
        assert_eq!((classified, dnf), (165, 6));
        assert!(
            parsed
                .races
                .iter()
                .all(|race| race.sector == Sector::CrossCountry
                    && race.discipline.as_deref() == Some("MS"))
        );
        let empty = &parsed.races[15];
        assert_eq!(empty.category.as_deref(), Some("Dorostenci starší"));
        assert_eq!(empty.rows, []);
    }

    #[test]
    fn a_race_keeps_its_category_birth_years_gender_counts_and_winner_time() {
        let parsed = parse(SAMPLE).unwrap();
        let race = &parsed.races[0];
        assert_eq!(race.category.as_deref(), Some("Benjamínci W"));
        assert_eq!(race.gender, Some(GenderGroup::Female));
        assert_eq!(race.date, NaiveDate::from_ymd_opt(2025, 9, 20));
        assert_eq!(race.place.as_deref(), Some("Skuhrov, Liberecký kraj"));
        let tool = race.club_tool.as_ref().unwrap();
        assert_eq!(tool.unique_id, "1");
        assert_eq!(tool.results_layout, "CROSS_COUNTRY_INDIVIDUAL_MASS_START");
        assert_eq!((tool.birth_year_from, tool.birth_year_to), (2020, 2021));
        assert_eq!(
            tool.organizer.as_deref(),
            Some("Tělocvičná jednota Sokol Skuhrov")
        );
        assert_eq!(
            tool.start,
            NaiveDate::from_ymd_opt(2025, 9, 20).and_then(|date| date.and_hms_opt(10, 0, 0))
        );
        assert_eq!(tool.track_length_meters, Some(300));
        assert_eq!(tool.style.as_deref(), Some("Přespolní běh"));
        assert_eq!(tool.event_id, Some(5011));
        assert_eq!((tool.counts.started, tool.counts.classified), (10, 10));

        let winner = &race.rows[0];
        assert_eq!(
            (winner.last_name.as_str(), winner.first_name.as_str()),
            ("Sáhcvcohteelr", "Uzzaan")
        );
        assert_eq!(winner.rank, Some(1));
        assert_eq!(winner.total_time_ms, Some(88_100));
        assert_eq!(winner.difference_ms, Some(0));
        assert_eq!(winner.club_code.as_deref(), Some("DULI"));
        assert_eq!(winner.club.as_deref(), Some("Dukla Liberec"));
        assert_eq!(
            (winner.birth_year, winner.sex),
            (Some(2020), Some(Sex::Female))
        );
        assert_eq!(race.rows[1].difference_ms, Some(4_100));
        // A row without a club.
        assert_eq!(
            (race.rows[4].club.as_ref(), race.rows[4].club_code.as_ref()),
            (None, None)
        );
    }

    #[test]
    fn a_row_without_rank_and_time_is_dnf_when_the_race_counts_say_so() {
        let parsed = parse(SAMPLE).unwrap();
        let race = &parsed.races[3];
        assert_eq!(race.category.as_deref(), Some("Minižáčci"));
        assert_eq!(race.rows.len(), 9);
        let dnf = race.rows.last().unwrap();
        assert_eq!(
            (dnf.last_name.as_str(), dnf.first_name.as_str()),
            ("Zbnrake", "Ilpfi")
        );
        assert_eq!(
            (dnf.status, dnf.rank, dnf.total_time_ms),
            (ResultStatus::Dnf, None, None)
        );
        assert_eq!(dnf.sex, Some(Sex::Male));
    }

    #[test]
    fn rows_the_counts_cannot_explain_are_reported_and_an_explicit_status_wins() {
        let mut value = sample();
        let race = &mut value[8];
        // Two rows without rank; the counts now say one DNF and one DSQ.
        race["dnfCount"] = 1.into();
        race["dsqCount"] = 1.into();
        let parsed = parse_value(&value).unwrap();
        assert_eq!(parsed.races[8].rows.len(), 11);
        let reports: Vec<String> = parsed.problems.iter().map(RowProblem::describe).collect();
        assert_eq!(reports.len(), 2);
        assert!(
            reports[0].starts_with("závod č. 9, results[11] (Čáerukvo Tpare): řádek nemá pořadí"),
            "{}",
            reports[0]
        );
        assert_eq!(parsed.problems[0].race, 8);

        value[8]["results"][11]["status"] = "DSQ".into();
        value[8]["results"][12]["status"] = "dnf".into();
        value[8]["results"][0]["status"] = "OUT".into();
        let parsed = parse_value(&value).unwrap();
        let rows = &parsed.races[8].rows;
        let statuses: Vec<ResultStatus> = rows[rows.len() - 2..]
            .iter()
            .map(|row| row.status)
            .collect();
        assert_eq!(statuses, [ResultStatus::Dsq, ResultStatus::Dnf]);
        assert_eq!(parsed.problems.len(), 1);
        assert!(parsed.problems[0].message.starts_with("neznámý stav „OUT“"));
    }

    #[test]
    fn fields_stopa_does_not_know_are_ignored() {
        let mut value = sample();
        value[0]["timekeeperNote"] = "Vítr od severu".into();
        value[0]["results"][0]["chipNumber"] = 123_456.into();
        value[0]["results"][0]["splits"] = serde_json::json!([1000, 2000]);
        let parsed = parse_value(&value).unwrap();
        assert_eq!(parsed.races[0].rows.len(), 10);
        assert_eq!(parsed, parse(SAMPLE).unwrap());
    }

    #[test]
    fn a_missing_required_field_is_refused_naming_it() {
        let schema = schema();
        let race_required = schema_names(&schema["items"], "required");
        let row_required = schema_names(
            &schema["items"]["properties"]["results"]["items"],
            "required",
        );
        assert_eq!(race_required.len(), 8);
        assert_eq!(
            row_required,
            ["lastName", "firstName", "gender", "yearOfBirth"]
        );
        for field in &race_required {
            let mut value = sample();
            value[2].as_object_mut().unwrap().remove(field);
            let error = parse_value(&value).unwrap_err();
            assert_eq!(error.code(), "JSON_LAYOUT");
            assert!(
                error
                    .message()
                    .contains(&format!("chybí povinná položka „{field}“)")),
                "{}",
                error.message()
            );
        }
        for field in &row_required {
            let mut value = sample();
            value[2]["results"][3]
                .as_object_mut()
                .unwrap()
                .remove(field);
            let error = parse_value(&value).unwrap_err();
            assert!(
                error
                    .message()
                    .contains(&format!("chybí povinná položka „{field}“")),
                "{}",
                error.message()
            );
        }
        // On the file as the tool writes it, the line is where the race's object ends.
        let text = std::str::from_utf8(SAMPLE).unwrap().replacen(
            "        \"raceName\": \"Benjamínci W\",\n",
            "",
            1,
        );
        assert_eq!(
            parse(text.as_bytes()).unwrap_err().message(),
            "Soubor není výsledkový JSON běžeckých závodů (řádek 131, sloupec 5: chybí povinná \
             položka „raceName“)."
        );
    }

    #[test]
    fn fields_the_schema_does_not_require_may_be_left_out() {
        let schema = schema();
        let race_schema = &schema["items"];
        let row_schema = &race_schema["properties"]["results"]["items"];
        let race_required = schema_names(race_schema, "required");
        let row_required = schema_names(row_schema, "required");
        for field in schema_names(race_schema, "properties") {
            if race_required.contains(&field) {
                continue;
            }
            let mut value = sample();
            for race in value.as_array_mut().unwrap() {
                race.as_object_mut().unwrap().remove(&field);
            }
            assert!(parse_value(&value).is_ok(), "{field}");
        }
        for field in schema_names(row_schema, "properties") {
            if row_required.contains(&field) {
                continue;
            }
            let mut value = sample();
            for race in value.as_array_mut().unwrap() {
                for row in race["results"].as_array_mut().unwrap() {
                    row.as_object_mut().unwrap().remove(&field);
                }
            }
            assert!(parse_value(&value).is_ok(), "{field}");
        }
    }

    #[test]
    fn the_sample_validates_against_the_published_schema() {
        let schema = schema();
        assert_eq!(
            schema["$schema"],
            "https://json-schema.org/draft/2020-12/schema"
        );
        let mut errors = Vec::new();
        validate(&schema, &sample(), "$", &mut errors);
        assert_eq!(errors, Vec::<String>::new());

        // The validator does notice what the schema forbids.
        let mut value = sample();
        value[0]["gender"] = "X".into();
        value[0]["results"][0]["yearOfBirth"] = "2020".into();
        value[0].as_object_mut().unwrap().remove("results");
        value[1]["results"][0]["nickname"] = "Honza".into();
        let mut errors = Vec::new();
        validate(&schema, &value, "$", &mut errors);
        assert_eq!(errors.len(), 3, "{errors:?}");
    }

    #[test]
    fn a_race_with_a_date_or_gender_stopa_cannot_use_is_refused() {
        let mut value = sample();
        value[1]["raceDateStart"] = "20. 9. 2025".into();
        assert_eq!(
            parse_value(&value).unwrap_err().message(),
            "Soubor nelze načíst: závod č. 2 („Benjamínci M“) má datum startu „20. 9. 2025“, \
             čekáme tvar 2025-09-20T10:00:00."
        );
        let mut value = sample();
        value[1]["gender"] = "X".into();
        assert_eq!(parse_value(&value).unwrap_err().code(), "JSON_RACE");
        for start in ["2025-09-20", "2025-09-20T10:00", "2025-09-20 10:00:00"] {
            let mut value = sample();
            value[1]["raceDateStart"] = start.into();
            let parsed = parse_value(&value).unwrap();
            assert_eq!(
                parsed.races[1].date,
                NaiveDate::from_ymd_opt(2025, 9, 20),
                "{start}"
            );
        }
    }

    #[test]
    fn json_that_is_not_the_layout_is_refused_with_line_and_column() {
        let error = parse(b"[\n  {\"uniqueId\": \"1\",,}\n]").unwrap_err();
        assert_eq!(error.code(), "JSON_LAYOUT");
        assert!(
            error.message().contains("(řádek 2, sloupec"),
            "{}",
            error.message()
        );
        assert!(
            error.message().contains("chyba zápisu JSON"),
            "{}",
            error.message()
        );
        let error = parse(b"{\"races\": []}").unwrap_err();
        assert!(
            error.message().contains("nesprávný typ"),
            "{}",
            error.message()
        );
        assert!(
            parse(b"[")
                .unwrap_err()
                .message()
                .contains("nečekaně končí")
        );
        let mut with_bom = b"\xEF\xBB\xBF".to_vec();
        with_bom.extend_from_slice(SAMPLE);
        assert_eq!(parse(&with_bom).unwrap().races.len(), 18);
    }

    #[test]
    fn club_tool_races_written_as_fis_xml_read_back_except_the_tools_own_fields() {
        let mut parsed = parse(SAMPLE).unwrap();
        for race in &mut parsed.races {
            race.club_tool = None;
            for row in &mut race.rows {
                row.club_code = None;
            }
        }
        // FIS files list classified rows first; the sample already does.
        let reread = fis_xml::parse(&fis_xml::write(&parsed)).unwrap();
        assert_eq!(reread, parsed);
    }
}
