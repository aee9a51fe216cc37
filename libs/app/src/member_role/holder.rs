//! The department grids of licence holders (`/evidence/role-v-useku/{departmentId}/treneri`,
//! `/technicti-delegati`, `/rozhodci`, `/evidence/role-v-useku/cvicitele`), their workbooks
//! (spec §7: Admin `/api/admin/export/coach/{department}.xlsx`, Section
//! `/api/section/export/coach.xlsx`, and the same for `instructor`, `referee` and
//! `technical-delegate`) and the overview (`/evidence/role-v-useku`): who may see which holders
//! is [`stopa_domain::policy::role_list_scope`].

use chrono::NaiveDate;
use stopa_db::codebook::DepartmentRow;
use stopa_db::member_role::{self as db, RoleHolderFilter, RoleHolderRow};
use stopa_domain::member::MemberRoleKind;
use stopa_domain::member_role::{
    CoachLevel, InstructorLicence, RefereeType, RoleValidity, TechnicalDelegateType,
};
use stopa_domain::policy::{self, RoleListScope};
use stopa_formats::workbook::{Cell, ListSheet};

use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::{Actor, App};

/// The grid's filter (kept in the page's URL).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "RoleHoldersFilter"))]
pub struct RoleHoldersQuery {
    /// A word of the name or the registration number.
    pub search: Option<String>,
    /// In force now when left out.
    pub validity: Option<RoleValidity>,
    /// The qualification's value (a coach's level LEVEL0–LEVEL4, a licence, a type).
    pub qualification: Option<String>,
    /// A word of the issuing course.
    pub course: Option<String>,
}

/// Longest search text.
const MAX_SEARCH_CHARS: usize = 100;
/// Most rows of a page.
pub const MAX_PER_PAGE: i32 = 200;
/// Most rows of a workbook.
pub const MAX_WORKBOOK_ROWS: i64 = 50_000;

/// One holder in the grid.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RoleHolder {
    /// The role's id.
    pub id: i64,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub kind: MemberRoleKind,
    pub qualification: Option<String>,
    pub qualification_label: Option<String>,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    pub licence_number: Option<String>,
    pub course: Option<String>,
    /// In force today.
    pub valid: bool,
}

/// A page of the grid.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RoleHolderPage {
    pub kind: MemberRoleKind,
    pub kind_label: String,
    /// None for instructors.
    pub department: Option<DepartmentRow>,
    pub nodes: Vec<RoleHolder>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
    /// The qualifications the filter offers: (value, label).
    pub qualifications: Vec<QualificationOption>,
    /// Where the grid's workbook is (the filter goes as query parameters).
    pub export_url: String,
    /// Whether the asker may extend the holders' validity (it holds the kind's flag here).
    pub can_extend: bool,
}

/// A value of the qualification filter.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct QualificationOption {
    pub value: String,
    pub label: String,
}

/// The qualifications of a kind, in order.
fn qualifications(kind: MemberRoleKind) -> Vec<QualificationOption> {
    fn options<T: stopa_domain::text_enum::Labelled>(all: &[T]) -> Vec<QualificationOption> {
        all.iter()
            .map(|value| QualificationOption {
                value: value.as_str().to_owned(),
                label: value.label().to_owned(),
            })
            .collect()
    }
    match kind {
        MemberRoleKind::Coach => options(CoachLevel::ALL),
        MemberRoleKind::Instructor => options(InstructorLicence::ALL),
        MemberRoleKind::Referee => options(RefereeType::ALL),
        MemberRoleKind::TechnicalDelegate => options(TechnicalDelegateType::ALL),
        MemberRoleKind::Athlete | MemberRoleKind::HealthCheck => Vec::new(),
    }
}

/// The kind's department, checked: instructors have none, the other grids need one that
/// exists. Athletes and health checks have no grid.
async fn grid_department(
    app: &App,
    kind: MemberRoleKind,
    department_id: Option<i64>,
) -> AppResult<Option<DepartmentRow>> {
    if kind.route_word().is_none() {
        return Err(AppError::field("kind", "Tento druh role nemá seznam."));
    }
    match (kind.has_department(), department_id) {
        (false, _) => Ok(None),
        (true, None) => Err(AppError::field("departmentId", "Vyberte úsek.")),
        (true, Some(department_id)) => stopa_db::codebook::list_departments(&app.pool)
            .await?
            .into_iter()
            .find(|department| department.department_id == department_id)
            .map(Some)
            .ok_or(AppError::NotFound),
    }
}

