-- How each race starts and whether its start list is public (issue 29, libs/domain
-- start_list.rs): the start order is the bib order, the times are computed from these.
create table race_start_list (
    race_id bigint not null,
    start_mode text not null default 'BIBS_ONLY',
    first_start time,
    interval_seconds integer,
    wave_size integer,
    published_at timestamptz,
    published_by_account_id bigint,
    updated_at timestamptz not null default now(),
    constraint race_start_list_pkey primary key (race_id),
    constraint race_start_list_race_fkey foreign key (race_id) references race (race_id) on delete cascade,
    constraint race_start_list_published_by_fkey foreign key (published_by_account_id)
        references account (account_id) on delete set null,
    constraint race_start_list_mode_check check (start_mode in ('INTERVAL', 'MASS', 'BIBS_ONLY')),
    constraint race_start_list_interval_check check (interval_seconds between 0 and 3600),
    constraint race_start_list_wave_check check (wave_size between 1 and 1000),
    constraint race_start_list_times_check check (start_mode = 'BIBS_ONLY' or first_start is not null)
);
