-- Racing events (spec §3, §4): the federation's calendar, the races of an event with their
-- categories, entries, documents, organiser suggestions, and the timekeeping companies' own
-- details. Results hang under races later (result races).

-- A timekeeping company's details (the company table holds its name since the start).
alter table timekeeping_company
    add column ico text,
    add column email text,
    add column phone text,
    add column web text,
    add column contact_person text,
    add column note text;

-- The default racing categories of a season and department: the age reached in the calendar
-- year the season ends (a season 2026/2027 ends in 2027, so "11–12" is born 2015–2016).
-- An event's races copy them and may change them.
create table racing_category_default (
    racing_category_default_id bigint generated always as identity,
    season_id bigint not null,
    department_id bigint not null,
    name text not null,
    age_from integer not null,
    age_to integer not null,
    gender_group text not null,
    ordinal integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_category_default_pkey primary key (racing_category_default_id),
    constraint racing_category_default_name_key unique (season_id, department_id, name),
    constraint racing_category_default_season_fkey foreign key (season_id) references season (season_id),
    constraint racing_category_default_department_fkey
        foreign key (department_id) references department (department_id),
    constraint racing_category_default_ages_check check (age_from between 0 and 120 and age_to between age_from and 120),
    constraint racing_category_default_gender_check check (gender_group in ('MALE', 'FEMALE', 'BOTH'))
);

-- A racing event (událost). `state` is the racing event state of spec §4 (its transitions are
-- stopa_domain::racing_event); `publication_status` the calendar's RacingEventForPublication
-- status (None: a draft not proposed yet); `date_change` the label the public calendar shows
-- for a published event whose dates or place changed or that was cancelled.
create table racing_event (
    racing_event_id bigint generated always as identity,
    kind text not null default 'RACING',
    name text not null,
    department_id bigint not null,
    season_id bigint not null,
    category text not null,
    organiser_kind text not null,
    organiser_club_id bigint,
    organiser_name text,
    region_id bigint,
    place text not null,
    country text not null default 'CZ',
    latitude numeric(8, 5),
    longitude numeric(8, 5),
    date_from date not null,
    date_to date not null,
    registration_deadline timestamptz,
    state text not null default 'HIDDEN',
    publication_status text,
    date_change text not null default 'PUBLISHED',
    published_at timestamptz,
    timekeeping_company_id bigint,
    description text,
    contact_email text,
    contact_phone text,
    web text,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_event_pkey primary key (racing_event_id),
    constraint racing_event_department_fkey foreign key (department_id) references department (department_id),
    constraint racing_event_season_fkey foreign key (season_id) references season (season_id),
    constraint racing_event_organiser_club_fkey foreign key (organiser_club_id) references club (club_id),
    constraint racing_event_region_fkey foreign key (region_id) references region (region_id),
    constraint racing_event_timekeeping_company_fkey
        foreign key (timekeeping_company_id) references timekeeping_company (timekeeping_company_id),
    constraint racing_event_created_by_fkey foreign key (created_by_account_id) references account (account_id),
    constraint racing_event_kind_check check (kind in ('RACING', 'RESULT')),
    constraint racing_event_category_check check (category in ('A', 'B', 'C', 'D', 'JUNIOR')),
    constraint racing_event_organiser_check check (
        (organiser_kind = 'CLUB' and organiser_club_id is not null)
        or (organiser_kind = 'DEPARTMENT' and organiser_club_id is null)
        or (organiser_kind = 'OTHER' and organiser_club_id is null and organiser_name is not null)),
    constraint racing_event_dates_check check (date_to >= date_from),
    constraint racing_event_state_check check (state in ('HIDDEN', 'REGISTRATIONS_ENABLED',
        'REGISTRATIONS_CLOSED', 'CANCELED', 'RESULTS', 'DIGITAL_RESULTS')),
    constraint racing_event_publication_check check (publication_status in ('PUBLISHED', 'HIDDEN', 'CANCELED')),
    constraint racing_event_date_change_check check (date_change in ('PUBLISHED', 'CHANGED', 'MOVED', 'CANCELED')),
    constraint racing_event_country_check check (country ~ '^[A-Z]{2}$'),
    constraint racing_event_latitude_check check (latitude between -90 and 90),
    constraint racing_event_longitude_check check (longitude between -180 and 180)
);
-- The public calendar: published (and cancelled) events by date.
create index racing_event_calendar_idx on racing_event (date_from, racing_event_id)
    where publication_status in ('PUBLISHED', 'CANCELED');
create index racing_event_department_idx on racing_event (department_id, date_from);
create index racing_event_organiser_club_idx on racing_event (organiser_club_id) where organiser_club_id is not null;
create index racing_event_region_idx on racing_event (region_id, date_from);
create index racing_event_timekeeper_idx on racing_event (timekeeping_company_id) where timekeeping_company_id is not null;
create index racing_event_publication_idx on racing_event (publication_status, date_from);
create index racing_event_name_trgm_idx on racing_event using gin (fold_text(name || ' ' || place) gin_trgm_ops);

