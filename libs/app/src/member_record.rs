//! One member's record: reading it (personal data only for those allowed, and every opening of
//! personal data written to the audit log), creating and editing it, ending its membership,
//! archiving and restoring, its photo, enrolling it in a club, and its own contact details.
//! Who may do what: `policy::member_record_access` and the `policy::check_member_*` rules.

use chrono::{Datelike as _, NaiveDate};
use stopa_db::DbError;
use stopa_db::member::{self as db, MemberRecordRow, MemberSeasonRow, MemberValues, MembershipRow};
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::country::is_country_code;
use stopa_domain::identity::Identity;
use stopa_domain::member::{AnswerStatus, Sex};
use stopa_domain::policy::{self, AccessLevel, MemberRecordAccess};
use stopa_domain::validation::{FormCheck, REQUIRED};

use crate::error::{AppError, AppResult};
use crate::member_file::facts;
use crate::write::{AuditedWrite, audit_access};
use crate::{Actor, App};
use stopa_domain::error_code::ErrorCode;

/// What the asker may do with the record besides reading and editing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per action of the policy"
)]
pub struct MemberActions {
    pub end_membership: bool,
    pub archive: bool,
    pub restore: bool,
    pub join_club: bool,
    pub change_photo: bool,
}

/// A member's record as the asker may see it: the row with the personal fields emptied when
/// they are hidden, and what the asker may do.
#[derive(Debug, Clone)]
pub struct MemberRecord {
    pub row: MemberRecordRow,
    pub sex: Sex,
    pub answer_status: AnswerStatus,
    pub access: MemberRecordAccess,
    pub actions: MemberActions,
}

impl MemberRecord {
    /// The birth date, when the asker may see it.
    pub fn birth_date(&self) -> Option<NaiveDate> {
        self.access
            .personal_info
            .can_read()
            .then_some(self.row.birth_date)
    }

    /// The country of the address, when the asker may see it.
    pub fn country(&self) -> Option<&str> {
        self.access
            .personal_info
            .can_read()
            .then_some(self.row.country.as_str())
    }
}

/// The record as `identity` may see it.
fn record_for(identity: &Identity, mut row: MemberRecordRow) -> MemberRecord {
    let member = facts(&row);
    let access = policy::member_record_access(identity, &member);
    let actions = MemberActions {
        end_membership: policy::check_member_terminate(identity, &member).is_ok(),
        archive: policy::check_member_archive(identity, &member).is_ok(),
        restore: policy::check_member_restore(identity, &member).is_ok(),
        join_club: policy::check_member_join_club(identity, &member).is_ok(),
        change_photo: policy::check_member_photo_change(identity, &member).is_ok(),
    };
    if !access.personal_info.can_read() {
        for field in [
            &mut row.birth_number,
            &mut row.municipality,
            &mut row.municipality_part,
            &mut row.street,
            &mut row.house_number,
            &mut row.orientation_number,
            &mut row.postcode,
            &mut row.email,
            &mut row.phone,
        ] {
            *field = None;
        }
    }
    MemberRecord {
        sex: row.sex,
        answer_status: row.answer_status,
        row,
        access,
        actions,
    }
}

/// The member's record as the write's transaction sees it; NOT_FOUND when there is none.
async fn load(write: &mut AuditedWrite, member_id: i64) -> AppResult<MemberRecordRow> {
    db::find_member_record(write.tx(), member_id)
        .await?
        .ok_or(AppError::NotFound)
}

/// Commits a write and answers with the member's record as the asker now sees it.
async fn committed(
    mut write: AuditedWrite,
    actor: &Actor,
    member_id: i64,
) -> AppResult<MemberRecord> {
    let row = load(&mut write, member_id).await?;
    write.commit().await?;
    Ok(record_for(&actor.identity, row))
}

