-- Transfers and guest starts between clubs (spec §2 prestupy-a-hostovani, §3 TransferInquiry,
-- kinds Hosting and Transfer; the states and who moves them: stopa_domain::transfer).

create table transfer_inquiry (
    transfer_inquiry_id bigint generated always as identity,
    kind text not null,
    state text not null default 'REQUESTED',
    member_id bigint not null,
    -- The club the member leaves (a transfer) or stays in (a hosting): the releasing club.
    from_club_id bigint not null,
    -- The club that asks: the new club of a transfer, the host club of a hosting.
    to_club_id bigint not null,
    -- The department the member races in for the receiving club.
    department_id bigint not null,
    -- A transfer's effective date; a hosting's first day.
    valid_from date not null,
    -- A hosting's last day; none for a transfer.
    valid_to date,
    note text not null default '',
    -- Why it was rejected (required then).
    reason text,
    requested_by_identity_id bigint,
    -- Athlete roles a completed transfer ended (departments the new club lacks).
    ended_department_ids bigint[] not null default '{}',
    completed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint transfer_inquiry_pkey primary key (transfer_inquiry_id),
    constraint transfer_inquiry_kind_check check (kind in ('HOSTING', 'TRANSFER')),
    constraint transfer_inquiry_state_check check (state in
        ('REQUESTED', 'RELEASED', 'APPROVED', 'DONE', 'ENDED', 'REJECTED', 'WITHDRAWN',
         'EXPIRED')),
    constraint transfer_inquiry_member_fkey foreign key (member_id) references member (member_id),
    constraint transfer_inquiry_from_club_fkey foreign key (from_club_id) references club (club_id),
    constraint transfer_inquiry_to_club_fkey foreign key (to_club_id) references club (club_id),
    constraint transfer_inquiry_department_fkey
        foreign key (department_id) references department (department_id),
    constraint transfer_inquiry_requested_by_fkey
        foreign key (requested_by_identity_id) references identity (identity_id),
    constraint transfer_inquiry_clubs_check check (from_club_id <> to_club_id),
    constraint transfer_inquiry_period_check check (
        (kind = 'TRANSFER' and valid_to is null)
        or (kind = 'HOSTING' and valid_to is not null and valid_to >= valid_from)),
    constraint transfer_inquiry_note_check check (length(note) <= 2000),
    constraint transfer_inquiry_reason_check check (
        (state = 'REJECTED') = (reason is not null) and length(coalesce(reason, '')) <= 2000)
);
-- A member has one open inquiry at a time: one waiting for a decision, or an approved transfer
-- waiting for its effective date (a running hosting does not block a transfer request).
create unique index transfer_inquiry_one_open_per_member_key on transfer_inquiry (member_id)
    where state in ('REQUESTED', 'RELEASED') or (kind = 'TRANSFER' and state = 'APPROVED');
create index transfer_inquiry_created_idx on transfer_inquiry (created_at desc, transfer_inquiry_id desc);
create index transfer_inquiry_from_club_idx on transfer_inquiry (from_club_id, created_at desc);
create index transfer_inquiry_to_club_idx on transfer_inquiry (to_club_id, created_at desc);
create index transfer_inquiry_department_idx on transfer_inquiry (department_id, created_at desc);
create index transfer_inquiry_member_idx on transfer_inquiry (member_id, created_at desc);
-- Hostings in force: the host club's entries and members tab read them.
create index transfer_inquiry_hosting_idx on transfer_inquiry (to_club_id, member_id)
    where kind = 'HOSTING' and state = 'APPROVED';
-- The daily run: inquiries nobody acts on expire, approved transfers take effect.
create index transfer_inquiry_waiting_idx on transfer_inquiry (state, updated_at)
    where state in ('REQUESTED', 'RELEASED', 'APPROVED');

-- Every state an inquiry went through, who moved it and with what note.
create table transfer_inquiry_event (
    transfer_inquiry_event_id bigint generated always as identity,
    transfer_inquiry_id bigint not null,
    state text not null,
    identity_id bigint,
    account_id bigint,
    note text not null default '',
    created_at timestamptz not null default now(),
    constraint transfer_inquiry_event_pkey primary key (transfer_inquiry_event_id),
    constraint transfer_inquiry_event_inquiry_fkey
        foreign key (transfer_inquiry_id) references transfer_inquiry (transfer_inquiry_id),
    constraint transfer_inquiry_event_identity_fkey
        foreign key (identity_id) references identity (identity_id),
    constraint transfer_inquiry_event_account_fkey
        foreign key (account_id) references account (account_id),
    constraint transfer_inquiry_event_state_check check (state in
        ('REQUESTED', 'RELEASED', 'APPROVED', 'DONE', 'ENDED', 'REJECTED', 'WITHDRAWN',
         'EXPIRED'))
);
create index transfer_inquiry_event_inquiry_idx
    on transfer_inquiry_event (transfer_inquiry_id, created_at);