/// The database filter of a grid query, checked.
fn holder_filter(
    kind: MemberRoleKind,
    department_id: Option<i64>,
    scope: RoleListScope,
    query: &RoleHoldersQuery,
) -> AppResult<RoleHolderFilter> {
    let text = |field: &str, value: &Option<String>| -> AppResult<Option<String>> {
        let value = value
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty());
        match value {
            Some(text) if text.chars().count() > MAX_SEARCH_CHARS => Err(AppError::field(
                field,
                format!("Text může mít nejvýše {MAX_SEARCH_CHARS} znaků."),
            )),
            other => Ok(other.map(str::to_owned)),
        }
    };
    let qualification = text("qualification", &query.qualification)?;
    if let Some(value) = &qualification
        && !qualifications(kind)
            .iter()
            .any(|option| &option.value == value)
    {
        return Err(AppError::field(
            "qualification",
            "Neznámá kvalifikace tohoto druhu role.",
        ));
    }
    Ok(RoleHolderFilter {
        kind,
        department_id: if kind.has_department() {
            department_id
        } else {
            None
        },
        region_id: match scope {
            RoleListScope::All => None,
            RoleListScope::Region(region_id) => Some(region_id),
        },
        search: text("search", &query.search)?,
        validity: query.validity.unwrap_or(RoleValidity::Valid),
        qualification,
        course: text("course", &query.course)?,
        today: crate::today(),
    })
}

fn holder(row: RoleHolderRow, today: NaiveDate) -> RoleHolder {
    let qualification = row
        .coach_level
        .map(|value| (value.as_str(), value.label()))
        .or(row
            .instructor_licence
            .map(|value| (value.as_str(), value.label())))
        .or(row
            .referee_type
            .map(|value| (value.as_str(), value.label())))
        .or(row
            .technical_delegate_type
            .map(|value| (value.as_str(), value.label())));
    RoleHolder {
        id: row.member_department_role_id,
        member_id: row.member_id,
        registration_number: row.registration_number,
        first_name: row.first_name,
        last_name: row.last_name,
        birth_year: row.birth_year,
        club_id: row.club_id,
        club_name: row.club_name,
        kind: row.kind,
        qualification: qualification.map(|(value, _)| value.to_owned()),
        qualification_label: qualification.map(|(_, label)| label.to_owned()),
        valid: stopa_domain::member_role::in_force(row.valid_from, row.valid_to, today),
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        licence_number: row.licence_number,
        course: row.course,
    }
}

/// The workbook's URL for the asker and the grid (spec §7's paths).
fn export_url(actor: &Actor, kind: MemberRoleKind, department_id: Option<i64>) -> String {
    let word = kind.export_word().unwrap_or("coach");
    let prefix = actor.identity.identity_type.access_prefix();
    match (prefix, department_id) {
        ("admin", Some(department_id)) => {
            format!("/api/admin/export/{word}/{department_id}.xlsx")
        }
        // Instructors have no department: Admin's URL names department 0.
        ("admin", None) => format!("/api/admin/export/{word}/0.xlsx"),
        _ => format!("/api/{prefix}/export/{word}.xlsx"),
    }
}

/// A page of the holders of `kind` in `department_id` (none for instructors), for those whose
/// scope the policy gives.
pub async fn role_holders(
    app: &App,
    actor: &Actor,
    kind: MemberRoleKind,
    department_id: Option<i64>,
    query: &RoleHoldersQuery,
    page: i32,
    per_page: i32,
) -> AppResult<RoleHolderPage> {
    let scope = policy::role_list_scope(&actor.identity, kind, department_id)?;
    let department = grid_department(app, kind, department_id).await?;
    if !(1..=MAX_PER_PAGE).contains(&per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Na stránce může být 1 až {MAX_PER_PAGE} řádků."),
        ));
    }
    if !(1..=10_000).contains(&page) {
        return Err(AppError::field("page", "Neplatné číslo stránky."));
    }
    let filter = holder_filter(kind, department_id, scope, query)?;
    let rows = db::list_role_holders(
        &app.pool,
        &filter,
        i64::from(per_page),
        i64::from(page - 1) * i64::from(per_page),
    )
    .await?;
    let total_count = rows.first().map_or(0, |row| row.total);
    let today = crate::today();
    let can_extend = match &actor.identity.identity_type {
        stopa_domain::identity::IdentityType::Admin => true,
        _ => policy::role_manager_flag(kind)
            .is_some_and(|flag| actor.identity.has_staff_permission(flag)),
    };
    Ok(RoleHolderPage {
        kind,
        kind_label: kind.label().to_owned(),
        department,
        nodes: rows.into_iter().map(|row| holder(row, today)).collect(),
        total_count,
        page,
        per_page,
        qualifications: qualifications(kind),
        export_url: export_url(actor, kind, department_id),
        can_extend,
    })
}

