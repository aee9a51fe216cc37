//! Clubs in the private zone: the scoped grid, one club's record, its statistics, creating and
//! editing. Who may do what is decided by `stopa_domain::policy` (`club_access`,
//! `check_club_create`, `club_fields_reserved`).

use chrono::NaiveDate;
use stopa_db::club::{self as db, ClubRow, ClubSort, ClubSortField, ClubValues};
use stopa_db::codebook::DepartmentRow;
use stopa_domain::club::{ClubState, LegalForm, is_valid_club_code, is_valid_ico};
use stopa_domain::policy::{self, AccessLevel, ClubFacts, ClubField, Export};
#[cfg(feature = "graphql")]
use stopa_domain::text_enum::label_of;
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::error::{AppError, AppResult};
use crate::export::ClubFilterRequest;
use crate::member::{MAX_PER_PAGE, export_url};
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error};
use crate::{Actor, App};

/// What the policy needs to know of a club.
pub fn facts(row: &ClubRow) -> ClubFacts<'_> {
    ClubFacts {
        club_id: row.club_id,
        region_id: row.region_id,
        department_ids: &row.department_ids,
    }
}

/// Loads a club or answers NOT_FOUND.
pub(crate) async fn find_club(
    executor: impl stopa_db::PgExecutor<'_>,
    club_id: i64,
) -> AppResult<ClubRow> {
    db::find_club(executor, club_id)
        .await?
        .ok_or(AppError::NotFound)
}

/// Refuses unless `actor` may read the club: UNAUTHENTICATED for visitors, FORBIDDEN for
/// those outside its scope.
pub(crate) fn check_club_read(actor: &Actor, club: &ClubRow) -> AppResult<()> {
    policy::club_list_scope(&actor.identity)?;
    if policy::club_access(&actor.identity, &facts(club)).can_read() {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}

/// A club's record as the asker may see it.
#[derive(Debug, Clone)]
pub struct Club {
    pub row: ClubRow,
    /// The club's departments (codebook rows).
    pub departments: Vec<DepartmentRow>,
    /// WRITE: the asker may edit the record; READ: it may see it.
    pub access: AccessLevel,
    /// Fields the asker may not change although it edits the record.
    pub reserved_fields: Vec<ClubField>,
}

fn to_club(actor: &Actor, mut row: ClubRow, departments: &[DepartmentRow]) -> Club {
    let access = policy::club_access(&actor.identity, &facts(&row));
    if access != AccessLevel::Write {
        // The bank account is for those who manage the club.
        row.bank_account = None;
    }
    Club {
        departments: departments
            .iter()
            .filter(|department| row.department_ids.contains(&department.department_id))
            .cloned()
            .collect(),
        access,
        reserved_fields: if access == AccessLevel::Write {
            policy::club_fields_reserved(&actor.identity).to_vec()
        } else {
            Vec::new()
        },
        row,
    }
}

pub use stopa_domain::club::ClubSortKey;

/// A page of the clubs grid.
#[derive(Debug, Clone)]
pub struct ClubsRequest {
    pub page: i32,
    pub per_page: i32,
    pub sort: Vec<(ClubSortKey, bool)>,
    pub filter: ClubFilterRequest,
}

/// What the asker may do with the clubs list; the web shows only these actions.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubListActions {
    pub can_create: bool,
    /// Where the list's CSV export is (the grid's filters go as query parameters); null when
    /// the asker may not download it.
    // `clubs-all-csv`.
    pub export_url: Option<String>,
    /// Where the NSA register export is; null when not allowed.
    // `clubs-nsa-csv`.
    pub nsa_export_url: Option<String>,
}

/// A page of clubs.
#[derive(Debug, Clone)]
pub struct ClubPage {
    pub nodes: Vec<Club>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
    pub actions: ClubListActions,
}

