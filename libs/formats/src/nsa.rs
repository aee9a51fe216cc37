//! The NSA register (Rejstřík sportu of the Národní sportovní agentura) CSV formats:
//! Windows-1250, `;` between cells, CRLF line ends, no byte-order mark (the register's FAQ
//! demands Windows-1250; see `../shared/refs/nsa/`).

use encoding_rs::WINDOWS_1250;

/// Header of the register's sport-organisation (club) import. The official field list stored
/// in the references is cut off after `CISLO_POPISNE`; the address columns that follow are
/// the person format's (`NAZEV_ULICE`, `NAZEV_OBCE`), the only ones the register documents.
pub const CLUB_HEADER: [&str; 11] = [
    "NAZEV",
    "ICO",
    "CLENSTVI_V_JINE_ORGANIZACI",
    "UKONCENI_CINNOSTI",
    "CINNOST_VE_SPORTU",
    "HLAVNI_CINNOST",
    "PSC",
    "CISLO_ORIENTACNI",
    "CISLO_POPISNE",
    "NAZEV_ULICE",
    "NAZEV_OBCE",
];

/// A street address split as the register wants it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SplitAddress {
    pub street: String,
    /// Číslo popisné (or evidenční).
    pub house_number: String,
    /// Číslo orientační, with its letter.
    pub orientation_number: String,
}

/// Splits "Dolní náměstí 12/3a" into street "Dolní náměstí", č.p. 12, č.o. 3a. A village
/// without streets ("Bedřichov 40") gives the street as written and č.p. 40; an address
/// without a number keeps the whole text as the street.
pub fn split_address(address: &str) -> SplitAddress {
    let address = address.trim();
    let Some((street, number)) = address.rsplit_once(' ') else {
        return SplitAddress {
            street: address.to_owned(),
            ..SplitAddress::default()
        };
    };
    let (house, orientation) = number.split_once('/').unwrap_or((number, ""));
    let house_ok = !house.is_empty() && house.chars().all(|c| c.is_ascii_digit());
    let orientation_ok = orientation.is_empty()
        || (orientation
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
            && orientation.chars().all(|c| c.is_ascii_alphanumeric()));
    if !house_ok || !orientation_ok {
        return SplitAddress {
            street: address.to_owned(),
            ..SplitAddress::default()
        };
    }
    SplitAddress {
        street: street.trim_end_matches(',').trim().to_owned(),
        house_number: house.to_owned(),
        orientation_number: orientation.to_owned(),
    }
}

/// Writes records as the register's CSV in Windows-1250. Characters Windows-1250 cannot hold
/// become `?`; the count of such cells comes back so the caller can report them.
pub fn write_cp1250<'a>(
    records: impl IntoIterator<Item = Vec<&'a str>>,
) -> std::io::Result<(Vec<u8>, usize)> {
    let mut writer = csv::WriterBuilder::new()
        .delimiter(b';')
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    for record in records {
        // The one escaping function of every CSV writer: a register clerk opens these in
        // Excel too.
        let record = record
            .into_iter()
            .map(|cell| crate::csv_excel::escape_formula(cell).into_owned());
        writer.write_record(record).map_err(std::io::Error::other)?;
    }
    let utf8 = writer
        .into_inner()
        .map_err(csv::IntoInnerError::into_error)?;
    let text = String::from_utf8(utf8).map_err(std::io::Error::other)?;
    let mut lost = 0;
    let mut bytes = Vec::with_capacity(text.len());
    for c in text.chars() {
        let mut buffer = [0u8; 4];
        let (encoded, _, unmappable) = WINDOWS_1250.encode(c.encode_utf8(&mut buffer));
        if unmappable {
            lost += 1;
            bytes.push(b'?');
        } else {
            bytes.extend_from_slice(&encoded);
        }
    }
    Ok((bytes, lost))
}

/// Versions of the register's person (athletes and coaches) import, `refs/nsa/`: V1 (2019–2020
/// official list), V2 (2021–2024 exporters), V2b (a federation's exporter with POHLAVI and
/// SVAZ_ICO_SKTJ) and V3 (the 2025 change, 32 columns in square brackets). V3 is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PersonVersion {
    V1,
    V2,
    V2b,
    V3,
}

