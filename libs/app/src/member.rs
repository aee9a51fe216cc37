//! The members list: the grid and the members exports share its scope (the policy's), its
//! filter and its checks, so the two cannot drift apart.
//!
//! A page is asked for by number and, when the client has it, by the cursor of the previous
//! page's last row (`after`): the cursor makes the page a seek in the sort order's index, the
//! same cost at any depth, and the number only labels it. The number of matches is a separate
//! use case ([`count_members`]), counted up to [`stopa_db::member_list::COUNT_CAP`], so paging
//! does not count again.

use base64::Engine as _;
use chrono::{Datelike as _, NaiveDate};
pub use stopa_db::member_list::MemberCount;
use stopa_db::member_list::{
    KeyKind, KeyValue, MemberFilter, MemberListQuery, MemberListRow, MemberSort, MemberSortField,
    PagePosition, RoleCondition, SeekKey,
};
use stopa_domain::member::{AgeGroup, MemberRoleKind, Sex};
use stopa_domain::policy::{self, AccessLevel, MemberListAccess, MemberSortKey};

use crate::error::{AppError, AppResult};
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// Largest page a grid may ask for.
pub const MAX_PER_PAGE: i32 = 500;
/// Longest search text.
pub const MAX_SEARCH_CHARS: usize = 100;

// The filters of the members list, as the grid and the export send them (a plain comment: the
// GraphQL input has no description).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
#[cfg_attr(feature = "graphql", graphql(name = "MemberFilterInput"))]
pub struct MemberFilterRequest {
    /// Words of the name; case and diacritics do not matter ("novak" finds "Novák").
    pub search: Option<String>,
    /// The member of this registration number, exactly.
    pub registration_number: Option<i32>,
    /// Only these members (the grid's selection, at most 1 000), within the asker's scope and
    /// the rest of the filter.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub member_ids: Option<Vec<i64>>,
    pub club_id: Option<i64>,
    pub region_id: Option<i64>,
    pub sex: Option<Sex>,
    pub birth_year: Option<i32>,
    /// The age group this year (this year minus the birth year, spec §3).
    pub age_group: Option<AgeGroup>,
    /// Those holding a role today in this department (with `roleKind`, that role).
    pub department_id: Option<i64>,
    /// Those holding this role today (with `departmentId`, in that department).
    pub role_kind: Option<MemberRoleKind>,
    /// Those who paid the fee of this evidence season ("zaplaceno v sezóně").
    pub paid_season_id: Option<i64>,
    /// With `paidSeasonId`: false lists those who did not pay it.
    #[cfg_attr(feature = "graphql", graphql(default = true))]
    pub paid: bool,
    /// True: the archived members instead (Admin only).
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub archived: bool,
}

/// Most members of one selection (a page of the grid holds at most 200).
pub const MAX_SELECTED_MEMBERS: usize = 1_000;

impl MemberFilterRequest {
    /// The database filter, after checking the values (field names as the grid's input).
    pub fn checked(&self) -> AppResult<MemberFilter> {
        if let Some(year) = self.birth_year
            && !(1900..=2100).contains(&year)
        {
            return Err(AppError::field(
                "filter.birthYear",
                "Rok narození musí být mezi 1900 a 2100.",
            ));
        }
        let search = self
            .search
            .as_deref()
            .map(str::trim)
            .filter(|text| !text.is_empty());
        if search.is_some_and(|text| text.chars().count() > MAX_SEARCH_CHARS) {
            return Err(AppError::field(
                "filter.search",
                format!("Hledaný text může mít nejvýše {MAX_SEARCH_CHARS} znaků."),
            ));
        }
        if self.registration_number.is_some_and(|number| number < 1) {
            return Err(AppError::field(
                "filter.registrationNumber",
                "Registrační číslo musí být kladné číslo.",
            ));
        }
        if self
            .member_ids
            .as_ref()
            .is_some_and(|ids| ids.is_empty() || ids.len() > MAX_SELECTED_MEMBERS)
        {
            return Err(AppError::field(
                "filter.memberIds",
                "Vyberte 1 až 1 000 členů.",
            ));
        }
        // One day for the age group and the roles held (they agree at New Year).
        let today = crate::today();
        Ok(MemberFilter {
            search: search.map(str::to_owned),
            registration_number: self.registration_number,
            member_ids: self.member_ids.clone(),
            club_id: self.club_id,
            region_id: self.region_id,
            sex: self.sex,
            birth_year: self.birth_year,
            birth_years: self.age_group.map(|group| group.birth_years(today.year())),
            role: (self.department_id.is_some() || self.role_kind.is_some()).then_some(
                RoleCondition {
                    kind: self.role_kind,
                    department_id: self.department_id,
                    today,
                },
            ),
            paid_season: self.paid_season_id.map(|season| (season, self.paid)),
            archived: self.archived,
        })
    }
}

