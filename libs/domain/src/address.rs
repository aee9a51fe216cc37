//! Czech addresses against RÚIAN address points: how a written address is folded into keys,
//! and which address point it means.
//!
//! People write addresses in many ways: "nám. Míru 12/3", "Náměstí Míru 12", "Husova ul. 5",
//! "Bedřichov 40" (a village without streets), "Praha 7" for the municipality Praha. The rules:
//!
//! - Names compare as folded words (lower case, no diacritics, punctuation ignored); the word
//!   "ulice"/"ul" is dropped. A written word matches a word of the register when it is that
//!   word or its beginning, so abbreviations match without a list of them: "nám" → "náměstí",
//!   "tř" → "třída", "n" → "nad" ("Jablonec n. N." is "Jablonec nad Nisou").
//! - Numbers: "12/3" is číslo popisné 12 and číslo orientační 3 (a letter may follow: "3a").
//!   One number alone is the číslo popisné, or, in a street, the číslo orientační (as city
//!   people often write only the number on their door).
//! - The municipality may be written as the municipality, its part, or the Prague district
//!   ("Praha 7"); the postcode alone also places the address.
//! - An address resolves to a point only when exactly one point fits best; several equally
//!   good points or none leave it unresolved (the cleanup worklist shows the candidates).

use crate::text::{fold, folded_words};
use crate::text_enum::text_enum;

text_enum! {
    /// The kind of number a building has in RÚIAN.
    pub enum BuildingType as "BuildingType" {
        /// Číslo popisné, "č.p.".
        HouseNumber => "HOUSE_NUMBER",
        /// Číslo evidenční, "č.ev." (cottages, garages, temporary buildings).
        RegistrationNumber => "REGISTRATION_NUMBER",
    }
}

text_enum! {
    /// Where an address point came from: the state's RÚIAN, or the demo data set.
    pub enum AddressSource as "AddressSource" {
        Ruian => "RUIAN",
        Demo => "DEMO",
    }
}

/// An address as a person wrote it, split as the member record keeps it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WrittenAddress<'a> {
    pub municipality: Option<&'a str>,
    pub municipality_part: Option<&'a str>,
    pub street: Option<&'a str>,
    pub house_number: Option<&'a str>,
    pub orientation_number: Option<&'a str>,
    pub postcode: Option<&'a str>,
}

fn present(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|text| !text.is_empty())
}

impl WrittenAddress<'_> {
    /// Whether nothing of the address was written.
    pub fn is_empty(&self) -> bool {
        [
            self.municipality,
            self.municipality_part,
            self.street,
            self.house_number,
            self.orientation_number,
            self.postcode,
        ]
        .into_iter()
        .all(|part| present(part).is_none())
    }

    /// The address on one line as people read it: "Husova 12/3, Staré Město, 460 01 Liberec".
    pub fn display_text(&self) -> String {
        let numbers = match (present(self.house_number), present(self.orientation_number)) {
            (Some(house), Some(orientation)) => format!("{house}/{orientation}"),
            (Some(house), None) => house.to_owned(),
            (None, Some(orientation)) => format!("/{orientation}"),
            (None, None) => String::new(),
        };
        let street = [present(self.street).unwrap_or(""), numbers.as_str()]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        // Five digits are written the Czech way, "460 01".
        let postcode = present(self.postcode).map(|text| {
            let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            if digits.len() == 5 && digits.chars().all(|c| c.is_ascii_digit()) {
                format!("{} {}", &digits[..3], &digits[3..])
            } else {
                text.to_owned()
            }
        });
        let town = [
            postcode.as_deref().unwrap_or(""),
            present(self.municipality).unwrap_or(""),
        ]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
        [
            street.as_str(),
            present(self.municipality_part).unwrap_or(""),
            town.as_str(),
        ]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
    }

    /// The key of the unresolved-addresses worklist: the folded parts, so that the same address
    /// written with other capitals, diacritics or spacing is one entry.
    pub fn key(&self) -> String {
        let postcode = present(self.postcode).map(|text| text.replace(' ', ""));
        [
            present(self.street).map(|text| name_words(text).join(" ")),
            present(self.house_number).map(fold),
            present(self.orientation_number).map(fold),
            present(self.municipality_part).map(|text| name_words(text).join(" ")),
            postcode,
            present(self.municipality).map(|text| name_words(text).join(" ")),
        ]
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect::<Vec<_>>()
        .join("|")
    }

    /// What a lookup needs, or the problem that makes looking up pointless.
    pub fn lookup(&self) -> Result<AddressLookup, AddressProblem> {
        let (mut house, mut orientation) = (None, None);
        if let Some(text) = present(self.house_number) {
            let (first, second) = split_numbers(text);
            house = first;
            orientation = second;
        }
        if let Some(text) = present(self.orientation_number) {
            orientation = split_numbers(text).0.or(orientation);
        }
        let house_number = house.as_deref().and_then(|text| text.parse::<i32>().ok());
        let (orientation_number, orientation_letter) = match orientation.as_deref() {
            Some(text) => parse_orientation(text).ok_or(AddressProblem::MissingHouseNumber)?,
            None => (None, None),
        };
        if house.is_some() && house_number.is_none() {
            return Err(AddressProblem::MissingHouseNumber);
        }
        if house_number.is_none() && orientation_number.is_none() {
            return Err(AddressProblem::MissingHouseNumber);
        }
        let postcode = present(self.postcode)
            .map(|text| text.replace(' ', ""))
            .filter(|text| text.len() == 5 && text.chars().all(|c| c.is_ascii_digit()));
        let municipality = present(self.municipality)
            .map(name_words)
            .unwrap_or_default();
        if municipality.is_empty() && postcode.is_none() {
            return Err(AddressProblem::NotFound);
        }
        Ok(AddressLookup {
            postcode,
            municipality_key: municipality.join(" "),
            municipality,
            part: present(self.municipality_part)
                .map(name_words)
                .unwrap_or_default(),
            street: present(self.street).map(name_words).unwrap_or_default(),
            house_number,
            orientation_number,
            orientation_letter,
        })
    }
}

