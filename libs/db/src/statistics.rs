//! The statistics' stored figures (`statistics_snapshot`, `statistics_figure`): a season's
//! snapshot taken in one statement per part, and the pages' reads, which sum stored figures of
//! one season and kind through `statistics_figure_season_kind_idx`. The definitions are in
//! `stopa_domain::statistics`.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, PgExecutor, QueryBuilder};
use stopa_domain::member::Sex;
use stopa_domain::policy::ClubScope;
use stopa_domain::statistics::{StatisticsGrain, StatisticsKind, StatisticsMeasure};

use crate::DbResult;

/// An evidence season.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EvidenceSeasonRow {
    pub evidence_season_id: i64,
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

/// Every evidence season, the latest first.
pub async fn evidence_seasons(executor: impl PgExecutor<'_>) -> DbResult<Vec<EvidenceSeasonRow>> {
    Ok(sqlx::query_as::<_, EvidenceSeasonRow>(
        "select evidence_season_id, year, name, valid_from, valid_to from evidence_season \
         order by year desc",
    )
    .fetch_all(executor)
    .await?)
}

/// A season's snapshot: when it was taken and whether it is final.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SnapshotRow {
    pub evidence_season_id: i64,
    pub taken_at: DateTime<Utc>,
    pub final_snapshot: bool,
}

/// The snapshot of a season, if one was taken.
pub async fn find_snapshot(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
) -> DbResult<Option<SnapshotRow>> {
    Ok(sqlx::query_as::<_, SnapshotRow>(
        "select evidence_season_id, taken_at, final as final_snapshot from statistics_snapshot \
         where evidence_season_id = $1",
    )
    .bind(evidence_season_id)
    .fetch_optional(executor)
    .await?)
}

/// Holds the season's snapshot lock until the transaction ends (two runs never interleave;
/// the second waits and takes it again).
pub async fn lock_snapshot(connection: &mut PgConnection, evidence_season_id: i64) -> DbResult<()> {
    crate::lock_for_transaction(
        connection,
        &format!("statistics_snapshot:{evidence_season_id}"),
    )
    .await
}

