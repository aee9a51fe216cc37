-- Members of sport centers (issue 27): athletes and coaches of a center (the national team —
-- REPRESENTATION — and the resort, VSCM, SCM and SPS centers) in its evidence season, from a
-- day to a day. The rules are in libs/app/src/sport_center.rs, who writes them in
-- libs/domain/src/policy/sport_center.rs.

create table sport_center_member (
    sport_center_member_id bigint generated always as identity,
    sport_center_id bigint not null,
    member_id bigint not null,
    role text not null,
    valid_from date not null,
    valid_to date,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint sport_center_member_pkey primary key (sport_center_member_id),
    constraint sport_center_member_center_fkey foreign key (sport_center_id)
        references sport_center (sport_center_id),
    constraint sport_center_member_member_fkey foreign key (member_id)
        references member (member_id),
    constraint sport_center_member_role_check check (role in ('ATHLETE', 'COACH')),
    constraint sport_center_member_dates_check check (valid_to is null or valid_to >= valid_from),
    -- A member is in a center in one role once at a time.
    constraint sport_center_member_no_overlap exclude using gist (
        sport_center_id with =,
        member_id with =,
        role with =,
        daterange(valid_from, valid_to, '[]') with &&)
);
create index sport_center_member_center_idx on sport_center_member (sport_center_id, role);
create index sport_center_member_member_idx on sport_center_member (member_id);
