-- A name search for a common word ("nov": 12,867 of 200,000 members) sorted by name, with its
-- total, without reading every match from the member table.
--
-- A search word matches a member when it is a part of the folded name (`search_name like
-- '%word%'`). A word has no spaces, so it then lies inside one word of the name, and that word
-- has a suffix starting with it: "nov" is in "ivanov" because "ivanov" has the suffix "nov".
-- member_name_part keeps every suffix of three characters or more of every word of
-- `search_name` (its `part`), its first three characters (`trigram`), and the member's name
-- sort keys. For a word of three characters or more the matches are then the rows of one
-- trigram whose part starts with the word, and an index on (archived, trigram, name keys)
-- gives them in name order: the first page is read from the index alone, and the total is
-- counted from it without touching the member table (libs/db/src/member_list.rs, the "name
-- parts" page); member_trigram_count gives the total of a three-letter word at once. The
-- triggers below keep both exact in the same transaction as the change.

-- The suffixes of three characters or more of the words of a folded name, each once.
create function name_parts(text) returns setof text
    language sql immutable parallel safe strict
begin atomic
    select distinct substr(w.word, i.position)
    from regexp_split_to_table($1, '\s+') as w(word)
    cross join lateral generate_series(1, length(w.word) - 2) as i(position);
end;

create table member_name_part (
    member_id bigint not null,
    archived boolean not null,
    trigram text collate "C" not null,
    part text collate "C" not null,
    last_name_sort text collate "C" not null,
    first_name_sort text collate "C" not null,
    primary key (member_id, part)
);

create index member_name_part_last_idx on member_name_part
    (archived, trigram, last_name_sort, first_name_sort, member_id) include (part);
create index member_name_part_first_idx on member_name_part
    (archived, trigram, first_name_sort, last_name_sort, member_id) include (part);

-- The members whose name holds each trigram (archived and not apart): the total of a search
-- for a word of three letters ("nov") without counting its matches.
create table member_trigram_count (
    archived boolean not null,
    trigram text collate "C" not null,
    members bigint not null,
    primary key (archived, trigram)
);

-- Statement-level, like the sort buckets (one statement for a seed of 200,000 members):
-- inserted members get their parts, an update replaces the parts of the members whose name or
-- archived state changed, deleted members lose theirs; every part added or removed is counted
-- in member_trigram_count, upserted in key order so that concurrent changes lock count rows
-- in one order.
create function member_name_part_insert() returns trigger
    language plpgsql
as $$
begin
    with inserted as (
        insert into member_name_part
            (member_id, archived, trigram, part, last_name_sort, first_name_sort)
        select a.member_id, a.archived, left(p.part, 3), p.part, a.last_name_sort,
               a.first_name_sort
        from added a
        cross join lateral name_parts(a.search_name) as p(part)
        returning member_id, archived, trigram
    )
    insert into member_trigram_count as t (archived, trigram, members)
    select archived, trigram, count(distinct member_id)
    from inserted
    group by archived, trigram
    order by archived, trigram
    on conflict (archived, trigram) do update set members = t.members + excluded.members;
    return null;
end
$$;

-- An update counts the net change per trigram in one upsert (a rename that keeps "ova", or an
-- archived flip, moves a member between count rows), so that every statement locks count rows
-- in one order: two updates of one statement's kind cannot deadlock on them.
create function member_name_part_update() returns trigger
    language plpgsql
as $$
begin
    with changed as (
        select a.member_id, r.search_name as old_name, r.archived as old_archived,
               a.search_name as new_name, a.archived as new_archived
        from added a
        join removed r on r.member_id = a.member_id
        where (a.search_name, a.last_name_sort, a.first_name_sort, a.archived)
              is distinct from (r.search_name, r.last_name_sort, r.first_name_sort, r.archived)
    ), moves as (
        select c.member_id, c.old_archived as archived, left(p.part, 3) as trigram, -1 as sign
        from changed c
        cross join lateral name_parts(c.old_name) as p(part)
        union
        select c.member_id, c.new_archived, left(p.part, 3), 1
        from changed c
        cross join lateral name_parts(c.new_name) as p(part)
    )
    insert into member_trigram_count as t (archived, trigram, members)
    select archived, trigram, sum(sign)
    from moves
    group by archived, trigram
    having sum(sign) <> 0
    order by archived, trigram
    on conflict (archived, trigram) do update set members = t.members + excluded.members;
    delete from member_name_part np
    using added a
    join removed r on r.member_id = a.member_id
    where np.member_id = a.member_id
      and (a.search_name, a.last_name_sort, a.first_name_sort, a.archived)
          is distinct from (r.search_name, r.last_name_sort, r.first_name_sort, r.archived);
    insert into member_name_part
        (member_id, archived, trigram, part, last_name_sort, first_name_sort)
    select a.member_id, a.archived, left(p.part, 3), p.part, a.last_name_sort, a.first_name_sort
    from added a
    join removed r on r.member_id = a.member_id
    cross join lateral name_parts(a.search_name) as p(part)
    where (a.search_name, a.last_name_sort, a.first_name_sort, a.archived)
          is distinct from (r.search_name, r.last_name_sort, r.first_name_sort, r.archived);
    return null;
end
$$;

create function member_name_part_delete() returns trigger
    language plpgsql
as $$
begin
    with deleted as (
        delete from member_name_part np
        using removed r
        where np.member_id = r.member_id
        returning np.member_id, np.archived, np.trigram
    )
    insert into member_trigram_count as t (archived, trigram, members)
    select archived, trigram, -count(distinct member_id)
    from deleted
    group by archived, trigram
    order by archived, trigram
    on conflict (archived, trigram) do update set members = t.members + excluded.members;
    return null;
end
$$;

-- Truncating the members (a test, a fresh import) fires no row trigger: the parts, the counts
-- and the sort buckets of migration 20261125000002 go with them.
create function member_name_part_truncate() returns trigger
    language plpgsql
as $$
begin
    truncate member_name_part, member_trigram_count, member_sort_bucket;
    return null;
end
$$;

create trigger member_name_part_insert after insert on member
    referencing new table as added
    for each statement execute function member_name_part_insert();
create trigger member_name_part_update after update on member
    referencing old table as removed new table as added
    for each statement execute function member_name_part_update();
create trigger member_name_part_delete after delete on member
    referencing old table as removed
    for each statement execute function member_name_part_delete();
create trigger member_name_part_truncate after truncate on member
    for each statement execute function member_name_part_truncate();

insert into member_name_part
    (member_id, archived, trigram, part, last_name_sort, first_name_sort)
select m.member_id, m.archived, left(p.part, 3), p.part, m.last_name_sort, m.first_name_sort
from member m
cross join lateral name_parts(m.search_name) as p(part);

insert into member_trigram_count (archived, trigram, members)
select archived, trigram, count(distinct member_id)
from member_name_part
group by archived, trigram;