/// Loads the record and refuses unless the actor may read it.
pub(crate) async fn readable(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<MemberRecordRow> {
    actor.signed_in()?;
    let row = db::find_member_record(&app.pool, member_id)
        .await?
        .ok_or(AppError::NotFound)?;
    if policy::member_record_access(&actor.identity, &facts(&row))
        .record
        .can_read()
    {
        Ok(row)
    } else {
        Err(AppError::Forbidden)
    }
}

/// One member's record. Opening personal data is written to the audit log.
pub async fn member(app: &App, actor: &Actor, member_id: i64) -> AppResult<MemberRecord> {
    let row = readable(app, actor, member_id).await?;
    let record = record_for(&actor.identity, row);
    if record.access.personal_info.can_read() {
        audit_access(
            app,
            actor,
            "view_personal_data",
            "member",
            Some(member_id),
            serde_json::json!({}),
        )
        .await?;
    }
    Ok(record)
}

/// The member's evidence seasons (clubs, fee, racing departments), newest first; for those
/// who may read the record.
pub async fn member_seasons(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MemberSeasonRow>> {
    readable(app, actor, member_id).await?;
    Ok(db::member_seasons(&app.pool, member_id).await?)
}

/// The member's memberships in clubs, current first; for those who may read the record.
pub async fn member_club_history(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<Vec<MembershipRow>> {
    readable(app, actor, member_id).await?;
    Ok(db::list_memberships(&app.pool, member_id).await?)
}

/// A member's record as forms send it.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct MemberInput {
    pub title_before: Option<String>,
    pub first_name: String,
    pub middle_names: Option<String>,
    pub last_name: String,
    pub title_after: Option<String>,
    pub sex: Sex,
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
    #[cfg_attr(feature = "graphql", graphql(default_with = "\"CZ\".to_owned()"))]
    pub country: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub fis_code: Option<String>,
    #[cfg_attr(
        feature = "graphql",
        graphql(default_with = "AnswerStatus::WithoutAnswer")
    )]
    pub answer_status: AnswerStatus,
}

impl MemberInput {
    /// The checked values. The birth number's date and sex must agree with the entered ones.
    pub fn values(&self, today: NaiveDate) -> AppResult<MemberValues> {
        let mut check = FormCheck::new();
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
                    if parsed.sex() != self.sex {
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
            title_before: check.optional_line("titleBefore", self.title_before.as_deref(), 40),
            first_name: check.line("firstName", &self.first_name, 100),
            middle_names: check.optional_line("middleNames", self.middle_names.as_deref(), 100),
            last_name: check.line("lastName", &self.last_name, 100),
            title_after: check.optional_line("titleAfter", self.title_after.as_deref(), 40),
            sex: self.sex,
            birth_date: self.birth_date,
            birth_number,
            citizenship,
            municipality: check.optional_line("municipality", self.municipality.as_deref(), 100),
            municipality_part: check.optional_line(
                "municipalityPart",
                self.municipality_part.as_deref(),
                100,
            ),
            street: check.optional_line("street", self.street.as_deref(), 150),
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
            answer_status: self.answer_status,
        };
        check.finish()?;
        Ok(values)
    }
}

/// A taken birth number or FIS code as CONFLICT; the existing member is named to those who
/// may see it.
async fn conflict(
    app: &App,
    actor: &Actor,
    error: DbError,
    birth_number: Option<&str>,
) -> AppError {
    match error.unique_constraint() {
        Some("member_birth_number_key") => {
            let mut message = "Člen s tímto rodným číslem už je v evidenci.".to_owned();
            if let Some(number) = birth_number
                && let Ok(Some((member_id, registration_number, name))) =
                    db::find_member_by_birth_number(&app.pool, number).await
                && let Ok(Some(row)) = db::find_member_record(&app.pool, member_id).await
                && policy::member_record_access(&actor.identity, &facts(&row))
                    .record
                    .can_read()
            {
                message = format!(
                    "Člen s tímto rodným číslem už je v evidenci: {name}, reg. č. {registration_number}."
                );
            }
            AppError::Conflict {
                field: "birthNumber".to_owned(),
                message,
            }
        }
        Some("member_fis_code_key") => AppError::Conflict {
            field: "fisCode".to_owned(),
            message: "FIS kód už má jiný člen.".to_owned(),
        },
        _ => AppError::from(error),
    }
}

