//! Rankings and points lists of a department (issue 30): the pages
//! `/evidence/zebricky-a-listiny-bodu/{departmentId}` and the public
//! `/zebricky-a-listiny-bodu/{departmentId}`, the rankings' rules, their recomputation by the
//! worker, their workbooks, and the ranking documents a department publishes as they are.
//!
//! The rules, the season and the categories: `stopa_domain::ranking`. Who manages:
//! `policy::check_ranking_manage` (Admin, the department's Section staff); everybody, the
//! public included, reads the published rankings and documents, and managers the hidden ones
//! too. A ranking's standings are computed only by the job [`RankingRecompute`], recorded in
//! the transaction of what changes them: a result race published or unpublished, a ranking
//! created or changed, a new FIS points list loaded.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use stopa_db::ranking::{self as db, EntryView, RankingDocumentRow, RankingRow};
use stopa_domain::member::Sex;
use stopa_domain::policy;
use stopa_domain::ranking::{
    RankedResult, RankingCategory, RankingRule, Rating, points_text, positions, race_fis_points,
    season_days, season_label, season_of, totals,
};
use stopa_jobs::{JobQueues, Recorded};

use crate::error::{AppError, AppResult, FieldProblem};
use crate::export::Download;
use crate::job::RankingRecompute;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The longest ranking name.
const NAME_MAX: usize = 100;
/// The most lines of a ranking one request reads.
pub const STANDINGS_PAGE_MAX: i64 = 500;
/// The largest ranking document.
const DOCUMENT_MAX_BYTES: usize = 10 * 1024 * 1024;

/// A ranking's rule as its department writes it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct RankingInput {
    pub name: String,
    pub rule: RankingRule,
    /// The results counted per athlete (the best ones); none: the rule's default (cup points
    /// all, FIS points the best two).
    pub best_results: Option<i32>,
    /// Only results of this discipline (`SL`); none: every discipline.
    pub discipline: Option<String>,
    /// Only result races of these FIS categories (`NC`, `FIS`); empty: all.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub race_categories: Vec<String>,
}

/// A ranking as its pages show it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Ranking {
    pub id: i64,
    pub department_id: i64,
    pub season: i32,
    /// `2026/27`.
    pub season_label: String,
    pub name: String,
    pub rule: RankingRule,
    pub rule_label: String,
    pub rating: Rating,
    pub rating_label: String,
    pub best_results: Option<i32>,
    pub discipline: Option<String>,
    pub race_categories: Vec<String>,
    /// How the standings are computed, in a sentence.
    pub definition: String,
    pub published: bool,
    pub published_at: Option<DateTime<Utc>>,
    /// The points list the standings came from (FIS_LIST).
    pub source: Option<String>,
    /// When the worker last computed the standings; none: not yet.
    pub computed_at: Option<DateTime<Utc>>,
    /// Athletes in the ranking (all categories).
    pub athlete_count: i32,
}

impl From<RankingRow> for Ranking {
    fn from(row: RankingRow) -> Self {
        let definition = definition(&row);
        Self {
            id: row.ranking_id,
            department_id: row.department_id,
            season: row.season,
            season_label: season_label(row.season),
            name: row.name,
            rule: row.rule,
            rule_label: row.rule.label().to_owned(),
            rating: row.rating,
            rating_label: row.rating.label().to_owned(),
            best_results: row.best_results.map(i32::from),
            discipline: row.discipline,
            race_categories: row.race_categories,
            definition,
            published: row.published,
            published_at: row.published_at,
            source: row.source,
            computed_at: row.computed_at,
            athlete_count: row.entry_count,
        }
    }
}

/// "The best result counts", "the 2 best results count" … in Czech.
fn counted_text(best: u16) -> String {
    match best {
        1 => "Započítává se nejlepší výsledek".to_owned(),
        2..=4 => format!("Započítávají se {best} nejlepší výsledky"),
        _ => format!("Započítává se {best} nejlepších výsledků"),
    }
}

