//! Tests of reading tables: CSV encodings and separators, XLSX, XLS and ODS, the limits,
//! zip bombs and ODS repeats.

use std::io::{Cursor, Read as _, Write as _};

use encoding_rs::WINDOWS_1250;
use rust_xlsxwriter::{ExcelDateTime as XlsxDate, Format, Workbook};
use zip::write::SimpleFileOptions;

use super::archive::ODS_MIMETYPE;
use super::cells::number_text;
use super::*;

fn read(file_name: &str, bytes: &[u8]) -> Result<Table, TableError> {
    read_table(file_name, bytes, &ReadOptions::default())
}

fn with_encoding(encoding: Encoding) -> ReadOptions {
    ReadOptions {
        encoding: Some(encoding),
        ..ReadOptions::default()
    }
}

fn cells(table: &Table) -> Vec<(u32, Vec<&str>)> {
    table
        .rows
        .iter()
        .map(|row| (row.line, row.cells.iter().map(String::as_str).collect()))
        .collect()
}

/// A zip of the given entries, deflated.
pub(crate) fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, content) in entries {
        writer
            .start_file(*name, SimpleFileOptions::default())
            .unwrap();
        writer.write_all(content).unwrap();
    }
    writer.finish().unwrap().into_inner()
}

/// An ODS spreadsheet whose first sheet has the given `<table:table-row>` elements.
fn ods_of(rows: &str) -> Vec<u8> {
    let content = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="List1">{rows}</table:table></office:spreadsheet></office:body></office:document-content>"#
    );
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    writer
        .start_file(
            "mimetype",
            SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored),
        )
        .unwrap();
    writer.write_all(ODS_MIMETYPE.as_bytes()).unwrap();
    writer
        .start_file("content.xml", SimpleFileOptions::default())
        .unwrap();
    writer.write_all(content.as_bytes()).unwrap();
    writer
        .start_file("META-INF/manifest.xml", SimpleFileOptions::default())
        .unwrap();
    writer
        .write_all(
            br#"<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#,
        )
        .unwrap();
    writer.finish().unwrap().into_inner()
}

#[test]
fn cp1250_file_without_bom_is_detected_and_decoded() {
    let text = "Příjmení;Jméno\r\nŽluťoučký;Kůň\r\nNovák;Jan\r\n";
    let (bytes, _, unmappable) = WINDOWS_1250.encode(text);
    assert!(!unmappable);
    for options in [ReadOptions::default(), with_encoding(Encoding::Cp1250)] {
        let table = read_table("clenove.csv", &bytes, &options).unwrap();
        assert_eq!(table.kind, FileKind::Csv);
        assert_eq!(table.encoding, Some(Encoding::Cp1250));
        assert_eq!(table.delimiter, Some(b';'));
        assert_eq!(table.header, ["Příjmení", "Jméno"]);
        assert_eq!(
            cells(&table),
            [(2, vec!["Žluťoučký", "Kůň"]), (3, vec!["Novák", "Jan"])]
        );
        assert!(table.warnings.is_empty());
    }
}

#[test]
fn utf8_file_with_bom_loses_the_bom_from_the_first_header() {
    let bytes = "\u{feff}Jméno;Příjmení\nJan;Novák\n".as_bytes();
    let table = read("clenove.csv", bytes).unwrap();
    assert_eq!(table.encoding, Some(Encoding::Utf8));
    assert_eq!(table.header, ["Jméno", "Příjmení"]);
    assert_eq!(cells(&table), [(2, vec!["Jan", "Novák"])]);
}

#[test]
fn comma_separated_file_keeps_separators_inside_quotes_and_makes_lines_one() {
    let bytes = b"Jmeno,Poznamka,Obec\r\n\
                  Jan,\"a;b, \"\"c\"\"\",Liberec\r\n\
                  Eva,\"prvni\r\ndruhy\",\"Praha\"\r\n\
                  Petr,,Brno\r\n";
    let table = read("clenove.csv", bytes).unwrap();
    assert_eq!(table.encoding, Some(Encoding::Ascii));
    assert_eq!(table.delimiter, Some(b','));
    assert_eq!(
        cells(&table),
        [
            (2, vec!["Jan", "a;b, \"c\"", "Liberec"]),
            // A value is one line: a line break inside quotes becomes a space.
            (3, vec!["Eva", "prvni druhy", "Praha"]),
            (5, vec!["Petr", "", "Brno"]),
        ]
    );
}