impl PersonVersion {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "V1" => Some(Self::V1),
            "V2" => Some(Self::V2),
            "V2b" | "V2B" => Some(Self::V2b),
            "V3" => Some(Self::V3),
            _ => None,
        }
    }

    /// The column names, without the brackets V3 writes around them.
    pub fn columns(self) -> &'static [&'static str] {
        match self {
            Self::V1 => &[
                "JMENO",
                "DALSI_JMENA",
                "PRIJMENI",
                "RODNE_CISLO",
                "OBCANSTVI",
                "DATUM_NAROZENI",
                "SPORTOVEC",
                "TRENER",
                "SPORTOVCEM_OD",
                "SPORTOVCEM_DO",
                "TRENEREM_OD",
                "TRENEREM_DO",
                "NAZEV_OBCE",
                "NAZEV_CASTI_OBCE",
                "NAZEV_ULICE",
                "CISLO_POPISNE",
                "CISLO_ORIENTACNI",
                "PSC",
                "DRUH_SPORTU",
                "EXT_ID",
            ],
            Self::V2 => &[
                "JMENO",
                "PRIJMENI",
                "TITUL_PRED",
                "TITUL_ZA",
                "RODNE_CISLO",
                "OBCANSTVI",
                "DATUM_NAROZENI",
                "NAZEV_OBCE",
                "NAZEV_CASTI_OBCE",
                "NAZEV_ULICE",
                "CISLO_POPISNE",
                "CISLO_ORIENTACNI",
                "PSC",
                "SPORTOVEC",
                "SPORTOVCEM_OD",
                "SPORTOVCEM_DO",
                "SPORTOVEC_CETNOST",
                "SPORTOVEC_DRUH_SPORTU",
                "SPORTOVEC_UCAST_SOUTEZE",
                "TRENER",
                "TRENEREM_OD",
                "TRENEREM_DO",
                "TRENER_CETNOST",
                "TRENER_DRUH_SPORTU",
                "EXT_ID",
            ],
            Self::V2b => &[
                "JMENO",
                "PRIJMENI",
                "TITUL_PRED",
                "TITUL_ZA",
                "RODNE_CISLO",
                "OBCANSTVI",
                "DATUM_NAROZENI",
                "POHLAVI",
                "NAZEV_OBCE",
                "NAZEV_CASTI_OBCE",
                "NAZEV_ULICE",
                "CISLO_POPISNE",
                "CISLO_ORIENTACNI",
                "PSC",
                "SPORTOVEC",
                "SPORTOVCEM_OD",
                "SPORTOVCEM_DO",
                "SPORTOVEC_DRUH_SPORTU",
                "SPORTOVEC_CETNOST",
                "SPORTOVEC_UCAST_SOUTEZE_POCET",
                "TRENER",
                "TRENEREM_OD",
                "TRENEREM_DO",
                "TRENER_CETNOST",
                "TRENER_DRUH_SPORTU",
                "SVAZ_ICO_SKTJ",
            ],
            Self::V3 => &[
                "JMENO",
                "PRIJMENI",
                "TITUL_PRED",
                "TITUL_ZA",
                "RODNE_CISLO",
                "OBCANSTVI",
                "DATUM_NAROZENI",
                "POHLAVI",
                "NAZEV_OBCE",
                "NAZEV_CASTI_OBCE",
                "NAZEV_ULICE",
                "CISLO_POPISNE",
                "CISLO_ORIENTACNI",
                "PSC",
                "SPORTOVEC",
                "SPORTOVCEM_OD",
                "SPORTOVCEM_DO",
                "SPORTOVEC_CETNOST",
                "SPORTOVEC_DRUH_SPORTU",
                "SPORTOVEC_CINNOST_OD",
                "SPORTOVEC_CINNOST_DO",
                "SPORTOVEC_UCAST_SOUTEZE_POCET",
                "TRENER",
                "TRENEREM_OD",
                "TRENEREM_DO",
                "TRENER_CETNOST",
                "TRENER_DRUH_SPORTU",
                "TRENER_CINNOST_OD",
                "TRENER_CINNOST_DO",
                "EXT_ID",
                "SVAZ_ICO_SKTJ",
                "STAV",
            ],
        }
    }

    /// The header row as the version writes it.
    pub fn header(self) -> Vec<String> {
        self.columns()
            .iter()
            .map(|name| {
                if self == Self::V3 {
                    format!("[{name}]")
                } else {
                    (*name).to_owned()
                }
            })
            .collect()
    }
}