/// A ranking's rule in Czech, as its page explains it (the rating is told apart).
fn definition(row: &RankingRow) -> String {
    let best = row
        .best_results
        .map(u16::try_from)
        .and_then(Result::ok)
        .or(row.rule.default_best_results());
    let discipline = row
        .discipline
        .as_ref()
        .map(|discipline| format!(", disciplína {discipline}"))
        .unwrap_or_default();
    let categories = if row.race_categories.is_empty() || row.rule == RankingRule::FisList {
        String::new()
    } else {
        format!(", kategorie závodů FIS: {}", row.race_categories.join(", "))
    };
    let races = format!(
        "Počítají se zveřejněné výsledky závodů úseku v sezóně {}{discipline}{categories}.",
        season_label(row.season)
    );
    match row.rule {
        RankingRule::CupPoints => format!(
            "Součet pohárových bodů za umístění v závodech (1. místo 100 bodů, 2. místo 80, 3. místo 60 … 30. místo 1 bod). {} {races}",
            best.map_or_else(
                || "Započítávají se všechny závody.".to_owned(),
                |best| format!("{}.", counted_text(best))
            )
        ),
        RankingRule::FisPoints => format!(
            "Průměr FIS bodů (body závodu a penalizace) z nejlepších výsledků závodníka. {}; \
             má-li závodník méně výsledků, průměr se zvyšuje o 20 %. {races}",
            counted_text(best.unwrap_or(2))
        ),
        RankingRule::FisList => format!(
            "Body členů v nejnovější nahrané listině FIS bodů pro sektor úseku (vydané do konce sezóny){}.",
            row.discipline.as_ref().map_or_else(
                || " (nejlepší disciplína člena)".to_owned(),
                |discipline| format!(", disciplína {discipline}")
            )
        ),
    }
}

/// A ranking document as the pages list it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RankingDocument {
    pub id: i64,
    pub title: String,
    pub file_name: String,
    pub size: i32,
    pub published: bool,
    pub created_at: DateTime<Utc>,
    /// The file's address.
    pub url: String,
}

impl From<RankingDocumentRow> for RankingDocument {
    fn from(row: RankingDocumentRow) -> Self {
        Self {
            url: format!("/api/ranking-documents/{}", row.ranking_document_id),
            id: row.ranking_document_id,
            title: row.title,
            file_name: row.file_name,
            size: row.size,
            published: row.published,
            created_at: row.created_at,
        }
    }
}

/// A racing season to choose.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RankingSeason {
    pub season: i32,
    pub label: String,
}

/// A department's rankings page of one season.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RankingsPage {
    pub department_id: i64,
    pub department_name: String,
    pub season: i32,
    pub season_label: String,
    /// The seasons with rankings or documents to show (for managers also the current one and
    /// the next), the latest first.
    pub seasons: Vec<RankingSeason>,
    pub rankings: Vec<Ranking>,
    pub documents: Vec<RankingDocument>,
    /// Whether the asker manages the department's rankings (Admin, its Section staff).
    pub can_manage: bool,
}

/// A line of a ranking.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Standing {
    pub position: i32,
    pub member_id: i64,
    pub name: String,
    /// The public page's URL segment (`/clenove/{id}/{slug}`); none for an archived member.
    pub slug: Option<String>,
    pub birth_year: Option<i32>,
    pub club_name: Option<String>,
    /// The points as the ranking writes them (`160`, `25,01`).
    pub points: String,
    /// The points as a number, for sorting and charts.
    pub points_value: f64,
    pub result_count: i32,
    pub counted_count: i32,
}

/// A page of a ranking's lines of one category and sex.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RankingStandings {
    pub ranking: Ranking,
    pub category: RankingCategory,
    pub sex: Sex,
    /// Lines of the category and sex in all.
    pub total: i64,
    pub rows: Vec<Standing>,
    /// The workbook of this category and sex.
    pub download_url: String,
}

/// Whether the asker manages the department's rankings.
fn manages(actor: &Actor, department_id: i64) -> bool {
    policy::check_ranking_manage(&actor.identity, department_id).is_ok()
}

/// The department's name, or NOT_FOUND.
async fn department_name(app: &App, department_id: i64) -> AppResult<String> {
    db::department(&app.pool, department_id)
        .await?
        .map(|(_, name)| name)
        .ok_or(AppError::NotFound)
}

