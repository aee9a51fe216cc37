//! The first paint of the public pages: the app's `index.html` served with the page's own
//! `<title>`, description, canonical URL and Open Graph tags, its content as plain HTML in
//! `#root` (readable before JavaScript runs, and by crawlers and link previews) and the answers
//! of its GraphQL operations embedded for the app (`#stopa-first-data`, web/src/lib/first-data.ts).
//!
//! Decision (issue 29): the api renders the first paint itself, from the answers of the app's
//! own GraphQL documents (`first-data-operations.json` of the web build, written by the web
//! app's unit tests), run in-process as an anonymous visitor. The app then takes over: it finds
//! the answers under the same operation and variables, so it asks nothing again, and replaces
//! the plain HTML with the same page once its code has loaded. No Node process serves pages; the
//! HTML here is deliberately simple (headings, lists, tables, links) and uses the app's classes,
//! so the page looks like itself before the app runs. Private pages stay client-rendered.

use std::collections::HashMap;
use std::path::Path;

use axum::http::{StatusCode, Uri};
use maud::{Markup, PreEscaped, html};
use serde_json::{Value, json};
use stopa_app::Actor;

use crate::AppState;

mod content;

/// The app's documents by operation name (`first-data-operations.json` of the web build).
#[derive(Debug, Default)]
pub struct Operations(HashMap<String, String>);

#[derive(serde::Deserialize)]
struct OperationsFile {
    operations: HashMap<String, String>,
}

impl Operations {
    /// Reads the web build's operations; none when the build has no file (the pages still get
    /// their head and content, the app then asks for the data itself).
    pub fn load(web_dir: &Path) -> Self {
        let path = web_dir.join("first-data-operations.json");
        match std::fs::read_to_string(&path) {
            Ok(text) => match serde_json::from_str::<OperationsFile>(&text) {
                Ok(file) => Self(file.operations),
                Err(error) => {
                    tracing::error!(%error, "first-data-operations.json is not valid");
                    Self::default()
                }
            },
            Err(_) => Self::default(),
        }
    }
}

/// A public page's first paint.
#[derive(Debug)]
pub struct Page {
    pub status: StatusCode,
    pub title: String,
    pub description: String,
    /// The page's address on the public URL; None for a page that is not there (404), which
    /// asks crawlers not to index it instead.
    pub canonical: Option<String>,
    pub body: Markup,
    pub answers: Vec<Answer>,
    pub og: OpenGraph,
}

/// The Open Graph fields a page sets beyond its title and description (an article's).
#[derive(Debug, Clone)]
pub struct OpenGraph {
    /// `website` or `article`.
    pub kind: &'static str,
    /// Instead of the page's title.
    pub title: Option<String>,
    /// Instead of the page's description.
    pub description: Option<String>,
    /// An absolute address with the width and height.
    pub image: Option<(String, i64, i64)>,
    /// An article's publication time (RFC 3339).
    pub published: Option<String>,
}

impl Default for OpenGraph {
    fn default() -> Self {
        Self {
            kind: "website",
            title: None,
            description: None,
            image: None,
            published: None,
        }
    }
}

/// One operation's answer as the app asks for it.
#[derive(Debug, serde::Serialize)]
pub struct Answer {
    pub operation: &'static str,
    pub variables: Value,
    pub data: Value,
}

/// Runs the app's operations for one page.
struct Asker<'a> {
    state: &'a AppState,
    operations: &'a Operations,
    client_address: &'a str,
    answers: Vec<Answer>,
}

/// What an operation answered.
enum Answered {
    Data(Value),
    NotFound,
    /// Anything else (a refusal, a database trouble): the plain app is served, which asks
    /// again and shows the app's own message (no blank page answered 200).
    Failed,
}

impl Asker<'_> {
    async fn ask(&mut self, operation: &'static str, variables: Value) -> Answered {
        let Some(query) = self.operations.0.get(operation) else {
            return Answered::Failed;
        };
        let request = async_graphql::Request::new(query.clone())
            .variables(async_graphql::Variables::from_json(variables.clone()))
            .data(Actor::anonymous(self.client_address));
        let response = self
            .state
            .inner
            .schema_without_suggestions
            .execute(request)
            .await;
        if let Some(error) = response.errors.first() {
            let not_found = error.extensions.as_ref().is_some_and(|extensions| {
                extensions.get("code") == Some(&async_graphql::Value::from("NOT_FOUND"))
            });
            return if not_found {
                Answered::NotFound
            } else {
                tracing::warn!(operation, message = %error.message, "first paint without its data");
                Answered::Failed
            };
        }
        let Ok(data) = response.data.into_json() else {
            return Answered::Failed;
        };
        self.answers.push(Answer {
            operation,
            variables,
            data: data.clone(),
        });
        Answered::Data(data)
    }
}

