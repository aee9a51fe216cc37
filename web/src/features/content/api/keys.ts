// The react-query keys of the public content area: the news list, one article and one builder
// page, each as an anonymous visitor sees it (the evidence's content pages keep their own keys).
export const publicArticleKeys = {
  all: ['publicArticles'] as const,
  list: (variables: { page: number; perPage: number }) => ['publicArticles', 'list', variables] as const,
  item: (slug: string) => ['publicArticles', 'item', { slug }] as const,
};

export const publicContentPageKeys = {
  all: ['publicContentPages'] as const,
  item: (slug: string) => ['publicContentPages', 'item', { slug }] as const,
};
