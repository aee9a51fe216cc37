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
}
