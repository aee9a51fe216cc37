//! The data-cleanup zone (spec §2 `/evidence/cisteni-dat`), Admin's only
//! (`policy::check_data_cleanup`): the worklists of birth numbers that fail today's rules,
//! addresses that did not resolve to a RÚIAN point, and possible duplicate members with their
//! merge. The nicknames are a codebook (`codebook`, `SuggestionNicknames`).
//!
//! Rules chosen here:
//! - A birth number "fails" when today's rules refuse it (`BirthNumber::parse_on`), or when its
//!   date or sex disagrees with the record. The check walks the register as a job (after every
//!   import, on request, and from `stopa-admin cleanup birth-numbers --check`), so the
//!   worklist page never validates 200,000 numbers per request.
//! - Choosing an address point for an unresolved text writes that point's address into every
//!   member waiting on the text, and keeps the text as an alias: imports of the same text
//!   resolve to the point from then on.
//! - Two members are possible duplicates when their folded names and birth dates agree. A merge
//!   keeps the older record's values and fills its empty fields from the other; memberships,
//!   roles, fees, the member's account and photo move; the other record is archived with a link
//!   to the kept one (its audit entries stay, reachable through the link). A merge is refused
//!   while both are in a club, both paid the same season, both hold the same open role, or
//!   both have an account: those need a person's decision first.

use crate::job::BirthNumberCheck;
use chrono::NaiveDate;
use stopa_db::cleanup::{self as db, BirthNumberProblemRow, DuplicatePair};
use stopa_db::ruian::{AddressPointRow, UnresolvedAddressRow};
use stopa_domain::address::WrittenAddress;
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::member::Sex;
use stopa_domain::policy;
use stopa_domain::validation::FormCheck;

use crate::error::{AppError, AppResult};
use crate::write::AuditedWrite;
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Members read per round of the birth-number check.
const CHECK_PAGE: i64 = 5_000;

/// How many items wait in each worklist of `/evidence/cisteni-dat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[cfg_attr(feature = "graphql", graphql(name = "CleanupOverview"))]
pub struct CleanupCounts {
    pub nicknames: i64,
    pub birth_number_problems: i64,
    pub unresolved_addresses: i64,
    pub possible_duplicates: i64,
    /// Result rows waiting for a pairing decision (`navrhy-na-parovani`).
    pub pairing_suggestion_rows: i64,
}

pub async fn cleanup_counts(app: &App, actor: &Actor) -> AppResult<CleanupCounts> {
    policy::check_data_cleanup(&actor.identity)?;
    let nicknames =
        <stopa_db::codebook::SuggestionNicknames as stopa_db::codebook::CodebookTable>::list(
            &app.pool,
            stopa_db::codebook::CodebookFilter::default(),
        )
        .await?
        .len() as i64;
    Ok(CleanupCounts {
        nicknames,
        birth_number_problems: db::count_birth_number_problems(&app.pool).await?,
        unresolved_addresses: stopa_db::ruian::count_unresolved_addresses(&app.pool).await?,
        possible_duplicates: db::count_possible_duplicates(&app.pool).await?,
        pairing_suggestion_rows: stopa_db::results::count_suggestion_rows(&app.pool).await?,
    })
}

/// What is wrong with a stored birth number, None when nothing.
pub fn birth_number_problem(
    birth_number: &str,
    birth_date: NaiveDate,
    sex: Sex,
    today: NaiveDate,
) -> Option<String> {
    match BirthNumber::parse_on(birth_number, today) {
        Err(error) => Some(error.to_string()),
        Ok(number) if number.birth_date() != birth_date => {
            Some("Datum narození neodpovídá rodnému číslu.".to_owned())
        }
        Ok(number) if number.sex() != sex => Some("Pohlaví neodpovídá rodnému číslu.".to_owned()),
        Ok(_) => None,
    }
}

