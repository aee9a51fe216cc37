//! What every request carries: the application's services and who is asking, both from
//! `stopa_app` (the schema holds the [`Services`], each request the [`RequestContext`]).

pub use stopa_app::App as Services;
pub use stopa_app::actor::{Actor as RequestContext, Credential, SessionInfo};
pub use stopa_app::auth::{DEFAULT_SESSION_SECONDS, IDENTITY_COOKIE, SESSION_COOKIE};

use async_graphql::{Context, Upload};

use crate::error::{ApiError, ApiResult};

/// The services and who is asking: what nearly every resolver starts with.
pub fn asked<'a>(ctx: &Context<'a>) -> ApiResult<(&'a Services, &'a RequestContext)> {
    Ok((services(ctx)?, requester(ctx)?))
}

/// The application's services.
pub fn services<'a>(ctx: &Context<'a>) -> ApiResult<&'a Services> {
    Ok(ctx.data::<Services>()?)
}

/// Who is asking.
pub fn requester<'a>(ctx: &Context<'a>) -> ApiResult<&'a RequestContext> {
    Ok(ctx.data::<RequestContext>()?)
}

/// An uploaded file's name and content, read up to `max_bytes` and one byte more: one byte
/// over the limit is enough for the use case to refuse the file.
pub fn read_upload(
    ctx: &Context<'_>,
    file: &Upload,
    max_bytes: usize,
) -> ApiResult<(String, Vec<u8>)> {
    use std::io::Read as _;
    let failed = |error: std::io::Error| ApiError::Internal(format!("upload: {error}"));
    let upload = file.value(ctx).map_err(failed)?;
    let file_name = upload.filename.clone();
    let mut bytes = Vec::new();
    upload
        .into_read()
        .take(max_bytes as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    Ok((file_name, bytes))
}
