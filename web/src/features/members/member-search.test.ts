import { describe, expect, it } from 'vitest';
import { SORT_FIELDS } from './components/member-columns';
import { MEMBER_SORT_COLUMNS, activeMemberFilters, birthYearOf, hasMemberFilters, parseMemberSearch, searchOfSort, sortOfSearch, withMemberFilter } from './member-search';

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

  it('keeps the club, department, role and age group, and drops unknown ones', () => {
    expect(parseMemberSearch({ club: '12', department: '2', role: 'ATHLETE', ageGroup: 'JUNIORS' })).toEqual({ club: 12, department: 2, role: 'ATHLETE', ageGroup: 'JUNIORS' });
    expect(parseMemberSearch({ club: '-1', department: 'x', role: 'HEALTH_CHECK', ageGroup: 'SENIORS' })).toEqual({});
    expect(hasMemberFilters({ role: 'COACH' })).toBe(true);
    expect(hasMemberFilters({ sort: 'club' })).toBe(false);
    expect(activeMemberFilters({ q: 'nov', club: 3, archived: true, sort: 'club', page: 2 })).toBe(3);
  });

  it('keeps the order as the sorted columns, descending with a minus', () => {
    expect(sortOfSearch('club,-birthYear')).toEqual([
      { colId: 'club', direction: 'asc' },
      { colId: 'birthYear', direction: 'desc' },
    ]);
    expect(sortOfSearch('sex,club,club,-nothing')).toEqual([{ colId: 'club', direction: 'asc' }]);
    expect(sortOfSearch(undefined)).toEqual([]);
    expect(searchOfSort([{ colId: 'lastName', direction: 'desc' }, { colId: 'region', direction: 'asc' }])).toBe('-lastName');
    expect(searchOfSort([])).toBeUndefined();
    expect(parseMemberSearch({ sort: '-registrationNumber,birthNumber', page: '3' })).toEqual({ sort: '-registrationNumber', page: 3 });
    // A new order starts at page 1, like a filter.
    expect(withMemberFilter({ q: 'nov', page: 4 }, { sort: 'club' })).toEqual({ q: 'nov', sort: 'club' });
  });

  it('sorts by the columns the server sorts by', () => {
    expect([...MEMBER_SORT_COLUMNS].sort()).toEqual(Object.keys(SORT_FIELDS).sort());
  });

  it('explains a birth year that does not filter', () => {
    expect(birthYearOf({ birthYear: '2010' })).toEqual({ year: 2010 });
    expect(birthYearOf({ birthYear: '201' })).toEqual({ problem: 'digits' });
    expect(birthYearOf({ birthYear: '1850' })).toEqual({ problem: 'range' });
    expect(birthYearOf({})).toEqual({});
  });
});
