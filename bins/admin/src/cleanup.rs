//! `stopa-admin cleanup`: the data-cleanup worklists from the terminal — their sizes, each as
//! CSV, and the birth-number check.

use std::path::PathBuf;

use anyhow::Context as _;
use stopa_app::cleanup;
use stopa_app::{Actor, App};
use stopa_formats::csv_excel::ExcelCsvWriter;

/// Which worklist.
#[derive(Debug, clap::Subcommand)]
pub enum CleanupCommand {
    /// Prints the size of every worklist.
    Summary,
    /// Members whose birth number fails today's rules.
    BirthNumbers {
        /// Checks every stored birth number first (else the last check's list).
        #[arg(long)]
        check: bool,
        /// Writes the list as CSV for Czech Excel.
        #[arg(long)]
        csv: Option<PathBuf>,
    },
    /// Addresses that did not resolve to a RÚIAN address point.
    Addresses {
        #[arg(long)]
        csv: Option<PathBuf>,
    },
    /// Members with the same name and birth date.
    Duplicates {
        #[arg(long)]
        csv: Option<PathBuf>,
    },
}

/// Rows read per page when a worklist is written whole.
const PAGE: i64 = 200;

fn write_csv(path: &PathBuf, header: &[&str], rows: &[Vec<String>]) -> anyhow::Result<()> {
    let mut writer = ExcelCsvWriter::new();
    writer.write_record(header.iter().copied())?;
    for row in rows {
        writer.write_record(row.iter().map(String::as_str))?;
    }
    std::fs::write(path, writer.take_bytes()?)
        .with_context(|| format!("while writing {}", path.display()))?;
    eprintln!("Zapsáno {} řádků do {}.", rows.len(), path.display());
    Ok(())
}

#[expect(clippy::needless_pass_by_value, reason = "a map_err adapter")]
fn app_error(error: stopa_app::AppError) -> anyhow::Error {
    anyhow::anyhow!("{} ({})", error.message(), error.code())
}

pub async fn run(app: &App, command: &CleanupCommand) -> anyhow::Result<()> {
    let actor = Actor::operator();
    match command {
        CleanupCommand::Summary => {
            let counts = cleanup::cleanup_counts(app, &actor)
                .await
                .map_err(app_error)?;
            println!("Přezdívky                         {:>8}", counts.nicknames);
            println!(
                "Chybná rodná čísla                {:>8}",
                counts.birth_number_problems
            );
            println!(
                "Nenalezené adresy                 {:>8}",
                counts.unresolved_addresses
            );
            println!(
                "Možné duplicity (dvojice členů)   {:>8}",
                counts.possible_duplicates
            );
        }
        CleanupCommand::BirthNumbers { check, csv } => {
            if *check {
                let found = cleanup::check_birth_numbers(&app.pool)
                    .await
                    .map_err(app_error)?;
                eprintln!("Kontrola rodných čísel: {found} chybných.");
            }
            let mut rows = Vec::new();
            for page in 1.. {
                let (items, total) = cleanup::birth_number_problems(app, &actor, page, PAGE)
                    .await
                    .map_err(app_error)?;
                rows.extend(items.into_iter().map(|item| {
                    vec![
                        item.registration_number.to_string(),
                        item.last_name,
                        item.first_name,
                        item.birth_number.unwrap_or_default(),
                        stopa_formats::czech::date(item.birth_date),
                        item.sex.label().to_owned(),
                        item.club_name.unwrap_or_default(),
                        item.reason,
                    ]
                }));
                if rows.len() as i64 >= total || page * PAGE >= total {
                    break;
                }
            }
            println!("Chybná rodná čísla: {}", rows.len());
            if let Some(path) = csv {
                let header = [
                    "Registrační číslo",
                    "Příjmení",
                    "Jméno",
                    "Rodné číslo",
                    "Datum narození",
                    "Pohlaví",
                    "Klub",
                    "Důvod",
                ];
                write_csv(path, &header, &rows)?;
            }
        }
        CleanupCommand::Addresses { csv } => {
            let mut rows = Vec::new();
            for page in 1.. {
                let (items, total) = cleanup::unresolved_addresses(app, &actor, page, PAGE)
                    .await
                    .map_err(app_error)?;
                rows.extend(items.into_iter().map(|item| {
                    vec![
                        item.address_text,
                        item.members.to_string(),
                        item.import_rows.to_string(),
                        item.address_key,
                    ]
                }));
                if page * PAGE >= total {
                    break;
                }
            }
            println!("Nenalezené adresy: {}", rows.len());
            if let Some(path) = csv {
                write_csv(path, &["Adresa", "Členů", "Řádků importu", "Klíč"], &rows)?;
            }
        }
        CleanupCommand::Duplicates { csv } => {
            let mut rows = Vec::new();
            for page in 1.. {
                let (pairs, total) = cleanup::possible_duplicates(app, &actor, page, PAGE)
                    .await
                    .map_err(app_error)?;
                rows.extend(pairs.into_iter().map(|pair| {
                    vec![
                        pair.first.last_name.clone(),
                        pair.first.first_name.clone(),
                        stopa_formats::czech::date(pair.first.birth_date),
                        pair.first.registration_number.to_string(),
                        pair.first.club_name.clone().unwrap_or_default(),
                        pair.second.registration_number.to_string(),
                        pair.second.club_name.clone().unwrap_or_default(),
                    ]
                }));
                if page * PAGE >= total {
                    break;
                }
            }
            println!("Možné duplicity: {}", rows.len());
            if let Some(path) = csv {
                let header = [
                    "Příjmení",
                    "Jméno",
                    "Datum narození",
                    "Reg. č. prvního",
                    "Klub prvního",
                    "Reg. č. druhého",
                    "Klub druhého",
                ];
                write_csv(path, &header, &rows)?;
            }
        }
    }
    Ok(())
}
