// The article library for Admin: last changed first, 50 a page ("Další" asks for the next one
// while the server says `hasMore`), optionally only the articles whose title or address holds
// the search.
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContentArticlesQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { type ArticleListParams, articleKeys } from './keys';

export const ContentArticlesDocument = graphql(`
  query ContentArticles($search: String, $page: Int!) {
    articles(search: $search, page: $page) {
      items { id title slug author active publishedAt isPublic url parentId parentTitle updatedAt }
      hasMore
    }
  }
`);

export type ArticleLibraryPage = ContentArticlesQuery['articles'];
export type ArticleRow = ArticleLibraryPage['items'][number];

export const getContentArticlesQueryOptions = (params: ArticleListParams) =>
  infiniteQueryOptions({
    queryKey: articleKeys.list(params),
    queryFn: ({ pageParam }) => request(ContentArticlesDocument, { search: params.search === '' ? null : params.search, page: pageParam }).then((data) => data.articles),
    initialPageParam: 1,
    getNextPageParam: (last: ArticleLibraryPage, all: ArticleLibraryPage[]) => (last.hasMore ? all.length + 1 : undefined),
  });

export const useContentArticles = (params: ArticleListParams) => useInfiniteQuery(getContentArticlesQueryOptions(params));

/** The most pages of the library the parent select reads (50 articles each). */
const MAX_PARENT_PAGES = 20;

/** Every article of the library (up to 1000), for the parent select, by title. */
async function allArticles(): Promise<ArticleRow[]> {
  const rows: ArticleRow[] = [];
  for (let page = 1; page <= MAX_PARENT_PAGES; page += 1) {
    const answer = await request(ContentArticlesDocument, { search: null, page }).then((data) => data.articles);
    rows.push(...answer.items);
    if (!answer.hasMore) break;
  }
  return rows.sort((a, b) => a.title.localeCompare(b.title, 'cs'));
}

export const getParentArticlesQueryOptions = () => ({ queryKey: articleKeys.parents(), queryFn: allArticles });

export const useParentArticles = () => useQuery(getParentArticlesQueryOptions());
