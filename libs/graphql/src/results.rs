//! Results over `stopa_app::results`: uploading result files (also from timing software with
//! the timekeeping company's bearer token), the imports' progress, result races with their
//! rows and status, pairing suggestions, and a member's results.

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};
use chrono::{DateTime, NaiveDate, Utc};
use stopa_app::results::{self as app, SuggestionScope, UploadResults};
pub use stopa_app::results::{ResultActions, ResultRaceDetailsRequest as ResultRaceDetailsInput};
use stopa_db::results::{
    MemberResultRow, MemberResultStatsRow, ResultRaceRow, ResultRowView, SuggestionView,
};

use crate::context::{asked, read_upload};
use crate::error::ApiResult;
use stopa_domain::member::Sex;
use stopa_domain::member_import::ImportProgress;
use stopa_domain::racing_event::GenderGroup;
use stopa_domain::results::ResultFormat;
use stopa_domain::results::ResultRaceStatus;
use stopa_domain::results::ResultStatus;
use stopa_domain::results::{PairingMethod, ResultImportState};

/// A count of an import's report.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultImportCount {
    /// RACES, ROWS, PAIRED, SUGGESTED, UNPAIRED or PROBLEMS.
    pub key: String,
    /// In Czech.
    pub label: String,
    pub count: i64,
}

/// An uploaded result file and how its import went.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultImport {
    pub id: i64,
    pub racing_event_id: i64,
    pub race_id: Option<i64>,
    pub file_name: String,
    pub format: ResultFormat,
    pub state: ResultImportState,
    /// The spec's progress: COMPLETED, IN_PROGRESS or UNKNOWN.
    pub progress: ImportProgress,
    pub total_rows: i32,
    pub processed_rows: i32,
    pub race_count: i32,
    pub counts: Vec<ResultImportCount>,
    /// Rows that could not be read, each a Czech sentence naming where.
    pub problems: Vec<String>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl From<app::ResultImport> for ResultImport {
    fn from(import: app::ResultImport) -> Self {
        let counts = import
            .counts()
            .into_iter()
            .map(|(key, label, count)| ResultImportCount {
                key: key.to_owned(),
                label: label.to_owned(),
                count,
            })
            .collect();
        let problems = import.problems();
        let progress = import.progress();
        let row = import.row;
        Self {
            id: row.result_import_id,
            racing_event_id: row.racing_event_id,
            race_id: row.race_id,
            file_name: row.file_name,
            format: row.format,
            state: row.state,
            progress,
            total_rows: row.total_rows,
            processed_rows: row.processed_rows,
            race_count: row.race_count,
            counts,
            problems,
            error: row.error,
            created_at: row.created_at,
            finished_at: row.finished_at,
        }
    }
}

/// A result race (výsledkový závod).
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultRace {
    pub id: i64,
    pub racing_event_id: i64,
    /// The event's race it belongs to, when known.
    pub race_id: Option<i64>,
    pub race_name: Option<String>,
    pub name: String,
    /// FIS sector code: AL, CC, JP, NK, SB, FS.
    pub sector: Option<String>,
    /// FIS discipline code (SL, GS, SP, …).
    pub discipline: Option<String>,
    pub gender_group: Option<GenderGroup>,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub category: Option<String>,
    pub codex: Option<String>,
    pub birth_year_from: Option<i32>,
    pub birth_year_to: Option<i32>,
    pub run_count: i32,
    /// Race penalty in Czech form (`23,91`).
    pub penalty: Option<String>,
    pub status: ResultRaceStatus,
    /// The status in Czech.
    pub status_label: String,
    pub row_count: i32,
    pub paired_count: i32,
    /// Rows with open pairing suggestions (0 for the public).
    pub suggestion_count: i64,
    pub updated_at: DateTime<Utc>,
    /// The public downloads (published races only).
    pub xlsx_url: String,
    /// The printed result list (A4 PDF).
    pub pdf_url: String,
    /// The statuses it may move to now (for its managers; empty for everybody else).
    pub next_statuses: Vec<ResultRaceStatus>,
    /// Whether its managers may delete it (a DRAFT or CANCELED race never published).
    pub can_delete: bool,
    /// A new version of a published race (its file uploaded again): the published race it
    /// replaces once it is published itself; null otherwise.
    pub replaces_result_race_id: Option<i64>,
}

