//! An event's department (úsek) decides which section publishes it, whose disciplines its
//! races have and whose athletes enter it (issue 24): it moves only while out of the
//! calendar, without entries and results, by who manages it and may create events of the new
//! department, and only with races of the new department's disciplines.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok};

use crate::racing_event::{
    CREATE, EVENT, PUBLISH, create, event_input, message, race_app, with_fields,
};

const UPDATE: &str = "mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) { updateRacingEvent(id: $id, input: $input) { EVENT } }";
const CALENDAR: &str = "query PublicCalendar($filter: RacingEventFilterInput!) { publicCalendar(filter: $filter, perPage: 100) { totalCount nodes { id name } } }";

async fn move_to(
    app: &TestApp,
    cookies: &Cookies,
    id: i64,
    input: &Value,
    department: i64,
) -> Value {
    let mut input = input.clone();
    input["departmentId"] = json!(department);
    gql(
        app,
        cookies,
        &with_fields(UPDATE),
        json!({ "id": id, "input": input }),
    )
    .await
}

fn field(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["fields"][0]["field"]
        .as_str()
        .unwrap_or_default()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_club_does_not_move_its_published_event_into_another_department(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let section = app.login(accounts::SECTION).await;
    let alpine = app.fixture.department_al;
    let input = event_input(&app, "Pohár Ještědu", "B", "2027-01-06T23:59:00+01:00");
    let id = create(&app, &team, input.clone()).await["event"]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(
        &app,
        &admin,
        &with_fields(PUBLISH),
        json!({ "id": id, "status": "PUBLISHED" }),
    )
    .await);

    // Published: in the calendar of cross-country, and there it stays.
    for who in [&team, &admin] {
        let answer = move_to(&app, who, id, &input, alpine).await;
        assert_eq!(code(&answer), Some("VALIDATION"), "{answer}");
        assert_eq!(field(&answer), "departmentId");
        assert!(message(&answer).contains("zveřejněnou"), "{answer}");
    }
    let alpine_calendar = gql(
        &app,
        &Cookies::default(),
        CALENDAR,
        json!({ "filter": { "departmentId": alpine } }),
    )
    .await;
    assert_eq!(ok(&alpine_calendar)["publicCalendar"]["totalCount"], 0);
    let department: i64 =
        sqlx::query_scalar("select department_id from racing_event where racing_event_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(department, app.fixture.department_cc);

    // Hidden again by the section, it still has cross-country races: they must change first.
    ok(&gql(
        &app,
        &section,
        &with_fields(PUBLISH),
        json!({ "id": id, "status": "HIDDEN" }),
    )
    .await);
    let answer = move_to(&app, &team, id, &input, alpine).await;
    assert_eq!(field(&answer), "departmentId", "{answer}");
    assert!(message(&answer).contains("Disciplíny"), "{answer}");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_draft_without_races_moves_by_whom_manages_both_departments(pool: PgPool) {
    let app = race_app(pool).await;
    let team = app.login(accounts::TEAM).await;
    let section = app.login(accounts::SECTION).await;
    let alpine = app.fixture.department_al;
    let input = event_input(&app, "Pohár Ještědu", "B", "2027-01-06T23:59:00+01:00");
    let created = gql(
        &app,
        &team,
        &with_fields(CREATE),
        json!({ "input": input, "races": [] }),
    )
    .await;
    let id = ok(&created)["createRacingEvent"]["event"]["id"]
        .as_i64()
        .unwrap();

    // The cross-country section does not move an event out of its department.
    let answer = move_to(&app, &section, id, &input, alpine).await;
    assert_eq!(code(&answer), Some("FORBIDDEN"), "{answer}");

    // The organising club moves its draft; the alpine section then decides its publication.
    ok(&move_to(&app, &team, id, &input, alpine).await);
    let detail = gql(&app, &team, &with_fields(EVENT), json!({ "id": id })).await;
    assert!(ok(&detail)["racingEvent"]["event"]["id"].is_i64());
    let department: i64 =
        sqlx::query_scalar("select department_id from racing_event where racing_event_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(department, alpine);
}
