//! `stopa-admin backup` and `restore`: the whole database in PostgreSQL's custom format
//! (`pg_dump -Fc`), which holds every uploaded file too — member photos are stored in the
//! database — with a manifest that says what the backup holds.
//!
//! A backup is a folder `stopa-YYYYMMDD-HHMMSS` with `database.dump` and `manifest.json`.
//! `restore` loads one into an empty database only (it creates the database when missing), so
//! a live register is never overwritten by mistake; the restored database is checked against
//! the manifest's counts before the command reports success.

use std::path::{Path, PathBuf};
use std::process::Stdio;

use anyhow::{Context as _, bail};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::postgres::PgConnectOptions;

/// What a backup holds.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// The newest migration applied to the database.
    pub migration: i64,
    /// Rows of the counted tables, in the order of `stopa_db::maintenance::COUNTED_TABLES`.
    pub counts: Vec<(String, i64)>,
}

async fn counts(pool: &PgPool) -> anyhow::Result<Vec<(String, i64)>> {
    stopa_db::maintenance::table_counts(pool)
        .await
        .context("while counting the register")
}

async fn newest_migration(pool: &PgPool) -> anyhow::Result<i64> {
    stopa_db::maintenance::newest_migration(pool)
        .await
        .context("while reading the applied migrations")
}

/// A `pg_dump`/`pg_restore` command for the database of `url`: host, port, user and database
/// as arguments, the password in `PGPASSWORD` (never on the command line, where any user of
/// the machine could read it).
fn pg_command(program: &str, url: &str) -> anyhow::Result<tokio::process::Command> {
    let options: PgConnectOptions = url.parse().context("the database URL is not valid")?;
    let binary = std::env::var_os("STOPA_PG_BIN_DIR").map_or_else(
        || PathBuf::from(program),
        |dir| Path::new(&dir).join(program),
    );
    let mut command = tokio::process::Command::new(binary);
    command
        .arg("--host")
        .arg(options.get_host())
        .arg("--port")
        .arg(options.get_port().to_string())
        .arg("--username")
        .arg(options.get_username())
        .arg("--dbname")
        .arg(options.get_database().unwrap_or("postgres"))
        .arg("--no-password")
        .stdin(Stdio::null());
    if let Some(password) = url_password(url) {
        command.env("PGPASSWORD", password);
    }
    Ok(command)
}

/// The password of a `postgres://user:password@host/db` URL, percent-decoded.
fn url_password(url: &str) -> Option<String> {
    let (_, rest) = url.split_once("://")?;
    let (credentials, _) = rest.rsplit_once('@')?;
    let (_, password) = credentials.split_once(':')?;
    Some(
        percent_encoding::percent_decode_str(password)
            .decode_utf8_lossy()
            .into_owned(),
    )
}

async fn run(mut command: tokio::process::Command, what: &str) -> anyhow::Result<()> {
    let output = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .await
        .with_context(|| {
            format!("{what} se nepodařilo spustit (je nainstalován PostgreSQL klient?)")
        })?;
    if !output.status.success() {
        bail!(
            "{what} skončil chybou: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(())
}

/// Writes a backup of the database of `url` into a new folder under `to`; returns the folder.
pub async fn backup(pool: &PgPool, url: &str, to: &Path) -> anyhow::Result<PathBuf> {
    let created_at = chrono::Utc::now();
    let folder = to.join(format!("stopa-{}", created_at.format("%Y%m%d-%H%M%S")));
    if folder.exists() {
        bail!("Záloha {} už existuje.", folder.display());
    }
    std::fs::create_dir_all(&folder)
        .with_context(|| format!("while creating {}", folder.display()))?;
    // The manifest describes the database as the dump sees it: counted in one snapshot
    // before it, and nothing in Stopa deletes rows of the counted tables while it runs.
    let manifest = Manifest {
        created_at,
        migration: newest_migration(pool).await?,
        counts: counts(pool).await?,
    };
    let dump = folder.join("database.dump");
    let mut command = pg_command("pg_dump", url)?;
    command
        .args(["--format=custom", "--no-owner", "--no-privileges", "--file"])
        .arg(&dump);
    run(command, "pg_dump").await?;
    std::fs::write(
        folder.join("manifest.json"),
        serde_json::to_vec_pretty(&manifest)?,
    )
    .context("while writing the manifest")?;
    Ok(folder)
}

/// Restores the backup in `from` into the (empty) database of `url`; returns what it holds.
pub async fn restore(pool: &PgPool, url: &str, from: &Path) -> anyhow::Result<Manifest> {
    let manifest: Manifest = serde_json::from_slice(
        &std::fs::read(from.join("manifest.json"))
            .with_context(|| format!("V {} není manifest.json zálohy.", from.display()))?,
    )
    .context("manifest.json zálohy je poškozený")?;
    let tables = stopa_db::maintenance::public_table_count(pool).await?;
    if tables > 0 {
        bail!(
            "Cílová databáze není prázdná ({tables} tabulek): zálohu lze obnovit jen do prázdné databáze."
        );
    }
    let mut command = pg_command("pg_restore", url)?;
    command
        .args([
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",
        ])
        .arg(from.join("database.dump"));
    run(command, "pg_restore").await?;
    let restored = counts(pool).await?;
    if restored != manifest.counts {
        bail!(
            "Obnovená databáze nesouhlasí se zálohou: {restored:?} místo {:?}.",
            manifest.counts
        );
    }
    Ok(manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_comes_out_of_the_url_decoded() {
        assert_eq!(
            url_password("postgres://stopa:tajn%C3%A9%40heslo@db:5432/stopa").as_deref(),
            Some("tajné@heslo")
        );
        assert_eq!(url_password("postgres://postgres@127.0.0.1/stopa"), None);
    }
}
