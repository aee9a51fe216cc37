// Throwing a previewed import away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { memberImportKeys } from './keys';
import { getMemberImportQueryOptions } from './member-import';

export const DiscardMemberImportDocument = graphql(`
  mutation DiscardMemberImport($id: Int!) {
    discardMemberImport(id: $id)
  }
`);

export function useDiscardMemberImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(DiscardMemberImportDocument, { id }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: getMemberImportQueryOptions(id).queryKey });
      return client.invalidateQueries({ queryKey: memberImportKeys.all });
    },
  });
}
