// The react-query keys of the evidence's content area: the article library, one article, the
// preview of a text, the pages and one page. A saved or deleted article invalidates
// `articleKeys.all`, a page `contentPageKeys.all`; both also the public content's queries (its
// keys' first part, features/content/api/keys.ts), so that a page opened next shows the change.
export interface ArticleListParams {
  search: string;
}

export const articleKeys = {
  all: ['contentArticles'] as const,
  list: (params: ArticleListParams) => ['contentArticles', 'list', params] as const,
  detail: (id: number) => ['contentArticles', 'detail', { id }] as const,
  /** The articles a parent may be chosen from. */
  parents: () => ['contentArticles', 'parents', {}] as const,
};

export const contentPageKeys = {
  all: ['contentPages'] as const,
  list: () => ['contentPages', 'list', {}] as const,
  detail: (id: number) => ['contentPages', 'detail', { id }] as const,
};

export const richTextPreviewKeys = {
  preview: (text: string) => ['richTextPreview', 'preview', { text }] as const,
};

/** The public news and pages (what the public content feature asks for). */
export const publicContentKeys = [['publicArticles'], ['publicContentPages'], ['publicHome']] as const;
