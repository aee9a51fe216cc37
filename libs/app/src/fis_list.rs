//! FIS points lists (issue 15, spec §2 `/evidence/cisteni-dat/fis-parovani`): every version of
//! a sector's list is kept as FIS published it; the Czech athletes of a new list whose FIS code
//! no member carries are proposed as FIS codes of the members who may be them (name folded,
//! birth year, sex, club, nicknames; `stopa_domain::results::pairing_score`). Admin accepts a
//! proposal (the member gets the code, which results pairing then uses first) or rejects it
//! for good.
//!
//! Lists come from folders, files and addresses of list files (`stopa-admin fis sync --from`,
//! the worker's scheduled sync of `STOPA_FIS_LISTS`; see [`ListSource`]) or are uploaded on
//! the page. A list version is stored once; a
//! file of a loaded version with more athletes (the full list after an excerpt) adds those,
//! and every load proposes again for the members added since.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use stopa_db::fis_list::{self as db, ListRow, ListRowBatch, ProposalView};
use stopa_domain::member::Sex;
use stopa_domain::policy;
use stopa_domain::results::{MemberIdentity, RowIdentity, SUGGEST_SCORE, pairing_score};
use stopa_domain::text::fold;
use stopa_formats::fis_points::{self, MAX_LIST_BYTES, PointsList};

use crate::error::{AppError, AppResult};
use crate::file_work::FileWork;
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Proposals kept per athlete of a list.
const PROPOSALS_PER_ATHLETE: usize = 3;
/// Most proposals the worklist shows at once.
const PROPOSAL_LIST_LIMIT: i64 = 300;
/// Rows written per statement.
const BATCH_ROWS: usize = 5_000;

/// What loading one list did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadReport {
    pub file_name: String,
    pub sector: String,
    pub list_key: String,
    pub list_name: String,
    pub athletes: usize,
    /// False when this version was loaded before.
    pub new_list: bool,
    /// Athletes the version did not hold yet (a file of the same version with more of them,
    /// e.g. the full list after an excerpt); 0 when the file changed nothing.
    pub added: u64,
    /// New proposals (a proposal made before is renewed, not counted).
    pub proposals: u64,
}

/// Loads one list file and proposes FIS codes from it.
pub async fn load_points_list(
    pool: &sqlx::PgPool,
    file_work: &FileWork,
    file_name: &str,
    bytes: Vec<u8>,
) -> AppResult<LoadReport> {
    if bytes.len() > MAX_LIST_BYTES {
        return Err(AppError::coded(
            ErrorCode::FileTooLarge,
            "Bodovací listina je větší než 30 MB.",
        ));
    }
    let name = file_name.to_owned();
    let list: PointsList = file_work
        .run("reading a points list", move || {
            fis_points::parse(&name, &bytes)
        })
        .await?
        .map_err(|error| AppError::coded(ErrorCode::NotPointsList, error.to_string()))?;
    let mut report = LoadReport {
        file_name: file_name.to_owned(),
        sector: list.sector.clone(),
        list_key: list.list_id.clone(),
        list_name: list.name.clone(),
        athletes: list.rows.len(),
        new_list: false,
        added: 0,
        proposals: 0,
    };
    let mut transaction = stopa_db::begin(pool).await?;
    let inserted = db::insert_list(
        &mut transaction,
        &db::NewList {
            sector: &list.sector,
            list_key: &list.list_id,
            name: &list.name,
            calculated_on: list.calculated_on,
            file_name,
            row_count: i32::try_from(list.rows.len()).unwrap_or(i32::MAX),
        },
    )
    .await?;
    report.new_list = inserted.is_some();
    let list_id = match inserted {
        Some(list_id) => list_id,
        None => db::find_list(&mut transaction, &list.sector, &list.list_id)
            .await?
            .ok_or_else(|| AppError::Internal("a points list vanished".to_owned()))?,
    };
    for chunk in list.rows.chunks(BATCH_ROWS) {
        let mut batch = ListRowBatch::default();
        for row in chunk {
            batch.fis_codes.push(row.fis_code.clone());
            batch.last_names.push(row.last_name.clone());
            batch.first_names.push(row.first_name.clone());
            batch.nations.push(row.nation.clone());
            batch.genders.push(row.gender.clone());
            batch.birth_dates.push(row.birth_date);
            batch.birth_years.push(row.birth_year);
            batch.clubs.push(row.club.clone());
            batch.points.push(serde_json::Value::Object(
                row.points
                    .iter()
                    .map(|(discipline, points)| {
                        (discipline.clone(), serde_json::Value::from(points.0))
                    })
                    .collect(),
            ));
        }
        report.added += db::insert_rows(&mut transaction, list_id, &batch).await?;
    }
    if report.added > 0 && !report.new_list {
        db::recount_list(&mut transaction, list_id).await?;
    }
    stopa_db::commit(transaction).await?;
    // Proposed again even when the list was loaded before: members added since get theirs
    // (rejected pairs and codes taken meanwhile stay out).
    report.proposals = propose(pool, list_id).await?;
    Ok(report)
}

