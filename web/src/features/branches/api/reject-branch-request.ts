// Admin rejects an application with a reason, which is e-mailed to the chair.
import { graphql } from '../../../gql';
import type { RejectBranchRequestInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { branchRequestKeys } from './keys';

export const RejectBranchRequestDocument = graphql(`
  mutation RejectBranchRequest($input: RejectBranchRequestInput!) {
    rejectBranchRequest(input: $input) { id state stateLabel rejectionReason }
  }
`);

export const useRejectBranchRequest = () =>
  useInvalidatingMutation([branchRequestKeys.all], (input: RejectBranchRequestInput) => request(RejectBranchRequestDocument, { input }));
