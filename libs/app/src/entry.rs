//! Entries to racing events (spec §2 `prihlaska/klub|clen|neclen`, `sprava-prihlasek`; §5 and
//! §8 eligibility): who may enter whom (`policy::check_club_entry`,
//! `check_entry_management`, `check_self_entry`), the eligibility rules in the spec's order
//! (`racing_event::check_eligibility`), deadlines, withdrawals, moves and bibs.
//!
//! Rules chosen here:
//! - The three entry forms: a club's manager with RACE_REGISTRATION enters the club's
//!   athletes (`prihlaska/klub`); the event's managers enter any member (`prihlaska/clen`) and
//!   non-members — guests from abroad or from other sports — with name, birth year, sex, club
//!   text and nation (`prihlaska/neclen`); a Person enters itself to a public race (C, D)
//!   only, and only when it is not a registered athlete (the federation's racers are entered
//!   by their club: ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER).
//! - Entries are open while the event is REGISTRATIONS_ENABLED and before its deadline. After
//!   that only its managers add entries, marked late, until results.
//! - A club withdraws its entries, and a Person its own, until the deadline (while entries are
//!   open); the managers withdraw and move entries until results.
//! - A member is entered once per race (CONFLICT); a bib is unique in a race (CONFLICT).
//! - The category: the one chosen must admit the birth year and sex; none chosen means the
//!   first of the race's that does.

use std::collections::{BTreeMap, BTreeSet, btree_map};

use chrono::{Datelike as _, Utc};
use stopa_db::racing_event::{
    self as db, EntrantRow, EntryFilter, EntryRow, EntryValues, EventRow,
};
use stopa_domain::policy::{self, EntryChanger, EntryFacts};
use stopa_domain::racing_event::{
    self as rules, EligibilityFacts, EntryPath, EntryState, EntryVia, EventKind, EventState,
    GenderGroup, Ineligible,
};
use stopa_domain::validation::FormCheck;

use crate::error::{AppError, AppResult};
use crate::notification::{self, Notice};
use crate::racing_event::{facts, locked_visible, visible, writable};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Entries of an event the asker sees: everybody who sees the event sees its entry list
/// (names, birth years, clubs, categories, bibs — never birth dates or numbers).
pub async fn entries(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    club_id: Option<i64>,
    with_withdrawn: bool,
) -> AppResult<Vec<EntryRow>> {
    let row = visible(app, actor, racing_event_id).await?;
    let manager = policy::check_entry_management(&actor.identity, &facts(&row)).is_ok();
    Ok(db::list_entries(
        &app.pool,
        racing_event_id,
        EntryFilter {
            race_id: None,
            club_id,
            // Withdrawn entries are the organisers' history.
            with_withdrawn: with_withdrawn && manager,
        },
    )
    .await?)
}

/// The categories of a race as eligibility reads them.
async fn race_categories(
    connection: &mut sqlx::PgConnection,
    race_id: i64,
) -> AppResult<Vec<(i64, i32, i32, GenderGroup)>> {
    Ok(db::categories_of_races(&mut *connection, &[race_id])
        .await?
        .into_iter()
        .map(|category| {
            (
                category.racing_category_id,
                category.birth_year_from,
                category.birth_year_to,
                category.gender_group,
            )
        })
        .collect())
}

/// One race of an event with its categories, for an entry.
#[derive(Debug, Clone)]
struct RaceContext {
    race_id: i64,
    race_date: chrono::NaiveDate,
    categories: Vec<(i64, i32, i32, GenderGroup)>,
}

async fn race_context(
    connection: &mut sqlx::PgConnection,
    event: &EventRow,
    race_id: i64,
) -> AppResult<RaceContext> {
    let race = db::races_of_events(&mut *connection, &[event.racing_event_id])
        .await?
        .into_iter()
        .find(|race| race.race_id == race_id)
        .ok_or_else(|| AppError::field("raceId", "Závod nepatří k této události."))?;
    Ok(RaceContext {
        race_id,
        race_date: race.race_date,
        categories: race_categories(connection, race_id).await?,
    })
}

fn ineligible(reason: Ineligible) -> AppError {
    AppError::coded(reason.code(), reason.message())
}

