//! Transfers and hostings: every step as every identity type (allowed and refused), a transfer
//! taking effect (memberships, roles outside the new club's departments, fees left alone),
//! two requests of one member at once, a hosted athlete entered by its host club, the hourly
//! run (run twice), and the GraphQL surface with the clubs' e-mails.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use chrono::{Days, NaiveDate};
use serde_json::json;
use sqlx::PgPool;
use stopa_app::transfer::{
    ChangeTransfer, RequestTransfer, change_transfer, request_transfer, run_due_transfers, transfer,
};
use stopa_app::{Actor, AppError};
use stopa_domain::transfer::{TransferAction, TransferKind, TransferState};
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, gql, grant, ok};

use super::racing_event::{ENTER_CLUB, open_event, race_app, racer};

fn today() -> NaiveDate {
    stopa_domain::time::today()
}

/// The fixture with transfer rights: club A's team and club B's team (`MULTI`) hold
/// CREATE_APPROVE_TRANSFER, region A's area and the cross-country section TRANSFER_MANAGER
/// (the `-bez` accounts hold nothing).
async fn transfer_app(app: &TestApp) {
    grant(&app.pool, accounts::TEAM, &["CREATE_APPROVE_TRANSFER"]).await;
    grant(&app.pool, accounts::MULTI, &["CREATE_APPROVE_TRANSFER"]).await;
    grant(&app.pool, accounts::AREA, &["TRANSFER_MANAGER"]).await;
    grant(&app.pool, accounts::SECTION, &["TRANSFER_MANAGER"]).await;
}

/// Every actor with its column name (as in the payments tables).
async fn actors(app: &TestApp) -> Vec<(&'static str, Actor)> {
    vec![
        ("pub", Actor::anonymous("127.0.0.1")),
        ("adm", app.actor(accounts::ADMIN).await),
        ("per", app.actor(accounts::PERSON).await),
        ("tk", app.actor(accounts::TIMEKEEPER).await),
        ("team", app.actor(accounts::TEAM).await),
        ("team0", app.actor(accounts::TEAM_NO_FLAGS).await),
        ("area", app.actor(accounts::AREA).await),
        ("area0", app.actor(accounts::AREA_NO_FLAGS).await),
        ("sec", app.actor(accounts::SECTION).await),
        ("teamB", app.actor(accounts::MULTI).await),
    ]
}

fn outcome<T>(result: &Result<T, AppError>) -> String {
    match result {
        Ok(_) => "ok".to_owned(),
        Err(error) => error.code().as_str().to_owned(),
    }
}

/// Petr Dvořák (club B) asked to club A in cross-country, from `valid_from`.
fn petr_to_a(app: &TestApp, kind: TransferKind, valid_from: NaiveDate) -> RequestTransfer {
    RequestTransfer {
        kind,
        member_id: app.fixture.petr_dvorak.member_id,
        to_club_id: app.fixture.club_a,
        department_id: app.fixture.department_cc,
        valid_from,
        valid_to: (kind == TransferKind::Hosting)
            .then(|| valid_from.checked_add_days(Days::new(90)).unwrap()),
        note: "Stěhuje se do Liberce.".to_owned(),
    }
}

async fn forget_inquiries(pool: &PgPool) {
    sqlx::query("delete from transfer_inquiry_event")
        .execute(pool)
        .await
        .unwrap();
    sqlx::query("delete from transfer_inquiry")
        .execute(pool)
        .await
        .unwrap();
}

