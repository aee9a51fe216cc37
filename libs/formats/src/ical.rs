//! The public calendar as iCalendar (RFC 5545): one all-day VEVENT per event, through the
//! `icalendar` crate (which folds lines at 75 octets, ends them with CRLF and escapes text).

use chrono::{DateTime, NaiveDate, Utc};
use icalendar::{Calendar, Component as _, Event, EventLike as _, EventStatus};

/// One event of the feed.
#[derive(Debug, Clone)]
pub struct CalendarEvent {
    /// Stable across feeds: `stopa-event-{id}@{host}`.
    pub uid: String,
    pub summary: String,
    pub location: String,
    pub description: String,
    pub url: String,
    pub date_from: NaiveDate,
    /// The last day (inclusive; the feed writes the day after, as RFC 5545 wants).
    pub date_to: NaiveDate,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub cancelled: bool,
    /// When it last changed (a calendar refreshes an event whose sequence grew).
    pub updated_at: DateTime<Utc>,
}

/// The feed's text.
pub fn calendar(name: &str, events: &[CalendarEvent], now: DateTime<Utc>) -> String {
    let mut calendar = Calendar::new();
    calendar
        .name(name)
        .description("Kalendář závodů Svazu lyžařů ČR (Stopa)")
        .timezone("Europe/Prague");
    for item in events {
        let mut event = Event::new();
        event
            .uid(&item.uid)
            .summary(&item.summary)
            .location(&item.location)
            .description(&item.description)
            .url(&item.url)
            .starts(item.date_from)
            .ends(item.date_to.succ_opt().unwrap_or(item.date_to))
            .timestamp(now)
            .sequence(u32::try_from(item.updated_at.timestamp().max(0) / 60).unwrap_or(0))
            .add_property(
                "LAST-MODIFIED",
                item.updated_at.format("%Y%m%dT%H%M%SZ").to_string(),
            );
        if let (Some(latitude), Some(longitude)) = (item.latitude, item.longitude) {
            event.add_property("GEO", format!("{latitude:.5};{longitude:.5}"));
        }
        event.status(if item.cancelled {
            EventStatus::Cancelled
        } else {
            EventStatus::Confirmed
        });
        calendar.push(event.done());
    }
    calendar.done().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(id: i64, cancelled: bool) -> CalendarEvent {
        CalendarEvent {
            uid: format!("stopa-event-{id}@stopa.test"),
            summary: "Český pohár v běhu na lyžích, Bedřichov; sprint".to_owned(),
            location: "Bedřichov, Jizerské hory".to_owned(),
            description: "Pořadatel: Ski klub Jizerská, z. s. Trať 1,5 km volně; prezentace od 8:00 v areálu Bedřichov.".to_owned(),
            url: format!("https://stopa.test/kalendar-a-vysledky/{id}/informace-o-zavode"),
            date_from: NaiveDate::from_ymd_opt(2027, 1, 9).unwrap(),
            date_to: NaiveDate::from_ymd_opt(2027, 1, 10).unwrap(),
            latitude: Some(50.7912),
            longitude: Some(15.1447),
            cancelled,
            updated_at: DateTime::parse_from_rfc3339("2026-11-20T10:00:00Z").unwrap().to_utc(),
        }
    }

    #[test]
    fn the_feed_is_rfc_5545_and_reads_back() {
        let now = DateTime::parse_from_rfc3339("2026-11-25T12:00:00Z")
            .unwrap()
            .to_utc();
        let text = calendar(
            "SLČR – běh na lyžích",
            &[event(1, false), event(2, true)],
            now,
        );
        assert!(text.starts_with("BEGIN:VCALENDAR\r\n"));
        assert!(text.contains("VERSION:2.0\r\n"));
        assert!(text.contains("PRODID:"));
        for line in text.split("\r\n") {
            assert!(line.len() <= 75, "folded at 75 octets: {line}");
            assert!(!line.contains('\n'));
        }
        assert!(text.contains("DTSTART;VALUE=DATE:20270109"));
        assert!(
            text.contains("DTEND;VALUE=DATE:20270111"),
            "the day after the last"
        );
        assert!(text.contains("STATUS:CANCELLED"));
        assert!(text.contains("GEO:50.79120;15.14470"));
        assert!(
            text.contains("LOCATION:Bedřichov\\, Jizerské hory"),
            "commas escaped"
        );
        let parsed: Calendar = text.parse().expect("reads back");
        assert_eq!(parsed.components.len(), 2);
    }
}
