//! Race times as people read them and as result files write them, all held as milliseconds.
//!
//! - Czech display form, hundredths after a decimal comma: `59,08`, `1:02,35`, `1:02:03,40`.
//! - FIS Data Exchange form, decimal point: `47.96`, `1:00.24` (alpine, hundredths),
//!   `25:13.4` or `0:25:13.4` (cross-country, tenths), and seconds past a minute without
//!   minutes (`62.35`), which some producers write.
//!
//! [`parse_time`] reads either form (either separator, one to three decimals, an optional
//! leading `+` of a difference). FIS rules cut times to the hundredth rather than rounding them,
//! so [`format_czech`] truncates; [`format_fis`] keeps thousandths when a time has them, so that
//! a file Stopa writes reads back to the same milliseconds.

/// Why a text is not a time. The message is Czech, to be put after „čas“.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("„{text}“ není čas ve tvaru 59,08, 1:02,35 nebo 1:02:03,4")]
pub struct TimeParseError {
    /// The text as given (trimmed).
    pub text: String,
}

/// Reads a time in the Czech or the FIS form into milliseconds.
pub fn parse_time(text: &str) -> Result<u32, TimeParseError> {
    let trimmed = text.trim();
    parse_milliseconds(trimmed.strip_prefix('+').unwrap_or(trimmed)).ok_or_else(|| TimeParseError {
        text: trimmed.to_owned(),
    })
}

fn parse_milliseconds(text: &str) -> Option<u32> {
    let (whole, fraction) = match text.find(['.', ',']) {
        Some(index) => (&text[..index], Some(&text[index + 1..])),
        None => (text, None),
    };
    let fraction_ms = match fraction {
        None => 0,
        Some(digits) => {
            if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return None;
            }
            let value: u64 = digits.parse().ok()?;
            value * 10u64.pow(3 - digits.len() as u32)
        }
    };
    let parts: Vec<&str> = whole.split(':').collect();
    if parts.len() > 3
        || parts.iter().any(|part| {
            part.is_empty() || part.len() > 9 || !part.bytes().all(|b| b.is_ascii_digit())
        })
    {
        return None;
    }
    let numbers: Vec<u64> = parts
        .iter()
        .map(|part| part.parse::<u64>())
        .collect::<Result<_, _>>()
        .ok()?;
    // Below the leading part, minutes and seconds are two-digit and under 60.
    for (index, (part, number)) in parts.iter().zip(&numbers).enumerate() {
        if index > 0 && (part.len() != 2 || *number >= 60) {
            return None;
        }
    }
    let seconds = numbers.iter().fold(0u64, |total, number| {
        total.saturating_mul(60).saturating_add(*number)
    });
    let milliseconds = seconds.checked_mul(1000)?.checked_add(fraction_ms)?;
    u32::try_from(milliseconds).ok()
}

/// The Czech display form, cut to hundredths: `59,08`, `1:02,35`, `1:02:03,40`.
pub fn format_czech(milliseconds: u32) -> String {
    format_with(milliseconds, ',', false)
}

/// The FIS file form with hundredths (`47.96`, `1:00.24`, `1:02:03.40`), or thousandths when the
/// time has them (`1:00.245`), so that nothing is lost.
pub fn format_fis(milliseconds: u32) -> String {
    format_with(milliseconds, '.', true)
}

fn format_with(milliseconds: u32, separator: char, keep_thousandths: bool) -> String {
    let hours = milliseconds / 3_600_000;
    let minutes = milliseconds / 60_000 % 60;
    let seconds = milliseconds / 1000 % 60;
    let thousandths = milliseconds % 1000;
    let fraction = if keep_thousandths && !thousandths.is_multiple_of(10) {
        format!("{thousandths:03}")
    } else {
        format!("{:02}", thousandths / 10)
    };
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}{separator}{fraction}")
    } else if minutes > 0 {
        format!("{minutes}:{seconds:02}{separator}{fraction}")
    } else {
        format!("{seconds}{separator}{fraction}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn czech_and_fis_forms_are_read_as_milliseconds() {
        let cases = [
            ("59,08", 59_080),
            ("1:02,35", 62_350),
            ("1:02:03,4", 3_723_400),
            ("47.96", 47_960),
            ("1:00.24", 60_240),
            ("62.35", 62_350),
            ("25:13.4", 1_513_400),
            ("0:25:13.4", 1_513_400),
            ("01:02:03.45", 3_723_450),
            ("2:55.15", 175_150),
            ("+0.16", 160),
            (" 51.27 ", 51_270),
            ("1:00.245", 60_245),
            ("42", 42_000),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_time(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn texts_that_are_not_times_are_refused_with_a_czech_message() {
        for text in [
            "",
            "DNF",
            "1:2,35",
            "1:62,00",
            "1:02,3456",
            "1:02,",
            "1;02,35",
            "1:02:03:04,5",
            "-1,00",
            "1,02,03",
            "99999999999",
        ] {
            let error = parse_time(text).unwrap_err();
            assert!(error.to_string().contains("není čas"), "{text}: {error}");
        }
    }

    #[test]
    fn times_are_written_in_the_czech_and_the_fis_form() {
        let cases = [
            (59_080, "59,08", "59.08"),
            (62_350, "1:02,35", "1:02.35"),
            (3_723_400, "1:02:03,40", "1:02:03.40"),
            (0, "0,00", "0.00"),
            (60_245, "1:00,24", "1:00.245"),
            (600_000, "10:00,00", "10:00.00"),
        ];
        for (milliseconds, czech, fis) in cases {
            assert_eq!(format_czech(milliseconds), czech);
            assert_eq!(format_fis(milliseconds), fis);
        }
    }

    /// A small deterministic generator, enough to walk the whole range of race times.
    fn sample_times() -> impl Iterator<Item = u32> {
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        (0..5000).map(move |_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Up to 30 hours, the longest a ski race could plausibly run.
            (state % 108_000_000) as u32
        })
    }

    #[test]
    fn every_time_survives_the_fis_form_exactly() {
        for milliseconds in sample_times().chain([0, 59_999, 60_000, 3_599_999, 3_600_000]) {
            assert_eq!(
                parse_time(&format_fis(milliseconds)),
                Ok(milliseconds),
                "{milliseconds}"
            );
        }
    }

    #[test]
    fn every_time_survives_the_czech_form_to_the_hundredth() {
        for milliseconds in sample_times() {
            let read = parse_time(&format_czech(milliseconds)).unwrap();
            assert_eq!(read, milliseconds / 10 * 10, "{milliseconds}");
            // And the form itself is stable: written, read and written again gives the same text.
            assert_eq!(format_czech(read), format_czech(milliseconds));
        }
    }
}
