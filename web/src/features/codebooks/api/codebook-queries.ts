// react-query options and hooks shared by every codebook: keys start with the codebook's key,
// then the list filter or the id; every change invalidates the codebook's key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodebookApi, FormInput, ListFilter } from '../codebook';

export const getCodebookListQueryOptions = (api: CodebookApi, filter: ListFilter = {}) =>
  queryOptions({
    queryKey: [api.key, 'list', filter],
    queryFn: () => api.list(filter),
  });

export const getCodebookItemQueryOptions = (api: CodebookApi, id: number) =>
  queryOptions({
    queryKey: [api.key, 'item', { id }],
    queryFn: () => api.one(id),
  });

export const useCodebookList = (api: CodebookApi, filter: ListFilter = {}) => useQuery(getCodebookListQueryOptions(api, filter));

export const useCodebookItem = (api: CodebookApi, id: number) => useQuery(getCodebookItemQueryOptions(api, id));

/** Creates (no id) or updates an item. */
export function useSaveCodebookItem(api: CodebookApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: FormInput }) =>
      id === undefined ? api.create(input) : api.update(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [api.key] }),
  });
}

export function useDeleteCodebookItem(api: CodebookApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [api.key] }),
  });
}
