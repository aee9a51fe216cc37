//! Department roles and licences: every operation as every identity type and flag (allowed and
//! refused), the rules of a licence (qualification, overlaps, extension all or none, ending),
//! the department grid with its filter and scope, its workbooks read back with calamine (row
//! count = the grid's total) and the reminders of roles about to expire (run twice: once).

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use calamine::{Data, Reader, Xlsx};
use chrono::{Days, NaiveDate};
use serde_json::json;
use sqlx::PgPool;
use stopa_app::member_role::{
    MemberRoleFields, add_member_role, end_member_role, extend_member_roles, member_roles,
    reminder::run_role_reminders, update_member_role,
};
use stopa_app::{Actor, AppError};
use stopa_domain::member::MemberRoleKind;
use stopa_domain::member_role::{
    CoachLevel, InstructorLicence, RefereeType, TechnicalDelegateType,
};
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, gql, grant, ok};

fn today() -> NaiveDate {
    stopa_domain::time::today()
}

fn days_ago(days: u64) -> NaiveDate {
    today().checked_sub_days(Days::new(days)).unwrap()
}

fn in_days(days: u64) -> NaiveDate {
    today().checked_add_days(Days::new(days)).unwrap()
}

fn outcome<T>(result: &Result<T, AppError>) -> String {
    match result {
        Ok(_) => "ok".to_owned(),
        Err(error) => error.code().as_str().to_owned(),
    }
}

/// A coach of `level` in `department_id` since a year ago, without an end.
fn coach(department_id: i64, level: CoachLevel) -> MemberRoleFields {
    MemberRoleFields {
        kind: MemberRoleKind::Coach,
        department_id: Some(department_id),
        valid_from: Some(days_ago(365)),
        valid_to: None,
        coach_level: Some(level),
        instructor_licence: None,
        referee_type: None,
        technical_delegate_type: None,
        licence_number: Some("T-2025/17".to_owned()),
        course: Some("Trenérský kurz Liberec 2025".to_owned()),
        note: None,
    }
}

fn of_kind(kind: MemberRoleKind, department_id: Option<i64>) -> MemberRoleFields {
    MemberRoleFields {
        kind,
        department_id,
        coach_level: None,
        licence_number: None,
        course: None,
        instructor_licence: (kind == MemberRoleKind::Instructor).then_some(InstructorLicence::Ul),
        referee_type: (kind == MemberRoleKind::Referee).then_some(RefereeType::Referee),
        technical_delegate_type: (kind == MemberRoleKind::TechnicalDelegate)
            .then_some(TechnicalDelegateType::TechnicalDelegateFis),
        valid_to: (kind == MemberRoleKind::HealthCheck).then(|| in_days(200)),
        ..coach(department_id.unwrap_or(0), CoachLevel::Level0)
    }
}

/// Every actor with its column name; the area holds COACH_MANAGER and HEALTH_CHECK_MANAGER,
/// the (cross-country) section COACH_MANAGER and TECHNICAL_DELEGATE_MANAGER; the `-bez`
/// accounts hold nothing.
async fn actors(app: &TestApp) -> Vec<(&'static str, Actor)> {
    grant(
        &app.pool,
        accounts::AREA,
        &["COACH_MANAGER", "HEALTH_CHECK_MANAGER"],
    )
    .await;
    grant(
        &app.pool,
        accounts::SECTION,
        &["COACH_MANAGER", "TECHNICAL_DELEGATE_MANAGER"],
    )
    .await;
    grant(&app.pool, accounts::TEAM, &["MEMBER_CREATE_EDIT"]).await;
    vec![
        ("pub", Actor::anonymous("127.0.0.1")),
        ("adm", app.actor(accounts::ADMIN).await),
        ("per", app.actor(accounts::PERSON).await),
        ("tk", app.actor(accounts::TIMEKEEPER).await),
        ("team", app.actor(accounts::TEAM).await),
        ("area", app.actor(accounts::AREA).await),
        ("area0", app.actor(accounts::AREA_NO_FLAGS).await),
        ("sec", app.actor(accounts::SECTION).await),
    ]
}

