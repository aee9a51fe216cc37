//! stopa-admin: migrations, admin accounts and demo data from the terminal.

mod backup;
mod calendar;
mod cleanup;
mod grid_sql;
mod import;
mod names;
mod payments_sample;
mod results_demo;
mod results_sample;
mod rollover;
mod sample;
mod seed;

use std::io::BufRead as _;

use anyhow::{Context as _, bail};
use clap::{Parser, Subcommand};
use stopa_db::account::{self, NewIdentity};
use stopa_domain::identity::IdentityType;

#[derive(Debug, Parser)]
#[command(
    name = "stopa-admin",
    about = "Stopa administration: migrations, admins, demo data, season rollover"
)]
struct Cli {
    #[command(flatten)]
    database: stopa_config::DatabaseSettings,
    #[command(flatten)]
    redis: stopa_config::RedisSettings,
    #[command(flatten)]
    public: stopa_config::PublicSettings,
    #[command(flatten)]
    payment: stopa_config::PaymentSettings,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Applies the database migrations that are not applied yet.
    Migrate,
    /// Creates an admin account, or gives an existing account the Admin identity.
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long, default_value = "Správce")]
        first_name: String,
        #[arg(long, default_value = "Systému")]
        last_name: String,
        /// The password; read from the first line of standard input when not given.
        #[arg(long, env = "STOPA_ADMIN_PASSWORD")]
        password: Option<String>,
    },
    /// Fills the database with realistic Czech demo data (idempotent, deterministic per seed).
    Seed(seed::SeedArgs),
    /// Backs the whole database up (pg_dump custom format; uploaded photos are in it) into a
    /// new folder `stopa-YYYYMMDD-HHMMSS` with a manifest of what it holds.
    Backup {
        /// Where the backup folder is created.
        #[arg(long, default_value = ".data/backups")]
        to: std::path::PathBuf,
    },
    /// Restores a backup folder into an empty database (created when missing) and checks it
    /// against the backup's manifest.
    Restore {
        /// The backup folder (`stopa-YYYYMMDD-HHMMSS`).
        #[arg(long)]
        from: std::path::PathBuf,
    },
    /// Prints the SQL the members grid sends for a request over the whole register, with its
    /// values as literals (ops/bench runs it through pgbench as the floor of the api).
    GridSql(grid_sql::GridSqlArgs),
    /// Imports a file into the register.
    #[command(subcommand)]
    Import(ImportCommand),
    /// RÚIAN address points (ČÚZK "adresní místa").
    #[command(subcommand)]
    Ruian(RuianCommand),
    /// FIS points lists.
    #[command(subcommand)]
    Fis(FisCommand),
    /// Rankings of the departments.
    #[command(subcommand)]
    Rankings(RankingsCommand),
    /// The data-cleanup worklists.
    #[command(subcommand)]
    Cleanup(cleanup::CleanupCommand),
    /// Seasons: the yearly rollover.
    #[command(subcommand)]
    Season(rollover::SeasonCommand),
    /// Writes a member file of made-up people (NSA V3, Windows-1250) whose addresses are the
    /// database's address points (ops/bench imports it).
    ImportSample(sample::SampleArgs),
    /// Writes a FIS XML result file whose athletes are mostly the database's members (by FIS
    /// code, name and birth year, swapped names) and partly unknown people (ops/bench imports
    /// and pairs it).
    ResultsSample(results_sample::ResultsSampleArgs),
    /// Makes open orders in a season of their own and writes a Fio CSV statement that pays
    /// them among other movements, and one order of many members (ops/bench matches and loads
    /// them).
    PaymentsSample(payments_sample::PaymentsSampleArgs),
}

#[derive(Debug, Subcommand)]
enum ImportCommand {
    /// A club's members from a CSV, XLSX, XLS or ODS file, as the web import does it; prints
    /// the outcome of every kind of row.
    Members(import::ImportMembersArgs),
}

