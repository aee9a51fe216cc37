//! Addresses: house numbers written together (`12/3`) and one-line addresses split, best
//! effort, into what a member record keeps.

use crate::table::header_key;

/// Splits house numbers written together: `12/3` → (12, 3), `12/3a` → (12, 3a), `12` →
/// (12, none), `/3` → (none, 3).
pub fn split_house_numbers(text: &str) -> (Option<String>, Option<String>) {
    let non_empty = |part: &str| {
        let part = part.trim();
        (!part.is_empty()).then(|| part.to_owned())
    };
    match text.split_once('/') {
        Some((house, orientation)) => (non_empty(house), non_empty(orientation)),
        None => (non_empty(text), None),
    }
}

/// An address split into what a member record keeps.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AddressParts {
    pub street: Option<String>,
    /// Číslo popisné (or evidenční).
    pub house_number: Option<String>,
    /// Číslo orientační, with its letter.
    pub orientation_number: Option<String>,
    pub municipality_part: Option<String>,
    /// Five digits, without the space.
    pub postcode: Option<String>,
    pub municipality: Option<String>,
}

/// Splits a one-line address, best effort:
///
/// - `Náměstí Míru 12/3, 46001 Liberec` → street Náměstí Míru, 12, 3, 46001, Liberec;
/// - `Sokolská 12, Liberec, 460 01` → street Sokolská, 12, municipality Liberec, 46001;
/// - `U elektrárny 9/10, Holešovice, 170 00 Praha 7` → … with the part Holešovice;
/// - `Bedřichov 40` (a village without streets) → municipality Bedřichov, 40;
/// - `Bedřichov 40, 46812 Bedřichov` → no street, 40, 46812, Bedřichov;
/// - `Jankovcova č.ev. 6, 17000 Praha 7` → street Jankovcova, 6, 17000, Praha 7.
///
/// The first part holds the street and numbers; the postcode is five digits (`460 01` too) at
/// the start or end of a later part, whose rest is the municipality; otherwise the last part
/// is. A name in the first part that equals the municipality or its part is no street. What
/// it cannot know: `Horní Maxov 40, 46848 Josefův Důl` gives the part Horní Maxov as a street.
pub fn split_address_line(text: &str) -> AddressParts {
    let mut parts: Vec<String> = text
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect();
    let mut address = AddressParts::default();
    if parts.is_empty() {
        return address;
    }
    let mut municipality = None;
    let found = parts
        .iter()
        .enumerate()
        .skip(1)
        .find_map(|(index, part)| take_postcode(part, true).map(|found| (index, found)))
        .or_else(|| take_postcode(&parts[0], false).map(|found| (0, found)));
    if let Some((index, (postcode, rest))) = found {
        address.postcode = Some(postcode);
        if rest.is_empty() {
            parts.remove(index);
        } else {
            municipality = Some(rest);
            parts.remove(index);
        }
    }
    if parts.is_empty() {
        address.municipality = municipality;
        return address;
    }
    let first = parts.remove(0);
    let (name, house_number, orientation_number) = split_street_and_numbers(&first);
    address.house_number = house_number;
    address.orientation_number = orientation_number;
    if municipality.is_none() {
        municipality = parts.pop();
    }
    if !parts.is_empty() {
        address.municipality_part = Some(parts.join(", "));
    }
    match municipality {
        Some(municipality) => {
            let same_as_name = |other: Option<&str>| {
                other
                    .zip(name.as_deref())
                    .is_some_and(|(other, name)| header_key(other) == header_key(name))
            };
            if !same_as_name(Some(&municipality))
                && !same_as_name(address.municipality_part.as_deref())
            {
                address.street = name;
            }
            address.municipality = Some(municipality);
        }
        // One part: a village without streets ("Obec 40"), or a municipality alone.
        None => address.municipality = name,
    }
    address
}

/// A postcode at the start (or, when `at_end`, the end) of a part, and the rest of the part.
fn take_postcode(part: &str, at_end: bool) -> Option<(String, String)> {
    let postcode_at = |text: &str| -> Option<usize> {
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| {
            bytes
                .get(range)
                .is_some_and(|b| b.iter().all(u8::is_ascii_digit))
        };
        if digits(0..5) {
            Some(5)
        } else if digits(0..3) && bytes.get(3) == Some(&b' ') && digits(4..6) {
            Some(6)
        } else {
            None
        }
    };
    let digits_only = |text: &str| {
        text.chars()
            .filter(char::is_ascii_digit)
            .collect::<String>()
    };
    if let Some(length) = postcode_at(part)
        && part[length..]
            .chars()
            .next()
            .is_none_or(char::is_whitespace)
    {
        return Some((
            digits_only(&part[..length]),
            part[length..].trim().to_owned(),
        ));
    }
    if at_end {
        for length in [5, 6] {
            let Some(start) = part.len().checked_sub(length) else {
                continue;
            };
            if !part.is_char_boundary(start) {
                continue;
            }
            let (rest, tail) = part.split_at(start);
            if postcode_at(tail) == Some(length)
                && rest.chars().next_back().is_none_or(char::is_whitespace)
            {
                return Some((digits_only(tail), rest.trim().to_owned()));
            }
        }
    }
    None
}

/// `Náměstí Míru 12/3` → (Náměstí Míru, 12, 3); `Jankovcova č.ev. 6` → (Jankovcova, 6);
/// a part without numbers is all name.
fn split_street_and_numbers(part: &str) -> (Option<String>, Option<String>, Option<String>) {
    let mut words: Vec<&str> = part.split_whitespace().collect();
    let is_numbers = |word: &str| {
        let (house, orientation) = word.split_once('/').unwrap_or((word, ""));
        let house_ok = house.chars().all(|c| c.is_ascii_digit());
        let orientation_ok = orientation.is_empty()
            || (orientation.starts_with(|c: char| c.is_ascii_digit())
                && orientation.chars().all(|c| c.is_ascii_alphanumeric()));
        !word.is_empty() && word != "/" && house_ok && orientation_ok && word.len() <= 12
    };
    let Some(numbers) = words.last().copied().filter(|word| is_numbers(word)) else {
        let name = words.join(" ");
        return ((!name.is_empty()).then_some(name), None, None);
    };
    words.pop();
    // "č.p. 12", "č. p. 12", "čp 12", "č.ev. 6"
    for prefix_words in [2, 1] {
        if words.len() >= prefix_words {
            let prefix = header_key(&words[words.len() - prefix_words..].concat());
            if matches!(
                prefix.as_str(),
                "cp" | "cev" | "cislopopisne" | "cisloevidencni"
            ) {
                words.truncate(words.len() - prefix_words);
                break;
            }
        }
    }
    let (house, orientation) = split_house_numbers(numbers);
    let name = words.join(" ");
    ((!name.is_empty()).then_some(name), house, orientation)
}

/// `460 01` → `46001`; anything else trimmed as it is.
pub(super) fn normalise_postcode(text: &str) -> String {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 5 && digits.chars().all(|c| c.is_ascii_digit()) {
        digits
    } else {
        text.trim().to_owned()
    }
}