/// Proposes FIS codes of a list's unpaired Czech athletes to members without one; gives how
/// many proposals are new.
pub async fn propose(pool: &sqlx::PgPool, list_id: i64) -> AppResult<u64> {
    let athletes = db::unpaired_czech_athletes(pool, list_id).await?;
    if athletes.is_empty() {
        return Ok(0);
    }
    let mut wanted: Vec<(String, Option<i32>)> = athletes
        .iter()
        .flat_map(|athlete| {
            [
                (fold(athlete.last_name.trim()), athlete.birth_year),
                (fold(athlete.first_name.trim()), athlete.birth_year),
            ]
        })
        .filter(|(name, _)| !name.is_empty())
        .collect();
    wanted.sort();
    wanted.dedup();
    let (names, years): (Vec<String>, Vec<Option<i32>>) = wanted.into_iter().unzip();
    let candidates = stopa_db::results::pairing_candidates(pool, &names, &years, &[]).await?;
    let codes: Vec<String> = athletes
        .iter()
        .map(|athlete| athlete.fis_code.clone())
        .collect();
    let rejected: HashSet<(i64, String)> =
        db::rejections_of(pool, &codes).await?.into_iter().collect();
    let nicknames = stopa_db::results::folded_nicknames(pool).await?;
    let mut by_last_name: HashMap<String, Vec<usize>> = HashMap::new();
    for (index, candidate) in candidates.iter().enumerate() {
        if candidate.fis_code.is_none() {
            by_last_name
                .entry(fold(candidate.last_name.trim()))
                .or_default()
                .push(index);
        }
    }
    let (mut member_ids, mut fis_codes, mut scores) = (Vec::new(), Vec::new(), Vec::new());
    for athlete in &athletes {
        let sex = match athlete.gender.as_deref() {
            Some("M") => Some(Sex::Male),
            Some("W" | "L" | "F") => Some(Sex::Female),
            _ => None,
        };
        let row = RowIdentity {
            first_name: &athlete.first_name,
            last_name: &athlete.last_name,
            birth_year: athlete.birth_year,
            sex,
            club: athlete.club.as_deref(),
            fis_code: None,
        };
        let mut pool_indexes: Vec<usize> = [
            fold(athlete.last_name.trim()),
            fold(athlete.first_name.trim()),
        ]
        .iter()
        .filter_map(|name| by_last_name.get(name))
        .flatten()
        .copied()
        .collect();
        pool_indexes.sort_unstable();
        pool_indexes.dedup();
        let mut ranked: Vec<(u8, i64)> = pool_indexes
            .into_iter()
            .map(|index| &candidates[index])
            .filter(|candidate| {
                !rejected.contains(&(candidate.member_id, athlete.fis_code.clone()))
            })
            .map(|candidate| {
                let member = MemberIdentity {
                    first_name: &candidate.first_name,
                    last_name: &candidate.last_name,
                    birth_year: candidate.birth_year,
                    sex: Some(candidate.sex),
                    clubs: candidate.clubs.iter().map(String::as_str).collect(),
                    fis_code: None,
                };
                (
                    pairing_score(&row, &member, nicknames.as_slice()),
                    candidate.member_id,
                )
            })
            .filter(|(score, _)| *score >= SUGGEST_SCORE)
            .collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (score, member_id) in ranked.into_iter().take(PROPOSALS_PER_ATHLETE) {
            member_ids.push(member_id);
            fis_codes.push(athlete.fis_code.clone());
            scores.push(i16::from(score));
        }
    }
    let mut transaction = stopa_db::begin(pool).await?;
    let written =
        db::upsert_proposals(&mut transaction, list_id, &member_ids, &fis_codes, &scores).await?;
    stopa_db::commit(transaction).await?;
    Ok(u64::try_from(written).unwrap_or(0))
}

