use super::pairing::surname_keys;
use super::*;
use stopa_domain::results::ResultFormat;

#[test]
fn formats_are_told_from_the_bytes() {
    assert_eq!(
        detect_format(b"PK\x03\x04rest"),
        ResultFormat::FisXmlDataset
    );
    assert_eq!(
        detect_format(b"\xEF\xBB\xBF  {\"a\":1}"),
        ResultFormat::CrossCountryJson
    );
    assert_eq!(detect_format(b"[{}]"), ResultFormat::CrossCountryJson);
    assert_eq!(
        detect_format(b"<?xml version=\"1.0\"?><Fisresults/>"),
        ResultFormat::FisXml
    );
}

#[test]
fn decisions_are_remembered_by_folded_name_and_birth_year() {
    assert_eq!(row_key(" NOVÁK ", "Jan", Some(2010)), "novak|jan|2010");
    assert_eq!(row_key("Nováková", "Eliška", None), "novakova|eliska|");
}

#[test]
fn double_surnames_are_looked_up_by_each_word() {
    assert_eq!(surname_keys(" Nováková "), ["novakova"]);
    assert_eq!(
        surname_keys("Nováková-Černá"),
        ["novakova-cerna", "novakova", "cerna"]
    );
    // Short particles are no key of their own.
    assert_eq!(surname_keys("de la Cruz"), ["de la cruz", "cruz"]);
    assert!(surname_keys("  ").is_empty());
}

#[test]
fn points_are_written_with_a_decimal_comma() {
    assert_eq!(display_points(Some(2391)).as_deref(), Some("23,91"));
    assert_eq!(display_points(Some(-5)).as_deref(), Some("-0,05"));
    assert_eq!(display_points(None), None);
    assert_eq!(display_time(Some(62_350)).as_deref(), Some("1:02,35"));
}
