import { describe, expect, it } from 'vitest';
import { filterOnly, hasFilters, parseRoleHolderSearch, roleHoldersExportUrl, roleHoldersVariables, validityOf, withFilter } from './role-search';

describe('the role lists’ filter in the URL', () => {
  it('reads the text filters, a known validity and qualification, and the paging', () => {
    expect(parseRoleHolderSearch({ search: ' Novák ', validity: 'ALL', qualification: 'LEVEL2', course: 'Harrachov 2026', page: '3', perPage: '100' })).toEqual({
      search: 'Novák',
      validity: 'ALL',
      qualification: 'LEVEL2',
      course: 'Harrachov 2026',
      page: 3,
      perPage: 100,
    });
  });

  it('takes a registration number the router read as a number as the search text', () => {
    expect(parseRoleHolderSearch({ search: 100234 })).toEqual({ search: '100234' });
  });

  it('leaves out what does not parse and the defaults', () => {
    expect(
      parseRoleHolderSearch({ search: '   ', validity: 'valid', qualification: 'level2; drop', course: Number.POSITIVE_INFINITY, page: '0', perPage: '30' }),
    ).toEqual({});
    expect(parseRoleHolderSearch({ validity: 'VALID', page: 1, perPage: 50 })).toEqual({});
    expect(parseRoleHolderSearch({ page: '-2', perPage: 'abc', qualification: ['LEVEL1'] })).toEqual({});
  });

  it('cuts a search longer than the server takes', () => {
    expect(parseRoleHolderSearch({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });

  it('shows the roles in force unless another validity is chosen', () => {
    expect(validityOf({})).toBe('VALID');
    expect(validityOf({ validity: 'EXPIRING' })).toBe('EXPIRING');
  });

  it('goes back to the first page and drops an emptied filter when one changes', () => {
    const search = parseRoleHolderSearch({ search: 'novak', qualification: 'LEVEL1', page: '4', perPage: '200' });
    expect(withFilter(search, 'validity', 'EXPIRED')).toEqual({ search: 'novak', qualification: 'LEVEL1', validity: 'EXPIRED', perPage: 200 });
    expect(withFilter(search, 'qualification', '')).toEqual({ search: 'novak', perPage: 200 });
    expect(withFilter({ validity: 'ALL' }, 'validity', 'VALID')).toEqual({});
  });

  it('knows whether a filter is set (the paging is none)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ page: 2, perPage: 100 })).toBe(false);
    expect(hasFilters({ course: 'Jablonec' })).toBe(true);
    expect(filterOnly({ search: 'a', page: 5, perPage: 25 })).toEqual({ search: 'a', perPage: 25 });
  });

  it('asks the API for the page with the whole filter, unset parts as null', () => {
    expect(roleHoldersVariables('COACH', 1, { search: 'novak', page: 2 })).toEqual({
      kind: 'COACH',
      departmentId: 1,
      filter: { search: 'novak', validity: 'VALID', qualification: null, course: null },
      page: 2,
      perPage: 50,
    });
    expect(roleHoldersVariables('INSTRUCTOR', undefined, { validity: 'ALL', perPage: 200 })).toMatchObject({
      departmentId: null,
      filter: { validity: 'ALL' },
      page: 1,
      perPage: 200,
    });
  });

  it('puts the filter, not the paging, into the workbook’s query', () => {
    expect(roleHoldersExportUrl('/api/section/export/coach.xlsx', { search: 'Nová k', validity: 'ALL', qualification: 'LEVEL0', course: 'Kurz 1', page: 3 })).toBe(
      '/api/section/export/coach.xlsx?search=Nov%C3%A1+k&validity=ALL&qualification=LEVEL0&course=Kurz+1',
    );
    expect(roleHoldersExportUrl('/api/admin/export/instructor/0.xlsx', {})).toBe('/api/admin/export/instructor/0.xlsx?validity=VALID');
  });
});
