//! The member's answer to the federation (stays, does not want to be a member, leaves SLČR),
//! set by its club's managers for many members at once or by the member itself on its profile;
//! the season rollover acts on it (`crate::season`). Who may: `policy::check_member_answer`.

use stopa_db::member as db;
use stopa_domain::member::AnswerStatus;
use stopa_domain::policy;

use crate::error::{AppError, AppResult, ErrorCode};
use crate::member_file::facts;
use crate::write::AuditedWrite;
use crate::{Actor, App};

/// The most members one request sets.
pub const MAX_MEMBERS: usize = 1_000;

/// Sets `answer` for every member of `member_ids`, all or none: a member the actor may not
/// answer for refuses the whole request. Returns the members changed (those that had another
/// answer), each change in the audit log.
pub async fn set_member_answers(
    app: &App,
    actor: &Actor,
    member_ids: &[i64],
    answer: AnswerStatus,
) -> AppResult<Vec<i64>> {
    actor.signed_in()?;
    if member_ids.is_empty() {
        return Err(AppError::field(
            "memberIds",
            "Vyberte alespoň jednoho člena.",
        ));
    }
    if member_ids.len() > MAX_MEMBERS {
        return Err(AppError::field(
            "memberIds",
            format!("Najednou lze nastavit odpověď nejvýše {MAX_MEMBERS} členům."),
        ));
    }
    let mut ids = member_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let mut write = AuditedWrite::begin(app, actor, "member").await?;
    let mut changed = Vec::new();
    for member_id in ids {
        let row = db::find_member_record(write.tx(), member_id)
            .await?
            .ok_or(AppError::NotFound)?;
        policy::check_member_answer(&actor.identity, &facts(&row))?;
        if row.club_id.is_none() {
            // The rollover acts on the answers of members in a club only.
            return Err(AppError::coded(
                ErrorCode::NoMembership,
                format!(
                    "{} {} není členem žádného klubu.",
                    row.first_name, row.last_name
                ),
            ));
        }
        let before = db::set_answer_status(write.tx(), member_id, answer)
            .await?
            .ok_or(AppError::NotFound)?;
        if before != answer {
            write
                .audit(
                    "update",
                    member_id,
                    Some(&serde_json::json!({ "answerStatus": before })),
                    Some(&serde_json::json!({ "answerStatus": answer })),
                )
                .await?;
            changed.push(member_id);
        }
    }
    write.commit().await?;
    Ok(changed)
}
