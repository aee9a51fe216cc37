//! `setMemberAnswers`: a club's editors answer for their members, a Person for itself; all or
//! none; every change audited.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::json;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, call};

const SET: &str = "mutation SetMemberAnswers($input: SetMemberAnswersInput!) { setMemberAnswers(input: $input) { answer changedMemberIds } }";

#[sqlx::test(migrations = "../../migrations")]
async fn members_answers_are_set_by_their_clubs_editors_and_by_the_member_itself(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let eliska = app.fixture.eliska_novakova.member_id;
    let petr = app.fixture.petr_dvorak.member_id;
    let answers =
        |ids: Vec<i64>, answer: &str| json!({ "input": { "memberIds": ids, "answer": answer } });

    let team = app.login(accounts::TEAM).await;
    let response = call(
        &app,
        &team,
        SET,
        answers(vec![jan, eliska], "DOES_NOT_WANT_TO_BE_MEMBER"),
    )
    .await
    .json();
    assert_eq!(
        response["data"]["setMemberAnswers"]["changedMemberIds"],
        json!([jan, eliska]),
        "{response}"
    );
    // A member of another club refuses the whole request.
    let refused = call(
        &app,
        &team,
        SET,
        answers(vec![jan, petr], "WANTS_TO_BE_MEMBER"),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));
    let without_flag = app.login(accounts::TEAM_NO_FLAGS).await;
    let refused = call(
        &app,
        &without_flag,
        SET,
        answers(vec![jan], "WANTS_TO_BE_MEMBER"),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));
    assert_eq!(
        app.count("member where answer_status = 'DOES_NOT_WANT_TO_BE_MEMBER'")
            .await,
        2,
        "nothing of a refused request is stored"
    );

    // Jan answers for itself, not for Eliška.
    let person = app.login(accounts::PERSON).await;
    let response = call(
        &app,
        &person,
        SET,
        answers(vec![jan], "WANTS_TO_LEAVE_SLCR"),
    )
    .await
    .json();
    assert_eq!(
        response["data"]["setMemberAnswers"]["answer"], "WANTS_TO_LEAVE_SLCR",
        "{response}"
    );
    let refused = call(
        &app,
        &person,
        SET,
        answers(vec![eliska], "WANTS_TO_BE_MEMBER"),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));
    // The same answer again changes nothing.
    let response = call(
        &app,
        &person,
        SET,
        answers(vec![jan], "WANTS_TO_LEAVE_SLCR"),
    )
    .await
    .json();
    assert_eq!(
        response["data"]["setMemberAnswers"]["changedMemberIds"],
        json!([])
    );

    let refused = call(&app, &team, SET, answers(vec![], "WANTS_TO_BE_MEMBER")).await;
    assert_eq!(refused.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(
        app.count("audit_log where entity = 'member' and action = 'update' and detail->'after' ? 'answerStatus'")
            .await,
        3
    );
}
