//! The content area: articles, pages and their images. The rules are in
//! [`stopa_domain::content`]; Admin writes ([`policy::check_content_manage`]), everybody reads
//! what is public. Texts are rendered by [`stopa_formats::rich_text::content_to_html`]
//! (Markdown through ammonia's allow-list, buttons and video frames written by Stopa itself).

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use stopa_db::content::{
    self as db, ArticleFields, ArticleRow, ImageRow, PageFields, PageRow, StoredFeature,
    StoredPerson, StoredSection,
};
use stopa_domain::content::{
    self as rules, MAX_AUTHOR_CHARS, MAX_BODY_CHARS, MAX_IMAGE_BYTES, MAX_LINE_CHARS,
    MAX_PEREX_CHARS, MAX_PERSON_TEXT_CHARS, MAX_SECTION_ITEMS, MAX_SECTIONS,
    MAX_SEO_DESCRIPTION_CHARS, MAX_SEO_TITLE_CHARS, MAX_TITLE_CHARS, PageSectionKind,
};
use stopa_domain::feedback::{clean_markdown, clean_paragraphs};
use stopa_domain::policy;
use stopa_domain::validation::FormCheck;
use stopa_formats::rich_text::{content_problems, content_to_html};

use crate::error::{AppError, AppResult};
use crate::export::{Caching, Download, DownloadBody};
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// Articles per page of the library in the app.
pub const LIBRARY_PAGE_SIZE: i64 = 50;
/// The most articles one page of the public news may ask for.
pub const MAX_PUBLIC_PAGE_SIZE: i64 = 50;
/// Images one account may upload in an hour (each takes a second of a core to prepare).
pub const IMAGES_PER_HOUR: i64 = 120;

/// Uploads prepared at once, whoever sends them.
static PREPARING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

/// An image as pages show it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ContentImage {
    pub id: i64,
    /// The widest variant's size (the `width` and `height` attributes).
    pub width: i32,
    pub height: i32,
    /// A middle width's address (`src`).
    pub src: String,
    /// Every width's address (`srcset`).
    pub src_set: String,
}

/// The address of one width of an image.
pub fn image_path(key: uuid::Uuid, width: i32) -> String {
    format!("/api/obrazky/{key}/{width}.webp")
}

impl From<&ImageRow> for ContentImage {
    fn from(row: &ImageRow) -> Self {
        let widths = if row.widths.is_empty() {
            vec![row.width]
        } else {
            row.widths.clone()
        };
        // The widest up to 640 px (a column of text), else the narrowest.
        let middle = widths
            .iter()
            .copied()
            .filter(|width| *width <= 640)
            .max()
            .unwrap_or(widths[0]);
        Self {
            id: row.content_image_id,
            width: row.width,
            height: row.height,
            src: image_path(row.image_key, middle),
            src_set: widths
                .iter()
                .map(|width| format!("{} {width}w", image_path(row.image_key, *width)))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// The images of these ids, by id.
async fn images(
    executor: impl sqlx::PgExecutor<'_>,
    ids: impl IntoIterator<Item = i64>,
) -> AppResult<HashMap<i64, ContentImage>> {
    let ids: Vec<i64> = ids
        .into_iter()
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    Ok(db::images(executor, &ids)
        .await?
        .iter()
        .map(|row| (row.content_image_id, ContentImage::from(row)))
        .collect())
}

/// An article in a list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ArticleSummary {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub perex: String,
    pub author: String,
    pub main_image: Option<ContentImage>,
    pub active: bool,
    pub published_at: Option<DateTime<Utc>>,
    /// Active and published by now.
    pub is_public: bool,
    /// `/aktuality/{slug}`.
    pub url: String,
    pub parent_id: Option<i64>,
    pub parent_title: Option<String>,
    pub updated_at: DateTime<Utc>,
}

/// The public address of an article.
pub fn article_path(slug: &str) -> String {
    format!("/aktuality/{slug}")
}

/// The public address of a page.
pub fn page_path(slug: &str) -> String {
    format!("/stranky/{slug}")
}

fn summary(
    row: &ArticleRow,
    images: &HashMap<i64, ContentImage>,
    now: DateTime<Utc>,
) -> ArticleSummary {
    ArticleSummary {
        id: row.article_id,
        title: row.title.clone(),
        slug: row.slug.clone(),
        perex: row.perex.clone(),
        author: row.author.clone(),
        main_image: row.main_image_id.and_then(|id| images.get(&id).cloned()),
        active: row.active,
        published_at: row.published_at,
        is_public: rules::article_is_public(row.active, row.published_at, now),
        url: article_path(&row.slug),
        parent_id: row.parent_id,
        parent_title: row.parent_title.clone(),
        updated_at: row.updated_at,
    }
}

/// An article with its text and SEO fields.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct Article {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub perex: String,
    pub author: String,
    pub main_image: Option<ContentImage>,
    pub active: bool,
    pub published_at: Option<DateTime<Utc>>,
    pub is_public: bool,
    pub url: String,
    pub parent_id: Option<i64>,
    pub parent_title: Option<String>,
    pub updated_at: DateTime<Utc>,
    /// The Markdown as written.
    pub body: String,
    /// The body as safe HTML.
    pub body_html: String,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image: Option<ContentImage>,
    /// The public children on public pages; every child for Admin.
    pub children: Vec<ArticleSummary>,
}

/// A page of articles.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ArticlePage {
    pub items: Vec<ArticleSummary>,
    pub has_more: bool,
}

