//! Countries of spec §3 (ISO 3166-1 alpha-2) for citizenship and addresses: CZ, SK, PL, DE,
//! AT first, then the rest in Czech order of their names (the web app has the names).

/// Every country code.
pub const COUNTRY_CODES: [&str; 250] = [
    "CZ", "SK", "PL", "DE", "AT", "AF", "AX", "AL", "DZ", "AS", "VI", "AD", "AO", "AI", "AQ", "AG",
    "AR", "AM", "AW", "AU", "AZ", "BS", "BH", "BD", "BB", "BE", "BZ", "BY", "BJ", "BM", "BT", "BO",
    "BQ", "BA", "BW", "BV", "BR", "IO", "VG", "BN", "BG", "BF", "BI", "CK", "CW", "TD", "ME", "CN",
    "DK", "CD", "DM", "DO", "DJ", "EG", "EC", "ER", "EE", "ET", "FO", "FK", "FJ", "PH", "FI", "FR",
    "GF", "TF", "PF", "GA", "GM", "GH", "GI", "GD", "GL", "GE", "GP", "GU", "GT", "GG", "GN", "GW",
    "GY", "HT", "HM", "HN", "HK", "CL", "HR", "IN", "ID", "IQ", "IR", "IE", "IS", "IT", "IL", "JM",
    "JP", "YE", "JE", "ZA", "GS", "KR", "SS", "JO", "KY", "KH", "CM", "CA", "CV", "QA", "KZ", "KE",
    "KI", "CC", "CO", "KM", "CG", "XK", "CR", "CU", "KW", "CY", "KG", "LA", "LS", "LB", "LR", "LY",
    "LI", "LT", "LV", "LU", "MO", "MG", "HU", "MY", "MW", "MV", "ML", "MT", "MA", "MH", "MQ", "MU",
    "MR", "YT", "UM", "MX", "FM", "MD", "MC", "MN", "MS", "MZ", "MM", "NA", "NR", "NP", "NE", "NG",
    "NI", "NU", "NL", "NF", "NO", "NC", "NZ", "OM", "IM", "PK", "PW", "PS", "PA", "PG", "PY", "PE",
    "PN", "CI", "PR", "PT", "RE", "GQ", "RO", "RU", "RW", "GR", "PM", "SV", "WS", "SM", "SA", "SN",
    "KP", "MK", "MP", "SC", "SL", "SG", "SI", "SO", "AE", "GB", "US", "RS", "CF", "SD", "SR", "SH",
    "LC", "BL", "KN", "MF", "SX", "ST", "VC", "SZ", "SY", "SB", "ES", "SJ", "LK", "SE", "CH", "TJ",
    "TZ", "TH", "TW", "TG", "TK", "TO", "TT", "TN", "TR", "TM", "TC", "TV", "UG", "UA", "UY", "UZ",
    "CX", "VU", "VA", "VE", "VN", "TL", "WF", "ZM", "EH", "ZW",
];

/// Whether `code` is a country code of the list.
pub fn is_country_code(code: &str) -> bool {
    COUNTRY_CODES.contains(&code)
}

/// The ISO 3166 three-letter code of a two-letter one, as the NSA register's OBCANSTVI column
/// takes it (CZ → CZE). Kosovo has no ISO code; `XKX` is the one the EU and most registers use.
pub fn alpha3(code: &str) -> Option<&'static str> {
    if code == "XK" {
        return Some("XKX");
    }
    isocountry::CountryCode::for_alpha2(code)
        .ok()
        .map(|country| country.alpha3())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_country_has_a_three_letter_code() {
        for code in COUNTRY_CODES {
            let three = alpha3(code).unwrap_or_else(|| panic!("{code} has no alpha-3 code"));
            assert_eq!(three.len(), 3, "{code}");
        }
        assert_eq!(alpha3("CZ"), Some("CZE"));
        assert_eq!(alpha3("SK"), Some("SVK"));
        assert_eq!(alpha3("XX"), None);
    }

    #[test]
    fn neighbours_come_first_and_codes_are_known() {
        assert_eq!(COUNTRY_CODES[..5], ["CZ", "SK", "PL", "DE", "AT"]);
        assert!(is_country_code("NO"));
        assert!(!is_country_code("XX"));
        assert!(!is_country_code("cz"));
    }
}
