//! The check of the NSA register export: which members the register would refuse, and why.

use async_graphql::{Context, Object, SimpleObject};
use stopa_db::member::NsaMemberRow;
use stopa_domain::policy;
use stopa_formats::nsa;

use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};

/// The NSA register's view of a member row.
pub fn nsa_person(row: &NsaMemberRow) -> nsa::NsaPerson {
    let text = |value: &Option<String>| value.clone().unwrap_or_default();
    nsa::NsaPerson {
        first_name: row.first_name.clone(),
        middle_names: text(&row.middle_names),
        last_name: row.last_name.clone(),
        title_before: text(&row.title_before),
        title_after: text(&row.title_after),
        birth_number: text(&row.birth_number),
        citizenship: stopa_domain::country::alpha3(&row.citizenship)
            .unwrap_or(row.citizenship.as_str())
            .to_owned(),
        birth_date: row.birth_date.format("%-d.%-m.%Y").to_string(),
        sex: if row.sex == "FEMALE" { "Ž" } else { "M" }.to_owned(),
        municipality: text(&row.municipality),
        municipality_part: text(&row.municipality_part),
        street: text(&row.street),
        house_number: text(&row.house_number),
        orientation_number: text(&row.orientation_number),
        postcode: text(&row.postcode),
        athlete: row.athlete_since.is_some(),
        athlete_since: row
            .athlete_since
            .map(|date| date.format("%-d.%-m.%Y").to_string())
            .unwrap_or_default(),
        club_ico: text(&row.club_ico),
        external_id: row.registration_number.to_string(),
    }
}

/// A member the register would refuse.
#[derive(SimpleObject, Debug, Clone)]
pub struct NsaProblem {
    pub member_id: i64,
    pub registration_number: i32,
    pub full_name: String,
    /// Czech reasons, e.g. "chybí rodné číslo".
    pub problems: Vec<String>,
}

/// The result of the check.
#[derive(SimpleObject, Debug, Clone)]
pub struct NsaCheck {
    /// Members the export holds.
    pub total: i64,
    pub refused: Vec<NsaProblem>,
}

#[derive(Default)]
pub struct NsaCheckQuery;

#[Object]
impl NsaCheckQuery {
    /// Which members of the NSA export the register would refuse (Admin, and Team with
    /// MEMBER_PERSONAL_INFO_VIEW: those who may download the export).
    async fn members_nsa_check(&self, ctx: &Context<'_>) -> ApiResult<NsaCheck> {
        let services = ctx.data::<Services>()?;
        let request = ctx.data::<RequestContext>()?;
        let role = request.identity.identity_type.access_prefix();
        policy::check_export(&request.identity, policy::Export::MembersNsaCsv, role)
            .map_err(ApiError::from)?;
        let access = policy::member_list_access(&request.identity).map_err(ApiError::from)?;
        if !access.personal_info.can_read() {
            return Err(ApiError::Forbidden.into());
        }
        let mut select = stopa_db::member::select_nsa_members(access.scope);
        let rows = select
            .build_query_as::<NsaMemberRow>()
            .fetch_all(&services.pool)
            .await
            .map_err(ApiError::from)?;
        let total = i64::try_from(rows.len()).unwrap_or(i64::MAX);
        let refused = rows
            .iter()
            .filter_map(|row| {
                let problems = nsa_person(row).problems();
                (!problems.is_empty()).then(|| NsaProblem {
                    member_id: row.member_id,
                    registration_number: row.registration_number,
                    full_name: format!("{} {}", row.first_name, row.last_name),
                    problems: problems.into_iter().map(str::to_owned).collect(),
                })
            })
            .collect();
        Ok(NsaCheck { total, refused })
    }
}
