//! The season rollover (issue 26, `stopa-admin season rollover`): makes the next season and
//! carries the federation's yearly set-up forward, and takes the members' answers.
//!
//! # Rules
//!
//! - **Seasons and fee years.** A season runs from 1 May to 30 April and belongs to the
//!   evidence season (fee year, 1 January – 31 December) of its end year: season 2026/2027 to
//!   evidence season 2027, 2027/2028 to 2028 (`stopa_domain::season`).
//! - **Which season.** `--to` takes `2027/28` or `2027/2028` (stored as `2027/2028`). It must be
//!   the season after the latest one (a new rollover) or the latest one itself (a repeated
//!   rollover, which completes what is missing); anything else, or a malformed name, is refused
//!   with a Czech message. Without `--to`: the season after the latest one once the latest one
//!   has begun, else the latest one — Stopa keeps one season ahead, so running the rollover
//!   twice makes one season, not two.
//! - **What it makes**, each only when missing (a repeated rollover makes nothing): the season
//!   (1 May – 30 April); the evidence season of its end year (`Evidenční sezóna 2028`); the
//!   racing season of every department that had one in the previous season, with the same
//!   months a year later and the name with the new season's name (`Běh na lyžích 2027/2028`);
//!   the fee schedule of the previous season's evidence season; its sport centers. Open
//!   department roles (no end date) run on into the new season untouched; the report counts
//!   them.
//! - **Members' answers** (once per season: the first rollover that makes or completes it
//!   records `season.rolled_over_at`, and a repeated one takes no answers): every member with an
//!   open membership is asked again — its answer is reset to WITHOUT_ANSWER. Before that,
//!   DOES_NOT_WANT_TO_BE_MEMBER ends its open membership and WANTS_TO_LEAVE_SLCR ends its open
//!   membership and every open department role, on the day of the rollover (or on the old
//!   evidence season's last day, 31 December, when the rollover runs after it). Never on a day
//!   ahead: the register counts a membership as current while it has no end, so an end in
//!   the future would take the member off its club's lists at once while its record still
//!   showed it a member (`stopa_domain::season::ending_day`). One that began later still
//!   ends on its own first day, so none ends before it began. WANTS_TO_BE_MEMBER and WITHOUT_ANSWER keep the membership. Members without an open
//!   membership keep their answer. Every change is in the audit log (the operator: no account,
//!   identity 0, as every `stopa-admin` change).
//! - **Hostings.** An approved hosting whose last day is on or before the old season's last day
//!   and already past is ENDED, with the history step „Ukončeno převodem sezóny“. A hosting
//!   still running on the rollover day stays in force until its last day (a rollover made
//!   during the old season must not stop an athlete racing for its host club in March).
//! - **All or nothing.** The rollover is one transaction under an advisory lock, so two runs
//!   never interleave and a failure leaves nothing behind. `dry_run` runs the same code and
//!   rolls the transaction back: the report says what a real run would do.
//! - **Not while imports run.** A member, result or bank statement import job waiting or
//!   running refuses the rollover (BUSY): they write memberships, fees and roles the rollover
//!   reads.
//! - Only Admin (the operator at the terminal) rolls seasons over: seasons are its codebook.

use chrono::NaiveDate;
use serde_json::json;
use stopa_db::season as db;
use stopa_domain::codebook::Codebook;
use stopa_domain::member::AnswerStatus;
use stopa_domain::policy;
use stopa_domain::season::{
    AnswerOutcome, SeasonName, answer_outcome, evidence_season_dates, evidence_season_name,
    rollover_target,
};
use stopa_domain::text_enum::TextEnum as _;
use stopa_jobs::Job as _;

use crate::error::{AppError, AppResult, ErrorCode};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// What to roll over to.
#[derive(Debug, Clone, Default)]
pub struct RolloverRequest {
    /// The season to make (`2027/28` or `2027/2028`); the next one when not given.
    pub to: Option<String>,
    /// Run everything and roll it back.
    pub dry_run: bool,
}

