import { beforeAll, describe, expect, it } from 'vitest';
import { addLazyPart } from '../../lib/i18n';
import { sportCenters } from '../../lib/i18n/sport-centers';
import { canEndToday, countDay, countOf, formatDateInText, formatPlacePeriod, initials, memberPhotoUrl, parseRegistrationNumber, placeState } from './sport-center-format';

beforeAll(() => addLazyPart('sportCenters', sportCenters));

describe('the sport-center pages’ formatting', () => {
  it('counts athletes and coaches with the Czech plural', () => {
    expect(countOf(0, 'coaches')).toBe('žádný trenér');
    expect(countOf(3, 'athletes')).toBe('3 závodníci');
    expect(countOf(8, 'athletes')).toBe('8 závodníků');
    expect(countOf(1, 'coaches')).toBe('1 trenér');
    expect(countOf(1200, 'athletes')).toBe('1\u00a0200 závodníků');
  });

  it('keeps a date in a sentence on one line', () => {
    expect(formatDateInText('2026-12-02')).toBe('2.\u00a012.\u00a02026');
  });

  it('writes a place’s period, or its first day while it has no end, breaking only between the dates', () => {
    const from = (date: string) => `od ${date}`;
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatPlacePeriod('2026-01-01', '2026-12-31', from))).toBe('1. 1. – 31. 12. 2026');
    expect(plain(formatPlacePeriod('2026-03-15', null, from))).toBe('od 15. 3. 2026');
    expect(formatPlacePeriod('2026-01-01', '2026-12-31', from)).toContain('1. – 31.');
  });

  it('tells a place in force from one in its last day, one not begun and one over', () => {
    expect(placeState({ current: true, validFrom: '2026-01-01' }, '2026-06-01')).toBe('current');
    expect(placeState({ current: true, validFrom: '2026-01-01', validTo: '2026-12-31' }, '2026-06-01')).toBe('current');
    expect(placeState({ current: true, validFrom: '2026-01-01', validTo: '2026-06-01' }, '2026-06-01')).toBe('endsToday');
    expect(placeState({ current: false, validFrom: '2026-09-01' }, '2026-06-01')).toBe('upcoming');
    expect(placeState({ current: false, validFrom: '2026-01-01' }, '2026-06-01')).toBe('ended');
  });

  it('offers to end a place today only while it has begun and runs past today', () => {
    expect(canEndToday({ validFrom: '2026-01-01', validTo: '2026-12-31' }, '2026-06-01')).toBe(true);
    expect(canEndToday({ validFrom: '2026-01-01', validTo: null }, '2026-06-01')).toBe(true);
    expect(canEndToday({ validFrom: '2026-06-01', validTo: '2026-12-31' }, '2026-06-01')).toBe(true);
    expect(canEndToday({ validFrom: '2026-01-01', validTo: '2026-06-01' }, '2026-06-01')).toBe(false);
    expect(canEndToday({ validFrom: '2026-07-01', validTo: null }, '2026-06-01')).toBe(false);
  });

  it('counts a season’s members today, on its last day when over, on its first before it begins', () => {
    const season = { validFrom: '2026-01-01', validTo: '2026-12-31' };
    expect(countDay(season, '2026-12-02')).toBe('2026-12-02');
    expect(countDay(season, '2027-02-01')).toBe('2026-12-31');
    expect(countDay(season, '2025-11-30')).toBe('2026-01-01');
  });

  it('reads a registration number with spaces and refuses anything else', () => {
    expect(parseRegistrationNumber(' 100 234 ')).toBe(100234);
    expect(parseRegistrationNumber('')).toBeUndefined();
    expect(parseRegistrationNumber('12a')).toBeUndefined();
    expect(parseRegistrationNumber('0')).toBeUndefined();
  });

  it('makes initials of Czech names and the photo’s address', () => {
    expect(initials('Jana', 'Nováková')).toBe('JN');
    expect(initials('šárka', 'čechová')).toBe('ŠČ');
    expect(initials(' Eva', '')).toBe('E');
    expect(memberPhotoUrl(42)).toBe('/api/members/42/photo');
  });
});
