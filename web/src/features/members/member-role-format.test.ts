import { describe, expect, it } from 'vitest';
import {
  canEndToday,
  emptyRoleForm,
  missingRoleFields,
  placeRoleProblems,
  qualificationChoices,
  qualificationLabel,
  roleDepartmentLabel,
  roleFormOf,
  roleHasEnded,
  roleInputOf,
  roleName,
} from './member-role-format';

describe('a member role as the roles tab shows it', () => {
  it('names the qualification of each kind in Czech', () => {
    expect(qualificationLabel({ coachLevel: 'LEVEL0' })).toBe('Trenér – absolvent');
    expect(qualificationLabel({ coachLevel: 'LEVEL2' })).toBe('Trenér 2. stupně');
    expect(qualificationLabel({ instructorLicence: 'ILP' })).toBe('ILP');
    expect(qualificationLabel({ refereeType: 'REFEREE_SPECIALIST' })).toBe('Rozhodčí specialista');
    expect(qualificationLabel({ technicalDelegateType: 'TECHNICAL_DELEGATE_FIS' })).toBe('Technický delegát FIS');
    expect(qualificationLabel({ coachLevel: null, refereeType: null })).toBe('');
  });

  it('offers the qualifications of a kind in order', () => {
    expect(qualificationChoices('COACH').map((choice) => choice.label)).toEqual([
      'Trenér – absolvent',
      'Trenér 1. stupně',
      'Trenér 2. stupně',
      'Trenér 3. stupně',
      'Trenér 4. stupně',
    ]);
    expect(qualificationChoices('INSTRUCTOR').map((choice) => choice.value)).toEqual(['CL', 'DUL', 'IL', 'ILP', 'UL']);
    expect(qualificationChoices('TECHNICAL_DELEGATE')).toEqual([
      { value: 'TECHNICAL_DELEGATE', label: 'Technický delegát' },
      { value: 'TECHNICAL_DELEGATE_FIS', label: 'Technický delegát FIS' },
    ]);
  });

  it('writes an instructor’s licence as held in no department, a missing department as a dash', () => {
    expect(roleDepartmentLabel({ kind: 'COACH', departmentName: 'Běh na lyžích' })).toBe('Běh na lyžích');
    expect(roleDepartmentLabel({ kind: 'INSTRUCTOR', departmentName: null })).toBe('bez úseku');
    expect(roleDepartmentLabel({ kind: 'HEALTH_CHECK', departmentName: null })).toBe('—');
    expect(roleName({ kindLabel: 'Trenér', departmentName: 'Běh na lyžích' })).toBe('Trenér – Běh na lyžích');
    expect(roleName({ kindLabel: 'Cvičitel', departmentName: null })).toBe('Cvičitel');
  });

  it('marks a role ended before today, and ends today only one still running after it', () => {
    expect(roleHasEnded('2026-12-01', '2026-12-02')).toBe(true);
    expect(roleHasEnded('2026-12-02', '2026-12-02')).toBe(false);
    expect(roleHasEnded(null, '2026-12-02')).toBe(false);
    expect(canEndToday(null, '2026-12-02')).toBe(true);
    expect(canEndToday('2027-06-30', '2026-12-02')).toBe(true);
    expect(canEndToday('2026-12-02', '2026-12-02')).toBe(false);
    expect(canEndToday('2025-01-01', '2026-12-02')).toBe(false);
  });
});

describe('the role form', () => {
  it('asks for the kind, its department and qualification, the start, and a health check’s end', () => {
    const empty = emptyRoleForm('2026-12-02');
    expect(missingRoleFields(empty, 'Povinné')).toEqual({ kind: 'Povinné' });
    expect(missingRoleFields({ ...empty, kind: 'COACH' }, 'Povinné')).toEqual({ departmentId: 'Povinné', qualification: 'Povinné' });
    expect(missingRoleFields({ ...empty, kind: 'INSTRUCTOR', qualification: 'UL' }, 'Povinné')).toEqual({});
    expect(missingRoleFields({ ...empty, kind: 'HEALTH_CHECK', departmentId: '1', validFrom: '' }, 'Povinné')).toEqual({ validFrom: 'Povinné', validTo: 'Povinné' });
  });

  it('sends the qualification in its kind’s field, no department for an instructor, empty texts as none', () => {
    const values = { ...emptyRoleForm('2026-12-02', 'COACH'), departmentId: '1', qualification: 'LEVEL3', licenceNumber: ' T-123 ', course: '' };
    expect(roleInputOf({ ...values, kind: 'COACH' })).toEqual({
      kind: 'COACH',
      departmentId: 1,
      validFrom: '2026-12-02',
      validTo: null,
      coachLevel: 'LEVEL3',
      instructorLicence: null,
      refereeType: null,
      technicalDelegateType: null,
      licenceNumber: 'T-123',
      course: null,
      note: null,
    });
    expect(roleInputOf({ ...values, kind: 'INSTRUCTOR', qualification: 'DUL' })).toMatchObject({ departmentId: null, coachLevel: null, instructorLicence: 'DUL' });
    expect(roleInputOf({ ...values, kind: 'HEALTH_CHECK', validTo: '2027-12-01' })).toMatchObject({ coachLevel: null, validTo: '2027-12-01' });
  });

  it('fills in a role being corrected', () => {
    expect(
      roleFormOf({
        kind: 'REFEREE',
        departmentId: 3,
        validFrom: '2024-05-01',
        validTo: null,
        refereeType: 'REFEREE',
        licenceNumber: 'R-9',
        course: null,
        note: 'Poznámka',
      }),
    ).toEqual({ kind: 'REFEREE', departmentId: '3', qualification: 'REFEREE', validFrom: '2024-05-01', validTo: '', licenceNumber: 'R-9', course: '', note: 'Poznámka' });
  });

  it('places the server’s refusals by the form’s fields, the rest as the form’s message', () => {
    expect(
      placeRoleProblems({
        fields: [
          { field: 'coachLevel', message: 'Vyberte trenérskou třídu.' },
          { field: 'validTo', message: 'Konec nesmí být před začátkem.' },
          { field: 'memberId', message: 'Člen je archivovaný.' },
        ],
        message: undefined,
      }),
    ).toEqual({
      errors: { qualification: 'Vyberte trenérskou třídu.', validTo: 'Konec nesmí být před začátkem.' },
      message: 'Člen je archivovaný.',
    });
    expect(placeRoleProblems({ fields: [], message: 'Na to nemáte oprávnění.' })).toEqual({ errors: {}, message: 'Na to nemáte oprávnění.' });
  });
});
