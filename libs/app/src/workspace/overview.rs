//! The overview (`/evidence/prehled`): what waits for the active identity, counted, each
//! count linking to its list; and the lists of a role's day — the events whose results wait
//! for a sign-off, a club's entry deadlines, a timekeeper's events, a member's entries.
//!
//! Which worklists an identity gets is the policy's ([`policy::overview_items`]); every count
//! is read through the same use case (or the same scope) as the page it links to, so a count
//! never shows more than that page would.

use chrono::{Days, NaiveDate, Utc};
use stopa_db::member_list::MemberCount;
use stopa_db::workspace::{self as db, DeadlineRow, OwnEntryRow, ResultWorkRow};
use stopa_domain::identity::{IdentityType, Scope};
use stopa_domain::payment::{OrderState, ReviewState};
use stopa_domain::policy::{self, AccessLevel, EventFacts, OverviewItem};
use stopa_domain::racing_event::{EntryState, SuggestionState};
use stopa_domain::transfer::{TransferAction, TransferState};

use crate::error::AppResult;
use crate::{Actor, App};

/// How far ahead the club's entry deadlines are listed.
pub const DEADLINE_DAYS: u64 = 7;
/// Counts stop here ("100+"): a worklist that long is opened, not counted.
pub const COUNT_CAP: i64 = 100;

/// One worklist and how many wait in it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OverviewCount {
    pub item: OverviewItem,
    /// The worklist's Czech name.
    pub label: String,
    /// How many wait, counted up to 100.
    pub count: i64,
    /// True: more than 100 wait (shown as "více než 100").
    pub capped: bool,
}

/// An event whose results wait (unsigned result races) or, for a timekeeper, one of its
/// events around today with what it has delivered.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ResultWorkLine {
    pub racing_event_id: i64,
    pub name: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    /// Result races waiting for the organiser's sign-off (DRAFT or CHECKED).
    pub unsigned_races: i64,
    pub published_races: i64,
    /// When the newest result file was uploaded.
    pub last_upload_at: Option<chrono::DateTime<Utc>>,
    pub last_upload_failed: bool,
}

/// An event whose entries close within a week.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct DeadlineLine {
    pub racing_event_id: i64,
    pub name: String,
    pub place: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub registration_deadline: chrono::DateTime<Utc>,
    pub department_name: String,
    /// The asker's club's entries so far.
    pub club_entries: i64,
}

/// One of the member's own entries.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct OwnEntryLine {
    pub race_entry_id: i64,
    pub racing_event_id: i64,
    pub event_name: String,
    pub place: String,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    pub race_name: String,
    pub category_name: String,
    pub bib: Option<i32>,
    pub state: EntryState,
    /// The athlete's sex, for the Czech form of "přihlášen".
    pub sex: stopa_domain::member::Sex,
}

/// What waits for the active identity.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct WorkspaceOverview {
    pub counts: Vec<OverviewCount>,
    /// Events whose result races wait for a sign-off (the event's managers), or a
    /// timekeeper's events around today.
    pub result_work: Vec<ResultWorkLine>,
    /// A club's: events whose entries close within a week.
    pub entry_deadlines: Vec<DeadlineLine>,
    /// A member's: its entries to events not over yet.
    pub own_entries: Vec<OwnEntryLine>,
    /// The evidence season the fee count is of.
    pub evidence_season_name: Option<String>,
}

/// The overview of `actor`'s active identity. A visitor is refused.
pub async fn overview(app: &App, actor: &Actor) -> AppResult<WorkspaceOverview> {
    let identity = &actor.identity;
    if identity.identity_type == IdentityType::Public {
        return Err(policy::Denied::Unauthenticated.into());
    }
    let today = stopa_domain::time::today();
    let mut overview = WorkspaceOverview::default();
    for item in policy::overview_items(identity) {
        let count = match item {
            OverviewItem::MembersWithoutFee => {
                let Some((season_id, season_name)) =
                    db::evidence_season_of(&app.pool, today).await?
                else {
                    continue;
                };
                overview.evidence_season_name = Some(season_name);
                members_without_fee(app, actor, season_id).await?
            }
            _ => count_item(app, actor, item, today).await?,
        };
        overview.counts.push(OverviewCount {
            item,
            label: item.label().to_owned(),
            count: count.min(COUNT_CAP),
            capped: count > COUNT_CAP,
        });
    }
    if identity.identity_type == IdentityType::Timekeeper {
        if let Scope::TimekeepingCompany(company_id) = identity.scope {
            let rows = db::timekeeping_events(&app.pool, company_id, today).await?;
            overview.result_work = result_lines(actor, rows);
        }
    } else if let Some(scope) = policy::result_work_scope(identity) {
        let rows = db::events_with_unsigned_results(&app.pool, scope).await?;
        overview.result_work = result_lines(actor, rows);
        overview
            .result_work
            .truncate(usize::try_from(db::LIST_LIMIT).unwrap_or(10));
    }
    if let (IdentityType::Team, Scope::Club(club_id)) = (identity.identity_type, identity.scope) {
        let now = Utc::now();
        let until = now
            .checked_add_days(Days::new(DEADLINE_DAYS))
            .unwrap_or(now);
        overview.entry_deadlines = db::entry_deadlines(&app.pool, club_id, now, until)
            .await?
            .into_iter()
            .map(deadline_line)
            .collect();
    }
    if let Ok(member_id) = policy::own_member(identity) {
        overview.own_entries = db::member_upcoming_entries(&app.pool, member_id, today)
            .await?
            .into_iter()
            .map(own_entry_line)
            .collect();
    }
    Ok(overview)
}

