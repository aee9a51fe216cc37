//! Start lists (issue 29): per race, the entered athletes in start order with their bibs and,
//! where the race has them, start times; published by the event's managers, public at the
//! event's `startovni-listina` tab.
//!
//! Rules chosen here (the spec names only the StartList document kind):
//! - The start order is the bib order (bibs are given in start order, as timing programs and
//!   the FIS rules expect); a start list is published only when every entered athlete of the
//!   race has a bib.
//! - An interval start (`INTERVAL`): the n-th starter (from 0) starts at the first start plus
//!   n intervals (1 s to 10 min).
//! - A mass start (`MASS`): starters go in waves of a wave size (none: one wave), the w-th wave
//!   (from 0) at the first start plus w intervals (0 s to 1 hour).
//! - Bibs only (`BIBS_ONLY`): no start times (a race whose times the organiser gives out on
//!   the day, a jump competition by rounds).
//! - The list is live: once published, a new entry, a withdrawal or a changed bib shows at once
//!   (the organiser republishes nothing); the managers unpublish it to hide it again.
//! - Categories are shown in the race's order, each with its starters in start order.

use chrono::{NaiveTime, TimeDelta};

use crate::text_enum::text_enum;

text_enum! {
    /// How a race starts (issue 29).
    pub enum StartMode as "StartMode" {
        Interval => "INTERVAL" : "Intervalový start",
        Mass => "MASS" : "Hromadný start",
        BibsOnly => "BIBS_ONLY" : "Jen startovní čísla",
    }
}

/// Longest interval between two interval starters (10 minutes).
pub const MAX_INTERVAL_SECONDS: i32 = 600;
/// Longest time between two waves of a mass start (1 hour).
pub const MAX_WAVE_GAP_SECONDS: i32 = 3600;
/// Largest wave of a mass start.
pub const MAX_WAVE_SIZE: i32 = 1000;

/// How a race's start times are computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartSettings {
    pub mode: StartMode,
    /// The first starter's (the first wave's) time; none for `BIBS_ONLY`.
    pub first_start: Option<NaiveTime>,
    /// Seconds between two starters (`INTERVAL`) or two waves (`MASS`).
    pub interval_seconds: Option<i32>,
    /// Starters of a wave (`MASS`); none: everybody in one wave.
    pub wave_size: Option<i32>,
}

/// What is wrong with start settings: the field and its Czech message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsProblem {
    pub field: &'static str,
    pub message: &'static str,
}

impl StartSettings {
    /// The settings a race has before its managers choose: bibs only.
    pub const fn bibs_only() -> Self {
        Self {
            mode: StartMode::BibsOnly,
            first_start: None,
            interval_seconds: None,
            wave_size: None,
        }
    }

    /// Checks the settings and drops what the mode does not use.
    pub fn checked(self) -> Result<Self, SettingsProblem> {
        let problem = |field, message| Err(SettingsProblem { field, message });
        match self.mode {
            StartMode::BibsOnly => Ok(Self::bibs_only()),
            StartMode::Interval => {
                if self.first_start.is_none() {
                    return problem("firstStart", "Zadejte čas startu prvního závodníka.");
                }
                match self.interval_seconds {
                    Some(seconds) if (1..=MAX_INTERVAL_SECONDS).contains(&seconds) => Ok(Self {
                        wave_size: None,
                        ..self
                    }),
                    _ => problem(
                        "intervalSeconds",
                        "Interval mezi závodníky je 1 až 600 sekund.",
                    ),
                }
            }
            StartMode::Mass => {
                if self.first_start.is_none() {
                    return problem("firstStart", "Zadejte čas startu první vlny.");
                }
                match self.wave_size {
                    None => Ok(Self {
                        interval_seconds: None,
                        ..self
                    }),
                    Some(size) if !(1..=MAX_WAVE_SIZE).contains(&size) => {
                        problem("waveSize", "Vlna má 1 až 1000 závodníků.")
                    }
                    Some(_) => match self.interval_seconds {
                        Some(seconds) if (0..=MAX_WAVE_GAP_SECONDS).contains(&seconds) => Ok(self),
                        _ => problem("intervalSeconds", "Odstup mezi vlnami je 0 až 3600 sekund."),
                    },
                }
            }
        }
    }