async fn full_article(
    app: &App,
    row: ArticleRow,
    public: bool,
    now: DateTime<Utc>,
) -> AppResult<Article> {
    let children = db::children(&app.pool, row.article_id, public.then_some(now)).await?;
    let images = images(
        &app.pool,
        [row.main_image_id, row.og_image_id]
            .into_iter()
            .flatten()
            .chain(children.iter().filter_map(|child| child.main_image_id)),
    )
    .await?;
    let mut head = summary(&row, &images, now);
    if public {
        // A public answer names the parent only when it is public itself (a draft's title is
        // not told), and carries the HTML, not the Markdown it came from (what the sanitiser
        // left out, comments among it, stays unread).
        let parent_public = match row.parent_id {
            Some(parent) => db::article(&app.pool, parent).await?.is_some_and(|parent| {
                rules::article_is_public(parent.active, parent.published_at, now)
            }),
            None => false,
        };
        if !parent_public {
            head.parent_id = None;
            head.parent_title = None;
        }
    }
    Ok(Article {
        id: head.id,
        title: head.title,
        slug: head.slug,
        perex: head.perex,
        author: head.author,
        main_image: head.main_image,
        active: head.active,
        published_at: head.published_at,
        is_public: head.is_public,
        url: head.url,
        parent_id: head.parent_id,
        parent_title: head.parent_title,
        updated_at: head.updated_at,
        body_html: content_to_html(&row.body),
        body: if public { String::new() } else { row.body },
        seo_title: row.seo_title,
        seo_description: row.seo_description,
        og_title: row.og_title,
        og_description: row.og_description,
        og_image: row.og_image_id.and_then(|id| images.get(&id).cloned()),
        children: children
            .iter()
            .map(|child| summary(child, &images, now))
            .collect(),
    })
}

async fn article_page(
    app: &App,
    mut rows: Vec<ArticleRow>,
    limit: i64,
    public: bool,
) -> AppResult<ArticlePage> {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let has_more = rows.len() > limit;
    rows.truncate(limit);
    let now = Utc::now();
    if public {
        // The news names no parent: a parent may be a draft.
        for row in &mut rows {
            row.parent_id = None;
            row.parent_title = None;
        }
    }
    let images = images(&app.pool, rows.iter().filter_map(|row| row.main_image_id)).await?;
    Ok(ArticlePage {
        items: rows.iter().map(|row| summary(row, &images, now)).collect(),
        has_more,
    })
}

/// A page number from 1 (a page far beyond any list answers empty).
fn offset(page: i32, size: i64) -> i64 {
    (i64::from(page.clamp(1, 100_000)) - 1) * size
}

/// The library for Admin (`/evidence/obsah/clanky`): last changed first, 50 a page.
pub async fn articles(
    app: &App,
    actor: &Actor,
    search: Option<String>,
    page: i32,
) -> AppResult<ArticlePage> {
    policy::check_content_manage(&actor.identity)?;
    let search = search
        .map(|search| search.trim().chars().take(100).collect::<String>())
        .filter(|search| !search.is_empty());
    let rows = db::articles(
        &app.pool,
        search.as_deref(),
        offset(page, LIBRARY_PAGE_SIZE),
        LIBRARY_PAGE_SIZE + 1,
    )
    .await?;
    article_page(app, rows, LIBRARY_PAGE_SIZE, false).await
}

