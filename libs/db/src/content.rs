//! The content area's articles, pages and images (`stopa_domain::content`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgExecutor};
use stopa_domain::content::PageSectionKind;
use uuid::Uuid;

use crate::DbResult;

/// An image with the widths it is served in.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct ImageRow {
    pub content_image_id: i64,
    pub image_key: Uuid,
    pub width: i32,
    pub height: i32,
    /// Narrowest first.
    pub widths: Vec<i32>,
}

/// One width of an image, as the upload made it.
#[derive(Debug, Clone)]
pub struct NewVariant<'a> {
    pub width: i32,
    pub height: i32,
    pub webp: &'a [u8],
}

/// Stores an image and its variants; returns its id.
pub async fn insert_image(
    conn: &mut PgConnection,
    key: Uuid,
    width: i32,
    height: i32,
    account_id: Option<i64>,
    variants: &[NewVariant<'_>],
) -> DbResult<i64> {
    let id: i64 = sqlx::query_scalar(
        "insert into content_image (image_key, width, height, account_id)
         values ($1, $2, $3, $4) returning content_image_id",
    )
    .bind(key)
    .bind(width)
    .bind(height)
    .bind(account_id)
    .fetch_one(&mut *conn)
    .await?;
    for variant in variants {
        sqlx::query(
            "insert into content_image_variant (content_image_id, width, height, webp)
             values ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(variant.width)
        .bind(variant.height)
        .bind(variant.webp)
        .execute(&mut *conn)
        .await?;
    }
    Ok(id)
}

macro_rules! image_select {
    () => {
        "select i.content_image_id, i.image_key, i.width, i.height,
        array(select v.width from content_image_variant v
               where v.content_image_id = i.content_image_id order by v.width) as widths
   from content_image i"
    };
}

/// The images of these ids (those that exist).
pub async fn images(executor: impl PgExecutor<'_>, ids: &[i64]) -> DbResult<Vec<ImageRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(sqlx::query_as::<_, ImageRow>(concat!(
        image_select!(),
        " where i.content_image_id = any($1)"
    ))
    .bind(ids)
    .fetch_all(executor)
    .await?)
}

/// The WebP bytes of one width of the image with this key.
pub async fn image_variant(
    executor: impl PgExecutor<'_>,
    key: Uuid,
    width: i32,
) -> DbResult<Option<Vec<u8>>> {
    Ok(sqlx::query_scalar(
        "select v.webp from content_image_variant v
           join content_image i on i.content_image_id = v.content_image_id
          where i.image_key = $1 and v.width = $2",
    )
    .bind(key)
    .bind(width)
    .fetch_optional(executor)
    .await?)
}

/// An article as the app and the public pages read it.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct ArticleRow {
    pub article_id: i64,
    pub slug: String,
    pub title: String,
    pub perex: String,
    pub author: String,
    pub main_image_id: Option<i64>,
    pub active: bool,
    pub parent_id: Option<i64>,
    pub parent_title: Option<String>,
    pub published_at: Option<DateTime<Utc>>,
    pub body: String,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
    pub updated_at: DateTime<Utc>,
}

macro_rules! article_select {
    () => {
        "select a.article_id, a.slug, a.title, a.perex, a.author,
        a.main_image_id, a.active, a.parent_id, p.title as parent_title, a.published_at, a.body,
        a.seo_title, a.seo_description, a.og_title, a.og_description, a.og_image_id, a.updated_at
   from article a left join article p on p.article_id = a.parent_id"
    };
}

/// The fields an article is written with.
#[derive(Debug, Clone, Serialize)]
pub struct ArticleFields {
    pub slug: String,
    pub title: String,
    pub perex: String,
    pub author: String,
    pub main_image_id: Option<i64>,
    pub active: bool,
    pub parent_id: Option<i64>,
    pub published_at: Option<DateTime<Utc>>,
    pub body: String,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
}

