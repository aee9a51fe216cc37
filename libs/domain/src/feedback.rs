//! Feedback reports and release notes (spec §2 `/evidence/zpetna-vazba`, `/{id}`, `/nahlasit`,
//! `/evidence/seznam-vydani`; §3 Feedback types; §4 Feedback status).
//!
//! Rules chosen for Stopa (the spec names the states, not the transitions):
//! - Every logged-in identity reports (a club manager, a member, a timekeeper, staff); the
//!   report keeps the page it came from, the browser and the identity type it was made as,
//!   and may carry one screenshot (PNG, JPEG or WebP, the documents' 10 MB).
//! - Admin sees every report and handles it; everybody else sees the reports of their own
//!   account (under any of its identities) and comments on them.
//! - `UNDER_REVIEW_{product}` is `UNDER_REVIEW_STOPA`: the federation's office handles it;
//!   `UNDER_REVIEW_SUPPLIER`: it went to the supplier of Stopa.
//! - Transitions (Admin only), with an optional comment:
//!
//! ```text
//!  RECEIVED ──▶ UNDER_REVIEW_STOPA ◀──▶ UNDER_REVIEW_SUPPLIER
//!     │               │                        │
//!     └──────────────┴──▶ RESOLVED | DISMISSED ◀┘
//!  RESOLVED | DISMISSED ──(reopen)──▶ UNDER_REVIEW_STOPA
//! ```
//!
//!   A report is resolved or dismissed straight from RECEIVED too (a question answered, a
//!   duplicate); a closed one is reopened into the federation's hands. Staying in the same
//!   state is not a change.
//! - The reporter gets an e-mail on each change of state and on each comment of Admin; Admin's
//!   own comments on their own reports send nothing to themselves.
//! - Release notes are written by Admin (version, date, Markdown text) and read by every
//!   logged-in identity, newest first; notes newer than the newest an account has seen are
//!   marked unread until it opens the list.

use crate::text::is_printable;
use crate::text_enum::text_enum;

/// The longest report.
pub const MAX_TEXT_CHARS: usize = 5000;
/// The longest comment.
pub const MAX_COMMENT_CHARS: usize = 2000;
/// The longest page address and browser description kept.
pub const MAX_CONTEXT_CHARS: usize = 500;
/// The largest screenshot: the documents' limit.
pub const MAX_SCREENSHOT_BYTES: usize = 10 * 1024 * 1024;
/// The longest release note.
pub const MAX_RELEASE_NOTE_CHARS: usize = 20_000;
/// The longest version name (`2026.12`, `1.4.0`).
pub const MAX_VERSION_CHARS: usize = 40;

text_enum! {
    /// What a report is about (spec §3 Feedback types).
    pub enum FeedbackKind as "FeedbackKind" {
        Bug => "BUG" : "Chyba",
        Feature => "FEATURE" : "Návrh na vylepšení",
        Question => "QUESTION" : "Dotaz",
        Other => "OTHER" : "Jiné",
    }
}

text_enum! {
    /// Where a report stands (spec §4 Feedback status).
    pub enum FeedbackStatus as "FeedbackStatus" {
        /// New, nobody looked at it yet.
        Received => "RECEIVED" : "Přijato",
        /// The federation's office handles it.
        UnderReviewStopa => "UNDER_REVIEW_STOPA" : "Řeší svaz",
        /// The supplier of Stopa handles it.
        UnderReviewSupplier => "UNDER_REVIEW_SUPPLIER" : "Řeší dodavatel",
        Resolved => "RESOLVED" : "Vyřešeno",
        Dismissed => "DISMISSED" : "Zamítnuto",
    }
}

impl FeedbackStatus {
    /// Whether the report is closed (resolved or dismissed).
    pub fn is_closed(self) -> bool {
        matches!(self, Self::Resolved | Self::Dismissed)
    }

    /// The states a report may go to from `self` (see the module's diagram).
    pub fn next(self) -> &'static [FeedbackStatus] {
        use FeedbackStatus::{
            Dismissed, Received, Resolved, UnderReviewStopa, UnderReviewSupplier,
        };
        match self {
            Received => &[UnderReviewStopa, UnderReviewSupplier, Resolved, Dismissed],
            UnderReviewStopa => &[UnderReviewSupplier, Resolved, Dismissed],
            UnderReviewSupplier => &[UnderReviewStopa, Resolved, Dismissed],
            Resolved | Dismissed => &[UnderReviewStopa],
        }
    }

    /// Whether a report may go from `self` to `to`, or the Czech reason it may not.
    pub fn change_to(self, to: FeedbackStatus) -> Result<FeedbackStatus, String> {
        if self.next().contains(&to) {
            Ok(to)
        } else {
            Err(format!(
                "Hlášení ve stavu „{}“ nelze převést do stavu „{}“.",
                self.label(),
                to.label()
            ))
        }
    }
}

/// Multi-line text typed into a form, made fit to store: line breaks kept (at most two in a
/// row), other characters that are not [`is_printable`] dropped, trailing spaces of lines and
/// the ends trimmed. Length is checked on the result.
pub fn clean_paragraphs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut breaks = 0;
    for line in text.replace("\r\n", "\n").replace('\r', "\n").split('\n') {
        let line: String = line
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| is_printable(*c))
            .collect();
        let line = line.trim_end();
        if line.trim().is_empty() {
            breaks += 1;
            continue;
        }
        if !out.is_empty() {
            out.push_str(if breaks > 0 { "\n\n" } else { "\n" });
        }
        breaks = 0;
        out.push_str(line);
    }
    out.trim_start().to_owned()
}

/// Markdown typed into a form, made fit to store without changing what it means: line ends
/// made `\n`, characters that are not [`is_printable`] dropped except tabs and line breaks
/// (indentation, code blocks and two-space line breaks stay), the whole trimmed of blank lines
/// at its ends.
pub fn clean_markdown(text: &str) -> String {
    let text: String = text
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .chars()
        .filter(|c| matches!(c, '\n' | '\t') || is_printable(*c))
        .collect();
    text.trim_matches('\n').trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_is_reachable_and_closed_ones_only_reopen() {
        for status in FeedbackStatus::ALL {
            assert!(!status.next().contains(status), "{status:?} to itself");
            if *status != FeedbackStatus::Received {
                assert!(
                    FeedbackStatus::ALL
                        .iter()
                        .any(|from| from.next().contains(status)),
                    "{status:?} unreachable"
                );
            }
        }
        assert_eq!(
            FeedbackStatus::Resolved.next(),
            &[FeedbackStatus::UnderReviewStopa]
        );
        assert!(
            FeedbackStatus::Dismissed
                .change_to(FeedbackStatus::Resolved)
                .unwrap_err()
                .contains("„Zamítnuto“")
        );
        assert!(
            !FeedbackStatus::ALL
                .iter()
                .any(|from| from.next().contains(&FeedbackStatus::Received))
        );
    }

    #[test]
    fn paragraphs_keep_their_breaks_and_lose_control_characters() {
        assert_eq!(
            clean_paragraphs("  Tlačítko\r\nnefunguje.\u{0}\u{202E}\n\n\n\nKrok 2:\tklik  \n"),
            "Tlačítko\nnefunguje.\n\nKrok 2: klik"
        );
        assert_eq!(clean_paragraphs("\n \n"), "");
    }

    #[test]
    fn markdown_keeps_its_indentation_and_line_breaks() {
        assert_eq!(
            clean_markdown("\r\n# Verze\r\n\r\n    kód\tx\u{0}\nřádek  \nzalomení\n\n\n"),
            "# Verze\n\n    kód\tx\nřádek  \nzalomení"
        );
    }
}