/// A department's rankings and documents of a season: the published ones, and the hidden
/// ones too for those who manage them. Without a season: the latest with something to show
/// (for managers the current season where there is nothing yet).
pub async fn rankings_page(
    app: &App,
    actor: &Actor,
    department_id: i64,
    season: Option<i32>,
) -> AppResult<RankingsPage> {
    let department_name = department_name(app, department_id).await?;
    let can_manage = manages(actor, department_id);
    let mut seasons = db::ranking_seasons(&app.pool, department_id, !can_manage).await?;
    let current = season_of(stopa_domain::time::today());
    if can_manage {
        seasons.extend([current, current + 1]);
    }
    if let Some(season) = season {
        if !(1990..=2200).contains(&season) {
            return Err(AppError::field("season", "Sezóna není platný rok."));
        }
        seasons.push(season);
    }
    seasons.sort_unstable_by(|a, b| b.cmp(a));
    seasons.dedup();
    let season = season
        .or_else(|| {
            seasons
                .iter()
                .copied()
                .find(|season| *season <= current)
                .or(seasons.first().copied())
        })
        .unwrap_or(current);
    if !seasons.contains(&season) {
        seasons.push(season);
        seasons.sort_unstable_by(|a, b| b.cmp(a));
    }
    let rankings = db::rankings_of(&app.pool, department_id, season, !can_manage).await?;
    let documents = db::documents_of(&app.pool, department_id, season, !can_manage).await?;
    Ok(RankingsPage {
        department_id,
        department_name,
        season,
        season_label: season_label(season),
        seasons: seasons
            .into_iter()
            .map(|season| RankingSeason {
                season,
                label: season_label(season),
            })
            .collect(),
        rankings: rankings.into_iter().map(Ranking::from).collect(),
        documents: documents.into_iter().map(RankingDocument::from).collect(),
        can_manage,
    })
}

