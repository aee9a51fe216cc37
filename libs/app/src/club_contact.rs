//! Contact persons of a club (chairman, secretary): read with the club, changed by those who
//! may edit the club (`policy::club_access`). Their e-mails and phones are personal data,
//! shown only where `policy::club_people_contacts_access` allows; a writer who may not see
//! them keeps the stored ones when it edits the contact.

use stopa_db::club::{self as db, ClubContactRow, ClubContactValues};
use stopa_domain::club::ContactRole;
use stopa_domain::policy::{self, AccessLevel};
use stopa_domain::validation::FormCheck;

use crate::club::{facts, find_club};
use crate::error::{AppError, AppResult};
use crate::write::{AuditedWrite, ReferenceRule, UniqueRule, constraint_error};
use crate::{Actor, App};

/// A contact as forms send it: a member of the club (`memberId`), or a person by name.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "graphql", derive(async_graphql::InputObject))]
pub struct ClubContactInput {
    pub role: ContactRole,
    pub member_id: Option<i64>,
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

/// A contact person as the asker may see it.
#[derive(Debug, Clone)]
pub struct ClubContact {
    pub row: ClubContactRow,
}

const UNIQUE: &[UniqueRule] = &[(
    "club_contact_club_role_key",
    "role",
    "Klub už má kontaktní osobu v této roli.",
)];
const REFERENCES: &[ReferenceRule] = &[("club_contact_member_fkey", "", "memberId")];

/// Checks that the actor may read (`needed` Read) or change (Write) the club; returns whether
/// it may see the contacts' e-mails and phones.
async fn check_club(
    actor: &Actor,
    executor: impl stopa_db::PgExecutor<'_>,
    club_id: i64,
    needed: AccessLevel,
) -> AppResult<bool> {
    let club = find_club(executor, club_id).await?;
    if policy::club_access(&actor.identity, &facts(&club)) < needed {
        return Err(actor.refusal());
    }
    Ok(policy::club_people_contacts_access(&actor.identity, &facts(&club)).can_read())
}

/// The contact as the asker may see it: without e-mail and phone unless `contacts`.
fn shown(mut row: ClubContactRow, contacts: bool) -> ClubContact {
    if !contacts {
        row.email = None;
        row.phone = None;
    }
    ClubContact { row }
}

/// The checked values; a contact linked to a member takes the member's name.
async fn contact_values(
    connection: &mut sqlx::PgConnection,
    club_id: i64,
    input: &ClubContactInput,
) -> AppResult<ClubContactValues> {
    let mut check = FormCheck::new();
    let email = check.optional_email("email", input.email.as_deref());
    let phone = check.optional_phone("phone", input.phone.as_deref());
    let full_name = match input.member_id {
        Some(member_id) => {
            let name = db::find_club_member_name(&mut *connection, club_id, member_id).await?;
            name.unwrap_or_else(|| {
                check.add("memberId", "Vybraná osoba není členem klubu.");
                String::new()
            })
        }
        None => check.text("fullName", &input.full_name, 200),
    };
    check.finish()?;
    Ok(ClubContactValues {
        role: input.role,
        member_id: input.member_id,
        full_name,
        email,
        phone,
    })
}

/// The contact persons of a club.
pub async fn club_contacts(app: &App, actor: &Actor, club_id: i64) -> AppResult<Vec<ClubContact>> {
    let contacts = check_club(actor, &app.pool, club_id, AccessLevel::Read).await?;
    let rows = db::list_club_contacts(&app.pool, club_id).await?;
    Ok(rows.into_iter().map(|row| shown(row, contacts)).collect())
}

/// One contact person.
pub async fn club_contact(app: &App, actor: &Actor, id: i64) -> AppResult<ClubContact> {
    let row = db::find_club_contact(&app.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let contacts = check_club(actor, &app.pool, row.club_id, AccessLevel::Read).await?;
    Ok(shown(row, contacts))
}

/// Adds a contact person to a club.
pub async fn create_club_contact(
    app: &App,
    actor: &Actor,
    club_id: i64,
    input: ClubContactInput,
) -> AppResult<ClubContact> {
    let mut write = AuditedWrite::begin(app, actor, "club_contact").await?;
    let contacts = check_club(actor, write.tx(), club_id, AccessLevel::Write).await?;
    let values = contact_values(write.tx(), club_id, &input).await?;
    let id = db::insert_club_contact(write.tx(), club_id, &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?;
    write
        .audit("create", id, None::<&()>, Some(&values))
        .await?;
    let row = db::find_club_contact(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(shown(row, contacts))
}

/// Changes a contact person. A writer who does not see the e-mail and phone cannot have meant
/// to change them: the stored ones stay.
pub async fn update_club_contact(
    app: &App,
    actor: &Actor,
    id: i64,
    input: ClubContactInput,
) -> AppResult<ClubContact> {
    let mut write = AuditedWrite::begin(app, actor, "club_contact").await?;
    let before = db::find_club_contact(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    let contacts = check_club(actor, write.tx(), before.club_id, AccessLevel::Write).await?;
    let mut values = contact_values(write.tx(), before.club_id, &input).await?;
    if !contacts {
        values.email.clone_from(&before.email);
        values.phone.clone_from(&before.phone);
    }
    db::update_club_contact(write.tx(), id, &values)
        .await
        .map_err(|error| constraint_error(error, UNIQUE, REFERENCES))?
        .ok_or(AppError::NotFound)?;
    write
        .audit("update", id, Some(&before), Some(&values))
        .await?;
    let row = db::find_club_contact(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write.commit().await?;
    Ok(shown(row, contacts))
}

/// Removes a contact person; returns it as it was.
pub async fn delete_club_contact(app: &App, actor: &Actor, id: i64) -> AppResult<ClubContact> {
    let mut write = AuditedWrite::begin(app, actor, "club_contact").await?;
    let before = db::find_club_contact(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    let contacts = check_club(actor, write.tx(), before.club_id, AccessLevel::Write).await?;
    db::delete_club_contact(write.tx(), id)
        .await?
        .ok_or(AppError::NotFound)?;
    write
        .audit("delete", id, Some(&before), None::<&()>)
        .await?;
    write.commit().await?;
    Ok(shown(before, contacts))
}
