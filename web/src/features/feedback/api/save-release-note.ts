// Adds a release note (no id) or changes one: Admin only. A version already in the list is
// refused as a CONFLICT on the field `version`.
import { graphql } from '../../../gql';
import type { ReleaseNoteInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { releaseNoteKeys } from './keys';

export const SaveReleaseNoteDocument = graphql(`
  mutation SaveReleaseNote($id: Int, $input: ReleaseNoteInput!) {
    saveReleaseNote(id: $id, input: $input) { id version }
  }
`);

export const useSaveReleaseNote = () =>
  useInvalidatingMutation([releaseNoteKeys.all], (variables: { id: number | null; input: ReleaseNoteInput }) =>
    request(SaveReleaseNoteDocument, variables).then((data) => data.saveReleaseNote),
  );
