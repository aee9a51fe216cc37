// How many items wait in each worklist of the data cleanup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const CleanupOverviewDocument = graphql(`
  query CleanupOverview {
    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }
  }
`);

export const getCleanupOverviewQueryOptions = () =>
  queryOptions({
    queryKey: cleanupKeys.overview(),
    queryFn: () => request(CleanupOverviewDocument).then((data) => data.cleanupOverview),
  });

export const useCleanupOverview = () => useQuery(getCleanupOverviewQueryOptions());
