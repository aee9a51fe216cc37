// Starting a previewed import: the worker takes it from the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { getMemberImportQueryOptions } from './member-import';
import { memberImportKeys } from './keys';

export const ConfirmMemberImportDocument = graphql(`
  mutation ConfirmMemberImport($id: Int!) {
    confirmMemberImport(id: $id) { id state progress processedRows totalRows }
  }
`);

export function useConfirmMemberImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(ConfirmMemberImportDocument, { id }).then((data) => data.confirmMemberImport),
    onSuccess: (started) => {
      // The page moves on to the progress at once; the poll brings the rest.
      client.setQueryData(getMemberImportQueryOptions(started.id).queryKey, (known) => (known ? { ...known, ...started } : known));
      return client.invalidateQueries({ queryKey: memberImportKeys.all });
    },
  });
}
