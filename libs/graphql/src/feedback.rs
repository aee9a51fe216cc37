//! Feedback reports (`/evidence/zpetna-vazba`, `/{id}`, `/nahlasit`) and release notes
//! (`/evidence/seznam-vydani`) over `stopa_app::feedback`.

use async_graphql::{Context, Object, Upload};
use stopa_app::feedback as app;
pub use stopa_app::feedback::{
    Feedback, FeedbackDetail, FeedbackEvent, FeedbackInput, FeedbackListFilter, FeedbackPage,
    FeedbackStatusOption, ReleaseNote, ReleaseNoteInput, ReleaseNotes,
};
use stopa_domain::feedback::{FeedbackStatus, MAX_SCREENSHOT_BYTES};

use crate::context::{asked, read_upload};
use crate::error::{ApiError, ApiResult};

#[derive(Default)]
pub struct FeedbackQuery;

#[Object]
impl FeedbackQuery {
    /// Feedback reports, newest first, 50 a page: every report for Admin, the asker's own for
    /// everybody else.
    async fn feedback_list(
        &self,
        ctx: &Context<'_>,
        filter: Option<FeedbackListFilter>,
    ) -> ApiResult<FeedbackPage> {
        let (services, request) = asked(ctx)?;
        Ok(app::feedback_list(services, request, filter.unwrap_or_default()).await?)
    }

    /// A feedback report with its history.
    async fn feedback(&self, ctx: &Context<'_>, id: i64) -> ApiResult<FeedbackDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::feedback(services, request, id).await?)
    }

    /// The release notes, newest first, the unread ones marked.
    async fn release_notes(&self, ctx: &Context<'_>) -> ApiResult<ReleaseNotes> {
        let (services, request) = asked(ctx)?;
        Ok(app::release_notes(services, request).await?)
    }

    /// How many release notes the asker has not read (0 for visitors).
    async fn unread_release_notes(&self, ctx: &Context<'_>) -> ApiResult<i64> {
        let (services, request) = asked(ctx)?;
        Ok(app::unread_release_notes(services, request).await?)
    }
}

#[derive(Default)]
pub struct FeedbackMutation;

#[Object]
impl FeedbackMutation {
    /// Files a feedback report, with an optional screenshot (PNG, JPEG or WebP, at most
    /// 10 MB).
    async fn report_feedback(
        &self,
        ctx: &Context<'_>,
        input: FeedbackInput,
        file: Option<Upload>,
    ) -> ApiResult<Feedback> {
        let (services, request) = asked(ctx)?;
        let bytes = match &file {
            Some(file) => Some(
                read_upload(ctx, file, MAX_SCREENSHOT_BYTES)
                    .map_err(|_| {
                        ApiError::field("screenshot", "Snímek obrazovky se nepodařilo nahrát.")
                    })?
                    .1,
            ),
            None => None,
        };
        Ok(app::report_feedback(services, request, input, bytes.as_deref()).await?)
    }

    /// Comments on a feedback report; Admin may also move it to another state.
    async fn change_feedback(
        &self,
        ctx: &Context<'_>,
        id: i64,
        status: Option<FeedbackStatus>,
        comment: Option<String>,
    ) -> ApiResult<FeedbackDetail> {
        let (services, request) = asked(ctx)?;
        Ok(app::change_feedback(services, request, id, status, comment).await?)
    }

    /// Marks the release notes up to `upToId` (the newest the list showed; none: all) read by
    /// the asker.
    async fn mark_release_notes_read(
        &self,
        ctx: &Context<'_>,
        up_to_id: Option<i64>,
    ) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::mark_release_notes_read(services, request, up_to_id).await?;
        Ok(true)
    }

    /// Adds a release note (no `id`) or changes one: Admin only.
    async fn save_release_note(
        &self,
        ctx: &Context<'_>,
        id: Option<i64>,
        input: ReleaseNoteInput,
    ) -> ApiResult<ReleaseNote> {
        let (services, request) = asked(ctx)?;
        Ok(app::save_release_note(services, request, id, input).await?)
    }

    /// Deletes a release note: Admin only.
    async fn delete_release_note(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::delete_release_note(services, request, id).await?;
        Ok(true)
    }
}
