//! Rankings and points lists of a department (spec §2 `zebricky-a-listiny-bodu`, §3 Rating;
//! issue 30).
//!
//! # What a ranking is
//!
//! A ranking belongs to a department and a **racing season**: the FIS competition year from
//! 1 July to 30 June, named by the year it ends (2027 is the season 2026/27, as FIS codes its
//! seasons). Its standings are computed by a worker job from the **published** result races of
//! the department's events whose race day (or, where a race has none, the event's first day)
//! falls in the season, whenever a result race is published or unpublished, a ranking is
//! created or changed, or a points list is loaded. Never in a request. A ranking may narrow the
//! races to one discipline (`SL`) and to FIS race categories (`NC`, `FIS`, `NJR`).
//!
//! Only athletes paired to a member count (a ranking links to the athletes' pages); coaches'
//! rows, rows of no member and archived members do not, nor races of events the public calendar
//! does not show (the public sees the rankings). A member paired twice in one race counts once,
//! with the better rank. The events are those whose days overlap the season's. Each athlete stands in the ranking of their sex (the
//! member's) twice: among all (`ALL`) and in their age category.
//!
//! # The rules
//!
//! - **Cup points** ([`RankingRule::CupPoints`], rating Positive — higher is better): each
//!   classified athlete earns the FIS World Cup points of their rank in the race (100, 80, 60,
//!   50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, …, 1 for the 30th; [`cup_points`]); the
//!   ranking sums the best `best_results` races of each athlete (all where not set).
//! - **FIS points from races** ([`RankingRule::FisPoints`], rating Negative — lower is
//!   better): the FIS points of each classified result: the list's FIS points; else its race
//!   points plus the race's penalty; else `P = (Tx / To − 1) × F` plus the penalty where the
//!   list gives times, the winner's time and an F-value ([`race_fis_points`], FIS rules for
//!   the Alpine points 2021/22 fig. 1). Negative points (a broken file) do not count. The ranking is the average of each athlete's best
//!   `best_results` results (2 where not set, as the FIS base list), raised by 20 % when the
//!   athlete has fewer (the FIS base list's rule for one result). Results without points do not
//!   count.
//! - **FIS points list** ([`RankingRule::FisList`], Negative): the points of the members in the
//!   newest loaded FIS points list of the department's sector, in the ranking's discipline (the
//!   member's best discipline where none is set); the list's name is the ranking's source.
//!
//! Equal points share a position, and the next position skips (1, 2, 2, 4); within equal points
//! the names in Czech order (`cs-x-icu`) order the lines, stored as each line's ordinal.
//!
//! # Age categories
//!
//! The age is the year the season ends minus the birth year — the age reached in the calendar
//! year the season ends, as Czech ski racing counts its categories: U10 up to 9, U12 10–11, U14
//! 12–13, U16 14–15, U18 16–17, U21 18–20, adults 21 and older ([`RankingCategory::of_age`]).

use chrono::{Datelike, NaiveDate};

use crate::text_enum::text_enum;

text_enum! {
    /// How a ranking's standings are computed.
    pub enum RankingRule as "RankingRule" {
        CupPoints => "CUP_POINTS" : "Pohárové body",
        FisPoints => "FIS_POINTS" : "FIS body ze závodů",
        FisList => "FIS_LIST" : "FIS listina bodů",
    }
}

text_enum! {
    /// Spec §3 Rating: whether fewer points are better (FIS points) or more (cup points).
    pub enum Rating as "Rating" {
        Negative => "NEGATIVE" : "Méně bodů je lepší",
        Positive => "POSITIVE" : "Více bodů je lepší",
    }
}

text_enum! {
    /// A ranking's age category (`ALL`: every age).
    pub enum RankingCategory as "RankingCategory" {
        All => "ALL" : "Všichni",
        U10 => "U10" : "U10 (do 9 let)",
        U12 => "U12" : "U12 (10–11 let)",
        U14 => "U14" : "U14 (12–13 let)",
        U16 => "U16" : "U16 (14–15 let)",
        U18 => "U18" : "U18 (16–17 let)",
        U21 => "U21" : "U21 (18–20 let)",
        Adult => "ADULT" : "Dospělí (21 a více let)",
    }
}

impl RankingRule {
    /// The rating of the rule's points.
    pub fn rating(self) -> Rating {
        match self {
            Self::CupPoints => Rating::Positive,
            Self::FisPoints | Self::FisList => Rating::Negative,
        }
    }

