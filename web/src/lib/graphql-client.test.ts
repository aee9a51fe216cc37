import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentNode } from 'graphql';
import { GraphQLRequestError, joinErrorMessages, operationOf, queryText, request } from './graphql-client';

describe('joinErrorMessages', () => {
  it('joins messages with newlines', () => {
    expect(joinErrorMessages([{ message: 'První' }, { message: 'Druhá' }])).toBe('První\nDruhá');
  });

  it('says when an error has no message', () => {
    expect(joinErrorMessages([{}, { message: 'Druhá' }])).toBe('Error message not found.\nDruhá');
  });
});

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals());

  const document = parse('query Members($page: Int!) { members(input: { page: $page }) { totalCount } }');

  it('sends the operation headers and returns the data', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ data: { members: { totalCount: 3 } } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = await request(document, { page: 1 });
    expect(data).toEqual({ members: { totalCount: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-GQL-Operation': 'Members', 'X-GQL-Operation-Type': 'query' });
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: { page: 1 }, operationName: 'Members' });
  });

  it('rejects with every error combined and the first code', async () => {
    const errors = [
      { message: 'Musíte se přihlásit', extensions: { code: 'UNAUTHENTICATED' } },
      { extensions: { code: 'INTERNAL' } },
    ];
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: null, errors }), { status: 200 })));
    const failure = await request(document, { page: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).message).toBe('Musíte se přihlásit\nError message not found.');
    expect((failure as GraphQLRequestError).code).toBe('UNAUTHENTICATED');
  });
});

describe('operationOf', () => {
  it('reads the name and type of the operation', () => {
    expect(operationOf(parse('mutation Login { logout }'))).toEqual({ name: 'Login', type: 'mutation' });
  });

  it('refuses anonymous operations', () => {
    expect(() => operationOf(parse('{ me { permissions } }'))).toThrow();
  });
});

describe('queryText', () => {
  it('sends a document as written', () => {
    expect(queryText(parse('query Me { me { permissions } }'))).toBe('query Me { me { permissions } }');
  });

  it('refuses a document without its source text', () => {
    const built: DocumentNode = { ...parse('query Me { me { permissions } }'), loc: undefined };
    expect(() => queryText(built)).toThrow('source text');
  });
});