/// The list files of a source: the file itself, or the folder's CSV and XLSX files by name.
pub fn list_files(source: &Path) -> AppResult<Vec<PathBuf>> {
    if source.is_file() {
        return Ok(vec![source.to_owned()]);
    }
    let entries = std::fs::read_dir(source).map_err(|error| {
        AppError::coded(
            ErrorCode::NotFound,
            format!(
                "Složku s bodovacími listinami {} nelze číst: {error}",
                source.display()
            ),
        )
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.extension()
                .and_then(|ext| ext.to_str())
                .is_some_and(|ext| {
                    ext.eq_ignore_ascii_case("csv") || ext.eq_ignore_ascii_case("xlsx")
                })
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Where FIS points lists are loaded from: a file, a folder of files, or the address of a
/// list file (`https://…/FAL_2025413.csv`; FIS publishes a file per sector and list).
/// `STOPA_FIS_LISTS` and `stopa-admin fis sync --from` take several, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListSource {
    Path(PathBuf),
    Url(String),
}

impl ListSource {
    /// The sources of a setting: words starting `http://` or `https://` are addresses, the
    /// others paths.
    pub fn parse_all(text: &str) -> Vec<Self> {
        text.split_whitespace()
            .map(|word| {
                let lower = word.to_ascii_lowercase();
                if lower.starts_with("http://") || lower.starts_with("https://") {
                    Self::Url(word.to_owned())
                } else {
                    Self::Path(PathBuf::from(word))
                }
            })
            .collect()
    }
}

impl std::fmt::Display for ListSource {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Path(path) => write!(formatter, "{}", path.display()),
            Self::Url(url) => formatter.write_str(&shown_address(url)),
        }
    }
}

/// An address as reports and logs show it: without a user name and password.
fn shown_address(address: &str) -> String {
    match reqwest::Url::parse(address) {
        Ok(mut url) if !url.username().is_empty() || url.password().is_some() => {
            let _ = url.set_username("");
            let _ = url.set_password(None);
            url.to_string()
        }
        _ => address.to_owned(),
    }
}

/// Why a fetch failed, in Czech (the library's own words follow for the administrator).
fn fetch_failure(error: reqwest::Error) -> String {
    use std::error::Error as _;
    let what = if error.is_timeout() {
        "server neodpověděl včas"
    } else if error.is_redirect() {
        "server přesměrovává jinam, než smí"
    } else if error.is_connect() {
        "se serverem se nelze spojit"
    } else if error.is_body() || error.is_decode() {
        "přenos se přerušil"
    } else {
        "požadavek selhal"
    };
    let error = error.without_url();
    let mut detail = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        detail = format!("{detail}: {cause}");
        source = cause.source();
    }
    format!("{what} ({detail})")
}

