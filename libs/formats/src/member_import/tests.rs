//! Tests of the member columns: header mapping and layouts, cell parsing, addresses, the
//! template and the skipped rows file.

use chrono::NaiveDate;
use stopa_domain::member::Sex;

use super::files::TEMPLATE_EXAMPLE;
use super::header::{STOPA_EXPORT_HEADER, STOPA_EXPORT_PERSONAL};
use super::*;
use crate::nsa::PersonVersion;
use crate::table::{FileKind, ReadOptions, TableRow, read_table};

fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| (*name).to_owned()).collect()
}

fn mapped(mapping: &HeaderMapping) -> Vec<Option<MemberColumn>> {
    mapping.columns.iter().map(|column| column.column).collect()
}

#[test]
fn headers_map_whatever_their_case_diacritics_and_punctuation() {
    use MemberColumn as C;
    let cases = [
        ("Jméno", Some(C::FirstName)),
        ("KŘESTNÍ JMÉNO", Some(C::FirstName)),
        ("first_name", Some(C::FirstName)),
        ("[JMENO]", Some(C::FirstName)),
        ("Příjmení", Some(C::LastName)),
        ("Last Name", Some(C::LastName)),
        ("DALSI_JMENA", Some(C::MiddleNames)),
        ("Titul před", Some(C::TitleBefore)),
        ("TITUL_ZA", Some(C::TitleAfter)),
        ("pohlaví", Some(C::Sex)),
        ("Datum narození", Some(C::BirthDate)),
        ("Narozen", Some(C::BirthDate)),
        ("Rok narození", Some(C::BirthYear)),
        ("Rodné číslo", Some(C::BirthNumber)),
        ("RČ", Some(C::BirthNumber)),
        ("Státní občanství", Some(C::Citizenship)),
        ("Národnost", Some(C::Citizenship)),
        ("NAZEV_OBCE", Some(C::Municipality)),
        ("Město", Some(C::Municipality)),
        ("Část obce", Some(C::MunicipalityPart)),
        ("Ulice", Some(C::Street)),
        ("č.p.", Some(C::HouseNumber)),
        ("CISLO_POPISNE", Some(C::HouseNumber)),
        ("č. o.", Some(C::OrientationNumber)),
        ("PSČ", Some(C::Postcode)),
        ("Země", Some(C::Country)),
        ("Bydliště", Some(C::Address)),
        ("e-mail", Some(C::Email)),
        ("Mobil", Some(C::Phone)),
        ("FIS kód", Some(C::FisCode)),
        ("FIS code", Some(C::FisCode)),
        ("SPORTOVEC", None),
        ("Registrační číslo", None),
        ("Poznámka", None),
    ];
    for (header, expected) in cases {
        let mapping = map_header(&strings(&[header]));
        assert_eq!(mapping.columns[0].column, expected, "{header}");
    }
}

#[test]
fn known_ignored_columns_are_told_apart_from_unknown_ones() {
    let mapping = map_header(&strings(&["Klub", "[EXT_ID]", "Důvod", "Poznámka", ""]));
    let recognised: Vec<bool> = mapping.columns.iter().map(|c| c.recognised).collect();
    assert_eq!(recognised, [true, true, true, false, false]);
    assert!(mapped(&mapping).iter().all(Option::is_none));
}

#[test]
fn the_first_column_of_a_kind_wins() {
    let mapping = map_header(&strings(&[
        "Jméno",
        "Příjmení",
        "Křestní jméno",
        "RČ",
        "Rodné číslo",
    ]));
    assert_eq!(
        mapped(&mapping),
        [
            Some(MemberColumn::FirstName),
            Some(MemberColumn::LastName),
            None,
            Some(MemberColumn::BirthNumber),
            None
        ]
    );
    assert_eq!(mapping.index_of(MemberColumn::BirthNumber), Some(3));
    assert!(mapping.missing.is_empty());
    assert_eq!(mapping.missing_message(), None);
}

#[test]
fn template_header_maps_every_column_and_is_the_template_layout() {
    let mapping = map_header(&strings(&TEMPLATE_HEADER));
    assert_eq!(mapping.layout, Layout::Template);
    assert!(mapping.missing.is_empty());
    for (column, name) in mapping.columns.iter().zip(TEMPLATE_HEADER) {
        let column = column
            .column
            .unwrap_or_else(|| panic!("{name} is not mapped"));
        assert_eq!(column.label(), name);
    }
}

