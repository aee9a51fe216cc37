// Choosing the address point of an unresolved address; answers how many members got it.
import { graphql } from '../../../gql';
import type { ResolveUnresolvedAddressInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const ResolveUnresolvedAddressDocument = graphql(`
  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {
    resolveUnresolvedAddress(input: $input)
  }
`);

export function useResolveUnresolvedAddress() {
  return useInvalidatingMutation(
    [cleanupKeys.all, memberKeys.all],
    (input: ResolveUnresolvedAddressInput) => request(ResolveUnresolvedAddressDocument, { input }).then((data) => data.resolveUnresolvedAddress),
  );
}