impl ResultRace {
    fn of(race: ResultRaceRow, public: bool, can_manage: bool) -> Self {
        let next_statuses = if can_manage {
            app::next_statuses(race.status).into_iter().collect()
        } else {
            Vec::new()
        };
        Self {
            next_statuses,
            can_delete: can_manage
                && stopa_domain::results::result_race_deletable(
                    race.status,
                    race.published_at.is_some(),
                ),
            replaces_result_race_id: race.replaces_result_race_id,
            id: race.result_race_id,
            racing_event_id: race.racing_event_id,
            race_id: race.race_id,
            race_name: race.race_name,
            name: race.name,
            sector: race.sector,
            discipline: race.discipline,
            gender_group: race.gender_group,
            race_date: race.race_date,
            place: race.place,
            category: race.category,
            codex: race.codex,
            birth_year_from: race.birth_year_from,
            birth_year_to: race.birth_year_to,
            run_count: i32::from(race.run_count),
            penalty: app::display_points(race.penalty),
            status: race.status,
            status_label: race.status.label().to_owned(),
            row_count: race.row_count,
            paired_count: if public { 0 } else { race.paired_count },
            suggestion_count: if public { 0 } else { race.suggestion_count },
            updated_at: race.updated_at,
            xlsx_url: format!(
                "/api/public/export/result/race/{}.xlsx",
                race.result_race_id
            ),
            pdf_url: format!("/api/public/export/result/race/{}.pdf", race.result_race_id),
        }
    }
}

/// One run, round or jump of a result row.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultRun {
    /// From 1.
    pub number: i32,
    /// True for a ski jump.
    pub jump: bool,
    /// In Czech form (`1:02,35`).
    pub time: Option<String>,
    /// The status code written in place of the time (DNF).
    pub status: Option<String>,
    /// Jump distance in metres, Czech form (`125,5`).
    pub distance: Option<String>,
    pub points: Option<String>,
}

fn runs(row: &ResultRowView) -> Vec<ResultRun> {
    app::runs_of(&row.runs)
        .into_iter()
        .map(|run| ResultRun {
            number: run.number,
            jump: run.jump,
            time: app::display_time(run.time_ms),
            status: run.status,
            distance: app::display_points(run.distance),
            points: app::display_points(run.points),
        })
        .collect()
}

/// One athlete's result.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultRow {
    /// The row's place in the file (its key within the race).
    pub ordinal: i32,
    pub rank: Option<i32>,
    pub bib: Option<i32>,
    pub fis_code: Option<String>,
    pub last_name: String,
    pub first_name: String,
    pub nation: Option<String>,
    pub club: Option<String>,
    pub club_code: Option<String>,
    pub birth_year: Option<i32>,
    pub sex: Option<Sex>,
    pub runs: Vec<ResultRun>,
    /// In Czech form (`1:02,35`).
    pub total_time: Option<String>,
    /// Behind the winner, `+0:01,20`.
    pub difference: Option<String>,
    pub fis_points: Option<String>,
    pub race_points: Option<String>,
    /// Points of a result by points (jumping).
    pub score: Option<String>,
    pub status: ResultStatus,
    /// The status in Czech.
    pub status_label: String,
    /// The paired member.
    pub member_id: Option<i64>,
    pub member_name: Option<String>,
    /// How the row was paired; null for the public.
    pub pairing: Option<PairingMethod>,
    /// Open suggestions of the row (0 for the public).
    pub suggestion_count: i64,
}

impl From<ResultRowView> for ResultRow {
    fn from(row: ResultRowView) -> Self {
        let runs = runs(&row);
        Self {
            ordinal: row.ordinal,
            rank: row.rank,
            bib: row.bib,
            fis_code: row.fis_code,
            last_name: row.last_name,
            first_name: row.first_name,
            nation: row.nation,
            club: row.club,
            club_code: row.club_code,
            birth_year: row.birth_year,
            sex: row.sex,
            runs,
            total_time: app::display_time(row.total_time_ms),
            difference: app::display_time(row.difference_ms).map(|time| format!("+{time}")),
            fis_points: app::display_points(row.fis_points),
            race_points: app::display_points(row.race_points),
            score: app::display_points(row.score),
            status: row.status,
            status_label: row.status.label().to_owned(),
            member_id: row.member_id,
            member_name: row.member_name,
            pairing: row.pairing,
            suggestion_count: row.suggestion_count,
        }
    }
}