/// The first paint of the page at `uri`, when it is a public page with one; None for every
/// other path and when an operation of the page failed.
pub async fn page(
    state: &AppState,
    operations: &Operations,
    uri: &Uri,
    client_address: &str,
) -> Option<Page> {
    let parameters: Vec<(String, String)> = axum::extract::Query::try_from_uri(uri)
        .map(|query| query.0)
        .unwrap_or_default();
    let segments: Vec<&str> = uri
        .path()
        .trim_start_matches('/')
        .trim_end_matches('/')
        .split('/')
        .filter(|segment| !segment.is_empty())
        .collect();
    let public_url = state.inner.app.public_url.trim_end_matches('/').to_owned();
    let mut asker = Asker {
        state,
        operations,
        client_address,
        answers: Vec::new(),
    };
    // The calendar's first data is its unfiltered first page: a filter (a shared link) gets the
    // head and the app asks for its own data.
    let filtered = |names: &[&str]| {
        parameters
            .iter()
            .any(|(name, value)| !value.is_empty() && names.contains(&name.as_str()))
    };
    let mut page = match segments.as_slice() {
        [] => content::home(&mut asker).await,
        ["aktuality"] => content::news(&mut asker).await?,
        ["aktuality", slug] => content::article(&mut asker, slug, &public_url).await?,
        ["stranky", slug] => content::content_page(&mut asker, slug, &public_url).await?,
        ["kalendar-a-vysledky"] => {
            let view = parameters
                .iter()
                .find(|(name, _)| name == "view")
                .map(|(_, value)| value.as_str());
            let filtered = filtered(&["department", "month", "region", "category"]);
            calendar(&mut asker, view, filtered).await?
        }
        ["kalendar-a-vysledky", id, tab] => {
            let id = id.parse::<i64>().ok()?;
            let tab = EventTab::of(tab)?;
            event(&mut asker, id, tab).await?
        }
        // The club and member lists keep their search in the page, not in the URL.
        ["kluby"] => clubs(&mut asker).await?,
        ["kluby", id, _slug, rest @ ..] if rest.len() <= 1 => {
            club(&mut asker, id.parse().ok()?, rest.first().copied()).await?
        }
        ["clenove"] => members(&mut asker).await?,
        ["clenove", id, _slug, rest @ ..] if rest.len() <= 1 => {
            member(&mut asker, id.parse().ok()?, rest.first().copied()).await?
        }
        _ => return None,
    };
    page.canonical = page
        .canonical
        .map(|canonical| format!("{public_url}{canonical}"));
    page.answers = asker.answers;
    Some(page)
}

const SITE: &str = "Svaz lyžařů České republiky";
const HOME_TEXT: &str =
    "Kalendář závodů, výsledky, kluby a členové českého lyžování na jednom místě.";

fn titled(title: &str) -> String {
    format!("{title} – SLČR")
}

fn not_found() -> Page {
    Page {
        status: StatusCode::NOT_FOUND,
        title: titled("Stránka nenalezena"),
        description: HOME_TEXT.to_owned(),
        canonical: None,
        body: html! { section { h1 { "Stránka nenalezena" } p { a href="/" { "Na úvodní stránku" } } } },
        answers: Vec::new(),
        og: OpenGraph::default(),
    }
}

/// The calendar's variables as the app sends them with no filter chosen
/// (`public-calendar-page.tsx`).
fn calendar_variables(view: &str) -> Value {
    json!({
        "filter": {
            "search": null, "seasonId": null, "departmentId": null, "regionId": null,
            "state": null, "category": null, "organiserClubId": null, "month": null
        },
        "view": view,
        "page": 1,
        "perPage": 50
    })
}

/// The calendar's view of its `?view=` (`probehle`, `vysledky`; none or another value:
/// upcoming, as the app reads it), with its URL suffix, title and description.
fn calendar_view(view: Option<&str>) -> (&'static str, &'static str, &'static str, &'static str) {
    match view {
        Some("probehle") => (
            "PAST",
            "?view=probehle",
            "Proběhlé závody",
            "Závody Svazu lyžařů ČR, které už proběhly, poslední nahoře, s odkazy na výsledky.",
        ),
        Some("vysledky") => (
            "RESULTS",
            "?view=vysledky",
            "Výsledky závodů",
            "Naposledy zveřejněné výsledky závodů Svazu lyžařů ČR.",
        ),
        _ => (
            "UPCOMING",
            "",
            "Kalendář závodů",
            "Zveřejněné závody Svazu lyžařů ČR, nejbližší nahoře: termíny, místa, přihlášky a výsledky.",
        ),
    }
}

/// `li.calendar-event` of the calendar's lists (`calendar-event-item.tsx`): the dates, the name
/// linking the event (or, in a list of results, its results with the day they were published),
/// where and what.
fn calendar_event(event: &Value, results: bool) -> Markup {
    let id = &event["id"];
    html! {
        li.calendar-event {
            div.calendar-date { (date_range(text(event, "dateFrom"), text(event, "dateTo"))) }
            div.calendar-body {
                @if results {
                    h3 { a href=(format!("/kalendar-a-vysledky/{id}/vysledky")) { (text(event, "name")) } }
                } @else {
                    h3 { a href=(format!("/kalendar-a-vysledky/{id}/informace-o-zavode")) { (text(event, "name")) } }
                }
                p.calendar-meta { (joined(&[&place(event), text(event, "regionName"), text(event, "departmentName"), text(event, "categoryLabel"), text(event, "organiser")])) }
                @if results {
                    @let published = text(event, "resultsPublishedAt");
                    @if !published.is_empty() {
                        p.calendar-published { "výsledky zveřejněny " (content::numeric_day(published)) }
                    }
                } @else {
                    p.calendar-badges {
                        @if event["hasResults"] == true {
                            a.badge.badge-results.badge-link href=(format!("/kalendar-a-vysledky/{id}/vysledky")) { "Výsledky" }
                        }
                    }
                }
            }
        }
    }
}

