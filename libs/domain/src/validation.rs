//! Checks every form of the API shares, with the Czech messages of spec §5: required text,
//! codes, numbers, date ranges, e-mail, phone, web address, postcode and bank account.

use chrono::NaiveDate;

/// Message of an invalid e-mail, spec §5.
pub const INVALID_EMAIL: &str = "Zadejte platný e-mail";
/// Message of an invalid phone number, spec §5.
pub const INVALID_PHONE: &str = "Zadejte platné telefonní číslo";
/// Message of an invalid web address, spec §5.
pub const INVALID_URL: &str = "Zadejte platnou adresu URL";
pub const INVALID_POSTCODE: &str = "PSČ tvoří pět číslic.";
pub const INVALID_BANK_ACCOUNT: &str = "Zadejte číslo účtu ve tvaru 123456789/0100.";

/// A plausible e-mail address: one `@`, something before it, a dotted domain after it.
pub fn is_email(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !text.chars().any(char::is_whitespace)
}

/// A Czech bank account number `[prefix-]number/bank`, checked by the weights of the
/// Czech National Bank (1, 2, 4, 8, 5, 10, 9, 7, 3, 6 from the right).
pub fn is_bank_account(text: &str) -> bool {
    const WEIGHTS: [u32; 10] = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
    let Some((account, bank)) = text.split_once('/') else {
        return false;
    };
    if bank.len() != 4 || !bank.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let (prefix, number) = account.split_once('-').unwrap_or(("", account));
    let valid_part = |part: &str, max: usize, min: usize| {
        (min..=max).contains(&part.len())
            && part.chars().all(|c| c.is_ascii_digit())
            && part
                .chars()
                .rev()
                .zip(WEIGHTS)
                .map(|(c, weight)| c.to_digit(10).unwrap_or(0) * weight)
                .sum::<u32>()
                % 11
                == 0
    };
    (prefix.is_empty() || valid_part(prefix, 6, 1))
        && valid_part(number, 10, 2)
        && number.chars().any(|c| c != '0')
}

/// Message of a required field left empty, spec §5.
pub const REQUIRED: &str = "Toto pole je povinné";
/// Message of a date range whose end precedes its start, spec §5.
pub const END_BEFORE_START: &str = "Konec nemůže předcházet začátku.";

/// A problem with one field of a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// A single-line value with a line break or another control character.
pub const LINE_BREAK: &str = "Text nesmí obsahovat odřádkování ani řídicí znaky.";

/// Collects the problems of one form, so the user sees all of them at once.
#[derive(Debug, Default)]
pub struct FormCheck {
    errors: Vec<FieldError>,
}

