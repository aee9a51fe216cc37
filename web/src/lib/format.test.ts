import { describe, expect, it } from 'vitest';
import {
  formatCzk,
  formatDate,
  formatDateNumeric,
  formatBirthNumber,
  formatFileSize,
  formatOptionalDate,
  formatPostcode,
  formatEur,
  formatPercent,
  formatTime,
  formatTimeWithSeconds,
  formatUsd,
  plural,
} from './format';

const NBSP = '\u00a0';

describe('dates and times', () => {
  it('formats plain dates without a time-zone shift', () => {
    expect(formatDate('2026-03-07')).toBe('7. 3. 2026');
    expect(formatDateNumeric('2026-03-07')).toBe('07.03.2026');
  });

  it('shows instants in Prague time, summer and winter', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1. 1. 2027');
    expect(formatTime('2026-07-01T07:05:09Z')).toBe('9:05');
    expect(formatTimeWithSeconds('2026-01-01T07:05:09Z')).toBe('8:05:09');
  });
});

describe('money', () => {
  it('writes CZK with non-breaking spaces', () => {
    expect(formatCzk(1234.5)).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatCzk(-1234567)).toBe(`-1${NBSP}234${NBSP}567,00${NBSP}Kč`);
    expect(formatCzk(500, 0)).toBe(`500${NBSP}Kč`);
  });

  it('puts the euro after and the dollar before the amount', () => {
    expect(formatEur(12.3)).toBe(`12,30${NBSP}€`);
    expect(formatUsd(1234)).toBe(`$1${NBSP}234,00`);
    expect(formatUsd(-5)).toBe('-$5,00');
  });
});

describe('percent', () => {
  it('multiplies by 100 and rounds as asked', () => {
    expect(formatPercent(0.1234)).toBe(`12${NBSP}%`);
    expect(formatPercent(0.1234, 1)).toBe(`12,3${NBSP}%`);
    expect(formatPercent(0.121, 0, 'up')).toBe(`13${NBSP}%`);
    expect(formatPercent(0.129, 0, 'down')).toBe(`12${NBSP}%`);
    expect(formatPercent(0.07)).toBe(`7${NBSP}%`);
  });
});

describe('plural', () => {
  const forms = { zero: 'žádný člen', one: '{count} člen', few: '{count} členové', many: '{count} členů' };

  it('uses zero, one, few up to four, and many', () => {
    expect([0, 1, 2, 4, 5, 22, 1000].map((count) => plural(count, forms))).toEqual([
      'žádný člen',
      '1 člen',
      '2 členové',
      '4 členové',
      '5 členů',
      '22 členů',
      `1${NBSP}000 členů`,
    ]);
  });
});

describe('postcodes and optional dates', () => {
  it('writes Czech postcodes as the post does', () => {
    expect(formatPostcode('54301')).toBe('543 01');
    expect(formatPostcode('543 01')).toBe('543 01');
    expect(formatPostcode(' 1234 ')).toBe('1234');
    expect(formatPostcode(null)).toBe('');
  });

  it('shows a dash for a missing date', () => {
    expect(formatOptionalDate('2026-03-07')).toBe('7. 3. 2026');
    expect(formatOptionalDate(null)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('writes sizes in binary units with a decimal comma', () => {
    expect(formatFileSize(20 * 1024 * 1024)).toBe(`20${NBSP}MB`);
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe(`1,5${NBSP}MB`);
    expect(formatFileSize(340 * 1024)).toBe(`340${NBSP}kB`);
    expect(formatFileSize(2048)).toBe(`2${NBSP}kB`);
    expect(formatFileSize(12)).toBe(`12${NBSP}B`);
  });
});

describe('formatBirthNumber', () => {
  it('puts the slash after the birth date', () => {
    expect(formatBirthNumber('8812194430')).toBe('881219/4430');
    expect(formatBirthNumber('500101120')).toBe('500101/120');
    expect(formatBirthNumber('881219/4430')).toBe('881219/4430');
    expect(formatBirthNumber('12ab')).toBe('12ab');
    expect(formatBirthNumber(null)).toBe('');
  });
});