/// The library for Admin: last changed first, `limit` from `offset`, optionally only the
/// titles holding `search` (a few thousand articles at most: a scan of titles is cheap).
pub async fn articles(
    executor: impl PgExecutor<'_>,
    search: Option<&str>,
    offset: i64,
    limit: i64,
) -> DbResult<Vec<ArticleRow>> {
    let pattern = search.map(|search| {
        let escaped = search
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        format!("%{escaped}%")
    });
    Ok(sqlx::query_as::<_, ArticleRow>(concat!(
        article_select!(),
        " where ($1::text is null or a.title ilike $1 or a.slug ilike $1)
          order by a.updated_at desc, a.article_id desc offset $2 limit $3"
    ))
    .bind(pattern)
    .bind(offset)
    .bind(limit)
    .fetch_all(executor)
    .await?)
}

/// The public news: active articles published by `now`, newest first (from
/// `article_public_idx`).
pub async fn public_articles(
    executor: impl PgExecutor<'_>,
    now: DateTime<Utc>,
    offset: i64,
    limit: i64,
) -> DbResult<Vec<ArticleRow>> {
    Ok(sqlx::query_as::<_, ArticleRow>(concat!(
        article_select!(),
        " where a.active and a.published_at is not null and a.published_at <= $1
          order by a.published_at desc, a.article_id desc offset $2 limit $3"
    ))
    .bind(now)
    .bind(offset)
    .bind(limit)
    .fetch_all(executor)
    .await?)
}

/// An article by id.
pub async fn article(executor: impl PgExecutor<'_>, id: i64) -> DbResult<Option<ArticleRow>> {
    Ok(
        sqlx::query_as::<_, ArticleRow>(concat!(article_select!(), " where a.article_id = $1"))
            .bind(id)
            .fetch_optional(executor)
            .await?,
    )
}

/// An article by slug.
pub async fn article_by_slug(
    executor: impl PgExecutor<'_>,
    slug: &str,
) -> DbResult<Option<ArticleRow>> {
    Ok(
        sqlx::query_as::<_, ArticleRow>(concat!(article_select!(), " where a.slug = $1"))
            .bind(slug)
            .fetch_optional(executor)
            .await?,
    )
}

/// The children of an article by title; only the public ones when `public_at` is given.
pub async fn children(
    executor: impl PgExecutor<'_>,
    parent_id: i64,
    public_at: Option<DateTime<Utc>>,
) -> DbResult<Vec<ArticleRow>> {
    Ok(sqlx::query_as::<_, ArticleRow>(concat!(
        article_select!(),
        " where a.parent_id = $1
            and ($2::timestamptz is null
                 or (a.active and a.published_at is not null and a.published_at <= $2))
          order by a.published_at desc nulls last, a.title
          limit 200"
    ))
    .bind(parent_id)
    .bind(public_at)
    .fetch_all(executor)
    .await?)
}

/// Locks an article for a change; None when there is none.
pub async fn lock_article(conn: &mut PgConnection, id: i64) -> DbResult<Option<ArticleRow>> {
    sqlx::query("select 1 from article where article_id = $1 for no key update")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    article(&mut *conn, id).await
}

/// Serialises the changes of the library's tree, so that two changes of parents cannot make a
/// cycle between their checks.
pub async fn lock_tree(conn: &mut PgConnection) -> DbResult<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtext('stopa.article_tree'))")
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Whether `ancestor` is `article` itself or one of its ancestors when `article` would hang
/// under `parent` (the chain from `parent` upwards holds `article`).
pub async fn chain_holds(conn: &mut PgConnection, parent: i64, article: i64) -> DbResult<bool> {
    Ok(sqlx::query_scalar(
        "with recursive chain(id, depth) as (
             select $1::bigint, 0
             union all
             select a.parent_id, c.depth + 1 from article a join chain c on a.article_id = c.id
              where a.parent_id is not null and c.depth < 1000)
         select exists (select 1 from chain where id = $2)",
    )
    .bind(parent)
    .bind(article)
    .fetch_one(&mut *conn)
    .await?)
}

/// Whether an article with this slug exists other than `except`.
pub async fn article_slug_taken(
    conn: &mut PgConnection,
    slug: &str,
    except: Option<i64>,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar(
        "select exists (select 1 from article where slug = $1
                          and ($2::bigint is null or article_id <> $2))",
    )
    .bind(slug)
    .bind(except)
    .fetch_one(&mut *conn)
    .await?)
}