/// Takes a season's snapshot inside the caller's transaction: the figures of every kind
/// replace the season's stored ones. Returns how many figures were stored.
pub async fn take_snapshot(
    connection: &mut PgConnection,
    season: &EvidenceSeasonRow,
    final_snapshot: bool,
) -> DbResult<u64> {
    sqlx::query(
        "insert into statistics_snapshot (evidence_season_id, taken_at, final) \
         values ($1, now(), $2) \
         on conflict (evidence_season_id) do update set taken_at = now(), final = excluded.final",
    )
    .bind(season.evidence_season_id)
    .bind(final_snapshot)
    .execute(&mut *connection)
    .await?;
    sqlx::query("delete from statistics_figure where evidence_season_id = $1")
        .bind(season.evidence_season_id)
        .execute(&mut *connection)
        .await?;
    // People: the paid members with their club, its region, sex and age on 31 December, and
    // the roles they held on some day of the season.
    let people = sqlx::query(
        "with paid as ( \
             select p.member_id, p.club_id, c.region_id, m.sex, \
                    $2 - extract(year from m.birth_date)::integer as age \
             from member_paid_season p \
             join member m on m.member_id = p.member_id \
             join club c on c.club_id = p.club_id \
             where p.evidence_season_id = $1 \
         ), held as ( \
             select distinct r.member_id, r.department_id, r.kind \
             from member_department_role r \
             join paid on paid.member_id = r.member_id \
             where r.kind in ('ATHLETE', 'COACH', 'INSTRUCTOR', 'REFEREE', 'TECHNICAL_DELEGATE') \
               and r.valid_from <= $4 \
               and (r.valid_to is null or r.valid_to >= $3) \
         ), competitor as ( \
             select * from paid \
             where exists (select 1 from held h where h.member_id = paid.member_id and h.kind = 'ATHLETE') \
         ) \
         insert into statistics_figure \
             (evidence_season_id, kind, measure, club_id, region_id, department_id, sex, age, value, grain) \
         select $1, 'MEMBER', 'PEOPLE', club_id, region_id, null::bigint, sex, age, count(*), 'DETAIL' \
         from paid group by club_id, region_id, sex, age \
         union all \
         select $1, 'COMPETITOR', 'PEOPLE', club_id, region_id, null::bigint, sex, age, count(*), 'DETAIL' \
         from competitor group by club_id, region_id, sex, age \
         union all \
         select $1, 'COMPETITOR_6_TO_19', 'PEOPLE', club_id, region_id, null::bigint, sex, age, count(*), 'DETAIL' \
         from competitor where age between 6 and 19 group by club_id, region_id, sex, age \
         union all \
         select $1, 'COMPETITOR_11_TO_16', 'PEOPLE', club_id, region_id, null::bigint, sex, age, count(*), 'DETAIL' \
         from competitor where age between 11 and 16 group by club_id, region_id, sex, age \
         union all \
         select $1, case h.kind when 'ATHLETE' then 'COMPETITOR_PER_DEPARTMENT' \
                                when 'COACH' then 'COACH_PER_DEPARTMENT' \
                                when 'INSTRUCTOR' then 'INSTRUCTOR_PER_DEPARTMENT' \
                                when 'REFEREE' then 'REFEREE_PER_DEPARTMENT' \
                                when 'TECHNICAL_DELEGATE' then 'TECHNICAL_DELEGATE_PER_DEPARTMENT' end, \
                'PEOPLE', p.club_id, p.region_id, h.department_id, p.sex, p.age, count(*), 'DETAIL' \
         from paid p join held h on h.member_id = p.member_id \
         group by h.kind, p.club_id, p.region_id, h.department_id, p.sex, p.age",
    )
    .bind(season.evidence_season_id)
    .bind(season.year)
    .bind(season.valid_from)
    .bind(season.valid_to)
    .execute(&mut *connection)
    .await?
    .rows_affected();
    // Racing events held in the season: published, not cancelled.
    let events = sqlx::query(
        "with held as ( \
             select e.racing_event_id, e.organiser_club_id, e.region_id, e.department_id \
             from racing_event e \
             where e.date_from between $2 and $3 and e.publication_status = 'PUBLISHED' \
               and e.state <> 'CANCELED' and e.date_change <> 'CANCELED' \
         ), measured as ( \
             select h.organiser_club_id, h.region_id, h.department_id, 'EVENTS' as measure, \
                    count(*) as value \
             from held h group by 1, 2, 3 \
             union all \
             select h.organiser_club_id, h.region_id, h.department_id, 'RACES', count(*) \
             from held h join race r on r.racing_event_id = h.racing_event_id group by 1, 2, 3 \
             union all \
             select h.organiser_club_id, h.region_id, h.department_id, 'ENTRIES', count(*) \
             from held h join race r on r.racing_event_id = h.racing_event_id \
             join race_entry x on x.race_id = r.race_id and x.state = 'ENTERED' group by 1, 2, 3 \
             union all \
             select h.organiser_club_id, h.region_id, h.department_id, 'STARTERS', count(*) \
             from held h \
             join result_race rr on rr.racing_event_id = h.racing_event_id and rr.status = 'PUBLISHED' \
             join result_row w on w.result_race_id = rr.result_race_id \
                 and w.status not in ('DNS', 'NPS') and w.role_kind = 'ATHLETE' \
             group by 1, 2, 3 \
         ) \
         insert into statistics_figure \
             (evidence_season_id, kind, measure, club_id, region_id, department_id, sex, age, value, grain) \
         select $1, 'RACING_EVENT', measure, organiser_club_id, region_id, department_id, \
                null::text, null::integer, value, 'CLUB' \
         from measured",
    )
    .bind(season.evidence_season_id)
    .bind(season.valid_from)
    .bind(season.valid_to)
    .execute(&mut *connection)
    .await?
    .rows_affected();
    // The coarser grains of the people's figures: per club (ages summed) and per region and
    // age (clubs summed).
    let grains = sqlx::query(
        "insert into statistics_figure \
             (evidence_season_id, kind, measure, club_id, region_id, department_id, sex, age, value, grain) \
         select evidence_season_id, kind, measure, club_id, region_id, department_id, sex, null, \
                sum(value), 'CLUB' \
         from statistics_figure where evidence_season_id = $1 and grain = 'DETAIL' \
         group by evidence_season_id, kind, measure, club_id, region_id, department_id, sex \
         union all \
         select evidence_season_id, kind, measure, null, region_id, department_id, sex, age, \
                sum(value), 'AGE' \
         from statistics_figure where evidence_season_id = $1 and grain = 'DETAIL' \
         group by evidence_season_id, kind, measure, region_id, department_id, sex, age",
    )
    .bind(season.evidence_season_id)
    .execute(&mut *connection)
    .await?
    .rows_affected();
    Ok(people + events + grains)
}

/// How the figures are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grouping {
    Club,
    Region,
}

/// One group's sum of a season's stored figures of a kind: a club (or region) and a measure,
/// by sex where the kind counts people.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FigureSum {
    /// The club or region; none: figures without one (events of no club, abroad).
    pub group_id: Option<i64>,
    pub evidence_season_id: i64,
    pub measure: StatisticsMeasure,
    pub sex: Option<Sex>,
    pub value: i64,
}

