//! Members registering themselves — or a parent a child — at a club (spec §2
//! `/registrace-clena`, `/registrace-clena-dokonceni/{memberUuid}`, `/registrace-clena-dokonceno`,
//! `/registracni-email`, `/existujici-ucet`, `/vitej`; §3 Requirement states).
//!
//! Rules chosen for Stopa:
//!
//! - Anybody fills the member form for a chosen active club, with the applicant's name and
//!   e-mail (the member's own, or a parent's for a child under 18) and the consent to the
//!   processing of personal data ([`CONSENT_VERSION`], [`CONSENT_TEXT`], stored with the
//!   request). The birth number is checked as in the register (checksum, date and sex agree).
//! - The answer to sending is always the same "check your inbox" (`/registracni-email`): it
//!   never says whether the birth number is in the register or the e-mail has an account, and
//!   sending looks neither up, so its timing says nothing either. Per client address
//!   [`MAX_PER_ADDRESS_PER_HOUR`] and per e-mail [`MAX_PER_EMAIL_PER_DAY`] requests pass.
//! - The e-mail carries a link to `/registrace-clena-dokonceni/{memberUuid}?token=…`, valid
//!   [`CONFIRM_HOURS`] hours and working once; opening it confirms the address and the request
//!   goes to the club. Unconfirmed requests are invisible to the club and expire unnoticed.
//! - The club's managers (who may create members of the club: `policy::check_member_create`)
//!   and Admin approve or reject it. A birth number already in the register is found here, by
//!   those allowed to see it, and the request is refused as CONFLICT: the club rejects it and
//!   sorts it out with the applicant (a transfer, or linking an account to the existing member).
//! - Approval writes the member with a new registration number and its membership in the club
//!   from today, and gives the applicant's account a *Person* identity of the member (a parent
//!   with several children switches between them). An applicant without an account gets one,
//!   and the welcome link `/vitej?approved=1&registrationNumber=…&token=…` sets its password;
//!   one with an account gets the link without a token and logs in.
//! - A request shows the conditions of a registration with the spec's Requirement states
//!   ([`requirements`]): *Completed* when met, *Required* while awaited, *Disabled* when it does
//!   not apply (no birth number for a foreigner) or can no longer be met (a rejected request).
//!
//! Linking an account to a member already in the register (`/vyhledat-clena`,
//! `/registrace/{memberUuid}`):
//!
//! - The search takes a first and last name, a birth date and a club, all required, and finds
//!   the members of that club with exactly that name (case and diacritics aside) and birth
//!   date: the searcher must already know all four, and public member pages show names and
//!   clubs anyway. It never takes a birth number. A client address searches at most
//!   [`MAX_SEARCHES_PER_ADDRESS_PER_HOUR`] times an hour, so birth dates cannot be guessed.
//! - Claiming a found member sends a link to the e-mail **the register holds** (shown masked,
//!   `j***@s***.cz`); its holder's account gets the member. Where the register holds none, the
//!   applicant gives an e-mail, confirms it by a link, and the member's club approves (its
//!   worklist beside the registrations). Several accounts may hold one member (two parents).
//!   Links work once within [`CONFIRM_HOURS`] hours; the
//!   claims of one address are limited as the registrations are.
//! - On success an account without a password gets a welcome link with a password token; one
//!   with a password is told to log in (`/existujici-ucet`).

use crate::text_enum::text_enum;

/// How long the e-mailed confirmation link works.
pub const CONFIRM_HOURS: i64 = 72;
/// Requests one client address sends in an hour.
pub const MAX_PER_ADDRESS_PER_HOUR: i64 = 10;
/// Requests naming one applicant's e-mail in a day (a parent with several children).
pub const MAX_PER_EMAIL_PER_DAY: i64 = 6;
/// Link requests for one member to one e-mail in a day.
pub const MAX_CLAIMS_PER_EMAIL_AND_MEMBER_PER_DAY: i64 = 3;
/// Member searches one client address makes in an hour.
pub const MAX_SEARCHES_PER_ADDRESS_PER_HOUR: i64 = 20;
/// How long the welcome link's password token works.
pub const WELCOME_TOKEN_DAYS: i64 = 14;

