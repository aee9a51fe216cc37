//! One member's record: reading it (personal data only for those allowed, and every opening
//! of personal data written to the audit log), creating and editing it. Who may do what:
//! [`policy::member_record_access`] and [`policy::check_member_create`].

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, Upload};
use chrono::{Datelike as _, NaiveDate};
use stopa_db::club as club_db;
use stopa_db::member::{self as db, MemberRecordRow, MemberValues};
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::country::is_country_code;
use stopa_domain::member::Sex;
use stopa_domain::policy::{self, AccessLevel, ClubFacts, MemberFacts, MemberRecordAccess};
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::context::{RequestContext, Services};
use crate::error::{ApiError, ApiResult};
use crate::members::{AccessLevelEnum, SexEnum};
use crate::write::AuditedWrite;

/// The member's answer to the federation, spec §3/§4.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "MemberAnswerStatus")]
pub enum AnswerStatus {
    WithoutAnswer,
    WantsToBeMember,
    DoesNotWantToBeMember,
    #[graphql(name = "WANTS_TO_LEAVE_SLCR")]
    WantsToLeaveSlcr,
}

impl AnswerStatus {
    fn as_str(self) -> &'static str {
        match self {
            Self::WithoutAnswer => "WithoutAnswer",
            Self::WantsToBeMember => "WantsToBeMember",
            Self::DoesNotWantToBeMember => "DoesNotWantToBeMember",
            Self::WantsToLeaveSlcr => "WantsToLeaveSLCR",
        }
    }

    fn parse(text: &str) -> Self {
        match text {
            "WantsToBeMember" => Self::WantsToBeMember,
            "DoesNotWantToBeMember" => Self::DoesNotWantToBeMember,
            "WantsToLeaveSLCR" => Self::WantsToLeaveSlcr,
            _ => Self::WithoutAnswer,
        }
    }
}

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
    pub sex: SexEnum,
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
    pub access: AccessLevelEnum,
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
    pub personal_info_access: AccessLevelEnum,
}

pub fn facts(row: &MemberRecordRow) -> MemberFacts<'_> {
    MemberFacts {
        member_id: row.member_id,
        archived: row.archived,
        club: match (row.club_id, row.club_region_id, &row.club_department_ids) {
            (Some(club_id), Some(region_id), Some(department_ids)) => Some(ClubFacts {
                club_id,
                region_id,
                department_ids,
            }),
            _ => None,
        },
    }
}

/// What the asker may do besides reading and editing.
#[derive(Debug, Clone, Copy)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action of the policy"
)]
struct Actions {
    end_membership: bool,
    archive: bool,
    restore: bool,
    join_club: bool,
    change_photo: bool,
}

fn to_record(row: MemberRecordRow, access: MemberRecordAccess, actions: Actions) -> MemberRecord {
    let personal = access.personal_info.can_read();
    let hide = |value: Option<String>| if personal { value } else { None };
    MemberRecord {
        id: row.member_id,
        registration_number: row.registration_number,
        title_before: row.title_before,
        first_name: row.first_name,
        middle_names: row.middle_names,
        last_name: row.last_name,
        title_after: row.title_after,
        sex: if row.sex == "FEMALE" {
            SexEnum::Female
        } else {
            SexEnum::Male
        },
        birth_year: row.birth_date.year(),
        citizenship: row.citizenship,
        fis_code: row.fis_code,
        answer_status: AnswerStatus::parse(&row.answer_status),
        archived: row.archived,
        archived_at: row.archived_at,
        archive_reason: row.archive_reason,
        photo_public: row.photo_public,
        has_photo: row.has_photo,
        club_id: row.club_id,
        club_name: row.club_name,
        member_since: row.member_since,
        birth_number: hide(row.birth_number),
        birth_date: personal.then_some(row.birth_date),
        municipality: hide(row.municipality),
        municipality_part: hide(row.municipality_part),
        street: hide(row.street),
        house_number: hide(row.house_number),
        orientation_number: hide(row.orientation_number),
        postcode: hide(row.postcode),
        country: personal.then_some(row.country),
        email: hide(row.email),
        phone: hide(row.phone),
        access: access.record.into(),
        can_end_membership: actions.end_membership,
        can_archive: actions.archive,
        can_restore: actions.restore,
        can_join_club: actions.join_club,
        can_change_photo: actions.change_photo,
        personal_info_access: access.personal_info.into(),
    }
}

