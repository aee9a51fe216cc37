// Merging two records of one person: `mergeId` into `keepId`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MergeMembersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const MergeMembersDocument = graphql(`
  mutation MergeMembers($input: MergeMembersInput!) {
    mergeMembers(input: $input)
  }
`);

export function useMergeMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeMembersInput) => request(MergeMembersDocument, { input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: cleanupKeys.all });
      await client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
