//! Clubs in the private zone: the scoped grid, one club's record, creating and editing.
//! Who may do what is decided by [`stopa_domain::policy::club_access`].

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::NaiveDate;
use stopa_db::club::{self as db, ClubFilter, ClubRow, ClubSort, ClubSortField, ClubValues};
use stopa_domain::club::{ClubState, LegalForm, is_valid_club_code, is_valid_ico};
use stopa_domain::identity::IdentityType;
use stopa_domain::policy::{self, AccessLevel, ClubFacts};
use stopa_domain::validation::FormCheck;

use crate::codebooks::Department;
use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::members::{AccessLevelEnum, MAX_PER_PAGE, SortDirection};
use crate::write::{AuditedWrite, constraint_error};

/// Legal form of a club.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "LegalForm")]
pub enum LegalFormEnum {
    Association,
    BranchAssociation,
    PublicBenefitCompany,
    Institute,
    LimitedCompany,
    Other,
}

impl From<LegalFormEnum> for LegalForm {
    fn from(form: LegalFormEnum) -> Self {
        match form {
            LegalFormEnum::Association => Self::Association,
            LegalFormEnum::BranchAssociation => Self::BranchAssociation,
            LegalFormEnum::PublicBenefitCompany => Self::PublicBenefitCompany,
            LegalFormEnum::Institute => Self::Institute,
            LegalFormEnum::LimitedCompany => Self::LimitedCompany,
            LegalFormEnum::Other => Self::Other,
        }
    }
}

impl From<LegalForm> for LegalFormEnum {
    fn from(form: LegalForm) -> Self {
        match form {
            LegalForm::Association => Self::Association,
            LegalForm::BranchAssociation => Self::BranchAssociation,
            LegalForm::PublicBenefitCompany => Self::PublicBenefitCompany,
            LegalForm::Institute => Self::Institute,
            LegalForm::LimitedCompany => Self::LimitedCompany,
            LegalForm::Other => Self::Other,
        }
    }
}

/// State of a club record.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "ClubState")]
pub enum ClubStateEnum {
    Active,
    Ended,
}

impl From<ClubStateEnum> for ClubState {
    fn from(state: ClubStateEnum) -> Self {
        match state {
            ClubStateEnum::Active => Self::Active,
            ClubStateEnum::Ended => Self::Ended,
        }
    }
}

/// A club's record as the private zone shows it.
#[derive(SimpleObject, Debug, Clone)]
pub struct Club {
    pub id: i64,
    /// The federation code: four capital letters.
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalFormEnum,
    pub legal_form_label: String,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub region_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    /// Write access only: the club's bank account.
    pub bank_account: Option<String>,
    pub state: ClubStateEnum,
    pub state_label: String,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub departments: Vec<Department>,
    pub member_count: i64,
    /// What the asker may do with the record: WRITE (edit) or READ.
    pub access: AccessLevelEnum,
}

pub(crate) fn facts(row: &ClubRow) -> ClubFacts<'_> {
    ClubFacts {
        club_id: row.club_id,
        region_id: row.region_id,
        department_ids: &row.department_ids,
    }
}

fn to_club(row: ClubRow, access: AccessLevel, departments: &[Department]) -> Club {
    let legal_form = LegalForm::parse(&row.legal_form).unwrap_or(LegalForm::Other);
    let state = ClubState::parse(&row.state).unwrap_or(ClubState::Active);
    Club {
        id: row.club_id,
        code: row.code,
        name: row.name,
        short_name: row.short_name,
        ico: row.ico,
        legal_form: legal_form.into(),
        legal_form_label: legal_form.label().to_owned(),
        street: row.street,
        municipality: row.municipality,
        postcode: row.postcode,
        region_id: row.region_id,
        region_name: row.region_name,
        email: row.email,
        phone: row.phone,
        web: row.web,
        bank_account: if access == AccessLevel::Write {
            row.bank_account
        } else {
            None
        },
        state: if state == ClubState::Ended {
            ClubStateEnum::Ended
        } else {
            ClubStateEnum::Active
        },
        state_label: state.label().to_owned(),
        founded_on: row.founded_on,
        ended_on: row.ended_on,
        departments: departments
            .iter()
            .filter(|department| row.department_ids.contains(&department.id))
            .cloned()
            .collect(),
        member_count: row.member_count,
        access: access.into(),
    }
}