/// An article of the library with its children, for Admin.
pub async fn article(app: &App, actor: &Actor, id: i64) -> AppResult<Article> {
    policy::check_content_manage(&actor.identity)?;
    let row = db::article(&app.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    full_article(app, row, false, Utc::now()).await
}

/// The public news (`/aktuality`, the home page): newest published first.
pub async fn public_articles(app: &App, page: i32, per_page: i32) -> AppResult<ArticlePage> {
    if !(1..=MAX_PUBLIC_PAGE_SIZE).contains(&i64::from(per_page)) {
        return Err(AppError::field(
            "perPage",
            format!("Na stránce může být 1 až {MAX_PUBLIC_PAGE_SIZE} článků."),
        ));
    }
    let size = i64::from(per_page);
    let rows = db::public_articles(&app.pool, Utc::now(), offset(page, size), size + 1).await?;
    article_page(app, rows, size, true).await
}

/// A public article (`/aktuality/{slug}`); a draft, a scheduled or an inactive one is not
/// found, as a slug that does not exist.
pub async fn public_article(app: &App, slug: &str) -> AppResult<Article> {
    let now = Utc::now();
    let row = db::article_by_slug(&app.pool, slug.get(..200).unwrap_or(slug))
        .await?
        .filter(|row| rules::article_is_public(row.active, row.published_at, now))
        .ok_or(AppError::NotFound)?;
    full_article(app, row, true, now).await
}

/// What a text becomes on the page (the editor's preview).
pub fn rich_text_preview(actor: &Actor, text: &str) -> AppResult<String> {
    policy::check_content_manage(&actor.identity)?;
    if text.chars().count() > MAX_BODY_CHARS {
        return Err(AppError::field(
            "text",
            format!("Text může mít nejvýše {MAX_BODY_CHARS} znaků."),
        ));
    }
    Ok(content_to_html(text))
}

/// An article as the builder sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct ArticleInput {
    pub title: String,
    /// Empty: made from the title.
    pub slug: Option<String>,
    pub perex: String,
    pub author: String,
    pub main_image_id: Option<i64>,
    pub active: bool,
    pub parent_id: Option<i64>,
    /// None: a draft.
    pub published_at: Option<DateTime<Utc>>,
    pub body: String,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
}

/// A rich text: cleaned of control characters, within the limit, its links, buttons and
/// videos valid (spec §5).
fn rich_text(check: &mut FormCheck, field: &str, text: &str) -> String {
    let text = clean_markdown(text);
    if text.chars().count() > MAX_BODY_CHARS {
        check.add(
            field,
            format!("Text může mít nejvýše {MAX_BODY_CHARS} znaků."),
        );
    } else {
        let problems = content_problems(&text);
        if !problems.is_empty() {
            check.add(field, problems.join(" "));
        }
    }
    text
}

/// A slug as written, or made from the title when empty; checked.
fn checked_slug(check: &mut FormCheck, slug: Option<&str>, title: &str) -> String {
    let slug = match slug.map(str::trim).filter(|slug| !slug.is_empty()) {
        Some(slug) => slug.to_owned(),
        None => rules::slug_of(title),
    };
    if !title.is_empty()
        && let Some(problem) = rules::slug_problem(&slug)
    {
        check.add("slug", problem);
    }
    slug
}

/// The SEO fields: single lines within their limits.
struct Seo {
    title: Option<String>,
    description: Option<String>,
    og_title: Option<String>,
    og_description: Option<String>,
}

fn checked_seo(
    check: &mut FormCheck,
    title: Option<&str>,
    description: Option<&str>,
    og_title: Option<&str>,
    og_description: Option<&str>,
) -> Seo {
    Seo {
        title: check.optional_line("seoTitle", title, MAX_SEO_TITLE_CHARS),
        description: check.optional_line(
            "seoDescription",
            description
                .map(|text| text.replace(['\r', '\n'], " "))
                .as_deref(),
            MAX_SEO_DESCRIPTION_CHARS,
        ),
        og_title: check.optional_line("ogTitle", og_title, MAX_SEO_TITLE_CHARS),
        og_description: check.optional_line(
            "ogDescription",
            og_description
                .map(|text| text.replace(['\r', '\n'], " "))
                .as_deref(),
            MAX_SEO_DESCRIPTION_CHARS,
        ),
    }
}