/// The calendar in one of its views; None when its data could not be read.
async fn calendar(asker: &mut Asker<'_>, view: Option<&str>, filtered: bool) -> Option<Page> {
    let (view, suffix, title, description) = calendar_view(view);
    let mut events = Vec::new();
    // A filtered calendar (a link with ?department=…) gets its head; the app asks for its data.
    if !filtered {
        if let Answered::Failed = asker.ask("CalendarCodebooks", json!({})).await {
            return None;
        }
        match asker.ask("PublicCalendar", calendar_variables(view)).await {
            Answered::Data(data) => events = list(&data["publicCalendar"]["nodes"]),
            _ => return None,
        }
    }
    let mut months: Vec<(String, Vec<&Value>)> = Vec::new();
    for event in &events {
        let month = text(event, "dateFrom")
            .get(..7)
            .unwrap_or_default()
            .to_owned();
        match months.last_mut() {
            Some((last, items)) if *last == month => items.push(event),
            _ => months.push((month, vec![event])),
        }
    }
    Some(Page {
        status: StatusCode::OK,
        title: titled(title),
        description: description.to_owned(),
        canonical: Some(format!("/kalendar-a-vysledky{suffix}")),
        body: html! {
            section.calendar-page {
                h1 { "Kalendář závodů" }
                p.page-intro { (description) }
                nav.tabs.calendar-views aria-label="Co kalendář ukazuje" {
                    a href="/kalendar-a-vysledky" aria-current=[(view == "UPCOMING").then_some("page")] { "Nadcházející" }
                    a href="/kalendar-a-vysledky?view=probehle" aria-current=[(view == "PAST").then_some("page")] { "Proběhlé" }
                    a href="/kalendar-a-vysledky?view=vysledky" aria-current=[(view == "RESULTS").then_some("page")] { "Výsledky" }
                }
                @for (month, items) in &months {
                    section.calendar-month {
                        h2 { (month_label(month)) }
                        ul.calendar-list {
                            @for event in items {
                                (calendar_event(event, false))
                            }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum EventTab {
    Information,
    Entries,
    StartList,
    Results,
}

impl EventTab {
    fn of(segment: &str) -> Option<Self> {
        match segment {
            "informace-o-zavode" => Some(Self::Information),
            "seznam-prihlasenych" => Some(Self::Entries),
            "startovni-listina" => Some(Self::StartList),
            "vysledky" => Some(Self::Results),
            _ => None,
        }
    }

    fn segment(self) -> &'static str {
        match self {
            Self::Information => "informace-o-zavode",
            Self::Entries => "seznam-prihlasenych",
            Self::StartList => "startovni-listina",
            Self::Results => "vysledky",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Self::Information => "Informace o závodě",
            Self::Entries => "Seznam přihlášených",
            Self::StartList => "Startovní listina",
            Self::Results => "Výsledky",
        }
    }
}

async fn event(asker: &mut Asker<'_>, id: i64, tab: EventTab) -> Option<Page> {
    let canonical = format!("/kalendar-a-vysledky/{id}/{}", tab.segment());
    let detail = match asker.ask("PublicRacingEvent", json!({ "id": id })).await {
        Answered::Data(data) => data["publicRacingEvent"].clone(),
        Answered::NotFound => return Some(not_found()),
        Answered::Failed => return None,
    };
    let event = &detail["event"];
    let name = text(event, "name");
    let when = date_range(text(event, "dateFrom"), text(event, "dateTo"));
    let place = place(event);
    let results = if tab == EventTab::Results {
        match asker
            .ask("EventResults", json!({ "racingEventId": id }))
            .await
        {
            Answered::Data(data) => list(&data["eventResults"]["races"])
                .into_iter()
                .filter(|race| text(race, "status") == "PUBLISHED")
                .collect(),
            _ => return None,
        }
    } else {
        Vec::new()
    };
    let start_lists = if tab == EventTab::StartList {
        match asker
            .ask("StartLists", json!({ "racingEventId": id }))
            .await
        {
            Answered::Data(data) => list(&data["startLists"]["races"])
                .into_iter()
                .filter(|race| !race["publishedAt"].is_null())
                .collect(),
            _ => return None,
        }
    } else {
        Vec::new()
    };
    let description = match tab {
        EventTab::Results => format!("Výsledky: {name}, {when}, {place}."),
        EventTab::StartList => format!("Startovní listina: {name}, {when}, {place}."),
        EventTab::Entries => format!("Přihlášení závodníci: {name}, {when}, {place}."),
        EventTab::Information => joined(&[
            &when,
            &place,
            text(event, "departmentName"),
            text(event, "categoryLabel"),
            text(event, "organiser"),
        ]),
    };
    Some(Page {
        status: StatusCode::OK,
        title: titled(&format!("{name} – {}", tab.label())),
        description,
        canonical: Some(canonical),
        body: html! {
            section.event-page.public-event {
                a.back-link href="/kalendar-a-vysledky" { "Zpět do kalendáře" }
                h1 { (name) }
                p.event-subtitle {
                    (joined(&[&when, &place, text(event, "departmentName"), text(event, "categoryLabel")]))
                    " " span.badge { (text(event, "stateLabel")) }
                }
                nav.tabs aria-label="Záložky závodu" {
                    @for item in [EventTab::Information, EventTab::Entries, EventTab::StartList, EventTab::Results] {
                        a href=(format!("/kalendar-a-vysledky/{id}/{}", item.segment())) aria-current=[(item == tab).then_some("page")] { (item.label()) }
                    }
                }
                @match tab {
                    EventTab::Information => {
                        section.card {
                            h2 { "O události" }
                            dl.facts {
                                div { dt { "Termín" } dd { (when) } }
                                div { dt { "Místo" } dd { (place) } }
                                div { dt { "Pořadatel" } dd { (text(event, "organiser")) } }
                            }
                            @if !text(event, "description").is_empty() { p.event-description { (text(event, "description")) } }
                        }
                        section.card {
                            h2 { "Závody" }
                            ul { @for race in list(&detail["races"]) { li { (joined(&[text(&race, "name"), &date_range(text(&race, "raceDate"), text(&race, "raceDate"))])) } } }
                        }
                    }
                    EventTab::Entries => {
                        section.card { h2 { "Přihlášení závodníci" } }
                    }
                    EventTab::StartList => {
                        section.card {
                            h2 { "Startovní listina" }
                            @if start_lists.is_empty() {
                                p { "Startovní listina zatím není zveřejněná." }
                            }
                            @for race in &start_lists {
                                (start_list(race))
                            }
                        }
                    }
                    EventTab::Results => {
                        section.card {
                            h2 { "Výsledky" }
                            @if results.is_empty() {
                                p { "Výsledky zatím nejsou zveřejněné." }
                            } @else {
                                ul {
                                    @for race in &results {
                                        li {
                                            a href=(format!("#vysledky-{}", race["id"])) { (text(race, "name")) }
                                            @if !text(race, "name").to_lowercase().contains(&text(race, "category").to_lowercase()) {
                                                " " span.hint { (text(race, "category")) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

/// One race's published start list: a table per category (as the app's `start-lists.tsx`).
fn start_list(race: &Value) -> Markup {
    let timed = text(race, "mode") != "BIBS_ONLY";
    html! {
        section.start-list {
            h3 { (text(race, "raceName")) }
            p.start-list-meta { (date_range(text(race, "raceDate"), text(race, "raceDate"))) " · " (text(race, "modeLabel")) }
            @for category in list(&race["categories"]) {
                div.start-list-category {
                    h4 { (text(&category, "name")) }
                    table.simple-table.start-table {
                        thead { tr {
                            th.number { "St. č." }
                            @if timed { th { "Start" } }
                            th { "Příjmení a jméno" } th.number { "Ročník" } th { "Klub" } th { "Stát" }
                        } }
                        tbody {
                            @for starter in list(&category["starters"]) {
                                tr {
                                    td.number.start-bib { (starter["bib"].as_i64().map_or("—".to_owned(), |bib| bib.to_string())) }
                                    @if timed { td.start-time { (clock(text(&starter, "startTime"))) } }
                                    td.start-name { (text(&starter, "lastName")) " " (text(&starter, "firstName")) }
                                    td.number { (starter["birthYear"]) }
                                    td.start-club { (text(&starter, "clubName")) }
                                    td { (text(&starter, "nation")) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// "10:00:30" as it is, "10:00:00" as "10:00" (as the app's `startTime`).
fn clock(time: &str) -> &str {
    let whole = time.get(..8).unwrap_or(time);
    whole
        .strip_suffix(":00")
        .filter(|_| whole.len() == 8)
        .unwrap_or(whole)
}

async fn clubs(asker: &mut Asker<'_>) -> Option<Page> {
    let variables =
        json!({ "input": { "page": 1, "perPage": 50, "search": null, "regionId": null } });
    // The region filter's choices too: the select keeps its width when the app takes over.
    let regions = match asker.ask("Regions", json!({})).await {
        Answered::Data(data) => list(&data["regions"]),
        _ => Vec::new(),
    };
    let (nodes, total) = match asker.ask("PublicClubs", variables).await {
        Answered::Data(data) => (
            list(&data["publicClubs"]["nodes"]),
            data["publicClubs"]["totalCount"].as_i64().unwrap_or(0),
        ),
        _ => return None,
    };
    Some(Page {
        status: StatusCode::OK,
        title: titled("Kluby"),
        description:
            "Lyžařské kluby Svazu lyžařů České republiky: sídla, úseky, kontakty a členové."
                .to_owned(),
        canonical: Some("/kluby".to_owned()),
        body: html! {
            section {
                h1 { "Kluby" }
                // The app's filters and count, so nothing moves when the app takes over.
                form.filters role="search" {
                    label { "Hledat klub" input type="search" placeholder="např. liberec"; }
                    label { "Kraj" select {
                        option value="" { "všechny" }
                        @for region in &regions { option value=(region["id"]) { (text(region, "name")) } }
                    } }
                }
                p.hint aria-live="polite" { (clubs_count(total)) }
                ul.club-list {
                    @for club in &nodes {
                        li.card {
                            h2 { a href=(format!("/kluby/{}/{}", club["id"], text(club, "slug"))) { (text(club, "name")) } }
                            p { (joined(&[text(club, "municipality"), text(club, "regionName")])) }
                            p.hint { (strings(&club["departmentNames"]).join(", ")) }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

/// "1 klub", "3 kluby", "12 klubů" (as the app's `clubs.public.count`).
fn clubs_count(total: i64) -> String {
    match total {
        0 => "Žádný klub".to_owned(),
        1 => "1 klub".to_owned(),
        2..=4 => format!("{total} kluby"),
        _ => format!("{} klubů", thousands(total)),
    }
}

/// "12 345" with a non-breaking space, as the app's `formatNumber`.
fn thousands(value: i64) -> String {
    let digits = value.unsigned_abs().to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push('\u{a0}');
        }
        grouped.push(digit);
    }
    if value < 0 {
        grouped.insert(0, '-');
    }
    grouped
}

async fn club(asker: &mut Asker<'_>, id: i64, tab: Option<&str>) -> Option<Page> {
    let data = match asker.ask("PublicClub", json!({ "id": id })).await {
        Answered::Data(data) => data["publicClub"].clone(),
        Answered::NotFound => return Some(not_found()),
        Answered::Failed => return None,
    };
    let club = &data["club"];
    let name = text(club, "name");
    let base = format!("/kluby/{id}/{}", text(club, "slug"));
    let canonical = match tab {
        Some(tab) => format!("{base}/{tab}"),
        None => base.clone(),
    };
    let contacts_tab = tab == Some("kontaktni-osoby");
    Some(Page {
        status: StatusCode::OK,
        title: titled(name),
        description: format!(
            "{name}: lyžařský klub, {}. Úseky: {}.",
            joined(&[text(club, "municipality"), text(club, "regionName")]),
            strings(&club["departmentNames"]).join(", ")
        ),
        canonical: Some(canonical),
        // As the app's `public-club-page.tsx`, element for element, so that the app's copy of
        // the page paints nothing larger than this one (the page's LCP stays the api's).
        body: html! {
            section {
                p { a.back-link href="/kluby" { "← Kluby" } }
                h1 { (name) }
                dl.facts.card {
                    div.fact { dt { "Sídlo" } dd { (text(club, "municipality")) ", " (text(club, "regionName")) } }
                    div.fact { dt { "Úseky" } dd { (strings(&club["departmentNames"]).join(", ")) } }
                    @if !text(club, "web").is_empty() { div.fact { dt { "Web" } dd { a href=(text(club, "web")) { (text(club, "web")) } } } }
                    @if !text(club, "email").is_empty() { div.fact { dt { "E-mail" } dd { a href=(format!("mailto:{}", text(club, "email"))) { (text(club, "email")) } } } }
                    @if !text(club, "phone").is_empty() { div.fact { dt { "Telefon" } dd { (text(club, "phone")) } } }
                }
                nav.tabs aria-label="Části klubu" {
                    a href=(format!("{base}/clenove-klubu")) aria-current=[(!contacts_tab).then_some("page")] {
                        "Členové klubu (" (thousands(club["memberCount"].as_i64().unwrap_or(0))) ")"
                    }
                    a href=(format!("{base}/kontaktni-osoby")) aria-current=[contacts_tab.then_some("page")] { "Kontaktní osoby" }
                }
                @if contacts_tab {
                    @if list(&data["contacts"]).is_empty() { p { "Žádné záznamy" } }
                    @else {
                        ul.contact-list {
                            @for contact in list(&data["contacts"]) {
                                li { strong { (text(&contact, "roleLabel")) ":" } " " (text(&contact, "fullName")) }
                            }
                        }
                    }
                } @else if list(&data["members"]).is_empty() {
                    p { "Žádné záznamy" }
                } @else {
                    table.simple-table {
                        caption.visually-hidden { "Členové klubu " (name) }
                        thead { tr { th scope="col" { "Příjmení a jméno" } th scope="col" { "Rok narození" } } }
                        tbody {
                            @for member in list(&data["members"]) {
                                tr {
                                    td { (text(&member, "lastName")) " " (text(&member, "firstName")) }
                                    td { (member["birthYear"]) }
                                }
                            }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

async fn members(asker: &mut Asker<'_>) -> Option<Page> {
    let variables =
        json!({ "input": { "page": 1, "perPage": 50, "search": null, "birthYear": null } });
    let nodes = match asker.ask("PublicMembers", variables).await {
        Answered::Data(data) => list(&data["publicMembers"]["nodes"]),
        _ => return None,
    };
    Some(Page {
        status: StatusCode::OK,
        title: titled("Členové"),
        description: "Členové Svazu lyžařů České republiky: závodníci, jejich kluby a výsledky."
            .to_owned(),
        canonical: Some("/clenove".to_owned()),
        body: html! {
            section {
                h1 { "Členové" }
                table.simple-table {
                    thead { tr { th { "Příjmení a jméno" } th { "Ročník" } th { "Klub" } } }
                    tbody {
                        @for member in &nodes {
                            tr {
                                td { a href=(format!("/clenove/{}/{}", member["id"], text(member, "slug"))) { (text(member, "lastName")) " " (text(member, "firstName")) } }
                                td { (member["birthYear"]) }
                                td { (text(member, "clubName")) }
                            }
                        }
                    }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

async fn member(asker: &mut Asker<'_>, id: i64, tab: Option<&str>) -> Option<Page> {
    let member = match asker.ask("PublicMember", json!({ "id": id })).await {
        Answered::Data(data) => data["publicMember"].clone(),
        Answered::NotFound => return Some(not_found()),
        Answered::Failed => return None,
    };
    let name = format!(
        "{} {}",
        text(&member, "firstName"),
        text(&member, "lastName")
    );
    let base = format!("/clenove/{id}/{}", text(&member, "slug"));
    let club_name = text(&member, "clubName");
    Some(Page {
        status: StatusCode::OK,
        title: titled(&name),
        description: if club_name.is_empty() {
            format!(
                "{name}, ročník {}: výsledky a údaje člena Svazu lyžařů ČR.",
                member["birthYear"]
            )
        } else {
            format!(
                "{name}, ročník {}, {club_name}: výsledky a údaje člena Svazu lyžařů ČR.",
                member["birthYear"]
            )
        },
        canonical: Some(match tab {
            Some(tab) => format!("{base}/{tab}"),
            None => base.clone(),
        }),
        body: html! {
            section {
                p { a.back-link href="/clenove" { "Zpět na seznam členů" } }
                h1 { (name) }
                dl.facts.card {
                    div { dt { "Ročník" } dd { (member["birthYear"]) } }
                    div { dt { "Klub" } dd {
                        @if let (Some(club_id), false) = (member["clubId"].as_i64(), club_name.is_empty()) {
                            a href=(format!("/kluby/{club_id}/{}", text(&member, "clubSlug"))) { (club_name) }
                        } @else { "—" }
                    } }
                    div { dt { "FIS kód" } dd { (if text(&member, "fisCode").is_empty() { "—" } else { text(&member, "fisCode") }) } }
                }
            }
        },
        answers: Vec::new(),
        og: OpenGraph::default(),
    })
}

// ---- The page around the content -----------------------------------------------------------

/// `index.html` with the page's head, content and first data.
pub fn inject(index: &str, page: &Page) -> String {
    let head = html! {
        title { (page.title) }
        meta name="description" content=(page.description);
        @if let Some(canonical) = &page.canonical {
            link rel="canonical" href=(canonical);
        } @else {
            meta name="robots" content="noindex";
        }
        meta property="og:type" content=(page.og.kind);
        meta property="og:site_name" content=(SITE);
        meta property="og:locale" content="cs_CZ";
        meta property="og:title" content=(page.og.title.as_deref().unwrap_or(&page.title));
        meta property="og:description" content=(page.og.description.as_deref().unwrap_or(&page.description));
        @if let Some(canonical) = &page.canonical {
            meta property="og:url" content=(canonical);
        }
        @if let Some((image, width, height)) = &page.og.image {
            meta property="og:image" content=(image);
            meta property="og:image:width" content=(width);
            meta property="og:image:height" content=(height);
            meta name="twitter:card" content="summary_large_image";
        }
        @if let Some(published) = &page.og.published {
            meta property="article:published_time" content=(published);
        }
    };
    let mut html = index.to_owned();
    // The build's own title and description give way to the page's.
    let mut title_at = None;
    if let Some(start) = html.find("<title>")
        && let Some(end) = html[start..].find("</title>")
    {
        html.replace_range(start..start + end + "</title>".len(), "");
        title_at = Some(start);
    }
    if let Some(start) = html.find("<meta name=\"description\"")
        && let Some(end) = html[start..].find('>')
    {
        html.replace_range(start..=start + end, "");
        title_at = title_at.map(|at| if at > start { at - (end + 1) } else { at });
    }
    let at = html.find("</head>").or(title_at).unwrap_or(0);
    html.insert_str(at, &head.into_string());
    let content = layout(&page.body).into_string();
    if let Some(at) = html.find("<div id=\"root\"></div>") {
        html.replace_range(
            at..at + "<div id=\"root\"></div>".len(),
            &format!("<div id=\"root\">{content}</div>"),
        );
    }
    defer_app(&mut html);
    if !page.answers.is_empty()
        && let Some(at) = html.find("</body>")
    {
        html.insert_str(
            at,
            &format!(
                "<script type=\"application/json\" id=\"stopa-first-data\">{}</script>",
                script_json(&page.answers).0
            ),
        );
    }
    html
}

/// The build's module script and its preloads give way to `/app-after-paint.js`, which loads
/// them once the page's content has been painted: the stylesheet, which the first paint waits
/// for, then has the network to itself, and the page's largest paint is the api's content
/// (Lighthouse's LCP), not the app's copy of it. A page without the build's script (the dev
/// server's) stays as it is.
fn defer_app(html: &mut String) {
    const SCRIPT: &str = "<script type=\"module\" crossorigin src=\"";
    const PRELOAD: &str = "<link rel=\"modulepreload\" crossorigin href=\"";
    let Some(start) = html.find(SCRIPT) else {
        return;
    };
    let Some(length) = html[start..].find("</script>") else {
        return;
    };
    let tag = html[start..start + length].to_owned();
    let Some(app) = tag[SCRIPT.len()..].split('"').next().map(str::to_owned) else {
        return;
    };
    remove_tag(html, start, start + length + "</script>".len());
    let mut preloads = Vec::new();
    while let Some(at) = html.find(PRELOAD) {
        let Some(end) = html[at..].find('>') else {
            break;
        };
        if let Some(href) = html[at + PRELOAD.len()..].split('"').next() {
            preloads.push(href.to_owned());
        }
        remove_tag(html, at, at + end + 1);
    }
    let loader = html! {
        script defer src="/app-after-paint.js" data-app=(app) data-preload=(preloads.join(" ")) {}
    };
    if let Some(at) = html.find("</head>") {
        html.insert_str(at, &loader.into_string());
    }
}

/// Removes `html[start..end]` with its line's indentation and end, when it is alone on its line.
fn remove_tag(html: &mut String, start: usize, end: usize) {
    let before = html[..start].trim_end_matches(' ');
    let (start, end) = if before.ends_with('\n') && html[end..].starts_with('\n') {
        (before.len(), end + 1)
    } else {
        (start, end)
    };
    html.replace_range(start..end, "");
}

/// The public layout of `web/src/app/layouts/public-layout.tsx` around `content`.
fn layout(content: &Markup) -> Markup {
    html! {
        div.page {
            a.skip-link href="#obsah" { "Přeskočit na obsah" }
            header.site-header {
                a.brand href="/" { span.brand-mark { "SLČR" } span.brand-text { (SITE) } }
                nav.main-nav aria-label="Hlavní navigace" {
                    a href="/aktuality" { "Aktuality" }
                    a href="/kalendar-a-vysledky" { "Kalendář" }
                    a href="/clenove" { "Členové" }
                    a href="/kluby" { "Kluby" }
                    a href="/reprezentace" { "Reprezentace" }
                    a href="/zebricky-a-listiny-bodu/1" { "Žebříčky" }
                    // The app's disclosure menu as a `<details>`: it opens and its links work
                    // before the app's code does.
                    details.disclosure.nav-registration {
                        summary.disclosure-button { "Registrace" span.disclosure-arrow aria-hidden="true" {} }
                        ul.disclosure-panel {
                            li { a href="/registrace-clena" { "Registrace člena" } }
                            li { a href="/registrace-klubu" { "Registrace klubu" } }
                        }
                    }
                }
                div.user-menu { a href="/prihlaseni" { "Přihlášení" } }
            }
            main.content id="obsah" tabindex="-1" { (content) }
            footer.site-footer {
                p { a href="/pobocny-spolek-zakladniho-lyzovani" { "Pobočný spolek základního lyžování" } }
                "© Svaz lyžařů České republiky"
            }
        }
    }
}

/// JSON inside a `<script>` element: `<`, `>`, `&` and the line separators escaped, so no text
/// of the data can close the element or start a comment.
fn script_json(value: &impl serde::Serialize) -> PreEscaped<String> {
    let json = serde_json::to_string(value).unwrap_or_else(|_| "[]".to_owned());
    PreEscaped(
        json.replace('<', "\\u003c")
            .replace('>', "\\u003e")
            .replace('&', "\\u0026")
            .replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029"),
    )
}

// ---- Reading the answers -------------------------------------------------------------------

fn text<'a>(value: &'a Value, field: &str) -> &'a str {
    value[field].as_str().unwrap_or_default()
}

fn list(value: &Value) -> Vec<Value> {
    value.as_array().cloned().unwrap_or_default()
}

fn strings(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .map(|items| items.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// The non-empty words joined by " · ".
fn joined(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|part| !part.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The event's place with its country's name abroad ("Muonio, Finsko").
fn place(event: &Value) -> String {
    stopa_domain::country::place_with_country(text(event, "place"), text(event, "country"))
}

const MONTHS: [&str; 12] = [
    "leden",
    "únor",
    "březen",
    "duben",
    "květen",
    "červen",
    "červenec",
    "srpen",
    "září",
    "říjen",
    "listopad",
    "prosinec",
];

/// "leden 2027" of "2027-01".
fn month_label(month: &str) -> String {
    let (year, number) = month.split_once('-').unwrap_or((month, ""));
    number
        .parse::<usize>()
        .ok()
        .and_then(|number| MONTHS.get(number.wrapping_sub(1)))
        .map_or_else(|| month.to_owned(), |name| format!("{name} {year}"))
}

/// "12. 1. 2027", "10.–12. 1. 2027", "30. 1. – 1. 2. 2027" (as `formatDateRange` of the app).
fn date_range(from: &str, to: &str) -> String {
    let parts = |date: &str| {
        let mut items = date.get(..10).unwrap_or_default().split('-');
        let year = items.next().unwrap_or_default().to_owned();
        let month = items
            .next()
            .and_then(|m| m.parse::<u32>().ok())
            .unwrap_or(0);
        let day = items
            .next()
            .and_then(|d| d.parse::<u32>().ok())
            .unwrap_or(0);
        (year, month, day)
    };
    let (ay, am, ad) = parts(from);
    let (by, bm, bd) = parts(to);
    let end = format!("{bd}. {bm}. {by}");
    if ay != by {
        format!("{ad}. {am}. {ay} – {end}")
    } else if am != bm {
        format!("{ad}. {am}. – {end}")
    } else if ad == bd {
        end
    } else {
        format!("{ad}.–{end}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_date_ranges_and_months_as_the_app_does() {
        assert_eq!(date_range("2027-01-12", "2027-01-12"), "12. 1. 2027");
        assert_eq!(date_range("2027-01-10", "2027-01-12"), "10.–12. 1. 2027");
        assert_eq!(
            date_range("2027-01-30", "2027-02-01"),
            "30. 1. – 1. 2. 2027"
        );
        assert_eq!(
            date_range("2026-12-30", "2027-01-02"),
            "30. 12. 2026 – 2. 1. 2027"
        );
        assert_eq!(month_label("2027-01"), "leden 2027");
        assert_eq!(month_label("2027-13"), "2027-13");
    }

    #[test]
    fn counts_clubs_as_the_app_does() {
        assert_eq!(clubs_count(1), "1 klub");
        assert_eq!(clubs_count(3), "3 kluby");
        assert_eq!(clubs_count(1234), "1\u{a0}234 klubů");
    }

    #[test]
    fn embedded_json_cannot_close_its_script() {
        let text =
            script_json(&json!({ "name": "</script><script>alert(1)</script> & \u{2028}" })).0;
        assert!(!text.contains("</script"), "{text}");
        assert!(!text.contains('&'), "{text}");
        let back: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            back["name"],
            "</script><script>alert(1)</script> & \u{2028}"
        );
    }

    #[test]
    fn the_apps_code_loads_after_the_first_paint() {
        let mut html = "<head>\n    <title>SLČR</title>\n    \
            <script type=\"module\" crossorigin src=\"/assets/index-C7w.js\"></script>\n    \
            <link rel=\"modulepreload\" crossorigin href=\"/assets/i18n-Cx.js\">\n    \
            <link rel=\"modulepreload\" crossorigin href=\"/assets/link-BK.js\">\n    \
            <link rel=\"stylesheet\" crossorigin href=\"/assets/index-DH.css\">\n  </head>"
            .to_owned();
        defer_app(&mut html);
        assert!(!html.contains("type=\"module\""), "{html}");
        assert!(!html.contains("modulepreload"), "{html}");
        assert!(
            html.contains("<link rel=\"stylesheet\" crossorigin href=\"/assets/index-DH.css\">"),
            "{html}"
        );
        assert!(
            html.contains(
                "<script defer src=\"/app-after-paint.js\" data-app=\"/assets/index-C7w.js\" \
                data-preload=\"/assets/i18n-Cx.js /assets/link-BK.js\"></script></head>"
            ),
            "{html}"
        );
        // The dev server's page has no build script: it stays as it is.
        let mut dev =
            "<head><script type=\"module\" src=\"/src/main.tsx\"></script></head>".to_owned();
        defer_app(&mut dev);
        assert_eq!(
            dev,
            "<head><script type=\"module\" src=\"/src/main.tsx\"></script></head>"
        );
    }

    #[test]
    fn the_head_and_content_take_the_places_of_the_builds() {
        let index = "<!doctype html><html lang=\"cs\"><head><meta charset=\"UTF-8\" />\
            <meta name=\"description\" content=\"Evidence\" /><title>SLČR – evidence</title>\
            <script type=\"module\" src=\"/assets/index.js\"></script></head>\
            <body><div id=\"root\"></div></body></html>";
        let page = Page {
            status: StatusCode::OK,
            title: "Kluby – SLČR".to_owned(),
            description: "Kluby <a> \"svazu\"".to_owned(),
            canonical: Some("https://stopa.example/kluby".to_owned()),
            body: html! { h1 { "Kluby" } },
            answers: vec![Answer {
                operation: "PublicClubs",
                variables: json!({}),
                data: json!({ "x": "</script>" }),
            }],
            og: OpenGraph::default(),
        };
        let html = inject(index, &page);
        assert_eq!(html.matches("<title>").count(), 1, "{html}");
        assert!(html.contains("<title>Kluby – SLČR</title>"), "{html}");
        assert!(!html.contains("content=\"Evidence\""), "{html}");
        assert!(
            html.contains("content=\"Kluby &lt;a&gt; &quot;svazu&quot;\""),
            "{html}"
        );
        assert!(
            html.contains("<link rel=\"canonical\" href=\"https://stopa.example/kluby\">"),
            "{html}"
        );
        assert!(html.contains("<h1>Kluby</h1>"), "{html}");
        assert!(html.contains("id=\"stopa-first-data\""), "{html}");
        assert_eq!(html.matches("</script>").count(), 2, "{html}");
    }
}