pub(crate) async fn all_departments(services: &Services) -> Result<Vec<Department>, ApiError> {
    Ok(stopa_db::codebook::list_departments(&services.pool)
        .await?
        .into_iter()
        .map(Department::from)
        .collect())
}

#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "ClubSortField")]
pub enum ClubSortFieldEnum {
    Name,
    Code,
    RegionName,
    MemberCount,
}

#[derive(InputObject, Debug, Clone, Copy)]
pub struct ClubSortInput {
    pub field: ClubSortFieldEnum,
    #[graphql(default)]
    pub direction: SortDirection,
}

#[derive(InputObject, Debug, Clone, Default)]
pub struct ClubFilterInput {
    /// Words of the name, short name or code; case and diacritics do not matter.
    pub search: Option<String>,
    pub region_id: Option<i64>,
    pub department_id: Option<i64>,
    pub state: Option<ClubStateEnum>,
}

impl ClubFilterInput {
    pub fn to_filter(&self) -> Result<ClubFilter, ApiError> {
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty());
        if search.is_some_and(|text| text.chars().count() > 100) {
            return Err(ApiError::field(
                "filter.search",
                "Hledaný text může mít nejvýše 100 znaků.",
            ));
        }
        Ok(ClubFilter {
            search: search.map(str::to_owned),
            region_id: self.region_id,
            department_id: self.department_id,
            state: self
                .state
                .map(|state| ClubState::from(state).as_str().to_owned()),
        })
    }
}

/// The grid input of DESIGN §5.
#[derive(InputObject, Debug)]
pub struct ClubsInput {
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
    #[graphql(default)]
    pub sort: Vec<ClubSortInput>,
    #[graphql(default)]
    pub filter: ClubFilterInput,
}

#[derive(SimpleObject, Debug)]
pub struct ClubPage {
    pub nodes: Vec<Club>,
    pub total_count: i64,
    pub page: i32,
    pub per_page: i32,
}

/// Age group of ski categories, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "AgeGroup")]
pub enum AgeGroupEnum {
    Youth,
    Teenagers,
    Juniors,
    Adults,
}

impl AgeGroupEnum {
    pub(crate) const ALL: [Self; 4] = [Self::Youth, Self::Teenagers, Self::Juniors, Self::Adults];

    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Youth => "YOUTH",
            Self::Teenagers => "TEENAGERS",
            Self::Juniors => "JUNIORS",
            Self::Adults => "ADULTS",
        }
    }

    pub(crate) fn label(self) -> &'static str {
        match self {
            Self::Youth => "Děti (do 11 let)",
            Self::Teenagers => "Žactvo (12–15 let)",
            Self::Juniors => "Dorost a junioři (16–20 let)",
            Self::Adults => "Dospělí (21 let a více)",
        }
    }
}

/// Members of one age group.
#[derive(SimpleObject, Debug, Clone)]
pub struct AgeGroupCount {
    pub age_group: AgeGroupEnum,
    pub label: String,
    pub male: i64,
    pub female: i64,
    pub total: i64,
}

/// The club's current members by age group and sex.
#[derive(SimpleObject, Debug, Clone)]
pub struct ClubStatistics {
    pub age_groups: Vec<AgeGroupCount>,
    pub total: i64,
}

#[derive(Default)]
pub struct ClubsQuery;

