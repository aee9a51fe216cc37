//! One member's record over `stopa_app::member_record`: reading it, creating and editing it,
//! its membership, archiving, photo and history.

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};
use chrono::{Datelike as _, NaiveDate};
pub use stopa_app::member_record::MemberInput;
use stopa_app::member_record::{self as app};

use crate::context::{asked, read_upload};
use crate::error::ApiResult;
use crate::shared::UpdateMemberInput;
use stopa_domain::member::AnswerStatus;
use stopa_domain::member::Sex;
use stopa_domain::money::Czk;
use stopa_domain::policy::AccessLevel;

/// A member's record. Personal fields are null for those who may not see them.
#[derive(SimpleObject, Debug, Clone)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "GraphQL fields: what the asker may do"
)]
pub struct MemberRecord {
    pub id: i64,
    pub registration_number: i32,
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: Sex,
    pub birth_year: i32,
    pub citizenship: String,
    pub fis_code: Option<String>,
    pub answer_status: AnswerStatus,
    pub archived: bool,
    /// When the member was archived.
    pub archived_at: Option<chrono::DateTime<chrono::Utc>>,
    pub archive_reason: Option<String>,
    /// The member allows its photo on public pages.
    pub photo_public: bool,
    /// The member has a photo (`/api/members/{id}/photo`).
    pub has_photo: bool,
    pub club_id: Option<i64>,
    pub club_name: Option<String>,
    pub member_since: Option<NaiveDate>,
    /// Personal: birth number without the slash.
    pub birth_number: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    pub country: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// WRITE: the asker may edit the record.
    pub access: AccessLevel,
    /// Whether the asker may end the membership in the current club.
    pub can_end_membership: bool,
    /// Whether the asker may archive the member.
    pub can_archive: bool,
    /// Whether the asker may restore the archived member.
    pub can_restore: bool,
    /// Whether the asker may enrol the member (now without a club) in a club.
    pub can_join_club: bool,
    /// Whether the asker may change the photo and its public consent (the record's editors and
    /// the member itself).
    pub can_change_photo: bool,
    pub personal_info_access: AccessLevel,
}

impl From<app::MemberRecord> for MemberRecord {
    fn from(record: app::MemberRecord) -> Self {
        let birth_date = record.birth_date();
        let country = record.country().map(str::to_owned);
        let row = record.row;
        Self {
            id: row.member_id,
            registration_number: row.registration_number,
            title_before: row.title_before,
            first_name: row.first_name,
            middle_names: row.middle_names,
            last_name: row.last_name,
            title_after: row.title_after,
            sex: record.sex,
            birth_year: row.birth_date.year(),
            citizenship: row.citizenship,
            fis_code: row.fis_code,
            answer_status: record.answer_status,
            archived: row.archived,
            archived_at: row.archived_at,
            archive_reason: row.archive_reason,
            photo_public: row.photo_public,
            has_photo: row.has_photo,
            club_id: row.club_id,
            club_name: row.club_name,
            member_since: row.member_since,
            birth_number: row.birth_number,
            birth_date,
            municipality: row.municipality,
            municipality_part: row.municipality_part,
            street: row.street,
            house_number: row.house_number,
            orientation_number: row.orientation_number,
            postcode: row.postcode,
            country,
            email: row.email,
            phone: row.phone,
            access: record.access.record,
            can_end_membership: record.actions.end_membership,
            can_archive: record.actions.archive,
            can_restore: record.actions.restore,
            can_join_club: record.actions.join_club,
            can_change_photo: record.actions.change_photo,
            personal_info_access: record.access.personal_info,
        }
    }
}

#[derive(InputObject, Debug, Clone)]
pub struct CreateMemberInput {
    /// The club the member joins (Admin may leave it empty).
    pub club_id: Option<i64>,
    #[graphql(flatten)]
    pub item: MemberInput,
}

/// One membership of the member's club history.
#[derive(SimpleObject, Debug, Clone)]
pub struct Membership {
    pub id: i64,
    pub club_id: i64,
    pub club_name: String,
    pub club_code: String,
    pub valid_from: NaiveDate,
    /// None while the membership lasts.
    pub valid_to: Option<NaiveDate>,
}

#[derive(Default)]
pub struct MemberRecordQuery;

#[Object]
impl MemberRecordQuery {
    /// One member's record. Opening personal data is written to the audit log.
    async fn member(&self, ctx: &Context<'_>, id: i64) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::member(services, request, id).await?.into())
    }
}

/// One evidence season of the member's overview (tab statistiky).
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberSeason {
    pub evidence_season_id: i64,
    pub name: String,
    pub valid_from: NaiveDate,
    pub valid_to: NaiveDate,
    /// Clubs the member belonged to during the season.
    pub club_names: Vec<String>,
    /// When the season's fee was paid; None when it was not.
    pub fee_paid_on: Option<NaiveDate>,
    /// The fee in haléře.
    pub fee_amount: Option<i32>,
    pub fee_club_name: Option<String>,
    /// Departments where the member raced (held an Athlete role) during the season.
    pub athlete_departments: Vec<String>,
}

#[derive(Default)]
pub struct MemberHistoryQuery;

