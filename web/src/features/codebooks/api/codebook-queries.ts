// react-query options and hooks shared by every codebook (keys from ./keys): every change
// invalidates the codebook's key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodebookApi, FormInput, ListFilter } from '../codebook';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { codebookKeys } from './keys';

export const getCodebookListQueryOptions = (api: CodebookApi, filter: ListFilter = {}) =>
  queryOptions({
    queryKey: codebookKeys(api).list(filter),
    queryFn: () => api.list(filter),
  });

export const getCodebookItemQueryOptions = (api: CodebookApi, id: number) =>
  queryOptions({
    queryKey: codebookKeys(api).item(id),
    queryFn: () => api.one(id),
  });

export const useCodebookList = (api: CodebookApi, filter: ListFilter = {}) => useQuery(getCodebookListQueryOptions(api, filter));

export const useCodebookItem = (api: CodebookApi, id: number) => useQuery(getCodebookItemQueryOptions(api, id));

/** Creates (no id) or updates an item. */
export function useSaveCodebookItem(api: CodebookApi) {
  return useInvalidatingMutation([codebookKeys(api).all], ({ id, input }: { id: number | undefined; input: FormInput }) =>
    id === undefined ? api.create(input) : api.update(id, input),
  );
}

export function useDeleteCodebookItem(api: CodebookApi) {
  return useInvalidatingMutation([codebookKeys(api).all], (id: number) => api.remove(id));
}