/// How long fetching one list may take.
const FETCH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// The name of a fetched list: the last part of its address's path (without the query).
fn file_name_of(url: &reqwest::Url) -> String {
    url.path_segments()
        .and_then(|mut segments| segments.next_back().map(str::to_owned))
        .filter(|name| !name.is_empty())
        .map_or_else(
            || "fis-listina.csv".to_owned(),
            |name| {
                percent_encoding::percent_decode_str(&name)
                    .decode_utf8_lossy()
                    .into_owned()
            },
        )
}

/// Fetches a list file from its address: at most 30 MB (refused by its length before the
/// body is read, or as soon as the body grows past it), within two minutes, only http(s)
/// and only a successful answer.
pub async fn fetch_list(address: &str) -> AppResult<(String, Vec<u8>)> {
    let shown = shown_address(address);
    let unavailable = |detail: String| {
        AppError::coded(
            ErrorCode::FetchFailed,
            format!("Bodovací listinu z {shown} nelze stáhnout: {detail}"),
        )
    };
    let url =
        reqwest::Url::parse(address).map_err(|_| unavailable("adresa není platná".to_owned()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(unavailable(
            "adresa musí začínat http:// nebo https://".to_owned(),
        ));
    }
    // reqwest takes the TLS provider installed for the process: ring, as sqlx and lettre use.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::builder()
        .timeout(FETCH_TIMEOUT)
        .user_agent("Stopa (SLČR) FIS points-list sync")
        .redirect(reqwest::redirect::Policy::custom(|attempt| {
            // At most three hops, and never from https down to plain http.
            let downgrade = attempt.url().scheme() != "https"
                && attempt.previous().iter().any(|url| url.scheme() == "https");
            if attempt.previous().len() > 3 {
                attempt.error("příliš mnoho přesměrování")
            } else if downgrade {
                attempt.error("přesměrování z https na http")
            } else {
                attempt.follow()
            }
        }))
        .build()
        .map_err(|error| unavailable(fetch_failure(error)))?;
    let mut response = client
        .get(url.clone())
        .send()
        .await
        .map_err(|error| unavailable(fetch_failure(error)))?;
    if !response.status().is_success() {
        return Err(unavailable(format!(
            "server odpověděl {}",
            response.status()
        )));
    }
    let too_large = || {
        AppError::coded(
            ErrorCode::FileTooLarge,
            format!("{shown}: bodovací listina je větší než 30 MB."),
        )
    };
    if response
        .content_length()
        .is_some_and(|length| length > MAX_LIST_BYTES as u64)
    {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|error| unavailable(fetch_failure(error)))?
    {
        if bytes.len() + chunk.len() > MAX_LIST_BYTES {
            return Err(too_large());
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok((file_name_of(response.url()), bytes))
}

/// One list file of a source, before it is read (or a folder that cannot be read).
enum ListFile {
    Path(PathBuf),
    Url(String),
    Unreadable(AppError),
}

/// Loads every list of the sources (files, folders, addresses); `progress` hears after each
/// file. A file that is not a points list, an address that cannot be fetched or a folder that
/// cannot be read is reported in its place and the others load on.
pub async fn sync(
    pool: &sqlx::PgPool,
    file_work: &FileWork,
    sources: &[ListSource],
    mut progress: impl FnMut(usize, usize, &Result<LoadReport, AppError>),
) -> AppResult<Vec<Result<LoadReport, AppError>>> {
    let mut files = Vec::new();
    for source in sources {
        match source {
            ListSource::Path(path) => match list_files(path) {
                Ok(paths) => files.extend(paths.into_iter().map(ListFile::Path)),
                Err(error) => files.push(ListFile::Unreadable(error)),
            },
            ListSource::Url(url) => files.push(ListFile::Url(url.clone())),
        }
    }
    let total = files.len();
    let mut reports = Vec::with_capacity(total);
    for (index, file) in files.into_iter().enumerate() {
        let report = match file {
            ListFile::Path(path) => load_file(pool, file_work, &path).await,
            ListFile::Url(url) => match fetch_list(&url).await {
                Ok((file_name, bytes)) => {
                    load_points_list(pool, file_work, &file_name, bytes).await
                }
                Err(error) => Err(error),
            },
            ListFile::Unreadable(error) => Err(error),
        };
        progress(index + 1, total, &report);
        reports.push(report);
    }
    Ok(reports)
}

async fn load_file(
    pool: &sqlx::PgPool,
    file_work: &FileWork,
    path: &Path,
) -> Result<LoadReport, AppError> {
    let file_name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    match std::fs::metadata(path) {
        Ok(metadata) if metadata.len() > MAX_LIST_BYTES as u64 => Err(AppError::coded(
            ErrorCode::FileTooLarge,
            format!("{file_name}: bodovací listina je větší než 30 MB."),
        )),
        _ => match tokio::fs::read(path).await {
            Ok(bytes) => load_points_list(pool, file_work, &file_name, bytes).await,
            Err(error) => Err(AppError::Internal(format!("{}: {error}", path.display()))),
        },
    }
}

/// The loaded list versions (Admin).
pub async fn points_lists(app: &App, actor: &Actor) -> AppResult<Vec<ListRow>> {
    policy::check_data_cleanup(&actor.identity)?;
    Ok(db::list_lists(&app.pool, 50).await?)
}

/// An uploaded list (Admin, on the `fis-parovani` page).
pub async fn upload_points_list(
    app: &App,
    actor: &Actor,
    file_name: &str,
    bytes: Vec<u8>,
) -> AppResult<LoadReport> {
    policy::check_data_cleanup(&actor.identity)?;
    let report = load_points_list(&app.pool, &app.file_work, file_name, bytes).await?;
    if report.new_list {
        // The rankings computed from the sector's points list follow.
        crate::ranking::after_points_lists(
            app,
            std::slice::from_ref(&report.sector),
            actor.account_id(),
        )
        .await?;
    }
    crate::write::audit_access(
        app,
        actor,
        "upload",
        "fis_points_list",
        None,
        serde_json::json!({
            "file_name": report.file_name,
            "sector": report.sector,
            "list": report.list_key,
            "new": report.new_list,
        }),
    )
    .await?;
    Ok(report)
}

/// The open proposals, best first, with their total (Admin).
pub async fn proposals(app: &App, actor: &Actor) -> AppResult<(Vec<ProposalView>, i64)> {
    policy::check_data_cleanup(&actor.identity)?;
    Ok(db::list_proposals(&app.pool, PROPOSAL_LIST_LIMIT).await?)
}

/// Gives the member the proposed FIS code (Admin).
pub async fn accept_proposal(
    app: &App,
    actor: &Actor,
    member_id: i64,
    fis_code: &str,
) -> AppResult<()> {
    policy::check_data_cleanup(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let accepted = db::accept_proposal(write.tx(), member_id, fis_code)
        .await
        .map_err(|error| match error {
            stopa_db::DbError::Unique { .. } => {
                AppError::coded(ErrorCode::Conflict, "Tento kód FIS už má jiný člen.")
            }
            other => AppError::from(other),
        })?;
    if !accepted {
        return Err(AppError::coded(
            ErrorCode::Conflict,
            "Návrh už neplatí: člen má kód FIS, nebo byl návrh vyřízen.",
        ));
    }
    write
        .audit(
            "set_fis_code",
            member_id,
            None::<&()>,
            Some(&serde_json::json!({ "fis_code": fis_code })),
        )
        .await?;
    write.commit().await
}

/// Rejects a proposal for good (Admin).
pub async fn reject_proposal(
    app: &App,
    actor: &Actor,
    member_id: i64,
    fis_code: &str,
) -> AppResult<()> {
    policy::check_data_cleanup(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    if !db::reject_proposal(write.tx(), member_id, fis_code, actor.account_id()).await? {
        return Err(AppError::NotFound);
    }
    write
        .audit(
            "reject_fis_code",
            member_id,
            None::<&()>,
            Some(&serde_json::json!({ "fis_code": fis_code })),
        )
        .await?;
    write.commit().await
}