/// What the register wants to know of a person (a member of the federation).
#[derive(Debug, Clone, Default)]
pub struct NsaPerson {
    pub first_name: String,
    pub middle_names: String,
    pub last_name: String,
    pub title_before: String,
    pub title_after: String,
    /// Digits only, no slash.
    pub birth_number: String,
    /// ISO 3166 alpha-3 (CZE), as the 2025 exporters write it.
    pub citizenship: String,
    /// D.M.YYYY
    pub birth_date: String,
    /// `M` or `Ž`.
    pub sex: String,
    pub municipality: String,
    pub municipality_part: String,
    pub street: String,
    pub house_number: String,
    pub orientation_number: String,
    pub postcode: String,
    /// Whether the person races (an open Athlete role).
    pub athlete: bool,
    /// D.M.YYYY: since when the person races; empty when it does not.
    pub athlete_since: String,
    /// The IČO of the person's club (SVAZ_ICO_SKTJ).
    pub club_ico: String,
    /// The federation's registration number.
    pub external_id: String,
}

impl NsaPerson {
    /// The cells of a row in `version`'s columns. SPORTOVEC is 1 for members with an open
    /// Athlete role (0 otherwise), with SPORTOVCEM_OD and SPORTOVEC_CINNOST_OD from its start;
    /// columns the federation does not keep (frequency, sport codes, competitions, coaching)
    /// stay empty.
    pub fn record(&self, version: PersonVersion) -> Vec<String> {
        version
            .columns()
            .iter()
            .map(|column| {
                match *column {
                    "JMENO" => self.first_name.as_str(),
                    "DALSI_JMENA" => self.middle_names.as_str(),
                    "PRIJMENI" => self.last_name.as_str(),
                    "TITUL_PRED" => self.title_before.as_str(),
                    "TITUL_ZA" => self.title_after.as_str(),
                    "RODNE_CISLO" => self.birth_number.as_str(),
                    "OBCANSTVI" => self.citizenship.as_str(),
                    "DATUM_NAROZENI" => self.birth_date.as_str(),
                    "POHLAVI" => self.sex.as_str(),
                    "NAZEV_OBCE" => self.municipality.as_str(),
                    "NAZEV_CASTI_OBCE" => self.municipality_part.as_str(),
                    "NAZEV_ULICE" => self.street.as_str(),
                    "CISLO_POPISNE" => self.house_number.as_str(),
                    "CISLO_ORIENTACNI" => self.orientation_number.as_str(),
                    "PSC" => self.postcode.as_str(),
                    "SPORTOVEC" => {
                        if self.athlete {
                            "1"
                        } else {
                            "0"
                        }
                    }
                    "SPORTOVCEM_OD" | "SPORTOVEC_CINNOST_OD" => self.athlete_since.as_str(),
                    "SVAZ_ICO_SKTJ" => self.club_ico.as_str(),
                    "EXT_ID" => self.external_id.as_str(),
                    _ => "",
                }
                .to_owned()
            })
            .collect()
    }

