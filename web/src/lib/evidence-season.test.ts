import { describe, expect, it } from 'vitest';
import { currentSeason, pragueToday } from './evidence-season';

describe('pragueToday', () => {
  it('is the calendar day in Prague, not in UTC', () => {
    expect(pragueToday(new Date('2026-03-07T10:00:00Z'))).toBe('2026-03-07');
    expect(pragueToday(new Date('2026-03-07T23:30:00Z'))).toBe('2026-03-08');
    expect(pragueToday(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});

describe('currentSeason', () => {
  it('finds the evidence season of a day, inclusive of both ends', () => {
    const seasons = [
      { name: '2025/26', validFrom: '2025-11-01', validTo: '2026-10-31' },
      { name: '2026/27', validFrom: '2026-11-01', validTo: '2027-10-31' },
    ];
    expect(currentSeason(seasons, '2026-11-22')?.name).toBe('2026/27');
    expect(currentSeason(seasons, '2026-10-31')?.name).toBe('2025/26');
    expect(currentSeason(seasons, '2030-01-01')).toBeUndefined();
  });
});
