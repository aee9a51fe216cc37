import { describe, expect, it } from 'vitest';
import { membersExportUrl } from './export-url';

describe('membersExportUrl', () => {
  it('uses the role of the active identity and the grid filters', () => {
    expect(membersExportUrl('AREA', {})).toBe('/api/area/export/members-all-csv');
    expect(membersExportUrl('TEAM', { search: ' Novák ', sex: 'FEMALE', birthYear: 2010, regionId: 7 })).toBe(
      '/api/team/export/members-all-csv?search=Nov%C3%A1k&sex=FEMALE&birthYear=2010&regionId=7',
    );
  });

  it('has nothing for identities without the export', () => {
    expect(membersExportUrl('PERSON', {})).toBeUndefined();
    expect(membersExportUrl('PUBLIC', {})).toBeUndefined();
  });
});
