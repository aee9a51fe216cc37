import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { IdentityType } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';

export const SwitchIdentityDocument = graphql(`
  mutation SwitchIdentity($input: SwitchIdentityInput!) {
    switchIdentity(input: $input) {
      activeIdentity { identityType identityId landingPage }
    }
  }
`);

export function useSwitchIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { identityType: IdentityType; identityId: number }) =>
      request(SwitchIdentityDocument, { input }).then((data) => data.switchIdentity),
    // Everything cached was seen through the previous identity; refetch without waiting.
    onSuccess: () => void client.invalidateQueries(),
  });
}
