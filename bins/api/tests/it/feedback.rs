//! Feedback reports and release notes (issue 31): every identity type reports and reads its
//! own, Admin handles every report through the documented states, the reporter hears of each
//! step by e-mail, screenshots are read back only by those who read the report, and the
//! release notes are marked unread per account.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, start_worker, upload, wait_for_mails};

const REPORT: &str = "mutation Report($input: FeedbackInput!) { reportFeedback(input: $input) { \
    id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl } }";
const REPORT_WITH_FILE: &str = "mutation ReportFeedback($input: FeedbackInput!, $file: Upload) { \
    reportFeedback(input: $input, file: $file) { id screenshotUrl } }";
const LIST: &str = "query List($filter: FeedbackListFilter) { feedbackList(filter: $filter) { \
    allReports nextBeforeId items { id status kind reporterName } } }";
const DETAIL: &str = "query Detail($id: Int!) { feedback(id: $id) { \
    feedback { id status statusLabel text } canComment nextStatuses { status label } \
    events { authorName change comment } } }";
const CHANGE: &str = "mutation Change($id: Int!, $status: FeedbackStatus, $comment: String) { \
    changeFeedback(id: $id, status: $status, comment: $comment) { feedback { status } events { change comment } } }";
const NOTES: &str = "query Notes { releaseNotes { unreadCount canWrite \
    items { id version releasedOn body bodyHtml unread } } }";
const UNREAD: &str = "query Unread { unreadReleaseNotes }";
const SAVE_NOTE: &str = "mutation SaveNote($id: Int, $input: ReleaseNoteInput!) { \
    saveReleaseNote(id: $id, input: $input) { id version bodyHtml unread } }";
const DELETE_NOTE: &str = "mutation DeleteNote($id: Int!) { deleteReleaseNote(id: $id) }";
const MARK_READ: &str = "mutation MarkRead { markReleaseNotesRead }";
const MARK_READ_UP_TO: &str =
    "mutation MarkReadUpTo($upTo: Int) { markReleaseNotesRead(upToId: $upTo) }";

/// A 1×1 PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
    0x42, 0x60, 0x82,
];

fn input(kind: &str, text: &str) -> Value {
    json!({ "input": { "kind": kind, "text": text,
        "page": "/evidence/clenove?razeni=prijmeni", "browser": "Mozilla/5.0 (X11; Linux) Chromium/156" } })
}

