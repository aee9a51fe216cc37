//! The cells people type, read: dates, sex and countries.

use chrono::NaiveDate;
use stopa_domain::country::{COUNTRY_CODES, alpha3, is_country_code};
use stopa_domain::member::Sex;

use crate::table::header_key;

/// A date as people and programs write it: `1.2.2010`, `01.02.2010`, `1. 2. 2010` (as Stopa
/// writes dates), `2010-02-01`, and either with a time after it (`2010-02-01 00:00:00`,
/// `2010-02-01T00:00:00`, `1.2.2010 0:00`). Years have four digits; impossible dates
/// (`30.2.2010`) are `None`.
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    let date = match text.find(':') {
        Some(colon) => {
            let before_time = text[..colon].rfind([' ', 'T'])?;
            let time = &text[before_time + 1..];
            if !time
                .chars()
                .all(|c| c.is_ascii_digit() || c == ':' || c == '.')
            {
                return None;
            }
            text[..before_time].trim()
        }
        None => text,
    };
    let (year, month, day) = if let Some((day, rest)) = date.split_once('.') {
        let (month, year) = rest.split_once('.')?;
        (year.trim(), month.trim(), day.trim())
    } else {
        let mut parts = date.splitn(3, '-');
        (parts.next()?, parts.next()?, parts.next()?)
    };
    let digits = |part: &str, lengths: &[usize]| {
        lengths.contains(&part.len()) && part.chars().all(|c| c.is_ascii_digit())
    };
    if !digits(year, &[4]) || !digits(month, &[1, 2]) || !digits(day, &[1, 2]) {
        return None;
    }
    NaiveDate::from_ymd_opt(year.parse().ok()?, month.parse().ok()?, day.parse().ok()?)
}

/// Sex as people write it: `M`, `Ž`, `Z`, `F`, `W`, `muž`, `žena`, `male`, `female` (also
/// Stopa's `MALE`/`FEMALE`), any case.
pub fn parse_sex(text: &str) -> Option<Sex> {
    match header_key(text).as_str() {
        "m" | "muz" | "male" | "man" => Some(Sex::Male),
        "z" | "f" | "w" | "zena" | "female" | "woman" => Some(Sex::Female),
        _ => None,
    }
}

/// A country as an ISO 3166 alpha-2 code (`CZ`), from that code in any case, an alpha-3 code
/// (`CZE`, `SVK`) or the Czech or English name of a common one (`Česká republika`, `ČR`,
/// `Slovensko`, `Německo`, …). Only codes of [`COUNTRY_CODES`] come out.
///
/// `CR` and `SR` are refused: Czech forms use them for Česká and Slovenská republika, ISO for
/// Costa Rica and Suriname, and a wrong guess would import silently.
pub fn parse_country(text: &str) -> Option<String> {
    let text = text.trim();
    let upper = text.to_ascii_uppercase();
    let known = |code: &str| is_country_code(code).then(|| code.to_owned());
    if upper.len() == 2 && upper.chars().all(|c| c.is_ascii_alphabetic()) {
        return if matches!(upper.as_str(), "CR" | "SR") {
            None
        } else {
            known(&upper)
        };
    }
    if upper.len() == 3 && upper.chars().all(|c| c.is_ascii_alphabetic()) {
        return COUNTRY_CODES
            .iter()
            .find(|code| alpha3(code) == Some(upper.as_str()))
            .map(|code| (*code).to_owned());
    }
    let code = match header_key(text).as_str() {
        "ceskarepublika" | "ceskarep" | "cr" | "cesko" | "czechia" | "czechrepublic" => "CZ",
        "slovensko" | "slovenskarepublika" | "slovakia" | "slovakrepublic" => "SK",
        "polsko" | "poland" | "polska" => "PL",
        "nemecko" | "germany" | "deutschland" | "spolkovarepublikanemecko" => "DE",
        "rakousko" | "austria" | "osterreich" => "AT",
        "madarsko" | "hungary" => "HU",
        "slovinsko" | "slovenia" => "SI",
        "ukrajina" | "ukraine" => "UA",
        "italie" | "italy" => "IT",
        "francie" | "france" => "FR",
        "svycarsko" | "switzerland" => "CH",
        "norsko" | "norway" => "NO",
        "svedsko" | "sweden" => "SE",
        "finsko" | "finland" => "FI",
        "chorvatsko" | "croatia" => "HR",
        "rusko" | "russia" => "RU",
        "spojenestaty" | "spojenestatyamericke" | "unitedstates" => "US",
        "velkabritanie" | "spojenekralovstvi" | "unitedkingdom" => "GB",
        "kanada" | "canada" => "CA",
        _ => return None,
    };
    known(code)
}
