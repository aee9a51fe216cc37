//! Member imports (spec §3 member import outcomes, §8 import skip messages): what happens to
//! one row of a club's file, and in which order the rules decide it.
//!
//! The order, first match wins:
//!
//! 1. A row without a first or last name, or with a date that is not a date, cannot be a
//!    member: [`ImportOutcome::SkippedInvalidRow`] (Stopa's own addition to the spec's eight,
//!    so that such a row still says why it was skipped).
//! 2. The person must be identified: a Czech citizen (the default when the file has no
//!    citizenship) by a valid birth number agreeing with the birth date and sex written beside
//!    it; a foreigner by a birth date and citizenship (a birth number is then optional). Else
//!    [`ImportOutcome::SkippedPersonalIdMissing`].
//! 3. A person already in the register (the same birth number; a foreigner without one: the
//!    same name, birth date and citizenship) is archived → [`ImportOutcome::SkippedArchived`];
//!    in this club → [`ImportOutcome::SkippedAlreadyMemberMyClub`]; in another club →
//!    [`ImportOutcome::SkippedAlreadyMemberOtherClub`] (moving is a transfer); in no club →
//!    joins this club, [`ImportOutcome::MemberExistsCreatedMembership`] (the file's other
//!    values do not overwrite the record).
//! 4. A new person's address, when the row has one and it is in the Czech Republic, must name
//!    a house number ([`ImportOutcome::SkippedMissingHouseNumber`]) and resolve to one RÚIAN
//!    address point ([`ImportOutcome::SkippedCanNotFoundAddress`], and the address goes to
//!    the unresolved-addresses worklist). A row without any address imports without one; an
//!    address abroad is kept as written.
//! 5. Else [`ImportOutcome::CreatedNewMember`].
//!
//! An invalid e-mail or phone does not skip a row: the value is left out and the row's detail
//! says so.

use crate::text_enum::text_enum;

text_enum! {
    /// What happened (or, in the preview, would happen) to one row of an import (spec §3),
    /// plus SKIPPED_INVALID_ROW for rows that cannot be a member at all.
    pub enum ImportOutcome as "ImportOutcome" {
        CreatedNewMember => "CREATED_NEW_MEMBER",
        MemberExistsCreatedMembership => "MEMBER_EXISTS_CREATED_MEMBERSHIP",
        SkippedAlreadyMemberMyClub => "SKIPPED_ALREADY_MEMBER_MY_CLUB",
        SkippedAlreadyMemberOtherClub => "SKIPPED_ALREADY_MEMBER_OTHER_CLUB",
        SkippedPersonalIdMissing => "SKIPPED_PERSONAL_ID_MISSING",
        SkippedMissingHouseNumber => "SKIPPED_MISSING_HOUSE_NUMBER",
        SkippedCanNotFoundAddress => "SKIPPED_CAN_NOT_FOUND_ADDRESS",
        SkippedArchived => "SKIPPED_ARCHIVED",
        SkippedInvalidRow => "SKIPPED_INVALID_ROW",
    }
}

impl ImportOutcome {
    /// Whether the row was left out (nothing was written for it).
    pub fn is_skipped(self) -> bool {
        !matches!(
            self,
            Self::CreatedNewMember | Self::MemberExistsCreatedMembership
        )
    }

    /// The Czech message of spec §8; `contact_email` is the federation's address that an
    /// archived member's club must write to.
    pub fn message(self, contact_email: &str) -> String {
        match self {
            Self::CreatedNewMember => "Vytvořen nový člen".to_owned(),
            Self::MemberExistsCreatedMembership => {
                "Člen už v evidenci byl, vytvořeno členství v klubu".to_owned()
            }
            Self::SkippedAlreadyMemberMyClub => "Přeskočen - již je členem mého klubu".to_owned(),
            Self::SkippedAlreadyMemberOtherClub => {
                "Přeskočen - již je členem jiného klubu".to_owned()
            }
            Self::SkippedPersonalIdMissing => {
                "Přeskočen - chybí nebo chybné rodné číslo".to_owned()
            }
            Self::SkippedMissingHouseNumber => {
                "Přeskočen - chybějící číslo popisné / orientační v adrese".to_owned()
            }
            Self::SkippedCanNotFoundAddress => "Přeskočen - nepodařilo se najít adresu".to_owned(),
            Self::SkippedArchived => {
                format!("Přeskočen - člen je archivován - kontaktuj {contact_email}")
            }
            Self::SkippedInvalidRow => "Přeskočen - neúplné nebo neplatné údaje".to_owned(),
        }
    }
}

/// Largest import file (20 MB).
pub const MAX_IMPORT_BYTES: usize = 20 * 1024 * 1024;
/// Most data rows of an import file.
pub const MAX_IMPORT_ROWS: usize = 100_000;
/// Most columns of an import file (Stopa's template has 25; the NSA register's layouts fewer).
pub const MAX_IMPORT_COLUMNS: usize = 60;
/// Most previews one uploader (but Admin) makes in an hour: a preview tells whether a birth
/// number is in the register, so guessing is kept slow.
pub const MAX_PREVIEWS_PER_HOUR: i64 = 20;
/// Most rows of the previews one uploader (but Admin) makes in an hour: no club has more
/// members than this.
pub const MAX_PREVIEW_ROWS_PER_HOUR: i64 = 5_000;