/// Checks every stored birth number and replaces the worklist; returns how many fail. Runs in
/// the worker (or the terminal), never in a request.
pub async fn check_birth_numbers(pool: &stopa_db::PgPool) -> AppResult<i64> {
    let today = crate::today();
    let mut after = 0;
    let (mut ids, mut reasons) = (Vec::new(), Vec::new());
    loop {
        let page = db::birth_numbers_after(pool, after, CHECK_PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.member_id;
        for stored in &page {
            if let Some(reason) =
                birth_number_problem(&stored.birth_number, stored.birth_date, stored.sex, today)
            {
                ids.push(stored.member_id);
                reasons.push(reason);
            }
        }
    }
    let mut transaction = stopa_db::begin(pool).await?;
    db::replace_birth_number_problems(&mut transaction, &ids, &reasons).await?;
    stopa_db::commit(transaction).await?;
    Ok(ids.len() as i64)
}

/// Queues a new check of every birth number.
pub async fn request_birth_number_check(app: &App, actor: &Actor) -> AppResult<i64> {
    policy::check_data_cleanup(&actor.identity)?;
    Ok(app
        .queues
        .enqueue(&app.pool, &BirthNumberCheck {}, actor.account_id())
        .await
        .map_err(crate::job::enqueue_error)?
        .job_id)
}

fn page(page: i64, per_page: i64) -> (i64, i64) {
    let per_page = per_page.clamp(1, 200);
    (per_page, (page.max(1) - 1) * per_page)
}

/// A page of the birth-number worklist and its size.
pub async fn birth_number_problems(
    app: &App,
    actor: &Actor,
    page_number: i64,
    per_page: i64,
) -> AppResult<(Vec<BirthNumberProblemRow>, i64)> {
    policy::check_data_cleanup(&actor.identity)?;
    let (limit, offset) = page(page_number, per_page);
    Ok((
        db::list_birth_number_problems(&app.pool, limit, offset).await?,
        db::count_birth_number_problems(&app.pool).await?,
    ))
}

// A fix of a member's birth number in place.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "FixBirthNumberInput"))]
pub struct FixBirthNumber {
    pub member_id: i64,
    /// Empty: the member has none (a foreigner).
    pub birth_number: Option<String>,
    pub birth_date: NaiveDate,
    pub sex: Sex,
}

/// Corrects a member's birth number, birth date and sex; they must agree, and a Czech citizen
/// needs a birth number.
pub async fn fix_birth_number(app: &App, actor: &Actor, request: FixBirthNumber) -> AppResult<()> {
    policy::check_data_cleanup(&actor.identity)?;
    let today = crate::today();
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = stopa_db::member::find_member_record(write.tx(), request.member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let mut check = FormCheck::new();
    let birth_number = match request.birth_number.as_deref().map(str::trim) {
        Some(text) if !text.is_empty() => match BirthNumber::parse_on(text, today) {
            Ok(number) => {
                if number.birth_date() != request.birth_date {
                    check.add("birthDate", "Datum narození neodpovídá rodnému číslu.");
                }
                if number.sex() != request.sex {
                    check.add("sex", "Pohlaví neodpovídá rodnému číslu.");
                }
                Some(number.digits().to_owned())
            }
            Err(error) => {
                check.add("birthNumber", error.to_string());
                None
            }
        },
        _ => {
            if before.citizenship == "CZ" {
                check.add("birthNumber", stopa_domain::validation::REQUIRED);
            }
            None
        }
    };
    if request.birth_date > today {
        check.add("birthDate", "Datum narození není možné.");
    }
    check.finish()?;
    let fixed = db::fix_birth_number(
        write.tx(),
        request.member_id,
        birth_number.as_deref(),
        request.birth_date,
        request.sex,
    )
    .await;
    match fixed {
        Ok(_) => {}
        Err(error) if error.unique_constraint() == Some("member_birth_number_key") => {
            return Err(AppError::Conflict {
                field: "birthNumber".to_owned(),
                message: "Toto rodné číslo už má jiný člen: jde nejspíš o duplicitu, sloučte je."
                    .to_owned(),
            });
        }
        Err(error) => return Err(error.into()),
    }
    write
        .audit(
            "fix_birth_number",
            request.member_id,
            Some(&serde_json::json!({
                "birth_number": before.birth_number,
                "birth_date": before.birth_date,
                "sex": before.sex,
            })),
            Some(&serde_json::json!({
                "birth_number": birth_number,
                "birth_date": request.birth_date,
                "sex": request.sex,
            })),
        )
        .await?;
    write.commit().await
}

/// A page of the unresolved-addresses worklist and its size.
pub async fn unresolved_addresses(
    app: &App,
    actor: &Actor,
    page_number: i64,
    per_page: i64,
) -> AppResult<(Vec<UnresolvedAddressRow>, i64)> {
    policy::check_data_cleanup(&actor.identity)?;
    let (limit, offset) = page(page_number, per_page);
    Ok((
        stopa_db::ruian::list_unresolved_addresses(&app.pool, limit, offset).await?,
        stopa_db::ruian::count_unresolved_addresses(&app.pool).await?,
    ))
}

/// An unresolved address with the points it may mean.
#[derive(Debug, Clone)]
pub struct UnresolvedAddress {
    pub row: UnresolvedAddressRow,
    pub suggestions: Vec<AddressPointRow>,
}

/// Which worklist entry: by id (GraphQL) or by its key (the REST path names it).
#[derive(Debug, Clone)]
pub enum UnresolvedAddressRef {
    Id(i64),
    Key(String),
}

async fn find_unresolved(
    app: &App,
    which: &UnresolvedAddressRef,
) -> AppResult<UnresolvedAddressRow> {
    let (id, key) = match which {
        UnresolvedAddressRef::Id(id) => (Some(*id), None),
        UnresolvedAddressRef::Key(key) => (None, Some(key.as_str())),
    };
    stopa_db::ruian::find_unresolved_address(&app.pool, id, key)
        .await?
        .ok_or(AppError::NotFound)
}

/// One worklist entry with its suggestions.
pub async fn unresolved_address(
    app: &App,
    actor: &Actor,
    which: UnresolvedAddressRef,
) -> AppResult<UnresolvedAddress> {
    policy::check_data_cleanup(&actor.identity)?;
    let row = find_unresolved(app, &which).await?;
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    let written = WrittenAddress {
        municipality: row.municipality.as_deref(),
        municipality_part: row.municipality_part.as_deref(),
        street: row.street.as_deref(),
        house_number: row.house_number.as_deref(),
        orientation_number: row.orientation_number.as_deref(),
        postcode: row.postcode.as_deref(),
    };
    let suggestions = crate::address::suggestions(&mut connection, &written).await?;
    Ok(UnresolvedAddress { row, suggestions })
}

/// Address points a written one-line address may mean, best first (the worklist's search).
pub async fn address_point_suggestions(
    app: &App,
    actor: &Actor,
    text: &str,
) -> AppResult<Vec<AddressPointRow>> {
    policy::check_data_cleanup(&actor.identity)?;
    if text.chars().count() > 200 {
        return Err(AppError::field("text", "Text může mít nejvýše 200 znaků."));
    }
    let parts = stopa_formats::member_import::split_address_line(text);
    let written = WrittenAddress {
        municipality: parts.municipality.as_deref(),
        municipality_part: parts.municipality_part.as_deref(),
        street: parts.street.as_deref(),
        house_number: parts.house_number.as_deref(),
        orientation_number: parts.orientation_number.as_deref(),
        postcode: parts.postcode.as_deref(),
    };
    let mut connection = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    crate::address::suggestions(&mut connection, &written).await
}

/// Resolves a worklist entry to an address point; returns how many members got the address.
pub async fn resolve_unresolved_address(
    app: &App,
    actor: &Actor,
    which: UnresolvedAddressRef,
    ruian_address_code: i64,
) -> AppResult<usize> {
    policy::check_data_cleanup(&actor.identity)?;
    let row = find_unresolved(app, &which).await?;
    let mut write = AuditedWrite::begin(app, actor, "unresolved_address").await?;
    let points = stopa_db::ruian::find_address_points(write.tx(), &[ruian_address_code]).await?;
    let Some(point) = points.first() else {
        return Err(AppError::field(
            "ruianAddressCode",
            "Adresní místo RÚIAN s tímto kódem neexistuje.",
        ));
    };
    let members = stopa_db::ruian::resolve_unresolved_address(
        write.tx(),
        row.id,
        ruian_address_code,
        actor.account_id(),
    )
    .await?;
    write
        .audit(
            "resolve",
            row.id,
            Some(&serde_json::json!({ "address": row.address_text })),
            Some(&serde_json::json!({
                "ruian_address_code": ruian_address_code,
                "address": point.display_text(),
                "members": members,
            })),
        )
        .await?;
    write.commit().await?;
    Ok(members.len())
}

/// A page of possible duplicates and their count.
pub async fn possible_duplicates(
    app: &App,
    actor: &Actor,
    page_number: i64,
    per_page: i64,
) -> AppResult<(Vec<DuplicatePair>, i64)> {
    policy::check_data_cleanup(&actor.identity)?;
    let (limit, offset) = page(page_number, per_page);
    Ok((
        db::list_possible_duplicates(&app.pool, limit, offset).await?,
        db::count_possible_duplicates(&app.pool).await?,
    ))
}

/// Merges `merge_id` into `keep_id` (see the module's rules).
pub async fn merge_members(app: &App, actor: &Actor, keep_id: i64, merge_id: i64) -> AppResult<()> {
    policy::check_data_cleanup(&actor.identity)?;
    if keep_id == merge_id {
        return Err(AppError::field(
            "mergeId",
            "Člena nelze sloučit se sebou samým.",
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let Some(facts) = db::merge_facts(write.tx(), keep_id, merge_id).await? else {
        return Err(AppError::NotFound);
    };
    let mut problems = Vec::new();
    if facts.both_in_a_club {
        problems.push("oba jsou členy klubu (nejprve jedno členství ukončete)".to_owned());
    }
    if !facts.seasons_paid_twice.is_empty() {
        problems.push(format!(
            "oba mají zaplacený příspěvek za {}",
            facts.seasons_paid_twice.join(", ")
        ));
    }
    if !facts.roles_held_twice.is_empty() {
        problems.push(format!(
            "oba mají platnou roli {}",
            facts.roles_held_twice.join(", ")
        ));
    }
    if facts.both_have_accounts {
        problems.push("oba mají vlastní uživatelský účet".to_owned());
    }
    if !problems.is_empty() {
        return Err(AppError::coded(
            ErrorCode::MergeConflict,
            format!("Členy nelze sloučit: {}.", problems.join("; ")),
        ));
    }
    let keep = stopa_db::member::find_member_record(write.tx(), keep_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let merged = stopa_db::member::find_member_record(write.tx(), merge_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let reason = format!(
        "Sloučen s členem reg. č. {} ({} {})",
        keep.registration_number, keep.first_name, keep.last_name
    );
    db::merge_members(write.tx(), keep_id, merge_id, &reason).await?;
    write
        .audit(
            "merge",
            keep_id,
            Some(&keep),
            Some(&serde_json::json!({ "merged": merged })),
        )
        .await?;
    write
        .audit(
            "merged_into",
            merge_id,
            Some(&merged),
            Some(&serde_json::json!({ "merged_into_member_id": keep_id })),
        )
        .await?;
    write.commit().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_birth_numbers_fail_when_rules_or_record_disagree() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 25).expect("date");
        let date = NaiveDate::from_ymd_opt(1990, 5, 5).expect("date");
        let valid = BirthNumber::generate(date, Sex::Male, 123).expect("a number");
        assert_eq!(
            birth_number_problem(valid.digits(), date, Sex::Male, today),
            None
        );
        assert!(birth_number_problem(valid.digits(), date, Sex::Female, today).is_some());
        let other = NaiveDate::from_ymd_opt(1990, 5, 6).expect("date");
        assert!(birth_number_problem(valid.digits(), other, Sex::Male, today).is_some());
        assert!(birth_number_problem("9005051234", date, Sex::Male, today).is_some());
    }
}
