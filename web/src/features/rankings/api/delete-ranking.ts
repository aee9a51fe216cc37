// Deletes a ranking and its standings.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const DeleteRankingDocument = graphql(`
  mutation DeleteRanking($id: Int!) {
    deleteRanking(id: $id)
  }
`);

export const useDeleteRanking = () => useInvalidatingMutation([rankingKeys.all], (id: number) => request(DeleteRankingDocument, { id }));
