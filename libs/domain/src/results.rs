//! Results (spec §3, §4): result races and their status, the status codes of a result row, and
//! pairing a result row to a member of the register.
//!
//! # Result race status
//!
//! ```text
//!   DRAFT ──▶ CHECKED ──▶ PUBLISHED ──▶ HIDDEN
//!     ▲ │        │ ▲          │  ▲         │
//!     │ │        └─┘(back)    │  └─────────┘
//!     │ └──────────┬──────────┘
//!     └── (back)   ▼
//!               CANCELED (from any status; back to DRAFT to start over)
//! ```
//!
//! - An import creates a DRAFT race: only its managers see it. They check it (CHECKED: the
//!   organiser's sign-off, as Eventor asks of result lists) and publish it (PUBLISHED: the only
//!   status the public sees).
//! - A published race may be hidden (HIDDEN: taken off the public pages while a complaint is
//!   dealt with) and published again.
//! - A CHECKED race may go back to DRAFT for corrections; a published one is hidden first.
//! - CANCELED (the race did not take place or its results are void) from every status; a
//!   cancelled race goes back only to DRAFT.
//! - Re-importing a race's file replaces its rows and puts it back to DRAFT unless it is
//!   CANCELED.
//!
//! # Pairing
//!
//! A result row is paired to a member by its FIS code first; then by name, birth year and club,
//! without regard to case and diacritics, knowing nicknames (Honza = Jan) and first and last
//! names written the other way round. [`pairing_score`] gives 0–100: at
//! [`AUTO_PAIR_SCORE`] or more, and clearly ahead of the next candidate, the pair is made
//! automatically; from [`SUGGEST_SCORE`] it is a suggestion for a person to accept or reject.

use crate::member::Sex;
use crate::text::fold;
use crate::text_enum::text_enum;

text_enum! {
    /// Result race status (spec §4).
    pub enum ResultRaceStatus as "ResultRaceStatus" {
        Draft => "DRAFT" : "Koncept",
        Checked => "CHECKED" : "Zkontrolováno",
        Published => "PUBLISHED" : "Zveřejněno",
        Canceled => "CANCELED" : "Zrušeno",
        Hidden => "HIDDEN" : "Skryto",
    }
}

impl ResultRaceStatus {
    /// Whether the public sees the race.
    pub fn is_public(self) -> bool {
        self == Self::Published
    }
}

/// Whether a result race may be deleted: a wrong file's race, DRAFT or CANCELED, that the
/// public never saw. A race once PUBLISHED stays part of the record (canceled or hidden).
pub fn result_race_deletable(status: ResultRaceStatus, ever_published: bool) -> bool {
    matches!(status, ResultRaceStatus::Draft | ResultRaceStatus::Canceled) && !ever_published
}

/// Why a status change is refused, in Czech; Ok when the rules allow it.
pub fn check_result_race_transition(
    from: ResultRaceStatus,
    to: ResultRaceStatus,
) -> Result<(), String> {
    use ResultRaceStatus::{Canceled, Checked, Draft, Hidden, Published};
    if from == to {
        return Err(format!("Závod už je ve stavu „{}“.", to.label()));
    }
    let allowed = match from {
        Draft => matches!(to, Checked | Canceled),
        Checked => matches!(to, Draft | Published | Canceled),
        Published => matches!(to, Hidden | Canceled),
        Hidden => matches!(to, Published | Canceled),
        Canceled => to == Draft,
    };
    if allowed {
        return Ok(());
    }
    Err(match (from, to) {
        (Draft, Published) => {
            "Výsledky nejdřív zkontrolujte, teprve potom je lze zveřejnit.".to_owned()
        }
        (Published | Hidden, Draft) => {
            "Zveřejněné výsledky nejdřív skryjte nebo zrušte; opravy se dělají novým nahráním."
                .to_owned()
        }
        _ => format!(
            "Stav nelze změnit z „{}“ na „{}“.",
            from.label(),
            to.label()
        ),
    })
}

