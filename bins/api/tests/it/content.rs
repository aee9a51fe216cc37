//! The content area (issue 31): Admin writes articles and pages and uploads their images, every
//! other identity is refused; the public reads only what is public — in the API, the sitemap
//! and the served HTML with its SEO fields; texts are validated (spec §5) and sanitised; images
//! come back as WebP in their widths.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, upload};

use crate::public_pages::{content, first_data, web_build};

const CREATE: &str = "mutation CreateArticle($input: ArticleInput!) { createArticle(input: $input) { \
    id title slug url isPublic bodyHtml parentTitle mainImage { src srcSet width height } } }";
const UPDATE: &str = "mutation UpdateArticle($id: Int!, $input: ArticleInput!) { \
    updateArticle(id: $id, input: $input) { id slug isPublic children { id } } }";
const DELETE: &str = "mutation DeleteArticle($id: Int!) { deleteArticle(id: $id) }";
const LIBRARY: &str = "query Articles($search: String) { articles(search: $search) { items { id title isPublic } hasMore } }";
const PUBLIC_LIST: &str = "query PublicArticles($page: Int!, $perPage: Int!) { \
    publicArticles(page: $page, perPage: $perPage) { items { id slug title } hasMore } }";
const PUBLIC_ONE: &str = "query PublicArticle($slug: String!) { publicArticle(slug: $slug) { \
    id title body bodyHtml parentId parentTitle children { slug } } }";
const PREVIEW: &str = "query Preview($text: String!) { richTextPreview(text: $text) }";
const UPLOAD: &str = "mutation UploadContentImage($file: Upload!) { uploadContentImage(file: $file) { \
    id width height src srcSet } }";
const CREATE_PAGE: &str = "mutation CreateContentPage($input: ContentPageInput!) { \
    createContentPage(input: $input) { id slug url sections { kind title } } }";
const UPDATE_PAGE: &str = "mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) { \
    updateContentPage(id: $id, input: $input) { id sections { kind title subtitle text html \
    features { name image { id } } people { name phone description image { id } } } } }";
const PAGES: &str = "query ContentPages { contentPages { id title active url } }";
const PUBLIC_PAGE: &str = "query PublicContentPage($slug: String!) { publicContentPage(slug: $slug) { \
    title sections { kind title html people { name } } } }";

fn article(title: &str, active: bool, published_at: Option<&str>) -> Value {
    json!({
        "title": title, "slug": null, "perex": "Krátký úvod článku.", "author": "Sekretariát",
        "mainImageId": null, "active": active, "parentId": null, "publishedAt": published_at,
        "body": "Text s [odkazem](https://slcr.example/a).", "seoTitle": null,
        "seoDescription": null, "ogTitle": null, "ogDescription": null, "ogImageId": null
    })
}

async fn create(app: &TestApp, cookies: &Cookies, input: Value) -> Value {
    let answer = gql(app, cookies, CREATE, json!({ "input": input })).await;
    ok(&answer)["createArticle"].clone()
}

