import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { getMeQueryOptions } from './me';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      expiresAt
      me { activeIdentity { identityType landingPage } }
    }
  }
`);

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      request(LoginDocument, { input }).then((data) => data.login),
    onSuccess: () => client.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
