//! The members list behind the members grid, the public members list and the members exports:
//! scope and filters, sort orders walked from indexes, keyset positions and capped counts.
//!
//! Its cost must not grow with the register, which keeps everyone who ever was a member:
//!
//! * Every sort order the grid offers has an index over the members that are not archived
//!   (migration `20261125000001_members_grid_indexes`), ending with the member id and
//!   including the filtered columns, so a page is the next `limit` entries of one index, read
//!   from the index alone.
//! * From a keyset position ([`PagePosition::After`]: the sort key of the last row of the
//!   previous page) a page costs the same at any depth. From an offset (a page number without
//!   a position: a link or a jump) the index is walked from its start — except for the whole
//!   register in a name order from [`BUCKET_MIN_OFFSET`] on: `member_sort_bucket` counts the
//!   members by the first three characters of each name key (kept exact by triggers), so the
//!   page seeks to the bucket holding its first row and walks only inside it (page 3,000 of
//!   200,000 members: ≈ 3 ms instead of ≈ 25 ms).
//! * Matches are counted only when asked for ([`count_members`]) and only up to
//!   [`COUNT_CAP`]: beyond it the list says "more than 10,000", as counting further would cost
//!   more than the page. The whole register is counted from the buckets.
//! * A name search with a word of three letters or more starts from its trigram index: its
//!   matches (up to [`SEARCH_SORT_CAP`]) are read, sorted and counted in one statement, since
//!   walking the sort index would touch every member sorted before them (A to N for
//!   "Novák"). With more matches, or words too short for trigrams, the sort index is walked.
//! * Except for the case the trigram index serves worst, and the grid meets first (a clerk has
//!   typed three letters): one word of three letters over the whole register (or the archive),
//!   sorted by name. Its matches are the rows of `member_name_part` (migration
//!   `20261125000003_member_name_parts`: every suffix of every word of the folded names, with
//!   the name sort keys) of one trigram, in name order in an index: the page is read from the
//!   index alone, the total from `member_trigram_count` or the same index
//!   ([`name_parts_word`]). "nov" over 200,000 members has 12,867 matches; the trigram index
//!   fetches all of them from the member table, the name parts read 51 index entries. A longer
//!   word keeps the trigram index: under a common trigram ("ova": 81,000 entries) a rare word
//!   ("ovaz") would have to filter the whole trigram's entries.
//! * Statements are sent unprepared, so PostgreSQL plans each with its values (the search
//!   words' selectivity, the birth-year range).
//!
//! Every statement can also be printed with its values as literals ([`Statement::literal_sql`]):
//! `stopa-admin grid-sql` prints the grid's statements so that `ops/bench` measures the api
//! against exactly the SQL it sends.
//!
//! # Parts
//!
//! - `query`: filters, sort orders and their key columns, keyset positions, the page, the count.
//! - `statement`: [`Statement`], the detail columns, the conditions, the order and the seek.
//! - `name_parts`: the one-word name search answered from `member_name_part`.
//! - `pages`: the statement of a page, whichever way it is read, and of the capped count.
//! - `read`: running them: a page, a count, every member of a list as a stream.
//! - `tests`: orders, seeks, counts and the name parts search.

mod name_parts;
mod pages;
mod query;
mod read;
mod statement;
#[cfg(test)]
mod tests;

pub use name_parts::name_parts_word;
pub use pages::{
    BUCKET_MIN_OFFSET, count_statement, page_statement, search_page_statement, walk_page_statement,
};
pub use query::{
    COUNT_CAP, KeyKind, KeyValue, MemberCount, MemberFilter, MemberListPage, MemberListQuery,
    MemberListRow, MemberSort, MemberSortField, PagePosition, RoleCondition, SEARCH_SORT_CAP,
    SeekKey, key_kinds, starts_from_search,
};
pub use read::{count_members, list_members, stream_members};
pub use statement::Statement;
pub(crate) use statement::push_conditions;