/// A ranking the asker may read: published, or managed by the asker.
async fn readable_ranking(app: &App, actor: &Actor, ranking_id: i64) -> AppResult<RankingRow> {
    let ranking = db::find_ranking(&app.pool, ranking_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !ranking.published && !manages(actor, ranking.department_id) {
        return Err(AppError::NotFound);
    }
    Ok(ranking)
}

fn standing(rule: RankingRule, row: EntryView) -> Standing {
    let name = format!("{} {}", row.first_name, row.last_name);
    Standing {
        position: row.position,
        member_id: row.member_id,
        slug: (!row.archived).then(|| stopa_domain::club::slug(&name)),
        name,
        birth_year: row.birth_year,
        club_name: row.club_name,
        points: points_text(rule, row.points),
        #[allow(clippy::cast_precision_loss)]
        points_value: row.points as f64 / 100.0,
        result_count: row.result_count,
        counted_count: row.counted_count,
    }
}

/// A page of a ranking's lines of one category and sex, by position.
pub async fn ranking_standings(
    app: &App,
    actor: &Actor,
    ranking_id: i64,
    category: RankingCategory,
    sex: Sex,
    offset: i64,
    limit: i64,
) -> AppResult<RankingStandings> {
    let ranking = readable_ranking(app, actor, ranking_id).await?;
    let offset = offset.max(0);
    let limit = limit.clamp(1, STANDINGS_PAGE_MAX);
    let total = db::entry_count(&app.pool, ranking_id, category, sex).await?;
    let rows = db::entries(&app.pool, ranking_id, category, sex, (offset, limit)).await?;
    let rule = ranking.rule;
    Ok(RankingStandings {
        download_url: download_url(ranking_id, category, sex),
        ranking: ranking.into(),
        category,
        sex,
        total,
        rows: rows.into_iter().map(|row| standing(rule, row)).collect(),
    })
}

/// The workbook of a ranking's category and sex: `/api/public/export/ranking/{id}-{category}-{sex}.xlsx`.
fn download_url(ranking_id: i64, category: RankingCategory, sex: Sex) -> String {
    format!(
        "/api/public/export/ranking/{ranking_id}-{}-{}.xlsx",
        category.as_str().to_lowercase(),
        sex.as_str().to_lowercase()
    )
}

/// Reads the name of a ranking workbook: `{id}-{category}-{sex}`.
pub fn parse_download_name(name: &str) -> Option<(i64, RankingCategory, Sex)> {
    let mut parts = name.split('-');
    let id = parts.next()?.parse().ok()?;
    let category = RankingCategory::parse(&parts.next()?.to_uppercase())?;
    let sex = Sex::parse(&parts.next()?.to_uppercase())?;
    parts.next().is_none().then_some((id, category, sex))
}

/// A ranking's category and sex as a workbook: the lines (typed cells) and a sheet of the
/// ranking's rule and state.
pub async fn ranking_xlsx(
    app: &App,
    actor: &Actor,
    ranking_id: i64,
    category: RankingCategory,
    sex: Sex,
) -> AppResult<Download> {
    use stopa_formats::workbook::{Cell, Sheet, sheets_workbook};
    let ranking = readable_ranking(app, actor, ranking_id).await?;
    let department = department_name(app, ranking.department_id).await?;
    let rows = db::entries(&app.pool, ranking_id, category, sex, (0, i64::MAX)).await?;
    let rule = ranking.rule;
    let cells: Vec<Vec<Cell>> = rows
        .into_iter()
        .map(|row| standing(rule, row))
        .map(|line| {
            vec![
                Cell::Number(f64::from(line.position)),
                Cell::Text(line.name),
                line.birth_year
                    .map_or(Cell::Empty, |year| Cell::Number(f64::from(year))),
                Cell::text(line.club_name.as_deref()),
                Cell::Number(line.points_value),
                Cell::Number(f64::from(line.result_count)),
                Cell::Number(f64::from(line.counted_count)),
            ]
        })
        .collect();
    let header = [
        "Pořadí",
        "Jméno",
        "Rok narození",
        "Klub",
        "Body",
        "Výsledků",
        "Započteno",
    ];
    let sheet_name = format!(
        "{} – {}",
        category.label().split(' ').next().unwrap_or_default(),
        if sex == Sex::Male { "muži" } else { "ženy" }
    );
    let view = Ranking::from(ranking.clone());
    let about = [
        ("Žebříček", view.name.clone()),
        ("Úsek", department),
        ("Sezóna", view.season_label.clone()),
        ("Kategorie", category.label().to_owned()),
        ("Pohlaví", sex.label().to_owned()),
        ("Pravidlo", view.definition.clone()),
        ("Hodnocení", view.rating_label.clone()),
        (
            "Spočteno",
            view.computed_at.map_or_else(
                || "dosud nespočteno".to_owned(),
                |at| {
                    at.with_timezone(&stopa_domain::time::TIME_ZONE)
                        .format("%-d. %-m. %Y %H:%M")
                        .to_string()
                },
            ),
        ),
        ("Zdroj", view.source.clone().unwrap_or_default()),
    ];
    let bytes = sheets_workbook(
        &[Sheet {
            name: &sheet_name,
            header: &header,
            rows: &cells,
        }],
        "O žebříčku",
        &about,
    )
    .map_err(|error| AppError::Internal(format!("ranking xlsx: {error}")))?;
    Ok(Download::xlsx_bytes(
        format!(
            "zebricek-{ranking_id}-{}-{}.xlsx",
            category.as_str().to_lowercase(),
            sex.as_str().to_lowercase()
        ),
        bytes,
    ))
}

/// The checked fields of a ranking input.
struct CheckedRanking {
    name: String,
    rule: RankingRule,
    best_results: Option<i16>,
    discipline: Option<String>,
    race_categories: Vec<String>,
}

fn problem(field: &str, message: &str) -> FieldProblem {
    FieldProblem {
        field: field.to_owned(),
        message: message.to_owned(),
    }
}

/// Checks a ranking's input, reporting every problem at once: a name of 1–100 characters; 1–100
/// results counted; a discipline of up to 30 characters; up to 20 FIS race category codes of
/// 1–10 letters or digits (written upper-case; none for a points list).
fn checked(input: RankingInput) -> AppResult<CheckedRanking> {
    let mut problems = Vec::new();
    let name = input.name.trim().to_owned();
    if name.is_empty() {
        problems.push(problem("name", "Vyplňte název žebříčku."));
    } else if name.chars().count() > NAME_MAX {
        problems.push(problem(
            "name",
            "Název žebříčku může mít nejvýše 100 znaků.",
        ));
    }
    let best_results = match input.best_results {
        None => None,
        Some(best @ 1..=100) => i16::try_from(best).ok(),
        Some(_) => {
            problems.push(problem(
                "bestResults",
                "Počet započtených výsledků musí být 1 až 100.",
            ));
            None
        }
    };
    let discipline = input
        .discipline
        .map(|discipline| discipline.trim().to_owned())
        .filter(|discipline| !discipline.is_empty());
    if discipline
        .as_ref()
        .is_some_and(|discipline| discipline.chars().count() > 30)
    {
        problems.push(problem(
            "discipline",
            "Disciplína může mít nejvýše 30 znaků.",
        ));
    }
    let mut race_categories: Vec<String> = input
        .race_categories
        .iter()
        .flat_map(|codes| codes.split([',', ' ', ';']))
        .map(|code| code.trim().to_uppercase())
        .filter(|code| !code.is_empty())
        .collect();
    race_categories.sort();
    race_categories.dedup();
    if race_categories.len() > 20
        || race_categories.iter().any(|code| {
            code.chars().count() > 10 || !code.chars().all(|c| c.is_ascii_alphanumeric())
        })
    {
        problems.push(problem(
            "raceCategories",
            "Kategorie závodů zapište jako kódy FIS (např. NC, FIS, NJR), nejvýše 20 kódů.",
        ));
    }
    if input.rule == RankingRule::FisList {
        race_categories.clear();
    }
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    Ok(CheckedRanking {
        name,
        rule: input.rule,
        best_results,
        discipline,
        race_categories,
    })
}

impl CheckedRanking {
    fn fields(&self) -> db::RankingFields<'_> {
        db::RankingFields {
            name: &self.name,
            rule: self.rule,
            best_results: self.best_results,
            discipline: self.discipline.as_deref(),
            race_categories: &self.race_categories,
        }
    }
}

