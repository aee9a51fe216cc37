-- Results (spec §3, §4; issue 15): the uploaded result files, the result races of an event
-- with their rows, and pairing the rows to members of the register.
--
-- A result race belongs to an event and, where it can be told, to one of its races. Its rows
-- are replaced as a whole when the same race is imported again (the key is the event and the
-- race's `source_key`: FIS codex, national code or the timing tool's own id), in one
-- transaction, so a race is never half-replaced and never duplicated.

-- One uploaded result file. The file itself is kept until the import finishes, so a job that
-- is delivered again (a worker killed, Redis restarted) reads it again and gets the same end.
create table result_import (
    result_import_id bigint generated always as identity,
    racing_event_id bigint not null,
    race_id bigint,
    file_name text not null,
    format text not null,
    content bytea,
    state text not null default 'QUEUED',
    total_rows integer not null default 0,
    processed_rows integer not null default 0,
    race_count integer not null default 0,
    outcome_counts jsonb not null default '{}',
    problems jsonb not null default '[]',
    job_id bigint,
    error text,
    created_by_account_id bigint,
    created_by_identity_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz,
    constraint result_import_pkey primary key (result_import_id),
    constraint result_import_event_fkey foreign key (racing_event_id)
        references racing_event (racing_event_id) on delete cascade,
    constraint result_import_race_fkey foreign key (race_id) references race (race_id) on delete set null,
    constraint result_import_job_fkey foreign key (job_id) references job (job_id),
    constraint result_import_created_by_fkey
        foreign key (created_by_account_id) references account (account_id),
    constraint result_import_format_check
        check (format in ('FIS_XML', 'FIS_XML_DATASET', 'CROSS_COUNTRY_JSON')),
    constraint result_import_state_check
        check (state in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
    constraint result_import_rows_check
        check (total_rows >= 0 and processed_rows between 0 and total_rows)
);
create index result_import_event_idx on result_import (racing_event_id, created_at);

-- A result race (výsledkový závod): one race's result list as a timekeeper delivered it.
create table result_race (
    result_race_id bigint generated always as identity,
    racing_event_id bigint not null,
    race_id bigint,
    source_key text not null,
    name text not null,
    sector text,
    discipline text,
    gender_group text,
    race_date date,
    place text,
    category text,
    codex text,
    birth_year_from integer,
    birth_year_to integer,
    run_count smallint not null default 1,
    penalty integer,
    f_value integer,
    status text not null default 'DRAFT',
    row_count integer not null default 0,
    paired_count integer not null default 0,
    result_import_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint result_race_pkey primary key (result_race_id),
    constraint result_race_event_fkey foreign key (racing_event_id)
        references racing_event (racing_event_id) on delete cascade,
    constraint result_race_race_fkey foreign key (race_id) references race (race_id) on delete set null,
    constraint result_race_import_fkey foreign key (result_import_id)
        references result_import (result_import_id) on delete set null,
    constraint result_race_source_key unique (racing_event_id, source_key),
    constraint result_race_status_check
        check (status in ('DRAFT', 'CHECKED', 'PUBLISHED', 'CANCELED', 'HIDDEN')),
    constraint result_race_gender_check check (gender_group in ('MALE', 'FEMALE', 'BOTH'))
);
create index result_race_event_idx on result_race (racing_event_id, race_date, result_race_id);

-- One athlete's result. Points are kept in hundredths (FIS points 12.34 = 1234), times in
-- milliseconds; `runs` holds the runs, rounds or jumps as the file gave them.
create table result_row (
    result_race_id bigint not null,
    ordinal integer not null,
    rank integer,
    bib integer,
    fis_code text,
    national_code text,
    last_name text not null,
    first_name text not null,
    nation text,
    club text,
    club_code text,
    birth_year integer,
    sex text,
    runs jsonb not null default '[]',
    total_time_ms integer,
    difference_ms integer,
    fis_points integer,
    race_points integer,
    score integer,
    status text not null,
    status_run smallint,
    member_id bigint,
    pairing text,
    role_kind text not null default 'ATHLETE',
    constraint result_row_pkey primary key (result_race_id, ordinal),
    constraint result_row_race_fkey foreign key (result_race_id)
        references result_race (result_race_id) on delete cascade,
    constraint result_row_member_fkey foreign key (member_id) references member (member_id),
    constraint result_row_status_check
        check (status in ('DNF', 'DNQ', 'DNS', 'DQB', 'DSQ', 'LAP', 'NCL', 'NPS', 'QLF', 'RAL')),
    constraint result_row_sex_check check (sex in ('MALE', 'FEMALE')),
    constraint result_row_pairing_check check (
        (member_id is null and pairing is null)
        or (member_id is not null and pairing in ('FIS_CODE', 'AUTO', 'MANUAL'))),
    constraint result_row_role_check check (role_kind in ('ATHLETE', 'COACH'))
);
-- A member's results (the member's vysledky tab), newest race first through the race.
create index result_row_member_idx on result_row (member_id, result_race_id) where member_id is not null;

-- An uncertain pair to be accepted or rejected by a person, with its score (0–100).
create table pairing_suggestion (
    result_race_id bigint not null,
    ordinal integer not null,
    member_id bigint not null,
    score smallint not null,
    created_at timestamptz not null default now(),
    constraint pairing_suggestion_pkey primary key (result_race_id, ordinal, member_id),
    constraint pairing_suggestion_row_fkey foreign key (result_race_id, ordinal)
        references result_row (result_race_id, ordinal) on delete cascade,
    constraint pairing_suggestion_member_fkey foreign key (member_id) references member (member_id),
    constraint pairing_suggestion_score_check check (score between 0 and 100)
);
create index pairing_suggestion_member_idx on pairing_suggestion (member_id);
create index pairing_suggestion_created_idx on pairing_suggestion (created_at, result_race_id, ordinal);

-- A person's decision on a pair, remembered across imports by the row's identity (folded last
-- and first name and birth year, `row_key`): a rejected member is not suggested again for that
-- athlete, an accepted one is paired at once when the athlete comes in another file.
create table pairing_decision (
    row_key text not null,
    member_id bigint not null,
    accepted boolean not null,
    decided_by_account_id bigint,
    created_at timestamptz not null default now(),
    constraint pairing_decision_pkey primary key (row_key, member_id),
    constraint pairing_decision_member_fkey foreign key (member_id) references member (member_id) on delete cascade,
    constraint pairing_decision_account_fkey
        foreign key (decided_by_account_id) references account (account_id)
);

-- Candidates of a batch of result rows are found by folded last name (the row's last name, or
-- its first name when the two are written the other way round).
create index member_last_name_fold_idx on member (fold_text(last_name));
