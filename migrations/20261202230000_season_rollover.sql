-- Season rollover (stopa-admin season rollover, issue 26): when the rollover made a season and
-- took the members' answers. A season made by hand (the codebook) has none until a rollover
-- completes it; a repeated rollover of a season that has one takes no answers again.
alter table season add column rolled_over_at timestamptz;
