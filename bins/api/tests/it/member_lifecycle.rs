//! Archiving members, their Athlete roles and the club's racing members, the member photo with
//! its public consent, and the printed record as PDF.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, call};

const ARCHIVE: &str = "mutation ArchiveMember($input: ArchiveMemberInput!) { archiveMember(input: $input) { archived archiveReason clubName canArchive canRestore } }";
const RESTORE: &str =
    "mutation RestoreMember($memberId: Int!) { restoreMember(memberId: $memberId) { archived } }";
const MEMBER: &str = "query Member($id: Int!) { member(id: $id) { archived access } }";

async fn grant(app: &TestApp, email: &str, permission: &str) {
    sqlx::query(
        "update identity set permissions = array_append(permissions, $2)
         where account_id = (select account_id from account where email = $1)
           and identity_type = 'TEAM'",
    )
    .bind(email)
    .bind(permission)
    .execute(&app.pool)
    .await
    .unwrap();
}

#[sqlx::test(migrations = "../../migrations")]
async fn archiving_ends_the_membership_hides_the_member_and_only_admin_restores(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let input = json!({ "input": { "memberId": jan, "reason": "Duplicitní záznam" } });
    // TEAM has MEMBER_CREATE_EDIT but not MEMBER_TERMINATE; the others have no say in club A.
    for account in [
        accounts::TEAM,
        accounts::TEAM_NO_FLAGS,
        accounts::AREA_NO_FLAGS,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let response = call(&app, &cookies, ARCHIVE, input.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    let anonymous = Cookies::default();
    let response = call(&app, &anonymous, ARCHIVE, input.clone()).await;
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));
    assert_eq!(
        app.count(&format!("member where archived and member_id = {jan}"))
            .await,
        0
    );

    grant(&app, accounts::TEAM, "MEMBER_TERMINATE").await;
    let team = app.login(accounts::TEAM).await;
    let blank = json!({ "input": { "memberId": jan, "reason": "  " } });
    let response = call(&app, &team, ARCHIVE, blank).await.json();
    assert_eq!(
        response["errors"][0]["extensions"]["fields"][0]["field"], "reason",
        "{response}"
    );
    let response = call(&app, &team, ARCHIVE, input.clone()).await.json();
    // The team no longer sees the member it archived: the answer is the record as it sees it.
    assert_eq!(
        response["errors"][0]["extensions"]["code"],
        Value::Null,
        "{response}"
    );
    assert_eq!(response["data"]["archiveMember"]["archived"], true);
    assert_eq!(response["data"]["archiveMember"]["clubName"], Value::Null);
    assert_eq!(
        app.count(&format!(
            "membership where valid_to is null and member_id = {jan}"
        ))
        .await,
        0
    );
    assert_eq!(
        app.count("audit_log where entity = 'member' and action = 'archive'")
            .await,
        1
    );

    // Gone from the team's reading, the grid and the public pages; Admin still reads it.
    let response = call(&app, &team, MEMBER, json!({ "id": jan })).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let admin = app.login(accounts::ADMIN).await;
    let grid = call(
        &app,
        &admin,
        "query Members { members(input: { page: 1, perPage: 100 }) { nodes { id } } }",
        Value::Null,
    )
    .await
    .json();
    assert!(
        grid["data"]["members"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|node| node["id"] != jan),
        "{grid}"
    );
    let archived_query = "query Members { members(input: { page: 1, perPage: 100, filter: { archived: true } }) { nodes { id } } }";
    let archived = call(&app, &admin, archived_query, Value::Null).await.json();
    assert!(
        archived["data"]["members"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|node| node["id"] == jan),
        "Admin finds the archived member to restore it: {archived}"
    );
    let response = call(&app, &team, archived_query, Value::Null).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let public = call(
        &app,
        &anonymous,
        "query PublicMember($id: Int!) { publicMember(id: $id) { id } }",
        json!({ "id": jan }),
    )
    .await;
    assert_eq!(public.error_code().as_deref(), Some("NOT_FOUND"));
    let record = call(&app, &admin, MEMBER, json!({ "id": jan }))
        .await
        .json();
    assert_eq!(record["data"]["member"]["archived"], true);
    assert_eq!(
        record["data"]["member"]["access"], "READ",
        "nobody edits an archived member"
    );

    let again = call(&app, &admin, ARCHIVE, input).await;
    assert_eq!(again.error_code().as_deref(), Some("ALREADY_ARCHIVED"));
    let response = call(&app, &team, RESTORE, json!({ "memberId": jan })).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let response = call(&app, &admin, RESTORE, json!({ "memberId": jan }))
        .await
        .json();
    assert_eq!(
        response["data"]["restoreMember"]["archived"], false,
        "{response}"
    );
    assert_eq!(
        app.count("audit_log where entity = 'member' and action = 'restore'")
            .await,
        1
    );
    assert_eq!(
        app.count(&format!("membership where member_id = {jan}"))
            .await,
        1,
        "history kept"
    );
}

