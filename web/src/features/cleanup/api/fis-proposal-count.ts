// How many FIS-code proposals wait (the hub's card), without the proposals themselves.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const FisProposalCountDocument = graphql(`
  query FisProposalCount {
    fisPairingProposals { totalCount }
  }
`);

export const getFisProposalCountQueryOptions = () =>
  queryOptions({
    queryKey: cleanupKeys.fisProposalCount(),
    queryFn: () => request(FisProposalCountDocument).then((data) => data.fisPairingProposals.totalCount),
  });

export const useFisProposalCount = () => useQuery(getFisProposalCountQueryOptions());
