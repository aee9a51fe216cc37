// The react-query keys of a codebook: its key (the GraphQL plural, `departments`), the kind of
// query, then the list filter or the id. A change of an item invalidates the codebook's `all`.
import type { CodebookApi, ListFilter } from '../codebook';

export const codebookKeys = (api: Pick<CodebookApi, 'key'>) => ({
  all: [api.key] as const,
  list: (filter: ListFilter) => [api.key, 'list', filter] as const,
  item: (id: number) => [api.key, 'item', { id }] as const,
});
