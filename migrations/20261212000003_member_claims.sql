-- Linking an account to an existing member (/vyhledat-clena, /registrace/{memberUuid}): a
-- link to the e-mail the register holds, or, where it holds none, the applicant's e-mail and
-- the club's approval. See libs/domain/src/registration.rs.
create table member_claim (
    member_claim_id bigint generated always as identity,
    member_id bigint not null,
    -- The account's e-mail: the register's own, or the applicant's when the register has none.
    email text not null,
    -- The register held no e-mail: the club approves after the applicant confirms.
    via_club boolean not null,
    -- The club whose managers decide (the member's club when the claim was made).
    club_id bigint,
    state text not null default 'UNCONFIRMED',
    confirm_token_hash bytea not null,
    confirm_expires_at timestamptz not null,
    confirmed_at timestamptz,
    rejection_reason text,
    decided_by_account_id bigint,
    decided_at timestamptz,
    client_address text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_claim_pkey primary key (member_claim_id),
    constraint member_claim_confirm_token_hash_key unique (confirm_token_hash),
    constraint member_claim_member_fkey foreign key (member_id) references member (member_id),
    constraint member_claim_club_fkey foreign key (club_id) references club (club_id),
    constraint member_claim_decided_by_fkey
        foreign key (decided_by_account_id) references account (account_id),
    constraint member_claim_state_check
        check (state in ('UNCONFIRMED', 'PENDING', 'APPROVED', 'REJECTED')),
    constraint member_claim_club_check check (not via_club or club_id is not null),
    constraint member_claim_confirmed_check check ((state = 'UNCONFIRMED') = (confirmed_at is null))
);
-- The club's worklist.
create index member_claim_club_idx on member_claim (club_id, state, member_claim_id desc)
    where via_club;

-- One live Person identity per account and member: a registration's approval and a link's
-- confirmation racing each other give the account the member once. Duplicates made before
-- (by hand or an import) keep their oldest identity; the others are revoked, not deleted
-- (sessions and the audit log may name them).
update identity set revoked_at = now(), updated_at = now()
where identity_id in (
    select identity_id from (
        select identity_id,
               row_number() over (partition by account_id, member_id order by identity_id) as nth
        from identity
        where identity_type = 'PERSON' and revoked_at is null
    ) numbered
    where nth > 1
);
create unique index identity_person_member_key on identity (account_id, member_id)
    where identity_type = 'PERSON' and revoked_at is null;