async fn forget_roles(pool: &PgPool) {
    sqlx::query("delete from member_department_role where kind <> 'ATHLETE'")
        .execute(pool)
        .await
        .unwrap();
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_role_operation_as_every_identity_type(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let actors = actors(&app).await;
    let f = app.fixture.clone();
    let jan = f.jan_novak.member_id; // club A: region A, cross-country
    let petr = f.petr_dvorak.member_id; // club B: region B, alpine

    let mut table = Vec::new();
    let cases: [(&str, i64, MemberRoleFields); 7] = [
        ("coach-cc", jan, coach(f.department_cc, CoachLevel::Level2)),
        ("coach-al", jan, coach(f.department_al, CoachLevel::Level2)),
        (
            "td-cc",
            jan,
            of_kind(MemberRoleKind::TechnicalDelegate, Some(f.department_cc)),
        ),
        (
            "ref-cc",
            jan,
            of_kind(MemberRoleKind::Referee, Some(f.department_cc)),
        ),
        (
            "health-cc",
            jan,
            of_kind(MemberRoleKind::HealthCheck, Some(f.department_cc)),
        ),
        ("instr", jan, of_kind(MemberRoleKind::Instructor, None)),
        (
            "coach-petr",
            petr,
            coach(f.department_al, CoachLevel::Level1),
        ),
    ];
    for (case, member_id, fields) in cases {
        let mut line = vec![case.to_owned()];
        for (name, actor) in &actors {
            let result = add_member_role(&app.services, actor, member_id, fields.clone()).await;
            line.push(format!("{name}:{}", outcome(&result)));
            forget_roles(&app.pool).await;
        }
        table.push(line.join(" "));
    }
    assert_eq!(
        table,
        [
            "coach-cc pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:ok area0:FORBIDDEN sec:ok",
            "coach-al pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:ok area0:FORBIDDEN sec:FORBIDDEN",
            "td-cc pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:FORBIDDEN area0:FORBIDDEN sec:ok",
            "ref-cc pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:FORBIDDEN area0:FORBIDDEN sec:FORBIDDEN",
            "health-cc pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:ok area0:FORBIDDEN sec:FORBIDDEN",
            "instr pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:ok area0:FORBIDDEN sec:ok",
            "coach-petr pub:UNAUTHENTICATED adm:ok per:FORBIDDEN tk:FORBIDDEN team:FORBIDDEN area:FORBIDDEN area0:FORBIDDEN sec:FORBIDDEN",
        ]
    );

    // One coach licence of Jan's, then reading, changing, extending and ending it per actor.
    let admin = app.actor(accounts::ADMIN).await;
    let mut changed = Vec::new();
    for (name, actor) in &actors {
        let role = add_member_role(
            &app.services,
            &admin,
            jan,
            MemberRoleFields {
                valid_to: Some(in_days(100)),
                ..coach(f.department_cc, CoachLevel::Level2)
            },
        )
        .await
        .unwrap();
        let id = role.member_department_role_id;
        let read = member_roles(&app.services, actor, jan).await;
        let can_change = read
            .as_ref()
            .map(|roles| roles.changeable_role_ids.contains(&id));
        let update = update_member_role(
            &app.services,
            actor,
            id,
            MemberRoleFields {
                valid_to: Some(in_days(100)),
                ..coach(f.department_cc, CoachLevel::Level3)
            },
        )
        .await;
        let extend = extend_member_roles(&app.services, actor, &[id], in_days(400)).await;
        let end = end_member_role(&app.services, actor, id, today()).await;
        changed.push(format!(
            "{name}:{}/{}/{}/{}/{}",
            outcome(&read),
            match can_change {
                Ok(true) => "y",
                _ => "n",
            },
            outcome(&update),
            outcome(&extend),
            outcome(&end)
        ));
        forget_roles(&app.pool).await;
    }
    assert_eq!(
        changed.join(" "),
        "pub:UNAUTHENTICATED/n/UNAUTHENTICATED/UNAUTHENTICATED/UNAUTHENTICATED \
         adm:ok/y/ok/ok/ok per:ok/n/FORBIDDEN/FORBIDDEN/FORBIDDEN \
         tk:ok/n/FORBIDDEN/FORBIDDEN/FORBIDDEN team:ok/n/FORBIDDEN/FORBIDDEN/FORBIDDEN \
         area:ok/y/ok/ok/ok area0:ok/n/FORBIDDEN/FORBIDDEN/FORBIDDEN sec:ok/y/ok/ok/ok"
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_licence_keeps_its_rules(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.actor(accounts::ADMIN).await;
    let f = app.fixture.clone();
    let jan = f.jan_novak.member_id;
    let cc = f.department_cc;

    // Every problem of the form at once, in Czech.
    let Err(AppError::Validation(problems)) = add_member_role(
        &app.services,
        &admin,
        jan,
        MemberRoleFields {
            coach_level: None,
            referee_type: Some(RefereeType::Referee),
            valid_from: Some(in_days(3)),
            ..coach(cc, CoachLevel::Level1)
        },
    )
    .await
    else {
        panic!("refused");
    };
    let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(fields, ["validFrom", "coachLevel", "refereeType"]);
    assert_eq!(problems[1].message, "Vyberte trenérskou třídu.");

    // An instructor has no department; a health check needs its validity; athletes elsewhere.
    let instructor = add_member_role(
        &app.services,
        &admin,
        jan,
        of_kind(MemberRoleKind::Instructor, None),
    )
    .await
    .unwrap();
    assert_eq!(instructor.department_id, None);
    assert_eq!(instructor.department_name, None);
    let refused = add_member_role(
        &app.services,
        &admin,
        jan,
        MemberRoleFields {
            valid_to: None,
            ..of_kind(MemberRoleKind::HealthCheck, Some(cc))
        },
    )
    .await;
    assert_eq!(outcome(&refused), "VALIDATION");
    let refused = add_member_role(
        &app.services,
        &admin,
        jan,
        of_kind(MemberRoleKind::Athlete, Some(cc)),
    )
    .await;
    assert_eq!(outcome(&refused), "VALIDATION");

    // One coach role of a department at a time: an overlap is a CONFLICT with the reason.
    let level1 = add_member_role(
        &app.services,
        &admin,
        jan,
        MemberRoleFields {
            valid_to: Some(in_days(30)),
            ..coach(cc, CoachLevel::Level1)
        },
    )
    .await
    .unwrap();
    let overlapping = add_member_role(
        &app.services,
        &admin,
        jan,
        MemberRoleFields {
            valid_from: Some(today()),
            ..coach(cc, CoachLevel::Level2)
        },
    )
    .await;
    let Err(AppError::Conflict { message, .. }) = overlapping else {
        panic!("an overlap is refused: {overlapping:?}");
    };
    assert!(message.contains("Trenér"), "{message}");
    // The database refuses it too, whatever a writer forgets to check.
    let backstop = sqlx::query(
        "insert into member_department_role (member_id, department_id, kind, valid_from, coach_level)
         values ($1, $2, 'COACH', current_date, 'LEVEL4')",
    )
    .bind(jan)
    .bind(cc)
    .execute(&app.pool)
    .await;
    assert!(backstop.is_err());
    // Another department is another role.
    add_member_role(
        &app.services,
        &admin,
        jan,
        coach(f.department_al, CoachLevel::Level2),
    )
    .await
    .unwrap();

    // Ending the lower level and adding the higher one from the next day.
    let ended = end_member_role(
        &app.services,
        &admin,
        level1.member_department_role_id,
        days_ago(1),
    )
    .await
    .unwrap();
    assert_eq!(ended.valid_to, Some(days_ago(1)));
    let level2 = add_member_role(
        &app.services,
        &admin,
        jan,
        MemberRoleFields {
            valid_from: Some(today()),
            valid_to: Some(in_days(20)),
            ..coach(cc, CoachLevel::Level2)
        },
    )
    .await
    .unwrap();
    assert_eq!(level2.coach_level, Some(CoachLevel::Level2));

    // Extending is all or none: one role without an end refuses the whole batch.
    let without_end = add_member_role(
        &app.services,
        &admin,
        jan,
        of_kind(MemberRoleKind::Referee, Some(cc)),
    )
    .await
    .unwrap();
    let batch = extend_member_roles(
        &app.services,
        &admin,
        &[
            level2.member_department_role_id,
            without_end.member_department_role_id,
        ],
        in_days(365),
    )
    .await;
    assert_eq!(outcome(&batch), "VALIDATION");
    let roles = member_roles(&app.services, &admin, jan).await.unwrap();
    let stored = roles
        .nodes
        .iter()
        .find(|role| role.member_department_role_id == level2.member_department_role_id)
        .unwrap();
    assert_eq!(stored.valid_to, Some(in_days(20)), "nothing was extended");
    let extended = extend_member_roles(
        &app.services,
        &admin,
        &[level2.member_department_role_id],
        in_days(365),
    )
    .await
    .unwrap();
    assert_eq!(extended[0].valid_to, Some(in_days(365)));
    let audit: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'member_department_role' and action = 'extend'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audit, 1);

    // The member's tab lists every role with its Czech kind and qualification.
    let cookies = app.login(accounts::ADMIN).await;
    let answer = gql(
        &app,
        &cookies,
        "query Roles($id: Int!) { memberRoles(memberId: $id) { nodes { kind kindLabel departmentName
           coachLevel instructorLicence validTo licenceNumber } grantable { kind departments { code } } } }",
        json!({ "id": jan }),
    )
    .await;
    let nodes = ok(&answer)["memberRoles"]["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 5, "{nodes:#?}");
    assert!(nodes.iter().any(|role| role["kindLabel"] == "Cvičitel"
        && role["instructorLicence"] == "UL"
        && role["departmentName"].is_null()));
    let grantable = ok(&answer)["memberRoles"]["grantable"].as_array().unwrap();
    assert_eq!(
        grantable.len(),
        5,
        "Admin gives every kind but athletes here"
    );
}

/// Three cross-country coaches (Jan LEVEL2 in force, Eliška LEVEL4 ending soon, Zofie LEVEL0
/// ended) and one alpine coach (Petr).
async fn coaches(app: &TestApp) {
    let admin = app.actor(accounts::ADMIN).await;
    let f = &app.fixture;
    let cc = f.department_cc;
    for (member_id, fields) in [
        (f.jan_novak.member_id, coach(cc, CoachLevel::Level2)),
        (
            f.eliska_novakova.member_id,
            MemberRoleFields {
                valid_to: Some(in_days(10)),
                licence_number: Some("=HYPERLINK(\"x\")".to_owned()),
                ..coach(cc, CoachLevel::Level4)
            },
        ),
        (
            f.zofie_cerna.member_id,
            MemberRoleFields {
                valid_to: Some(days_ago(10)),
                ..coach(cc, CoachLevel::Level0)
            },
        ),
        (
            f.petr_dvorak.member_id,
            coach(f.department_al, CoachLevel::Level1),
        ),
    ] {
        add_member_role(&app.services, &admin, member_id, fields)
            .await
            .unwrap();
    }
}

const HOLDERS: &str = "query Holders($department: Int, $filter: RoleHoldersFilter) {
    roleHolders(kind: COACH, departmentId: $department, filter: $filter) {
      totalCount exportUrl canExtend
      nodes { lastName qualification qualificationLabel validTo valid clubName }
    } }";

