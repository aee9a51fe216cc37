//! `stopa-admin results-sample`: a FIS XML result file of a cross-country event whose
//! athletes are mostly members of the register (as written by a timekeeper: some with the
//! member's FIS code, most by name and birth year, some by a nickname or with first and last
//! name the other way round) and partly people the register does not know — what `ops/bench`
//! imports and pairs, and a file to try the results pages with.

use anyhow::Context as _;
use chrono::{Datelike as _, NaiveDate};
use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use sqlx::PgPool;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::ResultStatus;
use stopa_formats::results::{ParsedResults, Race, ResultRow, Sector, fis_xml};

use crate::names::{MALE_FIRST, SURNAMES};

/// Arguments of `stopa-admin results-sample`.
#[derive(Debug, clap::Args)]
pub struct ResultsSampleArgs {
    /// Result rows to write in all.
    #[arg(long, default_value_t = 5_000)]
    pub rows: usize,
    /// Races (age categories) the rows are spread over.
    #[arg(long, default_value_t = 10)]
    pub races: usize,
    /// The race day (YYYY-MM-DD).
    #[arg(long, default_value = "2027-01-16")]
    pub date: NaiveDate,
    /// Where to write the file.
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// Seed of the choice of athletes and of the times.
    #[arg(long, default_value_t = 11)]
    pub seed: u64,
}

/// Writes the sample; returns how many rows it holds.
pub async fn write_results_sample(
    pool: &PgPool,
    args: &ResultsSampleArgs,
) -> anyhow::Result<usize> {
    let limit = i64::try_from(args.rows).unwrap_or(i64::MAX);
    let athletes = stopa_db::seed::sample_athletes(pool, limit)
        .await
        .context("while reading members")?;
    anyhow::ensure!(!athletes.is_empty(), "v databázi nejsou žádní členové");
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let races = args.races.clamp(1, 100);
    let per_race = args.rows.div_ceil(races);
    let mut parsed = ParsedResults::default();
    let mut written = 0;
    for index in 0..races {
        let count = per_race.min(args.rows - written);
        if count == 0 {
            break;
        }
        let mut rows = Vec::with_capacity(count);
        // The winner's time in milliseconds; each next athlete 0–20 s behind.
        let mut time: u32 = 1_500_000 + rng.random_range(0..300_000);
        let winner = time;
        for place in 0..count {
            let athlete = &athletes[(written + place) % athletes.len()];
            let roll: u32 = rng.random_range(0..100);
            let sex = athlete.sex;
            let (first_name, last_name, birth_year, fis_code, club) = match roll {
                // Somebody the register does not know.
                0..20 => (
                    MALE_FIRST[rng.random_range(0..MALE_FIRST.len())].to_owned(),
                    format!("{}ský", SURNAMES[rng.random_range(0..SURNAMES.len())].0),
                    Some(rng.random_range(1960..2015)),
                    None,
                    None,
                ),
                // Written the other way round, in upper case.
                20..25 => (
                    athlete.last_name.to_uppercase(),
                    athlete.first_name.clone(),
                    Some(athlete.birth_year),
                    None,
                    athlete.club.clone(),
                ),
                // Without the birth year.
                25..30 => (
                    athlete.first_name.clone(),
                    athlete.last_name.clone(),
                    None,
                    None,
                    athlete.club.clone(),
                ),
                // As the register has it, with the FIS code where it has one.
                _ => (
                    athlete.first_name.clone(),
                    athlete.last_name.clone(),
                    Some(athlete.birth_year),
                    athlete.fis_code.clone(),
                    athlete.club.clone(),
                ),
            };
            let finished = rng.random_range(0..100) >= 3;
            rows.push(ResultRow {
                rank: finished.then_some(u32::try_from(place + 1).unwrap_or(u32::MAX)),
                bib: Some(u32::try_from(place + 1 + index * 1000).unwrap_or(u32::MAX)),
                fis_code,
                national_code: None,
                last_name,
                first_name,
                nation: Some("CZE".to_owned()),
                club,
                club_code: None,
                birth_year,
                sex: Some(sex),
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
            time += rng.random_range(0..20_000);
        }
        // Classified first, as FIS files list them.
        rows.sort_by_key(|row| row.rank.is_none());
        written += count;
        parsed.races.push(Race {
            source_file: None,
            sector: Sector::CrossCountry,
            codex: None,
            national_code: Some(format!("BENCH{:02}", index + 1)),
            discipline: Some("DI".to_owned()),
            gender: Some(GenderGroup::Both),
            season: Some(args.date.year() + i32::from(args.date.month() >= 7)),
            date: Some(args.date),
            place: Some("Bedřichov".to_owned()),
            nation: Some("CZE".to_owned()),
            category: Some(format!("Kategorie {}", index + 1)),
            event_name: Some("Zkušební závod".to_owned()),
            run_count: 1,
            penalty: None,
            f_value: None,
            club_tool: None,
            rows,
        });
    }
    std::fs::write(&args.out, fis_xml::write(&parsed))
        .with_context(|| format!("while writing {}", args.out.display()))?;
    Ok(written)
}
