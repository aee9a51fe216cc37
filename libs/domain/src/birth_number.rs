//! Czech birth numbers (rodné číslo), enough for generating and checking them.
//!
//! Rules: `YYMMDD` then a serial; people born before 1954 have a 3-digit serial and no check
//! digit (9 digits); from 1954 the 10-digit number is divisible by 11, except that a
//! remainder of 10 for the first nine digits is written as check digit 0. Women have the month
//! +50; from 2004 a month +20 (+70 for women) is used when a day's serials ran out.
//!
//! Where validators disagree, Stopa decides (checked against every shared test vector in
//! `tests/birth_number_vectors.rs`):
//! - The remainder-10 exception is accepted for every year. The NZIS structure documents it
//!   without a year limit, and real numbers use it after 1985 (8801251680, born 1988); a
//!   refused real number would stop a member's registration, and the birth date and sex the
//!   number encodes must still agree with the entered ones.
//! - Month +20/+70 only from 2004, as zákon 53/2004 Sb. introduced it. Older numbers with the
//!   offset (foreigners' numbers some validators accept) are refused; such members are entered
//!   as foreigners, with birth date and citizenship.
//! - A 9-digit number is only for people born 1900–1953; it is never read as 18YY (nobody born
//!   in the 19th century is a member).
//! - A birth date in the future is refused (a 10-digit number with YY < 54 is 20YY).
//! - Spaces, tabs and one slash may surround the digits.

use chrono::{Datelike as _, NaiveDate};

use crate::member::Sex;

/// A structurally valid birth number with what it says about its holder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BirthNumber {
    digits: String,
    birth_date: NaiveDate,
    sex: Sex,
}

/// Why a text is not a birth number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BirthNumberError {
    #[error("Rodné číslo musí mít 9 nebo 10 číslic (lomítko je nepovinné)")]
    Format,
    #[error("Rodné číslo obsahuje neexistující datum narození")]
    ImpossibleDate,
    #[error("Rodné číslo nemá správný kontrolní součet")]
    Checksum,
    #[error("Rodné číslo obsahuje datum narození v budoucnosti")]
    FutureDate,
}

impl BirthNumber {
    /// Parses `YYMMDD/SSSC`, `YYMMDDSSSC` or the 9-digit form, as of today.
    pub fn parse(text: &str) -> Result<Self, BirthNumberError> {
        Self::parse_on(text, crate::time::today())
    }

    /// Parses a birth number as of `today` (birth dates after it are refused).
    pub fn parse_on(text: &str, today: NaiveDate) -> Result<Self, BirthNumberError> {
        if text.chars().filter(|ch| *ch == '/').count() > 1 {
            return Err(BirthNumberError::Format);
        }
        let digits: String = text
            .chars()
            .filter(|ch| *ch != '/' && !ch.is_whitespace())
            .collect();
        if !(digits.len() == 9 || digits.len() == 10) || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(BirthNumberError::Format);
        }
        let number = |range: std::ops::Range<usize>| -> u32 {
            digits[range].parse().expect("checked to be ASCII digits")
        };
        let (yy, mut month, day) = (number(0..2) as i32, number(2..4), number(4..6));
        let sex = if month > 50 { Sex::Female } else { Sex::Male };
        if month > 50 {
            month -= 50;
        }
        let extra_series = month > 20;
        if extra_series {
            month -= 20;
        }
        let year = if digits.len() == 9 {
            if yy >= 54 {
                return Err(BirthNumberError::Format);
            }
            1900 + yy
        } else if yy >= 54 {
            1900 + yy
        } else {
            2000 + yy
        };
        if extra_series && year < 2004 {
            return Err(BirthNumberError::ImpossibleDate);
        }
        let birth_date =
            NaiveDate::from_ymd_opt(year, month, day).ok_or(BirthNumberError::ImpossibleDate)?;
        if digits.len() == 10 {
            let first_nine: u64 = digits[..9].parse().expect("checked to be ASCII digits");
            let check = u64::from(number(9..10));
            let remainder = first_nine % 11;
            let valid = remainder == check || (remainder == 10 && check == 0);
            if !valid {
                return Err(BirthNumberError::Checksum);
            }
        }
        if birth_date > today {
            return Err(BirthNumberError::FutureDate);
        }
        Ok(Self {
            digits,
            birth_date,
            sex,
        })
    }

    /// Builds the 10-digit birth number of a person born from 1954 on with the given daily
    /// serial (0..=999); `None` when the serial would need the remainder-10 exception.
    pub fn generate(birth_date: NaiveDate, sex: Sex, serial: u16) -> Option<Self> {
        if birth_date.year() < 1954 || serial > 999 {
            return None;
        }
        let month = birth_date.month() + if sex == Sex::Female { 50 } else { 0 };
        let first_nine = format!(
            "{:02}{:02}{:02}{:03}",
            birth_date.year() % 100,
            month,
            birth_date.day(),
            serial
        );
        let remainder = first_nine.parse::<u64>().ok()? % 11;
        if remainder == 10 {
            return None;
        }
        Some(Self {
            digits: format!("{first_nine}{remainder}"),
            birth_date,
            sex,
        })
    }

    /// The digits without the slash, as stored and as the NSA register wants them.
    pub fn digits(&self) -> &str {
        &self.digits
    }

    pub fn birth_date(&self) -> NaiveDate {
        self.birth_date
    }

    pub fn sex(&self) -> Sex {
        self.sex
    }

    /// The usual written form `YYMMDD/SSSC`.
    pub fn formatted(&self) -> String {
        format!("{}/{}", &self.digits[..6], &self.digits[6..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).expect("valid test date")
    }

    #[test]
    fn known_numbers_parse_with_their_date_and_sex() {
        let cases = [
            ("9206278653", date(1992, 6, 27), Sex::Male),
            ("110124/041", date(1911, 1, 24), Sex::Male),
            ("110124/0415", date(2011, 1, 24), Sex::Male),
            ("855215/5117", date(1985, 2, 15), Sex::Female),
        ];
        for (text, birth_date, sex) in cases {
            let parsed = BirthNumber::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (parsed.birth_date(), parsed.sex()),
                (birth_date, sex),
                "{text}"
            );
        }
    }

    #[test]
    fn wrong_numbers_say_what_is_wrong() {
        assert_eq!(
            BirthNumber::parse("9206278654"),
            Err(BirthNumberError::Checksum)
        );
        assert_eq!(
            BirthNumber::parse("921327/8653"),
            Err(BirthNumberError::ImpossibleDate)
        );
        assert_eq!(
            BirthNumber::parse("92062786"),
            Err(BirthNumberError::Format)
        );
        assert_eq!(
            BirthNumber::parse("92O6278653"),
            Err(BirthNumberError::Format)
        );
    }

    #[test]
    fn generated_numbers_parse_back() {
        for serial in 0..200 {
            for (birth_date, sex) in [
                (date(1990, 2, 28), Sex::Female),
                (date(2008, 12, 1), Sex::Male),
            ] {
                if let Some(generated) = BirthNumber::generate(birth_date, sex, serial) {
                    let parsed =
                        BirthNumber::parse(generated.digits()).expect("generated is valid");
                    assert_eq!((parsed.birth_date(), parsed.sex()), (birth_date, sex));
                }
            }
        }
    }
}
