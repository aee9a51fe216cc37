-- The full member record: titles, further names, citizenship, the address split as the NSA
-- register needs it, contacts, FIS code and the member's answer (spec §3).

alter table member
    add column title_before text,
    add column title_after text,
    add column middle_names text,
    add column citizenship text not null default 'CZ',
    add column municipality text,
    add column municipality_part text,
    add column street text,
    add column house_number text,
    add column orientation_number text,
    add column postcode text,
    add column country text not null default 'CZ',
    add column email text,
    add column phone text,
    add column fis_code text,
    add column answer_status text not null default 'WithoutAnswer',
    add constraint member_fis_code_key unique (fis_code),
    add constraint member_answer_status_check check (answer_status in
        ('WithoutAnswer', 'WantsToBeMember', 'DoesNotWantToBeMember', 'WantsToLeaveSLCR')),
    add constraint member_citizenship_check check (citizenship ~ '^[A-Z]{2}$'),
    add constraint member_country_check check (country ~ '^[A-Z]{2}$');