    /// Why the register would refuse the row (Czech), empty when it would take it: a Czech
    /// citizen needs a birth number, a foreigner a birth date and citizenship, and everybody
    /// an address with a municipality, a house number and a postcode.
    pub fn problems(&self) -> Vec<&'static str> {
        let mut problems = Vec::new();
        if self.citizenship == "CZE" && self.birth_number.is_empty() {
            problems.push("chybí rodné číslo");
        }
        if self.citizenship.is_empty() {
            problems.push("chybí státní občanství");
        }
        if self.municipality.is_empty() {
            problems.push("chybí obec");
        }
        if self.house_number.is_empty() && self.orientation_number.is_empty() {
            problems.push("chybí číslo popisné nebo orientační");
        }
        if self.postcode.is_empty() {
            problems.push("chybí PSČ");
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_split_into_street_and_numbers() {
        let cases = [
            ("Dolní náměstí 12/3a", ("Dolní náměstí", "12", "3a")),
            ("Bedřichov 40", ("Bedřichov", "40", "")),
            ("Sportovní 268", ("Sportovní", "268", "")),
            ("Na Výsluní", ("Na Výsluní", "", "")),
            ("Horní 12a", ("Horní 12a", "", "")),
        ];
        for (address, (street, house, orientation)) in cases {
            let split = split_address(address);
            assert_eq!(
                (
                    split.street.as_str(),
                    split.house_number.as_str(),
                    split.orientation_number.as_str()
                ),
                (street, house, orientation),
                "{address}"
            );
        }
    }

    #[test]
    fn person_rows_follow_the_chosen_version_and_report_what_the_register_refuses() {
        let person = NsaPerson {
            first_name: "Jan".into(),
            last_name: "Novák".into(),
            birth_number: "9206278653".into(),
            citizenship: "CZE".into(),
            birth_date: "27.6.1992".into(),
            sex: "M".into(),
            municipality: "Liberec".into(),
            house_number: "12".into(),
            postcode: "46001".into(),
            athlete: true,
            athlete_since: "1.3.2021".into(),
            club_ico: "47274646".into(),
            external_id: "100001".into(),
            ..NsaPerson::default()
        };
        assert_eq!(PersonVersion::V3.header().len(), 32);
        assert_eq!(PersonVersion::V3.header()[0], "[JMENO]");
        assert_eq!(PersonVersion::V1.header()[1], "DALSI_JMENA");
        let row = person.record(PersonVersion::V3);
        assert_eq!(row.len(), 32);
        assert_eq!(
            row[..8],
            [
                "Jan",
                "Novák",
                "",
                "",
                "9206278653",
                "CZE",
                "27.6.1992",
                "M"
            ]
        );
        assert_eq!(row[14..16], ["1", "1.3.2021"], "SPORTOVEC, SPORTOVCEM_OD");
        assert_eq!(row[19], "1.3.2021", "SPORTOVEC_CINNOST_OD");
        assert_eq!(row[29], "100001");
        assert_eq!(row[30], "47274646", "SVAZ_ICO_SKTJ");
        let not_racing = NsaPerson {
            athlete: false,
            athlete_since: String::new(),
            ..person.clone()
        };
        assert_eq!(not_racing.record(PersonVersion::V3)[14], "0");
        assert!(person.problems().is_empty());
        let foreigner = NsaPerson {
            birth_number: String::new(),
            citizenship: "SVK".into(),
            municipality: String::new(),
            ..person.clone()
        };
        assert_eq!(foreigner.problems(), ["chybí obec"]);
        let czech = NsaPerson {
            birth_number: String::new(),
            ..person
        };
        assert_eq!(czech.problems(), ["chybí rodné číslo"]);
        assert_eq!(PersonVersion::parse("V2b"), Some(PersonVersion::V2b));
        assert_eq!(PersonVersion::parse("V9"), None);
    }

    #[test]
    fn cp1250_bytes_decode_back_to_the_czech_text() {
        let (bytes, lost) = write_cp1250([
            vec!["Žluťoučký kůň", "Příliš; \"úpěl\""],
            vec!["€uro", "日本"],
        ])
        .unwrap();
        assert_eq!(lost, 2, "the two Japanese characters do not fit");
        let (decoded, _, malformed) = WINDOWS_1250.decode(&bytes);
        assert!(!malformed);
        assert_eq!(
            decoded,
            "Žluťoučký kůň;\"Příliš; \"\"úpěl\"\"\"\r\n€uro;??\r\n"
        );
        assert!(bytes.contains(&0x8E), "Ž is 0x8E in Windows-1250");
    }

    #[test]
    fn cp1250_cells_that_excel_would_run_are_escaped() {
        let (bytes, _) = write_cp1250([vec![
            "=HYPERLINK(\"http://x\")",
            "+420 777",
            "-1",
            "@SUM(A1)",
            "\tx",
            "\rx",
            "Novák",
        ]])
        .unwrap();
        let (decoded, _, _) = WINDOWS_1250.decode(&bytes);
        assert_eq!(
            decoded,
            "\"'=HYPERLINK(\"\"http://x\"\")\";'+420 777;'-1;'@SUM(A1);'\tx;\"'\rx\";Novák\r\n"
        );
    }
}
