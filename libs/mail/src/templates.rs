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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn password_reset_mail_carries_the_link() {
        let message = password_reset("jan@example.cz", "Jan", "http://x/obnova-hesla/abc", 2);
        assert!(message.text.contains("http://x/obnova-hesla/abc"));
        assert!(message.text.starts_with("Dobrý den, Jan,"));
        assert_eq!(message.subject, "SLČR – obnova hesla");
    }
}
