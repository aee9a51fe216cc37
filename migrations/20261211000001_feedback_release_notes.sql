-- Feedback reports (spec §2 /evidence/zpetna-vazba, §3 Feedback types and statuses) and the
-- release notes (/evidence/seznam-vydani). See libs/domain/src/feedback.rs for the rules.

create table feedback (
    feedback_id bigint generated always as identity,
    account_id bigint not null,
    -- The identity the reporter acted as, as the report's context ("ADMIN", "TEAM", ...).
    identity_type text not null,
    kind text not null,
    status text not null default 'RECEIVED',
    text text not null,
    page text,
    browser text,
    screenshot bytea,
    screenshot_type text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint feedback_pkey primary key (feedback_id),
    constraint feedback_account_fkey foreign key (account_id) references account (account_id),
    constraint feedback_kind_check check (kind in ('BUG', 'FEATURE', 'QUESTION', 'OTHER')),
    constraint feedback_status_check check (status in (
        'RECEIVED', 'UNDER_REVIEW_STOPA', 'UNDER_REVIEW_SUPPLIER', 'RESOLVED', 'DISMISSED')),
    constraint feedback_identity_type_check check (identity_type in (
        'ADMIN', 'PERSON', 'TEAM', 'AREA', 'SECTION', 'TIMEKEEPER')),
    constraint feedback_text_check check (char_length(text) between 1 and 5000),
    constraint feedback_page_check check (char_length(page) <= 500),
    constraint feedback_browser_check check (char_length(browser) <= 500),
    constraint feedback_screenshot_check check (
        (screenshot is null) = (screenshot_type is null)
        and octet_length(screenshot) <= 10485760
        and screenshot_type in ('image/png', 'image/jpeg', 'image/webp'))
);
-- The list: newest first (ids grow with time), paged by id from the primary key, or narrowed
-- to a status or a reporter.
create index feedback_status_idx on feedback (status, feedback_id desc);
create index feedback_account_idx on feedback (account_id, feedback_id desc);

-- What happened to a report: a comment, a change of status, or both.
create table feedback_event (
    feedback_event_id bigint generated always as identity,
    feedback_id bigint not null,
    account_id bigint,
    from_status text,
    to_status text,
    comment text,
    created_at timestamptz not null default now(),
    constraint feedback_event_pkey primary key (feedback_event_id),
    constraint feedback_event_feedback_fkey foreign key (feedback_id)
        references feedback (feedback_id) on delete cascade,
    constraint feedback_event_account_fkey foreign key (account_id) references account (account_id),
    constraint feedback_event_from_status_check check (from_status in (
        'RECEIVED', 'UNDER_REVIEW_STOPA', 'UNDER_REVIEW_SUPPLIER', 'RESOLVED', 'DISMISSED')),
    constraint feedback_event_to_status_check check (to_status in (
        'RECEIVED', 'UNDER_REVIEW_STOPA', 'UNDER_REVIEW_SUPPLIER', 'RESOLVED', 'DISMISSED')),
    constraint feedback_event_comment_check check (char_length(comment) between 1 and 2000),
    constraint feedback_event_something_check check (comment is not null or to_status is not null)
);
create index feedback_event_feedback_idx on feedback_event (feedback_id, feedback_event_id);

create table release_note (
    release_note_id bigint generated always as identity,
    version text not null,
    released_on date not null,
    body text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint release_note_pkey primary key (release_note_id),
    constraint release_note_version_check check (char_length(version) between 1 and 40),
    constraint release_note_body_check check (char_length(body) between 1 and 20000)
);
create unique index release_note_version_key on release_note (lower(version));
create index release_note_order_idx on release_note (released_on desc, release_note_id desc);

-- Which release notes an account has read: those up to the newest it saw.
alter table account add column release_notes_seen_id bigint;
