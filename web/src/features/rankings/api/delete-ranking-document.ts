// Deletes a ranking document.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const DeleteRankingDocumentDocument = graphql(`
  mutation DeleteRankingDocument($id: Int!) {
    deleteRankingDocument(id: $id)
  }
`);

export const useDeleteRankingDocument = () => useInvalidatingMutation([rankingKeys.all], (id: number) => request(DeleteRankingDocumentDocument, { id }));