/// Whether a member may start in a race: eligibility facts from the register.
fn eligibility(
    entrant: &EntrantRow,
    race: &RaceContext,
    seasons: &[(i64, chrono::NaiveDate, chrono::NaiveDate)],
    path: EntryPath,
    category: Option<i64>,
) -> Result<(), Ineligible> {
    let season = rules::season_of(race.race_date, seasons);
    let facts = EligibilityFacts {
        athlete: entrant.athlete,
        paid: season.is_some_and(|season| entrant.paid_seasons.contains(&season)),
        sex: entrant.sex,
        birth_year: entrant.birth_year,
        categories: &race.categories,
    };
    rules::check_eligibility(path, &facts, category)
}

fn chosen_category(
    entrant_birth_year: i32,
    sex: stopa_domain::member::Sex,
    race: &RaceContext,
    category: Option<i64>,
) -> Option<i64> {
    category.or_else(|| {
        race.categories
            .iter()
            .find(|(_, from, to, gender)| {
                (*from..=*to).contains(&entrant_birth_year) && gender.admits(sex)
            })
            .map(|(id, ..)| *id)
    })
}

/// Whether entries of the event are open for `manager` now: open for everybody while
/// REGISTRATIONS_ENABLED before the deadline; a manager adds (late) entries until results.
fn entry_window(event: &EventRow, manager: bool) -> AppResult<bool> {
    if event.kind != EventKind::Racing {
        return Err(AppError::coded(
            ErrorCode::EntriesClosed,
            "Výsledková událost nepřijímá přihlášky.",
        ));
    }
    let open = rules::entries_open(event.state, event.registration_deadline, Utc::now());
    if open {
        return Ok(false);
    }
    if manager
        && matches!(
            event.state,
            EventState::RegistrationsEnabled | EventState::RegistrationsClosed | EventState::Hidden
        )
    {
        return Ok(true);
    }
    Err(AppError::coded(
        ErrorCode::EntriesClosed,
        "Přihlášky na tuto událost jsou uzavřené.",
    ))
}

/// One athlete of the club entry form with what eligibility says per race.
#[derive(Debug, Clone)]
pub struct AthleteEligibility {
    pub entrant: EntrantRow,
    /// Per race of the event: (race id, refusal if any, fitting categories, entered already).
    pub races: Vec<(i64, Option<Ineligible>, Vec<i64>, bool)>,
}

/// The club entry form (`prihlaska/klub`): the club's current members with each one's
/// eligibility for every race, before anything is submitted.
pub async fn club_entry_form(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    club_id: i64,
) -> AppResult<Vec<AthleteEligibility>> {
    let event = visible(app, actor, racing_event_id).await?;
    policy::check_club_entry(&actor.identity, &facts(&event), club_id)?;
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    let mut entrants =
        db::entrants(&mut *connection, event.department_id, None, Some(club_id)).await?;
    let seasons = db::evidence_seasons(&mut *connection).await?;
    let races = db::races_of_events(&mut *connection, &[racing_event_id]).await?;
    // Athletes the club hosts in the event's department on its first race day start for it
    // too (each race day is checked again when they are entered).
    if let Some(first_day) = races.iter().map(|race| race.race_date).min() {
        let hosted = stopa_db::transfer::hosted_member_ids(
            &mut *connection,
            club_id,
            event.department_id,
            first_day,
        )
        .await?;
        if !hosted.is_empty() {
            let guests =
                db::entrants(&mut *connection, event.department_id, Some(&hosted), None).await?;
            entrants.extend(guests.into_iter().filter(|guest| !guest.archived));
        }
    }
    let mut contexts = Vec::with_capacity(races.len());
    for race in &races {
        let entered = db::entered_members(&mut *connection, race.race_id).await?;
        contexts.push((
            RaceContext {
                race_id: race.race_id,
                race_date: race.race_date,
                categories: race_categories(&mut connection, race.race_id).await?,
            },
            entered,
        ));
    }
    Ok(entrants
        .into_iter()
        .map(|entrant| {
            let races = contexts
                .iter()
                .map(|(race, entered)| {
                    let refusal =
                        eligibility(&entrant, race, &seasons, EntryPath::Registered, None).err();
                    let fitting = rules::fitting_categories(&EligibilityFacts {
                        athlete: entrant.athlete,
                        paid: true,
                        sex: entrant.sex,
                        birth_year: entrant.birth_year,
                        categories: &race.categories,
                    });
                    (
                        race.race_id,
                        refusal,
                        fitting,
                        entered.contains(&entrant.member_id),
                    )
                })
                .collect();
            AthleteEligibility { entrant, races }
        })
        .collect())
}

