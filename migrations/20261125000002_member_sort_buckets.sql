-- A deep page of the whole register (page 3,000 of 200,000 members, sorted by name) without
-- walking the 150,000 index entries before it, and the register's total without counting it.
--
-- member_sort_bucket counts the members that are not archived by the first three characters
-- of a name sort key. The keys are compared in the "C" collation (byte order), where every key
-- sorts after its prefix and before the next prefix, so the members before a bucket are the
-- sum of the buckets before it: a page at offset N seeks to the bucket holding row N and walks
-- only inside it (libs/db/src/member_list.rs). The triggers below keep the counts exact in the
-- same transaction as the change, so a statement sees counts and members of one snapshot.

create table member_sort_bucket (
    sort_key text not null check (sort_key in ('last_name', 'first_name')),
    prefix text collate "C" not null,
    members bigint not null,
    primary key (sort_key, prefix)
);

-- Statement-level: one upsert per bucket touched by a statement, in key order so that
-- concurrent changes lock bucket rows in one order. An update counts only the rows whose name
-- or archived state changed (transition tables cannot go with a column list).
create function member_sort_bucket_change() returns trigger
    language plpgsql
as $$
declare
    -- 1 for inserted rows, -1 for deleted ones (the trigger's argument).
    sign constant bigint := tg_argv[0]::bigint;
begin
    insert into member_sort_bucket as b (sort_key, prefix, members)
    select k.sort_key, k.prefix, sign * count(*)
    from changed c
    cross join lateral (values ('last_name', left(c.last_name_sort, 3)),
                               ('first_name', left(c.first_name_sort, 3))) as k(sort_key, prefix)
    where not c.archived
    group by k.sort_key, k.prefix
    order by k.sort_key, k.prefix
    on conflict (sort_key, prefix) do update set members = b.members + excluded.members;
    return null;
end
$$;

create function member_sort_bucket_update() returns trigger
    language plpgsql
as $$
begin
    with moved as (
        select r.last_name_sort as old_last, r.first_name_sort as old_first, r.archived as old_archived,
               a.last_name_sort as new_last, a.first_name_sort as new_first, a.archived as new_archived
        from removed r
        join added a on a.member_id = r.member_id
        where (r.last_name_sort, r.first_name_sort, r.archived)
              is distinct from (a.last_name_sort, a.first_name_sort, a.archived)
    ), changes (last_name_sort, first_name_sort, sign) as (
        select old_last, old_first, -1 from moved where not old_archived
        union all
        select new_last, new_first, 1 from moved where not new_archived
    )
    insert into member_sort_bucket as b (sort_key, prefix, members)
    select k.sort_key, k.prefix, sum(c.sign)
    from changes c
    cross join lateral (values ('last_name', left(c.last_name_sort, 3)),
                               ('first_name', left(c.first_name_sort, 3))) as k(sort_key, prefix)
    group by k.sort_key, k.prefix
    order by k.sort_key, k.prefix
    on conflict (sort_key, prefix) do update set members = b.members + excluded.members;
    return null;
end
$$;

create trigger member_sort_bucket_insert after insert on member
    referencing new table as changed
    for each statement execute function member_sort_bucket_change('1');
create trigger member_sort_bucket_update after update on member
    referencing old table as removed new table as added
    for each statement execute function member_sort_bucket_update();
create trigger member_sort_bucket_delete after delete on member
    referencing old table as changed
    for each statement execute function member_sort_bucket_change('-1');

insert into member_sort_bucket (sort_key, prefix, members)
select k.sort_key, k.prefix, count(*)
from member m
cross join lateral (values ('last_name', left(m.last_name_sort, 3)),
                           ('first_name', left(m.first_name_sort, 3))) as k(sort_key, prefix)
where not m.archived
group by k.sort_key, k.prefix;
