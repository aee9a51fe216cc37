-- Members registering themselves (or a parent a child) at a club from /registrace-clena: the
-- applicant confirms the e-mail by a link, the club's managers approve or reject. See
-- libs/domain/src/registration.rs for the rules.
create table member_registration (
    member_registration_id bigint generated always as identity,
    -- The public handle of /registrace-clena-dokonceni/{memberUuid}.
    registration_uuid uuid not null default gen_random_uuid(),
    club_id bigint not null,
    -- A parent (or guardian) registers a child: the applicant is not the member.
    for_child boolean not null,
    applicant_first_name text not null,
    applicant_last_name text not null,
    applicant_email text not null,
    applicant_phone text,
    -- The checked member form (stopa_db::member::MemberValues), written into the register on
    -- approval; the name and birth date are also columns for the club's list.
    member_values jsonb not null,
    first_name text not null,
    last_name text not null,
    birth_date date not null,
    consent_version text not null,
    consented_at timestamptz not null,
    state text not null default 'UNCONFIRMED',
    confirm_token_hash bytea not null,
    confirm_expires_at timestamptz not null,
    confirmed_at timestamptz,
    rejection_reason text,
    decided_by_account_id bigint,
    decided_at timestamptz,
    member_id bigint,
    client_address text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_registration_pkey primary key (member_registration_id),
    constraint member_registration_uuid_key unique (registration_uuid),
    constraint member_registration_confirm_token_hash_key unique (confirm_token_hash),
    constraint member_registration_club_fkey foreign key (club_id) references club (club_id),
    constraint member_registration_member_fkey foreign key (member_id) references member (member_id),
    constraint member_registration_decided_by_fkey
        foreign key (decided_by_account_id) references account (account_id),
    constraint member_registration_state_check
        check (state in ('UNCONFIRMED', 'PENDING', 'APPROVED', 'REJECTED')),
    constraint member_registration_confirmed_check
        check ((state = 'UNCONFIRMED') = (confirmed_at is null)),
    constraint member_registration_approved_check
        check ((state = 'APPROVED') = (member_id is not null))
);
-- The club's worklist: its registrations by state, newest first.
create index member_registration_club_idx
    on member_registration (club_id, state, member_registration_id desc);