/// Why an address cannot be resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddressProblem {
    /// Neither číslo popisné nor číslo orientační.
    MissingHouseNumber,
    /// No address point fits (or several fit equally).
    NotFound,
}

/// The folded words of a municipality, part or street name, without "ulice".
pub fn name_words(text: &str) -> Vec<String> {
    folded_words(text)
        .into_iter()
        .filter(|word| word != "ulice" && word != "ul")
        .collect()
}

/// The key of a register name, as the loader stores it ("Náměstí Míru" → "namesti miru").
pub fn name_key(text: &str) -> String {
    name_words(text).join(" ")
}

/// "12/3a" → ("12", "3a"); "12" → ("12", None); "/3" → (None, "3").
fn split_numbers(text: &str) -> (Option<String>, Option<String>) {
    let text = text.trim();
    let (first, second) = text.split_once('/').unwrap_or((text, ""));
    let clean = |part: &str| {
        let part = part
            .trim()
            .trim_start_matches("č.p.")
            .trim_start_matches("č.o.")
            .trim();
        (!part.is_empty()).then(|| part.to_owned())
    };
    (clean(first), clean(second))
}

/// "3a" → (3, "a"); "3" → (3, None); anything else None.
fn parse_orientation(text: &str) -> Option<(Option<i32>, Option<String>)> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    let rest = text[digits.len()..].trim();
    let number = digits.parse::<i32>().ok()?;
    if rest.is_empty() {
        Some((Some(number), None))
    } else if rest.chars().count() == 1 && rest.chars().all(char::is_alphabetic) {
        Some((Some(number), Some(fold(rest))))
    } else {
        None
    }
}

/// A written address prepared for the lookup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddressLookup {
    /// Five digits.
    pub postcode: Option<String>,
    /// The municipality's words joined by one space (an index key of the register).
    pub municipality_key: String,
    pub municipality: Vec<String>,
    pub part: Vec<String>,
    pub street: Vec<String>,
    pub house_number: Option<i32>,
    pub orientation_number: Option<i32>,
    pub orientation_letter: Option<String>,
}

/// An address point of the register, as the lookup compares it.
#[derive(Debug, Clone, PartialEq)]
pub struct AddressPointKeys {
    pub code: i64,
    pub municipality_key: String,
    pub district_key: Option<String>,
    pub part_key: Option<String>,
    pub street_key: Option<String>,
    pub house_number: i32,
    pub orientation_number: Option<i32>,
    pub orientation_letter: Option<String>,
    pub postcode: String,
}

/// Whether every written word is the register's word at the same place or its beginning, and
/// the word counts agree.
fn words_match(written: &[String], register: &str) -> bool {
    let register: Vec<&str> = register
        .split(' ')
        .filter(|word| !word.is_empty())
        .collect();
    written.len() == register.len()
        && !written.is_empty()
        && written
            .iter()
            .zip(register)
            .all(|(written, register)| register.starts_with(written.as_str()))
}

