//! Countries of spec §3 (ISO 3166-1 alpha-2) for citizenship and addresses: CZ, SK, PL, DE,
//! AT first, then the rest in Czech order of their names, each with its Czech name.

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

/// Every country with its Czech name (web/src/lib/countries.ts has the same, from
/// i18n-iso-countries 7, locale cs), in the order of [`COUNTRY_CODES`].
pub const COUNTRY_NAMES: [(&str, &str); 250] = [
    ("CZ", "Česká republika"),
    ("SK", "Slovensko"),
    ("PL", "Polsko"),
    ("DE", "Německo"),
    ("AT", "Rakousko"),
    ("AF", "Afghánistán"),
    ("AX", "Ålandy"),
    ("AL", "Albánie"),
    ("DZ", "Alžírsko"),
    ("AS", "Americká Samoa"),
    ("VI", "Americké Panenské ostrovy"),
    ("AD", "Andorra"),
    ("AO", "Angola"),
    ("AI", "Anguilla"),
    ("AQ", "Antarktida"),
    ("AG", "Antigua a Barbuda"),
    ("AR", "Argentina"),
    ("AM", "Arménie"),
    ("AW", "Aruba"),
    ("AU", "Austrálie"),
    ("AZ", "Ázerbájdžán"),
    ("BS", "Bahamy"),
    ("BH", "Bahrajn"),
    ("BD", "Bangladéš"),
    ("BB", "Barbados"),
    ("BE", "Belgie"),
    ("BZ", "Belize"),
    ("BY", "Bělorusko"),
    ("BJ", "Benin"),
    ("BM", "Bermudy"),
    ("BT", "Bhútán"),
    ("BO", "Bolívie"),
    ("BQ", "Bonaire, Svatý Eustach a Saba"),
    ("BA", "Bosna a Hercegovina"),
    ("BW", "Botswana"),
    ("BV", "Bouvetův ostrov"),
    ("BR", "Brazílie"),
    ("IO", "Britské indickooceánské území"),
    ("VG", "Britské Panenské ostrovy"),
    ("BN", "Brunej"),
    ("BG", "Bulharsko"),
    ("BF", "Burkina Faso"),
    ("BI", "Burundi"),
    ("CK", "Cookovy ostrovy"),
    ("CW", "Curaçao"),
    ("TD", "Čad"),
    ("ME", "Černá Hora"),
    ("CN", "Čína"),
    ("DK", "Dánsko"),
    ("CD", "Demokratická republika Kongo"),
    ("DM", "Dominika"),
    ("DO", "Dominikánská republika"),
    ("DJ", "Džibutsko"),
    ("EG", "Egypt"),
    ("EC", "Ekvádor"),
    ("ER", "Eritrea"),
    ("EE", "Estonsko"),
    ("ET", "Etiopie"),
    ("FO", "Faerské ostrovy"),
    ("FK", "Falklandy (Malvíny)"),
    ("FJ", "Fidži"),
    ("PH", "Filipíny"),
    ("FI", "Finsko"),
    ("FR", "Francie"),
    ("GF", "Francouzská Guyana"),
    ("TF", "Francouzská jižní a antarktická území"),
    ("PF", "Francouzská Polynésie"),
    ("GA", "Gabon"),
    ("GM", "Gambie"),
    ("GH", "Ghana"),
    ("GI", "Gibraltar"),
    ("GD", "Grenada"),
    ("GL", "Grónsko"),
    ("GE", "Gruzie"),
    ("GP", "Guadeloupe"),
    ("GU", "Guam"),
    ("GT", "Guatemala"),
    ("GG", "Guernsey"),
    ("GN", "Guinea"),
    ("GW", "Guinea-Bissau"),
    ("GY", "Guyana"),
    ("HT", "Haiti"),
    ("HM", "Heardův ostrov a McDonaldovy ostrovy"),
    ("HN", "Honduras"),
    ("HK", "Hongkong"),
    ("CL", "Chile"),
    ("HR", "Chorvatsko"),
    ("IN", "Indie"),
    ("ID", "Indonésie"),
    ("IQ", "Irák"),
    ("IR", "Írán"),
    ("IE", "Irsko"),
    ("IS", "Island"),
    ("IT", "Itálie"),
    ("IL", "Izrael"),
    ("JM", "Jamajka"),
    ("JP", "Japonsko"),
    ("YE", "Jemen"),
    ("JE", "Jersey"),
    ("ZA", "Jihoafrická republika"),
    ("GS", "Jižní Georgie a Jižní Sandwichovy ostrovy"),
    ("KR", "Jižní Korea"),
    ("SS", "Jižní Súdán"),
    ("JO", "Jordánsko"),
    ("KY", "Kajmanské ostrovy"),
    ("KH", "Kambodža"),
    ("CM", "Kamerun"),
    ("CA", "Kanada"),
    ("CV", "Kapverdy"),
    ("QA", "Katar"),
    ("KZ", "Kazachstán"),
    ("KE", "Keňa"),
    ("KI", "Kiribati"),
    ("CC", "Kokosové ostrovy"),
    ("CO", "Kolumbie"),
    ("KM", "Komory"),
    ("CG", "Kongo"),
    ("XK", "Kosovo"),
    ("CR", "Kostarika"),
    ("CU", "Kuba"),
    ("KW", "Kuvajt"),
    ("CY", "Kypr"),
    ("KG", "Kyrgyzstán"),
    ("LA", "Laos"),
    ("LS", "Lesotho"),
    ("LB", "Libanon"),
    ("LR", "Libérie"),
    ("LY", "Libye"),
    ("LI", "Lichtenštejnsko"),
    ("LT", "Litva"),
    ("LV", "Lotyšsko"),
    ("LU", "Lucembursko"),
    ("MO", "Macao"),
    ("MG", "Madagaskar"),
    ("HU", "Maďarsko"),
    ("MY", "Malajsie"),
    ("MW", "Malawi"),
    ("MV", "Maledivy"),
    ("ML", "Mali"),
    ("MT", "Malta"),
    ("MA", "Maroko"),
    ("MH", "Marshallovy ostrovy"),
    ("MQ", "Martinik"),
    ("MU", "Mauricius"),
    ("MR", "Mauritánie"),
    ("YT", "Mayotte"),
    ("UM", "Menší odlehlé ostrovy USA"),
    ("MX", "Mexiko"),
    ("FM", "Mikronésie"),
    ("MD", "Moldavsko"),
    ("MC", "Monako"),
    ("MN", "Mongolsko"),
    ("MS", "Montserrat"),
    ("MZ", "Mosambik"),
    ("MM", "Myanmar"),
    ("NA", "Namibie"),
    ("NR", "Nauru"),
    ("NP", "Nepál"),
    ("NE", "Niger"),
    ("NG", "Nigérie"),
    ("NI", "Nikaragua"),
    ("NU", "Niue"),
    ("NL", "Nizozemsko"),
    ("NF", "Norfolk"),
    ("NO", "Norsko"),
    ("NC", "Nová Kaledonie"),
    ("NZ", "Nový Zéland"),
    ("OM", "Omán"),
    ("IM", "Ostrov Man"),
    ("PK", "Pákistán"),
    ("PW", "Palau"),
    ("PS", "Palestinská autonomie"),
    ("PA", "Panama"),
    ("PG", "Papua-Nová Guinea"),
    ("PY", "Paraguay"),
    ("PE", "Peru"),
    ("PN", "Pitcairnovy ostrovy"),
    ("CI", "Pobřeží slonoviny"),
    ("PR", "Portoriko"),
    ("PT", "Portugalsko"),
    ("RE", "Réunion"),
    ("GQ", "Rovníková Guinea"),
    ("RO", "Rumunsko"),
    ("RU", "Rusko"),
    ("RW", "Rwanda"),
    ("GR", "Řecko"),
    ("PM", "Saint-Pierre a Miquelon"),
    ("SV", "Salvador"),
    ("WS", "Samoa"),
    ("SM", "San Marino"),
    ("SA", "Saúdská Arábie"),
    ("SN", "Senegal"),
    ("KP", "Severní Korea"),
    ("MK", "Severní Makedonie"),
    ("MP", "Severní Mariany"),
    ("SC", "Seychely"),
    ("SL", "Sierra Leone"),
    ("SG", "Singapur"),
    ("SI", "Slovinsko"),
    ("SO", "Somálsko"),
    ("AE", "Spojené arabské emiráty"),
    ("GB", "Spojené království"),
    ("US", "Spojené státy americké"),
    ("RS", "Srbsko"),
    ("CF", "Středoafrická republika"),
    ("SD", "Súdán"),
    ("SR", "Surinam"),
    ("SH", "Svatá Helena, Ascension a Tristan da Cunha"),
    ("LC", "Svatá Lucie"),
    ("BL", "Svatý Bartoloměj"),
    ("KN", "Svatý Kryštof a Nevis"),
    ("MF", "Svatý Martin (francouzská část)"),
    ("SX", "Svatý Martin (nizozemská část)"),
    ("ST", "Svatý Tomáš a Princův ostrov"),
    ("VC", "Svatý Vincenc a Grenadiny"),
    ("SZ", "Svazijsko"),
    ("SY", "Sýrie"),
    ("SB", "Šalamounovy ostrovy"),
    ("ES", "Španělsko"),
    ("SJ", "Špicberky a Jan Mayen"),
    ("LK", "Šrí Lanka"),
    ("SE", "Švédsko"),
    ("CH", "Švýcarsko"),
    ("TJ", "Tádžikistán"),
    ("TZ", "Tanzanie"),
    ("TH", "Thajsko"),
    ("TW", "Tchaj-wan"),
    ("TG", "Togo"),
    ("TK", "Tokelau"),
    ("TO", "Tonga"),
    ("TT", "Trinidad a Tobago"),
    ("TN", "Tunisko"),
    ("TR", "Turecko"),
    ("TM", "Turkmenistán"),
    ("TC", "Turks a Caicos"),
    ("TV", "Tuvalu"),
    ("UG", "Uganda"),
    ("UA", "Ukrajina"),
    ("UY", "Uruguay"),
    ("UZ", "Uzbekistán"),
    ("CX", "Vánoční ostrov"),
    ("VU", "Vanuatu"),
    ("VA", "Vatikán"),
    ("VE", "Venezuela"),
    ("VN", "Vietnam"),
    ("TL", "Východní Timor"),
    ("WF", "Wallis a Futuna"),
    ("ZM", "Zambie"),
    ("EH", "Západní Sahara"),
    ("ZW", "Zimbabwe"),
];

