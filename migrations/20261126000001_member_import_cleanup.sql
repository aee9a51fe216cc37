-- Member imports, RÚIAN address points, unresolved addresses and the data-cleanup worklists
-- (spec §2 /evidence/clenove/import and /evidence/cisteni-dat, §3 import outcomes).

-- ---------------------------------------------------------------------------------------------
-- RÚIAN address points (ČÚZK "adresní místa"), loaded by `stopa-admin ruian load`.
-- ---------------------------------------------------------------------------------------------

-- One address point. The keys are Stopa's folded spellings (stopa_domain::address), written by
-- the loader, so that "nám. Míru" finds "náměstí Míru" through an index.
create table ruian_address (
    ruian_address_code bigint not null,
    municipality_code integer not null,
    municipality_name text not null,
    momc_name text,
    prague_district_name text,
    part_code integer,
    part_name text,
    street_code integer,
    street_name text,
    building_type text not null,
    house_number integer not null,
    orientation_number integer,
    orientation_letter text,
    postcode text not null,
    y double precision,
    x double precision,
    valid_from date,
    municipality_key text not null,
    district_key text,
    part_key text,
    street_key text,
    -- RUIAN for ČÚZK's data; DEMO for the points the demo seed makes up for its members.
    source text not null default 'RUIAN',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint ruian_address_pkey primary key (ruian_address_code),
    constraint ruian_address_building_type_check
        check (building_type in ('HOUSE_NUMBER', 'REGISTRATION_NUMBER')),
    constraint ruian_address_postcode_check check (postcode ~ '^[0-9]{5}$'),
    constraint ruian_address_source_check check (source in ('RUIAN', 'DEMO'))
);
create index ruian_address_postcode_house_idx on ruian_address (postcode, house_number);
create index ruian_address_postcode_orientation_idx on ruian_address (postcode, orientation_number)
    where orientation_number is not null;
create index ruian_address_municipality_house_idx on ruian_address (municipality_key, house_number);
create index ruian_address_district_house_idx on ruian_address (district_key, house_number)
    where district_key is not null;
create index ruian_address_part_house_idx on ruian_address (part_key, house_number)
    where part_key is not null;
create index ruian_address_street_idx
    on ruian_address (municipality_key, street_key text_pattern_ops)
    where street_key is not null;

-- An address text that did not resolve to an address point: from an import row or a member's
-- record, one row per folded text. Once an admin chooses its point, the row stays as an alias:
-- the same text resolves to that point from then on (imports included).
create table unresolved_address (
    unresolved_address_id bigint generated always as identity,
    address_key text not null,
    address_text text not null,
    municipality text,
    municipality_part text,
    street text,
    house_number text,
    orientation_number text,
    postcode text,
    resolved_ruian_address_code bigint,
    resolved_at timestamptz,
    resolved_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint unresolved_address_pkey primary key (unresolved_address_id),
    constraint unresolved_address_key unique (address_key),
    constraint unresolved_address_resolved_check
        check ((resolved_ruian_address_code is null) = (resolved_at is null)),
    constraint unresolved_address_resolved_by_fkey
        foreign key (resolved_by_account_id) references account (account_id)
);
create index unresolved_address_open_idx on unresolved_address (created_at)
    where resolved_at is null;

-- The member's address point, or the unresolved text it waits on; and the member it was
-- merged into (a merged member is archived, never deleted).
alter table member
    add column ruian_address_code bigint,
    add column unresolved_address_id bigint,
    add column merged_into_member_id bigint,
    add constraint member_unresolved_address_fkey
        foreign key (unresolved_address_id) references unresolved_address (unresolved_address_id),
    add constraint member_merged_into_fkey
        foreign key (merged_into_member_id) references member (member_id);
create index member_unresolved_address_idx on member (unresolved_address_id)
    where unresolved_address_id is not null;
-- A member's memberships (the last one's end, the history); only open ones had an index.
create index membership_member_idx on membership (member_id, valid_to);

