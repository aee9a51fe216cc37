-- A scheduled job (the FIS points-list sync) runs once per tick however many workers keep the
-- schedule: the first to claim the tick runs it.
create table scheduled_run (
    name text not null,
    tick timestamptz not null,
    claimed_at timestamptz not null default now(),
    constraint scheduled_run_pkey primary key (name, tick)
);
