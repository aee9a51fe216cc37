//! Applications to found a basic-skiing branch association — *pobočný spolek základního
//! lyžování* (spec §2 `/pobocny-spolek-zakladniho-lyzovani`, `/zadost-odeslana`, `/v-poradku`,
//! `/dokonceno`).
//!
//! A *pobočný spolek* (§ 228 of the Civil Code, zákon č. 89/2012 Sb.) is a branch of the main
//! association (SLČR) with its own legal personality, derived from the main one: it may be
//! founded only as the main association's statutes allow, and the register of associations
//! enters it on the main association's proposal or consent. What the federation needs to know
//! before it consents, and therefore what the form asks (rules chosen for Stopa, the spec names
//! only the routes):
//!
//! - **Name**, which by § 228(2) must contain the main association's name ("Svaz lyžařů České
//!   republiky" or "SLČR") and an addition expressing the branch nature ("pobočný spolek" or
//!   "p. s."), e.g. "Lyžařská škola Bublava, pobočný spolek SLČR".
//! - **Seat** (street, municipality, postcode) and the federation's **region** it belongs to.
//! - **IČO**, optional: a branch gets one only when it is registered; a branch being re-founded
//!   has one already.
//! - The **disciplines** (departments) its courses teach, its **e-mail and phone**, a **web**.
//! - The **chair** (předseda), its statutory body: name, e-mail, phone. The chair confirms the
//!   application from the e-mail, becomes the manager of the branch in Stopa when approved, and
//!   is who the federation writes to.
//! - The expected **number of members**, the number of **qualified instructors** (basic skiing
//!   means courses: the federation wants to know who teaches) and a **description of the
//!   activities** (ski school, children's courses, school courses, …).
//! - **Consent** to the statutes of SLČR and to the processing of personal data, stored with
//!   the version of its text ([`CONSENT_VERSION`], [`CONSENT_TEXT`]).
//!
//! States:
//!
//! ```text
//! UNCONFIRMED ──(chair clicks the e-mailed link within 48 h)──▶ PENDING ──▶ APPROVED | REJECTED
//! ```
//!
//! An unconfirmed application is invisible to the federation and never blocks anything; it is
//! left to expire. Approval (Admin) creates the club with the legal form *pobočný spolek* and
//! invites the chair as its manager with every club flag; the chair gets an e-mail with the
//! branch's code and a link to `/dokonceno` (what to do next: the register of associations).
//! A rejection e-mails the reason. Area staff read the applications of their region (the club
//! request rules, `policy::club_requests_scope`).

use crate::text::fold;
use crate::text_enum::text_enum;

/// How long the e-mailed confirmation link works.
pub const CONFIRM_HOURS: i64 = 48;
/// Applications one client address sends in an hour.
pub const MAX_PER_ADDRESS_PER_HOUR: i64 = 5;
/// Applications naming one chair's e-mail in a day.
pub const MAX_PER_EMAIL_PER_DAY: i64 = 3;
/// The longest description of activities.
pub const MAX_ACTIVITIES_CHARS: usize = 2000;

/// The version of [`CONSENT_TEXT`] stored with each application.
pub const CONSENT_VERSION: &str = "2026-12";
/// What the chair agrees to by sending the application.
pub const CONSENT_TEXT: &str = "Prohlašuji, že spolek přijímá stanovy Svazu lyžařů České republiky, z. s., \
a že jsem oprávněn jednat jeho jménem. Souhlasím se zpracováním uvedených osobních údajů \
Svazem lyžařů České republiky pro účely posouzení žádosti, vedení evidence pobočných spolků \
a komunikace se spolkem, po dobu trvání pobočného spolku a deset let po jeho zániku.";

text_enum! {
    /// Where an application to found a basic-skiing branch association stands.
    pub enum BranchRequestState as "BranchRequestState" {
        /// Sent; the chair has not yet confirmed the e-mail address.
        Unconfirmed => "UNCONFIRMED" : "Čeká na ověření e-mailu",
        /// Confirmed; waiting for the federation.
        Pending => "PENDING" : "Čeká na vyřízení",
        Approved => "APPROVED" : "Schválena",
        Rejected => "REJECTED" : "Zamítnuta",
    }
}

/// Why a name does not satisfy § 228(2) of the Civil Code, in Czech; `None` when it does.
pub fn branch_name_problem(name: &str) -> Option<&'static str> {
    let folded = fold(name);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect();
    // "Svaz lyžařů České republiky" in any case ("… Svazu lyžařů ČR"), or "SLČR".
    let main = words.contains(&"slcr")
        || ((folded.contains("svaz lyzaru ") || folded.contains("svazu lyzaru "))
            && (folded.contains("lyzaru ceske republiky") || words.contains(&"cr")));
    let branch =
        folded.contains("pobocny spolek") || folded.contains("p. s.") || folded.contains("p.s.");
    match (main, branch) {
        (true, true) => None,
        (false, _) => Some(
            "Název pobočného spolku musí obsahovat název hlavního spolku (Svaz lyžařů České republiky nebo SLČR).",
        ),
        (true, false) => Some("Název musí obsahovat dodatek „pobočný spolek“ nebo „p. s.“."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_section_228() {
        for good in [
            "Lyžařská škola Bublava, pobočný spolek SLČR",
            "Základní lyžování Jeseníky, p. s. Svazu lyžařů České republiky",
            "LŠ Špindl p.s. SLČR",
            "Pobočný spolek Svazu lyžařů ČR Kouty",
        ] {
            assert_eq!(branch_name_problem(good), None, "{good}");
        }
        assert!(branch_name_problem("Lyžařská škola Bublava").is_some());
        assert!(branch_name_problem("Lyžařská škola Bublava, z. s.").is_some());
        assert!(
            branch_name_problem("SLČR Bublava").is_some_and(|problem| problem.contains("dodatek"))
        );
        // "slcr" inside another word is not the main association's name.
        assert!(branch_name_problem("Aslcrx, pobočný spolek").is_some());
    }

    #[test]
    fn states_read_back() {
        for state in BranchRequestState::ALL {
            assert_eq!(BranchRequestState::parse(state.as_str()), Some(*state));
        }
    }
}