/// Links a saved record's address to its RÚIAN point, or to the unresolved-addresses worklist
/// (the record keeps the address as typed either way; an address abroad links to nothing).
async fn relink_address(write: &mut AuditedWrite, member_id: i64) -> AppResult<()> {
    stopa_db::ruian::set_member_address_links(write.tx(), &[member_id], &[None], &[None]).await?;
    crate::address::link_member_addresses(write.tx(), Some(&[member_id])).await?;
    Ok(())
}

/// Creates a member with a new registration number, in a club (None: without a club, Admin
/// only) from today.
pub async fn create_member(
    app: &App,
    actor: &Actor,
    club_id: Option<i64>,
    input: MemberInput,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let club = match club_id {
        Some(club_id) => Some(
            stopa_db::club::find_club(write.tx(), club_id)
                .await?
                .ok_or_else(|| AppError::field("clubId", "Vybraný záznam neexistuje."))?,
        ),
        None => None,
    };
    policy::check_member_create(
        &actor.identity,
        club.as_ref().map(crate::club::facts).as_ref(),
    )?;
    let today = crate::today();
    let values = input.values(today)?;
    let member_id = match db::insert_member_record(write.tx(), &values, club_id, today).await {
        Ok(id) => id,
        Err(error) => {
            drop(write);
            return Err(conflict(app, actor, error, values.birth_number.as_deref()).await);
        }
    };
    relink_address(&mut write, member_id).await?;
    write
        .audit("create", member_id, None::<&()>, Some(&values))
        .await?;
    committed(write, actor, member_id).await
}

/// Changes a member's record.
pub async fn update_member(
    app: &App,
    actor: &Actor,
    member_id: i64,
    input: MemberInput,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    if policy::member_record_access(&actor.identity, &facts(&before)).record != AccessLevel::Write {
        return Err(AppError::Forbidden);
    }
    let values = input.values(crate::today())?;
    if let Err(error) = db::update_member_record(write.tx(), member_id, &values).await {
        drop(write);
        return Err(conflict(app, actor, error, values.birth_number.as_deref()).await);
    }
    relink_address(&mut write, member_id).await?;
    write
        .audit("update", member_id, Some(&before), Some(&values))
        .await?;
    committed(write, actor, member_id).await
}

/// A Person changes its own e-mail and phone (`/evidence/clen/nastaveni-profilu`).
pub async fn update_own_contacts(
    app: &App,
    actor: &Actor,
    email: Option<&str>,
    phone: Option<&str>,
) -> AppResult<MemberRecord> {
    let member_id = policy::own_member(&actor.identity)?;
    let mut check = FormCheck::new();
    let email = check.optional_email("email", email);
    let phone = check.optional_phone("phone", phone);
    check.finish()?;
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    db::update_member_contacts(write.tx(), member_id, email.as_deref(), phone.as_deref())
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit(
            "update_own_contacts",
            member_id,
            None::<&()>,
            Some(&serde_json::json!({ "email": email, "phone": phone })),
        )
        .await?;
    committed(write, actor, member_id).await
}

/// Ends the member's membership in its club on `valid_to` (releases it from the club).
pub async fn end_membership(
    app: &App,
    actor: &Actor,
    member_id: i64,
    valid_to: NaiveDate,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "membership").await?;
    // Read under the member's transfer lock, so the club checked is the club left.
    stopa_db::transfer::lock_member_transfers(write.tx(), member_id).await?;
    let before = load(&mut write, member_id).await?;
    end_membership_in(&mut write, actor, &before, valid_to, "").await?;
    committed(write, actor, member_id).await
}

