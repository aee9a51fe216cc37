-- A file uploaded again for a race whose results are published does not take them off the
-- public pages (issue 24): it becomes a new version, a result race of its own that replaces
-- the published one only when it is published in turn (rows and suggestions move over, the
-- published race keeps its id and first publication).
alter table result_race
    add column replaces_result_race_id bigint,
    add constraint result_race_replaces_fkey foreign key (replaces_result_race_id)
        references result_race (result_race_id) on delete cascade;
create unique index result_race_one_version_key on result_race (replaces_result_race_id)
    where replaces_result_race_id is not null;

-- Rows move to the published race with their suggestions.
alter table pairing_suggestion drop constraint pairing_suggestion_row_fkey;
alter table pairing_suggestion add constraint pairing_suggestion_row_fkey
    foreign key (result_race_id, ordinal) references result_row (result_race_id, ordinal)
    on delete cascade on update cascade;
