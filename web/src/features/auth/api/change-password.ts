import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { original: string; password: string; again: string }) =>
      request(ChangePasswordDocument, { input }),
  });
