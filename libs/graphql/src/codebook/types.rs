//! GraphQL types of the codebooks: what is read, and the inputs (checked by
//! `stopa_app::codebooks`).

use async_graphql::{InputObject, SimpleObject};
use stopa_db::codebook::{
    DepartmentItemRow, DepartmentItemValues, SportCenterRow, SportCenterValues,
    SuggestionNicknameRow, SuggestionNicknameValues,
};
/// The codebooks whose rows and values the GraphQL types are (`stopa-db`'s `graphql` feature).
pub use stopa_db::codebook::{
    DepartmentRow as Department, DepartmentValues as DepartmentInput,
    EvidenceSeasonRow as EvidenceSeason, EvidenceSeasonValues as EvidenceSeasonInput,
    RacingSeasonRow as RacingSeason, RacingSeasonValues as RacingSeasonInput,
    RacingTechniqueRow as RacingTechnique, RacingTechniqueValues as RacingTechniqueInput,
    SeasonRow as Season, SeasonValues as SeasonInput, SubDepartmentRow as SubDepartment,
    SubDepartmentValues as SubDepartmentInput,
};
use stopa_domain::codebook::OrganisationType;

use stopa_domain::member::Sex;

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
