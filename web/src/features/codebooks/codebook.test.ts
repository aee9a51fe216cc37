import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, type FieldSpec, emptyValues, formSchema, rowToValues, valuesToInput } from './codebook';

const fields: FieldSpec[] = [
  { name: 'seasonId', label: 'Sezóna', kind: 'season' },
  { name: 'code', label: 'Kód', kind: 'code' },
  { name: 'name', label: 'Název', kind: 'text' },
  { name: 'startDate', label: 'Začátek', kind: 'date' },
  { name: 'endDate', label: 'Konec', kind: 'date' },
  { name: 'regionId', label: 'Kraj', kind: 'region', optional: true },
  { name: 'team', label: 'Družstva', kind: 'checkbox' },
];

function problems(values: Record<string, string | boolean>): Record<string, string> {
  const result = formSchema(fields).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const valid = { seasonId: '2', code: 'cc-sp', name: 'Sprint', startDate: '2026-11-01', endDate: '2027-04-30', regionId: '', team: false };

describe('codebook forms', () => {
  it('accept a valid item', () => {
    expect(problems(valid)).toEqual({});
  });

  it('say which required fields are empty, in Czech', () => {
    expect(problems({ ...valid, seasonId: '', name: '   ' })).toEqual({ seasonId: 'Toto pole je povinné', name: 'Toto pole je povinné' });
  });

  it('refuse codes with diacritics or spaces', () => {
    expect(problems({ ...valid, code: 'běh na lyžích' }).code).toMatch(/^Kód může obsahovat jen/);
  });

  it('refuse a range that ends before it starts, on the end field', () => {
    expect(problems({ ...valid, endDate: '2026-10-31' })).toEqual({ endDate: END_BEFORE_START });
    expect(problems({ ...valid, endDate: '2026-11-01' })).toEqual({});
  });

  it('turn form values into the GraphQL input and rows back into form values', () => {
    const input = valuesToInput(fields, { ...valid, name: ' Sprint ' });
    expect(input).toEqual({ seasonId: 2, code: 'cc-sp', name: 'Sprint', startDate: '2026-11-01', endDate: '2027-04-30', regionId: null, team: false });
    const row = { id: 5, seasonId: 2, code: 'cc-sp', name: 'Sprint', startDate: '2026-11-01', endDate: '2027-04-30', regionId: null, team: true };
    expect(rowToValues(fields, row)).toEqual({ ...valid, team: true });
    expect(emptyValues(fields, { seasonId: '3' })).toMatchObject({ seasonId: '3', name: '', team: false });
  });
});
