//! E-mail notifications about racing events (`stopa_domain::notification`): entries and
//! withdrawals to the club's managers and the athlete, a published event's new dates to the
//! entrants' clubs, published results to the paired athletes, entry deadlines two days ahead;
//! each notice run twice sends once; a kind switched off on `/evidence/oznameni` (read back as
//! every identity type) sends nothing to that account.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_app::job::Notify;
use stopa_app::notification::{deliver, run_entry_deadline_reminders};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, gql, ok};

use crate::racing_event::{
    ENTER_CLUB, EVENT, event_input, make_racer, open_event, race_app, racer, with_fields,
};

const SETTINGS: &str = "query NotificationSettings { notificationSettings { kind label enabled } }";
const SET: &str = "mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) { setNotification(kind: $kind, enabled: $enabled) { kind enabled } }";

/// Runs every notice recorded since job `after` (twice: the second sends nothing) and returns
/// the id of the last job.
async fn run_notices(app: &TestApp, after: i64) -> i64 {
    let notices: Vec<(i64, Value)> = sqlx::query_as(
        "select job_id, payload from job where kind = 'notify' and job_id > $1 order by job_id",
    )
    .bind(after)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    for (_, payload) in &notices {
        let notify: Notify = serde_json::from_value(payload.clone()).unwrap();
        deliver(&app.services, &notify.notice).await.unwrap();
        let again = deliver(&app.services, &notify.notice).await.unwrap();
        assert_eq!(again.emails, 0, "a notice run twice sends once: {payload}");
    }
    last_job(app).await
}

