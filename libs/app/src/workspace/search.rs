//! The header's global search: members by name, registration number or birth year; clubs by
//! name, short name or code; events by name or place — each in the lists the active identity
//! may open ([`policy::search_reach`]) and within their scopes, a few of each.
//!
//! How the text is read (rules chosen here):
//! - Words are matched like the grids' search boxes: every word must occur in the name, case
//!   and diacritics aside ("novak" finds "Novák").
//! - A number of four digits between 1900 and 2100 is a birth year ("Novák 2010"); any other
//!   number is a registration number, matched exactly.
//! - A text shorter than two characters, or of numbers only but a birth year, finds no clubs
//!   or events; a birth year alone finds no members either (a year is thousands of members).
//!
//! The members part is the members grid's list (page 1 in name order), so it costs what the
//! grid's search costs: from the name index at 200,000 members.

use stopa_db::club::{ClubFilter, ClubSort, ClubSortField};
use stopa_db::member_list::{
    MemberFilter, MemberListQuery, MemberSort, MemberSortField, PagePosition,
};
use stopa_db::racing_event::EventFilter;
use stopa_domain::policy;

use crate::error::{AppError, AppResult};
use crate::{Actor, App};

/// Longest search text.
pub const MAX_CHARS: usize = 100;
/// Most hits of one kind.
pub const HITS: i64 = 6;

/// A member found.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SearchMemberHit"))]
pub struct MemberHit {
    pub id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    /// The club's short name.
    pub club_name: Option<String>,
}

/// A club found.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SearchClubHit"))]
pub struct ClubHit {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub region_name: String,
}

/// An event found.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "SearchEventHit"))]
pub struct EventHit {
    pub id: i64,
    pub name: String,
    pub place: String,
    pub date_from: chrono::NaiveDate,
    pub date_to: chrono::NaiveDate,
}

/// What the search found, a few of each kind.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct GlobalSearchResult {
    pub members: Vec<MemberHit>,
    /// More members match than are shown (the members grid lists them).
    pub more_members: bool,
    pub clubs: Vec<ClubHit>,
    pub more_clubs: bool,
    pub events: Vec<EventHit>,
    pub more_events: bool,
}

/// The search text, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchText {
    pub words: Vec<String>,
    pub birth_year: Option<i32>,
    pub registration_number: Option<i32>,
}

impl SearchText {
    /// Reads `text` (see the module's rules); a text over [`MAX_CHARS`] is refused.
    pub fn parse(text: &str) -> AppResult<Self> {
        let text = text.trim();
        if text.chars().count() > MAX_CHARS {
            return Err(AppError::field(
                "text",
                format!("Hledaný text může mít nejvýše {MAX_CHARS} znaků."),
            ));
        }
        let mut read = Self::default();
        for token in text.split_whitespace().take(5) {
            if !token.is_empty() && token.chars().all(|c| c.is_ascii_digit()) {
                match token.parse::<i32>() {
                    Ok(year) if token.len() == 4 && (1900..=2100).contains(&year) => {
                        read.birth_year = Some(year);
                    }
                    Ok(number) if number > 0 => read.registration_number = Some(number),
                    _ => {}
                }
            } else {
                read.words.push(token.to_owned());
            }
        }
        Ok(read)
    }

    fn name_words(&self) -> Option<String> {
        let joined = self.words.join(" ");
        (joined.chars().count() >= 2).then_some(joined)
    }
}

/// Searches what `actor` may open for `text`. The members are looked up beside the clubs and
/// the events (two connections), so the answer waits for the slower of the two rather than for
/// their sum.
pub async fn global_search(app: &App, actor: &Actor, text: &str) -> AppResult<GlobalSearchResult> {
    let identity = &actor.identity;
    if identity.identity_type == stopa_domain::identity::IdentityType::Public {
        return Err(policy::Denied::Unauthenticated.into());
    }
    let read = SearchText::parse(text)?;
    let reach = policy::search_reach(identity);
    let words = read.name_words();
    // The clubs and the events are small lists: one after the other, beside the members, so
    // that a search holds two of the pool's connections at most.
    let others = async {
        let clubs = search_clubs(app, actor, words.as_deref(), reach.clubs).await?;
        let events = search_events(app, actor, words.as_deref(), reach.events).await?;
        AppResult::Ok((clubs, events))
    };
    let ((members, more_members), ((clubs, more_clubs), (events, more_events))) = tokio::try_join!(
        search_members(app, actor, &read, words.as_deref(), reach.members),
        others,
    )?;
    Ok(GlobalSearchResult {
        members,
        more_members,
        clubs,
        more_clubs,
        events,
        more_events,
    })
}

