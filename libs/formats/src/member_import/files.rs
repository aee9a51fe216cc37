//! The files Stopa gives for an import: the template to download (CSV, and XLSX with a guide
//! to its columns) and the skipped rows to fix and upload again.

use rust_xlsxwriter::{Format, FormatAlign, Workbook, XlsxError};

use super::header::SKIPPED_REASON_KEY;
use super::{SKIPPED_REASON_HEADER, TEMPLATE_HEADER};
use crate::csv_excel::ExcelCsvWriter;
use crate::table::header_key;

/// The template's example row: an invented member.
pub(super) const TEMPLATE_EXAMPLE: [&str; 19] = [
    "",
    "Jan",
    "",
    "Novák",
    "",
    "M",
    "1.2.2010",
    "1002011230",
    "CZ",
    "Liberec",
    "Staré Město",
    "Sokolská",
    "12",
    "3",
    "46001",
    "CZ",
    "jan.novak@example.cz",
    "777 123 456",
    "",
];

/// Writes records of a writer that cannot fail (it writes into memory).
fn write_records<'a>(records: impl IntoIterator<Item = Vec<&'a str>>) -> Vec<u8> {
    let mut writer = ExcelCsvWriter::new();
    for record in records {
        writer
            .write_record(record)
            .expect("writing CSV into memory cannot fail");
    }
    writer
        .take_bytes()
        .expect("writing CSV into memory cannot fail")
}

/// The import template as CSV for Excel: UTF-8 with a BOM, `;`, CRLF, the header and one
/// example row of an invented member.
pub fn template_csv() -> Vec<u8> {
    write_records([TEMPLATE_HEADER.to_vec(), TEMPLATE_EXAMPLE.to_vec()])
}

/// What the template's guide says of each column: required or not, and what to write.
const TEMPLATE_GUIDE: [(&str, &str, &str); 19] = [
    (
        "Titul před",
        "ne",
        "Akademický titul před jménem, např. Ing. nebo Mgr.",
    ),
    ("Jméno", "ano", "Křestní jméno."),
    ("Další jména", "ne", "Druhé a další křestní jméno."),
    ("Příjmení", "ano", "Příjmení."),
    ("Titul za", "ne", "Titul za jménem, např. Ph.D."),
    (
        "Pohlaví",
        "ne",
        "M (muž) nebo Ž (žena); lze psát i muž/žena.",
    ),
    (
        "Datum narození",
        "ano, není-li rodné číslo",
        "Den, měsíc a rok: 1.2.2010, 1. 2. 2010 nebo 2010-02-01.",
    ),
    (
        "Rodné číslo",
        "ano, není-li datum narození",
        "Deset číslic (u narozených před rokem 1954 devět), s lomítkem nebo bez: 100201/1230.",
    ),
    (
        "Státní občanství",
        "ne",
        "Kód země (CZ, SK, případně CZE) nebo název (Česká republika, Slovensko).",
    ),
    (
        "Obec",
        "ne",
        "Obec trvalého bydliště, např. Liberec nebo Praha.",
    ),
    (
        "Část obce",
        "ne",
        "Část obce, např. Staré Město nebo Holešovice.",
    ),
    ("Ulice", "ne", "Ulice; v obci bez ulic nechte prázdné."),
    (
        "Číslo popisné",
        "ne",
        "Číslo popisné nebo evidenční; lze zapsat i s orientačním jako 12/3.",
    ),
    (
        "Číslo orientační",
        "ne",
        "Číslo orientační, i s písmenem: 3a.",
    ),
    (
        "PSČ",
        "ne",
        "Pět číslic, mezera je dovolena: 46001 nebo 460 01.",
    ),
    ("Stát", "ne", "Stát bydliště: kód (CZ) nebo název."),
    ("E-mail", "ne", "E-mailová adresa."),
    (
        "Telefon",
        "ne",
        "Telefonní číslo, i s předvolbou (+420 777 123 456).",
    ),
    ("FIS kód", "ne", "Kód závodníka v FIS, má-li ho."),
];

/// Notes under the guide's table.
const TEMPLATE_NOTES: [&str; 4] = [
    "Sloupce se poznají podle názvu v prvním řádku; na jejich pořadí nezáleží a sloupce, \
     které Stopa nezná, se přeskočí.",
    "Buňky listu jsou formátovány jako text, aby rodná čísla a PSČ neztratila úvodní nuly.",
    "Místo sloupců adresy lze vyplnit jediný sloupec Adresa: Sokolská 12/3, 460 01 Liberec.",
    "Ukázkový řádek (Jan Novák) před nahráním smažte.",
];

/// The import template as XLSX: the header bold and frozen, every column formatted as text
/// (birth numbers and postcodes keep their leading zeros), one example row, and a second sheet
/// "Návod" describing each column.
pub fn template_xlsx() -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let text = Format::new().set_num_format_index(49);
    let bold = Format::new()
        .set_bold()
        .set_num_format_index(49)
        .set_background_color("#DDEBF7");

    let sheet = workbook.add_worksheet();
    sheet.set_name("Členové")?;
    for (index, (name, example)) in TEMPLATE_HEADER.iter().zip(TEMPLATE_EXAMPLE).enumerate() {
        let column = index as u16;
        let width = name.chars().count().max(example.chars().count()).max(8) + 3;
        sheet.set_column_width(column, f64::from(u16::try_from(width).unwrap_or(40)))?;
        sheet.set_column_format(column, &text)?;
        sheet.write_string_with_format(0, column, *name, &bold)?;
        sheet.write_string_with_format(1, column, example, &text)?;
    }
    sheet.set_freeze_panes(1, 0)?;

    let guide = workbook.add_worksheet();
    guide.set_name("Návod")?;
    let wrapped = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    for (column, (name, width)) in [("Sloupec", 20.0), ("Povinný", 26.0), ("Co zapsat", 90.0)]
        .into_iter()
        .enumerate()
    {
        guide.set_column_width(column as u16, width)?;
        guide.write_string_with_format(0, column as u16, name, &bold)?;
    }
    let mut row = 1;
    for (name, required, description) in TEMPLATE_GUIDE {
        guide.write_string_with_format(row, 0, name, &wrapped)?;
        guide.write_string_with_format(row, 1, required, &wrapped)?;
        guide.write_string_with_format(row, 2, description, &wrapped)?;
        row += 1;
    }
    row += 1;
    for note in TEMPLATE_NOTES {
        guide.write_string(row, 0, note)?;
        row += 1;
    }
    guide.set_freeze_panes(1, 0)?;
    workbook.save_to_buffer()
}

/// The rows an import skipped, to fix in Excel and upload again: the original header with a
/// last column "Důvod", and each row's original cells with its reason. UTF-8 with a BOM,
/// `;`, CRLF, formula cells protected ([`crate::csv_excel::escape_formula`]). A header that
/// already ends with "Důvod" (a file uploaded again) gets no second one.
pub fn skipped_rows_csv(header: &[String], rows: &[(Vec<String>, String)]) -> Vec<u8> {
    let width = if header
        .last()
        .is_some_and(|last| header_key(last) == SKIPPED_REASON_KEY)
    {
        header.len() - 1
    } else {
        header.len()
    };
    let head = header[..width]
        .iter()
        .map(String::as_str)
        .chain([SKIPPED_REASON_HEADER])
        .collect();
    let body = rows.iter().map(|(cells, reason)| {
        (0..width)
            .map(|index| cells.get(index).map_or("", String::as_str))
            .chain([reason.as_str()])
            .collect()
    });
    write_records(std::iter::once(head).chain(body))
}
