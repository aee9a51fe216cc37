// The react-query key of the regions (one list, cached for the session).

export const regionKeys = {
  all: ['regions'] as const,
  list: () => ['regions', 'list', {}] as const,
};
