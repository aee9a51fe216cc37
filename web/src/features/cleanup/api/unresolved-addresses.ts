// Address texts that did not resolve to a RÚIAN address point, oldest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { WorklistInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const UnresolvedAddressesDocument = graphql(`
  query UnresolvedAddresses($input: WorklistInput!) {
    unresolvedAddresses(input: $input) {
      totalCount
      nodes { id text members importRows createdAt }
    }
  }
`);

export const getUnresolvedAddressesQueryOptions = (input: WorklistInput) =>
  queryOptions({
    queryKey: cleanupKeys.addresses(input),
    queryFn: () => request(UnresolvedAddressesDocument, { input }).then((data) => data.unresolvedAddresses),
    placeholderData: keepPreviousData,
  });

export const useUnresolvedAddresses = (input: WorklistInput) => useQuery(getUnresolvedAddressesQueryOptions(input));
