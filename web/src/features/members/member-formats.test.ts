import type { ValueGetterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { type MemberRow, memberColumns } from './components/member-columns';
import { archivedNotice } from './routes/member-pages';

const row = {
  id: 1,
  registrationNumber: 2015,
  firstName: 'Jan',
  lastName: 'Novák',
  sex: 'MALE',
  birthYear: 1990,
  birthDate: '1990-05-05',
  birthNumber: null,
  memberSince: null,
  club: null,
  region: null,
} satisfies MemberRow;

function cell(colId: string): unknown {
  const column = memberColumns(true).find((candidate) => candidate.colId === colId);
  const getter = column?.valueGetter;
  if (typeof getter !== 'function') throw new Error(`column ${colId} has no value getter`);
  return getter({ data: row } as ValueGetterParams<MemberRow>);
}

describe('member formats', () => {
  it('shows grid dates the way the record does and leaves empty ones blank', () => {
    expect(cell('birthDate')).toBe('5. 5. 1990');
    expect(cell('memberSince')).toBe('');
  });

  it('says since when and why a member is archived, in Prague time', () => {
    expect(archivedNotice({ archivedAt: '2026-03-07T23:30:00Z', archiveReason: 'Ukončila činnost' })).toBe(
      'Člen je archivovaný od 8. 3. 2026 (Ukončila činnost). Nezobrazuje se v seznamech ani na veřejných stránkách.',
    );
    expect(archivedNotice({ archivedAt: null, archiveReason: null })).toBe(
      'Člen je archivovaný. Nezobrazuje se v seznamech ani na veřejných stránkách.',
    );
  });
});
