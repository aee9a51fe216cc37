//! Codebooks of `/evidence/ciselniky`: one set of use cases for all of them. A codebook is a
//! `stopa_db::codebook::CodebookTable` (its SQL) with a [`CodebookSpec`] here (which codebook
//! of the policy it is, and how its values are checked). Admin writes; the policy says who
//! reads (`policy::codebook_access`). Every change is written to the audit log in the same
//! transaction; deleting an item in use is refused with code IN_USE.

use stopa_db::DbError;
use stopa_db::codebook::{
    CodebookFilter, CodebookTable, DepartmentItemValues, DepartmentValues, Departments,
    EvidenceSeasonValues, EvidenceSeasons, RacingDisciplines, RacingSeasonValues, RacingSeasons,
    RacingTechniqueValues, RacingTechniques, RacingTypes, SeasonValues, Seasons, SportCenterValues,
    SportCenters, SubDepartmentValues, SubDepartments, SuggestionNicknameValues,
    SuggestionNicknames,
};
use stopa_domain::codebook::Codebook;
use stopa_domain::policy;
use stopa_domain::validation::{FieldError, FormCheck};

use crate::error::{AppError, AppResult};
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error, in_use_error};
use crate::{Actor, App};

/// Longest code of a codebook item.
const CODE_CHARS: usize = 40;
/// Longest name of a codebook item.
const NAME_CHARS: usize = 200;

/// What the application knows of a codebook table: which codebook of the policy it is, and
/// how the values a form sends are checked (all problems at once, Czech messages) and tidied.
pub trait CodebookSpec: CodebookTable {
    const CODEBOOK: Codebook;

    fn checked(values: Self::Values) -> Result<Self::Values, Vec<FieldError>>;
}

impl CodebookSpec for Departments {
    const CODEBOOK: Codebook = Codebook::Department;