-- A race (závod) of an event.
create table race (
    race_id bigint generated always as identity,
    racing_event_id bigint not null,
    name text not null,
    racing_discipline_id bigint not null,
    racing_technique_id bigint,
    racing_type_id bigint,
    gender_group text not null default 'BOTH',
    race_date date not null,
    start_time time,
    ordinal integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint race_pkey primary key (race_id),
    constraint race_event_fkey foreign key (racing_event_id) references racing_event (racing_event_id) on delete cascade,
    constraint race_discipline_fkey foreign key (racing_discipline_id) references racing_discipline (racing_discipline_id),
    constraint race_technique_fkey foreign key (racing_technique_id) references racing_technique (racing_technique_id),
    constraint race_type_fkey foreign key (racing_type_id) references racing_type (racing_type_id),
    constraint race_gender_check check (gender_group in ('MALE', 'FEMALE', 'BOTH'))
);
create index race_event_idx on race (racing_event_id, ordinal);

-- A racing category (RacingCategory) of a race: who may start in it.
create table racing_category (
    racing_category_id bigint generated always as identity,
    race_id bigint not null,
    name text not null,
    birth_year_from integer not null,
    birth_year_to integer not null,
    gender_group text not null default 'BOTH',
    ordinal integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_category_pkey primary key (racing_category_id),
    constraint racing_category_race_fkey foreign key (race_id) references race (race_id) on delete cascade,
    constraint racing_category_name_key unique (race_id, name),
    constraint racing_category_years_check check (birth_year_to >= birth_year_from),
    constraint racing_category_gender_check check (gender_group in ('MALE', 'FEMALE', 'BOTH'))
);

-- An entry (přihláška) of a member or of a non-member to a race and category. A withdrawn
-- entry stays (WITHDRAWN) for the organiser's history; a member is entered at most once a race.
create table race_entry (
    race_entry_id bigint generated always as identity,
    race_id bigint not null,
    racing_category_id bigint not null,
    member_id bigint,
    first_name text not null,
    last_name text not null,
    birth_year integer not null,
    sex text not null,
    club_id bigint,
    club_text text,
    nation text not null default 'CZE',
    bib integer,
    state text not null default 'ENTERED',
    late boolean not null default false,
    entered_via text not null,
    entered_by_account_id bigint,
    entered_by_identity_id bigint,
    withdrawn_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint race_entry_pkey primary key (race_entry_id),
    constraint race_entry_race_fkey foreign key (race_id) references race (race_id) on delete cascade,
    constraint race_entry_category_fkey foreign key (racing_category_id) references racing_category (racing_category_id),
    constraint race_entry_member_fkey foreign key (member_id) references member (member_id),
    constraint race_entry_club_fkey foreign key (club_id) references club (club_id),
    constraint race_entry_sex_check check (sex in ('MALE', 'FEMALE')),
    constraint race_entry_state_check check (state in ('ENTERED', 'WITHDRAWN')),
    constraint race_entry_via_check check (entered_via in ('CLUB', 'MEMBER', 'SELF', 'NON_MEMBER', 'ORGANISER')),
    constraint race_entry_nation_check check (nation ~ '^[A-Z]{3}$'),
    constraint race_entry_bib_check check (bib is null or bib > 0)
);
create unique index race_entry_member_once_key on race_entry (race_id, member_id)
    where state = 'ENTERED' and member_id is not null;
create unique index race_entry_bib_key on race_entry (race_id, bib)
    where state = 'ENTERED' and bib is not null;
create index race_entry_race_idx on race_entry (race_id, state);
create index race_entry_club_idx on race_entry (club_id, race_id);
create index race_entry_member_idx on race_entry (member_id) where member_id is not null;

-- Documents of an event (spec §3 event document kinds).
create table racing_event_document (
    racing_event_document_id bigint generated always as identity,
    racing_event_id bigint not null,
    kind text not null,
    title text not null,
    file_name text not null,
    content_type text not null,
    content bytea not null,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    constraint racing_event_document_pkey primary key (racing_event_document_id),
    constraint racing_event_document_event_fkey foreign key (racing_event_id)
        references racing_event (racing_event_id) on delete cascade,
    constraint racing_event_document_kind_check check (kind in ('PROPOSITION', 'START_LIST', 'RESULT', 'OTHER')),
    constraint racing_event_document_size_check check (octet_length(content) <= 10485760)
);
create index racing_event_document_event_idx on racing_event_document (racing_event_id, created_at);

-- A suggestion of an event (RacingEventSuggestion): a club offers to organise (OFFER), or a
-- section asks for an organiser (REQUEST). Accepting one creates the event's draft.
create table racing_event_suggestion (
    racing_event_suggestion_id bigint generated always as identity,
    kind text not null,
    department_id bigint not null,
    club_id bigint,
    name text not null,
    place text,
    date_from date not null,
    date_to date not null,
    category text not null,
    note text,
    state text not null default 'OPEN',
    racing_event_id bigint,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_event_suggestion_pkey primary key (racing_event_suggestion_id),
    constraint racing_event_suggestion_department_fkey foreign key (department_id) references department (department_id),
    constraint racing_event_suggestion_club_fkey foreign key (club_id) references club (club_id),
    constraint racing_event_suggestion_event_fkey foreign key (racing_event_id) references racing_event (racing_event_id),
    constraint racing_event_suggestion_kind_check check (kind in ('OFFER', 'REQUEST')),
    constraint racing_event_suggestion_state_check check (state in ('OPEN', 'ACCEPTED', 'REJECTED')),
    constraint racing_event_suggestion_category_check check (category in ('A', 'B', 'C', 'D', 'JUNIOR')),
    constraint racing_event_suggestion_offer_check check (kind <> 'OFFER' or club_id is not null),
    constraint racing_event_suggestion_dates_check check (date_to >= date_from)
);
create index racing_event_suggestion_department_idx on racing_event_suggestion (department_id, state);
