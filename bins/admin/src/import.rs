//! Imports from the terminal: a club's member file (the same use cases as the web page, run
//! in this process with a progress bar) and RÚIAN address points.

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use stopa_app::member_import::{self, UploadMemberImport};
use stopa_app::{Actor, App};
use stopa_db::ruian::AddressPointBatch;
use stopa_domain::address::AddressSource;
use stopa_domain::address::name_key;
use stopa_formats::ruian::{AddressPoint, RuianArchive, RuianReader};
use stopa_formats::table::Encoding;

/// Arguments of `stopa-admin import members`.
#[derive(Debug, clap::Args)]
pub struct ImportMembersArgs {
    /// The file: CSV (UTF-8, Windows-1250 or ASCII), XLSX, XLS or ODS.
    pub file: PathBuf,
    /// The club's four-letter code.
    #[arg(long)]
    pub club: String,
    /// The CSV's encoding (UTF8, CP1250, ASCII); detected when not given.
    #[arg(long)]
    pub encoding: Option<String>,
    /// Only show what would happen to every row; nothing is written.
    #[arg(long)]
    pub dry_run: bool,
}

fn bar(total: u64, message: &'static str) -> Option<ProgressBar> {
    std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({per_sec}, {eta})")
                .expect("valid template")
                .progress_chars("=> "),
        );
        bar.set_message(message);
        bar
    })
}

/// `stopa-admin import members FILE --club CODE [--encoding …] [--dry-run]`.
pub async fn import_members(app: &App, args: &ImportMembersArgs) -> anyhow::Result<()> {
    let club_id = stopa_db::seed::find_club_id(&app.pool, &args.club.to_uppercase())
        .await?
        .with_context(|| format!("klub s kódem {} neexistuje", args.club))?;
    let encoding = match args.encoding.as_deref() {
        Some(text) => Some(
            Encoding::parse_any_spelling(text)
                .with_context(|| format!("neznámé kódování {text}: UTF8, CP1250 nebo ASCII"))?,
        ),
        None => None,
    };
    let bytes = std::fs::read(&args.file)
        .with_context(|| format!("while reading {}", args.file.display()))?;
    let file_name = args.file.file_name().map_or_else(
        || "import.csv".to_owned(),
        |name| name.to_string_lossy().into_owned(),
    );
    let actor = Actor::operator();
    let preview = member_import::upload_member_import(
        app,
        &actor,
        UploadMemberImport {
            club_id,
            file_name,
            bytes,
            encoding,
        },
    )
    .await
    .map_err(|error| anyhow::anyhow!("{} ({})", error.message(), error.code()))?;
    let id = preview.row.member_import_id;
    eprintln!(
        "Soubor: {} ({}, {}), {} řádků, klub {}",
        preview.row.file_name,
        preview.row.file_kind,
        preview.row.encoding.as_deref().unwrap_or("tabulka"),
        preview.row.total_rows,
        preview.row.club_name
    );
    for warning in &preview.warnings {
        eprintln!("Upozornění: {warning}");
    }
    if args.dry_run {
        print_counts("Předpověď (nic se nezapsalo)", &preview, &app.contact_email);
        member_import::discard_member_import(app, &actor, id)
            .await
            .map_err(|error| anyhow::anyhow!(error.message()))?;
        return Ok(());
    }
    member_import::confirm_member_import_here(app, &actor, id)
        .await
        .map_err(|error| anyhow::anyhow!(error.message()))?;
    let progress = bar(preview.row.total_rows as u64, "Import");
    let state = member_import::run_member_import(app, id, |step| {
        if let Some(bar) = &progress {
            bar.set_position(step.processed as u64);
        }
    })
    .await
    .map_err(|error| anyhow::anyhow!("{} ({})", error.message(), error.code()))?;
    if let Some(bar) = progress {
        bar.finish();
    }
    let done = member_import::member_import(app, &actor, id)
        .await
        .map_err(|error| anyhow::anyhow!(error.message()))?;
    print_counts(
        &format!("Import č. {id}: {state:?}"),
        &done,
        &app.contact_email,
    );
    let skipped: i64 = done
        .counts()
        .iter()
        .filter(|(outcome, _)| outcome.is_skipped())
        .map(|(_, count)| count)
        .sum();
    if skipped > 0 {
        eprintln!(
            "Přeskočené řádky s důvody: /api/member-imports/{id}/skipped-rows.csv (na webu v importu)"
        );
    }
    Ok(())
}

