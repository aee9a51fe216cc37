//! The staff workspace: the global search as every identity type (each finds only what its
//! lists show), and the overview's worklists and lists for the roles that have them, read back
//! through GraphQL.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use chrono::{Days, Utc};
use serde_json::{Value, json};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, cookies_of, gql, ok};

use crate::racing_event::{
    ENTER_CLUB, PUBLISH, STATE, create, event_input, race_app, racer, with_fields,
};

const SEARCH: &str = "query GlobalSearch($text: String!) { globalSearch(text: $text) { members { id registrationNumber firstName lastName birthYear clubName } moreMembers clubs { id code name regionName } moreClubs events { id name place dateFrom dateTo } moreEvents } }";
const OVERVIEW: &str = "query WorkspaceOverview { workspaceOverview { counts { item label count capped } resultWork { racingEventId name unsignedRaces publishedRaces lastUploadAt lastUploadFailed } entryDeadlines { racingEventId name clubEntries registrationDeadline } ownEntries { racingEventId eventName raceName categoryName bib state } evidenceSeasonName } }";

/// Every identity type, with its account (None: the public).
const IDENTITIES: [(&str, Option<&str>); 9] = [
    ("public", None),
    ("admin", Some(accounts::ADMIN)),
    ("team", Some(accounts::TEAM)),
    ("team0", Some(accounts::TEAM_NO_FLAGS)),
    ("area", Some(accounts::AREA)),
    ("area0", Some(accounts::AREA_NO_FLAGS)),
    ("section", Some(accounts::SECTION)),
    ("timekeeper", Some(accounts::TIMEKEEPER)),
    ("person", Some(accounts::PERSON)),
];

/// "members|clubs|events" of a search answer, names joined by "+", or the error code.
fn found(answer: &Value) -> String {
    if let Some(code) = code(answer) {
        return code.to_owned();
    }
    let result = &answer["data"]["globalSearch"];
    let names = |kind: &str, name: &dyn Fn(&Value) -> String| {
        result[kind]
            .as_array()
            .unwrap()
            .iter()
            .map(name)
            .collect::<Vec<_>>()
            .join("+")
    };
    format!(
        "{}|{}|{}",
        names("members", &|m| format!(
            "{} {}",
            m["lastName"].as_str().unwrap(),
            m["birthYear"]
        )),
        names("clubs", &|c| c["code"].as_str().unwrap().to_owned()),
        names("events", &|e| e["name"].as_str().unwrap().to_owned()),
    )
}

