-- A person's pairing decision (issue 24): one by an event's manager who is not the
-- federation's register keeper (a club, a region) is remembered for that event's later imports
-- only; one by Admin or section staff for every later import (racing_event_id null).
alter table pairing_decision
    add column racing_event_id bigint,
    add constraint pairing_decision_racing_event_fkey
        foreign key (racing_event_id) references racing_event (racing_event_id) on delete cascade,
    drop constraint pairing_decision_pkey,
    add constraint pairing_decision_key
        unique nulls not distinct (row_key, member_id, racing_event_id);

-- Decisions remembered so far held for every event. Those of Admin and section staff stay so;
-- the event of the others is not known any more, so they are forgotten: their rows stay
-- paired as they are, only later imports ask again.
delete from pairing_decision d
where d.decided_by_account_id is null
   or not exists (select 1 from identity i
                  where i.account_id = d.decided_by_account_id
                    and i.identity_type in ('ADMIN', 'SECTION')
                    and i.revoked_at is null);