#[Object]
impl MemberHistoryQuery {
    /// The member's evidence seasons (clubs, fee, racing departments), newest first; for those
    /// who may read the record.
    async fn member_seasons(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<Vec<MemberSeason>> {
        let (services, request) = asked(ctx)?;
        Ok(app::member_seasons(services, request, member_id)
            .await?
            .into_iter()
            .map(|row| MemberSeason {
                evidence_season_id: row.evidence_season_id,
                name: row.season_name,
                valid_from: row.valid_from,
                valid_to: row.valid_to,
                club_names: row.club_names,
                fee_paid_on: row.paid_on,
                fee_amount: row.amount.and_then(Czk::to_i32),
                fee_club_name: row.paid_club_name,
                athlete_departments: row.athlete_departments,
            })
            .collect())
    }

    /// The member's memberships in clubs, current first; for those who may read the record.
    async fn member_club_history(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<Vec<Membership>> {
        let (services, request) = asked(ctx)?;
        Ok(app::member_club_history(services, request, member_id)
            .await?
            .into_iter()
            .map(|row| Membership {
                id: row.membership_id,
                club_id: row.club_id,
                club_name: row.club_name,
                club_code: row.club_code,
                valid_from: row.valid_from,
                valid_to: row.valid_to,
            })
            .collect())
    }
}

/// Ending a membership: the member and the last day in the club.
#[derive(InputObject, Debug, Clone)]
pub struct EndMembershipInput {
    pub member_id: i64,
    pub valid_to: NaiveDate,
}

/// Archiving a member: why (e.g. a duplicate record, death, leaving the federation).
#[derive(InputObject, Debug, Clone)]
pub struct ArchiveMemberInput {
    pub member_id: i64,
    pub reason: String,
}

/// Enrolling a member without a club in a club from a day.
#[derive(InputObject, Debug, Clone)]
pub struct JoinClubInput {
    pub member_id: i64,
    pub club_id: i64,
    pub valid_from: NaiveDate,
}

/// A member's own contact details (profile settings).
#[derive(InputObject, Debug, Clone)]
pub struct OwnContactsInput {
    pub email: Option<String>,
    pub phone: Option<String>,
}

#[derive(Default)]
pub struct MemberRecordMutation;

#[Object]
impl MemberRecordMutation {
    /// Creates a member with a new registration number, in a club from today.
    async fn create_member(
        &self,
        ctx: &Context<'_>,
        input: CreateMemberInput,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::create_member(services, request, input.club_id, input.item)
                .await?
                .into(),
        )
    }

    /// A Person changes its own e-mail and phone (`/evidence/clen/nastaveni-profilu`).
    async fn update_own_contacts(
        &self,
        ctx: &Context<'_>,
        input: OwnContactsInput,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_own_contacts(
            services,
            request,
            input.email.as_deref(),
            input.phone.as_deref(),
        )
        .await?
        .into())
    }

    /// Ends the member's membership in its club on `validTo` (releases it from the club).
    async fn end_membership(
        &self,
        ctx: &Context<'_>,
        input: EndMembershipInput,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::end_membership(services, request, input.member_id, input.valid_to)
                .await?
                .into(),
        )
    }

    /// Changes a member's record.
    async fn update_member(
        &self,
        ctx: &Context<'_>,
        input: UpdateMemberInput,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::update_member(services, request, input.id, input.item)
            .await?
            .into())
    }

    /// Archives a member: ends its membership and department roles today and hides it from
    /// every list, export and public page. Nothing is deleted.
    async fn archive_member(
        &self,
        ctx: &Context<'_>,
        input: ArchiveMemberInput,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::archive_member(services, request, input.member_id, &input.reason)
                .await?
                .into(),
        )
    }

    /// Restores an archived member (Admin); it has no club until it joins one.
    async fn restore_member(&self, ctx: &Context<'_>, member_id: i64) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::restore_member(services, request, member_id)
            .await?
            .into())
    }

    /// Stores the member's photo (JPEG, PNG or WebP up to 2 MiB), replacing the old one.
    async fn upload_member_photo(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        file: Upload,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        let (_, content) = read_upload(ctx, &file, stopa_domain::member::MAX_PHOTO_BYTES)?;
        Ok(
            app::upload_member_photo(services, request, member_id, &content)
                .await?
                .into(),
        )
    }

    /// Removes the member's photo.
    async fn delete_member_photo(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::delete_member_photo(services, request, member_id)
            .await?
            .into())
    }

    /// Records whether the member allows its photo on public pages.
    async fn set_member_photo_public(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        public: bool,
    ) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(
            app::set_member_photo_public(services, request, member_id, public)
                .await?
                .into(),
        )
    }

    /// Enrols a member without a club in an active club from `validFrom` (not in the future,
    /// after the end of its last membership).
    async fn join_club(&self, ctx: &Context<'_>, input: JoinClubInput) -> ApiResult<MemberRecord> {
        let (services, request) = asked(ctx)?;
        Ok(app::join_club(
            services,
            request,
            input.member_id,
            input.club_id,
            input.valid_from,
        )
        .await?
        .into())
    }
}
