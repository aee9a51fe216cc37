//! `sitemap.xml` (sitemaps.org): an index of the public zone's sitemaps — its fixed pages (and
//! the rankings pages of the departments that published a ranking or a document), the content
//! area's public articles and active pages,
//! active clubs, the calendar's events with their result lists and the public pages of the
//! members who raced. A sitemap holds at most 50 000 addresses, so the members (the register
//! keeps everyone who ever was one) are split into ranges of ids; every list is read from a
//! primary key's order. Everything listed is public: the same pages anybody may open.
//!
//! Decision (issue 29): a member is listed only when paired to a row of a published result
//! list. Their name, year and club are on that list already, so the sitemap tells a search
//! engine nothing the results do not; members who never raced (children of a club's courses,
//! officials, former members) keep their public page but are not handed to crawlers as a
//! register dump.

use chrono::NaiveDate;
use stopa_domain::club::slug;

use crate::App;
use crate::error::AppResult;

/// Member ids per member sitemap (under the format's 50 000 addresses).
pub const MEMBERS_PER_SITEMAP: i64 = 40_000;

/// One address of a sitemap, relative to the public URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapUrl {
    pub path: String,
    pub last_modified: Option<NaiveDate>,
    pub change_frequency: &'static str,
    /// Tenths: 10 = 1.0.
    pub priority_tenths: u8,
}

/// The sitemaps the index lists: `stranky`, `obsah`, `kluby`, `zavody` and `clenove-1` …
/// `clenove-N`.
pub async fn sitemap_names(app: &App) -> AppResult<Vec<String>> {
    let last = stopa_db::sitemap::last_member_id(&app.pool).await?;
    let member_files = (last + MEMBERS_PER_SITEMAP - 1) / MEMBERS_PER_SITEMAP;
    let mut names = vec![
        "stranky".to_owned(),
        "obsah".to_owned(),
        "kluby".to_owned(),
        "zavody".to_owned(),
    ];
    names.extend((1..=member_files.max(1)).map(|number| format!("clenove-{number}")));
    Ok(names)
}

/// The addresses of one sitemap; None for a name the index does not list.
pub async fn sitemap(app: &App, name: &str) -> AppResult<Option<Vec<SitemapUrl>>> {
    let url = |path: String, last_modified, change_frequency, priority_tenths| SitemapUrl {
        path,
        last_modified,
        change_frequency,
        priority_tenths,
    };
    let today = Some(crate::today());
    Ok(Some(match name {
        "stranky" => {
            let mut urls = vec![
                url("/".to_owned(), None, "weekly", 10),
                url("/kalendar-a-vysledky".to_owned(), today, "daily", 10),
                url("/kluby".to_owned(), None, "weekly", 7),
                url("/clenove".to_owned(), None, "weekly", 6),
                url("/aktuality".to_owned(), today, "daily", 8),
            ];
            // The rankings pages of the departments that published something.
            for (department_id, last_modified) in
                stopa_db::ranking::published_departments(&app.pool).await?
            {
                urls.push(url(
                    format!("/zebricky-a-listiny-bodu/{department_id}"),
                    Some(last_modified.date_naive()),
                    "weekly",
                    6,
                ));
            }
            urls
        }
        "obsah" => {
            let now = chrono::Utc::now();
            let mut urls: Vec<SitemapUrl> = stopa_db::content::sitemap_articles(&app.pool, now)
                .await?
                .into_iter()
                .map(|article| {
                    let path = crate::content::article_path(&article.slug);
                    url(path, Some(article.updated_at.date_naive()), "monthly", 7)
                })
                .collect();
            urls.extend(
                stopa_db::content::sitemap_pages(&app.pool)
                    .await?
                    .into_iter()
                    .map(|page| {
                        let path = crate::content::page_path(&page.slug);
                        url(path, Some(page.updated_at.date_naive()), "monthly", 7)
                    }),
            );
            urls
        }
        "kluby" => stopa_db::sitemap::clubs(&app.pool)
            .await?
            .into_iter()
            .map(|club| {
                let path = format!("/kluby/{}/{}", club.club_id, slug(&club.name));
                url(path, Some(club.updated_at.date_naive()), "monthly", 6)
            })
            .collect(),
        "zavody" => {
            let mut urls = Vec::new();
            for event in stopa_db::sitemap::events(&app.pool).await? {
                let id = event.racing_event_id;
                urls.push(url(
                    format!("/kalendar-a-vysledky/{id}/informace-o-zavode"),
                    Some(event.updated_at.date_naive()),
                    "weekly",
                    8,
                ));
                if let Some(published) = event.results_published_at {
                    urls.push(url(
                        format!("/kalendar-a-vysledky/{id}/vysledky"),
                        Some(published.date_naive()),
                        "monthly",
                        9,
                    ));
                }
            }
            urls
        }
        _ => {
            let Some(number) = name
                .strip_prefix("clenove-")
                .and_then(|number| number.parse::<i64>().ok())
                .filter(|number| (1..=1_000_000).contains(number))
            else {
                return Ok(None);
            };
            let from = (number - 1) * MEMBERS_PER_SITEMAP + 1;
            let to = number * MEMBERS_PER_SITEMAP;
            if from > stopa_db::sitemap::last_member_id(&app.pool).await?.max(1) {
                return Ok(None);
            }
            stopa_db::sitemap::members(&app.pool, from, to)
                .await?
                .into_iter()
                .map(|member| {
                    let name = format!("{} {}", member.first_name, member.last_name);
                    let path = format!("/clenove/{}/{}", member.member_id, slug(&name));
                    url(path, Some(member.updated_at.date_naive()), "monthly", 4)
                })
                .collect()
        }
    }))
}
