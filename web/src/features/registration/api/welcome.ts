// The welcome page sets the new account's password with the token of the welcome link.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const WelcomeSetPasswordDocument = graphql(`
  mutation WelcomeSetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const useWelcomeSetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; password: string; again: string }) => request(WelcomeSetPasswordDocument, { input }) });
