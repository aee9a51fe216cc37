-- The overview's worklists (/evidence/prehled) start from indexes holding only what waits:
-- result races not signed off yet (a few among 2 million result rows' races).
create index result_race_unsigned_idx on result_race (racing_event_id)
    where status in ('DRAFT', 'CHECKED');
