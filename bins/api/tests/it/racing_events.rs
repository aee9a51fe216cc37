//! Racing events through the public surface (GraphQL and the downloads): every event
//! operation as every identity type, the state transitions, publication with its calendar
//! labels, suggestions, documents, entries with eligibility in the spec's order, deadlines,
//! entry management, the four entry downloads, the iCal feed, and a timekeeper's scope.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, grant, ok, upload};

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

#[sqlx::test(migrations = "../../migrations")]
async fn every_event_operation_as_every_identity_type(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let published = open_event(&app, &admin, "Český pohár Bedřichov", "B").await;
    // A draft of club A that nobody has published, timed by the fixture's company.
    let draft = create(
        &app,
        &admin,
        event_input(
            &app,
            "Krajský přebor (návrh)",
            "B",
            "2027-01-06T23:59:00+01:00",
        ),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let fx = app.fixture.clone();
    let update_input = event_input(
        &app,
        "Český pohár Bedřichov",
        "B",
        "2027-01-06T23:59:00+01:00",
    );

    //                 public   admin  team   team-    area   area-   section  tk    person
    let rows: Vec<(&str, String, Value, Expected)> = vec![
        (
            "read a published event",
            with_fields(EVENT),
            json!({ "id": published }),
            ["OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "read a draft",
            with_fields(EVENT),
            json!({ "id": draft }),
            ["NOT_FOUND", "OK", "OK", "OK", "OK", "NOT_FOUND", "OK", "OK", "NOT_FOUND"],
        ),
        (
            "list the private grid",
            "query RacingEvents { racingEvents { totalCount } }".to_owned(),
            Value::Null,
            ["UNAUTHENTICATED", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "read the public calendar",
            CALENDAR.to_owned(),
            json!({ "filter": { "month": "2027-01" } }),
            ["OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "list events for publication",
            "query RacingEventsForPublication { racingEventsForPublication { totalCount } }".to_owned(),
            Value::Null,
            ["UNAUTHENTICATED", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "create an event of club A",
            with_fields(CREATE),
            json!({ "input": event_input(&app, "Nová událost", "C", "2027-01-06T23:59:00+01:00"), "races": races() }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "edit a published event",
            with_fields("mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) { updateRacingEvent(id: $id, input: $input) { EVENT } }"),
            json!({ "id": published, "input": update_input }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "edit a draft's races",
            with_fields("mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) { updateRaces(racingEventId: $racingEventId, races: $races) { EVENT } }"),
            json!({ "racingEventId": draft, "races": races() }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "NOT_FOUND", "OK", "FORBIDDEN", "NOT_FOUND"],
        ),
        (
            "publish",
            with_fields(PUBLISH),
            json!({ "id": published, "status": "PUBLISHED" }),
            ["UNAUTHENTICATED", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "move to the same state",
            with_fields(STATE),
            json!({ "id": draft, "state": "HIDDEN" }),
            ["UNAUTHENTICATED", "INVALID_TRANSITION", "INVALID_TRANSITION", "FORBIDDEN", "INVALID_TRANSITION", "NOT_FOUND", "INVALID_TRANSITION", "FORBIDDEN", "NOT_FOUND"],
        ),
        (
            "read the entries",
            ENTRIES.to_owned(),
            json!({ "racingEventId": published, "withWithdrawn": true }),
            ["OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "open the club entry form",
            "query ClubEntryForm($racingEventId: Int!, $clubId: Int!) { clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) { memberId } }".to_owned(),
            json!({ "racingEventId": published, "clubId": fx.club_a }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "enter a non-member",
            "mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) { enterNonMember(racingEventId: $racingEventId, input: $input) }".to_owned(),
            json!({ "racingEventId": published, "input": { "raceId": 0, "firstName": "Anna", "lastName": "Gast", "birthYear": 1990, "sex": "MALE", "nation": "GER" } }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "read the default categories",
            "query DefaultRacingCategories($racingEventId: Int!) { defaultRacingCategories(racingEventId: $racingEventId) { name } }".to_owned(),
            json!({ "racingEventId": published }),
            ["OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "request an organiser",
            "mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) { suggestRacingEvent(input: $input) { id } }".to_owned(),
            json!({ "input": { "kind": "REQUEST", "departmentId": fx.department_cc, "name": "Žákovský pohár", "dateFrom": "2027-02-06", "dateTo": "2027-02-06", "category": "JUNIOR" } }),
            ["UNAUTHENTICATED", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "offer to organise for club A",
            "mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) { suggestRacingEvent(input: $input) { id } }".to_owned(),
            json!({ "input": { "kind": "OFFER", "departmentId": fx.department_cc, "clubId": fx.club_a, "name": "Jarní sprint", "dateFrom": "2027-03-06", "dateTo": "2027-03-06", "category": "C" } }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "list suggestions",
            "query RacingEventSuggestions { racingEventSuggestions { id } }".to_owned(),
            Value::Null,
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "list timekeeping companies",
            "query TimekeepingCompanies { timekeepingCompanies { id } }".to_owned(),
            Value::Null,
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "OK", "OK", "OK", "FORBIDDEN"],
        ),
        (
            "add a timekeeping company",
            "mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) { createTimekeepingCompany(input: $input) { id } }".to_owned(),
            json!({ "input": { "name": "Časomíra ADMIN" } }),
            ["UNAUTHENTICATED", "OK", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN"],
        ),
    ];
    let race_id = {
        let detail = gql(
            &app,
            &admin,
            &with_fields(EVENT),
            json!({ "id": published }),
        )
        .await;
        ok(&detail)["racingEvent"]["races"][0]["id"]
            .as_i64()
            .unwrap()
    };
    let mut problems = Vec::new();
    for (who, account) in IDENTITIES {
        let cookies = stopa_testkit::app::cookies_of(&app, account).await;
        for (what, query, variables, expected) in &rows {
            let mut variables = variables.clone();
            if variables["input"]["raceId"] == json!(0) {
                variables["input"]["raceId"] = json!(race_id);
            }
            if variables["input"]["name"] == json!("Časomíra ADMIN") {
                variables["input"]["name"] = json!(format!("Časomíra {who}"));
            }
            let answer = gql(&app, &cookies, query, variables).await;
            let got = code(&answer).unwrap_or("OK");
            let index = IDENTITIES
                .iter()
                .position(|(name, _)| *name == who)
                .unwrap();
            if got != expected[index] {
                problems.push(format!(
                    "{who} / {what}: expected {}, got {got} {}",
                    expected[index],
                    message(&answer)
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn states_move_only_as_the_federation_allows(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let id = create(
        &app,
        &team,
        event_input(&app, "Pohár Ještědu", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let change = |state: &'static str| {
        let app = &app;
        let team = &team;
        async move {
            gql(
                app,
                team,
                &with_fields(STATE),
                json!({ "id": id, "state": state }),
            )
            .await
        }
    };
    // Refused from HIDDEN: closing entries that never opened, digital results first.
    for refused in ["REGISTRATIONS_CLOSED", "DIGITAL_RESULTS"] {
        let answer = change(refused).await;
        assert_eq!(
            code(&answer),
            Some("INVALID_TRANSITION"),
            "{refused}: {answer}"
        );
        assert!(!message(&answer).is_empty());
    }
    let detail = ok(&change("REGISTRATIONS_ENABLED").await)["changeRacingEventState"].clone();
    assert_eq!(
        detail["event"]["actions"]["nextStates"],
        json!(["HIDDEN", "REGISTRATIONS_CLOSED", "CANCELED", "RESULTS"])
    );
    ok(&change("REGISTRATIONS_CLOSED").await);
    ok(&change("RESULTS").await);
    let answer = change("CANCELED").await;
    assert_eq!(
        code(&answer),
        Some("INVALID_TRANSITION"),
        "no cancelling after results"
    );
    ok(&change("DIGITAL_RESULTS").await);
    ok(&change("RESULTS").await);

    // Cancelled is final; a published event cancelled shows so in the calendar.
    let other = open_event(&app, &admin, "Zrušený závod", "B").await;
    ok(&gql(
        &app,
        &admin,
        &with_fields(STATE),
        json!({ "id": other, "state": "CANCELED" }),
    )
    .await);
    let answer = gql(
        &app,
        &admin,
        &with_fields(STATE),
        json!({ "id": other, "state": "REGISTRATIONS_ENABLED" }),
    )
    .await;
    assert_eq!(code(&answer), Some("INVALID_TRANSITION"));
    let calendar = gql(
        &app,
        &Cookies::default(),
        CALENDAR,
        json!({ "filter": { "month": "2027-01" } }),
    )
    .await;
    let node = ok(&calendar)["publicCalendar"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|node| node["id"] == json!(other))
        .cloned()
        .unwrap();
    assert_eq!(node["dateChange"], "CANCELED");
    assert_eq!(node["dateChangeLabel"], "Zrušeno");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_club_proposes_the_section_publishes_and_the_calendar_labels_changes(pool: PgPool) {
    let app = race_app(pool).await;
    let team = app.login(accounts::TEAM).await;
    let section = app.login(accounts::SECTION).await;
    let public = Cookies::default();
    let created = create(
        &app,
        &team,
        event_input(
            &app,
            "Memoriál Jana Nováka",
            "B",
            "2027-01-06T23:59:00+01:00",
        ),
    )
    .await;
    let id = created["event"]["id"].as_i64().unwrap();
    assert_eq!(created["event"]["state"], "HIDDEN");
    assert_eq!(created["event"]["publicationStatus"], "HIDDEN", "proposed");
    assert_eq!(
        created["event"]["regionId"],
        json!(app.fixture.region_a),
        "the club's region"
    );
    assert_eq!(
        created["event"]["actions"]["canPublish"], false,
        "clubs propose"
    );

    let in_calendar = |cookies: Cookies| {
        let app = &app;
        async move {
            let answer = gql(
                app,
                &cookies,
                CALENDAR,
                json!({ "filter": { "month": "2027-01" } }),
            )
            .await;
            ok(&answer)["publicCalendar"]["nodes"]
                .as_array()
                .unwrap()
                .iter()
                .find(|node| node["id"] == json!(id))
                .cloned()
        }
    };
    assert!(
        in_calendar(public.clone()).await.is_none(),
        "not before publication"
    );
    assert_eq!(
        code(&gql(&app, &public, &with_fields(EVENT), json!({ "id": id })).await),
        Some("NOT_FOUND"),
        "nobody learns a draft exists"
    );
    let pending = gql(
        &app,
        &section,
        "query RacingEventsForPublication { racingEventsForPublication(filter: { publicationStatus: HIDDEN }) { nodes { id } } }",
        Value::Null,
    )
    .await;
    assert!(
        ok(&pending)["racingEventsForPublication"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|node| node["id"] == json!(id)),
        "the section sees the proposal"
    );
    ok(&gql(
        &app,
        &section,
        &with_fields(PUBLISH),
        json!({ "id": id, "status": "PUBLISHED" }),
    )
    .await);
    let node = in_calendar(public.clone()).await.expect("in the calendar");
    assert_eq!(node["dateChange"], "PUBLISHED");

    // The club moves it to other days, then elsewhere: the calendar says so (a new place
    // wins over new dates).
    let update = "mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) { updateRacingEvent(id: $id, input: $input) { EVENT } }";
    let mut moved = event_input(
        &app,
        "Memoriál Jana Nováka",
        "B",
        "2027-01-06T23:59:00+01:00",
    );
    moved["dateFrom"] = json!("2027-01-16");
    moved["dateTo"] = json!("2027-01-16");
    ok(&gql(
        &app,
        &team,
        &with_fields(update),
        json!({ "id": id, "input": moved }),
    )
    .await);
    let node = in_calendar(public.clone()).await.unwrap();
    assert_eq!(
        (
            node["dateChange"].as_str(),
            node["dateChangeLabel"].as_str()
        ),
        (Some("CHANGED"), Some("Změna termínu"))
    );
    moved["place"] = json!("Josefův Důl, areál Karlov");
    let answer = gql(
        &app,
        &team,
        &with_fields(update),
        json!({ "id": id, "input": moved }),
    )
    .await;
    assert_eq!(
        ok(&answer)["updateRacingEvent"]["event"]["dateChange"],
        "MOVED"
    );
    let node = in_calendar(public.clone()).await.unwrap();
    assert_eq!(node["dateChangeLabel"], "Změna místa");

    // Coordinates are checked with the spec's messages.
    let mut wrong = moved.clone();
    wrong["latitude"] = json!(95.0);
    let answer = gql(
        &app,
        &team,
        &with_fields("mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) { updateRacingEvent(id: $id, input: $input) { EVENT } }"),
        json!({ "id": id, "input": wrong }),
    )
    .await;
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert_eq!(
        answer["errors"][0]["extensions"]["fields"][0]["field"],
        "latitude"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn suggestions_become_drafts_once(pool: PgPool) {
    let app = race_app(pool).await;
    let team = app.login(accounts::TEAM).await;
    let section = app.login(accounts::SECTION).await;
    let offer = gql(
        &app,
        &team,
        "mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) { suggestRacingEvent(input: $input) { id state kind clubName } }",
        json!({ "input": { "kind": "OFFER", "departmentId": app.fixture.department_cc, "clubId": app.fixture.club_a, "name": "Jarní sprint Liberec", "place": "Liberec, Vesec", "dateFrom": "2027-03-06", "dateTo": "2027-03-06", "category": "C" } }),
    )
    .await;
    let offer = ok(&offer)["suggestRacingEvent"].clone();
    assert_eq!(offer["state"], "OPEN");
    let id = offer["id"].as_i64().unwrap();
    let answer = gql(
        &app,
        &team,
        &with_fields("mutation AcceptRacingEventSuggestion($id: Int!) { acceptRacingEventSuggestion(id: $id) { EVENT } }"),
        json!({ "id": id }),
    )
    .await;
    assert_eq!(
        code(&answer),
        Some("FORBIDDEN"),
        "a club does not accept its own offer"
    );
    let accepted = gql(
        &app,
        &section,
        &with_fields("mutation AcceptRacingEventSuggestion($id: Int!) { acceptRacingEventSuggestion(id: $id) { EVENT } }"),
        json!({ "id": id }),
    )
    .await;
    let event = ok(&accepted)["acceptRacingEventSuggestion"]["event"].clone();
    assert_eq!(event["name"], "Jarní sprint Liberec");
    assert_eq!(event["organiser"], "Ski klub Liberec");
    assert_eq!(event["state"], "HIDDEN");
    let again = gql(
        &app,
        &section,
        "mutation RejectRacingEventSuggestion($id: Int!) { rejectRacingEventSuggestion(id: $id) }",
        json!({ "id": id }),
    )
    .await;
    assert_eq!(code(&again), Some("CONFLICT"));
    assert_eq!(message(&again), "Návrh už byl vyřízen.");
}

#[sqlx::test(migrations = "../../migrations")]
async fn club_entries_are_checked_in_the_spec_order_with_its_messages(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let id = open_event(&app, &admin, "Český pohár žactva", "B").await;
    let fits = racer(&app, ("Tomáš", "Rychlý"), "MALE", 2010, true, true).await;
    let not_athlete = racer(&app, ("Ondřej", "Turista"), "MALE", 2010, false, true).await;
    let not_paid = racer(&app, ("Filip", "Dlužník"), "MALE", 2010, true, false).await;
    let no_category = racer(&app, ("Matěj", "Malý"), "MALE", 2018, true, true).await;
    // Neither athlete nor paid: the first rule in the spec's order speaks.
    let both = racer(&app, ("Adam", "Obojí"), "MALE", 2010, false, false).await;
    let race_id = ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": id })).await)["racingEvent"]["races"][0]["id"]
        .as_i64()
        .unwrap();

    // The form says it before anything is submitted.
    let form = gql(
        &app,
        &team,
        "query ClubEntryForm($racingEventId: Int!, $clubId: Int!) { clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) { memberId athlete races { raceId refusalCode refusalMessage categoryIds entered } } }",
        json!({ "racingEventId": id, "clubId": app.fixture.club_a }),
    )
    .await;
    let form = ok(&form)["clubEntryForm"].as_array().unwrap().clone();
    let refusal = |member: i64| {
        form.iter()
            .find(|row| row["memberId"] == json!(member))
            .map(|row| row["races"][0]["refusalCode"].clone())
            .unwrap()
    };
    assert_eq!(refusal(fits), Value::Null);
    assert_eq!(refusal(not_athlete), "NOT_ATHLETE");
    assert_eq!(refusal(not_paid), "NOT_PAID");
    assert_eq!(refusal(no_category), "ATHLETE_NOT_IN_ANY_CATEGORY");
    assert_eq!(refusal(both), "NOT_ATHLETE");

    let entry = |member: i64| json!({ "memberId": member, "raceId": race_id });
    let answer = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": [entry(fits), entry(not_athlete), entry(not_paid), entry(no_category), entry(both)] }),
    )
    .await;
    let outcomes = ok(&answer)["enterClubAthletes"].as_array().unwrap().clone();
    let outcome = |member: i64| {
        let row = outcomes
            .iter()
            .find(|row| row["memberId"] == json!(member))
            .unwrap();
        (
            row["code"].as_str().map(str::to_owned),
            row["message"].as_str().map(str::to_owned),
        )
    };
    assert!(
        outcomes
            .iter()
            .any(|row| row["memberId"] == json!(fits) && row["raceEntryId"].is_i64())
    );
    assert_eq!(outcome(fits), (None, None));
    assert_eq!(
        outcome(not_athlete),
        (Some("NOT_ATHLETE".into()), Some("Není závodník.".into()))
    );
    assert_eq!(
        outcome(not_paid),
        (Some("NOT_PAID".into()), Some("Nemá zaplaceno.".into()))
    );
    assert_eq!(
        outcome(no_category),
        (
            Some("ATHLETE_NOT_IN_ANY_CATEGORY".into()),
            Some("Závodník nepatří do žádné kategorie závodu".into())
        )
    );
    assert_eq!(outcome(both).0.as_deref(), Some("NOT_ATHLETE"));

    // Entered twice: a CONFLICT, nothing written twice.
    let again = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": [entry(fits)] }),
    )
    .await;
    assert_eq!(ok(&again)["enterClubAthletes"][0]["code"], "CONFLICT");
    let entries = gql(
        &app,
        &team,
        ENTRIES,
        json!({ "racingEventId": id, "withWithdrawn": false }),
    )
    .await;
    let entries = ok(&entries)["raceEntries"].as_array().unwrap().clone();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        entries[0]["categoryName"], "Dorostenci",
        "the first category that fits"
    );
    assert_eq!(entries[0]["birthYear"], 2010);

    // Another club's athlete cannot be entered by this club.
    let foreign = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": [entry(app.fixture.petr_dvorak.member_id)] }),
    )
    .await;
    assert_eq!(ok(&foreign)["enterClubAthletes"][0]["code"], "FORBIDDEN");
    // A club enters another club's athletes only as the event's organiser; at the
    // department's event it may not.
    let mut input = event_input(&app, "Mistrovství ČR", "A", "2027-01-06T23:59:00+01:00");
    input["organiserKind"] = json!("DEPARTMENT");
    input["organiserClubId"] = Value::Null;
    let national = create(&app, &admin, input).await["event"]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(
        &app,
        &admin,
        &with_fields(PUBLISH),
        json!({ "id": national, "status": "PUBLISHED" }),
    )
    .await);
    ok(&gql(
        &app,
        &admin,
        &with_fields(STATE),
        json!({ "id": national, "state": "REGISTRATIONS_ENABLED" }),
    )
    .await);
    let national_race =
        ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": national })).await)["racingEvent"]
            ["races"][0]["id"]
            .as_i64()
            .unwrap();
    let other_club = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": national, "clubId": app.fixture.club_b, "entries": [{ "memberId": app.fixture.petr_dvorak.member_id, "raceId": national_race }] }),
    )
    .await;
    assert_eq!(code(&other_club), Some("FORBIDDEN"));
    let own_club = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": national, "clubId": app.fixture.club_a, "entries": [{ "memberId": fits, "raceId": national_race }] }),
    )
    .await;
    assert!(ok(&own_club)["enterClubAthletes"][0]["raceEntryId"].is_i64());
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_person_enters_itself_only_when_unregistered(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let person = app.login(accounts::PERSON).await;
    let jan = app.fixture.jan_novak.member_id;
    let public_race = open_event(&app, &admin, "Lidový běh Bedřichov", "C").await;
    let national = open_event(&app, &admin, "Český pohár", "A").await;
    let race_of = |id: i64| {
        let app = &app;
        let admin = &admin;
        async move {
            ok(&gql(app, admin, &with_fields(EVENT), json!({ "id": id })).await)["racingEvent"]["races"][0]["id"]
                .as_i64()
                .unwrap()
        }
    };
    let enter = |event: i64, race: i64| {
        let app = &app;
        let person = &person;
        async move {
            gql(
                app,
                person,
                "mutation EnterMember($racingEventId: Int!, $raceId: Int!) { enterMember(racingEventId: $racingEventId, raceId: $raceId) }",
                json!({ "racingEventId": event, "raceId": race }),
            )
            .await
        }
    };
    let detail = ok(&gql(
        &app,
        &person,
        &with_fields(EVENT),
        json!({ "id": public_race }),
    )
    .await)["racingEvent"]
        .clone();
    assert_eq!(detail["event"]["actions"]["canEnterSelf"], true);
    let answer = enter(national, race_of(national).await).await;
    assert_eq!(code(&answer), Some("FORBIDDEN"), "only public races");
    let race = race_of(public_race).await;
    let answer = enter(public_race, race).await;
    assert_eq!(
        (code(&answer), message(&answer)),
        (Some("NOT_PAID"), "Nemá zaplaceno.")
    );
    sqlx::query(
        "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
         select $1, $2, evidence_season_id, 50000, '2026-11-01' from evidence_season where year = 2027",
    )
    .bind(jan)
    .bind(app.fixture.club_a)
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from)
         values ($1, $2, 'ATHLETE', '2020-01-01')",
    )
    .bind(jan)
    .bind(app.fixture.department_cc)
    .execute(&app.pool)
    .await
    .unwrap();
    let answer = enter(public_race, race).await;
    assert_eq!(
        (code(&answer), message(&answer)),
        (
            Some("ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER"),
            "Pouze neregistrovaní závodníci se mohou přihlašovat sami."
        )
    );
    sqlx::query("delete from member_department_role where member_id = $1")
        .bind(jan)
        .execute(&app.pool)
        .await
        .unwrap();
    let entry_id = ok(&enter(public_race, race).await)["enterMember"]
        .as_i64()
        .unwrap();
    let answer = enter(public_race, race).await;
    assert_eq!(code(&answer), Some("CONFLICT"));
    // Its own entry it withdraws until the deadline.
    ok(&gql(
        &app,
        &person,
        "mutation WithdrawEntry($id: Int!) { withdrawEntry(id: $id) }",
        json!({ "id": entry_id }),
    )
    .await);
}

#[sqlx::test(migrations = "../../migrations")]
async fn entries_close_at_the_deadline_and_the_organiser_manages_them(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let team_no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    let id = open_event(&app, &admin, "Krajský přebor", "B").await;
    let first = racer(&app, ("Tomáš", "Rychlý"), "MALE", 2010, true, true).await;
    let second = racer(&app, ("Lukáš", "Bystrý"), "MALE", 2011, true, true).await;
    let late = racer(&app, ("Karel", "Pozdní"), "MALE", 2009, true, true).await;
    let race = ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": id })).await)["racingEvent"]["races"][0].clone();
    let race_id = race["id"].as_i64().unwrap();
    let adults = race["categories"][2]["id"].as_i64().unwrap();
    let entries = json!([{ "memberId": first, "raceId": race_id }, { "memberId": second, "raceId": race_id }]);
    ok(&gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": entries }),
    )
    .await);

    // The deadline passes.
    sqlx::query("update racing_event set registration_deadline = now() - interval '1 minute' where racing_event_id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .unwrap();
    let closed = gql(
        &app,
        &team_no_flags,
        &with_fields(EVENT),
        json!({ "id": id }),
    )
    .await;
    assert_eq!(
        ok(&closed)["racingEvent"]["event"]["actions"]["entriesOpen"],
        false
    );
    // The club manager is also the organiser here (club A organises): it adds a late entry.
    let answer = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": [{ "memberId": late, "raceId": race_id }] }),
    )
    .await;
    assert!(ok(&answer)["enterClubAthletes"][0]["raceEntryId"].is_i64());
    let list = gql(
        &app,
        &admin,
        ENTRIES,
        json!({ "racingEventId": id, "withWithdrawn": true }),
    )
    .await;
    let list = ok(&list)["raceEntries"].as_array().unwrap().clone();
    let entry_of = |member: i64| {
        list.iter()
            .find(|row| row["memberId"] == json!(member))
            .unwrap()
            .clone()
    };
    assert_eq!(entry_of(late)["late"], true);
    assert_eq!(entry_of(first)["late"], false);

    // The organiser moves, numbers and withdraws.
    let first_entry = entry_of(first)["id"].as_i64().unwrap();
    let second_entry = entry_of(second)["id"].as_i64().unwrap();
    // A boy born 2010 is no man of the adults' category (born until 1995).
    let moved = gql(&app, &team, "mutation MoveEntry($id: Int!, $racingCategoryId: Int!) { moveEntry(id: $id, racingCategoryId: $racingCategoryId) }", json!({ "id": first_entry, "racingCategoryId": adults })).await;
    assert_eq!(code(&moved), Some("ATHLETE_NOT_IN_ANY_CATEGORY"), "{moved}");
    let numbered = gql(&app, &team, "mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) { assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first) }", json!({ "racingEventId": id, "raceId": race_id, "first": 101 })).await;
    assert_eq!(ok(&numbered)["assignBibs"], 3);
    let taken = gql(
        &app,
        &team,
        "mutation SetEntryBib($id: Int!, $bib: Int) { setEntryBib(id: $id, bib: $bib) }",
        json!({ "id": second_entry, "bib": 101 }),
    )
    .await;
    let bib_101_is_second = {
        let list = gql(
            &app,
            &admin,
            ENTRIES,
            json!({ "racingEventId": id, "withWithdrawn": false }),
        )
        .await;
        ok(&list)["raceEntries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|row| row["id"] == json!(second_entry) && row["bib"] == json!(101))
    };
    if !bib_101_is_second {
        assert_eq!(code(&taken), Some("CONFLICT"), "a bib is unique in a race");
    }
    ok(&gql(
        &app,
        &team,
        "mutation WithdrawEntry($id: Int!) { withdrawEntry(id: $id) }",
        json!({ "id": second_entry }),
    )
    .await);
    let list = gql(
        &app,
        &admin,
        ENTRIES,
        json!({ "racingEventId": id, "withWithdrawn": true }),
    )
    .await;
    let withdrawn = ok(&list)["raceEntries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["id"] == json!(second_entry))
        .unwrap()
        .clone();
    assert_eq!(withdrawn["state"], "WITHDRAWN");
    let public_list = gql(
        &app,
        &Cookies::default(),
        ENTRIES,
        json!({ "racingEventId": id, "withWithdrawn": true }),
    )
    .await;
    assert_eq!(
        ok(&public_list)["raceEntries"].as_array().unwrap().len(),
        2,
        "the public never sees withdrawn entries"
    );

    // Once closed, nobody but the organisers enters or withdraws.
    ok(&gql(
        &app,
        &admin,
        &with_fields(STATE),
        json!({ "id": id, "state": "REGISTRATIONS_CLOSED" }),
    )
    .await);
    ok(&gql(
        &app,
        &admin,
        &with_fields(STATE),
        json!({ "id": id, "state": "RESULTS" }),
    )
    .await);
    let answer = gql(
        &app,
        &team,
        "mutation WithdrawEntry($id: Int!) { withdrawEntry(id: $id) }",
        json!({ "id": first_entry }),
    )
    .await;
    assert_eq!(code(&answer), Some("ENTRIES_CLOSED"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_four_downloads_and_the_timekeepers_scope(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let timekeeper = app.login(accounts::TIMEKEEPER).await;
    let public = Cookies::default();
    let id = open_event(&app, &admin, "Český pohár Bedřichov", "B").await;
    let racer_id = racer(&app, ("Šimon", "=Vzorec"), "MALE", 2010, true, true).await;
    let race_id = ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": id })).await)["racingEvent"]["races"][0]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(&app, &team, ENTER_CLUB, json!({ "racingEventId": id, "clubId": app.fixture.club_a, "entries": [{ "memberId": racer_id, "raceId": race_id }] })).await);

    let base = format!("/api/public/export/racing/event/{id}");
    let csv = app.get(&format!("{base}/registration-csv"), &public).await;
    assert_eq!(csv.status, StatusCode::OK);
    let text = csv.text();
    assert!(
        text.starts_with(
            "\u{feff}Závod;Datum;Kategorie;St. číslo;Příjmení;Jméno;Ročník;Pohlaví;Klub"
        )
    );
    assert!(
        text.contains(";'=Vzorec;Šimon;2010;muž;Ski klub Liberec;LBSK;CZE;"),
        "{text}"
    );
    assert!(
        !text.contains("2010-05-05") && !text.contains("5. 5. 2010"),
        "no birth dates"
    );
    let by_club = app
        .get(&format!("{base}/registration-csv-by-club"), &public)
        .await
        .text();
    assert!(
        by_club.contains("Ski klub Liberec;LBSK;'=Vzorec;Šimon;2010;muž;Sprint volně;Dorostenci;")
    );
    let old = app
        .get(&format!("{base}/registration-old-csv"), &public)
        .await;
    assert_eq!(
        old.headers["content-type"],
        "text/csv; charset=windows-1250"
    );
    let (old_text, _, bad) = encoding_rs::WINDOWS_1250.decode(&old.body);
    assert!(!bad);
    assert!(old_text.starts_with("PRIJMENI;JMENO;ROCNIK;POHLAVI;ODDIL;KATEGORIE;ZAVOD;REG_CISLO;STC\r\n'=Vzorec;Šimon;2010;M;LBSK;Dorostenci;Sprint volně;"));
    let cx = app
        .get(
            &format!("{base}/registration-csv-cx?race={race_id}&encoding=utf8"),
            &public,
        )
        .await
        .text();
    assert!(cx.starts_with("Bib;Lastname;Firstname;Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race\r\n;'=Vzorec;Šimon;2010;M;CZE;Ski klub Liberec;LBSK;Dorostenci;;"), "{cx}");
    let wrong_race = app
        .get(&format!("{base}/registration-csv-cx?race=999999"), &public)
        .await;
    assert_eq!(wrong_race.status, StatusCode::BAD_REQUEST);
    let wrong_encoding = app
        .get(
            &format!("{base}/registration-csv-cx?encoding=latin2"),
            &public,
        )
        .await;
    assert_eq!(wrong_encoding.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        app.get(&format!("{base}/registration.xlsx"), &public)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(
            &format!("/api/admin/export/racing/event/{id}/registration-csv"),
            &admin
        )
        .await
        .status,
        StatusCode::NOT_FOUND,
        "public downloads only"
    );

    // A draft timed by the fixture's company: its timekeeper sees and downloads it, the
    // public does not; another event without the company is not in the timekeeper's grid.
    let draft = create(
        &app,
        &admin,
        event_input(&app, "Neveřejný závod", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let mut untimed = event_input(&app, "Závod bez časomíry", "B", "2027-01-06T23:59:00+01:00");
    untimed["timekeepingCompanyId"] = Value::Null;
    let untimed = create(&app, &admin, untimed).await["event"]["id"]
        .as_i64()
        .unwrap();
    ok(&gql(
        &app,
        &admin,
        &with_fields(PUBLISH),
        json!({ "id": untimed, "status": "PUBLISHED" }),
    )
    .await);
    let draft_csv = format!("/api/public/export/racing/event/{draft}/registration-csv");
    assert_eq!(
        app.get(&draft_csv, &public).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(&draft_csv, &timekeeper).await.status,
        StatusCode::OK
    );
    let grid = gql(
        &app,
        &timekeeper,
        "query RacingEvents { racingEvents { totalCount nodes { id } } }",
        Value::Null,
    )
    .await;
    let ids: Vec<i64> = ok(&grid)["racingEvents"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["id"].as_i64().unwrap())
        .collect();
    assert!(ids.contains(&id) && ids.contains(&draft), "{ids:?}");
    assert!(!ids.contains(&untimed), "only its own events: {ids:?}");
    let companies = gql(
        &app,
        &timekeeper,
        "query TimekeepingCompanies { timekeepingCompanies { id name access } }",
        Value::Null,
    )
    .await;
    assert_eq!(
        ok(&companies)["timekeepingCompanies"],
        json!([{ "id": app.fixture.company, "name": "Časomíra Test", "access": "READ" }])
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_ical_feed_is_the_public_calendar(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let public = Cookies::default();
    let published = open_event(&app, &admin, "Český pohár, Bedřichov; sprint", "B").await;
    let draft = create(
        &app,
        &admin,
        event_input(&app, "Tajný závod", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let feed = app.get("/api/calendar/cc.ics", &public).await;
    assert_eq!(feed.status, StatusCode::OK);
    assert_eq!(feed.headers["content-type"], "text/calendar; charset=utf-8");
    let text = feed.text();
    assert!(text.starts_with("BEGIN:VCALENDAR\r\n"));
    assert!(text.contains(&format!("UID:stopa-event-{published}@")));
    assert!(
        text.contains("SUMMARY:Český pohár\\, Bedřichov\\; sprint"),
        "{text}"
    );
    assert!(text.contains("DTSTART;VALUE=DATE:20270109"));
    assert!(text.contains("DTEND;VALUE=DATE:20270111"));
    assert!(
        !text.contains(&format!("stopa-event-{draft}@")),
        "drafts are not in the feed"
    );
    assert!(text.lines().all(|line| line.len() <= 75));
    let all = app.get("/api/calendar/vse.ics", &public).await.text();
    assert!(all.contains(&format!("UID:stopa-event-{published}@")));
    let alpine = app.get("/api/calendar/al.ics", &public).await.text();
    assert!(
        !alpine.contains("BEGIN:VEVENT"),
        "another department's feed"
    );
    assert_eq!(
        app.get("/api/calendar/xx.ics", &public).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get("/api/calendar/cc.txt", &public).await.status,
        StatusCode::NOT_FOUND
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn documents_are_checked_by_their_bytes(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let team_no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    let public = Cookies::default();
    let id = open_event(&app, &admin, "Pohár s rozpisem", "B").await;
    let operations = |kind: &str| {
        json!({
            "query": "mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) { uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id kind kindLabel title fileName url size } }",
            "variables": { "racingEventId": id, "kind": kind, "title": null, "file": null }
        })
    };
    let pdf = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";
    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &operations("PROPOSITION"),
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    let document = ok(&answer)["uploadRacingEventDocument"].clone();
    assert_eq!(document["title"], "Rozpis");
    let url = document["url"].as_str().unwrap().to_owned();
    let download = app.get(&url, &public).await;
    assert_eq!(download.status, StatusCode::OK);
    assert_eq!(download.headers["content-type"], "application/pdf");
    assert_eq!(
        download.headers["content-security-policy"],
        "default-src 'none'"
    );
    assert_eq!(download.body, pdf.to_vec());

    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        b"MZ\x90\x00program",
    )
    .await
    .json();
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert!(
        message(&answer).starts_with("Soubor se nepodařilo nahrát"),
        "{answer}"
    );
    let answer = upload(
        &app,
        &team_no_flags,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    assert_eq!(code(&answer), Some("FORBIDDEN"));
    let answer = upload(
        &app,
        &public,
        "UploadRacingEventDocument",
        &operations("OTHER"),
        "rozpis.pdf",
        pdf,
    )
    .await;
    assert_ne!(
        answer.status,
        StatusCode::OK,
        "no uploads without logging in"
    );

    // A draft's documents are not public.
    let draft = create(
        &app,
        &admin,
        event_input(&app, "Návrh s rozpisem", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let mut draft_operations = operations("PROPOSITION");
    draft_operations["variables"]["racingEventId"] = json!(draft);
    let answer = upload(
        &app,
        &team,
        "UploadRacingEventDocument",
        &draft_operations,
        "rozpis.pdf",
        pdf,
    )
    .await
    .json();
    let draft_url = ok(&answer)["uploadRacingEventDocument"]["url"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        app.get(&draft_url, &public).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.get(&draft_url, &team).await.status, StatusCode::OK);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_event_form_reports_every_problem_at_once(pool: PgPool) {
    let app = race_app(pool).await;
    let team = app.login(accounts::TEAM).await;
    let mut input = event_input(&app, "", "B", "2027-01-06T23:59:00+01:00");
    input["organiserClubId"] = Value::Null;
    let mut bad_races = races();
    bad_races[0]["raceDate"] = json!("2027-02-01");
    let answer = gql(
        &app,
        &team,
        &with_fields(CREATE),
        json!({ "input": input, "races": bad_races }),
    )
    .await;
    assert_eq!(code(&answer), Some("VALIDATION"), "{answer}");
    let fields: Vec<&str> = answer["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap())
        .collect();
    assert!(fields.contains(&"name"), "{fields:?}");
    assert!(fields.contains(&"organiserClubId"), "{fields:?}");
    assert!(
        fields.iter().any(|field| field.starts_with("races.0")),
        "{fields:?}"
    );
    let public = gql(
        &app,
        &Cookies::default(),
        &with_fields(CREATE),
        json!({ "input": input, "races": bad_races }),
    )
    .await;
    assert_eq!(
        code(&public),
        Some("UNAUTHENTICATED"),
        "nothing is checked for a visitor"
    );
}
