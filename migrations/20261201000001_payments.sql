-- Season fees, orders and bank payments (issue 25; spec §2 objednavky-a-platby, §3
-- OrderPayment and MemberPayment, §4 order states). The rules are documented in
-- libs/domain/src/payment.rs. Amounts are haléře.

-- The fees of an evidence season, edited by Admin.
create table fee_schedule (
    fee_schedule_id bigint generated always as identity,
    evidence_season_id bigint not null,
    basic_fee integer not null,
    adult_fee integer not null,
    child_fee integer not null,
    senior_fee integer not null,
    -- A child is at most this old, a senior at least this old, in the season's year.
    child_max_age integer not null,
    senior_min_age integer not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint fee_schedule_pkey primary key (fee_schedule_id),
    constraint fee_schedule_evidence_season_key unique (evidence_season_id),
    constraint fee_schedule_evidence_season_fkey
        foreign key (evidence_season_id) references evidence_season (evidence_season_id),
    constraint fee_schedule_fees_check
        check (basic_fee >= 0 and adult_fee >= 0 and child_fee >= 0 and senior_fee >= 0),
    constraint fee_schedule_ages_check check (child_max_age < senior_min_age)
);
-- Today's SLČR fees for every season there is.
insert into fee_schedule (evidence_season_id, basic_fee, adult_fee, child_fee, senior_fee,
                          child_max_age, senior_min_age)
select evidence_season_id, 0, 30000, 10000, 10000, 18, 65 from evidence_season;