/// Ends a loaded member's membership inside a write: the policy, the day and the audit entry.
/// `who` begins the messages ("Jan Novák: " in a bulk action, empty for one member).
pub(crate) async fn end_membership_in(
    write: &mut AuditedWrite,
    actor: &Actor,
    member: &MemberRecordRow,
    valid_to: NaiveDate,
    who: &str,
) -> AppResult<()> {
    policy::check_member_terminate(&actor.identity, &facts(member))?;
    if valid_to > crate::today() {
        return Err(AppError::field(
            "validTo",
            "Členství lze ukončit nejpozději dnešním dnem.",
        ));
    }
    let no_membership = || {
        AppError::coded(
            ErrorCode::NoMembership,
            if who.is_empty() {
                "Člen není členem žádného klubu.".to_owned()
            } else {
                format!("{who}není členem žádného klubu.")
            },
        )
    };
    let club_id = member.club_id.ok_or_else(no_membership)?;
    if let Some(since) = member.member_since.filter(|since| valid_to < *since) {
        return Err(AppError::field(
            "validTo",
            if who.is_empty() {
                stopa_domain::validation::END_BEFORE_START.to_owned()
            } else {
                format!(
                    "{who}členství začalo {}, dříve je ukončit nelze.",
                    stopa_formats::czech::date(since)
                )
            },
        ));
    }
    db::end_membership(write.tx(), member.member_id, club_id, valid_to)
        .await?
        .ok_or_else(no_membership)?;
    write
        .audit(
            "end",
            member.member_id,
            Some(&serde_json::json!({ "clubId": club_id })),
            Some(&serde_json::json!({ "validTo": valid_to })),
        )
        .await?;
    Ok(())
}

/// Archives a member: ends its membership and department roles today and hides it from every
/// list, export and public page. Nothing is deleted.
pub async fn archive_member(
    app: &App,
    actor: &Actor,
    member_id: i64,
    reason: &str,
) -> AppResult<MemberRecord> {
    let mut check = FormCheck::new();
    let reason = check.text("reason", reason, 500);
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    if before.archived {
        return Err(AppError::coded(
            ErrorCode::AlreadyArchived,
            "Člen už je archivovaný.",
        ));
    }
    policy::check_member_archive(&actor.identity, &facts(&before))?;
    check.finish()?;
    let club_id =
        db::archive_member(&mut write.transaction, member_id, crate::today(), &reason).await?;
    write
        .audit(
            "archive",
            member_id,
            Some(&serde_json::json!({ "clubId": club_id })),
            Some(&serde_json::json!({ "reason": reason })),
        )
        .await?;
    committed(write, actor, member_id).await
}

/// Restores an archived member (Admin); it has no club until it joins one.
pub async fn restore_member(app: &App, actor: &Actor, member_id: i64) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    policy::check_member_restore(&actor.identity, &facts(&before))?;
    db::restore_member(write.tx(), member_id).await?;
    write
        .audit(
            "restore",
            member_id,
            Some(&serde_json::json!({ "reason": before.archive_reason })),
            None::<&()>,
        )
        .await?;
    committed(write, actor, member_id).await
}

/// Stores the member's photo (JPEG, PNG or WebP up to 2 MiB, checked by its bytes),
/// replacing the old one. `content` holds at most one byte more than the limit.
pub async fn upload_member_photo(
    app: &App,
    actor: &Actor,
    member_id: i64,
    content: &[u8],
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    policy::check_member_photo_change(&actor.identity, &facts(&before))?;
    if content.len() > stopa_domain::member::MAX_PHOTO_BYTES {
        return Err(AppError::field("file", "Fotografie může mít nejvýše 2 MB."));
    }
    let Some(content_type) = stopa_domain::member::photo_content_type(content) else {
        return Err(AppError::field(
            "file",
            "Fotografie musí být ve formátu JPEG, PNG nebo WebP.",
        ));
    };
    db::upsert_member_photo(write.tx(), member_id, content_type, content).await?;
    write
        .audit(
            "upload_photo",
            member_id,
            Some(&serde_json::json!({ "hadPhoto": before.has_photo })),
            Some(&serde_json::json!({ "contentType": content_type, "bytes": content.len() })),
        )
        .await?;
    committed(write, actor, member_id).await
}

