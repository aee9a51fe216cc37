//! The public pages as a crawler, a link preview or a browser without JavaScript gets them: each
//! with its head (title, description, canonical URL, Open Graph), its content and its first data
//! embedded for the app; `robots.txt`, the sitemaps and the build's hashed files cached for good.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::Value;
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, gql};

use crate::racing_event::{create, event_input, open_event, race_app};

/// A web build as Vite writes it, with the app's routes and operations.
pub(crate) fn web_build() -> tempfile::TempDir {
    let web = tempfile::Builder::new()
        .prefix("stopa-web-")
        .tempdir()
        .unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html>\n<html lang=\"cs\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    \
         <meta name=\"description\" content=\"Evidence členů, klubů a závodů\" />\n    \
         <title>SLČR – evidence</title>\n    <script type=\"module\" crossorigin src=\"/assets/index-abc123.js\"></script>\n  \
         </head>\n  <body>\n    <div id=\"root\"></div>\n  </body>\n</html>\n",
    )
    .unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("assets/index-abc123.js"), "console.log(1)").unwrap();
    for file in ["routes.json", "first-data-operations.json"] {
        std::fs::copy(
            format!("{}/../../web/public/{file}", env!("CARGO_MANIFEST_DIR")),
            web.path().join(file),
        )
        .unwrap();
    }
    web
}

/// The embedded answers of a page (`#stopa-first-data`).
pub(crate) fn first_data(html: &str) -> Vec<Value> {
    let start = html
        .find("<script type=\"application/json\" id=\"stopa-first-data\">")
        .map(|at| at + "<script type=\"application/json\" id=\"stopa-first-data\">".len());
    let Some(start) = start else {
        return Vec::new();
    };
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str::<Vec<Value>>(&html[start..end]).unwrap()
}

/// The text of the served `#root` (what shows before JavaScript runs).
pub(crate) fn content(html: &str) -> &str {
    let start = html.find("<div id=\"root\">").unwrap();
    let end = html.rfind("</div>").unwrap();
    &html[start..end]
}

fn operations(answers: &[Value]) -> Vec<&str> {
    answers
        .iter()
        .map(|answer| answer["operation"].as_str().unwrap())
        .collect()
}