impl AddressLookup {
    /// How well an address point fits: None when it does not, a higher number the better.
    pub fn score(&self, point: &AddressPointKeys) -> Option<u32> {
        // The place: the postcode, or the municipality written as municipality, Prague
        // district or part.
        let place_names = [
            Some(point.municipality_key.as_str()),
            point.district_key.as_deref(),
            point.part_key.as_deref(),
        ];
        let municipality_fits = !self.municipality.is_empty()
            && place_names
                .into_iter()
                .flatten()
                .any(|name| words_match(&self.municipality, name));
        let postcode_fits = self.postcode.as_deref() == Some(point.postcode.as_str());
        if !municipality_fits && !postcode_fits {
            return None;
        }
        let mut score = u32::from(municipality_fits) + u32::from(postcode_fits);
        if !self.part.is_empty()
            && point
                .part_key
                .as_deref()
                .is_some_and(|part| words_match(&self.part, part))
        {
            score += 1;
        }
        // The street: the register's street; a village without streets may be written in the
        // street field ("Bedřichov 40").
        match point.street_key.as_deref() {
            // Nothing written in the street field: the numbers and the place decide.
            _ if self.street.is_empty() => {}
            Some(street) => {
                if !words_match(&self.street, street) {
                    return None;
                }
                score += 2;
            }
            None => {
                let village = [
                    point.part_key.as_deref(),
                    Some(point.municipality_key.as_str()),
                ]
                .into_iter()
                .flatten()
                .any(|name| words_match(&self.street, name));
                if !village {
                    return None;
                }
                score += 1;
            }
        }
        // The numbers.
        match (self.house_number, self.orientation_number) {
            (Some(house), Some(orientation)) => {
                if point.house_number != house || point.orientation_number != Some(orientation) {
                    return None;
                }
                score += 4;
            }
            (Some(number), None) => {
                if point.house_number == number {
                    score += 3;
                } else if point.street_key.is_some() && point.orientation_number == Some(number) {
                    score += 2;
                } else {
                    return None;
                }
            }
            (None, Some(orientation)) => {
                if point.orientation_number != Some(orientation) {
                    return None;
                }
                score += 2;
            }
            (None, None) => return None,
        }
        match (&self.orientation_letter, &point.orientation_letter) {
            (Some(written), Some(register)) if fold(register) == *written => score += 1,
            (Some(_), _) => return None,
            (None, Some(_)) if self.orientation_number.is_some() => return None,
            _ => {}
        }
        Some(score)
    }