/// A cross-country event of club A, timed by the fixture's company, ten days from today, its
/// entries closing in three days; published with entries open when `open`.
async fn soon_event(app: &TestApp, admin: &Cookies, name: &str, open: bool) -> i64 {
    let today = stopa_domain::time::today();
    let day = today.checked_add_days(Days::new(10)).unwrap();
    let deadline = Utc::now().checked_add_days(Days::new(3)).unwrap();
    let mut input = event_input(app, name, "A", &deadline.to_rfc3339());
    input["dateFrom"] = json!(day);
    input["dateTo"] = json!(day);
    let mut races = crate::racing_event::races();
    races[0]["raceDate"] = json!(day);
    let answer = gql(
        app,
        admin,
        &with_fields(crate::racing_event::CREATE),
        json!({ "input": input, "races": races }),
    )
    .await;
    let id = ok(&answer)["createRacingEvent"]["event"]["id"]
        .as_i64()
        .unwrap();
    if open {
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
    }
    id
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_search_finds_only_what_each_identity_may_open(pool: sqlx::PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    // A draft of club A (nobody published it) and an event in the public calendar.
    create(
        &app,
        &admin,
        event_input(&app, "Liberecký sprint", "A", "2027-01-06T23:59:00+01:00"),
    )
    .await;
    soon_event(&app, &admin, "Liberecká desítka", true).await;

    let mut seen = Vec::new();
    for (name, account) in IDENTITIES {
        let cookies = cookies_of(&app, account).await;
        let mut line = vec![name.to_owned()];
        for text in ["nov", "liberec", "nov 2010"] {
            line.push(found(
                &gql(&app, &cookies, SEARCH, json!({ "text": text })).await,
            ));
        }
        seen.push(line.join(" / "));
    }
    // Events come newest first (the events grid's order); an area or a section without
    // RACE_MANAGER, and a member, read only the public calendar.
    assert_eq!(
        seen,
        [
            "public / UNAUTHENTICATED / UNAUTHENTICATED / UNAUTHENTICATED",
            "admin / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "team / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "team0 / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "area / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "area0 / Novák 1992+Nováková 2010|| / |LBSK|Liberecká desítka / Nováková 2010||",
            "section / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "timekeeper / Novák 1992+Nováková 2010|| / |LBSK|Liberecký sprint+Liberecká desítka / Nováková 2010||",
            "person / || / ||Liberecká desítka / ||",
        ]
    );

    // A registration number finds its member exactly, within the list's scope only.
    let number = |member_id: i64| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i32>(
                "select registration_number from member where member_id = $1",
            )
            .bind(member_id)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let jan = number(app.fixture.jan_novak.member_id).await;
    let petr = number(app.fixture.petr_dvorak.member_id).await;
    let team = app.login(accounts::TEAM).await;
    let by_number = |text: String, cookies: Cookies| {
        let app = &app;
        async move { found(&gql(app, &cookies, SEARCH, json!({ "text": text })).await) }
    };
    assert_eq!(
        by_number(jan.to_string(), team.clone()).await,
        "Novák 1992||"
    );
    assert_eq!(by_number(petr.to_string(), team.clone()).await, "||");
    assert_eq!(
        by_number(petr.to_string(), admin.clone()).await,
        "Dvořák 2005||"
    );

    // Too long a text is refused in Czech; nothing shorter than two characters is searched.
    let long = gql(&app, &admin, SEARCH, json!({ "text": "x".repeat(101) })).await;
    assert_eq!(code(&long), Some("VALIDATION"));
    assert_eq!(by_number("n".to_owned(), admin.clone()).await, "||");
}

/// The counts of an overview as "ITEM=count".
fn counts(overview: &Value) -> Vec<String> {
    overview["counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|count| format!("{}={}", count["item"].as_str().unwrap(), count["count"]))
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn each_role_sees_what_waits_for_it(pool: sqlx::PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    // A draft awaiting publication; an open event whose entries close in three days, where
    // club A enters an athlete and the timekeeper's first upload left a draft result race.
    create(
        &app,
        &admin,
        event_input(&app, "Liberecký sprint", "A", "2027-01-06T23:59:00+01:00"),
    )
    .await;
    let open = soon_event(&app, &admin, "Liberecká desítka", true).await;
    let athlete = racer(&app, ("Tomáš", "Rychlý"), "MALE", 2010, true, true).await;
    // Jan Novák (the Person account) races too: an athlete of cross-country who paid.
    let jan = app.fixture.jan_novak.member_id;
    sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from)
         values ($1, $2, 'ATHLETE', '2020-01-01')",
    )
    .bind(jan)
    .bind(app.fixture.department_cc)
    .execute(&app.pool)
    .await
    .unwrap();
    for member in [athlete, jan] {
        sqlx::query(
            "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
             select $1, $2, evidence_season_id, 50000, '2026-11-01' from evidence_season
             where year in (2026, 2027)
             on conflict do nothing",
        )
        .bind(member)
        .bind(app.fixture.club_a)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    let race: i64 = sqlx::query_scalar("select race_id from race where racing_event_id = $1")
        .bind(open)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let team = app.login(accounts::TEAM).await;
    let entered = gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": open, "clubId": app.fixture.club_a, "entries": [
            { "memberId": athlete, "raceId": race },
            { "memberId": jan, "raceId": race },
        ] }),
    )
    .await;
    for outcome in ok(&entered)["enterClubAthletes"].as_array().unwrap() {
        assert_eq!(outcome["code"], Value::Null, "{entered}");
    }
    sqlx::query(
        "insert into result_race (racing_event_id, source_key, name) values ($1, 'sprint', 'Sprint volně')",
    )
    .bind(open)
    .execute(&app.pool)
    .await
    .unwrap();

    let overview = |account: Option<&'static str>| {
        let app = &app;
        async move {
            let cookies = cookies_of(app, account).await;
            gql(app, &cookies, OVERVIEW, json!({})).await
        }
    };
    assert_eq!(code(&overview(None).await), Some("UNAUTHENTICATED"));

    let answer = overview(Some(accounts::ADMIN)).await;
    let admin_view = &ok(&answer)["workspaceOverview"];
    assert_eq!(
        counts(admin_view),
        [
            "EVENTS_AWAITING_PUBLICATION=1",
            "EVENT_SUGGESTIONS=0",
            "PAIRING_SUGGESTIONS=0",
            "BIRTH_NUMBER_PROBLEMS=0",
            "UNRESOLVED_ADDRESSES=0",
            "FIS_PROPOSALS=0",
            "CLUB_REQUESTS=0",
            "PAYMENTS_TO_REVIEW=0",
            "OPEN_ORDERS=0",
            "TRANSFERS_WAITING=0",
        ]
    );
    assert_eq!(
        admin_view["counts"][0]["label"],
        "Závody čekající na zveřejnění"
    );
    assert_eq!(admin_view["resultWork"][0]["name"], "Liberecká desítka");
    assert_eq!(admin_view["resultWork"][0]["unsignedRaces"], 1);

    // The section publishes its department's events; the area of region A does not.
    let answer = overview(Some(accounts::SECTION)).await;
    let section = &ok(&answer)["workspaceOverview"];
    assert_eq!(counts(section)[0], "EVENTS_AWAITING_PUBLICATION=1");
    assert_eq!(section["resultWork"].as_array().unwrap().len(), 1);

    // Club A's manager: its entries, the week's deadline with its one entry, the members
    // without this season's fee; its event's result race waits for its sign-off.
    let answer = overview(Some(accounts::TEAM)).await;
    let club = &ok(&answer)["workspaceOverview"];
    let club_counts = counts(club);
    assert!(
        club_counts.contains(&"UPCOMING_ENTRIES=2".to_owned()),
        "{club_counts:?}"
    );
    assert!(
        !club_counts
            .iter()
            .any(|count| count.starts_with("EVENTS_AWAITING")),
        "{club_counts:?}"
    );
    assert_eq!(club["entryDeadlines"][0]["name"], "Liberecká desítka");
    assert_eq!(club["entryDeadlines"][0]["clubEntries"], 2);
    assert_eq!(club["resultWork"][0]["unsignedRaces"], 1);

    // The timekeeper sees its events around today and what it delivered.
    let answer = overview(Some(accounts::TIMEKEEPER)).await;
    let timekeeper = &ok(&answer)["workspaceOverview"];
    assert_eq!(counts(timekeeper), Vec::<String>::new());
    let events: Vec<&str> = timekeeper["resultWork"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["name"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["Liberecká desítka"]);

    // Jan Novák sees his own entry, and no worklist.
    let answer = overview(Some(accounts::PERSON)).await;
    let person = &ok(&answer)["workspaceOverview"];
    assert_eq!(counts(person), Vec::<String>::new());
    assert_eq!(
        person["ownEntries"],
        json!([{ "racingEventId": open, "eventName": "Liberecká desítka", "raceName": "Sprint volně", "categoryName": "Muži", "bib": null, "state": "ENTERED" }])
    );
    assert_eq!(person["resultWork"], json!([]));
}