text_enum! {
    /// Result status codes (spec §3), with the Czech meaning on a result list.
    pub enum ResultStatus as "ResultStatus" {
        Dnf => "DNF" : "nedokončil(a)",
        Dnq => "DNQ" : "nekvalifikoval(a) se",
        Dns => "DNS" : "nestartoval(a)",
        Dqb => "DQB" : "diskvalifikován(a) za nesportovní chování",
        Dsq => "DSQ" : "diskvalifikován(a)",
        Lap => "LAP" : "předjet(a) o kolo",
        Ncl => "NCL" : "neklasifikován(a)",
        Nps => "NPS" : "nesměl(a) startovat",
        Qlf => "QLF" : "klasifikován(a)",
        Ral => "RAL" : "přeřazen(a)",
    }
}

impl ResultStatus {
    /// The code (`DNF`), as files and the API write it.
    pub fn code(self) -> &'static str {
        self.as_str()
    }

    /// Whether the row is still ranked (a classified athlete, a lapped one of a sprint or
    /// pursuit, one moved by the jury); the others have no rank.
    pub fn is_ranked(self) -> bool {
        matches!(self, Self::Qlf | Self::Lap | Self::Ral)
    }

    /// Reads a status word of a file: one of the spec's codes, any case, optionally followed by
    /// the run it happened in as FIS files write it (`DNF2`, `DNS1`, `DNQ2`). Gives the status
    /// and that run; `None` for any other word (FIS's `DPO`, `DQO`, `OUT`, `IRF` included: the
    /// spec has no code for them, so the import reports such a row instead of guessing).
    pub fn parse_word(word: &str) -> Option<(Self, Option<u8>)> {
        let word = word.trim();
        let split = word
            .char_indices()
            .find(|(_, c)| c.is_ascii_digit())
            .map_or(word.len(), |(index, _)| index);
        let (code, run) = word.split_at(split);
        let status = Self::ALL
            .iter()
            .copied()
            .find(|status| status.code().eq_ignore_ascii_case(code))?;
        if run.is_empty() {
            return Some((status, None));
        }
        let run: u8 = run.parse().ok().filter(|run| (1..=9).contains(run))?;
        Some((status, Some(run)))
    }
}

text_enum! {
    /// Import file formats (spec §3).
    pub enum ResultFormat as "ResultFormat" {
        FisXml => "FIS_XML",
        CrossCountryJson => "CROSS_COUNTRY_JSON",
        FisXmlDataset => "FIS_XML_DATASET",
    }
}

text_enum! {
    /// The stored state of a result import: queued for the worker, running, done or failed.
    pub enum ResultImportState as "ResultImportState" {
        Queued => "QUEUED",
        Running => "RUNNING",
        Completed => "COMPLETED",
        Failed => "FAILED",
    }
}

impl ResultImportState {
    /// The spec's progress: waiting for or in the worker is IN_PROGRESS; failed is UNKNOWN.
    pub fn progress(self) -> crate::member_import::ImportProgress {
        use crate::member_import::ImportProgress;
        match self {
            Self::Completed => ImportProgress::Completed,
            Self::Queued | Self::Running => ImportProgress::InProgress,
            Self::Failed => ImportProgress::Unknown,
        }
    }
}

text_enum! {
    /// How a result row was paired to its member: by the FIS code, by name, birth year and club
    /// automatically, or by a person (an accepted suggestion, a choice, a remembered decision).
    pub enum PairingMethod as "PairingMethod" {
        FisCode => "FIS_CODE",
        Auto => "AUTO",
        Manual => "MANUAL",
    }
}

text_enum! {
    /// Person role kinds (spec §3): what a paired member was in a result.
    pub enum PersonRoleKind as "PersonRoleKind" {
        Athlete => "ATHLETE",
        Coach => "COACH",
    }
}

/// From this score a pair is made without asking, when no other candidate comes close.
pub const AUTO_PAIR_SCORE: u8 = 90;
/// From this score a pair is suggested to a person.
pub const SUGGEST_SCORE: u8 = 50;
/// How far ahead of the next candidate an automatic pair must be.
pub const AUTO_PAIR_LEAD: u8 = 15;

