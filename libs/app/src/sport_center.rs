//! Sport centers and the national team (spec §2 `/evidence/stm-reprezentace`,
//! `/evidence/stm-reprezentace/{sportCenterId}`, public `/reprezentace`).
//!
//! Rules chosen for Stopa (the spec names the routes and the center types only):
//! - A center belongs to an evidence season and a department (the codebook `stm`); its members
//!   are athletes and coaches (the spec's person role kinds), each from a day to a day within
//!   the center's season — put in from the first day by default, taken out on a day (their
//!   place stays in the history), or removed when entered by mistake.
//! - A member is in a center in one role once at a time (an exclusion constraint backs it);
//!   archived members are not put in.
//! - Who reads and writes: [`stopa_domain::policy::sport_center_scope`] and
//!   [`stopa_domain::policy::check_sport_center_write`]. The staff pick a member by its
//!   registration number, as for transfers.
//! - Counts and the national team are those in a center on the day asked (today), or on the
//!   season's last day when the season is over.
//! - The public national team (REPRESENTATION centers of a department and season) shows names,
//!   birth years, clubs and the photos their members allowed, linking to the public member
//!   pages.

use chrono::NaiveDate;
use stopa_db::codebook::{DepartmentRow, EvidenceSeasonRow};
use stopa_db::sport_center::{self as db, CenterMemberRow, MemberCenterRow};
use stopa_domain::club::slug;
use stopa_domain::codebook::OrganisationType;
use stopa_domain::error_code::ErrorCode;
use stopa_domain::policy::{self, SportCenterFacts, SportCenterScope};
use stopa_domain::results::PersonRoleKind;

use crate::error::{AppError, AppResult};
use crate::export::Download;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// A center with its members counted.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct SportCenterItem {
    pub id: i64,
    pub name: String,
    pub organisation_type: OrganisationType,
    pub organisation_type_label: String,
    pub department_id: i64,
    pub department_name: String,
    pub region_id: Option<i64>,
    pub region_name: Option<String>,
    pub athletes: i64,
    pub coaches: i64,
    /// The asker may put members in and take them out.
    pub can_write: bool,
}

/// Centers of one type counted together.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct SportCenterTypeCount {
    pub organisation_type: OrganisationType,
    pub label: String,
    pub centers: i64,
    pub athletes: i64,
    pub coaches: i64,
}

/// The overview of `stm-reprezentace`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct SportCenterOverview {
    pub evidence_season: Option<EvidenceSeasonRow>,
    pub centers: Vec<SportCenterItem>,
    pub by_type: Vec<SportCenterTypeCount>,
}

/// The day counts are taken on in a season: today, or its last day when it is over (its first
/// when it has not begun).
fn count_day(season: &EvidenceSeasonRow) -> NaiveDate {
    crate::today().clamp(season.valid_from, season.valid_to)
}

async fn season_or_current(
    app: &App,
    evidence_season_id: Option<i64>,
) -> AppResult<Option<EvidenceSeasonRow>> {
    match evidence_season_id {
        Some(id) => Ok(Some(
            stopa_db::codebook::find_evidence_season(&app.pool, id)
                .await?
                .ok_or(AppError::NotFound)?,
        )),
        None => Ok(db::evidence_season_on(&app.pool, crate::today()).await?),
    }
}

fn facts(department_id: i64, region_id: Option<i64>) -> SportCenterFacts {
    SportCenterFacts {
        department_id,
        region_id,
    }
}

