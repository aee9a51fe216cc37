import { describe, expect, it } from 'vitest';
import { hasFilters, parseTransferSearch, transfersInput, withFilter } from './transfer-search';

describe('the transfers page’s filters in the URL', () => {
  it('reads known states, kinds and integer ids, and leaves out what does not parse', () => {
    expect(parseTransferSearch({ state: 'RELEASED', kind: 'HOSTING', club: 12, department: '1', season: '3', page: '2' })).toEqual({
      state: 'RELEASED',
      kind: 'HOSTING',
      club: 12,
      department: 1,
      season: 3,
      page: 2,
    });
    expect(parseTransferSearch({ state: 'released', kind: 'PRESTUP', club: 'abc', department: '-1', season: '1.5', page: '1' })).toEqual({});
  });

  it('goes back to the first page and drops an emptied filter when one changes', () => {
    const search = parseTransferSearch({ state: 'REQUESTED', club: '4', page: '3' });
    expect(withFilter(search, 'kind', 'TRANSFER')).toEqual({ state: 'REQUESTED', club: 4, kind: 'TRANSFER' });
    expect(withFilter(search, 'club', '')).toEqual({ state: 'REQUESTED' });
  });

  it('knows whether any filter is set (the page is no filter)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ season: 2 })).toBe(true);
  });

  it('asks the API for the page with every filter, unset ones as null', () => {
    expect(transfersInput({ kind: 'HOSTING', club: 7, page: 2 })).toEqual({
      page: 2,
      perPage: 25,
      filter: { state: null, kind: 'HOSTING', clubId: 7, departmentId: null, seasonId: null, memberId: null },
    });
    expect(transfersInput({}).page).toBe(1);
  });
});
