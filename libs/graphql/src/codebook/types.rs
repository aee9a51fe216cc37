//! GraphQL types of the codebooks: what is read, and the inputs (checked by
//! `stopa_app::codebooks`).

use async_graphql::{InputObject, SimpleObject};
use chrono::NaiveDate;
use stopa_db::codebook::{
    DepartmentItemRow, DepartmentItemValues, DepartmentRow, DepartmentValues, EvidenceSeasonRow,
    EvidenceSeasonValues, RacingSeasonRow, RacingSeasonValues, RacingTechniqueRow,
    RacingTechniqueValues, SeasonRow, SeasonValues, SportCenterRow, SportCenterValues,
    SubDepartmentRow, SubDepartmentValues, SuggestionNicknameRow, SuggestionNicknameValues,
};
use stopa_domain::codebook::OrganisationType;

use stopa_domain::member::Sex;

/// A department (úsek): one of the federation's sports sections.
#[derive(SimpleObject, Debug, Clone)]
pub struct Department {
    pub id: i64,
    /// The discipline code of spec §3 (cc, al, sb, ...).
    pub code: String,
    pub name: String,
}

impl From<DepartmentRow> for Department {
    fn from(row: DepartmentRow) -> Self {
        Self {
            id: row.department_id,
            code: row.code,
            name: row.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct DepartmentInput {
    pub code: String,
    pub name: String,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<DepartmentInput> for DepartmentValues {
    fn from(input: DepartmentInput) -> Self {
        Self {
            code: input.code,
            name: input.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateDepartmentInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: DepartmentInput,
}

/// A sub-department (podúsek): a commission of a department.
#[derive(SimpleObject, Debug, Clone)]
pub struct SubDepartment {
    pub id: i64,
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
}

impl From<SubDepartmentRow> for SubDepartment {
    fn from(row: SubDepartmentRow) -> Self {
        Self {
            id: row.sub_department_id,
            department_id: row.department_id,
            department_name: row.department_name,
            code: row.code,
            name: row.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct SubDepartmentInput {
    pub department_id: i64,
    pub code: String,
    pub name: String,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<SubDepartmentInput> for SubDepartmentValues {
    fn from(input: SubDepartmentInput) -> Self {
        Self {
            department_id: input.department_id,
            code: input.code,
            name: input.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateSubDepartmentInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: SubDepartmentInput,
}

/// An evidence season: the membership (fee) year. Whoever paid for it counts as a paid member
/// from `validFrom` to `validTo`.
#[derive(SimpleObject, Debug, Clone)]
pub struct EvidenceSeason {
    pub id: i64,
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

impl From<EvidenceSeasonRow> for EvidenceSeason {
    fn from(row: EvidenceSeasonRow) -> Self {
        Self {
            id: row.evidence_season_id,
            year: row.year,
            name: row.name,
            valid_from: row.valid_from,
            valid_to: row.valid_to,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct EvidenceSeasonInput {
    pub year: i32,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<EvidenceSeasonInput> for EvidenceSeasonValues {
    fn from(input: EvidenceSeasonInput) -> Self {
        Self {
            year: input.year,
            name: input.name,
            valid_from: input.valid_from,
            valid_to: input.valid_to,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateEvidenceSeasonInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: EvidenceSeasonInput,
}

/// A season (e.g. 2026/2027, from May to April).
#[derive(SimpleObject, Debug, Clone)]
pub struct Season {
    pub id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

impl From<SeasonRow> for Season {
    fn from(row: SeasonRow) -> Self {
        Self {
            id: row.season_id,
            name: row.name,
            start_date: row.start_date,
            end_date: row.end_date,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct SeasonInput {
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<SeasonInput> for SeasonValues {
    fn from(input: SeasonInput) -> Self {
        Self {
            name: input.name,
            start_date: input.start_date,
            end_date: input.end_date,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateSeasonInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: SeasonInput,
}

/// The racing season of one department within a season.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingSeason {
    pub id: i64,
    pub season_id: i64,
    pub season_name: String,
    pub department_id: i64,
    pub department_code: String,
    pub department_name: String,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

impl From<RacingSeasonRow> for RacingSeason {
    fn from(row: RacingSeasonRow) -> Self {
        Self {
            id: row.racing_season_id,
            season_id: row.season_id,
            season_name: row.season_name,
            department_id: row.department_id,
            department_code: row.department_code,
            department_name: row.department_name,
            name: row.name,
            start_date: row.start_date,
            end_date: row.end_date,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct RacingSeasonInput {
    pub season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<RacingSeasonInput> for RacingSeasonValues {
    fn from(input: RacingSeasonInput) -> Self {
        Self {
            season_id: input.season_id,
            department_id: input.department_id,
            name: input.name,
            start_date: input.start_date,
            end_date: input.end_date,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateRacingSeasonInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: RacingSeasonInput,
}

/// A racing discipline: what results are ranked in (slalom, sprint, ...), individual or team.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingDiscipline {
    pub id: i64,
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
    /// The team variant (relay, team sprint, team event).
    pub team: bool,
}

/// A race type: the format of a race (sprint, pursuit, mass start, ...), individual or team.
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingType {
    pub id: i64,
    /// The department whose rules apply: the group of spec §3.
    pub department_id: i64,
    pub department_name: String,
    pub code: String,
    pub name: String,
    pub team: bool,
}

impl From<DepartmentItemRow> for RacingDiscipline {
    fn from(row: DepartmentItemRow) -> Self {
        Self {
            id: row.id,
            department_id: row.department_id,
            department_name: row.department_name,
            code: row.code,
            name: row.name,
            team: row.team,
        }
    }
}

impl From<DepartmentItemRow> for RacingType {
    fn from(row: DepartmentItemRow) -> Self {
        Self {
            id: row.id,
            department_id: row.department_id,
            department_name: row.department_name,
            code: row.code,
            name: row.name,
            team: row.team,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct RacingDisciplineInput {
    pub department_id: i64,
    pub code: String,
    pub name: String,
    #[graphql(default)]
    pub team: bool,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<RacingDisciplineInput> for DepartmentItemValues {
    fn from(input: RacingDisciplineInput) -> Self {
        Self {
            department_id: input.department_id,
            code: input.code,
            name: input.name,
            team: input.team,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateRacingDisciplineInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: RacingDisciplineInput,
}

#[derive(InputObject, Debug, Clone)]
pub struct RacingTypeInput {
    pub department_id: i64,
    pub code: String,
    pub name: String,
    #[graphql(default)]
    pub team: bool,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<RacingTypeInput> for DepartmentItemValues {
    fn from(input: RacingTypeInput) -> Self {
        Self {
            department_id: input.department_id,
            code: input.code,
            name: input.name,
            team: input.team,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateRacingTypeInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: RacingTypeInput,
}

/// A racing technique (FIS C classic, F free).
#[derive(SimpleObject, Debug, Clone)]
pub struct RacingTechnique {
    pub id: i64,
    pub code: String,
    pub name: String,
}

impl From<RacingTechniqueRow> for RacingTechnique {
    fn from(row: RacingTechniqueRow) -> Self {
        Self {
            id: row.racing_technique_id,
            code: row.code,
            name: row.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct RacingTechniqueInput {
    pub code: String,
    pub name: String,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<RacingTechniqueInput> for RacingTechniqueValues {
    fn from(input: RacingTechniqueInput) -> Self {
        Self {
            code: input.code,
            name: input.name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateRacingTechniqueInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: RacingTechniqueInput,
}

/// A sport center of one department in one evidence season (representation, resort centers,
/// youth centers).
#[derive(SimpleObject, Debug, Clone)]
pub struct SportCenter {
    pub id: i64,
    pub evidence_season_id: i64,
    pub evidence_season_name: String,
    pub department_id: i64,
    pub department_name: String,
    pub name: String,
    pub organisation_type: OrganisationType,
    /// The Czech label of the organisation type.
    pub organisation_type_label: String,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
}

impl From<SportCenterRow> for SportCenter {
    fn from(row: SportCenterRow) -> Self {
        let kind = row.organisation_type;
        Self {
            id: row.sport_center_id,
            evidence_season_id: row.evidence_season_id,
            evidence_season_name: row.evidence_season_name,
            department_id: row.department_id,
            department_name: row.department_name,
            name: row.name,
            organisation_type: kind,
            organisation_type_label: kind.label().to_owned(),
            region_id: row.region_id,
            region_name: row.region_name,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct SportCenterInput {
    pub evidence_season_id: i64,
    pub department_id: i64,
    pub name: String,
    pub organisation_type: OrganisationType,
    pub region_id: Option<i64>,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<SportCenterInput> for SportCenterValues {
    fn from(input: SportCenterInput) -> Self {
        Self {
            evidence_season_id: input.evidence_season_id,
            department_id: input.department_id,
            name: input.name,
            organisation_type: input.organisation_type.as_str().to_owned(),
            region_id: input.region_id,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateSportCenterInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: SportCenterInput,
}

/// A short form of a first name and the full name it stands for (Honza = Jan).
#[derive(SimpleObject, Debug, Clone)]
pub struct SuggestionNickname {
    pub id: i64,
    pub nickname: String,
    pub full_name: String,
    /// Whose name it is; null when both sexes use the form.
    pub sex: Option<Sex>,
    /// The form stands for several names (Míra: Miroslav, Jaromír, Vladimír): pairing treats
    /// it as a candidate, not as a rewrite.
    pub ambiguous: bool,
}

impl From<SuggestionNicknameRow> for SuggestionNickname {
    fn from(row: SuggestionNicknameRow) -> Self {
        Self {
            id: row.suggestion_nickname_id,
            nickname: row.nickname,
            full_name: row.full_name,
            sex: row
                .sex
                .as_deref()
                .and_then(stopa_domain::member::Sex::parse),
            ambiguous: row.ambiguous,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct SuggestionNicknameInput {
    pub nickname: String,
    pub full_name: String,
    pub sex: Option<Sex>,
    #[graphql(default)]
    pub ambiguous: bool,
}

/// The values as the form sent them; `stopa_app::codebooks` checks them.
impl From<SuggestionNicknameInput> for SuggestionNicknameValues {
    fn from(input: SuggestionNicknameInput) -> Self {
        Self {
            nickname: input.nickname,
            full_name: input.full_name,
            sex: input.sex.map(|sex| sex.as_str().to_owned()),
            ambiguous: input.ambiguous,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateSuggestionNicknameInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: SuggestionNicknameInput,
}
