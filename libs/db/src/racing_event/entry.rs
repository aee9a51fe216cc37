//! Entries: the lists, entering, withdrawing, moving to another race, bibs.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::member::Sex;
use stopa_domain::racing_event::{EntryState, EntryVia};

use crate::DbResult;

/// An entry as the lists and exports show it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct EntryRow {
    pub race_entry_id: i64,
    pub race_id: i64,
    pub race_name: String,
    pub race_date: NaiveDate,
    pub racing_category_id: i64,
    pub category_name: String,
    pub member_id: Option<i64>,
    pub registration_number: Option<i32>,
    pub fis_code: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_code: Option<String>,
    pub club_name: Option<String>,
    pub club_short_name: Option<String>,
    pub club_text: Option<String>,
    pub nation: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    pub late: bool,
    pub entered_via: EntryVia,
    pub created_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
}

impl EntryRow {
    /// The club as lists show it: the register's club, else what a non-member wrote.
    pub fn club(&self) -> String {
        self.club_name
            .clone()
            .or_else(|| self.club_text.clone())
            .unwrap_or_default()
    }
}

/// Which entries.
#[derive(Debug, Clone, Copy, Default)]
pub struct EntryFilter {
    pub race_id: Option<i64>,
    pub club_id: Option<i64>,
    /// Withdrawn entries too.
    pub with_withdrawn: bool,
}

/// The entries of an event, by race, category and name.
pub async fn list_entries(
    executor: impl PgExecutor<'_>,
    racing_event_id: i64,
    filter: EntryFilter,
) -> DbResult<Vec<EntryRow>> {
    Ok(sqlx::query_as::<_, EntryRow>(
        r"select en.race_entry_id, en.race_id, ra.name as race_name, ra.race_date,
                  en.racing_category_id, k.name as category_name, en.member_id,
                  m.registration_number, m.fis_code, en.first_name, en.last_name, en.birth_year,
                  en.sex, en.club_id, c.code as club_code, c.name as club_name,
                  c.short_name as club_short_name, en.club_text, en.nation, en.bib, en.state,
                  en.late, en.entered_via, en.created_at, en.withdrawn_at
           from race_entry en
           join race ra on ra.race_id = en.race_id
           join racing_category k on k.racing_category_id = en.racing_category_id
           left join member m on m.member_id = en.member_id
           left join club c on c.club_id = en.club_id
           where ra.racing_event_id = $1
             and ($2::bigint is null or en.race_id = $2)
             and ($3::bigint is null or en.club_id = $3)
             and ($4 or en.state = 'ENTERED')
           order by ra.race_date, ra.ordinal, ra.race_id, k.ordinal, k.name,
                    en.bib nulls last, czech_sort_key(en.last_name), czech_sort_key(en.first_name),
                    en.race_entry_id",
    )
    .bind(racing_event_id)
    .bind(filter.race_id)
    .bind(filter.club_id)
    .bind(filter.with_withdrawn)
    .fetch_all(executor)
    .await?)
}

/// What an entry is written from.
#[derive(Debug, Clone, Serialize)]
pub struct EntryValues {
    pub race_id: i64,
    pub racing_category_id: i64,
    pub member_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: Sex,
    pub club_id: Option<i64>,
    pub club_text: Option<String>,
    pub nation: String,
    pub late: bool,
    pub entered_via: EntryVia,
}

pub async fn insert_entry(
    connection: &mut PgConnection,
    values: &EntryValues,
    account_id: Option<i64>,
    identity_id: Option<i64>,
) -> DbResult<i64> {
    Ok(sqlx::query_scalar!(
        r"insert into race_entry (race_id, racing_category_id, member_id, first_name, last_name,
               birth_year, sex, club_id, club_text, nation, late, entered_via,
               entered_by_account_id, entered_by_identity_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           returning race_entry_id",
        values.race_id,
        values.racing_category_id,
        values.member_id,
        values.first_name,
        values.last_name,
        values.birth_year,
        values.sex.as_str(),
        values.club_id,
        values.club_text,
        values.nation,
        values.late,
        values.entered_via.as_str(),
        account_id,
        identity_id
    )
    .fetch_one(connection)
    .await?)
}

