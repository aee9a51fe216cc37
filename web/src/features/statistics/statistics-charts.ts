// The statistics page's charts as data, without the chart library (the page draws them lazily,
// components/statistics-charts.tsx): the age pyramid and the regions' bars.
import type { StatisticsLine, StatisticsTable } from './api/statistics';

/** One age of the pyramid: men as a negative number (their bar grows to the left). */
export interface PyramidBar {
  age: string;
  men: number;
  women: number;
}

/**
 * The pyramid's bars: every age from the youngest to the oldest counted, an age nobody has
 * with zeros (the axis stays a scale of years), the oldest first, as the chart lists its
 * categories from the top.
 */
export function pyramidBars(ages: StatisticsTable['ages']): PyramidBar[] {
  if (ages.length === 0) return [];
  const byAge = new Map(ages.map((figure) => [figure.age, figure]));
  const youngest = Math.min(...byAge.keys());
  const oldest = Math.max(...byAge.keys());
  const bars: PyramidBar[] = [];
  for (let age = oldest; age >= youngest; age -= 1) {
    const figure = byAge.get(age);
    bars.push({ age: String(age), men: -(figure?.male ?? 0), women: figure?.female ?? 0 });
  }
  return bars;
}

/** A value axis for counts of up to `largest`: its end, a round number, and a whole tick step
 * of 1, 2 or 5 times a power of ten, at most `steps` steps from zero. With `room`, the end lies
 * past `largest` (a number written after the longest bar fits). */
export function countScale(largest: number, steps = 6, room = false): { reach: number; step: number } {
  const top = Math.max(1, largest);
  const rough = top / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude);
  return { reach: room ? (Math.floor(top / step) + 1) * step : Math.ceil(top / step) * step, step };
}

/** The larger half of the pyramid's widest age: its value axis reaches as far both ways. */
export function pyramidReach(bars: readonly PyramidBar[]): number {
  return Math.max(0, ...bars.map((bar) => Math.max(-bar.men, bar.women)));
}

/** One region's bar: its figure, and for people its men, women and those without a sex. */
export interface RegionBar {
  name: string;
  value: number;
  men: number;
  women: number;
  unknown: number;
}

/** The regions' bars, the largest figure first (ties keep the table's order). */
export function regionBars(rows: readonly StatisticsLine[]): RegionBar[] {
  return rows
    .map((row) => {
      const value = row.values[0] ?? 0;
      return { name: row.name, value, men: row.male, women: row.female, unknown: Math.max(0, value - row.male - row.female) };
    })
    .sort((a, b) => b.value - a.value);
}

/** A chart's height in pixels: `count` bars of about `perBar` pixels under its legend and above
 * its axis, within `[least, most]`. */
export function chartHeight(count: number, perBar: number, least: number, most: number): number {
  return Math.min(most, Math.max(least, Math.round(count * perBar + 110)));
}