/// The clubs grid, scoped to what the active identity may see.
pub async fn list_clubs(app: &App, actor: &Actor, request: ClubsRequest) -> AppResult<ClubPage> {
    let scope = policy::club_list_scope(&actor.identity)?;
    if request.page < 1 {
        return Err(AppError::field("page", "Číslo stránky musí být alespoň 1."));
    }
    if !(1..=MAX_PER_PAGE).contains(&request.per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Počet řádků na stránku musí být mezi 1 a {MAX_PER_PAGE}."),
        ));
    }
    let sort: Vec<ClubSort> = request
        .sort
        .iter()
        .take(3)
        .map(|(key, descending)| ClubSort {
            field: match key {
                ClubSortKey::Name => ClubSortField::Name,
                ClubSortKey::Code => ClubSortField::Code,
                ClubSortKey::RegionName => ClubSortField::RegionName,
                ClubSortKey::MemberCount => ClubSortField::MemberCount,
            },
            descending: *descending,
        })
        .collect();
    let (rows, total_count) = db::list_clubs(
        &app.pool,
        scope,
        &request.filter.checked()?,
        &sort,
        i64::from(request.per_page),
        i64::from(request.page - 1) * i64::from(request.per_page),
    )
    .await?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(ClubPage {
        nodes: rows
            .into_iter()
            .map(|row| to_club(actor, row, &departments))
            .collect(),
        total_count,
        page: request.page,
        per_page: request.per_page,
        actions: ClubListActions {
            can_create: policy::check_club_create(&actor.identity).is_ok(),
            export_url: export_url(actor, Export::ClubsAllCsv, "clubs-all-csv"),
            nsa_export_url: export_url(actor, Export::ClubsNsaCsv, "clubs-nsa-csv"),
        },
    })
}

/// One club's record; FORBIDDEN outside the asker's scope.
pub async fn club(app: &App, actor: &Actor, club_id: i64) -> AppResult<Club> {
    policy::club_list_scope(&actor.identity)?;
    let row = find_club(&app.pool, club_id).await?;
    check_club_read(actor, &row)?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(to_club(actor, row, &departments))
}

pub use stopa_domain::member::AgeGroup;

/// Members of one age group.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct AgeGroupCount {
    #[cfg_attr(
        feature = "graphql",
        graphql(derived(owned, name = "label", into = "String", with = "label_of"))
    )]
    pub age_group: AgeGroup,
    pub male: i64,
    pub female: i64,
    pub total: i64,
}

/// Counts by age group from rows of (age group name, male, female); groups without members
/// count zero.
pub(crate) fn age_group_counts(found: impl Fn(AgeGroup) -> (i64, i64)) -> Vec<AgeGroupCount> {
    AgeGroup::ALL
        .iter()
        .copied()
        .map(|group| {
            let (male, female) = found(group);
            AgeGroupCount {
                age_group: group,
                male,
                female,
                total: male + female,
            }
        })
        .collect()
}

/// The club's current members by age group and sex.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubStatistics {
    pub age_groups: Vec<AgeGroupCount>,
    pub total: i64,
}

/// The club's current members by age group (this year minus the birth year) and sex; for
/// those who may read the club.
pub async fn club_statistics(app: &App, actor: &Actor, club_id: i64) -> AppResult<ClubStatistics> {
    policy::club_list_scope(&actor.identity)?;
    let row = find_club(&app.pool, club_id).await?;
    check_club_read(actor, &row)?;
    let counts = db::count_club_members_by_age_group(&app.pool, club_id).await?;
    let age_groups = age_group_counts(|group| {
        counts
            .iter()
            .find(|count| count.age_group == group.as_str())
            .map_or((0, 0), |count| (count.male, count.female))
    });
    Ok(ClubStatistics {
        total: age_groups.iter().map(|group| group.total).sum(),
        age_groups,
    })
}

/// A club's record as forms send it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct ClubInput {
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalForm,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub bank_account: Option<String>,
    pub state: ClubState,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub department_ids: Vec<i64>,
}