#[derive(Debug, Subcommand)]
enum FisCommand {
    /// Loads the FIS points lists of a folder or a file (CSV or XLSX as FIS publishes them;
    /// a version loaded before changes nothing) and proposes FIS codes for members without
    /// one (`/evidence/cisteni-dat/fis-parovani`).
    Sync {
        /// List files, folders of them or their addresses (https://…), separated by spaces;
        /// STOPA_FIS_LISTS when not given.
        #[arg(long)]
        from: Option<String>,
    },
}

#[derive(Debug, Subcommand)]
enum RankingsCommand {
    /// Computes the standings of a department's rankings of a racing season again, as the
    /// worker's job does when results are published (after a repair made in the database).
    Recompute {
        /// The department's code (`cc`, `al`).
        #[arg(long)]
        department: String,
        /// The racing season by the year it ends (2027 is 2026/27); the current one when not
        /// given.
        #[arg(long)]
        season: Option<i32>,
    },
}

#[derive(Debug, Subcommand)]
enum RuianCommand {
    /// Loads address points from ČÚZK's CSV (Windows-1250), a folder of them or the zip ČÚZK
    /// ships; loading the same files again changes nothing.
    Load {
        /// A CSV file, a folder of CSV (or zip) files, or a zip.
        path: std::path::PathBuf,
    },
}

