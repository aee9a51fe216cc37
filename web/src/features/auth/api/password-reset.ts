import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => request(RequestPasswordResetDocument, { input: { email } }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string; again: string }) =>
      request(ResetPasswordDocument, { input }),
  });