fn checked_article(input: &ArticleInput) -> AppResult<ArticleFields> {
    let mut check = FormCheck::new();
    let title = check.line("title", &input.title, MAX_TITLE_CHARS);
    let slug = checked_slug(&mut check, input.slug.as_deref(), &title);
    let perex = clean_paragraphs(&input.perex);
    if perex.chars().count() > MAX_PEREX_CHARS {
        check.add(
            "perex",
            format!("Perex může mít nejvýše {MAX_PEREX_CHARS} znaků."),
        );
    }
    let author = check
        .optional_line("author", Some(&input.author), MAX_AUTHOR_CHARS)
        .unwrap_or_default();
    let body = rich_text(&mut check, "body", &input.body);
    if input.active && input.published_at.is_none() {
        check.add(
            "publishedAt",
            "Aktivní článek potřebuje datum zveřejnění (bez něj zůstane konceptem).",
        );
    }
    let seo = checked_seo(
        &mut check,
        input.seo_title.as_deref(),
        input.seo_description.as_deref(),
        input.og_title.as_deref(),
        input.og_description.as_deref(),
    );
    check.finish()?;
    Ok(ArticleFields {
        slug,
        title,
        perex,
        author,
        main_image_id: input.main_image_id,
        active: input.active,
        parent_id: input.parent_id,
        published_at: input.published_at,
        body,
        seo_title: seo.title,
        seo_description: seo.description,
        og_title: seo.og_title,
        og_description: seo.og_description,
        og_image_id: input.og_image_id,
    })
}

/// The images a write names exist (a removed or made-up id is a field problem).
async fn check_images(
    conn: &mut sqlx::PgConnection,
    named: &[(String, Option<i64>)],
) -> AppResult<()> {
    let ids: Vec<i64> = named.iter().filter_map(|(_, id)| *id).collect();
    let found = images(&mut *conn, ids).await?;
    let mut check = FormCheck::new();
    for (field, id) in named {
        if let Some(id) = id
            && !found.contains_key(id)
        {
            check.add(field, "Obrázek nebyl nalezen: nahrajte ho prosím znovu.");
        }
    }
    Ok(check.finish()?)
}

/// A unique slug refused by the database (two writes at once): the form's answer.
fn slug_conflict(error: stopa_db::DbError, constraint: &str, message: &str) -> AppError {
    if error.unique_constraint() == Some(constraint) {
        AppError::field("slug", message)
    } else {
        error.into()
    }
}

const ARTICLE_SLUG_TAKEN: &str = "Tuto adresu už má jiný článek.";
const PAGE_SLUG_TAKEN: &str = "Tuto adresu už má jiná stránka.";

/// Checks what an article's fields name in the database; the caller holds the tree's lock.
async fn check_article_links(
    conn: &mut sqlx::PgConnection,
    fields: &ArticleFields,
    id: Option<i64>,
) -> AppResult<()> {
    if db::article_slug_taken(&mut *conn, &fields.slug, id).await? {
        return Err(AppError::field("slug", ARTICLE_SLUG_TAKEN));
    }
    if let Some(parent) = fields.parent_id {
        if db::article(&mut *conn, parent).await?.is_none() {
            return Err(AppError::field(
                "parentId",
                "Nadřazený článek nebyl nalezen.",
            ));
        }
        if let Some(id) = id
            && db::chain_holds(&mut *conn, parent, id).await?
        {
            return Err(AppError::field(
                "parentId",
                "Článek nemůže být nadřazený sám sobě ani svému podčlánku.",
            ));
        }
    }
    check_images(
        conn,
        &[
            ("mainImageId".to_owned(), fields.main_image_id),
            ("ogImageId".to_owned(), fields.og_image_id),
        ],
    )
    .await
}

/// Writes a new article.
pub async fn create_article(app: &App, actor: &Actor, input: ArticleInput) -> AppResult<Article> {
    policy::check_content_manage(&actor.identity)?;
    let fields = checked_article(&input)?;
    let mut write = AuditedWrite::begin(app, actor, "article").await?;
    db::lock_tree(write.tx()).await?;
    check_article_links(write.tx(), &fields, None).await?;
    let id = db::insert_article(write.tx(), &fields)
        .await
        .map_err(|error| slug_conflict(error, "article_slug_key", ARTICLE_SLUG_TAKEN))?;
    write
        .audit("create", id, None::<&()>, Some(&fields))
        .await?;
    write.commit().await?;
    article(app, actor, id).await
}

