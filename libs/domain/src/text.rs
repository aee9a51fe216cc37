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

/// Whether a character may stand in a line of text that people read and that Stopa writes to
/// XML, CSV and spreadsheets: not a control character (tab and line breaks neither: a name is
/// one line), not a Unicode noncharacter (`U+FFFE`, `U+FFFF`, …), not a bidirectional override
/// that would show a name reversed, not a private-use character.
pub fn is_printable(c: char) -> bool {
    let code = u32::from(c);
    !(c.is_control()
        || (0xFDD0..=0xFDEF).contains(&code)
        || code & 0xFFFE == 0xFFFE
        || matches!(code, 0x202A..=0x202E | 0x2066..=0x2069 | 0x200E | 0x200F | 0x061C)
        || matches!(code, 0xE000..=0xF8FF | 0x000F_0000..=0x0010_FFFF))
}

/// One line of text read from a file, made fit to store: characters that are not
/// [`is_printable`] become spaces, runs of whitespace one space, the ends trimmed, and at most
/// `max_chars` characters kept (cut at a character, never inside one). Every text a parser
/// reads from an upload (names, clubs, places, codes) goes through here, so a file can store
/// neither a control character that breaks an export nor a name of megabytes.
pub fn clean_line(text: &str, max_chars: usize) -> String {
    let mut line = String::with_capacity(text.len().min(max_chars * 4));
    let mut chars = 0;
    let mut space = false;
    for c in text.chars() {
        let c = if is_printable(c) { c } else { ' ' };
        if c.is_whitespace() {
            space = !line.is_empty();
            continue;
        }
        if space {
            if chars + 1 >= max_chars {
                break;
            }
            line.push(' ');
            chars += 1;
            space = false;
        }
        if chars >= max_chars {
            break;
        }
        line.push(c);
        chars += 1;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_loses_control_characters_noncharacters_and_overrides_and_is_cut() {
        assert_eq!(clean_line("  Nov\u{1}ák \t\n Jan  ", 50), "Nov ák Jan");
        assert_eq!(
            clean_line("A\u{FFFF}B\u{FFFE}C\u{202E}D\u{7F}E\u{9C}F", 50),
            "A B C D E F"
        );
        assert_eq!(clean_line("Žluťoučký kůň", 5), "Žluťo");
        assert_eq!(clean_line("ab cd", 3), "ab");
        assert_eq!(clean_line(&"x".repeat(5_000_000), 100).len(), 100);
        assert_eq!(clean_line("\u{1}\u{2}", 10), "");
        assert!(is_printable('ř') && is_printable('€') && !is_printable('\u{0}'));
    }

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