/// The record as `identity` may see it.
fn record_for(identity: &stopa_domain::identity::Identity, row: MemberRecordRow) -> MemberRecord {
    let access = policy::member_record_access(identity, &facts(&row));
    let actions = Actions {
        end_membership: policy::check_member_terminate(identity, &facts(&row)).is_ok(),
        archive: policy::check_member_archive(identity, &facts(&row)).is_ok(),
        restore: policy::check_member_restore(identity, &facts(&row)).is_ok(),
        join_club: policy::check_member_join_club(identity, &facts(&row)).is_ok(),
        change_photo: policy::check_member_photo_change(identity, &facts(&row)).is_ok(),
    };
    to_record(row, access, actions)
}

/// The member's record as the write's transaction sees it; NOT_FOUND when there is none.
async fn load(write: &mut AuditedWrite, member_id: i64) -> Result<MemberRecordRow, ApiError> {
    db::find_member_record(&mut *write.transaction, member_id)
        .await?
        .ok_or(ApiError::NotFound)
}

/// Commits a write and answers with the member's record as the asker now sees it.
async fn committed(
    mut write: AuditedWrite,
    identity: &stopa_domain::identity::Identity,
    member_id: i64,
) -> ApiResult<MemberRecord> {
    let row = load(&mut write, member_id).await?;
    write.commit().await?;
    Ok(record_for(identity, row))
}

/// Today's date, for other modules.
pub(crate) fn today_date() -> NaiveDate {
    today()
}

/// A member's record as forms send it.
#[derive(InputObject, Debug, Clone)]
pub struct MemberInput {
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: SexEnum,
    pub birth_date: NaiveDate,
    /// Required for Czech citizens; foreigners may have none.
    pub birth_number: Option<String>,
    pub citizenship: String,
    pub municipality: Option<String>,
    pub municipality_part: Option<String>,
    pub street: Option<String>,
    pub house_number: Option<String>,
    pub orientation_number: Option<String>,
    pub postcode: Option<String>,
    #[graphql(default_with = "\"CZ\".to_owned()")]
    pub country: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub fis_code: Option<String>,
    #[graphql(default_with = "AnswerStatus::WithoutAnswer")]
    pub answer_status: AnswerStatus,
}

#[derive(InputObject, Debug, Clone)]
pub struct CreateMemberInput {
    /// The club the member joins (Admin may leave it empty).
    pub club_id: Option<i64>,
    #[graphql(flatten)]
    pub item: MemberInput,
}

#[derive(InputObject, Debug, Clone)]
pub struct UpdateMemberInput {
    pub id: i64,
    #[graphql(flatten)]
    pub item: MemberInput,
}