/// A step of the rollover, in the order it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RolloverStep {
    Season,
    EvidenceSeason,
    RacingSeasons,
    FeeSchedule,
    SportCenters,
    Answers,
    Hostings,
}

impl RolloverStep {
    /// The Czech name of the step (the report's rows, the progress).
    pub fn label(self) -> &'static str {
        match self {
            Self::Season => "Sezóna",
            Self::EvidenceSeason => "Evidenční sezóna",
            Self::RacingSeasons => "Závodní sezóny úseků",
            Self::FeeSchedule => "Sazebník poplatků",
            Self::SportCenters => "Sportovní střediska",
            Self::Answers => "Odpovědi členů",
            Self::Hostings => "Hostování",
        }
    }
}

/// What a step of making found and made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepCount {
    pub step: RolloverStep,
    pub created: usize,
    /// Found made already (a repeated rollover, or made by hand).
    pub existing: usize,
}

/// A membership the rollover ended.
#[derive(Debug, Clone)]
pub struct EndedMembership {
    pub member_id: i64,
    pub registration_number: i32,
    pub full_name: String,
    pub club_name: String,
    pub answer: AnswerStatus,
    pub valid_to: NaiveDate,
}

/// A department role the rollover ended.
#[derive(Debug, Clone)]
pub struct EndedRole {
    pub member_id: i64,
    pub full_name: String,
    pub department_name: String,
    pub kind: stopa_domain::member::MemberRoleKind,
    pub valid_to: NaiveDate,
}

/// What the rollover did (or, in a dry run, would do).
#[derive(Debug, Clone)]
pub struct RolloverReport {
    /// The season made, `2027/2028`.
    pub season: String,
    /// The season its set-up was copied from.
    pub previous_season: String,
    /// The evidence season (fee year) of the new season.
    pub evidence_year: i32,
    pub dry_run: bool,
    /// Counts of every making step (season, evidence season, racing seasons, fees, centers).
    pub steps: Vec<StepCount>,
    /// Whether the members' answers were taken by an earlier rollover of this season (then
    /// they are left alone).
    pub answers_taken_before: bool,
    /// Members with an open membership by their answer, before the rollover.
    pub answers: Vec<(AnswerStatus, i64)>,
    /// The day memberships and roles end on: the rollover day (31 December of the old
    /// evidence season when the rollover runs after it).
    pub ending_day: NaiveDate,
    pub ended_memberships: Vec<EndedMembership>,
    pub ended_roles: Vec<EndedRole>,
    /// Answers reset to WITHOUT_ANSWER.
    pub answers_reset: usize,
    /// Hostings ended.
    pub ended_hostings: usize,
    /// Open department roles, which run on untouched.
    pub open_roles: i64,
}

impl RolloverReport {
    /// Whether the rollover changed (or would change) anything.
    pub fn changed(&self) -> bool {
        self.steps.iter().any(|step| step.created > 0)
            || !self.ended_memberships.is_empty()
            || !self.ended_roles.is_empty()
            || self.answers_reset > 0
            || self.ended_hostings > 0
            || !self.answers_taken_before
    }
}

/// The note of a hosting's history step when the rollover ends it.
pub const HOSTING_ENDED_NOTE: &str = "Ukončeno převodem sezóny";

/// Job kinds that refuse a rollover while they wait or run.
fn blocking_job_kinds() -> [&'static str; 3] {
    [
        crate::job::member_import::MemberImport::KIND,
        crate::job::result_import::ResultImport::KIND,
        crate::job::bank_statement_import::BankStatementImport::KIND,
    ]
}

fn job_kind_label(kind: &str) -> &str {
    match kind {
        "member_import" => "import členů",
        "result_import" => "import výsledků",
        "bank_statement_import" => "zpracování bankovního výpisu",
        other => other,
    }
}

