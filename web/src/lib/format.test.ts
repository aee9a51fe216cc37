import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatYearRange,
  crownsInput,
  formatCzk,
  formatHalere,
  formatIban,
  parseCrowns,
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
  pragueParts,
  progressFigures,
  progressFraction,
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

  it('writes haléře as whole crowns without decimals, else with two', () => {
    expect(formatHalere(123_400)).toBe(`1${NBSP}234${NBSP}Kč`);
    expect(formatHalere(123_450)).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatHalere(5)).toBe(`0,05${NBSP}Kč`);
    expect(formatHalere(0)).toBe(`0${NBSP}Kč`);
    expect(formatHalere(-50_000)).toBe(`-500${NBSP}Kč`);
    expect(formatHalere(-150)).toBe(`-1,50${NBSP}Kč`);
    expect(formatHalere(123_456_700)).toBe(`1${NBSP}234${NBSP}567${NBSP}Kč`);
  });

  it('reads crowns typed by a person as haléře', () => {
    expect(parseCrowns('500')).toBe(50_000);
    expect(parseCrowns('1 234,5')).toBe(123_450);
    expect(parseCrowns(`1${NBSP}234,05 Kč`)).toBe(123_405);
    expect(parseCrowns('12.30')).toBe(1_230);
    expect(parseCrowns('')).toBeUndefined();
    expect(parseCrowns('-5')).toBeUndefined();
    expect(parseCrowns('1,234')).toBeUndefined();
    expect(parseCrowns('abc')).toBeUndefined();
    expect(crownsInput(50_000)).toBe('500');
    expect(crownsInput(123_405)).toBe('1234,05');
    expect(parseCrowns(crownsInput(99_999))).toBe(99_999);
  });

  it('groups an IBAN by four', () => {
    expect(formatIban('CZ8120100000002000000018')).toBe('CZ81 2010 0000 0020 0000 0018');
    expect(formatIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ65 0800 0000 1920 0014 5399');
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

describe('progress of a run', () => {
  it('goes from 0 to 1, never past the end, 0 while the total is unknown', () => {
    expect(progressFraction(7, 6)).toBe(1);
    expect(progressFraction(3, 0)).toBe(0);
    expect(progressFraction(1, 4)).toBe(0.25);
  });

  it('gives the figures with the percent rounded down', () => {
    expect(progressFigures(999, 1000)).toEqual({ processed: '999', total: `1${NBSP}000`, percent: `99${NBSP}%` });
  });
});

describe('pragueParts', () => {
  it('reads the wall clock in Prague, winter and summer', () => {
    expect(pragueParts(new Date('2027-01-05T17:00:30Z'))).toEqual({ year: 2027, month: 1, day: 5, hour: 18, minute: 0, second: 30 });
    expect(pragueParts(new Date('2026-07-31T22:15:00Z'))).toEqual({ year: 2026, month: 8, day: 1, hour: 0, minute: 15, second: 0 });
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

describe('date and year ranges', () => {
  it.each([
    ['2026-10-17', '2026-10-17', '17. 10. 2026'],
    ['2026-10-17', '2026-10-18', '17.–18. 10. 2026'],
    ['2026-09-30', '2026-10-02', '30. 9. – 2. 10. 2026'],
    ['2026-12-30', '2027-01-02', '30. 12. 2026 – 2. 1. 2027'],
    ['2026-10-17T08:00:00Z', '2026-10-18T20:00:00Z', '17.–18. 10. 2026'],
  ])('writes %s to %s as %s', (from, to, text) => {
    expect(formatDateRange(from, to)).toBe(text);
  });

  it('writes a year range once when it is one year', () => {
    expect(formatYearRange(2010, 2012)).toBe('2010–2012');
    expect(formatYearRange(2012, 2012)).toBe('2012');
    expect(formatYearRange(null, 2012)).toBe('2012');
    expect(formatYearRange(2012, undefined)).toBe('2012');
    expect(formatYearRange(null, null)).toBe('');
  });
});