#[test]
fn nsa_versions_are_recognised_with_or_without_brackets() {
    let versions = [
        (PersonVersion::V1, Layout::NsaV1),
        (PersonVersion::V2, Layout::NsaV2),
        (PersonVersion::V2b, Layout::NsaV2b),
        (PersonVersion::V3, Layout::NsaV3),
    ];
    for (version, layout) in versions {
        let mapping = map_header(&version.header());
        assert_eq!(mapping.layout, layout);
        assert!(mapping.missing.is_empty(), "{layout:?}");
        assert_eq!(mapping.index_of(MemberColumn::FirstName), Some(0));
        assert!(
            mapping.columns.iter().all(|column| column.recognised),
            "{layout:?}"
        );
    }
    let v3 = map_header(&PersonVersion::V3.header());
    assert_eq!(v3.columns[7].column, Some(MemberColumn::Sex));
    assert_eq!(v3.columns[14].column, None, "SPORTOVEC");
}

#[test]
fn stopa_export_is_recognised_with_or_without_personal_columns() {
    let full = map_header(&strings(&STOPA_EXPORT_HEADER));
    assert_eq!(full.layout, Layout::StopaExport);
    assert!(full.missing.is_empty());
    assert_eq!(full.index_of(MemberColumn::BirthYear), Some(4));

    let without: Vec<&str> = STOPA_EXPORT_HEADER
        .into_iter()
        .filter(|name| !STOPA_EXPORT_PERSONAL.contains(name))
        .collect();
    let reduced = map_header(&strings(&without));
    assert_eq!(reduced.layout, Layout::StopaExport);
    assert_eq!(
        reduced.missing,
        [MemberColumn::BirthNumber, MemberColumn::BirthDate]
    );
    assert_eq!(
        reduced.missing_message().as_deref(),
        Some("Chybí sloupec: Rodné číslo nebo Datum narození.")
    );
}

#[test]
fn other_headers_map_what_they_can_and_report_what_is_missing() {
    let mapping = map_header(&strings(&["Příjmení", "Telefon", "Oddíl"]));
    assert_eq!(mapping.layout, Layout::Other);
    assert_eq!(
        mapping.missing,
        [
            MemberColumn::FirstName,
            MemberColumn::BirthNumber,
            MemberColumn::BirthDate
        ]
    );
    assert_eq!(
        mapping.missing_message().as_deref(),
        Some("Chybí sloupce: Jméno, Rodné číslo nebo Datum narození.")
    );
    let reordered = map_header(&strings(&[
        "Jméno",
        "Titul před",
        "Příjmení",
        "Datum narození",
    ]));
    assert_eq!(reordered.layout, Layout::Other);
    assert!(reordered.missing.is_empty());
}

#[test]
fn a_reason_column_added_by_the_skipped_rows_file_changes_nothing() {
    let mut header = strings(&TEMPLATE_HEADER);
    header.push("Důvod".to_owned());
    let mapping = map_header(&header);
    assert_eq!(mapping.layout, Layout::Template);
    assert_eq!(mapping.columns[19].column, None);
    assert!(mapping.columns[19].recognised);
}

#[test]
fn imported_member_takes_trimmed_non_empty_mapped_cells() {
    let mapping = map_header(&strings(&[
        "Jméno",
        "Příjmení",
        "Klub",
        "Telefon",
        "E-mail",
        "RČ",
    ]));
    let row = TableRow {
        line: 7,
        cells: strings(&[
            " Jan ",
            "Novák",
            "SK Ještěd",
            "'+420 777 123 456",
            "",
            "'9001011234",
        ]),
    };
    let member = imported_member(&row, &mapping);
    assert_eq!(member.line, 7);
    assert_eq!(member.get(MemberColumn::FirstName), Some("Jan"));
    assert_eq!(member.get(MemberColumn::Phone), Some("+420 777 123 456"));
    assert_eq!(member.get(MemberColumn::Email), None);
    assert_eq!(member.get(MemberColumn::BirthNumber), Some("'9001011234"));
    assert_eq!(member.values.len(), 4);
}

