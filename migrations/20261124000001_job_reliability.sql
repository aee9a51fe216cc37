-- Jobs survive a lost Redis queue and a killed worker. The row keeps the job's input until it
-- completes (so the worker's sweep can queue it again), a running job holds a lease (a worker
-- that died leaves an expired lease behind, and another worker takes the job over), and
-- `enqueued_at` says when the job was last handed to Redis.
alter table job
    add column payload jsonb,
    add column lease_until timestamptz,
    add column enqueued_at timestamptz;

-- The sweep reads only unfinished jobs.
create index job_unfinished_idx on job (job_id) where status in ('QUEUED', 'RUNNING');