    fn checked(values: DepartmentValues) -> Result<DepartmentValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        let values = DepartmentValues {
            code: check.code("code", &values.code, CODE_CHARS),
            name: check.text("name", &values.name, NAME_CHARS),
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for SubDepartments {
    const CODEBOOK: Codebook = Codebook::SubDepartment;

    fn checked(values: SubDepartmentValues) -> Result<SubDepartmentValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        let values = SubDepartmentValues {
            department_id: values.department_id,
            code: check.code("code", &values.code, CODE_CHARS),
            name: check.text("name", &values.name, NAME_CHARS),
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for EvidenceSeasons {
    const CODEBOOK: Codebook = Codebook::EvidenceSeason;

    fn checked(values: EvidenceSeasonValues) -> Result<EvidenceSeasonValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        check.number("year", values.year, 1990, 2100);
        check.date_range("validTo", values.valid_from, values.valid_to);
        let values = EvidenceSeasonValues {
            name: check.text("name", &values.name, NAME_CHARS),
            ..values
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for Seasons {
    const CODEBOOK: Codebook = Codebook::Season;

    fn checked(values: SeasonValues) -> Result<SeasonValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        check.date_range("endDate", values.start_date, values.end_date);
        let values = SeasonValues {
            name: check.text("name", &values.name, NAME_CHARS),
            ..values
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for RacingSeasons {
    const CODEBOOK: Codebook = Codebook::RacingSeason;

    fn checked(values: RacingSeasonValues) -> Result<RacingSeasonValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        check.date_range("endDate", values.start_date, values.end_date);
        let values = RacingSeasonValues {
            name: check.text("name", &values.name, NAME_CHARS),
            ..values
        };
        check.finish().map(|()| values)
    }
}

/// The checks of a racing discipline or a race type.
fn department_item(values: &DepartmentItemValues) -> Result<DepartmentItemValues, Vec<FieldError>> {
    let mut check = FormCheck::new();
    let values = DepartmentItemValues {
        department_id: values.department_id,
        code: check.code("code", &values.code, CODE_CHARS),
        name: check.text("name", &values.name, NAME_CHARS),
        team: values.team,
    };
    check.finish().map(|()| values)
}

impl CodebookSpec for RacingDisciplines {
    const CODEBOOK: Codebook = Codebook::RacingDiscipline;

    fn checked(values: DepartmentItemValues) -> Result<DepartmentItemValues, Vec<FieldError>> {
        department_item(&values)
    }
}

impl CodebookSpec for RacingTypes {
    const CODEBOOK: Codebook = Codebook::RacingType;

    fn checked(values: DepartmentItemValues) -> Result<DepartmentItemValues, Vec<FieldError>> {
        department_item(&values)
    }
}

impl CodebookSpec for RacingTechniques {
    const CODEBOOK: Codebook = Codebook::RacingTechnique;

    fn checked(values: RacingTechniqueValues) -> Result<RacingTechniqueValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        let values = RacingTechniqueValues {
            code: check.code("code", &values.code, CODE_CHARS),
            name: check.text("name", &values.name, NAME_CHARS),
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for SportCenters {
    const CODEBOOK: Codebook = Codebook::SportCenter;

    fn checked(values: SportCenterValues) -> Result<SportCenterValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        let values = SportCenterValues {
            name: check.text("name", &values.name, NAME_CHARS),
            ..values
        };
        check.finish().map(|()| values)
    }
}

impl CodebookSpec for SuggestionNicknames {
    const CODEBOOK: Codebook = Codebook::SuggestionNickname;

    fn checked(
        values: SuggestionNicknameValues,
    ) -> Result<SuggestionNicknameValues, Vec<FieldError>> {
        let mut check = FormCheck::new();
        let nickname = check.text("nickname", &values.nickname, 60);
        let full_name = check.text("fullName", &values.full_name, 60);
        if !nickname.is_empty()
            && stopa_domain::text::fold(&nickname) == stopa_domain::text::fold(&full_name)
        {
            check.add("nickname", "Přezdívka se musí lišit od celého jména.");
        }
        let sex = values.sex.filter(|sex| !sex.is_empty());
        if sex
            .as_deref()
            .is_some_and(|sex| sex != "MALE" && sex != "FEMALE")
        {
            check.add("sex", "Vyberte pohlaví.");
        }
        let values = SuggestionNicknameValues {
            nickname,
            full_name,
            sex,
            ambiguous: values.ambiguous,
        };
        check.finish().map(|()| values)
    }
}

/// Unique constraints of the codebooks: the field they guard and the Czech message naming it.
const UNIQUE: &[UniqueRule] = &[
    ("department_code_key", "code", "Kód už má jiný úsek."),
    ("sub_department_code_key", "code", "Kód už má jiný podúsek."),
    (
        "evidence_season_year_key",
        "year",
        "Rok už má jiná evidenční sezóna.",
    ),
    ("season_name_key", "name", "Název už má jiná sezóna."),
    (
        "racing_season_season_department_key",
        "departmentId",
        "Úsek už má v této sezóně závodní sezónu.",
    ),
    (
        "racing_discipline_code_key",
        "code",
        "Kód už má jiná závodní disciplína.",
    ),
    (
        "racing_technique_code_key",
        "code",
        "Kód už má jiná závodní technika.",
    ),
    (
        "racing_type_code_key",
        "code",
        "Kód už má jiný závodní typ.",
    ),
    (
        "sport_center_name_key",
        "name",
        "Název už má jiné středisko tohoto úseku v této evidenční sezóně.",
    ),
    (
        "suggestion_nickname_pair_key",
        "nickname",
        "Tato přezdívka už k tomuto jménu je.",
    ),
];

/// Foreign keys that point at codebook rows: where a row is used, in Czech, and the field of
/// the referencing form.
const REFERENCES: &[ReferenceRule] = &[
    ("club_department_department_fkey", "u klubů", "departmentId"),
    (
        "sub_department_department_fkey",
        "v podúsecích",
        "departmentId",
    ),
    (
        "racing_season_department_fkey",
        "v závodních sezónách",
        "departmentId",
    ),
    (
        "racing_season_season_fkey",
        "v závodních sezónách",
        "seasonId",
    ),
    (
        "racing_discipline_department_fkey",
        "v závodních disciplínách",
        "departmentId",
    ),
    (
        "racing_type_department_fkey",
        "v závodních typech",
        "departmentId",
    ),
    (
        "sport_center_department_fkey",
        "ve sportovních střediscích",
        "departmentId",
    ),
    (
        "sport_center_evidence_season_fkey",
        "ve sportovních střediscích",
        "evidenceSeasonId",
    ),
    (
        "sport_center_region_fkey",
        "ve sportovních střediscích",
        "regionId",
    ),
    (
        "identity_department_fkey",
        "u uživatelských rolí úseku",
        "departmentId",
    ),
    (
        "invitation_department_fkey",
        "v pozvánkách uživatelů",
        "departmentId",
    ),
];

fn saving(error: DbError) -> AppError {
    constraint_error(error, UNIQUE, REFERENCES)
}

/// Checks that `actor` may change codebook `C` and opens the audited transaction.
async fn begin_write<C: CodebookSpec>(app: &App, actor: &Actor) -> AppResult<AuditedWrite> {
    policy::check_codebook_write(&actor.identity, C::CODEBOOK)?;
    AuditedWrite::begin(app, actor, C::CODEBOOK.entity()).await
}

/// Every item of codebook `C` (of `filter`, for the filtered ones), in Czech order.
pub async fn list<C: CodebookSpec>(
    app: &App,
    actor: &Actor,
    filter: CodebookFilter,
) -> AppResult<Vec<C::Row>> {
    policy::check_codebook_read(&actor.identity, C::CODEBOOK)?;
    Ok(C::list(&app.pool, filter).await?)
}

/// One item; NOT_FOUND when there is none.
pub async fn find<C: CodebookSpec>(app: &App, actor: &Actor, id: i64) -> AppResult<C::Row> {
    policy::check_codebook_read(&actor.identity, C::CODEBOOK)?;
    let mut connection = app.pool.acquire().await.map_err(DbError::from)?;
    C::find(&mut connection, id)
        .await?
        .ok_or(AppError::NotFound)
}

/// Creates an item (Admin).
pub async fn create<C: CodebookSpec>(
    app: &App,
    actor: &Actor,
    values: C::Values,
) -> AppResult<C::Row> {
    let mut write = begin_write::<C>(app, actor).await?;
    let values = C::checked(values)?;
    let id = C::insert(write.tx(), &values).await.map_err(saving)?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    let row = C::find(write.tx(), id).await?.ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(row)
}

/// Changes an item (Admin).
pub async fn update<C: CodebookSpec>(
    app: &App,
    actor: &Actor,
    id: i64,
    values: C::Values,
) -> AppResult<C::Row> {
    let mut write = begin_write::<C>(app, actor).await?;
    let values = C::checked(values)?;
    let before = C::find(write.tx(), id).await?.ok_or(AppError::NotFound)?;
    C::update(write.tx(), id, &values)
        .await
        .map_err(saving)?
        .ok_or(AppError::NotFound)?;
    write
        .audit("update", id, Some(&before), Some(&values))
        .await?;
    let row = C::find(write.tx(), id).await?.ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(row)
}

/// Deletes an item that nothing uses (Admin); returns it as it was.
pub async fn delete<C: CodebookSpec>(app: &App, actor: &Actor, id: i64) -> AppResult<C::Row> {
    let mut write = begin_write::<C>(app, actor).await?;
    let before = C::find(write.tx(), id).await?.ok_or(AppError::NotFound)?;
    C::delete(write.tx(), id)
        .await
        .map_err(|error| in_use_error(error, REFERENCES))?
        .ok_or(AppError::NotFound)?;
    write
        .audit("delete", id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(before)
}
