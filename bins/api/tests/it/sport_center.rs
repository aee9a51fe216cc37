//! Sport centers and the national team: the overview and a center's members as every identity
//! type, putting members in and taking them out (allowed and refused), the rules of a place
//! (its season, one at a time), the history across seasons, the CSV and the public national
//! team without personal data.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use chrono::{Datelike, Days, NaiveDate};
use serde_json::json;
use sqlx::PgPool;
use stopa_app::sport_center::{
    AddCenterMember, add_center_member, end_center_member, remove_center_member, sport_center,
    sport_centers,
};
use stopa_app::{Actor, AppError};
use stopa_domain::results::PersonRoleKind;
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, code, gql, grant, ok};

fn today() -> NaiveDate {
    stopa_domain::time::today()
}

fn outcome<T>(result: &Result<T, AppError>) -> String {
    match result {
        Ok(_) => "ok".to_owned(),
        Err(error) => error.code().as_str().to_owned(),
    }
}

/// The evidence seasons of this year and the last; their ids.
async fn seasons(pool: &PgPool) -> (i64, i64) {
    let year = today().year();
    let mut ids = Vec::new();
    for year in [year - 1, year] {
        let id: i64 = sqlx::query_scalar(
            "insert into evidence_season (year, name, valid_from, valid_to)
             values ($1, 'Evidenční sezóna ' || $1, make_date($1, 1, 1), make_date($1, 12, 31))
             on conflict (year) do update set year = excluded.year
             returning evidence_season_id",
        )
        .bind(year)
        .fetch_one(pool)
        .await
        .unwrap();
        ids.push(id);
    }
    (ids[0], ids[1])
}

async fn center(
    pool: &PgPool,
    season: i64,
    department: i64,
    name: &str,
    kind: &str,
    region: Option<i64>,
) -> i64 {
    sqlx::query_scalar(
        "insert into sport_center (evidence_season_id, department_id, name, organisation_type, region_id)
         values ($1, $2, $3, $4, $5) returning sport_center_id",
    )
    .bind(season)
    .bind(department)
    .bind(name)
    .bind(kind)
    .bind(region)
    .fetch_one(pool)
    .await
    .unwrap()
}

async fn registration_number(pool: &PgPool, member_id: i64) -> i32 {
    sqlx::query_scalar("select registration_number from member where member_id = $1")
        .bind(member_id)
        .fetch_one(pool)
        .await
        .unwrap()
}