#[Object]
impl ClubsQuery {
    /// The clubs grid, scoped to what the active identity may see.
    async fn clubs(&self, ctx: &Context<'_>, input: ClubsInput) -> ApiResult<ClubPage> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let scope = policy::club_list_scope(&request.identity).map_err(ApiError::from)?;
        if input.page < 1 {
            return Err(ApiError::field("page", "Číslo stránky musí být alespoň 1.").into());
        }
        if !(1..=MAX_PER_PAGE).contains(&input.per_page) {
            return Err(ApiError::field(
                "perPage",
                format!("Počet řádků na stránku musí být mezi 1 a {MAX_PER_PAGE}."),
            )
            .into());
        }
        let sort: Vec<ClubSort> = input
            .sort
            .iter()
            .take(3)
            .map(|key| ClubSort {
                field: match key.field {
                    ClubSortFieldEnum::Name => ClubSortField::Name,
                    ClubSortFieldEnum::Code => ClubSortField::Code,
                    ClubSortFieldEnum::RegionName => ClubSortField::RegionName,
                    ClubSortFieldEnum::MemberCount => ClubSortField::MemberCount,
                },
                descending: key.direction == SortDirection::Desc,
            })
            .collect();
        let (rows, total_count) = db::list_clubs(
            &services.pool,
            scope,
            &input.filter.to_filter()?,
            &sort,
            i64::from(input.per_page),
            i64::from(input.page - 1) * i64::from(input.per_page),
        )
        .await
        .map_err(ApiError::from)?;
        let departments = all_departments(services).await?;
        Ok(ClubPage {
            nodes: rows
                .into_iter()
                .map(|row| {
                    let access = policy::club_access(&request.identity, &facts(&row));
                    to_club(row, access, &departments)
                })
                .collect(),
            total_count,
            page: input.page,
            per_page: input.per_page,
        })
    }