/// The centers of an evidence season (the current one when left out) in the asker's scope,
/// narrowed to a department, with their members counted.
pub async fn sport_centers(
    app: &App,
    actor: &Actor,
    evidence_season_id: Option<i64>,
    department_id: Option<i64>,
) -> AppResult<SportCenterOverview> {
    let scope = policy::sport_center_scope(&actor.identity)?;
    let Some(season) = season_or_current(app, evidence_season_id).await? else {
        return Ok(SportCenterOverview {
            evidence_season: None,
            centers: Vec::new(),
            by_type: Vec::new(),
        });
    };
    let (region_id, department_id) = match scope {
        SportCenterScope::All => (None, department_id),
        SportCenterScope::Region(region_id) => (Some(region_id), department_id),
        SportCenterScope::Department(own) => {
            if department_id.is_some_and(|asked| asked != own) {
                return Err(AppError::Forbidden);
            }
            (None, Some(own))
        }
    };
    let rows = db::list_sport_centers(
        &app.pool,
        season.evidence_season_id,
        department_id,
        region_id,
        count_day(&season),
    )
    .await?;
    let centers: Vec<SportCenterItem> = rows
        .into_iter()
        .map(|row| SportCenterItem {
            can_write: policy::check_sport_center_write(
                &actor.identity,
                &facts(row.department_id, row.region_id),
            )
            .is_ok(),
            id: row.sport_center_id,
            name: row.name,
            organisation_type: row.organisation_type,
            organisation_type_label: row.organisation_type.label().to_owned(),
            department_id: row.department_id,
            department_name: row.department_name,
            region_id: row.region_id,
            region_name: row.region_name,
            athletes: row.athletes,
            coaches: row.coaches,
        })
        .collect();
    let by_type = OrganisationType::ALL
        .iter()
        .map(|kind| {
            let of_kind = centers
                .iter()
                .filter(|center| center.organisation_type == *kind);
            SportCenterTypeCount {
                organisation_type: *kind,
                label: kind.label().to_owned(),
                centers: i64::try_from(of_kind.clone().count()).unwrap_or(i64::MAX),
                athletes: of_kind.clone().map(|center| center.athletes).sum(),
                coaches: of_kind.map(|center| center.coaches).sum(),
            }
        })
        .filter(|count| count.centers > 0)
        .collect();
    Ok(SportCenterOverview {
        evidence_season: Some(season),
        centers,
        by_type,
    })
}

/// A member's place in a center, with its other centers across seasons.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct CenterMember {
    /// The place's id.
    pub id: i64,
    pub member_id: i64,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_name: Option<String>,
    pub role: PersonRoleKind,
    pub role_label: String,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
    /// In the center on the overview's day.
    pub current: bool,
    /// Its places in other centers and seasons, newest first.
    pub history: Vec<CenterPlace>,
}

/// A place in some center.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct CenterPlace {
    pub sport_center_id: i64,
    pub center_name: String,
    pub organisation_type_label: String,
    pub evidence_season_name: String,
    pub department_name: String,
    pub role_label: String,
    pub valid_from: NaiveDate,
    pub valid_to: Option<NaiveDate>,
}

/// One center with its members.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct SportCenterDetail {
    pub center: SportCenterItem,
    pub evidence_season: EvidenceSeasonRow,
    pub members: Vec<CenterMember>,
    /// The CSV of its members.
    pub export_url: String,
}

/// Czech label of a role in a center.
fn role_label(role: PersonRoleKind) -> &'static str {
    match role {
        PersonRoleKind::Athlete => "Závodník",
        PersonRoleKind::Coach => "Trenér",
    }
}