fn names(answer: &serde_json::Value) -> Vec<String> {
    ok(answer)["roleHolders"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["lastName"].as_str().unwrap().to_owned())
        .collect()
}

fn workbook_rows(bytes: &[u8]) -> Vec<Vec<Data>> {
    let mut book: Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let first = book.sheet_names()[0].clone();
    book.worksheet_range(&first)
        .unwrap()
        .rows()
        .map(<[Data]>::to_vec)
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_department_grid_and_its_workbooks(pool: PgPool) {
    let app = TestApp::new(pool).await;
    coaches(&app).await;
    let cc = app.fixture.department_cc;
    let admin = app.login(accounts::ADMIN).await;
    let section = app.login(accounts::SECTION).await;
    let area = app.login(accounts::AREA).await;
    let team = app.login(accounts::TEAM).await;

    // In force now (the default), sorted by name; the filter narrows it.
    let answer = gql(&app, &admin, HOLDERS, json!({ "department": cc })).await;
    assert_eq!(names(&answer), ["Novák", "Nováková"]);
    assert_eq!(ok(&answer)["roleHolders"]["totalCount"], 2);
    assert_eq!(
        ok(&answer)["roleHolders"]["exportUrl"],
        format!("/api/admin/export/coach/{cc}.xlsx")
    );
    let expired = gql(
        &app,
        &admin,
        HOLDERS,
        json!({ "department": cc, "filter": { "validity": "EXPIRED" } }),
    )
    .await;
    assert_eq!(names(&expired), ["Černá"]);
    let level4 = gql(
        &app,
        &admin,
        HOLDERS,
        json!({ "department": cc, "filter": { "validity": "ALL", "qualification": "LEVEL4" } }),
    )
    .await;
    assert_eq!(names(&level4), ["Nováková"]);
    assert_eq!(
        ok(&level4)["roleHolders"]["nodes"][0]["qualificationLabel"],
        "Trenér 4. stupně"
    );
    let expiring = gql(
        &app,
        &admin,
        HOLDERS,
        json!({ "department": cc, "filter": { "validity": "EXPIRING", "search": "novakova" } }),
    )
    .await;
    assert_eq!(names(&expiring), ["Nováková"]);
    let unknown = gql(
        &app,
        &admin,
        HOLDERS,
        json!({ "department": cc, "filter": { "qualification": "REFEREE" } }),
    )
    .await;
    assert_eq!(
        stopa_testkit::app::code(&unknown),
        Some("VALIDATION"),
        "{unknown}"
    );

    // Scope: the section reads its department only, the area its region's clubs, a club none.
    let own = gql(&app, &section, HOLDERS, json!({ "department": cc })).await;
    assert_eq!(names(&own), ["Novák", "Nováková"]);
    assert_eq!(
        ok(&own)["roleHolders"]["exportUrl"],
        "/api/section/export/coach.xlsx"
    );
    let other = gql(
        &app,
        &section,
        HOLDERS,
        json!({ "department": app.fixture.department_al }),
    )
    .await;
    assert_eq!(stopa_testkit::app::code(&other), Some("FORBIDDEN"));
    let alpine = gql(
        &app,
        &area,
        HOLDERS,
        json!({ "department": app.fixture.department_al }),
    )
    .await;
    assert!(
        names(&alpine).is_empty(),
        "Petr's club is in another region"
    );
    let club = gql(&app, &team, HOLDERS, json!({ "department": cc })).await;
    assert_eq!(stopa_testkit::app::code(&club), Some("FORBIDDEN"));

    // The workbooks: the grid's rows with typed cells, the filter as query parameters.
    let response = app
        .get(
            &format!("/api/admin/export/coach/{cc}.xlsx?validity=ALL"),
            &admin,
        )
        .await;
    assert_eq!(response.status, 200);
    assert!(
        response.headers["content-disposition"]
            .to_str()
            .unwrap()
            .contains("treneri-")
    );
    let rows = workbook_rows(&response.body);
    assert_eq!(
        rows.len(),
        1 + 3,
        "header and the three cross-country coaches"
    );
    assert_eq!(rows[0][0], Data::String("Registrační číslo".to_owned()));
    assert_eq!(rows[0][5], Data::String("Trenérská třída".to_owned()));
    assert!(matches!(rows[1][0], Data::Float(_)), "numbers as numbers");
    assert!(matches!(rows[1][8], Data::DateTime(_)), "dates as dates");
    let eliska = rows
        .iter()
        .find(|row| row[1] == Data::String("Nováková".to_owned()))
        .unwrap();
    assert_eq!(
        eliska[6],
        Data::String("=HYPERLINK(\"x\")".to_owned()),
        "text stays text"
    );
    let grid = gql(
        &app,
        &admin,
        HOLDERS,
        json!({ "department": cc, "filter": { "validity": "ALL" } }),
    )
    .await;
    assert_eq!(
        ok(&grid)["roleHolders"]["totalCount"],
        rows.len() - 1,
        "the workbook holds the grid's rows"
    );

    let own = app.get("/api/section/export/coach.xlsx", &section).await;
    assert_eq!(own.status, 200);
    assert_eq!(workbook_rows(&own.body).len(), 1 + 2);
    for (path, cookies) in [
        (format!("/api/admin/export/coach/{cc}.xlsx"), &section),
        ("/api/section/export/coach.xlsx".to_owned(), &admin),
        ("/api/team/export/coach.xlsx".to_owned(), &team),
        (format!("/api/area/export/coach/{cc}.xlsx"), &area),
    ] {
        let response = app.get(&path, cookies).await;
        assert_eq!(response.status, 403, "{path}");
    }
    let nobody = app
        .get(
            &format!("/api/admin/export/coach/{cc}.xlsx"),
            &stopa_testkit::app::Cookies::default(),
        )
        .await;
    assert_eq!(nobody.status, 401);
    let missing = app
        .get(&format!("/api/admin/export/athlete/{cc}.xlsx"), &admin)
        .await;
    assert_eq!(missing.status, 404);

    // The overview counts what is in force and what ends within 30 days.
    let overview = gql(
        &app,
        &admin,
        "query Overview { roleOverview { kind department { code } valid expiring } }",
        json!({}),
    )
    .await;
    let lines = ok(&overview)["roleOverview"].as_array().unwrap();
    let cc_coaches = lines
        .iter()
        .find(|line| line["kind"] == "COACH" && line["department"]["code"] == "cc")
        .unwrap();
    assert_eq!(cc_coaches["valid"], 2);
    assert_eq!(cc_coaches["expiring"], 1);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_reminder_goes_once_per_role_and_end(pool: PgPool) {
    let app = TestApp::new(pool).await;
    grant(&app.pool, accounts::SECTION, &["HEALTH_CHECK_MANAGER"]).await;
    let admin = app.actor(accounts::ADMIN).await;
    let f = app.fixture.clone();
    sqlx::query("update member set email = 'jan.novak@example.cz' where member_id = $1")
        .bind(f.jan_novak.member_id)
        .execute(&app.pool)
        .await
        .unwrap();
    let check = add_member_role(
        &app.services,
        &admin,
        f.jan_novak.member_id,
        MemberRoleFields {
            valid_to: Some(in_days(12)),
            ..of_kind(MemberRoleKind::HealthCheck, Some(f.department_cc))
        },
    )
    .await
    .unwrap();
    // Not due yet (ends in 200 days): no reminder.
    add_member_role(
        &app.services,
        &admin,
        f.eliska_novakova.member_id,
        of_kind(MemberRoleKind::HealthCheck, Some(f.department_cc)),
    )
    .await
    .unwrap();

    let subjects = |pool: PgPool| async move {
        sqlx::query_scalar::<_, String>(
            "select (payload->>'to') || ': ' || (payload->>'subject')
             from job where kind = 'send_email' order by job_id",
        )
        .fetch_all(&pool)
        .await
        .unwrap()
    };
    let first = run_role_reminders(&app.services, &[30]).await.unwrap();
    assert_eq!(first.roles, 1);
    let sent = subjects(app.pool.clone()).await;
    assert_eq!(sent.len(), first.emails);
    assert!(
        sent.iter().any(|line| line
            .starts_with("jan.novak@example.cz: SLČR – končí platnost: Zdravotní prohlídka")),
        "{sent:?}"
    );
    assert!(
        sent.iter().any(|line| line.starts_with(accounts::SECTION)),
        "the section's health-check manager: {sent:?}"
    );

    let second = run_role_reminders(&app.services, &[30]).await.unwrap();
    assert_eq!(second.roles, 0, "a reminder goes once");
    assert_eq!(subjects(app.pool.clone()).await.len(), sent.len());

    // A new end within the threshold is reminded of again.
    sqlx::query(
        "update member_department_role set valid_to = $2 where member_department_role_id = $1",
    )
    .bind(check.member_department_role_id)
    .bind(in_days(20))
    .execute(&app.pool)
    .await
    .unwrap();
    let third = run_role_reminders(&app.services, &[30]).await.unwrap();
    assert_eq!(third.roles, 1);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_coach_card_lists_the_levels_for_admin_only(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin_actor = app.actor(accounts::ADMIN).await;
    let f = app.fixture.clone();
    let jan = f.jan_novak.member_id;
    let first = add_member_role(
        &app.services,
        &admin_actor,
        jan,
        MemberRoleFields {
            valid_to: Some(days_ago(2)),
            ..coach(f.department_cc, CoachLevel::Level1)
        },
    )
    .await
    .unwrap();
    assert_eq!(first.coach_level, Some(CoachLevel::Level1));
    add_member_role(
        &app.services,
        &admin_actor,
        jan,
        MemberRoleFields {
            valid_from: Some(days_ago(1)),
            licence_number: Some("=CMD()".to_owned()),
            ..coach(f.department_cc, CoachLevel::Level3)
        },
    )
    .await
    .unwrap();
    let admin = app.login(accounts::ADMIN).await;
    let card = app
        .get(&format!("/api/admin/export/coach-card-csv/{jan}"), &admin)
        .await;
    assert_eq!(card.status, 200);
    let text = String::from_utf8(card.body.clone()).unwrap();
    assert!(text.starts_with('\u{feff}'), "Excel's BOM");
    assert!(text.contains("Příjmení;Novák"), "{text}");
    let level3 = text.find("Trenér 3. stupně").expect("the newest level");
    let level1 = text.find("Trenér 1. stupně").expect("the history");
    assert!(level3 < level1, "newest first: {text}");
    assert!(text.contains("'=CMD()"), "formulas neutralised: {text}");
    assert!(
        text.contains("neplatná") && text.contains(";platná"),
        "{text}"
    );
    let section = app.login(accounts::SECTION).await;
    for (path, cookies) in [
        (format!("/api/admin/export/coach-card-csv/{jan}"), &section),
        (
            format!("/api/section/export/coach-card-csv/{jan}"),
            &section,
        ),
    ] {
        assert_eq!(app.get(&path, cookies).await.status, 403, "{path}");
    }
    let missing = app
        .get("/api/admin/export/coach-card-csv/999999", &admin)
        .await;
    assert_eq!(missing.status, 404);
}
