// The pages of the page builder, by title: Admin only.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContentPagesQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { contentPageKeys } from './keys';

export const ContentPagesDocument = graphql(`
  query ContentPages {
    contentPages { id title slug active url updatedAt }
  }
`);

export type ContentPageRow = ContentPagesQuery['contentPages'][number];

export const getContentPagesQueryOptions = () => graphqlQueryOptions(contentPageKeys.list(), ContentPagesDocument, {}, (data) => data.contentPages);

export const useContentPages = () => useQuery(getContentPagesQueryOptions());