#[sqlx::test(migrations = "../../migrations")]
async fn public_pages_arrive_with_their_head_content_and_first_data(pool: PgPool) {
    let web = web_build();
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let event = open_event(&app, &admin, "Český pohár <Bedřichov>", "B").await;
    let hidden = create(
        &app,
        &admin,
        event_input(&app, "Tajný závod", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let app = app.serving_web(web.path().to_owned());
    let public = Cookies::default();

    // The calendar: its head, the event in the HTML and the app's two answers.
    let page = app.get("/kalendar-a-vysledky", &public).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert_eq!(html.matches("<title>").count(), 1);
    assert!(
        html.contains("<title>Kalendář závodů – SLČR</title>"),
        "{html}"
    );
    assert!(html.contains("<meta property=\"og:title\" content=\"Kalendář závodů – SLČR\">"));
    assert!(
        html.contains("<link rel=\"canonical\" href=\"http"),
        "{html}"
    );
    assert!(
        !html.contains("Evidence členů, klubů a závodů"),
        "the build's description gives way"
    );
    // The app's code loads after the content has been painted.
    assert!(
        html.contains(
            "<script defer src=\"/app-after-paint.js\" data-app=\"/assets/index-abc123.js\""
        ),
        "{html}"
    );
    assert!(!html.contains("type=\"module\""), "{html}");
    assert!(
        content(&html).contains("Český pohár &lt;Bedřichov&gt;"),
        "{html}"
    );
    assert!(content(&html).contains(&format!("/kalendar-a-vysledky/{event}/informace-o-zavode")));
    assert!(
        !html.contains("Tajný závod"),
        "an unpublished event is nobody's first paint"
    );
    let answers = first_data(&html);
    assert_eq!(
        operations(&answers),
        ["CalendarCodebooks", "PublicCalendar"]
    );
    assert_eq!(answers[1]["variables"]["perPage"], 50);
    assert_eq!(
        answers[1]["data"]["publicCalendar"]["nodes"][0]["name"],
        "Český pohár <Bedřichov>"
    );
    // A filtered calendar gets its head; the app asks for the filtered list itself.
    let filtered = app
        .get("/kalendar-a-vysledky?department=cc", &public)
        .await
        .text();
    assert!(filtered.contains("<title>Kalendář závodů – SLČR</title>"));
    assert!(first_data(&filtered).is_empty());

    // The event's tabs.
    let page = app
        .get(
            &format!("/kalendar-a-vysledky/{event}/informace-o-zavode"),
            &public,
        )
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(
        html.contains("<title>Český pohár &lt;Bedřichov&gt; – Informace o závodě – SLČR</title>"),
        "{html}"
    );
    assert!(
        html.contains(
            "<meta name=\"description\" content=\"9.–10. 1. 2027 · Bedřichov, Jizerské hory"
        ),
        "{html}"
    );
    assert!(
        content(&html).contains("Sprint volně"),
        "the races are listed"
    );
    assert_eq!(operations(&first_data(&html)), ["PublicRacingEvent"]);
    let results = app
        .get(&format!("/kalendar-a-vysledky/{event}/vysledky"), &public)
        .await
        .text();
    assert!(results.contains("Výsledky zatím nejsou zveřejněné."));
    assert_eq!(
        operations(&first_data(&results)),
        ["PublicRacingEvent", "EventResults"]
    );
    let start_list = app
        .get(
            &format!("/kalendar-a-vysledky/{event}/startovni-listina"),
            &public,
        )
        .await
        .text();
    assert!(
        start_list
            .contains("<title>Český pohár &lt;Bedřichov&gt; – Startovní listina – SLČR</title>"),
        "{start_list}"
    );
    assert!(start_list.contains("Startovní listina zatím není zveřejněná."));
    assert_eq!(
        operations(&first_data(&start_list)),
        ["PublicRacingEvent", "StartLists"]
    );
    // An event that is not public is a 404 page without a word of it.
    let page = app
        .get(
            &format!("/kalendar-a-vysledky/{hidden}/informace-o-zavode"),
            &public,
        )
        .await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert!(!page.text().contains("Tajný závod"));
    assert!(first_data(&page.text()).is_empty());

    // Clubs and members.
    let clubs = app.get("/kluby", &public).await.text();
    assert!(clubs.contains("<title>Kluby – SLČR</title>"));
    assert_eq!(operations(&first_data(&clubs)), ["Regions", "PublicClubs"]);
    assert!(
        content(&clubs).contains(">Liberecký kraj</option>"),
        "{clubs}"
    );
    let club_name: String = sqlx::query_scalar("select name from club where club_id = $1")
        .bind(app.fixture.club_a)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(content(&clubs).contains(&club_name), "{clubs}");
    let club = app
        .get(
            &format!("/kluby/{}/jakykoli-text", app.fixture.club_a),
            &public,
        )
        .await;
    assert_eq!(club.status, StatusCode::OK);
    let html = club.text();
    assert!(
        html.contains(&format!("<title>{club_name} – SLČR</title>")),
        "{html}"
    );
    assert!(
        content(&html).contains("Novák Jan"),
        "the club's members: {html}"
    );
    assert_eq!(operations(&first_data(&html)), ["PublicClub"]);

    let jan = app.fixture.jan_novak.member_id;
    let member = app
        .get(&format!("/clenove/{jan}/jan-novak/vysledky"), &public)
        .await;
    assert_eq!(member.status, StatusCode::OK);
    let html = member.text();
    assert!(html.contains("<title>Jan Novák – SLČR</title>"), "{html}");
    assert!(
        html.contains(&format!("/clenove/{jan}/jan-novak/vysledky\">")),
        "the canonical URL keeps the tab"
    );
    assert!(
        html.contains(
            "<meta property=\"og:description\" content=\"Jan Novák, ročník 1992, Ski klub Liberec"
        ),
        "{html}"
    );
    assert_eq!(operations(&first_data(&html)), ["PublicMember"]);
    // Nothing personal reaches a public page.
    assert!(
        !html.contains("birthNumber") && !html.contains("birthDate"),
        "{html}"
    );
    let members = app.get("/clenove", &public).await.text();
    assert_eq!(operations(&first_data(&members)), ["PublicMembers"]);
    assert!(content(&members).contains("Novák Jan"));
    let missing = app.get("/clenove/999999/nikdo", &public).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);

    // The home page; a private page stays the app's own.
    let home = app.get("/", &public).await.text();
    assert!(
        home.contains(
            "<meta property=\"og:title\" content=\"Svaz lyžařů České republiky – SLČR\">"
        )
    );
    assert!(content(&home).contains("Evidence Svazu lyžařů České republiky"));
    let private = app.get("/evidence/clenove", &public).await.text();
    assert!(private.contains("<title>SLČR – evidence</title>"));
    assert!(private.contains("<div id=\"root\"></div>"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn robots_sitemaps_and_hashed_files_are_what_crawlers_and_browsers_expect(pool: PgPool) {
    let web = web_build();
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let event = open_event(&app, &admin, "Český pohár", "B").await;
    let hidden = create(
        &app,
        &admin,
        event_input(&app, "Tajný závod", "B", "2027-01-06T23:59:00+01:00"),
    )
    .await["event"]["id"]
        .as_i64()
        .unwrap();
    let app = app.serving_web(web.path().to_owned());
    let public = Cookies::default();

    let robots = app.get("/robots.txt", &public).await;
    assert_eq!(robots.status, StatusCode::OK);
    assert_eq!(robots.headers["content-type"], "text/plain; charset=utf-8");
    let text = robots.text();
    assert!(text.contains("Disallow: /evidence\n"), "{text}");
    assert!(text.contains("Sitemap: http"), "{text}");

    let index = app.get("/sitemap.xml", &public).await;
    assert_eq!(
        index.headers["content-type"],
        "application/xml; charset=utf-8"
    );
    let index = index.text();
    for name in ["stranky", "kluby", "zavody", "clenove-1"] {
        assert!(
            index.contains(&format!("/sitemaps/{name}.xml</loc>")),
            "{index}"
        );
    }
    let events = app.get("/sitemaps/zavody.xml", &public).await.text();
    assert!(
        events.contains(&format!(
            "/kalendar-a-vysledky/{event}/informace-o-zavode</loc><lastmod>"
        )),
        "{events}"
    );
    assert!(
        !events.contains(&format!("/kalendar-a-vysledky/{hidden}/")),
        "{events}"
    );
    assert!(
        events.contains("<changefreq>weekly</changefreq><priority>0.8</priority>"),
        "{events}"
    );
    let clubs = app.get("/sitemaps/kluby.xml", &public).await.text();
    assert!(
        clubs.contains(&format!("/kluby/{}/", app.fixture.club_a)),
        "{clubs}"
    );
    // Members are listed once they raced: paired to a row of a published result list. One
    // paired only on a draft list, one who never raced and an archived one are not.
    let published = result_race(&app, event, "PUBLISHED", Some("2027-01-10T18:00:00+01:00")).await;
    let draft = result_race(&app, hidden, "DRAFT", None).await;
    let fixture = &app.fixture;
    result_row(&app, published, 1, fixture.jan_novak.member_id).await;
    result_row(&app, published, 2, fixture.petr_dvorak.member_id).await;
    result_row(&app, draft, 1, fixture.eliska_novakova.member_id).await;
    sqlx::query("update member set archived = true where member_id = $1")
        .bind(fixture.petr_dvorak.member_id)
        .execute(&app.pool)
        .await
        .unwrap();
    let members = app.get("/sitemaps/clenove-1.xml", &public).await;
    assert_eq!(members.status, StatusCode::OK);
    let members = members.text();
    let listed: Vec<&str> = members
        .match_indices("/clenove/")
        .map(|(at, _)| &members[at..at + members[at..].find('<').unwrap()])
        .collect();
    assert_eq!(
        listed,
        [format!(
            "/clenove/{}/jan-novak",
            fixture.jan_novak.member_id
        )],
        "{members}"
    );
    // A sitemap is kept an hour: a crawler's next call reads nothing from the database.
    sqlx::query("update member set archived = true where member_id = $1")
        .bind(fixture.jan_novak.member_id)
        .execute(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        app.get("/sitemaps/clenove-1.xml", &public).await.text(),
        members
    );
    for missing in [
        "/sitemaps/clenove-99.xml",
        "/sitemaps/clenove-x.xml",
        "/sitemaps/kluby.txt",
    ] {
        assert_eq!(
            app.get(missing, &public).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }

    let asset = app.get("/assets/index-abc123.js", &public).await;
    assert_eq!(asset.status, StatusCode::OK);
    assert_eq!(
        asset.headers["cache-control"],
        "public, max-age=31536000, immutable"
    );
    // A hashed file the build does not have (an old tab after a deploy) is missing, not the
    // app's page kept for a year.
    let gone = app.get("/assets/index-old999.js", &public).await;
    assert_eq!(gone.status, StatusCode::NOT_FOUND);
    assert_ne!(
        gone.headers
            .get("cache-control")
            .map(|value| value.to_str().unwrap()),
        Some("public, max-age=31536000, immutable")
    );
    let page = app.get("/kluby", &public).await;
    assert_eq!(page.headers["cache-control"], "no-cache");
    assert_eq!(page.headers["vary"], "Cookie");
}

const CALENDAR: &str = "query PublicCalendar($view: CalendarView!) { publicCalendar(view: $view) { totalCount nodes { id name hasResults resultsPublishedAt } } }";

/// Moves an event to `from`–`to` (the form refuses past dates; the calendar must show them).
async fn move_event(app: &stopa_testkit::app::TestApp, id: i64, from: &str, to: &str) {
    sqlx::query("update racing_event set date_from = $2::date, date_to = $3::date where racing_event_id = $1")
        .bind(id)
        .bind(from)
        .bind(to)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("update race set race_date = $2::date where racing_event_id = $1")
        .bind(id)
        .bind(from)
        .execute(&app.pool)
        .await
        .unwrap();
}

/// A result race of the event in `status`, published at `published_at` when published.
async fn result_race(
    app: &stopa_testkit::app::TestApp,
    event: i64,
    status: &str,
    published_at: Option<&str>,
) -> i64 {
    sqlx::query_scalar(
        "insert into result_race (racing_event_id, source_key, name, status, published_at)
         values ($1, $2, 'Sprint volně – muži', $3, $4::timestamptz)
         returning result_race_id",
    )
    .bind(event)
    .bind(format!("{status}-{event}"))
    .bind(status)
    .bind(published_at)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// A finished athlete of the result race paired to `member`.
async fn result_row(app: &stopa_testkit::app::TestApp, race: i64, ordinal: i32, member: i64) {
    sqlx::query(
        "insert into result_row (result_race_id, ordinal, rank, last_name, first_name, status,
                                 member_id, pairing)
         select $1, $2, $2, last_name, first_name, 'QLF', member_id, 'MANUAL'
           from member where member_id = $3",
    )
    .bind(race)
    .bind(ordinal)
    .bind(member)
    .execute(&app.pool)
    .await
    .unwrap();
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_calendar_shows_events_to_come_past_ones_and_published_results(pool: PgPool) {
    let web = web_build();
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let public = Cookies::default();
    let coming = open_event(&app, &admin, "Zimní pohár", "B").await;
    let last_week = open_event(&app, &admin, "Listopadový sprint", "B").await;
    move_event(&app, last_week, "2026-11-21", "2026-11-22").await;
    let october = open_event(&app, &admin, "Říjnový závod", "B").await;
    move_event(&app, october, "2026-10-10", "2026-10-10").await;
    let drafts_only = open_event(&app, &admin, "Závod s rozpracovanými výsledky", "B").await;
    move_event(&app, drafts_only, "2026-11-14", "2026-11-14").await;
    // Results of October came out later than those of last week.
    result_race(
        &app,
        last_week,
        "PUBLISHED",
        Some("2026-11-23T10:00:00+01:00"),
    )
    .await;
    result_race(
        &app,
        october,
        "PUBLISHED",
        Some("2026-11-25T10:00:00+01:00"),
    )
    .await;
    result_race(&app, drafts_only, "DRAFT", None).await;

    let names = |answer: &Value| -> Vec<String> {
        answer["data"]["publicCalendar"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|node| node["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let view = |name: &'static str| serde_json::json!({ "view": name });
    let upcoming = gql(&app, &public, CALENDAR, view("UPCOMING")).await;
    assert_eq!(names(&upcoming), ["Zimní pohár"]);
    assert_eq!(
        upcoming["data"]["publicCalendar"]["nodes"][0]["hasResults"],
        false
    );
    let past = gql(&app, &public, CALENDAR, view("PAST")).await;
    assert_eq!(
        names(&past),
        [
            "Listopadový sprint",
            "Závod s rozpracovanými výsledky",
            "Říjnový závod"
        ],
        "latest first"
    );
    let marks: Vec<bool> = past["data"]["publicCalendar"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|node| node["hasResults"].as_bool().unwrap())
        .collect();
    assert_eq!(
        marks,
        [true, false, true],
        "only published results are marked"
    );
    let results = gql(&app, &public, CALENDAR, view("RESULTS")).await;
    assert_eq!(
        names(&results),
        ["Říjnový závod", "Listopadový sprint"],
        "latest published first"
    );
    assert_eq!(results["data"]["publicCalendar"]["totalCount"], 2);

    // The results view's first paint: its head, its events and the app's answer.
    let app = app.serving_web(web.path().to_owned());
    let html = app
        .get("/kalendar-a-vysledky?view=vysledky", &public)
        .await
        .text();
    assert!(
        html.contains("<title>Výsledky závodů – SLČR</title>"),
        "{html}"
    );
    assert!(
        html.contains("/kalendar-a-vysledky?view=vysledky\">"),
        "its canonical URL"
    );
    assert!(
        content(&html).contains(&format!("href=\"/kalendar-a-vysledky/{october}/vysledky\"")),
        "{html}"
    );
    assert!(!content(&html).contains("Zimní pohár"));
    let answers = first_data(&html);
    assert_eq!(answers[1]["variables"]["view"], "RESULTS");
    assert_eq!(answers[1]["data"]["publicCalendar"]["totalCount"], 2);
    let _ = coming;
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_first_paint_is_never_wrong_for_whom_it_reaches(pool: PgPool) {
    let web = web_build();
    let app = race_app(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let event = open_event(&app, &admin, "Zimní pohár", "B").await;
    let app = app.serving_web(web.path().to_owned());
    let public = Cookies::default();
    let path = format!("/kalendar-a-vysledky/{event}/informace-o-zavode");

    // A signed-in user gets the page's head and content but not the anonymous answers: the
    // event page's answer says what the reader may do (enter, manage entries).
    let anonymous = app.get(&path, &public).await;
    assert_eq!(anonymous.headers["vary"], "Cookie");
    assert_eq!(
        first_data(&anonymous.text())[0]["data"]["publicRacingEvent"]["event"]["actions"]["canManageEntries"],
        false
    );
    let signed_in = app.get(&path, &admin).await.text();
    assert!(
        signed_in.contains("<title>Zimní pohár – Informace o závodě – SLČR</title>"),
        "{signed_in}"
    );
    assert!(first_data(&signed_in).is_empty(), "{signed_in}");

    // A page that is not there asks crawlers not to index it and names no canonical address.
    let missing = app.get("/clenove/999999/nikdo", &public).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let html = missing.text();
    assert!(
        html.contains("<meta name=\"robots\" content=\"noindex\">"),
        "{html}"
    );
    assert!(!html.contains("rel=\"canonical\""), "{html}");
    // HEAD answers as GET does.
    let head = app
        .send(
            axum::http::Request::builder()
                .method(axum::http::Method::HEAD)
                .uri("/clenove/999999/nikdo")
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(head.status, StatusCode::NOT_FOUND);

    // The calendar reads its view among other parameters (a link from a newsletter).
    let past = app
        .get(
            "/kalendar-a-vysledky?utm_source=zpravodaj&view=probehle",
            &public,
        )
        .await
        .text();
    assert!(
        past.contains("<title>Proběhlé závody – SLČR</title>"),
        "{past}"
    );
    assert_eq!(first_data(&past)[1]["variables"]["view"], "PAST");

    // A page whose data cannot be read is the plain app (which asks again and says what is
    // wrong), never an empty page answered 200.
    std::fs::write(
        web.path().join("first-data-operations.json"),
        "{\"operations\":{}}",
    )
    .unwrap();
    let broken = app.serving_web(web.path().to_owned());
    let page = broken.get("/kluby", &public).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("<div id=\"root\"></div>"), "{html}");
    assert!(html.contains("<title>SLČR – evidence</title>"), "{html}");
}