fn place(center: i64, registration_number: i32, role: PersonRoleKind) -> AddCenterMember {
    AddCenterMember {
        sport_center_id: center,
        registration_number,
        role,
        valid_from: None,
        valid_to: None,
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn centers_and_their_members_as_every_identity_type(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::SECTION, &["COACH_MANAGER"]).await;
    grant(&app.pool, accounts::AREA, &["COACH_MANAGER"]).await;
    let f = app.fixture.clone();
    let (_, now) = seasons(&app.pool).await;
    let national = center(
        &app.pool,
        now,
        f.department_cc,
        "Reprezentace – běh",
        "REPRESENTATION",
        None,
    )
    .await;
    let regional = center(
        &app.pool,
        now,
        f.department_al,
        "SCM Liberec",
        "SCM",
        Some(f.region_a),
    )
    .await;
    let jan = registration_number(&app.pool, f.jan_novak.member_id).await;
    let actors: Vec<(&str, Actor)> = vec![
        ("pub", Actor::anonymous("127.0.0.1")),
        ("adm", app.actor(accounts::ADMIN).await),
        ("per", app.actor(accounts::PERSON).await),
        ("tk", app.actor(accounts::TIMEKEEPER).await),
        ("team", app.actor(accounts::TEAM).await),
        ("area", app.actor(accounts::AREA).await),
        ("area0", app.actor(accounts::AREA_NO_FLAGS).await),
        ("sec", app.actor(accounts::SECTION).await),
    ];
    let mut seen = Vec::new();
    for (name, actor) in &actors {
        let overview = sport_centers(&app.services, actor, None, None).await;
        let names = overview.as_ref().map_or_else(
            |error| error.code().as_str().to_owned(),
            |overview| {
                overview
                    .centers
                    .iter()
                    .map(|center| {
                        format!("{}{}", center.name, if center.can_write { "*" } else { "" })
                    })
                    .collect::<Vec<_>>()
                    .join("+")
            },
        );
        let add_national = add_center_member(
            &app.services,
            actor,
            place(national, jan, PersonRoleKind::Athlete),
        )
        .await;
        let add_regional = add_center_member(
            &app.services,
            actor,
            place(regional, jan, PersonRoleKind::Coach),
        )
        .await;
        seen.push(format!(
            "{name}:{names}/{}/{}",
            outcome(&add_national),
            outcome(&add_regional)
        ));
        sqlx::query("delete from sport_center_member")
            .execute(&app.pool)
            .await
            .unwrap();
    }
    assert_eq!(
        seen,
        [
            "pub:UNAUTHENTICATED/UNAUTHENTICATED/UNAUTHENTICATED",
            "adm:Reprezentace – běh*+SCM Liberec*/ok/ok",
            "per:FORBIDDEN/FORBIDDEN/FORBIDDEN",
            "tk:FORBIDDEN/FORBIDDEN/FORBIDDEN",
            "team:FORBIDDEN/FORBIDDEN/FORBIDDEN",
            "area:SCM Liberec*/NOT_FOUND/ok",
            "area0:SCM Liberec/NOT_FOUND/FORBIDDEN",
            "sec:Reprezentace – běh*/ok/NOT_FOUND",
        ]
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_place_keeps_its_rules_and_the_public_sees_the_team(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let f = app.fixture.clone();
    let (last, now) = seasons(&app.pool).await;
    let national = center(
        &app.pool,
        now,
        f.department_cc,
        "Reprezentace – běh",
        "REPRESENTATION",
        None,
    )
    .await;
    let earlier = center(
        &app.pool,
        last,
        f.department_cc,
        "Reprezentace – běh",
        "REPRESENTATION",
        None,
    )
    .await;
    let resort = center(
        &app.pool,
        now,
        f.department_cc,
        "Resort Jizerka",
        "RESORT",
        None,
    )
    .await;
    let jan = registration_number(&app.pool, f.jan_novak.member_id).await;
    let eliska = registration_number(&app.pool, f.eliska_novakova.member_id).await;

    // Last season's team: Jan was in it all season.
    let year = today().year();
    add_center_member(
        &app.services,
        &admin,
        AddCenterMember {
            valid_from: Some(NaiveDate::from_ymd_opt(year - 1, 1, 1).unwrap()),
            ..place(earlier, jan, PersonRoleKind::Athlete)
        },
    )
    .await
    .unwrap();
    // This season: Jan an athlete, Eliška a coach, Jan also at a resort.
    let in_team = add_center_member(
        &app.services,
        &admin,
        AddCenterMember {
            valid_from: Some(NaiveDate::from_ymd_opt(year, 1, 1).unwrap()),
            ..place(national, jan, PersonRoleKind::Athlete)
        },
    )
    .await
    .unwrap();
    assert!(in_team.current);
    add_center_member(
        &app.services,
        &admin,
        place(national, eliska, PersonRoleKind::Coach),
    )
    .await
    .unwrap();
    add_center_member(
        &app.services,
        &admin,
        place(resort, jan, PersonRoleKind::Athlete),
    )
    .await
    .unwrap();

    // Once at a time; within the center's season; an unknown number said in Czech.
    let twice = add_center_member(
        &app.services,
        &admin,
        place(national, jan, PersonRoleKind::Athlete),
    )
    .await;
    let Err(AppError::Conflict { message, .. }) = twice else {
        panic!("{twice:?}");
    };
    assert!(message.contains("už je v tomto středisku"), "{message}");
    let outside = add_center_member(
        &app.services,
        &admin,
        AddCenterMember {
            valid_from: Some(NaiveDate::from_ymd_opt(year + 1, 1, 2).unwrap()),
            ..place(national, eliska, PersonRoleKind::Athlete)
        },
    )
    .await;
    assert_eq!(outcome(&outside), "VALIDATION");
    let unknown = add_center_member(
        &app.services,
        &admin,
        place(national, 1, PersonRoleKind::Athlete),
    )
    .await;
    let Err(AppError::Validation(problems)) = unknown else {
        panic!("{unknown:?}");
    };
    assert_eq!(problems[0].field, "registrationNumber");

    // The center's page: members with their other centers across seasons.
    let detail = sport_center(&app.services, &admin, national).await.unwrap();
    assert_eq!((detail.center.athletes, detail.center.coaches), (1, 1));
    let jan_row = detail
        .members
        .iter()
        .find(|member| member.registration_number == jan)
        .unwrap();
    let other: Vec<String> = jan_row
        .history
        .iter()
        .map(|place| format!("{} {}", place.center_name, place.evidence_season_name))
        .collect();
    assert_eq!(
        other,
        [
            format!("Resort Jizerka Evidenční sezóna {year}"),
            format!("Reprezentace – běh Evidenční sezóna {}", year - 1),
        ]
    );

    // The public national team: this season's representation only, names and clubs.
    let nobody = stopa_testkit::app::Cookies::default();
    let public = gql(
        &app,
        &nobody,
        "query Team($department: Int!) { representation(departmentId: $department) {
           evidenceSeason { year } department { code }
           teams { name athletes { lastName clubName slug hasPublicPhoto } coaches { lastName } } } }",
        json!({ "department": f.department_cc }),
    )
    .await;
    let teams = &ok(&public)["representation"]["teams"];
    assert_eq!(teams.as_array().unwrap().len(), 1, "{public}");
    assert_eq!(teams[0]["athletes"][0]["lastName"], "Novák");
    assert_eq!(teams[0]["athletes"][0]["hasPublicPhoto"], false);
    assert_eq!(teams[0]["coaches"][0]["lastName"], "Nováková");
    let private = gql(
        &app,
        &nobody,
        "query Centers { sportCenterOverview { centers { name } } }",
        json!({}),
    )
    .await;
    assert_eq!(code(&private), Some("UNAUTHENTICATED"));

    // The CSV of the center, for those who read it.
    let admin_cookies = app.login(accounts::ADMIN).await;
    let csv = app
        .get(
            &format!("/api/admin/export/sport-center-csv/{national}"),
            &admin_cookies,
        )
        .await;
    assert_eq!(csv.status, 200);
    let text = String::from_utf8(csv.body.clone()).unwrap();
    assert!(text.contains(";Novák;Jan;"), "{text}");
    assert_eq!(text.lines().count(), 3, "header and two members: {text}");
    let team = app.login(accounts::TEAM).await;
    let refused = app
        .get(
            &format!("/api/team/export/sport-center-csv/{national}"),
            &team,
        )
        .await;
    assert_eq!(refused.status, 403);

    // Taken out yesterday: no longer counted, still in the history; a mistake removed.
    let yesterday = today().checked_sub_days(Days::new(1)).unwrap();
    let ended = end_center_member(
        &app.services,
        &admin,
        in_team.id,
        yesterday.max(in_team.valid_from),
    )
    .await;
    if in_team.valid_from < today() {
        let ended = ended.unwrap();
        assert!(!ended.current);
        let detail = sport_center(&app.services, &admin, national).await.unwrap();
        assert_eq!(detail.center.athletes, 0);
        assert_eq!(detail.members.len(), 2, "the place stays in the history");
    }
    let coach = sport_center(&app.services, &admin, national)
        .await
        .unwrap()
        .members
        .into_iter()
        .find(|member| member.role == PersonRoleKind::Coach)
        .unwrap();
    assert!(
        remove_center_member(&app.services, &admin, coach.id)
            .await
            .unwrap()
    );
    let audit: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'sport_center_member' and action = 'delete'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audit, 1);
}
