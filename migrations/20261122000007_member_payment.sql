-- MemberPayment (spec §3): a member's fee for an evidence season, paid through its club. The
-- orders-and-payments feature writes these rows when an order is paid; the general-meeting
-- export reads them.
create table member_payment (
    member_payment_id bigint generated always as identity,
    member_id bigint not null,
    club_id bigint not null,
    evidence_season_id bigint not null,
    -- In haléře.
    amount integer not null,
    paid_on date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint member_payment_pkey primary key (member_payment_id),
    constraint member_payment_member_fkey foreign key (member_id) references member (member_id),
    constraint member_payment_club_fkey foreign key (club_id) references club (club_id),
    constraint member_payment_evidence_season_fkey foreign key (evidence_season_id)
        references evidence_season (evidence_season_id),
    constraint member_payment_amount_check check (amount >= 0),
    constraint member_payment_one_per_season_key unique (member_id, evidence_season_id)
);
create index member_payment_season_idx on member_payment (evidence_season_id);
