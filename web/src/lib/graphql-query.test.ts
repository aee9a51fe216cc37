import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { QueryClient, keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { graphqlQueryOptions } from './graphql-query';

const request = vi.hoisted(() => vi.fn());
vi.mock('./graphql-client', () => ({ request }));

// The request is mocked: any document of the right type does.
const RegionsDocument = {} as TypedDocumentNode<{ regions: { id: number; code: string }[] }, Record<string, never>>;

describe('graphqlQueryOptions', () => {
  it('runs the document with its variables under the key and gives the picked part', async () => {
    request.mockResolvedValueOnce({ regions: [{ id: 1, code: 'LBK', name: 'Liberecký kraj' }] });
    const options = graphqlQueryOptions(['regions', 'list', {}], RegionsDocument, {}, (data) => data.regions.map((region) => region.code));
    expect(options.queryKey).toEqual(['regions', 'list', {}]);
    expect(await new QueryClient().fetchQuery(options)).toEqual(['LBK']);
    expect(request).toHaveBeenCalledWith(RegionsDocument, {});
  });

  it('adds the other options it is given', () => {
    const options = graphqlQueryOptions(['regions'], RegionsDocument, {}, (data) => data, { placeholderData: keepPreviousData, staleTime: 10 });
    expect(options.placeholderData).toBe(keepPreviousData);
    expect(options.staleTime).toBe(10);
  });
});
