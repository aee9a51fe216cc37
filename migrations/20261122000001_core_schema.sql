-- Core schema of Stopa: accounts and identities, organisation structure, minimal clubs and
-- members, jobs and the audit log. Later migrations extend these tables.

create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- unaccent() is only STABLE (it reads a dictionary), so it cannot back a generated column or
-- an index; this wrapper names the dictionary explicitly and is safe to declare IMMUTABLE.
create function f_unaccent(text) returns text
    language sql immutable parallel safe strict
    return public.unaccent('public.unaccent'::regdictionary, $1);

-- Lower-cased, diacritics-free form used by every Czech text search ("novak" finds "Novák").
create function fold_text(text) returns text
    language sql immutable parallel safe strict
    return lower(f_unaccent($1));

-- ---------------------------------------------------------------------------------------------
-- Organisation structure
-- ---------------------------------------------------------------------------------------------

-- The 14 Czech regions (kraje) with their NUTS 3 code and RÚIAN (VÚSC) code.
create table region (
    region_id bigint generated always as identity,
    code text not null,
    ruian_code integer not null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint region_pkey primary key (region_id),
    constraint region_code_key unique (code),
    constraint region_ruian_code_key unique (ruian_code)
);

insert into region (code, ruian_code, name) values
    ('CZ010', 19, 'Hlavní město Praha'),
    ('CZ020', 27, 'Středočeský kraj'),
    ('CZ031', 35, 'Jihočeský kraj'),
    ('CZ032', 43, 'Plzeňský kraj'),
    ('CZ041', 51, 'Karlovarský kraj'),
    ('CZ042', 60, 'Ústecký kraj'),
    ('CZ051', 78, 'Liberecký kraj'),
    ('CZ052', 86, 'Královéhradecký kraj'),
    ('CZ053', 94, 'Pardubický kraj'),
    ('CZ063', 108, 'Kraj Vysočina'),
    ('CZ064', 116, 'Jihomoravský kraj'),
    ('CZ071', 124, 'Olomoucký kraj'),
    ('CZ072', 132, 'Zlínský kraj'),
    ('CZ080', 141, 'Moravskoslezský kraj');

-- The federation's sport sections (úseky), one per discipline of the spec.
create table department (
    department_id bigint generated always as identity,
    code text not null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint department_pkey primary key (department_id),
    constraint department_code_key unique (code)
);

insert into department (code, name) values
    ('cc', 'Běh na lyžích'),
    ('al', 'Alpské lyžování'),
    ('sb', 'Snowboarding'),
    ('fs', 'Akrobatické lyžování'),
    ('nk', 'Severská kombinace'),
    ('jp', 'Skoky na lyžích'),
    ('gs', 'Lyžování na trávě'),
    ('ma', 'Masters'),
    ('tm', 'Telemark'),
    ('ss', 'Rychlostní lyžování'),
    ('pal', 'Para alpské lyžování'),
    ('psb', 'Para snowboarding'),
    ('pbt', 'Para biatlon'),
    ('pcc', 'Para běh na lyžích');

-- A racing season (e.g. 2026/2027).
create table season (
    season_id bigint generated always as identity,
    name text not null,
    start_date date not null,
    end_date date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint season_pkey primary key (season_id),
    constraint season_name_key unique (name),
    constraint season_dates_check check (end_date >= start_date)
);

-- A membership (fee) year: whoever paid for it counts as a paid member between the dates.
create table evidence_season (
    evidence_season_id bigint generated always as identity,
    year integer not null,
    name text not null,
    valid_from date not null,
    valid_to date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint evidence_season_pkey primary key (evidence_season_id),
    constraint evidence_season_year_key unique (year),
    constraint evidence_season_dates_check check (valid_to >= valid_from)
);

insert into season (name, start_date, end_date) values
    ('2025/2026', '2025-05-01', '2026-04-30'),
    ('2026/2027', '2026-05-01', '2027-04-30');
insert into evidence_season (year, name, valid_from, valid_to) values
    (2026, 'Evidenční sezóna 2026', '2026-01-01', '2026-12-31'),
    (2027, 'Evidenční sezóna 2027', '2027-01-01', '2027-12-31');

create table club (
    club_id bigint generated always as identity,
    code text not null,
    name text not null,
    short_name text not null,
    region_id bigint not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint club_pkey primary key (club_id),
    constraint club_code_key unique (code),
    constraint club_region_fkey foreign key (region_id) references region (region_id)
);
create index club_region_idx on club (region_id);