/// A center readable by the asker, with its season.
async fn readable_center(
    app: &App,
    actor: &Actor,
    sport_center_id: i64,
) -> AppResult<(stopa_db::codebook::SportCenterRow, EvidenceSeasonRow)> {
    let scope = policy::sport_center_scope(&actor.identity)?;
    let center = db::find_sport_center(&app.pool, sport_center_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !scope.contains(&facts(center.department_id, center.region_id)) {
        return Err(AppError::NotFound);
    }
    let season = stopa_db::codebook::find_evidence_season(&app.pool, center.evidence_season_id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok((center, season))
}

/// A center with its members (every place it has had) and their other centers.
pub async fn sport_center(
    app: &App,
    actor: &Actor,
    sport_center_id: i64,
) -> AppResult<SportCenterDetail> {
    let (center, season) = readable_center(app, actor, sport_center_id).await?;
    let day = count_day(&season);
    let rows = db::list_center_members(&app.pool, sport_center_id).await?;
    let member_ids: Vec<i64> = rows.iter().map(|row| row.member_id).collect();
    let places = db::list_member_centers(&app.pool, &member_ids).await?;
    let members: Vec<CenterMember> = rows
        .into_iter()
        .map(|row| center_member(row, day, &places, sport_center_id))
        .collect();
    let athletes = members
        .iter()
        .filter(|member| member.current && member.role == PersonRoleKind::Athlete)
        .count();
    let coaches = members
        .iter()
        .filter(|member| member.current && member.role == PersonRoleKind::Coach)
        .count();
    let prefix = actor.identity.identity_type.access_prefix();
    Ok(SportCenterDetail {
        center: SportCenterItem {
            can_write: policy::check_sport_center_write(
                &actor.identity,
                &facts(center.department_id, center.region_id),
            )
            .is_ok(),
            id: center.sport_center_id,
            organisation_type_label: center.organisation_type.label().to_owned(),
            organisation_type: center.organisation_type,
            name: center.name,
            department_id: center.department_id,
            department_name: center.department_name,
            region_id: center.region_id,
            region_name: center.region_name,
            athletes: i64::try_from(athletes).unwrap_or(i64::MAX),
            coaches: i64::try_from(coaches).unwrap_or(i64::MAX),
        },
        evidence_season: season,
        members,
        export_url: format!("/api/{prefix}/export/sport-center-csv/{sport_center_id}"),
    })
}

fn center_member(
    row: CenterMemberRow,
    day: NaiveDate,
    places: &[(i64, MemberCenterRow)],
    sport_center_id: i64,
) -> CenterMember {
    let history = places
        .iter()
        .filter(|(member_id, place)| {
            *member_id == row.member_id && place.sport_center_id != sport_center_id
        })
        .map(|(_, place)| CenterPlace {
            sport_center_id: place.sport_center_id,
            center_name: place.center_name.clone(),
            organisation_type_label: place.organisation_type.label().to_owned(),
            evidence_season_name: place.evidence_season_name.clone(),
            department_name: place.department_name.clone(),
            role_label: role_label(place.role).to_owned(),
            valid_from: place.valid_from,
            valid_to: place.valid_to,
        })
        .collect();
    CenterMember {
        id: row.sport_center_member_id,
        member_id: row.member_id,
        registration_number: row.registration_number,
        first_name: row.first_name,
        last_name: row.last_name,
        birth_year: row.birth_year,
        club_name: row.club_name,
        role: row.role,
        role_label: role_label(row.role).to_owned(),
        current: stopa_domain::member_role::in_force(row.valid_from, row.valid_to, day),
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        history,
    }
}

/// Putting a member into a center.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "AddSportCenterMemberInput"))]
pub struct AddCenterMember {
    pub sport_center_id: i64,
    pub registration_number: i32,
    pub role: PersonRoleKind,
    /// The season's first day (or today, when later) when left out.
    pub valid_from: Option<NaiveDate>,
    /// Until the season's end when left out.
    pub valid_to: Option<NaiveDate>,
}

/// Puts a member (by its registration number) into a center for a period of its season.
pub async fn add_center_member(
    app: &App,
    actor: &Actor,
    request: AddCenterMember,
) -> AppResult<CenterMember> {
    let (center, season) = readable_center(app, actor, request.sport_center_id).await?;
    policy::check_sport_center_write(
        &actor.identity,
        &facts(center.department_id, center.region_id),
    )?;
    let valid_from = request
        .valid_from
        .unwrap_or_else(|| crate::today().clamp(season.valid_from, season.valid_to));
    let mut problems = stopa_domain::validation::FormCheck::new();
    if valid_from < season.valid_from || valid_from > season.valid_to {
        problems.add(
            "validFrom",
            format!("Datum musí ležet v sezóně {}.", season.name),
        );
    }
    if let Some(valid_to) = request.valid_to {
        problems.date_range("validTo", valid_from, valid_to);
        if valid_to > season.valid_to {
            problems.add(
                "validTo",
                format!("Datum musí ležet v sezóně {}.", season.name),
            );
        }
    }
    problems.finish()?;
    let mut write = AuditedWrite::begin(app, actor, "sport_center_member").await?;
    db::lock_center(write.tx(), center.sport_center_id).await?;
    let member =
        stopa_db::transfer::find_transfer_candidate(write.tx(), request.registration_number)
            .await?
            .filter(|member| !member.archived)
            .ok_or_else(|| {
                AppError::field(
                    "registrationNumber",
                    "Člen s tímto registračním číslem není v evidenci.",
                )
            })?;
    let id = db::insert_center_member(
        write.tx(),
        center.sport_center_id,
        member.member_id,
        request.role,
        valid_from,
        request.valid_to,
    )
    .await
    .map_err(|error| match error.constraint() {
        Some("sport_center_member_no_overlap") => AppError::Conflict {
            field: "registrationNumber".to_owned(),
            message: format!(
                "{} {} už je v tomto středisku jako {} v tomto období.",
                member.first_name,
                member.last_name,
                role_label(request.role).to_lowercase()
            ),
        },
        _ => AppError::from(error),
    })?;
    let row = db::find_center_member(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.audit("create", id, None::<&()>, Some(&row)).await?;
    write.commit().await?;
    Ok(center_member(
        row,
        count_day(&season),
        &[],
        center.sport_center_id,
    ))
}

/// A place of a member, checked for the asker's right to change it.
async fn place_for_change(
    app: &App,
    actor: &Actor,
    sport_center_member_id: i64,
) -> AppResult<(CenterMemberRow, EvidenceSeasonRow)> {
    policy::sport_center_scope(&actor.identity)?;
    let place = db::find_center_member(&app.pool, sport_center_member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let (center, season) = readable_center(app, actor, place.sport_center_id).await?;
    policy::check_sport_center_write(
        &actor.identity,
        &facts(center.department_id, center.region_id),
    )?;
    Ok((place, season))
}

/// Takes a member out of a center on `valid_to` (its place stays in the history).
pub async fn end_center_member(
    app: &App,
    actor: &Actor,
    sport_center_member_id: i64,
    valid_to: NaiveDate,
) -> AppResult<CenterMember> {
    let (before, season) = place_for_change(app, actor, sport_center_member_id).await?;
    if before.valid_to.is_some_and(|end| end <= valid_to) {
        return Err(AppError::coded(
            ErrorCode::AlreadyEnded,
            "Člen už ve středisku skončil.",
        ));
    }
    if valid_to < before.valid_from {
        return Err(AppError::field(
            "validTo",
            stopa_domain::validation::END_BEFORE_START,
        ));
    }
    let mut write = AuditedWrite::begin(app, actor, "sport_center_member").await?;
    db::lock_center(write.tx(), before.sport_center_id).await?;
    db::end_center_member(write.tx(), sport_center_member_id, valid_to).await?;
    let row = db::find_center_member(write.tx(), sport_center_member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("end", sport_center_member_id, Some(&before), Some(&row))
        .await?;
    write.commit().await?;
    Ok(center_member(
        row,
        count_day(&season),
        &[],
        before.sport_center_id,
    ))
}

/// Removes a place entered by mistake (the audit log keeps it).
pub async fn remove_center_member(
    app: &App,
    actor: &Actor,
    sport_center_member_id: i64,
) -> AppResult<bool> {
    let (before, _) = place_for_change(app, actor, sport_center_member_id).await?;
    let mut write = AuditedWrite::begin(app, actor, "sport_center_member").await?;
    db::lock_center(write.tx(), before.sport_center_id).await?;
    db::delete_center_member(write.tx(), sport_center_member_id).await?;
    write
        .audit("delete", sport_center_member_id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(true)
}

/// A center's members as CSV for Czech Excel (the detail page's export).
pub async fn sport_center_csv(
    app: &App,
    actor: &Actor,
    role_prefix: &str,
    sport_center_id: i64,
) -> AppResult<Download> {
    if actor.identity.identity_type.access_prefix() != role_prefix {
        policy::sport_center_scope(&actor.identity)?;
        return Err(AppError::Forbidden);
    }
    let detail = sport_center(app, actor, sport_center_id).await?;
    let mut writer = stopa_formats::csv_excel::ExcelCsvWriter::new();
    let write_error = |error: std::io::Error| AppError::Internal(format!("center csv: {error}"));
    writer
        .write_record([
            "Registrační číslo",
            "Příjmení",
            "Jméno",
            "Rok narození",
            "Klub",
            "Role",
            "Od",
            "Do",
        ])
        .map_err(write_error)?;
    for member in &detail.members {
        writer
            .write_record([
                member.registration_number.to_string().as_str(),
                &member.last_name,
                &member.first_name,
                member.birth_year.to_string().as_str(),
                member.club_name.as_deref().unwrap_or(""),
                &member.role_label,
                &stopa_formats::czech::date(member.valid_from),
                &stopa_formats::czech::optional_date(member.valid_to),
            ])
            .map_err(write_error)?;
    }
    let bytes = writer.take_bytes().map_err(write_error)?;
    Ok(Download::csv_bytes(
        format!(
            "stredisko-{}-{sport_center_id}.csv",
            slug(&detail.center.name)
        ),
        bytes,
    ))
}

/// One member of the national team on the public page.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RepresentationMember {
    pub member_id: i64,
    /// The public page: `/clenove/{memberId}/{slug}`.
    pub slug: String,
    pub first_name: String,
    pub last_name: String,
    pub birth_year: i32,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub club_slug: Option<String>,
    /// The photo at `/api/members/{memberId}/photo` may be shown.
    pub has_public_photo: bool,
}

/// A national-team center with its athletes and coaches.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RepresentationTeam {
    pub sport_center_id: i64,
    pub name: String,
    pub athletes: Vec<RepresentationMember>,
    pub coaches: Vec<RepresentationMember>,
}

/// The public `/reprezentace` of a department and season.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Representation {
    pub evidence_season: Option<EvidenceSeasonRow>,
    pub department: DepartmentRow,
    pub teams: Vec<RepresentationTeam>,
}

/// The national team of a department in an evidence season (the current one when left out),
/// for everybody.
pub async fn representation(
    app: &App,
    department_id: i64,
    evidence_season_id: Option<i64>,
) -> AppResult<Representation> {
    let department = stopa_db::codebook::list_departments(&app.pool)
        .await?
        .into_iter()
        .find(|department| department.department_id == department_id)
        .ok_or(AppError::NotFound)?;
    let Some(season) = season_or_current(app, evidence_season_id).await? else {
        return Ok(Representation {
            evidence_season: None,
            department,
            teams: Vec::new(),
        });
    };
    let rows = db::list_representation(
        &app.pool,
        season.evidence_season_id,
        department_id,
        count_day(&season),
    )
    .await?;
    let mut teams: Vec<RepresentationTeam> = Vec::new();
    for row in rows {
        let member = RepresentationMember {
            member_id: row.member_id,
            slug: slug(&format!("{} {}", row.first_name, row.last_name)),
            first_name: row.first_name,
            last_name: row.last_name,
            birth_year: row.birth_year,
            club_id: row.club_id,
            club_slug: row.club_name.as_deref().map(slug),
            club_name: row.club_name,
            has_public_photo: row.has_public_photo,
        };
        let index = if let Some(index) = teams
            .iter()
            .position(|team| team.sport_center_id == row.sport_center_id)
        {
            index
        } else {
            teams.push(RepresentationTeam {
                sport_center_id: row.sport_center_id,
                name: row.center_name,
                athletes: Vec::new(),
                coaches: Vec::new(),
            });
            teams.len() - 1
        };
        let team = &mut teams[index];
        match row.role {
            PersonRoleKind::Athlete => team.athletes.push(member),
            PersonRoleKind::Coach => team.coaches.push(member),
        }
    }
    Ok(Representation {
        evidence_season: Some(season),
        department,
        teams,
    })
}
