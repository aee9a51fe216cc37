// The article builder's tabs, as its address names them (`/evidence/obsah/clanky/{id}/{tab}`).
// Apart from the form, so that the route tree (in the entry every page loads) carries no more.
export const ARTICLE_TABS = ['zakladni', 'nastaveni', 'seo'] as const;
export type ArticleTab = (typeof ARTICLE_TABS)[number];

/** The tab of a path's `activeTab`, or undefined for an unknown one (404). */
export function parseArticleTab(value: string): ArticleTab | undefined {
  return ARTICLE_TABS.find((tab) => tab === value);
}
