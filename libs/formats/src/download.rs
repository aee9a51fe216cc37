//! File names of downloads.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

/// RFC 5987 attr-char: everything but these is percent-encoded in `filename*`.
const ATTR_CHAR: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'!')
    .remove(b'#')
    .remove(b'$')
    .remove(b'&')
    .remove(b'+')
    .remove(b'-')
    .remove(b'.')
    .remove(b'^')
    .remove(b'_')
    .remove(b'`')
    .remove(b'|')
    .remove(b'~');

/// A `Content-Disposition` value for an attachment with a Czech file name: an ASCII fallback
/// for old clients and the exact UTF-8 name in `filename*`.
pub fn content_disposition(file_name: &str) -> String {
    let fallback: String = file_name
        .chars()
        .map(|ch| match fold_czech_char(ch) {
            Some(ascii) => ascii,
            None if ch.is_ascii_alphanumeric() || ".-_".contains(ch) => ch,
            None => '_',
        })
        .collect();
    format!(
        "attachment; filename=\"{fallback}\"; filename*=UTF-8''{}",
        utf8_percent_encode(file_name, ATTR_CHAR)
    )
}

/// The ASCII letter of a Czech letter with a diacritic.
fn fold_czech_char(ch: char) -> Option<char> {
    const FROM: &str = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ";
    const TO: &str = "acdeeinorstuuyzACDEEINORSTUUYZ";
    FROM.chars()
        .position(|c| c == ch)
        .and_then(|i| TO.chars().nth(i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn czech_file_names_get_an_ascii_fallback_and_utf8_name() {
        assert_eq!(
            content_disposition("členové 2026.csv"),
            "attachment; filename=\"clenove_2026.csv\"; filename*=UTF-8''%C4%8Dlenov%C3%A9%202026.csv"
        );
    }
}
