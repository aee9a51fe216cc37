-- The public calendar's "Výsledky" view and its results marks ask, per event, when its
-- results were last published: published result races by event.
create index result_race_published_idx on result_race (racing_event_id, published_at)
    where status = 'PUBLISHED';
