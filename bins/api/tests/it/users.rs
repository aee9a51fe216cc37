//! The users list (`/evidence/uzivatele`): what every identity type lists, an account's page,
//! resending and revoking invitations (the old link stops working), blocking an account (its
//! logins and sessions end) and ending identities, each read back through GraphQL.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{
    Cookies, TestApp, code, cookies_of, gql, grant, ok, password_link_token, start_worker,
    wait_for_mails,
};

const USERS: &str = "query Users($input: UsersInput!) { users(input: $input) { page hasMore canInviteStaff items { id email active lastLoginAt identities { identityType role permissions } } } }";
const USER: &str = "query User($id: Int!) { user(id: $id) { canBlock user { id email active identities { id identityType role canRevoke } } } }";
const INVITATIONS: &str =
    "query Invitations { userInvitations { id email firstName role expired canChange } }";
const INVITE: &str = "mutation Invite($input: InviteUserInput!) { inviteUser(input: $input) }";
const RESEND: &str = "mutation Resend($id: Int!) { resendInvitation(id: $id) { id expired } }";
const REVOKE: &str = "mutation Revoke($id: Int!) { revokeInvitation(id: $id) { id } }";
const BLOCK: &str = "mutation Block($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { user { active } } }";
const REVOKE_IDENTITY: &str = "mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }";
const INVITATION: &str =
    "query Invitation($token: String!) { invitation(token: $token) { email role } }";

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

