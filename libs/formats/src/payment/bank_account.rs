//! Czech bank accounts: the domestic form `prefix-number/bank` with its mod-11 check (ČNB
//! decree 169/2011), and its IBAN (ISO 13616: `CZ`, two check digits, the bank code, the
//! prefix padded to 6 digits and the number padded to 10).

use std::fmt;

/// The weights of the ČNB mod-11 check, for the 10 digits of a number (the prefix uses the
/// last six).
const WEIGHTS: [u32; 10] = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/// A Czech account in its domestic form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CzechAccount {
    /// Up to 6 digits; 0 when the account has none.
    pub prefix: u32,
    /// 2 to 10 digits.
    pub number: u64,
    /// The bank's 4-digit code.
    pub bank_code: u16,
}

/// Why a text is not a Czech account or a Czech IBAN.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    #[error("Číslo účtu musí mít tvar „předčíslí-číslo/kód banky“ nebo „číslo/kód banky“.")]
    Format,
    #[error("Číslo účtu nesplňuje kontrolu modulo 11.")]
    Checksum,
    #[error("IBAN nemá platný kontrolní součet.")]
    IbanChecksum,
    #[error("IBAN není český (musí začínat CZ a mít 24 znaků).")]
    NotCzechIban,
}

impl CzechAccount {
    /// Reads `prefix-number/bank` or `number/bank` (spaces around the parts are ignored). The
    /// form only: [`CzechAccount::check`] tells whether the digits pass the mod-11 check.
    pub fn parse(text: &str) -> Result<Self, AccountError> {
        let (account, bank) = text.trim().split_once('/').ok_or(AccountError::Format)?;
        let (prefix, number) = match account.split_once('-') {
            Some((prefix, number)) => (prefix.trim(), number.trim()),
            None => ("", account.trim()),
        };
        let bank = bank.trim();
        let digits = |text: &str, min: usize, max: usize| {
            (min..=max).contains(&text.len()) && text.bytes().all(|byte| byte.is_ascii_digit())
        };
        if !digits(prefix, 0, 6) || !digits(number, 2, 10) || !digits(bank, 4, 4) {
            return Err(AccountError::Format);
        }
        Ok(Self {
            prefix: if prefix.is_empty() {
                0
            } else {
                prefix.parse().map_err(|_| AccountError::Format)?
            },
            number: number.parse().map_err(|_| AccountError::Format)?,
            bank_code: bank.parse().map_err(|_| AccountError::Format)?,
        })
    }

    /// Reads the account and requires it to pass the mod-11 check.
    pub fn parse_checked(text: &str) -> Result<Self, AccountError> {
        let account = Self::parse(text)?;
        account.check()?;
        Ok(account)
    }

    /// The ČNB mod-11 check of the prefix and of the number (each weighted sum divisible by 11).
    pub fn check(&self) -> Result<(), AccountError> {
        let weighted = |value: u64, digits: usize| -> u32 {
            let text = format!("{value:0digits$}");
            text.bytes()
                .zip(&WEIGHTS[10 - digits..])
                .map(|(digit, weight)| u32::from(digit - b'0') * weight)
                .sum()
        };
        if weighted(u64::from(self.prefix), 6) % 11 == 0 && weighted(self.number, 10) % 11 == 0 {
            Ok(())
        } else {
            Err(AccountError::Checksum)
        }
    }

    /// The account's IBAN (electronic form, no spaces).
    pub fn iban(&self) -> String {
        let bban = format!("{:04}{:06}{:010}", self.bank_code, self.prefix, self.number);
        format!("CZ{:02}{bban}", 98 - iban_remainder(&format!("{bban}CZ00")))
    }

    /// The Czech account of a Czech IBAN (spaces ignored), after its mod-97 check.
    pub fn from_iban(iban: &str) -> Result<Self, AccountError> {
        let iban: String = iban.chars().filter(|c| !c.is_whitespace()).collect();
        let iban = iban.to_ascii_uppercase();
        if iban.len() != 24
            || !iban.starts_with("CZ")
            || !iban[2..].bytes().all(|byte| byte.is_ascii_digit())
        {
            return Err(AccountError::NotCzechIban);
        }
        check_iban(&iban)?;
        let invalid = |_| AccountError::Format;
        Ok(Self {
            bank_code: iban[4..8].parse().map_err(invalid)?,
            prefix: iban[8..14].parse().map_err(invalid)?,
            number: iban[14..24].parse().map_err(invalid)?,
        })
    }
}