    /// The results counted per athlete where the ranking does not say.
    pub fn default_best_results(self) -> Option<u16> {
        match self {
            Self::CupPoints => None,
            Self::FisPoints => Some(2),
            Self::FisList => Some(1),
        }
    }
}

impl RankingCategory {
    /// The category of an age reached in the year the season ends; None below 1.
    pub fn of_age(age: i32) -> Option<Self> {
        Some(match age {
            ..=0 => return None,
            1..=9 => Self::U10,
            10..=11 => Self::U12,
            12..=13 => Self::U14,
            14..=15 => Self::U16,
            16..=17 => Self::U18,
            18..=20 => Self::U21,
            _ => Self::Adult,
        })
    }

    /// The category of a birth year in the season ending in `season`.
    pub fn of_birth_year(season: i32, birth_year: i32) -> Option<Self> {
        Self::of_age(season - birth_year)
    }
}

/// The racing season a day belongs to: the year of the 30 June ending it.
pub fn season_of(day: NaiveDate) -> i32 {
    if day.month() >= 7 {
        day.year() + 1
    } else {
        day.year()
    }
}

/// The first and the last day of a racing season.
pub fn season_days(season: i32) -> (NaiveDate, NaiveDate) {
    (
        NaiveDate::from_ymd_opt(season - 1, 7, 1).unwrap_or(NaiveDate::MIN),
        NaiveDate::from_ymd_opt(season, 6, 30).unwrap_or(NaiveDate::MAX),
    )
}

/// A season's name: `2026/27`.
pub fn season_label(season: i32) -> String {
    format!("{}/{:02}", season - 1, season.rem_euclid(100))
}

/// The FIS World Cup points of a rank (1st 100 … 30th 1; 0 after).
pub fn cup_points(rank: i32) -> i64 {
    const POINTS: [i64; 30] = [
        100, 80, 60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8,
        7, 6, 5, 4, 3, 2, 1,
    ];
    usize::try_from(rank - 1)
        .ok()
        .and_then(|index| POINTS.get(index))
        .copied()
        .unwrap_or(0)
}

/// Rounds hundredths given in ten-thousandths as FIS does: ≤ 0.004 down, ≥ 0.005 up.
fn round_hundredths(ten_thousandths: i128) -> i64 {
    let rounded = (ten_thousandths + 50).div_euclid(100);
    i64::try_from(rounded).unwrap_or(i64::MAX)
}

/// The FIS points of a result in hundredths from times: race points `(Tx / To − 1) × F`
/// rounded to 0.01, plus the race's penalty (hundredths). The F-value is in hundredths too, as
/// result lists store it (1190.00 = 119000). None without a winner's time or an F-value.
pub fn race_fis_points(
    time_ms: i64,
    winner_ms: i64,
    f_hundredths: i64,
    penalty: i64,
) -> Option<i64> {
    if winner_ms <= 0 || time_ms < winner_ms || f_hundredths <= 0 || penalty < 0 {
        return None;
    }
    // (Tx − To) / To × F in ten-thousandths of a point: F in hundredths times 100.
    let numerator = i128::from(time_ms - winner_ms) * i128::from(f_hundredths) * 100;
    let race_points = round_hundredths(numerator / i128::from(winner_ms));
    Some(race_points + penalty)
}

/// One result of an athlete, as a ranking reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankedResult {
    pub member_id: i64,
    /// The rank of a classified result.
    pub rank: Option<i32>,
    /// The result's FIS points (hundredths), where known.
    pub fis_points: Option<i64>,
}

/// An athlete's total in a ranking, before positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub member_id: i64,
    /// Hundredths.
    pub points: i64,
    /// The athlete's results that could count.
    pub result_count: i32,
    /// Those counted.
    pub counted_count: i32,
}

