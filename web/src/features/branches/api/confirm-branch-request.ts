// Confirms the chair's e-mail by the token of the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const ConfirmBranchRequestDocument = graphql(`
  mutation ConfirmBranchRequest($token: String!) {
    confirmBranchRequest(token: $token)
  }
`);

export const useConfirmBranchRequest = () =>
  useMutation({ mutationFn: (token: string) => request(ConfirmBranchRequestDocument, { token }).then((data) => data.confirmBranchRequest) });
