//! Use cases called directly: `stopa_app` with typed requests, answered with typed values and
//! typed errors — no GraphQL, no JSON paths. The GraphQL tests check the adapter; these check
//! the rules where they live.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use chrono::{NaiveDate, NaiveTime, TimeZone as _, Utc};
use sqlx::PgPool;
use stopa_app::AppError;
use stopa_app::job::{Job as _, Outcome, PasswordReset, RunJob as _};
use stopa_app::racing_event::{
    self as events, CategoryInput, EventInput, RaceInput, change_event_state, create_event,
    set_publication,
};
use stopa_domain::policy::AccessLevel;
use stopa_domain::racing_event::{
    EventCategory, EventKind, EventState, GenderGroup, OrganiserKind, PublicationStatus,
};
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, grant};

/// A cross-country event of club A in January 2027 with one sprint.
fn event(app: &TestApp, name: &str) -> (EventInput, Vec<RaceInput>) {
    let day = NaiveDate::from_ymd_opt(2027, 1, 9).unwrap();
    let input = EventInput {
        kind: EventKind::Racing,
        name: name.to_owned(),
        department_id: app.fixture.department_cc,
        category: EventCategory::B,
        organiser_kind: OrganiserKind::Club,
        organiser_club_id: Some(app.fixture.club_a),
        organiser_name: None,
        region_id: None,
        place: "Bedřichov".to_owned(),
        country: "CZ".to_owned(),
        latitude: None,
        longitude: None,
        date_from: day,
        date_to: day,
        registration_deadline: Some(Utc.with_ymd_and_hms(2027, 1, 6, 22, 59, 0).unwrap()),
        timekeeping_company_id: None,
        description: None,
        contact_email: None,
        contact_phone: None,
        web: None,
    };
    let races = vec![RaceInput {
        race_id: None,
        name: "Sprint volně".to_owned(),
        racing_discipline_id: 4,
        racing_technique_id: None,
        racing_type_id: None,
        gender_group: GenderGroup::Both,
        race_date: day,
        start_time: NaiveTime::from_hms_opt(10, 0, 0),
        categories: vec![CategoryInput {
            racing_category_id: None,
            name: "Muži".to_owned(),
            birth_year_from: 1900,
            birth_year_to: 1995,
            gender_group: GenderGroup::Male,
        }],
    }];
    (input, races)
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_event_moves_through_its_use_cases_as_the_policy_allows(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(
        &app.pool,
        accounts::TEAM,
        &["RACE_MANAGER", "RACE_REGISTRATION"],
    )
    .await;
    grant(&app.pool, accounts::SECTION, &["RACE_MANAGER"]).await;
    let services = &app.services;
    let team = app.actor(accounts::TEAM).await;
    let section = app.actor(accounts::SECTION).await;
    let person = app.actor(accounts::PERSON).await;
    let nobody = stopa_app::Actor::anonymous("127.0.0.1");

    // Nobody signed in is asked to log in; a Person is refused.
    let (input, races) = event(&app, "Jizerská padesátka mládeže");
    let refused = create_event(services, &nobody, input.clone(), races.clone()).await;
    assert!(
        matches!(refused, Err(AppError::Unauthenticated)),
        "{refused:?}"
    );
    let refused = create_event(services, &person, input.clone(), races.clone()).await;
    assert!(matches!(refused, Err(AppError::Forbidden)), "{refused:?}");

    // The club's team creates it: hidden, proposed to the calendar, its own to edit.
    let id = create_event(services, &team, input, races).await.unwrap();
    let detail = events::event(services, &team, id).await.unwrap();
    assert_eq!(detail.row.state, EventState::Hidden);
    assert_eq!(
        detail.row.publication_status,
        Some(PublicationStatus::Hidden)
    );
    assert_eq!(detail.access, AccessLevel::Write);
    assert!(detail.actions.can_edit);
    assert!(!detail.actions.can_publish, "the section publishes");
    assert_eq!(detail.races.len(), 1);
    assert_eq!(detail.races[0].1[0].name, "Muži");

    // Hidden from the public: it does not exist for them.
    let hidden = events::event(services, &nobody, id).await;
    assert!(matches!(hidden, Err(AppError::NotFound)), "{hidden:?}");

    // The team may not publish; the section does, and the public reads it.
    let refused = set_publication(services, &team, id, PublicationStatus::Published).await;
    assert!(matches!(refused, Err(AppError::Forbidden)), "{refused:?}");
    let published = set_publication(services, &section, id, PublicationStatus::Published)
        .await
        .unwrap();
    assert_eq!(
        published.row.publication_status,
        Some(PublicationStatus::Published)
    );
    let public = events::event(services, &nobody, id).await.unwrap();
    assert_eq!(public.access, AccessLevel::Read);
    assert!(!public.actions.can_edit);

    // States move only along the federation's transitions.
    let opened = change_event_state(services, &team, id, EventState::RegistrationsEnabled)
        .await
        .unwrap();
    assert_eq!(opened.row.state, EventState::RegistrationsEnabled);
    assert!(
        opened
            .actions
            .next_states
            .contains(&EventState::RegistrationsClosed)
    );
    let again = change_event_state(services, &team, id, EventState::RegistrationsEnabled).await;
    assert!(again.is_err(), "the same state again is refused: {again:?}");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_password_renewal_job_sends_drops_or_stops_at_the_hourly_limit(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let services = &app.services;
    let run = |email: &str| {
        PasswordReset {
            email: email.to_owned(),
        }
        .run(services, Box::new(|_, _| {}))
    };

    // An active account gets a link to the renewal page, valid for two hours.
    let Outcome::Send(message) = run(accounts::PERSON).await.unwrap() else {
        panic!("an e-mail for an active account");
    };
    assert_eq!(message.to, accounts::PERSON);
    assert!(
        message.text.contains("http://stopa.test/obnova-hesla/"),
        "{}",
        message.text
    );

    // An unknown address sends nothing, and says so only in the job's outcome.
    let Outcome::Done(outcome) = run("nikdo@test.cz").await.unwrap() else {
        panic!("nothing to send for an unknown address");
    };
    assert_eq!(outcome["dropped"], "unknown address");

    // Three links an hour per account; the fourth request sends nothing.
    for _ in 1..stopa_app::job::password_reset::MAX_RESETS_PER_HOUR {
        assert!(matches!(
            run(accounts::PERSON).await.unwrap(),
            Outcome::Send(_)
        ));
    }
    let Outcome::Done(outcome) = run(accounts::PERSON).await.unwrap() else {
        panic!("over the limit nothing is sent");
    };
    assert_eq!(outcome["dropped"], "hourly limit");
    assert_eq!(PasswordReset::KIND, "password_reset");
}