/// The workbook of the grid: `{kind}.xlsx` with the grid's filter, for Admin and Section
/// (spec §7), checked against the URL's role prefix.
pub async fn role_holders_workbook(
    app: &App,
    actor: &Actor,
    role_prefix: &str,
    kind: MemberRoleKind,
    department_id: Option<i64>,
    query: &RoleHoldersQuery,
) -> AppResult<Download> {
    policy::check_role_export(&actor.identity, kind, department_id, role_prefix)?;
    let scope = policy::role_list_scope(&actor.identity, kind, department_id)?;
    let department = grid_department(app, kind, department_id).await?;
    let filter = holder_filter(kind, department_id, scope, query)?;
    let rows = db::list_role_holders(&app.pool, &filter, MAX_WORKBOOK_ROWS, 0).await?;
    let today = crate::today();
    let qualification_header = match kind {
        MemberRoleKind::Coach => "Trenérská třída",
        MemberRoleKind::Instructor => "Licence",
        _ => "Typ",
    };
    let header = [
        "Registrační číslo",
        "Příjmení",
        "Jméno",
        "Rok narození",
        "Klub",
        qualification_header,
        "Číslo licence",
        "Kurz",
        "Platnost od",
        "Platnost do",
        "Platná",
    ];
    let cells: Vec<Vec<Cell>> = rows
        .into_iter()
        .map(|row| holder(row, today))
        .map(|row| {
            vec![
                Cell::Number(f64::from(row.registration_number)),
                Cell::Text(row.last_name),
                Cell::Text(row.first_name),
                Cell::Number(f64::from(row.birth_year)),
                Cell::text(row.club_name.as_deref()),
                Cell::text(row.qualification_label.as_deref()),
                Cell::text(row.licence_number.as_deref()),
                Cell::text(row.course.as_deref()),
                Cell::Date(row.valid_from),
                Cell::date(row.valid_to),
                Cell::Text(if row.valid { "ano" } else { "ne" }.to_owned()),
            ]
        })
        .collect();
    let department_name = department.as_ref().map_or_else(
        || "bez úseku".to_owned(),
        |department| department.name.clone(),
    );
    let mut about = vec![
        ("Seznam", format!("{} – {department_name}", kind.label())),
        ("Platnost", filter.validity.label().to_owned()),
        ("Vytvořeno", stopa_formats::czech::date(today)),
        ("Řádků", cells.len().to_string()),
    ];
    if let Some(search) = &filter.search {
        about.push(("Hledání", search.clone()));
    }
    if let Some(value) = &filter.qualification {
        about.push(("Kvalifikace", value.clone()));
    }
    if let Some(course) = &filter.course {
        about.push(("Kurz", course.clone()));
    }
    let bytes = stopa_formats::workbook::list_workbook(&ListSheet {
        name: kind.label(),
        header: &header,
        rows: &cells,
        about: &about,
    })
    .map_err(|error| AppError::Internal(format!("workbook: {error}")))?;
    let word = kind.route_word().unwrap_or("role");
    let file_name = match &department {
        Some(department) => format!("{word}-{}.xlsx", department.code.to_lowercase()),
        None => format!("{word}.xlsx"),
    };
    Ok(Download::xlsx_bytes(file_name, bytes))
}

/// One line of the overview: a kind in a department.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RoleCount {
    /// None for instructors.
    pub department: Option<DepartmentRow>,
    pub kind: MemberRoleKind,
    pub kind_label: String,
    /// In force today.
    pub valid: i64,
    /// Ending within 30 days.
    pub expiring: i64,
}