async fn report(app: &TestApp, cookies: &Cookies, kind: &str, text: &str) -> i64 {
    let answer = gql(app, cookies, REPORT, input(kind, text)).await;
    ok(&answer)["reportFeedback"]["id"].as_i64().unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_report_goes_from_received_to_resolved_and_the_reporter_hears_each_step(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let _worker = start_worker(&app);
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let person = app.login(accounts::PERSON).await;

    // Every identity type reports; the public may not.
    for email in [
        accounts::ADMIN,
        accounts::AREA,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(email).await;
        report(&app, &cookies, "QUESTION", &format!("Dotaz od {email}")).await;
    }
    let answer = gql(&app, &Cookies::default(), REPORT, input("BUG", "x")).await;
    assert_eq!(code(&answer), Some("UNAUTHENTICATED"));

    let answer = gql(
        &app,
        &team,
        REPORT,
        input(
            "BUG",
            "  Tlačítko Uložit\r\nnereaguje.\u{202E}\n\n\n\nKrok 2 ",
        ),
    )
    .await;
    let created = &ok(&answer)["reportFeedback"];
    assert_eq!(created["status"], "RECEIVED");
    assert_eq!(created["statusLabel"], "Přijato");
    assert_eq!(created["kindLabel"], "Chyba");
    assert_eq!(created["reportedAs"], "Správce klubu");
    assert_eq!(created["text"], "Tlačítko Uložit\nnereaguje.\n\nKrok 2");
    assert_eq!(created["page"], "/evidence/clenove?razeni=prijmeni");
    assert_eq!(created["screenshotUrl"], Value::Null);
    let id = created["id"].as_i64().unwrap();

    // Empty text is refused by field.
    let answer = gql(&app, &team, REPORT, input("BUG", " \n ")).await;
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert_eq!(
        answer["errors"][0]["extensions"]["fields"][0]["field"],
        "text"
    );

    // Lists: Admin every report, the others their own.
    let all = gql(&app, &admin, LIST, json!({})).await;
    assert_eq!(ok(&all)["feedbackList"]["allReports"], true);
    assert_eq!(
        ok(&all)["feedbackList"]["items"].as_array().unwrap().len(),
        6
    );
    assert_eq!(ok(&all)["feedbackList"]["items"][0]["id"], id);
    let own = gql(&app, &team, LIST, json!({})).await;
    let own = ok(&own)["feedbackList"].clone();
    assert_eq!(own["allReports"], false);
    assert_eq!(own["items"].as_array().unwrap().len(), 1);
    let persons = gql(&app, &person, LIST, json!({})).await;
    assert_eq!(
        ok(&persons)["feedbackList"]["items"][0]["reporterName"],
        "Test Testový"
    );
    let bugs = gql(&app, &admin, LIST, json!({ "filter": { "kind": "BUG" } })).await;
    assert_eq!(
        ok(&bugs)["feedbackList"]["items"].as_array().unwrap().len(),
        1
    );
    let mine = gql(&app, &admin, LIST, json!({ "filter": { "mine": true } })).await;
    assert_eq!(
        ok(&mine)["feedbackList"]["items"].as_array().unwrap().len(),
        1
    );

    // Somebody else's report does not exist for a member; the public must log in.
    let answer = gql(&app, &person, DETAIL, json!({ "id": id })).await;
    assert_eq!(code(&answer), Some("NOT_FOUND"));
    let answer = gql(&app, &Cookies::default(), DETAIL, json!({ "id": id })).await;
    assert_eq!(code(&answer), Some("UNAUTHENTICATED"));
    let answer = gql(
        &app,
        &person,
        CHANGE,
        json!({ "id": id, "comment": "Já taky" }),
    )
    .await;
    assert_eq!(code(&answer), Some("NOT_FOUND"));

    // The reporter reads its report and comments; it may not change the state.
    let answer = gql(&app, &team, DETAIL, json!({ "id": id })).await;
    assert_eq!(ok(&answer)["feedback"]["nextStatuses"], json!([]));
    assert_eq!(ok(&answer)["feedback"]["canComment"], true);
    let answer = gql(
        &app,
        &team,
        CHANGE,
        json!({ "id": id, "status": "RESOLVED" }),
    )
    .await;
    assert_eq!(code(&answer), Some("FORBIDDEN"));
    let answer = gql(
        &app,
        &team,
        CHANGE,
        json!({ "id": id, "comment": "Stává se to jen v Chromiu." }),
    )
    .await;
    ok(&answer);

    // Admin takes it, then resolves it: two e-mails to the reporter (its own comment sent
    // none).
    let answer = gql(&app, &admin, DETAIL, json!({ "id": id })).await;
    let next: Vec<&str> = ok(&answer)["feedback"]["nextStatuses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|option| option["status"].as_str().unwrap())
        .collect();
    assert_eq!(
        next,
        [
            "UNDER_REVIEW_STOPA",
            "UNDER_REVIEW_SUPPLIER",
            "RESOLVED",
            "DISMISSED"
        ]
    );
    let answer = gql(
        &app,
        &admin,
        CHANGE,
        json!({ "id": id, "status": "UNDER_REVIEW_STOPA", "comment": "Díváme se na to." }),
    )
    .await;
    assert_eq!(
        ok(&answer)["changeFeedback"]["feedback"]["status"],
        "UNDER_REVIEW_STOPA"
    );
    let answer = gql(
        &app,
        &admin,
        CHANGE,
        json!({ "id": id, "status": "RESOLVED", "comment": "Opraveno ve verzi 2026.12." }),
    )
    .await;
    ok(&answer);
    // A closed report only reopens; staying put is no change.
    let answer = gql(
        &app,
        &admin,
        CHANGE,
        json!({ "id": id, "status": "DISMISSED" }),
    )
    .await;
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert!(
        answer["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("„Vyřešeno“")
    );
    let answer = gql(
        &app,
        &admin,
        CHANGE,
        json!({ "id": id, "status": "RESOLVED" }),
    )
    .await;
    assert_eq!(code(&answer), Some("VALIDATION"));

    let mails = wait_for_mails(&app, 2).await;
    assert_eq!(mails.len(), 2, "{mails:?}");
    assert!(mails.iter().all(|mail| mail.to == accounts::TEAM));
    let mut subjects: Vec<&str> = mails.iter().map(|mail| mail.subject.as_str()).collect();
    subjects.sort_unstable();
    assert_eq!(
        subjects,
        [
            format!("SLČR – hlášení č. {id}: Vyřešeno"),
            format!("SLČR – hlášení č. {id}: Řeší svaz"),
        ]
    );
    let resolved = mails
        .iter()
        .find(|mail| mail.subject.ends_with("Vyřešeno"))
        .unwrap();
    assert!(resolved.text.contains("Opraveno ve verzi 2026.12."));
    assert!(
        resolved
            .text
            .contains(&format!("/evidence/zpetna-vazba/{id}"))
    );

    // The history reads back in order, as the reporter sees it.
    let answer = gql(&app, &team, DETAIL, json!({ "id": id })).await;
    let detail = &ok(&answer)["feedback"];
    assert_eq!(detail["feedback"]["statusLabel"], "Vyřešeno");
    assert_eq!(
        detail["events"],
        json!([
            { "authorName": "Test Testový", "change": null, "comment": "Stává se to jen v Chromiu." },
            { "authorName": "Test Testový", "change": "Přijato → Řeší svaz", "comment": "Díváme se na to." },
            { "authorName": "Test Testový", "change": "Řeší svaz → Vyřešeno", "comment": "Opraveno ve verzi 2026.12." },
        ])
    );
    let filtered = gql(
        &app,
        &admin,
        LIST,
        json!({ "filter": { "status": "RESOLVED" } }),
    )
    .await;
    assert_eq!(ok(&filtered)["feedbackList"]["items"][0]["id"], id);
    let audits: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where entity = 'feedback' and entity_id = $1",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audits, 4);
}

#[sqlx::test(migrations = "../../migrations")]
async fn screenshots_are_images_read_only_by_those_who_read_the_report(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let person = app.login(accounts::PERSON).await;
    let team = app.login(accounts::TEAM).await;
    let operations = |kind: &str| {
        json!({ "query": REPORT_WITH_FILE,
            "variables": { "input": { "kind": kind, "text": "Viz snímek" }, "file": null } })
    };
    let response = upload(
        &app,
        &person,
        "ReportFeedback",
        &operations("BUG"),
        "obrazovka.png",
        PNG,
    )
    .await;
    let answer = response.json();
    let url = ok(&answer)["reportFeedback"]["screenshotUrl"]
        .as_str()
        .unwrap()
        .to_owned();
    let shown = app.get(&url, &person).await;
    assert_eq!(shown.status, 200);
    assert_eq!(shown.headers["content-type"], "image/png");
    assert!(
        shown.headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'none'")
    );
    assert_eq!(shown.body, PNG);
    assert_eq!(app.get(&url, &admin).await.status, 200);
    assert_eq!(app.get(&url, &team).await.status, 404);
    assert_eq!(app.get(&url, &Cookies::default()).await.status, 401);

    // A PDF named .png is not an image; nothing is stored.
    let response = upload(
        &app,
        &person,
        "ReportFeedback",
        &operations("BUG"),
        "obrazovka.png",
        b"%PDF-1.7\n",
    )
    .await;
    let answer = response.json();
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert_eq!(
        answer["errors"][0]["message"],
        "Snímek obrazovky musí být obrázek PNG, JPEG nebo WebP."
    );
    assert_eq!(app.count("feedback").await, 1);

    // The page is kept only as a path of Stopa.
    let answer = gql(
        &app,
        &team,
        REPORT,
        json!({ "input": { "kind": "BUG", "text": "x", "page": "javascript:alert(1)" } }),
    )
    .await;
    assert_eq!(ok(&answer)["reportFeedback"]["page"], Value::Null);

    // One account files at most 20 reports an hour.
    for n in 2..20 {
        report(&app, &team, "OTHER", &format!("Hlášení {n}")).await;
    }
    report(&app, &team, "OTHER", "Hlášení 20").await;
    let answer = gql(&app, &team, REPORT, input("OTHER", "Hlášení 21")).await;
    assert_eq!(code(&answer), Some("TOO_MANY_ATTEMPTS"));
    // Another account is not held back by it.
    report(&app, &admin, "OTHER", "Hlášení správce").await;

    // Paging: 50 a page, newest first, with the id to go on from.
    let answer = gql(&app, &admin, LIST, json!({})).await;
    let page = &ok(&answer)["feedbackList"];
    assert_eq!(page["items"].as_array().unwrap().len(), 22);
    assert_eq!(page["nextBeforeId"], Value::Null);
}

#[sqlx::test(migrations = "../../migrations")]
async fn release_notes_are_written_by_admin_and_marked_unread_per_account(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let team = app.login(accounts::TEAM).await;
    let note = |version: &str, day: &str, body: &str| json!({ "input": { "version": version, "releasedOn": day, "body": body } });
    let answer = gql(
        &app,
        &admin,
        SAVE_NOTE,
        note(
            "2026.11",
            "2026-11-30",
            "## Žebříčky\n\n- **nové** stránky <script>alert(1)</script>\n- [odkaz](javascript:alert(1))",
        ),
    )
    .await;
    let first = &ok(&answer)["saveReleaseNote"];
    let html = first["bodyHtml"].as_str().unwrap();
    assert!(html.contains("<h2>Žebříčky</h2>"), "{html}");
    assert!(html.contains("<strong>nové</strong>"), "{html}");
    assert!(
        !html.contains("<script") && !html.contains("javascript:"),
        "{html}"
    );
    let first_id = first["id"].as_i64().unwrap();
    let answer = gql(
        &app,
        &admin,
        SAVE_NOTE,
        note("2026.12", "2026-12-03", "Zpětná vazba a seznam vydání."),
    )
    .await;
    ok(&answer);
    let answer = gql(
        &app,
        &admin,
        SAVE_NOTE,
        note("2026.12", "2026-12-04", "Znovu"),
    )
    .await;
    assert_eq!(code(&answer), Some("CONFLICT"));
    let answer = gql(&app, &admin, SAVE_NOTE, note(" ", "2026-12-04", "")).await;
    assert_eq!(code(&answer), Some("VALIDATION"));
    assert_eq!(
        answer["errors"][0]["extensions"]["fields"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    // Only Admin writes; every logged-in identity reads.
    for email in [
        accounts::TEAM,
        accounts::AREA,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
    ] {
        let cookies = app.login(email).await;
        let answer = gql(&app, &cookies, SAVE_NOTE, note("9.9", "2026-12-03", "x")).await;
        assert_eq!(code(&answer), Some("FORBIDDEN"), "{email}");
        let answer = gql(&app, &cookies, NOTES, json!({})).await;
        assert_eq!(
            ok(&answer)["releaseNotes"]["items"]
                .as_array()
                .unwrap()
                .len(),
            2
        );
        assert_eq!(ok(&answer)["releaseNotes"]["canWrite"], false);
    }
    let answer = gql(&app, &Cookies::default(), NOTES, json!({})).await;
    assert_eq!(code(&answer), Some("UNAUTHENTICATED"));
    let answer = gql(&app, &Cookies::default(), UNREAD, json!({})).await;
    assert_eq!(ok(&answer)["unreadReleaseNotes"], 0);

    // Newest first, both unread for the club manager until it opens the list.
    let answer = gql(&app, &team, NOTES, json!({})).await;
    let notes = &ok(&answer)["releaseNotes"];
    assert_eq!(notes["unreadCount"], 2);
    assert_eq!(notes["items"][0]["version"], "2026.12");
    assert_eq!(notes["items"][0]["unread"], true);
    assert_eq!(
        ok(&gql(&app, &team, UNREAD, json!({})).await)["unreadReleaseNotes"],
        2
    );
    // A note published after the list was shown stays unread: the list marks what it showed.
    ok(&gql(&app, &team, MARK_READ_UP_TO, json!({ "upTo": first_id })).await);
    assert_eq!(
        ok(&gql(&app, &team, UNREAD, json!({})).await)["unreadReleaseNotes"],
        1
    );
    ok(&gql(&app, &team, MARK_READ, json!({})).await);
    assert_eq!(
        ok(&gql(&app, &team, UNREAD, json!({})).await)["unreadReleaseNotes"],
        0
    );
    // Admin has not read them.
    assert_eq!(
        ok(&gql(&app, &admin, UNREAD, json!({})).await)["unreadReleaseNotes"],
        2
    );

    // A change keeps it read; a new note is unread; a deleted one is gone.
    let answer = gql(
        &app,
        &admin,
        SAVE_NOTE,
        json!({ "id": first_id, "input": { "version": "2026.11", "releasedOn": "2026-11-30", "body": "Opraveno." } }),
    )
    .await;
    ok(&answer);
    assert_eq!(
        ok(&gql(&app, &team, UNREAD, json!({})).await)["unreadReleaseNotes"],
        0
    );
    ok(&gql(
        &app,
        &admin,
        SAVE_NOTE,
        note("2027.01", "2027-01-05", "Leden"),
    )
    .await);
    let answer = gql(&app, &team, NOTES, json!({})).await;
    let notes = &ok(&answer)["releaseNotes"];
    assert_eq!(notes["unreadCount"], 1);
    assert_eq!(notes["items"][0]["version"], "2027.01");
    assert_eq!(notes["items"][2]["body"], "Opraveno.");
    let answer = gql(&app, &team, DELETE_NOTE, json!({ "id": first_id })).await;
    assert_eq!(code(&answer), Some("FORBIDDEN"));
    ok(&gql(&app, &admin, DELETE_NOTE, json!({ "id": first_id })).await);
    let answer = gql(&app, &team, NOTES, json!({})).await;
    assert_eq!(
        ok(&answer)["releaseNotes"]["items"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
}
