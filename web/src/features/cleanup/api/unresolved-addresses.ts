// Address texts that did not resolve to a RÚIAN address point, oldest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { WorklistInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
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
  graphqlQueryOptions(cleanupKeys.addresses(input), UnresolvedAddressesDocument, { input }, (data) => data.unresolvedAddresses, {
    placeholderData: keepPreviousData,
  });

export const useUnresolvedAddresses = (input: WorklistInput) => useQuery(getUnresolvedAddressesQueryOptions(input));
