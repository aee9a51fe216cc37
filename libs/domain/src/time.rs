//! The federation's time: Europe/Prague (DESIGN §3), whatever time zone the server runs in.

use chrono::{NaiveDate, NaiveDateTime, Utc};

/// The time zone of dates and times people see and enter.
pub const TIME_ZONE: chrono_tz::Tz = chrono_tz::Europe::Prague;
/// Its IANA name, for PostgreSQL sessions.
pub const TIME_ZONE_NAME: &str = "Europe/Prague";

/// Today's date in Prague.
pub fn today() -> NaiveDate {
    Utc::now().with_timezone(&TIME_ZONE).date_naive()
}

/// The wall-clock time in Prague.
pub fn now_local() -> NaiveDateTime {
    Utc::now().with_timezone(&TIME_ZONE).naive_local()
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone as _;

    use super::*;

    #[test]
    fn a_late_evening_in_utc_is_the_next_day_in_prague() {
        let utc = Utc.with_ymd_and_hms(2026, 11, 24, 23, 30, 0).unwrap();
        assert_eq!(
            utc.with_timezone(&TIME_ZONE).date_naive(),
            NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
        );
    }
}
