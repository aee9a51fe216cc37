// The loaded FIS points list versions, newest first (Admin).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const FisPointsListsDocument = graphql(`
  query FisPointsLists {
    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }
  }
`);

export const getFisPointsListsQueryOptions = () =>
  graphqlQueryOptions(cleanupKeys.fisLists(), FisPointsListsDocument, {}, (data) => data.fisPointsLists);

export const useFisPointsLists = () => useQuery(getFisPointsListsQueryOptions());
