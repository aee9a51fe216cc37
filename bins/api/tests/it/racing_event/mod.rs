//! Racing events through the public surface (GraphQL and the downloads): every event
//! operation as every identity type, the state transitions, publication with its calendar
//! labels, suggestions, documents, entries with eligibility in the spec's order, deadlines,
//! entry management, the four entry downloads, the iCal feed, and a timekeeper's scope.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, gql, grant, ok};

pub(crate) const EVENT_FIELDS: &str = "event { id name state publicationStatus dateChange dateChangeLabel organiser regionId entryCount actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen } } races { id name categories { id name birthYearFrom birthYearTo genderGroup } } documents { id kind title url } access";

pub(crate) fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or_default()
}

/// The fixture with race managers: the club A team (RACE_MANAGER, RACE_REGISTRATION), the
/// region A area and the cross-country section (RACE_MANAGER). The `-bez` accounts keep none.
pub(crate) async fn race_app(pool: PgPool) -> TestApp {
    let app = TestApp::new(pool).await;
    grant(
        &app.pool,
        accounts::TEAM,
        &["RACE_MANAGER", "RACE_REGISTRATION"],
    )
    .await;
    grant(&app.pool, accounts::AREA, &["RACE_MANAGER"]).await;
    grant(&app.pool, accounts::SECTION, &["RACE_MANAGER"]).await;
    let sprint: i64 = sqlx::query_scalar(
        "select racing_discipline_id from racing_discipline where code = 'cc-sp'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(sprint, SPRINT);
    app
}

/// A cross-country event organised by club A in January 2027, entries open until `deadline`.
pub(crate) fn event_input(app: &TestApp, name: &str, category: &str, deadline: &str) -> Value {
    json!({
        "kind": "RACING",
        "name": name,
        "departmentId": app.fixture.department_cc,
        "category": category,
        "organiserKind": "CLUB",
        "organiserClubId": app.fixture.club_a,
        "place": "Bedřichov, Jizerské hory",
        "country": "CZ",
        "latitude": 50.7912,
        "longitude": 15.1447,
        "dateFrom": "2027-01-09",
        "dateTo": "2027-01-10",
        "registrationDeadline": deadline,
        "timekeepingCompanyId": app.fixture.company,
        "contactEmail": "zavody@skiliberec.cz"
    })
}

/// One sprint (discipline `cc-sp`, id 4 of the migrations' codebook) with categories for
/// birth years 2008–2012 (boys, girls) and adults (≤ 1995).
pub(crate) fn races() -> Value {
    json!([{
        "name": "Sprint volně",
        "racingDisciplineId": SPRINT,
        "racingTechniqueId": null,
        "racingTypeId": null,
        "genderGroup": "BOTH",
        "raceDate": "2027-01-09",
        "startTime": "10:00",
        "categories": [
            { "name": "Dorostenci", "birthYearFrom": 2008, "birthYearTo": 2012, "genderGroup": "MALE" },
            { "name": "Dorostenky", "birthYearFrom": 2008, "birthYearTo": 2012, "genderGroup": "FEMALE" },
            { "name": "Muži", "birthYearFrom": 1900, "birthYearTo": 1995, "genderGroup": "MALE" }
        ]
    }])
}

/// `cc-sp`'s id (checked by `race_app`).
pub(crate) const SPRINT: i64 = 4;

pub(crate) const CREATE: &str = "mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) { createRacingEvent(input: $input, races: $races) { EVENT } }";
pub(crate) const EVENT: &str = "query RacingEvent($id: Int!) { racingEvent(id: $id) { EVENT } }";
pub(crate) const STATE: &str = "mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) { changeRacingEventState(id: $id, state: $state) { EVENT } }";
pub(crate) const PUBLISH: &str = "mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) { setRacingEventPublication(id: $id, status: $status) { EVENT } }";
const CALENDAR: &str = "query PublicCalendar($filter: RacingEventFilterInput!) { publicCalendar(filter: $filter, perPage: 100) { totalCount nodes { id name dateChange dateChangeLabel } } }";
pub(crate) const ENTER_CLUB: &str = "mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) { enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message } }";
pub(crate) const ENTRIES: &str = "query RaceEntries($racingEventId: Int!, $withWithdrawn: Boolean!) { raceEntries(racingEventId: $racingEventId, withWithdrawn: $withWithdrawn) { id memberId firstName lastName birthYear clubName categoryName racingCategoryId bib state late enteredVia } }";

pub(crate) fn with_fields(query: &str) -> String {
    query.replace("EVENT", EVENT_FIELDS)
}

/// Creates an event as `cookies` and returns its detail.
pub(crate) async fn create(app: &TestApp, cookies: &Cookies, input: Value) -> Value {
    let answer = gql(
        app,
        cookies,
        &with_fields(CREATE),
        json!({ "input": input, "races": races() }),
    )
    .await;
    ok(&answer)["createRacingEvent"].clone()
}

/// A published event with open entries, created and published by Admin.
pub(crate) async fn open_event(app: &TestApp, admin: &Cookies, name: &str, category: &str) -> i64 {
    let detail = create(
        app,
        admin,
        event_input(app, name, category, "2027-01-06T23:59:00+01:00"),
    )
    .await;
    let id = detail["event"]["id"].as_i64().unwrap();
    ok(&gql(
        app,
        admin,
        &with_fields(PUBLISH),
        json!({ "id": id, "status": "PUBLISHED" }),
    )
    .await);
    ok(&gql(
        app,
        admin,
        &with_fields(STATE),
        json!({ "id": id, "state": "REGISTRATIONS_ENABLED" }),
    )
    .await);
    id
}

/// A member of club A born in `year`, with the Athlete role in cross-country and the 2027 fee
/// as asked.
pub(crate) async fn racer(
    app: &TestApp,
    name: (&str, &str),
    sex: &str,
    year: i32,
    athlete: bool,
    paid: bool,
) -> i64 {
    let member_id: i64 = sqlx::query_scalar(
        "insert into member (first_name, last_name, sex, birth_date) values ($1, $2, $3, $4)
         returning member_id",
    )
    .bind(name.0)
    .bind(name.1)
    .bind(sex)
    .bind(chrono::NaiveDate::from_ymd_opt(year, 5, 5).unwrap())
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2020-01-01')",
    )
    .bind(member_id)
    .bind(app.fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
    if athlete {
        sqlx::query(
            "insert into member_department_role (member_id, department_id, kind, valid_from)
             values ($1, $2, 'ATHLETE', '2020-01-01')",
        )
        .bind(member_id)
        .bind(app.fixture.department_cc)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    if paid {
        sqlx::query(
            "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
             select $1, $2, evidence_season_id, 50000, '2026-11-01' from evidence_season
             where year = 2027",
        )
        .bind(member_id)
        .bind(app.fixture.club_a)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    member_id
}

/// Makes a member of club A an athlete of cross-country who paid the 2027 fee.
pub(crate) async fn make_racer(app: &TestApp, member_id: i64) {
    sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from)
         values ($1, $2, 'ATHLETE', '2020-01-01')",
    )
    .bind(member_id)
    .bind(app.fixture.department_cc)
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
         select $1, $2, evidence_season_id, 50000, '2026-11-01' from evidence_season
         where year = 2027",
    )
    .bind(member_id)
    .bind(app.fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
}

/// Every identity type, with its account (None: the public).
const IDENTITIES: [(&str, Option<&str>); 9] = [
    ("public", None),
    ("admin", Some(accounts::ADMIN)),
    ("team", Some(accounts::TEAM)),
    ("team without flags", Some(accounts::TEAM_NO_FLAGS)),
    ("area", Some(accounts::AREA)),
    ("area without flags", Some(accounts::AREA_NO_FLAGS)),
    ("section", Some(accounts::SECTION)),
    ("timekeeper", Some(accounts::TIMEKEEPER)),
    ("person", Some(accounts::PERSON)),
];

/// What an operation answers each identity, in the order of [`IDENTITIES`]: `OK` or the
/// error code.
type Expected = [&'static str; 9];

mod calendar;
mod entry;
mod event;
mod start_list;
