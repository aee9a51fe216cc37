//! Czech formatting of values people read, one function per kind, shared by every export and
//! printed document (the web app's `src/lib/format.ts` follows the same rules): dates
//! `7. 3. 2026`, postcodes `543 01`, identifiers and years plain.
//!
//! The NSA register's files are the one exception: the register reads dates as `7.3.2026` and
//! postcodes without the space, so `nsa.rs` keeps its own forms.

use chrono::{Datelike as _, NaiveDate};

/// `7. 3. 2026`.
pub fn date(date: NaiveDate) -> String {
    format!("{}. {}. {}", date.day(), date.month(), date.year())
}

/// Days from–to the way the web app writes them: `17.–18. 10. 2026`, `30. 10. – 2. 11. 2026`,
/// `30. 12. 2026 – 2. 1. 2027`, one day as [`date`].
pub fn date_range(from: NaiveDate, to: NaiveDate) -> String {
    let end = date(to);
    if from.year() != to.year() {
        format!("{} – {end}", date(from))
    } else if from.month() != to.month() {
        format!("{}. {}. – {end}", from.day(), from.month())
    } else if from.day() == to.day() {
        end
    } else {
        format!("{}.–{end}", from.day())
    }
}

/// An instant as Prague's wall clock: `7. 3. 2026 9:05`.
pub fn date_time(at: chrono::DateTime<chrono::Utc>) -> String {
    use chrono::Timelike as _;
    let local = at.with_timezone(&stopa_domain::time::TIME_ZONE);
    format!(
        "{} {}:{:02}",
        date(local.date_naive()),
        local.hour(),
        local.minute()
    )
}

/// A date or nothing.
pub fn optional_date(date: Option<NaiveDate>) -> String {
    date.map(self::date).unwrap_or_default()
}

/// A Czech postcode `54301` as `543 01` (as the post writes it); any other text as it is.
pub fn postcode(text: &str) -> String {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 5 && digits.chars().all(|c| c.is_ascii_digit()) {
        format!("{} {}", &digits[..3], &digits[3..])
    } else {
        text.trim().to_owned()
    }
}

/// A count with its thousands grouped the Czech way, for messages: `100000` as `100 000`.
pub fn grouped_number(number: impl Into<i128>) -> String {
    let number: i128 = number.into();
    let digits = number.unsigned_abs().to_string();
    let mut text = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if number < 0 {
        text.push('-');
    }
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            text.push(' ');
        }
        text.push(digit);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_postcodes_are_written_the_czech_way() {
        let day = NaiveDate::from_ymd_opt(2026, 3, 7).unwrap();
        assert_eq!(date(day), "7. 3. 2026");
        assert_eq!(optional_date(None), "");
        assert_eq!(postcode("54301"), "543 01");
        assert_eq!(postcode("543 01"), "543 01");
        assert_eq!(postcode(" 1234 "), "1234");
    }

    #[test]
    fn an_instant_is_written_on_pragues_clock() {
        use chrono::TimeZone as _;
        let winter = chrono::Utc
            .with_ymd_and_hms(2026, 11, 28, 23, 5, 0)
            .unwrap();
        assert_eq!(date_time(winter), "29. 11. 2026 0:05");
        let summer = chrono::Utc.with_ymd_and_hms(2026, 7, 1, 7, 30, 0).unwrap();
        assert_eq!(date_time(summer), "1. 7. 2026 9:30");
    }

    #[test]
    fn date_ranges_follow_the_web_app() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(
            date_range(day(2026, 10, 17), day(2026, 10, 18)),
            "17.–18. 10. 2026"
        );
        assert_eq!(
            date_range(day(2026, 10, 30), day(2026, 11, 2)),
            "30. 10. – 2. 11. 2026"
        );
        assert_eq!(
            date_range(day(2026, 12, 30), day(2027, 1, 2)),
            "30. 12. 2026 – 2. 1. 2027"
        );
        assert_eq!(date_range(day(2026, 3, 7), day(2026, 3, 7)), "7. 3. 2026");
    }
}