/// Refuses a name another ranking of the season has (any case), under the season's lock.
async fn check_name_free(
    write: &mut AuditedWrite,
    department_id: i64,
    season: i32,
    name: &str,
    except: Option<i64>,
) -> AppResult<()> {
    stopa_db::lock_for_transaction(write.tx(), &format!("ranking:{department_id}:{season}"))
        .await?;
    if db::ranking_name_taken(write.tx(), department_id, season, name, except).await? {
        return Err(AppError::Conflict {
            field: "name".into(),
            message: "Úsek už má v této sezóně žebříček s tímto názvem.".into(),
        });
    }
    Ok(())
}

/// Records the recomputation of a department season's rankings in the caller's transaction;
/// push it after the commit.
pub(crate) async fn record_recompute(
    write: &mut AuditedWrite,
    actor: &Actor,
    department_id: i64,
    season: i32,
) -> AppResult<Recorded> {
    JobQueues::record(
        write.tx(),
        &RankingRecompute {
            department_id,
            season,
        },
        actor.account_id(),
    )
    .await
    .map_err(crate::job::enqueue_error)
}

/// After FIS points lists were loaded: the rankings of the current and the next season of the
/// departments of those sectors (`AL` → `al`) are computed again (a job each; a job Redis does
/// not take now is queued by the worker's sweep).
pub async fn after_points_lists(app: &App, sectors: &[String], by: Option<i64>) -> AppResult<()> {
    let current = season_of(stopa_domain::time::today());
    let mut sectors: Vec<&String> = sectors.iter().collect();
    sectors.sort();
    sectors.dedup();
    for sector in sectors {
        for department_id in db::departments_of_sector(&app.pool, sector).await? {
            for season in [current, current + 1] {
                app.queues
                    .enqueue(
                        &app.pool,
                        &RankingRecompute {
                            department_id,
                            season,
                        },
                        by,
                    )
                    .await
                    .map_err(crate::job::enqueue_error)?;
            }
        }
    }
    Ok(())
}

/// A new ranking of a department's season (its managers); its standings follow from the job.
pub async fn create_ranking(
    app: &App,
    actor: &Actor,
    department_id: i64,
    season: i32,
    input: RankingInput,
) -> AppResult<Ranking> {
    policy::check_ranking_manage(&actor.identity, department_id)?;
    department_name(app, department_id).await?;
    let current = season_of(stopa_domain::time::today());
    if !(1990..=current + 1).contains(&season) {
        return Err(AppError::field(
            "season",
            format!("Sezóna může být nejpozději {}.", season_label(current + 1)),
        ));
    }
    let checked = checked(input)?;
    let mut write = AuditedWrite::begin(app, actor, "ranking").await?;
    check_name_free(&mut write, department_id, season, &checked.name, None).await?;
    let id = db::insert_ranking(
        write.tx(),
        department_id,
        season,
        &checked.fields(),
        actor.account_id(),
    )
    .await?;
    let row = db::find_ranking(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.audit("create", id, None::<&()>, Some(&row)).await?;
    let job = record_recompute(&mut write, actor, department_id, season).await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &[job]).await;
    Ok(row.into())
}

