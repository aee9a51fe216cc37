import { describe, expect, it } from 'vitest';
import { fromDatagridFilter, hasUserFilters, parseUserSearch, toDatagridFilter, usersInput, withUserFilter } from './user-search';

describe('the users list filters in the URL', () => {
  it('reads known values and leaves out what does not parse', () => {
    expect(parseUserSearch({ q: 'novák', type: 'TEAM', state: 'BLOCKED', page: '3' })).toEqual({ q: 'novák', type: 'TEAM', state: 'BLOCKED', page: 3 });
    expect(parseUserSearch({ q: '  ', type: 'PUBLIC', state: 'x', page: '-1' })).toEqual({});
    expect(parseUserSearch({ page: '1' })).toEqual({});
    expect(parseUserSearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('goes back to the first page when a filter changes, and drops an emptied one', () => {
    expect(withUserFilter({ q: 'nov', page: 4 }, 'type', 'AREA')).toEqual({ q: 'nov', type: 'AREA' });
    expect(withUserFilter({ q: 'nov', type: 'AREA' }, 'type', '')).toEqual({ q: 'nov' });
    expect(hasUserFilters({ page: 2 })).toBe(false);
    expect(hasUserFilters({ state: 'ACTIVE' })).toBe(true);
  });

  it('turns the filters into the API input', () => {
    expect(usersInput({})).toEqual({ search: null, identityType: null, blocked: null, page: 1, perPage: 50 });
    expect(usersInput({ q: ' jana ', type: 'SECTION', state: 'ACTIVE', page: 2 })).toEqual({ search: 'jana', identityType: 'SECTION', blocked: false, page: 2, perPage: 50 });
    expect(usersInput({ state: 'BLOCKED' }).blocked).toBe(true);
  });

  it('carries the list query to an account page and back', () => {
    const search = { q: 'Dvořák', type: 'TEAM' as const, page: 2 };
    const carried = toDatagridFilter(search);
    expect(carried).toBe('q=Dvo%C5%99%C3%A1k&type=TEAM&page=2');
    expect(fromDatagridFilter(carried)).toEqual(search);
    expect(fromDatagridFilter('type=EVIL&q=')).toEqual({});
    expect(fromDatagridFilter(undefined)).toEqual({});
  });
});
