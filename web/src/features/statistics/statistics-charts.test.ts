import { describe, expect, it } from 'vitest';
import type { StatisticsLine } from './api/statistics';
import { chartHeight, countScale, pyramidBars, pyramidReach, regionBars } from './statistics-charts';

const line = (name: string, value: number, male: number, female: number): StatisticsLine => ({
  id: null,
  name,
  code: null,
  values: [value],
  previous: [],
  male,
  female,
  changePercent: null,
});

describe('the age pyramid', () => {
  it('lists every age from the oldest down, with zeros for an age nobody has', () => {
    const bars = pyramidBars([
      { age: 9, male: 7, female: 6 },
      { age: 6, male: 2, female: 3 },
      { age: 8, male: 0, female: 1 },
    ]);
    expect(bars).toEqual([
      { age: '9', men: -7, women: 6 },
      { age: '8', men: -0, women: 1 },
      { age: '7', men: -0, women: 0 },
      { age: '6', men: -2, women: 3 },
    ]);
  });

  it('has no bars without ages', () => {
    expect(pyramidBars([])).toEqual([]);
  });

  it('reaches as far as the larger half of its widest age', () => {
    expect(pyramidReach(pyramidBars([{ age: 10, male: 11, female: 4 }, { age: 11, male: 2, female: 8 }]))).toBe(11);
    expect(pyramidReach([])).toBe(0);
  });
});

describe('a value axis for counts', () => {
  it.each([
    [0, { reach: 1, step: 1 }],
    [1, { reach: 1, step: 1 }],
    [4, { reach: 4, step: 1 }],
    [7, { reach: 8, step: 2 }],
    [11, { reach: 12, step: 2 }],
    [19, { reach: 20, step: 5 }],
    [112, { reach: 120, step: 20 }],
    [1234, { reach: 1500, step: 500 }],
  ])('of up to %i people ends at a round number with whole steps', (largest, scale) => {
    expect(countScale(largest)).toEqual(scale);
  });

  it('leaves room past the longest bar for its number when asked', () => {
    expect(countScale(11, 8, true)).toEqual({ reach: 12, step: 2 });
    expect(countScale(12, 8, true)).toEqual({ reach: 14, step: 2 });
    expect(countScale(3, 8, true)).toEqual({ reach: 4, step: 1 });
  });
});

describe('the regions’ bars', () => {
  it('put the largest figure first and keep the table’s order for ties', () => {
    const bars = regionBars([line('Liberecký kraj', 4, 1, 3), line('Karlovarský kraj', 11, 9, 2), line('Zlínský kraj', 4, 1, 3)]);
    expect(bars.map((bar) => bar.name)).toEqual(['Karlovarský kraj', 'Liberecký kraj', 'Zlínský kraj']);
  });

  it('count those without a sex apart, so men, women and they add up to the figure', () => {
    expect(regionBars([line('Plzeňský kraj', 10, 4, 5)])).toEqual([{ name: 'Plzeňský kraj', value: 10, men: 4, women: 5, unknown: 1 }]);
    expect(regionBars([line('Bez kraje', 3, 0, 0)])[0]?.unknown).toBe(3);
  });
});

describe('a chart’s height', () => {
  it('grows with its bars within its bounds', () => {
    expect(chartHeight(1, 30, 150, 720)).toBe(150);
    expect(chartHeight(14, 30, 150, 720)).toBe(530);
    expect(chartHeight(71, 11, 200, 760)).toBe(760);
  });
});