fn print_counts(title: &str, import: &member_import::MemberImport, contact_email: &str) {
    println!("{title}");
    for (outcome, count) in member_import::outcome_lines(import) {
        println!(
            "  {:<34} {count:>7}  {}",
            outcome.as_str(),
            outcome.message(contact_email)
        );
    }
}

/// Address points written per statement.
const RUIAN_BATCH: usize = 5_000;

fn batch_of(points: &[AddressPoint]) -> AddressPointBatch {
    let mut batch = AddressPointBatch::default();
    for point in points {
        batch.codes.push(point.code);
        batch.municipality_codes.push(point.municipality_code);
        batch
            .municipality_names
            .push(point.municipality_name.clone());
        batch.momc_names.push(point.momc_name.clone());
        batch
            .prague_district_names
            .push(point.prague_district_name.clone());
        batch.part_codes.push(point.part_code);
        batch.part_names.push(point.part_name.clone());
        batch.street_codes.push(point.street_code);
        batch.street_names.push(point.street_name.clone());
        batch.building_types.push(point.building_type);
        batch.house_numbers.push(point.house_number);
        batch.orientation_numbers.push(point.orientation_number);
        batch
            .orientation_letters
            .push(point.orientation_letter.clone());
        batch.postcodes.push(point.postcode.clone());
        batch.ys.push(point.y);
        batch.xs.push(point.x);
        batch.valid_froms.push(point.valid_from);
        batch
            .municipality_keys
            .push(name_key(&point.municipality_name));
        batch.district_keys.push(
            point
                .momc_name
                .as_deref()
                .or(point.prague_district_name.as_deref())
                .map(name_key),
        );
        batch
            .part_keys
            .push(point.part_name.as_deref().map(name_key));
        batch
            .street_keys
            .push(point.street_name.as_deref().map(name_key));
    }
    batch
}

/// What a load did.
#[derive(Debug, Default, Clone, Copy)]
pub struct LoadCounts {
    pub files: usize,
    pub points: u64,
    pub written: u64,
    pub bad_rows: u64,
}

/// Loads the address points of one CSV (its bytes or a reader).
async fn load_csv(
    pool: &sqlx::PgPool,
    name: &str,
    reader: impl std::io::Read,
    counts: &mut LoadCounts,
    progress: Option<&ProgressBar>,
) -> anyhow::Result<()> {
    let reader = RuianReader::new(reader).map_err(|error| anyhow::anyhow!("{name}: {error}"))?;
    let mut points = Vec::with_capacity(RUIAN_BATCH);
    let mut shown = 0;
    for point in reader {
        match point {
            Ok(point) => points.push(point),
            Err(error) => {
                counts.bad_rows += 1;
                if shown < 10 {
                    eprintln!("{name}: {error}");
                    shown += 1;
                }
            }
        }
        if points.len() == RUIAN_BATCH {
            write_points(pool, &points, counts).await?;
            points.clear();
            if let Some(bar) = progress {
                bar.set_message(format!("Adresní místa: {}", counts.points));
            }
        }
    }
    write_points(pool, &points, counts).await?;
    counts.files += 1;
    Ok(())
}

async fn write_points(
    pool: &sqlx::PgPool,
    points: &[AddressPoint],
    counts: &mut LoadCounts,
) -> anyhow::Result<()> {
    if points.is_empty() {
        return Ok(());
    }
    let mut transaction = pool.begin().await?;
    counts.written += stopa_db::ruian::upsert_address_points(
        &mut transaction,
        &batch_of(points),
        AddressSource::Ruian,
    )
    .await?;
    transaction.commit().await?;
    counts.points += points.len() as u64;
    Ok(())
}

fn is_csv(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("csv"))
}

fn is_zip(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("zip"))
}