/// Whether the article has children.
pub async fn has_children(conn: &mut PgConnection, id: i64) -> DbResult<bool> {
    Ok(
        sqlx::query_scalar("select exists (select 1 from article where parent_id = $1)")
            .bind(id)
            .fetch_one(&mut *conn)
            .await?,
    )
}

/// Writes a new article; returns its id.
pub async fn insert_article(conn: &mut PgConnection, fields: &ArticleFields) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "insert into article (slug, title, perex, author, main_image_id, active, parent_id,
                              published_at, body, seo_title, seo_description, og_title,
                              og_description, og_image_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         returning article_id",
    )
    .bind(&fields.slug)
    .bind(&fields.title)
    .bind(&fields.perex)
    .bind(&fields.author)
    .bind(fields.main_image_id)
    .bind(fields.active)
    .bind(fields.parent_id)
    .bind(fields.published_at)
    .bind(&fields.body)
    .bind(&fields.seo_title)
    .bind(&fields.seo_description)
    .bind(&fields.og_title)
    .bind(&fields.og_description)
    .bind(fields.og_image_id)
    .fetch_one(&mut *conn)
    .await?)
}

/// Rewrites an article.
pub async fn update_article(
    conn: &mut PgConnection,
    id: i64,
    fields: &ArticleFields,
) -> DbResult<()> {
    sqlx::query(
        "update article set slug = $2, title = $3, perex = $4, author = $5, main_image_id = $6,
                active = $7, parent_id = $8, published_at = $9, body = $10, seo_title = $11,
                seo_description = $12, og_title = $13, og_description = $14, og_image_id = $15,
                updated_at = now()
          where article_id = $1",
    )
    .bind(id)
    .bind(&fields.slug)
    .bind(&fields.title)
    .bind(&fields.perex)
    .bind(&fields.author)
    .bind(fields.main_image_id)
    .bind(fields.active)
    .bind(fields.parent_id)
    .bind(fields.published_at)
    .bind(&fields.body)
    .bind(&fields.seo_title)
    .bind(&fields.seo_description)
    .bind(&fields.og_title)
    .bind(&fields.og_description)
    .bind(fields.og_image_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Deletes an article.
pub async fn delete_article(conn: &mut PgConnection, id: i64) -> DbResult<()> {
    sqlx::query("delete from article where article_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// A feature of a feature section, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredFeature {
    pub name: String,
    pub image_id: Option<i64>,
}

/// A person of a people section, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPerson {
    pub name: String,
    pub image_id: Option<i64>,
    pub description: Option<String>,
    pub text: Option<String>,
    pub phone: Option<String>,
}

/// A page's section, as stored in `content_page.sections`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredSection {
    pub kind: PageSectionKind,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub subtitle: Option<String>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub features: Vec<StoredFeature>,
    #[serde(default)]
    pub people: Vec<StoredPerson>,
}

/// A page.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct PageRow {
    pub content_page_id: i64,
    pub slug: String,
    pub title: String,
    pub active: bool,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
    pub sections: sqlx::types::Json<Vec<StoredSection>>,
    pub updated_at: DateTime<Utc>,
}

/// The fields a page is written with.
#[derive(Debug, Clone, Serialize)]
pub struct PageFields {
    pub slug: String,
    pub title: String,
    pub active: bool,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    pub og_title: Option<String>,
    pub og_description: Option<String>,
    pub og_image_id: Option<i64>,
    pub sections: Vec<StoredSection>,
}

macro_rules! page_select {
    () => {
        "select content_page_id, slug, title, active, seo_title,
        seo_description, og_title, og_description, og_image_id, sections, updated_at
   from content_page"
    };
}

/// Every page by title (a federation has tens).
pub async fn pages(executor: impl PgExecutor<'_>) -> DbResult<Vec<PageRow>> {
    Ok(sqlx::query_as::<_, PageRow>(concat!(
        page_select!(),
        " order by title, content_page_id limit 1000"
    ))
    .fetch_all(executor)
    .await?)
}

