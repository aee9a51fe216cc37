-- A login attempt reserves its place in login_failure before its password is checked, so that
-- concurrent guesses cannot race past the limits. `pending` marks such a reservation while its
-- check runs: a right password deletes it, a wrong one turns it into a failure (pending false).
-- Counting pending ones keeps the limit exact; waiting for them instead of refusing keeps
-- concurrent right logins of one account from being refused.
alter table login_failure add column pending boolean not null default false;