/// Each athlete's total under `rule`, counting the best `best_results` (the rule's default
/// where None). Athletes with nothing to count are left out.
pub fn totals(
    rule: RankingRule,
    best_results: Option<u16>,
    results: &[RankedResult],
) -> Vec<Total> {
    let best = best_results
        .or(rule.default_best_results())
        .map(usize::from);
    let mut by_member: std::collections::BTreeMap<i64, Vec<i64>> =
        std::collections::BTreeMap::new();
    for result in results {
        let value = match rule {
            RankingRule::CupPoints => result.rank.map(cup_points).map(|points| points * 100),
            RankingRule::FisPoints | RankingRule::FisList => result
                .rank
                .is_some()
                .then_some(result.fis_points)
                .flatten()
                .filter(|points| *points >= 0),
        };
        if let Some(value) = value {
            by_member.entry(result.member_id).or_default().push(value);
        }
    }
    by_member
        .into_iter()
        .filter_map(|(member_id, mut values)| {
            let result_count = i32::try_from(values.len()).unwrap_or(i32::MAX);
            match rule.rating() {
                Rating::Positive => values.sort_unstable_by(|a, b| b.cmp(a)),
                Rating::Negative => values.sort_unstable(),
            }
            let counted: &[i64] = match best {
                Some(best) => &values[..values.len().min(best)],
                None => &values,
            };
            let counted_count = i32::try_from(counted.len()).unwrap_or(i32::MAX);
            let points = match rule {
                RankingRule::CupPoints => counted.iter().sum(),
                RankingRule::FisPoints | RankingRule::FisList => {
                    let sum: i64 = counted.iter().sum();
                    let count = i64::try_from(counted.len())
                        .ok()
                        .filter(|count| *count > 0)?;
                    // The average rounded as FIS rounds, raised by 20 % when short of results.
                    let short = best.is_some_and(|best| counted.len() < best)
                        && rule == RankingRule::FisPoints;
                    let scale: i128 = if short { 12 } else { 10 };
                    round_hundredths(i128::from(sum) * scale * 10 / i128::from(count))
                }
            };
            (points > 0 || rule.rating() == Rating::Negative).then_some(Total {
                member_id,
                points,
                result_count,
                counted_count,
            })
        })
        .collect()
}

/// Positions of totals already ordered best first: equal points share a position and the next
/// one skips (1, 2, 2, 4).
pub fn positions(points_in_order: &[i64]) -> Vec<i32> {
    let mut positions = Vec::with_capacity(points_in_order.len());
    for (index, points) in points_in_order.iter().enumerate() {
        let position = match (index, points_in_order.get(index.wrapping_sub(1))) {
            (0, _) | (_, None) => 1,
            (_, Some(previous)) if previous == points => *positions.last().unwrap_or(&1),
            _ => i32::try_from(index + 1).unwrap_or(i32::MAX),
        };
        positions.push(position);
    }
    positions
}

