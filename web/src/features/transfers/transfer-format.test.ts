import { describe, expect, it } from 'vitest';
import { addDays, formatPeriod, pageActions, parseRegistrationNumber, transferBadgeClass } from './transfer-format';

describe('the transfers page’s formatting', () => {
  it('writes a hosting’s period and a transfer’s effective date', () => {
    const from = (date: string) => `od ${date}`;
    expect(formatPeriod('2026-07-01', '2027-06-30', from)).toBe('1. 7. 2026 – 30. 6. 2027');
    expect(formatPeriod('2026-07-01', null, from)).toBe('od 1. 7. 2026');
  });

  it('badges waiting, approved and refused inquiries apart', () => {
    expect(transferBadgeClass('REQUESTED')).toBe('badge badge-pending');
    expect(transferBadgeClass('RELEASED')).toBe('badge badge-pending');
    expect(transferBadgeClass('DONE')).toBe('badge badge-approved');
    expect(transferBadgeClass('REJECTED')).toBe('badge badge-rejected');
    expect(transferBadgeClass('WITHDRAWN')).toBe('badge');
  });

  it('offers the server’s steps as buttons in a fixed order, never the hourly run’s', () => {
    expect(pageActions(['WITHDRAW', 'REJECT', 'RELEASE'])).toEqual(['RELEASE', 'REJECT', 'WITHDRAW']);
    expect(pageActions(['EXPIRE', 'COMPLETE', 'APPROVE'])).toEqual(['APPROVE']);
    expect(pageActions([])).toEqual([]);
  });

  it('reads a registration number with spaces and refuses anything else', () => {
    expect(parseRegistrationNumber(' 100 234 ')).toBe(100234);
    expect(parseRegistrationNumber('')).toBeUndefined();
    expect(parseRegistrationNumber('12a')).toBeUndefined();
    expect(parseRegistrationNumber('0')).toBeUndefined();
  });

  it('moves a date by days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
