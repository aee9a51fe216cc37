-- E-mail notifications about racing events (stopa_domain::notification): the kinds an account
-- switched off, and every notification e-mail sent, once per subject and address.

-- A kind of notification an account does not want; every kind is on until switched off here.
create table account_notification_off (
    account_id bigint not null,
    kind text not null,
    created_at timestamptz not null default now(),
    constraint account_notification_off_pkey primary key (account_id, kind),
    constraint account_notification_off_account_fkey
        foreign key (account_id) references account (account_id) on delete cascade,
    constraint account_notification_off_kind_check
        check (kind in ('ENTRY', 'ENTRY_DEADLINE', 'EVENT_CHANGE', 'RESULTS'))
);

-- A notification e-mail sent: `subject` says what it was about ('race_entry:12:ENTERED',
-- 'racing_event:5:DATE:2027-01-10', 'result_race:9', 'deadline:5:2027-01-08'); a second
-- notice of the same subject to the same address finds its row and sends nothing.
create table notification_sent (
    notification_sent_id bigint generated always as identity,
    kind text not null,
    subject text not null,
    email text not null,
    account_id bigint,
    created_at timestamptz not null default now(),
    constraint notification_sent_pkey primary key (notification_sent_id),
    constraint notification_sent_once_key unique (subject, email),
    constraint notification_sent_account_fkey
        foreign key (account_id) references account (account_id) on delete set null,
    constraint notification_sent_kind_check
        check (kind in ('ENTRY', 'ENTRY_DEADLINE', 'EVENT_CHANGE', 'RESULTS'))
);
create index notification_sent_account_idx on notification_sent (account_id) where account_id is not null;

-- The accounts acting as a member (a Person identity), for the member's own notices.
create index identity_member_live_idx on identity (member_id) where revoked_at is null;
