// Admin approves an application: the branch becomes a club with the given code.
import { graphql } from '../../../gql';
import type { ApproveBranchRequestInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { clubKeys } from '../../clubs';
import { branchRequestKeys } from './keys';

export const ApproveBranchRequestDocument = graphql(`
  mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) {
    approveBranchRequest(input: $input) { id state stateLabel clubId clubCode }
  }
`);

/** Refreshes the applications and every club list (a new club is in them). */
export const useApproveBranchRequest = () =>
  useInvalidatingMutation([branchRequestKeys.all, clubKeys.all], (input: ApproveBranchRequestInput) => request(ApproveBranchRequestDocument, { input }));
