// One unresolved address with the address points it may mean, best first.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const UnresolvedAddressDocument = graphql(`
  query UnresolvedAddress($id: Int!) {
    unresolvedAddress(id: $id) {
      address { id text members importRows }
      suggestions { code text }
    }
  }
`);

export const getUnresolvedAddressQueryOptions = (id: number) =>
  graphqlQueryOptions(cleanupKeys.address(id), UnresolvedAddressDocument, { id }, (data) => data.unresolvedAddress);

export const useUnresolvedAddress = (id: number) => useQuery(getUnresolvedAddressQueryOptions(id));