-- An order: a club pays the fees of some of its members for one season.
create sequence order_payment_number_seq;
create table order_payment (
    order_payment_id bigint generated always as identity,
    uuid uuid not null default gen_random_uuid(),
    club_id bigint not null,
    evidence_season_id bigint not null,
    state text not null default 'CREATED',
    amount bigint not null,
    member_count integer not null,
    variable_symbol text not null,
    created_by_account_id bigint,
    -- The day the money was paid (the bank's booking day, or the day Admin gives): payments
    -- made by 31 December count for that year's state funding.
    paid_on date,
    paid_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint order_payment_pkey primary key (order_payment_id),
    constraint order_payment_uuid_key unique (uuid),
    constraint order_payment_variable_symbol_key unique (variable_symbol),
    constraint order_payment_club_fkey foreign key (club_id) references club (club_id),
    constraint order_payment_evidence_season_fkey
        foreign key (evidence_season_id) references evidence_season (evidence_season_id),
    constraint order_payment_created_by_fkey
        foreign key (created_by_account_id) references account (account_id),
    constraint order_payment_state_check
        check (state in ('CREATED', 'PAYMENT_STARTED', 'PAYMENT_FAILED', 'PAID', 'CANCELED')),
    constraint order_payment_amount_check check (amount >= 0),
    constraint order_payment_paid_check check ((state = 'PAID') = (paid_on is not null))
);
-- The grid pages newest first, within a club or not.
create index order_payment_created_idx on order_payment (created_at desc, order_payment_id desc);
create index order_payment_club_idx
    on order_payment (club_id, created_at desc, order_payment_id desc);
create index order_payment_season_idx on order_payment (evidence_season_id, state);

-- The members of an order and their fees. An order holds its members until it is cancelled
-- or their fee refunded: nobody orders a held member again that season.
create table order_payment_item (
    order_payment_item_id bigint generated always as identity,
    order_payment_id bigint not null,
    member_id bigint not null,
    evidence_season_id bigint not null,
    fee_kind text not null,
    amount integer not null,
    held boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint order_payment_item_pkey primary key (order_payment_item_id),
    constraint order_payment_item_order_fkey
        foreign key (order_payment_id) references order_payment (order_payment_id),
    constraint order_payment_item_member_fkey foreign key (member_id) references member (member_id),
    constraint order_payment_item_evidence_season_fkey
        foreign key (evidence_season_id) references evidence_season (evidence_season_id),
    constraint order_payment_item_fee_kind_check
        check (fee_kind in ('BASIC', 'ADULT', 'CHILD', 'SENIOR')),
    constraint order_payment_item_amount_check check (amount >= 0),
    constraint order_payment_item_order_member_key unique (order_payment_id, member_id)
);
create unique index order_payment_item_held_key
    on order_payment_item (member_id, evidence_season_id) where held;
create index order_payment_item_member_idx on order_payment_item (member_id);

-- Bank statements, uploaded or fetched from the Fio API, read by the worker.
create table bank_statement (
    bank_statement_id bigint generated always as identity,
    format text not null,
    file_name text not null,
    -- UPLOAD, or FIO_API for the worker's scheduled fetch.
    source text not null default 'UPLOAD',
    account text,
    -- Whose orders the statement may settle: every order, or those of a region's or a
    -- department's clubs (an upload of area or section staff).
    scope_region_id bigint,
    scope_department_id bigint,
    content bytea,
    state text not null default 'QUEUED',
    total_rows integer not null default 0,
    processed_rows integer not null default 0,
    outcome_counts jsonb not null default '{}',
    problems jsonb not null default '[]',
    job_id bigint,
    error text,
    created_by_account_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz,
    constraint bank_statement_pkey primary key (bank_statement_id),
    constraint bank_statement_job_fkey foreign key (job_id) references job (job_id),
    constraint bank_statement_created_by_fkey
        foreign key (created_by_account_id) references account (account_id),
    constraint bank_statement_scope_check check (num_nonnulls(scope_region_id, scope_department_id) <= 1),
    constraint bank_statement_format_check check (format in ('FIO_JSON', 'FIO_CSV', 'ABO')),
    constraint bank_statement_source_check check (source in ('UPLOAD', 'FIO_API')),
    constraint bank_statement_state_check
        check (state in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'))
);
create index bank_statement_created_idx on bank_statement (created_at desc, bank_statement_id desc);

-- Every movement of the account, once: a statement read again finds its transactions here.
create table bank_transaction (
    bank_transaction_id bigint generated always as identity,
    bank_statement_id bigint not null,
    -- The account of the statement ('' when the file names none) and the bank's id of the
    -- movement within it.
    account text not null,
    reference text not null,
    booked_on date not null,
    amount bigint not null,
    currency text not null,
    variable_symbol text,
    constant_symbol text,
    specific_symbol text,
    counter_account text,
    counter_name text,
    message text,
    match text not null,
    order_payment_id bigint,
    review text not null,
    review_note text,
    reviewed_by_account_id bigint,
    reviewed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint bank_transaction_pkey primary key (bank_transaction_id),
    constraint bank_transaction_reference_key unique (account, reference),
    constraint bank_transaction_statement_fkey
        foreign key (bank_statement_id) references bank_statement (bank_statement_id),
    constraint bank_transaction_order_fkey
        foreign key (order_payment_id) references order_payment (order_payment_id),
    constraint bank_transaction_reviewed_by_fkey
        foreign key (reviewed_by_account_id) references account (account_id),
    constraint bank_transaction_match_check check (match in ('MATCHED', 'UNDERPAID', 'OVERPAID',
        'UNKNOWN_SYMBOL', 'ALREADY_PAID', 'ORDER_CANCELED', 'OUTGOING', 'OTHER_CURRENCY')),
    constraint bank_transaction_review_check
        check (review in ('NONE', 'OPEN', 'ASSIGNED', 'DISMISSED'))
);
create index bank_transaction_statement_idx on bank_transaction (bank_statement_id, bank_transaction_id);
create index bank_transaction_order_idx on bank_transaction (order_payment_id);
create index bank_transaction_open_idx
    on bank_transaction (booked_on desc, bank_transaction_id desc) where review = 'OPEN';

-- What happened to an order, in order: its history.
create table order_payment_event (
    order_payment_event_id bigint generated always as identity,
    order_payment_id bigint not null,
    action text not null,
    from_state text,
    to_state text not null,
    note text,
    account_id bigint,
    bank_transaction_id bigint,
    created_at timestamptz not null default now(),
    constraint order_payment_event_pkey primary key (order_payment_event_id),
    constraint order_payment_event_order_fkey
        foreign key (order_payment_id) references order_payment (order_payment_id),
    constraint order_payment_event_account_fkey foreign key (account_id) references account (account_id),
    constraint order_payment_event_transaction_fkey
        foreign key (bank_transaction_id) references bank_transaction (bank_transaction_id),
    constraint order_payment_event_action_check check (action in ('CREATE', 'MARK_PAYMENT_STARTED',
        'MARK_PAYMENT_FAILED', 'PAY_BY_BANK', 'PAY_BY_ASSIGNMENT', 'PAY_BY_HAND', 'PAY_NOTHING',
        'CANCEL')),
    constraint order_payment_event_from_state_check
        check (from_state in ('CREATED', 'PAYMENT_STARTED', 'PAYMENT_FAILED', 'PAID', 'CANCELED')),
    constraint order_payment_event_to_state_check
        check (to_state in ('CREATED', 'PAYMENT_STARTED', 'PAYMENT_FAILED', 'PAID', 'CANCELED'))
);
create index order_payment_event_order_idx on order_payment_event (order_payment_id, order_payment_event_id);

-- A fee paid is never deleted: a refund is recorded on it, and the member is unpaid again.
alter table member_payment
    add column order_payment_id bigint,
    add column refunded_at timestamptz,
    add column refund_note text,
    add column refunded_by_account_id bigint,
    add constraint member_payment_order_fkey
        foreign key (order_payment_id) references order_payment (order_payment_id),
    add constraint member_payment_refunded_by_fkey
        foreign key (refunded_by_account_id) references account (account_id),
    add constraint member_payment_refund_check
        check ((refunded_at is null) = (refund_note is null));
alter table member_payment drop constraint member_payment_one_per_season_key;
create unique index member_payment_one_per_season_key
    on member_payment (member_id, evidence_season_id) where refunded_at is null;
create index member_payment_club_season_idx on member_payment (club_id, evidence_season_id);
create index member_payment_order_idx on member_payment (order_payment_id);

create or replace view member_paid_season as
select p.member_id, p.evidence_season_id, p.club_id, p.amount, p.paid_on
from member_payment p
where p.refunded_at is null;
