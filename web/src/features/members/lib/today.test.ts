import { describe, expect, it } from 'vitest';
import { pragueToday } from './today';

describe('pragueToday', () => {
  it('is the calendar day in Prague, not in UTC', () => {
    expect(pragueToday(new Date('2026-03-07T10:00:00Z'))).toBe('2026-03-07');
    expect(pragueToday(new Date('2026-03-07T23:30:00Z'))).toBe('2026-03-08');
    expect(pragueToday(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});