/// The event, race and state of an entry (to check it before a change).
#[derive(Debug, Clone, Copy)]
pub struct EntryPlace {
    pub racing_event_id: i64,
    pub race_id: i64,
    pub club_id: Option<i64>,
    pub member_id: Option<i64>,
    pub birth_year: i32,
    pub sex: Sex,
    pub state: EntryState,
}

/// Where an entry is and what it is now, its row locked until the transaction ends: read it
/// after locking its event ([`lock_event`](super::lock_event)), so that a change committed
/// meanwhile (a withdrawal by another request) is seen.
pub async fn lock_entry_place(
    connection: &mut PgConnection,
    race_entry_id: i64,
) -> DbResult<Option<EntryPlace>> {
    Ok(sqlx::query!(
        r#"select ra.racing_event_id, en.race_id, en.club_id, en.member_id, en.birth_year,
                  en.sex as "sex: Sex", en.state as "state: EntryState"
           from race_entry en join race ra on ra.race_id = en.race_id
           where en.race_entry_id = $1
           for update of en"#,
        race_entry_id
    )
    .fetch_optional(connection)
    .await?
    .map(|row| EntryPlace {
        racing_event_id: row.racing_event_id,
        race_id: row.race_id,
        club_id: row.club_id,
        member_id: row.member_id,
        birth_year: row.birth_year,
        sex: row.sex,
        state: row.state,
    }))
}

/// The event of an entry, to lock it before the entry is read ([`lock_entry_place`]).
pub async fn event_of_entry(
    executor: impl PgExecutor<'_>,
    race_entry_id: i64,
) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar!(
        "select ra.racing_event_id from race_entry en join race ra on ra.race_id = en.race_id
         where en.race_entry_id = $1",
        race_entry_id
    )
    .fetch_optional(executor)
    .await?)
}

pub async fn withdraw_entry(connection: &mut PgConnection, race_entry_id: i64) -> DbResult<()> {
    sqlx::query!(
        r"update race_entry set state = 'WITHDRAWN', withdrawn_at = now(), bib = null,
               updated_at = now()
           where race_entry_id = $1",
        race_entry_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn move_entry(
    connection: &mut PgConnection,
    race_entry_id: i64,
    racing_category_id: i64,
) -> DbResult<()> {
    sqlx::query!(
        r"update race_entry set racing_category_id = $2, updated_at = now()
           where race_entry_id = $1",
        race_entry_id,
        racing_category_id
    )
    .execute(connection)
    .await?;
    Ok(())
}

pub async fn set_bib(
    connection: &mut PgConnection,
    race_entry_id: i64,
    bib: Option<i32>,
) -> DbResult<()> {
    sqlx::query!(
        "update race_entry set bib = $2, updated_at = now() where race_entry_id = $1",
        race_entry_id,
        bib
    )
    .execute(connection)
    .await?;
    Ok(())
}

/// Numbers the entries of a race without a bib from `first` in category and name order,
/// after the highest bib given; returns how many got one.
pub async fn assign_bibs(connection: &mut PgConnection, race_id: i64, first: i32) -> DbResult<u64> {
    Ok(sqlx::query!(
        r"with numbered as (
               select en.race_entry_id,
                      greatest($2 - 1, coalesce((select max(bib) from race_entry
                                                 where race_id = $1 and state = 'ENTERED'), 0))
                          + row_number() over (order by k.ordinal, k.name,
                              czech_sort_key(en.last_name), czech_sort_key(en.first_name),
                              en.race_entry_id) as bib
               from race_entry en join racing_category k using (racing_category_id)
               where en.race_id = $1 and en.state = 'ENTERED' and en.bib is null)
           update race_entry en set bib = numbered.bib::int, updated_at = now()
           from numbered where en.race_entry_id = numbered.race_entry_id",
        race_id,
        first
    )
    .execute(connection)
    .await?
    .rows_affected())
}
