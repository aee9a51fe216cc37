//! QR Platba: the Short Payment Descriptor (SPAYD 1.0) of the Czech Banking Association, the
//! text a payment QR code carries: `SPD*1.0*ACC:CZ…*AM:300.00*CC:CZK*X-VS:2700000001*MSG:…`.
//!
//! [`payment_text`] writes the descriptor of an order; [`read`] checks a descriptor as banking
//! apps do (the vectors of `testdata/payments/spayd-vectors.tsv` from the reference
//! implementations), so the generator is tested against the same rules it must satisfy.
//!
//! Rules read: the header `SPD*1.0*`; `*`-separated `KEY:VALUE` pairs, a trailing `*`
//! allowed, an empty pair not; `ACC` required (an IBAN passing its check, `+BIC` allowed);
//! `ALT-ACC` a comma list of such; `AM` up to 10 characters with a decimal point and at most
//! two decimals; `CC` three capital letters; `RF` up to 16 digits; `RN` and `MSG` cropped to
//! 35 and 60 characters; `DT` a date `YYYYMMDD`; `PT` up to 3 characters; `NT` `P` or `E`;
//! `CRC32` 8 hexadecimal digits, the zlib CRC-32 of the canonical form (the other pairs sorted
//! by key, no trailing `*`); `X-VS`, `X-SS`, `X-KS` up to 10 digits; `X-PER` 0 to 30 days;
//! other keys only with the `X-` prefix. A value holding `*` is percent-encoded (`%2A`).

use chrono::NaiveDate;
use stopa_domain::money::Czk;

use super::bank_account::check_iban;

/// What a payment descriptor asks for, as Stopa writes it for an order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentRequest<'a> {
    /// The recipient's IBAN.
    pub iban: &'a str,
    pub amount: Czk,
    /// Up to 10 digits.
    pub variable_symbol: &'a str,
    /// The message for the recipient (folded to capital letters without diacritics, cut at 60).
    pub message: &'a str,
    /// The recipient's name (folded, cut at 35).
    pub recipient: &'a str,
}

/// The SPAYD 1.0 text of a payment: `ACC`, `AM`, `CC`, `X-VS`, `MSG` and `RN`, in that order.
/// The message and name are written in capital letters without diacritics (what every Czech
/// banking app reads), `*` never stands in them.
pub fn payment_text(request: &PaymentRequest<'_>) -> String {
    let halere = request.amount.halere();
    let mut text = format!(
        "SPD*1.0*ACC:{}*AM:{}.{:02}*CC:CZK*X-VS:{}",
        request.iban,
        halere / 100,
        halere % 100,
        request.variable_symbol
    );
    let message = plain_capitals(request.message, MAX_MESSAGE);
    if !message.is_empty() {
        text.push_str("*MSG:");
        text.push_str(&message);
    }
    let recipient = plain_capitals(request.recipient, MAX_RECIPIENT);
    if !recipient.is_empty() {
        text.push_str("*RN:");
        text.push_str(&recipient);
    }
    text
}

const MAX_MESSAGE: usize = 60;
const MAX_RECIPIENT: usize = 35;

/// Text in capital letters without diacritics (other characters than ASCII, and `*`, become
/// spaces), whitespace collapsed, at most `max` characters.
fn plain_capitals(text: &str, max: usize) -> String {
    let folded: String = text
        .chars()
        .flat_map(char::to_lowercase)
        .map(stopa_domain::text::fold_char)
        .map(|c| {
            if c.is_ascii() && c != '*' {
                c.to_ascii_uppercase()
            } else {
                ' '
            }
        })
        .collect();
    stopa_domain::text::clean_line(&folded, max)
}

/// A descriptor read: its pairs in their order (values percent-decoded, `RN` and `MSG`
/// cropped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spayd {
    pub pairs: Vec<(String, String)>,
}

impl Spayd {
    /// The value of a key.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value.as_str())
    }
}

