// The react-query keys of the workspace: the overview (refetched when the page is opened again)
// and the search by its text.
export const workspaceKeys = {
  all: ['workspace'] as const,
  overview: () => ['workspace', 'overview', {}] as const,
  search: (params: { text: string }) => ['workspace', 'search', params] as const,
};
