// One page of the page builder with its sections in order: Admin only.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContentPageQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { contentPageKeys } from './keys';

export const ContentPageDocument = graphql(`
  query ContentPage($id: Int!) {
    contentPage(id: $id) {
      id title slug active url updatedAt
      seoTitle seoDescription ogTitle ogDescription
      ogImage { id width height src srcSet }
      sections {
        kind title subtitle text
        features { name image { id width height src srcSet } }
        people { name description text phone image { id width height src srcSet } }
      }
    }
  }
`);

export type ContentPageDetail = ContentPageQuery['contentPage'];

export const getContentPageQueryOptions = (id: number) => graphqlQueryOptions(contentPageKeys.detail(id), ContentPageDocument, { id }, (data) => data.contentPage);

export const useContentPage = (id: number) => useQuery(getContentPageQueryOptions(id));