/// The Czech name of a country code (`FI` → `Finsko`); None for a code of no country.
pub fn country_name(code: &str) -> Option<&'static str> {
    COUNTRY_NAMES
        .iter()
        .find(|(known, _)| *known == code)
        .map(|(_, name)| *name)
}

/// Where an event takes place as people write it: the place, and the country's name when it
/// is abroad (`Muonio, Finsko`; `Bedřichov` at home).
pub fn place_with_country(place: &str, country: &str) -> String {
    match country_name(country) {
        _ if country == "CZ" || country.is_empty() => place.to_owned(),
        Some(name) => format!("{place}, {name}"),
        None => format!("{place}, {country}"),
    }
}

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
        let codes: Vec<&str> = COUNTRY_NAMES.iter().map(|(code, _)| *code).collect();
        assert_eq!(codes, COUNTRY_CODES, "the names follow the codes");
        assert_eq!(place_with_country("Muonio", "FI"), "Muonio, Finsko");
        assert_eq!(place_with_country("Bedřichov", "CZ"), "Bedřichov");
        // The web app's names are the same.
        let web = include_str!("../../../web/src/lib/countries.ts");
        for (code, name) in COUNTRY_NAMES {
            assert!(
                web.contains(&format!("{{ code: '{code}', label: '{name}' }}")),
                "{code} {name}"
            );
        }
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
