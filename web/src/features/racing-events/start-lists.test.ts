import { describe, expect, it } from 'vitest';
import { parseStartTime, parseWhole } from './components/start-lists-card';
import { startDescription, startTime } from './components/start-lists';

describe('start times', () => {
  it('shows whole minutes without seconds and keeps the seconds of an interval start', () => {
    expect(startTime('10:00:00')).toBe('10:00');
    expect(startTime('10:00:30')).toBe('10:00:30');
    expect(startTime('10:00:30.000')).toBe('10:00:30');
    expect(startTime(null)).toBe('');
  });

  it('reads what an organiser types', () => {
    expect(parseStartTime('9:30')).toBe('09:30:00');
    expect(parseStartTime(' 10:00:15 ')).toBe('10:00:15');
    expect(parseStartTime('24:00')).toBeUndefined();
    expect(parseStartTime('10.30')).toBeUndefined();
    expect(parseWhole('')).toBeNull();
    expect(parseWhole('30')).toBe(30);
    expect(parseWhole('2,5')).toBeUndefined();
    expect(parseWhole('-1')).toBeUndefined();
    expect(parseWhole('1e3')).toBeUndefined();
    expect(parseWhole('0x10')).toBeUndefined();
  });

  it('says in one line how a race starts', () => {
    expect(startDescription({ mode: 'INTERVAL', modeLabel: 'Intervalový start', firstStart: '10:00:00', intervalSeconds: 30, waveSize: null })).toBe(
      'Intervalový start, první start 10:00, interval 30 s',
    );
    expect(startDescription({ mode: 'MASS', modeLabel: 'Hromadný start', firstStart: '11:00:00', intervalSeconds: 120, waveSize: 20 })).toBe(
      'Hromadný start, první start 11:00, vlny po 20, odstup 120 s',
    );
    expect(startDescription({ mode: 'BIBS_ONLY', modeLabel: 'Jen startovní čísla', firstStart: null, intervalSeconds: null, waveSize: null })).toBe('Jen startovní čísla');
  });
});