impl FormCheck {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.errors.push(FieldError {
            field: field.to_owned(),
            message: message.into(),
        });
    }

    /// The trimmed text; empty or longer than `max_chars` is a problem.
    pub fn text(&mut self, field: &str, value: &str, max_chars: usize) -> String {
        let value = value.trim();
        if value.is_empty() {
            self.add(field, REQUIRED);
        } else if value.chars().count() > max_chars {
            self.add(field, format!("Text může mít nejvýše {max_chars} znaků."));
        }
        value.to_owned()
    }

    /// One line of text (a name, a street): as [`Self::text`], and a line break or another
    /// control character is a problem — such values go into e-mails, exports and headings.
    pub fn line(&mut self, field: &str, value: &str, max_chars: usize) -> String {
        let value = self.text(field, value, max_chars);
        if value.chars().any(char::is_control) {
            self.add(field, LINE_BREAK);
        }
        value
    }

    /// An optional line: as [`Self::optional_text`], without control characters.
    pub fn optional_line(
        &mut self,
        field: &str,
        value: Option<&str>,
        max_chars: usize,
    ) -> Option<String> {
        let value = self.optional_text(field, value, max_chars);
        if value
            .as_deref()
            .is_some_and(|value| value.chars().any(char::is_control))
        {
            self.add(field, LINE_BREAK);
        }
        value
    }

    /// A code: required, at most `max_chars`, letters of the English alphabet, digits, `-`
    /// and `_` only (codes go into URLs, exports and FIS files).
    pub fn code(&mut self, field: &str, value: &str, max_chars: usize) -> String {
        let value = self.text(field, value, max_chars);
        if !value.is_empty()
            && !value
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            self.add(
                field,
                "Kód může obsahovat jen písmena bez diakritiky, číslice, pomlčku a podtržítko.",
            );
        }
        value
    }

    /// The end of a range may equal its start but not precede it.
    pub fn date_range(&mut self, end_field: &str, start: NaiveDate, end: NaiveDate) {
        if end < start {
            self.add(end_field, END_BEFORE_START);
        }
    }

    /// A whole number within bounds.
    pub fn number(&mut self, field: &str, value: i32, min: i32, max: i32) {
        if value < min {
            self.add(field, format!("Hodnota musí být alespoň {min}."));
        } else if value > max {
            self.add(field, format!("Hodnota může být nejvýše {max}."));
        }
    }

    /// Optional text: `None` when empty; longer than `max_chars` is a problem.
    pub fn optional_text(
        &mut self,
        field: &str,
        value: Option<&str>,
        max_chars: usize,
    ) -> Option<String> {
        let value = value.map(str::trim).filter(|value| !value.is_empty())?;
        if value.chars().count() > max_chars {
            self.add(field, format!("Text může mít nejvýše {max_chars} znaků."));
        }
        Some(value.to_owned())
    }

    /// A Czech postcode: five digits, written with or without the space ("460 01").
    pub fn postcode(&mut self, field: &str, value: &str) -> String {
        let digits: String = value.chars().filter(|c| !c.is_whitespace()).collect();
        if digits.is_empty() {
            self.add(field, REQUIRED);
        } else if digits.len() != 5 || !digits.chars().all(|c| c.is_ascii_digit()) {
            self.add(field, INVALID_POSTCODE);
        }
        digits
    }

    /// An optional e-mail address.
    pub fn optional_email(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let value = self.optional_text(field, value, 254)?;
        if !is_email(&value) {
            self.add(field, INVALID_EMAIL);
        }
        Some(value.to_lowercase())
    }

    /// An optional phone number: digits with an optional leading `+`, spaces allowed; 9 to 15
    /// digits (a Czech number or an international one).
    pub fn optional_phone(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let value = self.optional_text(field, value, 30)?;
        let rest = value.strip_prefix('+').unwrap_or(&value);
        let digits = rest.chars().filter(char::is_ascii_digit).count();
        if !rest.chars().all(|c| c.is_ascii_digit() || c == ' ') || !(9..=15).contains(&digits) {
            self.add(field, INVALID_PHONE);
        }
        Some(value)
    }

    /// An optional web address; `www.example.cz` gets `https://`.
    pub fn optional_url(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let value = self.optional_text(field, value, 300)?;
        let url = if value.contains("://") {
            value
        } else {
            format!("https://{value}")
        };
        let host = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"))
            .and_then(|rest| rest.split(['/', '?', '#']).next())
            .unwrap_or("");
        let host_ok = host.contains('.')
            && !host.starts_with('.')
            && !host.ends_with('.')
            && host
                .chars()
                .all(|c| c.is_alphanumeric() || c == '.' || c == '-' || c == ':');
        if !host_ok || url.chars().any(char::is_whitespace) {
            self.add(field, INVALID_URL);
        }
        Some(url)
    }

    /// An optional Czech bank account `[prefix-]number/bank code`, with the mod-11 checks of
    /// the prefix and the number (Czech National Bank decree 169/2011).
    pub fn optional_bank_account(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let value = self.optional_text(field, value, 30)?;
        if !is_bank_account(&value) {
            self.add(field, INVALID_BANK_ACCOUNT);
        }
        Some(value)
    }

    /// `Ok` when nothing was wrong.
    pub fn finish(self) -> Result<(), Vec<FieldError>> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(self.errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().expect("date")
    }

    #[test]
    fn empty_and_blank_text_is_required() {
        let mut check = FormCheck::new();
        assert_eq!(check.text("name", "  Běh  ", 10), "Běh");
        check.text("name", "   ", 10);
        check.text("code", "", 10);
        let errors = check.finish().expect_err("two problems");
        assert_eq!(errors.len(), 2);
        assert!(errors.iter().all(|error| error.message == REQUIRED));
    }

    #[test]
    fn text_longer_than_the_limit_is_refused_counting_characters_not_bytes() {
        let mut check = FormCheck::new();
        check.text("name", "ěščřž", 5);
        assert!(check.finish().is_ok());
        let mut check = FormCheck::new();
        check.text("name", "ěščřžý", 5);
        assert_eq!(
            check.finish().expect_err("too long")[0].message,
            "Text může mít nejvýše 5 znaků."
        );
    }

    #[test]
    fn codes_allow_only_plain_letters_digits_dash_and_underscore() {
        for (code, ok) in [
            ("cc-sp", true),
            ("CC_SPRINT", true),
            ("běh", false),
            ("a b", false),
        ] {
            let mut check = FormCheck::new();
            check.code("code", code, 40);
            assert_eq!(check.finish().is_ok(), ok, "{code}");
        }
    }

    #[test]
    fn a_range_may_end_on_its_first_day_but_not_before() {
        let mut check = FormCheck::new();
        check.date_range("endDate", date("2026-05-01"), date("2026-05-01"));
        assert!(check.finish().is_ok());
        let mut check = FormCheck::new();
        check.date_range("endDate", date("2026-05-01"), date("2026-04-30"));
        let errors = check.finish().expect_err("end before start");
        assert_eq!(
            errors,
            vec![FieldError {
                field: "endDate".into(),
                message: END_BEFORE_START.into()
            }]
        );
    }

    #[test]
    fn contacts_are_checked_and_normalised() {
        let mut check = FormCheck::new();
        assert_eq!(check.postcode("postcode", "460 01"), "46001");
        assert_eq!(
            check.optional_email("email", Some(" Klub@Example.CZ ")),
            Some("klub@example.cz".into())
        );
        assert_eq!(
            check.optional_phone("phone", Some("+420 603 123 456")),
            Some("+420 603 123 456".into())
        );
        assert_eq!(
            check.optional_url("web", Some("www.skiklub.cz")),
            Some("https://www.skiklub.cz".into())
        );
        assert_eq!(
            check.optional_bank_account("bank", Some("19-2000145399/0800")),
            Some("19-2000145399/0800".into())
        );
        assert_eq!(check.optional_email("email", Some("  ")), None);
        assert!(check.finish().is_ok());

        let mut check = FormCheck::new();
        check.postcode("postcode", "4600");
        check.optional_email("email", Some("klub@localhost"));
        check.optional_phone("phone", Some("603-123"));
        check.optional_url("web", Some("není adresa"));
        check.optional_bank_account("bank", Some("123456789/0800"));
        let messages: Vec<String> = check
            .finish()
            .expect_err("five problems")
            .into_iter()
            .map(|e| e.message)
            .collect();
        assert_eq!(
            messages,
            [
                INVALID_POSTCODE,
                INVALID_EMAIL,
                INVALID_PHONE,
                INVALID_URL,
                INVALID_BANK_ACCOUNT
            ]
        );
    }
}
