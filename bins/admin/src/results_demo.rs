//! The demo results: every past demo event in state RESULTS gets a published result list per
//! race and category, made from its entries (times invented, a few athletes who did not
//! finish), stored and paired by the same code as a timekeeper's upload
//! (`stopa_app::results::store_races`). A few rows name the athlete the other way round, in
//! upper case, as timing software sometimes does: those become pairing suggestions for the
//! demo's `navrhy-na-parovani` pages.

use std::collections::BTreeMap;

use anyhow::Context as _;
use sqlx::PgPool;
use stopa_app::results::{ImportSource, store_races};
use stopa_db::seed::DemoEntry;
use stopa_domain::results::ResultStatus;
use stopa_formats::results::{Race, ResultRow, Sector};

fn sector(department: &str) -> Sector {
    match department {
        "al" | "pal" | "gs" | "ma" | "tm" | "ss" => Sector::Alpine,
        "sb" | "psb" => Sector::Snowboard,
        "fs" => Sector::Freestyle,
        "jp" => Sector::SkiJumping,
        "nk" => Sector::NordicCombined,
        _ => Sector::CrossCountry,
    }
}

/// A number from a text, the same every run (the demo stays the same).
fn stable(text: &str) -> u64 {
    text.bytes()
        .fold(1_469_598_103_934_665_603_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(1_099_511_628_211)
        })
}

/// Seeds the results of the past demo events once; returns the result races made.
pub async fn seed(pool: &PgPool) -> anyhow::Result<usize> {
    if stopa_db::seed::any_result_race(pool).await? {
        return Ok(0);
    }
    let events = stopa_db::seed::past_result_events(pool).await?;
    let mut made = 0;
    for event_id in events {
        let event = stopa_db::racing_event::find_event(pool, event_id)
            .await?
            .context("demo event missing")?;
        let entries = stopa_db::seed::demo_entries(pool, event_id).await?;
        let mut groups: BTreeMap<(i64, i64), Vec<&DemoEntry>> = BTreeMap::new();
        for entry in &entries {
            groups
                .entry((entry.race_id, entry.category_id))
                .or_default()
                .push(entry);
        }
        let mut races = Vec::new();
        for ((race_id, category_id), mut group) in groups {
            group.sort_by_key(|entry| {
                stable(&format!(
                    "{}{}{}",
                    entry.last_name, entry.first_name, race_id
                ))
            });
            let first = group[0];
            let mut time: u32 =
                900_000 + u32::try_from(stable(&first.category) % 600_000).unwrap_or(0);
            let winner = time;
            let mut rows = Vec::new();
            let mut rank = 0;
            for (place, entry) in group.iter().enumerate() {
                let hash = stable(&format!("{}{}{place}", entry.last_name, entry.first_name));
                let finished = !hash.is_multiple_of(25);
                let swapped = hash.is_multiple_of(13);
                if finished {
                    rank += 1;
                }
                let (first_name, last_name) = if swapped {
                    (entry.last_name.to_uppercase(), entry.first_name.clone())
                } else {
                    (entry.first_name.clone(), entry.last_name.clone())
                };
                rows.push(ResultRow {
                    rank: finished.then_some(rank),
                    bib: entry.bib.and_then(|bib| u32::try_from(bib).ok()),
                    fis_code: if swapped {
                        None
                    } else {
                        entry.fis_code.clone()
                    },
                    national_code: None,
                    last_name,
                    first_name,
                    nation: Some("CZE".to_owned()),
                    club: entry.club.clone(),
                    club_code: None,
                    birth_year: Some(entry.birth_year),
                    sex: Some(entry.sex),
                    runs: Vec::new(),
                    total_time_ms: finished.then_some(time),
                    difference_ms: finished.then_some(time - winner),
                    fis_points: None,
                    race_points: None,
                    score: None,
                    status: if finished {
                        ResultStatus::Qlf
                    } else {
                        ResultStatus::Dnf
                    },
                    status_run: None,
                });
                if finished {
                    time += 2_000 + u32::try_from(hash % 40_000).unwrap_or(0);
                }
            }
            rows.sort_by_key(|row| row.rank.is_none());
            races.push(Race {
                source_file: None,
                sector: sector(&first.department),
                codex: None,
                national_code: Some(format!("DEMO-{race_id}-{category_id}")),
                discipline: None,
                gender: Some(first.category_gender),
                season: None,
                date: Some(first.race_date),
                place: Some(event.place.clone()),
                nation: Some("CZE".to_owned()),
                category: Some(first.category.clone()),
                event_name: Some(event.name.clone()),
                run_count: 1,
                penalty: None,
                f_value: None,
                club_tool: None,
                rows,
            });
        }
        if races.is_empty() {
            continue;
        }
        let source = ImportSource {
            result_import_id: None,
            race_id: None,
            file_name: "demo",
        };
        let counts = store_races(pool, &event, &races, &source, |_| {})
            .await
            .map_err(|error| anyhow::anyhow!("{}: {}", error.code(), error.message()))?;
        made += usize::try_from(counts.get("RACES").copied().unwrap_or(0)).unwrap_or(0);
        stopa_db::seed::publish_demo_results(pool, event_id).await?;
    }
    Ok(made)
}