/// One sort key of the grid.
#[derive(Debug, Clone, Copy)]
pub struct MemberSortRequest {
    pub key: MemberSortKey,
    pub descending: bool,
}

/// A page of the members grid (DESIGN §5).
#[derive(Debug, Clone)]
pub struct MembersRequest {
    pub page: i32,
    pub per_page: i32,
    /// The `end_cursor` of the previous page: the page starts right after that row, and
    /// `page` only numbers it. Without it the page starts after `(page - 1) * per_page` rows.
    pub after: Option<String>,
    pub sort: Vec<MemberSortRequest>,
    pub filter: MemberFilterRequest,
}

/// A row of the members grid. Personal fields are null when the asker may not see them.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct MemberListItem {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub registration_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub sex: Sex,
    pub birth_year: i32,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_date: Option<NaiveDate>,
    /// Personal: null without MEMBER_PERSONAL_INFO_VIEW.
    pub birth_number: Option<String>,
    pub club: Option<ClubRef>,
    pub region: Option<RegionRef>,
    pub member_since: Option<NaiveDate>,
}

#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ClubRef {
    pub id: i64,
    pub name: String,
    pub short_name: String,
}

#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct RegionRef {
    pub id: i64,
    pub name: String,
}

/// What the asker may do with the members list; the web shows only these actions.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action of the policy"
)]
pub struct MemberListActions {
    /// Add a member.
    // In some club; the form offers the clubs.
    pub can_create: bool,
    /// Import a file of members (`/evidence/clenove/import`).
    // An import creates members, so it follows the same rule (`policy::check_member_import`).
    pub can_import: bool,
    /// Where the list's CSV export is (the grid's filters go as query parameters); null when
    /// the asker may not download it.
    // `members-all-csv`.
    pub export_url: Option<String>,
    /// Where the NSA register export is; null when not allowed.
    // `members-nsa-csv` (personal data).
    pub nsa_export_url: Option<String>,
    /// Where the general-meeting export is; null when not allowed.
    // `members-general-meeting-csv`.
    pub general_meeting_export_url: Option<String>,
    /// The archived members may be listed (to restore them).
    pub can_list_archived: bool,
    /// The selected members may be given an Athlete role (`addAthleteRoles`; each member is
    /// still checked).
    // Whoever edits members' records gives Athlete roles.
    pub can_add_athlete_roles: bool,
    /// The selected members' memberships may be ended (`endMemberships`; each member is still
    /// checked).
    pub can_end_memberships: bool,
}

/// A page of members.
#[derive(Debug, Clone)]
pub struct MemberPage {
    pub nodes: Vec<MemberListItem>,
    /// More members follow this page.
    pub has_next_page: bool,
    /// The cursor of the page's last row when more follow: the next page's `after`.
    pub end_cursor: Option<String>,
    pub page: i32,
    pub per_page: i32,
    pub personal_info_access: AccessLevel,
    pub actions: MemberListActions,
    /// The number of matches when reading the page counted them (a selective name search).
    pub count: Option<MemberCount>,
}

/// The URL of an export for `actor` when the policy lets it download it.
pub(crate) fn export_url(actor: &Actor, export: policy::Export, name: &str) -> Option<String> {
    let role = actor.identity.identity_type.access_prefix();
    policy::check_export(&actor.identity, export, role)
        .is_ok()
        .then(|| format!("/api/{role}/export/{name}"))
}

/// The members list's actions of `actor`.
pub fn list_actions(actor: &Actor) -> MemberListActions {
    let identity = &actor.identity;
    let role = identity.identity_type.access_prefix();
    MemberListActions {
        can_create: policy::may_create_members(identity),
        can_import: policy::may_create_members(identity),
        can_add_athlete_roles: policy::may_create_members(identity),
        can_end_memberships: policy::may_end_memberships(identity),
        export_url: export_url(actor, policy::Export::MembersAllCsv, "members-all-csv"),
        nsa_export_url: policy::check_members_nsa_export(identity, role)
            .is_ok()
            .then(|| format!("/api/{role}/export/members-nsa-csv")),
        general_meeting_export_url: export_url(
            actor,
            policy::Export::MembersGeneralMeetingCsv,
            "members-general-meeting-csv",
        ),
        can_list_archived: policy::check_list_archived_members(identity).is_ok(),
    }
}

fn to_sort(sort: &[MemberSortRequest]) -> Vec<MemberSort> {
    sort.iter()
        .take(3)
        .map(|key| MemberSort {
            field: match key.key {
                MemberSortKey::LastName => MemberSortField::LastName,
                MemberSortKey::FirstName => MemberSortField::FirstName,
                MemberSortKey::RegistrationNumber => MemberSortField::RegistrationNumber,
                MemberSortKey::BirthDate => MemberSortField::BirthDate,
                MemberSortKey::ClubName => MemberSortField::ClubName,
            },
            descending: key.descending,
        })
        .collect()
}

