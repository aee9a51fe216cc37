// Merging two records of one person: `mergeId` into `keepId`.
import { graphql } from '../../../gql';
import type { MergeMembersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const MergeMembersDocument = graphql(`
  mutation MergeMembers($input: MergeMembersInput!) {
    mergeMembers(input: $input)
  }
`);

export function useMergeMembers() {
  return useInvalidatingMutation([cleanupKeys.all, memberKeys.all], (input: MergeMembersInput) => request(MergeMembersDocument, { input }));
}
