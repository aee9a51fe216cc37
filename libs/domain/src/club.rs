//! Clubs: the federation code, IČO, legal forms, states and contact roles, and the checks a
//! club record must pass.

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

/// State of a club record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "sqlx",
    derive(sqlx::Type),
    sqlx(type_name = "text", rename_all = "SCREAMING_SNAKE_CASE")
)]
pub enum ClubState {
    Active,
    Ended,
}

impl ClubState {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "ACTIVE",
            Self::Ended => "ENDED",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Active => "Aktivní",
            Self::Ended => "Ukončený",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Active, Self::Ended]
            .into_iter()
            .find(|state| state.as_str() == text)
    }
}

/// Legal form of a club, as the public register (veřejný rejstřík) names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "sqlx",
    derive(sqlx::Type),
    sqlx(type_name = "text", rename_all = "SCREAMING_SNAKE_CASE")
)]
pub enum LegalForm {
    /// Spolek (z. s.): almost every club.
    Association,
    /// Pobočný spolek (p. s.).
    BranchAssociation,
    /// Obecně prospěšná společnost (o. p. s.).
    PublicBenefitCompany,
    /// Ústav (z. ú.).
    Institute,
    /// Společnost s ručením omezeným (s. r. o.).
    LimitedCompany,
    Other,
}

impl LegalForm {
    pub const ALL: [Self; 6] = [
        Self::Association,
        Self::BranchAssociation,
        Self::PublicBenefitCompany,
        Self::Institute,
        Self::LimitedCompany,
        Self::Other,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Association => "ASSOCIATION",
            Self::BranchAssociation => "BRANCH_ASSOCIATION",
            Self::PublicBenefitCompany => "PUBLIC_BENEFIT_COMPANY",
            Self::Institute => "INSTITUTE",
            Self::LimitedCompany => "LIMITED_COMPANY",
            Self::Other => "OTHER",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Association => "Spolek",
            Self::BranchAssociation => "Pobočný spolek",
            Self::PublicBenefitCompany => "Obecně prospěšná společnost",
            Self::Institute => "Ústav",
            Self::LimitedCompany => "Společnost s ručením omezeným",
            Self::Other => "Jiná právní forma",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|form| form.as_str() == text)
    }
}

/// Role of a club contact person, spec §3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "sqlx",
    derive(sqlx::Type),
    sqlx(type_name = "text", rename_all = "SCREAMING_SNAKE_CASE")
)]
pub enum ContactRole {
    Chairman,
    Secretary,
}

impl ContactRole {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Chairman => "CHAIRMAN",
            Self::Secretary => "SECRETARY",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Chairman => "Předseda",
            Self::Secretary => "Sekretář",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Chairman, Self::Secretary]
            .into_iter()
            .find(|role| role.as_str() == text)
    }
}

/// State of a club registration request: pending until Admin approves or rejects it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "sqlx",
    derive(sqlx::Type),
    sqlx(type_name = "text", rename_all = "SCREAMING_SNAKE_CASE")
)]
pub enum ClubRequestState {
    Pending,
    Approved,
    Rejected,
}

impl ClubRequestState {
    pub fn label(self) -> &'static str {
        match self {
            Self::Pending => "Čeká na vyřízení",
            Self::Approved => "Schválena",
            Self::Rejected => "Zamítnuta",
        }
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
            assert_eq!(LegalForm::parse(form.as_str()), Some(form));
        }
        assert_eq!(ContactRole::parse("CHAIRMAN"), Some(ContactRole::Chairman));
        assert_eq!(ContactRole::Secretary.label(), "Sekretář");
        assert_eq!(
            ClubState::parse("ENDED").map(ClubState::label),
            Some("Ukončený")
        );
    }
}