#[test]
fn a_member_address_comes_from_its_columns_or_from_the_one_line_address() {
    let mapping = map_header(&strings(&[
        "Ulice",
        "Číslo popisné",
        "PSČ",
        "Obec",
        "Adresa",
    ]));
    let member = |cells: &[&str]| {
        imported_member(
            &TableRow {
                line: 2,
                cells: strings(cells),
            },
            &mapping,
        )
    };
    let own = member(&[
        "Sokolská",
        "12/3a",
        "460 01",
        "Liberec",
        "ignored 1, 11111 X",
    ])
    .address();
    assert_eq!(
        own,
        AddressParts {
            street: Some("Sokolská".into()),
            house_number: Some("12".into()),
            orientation_number: Some("3a".into()),
            municipality_part: None,
            postcode: Some("46001".into()),
            municipality: Some("Liberec".into()),
        }
    );
    let line = member(&["", "", "", "", "Náměstí Míru 12/3, 46001 Liberec"]).address();
    assert_eq!(line.street.as_deref(), Some("Náměstí Míru"));
    assert_eq!(line.municipality.as_deref(), Some("Liberec"));
    assert_eq!(
        member(&["", "", "", "", ""]).address(),
        AddressParts::default()
    );
}

#[test]
fn dates_are_read_in_the_forms_people_and_programs_write() {
    let date = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
    let cases = [
        ("1.2.2010", date(2010, 2, 1)),
        ("01.02.2010", date(2010, 2, 1)),
        ("1. 2. 2010", date(2010, 2, 1)),
        (" 29. 2. 2024 ", date(2024, 2, 29)),
        ("2010-02-01", date(2010, 2, 1)),
        ("2010-02-01 00:00:00", date(2010, 2, 1)),
        ("2010-02-01T00:00:00", date(2010, 2, 1)),
        ("2010-02-01T00:00:00.000", date(2010, 2, 1)),
        ("1.2.2010 0:00", date(2010, 2, 1)),
        ("30.2.2010", None),
        ("29.2.2023", None),
        ("1.13.2010", None),
        ("1.2.10", None),
        ("2010-2-1", date(2010, 2, 1)),
        ("2010/02/01", None),
        ("1.2.2010 later", None),
        ("", None),
        ("2010", None),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_date(text), expected, "{text:?}");
    }
}

#[test]
fn sex_is_read_from_letters_and_words() {
    let cases = [
        ("M", Some(Sex::Male)),
        ("m", Some(Sex::Male)),
        ("muž", Some(Sex::Male)),
        ("MALE", Some(Sex::Male)),
        ("Ž", Some(Sex::Female)),
        ("z", Some(Sex::Female)),
        ("F", Some(Sex::Female)),
        ("W", Some(Sex::Female)),
        ("Žena", Some(Sex::Female)),
        ("female", Some(Sex::Female)),
        ("x", None),
        ("", None),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_sex(text), expected, "{text:?}");
    }
}

#[test]
fn countries_are_read_from_codes_and_czech_names() {
    let cases = [
        ("CZ", Some("CZ")),
        ("cz", Some("CZ")),
        (" sk ", Some("SK")),
        ("CZE", Some("CZE").map(|_| "CZ")),
        ("svk", Some("SK")),
        ("USA", Some("US")),
        ("XKX", Some("XK")),
        ("Česká republika", Some("CZ")),
        ("ČR", Some("CZ")),
        ("Česko", Some("CZ")),
        ("Slovensko", Some("SK")),
        ("Slovenská republika", Some("SK")),
        ("Polsko", Some("PL")),
        ("Německo", Some("DE")),
        ("Rakousko", Some("AT")),
        ("CR", None),
        ("SR", None),
        ("XX", None),
        ("ZZZ", None),
        ("Atlantida", None),
        ("", None),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_country(text).as_deref(), expected, "{text:?}");
    }
}

#[test]
fn house_numbers_written_together_are_split() {
    let some = |text: &str| Some(text.to_owned());
    let cases = [
        ("12/3", (some("12"), some("3"))),
        ("12/3a", (some("12"), some("3a"))),
        ("12", (some("12"), None)),
        ("/3", (None, some("3"))),
        (" 12 / 3 ", (some("12"), some("3"))),
        ("", (None, None)),
    ];
    for (text, expected) in cases {
        assert_eq!(split_house_numbers(text), expected, "{text:?}");
    }
}

