//! Statistics of an evidence season (issue 30): the pages' tables read from the stored figures
//! in the asker's scope, and the snapshots the worker takes. What each kind counts, the key
//! date and why figures are stored: `stopa_domain::statistics`.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use stopa_db::statistics::{self as db, EvidenceSeasonRow, Grouping};
use stopa_domain::member::Sex;
use stopa_domain::policy::{self, ClubScope, Denied};
use stopa_domain::statistics::{
    StatisticsGrouping, StatisticsKind, StatisticsMeasure, change_percent, key_date,
};

use crate::error::{AppError, AppResult};
use crate::job::StatisticsSnapshot;
use crate::{Actor, App};

/// What a statistics page asks for.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct StatisticsInput {
    /// The evidence season's year.
    pub year: i32,
    pub kind: StatisticsKind,
    /// The department of a per-department kind; none: all departments together (a person in
    /// two departments counts in both). Ignored by the other kinds.
    pub department_id: Option<i64>,
    pub by: StatisticsGrouping,
}

/// One line of a statistics table: a club or region, or the total.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct StatisticsRow {
    /// The club or region; none for the total and for figures of no club or region.
    pub id: Option<i64>,
    pub name: String,
    /// The club's code.
    pub code: Option<String>,
    /// The season's figure per measure of the kind (people: one).
    pub values: Vec<i64>,
    /// The previous season's figure per measure (0 where it had none).
    pub previous: Vec<i64>,
    /// Of the people counted: men and women.
    pub male: i64,
    pub female: i64,
    /// The first measure's change against the previous season, in per cent.
    pub change_percent: Option<f64>,
}

/// The people counted of one age on the key date.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct AgeFigure {
    pub age: i32,
    pub male: i64,
    pub female: i64,
}

/// A statistics page's table.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct StatisticsTable {
    pub year: i32,
    /// The previous season the change is against, where it exists.
    pub previous_year: Option<i32>,
    pub kind: StatisticsKind,
    pub definition: String,
    /// 31 December of the season: the day ages are counted on.
    pub key_date: NaiveDate,
    /// When the figures were taken; none: no snapshot yet.
    pub taken_at: Option<DateTime<Utc>>,
    /// Whether these are the final figures of a closed season.
    pub final_snapshot: bool,
    pub measures: Vec<StatisticsMeasure>,
    /// The clubs or regions, the largest first.
    pub rows: Vec<StatisticsRow>,
    pub total: StatisticsRow,
    /// People by age and sex (empty for racing events).
    pub ages: Vec<AgeFigure>,
    /// The workbook of this query, for those who may download it (Admin, Area, Section).
    pub download_url: Option<String>,
    /// Whether the asker may take the season's snapshot again (Admin).
    pub can_take_snapshot: bool,
}

/// The evidence seasons statistics can be asked for, the latest first.
pub async fn statistics_seasons(app: &App, actor: &Actor) -> AppResult<Vec<i32>> {
    policy::statistics_scope(&actor.identity)?;
    Ok(db::evidence_seasons(&app.pool)
        .await?
        .into_iter()
        .map(|season| season.year)
        .collect())
}

/// The department the asker reads: Section only its own department's per-department figures.
fn department_of(
    scope: ClubScope,
    kind: StatisticsKind,
    asked: Option<i64>,
) -> Result<Option<i64>, Denied> {
    if !kind.per_department() {
        return Ok(None);
    }
    match (scope, asked) {
        (ClubScope::Department(own), None) => Ok(Some(own)),
        (ClubScope::Department(own), Some(asked)) if asked != own => Err(Denied::Forbidden),
        (_, asked) => Ok(asked),
    }
}