/// An event's results.
#[derive(SimpleObject, Debug, Clone)]
pub struct EventResults {
    pub racing_event_id: i64,
    pub races: Vec<ResultRace>,
    /// The latest uploads (for those who upload).
    pub imports: Vec<ResultImport>,
    pub actions: ResultActions,
    /// The event's published results as one workbook, a sheet per race
    /// (`/api/public/export/result/event/{event}-vse.xlsx`).
    pub xlsx_url: String,
}

/// A result race with its rows.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultRaceDetail {
    pub race: ResultRace,
    pub event_name: String,
    pub rows: Vec<ResultRow>,
    pub actions: ResultActions,
    pub next_statuses: Vec<ResultRaceStatus>,
}

impl From<app::ResultRaceDetail> for ResultRaceDetail {
    fn from(detail: app::ResultRaceDetail) -> Self {
        let public = !detail.actions.can_see_work;
        Self {
            race: ResultRace::of(detail.race, public, detail.actions.can_manage),
            event_name: detail.event_name,
            rows: detail.rows.into_iter().map(Into::into).collect(),
            actions: detail.actions,
            next_statuses: detail.next_statuses.into_iter().collect(),
        }
    }
}

/// An open pairing suggestion: a result row and a member who may be its athlete.
#[derive(SimpleObject, Debug, Clone)]
pub struct PairingSuggestion {
    pub racing_event_id: i64,
    pub event_name: String,
    pub result_race_id: i64,
    pub result_race_name: String,
    pub ordinal: i32,
    pub row_name: String,
    pub row_birth_year: Option<i32>,
    pub row_club: Option<String>,
    pub row_rank: Option<i32>,
    pub member_id: i64,
    pub member_name: String,
    pub member_birth_year: i32,
    pub member_club: Option<String>,
    /// 0–100.
    pub score: i32,
}

impl From<SuggestionView> for PairingSuggestion {
    fn from(view: SuggestionView) -> Self {
        Self {
            racing_event_id: view.racing_event_id,
            event_name: view.event_name,
            result_race_id: view.result_race_id,
            result_race_name: view.result_race_name,
            ordinal: view.ordinal,
            row_name: format!("{} {}", view.row_last_name, view.row_first_name)
                .trim()
                .to_owned(),
            row_birth_year: view.row_birth_year,
            row_club: view.row_club,
            row_rank: view.row_rank,
            member_id: view.member_id,
            member_name: view.member_name,
            member_birth_year: view.member_birth_year,
            member_club: view.member_club,
            score: i32::from(view.score),
        }
    }
}

/// One result of a member.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberResult {
    pub racing_event_id: i64,
    pub event_name: String,
    pub result_race_id: i64,
    pub result_race_name: String,
    pub race_date: Option<NaiveDate>,
    pub place: Option<String>,
    pub discipline: Option<String>,
    /// The season's name (2026/2027).
    pub season_name: String,
    pub rank: Option<i32>,
    pub bib: Option<i32>,
    pub total_time: Option<String>,
    pub difference: Option<String>,
    pub fis_points: Option<String>,
    pub race_points: Option<String>,
    pub status: ResultStatus,
    pub status_label: String,
    /// Rows of the race (the "of how many").
    pub row_count: i32,
}

impl From<MemberResultRow> for MemberResult {
    fn from(row: MemberResultRow) -> Self {
        Self {
            racing_event_id: row.racing_event_id,
            event_name: row.event_name,
            result_race_id: row.result_race_id,
            result_race_name: row.result_race_name,
            race_date: row.race_date,
            place: row.place,
            discipline: row.discipline,
            season_name: row.season_name,
            rank: row.rank,
            bib: row.bib,
            total_time: app::display_time(row.total_time_ms),
            difference: app::display_time(row.difference_ms).map(|time| format!("+{time}")),
            fis_points: app::display_points(row.fis_points),
            race_points: app::display_points(row.race_points),
            status: row.status,
            status_label: row.status.label().to_owned(),
            row_count: row.row_count,
        }
    }
}

/// An event a file of a bulk upload may be for.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultFileCandidate {
    pub racing_event_id: i64,
    pub name: String,
    pub place: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    /// 0–100: the days (60) and the place (40).
    pub score: i32,
}