impl MemberInput {
    /// The checked values. The birth number's date and sex must agree with the entered ones.
    fn values(&self, today: NaiveDate) -> Result<MemberValues, ApiError> {
        let mut check = FormCheck::new();
        let sex = if self.sex == SexEnum::Female {
            Sex::Female
        } else {
            Sex::Male
        };
        let citizenship = self.citizenship.trim().to_uppercase();
        if !is_country_code(&citizenship) {
            check.add("citizenship", "Vyberte státní občanství.");
        }
        let country = self.country.trim().to_uppercase();
        if !is_country_code(&country) {
            check.add("country", "Vyberte stát.");
        }
        if self.birth_date > today || self.birth_date.year() < 1900 {
            check.add("birthDate", "Datum narození není možné.");
        }
        let birth_number = match self.birth_number.as_deref().map(str::trim) {
            Some(text) if !text.is_empty() => match BirthNumber::parse_on(text, today) {
                Ok(parsed) => {
                    if parsed.birth_date() != self.birth_date {
                        check.add("birthDate", "Datum narození neodpovídá rodnému číslu.");
                    }
                    if parsed.sex() != sex {
                        check.add("sex", "Pohlaví neodpovídá rodnému číslu.");
                    }
                    Some(parsed.digits().to_owned())
                }
                Err(error) => {
                    check.add("birthNumber", error.to_string());
                    None
                }
            },
            _ => {
                if citizenship == "CZ" {
                    check.add("birthNumber", REQUIRED);
                }
                None
            }
        };
        let fis_code = check.optional_text("fisCode", self.fis_code.as_deref(), 10);
        if fis_code
            .as_deref()
            .is_some_and(|code| !code.chars().all(|c| c.is_ascii_digit()))
        {
            check.add("fisCode", "FIS kód tvoří jen číslice.");
        }
        let postcode = match self.postcode.as_deref().map(str::trim) {
            Some(text) if !text.is_empty() => {
                if country == "CZ" {
                    Some(check.postcode("postcode", text))
                } else {
                    check.optional_text("postcode", Some(text), 12)
                }
            }
            _ => None,
        };
        let values = MemberValues {
            title_before: check.optional_text("titleBefore", self.title_before.as_deref(), 40),
            first_name: check.text("firstName", &self.first_name, 100),
            middle_names: check.optional_text("middleNames", self.middle_names.as_deref(), 100),
            last_name: check.text("lastName", &self.last_name, 100),
            title_after: check.optional_text("titleAfter", self.title_after.as_deref(), 40),
            sex: sex.as_str().to_owned(),
            birth_date: self.birth_date,
            birth_number,
            citizenship,
            municipality: check.optional_text("municipality", self.municipality.as_deref(), 100),
            municipality_part: check.optional_text(
                "municipalityPart",
                self.municipality_part.as_deref(),
                100,
            ),
            street: check.optional_text("street", self.street.as_deref(), 150),
            house_number: check.optional_text("houseNumber", self.house_number.as_deref(), 10),
            orientation_number: check.optional_text(
                "orientationNumber",
                self.orientation_number.as_deref(),
                10,
            ),
            postcode,
            country,
            email: check.optional_email("email", self.email.as_deref()),
            phone: check.optional_phone("phone", self.phone.as_deref()),
            fis_code,
            answer_status: self.answer_status.as_str().to_owned(),
        };
        check.finish().map_err(ApiError::from)?;
        Ok(values)
    }
}

fn request_context<'a>(ctx: &Context<'a>) -> Result<&'a RequestContext, ApiError> {
    ctx.data::<RequestContext>()
        .map_err(|error| ApiError::Internal(error.message))
}

/// Today's date where the server runs (set TZ=Europe/Prague in production).
fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