/// The overview of `role-v-useku`: per department and kind the holders in force and those
/// ending within 30 days, in the asker's scope (Section: its department and the
/// instructors).
pub async fn role_overview(app: &App, actor: &Actor) -> AppResult<Vec<RoleCount>> {
    use stopa_domain::identity::{IdentityType, Scope};
    let (region_id, department_id) = match (actor.identity.identity_type, actor.identity.scope) {
        (IdentityType::Admin, _) => (None, None),
        (IdentityType::Area, Scope::Region(region_id)) => (Some(region_id), None),
        (IdentityType::Section, Scope::Department(department_id)) => (None, Some(department_id)),
        _ => {
            policy::role_list_scope(&actor.identity, MemberRoleKind::Coach, None)?;
            return Err(AppError::Forbidden);
        }
    };
    let departments = stopa_db::codebook::list_departments(&app.pool).await?;
    let counts = db::count_roles(&app.pool, crate::today(), region_id, department_id).await?;
    Ok(counts
        .into_iter()
        .map(|count| RoleCount {
            department: count.department_id.and_then(|id| {
                departments
                    .iter()
                    .find(|department| department.department_id == id)
                    .cloned()
            }),
            kind: count.kind,
            kind_label: count.kind.label().to_owned(),
            valid: count.valid,
            expiring: count.expiring,
        })
        .collect())
}

/// The coach's card (spec §7 `/api/admin/export/coach-card-csv/{member}`, Admin): who the
/// member is (registration number, name, birth date, club, FIS code) and every coach level and
/// instructor licence it has held, newest first, with their numbers, courses and periods — a
/// CSV for Czech Excel.
pub async fn coach_card_csv(
    app: &App,
    actor: &Actor,
    role_prefix: &str,
    member_id: i64,
) -> AppResult<Download> {
    policy::check_export(&actor.identity, policy::Export::CoachCardCsv, role_prefix)?;
    let member = stopa_db::member::find_member_record(&app.pool, member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let roles = db::list_member_roles(&app.pool, member_id).await?;
    let today = crate::today();
    let mut writer = stopa_formats::csv_excel::ExcelCsvWriter::new();
    let write_error = |error: std::io::Error| AppError::Internal(format!("coach card: {error}"));
    let date = |day: Option<NaiveDate>| day.map(stopa_formats::czech::date).unwrap_or_default();
    let registration_number = member.registration_number.to_string();
    let birth_date = stopa_formats::czech::date(member.birth_date);
    // Every line has the table's eight cells (CSV keeps one width).
    let pad = |cells: &[&str]| -> [String; 8] {
        std::array::from_fn(|index| cells.get(index).copied().unwrap_or("").to_owned())
    };
    writer
        .write_record(pad(&["Karta trenéra"]).iter().map(String::as_str))
        .map_err(write_error)?;
    for (label, value) in [
        ("Registrační číslo", registration_number.as_str()),
        ("Příjmení", member.last_name.as_str()),
        ("Jméno", member.first_name.as_str()),
        ("Datum narození", birth_date.as_str()),
        ("Klub", member.club_name.as_deref().unwrap_or("")),
        ("FIS kód", member.fis_code.as_deref().unwrap_or("")),
    ] {
        writer
            .write_record(pad(&[label, value]).iter().map(String::as_str))
            .map_err(write_error)?;
    }
    writer
        .write_record(pad(&[]).iter().map(String::as_str))
        .map_err(write_error)?;
    writer
        .write_record([
            "Role",
            "Úsek",
            "Kvalifikace",
            "Číslo licence",
            "Kurz",
            "Platnost od",
            "Platnost do",
            "Stav",
        ])
        .map_err(write_error)?;
    let mut held: Vec<_> = roles
        .iter()
        .filter(|role| {
            matches!(
                role.kind,
                MemberRoleKind::Coach | MemberRoleKind::Instructor
            )
        })
        .collect();
    held.sort_by_key(|role| std::cmp::Reverse(role.valid_from));
    for role in held {
        let valid = stopa_domain::member_role::in_force(role.valid_from, role.valid_to, today);
        writer
            .write_record([
                role.kind.label(),
                role.department_name.as_deref().unwrap_or("bez úseku"),
                role.qualification_label().unwrap_or(""),
                role.licence_number.as_deref().unwrap_or(""),
                role.course.as_deref().unwrap_or(""),
                date(Some(role.valid_from)).as_str(),
                date(role.valid_to).as_str(),
                if valid { "platná" } else { "neplatná" },
            ])
            .map_err(write_error)?;
    }
    let bytes = writer.take_bytes().map_err(write_error)?;
    Ok(Download::csv_bytes(
        format!("karta-trenera-{}.csv", member.registration_number),
        bytes,
    ))
}
