import { describe, expect, it } from 'vitest';
import { parseBoolean, parseId, parseIds, parseTab, searchId, searchText } from './route-params';

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

  it('reads every id of a route or none', () => {
    expect(parseIds({ id: '12', resultRaceId: '7' })).toEqual({ id: 12, resultRaceId: 7 });
    expect(parseIds({ id: '12', resultRaceId: 'abc' })).toBeNull();
  });

  it('reads ids and texts of the query', () => {
    expect([searchId(undefined), searchId(12), searchId('12'), searchId('x')]).toEqual([undefined, 12, 12, null]);
    expect([searchText('sl'), searchText(''), searchText(2027), searchText(true)]).toEqual(['sl', undefined, '2027', undefined]);
  });
});