/// Locks a ranking for a change by its managers.
async fn managed_ranking(
    write: &mut AuditedWrite,
    actor: &Actor,
    ranking_id: i64,
) -> AppResult<RankingRow> {
    let ranking = db::lock_ranking(write.tx(), ranking_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if let Err(denied) = policy::check_ranking_manage(&actor.identity, ranking.department_id) {
        // A hidden ranking of another department does not exist for the asker.
        return Err(if ranking.published {
            denied.into()
        } else {
            AppError::NotFound
        });
    }
    Ok(ranking)
}

/// Changes a ranking's rule; the job computes it again.
pub async fn update_ranking(
    app: &App,
    actor: &Actor,
    ranking_id: i64,
    input: RankingInput,
) -> AppResult<Ranking> {
    let mut write = AuditedWrite::begin(app, actor, "ranking").await?;
    let before = managed_ranking(&mut write, actor, ranking_id).await?;
    let checked = checked(input)?;
    check_name_free(
        &mut write,
        before.department_id,
        before.season,
        &checked.name,
        Some(ranking_id),
    )
    .await?;
    db::update_ranking(write.tx(), ranking_id, &checked.fields()).await?;
    let after = db::find_ranking(write.tx(), ranking_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("update", ranking_id, Some(&before), Some(&after))
        .await?;
    let job = record_recompute(&mut write, actor, before.department_id, before.season).await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &[job]).await;
    Ok(after.into())
}

/// Publishes a ranking on the public page, or hides it again.
pub async fn set_ranking_published(
    app: &App,
    actor: &Actor,
    ranking_id: i64,
    published: bool,
) -> AppResult<Ranking> {
    let mut write = AuditedWrite::begin(app, actor, "ranking").await?;
    let before = managed_ranking(&mut write, actor, ranking_id).await?;
    db::set_ranking_published(write.tx(), ranking_id, published).await?;
    write
        .audit(
            if published { "publish" } else { "hide" },
            ranking_id,
            Some(&before.published),
            Some(&published),
        )
        .await?;
    let after = db::find_ranking(write.tx(), ranking_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(after.into())
}

/// Deletes a ranking and its standings.
pub async fn delete_ranking(app: &App, actor: &Actor, ranking_id: i64) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "ranking").await?;
    let before = managed_ranking(&mut write, actor, ranking_id).await?;
    db::delete_ranking(write.tx(), ranking_id).await?;
    write
        .audit("delete", ranking_id, Some(&before), None::<&()>)
        .await?;
    write.commit().await
}

/// Computes the standings of every ranking of a department's season again (the job's work):
/// each ranking in its own transaction under its row's lock, its lines replaced, so that a
/// run twice leaves the same lines. Returns the rankings computed.
pub async fn recompute_rankings(app: &App, department_id: i64, season: i32) -> AppResult<usize> {
    recompute(&app.pool, department_id, season).await
}

/// [`recompute_rankings`] on a pool (the demo seed computes its rankings at once).
pub async fn recompute(pool: &sqlx::PgPool, department_id: i64, season: i32) -> AppResult<usize> {
    let ids = db::ranking_ids_of(pool, department_id, season).await?;
    let sector = db::department(pool, department_id)
        .await?
        .map(|(code, _)| code.to_uppercase())
        .unwrap_or_default();
    for ranking_id in &ids {
        let mut transaction = stopa_db::begin(pool).await?;
        let Some(ranking) = db::lock_ranking(&mut transaction, *ranking_id).await? else {
            continue;
        };
        let (source, totals) = ranking_totals(&mut transaction, &ranking, &sector).await?;
        let entries = lines(&mut transaction, &ranking, totals).await?;
        db::replace_entries(&mut transaction, *ranking_id, &entries, source.as_deref()).await?;
        transaction
            .commit()
            .await
            .map_err(stopa_db::DbError::from)?;
    }
    Ok(ids.len())
}

/// Each athlete's total under the ranking's rule, and the standings' source.
async fn ranking_totals(
    connection: &mut stopa_db::PgConnection,
    ranking: &RankingRow,
    sector: &str,
) -> AppResult<(Option<String>, Vec<stopa_domain::ranking::Total>)> {
    let best = ranking
        .best_results
        .and_then(|best| u16::try_from(best).ok());
    if ranking.rule == RankingRule::FisList {
        let Some((name, rows)) = db::list_points(
            connection,
            sector,
            season_days(ranking.season).1,
            ranking.discipline.as_deref(),
        )
        .await?
        else {
            return Ok((None, Vec::new()));
        };
        let results: Vec<RankedResult> = rows
            .into_iter()
            .map(|row| RankedResult {
                member_id: row.member_id,
                rank: Some(1),
                fis_points: Some(row.points),
            })
            .collect();
        return Ok((Some(name), totals(RankingRule::FisList, Some(1), &results)));
    }
    let rows = db::ranking_results(
        connection,
        ranking.department_id,
        season_days(ranking.season),
        ranking.discipline.as_deref(),
        &ranking.race_categories,
    )
    .await?;
    let results: Vec<RankedResult> = rows
        .into_iter()
        .map(|row| {
            let computed = match (row.total_time_ms, row.winner_ms, row.f_value) {
                (Some(time), Some(winner), Some(f_value)) if row.rank.is_some() => race_fis_points(
                    i64::from(time),
                    i64::from(winner),
                    i64::from(f_value),
                    i64::from(row.penalty.unwrap_or(0)),
                ),
                _ => None,
            };
            // The list's FIS points; else its race points with the penalty; else from times.
            let listed = row.fis_points.map(i64::from).or_else(|| {
                row.race_points
                    .map(|points| i64::from(points) + i64::from(row.penalty.unwrap_or(0)))
            });
            RankedResult {
                member_id: row.member_id,
                rank: row.rank,
                fis_points: listed.or(computed),
            }
        })
        .collect();
    Ok((None, totals(ranking.rule, best, &results)))
}

