import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { regionKeys } from './keys';

export const RegionsDocument = graphql(`
  query Regions {
    regions { id code name }
  }
`);

/** The 14 regions; they change once in decades, so they stay cached for the session. */
export const getRegionsQueryOptions = () =>
  queryOptions({
    queryKey: regionKeys.list(),
    queryFn: () => request(RegionsDocument).then((data) => data.regions),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRegions = () => useQuery(getRegionsQueryOptions());
