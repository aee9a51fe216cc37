//! Folding Czech text for comparison: lower case without diacritics, as people type names and
//! addresses ("novak" finds "Novák", "nam. miru" finds "náměstí Míru").

/// A lower-case Czech (or Slovak, German, Polish) letter without its diacritics.
pub fn fold_char(c: char) -> char {
    match c {
        'á' | 'ä' | 'ą' | 'à' | 'â' => 'a',
        'č' | 'ć' | 'ç' => 'c',
        'ď' => 'd',
        'é' | 'ě' | 'ë' | 'ę' | 'è' | 'ê' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ĺ' | 'ľ' | 'ł' => 'l',
        'ň' | 'ń' | 'ñ' => 'n',
        'ó' | 'ö' | 'ô' | 'ò' | 'ő' => 'o',
        'ř' | 'ŕ' => 'r',
        'š' | 'ś' | 'ß' => 's',
        'ť' => 't',
        'ú' | 'ů' | 'ü' | 'ù' | 'û' | 'ű' => 'u',
        'ý' | 'ÿ' => 'y',
        'ž' | 'ź' | 'ż' => 'z',
        other => other,
    }
}

/// The text in lower case without diacritics; other characters stay.
pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(fold_char)
        .collect()
}

/// The folded words of a text: letters and digits only, every other character separates
/// (`"Nám. T. G. Masaryka"` → `["nam", "t", "g", "masaryka"]`).
pub fn folded_words(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn czech_letters_fold_to_ascii_in_lower_case() {
        assert_eq!(
            fold("Žluťoučký KŮŇ úpěl ďábelské ódy"),
            "zlutoucky kun upel dabelske ody"
        );
        assert_eq!(fold("Łódź"), "lodz");
    }

    #[test]
    fn words_split_on_punctuation_and_spaces() {
        assert_eq!(
            folded_words("Nám. T. G. Masaryka 12/3a"),
            ["nam", "t", "g", "masaryka", "12", "3a"]
        );
        assert!(folded_words(" - ,. ").is_empty());
    }
}