async fn set_state(pool: &PgPool, id: i64, state: &str) {
    sqlx::query(
        "update transfer_inquiry set state = $2, reason = null, requested_by_identity_id = null
         where transfer_inquiry_id = $1",
    )
    .bind(id)
    .bind(state)
    .execute(pool)
    .await
    .unwrap();
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_step_as_every_identity_type(pool: PgPool) {
    let app = TestApp::new(pool).await;
    transfer_app(&app).await;
    let actors = actors(&app).await;
    let admin = app.actor(accounts::ADMIN).await;
    let tomorrow = today().checked_add_days(Days::new(1)).unwrap();

    // Asking: the receiving club's managers with the flag, the federation in scope, Admin.
    let mut asked = Vec::new();
    for (name, actor) in &actors {
        let result = request_transfer(
            &app.services,
            actor,
            petr_to_a(&app, TransferKind::Transfer, tomorrow),
        )
        .await;
        asked.push(format!("{name}:{}", outcome(&result)));
        forget_inquiries(&app.pool).await;
    }
    assert_eq!(
        asked.join(" "),
        "pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:ok team0:FORBIDDEN \
         area:ok area0:FORBIDDEN sec:ok teamB:FORBIDDEN"
    );

    // Each step from the state it needs, as each actor.
    let id = request_transfer(
        &app.services,
        &admin,
        petr_to_a(&app, TransferKind::Transfer, tomorrow),
    )
    .await
    .unwrap()
    .id;
    let steps = [
        (TransferAction::Release, "REQUESTED", ""),
        (TransferAction::Approve, "RELEASED", ""),
        (
            TransferAction::Reject,
            "REQUESTED",
            "Dluží oddílové příspěvky.",
        ),
        (
            TransferAction::Reject,
            "RELEASED",
            "Dluží oddílové příspěvky.",
        ),
        (TransferAction::Withdraw, "RELEASED", ""),
        // A step the state does not allow is refused for everybody who sees the inquiry.
        (TransferAction::Approve, "REQUESTED", ""),
    ];
    let mut table = Vec::new();
    for (action, from, note) in steps {
        let mut row = vec![format!("{action:?}@{from}")];
        for (name, actor) in &actors {
            set_state(&app.pool, id, from).await;
            let result = change_transfer(
                &app.services,
                actor,
                ChangeTransfer {
                    transfer_inquiry_id: id,
                    action,
                    note: note.to_owned(),
                },
            )
            .await;
            row.push(format!("{name}:{}", outcome(&result)));
        }
        table.push(row.join(" "));
    }
    assert_eq!(
        table,
        [
            "Release@REQUESTED pub:UNAUTHENTICATED adm:ok per:NOT_FOUND tk:FORBIDDEN team:FORBIDDEN team0:FORBIDDEN area:ok area0:FORBIDDEN sec:ok teamB:ok",
            "Approve@RELEASED pub:UNAUTHENTICATED adm:ok per:NOT_FOUND tk:FORBIDDEN team:FORBIDDEN team0:FORBIDDEN area:ok area0:FORBIDDEN sec:ok teamB:FORBIDDEN",
            "Reject@REQUESTED pub:UNAUTHENTICATED adm:ok per:NOT_FOUND tk:FORBIDDEN team:FORBIDDEN team0:FORBIDDEN area:ok area0:FORBIDDEN sec:ok teamB:ok",
            "Reject@RELEASED pub:UNAUTHENTICATED adm:ok per:NOT_FOUND tk:FORBIDDEN team:FORBIDDEN team0:FORBIDDEN area:ok area0:FORBIDDEN sec:ok teamB:FORBIDDEN",
            "Withdraw@RELEASED pub:UNAUTHENTICATED adm:FORBIDDEN per:NOT_FOUND tk:FORBIDDEN team:ok team0:FORBIDDEN area:FORBIDDEN area0:FORBIDDEN sec:FORBIDDEN teamB:FORBIDDEN",
            "Approve@REQUESTED pub:UNAUTHENTICATED adm:VALIDATION per:NOT_FOUND tk:FORBIDDEN team:VALIDATION team0:VALIDATION area:VALIDATION area0:VALIDATION sec:VALIDATION teamB:VALIDATION",
        ]
    );
    // A rejection without a reason is refused before anything is read.
    set_state(&app.pool, id, "REQUESTED").await;
    let error = change_transfer(
        &app.services,
        &admin,
        ChangeTransfer {
            transfer_inquiry_id: id,
            action: TransferAction::Reject,
            note: "  ".to_owned(),
        },
    )
    .await
    .unwrap_err();
    assert_eq!(outcome::<()>(&Err(error)), "VALIDATION");

    // Who reads it: the clubs on both sides, the federation in scope; not a third party.
    let mut read = Vec::new();
    for (name, actor) in &actors {
        read.push(format!(
            "{name}:{}",
            outcome(&transfer(&app.services, actor, id).await)
        ));
    }
    assert_eq!(
        read.join(" "),
        "pub:UNAUTHENTICATED adm:ok per:NOT_FOUND tk:FORBIDDEN team:ok team0:ok area:ok \
         area0:ok sec:ok teamB:ok"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_transfer_moves_the_member_and_ends_roles_the_new_club_lacks(pool: PgPool) {
    let app = TestApp::new(pool).await;
    transfer_app(&app).await;
    let petr = app.fixture.petr_dvorak.member_id;
    // Petr races alpine for club B, whose fee for 2026 club B paid.
    sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from)
         values ($1, $2, 'ATHLETE', '2020-01-01')",
    )
    .bind(petr)
    .bind(app.fixture.department_al)
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on)
         select $1, $2, evidence_season_id, 30000, '2026-02-01' from evidence_season where year = 2026",
    )
    .bind(petr)
    .bind(app.fixture.club_b)
    .execute(&app.pool)
    .await
    .unwrap();

    let team_a = app.actor(accounts::TEAM).await;
    let team_b = app.actor(accounts::MULTI).await;
    let section = app.actor(accounts::SECTION).await;
    let asked = request_transfer(
        &app.services,
        &team_a,
        petr_to_a(&app, TransferKind::Transfer, today()),
    )
    .await
    .unwrap();
    assert_eq!(asked.state, TransferState::Requested);
    assert_eq!(asked.actions, [TransferAction::Withdraw]);
    let step = async |actor: &Actor, action| {
        change_transfer(
            &app.services,
            actor,
            ChangeTransfer {
                transfer_inquiry_id: asked.id,
                action,
                note: String::new(),
            },
        )
        .await
    };
    let released = step(&team_b, TransferAction::Release).await.unwrap();
    assert_eq!(released.state, TransferState::Released);
    assert_eq!(released.state_label, "Čeká na schválení svazem");
    let done = step(&section, TransferAction::Approve).await.unwrap();
    assert_eq!(done.state, TransferState::Done, "{done:?}");
    assert_eq!(done.ended_department_ids, [app.fixture.department_al]);
    let states: Vec<TransferState> = done.history.iter().map(|step| step.state).collect();
    assert_eq!(
        states,
        [
            TransferState::Requested,
            TransferState::Released,
            TransferState::Approved,
            TransferState::Done
        ]
    );
    assert_eq!(done.history[0].note, "Stěhuje se do Liberce.");

    // Memberships: club B until yesterday, club A from today.
    let memberships: Vec<(i64, NaiveDate, Option<NaiveDate>)> = sqlx::query_as(
        "select club_id, valid_from, valid_to from membership where member_id = $1
         order by valid_from",
    )
    .bind(petr)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let yesterday = today().checked_sub_days(Days::new(1)).unwrap();
    assert_eq!(
        memberships,
        [
            (
                app.fixture.club_b,
                "2020-01-01".parse().unwrap(),
                Some(yesterday)
            ),
            (app.fixture.club_a, today(), None),
        ]
    );
    // The alpine role ended (club A races cross-country only); the fee stays club B's.
    let open_roles: i64 = sqlx::query_scalar(
        "select count(*) from member_department_role where member_id = $1 and valid_to is null",
    )
    .bind(petr)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(open_roles, 0);
    let fee_club: i64 =
        sqlx::query_scalar("select club_id from member_payment where member_id = $1")
            .bind(petr)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(fee_club, app.fixture.club_b);
    // One audit entry per step; club A's list shows it done.
    let audits: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'transfer_inquiry' and entity_id = $1",
    )
    .bind(asked.id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audits, 3);
    // A second transfer of the member may be asked now (none is open).
    let back = RequestTransfer {
        to_club_id: app.fixture.club_b,
        department_id: app.fixture.department_al,
        ..petr_to_a(&app, TransferKind::Transfer, today())
    };
    let admin = app.actor(accounts::ADMIN).await;
    assert!(request_transfer(&app.services, &admin, back).await.is_ok());
}

