-- Club records (IČO, legal form, address, contacts, bank account, state), club contacts and
-- club registration requests.

alter table club
    add column ico text,
    add column legal_form text not null default 'ASSOCIATION',
    add column street text not null default '',
    add column municipality text not null default '',
    add column postcode text not null default '',
    add column email text,
    add column phone text,
    add column web text,
    add column bank_account text,
    add column state text not null default 'ACTIVE',
    add column founded_on date,
    add column ended_on date,
    add constraint club_ico_key unique (ico),
    add constraint club_code_check check (code ~ '^[A-Z]{4}$'),
    add constraint club_ico_check check (ico ~ '^[0-9]{8}$'),
    add constraint club_state_check check (state in ('ACTIVE', 'ENDED')),
    add constraint club_legal_form_check check (legal_form in
        ('ASSOCIATION', 'BRANCH_ASSOCIATION', 'PUBLIC_BENEFIT_COMPANY', 'INSTITUTE',
         'LIMITED_COMPANY', 'OTHER')),
    add constraint club_ended_check check ((state = 'ENDED') = (ended_on is not null));

alter table club add column search_name text generated always as (fold_text(name || ' ' || short_name || ' ' || code)) stored;
create index club_search_name_trgm_idx on club using gin (search_name gin_trgm_ops);
create index club_name_sort_idx on club (czech_sort_key(name));

-- The chairman and the secretary of a club: a member of the register or a free-text person.
create table club_contact (
    club_contact_id bigint generated always as identity,
    club_id bigint not null,
    role text not null,
    member_id bigint,
    full_name text not null,
    email text,
    phone text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint club_contact_pkey primary key (club_contact_id),
    constraint club_contact_club_role_key unique (club_id, role),
    constraint club_contact_club_fkey foreign key (club_id) references club (club_id),
    constraint club_contact_member_fkey foreign key (member_id) references member (member_id),
    constraint club_contact_role_check check (role in ('CHAIRMAN', 'SECRETARY'))
);

-- A request to register a new club, sent from the public form and decided by an admin.
create table club_request (
    club_request_id bigint generated always as identity,
    name text not null,
    legal_form text not null,
    ico text not null,
    street text not null,
    municipality text not null,
    postcode text not null,
    region_id bigint not null,
    department_ids bigint[] not null,
    email text not null,
    phone text not null,
    web text,
    contact_first_name text not null,
    contact_last_name text not null,
    contact_email text not null,
    contact_phone text,
    state text not null default 'PENDING',
    rejection_reason text,
    decided_by_account_id bigint,
    decided_at timestamptz,
    club_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint club_request_pkey primary key (club_request_id),
    constraint club_request_region_fkey foreign key (region_id) references region (region_id),
    constraint club_request_club_fkey foreign key (club_id) references club (club_id),
    constraint club_request_decided_by_fkey
        foreign key (decided_by_account_id) references account (account_id),
    constraint club_request_state_check check (state in ('PENDING', 'APPROVED', 'REJECTED'))
);
create index club_request_state_idx on club_request (state, created_at);
