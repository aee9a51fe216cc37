// How many items wait in each worklist of the data cleanup.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const CleanupOverviewDocument = graphql(`
  query CleanupOverview {
    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }
  }
`);

export const getCleanupOverviewQueryOptions = () =>
  graphqlQueryOptions(cleanupKeys.overview(), CleanupOverviewDocument, {}, (data) => data.cleanupOverview);

export const useCleanupOverview = () => useQuery(getCleanupOverviewQueryOptions());
