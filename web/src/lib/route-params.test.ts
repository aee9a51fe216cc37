import { describe, expect, it } from 'vitest';
import { parseBoolean, parseId, parseTab } from './route-params';

describe('route parameters', () => {
  it('accepts integer ids and refuses anything else', () => {
    expect(parseId('42')).toBe(42);
    for (const text of ['abc', '4.2', '', '12a', '99999999999999999999']) {
      expect(() => parseId(text)).toThrow('Invalid number string');
    }
  });

  it('reads booleans the spec way', () => {
    expect([parseBoolean('1'), parseBoolean('true'), parseBoolean('')]).toEqual([true, true, true]);
    expect([parseBoolean('0'), parseBoolean('false'), parseBoolean(undefined), parseBoolean(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('allows only the listed tabs', () => {
    const tabs = ['informace-o-klubu', 'clenove-klubu'] as const;
    expect(parseTab('clenove-klubu', tabs)).toBe('clenove-klubu');
    expect(() => parseTab('jine', tabs)).toThrow();
  });
});
