// One article of the library with everything the builder edits, and its child articles.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContentArticleQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { articleKeys } from './keys';

export const ContentArticleDocument = graphql(`
  query ContentArticle($id: Int!) {
    article(id: $id) {
      id title slug perex author body active publishedAt isPublic url parentId parentTitle updatedAt
      mainImage { id width height src srcSet }
      seoTitle seoDescription ogTitle ogDescription
      ogImage { id width height src srcSet }
      children { id title }
    }
  }
`);

export type ArticleDetail = ContentArticleQuery['article'];

export const getContentArticleQueryOptions = (id: number) => graphqlQueryOptions(articleKeys.detail(id), ContentArticleDocument, { id }, (data) => data.article);

export const useContentArticle = (id: number) => useQuery(getContentArticleQueryOptions(id));