/// Whether a row of a file is the person the register knows under its birth number: the same
/// folded name ("last first", without case and diacritics) and birth date. Only then does an
/// import tell the uploader what became of a person outside its club.
pub fn same_person(
    row_name: &str,
    row_birth_date: chrono::NaiveDate,
    register_name: &str,
    register_birth_date: chrono::NaiveDate,
) -> bool {
    row_birth_date == register_birth_date
        && crate::text::fold(row_name) == crate::text::fold(register_name)
}

text_enum! {
    /// Progress of an import as spec §3 names it.
    pub enum ImportProgress as "ImportProgress" {
        Completed => "COMPLETED",
        InProgress => "IN_PROGRESS",
        Unknown => "UNKNOWN",
    }
}

text_enum! {
    /// The stored state of a member import.
    pub enum ImportState as "MemberImportState" {
        /// Uploaded: the rows carry predicted outcomes; nothing is written yet.
        Draft => "DRAFT",
        Queued => "QUEUED",
        Running => "RUNNING",
        Completed => "COMPLETED",
        Failed => "FAILED",
    }
}

impl ImportState {
    /// The spec's progress: a confirmed import waiting for or in the worker is IN_PROGRESS;
    /// a failed one (and a draft, which has not started) UNKNOWN.
    pub fn progress(self) -> ImportProgress {
        match self {
            Self::Completed => ImportProgress::Completed,
            Self::Queued | Self::Running => ImportProgress::InProgress,
            Self::Draft | Self::Failed => ImportProgress::Unknown,
        }
    }
}

text_enum! {
    /// The encodings an import file may have (spec §3).
    pub enum Encoding as "ImportEncoding" {
        Utf8 => "UTF8" : "UTF-8",
        /// Windows-1250, what Czech Excel writes into a CSV.
        Cp1250 => "CP1250" : "CP1250 (Windows)",
        Ascii => "ASCII" : "ASCII",
    }
}

impl Encoding {
    /// The spec's name or a common spelling of it (`UTF-8`, `windows-1250`), any case: what a
    /// person types at the terminal.
    pub fn parse_any_spelling(text: &str) -> Option<Self> {
        match text.trim().to_ascii_uppercase().as_str() {
            "UTF8" | "UTF-8" => Some(Self::Utf8),
            "CP1250" | "CP-1250" | "WINDOWS-1250" | "WINDOWS1250" => Some(Self::Cp1250),
            "ASCII" | "US-ASCII" => Some(Self::Ascii),
            _ => None,
        }
    }
}

text_enum! {
    /// What kind of file an upload is.
    pub enum FileKind as "ImportFileKind" {
        Csv => "CSV",
        Xlsx => "XLSX",
        Xls => "XLS",
        Ods => "ODS",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_carry_the_codes_and_messages_of_the_spec() {
        let email = "evidence@slcr.cz";
        let table = [
            (
                ImportOutcome::SkippedCanNotFoundAddress,
                "SKIPPED_CAN_NOT_FOUND_ADDRESS",
                "Přeskočen - nepodařilo se najít adresu",
            ),
            (
                ImportOutcome::SkippedMissingHouseNumber,
                "SKIPPED_MISSING_HOUSE_NUMBER",
                "Přeskočen - chybějící číslo popisné / orientační v adrese",
            ),
            (
                ImportOutcome::SkippedAlreadyMemberOtherClub,
                "SKIPPED_ALREADY_MEMBER_OTHER_CLUB",
                "Přeskočen - již je členem jiného klubu",
            ),
            (
                ImportOutcome::SkippedAlreadyMemberMyClub,
                "SKIPPED_ALREADY_MEMBER_MY_CLUB",
                "Přeskočen - již je členem mého klubu",
            ),
            (
                ImportOutcome::SkippedPersonalIdMissing,
                "SKIPPED_PERSONAL_ID_MISSING",
                "Přeskočen - chybí nebo chybné rodné číslo",
            ),
            (
                ImportOutcome::SkippedArchived,
                "SKIPPED_ARCHIVED",
                "Přeskočen - člen je archivován - kontaktuj evidence@slcr.cz",
            ),
        ];
        for (outcome, code, message) in table {
            assert_eq!(outcome.as_str(), code);
            assert_eq!(ImportOutcome::parse(code), Some(outcome));
            assert_eq!(outcome.message(email), message);
            assert!(outcome.is_skipped());
        }
        assert!(!ImportOutcome::CreatedNewMember.is_skipped());
        assert!(!ImportOutcome::MemberExistsCreatedMembership.is_skipped());
        assert_eq!(ImportOutcome::ALL.len(), 9);
    }

    #[test]
    fn states_map_to_the_progress_of_the_spec() {
        assert_eq!(ImportState::Completed.progress(), ImportProgress::Completed);
        assert_eq!(ImportState::Running.progress(), ImportProgress::InProgress);
        assert_eq!(ImportState::Queued.progress(), ImportProgress::InProgress);
        assert_eq!(ImportState::Failed.progress(), ImportProgress::Unknown);
    }
}