-- Departments a club is active in (decides what section staff see).
create table club_department (
    club_id bigint not null,
    department_id bigint not null,
    created_at timestamptz not null default now(),
    constraint club_department_pkey primary key (club_id, department_id),
    constraint club_department_club_fkey foreign key (club_id) references club (club_id),
    constraint club_department_department_fkey
        foreign key (department_id) references department (department_id)
);
create index club_department_department_idx on club_department (department_id);

create table timekeeping_company (
    timekeeping_company_id bigint generated always as identity,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint timekeeping_company_pkey primary key (timekeeping_company_id),
    constraint timekeeping_company_name_key unique (name)
);

-- ---------------------------------------------------------------------------------------------
-- Members
-- ---------------------------------------------------------------------------------------------

create sequence member_registration_number_seq start with 100001;

create table member (
    member_id bigint generated always as identity,
    uuid uuid not null default gen_random_uuid(),
    registration_number integer not null default nextval('member_registration_number_seq'),
    first_name text not null,
    last_name text not null,
    sex text not null,
    birth_date date not null,
    birth_number text,
    archived boolean not null default false,
    search_name text generated always as (fold_text(last_name || ' ' || first_name)) stored,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_pkey primary key (member_id),
    constraint member_uuid_key unique (uuid),
    constraint member_registration_number_key unique (registration_number),
    constraint member_birth_number_key unique (birth_number),
    constraint member_sex_check check (sex in ('MALE', 'FEMALE')),
    constraint member_birth_number_check check (birth_number ~ '^[0-9]{9,10}$')
);
alter sequence member_registration_number_seq owned by member.registration_number;
create index member_search_name_trgm_idx on member using gin (search_name gin_trgm_ops);
create index member_name_sort_idx on member
    (last_name collate "cs-x-icu", first_name collate "cs-x-icu", member_id);

-- A member's membership in a club (MemberPerClub); at most one open membership per member.
create table membership (
    membership_id bigint generated always as identity,
    member_id bigint not null,
    club_id bigint not null,
    valid_from date not null,
    valid_to date,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint membership_pkey primary key (membership_id),
    constraint membership_member_fkey foreign key (member_id) references member (member_id),
    constraint membership_club_fkey foreign key (club_id) references club (club_id),
    constraint membership_dates_check check (valid_to is null or valid_to >= valid_from)
);
create unique index membership_one_open_per_member_key on membership (member_id)
    where valid_to is null;
create index membership_club_idx on membership (club_id) where valid_to is null;

-- ---------------------------------------------------------------------------------------------
-- Accounts, identities and sessions
-- ---------------------------------------------------------------------------------------------

create table account (
    account_id bigint generated always as identity,
    email text not null,
    first_name text not null,
    last_name text not null,
    password_hash text,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint account_pkey primary key (account_id),
    constraint account_email_check check (email = lower(email) and email like '%@%')
);
create unique index account_email_key on account (email);

-- One role of an account. The scope column that matches the type is set, the others are null:
-- Admin none; Person its member; Team its club; Area its region; Section its department;
-- Timekeeper its company. Flags are the spec's club or area/section permission names.
create table identity (
    identity_id bigint generated always as identity,
    account_id bigint not null,
    identity_type text not null,
    member_id bigint,
    club_id bigint,
    region_id bigint,
    department_id bigint,
    timekeeping_company_id bigint,
    permissions text[] not null default '{}',
    revoked_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint identity_pkey primary key (identity_id),
    constraint identity_account_fkey foreign key (account_id) references account (account_id),
    constraint identity_member_fkey foreign key (member_id) references member (member_id),
    constraint identity_club_fkey foreign key (club_id) references club (club_id),
    constraint identity_region_fkey foreign key (region_id) references region (region_id),
    constraint identity_department_fkey
        foreign key (department_id) references department (department_id),
    constraint identity_timekeeping_company_fkey
        foreign key (timekeeping_company_id)
        references timekeeping_company (timekeeping_company_id),
    constraint identity_type_check check (
        identity_type in ('Admin', 'Person', 'Team', 'Area', 'Section', 'Timekeeper')),
    constraint identity_scope_check check (
        (identity_type = 'Admin') = (num_nonnulls(member_id, club_id, region_id, department_id,
                                                  timekeeping_company_id) = 0)
        and (identity_type <> 'Person' or member_id is not null)
        and (identity_type <> 'Team' or club_id is not null)
        and (identity_type <> 'Area' or region_id is not null)
        and (identity_type <> 'Section' or department_id is not null)
        and (identity_type <> 'Timekeeper' or timekeeping_company_id is not null)
        and num_nonnulls(member_id, club_id, region_id, department_id,
                         timekeeping_company_id) <= 1)
);
create index identity_account_idx on identity (account_id);