/// Rewrites an article.
pub async fn update_article(
    app: &App,
    actor: &Actor,
    id: i64,
    input: ArticleInput,
) -> AppResult<Article> {
    policy::check_content_manage(&actor.identity)?;
    let fields = checked_article(&input)?;
    let mut write = AuditedWrite::begin(app, actor, "article").await?;
    // Every write of the library takes the tree's lock first, then its rows: one order, no
    // deadlock between two editors.
    db::lock_tree(write.tx()).await?;
    let before = db::lock_article(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    check_article_links(write.tx(), &fields, Some(id)).await?;
    db::update_article(write.tx(), id, &fields)
        .await
        .map_err(|error| slug_conflict(error, "article_slug_key", ARTICLE_SLUG_TAKEN))?;
    write
        .audit("update", id, Some(&before), Some(&fields))
        .await?;
    write.commit().await?;
    article(app, actor, id).await
}

/// Deletes an article without children.
pub async fn delete_article(app: &App, actor: &Actor, id: i64) -> AppResult<bool> {
    policy::check_content_manage(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "article").await?;
    db::lock_tree(write.tx()).await?;
    let before = db::lock_article(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    if db::has_children(write.tx(), id).await? {
        return Err(AppError::coded(
            stopa_domain::error_code::ErrorCode::Conflict,
            "Článek má podčlánky: přesuňte je nejdřív pod jiný článek nebo je smažte.",
        ));
    }
    db::delete_article(write.tx(), id).await?;
    write
        .audit("delete", id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(true)
}

/// Stores an uploaded image (JPEG, PNG or WebP up to 10 MB and 40 megapixels) in its widths
/// as WebP. The pixels are prepared on a blocking thread; an account may upload
/// [`IMAGES_PER_HOUR`] an hour.
pub async fn upload_content_image(
    app: &App,
    actor: &Actor,
    content: &[u8],
) -> AppResult<ContentImage> {
    policy::check_content_manage(&actor.identity)?;
    if content.is_empty() {
        return Err(AppError::field("file", "Vyberte obrázek."));
    }
    if content.len() > MAX_IMAGE_BYTES {
        return Err(AppError::field("file", "Obrázek může mít nejvýše 10 MB."));
    }
    let account = actor
        .account_id()
        .map(|id| id.to_string())
        .unwrap_or_default();
    // The attempt counts even when the file turns out broken: taken in its own transaction.
    let mut counting = app.pool.acquire().await.map_err(stopa_db::DbError::from)?;
    if !stopa_db::request_limit::take_allowance(
        &mut counting,
        "content_image",
        &account,
        IMAGES_PER_HOUR,
        3600,
    )
    .await?
    {
        return Err(AppError::coded(
            stopa_domain::error_code::ErrorCode::TooManyAttempts,
            format!("Za hodinu lze nahrát nejvýše {IMAGES_PER_HOUR} obrázků."),
        ));
    }
    drop(counting);
    // The pixels are prepared with no connection held, two uploads at a time (each takes up
    // to half a gigabyte and a second or two of a core).
    let prepared = {
        let _turn = PREPARING
            .acquire()
            .await
            .map_err(|error| AppError::Internal(format!("image preparation: {error}")))?;
        let bytes = content.to_vec();
        tokio::task::spawn_blocking(move || stopa_formats::content_image::prepare(&bytes))
            .await
            .map_err(|error| AppError::Internal(format!("image preparation: {error}")))?
            .map_err(|problem| AppError::field("file", problem.to_string()))?
    };
    let mut write = AuditedWrite::begin(app, actor, "content_image").await?;
    let key = uuid::Uuid::new_v4();
    let dimension = |value: u32| i32::try_from(value).unwrap_or(i32::MAX);
    let variants: Vec<db::NewVariant<'_>> = prepared
        .variants
        .iter()
        .map(|variant| db::NewVariant {
            width: dimension(variant.width),
            height: dimension(variant.height),
            webp: &variant.webp,
        })
        .collect();
    let id = db::insert_image(
        write.tx(),
        key,
        dimension(prepared.width),
        dimension(prepared.height),
        actor.account_id(),
        &variants,
    )
    .await?;
    write
        .audit(
            "upload",
            id,
            None::<&()>,
            Some(&serde_json::json!({
                "bytes": content.len(),
                "width": prepared.width,
                "height": prepared.height,
            })),
        )
        .await?;
    write.commit().await?;
    images(&app.pool, [id])
        .await?
        .remove(&id)
        .ok_or(AppError::NotFound)
}

/// One width of an image (`/api/obrazky/{key}/{width}.webp`), to anyone: its key is random, so
/// only a page that shows it tells it.
pub async fn content_image_file(app: &App, key: &str, file: &str) -> AppResult<Download> {
    let key = uuid::Uuid::parse_str(key).map_err(|_| AppError::NotFound)?;
    let width = file
        .strip_suffix(".webp")
        .and_then(|width| width.parse::<i32>().ok())
        .ok_or(AppError::NotFound)?;
    let bytes = db::image_variant(&app.pool, key, width)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Download {
        file_name: None,
        content_type: "image/webp".to_owned(),
        inline: true,
        caching: Caching::PublicImmutable,
        sandboxed: true,
        body: DownloadBody::Bytes(bytes),
    })
}

/// A feature of a feature section.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PageFeature {
    pub name: String,
    pub image: Option<ContentImage>,
}

/// A person of a people section.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PagePerson {
    pub name: String,
    pub image: Option<ContentImage>,
    pub description: Option<String>,
    pub text: Option<String>,
    pub phone: Option<String>,
}

