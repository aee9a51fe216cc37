// The react-query keys of the home page: its one query of the latest news, the nearest events
// and the latest results.
export const publicHomeKeys = {
  all: ['publicHome'] as const,
  summary: () => ['publicHome', 'summary', {}] as const,
};