/// Why a text is not a valid descriptor.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpaydError {
    /// Not a descriptor at all (no `SPD*` header).
    #[error("Text není QR platba (chybí hlavička SPD).")]
    NotSpayd,
    #[error("Verze QR platby {0} není podporována.")]
    Version(String),
    #[error("Údaj „{0}“ nemá tvar KLÍČ:HODNOTA.")]
    Pair(String),
    #[error("Údaj {key} má neplatnou hodnotu „{value}“.")]
    Value { key: String, value: String },
    #[error("Neznámý údaj {0}.")]
    UnknownKey(String),
    #[error("Chybí číslo účtu (ACC).")]
    MissingAccount,
    #[error("Kontrolní součet CRC32 nesouhlasí.")]
    Crc,
}

/// Reads and checks a descriptor.
pub fn read(text: &str) -> Result<Spayd, SpaydError> {
    let rest = text.strip_prefix("SPD*").ok_or(SpaydError::NotSpayd)?;
    let (version, body) = rest.split_once('*').unwrap_or((rest, ""));
    if version != "1.0" {
        return Err(SpaydError::Version(version.to_owned()));
    }
    let body = body.strip_suffix('*').unwrap_or(body);
    let mut pairs = Vec::new();
    if !body.is_empty() {
        for segment in body.split('*') {
            let (key, value) = segment
                .split_once(':')
                .filter(|(key, value)| !key.is_empty() && !value.contains(':'))
                .ok_or_else(|| SpaydError::Pair(segment.to_owned()))?;
            let value = percent_encoding::percent_decode_str(value)
                .decode_utf8_lossy()
                .into_owned();
            let value = check_value(key, value)?;
            pairs.push((key.to_owned(), value));
        }
    }
    let spayd = Spayd { pairs };
    if spayd.get("ACC").is_none() {
        return Err(SpaydError::MissingAccount);
    }
    if let Some(crc) = spayd.get("CRC32") {
        let mut canonical: Vec<(&str, &str)> = spayd
            .pairs
            .iter()
            .filter(|(key, _)| key != "CRC32")
            .map(|(key, value)| (key.as_str(), value.as_str()))
            .collect();
        canonical.sort_unstable();
        let canonical = std::iter::once("SPD*1.0".to_owned())
            .chain(
                canonical
                    .iter()
                    .map(|(key, value)| format!("{key}:{value}")),
            )
            .collect::<Vec<_>>()
            .join("*");
        if format!("{:08X}", crc32fast::hash(canonical.as_bytes())) != crc {
            return Err(SpaydError::Crc);
        }
    }
    Ok(spayd)
}

/// Checks one value by its key; `RN` and `MSG` come back cropped.
fn check_value(key: &str, value: String) -> Result<String, SpaydError> {
    let digits = |max: usize| {
        !value.is_empty() && value.len() <= max && value.bytes().all(|b| b.is_ascii_digit())
    };
    let valid = match key {
        "ACC" => account_valid(&value),
        "ALT-ACC" => value.split(',').all(account_valid),
        "AM" => amount_valid(&value),
        "CC" => value.len() == 3 && value.bytes().all(|b| b.is_ascii_uppercase()),
        "RF" => digits(16),
        "RN" => return Ok(value.chars().take(MAX_RECIPIENT).collect()),
        "MSG" => return Ok(value.chars().take(MAX_MESSAGE).collect()),
        "DT" => value.len() == 8 && NaiveDate::parse_from_str(&value, "%Y%m%d").is_ok(),
        "PT" => !value.is_empty() && value.chars().count() <= 3,
        "NT" => value == "P" || value == "E",
        "NTA" => !value.is_empty() && value.chars().count() <= 320,
        "CRC32" => value.len() == 8 && value.bytes().all(|b| b.is_ascii_hexdigit()),
        "X-VS" | "X-SS" | "X-KS" => digits(10),
        "X-PER" => digits(2) && value.parse::<u8>().is_ok_and(|days| days <= 30),
        "X-ID" => value.chars().count() <= 20,
        "X-URL" => value.chars().count() <= 140,
        other if other.starts_with("X-") => true,
        other => return Err(SpaydError::UnknownKey(other.to_owned())),
    };
    if valid {
        Ok(value)
    } else {
        Err(SpaydError::Value {
            key: key.to_owned(),
            value,
        })
    }
}

/// An IBAN passing its check, with an optional `+BIC`.
fn account_valid(text: &str) -> bool {
    let (iban, bic) = text
        .split_once('+')
        .map_or((text, None), |(iban, bic)| (iban, Some(bic)));
    let bic_valid = bic.is_none_or(|bic| {
        matches!(bic.len(), 6 | 8 | 11)
            && bic
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    });
    bic_valid && check_iban(iban).is_ok()
}

