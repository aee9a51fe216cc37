-- The users list (/evidence/uzivatele): accounts found by name or e-mail, sorted by name, with
-- their last login; invitations that can be revoked.

-- When the account last logged in (sessions are purged when they expire, so they cannot tell).
alter table account add column last_login_at timestamptz;

-- Folded name and e-mail for the list's search (the same folding as member and club search).
alter table account add column search_text text
    generated always as (fold_text(last_name || ' ' || first_name || ' ' || email)) stored;
create index account_search_text_trgm_idx on account using gin (search_text gin_trgm_ops);

-- The list's order: surname, first name (Czech collation), id.
create index account_name_idx on account
    (last_name collate "cs-x-icu", first_name collate "cs-x-icu", account_id);

-- The live identities of a scope: a club's managers, a region's or a department's staff.
create index identity_club_live_idx on identity (club_id) where revoked_at is null;
create index identity_region_live_idx on identity (region_id) where revoked_at is null;
create index identity_department_live_idx on identity (department_id) where revoked_at is null;

-- A revoked invitation: its link stopped working at once (expires_at is set to the moment of
-- revoking too, so every reader of open invitations already leaves it out).
alter table invitation add column revoked_at timestamptz;
create index invitation_open_idx on invitation (created_at desc)
    where accepted_at is null and revoked_at is null;