/// Rolls the register over to the next season (see the module's rules). `progress` is told
/// each step as it starts.
pub async fn roll_over_season(
    app: &App,
    actor: &Actor,
    request: &RolloverRequest,
    progress: &dyn Fn(RolloverStep),
) -> AppResult<RolloverReport> {
    policy::check_codebook_write(&actor.identity, Codebook::Season)?;
    let requested = request
        .to
        .as_deref()
        .map(SeasonName::parse)
        .transpose()
        .map_err(|error| AppError::field("to", error.to_string()))?;
    let today = crate::today();

    let mut write = AuditedWrite::begin(app, actor, "season").await?;
    db::lock_rollover(write.tx()).await?;
    let busy = db::count_active_jobs(write.tx(), &blocking_job_kinds()).await?;
    if !busy.is_empty() {
        let running = busy
            .iter()
            .map(|(kind, count)| format!("{} ({count})", job_kind_label(kind)))
            .collect::<Vec<_>>()
            .join(", ");
        return Err(AppError::coded(
            ErrorCode::Busy,
            format!(
                "Převod sezóny nelze spustit, dokud čekají nebo běží úlohy: {running}. \
                 Počkejte, až doběhnou, a spusťte převod znovu."
            ),
        ));
    }

    let latest = db::find_latest_season(write.tx())
        .await?
        .ok_or_else(|| AppError::field("to", "V evidenci není žádná sezóna, ze které převádět."))?;
    let latest_name = SeasonName::parse(&latest.name).map_err(|_| {
        AppError::field(
            "to",
            format!(
                "Nejnovější sezóna „{}“ nemá tvar 2026/2027; opravte ji v číselníku sezón.",
                latest.name
            ),
        )
    })?;
    let target = rollover_target(latest_name, requested, today)
        .map_err(|message| AppError::field("to", message))?;
    let previous_name = target.previous();
    let previous = db::find_season_by_name(write.tx(), &previous_name.to_string())
        .await?
        .ok_or_else(|| {
            AppError::field(
                "to",
                format!("Předchozí sezóna {previous_name} v evidenci chybí, není z čeho převádět."),
            )
        })?;

    let mut steps = Vec::new();
    // The season.
    progress(RolloverStep::Season);
    let name = target.to_string();
    let (season_id, answers_taken_before, season_created) = season(&mut write, target).await?;
    steps.push(count(RolloverStep::Season, usize::from(season_created), 1));

    // The evidence season of its end year.
    progress(RolloverStep::EvidenceSeason);
    let year = target.evidence_year();
    let (evidence_season_id, evidence_created) = evidence_season(&mut write, year).await?;
    steps.push(count(
        RolloverStep::EvidenceSeason,
        usize::from(evidence_created),
        1,
    ));
    let previous_evidence =
        db::find_evidence_season_id(write.tx(), previous_name.evidence_year()).await?;

    // The racing seasons of the departments.
    progress(RolloverStep::RacingSeasons);
    let racing = db::copy_racing_seasons(write.tx(), &previous, season_id, &name).await?;
    write
        .audit_many(
            "racing_season",
            "create",
            racing
                .created
                .iter()
                .map(|row| (row.racing_season_id, json!(null), json!(row))),
        )
        .await?;
    steps.push(copied(
        RolloverStep::RacingSeasons,
        racing.source,
        racing.created.len(),
    ));

    // The fee schedule and the sport centers of the new evidence season.
    progress(RolloverStep::FeeSchedule);
    let (fees_source, fees_created) = match previous_evidence {
        Some(from) => {
            let fees = db::copy_fee_schedule(write.tx(), from, evidence_season_id).await?;
            write
                .audit_many(
                    "fee_schedule",
                    "create",
                    fees.created
                        .iter()
                        .map(|row| (row.fee_schedule_id, json!(null), json!(row))),
                )
                .await?;
            (fees.source, fees.created.len())
        }
        None => (0, 0),
    };
    steps.push(copied(RolloverStep::FeeSchedule, fees_source, fees_created));
    progress(RolloverStep::SportCenters);
    let (centers_source, centers_created) = match previous_evidence {
        Some(from) => {
            let centers = db::copy_sport_centers(write.tx(), from, evidence_season_id).await?;
            write
                .audit_many(
                    "sport_center",
                    "create",
                    centers
                        .created
                        .iter()
                        .map(|row| (row.sport_center_id, json!(null), json!(row))),
                )
                .await?;
            (centers.source, centers.created.len())
        }
        None => (0, 0),
    };
    steps.push(copied(
        RolloverStep::SportCenters,
        centers_source,
        centers_created,
    ));
    let open_roles = db::count_open_roles(write.tx()).await?;

    // The members' answers, once per season.
    progress(RolloverStep::Answers);
    let ending_day = evidence_season_dates(previous_name.evidence_year())
        .1
        .min(today);
    let mut answers = Vec::new();
    let mut ended_memberships = Vec::new();
    let mut ended_roles = Vec::new();
    let mut answers_reset = 0;
    if !answers_taken_before {
        answers = db::count_answers(write.tx())
            .await?
            .into_iter()
            .filter_map(|(answer, count)| {
                AnswerStatus::parse(&answer).map(|answer| (answer, count))
            })
            .collect();
        let outcome = take_answers(&mut write, &name, ending_day, today).await?;
        (ended_memberships, ended_roles, answers_reset) = outcome;
        db::mark_rolled_over(write.tx(), season_id).await?;
    }

    // Hostings of the old season that are over.
    progress(RolloverStep::Hostings);
    let hostings =
        db::end_hostings(write.tx(), previous.end_date, today, HOSTING_ENDED_NOTE).await?;
    write
        .audit_many(
            "transfer_inquiry",
            "update",
            hostings.iter().map(|row| {
                (
                    row.transfer_inquiry_id,
                    json!({ "state": "APPROVED" }),
                    json!({ "state": "ENDED", "note": HOSTING_ENDED_NOTE }),
                )
            }),
        )
        .await?;

    let report = RolloverReport {
        season: name,
        previous_season: previous.name,
        evidence_year: year,
        dry_run: request.dry_run,
        steps,
        answers_taken_before,
        answers,
        ending_day,
        ended_memberships,
        ended_roles,
        answers_reset,
        ended_hostings: hostings.len(),
        open_roles,
    };
    if request.dry_run {
        // Dropping the transaction rolls it back.
        drop(write);
    } else {
        write.commit().await?;
    }
    Ok(report)
}

