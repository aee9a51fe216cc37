//! The asker's own e-mail notification settings over `stopa_app::notification` (the kinds and
//! who gets them: `stopa_domain::notification`).

use async_graphql::{Context, Object};
pub use stopa_app::notification::NotificationSetting;
use stopa_app::notification::{self as app};
use stopa_domain::notification::NotificationKind;

use crate::context::asked;
use crate::error::ApiResult;

#[derive(Default)]
pub struct NotificationsQuery;

#[Object]
impl NotificationsQuery {
    /// The asker's account's e-mail notifications: every kind, on unless switched off.
    async fn notification_settings(
        &self,
        ctx: &Context<'_>,
    ) -> ApiResult<Vec<NotificationSetting>> {
        let (services, request) = asked(ctx)?;
        Ok(app::notification_settings(services, request).await?)
    }
}

#[derive(Default)]
pub struct NotificationsMutation;

#[Object]
impl NotificationsMutation {
    /// Switches a kind of e-mail notification on or off for the asker's account; answers every
    /// kind.
    async fn set_notification(
        &self,
        ctx: &Context<'_>,
        kind: NotificationKind,
        enabled: bool,
    ) -> ApiResult<Vec<NotificationSetting>> {
        let (services, request) = asked(ctx)?;
        Ok(app::set_notification(services, request, kind, enabled).await?)
    }
}
