import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { regionKeys } from './keys';

export const RegionsDocument = graphql(`
  query Regions {
    regions { id code name }
  }
`);

/** The 14 regions; they change once in decades, so they stay cached for the session. */
export const getRegionsQueryOptions = () =>
  graphqlQueryOptions(regionKeys.list(), RegionsDocument, {}, (data) => data.regions, { staleTime: Number.POSITIVE_INFINITY });

export const useRegions = () => useQuery(getRegionsQueryOptions());
