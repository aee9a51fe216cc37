// One unresolved address with the address points it may mean, best first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
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
  queryOptions({
    queryKey: cleanupKeys.address(id),
    queryFn: () => request(UnresolvedAddressDocument, { id }).then((data) => data.unresolvedAddress),
  });

export const useUnresolvedAddress = (id: number) => useQuery(getUnresolvedAddressQueryOptions(id));