/// The version of [`CONSENT_TEXT`] stored with each request.
pub const CONSENT_VERSION: &str = "2026-12";
/// What the applicant agrees to by sending the request.
pub const CONSENT_TEXT: &str = "Souhlasím se zpracováním osobních údajů uvedených v přihlášce \
(včetně rodného čísla a adresy) Svazem lyžařů České republiky, z. s., a zvoleným klubem za účelem \
vedení evidence členů, registrace k závodům a plnění povinností vůči rejstříku sportu (zákon \
č. 115/2001 Sb.), po dobu členství a deset let po jeho skončení. Registruji-li dítě, prohlašuji, \
že jsem jeho zákonným zástupcem.";

text_enum! {
    /// Where a member's registration request stands.
    pub enum RegistrationState as "RegistrationState" {
        /// Sent; the applicant has not yet confirmed the e-mail address.
        Unconfirmed => "UNCONFIRMED" : "Čeká na ověření e-mailu",
        /// Confirmed; waiting for the club.
        Pending => "PENDING" : "Čeká na schválení klubem",
        Approved => "APPROVED" : "Schválena",
        Rejected => "REJECTED" : "Zamítnuta",
    }
}

text_enum! {
    /// How far one condition of a registration is (spec §3 Requirement states).
    pub enum RequirementState as "RequirementState" {
        Completed => "COMPLETED" : "Splněno",
        Required => "REQUIRED" : "Čeká se",
        Disabled => "DISABLED" : "Neuplatní se",
    }
}

/// One condition of a registration with its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    pub label: &'static str,
    pub state: RequirementState,
}

/// The conditions of a registration, in the order they are met.
pub fn requirements(state: RegistrationState, has_birth_number: bool) -> Vec<Requirement> {
    use RequirementState::{Completed, Disabled, Required};
    let confirmed = state != RegistrationState::Unconfirmed;
    vec![
        Requirement {
            label: "Souhlas se zpracováním osobních údajů",
            state: Completed,
        },
        Requirement {
            label: "Rodné číslo zkontrolováno",
            state: if has_birth_number {
                Completed
            } else {
                Disabled
            },
        },
        Requirement {
            label: "E-mail ověřen",
            state: if confirmed { Completed } else { Required },
        },
        Requirement {
            label: "Schválení klubem",
            state: match state {
                RegistrationState::Approved => Completed,
                RegistrationState::Rejected => Disabled,
                _ => Required,
            },
        },
    ]
}

/// An e-mail shown to somebody who may not read it: the first character of the name and of
/// the domain, and the top-level domain (`jana.novakova@seznam.cz` → `j***@s***.cz`).
pub fn mask_email(email: &str) -> String {
    let (name, domain) = email.split_once('@').unwrap_or((email, ""));
    let first = |text: &str| text.chars().next().map(String::from).unwrap_or_default();
    let tld = domain
        .rsplit_once('.')
        .map(|(_, tld)| tld)
        .unwrap_or_default();
    format!("{}***@{}***.{tld}", first(name), first(domain))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_masked() {
        assert_eq!(mask_email("jana.novakova@seznam.cz"), "j***@s***.cz");
        assert_eq!(mask_email("x@y.org"), "x***@y***.org");
        assert_eq!(mask_email("broken"), "b***@***.");
    }

    #[test]
    fn requirements_follow_the_state() {
        let states = |state, birth| {
            requirements(state, birth)
                .into_iter()
                .map(|requirement| requirement.state.as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            states(RegistrationState::Unconfirmed, true),
            ["COMPLETED", "COMPLETED", "REQUIRED", "REQUIRED"]
        );
        assert_eq!(
            states(RegistrationState::Pending, false),
            ["COMPLETED", "DISABLED", "COMPLETED", "REQUIRED"]
        );
        assert_eq!(
            states(RegistrationState::Approved, true),
            ["COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED"]
        );
        assert_eq!(states(RegistrationState::Rejected, true)[3], "DISABLED");
    }
}
