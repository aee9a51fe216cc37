-- The members grid pages from indexes in every sort order it offers, so its cost does not grow
-- with the register (200,000 members and more):
--
-- * one index per sort order over the members that are not archived (the grid lists archived
--   members only on request, and they are few), each ending with member_id (ties) and
--   including the columns the grid filters by (the folded name of the search, the birth date
--   of the birth-year filter, sex), so that a page and a capped count are read from the
--   index alone;
-- * the club's name gets a Czech sort key like members' names, and every member carries the
--   sort key of its current club (club_name_sort), kept by the triggers below, because an
--   order over a joined table cannot be walked from an index. A member without a club gets
--   chr(1114111), the largest character there is: such members come after every club, as
--   nulls do in PostgreSQL's default order, and the key is never null, so keyset conditions
--   stay plain row comparisons.

alter table club
    add column name_sort text collate "C" generated always as (czech_sort_key(name)) stored;

alter table member
    add column club_name_sort text collate "C" not null default chr(1114111);

-- Recomputes the club sort key of the given members from their open memberships, writing
-- only the rows whose key changes.
create function refresh_member_club_name_sort(member_ids bigint[]) returns void
    language sql
as $$
    update member m
    set club_name_sort = fresh.key
    from (
        select m2.member_id,
               coalesce((select c.name_sort
                         from membership ms
                         join club c on c.club_id = ms.club_id
                         where ms.member_id = m2.member_id and ms.valid_to is null),
                        chr(1114111)) as key
        from member m2
        where m2.member_id = any(member_ids)
    ) fresh
    where m.member_id = fresh.member_id and m.club_name_sort is distinct from fresh.key
$$;

create function membership_refresh_club_name_sort() returns trigger
    language plpgsql
as $$
begin
    if tg_op = 'INSERT' then
        perform refresh_member_club_name_sort(array(select member_id from added));
    elsif tg_op = 'DELETE' then
        perform refresh_member_club_name_sort(array(select member_id from removed));
    else
        perform refresh_member_club_name_sort(array(
            select member_id from added union select member_id from removed));
    end if;
    return null;
end
$$;

create trigger membership_club_name_sort_insert after insert on membership
    referencing new table as added
    for each statement execute function membership_refresh_club_name_sort();
create trigger membership_club_name_sort_update after update on membership
    referencing old table as removed new table as added
    for each statement execute function membership_refresh_club_name_sort();
create trigger membership_club_name_sort_delete after delete on membership
    referencing old table as removed
    for each statement execute function membership_refresh_club_name_sort();

create function club_refresh_member_club_name_sort() returns trigger
    language plpgsql
as $$
begin
    perform refresh_member_club_name_sort(array(
        select ms.member_id
        from added a
        join removed r on r.club_id = a.club_id
        join membership ms on ms.club_id = a.club_id and ms.valid_to is null
        where a.name_sort is distinct from r.name_sort));
    return null;
end
$$;

create trigger club_member_club_name_sort after update on club
    referencing old table as removed new table as added
    for each statement execute function club_refresh_member_club_name_sort();

update member m
set club_name_sort = c.name_sort
from membership ms
join club c on c.club_id = ms.club_id
where ms.member_id = m.member_id and ms.valid_to is null;

drop index member_name_sort_idx;

create index member_live_last_name_idx on member
    (last_name_sort, first_name_sort, member_id) include (search_name, birth_date, sex)
    where not archived;
create index member_live_first_name_idx on member
    (first_name_sort, last_name_sort, member_id) include (search_name, birth_date, sex)
    where not archived;
create index member_live_registration_number_idx on member
    (registration_number, member_id) include (search_name, birth_date, sex)
    where not archived;
create index member_live_birth_date_idx on member
    (birth_date, member_id) include (search_name, sex)
    where not archived;
create index member_live_club_name_idx on member
    (club_name_sort, last_name_sort, first_name_sort, member_id)
    include (search_name, birth_date, sex)
    where not archived;
-- Archived members (listed only on request) in name order.
create index member_archived_name_idx on member
    (last_name_sort, first_name_sort, member_id)
    where archived;
