// The news list /aktuality: the public articles, newest published first, a page at a time
// (the api embeds page 1 of 12 in the page it serves).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { publicArticleKeys } from './keys';

/** How many articles a page of the news list shows. */
export const ARTICLES_PER_PAGE = 12;

export const PublicArticlesDocument = graphql(`
  query PublicArticles($page: Int!, $perPage: Int!) {
    publicArticles(page: $page, perPage: $perPage) {
      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }
      hasMore
    }
  }
`);

export const getPublicArticlesQueryOptions = (page: number) => {
  const variables = { page, perPage: ARTICLES_PER_PAGE };
  return graphqlQueryOptions(publicArticleKeys.list(variables), PublicArticlesDocument, variables, (data) => data.publicArticles);
};

export const usePublicArticles = (page: number) => useQuery(getPublicArticlesQueryOptions(page));