impl ClubInput {
    /// The stored values after the checks of a club form.
    pub fn values(&self) -> AppResult<ClubValues> {
        let mut check = FormCheck::new();
        let code = self.code.trim().to_owned();
        if code.is_empty() {
            check.add("code", REQUIRED);
        } else if !is_valid_club_code(&code) {
            check.add(
                "code",
                "Kód klubu tvoří čtyři velká písmena bez diakritiky.",
            );
        }
        let ico = check.optional_text("ico", self.ico.as_deref(), 8);
        if let Some(ico) = &ico
            && !is_valid_ico(ico)
        {
            check.add("ico", "IČO není platné.");
        }
        match (self.state, self.ended_on) {
            (ClubState::Ended, None) => check.add("endedOn", REQUIRED),
            (ClubState::Active, Some(_)) => check.add(
                "endedOn",
                "Datum ukončení má jen klub, který ukončil činnost.",
            ),
            _ => {}
        }
        if let (Some(founded), Some(ended)) = (self.founded_on, self.ended_on) {
            check.date_range("endedOn", founded, ended);
        }
        if self.department_ids.is_empty() {
            check.add("departmentIds", "Vyberte alespoň jeden úsek.");
        }
        let values = ClubValues {
            code,
            name: check.text("name", &self.name, 200),
            short_name: check.text("shortName", &self.short_name, 60),
            ico,
            legal_form: self.legal_form,
            street: check.text("street", &self.street, 200),
            municipality: check.text("municipality", &self.municipality, 100),
            postcode: check.postcode("postcode", &self.postcode),
            region_id: self.region_id,
            email: check.optional_email("email", self.email.as_deref()),
            phone: check.optional_phone("phone", self.phone.as_deref()),
            web: check.optional_url("web", self.web.as_deref()),
            bank_account: check.optional_bank_account("bankAccount", self.bank_account.as_deref()),
            state: self.state,
            founded_on: self.founded_on,
            ended_on: self.ended_on,
            department_ids: self.department_ids.clone(),
        };
        check.finish()?;
        Ok(values)
    }
}

/// Unique constraints of clubs: field and Czech message.
pub(crate) const UNIQUE: &[UniqueRule] = &[
    ("club_code_key", "code", "Kód už má jiný klub."),
    ("club_ico_key", "ico", "IČO už má jiný klub."),
];

/// Foreign keys a club form can miss.
const REFERENCES: &[ReferenceRule] = &[
    ("club_region_fkey", "", "regionId"),
    ("club_department_department_fkey", "", "departmentIds"),
];

/// Creates a club (Admin).
pub async fn create_club(app: &App, actor: &Actor, input: ClubInput) -> AppResult<Club> {
    policy::check_club_create(&actor.identity)?;
    let values = input.values()?;
    let mut write = AuditedWrite::begin(app, actor, "club").await?;
    let club_id = db::insert_club(write.tx(), &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?;
    write
        .audit("create", club_id, None::<&()>, Some(&values))
        .await?;
    let row = find_club(write.tx(), club_id).await?;
    write.commit().await?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(to_club(actor, row, &departments))
}

/// Changes a club's record. The fields the policy reserves for the federation
/// ([`policy::club_fields_reserved`]) may not change: for a Team the code, region and state,
/// for Area and Section staff the region and departments (they may not move a club out of
/// their scope).
pub async fn update_club(
    app: &App,
    actor: &Actor,
    club_id: i64,
    input: ClubInput,
) -> AppResult<Club> {
    let values = input.values()?;
    let mut write = AuditedWrite::begin(app, actor, "club").await?;
    let before = find_club(write.tx(), club_id).await?;
    if policy::club_access(&actor.identity, &facts(&before)) != AccessLevel::Write {
        return Err(AppError::Forbidden);
    }
    let mut check = FormCheck::new();
    let federation_only = "Tento údaj může změnit jen administrátor svazu.";
    let mut departments_before = before.department_ids.clone();
    departments_before.sort_unstable();
    let mut departments_after = values.department_ids.clone();
    departments_after.sort_unstable();
    departments_after.dedup();
    for field in policy::club_fields_reserved(&actor.identity) {
        let (name, changed) = match field {
            ClubField::Code => ("code", values.code != before.code),
            ClubField::Region => ("regionId", values.region_id != before.region_id),
            ClubField::Departments => ("departmentIds", departments_after != departments_before),
            ClubField::State => (
                "state",
                values.state != before.state || values.ended_on != before.ended_on,
            ),
        };
        if changed {
            check.add(name, federation_only);
        }
    }
    check.finish()?;
    db::update_club(write.tx(), club_id, &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?
        .ok_or(AppError::NotFound)?;
    write
        .audit("update", club_id, Some(&before), Some(&values))
        .await?;
    let row = find_club(write.tx(), club_id).await?;
    write.commit().await?;
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    Ok(to_club(actor, row, &departments))
}
