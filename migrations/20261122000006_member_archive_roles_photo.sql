-- Archiving members, their department roles (athletes first) and their photo.

-- A member is archived, never deleted: when and why (the audit log holds who).
alter table member
    add column archived_at timestamptz,
    add column archive_reason text,
    add column photo_public boolean not null default false;

-- A member's role in a department (spec §3 member role kinds). An open role has no valid_to;
-- a member holds at most one open role of a kind in a department.
create table member_department_role (
    member_department_role_id bigint generated always as identity,
    member_id bigint not null,
    department_id bigint not null,
    kind text not null,
    valid_from date not null,
    valid_to date,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_department_role_pkey primary key (member_department_role_id),
    constraint member_department_role_member_fkey foreign key (member_id)
        references member (member_id),
    constraint member_department_role_department_fkey foreign key (department_id)
        references department (department_id),
    constraint member_department_role_kind_check check (kind in
        ('Athlete', 'Instructor', 'Coach', 'Referee', 'TechnicalDelegate', 'HealthCheck')),
    constraint member_department_role_dates_check check (valid_to is null or valid_to >= valid_from)
);
create unique index member_department_role_one_open_key
    on member_department_role (member_id, department_id, kind) where valid_to is null;
create index member_department_role_department_idx
    on member_department_role (department_id, kind) where valid_to is null;

-- The member's photo (JPEG, PNG or WebP; at most 2 MiB, checked by the api too).
create table member_photo (
    member_id bigint not null,
    content_type text not null,
    content bytea not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_photo_pkey primary key (member_id),
    constraint member_photo_member_fkey foreign key (member_id) references member (member_id),
    constraint member_photo_content_type_check check (content_type in
        ('image/jpeg', 'image/png', 'image/webp')),
    constraint member_photo_size_check check (octet_length(content) <= 2097152)
);