/// Hundredths written as Czech points: `123,45`; whole cup points without decimals.
pub fn points_text(rule: RankingRule, hundredths: i64) -> String {
    if rule == RankingRule::CupPoints && hundredths % 100 == 0 {
        return (hundredths / 100).to_string();
    }
    let sign = if hundredths < 0 { "-" } else { "" };
    let value = hundredths.unsigned_abs();
    format!("{sign}{},{:02}", value / 100, value % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(member_id: i64, rank: Option<i32>, fis_points: Option<i64>) -> RankedResult {
        RankedResult {
            member_id,
            rank,
            fis_points,
        }
    }

    #[test]
    fn cup_points_follow_the_world_cup_table() {
        let table: Vec<i64> = (1..=31).map(cup_points).collect();
        assert_eq!(&table[..10], &[100, 80, 60, 50, 45, 40, 36, 32, 29, 26]);
        assert_eq!(table[15], 15);
        assert_eq!(table[29], 1);
        assert_eq!(table[30], 0);
        assert_eq!(cup_points(0), 0);
        assert_eq!(cup_points(-3), 0);
    }

    #[test]
    fn race_points_are_computed_and_rounded_as_fis_does() {
        // A slalom (F 730): the winner 50.00 s, the athlete 51.00 s: 2 % × 730 = 14.60, plus
        // a penalty of 23.00.
        assert_eq!(race_fis_points(51_000, 50_000, 73_000, 2300), Some(3760));
        // 50.01 s: 0.0002 × 730 = 0.146 → 0.15.
        assert_eq!(race_fis_points(50_010, 50_000, 73_000, 0), Some(15));
        // 13.654 → 13.65: the winner 100 s, F 1000, 1.3654 s slower.
        assert_eq!(race_fis_points(101_365, 100_000, 100_000, 0), Some(1365));
        // A super-G (F 1190): 61 s against 60 s is 19.83.
        assert_eq!(race_fis_points(61_000, 60_000, 119_000, 0), Some(1983));
        assert_eq!(race_fis_points(50_000, 50_000, 73_000, 1000), Some(1000));
        assert_eq!(race_fis_points(49_000, 50_000, 73_000, 0), None);
        assert_eq!(race_fis_points(49_000, 0, 73_000, 0), None);
        // Age-group files give F 0: no points from times.
        assert_eq!(race_fis_points(51_000, 50_000, 0, 2300), None);
    }

    #[test]
    fn cup_points_sum_the_best_results() {
        let results = [
            result(1, Some(1), None),
            result(1, Some(3), None),
            result(1, Some(40), None),
            result(1, None, None),
            result(2, Some(2), None),
            result(2, Some(2), None),
            result(3, Some(31), None),
        ];
        let all = totals(RankingRule::CupPoints, None, &results);
        assert_eq!(
            all,
            vec![
                Total {
                    member_id: 1,
                    points: 16_000,
                    result_count: 3,
                    counted_count: 3
                },
                Total {
                    member_id: 2,
                    points: 16_000,
                    result_count: 2,
                    counted_count: 2
                },
            ],
            "a 40th place counts with no points, a DNF not at all, nobody with no points"
        );
        let best_one = totals(RankingRule::CupPoints, Some(1), &results);
        assert_eq!(best_one[0].points, 10_000);
        assert_eq!(best_one[0].counted_count, 1);
        assert_eq!(best_one[1].points, 8_000);
    }

    #[test]
    fn fis_points_average_the_best_two_and_add_a_fifth_for_one() {
        let results = [
            result(1, Some(1), Some(2000)),
            result(1, Some(2), Some(3001)),
            result(1, Some(5), Some(5000)),
            result(2, Some(1), Some(1000)),
            result(3, None, Some(10)),
            result(4, Some(9), None),
        ];
        let all = totals(RankingRule::FisPoints, None, &results);
        assert_eq!(
            all,
            vec![
                // (20.00 + 30.01) / 2 = 25.005 → 25.01.
                Total {
                    member_id: 1,
                    points: 2501,
                    result_count: 3,
                    counted_count: 2
                },
                // One result: 10.00 × 1.2.
                Total {
                    member_id: 2,
                    points: 1200,
                    result_count: 1,
                    counted_count: 1
                },
            ]
        );
    }

    #[test]
    fn equal_points_share_a_position() {
        assert_eq!(
            positions(&[300, 200, 200, 100, 100, 100, 50]),
            vec![1, 2, 2, 4, 4, 4, 7]
        );
        assert_eq!(positions(&[]), Vec::<i32>::new());
    }

    #[test]
    fn seasons_run_from_july_to_june() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(season_of(day(2026, 6, 30)), 2026);
        assert_eq!(season_of(day(2026, 7, 1)), 2027);
        assert_eq!(season_of(day(2027, 1, 15)), 2027);
        assert_eq!(season_days(2027), (day(2026, 7, 1), day(2027, 6, 30)));
        assert_eq!(season_label(2027), "2026/27");
        assert_eq!(season_label(2100), "2099/00");
    }

    #[test]
    fn age_categories_count_the_age_reached_in_the_seasons_last_year() {
        // Season 2026/27: born 2015 is 12 in 2027 — U14; born 2018 is 9 — U10.
        assert_eq!(
            RankingCategory::of_birth_year(2027, 2015),
            Some(RankingCategory::U14)
        );
        assert_eq!(
            RankingCategory::of_birth_year(2027, 2018),
            Some(RankingCategory::U10)
        );
        assert_eq!(
            RankingCategory::of_birth_year(2027, 2017),
            Some(RankingCategory::U12)
        );
        assert_eq!(
            RankingCategory::of_birth_year(2027, 2007),
            Some(RankingCategory::U21)
        );
        assert_eq!(
            RankingCategory::of_birth_year(2027, 2006),
            Some(RankingCategory::Adult)
        );
        assert_eq!(RankingCategory::of_birth_year(2027, 2027), None);
    }

    #[test]
    fn points_are_written_the_czech_way() {
        assert_eq!(points_text(RankingRule::CupPoints, 16_000), "160");
        assert_eq!(points_text(RankingRule::FisPoints, 2501), "25,01");
        assert_eq!(points_text(RankingRule::FisList, 5), "0,05");
    }
}