/// A file of a bulk upload: what it holds and which events it may be for.
#[derive(SimpleObject, Debug, Clone)]
pub struct ResultFileMatch {
    pub file_name: String,
    pub format: ResultFormat,
    pub races: i32,
    pub rows: i32,
    pub dates: Vec<NaiveDate>,
    pub places: Vec<String>,
    pub candidates: Vec<ResultFileCandidate>,
    /// The event to upload to without asking; null when a person must choose.
    pub chosen_event_id: Option<i64>,
    /// Why the file cannot be used, in Czech.
    pub error: Option<String>,
}

impl From<app::FileMatch> for ResultFileMatch {
    fn from(found: app::FileMatch) -> Self {
        Self {
            file_name: found.file_name,
            format: found.format,
            races: i32::try_from(found.races).unwrap_or(i32::MAX),
            rows: i32::try_from(found.rows).unwrap_or(i32::MAX),
            dates: found.dates,
            places: found.places,
            candidates: found
                .candidates
                .into_iter()
                .map(|candidate| ResultFileCandidate {
                    racing_event_id: candidate.event.racing_event_id,
                    name: candidate.event.name,
                    place: candidate.event.place,
                    date_from: candidate.event.date_from,
                    date_to: candidate.event.date_to,
                    score: i32::from(candidate.score),
                })
                .collect(),
            chosen_event_id: found.chosen,
            error: found.error,
        }
    }
}

#[derive(InputObject, Debug)]
pub struct UploadResultsInput {
    pub racing_event_id: i64,
    /// The event's race the file is for (a file of one race).
    pub race_id: Option<i64>,
    /// Told from the file when not given.
    pub format: Option<ResultFormat>,
}

#[derive(InputObject, Debug)]
pub struct PairingSuggestionsInput {
    /// One event's suggestions.
    pub racing_event_id: Option<i64>,
    /// One result race's suggestions.
    pub result_race_id: Option<i64>,
}

/// A member's results of one season and discipline, summed up (the statistiky tab).
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberResultStats {
    /// The season's name (2026/2027).
    pub season_name: String,
    /// FIS discipline code (SL, GS, SP, …), when the races told it.
    pub discipline: Option<String>,
    /// Starts: every result, whatever its outcome.
    pub starts: i64,
    /// Classified: results with a rank.
    pub ranked: i64,
    pub wins: i64,
    pub podiums: i64,
    pub top_tens: i64,
    pub best_rank: Option<i32>,
    /// The best (lowest) FIS points in Czech form (`23,91`).
    pub best_fis_points: Option<String>,
    /// Starts without a rank (DNF, DNS, DSQ, …).
    pub unranked: i64,
}

impl From<MemberResultStatsRow> for MemberResultStats {
    fn from(row: MemberResultStatsRow) -> Self {
        Self {
            season_name: row.season_name,
            discipline: row.discipline,
            starts: row.starts,
            ranked: row.ranked,
            wins: row.wins,
            podiums: row.podiums,
            top_tens: row.top_tens,
            best_rank: row.best_rank,
            best_fis_points: app::display_points(row.best_fis_points),
            unranked: row.unranked,
        }
    }
}

#[derive(Default)]
pub struct ResultsQuery;

#[Object]
impl ResultsQuery {
    /// An event's result races (the published ones, or all of them for its managers and
    /// timekeeper) with the latest uploads.
    async fn event_results(
        &self,
        ctx: &Context<'_>,
        racing_event_id: i64,
    ) -> ApiResult<EventResults> {
        let (services, request) = asked(ctx)?;
        let results = app::event_results(services, request, racing_event_id).await?;
        let public = !results.actions.can_see_work;
        Ok(EventResults {
            racing_event_id: results.racing_event_id,
            races: results
                .races
                .into_iter()
                .map(|race| ResultRace::of(race, public, results.actions.can_manage))
                .collect(),
            imports: results.imports.into_iter().map(Into::into).collect(),
            actions: results.actions,
            xlsx_url: format!(
                "/api/public/export/result/event/{}-vse.xlsx",
                results.racing_event_id
            ),
        })
    }

