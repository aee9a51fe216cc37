import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
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
  return useInvalidatingMutation([getMeQueryOptions().queryKey], (input: { email: string; password: string }) =>
    request(LoginDocument, { input }).then((data) => data.login),
  );
}