/// `stopa-admin ruian load FILE|DIR|ZIP`: ČÚZK's address points (a CSV, a folder of them, or
/// the zip ČÚZK ships); writing the same files again changes nothing.
pub async fn load_ruian(pool: &sqlx::PgPool, path: &Path) -> anyhow::Result<LoadCounts> {
    let mut files: Vec<PathBuf> = if path.is_dir() {
        let mut found = Vec::new();
        for entry in
            std::fs::read_dir(path).with_context(|| format!("while reading {}", path.display()))?
        {
            let entry = entry?.path();
            if is_csv(&entry) || is_zip(&entry) {
                found.push(entry);
            }
        }
        found
    } else if path.exists() {
        vec![path.to_owned()]
    } else {
        bail!("{} neexistuje", path.display());
    };
    files.sort();
    let mut counts = LoadCounts::default();
    let progress = bar(files.len() as u64, "Soubory");
    for file in &files {
        let name = file.display().to_string();
        if is_zip(file) {
            let reader =
                std::fs::File::open(file).with_context(|| format!("while opening {name}"))?;
            let mut archive = RuianArchive::new(std::io::BufReader::new(reader))
                .map_err(|error| anyhow::anyhow!("{name}: {error}"))?;
            let entries = archive.csv_entries();
            if let Some(bar) = &progress {
                bar.inc_length(entries.len() as u64);
            }
            for entry in entries {
                let bytes = archive
                    .read_entry(&entry)
                    .map_err(|error| anyhow::anyhow!("{name}/{entry}: {error}"))?;
                load_csv(
                    pool,
                    &entry,
                    bytes.as_slice(),
                    &mut counts,
                    progress.as_ref(),
                )
                .await?;
                if let Some(bar) = &progress {
                    bar.inc(1);
                }
            }
        } else {
            let reader =
                std::fs::File::open(file).with_context(|| format!("while opening {name}"))?;
            load_csv(
                pool,
                &name,
                std::io::BufReader::new(reader),
                &mut counts,
                progress.as_ref(),
            )
            .await?;
        }
        if let Some(bar) = &progress {
            bar.inc(1);
        }
    }
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(counts)
}

/// `stopa-admin fis sync`: loads the lists of folders, files and addresses with a bar per file
/// and prints what each did.
pub async fn fis_sync(
    pool: &sqlx::PgPool,
    sources: &[stopa_app::fis_list::ListSource],
) -> anyhow::Result<()> {
    let progress = bar(0, "Bodovací listiny FIS");
    let file_work = stopa_app::file_work::FileWork::default();
    let reports = stopa_app::fis_list::sync(pool, &file_work, sources, |done, total, _| {
        if let Some(progress) = &progress {
            progress.set_length(total as u64);
            progress.set_position(done as u64);
        }
    })
    .await
    .map_err(|error| anyhow::anyhow!("{}", error.message()))?;
    if let Some(progress) = progress {
        progress.finish_and_clear();
    }
    // The rankings computed from the new lists' sectors follow, here and now.
    let current = stopa_domain::ranking::season_of(stopa_domain::time::today());
    let mut sectors: Vec<&str> = reports
        .iter()
        .filter_map(|report| report.as_ref().ok())
        .filter(|report| report.new_list)
        .map(|report| report.sector.as_str())
        .collect();
    sectors.sort_unstable();
    sectors.dedup();
    for sector in sectors {
        for department_id in stopa_db::ranking::departments_of_sector(pool, sector).await? {
            for season in [current, current + 1] {
                stopa_app::ranking::recompute(pool, department_id, season)
                    .await
                    .map_err(|error| anyhow::anyhow!("{}", error.message()))?;
            }
        }
    }
    let mut failed = 0;
    for report in &reports {
        match report {
            Ok(report) if report.added > 0 => eprintln!(
                "{}: {} {} ({}), {} nových závodníků, {} návrhů kódů FIS",
                report.file_name,
                report.sector,
                report.list_key,
                report.list_name,
                report.added,
                report.proposals
            ),
            Ok(report) => eprintln!(
                "{}: listina {} {} už je nahraná; {} návrhů kódů FIS",
                report.file_name, report.sector, report.list_key, report.proposals
            ),
            Err(error) => {
                failed += 1;
                eprintln!("chyba: {}", error.message());
            }
        }
    }
    eprintln!(
        "Bodovací listiny: {} souborů, {failed} chybných.",
        reports.len()
    );
    anyhow::ensure!(failed == 0, "{failed} souborů se nepodařilo nahrát");
    Ok(())
}
