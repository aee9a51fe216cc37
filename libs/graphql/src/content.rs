//! The content area — articles (`/evidence/obsah/clanky`, `/aktuality`), pages
//! (`/evidence/obsah/stranky`, `/stranky/{slug}`) and their images — over
//! `stopa_app::content`.

use async_graphql::{Context, Object, Upload};
use stopa_app::content as app;
pub use stopa_app::content::{
    Article, ArticleInput, ArticlePage, ArticleSummary, ContentImage, ContentPage,
    ContentPageInput, ContentPageSummary, PageFeature, PageFeatureInput, PagePerson,
    PagePersonInput, PageSection, PageSectionInput,
};
use stopa_domain::content::MAX_IMAGE_BYTES;

use crate::context::{asked, read_upload};
use crate::error::{ApiError, ApiResult};

#[derive(Default)]
pub struct ContentQuery;

#[Object]
impl ContentQuery {
    /// The article library for Admin: last changed first, 50 a page, optionally only titles
    /// (or addresses) holding `search`.
    async fn articles(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        #[graphql(default = 1)] page: i32,
    ) -> ApiResult<ArticlePage> {
        let (services, request) = asked(ctx)?;
        Ok(app::articles(services, request, search, page).await?)
    }

    /// An article of the library with all its children: Admin.
    async fn article(&self, ctx: &Context<'_>, id: i64) -> ApiResult<Article> {
        let (services, request) = asked(ctx)?;
        Ok(app::article(services, request, id).await?)
    }

    /// The public news, newest published first (`perPage` 1 to 50).
    async fn public_articles(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i32,
        #[graphql(default = 12)] per_page: i32,
    ) -> ApiResult<ArticlePage> {
        let (services, _) = asked(ctx)?;
        Ok(app::public_articles(services, page, per_page).await?)
    }

    /// A public article by its address; NOT_FOUND for a draft, a scheduled or an inactive
    /// one.
    async fn public_article(&self, ctx: &Context<'_>, slug: String) -> ApiResult<Article> {
        let (services, _) = asked(ctx)?;
        Ok(app::public_article(services, &slug).await?)
    }

    /// The HTML a text of the content area becomes (the editor's preview): Admin.
    async fn rich_text_preview(&self, ctx: &Context<'_>, text: String) -> ApiResult<String> {
        let (_, request) = asked(ctx)?;
        Ok(app::rich_text_preview(request, &text)?)
    }

    /// Every page, by title: Admin.
    async fn content_pages(&self, ctx: &Context<'_>) -> ApiResult<Vec<ContentPageSummary>> {
        let (services, request) = asked(ctx)?;
        Ok(app::content_pages(services, request).await?)
    }

    /// A page with its sections: Admin.
    async fn content_page(&self, ctx: &Context<'_>, id: i64) -> ApiResult<ContentPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::content_page(services, request, id).await?)
    }

    /// An active page by its address; NOT_FOUND otherwise.
    async fn public_content_page(&self, ctx: &Context<'_>, slug: String) -> ApiResult<ContentPage> {
        let (services, _) = asked(ctx)?;
        Ok(app::public_content_page(services, &slug).await?)
    }
}

#[derive(Default)]
pub struct ContentMutation;

#[Object]
impl ContentMutation {
    /// Writes a new article: Admin.
    async fn create_article(&self, ctx: &Context<'_>, input: ArticleInput) -> ApiResult<Article> {
        let (services, request) = asked(ctx)?;
        Ok(app::create_article(services, request, input).await?)
    }

    /// Rewrites an article: Admin.
    async fn update_article(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: ArticleInput,
    ) -> ApiResult<Article> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_article(services, request, id, input).await?)
    }

    /// Deletes an article without child articles: Admin.
    async fn delete_article(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        Ok(app::delete_article(services, request, id).await?)
    }

    /// Uploads an image (JPEG, PNG or WebP, at most 10 MB): it is served as WebP in several
    /// widths. Admin.
    async fn upload_content_image(
        &self,
        ctx: &Context<'_>,
        file: Upload,
    ) -> ApiResult<ContentImage> {
        let (services, request) = asked(ctx)?;
        stopa_domain::policy::check_content_manage(&request.identity)
            .map_err(stopa_app::error::AppError::from)?;
        let (_, bytes) = read_upload(ctx, &file, MAX_IMAGE_BYTES)
            .map_err(|_| ApiError::field("file", "Obrázek se nepodařilo nahrát."))?;
        Ok(app::upload_content_image(services, request, &bytes).await?)
    }

    /// Writes a new page: Admin.
    async fn create_content_page(
        &self,
        ctx: &Context<'_>,
        input: ContentPageInput,
    ) -> ApiResult<ContentPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::create_content_page(services, request, input).await?)
    }

    /// Rewrites a page with its sections in the order given: Admin.
    async fn update_content_page(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: ContentPageInput,
    ) -> ApiResult<ContentPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_content_page(services, request, id, input).await?)
    }

    /// Deletes a page: Admin.
    async fn delete_content_page(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        Ok(app::delete_content_page(services, request, id).await?)
    }
}
