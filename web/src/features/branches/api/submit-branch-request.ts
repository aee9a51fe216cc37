// Sends the public application; the answer is the chair's e-mail the confirmation link went to.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SubmitBranchRequestInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';

export const SubmitBranchRequestDocument = graphql(`
  mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) {
    submitBranchRequest(input: $input)
  }
`);

export const useSubmitBranchRequest = () =>
  useMutation({ mutationFn: (input: SubmitBranchRequestInput) => request(SubmitBranchRequestDocument, { input }).then((data) => data.submitBranchRequest) });