/// A section of a page.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct PageSection {
    pub kind: PageSectionKind,
    pub title: Option<String>,
    pub subtitle: Option<String>,
    /// A rich-text section's Markdown.
    pub text: Option<String>,
    /// A rich-text section's safe HTML.
    pub html: Option<String>,
    pub features: Vec<PageFeature>,
    pub people: Vec<PagePerson>,
}

/// A page in the list.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ContentPageSummary {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub active: bool,
    /// `/stranky/{slug}`.
    pub url: String,
    pub updated_at: DateTime<Utc>,
}

/// A page with its sections.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ContentPage {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub active: bool,
    pub url: String,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image: Option<ContentImage>,
    pub sections: Vec<PageSection>,
    pub updated_at: DateTime<Utc>,
}

fn section_image_ids(sections: &[StoredSection]) -> impl Iterator<Item = i64> + '_ {
    sections.iter().flat_map(|section| {
        section
            .features
            .iter()
            .filter_map(|feature| feature.image_id)
            .chain(section.people.iter().filter_map(|person| person.image_id))
    })
}

async fn full_page(app: &App, row: PageRow, public: bool) -> AppResult<ContentPage> {
    let sections = row.sections.0;
    let images = images(
        &app.pool,
        row.og_image_id
            .into_iter()
            .chain(section_image_ids(&sections)),
    )
    .await?;
    let image = |id: Option<i64>| id.and_then(|id| images.get(&id).cloned());
    Ok(ContentPage {
        id: row.content_page_id,
        url: page_path(&row.slug),
        title: row.title,
        slug: row.slug,
        active: row.active,
        seo_title: row.seo_title,
        seo_description: row.seo_description,
        og_title: row.og_title,
        og_description: row.og_description,
        og_image: image(row.og_image_id),
        sections: sections
            .into_iter()
            .map(|section| PageSection {
                html: (section.kind == PageSectionKind::RichText)
                    .then(|| content_to_html(section.text.as_deref().unwrap_or_default())),
                kind: section.kind,
                title: section.title,
                subtitle: section.subtitle,
                text: if public { None } else { section.text },
                features: section
                    .features
                    .into_iter()
                    .map(|feature| PageFeature {
                        image: image(feature.image_id),
                        name: feature.name,
                    })
                    .collect(),
                people: section
                    .people
                    .into_iter()
                    .map(|person| PagePerson {
                        image: image(person.image_id),
                        name: person.name,
                        description: person.description,
                        text: person.text,
                        phone: person.phone,
                    })
                    .collect(),
            })
            .collect(),
        updated_at: row.updated_at,
    })
}

/// Every page, by title, for Admin (`/evidence/obsah/stranky`).
pub async fn content_pages(app: &App, actor: &Actor) -> AppResult<Vec<ContentPageSummary>> {
    policy::check_content_manage(&actor.identity)?;
    Ok(db::pages(&app.pool)
        .await?
        .into_iter()
        .map(|row| ContentPageSummary {
            id: row.content_page_id,
            url: page_path(&row.slug),
            title: row.title,
            slug: row.slug,
            active: row.active,
            updated_at: row.updated_at,
        })
        .collect())
}

/// A page for Admin.
pub async fn content_page(app: &App, actor: &Actor, id: i64) -> AppResult<ContentPage> {
    policy::check_content_manage(&actor.identity)?;
    let row = db::page(&app.pool, id).await?.ok_or(AppError::NotFound)?;
    full_page(app, row, false).await
}

/// An active page (`/stranky/{slug}`); an inactive one is not found.
pub async fn public_content_page(app: &App, slug: &str) -> AppResult<ContentPage> {
    let row = db::page_by_slug(&app.pool, slug.get(..200).unwrap_or(slug))
        .await?
        .filter(|row| row.active)
        .ok_or(AppError::NotFound)?;
    full_page(app, row, true).await
}

/// A feature as the builder sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct PageFeatureInput {
    pub name: String,
    pub image_id: Option<i64>,
}