/// The members part: the members grid's first page in name order.
async fn search_members(
    app: &App,
    actor: &Actor,
    read: &SearchText,
    words: Option<&str>,
    reach: bool,
) -> AppResult<(Vec<MemberHit>, bool)> {
    if !reach || (words.is_none() && read.registration_number.is_none()) {
        return Ok((Vec::new(), false));
    }
    let access = policy::member_list_access(&actor.identity)?;
    let filter = MemberFilter {
        search: if read.registration_number.is_some() {
            None
        } else {
            words.map(str::to_owned)
        },
        registration_number: read.registration_number,
        birth_year: read.birth_year,
        ..Default::default()
    };
    let query = MemberListQuery {
        scope: access.scope,
        filter,
        sort: vec![
            MemberSort {
                field: MemberSortField::LastName,
                descending: false,
            },
            MemberSort {
                field: MemberSortField::FirstName,
                descending: false,
            },
        ],
        limit: HITS,
        position: PagePosition::Offset(0),
    };
    let page = stopa_db::member_list::list_members(&app.pool, &query).await?;
    let hits = page
        .rows
        .into_iter()
        .map(|row| MemberHit {
            id: row.member_id,
            registration_number: row.registration_number,
            first_name: row.first_name,
            last_name: row.last_name,
            birth_year: chrono::Datelike::year(&row.birth_date),
            club_name: row.club_short_name,
        })
        .collect();
    Ok((hits, page.next.is_some()))
}

/// The clubs part: by name, short name or code, in name order.
async fn search_clubs(
    app: &App,
    actor: &Actor,
    words: Option<&str>,
    reach: bool,
) -> AppResult<(Vec<ClubHit>, bool)> {
    let Some(words) = words.filter(|_| reach) else {
        return Ok((Vec::new(), false));
    };
    let scope = policy::club_list_scope(&actor.identity)?;
    let filter = ClubFilter {
        search: Some(words.to_owned()),
        region_id: None,
        department_id: None,
        state: None,
    };
    let sort = [ClubSort {
        field: ClubSortField::Name,
        descending: false,
    }];
    let (rows, total) =
        stopa_db::club::list_clubs(&app.pool, scope, &filter, &sort, HITS, 0).await?;
    let hits = rows
        .into_iter()
        .map(|row| ClubHit {
            id: row.club_id,
            code: row.code,
            name: row.name,
            region_name: row.region_name,
        })
        .collect();
    Ok((hits, total > HITS))
}

/// The events part: by name or place, in the calendar's order.
async fn search_events(
    app: &App,
    actor: &Actor,
    words: Option<&str>,
    reach: bool,
) -> AppResult<(Vec<EventHit>, bool)> {
    let Some(words) = words.filter(|_| reach) else {
        return Ok((Vec::new(), false));
    };
    let scope = policy::racing_event_list_scope(&actor.identity)?;
    let filter = EventFilter {
        search: Some(words.to_owned()),
        ..Default::default()
    };
    let (rows, total) = stopa_db::racing_event::list_events(
        &app.pool,
        scope,
        &filter,
        stopa_db::racing_event::EventOrder::Latest,
        HITS,
        0,
    )
    .await?;
    let hits = rows
        .into_iter()
        .map(|row| EventHit {
            id: row.racing_event_id,
            name: row.name,
            place: row.place,
            date_from: row.date_from,
            date_to: row.date_to,
        })
        .collect();
    Ok((hits, total > HITS))
}

#[cfg(test)]
mod tests {
    use super::SearchText;

    #[test]
    fn reads_names_years_and_registration_numbers() {
        let read = SearchText::parse("  Novák 2010 ").unwrap();
        assert_eq!(read.words, ["Novák"]);
        assert_eq!(read.birth_year, Some(2010));
        assert_eq!(read.registration_number, None);

        let read = SearchText::parse("100123").unwrap();
        assert_eq!(read.registration_number, Some(100_123));
        assert!(read.words.is_empty());
        assert_eq!(read.name_words(), None);

        // Four digits outside 1900–2100 are a registration number.
        assert_eq!(
            SearchText::parse("1899").unwrap().registration_number,
            Some(1899)
        );
        // A single letter is no search.
        assert_eq!(SearchText::parse("a").unwrap().name_words(), None);
        assert!(SearchText::parse(&"x".repeat(101)).is_err());
        // Only the first five tokens count.
        assert_eq!(SearchText::parse("a b c d e f g").unwrap().words.len(), 5);
    }
}
