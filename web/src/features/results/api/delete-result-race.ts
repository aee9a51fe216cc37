// Deleting a draft or cancelled result race with its rows (a wrong file); the server refuses
// any other status with CONFLICT and a Czech message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { resultKeys } from './keys';

export const DeleteResultRaceDocument = graphql(`
  mutation DeleteResultRace($id: Int!) {
    deleteResultRace(id: $id)
  }
`);

export function useDeleteResultRace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(DeleteResultRaceDocument, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
