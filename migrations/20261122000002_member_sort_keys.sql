-- Czech alphabetical order without collation work at query time: a sort key that orders
-- byte by byte (collation "C") as Czech does at the primary level — č after c, ch after h,
-- ř after r, š after s, ž after z; other accents (á, é, ě, í, ...) do not change the order.
-- Ties fall back to the member id. Sorting the members grid by name then walks an index.
create function czech_sort_key(text) returns text
    language sql immutable parallel safe strict
    return f_unaccent(replace(replace(replace(replace(replace(lower($1),
        'ch', 'h~'), 'č', 'c~'), 'ř', 'r~'), 'š', 's~'), 'ž', 'z~'));

alter table member
    add column last_name_sort text collate "C"
        generated always as (czech_sort_key(last_name)) stored,
    add column first_name_sort text collate "C"
        generated always as (czech_sort_key(first_name)) stored;

drop index member_name_sort_idx;
create index member_name_sort_idx on member (last_name_sort, first_name_sort, member_id);
