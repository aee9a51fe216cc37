//! Entries: eligibility in the spec's order, self entries, deadlines, entry management, the four
//! entry downloads and a timekeeper's scope.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use super::{
    ENTER_CLUB, ENTRIES, EVENT, PUBLISH, STATE, create, event_input, message, open_event, race_app,
    racer, with_fields,
};
use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, code, gql, ok};

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
