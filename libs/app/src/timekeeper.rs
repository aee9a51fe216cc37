//! Timekeeping companies (spec §2 `/evidence/casomiry`): Admin keeps them
//! (`policy::timekeeping_company_access`); staff and clubs' race managers read them to assign
//! an event's timekeeper; a Timekeeper reads its own.

use stopa_db::racing_event::{self as db, TimekeeperRow, TimekeeperValues};
use stopa_domain::policy::{self, AccessLevel, TimekeeperScope};
use stopa_domain::validation::FormCheck;

use crate::error::{AppError, AppResult};
use crate::write::{AuditedWrite, UniqueRule, constraint_error};
use crate::{Actor, App};

const UNIQUE: &[UniqueRule] = &[(
    "timekeeping_company_name_key",
    "name",
    "Časomíra tohoto názvu už v evidenci je.",
)];

/// Every company the asker may read.
pub async fn timekeepers(app: &App, actor: &Actor) -> AppResult<Vec<(TimekeeperRow, AccessLevel)>> {
    let scope = policy::timekeeper_list_scope(&actor.identity)?;
    let rows = db::list_timekeepers(&app.pool).await?;
    Ok(rows
        .into_iter()
        .filter(|row| match scope {
            TimekeeperScope::All => true,
            TimekeeperScope::Own(id) => row.timekeeping_company_id == id,
        })
        .map(|row| {
            let access =
                policy::timekeeping_company_access(&actor.identity, row.timekeeping_company_id);
            (row, access)
        })
        .collect())
}

/// One company.
pub async fn timekeeper(
    app: &App,
    actor: &Actor,
    id: i64,
) -> AppResult<(TimekeeperRow, AccessLevel)> {
    policy::timekeeper_list_scope(&actor.identity)?;
    let access = policy::timekeeping_company_access(&actor.identity, id);
    if !access.can_read() {
        return Err(AppError::Forbidden);
    }
    let row = db::find_timekeeper(&app.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok((row, access))
}

// A company as its form sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "TimekeepingCompanyInput"))]
pub struct TimekeeperInput {
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
}

impl TimekeeperInput {
    fn values(&self) -> AppResult<TimekeeperValues> {
        let mut check = FormCheck::new();
        let ico = check.optional_text("ico", self.ico.as_deref(), 8);
        if ico
            .as_deref()
            .is_some_and(|ico| !stopa_domain::club::is_valid_ico(ico))
        {
            check.add("ico", "IČO tvoří 8 číslic se správným kontrolním součtem.");
        }
        let values = TimekeeperValues {
            name: check.text("name", &self.name, 200),
            ico,
            email: check.optional_email("email", self.email.as_deref()),
            phone: check.optional_phone("phone", self.phone.as_deref()),
            web: check.optional_url("web", self.web.as_deref()),
            contact_person: check.optional_text(
                "contactPerson",
                self.contact_person.as_deref(),
                200,
            ),
            note: check.optional_text("note", self.note.as_deref(), 2000),
        };
        check.finish()?;
        Ok(values)
    }
}

/// Adds a company (Admin).
pub async fn create_timekeeper(
    app: &App,
    actor: &Actor,
    input: TimekeeperInput,
) -> AppResult<(TimekeeperRow, AccessLevel)> {
    policy::check_timekeeper_write(&actor.identity)?;
    let values = input.values()?;
    let mut write = AuditedWrite::begin(app, actor, "timekeeping_company").await?;
    let id = db::insert_timekeeper(write.tx(), &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, &[]))?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    write.commit().await?;
    timekeeper(app, actor, id).await
}

/// Changes a company (Admin).
pub async fn update_timekeeper(
    app: &App,
    actor: &Actor,
    id: i64,
    input: TimekeeperInput,
) -> AppResult<(TimekeeperRow, AccessLevel)> {
    policy::check_timekeeper_write(&actor.identity)?;
    let values = input.values()?;
    let mut write = AuditedWrite::begin(app, actor, "timekeeping_company").await?;
    let before = db::find_timekeeper(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::update_timekeeper(write.tx(), id, &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, &[]))?;
    write
        .audit("update", id, Some(&before), Some(&values))
        .await?;
    write.commit().await?;
    timekeeper(app, actor, id).await
}