/// What pairing knows of a result row.
#[derive(Debug, Clone, Default)]
pub struct RowIdentity<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub birth_year: Option<i32>,
    pub sex: Option<Sex>,
    /// The club as the file writes it (a code or a name).
    pub club: Option<&'a str>,
    pub fis_code: Option<&'a str>,
}

/// What pairing knows of a member.
#[derive(Debug, Clone, Default)]
pub struct MemberIdentity<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub birth_year: i32,
    pub sex: Option<Sex>,
    /// Codes, names and short names of the member's clubs (now and before).
    pub clubs: Vec<&'a str>,
    pub fis_code: Option<&'a str>,
}

/// Nicknames: pairs of a nickname and the full name it stands for, folded (`honza`, `jan`).
pub trait Nicknames {
    /// Whether the two folded first names may be the same person's.
    fn same_name(&self, a: &str, b: &str) -> bool;
}

impl Nicknames for [(String, String)] {
    fn same_name(&self, a: &str, b: &str) -> bool {
        // The full names each may stand for, itself included.
        let full = |name: &str| -> Vec<String> {
            self.iter()
                .filter(|(nick, _)| nick == name)
                .map(|(_, full)| full.clone())
                .chain(std::iter::once(name.to_owned()))
                .collect()
        };
        let (a_names, b_names) = (full(a), full(b));
        a_names.iter().any(|name| b_names.contains(name))
    }
}

/// Words of a name, folded (`"Nováková-Černá"` → `["novakova", "cerna"]`).
fn name_words(name: &str) -> Vec<String> {
    crate::text::folded_words(name)
}

/// How well a first name of a row matches a member's: 30 the same, 25 the same person by a
/// nickname, 10 an initial that fits, 0 otherwise.
fn first_name_score(row: &str, member: &str, nicknames: &(impl Nicknames + ?Sized)) -> u8 {
    let (row, member) = (fold(row.trim()), fold(member.trim()));
    if row.is_empty() || member.is_empty() {
        return 0;
    }
    if row == member {
        return 30;
    }
    let row_words = name_words(&row);
    let member_words = name_words(&member);
    if row_words.iter().any(|word| member_words.contains(word))
        && row_words.len() != member_words.len()
    {
        // "Jan Petr" and "Jan": one of two first names.
        return 25;
    }
    if nicknames.same_name(&row, &member) {
        return 25;
    }
    let initial = row.trim_end_matches('.');
    if initial.chars().count() == 1 && member.starts_with(initial) {
        return 10;
    }
    0
}

/// How well a last name matches: 40 the same, 25 one of the words of a double name, 0 else.
fn last_name_score(row: &str, member: &str) -> u8 {
    let (row, member) = (fold(row.trim()), fold(member.trim()));
    if row.is_empty() || member.is_empty() {
        return 0;
    }
    if row == member {
        return 40;
    }
    let row_words = name_words(&row);
    let member_words = name_words(&member);
    if row_words == member_words {
        return 40;
    }
    if row_words
        .iter()
        .any(|word| word.len() > 2 && member_words.contains(word))
    {
        return 25;
    }
    0
}

