-- Statistics of an evidence season (issue 30, libs/domain/src/statistics.rs): stored figures,
-- taken by the worker, read by the pages and the downloads.

-- A season's snapshot: when it was taken, and whether it is the final one of a closed season
-- (taken after the season's end; the nightly run leaves it alone from then on).
create table statistics_snapshot (
    evidence_season_id bigint not null,
    taken_at timestamptz not null,
    final boolean not null default false,
    constraint statistics_snapshot_pkey primary key (evidence_season_id),
    constraint statistics_snapshot_season_fkey foreign key (evidence_season_id)
        references evidence_season (evidence_season_id)
);

-- One figure: a count of people (of a sex and an age on 31 December) or of a racing events'
-- measure, of a club (its region at the snapshot) and a department where the kind has them.
-- No foreign keys on club, region and department: a figure outlives what it counted.
-- Three grains of the same counts, so that a page sums a few thousand rows, not one per club
-- and age: DETAIL (club, sex, age), CLUB (club, sex: the ages summed) and AGE (region, sex,
-- age: the clubs summed). Racing events are CLUB rows only.
create table statistics_figure (
    evidence_season_id bigint not null,
    grain text not null,
    kind text not null,
    measure text not null,
    club_id bigint,
    region_id bigint,
    department_id bigint,
    sex text,
    age integer,
    value integer not null,
    constraint statistics_figure_season_fkey foreign key (evidence_season_id)
        references statistics_snapshot (evidence_season_id) on delete cascade,
    constraint statistics_figure_kind_check check (kind in ('MEMBER', 'COMPETITOR',
        'COMPETITOR_6_TO_19', 'COMPETITOR_11_TO_16', 'COMPETITOR_PER_DEPARTMENT',
        'COACH_PER_DEPARTMENT', 'INSTRUCTOR_PER_DEPARTMENT', 'REFEREE_PER_DEPARTMENT',
        'TECHNICAL_DELEGATE_PER_DEPARTMENT', 'RACING_EVENT')),
    constraint statistics_figure_measure_check
        check (measure in ('PEOPLE', 'EVENTS', 'RACES', 'ENTRIES', 'STARTERS')),
    constraint statistics_figure_sex_check check (sex in ('MALE', 'FEMALE')),
    constraint statistics_figure_grain_check check (grain in ('DETAIL', 'CLUB', 'AGE')),
    constraint statistics_figure_value_check check (value > 0)
);
-- A page reads one season's kind and grain, all clubs at once (or one department's).
create index statistics_figure_season_kind_idx
    on statistics_figure (evidence_season_id, kind, grain, department_id);
