// Deleting a draft or cancelled result race with its rows (a wrong file); the server refuses
// any other status with CONFLICT and a Czech message.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { resultKeys } from './keys';

export const DeleteResultRaceDocument = graphql(`
  mutation DeleteResultRace($id: Int!) {
    deleteResultRace(id: $id)
  }
`);

export function useDeleteResultRace() {
  return useInvalidatingMutation([resultKeys.all], (id: number) => request(DeleteResultRaceDocument, { id }));
}