/// A taken birth number or FIS code as CONFLICT; the existing member is named to those who
/// may see it.
async fn conflict(ctx: &Context<'_>, error: sqlx::Error, birth_number: Option<&str>) -> ApiError {
    match stopa_db::unique_violation(&error) {
        Some("member_birth_number_key") => {
            let request = request_context(ctx);
            let services = ctx.data::<Services>();
            let mut message = "Člen s tímto rodným číslem už je v evidenci.".to_owned();
            if let (Ok(request), Ok(services), Some(number)) = (request, services, birth_number)
                && let Ok(Some((member_id, registration_number, name))) =
                    db::find_member_by_birth_number(&services.pool, number).await
                && let Ok(Some(row)) = db::find_member_record(&services.pool, member_id).await
                && policy::member_record_access(&request.identity, &facts(&row))
                    .record
                    .can_read()
            {
                message = format!(
                    "Člen s tímto rodným číslem už je v evidenci: {name}, reg. č. {registration_number}."
                );
            }
            ApiError::Conflict {
                field: "birthNumber".to_owned(),
                message,
            }
        }
        Some("member_fis_code_key") => ApiError::Conflict {
            field: "fisCode".to_owned(),
            message: "FIS kód už má jiný člen.".to_owned(),
        },
        _ => ApiError::from(error),
    }
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
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        if request.session.is_none() {
            return Err(ApiError::Unauthenticated.into());
        }
        let row = db::find_member_record(&services.pool, id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        let access = policy::member_record_access(&request.identity, &facts(&row));
        if access.record == AccessLevel::Hidden {
            return Err(ApiError::Forbidden.into());
        }
        if access.personal_info.can_read() {
            let entry = stopa_db::audit::AuditEntry {
                account_id: request.session.as_ref().map(|session| session.account_id),
                identity_id: Some(request.identity.identity_id),
                action: "view_personal_data",
                entity: "member",
                entity_id: Some(id),
                detail: serde_json::json!({}),
            };
            stopa_db::audit::insert_audit(&services.pool, &entry)
                .await
                .map_err(ApiError::from)?;
        }
        Ok(record_for(&request.identity, row))
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
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        if request.session.is_none() {
            return Err(ApiError::Unauthenticated.into());
        }
        let row = db::find_member_record(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if !policy::member_record_access(&request.identity, &facts(&row))
            .record
            .can_read()
        {
            return Err(ApiError::Forbidden.into());
        }
        Ok(db::member_seasons(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?
            .into_iter()
            .map(|row| MemberSeason {
                evidence_season_id: row.evidence_season_id,
                name: row.season_name,
                valid_from: row.valid_from,
                valid_to: row.valid_to,
                club_names: row.club_names,
                fee_paid_on: row.paid_on,
                fee_amount: row.amount,
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
        let services = ctx.data::<Services>()?;
        let request = request_context(ctx)?;
        if request.session.is_none() {
            return Err(ApiError::Unauthenticated.into());
        }
        let row = db::find_member_record(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::NotFound)?;
        if !policy::member_record_access(&request.identity, &facts(&row))
            .record
            .can_read()
        {
            return Err(ApiError::Forbidden.into());
        }
        let rows = db::list_memberships(&services.pool, member_id)
            .await
            .map_err(ApiError::from)?;
        Ok(rows
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
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let club = match input.club_id {
            Some(club_id) => Some(
                club_db::find_club(&mut *write.transaction, club_id)
                    .await
                    .map_err(ApiError::from)?
                    .ok_or_else(|| ApiError::field("clubId", "Vybraný záznam neexistuje."))?,
            ),
            None => None,
        };
        let club_facts = club.as_ref().map(|club| ClubFacts {
            club_id: club.club_id,
            region_id: club.region_id,
            department_ids: &club.department_ids,
        });
        policy::check_member_create(&request.identity, club_facts.as_ref())
            .map_err(ApiError::from)?;
        let today = today();
        let values = input.item.values(today)?;
        let member_id =
            match db::insert_member_record(&mut write.transaction, &values, input.club_id, today)
                .await
            {
                Ok(id) => id,
                Err(error) => {
                    drop(write);
                    return Err(conflict(ctx, error, values.birth_number.as_deref())
                        .await
                        .into());
                }
            };
        write
            .audit("create", member_id, None::<&()>, Some(&values))
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// A Person changes its own e-mail and phone (`/evidence/clen/nastaveni-profilu`).
    async fn update_own_contacts(
        &self,
        ctx: &Context<'_>,
        input: OwnContactsInput,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let stopa_domain::identity::Scope::Member(member_id) = request.identity.scope else {
            return Err(if request.session.is_none() {
                ApiError::Unauthenticated
            } else {
                ApiError::Forbidden
            }
            .into());
        };
        let mut check = FormCheck::new();
        let email = check.optional_email("email", input.email.as_deref());
        let phone = check.optional_phone("phone", input.phone.as_deref());
        check.finish().map_err(ApiError::from)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        db::update_member_contacts(
            &mut *write.transaction,
            member_id,
            email.as_deref(),
            phone.as_deref(),
        )
        .await
        .map_err(ApiError::from)?
        .ok_or(ApiError::NotFound)?;
        write
            .audit(
                "update_own_contacts",
                member_id,
                None::<&()>,
                Some(&serde_json::json!({ "email": email, "phone": phone })),
            )
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// Ends the member's membership in its club on `validTo` (releases it from the club).
    async fn end_membership(
        &self,
        ctx: &Context<'_>,
        input: EndMembershipInput,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "membership").await?;
        let before = load(&mut write, input.member_id).await?;
        policy::check_member_terminate(&request.identity, &facts(&before))
            .map_err(ApiError::from)?;
        if input.valid_to > today() {
            return Err(ApiError::field(
                "validTo",
                "Členství lze ukončit nejpozději dnešním dnem.",
            )
            .into());
        }
        if before
            .member_since
            .is_some_and(|since| input.valid_to < since)
        {
            return Err(
                ApiError::field("validTo", stopa_domain::validation::END_BEFORE_START).into(),
            );
        }
        let club_id = db::end_membership(&mut *write.transaction, input.member_id, input.valid_to)
            .await
            .map_err(ApiError::from)?
            .ok_or(ApiError::Coded {
                code: "NO_MEMBERSHIP",
                message: "Člen není členem žádného klubu.".to_owned(),
            })?;
        write
            .audit(
                "end",
                input.member_id,
                Some(&serde_json::json!({ "clubId": club_id })),
                Some(&serde_json::json!({ "validTo": input.valid_to })),
            )
            .await?;
        committed(write, &request.identity, input.member_id).await
    }

    /// Changes a member's record.
    async fn update_member(
        &self,
        ctx: &Context<'_>,
        input: UpdateMemberInput,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, input.id).await?;
        if policy::member_record_access(&request.identity, &facts(&before)).record
            != AccessLevel::Write
        {
            return Err(ApiError::Forbidden.into());
        }
        let values = input.item.values(today())?;
        if let Err(error) =
            db::update_member_record(&mut *write.transaction, input.id, &values).await
        {
            drop(write);
            return Err(conflict(ctx, error, values.birth_number.as_deref())
                .await
                .into());
        }
        write
            .audit("update", input.id, Some(&before), Some(&values))
            .await?;
        committed(write, &request.identity, input.id).await
    }

    /// Archives a member: ends its membership and department roles today and hides it from
    /// every list, export and public page. Nothing is deleted.
    async fn archive_member(
        &self,
        ctx: &Context<'_>,
        input: ArchiveMemberInput,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut check = FormCheck::new();
        let reason = check.text("reason", &input.reason, 500);
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, input.member_id).await?;
        if before.archived {
            return Err(ApiError::Coded {
                code: "ALREADY_ARCHIVED",
                message: "Člen už je archivovaný.".to_owned(),
            }
            .into());
        }
        policy::check_member_archive(&request.identity, &facts(&before)).map_err(ApiError::from)?;
        check.finish().map_err(ApiError::from)?;
        let club_id = db::archive_member(&mut write.transaction, input.member_id, today(), &reason)
            .await
            .map_err(ApiError::from)?;
        write
            .audit(
                "archive",
                input.member_id,
                Some(&serde_json::json!({ "clubId": club_id })),
                Some(&serde_json::json!({ "reason": reason })),
            )
            .await?;
        committed(write, &request.identity, input.member_id).await
    }

    /// Restores an archived member (Admin); it has no club until it joins one.
    async fn restore_member(&self, ctx: &Context<'_>, member_id: i64) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, member_id).await?;
        policy::check_member_restore(&request.identity, &facts(&before)).map_err(ApiError::from)?;
        db::restore_member(&mut *write.transaction, member_id)
            .await
            .map_err(ApiError::from)?;
        write
            .audit(
                "restore",
                member_id,
                Some(&serde_json::json!({ "reason": before.archive_reason })),
                None::<&()>,
            )
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// Stores the member's photo (JPEG, PNG or WebP up to 2 MiB), replacing the old one.
    async fn upload_member_photo(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        file: Upload,
    ) -> ApiResult<MemberRecord> {
        use std::io::Read as _;
        let request = request_context(ctx)?;
        let upload = file.value(ctx)?;
        let mut content = Vec::new();
        let limit = stopa_domain::member::MAX_PHOTO_BYTES as u64 + 1;
        upload
            .into_read()
            .take(limit)
            .read_to_end(&mut content)
            .map_err(|error| ApiError::Internal(error.to_string()))?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, member_id).await?;
        policy::check_member_photo_change(&request.identity, &facts(&before))
            .map_err(ApiError::from)?;
        if content.len() > stopa_domain::member::MAX_PHOTO_BYTES {
            return Err(ApiError::field("file", "Fotografie může mít nejvýše 2 MB.").into());
        }
        let Some(content_type) = stopa_domain::member::photo_content_type(&content) else {
            return Err(ApiError::field(
                "file",
                "Fotografie musí být ve formátu JPEG, PNG nebo WebP.",
            )
            .into());
        };
        db::upsert_member_photo(&mut *write.transaction, member_id, content_type, &content)
            .await
            .map_err(ApiError::from)?;
        write
            .audit(
                "upload_photo",
                member_id,
                Some(&serde_json::json!({ "hadPhoto": before.has_photo })),
                Some(&serde_json::json!({ "contentType": content_type, "bytes": content.len() })),
            )
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// Removes the member's photo.
    async fn delete_member_photo(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, member_id).await?;
        policy::check_member_photo_change(&request.identity, &facts(&before))
            .map_err(ApiError::from)?;
        if !db::delete_member_photo(&mut *write.transaction, member_id)
            .await
            .map_err(ApiError::from)?
        {
            return Err(ApiError::NotFound.into());
        }
        write
            .audit("delete_photo", member_id, None::<&()>, None::<&()>)
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// Records whether the member allows its photo on public pages.
    async fn set_member_photo_public(
        &self,
        ctx: &Context<'_>,
        member_id: i64,
        public: bool,
    ) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "member").await?;
        let before = load(&mut write, member_id).await?;
        policy::check_member_photo_change(&request.identity, &facts(&before))
            .map_err(ApiError::from)?;
        db::set_photo_public(&mut *write.transaction, member_id, public)
            .await
            .map_err(ApiError::from)?;
        write
            .audit(
                "photo_consent",
                member_id,
                Some(&serde_json::json!({ "photoPublic": before.photo_public })),
                Some(&serde_json::json!({ "photoPublic": public })),
            )
            .await?;
        committed(write, &request.identity, member_id).await
    }

    /// Enrols a member without a club in an active club from `validFrom` (not in the future,
    /// after the end of its last membership).
    async fn join_club(&self, ctx: &Context<'_>, input: JoinClubInput) -> ApiResult<MemberRecord> {
        let request = request_context(ctx)?;
        let mut write = AuditedWrite::begin(ctx, "membership").await?;
        let before = load(&mut write, input.member_id).await?;
        if before.club_id.is_some()
            && request.identity.identity_type == stopa_domain::identity::IdentityType::Admin
        {
            return Err(ApiError::Coded {
                code: "ALREADY_MEMBER",
                message: "Člen už je členem klubu; do jiného klubu přechází přestupem.".to_owned(),
            }
            .into());
        }
        policy::check_member_join_club(&request.identity, &facts(&before))
            .map_err(ApiError::from)?;
        let club = club_db::find_club(&mut *write.transaction, input.club_id)
            .await
            .map_err(ApiError::from)?
            .ok_or_else(|| ApiError::field("clubId", "Vybraný záznam neexistuje."))?;
        if club.state != "ACTIVE" {
            return Err(ApiError::field("clubId", "Klub ukončil činnost.").into());
        }
        if input.valid_from > today() {
            return Err(ApiError::field("validFrom", "Datum nesmí být v budoucnosti.").into());
        }
        if let Some(ended) = db::last_membership_end(&mut *write.transaction, input.member_id)
            .await
            .map_err(ApiError::from)?
            && input.valid_from <= ended
        {
            return Err(ApiError::field(
                "validFrom",
                format!(
                    "Nové členství musí začít po konci předchozího ({}. {}. {}).",
                    ended.day(),
                    ended.month(),
                    ended.year()
                ),
            )
            .into());
        }
        let membership_id = match db::insert_membership(
            &mut *write.transaction,
            input.member_id,
            input.club_id,
            input.valid_from,
        )
        .await
        {
            Ok(id) => id,
            Err(error)
                if stopa_db::unique_violation(&error)
                    == Some("membership_one_open_per_member_key") =>
            {
                return Err(ApiError::Coded {
                    code: "ALREADY_MEMBER",
                    message: "Člen už je členem klubu; do jiného klubu přechází přestupem."
                        .to_owned(),
                }
                .into());
            }
            Err(error) => return Err(ApiError::from(error).into()),
        };
        write
            .audit(
                "join",
                membership_id,
                None::<&()>,
                Some(&serde_json::json!({
                    "memberId": input.member_id,
                    "clubId": input.club_id,
                    "validFrom": input.valid_from,
                })),
            )
            .await?;
        committed(write, &request.identity, input.member_id).await
    }
}
