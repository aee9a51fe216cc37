//! The first paint of the content area's public pages — the home page with the latest news,
//! the next events and the latest results, the news list `/aktuality`, an article
//! `/aktuality/{slug}` and a page `/stranky/{slug}` — with their SEO fields in the head (the
//! SEO title and description, the og title, description and image, `og:type` article).
//! The texts' HTML comes sanitised from the api (`stopa_formats::rich_text`).

use axum::http::StatusCode;
use maud::{Markup, PreEscaped, html};
use serde_json::{Value, json};

use super::{Answered, Asker, HOME_TEXT, OpenGraph, Page, list, text, titled};

/// The news list's first page, as the app asks for it.
pub const NEWS_PER_PAGE: i64 = 12;

/// A time of the api (RFC 3339) in Prague.
fn prague(time: &str) -> Option<chrono::DateTime<chrono_tz::Tz>> {
    chrono::DateTime::parse_from_rfc3339(time)
        .ok()
        .map(|time| time.with_timezone(&stopa_domain::time::TIME_ZONE))
}

/// "3. 12. 2026" of an RFC 3339 time, in Prague (the app's `formatDate`).
pub(super) fn numeric_day(time: &str) -> String {
    prague(time)
        .map(|time| time.format("%-d. %-m. %Y").to_string())
        .unwrap_or_default()
}

/// The months in the genitive ("3. prosince 2026").
const MONTHS_GENITIVE: [&str; 12] = [
    "ledna",
    "února",
    "března",
    "dubna",
    "května",
    "června",
    "července",
    "srpna",
    "září",
    "října",
    "listopadu",
    "prosince",
];

/// "3. prosince 2026" of an RFC 3339 time, in Prague (the app's `formatArticleDate`).
fn day(time: &str) -> String {
    use chrono::Datelike as _;
    prague(time)
        .map(|time| {
            let month = MONTHS_GENITIVE[time.month0() as usize % 12];
            format!("{}. {month} {}", time.day(), time.year())
        })
        .unwrap_or_default()
}

/// An `<img>` of a content image with its size, every width and the widths it takes.
fn picture(image: &Value, alt: &str, class: &str, sizes: &str, eager: bool) -> Markup {
    html! {
        @if image.is_object() {
            @if eager {
                img class=(class) src=(text(image, "src")) srcset=(text(image, "srcSet")) sizes=(sizes)
                    width=(image["width"]) height=(image["height"]) alt=(alt) fetchpriority="high";
            } @else {
                img class=(class) src=(text(image, "src")) srcset=(text(image, "srcSet")) sizes=(sizes)
                    width=(image["width"]) height=(image["height"]) alt=(alt) loading="lazy";
            }
        }
    }
}

/// The og image of an image answer: its widest width's address, absolute, with its size.
fn og_image(public_url: &str, image: &Value) -> Option<(String, i64, i64)> {
    let widest = text(image, "srcSet")
        .split(", ")
        .last()?
        .split(' ')
        .next()?
        .to_owned();
    Some((
        format!("{public_url}{widest}"),
        image["width"].as_i64()?,
        image["height"].as_i64()?,
    ))
}

/// The first non-empty of the texts.
fn first<'a>(texts: &[&'a str]) -> &'a str {
    texts
        .iter()
        .find(|text| !text.trim().is_empty())
        .copied()
        .unwrap_or_default()
}

/// A description cut to 300 characters at a word.
fn short(description: &str) -> String {
    let description = description.split_whitespace().collect::<Vec<_>>().join(" ");
    if description.chars().count() <= 300 {
        return description;
    }
    let cut: String = description.chars().take(297).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{cut}…")
}

/// The width a card's picture takes (`CARD_IMAGE_SIZES` of the app).
const CARD_IMAGE_SIZES: &str = "(max-width: 40em) 100vw, (max-width: 62em) 50vw, 24rem";

/// `li.article-card` of the news lists (`article-card.tsx`); `h2` titles in the news list, `h3`
/// on the home page.
fn article_card(article: &Value, home: bool, first: bool) -> Markup {
    let published = text(article, "publishedAt");
    let link = html! { a href=(text(article, "url")) { (text(article, "title")) } };
    html! {
        li.article-card {
            @if article["mainImage"].is_object() {
                (picture(&article["mainImage"], "", "article-card-image", CARD_IMAGE_SIZES, first))
            } @else {
                div.article-card-image.article-card-placeholder aria-hidden="true" {}
            }
            div.article-card-body {
                @if home { h3.article-card-title { (link) } } @else { h2.article-card-title { (link) } }
                @if !published.is_empty() {
                    p.article-date { time datetime=(published) { (day(published)) } }
                }
                @if !text(article, "perex").is_empty() { p.article-perex { (text(article, "perex")) } }
            }
        }
    }
}

