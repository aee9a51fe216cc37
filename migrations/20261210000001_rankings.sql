-- Rankings and points lists of a department (issue 30): a ranking's rule and season, the
-- standings a worker job computes from published result races (or a loaded FIS points list),
-- and the documents a department publishes as they are.

create table ranking (
    ranking_id bigint generated always as identity,
    department_id bigint not null,
    -- The racing season by the year it ends: 2027 is 2026/27 (1 July 2026 – 30 June 2027).
    season integer not null,
    name text not null,
    rule text not null,
    rating text not null,
    -- The results counted per athlete (the best ones); null: all of them.
    best_results smallint,
    -- Only results of this discipline (`SL`, `GS`); null: every discipline.
    discipline text,
    -- Only result races of these FIS categories (`NC`, `FIS`, `NJR`); empty: all.
    race_categories text[] not null default '{}',
    published boolean not null default false,
    published_at timestamptz,
    -- The standings' source when computed: the points list's name and version for FIS_LIST.
    source text,
    computed_at timestamptz,
    entry_count integer not null default 0,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint ranking_pkey primary key (ranking_id),
    constraint ranking_department_fkey foreign key (department_id) references department (department_id),
    constraint ranking_created_by_fkey foreign key (created_by_account_id) references account (account_id),
    constraint ranking_name_key unique (department_id, season, name),
    constraint ranking_rule_check check (rule in ('CUP_POINTS', 'FIS_POINTS', 'FIS_LIST')),
    constraint ranking_rating_check check (rating in ('NEGATIVE', 'POSITIVE')),
    constraint ranking_best_results_check check (best_results between 1 and 100),
    constraint ranking_season_check check (season between 1990 and 2200)
);
create index ranking_department_idx on ranking (department_id, season);

-- One athlete's line of a ranking in one category and gender: each athlete has a line in
-- `ALL` and one in the age category. Pages read a category's lines by position.
create table ranking_entry (
    ranking_id bigint not null,
    category text not null,
    sex text not null,
    position integer not null,
    member_id bigint not null,
    -- Hundredths: 123.45 points = 12345.
    points bigint not null,
    result_count integer not null,
    counted_count integer not null,
    constraint ranking_entry_pkey primary key (ranking_id, category, sex, member_id),
    constraint ranking_entry_ranking_fkey foreign key (ranking_id) references ranking (ranking_id) on delete cascade,
    constraint ranking_entry_member_fkey foreign key (member_id) references member (member_id) on delete cascade,
    constraint ranking_entry_category_check
        check (category in ('ALL', 'U10', 'U12', 'U14', 'U16', 'U18', 'U21', 'ADULT')),
    constraint ranking_entry_sex_check check (sex in ('MALE', 'FEMALE'))
);
create index ranking_entry_order_idx on ranking_entry (ranking_id, category, sex, position, member_id);

-- A ranking document: a points list a department publishes as it is (PDF, XLSX).
create table ranking_document (
    ranking_document_id bigint generated always as identity,
    department_id bigint not null,
    season integer not null,
    title text not null,
    file_name text not null,
    content_type text not null,
    content bytea not null,
    published boolean not null default false,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    constraint ranking_document_pkey primary key (ranking_document_id),
    constraint ranking_document_department_fkey foreign key (department_id) references department (department_id),
    constraint ranking_document_created_by_fkey foreign key (created_by_account_id) references account (account_id)
);
create index ranking_document_department_idx on ranking_document (department_id, season);

