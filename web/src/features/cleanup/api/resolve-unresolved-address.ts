// Choosing the address point of an unresolved address; answers how many members got it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResolveUnresolvedAddressInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const ResolveUnresolvedAddressDocument = graphql(`
  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {
    resolveUnresolvedAddress(input: $input)
  }
`);

export function useResolveUnresolvedAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveUnresolvedAddressInput) => request(ResolveUnresolvedAddressDocument, { input }).then((data) => data.resolveUnresolvedAddress),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: cleanupKeys.all });
      await client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
