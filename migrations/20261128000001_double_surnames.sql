-- Pairing results to members with double surnames (issue 15): a result row of
-- "Nováková" finds the member "Nováková-Černá" and the other way round. The words of a
-- member's folded last name are indexed only for the few members whose last name has more
-- than one word, so the index stays small and the lookup of a result file's surnames cheap.
create function surname_words(text) returns text[]
    language sql immutable parallel safe strict
    return array_remove(regexp_split_to_array(fold_text(btrim($1)), '[^[:alnum:]]+'), '');

create index member_surname_words_idx on member using gin (surname_words(last_name))
    where strpos(last_name, '-') > 0 or strpos(btrim(last_name), ' ') > 0;