    /// A result race with its rows.
    async fn result_race(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ResultRaceDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::result_race(services, request, id).await?.into())
    }

    /// An upload's progress and report.
    async fn result_import(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ResultImport> {
        let (services, request) = asked(ctx)?;
        Ok(app::result_import(services, request, id).await?.into())
    }

    /// Open pairing suggestions of an event, of a result race, or (neither given, Admin) of
    /// every event.
    async fn pairing_suggestions(
        &self,
        ctx: &Context<'_>,
        input: PairingSuggestionsInput,
    ) -> ApiResult<Vec<PairingSuggestion>> {
        let (services, request) = asked(ctx)?;
        let scope = match (input.result_race_id, input.racing_event_id) {
            (Some(result_race_id), _) => SuggestionScope::ResultRace(result_race_id),
            (None, Some(event_id)) => SuggestionScope::Event(event_id),
            (None, None) => SuggestionScope::All,
        };
        Ok(app::pairing_suggestions(services, request, scope)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// A member's results summed up by season (newest first) and discipline.
    async fn member_result_stats(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<Vec<MemberResultStats>> {
        let (services, request) = asked(ctx)?;
        Ok(app::member_result_stats(services, request, member_id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// A member's results in published races, newest first.
    async fn member_results(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<Vec<MemberResult>> {
        let (services, request) = asked(ctx)?;
        Ok(app::member_results(services, request, member_id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

#[derive(Default)]
pub struct ResultsMutation;

#[Object]
impl ResultsMutation {
    /// Uploads a result file (FIS XML, a ZIP of FIS XML files, or the clubs' timing tool's
    /// JSON; at most 20 MB) to an event. A file that is not results is refused at once with
    /// the line; otherwise the import runs in the background and `resultImport` shows its
    /// progress. Timing software calls this with the timekeeping company's
    /// `X-Authorization: Bearer` token.
    async fn upload_results(
        &self,
        ctx: &Context<'_>,
        input: UploadResultsInput,
        file: Upload,
    ) -> ApiResult<ResultImport> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) = read_upload(ctx, &file, app::MAX_RESULT_FILE_BYTES)?;
        Ok(app::upload_results(
            services,
            request,
            UploadResults {
                racing_event_id: input.racing_event_id,
                race_id: input.race_id,
                file_name,
                bytes,
                format: input.format,
            },
        )
        .await?
        .into())
    }

    /// Bulk upload (`/evidence/zavody/hromadne-nahrani-vysledku`), step one: reads a file and
    /// finds the events it may be for (those the asker may upload to, on the races' days,
    /// ranked by place). Nothing is stored; `uploadResults` then takes the file to the chosen
    /// event.
    async fn match_result_file(
        &self,
        ctx: &Context<'_>,
        file: Upload,
    ) -> ApiResult<ResultFileMatch> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) = read_upload(ctx, &file, app::MAX_RESULT_FILE_BYTES)?;
        Ok(app::match_result_file(services, request, &file_name, bytes)
            .await?
            .into())
    }

    /// Moves a result race to another status (checked, published, hidden, cancelled, back to
    /// draft).
    async fn change_result_race_status(
        &self,
        ctx: &Context<'_>,
        id: i64,
        status: ResultRaceStatus,
    ) -> ApiResult<ResultRaceDetail> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::change_result_race_status(services, request, id, status)
                .await?
                .into(),
        )
    }

    /// Corrects a result race's details by hand (name, race of the event, day, place,
    /// discipline, category, gender, birth years); every problem is reported at once.
    async fn update_result_race(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: ResultRaceDetailsInput,
    ) -> ApiResult<ResultRaceDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_result_race(services, request, id, input)
            .await?
            .into())
    }

    /// Deletes a draft or cancelled result race with its rows (a wrong file).
    async fn delete_result_race(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::delete_result_race(services, request, id).await?;
        Ok(true)
    }

    /// Pairs a result row to a member: one of its suggestions, or a member whose record the
    /// asker may open (found by the member search).
    async fn pair_result_row(
        &self,
        ctx: &Context<'_>,
        result_race_id: i64,
        ordinal: i32,
        member_id: i64,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::pair_result_row(services, request, result_race_id, ordinal, member_id).await?;
        Ok(true)
    }

    /// Rejects a pairing suggestion; it is not suggested again.
    async fn reject_pairing_suggestion(
        &self,
        ctx: &Context<'_>,
        result_race_id: i64,
        ordinal: i32,
        member_id: i64,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::reject_pairing(services, request, result_race_id, ordinal, member_id).await?;
        Ok(true)
    }

    /// Takes a row's pair back.
    async fn unpair_result_row(
        &self,
        ctx: &Context<'_>,
        result_race_id: i64,
        ordinal: i32,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::unpair_result_row(services, request, result_race_id, ordinal).await?;
        Ok(true)
    }
}