/// The filter every read shares: the seasons, the kind, the department and the asker's scope.
fn push_filter(
    builder: &mut QueryBuilder<sqlx::Postgres>,
    seasons: &[i64],
    kind: StatisticsKind,
    grain: StatisticsGrain,
    department_id: Option<i64>,
    scope: ClubScope,
) {
    builder
        .push(" where f.evidence_season_id = any(")
        .push_bind(seasons.to_vec())
        .push(") and f.kind = ")
        .push_bind(kind)
        .push(" and f.grain = ")
        .push_bind(grain);
    if let Some(department_id) = department_id {
        builder
            .push(" and f.department_id = ")
            .push_bind(department_id);
    }
    match scope {
        ClubScope::All => {}
        ClubScope::Region(region_id) => {
            builder.push(" and f.region_id = ").push_bind(region_id);
        }
        // Section staff reading their own department's per-department figures: every figure of
        // the department, whatever club (an event of no club included).
        ClubScope::Department(own) if department_id == Some(own) => {}
        ClubScope::Department(department_id) => {
            builder
                .push(
                    " and exists (select 1 from club_department d where d.club_id = f.club_id \
                     and d.department_id = ",
                )
                .push_bind(department_id)
                .push(")");
        }
        ClubScope::Club(club_id) => {
            builder.push(" and f.club_id = ").push_bind(club_id);
        }
    }
}

/// The sums of the seasons' figures of `kind` per club or region, measure and sex.
pub async fn figure_sums(
    executor: impl PgExecutor<'_>,
    seasons: &[i64],
    kind: StatisticsKind,
    department_id: Option<i64>,
    scope: ClubScope,
    grouping: Grouping,
) -> DbResult<Vec<FigureSum>> {
    let group = match grouping {
        Grouping::Club => "f.club_id",
        Grouping::Region => "f.region_id",
    };
    let mut builder = QueryBuilder::new(format!(
        "select {group} as group_id, f.evidence_season_id, f.measure, f.sex, \
         sum(f.value)::bigint as value from statistics_figure f"
    ));
    push_filter(
        &mut builder,
        seasons,
        kind,
        StatisticsGrain::Club,
        department_id,
        scope,
    );
    builder.push(format!(
        " group by {group}, f.evidence_season_id, f.measure, f.sex"
    ));
    Ok(builder
        .build_query_as::<FigureSum>()
        .fetch_all(executor)
        .await?)
}

/// The people of a season's figures of `kind` by sex and age (the age pyramid).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AgeSum {
    pub age: i32,
    pub sex: Sex,
    pub value: i64,
}

/// The sums of a season's figures of `kind` per age and sex (kinds that count people).
pub async fn age_sums(
    executor: impl PgExecutor<'_>,
    evidence_season_id: i64,
    kind: StatisticsKind,
    department_id: Option<i64>,
    scope: ClubScope,
) -> DbResult<Vec<AgeSum>> {
    let mut builder = QueryBuilder::new(
        "select f.age, f.sex, sum(f.value)::bigint as value from statistics_figure f",
    );
    // The whole federation and a region read the AGE grain; a department's clubs and one club
    // the DETAIL grain of their clubs.
    let grain = match scope {
        ClubScope::All | ClubScope::Region(_) => StatisticsGrain::Age,
        ClubScope::Department(_) | ClubScope::Club(_) => StatisticsGrain::Detail,
    };
    push_filter(
        &mut builder,
        &[evidence_season_id],
        kind,
        grain,
        department_id,
        scope,
    );
    builder
        .push(" and f.age is not null and f.sex is not null group by f.age, f.sex order by f.age");
    Ok(builder
        .build_query_as::<AgeSum>()
        .fetch_all(executor)
        .await?)
}

/// A club or region named in the figures.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GroupName {
    pub id: i64,
    pub name: String,
    pub code: Option<String>,
}

/// The names of the clubs or regions `ids`.
pub async fn group_names(
    executor: impl PgExecutor<'_>,
    grouping: Grouping,
    ids: &[i64],
) -> DbResult<Vec<GroupName>> {
    let sql = match grouping {
        Grouping::Club => "select club_id as id, name, code from club where club_id = any($1)",
        Grouping::Region => {
            "select region_id as id, name, null::text as code from region where region_id = any($1)"
        }
    };
    Ok(sqlx::query_as::<_, GroupName>(sql)
        .bind(ids.to_vec())
        .fetch_all(executor)
        .await?)
}
