//! Clubs: the federation code, IČO, legal forms, states and contact roles, and the checks a
//! club record must pass.

use crate::text_enum::text_enum;

/// Checks an IČO (identification number of a Czech legal person): 8 digits whose last one is
/// the mod-11 check digit of the first seven with weights 8..2 (a remainder of 0 gives 1, a
/// remainder of 1 gives 0).
pub fn is_valid_ico(text: &str) -> bool {
    let digits: Vec<u32> = text.chars().filter_map(|c| c.to_digit(10)).collect();
    if text.len() != 8 || digits.len() != 8 {
        return false;
    }
    let sum: u32 = digits[..7]
        .iter()
        .zip((2..=8).rev())
        .map(|(digit, weight)| digit * weight)
        .sum();
    (11 - sum % 11) % 10 == digits[7]
}

/// The federation code of a club: exactly four capital letters of the English alphabet.
pub fn is_valid_club_code(text: &str) -> bool {
    text.len() == 4 && text.chars().all(|c| c.is_ascii_uppercase())
}

/// The URL slug of a name: lower-case letters without diacritics and digits, joined by
/// hyphens ("Ski klub Liberec" → "ski-klub-liberec").
pub fn slug(name: &str) -> String {
    let mut slug = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        let plain = crate::text::fold_char(c);
        if plain.is_ascii_alphanumeric() {
            slug.push(plain);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

text_enum! {
    /// State of a club record.
    pub enum ClubState as "ClubState" {
        Active => "ACTIVE" : "Aktivní",
        Ended => "ENDED" : "Ukončený",
    }
}

text_enum! {
    /// Legal form of a club, as the public register (veřejný rejstřík) names it.
    pub enum LegalForm as "LegalForm" {
        /// Spolek (z. s.): almost every club.
        Association => "ASSOCIATION" : "Spolek",
        /// Pobočný spolek (p. s.).
        BranchAssociation => "BRANCH_ASSOCIATION" : "Pobočný spolek",
        /// Obecně prospěšná společnost (o. p. s.).
        PublicBenefitCompany => "PUBLIC_BENEFIT_COMPANY" : "Obecně prospěšná společnost",
        /// Ústav (z. ú.).
        Institute => "INSTITUTE" : "Ústav",
        /// Společnost s ručením omezeným (s. r. o.).
        LimitedCompany => "LIMITED_COMPANY" : "Společnost s ručením omezeným",
        Other => "OTHER" : "Jiná právní forma",
    }
}

text_enum! {
    /// Role of a club contact person, spec §3.
    pub enum ContactRole as "ContactRole" {
        Chairman => "CHAIRMAN" : "Předseda",
        Secretary => "SECRETARY" : "Sekretář",
    }
}

text_enum! {
    /// State of a club registration request: pending until Admin approves or rejects it.
    pub enum ClubRequestState as "ClubRequestState" {
        Pending => "PENDING" : "Čeká na vyřízení",
        Approved => "APPROVED" : "Schválena",
        Rejected => "REJECTED" : "Zamítnuta",
    }
}

text_enum! {
    /// Columns the clubs grid sorts by.
    pub enum ClubSortKey as "ClubSortField" {
        Name => "NAME",
        Code => "CODE",
        RegionName => "REGION_NAME",
        MemberCount => "MEMBER_COUNT",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ico_checksum_follows_the_mod_11_rule() {
        // 25596641 has remainder 0 (check digit 1), 00000060 remainder 1 (check digit 0).
        for valid in ["00546046", "00469548", "27074358", "25596641", "00000060"] {
            assert!(is_valid_ico(valid), "{valid}");
        }
        for invalid in [
            "00546047",
            "0054604",
            "005460466",
            "0054604a",
            "",
            "1234 678",
        ] {
            assert!(!is_valid_ico(invalid), "{invalid}");
        }
    }

    #[test]
    fn slugs_are_plain_lower_case_words_joined_by_hyphens() {
        assert_eq!(slug("Ski klub Liberec"), "ski-klub-liberec");
        assert_eq!(
            slug("TJ Dukla – Žďár nad Sázavou, z. s."),
            "tj-dukla-zdar-nad-sazavou-z-s"
        );
        assert_eq!(slug("  Ůžasný   Klub 2 "), "uzasny-klub-2");
    }

    #[test]
    fn club_codes_are_four_capital_letters() {
        assert!(is_valid_club_code("LBSK"));
        for invalid in ["LBS", "LBSKA", "lbsk", "LB1K", "ŠKLB"] {
            assert!(!is_valid_club_code(invalid), "{invalid}");
        }
    }

    #[test]
    fn enumerations_read_back_what_they_write() {
        for form in LegalForm::ALL {
            assert_eq!(LegalForm::parse(form.as_str()), Some(*form));
        }
        assert_eq!(ContactRole::parse("CHAIRMAN"), Some(ContactRole::Chairman));
        assert_eq!(ContactRole::Secretary.label(), "Sekretář");
        assert_eq!(
            ClubState::parse("ENDED").map(ClubState::label),
            Some("Ukončený")
        );
    }
}
