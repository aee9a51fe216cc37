//! Club records: who lists and reads which clubs, who may create and edit them, the Czech
//! errors of bad input, the audit log, and the clubs export.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Call, Cookies, TestApp, call, capitalise, cookies_of};

const CLUB_FIELDS: &str = "id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName email phone web bankAccount state stateLabel foundedOn endedOn departments { code } memberCount access";

fn clubs_call(input: Value) -> Call<'static> {
    Call {
        operation: "Clubs",
        operation_type: "query",
        query: "query Clubs($input: ClubsInput!) { clubs(input: $input) { totalCount nodes { code access bankAccount } } }",
        variables: Value::Object([("input".to_owned(), input)].into_iter().collect()),
    }
}

fn club_query() -> String {
    format!("query Club($id: Int!) {{ club(id: $id) {{ {CLUB_FIELDS} }} }}")
}

fn club_input(app: &TestApp, code: &str, ico: &str) -> Value {
    json!({
        "code": code,
        "name": "Lyžařský klub Jablonec nad Nisou",
        "shortName": "LK Jablonec",
        "ico": ico,
        "legalForm": "ASSOCIATION",
        "street": "Dolní náměstí 1",
        "municipality": "Jablonec nad Nisou",
        "postcode": "466 01",
        "regionId": app.fixture.region_a,
        "email": "info@lkjablonec.cz",
        "phone": "+420 603 123 456",
        "web": "www.lkjablonec.cz",
        "bankAccount": "19-2000145399/0800",
        "state": "ACTIVE",
        "foundedOn": "1923-01-15",
        "endedOn": null,
        "departmentIds": [app.fixture.department_cc, app.fixture.department_al],
    })
}

/// `createClub` or `updateClub`, answering every field of the club.
fn club_mutation(name: &str) -> String {
    let input_type = if name == "updateClub" {
        "UpdateClubInput"
    } else {
        "ClubInput"
    };
    format!(
        "mutation {}($input: {input_type}!) {{ {name}(input: $input) {{ {CLUB_FIELDS} }} }}",
        capitalise(name)
    )
}

/// An account (None: the public) and the club codes it lists with its access, or the error.
type Case = (
    Option<&'static str>,
    Result<&'static [(&'static str, &'static str)], &'static str>,
);

