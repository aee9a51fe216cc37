// The loaded FIS points list versions, newest first (Admin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const FisPointsListsDocument = graphql(`
  query FisPointsLists {
    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }
  }
`);

export const getFisPointsListsQueryOptions = () =>
  queryOptions({
    queryKey: cleanupKeys.fisLists(),
    queryFn: () => request(FisPointsListsDocument).then((data) => data.fisPointsLists),
  });

export const useFisPointsLists = () => useQuery(getFisPointsListsQueryOptions());