async fn last_job(app: &TestApp) -> i64 {
    sqlx::query_scalar("select coalesce(max(job_id), 0) from job")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// The e-mails recorded since job `after`: (to, subject, text), in order.
async fn mails(app: &TestApp, after: i64) -> Vec<(String, String, String)> {
    sqlx::query_as(
        "select payload->>'to', payload->>'subject', payload->>'text' from job
         where kind = 'send_email' and job_id > $1 order by job_id",
    )
    .bind(after)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

fn to_of(mails: &[(String, String, String)], email: &str) -> Vec<(String, String)> {
    mails
        .iter()
        .filter(|(to, ..)| to == email)
        .map(|(_, subject, text)| (subject.clone(), text.clone()))
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn entries_dates_results_and_deadlines_reach_whom_they_concern_once(pool: PgPool) {
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let person = app.login(accounts::PERSON).await;
    let jan = app.fixture.jan_novak.member_id;
    make_racer(&app, jan).await;
    let eva = racer(&app, ("Eva", "Malá"), "FEMALE", 2010, true, true).await;
    let event = open_event(&app, &admin, "Jizerský sprint", "A").await;
    let race = ok(&gql(&app, &admin, &with_fields(EVENT), json!({ "id": event })).await)
        ["racingEvent"]["races"][0]["id"]
        .as_i64()
        .unwrap();

    // Entered by the club: its manager hears of both, Jan's own account of Jan only.
    let start = last_job(&app).await;
    let entered = ok(&gql(
        &app,
        &team,
        ENTER_CLUB,
        json!({ "racingEventId": event, "clubId": app.fixture.club_a, "entries": [
            { "memberId": jan, "raceId": race }, { "memberId": eva, "raceId": race }
        ] }),
    )
    .await)["enterClubAthletes"]
        .clone();
    let jan_entry = entered[0]["raceEntryId"].as_i64().unwrap();
    assert!(entered[1]["raceEntryId"].is_i64(), "{entered}");
    let done = run_notices(&app, start).await;
    let sent = mails(&app, start).await;
    let to_team = to_of(&sent, accounts::TEAM);
    assert_eq!(to_team.len(), 1, "one e-mail for the whole entry: {sent:?}");
    assert_eq!(to_team[0].0, "SLČR – přihláška na závod Jizerský sprint");
    assert!(
        to_team[0]
            .1
            .contains("- Jan Novák (1992) – Sprint volně, Muži, 9. 1. 2027\n")
    );
    assert!(
        to_team[0]
            .1
            .contains("- Eva Malá (2010) – Sprint volně, Dorostenky, 9. 1. 2027\n")
    );
    assert!(
        to_team[0]
            .1
            .contains(&format!("/evidence/zavody/{event}/prihlaseni-zavodnici"))
    );
    assert!(to_team[0].1.contains("/evidence/oznameni\n"));
    let to_jan = to_of(&sent, accounts::PERSON);
    assert_eq!(to_jan.len(), 1, "{sent:?}");
    assert!(to_jan[0].1.contains("Jan Novák") && !to_jan[0].1.contains("Eva Malá"));
    assert!(
        to_jan[0].1.contains("/evidence/clen/moje-zavody\n"),
        "the athlete's link opens whatever the event's publication"
    );
    assert!(
        to_of(&sent, accounts::TEAM_NO_FLAGS).is_empty(),
        "a manager who does not enter athletes hears nothing"
    );

    // Jan switches entries off: his withdrawal reaches the club only.
    let settings = ok(&gql(
        &app,
        &person,
        SET,
        json!({ "kind": "ENTRY", "enabled": false }),
    )
    .await)["setNotification"]
        .clone();
    assert_eq!(settings[0], json!({ "kind": "ENTRY", "enabled": false }));
    let read = ok(&gql(&app, &person, SETTINGS, json!({})).await)["notificationSettings"].clone();
    assert_eq!(read[0]["enabled"], false);
    assert_eq!(read[0]["label"], "Přihlášky a odhlášky");
    assert_eq!(
        read[3],
        json!({ "kind": "RESULTS", "label": "Zveřejněné výsledky", "enabled": true })
    );
    ok(&gql(
        &app,
        &team,
        "mutation WithdrawEntry($id: Int!) { withdrawEntry(id: $id) }",
        json!({ "id": jan_entry }),
    )
    .await);
    let start = done;
    let done = run_notices(&app, start).await;
    let sent = mails(&app, start).await;
    assert_eq!(
        sent.iter()
            .map(|(to, subject, _)| (to.as_str(), subject.as_str()))
            .collect::<Vec<_>>(),
        vec![(accounts::TEAM, "SLČR – odhláška ze závodu Jizerský sprint")]
    );

    // New dates of the published event: the club with an athlete entered (Eva) hears of them.
    let mut input = event_input(&app, "Jizerský sprint", "A", "2027-01-06T23:59:00+01:00");
    input["dateFrom"] = json!("2027-01-09");
    input["dateTo"] = json!("2027-01-11");
    ok(&gql(
        &app,
        &admin,
        &with_fields("mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) { updateRacingEvent(id: $id, input: $input) { EVENT } }"),
        json!({ "id": event, "input": input }),
    )
    .await);
    let start = done;
    let done = run_notices(&app, start).await;
    let sent = mails(&app, start).await;
    let to_team = to_of(&sent, accounts::TEAM);
    assert_eq!(to_team.len(), 1, "{sent:?}");
    assert_eq!(to_team[0].0, "SLČR – změna termínu: Jizerský sprint");
    assert!(
        to_team[0]
            .1
            .contains("má nový termín: 9.–11. 1. 2027.\nPůvodní termín: 9.–10. 1. 2027.")
    );
    assert!(to_of(&sent, accounts::PERSON).is_empty());

    // Published results: the paired athlete hears of them (his results kind is on).
    let result_race: i64 = sqlx::query_scalar(
        "insert into result_race (racing_event_id, source_key, name, race_date, status)
         values ($1, 'test', 'Sprint volně – muži', '2027-01-09', 'CHECKED') returning result_race_id",
    )
    .bind(event)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into result_row (result_race_id, ordinal, last_name, first_name, status, member_id, pairing)
         values ($1, 1, 'Novák', 'Jan', 'QLF', $2, 'MANUAL'), ($1, 2, 'Novák', 'Honza', 'QLF', null, null)",
    )
    .bind(result_race)
    .bind(jan)
    .execute(&app.pool)
    .await
    .unwrap();
    ok(&gql(
        &app,
        &admin,
        "mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) { changeResultRaceStatus(id: $id, status: $status) { race { id } } }",
        json!({ "id": result_race, "status": "PUBLISHED" }),
    )
    .await);
    let start = done;
    let done = run_notices(&app, start).await;
    let sent = mails(&app, start).await;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].0, accounts::PERSON);
    assert_eq!(
        sent[0].1,
        "SLČR – výsledky: Sprint volně – muži (Jizerský sprint)"
    );
    assert!(sent[0].2.contains(&format!(
        "/evidence/zavody/{event}/vysledky/{result_race}/vysledky"
    )));

    // Paired by hand after the publication: the athlete is told now, nobody again.
    sqlx::query("update result_row set member_id = null, pairing = null where result_race_id = $1 and ordinal = 1")
        .bind(result_race)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("delete from notification_sent where subject = $1")
        .bind(format!("result_race:{result_race}"))
        .execute(&app.pool)
        .await
        .unwrap();
    ok(&gql(
        &app,
        &admin,
        "mutation PairResultRow($race: Int!, $ordinal: Int!, $member: Int!) { pairResultRow(resultRaceId: $race, ordinal: $ordinal, memberId: $member) }",
        json!({ "race": result_race, "ordinal": 2, "member": jan }),
    )
    .await);
    let start = done;
    let done = run_notices(&app, start).await;
    let sent = mails(&app, start).await;
    assert_eq!(
        sent.iter()
            .map(|(to, subject, _)| (to.as_str(), subject.as_str()))
            .collect::<Vec<_>>(),
        vec![(
            accounts::PERSON,
            "SLČR – výsledky: Sprint volně – muži (Jizerský sprint)"
        )]
    );

    // The log forgets old addresses (the worker's hourly purge).
    sqlx::query("update notification_sent set created_at = now() - interval '401 days' where kind = 'RESULTS'")
        .execute(&app.pool)
        .await
        .unwrap();
    let purged =
        stopa_db::notification::purge_sent(&app.pool, stopa_app::notification::SENT_LOG_DAYS)
            .await
            .unwrap();
    assert_eq!(purged, 1);

    // The deadline two days ahead: the club whose athletes fit the categories, once.
    let in_two_days = stopa_domain::time::today() + chrono::Days::new(2);
    sqlx::query(
        "update racing_event set registration_deadline =
             ($2::date + time '20:00') at time zone 'Europe/Prague'
         where racing_event_id = $1",
    )
    .bind(event)
    .bind(in_two_days)
    .execute(&app.pool)
    .await
    .unwrap();
    let start = done;
    let first = run_entry_deadline_reminders(&app.services).await.unwrap();
    let again = run_entry_deadline_reminders(&app.services).await.unwrap();
    assert_eq!(again.emails, 0, "a deadline is reminded of once");
    let sent = mails(&app, start).await;
    assert_eq!(sent.len(), first.emails);
    let to_team = to_of(&sent, accounts::TEAM);
    assert_eq!(to_team.len(), 1, "{sent:?}");
    assert_eq!(to_team[0].0, "SLČR – uzávěrka přihlášek: Jizerský sprint");
    assert!(to_team[0].1.contains(&format!(
        "se uzavírají {} v 20:00.",
        stopa_formats::czech::date(in_two_days)
    )));
    assert!(
        to_team[0]
            .1
            .contains(&format!("/evidence/zavody/{event}/prihlaska/klub"))
    );
    assert!(
        sent.iter().all(|(to, ..)| to == accounts::TEAM),
        "only club A's manager who enters athletes: {sent:?}"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn notification_settings_are_each_accounts_own(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let answer = gql(&app, &Cookies::default(), SETTINGS, json!({})).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{answer}"
    );
    let answer = gql(
        &app,
        &Cookies::default(),
        SET,
        json!({ "kind": "RESULTS", "enabled": false }),
    )
    .await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    for email in [
        accounts::ADMIN,
        accounts::TEAM,
        accounts::TEAM_NO_FLAGS,
        accounts::AREA,
        accounts::AREA_NO_FLAGS,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(email).await;
        let read =
            ok(&gql(&app, &cookies, SETTINGS, json!({})).await)["notificationSettings"].clone();
        assert_eq!(read.as_array().unwrap().len(), 4, "{email}");
        assert!(
            read.as_array()
                .unwrap()
                .iter()
                .all(|kind| kind["enabled"] == true),
            "{email}: every kind is on, whatever another account switched off"
        );
        let after = ok(&gql(
            &app,
            &cookies,
            SET,
            json!({ "kind": "EVENT_CHANGE", "enabled": false }),
        )
        .await)["setNotification"]
            .clone();
        assert_eq!(
            after[2],
            json!({ "kind": "EVENT_CHANGE", "enabled": false }),
            "{email}"
        );
        // Switching it off again changes nothing and says the same.
        let again = ok(&gql(
            &app,
            &cookies,
            SET,
            json!({ "kind": "EVENT_CHANGE", "enabled": false }),
        )
        .await)["setNotification"]
            .clone();
        assert_eq!(again, after);
    }
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'account' and action = 'notification'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 8, "each switch once in the audit log");
}