/// One requested entry of a club.
// A member to a race, in a category.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "ClubEntryInput"))]
pub struct ClubEntry {
    pub member_id: i64,
    pub race_id: i64,
    /// Null: the first category that admits the athlete.
    pub racing_category_id: Option<i64>,
}

/// What became of one requested entry.
#[derive(Debug, Clone)]
pub struct EntryResult {
    pub entry: ClubEntry,
    pub race_entry_id: Option<i64>,
    /// The refusal: its code and Czech message.
    pub refusal: Option<(ErrorCode, String)>,
}

/// Enters a club's athletes (`prihlaska/klub`). Every requested entry is checked on its own:
/// the eligible ones are entered, each refused one says why (the eligibility code and
/// message, CONFLICT for one entered already or asked for twice). All in one transaction with
/// the event locked, so entries and a closing of entries cannot interleave; each entry is
/// written in a savepoint, so one that fails leaves the others whole, and what the answer
/// reports as entered is what is stored.
pub async fn enter_club_athletes(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    club_id: i64,
    requested: Vec<ClubEntry>,
) -> AppResult<Vec<EntryResult>> {
    if requested.len() > 500 {
        return Err(AppError::field(
            "entries",
            "Najednou lze přihlásit nejvýše 500 startů.",
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let event = locked_visible(&mut write, actor, racing_event_id).await?;
    policy::check_club_entry(&actor.identity, &facts(&event), club_id)?;
    let manager = policy::check_entry_management(&actor.identity, &facts(&event)).is_ok();
    let late = entry_window(&event, manager)?;
    let member_ids: Vec<i64> = requested.iter().map(|entry| entry.member_id).collect();
    let entrants = db::entrants(write.tx(), event.department_id, Some(&member_ids), None).await?;
    let seasons = db::evidence_seasons(write.tx()).await?;
    // Each race read once, with who is entered in it already (read under the event's lock).
    let mut races: BTreeMap<i64, Result<(RaceContext, BTreeSet<i64>), AppError>> = BTreeMap::new();
    let mut results = Vec::with_capacity(requested.len());
    for entry in requested {
        let refuse = |code: ErrorCode, message: &str| EntryResult {
            entry,
            race_entry_id: None,
            refusal: Some((code, message.to_owned())),
        };
        let Some(entrant) = entrants.iter().find(|e| e.member_id == entry.member_id) else {
            results.push(refuse(ErrorCode::NotFound, "Člen nebyl nalezen."));
            continue;
        };
        if entrant.archived {
            results.push(refuse(
                ErrorCode::Forbidden,
                "Člen není členem tohoto klubu.",
            ));
            continue;
        }
        if let btree_map::Entry::Vacant(slot) = races.entry(entry.race_id) {
            slot.insert(
                match race_context(write.tx(), &event, entry.race_id).await {
                    Ok(race) => {
                        let entered = db::entered_members(write.tx(), race.race_id).await?;
                        Ok((race, entered.into_iter().collect()))
                    }
                    Err(refusal @ AppError::Validation(_)) => Err(refusal),
                    Err(error) => return Err(error),
                },
            );
        }
        let (race, entered) = match races.get_mut(&entry.race_id) {
            Some(Ok(found)) => found,
            Some(Err(refusal)) => {
                results.push(refuse(ErrorCode::Validation, &refusal.message()));
                continue;
            }
            None => unreachable!("the race was read above"),
        };
        // A member of another club starts for this one only while hosted here on the day.
        if entrant.club_id != Some(club_id)
            && !stopa_db::transfer::hosting_on(
                write.tx(),
                club_id,
                entrant.member_id,
                event.department_id,
                race.race_date,
            )
            .await?
        {
            results.push(refuse(
                ErrorCode::Forbidden,
                "Člen není členem tohoto klubu ani v něm v den závodu nehostuje.",
            ));
            continue;
        }
        if entered.contains(&entrant.member_id) {
            results.push(refuse(
                ErrorCode::Conflict,
                "Závodník už je do tohoto závodu přihlášen.",
            ));
            continue;
        }
        if let Err(reason) = eligibility(
            entrant,
            race,
            &seasons,
            EntryPath::Registered,
            entry.racing_category_id,
        ) {
            results.push(refuse(reason.code(), reason.message()));
            continue;
        }
        let Some(category) = chosen_category(
            entrant.birth_year,
            entrant.sex,
            race,
            entry.racing_category_id,
        ) else {
            let reason = Ineligible::AthleteNotInAnyCategory;
            results.push(refuse(reason.code(), reason.message()));
            continue;
        };
        let values = EntryValues {
            race_id: race.race_id,
            racing_category_id: category,
            member_id: Some(entrant.member_id),
            first_name: entrant.first_name.clone(),
            last_name: entrant.last_name.clone(),
            birth_year: entrant.birth_year,
            sex: entrant.sex,
            club_id: Some(club_id),
            club_text: None,
            nation: nation_of(&entrant.citizenship),
            late,
            entered_via: EntryVia::Club,
        };
        match write
            .step(async |write| insert(write, actor, &values).await)
            .await
        {
            Ok(id) => {
                entered.insert(entrant.member_id);
                results.push(EntryResult {
                    entry,
                    race_entry_id: Some(id),
                    refusal: None,
                });
            }
            Err(AppError::Conflict { message, .. }) => {
                results.push(refuse(ErrorCode::Conflict, &message));
            }
            Err(error) => return Err(error),
        }
    }
    let entered: Vec<i64> = results
        .iter()
        .filter_map(|result| result.race_entry_id)
        .collect();
    let notice = if entered.is_empty() {
        None
    } else {
        Some(
            notification::record(
                &mut write,
                actor,
                Notice::Entries {
                    race_entry_ids: entered,
                    withdrawn: false,
                },
            )
            .await?,
        )
    };
    write.commit().await?;
    app.queues.push_recorded(&app.pool, notice.as_slice()).await;
    Ok(results)
}

/// ISO alpha-3 of a citizenship (the start list's nation).
fn nation_of(citizenship: &str) -> String {
    stopa_domain::country::alpha3(citizenship)
        .unwrap_or("CZE")
        .to_owned()
}

async fn insert(write: &mut AuditedWrite, actor: &Actor, values: &EntryValues) -> AppResult<i64> {
    let id = db::insert_entry(
        write.tx(),
        values,
        actor.account_id(),
        (actor.identity.identity_id != 0).then_some(actor.identity.identity_id),
    )
    .await
    .map_err(|error| match error.unique_constraint() {
        Some("race_entry_member_once_key") => AppError::Conflict {
            field: "memberId".to_owned(),
            message: "Závodník už je do tohoto závodu přihlášen.".to_owned(),
        },
        _ => AppError::from(error),
    })?;
    write.audit("enter", id, None::<&()>, Some(values)).await?;
    Ok(id)
}

/// Enters one member (`prihlaska/clen`): an event's manager enters anybody of the register;
/// a Person (the member itself) enters itself to a public race.
pub async fn enter_member(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    member_id: Option<i64>,
    race_id: i64,
    racing_category_id: Option<i64>,
) -> AppResult<i64> {
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let event = locked_visible(&mut write, actor, racing_event_id).await?;
    let event_facts = facts(&event);
    let manager = policy::check_entry_management(&actor.identity, &event_facts).is_ok();
    let (member_id, path, via) = if manager {
        let member_id = member_id.ok_or_else(|| AppError::field("memberId", "Vyberte člena."))?;
        (member_id, EntryPath::Registered, EntryVia::Member)
    } else {
        let own =
            policy::check_self_entry(&actor.identity, &event_facts, event.category.is_public())?;
        if member_id.is_some_and(|id| id != own) {
            return Err(AppError::Forbidden);
        }
        (own, EntryPath::SelfEntry, EntryVia::SelfEntry)
    };
    let late = entry_window(&event, manager)?;
    let entrant = db::entrants(write.tx(), event.department_id, Some(&[member_id]), None)
        .await?
        .into_iter()
        .next()
        .filter(|entrant| !entrant.archived)
        .ok_or(AppError::NotFound)?;
    let race = race_context(write.tx(), &event, race_id).await?;
    let seasons = db::evidence_seasons(write.tx()).await?;
    eligibility(&entrant, &race, &seasons, path, racing_category_id).map_err(ineligible)?;
    let category = chosen_category(entrant.birth_year, entrant.sex, &race, racing_category_id)
        .ok_or_else(|| ineligible(Ineligible::AthleteNotInAnyCategory))?;
    let values = EntryValues {
        race_id,
        racing_category_id: category,
        member_id: Some(entrant.member_id),
        first_name: entrant.first_name.clone(),
        last_name: entrant.last_name.clone(),
        birth_year: entrant.birth_year,
        sex: entrant.sex,
        club_id: entrant.club_id,
        club_text: None,
        nation: nation_of(&entrant.citizenship),
        late,
        entered_via: via,
    };
    let id = insert(&mut write, actor, &values).await?;
    let notice = notification::record(
        &mut write,
        actor,
        Notice::Entries {
            race_entry_ids: vec![id],
            withdrawn: false,
        },
    )
    .await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &[notice]).await;
    Ok(id)
}

/// A non-member as `prihlaska/neclen` sends it.
#[derive(Debug, Clone)]
pub struct NonMemberInput {
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub sex: stopa_domain::member::Sex,
    pub club_text: Option<String>,
    /// ISO alpha-3 or alpha-2.
    pub nation: String,
}

/// Enters a non-member (`prihlaska/neclen`): the event's managers only.
pub async fn enter_non_member(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    race_id: i64,
    racing_category_id: Option<i64>,
    input: NonMemberInput,
) -> AppResult<i64> {
    let mut check = FormCheck::new();
    let first_name = check.text("firstName", &input.first_name, 100);
    let last_name = check.text("lastName", &input.last_name, 100);
    let club_text = check.optional_text("clubText", input.club_text.as_deref(), 200);
    let this_year = crate::today().year();
    check.number("birthYear", input.birth_year, 1900, this_year);
    let nation_text = input.nation.trim().to_uppercase();
    let nation = if nation_text.len() == 2 {
        stopa_domain::country::alpha3(&nation_text).map(str::to_owned)
    } else if nation_text.len() == 3 && nation_text.chars().all(|c| c.is_ascii_uppercase()) {
        Some(nation_text)
    } else {
        None
    };
    if nation.is_none() {
        check.add("nation", "Zadejte stát třemi písmeny (CZE, SVK, POL…).");
    }
    check.finish()?;
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let event = locked_visible(&mut write, actor, racing_event_id).await?;
    policy::check_entry_management(&actor.identity, &facts(&event))?;
    let late = entry_window(&event, true)?;
    let race = race_context(write.tx(), &event, race_id).await?;
    let category = chosen_category(input.birth_year, input.sex, &race, racing_category_id);
    let fits = category.is_some_and(|category| {
        rules::fitting_categories(&EligibilityFacts {
            athlete: true,
            paid: true,
            sex: input.sex,
            birth_year: input.birth_year,
            categories: &race.categories,
        })
        .contains(&category)
    });
    let Some(category) = category.filter(|_| fits) else {
        return Err(ineligible(Ineligible::AthleteNotInAnyCategory));
    };
    let values = EntryValues {
        race_id,
        racing_category_id: category,
        member_id: None,
        first_name,
        last_name,
        birth_year: input.birth_year,
        sex: input.sex,
        club_id: None,
        club_text,
        nation: nation.unwrap_or_else(|| "CZE".to_owned()),
        late,
        entered_via: EntryVia::NonMember,
    };
    let id = insert(&mut write, actor, &values).await?;
    write.commit().await?;
    Ok(id)
}

/// Loads an entry for a change by the asker, its event locked and the entry read under that
/// lock (so that of two requests changing one entry the second sees what the first did):
/// who may change it is the policy's ([`policy::entry_change_role`]), when is the domain's
/// ([`rules::check_entry_change_window`]).
async fn changeable(
    write: &mut AuditedWrite,
    actor: &Actor,
    race_entry_id: i64,
    withdrawal: bool,
) -> AppResult<(db::EntryPlace, EventRow)> {
    let racing_event_id = db::event_of_entry(write.tx(), race_entry_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let event = locked_visible(write, actor, racing_event_id).await?;
    let place = db::lock_entry_place(write.tx(), race_entry_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let changer = policy::entry_change_role(
        &actor.identity,
        &facts(&event),
        &EntryFacts {
            club_id: place.club_id,
            member_id: place.member_id,
        },
        withdrawal,
    )?;
    if place.state != EntryState::Entered {
        return Err(AppError::Conflict {
            field: "raceEntryId".to_owned(),
            message: "Přihláška už je odhlášená.".to_owned(),
        });
    }
    rules::check_entry_change_window(
        changer == EntryChanger::Manager,
        event.state,
        event.registration_deadline,
        Utc::now(),
    )
    .map_err(|message| AppError::coded(ErrorCode::EntriesClosed, message))?;
    Ok((place, event))
}

/// Withdraws an entry.
pub async fn withdraw_entry(app: &App, actor: &Actor, race_entry_id: i64) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let (place, _) = changeable(&mut write, actor, race_entry_id, true).await?;
    db::withdraw_entry(write.tx(), race_entry_id).await?;
    write
        .audit(
            "withdraw",
            race_entry_id,
            Some(&place.state),
            Some(&EntryState::Withdrawn),
        )
        .await?;
    let notice = notification::record(
        &mut write,
        actor,
        Notice::Entries {
            race_entry_ids: vec![race_entry_id],
            withdrawn: true,
        },
    )
    .await?;
    write.commit().await?;
    app.queues.push_recorded(&app.pool, &[notice]).await;
    Ok(())
}

/// Moves an entry to another category of its race (the event's managers).
pub async fn move_entry(
    app: &App,
    actor: &Actor,
    race_entry_id: i64,
    racing_category_id: i64,
) -> AppResult<()> {
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let (place, _) = changeable(&mut write, actor, race_entry_id, false).await?;
    let categories = race_categories(write.tx(), place.race_id).await?;
    if !categories.iter().any(|(id, ..)| *id == racing_category_id) {
        return Err(AppError::field(
            "racingCategoryId",
            "Kategorie nepatří k závodu přihlášky.",
        ));
    }
    // The athlete must fit the category: its birth years and gender group.
    let fitting = rules::fitting_categories(&EligibilityFacts {
        athlete: true,
        paid: true,
        sex: place.sex,
        birth_year: place.birth_year,
        categories: &categories,
    });
    if !fitting.contains(&racing_category_id) {
        return Err(ineligible(Ineligible::AthleteNotInAnyCategory));
    }
    db::move_entry(write.tx(), race_entry_id, racing_category_id).await?;
    write
        .audit(
            "move",
            race_entry_id,
            None::<&()>,
            Some(&racing_category_id),
        )
        .await?;
    write.commit().await
}

/// Gives an entry its bib (None: takes it away) — the event's managers.
pub async fn set_bib(
    app: &App,
    actor: &Actor,
    race_entry_id: i64,
    bib: Option<i32>,
) -> AppResult<()> {
    if bib.is_some_and(|bib| !(1..=99_999).contains(&bib)) {
        return Err(AppError::field("bib", "Startovní číslo je 1 až 99 999."));
    }
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    changeable(&mut write, actor, race_entry_id, false).await?;
    db::set_bib(write.tx(), race_entry_id, bib)
        .await
        .map_err(|error| match error.unique_constraint() {
            Some("race_entry_bib_key") => AppError::Conflict {
                field: "bib".to_owned(),
                message: "Toto startovní číslo už má v závodě jiný závodník.".to_owned(),
            },
            _ => AppError::from(error),
        })?;
    write
        .audit("bib", race_entry_id, None::<&()>, Some(&bib))
        .await?;
    write.commit().await
}

/// Numbers the entries of a race without a bib, from `first` (the event's managers); returns
/// how many got one.
pub async fn assign_bibs(
    app: &App,
    actor: &Actor,
    racing_event_id: i64,
    race_id: i64,
    first: i32,
) -> AppResult<u64> {
    if !(1..=99_999).contains(&first) {
        return Err(AppError::field("first", "Startovní číslo je 1 až 99 999."));
    }
    let mut write = AuditedWrite::begin(app, actor, "race_entry").await?;
    let event = writable(&mut write, actor, racing_event_id).await?;
    race_context(write.tx(), &event, race_id).await?;
    let numbered = db::assign_bibs(write.tx(), race_id, first).await?;
    write
        .audit(
            "assign_bibs",
            racing_event_id,
            None::<&()>,
            Some(&serde_json::json!({ "race": race_id, "first": first, "numbered": numbered })),
        )
        .await?;
    write.commit().await?;
    Ok(numbered)
}