/// The application layer, for the commands that run its use cases.
async fn app(cli: &Cli, pool: &sqlx::PgPool) -> anyhow::Result<stopa_app::App> {
    let redis = stopa_jobs::connect_redis(cli.redis.redis_url.expose())
        .await
        .context("while connecting to Redis")?;
    Ok(stopa_app::App {
        pool: pool.clone(),
        queues: stopa_jobs::JobQueues::new(redis, &cli.redis.queue_namespace),
        public_url: cli.public.public_url.clone(),
        session_seconds: stopa_app::auth::DEFAULT_SESSION_SECONDS,
        contact_email: cli.public.contact_email.clone(),
        file_work: stopa_app::file_work::FileWork::default(),
        payment: stopa_app::payment::PaymentAccount::new(
            &cli.payment.account,
            &cli.payment.recipient,
        )
        .map_err(anyhow::Error::msg)?,
    })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    stopa_config::process::init_logging("warn");
    let cli = Cli::parse();
    if matches!(cli.command, Command::Migrate | Command::Restore { .. }) {
        stopa_db::create_database_if_missing(cli.database.database_url.expose())
            .await
            .context("while creating the database")?;
    }
    let pool = stopa_db::connect(
        cli.database.database_url.expose(),
        cli.database.max_connections,
    )
    .await
    .context("while connecting to PostgreSQL")?;
    match &cli.command {
        Command::Import(ImportCommand::Members(args)) => {
            import::import_members(&app(&cli, &pool).await?, args).await?;
        }
        Command::Fis(FisCommand::Sync { from }) => {
            let source = from
                .clone()
                .or_else(|| std::env::var("STOPA_FIS_LISTS").ok())
                .context("zadejte --from, nebo nastavte STOPA_FIS_LISTS")?;
            import::fis_sync(&pool, &stopa_app::fis_list::ListSource::parse_all(&source)).await?;
        }
        Command::Ruian(RuianCommand::Load { path }) => {
            let counts = import::load_ruian(&pool, path).await?;
            let (ruian, demo) = stopa_db::ruian::count_address_points(&pool).await?;
            eprintln!(
                "RÚIAN: {} souborů, {} adresních míst přečteno, {} nových nebo změněných, {} chybných řádků; v databázi {ruian} adresních míst (a {demo} demo).",
                counts.files, counts.points, counts.written, counts.bad_rows
            );
        }
        Command::Rankings(RankingsCommand::Recompute { department, season }) => {
            let department_id = stopa_db::ranking::department_by_code(&pool, department)
                .await?
                .with_context(|| format!("úsek {department} neexistuje"))?;
            let season = season
                .unwrap_or_else(|| stopa_domain::ranking::season_of(stopa_domain::time::today()));
            let started = std::time::Instant::now();
            let rankings = stopa_app::ranking::recompute(&pool, department_id, season)
                .await
                .map_err(|error| anyhow::anyhow!("{error:?}"))?;
            eprintln!(
                "Žebříčky úseku {department} v sezóně {}: {rankings} spočteno za {} ms.",
                stopa_domain::ranking::season_label(season),
                started.elapsed().as_millis()
            );
        }
        Command::Cleanup(command) => cleanup::run(&app(&cli, &pool).await?, command).await?,
        Command::Season(command) => rollover::run(&app(&cli, &pool).await?, command).await?,
        Command::ResultsSample(args) => {
            let rows = results_sample::write_results_sample(&pool, args).await?;
            eprintln!("Zapsáno {rows} řádků výsledků do {}.", args.out.display());
        }
        Command::PaymentsSample(args) => {
            let big = payments_sample::write_payments_sample(&pool, args).await?;
            eprintln!(
                "Zapsáno {} pohybů do {}; {} objednávek k zaplacení, velká objednávka {big}.",
                args.movements,
                args.out.display(),
                args.orders
            );
            println!("{big}");
        }
        Command::ImportSample(args) => {
            let rows = sample::write_sample(&pool, args).await?;
            eprintln!("Zapsáno {rows} řádků do {}.", args.out.display());
        }
        Command::Migrate => {
            stopa_db::migrate(&pool).await.context("while migrating")?;
            eprintln!("Databáze je aktuální.");
        }
        Command::CreateAdmin {
            email,
            first_name,
            last_name,
            password,
        } => {
            let password = if let Some(password) = password.clone() {
                password
            } else {
                {
                    let mut line = String::new();
                    std::io::stdin()
                        .lock()
                        .read_line(&mut line)
                        .context("while reading the password")?;
                    line.trim_end_matches(['\r', '\n']).to_owned()
                }
            };
            if let Err((_, problem)) = stopa_domain::auth::check_new_password(&password, &password)
            {
                bail!("{problem}");
            }
            create_admin(&pool, email, first_name, last_name, &password).await?;
            eprintln!("Správce {email} je připraven.");
        }
        Command::Seed(args) => seed::run(&pool, args).await?,
        Command::GridSql(args) => println!("{}", grid_sql::statement(args)),
        Command::Backup { to } => {
            let folder = backup::backup(&pool, cli.database.database_url.expose(), to).await?;
            eprintln!("Záloha je uložena v {}.", folder.display());
        }
        Command::Restore { from } => {
            let manifest = backup::restore(&pool, cli.database.database_url.expose(), from).await?;
            eprintln!(
                "Záloha z {} je obnovena: {}.",
                manifest.created_at.format("%-d. %-m. %Y %H:%M UTC"),
                manifest
                    .counts
                    .iter()
                    .map(|(table, count)| format!("{table} {count}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
    Ok(())
}

/// Creates the account (or sets its password) and gives it the Admin identity once.
pub(crate) async fn create_admin(
    pool: &sqlx::PgPool,
    email: &str,
    first_name: &str,
    last_name: &str,
    password: &str,
) -> anyhow::Result<i64> {
    let hash = stopa_domain::auth::hash_password(password);
    let mut transaction = pool.begin().await?;
    let account_id = match account::find_account_by_email(&mut *transaction, email).await? {
        Some(found) => {
            account::update_password_hash(&mut *transaction, found.account_id, &hash).await?;
            found.account_id
        }
        None => {
            account::insert_account(&mut *transaction, email, first_name, last_name, Some(&hash))
                .await?
        }
    };
    let identities = account::list_identities(&mut *transaction, account_id).await?;
    if !identities
        .iter()
        .any(|identity| identity.identity_type == IdentityType::Admin)
    {
        account::insert_identity(
            &mut *transaction,
            account_id,
            &NewIdentity {
                identity_type: IdentityType::Admin,
                ..NewIdentity::default()
            },
        )
        .await?;
    }
    transaction.commit().await?;
    Ok(account_id)
}

#[cfg(test)]
mod tests {
    #[test]
    fn commands_parse_without_conflicts() {
        use clap::CommandFactory as _;
        super::Cli::command().debug_assert();
    }
}
