-- When a result race was first made public. A race that ever was public is part of the
-- record (athletes and parents may have seen and quoted it): it may be canceled or hidden,
-- never deleted. Races published before this column: from the audit log of their statuses.
alter table result_race add column published_at timestamptz;

update result_race r
set published_at = coalesce(
    (select min(a.created_at)
     from audit_log a
     where a.entity = 'result_race'
       and a.entity_id = r.result_race_id
       and a.action = 'change_status'
       and a.detail -> 'after' = '"PUBLISHED"'::jsonb),
    case when r.status = 'PUBLISHED' then r.updated_at end);