const ROLES: &str = "query MemberRoles($memberId: Int!) { memberRoles(memberId: $memberId) { canEdit nodes { id kind departmentCode validTo } athleteDepartments { code } } }";
const ADD: &str = "mutation AddAthleteRole($input: AddAthleteRoleInput!) { addAthleteRole(input: $input) { id kind departmentCode validFrom } }";
const END: &str = "mutation EndMemberRole($input: EndMemberRoleInput!) { endMemberRole(input: $input) { validTo } }";
const RACING: &str = "query ClubRacingMembers($clubId: Int!, $departmentCode: String) { clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) { total departments { department { code } total ageGroups { ageGroup male female } } members { lastName departmentCodes } } }";

#[sqlx::test(migrations = "../../migrations")]
async fn athlete_roles_make_the_clubs_racing_members(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let fixture = app.fixture.clone();
    let team = app.login(accounts::TEAM).await;
    let add = |member_id: i64, department_id: i64| json!({ "input": { "memberId": member_id, "departmentId": department_id } });
    let roles = call(
        &app,
        &team,
        ROLES,
        json!({ "memberId": fixture.jan_novak.member_id }),
    )
    .await
    .json();
    assert_eq!(roles["data"]["memberRoles"]["canEdit"], true, "{roles}");
    assert_eq!(
        roles["data"]["memberRoles"]["athleteDepartments"],
        json!([{ "code": "cc" }])
    );

    let added = call(
        &app,
        &team,
        ADD,
        add(fixture.jan_novak.member_id, fixture.department_cc),
    )
    .await
    .json();
    assert_eq!(
        added["data"]["addAthleteRole"]["kind"], "ATHLETE",
        "{added}"
    );
    let role_id = added["data"]["addAthleteRole"]["id"].as_i64().unwrap();
    let twice = call(
        &app,
        &team,
        ADD,
        add(fixture.jan_novak.member_id, fixture.department_cc),
    )
    .await
    .json();
    assert_eq!(
        twice["errors"][0]["extensions"]["code"], "CONFLICT",
        "{twice}"
    );
    let alpine = call(
        &app,
        &team,
        ADD,
        add(fixture.jan_novak.member_id, fixture.department_al),
    )
    .await
    .json();
    assert_eq!(
        alpine["errors"][0]["extensions"]["fields"][0]["message"],
        "Klub člena v tomto úseku nepůsobí.",
        "{alpine}"
    );
    call(
        &app,
        &team,
        ADD,
        add(fixture.eliska_novakova.member_id, fixture.department_cc),
    )
    .await;
    for account in [
        accounts::TEAM_NO_FLAGS,
        accounts::PERSON,
        accounts::TIMEKEEPER,
        accounts::MULTI,
    ] {
        let cookies = app.login(account).await;
        let response = call(
            &app,
            &cookies,
            ADD,
            add(fixture.jan_novak.member_id, fixture.department_cc),
        )
        .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    // The member reads its own roles without editing them.
    let person = app.login(accounts::PERSON).await;
    let own = call(
        &app,
        &person,
        ROLES,
        json!({ "memberId": fixture.jan_novak.member_id }),
    )
    .await
    .json();
    assert_eq!(own["data"]["memberRoles"]["canEdit"], false);
    assert_eq!(
        own["data"]["memberRoles"]["nodes"][0]["departmentCode"],
        "cc"
    );

    // Jan (born 1992) is an adult man, Eliška (born 2010) a junior woman.
    let racing = call(&app, &team, RACING, json!({ "clubId": fixture.club_a }))
        .await
        .json();
    let result = &racing["data"]["clubRacingMembers"];
    assert_eq!(result["total"], 2, "{racing}");
    assert_eq!(result["departments"][0]["department"]["code"], "cc");
    assert_eq!(result["departments"][0]["total"], 2);
    let groups = result["departments"][0]["ageGroups"].as_array().unwrap();
    let group = |name: &str| {
        groups
            .iter()
            .find(|group| group["ageGroup"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(
        (
            group("ADULTS")["male"].clone(),
            group("ADULTS")["female"].clone()
        ),
        (json!(1), json!(0))
    );
    assert_eq!(group("JUNIORS")["female"], 1);
    assert_eq!(result["members"][0]["lastName"], "Novák", "Czech order");
    let filtered = call(
        &app,
        &team,
        RACING,
        json!({ "clubId": fixture.club_a, "departmentCode": "al" }),
    )
    .await
    .json();
    assert_eq!(
        filtered["data"]["clubRacingMembers"]["total"], 0,
        "{filtered}"
    );
    let unknown = call(
        &app,
        &team,
        RACING,
        json!({ "clubId": fixture.club_a, "departmentCode": "xx" }),
    )
    .await;
    assert_eq!(unknown.error_code().as_deref(), Some("VALIDATION"));
    let other_club = app.login(accounts::MULTI).await;
    let response = call(
        &app,
        &other_club,
        RACING,
        json!({ "clubId": fixture.club_a }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));

    let today = stopa_domain::time::today();
    let future = json!({ "input": { "roleId": role_id, "validTo": (today + chrono::Duration::days(1)).to_string() } });
    let response = call(&app, &team, END, future).await.json();
    assert_eq!(
        response["errors"][0]["extensions"]["fields"][0]["field"], "validTo",
        "{response}"
    );
    let end = json!({ "input": { "roleId": role_id, "validTo": today.to_string() } });
    let response = call(&app, &team, END, end.clone()).await.json();
    assert_eq!(
        response["data"]["endMemberRole"]["validTo"],
        today.to_string(),
        "{response}"
    );
    let again = call(&app, &team, END, end).await;
    assert_eq!(again.error_code().as_deref(), Some("ALREADY_ENDED"));
    let racing = call(&app, &team, RACING, json!({ "clubId": fixture.club_a }))
        .await
        .json();
    assert_eq!(racing["data"]["clubRacingMembers"]["total"], 1);
    assert_eq!(
        app.count("audit_log where entity = 'member_department_role'")
            .await,
        3
    );
}

/// A GraphQL multipart upload (the GraphQL multipart request spec).
fn upload_request(cookies: &Cookies, member_id: i64, file: &[u8], name: &str) -> Request<Body> {
    let boundary = "----stopa-test-boundary";
    let operations = json!({
        "query": "mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) { uploadMemberPhoto(memberId: $memberId, file: $file) { hasPhoto } }",
        "variables": { "memberId": member_id, "file": null }
    });
    let mut body = Vec::new();
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{operations}\r\n").as_bytes());
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\": [\"variables.file\"]}}\r\n").as_bytes());
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n").as_bytes());
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .header("x-gql-operation", "UploadMemberPhoto")
        .header("x-gql-operation-type", "mutation");
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    builder.body(Body::from(body)).unwrap()
}

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\rIDATx\x9cc\xf8\xff\xff?\0\x05\xfe\x02\xfe\xa7\x35\x81\x84\0\0\0\0IEND\xaeB`\x82";

#[sqlx::test(migrations = "../../migrations")]
async fn the_photo_is_public_only_with_the_members_consent(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let person = app.login(accounts::PERSON).await;
    let anonymous = Cookies::default();
    let response = app
        .send(upload_request(
            &person,
            jan,
            b"<svg xmlns='http://www.w3.org/2000/svg'/>",
            "a.svg",
        ))
        .await
        .json();
    assert_eq!(
        response["errors"][0]["extensions"]["fields"][0]["message"],
        "Fotografie musí být ve formátu JPEG, PNG nebo WebP.",
        "{response}"
    );
    let no_flags = app.login(accounts::TEAM_NO_FLAGS).await;
    let response = app.send(upload_request(&no_flags, jan, PNG, "a.png")).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let response = app
        .send(upload_request(&person, jan, PNG, "já.png"))
        .await
        .json();
    assert_eq!(
        response["data"]["uploadMemberPhoto"]["hasPhoto"], true,
        "{response}"
    );

    let path = format!("/api/members/{jan}/photo");
    assert_eq!(
        app.get(&path, &anonymous).await.status,
        404,
        "no consent yet"
    );
    let team = app
        .get(&path, &app.login(accounts::TEAM_NO_FLAGS).await)
        .await;
    assert_eq!(team.status, 200, "the club reads its member's photo");
    assert_eq!(team.headers["content-type"], "image/png");
    assert_eq!(team.body, PNG);
    let other_club = app.login(accounts::MULTI).await;
    assert_eq!(app.get(&path, &other_club).await.status, 404);

    let consent = "mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) { setMemberPhotoPublic(memberId: $memberId, public: $public) { photoPublic } }";
    let response = call(
        &app,
        &no_flags,
        consent,
        json!({ "memberId": jan, "public": true }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let response = call(
        &app,
        &person,
        consent,
        json!({ "memberId": jan, "public": true }),
    )
    .await
    .json();
    assert_eq!(
        response["data"]["setMemberPhotoPublic"]["photoPublic"], true,
        "{response}"
    );
    assert_eq!(app.get(&path, &anonymous).await.status, 200);
    let public = call(
        &app,
        &anonymous,
        "query PublicMember($id: Int!) { publicMember(id: $id) { hasPublicPhoto } }",
        json!({ "id": jan }),
    )
    .await
    .json();
    assert_eq!(public["data"]["publicMember"]["hasPublicPhoto"], true);

    let delete = "mutation DeleteMemberPhoto($memberId: Int!) { deleteMemberPhoto(memberId: $memberId) { hasPhoto } }";
    let response = call(&app, &person, delete, json!({ "memberId": jan }))
        .await
        .json();
    assert_eq!(
        response["data"]["deleteMemberPhoto"]["hasPhoto"], false,
        "{response}"
    );
    assert_eq!(app.get(&path, &anonymous).await.status, 404);
    assert_eq!(app.count("audit_log where entity = 'member' and action in ('upload_photo', 'photo_consent', 'delete_photo')").await, 3);
}

/// The text of every page of a PDF, as a reader extracts it.
fn pdf_text(bytes: &[u8]) -> String {
    let document = lopdf::Document::load_mem(bytes).unwrap();
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text(&pages).unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_printed_record_holds_personal_data_only_for_those_allowed(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let path = format!("/api/members/{jan}/tisk.pdf");
    let admin = app.get(&path, &app.login(accounts::ADMIN).await).await;
    assert_eq!(admin.status, 200);
    assert_eq!(admin.headers["content-type"], "application/pdf");
    assert!(
        admin.headers["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("inline;")
    );
    let text = pdf_text(&admin.body);
    for expected in [
        "Evidenční list člena",
        "Jan Novák",
        "Rodné číslo",
        "920627/8653",
        "Klubová historie",
    ] {
        assert!(text.contains(expected), "{expected} missing: {text}");
    }
    assert_eq!(
        app.count("audit_log where action = 'print_personal_data'")
            .await,
        1
    );

    let no_flags = app
        .get(&path, &app.login(accounts::TEAM_NO_FLAGS).await)
        .await;
    assert_eq!(no_flags.status, 200);
    let text = pdf_text(&no_flags.body);
    assert!(
        text.contains("Jan Novák") && text.contains("Rok narození"),
        "{text}"
    );
    assert!(
        !text.contains("920627") && !text.contains("Rodné číslo"),
        "{text}"
    );
    assert_eq!(
        app.count("audit_log where action = 'print_personal_data'")
            .await,
        1
    );

    assert_eq!(app.get(&path, &Cookies::default()).await.status, 401);
    let admin_cookies = app.login(accounts::ADMIN).await;
    let bad = app.get("/api/members/abc/tisk.pdf", &admin_cookies).await;
    assert_eq!(bad.status, 404);
    assert_eq!(bad.json()["error"]["code"], "NOT_FOUND");
    assert_eq!(
        app.get("/api/members/999999/photo", &admin_cookies)
            .await
            .status,
        404
    );
    assert_eq!(
        app.get(&path, &app.login(accounts::MULTI).await)
            .await
            .status,
        403
    );
    let petr = app.fixture.petr_dvorak.member_id;
    let other = app
        .get(
            &format!("/api/members/{petr}/tisk.pdf"),
            &app.login(accounts::PERSON).await,
        )
        .await;
    assert_eq!(other.status, 403);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_general_meeting_lists_adult_members_who_paid_within_the_scope(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let fixture = app.fixture.clone();
    let season: i64 = sqlx::query_scalar(
        "select evidence_season_id from evidence_season where valid_from <= current_date order by year desc limit 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    // Jan (adult, club A), Eliška (a minor, club A) and Petr (adult, club B) paid; Žofie did not.
    for (member, club) in [
        (fixture.jan_novak.member_id, fixture.club_a),
        (fixture.eliska_novakova.member_id, fixture.club_a),
        (fixture.petr_dvorak.member_id, fixture.club_b),
    ] {
        sqlx::query("insert into member_payment (member_id, club_id, evidence_season_id, amount, paid_on) values ($1, $2, $3, 50000, '2026-01-15')")
            .bind(member)
            .bind(club)
            .bind(season)
            .execute(&app.pool)
            .await
            .unwrap();
    }
    let today = stopa_domain::time::today();
    let query = format!("evidenceSeasonId={season}&meetingDate={today}");
    let names = |body: &[u8]| -> Vec<String> {
        let text = String::from_utf8(body.to_vec()).unwrap();
        text.trim_start_matches('\u{feff}')
            .lines()
            .skip(1)
            .map(|line| line.split(';').nth(1).unwrap().to_owned())
            .collect()
    };
    let admin = app
        .get(
            &format!("/api/admin/export/members-general-meeting-csv?{query}"),
            &app.login(accounts::ADMIN).await,
        )
        .await;
    assert_eq!(
        admin.status,
        200,
        "{}",
        String::from_utf8_lossy(&admin.body)
    );
    let text = String::from_utf8(admin.body.clone()).unwrap();
    assert!(text.starts_with("\u{feff}Registrační číslo;Příjmení;Jméno;Rok narození;Kód klubu;Klub;Kraj;Příspěvek zaplacen\r\n"), "{text}");
    assert!(text.contains(";15. 1. 2026\r\n"), "{text}");
    let mut admin_names = names(&admin.body);
    admin_names.sort();
    assert_eq!(admin_names, ["Dvořák", "Novák"]);
    let area = app
        .get(
            &format!("/api/area/export/members-general-meeting-csv?{query}"),
            &app.login(accounts::AREA_NO_FLAGS).await,
        )
        .await;
    assert_eq!(names(&area.body), ["Novák"], "region A only");
    let section = app
        .get(
            &format!("/api/section/export/members-general-meeting-csv?{query}"),
            &app.login(accounts::SECTION).await,
        )
        .await;
    assert_eq!(names(&section.body), ["Novák"], "cross-country clubs only");
    // Before Jan joined his club nobody is entitled.
    let early = app.get(&format!("/api/admin/export/members-general-meeting-csv?evidenceSeasonId={season}&meetingDate=2019-06-01"), &app.login(accounts::ADMIN).await).await;
    assert!(names(&early.body).is_empty());

    for (account, role, status) in [
        (accounts::TEAM, "team", 403),
        (accounts::TIMEKEEPER, "timekeeper", 403),
        (accounts::PERSON, "admin", 403),
        (accounts::AREA, "admin", 403),
    ] {
        let response = app
            .get(
                &format!("/api/{role}/export/members-general-meeting-csv?{query}"),
                &app.login(account).await,
            )
            .await;
        assert_eq!(response.status, status, "{account}");
    }
    let public = app
        .get(
            &format!("/api/admin/export/members-general-meeting-csv?{query}"),
            &Cookies::default(),
        )
        .await;
    assert_eq!(public.status, 401);
    let admin = app.login(accounts::ADMIN).await;
    let missing = app
        .get(
            &format!("/api/admin/export/members-general-meeting-csv?evidenceSeasonId={season}"),
            &admin,
        )
        .await;
    assert_eq!(missing.status, 400);
    assert_eq!(
        missing.json()["error"]["message"],
        "Zadejte datum valné hromady."
    );
    let unknown = app.get(&format!("/api/admin/export/members-general-meeting-csv?evidenceSeasonId=999999&meetingDate={today}"), &admin).await;
    assert_eq!(unknown.status, 400);

    // The member's overview by season (tab statistiky): clubs, fee and racing departments.
    let seasons = "query MemberSeasons($memberId: Int!) { memberSeasons(memberId: $memberId) { evidenceSeasonId clubNames feePaidOn feeAmount feeClubName athleteDepartments } }";
    let team = app.login(accounts::TEAM_NO_FLAGS).await;
    let response = call(
        &app,
        &team,
        seasons,
        json!({ "memberId": fixture.jan_novak.member_id }),
    )
    .await
    .json();
    let rows = response["data"]["memberSeasons"]
        .as_array()
        .unwrap_or_else(|| panic!("{response}"));
    let paid = rows
        .iter()
        .find(|row| row["evidenceSeasonId"] == season)
        .unwrap();
    assert_eq!(paid["feePaidOn"], "2026-01-15");
    assert_eq!(paid["feeAmount"], 50000);
    assert_eq!(paid["clubNames"].as_array().unwrap().len(), 1);
    assert!(
        rows.iter()
            .filter(|row| row["evidenceSeasonId"] != season)
            .all(|row| row["feePaidOn"].is_null())
    );
    let other_club = app.login(accounts::MULTI).await;
    let response = call(
        &app,
        &other_club,
        seasons,
        json!({ "memberId": fixture.jan_novak.member_id }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn admin_enrols_a_member_without_a_club_after_the_last_membership(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let fixture = app.fixture.clone();
    let jan = fixture.jan_novak.member_id;
    let join = "mutation JoinClub($input: JoinClubInput!) { joinClub(input: $input) { clubId canJoinClub } }";
    let today = stopa_domain::time::today();
    let yesterday = today - chrono::Duration::days(1);
    let admin = app.login(accounts::ADMIN).await;
    let input = |club: i64, from: chrono::NaiveDate| json!({ "input": { "memberId": jan, "clubId": club, "validFrom": from.to_string() } });

    let response = call(&app, &admin, join, input(fixture.club_b, today)).await;
    assert_eq!(response.error_code().as_deref(), Some("ALREADY_MEMBER"));
    sqlx::query("update membership set valid_to = $2 where member_id = $1 and valid_to is null")
        .bind(jan)
        .bind(yesterday)
        .execute(&app.pool)
        .await
        .unwrap();
    for account in [
        accounts::TEAM,
        accounts::AREA,
        accounts::SECTION,
        accounts::PERSON,
    ] {
        let cookies = app.login(account).await;
        let response = call(&app, &cookies, join, input(fixture.club_b, today)).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    let overlapping = call(&app, &admin, join, input(fixture.club_b, yesterday))
        .await
        .json();
    assert_eq!(
        overlapping["errors"][0]["extensions"]["fields"][0]["field"], "validFrom",
        "{overlapping}"
    );
    let future = call(
        &app,
        &admin,
        join,
        input(fixture.club_b, today + chrono::Duration::days(2)),
    )
    .await
    .json();
    assert_eq!(
        future["errors"][0]["extensions"]["fields"][0]["message"],
        "Datum nesmí být v budoucnosti."
    );
    sqlx::query("update club set state = 'ENDED', ended_on = current_date where club_id = $1")
        .bind(fixture.club_b)
        .execute(&app.pool)
        .await
        .unwrap();
    let ended = call(&app, &admin, join, input(fixture.club_b, today))
        .await
        .json();
    assert_eq!(
        ended["errors"][0]["extensions"]["fields"][0]["message"],
        "Klub ukončil činnost."
    );
    sqlx::query("update club set state = 'ACTIVE', ended_on = null where club_id = $1")
        .bind(fixture.club_b)
        .execute(&app.pool)
        .await
        .unwrap();
    let joined = call(&app, &admin, join, input(fixture.club_b, today))
        .await
        .json();
    assert_eq!(
        joined["data"]["joinClub"]["clubId"], fixture.club_b,
        "{joined}"
    );
    assert_eq!(joined["data"]["joinClub"]["canJoinClub"], false);
    assert_eq!(
        app.count(&format!("membership where member_id = {jan}"))
            .await,
        2
    );
    assert_eq!(
        app.count("audit_log where entity = 'membership' and action = 'join'")
            .await,
        1
    );
}
