//! The admin's unresolved-address calls of spec §7: `GET /api/admin/unresolved-address` lists
//! the worklist, `PUT /api/admin/unresolved-address/{address}` chooses the RÚIAN address point
//! of one entry (`{address}` is the entry's key, as the list gives it). Thin adapters over
//! `stopa_app::cleanup`.

use axum::Json;
use axum::extract::{Path, Query, State};
use serde::{Deserialize, Serialize};
use stopa_app::cleanup::{self, UnresolvedAddressRef};

use crate::AppState;
use crate::request::{Asker, RestError};

/// Paging of the list.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}

/// One worklist entry.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnresolvedAddressItem {
    pub id: i64,
    /// The entry's key: the `{address}` of the PUT.
    pub address: String,
    pub text: String,
    pub members: i64,
    pub import_rows: i64,
    /// When it was first seen (RFC 3339).
    pub created_at: String,
}

/// The list with its size.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnresolvedAddressList {
    pub items: Vec<UnresolvedAddressItem>,
    pub total_count: i64,
}

/// GET /api/admin/unresolved-address?page=…&perPage=…
pub async fn list(
    State(state): State<AppState>,
    Query(query): Query<ListQuery>,
    Asker(actor): Asker,
) -> Result<Json<UnresolvedAddressList>, RestError> {
    let (rows, total_count) = cleanup::unresolved_addresses(
        &state.inner.app,
        &actor,
        query.page.unwrap_or(1),
        query.per_page.unwrap_or(50),
    )
    .await?;
    Ok(Json(UnresolvedAddressList {
        items: rows
            .into_iter()
            .map(|row| UnresolvedAddressItem {
                id: row.id,
                address: row.address_key,
                text: row.address_text,
                members: row.members,
                import_rows: row.import_rows,
                created_at: row.created_at.to_rfc3339(),
            })
            .collect(),
        total_count,
    }))
}

/// Body of the PUT: the chosen address point.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResolveBody {
    pub ruian_address_code: i64,
}

/// What the PUT changed.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Resolved {
    pub members_updated: usize,
}

/// PUT /api/admin/unresolved-address/{address} with `{"ruianAddressCode": …}`.
pub async fn resolve(
    State(state): State<AppState>,
    Path(address): Path<String>,
    Asker(actor): Asker,
    Json(body): Json<ResolveBody>,
) -> Result<Json<Resolved>, RestError> {
    let members_updated = cleanup::resolve_unresolved_address(
        &state.inner.app,
        &actor,
        UnresolvedAddressRef::Key(address),
        body.ruian_address_code,
    )
    .await?;
    Ok(Json(Resolved { members_updated }))
}
