//! The members grid's selection: the CSV export and the list of the selected members only,
//! never beyond the asker's scope (a club's manager who names another club's member gets its
//! own members alone), with a Czech refusal of a malformed or too large selection.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, gql, ok};

/// The data rows of a CSV export (without its header), each as its text.
fn rows(text: &str) -> Vec<String> {
    text.lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(str::to_owned)
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_selection_exports_and_lists_only_the_selected_members_within_the_scope(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let f = &app.fixture;
    let (jan, eliska, petr) = (
        f.jan_novak.member_id,
        f.eliska_novakova.member_id,
        f.petr_dvorak.member_id,
    );

    let all = app.get("/api/admin/export/members-all-csv", &admin).await;
    assert_eq!(all.status, StatusCode::OK);
    assert!(rows(&all.text()).len() > 2);
    let chosen = app
        .get(
            &format!("/api/admin/export/members-all-csv?memberIds={jan},{petr}"),
            &admin,
        )
        .await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text());
    let chosen = rows(&chosen.text());
    assert_eq!(chosen.len(), 2, "{chosen:?}");
    assert!(chosen.iter().any(|row| row.contains("Novák")));
    assert!(chosen.iter().any(|row| row.contains("Dvořák")));

    // Club A's manager names club B's Petr: only its own members come.
    let own = app
        .get(
            &format!("/api/team/export/members-all-csv?memberIds={jan},{eliska},{petr}"),
            &team,
        )
        .await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.text());
    let own = rows(&own.text());
    assert_eq!(own.len(), 2, "{own:?}");
    assert!(!own.iter().any(|row| row.contains("Dvořák")));

    // The same through GraphQL, as the grid reads it.
    let listed = ok(&gql(
        &app,
        &team,
        "query Members($input: MembersInput!) { members(input: $input) { nodes { id } } }",
        json!({ "input": { "filter": { "memberIds": [jan, petr] } } }),
    )
    .await)["members"]["nodes"]
        .clone();
    assert_eq!(listed, json!([{ "id": jan }]));

    let bad = app
        .get("/api/admin/export/members-all-csv?memberIds=1,x", &admin)
        .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(
        bad.text()
            .contains("Vybraní členové musí být čísla oddělená čárkou."),
        "{}",
        bad.text()
    );
    let many: Vec<String> = (1..=1_001).map(|id| id.to_string()).collect();
    let too_many = app
        .get(
            &format!(
                "/api/admin/export/members-all-csv?memberIds={}",
                many.join(",")
            ),
            &admin,
        )
        .await;
    assert_eq!(too_many.status, StatusCode::BAD_REQUEST);
    assert!(
        too_many.text().contains("Vyberte 1 až 1 000 členů."),
        "{}",
        too_many.text()
    );
}