/// A page by id.
pub async fn page(executor: impl PgExecutor<'_>, id: i64) -> DbResult<Option<PageRow>> {
    Ok(
        sqlx::query_as::<_, PageRow>(concat!(page_select!(), " where content_page_id = $1"))
            .bind(id)
            .fetch_optional(executor)
            .await?,
    )
}

/// A page by slug.
pub async fn page_by_slug(executor: impl PgExecutor<'_>, slug: &str) -> DbResult<Option<PageRow>> {
    Ok(
        sqlx::query_as::<_, PageRow>(concat!(page_select!(), " where slug = $1"))
            .bind(slug)
            .fetch_optional(executor)
            .await?,
    )
}

/// Locks a page for a change.
pub async fn lock_page(conn: &mut PgConnection, id: i64) -> DbResult<Option<PageRow>> {
    Ok(sqlx::query_as::<_, PageRow>(concat!(
        page_select!(),
        " where content_page_id = $1 for update"
    ))
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?)
}

/// Whether a page with this slug exists other than `except`.
pub async fn page_slug_taken(
    conn: &mut PgConnection,
    slug: &str,
    except: Option<i64>,
) -> DbResult<bool> {
    Ok(sqlx::query_scalar(
        "select exists (select 1 from content_page where slug = $1
                          and ($2::bigint is null or content_page_id <> $2))",
    )
    .bind(slug)
    .bind(except)
    .fetch_one(&mut *conn)
    .await?)
}

/// Writes a new page; returns its id.
pub async fn insert_page(conn: &mut PgConnection, fields: &PageFields) -> DbResult<i64> {
    Ok(sqlx::query_scalar(
        "insert into content_page (slug, title, active, seo_title, seo_description, og_title,
                                   og_description, og_image_id, sections)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning content_page_id",
    )
    .bind(&fields.slug)
    .bind(&fields.title)
    .bind(fields.active)
    .bind(&fields.seo_title)
    .bind(&fields.seo_description)
    .bind(&fields.og_title)
    .bind(&fields.og_description)
    .bind(fields.og_image_id)
    .bind(sqlx::types::Json(&fields.sections))
    .fetch_one(&mut *conn)
    .await?)
}

/// Rewrites a page.
pub async fn update_page(conn: &mut PgConnection, id: i64, fields: &PageFields) -> DbResult<()> {
    sqlx::query(
        "update content_page set slug = $2, title = $3, active = $4, seo_title = $5,
                seo_description = $6, og_title = $7, og_description = $8, og_image_id = $9,
                sections = $10, updated_at = now()
          where content_page_id = $1",
    )
    .bind(id)
    .bind(&fields.slug)
    .bind(&fields.title)
    .bind(fields.active)
    .bind(&fields.seo_title)
    .bind(&fields.seo_description)
    .bind(&fields.og_title)
    .bind(&fields.og_description)
    .bind(fields.og_image_id)
    .bind(sqlx::types::Json(&fields.sections))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Deletes a page.
pub async fn delete_page(conn: &mut PgConnection, id: i64) -> DbResult<()> {
    sqlx::query("delete from content_page where content_page_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// What the sitemap lists of the content area: a public article's or an active page's
/// address part and when it last changed.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SitemapContent {
    pub slug: String,
    pub updated_at: DateTime<Utc>,
}

/// The public articles, newest first.
pub async fn sitemap_articles(
    executor: impl PgExecutor<'_>,
    now: DateTime<Utc>,
) -> DbResult<Vec<SitemapContent>> {
    Ok(sqlx::query_as::<_, SitemapContent>(
        "select slug, greatest(updated_at, published_at) as updated_at from article
          where active and published_at is not null and published_at <= $1
          order by published_at desc, article_id desc limit 40000",
    )
    .bind(now)
    .fetch_all(executor)
    .await?)
}

/// The active pages by slug.
pub async fn sitemap_pages(executor: impl PgExecutor<'_>) -> DbResult<Vec<SitemapContent>> {
    Ok(sqlx::query_as::<_, SitemapContent>(
        "select slug, updated_at from content_page where active order by slug limit 40000",
    )
    .fetch_all(executor)
    .await?)
}
