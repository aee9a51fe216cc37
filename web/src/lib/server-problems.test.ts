import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-client';
import { serverProblems } from './server-problems';

describe('serverProblems', () => {
  it('puts VALIDATION errors on their fields', () => {
    const error = new GraphQLRequestError(
      [{ message: 'Neplatné údaje', extensions: { code: 'VALIDATION', fields: [{ field: 'birthDate', message: 'Datum narození neodpovídá rodnému číslu.' }] } }],
      200,
    );
    expect(serverProblems(error)).toEqual({ fields: [{ field: 'birthDate', message: 'Datum narození neodpovídá rodnému číslu.' }], message: undefined });
  });

  it('puts a CONFLICT on the field it names', () => {
    const error = new GraphQLRequestError([{ message: 'Toto rodné číslo už má jiný člen.', extensions: { code: 'CONFLICT', field: 'birthNumber' } }], 200);
    expect(serverProblems(error).fields).toEqual([{ field: 'birthNumber', message: 'Toto rodné číslo už má jiný člen.' }]);
  });

  it('keeps other errors for the whole form', () => {
    const error = new GraphQLRequestError([{ message: 'Členy nelze sloučit: oba jsou členy klubu.', extensions: { code: 'MERGE_CONFLICT' } }], 200);
    expect(serverProblems(error)).toEqual({ fields: [], message: 'Členy nelze sloučit: oba jsou členy klubu.' });
    expect(serverProblems(new Error('síť'))).toEqual({ fields: [], message: 'síť' });
  });
});
