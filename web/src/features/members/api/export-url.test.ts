import { describe, expect, it } from 'vitest';
import { membersExportUrl } from './export-url';

describe('membersExportUrl', () => {
  it('adds the grid filters to the URL the server gives', () => {
    expect(membersExportUrl('/api/area/export/members-all-csv', {})).toBe('/api/area/export/members-all-csv');
    expect(
      membersExportUrl('/api/team/export/members-all-csv', { search: ' Novák ', sex: 'FEMALE', birthYear: 2010, regionId: 7 }),
    ).toBe('/api/team/export/members-all-csv?search=Nov%C3%A1k&sex=FEMALE&birthYear=2010&regionId=7');
  });

  it('carries the paid-season filter, paid or not', () => {
    expect(membersExportUrl('/api/admin/export/members-all-csv', { paidSeasonId: 3, paid: true })).toBe('/api/admin/export/members-all-csv?paidSeasonId=3&paid=true');
    expect(membersExportUrl('/api/admin/export/members-all-csv', { paidSeasonId: 3, paid: false })).toBe('/api/admin/export/members-all-csv?paidSeasonId=3&paid=false');
  });

  it('carries the selected members', () => {
    expect(membersExportUrl('/api/admin/export/members-all-csv', { sex: 'MALE', memberIds: [3, 14, 15] })).toBe(
      '/api/admin/export/members-all-csv?sex=MALE&memberIds=3%2C14%2C15',
    );
    expect(membersExportUrl('/api/admin/export/members-all-csv', { memberIds: [] })).toBe('/api/admin/export/members-all-csv');
  });

  it('carries the role, department and age group', () => {
    expect(membersExportUrl('/api/admin/export/members-all-csv', { clubId: 4, departmentId: 2, roleKind: 'ATHLETE', ageGroup: 'JUNIORS' })).toBe(
      '/api/admin/export/members-all-csv?clubId=4&departmentId=2&roleKind=ATHLETE&ageGroup=JUNIORS',
    );
  });

  it('has nothing when the server offers no export', () => {
    expect(membersExportUrl(null, {})).toBeUndefined();
    expect(membersExportUrl(undefined, { search: 'x' })).toBeUndefined();
  });
});
