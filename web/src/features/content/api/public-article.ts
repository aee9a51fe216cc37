// One public article /aktuality/{slug}: its text, its SEO title and its public child articles.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { publicArticleKeys } from './keys';

export const PublicArticleDocument = graphql(`
  query PublicArticle($slug: String!) {
    publicArticle(slug: $slug) {
      id title slug perex author publishedAt url bodyHtml
      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }
      mainImage { id width height src srcSet }
      children { id title slug perex publishedAt url }
    }
  }
`);

export const getPublicArticleQueryOptions = (slug: string) =>
  graphqlQueryOptions(publicArticleKeys.item(slug), PublicArticleDocument, { slug }, (data) => data.publicArticle);

export const usePublicArticle = (slug: string) => useQuery(getPublicArticleQueryOptions(slug));