#[sqlx::test(migrations = "../../migrations")]
async fn two_requests_of_one_member_at_once_store_one(pool: PgPool) {
    let app = TestApp::new(pool).await;
    transfer_app(&app).await;
    let team_a = app.actor(accounts::TEAM).await;
    let admin = app.actor(accounts::ADMIN).await;
    let (first, second) = tokio::join!(
        request_transfer(
            &app.services,
            &team_a,
            petr_to_a(&app, TransferKind::Transfer, today())
        ),
        request_transfer(
            &app.services,
            &admin,
            petr_to_a(&app, TransferKind::Hosting, today())
        ),
    );
    let mut outcomes = [outcome(&first), outcome(&second)];
    outcomes.sort();
    assert_eq!(outcomes, ["CONFLICT", "ok"]);
    assert_eq!(app.count("transfer_inquiry").await, 1);
    // The member of the receiving club itself, a member without a club: refused by field.
    let own = RequestTransfer {
        member_id: app.fixture.jan_novak.member_id,
        ..petr_to_a(&app, TransferKind::Transfer, today())
    };
    let AppError::Validation(problems) = request_transfer(&app.services, &admin, own)
        .await
        .unwrap_err()
    else {
        panic!("a validation error")
    };
    assert_eq!(problems[0].message, "Člen už je členem tohoto klubu.");
    // A date in the past.
    let past = petr_to_a(
        &app,
        TransferKind::Transfer,
        today().checked_sub_days(Days::new(1)).unwrap(),
    );
    assert_eq!(
        outcome(&request_transfer(&app.services, &admin, past).await),
        "VALIDATION"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_hosted_athlete_is_entered_by_its_host_club(pool: PgPool) {
    let app = race_app(pool).await;
    transfer_app(&app).await;
    let admin_cookies = app.login(accounts::ADMIN).await;
    let team_cookies = app.login(accounts::TEAM).await;
    let event = open_event(&app, &admin_cookies, "Hostovací závod", "B").await;
    let race: i64 = sqlx::query_scalar(
        "select race_id from race where racing_event_id = $1 order by race_id limit 1",
    )
    .bind(event)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    // A paid cross-country athlete of club B.
    let guest = racer(&app, ("Host", "Hostující"), "MALE", 2010, true, true).await;
    sqlx::query("update membership set club_id = $2 where member_id = $1")
        .bind(guest)
        .bind(app.fixture.club_b)
        .execute(&app.pool)
        .await
        .unwrap();
    let enter = async || {
        let answer = gql(
            &app,
            &team_cookies,
            ENTER_CLUB,
            json!({ "racingEventId": event, "clubId": app.fixture.club_a,
                    "entries": [{ "memberId": guest, "raceId": race }] }),
        )
        .await;
        ok(&answer)["enterClubAthletes"][0].clone()
    };
    let refused = enter().await;
    assert_eq!(refused["code"], "FORBIDDEN", "{refused}");
    assert_eq!(
        refused["message"],
        "Člen není členem tohoto klubu ani v něm v den závodu nehostuje."
    );

    // Club A asks to host him for the winter; club B releases: the hosting is in force.
    let team_a = app.actor(accounts::TEAM).await;
    let team_b = app.actor(accounts::MULTI).await;
    let hosting = request_transfer(
        &app.services,
        &team_a,
        RequestTransfer {
            kind: TransferKind::Hosting,
            member_id: guest,
            to_club_id: app.fixture.club_a,
            department_id: app.fixture.department_cc,
            valid_from: today(),
            valid_to: Some("2027-04-30".parse().unwrap()),
            note: String::new(),
        },
    )
    .await
    .unwrap();
    let approved = change_transfer(
        &app.services,
        &team_b,
        ChangeTransfer {
            transfer_inquiry_id: hosting.id,
            action: TransferAction::Release,
            note: String::new(),
        },
    )
    .await
    .unwrap();
    assert_eq!(approved.state, TransferState::Approved);
    // The club's entry form offers him, and the entry is made for club A.
    let form = stopa_app::entry::club_entry_form(&app.services, &team_a, event, app.fixture.club_a)
        .await
        .unwrap();
    assert!(form.iter().any(|row| row.entrant.member_id == guest));
    let entered = enter().await;
    assert!(entered["raceEntryId"].is_i64(), "{entered}");
    let club: i64 = sqlx::query_scalar("select club_id from race_entry where member_id = $1")
        .bind(guest)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(club, app.fixture.club_a);
    // He stays club B's member.
    let home: i64 = sqlx::query_scalar(
        "select club_id from membership where member_id = $1 and valid_to is null",
    )
    .bind(guest)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(home, app.fixture.club_b);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_hourly_run_expires_completes_and_ends_once(pool: PgPool) {
    let app = TestApp::new(pool).await;
    transfer_app(&app).await;
    let admin = app.actor(accounts::ADMIN).await;
    let tomorrow = today().checked_add_days(Days::new(1)).unwrap();
    // A forgotten request, an approved transfer whose day came, a hosting past its last day.
    let forgotten = request_transfer(
        &app.services,
        &admin,
        petr_to_a(&app, TransferKind::Transfer, tomorrow),
    )
    .await
    .unwrap()
    .id;
    sqlx::query(
        "update transfer_inquiry set updated_at = now() - interval '31 days'
         where transfer_inquiry_id = $1",
    )
    .bind(forgotten)
    .execute(&app.pool)
    .await
    .unwrap();
    let zofie = RequestTransfer {
        member_id: app.fixture.zofie_cerna.member_id,
        ..petr_to_a(&app, TransferKind::Transfer, tomorrow)
    };
    let due = request_transfer(&app.services, &admin, zofie)
        .await
        .unwrap()
        .id;
    for action in [TransferAction::Release, TransferAction::Approve] {
        change_transfer(
            &app.services,
            &admin,
            ChangeTransfer {
                transfer_inquiry_id: due,
                action,
                note: String::new(),
            },
        )
        .await
        .unwrap();
    }
    assert_eq!(
        transfer(&app.services, &admin, due).await.unwrap().state,
        TransferState::Approved,
        "approved for tomorrow, it waits"
    );
    sqlx::query("update transfer_inquiry set valid_from = $2 where transfer_inquiry_id = $1")
        .bind(due)
        .bind(today())
        .execute(&app.pool)
        .await
        .unwrap();
    let eliska = RequestTransfer {
        member_id: app.fixture.eliska_novakova.member_id,
        to_club_id: app.fixture.club_b,
        department_id: app.fixture.department_al,
        ..petr_to_a(&app, TransferKind::Hosting, today())
    };
    let hosting = request_transfer(&app.services, &admin, eliska)
        .await
        .unwrap()
        .id;
    change_transfer(
        &app.services,
        &admin,
        ChangeTransfer {
            transfer_inquiry_id: hosting,
            action: TransferAction::Release,
            note: String::new(),
        },
    )
    .await
    .unwrap();
    sqlx::query(
        "update transfer_inquiry set valid_from = '2026-01-01', valid_to = $2
         where transfer_inquiry_id = $1",
    )
    .bind(hosting)
    .bind(today().checked_sub_days(Days::new(1)).unwrap())
    .execute(&app.pool)
    .await
    .unwrap();

    let report = run_due_transfers(&app.services, 30).await.unwrap();
    assert_eq!(
        (report.expired, report.completed, report.ended),
        (1, 1, 1),
        "{report:?}"
    );
    let state = async |id| transfer(&app.services, &admin, id).await.unwrap().state;
    assert_eq!(state(forgotten).await, TransferState::Expired);
    assert_eq!(state(due).await, TransferState::Done);
    assert_eq!(state(hosting).await, TransferState::Ended);
    let zofie_club: i64 = sqlx::query_scalar(
        "select club_id from membership where member_id = $1 and valid_to is null",
    )
    .bind(app.fixture.zofie_cerna.member_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(zofie_club, app.fixture.club_a);
    // A second run finds nothing to do.
    let again = run_due_transfers(&app.services, 30).await.unwrap();
    assert_eq!((again.expired, again.completed, again.ended), (0, 0, 0));
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_graphql_surface_lists_and_steps_and_mails_both_clubs(pool: PgPool) {
    let app = TestApp::new(pool).await;
    transfer_app(&app).await;
    let team = app.login(accounts::TEAM).await;
    let candidate = gql(
        &app,
        &team,
        "query C($n: Int!) { transferCandidate(registrationNumber: $n) { memberId memberName clubName } }",
        json!({ "n": petr_registration(&app).await }),
    )
    .await;
    assert_eq!(
        ok(&candidate)["transferCandidate"]["memberName"],
        "Petr Dvořák"
    );
    let asked = gql(
        &app,
        &team,
        "mutation R($input: RequestTransferInput!) { requestTransfer(input: $input) { id state stateLabel kindLabel actions fromClubName toClubName } }",
        json!({ "input": {
            "kind": "TRANSFER", "memberId": app.fixture.petr_dvorak.member_id,
            "toClubId": app.fixture.club_a, "departmentId": app.fixture.department_cc,
            "validFrom": today().to_string(), "note": "Prosíme o uvolnění."
        } }),
    )
    .await;
    let asked = &ok(&asked)["requestTransfer"];
    assert_eq!(asked["state"], "REQUESTED");
    assert_eq!(asked["stateLabel"], "Čeká na uvolnění");
    assert_eq!(asked["kindLabel"], "Přestup");
    assert_eq!(asked["actions"], json!(["WITHDRAW"]));
    let club_b = app.login(accounts::MULTI).await;
    let list = gql(
        &app,
        &club_b,
        "query L { transfers(input: { filter: { state: REQUESTED } }) { hasMore canRequest items { id memberName actions history { stateLabel actorName } } } }",
        json!({}),
    )
    .await;
    let page = &ok(&list)["transfers"];
    assert_eq!(page["hasMore"], false);
    assert_eq!(page["canRequest"], true);
    assert_eq!(page["items"][0]["actions"], json!(["RELEASE", "REJECT"]));
    let rejected = gql(
        &app,
        &club_b,
        "mutation C($input: ChangeTransferInput!) { changeTransfer(input: $input) { state reason } }",
        json!({ "input": { "id": asked["id"], "action": "REJECT", "note": "Závodník má závazek do konce sezóny." } }),
    )
    .await;
    assert_eq!(ok(&rejected)["changeTransfer"]["state"], "REJECTED");
    assert_eq!(
        ok(&rejected)["changeTransfer"]["reason"],
        "Závodník má závazek do konce sezóny."
    );
    // Each step e-mailed both clubs' managers holding the flag (team A and club B's team).
    let mails: Vec<String> = sqlx::query_scalar(
        "select payload->>'subject' from job where kind = 'send_email' order by job_id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(mails.len(), 4, "{mails:?}");
    assert!(mails[3].contains("Petr Dvořák – Zamítnuto"), "{mails:?}");
    // A timekeeper sees none.
    let timekeeper = app.login(accounts::TIMEKEEPER).await;
    let refused = gql(
        &app,
        &timekeeper,
        "query L { transfers(input: {}) { hasMore } }",
        json!({}),
    )
    .await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN");
}

async fn petr_registration(app: &TestApp) -> i32 {
    sqlx::query_scalar("select registration_number from member where member_id = $1")
        .bind(app.fixture.petr_dvorak.member_id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}