#[test]
fn one_line_addresses_are_split_best_effort() {
    let parts = |street: Option<&str>,
                 house: Option<&str>,
                 orientation: Option<&str>,
                 part: Option<&str>,
                 postcode: Option<&str>,
                 municipality: Option<&str>| AddressParts {
        street: street.map(Into::into),
        house_number: house.map(Into::into),
        orientation_number: orientation.map(Into::into),
        municipality_part: part.map(Into::into),
        postcode: postcode.map(Into::into),
        municipality: municipality.map(Into::into),
    };
    let cases = [
        (
            "Náměstí Míru 12/3, 46001 Liberec",
            parts(
                Some("Náměstí Míru"),
                Some("12"),
                Some("3"),
                None,
                Some("46001"),
                Some("Liberec"),
            ),
        ),
        (
            "Sokolská 12, Liberec, 460 01",
            parts(
                Some("Sokolská"),
                Some("12"),
                None,
                None,
                Some("46001"),
                Some("Liberec"),
            ),
        ),
        (
            "U elektrárny 9/10, Holešovice, 170 00 Praha 7",
            parts(
                Some("U elektrárny"),
                Some("9"),
                Some("10"),
                Some("Holešovice"),
                Some("17000"),
                Some("Praha 7"),
            ),
        ),
        (
            "Bedřichov 40",
            parts(None, Some("40"), None, None, None, Some("Bedřichov")),
        ),
        (
            "Bedřichov 40, 46812 Bedřichov",
            parts(
                None,
                Some("40"),
                None,
                None,
                Some("46812"),
                Some("Bedřichov"),
            ),
        ),
        (
            "Jankovcova č.ev. 6, 17000 Praha 7",
            parts(
                Some("Jankovcova"),
                Some("6"),
                None,
                None,
                Some("17000"),
                Some("Praha 7"),
            ),
        ),
        (
            "Dlouhá č. p. 5, Liberec 46001",
            parts(
                Some("Dlouhá"),
                Some("5"),
                None,
                None,
                Some("46001"),
                Some("Liberec"),
            ),
        ),
        (
            "Sokolská 12, Liberec",
            parts(
                Some("Sokolská"),
                Some("12"),
                None,
                None,
                None,
                Some("Liberec"),
            ),
        ),
        (
            "Liberec",
            parts(None, None, None, None, None, Some("Liberec")),
        ),
        (
            "46001 Liberec",
            parts(None, None, None, None, Some("46001"), Some("Liberec")),
        ),
        (
            "Na Výsluní, 46001 Liberec",
            parts(
                Some("Na Výsluní"),
                None,
                None,
                None,
                Some("46001"),
                Some("Liberec"),
            ),
        ),
        (
            "Třída 1. máje 123456, Liberec",
            parts(
                Some("Třída 1. máje"),
                Some("123456"),
                None,
                None,
                None,
                Some("Liberec"),
            ),
        ),
        ("", AddressParts::default()),
        (" , ", AddressParts::default()),
    ];
    for (text, expected) in cases {
        assert_eq!(split_address_line(text), expected, "{text:?}");
    }
}

#[test]
fn column_labels_and_codes_are_distinct() {
    let mut labels: Vec<&str> = MemberColumn::ALL.iter().map(|c| c.label()).collect();
    let mut codes: Vec<&str> = MemberColumn::ALL.iter().map(|c| c.code()).collect();
    labels.sort_unstable();
    labels.dedup();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!((labels.len(), codes.len()), (21, 21));
    assert_eq!(MemberColumn::FirstName.code(), "FIRST_NAME");
    assert_eq!(MemberColumn::HouseNumber.label(), "Číslo popisné");
    for column in MemberColumn::ALL {
        let mapping = map_header(&[column.label().to_owned()]);
        assert_eq!(
            mapping.columns[0].column,
            Some(column),
            "{}",
            column.label()
        );
    }
}

