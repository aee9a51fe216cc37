// Deletes a release note: Admin only.
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { releaseNoteKeys } from './keys';

export const DeleteReleaseNoteDocument = graphql(`
  mutation DeleteReleaseNote($id: Int!) {
    deleteReleaseNote(id: $id)
  }
`);

export const useDeleteReleaseNote = () => useInvalidatingMutation([releaseNoteKeys.all], (id: number) => request(DeleteReleaseNoteDocument, { id }));