/// A person as the builder sends it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct PagePersonInput {
    pub name: String,
    pub image_id: Option<i64>,
    pub description: Option<String>,
    pub text: Option<String>,
    pub phone: Option<String>,
}

/// A section as the builder sends it; the fields its kind does not have are dropped.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct PageSectionInput {
    pub kind: PageSectionKind,
    pub title: Option<String>,
    pub subtitle: Option<String>,
    pub text: Option<String>,
    pub features: Option<Vec<PageFeatureInput>>,
    pub people: Option<Vec<PagePersonInput>>,
}

/// A page as the builder sends it, sections in order.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct ContentPageInput {
    pub title: String,
    pub slug: Option<String>,
    pub active: bool,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
    pub sections: Vec<PageSectionInput>,
}

fn checked_section(check: &mut FormCheck, index: usize, input: &PageSectionInput) -> StoredSection {
    let field = |name: &str| format!("sections.{index}.{name}");
    let mut section = StoredSection {
        kind: input.kind,
        title: None,
        subtitle: None,
        text: None,
        features: Vec::new(),
        people: Vec::new(),
    };
    match input.kind {
        PageSectionKind::Hero | PageSectionKind::Features => {
            section.title = Some(check.line(
                &field("title"),
                input.title.as_deref().unwrap_or_default(),
                MAX_LINE_CHARS,
            ));
            section.subtitle = check.optional_line(
                &field("subtitle"),
                input.subtitle.as_deref(),
                MAX_LINE_CHARS,
            );
        }
        PageSectionKind::People | PageSectionKind::RichText => {}
    }
    match input.kind {
        PageSectionKind::Features => {
            let features = input.features.as_deref().unwrap_or_default();
            if features.len() > MAX_SECTION_ITEMS {
                check.add(
                    &field("features"),
                    format!("Sekce může mít nejvýše {MAX_SECTION_ITEMS} položek."),
                );
            }
            section.features = features
                .iter()
                .take(MAX_SECTION_ITEMS)
                .enumerate()
                .map(|(item, feature)| StoredFeature {
                    name: check.line(
                        &field(&format!("features.{item}.name")),
                        &feature.name,
                        MAX_LINE_CHARS,
                    ),
                    image_id: feature.image_id,
                })
                .collect();
        }
        PageSectionKind::People => {
            let people = input.people.as_deref().unwrap_or_default();
            if people.is_empty() {
                check.add(&field("people"), "Přidejte aspoň jednu osobu.");
            }
            if people.len() > MAX_SECTION_ITEMS {
                check.add(
                    &field("people"),
                    format!("Sekce může mít nejvýše {MAX_SECTION_ITEMS} osob."),
                );
            }
            section.people = people
                .iter()
                .take(MAX_SECTION_ITEMS)
                .enumerate()
                .map(|(item, person)| {
                    let at = |name: &str| field(&format!("people.{item}.{name}"));
                    let long = |check: &mut FormCheck, name: &str, value: Option<&str>| {
                        let value = value
                            .map(clean_paragraphs)
                            .filter(|value| !value.is_empty());
                        if value
                            .as_ref()
                            .is_some_and(|value| value.chars().count() > MAX_PERSON_TEXT_CHARS)
                        {
                            check.add(
                                &at(name),
                                format!("Text může mít nejvýše {MAX_PERSON_TEXT_CHARS} znaků."),
                            );
                        }
                        value
                    };
                    StoredPerson {
                        name: check.line(&at("name"), &person.name, MAX_LINE_CHARS),
                        image_id: person.image_id,
                        description: long(check, "description", person.description.as_deref()),
                        text: long(check, "text", person.text.as_deref()),
                        phone: check.optional_phone(&at("phone"), person.phone.as_deref()),
                    }
                })
                .collect();
        }
        PageSectionKind::RichText => {
            let text = rich_text(
                check,
                &field("text"),
                input.text.as_deref().unwrap_or_default(),
            );
            if text.is_empty() {
                check.add(&field("text"), stopa_domain::validation::REQUIRED);
            }
            section.text = Some(text);
        }
        PageSectionKind::Hero => {}
    }
    section
}