/// The pairing score of a result row and a member, 0–100 (see the module docs).
pub fn pairing_score(
    row: &RowIdentity<'_>,
    member: &MemberIdentity<'_>,
    nicknames: &(impl Nicknames + ?Sized),
) -> u8 {
    if let (Some(row_code), Some(member_code)) = (row.fis_code, member.fis_code) {
        let (row_code, member_code) = (row_code.trim(), member_code.trim());
        if !row_code.is_empty() && row_code == member_code {
            return 100;
        }
        if !row_code.is_empty() && !member_code.is_empty() {
            // Two different FIS codes are two different people.
            return 0;
        }
    }
    if let (Some(row_sex), Some(member_sex)) = (row.sex, member.sex)
        && row_sex != member_sex
    {
        return 0;
    }
    let straight = (
        last_name_score(row.last_name, member.last_name),
        first_name_score(row.first_name, member.first_name, nicknames),
    );
    // First and last name the other way round ("NOVÁK Jan" read as first name NOVÁK).
    let swapped = (
        last_name_score(row.first_name, member.last_name),
        first_name_score(row.last_name, member.first_name, nicknames),
    );
    let (last, first, swap_penalty) = if straight.0 + straight.1 >= swapped.0 + swapped.1 {
        (straight.0, straight.1, 0)
    } else {
        (swapped.0, swapped.1, 5)
    };
    if last == 0 || first == 0 {
        return 0;
    }
    let year: i32 = match row.birth_year {
        Some(year) if year == member.birth_year => 20,
        Some(year) if (year - member.birth_year).abs() == 1 => 5,
        Some(_) => return 0,
        None => 10,
    };
    let club = row.club.map(fold).filter(|club| !club.trim().is_empty());
    let club_score: i32 = match club {
        Some(club)
            if member.clubs.iter().any(|known| {
                let known = fold(known);
                !known.is_empty()
                    && (known == club || club.contains(&known) || known.contains(&club))
            }) =>
        {
            10
        }
        _ => 0,
    };
    let total = i32::from(last) + i32::from(first) + year + club_score - swap_penalty;
    u8::try_from(total.clamp(0, 100)).unwrap_or(0)
}

/// What to do with a row's best candidates (scores from the best down): pair with the first
/// automatically, suggest them, or nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingDecision {
    Auto,
    Suggest,
    None,
}