-- A foreigner without a birth number is found by name and birth date (imports); possible
-- duplicates are members of the same folded name and birth date (cleanup).
create index member_birth_date_name_idx on member (birth_date, search_name);

-- ---------------------------------------------------------------------------------------------
-- Member imports
-- ---------------------------------------------------------------------------------------------

-- One uploaded file of members for a club. DRAFT after the upload with every row's predicted
-- outcome; QUEUED when confirmed; RUNNING in the worker; COMPLETED or FAILED at the end.
create table member_import (
    member_import_id bigint generated always as identity,
    club_id bigint not null,
    file_name text not null,
    file_kind text not null,
    encoding text,
    layout text not null,
    mapping jsonb not null,
    header jsonb not null,
    state text not null default 'DRAFT',
    total_rows integer not null,
    -- Rows per predicted outcome (at the upload) and per outcome of the run so far.
    predicted_counts jsonb not null default '{}',
    outcome_counts jsonb not null default '{}',
    processed_rows integer not null default 0,
    job_id bigint,
    created_by_account_id bigint,
    created_by_identity_id bigint,
    error text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    confirmed_at timestamptz,
    finished_at timestamptz,
    constraint member_import_pkey primary key (member_import_id),
    constraint member_import_club_fkey foreign key (club_id) references club (club_id),
    constraint member_import_job_fkey foreign key (job_id) references job (job_id),
    constraint member_import_created_by_fkey
        foreign key (created_by_account_id) references account (account_id),
    constraint member_import_state_check
        check (state in ('DRAFT', 'QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
    constraint member_import_encoding_check check (encoding in ('UTF8', 'CP1250', 'ASCII')),
    constraint member_import_rows_check
        check (total_rows >= 0 and processed_rows between 0 and total_rows)
);
create index member_import_club_idx on member_import (club_id, created_at);
create index member_import_draft_idx on member_import (created_at) where state = 'DRAFT';

-- One row of an import: its cells as the file had them, the outcome predicted at the upload
-- and the outcome of the run. A row's outcome and the members it wrote commit together, so a
-- redelivered job continues with the rows that have no outcome yet and never writes one twice.
create table member_import_row (
    member_import_id bigint not null,
    line integer not null,
    cells jsonb not null,
    name text not null,
    predicted_outcome text not null,
    predicted_detail text,
    outcome text,
    detail text,
    member_id bigint,
    unresolved_address_id bigint,
    constraint member_import_row_pkey primary key (member_import_id, line),
    constraint member_import_row_import_fkey foreign key (member_import_id)
        references member_import (member_import_id) on delete cascade,
    constraint member_import_row_member_fkey foreign key (member_id) references member (member_id),
    constraint member_import_row_unresolved_address_fkey foreign key (unresolved_address_id)
        references unresolved_address (unresolved_address_id),
    constraint member_import_row_outcome_check check (
        predicted_outcome in ('CREATED_NEW_MEMBER', 'MEMBER_EXISTS_CREATED_MEMBERSHIP',
            'SKIPPED_ALREADY_MEMBER_MY_CLUB', 'SKIPPED_ALREADY_MEMBER_OTHER_CLUB',
            'SKIPPED_PERSONAL_ID_MISSING', 'SKIPPED_MISSING_HOUSE_NUMBER',
            'SKIPPED_CAN_NOT_FOUND_ADDRESS', 'SKIPPED_ARCHIVED', 'SKIPPED_INVALID_ROW')
        and (outcome is null or outcome in ('CREATED_NEW_MEMBER',
            'MEMBER_EXISTS_CREATED_MEMBERSHIP', 'SKIPPED_ALREADY_MEMBER_MY_CLUB',
            'SKIPPED_ALREADY_MEMBER_OTHER_CLUB', 'SKIPPED_PERSONAL_ID_MISSING',
            'SKIPPED_MISSING_HOUSE_NUMBER', 'SKIPPED_CAN_NOT_FOUND_ADDRESS', 'SKIPPED_ARCHIVED',
            'SKIPPED_INVALID_ROW')))
);
create index member_import_row_pending_idx on member_import_row (member_import_id, line)
    where outcome is null;
create index member_import_row_unresolved_idx on member_import_row (unresolved_address_id)
    where unresolved_address_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Data cleanup
-- ---------------------------------------------------------------------------------------------

-- SuggestionNickname (spec §3): a Czech short form of a first name and the full name it
-- stands for. Results pairing reads it both ways (Honza finds Jan, Jan finds Honza).
create table suggestion_nickname (
    suggestion_nickname_id bigint generated always as identity,
    nickname text not null,
    full_name text not null,
    sex text,
    ambiguous boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint suggestion_nickname_pkey primary key (suggestion_nickname_id),
    constraint suggestion_nickname_pair_key unique (nickname, full_name),
    constraint suggestion_nickname_sex_check check (sex in ('MALE', 'FEMALE')),
    constraint suggestion_nickname_differs_check check (fold_text(nickname) <> fold_text(full_name))
);
create index suggestion_nickname_nickname_idx on suggestion_nickname (fold_text(nickname));
create index suggestion_nickname_full_name_idx on suggestion_nickname (fold_text(full_name));

-- Members whose stored birth number fails today's rules or disagrees with their birth date or
-- sex, as the last check found them (`stopa-admin cleanup birth-numbers --check`, the worker
-- daily, and after every import). Fixing the record removes the row.
create table birth_number_problem (
    member_id bigint not null,
    reason text not null,
    checked_at timestamptz not null default now(),
    constraint birth_number_problem_pkey primary key (member_id),
    constraint birth_number_problem_member_fkey foreign key (member_id) references member (member_id)
);

-- The Czech short forms of first names, from ../shared/refs/names/cz-nicknames.tsv (a form
-- standing for several names, or across sexes, is one row per name, marked ambiguous).
insert into suggestion_nickname (nickname, full_name, sex, ambiguous) values
    ('Honza', 'Jan', 'MALE', false),
    ('Honzík', 'Jan', 'MALE', false),
    ('Jenda', 'Jan', 'MALE', false),
    ('Janka', 'Jana', 'FEMALE', false),
    ('Pepa', 'Josef', 'MALE', false),
    ('Pepík', 'Josef', 'MALE', false),
    ('Joza', 'Josef', 'MALE', false),
    ('Jožka', 'Josef', 'MALE', false),
    ('Franta', 'František', 'MALE', false),
    ('Jirka', 'Jiří', 'MALE', false),
    ('Kuba', 'Jakub', 'MALE', false),
    ('Vašek', 'Václav', 'MALE', false),
    ('Venca', 'Václav', 'MALE', false),
    ('Standa', 'Stanislav', 'MALE', false),
    ('Stáňa', 'Stanislav', 'MALE', false),
    ('Mirek', 'Miroslav', 'MALE', false),
    ('Míra', 'Miroslav', 'MALE', true),
    ('Míra', 'Jaromír', 'MALE', true),
    ('Míra', 'Vladimír', 'MALE', true),
    ('Mirka', 'Miroslava', 'FEMALE', false),
    ('Tonda', 'Antonín', 'MALE', false),
    ('Toník', 'Antonín', 'MALE', false),
    ('Antoš', 'Antonín', 'MALE', false),
    ('Péťa', 'Petr', 'MALE', true),
    ('Péťa', 'Petra', 'FEMALE', true),
    ('Zdenda', 'Zdeněk', 'MALE', false),
    ('Jarda', 'Jaroslav', 'MALE', false),
    ('Jára', 'Jaroslav', 'MALE', true),
    ('Jára', 'Jaromír', 'MALE', true),
    ('Sláva', 'Bohuslav', 'MALE', true),
    ('Sláva', 'Jaroslav', 'MALE', true),
    ('Sláva', 'Ladislav', 'MALE', true),
    ('Sláva', 'Jaromír', 'MALE', true),
    ('Láďa', 'Ladislav', 'MALE', false),
    ('Vláďa', 'Vladimír', 'MALE', false),
    ('Ondra', 'Ondřej', 'MALE', false),
    ('Vojta', 'Vojtěch', 'MALE', false),
    ('Luboš', 'Lubomír', 'MALE', false),
    ('Bohuš', 'Bohuslav', 'MALE', false),
    ('Aleš', 'Alexandr', 'MALE', false),
    ('Xandr', 'Alexandr', 'MALE', false),
    ('Lexa', 'Alexius', 'MALE', false),
    ('Lojza', 'Alois', 'MALE', false),
    ('Polda', 'Leopold', 'MALE', false),
    ('Míša', 'Michal', 'MALE', true),
    ('Míša', 'Michaela', 'FEMALE', true),
    ('Pavlík', 'Pavel', 'MALE', false),
    ('Tomík', 'Tomáš', 'MALE', false),
    ('Katka', 'Kateřina', 'FEMALE', false),
    ('Káťa', 'Kateřina', 'FEMALE', false),
    ('Kačka', 'Kateřina', 'FEMALE', false),
    ('Řina', 'Kateřina', 'FEMALE', false),
    ('Bára', 'Barbora', 'FEMALE', false),
    ('Barča', 'Barbora', 'FEMALE', false),
    ('Bora', 'Barbora', 'FEMALE', false),
    ('Verča', 'Veronika', 'FEMALE', false),
    ('Zuzka', 'Zuzana', 'FEMALE', false),
    ('Zuza', 'Zuzana', 'FEMALE', false),
    ('Lucka', 'Lucie', 'FEMALE', false),
    ('Lucinka', 'Lucie', 'FEMALE', false),
    ('Evča', 'Eva', 'FEMALE', false),
    ('Evička', 'Eva', 'FEMALE', false),
    ('Maruška', 'Marie', 'FEMALE', false),
    ('Mařenka', 'Marie', 'FEMALE', false),
    ('Máňa', 'Marie', 'FEMALE', false),
    ('Dáša', 'Dagmar', 'FEMALE', false),
    ('Anička', 'Anna', 'FEMALE', false),
    ('Aňa', 'Anna', 'FEMALE', false),
    ('Andulka', 'Anna', 'FEMALE', false),
    ('Terka', 'Tereza', 'FEMALE', true),
    ('Terka', 'Terezie', 'FEMALE', true),
    ('Rézi', 'Terezie', 'FEMALE', false),
    ('Lída', 'Lidmila', 'FEMALE', true),
    ('Lída', 'Ludmila', 'FEMALE', true),
    ('Mila', 'Lidmila', 'FEMALE', true),
    ('Mila', 'Jarmila', 'FEMALE', true),
    ('Mila', 'Ludmila', 'FEMALE', true),
    ('Milka', 'Emilie', 'FEMALE', true),
    ('Milka', 'Jarmila', 'FEMALE', true),
    ('Jaruška', 'Jarmila', 'FEMALE', false),
    ('Magda', 'Magdalena', 'FEMALE', true),
    ('Magda', 'Magdaléna', 'FEMALE', true),
    ('Lenka', 'Magdalena', 'FEMALE', true),
    ('Hanka', 'Hana', 'FEMALE', false),
    ('Bohunka', 'Bohumila', 'FEMALE', true),
    ('Bohunka', 'Bohuslava', 'FEMALE', true),
    ('Slávka', 'Bohuslava', 'FEMALE', true),
    ('Slávka', 'Jaroslava', 'FEMALE', true),
    ('Slávka', 'Miroslava', 'FEMALE', true),
    ('Běta', 'Alžběta', 'FEMALE', false),
    ('Tilda', 'Matylda', 'FEMALE', false),
    ('Tonka', 'Antonie', 'FEMALE', false),
    ('Naďa', 'Naděžda', 'FEMALE', false),
    ('Pája', 'Pavlína', 'FEMALE', true),
    ('Pája', 'Pavla', 'FEMALE', true);