/// A season's statistics table of `input.kind` grouped by club or region, in the asker's
/// scope, with the previous season's figures beside.
pub async fn statistics(
    app: &App,
    actor: &Actor,
    input: StatisticsInput,
) -> AppResult<StatisticsTable> {
    let scope = policy::statistics_scope(&actor.identity)?;
    let department_id = department_of(scope, input.kind, input.department_id)?;
    let seasons = db::evidence_seasons(&app.pool).await?;
    let season = seasons
        .iter()
        .find(|season| season.year == input.year)
        .ok_or_else(|| AppError::field("year", "Evidenční sezóna tohoto roku neexistuje."))?;
    let snapshot = db::find_snapshot(&app.pool, season.evidence_season_id).await?;
    // The previous season, where its figures were taken (else no column of zeros).
    let mut previous = None;
    if let Some(before) = seasons.iter().find(|season| season.year == input.year - 1)
        && db::find_snapshot(&app.pool, before.evidence_season_id)
            .await?
            .is_some()
    {
        previous = Some(before);
    }
    let mut ids = vec![season.evidence_season_id];
    ids.extend(previous.map(|season| season.evidence_season_id));
    let grouping = match input.by {
        StatisticsGrouping::Club => Grouping::Club,
        StatisticsGrouping::Region => Grouping::Region,
    };
    // A season without a snapshot has no figures yet: no rows, not the previous season's
    // figures against zeros.
    let sums = if snapshot.is_some() {
        db::figure_sums(&app.pool, &ids, input.kind, department_id, scope, grouping).await?
    } else {
        Vec::new()
    };
    let measures = input.kind.measures();
    let mut groups: BTreeMap<Option<i64>, StatisticsRow> = BTreeMap::new();
    for sum in &sums {
        let row = groups
            .entry(sum.group_id)
            .or_insert_with(|| empty_row(sum.group_id, measures.len()));
        let at = measures
            .iter()
            .position(|measure| *measure == sum.measure)
            .unwrap_or(0);
        if sum.evidence_season_id == season.evidence_season_id {
            row.values[at] += sum.value;
            match sum.sex {
                Some(Sex::Male) => row.male += sum.value,
                Some(Sex::Female) => row.female += sum.value,
                None => {}
            }
        } else {
            row.previous[at] += sum.value;
        }
    }
    let group_ids: Vec<i64> = groups.keys().flatten().copied().collect();
    let names = db::group_names(&app.pool, grouping, &group_ids).await?;
    let mut total = StatisticsRow {
        name: "Celkem".to_owned(),
        ..empty_row(None, measures.len())
    };
    let mut rows: Vec<StatisticsRow> = groups
        .into_values()
        .map(|mut row| {
            match row
                .id
                .and_then(|id| names.iter().find(|name| name.id == id))
            {
                Some(found) => {
                    row.name.clone_from(&found.name);
                    row.code.clone_from(&found.code);
                }
                None => {
                    row.name = match grouping {
                        Grouping::Club => "Bez klubu".to_owned(),
                        Grouping::Region => "Bez kraje".to_owned(),
                    };
                }
            }
            for at in 0..measures.len() {
                total.values[at] += row.values[at];
                total.previous[at] += row.previous[at];
            }
            total.male += row.male;
            total.female += row.female;
            row.change_percent = change_percent(row.values[0], row.previous[0]);
            row
        })
        // A group of the previous season only stays (its figure fell to 0).
        .collect();
    total.change_percent = change_percent(total.values[0], total.previous[0]);
    rows.sort_by(|a, b| {
        b.values[0]
            .cmp(&a.values[0])
            .then_with(|| a.name.cmp(&b.name))
    });
    let ages = if input.kind == StatisticsKind::RacingEvent {
        Vec::new()
    } else {
        age_figures(
            &db::age_sums(
                &app.pool,
                season.evidence_season_id,
                input.kind,
                department_id,
                scope,
            )
            .await?,
        )
    };
    let prefix = actor.identity.identity_type.access_prefix();
    let download_url = policy::check_export(&actor.identity, policy::Export::StatsXlsx, prefix)
        .is_ok()
        .then(|| {
            let department =
                department_id.map_or_else(String::new, |id| format!("&departmentId={id}"));
            format!(
                "/api/{prefix}/export/stats/{}.xlsx?year={}{department}",
                input.kind.spec_name(),
                season.year
            )
        });
    Ok(StatisticsTable {
        download_url,
        can_take_snapshot: policy::check_statistics_snapshot(&actor.identity).is_ok(),
        year: season.year,
        previous_year: previous.map(|season| season.year),
        kind: input.kind,
        definition: input.kind.definition().to_owned(),
        key_date: key_date(season.year).unwrap_or(season.valid_to),
        taken_at: snapshot.as_ref().map(|snapshot| snapshot.taken_at),
        final_snapshot: snapshot.is_some_and(|snapshot| snapshot.final_snapshot),
        measures: measures.to_vec(),
        rows,
        total,
        ages,
    })
}