#[test]
fn tab_separated_file_and_excel_separator_line_are_understood() {
    let table = read("a.txt", b"Jmeno\tPrijmeni\nJan\tNovak\n").unwrap();
    assert_eq!(table.delimiter, Some(b'\t'));
    assert_eq!(cells(&table), [(2, vec!["Jan", "Novak"])]);

    let table = read("a.csv", b"sep=,\r\nJmeno;x,Prijmeni\r\nJan;y,Novak\r\n").unwrap();
    assert_eq!(table.delimiter, Some(b','));
    assert_eq!(table.header, ["Jmeno;x", "Prijmeni"]);
    assert_eq!(cells(&table), [(3, vec!["Jan;y", "Novak"])]);
}

#[test]
fn empty_rows_are_skipped_and_line_numbers_stay_right() {
    let bytes = b"\r\n;;\r\nJmeno;Prijmeni;;\r\n\r\n ; \r\nJan;Novak;navic;x\r\nEva\r\n";
    let table = read("a.csv", bytes).unwrap();
    assert_eq!(
        table.header,
        ["Jmeno", "Prijmeni"],
        "trailing empty cells dropped"
    );
    assert_eq!(
        cells(&table),
        [(6, vec!["Jan", "Novak"]), (7, vec!["Eva", ""])],
        "rows are padded or cut to the header"
    );
}

#[test]
fn utf8_choice_on_a_cp1250_file_names_the_line_and_suggests_cp1250() {
    let mut text = String::from("Příjmení;Jméno\r\n");
    for _ in 0..12 {
        text.push_str("Novak;Jan\r\n");
    }
    text.push_str("Žák;Petr\r\n");
    let (bytes, _, _) = WINDOWS_1250.encode(&text);
    let error = read_table("a.csv", &bytes, &with_encoding(Encoding::Utf8)).unwrap_err();
    assert_eq!(
        error,
        TableError::InvalidEncoding {
            chosen: Encoding::Utf8,
            suggestion: Some(Encoding::Cp1250),
            line: 1,
        }
    );
    let body = format!("Prijmeni;Jmeno\r\n{}", &text["Příjmení;Jméno\r\n".len()..]);
    let (bytes, _, _) = WINDOWS_1250.encode(&body);
    let error = read_table("a.csv", &bytes, &with_encoding(Encoding::Utf8)).unwrap_err();
    assert_eq!(
        error.message(),
        "Soubor není v kódování UTF-8 (první chyba na řádku 14). Zkuste zvolit kódování \
         CP1250 (Windows)."
    );
    assert_eq!(error.code(), "INVALID_ENCODING");
}

#[test]
fn ascii_choice_on_a_czech_file_suggests_the_encoding_that_fits() {
    let utf8 = "Jmeno\nJan\nŽofie\n".as_bytes();
    let error = read_table("a.csv", utf8, &with_encoding(Encoding::Ascii)).unwrap_err();
    assert_eq!(
        error,
        TableError::InvalidEncoding {
            chosen: Encoding::Ascii,
            suggestion: Some(Encoding::Utf8),
            line: 3,
        }
    );
    let (cp1250, _, _) = WINDOWS_1250.encode("Jmeno\nŽofie\n");
    let error = read_table("a.csv", &cp1250, &with_encoding(Encoding::Ascii)).unwrap_err();
    assert!(matches!(
        error,
        TableError::InvalidEncoding {
            suggestion: Some(Encoding::Cp1250),
            line: 2,
            ..
        }
    ));
}

#[test]
fn cp1250_choice_on_a_utf8_file_is_read_with_a_warning() {
    let bytes = "Příjmení;Jméno\nNovák;Jan\n".as_bytes();
    let table = read_table("a.csv", bytes, &with_encoding(Encoding::Cp1250)).unwrap();
    assert_eq!(table.header[0], "PĹ™Ă\u{ad}jmenĂ\u{ad}");
    assert_eq!(table.warnings.len(), 1);
    assert!(table.warnings[0].contains("Zkuste zvolit kódování UTF-8"));
    let ascii = read_table("a.csv", b"a;b\n1;2\n", &with_encoding(Encoding::Cp1250)).unwrap();
    assert!(ascii.warnings.is_empty());
}

#[test]
fn encodings_are_detected_by_bom_validity_and_bytes() {
    let (cp1250, _, _) = WINDOWS_1250.encode("Žluťoučký");
    let cases: [(&[u8], Encoding); 5] = [
        (b"\xEF\xBB\xBFabc", Encoding::Utf8),
        ("Žluťoučký".as_bytes(), Encoding::Utf8),
        (b"plain;text\r\n", Encoding::Ascii),
        (b"", Encoding::Ascii),
        (&cp1250, Encoding::Cp1250),
    ];
    for (bytes, expected) in cases {
        assert_eq!(detect_encoding(bytes), expected, "{bytes:?}");
    }
}