/// The accounts of a list answer as "e-mail:TYPE+TYPE" (`?` for a hidden e-mail), or its
/// error code.
fn listed(answer: &Value) -> String {
    if let Some(code) = code(answer) {
        return code.to_owned();
    }
    answer["data"]["users"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|user| {
            let types: Vec<&str> = user["identities"]
                .as_array()
                .unwrap()
                .iter()
                .map(|identity| identity["identityType"].as_str().unwrap())
                .collect();
            format!(
                "{}:{}",
                user["email"].as_str().unwrap_or("?"),
                types.join("+")
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

async fn account_id(pool: &PgPool, email: &str) -> i64 {
    sqlx::query_scalar("select account_id from account where email = $1")
        .bind(email)
        .fetch_one(pool)
        .await
        .unwrap()
}

async fn users(app: &TestApp, cookies: &Cookies, input: Value) -> Value {
    gql(app, cookies, USERS, json!({ "input": input })).await
}

#[sqlx::test(migrations = "../../migrations")]
async fn each_identity_lists_the_accounts_of_its_scope(pool: PgPool) {
    let app = TestApp::new(pool).await;
    // The area and the section manage club managers; area-bez@ does not.
    grant(&app.pool, accounts::AREA, &["MEMBER_AND_CLUB_MANAGER"]).await;
    grant(&app.pool, accounts::SECTION, &["MEMBER_AND_CLUB_MANAGER"]).await;
    let mut seen = Vec::new();
    for (name, account) in IDENTITIES {
        let cookies = cookies_of(&app, account).await;
        seen.push(format!(
            "{name} / {}",
            listed(&users(&app, &cookies, json!({})).await)
        ));
    }
    // All fixture accounts are "Testový Test": the list is in account order. The admin sees
    // every account with all its identities; the area its region's club managers and area
    // staff; the section its department's clubs' managers and itself; a club's managers
    // their club's managers, with e-mails (the team without flags too: they work together).
    assert_eq!(
        seen,
        [
            "public / UNAUTHENTICATED",
            "admin / admin@test.cz:ADMIN team@test.cz:TEAM team-bez@test.cz:TEAM area@test.cz:AREA area-bez@test.cz:AREA section@test.cz:SECTION timekeeper@test.cz:TIMEKEEPER person@test.cz:PERSON multi@test.cz:TEAM+ADMIN",
            "team / team@test.cz:TEAM team-bez@test.cz:TEAM",
            "team0 / team@test.cz:TEAM team-bez@test.cz:TEAM",
            "area / team@test.cz:TEAM team-bez@test.cz:TEAM area@test.cz:AREA area-bez@test.cz:AREA",
            "area0 / FORBIDDEN",
            "section / team@test.cz:TEAM team-bez@test.cz:TEAM section@test.cz:SECTION",
            "timekeeper / FORBIDDEN",
            "person / FORBIDDEN",
        ]
    );

    // Staff without MEMBER_PERSONAL_INFO_VIEW list the accounts without their e-mails.
    sqlx::query("update identity set permissions = '{MEMBER_AND_CLUB_MANAGER}' where account_id = (select account_id from account where email = $1)")
        .bind(accounts::AREA_NO_FLAGS)
        .execute(&app.pool)
        .await
        .unwrap();
    let area0 = app.login(accounts::AREA_NO_FLAGS).await;
    assert_eq!(
        listed(&users(&app, &area0, json!({})).await),
        "?:TEAM ?:TEAM ?:AREA ?:AREA"
    );
    // Nor can they guess an e-mail a piece at a time: their search reads only the names.
    assert_eq!(
        listed(&users(&app, &area0, json!({ "search": "team-bez" })).await),
        ""
    );
    assert_eq!(
        listed(&users(&app, &area0, json!({ "search": "testovy" })).await),
        "?:TEAM ?:TEAM ?:AREA ?:AREA"
    );
    let area = app.login(accounts::AREA).await;
    assert_eq!(
        listed(&users(&app, &area, json!({ "search": "team-bez" })).await),
        "team-bez@test.cz:TEAM"
    );
    assert_eq!(
        listed(&users(&app, &area, json!({ "identityType": "AREA" })).await),
        "area@test.cz:AREA area-bez@test.cz:AREA"
    );

    // Filters: by role, by a word of the e-mail (diacritics and case aside), by state; paging
    // tells whether more follow.
    let admin = app.login(accounts::ADMIN).await;
    assert_eq!(
        listed(&users(&app, &admin, json!({ "identityType": "TEAM" })).await),
        "team@test.cz:TEAM team-bez@test.cz:TEAM multi@test.cz:TEAM+ADMIN"
    );
    assert_eq!(
        listed(&users(&app, &admin, json!({ "search": "TESTOVÝ area" })).await),
        "area@test.cz:AREA area-bez@test.cz:AREA"
    );
    assert_eq!(
        listed(&users(&app, &admin, json!({ "blocked": true })).await),
        ""
    );
    let first = users(&app, &admin, json!({ "perPage": 4 })).await;
    assert_eq!(ok(&first)["users"]["hasMore"], true);
    assert_eq!(ok(&first)["users"]["canInviteStaff"], true);
    let last = users(&app, &admin, json!({ "perPage": 4, "page": 3 })).await;
    assert_eq!(listed(&last), "multi@test.cz:TEAM+ADMIN");
    assert_eq!(ok(&last)["users"]["hasMore"], false);
    let long = users(&app, &admin, json!({ "search": "x".repeat(101) })).await;
    assert_eq!(code(&long), Some("VALIDATION"));

    // Logging in is remembered.
    let admin_id = account_id(&app.pool, accounts::ADMIN).await;
    let detail = gql(&app, &admin, USER, json!({ "id": admin_id })).await;
    assert_eq!(ok(&detail)["user"]["user"]["email"], "admin@test.cz");
    let listed_admin = users(&app, &admin, json!({ "search": "admin@test" })).await;
    assert!(ok(&listed_admin)["users"]["items"][0]["lastLoginAt"].is_string());

    // An account outside the scope is not found; the team does not learn of the multi
    // account's other roles.
    let team = app.login(accounts::TEAM).await;
    let multi = account_id(&app.pool, accounts::MULTI).await;
    assert_eq!(
        code(&gql(&app, &team, USER, json!({ "id": multi })).await),
        Some("NOT_FOUND")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn invitations_are_resent_with_a_new_link_and_revoked(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let invite = |email: &'static str, role: &'static str, flags: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            let mut input = json!({
                "email": email, "firstName": "Nová", "lastName": "Správkyně", "role": role,
                "clubPermissions": flags,
            });
            match role {
                "TEAM" => input["clubId"] = json!(app.fixture.club_a),
                _ => input["departmentId"] = json!(app.fixture.department_cc),
            }
            ok(&gql(app, &admin, INVITE, json!({ "input": input })).await);
        }
    };
    invite("spravce@klub.cz", "TEAM", json!(["RACE_REGISTRATION"])).await;
    invite("usek@svaz.cz", "SECTION", json!([])).await;
    let mails = wait_for_mails(&app, 2).await;
    let first_link = mails
        .iter()
        .find(|mail| mail.to == "spravce@klub.cz")
        .map(|mail| password_link_token(&mail.text))
        .unwrap();

    // Who sees which invitation, and who may change it: the team holding RACE_REGISTRATION
    // may (it could send it), the team without flags only sees it; the section invitation is
    // the federation's.
    let invitations = |cookies: Cookies| {
        let app = &app;
        async move {
            let answer = gql(app, &cookies, INVITATIONS, json!({})).await;
            if let Some(code) = code(&answer) {
                return code.to_owned();
            }
            ok(&answer)["userInvitations"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| {
                    format!(
                        "{}:{}",
                        i["email"].as_str().unwrap_or("?"),
                        if i["canChange"] == true {
                            "change"
                        } else {
                            "see"
                        }
                    )
                })
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    let team = app.login(accounts::TEAM).await;
    let team0 = app.login(accounts::TEAM_NO_FLAGS).await;
    grant(&app.pool, accounts::TEAM, &["RACE_REGISTRATION"]).await;
    assert_eq!(
        invitations(admin.clone()).await,
        "usek@svaz.cz:change spravce@klub.cz:change"
    );
    assert_eq!(invitations(team.clone()).await, "spravce@klub.cz:change");
    assert_eq!(invitations(team0.clone()).await, "spravce@klub.cz:see");
    let person = app.login(accounts::PERSON).await;
    assert_eq!(invitations(person).await, "FORBIDDEN");

    let id_of = |email: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("select invitation_id from invitation where email = $1")
                .bind(email)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let club_invitation = id_of("spravce@klub.cz").await;
    let staff_invitation = id_of("usek@svaz.cz").await;
    assert_eq!(
        code(&gql(&app, &team0, RESEND, json!({ "id": club_invitation })).await),
        Some("FORBIDDEN")
    );
    assert_eq!(
        code(&gql(&app, &team, RESEND, json!({ "id": staff_invitation })).await),
        Some("NOT_FOUND")
    );

    // Resending: a new link works, the old one no longer does.
    let resent = gql(&app, &team, RESEND, json!({ "id": club_invitation })).await;
    assert_eq!(ok(&resent)["resendInvitation"]["expired"], false);
    let mails = wait_for_mails(&app, 3).await;
    let links: Vec<String> = mails
        .iter()
        .filter(|mail| mail.to == "spravce@klub.cz")
        .map(|mail| password_link_token(&mail.text))
        .collect();
    let second_link = links.into_iter().find(|link| *link != first_link).unwrap();
    let public = Cookies::default();
    assert_eq!(
        code(&gql(&app, &public, INVITATION, json!({ "token": first_link })).await),
        Some("NOT_FOUND")
    );
    let offered = gql(&app, &public, INVITATION, json!({ "token": second_link })).await;
    assert_eq!(ok(&offered)["invitation"]["email"], "spravce@klub.cz");

    // Resending mails somebody else's address: three times a day at most. Each resend's link
    // replaces the one before.
    ok(&gql(&app, &team, RESEND, json!({ "id": club_invitation })).await);
    ok(&gql(&app, &team, RESEND, json!({ "id": club_invitation })).await);
    let flood = gql(&app, &admin, RESEND, json!({ "id": club_invitation })).await;
    assert_eq!(code(&flood), Some("TOO_MANY_ATTEMPTS"));
    assert!(flood.to_string().contains("nejvýše 3krát za 24 hodin"));
    let mails = wait_for_mails(&app, 5).await;
    let stored: Vec<u8> =
        sqlx::query_scalar("select token_hash from invitation where invitation_id = $1")
            .bind(club_invitation)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let latest = mails
        .iter()
        .filter(|mail| mail.to == "spravce@klub.cz")
        .map(|mail| password_link_token(&mail.text))
        .find(|link| stopa_domain::auth::hash_token(link) == stored)
        .unwrap();
    assert_eq!(
        code(&gql(&app, &public, INVITATION, json!({ "token": second_link })).await),
        Some("NOT_FOUND")
    );
    let second_link = latest;

    // Revoking: the link stops working and the invitation leaves the lists.
    ok(&gql(&app, &team, REVOKE, json!({ "id": club_invitation })).await);
    assert_eq!(
        code(&gql(&app, &public, INVITATION, json!({ "token": second_link })).await),
        Some("NOT_FOUND")
    );
    assert_eq!(invitations(team.clone()).await, "");
    assert_eq!(invitations(admin.clone()).await, "usek@svaz.cz:change");
    assert_eq!(
        code(&gql(&app, &admin, REVOKE, json!({ "id": club_invitation })).await),
        Some("NOT_FOUND")
    );
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'invitation' and action in ('resend', 'revoke')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 4, "three resends and a revocation");
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_blocked_account_cannot_log_in_and_identities_can_be_ended(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let person = app.login(accounts::PERSON).await;
    let person_id = account_id(&app.pool, accounts::PERSON).await;
    let admin_id = account_id(&app.pool, accounts::ADMIN).await;

    // Only Admin blocks, and never itself.
    let team = app.login(accounts::TEAM).await;
    let team_bez = account_id(&app.pool, accounts::TEAM_NO_FLAGS).await;
    assert_eq!(
        code(
            &gql(
                &app,
                &team,
                BLOCK,
                json!({ "id": team_bez, "blocked": true })
            )
            .await
        ),
        Some("FORBIDDEN")
    );
    let own = gql(
        &app,
        &admin,
        BLOCK,
        json!({ "id": admin_id, "blocked": true }),
    )
    .await;
    assert_eq!(code(&own), Some("FORBIDDEN"));
    assert!(own.to_string().contains("Vlastní účet zablokovat nelze."));

    // Blocking ends the open session and refuses the next login; unblocking lets it in.
    let blocked = gql(
        &app,
        &admin,
        BLOCK,
        json!({ "id": person_id, "blocked": true }),
    )
    .await;
    assert_eq!(ok(&blocked)["setAccountBlocked"]["user"]["active"], false);
    assert!(app.me(&person).await["account"].is_null());
    let (refused, _) = app
        .login_with(accounts::PERSON, stopa_testkit::PASSWORD)
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("INVALID_CREDENTIALS"));
    assert_eq!(
        listed(&users(&app, &admin, json!({ "blocked": true })).await),
        "person@test.cz:PERSON"
    );
    ok(&gql(
        &app,
        &admin,
        BLOCK,
        json!({ "id": person_id, "blocked": false }),
    )
    .await);
    let (again, _) = app
        .login_with(accounts::PERSON, stopa_testkit::PASSWORD)
        .await;
    assert_eq!(again.error_code(), None);

    // Ending identities: the team ends a fellow manager's (the club managers' rule); a
    // timekeeper's is the federation's.
    let detail = gql(&app, &team, USER, json!({ "id": team_bez })).await;
    let identity = &ok(&detail)["user"]["user"]["identities"][0];
    assert_eq!(identity["canRevoke"], true);
    assert_eq!(ok(&detail)["user"]["canBlock"], false);
    let identity_id = identity["id"].as_i64().unwrap();
    ok(&gql(&app, &team, REVOKE_IDENTITY, json!({ "id": identity_id })).await);
    assert_eq!(
        listed(&users(&app, &team, json!({})).await),
        "team@test.cz:TEAM"
    );
    let timekeeper_id = account_id(&app.pool, accounts::TIMEKEEPER).await;
    let detail = gql(&app, &admin, USER, json!({ "id": timekeeper_id })).await;
    let identity_id = ok(&detail)["user"]["user"]["identities"][0]["id"]
        .as_i64()
        .unwrap();
    // Outside the asker's list an identity is not found, whoever asks.
    assert_eq!(
        code(&gql(&app, &team, REVOKE_IDENTITY, json!({ "id": identity_id })).await),
        Some("NOT_FOUND")
    );
    let person = app.login(accounts::PERSON).await;
    assert_eq!(
        code(&gql(&app, &person, REVOKE_IDENTITY, json!({ "id": identity_id })).await),
        Some("FORBIDDEN")
    );
    ok(&gql(&app, &admin, REVOKE_IDENTITY, json!({ "id": identity_id })).await);
    let detail = gql(&app, &admin, USER, json!({ "id": timekeeper_id })).await;
    assert_eq!(ok(&detail)["user"]["user"]["identities"], json!([]));
    // The admin's own identity it acts as cannot be ended.
    let own_identity: i64 =
        sqlx::query_scalar("select identity_id from identity where account_id = $1")
            .bind(admin_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        code(&gql(&app, &admin, REVOKE_IDENTITY, json!({ "id": own_identity })).await),
        Some("FORBIDDEN")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn two_managers_ending_each_other_leave_one(pool: PgPool) {
    let app = TestApp::new(pool).await;
    // Both managers of club A hold the same flags, so each may end the other's role.
    sqlx::query(
        "update identity set permissions = '{MEMBER_PERSONAL_INFO_VIEW,MEMBER_CREATE_EDIT}'
         where account_id in (select account_id from account where email in ($1, $2))",
    )
    .bind(accounts::TEAM)
    .bind(accounts::TEAM_NO_FLAGS)
    .execute(&app.pool)
    .await
    .unwrap();
    let identity_of = |email: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "select identity_id from identity i join account a using (account_id) where a.email = $1",
            )
            .bind(email)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let first = identity_of(accounts::TEAM).await;
    let second = identity_of(accounts::TEAM_NO_FLAGS).await;
    // Both have read who they are (as a request does first); then a third party holds the
    // first role's row, so that both changes are in flight at once before either commits.
    let team = app.actor(accounts::TEAM).await;
    let team0 = app.actor(accounts::TEAM_NO_FLAGS).await;
    let mut holder = app.pool.begin().await.unwrap();
    sqlx::query("select 1 from identity where identity_id = $1 for update")
        .bind(first)
        .execute(&mut *holder)
        .await
        .unwrap();
    let services = &app.services;
    let release = async {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        holder.rollback().await.unwrap();
    };
    let (a, b, ()) = tokio::join!(
        stopa_app::user::revoke_identity(services, &team, second),
        stopa_app::user::revoke_identity(services, &team0, first),
        release,
    );
    assert!(
        a.is_ok() != b.is_ok(),
        "exactly one succeeds: {:?} / {:?}",
        a.err(),
        b.err()
    );
    let live: i64 = sqlx::query_scalar(
        "select count(*) from identity where identity_id = any($1) and revoked_at is null",
    )
    .bind(vec![first, second])
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(live, 1, "one of the two managers keeps the club");
}