fn empty_row(id: Option<i64>, measures: usize) -> StatisticsRow {
    StatisticsRow {
        id,
        name: String::new(),
        code: None,
        values: vec![0; measures],
        previous: vec![0; measures],
        male: 0,
        female: 0,
        change_percent: None,
    }
}

fn age_figures(sums: &[db::AgeSum]) -> Vec<AgeFigure> {
    let mut ages: BTreeMap<i32, AgeFigure> = BTreeMap::new();
    for sum in sums {
        let figure = ages.entry(sum.age).or_insert(AgeFigure {
            age: sum.age,
            male: 0,
            female: 0,
        });
        match sum.sex {
            Sex::Male => figure.male += sum.value,
            Sex::Female => figure.female += sum.value,
        }
    }
    ages.into_values().collect()
}

/// Queues a snapshot of the `year` season's figures (Admin; the job records who asked). A
/// closed season's snapshot taken again is final again: late payments reach its figures.
pub async fn request_statistics_snapshot(app: &App, actor: &Actor, year: i32) -> AppResult<i64> {
    policy::check_statistics_snapshot(&actor.identity)?;
    let seasons = db::evidence_seasons(&app.pool).await?;
    if !seasons.iter().any(|season| season.year == year) {
        return Err(AppError::field(
            "year",
            "Evidenční sezóna tohoto roku neexistuje.",
        ));
    }
    Ok(app
        .queues
        .enqueue(&app.pool, &StatisticsSnapshot { year }, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?
        .job_id)
}

/// Takes the `year` season's snapshot in one transaction under the season's lock; final when
/// the season ended before `today`. Returns the number of stored figures (none: no such season).
pub async fn take_statistics_snapshot(
    app: &App,
    year: i32,
    today: NaiveDate,
) -> AppResult<Option<u64>> {
    let seasons = db::evidence_seasons(&app.pool).await?;
    let Some(season) = seasons.into_iter().find(|season| season.year == year) else {
        return Ok(None);
    };
    let mut tx = stopa_db::begin(&app.pool).await?;
    db::lock_snapshot(&mut tx, season.evidence_season_id).await?;
    let figures = db::take_snapshot(&mut tx, &season, season.valid_to < today).await?;
    stopa_db::commit(tx).await?;
    Ok(Some(figures))
}

/// The nightly run: the snapshot of every season open on `today`, and the final one of each
/// season that ended and has none yet (the first run after 31 December freezes the year).
/// A final snapshot is never taken again here.
pub async fn nightly_statistics(app: &App, today: NaiveDate) -> AppResult<Vec<i32>> {
    let seasons: Vec<EvidenceSeasonRow> = db::evidence_seasons(&app.pool).await?;
    let mut taken = Vec::new();
    for season in seasons {
        if season.valid_from > today {
            continue;
        }
        let due = if season.valid_to >= today {
            true
        } else {
            !db::find_snapshot(&app.pool, season.evidence_season_id)
                .await?
                .is_some_and(|snapshot| snapshot.final_snapshot)
        };
        if due {
            take_statistics_snapshot(app, season.year, today).await?;
            taken.push(season.year);
        }
    }
    Ok(taken)
}

/// The download `/api/{role}/export/stats/{name}.xlsx` (Admin, Area, Section; spec §7): the
/// page's query as a workbook: a sheet per breakdown (clubs, regions, ages), typed cells, and
/// a last sheet with the season, the key date, the definition and when the figures were taken.
pub async fn statistics_workbook(
    app: &App,
    actor: &Actor,
    role_prefix: &str,
    kind: StatisticsKind,
    year: i32,
    department_id: Option<i64>,
) -> AppResult<crate::export::Download> {
    use stopa_formats::workbook::{Cell, Sheet, sheets_workbook};

    policy::check_export(&actor.identity, policy::Export::StatsXlsx, role_prefix)?;
    let ask = |by| StatisticsInput {
        year,
        kind,
        department_id,
        by,
    };
    let clubs = statistics(app, actor, ask(StatisticsGrouping::Club)).await?;
    let regions = statistics(app, actor, ask(StatisticsGrouping::Region)).await?;
    let measures: Vec<&str> = clubs
        .measures
        .iter()
        .map(|measure| measure.label())
        .collect();
    let previous_label = clubs
        .previous_year
        .map(|year| format!("{} {year}", measures.first().copied().unwrap_or("")));
    let header = |first: &'static str| -> Vec<String> {
        let mut header = vec![first.to_owned()];
        if first == "Klub" {
            header.push("Kód".to_owned());
        }
        header.extend(measures.iter().map(|measure| (*measure).to_owned()));
        if kind != StatisticsKind::RacingEvent {
            header.extend(["Muži".to_owned(), "Ženy".to_owned()]);
        }
        if let Some(previous) = &previous_label {
            header.extend([previous.clone(), "Změna %".to_owned()]);
        }
        header
    };
    let line = |row: &StatisticsRow, with_code: bool| -> Vec<Cell> {
        #[allow(clippy::cast_precision_loss, reason = "counts are far below 2^52")]
        let number = |value: i64| Cell::Number(value as f64);
        let mut cells = vec![Cell::Text(row.name.clone())];
        if with_code {
            cells.push(Cell::text(row.code.as_deref()));
        }
        cells.extend(row.values.iter().copied().map(number));
        if kind != StatisticsKind::RacingEvent {
            cells.extend([number(row.male), number(row.female)]);
        }
        if clubs.previous_year.is_some() {
            cells.push(number(row.previous.first().copied().unwrap_or(0)));
            cells.push(row.change_percent.map_or(Cell::Empty, Cell::Number));
        }
        cells
    };
    let table_rows = |table: &StatisticsTable, with_code: bool| -> Vec<Vec<Cell>> {
        table
            .rows
            .iter()
            .chain(std::iter::once(&table.total))
            .map(|row| line(row, with_code))
            .collect()
    };
    let club_header = header("Klub");
    let region_header = header("Kraj");
    let club_rows = table_rows(&clubs, true);
    let region_rows = table_rows(&regions, false);
    let age_rows: Vec<Vec<Cell>> = clubs
        .ages
        .iter()
        .map(|age| {
            #[allow(clippy::cast_precision_loss, reason = "counts are far below 2^52")]
            let cells = vec![
                Cell::Number(f64::from(age.age)),
                Cell::Number(age.male as f64),
                Cell::Number(age.female as f64),
                Cell::Number((age.male + age.female) as f64),
            ];
            cells
        })
        .collect();
    let club_header: Vec<&str> = club_header.iter().map(String::as_str).collect();
    let region_header: Vec<&str> = region_header.iter().map(String::as_str).collect();
    let mut sheets = vec![
        Sheet {
            name: "Kluby",
            header: &club_header,
            rows: &club_rows,
        },
        Sheet {
            name: "Kraje",
            header: &region_header,
            rows: &region_rows,
        },
    ];
    let age_header = ["Věk k 31. 12.", "Muži", "Ženy", "Celkem"];
    if kind != StatisticsKind::RacingEvent {
        sheets.push(Sheet {
            name: "Věk",
            header: &age_header,
            rows: &age_rows,
        });
    }
    let department = match department_id {
        Some(id) => stopa_db::codebook::list_departments(&app.pool)
            .await?
            .into_iter()
            .find(|department| department.department_id == id)
            .map_or_else(|| id.to_string(), |department| department.name),
        None if kind.per_department() => "všechny úseky".to_owned(),
        None => "—".to_owned(),
    };
    let about = vec![
        ("Statistika", kind.label().to_owned()),
        ("Evidenční sezóna", year.to_string()),
        ("Úsek", department),
        ("Rozhodný den", stopa_formats::czech::date(clubs.key_date)),
        ("Definice", kind.definition().to_owned()),
        (
            "Stav čísel",
            match clubs.taken_at {
                None => "Čísla sezóny zatím nebyla spočítána.".to_owned(),
                Some(at) => format!(
                    "{} k {}",
                    if clubs.final_snapshot {
                        "Konečná čísla"
                    } else {
                        "Průběžná čísla"
                    },
                    stopa_formats::czech::date_time(at)
                ),
            },
        ),
        ("Vytvořeno", stopa_formats::czech::date(crate::today())),
    ];
    let bytes = sheets_workbook(&sheets, "O statistice", &about)
        .map_err(|error| AppError::Internal(format!("workbook: {error}")))?;
    Ok(crate::export::Download::xlsx_bytes(
        format!("statistika-{}-{year}.xlsx", kind.spec_name()),
        bytes,
    ))
}