/// The list the actor may see (its scope and personal-data access), refusing what the policy
/// refuses; shared by the grid and the exports.
pub fn list_access(
    actor: &Actor,
    filter: &MemberFilterRequest,
    sort: &[MemberSortRequest],
) -> AppResult<MemberListAccess> {
    let access = policy::member_list_access(&actor.identity)?;
    if filter.archived {
        policy::check_list_archived_members(&actor.identity)?;
    }
    for key in sort {
        policy::check_member_sort(&access, key.key).map_err(|_| {
            AppError::coded(
                ErrorCode::Forbidden,
                "Řadit podle data narození může jen ten, kdo smí vidět osobní údaje členů.",
            )
        })?;
    }
    Ok(access)
}

/// A row as the asker may see it.
pub fn list_item(row: MemberListRow, personal: bool) -> MemberListItem {
    let club = match (row.club_id, row.club_name, row.club_short_name) {
        (Some(id), Some(name), Some(short_name)) => Some(ClubRef {
            id,
            name,
            short_name,
        }),
        _ => None,
    };
    let region = match (row.region_id, row.region_name) {
        (Some(id), Some(name)) => Some(RegionRef { id, name }),
        _ => None,
    };
    MemberListItem {
        id: row.member_id,
        uuid: row.uuid,
        registration_number: row.registration_number,
        first_name: row.first_name,
        last_name: row.last_name,
        sex: row.sex,
        birth_year: row.birth_date.year(),
        birth_date: personal.then_some(row.birth_date),
        birth_number: if personal { row.birth_number } else { None },
        club,
        region,
        member_since: row.member_since,
    }
}

/// The members grid, scoped to what the active identity may see.
pub async fn list_members(
    app: &App,
    actor: &Actor,
    request: MembersRequest,
) -> AppResult<MemberPage> {
    let access = list_access(actor, &request.filter, &request.sort)?;
    if request.page < 1 {
        return Err(AppError::field("page", "Číslo stránky musí být alespoň 1."));
    }
    if !(1..=MAX_PER_PAGE).contains(&request.per_page) {
        return Err(AppError::field(
            "perPage",
            format!("Počet řádků na stránku musí být mezi 1 a {MAX_PER_PAGE}."),
        ));
    }
    let sort = to_sort(&request.sort);
    let offset = i64::from(request.page - 1) * i64::from(request.per_page);
    let position = match request.after.as_deref() {
        Some(cursor) => PagePosition::After(cursor::decode(cursor, &sort)?),
        None => PagePosition::Offset(offset),
    };
    let query = MemberListQuery {
        scope: access.scope,
        filter: request.filter.checked()?,
        sort,
        limit: i64::from(request.per_page),
        position,
    };
    let found = stopa_db::member_list::list_members(&app.pool, &query).await?;
    let personal = access.personal_info.can_read();
    Ok(MemberPage {
        nodes: found
            .rows
            .into_iter()
            .map(|row| list_item(row, personal))
            .collect(),
        has_next_page: found.next.is_some(),
        end_cursor: found.next.map(|key| cursor::encode(&key, &query.sort)),
        page: request.page,
        per_page: request.per_page,
        personal_info_access: access.personal_info,
        actions: list_actions(actor),
        count: found.count,
    })
}

/// A page of the members grid with the number of matches (up to
/// [`stopa_db::member_list::COUNT_CAP`]). A selective name search counts while it reads the
/// page; otherwise the page and the count are read at once on two connections.
pub async fn list_members_with_count(
    app: &App,
    actor: &Actor,
    request: MembersRequest,
) -> AppResult<(MemberPage, MemberCount)> {
    let filter = request.filter.clone();
    let counted_on_the_way = request.after.is_none()
        && filter
            .checked()
            .is_ok_and(|checked| stopa_db::member_list::starts_from_search(&checked));
    if counted_on_the_way {
        let page = list_members(app, actor, request).await?;
        let count = match page.count {
            Some(count) => count,
            // More matches than a search page sorts: counted on their own.
            None => count_members(app, actor, &filter).await?,
        };
        return Ok((page, count));
    }
    futures::future::try_join(
        list_members(app, actor, request),
        count_members(app, actor, &filter),
    )
    .await
}

/// How many members of the actor's list match `filter`, counted up to
/// [`stopa_db::member_list::COUNT_CAP`].
pub async fn count_members(
    app: &App,
    actor: &Actor,
    filter: &MemberFilterRequest,
) -> AppResult<MemberCount> {
    let access = list_access(actor, filter, &[])?;
    Ok(stopa_db::member_list::count_members(&app.pool, access.scope, &filter.checked()?).await?)
}

