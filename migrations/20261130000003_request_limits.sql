-- Requests anybody may send (a password renewal) are counted per client address and per
-- e-mail (its SHA-256, never the address itself), so that neither can flood the job queue.
create table request_event (
    request_event_id bigint generated always as identity,
    kind text not null,
    key text not null,
    created_at timestamptz not null default now(),
    constraint request_event_pkey primary key (request_event_id)
);
create index request_event_key_idx on request_event (kind, key, created_at);

-- Finished job rows are purged after a while; the imports they ran keep their own state.
alter table member_import drop constraint member_import_job_fkey;
alter table member_import add constraint member_import_job_fkey
    foreign key (job_id) references job (job_id) on delete set null;
alter table result_import drop constraint result_import_job_fkey;
alter table result_import add constraint result_import_job_fkey
    foreign key (job_id) references job (job_id) on delete set null;
create index job_finished_idx on job (finished_at) where status in ('COMPLETED', 'FAILED');
