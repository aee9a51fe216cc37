// How many FIS-code proposals wait (the hub's card), without the proposals themselves.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const FisProposalCountDocument = graphql(`
  query FisProposalCount {
    fisPairingProposals { totalCount }
  }
`);

export const getFisProposalCountQueryOptions = () =>
  graphqlQueryOptions(cleanupKeys.fisProposalCount(), FisProposalCountDocument, {}, (data) => data.fisPairingProposals.totalCount);

export const useFisProposalCount = () => useQuery(getFisProposalCountQueryOptions());
