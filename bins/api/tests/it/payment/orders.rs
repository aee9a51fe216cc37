//! Orders through the use cases: fees by the rules, every move as every identity type, a member
//! held by one order at a time (also when two orders are made at once), refunds, what "paid"
//! means everywhere else.

use stopa_app::AppError;
use stopa_app::payment::{
    self as payments, CreateOrder, OrderChange, OrdersRequest, SaveFeeSchedule, change_order,
    create_order, order, order_form, refund_fee,
};
use stopa_db::payment::OrderFilter;
use stopa_domain::money::Czk;
use stopa_domain::payment::{FeeKind, FeeSchedule, OrderState};
use stopa_testkit::accounts;
use stopa_testkit::app::TestApp;

use super::{SEASON_YEAR, actors, athlete, order_of, outcome, payment_app};

/// A member of club A born on `birth_date` (a distinct birth number from `serial`).
async fn club_a_member(app: &TestApp, name: &str, birth_date: &str, serial: u32) -> i64 {
    stopa_testkit::insert_member(
        &app.pool,
        name,
        "Platící",
        "MALE",
        birth_date,
        &format!("{:010}", 7_000_000_000_u64 + u64::from(serial)),
        Some(app.fixture.club_a),
    )
    .await
}

#[sqlx::test(migrations = "../../migrations")]
async fn fees_follow_activity_and_the_age_reached_in_the_season(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let child = club_a_member(&app, "Dítě", "2030-12-31", 1).await;
    let senior = club_a_member(&app, "Senior", "1975-01-01", 2).await;
    let basic = club_a_member(&app, "Základní", "1990-06-01", 3).await;
    for member in [child, senior, app.fixture.jan_novak.member_id] {
        athlete(&app.pool, member, app.fixture.department_cc).await;
    }
    let team = app.actor(accounts::TEAM).await;
    let form = order_form(&app.services, &team, app.fixture.club_a, season)
        .await
        .unwrap();
    let fee = |member_id: i64| {
        let member = form
            .members
            .iter()
            .find(|member| member.member_id == member_id)
            .unwrap_or_else(|| panic!("member {member_id} offered"));
        (member.fee_kind, member.fee)
    };
    // 2040: born 2030 is 10 (a child all year), 1975 is 65 (a senior), 1992 is 48.
    assert_eq!(fee(child), (FeeKind::Child, Czk::from_crowns(100)));
    assert_eq!(fee(senior), (FeeKind::Senior, Czk::from_crowns(100)));
    assert_eq!(
        fee(app.fixture.jan_novak.member_id),
        (FeeKind::Adult, Czk::from_crowns(300))
    );
    assert_eq!(fee(basic), (FeeKind::Basic, Czk::ZERO));
    // Club B's members and the archived member of club A are not offered.
    let names: Vec<&str> = form
        .members
        .iter()
        .map(|member| member.first_name.as_str())
        .collect();
    assert!(
        !names.contains(&"Petr") && !names.contains(&"Archivní"),
        "{names:?}"
    );
    assert!(form.members.iter().all(|member| member.orderable));
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_order_holds_its_members_until_cancelled_and_pays_their_fees(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let eliska = app.fixture.eliska_novakova.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let first = order_of(&app, season, &[jan, eliska]).await;
    assert_eq!(first.state, OrderState::Created);
    assert_eq!(first.amount, Czk::from_crowns(300));
    assert_eq!(first.variable_symbol.len(), 10);
    assert!(
        first.variable_symbol.starts_with("40"),
        "{}",
        first.variable_symbol
    );
    let instructions = first.instructions.clone().expect("payment instructions");
    assert_eq!(instructions.iban, "CZ8120100000002000000018");
    assert!(
        instructions
            .qr_text
            .contains(&format!("X-VS:{}", first.variable_symbol))
    );
    assert!(instructions.qr_text.contains("AM:300.00"));

    // Jan is held: a second order is refused, naming the first.
    let team = app.actor(accounts::TEAM).await;
    let again = create_order(
        &app.services,
        &team,
        CreateOrder {
            club_id: app.fixture.club_a,
            evidence_season_id: season,
            member_ids: vec![jan],
        },
    )
    .await
    .unwrap_err();
    let AppError::Validation(problems) = &again else {
        panic!("{again:?}")
    };
    assert_eq!(
        problems[0].message,
        format!("Jan Novák je už v objednávce {}.", first.variable_symbol)
    );

    // Cancelled, its members are free again; a new order pays them.
    let cancelled = change_order(&app.services, &team, first.uuid, OrderChange::Cancel)
        .await
        .unwrap();
    assert_eq!(cancelled.state, OrderState::Canceled);
    assert!(cancelled.instructions.is_none());
    let second = order_of(&app, season, &[jan]).await;
    let admin = app.actor(accounts::ADMIN).await;
    let day = chrono::NaiveDate::from_ymd_opt(2026, 1, 5).unwrap();
    let paid = change_order(
        &app.services,
        &admin,
        second.uuid,
        OrderChange::PayByHand {
            paid_on: day,
            note: "Zaplaceno v hotovosti na pokladně.".to_owned(),
        },
    )
    .await
    .unwrap();
    assert_eq!(paid.state, OrderState::Paid);
    assert_eq!(paid.paid_on, Some(day));
    let steps: Vec<(&str, Option<&str>)> = paid
        .history
        .iter()
        .map(|step| (step.action_label.as_str(), step.note.as_deref()))
        .collect();
    assert_eq!(
        steps,
        [
            ("Vytvoření objednávky", None),
            (
                "Zaplaceno ručně",
                Some("Zaplaceno v hotovosti na pokladně.")
            )
        ]
    );

    // Paid means paid everywhere: the view, the member's seasons, the order form.
    let paid_seasons: Vec<(i64, i64, i64)> = sqlx::query_as(
        "select member_id, club_id, amount::bigint from member_paid_season where evidence_season_id = $1",
    )
    .bind(season)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(paid_seasons, [(jan, app.fixture.club_a, 30_000)]);
    let form = order_form(&app.services, &team, app.fixture.club_a, season)
        .await
        .unwrap();
    let jan_row = form
        .members
        .iter()
        .find(|member| member.member_id == jan)
        .unwrap();
    assert_eq!(jan_row.paid_by_club.as_deref(), Some("Ski klub Liberec"));
    assert!(!jan_row.orderable);

    // A refund keeps the fee on record and makes Jan unpaid again.
    let refunded = refund_fee(
        &app.services,
        &admin,
        second.uuid,
        jan,
        "Omylem zaplaceno dvakrát.",
    )
    .await
    .unwrap();
    assert!(refunded.members[0].refunded);
    let (live, all): (i64, i64) = sqlx::query_as(
        "select (select count(*) from member_paid_season where member_id = $1),
                (select count(*) from member_payment where member_id = $1)",
    )
    .bind(jan)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!((live, all), (0, 1));
    let again = refund_fee(&app.services, &admin, second.uuid, jan, "Znovu")
        .await
        .unwrap_err();
    assert_eq!(again.code().as_str(), "INVALID_TRANSITION");
    order_of(&app, season, &[jan]).await;
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_order_of_nothing_to_pay_is_paid_when_made_and_tells_the_club(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let order = order_of(&app, season, &[app.fixture.jan_novak.member_id]).await;
    assert_eq!(order.amount, Czk::ZERO);
    assert_eq!(order.state, OrderState::Paid);
    assert!(order.instructions.is_none());
    assert!(order.confirmation_pdf_url.is_some());
    // The e-mail to club A's manager holding PAYMENTS is a job recorded with the payment.
    let mails: Vec<String> = sqlx::query_scalar(
        "select payload->>'to' from job where kind = 'send_email' order by job_id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(mails, [accounts::TEAM]);
}

#[sqlx::test(migrations = "../../migrations")]
async fn two_orders_made_at_once_hold_a_member_once(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let team = app.actor(accounts::TEAM).await;
    let area = app.actor(accounts::AREA).await;
    let request = || CreateOrder {
        club_id: app.fixture.club_a,
        evidence_season_id: season,
        member_ids: vec![jan, app.fixture.eliska_novakova.member_id],
    };
    let (first, second) = tokio::join!(
        create_order(&app.services, &team, request()),
        create_order(&app.services, &area, request()),
    );
    let outcomes = [outcome(&first), outcome(&second)];
    assert!(
        outcomes.contains(&"ok".to_owned()) && outcomes.contains(&"VALIDATION".to_owned()),
        "{outcomes:?}"
    );
    let refused = first.err().or(second.err()).unwrap();
    assert!(
        refused
            .message()
            .starts_with("Jan Novák je už v objednávce 40"),
        "{}",
        refused.message()
    );
    let held: i64 =
        sqlx::query_scalar("select count(*) from order_payment_item where member_id = $1 and held")
            .bind(jan)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(held, 1);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_member_paid_by_one_club_is_not_paid_again_by_another(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let admin = app.actor(accounts::ADMIN).await;
    let order = order_of(&app, season, &[jan]).await;
    change_order(
        &app.services,
        &admin,
        order.uuid,
        OrderChange::PayByHand {
            paid_on: chrono::NaiveDate::from_ymd_opt(2026, 2, 1).unwrap(),
            note: "Hotově".to_owned(),
        },
    )
    .await
    .unwrap();
    // Jan moves to club B; club B may not pay his season again.
    sqlx::query("update membership set valid_to = '2026-02-28' where member_id = $1")
        .bind(jan)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(
        "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2026-03-01')",
    )
    .bind(jan)
    .bind(app.fixture.club_b)
    .execute(&app.pool)
    .await
    .unwrap();
    let refused = create_order(
        &app.services,
        &admin,
        CreateOrder {
            club_id: app.fixture.club_b,
            evidence_season_id: season,
            member_ids: vec![jan],
        },
    )
    .await
    .unwrap_err();
    assert_eq!(
        refused.message(),
        "Jan Novák má sezónu zaplacenou (klub Ski klub Liberec)."
    );
}

/// Every order move as every identity type: each column a fresh order of club A (made by its
/// team), the move made by the actor of the column.
#[sqlx::test(migrations = "../../migrations")]
async fn every_order_move_is_allowed_or_refused_per_identity_type(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let actors = actors(&app).await;
    //                 pub               adm  per        tk         team team0      area area0      sec  teamB
    let table: [(&str, &str); 8] = [
        (
            "create",
            "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN ok FORBIDDEN ok FORBIDDEN ok FORBIDDEN",
        ),
        (
            "read",
            "UNAUTHENTICATED ok NOT_FOUND NOT_FOUND ok NOT_FOUND ok NOT_FOUND ok NOT_FOUND",
        ),
        (
            "sent",
            "UNAUTHENTICATED ok NOT_FOUND NOT_FOUND ok NOT_FOUND ok NOT_FOUND ok NOT_FOUND",
        ),
        (
            "cancel",
            "UNAUTHENTICATED ok NOT_FOUND NOT_FOUND ok NOT_FOUND ok NOT_FOUND ok NOT_FOUND",
        ),
        (
            "failed",
            "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN",
        ),
        (
            "paid",
            "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN",
        ),
        (
            "refund",
            "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN",
        ),
        (
            "list",
            "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN ok FORBIDDEN ok FORBIDDEN ok FORBIDDEN",
        ),
    ];
    let admin = app.actor(accounts::ADMIN).await;
    let mut serial = 100;
    let mut failures = Vec::new();
    for (mv, cells) in table {
        let expected: Vec<&str> = cells.split_whitespace().collect();
        assert_eq!(expected.len(), actors.len());
        for ((column, actor), expected) in actors.iter().zip(expected) {
            serial += 1;
            let member = club_a_member(&app, "Člen", "1990-01-01", serial).await;
            athlete(&app.pool, member, app.fixture.department_cc).await;
            let services = &app.services;
            let got = if mv == "create" {
                outcome(
                    &create_order(
                        services,
                        actor,
                        CreateOrder {
                            club_id: app.fixture.club_a,
                            evidence_season_id: season,
                            member_ids: vec![member],
                        },
                    )
                    .await,
                )
            } else if mv == "list" {
                outcome(
                    &payments::list_orders(
                        services,
                        actor,
                        OrdersRequest {
                            page: 1,
                            per_page: 50,
                            sort: None,
                            filter: OrderFilter::default(),
                        },
                    )
                    .await,
                )
            } else {
                let made = order_of(&app, season, &[member]).await;
                match mv {
                    "read" => outcome(&order(services, actor, made.uuid).await),
                    "sent" => outcome(
                        &change_order(services, actor, made.uuid, OrderChange::MarkPaymentStarted)
                            .await,
                    ),
                    "cancel" => outcome(
                        &change_order(services, actor, made.uuid, OrderChange::Cancel).await,
                    ),
                    "failed" => {
                        change_order(services, &admin, made.uuid, OrderChange::MarkPaymentStarted)
                            .await
                            .unwrap();
                        outcome(
                            &change_order(
                                services,
                                actor,
                                made.uuid,
                                OrderChange::MarkPaymentFailed {
                                    note: "Platba se vrátila.".to_owned(),
                                },
                            )
                            .await,
                        )
                    }
                    "paid" => outcome(
                        &change_order(
                            services,
                            actor,
                            made.uuid,
                            OrderChange::PayByHand {
                                paid_on: chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
                                note: "Hotově.".to_owned(),
                            },
                        )
                        .await,
                    ),
                    "refund" => {
                        change_order(
                            services,
                            &admin,
                            made.uuid,
                            OrderChange::PayByHand {
                                paid_on: chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
                                note: "Hotově.".to_owned(),
                            },
                        )
                        .await
                        .unwrap();
                        outcome(&refund_fee(services, actor, made.uuid, member, "Vráceno.").await)
                    }
                    other => unreachable!("{other}"),
                }
            };
            if got != expected {
                failures.push(format!("{mv} as {column}: expected {expected}, got {got}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The moves the rules refuse, whoever asks: each with its Czech reason.
#[sqlx::test(migrations = "../../migrations")]
async fn refused_moves_say_why(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    athlete(&app.pool, jan, app.fixture.department_cc).await;
    let admin = app.actor(accounts::ADMIN).await;
    let services = &app.services;
    let made = order_of(&app, season, &[jan]).await;
    let refused = |result: Result<stopa_app::payment::Order, AppError>| {
        let error = result.unwrap_err();
        (error.code().as_str().to_owned(), error.message())
    };
    // Failed only after "sent"; a note is required; no payment in the future.
    assert_eq!(
        refused(
            change_order(
                services,
                &admin,
                made.uuid,
                OrderChange::MarkPaymentFailed {
                    note: "x".to_owned()
                }
            )
            .await
        )
        .0,
        "INVALID_TRANSITION"
    );
    assert_eq!(
        refused(
            change_order(
                services,
                &admin,
                made.uuid,
                OrderChange::PayByHand {
                    paid_on: stopa_domain::time::today(),
                    note: " \u{1} ".to_owned()
                }
            )
            .await
        ),
        ("VALIDATION".to_owned(), "Toto pole je povinné".to_owned())
    );
    let tomorrow = stopa_domain::time::today().succ_opt().unwrap();
    assert_eq!(
        refused(
            change_order(
                services,
                &admin,
                made.uuid,
                OrderChange::PayByHand {
                    paid_on: tomorrow,
                    note: "x".to_owned()
                }
            )
            .await
        )
        .1,
        "Datum zaplacení nemůže být v budoucnosti."
    );
    // Sent: no longer cancelled.
    change_order(services, &admin, made.uuid, OrderChange::MarkPaymentStarted)
        .await
        .unwrap();
    let (code, message) =
        refused(change_order(services, &admin, made.uuid, OrderChange::Cancel).await);
    assert_eq!(code, "INVALID_TRANSITION");
    assert!(message.contains("odeslanou platbou"), "{message}");
    // Paid: final.
    change_order(
        services,
        &admin,
        made.uuid,
        OrderChange::PayByHand {
            paid_on: stopa_domain::time::today(),
            note: "x".to_owned(),
        },
    )
    .await
    .unwrap();
    assert_eq!(
        refused(change_order(services, &admin, made.uuid, OrderChange::MarkPaymentStarted).await).1,
        "Objednávka je už zaplacena."
    );
    // A season that ended, a season without a schedule, nobody chosen.
    let ended = super::season(&app.pool, 2001).await;
    let request = |season_id, member_ids: Vec<i64>| CreateOrder {
        club_id: app.fixture.club_a,
        evidence_season_id: season_id,
        member_ids,
    };
    assert_eq!(
        create_order(services, &admin, request(ended, vec![jan]))
            .await
            .unwrap_err()
            .message(),
        "Evidenční sezóna 2001 už skončila; poplatky za ni nelze objednat."
    );
    assert_eq!(
        create_order(services, &admin, request(season, Vec::new()))
            .await
            .unwrap_err()
            .message(),
        "Vyberte alespoň jednoho člena."
    );
    let stranger = app.fixture.petr_dvorak.member_id;
    assert_eq!(
        create_order(services, &admin, request(season, vec![stranger]))
            .await
            .unwrap_err()
            .message(),
        format!(
            "Člen č. {stranger} nebyl v sezóně Evidenční sezóna 2040 členem klubu Ski klub Liberec."
        )
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_fee_schedule_is_read_by_everybody_logged_in_and_written_by_admin(pool: sqlx::PgPool) {
    let (app, season) = payment_app(pool).await;
    let schedule = FeeSchedule {
        adult_fee: Czk::from_crowns(350),
        ..FeeSchedule::SLCR
    };
    let mut failures = Vec::new();
    //             pub adm per tk team team0 area area0 sec teamB
    let read = "UNAUTHENTICATED ok ok ok ok ok ok ok ok ok";
    let write = "UNAUTHENTICATED ok FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN FORBIDDEN";
    for ((column, actor), (read, write)) in actors(&app)
        .await
        .iter()
        .zip(read.split_whitespace().zip(write.split_whitespace()))
    {
        let got_read = outcome(&payments::fee_schedules(&app.services, actor).await);
        let got_write = outcome(
            &payments::save_fee_schedule(
                &app.services,
                actor,
                SaveFeeSchedule {
                    evidence_season_id: season,
                    schedule,
                },
            )
            .await,
        );
        if (got_read.as_str(), got_write.as_str()) != (read, write) {
            failures.push(format!("{column}: read {got_read}, write {got_write}"));
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
    let admin = app.actor(accounts::ADMIN).await;
    let schedules = payments::fee_schedules(&app.services, &admin)
        .await
        .unwrap();
    let saved = schedules
        .iter()
        .find(|row| row.evidence_season_id == season)
        .unwrap();
    assert_eq!(
        (saved.adult_fee, saved.can_edit),
        (Czk::from_crowns(350), true)
    );
    // Every problem at once, nothing written.
    let wrong = FeeSchedule {
        adult_fee: Czk::from_crowns(-5),
        child_max_age: 70,
        ..FeeSchedule::SLCR
    };
    let AppError::Validation(problems) = payments::save_fee_schedule(
        &app.services,
        &admin,
        SaveFeeSchedule {
            evidence_season_id: season,
            schedule: wrong,
        },
    )
    .await
    .unwrap_err() else {
        panic!()
    };
    let fields: Vec<&str> = problems
        .iter()
        .map(|problem| problem.field.as_str())
        .collect();
    assert_eq!(fields, ["adultFee", "childMaxAge", "seniorMinAge"]);
    let audit: i64 =
        sqlx::query_scalar("select count(*) from audit_log where entity = 'fee_schedule'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(audit, 1);
    assert_eq!(SEASON_YEAR, 2040);
}
