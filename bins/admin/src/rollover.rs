//! `stopa-admin season rollover`: parses, asks, shows the steps as they run and prints the
//! report. The rules are `stopa_app::season`'s.

use std::io::{BufRead as _, Write as _};
use std::time::Duration;

use anyhow::bail;
use indicatif::{ProgressBar, ProgressStyle};
use stopa_app::season::{RolloverReport, RolloverRequest, RolloverStep, roll_over_season};
use stopa_app::{Actor, App};
use stopa_formats::czech;

/// The season commands.
#[derive(Debug, clap::Subcommand)]
pub enum SeasonCommand {
    /// Makes the next season and carries the yearly set-up forward: the evidence season of
    /// its end year, the departments' racing seasons, the fee schedule and the sport centers;
    /// takes the members' answers (who does not want to stay leaves on the rollover day) and ends
    /// the hostings that are over. All or nothing; running it again changes nothing.
    Rollover(RolloverArgs),
}

/// `season rollover`'s flags.
#[derive(Debug, clap::Args)]
pub struct RolloverArgs {
    /// The season to make, `2027/28` or `2027/2028`; the one after the latest when not given.
    #[arg(long)]
    pub to: Option<String>,
    /// Shows what the rollover would do and changes nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Does not ask for confirmation.
    #[arg(long)]
    pub yes: bool,
}

pub async fn run(app: &App, command: &SeasonCommand) -> anyhow::Result<()> {
    let SeasonCommand::Rollover(args) = command;
    let actor = Actor::operator();
    let request = RolloverRequest {
        to: args.to.clone(),
        dry_run: args.dry_run,
    };
    if !args.dry_run && !args.yes {
        // What it would do first, so the operator confirms a known change.
        let preview = execute(
            app,
            &actor,
            &RolloverRequest {
                dry_run: true,
                ..request.clone()
            },
        )
        .await?;
        if !preview.changed() {
            print_report(&preview);
            return Ok(());
        }
        eprintln!(
            "Převod {} → {}: {}.",
            preview.previous_season,
            preview.season,
            summary(&preview)
        );
        if !confirm(&format!("Převést evidenci na sezónu {}?", preview.season))? {
            bail!("Převod sezóny byl zrušen, nic se nezměnilo.");
        }
    }
    let report = execute(app, &actor, &request).await?;
    print_report(&report);
    Ok(())
}

async fn execute(
    app: &App,
    actor: &Actor,
    request: &RolloverRequest,
) -> anyhow::Result<RolloverReport> {
    let spinner = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} {msg} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    spinner.enable_steady_tick(Duration::from_millis(100));
    let result = roll_over_season(app, actor, request, &|step: RolloverStep| {
        spinner.set_message(step.label());
    })
    .await;
    spinner.finish_and_clear();
    result.map_err(|error| anyhow::anyhow!("{} ({})", error.message(), error.code()))
}

/// Reads y/N from standard input.
fn confirm(question: &str) -> anyhow::Result<bool> {
    eprint!("{question} [a/N] ");
    std::io::stderr().flush()?;
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line)?;
    Ok(matches!(
        line.trim().to_lowercase().as_str(),
        "a" | "ano" | "y" | "yes"
    ))
}

fn summary(report: &RolloverReport) -> String {
    let created: usize = report.steps.iter().map(|step| step.created).sum();
    format!(
        "{created} nových záznamů, {} ukončených členství, {} ukončených rolí, {} odpovědí k vynulování",
        report.ended_memberships.len(),
        report.ended_roles.len(),
        report.answers_reset
    )
}

/// Prints the report on standard output.
pub fn print_report(report: &RolloverReport) {
    if !report.changed() {
        println!(
            "Sezóna {} už je převedena, nic se nezměnilo.",
            report.season
        );
    } else if report.dry_run {
        println!(
            "Zkouška nanečisto: převod {} → {} by udělal toto (nic nebylo uloženo):",
            report.previous_season, report.season
        );
    } else {
        println!(
            "Převod {} → {} je hotov (evidenční sezóna {}):",
            report.previous_season, report.season, report.evidence_year
        );
    }
    println!("  {:<28} {:>8} {:>10}", "", "nových", "už bylo");
    for step in &report.steps {
        println!(
            "  {:<28} {:>8} {:>10}",
            step.step.label(),
            step.created,
            step.existing
        );
    }
    println!(
        "  Otevřené role v úsecích      {:>8} pokračují beze změny",
        report.open_roles
    );
    if report.answers_taken_before {
        println!(
            "  {}: převzaty už dříve, tento převod je nechává beze změny.",
            RolloverStep::Answers.label()
        );
    } else {
        let answers = report
            .answers
            .iter()
            .map(|(answer, count)| format!("{} {count}", answer.label()))
            .collect::<Vec<_>>()
            .join(", ");
        println!(
            "  {} (členové s otevřeným členstvím): {}",
            RolloverStep::Answers.label(),
            if answers.is_empty() {
                "žádní".to_owned()
            } else {
                answers
            }
        );
        println!(
            "  Ukončená členství: {}, ukončené role: {}, odpovědi vynulovány: {}",
            report.ended_memberships.len(),
            report.ended_roles.len(),
            report.answers_reset
        );
    }
    println!(
        "  {} ukončená převodem: {}",
        RolloverStep::Hostings.label(),
        report.ended_hostings
    );
    if !report.ended_memberships.is_empty() {
        println!("Členství ukončená k {}:", czech::date(report.ending_day));
        for ended in &report.ended_memberships {
            println!(
                "  {} {} – {} ({}), do {}",
                ended.registration_number,
                ended.full_name,
                ended.club_name,
                ended.answer.label(),
                czech::date(ended.valid_to)
            );
        }
    }
    if !report.ended_roles.is_empty() {
        println!("Ukončené role v úsecích:");
        for ended in &report.ended_roles {
            println!(
                "  {} – {}, {}, do {}",
                ended.full_name,
                ended.department_name,
                ended.kind.label(),
                czech::date(ended.valid_to)
            );
        }
    }
}