fn matrix() -> Vec<Case> {
    vec![
        (None, Err("UNAUTHENTICATED")),
        (
            Some(accounts::ADMIN),
            Ok(&[("PRAL", "WRITE"), ("LBSK", "WRITE")]),
        ),
        (Some(accounts::TEAM), Ok(&[("LBSK", "WRITE")])),
        (Some(accounts::TEAM_NO_FLAGS), Ok(&[("LBSK", "WRITE")])),
        (Some(accounts::MULTI), Ok(&[("PRAL", "WRITE")])),
        (Some(accounts::AREA), Ok(&[("LBSK", "READ")])),
        (Some(accounts::SECTION), Ok(&[("LBSK", "READ")])),
        (
            Some(accounts::TIMEKEEPER),
            Ok(&[("PRAL", "READ"), ("LBSK", "READ")]),
        ),
        (Some(accounts::PERSON), Err("FORBIDDEN")),
    ]
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_identity_type_lists_exactly_its_clubs_with_its_access(pool: PgPool) {
    let app = TestApp::new(pool).await;
    // Czech alphabetical order of names: "Alpine Praha" before "Ski klub Liberec".
    for (account, expected) in matrix() {
        let cookies = cookies_of(&app, account).await;
        let response = app.graphql(&clubs_call(json!({})), &cookies).await;
        match expected {
            Err(code) => assert_eq!(response.error_code().as_deref(), Some(code), "{account:?}"),
            Ok(clubs) => {
                let json = response.json();
                assert!(json["errors"].is_null(), "{account:?}: {json}");
                let listed: Vec<(String, String)> = json["data"]["clubs"]["nodes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|node| {
                        // The bank account is for those who may edit the club.
                        assert_eq!(
                            node["bankAccount"].is_null(),
                            node["access"] != "WRITE" || node["bankAccount"].is_null(),
                        );
                        (
                            node["code"].as_str().unwrap().to_owned(),
                            node["access"].as_str().unwrap().to_owned(),
                        )
                    })
                    .collect();
                let expected: Vec<(String, String)> = clubs
                    .iter()
                    .map(|(code, access)| ((*code).to_owned(), (*access).to_owned()))
                    .collect();
                assert_eq!(listed, expected, "{account:?}");
            }
        }
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_team_manager_cannot_read_or_change_another_club(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM).await;
    let other = app.fixture.club_b;
    let response = call(&app, &team, &club_query(), json!({ "id": other })).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let mut input = club_input(&app, "PRAL", "25596641");
    input["id"] = json!(other);
    let response = call(
        &app,
        &team,
        &club_mutation("updateClub"),
        json!({ "input": input }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    assert_eq!(app.count("audit_log where entity = 'club'").await, 0);
    let response = call(&app, &team, &club_query(), json!({ "id": 9_999_999 })).await;
    assert_eq!(response.error_code().as_deref(), Some("NOT_FOUND"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn admin_creates_a_club_and_bad_input_gets_czech_messages(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let response = call(
        &app,
        &admin,
        &club_mutation("createClub"),
        json!({ "input": club_input(&app, "LKJN", "25596641") }),
    )
    .await;
    let json = response.json();
    assert!(json["errors"].is_null(), "{json}");
    let club = &json["data"]["createClub"];
    assert_eq!(club["postcode"], "46601");
    assert_eq!(club["web"], "https://www.lkjablonec.cz");
    assert_eq!(club["legalFormLabel"], "Spolek");
    assert_eq!(club["stateLabel"], "Aktivní");
    assert_eq!(
        club["departments"],
        json!([{ "code": "al" }, { "code": "cc" }])
    );
    assert_eq!(club["bankAccount"], "19-2000145399/0800");
    assert_eq!(
        app.count("audit_log where entity = 'club' and action = 'create'")
            .await,
        1
    );

    let response = call(
        &app,
        &admin,
        &club_mutation("createClub"),
        json!({ "input": club_input(&app, "LKJN", "00546046") }),
    )
    .await;
    let json = response.json();
    assert_eq!(json["errors"][0]["extensions"]["code"], "CONFLICT");
    assert_eq!(json["errors"][0]["extensions"]["field"], "code");
    assert_eq!(json["errors"][0]["message"], "Kód už má jiný klub.");
    let response = call(
        &app,
        &admin,
        &club_mutation("createClub"),
        json!({ "input": club_input(&app, "LKJA", "25596641") }),
    )
    .await;
    assert_eq!(response.json()["errors"][0]["extensions"]["field"], "ico");

    let mut bad = club_input(&app, "lk1", "12345678");
    bad["name"] = json!(" ");
    bad["email"] = json!("klub@");
    bad["postcode"] = json!("4660");
    bad["state"] = json!("ENDED");
    bad["departmentIds"] = json!([]);
    let response = call(
        &app,
        &admin,
        &club_mutation("createClub"),
        json!({ "input": bad }),
    )
    .await;
    let json = response.json();
    assert_eq!(json["errors"][0]["extensions"]["code"], "VALIDATION");
    let problems: Vec<(String, String)> = json["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| {
            (
                problem["field"].as_str().unwrap().to_owned(),
                problem["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    for expected in [
        (
            "code",
            "Kód klubu tvoří čtyři velká písmena bez diakritiky.",
        ),
        ("ico", "IČO není platné."),
        ("endedOn", "Toto pole je povinné"),
        ("departmentIds", "Vyberte alespoň jeden úsek."),
        ("name", "Toto pole je povinné"),
        ("postcode", "PSČ tvoří pět číslic."),
        ("email", "Zadejte platný e-mail"),
    ] {
        assert!(
            problems.contains(&(expected.0.to_owned(), expected.1.to_owned())),
            "{expected:?} in {problems:?}"
        );
    }
    assert_eq!(app.count("club").await, 3, "nothing stored from bad input");

    for account in [
        accounts::TEAM,
        accounts::AREA,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(account).await;
        let response = call(
            &app,
            &cookies,
            &club_mutation("createClub"),
            json!({ "input": club_input(&app, "ABCD", "00469548") }),
        )
        .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_team_manager_edits_its_own_club_but_not_the_federation_fields(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM_NO_FLAGS).await;
    let own = app.fixture.club_a;
    let mut input = club_input(&app, "LBSK", "25596641");
    input["id"] = json!(own);
    input["departmentIds"] = json!([app.fixture.department_cc]);
    let response = call(
        &app,
        &team,
        &club_mutation("updateClub"),
        json!({ "input": input.clone() }),
    )
    .await;
    let json = response.json();
    assert!(json["errors"].is_null(), "{json}");
    assert_eq!(
        json["data"]["updateClub"]["name"],
        "Lyžařský klub Jablonec nad Nisou"
    );
    assert_eq!(
        app.count("audit_log where entity = 'club' and action = 'update'")
            .await,
        1
    );

    input["code"] = json!("XXXX");
    input["state"] = json!("ENDED");
    input["endedOn"] = json!("2026-06-30");
    let response = call(
        &app,
        &team,
        &club_mutation("updateClub"),
        json!({ "input": input.clone() }),
    )
    .await;
    let json = response.json();
    let fields: Vec<&str> = json["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["code", "state"]);

    // Staff without MEMBER_AND_CLUB_MANAGER read the club but may not change it.
    for account in [accounts::AREA, accounts::SECTION, accounts::TIMEKEEPER] {
        let cookies = app.login(account).await;
        let response = call(&app, &cookies, &club_query(), json!({ "id": own })).await;
        assert_eq!(
            response.json()["data"]["club"]["access"],
            "READ",
            "{account}"
        );
        assert!(
            response.json()["data"]["club"]["bankAccount"].is_null(),
            "{account}"
        );
        let response = call(
            &app,
            &cookies,
            &club_mutation("updateClub"),
            json!({ "input": input.clone() }),
        )
        .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("FORBIDDEN"),
            "{account}"
        );
    }
    let admin = app.login(accounts::ADMIN).await;
    let response = call(
        &app,
        &admin,
        &club_mutation("updateClub"),
        json!({ "input": input }),
    )
    .await;
    let json = response.json();
    assert!(json["errors"].is_null(), "{json}");
    assert_eq!(json["data"]["updateClub"]["stateLabel"], "Ukončený");
}

#[sqlx::test(migrations = "../../migrations")]
async fn clubs_export_is_scoped_per_role_and_refused_to_others(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let cases = [
        (accounts::ADMIN, "admin", Some(vec!["PRAL", "LBSK"])),
        (accounts::AREA, "area", Some(vec!["LBSK"])),
        (accounts::SECTION, "section", Some(vec!["LBSK"])),
        (
            accounts::TIMEKEEPER,
            "timekeeper",
            Some(vec!["PRAL", "LBSK"]),
        ),
        (accounts::TEAM, "team", None),
        (accounts::PERSON, "person", None),
    ];
    for (account, prefix, expected) in cases {
        let cookies = app.login(account).await;
        let response = app
            .get(&format!("/api/{prefix}/export/clubs-all-csv"), &cookies)
            .await;
        match expected {
            Some(codes) => {
                assert_eq!(response.status, StatusCode::OK, "{account}");
                assert!(response.body.starts_with(b"\xEF\xBB\xBF"));
                let text = response.text();
                let mut lines = text.trim_start_matches('\u{feff}').split("\r\n");
                assert_eq!(
                    lines.next().unwrap(),
                    "Kód;Název;Zkratka;IČO;Právní forma;Ulice;Obec;PSČ;Kraj;E-mail;Telefon;Web;Úseky;Stav;Založen;Ukončen;Počet členů"
                );
                let exported: Vec<&str> = lines
                    .filter(|line| !line.is_empty())
                    .map(|line| line.split(';').next().unwrap())
                    .collect();
                assert_eq!(exported, codes, "{account}");
            }
            None => assert_eq!(response.status, StatusCode::FORBIDDEN, "{account}"),
        }
    }
    let response = app
        .get("/api/admin/export/clubs-all-csv", &Cookies::default())
        .await;
    assert_eq!(response.status, StatusCode::UNAUTHORIZED);
    let admin = app.login(accounts::ADMIN).await;
    let response = app
        .get("/api/admin/export/clubs-all-csv?search=liberec", &admin)
        .await;
    let text = response.text();
    assert_eq!(
        text.lines().count(),
        2,
        "the grid's search narrows the export: {text}"
    );
    assert!(
        text.contains("LBSK;Ski klub Liberec;LBSK;;Spolek;"),
        "{text}"
    );
}

fn contact_mutation(name: &str) -> String {
    let input_type = match name {
        "createClubContact" => "CreateClubContactInput",
        _ => "UpdateClubContactInput",
    };
    format!(
        "mutation {}($input: {input_type}!) {{ {name}(input: $input) {{ id role roleLabel memberId fullName email phone }} }}",
        capitalise(name)
    )
}

#[sqlx::test(migrations = "../../migrations")]
async fn contacts_are_changed_by_those_who_may_edit_the_club(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let team = app.login(accounts::TEAM_NO_FLAGS).await;
    let club = app.fixture.club_a;
    let chairman = json!({ "clubId": club, "role": "CHAIRMAN", "memberId": app.fixture.jan_novak.member_id, "email": "predseda@skliberec.cz" });
    let response = call(
        &app,
        &team,
        &contact_mutation("createClubContact"),
        json!({ "input": chairman.clone() }),
    )
    .await;
    let json = response.json();
    assert!(json["errors"].is_null(), "{json}");
    let created = &json["data"]["createClubContact"];
    assert_eq!(
        created["fullName"], "Jan Novák",
        "a linked member gives the name"
    );
    assert_eq!(created["roleLabel"], "Předseda");
    let chairman_id = created["id"].as_i64().unwrap();

    let response = call(
        &app,
        &team,
        &contact_mutation("createClubContact"),
        json!({ "input": chairman }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("CONFLICT"));
    assert_eq!(response.json()["errors"][0]["extensions"]["field"], "role");

    let stranger = json!({ "clubId": club, "role": "SECRETARY", "memberId": app.fixture.petr_dvorak.member_id });
    let response = call(
        &app,
        &team,
        &contact_mutation("createClubContact"),
        json!({ "input": stranger }),
    )
    .await;
    assert_eq!(
        response.json()["errors"][0]["extensions"]["fields"][0]["field"],
        "memberId"
    );
    let bad = json!({ "clubId": club, "role": "SECRETARY", "fullName": "", "email": "sekretar@" });
    let response = call(
        &app,
        &team,
        &contact_mutation("createClubContact"),
        json!({ "input": bad }),
    )
    .await;
    let json = response.json();
    let fields: Vec<&str> = json["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| problem["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["email", "fullName"]);

    let secretary = json!({ "clubId": club, "role": "SECRETARY", "fullName": "Marie Svobodová", "phone": "+420 777 000 111" });
    let response = call(
        &app,
        &team,
        &contact_mutation("createClubContact"),
        json!({ "input": secretary.clone() }),
    )
    .await;
    assert!(response.json()["errors"].is_null());

    // Staff who only read the club read its contacts; others of other clubs do not.
    let area = app.login(accounts::AREA).await;
    let list = "query ClubContacts($clubId: Int!) { clubContacts(clubId: $clubId) { fullName roleLabel } }";
    let list_variables = json!({ "clubId": club });
    let response = call(&app, &area, list, list_variables.clone()).await;
    assert_eq!(
        response.json()["data"]["clubContacts"][1]["fullName"],
        "Marie Svobodová"
    );
    let response = call(
        &app,
        &area,
        &contact_mutation("createClubContact"),
        json!({ "input": secretary }),
    )
    .await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let other = app.login(accounts::MULTI).await;
    let response = call(&app, &other, list, list_variables.clone()).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let response = call(&app, &Cookies::default(), list, list_variables).await;
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));

    let delete =
        "mutation DeleteClubContact($id: Int!) { deleteClubContact(id: $id) { fullName } }";
    let delete_variables = json!({ "id": chairman_id });
    let response = call(&app, &other, delete, delete_variables.clone()).await;
    assert_eq!(response.error_code().as_deref(), Some("FORBIDDEN"));
    let response = call(&app, &team, delete, delete_variables).await;
    assert_eq!(
        response.json()["data"]["deleteClubContact"]["fullName"],
        "Jan Novák"
    );
    assert_eq!(
        app.count("audit_log where entity = 'club_contact'").await,
        3
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn public_club_pages_show_names_and_birth_years_and_nothing_personal(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    sqlx::query("insert into club_contact (club_id, role, member_id, full_name, email, phone) values ($1, 'CHAIRMAN', $2, 'Jan Novák', 'jan.novak@soukromy.cz', '+420 603 999 888')")
        .bind(app.fixture.club_a)
        .bind(app.fixture.jan_novak.member_id)
        .execute(&pool)
        .await
        .unwrap();
    let public = Cookies::default();
    let list = "query PublicClubs($input: PublicClubsInput!) { publicClubs(input: $input) { totalCount nodes { id name slug regionName departmentNames } } }";
    let list_variables = json!({ "input": { "search": "liberec" } });
    let response = call(&app, &public, list, list_variables).await;
    let json = response.json();
    assert_eq!(json["data"]["publicClubs"]["totalCount"], 1, "{json}");
    assert_eq!(
        json["data"]["publicClubs"]["nodes"][0]["slug"],
        "ski-klub-liberec"
    );

    let detail = "query PublicClub($id: Int!) { publicClub(id: $id) { club { name slug memberCount } contacts { roleLabel fullName } members { firstName lastName birthYear } } }";

    let detail_variables = json!({ "id": app.fixture.club_a });
    let response = call(&app, &public, detail, detail_variables).await;
    let body = response.text();
    let json = response.json();
    assert_eq!(
        json["data"]["publicClub"]["contacts"],
        json!([{ "roleLabel": "Předseda", "fullName": "Jan Novák" }])
    );
    assert_eq!(
        json["data"]["publicClub"]["members"][0],
        json!({ "firstName": "Jan", "lastName": "Novák", "birthYear": 1992 })
    );
    for secret in [
        "9206278653",
        "1992-06-27",
        "jan.novak@soukromy.cz",
        "603 999 888",
        "1052150000",
    ] {
        assert!(!body.contains(secret), "the public page leaks {secret}");
    }
    // The public type has no personal field to ask for.
    let sneaky = "query PublicClub($id: Int!) { publicClub(id: $id) { members { birthNumber } } }";
    let sneaky_variables = json!({ "id": app.fixture.club_a });
    let response = call(&app, &public, sneaky, sneaky_variables).await;
    assert_eq!(response.status, StatusCode::BAD_REQUEST);
}

#[sqlx::test(migrations = "../../migrations")]
async fn nsa_clubs_export_is_windows_1250_with_split_addresses_for_admin_only(pool: PgPool) {
    let app = TestApp::new(pool.clone()).await;
    sqlx::query(
        "update club set ico = '25596641', street = 'Žižkova 1234/5a', municipality = 'Liberec', postcode = '46001' where club_id = $1",
    )
    .bind(app.fixture.club_a)
    .execute(&pool)
    .await
    .unwrap();
    let admin = app.login(accounts::ADMIN).await;
    let response = app.get("/api/admin/export/clubs-nsa-csv", &admin).await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(
        response.headers["content-type"],
        "text/csv; charset=windows-1250"
    );
    assert!(
        !response.body.starts_with(b"\xEF\xBB\xBF"),
        "no UTF-8 byte-order mark"
    );
    assert!(
        String::from_utf8(response.body.clone()).is_err(),
        "Czech letters are not UTF-8"
    );
    let (text, _, malformed) = encoding_rs::WINDOWS_1250.decode(&response.body);
    assert!(!malformed);
    assert_eq!(
        text,
        "NAZEV;ICO;CLENSTVI_V_JINE_ORGANIZACI;UKONCENI_CINNOSTI;CINNOST_VE_SPORTU;HLAVNI_CINNOST;PSC;CISLO_ORIENTACNI;CISLO_POPISNE;NAZEV_ULICE;NAZEV_OBCE\r\n\
         Ski klub Liberec;25596641;;;;ANO;46001;5a;1234;Žižkova;Liberec\r\n",
        "the club without an IČO is left out"
    );
    for (account, prefix) in [
        (accounts::AREA, "area"),
        (accounts::TEAM, "team"),
        (accounts::AREA, "admin"),
    ] {
        let cookies = app.login(account).await;
        let response = app
            .get(&format!("/api/{prefix}/export/clubs-nsa-csv"), &cookies)
            .await;
        assert_eq!(response.status, StatusCode::FORBIDDEN, "{account} {prefix}");
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn club_statistics_count_current_members_by_age_group_and_sex(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let query = "query ClubStatistics($clubId: Int!) { clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } } }";
    let query_variables = json!({ "clubId": app.fixture.club_a });
    let team = app.login(accounts::TEAM).await;
    let json = call(&app, &team, query, query_variables.clone())
        .await
        .json();
    let statistics = &json["data"]["clubStatistics"];
    // Club A: Jan Novák (born 1992, adult man) and Eliška Nováková (born 2010, a girl of 16 in 2026).
    assert_eq!(statistics["total"], 2, "{json}");
    let groups = statistics["ageGroups"].as_array().unwrap();
    assert_eq!(groups.len(), 4);
    assert_eq!(
        groups[3],
        json!({ "ageGroup": "ADULTS", "label": "Dospělí (21 let a více)", "male": 1, "female": 0, "total": 1 })
    );
    let juniors_or_teens: i64 = groups[1..3]
        .iter()
        .map(|group| group["female"].as_i64().unwrap())
        .sum();
    assert_eq!(juniors_or_teens, 1);
    let other = app.login(accounts::MULTI).await;
    let refused = call(&app, &other, query, query_variables).await;
    assert_eq!(refused.error_code().as_deref(), Some("FORBIDDEN"));
}