/// Up to 10 characters: digits with an optional decimal point and at most two decimals.
fn amount_valid(text: &str) -> bool {
    let (whole, decimals) = text.split_once('.').unwrap_or((text, ""));
    text.len() <= 10
        && !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && decimals.len() <= 2
        && decimals.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    const VECTORS: &str = include_str!("../../testdata/payments/spayd-vectors.tsv");

    #[test]
    fn every_reference_vector_gets_its_verdict() {
        let mut count = 0;
        for line in VECTORS.lines().skip(1) {
            let cells: Vec<&str> = line.split('\t').collect();
            let (text, expected, reason) = (cells[0], cells[1], cells[2]);
            let verdict = read(text);
            match expected {
                "not SPAYD" => assert_eq!(verdict, Err(SpaydError::NotSpayd), "{text}: {reason}"),
                expected if expected.starts_with("invalid") => {
                    assert!(verdict.is_err(), "{text} should be refused: {reason}");
                }
                expected if expected.starts_with("valid") => {
                    let spayd =
                        verdict.unwrap_or_else(|error| panic!("{text}: {error} ({reason})"));
                    if expected == "valid (cropped)" {
                        let cropped = spayd.get("RN").or(spayd.get("MSG")).expect("cropped value");
                        assert!(
                            cropped.chars().count() == 35 || cropped.chars().count() == 60,
                            "{text}"
                        );
                    }
                }
                other => panic!("unknown verdict {other}"),
            }
            count += 1;
        }
        assert_eq!(count, 43);
    }

    #[test]
    fn an_orders_payment_reads_back_as_the_banks_read_it() {
        let text = payment_text(&PaymentRequest {
            iban: "CZ5855000000001265098001",
            amount: Czk::from_halere(48_050),
            variable_symbol: "1234567890",
            message: "Platba za zboží",
            recipient: "",
        });
        assert_eq!(
            text,
            "SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*X-VS:1234567890*MSG:PLATBA ZA ZBOZI"
        );
        let spayd = read(&text).expect("valid");
        assert_eq!(spayd.get("AM"), Some("480.50"));
        assert_eq!(spayd.get("X-VS"), Some("1234567890"));
    }

    #[test]
    fn the_generator_agrees_with_the_published_examples() {
        // rspayd's README: 810883001/5500, 430 Kč, VS 31030001, "Platba za domenu".
        let account =
            super::super::bank_account::CzechAccount::parse("810883001/5500").expect("account");
        let text = payment_text(&PaymentRequest {
            iban: &account.iban(),
            amount: Czk::from_crowns(430),
            variable_symbol: "31030001",
            message: "Platba za domenu",
            recipient: "",
        });
        let published = VECTORS
            .lines()
            .find(|line| line.contains("rspayd"))
            .expect("vector");
        assert_eq!(published.split('\t').next(), Some(text.as_str()));
    }

    #[test]
    fn names_and_messages_are_folded_cut_and_never_break_the_text() {
        let text = payment_text(&PaymentRequest {
            iban: "CZ5855000000001265098001",
            amount: Czk::from_crowns(1_234_567),
            variable_symbol: "2700000001",
            message: "Členské příspěvky 2027 * Ski klub Špindlerův Mlýn\u{1} a mnoho dalších slov navíc až za hranici",
            recipient: "Svaz lyžařů České republiky, z. s. — účet příspěvků",
        });
        let spayd = read(&text).expect("valid");
        assert_eq!(spayd.get("AM"), Some("1234567.00"));
        let message = spayd.get("MSG").expect("message");
        assert!(
            message.starts_with("CLENSKE PRISPEVKY 2027 SKI KLUB SPINDLERUV MLYN A MNOHO"),
            "{message}"
        );
        assert!(message.len() <= 60);
        let recipient = spayd.get("RN").expect("recipient");
        assert!(
            recipient.starts_with("SVAZ LYZARU CESKE REPUBLIKY, Z. S."),
            "{recipient}"
        );
        assert!(recipient.len() <= 35);
        assert!(!text.contains("**"));
    }
}
