-- A ranking's lines keep their order: by position, equal points by the athletes' names in Czech
-- order, as the job computed it; pages read a category's lines by this ordinal.
alter table ranking_entry add column line integer;
update ranking_entry e set line = o.line
from (select ranking_id, category, sex, member_id,
             row_number() over (partition by ranking_id, category, sex order by position, member_id) as line
      from ranking_entry) o
where o.ranking_id = e.ranking_id and o.category = e.category and o.sex = e.sex
  and o.member_id = e.member_id;
alter table ranking_entry alter column line set not null;
drop index ranking_entry_order_idx;
create unique index ranking_entry_line_key on ranking_entry (ranking_id, category, sex, line);
