-- Department roles and licences (issue 27): coaches, instructors, referees, technical
-- delegates and health checks beside the Athlete role. The rules are in
-- libs/domain/src/member_role.rs; who writes what in libs/domain/src/policy/member_role.rs.

create extension if not exists btree_gist;

-- An instructor's licence is the federation's own: it has no department (spec §2
-- `role-v-useku/cvicitele`); every other kind is held in one.
alter table member_department_role alter column department_id drop not null;
alter table member_department_role
    add constraint member_department_role_department_check
        check ((kind = 'INSTRUCTOR') = (department_id is null));

-- The qualification of each kind (spec §3), and only its own.
alter table member_department_role
    add column coach_level text,
    add column instructor_licence text,
    add column referee_type text,
    add column technical_delegate_type text,
    add column licence_number text,
    add column course text,
    add column note text,
    add constraint member_department_role_coach_level_check
        check (coach_level in ('LEVEL0', 'LEVEL1', 'LEVEL2', 'LEVEL3', 'LEVEL4')),
    add constraint member_department_role_instructor_licence_check
        check (instructor_licence in ('CL', 'DUL', 'IL', 'ILP', 'UL')),
    add constraint member_department_role_referee_type_check
        check (referee_type in ('REFEREE', 'REFEREE_SPECIALIST')),
    add constraint member_department_role_technical_delegate_type_check
        check (technical_delegate_type in ('TECHNICAL_DELEGATE', 'TECHNICAL_DELEGATE_FIS')),
    add constraint member_department_role_qualification_check check (
        (kind = 'COACH') = (coach_level is not null)
        and (kind = 'INSTRUCTOR') = (instructor_licence is not null)
        and (kind = 'REFEREE') = (referee_type is not null)
        and (kind = 'TECHNICAL_DELEGATE') = (technical_delegate_type is not null)),
    add constraint member_department_role_health_check_validity_check
        check (kind <> 'HEALTH_CHECK' or valid_to is not null),
    add constraint member_department_role_text_check check (
        char_length(licence_number) <= 50
        and char_length(course) <= 200
        and char_length(note) <= 500);

-- One role of a kind in a department at a time: the periods of licences do not overlap (an
-- Athlete role keeps its own rule, one open role, as before).
alter table member_department_role
    add constraint member_department_role_no_overlap
        exclude using gist (
            member_id with =,
            (coalesce(department_id, 0)) with =,
            kind with =,
            daterange(valid_from, valid_to, '[]') with &&)
        where (kind <> 'ATHLETE');

-- The department grids (`role-v-useku`): the holders of a kind in a department.
create index member_department_role_kind_department_idx
    on member_department_role (kind, department_id, valid_to)
    include (member_id);
-- Reminders: the roles ending soon.
create index member_department_role_expiry_idx
    on member_department_role (valid_to)
    where kind <> 'ATHLETE' and valid_to is not null;

-- The reminders sent: once per role, threshold and expiry day (a role extended later is
-- reminded of again before its new end).
create table member_role_reminder (
    member_department_role_id bigint not null,
    days_before integer not null,
    valid_to date not null,
    created_at timestamptz not null default now(),
    constraint member_role_reminder_pkey
        primary key (member_department_role_id, days_before, valid_to),
    constraint member_role_reminder_role_fkey foreign key (member_department_role_id)
        references member_department_role (member_department_role_id) on delete cascade
);
