//! `stopa-admin import-sample`: a member file of made-up new people in the NSA register's V3
//! layout and Windows-1250, whose addresses are address points of the database — what
//! `ops/bench` imports, and a file to try the import page with.

use anyhow::Context as _;
use chrono::{Duration, NaiveDate};
use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use sqlx::PgPool;
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::member::Sex;

use crate::names::{FEMALE_FIRST, MALE_FIRST, SURNAMES};

/// Arguments of `stopa-admin import-sample`.
#[derive(Debug, clap::Args)]
pub struct SampleArgs {
    /// Rows to write.
    #[arg(long, default_value_t = 20_000)]
    pub rows: usize,
    /// Where to write the file.
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// Seed of the made-up people.
    #[arg(long, default_value_t = 7)]
    pub seed: u64,
}

const HEADER: &str = "[JMENO];[PRIJMENI];[TITUL_PRED];[TITUL_ZA];[RODNE_CISLO];[OBCANSTVI];[DATUM_NAROZENI];[POHLAVI];[NAZEV_OBCE];[NAZEV_CASTI_OBCE];[NAZEV_ULICE];[CISLO_POPISNE];[CISLO_ORIENTACNI];[PSC];[SPORTOVEC];[SPORTOVCEM_OD];[SPORTOVCEM_DO];[SPORTOVEC_CETNOST];[SPORTOVEC_DRUH_SPORTU];[SPORTOVEC_CINNOST_OD];[SPORTOVEC_CINNOST_DO];[SPORTOVEC_UCAST_SOUTEZE_POCET];[TRENER];[TRENEREM_OD];[TRENEREM_DO];[TRENER_CETNOST];[TRENER_DRUH_SPORTU];[TRENER_CINNOST_OD];[TRENER_CINNOST_DO];[EXT_ID];[SVAZ_ICO_SKTJ];[STAV]";

/// Writes the sample; returns how many rows it holds.
pub async fn write_sample(pool: &PgPool, args: &SampleArgs) -> anyhow::Result<usize> {
    let addresses = stopa_db::seed::sample_addresses(pool, 50_000).await?;
    anyhow::ensure!(
        !addresses.is_empty(),
        "v databázi nejsou adresní místa RÚIAN (stopa-admin seed nebo ruian load)"
    );
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let mut used = std::collections::HashSet::new();
    let mut text = format!("{HEADER}\r\n");
    // Born 1930–1953 (9-digit birth numbers), so none meets a demo member's 10-digit number.
    let earliest = NaiveDate::from_ymd_opt(1930, 1, 1).context("date")?;
    for _ in 0..args.rows {
        let sex = if rng.random_bool(0.45) {
            Sex::Female
        } else {
            Sex::Male
        };
        let (number, born) = loop {
            let born = earliest + Duration::days(rng.random_range(0..(24 * 365)));
            let serial: u16 = rng.random_range(0..1000);
            let month = born.format("%m").to_string().parse::<u32>()?
                + if sex == Sex::Female { 50 } else { 0 };
            let number = format!(
                "{}{month:02}{}{serial:03}",
                born.format("%y"),
                born.format("%d")
            );
            if BirthNumber::parse_on(&number, stopa_domain::time::today()).is_ok()
                && used.insert(number.clone())
            {
                break (number, born);
            }
        };
        let (first, last) = if sex == Sex::Female {
            (
                FEMALE_FIRST[rng.random_range(0..FEMALE_FIRST.len())],
                SURNAMES[rng.random_range(0..SURNAMES.len())].1,
            )
        } else {
            (
                MALE_FIRST[rng.random_range(0..MALE_FIRST.len())],
                SURNAMES[rng.random_range(0..SURNAMES.len())].0,
            )
        };
        let address = &addresses[rng.random_range(0..addresses.len())];
        let born_text = born.format("%-d.%-m.%Y").to_string();
        let house = address.house_number.to_string();
        let orientation = address
            .orientation_number
            .map(|number| number.to_string())
            .unwrap_or_default();
        let street = address.street.as_deref().unwrap_or("");
        let sex_text = if sex == Sex::Female { "Ž" } else { "M" };
        let row: Vec<&str> = (0..32)
            .map(|index| match index {
                0 => first,
                1 => last,
                4 => number.as_str(),
                5 => "CZE",
                6 => born_text.as_str(),
                7 => sex_text,
                8 => address.municipality.as_str(),
                10 => street,
                11 => house.as_str(),
                12 => orientation.as_str(),
                13 => address.postcode.as_str(),
                14 => "1",
                _ => "",
            })
            .collect();
        text.push_str(&row.join(";"));
        text.push_str("\r\n");
    }
    let (bytes, _, unmappable) = encoding_rs::WINDOWS_1250.encode(&text);
    anyhow::ensure!(!unmappable, "a name Windows-1250 cannot hold");
    std::fs::write(&args.out, bytes)
        .with_context(|| format!("while writing {}", args.out.display()))?;
    Ok(args.rows)
}
