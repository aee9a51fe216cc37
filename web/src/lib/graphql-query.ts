// The shape every feature's api files repeat: query options that run one GraphQL document
// (STYLE.md §15: `get...QueryOptions(vars)`). The mutations are in graphql-mutation.ts, apart,
// so that the public pages' first load does not carry react-query's mutations.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type QueryKey, type UseQueryOptions, queryOptions } from '@tanstack/react-query';
import { firstData, firstDataAvailable } from './first-data';
import { operationOf, request } from './graphql-client';

/** Query options under `queryKey` that run `document` with `variables` and give the part of the
 * answer `pick` takes; `extra` adds other options (`placeholderData`, `staleTime`,
 * `refetchInterval`). While a public page starts, the answer the api embedded in it is the
 * query's initial data (lib/first-data.ts), fresh from now: the page is not asked for again. */
export function graphqlQueryOptions<TData, TVariables, TResult, TKey extends QueryKey>(
  queryKey: TKey,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TResult,
  extra: Pick<UseQueryOptions<TResult, Error, TResult, TKey>, 'placeholderData' | 'staleTime' | 'refetchInterval'> = {},
) {
  const options = queryOptions({ queryKey, queryFn: () => request(document, variables).then(pick), ...extra });
  const first = firstDataAvailable() ? (firstData(operationOf(document).name, variables) as TData | undefined) : undefined;
  if (first === undefined) return options;
  return { ...options, initialData: pick(first), initialDataUpdatedAt: Date.now() } as typeof options;
}
