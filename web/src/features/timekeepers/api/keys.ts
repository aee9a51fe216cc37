// The react-query keys of timekeeping companies: the entity, the kind of query, then a params object.

export const timekeeperKeys = {
  all: ['timekeepingCompanies'] as const,
  list: () => ['timekeepingCompanies', 'list', {}] as const,
  item: (id: number) => ['timekeepingCompanies', 'item', { id }] as const,
};