-- Opaque session tokens; only their SHA-256 is stored.
create table session (
    session_id bigint generated always as identity,
    token_hash bytea not null,
    account_id bigint not null,
    expires_at timestamptz not null,
    user_agent text,
    client_address text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint session_pkey primary key (session_id),
    constraint session_token_hash_key unique (token_hash),
    constraint session_account_fkey
        foreign key (account_id) references account (account_id) on delete cascade
);
create index session_account_idx on session (account_id);
create index session_expires_at_idx on session (expires_at);

-- Failed logins, counted per account e-mail and per client address to limit guessing.
create table login_failure (
    login_failure_id bigint generated always as identity,
    email text not null,
    client_address text not null,
    created_at timestamptz not null default now(),
    constraint login_failure_pkey primary key (login_failure_id)
);
create index login_failure_email_idx on login_failure (email, created_at);
create index login_failure_client_address_idx on login_failure (client_address, created_at);

create table password_reset_token (
    password_reset_token_id bigint generated always as identity,
    token_hash bytea not null,
    account_id bigint not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now(),
    constraint password_reset_token_pkey primary key (password_reset_token_id),
    constraint password_reset_token_token_hash_key unique (token_hash),
    constraint password_reset_token_account_fkey
        foreign key (account_id) references account (account_id) on delete cascade
);

-- An invitation to take an identity (club manager, area/section/timekeeper staff).
create table invitation (
    invitation_id bigint generated always as identity,
    token_hash bytea not null,
    email text not null,
    first_name text not null,
    last_name text not null,
    identity_type text not null,
    club_id bigint,
    region_id bigint,
    department_id bigint,
    timekeeping_company_id bigint,
    permissions text[] not null default '{}',
    invited_by_account_id bigint,
    expires_at timestamptz not null,
    accepted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint invitation_pkey primary key (invitation_id),
    constraint invitation_token_hash_key unique (token_hash),
    constraint invitation_identity_type_check check (
        identity_type in ('Admin', 'Person', 'Team', 'Area', 'Section', 'Timekeeper')),
    constraint invitation_club_fkey foreign key (club_id) references club (club_id),
    constraint invitation_region_fkey foreign key (region_id) references region (region_id),
    constraint invitation_department_fkey
        foreign key (department_id) references department (department_id),
    constraint invitation_timekeeping_company_fkey
        foreign key (timekeeping_company_id)
        references timekeeping_company (timekeeping_company_id),
    constraint invitation_invited_by_fkey
        foreign key (invited_by_account_id) references account (account_id)
);

-- ---------------------------------------------------------------------------------------------
-- Jobs and audit
-- ---------------------------------------------------------------------------------------------

-- State of background work. Redis only carries the queue; this table is what the UI and the
-- CLI show, and what makes a redelivered job a no-op once it has completed.
create table job (
    job_id bigint generated always as identity,
    kind text not null,
    status text not null default 'QUEUED',
    progress integer not null default 0,
    counts jsonb not null default '{}',
    outcome jsonb,
    error text,
    attempts integer not null default 0,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    constraint job_pkey primary key (job_id),
    constraint job_status_check check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
    constraint job_progress_check check (progress between 0 and 100),
    constraint job_created_by_fkey
        foreign key (created_by_account_id) references account (account_id)
);
create index job_status_idx on job (status, created_at);

-- Who did what: every change of members, clubs, memberships and accounts, and every reading
-- or export of personal data.
create table audit_log (
    audit_log_id bigint generated always as identity,
    account_id bigint,
    identity_id bigint,
    action text not null,
    entity text not null,
    entity_id bigint,
    detail jsonb not null default '{}',
    created_at timestamptz not null default now(),
    constraint audit_log_pkey primary key (audit_log_id)
);
create index audit_log_entity_idx on audit_log (entity, entity_id, created_at);
create index audit_log_account_idx on audit_log (account_id, created_at);
