-- Applications to found a basic-skiing branch association (pobočný spolek základního
-- lyžování), sent from /pobocny-spolek-zakladniho-lyzovani, confirmed by a link e-mailed to
-- the chair and decided by Admin. See libs/domain/src/branch.rs for the fields and the rules.
create table branch_request (
    branch_request_id bigint generated always as identity,
    name text not null,
    ico text,
    street text not null,
    municipality text not null,
    postcode text not null,
    region_id bigint not null,
    department_ids bigint[] not null,
    email text not null,
    phone text not null,
    web text,
    -- The chair (předseda), the statutory body the register of associations will list.
    chair_first_name text not null,
    chair_last_name text not null,
    chair_email text not null,
    chair_phone text not null,
    expected_members integer not null,
    instructor_count integer not null,
    activities text not null,
    -- The consent the chair gave: its version (the text is in the code under that version).
    consent_version text not null,
    consented_at timestamptz not null,
    state text not null default 'UNCONFIRMED',
    -- SHA-256 of the e-mailed confirmation token; kept after use so a second click says
    -- "already confirmed" instead of "unknown link".
    confirm_token_hash bytea not null,
    confirm_expires_at timestamptz not null,
    confirmed_at timestamptz,
    rejection_reason text,
    decided_by_account_id bigint,
    decided_at timestamptz,
    club_id bigint,
    client_address text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint branch_request_pkey primary key (branch_request_id),
    constraint branch_request_confirm_token_hash_key unique (confirm_token_hash),
    constraint branch_request_region_fkey foreign key (region_id) references region (region_id),
    constraint branch_request_club_fkey foreign key (club_id) references club (club_id),
    constraint branch_request_decided_by_fkey
        foreign key (decided_by_account_id) references account (account_id),
    constraint branch_request_state_check
        check (state in ('UNCONFIRMED', 'PENDING', 'APPROVED', 'REJECTED')),
    constraint branch_request_name_check check (char_length(name) between 1 and 200),
    constraint branch_request_activities_check check (char_length(activities) between 1 and 2000),
    constraint branch_request_members_check check (expected_members between 1 and 100000),
    constraint branch_request_instructors_check check (instructor_count between 0 and 10000),
    constraint branch_request_confirmed_check check ((state = 'UNCONFIRMED') = (confirmed_at is null))
);
-- The Admin list: by state, newest first.
create index branch_request_state_idx on branch_request (state, branch_request_id desc);
-- The limits per client address and per chair's e-mail.
create index branch_request_client_idx on branch_request (client_address, created_at);
create index branch_request_chair_email_idx on branch_request (lower(chair_email), created_at);
