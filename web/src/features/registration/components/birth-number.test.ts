import { describe, expect, it } from 'vitest';
import { ageOn, birthNumberFacts } from './birth-number';

describe('what a birth number says', () => {
  it('reads a girl’s date (month + 50) and a boy’s, with or without the slash', () => {
    // 1553140006: 15 53 14 → 14 March 2015, a girl; divisible by 11.
    expect(Number(1553140006n % 11n)).toBe(0);
    expect(birthNumberFacts('155314/0006')).toEqual({ birthDate: '2015-03-14', sex: 'FEMALE' });
    expect(birthNumberFacts('8001011239')).toBeUndefined();
    expect(birthNumberFacts('800101/1238')).toEqual({ birthDate: '1980-01-01', sex: 'MALE' });
  });

  it('knows the nine-digit numbers before 1954 and the +20 months since 2004', () => {
    expect(birthNumberFacts('530101123')).toEqual({ birthDate: '1953-01-01', sex: 'MALE' });
    expect(birthNumberFacts('540101123')).toBeUndefined();
    // 0722011234 → 07, month 22 → February 2007, day 1; check digit fixed to the mod-11 rule.
    const head = '072201123';
    const number = `${head}${Number(BigInt(head) % 11n) % 10}`;
    expect(birthNumberFacts(number)).toEqual({ birthDate: '2007-02-01', sex: 'MALE' });
  });

  it('refuses a wrong checksum, an impossible day and other text', () => {
    expect(birthNumberFacts('1553140007')).toBeUndefined();
    expect(birthNumberFacts('155331/0003')).toBeUndefined();
    expect(birthNumberFacts('abc')).toBeUndefined();
    expect(birthNumberFacts('')).toBeUndefined();
  });
});

describe('the age', () => {
  it('counts full years by the day', () => {
    expect(ageOn('2008-06-15', new Date(2026, 5, 14))).toBe(17);
    expect(ageOn('2008-06-15', new Date(2026, 5, 15))).toBe(18);
    expect(ageOn('', new Date())).toBeUndefined();
  });
});