/// Removes the member's photo.
pub async fn delete_member_photo(
    app: &App,
    actor: &Actor,
    member_id: i64,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    policy::check_member_photo_change(&actor.identity, &facts(&before))?;
    if !db::delete_member_photo(write.tx(), member_id).await? {
        return Err(AppError::NotFound);
    }
    write
        .audit("delete_photo", member_id, None::<&()>, None::<&()>)
        .await?;
    committed(write, actor, member_id).await
}

/// Records whether the member allows its photo on public pages.
pub async fn set_member_photo_public(
    app: &App,
    actor: &Actor,
    member_id: i64,
    public: bool,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let before = load(&mut write, member_id).await?;
    policy::check_member_photo_change(&actor.identity, &facts(&before))?;
    db::set_photo_public(write.tx(), member_id, public).await?;
    write
        .audit(
            "photo_consent",
            member_id,
            Some(&serde_json::json!({ "photoPublic": before.photo_public })),
            Some(&serde_json::json!({ "photoPublic": public })),
        )
        .await?;
    committed(write, actor, member_id).await
}

fn already_member() -> AppError {
    AppError::coded(
        ErrorCode::AlreadyMember,
        "Člen už je členem klubu; do jiného klubu přechází přestupem.",
    )
}

/// Enrols a member without a club in an active club from `valid_from` (not in the future,
/// after the end of its last membership).
pub async fn join_club(
    app: &App,
    actor: &Actor,
    member_id: i64,
    club_id: i64,
    valid_from: NaiveDate,
) -> AppResult<MemberRecord> {
    let mut write = AuditedWrite::begin(app, actor, "membership").await?;
    let before = load(&mut write, member_id).await?;
    let member = facts(&before);
    // Who could enrol the member were it without a club learns why not: it has one.
    if member.club.is_some()
        && policy::check_member_join_club(
            &actor.identity,
            &policy::MemberFacts {
                club: None,
                ..member
            },
        )
        .is_ok()
    {
        return Err(already_member());
    }
    policy::check_member_join_club(&actor.identity, &member)?;
    let club = stopa_db::club::find_club(write.tx(), club_id)
        .await?
        .ok_or_else(|| AppError::field("clubId", "Vybraný záznam neexistuje."))?;
    if club.state != stopa_domain::club::ClubState::Active {
        return Err(AppError::field("clubId", "Klub ukončil činnost."));
    }
    if valid_from > crate::today() {
        return Err(AppError::field(
            "validFrom",
            "Datum nesmí být v budoucnosti.",
        ));
    }
    if let Some(ended) = db::last_membership_end(write.tx(), member_id).await?
        && valid_from <= ended
    {
        return Err(AppError::field(
            "validFrom",
            format!(
                "Nové členství musí začít po konci předchozího ({}. {}. {}).",
                ended.day(),
                ended.month(),
                ended.year()
            ),
        ));
    }
    let membership_id = db::insert_membership(write.tx(), member_id, club_id, valid_from)
        .await
        .map_err(|error| match error.unique_constraint() {
            Some("membership_one_open_per_member_key") => already_member(),
            _ => AppError::from(error),
        })?;
    write
        .audit(
            "join",
            membership_id,
            None::<&()>,
            Some(&serde_json::json!({
                "memberId": member_id,
                "clubId": club_id,
                "validFrom": valid_from,
            })),
        )
        .await?;
    committed(write, actor, member_id).await
}