#[test]
fn encodings_parse_from_their_spec_names_and_common_spellings() {
    for encoding in [Encoding::Utf8, Encoding::Cp1250, Encoding::Ascii] {
        assert_eq!(
            Encoding::parse_any_spelling(encoding.as_str()),
            Some(encoding)
        );
    }
    assert_eq!(Encoding::parse_any_spelling("utf-8"), Some(Encoding::Utf8));
    assert_eq!(
        Encoding::parse_any_spelling("Windows-1250"),
        Some(Encoding::Cp1250)
    );
    assert_eq!(Encoding::parse_any_spelling("latin2"), None);
}

#[test]
fn empty_files_and_files_without_a_header_are_refused() {
    for bytes in [&b""[..], b"\r\n\r\n", b";;\n ; \n", b"\xEF\xBB\xBF"] {
        let error = read("a.csv", bytes).unwrap_err();
        assert_eq!(error, TableError::Empty, "{bytes:?}");
        assert_eq!(error.code(), "EMPTY_FILE");
    }
}

#[test]
fn file_larger_than_the_limit_is_refused_unread() {
    let options = ReadOptions {
        max_bytes: 10,
        ..ReadOptions::default()
    };
    // Not even valid: the size is checked first.
    let error = read_table("a.xlsx", b"PK\x03\x04 not a zip at all", &options).unwrap_err();
    assert_eq!(error, TableError::TooLarge { max_bytes: 10 });
    assert_eq!(
        TableError::TooLarge {
            max_bytes: DEFAULT_MAX_BYTES
        }
        .message(),
        "Soubor je větší než 20 MB."
    );
    assert_eq!(error.code(), "FILE_TOO_LARGE");
}

#[test]
fn csv_with_more_rows_than_the_limit_is_refused() {
    let options = ReadOptions {
        max_rows: 3,
        ..ReadOptions::default()
    };
    let error = read_table("a.csv", b"a\n1\n2\n3\n4\n", &options).unwrap_err();
    assert_eq!(error, TableError::TooManyRows { max_rows: 3 });
    assert!(read_table("a.csv", b"a\n1\n2\n3\n\n\n", &options).is_ok());
    assert_eq!(
        TableError::TooManyRows {
            max_rows: DEFAULT_MAX_ROWS
        }
        .message(),
        "Soubor má více než 100 000 řádků."
    );
}

#[test]
fn table_wider_than_the_limit_is_refused() {
    let options = ReadOptions {
        max_columns: 2,
        ..ReadOptions::default()
    };
    let error = read_table("a.csv", b"a;b;c\n1;2;3\n", &options).unwrap_err();
    assert_eq!(error, TableError::TooManyColumns { max_columns: 2 });
    assert!(read_table("a.csv", b"a;b;;\n1;2;3\n", &options).is_ok());
}

#[test]
fn a_table_of_more_cells_than_allowed_is_refused_as_it_is_read() {
    let options = ReadOptions {
        max_cells: 10,
        ..ReadOptions::default()
    };
    let too_many = TableError::TooManyCells { max_cells: 10 };
    // Five columns: two data rows fit, the third is refused (15 cells).
    let csv = b"a;b;c;d;e\n1;2;3;4;5\n1;2;3;4;5\n1;2;3;4;5\n";
    assert_eq!(read_table("a.csv", csv, &options).unwrap_err(), too_many);
    assert!(read_table("a.csv", &csv[..30], &options).is_ok());
    // A sparse sheet counts as wide as its header: three rows of one cell in five columns.
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    for column in 0..5 {
        sheet.write_string(0, column, format!("S{column}")).unwrap();
    }
    for row in 1..=3 {
        sheet.write_string(row, 0, "x").unwrap();
    }
    let bytes = workbook.save_to_buffer().unwrap();
    assert_eq!(
        read_table("a.xlsx", &bytes, &options).unwrap_err(),
        too_many
    );
    assert_eq!(too_many.code(), "TOO_MANY_CELLS");
    assert!(
        too_many
            .message()
            .starts_with("Soubor má více než 10 buněk")
    );
}

