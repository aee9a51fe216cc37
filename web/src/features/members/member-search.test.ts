import { describe, expect, it } from 'vitest';
import { birthYearOf, hasMemberFilters, parseMemberSearch, withMemberFilter } from './member-search';

describe('the members grid in the URL', () => {
  it('reads what parses and leaves out the rest', () => {
    expect(parseMemberSearch({ q: 'novák', sex: 'FEMALE', birthYear: '2010', region: '5', paidSeason: '3', paid: '0', archived: '1', page: '4', perPage: '100' })).toEqual({
      q: 'novák',
      sex: 'FEMALE',
      birthYear: '2010',
      region: 5,
      paidSeason: 3,
      paid: false,
      archived: true,
      page: 4,
      perPage: 100,
    });
    expect(parseMemberSearch({ sex: 'X', region: 'abc', paid: '0', page: '1', perPage: '33', archived: '0' })).toEqual({});
    expect(parseMemberSearch({ perPage: '50' })).toEqual({});
  });

  it('starts again at page 1 when a filter changes', () => {
    const search = parseMemberSearch({ q: 'nov', page: '7', perPage: '100' });
    expect(withMemberFilter(search, { sex: 'MALE' })).toEqual({ q: 'nov', sex: 'MALE', perPage: 100 });
    expect(withMemberFilter(search, { q: undefined })).toEqual({ perPage: 100 });
    expect(hasMemberFilters({ page: 3, perPage: 100 })).toBe(false);
    expect(hasMemberFilters({ birthYear: '20' })).toBe(true);
  });

  it('explains a birth year that does not filter', () => {
    expect(birthYearOf({ birthYear: '2010' })).toEqual({ year: 2010 });
    expect(birthYearOf({ birthYear: '201' })).toEqual({ problem: 'digits' });
    expect(birthYearOf({ birthYear: '1850' })).toEqual({ problem: 'range' });
    expect(birthYearOf({})).toEqual({});
  });
});