    /// The start time of the `position`-th starter (from 0) of the race's start order; none
    /// without times. A time past midnight wraps (a night race's list says 00:01).
    pub fn start_time(&self, position: usize) -> Option<NaiveTime> {
        let first = self.first_start?;
        let steps = match self.mode {
            StartMode::BibsOnly => return None,
            StartMode::Interval => position,
            StartMode::Mass => match self.wave_size {
                Some(size) if size > 0 => position / usize::try_from(size).unwrap_or(1),
                _ => 0,
            },
        };
        let seconds = i64::try_from(steps)
            .unwrap_or(i64::MAX)
            .saturating_mul(i64::from(self.interval_seconds.unwrap_or(0)));
        let (time, _) = first.overflowing_add_signed(TimeDelta::try_seconds(seconds)?);
        Some(time)
    }

    /// The wave (from 1) of the `position`-th starter of a mass start with waves; none else.
    pub fn wave(&self, position: usize) -> Option<usize> {
        match (self.mode, self.wave_size) {
            (StartMode::Mass, Some(size)) if size > 0 => {
                Some(position / usize::try_from(size).unwrap_or(1) + 1)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Option<NaiveTime> {
        NaiveTime::parse_from_str(text, "%H:%M:%S").ok()
    }

    fn times(settings: StartSettings, count: usize) -> Vec<String> {
        (0..count)
            .map(|position| {
                settings
                    .start_time(position)
                    .map_or("—".to_owned(), |time| time.format("%H:%M:%S").to_string())
            })
            .collect()
    }

    #[test]
    fn an_interval_start_sends_one_starter_each_interval() {
        let settings = StartSettings {
            mode: StartMode::Interval,
            first_start: at("10:00:00"),
            interval_seconds: Some(30),
            wave_size: Some(5),
        }
        .checked()
        .unwrap();
        assert_eq!(settings.wave_size, None, "an interval start has no waves");
        assert_eq!(times(settings, 3), ["10:00:00", "10:00:30", "10:01:00"]);
        assert_eq!(settings.wave(2), None);
    }

    #[test]
    fn a_mass_start_goes_in_waves_or_all_at_once() {
        let waves = StartSettings {
            mode: StartMode::Mass,
            first_start: at("11:00:00"),
            interval_seconds: Some(120),
            wave_size: Some(2),
        }
        .checked()
        .unwrap();
        assert_eq!(
            times(waves, 5),
            ["11:00:00", "11:00:00", "11:02:00", "11:02:00", "11:04:00"]
        );
        assert_eq!(waves.wave(4), Some(3));
        let together = StartSettings {
            mode: StartMode::Mass,
            first_start: at("11:00:00"),
            interval_seconds: Some(120),
            wave_size: None,
        }
        .checked()
        .unwrap();
        assert_eq!(times(together, 3), ["11:00:00", "11:00:00", "11:00:00"]);
        assert_eq!(together.wave(1), None);
    }

    #[test]
    fn bibs_only_has_no_times_and_a_late_start_wraps_past_midnight() {
        let bibs = StartSettings {
            first_start: at("10:00:00"),
            interval_seconds: Some(30),
            ..StartSettings::bibs_only()
        }
        .checked()
        .unwrap();
        assert_eq!(bibs, StartSettings::bibs_only());
        assert_eq!(times(bibs, 2), ["—", "—"]);
        let night = StartSettings {
            mode: StartMode::Interval,
            first_start: at("23:59:30"),
            interval_seconds: Some(30),
            wave_size: None,
        };
        assert_eq!(times(night, 3), ["23:59:30", "00:00:00", "00:00:30"]);
    }

    #[test]
    fn refuses_settings_a_race_cannot_start_by() {
        let interval = StartSettings {
            mode: StartMode::Interval,
            first_start: at("10:00:00"),
            interval_seconds: Some(0),
            wave_size: None,
        };
        assert_eq!(interval.checked().unwrap_err().field, "intervalSeconds");
        assert_eq!(
            StartSettings {
                interval_seconds: Some(601),
                ..interval
            }
            .checked()
            .unwrap_err()
            .field,
            "intervalSeconds"
        );
        assert_eq!(
            StartSettings {
                first_start: None,
                interval_seconds: Some(30),
                ..interval
            }
            .checked()
            .unwrap_err()
            .field,
            "firstStart"
        );
        let mass = StartSettings {
            mode: StartMode::Mass,
            first_start: at("10:00:00"),
            interval_seconds: None,
            wave_size: Some(0),
        };
        assert_eq!(mass.checked().unwrap_err().field, "waveSize");
        assert_eq!(
            StartSettings {
                wave_size: Some(10),
                ..mass
            }
            .checked()
            .unwrap_err()
            .field,
            "intervalSeconds",
            "waves need the gap between them"
        );
    }
}