fn count(step: RolloverStep, created: usize, of: usize) -> StepCount {
    StepCount {
        step,
        created,
        existing: of - created,
    }
}

fn copied(step: RolloverStep, source: i64, created: usize) -> StepCount {
    let source = usize::try_from(source).unwrap_or(0);
    StepCount {
        step,
        created,
        existing: source.saturating_sub(created),
    }
}

/// Finds or makes the season: its id, whether a rollover took the answers for it already, and
/// whether it made it.
async fn season(write: &mut AuditedWrite, target: SeasonName) -> AppResult<(i64, bool, bool)> {
    let name = target.to_string();
    if let Some(found) = db::find_season_by_name(write.tx(), &name).await? {
        return Ok((found.season_id, found.rolled_over_at.is_some(), false));
    }
    let season_id = db::insert_season(write.tx(), &name, target.start_date(), target.end_date())
        .await?
        .ok_or_else(|| AppError::Internal("season appeared meanwhile".into()))?;
    let values = json!({
        "name": name,
        "start_date": target.start_date(),
        "end_date": target.end_date(),
    });
    write
        .audit("create", season_id, None::<&()>, Some(&values))
        .await?;
    Ok((season_id, false, true))
}

/// Finds or makes the evidence season of `year`; whether it made it.
async fn evidence_season(write: &mut AuditedWrite, year: i32) -> AppResult<(i64, bool)> {
    if let Some(found) = db::find_evidence_season_id(write.tx(), year).await? {
        return Ok((found, false));
    }
    let (valid_from, valid_to) = evidence_season_dates(year);
    let name = evidence_season_name(year);
    let id = db::insert_evidence_season(write.tx(), year, &name, valid_from, valid_to)
        .await?
        .ok_or_else(|| AppError::Internal("evidence season appeared meanwhile".into()))?;
    write
        .audit_many(
            "evidence_season",
            "create",
            [(
                id,
                json!(null),
                json!({ "year": year, "name": name, "valid_from": valid_from, "valid_to": valid_to }),
            )],
        )
        .await?;
    Ok((id, true))
}

