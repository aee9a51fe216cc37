import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(LogoutDocument),
    onSuccess: () => client.clear(),
  });
}