/// The lines of the totals: per sex among all and in the age category, by position (names
/// ordering equal points).
async fn lines(
    connection: &mut stopa_db::PgConnection,
    ranking: &RankingRow,
    totals: Vec<stopa_domain::ranking::Total>,
) -> AppResult<Vec<db::NewEntry>> {
    let ids: Vec<i64> = totals.iter().map(|total| total.member_id).collect();
    // The members in Czech name order: their index orders equal points.
    let members: BTreeMap<i64, (usize, db::RankedMemberRow)> = db::ranked_members(connection, &ids)
        .await?
        .into_iter()
        .enumerate()
        .map(|(order, member)| (member.member_id, (order, member)))
        .collect();
    let mut groups: BTreeMap<(RankingCategory, Sex), Vec<(&stopa_domain::ranking::Total, usize)>> =
        BTreeMap::new();
    for total in &totals {
        // Archived members are not ranked.
        let Some((order, member)) = members.get(&total.member_id) else {
            continue;
        };
        groups
            .entry((RankingCategory::All, member.sex))
            .or_default()
            .push((total, *order));
        if let Some(category) = member
            .birth_year
            .and_then(|year| RankingCategory::of_birth_year(ranking.season, year))
        {
            groups
                .entry((category, member.sex))
                .or_default()
                .push((total, *order));
        }
    }
    let mut entries = Vec::with_capacity(totals.len() * 2);
    for ((category, sex), mut group) in groups {
        group.sort_by(|(a, a_order), (b, b_order)| {
            let by_points = match ranking.rating {
                Rating::Positive => b.points.cmp(&a.points),
                Rating::Negative => a.points.cmp(&b.points),
            };
            by_points.then(a_order.cmp(b_order))
        });
        let points: Vec<i64> = group.iter().map(|(total, _)| total.points).collect();
        for (line, ((total, _), position)) in group.iter().zip(positions(&points)).enumerate() {
            entries.push(db::NewEntry {
                category,
                sex,
                line: i32::try_from(line + 1).unwrap_or(i32::MAX),
                position,
                member_id: total.member_id,
                points: total.points,
                result_count: total.result_count,
                counted_count: total.counted_count,
            });
        }
    }
    Ok(entries)
}

/// The media types a ranking document may have: PDF, Excel and OpenDocument spreadsheets.
fn ranking_document_type(file_name: &str, bytes: &[u8]) -> Option<&'static str> {
    crate::racing_event::document_content_type(file_name, bytes).filter(|content_type| {
        matches!(
            *content_type,
            "application/pdf"
                | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                | "application/vnd.ms-excel"
                | "application/vnd.oasis.opendocument.spreadsheet"
        )
    })
}

/// Adds a ranking document to a department's season, hidden until published.
pub async fn upload_ranking_document(
    app: &App,
    actor: &Actor,
    department_id: i64,
    season: i32,
    title: Option<String>,
    file_name: &str,
    bytes: &[u8],
) -> AppResult<RankingDocument> {
    policy::check_ranking_manage(&actor.identity, department_id)?;
    department_name(app, department_id).await?;
    if !(1990..=2200).contains(&season) {
        return Err(AppError::field("season", "Sezóna není platný rok."));
    }
    if bytes.len() > DOCUMENT_MAX_BYTES {
        return Err(AppError::field(
            "file",
            "Soubor se nepodařilo nahrát: je větší než 10 MB.",
        ));
    }
    let Some(content_type) = ranking_document_type(file_name, bytes) else {
        return Err(AppError::field(
            "file",
            "Soubor se nepodařilo nahrát: listina bodů může být PDF nebo tabulka Excel či OpenDocument.",
        ));
    };
    let file_name: String = file_name
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '/' | '\\'))
        .take(200)
        .collect();
    let title = title
        .map(|title| title.trim().chars().take(200).collect::<String>())
        .filter(|title| !title.is_empty())
        .unwrap_or_else(|| file_name.clone());
    let mut write = AuditedWrite::begin(app, actor, "ranking_document").await?;
    let id = db::insert_document(
        write.tx(),
        &db::NewRankingDocument {
            department_id,
            season,
            title: &title,
            file_name: &file_name,
            content_type,
            content: bytes,
            account_id: actor.account_id(),
        },
    )
    .await?;
    let row = db::find_document(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.audit("upload", id, None::<&()>, Some(&row)).await?;
    write.commit().await?;
    Ok(row.into())
}