#[test]
fn template_csv_is_excel_csv_that_imports_as_the_template() {
    let bytes = template_csv();
    assert!(bytes.starts_with(b"\xEF\xBB\xBFTitul p\xC5\x99ed;Jm\xC3\xA9no;"));
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert_eq!(text.matches("\r\n").count(), 2);
    assert!(text.contains(";Jan;;Novák;;M;1.2.2010;1002011230;CZ;"));

    let table = read_table("sablona.csv", &bytes, &ReadOptions::default()).unwrap();
    let mapping = map_header(&table.header);
    assert_eq!(mapping.layout, Layout::Template);
    let member = imported_member(&table.rows[0], &mapping);
    assert_eq!(member.get(MemberColumn::LastName), Some("Novák"));
    assert_eq!(
        parse_date(member.get(MemberColumn::BirthDate).unwrap()),
        NaiveDate::from_ymd_opt(2010, 2, 1)
    );
}

#[test]
fn template_xlsx_has_text_columns_an_example_and_a_guide() {
    use calamine::Reader as _;
    let bytes = template_xlsx().unwrap();
    let table = read_table("sablona.xlsx", &bytes, &ReadOptions::default()).unwrap();
    assert_eq!(table.kind, FileKind::Xlsx);
    assert_eq!(table.header, TEMPLATE_HEADER);
    assert_eq!(table.rows.len(), 1);
    assert_eq!(table.rows[0].cells, TEMPLATE_EXAMPLE);
    assert_eq!(map_header(&table.header).layout, Layout::Template);

    let mut workbook = calamine::Xlsx::new(std::io::Cursor::new(&bytes)).unwrap();
    assert_eq!(workbook.sheet_names(), ["Členové", "Návod"]);
    let guide = workbook.worksheet_range("Návod").unwrap();
    assert_eq!(
        guide.get_value((1, 0)),
        Some(&calamine::Data::String("Titul před".into()))
    );
    assert_eq!(
        guide.get_value((8, 1)),
        Some(&calamine::Data::String(
            "ano, není-li datum narození".into()
        ))
    );
    let sheet =
        String::from_utf8_lossy(&zip_entry(&bytes, "xl/worksheets/sheet1.xml")).into_owned();
    assert!(
        sheet.contains(r#"<pane ySplit="1" topLeftCell="A2""#),
        "frozen first row"
    );
    let styles = String::from_utf8_lossy(&zip_entry(&bytes, "xl/styles.xml")).into_owned();
    assert!(
        styles.contains(r#"<xf numFmtId="49""#),
        "text format @: {styles}"
    );
}

fn zip_entry(zip: &[u8], name: &str) -> Vec<u8> {
    use std::io::Read as _;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    let mut bytes = Vec::new();
    archive
        .by_name(name)
        .unwrap()
        .read_to_end(&mut bytes)
        .unwrap();
    bytes
}

#[test]
fn skipped_rows_file_adds_the_reason_and_imports_again() {
    let header = strings(&["Jméno", "Příjmení", "Telefon", "Datum narození"]);
    let rows = vec![
        (
            strings(&["Jan", "Novák", "+420 777 123 456", "30.2.2010"]),
            "neplatné datum narození".to_owned(),
        ),
        (
            strings(&["=HYPERLINK(\"x\")", "Nová"]),
            "chybí datum narození".to_owned(),
        ),
    ];
    let bytes = skipped_rows_csv(&header, &rows);
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert_eq!(
        text,
        "\u{feff}Jméno;Příjmení;Telefon;Datum narození;Důvod\r\n\
         Jan;Novák;'+420 777 123 456;30.2.2010;neplatné datum narození\r\n\
         \"'=HYPERLINK(\"\"x\"\")\";Nová;;;chybí datum narození\r\n"
    );

    let table = read_table("preskocene.csv", &bytes, &ReadOptions::default()).unwrap();
    let mapping = map_header(&table.header);
    assert_eq!(mapping.columns[4].column, None);
    assert!(mapping.missing.is_empty());
    let member = imported_member(&table.rows[0], &mapping);
    assert_eq!(member.get(MemberColumn::Phone), Some("+420 777 123 456"));

    let again = skipped_rows_csv(
        &table.header,
        &[(table.rows[0].cells.clone(), "znovu".to_owned())],
    );
    let again = String::from_utf8(again).unwrap();
    assert!(again.starts_with("\u{feff}Jméno;Příjmení;Telefon;Datum narození;Důvod\r\n"));
    assert!(again.ends_with(";30.2.2010;znovu\r\n"), "{again}");
}
