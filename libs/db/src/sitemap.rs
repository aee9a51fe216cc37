//! What `sitemap.xml` lists: the public pages of active clubs, published events (with their
//! result lists) and members with published results, each with the day it last changed.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::DbResult;

/// An active club's public page.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SitemapClub {
    pub club_id: i64,
    pub name: String,
    pub updated_at: DateTime<Utc>,
}

/// A published (or cancelled) event of the calendar.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SitemapEvent {
    pub racing_event_id: i64,
    pub updated_at: DateTime<Utc>,
    /// When its results were last published; None without published results.
    pub results_published_at: Option<DateTime<Utc>>,
}

/// A member's public page.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SitemapMember {
    pub member_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub updated_at: DateTime<Utc>,
}

/// Active clubs by id (a few hundred).
pub async fn clubs(pool: &PgPool) -> DbResult<Vec<SitemapClub>> {
    Ok(sqlx::query_as::<_, SitemapClub>(
        "select club_id, name, updated_at from club where state = 'ACTIVE' order by club_id",
    )
    .fetch_all(pool)
    .await?)
}

/// The calendar's events by id (hundreds a season), with their latest published results.
pub async fn events(pool: &PgPool) -> DbResult<Vec<SitemapEvent>> {
    Ok(sqlx::query_as::<_, SitemapEvent>(
        "select e.racing_event_id, e.updated_at,
                (select max(r.published_at) from result_race r
                  where r.racing_event_id = e.racing_event_id and r.status = 'PUBLISHED')
                  as results_published_at
           from racing_event e
          where e.publication_status in ('PUBLISHED', 'CANCELED')
          order by e.racing_event_id",
    )
    .fetch_all(pool)
    .await?)
}

/// The highest member id: the member sitemaps are ranges of ids below it.
pub async fn last_member_id(pool: &PgPool) -> DbResult<i64> {
    Ok(
        sqlx::query_scalar::<_, Option<i64>>("select max(member_id) from member")
            .fetch_one(pool)
            .await?
            .unwrap_or(0),
    )
}

/// The members not archived with ids in `from..=to` who are paired to a row of a published
/// result list, by id (the primary key's range; one probe of `result_row_member_idx` each).
pub async fn members(pool: &PgPool, from: i64, to: i64) -> DbResult<Vec<SitemapMember>> {
    Ok(sqlx::query_as::<_, SitemapMember>(
        "select m.member_id, m.first_name, m.last_name, m.updated_at from member m
          where m.member_id between $1 and $2 and not m.archived
            and exists (select 1 from result_row rr
                          join result_race r on r.result_race_id = rr.result_race_id
                         where rr.member_id = m.member_id and r.status = 'PUBLISHED')
          order by m.member_id",
    )
    .bind(from)
    .bind(to)
    .fetch_all(pool)
    .await?)
}