/// A document for a change by its department's managers.
async fn managed_document(
    app: &App,
    actor: &Actor,
    document_id: i64,
) -> AppResult<RankingDocumentRow> {
    let document = db::find_document(&app.pool, document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if let Err(denied) = policy::check_ranking_manage(&actor.identity, document.department_id) {
        return Err(if document.published {
            denied.into()
        } else {
            AppError::NotFound
        });
    }
    Ok(document)
}

/// Publishes a ranking document, or hides it again.
pub async fn set_ranking_document_published(
    app: &App,
    actor: &Actor,
    document_id: i64,
    published: bool,
) -> AppResult<RankingDocument> {
    let before = managed_document(app, actor, document_id).await?;
    let mut write = AuditedWrite::begin(app, actor, "ranking_document").await?;
    db::set_document_published(write.tx(), document_id, published).await?;
    write
        .audit(
            if published { "publish" } else { "hide" },
            document_id,
            Some(&before.published),
            Some(&published),
        )
        .await?;
    let after = db::find_document(write.tx(), document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(after.into())
}

/// Deletes a ranking document.
pub async fn delete_ranking_document(app: &App, actor: &Actor, document_id: i64) -> AppResult<()> {
    let before = managed_document(app, actor, document_id).await?;
    let mut write = AuditedWrite::begin(app, actor, "ranking_document").await?;
    db::delete_document(write.tx(), document_id).await?;
    write
        .audit("delete", document_id, Some(&before), None::<&()>)
        .await?;
    write.commit().await
}

/// A ranking document to download: a published one to everybody, a hidden one to its
/// managers.
pub async fn ranking_document(app: &App, actor: &Actor, document_id: i64) -> AppResult<Download> {
    let document = db::find_document(&app.pool, document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !document.published && !manages(actor, document.department_id) {
        return Err(AppError::NotFound);
    }
    let content = db::document_content(&app.pool, document_id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Download::document(
        document.file_name,
        document.content_type,
        content,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_results_counted_are_written_in_good_czech() {
        assert_eq!(counted_text(1), "Započítává se nejlepší výsledek");
        assert_eq!(counted_text(3), "Započítávají se 3 nejlepší výsledky");
        assert_eq!(counted_text(5), "Započítává se 5 nejlepších výsledků");
    }

    #[test]
    fn a_workbooks_name_reads_back() {
        let url = download_url(7, RankingCategory::U16, Sex::Female);
        assert_eq!(url, "/api/public/export/ranking/7-u16-female.xlsx");
        let name = url
            .rsplit('/')
            .next()
            .and_then(|file| file.strip_suffix(".xlsx"))
            .unwrap();
        assert_eq!(
            parse_download_name(name),
            Some((7, RankingCategory::U16, Sex::Female))
        );
        assert_eq!(parse_download_name("7-u16"), None);
        assert_eq!(parse_download_name("7-u16-female-x"), None);
        assert_eq!(parse_download_name("x-all-male"), None);
    }

    #[test]
    fn a_rankings_input_is_checked_at_once() {
        let Err(AppError::Validation(problems)) = checked(RankingInput {
            name: "  ".into(),
            rule: RankingRule::CupPoints,
            best_results: Some(0),
            discipline: Some("x".repeat(31)),
            race_categories: vec!["NC, F<IS".into()],
        }) else {
            panic!("refused");
        };
        let fields: Vec<&str> = problems
            .iter()
            .map(|problem| problem.field.as_str())
            .collect();
        assert_eq!(
            fields,
            ["name", "bestResults", "discipline", "raceCategories"]
        );
        let ok = checked(RankingInput {
            name: " Český pohár ".into(),
            rule: RankingRule::CupPoints,
            best_results: None,
            discipline: Some(" SL ".into()),
            race_categories: vec!["nc fis".into(), "NC".into()],
        })
        .unwrap_or_else(|_| panic!("accepted"));
        assert_eq!(ok.name, "Český pohár");
        assert_eq!(ok.discipline.as_deref(), Some("SL"));
        assert_eq!(ok.race_categories, ["FIS", "NC"]);
    }
}