    /// The club's current members by age group (this year minus the birth year) and sex;
    /// for those who may read the club.
    async fn club_statistics(&self, ctx: &Context<'_>, club_id: i64) -> ApiResult<ClubStatistics> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        policy::club_list_scope(&request.identity).map_err(ApiError::from)?;
        let row = db::find_club(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if !policy::club_access(&request.identity, &facts(&row)).can_read() {
            return Err(ApiError::Forbidden.into());
        }
        let counts = db::count_club_members_by_age_group(&services.pool, club_id)
            .await
            .map_err(ApiError::from)?;
        let age_groups: Vec<AgeGroupCount> = AgeGroupEnum::ALL
            .into_iter()
            .map(|group| {
                let found = counts
                    .iter()
                    .find(|count| count.age_group == group.as_str());
                let (male, female) = found.map_or((0, 0), |count| (count.male, count.female));
                AgeGroupCount {
                    age_group: group,
                    label: group.label().to_owned(),
                    male,
                    female,
                    total: male + female,
                }
            })
            .collect();
        Ok(ClubStatistics {
            total: age_groups.iter().map(|group| group.total).sum(),
            age_groups,
        })
    }

    /// One club's record; FORBIDDEN outside the asker's scope.
    async fn club(&self, ctx: &Context<'_>, id: i64) -> ApiResult<Club> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        policy::club_list_scope(&request.identity).map_err(ApiError::from)?;
        let row = db::find_club(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let access = policy::club_access(&request.identity, &facts(&row));
        if access == AccessLevel::Hidden {
            return Err(ApiError::Forbidden.into());
        }
        Ok(to_club(row, access, &all_departments(services).await?))
    }
}

/// A club's record as forms send it.
#[derive(InputObject, Debug, Clone)]
pub struct ClubInput {
    pub code: String,
    pub name: String,
    pub short_name: String,
    pub ico: Option<String>,
    pub legal_form: LegalFormEnum,
    pub street: String,
    pub municipality: String,
    pub postcode: String,
    pub region_id: i64,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub bank_account: Option<String>,
    pub state: ClubStateEnum,
    pub founded_on: Option<NaiveDate>,
    pub ended_on: Option<NaiveDate>,
    pub department_ids: Vec<i64>,
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateClubInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: ClubInput,
}

impl ClubInput {
    /// The stored values after the checks of a club form.
    pub fn values(&self) -> Result<ClubValues, ApiError> {
        let mut check = FormCheck::new();
        let code = self.code.trim().to_owned();
        if code.is_empty() {
            check.add("code", stopa_domain::validation::REQUIRED);
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
        let state = ClubState::from(self.state);
        match (state, self.ended_on) {
            (ClubState::Ended, None) => check.add("endedOn", stopa_domain::validation::REQUIRED),
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
            legal_form: LegalForm::from(self.legal_form).as_str().to_owned(),
            street: check.text("street", &self.street, 200),
            municipality: check.text("municipality", &self.municipality, 100),
            postcode: check.postcode("postcode", &self.postcode),
            region_id: self.region_id,
            email: check.optional_email("email", self.email.as_deref()),
            phone: check.optional_phone("phone", self.phone.as_deref()),
            web: check.optional_url("web", self.web.as_deref()),
            bank_account: check.optional_bank_account("bankAccount", self.bank_account.as_deref()),
            state: state.as_str().to_owned(),
            founded_on: self.founded_on,
            ended_on: self.ended_on,
            department_ids: self.department_ids.clone(),
        };
        check.finish().map_err(ApiError::from)?;
        Ok(values)
    }
}

/// Unique constraints of clubs: field and Czech message.
const UNIQUE: &[(&str, &str, &str)] = &[
    ("club_code_key", "code", "Kód už má jiný klub."),
    ("club_ico_key", "ico", "IČO už má jiný klub."),
];

/// Foreign keys a club form can miss.
const REFERENCES: &[(&str, &str, &str)] = &[
    ("club_region_fkey", "", "regionId"),
    ("club_department_department_fkey", "", "departmentIds"),
];

#[derive(Default)]
pub struct ClubsMutation;

#[Object]
impl ClubsMutation {
    /// Creates a club (Admin).
    async fn create_club(&self, ctx: &Context<'_>, input: ClubInput) -> ApiResult<Club> {
        let request = ctx.data::<RequestContext>()?;
        policy::check_club_create(&request.identity).map_err(ApiError::from)?;
        let values = input.values()?;
        let mut write = AuditedWrite::begin(ctx, "club").await?;
        let club_id = db::insert_club(&mut write.transaction, &values)
            .await
            .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?;
        write
            .audit("create", club_id, None::<&()>, Some(&values))
            .await?;
        let row = db::find_club(&mut *write.transaction, club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write.commit().await?;
        let services = ctx.data::<Services>()?;
        Ok(to_club(
            row,
            AccessLevel::Write,
            &all_departments(services).await?,
        ))
    }

    /// Changes a club's record. The federation code, the region and the state are the
    /// federation's to change: a Team manager edits the rest of its own club.
    async fn update_club(&self, ctx: &Context<'_>, input: UpdateClubInput) -> ApiResult<Club> {
        let request = ctx.data::<RequestContext>()?;
        let values = input.item.values()?;
        let mut write = AuditedWrite::begin(ctx, "club").await?;
        let before = db::find_club(&mut *write.transaction, input.id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if policy::club_access(&request.identity, &facts(&before)) != AccessLevel::Write {
            return Err(ApiError::Forbidden.into());
        }
        if request.identity.identity_type == IdentityType::Team {
            let mut check = FormCheck::new();
            let federation_only = "Tento údaj může změnit jen svaz.";
            if values.code != before.code {
                check.add("code", federation_only);
            }
            if values.region_id != before.region_id {
                check.add("regionId", federation_only);
            }
            if values.state != before.state || values.ended_on != before.ended_on {
                check.add("state", federation_only);
            }
            check.finish().map_err(ApiError::from)?;
        }
        db::update_club(&mut write.transaction, input.id, &values)
            .await
            .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?
            .ok_or(ApiError::NotFound)?;
        write
            .audit("update", input.id, Some(&before), Some(&values))
            .await?;
        let row = db::find_club(&mut *write.transaction, input.id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        write.commit().await?;
        let access = policy::club_access(&request.identity, &facts(&row));
        let services = ctx.data::<Services>()?;
        Ok(to_club(row, access, &all_departments(services).await?))
    }
}