/// An XLSX with a header and, below it, the given rows of text.
fn xlsx_with_rows(rows: usize) -> Vec<u8> {
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.write_string(0, 0, "Jméno").unwrap();
    for row in 1..=rows {
        sheet
            .write_string(row as u32, 0, format!("Člen {row}"))
            .unwrap();
    }
    workbook.save_to_buffer().unwrap()
}

#[test]
fn xlsx_cells_come_out_as_the_text_a_person_typed() {
    let mut workbook = Workbook::new();
    let date = Format::new().set_num_format("d.m.yyyy");
    let sheet = workbook.add_worksheet();
    sheet.set_name("Členové").unwrap();
    for (column, name) in ["Rodné číslo", "Narozen", "Text", "Číslo", "Ano", "Čas"]
        .iter()
        .enumerate()
    {
        sheet.write_string(0, column as u16, *name).unwrap();
    }
    sheet.write_number(1, 0, 9_001_011_234.0).unwrap();
    sheet
        .write_date_with_format(1, 1, XlsxDate::from_ymd(2010, 2, 1).unwrap(), &date)
        .unwrap();
    sheet.write_string(1, 2, "  0151011234 ").unwrap();
    sheet.write_number(1, 3, 1.5).unwrap();
    sheet.write_boolean(1, 4, true).unwrap();
    let datetime = Format::new().set_num_format("d.m.yyyy h:mm");
    sheet
        .write_datetime_with_format(
            1,
            5,
            XlsxDate::from_ymd(2026, 3, 7)
                .unwrap()
                .and_hms(9, 30, 0)
                .unwrap(),
            &datetime,
        )
        .unwrap();
    sheet.write_string(3, 2, "po prázdném řádku").unwrap();
    workbook
        .add_worksheet()
        .write_string(0, 0, "jiný list")
        .unwrap();
    let bytes = workbook.save_to_buffer().unwrap();

    let table = read("clenove.xlsx", &bytes).unwrap();
    assert_eq!(table.kind, FileKind::Xlsx);
    assert_eq!(table.encoding, None);
    assert_eq!(table.delimiter, None);
    assert_eq!(table.header[0], "Rodné číslo");
    assert_eq!(
        cells(&table),
        [
            (
                2,
                vec![
                    "9001011234",
                    "2010-02-01",
                    "0151011234",
                    "1.5",
                    "1",
                    "2026-03-07 09:30:00"
                ]
            ),
            (4, vec!["", "", "po prázdném řádku", "", "", ""]),
        ]
    );
}

#[test]
fn xlsx_with_more_rows_than_the_limit_is_refused() {
    let options = ReadOptions {
        max_rows: 10,
        ..ReadOptions::default()
    };
    assert_eq!(
        read_table("a.xlsx", &xlsx_with_rows(10), &options)
            .unwrap()
            .rows
            .len(),
        10
    );
    let error = read_table("a.xlsx", &xlsx_with_rows(11), &options).unwrap_err();
    assert_eq!(error, TableError::TooManyRows { max_rows: 10 });
}

#[test]
fn xlsx_is_recognised_by_its_content_whatever_its_name() {
    let table = read("export.csv", &xlsx_with_rows(1)).unwrap();
    assert_eq!(table.kind, FileKind::Xlsx);
    assert_eq!(cells(&table), [(2, vec!["Člen 1"])]);
}

#[test]
fn ods_is_read_with_dates_and_numbers_as_text() {
    let bytes = ods_of(
        r#"<table:table-row><table:table-cell office:value-type="string"><text:p>Jméno</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Narozen</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>RČ</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="2"><table:table-cell/></table:table-row>
<table:table-row><table:table-cell office:value-type="string"><text:p>Eva</text:p></table:table-cell><table:table-cell office:value-type="date" office:date-value="2010-02-01"><text:p>1.2.2010</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="9001011234"><text:p>9001011234</text:p></table:table-cell></table:table-row>"#,
    );
    let table = read("clenove.ods", &bytes).unwrap();
    assert_eq!(table.kind, FileKind::Ods);
    assert_eq!(table.header, ["Jméno", "Narozen", "RČ"]);
    assert_eq!(
        cells(&table),
        [(4, vec!["Eva", "2010-02-01", "9001011234"])]
    );
}