/// The decision for the best score and the next one.
pub fn pairing_decision(best: u8, next: Option<u8>) -> PairingDecision {
    let lead = best.saturating_sub(next.unwrap_or(0));
    if best >= AUTO_PAIR_SCORE && lead >= AUTO_PAIR_LEAD {
        PairingDecision::Auto
    } else if best >= SUGGEST_SCORE {
        PairingDecision::Suggest
    } else {
        PairingDecision::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ResultRaceStatus::*;

    #[test]
    fn only_a_race_the_public_never_saw_is_deleted() {
        assert!(result_race_deletable(Draft, false));
        assert!(result_race_deletable(Canceled, false));
        assert!(!result_race_deletable(Canceled, true));
        assert!(!result_race_deletable(Draft, true));
        for status in [Checked, Published, Hidden] {
            assert!(!result_race_deletable(status, false), "{status:?}");
        }
    }

    #[test]
    fn result_races_move_as_documented_and_every_other_move_is_refused() {
        let allowed = [
            (Draft, Checked),
            (Draft, Canceled),
            (Checked, Draft),
            (Checked, Published),
            (Checked, Canceled),
            (Published, Hidden),
            (Published, Canceled),
            (Hidden, Published),
            (Hidden, Canceled),
            (Canceled, Draft),
        ];
        for from in ResultRaceStatus::ALL {
            for to in ResultRaceStatus::ALL {
                let expected = allowed.contains(&(*from, *to));
                let got = check_result_race_transition(*from, *to);
                assert_eq!(got.is_ok(), expected, "{from:?} → {to:?}: {got:?}");
                if let Err(message) = got {
                    assert!(!message.is_empty());
                }
            }
        }
        assert_eq!(
            check_result_race_transition(Draft, Published).unwrap_err(),
            "Výsledky nejdřív zkontrolujte, teprve potom je lze zveřejnit."
        );
        assert!(Published.is_public() && !Hidden.is_public() && !Checked.is_public());
    }

    #[test]
    fn status_codes_are_the_specs() {
        let codes: Vec<&str> = ResultStatus::ALL.iter().map(|code| code.as_str()).collect();
        assert_eq!(
            codes,
            [
                "DNF", "DNQ", "DNS", "DQB", "DSQ", "LAP", "NCL", "NPS", "QLF", "RAL"
            ]
        );
        assert_eq!(ResultStatus::parse("DSQ"), Some(ResultStatus::Dsq));
        assert_eq!(ResultStatus::parse("dsq"), None);
    }

    fn nicknames() -> Vec<(String, String)> {
        [
            ("honza", "jan"),
            ("pepa", "josef"),
            ("kuba", "jakub"),
            ("verca", "veronika"),
        ]
        .iter()
        .map(|(nick, full)| ((*nick).to_owned(), (*full).to_owned()))
        .collect()
    }

    fn member<'a>(
        first: &'a str,
        last: &'a str,
        year: i32,
        clubs: Vec<&'a str>,
    ) -> MemberIdentity<'a> {
        MemberIdentity {
            first_name: first,
            last_name: last,
            birth_year: year,
            sex: Some(Sex::Male),
            clubs,
            fis_code: None,
        }
    }

    fn row<'a>(
        first: &'a str,
        last: &'a str,
        year: Option<i32>,
        club: Option<&'a str>,
    ) -> RowIdentity<'a> {
        RowIdentity {
            first_name: first,
            last_name: last,
            birth_year: year,
            sex: Some(Sex::Male),
            club,
            fis_code: None,
        }
    }

    #[test]
    fn the_same_name_year_and_club_pair_without_asking_whatever_the_case_and_diacritics() {
        let nick = nicknames();
        let jan = member("Jan", "Novák", 2008, vec!["LBSK", "Ski klub Liberec"]);
        let score = pairing_score(
            &row("JAN", "NOVAK", Some(2008), Some("LBSK")),
            &jan,
            nick.as_slice(),
        );
        assert_eq!(score, 100);
        assert_eq!(pairing_decision(score, None), PairingDecision::Auto);
        let score = pairing_score(
            &row("Jan", "Novák", Some(2008), None),
            &jan,
            nick.as_slice(),
        );
        assert_eq!(score, 90, "no club in the file");
        assert_eq!(pairing_decision(score, Some(60)), PairingDecision::Auto);
        assert_eq!(
            pairing_decision(score, Some(85)),
            PairingDecision::Suggest,
            "a close second"
        );
    }

    #[test]
    fn nicknames_swapped_names_and_initials_are_suggested_or_paired() {
        let nick = nicknames();
        let jan = member("Jan", "Novák", 2008, vec!["LBSK"]);
        let honza = pairing_score(
            &row("Honza", "Novák", Some(2008), Some("LBSK")),
            &jan,
            nick.as_slice(),
        );
        assert_eq!(honza, 95);
        let swapped = pairing_score(
            &row("Novák", "Jan", Some(2008), Some("LBSK")),
            &jan,
            nick.as_slice(),
        );
        assert_eq!(swapped, 95);
        let initial = pairing_score(&row("J.", "Novák", Some(2008), None), &jan, nick.as_slice());
        assert_eq!(initial, 70);
        assert_eq!(pairing_decision(initial, None), PairingDecision::Suggest);
        let mut double = member("Eliška", "Nováková Černá", 2010, vec![]);
        double.sex = Some(Sex::Female);
        let mut eliska = row("Eliska", "Novakova", Some(2010), None);
        eliska.sex = Some(Sex::Female);
        let score = pairing_score(&eliska, &double, nick.as_slice());
        assert_eq!(score, 75);
    }

    #[test]
    fn other_people_are_not_paired() {
        let nick = nicknames();
        let jan = member("Jan", "Novák", 2008, vec!["LBSK"]);
        assert_eq!(
            pairing_score(
                &row("Petr", "Novák", Some(2008), Some("LBSK")),
                &jan,
                nick.as_slice()
            ),
            0
        );
        assert_eq!(
            pairing_score(
                &row("Jan", "Novák", Some(1975), Some("LBSK")),
                &jan,
                nick.as_slice()
            ),
            0
        );
        let mut woman = row("Jan", "Novák", Some(2008), None);
        woman.sex = Some(Sex::Female);
        assert_eq!(pairing_score(&woman, &jan, nick.as_slice()), 0);
        let mut coded = jan.clone();
        coded.fis_code = Some("3150123");
        let mut other_code = row("Jan", "Novák", Some(2008), Some("LBSK"));
        other_code.fis_code = Some("3150999");
        assert_eq!(
            pairing_score(&other_code, &coded, nick.as_slice()),
            0,
            "two FIS codes, two people"
        );
        other_code.fis_code = Some("3150123");
        other_code.first_name = "John";
        assert_eq!(
            pairing_score(&other_code, &coded, nick.as_slice()),
            100,
            "the FIS code decides"
        );
    }
}
