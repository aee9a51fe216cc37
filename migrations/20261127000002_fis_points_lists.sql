-- FIS points lists (issue 15): every version of a sector's list as FIS published it, and the
-- proposals to fill members' FIS codes from it (`/evidence/cisteni-dat/fis-parovani`).

create table fis_points_list (
    fis_points_list_id bigint generated always as identity,
    sector text not null,
    list_key text not null,
    name text not null,
    calculated_on date,
    file_name text not null,
    row_count integer not null,
    loaded_at timestamptz not null default now(),
    constraint fis_points_list_pkey primary key (fis_points_list_id),
    -- A list is loaded once; loading it again changes nothing.
    constraint fis_points_list_key unique (sector, list_key)
);

-- An athlete of a list with its points per discipline (hundredths: 23.00 = 2300).
create table fis_points_row (
    fis_points_list_id bigint not null,
    fis_code text not null,
    last_name text not null,
    first_name text not null,
    nation text not null,
    gender text,
    birth_date date,
    birth_year integer,
    club text,
    points jsonb not null default '{}',
    constraint fis_points_row_pkey primary key (fis_points_list_id, fis_code),
    constraint fis_points_row_list_fkey foreign key (fis_points_list_id)
        references fis_points_list (fis_points_list_id) on delete cascade
);
create index fis_points_row_code_idx on fis_points_row (fis_code);
create index fis_points_row_nation_idx on fis_points_row (nation, fis_points_list_id);

-- A proposal: a member without a FIS code may be this athlete of a list (score 0–100).
create table fis_pairing_proposal (
    member_id bigint not null,
    fis_code text not null,
    score smallint not null,
    fis_points_list_id bigint not null,
    created_at timestamptz not null default now(),
    constraint fis_pairing_proposal_pkey primary key (member_id, fis_code),
    constraint fis_pairing_proposal_member_fkey foreign key (member_id) references member (member_id) on delete cascade,
    constraint fis_pairing_proposal_list_fkey foreign key (fis_points_list_id)
        references fis_points_list (fis_points_list_id) on delete cascade,
    constraint fis_pairing_proposal_score_check check (score between 0 and 100)
);
create index fis_pairing_proposal_order_idx on fis_pairing_proposal (score desc, member_id);

-- A rejected proposal is not proposed again.
create table fis_pairing_rejection (
    member_id bigint not null,
    fis_code text not null,
    rejected_by_account_id bigint,
    created_at timestamptz not null default now(),
    constraint fis_pairing_rejection_pkey primary key (member_id, fis_code),
    constraint fis_pairing_rejection_member_fkey foreign key (member_id) references member (member_id) on delete cascade,
    constraint fis_pairing_rejection_account_fkey
        foreign key (rejected_by_account_id) references account (account_id)
);
