// One builder page /stranky/{slug}: its sections in order, as an anonymous visitor sees them.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { publicContentPageKeys } from './keys';

export const PublicContentPageDocument = graphql(`
  query PublicContentPage($slug: String!) {
    publicContentPage(slug: $slug) {
      id title slug url
      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }
      sections {
        kind title subtitle html
        features { name image { id width height src srcSet } }
        people { name description text phone image { id width height src srcSet } }
      }
    }
  }
`);

export const getPublicContentPageQueryOptions = (slug: string) =>
  graphqlQueryOptions(publicContentPageKeys.item(slug), PublicContentPageDocument, { slug }, (data) => data.publicContentPage);

export const usePublicContentPage = (slug: string) => useQuery(getPublicContentPageQueryOptions(slug));
