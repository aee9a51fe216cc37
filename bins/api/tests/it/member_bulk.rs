//! The members grid's bulk actions (an Athlete role, ending memberships) as every identity type,
//! all or none, and the grid's further filters (role, department, age group) reading the
//! written roles back through the list, its count and the CSV export.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{TestApp, call, cookies_of, gql, grant, ok};

const ADD: &str = "mutation AddAthleteRoles($input: AddAthleteRolesInput!) { \
                   addAthleteRoles(input: $input) { added alreadyAthletes } }";
const END: &str = "mutation EndMemberships($input: EndMembershipsInput!) { \
                   endMemberships(input: $input) }";
const LIST: &str = "query Members($input: MembersInput!) { members(input: $input) { \
                    nodes { lastName } actions { canAddAthleteRoles canEndMemberships } } }";

/// The last names the grid lists for a filter, as `account` sees them.
async fn listed(
    app: &TestApp,
    cookies: &stopa_testkit::app::Cookies,
    filter: Value,
) -> Vec<String> {
    let answer = gql(app, cookies, LIST, json!({ "input": { "filter": filter } })).await;
    ok(&answer)["members"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["lastName"].as_str().unwrap().to_owned())
        .collect()
}

/// The members grid's actions of `account` (none when it may not list members).
async fn grid_actions(app: &TestApp, cookies: &stopa_testkit::app::Cookies) -> Value {
    let answer = call(app, cookies, LIST, json!({ "input": {} }))
        .await
        .json();
    if answer["errors"][0]["extensions"]["code"] == "FORBIDDEN" {
        return json!({ "canAddAthleteRoles": false, "canEndMemberships": false });
    }
    answer["data"]["members"]["actions"].clone()
}

async fn open_athlete_roles(app: &TestApp) -> i64 {
    app.count("member_department_role where kind = 'ATHLETE' and valid_to is null")
        .await
}

