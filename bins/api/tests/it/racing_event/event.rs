//! Events: every operation as every identity type, the state transitions, publication with its
//! calendar labels, suggestions.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use super::{
    CALENDAR, CREATE, ENTRIES, EVENT, Expected, IDENTITIES, PUBLISH, STATE, create, event_input,
    message, open_event, race_app, races, with_fields,
};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, code, gql, ok};

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
            "read the start lists",
            "query StartLists($racingEventId: Int!) { startLists(racingEventId: $racingEventId) { canManage } }".to_owned(),
            json!({ "racingEventId": published }),
            ["OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK", "OK"],
        ),
        (
            "choose how a race starts",
            "mutation SaveStartList($input: StartListInput!) { saveStartList(input: $input) }".to_owned(),
            json!({ "input": { "racingEventId": published, "raceId": 0, "mode": "INTERVAL", "firstStart": "10:00:00", "intervalSeconds": 30 } }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            // Taken back: the rows before enter athletes without bibs, whom publishing refuses.
            "take a start list back",
            "mutation PublishStartList($racingEventId: Int!, $raceId: Int!) { publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: false) }".to_owned(),
            json!({ "racingEventId": published, "raceId": 0 }),
            ["UNAUTHENTICATED", "OK", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "OK", "FORBIDDEN", "FORBIDDEN"],
        ),
        (
            "read the start lists of a draft",
            "query StartLists($racingEventId: Int!) { startLists(racingEventId: $racingEventId) { canManage } }".to_owned(),
            json!({ "racingEventId": draft }),
            ["NOT_FOUND", "OK", "OK", "OK", "OK", "NOT_FOUND", "OK", "OK", "NOT_FOUND"],
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
            if variables["raceId"] == json!(0) {
                variables["raceId"] = json!(race_id);
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

/// An event's region when its form chooses none: the region of the clubs seated in the place's
/// municipality, else the organising club's; abroad none (issue 29).
#[sqlx::test(migrations = "../../migrations")]
async fn an_events_region_comes_from_its_place(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    // Club B (region B) is seated in Bedřichov; club A (region A) organises.
    sqlx::query("update club set municipality = 'Bedřichov' where club_id = $1")
        .bind(app.fixture.club_b)
        .execute(&app.pool)
        .await
        .unwrap();
    let region = |input: Value| {
        let app = &app;
        let admin = &admin;
        async move { create(app, admin, input).await["event"]["regionId"].clone() }
    };
    let input = event_input(&app, "Bedřichovská 30", "B", "2027-01-06T23:59:00+01:00");
    assert_eq!(
        region(input.clone()).await,
        json!(app.fixture.region_b),
        "the place's municipality, written in any case"
    );
    let mut elsewhere = input.clone();
    elsewhere["place"] = json!("Horní Dolní");
    assert_eq!(
        region(elsewhere).await,
        json!(app.fixture.region_a),
        "the organising club's"
    );
    let mut abroad = input.clone();
    abroad["place"] = json!("Muonio");
    abroad["country"] = json!("FI");
    assert_eq!(region(abroad).await, Value::Null, "abroad: none");
    let mut chosen = input;
    chosen["country"] = json!("FI");
    chosen["regionId"] = json!(app.fixture.region_a);
    assert_eq!(
        region(chosen).await,
        json!(app.fixture.region_a),
        "a chosen region stays"
    );
}