#[test]
fn ods_with_cells_repeated_into_millions_is_refused_unopened() {
    let cell =
        r#"<table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell>"#;
    let header = format!("<table:table-row>{cell}</table:table-row>");
    let bomb = ods_of(&format!(
        r#"{header}<table:table-row table:number-rows-repeated="1000000"><table:table-cell table:number-columns-repeated="50" office:value-type="string"><text:p>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</text:p></table:table-cell></table:table-row>"#
    ));
    assert!(bomb.len() < 2000);
    let error = read("a.ods", &bomb).unwrap_err();
    assert_eq!(
        error,
        TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch)
    );

    let rows = ods_of(&format!(
        r#"{header}<table:table-row table:number-rows-repeated="11">{cell}</table:table-row>"#
    ));
    let options = ReadOptions {
        max_rows: 10,
        ..ReadOptions::default()
    };
    let error = read_table("a.ods", &rows, &options).unwrap_err();
    assert_eq!(error, TableError::TooManyRows { max_rows: 10 });

    let wide = ods_of(&format!(
        r#"<table:table-row><table:table-cell table:number-columns-repeated="500"/>{cell}</table:table-row>"#
    ));
    let error = read("a.ods", &wide).unwrap_err();
    assert_eq!(error, TableError::TooManyColumns { max_columns: 100 });

    let spaces = ods_of(
        r#"<table:table-row><table:table-cell office:value-type="string"><text:p>a<text:s text:c="4000000000"/>b</text:p></table:table-cell></table:table-row>"#,
    );
    let error = read("a.ods", &spaces).unwrap_err();
    assert_eq!(
        error,
        TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch)
    );
}

#[test]
fn zip_with_a_highly_compressed_entry_is_refused_as_a_bomb() {
    // 32 MiB of zeros deflate to some 32 KiB: a ratio of about 1000.
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    writer
        .start_file("[Content_Types].xml", SimpleFileOptions::default())
        .unwrap();
    writer.write_all(b"<Types/>").unwrap();
    writer
        .start_file("xl/worksheets/sheet1.xml", SimpleFileOptions::default())
        .unwrap();
    let zeros = vec![0u8; 1024 * 1024];
    for _ in 0..32 {
        writer.write_all(&zeros).unwrap();
    }
    let bytes = writer.finish().unwrap().into_inner();
    assert!(bytes.len() < 1024 * 1024);
    let error = read("bomba.xlsx", &bytes).unwrap_err();
    let TableError::SuspiciousArchive(ArchiveProblem::TooCompressed { name, ratio }) = &error
    else {
        panic!("not refused as a bomb: {error:?}");
    };
    assert_eq!(name, "xl/worksheets/sheet1.xml");
    assert!(*ratio > MAX_COMPRESSION_RATIO);
    assert_eq!(error.code(), "SUSPICIOUS_ARCHIVE");
    assert!(
        error
            .message()
            .starts_with("Soubor nelze přijmout: část „xl/worksheets/sheet1.xml“ je zkomprimována")
    );
}

#[test]
fn zip_with_too_many_entries_is_refused() {
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let stored = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for index in 0..=MAX_ARCHIVE_ENTRIES {
        writer.start_file(format!("{index}"), stored).unwrap();
    }
    let bytes = writer.finish().unwrap().into_inner();
    let error = read("a.xlsx", &bytes).unwrap_err();
    assert_eq!(
        error,
        TableError::SuspiciousArchive(ArchiveProblem::TooManyEntries { entries: 10_001 })
    );
    assert_eq!(
        error.message(),
        "Soubor nelze přijmout: archiv obsahuje 10 001 souborů, povoleno je nejvýše \
         10 000. Uložte tabulku znovu, nebo ji nahrajte jako CSV."
    );
}

#[test]
fn archive_limits_apply_to_declared_sizes() {
    const MIB: u64 = 1024 * 1024;
    let entry = |size, compressed_size| ArchiveEntry {
        name: "a".to_owned(),
        size,
        compressed_size,
    };
    let single_cases = [
        (entry(MIB, 1), Ok(())),
        (entry(MIB + 1, 1), Err("TooCompressed")),
        (entry(200 * MIB, MIB), Ok(())),
        (entry(200 * MIB + 1, MIB), Err("TooCompressed")),
        (entry(2 * MIB, 0), Err("TooCompressed")),
        (entry(257 * MIB, 256 * MIB), Err("TooLarge")),
    ];
    for (entry, expected) in single_cases {
        let result = check_archive(std::slice::from_ref(&entry)).map_err(|problem| match problem {
            ArchiveProblem::TooCompressed { .. } => "TooCompressed",
            ArchiveProblem::TooLarge { .. } => "TooLarge",
            _ => "other",
        });
        assert_eq!(result, expected, "{entry:?}");
    }
    let many = vec![entry(100 * MIB, 10 * MIB); 3];
    assert_eq!(
        check_archive(&many),
        Err(ArchiveProblem::TooLarge { bytes: 300 * MIB })
    );
    assert_eq!(check_archive(&many[..2]), Ok(()));
}

