//! Czech e-mail texts.

use crate::EmailMessage;

/// The password-renewal e-mail with its one-time link.
pub fn password_reset(to: &str, first_name: &str, link: &str, valid_hours: i64) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – obnova hesla".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             někdo (nejspíš Vy) požádal o obnovu hesla k Vašemu účtu v evidenci SLČR.\n\
             Nové heslo si nastavíte na této adrese:\n\n{link}\n\n\
             Odkaz platí {valid_hours} hodiny a lze jej použít jen jednou. \
             Pokud jste o obnovu nežádali, e-mail ignorujte; Vaše heslo zůstává beze změny.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// An invitation to take a role in the evidence, with its one-time link.
pub fn invitation(
    to: &str,
    first_name: &str,
    role: &str,
    link: &str,
    valid_days: i64,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – pozvánka do evidence".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             byli jste pozváni do evidence Svazu lyžařů ČR jako {role}.\n\
             Pozvánku přijmete a heslo si nastavíte na této adrese:\n\n{link}\n\n\
             Odkaz platí {valid_days} dní a lze jej použít jen jednou.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The confirmation that a club registration request arrived.
pub fn club_request_received(to: &str, club_name: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – žádost o registraci klubu přijata".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             přijali jsme žádost o registraci klubu {club_name} do Svazu lyžařů ČR.\n\
             O vyřízení Vás budeme informovat e-mailem.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The refusal of a club registration request, with the reason.
pub fn club_request_rejected(to: &str, club_name: &str, reason: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – žádost o registraci klubu zamítnuta".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             Vaši žádost o registraci klubu {club_name} do Svazu lyžařů ČR jsme zamítli.\n\n\
             Důvod: {reason}\n\n\
             S dotazy se obraťte na sekretariát svazu.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invitation_and_rejection_mails_carry_the_link_and_the_reason() {
        let message = invitation(
            "a@b.cz",
            "Jana",
            "správce klubu Ski klub Liberec",
            "http://x/obnova-hesla/t",
            7,
        );
        assert!(
            message
                .text
                .contains("jako správce klubu Ski klub Liberec.")
        );
        assert!(message.text.contains("http://x/obnova-hesla/t"));
        let message = club_request_rejected("a@b.cz", "SK Test", "Chybí stanovy.");
        assert!(message.text.contains("Důvod: Chybí stanovy."));
    }

    #[test]
    fn password_reset_mail_carries_the_link() {
        let message = password_reset("jan@example.cz", "Jan", "http://x/obnova-hesla/abc", 2);
        assert!(message.text.contains("http://x/obnova-hesla/abc"));
        assert!(message.text.starts_with("Dobrý den, Jan,"));
        assert_eq!(message.subject, "SLČR – obnova hesla");
    }
}