/// `19-2000145399/0800`, or `2000145399/0800` without a prefix.
impl fmt::Display for CzechAccount {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.prefix > 0 {
            write!(formatter, "{}-", self.prefix)?;
        }
        write!(formatter, "{}/{:04}", self.number, self.bank_code)
    }
}

/// The ISO 7064 mod-97 remainder of an IBAN rearranged (country and check digits moved to the
/// end), its letters as numbers (A = 10 … Z = 35).
fn iban_remainder(rearranged: &str) -> u32 {
    rearranged.chars().fold(0, |remainder, c| {
        let value = c.to_digit(36).unwrap_or(0);
        if value >= 10 {
            (remainder * 100 + value) % 97
        } else {
            (remainder * 10 + value) % 97
        }
    })
}

/// Checks any IBAN's form (2 letters, 2 digits, up to 30 letters or digits) and its mod-97
/// check digits.
pub fn check_iban(iban: &str) -> Result<(), AccountError> {
    let bytes = iban.as_bytes();
    let well_formed = (15..=34).contains(&bytes.len())
        && bytes[..2].iter().all(u8::is_ascii_uppercase)
        && bytes[2..4].iter().all(u8::is_ascii_digit)
        && bytes[4..]
            .iter()
            .all(|byte| byte.is_ascii_digit() || byte.is_ascii_uppercase());
    if !well_formed {
        return Err(AccountError::Format);
    }
    let rearranged = format!("{}{}", &iban[4..], &iban[..4]);
    if iban_remainder(&rearranged) == 1 {
        Ok(())
    } else {
        Err(AccountError::IbanChecksum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `../shared/refs/payments/iban-cz-account-vectors.tsv`: account, IBAN, mod-11 validity.
    const VECTORS: &str = include_str!("../../testdata/payments/iban-cz-account-vectors.tsv");

    #[test]
    fn every_reference_account_converts_to_its_iban_and_back() {
        let mut checked = 0;
        for line in VECTORS.lines().skip(1) {
            let cells: Vec<&str> = line.split('\t').collect();
            let (text, expected_iban, validity) = (cells[0], cells[1], cells[2]);
            let valid = validity.starts_with("yes");
            if expected_iban.starts_with('(') {
                // Too short to be an account at all.
                assert_eq!(
                    CzechAccount::parse(text),
                    Err(AccountError::Format),
                    "{text}"
                );
                checked += 1;
                continue;
            }
            let account =
                CzechAccount::parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
            assert_eq!(account.iban(), expected_iban, "{text}");
            assert_eq!(account.check().is_ok(), valid, "{text}: mod 11");
            assert_eq!(
                CzechAccount::from_iban(expected_iban),
                Ok(account),
                "{text}"
            );
            assert_eq!(check_iban(expected_iban), Ok(()), "{text}");
            checked += 1;
        }
        assert_eq!(checked, 12);
    }

    #[test]
    fn an_account_prints_without_leading_zeros_and_with_its_prefix() {
        let account = CzechAccount::parse("000019-2000145399/0800").expect("account");
        assert_eq!(account.to_string(), "19-2000145399/0800");
        assert_eq!(
            CzechAccount::parse(" 280154417 / 0300 ")
                .expect("account")
                .to_string(),
            "280154417/0300"
        );
    }

    #[test]
    fn malformed_accounts_and_ibans_are_refused() {
        for text in [
            "",
            "123456789",
            "12a/0100",
            "1234567-123/0100",
            "12345678901/0100",
            "12/010",
            "12/01000",
        ] {
            assert_eq!(
                CzechAccount::parse(text),
                Err(AccountError::Format),
                "{text:?}"
            );
        }
        assert_eq!(
            CzechAccount::from_iban("CZ5855000000001265098021"),
            Err(AccountError::IbanChecksum)
        );
        assert_eq!(
            CzechAccount::from_iban("SK3112000000198742637541"),
            Err(AccountError::NotCzechIban)
        );
        assert_eq!(
            CzechAccount::from_iban("CZ65 0800 0000 1920 0014 5399")
                .expect("spaces")
                .to_string(),
            "19-2000145399/0800"
        );
        assert_eq!(check_iban("AT736000000002386492"), Ok(()));
        assert_eq!(
            check_iban("cz6508000000192000145399"),
            Err(AccountError::Format)
        );
    }
}