/// The cards of a list; the first picture is not lazy (it is seen at once).
fn article_list(articles: &[Value], home: bool) -> Markup {
    let first_picture = articles
        .iter()
        .position(|article| article["mainImage"].is_object());
    html! {
        ul.article-list {
            @for (index, article) in articles.iter().enumerate() {
                (article_card(article, home, Some(index) == first_picture))
            }
        }
    }
}

/// `section.home-section` with its heading and the link to the whole list.
fn home_section(name: &str, title: &str, more: &Markup, content: &Markup) -> Markup {
    let id = format!("home-{name}");
    html! {
        section class=(format!("home-section {id}")) aria-labelledby=(format!("{id}-title")) {
            div.home-section-heading {
                h2 id=(format!("{id}-title")) { (title) }
                p.home-section-more { (more) }
            }
            (content)
        }
    }
}

/// The home page: its hero, then the latest news, the next events and the latest results when
/// the app's `PublicHome` answered; the hero alone otherwise.
pub async fn home(asker: &mut Asker<'_>) -> Page {
    let data = match asker.ask("PublicHome", json!({})).await {
        Answered::Data(data) => Some(data),
        _ => None,
    };
    let articles = data
        .as_ref()
        .map(|data| list(&data["articles"]["items"]))
        .unwrap_or_default();
    let upcoming = data
        .as_ref()
        .map(|data| list(&data["upcoming"]["nodes"]))
        .unwrap_or_default();
    let results = data
        .as_ref()
        .map(|data| list(&data["results"]["nodes"]))
        .unwrap_or_default();
    Page {
        status: StatusCode::OK,
        title: format!("{} – SLČR", super::SITE),
        description: HOME_TEXT.to_owned(),
        canonical: Some("/".to_owned()),
        body: html! {
            div.home-page {
                section.hero {
                    h1 { "Evidence Svazu lyžařů České republiky" }
                    p { (HOME_TEXT) }
                    p { a.button href="/prihlaseni" { "Přihlásit se" } }
                }
                @if data.is_some() {
                    (home_section("news", "Aktuality", &html! { a href="/aktuality" { "Všechny aktuality" } }, &html! {
                        @if articles.is_empty() { p.home-empty { "Zatím tu nejsou žádné aktuality." } }
                        @else { (article_list(&articles, true)) }
                    }))
                    div.home-columns {
                        (home_section("upcoming", "Nejbližší závody", &html! { a href="/kalendar-a-vysledky" { "Celý kalendář závodů" } }, &html! {
                            @if upcoming.is_empty() { p.home-empty { "Žádné nadcházející závody nejsou zveřejněné." } }
                            @else { ul.calendar-list { @for event in &upcoming { (super::calendar_event(event, false)) } } }
                        }))
                        (home_section("results", "Nejnovější výsledky", &html! { a href="/kalendar-a-vysledky?view=vysledky" { "Všechny výsledky" } }, &html! {
                            @if results.is_empty() { p.home-empty { "Zatím nejsou zveřejněné žádné výsledky." } }
                            @else { ul.calendar-list { @for event in &results { (super::calendar_event(event, true)) } } }
                        }))
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    }
}

/// The news list's first page; None when its data could not be read.
pub async fn news(asker: &mut Asker<'_>) -> Option<Page> {
    let variables = json!({ "page": 1, "perPage": NEWS_PER_PAGE });
    let Answered::Data(data) = asker.ask("PublicArticles", variables).await else {
        return None;
    };
    let articles = list(&data["publicArticles"]["items"]);
    Some(Page {
        status: StatusCode::OK,
        title: titled("Aktuality"),
        description:
            "Zprávy Svazu lyžařů České republiky: závody, členství, vzdělávání a život klubů."
                .to_owned(),
        canonical: Some("/aktuality".to_owned()),
        body: html! {
            section.news-page {
                h1 { "Aktuality" }
                p.page-intro { "Novinky a zprávy ze Svazu lyžařů České republiky." }
                @if articles.is_empty() { p.news-empty { "Zatím tu nejsou žádné články." } }
                @else { (article_list(&articles, false)) }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

/// A public article; the 404 page for one that is not public.
pub async fn article(asker: &mut Asker<'_>, slug: &str, public_url: &str) -> Option<Page> {
    let data = match asker.ask("PublicArticle", json!({ "slug": slug })).await {
        Answered::Data(data) => data["publicArticle"].clone(),
        Answered::NotFound => return Some(super::not_found()),
        Answered::Failed => return None,
    };
    let title = text(&data, "title");
    let seo_title = first(&[text(&data, "seoTitle"), title]);
    let description = short(first(&[
        text(&data, "seoDescription"),
        text(&data, "perex"),
        title,
    ]));
    let image = if data["ogImage"].is_object() {
        &data["ogImage"]
    } else {
        &data["mainImage"]
    };
    let children = list(&data["children"]);
    Some(Page {
        status: StatusCode::OK,
        title: titled(seo_title),
        og: OpenGraph {
            kind: "article",
            title: Some(first(&[text(&data, "ogTitle"), seo_title]).to_owned()),
            description: Some(short(first(&[text(&data, "ogDescription"), &description]))),
            image: og_image(public_url, image),
            published: Some(text(&data, "publishedAt").to_owned()).filter(|at| !at.is_empty()),
        },
        description,
        canonical: Some(text(&data, "url").to_owned()),
        body: html! {
            article.article-page {
                p { a.back-link href="/aktuality" { "Všechny aktuality" } }
                h1 { (title) }
                p.article-meta {
                    @let published = text(&data, "publishedAt");
                    @if !published.is_empty() { time datetime=(published) { (day(published)) } }
                    @if !text(&data, "author").is_empty() { span.article-author { (text(&data, "author")) } }
                }
                (picture(&data["mainImage"], "", "article-image", "(max-width: 48em) 100vw, 46rem", true))
                @if !text(&data, "perex").is_empty() { p.article-perex { (text(&data, "perex")) } }
                div.rich-text { (PreEscaped(text(&data, "bodyHtml"))) }
                @if !children.is_empty() {
                    section.article-related aria-labelledby="article-related" {
                        h2 id="article-related" { "Související články" }
                        ul.related-list {
                            @for child in &children {
                                li {
                                    a href=(text(child, "url")) { (text(child, "title")) }
                                    @let published = text(child, "publishedAt");
                                    @if !published.is_empty() { " " time.article-date datetime=(published) { (day(published)) } }
                                    @if !text(child, "perex").is_empty() { p.article-perex { (text(child, "perex")) } }
                                }
                            }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
    })
}

/// The `tel:` address of a phone number (its digits and a leading `+`); None without digits.
fn phone_href(phone: &str) -> Option<String> {
    let mut digits = String::new();
    for c in phone.chars() {
        if c.is_ascii_digit() || (c == '+' && digits.is_empty()) {
            digits.push(c);
        }
    }
    digits
        .chars()
        .any(|c| c.is_ascii_digit())
        .then(|| format!("tel:{digits}"))
}

/// "JN" of "Jana Nováková": a person's card without a photo.
fn initials(name: &str) -> String {
    name.split_whitespace()
        .take(2)
        .filter_map(|word| word.chars().next())
        .flat_map(char::to_uppercase)
        .collect()
}

/// A section of a page (`page-sections.tsx`); `title` is the page's `h1` for the first hero.
fn section(section: &Value, title: Option<&str>) -> Markup {
    match text(section, "kind") {
        "HERO" => {
            let heading = first(&[text(section, "title"), title.unwrap_or_default()]);
            html! {
                section.page-hero {
                    @if !heading.is_empty() {
                        @if title.is_some() { h1.page-hero-title { (heading) } } @else { h2.page-hero-title { (heading) } }
                    }
                    @if !text(section, "subtitle").is_empty() { p.page-hero-subtitle { (text(section, "subtitle")) } }
                }
            }
        }
        "FEATURES" => html! {
            section.page-features {
                h2 { (text(section, "title")) }
                @if !text(section, "subtitle").is_empty() { p.page-section-subtitle { (text(section, "subtitle")) } }
                ul.feature-grid {
                    @for feature in list(&section["features"]) {
                        li.feature {
                            (picture(&feature["image"], "", "feature-image", "(max-width: 36em) 50vw, 16rem", false))
                            h3.feature-name { (text(&feature, "name")) }
                        }
                    }
                }
            }
        },
        "PEOPLE" => html! {
            section.page-people {
                ul.people-grid {
                    @for person in list(&section["people"]) {
                        li.person {
                            @if person["image"].is_object() {
                                (picture(&person["image"], "", "person-image", "8rem", false))
                            } @else {
                                div.person-image.person-initials aria-hidden="true" { (initials(text(&person, "name"))) }
                            }
                            h3.person-name { (text(&person, "name")) }
                            @if !text(&person, "description").is_empty() { p.person-description { (text(&person, "description")) } }
                            @if !text(&person, "text").is_empty() { p.person-text { (text(&person, "text")) } }
                            @let phone = text(&person, "phone");
                            @if !phone.is_empty() {
                                p.person-phone {
                                    @if let Some(href) = phone_href(phone) { a href=(href) { (phone) } } @else { (phone) }
                                }
                            }
                        }
                    }
                }
            }
        },
        "RICH_TEXT" => {
            html! { section.page-rich-text { div.rich-text { (PreEscaped(text(section, "html"))) } } }
        }
        _ => html! {},
    }
}

/// An active page of the builder; the 404 page for another.
pub async fn content_page(asker: &mut Asker<'_>, slug: &str, public_url: &str) -> Option<Page> {
    let data = match asker
        .ask("PublicContentPage", json!({ "slug": slug }))
        .await
    {
        Answered::Data(data) => data["publicContentPage"].clone(),
        Answered::NotFound => return Some(super::not_found()),
        Answered::Failed => return None,
    };
    let title = text(&data, "title");
    let seo_title = first(&[text(&data, "seoTitle"), title]);
    let sections = list(&data["sections"]);
    let hero_subtitle = sections
        .iter()
        .find(|section| text(section, "kind") == "HERO")
        .map(|section| text(section, "subtitle"))
        .unwrap_or_default();
    let description = short(first(&[
        text(&data, "seoDescription"),
        hero_subtitle,
        title,
    ]));
    Some(Page {
        status: StatusCode::OK,
        title: titled(seo_title),
        og: OpenGraph {
            kind: "website",
            title: Some(first(&[text(&data, "ogTitle"), seo_title]).to_owned()),
            description: Some(short(first(&[text(&data, "ogDescription"), &description]))),
            image: og_image(public_url, &data["ogImage"]),
            published: None,
        },
        description,
        canonical: Some(text(&data, "url").to_owned()),
        body: html! {
            div.content-page {
                @let hero_first = sections.first().is_some_and(|item| text(item, "kind") == "HERO");
                @if !hero_first { h1.page-title { (title) } }
                @for (index, item) in sections.iter().enumerate() {
                    (section(item, (hero_first && index == 0).then_some(title)))
                }
            }
        },
        answers: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_days_in_prague_and_descriptions_are_cut_at_a_word() {
        assert_eq!(day("nonsense"), "");
        assert_eq!(short("  a   b "), "a b");
        let long = short(&"slovo ".repeat(100));
        assert!(
            long.chars().count() <= 300 && long.ends_with("slovo…"),
            "{long}"
        );
    }

    #[test]
    fn phones_and_initials_are_written_as_the_app_writes_them() {
        assert_eq!(
            phone_href("+420 222 333 444").as_deref(),
            Some("tel:+420222333444")
        );
        assert_eq!(phone_href("volejte"), None);
        assert_eq!(initials("Jana  Nováková Dvořáková"), "JN");
        assert_eq!(day("2026-12-02T23:30:00Z"), "3. prosince 2026");
        assert_eq!(numeric_day("2026-12-02T23:30:00Z"), "3. 12. 2026");
    }

    #[test]
    fn the_og_image_is_the_widest_width() {
        let image = json!({ "srcSet": "/api/obrazky/k/320.webp 320w, /api/obrazky/k/1280.webp 1280w", "width": 1280, "height": 720 });
        assert_eq!(
            og_image("https://slcr.example", &image),
            Some((
                "https://slcr.example/api/obrazky/k/1280.webp".to_owned(),
                1280,
                720
            ))
        );
        assert_eq!(og_image("https://slcr.example", &Value::Null), None);
    }
}
