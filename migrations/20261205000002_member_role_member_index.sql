-- A member's roles, ended ones included (the member record's roles tab, the seed's and the
-- rollover's "was an athlete during the season" checks): the partial index of open roles cannot
-- answer "valid_to is null or valid_to >= …", so every such check scanned the whole table.
create index member_department_role_member_idx on member_department_role (member_id);
