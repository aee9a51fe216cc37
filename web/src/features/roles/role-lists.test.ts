import { describe, expect, it } from 'vitest';
import { downloadsWorkbooks, groupByDepartment, isDepartmentList, isListKind, listDepartments } from './role-lists';

const crossCountry = { id: 1, name: 'Běh na lyžích' };
const alpine = { id: 2, name: 'Alpské lyžování' };

describe('the role lists', () => {
  it('are the coaches’, technical delegates’, referees’ and instructors’; only instructors have no department', () => {
    expect(isListKind('COACH')).toBe(true);
    expect(isListKind('INSTRUCTOR')).toBe(true);
    expect(isListKind('HEALTH_CHECK')).toBe(false);
    expect(isListKind('ATHLETE')).toBe(false);
    expect(isDepartmentList('REFEREE')).toBe(true);
    expect(isDepartmentList('INSTRUCTOR')).toBe(false);
  });

  it('group the overview by department name, instructors last, kinds in the lists’ order', () => {
    const groups = groupByDepartment([
      { department: null, kind: 'INSTRUCTOR' as const },
      { department: crossCountry, kind: 'HEALTH_CHECK' as const },
      { department: crossCountry, kind: 'COACH' as const },
      { department: alpine, kind: 'REFEREE' as const },
      { department: crossCountry, kind: 'TECHNICAL_DELEGATE' as const },
    ]);
    expect(groups.map((group) => group.department?.name ?? 'bez úseku')).toEqual(['Alpské lyžování', 'Běh na lyžích', 'bez úseku']);
    expect(groups[1]?.lines.map((line) => line.kind)).toEqual(['COACH', 'TECHNICAL_DELEGATE', 'HEALTH_CHECK']);
  });

  it('open a Section’s own department only, every department for the others', () => {
    expect(listDepartments([alpine, crossCountry], { identityType: 'SECTION', name: 'Běh na lyžích' })).toEqual([crossCountry]);
    expect(listDepartments([alpine, crossCountry], { identityType: 'ADMIN', name: null })).toEqual([alpine, crossCountry]);
    expect(listDepartments([alpine, crossCountry], { identityType: 'AREA', name: 'Liberecký kraj' })).toHaveLength(2);
  });

  it('offer the workbook to Admin and Section only (an Area’s would be refused)', () => {
    expect(downloadsWorkbooks('ADMIN')).toBe(true);
    expect(downloadsWorkbooks('SECTION')).toBe(true);
    expect(downloadsWorkbooks('AREA')).toBe(false);
    expect(downloadsWorkbooks(undefined)).toBe(false);
  });
});