    /// The address point meant: the only one with the best score.
    pub fn choose(&self, points: &[AddressPointKeys]) -> Option<i64> {
        let mut best: Option<(u32, i64)> = None;
        let mut tie = false;
        for point in points {
            let Some(score) = self.score(point) else {
                continue;
            };
            match best {
                Some((known, code)) if score == known && code != point.code => tie = true,
                Some((known, _)) if score <= known => {}
                _ => {
                    best = Some((score, point.code));
                    tie = false;
                }
            }
        }
        if tie {
            None
        } else {
            best.map(|(_, code)| code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(
        code: i64,
        municipality: &str,
        part: Option<&str>,
        street: Option<&str>,
        house: i32,
        orientation: Option<&str>,
        postcode: &str,
    ) -> AddressPointKeys {
        let (orientation_number, orientation_letter) = orientation
            .and_then(parse_orientation)
            .unwrap_or((None, None));
        AddressPointKeys {
            code,
            municipality_key: name_key(municipality),
            district_key: None,
            part_key: part.map(name_key),
            street_key: street.map(name_key),
            house_number: house,
            orientation_number,
            orientation_letter,
            postcode: postcode.to_owned(),
        }
    }

    fn register() -> Vec<AddressPointKeys> {
        vec![
            point(
                1,
                "Liberec",
                Some("Liberec I-Staré Město"),
                Some("Náměstí Míru"),
                12,
                Some("3"),
                "46001",
            ),
            point(
                2,
                "Liberec",
                Some("Liberec I-Staré Město"),
                Some("Husova"),
                57,
                Some("12"),
                "46001",
            ),
            point(3, "Bedřichov", Some("Bedřichov"), None, 40, None, "46812"),
            point(
                4,
                "Jablonec nad Nisou",
                Some("Jablonec nad Nisou"),
                Some("Třída Generála Svobody"),
                1200,
                Some("7a"),
                "46601",
            ),
            point(
                5,
                "Jablonec nad Nisou",
                Some("Jablonec nad Nisou"),
                Some("Třída Generála Svobody"),
                1201,
                Some("7"),
                "46601",
            ),
            point(
                6,
                "Liberec",
                Some("Liberec I-Staré Město"),
                Some("Husova"),
                58,
                Some("14"),
                "46001",
            ),
            point(
                7,
                "Liberec",
                Some("Liberec V-Kristiánov"),
                Some("Husova"),
                58,
                Some("9"),
                "46005",
            ),
        ]
    }

    fn written<'a>(
        street: &'a str,
        house: &'a str,
        orientation: &'a str,
        postcode: &'a str,
        municipality: &'a str,
    ) -> WrittenAddress<'a> {
        let some = |text: &'a str| (!text.is_empty()).then_some(text);
        WrittenAddress {
            municipality: some(municipality),
            municipality_part: None,
            street: some(street),
            house_number: some(house),
            orientation_number: some(orientation),
            postcode: some(postcode),
        }
    }

    #[test]
    fn written_addresses_resolve_to_their_point() {
        let register = register();
        let cases = [
            (
                written("nám. Míru", "12/3", "", "460 01", "Liberec"),
                Some(1),
            ),
            (written("Náměstí míru", "12", "3", "", "LIBEREC"), Some(1)),
            (written("namesti miru", "12", "", "46001", ""), Some(1)),
            (written("Ulice Husova", "57", "", "", "Liberec"), Some(2)),
            // Only the number on the door (č.o.) in a street.
            (written("Husova", "12", "", "46001", "Liberec"), Some(2)),
            // A village without streets, written in the street field or not at all.
            (written("Bedřichov", "40", "", "", "Bedřichov"), Some(3)),
            (written("", "40", "", "46812", "Bedřichov"), Some(3)),
            (
                written("tř. Gen. Svobody", "1200/7a", "", "", "Jablonec n. N."),
                Some(4),
            ),
            (
                written(
                    "Tr. Generala Svobody",
                    "1201",
                    "7",
                    "",
                    "Jablonec nad Nisou",
                ),
                Some(5),
            ),
            // The letter is part of the number: 7 is not 7a.
            (
                written(
                    "Třída Generála Svobody",
                    "1200/7",
                    "",
                    "",
                    "Jablonec nad Nisou",
                ),
                None,
            ),
            // Two points fit equally (two parts of Liberec have Husova 58): unresolved...
            (written("Husova", "58", "", "", "Liberec"), None),
            // ...unless the postcode tells them apart.
            (written("Husova", "58", "", "46005", "Liberec"), Some(7)),
            (written("Husova", "99", "", "46001", "Liberec"), None),
            (written("Jiná ulice", "12/3", "", "46001", "Liberec"), None),
            (written("nám. Míru", "12/3", "", "", "Praha"), None),
        ];
        for (address, expected) in cases {
            let lookup = address.lookup().expect("a lookup");
            assert_eq!(lookup.choose(&register), expected, "{address:?}");
        }
    }

    #[test]
    fn an_address_without_numbers_misses_its_house_number() {
        for address in [
            written("Husova", "", "", "46001", "Liberec"),
            written("Husova", "bez čísla", "", "46001", "Liberec"),
            written("Husova", "12", "x7", "46001", "Liberec"),
        ] {
            assert_eq!(
                address.lookup(),
                Err(AddressProblem::MissingHouseNumber),
                "{address:?}"
            );
        }
        assert_eq!(
            written("Husova", "12", "", "", "").lookup(),
            Err(AddressProblem::NotFound)
        );
        assert!(WrittenAddress::default().is_empty());
        assert!(!written("", "", "", "46001", "").is_empty());
    }

    #[test]
    fn the_worklist_key_ignores_case_diacritics_and_spacing() {
        let one = written("Nám. Míru", "12/3", "", "460 01", "Liberec");
        let two = written("nam  miru", "12/3", "", "46001", "LIBEREC");
        assert_eq!(one.key(), two.key());
        assert_ne!(
            one.key(),
            written("nám. Míru", "12/4", "", "46001", "Liberec").key()
        );
        assert_eq!(one.display_text(), "Nám. Míru 12/3, 460 01 Liberec");
        assert_eq!(two.display_text(), "nam  miru 12/3, 460 01 LIBEREC");
    }
}