/// How many wait in `item` (up to a little over [`COUNT_CAP`]), read through the use case or
/// the scope of the page the item links to.
async fn count_item(
    app: &App,
    actor: &Actor,
    item: OverviewItem,
    today: NaiveDate,
) -> AppResult<i64> {
    let identity = &actor.identity;
    let pool = &app.pool;
    Ok(match item {
        OverviewItem::EventsAwaitingPublication => {
            let scope = policy::publication_list_scope(identity)?;
            db::count_events_awaiting_publication(pool, scope, today).await?
        }
        OverviewItem::EventSuggestions => crate::racing_event::suggestions(app, actor)
            .await?
            .iter()
            .filter(|row| row.state == SuggestionState::Open)
            .count() as i64,
        OverviewItem::PairingSuggestions => {
            policy::check_data_cleanup(identity)?;
            stopa_db::results::count_suggestion_rows(pool).await?
        }
        OverviewItem::BirthNumberProblems => {
            policy::check_data_cleanup(identity)?;
            stopa_db::cleanup::count_birth_number_problems(pool).await?
        }
        OverviewItem::UnresolvedAddresses => {
            policy::check_data_cleanup(identity)?;
            stopa_db::ruian::count_unresolved_addresses(pool).await?
        }
        OverviewItem::FisProposals => crate::fis_list::proposals(app, actor).await?.1,
        OverviewItem::ClubRequests => crate::club_request::club_requests(
            app,
            actor,
            Some(stopa_domain::club::ClubRequestState::Pending),
        )
        .await?
        .len() as i64,
        OverviewItem::PaymentsToReview => {
            crate::payment::review_payments(app, actor, ReviewState::Open, 1, 1)
                .await?
                .total_count
        }
        OverviewItem::OpenOrders => {
            let mut open = 0;
            for state in [OrderState::Created, OrderState::PaymentStarted] {
                open += crate::payment::list_orders(
                    app,
                    actor,
                    crate::payment::OrdersRequest {
                        page: 1,
                        per_page: 1,
                        sort: None,
                        filter: stopa_db::payment::OrderFilter {
                            state: Some(state),
                            ..Default::default()
                        },
                    },
                )
                .await?
                .total_count;
            }
            open
        }
        OverviewItem::TransfersWaiting => transfers_waiting(app, actor).await?,
        OverviewItem::UpcomingEntries => match identity.scope {
            Scope::Club(club_id) => db::count_club_upcoming_entries(pool, club_id, today).await?,
            _ => 0,
        },
        OverviewItem::MembersWithoutFee => 0,
    })
}

/// Inquiries waiting for a step only the asker can take: the releasing club's release, the
/// federation's approval. Read through the transfers list, so its actions are the policy's.
async fn transfers_waiting(app: &App, actor: &Actor) -> AppResult<i64> {
    let mut waiting = 0;
    for state in [TransferState::Requested, TransferState::Released] {
        let page = crate::transfer::list_transfers(
            app,
            actor,
            crate::transfer::TransfersRequest {
                filter: stopa_db::transfer::TransferFilter {
                    state: Some(state),
                    ..Default::default()
                },
                season_id: None,
                page: 1,
                per_page: i32::try_from(COUNT_CAP + 1).unwrap_or(200),
            },
        )
        .await?;
        waiting += page
            .items
            .iter()
            .filter(|transfer| {
                transfer.actions.iter().any(|action| {
                    matches!(action, TransferAction::Release | TransferAction::Approve)
                })
            })
            .count() as i64;
    }
    Ok(waiting)
}

/// The club's members without this season's fee: the members list's own count.
async fn members_without_fee(app: &App, actor: &Actor, season_id: i64) -> AppResult<i64> {
    let filter = crate::member::MemberFilterRequest {
        paid_season_id: Some(season_id),
        paid: false,
        ..Default::default()
    };
    let MemberCount { count, .. } = crate::member::count_members(app, actor, &filter).await?;
    Ok(count)
}

fn result_lines(actor: &Actor, rows: Vec<ResultWorkRow>) -> Vec<ResultWorkLine> {
    rows.into_iter()
        .filter_map(|row| {
            let facts = EventFacts {
                department_id: row.department_id,
                region_id: row.region_id,
                organiser_club_id: row.organiser_club_id,
                timekeeping_company_id: row.timekeeping_company_id,
                published: row.published(),
            };
            let access = policy::result_work_access(&actor.identity, &facts);
            (access >= AccessLevel::Read).then_some(ResultWorkLine {
                racing_event_id: row.racing_event_id,
                name: row.name,
                date_from: row.date_from,
                date_to: row.date_to,
                unsigned_races: row.unsigned_races,
                published_races: row.published_races,
                last_upload_at: row.last_upload_at,
                last_upload_failed: row.last_upload_failed,
            })
        })
        .collect()
}

fn deadline_line(row: DeadlineRow) -> DeadlineLine {
    DeadlineLine {
        racing_event_id: row.racing_event_id,
        name: row.name,
        place: row.place,
        date_from: row.date_from,
        date_to: row.date_to,
        registration_deadline: row.registration_deadline,
        department_name: row.department_name,
        club_entries: row.club_entries,
    }
}

/// An entry as the athlete reads it.
pub fn own_entry_line(row: OwnEntryRow) -> OwnEntryLine {
    OwnEntryLine {
        race_entry_id: row.race_entry_id,
        racing_event_id: row.racing_event_id,
        event_name: row.event_name,
        place: row.place,
        date_from: row.date_from,
        date_to: row.date_to,
        race_name: row.race_name,
        category_name: row.category_name,
        bib: row.bib,
        state: row.state,
        sex: row.sex,
    }
}