/// Sets the declared uncompressed size of every entry (local and central headers).
fn declare_size(zip: &mut [u8], size: u32) {
    for (signature, offset) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
        let starts: Vec<usize> = zip
            .windows(4)
            .enumerate()
            .filter(|(_, window)| window == signature)
            .map(|(start, _)| start)
            .collect();
        for start in starts {
            zip[start + offset..start + offset + 4].copy_from_slice(&size.to_le_bytes());
        }
    }
}

#[test]
fn a_zip_entry_cannot_inflate_past_its_declared_size() {
    let mut bytes = zip_of(&[("data.xml", &vec![b'x'; 100_000])]);
    declare_size(&mut bytes, 1000);
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    assert_eq!(archive_entries(&archive)[0].size, 1000);
    let mut inflated = Vec::new();
    let error = archive
        .by_name("data.xml")
        .unwrap()
        .read_to_end(&mut inflated)
        .unwrap_err();
    assert!(
        error.to_string().contains("larger than its declared"),
        "{error}"
    );
    assert!(inflated.len() <= 1001);
}

#[test]
fn corrupt_or_foreign_files_are_unreadable() {
    let cases: [(&str, Vec<u8>); 4] = [
        ("a.xlsx", b"PK\x03\x04 broken".to_vec()),
        ("a.xlsx", b"Jmeno;Prijmeni".to_vec()),
        ("a.zip", zip_of(&[("readme.txt", b"hello")])),
        ("a.xls", b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 broken".to_vec()),
    ];
    for (name, bytes) in cases {
        let error = read(name, &bytes).unwrap_err();
        assert_eq!(error.code(), "UNREADABLE_FILE", "{name}: {error:?}");
        assert!(
            error
                .message()
                .starts_with("Soubor se nepodařilo přečíst jako tabulku ("),
            "{error}"
        );
    }
}

#[test]
fn numbers_are_written_as_a_spreadsheet_shows_them() {
    let cases = [
        (9_001_011_234.0, "9001011234"),
        (46001.0, "46001"),
        (-3.0, "-3"),
        (1.5, "1.5"),
        (0.1 + 0.2, "0.3"),
        (1e20, "100000000000000000000"),
        (0.000_125, "0.000125"),
        (f64::NAN, ""),
    ];
    for (number, expected) in cases {
        assert_eq!(number_text(number), expected, "{number}");
    }
}

#[test]
fn header_keys_ignore_case_diacritics_and_punctuation() {
    let cases = [
        ("[ČÍSLO_POPISNÉ]", "cislopopisne"),
        ("Č.p.", "cp"),
        ("E-mail", "email"),
        ("  Státní občanství ", "statniobcanstvi"),
        ("Rok narození", "roknarozeni"),
    ];
    for (header, key) in cases {
        assert_eq!(header_key(header), key, "{header}");
    }
}

#[test]
fn every_error_has_a_czech_message_and_a_code() {
    let errors = [
        TableError::TooLarge {
            max_bytes: DEFAULT_MAX_BYTES,
        },
        TableError::TooManyRows { max_rows: 5 },
        TableError::TooManyColumns { max_columns: 100 },
        TableError::InvalidEncoding {
            chosen: Encoding::Utf8,
            suggestion: None,
            line: 2,
        },
        TableError::SuspiciousArchive(ArchiveProblem::RepeatsTooMuch),
        TableError::Spreadsheet("x".to_owned()),
        TableError::Empty,
    ];
    let codes: Vec<&str> = errors.iter().map(|error| error.code().as_str()).collect();
    assert_eq!(
        codes,
        [
            "FILE_TOO_LARGE",
            "TOO_MANY_ROWS",
            "TOO_MANY_COLUMNS",
            "INVALID_ENCODING",
            "SUSPICIOUS_ARCHIVE",
            "UNREADABLE_FILE",
            "EMPTY_FILE"
        ]
    );
    for error in errors {
        assert_eq!(error.to_string(), error.message());
        assert!(error.message().starts_with("Soubor "), "{error}");
    }
    assert_eq!(
        TableError::InvalidEncoding {
            chosen: Encoding::Utf8,
            suggestion: None,
            line: 2,
        }
        .message(),
        "Soubor není v kódování UTF-8 (první chyba na řádku 2)."
    );
}
