// Moving a result race to another status (check, publish, hide, cancel, back to draft).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResultRaceStatus } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { resultKeys } from './keys';

export const ChangeResultRaceStatusDocument = graphql(`
  mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) {
    changeResultRaceStatus(id: $id, status: $status) {
      race { id name status statusLabel }
      nextStatuses
    }
  }
`);

export function useChangeResultRaceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; status: ResultRaceStatus }) =>
      request(ChangeResultRaceStatusDocument, variables).then((data) => data.changeResultRaceStatus),
    // Lists, the race, its transitions and members' results all change with the status.
    onSuccess: () => client.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