/// Cursors: where a row stands in a sort order, as an opaque text for the client. The text is
/// base64url of JSON `{"o": order, "k": [values], "i": id}`; `o` names the sort order so
/// that a cursor of another order is refused instead of seeking to a wrong place. A cursor
/// holds only what the row's sort shows (names' sort keys, a birth date only in the order by
/// birth date, which needs the personal-data permission).
mod cursor {
    use super::*;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use stopa_db::member_list::key_kinds;

    /// Longest cursor accepted; real ones are under 200 characters.
    const MAX_CURSOR_CHARS: usize = 1000;

    fn order_name(sort: &[MemberSort]) -> String {
        sort.iter()
            .map(|key| format!("{:?}{}", key.field, if key.descending { "-" } else { "+" }))
            .collect::<Vec<_>>()
            .join(",")
    }

    pub(super) fn encode(key: &SeekKey, sort: &[MemberSort]) -> String {
        let values: Vec<serde_json::Value> = key
            .values
            .iter()
            .map(|value| match value {
                KeyValue::Text(text) => serde_json::Value::from(text.as_str()),
                KeyValue::Int(number) => serde_json::Value::from(*number),
                KeyValue::Date(date) => serde_json::Value::from(date.to_string()),
            })
            .collect();
        let json = serde_json::json!({ "o": order_name(sort), "k": values, "i": key.member_id });
        URL_SAFE_NO_PAD.encode(json.to_string())
    }

    pub(super) fn decode(cursor: &str, sort: &[MemberSort]) -> AppResult<SeekKey> {
        let invalid = || {
            AppError::field(
                "after",
                "Pozice stránky neplatí (seznam se mezitím jinak seřadil); načtěte první stránku.",
            )
        };
        if cursor.len() > MAX_CURSOR_CHARS {
            return Err(invalid());
        }
        let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| invalid())?;
        let json: serde_json::Value = serde_json::from_slice(&bytes).map_err(|_| invalid())?;
        if json.get("o").and_then(serde_json::Value::as_str) != Some(order_name(sort).as_str()) {
            return Err(invalid());
        }
        let member_id = json
            .get("i")
            .and_then(serde_json::Value::as_i64)
            .ok_or_else(invalid)?;
        let raw = json
            .get("k")
            .and_then(serde_json::Value::as_array)
            .ok_or_else(invalid)?;
        let kinds = key_kinds(sort);
        if raw.len() != kinds.len() {
            return Err(invalid());
        }
        let values = raw
            .iter()
            .zip(kinds)
            .map(|(value, kind)| match kind {
                KeyKind::Text => value.as_str().map(|text| KeyValue::Text(text.to_owned())),
                KeyKind::Int => value
                    .as_i64()
                    .and_then(|number| i32::try_from(number).ok())
                    .map(KeyValue::Int),
                KeyKind::Date => value
                    .as_str()
                    .and_then(|text| text.parse::<NaiveDate>().ok())
                    .map(KeyValue::Date),
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(invalid)?;
        Ok(SeekKey { values, member_id })
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn cursors_round_trip_and_refuse_other_orders_and_garbage() {
            let by_birth = [MemberSort {
                field: MemberSortField::BirthDate,
                descending: true,
            }];
            let key = SeekKey {
                values: vec![KeyValue::Date(NaiveDate::from_ymd_opt(2008, 5, 1).unwrap())],
                member_id: 42,
            };
            let cursor = encode(&key, &by_birth);
            assert!(cursor.len() < 200);
            assert_eq!(decode(&cursor, &by_birth).unwrap(), key);
            // Another order, another direction, tampering, nonsense.
            assert!(decode(&cursor, &[]).is_err());
            let ascending = [MemberSort {
                field: MemberSortField::BirthDate,
                descending: false,
            }];
            assert!(decode(&cursor, &ascending).is_err());
            let forged = URL_SAFE_NO_PAD.encode(r#"{"o":"BirthDate-","k":["not a date"],"i":1}"#);
            assert!(decode(&forged, &by_birth).is_err());
            assert!(decode("%%%", &by_birth).is_err());
            assert!(decode(&"A".repeat(2000), &by_birth).is_err());

            let by_name = encode(
                &SeekKey {
                    values: vec![
                        KeyValue::Text("nova~k".to_owned()),
                        KeyValue::Text("petr".to_owned()),
                    ],
                    member_id: 7,
                },
                &[],
            );
            assert_eq!(decode(&by_name, &[]).unwrap().member_id, 7);
        }
    }
}

/// Every member of the actor's list with `filter` (for the export), with its access.
pub(crate) fn export_query(
    actor: &Actor,
    filter: &MemberFilterRequest,
) -> AppResult<(MemberListAccess, MemberFilter)> {
    let access = list_access(actor, filter, &[])?;
    Ok((access, filter.checked()?))
}