/// Ends the memberships (and roles) the answers ask to end and resets every answer; each
/// change with its audit entry.
async fn take_answers(
    write: &mut AuditedWrite,
    season: &str,
    ending_day: NaiveDate,
    today: NaiveDate,
) -> AppResult<(Vec<EndedMembership>, Vec<EndedRole>, usize)> {
    let leaving: Vec<&str> = AnswerStatus::all()
        .iter()
        .filter(|answer| answer_outcome(**answer) != AnswerOutcome::Stays)
        .map(|answer| answer.as_str())
        .collect();
    let ended = db::end_memberships_by_answer(write.tx(), &leaving, ending_day, today).await?;
    let reason = |answer: AnswerStatus| format!("Převod sezóny {season}: {}", answer.label());
    write
        .audit_many(
            "membership",
            "update",
            ended.iter().map(|row| {
                let answer = AnswerStatus::parse(&row.answer_status)
                    .unwrap_or(AnswerStatus::DoesNotWantToBeMember);
                (
                    row.membership_id,
                    json!({ "member_id": row.member_id, "club_id": row.club_id, "valid_to": null }),
                    json!({
                        "member_id": row.member_id,
                        "club_id": row.club_id,
                        "valid_to": row.valid_to,
                        "reason": reason(answer),
                    }),
                )
            }),
        )
        .await?;
    let leaving_federation: Vec<i64> = ended
        .iter()
        .filter(|row| {
            AnswerStatus::parse(&row.answer_status).map(answer_outcome)
                == Some(AnswerOutcome::LeavesFederation)
        })
        .map(|row| row.member_id)
        .collect();
    let roles =
        db::end_roles_of_members(write.tx(), &leaving_federation, ending_day, today).await?;
    write
        .audit_many(
            "member_department_role",
            "update",
            roles.iter().map(|row| {
                (
                    row.member_department_role_id,
                    json!({ "member_id": row.member_id, "valid_to": null }),
                    json!({
                        "member_id": row.member_id,
                        "valid_to": row.valid_to,
                        "reason": reason(AnswerStatus::WantsToLeaveSlcr),
                    }),
                )
            }),
        )
        .await?;
    let ended_ids: Vec<i64> = ended.iter().map(|row| row.member_id).collect();
    let reset = db::reset_answers(write.tx(), &ended_ids).await?;
    write
        .audit_many(
            "member",
            "update",
            reset.iter().map(|row| {
                (
                    row.member_id,
                    json!({ "answer_status": row.answer_status }),
                    json!({
                        "answer_status": AnswerStatus::WithoutAnswer.as_str(),
                        "reason": format!("Převod sezóny {season}"),
                    }),
                )
            }),
        )
        .await?;

    let full_name = |member_id: i64| {
        ended
            .iter()
            .find(|row| row.member_id == member_id)
            .map(|row| format!("{} {}", row.last_name, row.first_name))
            .unwrap_or_default()
    };
    let ended_roles = roles
        .iter()
        .map(|row| EndedRole {
            member_id: row.member_id,
            full_name: full_name(row.member_id),
            department_name: row.department_name.clone(),
            kind: row.kind,
            valid_to: row.valid_to,
        })
        .collect();
    let ended_memberships = ended
        .into_iter()
        .map(|row| EndedMembership {
            member_id: row.member_id,
            registration_number: row.registration_number,
            full_name: format!("{} {}", row.last_name, row.first_name),
            club_name: row.club_name,
            answer: AnswerStatus::parse(&row.answer_status)
                .unwrap_or(AnswerStatus::DoesNotWantToBeMember),
            valid_to: row.valid_to,
        })
        .collect();
    Ok((ended_memberships, ended_roles, reset.len()))
}