fn checked_page(input: &ContentPageInput) -> AppResult<PageFields> {
    let mut check = FormCheck::new();
    let title = check.line("title", &input.title, MAX_TITLE_CHARS);
    let slug = checked_slug(&mut check, input.slug.as_deref(), &title);
    let seo = checked_seo(
        &mut check,
        input.seo_title.as_deref(),
        input.seo_description.as_deref(),
        input.og_title.as_deref(),
        input.og_description.as_deref(),
    );
    if input.sections.len() > MAX_SECTIONS {
        check.add(
            "sections",
            format!("Stránka může mít nejvýše {MAX_SECTIONS} sekcí."),
        );
    }
    let sections = input
        .sections
        .iter()
        .take(MAX_SECTIONS)
        .enumerate()
        .map(|(index, section)| checked_section(&mut check, index, section))
        .collect();
    check.finish()?;
    Ok(PageFields {
        slug,
        title,
        active: input.active,
        seo_title: seo.title,
        seo_description: seo.description,
        og_title: seo.og_title,
        og_description: seo.og_description,
        og_image_id: input.og_image_id,
        sections,
    })
}

async fn check_page_links(
    conn: &mut sqlx::PgConnection,
    fields: &PageFields,
    id: Option<i64>,
) -> AppResult<()> {
    if db::page_slug_taken(&mut *conn, &fields.slug, id).await? {
        return Err(AppError::field("slug", PAGE_SLUG_TAKEN));
    }
    let mut named = vec![("ogImageId".to_owned(), fields.og_image_id)];
    for (index, section) in fields.sections.iter().enumerate() {
        for (item, feature) in section.features.iter().enumerate() {
            named.push((
                format!("sections.{index}.features.{item}.imageId"),
                feature.image_id,
            ));
        }
        for (item, person) in section.people.iter().enumerate() {
            named.push((
                format!("sections.{index}.people.{item}.imageId"),
                person.image_id,
            ));
        }
    }
    check_images(conn, &named).await
}

/// Writes a new page.
pub async fn create_content_page(
    app: &App,
    actor: &Actor,
    input: ContentPageInput,
) -> AppResult<ContentPage> {
    policy::check_content_manage(&actor.identity)?;
    let fields = checked_page(&input)?;
    let mut write = AuditedWrite::begin(app, actor, "content_page").await?;
    check_page_links(write.tx(), &fields, None).await?;
    let id = db::insert_page(write.tx(), &fields)
        .await
        .map_err(|error| slug_conflict(error, "content_page_slug_key", PAGE_SLUG_TAKEN))?;
    write
        .audit("create", id, None::<&()>, Some(&fields))
        .await?;
    write.commit().await?;
    content_page(app, actor, id).await
}

/// Rewrites a page with its sections.
pub async fn update_content_page(
    app: &App,
    actor: &Actor,
    id: i64,
    input: ContentPageInput,
) -> AppResult<ContentPage> {
    policy::check_content_manage(&actor.identity)?;
    let fields = checked_page(&input)?;
    let mut write = AuditedWrite::begin(app, actor, "content_page").await?;
    let before = db::lock_page(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    check_page_links(write.tx(), &fields, Some(id)).await?;
    db::update_page(write.tx(), id, &fields)
        .await
        .map_err(|error| slug_conflict(error, "content_page_slug_key", PAGE_SLUG_TAKEN))?;
    write
        .audit("update", id, Some(&before), Some(&fields))
        .await?;
    write.commit().await?;
    content_page(app, actor, id).await
}

/// Deletes a page.
pub async fn delete_content_page(app: &App, actor: &Actor, id: i64) -> AppResult<bool> {
    policy::check_content_manage(&actor.identity)?;
    let mut write = AuditedWrite::begin(app, actor, "content_page").await?;
    let before = db::lock_page(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    db::delete_page(write.tx(), id).await?;
    write
        .audit("delete", id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(widths: Vec<i32>) -> ImageRow {
        ImageRow {
            content_image_id: 7,
            image_key: uuid::Uuid::nil(),
            width: *widths.last().unwrap_or(&100),
            height: 50,
            widths,
        }
    }

    #[test]
    fn an_image_offers_every_width_and_a_middle_one_as_src() {
        let image = ContentImage::from(&row(vec![320, 640, 1280]));
        assert_eq!(
            image.src,
            "/api/obrazky/00000000-0000-0000-0000-000000000000/640.webp"
        );
        assert_eq!(
            image.src_set,
            "/api/obrazky/00000000-0000-0000-0000-000000000000/320.webp 320w, \
             /api/obrazky/00000000-0000-0000-0000-000000000000/640.webp 640w, \
             /api/obrazky/00000000-0000-0000-0000-000000000000/1280.webp 1280w"
        );
        assert!(
            ContentImage::from(&row(vec![320, 500]))
                .src
                .ends_with("/500.webp")
        );
        assert!(
            ContentImage::from(&row(vec![200]))
                .src
                .ends_with("/200.webp")
        );
    }
}