#[sqlx::test(migrations = "../../migrations")]
async fn athlete_roles_are_given_in_bulk_all_or_none_and_the_filters_read_them_back(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let f = &app.fixture;
    let (jan, eliska, petr) = (
        f.jan_novak.member_id,
        f.eliska_novakova.member_id,
        f.petr_dvorak.member_id,
    );
    let club_a_pair =
        json!({ "input": { "memberIds": [jan, eliska], "departmentId": f.department_cc } });

    // Nobody logged in, and every identity without the right to edit club A's members.
    let anonymous = cookies_of(&app, None).await;
    assert_eq!(
        call(&app, &anonymous, ADD, club_a_pair.clone())
            .await
            .error_code()
            .as_deref(),
        Some("UNAUTHENTICATED")
    );
    // (TEAM holds MEMBER_CREATE_EDIT: it comes below.)
    for account in [
        accounts::TEAM_NO_FLAGS,
        accounts::AREA,
        accounts::AREA_NO_FLAGS,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let answer = call(&app, &cookies, ADD, club_a_pair.clone()).await;
        assert_eq!(
            answer.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
        let actions = grid_actions(&app, &cookies).await;
        assert_eq!(actions["canAddAthleteRoles"], false, "{account}");
    }
    assert_eq!(open_athlete_roles(&app).await, 0);

    // Club A's manager with MEMBER_CREATE_EDIT gives its own members the role ...
    let team = app.login(accounts::TEAM).await;
    assert_eq!(grid_actions(&app, &team).await["canAddAthleteRoles"], true);
    let added = gql(&app, &team, ADD, club_a_pair.clone()).await;
    assert_eq!(
        ok(&added)["addAthleteRoles"],
        json!({ "added": 2, "alreadyAthletes": 0 })
    );
    // ... once: again, both are counted as athletes already.
    let again = gql(&app, &team, ADD, club_a_pair).await;
    assert_eq!(
        ok(&again)["addAthleteRoles"],
        json!({ "added": 0, "alreadyAthletes": 2 })
    );
    // Club B's Petr is not its member: the whole request is refused, nothing is written.
    let beyond = call(
        &app,
        &team,
        ADD,
        json!({ "input": { "memberIds": [jan, petr], "departmentId": f.department_cc } }),
    )
    .await;
    assert_eq!(beyond.error_code().as_deref(), Some("FORBIDDEN"));
    assert_eq!(open_athlete_roles(&app).await, 2);

    // Admin: club B is not active in cross-country, and the refusal names the member.
    let admin = app.login(accounts::ADMIN).await;
    let refused = call(
        &app,
        &admin,
        ADD,
        json!({ "input": { "memberIds": [petr, f.zofie_cerna.member_id], "departmentId": f.department_cc } }),
    )
    .await
    .json();
    assert_eq!(
        refused["errors"][0]["extensions"]["fields"][0]["message"],
        "Petr Dvořák: Klub člena v tomto úseku nepůsobí.",
        "{refused}"
    );
    let without_club = call(
        &app,
        &admin,
        ADD,
        json!({ "input": { "memberIds": [f.without_club.member_id], "departmentId": f.department_cc } }),
    )
    .await;
    assert_eq!(without_club.error_code().as_deref(), Some("NO_MEMBERSHIP"));
    assert_eq!(
        without_club.error_message().as_deref(),
        Some("Bez Klubu: není členem žádného klubu.")
    );
    let too_many: Vec<i64> = (1..=201).collect();
    let limited = call(
        &app,
        &admin,
        ADD,
        json!({ "input": { "memberIds": too_many, "departmentId": f.department_cc } }),
    )
    .await;
    assert_eq!(limited.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(open_athlete_roles(&app).await, 2);
    assert_eq!(
        app.count("audit_log where entity = 'member_department_role' and action = 'create'")
            .await,
        2
    );

    // Read back the way users read it: the grid's filters, its count and the export.
    let athletes = json!({ "roleKind": "ATHLETE", "departmentId": f.department_cc });
    assert_eq!(
        listed(&app, &admin, athletes.clone()).await,
        ["Novák", "Nováková"]
    );
    assert_eq!(
        listed(
            &app,
            &admin,
            json!({ "roleKind": "ATHLETE", "departmentId": f.department_al })
        )
        .await,
        Vec::<String>::new()
    );
    assert_eq!(
        listed(&app, &admin, json!({ "roleKind": "COACH" })).await,
        Vec::<String>::new()
    );
    let count = gql(
        &app,
        &admin,
        "query C($filter: MemberFilterInput!) { membersCount(filter: $filter) { count } }",
        json!({ "filter": athletes }),
    )
    .await;
    assert_eq!(ok(&count)["membersCount"]["count"], 2);
    let csv = app
        .get(
            &format!(
                "/api/admin/export/members-all-csv?roleKind=ATHLETE&departmentId={}",
                f.department_cc
            ),
            &admin,
        )
        .await;
    assert_eq!(csv.status, axum::http::StatusCode::OK);
    assert_eq!(
        csv.text()
            .lines()
            .filter(|line| !line.trim().is_empty())
            .count(),
        3,
        "{}",
        csv.text()
    );
    let unknown = app
        .get("/api/admin/export/members-all-csv?roleKind=KING", &admin)
        .await;
    assert_eq!(unknown.status, axum::http::StatusCode::BAD_REQUEST);
    assert!(
        unknown.text().contains("Neznámá role."),
        "{}",
        unknown.text()
    );

    // The age group this year: Eliška (2010) is a junior until 2030, the others are adults.
    assert_eq!(
        listed(&app, &admin, json!({ "ageGroup": "JUNIORS" })).await,
        ["Nováková"]
    );
    assert_eq!(
        listed(
            &app,
            &admin,
            json!({ "ageGroup": "ADULTS", "sex": "FEMALE" })
        )
        .await,
        ["Černá"]
    );
    // The club's manager sees its own athletes only, whatever it names.
    assert_eq!(
        listed(
            &app,
            &team,
            json!({ "roleKind": "ATHLETE", "clubId": f.club_b })
        )
        .await,
        Vec::<String>::new()
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn memberships_end_in_bulk_all_or_none_each_checked_and_audited(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    let f = &app.fixture;
    let (jan, eliska, petr) = (
        f.jan_novak.member_id,
        f.eliska_novakova.member_id,
        f.petr_dvorak.member_id,
    );
    let today = stopa_domain::time::today();
    let both = json!({ "input": { "memberIds": [jan, eliska] } });
    let open_memberships = || app.count("membership where valid_to is null");
    let before = open_memberships().await;

    let anonymous = cookies_of(&app, None).await;
    assert_eq!(
        call(&app, &anonymous, END, both.clone())
            .await
            .error_code()
            .as_deref(),
        Some("UNAUTHENTICATED")
    );
    // TEAM holds MEMBER_CREATE_EDIT, not MEMBER_TERMINATE; AREA and SECTION not
    // MEMBER_AND_CLUB_MANAGER.
    for account in [
        accounts::TEAM,
        accounts::TEAM_NO_FLAGS,
        accounts::AREA,
        accounts::AREA_NO_FLAGS,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let answer = call(&app, &cookies, END, both.clone()).await;
        assert_eq!(
            answer.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
        let actions = grid_actions(&app, &cookies).await;
        assert_eq!(actions["canEndMemberships"], false, "{account}");
    }
    assert_eq!(open_memberships().await, before);

    grant(&pool, accounts::TEAM, &["MEMBER_TERMINATE"]).await;
    let team = app.login(accounts::TEAM).await;
    let actions = grid_actions(&app, &team).await;
    assert_eq!(actions["canEndMemberships"], true);
    // Club B's Petr among them: nothing ends.
    let beyond = call(
        &app,
        &team,
        END,
        json!({ "input": { "memberIds": [jan, petr] } }),
    )
    .await;
    assert_eq!(beyond.error_code().as_deref(), Some("FORBIDDEN"));
    // A day before the membership began (2020-01-01), or in the future: refused, named.
    let early = call(
        &app,
        &team,
        END,
        json!({ "input": { "memberIds": [jan, eliska], "validTo": "2019-12-31" } }),
    )
    .await
    .json();
    assert_eq!(
        early["errors"][0]["extensions"]["fields"][0]["message"],
        "Jan Novák: členství začalo 1. 1. 2020, dříve je ukončit nelze.",
        "{early}"
    );
    let future = call(
        &app,
        &team,
        END,
        json!({ "input": { "memberIds": [jan], "validTo": (today + chrono::Duration::days(1)).to_string() } }),
    )
    .await;
    assert_eq!(future.error_code().as_deref(), Some("VALIDATION"));
    assert_eq!(open_memberships().await, before);

    let ended = gql(&app, &team, END, both.clone()).await;
    assert_eq!(ok(&ended)["endMemberships"], 2);
    assert_eq!(open_memberships().await, before - 2);
    assert_eq!(
        app.count("audit_log where entity = 'membership' and action = 'end'")
            .await,
        2
    );
    // Read back: the club's grid no longer lists them, the record's history ends today.
    let admin = app.login(accounts::ADMIN).await;
    assert_eq!(
        listed(&app, &admin, json!({ "clubId": f.club_a })).await,
        Vec::<String>::new()
    );
    let history = gql(
        &app,
        &admin,
        "query H($memberId: Int!) { memberClubHistory(memberId: $memberId) { validTo } }",
        json!({ "memberId": jan }),
    )
    .await;
    assert_eq!(
        ok(&history)["memberClubHistory"][0]["validTo"],
        today.to_string()
    );
    // Admin is told by name that a member has no club left to end.
    let again = call(&app, &admin, END, both).await;
    assert_eq!(again.error_code().as_deref(), Some("NO_MEMBERSHIP"));
    assert_eq!(
        again.error_message().as_deref(),
        Some("Jan Novák: není členem žádného klubu.")
    );
}
