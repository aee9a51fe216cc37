import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kind, buildSchema, getOperationAST, print, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CODEBOOKS, CODEBOOKS } from '../codebooks';
import { type CodebookDocuments, codebookApi, codebookDocuments } from './codebook-operations';

// The schema the api commits (`schema.graphql` of libs/graphql); a codebook whose names or
// fields do not match it fails here instead of on the server.
const schemaPath = resolve(import.meta.dirname, '../../../../../libs/graphql/schema.graphql');
const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

const KINDS = ['list', 'one', 'create', 'update', 'remove'] as const satisfies readonly (keyof CodebookDocuments)[];

function operationName(document: Parameters<typeof getOperationAST>[0]): string | undefined {
  return getOperationAST(document)?.name?.value;
}

describe('codebook operations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('of every codebook are valid against the committed schema', () => {
    for (const codebook of ALL_CODEBOOKS) {
      const documents = codebookDocuments(codebook.operations);
      for (const kind of KINDS) {
        const errors = validate(schema, documents[kind]).map((error) => error.message);
        expect(errors, `${codebook.slug} ${kind}: ${print(documents[kind])}`).toEqual([]);
      }
    }
  });

  it('keep the operation names of the codebook, unique across codebooks', () => {
    const departments = CODEBOOKS.find((codebook) => codebook.slug === 'useky');
    expect(departments).toBeDefined();
    const documents = codebookDocuments(departments!.operations);
    expect(KINDS.map((kind) => operationName(documents[kind]))).toEqual(['Departments', 'Department', 'CreateDepartment', 'UpdateDepartment', 'DeleteDepartment']);

    const names = CODEBOOKS.flatMap((codebook) => {
      const documents = codebookDocuments(codebook.operations);
      return KINDS.map((kind) => operationName(documents[kind]));
    });
    expect(names).not.toContain(undefined);
    expect(new Set(names).size).toBe(CODEBOOKS.length * 5);
  });

  it('list racing seasons and sport centers with their filters as arguments', () => {
    const listField = (slug: string) => {
      const codebook = CODEBOOKS.find((candidate) => candidate.slug === slug);
      const operation = codebook && getOperationAST(codebookDocuments(codebook.operations).list);
      const field = operation?.selectionSet.selections[0];
      return field?.kind === Kind.FIELD
        ? { name: field.name.value, arguments: field.arguments?.map((argument) => print(argument)) ?? [] }
        : undefined;
    };
    expect(listField('zavodni-sezony')).toEqual({ name: 'racingSeasons', arguments: ['seasonId: $seasonId', 'departmentId: $departmentId'] });
    expect(listField('sportovni-strediska')).toEqual({
      name: 'sportCenters',
      arguments: ['evidenceSeasonId: $evidenceSeasonId', 'departmentId: $departmentId'],
    });
    expect(listField('useky')).toEqual({ name: 'departments', arguments: [] });
  });

  it('send every list argument, null where no filter is chosen, with the operation headers', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: { items: [{ id: 1, name: '2026/2027 – Běh na lyžích' }] } })));
    vi.stubGlobal('fetch', fetch);
    const api = codebookApi({ type: 'RacingSeason', plural: 'RacingSeasons', selection: ['id', 'name'], listArguments: ['seasonId', 'departmentId'] });

    await expect(api.list({ seasonId: 3 })).resolves.toEqual([{ id: 1, name: '2026/2027 – Běh na lyžích' }]);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-GQL-Operation': 'RacingSeasons', 'X-GQL-Operation-Type': 'query' });
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'RacingSeasons', variables: { seasonId: 3, departmentId: null } });
    expect(api.key).toBe('racingSeasons');
  });

  it('update an item with its id inside the input', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: { item: { id: 7, code: 'cc', name: 'Běh na lyžích' } } })));
    vi.stubGlobal('fetch', fetch);
    const api = codebookApi({ type: 'Department', plural: 'Departments', selection: ['id', 'code', 'name'], listArguments: [] });

    await expect(api.update(7, { code: 'cc', name: 'Běh na lyžích' })).resolves.toMatchObject({ id: 7 });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'UpdateDepartment', variables: { input: { code: 'cc', name: 'Běh na lyžích', id: 7 } } });
  });
});