fn field_errors(answer: &Value) -> Vec<(String, String)> {
    assert_eq!(code(answer), Some("VALIDATION"), "{answer}");
    answer["errors"][0]["extensions"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|field| {
            (
                field["field"].as_str().unwrap().to_owned(),
                field["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// A 2000 × 1000 PNG (a demo picture).
fn photo() -> Vec<u8> {
    stopa_formats::content_image::demo_picture(2000, 1000, 40)
}

#[sqlx::test(migrations = "../../migrations")]
async fn only_admin_writes_the_content_area_and_everybody_reads_what_is_public(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let created = create(
        &app,
        &admin,
        article("Zahájení sezóny", true, Some("2026-01-01T08:00:00Z")),
    )
    .await;
    let page = json!({ "input": { "title": "O svazu", "active": true, "sections": [] } });
    let mut identities = vec![("public", Cookies::default())];
    for email in [
        accounts::TEAM,
        accounts::TEAM_NO_FLAGS,
        accounts::AREA,
        accounts::AREA_NO_FLAGS,
        accounts::SECTION,
        accounts::TIMEKEEPER,
        accounts::PERSON,
        accounts::MULTI,
    ] {
        identities.push((email, app.login(email).await));
    }
    for (who, cookies) in &identities {
        let refused = if *who == "public" {
            "UNAUTHENTICATED"
        } else {
            "FORBIDDEN"
        };
        for (query, variables) in [
            (
                CREATE,
                json!({ "input": article("Cizí článek", false, None) }),
            ),
            (
                UPDATE,
                json!({ "id": created["id"], "input": article("Přepsaný", false, None) }),
            ),
            (DELETE, json!({ "id": created["id"] })),
            (LIBRARY, json!({})),
            (PREVIEW, json!({ "text": "**a**" })),
            (CREATE_PAGE, page.clone()),
            (PAGES, json!({})),
        ] {
            let answer = gql(&app, cookies, query, variables).await;
            assert_eq!(code(&answer), Some(refused), "{who}: {query}: {answer}");
        }
        let response = upload(
            &app,
            cookies,
            "UploadContentImage",
            &json!({ "query": UPLOAD, "variables": { "file": null } }),
            "foto.png",
            &photo(),
        )
        .await;
        assert_eq!(response.error_code().as_deref(), Some(refused), "{who}");
        // What is public, everybody reads.
        let answer = gql(
            &app,
            cookies,
            PUBLIC_ONE,
            json!({ "slug": "zahajeni-sezony" }),
        )
        .await;
        assert_eq!(
            ok(&answer)["publicArticle"]["title"],
            "Zahájení sezóny",
            "{who}"
        );
        let answer = gql(
            &app,
            cookies,
            PUBLIC_LIST,
            json!({ "page": 1, "perPage": 5 }),
        )
        .await;
        assert_eq!(
            ok(&answer)["publicArticles"]["items"]
                .as_array()
                .unwrap()
                .len(),
            1
        );
    }
    assert_eq!(app.count("article").await, 1);
    assert_eq!(app.count("content_page").await, 0);
    assert_eq!(app.count("content_image").await, 0);
    // Admin does all of it.
    let answer = gql(&app, &admin, LIBRARY, json!({ "search": "sezón" })).await;
    assert_eq!(
        ok(&answer)["articles"]["items"][0]["title"],
        "Zahájení sezóny"
    );
    let answer = gql(&app, &admin, CREATE_PAGE, page).await;
    assert_eq!(ok(&answer)["createContentPage"]["url"], "/stranky/o-svazu");
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_article_is_public_when_active_and_published_in_the_api_the_sitemap_and_the_html(
    pool: PgPool,
) {
    let web = web_build();
    let app = TestApp::new(pool).await.serving_web(web.path().to_owned());
    let admin = app.login(accounts::ADMIN).await;
    let public = Cookies::default();
    let draft = create(&app, &admin, article("Koncept", false, None)).await;
    let scheduled = create(
        &app,
        &admin,
        article("Budoucí", true, Some("2099-01-01T08:00:00Z")),
    )
    .await;
    let inactive = create(
        &app,
        &admin,
        article("Stažený", false, Some("2026-01-01T08:00:00Z")),
    )
    .await;
    // Active without a time is refused: it would never show.
    let answer = gql(
        &app,
        &admin,
        CREATE,
        json!({ "input": article("Bez data", true, None) }),
    )
    .await;
    assert_eq!(field_errors(&answer)[0].0, "publishedAt");
    for hidden in [&draft, &scheduled, &inactive] {
        assert_eq!(hidden["isPublic"], false);
        let slug = hidden["slug"].as_str().unwrap();
        let answer = gql(&app, &public, PUBLIC_ONE, json!({ "slug": slug })).await;
        assert_eq!(code(&answer), Some("NOT_FOUND"));
        let page = app.get(&format!("/aktuality/{slug}"), &public).await;
        assert_eq!(page.status, StatusCode::NOT_FOUND);
        assert!(!page.text().contains(hidden["title"].as_str().unwrap()));
    }
    let list = gql(
        &app,
        &public,
        PUBLIC_LIST,
        json!({ "page": 1, "perPage": 12 }),
    )
    .await;
    assert_eq!(ok(&list)["publicArticles"]["items"], json!([]));

    // Published with its SEO fields and a main image.
    let image = upload(
        &app,
        &admin,
        "UploadContentImage",
        &json!({ "query": UPLOAD, "variables": { "file": null } }),
        "foto.png",
        &photo(),
    )
    .await
    .json();
    let image = ok(&image)["uploadContentImage"].clone();
    let mut input = article(
        "Mistrovství ČR v běhu na lyžích",
        true,
        Some("2026-02-01T09:30:00Z"),
    );
    input["slug"] = json!("mistrovstvi-cr-2026");
    input["mainImageId"] = image["id"].clone();
    input["seoTitle"] = json!("MČR 2026 – běh na lyžích");
    input["seoDescription"] = json!("Výsledky a fotografie z mistrovství republiky.");
    input["ogTitle"] = json!("Mistrovství ČR 2026 <živě>");
    input["body"] = json!(
        "Úvod.\n\n::tlacitko[Výsledky](/kalendar-a-vysledky?view=vysledky)\n\n::video(https://youtu.be/dQw4w9WgXcQ)\n"
    );
    let published = create(&app, &admin, input).await;
    assert_eq!(published["url"], "/aktuality/mistrovstvi-cr-2026");
    assert_eq!(published["isPublic"], true);
    // A child article is listed on its parent's page.
    let mut child = article("Fotogalerie z MČR", true, Some("2026-02-02T09:30:00Z"));
    child["parentId"] = published["id"].clone();
    let child = create(&app, &admin, child).await;
    assert_eq!(child["parentTitle"], "Mistrovství ČR v běhu na lyžích");

    let answer = gql(
        &app,
        &public,
        PUBLIC_ONE,
        json!({ "slug": "mistrovstvi-cr-2026" }),
    )
    .await;
    let read = &ok(&answer)["publicArticle"];
    // The public answer carries the HTML, not the Markdown source.
    assert_eq!(read["body"], "");
    assert_eq!(read["children"], json!([{ "slug": "fotogalerie-z-mcr" }]));
    let answer = gql(
        &app,
        &public,
        PUBLIC_ONE,
        json!({ "slug": "fotogalerie-z-mcr" }),
    )
    .await;
    assert_eq!(
        ok(&answer)["publicArticle"]["parentTitle"],
        "Mistrovství ČR v běhu na lyžích"
    );
    // Under a draft, a public article does not tell the draft's title.
    let mut secret = article("Tajný koncept", false, None);
    secret["slug"] = json!("tajny-koncept");
    let secret = create(&app, &admin, secret).await;
    let mut orphan = article("Veřejný podčlánek", true, Some("2026-01-03T09:30:00Z"));
    orphan["parentId"] = secret["id"].clone();
    create(&app, &admin, orphan).await;
    let answer = gql(
        &app,
        &public,
        PUBLIC_ONE,
        json!({ "slug": "verejny-podclanek" }),
    )
    .await;
    assert_eq!(ok(&answer)["publicArticle"]["parentTitle"], Value::Null);
    assert_eq!(ok(&answer)["publicArticle"]["parentId"], Value::Null);
    let answer = gql(
        &app,
        &public,
        "query { publicArticles { items { parentTitle } } }",
        json!({}),
    )
    .await;
    assert!(!answer.to_string().contains("Tajný"), "{answer}");
    let body = read["bodyHtml"].as_str().unwrap();
    assert!(
        body.contains("<a class=\"button\" href=\"/kalendar-a-vysledky?view=vysledky\""),
        "{body}"
    );
    assert!(
        body.contains("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"),
        "{body}"
    );

    // The sitemap lists the public ones only.
    let index = app.get("/sitemap.xml", &public).await.text();
    assert!(index.contains("/sitemaps/obsah.xml</loc>"), "{index}");
    let listed = app.get("/sitemaps/obsah.xml", &public).await.text();
    assert!(
        listed.contains("/aktuality/mistrovstvi-cr-2026</loc><lastmod>"),
        "{listed}"
    );
    assert!(
        listed.contains("/aktuality/fotogalerie-z-mcr</loc>"),
        "{listed}"
    );
    for hidden in [&draft, &scheduled, &inactive] {
        assert!(
            !listed.contains(hidden["slug"].as_str().unwrap()),
            "{listed}"
        );
    }
    let fixed = app.get("/sitemaps/stranky.xml", &public).await.text();
    assert!(fixed.contains("/aktuality</loc>"), "{fixed}");

    // The served page: its SEO head, its content and its first data.
    let page = app.get("/aktuality/mistrovstvi-cr-2026", &public).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(
        html.contains("<title>MČR 2026 – běh na lyžích – SLČR</title>"),
        "{html}"
    );
    assert!(html.contains(
        "<meta name=\"description\" content=\"Výsledky a fotografie z mistrovství republiky.\">"
    ));
    assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
    assert!(
        html.contains("<meta property=\"og:title\" content=\"Mistrovství ČR 2026 &lt;živě&gt;\">"),
        "{html}"
    );
    let widest = image["srcSet"]
        .as_str()
        .unwrap()
        .split(", ")
        .last()
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    assert!(
        html.contains("<meta property=\"og:image\" content=\"http"),
        "{html}"
    );
    assert!(html.contains(&format!("{widest}\">")), "{html}");
    assert!(
        html.contains("<meta property=\"og:image:width\" content=\"1280\">"),
        "{html}"
    );
    assert!(html.contains("/aktuality/mistrovstvi-cr-2026\">"), "{html}");
    let shown = content(&html);
    assert!(
        shown.contains("<h1>Mistrovství ČR v běhu na lyžích</h1>"),
        "{shown}"
    );
    assert!(shown.contains("width=\"1280\" height=\"640\""), "{shown}");
    assert!(shown.contains("Fotogalerie z MČR"), "{shown}");
    let answers = first_data(&html);
    assert_eq!(answers[0]["operation"], "PublicArticle");
    assert_eq!(
        answers[0]["variables"],
        json!({ "slug": "mistrovstvi-cr-2026" })
    );

    // The home page and the news list show it, newest first.
    let home = app.get("/", &public).await.text();
    assert!(
        content(&home).contains("Mistrovství ČR v běhu na lyžích"),
        "{home}"
    );
    assert!(
        content(&home).contains("href=\"/aktuality/fotogalerie-z-mcr\""),
        "{home}"
    );
    assert_eq!(first_data(&home)[0]["operation"], "PublicHome");
    let news = app.get("/aktuality", &public).await.text();
    let (first, second) = (
        news.find("Fotogalerie z MČR").unwrap(),
        news.find("Mistrovství ČR v běhu").unwrap(),
    );
    assert!(first < second);

    // Unpublished again, its page and the news drop it at once.
    let mut input = article(
        "Mistrovství ČR v běhu na lyžích",
        false,
        Some("2026-02-01T09:30:00Z"),
    );
    input["slug"] = json!("mistrovstvi-cr-2026");
    let answer = gql(
        &app,
        &admin,
        UPDATE,
        json!({ "id": published["id"], "input": input }),
    )
    .await;
    assert_eq!(ok(&answer)["updateArticle"]["isPublic"], false);
    assert_eq!(
        app.get("/aktuality/mistrovstvi-cr-2026", &public)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let answer = gql(
        &app,
        &public,
        PUBLIC_LIST,
        json!({ "page": 1, "perPage": 12 }),
    )
    .await;
    assert_eq!(
        ok(&answer)["publicArticles"]["items"][0]["slug"],
        "fotogalerie-z-mcr"
    );
    // (The sitemap is rendered at most once an hour: crawlers see the change within the hour.)
}

#[sqlx::test(migrations = "../../migrations")]
async fn slugs_are_unique_parents_never_make_a_cycle_and_parents_keep_their_children(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let first = create(&app, &admin, article("Školení trenérů 2027", false, None)).await;
    assert_eq!(first["slug"], "skoleni-treneru-2027");
    // The same title again: the slug is taken.
    let answer = gql(
        &app,
        &admin,
        CREATE,
        json!({ "input": article("Školení trenérů 2027", false, None) }),
    )
    .await;
    assert_eq!(
        field_errors(&answer),
        vec![(
            "slug".to_owned(),
            "Tuto adresu už má jiný článek.".to_owned()
        )]
    );
    let mut bad = article("Jiný", false, None);
    bad["slug"] = json!("Velká Písmena");
    let answer = gql(&app, &admin, CREATE, json!({ "input": bad })).await;
    assert_eq!(field_errors(&answer)[0].0, "slug");
    let mut empty = article("  ", false, None);
    empty["body"] = json!("x".repeat(100_001));
    let fields: Vec<String> =
        field_errors(&gql(&app, &admin, CREATE, json!({ "input": empty })).await)
            .into_iter()
            .map(|(field, _)| field)
            .collect();
    assert_eq!(fields, vec!["title", "body"]);

    let mut second = article("Podčlánek", false, None);
    second["parentId"] = first["id"].clone();
    let second = create(&app, &admin, second).await;
    let mut third = article("Pod-podčlánek", false, None);
    third["parentId"] = second["id"].clone();
    let third = create(&app, &admin, third).await;
    // The first under its own grandchild would be a cycle; under itself too.
    for parent in [&third["id"], &first["id"]] {
        let mut input = article("Školení trenérů 2027", false, None);
        input["parentId"] = parent.clone();
        let answer = gql(
            &app,
            &admin,
            UPDATE,
            json!({ "id": first["id"], "input": input }),
        )
        .await;
        assert_eq!(field_errors(&answer)[0].0, "parentId", "{answer}");
    }
    let mut missing = article("Sirotek", false, None);
    missing["parentId"] = json!(999_999);
    assert_eq!(
        field_errors(&gql(&app, &admin, CREATE, json!({ "input": missing })).await)[0].0,
        "parentId"
    );
    let mut missing = article("Bez obrázku", false, None);
    missing["mainImageId"] = json!(999_999);
    assert_eq!(
        field_errors(&gql(&app, &admin, CREATE, json!({ "input": missing })).await)[0].0,
        "mainImageId"
    );

    // A parent with children stays; its children first.
    let answer = gql(&app, &admin, DELETE, json!({ "id": second["id"] })).await;
    assert_eq!(code(&answer), Some("CONFLICT"), "{answer}");
    assert_eq!(app.count("article").await, 3);
    for id in [&third["id"], &second["id"], &first["id"]] {
        let answer = gql(&app, &admin, DELETE, json!({ "id": id })).await;
        assert_eq!(ok(&answer)["deleteArticle"], true);
    }
    let answer = gql(&app, &admin, DELETE, json!({ "id": first["id"] })).await;
    assert_eq!(code(&answer), Some("NOT_FOUND"));
    // Every write left its audit entry.
    let audited: i64 =
        sqlx::query_scalar("select count(*) from audit_log where entity = 'article'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(audited, 6);
}

#[sqlx::test(migrations = "../../migrations")]
async fn texts_are_validated_as_spec_5_says_and_sanitised(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let mut input = article("Odkazy", false, None);
    input["body"] = json!(
        "[bez adresy]() a [zlý](javascript:alert(1))\n::tlacitko[](https://slcr.example/)\n::video(https://evil.example/v.mp4)"
    );
    let errors = field_errors(&gql(&app, &admin, CREATE, json!({ "input": input })).await);
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].0, "body");
    for message in [
        "Řádek 2: Vyplňte text tlačítka.",
        "Řádek 3: Zadejte platnou adresu videa (YouTube nebo Vimeo).",
        "Odkaz „bez adresy“: Zadejte platnou adresu URL.",
        "Odkaz „zlý“: Zadejte platnou adresu URL.",
    ] {
        assert!(errors[0].1.contains(message), "{}", errors[0].1);
    }
    // Raw HTML is not an error: it is sanitised.
    let mut input = article("Skripty", true, Some("2026-01-01T00:00:00Z"));
    input["body"] = json!(
        "<script>alert(1)</script><img src=x onerror=alert(1)><iframe src=\"https://evil.example\"></iframe>\
         <a href=\"#\" onclick=\"alert(1)\">klik</a>\n\n**tučně**"
    );
    let created = create(&app, &admin, input).await;
    let html = created["bodyHtml"].as_str().unwrap();
    // HTML in a content text is shown as the text it is: nothing of it is markup.
    for needle in ["<script", "<img", "<iframe", "<a href=\"#\""] {
        assert!(!html.contains(needle), "{needle} in {html}");
    }
    assert!(
        html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{html}"
    );
    assert!(html.contains("<strong>tučně</strong>"), "{html}");
    let answer = gql(
        &app,
        &admin,
        PREVIEW,
        json!({ "text": "::video(https://vimeo.com/76979871)" }),
    )
    .await;
    assert!(
        ok(&answer)["richTextPreview"]
            .as_str()
            .unwrap()
            .contains("https://player.vimeo.com/video/76979871?dnt=1")
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn images_are_served_as_webp_in_their_widths_with_their_size(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    let send = |name: &'static str, bytes: Vec<u8>| {
        let app = &app;
        let admin = &admin;
        async move {
            upload(
                app,
                admin,
                "UploadContentImage",
                &json!({ "query": UPLOAD, "variables": { "file": null } }),
                name,
                &bytes,
            )
            .await
            .json()
        }
    };
    let answer = send("foto.png", photo()).await;
    let image = &ok(&answer)["uploadContentImage"];
    assert_eq!(
        (image["width"].as_i64(), image["height"].as_i64()),
        (Some(1280), Some(640))
    );
    let src = image["src"].as_str().unwrap();
    assert!(src.ends_with("/640.webp"), "{src}");
    let set: Vec<&str> = image["srcSet"].as_str().unwrap().split(", ").collect();
    assert_eq!(set.len(), 3);
    for (entry, width) in set.iter().zip([320, 640, 1280]) {
        let (address, descriptor) = entry.split_once(' ').unwrap();
        assert_eq!(descriptor, format!("{width}w"));
        let served = app.get(address, &Cookies::default()).await;
        assert_eq!(served.status, StatusCode::OK);
        assert_eq!(served.headers["content-type"], "image/webp");
        assert_eq!(
            served.headers["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(&served.body[8..12], b"WEBP");
    }
    // A width that is not made, a key that is not one: not found.
    let other = src.replace("/640.webp", "/641.webp");
    assert_eq!(
        app.get(&other, &Cookies::default()).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get("/api/obrazky/nonsense/640.webp", &Cookies::default())
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    // Not an image, a broken one: the field's Czech message, nothing stored.
    for (name, bytes, message) in [
        (
            "dopis.pdf",
            b"%PDF-1.7".to_vec(),
            "Obrázek musí být ve formátu JPEG, PNG nebo WebP.",
        ),
        (
            "rozbity.png",
            photo()[..200].to_vec(),
            "Obrázek se nepodařilo přečíst: soubor je poškozený.",
        ),
    ] {
        let answer = send(name, bytes).await;
        assert_eq!(
            field_errors(&answer),
            vec![("file".to_owned(), message.to_owned())]
        );
    }
    assert_eq!(app.count("content_image").await, 1);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_page_keeps_its_sections_in_the_order_given_and_shows_only_when_active(pool: PgPool) {
    let web = web_build();
    let app = TestApp::new(pool).await.serving_web(web.path().to_owned());
    let admin = app.login(accounts::ADMIN).await;
    let public = Cookies::default();
    let image = upload(
        &app,
        &admin,
        "UploadContentImage",
        &json!({ "query": UPLOAD, "variables": { "file": null } }),
        "foto.png",
        &photo(),
    )
    .await
    .json();
    let image_id = ok(&image)["uploadContentImage"]["id"].clone();
    let hero =
        json!({ "kind": "HERO", "title": "Svaz lyžařů", "subtitle": "Od dětí po reprezentaci" });
    let features = json!({ "kind": "FEATURES", "title": "Co děláme", "features": [
        { "name": "Kalendář", "imageId": image_id }, { "name": "Evidence", "imageId": null } ] });
    let people = json!({ "kind": "PEOPLE", "title": "ignorováno", "people": [
        { "name": "Jana Horáková", "imageId": image_id, "description": "Sekretariát", "phone": "+420 222 333 444" } ] });
    let text =
        json!({ "kind": "RICH_TEXT", "text": "## Kontakt\n\n<script>alert(1)</script>Pište nám." });
    let answer = gql(&app, &admin, CREATE_PAGE, json!({ "input": {
        "title": "O svazu", "slug": "o-svazu", "active": false, "sections": [hero, features, people, text] } })).await;
    let id = ok(&answer)["createContentPage"]["id"].clone();
    // Inactive: not public.
    let answer = gql(&app, &public, PUBLIC_PAGE, json!({ "slug": "o-svazu" })).await;
    assert_eq!(code(&answer), Some("NOT_FOUND"));
    assert_eq!(
        app.get("/stranky/o-svazu", &public).await.status,
        StatusCode::NOT_FOUND
    );

    // Reordered (the text first, the hero last), the features dropped, made active.
    let input = json!({ "title": "O svazu", "slug": "o-svazu", "active": true, "seoTitle": "O Svazu lyžařů ČR",
        "sections": [text, people, hero] });
    let answer = gql(
        &app,
        &admin,
        UPDATE_PAGE,
        json!({ "id": id, "input": input }),
    )
    .await;
    let sections = &ok(&answer)["updateContentPage"]["sections"];
    let kinds: Vec<&str> = sections
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["RICH_TEXT", "PEOPLE", "HERO"]);
    assert!(!sections[0]["html"].as_str().unwrap().contains("<script"));
    assert_eq!(
        sections[1]["title"],
        Value::Null,
        "a people section has no title"
    );
    assert_eq!(sections[1]["people"][0]["image"]["id"], image_id);
    assert_eq!(sections[1]["people"][0]["phone"], "+420 222 333 444");

    let answer = gql(&app, &public, PUBLIC_PAGE, json!({ "slug": "o-svazu" })).await;
    assert_eq!(
        ok(&answer)["publicContentPage"]["sections"][2]["title"],
        "Svaz lyžařů"
    );
    let html = app.get("/stranky/o-svazu", &public).await.text();
    assert!(
        html.contains("<title>O Svazu lyžařů ČR – SLČR</title>"),
        "{html}"
    );
    let shown = content(&html);
    let (text_at, hero_at) = (
        shown.find("Kontakt").unwrap(),
        shown.find("Svaz lyžařů<").unwrap(),
    );
    assert!(text_at < hero_at, "{shown}");
    assert!(shown.contains("href=\"tel:+420222333444\""), "{shown}");
    let listed = app.get("/sitemaps/obsah.xml", &public).await.text();
    assert!(listed.contains("/stranky/o-svazu</loc>"), "{listed}");

    // Each section's problems name the section and the field.
    let input = json!({ "title": "O svazu", "slug": "o-svazu", "active": true, "sections": [
        { "kind": "HERO", "title": " " },
        { "kind": "PEOPLE", "people": [{ "name": "Jan", "phone": "volejte" }] },
        { "kind": "FEATURES", "title": "Co", "features": [{ "name": "A", "imageId": 999_999 }] } ] });
    let errors = field_errors(
        &gql(
            &app,
            &admin,
            UPDATE_PAGE,
            json!({ "id": id, "input": input }),
        )
        .await,
    );
    let fields: Vec<&str> = errors.iter().map(|(field, _)| field.as_str()).collect();
    assert_eq!(
        fields,
        vec!["sections.0.title", "sections.1.people.0.phone"]
    );
    let input = json!({ "title": "O svazu", "slug": "o-svazu", "active": true, "sections": [
        { "kind": "FEATURES", "title": "Co", "features": [{ "name": "A", "imageId": 999_999 }] } ] });
    let errors = field_errors(
        &gql(
            &app,
            &admin,
            UPDATE_PAGE,
            json!({ "id": id, "input": input }),
        )
        .await,
    );
    assert_eq!(errors[0].0, "sections.0.features.0.imageId");
    // Nothing of the refused writes was stored.
    let answer = gql(&app, &public, PUBLIC_PAGE, json!({ "slug": "o-svazu" })).await;
    assert_eq!(
        ok(&answer)["publicContentPage"]["sections"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
}
